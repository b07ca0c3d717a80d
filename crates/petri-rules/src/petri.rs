//! Petri, Jonathan Leistiko's crowding-out dice game, as an explicit phase machine.
//!
//! Dice are inputs: the state never draws random numbers, so a game replays exactly from its
//! actions. A turn goes `Roll` → `ChooseDie` → `Place`/`Remove` (one piece per action) →
//! `Capture` (one check per action in sequential mode; resolved at once in realtime mode) →
//! the next seat's `Roll`. Steps with no choice are taken automatically and reported as events:
//! pieces that cannot be placed go to the cup, forced removals (when the seat must remove all its
//! pieces) happen at once, and a capture step in which no piece can be captured in any order
//! ends by itself.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::bits::Bitboard;
use crate::captures::{self, CaptureBoard, CapturePlan};
use crate::core::Engine;
use crate::geometry::{Geometry, Hole};
use crate::notation::{NotationError, format_board, parse_board};
use crate::position::PositionError;
use crate::rules::{CaptureMode, Rules, Seat, Variant, default_homes};

/// Where a Petri turn stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "phase")]
pub enum PetriPhase {
    /// Deciding the first player: `next` rolls; `contenders` (bit mask of seats) are still in.
    FirstRoll { contenders: u8, next: Seat },
    /// The seat to move rolls two dice.
    Roll,
    /// The seat to move chooses one of the rolled dice.
    ChooseDie { dice: [u8; 2] },
    /// `left` pieces still to place, one per action.
    Place { left: u8 },
    /// `left` pieces still to remove, one per action.
    Remove { left: u8 },
    /// Sequential captures: the pieces not checked yet.
    Capture { unchecked: Bitboard },
    /// The game has ended.
    Over,
}

/// One step of a Petri turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PetriAction {
    /// Two dice rolled (1..=6 each), for the first-player roll or a turn.
    Roll(u8, u8),
    /// Use the die showing this value.
    ChooseDie(u8),
    /// Place a piece from the hand on this hole.
    Place(Hole),
    /// Take this piece of one's own back to the hand.
    Remove(Hole),
    /// Check this piece for capture.
    Check(Hole),
    /// Check every remaining piece in canonical order.
    CheckRest,
    /// Check the pieces in the order that captures the most, then the rest
    /// ([`PetriState::best_order_actions`]). A [`PetriGame`] records the checks it expands to.
    BestOrder,
}

impl PetriAction {
    /// Text form used in records and by the engine protocol: `roll 3 5`, `die 3`, `place e5`,
    /// `remove e5`, `check e5`, `check-rest`, `best`.
    pub fn to_text(&self) -> String {
        match self {
            PetriAction::Roll(a, b) => format!("roll {a} {b}"),
            PetriAction::ChooseDie(v) => format!("die {v}"),
            PetriAction::Place(h) => format!("place {h}"),
            PetriAction::Remove(h) => format!("remove {h}"),
            PetriAction::Check(h) => format!("check {h}"),
            PetriAction::CheckRest => "check-rest".to_string(),
            PetriAction::BestOrder => "best".to_string(),
        }
    }

    /// Parse the text form of [`PetriAction::to_text`].
    pub fn parse(size: u8, text: &str) -> Result<PetriAction, NotationError> {
        // The words and the 1-based character column each starts at.
        let mut cols = Vec::new();
        let mut start = None;
        for (col, (i, c)) in text.char_indices().enumerate() {
            match (c.is_whitespace(), start) {
                (true, Some((s, sc))) => {
                    cols.push((&text[s..i], sc));
                    start = None;
                }
                (false, None) => start = Some((i, col + 1)),
                _ => {}
            }
        }
        if let Some((s, sc)) = start {
            cols.push((&text[s..], sc));
        }
        let words: Vec<&str> = cols.iter().map(|&(w, _)| w).collect();
        let die = |w: &str, col: usize| -> Result<u8, NotationError> {
            match w.parse::<u8>() {
                Ok(v @ 1..=6) => Ok(v),
                _ => Err(NotationError::at_column(
                    col,
                    format!("'{w}' is not a die value (1 to 6)"),
                )),
            }
        };
        let hole = |w: &str, col: usize| -> Result<Hole, NotationError> {
            Hole::parse(size, w).map_err(|e| NotationError::at_column(col, e.to_string()))
        };
        // Column of word `k` (past the end of a blank text).
        let col_of =
            |k: usize| -> usize { cols.get(k).map_or(text.chars().count() + 1, |&(_, c)| c) };
        match words.as_slice() {
            ["roll", a, b] => Ok(PetriAction::Roll(die(a, col_of(1))?, die(b, col_of(2))?)),
            ["die", v] => Ok(PetriAction::ChooseDie(die(v, col_of(1))?)),
            ["place", h] => Ok(PetriAction::Place(hole(h, col_of(1))?)),
            ["remove", h] => Ok(PetriAction::Remove(hole(h, col_of(1))?)),
            ["check", h] => Ok(PetriAction::Check(hole(h, col_of(1))?)),
            ["check-rest"] => Ok(PetriAction::CheckRest),
            ["best"] => Ok(PetriAction::BestOrder),
            _ => Err(NotationError::at_column(
                col_of(0),
                format!(
                    "'{}' is not a Petri action (roll A B, die N, place H, remove H, check H, check-rest, best)",
                    text.trim()
                ),
            )),
        }
    }
}

impl fmt::Display for PetriAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_text())
    }
}

