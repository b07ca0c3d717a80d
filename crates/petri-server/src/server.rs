//! The running server: HTTP (`/healthz`, the static site), the WebSocket at `/ws`, one task per
//! connection and one per room. A room task owns its [`Room`]; after each input it stores what
//! changed (awaiting the write: a move's moves, or the room) and only then sends what the room
//! said.
//!
//! This file: the configuration, the shared state (registry, counters, limits) and `run` (the
//! HTTP routes). By concern, beside it: [`connection`](mod@connection) (upgrade, handshake, serving a socket),
//! [`dispatch`] (a connection's messages, entering and making rooms), [`room_task`] (a room's
//! task), [`effects`] (storing, then sending what a room said), [`node`] (the cluster's part)
//! and [`stats`] (the counters' reports).

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use petri_ai::Computer;
use petri_net::limits::{self, Bucket, Rate};
use petri_net::{ClientMessage, ErrorCode, FrameError, MAX_FRAME, Mode, PROTO, ServerMessage};
use tokio::sync::{mpsc, oneshot, watch};
use tokio::time::Instant;

use crate::lobby::Lobby;
use crate::room::{ConnId, Effect, Enter, PlayerId, Room};
use crate::storage::{RoomLog, Storage};
use crate::store::Store;

/// What the command line sets.
#[derive(Clone, Debug)]
pub struct Config {
    pub data: PathBuf,
    pub web: Option<PathBuf>,
    pub allow_origin: Vec<String>,
    pub vanish_ms: u64,
    pub ping_every: Duration,
    pub dead_after: Duration,
    pub hello_timeout: Duration,
    /// Open connections one address may have.
    pub connections_per_address: usize,
    /// Rooms one address may create.
    pub rooms_per_address: Rate,
    /// Proxies whose `X-Forwarded-For` names the client.
    pub trust_proxy: Vec<IpAddr>,
    /// Several nodes: Redis's URL, and this node's name.
    pub redis: Option<String>,
    pub node: String,
    /// Print a `stats:` line (rooms, connections, tasks, the allocator's heap) this often.
    pub stats_every: Option<Duration>,
    /// Tests only: `POST /test/clock/{ms}` moves the wall clock (the rooms' clocks) ahead.
    pub test_clock: bool,
}

/// What a room task sends a connection.
#[derive(Debug)]
enum Out {
    Frame(String),
}

/// A connection's outbox: at most [`limits::SEND_QUEUE`] frames wait in it (a reader slower
/// than that is dropped).
#[derive(Clone)]
struct Outbox {
    tx: mpsc::Sender<Out>,
    work: Arc<Work>,
}

/// What the server did since it started (the `stats:` line).
#[derive(Default)]
struct Work {
    /// Frames queued for connections.
    frames: AtomicU64,
    /// Of those, snapshots.
    snapshots: AtomicU64,
    /// `sync`s read.
    syncs: AtomicU64,
    /// Of those, the ones over [`limits::SYNCS`]: answered together when the next was due.
    syncs_waited: AtomicU64,
}

impl Outbox {
    /// Queues a frame without waiting; false when the outbox is full or closed.
    fn push(&self, frame: crate::cluster::Frame) -> bool {
        let snapshot = frame.snapshot;
        if self.tx.try_send(Out::Frame(frame.text)).is_err() {
            return false;
        }
        self.work.frames.fetch_add(1, Ordering::Relaxed);
        if snapshot {
            self.work.snapshots.fetch_add(1, Ordering::Relaxed);
        }
        true
    }
}

mod account;
mod connection;
mod dispatch;
mod effects;
mod http;
pub mod http_errors;
mod node;
mod rating;
mod room_task;
mod stats;

use connection::*;
use dispatch::*;
use effects::*;
use room_task::*;

