//! The game explained while playing, in the player's words (never in notation): why the rules
//! refused a move or an action and where, a Petri piece's neighbours counted in the capture
//! step, why the hint's move is good, what each die does, who rolled what for the first turn.
//!
//! Pure: it reads the rules state (`petri-rules`) and the texts (`assets/lang/`); the turn
//! machine, the interaction and the HUD call it.

use petri_rules::{
    Action, ActionError, Game, Hole, IllegalMove, Move, PetriAction, PetriError, PlaceRefusal,
    Seat, Stage,
};

use crate::core::text::{tr, tr_with};

/// How people are named: each seat's name as shown, and the person at this screen ("You").
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Names {
    /// Each seat's name, in seat order.
    pub names: Vec<String>,
    /// The one person playing at this screen, named "You".
    pub you: Option<Seat>,
}

impl Names {
    /// Is this seat the person at this screen?
    pub fn is_you(&self, seat: Seat) -> bool {
        self.you == Some(seat)
    }

    /// The seat as people see it: "You", or its name (its letter when it has none).
    pub fn name(&self, seat: Seat) -> String {
        if self.is_you(seat) {
            return tr("explain.you");
        }
        match self.names.get(seat.index()) {
            Some(n) if !n.trim().is_empty() => n.clone(),
            _ => seat.to_string(),
        }
    }

    /// `you_key`'s text for the person at this screen, else `key`'s with `{seat}` the name.
    fn says(
        &self,
        seat: Seat,
        key: &str,
        you_key: &str,
        args: &[(&str, &dyn std::fmt::Display)],
    ) -> String {
        if self.is_you(seat) {
            return tr_with(you_key, args);
        }
        let name = self.name(seat);
        let mut all: Vec<(&str, &dyn std::fmt::Display)> = vec![("seat", &name)];
        all.extend_from_slice(args);
        tr_with(key, &all)
    }
}

/// A refusal in the player's words, and the hole it is about (where to show it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub text: String,
    pub hole: Option<Hole>,
}

/// The hole an action is about: a move's destination, the piece placed, taken back or checked.
pub fn action_hole(action: Action) -> Option<Hole> {
    match action {
        Action::Move(m) => m.to(),
        Action::Petri(PetriAction::Place(h) | PetriAction::Remove(h) | PetriAction::Check(h)) => {
            Some(h)
        }
        Action::Petri(_) => None,
    }
}

/// Why the rules refused `seat`'s `action` in `game` (the state before it), for the player.
pub fn refusal(
    game: &Game,
    names: &Names,
    seat: Seat,
    action: Action,
    error: &ActionError,
) -> Refusal {
    let at = action_hole(action);
    let (text, hole) = match error {
        ActionError::GameOver => (tr("explain.game_over"), None),
        ActionError::NotYourTurn { to_move, .. } => (
            tr_with("notice.not_your_turn", &[("seat", &names.name(*to_move))]),
            None,
        ),
        ActionError::Illegal(why) => illegal_move(names, seat, why, at),
        ActionError::Petri(why) => petri_refusal(game, names, seat, why, at),
        // Not something a click can send: the rules' own words.
        other => (other.to_string(), at),
    };
    Refusal { text, hole }
}

fn illegal_move(
    names: &Names,
    seat: Seat,
    why: &IllegalMove,
    at: Option<Hole>,
) -> (String, Option<Hole>) {
    match why {
        IllegalMove::GameOver => (tr("explain.game_over"), None),
        IllegalMove::SameHole { hole } => (tr("explain.same_hole"), Some(*hole)),
        IllegalMove::EmptyHole { from } => (tr("explain.empty_hole"), Some(*from)),
        IllegalMove::NotYourMarble { from, owner, .. } => (
            tr_with("explain.not_your_marble", &[("seat", &names.name(*owner))]),
            Some(*from),
        ),
        IllegalMove::DestinationOccupied { to } => (tr("explain.occupied"), Some(*to)),
        IllegalMove::NotReachable { to, .. } => (tr("explain.not_reachable"), Some(*to)),
        IllegalMove::NotAHopPath { at, .. } => (tr("explain.not_a_hop_path"), Some(*at)),
        IllegalMove::EndsInForeignTriangle { to, .. } => {
            (tr("explain.foreign_triangle"), Some(*to))
        }
        IllegalMove::LeavesTarget { to, .. } => (tr("explain.target_lock"), Some(*to)),
        IllegalMove::ReleaseRequired { blocked, .. } => (
            tr_with("explain.release_rule", &[("seat", &names.name(*blocked))]),
            at,
        ),
        IllegalMove::MustMove => (tr("explain.must_move"), None),
        IllegalMove::MustPass => (tr("explain.must_pass"), None),
        IllegalMove::WaitingForTeamMate { mate } => (
            names.says(
                seat,
                "explain.waiting_for_mate",
                "explain.waiting_for_mate_you",
                &[("mate", &names.name(*mate))],
            ),
            None,
        ),
        IllegalMove::WrongBoard { .. } => (why.to_string(), at),
    }
}

