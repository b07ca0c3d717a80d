//! Server → client: [`ServerMessage`], as the server writes it and as a client reads and checks
//! it.

use petri_rules::{Level, Standing};
use serde::{Deserialize, Serialize};

use crate::api;
use crate::clock::ClockView;
use crate::frame::FrameError;
use crate::limits;
use crate::values::{ErrorCode, Mode, VoteKind};
use crate::views::{LiveGame, ModeCount, RatingChange, Snapshot, VoteState};
use crate::wire;

/// Server → client.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub enum ServerMessage {
    /// Added: the connection's account after `hello`, `register`, `login`, a password
    /// change, `logout` and `delete_account`: its name, or none for a guest.
    Account {
        #[serde(default)]
        name: Option<String>,
    },
    /// After `hello`: the token to resume with (a secret) and the player's public id.
    Welcome {
        proto: u32,
        token: String,
        player: String,
    },
    /// The whole room.
    Snapshot(Box<Snapshot>),
    /// A move was played (Petri rolls as `roll 3 5`; forced passes too).
    Moved {
        v: u64,
        seat: u8,
        #[serde(rename = "move")]
        action: String,
    },
    /// A seat was taken, left, lost or regained its connection (or vanished).
    Seat {
        v: u64,
        seat: u8,
        name: Option<String>,
        connected: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        computer: Option<Level>,
        #[serde(default)]
        vanished: bool,
    },
    /// A chat line.
    Chat { from: String, text: String },
    /// A vote's state.
    Vote(VoteState),
    /// Added: the running vote ended without passing (someone said no, or the game ended).
    VoteClosed { kind: VoteKind },
    /// The game ended.
    Over { v: u64, result: Vec<Standing> },
    /// Added: the clocks changed (a turn began or ended, a game started or ended).
    Clock(ClockView),
    /// Added: the seat ran out of time (with two players it lost; with more a computer
    /// plays it on and it is ranked last).
    OutOfTime { seat: u8 },
    /// Added: after `over` in a rated room, once the ratings are stored: each player's new
    /// rating and its change (`+12`). Sent once for each game.
    Rated { changes: Vec<RatingChange> },
    /// A request was refused; nothing changed.
    Error { code: ErrorCode, message: String },
    /// Added: the lobby counts, one entry a mode of [`Mode::all`] in that order; and the
    /// live public games to watch (at most [`limits::LIVE_MAX`]: rated ones by their
    /// players' average rating, then the newest).
    Lobby {
        modes: Vec<ModeCount>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        live: Vec<LiveGame>,
    },
    /// Added: a mode's leaderboard, the answer to `leaderboard`: its fields beside `t`.
    Leaderboard(api::Leaderboard),
    /// Added: an account's page, the answer to `player`: its fields beside `t`.
    Player(Box<api::PlayerPage>),
    /// Added: a rated game's record, the answer to `record`: the record's JSON as text (the
    /// game's own record format, as `GET /api/games/{game}` serves it).
    Record { game: String, record: String },
}

impl ServerMessage {
    /// Reads and checks a frame from the server.
    pub fn parse(frame: &str) -> Result<ServerMessage, FrameError> {
        if frame.len() > limits::MAX_SERVER_FRAME {
            return Err(FrameError::TooLarge(frame.len(), limits::MAX_SERVER_FRAME));
        }
        // By its tag (see `wire`): what serde's derived reader gives, smaller on the web.
        wire::server_message(frame)
            .map_err(FrameError::Bad)?
            .checked()
            .map_err(FrameError::Bad)
    }

    /// Checks the fields serde's types do not: the lobby's modes.
    pub fn checked(self) -> Result<ServerMessage, String> {
        if let ServerMessage::Lobby { modes, live } = &self {
            if live.len() > limits::LIVE_MAX {
                return Err(format!(
                    "lobby: {} live games, at most {}",
                    live.len(),
                    limits::LIVE_MAX
                ));
            }
            let all = Mode::all();
            if modes.len() > all.len() {
                return Err(format!(
                    "lobby: {} modes, there are only {}",
                    modes.len(),
                    all.len()
                ));
            }
            for (i, c) in modes.iter().enumerate() {
                c.mode.check().map_err(|e| format!("lobby: {e}"))?;
                if modes[..i].iter().any(|d| d.mode == c.mode) {
                    return Err(format!("lobby: mode {} twice", c.mode.key()));
                }
            }
        }
        Ok(self)
    }

    /// The lobby message for these counts: every mode of [`Mode::all`] in order, a mode
    /// `count` does not name with zeros.
    pub fn lobby(count: impl Fn(Mode) -> (u32, u32)) -> ServerMessage {
        ServerMessage::Lobby {
            live: Vec::new(),
            modes: Mode::all()
                .into_iter()
                .map(|mode| {
                    let (waiting, playing) = count(mode);
                    ModeCount {
                        mode,
                        waiting,
                        playing,
                    }
                })
                .collect(),
        }
    }

    /// The message as a frame.
    pub fn to_frame(&self) -> String {
        serde_json::to_string(self).expect("messages are plain data")
    }

    /// An `error` message.
    pub fn error(code: ErrorCode, message: impl Into<String>) -> ServerMessage {
        ServerMessage::Error {
            code,
            message: message.into(),
        }
    }
}
