//! Petri's online protocol (version [`PROTO`]): the messages between `petri-server` and the
//! game, their JSON form (one object a WebSocket text frame, its field `t` naming the message)
//! and the validation of every field. The server, the game's online client, the load tester and
//! the tests all use this crate; nothing else parses frames. The whole protocol, with the
//! contract's core and what this project adds, is written down in this crate's `README.md`.
//!
//! Reading a frame is one call that checks everything a peer could get wrong:
//! [`ClientMessage::parse`] on the server, [`ServerMessage::parse`] on the client. Text a person
//! typed (names, chat) comes back cleaned of control characters; room names come back in their
//! canonical form.

use std::fmt;

use petri_rules::{Action, Game, GameRecord, PetriAction, Preset, Rules, Standing};
use serde::{Deserialize, Serialize};

pub mod api;
pub mod limits;
mod wire;

pub use limits::{
    ACCOUNT_NAME_MAX, ACCOUNT_NAME_MIN, CHAT_MAX, MAX_FRAME, MAX_SERVER_FRAME, MOVE_MAX, NAME_MAX,
    PASSWORD_MAX, PASSWORD_MIN, VANISHED_SECS,
};

/// The protocol version this crate speaks.
pub const PROTO: u32 = 1;
/// Characters of a room's name.
pub const ROOM_NAME_LEN: usize = 8;
/// The letters and digits of room names: none that reads like another (no 0/O, 1/I/L).
pub const ROOM_ALPHABET: &[u8; 31] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/// Hex digits of a token (128 random bits).
pub const TOKEN_HEX: usize = 32;
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

/// A computer's level on the wire (`"beginner"` … `"master"`, [`LEVELS`]); any other name is
/// refused with an error naming it. The same type as `petri_ai::Level`.
pub use petri_rules::Level;

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

    fn check(self) -> Result<(), String> {
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
    /// Added: subscribe to the lobby counts (`on: true`; a [`ServerMessage::Lobby`] at once and
    /// on every change, at most one a second) or stop them (`on: false`).
    Lobby { on: bool },
    /// Added: the connected guest becomes an account with this name and password (its seat,
    /// its games and its token stay its own: a guest claims its name this way). Answered by
    /// [`ServerMessage::Account`].
    Register { name: String, password: String },
    /// Added: this connection becomes the account's (not while in a room): a new token for it
    /// in a [`ServerMessage::Welcome`], then [`ServerMessage::Account`].
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
    /// [`ServerMessage::Leaderboard`].
    Leaderboard { mode: Mode },
    /// Added: an account's page (as `GET /api/players/{name}`), answered by
    /// [`ServerMessage::Player`], or `not_found`.
    Player { name: String },
    /// Added: a rated game's record (`ROOM-N`, as `GET /api/games/{game}`), answered by
    /// [`ServerMessage::Record`], or `not_found`.
    Record { game: String },
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

/// One seat of a room as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    /// The player's name; null while the seat is free.
    pub name: Option<String>,
    /// The player is connected (computers always are).
    pub connected: bool,
    /// The seat's colour ([`COLOURS`]).
    pub colour: Colour,
    /// Added: the computer level when a computer plays the seat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub computer: Option<Level>,
    /// Added: gone for [`VANISHED_SECS`] or more; the others may vote to cancel or to hand
    /// the seat to a computer.
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

/// A room's time control (`{"kind":"per_move","secs":30,"reserve":60}` or
/// `{"kind":"fischer","base":300,"increment":5}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "ClockWire", into = "ClockWire")]
pub enum TimeControl {
    /// `secs` for each turn; time over it comes from a `reserve` (seconds) that carries over
    /// from turn to turn and is not given back.
    PerMove { secs: u32, reserve: u32 },
    /// `base` seconds for the whole game, `increment` seconds more after each turn.
    Fischer { base: u32, increment: u32 },
}

/// [`TimeControl`] on the wire: one flat object read as a plain struct (an internally tagged
/// enum would make serde buffer the object first: several KB more of the web build for the
/// same JSON).
#[derive(Clone, Copy, Serialize, Deserialize)]
struct ClockWire {
    kind: ClockKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    secs: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    reserve: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    base: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    increment: Option<u32>,
}

#[derive(Clone, Copy, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum ClockKind {
    PerMove,
    Fischer,
}

