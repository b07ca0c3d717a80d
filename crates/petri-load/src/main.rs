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
//! - `restart`: the server is SIGKILLed mid-game and started again on its data: every player
//!   back with every move it had seen, the running clocks compared with before.
//! - `failover`: `redis-server` and three nodes; players of each room spread over the nodes;
//!   the rooms' owner is SIGKILLed mid-game: how long until the game goes on, and whether any
//!   move was lost or delivered twice.
//! - `slow`: players play while slow readers (watchers that never read) and slowloris clients
//!   (an HTTP request sent a byte at a time) hang on: the server's memory, and the players'
//!   latency before and during.
//! - `soak`: players play for `--minutes`, dropping and resuming and chatting; the server's
//!   memory and open files sampled along the way.
//!
//! This file is the command line. By concern, beside it: [`harness`] (the servers, Redis, and
//! what `/proc` says of them), [`client`] (the WebSocket client: connect, `hello`, frames),
//! [`player`] (one simulated player), [`play`] (seating and playing many, and their
//! latency) and [`scenarios`] (one file a scenario).

mod client;
mod harness;
mod play;
mod player;
mod scenarios;

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

/// Errors as text: each one ends the scenario and is printed.
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
pub struct Play {
    /// Players.
    #[arg(long, default_value_t = 1000)]
    pub players: usize,
    /// Seats of the rooms (public rooms of `--rules`).
    #[arg(long, default_value_t = 2)]
    pub seats: u8,
    /// The rules of the rooms: a preset (classic, family, online, petri, petri-realtime).
    #[arg(long, default_value = "classic")]
    pub rules: String,
    /// Seconds of play.
    #[arg(long, default_value_t = 20)]
    pub seconds: u64,
    /// A player's pause before its move, in milliseconds.
    #[arg(long, default_value_t = 300)]
    pub think_ms: u64,
    /// Random legal moves in Chinese checkers too (greedy by default): games then run to the
    /// move cap (300 moves a seat), the longest a game gets.
    #[arg(long)]
    pub random: bool,
    /// Every Nth player stops moving after its first move: its clock runs out (public rooms:
    /// 30 s a turn and a 60 s reserve), and how late the server says so is measured (0:
    /// nobody idles).
    #[arg(long, default_value_t = 0)]
    pub idle_every: usize,
    /// Rated rooms: every player first registers an account (`{prefix}{k:03}`; Argon2 hashing
    /// on the server, two at a time). `failover` then ends every game after the kill (all
    /// but one player of each room leave) and checks that each player was rated exactly once.
    #[arg(long)]
    pub rated: bool,
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
        Scenario::Capacity { conns } => scenarios::capacity(&bin, conns).await,
        Scenario::Latency(play) => scenarios::latency(&bin, &play).await,
        Scenario::Storm(play) => scenarios::storm(&bin, &play).await,
        Scenario::Restart(play) => scenarios::restart(&bin, &play).await,
        Scenario::Failover {
            play,
            redis_bin,
            redis_port,
        } => scenarios::failover(&bin, &play, &redis_bin, redis_port).await,
        Scenario::Slow {
            play,
            slow,
            syncs,
            readers_read,
            slowloris,
        } => {
            let slow = scenarios::Slow {
                slow,
                syncs,
                readers_read,
                slowloris,
            };
            scenarios::slow_readers(&bin, &play, &slow).await
        }
        Scenario::Soak { play, minutes } => scenarios::soak(&bin, &play, minutes).await,
    }
}
