//! The running server: HTTP (`/healthz`, the static site), the WebSocket at `/ws`, one task per
//! connection and one per room. A room task owns its [`Room`]; after each input it stores what
//! changed (awaiting the write: a move's moves, or the room) and only then sends what the room
//! said.
//!
//! This file: `run` (the storage opened, stored rooms back, the HTTP server). By concern,
//! beside it, each importing only the ones listed after it:
//!
//! * [`http`]: the routes and the JSON API's handlers;
//! * [`connection`](mod@connection): the upgrade, the handshake, serving a socket;
//! * [`account`]: account messages on a connection;
//! * [`dispatch`]: a connection's messages for rooms: quick join, entering, leaving, new rooms;
//! * [`node`]: the cluster's background tasks (`--redis` only);
//! * [`route`]: where a room runs, entering it and messages for it, a takeover;
//! * [`room_task`]: a room's task, which owns its room;
//! * [`effects`]: what a room said, stored first, then sent;
//! * [`rating`]: rating a game that ended, once; ratings shown;
//! * [`pages`]: the API's pages (leaderboard, players, records), for HTTP and WebSocket;
//! * [`stats`]: the `stats:` line;
//! * [`state`]: the configuration, the shared state (registry, counters, limits) and the
//!   messages between tasks;
//! * [`nodes`]: this node alone or in a cluster ([`nodes::Nodes`]);
//! * [`http_errors`]: the HTTP layer's own refusals in the API's JSON.

use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, AtomicU64};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::serve::ListenerExt;
use tokio::sync::watch;
use tokio::time::Instant;
use tracing::warn;

use crate::clock::wall_ms;
use crate::cluster::{Cluster, Redis};
use crate::lobby::Lobby;
use crate::room::Room;
use crate::storage::Storage;
use crate::store::{Sqlite, Store};

mod account;
mod connection;
mod dispatch;
mod effects;
mod http;
pub mod http_errors;
mod node;
mod nodes;
mod pages;
mod rating;
mod room_task;
mod route;
mod state;
mod stats;

use nodes::Nodes;
use room_task::spawn_room;
pub use state::Config;
use state::{App, Registry, Shared};

/// Starts the server on a bound listener and runs until `stop` resolves.
pub async fn run(
    listener: tokio::net::TcpListener,
    config: Config,
    stop: impl std::future::Future<Output = ()> + Send + 'static,
) -> Result<(), String> {
    let redis_ok = Arc::new(AtomicBool::new(true));
    let (storage, nodes): (Box<dyn Storage>, _) = match &config.redis {
        Some(url) => {
            let c = Cluster::connect(url, &config.node).await?;
            let redis = Redis {
                c: c.clone(),
                ok: redis_ok.clone(),
            };
            (Box::new(redis), Nodes::Cluster(c))
        }
        None => {
            let store = Store::open(&config.data).map_err(|e| format!("storage: {e}"))?;
            (Box::new(Sqlite::new(store)), Nodes::single())
        }
    };
    let first_conn = nodes.first_conn();
    let (shutdown_tx, shutdown) = watch::channel(false);
    let app: App = Arc::new(Shared {
        storage,
        nodes,
        redis_ok,
        next_req: AtomicU64::new(1),
        taking: tokio::sync::Mutex::new(()),
        reg: Mutex::new(Registry::default()),
        next_conn: AtomicU64::new(first_conn),
        epoch: Instant::now(),
        config: config.clone(),
        shutdown,
        lobby: Lobby::default(),
        work: Arc::default(),
        logins: Mutex::default(),
        hashing: tokio::sync::Semaphore::new(account::HASHING),
    });
    if let Some(c) = app.nodes.cluster() {
        node::start(&app, c);
    }
    if let Some(every) = config.stats_every {
        tokio::spawn(stats::report(app.clone(), every));
    }
    restore_rooms(&app).await?;

    let router = http::router(&app);
    // The HTTP layer's own refusals get the API's JSON (`http_errors`); `tap_io` (doing
    // nothing) gives the connections' addresses to `ConnectInfo` as with a plain listener.
    let listener = http_errors::Listener(listener).tap_io(|_| {});
    axum::serve(
        listener,
        router.into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(async move {
        stop.await;
        let _ = shutdown_tx.send(true);
    })
    .await
    .map_err(|e| e.to_string())?;
    // The sockets were told (close 1001); give them a moment to say it before the runtime
    // stops their tasks.
    let deadline = Instant::now() + Duration::from_secs(2);
    while app.reg().addresses.values().any(|a| a.connections > 0) && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    Ok(())
}

/// Every stored room comes back (with `--redis` rooms come back when someone needs them).
async fn restore_rooms(app: &App) -> Result<(), String> {
    let rooms = app.storage.stored_rooms().await?;
    for (st, log) in rooms {
        let name = st.room.clone();
        match Room::restore(st, wall_ms(), app.config.vanish_ms) {
            Ok(room) if room.players().next().is_some() => {
                for p in room.players() {
                    app.reg().player_room.insert(p.clone(), name.clone());
                    app.stored(
                        "restoring a room",
                        app.storage.set_player_room(p, Some(&name), ""),
                    )
                    .await;
                }
                spawn_room(app, room, true, log);
            }
            Ok(_) => {
                app.stored(
                    "forgetting an empty room",
                    app.storage.forget_room(&name, None),
                )
                .await;
            }
            Err(e) => warn!("room {name}: cannot restore it: {e}"),
        }
    }
    Ok(())
}
