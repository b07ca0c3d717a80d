//! The running server: HTTP (`/healthz`, the static site), the WebSocket at `/ws`, one task per
//! connection and one per room. A room task owns its [`Room`]; after each input it stores what
//! changed (awaiting the write: a move's moves, or the room) and only then sends what the room
//! said.

use std::collections::{BTreeSet, HashMap};
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use petri_ai::Computer;
use petri_net::limits::{self, Bucket, Rate};
use petri_net::{ClientMessage, ErrorCode, FrameError, MAX_FRAME, Mode, PROTO, ServerMessage};
use tokio::sync::{mpsc, oneshot, watch};
use tokio::time::Instant;

use crate::lobby::Lobby;
use crate::room::{ConnId, Effect, Enter, PlayerId, Room};
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
}

/// What a room task sends a connection.
#[derive(Debug)]
enum Out {
    Frame(String),
}

/// How a `snapshot` frame begins (`ServerMessage::to_frame` writes the tag first; a test
/// checks it). Frames relayed from another node arrive as text: the count of snapshots sent
/// tells them by this.
const SNAPSHOT_FRAME: &str = r#"{"t":"snapshot""#;

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
    fn push(&self, text: String) -> bool {
        let snapshot = text.starts_with(SNAPSHOT_FRAME);
        if self.tx.try_send(Out::Frame(text)).is_err() {
            return false;
        }
        self.work.frames.fetch_add(1, Ordering::Relaxed);
        if snapshot {
            self.work.snapshots.fetch_add(1, Ordering::Relaxed);
        }
        true
    }
}

mod node;
mod stats;
use node::Journal;

enum RoomCmd {
    Enter {
        conn: ConnId,
        player: PlayerId,
        name: String,
        how: Enter,
        reply: oneshot::Sender<EnterReply>,
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
    /// Public rooms with a free seat, by mode.
    open: HashMap<Mode, BTreeSet<String>>,
    /// Where each player's seat (or watching) is.
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
    /// The embedded store (without `--redis`).
    store: Option<Store>,
    /// Redis and this node's place in the cluster (with `--redis`).
    cluster: Option<crate::cluster::Cluster>,
    /// Redis answers (with `--redis`): while it does not, no new rooms.
    redis_ok: std::sync::atomic::AtomicBool,
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
}

type App = Arc<Shared>;

impl Shared {
    fn reg(&self) -> std::sync::MutexGuard<'_, Registry> {
        self.reg.lock().unwrap_or_else(|e| e.into_inner())
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

    /// A room's share of the lobby counts now (`None`: it closed). With `--redis` the
    /// cluster's totals are published by the node's lobby task.
    fn lobby_count(&self, room: &str, count: Option<(Mode, u32, u32)>) {
        if self.lobby.set(room, count) && self.cluster.is_none() {
            self.lobby.publish(&self.lobby.local());
        }
    }

