//! What the server shows of rooms: a room's [`Snapshot`] and its parts (seats, ratings, chat
//! lines, the running vote), and the lobby's entries ([`ModeCount`], [`LiveGame`]).

use petri_rules::{GameRecord, Level, Standing};
use serde::{Deserialize, Serialize};

use crate::clock::ClockView;
use crate::values::{Colour, Mode, RoomStatus, VoteKind};

/// One seat of a room as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    /// The player's name; null while the seat is free.
    pub name: Option<String>,
    /// The player is connected (computers always are).
    pub connected: bool,
    /// The seat's colour ([`COLOURS`](crate::COLOURS)).
    pub colour: Colour,
    /// Added: the computer level when a computer plays the seat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub computer: Option<Level>,
    /// Added: gone for [`VANISHED_SECS`](crate::VANISHED_SECS) or more; the others may vote
    /// to cancel or to hand the seat to a computer.
    #[serde(default)]
    pub vanished: bool,
    /// Added: the player's rating in the room's mode, when the player has an account (and the
    /// room a mode).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<SeatRating>,
}

/// A rating as shown: rounded, and whether it is provisional (deviation over 110: shown with
/// a "?").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatRating {
    pub rating: i32,
    #[serde(default)]
    pub provisional: bool,
}

/// One seat's rating after a rated game: the new rating and how much it moved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatingChange {
    pub seat: u8,
    pub rating: i32,
    pub change: i32,
    #[serde(default)]
    pub provisional: bool,
}

/// A chat line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatLine {
    pub from: String,
    pub text: String,
}

/// A vote's state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VoteState {
    pub kind: VoteKind,
    /// The seat a `computer` vote is about.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<u8>,
    /// Seats that voted yes.
    pub yes: Vec<u8>,
    /// Yes votes needed.
    pub needed: u8,
}

/// The whole room.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Snapshot {
    /// The room's name: what `join` and `watch` take (and the `?room=` link).
    pub room: String,
    /// A title for people: the mode (`classic, 2 players`) or `custom rules`.
    pub name: String,
    /// A public room (found by `quick_join`), or a friends room.
    pub public: bool,
    /// The room's mode; null for a friends room with its own rules.
    pub mode: Option<Mode>,
    pub status: RoomStatus,
    pub v: u64,
    pub seats: Vec<SeatView>,
    /// The receiver's seat; null when watching.
    pub you: Option<u8>,
    /// The game so far (the game's own save format), replayed by the client.
    pub record: GameRecord,
    pub to_move: Option<u8>,
    pub chat: Vec<ChatLine>,
    /// Added: the running vote, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vote: Option<VoteState>,
    /// Added: the receiver created this friends room (may add computers).
    #[serde(default)]
    pub creator: bool,
    /// Added: the final ranking once the game is over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<Vec<Standing>>,
    /// Added: the room's games are rated.
    #[serde(default)]
    pub rated: bool,
    /// Added: the clocks, when the room has a time control.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<ClockView>,
}

/// A public game being played, as the lobby lists it (`watch` its room).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LiveGame {
    pub room: String,
    pub mode: Mode,
    #[serde(default)]
    pub rated: bool,
    pub players: Vec<LivePlayer>,
    /// When the game started (ms since 1970).
    #[serde(default)]
    pub started_ms: u64,
}

/// A player of a live game: name, and rating when they have an account.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LivePlayer {
    pub name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<i32>,
}

impl LiveGame {
    /// The players' average rating (rated games only).
    pub fn average(&self) -> Option<i32> {
        let r: Vec<i32> = self.players.iter().filter_map(|p| p.rating).collect();
        (self.rated && !r.is_empty()).then(|| r.iter().sum::<i32>() / r.len() as i32)
    }

    /// The lobby's order: rated games by average rating (highest first), then the newest.
    pub fn sort(games: &mut [LiveGame]) {
        games.sort_by(|a, b| {
            b.average()
                .cmp(&a.average())
                .then(b.started_ms.cmp(&a.started_ms))
                .then(a.room.cmp(&b.room))
        });
    }
}

/// How many people wait and play in one mode (an entry of
/// [`ServerMessage::Lobby`](crate::ServerMessage::Lobby)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ModeCount {
    pub mode: Mode,
    /// People seated in public rooms of the mode that wait for players (those a `quick_join`
    /// would sit with).
    pub waiting: u32,
    /// People seated in rooms of the mode (public or friends) whose game is running.
    pub playing: u32,
}
