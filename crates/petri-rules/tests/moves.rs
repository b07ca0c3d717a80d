//! Move checking, hop paths and move parsing cross-checked against the naive reference
//! generator, plus hand-made positions for each rule of the three rule sets (every expected
//! answer below was worked out by hand from the rules as the crate documentation states them;
//! a test name beginning `online_`, `family_` or `classic_` names the preset whose rule it
//! checks).

mod common;

use std::collections::BTreeSet;

use common::naive::{Cell, NaivePos, NaiveRules};
use common::util::*;
use petri_rules::{Hole, IllegalMove, Move, MoveError, Position, Preset, Rules, Seat, Stops};

const RELEASE: bool = !cfg!(debug_assertions);

fn hole(pos: &Position, name: &str) -> Hole {
    Hole::parse(pos.size(), name).unwrap()
}

fn kind(e: &IllegalMove) -> &'static str {
    match e {
        IllegalMove::GameOver => "GameOver",
        IllegalMove::WrongBoard { .. } => "WrongBoard",
        IllegalMove::SameHole { .. } => "SameHole",
        IllegalMove::EmptyHole { .. } => "EmptyHole",
        IllegalMove::NotYourMarble { .. } => "NotYourMarble",
        IllegalMove::DestinationOccupied { .. } => "DestinationOccupied",
        IllegalMove::NotReachable { .. } => "NotReachable",
        IllegalMove::NotAHopPath { .. } => "NotAHopPath",
        IllegalMove::EndsInForeignTriangle { .. } => "EndsInForeignTriangle",
        IllegalMove::LeavesTarget { .. } => "LeavesTarget",
        IllegalMove::ReleaseRequired { .. } => "ReleaseRequired",
        IllegalMove::MustMove => "MustMove",
        IllegalMove::MustPass => "MustPass",
        IllegalMove::WaitingForTeamMate { .. } => "WaitingForTeamMate",
    }
}

/// What the naive rules say about moving the marble on `f` to the empty hole `t`.
fn naive_verdict(
    naive: &NaivePos,
    legal: &BTreeSet<(Cell, Cell)>,
    f: Cell,
    t: Cell,
) -> &'static str {
    if legal.contains(&(f, t)) {
        return "Ok";
    }
    let r = &naive.rules;
    let k = naive.board[&f].unwrap();
    if r.teams && naive.seat_home(naive.to_move) {
        return "WaitingForTeamMate";
    }
    if !naive.reach(f).contains(&t) {
        return "NotReachable";
    }
    if !r.may_end_on(k, t) {
        return "EndsInForeignTriangle"; // online rules
    }
    let tg = &r.sets[k].target_holes;
    if r.target_lock && tg.contains(&f) && !tg.contains(&t) {
        return "LeavesTarget"; // family rules
    }
    "ReleaseRequired" // online rules
}

