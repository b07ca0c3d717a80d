//! Many players at once: seated room after room, playing for a while, brought up to date
//! once play stopped; the move → everyone times and the errors they saw.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use petri_net::{ClientMessage, Mode, ServerMessage};
use petri_rules::Preset;
use tokio::time::{Instant, timeout, timeout_at};

use crate::client::{connect_many, recv, send};
use crate::player::{Clock, Player, play_one};
use crate::{Play, Result};

/// Players connected (round robin over `urls`) and seated by `quick_join`, one after another
/// so that rooms fill in order.
pub async fn seat_players(urls: &[String], play: &Play, prefix: &str) -> Result<Vec<Player>> {
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
pub async fn play_all(
    players: Vec<Player>,
    seconds: f64,
    think_ms: u64,
) -> Result<(Vec<Player>, Latency)> {
    let clock = Arc::new(Mutex::new(Clock::default()));
    let until = Instant::now() + Duration::from_secs_f64(seconds);
    let think = Duration::from_millis(think_ms);
    let done = each(players, |p| play_one(p, until, think, clock.clone())).await?;
    let mut latency = Latency::of(&clock.lock().unwrap(), &done);
    latency.flags = std::mem::take(&mut clock.lock().unwrap().flags);
    latency.flags.sort_unstable();
    Ok((done, latency))
}

/// Runs `f` on every player at once (a task each); the players back, in their order.
pub async fn each<F, Fut>(players: Vec<Player>, f: F) -> Result<Vec<Player>>
where
    F: Fn(Player) -> Fut,
    Fut: Future<Output = Player> + Send + 'static,
{
    let tasks: Vec<_> = players.into_iter().map(|p| tokio::spawn(f(p))).collect();
    let mut out = Vec::with_capacity(tasks.len());
    for t in tasks {
        out.push(t.await.map_err(|e| e.to_string())?);
    }
    Ok(out)
}

/// Reads what comes for `p` (taken in, not answered) until `done` holds of it, its connection
/// ends (`lost`) or `until` passes.
pub async fn read_until(mut p: Player, until: Instant, done: impl Fn(&Player) -> bool) -> Player {
    let clock = Mutex::new(Clock::default());
    while !done(&p) && !p.lost {
        match timeout_at(until, recv(&mut p.ws)).await {
            Ok(Some(Ok(m))) => {
                p.take(m, &clock);
            }
            // A frame this build cannot read: the next one.
            Ok(Some(Err(_))) => {}
            Ok(None) => p.lost = true,
            Err(_) => break,
        }
    }
    p
}

/// Brings every player up to date once play stopped (10 s at most): first each hears what
/// became of the move it sent last (then no move is on its way to the server any more), then
/// each asks for its room (`sync`) and reads up to the snapshot: every move and the clocks
/// as the room has them.
pub async fn settle(players: Vec<Player>) -> Result<Vec<Player>> {
    let until = Instant::now() + Duration::from_secs(10);
    let players = each(players, |p| read_until(p, until, |p| p.pending.is_none())).await?;
    each(players, |mut p| async move {
        let asked = Instant::now();
        if !p.lost && send(&mut p.ws, &ClientMessage::Sync).await.is_err() {
            p.lost = true;
        }
        read_until(p, until, move |p| {
            p.snapshot_at.is_some_and(|at| at >= asked)
        })
        .await
    })
    .await
}

/// Move → everyone times.
pub struct Latency {
    pub times: Vec<Duration>,
    incomplete: usize,
    /// Idle players' clocks: how late each `out_of_time` came (ms), sorted.
    flags: Vec<i64>,
}

impl Latency {
    pub fn of(clock: &Clock, players: &[Player]) -> Latency {
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

    pub fn line(&self) -> String {
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

pub fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1000.0)
}

pub fn errors(players: &[Player]) -> String {
    let e: usize = players.iter().map(|p| p.errors).sum();
    let r: usize = players.iter().map(|p| p.repeats).sum();
    format!("{e} errors, {r} changes delivered twice")
}