/// What happened during an action of either game, in order (for animation, sound, logs and,
/// later, the network).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "event")]
pub enum Event {
    /// Chinese checkers: a marble moved; `path` is the holes it landed on, ending at `to`
    /// (one hole for a step; for a hop chain the path with the fewest hops).
    Moved {
        seat: Seat,
        from: Hole,
        to: Hole,
        path: Vec<Hole>,
    },
    /// Chinese checkers: the seat had no legal move and passed.
    Passed {
        seat: Seat,
    },
    /// A seat rolled for the first player.
    FirstRoll {
        seat: Seat,
        dice: [u8; 2],
    },
    /// Tied seats roll again.
    FirstRollTie {
        seats: Vec<Seat>,
    },
    /// The first player is decided.
    FirstPlayer {
        seat: Seat,
    },
    Rolled {
        seat: Seat,
        dice: [u8; 2],
    },
    /// The die was chosen; `placing` tells whether pieces are placed or removed.
    DieChosen {
        seat: Seat,
        value: u8,
        placing: bool,
    },
    Placed {
        seat: Seat,
        hole: Hole,
    },
    /// Pieces that could not be placed went to the seat's own cup.
    Unplaceable {
        seat: Seat,
        count: u16,
    },
    /// A piece went back to its owner's hand.
    Removed {
        seat: Seat,
        hole: Hole,
    },
    /// The seat ran out of pieces to remove: its turn ends without captures.
    RanOut {
        seat: Seat,
    },
    /// The capture step began.
    CaptureStep {
        mover: Seat,
    },
    /// A checked piece was not captured.
    Safe {
        hole: Hole,
    },
    /// A piece was crowded out into the mover's cup.
    Captured {
        hole: Hole,
        owner: Seat,
        mover: Seat,
    },
    /// The turn ended; `next` moves.
    TurnEnded {
        seat: Seat,
        next: Seat,
    },
    /// The game has ended (its outcome is on the game).
    GameOver,
}

/// Why a Petri game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PetriEnd {
    /// A seat has no pieces in play and none in hand.
    SeatOut(Seat),
    /// The board is empty after every seat has taken a turn.
    BoardEmpty,
    /// Every seat took `turn_cap` turns.
    TurnCap,
}

/// Scores: most pieces in cup wins; equal counts share.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PetriOutcome {
    pub cups: Vec<u16>,
    /// Place of each seat, 1 = first; equal cups share a place.
    pub places: Vec<u8>,
    pub reason: PetriEnd,
}

impl PetriOutcome {
    pub fn winners(&self) -> Vec<Seat> {
        (0..self.places.len())
            .filter(|&s| self.places[s] == 1)
            .map(|s| Seat(s as u8))
            .collect()
    }
}

/// Why a Petri action cannot be taken.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PetriError {
    /// The action does not fit the phase.
    WrongPhase {
        action: String,
        phase: String,
    },
    /// A die value outside 1..=6.
    BadDie(u8),
    /// The chosen value is not one of the rolled dice.
    NotRolled {
        value: u8,
        dice: [u8; 2],
    },
    /// The hole is not on this board.
    WrongBoard {
        hole: Hole,
    },
    /// The hole is not a legal placement, with the reason.
    CannotPlace {
        hole: Hole,
        reason: PlaceRefusal,
    },
    /// The hole does not hold a piece of the seat to move.
    CannotRemove {
        hole: Hole,
    },
    /// The hole holds no piece still to be checked.
    CannotCheck {
        hole: Hole,
    },
    GameOver,
}

impl fmt::Display for PetriError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PetriError::WrongPhase { action, phase } => {
                write!(f, "cannot {action} now: the turn is at {phase}")
            }
            PetriError::BadDie(v) => write!(f, "{v} is not a die value (1 to 6)"),
            PetriError::NotRolled { value, dice } => write!(
                f,
                "{value} was not rolled (the dice show {} and {})",
                dice[0], dice[1]
            ),
            PetriError::WrongBoard { hole } => {
                write!(f, "hole {hole} is not on this board")
            }
            PetriError::CannotPlace { hole, reason } => {
                write!(f, "cannot place on {hole}: {reason}")
            }
            PetriError::CannotRemove { hole } => {
                write!(f, "cannot remove {hole}: it holds none of your pieces")
            }
            PetriError::CannotCheck { hole } => {
                write!(
                    f,
                    "cannot check {hole}: no piece there is waiting to be checked"
                )
            }
            PetriError::GameOver => f.write_str("the game is over"),
        }
    }
}

impl std::error::Error for PetriError {}

/// Why a hole is not a legal placement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PlaceRefusal {
    /// A piece is there already.
    Occupied,
    /// The seat has no piece on the board: its first goes in its home area.
    FirstInHome,
    /// The hole touches none of the seat's pieces.
    NotNextToOwn,
}

impl fmt::Display for PlaceRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PlaceRefusal::Occupied => "the hole is occupied",
            PlaceRefusal::FirstInHome => {
                "with no piece on the board, the first goes in your home area"
            }
            PlaceRefusal::NotNextToOwn => "it must be next to one of your pieces",
        })
    }
}

fn phase_name(p: &PetriPhase) -> String {
    match p {
        PetriPhase::FirstRoll { next, .. } => format!("the first-player roll (seat {next} rolls)"),
        PetriPhase::Roll => "the roll".into(),
        PetriPhase::ChooseDie { dice } => format!("choosing a die ({} or {})", dice[0], dice[1]),
        PetriPhase::Place { left } => format!("placing ({left} left)"),
        PetriPhase::Remove { left } => format!("removing ({left} left)"),
        PetriPhase::Capture { .. } => "the capture step".into(),
        PetriPhase::Over => "the end of the game".into(),
    }
}

