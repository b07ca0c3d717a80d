//! `slow`: players play, first alone, then beside slow readers (watchers of their rooms that
//! ask for snapshots and read nothing) and slowloris clients (an HTTP request sent a byte a
//! second): the server's memory and CPU, how many of them it dropped, and the players'
//! latency before and during.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use petri_net::ClientMessage;
use tokio::io::AsyncWriteExt;
use tokio::net::{TcpSocket, TcpStream};
use tokio::task::JoinHandle;
use tokio::time::{Instant, timeout};
use tokio_tungstenite::MaybeTlsStream;
use tokio_tungstenite::tungstenite::Message;

use crate::client::{Ws, hello, send};
use crate::harness::{cpu_secs, mb, rss, start_server};
use crate::play::{errors, play_all, seat_players};
use crate::{Play, Result};

/// The clients beside the players (the scenario's options).
pub struct Slow {
    /// Watchers that never read.
    pub slow: usize,
    /// `sync`s each of them sends a second (0: they only watch).
    pub syncs: u32,
    /// They read everything after all (a control).
    pub readers_read: bool,
    /// Connections that send their HTTP request a byte a second.
    pub slowloris: usize,
}

/// What a slow reader does: where, and until when.
#[derive(Clone)]
struct Reader {
    addr: String,
    url: String,
    /// Between two `sync`s (none: it only watches).
    pause: Option<Duration>,
    read: bool,
    stop: Instant,
}

pub async fn slow_readers(bin: &Path, play: &Play, o: &Slow) -> Result<()> {
    let server = start_server(bin, "slow", &["--stats-secs", "5"]).await?;
    let urls = [server.url.clone()];
    let players = seat_players(&urls, play, "p").await?;
    let half = play.seconds as f64 / 2.0;
    let pid = server.pid.to_string();
    let cpu = cpu_secs(&pid);
    let (players, calm) = play_all(players, half, play.think_ms).await?;
    let calm_rss = rss(server.pid);
    let calm_cpu = cpu_secs(&pid) - cpu;
    println!(
        "slow: without them: {}; server {}, CPU {calm_cpu:.1} s\n      server {}",
        calm.line(),
        mb(calm_rss),
        server.stats.lock().unwrap()
    );
    let cpu = cpu_secs(&pid);
    // Slow readers watch busy rooms and never read; slowloris clients dribble a request.
    let rooms: Vec<String> = players.iter().map(|p| p.room.clone()).collect();
    let reader = Reader {
        addr: server.addr(),
        url: server.url.clone(),
        pause: (o.syncs > 0).then(|| Duration::from_secs(1) / o.syncs),
        read: o.readers_read,
        stop: Instant::now() + Duration::from_secs_f64(half),
    };
    let readers: Vec<_> = (0..o.slow)
        .map(|k| {
            tokio::spawn(slow_reader(
                k,
                rooms[k % rooms.len()].clone(),
                reader.clone(),
            ))
        })
        .collect();
    let loris: Vec<_> = (0..o.slowloris)
        .map(|_| tokio::spawn(slowloris(reader.addr.clone(), reader.stop)))
        .collect();
    let (peak, sampler) = sample_peak(server.pid, reader.stop);
    let (done, busy) = play_all(players, half, play.think_ms).await?;
    let busy_cpu = cpu_secs(&pid) - cpu;
    let _ = sampler.await;
    let open = count_true(loris).await;
    // The slow readers were dropped (1008) when their 256 frames waited.
    let dropped = count_true(readers).await;
    println!(
        "slow: with {} {} ({} syncs a second each) and {} slowloris connections: {}; {}; server CPU {busy_cpu:.1} s, memory {} -> peak {}; {dropped} of {} of them dropped by the server, {open} of {} slowloris connections still open after {half:.0} s",
        o.slow,
        if o.readers_read {
            "clients that read"
        } else {
            "slow readers"
        },
        o.syncs,
        o.slowloris,
        busy.line(),
        errors(&done),
        mb(calm_rss),
        mb(peak.load(Ordering::Relaxed) as u64),
        o.slow,
        o.slowloris,
    );
    println!("      server {}", server.stats.lock().unwrap());
    Ok(())
}

