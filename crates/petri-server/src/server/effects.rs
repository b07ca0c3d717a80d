//! The effects of a room's input: stored first (a move's moves, or the room), then sent —
//! to this node's connections through their outboxes, to other nodes' through
//! [`Outgoing`]. And a room this node lost (another node runs it now).

use petri_ai::Computer;
use tokio::sync::mpsc;
use tracing::warn;

use super::nodes::Outgoing;
use super::rating;
use super::state::{App, RoomCmd};
use crate::clock::wall_ms;
use crate::cluster::Frame;
use crate::room::{ConnId, Effect, PlayerId, Room};
use crate::storage::RoomLog;

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
        lost(app, room);
        return false;
    }
    let name = room.name().to_string();
    let pool = room.pool();
    // Frames for other nodes' connections, in order, one message a node.
    let mut remote = Outgoing::default();
    for effect in effects {
        match effect {
            Effect::Send(conn, msg) => send(app, &mut remote, conn, Frame::of(&msg)),
            Effect::Entered(conn) => entered(app, &mut remote, conn, &name),
            Effect::Left(conn) => left(app, &mut remote, conn, &name),
            Effect::PlayerRoom(player, r) => player_room(app, player, r, &name).await,
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
                    let _ = app.storage.list(&name, pool, free, wall_ms()).await;
                }
            }
            Effect::Rate(r) => rating::rate(app, r, tx.clone()),
            Effect::Close => {
                app.reg().rooms.remove(&name);
                app.lobby_count(&name, None, None);
                remote.send(&app.nodes).await;
                let _ = app.storage.forget_room(&name, pool.as_deref()).await;
                return false;
            }
        }
    }
    remote.send(&app.nodes).await;
    app.lobby_count(&name, room.lobby_count(), room.live());
    true
}

/// A frame for a connection: into its outbox here, or gathered for its node.
fn send(app: &App, remote: &mut Outgoing, conn: ConnId, frame: Frame) {
    let out = app.reg().conns.get(&conn).map(|c| c.out.clone());
    match out {
        Some(out) => {
            if !out.push(frame) {
                // A reader this slow is dropped, not buffered without end.
                app.drop_conn(conn);
            }
        }
        None => remote.frame(&app.nodes, conn, frame),
    }
}

/// The connection is in the room now (a connection of another node: its node hears it).
fn entered(app: &App, remote: &mut Outgoing, conn: ConnId, room: &str) {
    let me = app.nodes.num();
    let mut reg = app.reg();
    match reg.conns.get_mut(&conn) {
        Some(c) => {
            c.room = Some(room.to_string());
            c.at = me;
        }
        None => {
            reg.remote_conns.insert(conn, room.to_string());
            drop(reg);
            remote.in_room(&app.nodes, conn, room, true);
        }
    }
}

/// The connection left the room.
fn left(app: &App, remote: &mut Outgoing, conn: ConnId, room: &str) {
    let mut reg = app.reg();
    match reg.conns.get_mut(&conn) {
        Some(c) => {
            if c.room.as_deref() == Some(room) {
                c.room = None;
            }
        }
        None => {
            reg.remote_conns.remove(&conn);
            drop(reg);
            remote.in_room(&app.nodes, conn, room, false);
        }
    }
}

/// Where a player's seat is (`None`: nowhere, unless it is in another room than this one
/// meanwhile), here and in the storage.
async fn player_room(app: &App, player: PlayerId, r: Option<String>, room: &str) {
    {
        let mut reg = app.reg();
        match &r {
            Some(r) => {
                reg.player_room.insert(player.clone(), r.clone());
            }
            None => {
                if reg.player_room.get(&player).map(String::as_str) == Some(room) {
                    reg.player_room.remove(&player);
                }
            }
        }
    }
    let _ = app
        .storage
        .set_player_room(&player, r.as_deref(), room)
        .await;
}

/// This node lost the room to another (its lease): the task stops; the watchdog brings the
/// room's connections here to the new owner.
pub(super) fn lost(app: &App, room: &Room) {
    let name = room.name();
    warn!("room {name}: another node runs it now");
    let mut reg = app.reg();
    reg.rooms.remove(name);
    reg.remote_conns.retain(|_, r| r != name);
    for c in reg.conns.values_mut() {
        if c.room.as_deref() == Some(name) {
            c.at = None;
        }
    }
    drop(reg);
    app.lobby_count(name, None, None);
}
