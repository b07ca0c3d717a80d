//! What the server's integration tests share: the real binary started on a free port, and
//! a WebSocket client that follows its room (version, seat, game).
#![allow(dead_code)]

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use chacha20::ChaCha8Rng;
use futures_util::{SinkExt, StreamExt};
use petri_ai::greedy_move;
use petri_net::{
    ClientMessage, ErrorCode, Mode, PROTO, RoomStatus, Seen, ServerMessage, Versions, WireMove,
};
use petri_rules::{Game, Preset, Rules, Seat};
use rand::SeedableRng;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream, connect_async};

pub const WAIT: Duration = Duration::from_secs(20);

pub struct Server {
    pub child: Child,
    pub addr: String,
}

impl Server {
    pub fn start(data: &Path, extra: &[&str]) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_petri-server"))
            .args(["--listen", "127.0.0.1:0", "--data"])
            .arg(data)
            .args(extra)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("the server starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let addr = line
            .trim()
            .strip_prefix("listening on ")
            .unwrap_or_else(|| panic!("first line: {line:?}"))
            .to_string();
        Server { child, addr }
    }

    pub fn kill9(&mut self) {
        // SIGKILL: nothing is flushed or closed on purpose.
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// A test client that follows its room: version, seat and game.
pub struct Client {
    pub ws: Ws,
    pub token: String,
    /// The player's public id (from `welcome`).
    pub player: String,
    pub versions: Versions,
    pub v: u64,
    pub you: Option<u8>,
    pub game: Option<Game>,
    pub status: Option<RoomStatus>,
    pub room: String,
    pub chat: Vec<(String, String)>,
}

impl Client {
    pub async fn connect(addr: &str, name: &str, token: Option<&str>) -> Client {
        Client::connect_from(addr, name, token, None).await
    }

    /// Connects saying `X-Forwarded-For: from` (believed by a server that trusts 127.0.0.1
    /// as its proxy: the client then comes from that address).
    pub async fn connect_from(
        addr: &str,
        name: &str,
        token: Option<&str>,
        from: Option<&str>,
    ) -> Client {
        use tokio_tungstenite::tungstenite::client::IntoClientRequest;
        let mut request = format!("ws://{addr}/ws").into_client_request().unwrap();
        if let Some(from) = from {
            request
                .headers_mut()
                .insert("x-forwarded-for", from.parse().unwrap());
        }
        let (ws, _) = connect_async(request).await.unwrap();
        let mut c = Client {
            ws,
            token: String::new(),
            player: String::new(),
            versions: Versions::default(),
            v: 0,
            you: None,
            game: None,
            status: None,
            room: String::new(),
            chat: Vec::new(),
        };
        c.send(&ClientMessage::Hello {
            proto: PROTO,
            name: name.into(),
            token: token.map(str::to_owned),
        })
        .await;
        match c.recv().await {
            ServerMessage::Welcome { token, player, .. } => {
                c.token = token;
                c.player = player;
            }
            m => panic!("expected welcome, got {m:?}"),
        }
        c
    }

    /// Waits until the seat's player is connected again (a `seat` frame saying so).
    pub async fn seat_back(&mut self, seat: u8) {
        self.until(
            "the seat back",
            |m| matches!(m, ServerMessage::Seat { seat: s, connected: true, .. } if *s == seat),
        )
        .await;
    }

    pub async fn send(&mut self, msg: &ClientMessage) {
        self.ws.send(Message::text(msg.to_frame())).await.unwrap();
    }

    pub async fn raw(&mut self, m: Message) {
        self.ws.send(m).await.unwrap();
    }

    /// The next message, the client's view of the room brought up to date.
    pub async fn recv(&mut self) -> ServerMessage {
        self.recv_before(tokio::time::Instant::now() + WAIT)
            .await
            .expect("a message in time")
    }

    /// The next message if one comes before `deadline` (none: nothing came), the client's
    /// view of the room brought up to date.
    pub async fn recv_before(&mut self, deadline: tokio::time::Instant) -> Option<ServerMessage> {
        loop {
            let m = tokio::time::timeout_at(deadline, self.ws.next())
                .await
                .ok()?
                .expect("the connection is open")
                .expect("a frame");
            let text = match m {
                Message::Text(t) => t,
                Message::Close(f) => panic!("closed: {f:?}"),
                _ => continue,
            };
            let msg = ServerMessage::parse(text.as_str()).unwrap();
            self.follow(&msg);
            return Some(msg);
        }
    }

    /// A change's version: the next one, never a gap or one seen before.
    fn next_v(&mut self, v: u64) {
        assert_eq!(self.versions.accept(v), Seen::Next, "no gap, nothing twice");
        self.v = v;
    }

    pub fn follow(&mut self, msg: &ServerMessage) {
        match msg {
            ServerMessage::Snapshot(s) => {
                self.versions.reset(s.v);
                self.v = s.v;
                self.you = s.you;
                self.game = Some(s.record.replay().unwrap());
                self.status = Some(s.status);
                self.room = s.room.clone();
                self.chat = s
                    .chat
                    .iter()
                    .map(|l| (l.from.clone(), l.text.clone()))
                    .collect();
            }
            ServerMessage::Moved { v, seat, action } => {
                self.next_v(*v);
                let g = self.game.as_mut().unwrap();
                let a = g.parse_action(action).unwrap();
                g.play(Seat(*seat), a).unwrap();
            }
            ServerMessage::Seat { v, .. } => {
                self.next_v(*v);
            }
            ServerMessage::Over { v, .. } => {
                self.next_v(*v);
                self.status = Some(RoomStatus::Over);
            }
            ServerMessage::Chat { from, text } => self.chat.push((from.clone(), text.clone())),
            _ => {}
        }
    }

    /// The first message `pred` takes, within [`WAIT`] however many others come first.
    pub async fn until(
        &mut self,
        what: &str,
        pred: impl Fn(&ServerMessage) -> bool,
    ) -> ServerMessage {
        let deadline = tokio::time::Instant::now() + WAIT;
        loop {
            match self.recv_before(deadline).await {
                Some(m) if pred(&m) => return m,
                Some(_) => continue,
                None => panic!("never got {what} within {} s", WAIT.as_secs()),
            }
        }
    }

    /// The next `account` message's name.
    pub async fn account(&mut self) -> Option<String> {
        match self
            .until("account", |m| {
                matches!(
                    m,
                    ServerMessage::Account { .. } | ServerMessage::Error { .. }
                )
            })
            .await
        {
            ServerMessage::Account { name } => name,
            m => panic!("expected account, got {m:?}"),
        }
    }

    /// The next error: its code and message.
    pub async fn refusal(&mut self) -> (ErrorCode, String) {
        match self
            .until("an error", |m| matches!(m, ServerMessage::Error { .. }))
            .await
        {
            ServerMessage::Error { code, message } => (code, message),
            _ => unreachable!(),
        }
    }

    pub async fn snapshot(&mut self) {
        self.until("a snapshot", |m| matches!(m, ServerMessage::Snapshot(_)))
            .await;
    }

    pub async fn error(&mut self) -> ErrorCode {
        match self
            .until("an error", |m| matches!(m, ServerMessage::Error { .. }))
            .await
        {
            ServerMessage::Error { code, .. } => code,
            _ => unreachable!(),
        }
    }

    pub fn to_move(&self) -> Option<u8> {
        let g = self.game.as_ref()?;
        (self.status == Some(RoomStatus::Playing) && !g.is_over()).then(|| g.to_move().0)
    }

    pub fn my_turn(&self) -> bool {
        self.you.is_some() && self.to_move() == self.you
    }

    /// A good move for the seat to move: greedy in Chinese checkers, the first legal action in
    /// Petri (`roll` when dice are due).
    pub fn pick(&self, rng: &mut ChaCha8Rng) -> String {
        let g = self.game.as_ref().unwrap();
        if g.awaits_dice() {
            return WireMove::Roll.text();
        }
        WireMove::Act(match g.checkers() {
            Some(c) => greedy_move(c.position(), rng).into(),
            None => g.legal_actions()[0],
        })
        .text()
    }

    pub async fn play(&mut self, text: &str) {
        let v = self.v;
        self.send(&ClientMessage::Move {
            v,
            action: text.into(),
        })
        .await;
    }

    pub async fn sync(&mut self) {
        self.send(&ClientMessage::Sync).await;
        self.snapshot().await;
    }
}

/// Every client plays its turns until the game ends (all of them see the end).
pub async fn play_out(clients: &mut [Client], max_plies: usize) {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for _ in 0..max_plies {
        if clients
            .iter()
            .any(|c| c.game.as_ref().is_some_and(Game::is_over))
        {
            // Everyone hears the end.
            for c in clients.iter_mut() {
                while c.status != Some(RoomStatus::Over) {
                    c.recv().await;
                }
            }
            return;
        }
        let Some(i) = clients.iter().position(|c| c.my_turn()) else {
            // Someone else (a computer, the server) is to act: wait for the next change.
            let c = &mut clients[0];
            c.until("a change", |m| {
                matches!(m, ServerMessage::Moved { .. } | ServerMessage::Over { .. })
            })
            .await;
            continue;
        };
        let mut all: Vec<&mut Client> = clients.iter_mut().collect();
        play_turn(&mut all, i, &mut rng).await;
        // Catch up with automatic moves everyone was sent.
        let top = clients.iter().map(|c| c.v).max().unwrap();
        for c in clients.iter_mut() {
            while c.v < top {
                c.recv().await;
            }
        }
    }
    panic!("the game did not end in {max_plies} plies");
}

pub async fn create(c: &mut Client, rules: Rules) {
    c.send(&ClientMessage::CreateRoom {
        mode: None,
        rules: Some(rules),
        rated: false,
        clock: None,
    })
    .await;
    c.snapshot().await;
}

pub async fn join(c: &mut Client, room: &str) {
    c.send(&ClientMessage::Join { room: room.into() }).await;
    c.snapshot().await;
}

/// Ann creates a friends room of `rules` (two seats) and Bob joins it.
pub async fn ann_and_bob(addr: &str, rules: Rules) -> (Client, Client) {
    let mut a = Client::connect(addr, "Ann", None).await;
    let mut b = Client::connect(addr, "Bob", None).await;
    create(&mut a, rules).await;
    let room = a.room.clone();
    join(&mut b, &room).await;
    (a, b)
}

pub fn small(preset: Preset, players: u8) -> Rules {
    Rules::preset(preset, players).with_size(2)
}

/// The waiting and playing counts of `mode` in a `lobby` message.
pub fn lobby_count(m: &ServerMessage, mode: Mode) -> Option<(u32, u32)> {
    match m {
        ServerMessage::Lobby { modes, .. } => {
            assert_eq!(
                modes.iter().map(|c| c.mode).collect::<Vec<_>>(),
                Mode::all(),
                "every mode, in order"
            );
            modes
                .iter()
                .find(|c| c.mode == mode)
                .map(|c| (c.waiting, c.playing))
        }
        _ => None,
    }
}

/// Waits for the server to close the connection; its close code.
pub async fn closed_with(ws: &mut Ws) -> u16 {
    loop {
        match tokio::time::timeout(WAIT, ws.next())
            .await
            .expect("closed in time")
        {
            Some(Ok(Message::Close(Some(f)))) => return u16::from(f.code),
            Some(Ok(_)) => continue,
            other => panic!("expected a close frame, got {other:?}"),
        }
    }
}

/// A private `redis-server` for a test: its own port (below 32768), no disk (`--save ""
/// --appendonly no`), stopped when dropped.
pub struct Redis {
    pub port: u16,
    child: Option<Child>,
}

impl Redis {
    pub fn start(port: u16) -> Redis {
        let mut r = Redis { port, child: None };
        r.restart();
        r
    }

    pub fn url(&self) -> String {
        format!("redis://127.0.0.1:{}", self.port)
    }

    /// Starts it (again: with nothing in it) and waits until it takes connections.
    pub fn restart(&mut self) {
        let child = Command::new("redis-server")
            .args(["--port", &self.port.to_string()])
            .args(["--bind", "127.0.0.1", "--save", "", "--appendonly", "no"])
            .args(["--daemonize", "no", "--loglevel", "warning"])
            .stdout(Stdio::null())
            .spawn()
            .expect(
                "redis-server runs (cargo xtask test installs it: apt-get install redis-server)",
            );
        self.child = Some(child);
        let deadline = std::time::Instant::now() + WAIT;
        while std::net::TcpStream::connect(("127.0.0.1", self.port)).is_err() {
            assert!(
                std::time::Instant::now() < deadline,
                "redis-server did not start"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// The keys matching `pattern` (`KEYS`: a test's Redis holds a handful); none while it
    /// does not answer.
    pub async fn keys(&self, pattern: &str) -> Vec<String> {
        let Ok(client) = redis::Client::open(self.url()) else {
            return Vec::new();
        };
        let Ok(Ok(mut conn)) =
            tokio::time::timeout(WAIT, client.get_multiplexed_async_connection()).await
        else {
            return Vec::new();
        };
        redis::cmd("KEYS")
            .arg(pattern)
            .query_async(&mut conn)
            .await
            .unwrap_or_default()
    }

    /// Stops it (SIGKILL: it keeps nothing anyway).
    pub fn stop(&mut self) {
        if let Some(mut c) = self.child.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

impl Drop for Redis {
    fn drop(&mut self) {
        self.stop();
    }
}

/// The seat to move plays a greedy move, and every client sees it (and what followed).
pub async fn one_ply(clients: &mut [&mut Client], rng: &mut ChaCha8Rng) {
    let i = clients
        .iter()
        .position(|c| c.my_turn())
        .expect("someone is to move");
    play_turn(clients, i, rng).await;
}

/// Client `i` plays a good move; everyone sees it (and whatever the server played after it).
pub async fn play_turn(clients: &mut [&mut Client], i: usize, rng: &mut ChaCha8Rng) {
    let m = clients[i].pick(rng);
    clients[i].play(&m).await;
    let target = clients[i].v + 1;
    for c in clients.iter_mut() {
        while c.v < target {
            let msg = c.recv().await;
            assert!(!matches!(msg, ServerMessage::Error { .. }), "{msg:?}");
        }
    }
}

/// A plain HTTP/1.1 GET on loopback: the status and the body.
pub fn http_get(addr: &str, path: &str) -> (u16, String) {
    http("GET", addr, path)
}

pub fn http_post(addr: &str, path: &str) -> (u16, String) {
    http("POST", addr, path)
}

fn http(method: &str, addr: &str, path: &str) -> (u16, String) {
    use std::io::{Read, Write};
    let mut s = std::net::TcpStream::connect(addr).unwrap();
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut out = String::new();
    s.read_to_string(&mut out).unwrap();
    let status = out[9..12].parse().unwrap();
    let body = out
        .split_once("\r\n\r\n")
        .map_or("", |(_, b)| b)
        .to_string();
    (status, body)
}
