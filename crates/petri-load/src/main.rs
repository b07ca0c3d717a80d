//! `petri-load <scenario>`: drives `petri-server` on 127.0.0.1 with simulated players and
//! prints what it measured. Every scenario is bounded in count and time and stops by itself;
//! it starts its own servers (the `petri-server` built beside it, on fresh data folders) and,
//! for `failover`, its own `redis-server` on a private port, and stops them at the end.
//!
//! Scenarios (each a subcommand; `--help` on each gives its options):
//! - `capacity`: ramp to `--conns` idle connections (`hello`, then nothing): the file limits,
//!   the ramp's time, the server's memory a connection.
//! - `latency`: `--players` players in rooms of `--seats` play `--think-ms` after their turn
//!   comes (greedy Chinese checkers moves, so that games end and new ones start; random Petri
//!   actions): move → every player of the room, p50/p99/p99.9.
//! - `storm`: players play, then half of them lose their connection at once and all come back
//!   with their tokens: each must be back in the same seat with every move it had seen.
//! - `failover`: `redis-server` and three nodes; players of each room spread over the nodes;
//!   the rooms' owner is SIGKILLed mid-game: how long until the game goes on, and whether any
//!   move was lost or delivered twice.
//! - `slow`: players play while slow readers (watchers that never read) and slowloris clients
//!   (an HTTP request sent a byte at a time) hang on: the server's memory, and the players'
//!   latency before and during.
//! - `soak`: players play for `--minutes`, dropping and resuming and chatting; the server's
//!   memory and open files sampled along the way.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use chacha20::ChaCha8Rng;
use clap::{Args, Parser, Subcommand};
use futures_util::{SinkExt, StreamExt};
use petri_net::{
    ClientMessage, ClockView, ErrorCode, Mode, PROTO, RoomStatus, Seen, ServerMessage, Versions,
    WireMove,
};
use petri_rules::{Game, Preset, Seat, Stage};
use rand::{RngExt, SeedableRng};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;
use tokio::time::{Instant, timeout, timeout_at};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;
type Result<T> = std::result::Result<T, String>;

#[derive(Parser, Debug)]
#[command(
    about = "Load and fault scenarios for petri-server (127.0.0.1 only, bounded in count and time)"
)]
struct Cli {
    /// The server binary (default: `petri-server` beside this one).
    #[arg(long, global = true)]
    server_bin: Option<PathBuf>,
    #[command(subcommand)]
    scenario: Scenario,
}

/// How the simulated players play.
#[derive(Args, Debug, Clone)]
struct Play {
    /// Players.
    #[arg(long, default_value_t = 1000)]
    players: usize,
    /// Seats of the rooms (public rooms of `--rules`).
    #[arg(long, default_value_t = 2)]
    seats: u8,
    /// The rules of the rooms: a preset (classic, family, online, petri, petri-realtime).
    #[arg(long, default_value = "classic")]
    rules: String,
    /// Seconds of play.
    #[arg(long, default_value_t = 20)]
    seconds: u64,
    /// A player's pause before its move, in milliseconds.
    #[arg(long, default_value_t = 300)]
    think_ms: u64,
    /// Random legal moves in Chinese checkers too (greedy by default): games then run to the
    /// move cap (300 moves a seat), the longest a game gets.
    #[arg(long)]
    random: bool,
    /// Every Nth player stops moving after its first move: its clock runs out (public rooms:
    /// 30 s a turn and a 60 s reserve), and how late the server says so is measured (0:
    /// nobody idles).
    #[arg(long, default_value_t = 0)]
    idle_every: usize,
    /// Rated rooms: every player first registers an account (`{prefix}{k:03}`; Argon2 hashing
    /// on the server, two at a time). `failover` then ends every game after the kill (all
    /// but one player of each room leave) and checks that each player was rated exactly once.
    #[arg(long)]
    rated: bool,
}

#[derive(Subcommand, Debug)]
enum Scenario {
    /// Ramp to this many idle connections on one node.
    Capacity {
        #[arg(long, default_value_t = 10_000)]
        conns: usize,
    },
    /// Move → everyone latency while players play.
    Latency(Play),
    /// Half the players drop at once; all resume.
    Storm(Play),
    /// The server is SIGKILLed mid-game and started again on its data: every player comes back
    /// with its token; the clocks after the restart are compared with those before.
    Restart(Play),
    /// Three nodes and Redis; the owner of the rooms is SIGKILLed mid-game.
    Failover {
        #[command(flatten)]
        play: Play,
        /// The `redis-server` binary.
        #[arg(long, default_value = "redis-server")]
        redis_bin: String,
        /// Redis's port (loopback, below 32768).
        #[arg(long, default_value_t = 26500)]
        redis_port: u16,
    },
    /// Slow readers and slowloris clients beside players.
    Slow {
        #[command(flatten)]
        play: Play,
        /// Watchers that never read.
        #[arg(long, default_value_t = 200)]
        slow: usize,
        /// `sync`s each of them sends a second (0: they only watch).
        #[arg(long, default_value_t = 40)]
        syncs: u32,
        /// They read everything after all (a control: the same requests from clients that
        /// are not slow).
        #[arg(long)]
        readers_read: bool,
        /// Connections that send their HTTP request a byte a second.
        #[arg(long, default_value_t = 500)]
        slowloris: usize,
    },
    /// Long play with drops, resumes and chat; memory and open files sampled.
    Soak {
        #[command(flatten)]
        play: Play,
        /// Minutes of play (the target is 30).
        #[arg(long, default_value_t = 30)]
        minutes: u64,
    },
}

fn main() {
    let cli = Cli::parse();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a tokio runtime");
    if let Err(e) = runtime.block_on(run(cli)) {
        eprintln!("petri-load: {e}");
        std::process::exit(1);
    }
}

async fn run(cli: Cli) -> Result<()> {
    let bin = match cli.server_bin.clone() {
        Some(b) => b,
        None => std::env::current_exe()
            .map_err(|e| e.to_string())?
            .with_file_name(format!("petri-server{}", std::env::consts::EXE_SUFFIX)),
    };
    match cli.scenario {
        Scenario::Capacity { conns } => capacity(&bin, conns).await,
        Scenario::Latency(play) => latency(&bin, &play).await,
        Scenario::Storm(play) => storm(&bin, &play).await,
        Scenario::Restart(play) => restart(&bin, &play).await,
        Scenario::Failover {
            play,
            redis_bin,
            redis_port,
        } => failover(&bin, &play, &redis_bin, redis_port).await,
        Scenario::Slow {
            play,
            slow,
            syncs,
            readers_read,
            slowloris,
        } => slow_readers(&bin, &play, slow, syncs, readers_read, slowloris).await,
        Scenario::Soak { play, minutes } => soak(&bin, &play, minutes).await,
    }
}

// ------------------------------------------------------------------------------------------
// Servers

