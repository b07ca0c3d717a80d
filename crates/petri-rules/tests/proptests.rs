//! Property tests over thousands of random games and random boards: conservation, undo, move
//! checking, game ends and outcomes, records, notation round trips, and searches of any board
//! notation accepts. Bad text of every kind (bad notation is an error, never a panic) is fuzzed
//! in `tests/fuzz.rs`.

mod common;

use std::rc::Rc;

use common::naive::{NaivePos, NaiveRules};
use common::util::{
    Rng as XorShift, all_configs, blocked_position, endgame_position, engine_moves,
};
use petri_rules::{
    CheckersGame, EndReason, Finish, Game, GameRecord, Move, Position, Preset, Rules, Seat,
};
use proptest::prelude::*;
use proptest::test_runner::{Config as PtConfig, RngSeed};

/// Small move cap so random games end quickly.
const CAP: u16 = 30;

fn cases(release: u32, debug: u32) -> PtConfig {
    PtConfig {
        cases: if cfg!(debug_assertions) {
            debug
        } else {
            release
        },
        // Deterministic, and no regression files written into the source tree.
        rng_seed: RngSeed::Fixed(0x5EED_2024),
        failure_persistence: None,
        ..PtConfig::default()
    }
}

fn capped(rules: &Rules) -> Rules {
    rules.with_checkers(|o| o.move_cap = CAP)
}

/// The rule combinations of the cross-check, with the small move cap.
fn game_configs() -> Vec<Config2> {
    all_configs()
        .into_iter()
        .map(|c| Config2 {
            name: c.name,
            rules: capped(&c.rules),
        })
        .collect()
}

#[derive(Clone, Debug)]
struct Config2 {
    name: String,
    rules: Rules,
}

/// A start for a random game: the standard start, or a constructed late-game position (so
/// that seats finish within the small cap).
fn game_start(rules: &Rules, seed: u64, late: bool) -> Position {
    if !late {
        return Position::start(rules).unwrap();
    }
    let nr = NaiveRules::new(rules);
    let mut rng = XorShift::new(seed ^ 0x1234);
    let naive = endgame_position(&nr, &mut rng);
    Position::from_notation(rules, &naive.to_notation()).unwrap()
}

/// Mostly progress-making random moves (so games reach the targets), chosen by the engine's
/// own distance measure — only the choice depends on it, never a check.
fn pick_move(g: &CheckersGame, rng: &mut XorShift) -> Move {
    let moves = g.legal_moves();
    if rng.chance(30) {
        return *rng.pick(&moves);
    }
    let seat = g.to_move();
    let pos = g.position();
    let dist = |p: &Position| -> u32 {
        p.layout()
            .sets_of(seat)
            .map(|k| p.set_distance(k))
            .sum::<u32>()
    };
    let mut p = pos.clone();
    let scored: Vec<(u32, Move)> = moves
        .iter()
        .map(|&m| {
            p.play_unchecked(m);
            let d = dist(&p);
            p.undo_unchecked(m);
            (d, m)
        })
        .collect();
    let best = scored.iter().map(|s| s.0).min().unwrap();
    let top: Vec<Move> = scored.iter().filter(|s| s.0 == best).map(|s| s.1).collect();
    *rng.pick(&top)
}

/// Everything observable about a game, for undo checks.
fn snapshot(g: &CheckersGame) -> String {
    let r = g.rules();
    let made: Vec<u16> = (0..r.players).map(|s| g.moves_made(Seat(s))).collect();
    let places: Vec<Option<u8>> = (0..r.unit_count()).map(|u| g.place_of(u)).collect();
    let moves: Vec<String> = g.moves().map(|m| m.to_string()).collect();
    format!(
        "{} | to_move {} | made {made:?} | places {places:?} | outcome {:?} | plies {} | {moves:?} | legal {:?}",
        g.position().to_notation(),
        g.to_move(),
        g.outcome(),
        g.ply_count(),
        g.legal_moves()
    )
}

