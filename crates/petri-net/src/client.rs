//! Client → server: [`ClientMessage`], as a client writes it and as serde reads it. What the
//! server acts on is the message checked ([`Checked`], from [`ClientMessage::parse`]).

use petri_rules::{Level, Rules};
use serde::{Deserialize, Serialize};

use crate::checked::Checked;
use crate::clock::TimeControl;
use crate::frame::{FrameError, read};
use crate::limits::MAX_FRAME;
use crate::values::{Mode, VoteKind};

/// Client → server.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub enum ClientMessage {
    /// The first frame. With a known token it resumes that player (same seats).
    Hello {
        proto: u32,
        name: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        token: Option<String>,
    },
    /// A seat in a public room of this mode with a free seat, or in a new one.
    QuickJoin {
        mode: Mode,
        /// Added: a rated game (accounts only), or casual (the default). Rated and casual
        /// players never share a room.
        #[serde(default)]
        rated: bool,
    },
    /// A friends room for a mode, or for any rule set (a record's `rules`).
    CreateRoom {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        mode: Option<Mode>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rules: Option<Rules>,
        /// Added: rated (a mode's room, accounts only, no computers), or casual (default).
        #[serde(default)]
        rated: bool,
        /// Added: the room's time control; none for a casual room without clocks (a rated
        /// room without one gets [`TimeControl::PUBLIC`]).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clock: Option<TimeControl>,
    },
    /// A free seat in the room of this name.
    Join { room: String },
    /// Watch the room without a seat.
    Watch { room: String },
    /// Give up the seat (in a running game the seat forfeits) and leave the room.
    Leave,
    /// Play a move (Chinese checkers `n2-m2`/`pass`, a Petri action; `roll` without numbers).
    Move {
        v: u64,
        #[serde(rename = "move")]
        action: String,
    },
    /// A chat line to the room.
    Chat { text: String },
    /// Start a vote; the proposer votes yes. `seat` names the seat of a `computer` vote.
    Propose {
        kind: VoteKind,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seat: Option<u8>,
    },
    /// Answer the running vote.
    Vote { kind: VoteKind, yes: bool },
    /// Ask for a fresh snapshot.
    Sync,
    /// The creator of a friends room fills a free seat with a computer player (before the game).
    AddComputer { seat: u8, level: Level },
    /// A watcher (or a player of the room) takes a free seat of a running game: one a vote freed.
    TakeSeat { seat: u8 },
    /// Said before closing the connection on purpose (the web socket reports no close codes).
    Bye,
    /// Added: subscribe to the lobby counts (`on: true`; a
    /// [`ServerMessage::Lobby`](crate::ServerMessage::Lobby) at once and on every change, at
    /// most one a second) or stop them (`on: false`).
    Lobby { on: bool },
    /// Added: the connected guest becomes an account with this name and password (its seat,
    /// its games and its token stay its own: a guest claims its name this way). Answered by
    /// [`ServerMessage::Account`](crate::ServerMessage::Account).
    Register { name: String, password: String },
    /// Added: this connection becomes the account's (not while in a room): a new token for it
    /// in a [`ServerMessage::Welcome`](crate::ServerMessage::Welcome), then
    /// [`ServerMessage::Account`](crate::ServerMessage::Account).
    Login { name: String, password: String },
    /// Added: this token no longer works; `account` with no name follows, then the server
    /// closes the connection (1000). Connect again as a guest.
    Logout,
    /// Added: a new password; every other token of the account stops working.
    ChangePassword { old: String, new: String },
    /// Added: the account is deleted (not while in a room): its name is free again, its games
    /// stay under "deleted player", its tokens stop working; then as `logout`.
    DeleteAccount { password: String },
    /// Added: the mode's leaderboard (as `GET /api/leaderboard/{mode}`), answered by
    /// [`ServerMessage::Leaderboard`](crate::ServerMessage::Leaderboard).
    Leaderboard { mode: Mode },
    /// Added: an account's page (as `GET /api/players/{name}`), answered by
    /// [`ServerMessage::Player`](crate::ServerMessage::Player), or `not_found`.
    Player { name: String },
    /// Added: a rated game's record (`ROOM-N`, as `GET /api/games/{game}`), answered by
    /// [`ServerMessage::Record`](crate::ServerMessage::Record), or `not_found`.
    Record { game: String },
}

impl ClientMessage {
    /// Reads and checks a frame from a client: the message with every field checked and its
    /// text fields cleaned (names and chat without control characters, room names canonical),
    /// or why not.
    pub fn parse(frame: &str) -> Result<Checked, FrameError> {
        read::<ClientMessage>(frame, MAX_FRAME)?
            .checked()
            .map_err(FrameError::Bad)
    }

    /// The message as a frame.
    pub fn to_frame(&self) -> String {
        serde_json::to_string(self).expect("messages are plain data")
    }
}
