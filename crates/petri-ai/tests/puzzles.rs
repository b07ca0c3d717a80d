//! Puzzles: the solvers' pars against brute force on small cases, the shipped set
//! replayed and re-proved, stars, hints, the daily puzzle and bad input.

use std::collections::HashSet;

use petri_ai::puzzles::{self, Attempt, Band, Kind, Puzzle, prove, stars};
use petri_rules::{Action, Bitboard, Game, PetriAction, Position, Seat, Stage};

/// The set the game ships (`petri-cli puzzles generate --count 200 --seed 1`).
const SHIPPED: &str = include_str!("../../../assets/puzzles/puzzles.jsonl");

fn shipped() -> Vec<Puzzle> {
    puzzles::parse_set(SHIPPED).expect("the shipped set reads")
}

/// The fewest own moves that bring `seat` home (the others standing still), by breadth-first
/// search over every reachable placing of its marbles; `None` beyond `limit` moves.
fn brute_home(pos: &Position, seat: Seat, limit: u32) -> Option<u32> {
    let mut start = pos.clone();
    start.set_to_move(seat);
    let mut seen: HashSet<Bitboard> = HashSet::from([start.seat_holes(seat)]);
    let mut frontier = vec![start];
    for depth in 1..=limit {
        let mut next = Vec::new();
        for p in &frontier {
            for m in p.legal_moves() {
                let mut q = p.clone();
                q.play(m).unwrap();
                q.set_to_move(seat);
                if q.is_seat_home(seat) {
                    return Some(depth);
                }
                if seen.insert(q.seat_holes(seat)) {
                    next.push(q);
                }
            }
        }
        frontier = next;
    }
    None
}

#[test]
fn home_pars_match_a_breadth_first_search() {
    let set = shipped();
    let small: Vec<&Puzzle> = set
        .iter()
        .filter(|p| p.kind == Kind::Home && p.par <= 5)
        .take(6)
        .collect();
    assert!(small.len() >= 4, "the set has short home puzzles");
    for p in small {
        let (game, seat) = p.start().unwrap();
        let pos = game.checkers().unwrap().position();
        assert_eq!(
            brute_home(pos, seat, p.par),
            Some(p.par),
            "{}: breadth-first search disagrees with the par",
            p.id
        );
        let (par, line) = prove(Kind::Home, &game, seat, 30).unwrap();
        assert_eq!((par, line.len() as u32), (p.par, p.par), "{}", p.id);
    }
}

/// Every order of checks of the pieces still unchecked, played out: the most captured.
fn brute_order(game: &Game, seat: Seat) -> u32 {
    if !matches!(game.stage(), Stage::Capture) || game.to_move() != seat {
        return 0;
    }
    let mut best = 0;
    for action in game.legal_actions() {
        let Action::Petri(PetriAction::Check(_)) = action else {
            continue;
        };
        let mut next = game.clone();
        let events = next.play(seat, action).unwrap();
        let now = events
            .iter()
            .filter(|e| matches!(e, petri_rules::Event::Captured { .. }))
            .count() as u32;
        best = best.max(now + brute_order(&next, seat));
    }
    best
}

#[test]
fn order_pars_match_every_order_tried() {
    let set = shipped();
    let mut tried = 0;
    for p in set.iter().filter(|p| p.kind == Kind::Order) {
        let (game, seat) = p.start().unwrap();
        // Brute force is factorial: small capture steps only.
        if game.petri().unwrap().unchecked().count() > 7 {
            continue;
        }
        assert_eq!(brute_order(&game, seat), p.par, "{}", p.id);
        tried += 1;
        if tried == 5 {
            break;
        }
    }
    assert!(tried >= 3, "only {tried} small order puzzles");
}

/// Every die and every sequence of placements, without merging equal boards (the search
/// merges them), then the capture solver's best order (checked against every order above).
fn brute_roll(game: &Game, seat: Seat) -> u32 {
    if game.to_move() != seat || game.is_over() {
        return 0;
    }
    match game.stage() {
        Stage::Capture => game.best_capture_count() as u32,
        Stage::ChooseDie { .. } | Stage::Place { .. } | Stage::Remove { .. } => game
            .legal_actions()
            .into_iter()
            .map(|a| {
                let mut next = game.clone();
                let events = next.play(seat, a).unwrap();
                let now = events
                    .iter()
                    .filter(|e| matches!(e, petri_rules::Event::Captured { .. }))
                    .count() as u32;
                now + brute_roll(&next, seat)
            })
            .max()
            .unwrap_or(0),
        _ => 0,
    }
}

