//! `restart`: the server is SIGKILLed mid-game and started again on its data: every player
//! comes back with its token and every move it had seen; the running clocks after the restart
//! are compared with those before.

use std::path::Path;
use std::time::Duration;

use petri_net::ClockView;
use tokio::time::Instant;

use crate::client::{Ws, resume};
use crate::harness::{TempDir, server_on};
use crate::play::{ms, play_all, seat_players, settle};
use crate::{Play, Result};

/// What a player saw last: token, name, moves seen, the clocks as last heard.
type Before = (String, String, Vec<String>, Option<(Instant, ClockView)>);

/// A player back: whether with every move it had seen, its clock's error (ms), how long
/// after the kill.
type Back = (bool, Option<i64>, Duration);

pub async fn restart(bin: &Path, play: &Play) -> Result<()> {
    let data = TempDir::new("restart")?;
    let mut server = server_on(bin, data.path(), &[]).await?;
    let urls = [server.url.clone()];
    let players = seat_players(&urls, play, "p").await?;
    let (players, lat) = play_all(players, play.seconds as f64, play.think_ms).await?;
    println!("restart: play {}", lat.line());
    // What each player saw last: its moves and the room's clocks.
    let players = settle(players).await?;
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
    let server = server_on(bin, data.path(), &[]).await?;
    let up = killed.elapsed();
    let tasks: Vec<_> = seen
        .into_iter()
        .map(|before| {
            let url = server.url.clone();
            tokio::spawn(come_back(url, before, killed))
        })
        .collect();
    let n = tasks.len();
    let (mut intact, mut offs, mut back) = (0, Vec::new(), Vec::new());
    let mut held = Vec::new();
    for t in tasks {
        if let Ok(Ok(((whole, off, took), ws))) = t.await {
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

/// A player back with its token after the restart, and what it found (the connection is
/// kept open by the caller).
async fn come_back(
    url: String,
    (token, name, moves, clock): Before,
    killed: Instant,
) -> Result<(Back, Ws)> {
    let (ws, s) = resume(&url, &name, token).await?;
    let at = Instant::now();
    let whole = s.record.moves.starts_with(&moves);
    // The clock's error: what the snapshot says has run of the turn, against what had run
    // when last heard plus the time since (the time the server was down runs too: the wall's).
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
    Ok(((whole, off, at - killed), ws))
}
