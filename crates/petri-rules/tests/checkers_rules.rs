//! One test per Chinese checkers rule, each named after the rule set it comes from: the
//! `online_`, `family_` or `classic_` preset.

mod support;

use petri_rules::{
    CheckersGame, EndReason, Finish, IllegalMove, Move, MoveError, Position, Preset, Rules, Seat,
    Triangle,
};
use support::{T0, T3, holes, moves, position};

fn classic2() -> Rules {
    Rules::preset(Preset::Classic, 2)
}

fn m(p: &Position, text: &str) -> Move {
    p.parse_move(text)
        .unwrap_or_else(|e| panic!("{text} should be legal: {e}"))
}

fn illegal(p: &Position, text: &str) -> IllegalMove {
    match p.parse_move(text) {
        Err(MoveError::Illegal(e)) => e,
        other => panic!("{text} should be illegal, got {other:?}"),
    }
}

#[test]
fn classic_steps_go_to_any_adjacent_empty_hole() {
    // A lone marble in the centre steps in all six directions.
    let p = position(&classic2(), &[("i5", 'a')], 'a');
    assert_eq!(
        moves(&p),
        ["i5-h5", "i5-h6", "i5-i4", "i5-i6", "i5-j5", "i5-j6"]
    );
}

#[test]
fn classic_hops_over_any_colour_and_may_stop_part_way() {
    // i5 hops over i6 (an opponent's marble) to i7, then over i8 (its own) to i9; it may stop
    // after the first hop ("It is not mandatory to make the most hops possible").
    let p = position(&classic2(), &[("i5", 'a'), ("i6", 'b'), ("i8", 'a')], 'a');
    let ms = moves(&p);
    assert!(ms.contains(&"i5-i7".to_string()), "{ms:?}");
    assert!(ms.contains(&"i5-i9".to_string()), "{ms:?}");
    // Listing the landings is accepted and checked.
    assert_eq!(m(&p, "i5-i7-i9"), m(&p, "i5-i9"));
    assert!(matches!(
        illegal(&p, "i5-i8-i9"),
        IllegalMove::NotAHopPath { .. }
    ));
    // The kept path goes through i7.
    let path: Vec<String> = p
        .path(m(&p, "i5-i9"))
        .iter()
        .map(|h| h.to_string())
        .collect();
    assert_eq!(path, ["i7", "i9"]);
}

#[test]
fn classic_a_move_never_mixes_a_step_and_a_hop() {
    // Stepping i5-i4 would allow a hop i4 over h4 to g4; one move cannot do both.
    let p = position(&classic2(), &[("i5", 'a'), ("h4", 'b')], 'a');
    assert_eq!(
        moves(&p)
            .into_iter()
            .filter(|s| s.starts_with("i5"))
            .collect::<Vec<_>>(),
        ["i5-h5", "i5-h6", "i5-i4", "i5-i6", "i5-j5", "i5-j6"]
    );
    assert!(matches!(
        illegal(&p, "i5-g4"),
        IllegalMove::NotReachable { .. }
    ));
}

#[test]
fn classic_hop_chains_turn_in_any_direction() {
    // i5 over i6 to i7, then over h8 (north-east of i7) to g9.
    let p = position(&classic2(), &[("i5", 'a'), ("i6", 'b'), ("h8", 'b')], 'a');
    assert!(moves(&p).contains(&"i5-g9".to_string()));
    let path: Vec<String> = p
        .path(m(&p, "i5-g9"))
        .iter()
        .map(|h| h.to_string())
        .collect();
    assert_eq!(path, ["i7", "g9"]);
}

#[test]
fn spec_start_hole_is_empty_while_hopping_but_never_a_destination() {
    // A ring of hops brings the marble back over its start; the start is not a move.
    let p = position(
        &classic2(),
        &[("i5", 'a'), ("i6", 'b'), ("h7", 'b'), ("h6", 'b')],
        'a',
    );
    for mv in p.legal_moves() {
        assert_ne!(mv.from(), mv.to());
    }
}