enum RoomCmd {
    Enter {
        conn: ConnId,
        player: PlayerId,
        name: String,
        how: Enter,
        /// The player's ratings when they have an account (`None`: a guest).
        ratings: Option<crate::room::Ratings>,
        reply: oneshot::Sender<EnterReply>,
    },
    /// The ratings of the room's rated game are stored ([`Effect::Rate`]).
    Rated {
        game: String,
        changes: Vec<(PlayerId, petri_net::SeatRating, i32)>,
    },
    Msg {
        conn: ConnId,
        msg: ClientMessage,
    },
    Gone {
        conn: ConnId,
    },
    Computer {
        turn: (u32, usize),
        action: Option<petri_rules::Action>,
    },
    /// What the room holds (for the `stats:` line).
    Stats {
        reply: oneshot::Sender<crate::room::Holding>,
    },
}

/// The room task's answer to an `Enter`.
type EnterReply = Result<(), (ErrorCode, String)>;

#[derive(Default)]
struct Registry {
    rooms: HashMap<String, mpsc::UnboundedSender<RoomCmd>>,
    /// Where each player's seat (or watching) is, in rooms known here.
    player_room: HashMap<PlayerId, String>,
    /// Each connection's outbox, player and room.
    conns: HashMap<ConnId, ConnEntry>,
    /// The connection of each player (one at a time).
    player_conn: HashMap<PlayerId, ConnId>,
    /// Open connections and the room-creation bucket of each client address.
    addresses: HashMap<IpAddr, Address>,
    /// With `--redis`: connections of other nodes in this node's rooms (and their room).
    remote_conns: HashMap<ConnId, String>,
    /// With `--redis`: answers awaited from other nodes, by request number.
    pending: HashMap<u64, oneshot::Sender<EnterReply>>,
}

struct Address {
    connections: usize,
    rooms: Bucket,
}

struct ConnEntry {
    out: Outbox,
    room: Option<String>,
    /// The node whose room task has the connection in its room (with `--redis`).
    at: Option<u64>,
    addr: IpAddr,
    player: PlayerId,
    name: String,
    /// The token's hash (written to Redis again after Redis lost its data).
    token_hash: String,
}

struct Shared {
    /// Players, their rooms, quick join's open rooms and the rooms' logs: SQLite, or Redis
    /// with `--redis`.
    storage: Box<dyn Storage>,
    /// This node's place in the cluster (with `--redis`): leases, messages between nodes.
    cluster: Option<crate::cluster::Cluster>,
    /// Redis answers (with `--redis`; the watchdog keeps it, the storage reads it).
    redis_ok: Arc<std::sync::atomic::AtomicBool>,
    next_req: AtomicU64,
    /// One takeover at a time.
    taking: tokio::sync::Mutex<()>,
    reg: Mutex<Registry>,
    next_conn: AtomicU64,
    /// Held while a `quick_join` picks its room and enters it: players joining at once then
    /// fill one room after another instead of racing for the same last seat (or each opening
    /// a room of their own).
    quick_join: tokio::sync::Mutex<()>,
    epoch: Instant,
    config: Config,
    shutdown: watch::Receiver<bool>,
    lobby: Lobby,
    work: Arc<Work>,
    /// Failed logins, per address and per account.
    logins: Mutex<account::Logins>,
    /// Password work at once ([`account::HASHING`]).
    hashing: tokio::sync::Semaphore,
}

type App = Arc<Shared>;

impl Shared {
    fn reg(&self) -> std::sync::MutexGuard<'_, Registry> {
        self.reg.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn logins(&self) -> std::sync::MutexGuard<'_, account::Logins> {
        self.logins.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn now(&self) -> u64 {
        self.epoch.elapsed().as_millis() as u64
    }

    /// A connection slot for a client address, or `None` when it has its share.
    fn address_slot(self: &Arc<Self>, addr: IpAddr) -> Option<AddressSlot> {
        let now = self.now();
        let mut reg = self.reg();
        let entry = reg.addresses.entry(addr).or_insert_with(|| Address {
            connections: 0,
            rooms: Bucket::new(self.config.rooms_per_address, now),
        });
        if entry.connections >= self.config.connections_per_address {
            return None;
        }
        entry.connections += 1;
        Some(AddressSlot {
            app: self.clone(),
            addr,
        })
    }

