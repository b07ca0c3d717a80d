//! The running server: HTTP (`/healthz`, the static site), the WebSocket at `/ws`, one task per
//! connection and one per room. A room task owns its [`Room`]; after each input it stores the
//! room when it changed (awaiting the write) and only then sends what the room said.

use std::collections::{BTreeSet, HashMap};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::extract::State;
use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket, WebSocketUpgrade};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use petri_ai::Computer;
use petri_net::{ClientMessage, ErrorCode, FrameError, MAX_FRAME, Mode, PROTO, ServerMessage};
use tokio::sync::{mpsc, oneshot, watch};
use tokio::time::Instant;

use crate::lobby::Lobby;
use crate::room::{ConnId, Effect, Enter, PlayerId, Room};
use crate::store::Store;

/// Frames a connection may have waiting to be sent; a reader slower than this is dropped.
pub const SEND_QUEUE: usize = 256;
/// Messages a connection may send: a burst of this many, then `MSG_RATE` a second.
pub const MSG_BURST: f64 = 100.0;
pub const MSG_RATE: f64 = 50.0;
/// Time to send `hello` after connecting.
pub const HELLO_TIMEOUT: Duration = Duration::from_secs(10);
/// The lobby counts go to a subscriber at most this often.
pub const LOBBY_EVERY: Duration = Duration::from_secs(1);

/// What the command line sets.
#[derive(Clone, Debug)]
pub struct Config {
    pub data: PathBuf,
    pub web: Option<PathBuf>,
    pub allow_origin: Vec<String>,
    pub vanish_ms: u64,
    pub ping_every: Duration,
    pub dead_after: Duration,
}

/// What a room task sends a connection.
#[derive(Debug)]
enum Out {
    Frame(String),
}

enum RoomCmd {
    Enter {
        conn: ConnId,
        player: PlayerId,
        name: String,
        how: Enter,
        reply: oneshot::Sender<Result<(), (ErrorCode, String)>>,
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
}

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
}

struct ConnEntry {
    out: mpsc::Sender<Out>,
    room: Option<String>,
}

struct Shared {
    store: Store,
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
}

type App = Arc<Shared>;

impl Shared {
    fn reg(&self) -> std::sync::MutexGuard<'_, Registry> {
        self.reg.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn now(&self) -> u64 {
        self.epoch.elapsed().as_millis() as u64
    }

    /// A room's share of the lobby counts now (`None`: it closed).
    fn lobby_count(&self, room: &str, count: Option<(Mode, u32, u32)>) {
        if self.lobby.set(room, count) {
            self.lobby.publish(&self.lobby.local());
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
    let store = Store::open(&config.data).map_err(|e| format!("storage: {e}"))?;
    let (shutdown_tx, shutdown) = watch::channel(false);
    let app: App = Arc::new(Shared {
        store: store.clone(),
        reg: Mutex::new(Registry::default()),
        next_conn: AtomicU64::new(1),
        quick_join: tokio::sync::Mutex::new(()),
        epoch: Instant::now(),
        config: config.clone(),
        shutdown,
        lobby: Lobby::default(),
    });
    // Every stored room comes back.
    let rooms = tokio::task::spawn_blocking(move || store.rooms())
        .await
        .map_err(|e| e.to_string())?
        .map_err(|e| format!("storage: {e}"))?;
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
                spawn_room(&app, room, true);
            }
            Ok(_) => {
                let store = app.store.clone();
                let _ = tokio::task::spawn_blocking(move || store.delete_room(&name)).await;
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
    .map_err(|e| e.to_string())
}

async fn ws_handler(State(app): State<App>, headers: HeaderMap, ws: WebSocketUpgrade) -> Response {
    if !origin_allowed(&headers, &app.config.allow_origin) {
        return (StatusCode::FORBIDDEN, "origin not allowed").into_response();
    }
    ws.read_buffer_size(4096)
        .write_buffer_size(4096)
        .max_write_buffer_size(1 << 20)
        .max_message_size(2 * MAX_FRAME)
        .max_frame_size(2 * MAX_FRAME)
        .on_upgrade(move |socket| connection(app, socket))
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
            Err(FrameError::TooLarge(_)) => Incoming::TooLarge,
            Err(FrameError::Bad(why)) => Incoming::Bad(why),
        },
        Some(Ok(Message::Binary(_))) => {
            Incoming::Bad("binary frames are not messages: send JSON text".into())
        }
        Some(Ok(Message::Close(_))) => Incoming::Closed,
        Some(Ok(Message::Ping(_) | Message::Pong(_))) => Incoming::Nothing,
    }
}