#[test]
fn spec_start_positions_and_first_moves() {
    let p = Position::start(&classic2()).unwrap();
    // Seat a (T3, bottom) moves first; 8 steps and 6 hops.
    assert_eq!(p.to_move(), Seat(0));
    assert_eq!(p.legal_moves().len(), 14);
    for h in holes(T3) {
        assert_eq!(
            p.seat_at(p.geometry().parse_hole(h).unwrap()),
            Some(Seat(0))
        );
    }
    for h in holes(T0) {
        assert_eq!(
            p.seat_at(p.geometry().parse_hole(h).unwrap()),
            Some(Seat(1))
        );
    }
    assert_eq!(
        p.to_notation(),
        "b/bb/bbb/bbbb/............./............/.........../........../........./........../.........../............/............./aaaa/aaa/aa/a a"
    );
}

#[test]
fn online_own_triangles_stops_but_hops_pass_through() {
    // h9 hops over g10 into f11 (triangle T1) and on over f10 to f9 (central hexagon).
    let pieces = [("h9", 'a'), ("g10", 'b'), ("f10", 'b')];
    let online = Rules::preset(Preset::Online, 2);
    let p = position(&online, &pieces, 'a');
    let ms: Vec<String> = moves(&p)
        .into_iter()
        .filter(|s| s.starts_with("h9"))
        .collect();
    assert_eq!(ms, ["h9-f9", "h9-g9", "h9-h8", "h9-i8", "h9-i9"]);
    assert_eq!(
        illegal(&p, "h9-f11"),
        IllegalMove::EndsInForeignTriangle {
            to: p.geometry().parse_hole("f11").unwrap(),
            triangle: Triangle::T1
        }
    );
    assert!(matches!(
        illegal(&p, "h9-h10"),
        IllegalMove::EndsInForeignTriangle { .. }
    ));
    // Classic stops anywhere (so do the family rules).
    let c = position(&classic2(), &pieces, 'a');
    let ms = moves(&c);
    assert!(ms.contains(&"h9-f11".to_string()) && ms.contains(&"h9-h10".to_string()));
}

#[test]
fn family_target_lock_keeps_a_marble_inside_its_target() {
    // a's target is T0. Its marble on d1 may move inside T0 only.
    let pieces = [("d1", 'a'), ("q1", 'b')];
    let family = Rules::preset(Preset::Family, 2);
    let p = position(&family, &pieces, 'a');
    assert_eq!(moves(&p), ["d1-c1", "d1-d2"]);
    assert_eq!(
        illegal(&p, "d1-e5"),
        IllegalMove::LeavesTarget {
            from: p.geometry().parse_hole("d1").unwrap(),
            to: p.geometry().parse_hole("e5").unwrap()
        }
    );
    let c = position(&classic2(), &pieces, 'a');
    assert!(moves(&c).contains(&"d1-e5".to_string()));
}

#[test]
fn family_occupied_target_win_ignores_foreign_marbles_in_the_target() {
    // Nine of a's marbles and one of b's fill T0: a is home under family rules only.
    let mut pieces: Vec<(&str, char)> = holes(T0)[1..].iter().map(|&h| (h, 'a')).collect();
    pieces.push(("a1", 'b'));
    pieces.push(("i5", 'a'));
    let family = position(&Rules::preset(Preset::Family, 2), &pieces, 'a');
    assert!(family.is_seat_home(Seat(0)));
    let classic = position(&classic2(), &pieces, 'a');
    assert!(!classic.is_seat_home(Seat(0)));
    // Without any of its own marbles in the target it is not home.
    let foreign: Vec<(&str, char)> = holes(T0).iter().map(|&h| (h, 'b')).collect();
    let p = position(&Rules::preset(Preset::Family, 2), &foreign, 'a');
    assert!(!p.is_seat_home(Seat(0)));
}

