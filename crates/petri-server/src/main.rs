//! `petri-server`: Petri's authoritative online game server (see `crates/petri-net/README.md`
//! for the protocol).

use std::path::PathBuf;
use std::time::Duration;

use clap::Parser;
use petri_net::limits::{self, Rate};
use std::net::IpAddr;

mod accounts;
mod clock;
mod cluster;
mod lobby;
mod ratings;
mod room;
mod server;
mod storage;
mod store;

/// Petri's online game server: rooms, seats, votes and dice over WebSockets at /ws.
#[derive(Parser, Debug)]
#[command(name = "petri-server", version)]
struct Args {
    /// Address to listen on (`127.0.0.1:0` picks a free port).
    #[arg(long, default_value = "127.0.0.1:7878")]
    listen: String,
    /// Folder for the server's database (default: `server` in the game's folder).
    #[arg(long)]
    data: Option<PathBuf>,
    /// Serve this folder's static site at `/` (precompressed `.br`/`.gz` files when asked for).
    #[arg(long)]
    web: Option<PathBuf>,
    /// Origins browsers may connect from, besides the server's own host (repeat; `*` for any).
    #[arg(long)]
    allow_origin: Vec<String>,
    /// Open connections one client address may have (more get HTTP 429).
    #[arg(long, default_value_t = limits::CONNECTIONS_PER_ADDRESS)]
    connections_per_address: usize,
    /// Rooms one client address may create a minute (a burst of this many, then evenly).
    #[arg(long, default_value_t = 60_000 / limits::ROOMS_PER_ADDRESS.every_ms as u32)]
    rooms_per_minute: u32,
    /// Reverse proxies (IP addresses) whose `X-Forwarded-For` names the client's address.
    #[arg(long, num_args = 1..)]
    trust_proxy: Vec<IpAddr>,
    /// Run as one node of several on this Redis (`redis://HOST:PORT`): rooms, players and the
    /// lobby live there; without it, one process with its SQLite file under --data.
    #[arg(long)]
    redis: Option<String>,
    /// This node's name (logs; with --redis).
    #[arg(long, default_value = "node")]
    node: String,
    /// Seconds before a lost player counts as vanished (tests shorten it).
    #[arg(long, default_value_t = limits::VANISHED_SECS, hide = true)]
    vanish_secs: u64,
    /// Seconds between pings (tests shorten it).
    #[arg(long, default_value_t = limits::PING_SECS, hide = true)]
    ping_secs: u64,
    /// Seconds without a word from a client (not even a pong) before it is dropped.
    #[arg(long, default_value_t = limits::DEAD_SECS, hide = true)]
    dead_secs: u64,
    /// Print a `stats:` line to stdout this often (seconds; load tests and soaks read it):
    /// rooms, connections, what the rooms hold, tasks, the allocator's heap.
    #[arg(long, hide = true)]
    stats_secs: Option<u64>,
    /// Seconds to say `hello` (tests shorten it).
    #[arg(long, default_value_t = limits::HELLO_SECS, hide = true)]
    hello_secs: u64,
    /// Tests only: `POST /test/clock/{ms}` moves the server's clock ahead (a clock runs out
    /// without the test waiting for it). Never on a public server.
    #[arg(long, hide = true)]
    test_clock: bool,
}

fn default_data() -> PathBuf {
    directories::BaseDirs::new()
        .map(|d| d.config_dir().join("petri").join("server"))
        .unwrap_or_else(|| PathBuf::from("petri-server-data"))
}

async fn stop_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = term => {},
    }
}

/// The server's log: lines on stderr (time, level, what happened), from `info` up. A closed
/// stderr is not an error: the lines are dropped and the server goes on.
fn start_log() {
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_ansi(false)
        .with_target(false)
        .with_max_level(tracing::Level::INFO)
        .log_internal_errors(false)
        .init();
}

fn main() -> std::process::ExitCode {
    let args = Args::parse();
    start_log();
    let config = server::Config {
        data: args.data.unwrap_or_else(default_data),
        web: args.web,
        allow_origin: args.allow_origin,
        vanish_ms: args.vanish_secs * 1000,
        ping_every: Duration::from_secs(args.ping_secs.max(1)),
        dead_after: Duration::from_secs(args.dead_secs.max(1)),
        hello_timeout: Duration::from_secs(args.hello_secs.max(1)),
        connections_per_address: args.connections_per_address,
        rooms_per_address: Rate {
            burst: args.rooms_per_minute.max(1),
            every_ms: 60_000 / u64::from(args.rooms_per_minute.max(1)),
        },
        trust_proxy: args.trust_proxy,
        redis: args.redis,
        node: args.node,
        stats_every: args.stats_secs.map(|s| Duration::from_secs(s.max(1))),
        test_clock: args.test_clock,
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a tokio runtime");
    let result = runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind(&args.listen)
            .await
            .map_err(|e| format!("cannot listen on {}: {e}", args.listen))?;
        let addr = listener.local_addr().map_err(|e| e.to_string())?;
        {
            use std::io::Write;
            let mut out = std::io::stdout().lock();
            let _ = writeln!(out, "listening on {addr}");
            let _ = out.flush();
        }
        server::run(listener, config, stop_signal()).await
    });
    runtime.shutdown_timeout(Duration::from_secs(2));
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            tracing::error!("petri-server: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}
