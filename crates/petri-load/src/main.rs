//! `petri-load`: drives a `petri-server` on 127.0.0.1 with simulated players and prints what
//! it measured. Bounded in count and time; it starts its own server (the `petri-server` built
//! beside it, on a fresh data folder) and stops it at the end.
//!
//! Phases:
//! 1. **idle**: `--idle` connections say `hello` and wait; the server's resident memory before
//!    and after, divided by the count, is the memory a connection holds.
//! 2. **play**: `--players` players `quick_join` rooms of `--rules` with 2 and then 6 seats,
//!    each plays a random legal move `--think-ms` after its turn comes, for `--seconds`. The
//!    time from a move's `move` frame to the `moved` frame reaching every player of the room is
//!    the move→everyone latency (p50, p99, max).
//! 3. **resume**: play stops, `--drop` players lose their connection (closed without a word),
//!    then all come back at once with their tokens; the time until every one has its room's
//!    snapshot, and whether each snapshot holds every move that player had seen.

use std::collections::HashMap;
use std::path::PathBuf;
use std::process::Stdio;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use chacha20::ChaCha8Rng;
use clap::Parser;
use futures_util::{SinkExt, StreamExt};
use petri_net::{
    ClientMessage, ErrorCode, Mode, PROTO, RoomStatus, Seen, ServerMessage, Versions, WireMove,
};
use petri_rules::{Game, Preset, Seat, Stage};
use rand::{RngExt, SeedableRng};
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::net::TcpStream;
use tokio::time::{Instant, timeout, timeout_at};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

#[derive(Parser, Debug)]
#[command(about = "Load test for petri-server (127.0.0.1, bounded in count and time)")]
struct Args {
    /// The server binary (default: `petri-server` beside this one).
    #[arg(long)]
    server_bin: Option<PathBuf>,
    /// Idle connections for the memory figure.
    #[arg(long, default_value_t = 1000)]
    idle: usize,
    /// Players in the play phase (per room size).
    #[arg(long, default_value_t = 1000)]
    players: usize,
    /// Seconds of play per room size.
    #[arg(long, default_value_t = 20)]
    seconds: u64,
    /// A player's pause before its move, in milliseconds.
    #[arg(long, default_value_t = 300)]
    think_ms: u64,
    /// Players dropped and resumed at the end.
    #[arg(long, default_value_t = 200)]
    drop: usize,
    /// The rules of the rooms: a preset played by 2 and 6 (classic, online, petri, …).
    #[arg(long, default_value = "classic")]
    rules: String,
    /// Room sizes to run, in order.
    #[arg(long, value_delimiter = ',', default_value = "2,6")]
    sizes: Vec<u8>,
}

