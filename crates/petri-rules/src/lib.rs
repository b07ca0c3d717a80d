//! # petri-rules
//!
//! The rules of Chinese checkers (the classic, family and online rule sets, with the house
//! rules found in boxed sets and online apps) and of *Petri*, Jonathan Leistiko's crowding-out
//! dice game, on the star board of sizes 2 to 6. Pure: no Bevy, no I/O, no randomness (dice are
//! inputs). The board, hole names, notation and rule options are documented with their types
//! ([`Geometry`], [`Position`], [`Rules`]); the readings the original rules leave open are
//! listed below, each with the rule set it belongs to.
//!
//! ```
//! use petri_rules::{Position, Preset, Rules};
//!
//! let rules = Rules::preset(Preset::Classic, 2);
//! let mut pos = Position::start(&rules).unwrap();
//! let m = pos.parse_move("n1-m5").unwrap();
//! pos.play(m).unwrap();
//! assert_eq!(pos.to_move().letter(), 'b');
//! assert!(pos.parse_move("a1-b1").is_err()); // occupied
//! ```
//!
//! ## One interface for both games
//!
//! [`Game`] holds either game. An [`Action`] (a Chinese checkers [`Move`] or a
//! [`PetriAction`]) goes in with the seat that sends it; a seat that is not to act is refused
//! ([`ActionError::NotYourTurn`]). What happened comes out as [`Event`]s, the same stream for
//! both games: [`Event::Moved`] with the hop path, [`Event::Placed`], [`Event::Captured`], …,
//! [`Event::TurnEnded`], [`Event::GameOver`]. [`PetriAction::BestOrder`] plays the capture
//! step in the order that captures the most ([`PetriState::best_order_actions`]); records keep
//! the checks it expands to. [`Game::standings`] ranks a finished game. The position types
//! ([`Position`], [`PetriState`]) and the single-game types ([`CheckersGame`], [`PetriGame`])
//! stay available for search and analysis.
//!
//! ## Computer levels
//!
//! [`Level`] names a computer player's strength (`beginner` … `master`). The rules do not use
//! it: it lives here because the computer players (`petri-ai`), the command line, the game and
//! the online protocol (`petri-net`) all name levels, and this is the one crate they all depend
//! on (the protocol must not depend on the computer players).
//!
//! ## Where the rules are silent
//!
//! These are the readings this crate plays, chosen as players would expect:
//!
//! * **Release rule** (the online rules) is judged from the position at the start of the
//!   mover's turn: for every other seat X that is not home, if X has no move bringing a marble
//!   closer to its target and X's target holds marbles of the mover, the mover must move one of
//!   those marbles to a hole outside X's target, when it has such a move. *Closer* means fewer
//!   rows between the marble and its target's apex, counted along the target's axis.
//! * **Own triangles** (`stops`; the online rules let a move end only in "its own start and
//!   home triangle") are those of the marble's colour set, not of every set its seat plays.
//! * **Forfeit**: a seat with no move plays [`Move::Pass`] (and only then). `petri-cli moves`
//!   prints `pass`; perft counts the forced pass as one move.
//! * **Several colour sets per seat** (the classic rules): 2 players with 2 sets play T3+T4
//!   against T0+T1, with 3 sets T3+T4+T2 against T0+T1+T5; 3 players with 2 sets play opposite
//!   corners (T3+T0, T5+T2, T1+T4). Sets are numbered every seat's first set in seat order,
//!   then every seat's second set, …; in position notation each marble is written with its
//!   **set**'s letter (`a`, `b`, … in that order), which equals the seat letter when seats have
//!   one set.
//! * **Teams** of two exist for 4 and 6 players with team-mates opposite (seat `s` and
//!   `s + players/2`); a team finishes when all its sets are home, and places are per team.
//!   A seat whose own sets are all home does not move out again while its team-mate races:
//!   its only legal move is [`Move::Pass`] (`petri-cli moves` prints `pass`, perft counts it
//!   as one move, [`Position::waits_for_team`] tells). The pass counts as a move, so with
//!   finish by round the round is counted as usual; with **continue** the team is skipped
//!   once both are home. (Moving the team-mate's marbles instead is not offered.)
//! * **Finish by round**: the game ends once a seat (or team) is home and every seat has made
//!   the same number of moves; nobody is skipped. A round always begins with seat `a`: a
//!   [`CheckersGame`] loaded from a position with a later seat to move counts one move already made
//!   for each seat before it ([`CheckersGame::from_position`]), so the round ends after the last seat. **Continue**: finished seats are skipped and
//!   the game ends when at most one seat (or team) is left. **Move cap** (default 300 moves per
//!   seat): when every unfinished seat has made that many moves, they share the next place.
//! * **15 pieces** (2 players, one set) = the triangle plus the `n + 1` central-hexagon holes of
//!   the row next to it, on any board size (so 21 on size 5 and 28 on size 6).
//! * Chinese checkers positions set up from notation may hold any number of marbles per set
//!   (for puzzles and tests); games from [`Position::start`] always have full sets. Petri
//!   positions must have reachable counts (see below).
//! * **Petri** is played by 2 to 6 seats, as its rules say. Five seats sit on T3, T4, T5, T1,
//!   T2 in turn order: the top triangle T0, opposite seat `a`, stays empty, so the table is
//!   symmetric and turns still go clockwise ([`default_homes`]). Chinese checkers keeps 2, 3,
//!   4 or 6. Hands, cups and piece counts in events are `u16` (six seats of up to 60 pieces
//!   can fill one cup with 360).
//! * **Petri** pieces default to the triangle size (10 on the standard board). Steps without a
//!   choice happen at once and are reported as [`Event`]s: pieces that cannot be placed go to
//!   the cup together; when the seat must remove at least as many pieces as it has on the board
//!   it removes them all (with exactly that many the capture step follows, with fewer the turn
//!   ends); a sequential capture step ends by itself once no unchecked piece can be captured in
//!   any order. Ties in the first-player roll re-roll in seat order. A turn cap (default 200
//!   turns per seat; the Petri rules have none) guarantees that every game ends; the game is
//!   then scored as it stands. A Petri position read from notation is at the start of the seat
//!   to move's turn; `c:` defaults to empty cups, `h:` to every piece of the seat not on the
//!   board, and every seat is taken to have played already unless board and cups are empty. The
//!   counts must be reachable: each seat has at most its pieces on the board and in hand
//!   together, and board + hands + cups = players × pieces per set (cups hold pieces of any
//!   seat, so a position with pieces in cups gives `h:` too). A puzzle that needs more pieces
//!   per seat sets bigger sets (`--pieces`, [`Rules::with_pieces`]); errors name the seat and
//!   the numbers.
//! * [`Geometry`] is a static per-size table and is not serialised (serialise the size);
//!   [`CheckersGame`] and [`PetriGame`] serialise as their [`GameRecord`].

