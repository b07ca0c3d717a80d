//! Determinism, cancellation, slicing and legality of the computer players.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use chacha20::ChaCha8Rng;
use petri_ai::petri::{PetriAi, PetriStyle};
use petri_ai::{
    CheckersAi, Level, Limits, RacerStyle, Searcher, greedy_move, racer_move_styled, random_opening,
};
use petri_rules::{
    CheckersGame, Move, PetriAction, PetriPhase, PetriState, Position, Preset, Rules, Seat,
};
use rand::{RngExt, SeedableRng};

/// A position some random plies into a game.
fn random_position(rules: &Rules, plies: usize, seed: u64) -> CheckersGame {
    let mut game = CheckersGame::new(rules).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..plies {
        if game.is_over() {
            break;
        }
        let moves = game.legal_moves();
        let m = moves[rng.random_range(0..moves.len())];
        game.play(m).unwrap();
    }
    game
}

/// The classic two-player start after `plies` random forward moves ([`random_opening`]).
fn opened(plies: u32, seed: u64) -> Position {
    let rules = Rules::preset(Preset::Classic, 2);
    let start = Position::start(&rules).unwrap();
    let mut pos = start.clone();
    for m in random_opening(&start, plies, &mut ChaCha8Rng::seed_from_u64(seed)) {
        pos.play(m).unwrap();
    }
    pos
}

#[test]
fn same_seed_and_node_budget_give_the_same_move() {
    let rules = Rules::preset(Preset::Classic, 2);
    for seed in 0..2 {
        let game = random_position(&rules, 10 + seed as usize * 7, seed);
        if game.is_over() {
            continue;
        }
        // Master's budget (a million nodes) is covered by the same code path as hard's.
        for level in [Level::Beginner, Level::Easy, Level::Medium, Level::Hard] {
            let a = CheckersAi::new(level, seed)
                .deterministic()
                .choose(&game)
                .best;
            let b = CheckersAi::new(level, seed)
                .deterministic()
                .choose(&game)
                .best;
            assert_eq!(a, b, "{level} at seed {seed}");
        }
        let a = Searcher::new().search_position(game.position(), &[], Limits::nodes(20_000));
        let b = Searcher::new().search_position(game.position(), &[], Limits::nodes(20_000));
        assert_eq!((a.best, a.score, a.nodes), (b.best, b.score, b.nodes));
    }
}

#[test]
fn every_returned_move_is_legal_in_every_rule_set() {
    let cases = [
        Rules::preset(Preset::Classic, 2),
        Rules::preset(Preset::Classic, 3),
        Rules::preset(Preset::Classic, 4),
        Rules::preset(Preset::Classic, 6),
        Rules::preset(Preset::Classic, 6).with_teams(true),
        Rules::preset(Preset::Classic, 4).with_teams(true),
        Rules::preset(Preset::Family, 3),
        Rules::preset(Preset::Online, 2),
        Rules::preset(Preset::Online, 6),
        Rules::preset(Preset::Classic, 2).with_sets_per_seat(2),
        Rules::preset(Preset::Classic, 2).with_pieces(15),
        Rules::preset(Preset::Classic, 2).with_size(6),
        Rules::preset(Preset::Classic, 3).with_size(2),
        Rules::preset(Preset::Classic, 2).with_checkers(|o| o.super_hops = true),
    ];
    for (n, rules) in cases.iter().enumerate() {
        for seed in 0..3u64 {
            let game = random_position(rules, 5 + 13 * seed as usize, seed + n as u64 * 10);
            if game.is_over() {
                continue;
            }
            let r = Searcher::new().search_position(game.position(), &[], Limits::nodes(3_000));
            assert!(
                game.position().check(r.best).is_ok(),
                "{n}: {} is illegal in {}",
                r.best,
                game.position()
            );
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let g = greedy_move(game.position(), &mut rng);
            assert!(game.position().check(g).is_ok());
        }
    }
}

