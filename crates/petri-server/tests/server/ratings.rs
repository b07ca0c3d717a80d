//! Rated games against the real server: accounts only, their own quick-join pool, Glicko-2
//! for two players (the first game between new players: 1662 and 1338), the changes on the
//! results, ratings on the seats, kept through a SIGKILL; Weng-Lin for three.

use crate::common::*;
use petri_net::{
    ClientMessage, ErrorCode, Mode, RatingChange, RoomStatus, ServerMessage, TimeControl,
};
use petri_rules::Preset;

async fn account(addr: &str, name: &str) -> Client {
    let mut c = Client::connect(addr, name, None).await;
    c.send(&ClientMessage::Register {
        name: name.into(),
        password: format!("{name}'s password"),
    })
    .await;
    assert_eq!(c.account().await.as_deref(), Some(name));
    c
}

async fn rated(c: &mut Client) -> Vec<RatingChange> {
    match c
        .until("rated", |m| matches!(m, ServerMessage::Rated { .. }))
        .await
    {
        ServerMessage::Rated { changes } => changes,
        _ => unreachable!(),
    }
}

/// The room's game in the lobby's live list, once it is there (the lobby asked for).
async fn live_game(c: &mut Client, room: &str) -> petri_net::LiveGame {
    c.send(&ClientMessage::Lobby { on: true }).await;
    loop {
        if let ServerMessage::Lobby { live, .. } = c
            .until("lobby", |m| matches!(m, ServerMessage::Lobby { .. }))
            .await
            && let Some(g) = live.into_iter().find(|g| g.room == room)
        {
            return g;
        }
    }
}

async fn snapshot(c: &mut Client) -> petri_net::Snapshot {
    match c
        .until("snapshot", |m| matches!(m, ServerMessage::Snapshot(_)))
        .await
    {
        ServerMessage::Snapshot(s) => *s,
        _ => unreachable!(),
    }
}

/// The HTTP API after Ann beat Bob in classic-2: the leaderboard, Ann's page, the game's
/// record; unknown modes and names are refused in JSON, saying what was asked, as text.
fn api_after_one_game(addr: &str) {
    use petri_net::api::{ApiError, Leaderboard, PlayerPage};
    let (status, body) = http_get(addr, "/api/leaderboard/classic-2");
    assert_eq!(status, 200, "{body}");
    let board: Leaderboard = serde_json::from_str(&body).unwrap();
    let rows: Vec<_> = board
        .players
        .iter()
        .map(|p| {
            (
                p.rank,
                p.name.as_str(),
                p.rating.rating,
                p.rating.provisional,
            )
        })
        .collect();
    assert_eq!(rows, [(1, "Ann", 1662, true), (2, "Bob", 1338, true)]);
    let (status, body) = http_get(addr, "/api/leaderboard/classic-3");
    assert_eq!(status, 200);
    assert!(
        serde_json::from_str::<Leaderboard>(&body)
            .unwrap()
            .players
            .is_empty()
    );
    let (status, body) = http_get(addr, "/api/players/ANN");
    assert_eq!(status, 200, "{body}");
    let page: PlayerPage = serde_json::from_str(&body).unwrap();
    assert_eq!(page.name, "Ann");
    assert_eq!(page.ratings["classic-2"].rating, 1662);
    assert_eq!(page.ratings["classic-2"].games, 1);
    assert_eq!(page.history["classic-2"].len(), 1);
    assert_eq!(page.games.len(), 1);
    let g = &page.games[0];
    assert_eq!(
        g.players
            .iter()
            .map(|p| (p.name.as_str(), p.place, p.change))
            .collect::<Vec<_>>(),
        [("Ann", 1, 162), ("Bob", 2, -162)]
    );
    let (status, record) = http_get(addr, &g.record);
    assert_eq!(status, 200, "{record}");
    let record: petri_rules::GameRecord = serde_json::from_str(&record).unwrap();
    assert_eq!(record.names, ["Ann", "Bob"]);
    assert!(record.replay().is_ok(), "the record replays");
    // The test clock is not there unless asked for (`--test-clock`).
    assert_eq!(http_post(addr, "/test/clock/100000").0, 404);
    for (path, says) in [
        ("/api/leaderboard/chess-2", "no mode \"chess-2\""),
        (
            "/api/players/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
            "<script>alert(1)</script>",
        ),
        ("/api/players/FLUSHALL", "no player named \"FLUSHALL\""),
        ("/api/games/x'%3B%20DROP%20TABLE%20rated_games", "no game"),
        ("/api/games/ABCDEFGH-99", "no rated game"),
    ] {
        let (status, body) = http_get(addr, path);
        assert_eq!(status, 404, "{path}: {body}");
        let e: ApiError = serde_json::from_str(&body).expect("a JSON error");
        assert!(e.error.contains(says), "{path}: {}", e.error);
    }
}

