//! Cross-check of the engine's move generator against the naive reference generator in
//! `tests/common/naive.rs` (written from the rules as worded, the online, family and classic
//! rule sets, independently of `src/core.rs`): perft from start, mid-game, late-game and
//! "blocked" positions for every preset and rule option, legal-move lists at every node of
//! random games, and a regression table of the engine's perft numbers.
//!
//! Depths are smaller in debug builds (`cargo test`) than in release builds
//! (`cargo test --release`), so the debug run stays quick and the release run goes deeper.

mod common;

use std::collections::BTreeMap;

use common::naive::{NaivePos, NaiveRules};
use common::util::*;
use petri_rules::{Position, Preset, Rules};

/// Deeper searches in release builds.
const RELEASE: bool = !cfg!(debug_assertions);

fn start(rules: &Rules) -> Position {
    Position::start(rules).expect("valid rules")
}

/// Engine perft numbers from the standard start positions, for every preset
/// and player count on the standard board. Recorded only after the naive generator agreed on
/// every number (the naive perft is re-run on them by
/// `preset_perft_from_start_matches_naive` — up to depth 5 in release builds).
const TABLE: &[(&str, u8, [u64; 5])] = &[
    ("classic", 2, [14, 196, 4760, 115600, 3188520]),
    ("classic", 3, [14, 196, 2744, 66640, 1618400]),
    ("classic", 4, [14, 196, 2786, 39601, 958384]),
    ("classic", 6, [14, 199, 2828, 40189, 571130]),
    ("family", 2, [14, 196, 4760, 115600, 3188520]),
    ("family", 3, [14, 196, 2744, 66640, 1618400]),
    ("online", 2, [14, 196, 4648, 110224, 2947496]),
    ("online", 3, [14, 196, 2744, 65072, 1543136]),
    ("online", 4, [14, 196, 2758, 38809, 922945]),
    ("online", 6, [14, 197, 2772, 39005, 548842]),
];

/// Engine perft at depth 6 from the standard starts. The naive generator was run to depth 6
/// on these four once, offline (12 s to 28 s each in release), and agreed; the suite only
/// re-checks the engine here, in release builds.
const TABLE_DEPTH_6: &[(&str, u8, u64)] = &[
    ("classic", 2, 87946884),
    ("classic", 6, 8236954),
    ("online", 2, 78818884),
    ("online", 6, 7761798),
];

/// Perft of the start positions of the rule variants. Every number was checked against the
/// naive generator when recorded; `variant_perft_from_start_matches_naive` re-checks them to
/// depth 4 in release builds (depth 3 for three sets per seat and in debug builds).
const VARIANT_TABLE: &[(&str, [u64; 4])] = &[
    ("classic-2 size 2", [6, 36, 396, 4356]),
    ("classic-6 size 2", [6, 37, 236, 1534]),
    ("classic-2 size 3", [10, 100, 1800, 32400]),
    ("classic-6 size 3", [10, 103, 1065, 11009]),
    ("classic-2 size 5", [18, 324, 9612, 285156]),
    ("classic-6 size 5", [18, 327, 5940, 107901]),
    ("classic-2 size 6", [22, 484, 16720, 577600]),
    ("classic-6 size 6", [22, 487, 10780, 238621]),
    ("classic-2 15 pieces", [22, 484, 15752, 512656]),
    ("online-2 15 pieces", [18, 324, 9504, 278784]),
    ("classic-2 x2 sets", [28, 784, 29960, 1144900]),
    ("classic-2 x3 sets", [42, 1770, 92288, 4827628]),
    ("classic-3 x2 sets", [28, 790, 22456, 856344]),
    ("online-3 x2 sets", [28, 786, 22120, 837304]),
    ("classic-6 teams", [14, 199, 2828, 40189]),
    ("classic-2 super hops", [14, 196, 5348, 145924]),
    ("classic-6 super hops", [14, 208, 3117, 46756]),
    ("classic-2 super hops size 6", [22, 484, 19800, 810000]),
    ("classic-2 own-triangles", [14, 196, 4648, 110224]),
    ("classic-2 target lock", [14, 196, 4760, 115600]),
];

fn preset_rules(name: &str, players: u8) -> Rules {
    Rules::preset(name.parse::<Preset>().unwrap(), players)
}