/// How many of the tasks said yes.
async fn count_true(tasks: Vec<JoinHandle<bool>>) -> usize {
    let mut n = 0;
    for t in tasks {
        n += usize::from(t.await.unwrap_or(false));
    }
    n
}

/// The server's peak memory, sampled every 200 ms until `stop`.
fn sample_peak(pid: u32, stop: Instant) -> (Arc<AtomicUsize>, JoinHandle<()>) {
    let peak = Arc::new(AtomicUsize::new(0));
    let max = peak.clone();
    let sampler = tokio::spawn(async move {
        while Instant::now() < stop {
            max.fetch_max(rss(pid) as usize, Ordering::Relaxed);
            // The sampling's pace.
            tokio::time::sleep(Duration::from_millis(200)).await;
        }
    });
    (peak, sampler)
}

/// Slow reader `k` watches `room`: it asks for the whole room (a snapshot, some KB) `syncs`
/// times a second and reads nothing; once the socket's buffers are full its frames wait on
/// the server. True when the server dropped it.
async fn slow_reader(k: usize, room: String, r: Reader) -> bool {
    let Some(mut ws) = watcher(k, room, &r).await else {
        return false;
    };
    if r.read {
        return reads_after_all(ws, &r).await;
    }
    while Instant::now() < r.stop {
        let Some(pause) = r.pause else {
            tokio::time::sleep_until(r.stop).await;
            break;
        };
        // A send that fails: the server closed the connection.
        let sent = timeout(Duration::from_secs(1), send(&mut ws, &ClientMessage::Sync)).await;
        if !matches!(sent, Ok(Ok(()))) {
            return matches!(sent, Ok(Err(_)));
        }
        // The load's pace.
        tokio::time::sleep(pause).await;
    }
    // Closed by the server: reading now finds the close (or the reset).
    loop {
        match timeout(Duration::from_millis(200), ws.next()).await {
            Ok(Some(Ok(Message::Close(_)))) | Ok(Some(Err(_))) | Ok(None) => return true,
            Ok(Some(Ok(_))) => continue,
            Err(_) => return false,
        }
    }
}

/// A watcher of `room` on a connection with a small receive buffer (the kernel holds little
/// for a reader that never reads).
async fn watcher(k: usize, room: String, r: &Reader) -> Option<Ws> {
    let sock = TcpSocket::new_v4().ok()?;
    let _ = sock.set_recv_buffer_size(4096);
    let tcp = sock
        .connect(r.addr.parse().expect("an address"))
        .await
        .ok()?;
    let (mut ws, _) = tokio_tungstenite::client_async(r.url.clone(), MaybeTlsStream::Plain(tcp))
        .await
        .ok()?;
    if hello(&mut ws, &format!("slow{k}"), None).await.is_err()
        || send(&mut ws, &ClientMessage::Watch { room }).await.is_err()
    {
        return None;
    }
    Some(ws)
}

/// The control: the same `sync`s from a client that reads everything. True when the server
/// closed it.
async fn reads_after_all(ws: Ws, r: &Reader) -> bool {
    let (mut tx, mut rx) = ws.split();
    tokio::spawn(async move { while let Some(Ok(_)) = rx.next().await {} });
    while Instant::now() < r.stop {
        let Some(pause) = r.pause else {
            tokio::time::sleep_until(r.stop).await;
            break;
        };
        let frame = Message::text(ClientMessage::Sync.to_frame());
        if tx.send(frame).await.is_err() {
            return true;
        }
        // The load's pace.
        tokio::time::sleep(pause).await;
    }
    false
}

/// A slowloris client: an HTTP request a byte a second until `stop`. True when the
/// connection is still open then.
async fn slowloris(addr: String, stop: Instant) -> bool {
    let Ok(mut s) = TcpStream::connect(&addr).await else {
        return false;
    };
    let request = format!("GET /ws HTTP/1.1\r\nHost: {addr}\r\nUpgrade: websocket\r\n");
    for b in request.bytes() {
        if Instant::now() >= stop || s.write_all(&[b]).await.is_err() {
            break;
        }
        // The attack's pace: a byte a second.
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
    // Still open at the end?
    s.write_all(b"X").await.is_ok()
}