impl TryFrom<ClockWire> for TimeControl {
    type Error = String;
    fn try_from(w: ClockWire) -> Result<TimeControl, String> {
        Ok(match w.kind {
            ClockKind::PerMove => TimeControl::PerMove {
                secs: w.secs.ok_or("clock: per_move needs secs")?,
                reserve: w.reserve.unwrap_or(0),
            },
            ClockKind::Fischer => TimeControl::Fischer {
                base: w.base.ok_or("clock: fischer needs base")?,
                increment: w.increment.unwrap_or(0),
            },
        })
    }
}

impl From<TimeControl> for ClockWire {
    fn from(t: TimeControl) -> ClockWire {
        let none = ClockWire {
            kind: ClockKind::PerMove,
            secs: None,
            reserve: None,
            base: None,
            increment: None,
        };
        match t {
            TimeControl::PerMove { secs, reserve } => ClockWire {
                secs: Some(secs),
                reserve: Some(reserve),
                ..none
            },
            TimeControl::Fischer { base, increment } => ClockWire {
                kind: ClockKind::Fischer,
                base: Some(base),
                increment: Some(increment),
                ..none
            },
        }
    }
}

impl TimeControl {
    /// Every public room's: 30 s a turn with a minute in reserve.
    pub const PUBLIC: TimeControl = TimeControl::PerMove {
        secs: 30,
        reserve: 60,
    };

    /// Within the limits ([`limits::PER_MOVE_SECS`] and the others).
    pub fn check(self) -> Result<(), String> {
        let within = |what: &str, v: u32, (lo, hi): (u32, u32)| {
            if (lo..=hi).contains(&v) {
                Ok(())
            } else {
                Err(format!("clock: {what} {v} s, from {lo} to {hi}"))
            }
        };
        match self {
            TimeControl::PerMove { secs, reserve } => {
                within("a turn's", secs, limits::PER_MOVE_SECS)?;
                within("reserve", reserve, limits::RESERVE_SECS)
            }
            TimeControl::Fischer { base, increment } => {
                within("base", base, limits::FISCHER_BASE_SECS)?;
                within("increment", increment, limits::INCREMENT_SECS)
            }
        }
    }

    /// What each seat has when the game starts, in ms (per move: its reserve; Fischer: its
    /// base).
    pub fn start_ms(self) -> u64 {
        match self {
            TimeControl::PerMove { reserve, .. } => u64::from(reserve) * 1000,
            TimeControl::Fischer { base, .. } => u64::from(base) * 1000,
        }
    }
}

/// The clocks as sent: what each seat has at the start of its next turn (per move: the turn's
/// time plus its reserve; Fischer: its time), the seat whose clock runs and how long it has
/// run. A client counts down from when the frame arrived; the server's clock decides.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockView {
    pub control: TimeControl,
    pub left_ms: Vec<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub running: Option<u8>,
    #[serde(default)]
    pub elapsed_ms: u64,
}

impl ClockView {
    /// The time left of seat `seat` `since_ms` after the frame arrived.
    pub fn left(&self, seat: usize, since_ms: u64) -> u64 {
        let full = self.left_ms.get(seat).copied().unwrap_or(0);
        if self.running == Some(seat as u8) {
            full.saturating_sub(self.elapsed_ms + since_ms)
        } else {
            full
        }
    }
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

/// How many people wait and play in one mode (a [`ServerMessage::Lobby`] entry).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ModeCount {
    pub mode: Mode,
    /// People seated in public rooms of the mode that wait for players (those a `quick_join`
    /// would sit with).
    pub waiting: u32,
    /// People seated in rooms of the mode (public or friends) whose game is running.
    pub playing: u32,
}

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

/// A move as it goes over the wire: a Petri `roll` (the server rolls the dice, so it carries
/// no numbers), or an action of the game. Its text is the `move` field of [`ClientMessage::Move`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WireMove {
    Roll,
    Act(Action),
}

impl WireMove {
    /// The text sent: `roll`, `n2-m2`, `pass`, `place e5`, `check-rest` …
    pub fn text(&self) -> String {
        match self {
            WireMove::Roll => "roll".into(),
            WireMove::Act(Action::Petri(a)) => a.to_text(),
            WireMove::Act(Action::Move(m)) => m.to_string(),
        }
    }