/// Seat a blocked: its target T0 is full (nine of its own, one of b's on d1) and its last
/// marble e7 cannot get closer.
fn blocked_position(rules: &Rules) -> Position {
    let mut pieces: Vec<(&str, char)> = "a1 b1 b2 c1 c2 c3 d2 d3 d4 e7"
        .split(' ')
        .map(|h| (h, 'a'))
        .collect();
    pieces.push(("d1", 'b'));
    for h in "n1 n2 n3 n4 o1 o2 o3 p1 p2".split(' ') {
        pieces.push((h, 'b'));
    }
    position(rules, &pieces, 'b')
}

#[test]
fn online_release_rule_forces_the_blocker_out() {
    let rules = classic2().with_checkers(|o| o.release_rule = true);
    let p = blocked_position(&rules);
    assert!(!p.has_progress_move(Seat(0)));
    assert_eq!(moves(&p), ["d1-e5", "d1-e6"]);
    match illegal(&p, "n1-m5") {
        IllegalMove::ReleaseRequired { blocked, marbles } => {
            assert_eq!(blocked, Seat(0));
            assert_eq!(marbles.len(), 1);
            assert_eq!(marbles[0].to_string(), "d1");
        }
        e => panic!("expected ReleaseRequired, got {e:?}"),
    }
    // Without the rule, b may do what it likes.
    let free = blocked_position(&classic2());
    assert!(moves(&free).len() > 2);
    // The online preset has the rule.
    let online = blocked_position(&Rules::preset(Preset::Online, 2));
    assert_eq!(moves(&online), ["d1-e5", "d1-e6"]);
}

#[test]
fn online_a_seat_without_moves_passes_and_the_pass_counts() {
    // b's only marble a1 is boxed in.
    let pieces = [
        ("a1", 'b'),
        ("b1", 'a'),
        ("b2", 'a'),
        ("c1", 'a'),
        ("c3", 'a'),
    ];
    let p = position(&classic2(), &pieces, 'b');
    assert_eq!(p.legal_moves(), vec![Move::Pass]);
    let mut g = CheckersGame::from_position(p);
    assert_eq!(
        g.play(m(g.position(), "pass"))
            .map(|_| g.moves_made(Seat(1))),
        Ok(1)
    );
    assert_eq!(g.to_move(), Seat(0));
    // a has moves, so it may not pass.
    assert_eq!(g.play(Move::Pass), Err(IllegalMove::MustMove));
}

/// a needs e5-d1 to finish; b needs m5-n1.
fn race_position(rules: &Rules) -> Position {
    let mut pieces: Vec<(&str, char)> = holes(T0)
        .into_iter()
        .filter(|&h| h != "d1")
        .map(|h| (h, 'a'))
        .collect();
    pieces.push(("e5", 'a'));
    pieces.extend(
        holes(T3)
            .into_iter()
            .filter(|&h| h != "n1")
            .map(|h| (h, 'b')),
    );
    pieces.push(("m5", 'b'));
    position(rules, &pieces, 'a')
}

#[test]
fn family_finishing_in_the_same_round_is_a_tie() {
    let rules = Rules::preset(Preset::Family, 2);
    let mut g = CheckersGame::from_position(race_position(&rules));
    g.play_text("e5-d1").unwrap();
    assert!(!g.is_over(), "b still gets its move in the round");
    g.play_text("m5-n1").unwrap();
    let o = g.outcome().expect("over");
    assert_eq!(o.reason, EndReason::RoundCompleted);
    assert_eq!(o.places, vec![1, 1]);
    assert!(o.is_draw());
    assert_eq!(o.winners(), vec![0, 1]);
}

#[test]
fn online_fewest_moves_wins_when_the_other_does_not_catch_up() {
    let rules =
        Rules::preset(Preset::Online, 2).with_checkers(|o| o.stops = petri_rules::Stops::Anywhere);
    let mut g = CheckersGame::from_position(race_position(&rules));
    g.play_text("e5-d1").unwrap();
    g.play_text("m5-m6").unwrap();
    let o = g.outcome().expect("over");
    assert_eq!(o.places, vec![1, 2]);
    assert!(!o.is_draw());
    assert_eq!(o.winners(), vec![0]);
}