mod bits;
pub mod captures;
mod core;
mod game;
mod geometry;
mod level;
mod notation;
mod petri;
mod play;
mod position;
mod record;
mod rules;

pub use bits::{BitIter, Bitboard};
pub use captures::{CapturePlan, NODE_LIMIT, SolvedOrder};
pub use game::{CheckersGame, EndReason, Outcome};
pub use geometry::{
    Cube, DIRECTIONS, Geometry, Hole, HoleError, MAX_SIZE, MIN_SIZE, STANDARD_SIZE, Triangle,
};
pub use level::Level;
pub use notation::{MoveText, NotationError, parse_move_text};
pub use petri::{
    Event, PetriAction, PetriEnd, PetriError, PetriGame, PetriOutcome, PetriPhase, PetriState,
    PlaceRefusal,
};
pub use play::{Action, ActionError, Game, Score, SeatStatus, Stage, Standing};
pub use position::{IllegalMove, Move, MoveError, Position, PositionError};
pub use record::{GameRecord, RECORD_FORMAT, RECORD_VERSION, RecordError};
pub use rules::{
    CaptureMode, CheckersOptions, ColourSet, DEFAULT_MOVE_CAP, DEFAULT_TURN_CAP, Finish, Layout,
    PetriOptions, Preset, Rules, RulesError, Seat, Stops, Variant, default_homes,
};
