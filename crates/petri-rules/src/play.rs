//! One interface for both games: an [`Action`] goes in with the seat that sends it, [`Event`]s
//! come out, and a [`Game`] holds either game with its history.
//!
//! ```
//! use petri_rules::{Action, Event, Game, Preset, Rules, Seat};
//!
//! let mut game = Game::new(&Rules::preset(Preset::Classic, 2)).unwrap();
//! let m = game.parse_action("n1-m5").unwrap();
//! let events = game.play(Seat(0), m).unwrap();
//! assert!(matches!(events[0], Event::Moved { seat: Seat(0), .. }));
//! // Seat a moved: a second move from it is refused.
//! let again = game.parse_action("b1-d3");
//! assert!(again.is_err() || game.play(Seat(0), again.unwrap()).is_err());
//! ```

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::bits::Bitboard;
use crate::game::CheckersGame;
use crate::geometry::Hole;
use crate::notation::NotationError;
use crate::petri::{Event, PetriAction, PetriError, PetriGame, PetriPhase, PetriState};
use crate::position::{IllegalMove, Move, MoveError, Position, PositionError};
use crate::record::{GameRecord, RecordError};
use crate::rules::{Rules, Seat};

/// One thing a seat does: a Chinese checkers move (or pass), or one step of a Petri turn.
/// Small and `Copy`; its text form is the move's (`n1-m5`, `pass`) or the Petri action's
/// (`roll 3 5`, `die 3`, `place e5`, `remove e5`, `check e5`, `check-rest`, `best`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    Move(Move),
    Petri(PetriAction),
}

impl From<Move> for Action {
    fn from(m: Move) -> Action {
        Action::Move(m)
    }
}

impl From<PetriAction> for Action {
    fn from(a: PetriAction) -> Action {
        Action::Petri(a)
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Move(m) => m.fmt(f),
            Action::Petri(a) => a.fmt(f),
        }
    }
}

impl Action {
    /// Reads an action's notation for a game of these rules, without a position: what it
    /// says, not whether it may be played (an action heard ahead of the board shown is read
    /// at once and checked with [`Game::is_legal`] when its turn comes). A Petri action in a
    /// Chinese checkers game, or a move in a Petri game, is [`ActionError::WrongGame`].
    pub fn read(rules: &Rules, text: &str) -> Result<Action, ActionError> {
        let petri = PetriAction::parse(rules.size, text);
        if rules.is_petri() {
            return petri.map(Action::Petri).map_err(ActionError::BadAction);
        }
        if petri.is_ok() {
            return Err(ActionError::WrongGame {
                action: text.trim().to_string(),
                petri: false,
            });
        }
        if text.trim() == "pass" {
            return Ok(Action::Move(Move::Pass));
        }
        let mt = crate::notation::parse_move_text(rules.size, text).map_err(MoveError::from)?;
        Ok(Action::Move(Move::new(mt.from, mt.to())))
    }

    /// The holes the action names (a move's two holes, a Petri action's hole), for hints.
    pub fn holes(&self) -> Vec<Hole> {
        match *self {
            Action::Move(Move::Marble { from, to }) => vec![from, to],
            Action::Petri(
                PetriAction::Place(h) | PetriAction::Remove(h) | PetriAction::Check(h),
            ) => vec![h],
            _ => Vec::new(),
        }
    }
}

