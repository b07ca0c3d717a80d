//! Clocks against the real server: a player who lets the time run out loses on time (the
//! server's clock decides) and keeps her seat for the rematch, and a SIGKILL and restart keep
//! the running clock right.

use std::time::{Duration, Instant};

use crate::common::*;
use petri_net::{ClientMessage, Mode, RoomStatus, ServerMessage, TimeControl};
use petri_rules::Preset;

async fn clocked_room(addr: &str, control: TimeControl) -> (Client, Client) {
    let mut a = Client::connect(addr, "Ann", None).await;
    a.send(&ClientMessage::CreateRoom {
        mode: Some(Mode {
            rules: Preset::Classic,
            players: 2,
        }),
        rules: None,
        rated: false,
        clock: Some(control),
    })
    .await;
    a.snapshot().await;
    let room = a.room.clone();
    let mut b = Client::connect(addr, "Bob", None).await;
    join(&mut b, &room).await;
    while a.status != Some(RoomStatus::Playing) {
        a.recv().await;
    }
    (a, b)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_who_lets_the_clock_run_out_loses_on_time() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(dir.path(), &[]);
    let control = TimeControl::PerMove {
        secs: 5,
        reserve: 0,
    };
    let started = Instant::now();
    let (mut ann, mut bob) = clocked_room(&server.addr, control).await;
    let m = bob
        .until("out of time", |m| {
            matches!(m, ServerMessage::OutOfTime { .. })
        })
        .await;
    assert_eq!(m, ServerMessage::OutOfTime { seat: 0 });
    assert!(started.elapsed() >= Duration::from_secs(5));
    let over = bob
        .until("over", |m| matches!(m, ServerMessage::Over { .. }))
        .await;
    let ServerMessage::Over { result, .. } = over else {
        unreachable!()
    };
    assert_eq!(
        result[0].seats,
        vec![petri_rules::Seat(1)],
        "Bob wins on time"
    );
    // Ann's move, too late, is not played.
    ann.until("over", |m| matches!(m, ServerMessage::Over { .. }))
        .await;
    assert_eq!(ann.status, Some(RoomStatus::Over));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sigkill_and_restart_keep_the_running_clock() {
    let dir = tempfile::tempdir().unwrap();
    let mut server = Server::start(dir.path(), &[]);
    let control = TimeControl::PerMove {
        secs: 60,
        reserve: 30,
    };
    let (mut ann, mut bob) = clocked_room(&server.addr, control).await;
    // Ann moves at once: Bob's clock runs from now.
    let mv = ann.pick(&mut rand::SeedableRng::seed_from_u64(1));
    ann.play(&mv).await;
    let bob_turn = Instant::now();
    bob.until(
        "Bob's clock",
        |m| matches!(m, ServerMessage::Clock(c) if c.running == Some(1)),
    )
    .await;
    // Bob's clock runs until the server says it has run 1.5 s, more than the 1 s the check
    // below allows: a restart that started his clock again could not pass.
    let ran = clock_ran(&mut bob, 1, 1500).await;
    server.kill9();
    let server = Server::start(dir.path(), &[]);
    let mut bob = Client::connect(&server.addr, "Bob", Some(&bob.token)).await;
    let s = match bob
        .until("snapshot", |m| matches!(m, ServerMessage::Snapshot(_)))
        .await
    {
        ServerMessage::Snapshot(s) => s,
        _ => unreachable!(),
    };
    let seen = bob_turn.elapsed().as_millis() as i64;
    let clock = s.clock.expect("the room's clock");
    assert_eq!(clock.running, Some(1));
    assert_eq!(clock.left_ms, [90_000, 90_000]);
    assert!(
        clock.elapsed_ms >= ran,
        "Bob's clock had run {ran} ms before the SIGKILL, {} ms after the restart",
        clock.elapsed_ms
    );
    let off = clock.elapsed_ms as i64 - seen;
    eprintln!("clock after SIGKILL and restart: off by {off} ms");
    assert!(
        off.abs() < 1000,
        "the clock is off by {off} ms after the restart"
    );
    drop(ann);
}

/// Asks for the room (`sync`) until the clock of `seat`, running, has run `ms`; how long it had run then
/// (as the server says).
async fn clock_ran(c: &mut Client, seat: u8, ms: u64) -> u64 {
    let deadline = Instant::now() + WAIT;
    loop {
        c.send(&ClientMessage::Sync).await;
        let s = next_snapshot(c).await;
        let clock = s.clock.expect("the room's clock");
        assert_eq!(clock.running, Some(seat), "whose clock runs");
        if clock.elapsed_ms >= ms {
            return clock.elapsed_ms;
        }
        assert!(
            Instant::now() < deadline,
            "the clock never ran {ms} ms (it says {} ms)",
            clock.elapsed_ms
        );
        // The pace of the questions (a `sync` a second past the first few).
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
}

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

async fn next_snapshot(c: &mut Client) -> petri_net::Snapshot {
    match c
        .until("snapshot", |m| matches!(m, ServerMessage::Snapshot(_)))
        .await
    {
        ServerMessage::Snapshot(s) => *s,
        _ => unreachable!(),
    }
}

/// Every message up to and including the first that `last` matches.
async fn messages_until(
    c: &mut Client,
    last: impl Fn(&ServerMessage) -> bool,
) -> Vec<ServerMessage> {
    let mut seen = Vec::new();
    loop {
        let m = c.recv().await;
        let done = last(&m);
        seen.push(m);
        if done {
            return seen;
        }
    }
}

/// A rated two-player game lost on time, through the real server on the test's clock: the
/// loser stays seated (no computer takes her seat), both seats show the ratings the game
/// gave, and both vote the rematch, which starts with both.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_two_player_time_loss_keeps_the_losers_seat_and_her_rating_moves() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(dir.path(), &["--test-clock"]);
    let mut alice = account(&server.addr, "Alice").await;
    let mut bob = account(&server.addr, "Bob").await;
    alice
        .send(&ClientMessage::CreateRoom {
            mode: Some(Mode {
                rules: Preset::Classic,
                players: 2,
            }),
            rules: None,
            rated: true,
            clock: Some(TimeControl::PerMove {
                secs: 30,
                reserve: 0,
            }),
        })
        .await;
    let room = next_snapshot(&mut alice).await.room;
    bob.send(&ClientMessage::Join { room: room.clone() }).await;
    // The game's first snapshot says whose clock runs; no `clock` frame follows to say it.
    let first = loop {
        let s = next_snapshot(&mut bob).await;
        if s.status == RoomStatus::Playing {
            break s;
        }
    };
    let clock = first.clock.expect("the clock");
    assert_eq!(clock.running, Some(0), "Alice's clock runs from the start");
    // Alice lets her 30 s pass.
    assert_eq!(http_post(&server.addr, "/test/clock/31000").0, 200);
    let heard = messages_until(&mut alice, |m| matches!(m, ServerMessage::Over { .. })).await;
    assert!(
        heard.contains(&ServerMessage::OutOfTime { seat: 0 }),
        "{heard:?}"
    );
    assert!(
        heard.iter().all(|m| !matches!(
            m,
            ServerMessage::Seat {
                seat: 0,
                computer: Some(_),
                ..
            }
        ) && !matches!(m, ServerMessage::Clock(c) if c.running.is_some())),
        "no computer takes Alice's seat: {heard:?}"
    );
    let Some(ServerMessage::Over { result, .. }) = heard.last() else {
        unreachable!()
    };
    assert_eq!(
        result.iter().map(|st| st.seats.clone()).collect::<Vec<_>>(),
        [vec![petri_rules::Seat(1)], vec![petri_rules::Seat(0)]]
    );
    match alice
        .until("rated", |m| matches!(m, ServerMessage::Rated { .. }))
        .await
    {
        ServerMessage::Rated { mut changes } => {
            changes.sort_by_key(|c| c.seat);
            assert_eq!(
                changes
                    .iter()
                    .map(|c| (c.seat, c.rating, c.change))
                    .collect::<Vec<_>>(),
                [(0, 1338, -162), (1, 1662, 162)]
            );
        }
        _ => unreachable!(),
    }
    // Her snapshot: still in seat a, both seats with the ratings after the game.
    alice.send(&ClientMessage::Sync).await;
    let s = next_snapshot(&mut alice).await;
    assert_eq!((s.you, s.status), (Some(0), RoomStatus::Over));
    assert_eq!(
        s.seats
            .iter()
            .map(|x| (x.name.as_deref(), x.computer, x.rating.map(|r| r.rating)))
            .collect::<Vec<_>>(),
        [
            (Some("Alice"), None, Some(1338)),
            (Some("Bob"), None, Some(1662))
        ]
    );
    // Bob's rematch needs her vote; with it the next game starts with both.
    bob.send(&ClientMessage::Propose {
        kind: petri_net::VoteKind::NewGame,
        seat: None,
    })
    .await;
    alice
        .until("the vote", |m| matches!(m, ServerMessage::Vote(_)))
        .await;
    alice
        .send(&ClientMessage::Vote {
            kind: petri_net::VoteKind::NewGame,
            yes: true,
        })
        .await;
    let again = loop {
        let s = next_snapshot(&mut alice).await;
        if s.status == RoomStatus::Playing {
            break s;
        }
    };
    assert_eq!(again.you, Some(1), "Alice plays on, one seat on");
    assert_eq!(
        again
            .seats
            .iter()
            .map(|x| x.name.as_deref())
            .collect::<Vec<_>>(),
        [Some("Bob"), Some("Alice")]
    );
}