    /// May this address create a room now? (Spends one from its bucket.)
    fn may_create_room(&self, addr: IpAddr) -> bool {
        let now = self.now();
        let mut reg = self.reg();
        reg.addresses
            .get_mut(&addr)
            .is_none_or(|a| a.rooms.take(now))
    }

    /// A room's share of the lobby counts and its live game now (`None`: it closed). With
    /// `--redis` the cluster's totals are published by the node's lobby task.
    fn lobby_count(
        &self,
        room: &str,
        count: Option<(Mode, u32, u32)>,
        live: Option<petri_net::LiveGame>,
    ) {
        let counts = self.lobby.set(room, count);
        let live = self.lobby.set_live(room, live);
        if (counts || live) && self.cluster.is_none() {
            self.lobby
                .publish(&self.lobby.local(), &self.lobby.local_live());
        }
    }

    fn redis_ok(&self) -> bool {
        self.redis_ok.load(Ordering::Relaxed)
    }

    /// A storage call that failed is said on the server's output; the server goes on.
    async fn stored(&self, what: &str, call: crate::storage::Call<'_, ()>) {
        if let Err(e) = call.await {
            eprintln!("{what}: {e}");
        }
    }
}

/// One open connection of an address; given back when dropped.
struct AddressSlot {
    app: App,
    addr: IpAddr,
}

impl Drop for AddressSlot {
    fn drop(&mut self) {
        let mut reg = self.app.reg();
        if let Some(a) = reg.addresses.get_mut(&self.addr) {
            a.connections -= 1;
            // Forgotten once idle and its bucket is full again.
            let now = self.app.now();
            let full = self.app.config.rooms_per_address.burst;
            if a.connections == 0 && a.rooms.left(now) >= full {
                reg.addresses.remove(&self.addr);
            }
        }
    }
}