struct Server {
    child: tokio::process::Child,
    pid: u32,
    url: String,
    /// The server's last `stats:` line (when started with `--stats-secs`).
    stats: Arc<Mutex<String>>,
    /// Its data folder, removed with it (none: the caller keeps it).
    _data: Option<TempDir>,
}

struct TempDir(PathBuf);

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The load tester's players all come from 127.0.0.1: the per-address limits are lifted.
const UNLIMITED: [&str; 4] = [
    "--connections-per-address",
    "1000000",
    "--rooms-per-minute",
    "1000000",
];

async fn start_server(bin: &Path, tag: &str, extra: &[&str]) -> Result<Server> {
    let data = std::env::temp_dir().join(format!("petri-load-{}-{tag}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    std::fs::create_dir_all(&data).map_err(|e| format!("cannot create {data:?}: {e}"))?;
    let mut server = server_on(bin, &data, extra).await?;
    server._data = Some(TempDir(data));
    Ok(server)
}

/// A server on this data folder (kept: a restart finds it again).
async fn server_on(bin: &Path, data: &Path, extra: &[&str]) -> Result<Server> {
    let mut child = tokio::process::Command::new(bin)
        .args(["--listen", "127.0.0.1:0", "--data"])
        .arg(data)
        .args(UNLIMITED)
        .args(extra)
        .stdout(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .map_err(|e| format!("cannot start {}: {e}", bin.display()))?;
    let stdout = child.stdout.take().expect("piped");
    let mut lines = BufReader::new(stdout).lines();
    let first = timeout(Duration::from_secs(20), lines.next_line())
        .await
        .map_err(|_| "the server printed nothing for 20 s".to_string())?
        .map_err(|e| e.to_string())?
        .ok_or("the server stopped before listening")?;
    let addr = first
        .strip_prefix("listening on ")
        .ok_or(format!("unexpected first line {first:?}"))?
        .to_string();
    let stats = Arc::new(Mutex::new(String::new()));
    let last = stats.clone();
    tokio::spawn(async move {
        while let Ok(Some(line)) = lines.next_line().await {
            if line.starts_with("stats:") {
                *last.lock().unwrap() = line;
            }
        }
    });
    Ok(Server {
        pid: child.id().ok_or("no pid")?,
        child,
        url: format!("ws://{addr}/ws"),
        stats,
        _data: None,
    })
}

/// Resident memory of a process in bytes (Linux).
fn rss(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))
        .and_then(|l| l.split_whitespace().nth(1)?.parse::<u64>().ok())
        .map_or(0, |kb| kb * 1024)
}

/// CPU seconds a process used so far, user and system (Linux).
fn cpu_secs(pid: &str) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let f: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |i: usize| f.get(i).and_then(|t| t.parse::<f64>().ok()).unwrap_or(0.0);
    (ticks(11) + ticks(12)) / 100.0
}

/// Open files of a process (Linux).
fn open_files(pid: u32) -> usize {
    std::fs::read_dir(format!("/proc/{pid}/fd")).map_or(0, |d| d.count())
}

/// The soft limit on open files of a process (Linux).
fn file_limit(pid: &str) -> Option<u64> {
    let limits = std::fs::read_to_string(format!("/proc/{pid}/limits")).ok()?;
    let line = limits.lines().find(|l| l.starts_with("Max open files"))?;
    line.split_whitespace().nth(3)?.parse().ok()
}

fn mb(bytes: u64) -> String {
    format!("{:.1} MB", bytes as f64 / 1e6)
}

// ------------------------------------------------------------------------------------------
// Clients

async fn connect(url: &str) -> Result<Ws> {
    let (ws, _) = tokio_tungstenite::connect_async(url)
        .await
        .map_err(|e| format!("connect: {e}"))?;
    Ok(ws)
}

async fn send(ws: &mut Ws, m: &ClientMessage) -> Result<()> {
    ws.send(Message::text(m.to_frame())).await.map_err(|e| {
        ended(format!("send error ({e})"));
        format!("send: {e}")
    })
}

/// How connections ended under their clients, and how often (printed by `soak` and `slow`).
static ENDS: Mutex<std::collections::BTreeMap<String, usize>> =
    Mutex::new(std::collections::BTreeMap::new());

fn ended(why: String) {
    *ENDS.lock().unwrap().entry(why).or_default() += 1;
}

/// The ends counted since the last call, as one line.
fn ends() -> String {
    let taken = std::mem::take(&mut *ENDS.lock().unwrap());
    if taken.is_empty() {
        return "no connection ended under its client".into();
    }
    let parts: Vec<String> = taken.iter().map(|(w, n)| format!("{n} {w}")).collect();
    format!("connections ended: {}", parts.join("; "))
}

/// The next message from the server (pings answered by tungstenite); `None` when the
/// connection ended (how is counted in [`ENDS`]); `Some(Err)` for a frame that is not a
/// server message.
async fn recv(ws: &mut Ws) -> Option<Result<ServerMessage>> {
    loop {
        match ws.next().await {
            Some(Ok(Message::Text(t))) => {
                return Some(ServerMessage::parse(t.as_str()).map_err(|e| e.to_string()));
            }
            Some(Ok(Message::Close(f))) => {
                ended(match f {
                    Some(f) => format!("closed by the server ({} {})", u16::from(f.code), f.reason),
                    None => "closed by the server (no code)".into(),
                });
                return None;
            }
            Some(Ok(_)) => continue,
            Some(Err(e)) => {
                ended(format!("receive error ({e})"));
                return None;
            }
            None => {
                ended("ended without a close frame".into());
                return None;
            }
        }
    }
}

async fn hello(ws: &mut Ws, name: &str, token: Option<String>) -> Result<String> {
    send(
        ws,
        &ClientMessage::Hello {
            proto: PROTO,
            name: name.into(),
            token,
        },
    )
    .await?;
    match timeout(Duration::from_secs(30), recv(ws)).await {
        Ok(Some(Ok(ServerMessage::Welcome { token, .. }))) => Ok(token),
        Ok(other) => Err(format!("expected welcome, got {other:?}")),
        Err(_) => Err("no welcome within 30 s".into()),
    }
}

/// An account's name for player `k` (3–20 characters).
fn account_name(prefix: &str, k: usize) -> String {
    format!("{prefix}{k:03}")
}

/// The connected guest registers an account (the server answers `account`).
async fn register(ws: &mut Ws, name: &str) -> Result<()> {
    send(
        ws,
        &ClientMessage::Register {
            name: name.into(),
            password: format!("{name} load password"),
        },
    )
    .await?;
    loop {
        match timeout(Duration::from_secs(60), recv(ws)).await {
            Ok(Some(Ok(ServerMessage::Account { name: Some(_) }))) => return Ok(()),
            Ok(Some(Ok(ServerMessage::Error { code, message }))) => {
                return Err(format!("{name}: register refused: {code}: {message}"));
            }
            Ok(Some(Ok(_))) => {}
            other => return Err(format!("{name}: no account: {other:?}")),
        }
    }
}