/// Cross-check `Position::check`, `path` and `parse_move` on one position.
fn check_position(name: &str, pos: &Position, naive: &NaivePos, rng: &mut Rng) {
    let nr = naive.rules.clone();
    let legal: BTreeSet<(Cell, Cell)> = naive.moves().into_iter().collect();
    let seat = naive.to_move;
    let empties: Vec<Cell> = nr
        .order
        .iter()
        .copied()
        .filter(|c| naive.board[c].is_none())
        .collect();
    let mine: Vec<Cell> = nr
        .sets_of(seat)
        .iter()
        .flat_map(|&k| naive.marbles(k))
        .collect();
    let mv = |f: Cell, t: Cell| Move::new(hole(pos, nr.name(f)), hole(pos, nr.name(t)));
    // Pass: legal exactly when the seat has no move (forfeit, as in the online rules).
    match pos.check(Move::Pass) {
        Ok(()) => assert!(legal.is_empty(), "{name}: pass accepted on {pos}"),
        Err(e) => {
            assert!(!legal.is_empty(), "{name}: pass refused ({e}) on {pos}");
            assert_eq!(kind(&e), "MustMove");
        }
    }
    let blockers = naive.release_blockers();
    for &f in &mine {
        // Every reachable hole, plus a few random empty ones.
        let mut targets: Vec<Cell> = naive.reach(f).into_iter().collect();
        for _ in 0..3 {
            targets.push(*rng.pick(&empties));
        }
        for t in targets {
            let m = mv(f, t);
            let want = naive_verdict(naive, &legal, f, t);
            let got = match pos.check(m) {
                Ok(()) => "Ok",
                Err(ref e) => kind(e),
            };
            assert_eq!(got, want, "{name}: check({m}) on {pos}");
            if let Err(IllegalMove::ReleaseRequired { blocked, marbles }) = pos.check(m) {
                let ms: BTreeSet<String> = marbles.iter().map(|h| h.to_string()).collect();
                let want: BTreeSet<String> = mine
                    .iter()
                    .filter(|c| blockers.iter().any(|(_, xt)| xt.contains(c)))
                    .map(|&c| nr.name(c).to_string())
                    .collect();
                assert_eq!(ms, want, "{name}: release marbles for {m} on {pos}");
                assert!(
                    blockers.iter().any(|(x, _)| *x == blocked.index()),
                    "{name}: {blocked} is not blocked on {pos}"
                );
            }
        }
        // Occupied destinations and the same hole.
        assert_eq!(
            pos.check(mv(f, f)).map_err(|e| kind(&e)),
            Err("SameHole"),
            "{name}"
        );
        for (dq, dr) in common::naive::DIRS {
            let t = (f.0 + dq, f.1 + dr);
            if nr.is_hole(t) && naive.board[&t].is_some() {
                assert_eq!(
                    pos.check(mv(f, t)).map_err(|e| kind(&e)),
                    Err("DestinationOccupied"),
                    "{name}"
                );
            }
        }
    }
    // Marbles of other seats, and empty holes.
    for _ in 0..4 {
        let f = *rng.pick(&nr.order);
        let t = *rng.pick(&empties);
        if f == t {
            continue;
        }
        let want = match naive.board[&f] {
            None => "EmptyHole",
            Some(k) if nr.sets[k].seat != seat => "NotYourMarble",
            Some(_) => continue,
        };
        assert_eq!(
            pos.check(mv(f, t)).map_err(|e| kind(&e)),
            Err(want),
            "{name}"
        );
    }
    // Paths (fewest hops) and parse_move with listed landings.
    for &(f, t) in &legal {
        let m = mv(f, t);
        let path = pos.path(m);
        assert_eq!(
            path.last().map(|h| h.to_string()),
            Some(nr.name(t).to_string())
        );
        let adjacent = common::naive::DIRS
            .iter()
            .any(|&(dq, dr)| (f.0 + dq, f.1 + dr) == t);
        if adjacent {
            assert_eq!(path.len(), 1, "{name}: a step has one landing");
        } else {
            let cells: Vec<Cell> = path.iter().map(|h| nr.by_name[&h.to_string()]).collect();
            let mut cur = f;
            for &c in &cells {
                assert!(
                    naive.hop_landings(f, cur).contains(&c),
                    "{name}: path {path:?} of {m} is not a hop chain on {pos}"
                );
                cur = c;
            }
            assert_eq!(
                Some(cells.len()),
                naive.min_hops(f, t),
                "{name}: path of {m} is not a shortest one on {pos}"
            );
            let text: Vec<String> = std::iter::once(nr.name(f).to_string())
                .chain(path.iter().map(|h| h.to_string()))
                .collect();
            let text = text.join("-");
            assert_eq!(pos.parse_move(&text), Ok(m), "{name}: {text} on {pos}");
            // Drop the first landing: the rest is a chain only if its first hop is one. (With
            // a single landing left the text is a plain from-to, whose path is not checked.)
            if cells.len() >= 3 {
                let short: Vec<String> = std::iter::once(nr.name(f).to_string())
                    .chain(path[1..].iter().map(|h| h.to_string()))
                    .collect();
                let short = short.join("-");
                let ok = {
                    let mut cur = f;
                    cells[1..].iter().all(|&c| {
                        let hop = naive.hop_landings(f, cur).contains(&c);
                        cur = c;
                        hop
                    })
                };
                match pos.parse_move(&short) {
                    Ok(got) => assert!(ok && got == m, "{name}: {short} accepted on {pos}"),
                    Err(MoveError::Illegal(IllegalMove::NotAHopPath { .. })) => {
                        assert!(!ok, "{name}: {short} refused on {pos}")
                    }
                    Err(e) => panic!("{name}: {short} on {pos}: unexpected {e:?}"),
                }
            }
        }
        assert_eq!(
            pos.parse_move(&format!("{}-{}", nr.name(f), nr.name(t))),
            Ok(m)
        );
    }
    // Destinations per marble.
    for &f in &mine {
        let d: BTreeSet<String> = pos
            .destinations(hole(pos, nr.name(f)))
            .iter()
            .map(|i| Hole::new(pos.size(), i).unwrap().to_string())
            .collect();
        let want: BTreeSet<String> = legal
            .iter()
            .filter(|(a, _)| *a == f)
            .map(|&(_, t)| nr.name(t).to_string())
            .collect();
        assert_eq!(d, want, "{name}: destinations of {} on {pos}", nr.name(f));
    }
}