#[test]
fn roll_pars_match_every_die_and_placement_tried() {
    let set = shipped();
    let mut tried = 0;
    for p in set.iter().filter(|p| p.kind == Kind::Roll) {
        let (game, seat) = p.start().unwrap();
        // Small turns only: a die of 1 or 2 on both dice, few pieces to check.
        let Some([a, b]) = p.dice else {
            panic!("{}: a roll puzzle names its dice", p.id)
        };
        if a.max(b) > 2 || game.petri().unwrap().occupied().count() > 16 {
            continue;
        }
        assert_eq!(brute_roll(&game, seat), p.par, "{}", p.id);
        tried += 1;
        if tried == 3 {
            break;
        }
    }
    assert!(tried >= 2, "only {tried} small roll puzzles");
}

/// The whole set in CI would take minutes in a debug build (the home proofs re-run the end-game
/// search; `petri-cli puzzles check` does all 600 in about 20 s in release): every order
/// puzzle, and every fifth home and roll puzzle, are replayed and re-proved here.
#[test]
fn the_shipped_set_replays_and_its_pars_are_proved() {
    let set = shipped();
    assert!(set.len() >= 500, "{} puzzles", set.len());
    // The generated kinds in every band (the classic crossings are two fixed puzzles).
    for kind in [Kind::Home, Kind::Order, Kind::Roll] {
        for band in Band::ALL {
            assert!(
                set.iter()
                    .filter(|p| p.kind == kind && p.band == band)
                    .count()
                    >= 10,
                "few {} {} puzzles",
                kind.name(),
                band.name()
            );
        }
    }
    let ids: HashSet<&str> = set.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(ids.len(), set.len(), "ids are unique");
    for (i, p) in set.iter().enumerate() {
        if matches!(p.kind, Kind::Order | Kind::Crossing) || i % 5 == 0 {
            p.check().unwrap_or_else(|e| panic!("{e}"));
        }
    }
}

#[test]
fn a_solution_played_earns_three_stars_and_a_longer_way_fewer() {
    assert_eq!(stars(Kind::Home, 7, 7), 3);
    assert_eq!(stars(Kind::Home, 8, 7), 2);
    assert_eq!(stars(Kind::Home, 12, 7), 1);
    assert_eq!(stars(Kind::Order, 3, 3), 3);
    assert_eq!(stars(Kind::Order, 2, 3), 2);
    assert_eq!(stars(Kind::Roll, 0, 3), 1);

    let set = shipped();
    let p = set.iter().find(|p| p.kind == Kind::Home).unwrap();
    // Following the hints is following a best solution.
    let mut a = Attempt::new(p).unwrap();
    while !a.is_done() {
        let hint = a.hint().expect("a hint while unfinished");
        a.play(hint).unwrap();
    }
    assert_eq!(stars(p.kind, a.score(), p.par), 3);
    let any = Attempt::new(p).unwrap().hint().unwrap();
    assert!(
        a.play(any).is_err(),
        "a finished puzzle takes no more moves"
    );

    // A wasted move first (a marble home stepping about, or any other move): the hint from
    // there still finishes, in more moves than the par or in as many.
    let mut b = Attempt::new(p).unwrap();
    let solution_first = b.hint().unwrap();
    let other = b
        .game()
        .legal_actions()
        .into_iter()
        .find(|m| *m != solution_first)
        .unwrap();
    b.play(other).unwrap();
    assert_eq!(
        b.game().to_move(),
        b.seat(),
        "the turn comes back to the solver"
    );
    while !b.is_done() {
        let hint = b.hint().expect("a hint off the solution's line");
        b.play(hint).unwrap();
    }
    assert!(b.score() >= p.par);
}

#[test]
fn petri_hints_capture_the_par() {
    let set = shipped();
    for kind in [Kind::Order, Kind::Roll] {
        let p = set.iter().find(|p| p.kind == kind).unwrap();
        let mut a = Attempt::new(p).unwrap();
        while !a.is_done() {
            a.play(a.hint().unwrap()).unwrap();
        }
        assert_eq!(a.score(), p.par, "{}", p.id);
        assert!(a.hint().is_none(), "no hint once finished");
    }
}

#[test]
fn the_daily_puzzle_is_the_same_on_a_date_and_changes_from_day_to_day() {
    let set = shipped();
    let day = 20_418; // 2025-11-26
    assert_eq!(
        puzzles::daily(&set, day).map(|p| &p.id),
        puzzles::daily(&set, day).map(|p| &p.id)
    );
    let week: HashSet<&str> = (day..day + 7)
        .filter_map(|d| puzzles::daily(&set, d).map(|p| p.id.as_str()))
        .collect();
    assert!(week.len() >= 6, "a week of dailies repeats: {week:?}");
    assert!(puzzles::daily(&[], day).is_none());
}

