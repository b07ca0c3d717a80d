//! The HTTP API's answers (JSON): the leaderboard of a mode, a player's page, and errors. The
//! server serves them at `GET /api/leaderboard/{mode}`, `GET /api/players/{name}` and
//! `GET /api/games/{game}` (a rated game's record); see the README.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// The name shown in place of a deleted account's (its games stay).
pub const DELETED: &str = "deleted player";

/// `GET /api/leaderboard/{mode}`: the mode's best players active in the last 30 days.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Leaderboard {
    /// The mode's key (`classic-2`).
    pub mode: String,
    pub players: Vec<BoardEntry>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "BoardEntryWire")]
pub struct BoardEntry {
    pub rank: u32,
    pub name: String,
    #[serde(flatten)]
    pub rating: ModeRating,
}

/// A [`BoardEntry`] as read: its fields spelled out (serde's `flatten` reads through a buffer
/// that costs the web build size).
#[derive(Deserialize)]
struct BoardEntryWire {
    rank: u32,
    name: String,
    rating: i32,
    deviation: i32,
    provisional: bool,
    games: u32,
}

impl From<BoardEntryWire> for BoardEntry {
    fn from(w: BoardEntryWire) -> BoardEntry {
        BoardEntry {
            rank: w.rank,
            name: w.name,
            rating: ModeRating {
                rating: w.rating,
                deviation: w.deviation,
                provisional: w.provisional,
                games: w.games,
            },
        }
    }
}

/// A rating as the API shows it: rounded, with its deviation, whether it is provisional
/// (deviation over 110) and the rated games it rests on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ModeRating {
    pub rating: i32,
    pub deviation: i32,
    pub provisional: bool,
    pub games: u32,
}

/// `GET /api/players/{name}`: a player's ratings, their history and recent rated games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerPage {
    pub name: String,
    /// By mode key.
    pub ratings: BTreeMap<String, ModeRating>,
    /// By mode key: the rating after each rated game, oldest first.
    pub history: BTreeMap<String, Vec<HistoryPoint>>,
    /// The recent rated games, newest first.
    pub games: Vec<PlayedGame>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HistoryPoint {
    /// Milliseconds since 1970.
    pub at_ms: u64,
    pub rating: i32,
    pub game: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayedGame {
    /// The game's id (`ROOM-N`).
    pub game: String,
    pub mode: String,
    pub at_ms: u64,
    pub players: Vec<GamePlayer>,
    /// Where its record is (`/api/games/ROOM-N`): the game's own record format, to replay
    /// or download.
    pub record: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GamePlayer {
    pub name: String,
    pub place: u8,
    /// The rating after the game, and its change.
    pub rating: i32,
    pub change: i32,
}

/// Any API error: `{"error": "…"}` with a 4xx or 5xx status.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ApiError {
    pub error: String,
}