async fn connection(app: App, mut socket: WebSocket) {
    // The handshake: `hello` first, within the time allowed.
    let deadline = Instant::now() + HELLO_TIMEOUT;
    let (player, name) = loop {
        let next = tokio::time::timeout_at(deadline, socket.recv()).await;
        let Ok(next) = next else {
            let _ = socket.send(close(1008, "no hello in time")).await;
            return;
        };
        match read_incoming(next) {
            Incoming::Msg(ClientMessage::Hello { name, token, .. }) => {
                match hello(&app, &name, token).await {
                    Ok((player, token)) => {
                        let welcome = ServerMessage::Welcome {
                            proto: PROTO,
                            token,
                            player: player.clone(),
                        };
                        if socket.send(frame(&welcome)).await.is_err() {
                            return;
                        }
                        break (player, name);
                    }
                    Err(e) => {
                        eprintln!("hello: {e}");
                        let _ = socket.send(close(1011, "storage error")).await;
                        return;
                    }
                }
            }
            Incoming::Msg(_) => {
                let e = ServerMessage::error(ErrorCode::BadMessage, "say hello first");
                if socket.send(frame(&e)).await.is_err() {
                    return;
                }
            }
            Incoming::Bad(why) => {
                if socket
                    .send(frame(&ServerMessage::error(ErrorCode::BadMessage, why)))
                    .await
                    .is_err()
                {
                    return;
                }
            }
            Incoming::TooLarge => {
                let _ = socket.send(close(1009, "frame too large")).await;
                return;
            }
            Incoming::Closed => return,
            Incoming::Nothing => {}
        }
    };

    let conn = app.next_conn.fetch_add(1, Ordering::Relaxed);
    let (out_tx, mut out_rx) = mpsc::channel::<Out>(SEND_QUEUE);
    let old = {
        let mut reg = app.reg();
        reg.conns.insert(
            conn,
            ConnEntry {
                out: out_tx,
                room: None,
            },
        );
        reg.player_conn.insert(player.clone(), conn)
    };
    // One connection per player: an older one is dropped.
    if let Some(old) = old {
        drop_conn(&app, old);
    }
    // Back to the player's room, if any.
    let room = app.reg().player_room.get(&player).cloned();
    if let Some(room) = room {
        let _ = enter(&app, conn, &player, &name, &room, Enter::Resume).await;
    }

    let mut tokens = MSG_BURST;
    let mut counted = Instant::now();
    let mut last_heard = Instant::now();
    let mut ping = tokio::time::interval(app.config.ping_every);
    ping.tick().await;
    let mut shutdown = app.shutdown.clone();
    // The lobby counts, while subscribed; the next may go no earlier than `lobby_next`.
    let mut lobby: Option<watch::Receiver<Arc<str>>> = None;
    let mut lobby_next = Instant::now();
    loop {
        tokio::select! {
            text = lobby_frame(&mut lobby, lobby_next), if lobby.is_some() => {
                lobby_next = Instant::now() + LOBBY_EVERY;
                if socket.send(Message::Text(Utf8Bytes::from(&*text))).await.is_err() {
                    break;
                }
            }
            out = out_rx.recv() => match out {
                Some(Out::Frame(text)) => {
                    if socket.send(Message::Text(Utf8Bytes::from(text))).await.is_err() {
                        break;
                    }
                }
                None => {
                    let _ = socket.send(close(1008, "dropped: too slow, or connected elsewhere")).await;
                    break;
                }
            },
            m = socket.recv() => {
                last_heard = Instant::now();
                let msg = match read_incoming(m) {
                    Incoming::Msg(msg) => msg,
                    Incoming::Nothing => continue,
                    Incoming::Bad(why) => {
                        if socket.send(frame(&ServerMessage::error(ErrorCode::BadMessage, why))).await.is_err() {
                            break;
                        }
                        continue;
                    }
                    Incoming::TooLarge => {
                        let _ = socket.send(close(1009, "frame too large")).await;
                        break;
                    }
                    Incoming::Closed => break,
                };
                let now = Instant::now();
                tokens = (tokens + now.duration_since(counted).as_secs_f64() * MSG_RATE).min(MSG_BURST);
                counted = now;
                if tokens < 1.0 {
                    let e = ServerMessage::error(ErrorCode::RateLimited, "too many messages: slow down");
                    if socket.send(frame(&e)).await.is_err() {
                        break;
                    }
                    continue;
                }
                tokens -= 1.0;
                if matches!(msg, ClientMessage::Bye) {
                    let _ = socket.send(close(1000, "bye")).await;
                    break;
                }
                if let ClientMessage::Lobby { on } = msg {
                    lobby = on.then(|| app.lobby.subscribe());
                    lobby_next = Instant::now();
                    continue;
                }
                let entering = matches!(
                    msg,
                    ClientMessage::QuickJoin { .. }
                        | ClientMessage::CreateRoom { .. }
                        | ClientMessage::Join { .. }
                        | ClientMessage::Watch { .. }
                );
                let answer = handle(&app, conn, &player, &name, msg).await;
                // Entering a room ends the lobby counts (asked for again when wanted).
                if entering && answer.is_none() {
                    lobby = None;
                }
                if let Some(e) = answer
                    && socket.send(frame(&e)).await.is_err()
                {
                    break;
                }
            }
            _ = ping.tick() => {
                if last_heard.elapsed() >= app.config.dead_after {
                    let _ = socket.send(close(1001, "no answer to pings")).await;
                    break;
                }
                if socket.send(Message::Ping(Default::default())).await.is_err() {
                    break;
                }
            }
            _ = shutdown.changed() => {
                let _ = socket.send(close(1001, "server stopping")).await;
                break;
            }
        }
    }
    // Gone: the room keeps the seat and tells the others.
    let room = {
        let mut reg = app.reg();
        let room = reg.conns.remove(&conn).and_then(|c| c.room);
        if reg.player_conn.get(&player) == Some(&conn) {
            reg.player_conn.remove(&player);
        }
        room.and_then(|r| reg.rooms.get(&r).cloned())
    };
    if let Some(tx) = room {
        let _ = tx.send(RoomCmd::Gone { conn });
    }
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
    let tx = {
        let mut reg = app.reg();
        let room = reg.conns.remove(&conn).and_then(|c| c.room);
        room.and_then(|r| reg.rooms.get(&r).cloned())
    };
    if let Some(tx) = tx {
        let _ = tx.send(RoomCmd::Gone { conn });
    }
}