/// The same pages over the WebSocket (the game has no HTTP client): equal to the HTTP API's,
/// from a watcher in a room; what is not there is `not_found`, what cannot be a game or a name
/// is a `bad_message`.
async fn pages_over_the_socket(addr: &str, c: &mut Client) {
    use petri_net::api::{Leaderboard, PlayerPage};
    let mode = Mode {
        rules: Preset::Classic,
        players: 2,
    };
    c.send(&ClientMessage::Leaderboard { mode }).await;
    let board = match c
        .until("leaderboard", |m| {
            matches!(m, ServerMessage::Leaderboard(_))
        })
        .await
    {
        ServerMessage::Leaderboard(b) => b,
        _ => unreachable!(),
    };
    let (_, body) = http_get(addr, "/api/leaderboard/classic-2");
    assert_eq!(board, serde_json::from_str::<Leaderboard>(&body).unwrap());
    assert_eq!(board.players.len(), 2);
    c.send(&ClientMessage::Player { name: "bob".into() }).await;
    let page = match c
        .until("player", |m| matches!(m, ServerMessage::Player(_)))
        .await
    {
        ServerMessage::Player(p) => *p,
        _ => unreachable!(),
    };
    let (_, body) = http_get(addr, "/api/players/bob");
    assert_eq!(page, serde_json::from_str::<PlayerPage>(&body).unwrap());
    assert_eq!(page.name, "Bob");
    let game = page.games[0].game.clone();
    c.send(&ClientMessage::Record { game: game.clone() }).await;
    let (got, record) = match c
        .until("record", |m| matches!(m, ServerMessage::Record { .. }))
        .await
    {
        ServerMessage::Record { game, record } => (game, record),
        _ => unreachable!(),
    };
    assert_eq!(got, game);
    let (_, body) = http_get(addr, &format!("/api/games/{game}"));
    assert_eq!(record, body);
    let record: petri_rules::GameRecord = serde_json::from_str(&record).unwrap();
    assert!(record.replay().is_ok());
    // Not there.
    c.send(&ClientMessage::Player {
        name: "Nobody".into(),
    })
    .await;
    assert_eq!(c.error().await, ErrorCode::NotFound);
    c.send(&ClientMessage::Record {
        game: "ABCDEFGH-99".into(),
    })
    .await;
    assert_eq!(c.error().await, ErrorCode::NotFound);
    // Not a game, not a name: refused before the store is asked.
    for frame in [
        r#"{"t":"record","game":"x'; DROP TABLE rated_games"}"#,
        r#"{"t":"player","name":"<script>"}"#,
        r#"{"t":"leaderboard","mode":{"rules":"classic","players":5}}"#,
    ] {
        c.raw(tokio_tungstenite::tungstenite::Message::text(frame))
            .await;
        assert_eq!(c.error().await, ErrorCode::BadMessage, "{frame}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rated_game_moves_ratings_as_glicko_2_says_once() {
    let dir = tempfile::tempdir().unwrap();
    let mut server = Server::start(dir.path(), &[]);
    let addr = server.addr.clone();
    let mode = Mode {
        rules: Preset::Classic,
        players: 2,
    };
    // Guests play casual games only.
    let mut guest = Client::connect(&addr, "Guest", None).await;
    guest
        .send(&ClientMessage::QuickJoin { mode, rated: true })
        .await;
    let (code, message) = guest.refusal().await;
    assert_eq!(code, ErrorCode::NotAllowed);
    assert!(message.contains("accounts"), "{message}");

    let mut ann = account(&addr, "Ann").await;
    let mut bob = account(&addr, "Bob").await;
    ann.send(&ClientMessage::QuickJoin { mode, rated: true })
        .await;
    let s = snapshot(&mut ann).await;
    assert!(s.rated);
    let room = s.room.clone();
    assert_eq!(
        s.seats[0].rating.map(|r| (r.rating, r.provisional)),
        Some((1500, true))
    );
    // A casual quick join does not land in the rated room; a guest cannot join it by name.
    guest
        .send(&ClientMessage::QuickJoin { mode, rated: false })
        .await;
    assert_ne!(snapshot(&mut guest).await.room, room);
    guest
        .send(&ClientMessage::Join { room: room.clone() })
        .await;
    assert_eq!(guest.refusal().await.0, ErrorCode::NotAllowed);
    bob.send(&ClientMessage::QuickJoin { mode, rated: true })
        .await;
    assert_eq!(snapshot(&mut bob).await.room, room);
    while ann.status != Some(RoomStatus::Playing) {
        ann.recv().await;
    }
    // A third person finds the game in the lobby's live list and watches it.
    let mut cyd = Client::connect(&addr, "Cyd", None).await;
    let live = live_game(&mut cyd, &room).await;
    assert!(live.rated);
    assert_eq!(
        live.players
            .iter()
            .map(|p| (p.name.as_str(), p.rating))
            .collect::<Vec<_>>(),
        [("Ann", Some(1500)), ("Bob", Some(1500))]
    );
    cyd.send(&ClientMessage::Watch { room: room.clone() }).await;
    let s = snapshot(&mut cyd).await;
    assert_eq!((s.room.as_str(), s.you), (room.as_str(), None));
    // Bob leaves the running game: a forfeit, Ann wins.
    bob.send(&ClientMessage::Leave).await;
    ann.until("over", |m| matches!(m, ServerMessage::Over { .. }))
        .await;
    let mut changes = rated(&mut ann).await;
    changes.sort_by_key(|c| c.seat);
    assert_eq!(
        changes
            .iter()
            .map(|c| (c.seat, c.rating, c.change, c.provisional))
            .collect::<Vec<_>>(),
        [(0, 1662, 162, true), (1, 1338, -162, true)]
    );
    assert_eq!(
        rated(&mut cyd).await.len(),
        2,
        "watchers hear the ratings too"
    );
    api_after_one_game(&addr);
    pages_over_the_socket(&addr, &mut cyd).await;
    // The seat shows the new rating.
    ann.send(&ClientMessage::Sync).await;
    let s = snapshot(&mut ann).await;
    assert_eq!(s.seats[0].rating.map(|r| r.rating), Some(1662));

    // Kept through a SIGKILL, and not rated again when the room comes back.
    server.kill9();
    let server = Server::start(dir.path(), &[]);
    let addr = server.addr.clone();
    let ann_token = ann.token.clone();
    let mut ann = Client::connect(&addr, "Ann", Some(&ann_token)).await;
    let s = snapshot(&mut ann).await;
    assert_eq!(s.room, room);
    assert_eq!(s.seats[0].rating.map(|r| r.rating), Some(1662));
    ann.send(&ClientMessage::Leave).await;
    // The next rated game shows both ratings from the start.
    ann.send(&ClientMessage::QuickJoin { mode, rated: true })
        .await;
    snapshot(&mut ann).await;
    let mut bob = Client::connect(&addr, "Bob", Some(&bob.token)).await;
    bob.send(&ClientMessage::QuickJoin { mode, rated: true })
        .await;
    let s = snapshot(&mut bob).await;
    let shown: Vec<_> = s.seats.iter().map(|x| x.rating.map(|r| r.rating)).collect();
    assert_eq!(shown, [Some(1662), Some(1338)]);
    // No computers in a rated room; a friends room can be rated, own rules cannot.
    let mut cat = account(&addr, "Cat").await;
    cat.send(&ClientMessage::CreateRoom {
        mode: Some(Mode {
            rules: Preset::Classic,
            players: 3,
        }),
        rules: None,
        rated: true,
        clock: None,
    })
    .await;
    let s = snapshot(&mut cat).await;
    assert!(s.rated && !s.public);
    cat.send(&ClientMessage::AddComputer {
        seat: 1,
        level: petri_net::Level::Easy,
    })
    .await;
    let (code, message) = cat.refusal().await;
    assert_eq!(code, ErrorCode::NotAllowed);
    assert!(message.contains("no computers"), "{message}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_players_are_rated_by_places_with_weng_lin() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(dir.path(), &[]);
    let addr = server.addr.clone();
    let mode = Mode {
        rules: Preset::Classic,
        players: 3,
    };
    let mut players = Vec::new();
    for name in ["Ann", "Bob", "Cat"] {
        let mut c = account(&addr, name).await;
        c.send(&ClientMessage::QuickJoin { mode, rated: true })
            .await;
        snapshot(&mut c).await;
        players.push(c);
    }
    while players[0].status != Some(RoomStatus::Playing) {
        players[0].recv().await;
    }
    // Cat leaves first (last place), then Bob (second to last): Ann wins.
    let mut cat = players.pop().unwrap();
    cat.send(&ClientMessage::Leave).await;
    let mut bob = players.pop().unwrap();
    let mut ann = players.pop().unwrap();
    // Cat's forfeit is seen before Bob leaves.
    ann.until("Cat's seat forfeited", |m| {
        matches!(
            m,
            ServerMessage::Seat {
                seat: 2,
                computer: Some(_),
                ..
            }
        )
    })
    .await;
    bob.send(&ClientMessage::Leave).await;
    let mut changes = rated(&mut ann).await;
    changes.sort_by_key(|c| c.seat);
    let r: Vec<i32> = changes.iter().map(|c| c.rating).collect();
    assert_eq!(changes.len(), 3);
    // First up, last down, the middle about where it was (three new players).
    assert!(r[0] > 1600 && r[2] < 1400, "{changes:?}");
    assert!((r[1] - 1500).abs() <= 5, "{changes:?}");
    assert!(changes.iter().all(|c| c.provisional));
}

/// The issue's walk-through ("Done when"), on three nodes. Two new players register on two
/// nodes and play a rated game on the public 30-second clock; the room's node is killed
/// mid-game; the game ends on the node that took it over: the winner's rating moves once, as
/// Glicko-2 says. In the next game one lets the clock run out and loses on time while a third
/// person, who found the game in the lobby's live list, watches; the leaderboard lists both,
/// also after the second room's node is killed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_several_nodes_a_rated_game_survives_its_node_and_is_rated_once() {
    let redis = Redis::start(26414);
    let dir = tempfile::tempdir().unwrap();
    // The nodes' clocks are the test's: a clock runs out when the test moves them ahead.
    let node = |name: &str| {
        Server::start(
            dir.path(),
            &["--redis", &redis.url(), "--node", name, "--test-clock"],
        )
    };
    let (mut a, b) = (node("a"), node("b"));
    let mode = Mode {
        rules: Preset::Classic,
        players: 2,
    };
    let mut ann = account(&a.addr, "Ann").await;
    let mut bob = account(&b.addr, "Bob").await;
    ann.send(&ClientMessage::QuickJoin { mode, rated: true })
        .await;
    let first = snapshot(&mut ann).await;
    let room = first.room;
    assert_eq!(
        first.clock.map(|c| c.control),
        Some(TimeControl::PUBLIC),
        "a public room's clock: 30 s a turn"
    );
    bob.send(&ClientMessage::QuickJoin { mode, rated: true })
        .await;
    assert_eq!(snapshot(&mut bob).await.room, room);
    while bob.status != Some(RoomStatus::Playing) {
        bob.recv().await;
    }
    while ann.status != Some(RoomStatus::Playing) {
        ann.recv().await;
    }
    let mut rng = rand_chacha(3);
    for _ in 0..2 {
        one_ply(&mut [&mut ann, &mut bob], &mut rng).await;
    }
    // The room's node (a: Ann opened it) dies; Ann comes back through b.
    let ann_token = ann.token.clone();
    a.kill9();
    drop(ann);
    bob.snapshot().await;
    let mut ann = Client::connect(&b.addr, "Ann", Some(&ann_token)).await;
    assert_eq!(ann.account().await.as_deref(), Some("Ann"));
    let s = snapshot(&mut ann).await;
    assert_eq!(
        (s.room.as_str(), s.you, s.rated),
        (room.as_str(), Some(0), true)
    );
    // Ann leaves: Bob wins, rated once on b.
    ann.send(&ClientMessage::Leave).await;
    let mut changes = rated(&mut bob).await;
    changes.sort_by_key(|c| c.seat);
    assert_eq!(
        changes
            .iter()
            .map(|c| (c.rating, c.change))
            .collect::<Vec<_>>(),
        [(1338, -162), (1662, 162)]
    );
    // Seen from a fresh node: the same, once.
    let c = node("c");
    let mut cy = account(&c.addr, "Cyd").await;
    cy.send(&ClientMessage::Watch { room: room.clone() }).await;
    let s = snapshot(&mut cy).await;
    let shown: Vec<_> = s.seats.iter().map(|x| x.rating.map(|r| r.rating)).collect();
    assert_eq!(shown[1], Some(1662));
    // The leaderboard and the player pages, from Redis, on any node.
    let (_, body) = http_get(&c.addr, "/api/leaderboard/classic-2");
    let board: petri_net::api::Leaderboard = serde_json::from_str(&body).unwrap();
    let rows: Vec<_> = board
        .players
        .iter()
        .map(|p| (p.name.as_str(), p.rating.rating))
        .collect();
    assert_eq!(rows, [("Bob", 1662), ("Ann", 1338)]);
    let (_, body) = http_get(&b.addr, "/api/players/bob");
    let page: petri_net::api::PlayerPage = serde_json::from_str(&body).unwrap();
    assert_eq!((page.name.as_str(), page.games.len()), ("Bob", 1));
    let (status, record) = http_get(&c.addr, &page.games[0].record);
    assert_eq!(status, 200);
    assert!(serde_json::from_str::<petri_rules::GameRecord>(&record).is_ok());

    // The next game: Ann back on a (restarted), Bob on b; Bob opens the room.
    let a = node("a");
    drop(ann);
    let mut ann = Client::connect(&a.addr, "Ann", Some(&ann_token)).await;
    assert_eq!(ann.account().await.as_deref(), Some("Ann"));
    bob.send(&ClientMessage::QuickJoin { mode, rated: true })
        .await;
    let second = snapshot(&mut bob).await.room;
    assert_ne!(second, room);
    ann.send(&ClientMessage::QuickJoin { mode, rated: true })
        .await;
    while snapshot(&mut ann).await.room != second {}
    while ann.status != Some(RoomStatus::Playing) {
        ann.recv().await;
    }
    // Cyd, on c, finds it among the live games and watches.
    let live = live_game(&mut cy, &second).await;
    assert!(live.rated);
    let mut players: Vec<_> = live
        .players
        .iter()
        .map(|p| (p.name.as_str(), p.rating))
        .collect();
    players.sort();
    assert_eq!(players, [("Ann", Some(1338)), ("Bob", Some(1662))]);
    cy.send(&ClientMessage::Watch {
        room: second.clone(),
    })
    .await;
    let watched = snapshot(&mut cy).await;
    assert_eq!(watched.you, None);
    let to_move = watched.to_move.expect("a running game");
    let clock = watched.clock.expect("the clock");
    assert_eq!(clock.running, Some(to_move));
    // Whoever is to move lets the clock run out: 30 s and the 60 s reserve pass on every
    // node's clock (the room's node decides).
    for n in [&a, &b, &c] {
        assert_eq!(http_post(&n.addr, "/test/clock/91000").0, 200);
    }
    let m = cy
        .until("out of time", |m| {
            matches!(m, ServerMessage::OutOfTime { .. })
        })
        .await;
    assert_eq!(m, ServerMessage::OutOfTime { seat: to_move });
    let over = cy
        .until("over", |m| matches!(m, ServerMessage::Over { .. }))
        .await;
    let ServerMessage::Over { result, .. } = over else {
        unreachable!()
    };
    let winner = 1 - to_move;
    assert_eq!(result[0].seats, vec![petri_rules::Seat(winner)]);
    let changes = rated(&mut cy).await;
    let of = |seat: u8| changes.iter().find(|c| c.seat == seat).unwrap().change;
    assert!(of(winner) > 0 && of(to_move) < 0, "{changes:?}");
    // The second room's node dies: the leaderboard, from Redis, lists both with two games.
    let mut b = b;
    b.kill9();
    let (_, body) = http_get(&c.addr, "/api/leaderboard/classic-2");
    let board: petri_net::api::Leaderboard = serde_json::from_str(&body).unwrap();
    let mut rows: Vec<_> = board
        .players
        .iter()
        .map(|p| (p.name.as_str(), p.rating.games))
        .collect();
    rows.sort();
    assert_eq!(rows, [("Ann", 2), ("Bob", 2)]);
    let (_, body) = http_get(&a.addr, "/api/players/ann");
    let page: petri_net::api::PlayerPage = serde_json::from_str(&body).unwrap();
    assert_eq!(page.history["classic-2"].len(), 2);
}

fn rand_chacha(seed: u64) -> chacha20::ChaCha8Rng {
    use rand::SeedableRng;
    chacha20::ChaCha8Rng::seed_from_u64(seed)
}