#[test]
fn a_stop_flag_ends_the_search_at_once_with_a_legal_move() {
    let rules = Rules::preset(Preset::Classic, 2);
    let game = random_position(&rules, 20, 3);
    // The flag is checked every 1024 nodes: raised before the search, it stops a depth-60
    // search within its first checks, with a legal move all the same.
    let mut s = Searcher::new();
    let flag = Arc::new(AtomicBool::new(true));
    s.set_stop_flag(flag);
    let r = s.search_position(game.position(), &[], Limits::depth(60));
    assert!(game.position().check(r.best).is_ok());
    let unstopped = Searcher::new().search_position(game.position(), &[], Limits::depth(3));
    assert!(
        r.nodes < unstopped.nodes,
        "stopped after {} nodes, depth 3 alone takes {}",
        r.nodes,
        unstopped.nodes
    );
    // Lowered again, the same searcher searches normally.
    let mut s = Searcher::new();
    let flag = Arc::new(AtomicBool::new(false));
    s.set_stop_flag(flag.clone());
    let r = s.search_position(game.position(), &[], Limits::depth(2));
    assert_eq!(r.depth, 2);
    assert!(!flag.load(Ordering::Relaxed));
}

#[test]
fn a_node_budget_is_kept() {
    // Two players: alpha-beta with exactly the budget (a solo search for four or more seats
    // gets 2.4 times it, see the crate docs).
    let rules = Rules::preset(Preset::Classic, 2);
    let game = random_position(&rules, 30, 5);
    for budget in [2_000, 20_000] {
        let r = Searcher::new().search_position(game.position(), &[], Limits::nodes(budget));
        assert!(game.position().check(r.best).is_ok());
        // A node or two past the budget finishes the node under way.
        assert!(
            r.nodes <= budget + 64,
            "{} nodes for a budget of {budget}",
            r.nodes
        );
        assert!(r.depth >= 1);
    }
}

#[test]
fn a_search_can_run_in_slices() {
    let rules = Rules::preset(Preset::Classic, 2);
    let game = random_position(&rules, 16, 9);
    let mut s = Searcher::new();
    let mut task = s.begin(game.position(), &[], Limits::nodes(60_000));
    let mut steps = 0;
    while !s.run(&mut task, Some(2_000)) {
        steps += 1;
        assert!(steps < 10_000, "a sliced search must finish");
        // The best move so far is always playable.
        assert!(game.position().check(task.result().best).is_ok());
    }
    assert!(
        steps >= 10,
        "2 000-node slices of a 60 000-node search: {steps}"
    );
    assert!(task.result().depth >= 2);
    assert!(game.position().check(task.result().best).is_ok());
}

#[test]
fn a_player_thinking_in_slices_searches_as_deep_and_plays_legally() {
    let rules = Rules::preset(Preset::Classic, 3);
    for (seed, level) in [(3, Level::Easy), (4, Level::Medium), (5, Level::Hard)] {
        let mut game = random_position(&rules, 12, seed);
        let mut whole = CheckersAi::new(level, seed).deterministic();
        let mut sliced = CheckersAi::new(level, seed).deterministic();
        // A few moves each, so the players' memory (urge, plans) is compared too.
        for _ in 0..3 {
            if game.is_over() {
                break;
            }
            let a = whole.choose(&game);
            let mut thought = sliced.begin(&game);
            let mut slices = 0;
            let b = loop {
                if let Some(r) = sliced.think(&mut thought, Some(1_500)) {
                    break r;
                }
                slices += 1;
                assert!(slices < 100_000, "a sliced choice must end");
            };
            // A depth cut short by a slice runs again (helped by the table), so the node
            // budget ends at another point: the choice may differ, the depth hardly.
            assert!(
                b.depth + 1 >= a.depth,
                "{level} seed {seed}: sliced depth {} against {}",
                b.depth,
                a.depth
            );
            if level != Level::Easy {
                assert!(slices > 2, "{level}: {slices} slices of 1 500 nodes");
            }
            game.play(b.best).unwrap();
        }
    }
}