fn main() {
    let args = Args::parse();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a tokio runtime");
    if let Err(e) = runtime.block_on(run(args)) {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}

type Result<T> = std::result::Result<T, String>;

struct Server {
    child: tokio::process::Child,
    pid: u32,
    url: String,
    _data: TempDir,
}

struct TempDir(PathBuf);

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

async fn start_server(bin: PathBuf) -> Result<Server> {
    let data = std::env::temp_dir().join(format!("petri-load-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    std::fs::create_dir_all(&data).map_err(|e| format!("cannot create {data:?}: {e}"))?;
    let mut child = tokio::process::Command::new(&bin)
        .args(["--listen", "127.0.0.1:0", "--data"])
        .arg(&data)
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
    tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
    Ok(Server {
        pid: child.id().ok_or("no pid")?,
        child,
        url: format!("ws://{addr}/ws"),
        _data: TempDir(data),
    })
}

/// Resident memory of a process in bytes (Linux).
fn rss(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

async fn connect(url: &str) -> Result<Ws> {
    let (ws, _) = tokio_tungstenite::connect_async(url)
        .await
        .map_err(|e| format!("connect: {e}"))?;
    Ok(ws)
}

async fn send(ws: &mut Ws, m: &ClientMessage) -> Result<()> {
    ws.send(Message::text(m.to_frame()))
        .await
        .map_err(|e| format!("send: {e}"))
}

/// The next message from the server (pings answered by tungstenite); `None` when closed.
async fn recv(ws: &mut Ws) -> Option<Result<ServerMessage>> {
    loop {
        match ws.next().await? {
            Ok(Message::Text(t)) => {
                return Some(ServerMessage::parse(t.as_str()).map_err(|e| e.to_string()));
            }
            Ok(Message::Close(_)) => return None,
            Ok(_) => continue,
            Err(e) => return Some(Err(format!("receive: {e}"))),
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

/// Connects `n` clients that say `hello`, `batch` at a time.
async fn connect_many(url: &str, n: usize, prefix: &str) -> Result<Vec<(Ws, String)>> {
    let mut out = Vec::with_capacity(n);
    let mut i = 0;
    while i < n {
        let batch = (n - i).min(100);
        let tasks: Vec<_> = (i..i + batch)
            .map(|k| {
                let url = url.to_string();
                let name = format!("{prefix}{k}");
                tokio::spawn(async move {
                    let mut ws = connect(&url).await?;
                    let token = hello(&mut ws, &name, None).await?;
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
}

/// Errors printed so far (the first few are shown).
static SHOWN: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// One simulated player.
struct Player {
    ws: Ws,
    token: String,
    name: String,
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
    voted: bool,
}

impl Player {
    fn my_turn(&self) -> bool {
        self.status == RoomStatus::Playing
            && self.pending.is_none()
            && match (&self.game, self.you) {
                (Some(g), Some(you)) => !g.is_over() && g.to_move() == Seat(you),
                _ => false,
            }
    }

    /// A random legal move (a Petri roll is the server's: `roll`).
    fn pick(&mut self) -> Option<WireMove> {
        let g = self.game.as_ref()?;
        if matches!(g.stage(), Stage::Roll | Stage::FirstRoll) {
            return Some(WireMove::Roll);
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
                self.game = s.record.replay().ok();
                self.pending = None;
                self.voted = false;
                None
            }
            ServerMessage::Moved { v, seat, action } => {
                let now = Instant::now();
                clock
                    .lock()
                    .unwrap()
                    .received
                    .entry((self.room.clone(), v))
                    .or_default()
                    .push(now);
                if self.pending == Some(v) {
                    self.pending = None;
                }
                match self.v.accept(v) {
                    Seen::Next => {}
                    Seen::Old => return None,
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
                Some(ClientMessage::Propose {
                    kind: petri_net::VoteKind::NewGame,
                    seat: None,
                })
            }
            ServerMessage::Vote(state) => {
                if self.voted || self.you.is_some_and(|y| state.yes.contains(&y)) {
                    return None;
                }
                self.voted = true;
                Some(ClientMessage::Vote {
                    kind: state.kind,
                    yes: true,
                })
            }
            ServerMessage::Error { code, message } => {
                self.errors += 1;
                if SHOWN.fetch_add(1, std::sync::atomic::Ordering::Relaxed) < 5 {
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

/// Plays until `until`; returns the player, still connected.
async fn play(mut p: Player, until: Instant, think: Duration, clock: Arc<Mutex<Clock>>) -> Player {
    let mut due: Option<Instant> = None;
    loop {
        if p.my_turn() && due.is_none() {
            due = Some(Instant::now() + think);
        }
        let wake = due.unwrap_or(until).min(until);
        match timeout_at(wake, recv(&mut p.ws)).await {
            Ok(Some(Ok(m))) => {
                if let Some(answer) = p.take(m, &clock)
                    && send(&mut p.ws, &answer).await.is_err()
                {
                    return p;
                }
                if !p.my_turn() {
                    due = None;
                }
            }
            Ok(_) => {
                p.errors += 1;
                return p;
            }
            Err(_) => {
                if Instant::now() >= until {
                    return p;
                }
                due = None;
                if p.my_turn()
                    && let Some(text) = p.pick()
                {
                    let v = p.v.v() + 1;
                    clock
                        .lock()
                        .unwrap()
                        .sent
                        .insert((p.room.clone(), v), Instant::now());
                    p.pending = Some(v);
                    let m = text.message(p.v.v());
                    if send(&mut p.ws, &m).await.is_err() {
                        return p;
                    }
                }
            }
        }
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

async fn run(args: Args) -> Result<()> {
    let preset: Preset = Preset::ALL
        .into_iter()
        .find(|p| p.name() == args.rules)
        .ok_or(format!("--rules: unknown preset {:?}", args.rules))?;
    let bin = match args.server_bin.clone() {
        Some(b) => b,
        None => std::env::current_exe()
            .map_err(|e| e.to_string())?
            .with_file_name(format!("petri-server{}", std::env::consts::EXE_SUFFIX)),
    };
    let mut server = start_server(bin).await?;
    println!("petri-load: server pid {} at {}", server.pid, server.url);

    // 1. idle connections
    tokio::time::sleep(Duration::from_millis(300)).await;
    let before = rss(server.pid).unwrap_or(0);
    let started = Instant::now();
    let idle = connect_many(&server.url, args.idle, "idle").await?;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let after = rss(server.pid).unwrap_or(0);
    println!(
        "idle: {} connections in {:.1} s; server memory {:.1} MB -> {:.1} MB: {:.1} KB a connection",
        idle.len(),
        started.elapsed().as_secs_f64(),
        before as f64 / 1e6,
        after as f64 / 1e6,
        after.saturating_sub(before) as f64 / idle.len().max(1) as f64 / 1024.0
    );
    drop(idle);

    let mut last = Vec::new();
    for &size in &args.sizes {
        let mode = Mode {
            rules: preset,
            players: size,
        };
        let players = args.players / size as usize * size as usize;
        let clock = Arc::new(Mutex::new(Clock::default()));
        let started = Instant::now();
        let conns = connect_many(&server.url, players, &format!("p{size}-")).await?;
        let mut joined = Vec::new();
        for (k, (mut ws, token)) in conns.into_iter().enumerate() {
            send(&mut ws, &ClientMessage::QuickJoin { mode }).await?;
            joined.push(Player {
                ws,
                token,
                name: format!("p{size}-{k}"),
                room: String::new(),
                you: None,
                seats: size as usize,
                v: Versions::default(),
                game: None,
                status: RoomStatus::Waiting,
                rng: ChaCha8Rng::seed_from_u64(k as u64),
                pending: None,
                errors: 0,
                voted: false,
            });
        }
        println!(
            "play {}: {players} players joined in {:.1} s",
            mode.key(),
            started.elapsed().as_secs_f64()
        );
        let until = Instant::now() + Duration::from_secs(args.seconds);
        let think = Duration::from_millis(args.think_ms);
        let tasks: Vec<_> = joined
            .into_iter()
            .map(|p| tokio::spawn(play(p, until, think, clock.clone())))
            .collect();
        let mut done = Vec::new();
        for t in tasks {
            done.push(t.await.map_err(|e| e.to_string())?);
        }
        let errors: usize = done.iter().map(|p| p.errors).sum();
        let clock = clock.lock().unwrap();
        let mut everyone = Vec::new();
        let mut incomplete = 0;
        for (key, sent) in &clock.sent {
            let seats = done
                .iter()
                .find(|p| p.room == key.0)
                .map_or(size as usize, |p| p.seats);
            match clock.received.get(key) {
                Some(r) if r.len() >= seats => {
                    everyone.push(r.iter().max().unwrap().saturating_duration_since(*sent))
                }
                _ => incomplete += 1,
            }
        }
        everyone.sort();
        println!(
            "play {}: {} moves in {} s; move->everyone p50 {}, p99 {}, max {}; {} not seen by all at the end; {} errors",
            mode.key(),
            everyone.len(),
            args.seconds,
            ms(percentile(&everyone, 0.5)),
            ms(percentile(&everyone, 0.99)),
            ms(everyone.last().copied().unwrap_or_default()),
            incomplete,
            errors
        );
        last = done;
    }

    // 3. resume
    let drop_count = args.drop.min(last.len());
    let mut dropped = Vec::new();
    for _ in 0..drop_count {
        let p = last.pop().expect("counted");
        let moves = p.game.as_ref().map_or(0, |g| g.record().moves.len());
        dropped.push((p.token, p.name, p.room, moves));
        // dropping the socket closes it without a close frame
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let started = Instant::now();
    let tasks: Vec<_> = dropped
        .into_iter()
        .map(|(token, name, room, moves)| {
            let url = server.url.clone();
            tokio::spawn(async move {
                let mut ws = connect(&url).await?;
                hello(&mut ws, &name, Some(token)).await?;
                loop {
                    match timeout(Duration::from_secs(30), recv(&mut ws)).await {
                        Ok(Some(Ok(ServerMessage::Snapshot(s)))) => {
                            return Ok::<_, String>((
                                s.room == room && s.record.moves.len() >= moves,
                                started.elapsed(),
                            ));
                        }
                        Ok(Some(Ok(_))) => continue,
                        other => return Err(format!("no snapshot on resume: {other:?}")),
                    }
                }
            })
        })
        .collect();
    let (mut resumed, mut intact, mut slowest) = (0, 0, Duration::ZERO);
    for t in tasks {
        if let Ok(Ok((whole, took))) = t.await {
            resumed += 1;
            intact += usize::from(whole);
            slowest = slowest.max(took);
        }
    }
    println!(
        "resume: {resumed} of {drop_count} dropped players back in their room in {} (the last); {intact} with every move they had seen",
        ms(slowest)
    );
    drop(last);
    let _ = server.child.kill().await;
    Ok(())
}
