use petri_rules::{CheckersGame, PetriGame, PetriState, Position, Preset, Rules};

use super::*;

/// Seat a is the person at this screen, seat b a computer.
fn names() -> Names {
    Names {
        names: vec!["Ann".into(), "Computer".into()],
        you: Some(Seat(0)),
    }
}

/// A board in position notation with these pieces on it, the rest empty.
fn board(rules: &Rules, pieces: &[(&str, char)]) -> String {
    let geo = rules.geometry();
    let mut cells = vec!['.'; geo.len()];
    for (name, c) in pieces {
        cells[geo.parse_hole(name).unwrap().index()] = *c;
    }
    (0..geo.rows())
        .map(|r| {
            let s = geo.row_start(r);
            cells[s..s + geo.row_len(r)].iter().collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("/")
}

fn checkers(preset: Preset, pieces: &[(&str, char)]) -> Game {
    let rules = Rules::preset(preset, 2);
    let text = format!("{} a", board(&rules, pieces));
    Game::Checkers(CheckersGame::from_position(
        Position::from_notation(&rules, &text).unwrap(),
    ))
}

/// A Petri game at the start of seat a's turn: `extra` is the hands and cups, if given.
fn petri(pieces: &[(&str, char)], extra: &str) -> Game {
    let rules = Rules::preset(Preset::Petri, 2);
    let text = format!("{} a {extra}", board(&rules, pieces));
    Game::Petri(PetriGame::new(
        PetriState::from_notation(&rules, text.trim()).unwrap(),
    ))
}

fn hole(game: &Game, name: &str) -> Hole {
    game.rules().geometry().parse_hole(name).unwrap()
}

/// Plays the action for seat a, which must be refused, and says why.
fn refused(game: &Game, action: Action) -> Refusal {
    let e = game.clone().play(Seat(0), action).unwrap_err();
    refusal(game, &names(), Seat(0), action, &e)
}

fn moving(game: &Game, from: &str, to: &str) -> Refusal {
    refused(
        game,
        Action::Move(Move::new(hole(game, from), hole(game, to))),
    )
}

fn petri_act(game: &mut Game, action: PetriAction) {
    game.play(Seat(0), Action::Petri(action)).unwrap();
}

#[test]
fn a_marble_in_its_target_is_held_by_the_target_lock() {
    // Seat a's target is the top triangle; its marble on d2 may not step out to row e.
    let game = checkers(Preset::Family, &[("d2", 'a'), ("q1", 'b')]);
    let why = moving(&game, "d2", "e6");
    assert_eq!(
        why.text,
        "a marble in its target may not leave it — target lock"
    );
    assert_eq!(why.hole, Some(hole(&game, "e6")));
}

#[test]
fn every_refused_move_says_why_in_words() {
    let game = checkers(
        Preset::Classic,
        &[("i5", 'a'), ("i6", 'a'), ("a1", 'b'), ("q1", 'a')],
    );
    let cases = [
        (("a1", "b1"), "this is Computer's marble, not yours", "a1"),
        (
            ("i5", "i6"),
            "this hole is taken: a marble moves to an empty hole",
            "i6",
        ),
        (("i5", "e5"), "no step or chain of hops leads here", "e5"),
        (("e5", "f5"), "there is no marble here", "e5"),
        (("i5", "i5"), "the marble is already here", "i5"),
    ];
    for ((from, to), text, at) in cases {
        let why = moving(&game, from, to);
        assert!(why.text.starts_with(text), "{from}-{to}: {}", why.text);
        assert_eq!(why.hole, Some(hole(&game, at)), "{from}-{to}");
        assert!(
            !why.text.contains(from) && !why.text.contains(to),
            "{from}-{to} names no hole: {}",
            why.text
        );
    }
    let pass = refused(&game, Action::Move(Move::Pass));
    assert_eq!(pass.text, "you have a move, so you may not pass");
    assert_eq!(pass.hole, None);
}

#[test]
fn own_triangles_only_is_named() {
    // Online rules: a move may end only in the marble's home triangle or its target (h10 is
    // in T1, an empty corner).
    let game = checkers(Preset::Online, &[("i9", 'a'), ("a1", 'b')]);
    let why = moving(&game, "i9", "h10");
    assert_eq!(
        why.text,
        "a move may end only in the middle, this marble's home triangle or its target — not in another star point"
    );
}

#[test]
fn the_rare_refusals_are_in_words_too() {
    let game = checkers(Preset::Classic, &[("i5", 'a'), ("a1", 'b')]);
    let action = Action::Move(Move::new(hole(&game, "i5"), hole(&game, "h5")));
    let say = |e: IllegalMove| refusal(&game, &names(), Seat(0), action, &ActionError::Illegal(e));
    let release = say(IllegalMove::ReleaseRequired {
        blocked: Seat(1),
        marbles: vec![hole(&game, "i5")],
    });
    assert_eq!(
        release.text,
        "Computer is blocked and your marbles sit in its target: this turn, move one of them out — release rule"
    );
    assert_eq!(release.hole, Some(hole(&game, "h5")));
    assert_eq!(
        say(IllegalMove::MustPass).text,
        "you have no move and must pass"
    );
    assert_eq!(
        say(IllegalMove::WaitingForTeamMate { mate: Seat(1) }).text,
        "your marbles are all in your target: you pass until Computer has finished too"
    );
    assert_eq!(say(IllegalMove::GameOver).text, "the game is over");
    let turn = refusal(
        &game,
        &names(),
        Seat(1),
        action,
        &ActionError::NotYourTurn {
            seat: Seat(0),
            to_move: Seat(1),
        },
    );
    assert_eq!(turn.text, "wait: it is Computer's turn");
}

#[test]
fn petri_placements_say_where_pieces_go() {
    let mut game = petri(&[("q1", 'a'), ("a1", 'b')], "");
    petri_act(&mut game, PetriAction::Roll(2, 3));
    petri_act(&mut game, PetriAction::ChooseDie(2));
    let far = refused(&game, Action::Petri(PetriAction::Place(hole(&game, "i5"))));
    assert_eq!(far.text, "pieces go next to your own pieces");
    assert_eq!(far.hole, Some(hole(&game, "i5")));
    let taken = refused(&game, Action::Petri(PetriAction::Place(hole(&game, "a1"))));
    assert_eq!(taken.text, "this hole is taken: pieces go on empty holes");

    let mut first = petri(&[("a1", 'b')], "");
    petri_act(&mut first, PetriAction::Roll(2, 3));
    petri_act(&mut first, PetriAction::ChooseDie(2));
    let home = refused(
        &first,
        Action::Petri(PetriAction::Place(hole(&first, "i5"))),
    );
    assert!(
        home.text.starts_with(
            "while you have no piece on the board, a piece goes in your home triangle"
        ),
        "{}",
        home.text
    );
    // Out of step: a piece placed while the dice are still to be chosen.
    let mut early = petri(&[("q1", 'a'), ("a1", 'b')], "");
    petri_act(&mut early, PetriAction::Roll(2, 3));
    let now = refused(
        &early,
        Action::Petri(PetriAction::Place(hole(&early, "p1"))),
    );
    assert_eq!(now.text, "choose one of the dice first");
    let not_rolled = refused(&early, Action::Petri(PetriAction::ChooseDie(6)));
    assert_eq!(not_rolled.text, "the dice show 2 and 3, not 6");
}

/// Seat a with three pieces on the board and one in hand: a die above one takes back.
fn short_hand() -> Game {
    let pieces = u16::from(Rules::preset(Preset::Petri, 2).pieces_per_set());
    petri(
        &[("q1", 'a'), ("p1", 'a'), ("p2", 'a'), ("a1", 'b')],
        &format!("h:a1,b{} c:a{},b0", pieces - 1, pieces - 4),
    )
}

#[test]
fn taking_back_and_checking_say_why() {
    let mut game = short_hand();
    petri_act(&mut game, PetriAction::Roll(2, 3));
    petri_act(&mut game, PetriAction::ChooseDie(2));
    let theirs = refused(&game, Action::Petri(PetriAction::Remove(hole(&game, "a1"))));
    assert_eq!(
        theirs.text,
        "this is Computer's piece: take back one of your own"
    );
    let empty = refused(&game, Action::Petri(PetriAction::Remove(hole(&game, "i5"))));
    assert_eq!(empty.text, "take back one of your own pieces");
    let check = refused(&game, Action::Petri(PetriAction::Check(hole(&game, "q1"))));
    assert_eq!(check.text, "take back your pieces first");
}

#[test]
fn each_die_says_what_it_does() {
    let mut game = short_hand();
    petri_act(&mut game, PetriAction::Roll(1, 4));
    assert_eq!(die_effect(&game, 1), "Use 1: place 1 piece");
    assert_eq!(die_effect(&game, 4), "Use 4: take 4 back");
    let mut full = petri(&[("a1", 'b')], "");
    petri_act(&mut full, PetriAction::Roll(5, 2));
    assert_eq!(die_effect(&full, 5), "Use 5: place 5 pieces");
}

#[test]
fn a_piece_in_the_capture_step_shows_its_count() {
    // Seat a places its one piece in hand on o1, next to its own: b's piece on o2 then has
    // a's o1, p1 and p2 around it and nothing of its own.
    let pieces = u16::from(Rules::preset(Preset::Petri, 2).pieces_per_set());
    let mut game = petri(
        &[
            ("q1", 'a'),
            ("p1", 'a'),
            ("p2", 'a'),
            ("o2", 'b'),
            ("a1", 'b'),
        ],
        &format!("h:a1,b{} c:a{},b0", pieces - 2, pieces - 4),
    );
    petri_act(&mut game, PetriAction::Roll(1, 1));
    petri_act(&mut game, PetriAction::ChooseDie(1));
    let o1 = hole(&game, "o1");
    petri_act(&mut game, PetriAction::Place(o1));
    assert_eq!(game.stage(), Stage::Capture, "{}", game.to_notation());
    let o2 = crowding(&game, hole(&game, "o2")).unwrap();
    assert_eq!((o2.enemies, o2.friends, o2.unchecked), (3, 0, true));
    assert!(o2.crowded() && game.falls_now(hole(&game, "o2")));
    assert_eq!(o2.text(), "3 enemy · 0 friendly — falls now");
    let q1 = crowding(&game, hole(&game, "q1")).unwrap();
    assert_eq!((q1.enemies, q1.friends), (0, 2));
    assert_eq!(q1.text(), "0 enemy · 2 friendly — safe");
    assert_eq!(crowding(&game, hole(&game, "i5")), None);
    let tie = Crowding {
        enemies: 2,
        friends: 2,
        unchecked: true,
    };
    assert_eq!(tie.text(), "2 enemy · 2 friendly — safe (a tie stays)");
    let checked = Crowding {
        unchecked: false,
        ..tie
    };
    assert_eq!(checked.text(), "2 enemy · 2 friendly — checked, it stays");
    // The hint for a check says the count; the best order says what it captures.
    let hint = hint_reason(&game, Action::Petri(PetriAction::Check(hole(&game, "o2"))));
    assert_eq!(
        hint,
        "Hint: check this piece: 3 enemy · 0 friendly — falls now"
    );
    let best = hint_reason(&game, Action::Petri(PetriAction::BestOrder));
    assert_eq!(best, "Hint: use the best order: it captures 1");
}

#[test]
fn the_hint_says_how_many_rows_forward() {
    // From the start, a step goes 1 row toward the target and a hop 2.
    let game = Game::new(&Rules::preset(Preset::Classic, 2)).unwrap();
    let mut texts: Vec<String> = game
        .legal_actions()
        .into_iter()
        .map(|a| hint_reason(&game, a))
        .collect();
    texts.sort();
    texts.dedup();
    assert_eq!(
        texts,
        ["Hint: hops 2 rows forward", "Hint: steps 1 row forward"]
    );
    // A step into the target says so; a step back and sideways too.
    let lone = checkers(Preset::Classic, &[("e5", 'a'), ("q1", 'b')]);
    let reasons: Vec<(String, String)> = lone
        .legal_actions()
        .into_iter()
        .map(|a| {
            let Action::Move(m) = a else { unreachable!() };
            (m.to().unwrap().to_string(), hint_reason(&lone, a))
        })
        .collect();
    for (to, why) in &reasons {
        let want = match &to[..1] {
            "d" => "Hint: steps 1 row forward, into its target",
            "e" => "Hint: steps sideways",
            _ => "Hint: steps 1 row back",
        };
        assert_eq!(why, want, "e5-{to}");
    }
    assert!(reasons.iter().any(|(to, _)| to.starts_with('d')));
}

#[test]
fn the_first_roll_names_who_rolled_what_and_who_starts() {
    let n = names();
    let rolls = [(Seat(0), [4, 2]), (Seat(1), [5, 5])];
    assert_eq!(
        first_player(&n, &rolls, Seat(1)),
        "You rolled 4 + 2 = 6 and Computer rolled 5 + 5 = 10: Computer starts"
    );
    assert_eq!(
        first_player(&n, &rolls[..1], Seat(0)),
        "You rolled 4 + 2 = 6: You start"
    );
    assert_eq!(
        first_roll_tie(
            &n,
            &[(Seat(0), [3, 3]), (Seat(1), [4, 2])],
            &[Seat(0), Seat(1)]
        ),
        "You rolled 3 + 3 = 6 and Computer rolled 4 + 2 = 6: a tie, You and Computer roll again"
    );
    // Without a person at the screen everyone is named.
    let all = Names {
        you: None,
        ..names()
    };
    assert_eq!(first_player(&all, &[], Seat(0)), "Ann starts");
    assert_eq!(passes(&all, Seat(0), false), "Ann has no move and passes");
    assert_eq!(passes(&n, Seat(0), false), "You have no move and pass");
    assert_eq!(
        pieces_to_cup(&n, Seat(0), 2),
        "2 of your pieces had no hole and went to your cup"
    );
    assert_eq!(
        nothing_to_remove(&n, Seat(1)),
        "Computer has nothing left to take back"
    );
}