/// `hello`: a known token resumes its player; otherwise a new player with a new token.
async fn hello(app: &App, name: &str, token: Option<String>) -> Result<(String, String), String> {
    let store = app.store.clone();
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
                    None => match new_room(app, true, Some(mode), mode.to_rules()) {
                        Ok(r) => r,
                        Err(e) => return Some(ServerMessage::error(ErrorCode::BadMessage, e)),
                    },
                };
                match enter(app, conn, player, name, &room, Enter::Join).await {
                    Ok(()) => {
                        leave_old(app, conn, current.as_deref(), &room);
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
            let room = match new_room(app, false, mode, rules) {
                Ok(r) => r,
                Err(e) => return Some(ServerMessage::error(ErrorCode::BadMessage, e)),
            };
            let r = enter(app, conn, player, name, &room, Enter::Join).await;
            if r.is_ok() {
                leave_old(app, conn, current.as_deref(), &room);
            }
            refused(r)
        }
        ClientMessage::Join { room } => {
            let r = enter(app, conn, player, name, &room, Enter::Join).await;
            if r.is_ok() {
                leave_old(app, conn, current.as_deref(), &room);
            }
            refused(r)
        }
        ClientMessage::Watch { room } => {
            let r = enter(app, conn, player, name, &room, Enter::Watch).await;
            if r.is_ok() {
                leave_old(app, conn, current.as_deref(), &room);
            }
            refused(r)
        }
        msg => {
            let tx = current.and_then(|r| app.reg().rooms.get(&r).cloned());
            match tx {
                Some(tx) if tx.send(RoomCmd::Msg { conn, msg }).is_ok() => None,
                _ => Some(ServerMessage::error(
                    ErrorCode::NotInRoom,
                    "you are not in a room",
                )),
            }
        }
    }
}