/// Why an action was refused. Nothing changes when an action is refused.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ActionError {
    /// The game is over.
    GameOver,
    /// The seat that sent the action is not the one to act.
    NotYourTurn { seat: Seat, to_move: Seat },
    /// A Petri action in a Chinese checkers game, or a move in a Petri game.
    WrongGame { action: String, petri: bool },
    /// The text is not a Chinese checkers move.
    BadMove(NotationError),
    /// The text is not a Petri action.
    BadAction(NotationError),
    /// The Chinese checkers move is illegal.
    Illegal(IllegalMove),
    /// The Petri action does not fit.
    Petri(PetriError),
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::GameOver => f.write_str("the game is over"),
            ActionError::NotYourTurn { seat, to_move } => {
                write!(f, "it is seat {to_move}'s turn, not seat {seat}'s")
            }
            ActionError::WrongGame { action, petri } => write!(
                f,
                "'{action}' is not an action of {}",
                if *petri { "Petri" } else { "Chinese checkers" }
            ),
            ActionError::BadMove(e) => write!(f, "bad move: {e}"),
            ActionError::BadAction(e) => write!(f, "bad action: {e}"),
            ActionError::Illegal(e) => write!(f, "illegal move: {e}"),
            ActionError::Petri(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ActionError {}

impl From<IllegalMove> for ActionError {
    fn from(e: IllegalMove) -> Self {
        match e {
            IllegalMove::GameOver => ActionError::GameOver,
            e => ActionError::Illegal(e),
        }
    }
}

impl From<PetriError> for ActionError {
    fn from(e: PetriError) -> Self {
        match e {
            PetriError::GameOver => ActionError::GameOver,
            e => ActionError::Petri(e),
        }
    }
}

impl From<MoveError> for ActionError {
    fn from(e: MoveError) -> Self {
        match e {
            MoveError::Notation(n) => ActionError::BadMove(n),
            MoveError::Illegal(i) => i.into(),
        }
    }
}

/// A place in the final ranking: which place (equal places are shared), who, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    pub place: u8,
    pub seats: Vec<Seat>,
    pub score: Score,
}

/// What a [`Standing`] was earned with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Score {
    /// Chinese checkers: home in this many moves (the most of the unit's seats).
    Home { moves: u16 },
    /// Chinese checkers: not home when the game ended.
    NotHome,
    /// Petri: pieces in the cup.
    Cup(u16),
}

/// What the seat to move must do now, in either game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "stage")]
pub enum Stage {
    /// Chinese checkers: move a marble (or pass, when that is the only move).
    Move,
    /// Petri: roll for the first player.
    FirstRoll,
    /// Petri: roll the two dice.
    Roll,
    /// Petri: choose one of the rolled dice.
    ChooseDie { dice: [u8; 2] },
    /// Petri: place pieces from the hand, `left` to go.
    Place { left: u8 },
    /// Petri: take own pieces back, `left` to go.
    Remove { left: u8 },
    /// Petri: check pieces for capture, in an order of the mover's choice.
    Capture,
    /// The game is over.
    Over,
}

/// Where a seat stands, for a status line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum SeatStatus {
    /// Chinese checkers: moves made (passes included), and marbles in their target out of all
    /// the seat's marbles.
    Race { moves: u16, home: u32, total: u32 },
    /// Petri: pieces in hand, on the board and in the cup.
    Petri { hand: u16, board: u32, cup: u16 },
}

/// Either game with its history: the one thing clients, the AI, the command line and the
/// server hold. Undo and redo step one action at a time.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum Game {
    Checkers(CheckersGame),
    Petri(PetriGame),
}

impl From<CheckersGame> for Game {
    fn from(g: CheckersGame) -> Game {
        Game::Checkers(g)
    }
}

impl From<PetriGame> for Game {
    fn from(g: PetriGame) -> Game {
        Game::Petri(g)
    }
}

impl Game {
    /// A new game from the start (Petri: the first-player roll comes first).
    pub fn new(rules: &Rules) -> Result<Game, PositionError> {
        Ok(if rules.is_petri() {
            Game::Petri(PetriGame::new(PetriState::new(rules)?))
        } else {
            Game::Checkers(CheckersGame::new(rules)?)
        })
    }

    /// A game from a position in text notation, either game: a lesson's or a puzzle's table.
    /// Chinese checkers rounds count as [`CheckersGame::from_position`] says;
    /// a Petri position is at the start of the seat to move's turn.
    pub fn from_notation(rules: &Rules, text: &str) -> Result<Game, PositionError> {
        Ok(if rules.is_petri() {
            Game::Petri(PetriGame::new(PetriState::from_notation(rules, text)?))
        } else {
            Game::Checkers(CheckersGame::from_position(Position::from_notation(
                rules, text,
            )?))
        })
    }