    /// Reads a move's text in a game: `roll` without numbers, or an action the game can read
    /// (not a `roll` with numbers: only the server rolls). The error says why not.
    pub fn read(game: &Game, text: &str) -> Result<WireMove, String> {
        if text.trim() == "roll" {
            return Ok(WireMove::Roll);
        }
        match game.parse_action(text) {
            Ok(Action::Petri(PetriAction::Roll(..))) => {
                Err("the server rolls the dice: send \"roll\" without numbers".into())
            }
            Ok(a) => Ok(WireMove::Act(a)),
            Err(e) => Err(e.to_string()),
        }
    }

    /// The `move` message for this move at version `v`.
    pub fn message(&self, v: u64) -> ClientMessage {
        ClientMessage::Move {
            v,
            action: self.text(),
        }
    }
}

/// What a version means to a client that follows a room ([`Versions::accept`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seen {
    /// The next version: take the change.
    Next,
    /// Seen already (or older): ignore it.
    Old,
    /// Changes were missed: ask for a `sync`.
    Gap,
}

/// A room's version as a client follows it: every `moved`, `seat` and `over` carries the next
/// `v`; a snapshot sets it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Versions {
    v: u64,
}

/// The version last taken, as a number.
impl fmt::Display for Versions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.v)
    }
}

impl Versions {
    /// The version last taken.
    pub fn v(&self) -> u64 {
        self.v
    }

    /// A snapshot's version (or 0 when the room is left).
    pub fn reset(&mut self, v: u64) {
        self.v = v;
    }

    /// A change's version: taken when it is the next one.
    pub fn accept(&mut self, v: u64) -> Seen {
        if v == self.v.wrapping_add(1) {
            self.v = v;
            Seen::Next
        } else if v <= self.v {
            Seen::Old
        } else {
            Seen::Gap
        }
    }
}

/// Why a frame cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FrameError {
    /// Longer than the limit (bytes, limit): [`MAX_FRAME`] for a client's frame (the server
    /// closes the connection with code 1009), [`limits::MAX_SERVER_FRAME`] for the server's.
    TooLarge(usize, usize),
    /// Not a message, or a field is missing or wrong: answer `bad_message` with this text.
    Bad(String),
}