fn petri_refusal(
    game: &Game,
    names: &Names,
    seat: Seat,
    why: &PetriError,
    at: Option<Hole>,
) -> (String, Option<Hole>) {
    match why {
        PetriError::GameOver => (tr("explain.game_over"), None),
        PetriError::WrongPhase { .. } => (now_instead(game.stage()), at),
        PetriError::BadDie(v) => (tr_with("explain.bad_die", &[("value", v)]), None),
        PetriError::NotRolled { value, dice } => (
            tr_with(
                "explain.not_rolled",
                &[("value", value), ("a", &dice[0]), ("b", &dice[1])],
            ),
            None,
        ),
        PetriError::CannotPlace { hole, reason } => {
            let key = match reason {
                PlaceRefusal::Occupied => "explain.place_occupied",
                PlaceRefusal::FirstInHome => "explain.place_home",
                PlaceRefusal::NotNextToOwn => "explain.place_next_to_own",
            };
            (tr(key), Some(*hole))
        }
        PetriError::CannotRemove { hole } => {
            let text = match game.seat_at(*hole) {
                Some(owner) if owner != seat => {
                    tr_with("explain.remove_not_yours", &[("seat", &names.name(owner))])
                }
                _ => tr("explain.remove_own"),
            };
            (text, Some(*hole))
        }
        PetriError::CannotCheck { hole } => {
            let key = if game.seat_at(*hole).is_some() {
                "explain.already_checked"
            } else {
                "explain.nothing_to_check"
            };
            (tr(key), Some(*hole))
        }
        PetriError::WrongBoard { .. } => (why.to_string(), at),
    }
}

/// What the turn asks for instead, when an action does not fit its step.
fn now_instead(stage: Stage) -> String {
    tr(match stage {
        Stage::FirstRoll | Stage::Roll => "explain.now_roll",
        Stage::ChooseDie { .. } => "explain.now_choose_die",
        Stage::Place { .. } => "explain.now_place",
        Stage::Remove { .. } => "explain.now_remove",
        Stage::Capture => "explain.now_check",
        Stage::Move => "explain.now_move",
        Stage::Over => "explain.game_over",
    })
}

/// A Petri piece's neighbours in the capture step: enemies against friends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Crowding {
    pub enemies: u32,
    pub friends: u32,
    /// Still to be checked (it falls when checked now if crowded).
    pub unchecked: bool,
}

impl Crowding {
    /// More enemy than friendly neighbours: checked now, it goes.
    pub fn crowded(&self) -> bool {
        self.enemies > self.friends
    }

    /// "3 enemy · 1 friendly — falls now", "2 enemy · 2 friendly — safe (a tie stays)".
    pub fn text(&self) -> String {
        let key = match (self.unchecked, self.enemies.cmp(&self.friends)) {
            (false, _) => "explain.count_checked",
            (true, std::cmp::Ordering::Greater) => "explain.count_falls",
            (true, std::cmp::Ordering::Equal) => "explain.count_tie",
            (true, std::cmp::Ordering::Less) => "explain.count_safe",
        };
        tr_with(
            key,
            &[("enemies", &self.enemies), ("friends", &self.friends)],
        )
    }
}