#[test]
fn check_path_and_parse_agree_with_naive() {
    for c in all_configs() {
        let mut rng = Rng::new(0xABCD + c.name.len() as u64);
        let every = if RELEASE { 3 } else { 6 };
        let start = Position::start(&c.rules).unwrap();
        let mut n = 0usize;
        walk(&c.name, &start, 77, 90, 70, |pos, naive| {
            n += 1;
            if n.is_multiple_of(every) {
                check_position(&c.name, pos, naive, &mut rng);
            }
        });
        let nr = NaiveRules::new(&c.rules);
        for i in 0..(if RELEASE { 20 } else { 6 }) {
            let naive = if i % 2 == 0 {
                blocked_position(&nr, &mut rng)
            } else {
                endgame_position(&nr, &mut rng)
            };
            let pos = Position::from_notation(&c.rules, &naive.to_notation()).unwrap();
            check_position(
                &format!("{} constructed #{i}", c.name),
                &pos,
                &naive,
                &mut rng,
            );
        }
    }
}

// ---------------------------------------------------------------------------------------
// Hand-made positions.

/// A position with the given marbles (hole name, piece letter) and seat to move.
fn setup(rules: &Rules, pieces: &[(&str, char)], to_move: char) -> (Position, NaivePos) {
    let nr = NaiveRules::new(rules);
    let mut p = NaivePos::start(&nr);
    for c in nr.order.clone() {
        p.board.insert(c, None);
    }
    for &(name, ch) in pieces {
        let c = nr.by_name[name];
        assert!(p.board[&c].is_none(), "{name} twice");
        p.board.insert(c, Some(nr.set_by_letter(ch).unwrap()));
    }
    p.to_move = (to_move as u8 - b'a') as usize;
    let pos = Position::from_notation(rules, &p.to_notation()).unwrap();
    (pos, p)
}

fn moves_of(pos: &Position) -> Vec<String> {
    engine_moves(pos)
}