/// A count for each seat (hands or cups) if the notation gives them
/// ([`PetriState::from_notation`]).
type GivenCounts = Option<Vec<u16>>;

/// A Petri game: board, hands, cups, seat to move and turn phase.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PetriState {
    rules: Rules,
    /// Pieces on the board, by seat.
    board: Vec<Bitboard>,
    hand: Vec<u16>,
    /// Pieces in each seat's cup, of any seat (captures, and its own unplaceable pieces).
    cup: Vec<u16>,
    to_move: Seat,
    phase: PetriPhase,
    /// Turns completed by each seat.
    turns: Vec<u16>,
    /// First-player roll totals of the current roll-off.
    first_totals: Vec<u8>,
    outcome: Option<PetriOutcome>,
}

impl PetriState {
    /// A new game: every seat's pieces in hand; the first-player roll comes first.
    pub fn new(rules: &Rules) -> Result<PetriState, PositionError> {
        let Variant::Petri(_) = rules.variant else {
            return Err(PositionError::NotPetri);
        };
        rules.validate()?;
        let p = rules.players as usize;
        let all = (1u8 << p) - 1;
        Ok(PetriState {
            rules: *rules,
            board: vec![Bitboard::EMPTY; p],
            hand: vec![u16::from(rules.pieces_per_set()); p],
            cup: vec![0; p],
            to_move: Seat(0),
            phase: PetriPhase::FirstRoll {
                contenders: all,
                next: Seat(0),
            },
            turns: vec![0; p],
            first_totals: vec![0; p],
            outcome: None,
        })
    }