    fn redis_ok(&self) -> bool {
        self.redis_ok.load(Ordering::Relaxed)
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
    let (store, cluster) = match &config.redis {
        Some(url) => (
            None,
            Some(crate::cluster::Cluster::connect(url, &config.node).await?),
        ),
        None => (
            Some(Store::open(&config.data).map_err(|e| format!("storage: {e}"))?),
            None,
        ),
    };
    let first_conn = cluster
        .as_ref()
        .map_or(1, |c| (c.num << crate::cluster::CONN_BITS) + 1);
    let (shutdown_tx, shutdown) = watch::channel(false);
    let app: App = Arc::new(Shared {
        store: store.clone(),
        cluster,
        redis_ok: std::sync::atomic::AtomicBool::new(true),
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
    });
    if app.cluster.is_some() {
        node::start(&app);
    }
    if let Some(every) = config.stats_every {
        tokio::spawn(stats::report(app.clone(), every));
    }
    // Every stored room comes back (with `--redis` rooms come back when someone needs them).
    let rooms = match store {
        Some(store) => tokio::task::spawn_blocking(move || store.rooms())
            .await
            .map_err(|e| e.to_string())?
            .map_err(|e| format!("storage: {e}"))?,
        None => Vec::new(),
    };
    for st in rooms {
        let name = st.room.clone();
        match Room::restore(st, app.now(), config.vanish_ms) {
            Ok(room) if room.players().next().is_some() => {
                {
                    let mut reg = app.reg();
                    for p in room.players() {
                        reg.player_room.insert(p.clone(), name.clone());
                    }
                }
                spawn_room(&app, room, true, None);
            }
            Ok(_) => {
                if let Some(store) = app.store.clone() {
                    let _ = tokio::task::spawn_blocking(move || store.delete_room(&name)).await;
                }
            }
            Err(e) => eprintln!("room {name}: cannot restore it: {e}"),
        }
    }

    let mut router = Router::new()
        .route("/healthz", get(|| async { "ok" }))
        .route("/ws", get(ws_handler));
    if let Some(web) = &config.web {
        router = router.fallback_service(
            tower_http::services::ServeDir::new(web)
                .precompressed_br()
                .precompressed_gzip(),
        );
    }
    let router = router.with_state(app.clone());
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

async fn ws_handler(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
) -> Response {
    if !origin_allowed(&headers, &app.config.allow_origin) {
        return (StatusCode::FORBIDDEN, "origin not allowed").into_response();
    }
    let addr = client_address(peer.ip(), &headers, &app.config.trust_proxy);
    let Some(slot) = app.address_slot(addr) else {
        return (
            StatusCode::TOO_MANY_REQUESTS,
            "too many connections from your address",
        )
            .into_response();
    };
    ws.read_buffer_size(4096)
        .write_buffer_size(4096)
        .max_write_buffer_size(1 << 20)
        .max_message_size(2 * MAX_FRAME)
        .max_frame_size(2 * MAX_FRAME)
        .on_upgrade(move |socket| connection(app, socket, slot))
}

/// The client's address: the peer's, or behind a trusted proxy the last address of
/// `X-Forwarded-For` that is not itself a trusted proxy (proxies append the address they
/// heard from; what a client wrote itself stands further left and is not believed).
fn client_address(peer: IpAddr, headers: &HeaderMap, trusted: &[IpAddr]) -> IpAddr {
    if !trusted.contains(&peer) {
        return peer;
    }
    let mut forwarded = headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|h| h.to_str().ok())
        .flat_map(|h| h.split(','))
        .map(str::trim)
        .collect::<Vec<_>>();
    forwarded.reverse();
    for entry in forwarded {
        match entry.parse::<IpAddr>() {
            Ok(ip) if trusted.contains(&ip) => continue,
            Ok(ip) => return ip,
            // Not an address: what stands left of it cannot be trusted either.
            Err(_) => break,
        }
    }
    peer
}

/// Browsers say where the page came from: allowed are no `Origin` (other programs), the
/// server's own host, and the `--allow-origin` values.
fn origin_allowed(headers: &HeaderMap, allowed: &[String]) -> bool {
    let Some(origin) = headers.get(header::ORIGIN).and_then(|o| o.to_str().ok()) else {
        return true;
    };
    if allowed
        .iter()
        .any(|a| a == "*" || a.trim_end_matches('/') == origin)
    {
        return true;
    }
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    let origin_host = origin.split_once("://").map(|(_, h)| h).unwrap_or(origin);
    host.is_some_and(|h| h.eq_ignore_ascii_case(origin_host))
}

fn frame(msg: &ServerMessage) -> Message {
    Message::Text(Utf8Bytes::from(msg.to_frame()))
}

fn close(code: u16, reason: &str) -> Message {
    Message::Close(Some(CloseFrame {
        code,
        reason: Utf8Bytes::from(reason),
    }))
}

/// Reads one client frame: `Ok(None)` for frames that carry no message (pings, pongs).
enum Incoming {
    Msg(ClientMessage),
    Bad(String),
    TooLarge,
    Closed,
    Nothing,
}

fn read_incoming(m: Option<Result<Message, axum::Error>>) -> Incoming {
    match m {
        None => Incoming::Closed,
        Some(Err(e)) => {
            let text = e.to_string();
            if text.contains("Space limit")
                || text.contains("too long")
                || text.contains("capacity")
            {
                Incoming::TooLarge
            } else {
                Incoming::Closed
            }
        }
        Some(Ok(Message::Text(t))) => match ClientMessage::parse(t.as_str()) {
            Ok(m) => Incoming::Msg(m),
            Err(FrameError::TooLarge(..)) => Incoming::TooLarge,
            Err(FrameError::Bad(why)) => Incoming::Bad(why),
        },
        Some(Ok(Message::Binary(_))) => {
            Incoming::Bad("binary frames are not messages: send JSON text".into())
        }
        Some(Ok(Message::Close(_))) => Incoming::Closed,
        Some(Ok(Message::Ping(_) | Message::Pong(_))) => Incoming::Nothing,
    }
}

async fn connection(app: App, mut socket: WebSocket, slot: AddressSlot) {
    let Some((player, name, token)) = handshake(&app, &mut socket).await else {
        return;
    };
    let (conn, outbox) = register(&app, &player, &name, &token, slot.addr);
    // Back to the player's room, if any.
    let room = match &app.cluster {
        None => app.reg().player_room.get(&player).cloned(),
        Some(c) => c.player_room(&player).await.unwrap_or_default(),
    };
    if let Some(room) = room {
        let resumed = enter(&app, conn, &player, &name, &room, Enter::Resume).await;
        if let Err((ErrorCode::Unavailable, _)) = resumed {
            // With `--redis`: the room's owner just died and nobody took it over yet.
            node::resume_later(&app, conn, &player, &name, &room);
        }
    }
    let mut served = Served {
        app: app.clone(),
        conn,
        player,
        name,
        messages: Bucket::new(limits::MESSAGES, app.now()),
        syncs: Bucket::new(limits::SYNCS, app.now()),
        sync_waits: false,
        lobby: None,
        lobby_next: Instant::now(),
    };
    served.serve(&mut socket, outbox).await;
    unregister(&app, conn, &served.player);
}

/// `hello` first, within the time allowed: the player and their name, or `None` when the
/// connection ended (it was told why).
async fn handshake(app: &App, socket: &mut WebSocket) -> Option<(PlayerId, String, String)> {
    let deadline = Instant::now() + app.config.hello_timeout;
    loop {
        let Ok(next) = tokio::time::timeout_at(deadline, socket.recv()).await else {
            let _ = send_message(socket, close(1008, "no hello in time")).await;
            return None;
        };
        let refused = match read_incoming(next) {
            Incoming::Msg(ClientMessage::Hello { name, token, .. }) => {
                return match hello(app, &name, token).await {
                    Ok((player, token)) => {
                        let welcome = ServerMessage::Welcome {
                            proto: PROTO,
                            token: token.clone(),
                            player: player.clone(),
                        };
                        if let Flow::End = send(socket, &welcome).await {
                            return None;
                        }
                        Some((player, name, token))
                    }
                    Err(e) => {
                        eprintln!("hello: {e}");
                        let _ = send_message(socket, close(1011, "storage error")).await;
                        None
                    }
                };
            }
            Incoming::Msg(_) => "say hello first".to_string(),
            Incoming::Bad(why) => why,
            Incoming::TooLarge => {
                let _ = send_message(socket, close(1009, "frame too large")).await;
                return None;
            }
            Incoming::Closed => return None,
            Incoming::Nothing => continue,
        };
        let e = ServerMessage::error(ErrorCode::BadMessage, refused);
        if let Flow::End = send(socket, &e).await {
            return None;
        }
    }
}

/// A welcomed connection joins the registry: its id and outbox. An older connection of the
/// same player is dropped (one connection per player).
fn register(
    app: &App,
    player: &str,
    name: &str,
    token: &str,
    addr: IpAddr,
) -> (ConnId, mpsc::Receiver<Out>) {
    let conn = app.next_conn.fetch_add(1, Ordering::Relaxed);
    let (tx, out_rx) = mpsc::channel::<Out>(limits::SEND_QUEUE);
    let out = Outbox {
        tx,
        work: app.work.clone(),
    };
    let old = {
        let mut reg = app.reg();
        reg.conns.insert(
            conn,
            ConnEntry {
                out,
                room: None,
                at: None,
                addr,
                player: player.to_string(),
                name: name.to_string(),
                token_hash: crate::store::token_hash(token),
            },
        );
        reg.player_conn.insert(player.to_string(), conn)
    };
    if let Some(old) = old {
        drop_conn(app, old);
    }
    // Other nodes drop their connections of the player.
    node::kick(app, player, conn);
    (conn, out_rx)
}

/// The connection is gone: the room keeps the seat and tells the others.
fn unregister(app: &App, conn: ConnId, player: &str) {
    let room = {
        let mut reg = app.reg();
        let room = reg.conns.remove(&conn).and_then(|c| c.room);
        if reg.player_conn.get(player) == Some(&conn) {
            reg.player_conn.remove(player);
        }
        room
    };
    if let Some(room) = room {
        node::gone(app, &room, conn);
    }
}

/// A welcomed connection being served.
struct Served {
    app: App,
    conn: ConnId,
    player: PlayerId,
    name: String,
    messages: Bucket,
    /// Snapshots for `sync` ([`limits::SYNCS`]); a `sync` over the rate waits for the next.
    syncs: Bucket,
    sync_waits: bool,
    /// The lobby counts, while subscribed; the next may go no earlier than `lobby_next`.
    lobby: Option<watch::Receiver<Arc<str>>>,
    lobby_next: Instant,
}

/// Go on serving, or end the connection.
enum Flow {
    Go,
    End,
}

impl Served {
    /// Frames both ways until the connection ends: the room's frames out, the client's
    /// messages in, pings, the lobby counts.
    async fn serve(&mut self, socket: &mut WebSocket, mut outbox: mpsc::Receiver<Out>) {
        let app = self.app.clone();
        let mut last_heard = Instant::now();
        let mut ping = tokio::time::interval(app.config.ping_every);
        ping.tick().await;
        let mut shutdown = app.shutdown.clone();
        loop {
            let flow = tokio::select! {
                text = lobby_frame(&mut self.lobby, self.lobby_next), if self.lobby.is_some() => {
                    self.lobby_next = Instant::now() + Duration::from_millis(limits::LOBBY_EVERY_MS);
                    send_text(socket, &text).await
                }
                _ = sleep_until_ms(&app, self.syncs.due(app.now())), if self.sync_waits => {
                    // The waiting `sync`s' one snapshot.
                    self.sync_waits = false;
                    self.syncs.take(app.now());
                    self.handled(socket, ClientMessage::Sync).await
                }
                out = outbox.recv() => match out {
                    Some(Out::Frame(text)) => {
                        send_message(socket, Message::Text(Utf8Bytes::from(text))).await
                    }
                    None => {
                        let _ = send_message(socket, close(1008, "dropped: too slow, or connected elsewhere")).await;
                        Flow::End
                    }
                },
                m = socket.recv() => {
                    last_heard = Instant::now();
                    self.incoming(socket, read_incoming(m)).await
                }
                _ = ping.tick() => {
                    if last_heard.elapsed() >= app.config.dead_after {
                        let _ = send_message(socket, close(1001, "no answer to pings")).await;
                        Flow::End
                    } else {
                        send_message(socket, Message::Ping(Default::default())).await
                    }
                }
                _ = shutdown.changed() => {
                    let _ = send_message(socket, close(1001, "server stopping")).await;
                    Flow::End
                }
            };
            if let Flow::End = flow {
                return;
            }
        }
    }

