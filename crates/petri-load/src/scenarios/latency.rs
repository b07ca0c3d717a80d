//! `latency`: players play on one server: move → every player of the room, the server's
//! memory and the CPU both sides spent.

use std::path::Path;

use crate::harness::{cpu_secs, mb, rss, start_server};
use crate::play::{errors, play_all, seat_players};
use crate::{Play, Result};

pub async fn latency(bin: &Path, play: &Play) -> Result<()> {
    let server = start_server(bin, "latency", &[]).await?;
    let urls = [server.url.clone()];
    let players = seat_players(&urls, play, "p").await?;
    let (server_cpu, own_cpu) = (cpu_secs(&server.pid.to_string()), cpu_secs("self"));
    let (done, lat) = play_all(players, play.seconds as f64, play.think_ms).await?;
    println!(
        "latency: {} players, {} s: {}; {}; server {}; CPU during play: server {:.1} s, petri-load {:.1} s",
        done.len(),
        play.seconds,
        lat.line(),
        errors(&done),
        mb(rss(server.pid)),
        cpu_secs(&server.pid.to_string()) - server_cpu,
        cpu_secs("self") - own_cpu
    );
    Ok(())
}
