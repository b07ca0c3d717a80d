//! The game being played: the authoritative `petri-rules` state in one resource. Entities,
//! animations and the HUD follow it; nothing else decides what is legal.

use bevy::prelude::*;
use chacha20::ChaCha8Rng;
use petri_rules::{
    Action, ActionError, Event, Game, Hole, Move, PetriAction, Rules, Seat, Standing,
};
use rand::{RngExt, SeedableRng};

use crate::core::setup::{GameSetup, SeatSetup};

pub(super) fn plugin(app: &mut App) {
    let _ = app;
}

/// The game in progress.
#[derive(Resource)]
pub struct Session {
    pub rules: Rules,
    pub seats: Vec<SeatSetup>,
    /// Either game with its history (undo and redo live in the rules crate).
    pub game: Game,
    /// Rolls the dice (the rules crate takes dice as inputs).
    pub dice_rng: ChaCha8Rng,
    /// Dice to roll before the generator's (a lesson fixes its rolls), first first.
    pub dice_script: std::collections::VecDeque<(u8, u8)>,
    pub seed: u64,
    /// The last Chinese checkers move of each seat, for its blink (what another player did).
    pub last_moves: Vec<Option<Move>>,
    /// Played here, watched again, or played on a server.
    pub mode: SessionMode,
    /// Online: the server's final standings when the room's game ended before its rules did
    /// (a player left and forfeited, leaving one side). The game is over and ranked so.
    pub ended: Option<Vec<Standing>>,
}

/// Where a session's moves come from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SessionMode {
    /// Played at this screen: people and computers, undo, autosave.
    #[default]
    Local,
    /// A finished game watched again: nobody moves, undo and redo step through it.
    Replay,
    /// A game played on a server: the server is the authority. The person at this screen
    /// sends actions there and every action played comes back from it. No undo, no autosave.
    Online,
    /// A lesson's game, played here: not autosaved and not kept in the records.
    Lesson,
    /// A puzzle's game, played here: not autosaved nor kept, and the capture solver's best
    /// order is not offered (it is the answer).
    Puzzle,
}

/// A place in the final ranking: who, which place (shared places repeat), and a note.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placing {
    pub place: u8,
    pub seats: Vec<Seat>,
    pub detail: String,
}

impl Session {
    /// Starts a game from the setup; the error says what does not fit.
    pub fn start(setup: &GameSetup) -> Result<Session, String> {
        let rules = setup.rules()?;
        // Petri's first player is rolled for: the game starts with that roll.
        let game = Game::new(&rules).map_err(|e| e.to_string())?;
        Ok(Session::with_game(
            rules,
            setup.seats.clone(),
            game,
            setup.seed,
        ))
    }

    /// A session around a game (a new one, a resumed save, a record to watch).
    pub fn with_game(rules: Rules, seats: Vec<SeatSetup>, game: Game, seed: u64) -> Session {
        let players = usize::from(rules.players);
        Session {
            rules,
            seats,
            game,
            dice_rng: ChaCha8Rng::seed_from_u64(seed),
            dice_script: Default::default(),
            seed,
            last_moves: vec![None; players],
            mode: SessionMode::Local,
            ended: None,
        }
    }

    /// The game so far as a record (moves taken back by undo are not in it).
    pub fn record(&self) -> petri_rules::GameRecord {
        let mut record = self.game.record();
        record.names = self.seats.iter().map(|s| s.name.clone()).collect();
        record
    }

    /// The seat whose turn it is (during the Petri first roll: the seat rolling).
    pub fn to_move(&self) -> Seat {
        self.game.to_move()
    }

    /// Whether the seat is shown beside the board: all are, except in a puzzle a seat with no
    /// marble on the board (a crossing made alone).
    pub fn shows_seat(&self, seat: Seat) -> bool {
        !self.is_puzzle() || crate::core::games::shown_in_puzzle(&self.game, seat)
    }

    /// A finished game watched again.
    pub fn is_replay(&self) -> bool {
        self.mode == SessionMode::Replay
    }

    /// A game played on a server.
    pub fn is_online(&self) -> bool {
        self.mode == SessionMode::Online
    }

    /// A lesson's game.
    pub fn is_lesson(&self) -> bool {
        self.mode == SessionMode::Lesson
    }

    /// A puzzle's game.
    pub fn is_puzzle(&self) -> bool {
        self.mode == SessionMode::Puzzle
    }

    /// A lesson's or a puzzle's game: practice, not autosaved nor kept in the records.
    pub fn is_practice(&self) -> bool {
        self.is_lesson() || self.is_puzzle()
    }

    /// Each seat's colour, a palette index, in seat order.
    pub fn colours(&self) -> Vec<usize> {
        self.seats.iter().map(|s| s.colour).collect()
    }

    pub fn seat(&self, seat: Seat) -> &SeatSetup {
        &self.seats[seat.index()]
    }

    /// Who sits at a seat, as the HUD says it ("human", "computer, hard"); a replay says
    /// "replay", since a record keeps the players' names but not who played.
    pub fn seat_kind_label(&self, seat: Seat) -> String {
        if self.is_replay() {
            crate::core::text::tr("seat.replayed_short")
        } else if self.is_puzzle() && self.seat(seat).kind.is_remote() {
            crate::core::text::tr("seat.puzzle_short")
        } else if self.is_lesson() && self.seat(seat).kind.is_remote() {
            crate::core::text::tr("seat.lesson_short")
        } else {
            self.seat(seat).kind.short_label()
        }
    }