fn config(name: &str) -> Config {
    all_configs()
        .into_iter()
        .find(|c| c.name == name)
        .unwrap_or_else(|| panic!("no config {name}"))
}

#[test]
fn classic_standard_start_has_fourteen_moves_by_hand() {
    // Hand count (classic rules, steps and single hops): the 4 front marbles of T3 each step to 2
    // holes of the next row (8), the 3 marbles of the second row hop over the front row in
    // 2 directions each (6). No chain continues: nothing stands beyond row r = 4.
    let p = start(&Rules::preset(Preset::Classic, 2));
    assert_eq!(p.perft(1), 14);
    let nr = NaiveRules::new(p.rules());
    assert_eq!(NaivePos::start(&nr).perft(1), 14);
}

#[test]
fn engine_perft_regression_table() {
    for &(preset, players, expected) in TABLE {
        let p = start(&preset_rules(preset, players));
        let depth = if RELEASE { 5 } else { 4 };
        for d in 1..=depth {
            assert_eq!(
                p.perft(d as u32),
                expected[d - 1],
                "{preset}-{players} perft({d})"
            );
        }
    }
    if RELEASE {
        for &(preset, players, expected) in TABLE_DEPTH_6 {
            let p = start(&preset_rules(preset, players));
            assert_eq!(p.perft(6), expected, "{preset}-{players} perft(6)");
        }
    }
    for &(name, expected) in VARIANT_TABLE {
        let p = start(&config(name).rules);
        for d in 1..=4usize {
            assert_eq!(p.perft(d as u32), expected[d - 1], "{name} perft({d})");
        }
    }
}

#[test]
fn preset_perft_from_start_matches_naive() {
    for c in preset_configs() {
        // Depth 5 in release (about 0.5 s of naive search each), 4 in debug.
        let depth = if RELEASE { 5 } else { 4 };
        let got = check_perft(&c.name, &start(&c.rules), depth);
        let (preset, players) = c.name.split_once('-').unwrap();
        let players: u8 = players.parse().unwrap();
        let row = TABLE
            .iter()
            .find(|(p, n, _)| *p == preset && *n == players)
            .expect("every preset is in the table");
        assert_eq!(&got[..], &row.2[..depth as usize], "{}", c.name);
    }
}

#[test]
fn variant_perft_from_start_matches_naive() {
    for c in variant_configs() {
        let heavy = c.name.contains("x3") || c.name.contains("x2") || c.name.contains("size 6");
        // Three sets per seat is the most expensive naive search (4 s at depth 4).
        let depth = match (RELEASE, heavy) {
            (true, _) if c.name.contains("x3") => 3,
            (true, _) => 4,
            (false, true) => 3,
            (false, false) => 4,
        };
        check_perft(&c.name, &start(&c.rules), depth);
    }
}

#[test]
fn perft_from_midgame_positions_matches_naive() {
    for c in all_configs() {
        let heavy = c.name.contains("x3") || c.name.contains("size 6");
        let seeds: &[u64] = if RELEASE { &[1, 2, 3] } else { &[1, 2] };
        for &seed in seeds {
            // Mostly progress moves, so marbles meet in the middle and reach the targets.
            let plies = 10 + (seed as usize * 17) % 50;
            let (pos, _) = walk(&c.name, &start(&c.rules), seed, plies, 60, |_, _| {});
            let depth = if heavy { 2 } else { 3 };
            check_perft(
                &format!("{} seed {seed} after {plies} plies", c.name),
                &pos,
                depth,
            );
        }
    }
}

#[test]
fn perft_from_late_game_positions_matches_naive() {
    // Late-game positions (targets mostly filled, other seats' marbles inside them) where the
    // target lock (family rules), own-triangle stops and the release rule (online rules) and
    // forced passes all come into play.
    for c in all_configs() {
        let nr = NaiveRules::new(&c.rules);
        let mut rng = Rng::new(0xC0FFEE ^ c.name.len() as u64);
        let count = if RELEASE { 6 } else { 4 };
        for i in 0..count {
            for naive in [
                endgame_position(&nr, &mut rng),
                blocked_position(&nr, &mut rng),
            ] {
                let text = naive.to_notation();
                let pos = Position::from_notation(&c.rules, &text)
                    .unwrap_or_else(|e| panic!("{}: {e}: {text}", c.name));
                assert_eq!(pos.to_notation(), text);
                check_perft(&format!("{} late game #{i}", c.name), &pos, 2);
            }
        }
    }
}

