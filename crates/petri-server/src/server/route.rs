//! Where a room runs and how a connection reaches it: a task of this node, another node (with
//! `--redis`: messages on its channel), or nowhere until a node takes it over (this one, when
//! its owner is gone: the room rebuilt from Redis). Entering a room and a connection's
//! messages for it go wherever it runs.

use std::sync::atomic::Ordering;
use std::time::Duration;

use petri_net::{ClientMessage, ErrorCode};
use tokio::sync::{mpsc, oneshot};
use tracing::{info, warn};

use super::nodes::Holder;
use super::rating::shown_ratings;
use super::room_task::spawn_room;
use super::state::{App, EnterReply, RoomCmd};
use crate::clock::wall_ms;
use crate::cluster::{Cluster, Journal, Wire};
use crate::room::{ConnId, Enter, Ratings, Room};

/// Where a room runs, as far as this node can tell.
pub(super) enum Route {
    Local(mpsc::UnboundedSender<RoomCmd>),
    Remote(u64),
    Nowhere,
}

/// Where `room` runs; a stored room nobody holds is taken over here.
pub(super) async fn route(app: &App, room: &str) -> Route {
    if let Some(tx) = app.reg().rooms.get(room).cloned() {
        return Route::Local(tx);
    }
    match app.nodes.holder(room).await {
        Holder::Node(n) => Route::Remote(n),
        Holder::Free(c) => takeover(app, c, room).await,
        Holder::Unknown => Route::Nowhere,
    }
}

/// Takes over a stored room nobody holds: its lease, then the room as stored (checkpoint and
/// stream), its task here.
async fn takeover(app: &App, c: &Cluster, room: &str) -> Route {
    let _one = app.taking.lock().await;
    if let Some(tx) = app.reg().rooms.get(room).cloned() {
        return Route::Local(tx);
    }
    match c.take_stored(room).await {
        Ok(1) => {}
        Ok(0) => {
            return match c.owner(room).await {
                Ok(Some(n)) if n != c.num => Route::Remote(n),
                _ => Route::Nowhere,
            };
        }
        // Not stored (Redis restarted empty: its owner writes it back), or Redis is down.
        _ => return Route::Nowhere,
    }
    let (state, seq) = match c.load(room).await {
        Ok(Some(found)) => found,
        Ok(None) => {
            // Gone between the lease and the load: a closed room. Its lease goes with it.
            let _ = c.forget_room(room, None).await;
            return Route::Nowhere;
        }
        Err(e) => {
            warn!("room {room}: cannot take it over: {e}");
            return Route::Nowhere;
        }
    };
    let restored = match Room::restore(state, wall_ms(), app.config.vanish_ms) {
        Ok(r) => r,
        Err(e) => {
            warn!("room {room}: cannot restore it: {e}");
            return Route::Nowhere;
        }
    };
    info!(
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
pub(super) async fn to_room(app: &App, room: &str, conn: ConnId, msg: ClientMessage) -> bool {
    match route(app, room).await {
        Route::Local(tx) => tx.send(RoomCmd::Msg { conn, msg }).is_ok(),
        Route::Remote(n) => {
            let wire = Wire::Msg {
                room: room.to_string(),
                conn,
                msg,
            };
            app.nodes.publish_to(n, &wire).await.is_ok()
        }
        Route::Nowhere => false,
    }
}

/// The connection enters `room` (joining, watching, or resuming its seat), wherever it runs.
pub(super) async fn enter(
    app: &App,
    conn: ConnId,
    player: &str,
    name: &str,
    room: &str,
    how: Enter,
) -> Result<(), (ErrorCode, String)> {
    let not_found = || (ErrorCode::RoomNotFound, format!("there is no room {room}"));
    let ratings = shown_ratings(app, player).await;
    match route(app, room).await {
        Route::Local(tx) => {
            let (reply, answer) = oneshot::channel();
            tx.send(RoomCmd::Enter {
                conn,
                player: player.to_string(),
                name: name.to_string(),
                how,
                ratings,
                reply,
            })
            .map_err(|_| not_found())?;
            answer.await.map_err(|_| not_found())?
        }
        Route::Remote(owner) => {
            enter_remote(app, owner, conn, player, name, room, how, ratings).await
        }
        Route::Nowhere => Err(not_found()),
    }
}

/// Another node's room lets this node's connection in (or not).
// The room's enter, as `RoomCmd::Enter` has it (its fields, one to one).
#[allow(clippy::too_many_arguments)]
async fn enter_remote(
    app: &App,
    owner: u64,
    conn: ConnId,
    player: &str,
    name: &str,
    room: &str,
    how: Enter,
    ratings: Option<Ratings>,
) -> EnterReply {
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
    let sent = app.nodes.publish_to(owner, &wire).await;
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
