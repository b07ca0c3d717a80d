//! A connection: the WebSocket upgrade, the client's address and origin, the handshake
//! (`hello`), the registry entry, and serving it: frames in (handed to [`dispatch`](super::dispatch),
//! to the account's [`Session`] or to the pages), the outbox and the lobby out.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use petri_net::limits::{self, Bucket};
use petri_net::{
    AccountRequest, Checked, ClientMessage, ErrorCode, FrameError, MAX_FRAME, PROTO, ServerMessage,
};
use tokio::sync::{mpsc, watch};
use tokio::time::Instant;
use tracing::warn;

use super::account::{Reply, Session};
use super::dispatch::{Hello, handle, hello};
use super::node::resume_later;
use super::pages::{self, Refused};
use super::route::enter;
use super::state::{AddressSlot, App, ConnEntry, Out, Outbox};
use crate::room::{ConnId, Enter, PlayerId};
use crate::store::token_hash;

pub(super) async fn ws_handler(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    ws: WebSocketUpgrade,
) -> Response {
    if !origin_allowed(&headers, &app.config.allow_origin) {
        return (StatusCode::FORBIDDEN, "origin not allowed").into_response();
    }
    let addr = client_address(peer.ip(), &headers, &app.config.trust_proxy);
    let Some(slot) = app.address_slot(addr) else {
        return (
            StatusCode::TOO_MANY_REQUESTS,
            "too many connections from your address",
        )
            .into_response();
    };
    ws.read_buffer_size(4096)
        .write_buffer_size(4096)
        .max_write_buffer_size(1 << 20)
        .max_message_size(2 * MAX_FRAME)
        .max_frame_size(2 * MAX_FRAME)
        .on_upgrade(move |socket| connection(app, socket, slot))
}

/// The client's address: the peer's, or behind a trusted proxy the last address of
/// `X-Forwarded-For` that is not itself a trusted proxy (proxies append the address they
/// heard from; what a client wrote itself stands further left and is not believed).
fn client_address(peer: IpAddr, headers: &HeaderMap, trusted: &[IpAddr]) -> IpAddr {
    if !trusted.contains(&peer) {
        return peer;
    }
    let mut forwarded = headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|h| h.to_str().ok())
        .flat_map(|h| h.split(','))
        .map(str::trim)
        .collect::<Vec<_>>();
    forwarded.reverse();
    for entry in forwarded {
        match entry.parse::<IpAddr>() {
            Ok(ip) if trusted.contains(&ip) => continue,
            Ok(ip) => return ip,
            // Not an address: what stands left of it cannot be trusted either.
            Err(_) => break,
        }
    }
    peer
}

/// Browsers say where the page came from: allowed are no `Origin` (other programs), the
/// server's own host, and the `--allow-origin` values.
fn origin_allowed(headers: &HeaderMap, allowed: &[String]) -> bool {
    let Some(origin) = headers.get(header::ORIGIN).and_then(|o| o.to_str().ok()) else {
        return true;
    };
    if allowed
        .iter()
        .any(|a| a == "*" || a.trim_end_matches('/') == origin)
    {
        return true;
    }
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    let origin_host = origin.split_once("://").map(|(_, h)| h).unwrap_or(origin);
    host.is_some_and(|h| h.eq_ignore_ascii_case(origin_host))
}

fn frame(msg: &ServerMessage) -> Message {
    Message::Text(Utf8Bytes::from(msg.to_frame()))
}

fn close(code: u16, reason: &str) -> Message {
    Message::Close(Some(CloseFrame {
        code,
        reason: Utf8Bytes::from(reason),
    }))
}

/// Reads one client frame: `Ok(None)` for frames that carry no message (pings, pongs).
enum Incoming {
    Msg(Checked),
    Bad(String),
    TooLarge,
    Closed,
    Nothing,
}

fn read_incoming(m: Option<Result<Message, axum::Error>>) -> Incoming {
    match m {
        None => Incoming::Closed,
        Some(Err(e)) => {
            let text = e.to_string();
            if text.contains("Space limit")
                || text.contains("too long")
                || text.contains("capacity")
            {
                Incoming::TooLarge
            } else {
                Incoming::Closed
            }
        }
        Some(Ok(Message::Text(t))) => match ClientMessage::parse(t.as_str()) {
            Ok(m) => Incoming::Msg(m),
            Err(FrameError::TooLarge(..)) => Incoming::TooLarge,
            Err(FrameError::Bad(why)) => Incoming::Bad(why),
        },
        Some(Ok(Message::Binary(_))) => {
            Incoming::Bad("binary frames are not messages: send JSON text".into())
        }
        Some(Ok(Message::Close(_))) => Incoming::Closed,
        Some(Ok(Message::Ping(_) | Message::Pong(_))) => Incoming::Nothing,
    }
}

