//! The room task: one a room, owning its [`Room`], fed by [`RoomCmd`]s; after each input what
//! the room said is carried out ([`carry_out`]: stored, then sent).

use std::time::Duration;

use tokio::sync::mpsc;
use tokio::time::Instant;

use super::effects::{carry_out, lost};
use super::state::{App, RoomCmd};
use crate::clock::wall_ms;
use crate::room::Room;
use crate::storage::RoomLog;

pub(super) fn spawn_room(app: &App, mut room: Room, restored: bool, mut log: Box<dyn RoomLog>) {
    let (tx, mut rx) = mpsc::unbounded_channel::<RoomCmd>();
    let name = room.name().to_string();
    app.reg().rooms.insert(name.clone(), tx.clone());
    let app = app.clone();
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(Duration::from_millis(250));
        if restored {
            let effects = room.restored();
            if !carry_out(&app, &mut room, effects, &tx, log.as_mut()).await {
                return;
            }
        }
        loop {
            // A running clock is checked at its deadline, not only on the next tick.
            let flag_at = room
                .deadline()
                .map(|d| Instant::now() + Duration::from_millis(d.saturating_sub(wall_ms()) + 1));
            let effects = tokio::select! {
                _ = tokio::time::sleep_until(flag_at.unwrap_or_else(Instant::now)), if flag_at.is_some() => {
                    room.tick(wall_ms())
                }
                cmd = rx.recv() => {
                    let Some(cmd) = cmd else { return };
                    // Rooms run on the wall clock: their clocks' deadlines are stored.
                    let now = wall_ms();
                    room.set_now(now);
                    match cmd {
                        RoomCmd::Enter { conn, player, name, how, ratings, reply } => {
                            match room.enter_as(now, conn, &player, &name, how, ratings.as_ref()) {
                                Ok(effects) => {
                                    // Stored and the connection registered before anything is sent.
                                    let ok = carry_out(&app, &mut room, effects, &tx, log.as_mut()).await;
                                    let _ = reply.send(Ok(()));
                                    if !ok { return; }
                                    continue;
                                }
                                Err(e) => {
                                    let _ = reply.send(Err(e));
                                    continue;
                                }
                            }
                        }
                        RoomCmd::Msg { conn, msg } => room.message(now, conn, msg),
                        RoomCmd::Gone { conn } => room.disconnected(now, conn),
                        RoomCmd::Computer { turn, action } => room.computer_moved(turn, action),
                        RoomCmd::Rated { game, changes } => room.rated(&game, &changes),
                        RoomCmd::Stats { reply } => {
                            let _ = reply.send(room.holding());
                            continue;
                        }
                    }
                }
                _ = tick.tick() => {
                    // With `--redis`: the lease renewed (a room this node lost stops here).
                    if !log.keep(&mut room, app.now()).await {
                        lost(&app, &room);
                        return;
                    }
                    room.tick(wall_ms())
                }
            };
            if !carry_out(&app, &mut room, effects, &tx, log.as_mut()).await {
                return;
            }
        }
    });
}
