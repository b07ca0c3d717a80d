//! Short, bounded runs of the load tester's scenarios against the real server (the figures are
//! in BENCHMARKS.md; these check what the scenarios promise: a storm brings every dropped player
//! back whole, a failover loses and repeats nothing and rates each rated game once, a restart
//! keeps every game and its clocks). `cargo test --workspace` builds
//! `petri-server` beside `petri-load`.

use std::path::PathBuf;
use std::process::Command;

fn server_bin() -> PathBuf {
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_petri-load"))
        .with_file_name(format!("petri-server{}", std::env::consts::EXE_SUFFIX));
    assert!(
        bin.exists(),
        "{} is missing: build it first (cargo build -p petri-server)",
        bin.display()
    );
    bin
}

fn scenario(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_petri-load"))
        .arg("--server-bin")
        .arg(server_bin())
        .args(args)
        .output()
        .expect("petri-load runs");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "petri-load {args:?} failed:\n{text}");
    // What it measured (shown with --nocapture).
    println!("{text}");
    text
}

#[test]
fn a_storm_brings_every_dropped_player_back_whole() {
    let out = scenario(&[
        "storm",
        "--players",
        "40",
        "--seconds",
        "2",
        "--think-ms",
        "50",
    ]);
    assert!(
        out.contains("20 of 20 dropped players back")
            && out.contains("20 in the same room and seat"),
        "{out}"
    );
}

#[test]
fn a_failover_loses_and_repeats_nothing() {
    let out = scenario(&[
        "failover",
        "--players",
        "36",
        "--seats",
        "6",
        "--seconds",
        "10",
        "--think-ms",
        "100",
        // A port no other test of the workspace uses (the server's tests take 26411 to 26414):
        // cargo-nextest runs every binary's tests side by side.
        "--redis-port",
        "26415",
        "--rated",
    ]);
    // Every player had its room back (never: not within 30 s of the kill).
    assert!(out.contains(", 0 never;"), "{out}");
    // Rated rooms: every player's room answered it before it left, every game ended after the
    // kill, each player rated exactly once.
    assert!(
        out.contains("rated: 0 players whose room did not answer"),
        "{out}"
    );
    assert!(out.contains("(each once: true)"), "{out}");
    assert!(out.contains("0 players whose game lost a move"), "{out}");
    assert!(out.contains("0 changes delivered twice"), "{out}");
}

#[test]
fn a_restart_brings_every_player_back_with_the_clocks_right() {
    let out = scenario(&[
        "restart",
        "--players",
        "20",
        "--seconds",
        "3",
        "--think-ms",
        "100",
    ]);
    assert!(out.contains("20 of 20 players back"), "{out}");
    assert!(out.contains("20 with every move they had seen"), "{out}");
    assert!(out.contains("clocks of "), "{out}");
}