    /// A new game with the first player already decided.
    pub fn with_first_player(rules: &Rules, seat: Seat) -> Result<PetriState, PositionError> {
        let mut s = Self::new(rules)?;
        assert!(seat.0 < rules.players, "no seat {seat}");
        s.to_move = seat;
        s.phase = PetriPhase::Roll;
        Ok(s)
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }
    pub fn geometry(&self) -> &'static Geometry {
        self.rules.geometry()
    }
    pub fn phase(&self) -> PetriPhase {
        self.phase
    }
    pub fn to_move(&self) -> Seat {
        self.to_move
    }
    /// Pieces in the seat's hand.
    pub fn hand(&self, seat: Seat) -> u16 {
        self.hand[seat.index()]
    }
    /// Pieces in the seat's cup (its score; they may belong to any seat).
    pub fn cup(&self, seat: Seat) -> u16 {
        self.cup[seat.index()]
    }
    /// Holes of a seat's pieces.
    pub fn pieces(&self, seat: Seat) -> Bitboard {
        self.board[seat.index()]
    }
    /// Every piece on the board.
    pub fn occupied(&self) -> Bitboard {
        self.board.iter().fold(Bitboard::EMPTY, |a, &b| a | b)
    }
    pub fn seat_at(&self, hole: Hole) -> Option<Seat> {
        self.board
            .iter()
            .position(|b| b.has(hole.index()))
            .map(|s| Seat(s as u8))
    }
    /// Turns completed by a seat.
    pub fn turns_taken(&self, seat: Seat) -> u16 {
        self.turns[seat.index()]
    }
    pub fn outcome(&self) -> Option<&PetriOutcome> {
        self.outcome.as_ref()
    }
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }
    fn capture_mode(&self) -> CaptureMode {
        self.rules
            .petri_options()
            .map(|o| o.captures)
            .unwrap_or(CaptureMode::Sequential)
    }
    fn hole(&self, i: usize) -> Hole {
        self.geometry().hole(i)
    }
    /// The seat's home area (its home triangle).
    pub fn home_area(&self, seat: Seat) -> Bitboard {
        self.geometry()
            .triangle(default_homes(self.rules.players)[seat.index()])
    }

    /// Legal holes for the next piece of the seat to move (in any phase).
    pub fn placements(&self) -> Bitboard {
        let s = self.to_move.index();
        let empty = self.geometry().all() & !self.occupied();
        let own = self.board[s];
        if own.is_empty() {
            return self.home_area(self.to_move) & empty;
        }
        let nb = &Bitboard::tables(self.rules.size).nb_mask;
        let mut near = Bitboard::EMPTY;
        for i in own.iter() {
            near |= nb[i];
        }
        near & empty
    }

    /// Pieces not yet checked in the capture step (empty outside it).
    pub fn unchecked(&self) -> Bitboard {
        match self.phase {
            PetriPhase::Capture { unchecked } => unchecked,
            _ => Bitboard::EMPTY,
        }
    }

    fn capture_board(&self) -> CaptureBoard<'_> {
        CaptureBoard {
            size: self.rules.size,
            pieces: &self.board,
        }
    }

    /// Would the piece on `hole` be captured if checked now?
    pub fn is_capturable(&self, hole: Hole) -> bool {
        self.occupied().has(hole.index()) && self.capture_board().is_capturable(hole.index())
    }

    /// The check order capturing the most pieces from here (captured holes in removal order;
    /// only unchecked pieces count). Empty outside the capture step.
    pub fn best_capture_order(&self) -> Vec<Hole> {
        self.best_capture_plan().holes
    }

    /// [`PetriState::best_capture_order`], saying whether it is proved to capture the most
    /// (the search stops at [`captures::NODE_LIMIT`] nodes and keeps the best order found).
    pub fn best_capture_plan(&self) -> CapturePlan {
        self.capture_plan(self.unchecked(), captures::NODE_LIMIT)
    }

    /// [`PetriState::best_capture_plan`] on the pieces of `checkable` only, with an explicit
    /// node limit (0: the solver's quick greedy order, no search).
    pub fn capture_plan(&self, checkable: Bitboard, node_limit: u64) -> CapturePlan {
        let best = captures::best_order_limited(self.capture_board(), checkable, node_limit);
        CapturePlan {
            holes: best.order.into_iter().map(|i| self.hole(i)).collect(),
            proved: best.proved,
            nodes: best.nodes,
        }
    }

    /// The capture step played in the order that captures the most: a check for each piece it
    /// captures, then `check-rest` when the step is still open (it ends by itself once no
    /// unchecked piece can be captured). Empty outside the capture step. Computers, the game's
    /// "Best order" button and `petri-cli play`'s `best` all play this.
    pub fn best_order_actions(&self) -> Vec<PetriAction> {
        let in_capture = |s: &PetriState| matches!(s.phase, PetriPhase::Capture { .. });
        if !in_capture(self) {
            return Vec::new();
        }
        let mut s = self.clone();
        let mut out = Vec::new();
        for h in self.best_capture_order() {
            if !in_capture(&s) {
                break;
            }
            if s.play(PetriAction::Check(h)).is_ok() {
                out.push(PetriAction::Check(h));
            }
        }
        if in_capture(&s) {
            out.push(PetriAction::CheckRest);
        }
        out
    }

    /// The actions possible now. In roll phases: the 21 distinct rolls (smaller die first).
    pub fn legal_actions(&self) -> Vec<PetriAction> {
        let holes = |b: Bitboard| b.iter().map(|i| self.hole(i)).collect::<Vec<_>>();
        match self.phase {
            PetriPhase::FirstRoll { .. } | PetriPhase::Roll => (1..=6)
                .flat_map(|a| (a..=6).map(move |b| PetriAction::Roll(a, b)))
                .collect(),
            PetriPhase::ChooseDie { dice } => {
                let mut v = vec![PetriAction::ChooseDie(dice[0])];
                if dice[1] != dice[0] {
                    v.push(PetriAction::ChooseDie(dice[1]));
                }
                v
            }
            PetriPhase::Place { .. } => holes(self.placements())
                .into_iter()
                .map(PetriAction::Place)
                .collect(),
            PetriPhase::Remove { .. } => holes(self.board[self.to_move.index()])
                .into_iter()
                .map(PetriAction::Remove)
                .collect(),
            PetriPhase::Capture { unchecked } => {
                let mut v: Vec<PetriAction> = holes(unchecked)
                    .into_iter()
                    .map(PetriAction::Check)
                    .collect();
                v.push(PetriAction::CheckRest);
                v.push(PetriAction::BestOrder);
                v
            }
            PetriPhase::Over => Vec::new(),
        }
    }

    pub(crate) fn wrong_phase(&self, a: PetriAction) -> PetriError {
        PetriError::WrongPhase {
            action: a.to_text(),
            phase: phase_name(&self.phase),
        }
    }

    fn check_hole(&self, h: Hole) -> Result<usize, PetriError> {
        if h.size() != self.rules.size {
            return Err(PetriError::WrongBoard { hole: h });
        }
        Ok(h.index())
    }

    /// Whether the seat to move may take `a` now, and if not why: what [`PetriState::play`]
    /// would refuse, without playing it.
    pub fn check(&self, a: PetriAction) -> Result<(), PetriError> {
        if self.is_over() {
            return Err(PetriError::GameOver);
        }
        let me = self.to_move;
        match (self.phase, a) {
            (PetriPhase::FirstRoll { .. } | PetriPhase::Roll, PetriAction::Roll(x, y)) => {
                Self::check_dice(x, y)
            }
            (PetriPhase::ChooseDie { dice }, PetriAction::ChooseDie(v)) => {
                if dice.contains(&v) {
                    Ok(())
                } else {
                    Err(PetriError::NotRolled { value: v, dice })
                }
            }
            (PetriPhase::Place { .. }, PetriAction::Place(h)) => {
                let i = self.check_hole(h)?;
                if self.placements().has(i) {
                    return Ok(());
                }
                let reason = if self.occupied().has(i) {
                    PlaceRefusal::Occupied
                } else if self.board[me.index()].is_empty() {
                    PlaceRefusal::FirstInHome
                } else {
                    PlaceRefusal::NotNextToOwn
                };
                Err(PetriError::CannotPlace { hole: h, reason })
            }
            (PetriPhase::Remove { .. }, PetriAction::Remove(h)) => {
                let i = self.check_hole(h)?;
                if self.board[me.index()].has(i) {
                    Ok(())
                } else {
                    Err(PetriError::CannotRemove { hole: h })
                }
            }
            (PetriPhase::Capture { unchecked }, PetriAction::Check(h)) => {
                let i = self.check_hole(h)?;
                if unchecked.has(i) {
                    Ok(())
                } else {
                    Err(PetriError::CannotCheck { hole: h })
                }
            }
            (PetriPhase::Capture { .. }, PetriAction::CheckRest | PetriAction::BestOrder) => Ok(()),
            (_, a) => Err(self.wrong_phase(a)),
        }
    }

    /// Take an action. On error nothing changes.
    pub fn play(&mut self, a: PetriAction) -> Result<Vec<Event>, PetriError> {
        self.check(a)?;
        let mut ev = Vec::new();
        let me = self.to_move;
        match (self.phase, a) {
            (PetriPhase::FirstRoll { contenders, next }, PetriAction::Roll(x, y)) => {
                self.first_roll(contenders, next, [x, y], &mut ev);
            }
            (PetriPhase::Roll, PetriAction::Roll(x, y)) => {
                self.phase = PetriPhase::ChooseDie { dice: [x, y] };
                ev.push(Event::Rolled {
                    seat: me,
                    dice: [x, y],
                });
            }
            (PetriPhase::ChooseDie { .. }, PetriAction::ChooseDie(v)) => {
                self.choose_die(v, &mut ev);
            }
            (PetriPhase::Place { left }, PetriAction::Place(h)) => {
                let i = h.index();
                self.board[me.index()].set(i);
                self.hand[me.index()] -= 1;
                ev.push(Event::Placed { seat: me, hole: h });
                self.phase = PetriPhase::Place { left: left - 1 };
                self.after_place(&mut ev);
            }
            (PetriPhase::Remove { left }, PetriAction::Remove(h)) => {
                let i = h.index();
                self.take_back(i, &mut ev);
                self.phase = PetriPhase::Remove { left: left - 1 };
                self.after_remove(&mut ev);
            }
            (PetriPhase::Capture { .. }, PetriAction::Check(h)) => {
                self.check_one(h.index(), &mut ev);
                self.after_check(&mut ev);
            }
            (PetriPhase::Capture { unchecked }, PetriAction::CheckRest) => {
                for i in unchecked.iter() {
                    self.check_one(i, &mut ev);
                }
                self.after_check(&mut ev);
            }
            (PetriPhase::Capture { .. }, PetriAction::BestOrder) => {
                let mut s = self.clone();
                for a in self.best_order_actions() {
                    ev.extend(s.play(a)?);
                }
                *self = s;
            }
            (_, a) => return Err(self.wrong_phase(a)),
        }
        Ok(ev)
    }

    /// A roll for first player by `next`, one of the `contenders` (a bit per seat): the next
    /// contender rolls, or once all have, the highest total moves first; a tie for it rolls
    /// again among the tied seats.
    fn first_roll(&mut self, contenders: u8, next: Seat, [x, y]: [u8; 2], ev: &mut Vec<Event>) {
        ev.push(Event::FirstRoll {
            seat: next,
            dice: [x, y],
        });
        self.first_totals[next.index()] = x + y;
        let later = (next.0 + 1..self.rules.players).find(|&s| contenders & (1 << s) != 0);
        if let Some(s) = later {
            self.phase = PetriPhase::FirstRoll {
                contenders,
                next: Seat(s),
            };
            return;
        }
        let best = (0..self.rules.players)
            .filter(|&s| contenders & (1 << s) != 0)
            .map(|s| self.first_totals[s as usize])
            .max()
            .unwrap_or(0);
        let tied: Vec<u8> = (0..self.rules.players)
            .filter(|&s| contenders & (1 << s) != 0 && self.first_totals[s as usize] == best)
            .collect();
        if tied.len() == 1 {
            self.to_move = Seat(tied[0]);
            self.phase = PetriPhase::Roll;
            ev.push(Event::FirstPlayer { seat: self.to_move });
        } else {
            let mask = tied.iter().fold(0u8, |m, &s| m | (1 << s));
            ev.push(Event::FirstRollTie {
                seats: tied.iter().map(|&s| Seat(s)).collect(),
            });
            self.phase = PetriPhase::FirstRoll {
                contenders: mask,
                next: Seat(tied[0]),
            };
        }
    }

    /// The mover picks the die `v`: it places that many pieces when its hand holds them, else
    /// removes that many of its own from the board, else (nothing to place or remove) its turn
    /// ends.
    fn choose_die(&mut self, v: u8, ev: &mut Vec<Event>) {
        let me = self.to_move;
        let s = me.index();
        if self.hand[s] >= u16::from(v) {
            ev.push(Event::DieChosen {
                seat: me,
                value: v,
                placing: true,
            });
            self.phase = PetriPhase::Place { left: v };
            self.after_place(ev);
        } else if !self.board[s].is_empty() {
            ev.push(Event::DieChosen {
                seat: me,
                value: v,
                placing: false,
            });
            self.phase = PetriPhase::Remove { left: v };
            self.after_remove(ev);
        } else {
            // Nothing to place, nothing to remove: the turn ends.
            ev.push(Event::DieChosen {
                seat: me,
                value: v,
                placing: false,
            });
            self.end_turn(ev);
        }
    }

    fn check_dice(x: u8, y: u8) -> Result<(), PetriError> {
        for v in [x, y] {
            if !(1..=6).contains(&v) {
                return Err(PetriError::BadDie(v));
            }
        }
        Ok(())
    }

    fn take_back(&mut self, i: usize, ev: &mut Vec<Event>) {
        let me = self.to_move;
        self.board[me.index()].clear(i);
        self.hand[me.index()] += 1;
        ev.push(Event::Removed {
            seat: me,
            hole: self.hole(i),
        });
    }

    fn after_place(&mut self, ev: &mut Vec<Event>) {
        let PetriPhase::Place { left } = self.phase else {
            return;
        };
        if left > 0 && self.placements().is_empty() {
            let s = self.to_move.index();
            let left = u16::from(left);
            self.hand[s] -= left;
            self.cup[s] += left;
            ev.push(Event::Unplaceable {
                seat: self.to_move,
                count: left,
            });
            self.begin_captures(ev);
        } else if left == 0 {
            self.begin_captures(ev);
        }
    }

    fn after_remove(&mut self, ev: &mut Vec<Event>) {
        let PetriPhase::Remove { left } = self.phase else {
            return;
        };
        let own = self.board[self.to_move.index()];
        if left > 0 && own.count() <= u32::from(left) {
            // No choice left: every remaining piece comes off.
            let ran_out = own.count() < u32::from(left);
            for i in own.iter() {
                self.take_back(i, ev);
            }
            if ran_out {
                ev.push(Event::RanOut { seat: self.to_move });
                self.end_turn(ev);
            } else {
                self.begin_captures(ev);
            }
        } else if left == 0 {
            self.begin_captures(ev);
        }
    }

    fn begin_captures(&mut self, ev: &mut Vec<Event>) {
        ev.push(Event::CaptureStep {
            mover: self.to_move,
        });
        match self.capture_mode() {
            CaptureMode::Realtime => {
                for i in captures::realtime(self.capture_board()) {
                    self.capture(i, ev);
                }
                self.end_turn(ev);
            }
            CaptureMode::Sequential => {
                self.phase = PetriPhase::Capture {
                    unchecked: self.occupied(),
                };
                self.after_check(ev);
            }
        }
    }

    fn capture(&mut self, i: usize, ev: &mut Vec<Event>) {
        let owner = self
            .board
            .iter()
            .position(|b| b.has(i))
            .expect("a piece to capture");
        self.board[owner].clear(i);
        self.cup[self.to_move.index()] += 1;
        ev.push(Event::Captured {
            hole: self.hole(i),
            owner: Seat(owner as u8),
            mover: self.to_move,
        });
    }

    fn check_one(&mut self, i: usize, ev: &mut Vec<Event>) {
        if let PetriPhase::Capture { unchecked } = &mut self.phase {
            unchecked.clear(i);
        }
        if self.capture_board().is_capturable(i) {
            self.capture(i, ev);
        } else {
            ev.push(Event::Safe { hole: self.hole(i) });
        }
    }

    /// End the capture step when no unchecked piece can be captured in any order.
    fn after_check(&mut self, ev: &mut Vec<Event>) {
        let PetriPhase::Capture { unchecked } = self.phase else {
            return;
        };
        let nb = &Bitboard::tables(self.rules.size).nb_mask;
        let all = self.occupied();
        let hopeless = unchecked.iter().all(|i| {
            let s = self.board.iter().position(|b| b.has(i)).expect("piece");
            let enemies = (nb[i] & all & !self.board[s]).count();
            // Checked friends can never be removed any more.
            let fixed = (nb[i] & self.board[s] & !unchecked).count();
            enemies <= fixed
        });
        if hopeless {
            self.end_turn(ev);
        }
    }

    fn end_turn(&mut self, ev: &mut Vec<Event>) {
        let me = self.to_move;
        self.turns[me.index()] += 1;
        let players = self.rules.players as usize;
        let out = (0..players).find(|&s| self.board[s].is_empty() && self.hand[s] == 0);
        let everyone_played = self.turns.iter().all(|&t| t > 0);
        let cap = self.rules.petri_options().map_or(u16::MAX, |o| o.turn_cap);
        let reason = if let Some(s) = out {
            Some(PetriEnd::SeatOut(Seat(s as u8)))
        } else if everyone_played && self.occupied().is_empty() {
            Some(PetriEnd::BoardEmpty)
        } else if self.turns.iter().all(|&t| t >= cap) {
            Some(PetriEnd::TurnCap)
        } else {
            None
        };
        if let Some(reason) = reason {
            let outcome = self.score(reason);
            self.phase = PetriPhase::Over;
            self.outcome = Some(outcome);
            ev.push(Event::GameOver);
            return;
        }
        let next = Seat(((me.0 as usize + 1) % players) as u8);
        self.to_move = next;
        self.phase = PetriPhase::Roll;
        ev.push(Event::TurnEnded { seat: me, next });
    }

    fn score(&self, reason: PetriEnd) -> PetriOutcome {
        let places = self
            .cup
            .iter()
            .map(|&c| 1 + self.cup.iter().filter(|&&o| o > c).count() as u8)
            .collect();
        PetriOutcome {
            cups: self.cup.clone(),
            places,
            reason,
        }
    }

    /// Position notation with hands and cups:
    /// `<rows> <seat> h:a10,b7 c:a0,b3`. Only meaningful at the start of a turn.
    pub fn to_notation(&self) -> String {
        let geo = self.geometry();
        let board = format_board(geo, |i| match self.board.iter().position(|b| b.has(i)) {
            Some(s) => (b'a' + s as u8) as char,
            None => '.',
        });
        let list = |v: &[u16]| {
            v.iter()
                .enumerate()
                .map(|(s, n)| format!("{}{n}", (b'a' + s as u8) as char))
                .collect::<Vec<_>>()
                .join(",")
        };
        format!(
            "{board} {} h:{} c:{}",
            self.to_move.letter(),
            list(&self.hand),
            list(&self.cup)
        )
    }

    /// Set up a Petri position at the start of the seat to move's turn. `c:` defaults to empty
    /// cups, `h:` to every piece of the seat that is not on the board (none captured).
    ///
    /// The counts must be reachable: each seat has at most its pieces per set on the board and
    /// in hand together, and every piece is on the board, in a hand or in a cup, so board,
    /// hands and cups add up to players × pieces per set. (Cups hold pieces of any seat, so
    /// pieces in cups need `h:` too: which seats' hands they left cannot be told otherwise.)
    /// A puzzle with more pieces per seat asks for bigger sets ([`Rules::with_pieces`]).
    pub fn from_notation(rules: &Rules, text: &str) -> Result<PetriState, PositionError> {
        let mut st = Self::new(rules)?;
        let p = rules.players as usize;
        let mut fields = text.split_whitespace();
        let board = fields
            .next()
            .ok_or_else(|| NotationError::new("empty position"))?;
        st.board = Self::board_from_notation(rules, board)?;
        let seat = fields
            .next()
            .ok_or_else(|| NotationError::new("missing the seat to move after the board"))?;
        st.to_move = Seat::from_letter(seat.chars().next().unwrap_or('?'))
            .filter(|s| seat.len() == 1 && (s.0 as usize) < p)
            .ok_or_else(|| NotationError::new(format!("'{seat}' is not a seat to move")))?;
        let (hands, cups) = Self::counts_from_notation(fields, p)?;
        let pieces = u32::from(rules.pieces_per_set());
        Self::check_board_pieces(&st.board, pieces)?;
        let given_hands = hands.is_some();
        st.cup = cups.unwrap_or_else(|| vec![0; p]);
        st.hand = hands.unwrap_or_else(|| {
            st.board
                .iter()
                .map(|b| (pieces - b.count()) as u16)
                .collect()
        });
        Self::check_counts(rules, &st.board, &st.hand, &st.cup, given_hands)?;
        st.phase = PetriPhase::Roll;
        let fresh = st.occupied().is_empty() && st.cup.iter().all(|&c| c == 0);
        let played = if fresh { 0 } else { 1 };
        st.turns = vec![played; p];
        Ok(st)
    }

    /// The board field of [`PetriState::from_notation`]: each seat's pieces.
    fn board_from_notation(rules: &Rules, field: &str) -> Result<Vec<Bitboard>, NotationError> {
        let p = rules.players as usize;
        let cells = parse_board(
            rules.geometry(),
            field,
            &format!("a seat letter (a to {})", (b'a' + p as u8 - 1) as char),
            |c| {
                Seat::from_letter(c)
                    .filter(|s| (s.0 as usize) < p)
                    .map(|s| s.0)
            },
        )?;
        let mut board = vec![Bitboard::EMPTY; p];
        for (i, c) in cells.iter().enumerate() {
            if let Some(s) = c {
                board[*s as usize].set(i);
            }
        }
        Ok(board)
    }

    /// The fields after the seat to move in [`PetriState::from_notation`]: the hands (`h:`)
    /// and the cups (`c:`), each given at most once.
    fn counts_from_notation<'a>(
        fields: impl Iterator<Item = &'a str>,
        p: usize,
    ) -> Result<(GivenCounts, GivenCounts), NotationError> {
        let mut hands: GivenCounts = None;
        let mut cups: GivenCounts = None;
        for f in fields {
            let (slot, body) = if let Some(b) = f.strip_prefix("h:") {
                (&mut hands, b)
            } else if let Some(b) = f.strip_prefix("c:") {
                (&mut cups, b)
            } else {
                return Err(NotationError::new(format!(
                    "unexpected '{f}' (expected h:a10,b7 or c:a0,b3)"
                )));
            };
            if slot.is_some() {
                return Err(NotationError::new(format!("'{}' given twice", &f[..2])));
            }
            *slot = Some(Self::seat_counts(f, body, p)?);
        }
        Ok((hands, cups))
    }

    /// One count for each of the `p` seats from the body of the field `f`, as in `a10,b7`.
    fn seat_counts(f: &str, body: &str, p: usize) -> Result<Vec<u16>, NotationError> {
        let mut v = vec![None; p];
        for entry in body.split(',') {
            let mut ch = entry.chars();
            let s = ch
                .next()
                .and_then(Seat::from_letter)
                .filter(|s| (s.0 as usize) < p)
                .ok_or_else(|| {
                    NotationError::new(format!(
                        "'{entry}' in '{f}' does not start with a seat letter"
                    ))
                })?;
            let n: u16 = ch.as_str().parse().map_err(|_| {
                NotationError::new(format!(
                    "'{entry}' in '{f}': expected a count (0 to {}) after the seat letter",
                    u16::MAX
                ))
            })?;
            if v[s.index()].replace(n).is_some() {
                return Err(NotationError::new(format!(
                    "seat {s} appears twice in '{f}'"
                )));
            }
        }
        if let Some(missing) = v.iter().position(|x| x.is_none()) {
            return Err(NotationError::new(format!(
                "'{f}' does not give seat {}",
                (b'a' + missing as u8) as char
            )));
        }
        Ok(v.into_iter().map(|x| x.unwrap_or(0)).collect())
    }

    /// No seat has more than its `pieces` per set on the board.
    fn check_board_pieces(board: &[Bitboard], pieces: u32) -> Result<(), NotationError> {
        for (s, b) in board.iter().enumerate() {
            if b.count() > pieces {
                return Err(NotationError::new(format!(
                    "seat {} has {} pieces on the board, but only {pieces} pieces",
                    Seat(s as u8),
                    b.count()
                )));
            }
        }
        Ok(())
    }

    /// Are the piece counts of a position read from notation reachable? (See
    /// [`PetriState::from_notation`].)
    fn check_counts(
        rules: &Rules,
        board: &[Bitboard],
        hand: &[u16],
        cup: &[u16],
        given_hands: bool,
    ) -> Result<(), NotationError> {
        let pieces = u32::from(rules.pieces_per_set());
        for (s, (b, &h)) in board.iter().zip(hand).enumerate() {
            let on_board = b.count();
            if on_board + u32::from(h) > pieces {
                return Err(NotationError::new(format!(
                    "seat {} has {on_board} pieces on the board and {h} in hand, {} in all, \
                     but only {pieces} pieces",
                    Seat(s as u8),
                    on_board + u32::from(h)
                )));
            }
        }
        let on_board: u32 = board.iter().map(|b| b.count()).sum();
        let in_hands: u32 = hand.iter().map(|&h| u32::from(h)).sum();
        let in_cups: u32 = cup.iter().map(|&c| u32::from(c)).sum();
        let all = u32::from(rules.players) * pieces;
        if on_board + in_hands + in_cups == all {
            return Ok(());
        }
        if !given_hands {
            return Err(NotationError::new(format!(
                "the cups hold {in_cups} pieces, but without h: every piece not on the board \
                 is taken to be in its seat's hand, which leaves none for the cups: give the \
                 hands too (h:a…) so that {on_board} on the board + hands + {in_cups} in cups \
                 = {} seats × {pieces} pieces = {all}",
                rules.players
            )));
        }
        Err(NotationError::new(format!(
            "the pieces do not add up: {on_board} on the board + {in_hands} in hand + \
             {in_cups} in cups = {}, but {} seats × {pieces} pieces = {all} (every piece is on \
             the board, in a hand or in a cup)",
            on_board + in_hands + in_cups,
            rules.players
        )))
    }

    /// The same board, hands and cups at the start of `seat`'s turn (for analysis: "what
    /// could this seat do if it moved now?").
    pub fn at_turn_of(&self, seat: Seat) -> PetriState {
        assert!(seat.0 < self.rules.players, "no seat {seat}");
        let mut s = self.clone();
        s.to_move = seat;
        if !s.is_over() {
            s.phase = PetriPhase::Roll;
        }
        s
    }

    /// Resolve a capture step on this board for the seat to move without the phase machine
    /// (the `captures` command): `order` first, then the rest canonically.
    pub fn sequential_captures(&self, order: &[Hole]) -> Vec<Hole> {
        let order: Vec<usize> = order.iter().map(|h| h.index()).collect();
        captures::sequential(self.capture_board(), self.occupied(), &order)
            .into_iter()
            .map(|i| self.hole(i))
            .collect()
    }

    /// The best capture order on this board (every piece checkable).
    pub fn best_captures(&self) -> Vec<Hole> {
        self.best_captures_plan().holes
    }

    /// [`PetriState::best_captures`], saying whether it is proved to capture the most.
    pub fn best_captures_plan(&self) -> CapturePlan {
        self.capture_plan(self.occupied(), captures::NODE_LIMIT)
    }

    /// Realtime captures on this board.
    pub fn realtime_captures(&self) -> Vec<Hole> {
        captures::realtime(self.capture_board())
            .into_iter()
            .map(|i| self.hole(i))
            .collect()
    }
}