    /// A game replayed from a record (or save file).
    pub fn from_record(record: &GameRecord) -> Result<Game, RecordError> {
        record.replay()
    }

    /// The game so far as a record (actions taken back are not in it).
    pub fn record(&self) -> GameRecord {
        match self {
            Game::Checkers(g) => GameRecord::from_game(g),
            Game::Petri(g) => GameRecord::from_petri(g),
        }
    }

    pub fn rules(&self) -> &Rules {
        match self {
            Game::Checkers(g) => g.rules(),
            Game::Petri(g) => g.state().rules(),
        }
    }

    pub fn is_petri(&self) -> bool {
        matches!(self, Game::Petri(_))
    }

    /// The Chinese checkers game, if this is one.
    pub fn checkers(&self) -> Option<&CheckersGame> {
        match self {
            Game::Checkers(g) => Some(g),
            Game::Petri(_) => None,
        }
    }

    /// The Petri state, if this is Petri.
    pub fn petri(&self) -> Option<&PetriState> {
        match self {
            Game::Petri(g) => Some(g.state()),
            Game::Checkers(_) => None,
        }
    }

    /// The position in notation (Petri with hands and cups).
    pub fn to_notation(&self) -> String {
        match self {
            Game::Checkers(g) => g.position().to_notation(),
            Game::Petri(g) => g.state().to_notation(),
        }
    }

    /// The seat whose action is expected now (during the Petri first-player roll: the seat
    /// rolling).
    pub fn to_move(&self) -> Seat {
        match self {
            Game::Checkers(g) => g.to_move(),
            Game::Petri(g) => match g.state().phase() {
                PetriPhase::FirstRoll { next, .. } => next,
                _ => g.state().to_move(),
            },
        }
    }

    pub fn is_over(&self) -> bool {
        match self {
            Game::Checkers(g) => g.is_over(),
            Game::Petri(g) => g.state().is_over(),
        }
    }

    /// What the seat to move must do now.
    pub fn stage(&self) -> Stage {
        if self.is_over() {
            return Stage::Over;
        }
        match self {
            Game::Checkers(_) => Stage::Move,
            Game::Petri(g) => match g.state().phase() {
                PetriPhase::FirstRoll { .. } => Stage::FirstRoll,
                PetriPhase::Roll => Stage::Roll,
                PetriPhase::ChooseDie { dice } => Stage::ChooseDie { dice },
                PetriPhase::Place { left } => Stage::Place { left },
                PetriPhase::Remove { left } => Stage::Remove { left },
                PetriPhase::Capture { .. } => Stage::Capture,
                PetriPhase::Over => Stage::Over,
            },
        }
    }

    /// The dice showing: the last roll while it is being used (Petri), `None` otherwise.
    pub fn dice(&self) -> Option<[u8; 2]> {
        match self.stage() {
            Stage::ChooseDie { dice } => Some(dice),
            _ => None,
        }
    }

    /// The only action the seat to move has when it must pass (Chinese checkers: no legal
    /// move, or its marbles are home while its team-mate races). Nobody need be asked.
    pub fn forced_pass(&self) -> Option<Action> {
        let g = self.checkers()?;
        let moves = g.legal_moves();
        (moves == [Move::Pass]).then_some(Action::Move(Move::Pass))
    }

    /// The colour set of the piece on a hole (Chinese checkers: a seat may play several sets;
    /// Petri: the seat's index).
    pub fn set_at(&self, hole: Hole) -> Option<usize> {
        match self {
            Game::Checkers(g) => g.position().set_at(hole),
            Game::Petri(g) => g.state().seat_at(hole).map(|s| s.index()),
        }
    }