/// Units (teams, or seats) all of whose seats are home, by the naive rules.
fn naive_units_home(g: &CheckersGame, nr: &Rc<NaiveRules>) -> Vec<bool> {
    let r = g.rules();
    let naive = NaivePos::from_notation(nr, &g.position().to_notation());
    (0..r.unit_count())
        .map(|u| {
            (0..r.players)
                .filter(|&s| r.unit_of(Seat(s)) == u)
                .all(|s| naive.seat_home(s as usize))
        })
        .collect()
}

/// Play one random game, checking invariants at every ply.
fn play_game(cfg: &Config2, seed: u64, late: bool) -> Result<CheckersGame, TestCaseError> {
    let rules = cfg.rules;
    let name = &cfg.name;
    let start = game_start(&rules, seed, late);
    let nr = NaiveRules::new(&rules);
    let mut g = CheckersGame::from_position(start.clone());
    let mut rng = XorShift::new(seed);
    let counts: Vec<u32> = (0..start.layout().sets.len())
        .map(|k| start.set_holes(k).count())
        .collect();
    let round = rules.checkers_options().unwrap().finish == Finish::Round;
    let limit = CAP as usize * rules.players as usize;
    while !g.is_over() {
        prop_assert!(
            g.ply_count() <= limit,
            "{name}: no end after {} plies",
            g.ply_count()
        );
        let pos = g.position().clone();
        let moves = g.legal_moves();
        prop_assert!(!moves.is_empty());
        // Every generated move passes `check`, parses back from its text, and plays (a
        // random sample of the moves at each ply, to keep the cases cheap).
        for _ in 0..6 {
            let m = *rng.pick(&moves);
            prop_assert_eq!(pos.check(m), Ok(()), "{}: {} on {}", name, m, pos);
            prop_assert_eq!(pos.parse_move(&m.to_string()), Ok(m));
            // Position-level play / undo_unchecked restores the exact position.
            let mut p = pos.clone();
            p.play_unchecked(m);
            prop_assert_ne!(p.to_move(), pos.to_move());
            p.undo_unchecked(m);
            prop_assert_eq!(p.to_notation(), pos.to_notation());
            prop_assert!(p == pos);
        }
        // No move is listed twice (different hop paths are one move).
        let mut sorted = moves.clone();
        sorted.sort();
        sorted.dedup();
        prop_assert_eq!(sorted.len(), moves.len());
        let m = pick_move(&g, &mut rng);
        let test_undo = rng.chance(20);
        let before = if test_undo {
            snapshot(&g)
        } else {
            String::new()
        };
        let mover = g.to_move();
        g.play(m)
            .map_err(|e| TestCaseError::fail(format!("{name}: {m}: {e}")))?;
        // CheckersGame::undo restores everything; redo gives the same state again.
        if test_undo {
            let after = snapshot(&g);
            prop_assert_eq!(g.undo(), Some(m));
            prop_assert_eq!(snapshot(&g), before.clone());
            prop_assert!(g.can_redo());
            prop_assert_eq!(g.redo(), Some(m));
            prop_assert_eq!(snapshot(&g), after);
        }
        // Marble counts per colour set are conserved.
        for (k, &c) in counts.iter().enumerate() {
            prop_assert_eq!(g.position().set_holes(k).count(), c, "{}: set {}", name, k);
        }
        // Units that are home (naive check) have a place.
        for (u, home) in naive_units_home(&g, &nr).into_iter().enumerate() {
            if home {
                prop_assert!(
                    g.place_of(u).is_some(),
                    "{name}: unit {u} home without a place"
                );
            }
        }
        if !g.is_over() {
            let next = g.to_move();
            if round {
                // finish = round: plain rotation (family and online rules).
                prop_assert_eq!(next.0, (mover.0 + 1) % rules.players);
            } else {
                // finish = continue: finished units are skipped (classic rules).
                prop_assert!(g.place_of(rules.unit_of(next)).is_none());
            }
        }
    }
    // The outcome gives every unit a place.
    let o = g.outcome().unwrap().clone();
    let units = rules.unit_count();
    prop_assert_eq!(o.places.len(), units);
    prop_assert_eq!(o.finished.len(), units);
    let finished = o.finished.iter().filter(|&&f| f).count();
    for u in 0..units {
        prop_assert!((1..=units as u8).contains(&o.places[u]), "{name}: {o:?}");
        prop_assert_eq!(o.finished[u], g.place_of(u).is_some(), "{}: {:?}", name, o);
        if !o.finished[u] {
            // Unfinished units share the place after every finished one.
            prop_assert_eq!(o.places[u] as usize, finished + 1, "{}: {:?}", name, o);
        }
    }
    let made: Vec<u16> = (0..rules.players).map(|s| g.moves_made(Seat(s))).collect();
    match o.reason {
        EndReason::MoveCap => {
            for s in 0..rules.players {
                if !o.finished[rules.unit_of(Seat(s))] {
                    prop_assert!(made[s as usize] >= CAP, "{name}: {made:?} {o:?}");
                }
            }
        }
        EndReason::RoundCompleted => {
            prop_assert!(round);
            prop_assert!(finished > 0);
            prop_assert!(made.iter().all(|&m| m == made[0]), "{name}: {made:?}");
            // Everyone who finished shares first place (finish = round).
            for u in 0..units {
                if o.finished[u] {
                    prop_assert_eq!(o.places[u], 1);
                }
            }
        }
        EndReason::AllPlaced => {
            prop_assert!(!round);
            prop_assert!(finished + 1 >= units);
        }
    }
    prop_assert!(g.legal_moves().is_empty());
    Ok(g)
}