#[test]
fn the_move_played_has_the_best_scores_over_two_depths() {
    // Ten forward plies into a game (seed 18), depth 3 alone prefers one move and depths 2 and
    // 3 together another: at depth 3 the searching seat moves last before the horizon, which
    // favours a ladder of its own that nobody answers.
    let pos = opened(10, 18);
    // Every root move scored exactly at each depth.
    let exact = |d: u32| {
        let mut s = Searcher::new();
        s.pair_margin = 1_000_000;
        let r = s.search_position(&pos, &[], Limits::depth(d));
        let scores: std::collections::HashMap<Move, i32> = r.root_scores.iter().copied().collect();
        assert_eq!(scores.len(), pos.legal_moves().len());
        scores
    };
    let (s2, s3) = (exact(2), exact(3));
    let best = |s: &std::collections::HashMap<Move, i32>| *s.values().max().unwrap();
    let (b2, b3) = (best(&s2), best(&s3));
    let mut plain = Searcher::new();
    plain.pair_margin = 0;
    let alone = plain.search_position(&pos, &[], Limits::depth(3)).best;
    assert_eq!(s3[&alone], b3, "without pairs the best move of depth 3");
    // The default margin: among moves within it of the best at both depths, the best sum.
    let margin = Searcher::new().pair_margin;
    let expected = pos
        .legal_moves()
        .into_iter()
        .filter(|m| s2[m] >= b2 - margin && s3[m] >= b3 - margin)
        .max_by_key(|m| s2[m] + s3[m])
        .unwrap();
    let paired = Searcher::new().search_position(&pos, &[], Limits::depth(3));
    let sum = |m: &Move| s2[m] + s3[m];
    assert_eq!(
        sum(&paired.best),
        sum(&expected),
        "the best sum (ties: either)"
    );
    assert!(s2[&paired.best] >= b2 - margin && s3[&paired.best] >= b3 - margin);
    assert_ne!(paired.best, alone, "here the two rules disagree");
    assert!(sum(&paired.best) > sum(&alone));
    assert_eq!(paired.score, s3[&paired.best], "its score is depth 3's");
}

#[test]
fn with_pairs_a_search_cut_mid_iteration_plays_the_last_complete_depths_move() {
    // Ten forward plies into a game (seed 9): a node budget that ends halfway through depth 4.
    // Without pairs (pair_margin 0, the search as it was before) the cut depth 4 replaces depth
    // 3's move once it has searched that move first and found a better one; with pairs only
    // complete depths decide (the cut depth has no second depth to pair with).
    let pos = opened(10, 9);
    let run = |pair: i32, limits: Limits| {
        let mut s = Searcher::new();
        s.pair_margin = pair;
        s.search_position(&pos, &[], limits)
    };
    let margin = Searcher::new().pair_margin;
    assert!(margin > 0, "pairs are on by default");
    for pair in [margin, 0] {
        let d3 = run(pair, Limits::depth(3));
        let d4 = run(pair, Limits::depth(4));
        assert_eq!((d3.depth, d4.depth), (3, 4));
        let cut = Limits {
            nodes: Some((d3.nodes + d4.nodes) / 2),
            time: None,
            max_depth: 30,
        };
        let r = run(pair, cut);
        assert_eq!(r.depth, 3, "pair {pair}: the last complete depth");
        assert!(pos.legal_moves().contains(&r.best));
        assert_eq!(r.best, run(pair, cut).best, "pair {pair}: deterministic");
        if pair > 0 {
            assert_eq!((r.best, r.score), (d3.best, d3.score), "pair {pair}");
        } else {
            assert_ne!(
                r.best, d3.best,
                "without pairs the cut depth 4 changes the move"
            );
        }
    }
}

