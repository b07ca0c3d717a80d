//! # petri-rules
//!
//! The rules of Chinese checkers (every seeded rule set) and of *Petri*, Jonathan Leistiko's
//! crowding-out dice game, on the star board of sizes 2 to 6. Pure: no Bevy, no I/O, no
//! randomness (dice are inputs). The contract is `shared/spec/rules.md`.
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

mod bits;
pub mod captures;
mod core;
mod game;
mod geometry;
mod notation;
mod petri;
mod position;
mod record;
mod rules;

pub use bits::{BitIter, Bitboard};
pub use game::{EndReason, Game, Outcome};
pub use geometry::{
    Cube, DIRECTIONS, Geometry, Hole, HoleError, MAX_SIZE, MIN_SIZE, STANDARD_SIZE, Triangle,
};
pub use notation::{MoveText, NotationError, parse_move_text};
pub use petri::{
    PetriAction, PetriEnd, PetriError, PetriEvent, PetriGame, PetriOutcome, PetriPhase, PetriState,
};
pub use position::{IllegalMove, Move, MoveError, Position, PositionError};
pub use record::{GameRecord, RECORD_FORMAT, RECORD_VERSION, RecordError, Replayed};
pub use rules::{
    CaptureMode, CheckersOptions, ColourSet, DEFAULT_MOVE_CAP, DEFAULT_TURN_CAP, Finish, Layout,
    PetriOptions, Preset, Rules, RulesError, Seat, Stops, Variant, default_homes,
};
