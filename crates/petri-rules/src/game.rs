//! A whole Chinese checkers game: turn order with finished seats, forfeits, finishing by
//! round or continuing for placements, the move cap, outcome and ranking, undo.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::position::{IllegalMove, Move, MoveError, Position, PositionError};
use crate::rules::{Finish, Rules, Seat};

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    /// `finish = round`: someone finished and the round was completed.
    RoundCompleted,
    /// `finish = continue`: every unit but at most one finished.
    AllPlaced,
    /// Every unfinished seat made `move_cap` moves.
    MoveCap,
}

/// The result: a place for every unit (team, or seat without teams). Equal places are shared.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// `places[u]` is unit `u`'s place, 1 = first.
    pub places: Vec<u8>,
    /// Units that reached their targets (the others were placed by the end of the game).
    pub finished: Vec<bool>,
    pub reason: EndReason,
}

impl Outcome {
    /// Units in first place.
    pub fn winners(&self) -> Vec<usize> {
        (0..self.places.len())
            .filter(|&u| self.places[u] == 1 && self.finished[u])
            .collect()
    }
    /// Is first place shared, or did nobody finish?
    pub fn is_draw(&self) -> bool {
        self.winners().len() != 1
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut order: Vec<usize> = (0..self.places.len()).collect();
        order.sort_by_key(|&u| (self.places[u], u));
        let parts: Vec<String> = order
            .iter()
            .map(|&u| {
                let shared = self.places.iter().filter(|&&p| p == self.places[u]).count() > 1;
                format!(
                    "{}{} {}{}",
                    self.places[u],
                    if shared { "=" } else { "" },
                    (b'a' + u as u8) as char,
                    if self.finished[u] {
                        ""
                    } else {
                        " (unfinished)"
                    }
                )
            })
            .collect();
        let why = match self.reason {
            EndReason::RoundCompleted => "round completed",
            EndReason::AllPlaced => "all placed",
            EndReason::MoveCap => "move cap reached",
        };
        write!(f, "{} ({why})", parts.join(", "))
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Meta {
    /// Moves made by each seat (passes included).
    moves_made: Vec<u16>,
    /// Finishing place of each unit, once finished.
    places: Vec<Option<u8>>,
    outcome: Option<Outcome>,
}

/// What taking a move back restores.
#[derive(Clone, Debug)]
struct Before {
    position: Position,
    meta: Meta,
}

/// A Chinese checkers game in progress: position, history and results.
#[derive(Clone, Debug)]
pub struct CheckersGame {
    start: Position,
    position: Position,
    meta: Meta,
    /// The moves played, in order.
    moves: Vec<Move>,
    /// What came before each of the last `undo.len()` moves (every move while undo is kept).
    undo: Vec<Before>,
    keep_undo: bool,
    redo: Vec<Move>,
}

impl CheckersGame {
    /// A new game from the start position.
    pub fn new(rules: &Rules) -> Result<CheckersGame, PositionError> {
        Ok(CheckersGame::from_position(Position::start(rules)?))
    }

    /// A game starting from any position. Rounds always begin with seat `a`, as in a game from
    /// the start: with a later seat to move, the seats before it are taken to have moved once
    /// already in the current round (their move counts start at 1, the others' at 0). So with
    /// `finish = round` the round a seat finishes in ends after the last seat's move, whichever
    /// seat the position was loaded with.
    pub fn from_position(position: Position) -> CheckersGame {
        let rules = *position.rules();
        let to_move = position.to_move().index();
        let mut g = CheckersGame {
            start: position.clone(),
            position,
            meta: Meta {
                moves_made: (0..rules.players as usize)
                    .map(|s| u16::from(s < to_move))
                    .collect(),
                places: vec![None; rules.unit_count()],
                outcome: None,
            },
            moves: Vec::new(),
            undo: Vec::new(),
            keep_undo: true,
            redo: Vec::new(),
        };
        // Units already home at the start are placed first (shared).
        let home: Vec<usize> = (0..rules.unit_count())
            .filter(|&u| g.unit_home(u))
            .collect();
        for u in home {
            g.meta.places[u] = Some(1);
        }
        g.check_end();
        g.skip_finished();
        g
    }

    pub fn rules(&self) -> &Rules {
        self.position.rules()
    }
    pub fn position(&self) -> &Position {
        &self.position
    }
    pub fn start_position(&self) -> &Position {
        &self.start
    }
    pub fn to_move(&self) -> Seat {
        self.position.to_move()
    }
    pub fn outcome(&self) -> Option<&Outcome> {
        self.meta.outcome.as_ref()
    }
    pub fn is_over(&self) -> bool {
        self.meta.outcome.is_some()
    }
    /// Moves made by a seat so far (passes included; see [`CheckersGame::from_position`] for games
    /// loaded with a later seat to move).
    pub fn moves_made(&self, seat: Seat) -> u16 {
        self.meta.moves_made[seat.index()]
    }
    /// Place of a unit that has finished.
    pub fn place_of(&self, unit: usize) -> Option<u8> {
        self.meta.places[unit]
    }
    /// The moves played, in order.
    pub fn moves(&self) -> impl Iterator<Item = Move> + '_ {
        self.moves.iter().copied()
    }
    pub fn ply_count(&self) -> usize {
        self.moves.len()
    }

    /// Keep what undo needs (the default), or not: without it the game holds only its moves
    /// beside the position (a few bytes a move instead of a position), [`CheckersGame::undo`]
    /// takes nothing back and [`CheckersGame::last_move`] is `None`. For games nobody takes
    /// back, such as the online server's. Turning it off forgets what could be taken back or
    /// redone; turning it on again keeps it from the next move on.
    pub fn keep_undo(&mut self, keep: bool) {
        self.keep_undo = keep;
        if !keep {
            self.undo = Vec::new();
            self.redo.clear();
        }
    }

    /// Legal moves of the seat to move (empty when the game is over).
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.is_over() {
            Vec::new()
        } else {
            self.position.legal_moves()
        }
    }

