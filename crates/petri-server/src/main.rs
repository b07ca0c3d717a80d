//! `petri-server`: Petri's authoritative online game server (see `crates/petri-net/README.md`
//! for the protocol).

use std::path::PathBuf;
use std::time::Duration;

use clap::Parser;

mod lobby;
mod room;
mod server;
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
    /// Seconds before a lost player counts as vanished (tests shorten it).
    #[arg(long, default_value_t = petri_net::VANISHED_SECS, hide = true)]
    vanish_secs: u64,
    /// Seconds between pings (tests shorten it).
    #[arg(long, default_value_t = 20, hide = true)]
    ping_secs: u64,
    /// Seconds without a word from a client (not even a pong) before it is dropped.
    #[arg(long, default_value_t = 60, hide = true)]
    dead_secs: u64,
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

fn main() -> std::process::ExitCode {
    let args = Args::parse();
    let config = server::Config {
        data: args.data.unwrap_or_else(default_data),
        web: args.web,
        allow_origin: args.allow_origin,
        vanish_ms: args.vanish_secs * 1000,
        ping_every: Duration::from_secs(args.ping_secs.max(1)),
        dead_after: Duration::from_secs(args.dead_secs.max(1)),
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
            eprintln!("petri-server: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}
