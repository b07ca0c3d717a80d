//! The WebSocket client: connecting, `hello` (and registering an account), sending and
//! receiving frames, many connections at once, and how connections ended under their clients.

use std::collections::BTreeMap;
use std::sync::Mutex;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use petri_net::{ClientMessage, PROTO, ServerMessage, Snapshot};
use tokio::net::TcpStream;
use tokio::time::timeout;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use crate::Result;

pub type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

pub async fn connect(url: &str) -> Result<Ws> {
    let (ws, _) = tokio_tungstenite::connect_async(url)
        .await
        .map_err(|e| format!("connect: {e}"))?;
    Ok(ws)
}

pub async fn send(ws: &mut Ws, m: &ClientMessage) -> Result<()> {
    ws.send(Message::text(m.to_frame())).await.map_err(|e| {
        ended(format!("send error ({e})"));
        format!("send: {e}")
    })
}

/// How connections ended under their clients, and how often (printed by `soak` and `slow`).
static ENDS: Mutex<BTreeMap<String, usize>> = Mutex::new(BTreeMap::new());

fn ended(why: String) {
    *ENDS.lock().unwrap().entry(why).or_default() += 1;
}

/// The ends counted since the last call, as one line.
pub fn ends() -> String {
    let taken = std::mem::take(&mut *ENDS.lock().unwrap());
    if taken.is_empty() {
        return "no connection ended under its client".into();
    }
    let parts: Vec<String> = taken.iter().map(|(w, n)| format!("{n} {w}")).collect();
    format!("connections ended: {}", parts.join("; "))
}

/// The next message from the server (pings answered by tungstenite); `None` when the
/// connection ended (how is counted in [`ENDS`]); `Some(Err)` for a frame that is not a
/// server message.
pub async fn recv(ws: &mut Ws) -> Option<Result<ServerMessage>> {
    loop {
        match ws.next().await {
            Some(Ok(Message::Text(t))) => {
                return Some(ServerMessage::parse(t.as_str()).map_err(|e| e.to_string()));
            }
            Some(Ok(Message::Close(f))) => {
                ended(match f {
                    Some(f) => format!("closed by the server ({} {})", u16::from(f.code), f.reason),
                    None => "closed by the server (no code)".into(),
                });
                return None;
            }
            Some(Ok(_)) => continue,
            Some(Err(e)) => {
                ended(format!("receive error ({e})"));
                return None;
            }
            None => {
                ended("ended without a close frame".into());
                return None;
            }
        }
    }
}

/// `hello` (with the token of a player coming back); the token the welcome gives.
pub async fn hello(ws: &mut Ws, name: &str, token: Option<String>) -> Result<String> {
    send(
        ws,
        &ClientMessage::Hello {
            proto: PROTO,
            name: name.into(),
            token,
        },
    )
    .await?;
    match timeout(Duration::from_secs(30), recv(ws)).await {
        Ok(Some(Ok(ServerMessage::Welcome { token, .. }))) => Ok(token),
        Ok(other) => Err(format!("expected welcome, got {other:?}")),
        Err(_) => Err("no welcome within 30 s".into()),
    }
}

/// An account's name for player `k` (3–20 characters).
pub fn account_name(prefix: &str, k: usize) -> String {
    format!("{prefix}{k:03}")
}

/// The connected guest registers an account (the server answers `account`).
async fn register(ws: &mut Ws, name: &str) -> Result<()> {
    send(
        ws,
        &ClientMessage::Register {
            name: name.into(),
            password: format!("{name} load password"),
        },
    )
    .await?;
    loop {
        match timeout(Duration::from_secs(60), recv(ws)).await {
            Ok(Some(Ok(ServerMessage::Account { name: Some(_) }))) => return Ok(()),
            Ok(Some(Ok(ServerMessage::Error { code, message }))) => {
                return Err(format!("{name}: register refused: {code}: {message}"));
            }
            Ok(Some(Ok(_))) => {}
            other => return Err(format!("{name}: no account: {other:?}")),
        }
    }
}

/// Connects `n` clients that say `hello` (and register, when `rated`), 100 at a time,
/// client `k` to `urls[k % len]`.
pub async fn connect_many(
    urls: &[String],
    n: usize,
    prefix: &str,
    rated: bool,
) -> Result<Vec<(Ws, String)>> {
    let mut out = Vec::with_capacity(n);
    let mut i = 0;
    while i < n {
        let batch = (n - i).min(100);
        let tasks: Vec<_> = (i..i + batch)
            .map(|k| {
                let url = urls[k % urls.len()].clone();
                let name = format!("{prefix}{k}");
                let account = account_name(prefix, k);
                tokio::spawn(async move {
                    let mut ws = connect(&url).await?;
                    let token = hello(&mut ws, &name, None).await?;
                    if rated {
                        register(&mut ws, &account).await?;
                    }
                    Ok::<_, String>((ws, token))
                })
            })
            .collect();
        for t in tasks {
            out.push(t.await.map_err(|e| e.to_string())??);
        }
        i += batch;
    }
    Ok(out)
}

/// A player back with its token: the connection and the snapshot of its room.
pub async fn resume(url: &str, name: &str, token: String) -> Result<(Ws, Box<Snapshot>)> {
    let mut ws = connect(url).await?;
    hello(&mut ws, name, Some(token)).await?;
    loop {
        match timeout(Duration::from_secs(30), recv(&mut ws)).await {
            Ok(Some(Ok(ServerMessage::Snapshot(s)))) => return Ok((ws, s)),
            Ok(Some(Ok(_))) => continue,
            other => return Err(format!("no snapshot on resume: {other:?}")),
        }
    }
}
