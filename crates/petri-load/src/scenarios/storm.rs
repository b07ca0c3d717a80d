//! `storm`: players play, then half of them lose their connection at once and all come back
//! with their tokens: each must be back in the same room and seat with every move it had seen.

use std::path::Path;
use std::time::Duration;

use tokio::time::Instant;

use crate::client::resume;
use crate::harness::{mb, open_sockets, poll, rss, start_server};
use crate::play::{ms, play_all, seat_players};
use crate::player::Player;
use crate::{Play, Result};

/// What a dropped player had: token, name, room, seat, and the moves it had seen.
type Seated = (String, String, String, Option<u8>, Vec<String>);

pub async fn storm(bin: &Path, play: &Play) -> Result<()> {
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
    let open = open_sockets(server.pid);
    drop(dropped);
    // They come back once the server has closed their connections.
    let closed = poll(
        Duration::from_secs(10),
        Duration::from_millis(10),
        async || open_sockets(server.pid) + half <= open,
    )
    .await;
    if !closed {
        println!("storm: the server had not closed all {half} dropped connections after 10 s");
    }
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
