//! The small value types of the protocol: a seat's [`Colour`], a room's [`Mode`], what a vote
//! decides ([`VoteKind`]), why a request was refused ([`ErrorCode`]) and where a room's game is
//! ([`RoomStatus`]); the seats a room has at most. A computer's level is
//! [`petri_rules::Level`], the one the computer players and the command line use too.

use std::fmt;

use petri_rules::{Level, Preset, Rules};
use serde::{Deserialize, Serialize};

/// Seats a room has at most.
pub const MAX_SEATS: u8 = 6;
/// The seat colours' wire names, by index: the game's palette names them the same way.
pub const COLOURS: [&str; 6] = ["red", "blue", "green", "yellow", "purple", "black"];
/// Computer levels' wire names ([`Level::NAMES`]: the computer players' names for them).
pub const LEVELS: [&str; 5] = Level::NAMES;

/// A seat's colour on the wire (`"red"` … `"black"`, [`COLOURS`]); any other name is refused
/// with an error naming it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    Red,
    Blue,
    Green,
    Yellow,
    Purple,
    Black,
}

impl Colour {
    pub const ALL: [Colour; 6] = [
        Colour::Red,
        Colour::Blue,
        Colour::Green,
        Colour::Yellow,
        Colour::Purple,
        Colour::Black,
    ];

    /// The colour of palette index `i` (counted round).
    pub fn of_index(i: usize) -> Colour {
        Colour::ALL[i % 6]
    }

    /// Its index in the game's palette.
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        COLOURS[self.index()]
    }
}

/// A room's kind of game: a preset and a player count (`{"rules":"classic","players":2}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Mode {
    pub rules: Preset,
    pub players: u8,
}

impl Mode {
    /// Every mode a public room can be: each preset with each of its player counts.
    pub fn all() -> Vec<Mode> {
        Preset::ALL
            .iter()
            .flat_map(|&rules| {
                rules
                    .player_counts()
                    .iter()
                    .map(move |&players| Mode { rules, players })
            })
            .collect()
    }

    /// The mode's rule set.
    pub fn to_rules(self) -> Rules {
        Rules::preset(self.rules, self.players)
    }

    /// `classic-2`, `petri-realtime-5`: a key for logs, storage and links.
    pub fn key(self) -> String {
        format!("{}-{}", self.rules.name(), self.players)
    }

    /// The mode of a [`Mode::key`] (`classic-2`, `petri-realtime-5`); `None` for anything
    /// else, including a preset with a player count it is not played by.
    pub fn from_key(key: &str) -> Option<Mode> {
        let (rules, players) = key.rsplit_once('-')?;
        let rules = Preset::ALL.into_iter().find(|p| p.name() == rules)?;
        // Digits only: `+2` and ` 2` are not keys.
        if !players.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let mode = Mode {
            rules,
            players: players.parse().ok()?,
        };
        mode.check().is_ok().then_some(mode)
    }

    /// The preset is played by the mode's player count.
    pub(crate) fn check(self) -> Result<(), String> {
        if self.rules.player_counts().contains(&self.players) {
            Ok(())
        } else {
            Err(format!(
                "mode: the {} rules are played by {:?} players, not {}",
                self.rules.name(),
                self.rules.player_counts(),
                self.players
            ))
        }
    }
}

/// What a vote decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum VoteKind {
    /// Start a new game in the room (everyone present must agree; new colours for all).
    NewGame,
    /// End a game in which a player vanished (allowed once someone has been gone 60 s).
    Cancel,
    /// Hand a vanished player's seat (the vote's `seat`) to a computer player.
    Computer,
}

/// Why a request was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    BadMessage,
    NotInRoom,
    RoomNotFound,
    RoomFull,
    NotYourTurn,
    IllegalMove,
    Stale,
    RateLimited,
    VoteRefused,
    /// Added: the request is not yours to make (only a friends room's creator adds computers).
    NotAllowed,
    /// Added: the server cannot do it now (with several nodes: their shared store does not
    /// answer); try again in a moment.
    Unavailable,
    /// Added: an account has that name already (or one that looks the same).
    NameTaken,
    /// Added: the name or the password is wrong.
    BadLogin,
    /// Added: no such player or rated game (`player`, `record`).
    NotFound,
}

impl ErrorCode {
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::BadMessage => "bad_message",
            ErrorCode::NotInRoom => "not_in_room",
            ErrorCode::RoomNotFound => "room_not_found",
            ErrorCode::RoomFull => "room_full",
            ErrorCode::NotYourTurn => "not_your_turn",
            ErrorCode::IllegalMove => "illegal_move",
            ErrorCode::Stale => "stale",
            ErrorCode::RateLimited => "rate_limited",
            ErrorCode::VoteRefused => "vote_refused",
            ErrorCode::NotAllowed => "not_allowed",
            ErrorCode::Unavailable => "unavailable",
            ErrorCode::NameTaken => "name_taken",
            ErrorCode::BadLogin => "bad_login",
            ErrorCode::NotFound => "not_found",
        }
    }
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Where a room's game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RoomStatus {
    Waiting,
    Playing,
    Over,
    Cancelled,
}

/// A seat number below [`MAX_SEATS`].
pub(crate) fn check_seat(seat: u8) -> Result<u8, String> {
    if seat < MAX_SEATS {
        Ok(seat)
    } else {
        Err(format!(
            "seat: {seat} is not a seat (0 to {})",
            MAX_SEATS - 1
        ))
    }
}