#[test]
fn bad_puzzles_are_refused_with_what_is_wrong() {
    let e = puzzles::parse_set("{\"id\":1}\n").unwrap_err();
    assert!(e.to_string().starts_with("line 1:"), "{e}");
    let mut p = shipped()
        .into_iter()
        .find(|p| p.kind == Kind::Home)
        .unwrap();
    p.par -= 1;
    let e = p.check().unwrap_err().to_string();
    assert!(e.contains("par"), "{e}");
    let mut q = shipped()
        .into_iter()
        .find(|p| p.kind == Kind::Order)
        .unwrap();
    q.setup.pop();
    let e = q.check().unwrap_err().to_string();
    assert!(e.contains(&q.id), "{e}");
    q.position = "nonsense".into();
    let e = q.check().unwrap_err().to_string();
    assert!(e.contains("position"), "{e}");
}

/// Glicko-2 written out from Glickman's paper ("Example of the Glicko-2 system", 2013), steps
/// 1–8, one rating period against `games` (rating, deviation, score), τ = 0.5: an independent
/// check that the puzzle rating calls the library the right way round.
fn glicko2_by_hand(r: f64, rd: f64, vol: f64, games: &[(f64, f64, f64)]) -> (f64, f64, f64) {
    const SCALE: f64 = 173.7178;
    let tau = 0.5;
    let mu = (r - 1500.0) / SCALE;
    let phi = rd / SCALE;
    let g = |phi_j: f64| 1.0 / (1.0 + 3.0 * phi_j * phi_j / (std::f64::consts::PI.powi(2))).sqrt();
    let e = |mu_j: f64, phi_j: f64| 1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp());
    let mut v_inv = 0.0;
    let mut sum = 0.0;
    for &(rj, rdj, s) in games {
        let (mu_j, phi_j) = ((rj - 1500.0) / SCALE, rdj / SCALE);
        let ej = e(mu_j, phi_j);
        v_inv += g(phi_j).powi(2) * ej * (1.0 - ej);
        sum += g(phi_j) * (s - ej);
    }
    let v = 1.0 / v_inv;
    let delta = v * sum;
    let a = (vol * vol).ln();
    let f = |x: f64| {
        let ex = x.exp();
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex).powi(2))
            - (x - a) / (tau * tau)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 {
            k += 1.0;
        }
        a - k * tau
    };
    let (mut fa, mut fb) = (f(big_a), f(big_b));
    while (big_b - big_a).abs() > 1e-6 {
        let c = big_a + (big_a - big_b) * fa / (fb - fa);
        let fc = f(c);
        if fc * fb <= 0.0 {
            big_a = big_b;
            fa = fb;
        } else {
            fa /= 2.0;
        }
        big_b = c;
        fb = fc;
    }
    let vol2 = (big_a / 2.0).exp();
    let phi_star = (phi * phi + vol2 * vol2).sqrt();
    let phi2 = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
    let mu2 = mu + phi2 * phi2 * sum;
    (mu2 * SCALE + 1500.0, phi2 * SCALE, vol2)
}

#[test]
fn the_hand_written_glicko2_gives_glickmans_worked_example() {
    let (r, rd, vol) = glicko2_by_hand(
        1500.0,
        200.0,
        0.06,
        &[
            (1400.0, 30.0, 1.0),
            (1550.0, 100.0, 0.0),
            (1700.0, 300.0, 0.0),
        ],
    );
    assert!((r - 1464.06).abs() < 0.01, "{r}");
    assert!((rd - 151.52).abs() < 0.01, "{rd}");
    assert!((vol - 0.05999).abs() < 0.00001, "{vol}");
}