#[test]
fn the_learned_evaluation_charges_a_marble_walled_in_in_the_target_with_race_jam() {
    // a (to move) has five marbles in its target (b's start triangle, at the top), and walls
    // in a b marble at its tip. With race_jam every move that keeps it walled in costs a that
    // much more: every move from outside the target. Moving a marble next to it lets it out
    // and costs nothing more; the learned weights alone do not see the difference.
    let rules = Rules::preset(Preset::Classic, 2);
    let text = "b/aa/aaa/..../............./....aaa...../....a.a..../bbb......./...bbb.../..bbb...../.........../............/............./..../.../../. a";
    let pos = Position::from_notation(&rules, text).unwrap();
    let target = pos.layout().sets[1].home_holes;
    let tip = (pos.set_holes(1) & target).iter().next().unwrap();
    let beside: Vec<usize> = (0..6)
        .filter_map(|d| pos.geometry().neighbour(tip, d))
        .collect();
    assert_eq!(beside.len(), 2);
    const JAM: i32 = 10_000;
    let scores = |jam: i32| {
        let mut s = Searcher::new();
        s.race = petri_ai::race::RaceEval::Learned;
        s.race_jam = jam;
        s.pair_margin = 1_000_000;
        let r = s.search_position(&pos, &[], Limits::depth(1));
        let scores: std::collections::HashMap<Move, i32> = r.root_scores.iter().copied().collect();
        assert_eq!(scores.len(), pos.legal_moves().len());
        (r.best, scores)
    };
    let (plain, off) = scores(0);
    let (best, on) = scores(JAM);
    let mut freeing = 0;
    for m in pos.legal_moves() {
        let from = m.from().unwrap().index();
        let diff = off[&m] - on[&m];
        assert!(diff == 0 || diff == JAM, "{m}: {diff}");
        if !target.has(from) {
            assert_eq!(diff, JAM, "{m} keeps it walled in");
        }
        if beside.contains(&from) {
            assert_eq!(diff, 0, "{m} lets it out");
            freeing += 1;
        }
    }
    assert!(freeing > 0);
    assert_eq!(off[&best] - on[&best], 0, "{best} lets it out");
    assert_ne!(best, plain, "without race_jam another move");
}

#[test]
fn medium_looks_three_plies_ahead_where_the_learned_race_evaluation_plays() {
    // Two colour sets of 10 on the 121-hole board: the learned evaluation, three plies.
    let rules = Rules::preset(Preset::Classic, 2);
    let game = random_position(&rules, 12, 4);
    let r = CheckersAi::new(Level::Medium, 4)
        .deterministic()
        .choose(&game);
    assert_eq!(r.depth, 3);
    assert!(r.nodes <= 50_000, "{}", r.nodes);
    // On the 73-hole board it searches its 5 000 nodes as before (deeper than three plies).
    let mut small = Rules::preset(Preset::Classic, 2);
    small.size = 3;
    let game = random_position(&small, 12, 4);
    let r = CheckersAi::new(Level::Medium, 4)
        .deterministic()
        .choose(&game);
    assert!(r.depth > 3, "depth {}", r.depth);
    assert!(r.nodes <= 5_000 + 500, "{}", r.nodes);
}

#[test]
fn a_search_sees_a_win_in_one() {
    // a needs e5-d1 to fill its target.
    let rules = Rules::preset(Preset::Classic, 2);
    let text = "a/aa/aaa/.aaa/....a......../............/.........../........../........./........../.........../............/............./bbbb/bbb/bb/b a";
    let pos = Position::from_notation(&rules, text).unwrap();
    let r = Searcher::new().search_position(&pos, &[], Limits::depth(3));
    assert_eq!(r.best.to_string(), "e5-d1");
    assert!(r.score > petri_ai::WIN / 2);
}

#[test]
fn medium_beats_greedy_in_a_short_deterministic_match() {
    let rules = Rules::preset(Preset::Classic, 2);
    for g in 0..2u64 {
        let mut game = CheckersGame::new(&rules).unwrap();
        let ai_seat = (g % 2) as u8;
        let mut ai = CheckersAi::new(Level::Medium, g).deterministic();
        let mut rng = ChaCha8Rng::seed_from_u64(g);
        while !game.is_over() {
            let m: Move = if game.to_move().0 == ai_seat {
                ai.choose(&game).best
            } else {
                greedy_move(game.position(), &mut rng)
            };
            game.play(m).unwrap();
            ai.searcher().remember(game.position());
        }
        let o = game.outcome().unwrap();
        assert_eq!(o.winners(), vec![ai_seat as usize], "game {g}: {o}");
    }
}

/// Play a Petri game between two players; every action they return must be legal.
fn petri_game(rules: &Rules, a: PetriStyle, b: PetriStyle, seed: u64) -> PetriState {
    let mut st = PetriState::new(rules).unwrap();
    let mut dice = ChaCha8Rng::seed_from_u64(seed);
    let mut ais = [
        PetriAi::with_style(a, seed),
        PetriAi::with_style(b, seed + 1),
    ];
    let mut steps = 0;
    while !st.is_over() {
        steps += 1;
        assert!(steps < 50_000, "a Petri game must end");
        let action = match st.phase() {
            PetriPhase::FirstRoll { .. } | PetriPhase::Roll => {
                PetriAction::Roll(dice.random_range(1..=6), dice.random_range(1..=6))
            }
            _ => {
                let who = st.to_move().index() % 2;
                let a = ais[who].choose(&st).expect("a decision");
                assert!(
                    st.legal_actions().contains(&a),
                    "{a} is not legal in {:?}",
                    st.phase()
                );
                a
            }
        };
        st.play(action).unwrap();
    }
    st
}