#[test]
fn classic_play_continues_to_rank_the_others() {
    // Three players, classic: a finishes first, b and c play on and a is skipped.
    let rules = Rules::preset(Preset::Classic, 3);
    let start = Position::start(&rules).unwrap();
    let mut pieces: Vec<(String, char)> = Vec::new();
    let geo = start.geometry();
    for i in 0..geo.len() {
        let h = geo.hole(i);
        if let Some(s) = start.seat_at(h).filter(|&s| s != Seat(0)) {
            pieces.push((h.to_string(), s.letter()));
        }
    }
    for h in holes(T0).into_iter().filter(|&h| h != "d1") {
        pieces.push((h.to_string(), 'a'));
    }
    pieces.push(("e5".to_string(), 'a'));
    let refs: Vec<(&str, char)> = pieces.iter().map(|(h, c)| (h.as_str(), *c)).collect();
    let mut g = CheckersGame::from_position(position(&rules, &refs, 'a'));
    g.play_text("e5-d1").unwrap();
    assert_eq!(g.place_of(0), Some(1));
    assert!(!g.is_over());
    assert_eq!(g.to_move(), Seat(1));
    let mb = g.legal_moves()[0];
    g.play(mb).unwrap();
    let mc = g.legal_moves()[0];
    g.play(mc).unwrap();
    assert_eq!(g.to_move(), Seat(1), "finished seat a is skipped");
}

#[test]
fn classic_two_player_game_ends_when_one_finishes() {
    let rules = classic2();
    let mut g = CheckersGame::from_position(race_position(&rules));
    g.play_text("e5-d1").unwrap();
    let o = g.outcome().expect("over");
    assert_eq!(o.reason, EndReason::AllPlaced);
    assert_eq!(o.places, vec![1, 2]);
    assert_eq!(o.finished, vec![true, false]);
}

#[test]
fn spec_move_cap_draws_unfinished_seats() {
    let rules = classic2().with_checkers(|o| o.move_cap = 2);
    let mut g = CheckersGame::new(&rules).unwrap();
    for _ in 0..4 {
        assert!(!g.is_over());
        let mv = g.legal_moves()[0];
        g.play(mv).unwrap();
    }
    let o = g.outcome().expect("capped");
    assert_eq!(o.reason, EndReason::MoveCap);
    assert_eq!(o.places, vec![1, 1]);
    assert!(o.winners().is_empty() && o.is_draw());
    assert_eq!(g.play(Move::Pass), Err(IllegalMove::GameOver));
}

#[test]
fn classic_teams_finish_together() {
    let rules = Rules::preset(Preset::Classic, 6).with_teams(true);
    rules.validate().unwrap();
    assert_eq!(rules.unit_count(), 3);
    // Team-mates sit opposite: a with d, b with e, c with f.
    for s in 0..6u8 {
        assert_eq!(rules.unit_of(Seat(s)), (s % 3) as usize);
    }
    // a finishes but its team-mate d has not: the team is not placed.
    let start = Position::start(&rules).unwrap();
    let geo = start.geometry();
    let mut pieces: Vec<(String, char)> = Vec::new();
    for i in 0..geo.len() {
        let h = geo.hole(i);
        if let Some(s) = start.seat_at(h).filter(|&s| s != Seat(0) && s != Seat(3)) {
            pieces.push((h.to_string(), s.letter()));
        }
    }
    // d (home T0) sits in its target T3, a (home T3) one move from T0.
    for h in holes(T3) {
        pieces.push((h.to_string(), 'd'));
    }
    for h in holes(T0).into_iter().filter(|&h| h != "d1") {
        pieces.push((h.to_string(), 'a'));
    }
    pieces.push(("e5".to_string(), 'a'));
    let refs: Vec<(&str, char)> = pieces.iter().map(|(h, c)| (h.as_str(), *c)).collect();
    let mut g = CheckersGame::from_position(position(&rules, &refs, 'a'));
    assert_eq!(g.place_of(0), None);
    g.play_text("e5-d1").unwrap();
    assert_eq!(g.place_of(0), Some(1), "both sets of team a/d are home");
    assert!(!g.is_over());
}

