//! `failover`: `redis-server` and three nodes; the players of each room spread over the nodes;
//! the rooms' owner (node a) is SIGKILLed mid-game and its players come back through the
//! others: how long until each has its room again, and whether any move was lost or delivered
//! twice. With `--rated`, every game is then ended by leaves and each player must have been
//! rated exactly once.

use std::collections::{BTreeMap, HashMap};
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use petri_net::{ClientMessage, RoomStatus, ServerMessage};
use tokio::time::{Instant, timeout_at};

use crate::client::{account_name, connect, hello, recv, send};
use crate::harness::{http_addr, http_get, start_redis, start_server};
use crate::play::{Latency, each, errors, ms, play_all, read_until, seat_players};
use crate::player::{Clock, Player, play_one};
use crate::{Play, Result};

/// How long after the kill a player may take to have its room back before it counts as never
/// back: the dead node's lease (3 s) runs out and a node that lives takes the room over, well
/// within this even on a busy machine.
const BACK_WITHIN: Duration = Duration::from_secs(30);

pub async fn failover(bin: &Path, play: &Play, redis_bin: &str, port: u16) -> Result<()> {
    let mut redis = start_redis(redis_bin, port).await?;
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
    let done = each(players, |p| {
        play_through(p, urls.clone(), until, think, clock.clone())
    })
    .await?;
    let after = Latency::of(&clock.lock().unwrap(), &done);
    // Those not back when the window closed wait for their room (on a busy machine the
    // takeover can take longer than the window).
    let deadline = killed + BACK_WITHIN;
    let done = each(done, |p| wait_back(p, urls.clone(), killed, deadline)).await?;
    let lost = report(&done, &seen, killed, &after);
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

/// Plays until `until`; a player whose connection closes comes back with its token through a
/// node that lives (as often as it takes).
async fn play_through(
    mut p: Player,
    urls: Vec<String>,
    until: Instant,
    think: Duration,
    clock: Arc<Mutex<Clock>>,
) -> Player {
    loop {
        p = play_one(p, until, think, clock.clone()).await;
        if !p.lost || Instant::now() >= until {
            return p;
        }
        reconnect(&mut p, &urls).await;
    }
}

/// A player whose connection closed connects again with its token, to a node that lives (one
/// try: `lost` stays set when it fails).
async fn reconnect(p: &mut Player, urls: &[String]) {
    let node = 1 + p.node % 2;
    let Ok(mut ws) = connect(&urls[node]).await else {
        // The pace of the tries, not a wait for anything.
        tokio::time::sleep(Duration::from_millis(100)).await;
        return;
    };
    if hello(&mut ws, &p.name, Some(p.token.clone())).await.is_ok() {
        p.ws = ws;
        p.node = node;
        p.lost = false;
        // Nothing to play until the room's snapshot comes.
        p.status = RoomStatus::Waiting;
        p.pending = None;
    }
}

/// The player has its room back: a snapshot came after the kill.
fn back(p: &Player, killed: Instant) -> bool {
    p.snapshot_at.is_some_and(|at| at > killed)
}

/// A player without its room back waits for it (reading, not playing; connecting again if its
/// connection closes), until `deadline`.
async fn wait_back(mut p: Player, urls: Vec<String>, killed: Instant, deadline: Instant) -> Player {
    while !back(&p, killed) && Instant::now() < deadline {
        if p.lost {
            reconnect(&mut p, &urls).await;
        } else {
            p = read_until(p, deadline, |p| back(p, killed)).await;
        }
    }
    p
}

/// Prints how the players came through the kill; the number whose game lost a move they had
/// seen.
fn report(
    done: &[Player],
    seen: &HashMap<String, Vec<String>>,
    killed: Instant,
    after: &Latency,
) -> usize {
    let mut back_after: Vec<Duration> = done
        .iter()
        .filter_map(|p| p.snapshot_at.filter(|&at| at > killed))
        .map(|at| at - killed)
        .collect();
    back_after.sort();
    let lost = done
        .iter()
        .filter(|p| !p.moves().starts_with(&seen[&p.name]))
        .count();
    let stuck = done.iter().filter(|p| !back(p, killed)).count();
    println!(
        "failover: node a killed; players had their room back (a snapshot) after {} (median) to {} (the last), {stuck} never; after the kill: {}; {lost} players whose game lost a move they had seen; {}",
        ms(back_after
            .get(back_after.len() / 2)
            .copied()
            .unwrap_or_default()),
        ms(back_after.last().copied().unwrap_or_default()),
        after.line(),
        errors(done)
    );
    lost
}

/// After a failover of rated rooms: all but one player of each room leave (the game ends, a
/// forfeit each), then every player's rating in the mode must rest on exactly one game, read
/// from the HTTP API of a node that lived. Returns how many were rated another number of
/// times than once.
async fn rated_once(url: &str, players: Vec<Player>, play: &Play) -> Result<usize> {
    let mode = format!("{}-{}", play.rules, play.seats);
    // A leave counts only from a connection the room has let in again.
    let deadline = Instant::now() + BACK_WITHIN;
    let answered = Arc::new(AtomicUsize::new(0));
    let players = each(players, |p| {
        let answered = answered.clone();
        async move {
            let (p, yes) = in_room(p, deadline).await;
            answered.fetch_add(usize::from(yes), Ordering::Relaxed);
            p
        }
    })
    .await?;
    let outside = players.len() - answered.load(Ordering::Relaxed);
    let mut by_room: HashMap<String, Vec<Player>> = HashMap::new();
    for p in players {
        by_room.entry(p.room.clone()).or_default().push(p);
    }
    let started = Instant::now();
    let (mut kept, mut names) = (Vec::new(), Vec::new());
    // Those who left keep their connections open to the end: a socket closed with frames
    // unread in it is reset, and the reset can throw away the leave before the server read it
    // (the room then sees a connection go, not a player leave, and the game goes on).
    let mut left = Vec::new();
    for (_, mut room) in by_room {
        let last = room.pop();
        for p in &mut room {
            let _ = send(&mut p.ws, &ClientMessage::Leave).await;
            names.push(p.name.clone());
        }
        kept.extend(last);
        left.push(room);
    }
    // Each room's last player hears `rated`; the others left.
    let rated = Arc::new(AtomicUsize::new(0));
    let until = Instant::now() + Duration::from_secs(20);
    let kept = each(kept, |mut p| {
        let rated = rated.clone();
        async move {
            let mut heard = Vec::new();
            while let Ok(Some(Ok(m))) = timeout_at(until, recv(&mut p.ws)).await {
                if matches!(m, ServerMessage::Rated { .. }) {
                    rated.fetch_add(1, Ordering::Relaxed);
                    return p;
                }
                heard.push(format!("{m:?}").chars().take(160).collect::<String>());
            }
            // What it heard instead (why its game did not end shows there).
            eprintln!(
                "failover: {} in room {} heard no `rated`, but: {heard:#?}",
                p.name, p.room
            );
            p
        }
    })
    .await?;
    names.extend(kept.into_iter().map(|p| p.name));
    let heard = started.elapsed();
    let counts = rated_games(&http_addr(url), &names, &mode).await?;
    let rooms = names.len() / usize::from(play.seats);
    println!(
        "failover: rated: {outside} players whose room did not answer before they left; {} of {rooms} rooms' `rated` heard within {} of the leaves; players by rated games in {mode}: {counts:?} (each once: {})",
        rated.load(Ordering::Relaxed),
        ms(heard),
        counts.get(&1).copied().unwrap_or(0) == names.len()
    );
    drop(left);
    Ok(names.len() - counts.get(&1).copied().unwrap_or(0))
}

/// Makes sure the room has the player's connection again: asks for the room (`sync`) until a
/// snapshot answers (true), until `deadline`. After a takeover the room lets a connection in
/// again only when the player's node brings it there; until then the room does not take what
/// the connection sends it (a leave neither).
async fn in_room(mut p: Player, deadline: Instant) -> (Player, bool) {
    while !p.lost && Instant::now() < deadline {
        let asked = Instant::now();
        if send(&mut p.ws, &ClientMessage::Sync).await.is_err() {
            p.lost = true;
            break;
        }
        // An unanswered `sync` is asked again (a snapshot comes within a second even over
        // the server's `sync` rate).
        let within = (asked + Duration::from_secs(2)).min(deadline);
        p = read_until(p, within, move |p| {
            p.snapshot_at.is_some_and(|at| at >= asked)
        })
        .await;
        if p.snapshot_at.is_some_and(|at| at >= asked) {
            return (p, true);
        }
    }
    (p, false)
}

/// Every player's page (`/api/players/{account}`): how many players have how many rated
/// games in `mode`.
async fn rated_games(addr: &str, names: &[String], mode: &str) -> Result<BTreeMap<u32, usize>> {
    let mut counts: BTreeMap<u32, usize> = BTreeMap::new();
    for name in names {
        let k: usize = name
            .trim_start_matches(|c: char| !c.is_ascii_digit())
            .parse()
            .map_err(|_| format!("{name}: no number"))?;
        let account = account_name(name.trim_end_matches(|c: char| c.is_ascii_digit()), k);
        let body = http_get(addr, &format!("/api/players/{account}")).await?;
        let page: petri_net::api::PlayerPage =
            serde_json::from_str(&body).map_err(|e| format!("{account}: {e}: {body}"))?;
        *counts
            .entry(page.ratings.get(mode).map_or(0, |r| r.games))
            .or_default() += 1;
    }
    Ok(counts)
}
