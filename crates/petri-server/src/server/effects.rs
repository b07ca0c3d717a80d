//! The effects of a room's input: stored first (a move's moves, or the room), then sent.

use super::*;

/// Stores the room when it changed, then carries out its effects. False when the room closed.
pub(super) async fn carry_out(
    app: &App,
    room: &mut Room,
    effects: Vec<Effect>,
    tx: &mpsc::UnboundedSender<RoomCmd>,
    log: &mut dyn RoomLog,
) -> bool {
    let closing = effects.iter().any(|e| matches!(e, Effect::Close));
    if let Some(change) = room.take_change()
        && !closing
        && !log.write(room, Some(change)).await
    {
        // Another node runs the room now: nothing of this change goes out.
        node::lost(app, room);
        return false;
    }
    let name = room.name().to_string();
    let pool = room.pool();
    // Frames for other nodes' connections, in order, one message a node.
    let mut remote: node::Outgoing = Default::default();
    for effect in effects {
        match effect {
            Effect::Send(conn, msg) => {
                let out = app.reg().conns.get(&conn).map(|c| c.out.clone());
                match out {
                    Some(out) => {
                        if !out.push(crate::cluster::Frame::of(&msg)) {
                            // A reader this slow is dropped, not buffered without end.
                            drop_conn(app, conn);
                        }
                    }
                    None => remote.frame(app, conn, crate::cluster::Frame::of(&msg)),
                }
            }
            Effect::Entered(conn) => {
                let me = app.cluster.as_ref().map(|c| c.num);
                let mut reg = app.reg();
                match reg.conns.get_mut(&conn) {
                    Some(c) => {
                        c.room = Some(name.clone());
                        c.at = me;
                    }
                    None => {
                        reg.remote_conns.insert(conn, name.clone());
                        drop(reg);
                        remote.in_room(app, conn, &name, true);
                    }
                }
            }
            Effect::Left(conn) => {
                let mut reg = app.reg();
                match reg.conns.get_mut(&conn) {
                    Some(c) => {
                        if c.room.as_deref() == Some(&name) {
                            c.room = None;
                        }
                    }
                    None => {
                        reg.remote_conns.remove(&conn);
                        drop(reg);
                        remote.in_room(app, conn, &name, false);
                    }
                }
            }
            Effect::PlayerRoom(player, r) => {
                {
                    let mut reg = app.reg();
                    match &r {
                        Some(r) => {
                            reg.player_room.insert(player.clone(), r.clone());
                        }
                        None => {
                            if reg.player_room.get(&player) == Some(&name) {
                                reg.player_room.remove(&player);
                            }
                        }
                    }
                }
                let _ = app
                    .storage
                    .set_player_room(&player, r.as_deref(), &name)
                    .await;
            }
            Effect::Think {
                turn,
                game,
                level,
                seed,
            } => {
                let tx = tx.clone();
                tokio::task::spawn_blocking(move || {
                    let mut computer = Computer::new(level, seed, game.rules()).deterministic();
                    let action = computer.choose(&game);
                    let _ = tx.send(RoomCmd::Computer { turn, action });
                });
            }
            Effect::Listed(open) => {
                if let Some(pool) = &pool {
                    let free = if open { room.free_seats() } else { 0 };
                    let _ = app.storage.list(&name, pool, free, node::wall_ms()).await;
                }
            }
            Effect::Rate(r) => rating::rate(app, r, tx.clone()),
            Effect::Close => {
                app.reg().rooms.remove(&name);
                app.lobby_count(&name, None, None);
                remote.send(app).await;
                let _ = app.storage.forget_room(&name, pool.as_deref()).await;
                return false;
            }
        }
    }
    remote.send(app).await;
    app.lobby_count(&name, room.lobby_count(), room.live());
    true
}
