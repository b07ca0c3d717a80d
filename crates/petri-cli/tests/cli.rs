//! The `petri-cli` interface of spec section 6, run as a program.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn cli(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_petri-cli"))
        .args(args)
        .output()
        .expect("run petri-cli")
}

fn stdout(args: &[&str]) -> String {
    let out = cli(args);
    assert!(
        out.status.success(),
        "petri-cli {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn with_stdin(args: &[&str], input: &str) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_petri-cli"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn perft_prints_one_line_per_depth() {
    let out = stdout(&["perft", "--depth", "3"]);
    assert_eq!(out, "perft 1 14\nperft 2 196\nperft 3 4760\n");
    let out = stdout(&["perft", "--depth", "2", "--players", "6"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2);
    assert!(lines[0].starts_with("perft 1 "));
}

#[test]
fn moves_are_sorted_by_from_then_to_in_canonical_order() {
    let out = stdout(&["moves"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 14);
    assert_eq!(lines[0], "n1-m5");
    assert_eq!(lines[13], "o3-m9");
    // Canonical order: row m comes before row n, so n1's moves are listed by `to` index.
    assert_eq!(&lines[..2], ["n1-m5", "n1-m6"]);
}

#[test]
fn moves_from_a_given_position() {
    let pos = "./../.../..../............./............/.........../........../....a..../........../.........../............/............./..../.../../b a";
    let out = stdout(&["moves", "--position", pos]);
    assert_eq!(out, "i5-h5\ni5-h6\ni5-i4\ni5-i6\ni5-j5\ni5-j6\n");
}

#[test]
fn captures_prints_count_and_order() {
    let pos = "./../.../..../............./............/.........../........../...abab../........../.........../............/............./..../.../../. a h:a6,b8 c:a0,b0";
    let best = stdout(&["captures", "--rules", "petri", "--position", pos]);
    assert_eq!(best.lines().next(), Some("captures 3"));
    let seq = stdout(&[
        "captures",
        "--rules",
        "petri",
        "--mode",
        "sequential",
        "--order",
        "i5",
        "--position",
        pos,
    ]);
    assert_eq!(seq, "captures 2\norder i5 i6\n");
    let canonical = stdout(&[
        "captures",
        "--rules",
        "petri",
        "--mode",
        "sequential",
        "--order",
        "",
        "--position",
        pos,
    ]);
    assert_eq!(canonical, "captures 3\norder i4 i5 i6\n");
    let rt = stdout(&["captures", "--rules", "petri-realtime", "--position", pos]);
    assert_eq!(rt, "captures 4\norder i4 i5 i6 i7\n");
    let none = stdout(&["captures", "--rules", "petri"]);
    assert_eq!(none, "captures 0\norder\n");
}

/// Boards a review found the old best-order solver short (4 players) and slow (6) on.
const SHORT_4: &str = "./../.../..../....caba...../....ccdb..../...dacdc.../..ccbbda../.dbbabab./..dbdccc../...da.ad.../....bada..../............./..../.../../. a";
const SLOW_6: &str = "./../.../..../............./....afda..../...eeebb.../...cfed.../..ccdeb../...bdff.../....ae...../............/............./..../.../../. a";

#[test]
fn captures_is_the_most_and_says_when_it_is_not_proved() {
    let args = |players: &'static str, pos: &'static str| {
        [
            "captures",
            "--rules",
            "petri",
            "--players",
            players,
            "--position",
            pos,
        ]
    };
    let out = stdout(&args("4", SHORT_4));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "captures 39");
    assert_eq!(lines[1].split(' ').count(), 40, "{out}");
    assert_eq!(lines.len(), 2, "proved: no note\n{out}");
    // The review's hand order: 32.
    let mut by_hand = args("4", SHORT_4).to_vec();
    by_hand.extend([
        "--order",
        "i2,k8,l6,h6,l7,h7,f6,f7,i7,h5,j3,e6,g6,h3,f5,k7,h8,g4,k4,f8,l5,i4,j6,j5,k5,g5,g7,i5,h4,i6,i8,e7",
    ]);
    assert!(stdout(&by_hand).starts_with("captures 32\n"));
    let out = stdout(&args("6", SLOW_6));
    assert!(out.starts_with("captures 23\norder "), "{out}");
    assert_eq!(out.lines().count(), 2, "{out}");
    // A random three-seat filling of the central hexagon: the search stops at its limit and
    // says so on a third line (the first two keep their format).
    let dense = "./../.../..../....acc....../...ccbacb.../..cca.caa../.a.bbcbcc./cbcaaabc./.ccacabba./..c.a.a.a../....a.bbb.../....caab...../..../.../../. a";
    let out = stdout(&[
        "captures",
        "--rules",
        "petri",
        "--players",
        "3",
        "--position",
        dense,
    ]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    let count: usize = lines[0].strip_prefix("captures ").unwrap().parse().unwrap();
    assert_eq!(lines[1].split(' ').count(), count + 1);
    assert_eq!(
        lines[2],
        format!(
            "note: not proved best (the search stopped at its limit of {} nodes)",
            petri_rules::NODE_LIMIT
        )
    );
    // Its order is valid: replayed with --order it captures as many.
    let order = lines[1].strip_prefix("order ").unwrap().replace(' ', ",");
    let replay = stdout(&[
        "captures",
        "--rules",
        "petri",
        "--players",
        "3",
        "--position",
        dense,
        "--order",
        &order,
    ]);
    assert!(
        replay.starts_with(&format!("captures {count}\n")),
        "{replay}"
    );
}

#[test]
fn engine_answers_go_level_easy_on_a_crowded_six_player_board() {
    // The old solver never answered here (no bestmove in 150 s).
    let script =
        format!("rules petri players 6\nposition {SLOW_6} dice 1 2\ngo level easy\nquit\n");
    let out = with_stdin(&["engine"], &script);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(&lines[..2], ["ok", "ok"], "{out}");
    let turn = lines[2].strip_prefix("bestmove ").expect("bestmove");
    // The whole turn replays on the rules crate and ends it, with the captures it lists.
    let rules = petri_rules::Rules::preset(petri_rules::Preset::Petri, 6);
    let mut st = petri_rules::PetriState::from_notation(&rules, SLOW_6).unwrap();
    st.play(petri_rules::PetriAction::Roll(1, 2)).unwrap();
    let mut checks = 0;
    for a in turn.split("; ") {
        st.play(petri_rules::PetriAction::parse(4, a).unwrap())
            .unwrap();
        checks += a.starts_with("check ") as u32;
    }
    assert_eq!(st.to_move(), petri_rules::Seat(1), "{turn}");
    // Easy plays the turn that captures the most now: every listed check captured.
    assert_eq!(st.cup(petri_rules::Seat(0)) as u32, checks, "{turn}");
    assert!(checks >= 23, "{turn}");
}

#[test]
fn errors_are_clear_and_nothing_panics() {
    for (args, needle) in [
        (vec!["perft"], "--depth"),
        (vec!["moves", "--rules", "chess"], "unknown rules"),
        (vec!["moves", "--players", "5"], "5 players"),
        (vec!["moves", "--position", "xyz a"], "17 rows"),
        (
            vec!["moves", "--rules", "family", "--players", "4"],
            "family",
        ),
        (vec!["captures"], "Petri"),
        (
            vec!["perft", "--depth", "1", "--rules", "petri"],
            "Chinese checkers",
        ),
        (vec!["captures", "--rules", "petri", "--order", "z1"], "z1"),
        (vec!["frobnicate"], "unknown command"),
        (vec!["moves", "--size", "9"], "size"),
        (vec!["replay", "/nonexistent/record.json"], "cannot read"),
    ] {
        let out = cli(&args);
        assert!(!out.status.success(), "{args:?} should fail");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.starts_with("error: "), "{args:?}: {err}");
        assert!(err.contains(needle), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
    }
}

#[test]
fn play_a_text_game_and_replay_its_record() {
    let out = with_stdin(&["play"], "n1-m5\nz9\nmoves\nd1-e5\nundo\nquit\n");
    assert!(out.contains("a: n1-m5"), "{out}");
    assert!(out.contains("bad move"), "{out}");
    assert!(out.contains("b: d1-e5"), "{out}");
    // A record written by the library replays in the CLI.
    let dir = std::env::temp_dir().join(format!("petri-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("record.json");
    let rules = petri_rules::Rules::preset(petri_rules::Preset::Classic, 2);
    let mut g = petri_rules::Game::new(&rules).unwrap();
    g.play_text("n1-m5").unwrap();
    g.play_text("d1-e5").unwrap();
    std::fs::write(&path, petri_rules::GameRecord::from_game(&g).to_json()).unwrap();
    let out = stdout(&["replay", path.to_str().unwrap()]);
    assert!(out.contains("   1 a n1-m5"), "{out}");
    assert!(out.contains("result unfinished"), "{out}");
    // A broken record is reported with the move that fails.
    let broken = petri_rules::GameRecord {
        moves: vec!["n1-m5".into(), "n1-m5".into()],
        ..petri_rules::GameRecord::from_game(&g)
    };
    std::fs::write(&path, broken.to_json()).unwrap();
    let out = cli(&["replay", path.to_str().unwrap()]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("move 2"), "{err}");
    std::fs::write(&path, "{ not json").unwrap();
    let err = String::from_utf8_lossy(&cli(&["replay", path.to_str().unwrap()]).stderr).to_string();
    assert!(err.contains("not a game record"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn play_petri_with_typed_dice() {
    let out = with_stdin(
        &["play", "--rules", "petri"],
        "roll 6 5\nroll 1 1\nroll 2 3\n2\nn1\nn2\nquit\n",
    );
    assert!(out.contains("seat a goes first"), "{out}");
    assert!(out.contains("seat a places on n1"), "{out}");
}

#[test]
fn engine_answers_a_scripted_session() {
    let script = "\
isready
position startpos
go nodes 2000
rules classic players 3
go level beginner
position ./../.../..../............./............/.........../........../....a..../........../.........../............/............./..../.../../b a
go movetime 50
rules petri players 2
go level hard
position startpos dice 3 5
go level hard
nonsense
rules chess players 2
position startpos dice 9 9
quit
go nodes 1
";
    let out = with_stdin(&["engine"], script);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "readyok");
    assert_eq!(lines[1], "ok");
    let first = lines[2].strip_prefix("bestmove ").expect("bestmove");
    let rules = petri_rules::Rules::preset(petri_rules::Preset::Classic, 2);
    let start = petri_rules::Position::start(&rules).unwrap();
    assert!(start.parse_move(first).is_ok(), "{first}");
    assert_eq!(lines[3], "ok");
    let three =
        petri_rules::Position::start(&petri_rules::Rules::preset(petri_rules::Preset::Classic, 3))
            .unwrap();
    assert!(
        three
            .parse_move(lines[4].strip_prefix("bestmove ").unwrap())
            .is_ok()
    );
    assert_eq!(lines[5], "ok");
    let lone = lines[6]
        .strip_prefix("bestmove i5-")
        .expect("the lone marble moves");
    assert!(!lone.is_empty());
    assert_eq!(lines[7], "ok");
    assert!(
        lines[8].starts_with("error "),
        "Petri go without dice: {}",
        lines[8]
    );
    assert_eq!(lines[9], "ok");
    let turn = lines[10].strip_prefix("bestmove ").expect("bestmove");
    let actions: Vec<&str> = turn.split("; ").collect();
    assert!(actions[0] == "die 3" || actions[0] == "die 5", "{turn}");
    assert!(
        actions
            .iter()
            .skip(1)
            .all(|a| a.starts_with("place ") || a.starts_with("check"))
    );
    // Replaying the turn on the rules crate works.
    let prules = petri_rules::Rules::preset(petri_rules::Preset::Petri, 2);
    let mut st = petri_rules::PetriState::with_first_player(&prules, petri_rules::Seat(0)).unwrap();
    st.play(petri_rules::PetriAction::Roll(3, 5)).unwrap();
    for a in &actions {
        st.play(petri_rules::PetriAction::parse(4, a).unwrap())
            .unwrap();
    }
    assert_eq!(st.to_move(), petri_rules::Seat(1));
    assert!(
        lines[11].starts_with("error unknown command"),
        "{}",
        lines[11]
    );
    assert!(
        lines[12].starts_with("error unknown rules"),
        "{}",
        lines[12]
    );
    assert!(lines[13].starts_with("error "), "{}", lines[13]);
    // Nothing after quit.
    assert_eq!(lines.len(), 14, "{out}");
}

#[test]
fn match_runner_reports_score_and_interval() {
    let out = stdout(&[
        "match",
        "--a",
        "easy",
        "--b",
        "random",
        "--games",
        "2",
        "--deterministic",
        "--move-cap",
        "60",
    ]);
    assert!(out.contains("match easy vs random"), "{out}");
    assert!(out.contains("% (95% confidence)"), "{out}");
    assert!(out.contains("average game"), "{out}");
    let petri = stdout(&[
        "match",
        "--a",
        "greedy",
        "--b",
        "random",
        "--games",
        "2",
        "--rules",
        "petri",
        "--turn-cap",
        "30",
    ]);
    assert!(petri.contains("match greedy vs random"), "{petri}");
    // An engine player: petri-cli itself.
    let engine = format!("engine:{} engine", env!("CARGO_BIN_EXE_petri-cli"));
    let out = stdout(&[
        "match",
        "--a",
        &engine,
        "--b",
        "greedy",
        "--games",
        "1",
        "--go",
        "nodes 500",
        "--move-cap",
        "40",
    ]);
    assert!(out.contains("+") && !out.contains("forfeit"), "{out}");
}