async fn connection(app: App, mut socket: WebSocket, slot: AddressSlot) {
    let Some(h) = handshake(&app, &mut socket).await else {
        return;
    };
    let (player, name, token) = (h.player, h.name, h.token);
    // Registered before the welcome goes: of two connections of one player, the one welcomed
    // last is the one kept (the other is dropped), whatever order the tasks run in.
    let (conn, outbox) = register(&app, &player, &name, &token, slot.addr);
    let welcome = ServerMessage::Welcome {
        proto: PROTO,
        token: token.clone(),
        player: player.clone(),
    };
    let mut told = matches!(send(&mut socket, &welcome).await, Flow::Go);
    if told && h.account {
        let account = ServerMessage::Account {
            name: Some(name.clone()),
        };
        told = matches!(send(&mut socket, &account).await, Flow::Go);
    }
    if !told {
        unregister(&app, conn, &player);
        return;
    }
    resume(&app, conn, &player, &name).await;
    let mut served = Served {
        app: app.clone(),
        conn,
        player,
        name,
        messages: Bucket::new(limits::MESSAGES, app.now()),
        syncs: Bucket::new(limits::SYNCS, app.now()),
        sync_waits: false,
        lobby: None,
        lobby_next: Instant::now(),
    };
    served.serve(&mut socket, outbox).await;
    unregister(&app, conn, &served.player);
}

/// Back to the player's room, if any.
async fn resume(app: &App, conn: ConnId, player: &str, name: &str) {
    let room = app.storage.player_room(player).await.unwrap_or_default();
    if let Some(room) = room {
        let resumed = enter(app, conn, player, name, &room, Enter::Resume).await;
        if let Err((ErrorCode::Unavailable, _)) = resumed {
            // With `--redis`: the room's owner just died and nobody took it over yet.
            resume_later(app, conn, player, name, &room);
        }
    }
}

/// `hello` first, within the time allowed: who the connection is, or `None` when the
/// connection ended (it was told why). The welcome is the caller's to send.
async fn handshake(app: &App, socket: &mut WebSocket) -> Option<Hello> {
    let deadline = Instant::now() + app.config.hello_timeout;
    loop {
        let Ok(next) = tokio::time::timeout_at(deadline, socket.recv()).await else {
            let _ = send_message(socket, close(1008, "no hello in time")).await;
            return None;
        };
        let refused = match read_incoming(next) {
            Incoming::Msg(Checked::Hello { name, token, .. }) => {
                return match hello(app, &name, token).await {
                    Ok(h) => Some(h),
                    Err(e) => {
                        warn!("hello: {e}");
                        let _ = send_message(socket, close(1011, "storage error")).await;
                        None
                    }
                };
            }
            Incoming::Msg(_) => "say hello first".to_string(),
            Incoming::Bad(why) => why,
            Incoming::TooLarge => {
                let _ = send_message(socket, close(1009, "frame too large")).await;
                return None;
            }
            Incoming::Closed => return None,
            Incoming::Nothing => continue,
        };
        let e = ServerMessage::error(ErrorCode::BadMessage, refused);
        if let Flow::End = send(socket, &e).await {
            return None;
        }
    }
}

/// A welcomed connection joins the registry: its id and outbox. An older connection of the
/// same player is dropped (one connection per player).
fn register(
    app: &App,
    player: &str,
    name: &str,
    token: &str,
    addr: IpAddr,
) -> (ConnId, mpsc::Receiver<Out>) {
    let conn = app.next_conn.fetch_add(1, Ordering::Relaxed);
    let (tx, out_rx) = mpsc::channel::<Out>(limits::SEND_QUEUE);
    let out = Outbox {
        tx,
        work: app.work.clone(),
    };
    let old = {
        let mut reg = app.reg();
        reg.conns.insert(
            conn,
            ConnEntry {
                out,
                room: None,
                at: None,
                addr,
                player: player.to_string(),
                name: name.to_string(),
                token_hash: token_hash(token),
            },
        );
        reg.player_conn.insert(player.to_string(), conn)
    };
    if let Some(old) = old {
        app.drop_conn(old);
    }
    // Other nodes drop their connections of the player.
    app.nodes.kick(player, conn);
    (conn, out_rx)
}

/// The connection is gone: the room keeps the seat and tells the others.
fn unregister(app: &App, conn: ConnId, player: &str) {
    let room = {
        let mut reg = app.reg();
        let room = reg.conns.remove(&conn).and_then(|c| c.room);
        if reg.player_conn.get(player) == Some(&conn) {
            reg.player_conn.remove(player);
        }
        room
    };
    if let Some(room) = room {
        app.gone(&room, conn);
    }
}