fn strs(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

fn classic(p: u8) -> Rules {
    Rules::preset(Preset::Classic, p)
}

#[test]
fn spec_1_hole_names_and_cube_coordinates() {
    let nr = NaiveRules::new(&classic(2));
    assert_eq!(nr.order.len(), 121);
    let lens: Vec<usize> = nr.rows.iter().map(|r| r.len()).collect();
    assert_eq!(
        lens,
        [1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1]
    );
    for (name, c) in [
        ("a1", (4, -8)),
        ("q1", (-4, 8)),
        ("i5", (0, 0)),
        ("i1", (-4, 0)),
        ("h5", (0, -1)),
        ("g5", (0, -2)),
        ("g1", (-4, -2)),
        ("n1", (-4, 5)),
        ("m5", (-4, 4)),
        ("l4", (-4, 3)),
    ] {
        assert_eq!(nr.by_name[name], c, "{name}");
    }
    // The engine's geometry agrees on every hole.
    for size in 2..=6u8 {
        let nr = NaiveRules::new(&classic(2).with_size(size));
        let geo = petri_rules::Geometry::get(size);
        assert_eq!(geo.len(), nr.order.len());
        for (i, &(q, r)) in nr.order.iter().enumerate() {
            assert_eq!((geo.cube(i).q, geo.cube(i).r), (q, r));
            assert_eq!(geo.hole(i).to_string(), nr.name((q, r)));
        }
    }
}

#[test]
fn classic_steps_and_hops_do_not_mix() {
    // a on i5, b on i6: five steps and the single hop to i7; no step after the hop (i8).
    let (pos, naive) = setup(&classic(2), &[("i5", 'a'), ("i6", 'b')], 'a');
    let want = strs(&["i5-h5", "i5-h6", "i5-i4", "i5-j5", "i5-j6", "i5-i7"]);
    assert_eq!(moves_of(&pos), want);
    assert_eq!(naive.move_strings(), want);
}

#[test]
fn classic_hops_over_own_then_other_colour_and_may_stop_part_way() {
    // a on i5 hops over its own marble on i6 to i7, then over b's marble on i8 to i9; it may
    // stop on i7 ("it is not mandatory to make the most hops possible").
    let (pos, naive) = setup(&classic(2), &[("i5", 'a'), ("i6", 'a'), ("i8", 'b')], 'a');
    let d: BTreeSet<String> = pos
        .destinations(hole(&pos, "i5"))
        .iter()
        .map(|i| Hole::new(4, i).unwrap().to_string())
        .collect();
    let want: BTreeSet<String> = ["h5", "h6", "i4", "j5", "j6", "i7", "i9"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(d, want);
    assert!(naive.move_strings().contains(&"i5-i9".to_string()));
    assert_eq!(
        pos.path(Move::new(hole(&pos, "i5"), hole(&pos, "i9")))
            .len(),
        2
    );
    assert_eq!(
        pos.parse_move("i5-i7-i9"),
        Ok(Move::new(hole(&pos, "i5"), hole(&pos, "i9")))
    );
}

#[test]
fn family_target_lock_keeps_a_marble_in_its_target() {
    // a's target is T0. Its marble on d2 (in T0) may step to c1, c2, d1, d3 but not out to
    // row e under the target lock (the family rules); classic allows all six steps.
    let pieces = [("d2", 'a'), ("q1", 'b')];
    let (fam, naive) = setup(&Rules::preset(Preset::Family, 2), &pieces, 'a');
    let want = strs(&["d2-c1", "d2-c2", "d2-d1", "d2-d3"]);
    assert_eq!(moves_of(&fam), want);
    assert_eq!(naive.move_strings(), want);
    let out = fam.parse_move("d2-e6");
    assert!(
        matches!(
            out,
            Err(MoveError::Illegal(IllegalMove::LeavesTarget { .. }))
        ),
        "{out:?}"
    );
    let (cl, _) = setup(&classic(2), &pieces, 'a');
    assert_eq!(moves_of(&cl).len(), 6);
}

#[test]
fn online_moves_may_not_end_in_foreign_triangles() {
    // a on i9 (the right corner of the hexagon): h10 is in T1, j10 in T2. The online rules
    // forbid ending there; the classic rules allow it.
    let pieces = [("i9", 'a'), ("a1", 'b')];
    let (online, naive) = setup(&Rules::preset(Preset::Online, 2), &pieces, 'a');
    let want = strs(&["i9-h9", "i9-i8", "i9-j9"]);
    assert_eq!(moves_of(&online), want);
    assert_eq!(naive.move_strings(), want);
    let e = online.parse_move("i9-h10");
    assert!(
        matches!(
            e,
            Err(MoveError::Illegal(
                IllegalMove::EndsInForeignTriangle { .. }
            ))
        ),
        "{e:?}"
    );
    let (cl, _) = setup(&classic(2), &pieces, 'a');
    assert_eq!(
        moves_of(&cl),
        strs(&["i9-h9", "i9-h10", "i9-i8", "i9-j9", "i9-j10"])
    );
}

#[test]
fn online_hops_may_pass_through_foreign_triangles() {
    // a on g9 hops over b's g10 to g11 (in T1), then over b's h10 (in T1) to i9 (hexagon).
    // The online rules: the chain may pass through T1 but not stop there.
    let pieces = [("g9", 'a'), ("g10", 'b'), ("h10", 'b')];
    let (online, naive) = setup(&Rules::preset(Preset::Online, 2), &pieces, 'a');
    let moves = moves_of(&online);
    assert!(moves.contains(&"g9-i9".to_string()), "{moves:?}");
    assert!(!moves.contains(&"g9-g11".to_string()), "{moves:?}");
    assert_eq!(naive.move_strings(), moves);
    assert_eq!(
        online.path(Move::new(hole(&online, "g9"), hole(&online, "i9"))),
        vec![hole(&online, "g11"), hole(&online, "i9")]
    );
    let (cl, _) = setup(&classic(2), &pieces, 'a');
    assert!(moves_of(&cl).contains(&"g9-g11".to_string()));
}

/// Seat b (target T3) is blocked: T3 holds nine b marbles and a's marble on n1, b's last
/// marble waits on m8. a's other marbles sit in T0.
fn release_position(rules: &Rules, a_extra: &[&str]) -> (Position, NaivePos) {
    let mut pieces: Vec<(&str, char)> = vec![("n1", 'a')];
    for h in ["n2", "n3", "n4", "o1", "o2", "o3", "p1", "p2", "q1", "m8"] {
        pieces.push((h, 'b'));
    }
    for h in a_extra {
        pieces.push((h, 'a'));
    }
    setup(rules, &pieces, 'a')
}

#[test]
fn online_release_rule_forces_the_blocking_marble_out() {
    let t0 = ["a1", "b1", "b2", "c1", "c2", "c3", "d1", "d2", "d3"];
    let online = Rules::preset(Preset::Online, 2);
    let (pos, naive) = release_position(&online, &t0);
    assert!(!pos.has_progress_move(Seat(1)));
    let want = strs(&["n1-m5", "n1-m6"]);
    assert_eq!(moves_of(&pos), want);
    assert_eq!(naive.move_strings(), want);
    match pos.parse_move("d3-d4") {
        Err(MoveError::Illegal(IllegalMove::ReleaseRequired { blocked, marbles })) => {
            assert_eq!(blocked, Seat(1));
            assert_eq!(marbles, vec![hole(&pos, "n1")]);
        }
        other => panic!("{other:?}"),
    }
    // Without the release rule (classic) a may move anything.
    let (cl, _) = release_position(&classic(2), &t0);
    assert!(moves_of(&cl).len() > 2);
    assert!(moves_of(&cl).contains(&"d3-d4".to_string()));
}

#[test]
fn online_release_rule_lapses_when_the_marble_cannot_leave() {
    // The same, with n1 walled in (m5, m6, l4, l6 are a's): a has no release move, so all of
    // its moves stay legal ("if Y has such a move").
    let extra = ["m5", "m6", "l4", "l6", "a1", "b1", "b2", "c1", "c2"];
    let online = Rules::preset(Preset::Online, 2);
    let (pos, naive) = release_position(&online, &extra);
    assert!(!pos.has_progress_move(Seat(1)));
    let moves = moves_of(&pos);
    assert!(!moves.iter().any(|m| m.starts_with("n1-")), "{moves:?}");
    assert!(
        moves.contains(&"c2-d4".to_string()) || moves.len() > 5,
        "{moves:?}"
    );
    assert_eq!(naive.move_strings(), moves);
    let (cl, _) = release_position(
        &Rules::preset(Preset::Classic, 2).with_checkers(|o| o.stops = Stops::OwnTriangles),
        &extra,
    );
    assert_eq!(
        moves_of(&cl),
        moves,
        "own-triangles alone gives the same moves"
    );
}

#[test]
fn online_a_seat_without_moves_passes_and_the_pass_counts_once() {
    // a's only marble on a1 is walled in by b on b1, b2, c1, c3.
    let pieces = [
        ("a1", 'a'),
        ("b1", 'b'),
        ("b2", 'b'),
        ("c1", 'b'),
        ("c3", 'b'),
    ];
    let (pos, mut naive) = setup(&classic(2), &pieces, 'a');
    assert_eq!(pos.legal_moves(), vec![Move::Pass]);
    assert_eq!(pos.count_moves(), 1);
    assert_eq!(pos.perft(1), 1);
    assert_eq!(naive.perft(1), 1);
    let mut after = pos.clone();
    after.play(Move::Pass).unwrap();
    assert_eq!(after.to_move(), Seat(1));
    assert_eq!(pos.perft(2), after.perft(1));
    assert_eq!(pos.perft(3), naive.perft(3));
    assert_eq!(pos.parse_move("pass"), Ok(Move::Pass));
}

#[test]
fn super_hops_treat_the_start_hole_as_empty() {
    // Super hops (a house rule option). a on i5 hops over b's h5 to g5, over b's h4 to i3, then
    // from i3 over b's i6 — three holes east, the vacated start i5 counting as empty — to i9.
    // i9 is reachable no other way.
    let rules = classic(2).with_checkers(|o| o.super_hops = true);
    let pieces = [("i5", 'a'), ("h5", 'b'), ("h4", 'b'), ("i6", 'b')];
    let (pos, naive) = setup(&rules, &pieces, 'a');
    let m = Move::new(hole(&pos, "i5"), hole(&pos, "i9"));
    assert!(pos.legal_moves().contains(&m), "{:?}", moves_of(&pos));
    assert!(naive.move_strings().contains(&"i5-i9".to_string()));
    assert_eq!(pos.parse_move("i5-g5-i3-i9"), Ok(m));
    // Plain hops: no i9.
    let (plain, _) = setup(&classic(2), &pieces, 'a');
    assert!(!plain.legal_moves().contains(&m));
    // A long hop needs every hole between empty: a on i1, b on i5 -> i9; add b on i7: no.
    let (p1, _) = setup(&rules, &[("i1", 'a'), ("i5", 'b')], 'a');
    assert!(moves_of(&p1).contains(&"i1-i9".to_string()));
    let (p2, _) = setup(&rules, &[("i1", 'a'), ("i5", 'b'), ("i7", 'b')], 'a');
    assert!(!moves_of(&p2).contains(&"i1-i9".to_string()));
}

#[test]
fn classic_fifteen_pieces_start_on_the_triangle_and_the_next_row() {
    let rules = classic(2).with_pieces(15);
    let pos = Position::start(&rules).unwrap();
    let text = pos.to_notation();
    // Row m (the 13-hole row next to T3) holds a's five extra marbles in its middle.
    let rows: Vec<&str> = text.split(' ').next().unwrap().split('/').collect();
    assert_eq!(rows[12], "....aaaaa....");
    assert_eq!(rows[4], "....bbbbb....");
    let nr = NaiveRules::new(&rules);
    assert_eq!(NaivePos::start(&nr).to_notation(), text);
}