    /// Holes where an action of the seat to move starts: the marbles that can move, or in
    /// Petri the legal placements, the seat's own pieces to remove, the pieces to check.
    pub fn action_holes(&self) -> Bitboard {
        let mut b = Bitboard::EMPTY;
        if self.is_over() {
            return b;
        }
        match self {
            Game::Checkers(g) => {
                for m in g.legal_moves() {
                    if let Some(f) = m.from() {
                        b.set(f.index());
                    }
                }
            }
            Game::Petri(g) => {
                let st = g.state();
                b = match st.phase() {
                    PetriPhase::Place { .. } => st.placements(),
                    PetriPhase::Remove { .. } => st.pieces(st.to_move()),
                    PetriPhase::Capture { unchecked } => unchecked,
                    _ => Bitboard::EMPTY,
                };
            }
        }
        b
    }

    /// What choosing a hole means now when the hole alone says it (Petri: place, remove or
    /// check it, legal or not: the rules say why not). `None` in Chinese checkers, where a
    /// move needs two holes, and outside those stages.
    pub fn action_at(&self, hole: Hole) -> Option<Action> {
        let a = match self.stage() {
            Stage::Place { .. } => PetriAction::Place(hole),
            Stage::Remove { .. } => PetriAction::Remove(hole),
            Stage::Capture => PetriAction::Check(hole),
            _ => return None,
        };
        Some(Action::Petri(a))
    }

    /// Where the marble on a hole can go (Chinese checkers; empty in Petri or when it is not
    /// the mover's).
    pub fn destinations(&self, from: Hole) -> Bitboard {
        match self {
            Game::Checkers(g) if !g.is_over() => g.position().destinations(from),
            _ => Bitboard::EMPTY,
        }
    }

    /// The holes an action passes, for showing it: a move's landings (ending at its `to`), a
    /// Petri action's hole.
    pub fn path(&self, action: Action) -> Vec<Hole> {
        match (self, action) {
            (Game::Checkers(g), Action::Move(m)) => g.position().path(m),
            (_, a) => a.holes(),
        }
    }

    /// Chinese checkers: every colour set of the seat is home (with `occupied_target_win`, a
    /// full target counts). Petri has no homecoming: `false`.
    pub fn is_seat_home(&self, seat: Seat) -> bool {
        match self {
            Game::Checkers(g) => g.position().is_seat_home(seat),
            Game::Petri(_) => false,
        }
    }

    /// Petri: the piece on `hole` has more enemy than friendly neighbours, so checking it
    /// now captures it. `false` for an empty hole and in Chinese checkers.
    pub fn falls_now(&self, hole: Hole) -> bool {
        match self {
            Game::Petri(g) => g.state().seat_at(hole).is_some() && g.state().is_capturable(hole),
            Game::Checkers(_) => false,
        }
    }

    /// Petri's capture step: the piece on `hole` is still to be checked. `false` elsewhere.
    pub fn is_unchecked(&self, hole: Hole) -> bool {
        match self {
            Game::Petri(g) => g.state().unchecked().has(hole.index()),
            Game::Checkers(_) => false,
        }
    }

    /// Petri's capture step: how many pieces the best order captures from here (0 outside
    /// the capture step and in Chinese checkers).
    pub fn best_capture_count(&self) -> usize {
        match self {
            Game::Petri(g) => g.state().best_capture_plan().holes.len(),
            Game::Checkers(_) => 0,
        }
    }

    /// The pieces next to the one on `hole`: (of other seats, of its own seat); `None` for
    /// an empty hole. What decides a Petri capture: a piece with more enemy neighbours than
    /// friendly ones is captured.
    pub fn neighbour_counts(&self, hole: Hole) -> Option<(u8, u8)> {
        let owner = self.seat_at(hole)?;
        let geo = self.rules().geometry();
        let (mut enemy, mut friendly) = (0, 0);
        for d in 0..6 {
            if let Some(n) = geo.neighbour(hole.index(), d)
                && let Some(s) = self.seat_at(geo.hole(n))
            {
                if s == owner {
                    friendly += 1;
                } else {
                    enemy += 1;
                }
            }
        }
        Some((enemy, friendly))
    }

