//! The engine review of a finished game: marks, losses, graph data, slicing.

use chacha20::ChaCha8Rng;
use petri_ai::eval::CostTable;
use petri_ai::review::{
    self, CHECKERS_THRESHOLDS, Mark, PETRI_THRESHOLDS, ReviewOptions, Reviewer, rows_home,
};
use petri_ai::{Computer, Level};
use petri_rules::{Action, Game, GameRecord, Move, PetriAction, Preset, RecordError, Rules, Seat};
use rand::{RngExt, SeedableRng};

/// Review budget of the tests: small, so that they run fast in debug builds.
const NODES: u64 = 5_000;

/// Two deterministic computers of `level` play from `game` until it ends (or `cap` actions).
fn play_out(game: &mut Game, level: Level, cap: usize) {
    let rules = *game.rules();
    let mut players: Vec<Computer> = (0..rules.players)
        .map(|s| Computer::new(level, 7 + s as u64, &rules).deterministic())
        .collect();
    let mut dice = ChaCha8Rng::seed_from_u64(3);
    while !game.is_over() && game.progress().0 < cap {
        let seat = game.to_move();
        let a = if game.awaits_dice() {
            Action::Petri(PetriAction::Roll(
                dice.random_range(1..=6),
                dice.random_range(1..=6),
            ))
        } else {
            players[seat.index()].choose(game).expect("a move")
        };
        game.play(seat, a).unwrap();
    }
}

fn medium_game() -> Game {
    let mut game = Game::new(&Rules::preset(Preset::Classic, 2)).unwrap();
    play_out(&mut game, Level::Medium, 400);
    assert!(game.is_over(), "the computers finish");
    game
}

#[test]
fn engine_moves_of_a_computer_game_come_out_good() {
    let game = medium_game();
    let record = game.record();
    let r = review::review(&record, NODES).unwrap();
    assert!(!r.petri);
    assert_eq!(r.unit, "rows");
    assert_eq!(r.turns.len(), record.moves.len(), "one turn a move");
    for (i, t) in r.turns.iter().enumerate() {
        assert_eq!(t.ply, i);
        assert_eq!(t.played, record.moves[i]);
        assert!(t.loss >= 0.0);
        assert_eq!(t.loss, (t.played_value - t.best_value).max(0) as f64);
        assert_eq!(t.mark, CHECKERS_THRESHOLDS.mark(t.loss));
    }
    for s in &r.seats {
        let good = s.good as f64 / s.turns as f64;
        assert!(good >= 0.8, "{s:?}");
        assert_eq!(s.good + s.inaccuracies + s.mistakes + s.blunders, s.turns);
        assert!(s.accuracy >= 80.0 && s.accuracy <= 100.0, "{s:?}");
    }
    // The graph: the start and every ply; the winner ends at distance 0, and distances match
    // the positions.
    assert_eq!(r.graph.len(), record.moves.len() + 1);
    assert_eq!(r.graph[0].ply, 0);
    let start = petri_rules::Position::start(game.rules()).unwrap();
    assert_eq!(
        r.graph[0].distance,
        vec![rows_home(&start, Seat(0)), rows_home(&start, Seat(1))]
    );
    assert_eq!(
        r.graph[0].distance[0], r.graph[0].distance[1],
        "a symmetric start"
    );
    assert!(r.graph[0].distance[0] > 0);
    let last = r.graph.last().unwrap();
    assert!(last.distance.contains(&0), "{last:?}");
    assert!(last.cup.is_empty() && last.in_play.is_empty());
    // Serialises for the game and the command line.
    let json = serde_json::to_string(&r).unwrap();
    assert!(json.contains("\"mark\":\"good\""), "{json:.200}");
}

#[test]
fn a_backward_step_in_a_good_game_is_its_worst_move() {
    let rules = Rules::preset(Preset::Classic, 2);
    let mut game = Game::new(&rules).unwrap();
    play_out(&mut game, Level::Medium, 30);
    // The first legal step away from the mover's target, in canonical order.
    let pos = game.checkers().unwrap().position().clone();
    let table = CostTable::get(pos.size());
    let back = pos
        .legal_moves()
        .into_iter()
        .find(|&m| match m {
            Move::Marble { from, to } => {
                let t = pos.layout().sets[pos.set_at(from).unwrap()].target;
                pos.path(m).len() == 1 && table.axis(t, to.index()) > table.axis(t, from.index())
            }
            Move::Pass => false,
        })
        .expect("a backward step");
    let ply = game.progress().0;
    game.play(game.to_move(), Action::Move(back)).unwrap();
    play_out(&mut game, Level::Medium, 400);
    let record = game.record();
    assert_eq!(record.moves[ply], back.to_string());
    let r = review::review(&record, NODES).unwrap();
    let worst = &r.turns[ply];
    assert!(worst.mark >= Mark::Mistake, "{worst:?}");
    for t in &r.turns {
        if t.ply != ply {
            assert!(t.loss < worst.loss, "{t:?} against {worst:?}");
        }
    }
    let seat = &r.seats[worst.seat.index()];
    assert!(
        seat.accuracy < 100.0 && seat.mistakes + seat.blunders >= 1,
        "{seat:?}"
    );
}