fn config_strategy() -> impl Strategy<Value = Config2> {
    let configs = game_configs();
    (0..configs.len()).prop_map(move |i| configs[i].clone())
}

proptest! {
    #![proptest_config(cases(2000, 1500))]

    /// Random games (standard starts and late-game starts) under every rule combination.
    #[test]
    fn random_games_keep_every_invariant_and_end(
        cfg in config_strategy(),
        seed in any::<u64>(),
        late in any::<bool>(),
    ) {
        let g = play_game(&cfg, seed, late)?;
        // Records round-trip through JSON and replay to the same game.
        let rec = GameRecord::from_game(&g);
        prop_assert_eq!(rec.start.is_some(), late);
        let json = rec.to_json();
        let back = GameRecord::from_json(&json).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&back, &rec);
        match back.replay() {
            Ok(Game::Checkers(r)) => {
                prop_assert!(r.position() == g.position());
                prop_assert_eq!(r.outcome(), g.outcome());
                prop_assert_eq!(r.moves().collect::<Vec<_>>(), g.moves().collect::<Vec<_>>());
                prop_assert_eq!(snapshot(&r), snapshot(&g));
            }
            Ok(Game::Petri(_)) => prop_assert!(false, "a checkers record replayed as Petri"),
            Err(e) => prop_assert!(false, "{}: replay failed: {}", cfg.name, e),
        }
    }
}

proptest! {
    #![proptest_config(cases(600, 300))]

    /// Position notation round-trips on every position of random walks and constructed
    /// late-game positions.
    #[test]
    fn position_notation_round_trips(cfg in config_strategy(), seed in any::<u64>()) {
        let rules = cfg.rules;
        let nr = NaiveRules::new(&rules);
        let mut rng = XorShift::new(seed);
        let mut pos = Position::start(&rules).unwrap();
        for _ in 0..40 {
            let text = pos.to_notation();
            let back = Position::from_notation(&rules, &text);
            prop_assert!(back.as_ref() == Ok(&pos), "{}: {}", cfg.name, text);
            // serde goes through the same notation.
            let json = serde_json::to_string(&pos).unwrap();
            let de: Position = serde_json::from_str(&json).unwrap();
            prop_assert!(de == pos);
            let moves = pos.legal_moves();
            let m = *rng.pick(&moves);
            pos.play(m).unwrap();
        }
        for _ in 0..5 {
            let naive = if rng.chance(50) {
                endgame_position(&nr, &mut rng)
            } else {
                blocked_position(&nr, &mut rng)
            };
            let text = naive.to_notation();
            let p = Position::from_notation(&rules, &text).unwrap();
            prop_assert_eq!(p.to_notation(), text.clone());
            prop_assert!(Position::from_notation(&rules, &p.to_notation()).unwrap() == p);
        }
    }
}

// ---------------------------------------------------------------------------------------
// Random boards. (Bad text of every kind is fuzzed in tests/fuzz.rs.)

