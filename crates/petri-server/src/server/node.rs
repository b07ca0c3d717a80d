//! The node's part in a cluster (`--redis`): where a room runs (here, on another node, or
//! nowhere until someone takes it over), forwarding to the owner and frames back, the room's
//! journal in Redis, and the node's background tasks (messages from other nodes, the
//! watchdog that takes over rooms whose owner died, the lobby totals, Redis's health).
//! Without `--redis` every function here is the single process's plain path.

use std::collections::{HashMap, HashSet};
use std::sync::atomic::Ordering;
use std::time::Duration;

use futures_util::StreamExt;
use petri_net::{ClientMessage, ErrorCode};
use tokio::sync::{mpsc, oneshot};

use super::{App, EnterReply, RoomCmd, drop_conn, enter, spawn_room};
pub use crate::clock::wall_ms;
use crate::cluster::{
    ALL_CHANNEL, CONN_BITS, Cluster, Frame, Journal, LEASE_MS, RENEW_MS, Wire, node_channel,
};
use crate::room::{ConnId, Enter, PlayerId, Room};

/// Where a room runs, as far as this node can tell.
pub enum Route {
    Local(mpsc::UnboundedSender<RoomCmd>),
    Remote(u64),
    Nowhere,
}

/// The node a connection belongs to.
pub fn node_of(conn: ConnId) -> u64 {
    conn >> CONN_BITS
}

/// Where `room` runs; a stored room nobody holds is taken over here.
pub async fn route(app: &App, room: &str) -> Route {
    if let Some(tx) = app.reg().rooms.get(room).cloned() {
        return Route::Local(tx);
    }
    let Some(c) = &app.cluster else {
        return Route::Nowhere;
    };
    match c.owner(room).await {
        Ok(Some(n)) if n != c.num => Route::Remote(n),
        Ok(_) => takeover(app, room).await,
        Err(_) => Route::Nowhere,
    }
}

/// Takes over a stored room nobody holds: its lease, then the room as stored (checkpoint and
/// stream), its task here.
async fn takeover(app: &App, room: &str) -> Route {
    let c = app.cluster.as_ref().expect("a cluster");
    let _one = app.taking.lock().await;
    if let Some(tx) = app.reg().rooms.get(room).cloned() {
        return Route::Local(tx);
    }
    match c.acquire(room).await {
        Ok(true) => {}
        Ok(false) => {
            return match c.owner(room).await {
                Ok(Some(n)) if n != c.num => Route::Remote(n),
                _ => Route::Nowhere,
            };
        }
        Err(_) => return Route::Nowhere,
    }
    let (state, seq) = match c.load(room).await {
        Ok(Some(found)) => found,
        Ok(None) => {
            let _ = c.forget_room(room, None).await;
            return Route::Nowhere;
        }
        Err(e) => {
            eprintln!("room {room}: cannot take it over: {e}");
            return Route::Nowhere;
        }
    };
    let restored = match Room::restore(state, wall_ms(), app.config.vanish_ms) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("room {room}: cannot restore it: {e}");
            return Route::Nowhere;
        }
    };
    eprintln!(
        "node {}: took over room {room} at v {} (entry {seq})",
        c.name,
        restored.v_now()
    );
    let journal = Journal::resumed(c.clone(), app.redis_ok.clone(), seq, app.now());
    spawn_room(app, restored, true, Box::new(journal));
    match app.reg().rooms.get(room).cloned() {
        Some(tx) => Route::Local(tx),
        None => Route::Nowhere,
    }
}

/// A message of a connection for its room, wherever the room runs. False: no such room.
pub async fn to_room(app: &App, room: &str, conn: ConnId, msg: ClientMessage) -> bool {
    match route(app, room).await {
        Route::Local(tx) => tx.send(RoomCmd::Msg { conn, msg }).is_ok(),
        Route::Remote(n) => {
            let c = app.cluster.as_ref().expect("a cluster");
            let wire = Wire::Msg {
                room: room.to_string(),
                conn,
                msg,
            };
            c.publish(&node_channel(n), &wire).await.is_ok()
        }
        Route::Nowhere => false,
    }
}

/// The connection left `room` (closed, or dropped).
pub fn gone(app: &App, room: &str, conn: ConnId) {
    if let Some(tx) = app.reg().rooms.get(room).cloned() {
        let _ = tx.send(RoomCmd::Gone { conn });
        return;
    }
    let Some(c) = app.cluster.clone() else {
        return;
    };
    let room = room.to_string();
    tokio::spawn(async move {
        if let Ok(Some(n)) = c.owner(&room).await {
            let _ = c
                .publish(&node_channel(n), &Wire::Gone { room, conn })
                .await;
        }
    });
}