    /// How the texts name the seats: each by its name, and the one person playing at this
    /// screen (the only human seat here) as "You". Hot-seat games (several people at one
    /// screen) and replays name everyone.
    pub fn names(&self) -> crate::core::games::explain::Names {
        let humans: Vec<Seat> = (0..self.rules.players)
            .map(Seat)
            .filter(|&s| self.seat(s).kind.is_human())
            .collect();
        crate::core::games::explain::Names {
            names: self.seats.iter().map(|s| s.name.clone()).collect(),
            you: match humans.as_slice() {
                [one] if !self.is_replay() => Some(*one),
                _ => None,
            },
        }
    }

    pub fn is_human_turn(&self) -> bool {
        !self.is_over() && self.seat(self.to_move()).kind.is_human()
    }

    /// The person at the screen: the seat to move when it is a human's, else the first human
    /// seat (whose click is then refused: not its turn; the board faces this seat too).
    /// `None` when only computers play. (A replay's seats are all people: its board follows
    /// the seat to move; the turn machine ignores actions in a replay.)
    /// The seat the board turns to face: the local seat, except in a puzzle, which faces its
    /// solver's first seat (in Fabian's crossing one person moves both colours, and the board
    /// must not turn round at every move).
    pub fn facing_seat(&self) -> Option<Seat> {
        if self.is_puzzle() {
            return (0..self.rules.players)
                .map(Seat)
                .find(|&s| self.seat(s).kind.is_human());
        }
        self.local_seat()
    }

    pub fn local_seat(&self) -> Option<Seat> {
        let to_move = self.to_move();
        if self.seat(to_move).kind.is_human() {
            return Some(to_move);
        }
        (0..self.rules.players)
            .map(Seat)
            .find(|&s| self.seat(s).kind.is_human())
    }

    pub fn is_over(&self) -> bool {
        self.game.is_over() || self.ended.is_some()
    }

    /// An action of this seat goes to the server rather than into the rules here: the person
    /// at this screen in an online game.
    pub fn relays(&self, seat: Seat) -> bool {
        self.is_online() && self.seat(seat).kind.is_human()
    }

    /// The seat owning the piece on a hole.
    pub fn seat_at(&self, hole: Hole) -> Option<Seat> {
        self.game.seat_at(hole)
    }

    /// Every occupied hole with its seat, in canonical order.
    pub fn pieces(&self) -> Vec<(Hole, Seat)> {
        self.game.pieces()
    }

    /// Takes an action for a seat (refused when the seat is not to act), returning what
    /// happened. Keeps each seat's last move for the blink.
    pub fn act(&mut self, seat: Seat, action: Action) -> Result<Vec<Event>, ActionError> {
        let events = self.game.play(seat, action)?;
        for e in &events {
            match *e {
                Event::Moved { seat, from, to, .. } => {
                    self.last_moves[seat.index()] = Some(Move::new(from, to));
                }
                Event::Passed { seat } => self.last_moves[seat.index()] = Some(Move::Pass),
                _ => {}
            }
        }
        Ok(events)
    }

    /// Rolls the dice for the seat to move and plays the roll.
    pub fn roll_for(&mut self, seat: Seat) -> Result<Vec<Event>, ActionError> {
        let (a, b) = self.roll();
        self.act(seat, Action::Petri(PetriAction::Roll(a, b)))
    }

    /// Rolls two dice: the next scripted roll, else the session's generator.
    pub fn roll(&mut self) -> (u8, u8) {
        if let Some(dice) = self.dice_script.pop_front() {
            return dice;
        }
        (
            self.dice_rng.random_range(1..=6u8),
            self.dice_rng.random_range(1..=6u8),
        )
    }

    /// Undo for local games: back to the last human decision (computer moves are undone too).
    pub fn undo(&mut self) -> bool {
        let mut undone = false;
        while self.game.undo().is_some() {
            undone = true;
            if self.at_human_decision() {
                break;
            }
        }
        if undone {
            self.last_moves.iter_mut().for_each(|m| *m = None);
        }
        undone
    }

    /// Redo what undo took back, up to the next human decision.
    pub fn redo(&mut self) -> bool {
        let mut redone = false;
        while self.game.redo().is_some() {
            redone = true;
            if self.at_human_decision() || self.is_over() {
                break;
            }
        }
        redone
    }

    /// One action forward or back, whoever made it (the replay viewer).
    pub fn step(&mut self, forward: bool) -> bool {
        let stepped = if forward {
            self.game.redo().is_some()
        } else {
            self.game.undo().is_some()
        };
        if stepped {
            self.last_moves.iter_mut().for_each(|m| *m = None);
        }
        stepped
    }

    /// Actions played so far and in all (played + redoable), for the replay viewer.
    pub fn progress(&self) -> (usize, usize) {
        self.game.progress()
    }

    pub fn can_redo(&self) -> bool {
        self.game.can_redo()
    }

    pub fn can_undo(&self) -> bool {
        self.game.can_undo()
    }

    /// A human seat is to decide something (not a roll: rolls are redone with the same dice).
    fn at_human_decision(&self) -> bool {
        self.is_human_turn() && self.game.at_turn_decision()
    }

    /// The final ranking, best first, shared places together.
    pub fn ranking(&self) -> Vec<Placing> {
        let standings = match &self.ended {
            Some(ended) if !self.game.is_over() => ended.clone(),
            _ => self.game.standings(),
        };
        standings
            .into_iter()
            .map(|s| Placing {
                place: s.place,
                seats: s.seats,
                detail: crate::core::games::score_detail(s.score),
            })
            .collect()
    }

    /// Who leads now (the game status the room shows).
    pub fn leader(&self) -> Option<Seat> {
        self.game.leader()
    }
}