#[test]
fn legal_moves_match_naive_at_every_node_of_random_games() {
    let mut total = 0usize;
    let mut per_config = BTreeMap::new();
    for c in all_configs() {
        let heavy = c.name.contains("x3") || c.name.contains("size 6");
        let games: u64 = if RELEASE { 4 } else { 3 };
        let plies = if heavy { 60 } else { 120 };
        let mut nodes = 0usize;
        for g in 0..games {
            // Alternate between nearly greedy games (which reach the targets) and random ones.
            let greedy = if g % 2 == 0 { 85 } else { 30 };
            walk(
                &c.name,
                &start(&c.rules),
                100 + g,
                plies,
                greedy,
                |pos, _| {
                    nodes += 1;
                    // perft(1), count_moves and legal_moves agree (a forced pass is one move).
                    assert_eq!(pos.count_moves(), pos.legal_moves().len() as u64);
                    assert_eq!(pos.perft(1), pos.count_moves());
                },
            );
        }
        total += nodes;
        per_config.insert(c.name, nodes);
    }
    for (name, nodes) in &per_config {
        assert!(*nodes >= 150, "{name}: only {nodes} positions compared");
    }
    assert!(total > 10_000, "{total} nodes compared");
}

#[test]
fn legal_moves_match_naive_on_constructed_late_game_positions() {
    let mut restricted = BTreeMap::<String, usize>::new();
    let mut passes = 0usize;
    for c in all_configs() {
        let nr = NaiveRules::new(&c.rules);
        let mut rng = Rng::new(7 + c.name.len() as u64);
        let count = if RELEASE { 150 } else { 80 };
        for i in 0..count {
            for naive in [
                endgame_position(&nr, &mut rng),
                blocked_position(&nr, &mut rng),
            ] {
                let text = naive.to_notation();
                let pos = Position::from_notation(&c.rules, &text).unwrap();
                if let Err(why) = compare_moves(&pos, &naive) {
                    panic!("{} constructed #{i}: {why}", c.name);
                }
                let (moves, r) = naive.moves_info();
                if r {
                    *restricted.entry(c.name.clone()).or_default() += 1;
                }
                if moves.is_empty() {
                    passes += 1;
                }
                // The progress test used by the release rule agrees for every seat.
                for seat in 0..nr.players {
                    assert_eq!(
                        pos.has_progress_move(petri_rules::Seat(seat as u8)),
                        naive.has_progress_move(seat),
                        "{} #{i}: progress of seat {seat} on {text}",
                        c.name
                    );
                    assert_eq!(
                        pos.is_seat_home(petri_rules::Seat(seat as u8)),
                        naive.seat_home(seat),
                        "{} #{i}: seat {seat} home on {text}",
                        c.name
                    );
                }
            }
        }
    }
    // The constructions must really exercise the release rule (online rules).
    for c in all_configs() {
        let o = c.rules.checkers_options().unwrap();
        // With the occupied-target win (family rules) a seat whose target is full is home, so a
        // full target never blocks it; the constructions cannot trigger the rule there.
        if o.release_rule && !o.occupied_target_win {
            assert!(
                restricted.get(&c.name).copied().unwrap_or(0) > 0,
                "{}: the release rule never applied ({restricted:?})",
                c.name
            );
        }
    }
    // ... and forced passes (forfeit).
    assert!(passes > 0, "no forced pass among the constructed positions");
}

#[test]
fn wide_engine_matches_the_u128_engine() {
    // The 256-bit engine (sizes 5, 6) is also reachable on the standard board.
    for c in preset_configs() {
        let (pos, _) = walk(&c.name, &start(&c.rules), 9, 40, 60, |_, _| {});
        let wide = pos.clone().into_wide();
        assert_eq!(wide.to_notation(), pos.to_notation());
        assert_eq!(wide.legal_moves(), pos.legal_moves(), "{}", c.name);
        assert_eq!(wide.perft(3), pos.perft(3), "{}", c.name);
    }
}