    fn unit_home(&self, unit: usize) -> bool {
        let rules = self.rules();
        (0..rules.players)
            .map(Seat)
            .filter(|&s| rules.unit_of(s) == unit)
            .all(|s| self.position.is_seat_home(s))
    }

    fn unit_finished(&self, unit: usize) -> bool {
        self.meta.places[unit].is_some()
    }

    /// Play a move, checking it.
    pub fn play(&mut self, m: Move) -> Result<(), IllegalMove> {
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        self.position.check(m)?;
        self.play_checked(m);
        self.redo.clear();
        Ok(())
    }

    /// Parse and play a move in notation.
    pub fn play_text(&mut self, text: &str) -> Result<Move, MoveError> {
        if self.is_over() {
            return Err(IllegalMove::GameOver.into());
        }
        let m = self.position.parse_move(text)?;
        self.play_checked(m);
        self.redo.clear();
        Ok(m)
    }

    fn play_checked(&mut self, m: Move) {
        if self.keep_undo {
            self.undo.push(Before {
                position: self.position.clone(),
                meta: self.meta.clone(),
            });
        }
        self.moves.push(m);
        let mover = self.position.to_move();
        self.position.play_unchecked(m);
        self.meta.moves_made[mover.index()] += 1;
        // New finishers share the next place.
        let rules = *self.rules();
        let next_place = self.meta.places.iter().flatten().count() as u8 + 1;
        let round = rules
            .checkers_options()
            .is_some_and(|o| o.finish == Finish::Round);
        for u in 0..rules.unit_count() {
            if !self.unit_finished(u) && self.unit_home(u) {
                // In round mode everyone finishing before the round ends shares first place.
                self.meta.places[u] = Some(if round { 1 } else { next_place });
            }
        }
        self.check_end();
        if !self.is_over() {
            self.skip_finished();
        }
    }

    /// `finish = continue`: finished units do not move any more.
    fn skip_finished(&mut self) {
        let rules = *self.rules();
        if rules
            .checkers_options()
            .is_some_and(|o| o.finish == Finish::Round)
        {
            return;
        }
        let players = rules.players;
        let mut seat = self.position.to_move();
        for _ in 0..players {
            if !self.unit_finished(rules.unit_of(seat)) {
                break;
            }
            seat = Seat((seat.0 + 1) % players);
        }
        self.position.set_to_move(seat);
    }

    fn check_end(&mut self) {
        let rules = *self.rules();
        let Some(o) = rules.checkers_options() else {
            return;
        };
        let units = rules.unit_count();
        let finished = self.meta.places.iter().flatten().count();
        let seats_unfinished: Vec<usize> = (0..rules.players as usize)
            .filter(|&s| !self.unit_finished(rules.unit_of(Seat(s as u8))))
            .collect();
        let reason = match o.finish {
            Finish::Round => {
                let equal = self
                    .meta
                    .moves_made
                    .iter()
                    .all(|&m| m == self.meta.moves_made[0]);
                if finished > 0 && equal {
                    Some(EndReason::RoundCompleted)
                } else {
                    None
                }
            }
            Finish::Continue => (finished + 1 >= units).then_some(EndReason::AllPlaced),
        };
        let capped = !seats_unfinished.is_empty()
            && seats_unfinished
                .iter()
                .all(|&s| self.meta.moves_made[s] >= o.move_cap);
        let reason = reason.or(capped.then_some(EndReason::MoveCap));
        if let Some(reason) = reason {
            let next = finished as u8 + 1;
            let fin: Vec<bool> = self.meta.places.iter().map(|p| p.is_some()).collect();
            let places = self.meta.places.iter().map(|p| p.unwrap_or(next)).collect();
            self.meta.outcome = Some(Outcome {
                places,
                finished: fin,
                reason,
            });
        }
    }

    /// Take back the last move. Returns it, or `None` at the start (or without undo kept).
    pub fn undo(&mut self) -> Option<Move> {
        let before = self.undo.pop()?;
        let m = self.moves.pop()?;
        self.position = before.position;
        self.meta = before.meta;
        self.redo.push(m);
        Some(m)
    }

    /// Play again the last move taken back with [`CheckersGame::undo`].
    pub fn redo(&mut self) -> Option<Move> {
        let m = self.redo.pop()?;
        self.play_checked(m);
        Some(m)
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Is there a move [`CheckersGame::undo`] can take back?
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Moves played plus moves taken back that can be redone.
    pub fn moves_total(&self) -> usize {
        self.moves.len() + self.redo.len()
    }

    /// The last move and the position it was played from (for animations).
    pub fn last_move(&self) -> Option<(Move, &Position)> {
        let before = &self.undo.last()?.position;
        Some((*self.moves.last()?, before))
    }
}