#[test]
fn the_puzzle_rating_is_glicko2_against_the_band_rating() {
    use puzzles::{PUZZLE_DEVIATION, PuzzleRating, outcome};
    let mut me = PuzzleRating::default();
    assert_eq!(me.shown(), "1500?");
    // A run: hard won, easy lost, medium drawn, then hard won twice.
    for (band, score) in [
        (Band::Hard, 1.0),
        (Band::Easy, 0.0),
        (Band::Medium, 0.5),
        (Band::Hard, 1.0),
        (Band::Hard, 1.0),
    ] {
        let next = me.after(band, score);
        let (r, rd, vol) = glicko2_by_hand(
            me.rating,
            me.deviation,
            me.volatility,
            &[(band.rating(), PUZZLE_DEVIATION, score)],
        );
        assert!(
            (next.rating - r).abs() < 1e-3,
            "{band:?} {score}: {next:?} vs {r}"
        );
        assert!((next.deviation - rd).abs() < 1e-3, "{next:?} vs {rd}");
        assert!((next.volatility - vol).abs() < 1e-6, "{next:?} vs {vol}");
        if score == 1.0 {
            assert!(next.rating > me.rating);
        }
        if score == 0.0 {
            assert!(next.rating < me.rating);
        }
        assert!(next.deviation < me.deviation);
        assert_eq!(next.games, me.games + 1);
        me = next;
    }
    // Provisional ("?") while the deviation is over 110; many puzzles settle it.
    for _ in 0..30 {
        me = me.after(Band::Medium, 0.5);
    }
    assert!(!me.provisional() && !me.shown().ends_with('?'), "{me:?}");
    // A damaged rating (from a hand-edited settings file) starts again from the default.
    let broken = PuzzleRating {
        rating: f64::NAN,
        ..PuzzleRating::default()
    };
    assert_eq!(broken.shown(), "1500?");
    assert_eq!(
        broken.after(Band::Easy, 1.0),
        PuzzleRating::default().after(Band::Easy, 1.0)
    );
    // What counts as a win, a draw, a loss.
    assert_eq!(outcome(Some(3), false, false), 1.0);
    assert_eq!(outcome(Some(3), true, false), 0.5);
    assert_eq!(outcome(Some(2), false, false), 0.5);
    assert_eq!(outcome(Some(2), true, false), 0.0);
    assert_eq!(outcome(Some(1), false, false), 0.0);
    assert_eq!(outcome(None, false, true), 0.0);
    assert_eq!(outcome(Some(3), false, true), 0.0);
}

#[test]
fn the_classic_crossings_replay_to_the_goal_in_their_published_pars() {
    let crossings = puzzles::crossings();
    let levenspiel = crossings
        .iter()
        .find(|p| p.id == "crossing-levenspiel")
        .expect("Levenspiel's crossing");
    assert_eq!(levenspiel.par, 27, "the published minimum");
    let fabian = crossings
        .iter()
        .find(|p| p.id == "crossing-fabian")
        .expect("Fabian's game");
    assert_eq!(fabian.par, 30, "the published minimum");
    // Two colours: the solver moves each in turn, 15 moves each; the second is home first.
    let mut attempt = Attempt::new(fabian).unwrap();
    assert!(!attempt.returns_turn());
    for (i, text) in fabian.solution.iter().enumerate() {
        assert_eq!(
            attempt.game().to_move(),
            Seat((i % 2) as u8),
            "move {}",
            i + 1
        );
        let action = attempt.game().parse_action(text).unwrap();
        attempt.play(action).unwrap();
        assert_eq!(
            attempt.is_done(),
            i + 1 == fabian.solution.len(),
            "move {}",
            i + 1
        );
    }
    assert!(attempt.game().is_seat_home(Seat(1)) && !attempt.game().is_seat_home(Seat(0)));
    for p in &crossings {
        p.check().unwrap_or_else(|e| panic!("{}: {e}", p.id));
        // Played through an attempt: three stars at the par, and the goal reached.
        let mut attempt = Attempt::new(p).unwrap();
        for text in &p.solution {
            let action = attempt.game().parse_action(text).unwrap();
            attempt.play(action).unwrap();
        }
        assert!(attempt.is_done());
        assert_eq!(stars(p.kind, attempt.score(), p.par), 3);
    }
    // Alone: the turn comes back to the solver, the only colour on the board.
    let attempt = Attempt::new(levenspiel).unwrap();
    assert!(attempt.returns_turn());
    let pos = attempt.game().checkers().unwrap().position().clone();
    assert_eq!(pos.seat_holes(Seat(1)).count(), 0);
    // A solution one move short does not finish; a wrong move is refused by the rules.
    let mut short = levenspiel.clone();
    short.solution.pop();
    assert!(short.check().unwrap_err().0.contains("does not finish"));
    let mut wrong = levenspiel.clone();
    wrong.solution[0] = "n4-a1".into();
    assert!(wrong.check().is_err());
    // The shipped set carries them as they are made.
    let set = shipped();
    for p in &crossings {
        assert_eq!(
            set.iter().find(|q| q.id == p.id),
            Some(p),
            "{} is shipped",
            p.id
        );
    }
}