#[test]
fn petri_players_only_take_legal_actions_and_games_end() {
    let styles = [
        PetriStyle::RANDOM,
        PetriStyle::GREEDY,
        PetriStyle::for_level(Level::Medium),
        PetriStyle::for_level(Level::Hard),
    ];
    for (i, &a) in styles.iter().enumerate() {
        let b = styles[(i + 1) % styles.len()];
        let rules = Rules::preset(Preset::Petri, 2).with_petri(|o| o.turn_cap = 40);
        petri_game(&rules, a, b, i as u64);
        let rt = Rules::preset(Preset::PetriRealtime, 3).with_petri(|o| o.turn_cap = 30);
        petri_game(&rt, a, b, 10 + i as u64);
    }
}

#[test]
fn petri_players_are_deterministic() {
    let rules = Rules::preset(Preset::Petri, 2).with_petri(|o| o.turn_cap = 30);
    let hard = PetriStyle::for_level(Level::Hard);
    let a = petri_game(&rules, hard, PetriStyle::GREEDY, 42);
    let b = petri_game(&rules, hard, PetriStyle::GREEDY, 42);
    assert_eq!(a, b);
}

#[test]
fn the_solo_search_of_many_players_is_deterministic_and_legal() {
    for players in [4, 6] {
        let rules = Rules::preset(Preset::Classic, players);
        for seed in 0..2u64 {
            let game = random_position(&rules, 20 + 31 * seed as usize, seed);
            if game.is_over() {
                continue;
            }
            let search = || {
                let mut s = Searcher::new();
                assert_eq!(s.solo_from, 4, "solo from four units racing");
                s.search_position(game.position(), &[], Limits::nodes(30_000))
            };
            let (a, b) = (search(), search());
            assert_eq!((a.best, a.score, a.nodes), (b.best, b.score, b.nodes));
            assert!(game.position().check(a.best).is_ok());
            // Solo nodes are cheap: the budget is scaled up and buys several own moves.
            assert!(a.nodes > 30_000 && a.depth >= 2, "{players}: {a:?}");
        }
    }
}

#[test]
fn five_seats_play_a_whole_petri_game_to_its_end() {
    // The Petri rules are for 2 to 6 players. One computer per seat, seeded dice; every action
    // legal, every piece accounted for, and the game ends by its own rules (not the turn cap).
    let rules = Rules::preset(Preset::Petri, 5);
    let styles = [
        PetriStyle::for_level(Level::Medium),
        PetriStyle::GREEDY,
        PetriStyle::RANDOM,
        PetriStyle::for_level(Level::Medium),
        PetriStyle::GREEDY,
    ];
    let mut ais: Vec<PetriAi> = styles
        .iter()
        .enumerate()
        .map(|(s, &style)| PetriAi::with_style(style, 500 + s as u64))
        .collect();
    let mut dice = ChaCha8Rng::seed_from_u64(5);
    let mut st = PetriState::new(&rules).unwrap();
    let mut movers = [0u32; 5];
    let mut steps = 0;
    while !st.is_over() {
        steps += 1;
        assert!(steps < 100_000, "a Petri game must end");
        let action = match st.phase() {
            PetriPhase::FirstRoll { .. } | PetriPhase::Roll => {
                PetriAction::Roll(dice.random_range(1..=6), dice.random_range(1..=6))
            }
            _ => {
                let seat = st.to_move();
                movers[seat.index()] += 1;
                let a = ais[seat.index()].choose(&st).expect("a decision");
                assert!(st.legal_actions().contains(&a), "{a} in {:?}", st.phase());
                a
            }
        };
        st.play(action).unwrap();
        let pieces: u32 = (0..5)
            .map(|s| {
                let s = petri_rules::Seat(s);
                st.pieces(s).count() + u32::from(st.hand(s)) + u32::from(st.cup(s))
            })
            .sum();
        assert_eq!(
            pieces, 50,
            "every piece is on the board, in a hand or in a cup"
        );
    }
    let o = st.outcome().unwrap();
    assert_ne!(o.reason, petri_rules::PetriEnd::TurnCap, "{o:?}");
    assert_eq!(o.cups.len(), 5);
    assert!(
        movers.iter().all(|&n| n > 0),
        "every seat played: {movers:?}"
    );
    // Seat e's turn passes to seat a.
    assert!(!o.winners().is_empty());
}