impl fmt::Display for FrameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FrameError::TooLarge(n, max) => {
                write!(f, "a frame of {n} bytes is larger than {max}")
            }
            FrameError::Bad(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for FrameError {}

fn read<T: for<'de> Deserialize<'de>>(frame: &str, max: usize) -> Result<T, FrameError> {
    if frame.len() > max {
        return Err(FrameError::TooLarge(frame.len(), max));
    }
    serde_json::from_str(frame).map_err(|e| FrameError::Bad(json_reason(frame, &e)))
}

/// serde's reason, with an unknown message named plainly.
fn json_reason(frame: &str, e: &serde_json::Error) -> String {
    let t = serde_json::from_str::<serde_json::Value>(frame)
        .ok()
        .and_then(|v| v.get("t").and_then(|t| t.as_str()).map(str::to_owned));
    match t {
        Some(t) if e.to_string().contains(&format!("unknown variant `{t}`")) => {
            format!("unknown message t={t:?}")
        }
        _ => format!("not a message: {e}"),
    }
}

impl ClientMessage {
    /// Reads and checks a frame from a client: the message with its text fields cleaned
    /// (names and chat without control characters, room names canonical), or why not.
    pub fn parse(frame: &str) -> Result<ClientMessage, FrameError> {
        read::<ClientMessage>(frame, MAX_FRAME)?
            .checked()
            .map_err(FrameError::Bad)
    }

    /// The message as a frame.
    pub fn to_frame(&self) -> String {
        serde_json::to_string(self).expect("messages are plain data")
    }

    /// Checks every field; cleans the text ones.
    pub fn checked(self) -> Result<ClientMessage, String> {
        use ClientMessage::*;
        Ok(match self {
            Hello { proto, name, token } => {
                if proto != PROTO {
                    return Err(format!(
                        "this server speaks protocol {PROTO}, not {proto}: update the game"
                    ));
                }
                let token = match token {
                    Some(t) => Some(check_token(&t)?),
                    None => None,
                };
                Hello {
                    proto,
                    name: clean_name(&name)?,
                    token,
                }
            }
            QuickJoin { mode, rated } => {
                mode.check()?;
                QuickJoin { mode, rated }
            }
            CreateRoom {
                mode,
                rules,
                rated,
                clock,
            } => match (mode, rules) {
                (Some(mode), None) => {
                    mode.check()?;
                    if let Some(c) = clock {
                        c.check()?;
                    }
                    CreateRoom {
                        mode: Some(mode),
                        rules: None,
                        rated,
                        clock,
                    }
                }
                (None, Some(_)) if rated => {
                    return Err("create_room: only a mode's games are rated, not own rules".into());
                }
                (None, Some(rules)) => {
                    rules.validate().map_err(|e| format!("rules: {e}"))?;
                    if let Some(c) = clock {
                        c.check()?;
                    }
                    CreateRoom {
                        mode: None,
                        rules: Some(rules),
                        rated,
                        clock,
                    }
                }
                _ => return Err("create_room: give either mode or rules".into()),
            },
            Join { room } => Join {
                room: room_name(&room)?,
            },
            Watch { room } => Watch {
                room: room_name(&room)?,
            },
            Move { v, action } => Move {
                v,
                action: check_move(&action)?,
            },
            Chat { text } => Chat {
                text: clean_chat(&text)?,
            },
            Propose { kind, seat } => {
                let seat = match (kind, seat) {
                    (VoteKind::Computer, Some(s)) => Some(check_seat(s)?),
                    (VoteKind::Computer, None) => {
                        return Err("propose computer: name the seat".into());
                    }
                    (_, Some(_)) => {
                        return Err(format!("propose {kind:?}: takes no seat"));
                    }
                    (_, None) => None,
                };
                Propose { kind, seat }
            }
            AddComputer { seat, level } => AddComputer {
                seat: check_seat(seat)?,
                level,
            },
            TakeSeat { seat } => TakeSeat {
                seat: check_seat(seat)?,
            },
            Register { name, password } => Register {
                name: check_account_name(&name)?,
                password: check_password("password", password)?,
            },
            Login { name, password } => Login {
                name: check_account_name(&name)?,
                password: check_password("password", password)?,
            },
            ChangePassword { old, new } => ChangePassword {
                old: check_password("old", old)?,
                new: check_password("new", new)?,
            },
            DeleteAccount { password } => DeleteAccount {
                password: check_password("password", password)?,
            },
            Leaderboard { mode } => {
                mode.check()?;
                Leaderboard { mode }
            }
            Player { name } => Player {
                name: check_account_name(&name)?,
            },
            Record { game } => Record {
                game: check_game(&game)?,
            },
            m @ (Leave | Vote { .. } | Sync | Bye | Lobby { .. } | Logout) => m,
        })
    }
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

/// Characters a person's text must not carry: control characters, and the invisible ones that
/// reorder or hide text (bidirectional overrides, zero-width characters).
fn unwanted(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{2069}' | '\u{FEFF}')
}

/// Text without unwanted characters, runs of spaces made one, trimmed.
pub fn clean_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars().filter(|c| !unwanted(*c)) {
        let c = if c.is_whitespace() { ' ' } else { c };
        if c == ' ' && (out.is_empty() || out.ends_with(' ')) {
            continue;
        }
        out.push(c);
    }
    out.truncate(out.trim_end().len());
    out
}

fn clean_bounded(what: &str, text: &str, max: usize) -> Result<String, String> {
    let clean = clean_text(text);
    let n = clean.chars().count();
    if n == 0 {
        Err(format!("{what}: empty"))
    } else if n > max {
        Err(format!("{what}: {n} characters, at most {max}"))
    } else {
        Ok(clean)
    }
}

/// A player's name, cleaned: 1–24 characters.
pub fn clean_name(name: &str) -> Result<String, String> {
    clean_bounded("name", name, NAME_MAX)
}

/// An account's name as written: 3–20 letters, digits, `_`, `-`, `.` or single spaces
/// between them, after removing spaces at its ends. (The server also compares names by how
/// they look: "Ann" and "Αnn" are one.)
pub fn check_account_name(name: &str) -> Result<String, String> {
    let name = name.trim();
    let n = name.chars().count();
    if !(ACCOUNT_NAME_MIN..=ACCOUNT_NAME_MAX).contains(&n) {
        return Err(format!(
            "name: {n} characters, an account's name has {ACCOUNT_NAME_MIN}–{ACCOUNT_NAME_MAX}"
        ));
    }
    if let Some(c) = name
        .chars()
        .find(|c| !(c.is_alphanumeric() || matches!(c, '_' | '-' | '.' | ' ')))
    {
        return Err(format!(
            "name: {:?} (U+{:04X}) does not belong in a name: letters, digits, _ - . and spaces",
            c, c as u32
        ));
    }
    if name.contains("  ") {
        return Err("name: two spaces in a row".into());
    }
    Ok(name.to_owned())
}

/// A password: 8–128 characters, any (kept as given: never trimmed, never shown).
pub fn check_password(what: &str, password: String) -> Result<String, String> {
    let n = password.chars().count();
    if n < PASSWORD_MIN {
        return Err(format!("{what}: at least {PASSWORD_MIN} characters"));
    }
    if n > PASSWORD_MAX {
        return Err(format!("{what}: at most {PASSWORD_MAX} characters"));
    }
    Ok(password)
}

/// A chat line, cleaned: 1–300 characters.
pub fn clean_chat(text: &str) -> Result<String, String> {
    clean_bounded("chat", text, CHAT_MAX)
}

/// A room's name in its canonical form: upper case, spaces and dashes dropped (people read
/// them out and paste them), [`ROOM_NAME_LEN`] characters of [`ROOM_ALPHABET`].
pub fn room_name(text: &str) -> Result<String, String> {
    let name: String = text
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| c.to_ascii_uppercase())
        .collect();
    if name.chars().count() != ROOM_NAME_LEN {
        return Err(format!(
            "room: {:?} is not a room name ({ROOM_NAME_LEN} letters and digits)",
            short(text)
        ));
    }
    if let Some(c) = name
        .chars()
        .find(|c| !ROOM_ALPHABET.contains(&(*c as u8)) || !c.is_ascii())
    {
        return Err(format!(
            "room: {:?} is not a room name ({c:?} is not used in room names)",
            short(text)
        ));
    }
    Ok(name)
}