    /// A frame from the client.
    async fn incoming(&mut self, socket: &mut WebSocket, incoming: Incoming) -> Flow {
        let msg = match incoming {
            Incoming::Msg(msg) => msg,
            Incoming::Nothing => return Flow::Go,
            Incoming::Bad(why) => {
                return send(socket, &ServerMessage::error(ErrorCode::BadMessage, why)).await;
            }
            Incoming::TooLarge => {
                let _ = send_message(socket, close(1009, "frame too large")).await;
                return Flow::End;
            }
            Incoming::Closed => return Flow::End,
        };
        if !self.messages.take(self.app.now()) {
            let e = ServerMessage::error(ErrorCode::RateLimited, "too many messages: slow down");
            return send(socket, &e).await;
        }
        if let ClientMessage::Sync = msg {
            let work = &self.app.work;
            work.syncs.fetch_add(1, Ordering::Relaxed);
            // Over the rate (or one waits already): answered when the next is due.
            if self.sync_waits || !self.syncs.take(self.app.now()) {
                work.syncs_waited.fetch_add(1, Ordering::Relaxed);
                self.sync_waits = true;
                return Flow::Go;
            }
        }
        match msg {
            ClientMessage::Bye => {
                let _ = send_message(socket, close(1000, "bye")).await;
                Flow::End
            }
            ClientMessage::Lobby { on } => {
                self.lobby = on.then(|| self.app.lobby.subscribe());
                self.lobby_next = Instant::now();
                Flow::Go
            }
            msg => self.handled(socket, msg).await,
        }
    }