    /// Where a seat stands now.
    pub fn seat_status(&self, seat: Seat) -> SeatStatus {
        match self {
            Game::Checkers(g) => {
                let pos = g.position();
                let (mut home, mut total) = (0, 0);
                for k in pos.layout().sets_of(seat) {
                    let holes = pos.set_holes(k);
                    home += (holes & pos.layout().sets[k].target_holes).count();
                    total += holes.count();
                }
                SeatStatus::Race {
                    moves: g.moves_made(seat),
                    home,
                    total,
                }
            }
            Game::Petri(g) => {
                let st = g.state();
                SeatStatus::Petri {
                    hand: st.hand(seat),
                    board: st.pieces(seat).count(),
                    cup: st.cup(seat),
                }
            }
        }
    }

    /// Does the next action need dice from outside the rules (a Petri roll)? The rules never
    /// draw random numbers: whoever runs the game rolls and plays [`PetriAction::Roll`].
    pub fn awaits_dice(&self) -> bool {
        self.petri()
            .is_some_and(|s| matches!(s.phase(), PetriPhase::FirstRoll { .. } | PetriPhase::Roll))
    }

    /// Is the seat to move at the first decision of its turn (a Chinese checkers move, a Petri
    /// die choice)? Undo for people goes back to these. A forced pass is no decision.
    pub fn at_turn_decision(&self) -> bool {
        !self.is_over()
            && match self {
                Game::Checkers(_) => self.forced_pass().is_none(),
                Game::Petri(g) => matches!(g.state().phase(), PetriPhase::ChooseDie { .. }),
            }
    }

    /// The seat owning the piece on a hole.
    pub fn seat_at(&self, hole: Hole) -> Option<Seat> {
        match self {
            Game::Checkers(g) => g.position().seat_at(hole),
            Game::Petri(g) => g.state().seat_at(hole),
        }
    }

    /// Every occupied hole with its seat, in canonical order.
    pub fn pieces(&self) -> Vec<(Hole, Seat)> {
        self.rules()
            .geometry()
            .holes()
            .filter_map(|h| self.seat_at(h).map(|s| (h, s)))
            .collect()
    }

    /// The actions possible now (empty when the game is over). Petri roll phases list the 21
    /// distinct rolls.
    pub fn legal_actions(&self) -> Vec<Action> {
        match self {
            Game::Checkers(g) => g.legal_moves().into_iter().map(Action::Move).collect(),
            Game::Petri(g) => {
                if g.state().is_over() {
                    Vec::new()
                } else {
                    g.state()
                        .legal_actions()
                        .into_iter()
                        .map(Action::Petri)
                        .collect()
                }
            }
        }
    }

    /// Read an action in text form. A Chinese checkers move is checked against the position
    /// (including the landings of a hop chain, `o2-m4-k4`); a Petri action only for its form.
    pub fn parse_action(&self, text: &str) -> Result<Action, ActionError> {
        match self {
            Game::Checkers(g) => {
                if g.is_over() {
                    return Err(ActionError::GameOver);
                }
                if PetriAction::parse(g.rules().size, text).is_ok() {
                    return Err(ActionError::WrongGame {
                        action: text.trim().to_string(),
                        petri: false,
                    });
                }
                Ok(Action::Move(g.position().parse_move(text)?))
            }
            Game::Petri(g) => PetriAction::parse(g.state().rules().size, text)
                .map(Action::Petri)
                .map_err(ActionError::BadAction),
        }
    }

