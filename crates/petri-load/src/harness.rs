//! The harness: the servers (each on a fresh data folder, or one kept for a restart), the
//! `redis-server` of `failover`, waiting on a condition with a deadline, and what `/proc`
//! and the HTTP API say of a server.

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;
use tokio::process::{Child, Command};
use tokio::time::{Instant, timeout};

use crate::Result;

/// One `petri-server`, killed when dropped.
pub struct Server {
    pub child: Child,
    pub pid: u32,
    /// Its WebSocket's URL (`ws://127.0.0.1:PORT/ws`).
    pub url: String,
    /// The server's last `stats:` line (when started with `--stats-secs`).
    pub stats: Arc<Mutex<String>>,
    /// Its data folder, removed with it (none: the caller keeps it).
    _data: Option<TempDir>,
}

impl Server {
    /// The address of its HTTP API (`127.0.0.1:PORT`).
    pub fn addr(&self) -> String {
        http_addr(&self.url)
    }
}

/// `127.0.0.1:PORT` of a `ws://127.0.0.1:PORT/ws` URL.
pub fn http_addr(url: &str) -> String {
    url.trim_start_matches("ws://")
        .trim_end_matches("/ws")
        .to_string()
}

/// A data folder, removed when dropped.
pub struct TempDir(PathBuf);

impl TempDir {
    /// A fresh, empty folder for `tag` in the system's temporary folder.
    pub fn new(tag: &str) -> Result<TempDir> {
        let data = std::env::temp_dir().join(format!("petri-load-{}-{tag}", std::process::id()));
        let _ = std::fs::remove_dir_all(&data);
        std::fs::create_dir_all(&data).map_err(|e| format!("cannot create {data:?}: {e}"))?;
        Ok(TempDir(data))
    }

    pub fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The load tester's players all come from 127.0.0.1: the per-address limits are lifted.
const UNLIMITED: [&str; 4] = [
    "--connections-per-address",
    "1000000",
    "--rooms-per-minute",
    "1000000",
];

/// A server on a fresh data folder of its own (removed with it).
pub async fn start_server(bin: &Path, tag: &str, extra: &[&str]) -> Result<Server> {
    let data = TempDir::new(tag)?;
    let mut server = server_on(bin, data.path(), extra).await?;
    server._data = Some(data);
    Ok(server)
}

/// A server on this data folder (kept: a restart finds it again).
pub async fn server_on(bin: &Path, data: &Path, extra: &[&str]) -> Result<Server> {
    let mut child = Command::new(bin)
        .args(["--listen", "127.0.0.1:0", "--data"])
        .arg(data)
        .args(UNLIMITED)
        .args(extra)
        .stdout(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .map_err(|e| format!("cannot start {}: {e}", bin.display()))?;
    let stdout = child.stdout.take().expect("piped");
    let mut lines = BufReader::new(stdout).lines();
    let first = timeout(Duration::from_secs(20), lines.next_line())
        .await
        .map_err(|_| "the server printed nothing for 20 s".to_string())?
        .map_err(|e| e.to_string())?
        .ok_or("the server stopped before listening")?;
    let addr = first
        .strip_prefix("listening on ")
        .ok_or(format!("unexpected first line {first:?}"))?
        .to_string();
    let stats = Arc::new(Mutex::new(String::new()));
    let last = stats.clone();
    tokio::spawn(async move {
        while let Ok(Some(line)) = lines.next_line().await {
            if line.starts_with("stats:") {
                *last.lock().unwrap() = line;
            }
        }
    });
    Ok(Server {
        pid: child.id().ok_or("no pid")?,
        child,
        url: format!("ws://{addr}/ws"),
        stats,
        _data: None,
    })
}

/// A `redis-server` of its own on `port` (loopback, nothing saved), once it is the one that
/// answers there (not another test's on the same port); killed when dropped.
pub async fn start_redis(bin: &str, port: u16) -> Result<Child> {
    let mut redis = Command::new(bin)
        .args(["--port", &port.to_string(), "--bind", "127.0.0.1"])
        .args(["--save", "", "--appendonly", "no", "--loglevel", "warning"])
        .stdout(Stdio::null())
        .kill_on_drop(true)
        .spawn()
        .map_err(|e| format!("cannot start {bin}: {e} (apt-get install redis-server)"))?;
    let pid = redis.id().ok_or("redis-server has no pid")?;
    let mut exited = false;
    let ours = poll(
        Duration::from_secs(10),
        Duration::from_millis(20),
        async || {
            exited = !matches!(redis.try_wait(), Ok(None));
            exited || redis_pid(port).await == Some(pid)
        },
    )
    .await;
    if exited {
        return Err(format!(
            "redis-server stopped at once: is port {port} taken (another redis-server)?"
        ));
    }
    if !ours {
        return Err(format!("redis-server did not listen on {port}"));
    }
    Ok(redis)
}

/// The process id of the Redis that answers on `port` (its `INFO server`), if one does.
async fn redis_pid(port: u16) -> Option<u32> {
    let mut s = TcpStream::connect(("127.0.0.1", port)).await.ok()?;
    s.write_all(b"INFO server\r\n").await.ok()?;
    let mut seen = Vec::new();
    let mut buf = [0u8; 4096];
    loop {
        let n = timeout(Duration::from_secs(1), s.read(&mut buf))
            .await
            .ok()?
            .ok()?;
        if n == 0 {
            return None;
        }
        seen.extend_from_slice(&buf[..n]);
        let text = String::from_utf8_lossy(&seen);
        if let Some(at) = text.find("process_id:") {
            let rest = &text[at + "process_id:".len()..];
            if let Some(end) = rest.find("\r\n") {
                return rest[..end].trim().parse().ok();
            }
        }
    }
}

/// Asks `check` every `every` until it says yes or `within` has passed: whether it said yes.
pub async fn poll(within: Duration, every: Duration, mut check: impl AsyncFnMut() -> bool) -> bool {
    let deadline = Instant::now() + within;
    loop {
        if check().await {
            return true;
        }
        if Instant::now() >= deadline {
            return false;
        }
        tokio::time::sleep(every).await;
    }
}

/// The resident memory of a process once it holds still: two samples 100 ms apart that agree
/// (within 64 KB), or the last sample after 5 s.
pub async fn settled_rss(pid: u32) -> u64 {
    let mut last = rss(pid);
    poll(
        Duration::from_secs(5),
        Duration::from_millis(100),
        async || {
            let now = rss(pid);
            let still = now.abs_diff(last) <= 64 * 1024;
            last = now;
            still
        },
    )
    .await;
    last
}

/// Resident memory of a process in bytes (Linux).
pub fn rss(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))
        .and_then(|l| l.split_whitespace().nth(1)?.parse::<u64>().ok())
        .map_or(0, |kb| kb * 1024)
}