    /// A message for the room (or a room to enter), handled; an error answered.
    async fn handled(&mut self, socket: &mut WebSocket, msg: ClientMessage) -> Flow {
        let entering = matches!(
            msg,
            ClientMessage::QuickJoin { .. }
                | ClientMessage::CreateRoom { .. }
                | ClientMessage::Join { .. }
                | ClientMessage::Watch { .. }
        );
        match handle(&self.app, self.conn, &self.player, &self.name, msg).await {
            Some(e) => send(socket, &e).await,
            None => {
                // Entering a room ends the lobby counts (asked for again when wanted).
                if entering {
                    self.lobby = None;
                }
                Flow::Go
            }
        }
    }
}

/// Sleeps until `ms` on the server's clock ([`Shared::now`]).
async fn sleep_until_ms(app: &App, ms: u64) {
    tokio::time::sleep_until(app.epoch + Duration::from_millis(ms)).await;
}

fn flow<E>(sent: Result<(), E>) -> Flow {
    match sent {
        Ok(()) => Flow::Go,
        Err(_) => Flow::End,
    }
}

/// Sends a frame; a client that does not take it within [`limits::SEND_SECS`] (its socket
/// full: it reads nothing) is dropped like one whose outbox overflowed.
async fn send_message(socket: &mut WebSocket, m: Message) -> Flow {
    match tokio::time::timeout(Duration::from_secs(limits::SEND_SECS), socket.send(m)).await {
        Ok(sent) => flow(sent),
        Err(_) => Flow::End,
    }
}

async fn send(socket: &mut WebSocket, msg: &ServerMessage) -> Flow {
    send_message(socket, frame(msg)).await
}

async fn send_text(socket: &mut WebSocket, text: &str) -> Flow {
    send_message(socket, Message::Text(Utf8Bytes::from(text))).await
}

/// The lobby frame to send next: waits until `not_before`, then for a change (the first
/// frame of a subscription counts as one).
async fn lobby_frame(
    lobby: &mut Option<watch::Receiver<Arc<str>>>,
    not_before: Instant,
) -> Arc<str> {
    let Some(rx) = lobby.as_mut() else {
        return std::future::pending().await;
    };
    tokio::time::sleep_until(not_before).await;
    if rx.changed().await.is_err() {
        // The server is stopping.
        return std::future::pending().await;
    }
    rx.borrow_and_update().clone()
}

/// Drops a connection: its outbox closes (the connection task then ends) and its room hears it
/// went.
fn drop_conn(app: &App, conn: ConnId) {
    let room = app.reg().conns.remove(&conn).and_then(|c| c.room);
    if let Some(room) = room {
        node::gone(app, &room, conn);
    }
}

/// `hello`: a known token resumes its player; otherwise a new player with a new token.
async fn hello(app: &App, name: &str, token: Option<String>) -> Result<(String, String), String> {
    if let Some(c) = &app.cluster {
        if let Some(token) = token
            && let Some(id) = c
                .player_by_token(&crate::store::token_hash(&token), name)
                .await?
        {
            return Ok((id, token));
        }
        let id = hex(&random_bytes::<8>());
        let token = hex(&random_bytes::<16>());
        c.add_player(&id, &crate::store::token_hash(&token), name)
            .await?;
        return Ok((id, token));
    }
    let store = app.store.clone().expect("a store without --redis");
    let name = name.to_string();
    tokio::task::spawn_blocking(move || {
        if let Some(token) = token
            && let Some(p) = store
                .player_by_token(&token, &name)
                .map_err(|e| e.to_string())?
        {
            return Ok((p.id, token));
        }
        let id = hex(&random_bytes::<8>());
        let token = hex(&random_bytes::<16>());
        store
            .add_player(&id, &token, &name)
            .map_err(|e| e.to_string())?;
        Ok((id, token))
    })
    .await
    .map_err(|e| e.to_string())?
}

/// A message after the handshake; the answer when it is refused here (not by a room).
async fn handle(
    app: &App,
    conn: ConnId,
    player: &str,
    name: &str,
    msg: ClientMessage,
) -> Option<ServerMessage> {
    let current = app.reg().conns.get(&conn).and_then(|c| c.room.clone());
    let refused =
        |r: Result<(), (ErrorCode, String)>| r.err().map(|(c, m)| ServerMessage::error(c, m));
    match msg {
        ClientMessage::Hello { .. } => Some(ServerMessage::error(
            ErrorCode::BadMessage,
            "hello was said already",
        )),
        ClientMessage::QuickJoin { mode } if app.cluster.is_some() => {
            if let Some(refused) = unavailable(app) {
                return Some(refused);
            }
            node::quick_join(app, conn, player, name, mode, current.as_deref()).await
        }
        ClientMessage::QuickJoin { mode } => {
            let _turn = app.quick_join.lock().await;
            for _ in 0..8 {
                let candidate = app
                    .reg()
                    .open
                    .get(&mode)
                    .and_then(|s| s.iter().next().cloned());
                let room = match candidate {
                    Some(r) if Some(&r) == current.as_ref() => {
                        return Some(ServerMessage::error(
                            ErrorCode::NotAllowed,
                            "you are in that room already",
                        ));
                    }
                    Some(r) => r,
                    None => match new_room(app, true, Some(mode), mode.to_rules(), None).await {
                        Ok(r) => r,
                        Err(e) => return Some(e),
                    },
                };
                match enter(app, conn, player, name, &room, Enter::Join).await {
                    Ok(()) => {
                        leave_old(app, conn, current.as_deref(), &room).await;
                        return None;
                    }
                    Err(_) => {
                        // Full meanwhile, or gone: try another.
                        if let Some(s) = app.reg().open.get_mut(&mode) {
                            s.remove(&room);
                        }
                    }
                }
            }
            Some(ServerMessage::error(
                ErrorCode::RoomFull,
                "no room could be joined: try again",
            ))
        }
        ClientMessage::CreateRoom { mode, rules } => {
            let rules = match (mode, rules) {
                (Some(m), _) => m.to_rules(),
                (None, Some(r)) => r,
                (None, None) => unreachable!("checked by parse"),
            };
            if let Some(refused) = room_limit(app, conn).or_else(|| unavailable(app)) {
                return Some(refused);
            }
            let room = match new_room(app, false, mode, rules, None).await {
                Ok(r) => r,
                Err(e) => return Some(e),
            };
            let r = enter(app, conn, player, name, &room, Enter::Join).await;
            if r.is_ok() {
                leave_old(app, conn, current.as_deref(), &room).await;
            }
            refused(r)
        }
        ClientMessage::Join { room } => {
            let r = enter(app, conn, player, name, &room, Enter::Join).await;
            if r.is_ok() {
                leave_old(app, conn, current.as_deref(), &room).await;
            }
            refused(r)
        }
        ClientMessage::Watch { room } => {
            let r = enter(app, conn, player, name, &room, Enter::Watch).await;
            if r.is_ok() {
                leave_old(app, conn, current.as_deref(), &room).await;
            }
            refused(r)
        }
        msg => {
            let sent = match &current {
                Some(room) => node::to_room(app, room, conn, msg).await,
                None => false,
            };
            (!sent).then(|| ServerMessage::error(ErrorCode::NotInRoom, "you are not in a room"))
        }
    }
}

/// The refusal of a new room while Redis does not answer (with `--redis`).
fn unavailable(app: &App) -> Option<ServerMessage> {
    (app.cluster.is_some() && !app.redis_ok()).then(|| {
        ServerMessage::error(
            ErrorCode::Unavailable,
            "the server cannot open rooms now (its shared store does not answer): try again in a moment",
        )
    })
}

/// The refusal when the connection's address has created rooms faster than allowed.
fn room_limit(app: &App, conn: ConnId) -> Option<ServerMessage> {
    let addr = app.reg().conns.get(&conn).map(|c| c.addr)?;
    (!app.may_create_room(addr)).then(|| {
        ServerMessage::error(
            ErrorCode::RateLimited,
            "too many new rooms from your address: wait a little, or join one",
        )
    })
}

/// After entering `new`, the connection leaves the room it was in (a seat there is given up).
async fn leave_old(app: &App, conn: ConnId, old: Option<&str>, new: &str) {
    if let Some(old) = old.filter(|o| *o != new) {
        node::to_room(app, old, conn, ClientMessage::Leave).await;
    }
}

async fn enter(
    app: &App,
    conn: ConnId,
    player: &str,
    name: &str,
    room: &str,
    how: Enter,
) -> Result<(), (ErrorCode, String)> {
    let not_found = || (ErrorCode::RoomNotFound, format!("there is no room {room}"));
    match node::route(app, room).await {
        node::Route::Local(tx) => {
            let (reply, answer) = oneshot::channel();
            tx.send(RoomCmd::Enter {
                conn,
                player: player.to_string(),
                name: name.to_string(),
                how,
                reply,
            })
            .map_err(|_| not_found())?;
            answer.await.map_err(|_| not_found())?
        }
        node::Route::Remote(owner) => {
            node::enter_remote(app, owner, conn, player, name, room, how).await
        }
        node::Route::Nowhere => Err(not_found()),
    }
}

/// A new room with a fresh name (or the name given); its task runs. With `--redis` the node
/// takes the room's lease and stores it before anyone can enter.
async fn new_room(
    app: &App,
    public: bool,
    mode: Option<petri_net::Mode>,
    rules: petri_rules::Rules,
    name: Option<String>,
) -> Result<String, ServerMessage> {
    let refused = |e: String| ServerMessage::error(ErrorCode::BadMessage, e);
    let mut given = name;
    let name = loop {
        let n = match given.take() {
            Some(n) => n,
            None => match petri_net::room_name_from(&random_bytes::<32>()) {
                Some(n) => n,
                None => continue,
            },
        };
        if app.reg().rooms.contains_key(&n) {
            continue;
        }
        match &app.cluster {
            None => break n,
            Some(c) => match c.acquire(&n).await {
                Ok(true) => break n,
                Ok(false) => continue,
                Err(e) => {
                    return Err(ServerMessage::error(
                        ErrorCode::Unavailable,
                        format!("the server cannot open rooms now: {e}"),
                    ));
                }
            },
        }
    };
    let mut room = Room::new(
        name.clone(),
        public,
        mode,
        rules,
        random_bytes::<32>(),
        app.config.vanish_ms,
    )
    .map_err(refused)?;
    let journal = match &app.cluster {
        None => None,
        Some(c) => Some(
            Journal::start(c, &mut room)
                .await
                .map_err(|e| ServerMessage::error(ErrorCode::Unavailable, e))?,
        ),
    };
    spawn_room(app, room, false, journal);
    Ok(name)
}

fn spawn_room(app: &App, mut room: Room, restored: bool, mut journal: Option<Journal>) {
    let (tx, mut rx) = mpsc::unbounded_channel::<RoomCmd>();
    let name = room.name().to_string();
    app.reg().rooms.insert(name.clone(), tx.clone());
    let app = app.clone();
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(Duration::from_millis(250));
        if restored {
            let effects = room.restored();
            if !carry_out(&app, &mut room, effects, &tx, &mut journal).await {
                return;
            }
        }
        loop {
            let effects = tokio::select! {
                cmd = rx.recv() => {
                    let Some(cmd) = cmd else { return };
                    let now = app.now();
                    match cmd {
                        RoomCmd::Enter { conn, player, name, how, reply } => {
                            match room.enter(now, conn, &player, &name, how) {
                                Ok(effects) => {
                                    // Stored and the connection registered before anything is sent.
                                    let ok = carry_out(&app, &mut room, effects, &tx, &mut journal).await;
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
                        RoomCmd::Stats { reply } => {
                            let _ = reply.send(room.holding());
                            continue;
                        }
                    }
                }
                _ = tick.tick() => {
                    // With `--redis`: the lease renewed (a room this node lost stops here).
                    if let Some(j) = journal.as_mut()
                        && !j.keep(&app, &mut room).await
                    {
                        node::lost(&app, &room);
                        return;
                    }
                    room.tick(app.now())
                }
            };
            if !carry_out(&app, &mut room, effects, &tx, &mut journal).await {
                return;
            }
        }
    });
}

/// Stores the room when it changed, then carries out its effects. False when the room closed.
async fn carry_out(
    app: &App,
    room: &mut Room,
    effects: Vec<Effect>,
    tx: &mpsc::UnboundedSender<RoomCmd>,
    journal: &mut Option<Journal>,
) -> bool {
    let closing = effects.iter().any(|e| matches!(e, Effect::Close));
    if let Some(change) = room.take_change()
        && !closing
    {
        if let Some(j) = journal.as_mut() {
            if !j.write(app, room, Some(change)).await {
                // Another node runs the room now: nothing of this change goes out.
                node::lost(app, room);
                return false;
            }
        } else if let Some(store) = app.store.clone() {
            let name = room.name().to_string();
            match tokio::task::spawn_blocking(move || store.write(&name, &change)).await {
                Ok(Ok(_)) => {}
                Ok(Err(e)) => eprintln!("room {}: cannot store it: {e}", room.name()),
                // Stopping: the runtime drops blocking work (only the stop's own disconnects).
                Err(e) if e.is_cancelled() => {}
                Err(e) => eprintln!("room {}: cannot store it: {e}", room.name()),
            }
        }
    }
    let name = room.name().to_string();
    let mode = room.mode();
    // Frames for other nodes' connections, in order, one message a node.
    let mut remote: node::Outgoing = Default::default();
    for effect in effects {
        match effect {
            Effect::Send(conn, msg) => {
                let out = app.reg().conns.get(&conn).map(|c| c.out.clone());
                match out {
                    Some(out) => {
                        if !out.push(msg.to_frame()) {
                            // A reader this slow is dropped, not buffered without end.
                            drop_conn(app, conn);
                        }
                    }
                    None => remote.frame(app, conn, msg.to_frame()),
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
                if let Some(c) = &app.cluster {
                    let _ = c.set_player_room(&player, r.as_deref(), &name).await;
                }
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
                if let (Some(c), Some(mode)) = (&app.cluster, mode) {
                    let free = if open { room.free_seats() } else { 0 };
                    let _ = c.list(&name, mode, free, node::wall_ms()).await;
                } else if let Some(mode) = mode {
                    let mut reg = app.reg();
                    let set = reg.open.entry(mode).or_default();
                    if open {
                        set.insert(name.clone());
                    } else {
                        set.remove(&name);
                    }
                }
            }
            Effect::Close => {
                {
                    let mut reg = app.reg();
                    reg.rooms.remove(&name);
                    if let Some(mode) = mode
                        && let Some(s) = reg.open.get_mut(&mode)
                    {
                        s.remove(&name);
                    }
                }
                app.lobby_count(&name, None);
                remote.send(app).await;
                if let Some(c) = &app.cluster {
                    let _ = c.forget_room(&name, mode).await;
                } else if let Some(store) = app.store.clone() {
                    let n = name.clone();
                    let _ = tokio::task::spawn_blocking(move || store.delete_room(&n)).await;
                }
                return false;
            }
        }
    }
    remote.send(app).await;
    app.lobby_count(&name, room.lobby_count());
    true
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let snapshot = room.snapshot(1).to_frame();
        let moved = ServerMessage::Moved {
            v: 2,
            seat: 0,
            action: "a1-b2".into(),
        }
        .to_frame();
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
        assert!(matches!(rx.try_recv(), Ok(Out::Frame(f)) if f == snapshot));
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