    /// Take an action for `seat`; refused (nothing changes) when `seat` is not the one to act
    /// or the action is not legal. Returns what happened, in order: a Chinese checkers move
    /// reports [`Event::Moved`] (with its hop path) or [`Event::Passed`], then
    /// [`Event::TurnEnded`] or [`Event::GameOver`], as Petri actions report theirs.
    pub fn play(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, ActionError> {
        self.check(seat, action)?;
        match (self, action) {
            (Game::Checkers(g), Action::Move(m)) => {
                let moved = match m {
                    Move::Pass => Event::Passed { seat },
                    Move::Marble { from, to } => Event::Moved {
                        seat,
                        from,
                        to,
                        path: g.position().path(m),
                    },
                };
                g.play(m)?;
                let end = if g.is_over() {
                    Event::GameOver
                } else {
                    Event::TurnEnded {
                        seat,
                        next: g.to_move(),
                    }
                };
                Ok(vec![moved, end])
            }
            (Game::Petri(g), Action::Petri(a)) => Ok(g.play(a)?),
            (game, a) => Err(ActionError::WrongGame {
                action: a.to_string(),
                petri: game.is_petri(),
            }),
        }
    }

    /// Whether `seat` may take `action` now, and if not why: what [`Game::play`] would refuse,
    /// without playing it (nothing is cloned).
    pub fn check(&self, seat: Seat, action: Action) -> Result<(), ActionError> {
        if self.is_over() {
            return Err(ActionError::GameOver);
        }
        let to_move = self.to_move();
        if seat != to_move {
            return Err(ActionError::NotYourTurn { seat, to_move });
        }
        match (self, action) {
            (Game::Checkers(g), Action::Move(m)) => Ok(g.position().check(m)?),
            (Game::Petri(g), Action::Petri(a)) => Ok(g.state().check(a)?),
            (game, a) => Err(ActionError::WrongGame {
                action: a.to_string(),
                petri: game.is_petri(),
            }),
        }
    }

    /// Whether `seat` may take `action` now ([`Game::check`] without the reason).
    pub fn is_legal(&self, seat: Seat, action: &Action) -> bool {
        self.check(seat, *action).is_ok()
    }

    /// Take back the last action; returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<Action> {
        match self {
            Game::Checkers(g) => g.undo().map(Action::Move),
            Game::Petri(g) => g.undo().map(Action::Petri),
        }
    }

    /// Take again the last action taken back; returns it.
    pub fn redo(&mut self) -> Option<Action> {
        match self {
            Game::Checkers(g) => g.redo().map(Action::Move),
            Game::Petri(g) => {
                let a = g.peek_redo()?;
                g.redo().map(|_| Action::Petri(a))
            }
        }
    }

    pub fn can_undo(&self) -> bool {
        match self {
            Game::Checkers(g) => g.can_undo(),
            Game::Petri(g) => g.can_undo(),
        }
    }

    /// Keep what undo needs (the default), or not: see [`CheckersGame::keep_undo`]. Without
    /// it a game holds its actions, not a position or state for each, and nothing can be
    /// taken back.
    pub fn keep_undo(&mut self, keep: bool) {
        match self {
            Game::Checkers(g) => g.keep_undo(keep),
            Game::Petri(g) => g.keep_undo(keep),
        }
    }

    pub fn can_redo(&self) -> bool {
        let (done, total) = self.progress();
        done < total
    }

    /// Actions played so far, and in all (played + taken back and redoable).
    pub fn progress(&self) -> (usize, usize) {
        match self {
            Game::Checkers(g) => (g.ply_count(), g.moves_total()),
            Game::Petri(g) => (g.actions().len(), g.actions_total()),
        }
    }

    /// The actions played, in order.
    pub fn actions(&self) -> Vec<Action> {
        match self {
            Game::Checkers(g) => g.moves().map(Action::Move).collect(),
            Game::Petri(g) => g.actions().iter().copied().map(Action::Petri).collect(),
        }
    }

    /// Who leads now (the status online games show): in Chinese checkers the seat with the least
    /// distance to go, in Petri the seat with the most pieces in its cup (nobody on a tie or
    /// with empty cups).
    pub fn leader(&self) -> Option<Seat> {
        let seats = (0..self.rules().players).map(Seat);
        match self {
            Game::Checkers(g) => {
                let pos = g.position();
                seats.min_by_key(|&s| {
                    let sets: Vec<usize> = pos.layout().sets_of(s).collect();
                    sets.into_iter().map(|k| pos.set_distance(k)).sum::<u32>()
                })
            }
            Game::Petri(g) => {
                let st = g.state();
                let best = seats.clone().map(|s| st.cup(s)).max().unwrap_or(0);
                let leaders: Vec<Seat> = seats.filter(|&s| st.cup(s) == best).collect();
                (leaders.len() == 1 && best > 0).then(|| leaders[0])
            }
        }
    }