fn sample_rules() -> Vec<Rules> {
    let mut v: Vec<Rules> = vec![
        Rules::preset(Preset::Classic, 2),
        Rules::preset(Preset::Online, 6),
        Rules::preset(Preset::Family, 3),
        Rules::preset(Preset::Classic, 2).with_sets_per_seat(3),
        Rules::preset(Preset::Classic, 2).with_pieces(15),
        Rules::preset(Preset::Classic, 6).with_teams(true),
    ];
    for size in [2u8, 3, 5, 6] {
        v.push(Rules::preset(Preset::Classic, 3).with_size(size));
    }
    v
}

proptest! {
    #![proptest_config(cases(3000, 1500))]

    /// Random boards of any density under every rule combination: the engine's legal moves
    /// and perft(2) equal the naive generator's (boards where the seat to move has more
    /// than 96 marbles are left to `any_accepted_position_can_be_searched`).
    #[test]
    fn random_boards_match_naive(
        cfg in config_strategy(),
        density in 0u64..=100,
        seed in any::<u64>(),
    ) {
        let text = random_board(&cfg.rules, density, seed);
        let pos = Position::from_notation(&cfg.rules, &text).unwrap();
        prop_assume!(pos.seat_holes(pos.to_move()).count() <= 96);
        let nr = NaiveRules::new(&cfg.rules);
        let mut naive = NaivePos::from_notation(&nr, &text);
        prop_assert_eq!(engine_moves(&pos), naive.move_strings(), "{}: {}", cfg.name, text);
        if cfg.rules.size <= 4 {
            prop_assert_eq!(pos.perft(2), naive.perft(2), "{}: {}", cfg.name, text);
        }
    }

    /// Every position that `from_notation` accepts can be searched without a panic, however
    /// many marbles it holds (bad notation is an error, never a panic).
    /// FAILS on the current engine: see `more_than_96_movable_marbles_do_not_panic`.
    #[test]
    fn any_accepted_position_can_be_searched(
        r in 0usize..10,
        density in 0u64..=100,
        seed in any::<u64>(),
    ) {
        let rules = sample_rules()[r];
        let text = random_board(&rules, density, seed);
        let pos = Position::from_notation(&rules, &text).unwrap();
        let moves = std::panic::catch_unwind(|| pos.legal_moves());
        prop_assert!(moves.is_ok(), "legal_moves panicked on {}", text);
        let nr = NaiveRules::new(&rules);
        let naive = NaivePos::from_notation(&nr, &text);
        prop_assert_eq!(engine_moves(&pos), naive.move_strings());
    }
}

/// A random board: each hole filled with probability `density` percent, by a random colour
/// (half of the boards use a single colour); a random seat to move.
fn random_board(rules: &Rules, density: u64, seed: u64) -> String {
    let nr = NaiveRules::new(rules);
    let mut rng = XorShift::new(seed);
    let mut letters: Vec<char> = nr.sets.iter().map(|s| s.letter).collect();
    if rng.chance(50) {
        let one = *rng.pick(&letters);
        letters = vec![one];
    }
    let rows: Vec<String> = nr
        .rows
        .iter()
        .map(|row| {
            row.iter()
                .map(|_| {
                    if rng.chance(density) {
                        *rng.pick(&letters)
                    } else {
                        '.'
                    }
                })
                .collect()
        })
        .collect();
    let seat = (b'a' + rng.below(rules.players as usize) as u8) as char;
    format!("{} {seat}", rows.join("/"))
}