/// A welcomed connection being served.
struct Served {
    app: App,
    conn: ConnId,
    player: PlayerId,
    name: String,
    messages: Bucket,
    /// Snapshots for `sync` ([`limits::SYNCS`]); a `sync` over the rate waits for the next.
    syncs: Bucket,
    sync_waits: bool,
    /// The lobby counts, while subscribed; the next may go no earlier than `lobby_next`.
    lobby: Option<watch::Receiver<Arc<str>>>,
    lobby_next: Instant,
}

/// Go on serving, or end the connection.
enum Flow {
    Go,
    End,
}

impl Served {
    /// Frames both ways until the connection ends: the room's frames out, the client's
    /// messages in, pings, the lobby counts.
    async fn serve(&mut self, socket: &mut WebSocket, mut outbox: mpsc::Receiver<Out>) {
        let app = self.app.clone();
        let mut last_heard = Instant::now();
        let mut ping = tokio::time::interval(app.config.ping_every);
        ping.tick().await;
        let mut shutdown = app.shutdown.clone();
        loop {
            let flow = tokio::select! {
                text = lobby_frame(&mut self.lobby, self.lobby_next), if self.lobby.is_some() => {
                    self.lobby_next = Instant::now() + Duration::from_millis(limits::LOBBY_EVERY_MS);
                    send_text(socket, &text).await
                }
                _ = sleep_until_ms(&app, self.syncs.due(app.now())), if self.sync_waits => {
                    // The waiting `sync`s' one snapshot.
                    self.sync_waits = false;
                    self.syncs.take(app.now());
                    self.handled(socket, Checked::Sync).await
                }
                out = outbox.recv() => match out {
                    Some(Out::Frame(text)) => {
                        send_message(socket, Message::Text(Utf8Bytes::from(text))).await
                    }
                    None => {
                        let _ = send_message(socket, close(1008, "dropped: too slow, or connected elsewhere")).await;
                        Flow::End
                    }
                },
                m = socket.recv() => {
                    last_heard = Instant::now();
                    self.incoming(socket, read_incoming(m)).await
                }
                _ = ping.tick() => {
                    if last_heard.elapsed() >= app.config.dead_after {
                        let _ = send_message(socket, close(1001, "no answer to pings")).await;
                        Flow::End
                    } else {
                        send_message(socket, Message::Ping(Default::default())).await
                    }
                }
                _ = shutdown.changed() => {
                    let _ = send_message(socket, close(1001, "server stopping")).await;
                    Flow::End
                }
            };
            if let Flow::End = flow {
                return;
            }
        }
    }

    /// A frame from the client.
    async fn incoming(&mut self, socket: &mut WebSocket, incoming: Incoming) -> Flow {
        let msg = match incoming {
            Incoming::Msg(msg) => msg,
            Incoming::Nothing => return Flow::Go,
            Incoming::Bad(why) => {
                return send(socket, &ServerMessage::error(ErrorCode::BadMessage, why)).await;
            }
            Incoming::TooLarge => {
                let _ = send_message(socket, close(1009, "frame too large")).await;
                return Flow::End;
            }
            Incoming::Closed => return Flow::End,
        };
        if !self.messages.take(self.app.now()) {
            let e = ServerMessage::error(ErrorCode::RateLimited, "too many messages: slow down");
            return send(socket, &e).await;
        }
        if let Checked::Sync = msg {
            let work = &self.app.work;
            work.syncs.fetch_add(1, Ordering::Relaxed);
            // Over the rate (or one waits already): answered when the next is due.
            if self.sync_waits || !self.syncs.take(self.app.now()) {
                work.syncs_waited.fetch_add(1, Ordering::Relaxed);
                self.sync_waits = true;
                return Flow::Go;
            }
        }
        match msg {
            Checked::Bye => {
                let _ = send_message(socket, close(1000, "bye")).await;
                Flow::End
            }
            Checked::Lobby { on } => {
                self.lobby = on.then(|| self.app.lobby.subscribe());
                self.lobby_next = Instant::now();
                Flow::Go
            }
            Checked::Account(request) => self.account(socket, request).await,
            Checked::Leaderboard { mode, .. } => {
                let page = pages::leaderboard_of(&self.app, mode).await;
                send(
                    socket,
                    &page.map_or_else(Refused::frame, ServerMessage::Leaderboard),
                )
                .await
            }
            Checked::Player { name, .. } => {
                let page = pages::player_page(&self.app, &name).await;
                send(
                    socket,
                    &page.map_or_else(Refused::frame, |p| ServerMessage::Player(Box::new(p))),
                )
                .await
            }
            Checked::Record { game, .. } => {
                let record = pages::record_of(&self.app, &game).await;
                send(
                    socket,
                    &record.map_or_else(Refused::frame, |record| ServerMessage::Record {
                        game,
                        record,
                    }),
                )
                .await
            }
            msg => self.handled(socket, msg).await,
        }
    }