#[test]
fn spec_super_hops_are_optional() {
    // i1 hops over i3 (two away) to i5 (four away) only with super hops.
    let pieces = [("i1", 'a'), ("i3", 'b')];
    let plain = position(&classic2(), &pieces, 'a');
    assert_eq!(moves(&plain), ["i1-h1", "i1-h2", "i1-i2", "i1-j1", "i1-j2"]);
    let sup = position(
        &classic2().with_checkers(|o| o.super_hops = true),
        &pieces,
        'a',
    );
    assert_eq!(
        moves(&sup),
        ["i1-h1", "i1-h2", "i1-i2", "i1-i5", "i1-j1", "i1-j2"]
    );
    // A marble between the jumped one and the landing blocks it.
    let blocked = position(
        &classic2().with_checkers(|o| o.super_hops = true),
        &[("i1", 'a'), ("i3", 'b'), ("i4", 'b')],
        'a',
    );
    assert!(!moves(&blocked).contains(&"i1-i5".to_string()));
}

#[test]
fn illegal_moves_say_why() {
    let p = Position::start(&classic2()).unwrap();
    assert!(matches!(
        illegal(&p, "i5-i6"),
        IllegalMove::EmptyHole { .. }
    ));
    assert!(matches!(
        illegal(&p, "a1-e5"),
        IllegalMove::NotYourMarble { .. }
    ));
    assert!(matches!(
        illegal(&p, "q1-p1"),
        IllegalMove::DestinationOccupied { .. }
    ));
    assert!(matches!(
        illegal(&p, "n1-i5"),
        IllegalMove::NotReachable { .. }
    ));
    assert!(matches!(illegal(&p, "n1-n1"), IllegalMove::SameHole { .. }));
    assert!(matches!(illegal(&p, "pass"), IllegalMove::MustMove));
    let e = illegal(&p, "a1-e5").to_string();
    assert!(e.contains("a1") && e.contains("seat b"), "{e}");
    match p.parse_move("n1-z9") {
        Err(MoveError::Notation(e)) => assert_eq!(e.column, Some(4)),
        other => panic!("{other:?}"),
    }
}

#[test]
fn classic_seats_may_play_several_colour_sets() {
    // Two players with two sets each: sets a, b, c, d; seat a plays a (T3) and c (T4).
    let rules = classic2().with_sets_per_seat(2);
    let p = Position::start(&rules).unwrap();
    let layout = p.layout();
    assert_eq!(layout.sets.len(), 4);
    assert_eq!(layout.sets[2].seat, Seat(0));
    assert_eq!(layout.sets[2].home, Triangle::T4);
    let text = p.to_notation();
    assert!(text.contains('c') && text.contains('d'));
    assert_eq!(Position::from_notation(&rules, &text).unwrap(), p);
    let from_sets: Vec<usize> = p
        .legal_moves()
        .iter()
        .map(|mv| p.set_at(mv.from().unwrap()).unwrap())
        .collect();
    assert!(from_sets.contains(&0) && from_sets.contains(&2));
    assert!(!from_sets.contains(&1) && !from_sets.contains(&3));
    // Three sets: every seat's sets target the other seat's homes.
    let r3 = classic2().with_sets_per_seat(3);
    let p3 = Position::start(&r3).unwrap();
    assert_eq!(p3.occupied().count(), 60);
}

