//! Several `petri-server` nodes on one private `redis-server` (loopback, its own port, no
//! disk): rooms whose players sit on different nodes, quick join and lobby counts across
//! nodes, tokens valid on every node, the owner killed mid-game, and Redis restarted.

use std::time::{Duration, Instant};

use crate::common::*;
use chacha20::ChaCha8Rng;
use petri_net::{ClientMessage, ErrorCode, Mode, RoomStatus, ServerMessage};
use petri_rules::{Preset, Rules};
use rand::SeedableRng;

fn node(redis: &Redis, dir: &tempfile::TempDir, name: &str) -> Server {
    Server::start(dir.path(), &["--redis", &redis.url(), "--node", name])
}

async fn started(c: &mut Client) {
    while c.status != Some(RoomStatus::Playing) {
        c.recv().await;
    }
}

/// Asks for the room (`sync`) until a snapshot answers. A `sync` its node cannot bring to the
/// room yet (the node still connecting to Redis again) is answered by an error, or by nothing.
async fn synced(c: &mut Client) {
    let deadline = Instant::now() + WAIT;
    loop {
        assert!(
            Instant::now() < deadline,
            "no snapshot answered a sync within {} s",
            WAIT.as_secs()
        );
        c.send(&ClientMessage::Sync).await;
        let answer = tokio::time::Instant::now() + Duration::from_secs(2);
        loop {
            match c.recv_before(answer).await {
                Some(ServerMessage::Snapshot(_)) => return,
                Some(ServerMessage::Error {
                    code: ErrorCode::NotInRoom,
                    ..
                })
                | None => break,
                Some(_) => continue,
            }
        }
        // The pace of the tries.
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Waits until Redis, started again empty, has the room back whole (its lease taken again and
/// its state written) and every node that lives has said again that it lives (a node missing
/// for three rounds of the watchdog would have its connections dropped from the room).
async fn settled(redis: &Redis, room: &str, nodes: usize) {
    let deadline = Instant::now() + WAIT;
    loop {
        let lease = !redis
            .keys(&format!("petri:room:{room}:lease"))
            .await
            .is_empty();
        let state = !redis
            .keys(&format!("petri:room:{room}:state"))
            .await
            .is_empty();
        let alive = redis.keys("petri:alive:*").await.len();
        if lease && state && alive == nodes {
            return;
        }
        assert!(
            Instant::now() < deadline,
            "Redis never had the room and the nodes back within {} s (room's lease: {lease}, \
             its state: {state}, nodes alive: {alive} of {nodes})",
            WAIT.as_secs()
        );
        // The pace of the polls.
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_nodes_share_rooms_players_and_lobby_counts() {
    let redis = Redis::start(26411);
    let dir = tempfile::tempdir().unwrap();
    let a = node(&redis, &dir, "a");
    let b = node(&redis, &dir, "b");
    let mode = Mode {
        rules: Preset::Classic,
        players: 2,
    };
    let mut w = Client::connect(&b.addr, "Wat", None).await;
    w.send(&ClientMessage::Lobby { on: true }).await;
    let lobby = async |w: &mut Client, want: (u32, u32)| {
        loop {
            let m = w
                .until("lobby", |m| matches!(m, ServerMessage::Lobby { .. }))
                .await;
            if lobby_count(&m, mode) == Some(want) {
                return;
            }
        }
    };
    lobby(&mut w, (0, 0)).await;
    // Quick join on two nodes: one room.
    let mut ann = Client::connect(&a.addr, "Ann", None).await;
    ann.send(&ClientMessage::QuickJoin { mode, rated: false })
        .await;
    ann.snapshot().await;
    lobby(&mut w, (1, 0)).await;
    let mut bob = Client::connect(&b.addr, "Bob", None).await;
    bob.send(&ClientMessage::QuickJoin { mode, rated: false })
        .await;
    bob.snapshot().await;
    assert_eq!(ann.room, bob.room);
    assert_eq!((ann.you, bob.you), (Some(0), Some(1)));
    started(&mut ann).await;
    started(&mut bob).await;
    lobby(&mut w, (0, 2)).await;
    // Moves and chat cross the nodes.
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    for _ in 0..4 {
        one_ply(&mut [&mut ann, &mut bob], &mut rng).await;
    }
    bob.send(&ClientMessage::Chat {
        text: "from b".into(),
    })
    .await;
    ann.until("chat", |m| matches!(m, ServerMessage::Chat { .. }))
        .await;
    assert_eq!(ann.chat.last().unwrap().1, "from b");
    // A watcher on the other node.
    let mut cy = Client::connect(&b.addr, "Cy", None).await;
    cy.send(&ClientMessage::Watch {
        room: ann.room.clone(),
    })
    .await;
    cy.snapshot().await;
    assert_eq!(cy.you, None);
    // Ann's token on node b: the same seat, the same game.
    let (token, room, moves) = (
        ann.token.clone(),
        ann.room.clone(),
        ann.game.as_ref().unwrap().actions().len(),
    );
    drop(ann);
    let mut ann = Client::connect(&b.addr, "Ann", Some(&token)).await;
    ann.snapshot().await;
    assert_eq!((ann.room.as_str(), ann.you), (room.as_str(), Some(0)));
    assert_eq!(ann.game.as_ref().unwrap().actions().len(), moves);
    bob.sync().await;
    cy.sync().await;
    for _ in 0..2 {
        one_ply(&mut [&mut ann, &mut bob, &mut cy], &mut rng).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_nodes_survive_the_owner_killed_and_redis_restarted() {
    let mut redis = Redis::start(26412);
    let dir = tempfile::tempdir().unwrap();
    let mut a = node(&redis, &dir, "a");
    let b = node(&redis, &dir, "b");
    let c = node(&redis, &dir, "c");
    // Ann on a opens the room (a owns it), Bob on b plays, Cy on c watches.
    let mut ann = Client::connect(&a.addr, "Ann", None).await;
    create(&mut ann, Rules::preset(Preset::Classic, 2).with_size(2)).await;
    let room = ann.room.clone();
    let mut bob = Client::connect(&b.addr, "Bob", None).await;
    join(&mut bob, &room).await;
    let mut cy = Client::connect(&c.addr, "Cy", None).await;
    cy.send(&ClientMessage::Watch { room: room.clone() }).await;
    cy.snapshot().await;
    started(&mut ann).await;
    started(&mut bob).await;
    cy.sync().await;
    let mut rng = ChaCha8Rng::seed_from_u64(12);
    for _ in 0..4 {
        one_ply(&mut [&mut ann, &mut bob, &mut cy], &mut rng).await;
    }
    let seen: Vec<_> = bob.game.as_ref().unwrap().actions().to_vec();
    let ann_token = ann.token.clone();

    // SIGKILL the owner mid-game: Bob and Cy get the room back from b or c, every move there.
    a.kill9();
    drop(ann);
    let killed = Instant::now();
    bob.snapshot().await;
    let back = killed.elapsed();
    eprintln!(
        "the game was back {} ms after the owner died",
        back.as_millis()
    );
    assert_eq!(bob.game.as_ref().unwrap().actions(), &seen[..]);
    assert_eq!(bob.you, Some(1));
    cy.snapshot().await;
    assert_eq!(cy.game.as_ref().unwrap().actions(), &seen[..]);
    // Ann resumes through c.
    let mut ann = Client::connect(&c.addr, "Ann", Some(&ann_token)).await;
    ann.snapshot().await;
    assert_eq!((ann.room.as_str(), ann.you), (room.as_str(), Some(0)));
    assert_eq!(ann.game.as_ref().unwrap().actions(), &seen[..]);
    bob.sync().await;
    cy.sync().await;
    for _ in 0..4 {
        one_ply(&mut [&mut ann, &mut bob, &mut cy], &mut rng).await;
    }

    // Redis stops: no new rooms (a clear error); it starts again, empty: they come back.
    let mut dee = Client::connect(&b.addr, "Dee", None).await;
    redis.stop();
    let friends = ClientMessage::CreateRoom {
        mode: Some(Mode {
            rules: Preset::Family,
            players: 2,
        }),
        rules: None,
        rated: false,
        clock: None,
    };
    dee.send(&friends).await;
    match dee.recv().await {
        ServerMessage::Error {
            code: ErrorCode::Unavailable,
            message,
        } => assert!(message.contains("cannot open rooms"), "{message}"),
        m => panic!("expected unavailable while Redis is down, got {m:?}"),
    }
    redis.restart();
    let restarted = Instant::now();
    let deadline = Instant::now() + WAIT;
    loop {
        assert!(
            Instant::now() < deadline,
            "no new room after Redis came back"
        );
        // The pace of the tries.
        tokio::time::sleep(Duration::from_millis(300)).await;
        dee.send(&friends).await;
        match dee.recv().await {
            ServerMessage::Snapshot(_) => break,
            ServerMessage::Error {
                code: ErrorCode::Unavailable,
                ..
            } => continue,
            m => panic!("{m:?}"),
        }
    }
    // The game goes on where it was: once Redis has the room and b and c back, every
    // client's sync brings the room as it was.
    settled(&redis, &room, 2).await;
    eprintln!(
        "Redis had the room and the nodes back {} ms after it started again",
        restarted.elapsed().as_millis()
    );
    for cl in [&mut ann, &mut bob, &mut cy] {
        synced(cl).await;
        assert_eq!(cl.game.as_ref().unwrap().actions().len(), seen.len() + 4);
    }
    for _ in 0..2 {
        one_ply(&mut [&mut ann, &mut bob, &mut cy], &mut rng).await;
    }
}