/// Connects `n` clients that say `hello` (and register, when `rated`), 100 at a time,
/// client `k` to `urls[k % len]`.
async fn connect_many(
    urls: &[String],
    n: usize,
    prefix: &str,
    rated: bool,
) -> Result<Vec<(Ws, String)>> {
    let mut out = Vec::with_capacity(n);
    let mut i = 0;
    while i < n {
        let batch = (n - i).min(100);
        let tasks: Vec<_> = (i..i + batch)
            .map(|k| {
                let url = urls[k % urls.len()].clone();
                let name = format!("{prefix}{k}");
                let account = account_name(prefix, k);
                tokio::spawn(async move {
                    let mut ws = connect(&url).await?;
                    let token = hello(&mut ws, &name, None).await?;
                    if rated {
                        register(&mut ws, &account).await?;
                    }
                    Ok::<_, String>((ws, token))
                })
            })
            .collect();
        for t in tasks {
            out.push(t.await.map_err(|e| e.to_string())??);
        }
        i += batch;
    }
    Ok(out)
}

/// Send and receive times of moves, by room and version.
#[derive(Default)]
struct Clock {
    sent: HashMap<(String, u64), Instant>,
    received: HashMap<(String, u64), Vec<Instant>>,
    /// For idle players: how late `out_of_time` came after the deadline their clock frame
    /// announced (ms; negative: early).
    flags: Vec<i64>,
}

/// Errors printed so far (the first few are shown).
static SHOWN: AtomicUsize = AtomicUsize::new(0);

/// One simulated player.
struct Player {
    ws: Ws,
    token: String,
    name: String,
    /// The node it is connected to (an index into the scenario's URLs).
    node: usize,
    room: String,
    you: Option<u8>,
    seats: usize,
    v: Versions,
    game: Option<Game>,
    status: RoomStatus,
    rng: ChaCha8Rng,
    /// The `v` of the move this player sent and waits for.
    pending: Option<u64>,
    errors: usize,
    /// Changes that came twice (a `v` already seen).
    repeats: usize,
    voted: bool,
    /// The connection closed under it.
    lost: bool,
    /// When the last snapshot came.
    snapshot_at: Option<Instant>,
    chat_every: Option<Duration>,
    chatted: Instant,
    /// Random moves instead of greedy ones.
    random: bool,
    /// Stops moving after its first move (its clock runs out: the turn it lets run starts
    /// while it reads, so its start is seen when it happens).
    idle: bool,
    moved: bool,
    /// When its own clock last started to run, and the time it had then (ms).
    turn: Option<(Instant, u64)>,
    /// The room's clocks as last heard (a `clock` frame or a snapshot), and when.
    clock_seen: Option<(Instant, ClockView)>,
}

impl Player {
    fn new(ws: Ws, token: String, name: String, node: usize, seed: u64) -> Player {
        Player {
            ws,
            token,
            name,
            node,
            room: String::new(),
            you: None,
            seats: 0,
            v: Versions::default(),
            game: None,
            status: RoomStatus::Waiting,
            rng: ChaCha8Rng::seed_from_u64(seed),
            pending: None,
            errors: 0,
            repeats: 0,
            voted: false,
            lost: false,
            snapshot_at: None,
            chat_every: None,
            chatted: Instant::now(),
            random: false,
            idle: false,
            moved: false,
            turn: None,
            clock_seen: None,
        }
    }

    fn my_turn(&self) -> bool {
        !(self.idle && self.moved)
            && self.status == RoomStatus::Playing
            && self.pending.is_none()
            && match (&self.game, self.you) {
                (Some(g), Some(you)) => !g.is_over() && g.to_move() == Seat(you),
                _ => false,
            }
    }

    fn moves(&self) -> Vec<String> {
        self.game
            .as_ref()
            .map_or_else(Vec::new, |g| g.record().moves)
    }

    /// A move: in Chinese checkers a greedy one (random play runs to the move cap, 300 moves
    /// a seat: `--random` asks for that), in Petri a random legal action (the rules cap a
    /// game's turns); a Petri roll is the server's: `roll`.
    fn pick(&mut self) -> Option<WireMove> {
        let g = self.game.as_ref()?;
        if matches!(g.stage(), Stage::Roll | Stage::FirstRoll) {
            return Some(WireMove::Roll);
        }
        if let Some(c) = g.checkers().filter(|_| !self.random) {
            return Some(WireMove::Act(
                petri_ai::greedy_move(c.position(), &mut self.rng).into(),
            ));
        }
        let actions = g.legal_actions();
        if actions.is_empty() {
            return None;
        }
        Some(WireMove::Act(
            actions[self.rng.random_range(0..actions.len())],
        ))
    }

    /// Takes in a server message; returns a message to answer with.
    fn take(&mut self, m: ServerMessage, clock: &Mutex<Clock>) -> Option<ClientMessage> {
        match m {
            ServerMessage::Snapshot(s) => {
                self.room = s.room.clone();
                self.you = s.you;
                self.seats = s.seats.len();
                self.v.reset(s.v);
                self.status = s.status;
                // The tester never takes a move back: no undo history for 2 000 games.
                self.game = s.record.replay().ok().map(|mut g| {
                    g.keep_undo(false);
                    g
                });
                self.pending = None;
                self.voted = false;
                self.snapshot_at = Some(Instant::now());
                self.clock_seen = s.clock.clone().map(|c| (Instant::now(), c));
                None
            }
            ServerMessage::Moved { v, seat, action } => {
                clock
                    .lock()
                    .unwrap()
                    .received
                    .entry((self.room.clone(), v))
                    .or_default()
                    .push(Instant::now());
                if self.pending == Some(v) {
                    self.pending = None;
                }
                match self.v.accept(v) {
                    Seen::Next => {}
                    Seen::Old => {
                        self.repeats += 1;
                        return None;
                    }
                    Seen::Gap => return Some(ClientMessage::Sync),
                }
                let ok = self.game.as_mut().is_some_and(|g| {
                    g.parse_action(&action)
                        .and_then(|a| g.play(Seat(seat), a))
                        .is_ok()
                });
                if !ok {
                    self.errors += 1;
                    return Some(ClientMessage::Sync);
                }
                None
            }
            ServerMessage::Clock(c) => {
                self.clock_seen = Some((Instant::now(), c.clone()));
                let you = self.you.map(usize::from);
                self.turn = you
                    .filter(|&y| c.running == Some(y as u8))
                    .map(|y| (Instant::now(), c.left(y, 0)));
                None
            }
            ServerMessage::OutOfTime { seat } => {
                if Some(seat) == self.you
                    && let Some((at, left)) = self.turn.take()
                {
                    let late = at.elapsed().as_millis() as i64 - left as i64;
                    clock.lock().unwrap().flags.push(late);
                }
                None
            }
            ServerMessage::Seat { v, .. } => match self.v.accept(v) {
                Seen::Gap => Some(ClientMessage::Sync),
                Seen::Next | Seen::Old => None,
            },
            ServerMessage::Over { v, .. } => {
                if self.v.accept(v) == Seen::Gap {
                    return Some(ClientMessage::Sync);
                }
                self.status = RoomStatus::Over;
                self.voted = true;
                if self.idle {
                    // It ran out of time: no seat to vote with.
                    return None;
                }
                Some(ClientMessage::Propose {
                    kind: petri_net::VoteKind::NewGame,
                    seat: None,
                })
            }
            ServerMessage::Vote(state) => {
                // Yes to the running vote (also when this player's own proposal was refused
                // because the other's came first).
                if self.you.is_none_or(|y| state.yes.contains(&y)) {
                    return None;
                }
                self.voted = true;
                Some(ClientMessage::Vote {
                    kind: state.kind,
                    yes: true,
                })
            }
            ServerMessage::Error { code, message } => {
                // Chat over its rate is expected of a chatty player, and a new-game proposal
                // after the other player's; not errors.
                if code == ErrorCode::RateLimited && message.contains("chat")
                    || code == ErrorCode::VoteRefused
                {
                    return None;
                }
                self.errors += 1;
                if SHOWN.fetch_add(1, Ordering::Relaxed) < 5 {
                    eprintln!("petri-load: {} got error {code}: {message}", self.name);
                }
                self.pending = None;
                // a move that was refused: see the room as it is
                matches!(
                    code,
                    ErrorCode::Stale | ErrorCode::NotYourTurn | ErrorCode::IllegalMove
                )
                .then_some(ClientMessage::Sync)
            }
            _ => None,
        }
    }
}