#[test]
fn classic_fifteen_pieces_for_two_players() {
    let rules = classic2().with_pieces(15);
    let p = Position::start(&rules).unwrap();
    assert_eq!(p.seat_holes(Seat(0)).count(), 15);
    let geo = p.geometry();
    for h in ["m5", "m6", "m7", "m8", "m9"] {
        assert_eq!(p.seat_at(geo.parse_hole(h).unwrap()), Some(Seat(0)));
    }
    for h in ["e5", "e6", "e7", "e8", "e9"] {
        assert_eq!(p.seat_at(geo.parse_hole(h).unwrap()), Some(Seat(1)));
    }
    // Home only when the grown target is full.
    let mut pieces: Vec<(&str, char)> = holes(T0).into_iter().map(|h| (h, 'a')).collect();
    let target_row = ["e5", "e6", "e7", "e8", "e9"];
    pieces.extend(target_row.iter().map(|&h| (h, 'a')));
    assert!(position(&rules, &pieces, 'b').is_seat_home(Seat(0)));
    pieces.pop();
    assert!(!position(&rules, &pieces, 'b').is_seat_home(Seat(0)));
}

#[test]
fn game_undo_and_redo_restore_everything() {
    let rules = Rules::preset(Preset::Family, 2);
    let mut g = CheckersGame::from_position(race_position(&rules));
    let before = g.position().clone();
    g.play_text("e5-d1").unwrap();
    g.play_text("m5-n1").unwrap();
    assert!(g.is_over());
    assert_eq!(g.undo().map(|m| m.to_string()), Some("m5-n1".into()));
    assert!(!g.is_over());
    assert_eq!(g.undo().map(|m| m.to_string()), Some("e5-d1".into()));
    assert_eq!(g.position(), &before);
    assert_eq!(g.place_of(0), None);
    assert!(g.undo().is_none());
    g.redo().unwrap();
    g.redo().unwrap();
    assert!(g.is_over());
}

#[test]
fn positions_on_every_board_size() {
    for size in 2..=6u8 {
        for players in [2u8, 3, 4, 6] {
            let rules = classic2().with_size(size);
            let rules = Rules { players, ..rules };
            let p = Position::start(&rules).unwrap();
            let n = size as u32 * (size as u32 + 1) / 2;
            assert_eq!(p.occupied().count(), n * players as u32);
            assert!(!p.legal_moves().is_empty());
            assert_eq!(
                Position::from_notation(&rules, &p.to_notation()).unwrap(),
                p
            );
        }
    }
    // Finish option names.
    assert_eq!(
        Rules::preset(Preset::Online, 2)
            .checkers_options()
            .unwrap()
            .finish,
        Finish::Round
    );
}

/// Teams (classic rules), 4 players: a (T3) is home in T0 while its team-mate c (T0) still races.
const TEAM_WAITS: &str = "a/aa/aaa/aaaa/bbbb........./bbb........./bb........./b........./....c..../.........d/.........dd/.........ddd/.........dddd/cccc/ccc/cc/. a";
/// The same, with c one step (m5-n1) from home.
const TEAM_ALMOST: &str = "a/aa/aaa/aaaa/bbbb........./bbb........./bb........./b........./........./.........d/.........dd/.........ddd/....c....dddd/.ccc/ccc/cc/c a";

fn teams4(finish: Finish) -> Rules {
    Rules::preset(Preset::Classic, 4)
        .with_teams(true)
        .with_checkers(|o| o.finish = finish)
}

#[test]
fn classic_a_seat_home_passes_while_its_team_mate_races() {
    let rules = teams4(Finish::Continue);
    let p = Position::from_notation(&rules, TEAM_WAITS).unwrap();
    assert!(p.is_seat_home(Seat(0)) && !p.is_seat_home(Seat(2)));
    assert!(p.waits_for_team());
    // It does not have to undo its race: pass is its only move.
    assert_eq!(p.legal_moves(), vec![Move::Pass]);
    assert_eq!(p.count_moves(), 1);
    assert_eq!(p.perft(1), 1);
    assert_eq!(m(&p, "pass"), Move::Pass);
    match illegal(&p, "d1-e5") {
        IllegalMove::WaitingForTeamMate { mate } => assert_eq!(mate, Seat(2)),
        other => panic!("{other:?}"),
    }
    assert!(
        illegal(&p, "d1-e5")
            .to_string()
            .contains("team-mate (seat c)")
    );
    // After the pass b moves as usual: perft 2 counts b's moves after the one pass.
    let mut q = p.clone();
    q.play(Move::Pass).unwrap();
    assert!(!q.waits_for_team());
    assert_eq!(p.perft(2), q.perft(1));
    assert!(q.perft(1) > 1);
    // Without teams the same board makes a move out (a's unit is finished then: the game
    // skips it or has ended).
    let solo = Position::from_notation(&Rules::preset(Preset::Classic, 4), TEAM_WAITS).unwrap();
    assert!(!solo.waits_for_team());
    assert_ne!(solo.legal_moves(), vec![Move::Pass]);
}