    /// The final ranking, best first, equal places together (empty while the game runs).
    pub fn standings(&self) -> Vec<Standing> {
        let mut out: Vec<Standing> = Vec::new();
        match self {
            Game::Checkers(g) => {
                let Some(o) = g.outcome() else {
                    return out;
                };
                let rules = g.rules();
                let mut units: Vec<usize> = (0..o.places.len()).collect();
                units.sort_by_key(|&u| (o.places[u], u));
                for u in units {
                    let seats: Vec<Seat> = (0..rules.players)
                        .map(Seat)
                        .filter(|&s| rules.unit_of(s) == u)
                        .collect();
                    let score = if o.finished[u] {
                        Score::Home {
                            moves: seats.iter().map(|&s| g.moves_made(s)).max().unwrap_or(0),
                        }
                    } else {
                        Score::NotHome
                    };
                    push_standing(&mut out, o.places[u], seats, score);
                }
            }
            Game::Petri(g) => {
                let Some(o) = g.state().outcome() else {
                    return out;
                };
                let mut seats: Vec<usize> = (0..o.places.len()).collect();
                seats.sort_by_key(|&s| (o.places[s], s));
                for s in seats {
                    let score = Score::Cup(o.cups[s]);
                    push_standing(&mut out, o.places[s], vec![Seat(s as u8)], score);
                }
            }
        }
        out
    }
}

