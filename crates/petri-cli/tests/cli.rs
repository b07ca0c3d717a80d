//! The `petri-cli` interface (the README's "Command line (petri-cli)"), run as a program.

use std::ffi::{OsStr, OsString};
use std::io::Write;
use std::os::unix::ffi::OsStrExt;
use std::process::{Command, Output, Stdio};

fn cli(args: &[&str]) -> Output {
    cli_os(args.iter().map(OsString::from))
}

fn cli_os(args: impl IntoIterator<Item = OsString>) -> Output {
    Command::new(env!("CARGO_BIN_EXE_petri-cli"))
        .args(args)
        .output()
        .expect("run petri-cli")
}

/// The run fails with exit code `code` and exactly one line on stderr, `error: …`; returns it.
fn one_error_line(out: &Output, code: i32, what: &str) -> String {
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert_eq!(out.status.code(), Some(code), "{what}: {err}");
    assert!(err.starts_with("error: "), "{what}: {err}");
    assert!(
        err.ends_with('\n') && err.lines().count() == 1,
        "{what}: {err:?}"
    );
    assert!(!err.contains("panicked"), "{what}: {err}");
    assert!(
        out.stdout.is_empty(),
        "{what}: {}",
        String::from_utf8_lossy(&out.stdout)
    );
    err
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
    with_stdin_bytes(args, input.as_bytes())
}

