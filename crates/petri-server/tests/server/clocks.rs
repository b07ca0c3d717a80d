//! Clocks against the real server: a player who lets the time run out loses on time (the
//! server's clock decides), and a SIGKILL and restart keep the running clock right.

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
    tokio::time::sleep(Duration::from_millis(1500)).await;
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
    let off = clock.elapsed_ms as i64 - seen;
    eprintln!("clock after SIGKILL and restart: off by {off} ms");
    assert!(
        off.abs() < 1000,
        "the clock is off by {off} ms after the restart"
    );
    drop(ann);
}