#[test]
fn team_games_between_computers_pass_while_a_team_mate_races() {
    // Teams (classic rules): the first seat of a team to get home passes until its team-mate is
    // home too; the searches handle it and every game ends with a team placed. (Rules that keep
    // marbles from blocking a target for good, so that games between `easy` players end: the
    // online preset, finish by round, and classic with the occupied-target win, which
    // continues.)
    let cases = [
        Rules::preset(Preset::Online, 4),
        Rules::preset(Preset::Classic, 4).with_checkers(|o| o.occupied_target_win = true),
    ];
    for rules in cases {
        let rules = rules.with_teams(true);
        let finish = rules.checkers_options().unwrap().finish;
        let mut ais: Vec<CheckersAi> = (0..4)
            .map(|s| CheckersAi::new(Level::Easy, 70 + s).deterministic())
            .collect();
        let mut game = CheckersGame::new(&rules).unwrap();
        let mut waited = 0;
        while !game.is_over() {
            let seat = game.to_move().index();
            let pos = game.position().clone();
            let m = ais[seat].choose(&game).best;
            if pos.waits_for_team() {
                waited += 1;
                assert_eq!(m, Move::Pass, "{finish:?}: a home seat passes on {pos}");
            } else {
                assert!(!m.is_pass() || pos.legal_moves() == vec![Move::Pass]);
            }
            game.play(m).unwrap();
            for ai in ais.iter_mut() {
                ai.searcher().remember(game.position());
            }
        }
        assert!(
            waited > 0,
            "{finish:?}: no seat had to wait for its team-mate"
        );
        let o = game.outcome().unwrap();
        assert_ne!(o.reason, petri_rules::EndReason::MoveCap, "{finish:?}: {o}");
        assert_eq!(o.winners().len(), 1, "{finish:?}: {o}");
    }
}

#[test]
fn hard_plays_a_shortest_way_home_once_the_race_meets_nobody() {
    use petri_ai::endgame::{Endgame, EndgameStatus, disengaged};
    // Seat a has two holes of its target to fill and two marbles out, every b marble behind
    // them (a position of a recorded game against the racer).
    let rules = Rules::preset(Preset::Classic, 2);
    let text = "a/aa/aaa/a..a/....a......../....a......./.........../........../......b../.......b../.........../............/............./bb../bbb/bb/b a";
    let pos = Position::from_notation(&rules, text).unwrap();
    assert!(disengaged(&pos, pos.to_move()));
    let shortest = |p: &Position| match Endgame::new(p, petri_rules::Seat(0), 20)
        .unwrap()
        .run(u64::MAX)
    {
        EndgameStatus::Solved(path) => path.len() as u32,
        other => panic!("{other:?}"),
    };
    let moves = shortest(&pos);
    assert!(moves >= 2);
    let mut ai = CheckersAi::new(Level::Hard, 1).deterministic();
    let r = ai.choose_in(&pos, &[false, false]);
    assert_eq!(r.endgame, Some(moves), "the end-game chose the move");
    let mut next = pos.clone();
    next.play(r.best).unwrap();
    next.set_to_move(petri_rules::Seat(0));
    assert_eq!(
        shortest(&next),
        moves - 1,
        "{} is on a shortest way",
        r.best
    );
    // The levels below keep their own looser finish; master plays it too.
    let mut medium = CheckersAi::new(Level::Medium, 1).deterministic();
    assert_eq!(medium.choose_in(&pos, &[false, false]).endgame, None);
    let mut master = CheckersAi::new(Level::Master, 1).deterministic();
    assert_eq!(master.choose_in(&pos, &[false, false]).endgame, Some(moves));
}

