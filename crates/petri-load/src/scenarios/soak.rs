//! `soak`: players play for `--minutes` in rounds of 30 s, a tenth of them chatting, a tenth
//! dropping and coming back each round: the server's memory and open files sampled after
//! every round.

use std::path::Path;
use std::time::Duration;

use tokio::time::Instant;

use crate::client::{connect, ends, hello};
use crate::harness::{mb, open_files, rss, start_server};
use crate::play::{play_all, seat_players};
use crate::{Play, Result};

pub async fn soak(bin: &Path, play: &Play, minutes: u64) -> Result<()> {
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