#[test]
fn classic_the_waiting_seat_passes_until_its_team_finishes_in_both_finish_modes() {
    for finish in [Finish::Continue, Finish::Round] {
        let rules = teams4(finish);
        let mut g =
            CheckersGame::from_position(Position::from_notation(&rules, TEAM_ALMOST).unwrap());
        assert_eq!(g.legal_moves(), vec![Move::Pass], "{finish:?}");
        g.play(Move::Pass).unwrap();
        let b = g.legal_moves()[0];
        assert!(!b.is_pass());
        g.play(b).unwrap();
        g.play_text("m5-n1").unwrap();
        assert_eq!(g.place_of(0), Some(1), "{finish:?}: team a/c is home");
        match finish {
            // Continue: one team left, so it is placed and the game ends.
            Finish::Continue => {
                let o = g.outcome().expect("all placed");
                assert_eq!(o.reason, EndReason::AllPlaced);
            }
            // Round: d completes the round, then the game ends.
            Finish::Round => {
                assert!(!g.is_over());
                assert_eq!(g.to_move(), Seat(3));
                let d = g.legal_moves()[0];
                g.play(d).unwrap();
                let o = g.outcome().expect("round completed");
                assert_eq!(o.reason, EndReason::RoundCompleted);
            }
        }
        let o = g.outcome().unwrap();
        assert_eq!(o.places, vec![1, 2]);
        assert_eq!(o.winners(), vec![0]);
        assert_eq!(g.moves_made(Seat(0)), 1, "the pass counts as a move");
    }
}

#[test]
fn a_loaded_position_counts_its_round_from_seat_a() {
    // finish = round, 2 players, b to move and one step (m5-n1) from home. a is taken to have
    // moved already in this round, so b's finishing move completes it, as in a game from the
    // start where a always moves first.
    let rules = classic2().with_checkers(|o| o.finish = Finish::Round);
    let board = "./../.../..../............./............/.........../........../aaaaaaaaa/....a...../.........../............/....b......../.bbb/bbb/bb/b";
    let p = Position::from_notation(&rules, &format!("{board} b")).unwrap();
    let mut g = CheckersGame::from_position(p);
    assert_eq!((g.moves_made(Seat(0)), g.moves_made(Seat(1))), (1, 0));
    g.play_text("m5-n1").unwrap();
    let o = g.outcome().expect("the round is complete");
    assert_eq!(o.reason, EndReason::RoundCompleted);
    assert_eq!(o.winners(), vec![1]);
    // With a to move nobody has moved yet.
    let p = Position::from_notation(&rules, &format!("{board} a")).unwrap();
    let g = CheckersGame::from_position(p);
    assert_eq!((g.moves_made(Seat(0)), g.moves_made(Seat(1))), (0, 0));
    // The record of a game from such a position replays to the same end.
    let mut g = CheckersGame::from_position(
        Position::from_notation(&rules, &format!("{board} b")).unwrap(),
    );
    g.play_text("m5-n1").unwrap();
    let rec = petri_rules::GameRecord::from_game(&g);
    match rec.replay().unwrap() {
        petri_rules::Game::Checkers(r) => assert_eq!(r.outcome(), g.outcome()),
        petri_rules::Game::Petri(_) => panic!("wrong game"),
    }
}