    /// An account message, answered ([`Session`]).
    async fn account(&mut self, socket: &mut WebSocket, request: AccountRequest) -> Flow {
        let mut session = Session {
            app: &self.app,
            conn: self.conn,
            player: &mut self.player,
            name: &mut self.name,
        };
        match session.answer(request).await {
            Reply::Send(answer) => send(socket, &answer).await,
            Reply::LoggedIn(frames) => {
                for f in &frames {
                    if let Flow::End = send(socket, f).await {
                        return signed_out(socket).await;
                    }
                }
                resume(&self.app, self.conn, &self.player, &self.name).await;
                Flow::Go
            }
            Reply::Close => signed_out(socket).await,
        }
    }

    /// A message for the room (or a room to enter), handled; an error answered.
    async fn handled(&mut self, socket: &mut WebSocket, msg: Checked) -> Flow {
        let entering = matches!(
            msg,
            Checked::QuickJoin { .. }
                | Checked::CreateRoom { .. }
                | Checked::Join { .. }
                | Checked::Watch { .. }
        );
        match handle(&self.app, self.conn, &self.player, &self.name, msg).await {
            Some(e) => send(socket, &e).await,
            None => {
                // Entering a room ends the lobby counts (asked for again when wanted).
                if entering {
                    self.lobby = None;
                }
                Flow::Go
            }
        }
    }
}

/// Signed out (logout, deletion): `account` without a name, then the close.
async fn signed_out(socket: &mut WebSocket) -> Flow {
    let _ = send(socket, &ServerMessage::Account { name: None }).await;
    let _ = send_message(socket, close(1000, "signed out")).await;
    Flow::End
}

/// Sleeps until `ms` on the server's clock ([`Shared::now`](super::state::Shared::now)).
async fn sleep_until_ms(app: &App, ms: u64) {
    tokio::time::sleep_until(app.epoch + Duration::from_millis(ms)).await;
}

fn flow<E>(sent: Result<(), E>) -> Flow {
    match sent {
        Ok(()) => Flow::Go,
        Err(_) => Flow::End,
    }
}

/// Sends a frame; a client that does not take it within [`limits::SEND_SECS`] (its socket
/// full: it reads nothing) is dropped like one whose outbox overflowed.
async fn send_message(socket: &mut WebSocket, m: Message) -> Flow {
    match tokio::time::timeout(Duration::from_secs(limits::SEND_SECS), socket.send(m)).await {
        Ok(sent) => flow(sent),
        Err(_) => Flow::End,
    }
}

async fn send(socket: &mut WebSocket, msg: &ServerMessage) -> Flow {
    send_message(socket, frame(msg)).await
}

async fn send_text(socket: &mut WebSocket, text: &str) -> Flow {
    send_message(socket, Message::Text(Utf8Bytes::from(text))).await
}

/// The lobby frame to send next: waits until `not_before`, then for a change (the first
/// frame of a subscription counts as one).
async fn lobby_frame(
    lobby: &mut Option<watch::Receiver<Arc<str>>>,
    not_before: Instant,
) -> Arc<str> {
    let Some(rx) = lobby.as_mut() else {
        return std::future::pending().await;
    };
    tokio::time::sleep_until(not_before).await;
    if rx.changed().await.is_err() {
        // The server is stopping.
        return std::future::pending().await;
    }
    rx.borrow_and_update().clone()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn forwarded(values: &[&str]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for v in values {
            h.append("x-forwarded-for", v.parse().unwrap());
        }
        h
    }

    #[test]
    fn the_client_address_comes_from_a_trusted_proxy_only() {
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        let proxy = ip("10.0.0.1");
        let trusted = [proxy, ip("10.0.0.2")];
        // Not a trusted proxy: its header is not believed.
        let h = forwarded(&["203.0.113.9"]);
        assert_eq!(
            client_address(ip("198.51.100.7"), &h, &trusted),
            ip("198.51.100.7")
        );
        // The proxy's entry (the last) names the client; what the client wrote is ignored.
        let h = forwarded(&["1.2.3.4, 203.0.113.9"]);
        assert_eq!(client_address(proxy, &h, &trusted), ip("203.0.113.9"));
        // Two proxies in a row: the first address neither of them is.
        let h = forwarded(&["1.2.3.4, 203.0.113.9, 10.0.0.2"]);
        assert_eq!(client_address(proxy, &h, &trusted), ip("203.0.113.9"));
        let h = forwarded(&["1.2.3.4", "2001:db8::5"]);
        assert_eq!(client_address(proxy, &h, &trusted), ip("2001:db8::5"));
        // Nothing usable: the proxy's own address.
        assert_eq!(client_address(proxy, &HeaderMap::new(), &trusted), proxy);
        let h = forwarded(&["1.2.3.4, unknown"]);
        assert_eq!(client_address(proxy, &h, &trusted), proxy);
    }
}