#[test]
fn more_than_96_movable_marbles_do_not_panic() {
    // FAILS on the current engine (reported): `Position::from_notation` accepts any number of
    // marbles per seat, but the move list is an `ArrayVec` of `MAX_MARBLES = 96` entries
    // (src/core.rs), so `legal_moves`, `check`, `perft(2)` … panic with "CapacityError:
    // insufficient capacity" when one seat has more than 96 marbles with a move. Here seat a
    // has 102 marbles on the standard board, every one next to an empty hole.
    let rules = Rules::preset(Preset::Classic, 2);
    let text = "a/aa/aa./.aaa/aa.aaaaaa.aaa/aaaaaa.aaaaa/aaa.aaaaaa./.aaaaaa.aa/aaaa.aaaa/\
                aa.aaaaaa./.aaaaaa.aaa/aaaaa.aaaaaa/aaa.aaaaaa.aa/aaa./.aa/aa/a a";
    // Either from_notation refuses it with an error, or the position can be searched.
    if let Ok(pos) = Position::from_notation(&rules, text) {
        assert_eq!(pos.seat_holes(Seat(0)).count(), 102);
        let moves = std::panic::catch_unwind(|| pos.legal_moves());
        assert!(moves.is_ok(), "legal_moves panicked");
        let nr = NaiveRules::new(&rules);
        let naive = NaivePos::from_notation(&nr, text);
        assert_eq!(engine_moves(&pos), naive.move_strings());
        assert_eq!(pos.perft(2), naive.clone().perft(2));
    }
}

#[test]
fn random_games_reach_every_end_reason() {
    // The random-game property must see seats finish (finish = round and continue) and the
    // move cap, or its outcome checks prove little.
    let mut seen = std::collections::BTreeMap::<String, usize>::new();
    for (i, cfg) in game_configs().iter().enumerate() {
        for seed in 0..4u64 {
            let g = play_game(cfg, seed * 1000 + i as u64, seed % 2 == 0)
                .unwrap_or_else(|e| panic!("{}: {e}", cfg.name));
            let o = g.outcome().unwrap();
            *seen.entry(format!("{:?}", o.reason)).or_default() += 1;
            if o.finished.iter().any(|&f| f) {
                *seen.entry("someone finished".into()).or_default() += 1;
            }
        }
    }
    for key in ["RoundCompleted", "AllPlaced", "MoveCap", "someone finished"] {
        assert!(seen.get(key).copied().unwrap_or(0) > 3, "{key}: {seen:?}");
    }
}

proptest! {
    #![proptest_config(cases(400, 120))]

    /// Best capture orders on random boards of every size, 2 to 6 seats, any density, any
    /// set of unchecked pieces and any node limit: checking the holes in the order returned
    /// captures each of them, then nothing more can go; only unchecked pieces go; the answer
    /// is the same every time; a proved answer is never beaten by the quick order.
    #[test]
    fn best_capture_orders_replay_on_any_board(
        size in 2u8..=6,
        seats in 2usize..=6,
        fill in 10u64..=100,
        unchecked in 50u64..=100,
        limit in prop_oneof![Just(0u64), Just(1), Just(64), Just(petri_rules::NODE_LIMIT)],
        seed in any::<u64>(),
    ) {
        use petri_rules::captures::{self, CaptureBoard};
        use petri_rules::{Bitboard, Geometry};
        let geo = Geometry::get(size);
        let mut rng = XorShift::new(seed);
        let mut pieces = vec![Bitboard::EMPTY; seats];
        let mut checkable = Bitboard::EMPTY;
        // Fill the holes near the centre, where the pieces crowd.
        let radius = size as usize + rng.below(size as usize + 1);
        for i in 0..geo.len() {
            let near = (geo.cube(i).distance(petri_rules::Cube::new(0, 0)) as usize) <= radius;
            if near && (rng.below(100) as u64) < fill {
                pieces[rng.below(seats)].set(i);
                if (rng.below(100) as u64) < unchecked {
                    checkable.set(i);
                }
            }
        }
        let board = CaptureBoard { size, pieces: &pieces };
        let best = captures::best_order_limited(board, checkable, limit);
        let seq = captures::sequential(board, checkable, &best.order);
        prop_assert_eq!(&seq, &best.order, "the order replays and nothing more goes");
        let set = Bitboard::from_indices(best.order.iter().copied());
        prop_assert_eq!(set.count() as usize, best.order.len());
        prop_assert!((set & !checkable).is_empty());
        prop_assert_eq!(&best, &captures::best_order_limited(board, checkable, limit));
        if best.proved {
            let quick = captures::best_order_limited(board, checkable, 0);
            prop_assert!(quick.order.len() <= best.order.len());
        }
    }
}