fn random_bytes<const N: usize>() -> [u8; N] {
    let mut b = [0u8; N];
    getrandom::fill(&mut b).expect("the OS's randomness");
    b
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Starts the server on a bound listener and runs until `stop` resolves.
pub async fn run(
    listener: tokio::net::TcpListener,
    config: Config,
    stop: impl std::future::Future<Output = ()> + Send + 'static,
) -> Result<(), String> {
    let redis_ok = Arc::new(std::sync::atomic::AtomicBool::new(true));
    let (storage, cluster): (Box<dyn Storage>, _) = match &config.redis {
        Some(url) => {
            let c = crate::cluster::Cluster::connect(url, &config.node).await?;
            let redis = crate::cluster::Redis {
                c: c.clone(),
                ok: redis_ok.clone(),
            };
            (Box::new(redis), Some(c))
        }
        None => {
            let store = Store::open(&config.data).map_err(|e| format!("storage: {e}"))?;
            (Box::new(crate::store::Sqlite::new(store)), None)
        }
    };
    let first_conn = cluster
        .as_ref()
        .map_or(1, |c| (c.num << crate::cluster::CONN_BITS) + 1);
    let (shutdown_tx, shutdown) = watch::channel(false);
    let app: App = Arc::new(Shared {
        storage,
        cluster,
        redis_ok,
        next_req: AtomicU64::new(1),
        taking: tokio::sync::Mutex::new(()),
        reg: Mutex::new(Registry::default()),
        next_conn: AtomicU64::new(first_conn),
        quick_join: tokio::sync::Mutex::new(()),
        epoch: Instant::now(),
        config: config.clone(),
        shutdown,
        lobby: Lobby::default(),
        work: Arc::default(),
        logins: Mutex::default(),
        hashing: tokio::sync::Semaphore::new(account::HASHING),
    });
    if app.cluster.is_some() {
        node::start(&app);
    }
    if let Some(every) = config.stats_every {
        tokio::spawn(stats::report(app.clone(), every));
    }
    // Every stored room comes back (with `--redis` rooms come back when someone needs them).
    let rooms = app.storage.stored_rooms().await?;
    for (st, log) in rooms {
        let name = st.room.clone();
        match Room::restore(st, node::wall_ms(), config.vanish_ms) {
            Ok(room) if room.players().next().is_some() => {
                for p in room.players() {
                    app.reg().player_room.insert(p.clone(), name.clone());
                    app.stored(
                        "restoring a room",
                        app.storage.set_player_room(p, Some(&name), ""),
                    )
                    .await;
                }
                spawn_room(&app, room, true, log);
            }
            Ok(_) => {
                app.stored(
                    "forgetting an empty room",
                    app.storage.forget_room(&name, None),
                )
                .await;
            }
            Err(e) => eprintln!("room {name}: cannot restore it: {e}"),
        }
    }

    let router = http::router(&app);
    // The HTTP layer's own refusals get the API's JSON (`http_errors`); `tap_io` (doing
    // nothing) gives the connections' addresses to `ConnectInfo` as with a plain listener.
    use axum::serve::ListenerExt;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cluster::Frame;

    fn forwarded(values: &[&str]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for v in values {
            h.append("x-forwarded-for", v.parse().unwrap());
        }
        h
    }

    #[test]
    fn an_outbox_counts_frames_and_snapshots_and_holds_no_more_than_its_size() {
        let (tx, mut rx) = mpsc::channel(limits::SEND_QUEUE);
        let out = Outbox {
            tx,
            work: Arc::default(),
        };
        let rules = petri_rules::Rules::preset(petri_rules::Preset::Classic, 2);
        let room = Room::new("ABCDEFGH".into(), true, None, rules, [0; 32], 1).unwrap();
        let snapshot = Frame::of(&room.snapshot(1));
        let moved = Frame::of(&ServerMessage::Moved {
            v: 2,
            seat: 0,
            action: "a1-b2".into(),
        });
        assert!(out.push(snapshot.clone()));
        for _ in 1..limits::SEND_QUEUE {
            assert!(out.push(moved.clone()));
        }
        // Full: refused (the connection is dropped), and not counted.
        assert!(!out.push(snapshot.clone()));
        assert!(!out.push(moved));
        let count = |a: &AtomicU64| a.load(Ordering::Relaxed);
        assert_eq!(count(&out.work.frames), limits::SEND_QUEUE as u64);
        assert_eq!(count(&out.work.snapshots), 1);
        assert!(matches!(rx.try_recv(), Ok(Out::Frame(f)) if f == snapshot.text));
    }

    #[test]
    fn the_client_address_comes_from_a_trusted_proxy_only() {
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        let proxy = ip("10.0.0.1");
        let trusted = [proxy, ip("10.0.0.2")];
        // Not a trusted proxy: its header is not believed.
        let h = forwarded(&["203.0.113.9"]);
        assert_eq!(
            client_address(ip("198.51.100.7"), &h, &trusted),
            ip("198.51.100.7")
        );
        // The proxy's entry (the last) names the client; what the client wrote is ignored.
        let h = forwarded(&["1.2.3.4, 203.0.113.9"]);
        assert_eq!(client_address(proxy, &h, &trusted), ip("203.0.113.9"));
        // Two proxies in a row: the first address neither of them is.
        let h = forwarded(&["1.2.3.4, 203.0.113.9, 10.0.0.2"]);
        assert_eq!(client_address(proxy, &h, &trusted), ip("203.0.113.9"));
        let h = forwarded(&["1.2.3.4", "2001:db8::5"]);
        assert_eq!(client_address(proxy, &h, &trusted), ip("2001:db8::5"));
        // Nothing usable: the proxy's own address.
        assert_eq!(client_address(proxy, &HeaderMap::new(), &trusted), proxy);
        let h = forwarded(&["1.2.3.4, unknown"]);
        assert_eq!(client_address(proxy, &h, &trusted), proxy);
    }
}