/// The neighbours of the piece on `hole` (`None` on an empty hole).
pub fn crowding(game: &Game, hole: Hole) -> Option<Crowding> {
    let (enemies, friends) = game.neighbour_counts(hole)?;
    Some(Crowding {
        enemies: u32::from(enemies),
        friends: u32::from(friends),
        unchecked: game.is_unchecked(hole),
    })
}

/// A seat's pieces in hand and on the board (Petri; zeros in Chinese checkers).
fn hand_and_board(game: &Game, seat: Seat) -> (u16, u32) {
    super::hand_and_board(game.seat_status(seat))
}

/// What choosing the die showing `value` does for the seat to move: "Use 5: place 5 pieces",
/// "Use 5: take 5 back" (fewer in hand than the die), "Use 5: nothing to do".
pub fn die_effect(game: &Game, value: u8) -> String {
    if !super::GameKind::of(game.rules()).has_dice() {
        return tr_with("hud.use_die", &[("value", &value)]);
    }
    let (hand, board) = hand_and_board(game, game.to_move());
    let key = if hand >= u16::from(value) {
        "explain.die_place"
    } else if board > 0 {
        "explain.die_take_back"
    } else {
        "explain.die_nothing"
    };
    tr_with(key, &[("value", &value)])
}

/// Why the hint's action is good, in a few words: "hops 4 rows forward", "use 5: place 5
/// pieces", "check this piece: 3 enemy · 1 friendly — falls now".
pub fn hint_reason(game: &Game, action: Action) -> String {
    let why = match (game, action) {
        (Game::Checkers(g), Action::Move(m)) => move_reason(g.position(), m),
        (Game::Petri(_), Action::Petri(a)) => petri_reason(game, a),
        _ => None,
    };
    tr_with(
        "explain.hint",
        &[("why", &why.unwrap_or_else(|| tr("explain.hint_glowing")))],
    )
}

/// Rows a Chinese checkers move takes its marble toward its target (negative: back); `None`
/// for a pass or a Petri action.
pub fn rows_forward(game: &Game, action: Action) -> Option<i32> {
    match (game, action) {
        (Game::Checkers(g), Action::Move(m)) => move_rows(g.position(), m),
        _ => None,
    }
}

fn move_rows(position: &petri_rules::Position, m: Move) -> Option<i32> {
    let (from, to) = (m.from()?, m.to()?);
    let set = &position.layout().sets[position.set_at(from)?];
    let n = position.size() as i8;
    Some(
        i32::from(set.target.axis_distance(from.cube(), n))
            - i32::from(set.target.axis_distance(to.cube(), n)),
    )
}

/// A Chinese checkers move: a step or hops, and how many rows toward the marble's target.
fn move_reason(position: &petri_rules::Position, m: Move) -> Option<String> {
    let (from, to) = (m.from()?, m.to()?);
    let set = &position.layout().sets[position.set_at(from)?];
    let rows = move_rows(position, m)?;
    let path = position.path(m);
    let step = path.len() <= 1 && from.cube().distance(to.cube()) == 1;
    let how = if step {
        tr("explain.how_step")
    } else if path.len() <= 1 {
        tr("explain.how_hop")
    } else {
        tr_with("explain.how_hops", &[("hops", &path.len())])
    };
    let key = match rows {
        r if r > 0 => "explain.rows_forward",
        0 => "explain.rows_sideways",
        _ => "explain.rows_back",
    };
    let whither = tr_with(key, &[("rows", &rows.abs())]);
    let mut why = tr_with("explain.move_why", &[("how", &how), ("rows", &whither)]);
    let target = set.target_holes;
    if target.has(to.index()) && !target.has(from.index()) {
        why = tr_with("explain.into_target", &[("why", &why)]);
    }
    Some(why)
}