/// Run with these bytes on standard input (they need not be UTF-8); the run must succeed.
fn with_stdin_bytes(args: &[&str], input: &[u8]) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_petri-cli"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
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
    let pos = "./../.../..../............./............/.........../........../...abab../........../.........../............/............./..../.../../. a h:a8,b8 c:a0,b0";
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
    // (18 pieces of seat a on the board: a puzzle with bigger sets.)
    let out = stdout(&[
        "captures",
        "--rules",
        "petri",
        "--players",
        "3",
        "--pieces",
        "30",
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
        "--pieces",
        "30",
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
    let mut g = petri_rules::CheckersGame::new(&rules).unwrap();
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
    // Records go into a folder made for them, and replay.
    let dir = std::env::temp_dir().join(format!("petri-cli-records-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let folder = dir.join("new").join("folder");
    let out = stdout(&[
        "match",
        "--a",
        "greedy",
        "--b",
        "random",
        "--games",
        "1",
        "--rules",
        "petri",
        "--turn-cap",
        "30",
        "--records",
        folder.to_str().unwrap(),
    ]);
    assert!(!out.contains("forfeit"), "{out}");
    let record = folder.join("game-0.json");
    let replayed = stdout(&["replay", record.to_str().unwrap()]);
    assert!(!replayed.is_empty());
    let _ = std::fs::remove_dir_all(&dir);
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

#[test]
fn the_racer_is_a_match_player_for_chinese_checkers() {
    let help = stdout(&["help", "match"]);
    assert!(help.contains("greedy|racer|random"), "{help}");
    for racer in [
        "racer-tip",
        "racer-rows",
        "racer-order",
        "racer-out",
        "racer-back",
    ] {
        assert!(help.contains(&format!("  {racer} ")), "{racer}: {help}");
    }
    let out = stdout(&[
        "match",
        "--a",
        "racer",
        "--b",
        "greedy",
        "--games",
        "2",
        "--threads",
        "1",
    ]);
    assert!(
        out.contains("match racer vs greedy: 2 players, 2 games"),
        "{out}"
    );
    assert!(!out.contains("forfeit"), "{out}");
    let tip = stdout(&[
        "match",
        "--a",
        "racer-tip-order",
        "--b",
        "racer-out-back-rows",
        "--games",
        "2",
        "--threads",
        "1",
    ]);
    assert!(
        tip.contains("match racer-tip-order vs racer-rows-out-back: 2 players, 2 games"),
        "{tip}"
    );
    let err = one_error_line(
        &cli(&["match", "--a", "racer-fast", "--b", "greedy"]),
        2,
        "an unknown racer",
    );
    assert!(err.contains("-tip, -rows, -order, -out"), "{err}");
    // Petri has no racer: one error line before any game.
    let err = one_error_line(
        &cli(&["match", "--rules", "petri", "--a", "easy", "--b", "racer"]),
        1,
        "racer in Petri",
    );
    assert!(err.contains("Chinese checkers only"), "{err}");
}

/// Teams (classic rules), 4 players: a is home in T0 while its team-mate c still races.
const TEAM_WAITS: &str = "a/aa/aaa/aaaa/bbbb........./bbb........./bb........./b........./....c..../.........d/.........dd/.........ddd/.........dddd/cccc/ccc/cc/. a";

#[test]
fn a_team_seat_that_is_home_passes_instead_of_moving_out() {
    let teams = [
        "--rules",
        "classic",
        "--players",
        "4",
        "--teams",
        "--position",
        TEAM_WAITS,
    ];
    let mut args = vec!["moves"];
    args.extend(teams);
    assert_eq!(stdout(&args), "pass\n");
    let mut args = vec!["perft", "--depth", "2"];
    args.extend(teams);
    let out = stdout(&args);
    assert!(out.starts_with("perft 1 1\nperft 2 "), "{out}");
    // Without teams a's unit would be finished; the position alone lists moves out.
    let out = stdout(&["moves", "--players", "4", "--position", TEAM_WAITS]);
    assert!(out.lines().count() > 1 && !out.contains("pass"), "{out}");
}

#[test]
fn petri_is_played_by_five_seats() {
    let help = stdout(&["help"]);
    assert!(help.contains("Petri also 5"), "{help}");
    let out = stdout(&[
        "match",
        "--rules",
        "petri",
        "--players",
        "5",
        "--a",
        "greedy",
        "--b",
        "random",
        "--games",
        "2",
        "--threads",
        "1",
        "--turn-cap",
        "40",
    ]);
    assert!(out.contains("5 players, 2 games"), "{out}");
    assert!(!out.contains("forfeit"), "{out}");
    // The engine protocol with five seats, as a match player and by hand.
    let engine = format!("engine:{} engine", env!("CARGO_BIN_EXE_petri-cli"));
    let out = stdout(&[
        "match",
        "--rules",
        "petri",
        "--players",
        "5",
        "--a",
        &engine,
        "--b",
        "random",
        "--games",
        "1",
        "--go",
        "level easy",
        "--turn-cap",
        "20",
    ]);
    assert!(out.contains("+") && !out.contains("forfeit"), "{out}");
    let out = with_stdin(
        &["engine"],
        "rules petri players 5\nposition startpos dice 2 4\ngo level easy\nquit\n",
    );
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(&lines[..2], ["ok", "ok"], "{out}");
    assert!(lines[2].starts_with("bestmove die "), "{out}");
    // Positions with five seats read their hands and cups.
    let empty = "./../.../..../............./............/.........../........../........./........../.........../............/............./..../.../../.";
    let pos = format!("{empty} e h:a10,b10,c10,d10,e10 c:a0,b0,c0,d0,e0");
    let out = stdout(&[
        "captures",
        "--rules",
        "petri",
        "--players",
        "5",
        "--position",
        &pos,
    ]);
    assert_eq!(out, "captures 0\norder\n");
    // Chinese checkers is not played by five.
    let out = cli(&["moves", "--players", "5"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("2, 3, 4 or 6"));
}

#[test]
fn petri_positions_with_unreachable_counts_are_refused_with_the_numbers() {
    let row = "./../.../..../............./............/.........../........../...abab../........../.........../............/............./..../.../../.";
    let out = cli(&[
        "captures",
        "--rules",
        "petri",
        "--position",
        &format!("{row} a h:a8,b8 c:a254,b0"),
    ]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.starts_with("error: "), "{err}");
    assert!(err.contains("= 274") && err.contains("= 20"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn argument_errors_are_one_line_with_exit_code_2() {
    for (args, needles) in [
        (vec!["perft"], vec!["--depth"]),
        (
            vec!["perft", "--depth", "x"],
            vec!["--depth takes a number, not 'x'"],
        ),
        (vec!["perft", "--depth", "-1"], vec!["--depth", "'-1'"]),
        (
            vec!["divide", "--depth", "0"],
            vec!["--depth must be at least 1"],
        ),
        (
            vec!["frobnicate"],
            vec!["unknown command 'frobnicate'", "petri-cli help"],
        ),
        (
            vec!["perfd", "--depth", "1"],
            vec!["unknown command 'perfd'", "'perft'"],
        ),
        (vec!["moves", "--sed", "3"], vec!["'--sed'"]),
        (vec!["moves", "stray"], vec!["'stray'"]),
        (vec!["moves", "--position"], vec!["--position"]),
        (
            vec!["moves", "--rules", "chess"],
            vec!["unknown rules 'chess'"],
        ),
        (
            vec!["moves", "--stops", "nowhere"],
            vec!["--stops", "'nowhere'"],
        ),
        (
            vec!["moves", "--target-lock=maybe"],
            vec!["--target-lock takes on or off"],
        ),
        (
            vec!["moves", "--finish", "never"],
            vec!["--finish", "'never'"],
        ),
        (
            vec!["moves", "--rules", "petri", "--stops", "anywhere"],
            vec!["--stops does not apply to Petri"],
        ),
        (
            vec!["moves", "--turn-cap", "9"],
            vec!["--turn-cap does not apply to Chinese checkers"],
        ),
        (vec!["moves", "--players", "5"], vec!["5 players"]),
        (vec!["captures", "--mode", "x"], vec!["capture mode 'x'"]),
        (vec!["match", "--a", "hard"], vec!["--b"]),
        (
            vec!["match", "--a", "wizard", "--b", "random"],
            vec!["--a:", "'wizard'"],
        ),
        (
            vec!["match", "--a", "master@many", "--b", "random"],
            vec!["--a:", "number of search nodes"],
        ),
        (
            vec!["match", "--a", "hard", "--b", "random", "--games", "0"],
            vec!["--games must be at least 1"],
        ),
        (vec!["replay"], vec!["record.json"]),
        (vec!["--rules", "petri"], vec!["subcommand"]),
        (
            vec!["help", "frobnicate"],
            vec!["unknown command 'frobnicate'"],
        ),
    ] {
        let err = one_error_line(&cli(&args), 2, &format!("{args:?}"));
        for needle in needles {
            assert!(err.contains(needle), "{args:?}: {err}");
        }
    }
}

#[test]
fn positions_and_records_that_do_not_load_are_exit_code_1() {
    for args in [
        vec!["moves", "--position", "xyz a"],
        vec!["captures"],
        vec![
            "captures", "--rules", "petri", "--mode", "realtime", "--order", "i5",
        ],
        vec!["replay", "/nonexistent/record.json"],
    ] {
        one_error_line(&cli(&args), 1, &format!("{args:?}"));
    }
}

#[test]
fn options_keep_both_forms_any_place_and_the_last_value() {
    let expected = "perft 1 14\nperft 2 196\n";
    assert_eq!(stdout(&["perft", "--depth=2"]), expected);
    assert_eq!(
        stdout(&["perft", "--rules=classic", "--depth", "2"]),
        expected
    );
    // Rules options also before the command, and a repeated option takes its last value.
    assert_eq!(
        stdout(&["perft", "--depth", "1", "--size", "3"]),
        "perft 1 10\n"
    );
    assert_eq!(
        stdout(&["--size", "3", "perft", "--depth=1"]),
        "perft 1 10\n"
    );
    assert_eq!(
        stdout(&["--size", "3", "perft", "--depth", "1", "--size", "4"]),
        "perft 1 14\n"
    );
    // on|off values in both forms: super hops change perft 3 (4760 without).
    let on = "perft 1 14\nperft 2 196\nperft 3 5348\n";
    assert_eq!(stdout(&["perft", "--depth", "3", "--super-hops", "on"]), on);
    assert_eq!(stdout(&["perft", "--depth", "3", "--super-hops=yes"]), on);
    assert_eq!(
        stdout(&["perft", "--depth", "3", "--super-hops=off"]),
        "perft 1 14\nperft 2 196\nperft 3 4760\n"
    );
}

#[test]
fn help_lists_every_command_and_option() {
    let help = stdout(&["help"]);
    assert_eq!(stdout(&["--help"]), help);
    assert_eq!(stdout(&["-h"]), help);
    assert_eq!(stdout(&[]), help);
    for word in [
        "perft",
        "divide",
        "moves",
        "captures",
        "play",
        "replay",
        "review",
        "engine",
        "match",
        "--rules",
        "--players",
        "--size",
        "--pieces",
        "--position",
        "--sets",
        "--teams",
        "--stops",
        "--target-lock",
        "--occupied-target-win",
        "--release-rule",
        "--super-hops",
        "--finish",
        "--move-cap",
        "--turn-cap",
        "--depth",
        "--time",
        "--mode",
        "--order",
        "--seed",
        "--quiet",
        "--a ",
        "--b ",
        "--games",
        "--threads",
        "--deterministic",
        "--go",
        "--verbose",
        "--records",
        "--nodes",
        "--json",
        "<record.json>",
    ] {
        assert!(help.contains(word), "help lacks {word}: {help}");
    }
    // The default review budget the help states is the library's.
    let review = stdout(&["help", "review"]);
    let default = format!("[default: {}]", petri_ai::review::DEFAULT_NODES);
    assert!(review.contains(&default), "{review}");
    let perft = stdout(&["help", "perft"]);
    assert!(
        perft.contains("--depth") && !perft.contains("--games"),
        "{perft}"
    );
    assert_eq!(stdout(&["perft", "--help"]), perft);
}

#[test]
fn an_argument_that_is_not_utf8_is_named_in_one_error_line() {
    let bad = OsStr::from_bytes(b"\xff a").to_os_string();
    let out = cli_os([OsString::from("moves"), "--position".into(), bad.clone()]);
    let err = one_error_line(&out, 2, "--position \\xff");
    assert!(err.contains("--position") && err.contains("UTF-8"), "{err}");
    let mut joined = OsString::from("--position=");
    joined.push(&bad);
    let err = one_error_line(
        &cli_os([OsString::from("moves"), joined]),
        2,
        "--position=\\xff",
    );
    assert!(err.contains("--position") && err.contains("UTF-8"), "{err}");
    let err = one_error_line(&cli_os([bad]), 2, "command \\xff");
    assert!(err.contains("unknown command"), "{err}");
}

#[test]
fn the_engine_answers_an_error_for_a_line_that_is_not_utf8_and_goes_on() {
    let out = with_stdin_bytes(&["engine"], b"isready\n\xff\xfe go\nisready\r\nquit\n");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert_eq!(lines[0], "readyok");
    assert!(
        lines[1].starts_with("error ") && lines[1].contains("UTF-8"),
        "{out}"
    );
    assert_eq!(lines[2], "readyok");
}

#[test]
fn play_says_a_line_is_not_utf8_and_takes_the_next_one() {
    let out = with_stdin_bytes(&["play"], b"n1-m5\n\xffd1-e5\nd1-e5\nquit\n");
    assert!(out.contains("a: n1-m5"), "{out}");
    assert!(out.contains("not valid UTF-8"), "{out}");
    // The bad line played nothing; the next line is b's move.
    assert!(out.contains("b: d1-e5"), "{out}");
    assert!(!out.contains("game over"), "{out}");
}

#[test]
fn best_completes_a_capture_step_that_ends_by_itself() {
    // Seat a places on i3 next to i4 a, i5 b, i6 a, i7 b: the best order captures three
    // pieces, after which no unchecked piece can be captured and the step ends by itself.
    let pos = "./../.../..../............./............/.........../........../...abab../........../.........../............/............./..../.../../. a h:a8,b8";
    let out = with_stdin(
        &["play", "--rules", "petri", "--position", pos],
        "roll 1 2\n1\ni3\nbest\nquit\n",
    );
    assert!(out.contains("capture step for seat a"), "{out}");
    assert_eq!(
        out.matches("crowded out into seat a's cup").count(),
        3,
        "{out}"
    );
    assert!(out.contains("seat b to play"), "{out}");
    assert!(out.contains("a: hand 7 cup 3"), "{out}");
    assert!(out.contains("seat b, roll>"), "{out}");
    // No check-rest was played (it would report the rest safe), and nothing was refused.
    assert!(!out.contains("is safe"), "{out}");
    assert!(!out.contains("cannot"), "{out}");
}

/// A finished game between two deterministic computers (Petri: dice from a seeded generator).
fn computer_game(rules: &petri_rules::Rules, level: petri_ai::Level) -> petri_rules::GameRecord {
    use petri_rules::{Action, Game, PetriAction};
    use rand::{RngExt, SeedableRng};
    let mut game = Game::new(rules).unwrap();
    let mut players: Vec<petri_ai::Computer> = (0..rules.players)
        .map(|s| petri_ai::Computer::new(level, 3 + s as u64, rules).deterministic())
        .collect();
    let mut dice = chacha20::ChaCha8Rng::seed_from_u64(9);
    while !game.is_over() {
        let seat = game.to_move();
        let a = if game.awaits_dice() {
            Action::Petri(PetriAction::Roll(
                dice.random_range(1..=6),
                dice.random_range(1..=6),
            ))
        } else {
            players[seat.index()].choose(&game).unwrap()
        };
        game.play(seat, a).unwrap();
    }
    game.record()
}

#[test]
fn review_marks_every_turn_and_sums_up_every_seat() {
    use petri_rules::{Preset, Rules};
    let dir = std::env::temp_dir().join(format!("petri-cli-review-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("game.json");
    let file = path.to_str().unwrap();
    let record = computer_game(&Rules::preset(Preset::Classic, 2), petri_ai::Level::Medium);
    std::fs::write(&path, record.to_json()).unwrap();
    let marks = ["good", "inaccuracy", "mistake", "blunder", "forced"];

    // Text: a header, a line a move (its number, seat, loss, mark, played | best), then a
    // line a seat.
    let out = stdout(&["review", file, "--nodes", "3000"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 1 + record.moves.len() + 2, "{out}");
    assert!(lines[0].contains("(rows)"), "{}", lines[0]);
    for (i, line) in lines[1..=record.moves.len()].iter().enumerate() {
        let words: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(words[0], (i + 1).to_string(), "{line}");
        assert_eq!(words[1], if i % 2 == 0 { "a" } else { "b" }, "{line}");
        let loss: f64 = words[2].parse().unwrap();
        assert!(loss >= 0.0, "{line}");
        assert!(marks.contains(&words[3]), "{line}");
        assert_eq!(words[4], record.moves[i], "{line}");
        assert_eq!(words[5], "|", "{line}");
    }
    for (seat, line) in ["a", "b"].iter().zip(&lines[record.moves.len() + 1..]) {
        assert!(line.starts_with(&format!("seat {seat}: ")), "{line}");
        assert!(line.contains("accuracy") && line.ends_with('%'), "{line}");
    }

    // JSON: an object a turn, then the summary; the same losses as the text.
    let json = stdout(&["review", file, "--nodes", "3000", "--json"]);
    let objects: Vec<serde_json::Value> = json
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(objects.len(), record.moves.len() + 1);
    for (i, o) in objects[..record.moves.len()].iter().enumerate() {
        assert_eq!(o["ply"], i);
        assert_eq!(o["played"], record.moves[i].as_str());
        let words: Vec<&str> = lines[i + 1].split_whitespace().collect();
        assert_eq!(
            o["loss"].as_f64().unwrap(),
            words[2].parse::<f64>().unwrap()
        );
        assert!(marks.contains(&o["mark"].as_str().unwrap()), "{o}");
    }
    let summary = &objects.last().unwrap()["summary"];
    assert_eq!(summary["unit"], "rows");
    assert_eq!(summary["seats"].as_array().unwrap().len(), 2);
    assert_eq!(
        summary["graph"].as_array().unwrap().len(),
        record.moves.len() + 1
    );
    let good: u64 = summary["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["good"].as_u64().unwrap())
        .sum();
    assert!(good as usize * 10 >= record.moves.len() * 8, "{summary}");

    // Petri: a line a turn, numbered by its roll.
    let rules = Rules::preset(Preset::Petri, 2).with_petri(|o| o.turn_cap = 4);
    let petri = computer_game(&rules, petri_ai::Level::Easy);
    std::fs::write(&path, petri.to_json()).unwrap();
    let out = stdout(&["review", file]);
    assert!(out.lines().next().unwrap().contains("(pieces)"), "{out}");
    let turns: Vec<&str> = out.lines().filter(|l| l.contains(" | die ")).collect();
    assert_eq!(turns.len(), 8, "{out}");
    for line in turns {
        let n: usize = line.split_whitespace().next().unwrap().parse().unwrap();
        assert!(petri.moves[n - 1].starts_with("roll "), "{line}");
    }

    // A record whose moves do not replay: one line, exit code 1, the move named.
    let broken = petri_rules::GameRecord {
        moves: vec!["n1-m5".into(), "n1-m5".into()],
        ..record
    };
    std::fs::write(&path, broken.to_json()).unwrap();
    let err = one_error_line(&cli(&["review", file]), 1, "broken record");
    assert!(err.contains("move 2"), "{err}");
    let err = one_error_line(&cli(&["review", file, "--nodes", "0"]), 2, "--nodes 0");
    assert!(err.contains("--nodes must be at least 1"), "{err}");
    one_error_line(&cli(&["review", "/nonexistent/game.json"]), 1, "no file");
    one_error_line(&cli(&["review"]), 2, "no record");
    std::fs::remove_dir_all(&dir).ok();
}

/// `puzzles list|export|check` on the shipped set's first puzzles of each kind, and the errors.
#[test]
fn puzzles_are_listed_exported_and_checked() {
    let shipped = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../assets/puzzles/puzzles.jsonl"
    );
    let text = std::fs::read_to_string(shipped).unwrap();
    let mut small = String::new();
    for kind in ["\"home\"", "\"order\"", "\"roll\""] {
        for line in text
            .lines()
            .filter(|l| l.contains(&format!("\"kind\":{kind}")))
            .take(2)
        {
            small.push_str(line);
            small.push('\n');
        }
    }
    let dir = std::env::temp_dir().join(format!("petri-cli-puzzles-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("six.jsonl");
    std::fs::write(&file, &small).unwrap();
    let path = file.to_str().unwrap();

    let list = stdout(&["puzzles", "list", path]);
    assert!(list.contains("home: "), "{list}");
    assert!(list.ends_with("6 puzzles\n"), "{list}");
    let exported = stdout(&["puzzles", "export", path, "--kind", "order"]);
    assert_eq!(exported.lines().count(), 2, "{exported}");
    assert!(
        exported
            .lines()
            .all(|l| l.contains("\"kind\":\"order\"") && l.contains("\"par\":"))
    );
    let checked = stdout(&["puzzles", "check", path]);
    assert!(
        checked.starts_with("6 puzzles: every solution replays"),
        "{checked}"
    );

    // A wrong par is found and named.
    let wrong = small.replacen("\"par\":", "\"par\":1", 1);
    std::fs::write(&file, wrong).unwrap();
    let e = one_error_line(&cli(&["puzzles", "check", path]), 1, "a wrong par");
    assert!(e.contains("1 of 6 puzzles fail"), "{e}");
    let e = one_error_line(
        &cli(&["puzzles", "export", path, "--kind", "solitaire"]),
        1,
        "a kind",
    );
    assert!(e.contains("unknown puzzle kind `solitaire`"), "{e}");
    std::fs::write(&file, "not json\n").unwrap();
    let e = one_error_line(&cli(&["puzzles", "list", path]), 1, "not JSON");
    assert!(e.contains("line 1"), "{e}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Runs petri-cli with its standard output a pipe whose reader is already gone (a real pipe:
/// every write fails with `EPIPE`, as when `| head` has read what it wanted) and `input` on
/// standard input; returns the exit status and what it said on standard error.
fn with_closed_stdout(args: &[&str], input: &str) -> (Option<i32>, String) {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let mut child = Command::new(env!("CARGO_BIN_EXE_petri-cli"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(writer)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    let out = child.wait_with_output().unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Every command that prints, its output closed before it writes: it ends quietly with status
/// 0 (no panic, no "Broken pipe" error), as `ls | head` does.
#[test]
fn every_command_is_quiet_when_its_output_is_closed_early() {
    use petri_rules::{Preset, Rules};
    let dir = std::env::temp_dir().join(format!("petri-cli-pipe-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let record = dir.join("game.json");
    let game = computer_game(
        &Rules::preset(Preset::Classic, 2).with_size(2),
        petri_ai::Level::Easy,
    );
    std::fs::write(&record, game.to_json()).unwrap();
    let record = record.to_str().unwrap();
    let shipped = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../assets/puzzles/puzzles.jsonl"
    );
    let one_puzzle = dir.join("one.jsonl");
    let first = std::fs::read_to_string(shipped)
        .unwrap()
        .lines()
        .find(|l| l.contains("\"kind\":\"order\""))
        .unwrap()
        .to_owned();
    std::fs::write(&one_puzzle, format!("{first}\n")).unwrap();
    let one_puzzle = one_puzzle.to_str().unwrap();
    let runs: &[(&[&str], &str)] = &[
        (&["--help"], ""),
        (&["match", "--help"], ""),
        (&["help", "puzzles"], ""),
        (&["perft", "--depth", "2"], ""),
        (&["divide", "--depth", "1"], ""),
        (&["moves"], ""),
        (&["captures", "--rules", "petri"], ""),
        (&["play", "--seed", "1"], "moves\n"),
        (&["replay", record], ""),
        (&["review", record, "--nodes", "500"], ""),
        (&["engine"], "position startpos\ngo\nquit\n"),
        (
            &[
                "match", "--a", "random", "--b", "random", "--games", "1", "--size", "2",
            ],
            "",
        ),
        (&["puzzles", "list"], ""),
        (&["puzzles", "export"], ""),
        (&["puzzles", "export", shipped, "--kind", "roll"], ""),
        (&["puzzles", "check", one_puzzle], ""),
        (&["puzzles", "generate", "--count", "1"], ""),
    ];
    for (args, input) in runs {
        let (code, err) = with_closed_stdout(args, input);
        assert_eq!(code, Some(0), "petri-cli {args:?}: {err}");
        assert!(
            !err.contains("panicked") && !err.contains("Broken pipe") && !err.contains("error"),
            "petri-cli {args:?} said: {err}"
        );
    }
    // An error that comes before any output is still said.
    let (code, err) = with_closed_stdout(&["moves", "--position", "nonsense"], "");
    assert_eq!(code, Some(1), "{err}");
    assert!(err.starts_with("error: "), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `puzzles export` with no set exports the game's own set to standard output; `-` reads a set
/// from standard input; `--out` writes a file; a set that is not there is named.
#[test]
fn puzzles_export_the_built_in_set_by_default_and_take_dash_and_out() {
    let shipped = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../assets/puzzles/puzzles.jsonl"
    ))
    .unwrap();
    let all = stdout(&["puzzles", "export"]);
    assert_eq!(all.lines().count(), shipped.lines().count());
    let crossings = stdout(&["puzzles", "export", "--kind", "crossing"]);
    assert_eq!(crossings.lines().count(), 2, "{crossings}");
    let listed = stdout(&["puzzles", "list"]);
    assert!(
        listed.ends_with(&format!("{} puzzles\n", shipped.lines().count())),
        "{listed}"
    );
    // `-`: the set on standard input.
    let two: String = shipped.lines().take(2).map(|l| format!("{l}\n")).collect();
    let from_stdin = with_stdin(&["puzzles", "export", "-"], &two);
    assert_eq!(from_stdin.lines().count(), 2);
    // --out: a file (what a new user tried with `export out.jsonl`).
    let dir = std::env::temp_dir().join(format!("petri-cli-export-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("out.jsonl");
    let printed = stdout(&[
        "puzzles",
        "export",
        "--band",
        "easy",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(printed.is_empty(), "{printed}");
    let written = std::fs::read_to_string(&out).unwrap();
    assert!(written.lines().count() > 0);
    assert!(written.lines().all(|l| l.contains("\"band\":\"easy\"")));
    let missing = dir.join("missing.jsonl");
    let e = one_error_line(
        &cli(&["puzzles", "export", missing.to_str().unwrap()]),
        1,
        "a set that is not there",
    );
    assert!(
        e.contains("cannot read") && e.contains("missing.jsonl"),
        "{e}"
    );
    // The help says what SET is.
    let help = stdout(&["help", "puzzles"]);
    assert!(help.contains("SET"), "{help}");
    let help = stdout(&["puzzles", "export", "--help"]);
    assert!(help.contains("The set to export from"), "{help}");
    let _ = std::fs::remove_dir_all(&dir);
}