/// Plays until `until` or until the connection closes (`lost`).
async fn play_one(
    mut p: Player,
    until: Instant,
    think: Duration,
    clock: Arc<Mutex<Clock>>,
) -> Player {
    let mut due: Option<Instant> = None;
    if p.lost {
        // No connection: it waits to be brought back.
        return p;
    }
    loop {
        if p.my_turn() && due.is_none() {
            due = Some(Instant::now() + think);
        }
        let chat_due = p.chat_every.map(|e| p.chatted + e);
        let wake = [due, chat_due, Some(until)]
            .into_iter()
            .flatten()
            .min()
            .expect("until");
        match timeout_at(wake, recv(&mut p.ws)).await {
            Ok(Some(Ok(m))) => {
                if let Some(answer) = p.take(m, &clock)
                    && send(&mut p.ws, &answer).await.is_err()
                {
                    p.lost = true;
                    return p;
                }
                if !p.my_turn() {
                    due = None;
                }
            }
            Ok(Some(Err(e))) => {
                // A frame this build cannot read: counted, and play goes on.
                p.errors += 1;
                if SHOWN.fetch_add(1, Ordering::Relaxed) < 5 {
                    eprintln!("petri-load: {}: {e}", p.name);
                }
            }
            Ok(None) => {
                p.lost = true;
                return p;
            }
            Err(_) => {
                let now = Instant::now();
                if now >= until {
                    return p;
                }
                if chat_due.is_some_and(|c| now >= c) {
                    p.chatted = now;
                    let line = ClientMessage::Chat {
                        text: format!("gg from {}", p.name),
                    };
                    if send(&mut p.ws, &line).await.is_err() {
                        p.lost = true;
                        return p;
                    }
                }
                if due.is_some_and(|d| now >= d) {
                    due = None;
                    if p.my_turn()
                        && let Some(m) = p.pick()
                    {
                        let v = p.v.v() + 1;
                        clock
                            .lock()
                            .unwrap()
                            .sent
                            .insert((p.room.clone(), v), Instant::now());
                        p.pending = Some(v);
                        p.moved = true;
                        if send(&mut p.ws, &m.message(p.v.v())).await.is_err() {
                            p.lost = true;
                            return p;
                        }
                    }
                }
            }
        }
    }
}

/// Players connected (round robin over `urls`) and seated by `quick_join`, one after another
/// so that rooms fill in order.
async fn seat_players(urls: &[String], play: &Play, prefix: &str) -> Result<Vec<Player>> {
    let preset: Preset = Preset::ALL
        .into_iter()
        .find(|p| p.name() == play.rules)
        .ok_or(format!("--rules: unknown preset {:?}", play.rules))?;
    let mode = Mode {
        rules: preset,
        players: play.seats,
    };
    if !preset.player_counts().contains(&play.seats) {
        return Err(format!(
            "--seats: {} is played by {:?}",
            preset.name(),
            preset.player_counts()
        ));
    }
    let n = play.players / play.seats as usize * play.seats as usize;
    let started = Instant::now();
    let conns = connect_many(urls, n, prefix, play.rated).await?;
    let mut players = Vec::new();
    for (k, (mut ws, token)) in conns.into_iter().enumerate() {
        send(
            &mut ws,
            &ClientMessage::QuickJoin {
                mode,
                rated: play.rated,
            },
        )
        .await?;
        let mut p = Player::new(ws, token, format!("{prefix}{k}"), k % urls.len(), k as u64);
        p.random = play.random;
        p.idle = play.idle_every > 0 && k % play.idle_every == 0;
        // Its snapshot before the next one joins: rooms fill one after another.
        let clock = Mutex::new(Clock::default());
        loop {
            match timeout(Duration::from_secs(30), recv(&mut p.ws)).await {
                Ok(Some(Ok(m))) => {
                    let snap = matches!(m, ServerMessage::Snapshot(_));
                    p.take(m, &clock);
                    if snap {
                        break;
                    }
                }
                other => return Err(format!("{}: no room: {other:?}", p.name)),
            }
        }
        players.push(p);
    }
    println!(
        "{n} players in rooms of {} ({}) in {:.1} s",
        play.seats,
        mode.key(),
        started.elapsed().as_secs_f64()
    );
    Ok(players)
}

/// Every player plays for `seconds`; the players back, and the move → everyone times.
async fn play_all(
    players: Vec<Player>,
    seconds: f64,
    think_ms: u64,
) -> Result<(Vec<Player>, Latency)> {
    let clock = Arc::new(Mutex::new(Clock::default()));
    let until = Instant::now() + Duration::from_secs_f64(seconds);
    let think = Duration::from_millis(think_ms);
    let tasks: Vec<_> = players
        .into_iter()
        .map(|p| tokio::spawn(play_one(p, until, think, clock.clone())))
        .collect();
    let mut done = Vec::new();
    for t in tasks {
        done.push(t.await.map_err(|e| e.to_string())?);
    }
    let mut latency = Latency::of(&clock.lock().unwrap(), &done);
    latency.flags = std::mem::take(&mut clock.lock().unwrap().flags);
    latency.flags.sort_unstable();
    Ok((done, latency))
}

/// Move → everyone times.
struct Latency {
    times: Vec<Duration>,
    incomplete: usize,
    /// Idle players' clocks: how late each `out_of_time` came (ms), sorted.
    flags: Vec<i64>,
}