fn petri_reason(game: &Game, action: PetriAction) -> Option<String> {
    let me = game.to_move();
    Some(match action {
        PetriAction::Roll(..) => tr("explain.now_roll"),
        PetriAction::ChooseDie(v) => die_effect(game, v),
        PetriAction::Place(h) => {
            let mut after = game.clone();
            after.play(me, Action::Petri(action)).ok()?;
            let threatened = |g: &Game| {
                g.pieces()
                    .into_iter()
                    .filter(|&(h, s)| s != me && g.falls_now(h))
                    .count()
            };
            let more = threatened(&after).saturating_sub(threatened(game));
            match more {
                0 if hand_and_board(game, me).1 == 0 => tr("explain.place_first"),
                0 => {
                    let near = crowding(&after, h).map_or(0, |c| c.friends);
                    tr_with("explain.place_near_own", &[("n", &near)])
                }
                n => tr_with("explain.place_crowds", &[("n", &n)]),
            }
        }
        PetriAction::Remove(h) => match crowding(game, h) {
            Some(c) if c.crowded() => tr("explain.remove_crowded"),
            _ => tr("explain.hint_glowing"),
        },
        PetriAction::Check(h) => {
            let count = crowding(game, h)?.text();
            tr_with("explain.check_this", &[("count", &count)])
        }
        PetriAction::BestOrder => {
            let n = game.best_capture_count();
            tr_with("explain.best_order", &[("n", &n)])
        }
        PetriAction::CheckRest => tr("explain.check_rest"),
    })
}

/// `items` as a list in the language on screen ("A and B", "A, B, and C"): its `list.two`,
/// `list.middle` and `list.end` texts, which follow CLDR's list patterns.
pub fn list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [a, b] => tr_with("list.two", &[("a", a), ("b", b)]),
        [first, middle @ .., last] => {
            let head = middle.iter().fold(first.clone(), |head, item| {
                tr_with("list.middle", &[("a", &head), ("b", item)])
            });
            tr_with("list.end", &[("a", &head), ("b", last)])
        }
    }
}

/// One seat's roll for the first turn: "You rolled 4 + 2 = 6".
pub fn rolled(names: &Names, seat: Seat, dice: [u8; 2]) -> String {
    tr_with(
        "explain.rolled",
        &[
            ("who", &names.name(seat)),
            ("a", &dice[0]),
            ("b", &dice[1]),
            ("sum", &(dice[0] + dice[1])),
        ],
    )
}

/// Who starts, after the rolls that decided it: "You rolled 4 + 2 = 6 and Computer rolled 5 +
/// 5 = 10: Computer starts".
pub fn first_player(names: &Names, rolls: &[(Seat, [u8; 2])], seat: Seat) -> String {
    let starts = names.says(seat, "notice.seat_starts", "notice.you_start", &[]);
    if rolls.is_empty() {
        return starts;
    }
    let rolls: Vec<String> = rolls.iter().map(|&(s, d)| rolled(names, s, d)).collect();
    tr_with(
        "explain.first_roll",
        &[("rolls", &list(&rolls)), ("starts", &starts)],
    )
}

/// A tie for the first turn: "You rolled 3 + 3 = 6 and Computer rolled 4 + 2 = 6: a tie, You and
/// Computer roll again".
pub fn first_roll_tie(names: &Names, rolls: &[(Seat, [u8; 2])], tied: &[Seat]) -> String {
    let rolls: Vec<String> = rolls.iter().map(|&(s, d)| rolled(names, s, d)).collect();
    let tied: Vec<String> = tied.iter().map(|&s| names.name(s)).collect();
    tr_with(
        "explain.first_roll_tie",
        &[("rolls", &list(&rolls)), ("seats", &list(&tied))],
    )
}

/// A seat passes: "You have no move and pass", "Red has finished and passes until the team-mate
/// has finished too".
pub fn passes(names: &Names, seat: Seat, home: bool) -> String {
    if home {
        names.says(seat, "notice.seat_home_passes", "notice.you_home_pass", &[])
    } else {
        names.says(seat, "notice.seat_passes", "notice.you_pass", &[])
    }
}

/// Pieces that found no hole went to the seat's cup.
pub fn pieces_to_cup(names: &Names, seat: Seat, count: u16) -> String {
    names.says(
        seat,
        "notice.pieces_to_cup",
        "notice.pieces_to_cup_you",
        &[("count", &count)],
    )
}

/// A seat ran out of pieces to take back.
pub fn nothing_to_remove(names: &Names, seat: Seat) -> String {
    names.says(
        seat,
        "notice.nothing_to_remove",
        "notice.nothing_to_remove_you",
        &[],
    )
}

#[cfg(test)]
mod tests;