/// CPU seconds a process used so far, user and system (Linux).
pub fn cpu_secs(pid: &str) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let f: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |i: usize| f.get(i).and_then(|t| t.parse::<f64>().ok()).unwrap_or(0.0);
    (ticks(11) + ticks(12)) / 100.0
}

/// Open files of a process (Linux).
pub fn open_files(pid: u32) -> usize {
    std::fs::read_dir(format!("/proc/{pid}/fd")).map_or(0, |d| d.count())
}

/// Open sockets of a process (Linux): its listener and its connections.
pub fn open_sockets(pid: u32) -> usize {
    let Ok(fds) = std::fs::read_dir(format!("/proc/{pid}/fd")) else {
        return 0;
    };
    fds.filter_map(|fd| std::fs::read_link(fd.ok()?.path()).ok())
        .filter(|target| target.to_string_lossy().starts_with("socket:"))
        .count()
}

/// The soft limit on open files of a process (Linux).
pub fn file_limit(pid: &str) -> Option<u64> {
    let limits = std::fs::read_to_string(format!("/proc/{pid}/limits")).ok()?;
    let line = limits.lines().find(|l| l.starts_with("Max open files"))?;
    line.split_whitespace().nth(3)?.parse().ok()
}

pub fn mb(bytes: u64) -> String {
    format!("{:.1} MB", bytes as f64 / 1e6)
}

/// A GET over plain HTTP/1.1; the body.
pub async fn http_get(addr: &str, path: &str) -> Result<String> {
    let mut s = TcpStream::connect(addr)
        .await
        .map_err(|e| format!("{addr}: {e}"))?;
    s.write_all(format!("GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").as_bytes())
        .await
        .map_err(|e| e.to_string())?;
    let mut out = String::new();
    s.read_to_string(&mut out)
        .await
        .map_err(|e| e.to_string())?;
    Ok(out
        .split_once("\r\n\r\n")
        .map_or("", |(_, b)| b)
        .to_string())
}