#[test]
fn the_end_game_waits_while_the_race_still_meets_the_other_side() {
    // The same shape with a b marble level with a's hindmost: the usual search plays.
    let rules = Rules::preset(Preset::Classic, 2);
    let text = "a/aa/aaa/a..a/....a......../....a...b.../.........../........../........./.......b../.........../............/............./bb../bbb/bb/b a";
    let pos = Position::from_notation(&rules, text).unwrap();
    assert!(!petri_ai::endgame::disengaged(&pos, pos.to_move()));
    let mut ai = CheckersAi::new(Level::Hard, 1).deterministic();
    let r = ai.choose_in(&pos, &[false, false]);
    assert_eq!(r.endgame, None);
    assert!(pos.legal_moves().contains(&r.best));
}

#[test]
fn marbles_leave_their_start_triangle_once_the_other_side_lines_up_in_front_of_it() {
    // From a recorded game (medium against easy): a's last eight marbles sit in their start
    // triangle, b's ten line up in front of it, waiting. Moving out lets b in; a search that
    // counts a's marbles there as blocking b keeps them in, and the game ends at the move
    // cap. Every level now moves one of them out.
    let rules = Rules::preset(Preset::Classic, 2);
    let text = "a/.a/.../..../............./............/.........../........../........./........../.........../.....bb...../...bbbbbbbb../aaaa/aaa/a./. a";
    let pos = Position::from_notation(&rules, text).unwrap();
    let start = pos.layout().sets[0].home_holes;
    for level in [Level::Easy, Level::Medium, Level::Hard] {
        let mut ai = CheckersAi::new(level, 1).deterministic();
        let r = ai.choose_in(&pos, &[false, false]);
        let from = r.best.from().unwrap();
        assert!(start.has(from.index()), "{level}: {}", r.best);
    }
    // Without the cost they stay in (a search of 25 000 nodes keeps shuffling the two marbles
    // home).
    let mut s = Searcher::new();
    s.start_weight = 0;
    let r = s.search_position(&pos, &[false, false], Limits::nodes(25_000));
    assert!(!start.has(r.best.from().unwrap().index()), "{}", r.best);
}

/// A six-player classic position after `40 + 5 * seed` random forward plies.
fn six_player_position(rules: &Rules, seed: u64) -> Position {
    let start = Position::start(rules).unwrap();
    let mut pos = start.clone();
    for m in random_opening(
        &start,
        40 + 5 * seed as u32,
        &mut ChaCha8Rng::seed_from_u64(seed),
    ) {
        pos.play(m).unwrap();
    }
    pos
}

/// A two-move solo search with replies, by hand: the best over `pos`'s moves of `score` of
/// the position after the move and the others' replies ([`racers_replied`]).
fn best_after_replies(pos: &Position, score: impl Fn(&Position) -> i32) -> i32 {
    let me = pos.to_move();
    let mut rng = ChaCha8Rng::seed_from_u64(0);
    pos.legal_moves()
        .into_iter()
        .map(|m| {
            let mut p = pos.clone();
            p.play(m).unwrap();
            score(&racers_replied(&p, me, &mut rng))
        })
        .max()
        .unwrap()
}

/// `pos` after each other seat, in turn after `me`, played the move a one-ply `racer` would
/// (ties by hole order), with `me` to move again: a solo search's replies, by hand.
fn racers_replied(pos: &Position, me: Seat, rng: &mut ChaCha8Rng) -> Position {
    let ordered = RacerStyle {
        order: true,
        ..RacerStyle::default()
    };
    let mut p = pos.clone();
    for off in 1..6 {
        let seat = Seat((me.0 + off) % 6);
        p.set_to_move(seat);
        let r = racer_move_styled(&p, ordered, rng);
        if r != Move::Pass {
            p.play_unchecked(r);
        }
    }
    p.set_to_move(me);
    p
}