/// A Petri game with its history: the actions taken, undo and redo.
#[derive(Clone, Debug)]
pub struct PetriGame {
    start: PetriState,
    state: PetriState,
    actions: Vec<PetriAction>,
    /// The state before each of the last `snapshots.len()` actions (every action while undo
    /// is kept).
    snapshots: Vec<PetriState>,
    keep_undo: bool,
    redo: Vec<PetriAction>,
}

impl PetriGame {
    pub fn new(start: PetriState) -> PetriGame {
        PetriGame {
            state: start.clone(),
            start,
            actions: Vec::new(),
            snapshots: Vec::new(),
            keep_undo: true,
            redo: Vec::new(),
        }
    }
    /// Keep what undo needs (the default), or not: without it the game holds only its
    /// actions beside the state and [`PetriGame::undo`] takes nothing back. Turning it off
    /// forgets what could be taken back or redone.
    pub fn keep_undo(&mut self, keep: bool) {
        self.keep_undo = keep;
        if !keep {
            self.snapshots = Vec::new();
            self.redo.clear();
        }
    }
    pub fn state(&self) -> &PetriState {
        &self.state
    }
    pub fn start(&self) -> &PetriState {
        &self.start
    }
    pub fn actions(&self) -> &[PetriAction] {
        &self.actions
    }
    /// Is there an action [`PetriGame::undo`] can take back?
    pub fn can_undo(&self) -> bool {
        !self.snapshots.is_empty()
    }
    /// Is there an action taken back that [`PetriGame::redo`] can take again?
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }
    /// Actions taken plus actions taken back that can be redone.
    pub fn actions_total(&self) -> usize {
        self.actions.len() + self.redo.len()
    }
    /// Take an action (nothing changes on error). [`PetriAction::BestOrder`] is recorded as
    /// the checks it expands to, so records do not depend on the capture solver.
    pub fn play(&mut self, a: PetriAction) -> Result<Vec<Event>, PetriError> {
        if a == PetriAction::BestOrder && !self.state.is_over() {
            let actions = self.state.best_order_actions();
            if actions.is_empty() {
                return Err(self.state.wrong_phase(a));
            }
            let mut ev = Vec::new();
            for a in actions {
                ev.extend(self.play(a)?);
            }
            return Ok(ev);
        }
        let before = self.keep_undo.then(|| self.state.clone());
        let ev = self.state.play(a)?;
        self.snapshots.extend(before);
        self.actions.push(a);
        self.redo.clear();
        Ok(ev)
    }
    /// Take back the last action.
    pub fn undo(&mut self) -> Option<PetriAction> {
        let before = self.snapshots.pop()?;
        let a = self.actions.pop()?;
        self.state = before;
        self.redo.push(a);
        Some(a)
    }
    /// The action [`PetriGame::redo`] would take again.
    pub fn peek_redo(&self) -> Option<PetriAction> {
        self.redo.last().copied()
    }
    /// Take again the last action taken back.
    pub fn redo(&mut self) -> Option<Vec<Event>> {
        let a = self.redo.pop()?;
        let before = self.keep_undo.then(|| self.state.clone());
        let ev = self.state.play(a).ok()?;
        self.snapshots.extend(before);
        self.actions.push(a);
        Some(ev)
    }
}