/// Another node's room lets this node's connection in (or not).
// The room's enter, as `RoomCmd::Enter` has it (its fields, one to one).
#[allow(clippy::too_many_arguments)]
pub async fn enter_remote(
    app: &App,
    owner: u64,
    conn: ConnId,
    player: &str,
    name: &str,
    room: &str,
    how: Enter,
    ratings: Option<crate::room::Ratings>,
) -> EnterReply {
    let c = app.cluster.as_ref().expect("a cluster");
    let req = app.next_req.fetch_add(1, Ordering::Relaxed);
    let (tx, rx) = oneshot::channel();
    app.reg().pending.insert(req, tx);
    let wire = Wire::Enter {
        room: room.to_string(),
        conn,
        player: player.to_string(),
        name: name.to_string(),
        how,
        ratings,
        req,
    };
    let sent = c.publish(&node_channel(owner), &wire).await;
    let answer = match sent {
        Ok(()) => tokio::time::timeout(Duration::from_secs(3), rx).await,
        Err(e) => {
            app.reg().pending.remove(&req);
            return Err((ErrorCode::Unavailable, format!("room {room}: {e}")));
        }
    };
    match answer {
        Ok(Ok(reply)) => reply,
        _ => {
            app.reg().pending.remove(&req);
            Err((
                ErrorCode::Unavailable,
                format!("the node running room {room} did not answer: try again"),
            ))
        }
    }
}

/// A resume that found the room's owner gone: tried again every [`RENEW_MS`] until the room
/// runs somewhere again (a takeover once its lease expires), for twice the lease at most.
pub fn resume_later(app: &App, conn: ConnId, player: &str, name: &str, room: &str) {
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

/// Other nodes drop the player's other connections.
pub fn kick(app: &App, player: &str, keep: ConnId) {
    let Some(c) = app.cluster.clone() else {
        return;
    };
    let wire = Wire::Kick {
        player: player.to_string(),
        keep,
    };
    tokio::spawn(async move {
        let _ = c.publish(ALL_CHANNEL, &wire).await;
    });
}

/// This node lost the room to another (its lease): the task stops; the watchdog brings the
/// room's connections here to the new owner.
pub fn lost(app: &App, room: &Room) {
    let name = room.name();
    eprintln!("room {name}: another node runs it now");
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

/// Frames and room changes for other nodes' connections, gathered while a room's effects are
/// carried out and sent in order, one message a node.
#[derive(Default)]
pub struct Outgoing {
    by_node: HashMap<u64, Vec<Wire>>,
}

impl Outgoing {
    fn remote(app: &App, conn: ConnId) -> Option<u64> {
        let c = app.cluster.as_ref()?;
        let n = node_of(conn);
        (n != c.num).then_some(n)
    }

    pub fn frame(&mut self, app: &App, conn: ConnId, text: Frame) {
        let Some(n) = Self::remote(app, conn) else {
            return;
        };
        let list = self.by_node.entry(n).or_default();
        if let Some(Wire::Frames { items }) = list.last_mut() {
            items.push((conn, text));
        } else {
            list.push(Wire::Frames {
                items: vec![(conn, text)],
            });
        }
    }

    pub fn in_room(&mut self, app: &App, conn: ConnId, room: &str, inside: bool) {
        let Some(n) = Self::remote(app, conn) else {
            return;
        };
        self.by_node.entry(n).or_default().push(Wire::InRoom {
            conn,
            room: room.to_string(),
            inside,
        });
    }

    pub async fn send(self, app: &App) {
        let Some(c) = &app.cluster else { return };
        for (n, wires) in self.by_node {
            for w in wires {
                let _ = c.publish(&node_channel(n), &w).await;
            }
        }
    }
}

/// The node's background tasks.
pub fn start(app: &App) {
    tokio::spawn(listen(app.clone()));
    tokio::spawn(watchdog(app.clone()));
    tokio::spawn(lobby(app.clone()));
}

/// Messages from other nodes: this node's channel and everyone's. Reconnects when Redis goes.
async fn listen(app: App) {
    let c = app.cluster.clone().expect("a cluster");
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
                    Ok(w) => take(&app, w).await,
                    Err(e) => eprintln!("node {}: a message it cannot read: {e}", c.name),
                }
            }
        }
        app.redis_ok.store(false, Ordering::Relaxed);
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

/// One message from another node.
async fn take(app: &App, wire: Wire) {
    let c = app.cluster.as_ref().expect("a cluster");
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
            let tx = app.reg().rooms.get(&room).cloned();
            let app = app.clone();
            tokio::spawn(async move {
                let c = app.cluster.as_ref().expect("a cluster");
                let result = match tx {
                    Some(tx) => {
                        let (reply, answer) = oneshot::channel();
                        let cmd = RoomCmd::Enter {
                            conn,
                            player,
                            name,
                            how,
                            ratings,
                            reply,
                        };
                        match tx.send(cmd) {
                            Ok(()) => answer.await.unwrap_or_else(|_| Err(moved(&room))),
                            Err(_) => Err(moved(&room)),
                        }
                    }
                    None => Err(moved(&room)),
                };
                let _ = c
                    .publish(&node_channel(node_of(conn)), &Wire::Reply { req, result })
                    .await;
            });
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
        Wire::Frames { items } => {
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
                drop_conn(app, conn);
            }
        }
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
                drop_conn(app, old);
            }
        }
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
async fn watchdog(app: App) {
    let c = app.cluster.clone().expect("a cluster");
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
            eprintln!("node {}: Redis answers again", c.name);
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
async fn lobby(app: App) {
    let c = app.cluster.clone().expect("a cluster");
    let mut every = tokio::time::interval(Duration::from_millis(petri_net::limits::LOBBY_EVERY_MS));
    loop {
        every.tick().await;
        if let Ok((totals, live)) = c.lobby(&app.lobby.local(), &app.lobby.local_live()).await {
            app.lobby.publish(&totals, &live);
        }
    }
}