/// A rated game's id: its room's name, a dash and the game's number in the room
/// (`K7QMN2PX-3`), exactly as the server writes it.
pub fn check_game(text: &str) -> Result<String, String> {
    let valid = text.split_once('-').is_some_and(|(room, n)| {
        room_name(room).is_ok_and(|r| r == room)
            && !n.is_empty()
            && n.len() <= 10
            && n.bytes().all(|b| b.is_ascii_digit())
    });
    if valid {
        Ok(text.to_owned())
    } else {
        Err(format!(
            "game: {:?} is not a game (a room's name, a dash and a number: K7QMN2PX-3)",
            short(text)
        ))
    }
}

/// A room name made from random bytes (the server's randomness), each byte kept only when it
/// maps onto the alphabet without bias. `None` when the bytes ran out first: draw more.
pub fn room_name_from(random: &[u8]) -> Option<String> {
    let n = ROOM_ALPHABET.len();
    let limit = (256 / n * n) as u8 as usize; // 248: bytes below it map evenly
    let name: String = random
        .iter()
        .map(|&b| b as usize)
        .filter(|&b| b < limit)
        .take(ROOM_NAME_LEN)
        .map(|b| ROOM_ALPHABET[b % n] as char)
        .collect();
    (name.len() == ROOM_NAME_LEN).then_some(name)
}

fn check_token(token: &str) -> Result<String, String> {
    if token.len() == TOKEN_HEX && token.bytes().all(|b| b.is_ascii_hexdigit()) {
        Ok(token.to_ascii_lowercase())
    } else {
        Err(format!("token: not {TOKEN_HEX} hex digits"))
    }
}

fn check_move(text: &str) -> Result<String, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err("move: empty".into());
    }
    if text.len() > MOVE_MAX {
        return Err(format!("move: {} bytes, at most {MOVE_MAX}", text.len()));
    }
    if let Some(c) = text
        .chars()
        .find(|c| !(c.is_ascii_alphanumeric() || matches!(c, '-' | ' ' | ',')))
    {
        return Err(format!("move: {c:?} does not belong in a move"));
    }
    Ok(text.to_owned())
}

fn check_seat(seat: u8) -> Result<u8, String> {
    if seat < MAX_SEATS {
        Ok(seat)
    } else {
        Err(format!(
            "seat: {seat} is not a seat (0 to {})",
            MAX_SEATS - 1
        ))
    }
}

fn short(text: &str) -> String {
    text.chars().take(20).collect()
}

#[cfg(test)]
mod tests;