/// Adds a unit's place to the ranking, joining the previous entry when place and score match.
fn push_standing(out: &mut Vec<Standing>, place: u8, seats: Vec<Seat>, score: Score) {
    match out.last_mut() {
        Some(p) if p.place == place && p.score == score => p.seats.extend(seats),
        _ => out.push(Standing {
            place,
            seats,
            score,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Preset;

    #[test]
    fn a_checkers_move_reports_its_path_and_the_next_seat() {
        let mut g = Game::new(&Rules::preset(Preset::Classic, 2)).unwrap();
        let m = g.parse_action("n1-m5").unwrap();
        let ev = g.play(Seat(0), m).unwrap();
        let [
            Event::Moved {
                seat,
                from,
                to,
                path,
            },
            Event::TurnEnded { next, .. },
        ] = &ev[..]
        else {
            panic!("unexpected events {ev:?}");
        };
        assert_eq!(
            (*seat, from.to_string(), to.to_string()),
            (Seat(0), "n1".into(), "m5".into())
        );
        assert_eq!(path.len(), 1, "a step lands once");
        assert_eq!(*next, Seat(1));
        // A hop: b's marble on c2 over... use a seat-b step, then a hop by a.
        let b = g.legal_actions()[0];
        g.play(Seat(1), b).unwrap();
        let hop = g.legal_actions().into_iter().find_map(|a| match a {
            Action::Move(m) => {
                let p = g.checkers().unwrap().position().path(m);
                (p.len() >= 2).then_some((a, p))
            }
            _ => None,
        });
        if let Some((a, p)) = hop {
            let ev = g.play(Seat(0), a).unwrap();
            assert!(matches!(&ev[0], Event::Moved { path, .. } if *path == p));
        }
    }

    #[test]
    fn a_seat_that_is_not_to_move_is_refused_and_nothing_changes() {
        let mut g = Game::new(&Rules::preset(Preset::Classic, 2)).unwrap();
        let m = g.legal_actions()[0];
        let before = g.to_notation();
        assert_eq!(
            g.play(Seat(1), m),
            Err(ActionError::NotYourTurn {
                seat: Seat(1),
                to_move: Seat(0)
            })
        );
        assert_eq!(g.to_notation(), before);
        // Petri: during the first-player roll the rolling seat is the one to act.
        let mut p = Game::new(&Rules::preset(Preset::Petri, 3)).unwrap();
        let roll = Action::Petri(PetriAction::Roll(3, 4));
        assert!(matches!(
            p.play(Seat(2), roll),
            Err(ActionError::NotYourTurn { .. })
        ));
        p.play(Seat(0), roll).unwrap();
        assert_eq!(p.to_move(), Seat(1));
        assert!(p.awaits_dice());
    }

    #[test]
    fn an_action_of_the_other_game_is_refused_with_a_clear_error() {
        let mut g = Game::new(&Rules::preset(Preset::Classic, 2)).unwrap();
        let e = g
            .play(Seat(0), Action::Petri(PetriAction::Roll(1, 2)))
            .unwrap_err();
        assert!(
            e.to_string().contains("not an action of Chinese checkers"),
            "{e}"
        );
        assert!(matches!(
            g.parse_action("roll 1 2"),
            Err(ActionError::WrongGame { .. })
        ));
        let mut p = Game::new(&Rules::preset(Preset::Petri, 2)).unwrap();
        let m = g.legal_actions()[0];
        assert!(matches!(
            p.play(Seat(0), m),
            Err(ActionError::WrongGame { petri: true, .. })
        ));
        assert!(p.parse_action("n1-m5").is_err());
    }

    #[test]
    fn undo_and_redo_step_one_action_for_both_games() {
        for rules in [
            Rules::preset(Preset::Classic, 3),
            Rules::preset(Preset::Petri, 2),
        ] {
            let mut g = Game::new(&rules).unwrap();
            let start = g.to_notation();
            let mut texts = Vec::new();
            for _ in 0..6 {
                let a = g.legal_actions()[0];
                g.play(g.to_move(), a).unwrap();
                texts.push(g.to_notation());
            }
            assert_eq!(g.progress(), (6, 6));
            let last = g.undo().unwrap();
            assert_eq!(g.progress(), (5, 6));
            assert!(g.can_redo());
            assert_eq!(g.redo(), Some(last));
            assert_eq!(g.to_notation(), texts[5]);
            while g.undo().is_some() {}
            assert_eq!(g.to_notation(), start);
            assert!(!g.can_undo());
        }
    }

    #[test]
    fn a_forced_pass_is_no_decision_to_undo_to() {
        // Teams: seat a is home while its team-mate c races, so its only move is a pass.
        let rules = Rules::preset(Preset::Classic, 4).with_teams(true);
        let text = "a/aa/aaa/aaaa/bbbb........./bbb........./bb........./b........./....c..../.........d/.........dd/.........ddd/.........dddd/cccc/ccc/cc/. a";
        let pos = crate::Position::from_notation(&rules, text).unwrap();
        let game = Game::Checkers(CheckersGame::from_position(pos));
        assert_eq!(game.forced_pass(), Some(Action::Move(Move::Pass)));
        assert!(!game.at_turn_decision());
        let fresh = Game::new(&rules).unwrap();
        assert_eq!(fresh.forced_pass(), None);
        assert!(fresh.at_turn_decision());
    }

    #[test]
    fn standings_follow_the_outcome() {
        // Petri: a game played to its turn cap ranks by cups.
        let rules = Rules::preset(Preset::Petri, 2).with_petri(|o| o.turn_cap = 2);
        let mut g = Game::new(&rules).unwrap();
        let mut k = 0u8;
        while !g.is_over() {
            let a = if g.awaits_dice() {
                k = k % 6 + 1;
                Action::Petri(PetriAction::Roll(k, k))
            } else {
                *g.legal_actions().last().unwrap()
            };
            g.play(g.to_move(), a).unwrap();
        }
        let st = g.standings();
        assert_eq!(st[0].place, 1);
        let seats: usize = st.iter().map(|s| s.seats.len()).sum();
        assert_eq!(seats, 2);
        let cups: Vec<u16> = st
            .iter()
            .map(|s| match s.score {
                Score::Cup(n) => n,
                _ => panic!("a Petri score is a cup"),
            })
            .collect();
        assert!(cups.windows(2).all(|w| w[0] > w[1]), "{cups:?}");
        assert!(
            Game::new(&Rules::preset(Preset::Classic, 2))
                .unwrap()
                .standings()
                .is_empty()
        );
    }
}