/// After entering `new`, the connection leaves the room it was in (a seat there is given up).
fn leave_old(app: &App, conn: ConnId, old: Option<&str>, new: &str) {
    let Some(old) = old.filter(|o| *o != new) else {
        return;
    };
    if let Some(tx) = app.reg().rooms.get(old).cloned() {
        let _ = tx.send(RoomCmd::Msg {
            conn,
            msg: ClientMessage::Leave,
        });
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
    let tx = app.reg().rooms.get(room).cloned().ok_or_else(not_found)?;
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

/// A new room with a fresh name; its task runs.
fn new_room(
    app: &App,
    public: bool,
    mode: Option<petri_net::Mode>,
    rules: petri_rules::Rules,
) -> Result<String, String> {
    let name = loop {
        if let Some(n) = petri_net::room_name_from(&random_bytes::<32>())
            && !app.reg().rooms.contains_key(&n)
        {
            break n;
        }
    };
    let room = Room::new(
        name.clone(),
        public,
        mode,
        rules,
        random_bytes::<32>(),
        app.config.vanish_ms,
    )?;
    spawn_room(app, room, false);
    Ok(name)
}

fn spawn_room(app: &App, mut room: Room, restored: bool) {
    let (tx, mut rx) = mpsc::unbounded_channel::<RoomCmd>();
    let name = room.name().to_string();
    app.reg().rooms.insert(name.clone(), tx.clone());
    let app = app.clone();
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(Duration::from_millis(250));
        if restored {
            let effects = room.restored();
            if !carry_out(&app, &mut room, effects, &tx).await {
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
                                    let ok = carry_out(&app, &mut room, effects, &tx).await;
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
                    }
                }
                _ = tick.tick() => room.tick(app.now()),
            };
            if !carry_out(&app, &mut room, effects, &tx).await {
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
) -> bool {
    let closing = effects.iter().any(|e| matches!(e, Effect::Close));
    if room.take_dirty() && !closing {
        let state = room.state().clone();
        let store = app.store.clone();
        match tokio::task::spawn_blocking(move || store.save_room(&state)).await {
            Ok(Ok(())) => {}
            Ok(Err(e)) => eprintln!("room {}: cannot store it: {e}", room.name()),
            // Stopping: the runtime drops blocking work (only the stop's own disconnects).
            Err(e) if e.is_cancelled() => {}
            Err(e) => eprintln!("room {}: cannot store it: {e}", room.name()),
        }
    }
    let name = room.name().to_string();
    let mode = room.mode();
    for effect in effects {
        match effect {
            Effect::Send(conn, msg) => {
                let out = app.reg().conns.get(&conn).map(|c| c.out.clone());
                if let Some(out) = out
                    && out.try_send(Out::Frame(msg.to_frame())).is_err()
                {
                    // A reader this slow is dropped, not buffered without end.
                    drop_conn(app, conn);
                }
            }
            Effect::Entered(conn) => {
                if let Some(c) = app.reg().conns.get_mut(&conn) {
                    c.room = Some(name.clone());
                }
            }
            Effect::Left(conn) => {
                if let Some(c) = app.reg().conns.get_mut(&conn)
                    && c.room.as_deref() == Some(&name)
                {
                    c.room = None;
                }
            }
            Effect::PlayerRoom(player, Some(r)) => {
                app.reg().player_room.insert(player, r);
            }
            Effect::PlayerRoom(player, None) => {
                let mut reg = app.reg();
                if reg.player_room.get(&player) == Some(&name) {
                    reg.player_room.remove(&player);
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
                if let Some(mode) = mode {
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
                let store = app.store.clone();
                let n = name.clone();
                let _ = tokio::task::spawn_blocking(move || store.delete_room(&n)).await;
                return false;
            }
        }
    }
    app.lobby_count(&name, room.lobby_count());
    true
}