#[test]
fn the_review_is_the_same_however_it_is_sliced() {
    let mut game = Game::new(&Rules::preset(Preset::Classic, 2)).unwrap();
    play_out(&mut game, Level::Easy, 24);
    let record = game.record();
    let whole = review::review(&record, NODES).unwrap();
    let mut reviewer = Reviewer::new(&record, ReviewOptions { nodes: NODES }).unwrap();
    let start = reviewer.progress();
    assert_eq!((start.done, start.total), (0, 24));
    assert!(reviewer.review().is_none(), "not before it is done");
    let mut last = 0;
    let mut steps = 0;
    for budget in [1u64, 700, 3_000, 10_000].into_iter().cycle() {
        let p = reviewer.step(budget);
        assert!(p.done >= last && p.done <= p.total);
        last = p.done;
        steps += 1;
        if p.is_done() {
            break;
        }
    }
    assert!(
        steps > 24,
        "small budgets take several steps a move ({steps})"
    );
    assert_eq!(reviewer.review().unwrap(), whole);
    assert_eq!(reviewer.finish(), whole);
    // And the same again.
    assert_eq!(review::review(&record, NODES).unwrap(), whole);
}

#[test]
fn a_record_that_does_not_replay_is_refused_with_the_move() {
    let mut record = medium_game().record();
    record.moves.truncate(6);
    record.moves[4] = "a1-a2".into();
    match Reviewer::new(&record, ReviewOptions::default()) {
        Err(RecordError::Move { index, .. }) => assert_eq!(index, 4),
        Err(e) => panic!("{e}"),
        Ok(_) => panic!("a bad record reviewed"),
    }
    let bad = GameRecord {
        version: 99,
        ..record
    };
    assert!(matches!(
        review::review(&bad, NODES),
        Err(RecordError::Version(99))
    ));
}

#[test]
fn petri_turns_are_scored_against_the_engine_for_the_same_roll() {
    let rules = Rules::preset(Preset::Petri, 2).with_petri(|o| o.turn_cap = 12);
    let mut game = Game::new(&rules).unwrap();
    // Seat a plays at random, seat b as `master`.
    let mut players = [
        Computer::new(Level::Beginner, 5, &rules),
        Computer::new(Level::Master, 6, &rules),
    ];
    let mut dice = ChaCha8Rng::seed_from_u64(11);
    while !game.is_over() {
        let seat = game.to_move();
        let a = if game.awaits_dice() {
            Action::Petri(PetriAction::Roll(
                dice.random_range(1..=6),
                dice.random_range(1..=6),
            ))
        } else {
            players[seat.index()].choose(&game).expect("an action")
        };
        game.play(seat, a).unwrap();
    }
    let record = game.record();
    let r = review::review(&record, NODES).unwrap();
    assert!(r.petri);
    assert_eq!(r.unit, "pieces");
    assert!(r.turns.len() >= 12, "{}", r.turns.len());
    let mut covered = 0;
    for t in &r.turns {
        assert!(record.moves[t.ply].starts_with("roll "), "{t:?}");
        let dice = t.dice.expect("the dice");
        assert_eq!(record.moves[t.ply], format!("roll {} {}", dice[0], dice[1]));
        assert!(t.played.starts_with("die "), "{t:?}");
        assert!(t.best.starts_with("die "), "{t:?}");
        assert_eq!(t.loss, (t.best_value - t.played_value).max(0) as f64);
        assert_eq!(t.mark, PETRI_THRESHOLDS.mark(t.loss));
        covered += t.plies;
    }
    // Every action after the first-player roll belongs to one turn, in order.
    for w in r.turns.windows(2) {
        assert_eq!(w[1].ply, w[0].ply + w[0].plies, "{w:?}");
    }
    assert!(r.turns[0].ply >= 2, "the first-player roll is no turn");
    assert_eq!(covered, record.moves.len() - r.turns[0].ply);
    assert_eq!(r.graph.len(), record.moves.len() + 1);
    // The graph ends at the final cups.
    let last = r.graph.last().unwrap();
    let st = game.petri().unwrap();
    assert_eq!(last.cup, vec![st.cup(Seat(0)), st.cup(Seat(1))]);
    assert_eq!(
        last.in_play,
        vec![st.pieces(Seat(0)).count(), st.pieces(Seat(1)).count()]
    );
    assert!(r.graph.iter().all(|p| p.distance.is_empty()));
    // A record cut in the middle of a turn: that turn is not scored, every ply is graphed.
    let last = r.turns.last().unwrap();
    let mut cut = record.clone();
    cut.moves.truncate(last.ply + 1);
    let c = review::review(&cut, NODES).unwrap();
    assert_eq!(c.turns.len(), r.turns.len() - 1);
    assert_eq!(c.turns[..], r.turns[..r.turns.len() - 1]);
    assert_eq!(c.graph[..], r.graph[..last.ply + 2]);
    // The random seat loses more to the engine than `master` does.
    let (a, b) = (&r.seats[0], &r.seats[1]);
    assert!(a.average_loss > b.average_loss, "{a:?} {b:?}");
    assert!(a.accuracy < b.accuracy, "{a:?} {b:?}");
}
