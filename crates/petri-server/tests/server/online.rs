//! The real server binary against real WebSocket clients: whole games, resumes, a SIGKILL and
//! restart, friends rooms, chat, votes, every error code, Petri dice and the HTTP side.

use std::io::{Read, Write};
use std::process::Command;
use std::time::Duration;

use crate::common::*;
use chacha20::ChaCha8Rng;
use futures_util::{SinkExt, StreamExt};
use petri_net::limits::SYNCS;
use petri_net::{
    ClientMessage, ErrorCode, MAX_FRAME, Mode, PROTO, RoomStatus, ServerMessage, VoteKind,
};
use petri_rules::{Preset, Rules};
use rand::SeedableRng;
use tokio_tungstenite::connect_async;
use tokio_tungstenite::tungstenite::Message;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_play_a_whole_game() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(dir.path(), &[]);
    let mode = Mode {
        rules: Preset::Classic,
        players: 2,
    };
    let mut a = Client::connect(&server.addr, "Ann", None).await;
    let mut b = Client::connect(&server.addr, "Bob", None).await;
    a.send(&ClientMessage::QuickJoin { mode, rated: false })
        .await;
    a.snapshot().await;
    b.send(&ClientMessage::QuickJoin { mode, rated: false })
        .await;
    b.snapshot().await;
    assert_eq!(a.room, b.room);
    // The game starts for both (a's snapshot of the start).
    a.until(
        "the start",
        |m| matches!(m, ServerMessage::Snapshot(s) if s.status == RoomStatus::Playing),
    )
    .await;
    assert_eq!(b.status, Some(RoomStatus::Playing));
    assert_eq!((a.you, b.you), (Some(0), Some(1)));
    play_out(&mut [a, b], 2000).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn lobby_counts_follow_quick_joins() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(dir.path(), &[]);
    let mode = Mode {
        rules: Preset::Classic,
        players: 2,
    };
    let mut w = Client::connect(&server.addr, "Wat", None).await;
    w.send(&ClientMessage::Lobby { on: true }).await;
    let next = async |w: &mut Client| {
        let m = w
            .until("lobby", |m| matches!(m, ServerMessage::Lobby { .. }))
            .await;
        lobby_count(&m, mode).unwrap()
    };
    assert_eq!(next(&mut w).await, (0, 0), "sent at once on subscribing");
    let mut a = Client::connect(&server.addr, "Ann", None).await;
    a.send(&ClientMessage::QuickJoin { mode, rated: false })
        .await;
    a.snapshot().await;
    assert_eq!(next(&mut w).await, (1, 0), "Ann waits");
    let mut b = Client::connect(&server.addr, "Bob", None).await;
    b.send(&ClientMessage::QuickJoin { mode, rated: false })
        .await;
    b.snapshot().await;
    assert_eq!(next(&mut w).await, (0, 2), "the game runs");
    // Leaving ends the game (a forfeit with two seats): nobody plays any more.
    b.send(&ClientMessage::Leave).await;
    assert_eq!(next(&mut w).await, (0, 0));
    // Off: no more counts; on again: the counts at once.
    w.send(&ClientMessage::Lobby { on: false }).await;
    w.send(&ClientMessage::Lobby { on: true }).await;
    assert_eq!(next(&mut w).await, (0, 0));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_hello_in_time_closes_with_1008() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(dir.path(), &["--hello-secs", "1"]);
    let (mut ws, _) = connect_async(format!("ws://{}/ws", server.addr))
        .await
        .unwrap();
    // Anything but hello is refused and does not stop the clock.
    ws.send(Message::text(ClientMessage::Sync.to_frame()))
        .await
        .unwrap();
    let started = std::time::Instant::now();
    assert_eq!(closed_with(&mut ws).await, 1008);
    assert!(started.elapsed() < WAIT);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_address_gets_its_share_of_connections_and_rooms() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(
        dir.path(),
        &["--connections-per-address", "2", "--rooms-per-minute", "1"],
    );
    let mut a = Client::connect(&server.addr, "Ann", None).await;
    let b = Client::connect(&server.addr, "Bob", None).await;
    let third = connect_async(format!("ws://{}/ws", server.addr)).await;
    match third {
        Err(tokio_tungstenite::tungstenite::Error::Http(r)) => assert_eq!(r.status(), 429),
        other => panic!("expected HTTP 429, got {other:?}"),
    }
    // A connection that ends gives its place back (once the server has seen it end).
    drop(b);
    let deadline = std::time::Instant::now() + WAIT;
    let mut b = loop {
        match connect_async(format!("ws://{}/ws", server.addr)).await {
            Ok((ws, _)) => break ws,
            Err(e) => {
                assert!(
                    std::time::Instant::now() < deadline,
                    "the closed connection's place was not given back within {} s: {e}",
                    WAIT.as_secs()
                );
                // The pace of the tries.
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        }
    };
    b.send(Message::text(
        ClientMessage::Hello {
            proto: PROTO,
            name: "Bob".into(),
            token: None,
        }
        .to_frame(),
    ))
    .await
    .unwrap();
    // One room a minute: the second is refused.
    create(&mut a, small(Preset::Classic, 2)).await;
    a.send(&ClientMessage::CreateRoom {
        mode: Some(Mode {
            rules: Preset::Classic,
            players: 2,
        }),
        rules: None,
        rated: false,
        clock: None,
    })
    .await;
    assert_eq!(a.error().await, ErrorCode::RateLimited);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn six_players_fill_a_public_room() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(dir.path(), &[]);
    let mode = Mode {
        rules: Preset::Classic,
        players: 6,
    };
    let mut clients = Vec::new();
    for i in 0..6 {
        let mut c = Client::connect(&server.addr, &format!("P{i}"), None).await;
        c.send(&ClientMessage::QuickJoin { mode, rated: false })
            .await;
        c.snapshot().await;
        assert_eq!(c.you, Some(i));
        clients.push(c);
    }
    for c in clients.iter_mut() {
        while c.status != Some(RoomStatus::Playing) {
            c.recv().await;
        }
    }
    let room = clients[0].room.clone();
    assert!(clients.iter().all(|c| c.room == room));
    // A seventh player gets a new room.
    let mut late = Client::connect(&server.addr, "Late", None).await;
    late.send(&ClientMessage::QuickJoin { mode, rated: false })
        .await;
    late.snapshot().await;
    assert_ne!(late.room, room);
    // Two rounds of moves.
    let mut rng = ChaCha8Rng::seed_from_u64(6);
    for _ in 0..12 {
        let mut all: Vec<&mut Client> = clients.iter_mut().collect();
        one_ply(&mut all, &mut rng).await;
    }
    assert_eq!(clients[0].game.as_ref().unwrap().actions().len(), 12);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn players_quick_joining_at_once_fill_rooms_one_after_another() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(dir.path(), &[]);
    let mode = Mode {
        rules: Preset::Classic,
        players: 2,
    };
    // 40 players send quick_join together: none is refused, and they fill 20 rooms of two
    // (no half-empty room left behind by a race for the same seat).
    let mut clients = Vec::new();
    for i in 0..40 {
        clients.push(Client::connect(&server.addr, &format!("Q{i}"), None).await);
    }
    for c in clients.iter_mut() {
        c.send(&ClientMessage::QuickJoin { mode, rated: false })
            .await;
    }
    let mut rooms = std::collections::HashMap::<String, Vec<u8>>::new();
    for c in clients.iter_mut() {
        c.snapshot().await;
        rooms
            .entry(c.room.clone())
            .or_default()
            .push(c.you.unwrap());
    }
    assert_eq!(rooms.len(), 20, "{rooms:?}");
    for seats in rooms.values_mut() {
        seats.sort();
        assert_eq!(seats, &[0, 1]);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn drop_and_resume_with_the_token() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(dir.path(), &[]);
    let (mut a, b) = ann_and_bob(&server.addr, small(Preset::Classic, 2)).await;
    let room = a.room.clone();
    let token = b.token.clone();
    drop(b);
    let m = a
        .until("b lost", |m| {
            matches!(
                m,
                ServerMessage::Seat {
                    connected: false,
                    ..
                }
            )
        })
        .await;
    assert!(matches!(m, ServerMessage::Seat { seat: 1, .. }));
    let mut b = Client::connect(&server.addr, "Bob", Some(&token)).await;
    assert_eq!(b.token, token);
    b.snapshot().await;
    assert_eq!((b.room.as_str(), b.you), (room.as_str(), Some(1)));
    a.seat_back(1).await;
    play_out(&mut [a, b], 500).await;
}

/// A room whose snapshot is over 4 KiB (a chat of long lines) can be resumed: clients take the
/// server's long frames. `sync`s over their rate are answered together by one snapshot when
/// the next is due, and the client ends up with the room as it is.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_long_snapshot_resumes_and_a_burst_of_syncs_gets_one_a_second() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(dir.path(), &[]);
    let (mut a, b) = ann_and_bob(&server.addr, small(Preset::Classic, 2)).await;
    let room = a.room.clone();
    let line = "\u{1D11E}".repeat(petri_net::CHAT_MAX);
    for _ in 0..5 {
        a.send(&ClientMessage::Chat { text: line.clone() }).await;
        a.until("own chat", |m| matches!(m, ServerMessage::Chat { .. }))
            .await;
    }
    let token = b.token.clone();
    drop(b);
    let mut b = Client::connect(&server.addr, "Bob", Some(&token)).await;
    let m = b
        .until("a snapshot", |m| matches!(m, ServerMessage::Snapshot(_)))
        .await;
    assert!(m.to_frame().len() > MAX_FRAME, "{}", m.to_frame().len());
    assert_eq!(b.chat.len(), 5);
    assert_eq!((b.room.as_str(), b.you), (room.as_str(), Some(1)));
    // A move b has not seen yet when it asks.
    a.sync().await;
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let text = a.pick(&mut rng);
    a.play(&text).await;
    a.until("the move", |m| matches!(m, ServerMessage::Moved { .. }))
        .await;
    // The burst answered at once, then the rest together: one more snapshot, no other.
    let burst = SYNCS.burst as usize;
    for _ in 0..3 * burst {
        b.send(&ClientMessage::Sync).await;
    }
    for _ in 0..=burst {
        b.snapshot().await;
    }
    assert_eq!(b.game.as_ref().unwrap().record().moves.len(), 1);
    b.raw(Message::text(r#"{"t":"dance"}"#)).await;
    let m = b
        .until("the error", |m| {
            matches!(m, ServerMessage::Snapshot(_) | ServerMessage::Error { .. })
        })
        .await;
    assert!(
        matches!(m, ServerMessage::Error { .. }),
        "a snapshot more than the rate gives"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_and_restart_lose_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut server = Server::start(dir.path(), &[]);
    let (mut a, mut b) = ann_and_bob(&server.addr, small(Preset::Classic, 2)).await;
    let room = a.room.clone();
    a.until(
        "the start",
        |m| matches!(m, ServerMessage::Snapshot(s) if s.status == RoomStatus::Playing),
    )
    .await;
    a.send(&ClientMessage::Chat {
        text: "before the crash".into(),
    })
    .await;
    a.until("chat", |m| matches!(m, ServerMessage::Chat { .. }))
        .await;
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for _ in 0..3 {
        one_ply(&mut [&mut a, &mut b], &mut rng).await;
    }
    let (seen_v, seen_moves) = (a.v, a.game.as_ref().unwrap().actions().len());
    let (ta, tb) = (a.token.clone(), b.token.clone());
    server.kill9();
    drop((a, b));
    let server = Server::start(dir.path(), &[]);
    let mut a = Client::connect(&server.addr, "Ann", Some(&ta)).await;
    a.snapshot().await;
    assert_eq!(a.room, room);
    assert_eq!(a.game.as_ref().unwrap().actions().len(), seen_moves);
    assert!(a.v >= seen_v);
    assert_eq!(
        a.chat,
        vec![("Ann".to_string(), "before the crash".to_string())]
    );
    let mut b = Client::connect(&server.addr, "Bob", Some(&tb)).await;
    b.snapshot().await;
    assert_eq!(b.you, Some(1));
    a.seat_back(1).await;
    b.sync().await;
    a.sync().await;
    play_out(&mut [a, b], 500).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn friends_room_by_name_with_chat_history_and_watchers() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(dir.path(), &[]);
    let mut a = Client::connect(&server.addr, "Ann", None).await;
    a.send(&ClientMessage::CreateRoom {
        mode: Some(Mode {
            rules: Preset::Family,
            players: 3,
        }),
        rules: None,
        rated: false,
        clock: None,
    })
    .await;
    a.snapshot().await;
    let room = a.room.clone();
    assert_eq!(room.len(), 8);
    a.send(&ClientMessage::Chat {
        text: "hello  there".into(),
    })
    .await;
    a.until("chat", |m| matches!(m, ServerMessage::Chat { .. }))
        .await;
    // The name as a person types it: lower case, with a dash.
    let typed = format!("{}-{}", &room[..4], &room[4..]).to_lowercase();
    let mut b = Client::connect(&server.addr, "Bob", None).await;
    join(&mut b, &typed).await;
    assert_eq!(b.room, room);
    assert_eq!(b.chat, vec![("Ann".to_string(), "hello there".to_string())]);
    // The creator fills the last seat with a computer: the game starts.
    a.send(&ClientMessage::AddComputer {
        seat: 2,
        level: petri_net::Level::Beginner,
    })
    .await;
    a.until(
        "the start",
        |m| matches!(m, ServerMessage::Snapshot(s) if s.status == RoomStatus::Playing),
    )
    .await;
    let mut w = Client::connect(&server.addr, "Wat", None).await;
    w.send(&ClientMessage::Join { room: room.clone() }).await;
    assert_eq!(w.error().await, ErrorCode::RoomFull);
    w.send(&ClientMessage::Watch { room: room.clone() }).await;
    w.snapshot().await;
    assert_eq!(w.you, None);
    assert_eq!(w.chat.len(), 1);
    b.until(
        "playing",
        |m| matches!(m, ServerMessage::Snapshot(s) if s.status == RoomStatus::Playing),
    )
    .await;
    // A few plies with the computer.
    let mut rng = ChaCha8Rng::seed_from_u64(8);
    for _ in 0..6 {
        for c in [&mut a, &mut b] {
            if c.my_turn() {
                let m = c.pick(&mut rng);
                c.play(&m).await;
            }
        }
        w.until("moved", |m| matches!(m, ServerMessage::Moved { .. }))
            .await;
        a.sync().await;
        b.sync().await;
    }
    w.sync().await;
    assert!(w.game.as_ref().unwrap().actions().len() >= 6);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn votes_new_game_and_cancel_after_vanishing() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(dir.path(), &["--vanish-secs", "1"]);
    let (mut a, mut b) =
        ann_and_bob(&server.addr, Rules::preset(Preset::Online, 2).with_size(2)).await;
    a.until(
        "start",
        |m| matches!(m, ServerMessage::Snapshot(s) if s.status == RoomStatus::Playing),
    )
    .await;
    // Cancel is refused while everyone is here.
    a.send(&ClientMessage::Propose {
        kind: VoteKind::Cancel,
        seat: None,
    })
    .await;
    assert_eq!(a.error().await, ErrorCode::VoteRefused);
    // New game: both agree; a moves to seat b and gets another colour.
    a.send(&ClientMessage::Propose {
        kind: VoteKind::NewGame,
        seat: None,
    })
    .await;
    b.until(
        "vote",
        |m| matches!(m, ServerMessage::Vote(v) if v.needed == 2),
    )
    .await;
    b.send(&ClientMessage::Vote {
        kind: VoteKind::NewGame,
        yes: true,
    })
    .await;
    b.snapshot().await;
    a.snapshot().await;
    assert_eq!((a.you, b.you), (Some(1), Some(0)));
    // b leaves the connection; after the vanish time a may cancel.
    drop(b);
    a.until("vanished", |m| {
        matches!(m, ServerMessage::Seat { vanished: true, .. })
    })
    .await;
    a.send(&ClientMessage::Propose {
        kind: VoteKind::Cancel,
        seat: None,
    })
    .await;
    a.until(
        "cancelled",
        |m| matches!(m, ServerMessage::Snapshot(s) if s.status == RoomStatus::Cancelled),
    )
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_error_code() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(dir.path(), &[]);
    let mut a = Client::connect(&server.addr, "Ann", None).await;
    // bad_message: binary, unknown t, a wrong field; the connection lives on.
    a.raw(Message::binary(vec![1, 2, 3])).await;
    assert_eq!(a.error().await, ErrorCode::BadMessage);
    a.raw(Message::text(r#"{"t":"dance"}"#)).await;
    assert_eq!(a.error().await, ErrorCode::BadMessage);
    a.raw(Message::text(r#"{"t":"chat","text":""}"#)).await;
    assert_eq!(a.error().await, ErrorCode::BadMessage);
    a.raw(Message::text(r#"{"t":"hello","proto":1,"name":"x"}"#))
        .await;
    assert_eq!(a.error().await, ErrorCode::BadMessage);
    // not_in_room, room_not_found.
    a.send(&ClientMessage::Sync).await;
    assert_eq!(a.error().await, ErrorCode::NotInRoom);
    a.send(&ClientMessage::Join {
        room: "ABCDEFGH".into(),
    })
    .await;
    assert_eq!(a.error().await, ErrorCode::RoomNotFound);
    a.send(&ClientMessage::Watch {
        room: "ABCDEFGH".into(),
    })
    .await;
    assert_eq!(a.error().await, ErrorCode::RoomNotFound);
    create(&mut a, small(Preset::Classic, 2)).await;
    let room = a.room.clone();
    // vote_refused before the game.
    a.send(&ClientMessage::Propose {
        kind: VoteKind::NewGame,
        seat: None,
    })
    .await;
    assert_eq!(a.error().await, ErrorCode::VoteRefused);
    let mut b = Client::connect(&server.addr, "Bob", None).await;
    join(&mut b, &room).await;
    // not_allowed: only the creator adds computers (and not once the room is full).
    b.send(&ClientMessage::AddComputer {
        seat: 1,
        level: petri_net::Level::Easy,
    })
    .await;
    assert_eq!(b.error().await, ErrorCode::NotAllowed);
    let mut c = Client::connect(&server.addr, "Cy", None).await;
    c.send(&ClientMessage::Join { room: room.clone() }).await;
    assert_eq!(c.error().await, ErrorCode::RoomFull);
    a.until(
        "start",
        |m| matches!(m, ServerMessage::Snapshot(s) if s.status == RoomStatus::Playing),
    )
    .await;
    b.play("pass").await;
    assert_eq!(b.error().await, ErrorCode::NotYourTurn);
    a.send(&ClientMessage::Move {
        v: a.v - 1,
        action: "pass".into(),
    })
    .await;
    assert_eq!(a.error().await, ErrorCode::Stale);
    a.play("pass").await;
    assert_eq!(a.error().await, ErrorCode::IllegalMove);
    // rate_limited: chat faster than allowed.
    let mut limited = false;
    for i in 0..8 {
        a.send(&ClientMessage::Chat {
            text: format!("spam {i}"),
        })
        .await;
    }
    for _ in 0..8 {
        match a.recv().await {
            ServerMessage::Error {
                code: ErrorCode::RateLimited,
                ..
            } => limited = true,
            ServerMessage::Chat { .. } => {}
            m => panic!("{m:?}"),
        }
    }
    assert!(limited);
    // A frame over 4096 bytes closes the connection with 1009.
    let big = format!(r#"{{"t":"chat","text":"{}"}}"#, "x".repeat(5000));
    a.raw(Message::text(big)).await;
    loop {
        match tokio::time::timeout(WAIT, a.ws.next()).await.unwrap() {
            Some(Ok(Message::Close(Some(f)))) => {
                assert_eq!(u16::from(f.code), 1009);
                break;
            }
            Some(Ok(_)) => continue,
            other => panic!("expected close 1009, got {other:?}"),
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_petri_game_with_the_server_rolling() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(dir.path(), &[]);
    let mut a = Client::connect(&server.addr, "Ann", None).await;
    let mut b = Client::connect(&server.addr, "Bob", None).await;
    create(&mut a, small(Preset::Petri, 2)).await;
    let room = a.room.clone();
    join(&mut b, &room).await;
    a.until(
        "start",
        |m| matches!(m, ServerMessage::Snapshot(s) if s.status == RoomStatus::Playing),
    )
    .await;
    let mover = if a.my_turn() { &mut a } else { &mut b };
    mover.play("roll 6 6").await;
    assert_eq!(mover.error().await, ErrorCode::IllegalMove);
    mover.sync().await;
    play_out(&mut [a, b], 5000).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn http_health_and_static_site() {
    let dir = tempfile::tempdir().unwrap();
    let web = tempfile::tempdir().unwrap();
    std::fs::write(web.path().join("index.html"), "plain").unwrap();
    std::fs::write(web.path().join("index.html.gz"), "gzipped").unwrap();
    let web_dir = web.path().to_str().unwrap().to_string();
    let server = Server::start(dir.path(), &["--web", &web_dir]);
    let get = |path: &str, enc: &str| {
        let mut s = std::net::TcpStream::connect(&server.addr).unwrap();
        write!(
            s,
            "GET {path} HTTP/1.1\r\nHost: x\r\nAccept-Encoding: {enc}\r\nConnection: close\r\n\r\n"
        )
        .unwrap();
        let mut out = String::new();
        s.read_to_string(&mut out).unwrap();
        out
    };
    let health = get("/healthz", "identity");
    assert!(health.starts_with("HTTP/1.1 200"), "{health}");
    assert!(health.ends_with("ok"));
    assert!(get("/index.html", "identity").ends_with("plain"));
    let gz = get("/index.html", "gzip");
    assert!(gz.to_lowercase().contains("content-encoding: gzip") && gz.ends_with("gzipped"));
    // A browser page from another site may not open the socket.
    let mut s = std::net::TcpStream::connect(&server.addr).unwrap();
    write!(
        s,
        "GET /ws HTTP/1.1\r\nHost: {}\r\nOrigin: http://evil.example\r\nUpgrade: websocket\r\n\
         Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n",
        server.addr
    )
    .unwrap();
    let mut buf = [0u8; 12];
    s.read_exact(&mut buf).unwrap();
    assert_eq!(&buf, b"HTTP/1.1 403");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_the_server_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    let mut server = Server::start(dir.path(), &[]);
    let mut a = Client::connect(&server.addr, "Ann", None).await;
    create(&mut a, small(Preset::Classic, 2)).await;
    let pid = server.child.id().to_string();
    assert!(
        Command::new("kill")
            .args(["-TERM", &pid])
            .status()
            .unwrap()
            .success()
    );
    // The client is told, and the server exits by itself with success.
    // (Frames already on their way, such as a room listing, may come first.)
    loop {
        match tokio::time::timeout(WAIT, a.ws.next()).await.unwrap() {
            Some(Ok(Message::Text(_))) => continue,
            Some(Ok(Message::Close(Some(f)))) => assert_eq!(u16::from(f.code), 1001),
            other => panic!("expected close 1001, got {other:?}"),
        }
        break;
    }
    let deadline = std::time::Instant::now() + WAIT;
    loop {
        if let Some(status) = server.child.try_wait().unwrap() {
            assert!(status.success(), "{status:?}");
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the server did not stop"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_answers_no_pings_is_disconnected_and_keeps_its_seat() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(dir.path(), &["--ping-secs", "1", "--dead-secs", "2"]);
    let (mut a, b) = ann_and_bob(&server.addr, small(Preset::Classic, 2)).await;
    // b stops reading (so it answers no pings); a keeps reading (and answering).
    let m = a
        .until("b lost", |m| {
            matches!(
                m,
                ServerMessage::Seat {
                    seat: 1,
                    connected: false,
                    ..
                }
            )
        })
        .await;
    assert!(matches!(m, ServerMessage::Seat { name: Some(n), .. } if n == "Bob"));
    let token = b.token.clone();
    drop(b);
    let mut b = Client::connect(&server.addr, "Bob", Some(&token)).await;
    b.snapshot().await;
    assert_eq!(b.you, Some(1));
}
