//! `capacity`: idle connections (`hello`, then nothing) on one server: the open-file limits,
//! the ramp's time, the server's memory a connection, and that every connection still answers.

use std::path::Path;
use std::time::Duration;

use petri_net::{ClientMessage, ErrorCode, ServerMessage};
use tokio::time::{Instant, timeout};

use crate::Result;
use crate::client::{connect_many, recv, send};
use crate::harness::{file_limit, mb, open_files, rss, settled_rss, start_server};

pub async fn capacity(bin: &Path, conns: usize) -> Result<()> {
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
    let before = settled_rss(server.pid).await;
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
    let after = settled_rss(server.pid).await;
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
