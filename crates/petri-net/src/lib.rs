//! Petri's online protocol (version [`PROTO`]): the messages between `petri-server` and the
//! game, their JSON form (one object a WebSocket text frame, its field `t` naming the message)
//! and the validation of every field. The server, the game's online client, the load tester and
//! the tests all use this crate; nothing else parses frames. The whole protocol, with the
//! contract's core and what this project adds, is written down in this crate's `README.md`.
//!
//! Reading a frame is one call that checks everything a peer could get wrong:
//! [`ClientMessage::parse`] on the server (a [`Checked`] message), [`ServerMessage::parse`] on
//! the client. Text a person typed (names, chat) comes back cleaned of control characters; room
//! names come back in their canonical form.
//!
//! Every type and function is used from this crate's root (`petri_net::Mode`); the modules
//! behind it, by concern:
//!
//! * `client`: [`ClientMessage`], as a client writes it; `checked`: the same message checked
//!   ([`Checked`], with [`RoomRules`] and [`AccountRequest`]), what the server acts on.
//! * `server`: [`ServerMessage`] and its checks; `wire`: the server frame's reader by its tag.
//! * `values`: the small value types ([`Colour`], [`Mode`], [`VoteKind`], [`ErrorCode`],
//!   [`RoomStatus`]); a computer's [`Level`] is `petri_rules::Level`, shared with the computer
//!   players and the command line.
//! * `views`: a room's [`Snapshot`] and its parts, the lobby's entries; `clock`:
//!   [`TimeControl`] and [`ClockView`].
//! * `play`: a client in a room: [`WireMove`] and [`Versions`].
//! * `text`: text people type (names, passwords, chat, moves); `names`: rooms' names, rated
//!   games' ids, tokens.
//! * `frame`: reading a frame, [`FrameError`]; [`limits`]: every limit; [`api`]: the HTTP
//!   API's answers.

pub mod api;
mod checked;
mod client;
mod clock;
mod frame;
pub mod limits;
mod names;
mod play;
mod server;
mod text;
mod values;
mod views;
mod wire;

pub use checked::{AccountRequest, Checked, RoomRules};
pub use client::ClientMessage;
pub use clock::{ClockView, TimeControl};
pub use frame::FrameError;
pub use limits::{
    ACCOUNT_NAME_MAX, ACCOUNT_NAME_MIN, CHAT_MAX, MAX_FRAME, MAX_SERVER_FRAME, MOVE_MAX, NAME_MAX,
    PASSWORD_MAX, PASSWORD_MIN, VANISHED_SECS,
};
pub use names::{ROOM_ALPHABET, ROOM_NAME_LEN, TOKEN_HEX, check_game, room_name, room_name_from};
/// A computer's level on the wire (`"beginner"` … `"master"`, [`LEVELS`]); any other name is
/// refused with an error naming it. The same type as `petri_ai::Level`.
pub use petri_rules::Level;
pub use play::{Seen, Versions, WireMove};
pub use server::ServerMessage;
pub use text::{check_account_name, check_password, clean_chat, clean_name, clean_text};
pub use values::{COLOURS, Colour, ErrorCode, LEVELS, MAX_SEATS, Mode, RoomStatus, VoteKind};
pub use views::{
    ChatLine, LiveGame, LivePlayer, ModeCount, RatingChange, SeatRating, SeatView, Snapshot,
    VoteState,
};

/// The protocol version this crate speaks.
pub const PROTO: u32 = 1;

#[cfg(test)]
mod tests;