/// A solo search with the others' replies scores a first move by the best second move after
/// each other seat has played its one-ply racer move: the same as playing those replies by
/// hand and searching one move deep.
#[test]
fn solo_replies_are_the_racers_moves_between_ours() {
    let rules = Rules::preset(Preset::Classic, 6);
    let style = RacerStyle::default();
    let mut differs = 0;
    for seed in 0..4 {
        let pos = six_player_position(&rules, seed);
        let placed = [false; 6];
        let searcher = |reply: Option<RacerStyle>| {
            let mut s = Searcher::with_table_bits(12);
            s.solo_reply = reply;
            s.endgame_empty = 0;
            s
        };
        let with = searcher(Some(style)).search_position(&pos, &placed, Limits::depth(2));
        let frozen = searcher(None).search_position(&pos, &placed, Limits::depth(2));
        assert_eq!(with.depth, 2);
        // By hand: each first move, the five replies, the best second move.
        let best = best_after_replies(&pos, |p| {
            searcher(None)
                .search_position(p, &placed, Limits::depth(1))
                .score
        });
        assert_eq!(with.score, best, "seed {seed}");
        differs += (with.score != frozen.score) as u32;
    }
    // Standing still is another model: its scores differ.
    assert!(differs > 0);
}

/// With `solo_rival`, a solo search's score also counts the leader's distance (the least of
/// the other seats'), as it stands after the replies: for each first move, the replies are
/// played, and the best second move's own score is raised by that share of the leader's
/// distance. A first move that hands the leader a long hop scores lower.
#[test]
fn solo_rival_counts_the_leaders_distance_after_the_replies() {
    let rules = Rules::preset(Preset::Classic, 6);
    let placed = [false; 6];
    let searcher = |reply: Option<RacerStyle>, rival: i32| {
        let mut s = Searcher::with_table_bits(12);
        s.solo_reply = reply;
        s.solo_rival = rival;
        s.endgame_empty = 0;
        s
    };
    let leader = |p: &Position, me: Seat| {
        let d = petri_ai::eval::unit_distances(p);
        (0..6)
            .filter(|&u| u != me.index())
            .map(|u| d[u])
            .min()
            .unwrap()
    };
    let mut differs = 0;
    for seed in 0..4 {
        let pos = six_player_position(&rules, seed);
        let me = pos.to_move();
        // One move deep nobody else moves: the same share of the same leader for every move.
        let plain = searcher(None, 0).search_position(&pos, &placed, Limits::depth(1));
        let rival = searcher(None, 60).search_position(&pos, &placed, Limits::depth(1));
        assert_eq!(
            rival.score,
            plain.score + leader(&pos, me) * 60 / 100,
            "seed {seed}"
        );
        // Two moves deep with replies, by hand.
        let with = searcher(Some(RacerStyle::default()), 60).search_position(
            &pos,
            &placed,
            Limits::depth(2),
        );
        let without = searcher(Some(RacerStyle::default()), 0).search_position(
            &pos,
            &placed,
            Limits::depth(2),
        );
        let best = best_after_replies(&pos, |p| {
            let own = searcher(None, 0)
                .search_position(p, &placed, Limits::depth(1))
                .score;
            own + leader(p, me) * 60 / 100
        });
        assert_eq!(with.score, best, "seed {seed}");
        differs += (with.best != without.best) as u32;
    }
    // The leader's distance changes which first move is best somewhere.
    assert!(differs > 0);
}

/// With four or more racing, `hard` and `master` look two of their own moves ahead (the
/// others move between ours); `medium` and the two-player searches are not capped.
#[test]
fn solo_searches_of_hard_and_master_look_two_moves_ahead() {
    let rules = Rules::preset(Preset::Classic, 6);
    let game = random_position(&rules, 60, 5);
    for level in [Level::Hard, Level::Master] {
        let mut ai = CheckersAi::new(level, 1).deterministic();
        assert_eq!(ai.searcher().solo_depth, 2, "{level}");
        let r = ai.choose(&game);
        assert!(r.depth <= 2, "{level} searched {} moves ahead", r.depth);
        assert!(game.legal_moves().contains(&r.best));
    }
    let mut medium = CheckersAi::new(Level::Medium, 1).deterministic();
    assert_eq!(medium.searcher().solo_depth, 0);
    assert!(medium.choose(&game).depth > 2);
    // Two players: no solo search, no cap.
    let two = random_position(&Rules::preset(Preset::Classic, 2), 8, 5);
    let r = CheckersAi::new(Level::Hard, 1).deterministic().choose(&two);
    assert!(r.depth > 2, "two-player hard searched {} plies", r.depth);
}