/// A random action of either game, on this board or another: legal or (mostly) not.
fn random_action(rng: &mut XorShift, size: u8) -> petri_rules::Action {
    use petri_rules::{Action, Geometry, PetriAction};
    // Now and then a hole of a board of another size.
    let board = if rng.chance(10) { size % 6 + 2 } else { size };
    let geo = Geometry::get(board);
    let hole = |rng: &mut XorShift| geo.hole(rng.below(geo.len()));
    let die = |rng: &mut XorShift| rng.below(8) as u8;
    match rng.below(8) {
        0 => Action::Petri(PetriAction::Roll(die(rng), die(rng))),
        1 => Action::Petri(PetriAction::ChooseDie(die(rng))),
        2 => Action::Petri(PetriAction::Place(hole(rng))),
        3 => Action::Petri(PetriAction::Remove(hole(rng))),
        4 => Action::Petri(PetriAction::Check(hole(rng))),
        5 => Action::Petri(*rng.pick(&[PetriAction::CheckRest, PetriAction::BestOrder])),
        6 => Action::Move(Move::Pass),
        _ => Action::Move(Move::Marble {
            from: hole(rng),
            to: hole(rng),
        }),
    }
}

proptest! {
    #![proptest_config(cases(120, 30))]

    /// `Game::check` and `Game::is_legal` say what `Game::play` would do, without playing: on
    /// random games of every preset, for every legal action, for random actions of both games
    /// (on this board or another) and for a seat that is not to move, `check` gives the
    /// answer `play` gives on a copy, error for error, and leaves the game as it was.
    #[test]
    fn check_answers_what_play_would(
        preset in proptest::sample::select(Preset::ALL.to_vec()),
        players in proptest::sample::select(vec![2u8, 3, 4, 6]),
        seed in any::<u64>(),
    ) {
        let rules = capped(&Rules::preset(preset, players));
        let mut game = Game::new(&rules).expect("a preset starts");
        let mut rng = XorShift::new(seed);
        let size = rules.size;
        for _ in 0..80 {
            let seat = game.to_move();
            let before = game.to_notation();
            for &action in &game.legal_actions() {
                prop_assert!(game.is_legal(seat, &action), "{action} listed but not legal");
            }
            let mut tries: Vec<(Seat, petri_rules::Action)> =
                (0..12).map(|_| (seat, random_action(&mut rng, size))).collect();
            let other = Seat(((seat.0 as usize + 1) % usize::from(players)) as u8);
            if let Some(&a) = game.legal_actions().first() {
                tries.push((other, a));
            }
            for (who, action) in tries {
                let checked = game.check(who, action);
                let played = game.clone().play(who, action).map(|_| ());
                prop_assert_eq!(&checked, &played, "{} for {}", action, who);
                prop_assert_eq!(game.is_legal(who, &action), played.is_ok());
            }
            prop_assert_eq!(game.to_notation(), before, "check changed the game");
            let legal = game.legal_actions();
            if legal.is_empty() {
                break;
            }
            let action = legal[rng.below(legal.len())];
            game.play(seat, action).expect("a listed action plays");
        }
    }

    /// `Action::read` reads what `Game::parse_action` reads, without the position: every
    /// legal action's text on random games of every preset reads back as that action, and a
    /// random action's text reads the same both ways (or fails in both).
    #[test]
    fn reading_an_action_needs_no_position(
        preset in proptest::sample::select(Preset::ALL.to_vec()),
        players in proptest::sample::select(vec![2u8, 3, 4, 6]),
        seed in any::<u64>(),
    ) {
        let rules = capped(&Rules::preset(preset, players));
        let mut game = Game::new(&rules).expect("a preset starts");
        let mut rng = XorShift::new(seed);
        for _ in 0..60 {
            let legal = game.legal_actions();
            for &action in &legal {
                let text = action.to_string();
                prop_assert_eq!(petri_rules::Action::read(&rules, &text), Ok(action), "{}", text);
            }
            for _ in 0..6 {
                let text = random_action(&mut rng, rules.size).to_string();
                let parsed = game.parse_action(&text);
                if let Ok(action) = parsed {
                    prop_assert_eq!(petri_rules::Action::read(&rules, &text), Ok(action));
                }
            }
            if legal.is_empty() {
                break;
            }
            let action = legal[rng.below(legal.len())];
            game.play(game.to_move(), action).expect("a listed action plays");
        }
    }
}