impl Latency {
    fn of(clock: &Clock, players: &[Player]) -> Latency {
        let seats: HashMap<&str, usize> =
            players.iter().map(|p| (p.room.as_str(), p.seats)).collect();
        let mut times = Vec::new();
        let mut incomplete = 0;
        for (key, sent) in &clock.sent {
            let want = seats.get(key.0.as_str()).copied().unwrap_or(usize::MAX);
            match clock.received.get(key) {
                Some(r) if r.len() >= want => {
                    times.push(r.iter().max().unwrap().saturating_duration_since(*sent))
                }
                _ => incomplete += 1,
            }
        }
        times.sort();
        Latency {
            times,
            incomplete,
            flags: Vec::new(),
        }
    }

    fn at(&self, p: f64) -> Duration {
        if self.times.is_empty() {
            return Duration::ZERO;
        }
        let i = ((self.times.len() as f64 - 1.0) * p).round() as usize;
        self.times[i.min(self.times.len() - 1)]
    }

    fn line(&self) -> String {
        let mut line = format!(
            "{} moves; move->everyone p50 {}, p99 {}, p99.9 {}, max {}; {} not seen by all at the end",
            self.times.len(),
            ms(self.at(0.5)),
            ms(self.at(0.99)),
            ms(self.at(0.999)),
            ms(self.times.last().copied().unwrap_or_default()),
            self.incomplete
        );
        if !self.flags.is_empty() {
            let at = |p: f64| self.flags[((self.flags.len() - 1) as f64 * p).round() as usize];
            line += &format!(
                "; out of time after the announced deadline: {} clocks, p50 {} ms, p99 {} ms, max {} ms",
                self.flags.len(),
                at(0.5),
                at(0.99),
                self.flags.last().unwrap()
            );
        }
        line
    }
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

fn errors(players: &[Player]) -> String {
    let e: usize = players.iter().map(|p| p.errors).sum();
    let r: usize = players.iter().map(|p| p.repeats).sum();
    format!("{e} errors, {r} changes delivered twice")
}

// ------------------------------------------------------------------------------------------
// Scenarios

async fn capacity(bin: &Path, conns: usize) -> Result<()> {
    let mine = file_limit("self").unwrap_or(0);
    let server = start_server(bin, "capacity", &[]).await?;
    let theirs = file_limit(&server.pid.to_string()).unwrap_or(0);
    println!(
        "open-file limits (soft): petri-load {mine}, petri-server {theirs}; {conns} connections need about {} in each",
        conns + 50
    );
    if (mine as usize) < conns + 50 || (theirs as usize) < conns + 50 {
        return Err(format!(
            "raise the open-file limit first (ulimit -n {}), or ask for fewer --conns",
            conns + 100
        ));
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    let before = rss(server.pid);
    let started = Instant::now();
    let mut held = Vec::new();
    let mut step = 1000.min(conns);
    while held.len() < conns {
        let n = step.min(conns - held.len());
        let more = connect_many(
            std::slice::from_ref(&server.url),
            n,
            &format!("idle{}-", held.len()),
            false,
        )
        .await?;
        held.extend(more);
        println!(
            "  {:>6} connections after {:.1} s; server {} ({} open files)",
            held.len(),
            started.elapsed().as_secs_f64(),
            mb(rss(server.pid)),
            open_files(server.pid)
        );
        step = 1000;
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let after = rss(server.pid);
    println!(
        "capacity: {} connections in {:.1} s; server memory {} -> {}: {:.1} KB a connection",
        held.len(),
        started.elapsed().as_secs_f64(),
        mb(before),
        mb(after),
        after.saturating_sub(before) as f64 / held.len().max(1) as f64 / 1024.0
    );
    // Every connection still answers.
    let probe = held.len() / 2;
    send(&mut held[probe].0, &ClientMessage::Sync).await?;
    match timeout(Duration::from_secs(10), recv(&mut held[probe].0)).await {
        Ok(Some(Ok(ServerMessage::Error {
            code: ErrorCode::NotInRoom,
            ..
        }))) => {
            println!("capacity: connection {probe} answered (not_in_room, as it should)")
        }
        other => return Err(format!("connection {probe} did not answer: {other:?}")),
    }
    drop(held);
    drop(server);
    Ok(())
}

async fn latency(bin: &Path, play: &Play) -> Result<()> {
    let server = start_server(bin, "latency", &[]).await?;
    let urls = [server.url.clone()];
    let players = seat_players(&urls, play, "p").await?;
    let (server_cpu, own_cpu) = (cpu_secs(&server.pid.to_string()), cpu_secs("self"));
    let (done, lat) = play_all(players, play.seconds as f64, play.think_ms).await?;
    println!(
        "latency: {} players, {} s: {}; {}; server {}; CPU during play: server {:.1} s, petri-load {:.1} s",
        done.len(),
        play.seconds,
        lat.line(),
        errors(&done),
        mb(rss(server.pid)),
        cpu_secs(&server.pid.to_string()) - server_cpu,
        cpu_secs("self") - own_cpu
    );
    Ok(())
}

/// What a dropped player had: token, name, room, seat, and the moves it had seen.
type Seated = (String, String, String, Option<u8>, Vec<String>);

async fn storm(bin: &Path, play: &Play) -> Result<()> {
    let server = start_server(bin, "storm", &[]).await?;
    let urls = [server.url.clone()];
    let players = seat_players(&urls, play, "p").await?;
    let (mut done, lat) = play_all(players, play.seconds as f64, play.think_ms).await?;
    println!("storm: play {}", lat.line());
    // Half lose their connection at once (closed without a word).
    let half = done.len() / 2;
    let dropped: Vec<Player> = done.drain(..half).collect();
    let seen: Vec<Seated> = dropped
        .iter()
        .map(|p| {
            (
                p.token.clone(),
                p.name.clone(),
                p.room.clone(),
                p.you,
                p.moves(),
            )
        })
        .collect();
    drop(dropped);
    tokio::time::sleep(Duration::from_millis(500)).await;
    let started = Instant::now();
    let tasks: Vec<_> = seen
        .into_iter()
        .map(|(token, name, room, you, moves)| {
            let url = server.url.clone();
            tokio::spawn(async move {
                let (ws, s) = resume(&url, &name, token).await?;
                let whole = s.room == room && s.you == you && s.record.moves.starts_with(&moves);
                Ok::<_, String>((whole, started.elapsed(), ws))
            })
        })
        .collect();
    let (mut resumed, mut intact, mut slowest) = (0, 0, Duration::ZERO);
    let mut back = Vec::new();
    for t in tasks {
        if let Ok(Ok((whole, took, ws))) = t.await {
            resumed += 1;
            intact += usize::from(whole);
            slowest = slowest.max(took);
            back.push(ws);
        }
    }
    println!(
        "storm: {resumed} of {half} dropped players back in {} (the last); {intact} in the same room and seat with every move they had seen; server {}",
        ms(slowest),
        mb(rss(server.pid))
    );
    if intact != half {
        return Err(format!("{} players did not come back whole", half - intact));
    }
    Ok(())
}

/// A player back with its token: the connection and the snapshot of its room.
async fn resume(url: &str, name: &str, token: String) -> Result<(Ws, Box<petri_net::Snapshot>)> {
    let mut ws = connect(url).await?;
    hello(&mut ws, name, Some(token)).await?;
    loop {
        match timeout(Duration::from_secs(30), recv(&mut ws)).await {
            Ok(Some(Ok(ServerMessage::Snapshot(s)))) => return Ok((ws, s)),
            Ok(Some(Ok(_))) => continue,
            other => return Err(format!("no snapshot on resume: {other:?}")),
        }
    }
}

/// Reads what came for every player for a while (its last moves and clocks), concurrently.
async fn drain(players: Vec<Player>, for_ms: u64) -> Result<Vec<Player>> {
    let clock = Arc::new(Mutex::new(Clock::default()));
    let tasks: Vec<_> = players
        .into_iter()
        .map(|mut p| {
            let clock = clock.clone();
            tokio::spawn(async move {
                let until = Instant::now() + Duration::from_millis(for_ms);
                while let Ok(Some(Ok(m))) = timeout_at(until, recv(&mut p.ws)).await {
                    p.take(m, &clock);
                }
                p
            })
        })
        .collect();
    let mut out = Vec::new();
    for t in tasks {
        out.push(t.await.map_err(|e| e.to_string())?);
    }
    Ok(out)
}

async fn restart(bin: &Path, play: &Play) -> Result<()> {
    let data = std::env::temp_dir().join(format!("petri-load-{}-restart", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    std::fs::create_dir_all(&data).map_err(|e| format!("cannot create {data:?}: {e}"))?;
    let _keep = TempDir(data.clone());
    let mut server = server_on(bin, &data, &[]).await?;
    let urls = [server.url.clone()];
    let players = seat_players(&urls, play, "p").await?;
    let (players, lat) = play_all(players, play.seconds as f64, play.think_ms).await?;
    println!("restart: play {}", lat.line());
    // What each player saw last: its moves and the room's clocks.
    let players = drain(players, 500).await?;
    // Token, name, moves seen, the clocks as last heard.
    type Before = (String, String, Vec<String>, Option<(Instant, ClockView)>);
    let seen: Vec<Before> = players
        .iter()
        .map(|p| {
            (
                p.token.clone(),
                p.name.clone(),
                p.moves(),
                p.clock_seen.clone(),
            )
        })
        .collect();
    drop(players);
    let killed = Instant::now();
    server.child.start_kill().map_err(|e| e.to_string())?;
    let _ = server.child.wait().await;
    let server = server_on(bin, &data, &[]).await?;
    let up = killed.elapsed();
    let tasks: Vec<_> = seen
        .into_iter()
        .map(|(token, name, moves, clock)| {
            let url = server.url.clone();
            tokio::spawn(async move {
                let (ws, s) = resume(&url, &name, token).await?;
                let at = Instant::now();
                let whole = s.record.moves.starts_with(&moves);
                // The clock's error: what the snapshot says has run of the turn, against what
                // had run when last heard plus the time since (the time the server was down
                // runs too: the wall's).
                let off = match (&clock, &s.clock) {
                    (Some((heard, before)), Some(after))
                        if s.record.moves.len() == moves.len()
                            && before.running.is_some()
                            && after.running == before.running =>
                    {
                        let expected = before.elapsed_ms as i64 + (at - *heard).as_millis() as i64;
                        Some(after.elapsed_ms as i64 - expected)
                    }
                    _ => None,
                };
                Ok::<_, String>((whole, off, at - killed, ws))
            })
        })
        .collect();
    let n = tasks.len();
    let (mut intact, mut offs, mut back) = (0, Vec::new(), Vec::new());
    let mut held = Vec::new();
    for t in tasks {
        if let Ok(Ok((whole, off, took, ws))) = t.await {
            intact += usize::from(whole);
            offs.extend(off);
            back.push(took);
            held.push(ws);
        }
    }
    back.sort();
    offs.sort_by_key(|o: &i64| o.abs());
    let worst = offs.last().copied().unwrap_or(0);
    let p99 = offs
        .get((offs.len() * 99 / 100).min(offs.len().saturating_sub(1)))
        .copied()
        .unwrap_or(0);
    let mut signed = offs.clone();
    signed.sort();
    println!(
        "restart: SIGKILL, the server up again after {}; {} of {n} players back (the last {} after the kill), {intact} with every move they had seen; clocks of {} running turns after the restart: off by {} ms (median), |p99| {} ms, |worst| {} ms",
        ms(up),
        back.len(),
        ms(back.last().copied().unwrap_or_default()),
        offs.len(),
        signed.get(signed.len() / 2).copied().unwrap_or(0),
        p99.abs(),
        worst.abs()
    );
    drop(held);
    drop(server);
    if intact != n {
        return Err(format!("{} players did not come back whole", n - intact));
    }
    if worst.abs() >= 1000 {
        return Err(format!("a clock was off by {worst} ms after the restart"));
    }
    Ok(())
}

async fn failover(bin: &Path, play: &Play, redis_bin: &str, port: u16) -> Result<()> {
    let mut redis = tokio::process::Command::new(redis_bin)
        .args(["--port", &port.to_string(), "--bind", "127.0.0.1"])
        .args(["--save", "", "--appendonly", "no", "--loglevel", "warning"])
        .stdout(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .map_err(|e| format!("cannot start {redis_bin}: {e} (apt-get install redis-server)"))?;
    let deadline = Instant::now() + Duration::from_secs(10);
    while TcpStream::connect(("127.0.0.1", port)).await.is_err() {
        if Instant::now() > deadline {
            return Err(format!("redis-server did not listen on {port}"));
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let url = format!("redis://127.0.0.1:{port}");
    let mut nodes = Vec::new();
    for name in ["a", "b", "c"] {
        nodes.push(start_server(bin, name, &["--redis", &url, "--node", name]).await?);
    }
    let urls: Vec<String> = nodes.iter().map(|n| n.url.clone()).collect();
    // Player k on node k % 3: the first of each room (and so its owner) is on node a.
    let players = seat_players(&urls, play, "p").await?;
    let half = play.seconds as f64 / 2.0;
    let (players, before) = play_all(players, half, play.think_ms).await?;
    println!("failover: before the kill: {}", before.line());
    let seen: HashMap<String, Vec<String>> = players
        .iter()
        .map(|p| (p.name.clone(), p.moves()))
        .collect();
    // SIGKILL the owner; its players come back through the other nodes.
    let killed = Instant::now();
    nodes[0].child.start_kill().map_err(|e| e.to_string())?;
    let _ = nodes[0].child.wait().await;
    let clock = Arc::new(Mutex::new(Clock::default()));
    let until = Instant::now() + Duration::from_secs_f64(half);
    let think = Duration::from_millis(play.think_ms);
    let tasks: Vec<_> = players
        .into_iter()
        .map(|p| {
            let urls = urls.clone();
            let clock = clock.clone();
            tokio::spawn(async move {
                let mut p = p;
                let mut resumed = None;
                loop {
                    p = play_one(p, until, think, clock.clone()).await;
                    if !p.lost || Instant::now() >= until {
                        return (p, resumed);
                    }
                    // Back through a node that lives.
                    let node = 1 + p.node % 2;
                    let Ok(mut ws) = connect(&urls[node]).await else {
                        tokio::time::sleep(Duration::from_millis(100)).await;
                        continue;
                    };
                    if hello(&mut ws, &p.name, Some(p.token.clone())).await.is_ok() {
                        p.ws = ws;
                        p.node = node;
                        p.lost = false;
                        // Nothing to play until the room's snapshot comes.
                        p.status = RoomStatus::Waiting;
                        p.pending = None;
                        resumed = Some(Instant::now());
                    }
                }
            })
        })
        .collect();
    let mut done = Vec::new();
    let mut back_after = Vec::new();
    for t in tasks {
        let (p, _) = t.await.map_err(|e| e.to_string())?;
        if let Some(at) = p.snapshot_at.filter(|&at| at > killed) {
            back_after.push(at - killed);
        }
        done.push(p);
    }
    back_after.sort();
    let after = Latency::of(&clock.lock().unwrap(), &done);
    let lost = done
        .iter()
        .filter(|p| !p.moves().starts_with(&seen[&p.name]))
        .count();
    let stuck = done
        .iter()
        .filter(|p| p.snapshot_at.is_none_or(|at| at < killed))
        .count();
    println!(
        "failover: node a killed; players had their room back (a snapshot) after {} (median) to {} (the last), {stuck} never; after the kill: {}; {lost} players whose game lost a move they had seen; {}",
        ms(back_after
            .get(back_after.len() / 2)
            .copied()
            .unwrap_or_default()),
        ms(back_after.last().copied().unwrap_or_default()),
        after.line(),
        errors(&done)
    );
    let twice = if play.rated {
        rated_once(&nodes[1].url, done, play).await?
    } else {
        0
    };
    drop(nodes);
    let _ = redis.start_kill();
    if lost > 0 {
        return Err(format!("{lost} players lost moves"));
    }
    if twice > 0 {
        return Err(format!("{twice} players were not rated exactly once"));
    }
    Ok(())
}

/// After a failover of rated rooms: all but one player of each room leave (the game ends, a
/// forfeit each), then every player's rating in the mode must rest on exactly one game, read
/// from the HTTP API of a node that lived. Returns how many were rated another number of
/// times than once.
async fn rated_once(url: &str, players: Vec<Player>, play: &Play) -> Result<usize> {
    let mode = format!("{}-{}", play.rules, play.seats);
    let mut by_room: HashMap<String, Vec<Player>> = HashMap::new();
    for p in players {
        by_room.entry(p.room.clone()).or_default().push(p);
    }
    let started = Instant::now();
    let (mut kept, mut names) = (Vec::new(), Vec::new());
    for (_, mut room) in by_room {
        let last = room.pop();
        for p in &mut room {
            let _ = send(&mut p.ws, &ClientMessage::Leave).await;
            names.push(p.name.clone());
        }
        kept.extend(last);
    }
    // Each room's last player hears `rated`; the others left.
    let rated = Arc::new(AtomicUsize::new(0));
    let tasks: Vec<_> = kept
        .into_iter()
        .map(|mut p| {
            let rated = rated.clone();
            tokio::spawn(async move {
                let until = Instant::now() + Duration::from_secs(20);
                while let Ok(Some(Ok(m))) = timeout(
                    until.saturating_duration_since(Instant::now()),
                    recv(&mut p.ws),
                )
                .await
                {
                    if matches!(m, ServerMessage::Rated { .. }) {
                        rated.fetch_add(1, Ordering::Relaxed);
                        break;
                    }
                }
                p.name
            })
        })
        .collect();
    for t in tasks {
        names.push(t.await.map_err(|e| e.to_string())?);
    }
    let heard = started.elapsed();
    // Every player's page: its games in the mode.
    let addr = url.trim_start_matches("ws://").trim_end_matches("/ws");
    let mut counts: BTreeMap<u32, usize> = BTreeMap::new();
    for name in &names {
        let k: usize = name
            .trim_start_matches(|c: char| !c.is_ascii_digit())
            .parse()
            .map_err(|_| format!("{name}: no number"))?;
        let account = account_name(name.trim_end_matches(|c: char| c.is_ascii_digit()), k);
        let body = http_get(addr, &format!("/api/players/{account}")).await?;
        let page: petri_net::api::PlayerPage =
            serde_json::from_str(&body).map_err(|e| format!("{account}: {e}: {body}"))?;
        *counts
            .entry(page.ratings.get(&mode).map_or(0, |r| r.games))
            .or_default() += 1;
    }
    let rooms = names.len() / usize::from(play.seats);
    println!(
        "failover: rated: {} of {rooms} rooms' `rated` heard within {} of the leaves; players by rated games in {mode}: {counts:?} (each once: {})",
        rated.load(Ordering::Relaxed),
        ms(heard),
        counts.get(&1).copied().unwrap_or(0) == names.len()
    );
    Ok(names.len() - counts.get(&1).copied().unwrap_or(0))
}

/// A GET over plain HTTP/1.1; the body.
async fn http_get(addr: &str, path: &str) -> Result<String> {
    let mut s = TcpStream::connect(addr)
        .await
        .map_err(|e| format!("{addr}: {e}"))?;
    s.write_all(format!("GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").as_bytes())
        .await
        .map_err(|e| e.to_string())?;
    let mut out = String::new();
    s.read_to_string(&mut out)
        .await
        .map_err(|e| e.to_string())?;
    Ok(out
        .split_once("\r\n\r\n")
        .map_or("", |(_, b)| b)
        .to_string())
}

async fn slow_readers(
    bin: &Path,
    play: &Play,
    slow: usize,
    syncs: u32,
    readers_read: bool,
    slowloris: usize,
) -> Result<()> {
    let server = start_server(bin, "slow", &["--stats-secs", "5"]).await?;
    let pause = (syncs > 0).then(|| Duration::from_secs(1) / syncs);
    let urls = [server.url.clone()];
    let players = seat_players(&urls, play, "p").await?;
    let half = play.seconds as f64 / 2.0;
    let pid = server.pid.to_string();
    let cpu = cpu_secs(&pid);
    let (players, calm) = play_all(players, half, play.think_ms).await?;
    let calm_rss = rss(server.pid);
    let calm_cpu = cpu_secs(&pid) - cpu;
    println!(
        "slow: without them: {}; server {}, CPU {calm_cpu:.1} s\n      server {}",
        calm.line(),
        mb(calm_rss),
        server.stats.lock().unwrap()
    );
    let cpu = cpu_secs(&pid);
    // Slow readers watch busy rooms and never read; slowloris clients dribble a request.
    let rooms: Vec<String> = players.iter().map(|p| p.room.clone()).collect();
    let stop = Instant::now() + Duration::from_secs_f64(half);
    // Each asks for the whole room (a snapshot, some KB) `syncs` times a second and reads
    // nothing: once the socket's buffers are full its frames wait on the server.
    let addr = server
        .url
        .trim_start_matches("ws://")
        .trim_end_matches("/ws")
        .to_string();
    let readers: Vec<_> = (0..slow)
        .map(|k| {
            let room = rooms[k % rooms.len()].clone();
            let (addr, url) = (addr.clone(), server.url.clone());
            tokio::spawn(async move {
                // A small receive buffer: the kernel holds little for a reader that never reads.
                let Ok(sock) = tokio::net::TcpSocket::new_v4() else {
                    return false;
                };
                let _ = sock.set_recv_buffer_size(4096);
                let Ok(tcp) = sock.connect(addr.parse().expect("an address")).await else {
                    return false;
                };
                let Ok((mut ws, _)) =
                    tokio_tungstenite::client_async(url, MaybeTlsStream::Plain(tcp)).await
                else {
                    return false;
                };
                if hello(&mut ws, &format!("slow{k}"), None).await.is_err()
                    || send(&mut ws, &ClientMessage::Watch { room }).await.is_err()
                {
                    return false;
                }
                if readers_read {
                    let (mut tx, mut rx) = ws.split();
                    tokio::spawn(async move { while let Some(Ok(_)) = rx.next().await {} });
                    while Instant::now() < stop {
                        let Some(pause) = pause else {
                            tokio::time::sleep_until(stop).await;
                            break;
                        };
                        let frame = Message::text(ClientMessage::Sync.to_frame());
                        if tx.send(frame).await.is_err() {
                            return true;
                        }
                        tokio::time::sleep(pause).await;
                    }
                    return false;
                }
                while Instant::now() < stop {
                    let Some(pause) = pause else {
                        tokio::time::sleep_until(stop).await;
                        break;
                    };
                    // A send that fails: the server closed the connection.
                    let sent =
                        timeout(Duration::from_secs(1), send(&mut ws, &ClientMessage::Sync)).await;
                    if !matches!(sent, Ok(Ok(()))) {
                        return matches!(sent, Ok(Err(_)));
                    }
                    tokio::time::sleep(pause).await;
                }
                // Closed by the server: reading now finds the close (or the reset).
                loop {
                    match timeout(Duration::from_millis(200), ws.next()).await {
                        Ok(Some(Ok(Message::Close(_)))) | Ok(Some(Err(_))) | Ok(None) => {
                            return true;
                        }
                        Ok(Some(Ok(_))) => continue,
                        Err(_) => return false,
                    }
                }
            })
        })
        .collect();
    let loris: Vec<_> = (0..slowloris)
        .map(|_| {
            let addr = addr.clone();
            tokio::spawn(async move {
                let Ok(mut s) = TcpStream::connect(&addr).await else {
                    return false;
                };
                let request = format!("GET /ws HTTP/1.1\r\nHost: {addr}\r\nUpgrade: websocket\r\n");
                for b in request.bytes() {
                    if Instant::now() >= stop || s.write_all(&[b]).await.is_err() {
                        break;
                    }
                    tokio::time::sleep(Duration::from_secs(1)).await;
                }
                // Still open at the end?
                s.write_all(b"X").await.is_ok()
            })
        })
        .collect();
    let peak = Arc::new(AtomicUsize::new(0));
    let sampler = {
        let peak = peak.clone();
        let pid = server.pid;
        tokio::spawn(async move {
            while Instant::now() < stop {
                peak.fetch_max(rss(pid) as usize, Ordering::Relaxed);
                tokio::time::sleep(Duration::from_millis(200)).await;
            }
        })
    };
    let (done, busy) = play_all(players, half, play.think_ms).await?;
    let busy_cpu = cpu_secs(&pid) - cpu;
    let _ = sampler.await;
    let mut open = 0;
    for l in loris {
        open += usize::from(l.await.unwrap_or(false));
    }
    // The slow readers were dropped (1008) when their 256 frames waited.
    let mut dropped = 0;
    for r in readers {
        dropped += usize::from(r.await.unwrap_or(false));
    }
    println!(
        "slow: with {slow} {} ({syncs} syncs a second each) and {slowloris} slowloris connections: {}; {}; server CPU {busy_cpu:.1} s, memory {} -> peak {}; {dropped} of {slow} of them dropped by the server, {open} of {slowloris} slowloris connections still open after {half:.0} s",
        if readers_read {
            "clients that read"
        } else {
            "slow readers"
        },
        busy.line(),
        errors(&done),
        mb(calm_rss),
        mb(peak.load(Ordering::Relaxed) as u64)
    );
    println!("      server {}", server.stats.lock().unwrap());
    Ok(())
}

async fn soak(bin: &Path, play: &Play, minutes: u64) -> Result<()> {
    let server = start_server(bin, "soak", &["--stats-secs", "30"]).await?;
    let urls = [server.url.clone()];
    let mut players = seat_players(&urls, play, "p").await?;
    for p in players.iter_mut().step_by(10) {
        p.chat_every = Some(Duration::from_secs(20));
    }
    let rounds = (minutes * 2).max(1);
    let started = Instant::now();
    let mut samples = Vec::new();
    let mut moves = 0;
    let mut all_errors = 0;
    for round in 0..rounds {
        let (mut done, lat) = play_all(players, 30.0, play.think_ms).await?;
        moves += lat.times.len();
        all_errors += done.iter().map(|p| p.errors).sum::<usize>();
        let sample = (
            started.elapsed().as_secs(),
            rss(server.pid),
            open_files(server.pid),
        );
        let without = done.iter().filter(|p| p.lost).count();
        println!(
            "  {:>5} s: server {}, {} open files; round {round}: {}; {without} players without a connection; {}\n         server {}",
            sample.0,
            mb(sample.1),
            sample.2,
            lat.line(),
            ends(),
            server.stats.lock().unwrap()
        );
        samples.push(sample);
        // A tenth drop and come back with their tokens.
        for p in done.iter_mut().skip(round as usize % 10).step_by(10) {
            if let Ok(mut ws) = connect(&urls[0]).await
                && hello(&mut ws, &p.name, Some(p.token.clone())).await.is_ok()
            {
                p.ws = ws;
                p.lost = false;
            }
        }
        players = done;
    }
    let first = samples.first().copied().unwrap_or_default();
    let last = samples.last().copied().unwrap_or_default();
    let peak = samples.iter().map(|s| s.1).max().unwrap_or(0);
    println!(
        "soak: {} players, {:.1} min, {moves} moves, {all_errors} errors; server memory {} after the first round, {} at the end (peak {}); open files {} -> {}",
        players.len(),
        started.elapsed().as_secs_f64() / 60.0,
        mb(first.1),
        mb(last.1),
        mb(peak),
        first.2,
        last.2
    );
    Ok(())
}
