//! Reading a server frame by its tag: `t` first, then the message's fields from the same text.
//!
//! serde's derived reader of an internally tagged enum buffers the whole object in its
//! private `Content` type and reads the variant again from that buffer, which instantiates
//! every message's types a second time for the buffer. The game's web build pays for that in
//! download size. This reader gives the same messages (a test compares it with the derived one
//! on every kind of frame) with serde_json alone; the derived `Deserialize` stays for anyone
//! who wants it.

use petri_rules::{Level, Standing};
use serde::Deserialize;

use crate::api::{Leaderboard, PlayerPage};
use crate::clock::ClockView;
use crate::server::ServerMessage;
use crate::values::{ErrorCode, VoteKind};
use crate::views::{LiveGame, ModeCount, RatingChange, Snapshot, VoteState};

#[derive(Deserialize)]
struct Tag<'a> {
    #[serde(borrow)]
    t: std::borrow::Cow<'a, str>,
}

#[derive(Deserialize)]
struct Account {
    #[serde(default)]
    name: Option<String>,
}

#[derive(Deserialize)]
struct Welcome {
    proto: u32,
    token: String,
    player: String,
}

#[derive(Deserialize)]
struct Moved {
    v: u64,
    seat: u8,
    #[serde(rename = "move")]
    action: String,
}

#[derive(Deserialize)]
struct Seat {
    v: u64,
    seat: u8,
    name: Option<String>,
    connected: bool,
    #[serde(default)]
    computer: Option<Level>,
    #[serde(default)]
    vanished: bool,
}

#[derive(Deserialize)]
struct Chat {
    from: String,
    text: String,
}

#[derive(Deserialize)]
struct VoteClosed {
    kind: VoteKind,
}

#[derive(Deserialize)]
struct Over {
    v: u64,
    result: Vec<Standing>,
}

#[derive(Deserialize)]
struct OutOfTime {
    seat: u8,
}

#[derive(Deserialize)]
struct Rated {
    changes: Vec<RatingChange>,
}

#[derive(Deserialize)]
struct Error {
    code: ErrorCode,
    message: String,
}

#[derive(Deserialize)]
struct Lobby {
    modes: Vec<ModeCount>,
    #[serde(default)]
    live: Vec<LiveGame>,
}

#[derive(Deserialize)]
struct Record {
    game: String,
    record: String,
}

/// A server frame's message, as the derived `Deserialize` of [`ServerMessage`] reads it; or
/// why not, as the protocol says it (`unknown message t="…"`, `not a message: …`).
pub(crate) fn server_message(frame: &str) -> Result<ServerMessage, String> {
    fields(frame).map_err(|e| match e {
        Unread::Tag(t) => format!("unknown message t={t:?}"),
        Unread::Json(e) => format!("not a message: {e}"),
    })
}

/// Why a frame was not read.
enum Unread {
    Tag(String),
    Json(serde_json::Error),
}

impl From<serde_json::Error> for Unread {
    fn from(e: serde_json::Error) -> Unread {
        Unread::Json(e)
    }
}

fn fields(frame: &str) -> Result<ServerMessage, Unread> {
    use serde_json::from_str as read;
    let tag: Tag = read(frame)?;
    Ok(match tag.t.as_ref() {
        "account" => {
            let Account { name } = read(frame)?;
            ServerMessage::Account { name }
        }
        "welcome" => {
            let Welcome {
                proto,
                token,
                player,
            } = read(frame)?;
            ServerMessage::Welcome {
                proto,
                token,
                player,
            }
        }
        "snapshot" => ServerMessage::Snapshot(Box::new(read::<Snapshot>(frame)?)),
        "moved" => {
            let Moved { v, seat, action } = read(frame)?;
            ServerMessage::Moved { v, seat, action }
        }
        "seat" => {
            let Seat {
                v,
                seat,
                name,
                connected,
                computer,
                vanished,
            } = read(frame)?;
            ServerMessage::Seat {
                v,
                seat,
                name,
                connected,
                computer,
                vanished,
            }
        }
        "chat" => {
            let Chat { from, text } = read(frame)?;
            ServerMessage::Chat { from, text }
        }
        "vote" => ServerMessage::Vote(read::<VoteState>(frame)?),
        "vote_closed" => {
            let VoteClosed { kind } = read(frame)?;
            ServerMessage::VoteClosed { kind }
        }
        "over" => {
            let Over { v, result } = read(frame)?;
            ServerMessage::Over { v, result }
        }
        "clock" => ServerMessage::Clock(read::<ClockView>(frame)?),
        "out_of_time" => {
            let OutOfTime { seat } = read(frame)?;
            ServerMessage::OutOfTime { seat }
        }
        "rated" => {
            let Rated { changes } = read(frame)?;
            ServerMessage::Rated { changes }
        }
        "error" => {
            let Error { code, message } = read(frame)?;
            ServerMessage::Error { code, message }
        }
        "lobby" => {
            let Lobby { modes, live } = read(frame)?;
            ServerMessage::Lobby { modes, live }
        }
        "leaderboard" => ServerMessage::Leaderboard(read::<Leaderboard>(frame)?),
        "player" => ServerMessage::Player(Box::new(read::<PlayerPage>(frame)?)),
        "record" => {
            let Record { game, record } = read(frame)?;
            ServerMessage::Record { game, record }
        }
        other => return Err(Unread::Tag(other.to_owned())),
    })
}
