//! The node's part in a cluster (`--redis`), its background tasks: messages from other nodes
//! (entering this node's rooms, their connections' messages, frames for this node's
//! connections), the watchdog (Redis's health, this node's liveness, rooms whose owner died
//! taken over, connections of dead nodes let go), the lobby totals, and a resume that waits
//! for a room to run again. Without `--redis` none of it runs.

use std::collections::{HashMap, HashSet};
use std::sync::atomic::Ordering;
use std::time::Duration;

use futures_util::StreamExt;
use petri_net::ErrorCode;
use tokio::sync::oneshot;
use tracing::{info, warn};

use super::nodes::node_of;
use super::route::{Route, enter, route};
use super::state::{App, EnterReply, RoomCmd};
use crate::cluster::{ALL_CHANNEL, Cluster, Frame, LEASE_MS, RENEW_MS, Wire, node_channel};
use crate::room::{ConnId, Enter, PlayerId};

/// The node's background tasks.
pub(super) fn start(app: &App, c: &Cluster) {
    tokio::spawn(listen(app.clone(), c.clone()));
    tokio::spawn(watchdog(app.clone(), c.clone()));
    tokio::spawn(lobby(app.clone(), c.clone()));
}

/// Messages from other nodes: this node's channel and everyone's. Reconnects when Redis goes.
async fn listen(app: App, c: Cluster) {
    let mine = node_channel(c.num);
    loop {
        if let Ok(mut pubsub) = c.client.get_async_pubsub().await
            && pubsub.subscribe(&mine).await.is_ok()
            && pubsub.subscribe(ALL_CHANNEL).await.is_ok()
        {
            let mut messages = pubsub.on_message();
            while let Some(m) = messages.next().await {
                let Ok(text) = m.get_payload::<String>() else {
                    continue;
                };
                match serde_json::from_str::<Wire>(&text) {
                    Ok(w) => take(&app, &c, w).await,
                    Err(e) => warn!("node {}: a message it cannot read: {e}", c.name),
                }
            }
        }
        app.redis_ok.store(false, Ordering::Relaxed);
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// One message from another node.
async fn take(app: &App, c: &Cluster, wire: Wire) {
    match wire {
        Wire::Enter {
            room,
            conn,
            player,
            name,
            how,
            ratings,
            req,
        } => {
            let (reply, answer) = oneshot::channel();
            let cmd = RoomCmd::Enter {
                conn,
                player,
                name,
                how,
                ratings,
                reply,
            };
            let_in(app, c, room, conn, req, cmd, answer);
        }
        Wire::Msg { room, conn, msg } => {
            // Only from a connection this room let in: one whose room just moved here is
            // entering it again (its snapshot follows) and is not told it is in no room.
            let reg = app.reg();
            if reg.remote_conns.get(&conn) == Some(&room)
                && let Some(tx) = reg.rooms.get(&room)
            {
                let _ = tx.send(RoomCmd::Msg { conn, msg });
            }
        }
        Wire::Gone { room, conn } => {
            let mut reg = app.reg();
            reg.remote_conns.remove(&conn);
            if let Some(tx) = reg.rooms.get(&room) {
                let _ = tx.send(RoomCmd::Gone { conn });
            }
        }
        Wire::Reply { req, result } => {
            if let Some(tx) = app.reg().pending.remove(&req) {
                let _ = tx.send(result);
            }
        }
        Wire::Frames { items } => frames(app, items),
        Wire::InRoom { conn, room, inside } => {
            let owner = c.owner(&room).await.ok().flatten();
            if let Some(entry) = app.reg().conns.get_mut(&conn) {
                if inside {
                    entry.room = Some(room);
                    entry.at = owner;
                } else if entry.room.as_deref() == Some(&room) {
                    entry.room = None;
                    entry.at = None;
                }
            }
        }
        Wire::Kick { player, keep } => {
            let old = app
                .reg()
                .player_conn
                .get(&player)
                .copied()
                .filter(|&c| c != keep);
            if let Some(old) = old {
                app.reg().player_conn.remove(&player);
                app.drop_conn(old);
            }
        }
    }
}

/// Another node's connection enters a room of this node: the room's answer goes back to that
/// node (in the background: the room may take a while).
fn let_in(
    app: &App,
    c: &Cluster,
    room: String,
    conn: ConnId,
    req: u64,
    cmd: RoomCmd,
    answer: oneshot::Receiver<EnterReply>,
) {
    let tx = app.reg().rooms.get(&room).cloned();
    let c = c.clone();
    tokio::spawn(async move {
        let result = match tx {
            Some(tx) => match tx.send(cmd) {
                Ok(()) => answer.await.unwrap_or_else(|_| Err(moved(&room))),
                Err(_) => Err(moved(&room)),
            },
            None => Err(moved(&room)),
        };
        let _ = c
            .publish(&node_channel(node_of(conn)), &Wire::Reply { req, result })
            .await;
    });
}

/// Frames from a room on another node for this node's connections, into their outboxes (a
/// connection too slow for them is dropped).
fn frames(app: &App, items: Vec<(ConnId, Frame)>) {
    let mut slow = Vec::new();
    {
        let reg = app.reg();
        for (conn, text) in items {
            if let Some(entry) = reg.conns.get(&conn)
                && !entry.out.push(text)
            {
                slow.push(conn);
            }
        }
    }
    for conn in slow {
        app.drop_conn(conn);
    }
}

fn moved(room: &str) -> (ErrorCode, String) {
    (
        ErrorCode::Unavailable,
        format!("room {room} is moving to another node: try again"),
    )
}

/// Every [`RENEW_MS`]: Redis's health (and, when it answers again, this node's players written
/// back); this node's liveness; rooms of this node's connections whose owner is gone are taken
/// over, and connections whose room moved enter it where it runs now; connections of dead
/// nodes leave this node's rooms.
async fn watchdog(app: App, c: Cluster) {
    let mut every = tokio::time::interval(Duration::from_millis(RENEW_MS));
    // Rounds each node has been missing its liveness key (dead after three: a Redis that
    // lost its data has no keys until every node wrote its own again).
    let mut missing: HashMap<u64, u32> = HashMap::new();
    loop {
        every.tick().await;
        let was_ok = app.redis_ok();
        let ok = c.ping().await.is_ok();
        app.redis_ok.store(ok, Ordering::Relaxed);
        if !ok {
            continue;
        }
        if !was_ok {
            info!("node {}: Redis answers again", c.name);
            reseed(&app, &c).await;
        }
        let _ = c.alive(LEASE_MS).await;
        // Connections here whose room runs elsewhere, or nowhere.
        let here: Vec<(ConnId, String, Option<u64>, PlayerId, String)> = app
            .reg()
            .conns
            .iter()
            .filter_map(|(&id, e)| {
                let room = e.room.clone()?;
                Some((id, room, e.at, e.player.clone(), e.name.clone()))
            })
            .collect();
        let mut owners: HashMap<String, Option<u64>> = HashMap::new();
        for (_, room, ..) in &here {
            if !owners.contains_key(room) {
                let local = app.reg().rooms.contains_key(room);
                let o = match local {
                    true => Some(c.num),
                    false => c.owner(room).await.unwrap_or(None),
                };
                owners.insert(room.clone(), o);
            }
        }
        for (conn, room, at, player, name) in here {
            let mut owner = owners.get(&room).copied().flatten();
            if owner.is_none() {
                // The owner is gone: this node takes the room over.
                if let Route::Local(_) = route(&app, &room).await {
                    owner = Some(c.num);
                    owners.insert(room.clone(), owner);
                }
            }
            if owner.is_some() && owner != at {
                // The room runs elsewhere now: enter it there (a snapshot follows).
                if let Some(e) = app.reg().conns.get_mut(&conn) {
                    e.at = owner;
                }
                let app = app.clone();
                tokio::spawn(async move {
                    if enter(&app, conn, &player, &name, &room, Enter::Resume)
                        .await
                        .is_err()
                        && let Some(e) = app.reg().conns.get_mut(&conn)
                    {
                        e.at = None;
                    }
                });
            }
        }
        // Other nodes' connections in rooms here: those of nodes that died leave.
        let nodes: HashSet<u64> = app.reg().remote_conns.keys().map(|&c| node_of(c)).collect();
        if let Ok(alive) = c.alive_nodes(&nodes).await {
            missing.retain(|n, _| nodes.contains(n));
            for n in &nodes {
                if alive.contains(n) {
                    missing.remove(n);
                } else {
                    *missing.entry(*n).or_default() += 1;
                }
            }
            let dead: Vec<(ConnId, String)> = app
                .reg()
                .remote_conns
                .iter()
                .filter(|(conn, _)| missing.get(&node_of(**conn)).is_some_and(|&m| m >= 3))
                .map(|(&conn, room)| (conn, room.clone()))
                .collect();
            for (conn, room) in dead {
                let mut reg = app.reg();
                reg.remote_conns.remove(&conn);
                if let Some(tx) = reg.rooms.get(&room) {
                    let _ = tx.send(RoomCmd::Gone { conn });
                }
            }
        }
    }
}

/// Redis answers again (perhaps with nothing: restarted without its data): this node's
/// players (tokens, names, rooms) are written back. Rooms write themselves back on their tick.
async fn reseed(app: &App, c: &Cluster) {
    let players: Vec<(PlayerId, String, String, Option<String>)> = app
        .reg()
        .conns
        .values()
        .map(|e| {
            (
                e.player.clone(),
                e.token_hash.clone(),
                e.name.clone(),
                e.room.clone(),
            )
        })
        .collect();
    let _ = c.keep_node_number().await;
    for (player, hash, name, room) in players {
        let _ = c.add_player(&player, &hash, &name).await;
        if let Some(room) = room {
            let _ = c.set_player_room(&player, Some(&room), "").await;
        }
    }
}

/// Every second: this node's lobby totals out, the cluster's in.
async fn lobby(app: App, c: Cluster) {
    let mut every = tokio::time::interval(Duration::from_millis(petri_net::limits::LOBBY_EVERY_MS));
    loop {
        every.tick().await;
        if let Ok((totals, live)) = c.lobby(&app.lobby.local(), &app.lobby.local_live()).await {
            app.lobby.publish(&totals, &live);
        }
    }
}

/// A resume that found the room's owner gone: tried again every [`RENEW_MS`] until the room
/// runs somewhere again (a takeover once its lease expires), for twice the lease at most.
pub(super) fn resume_later(app: &App, conn: ConnId, player: &str, name: &str, room: &str) {
    let (app, player, name, room) = (
        app.clone(),
        player.to_string(),
        name.to_string(),
        room.to_string(),
    );
    tokio::spawn(async move {
        let deadline = app.now() + 2 * LEASE_MS + RENEW_MS;
        while app.now() < deadline {
            tokio::time::sleep(Duration::from_millis(RENEW_MS)).await;
            let waiting = app.reg().conns.get(&conn).is_some_and(|c| c.room.is_none());
            if !waiting {
                return;
            }
            match enter(&app, conn, &player, &name, &room, Enter::Resume).await {
                Err((ErrorCode::Unavailable, _)) => continue,
                _ => return,
            }
        }
    });
}
