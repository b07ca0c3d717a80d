//! One room as a pure state machine: no I/O, no tasks, no clock. Every input comes with the time
//! (`now`, milliseconds on any monotonic clock) and answers a list of [`Effect`]s: frames to send
//! to connections, a computer's think to start, the room's listing to update. When the room
//! changed in a way that must survive a restart, [`Room::take_change`] says what changed (the
//! moves played since, or the room without its moves when more changed); the caller stores it
//! before it carries out the effects (nothing is sent that is not stored). A move's change is
//! the move, whatever the length of the game.
//!
//! This file holds the [`Room`] itself (its fields, making and restoring it, what it answers
//! about itself) and the entry point of a connection's messages ([`Room::message`]). The rest
//! is by concern, each an `impl Room` of its own:
//!
//! * `room/stored.rs`: what is stored ([`RoomState`], [`SeatState`]) and what changed since it
//!   was ([`Change`], [`MovesRow`], [`assemble`]).
//! * `room/seats.rs`: seats and presence: entering, leaving, taking a seat, lost connections,
//!   seats gone long enough to vanish.
//! * `room/frames.rs`: what connections are sent: snapshots, seat frames, broadcasts.
//! * `room/play.rs`: the game: moves, dice, starting a game, playing what nobody decides.
//! * `room/computers.rs`: computers: adding one, asking one to think, its answer.
//! * `room/clock.rs`: the clocks ([`Clock`]): whose time runs, running out of time.
//! * `room/ending.rs`: how a game ends: forfeits, the result, the rated game and its ratings.
//! * `room/votes.rs`: votes: a new game, cancelling, handing a seat to a computer.
//! * `room/chat.rs`: chat.
//! * `room/listing.rs`: quick join's pools, the lobby's counts and live list, closing.
//! * `room/tests.rs`: the room's rules on a controlled clock, and a property test.
//!
//! ## Rules the room decides
//!
//! * **Seats** are given in join order (the first free seat). The colour of a seat is fixed by
//!   its index (`COLOURS[i]`; in the *online* preset seat `a` plays black: `COLOURS[(5 + i) % 6]`).
//!   A **new game** moves every seat's occupant one seat on (`a` → `b`, …, the last → `a`), so
//!   each player gets a different colour and another seat moves first.
//! * **Forfeit** (`leave` during a game): the rules crate has no resignation, so the room
//!   decides. When fewer than two units (seats, or teams) that have not forfeited remain, the
//!   game ends at once: those left share first place, the forfeited seats follow in reverse order
//!   of leaving. Otherwise a computer (`easy`) plays the forfeited seat on so nobody waits, and
//!   the seat is ranked after every other seat when the game ends. In a waiting room, or once
//!   the game is over or cancelled, `leave` just frees the seat.
//! * **Out of time**: ranked like a forfeit. When it leaves fewer than two units the game ends
//!   at once and the person keeps the seat (no computer takes it: they may vote a rematch, and
//!   the seat shows the rating the game gives); otherwise a computer plays the seat on, as
//!   after a `leave`.
//! * **Dice**: a Petri seat of a person sends `roll` (first-player rolls too); the room rolls
//!   from its ChaCha20 stream and plays `roll a b`. Computers' rolls and forced passes are
//!   played by the room at once.
//! * **Votes** need every present (connected, human) seated player; the proposer votes yes.
//!   `cancel` and `computer` need a seat gone for `vanish` ms; a vote closes when anyone
//!   says no, and when the game it is about ends.
//! * A player is in at most one room; the server leaves the old room before joining another.

mod chat;
mod clock;
mod computers;
mod ending;
mod frames;
mod listing;
mod play;
mod seats;
mod stored;
mod votes;

use std::collections::BTreeMap;

use chacha20::ChaCha20Rng;
use petri_ai::Level;
use petri_net::limits::Bucket;
use petri_net::{ClientMessage, ErrorCode, Mode, RoomStatus, ServerMessage};
use petri_rules::{Game, Rules};
use rand::SeedableRng;
use serde::{Deserialize, Serialize};

pub use self::clock::Clock;
pub use self::computers::{FORFEIT_LEVEL, REPLACE_LEVEL};
pub use self::ending::{NEW_RATING, Ratings, ToRate};
pub use self::seats::seat_colour;
pub use self::stored::{Change, MovesRow, RoomState, SeatState, assemble};

/// A connection's id, given by the server.
pub type ConnId = u64;
/// A player's public id.
pub type PlayerId = String;

/// What the room asks its runner to do.
#[derive(Debug)]
pub enum Effect {
    /// Send this to that connection.
    Send(ConnId, ServerMessage),
    /// The connection is in this room now (it gets the room's frames).
    Entered(ConnId),
    /// The connection is no longer in this room.
    Left(ConnId),
    /// The player's room (where a resume takes them) is now this one, or none.
    PlayerRoom(PlayerId, Option<String>),
    /// Choose the action of the computer at the seat to move; answer with
    /// [`Room::computer_moved`] and the same `turn`.
    Think {
        turn: (u32, usize),
        game: Box<Game>,
        level: Level,
        seed: u64,
    },
    /// A public room with a free seat (true) or not (false) for `quick_join`.
    Listed(bool),
    /// Nobody holds a seat or watches any more: the room can be dropped.
    Close,
    /// Rate this game (once: by its id), then answer with [`Room::rated`].
    Rate(ToRate),
}

/// What a room holds (counted by the server's `stats:` line).
#[derive(Clone, Copy, Debug, Default)]
pub struct Holding {
    /// Connections in the room (seated or watching).
    pub conns: usize,
    /// Chat lines kept.
    pub chat: usize,
    /// Moves of the game being played (or last played).
    pub moves: usize,
    /// Seats whose person is away.
    pub away: usize,
}

/// How a connection enters a room.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Enter {
    /// Take a free seat (or the seat the player holds).
    Join,
    /// Watch without a seat.
    Watch,
    /// Come back after a lost connection: the player's seat, or watching.
    Resume,
}

#[derive(Clone, Debug)]
struct Conn {
    player: PlayerId,
    name: String,
    /// Chat lines allowed.
    chat: Bucket,
}

/// A room at run time: its stored state, its game and who is connected.
pub struct Room {
    st: RoomState,
    game: Game,
    dice: ChaCha20Rng,
    conns: BTreeMap<ConnId, Conn>,
    /// Since when each seat's person has been away (None: connected, or no person).
    away_since: Vec<Option<u64>>,
    vanished: Vec<bool>,
    vanish_ms: u64,
    thinking: Option<(u32, usize)>,
    /// Something besides moves changed since the last [`Room::take_change`].
    whole: bool,
    /// Moves were played (or dice rolled) since.
    moved: bool,
    /// The game was replaced since: the moves stored are another game's.
    new_game: bool,
    /// Moves of the game handed to the store so far.
    stored_moves: usize,
    listed: Option<bool>,
    /// The time of the input being handled (ms; the clocks' time: wall time on the server).
    now: u64,
}

/// The answer to a refused input: an error frame to its connection, nothing else.
fn err(conn: ConnId, code: ErrorCode, message: impl Into<String>) -> Vec<Effect> {
    vec![Effect::Send(conn, ServerMessage::error(code, message))]
}

impl Room {
    /// A new, empty room. `seed` seeds the dice (from the OS's randomness).
    pub fn new(
        room: String,
        public: bool,
        mode: Option<Mode>,
        rules: Rules,
        seed: [u8; 32],
        vanish_ms: u64,
    ) -> Result<Room, String> {
        let game = Game::new(&rules).map_err(|e| e.to_string())?;
        let st = RoomState {
            room,
            public,
            mode,
            rules,
            status: RoomStatus::Waiting,
            v: 1,
            seats: vec![SeatState::default(); rules.players as usize],
            record: game.record(),
            chat: Vec::new(),
            vote: None,
            creator: None,
            games: 0,
            result: None,
            forfeits: 0,
            dice_seed: seed,
            dice_pos: "0".into(),
            rated: false,
            rated_players: None,
            to_rate: None,
            clock: None,
            started_ms: 0,
        };
        Room::restore(st, 0, vanish_ms)
    }

    /// A room from its stored state (after a restart every person is away since `now`).
    pub fn restore(mut st: RoomState, now: u64, vanish_ms: u64) -> Result<Room, String> {
        let mut game = st.record.replay().map_err(|e| e.to_string())?;
        // Nobody takes a move back in a room: the game keeps its moves, not a position for
        // each (a Chinese checkers position is about 1 KB).
        game.keep_undo(false);
        // The room keeps the record's head; the moves are the game's.
        st.record.moves = Vec::new();
        let stored_moves = game.progress().0;
        let mut dice = ChaCha20Rng::from_seed(st.dice_seed);
        dice.set_word_pos(st.dice_pos.parse::<u128>().map_err(|e| e.to_string())?);
        let n = st.seats.len();
        let away_since = st
            .seats
            .iter()
            .map(|s| s.player.as_ref().map(|_| now))
            .collect();
        Ok(Room {
            st,
            game,
            dice,
            conns: BTreeMap::new(),
            away_since,
            vanished: vec![false; n],
            vanish_ms,
            thinking: None,
            whole: false,
            moved: false,
            new_game: false,
            stored_moves,
            listed: None,
            now,
        })
    }

    pub fn name(&self) -> &str {
        &self.st.room
    }

    #[cfg_attr(not(test), allow(dead_code))]
    pub fn v(&self) -> u64 {
        self.st.v
    }

    #[cfg_attr(not(test), allow(dead_code))]
    pub fn status(&self) -> RoomStatus {
        self.st.status
    }

    #[cfg_attr(not(test), allow(dead_code))]
    pub fn game(&self) -> &Game {
        &self.game
    }

    #[cfg_attr(not(test), allow(dead_code))]
    pub fn seats(&self) -> &[SeatState] {
        &self.st.seats
    }

    /// The time of the input about to be handled (the server's wall time, ms).
    pub fn set_now(&mut self, now: u64) {
        self.now = now;
    }

    /// The room's version (for logs).
    pub fn v_now(&self) -> u64 {
        self.st.v
    }

    /// What the room holds now (for the server's `stats:` line).
    pub fn holding(&self) -> Holding {
        Holding {
            conns: self.conns.len(),
            chat: self.st.chat.len(),
            moves: self.game.progress().0,
            away: self.away_since.iter().filter(|a| a.is_some()).count(),
        }
    }

    /// After a restart: the room listed again, a computer to move thinks again.
    pub fn restored(&mut self) -> Vec<Effect> {
        let mut out = Vec::new();
        if let Some(r) = &self.st.to_rate {
            out.push(Effect::Rate(r.clone()));
        }
        self.listing(&mut out);
        self.advance(&mut out);
        out
    }

    /// A message from a connection in this room.
    pub fn message(&mut self, now: u64, conn: ConnId, msg: ClientMessage) -> Vec<Effect> {
        self.now = now;
        if !self.conns.contains_key(&conn) {
            return err(conn, ErrorCode::NotInRoom, "you are not in this room");
        }
        match msg {
            ClientMessage::Sync => vec![Effect::Send(conn, self.snapshot(conn))],
            ClientMessage::Leave => self.leave(conn),
            ClientMessage::Move { v, action } => self.play_move(conn, v, &action),
            ClientMessage::Chat { text } => self.chat(now, conn, text),
            ClientMessage::Propose { kind, seat } => self.propose(now, conn, kind, seat),
            ClientMessage::Vote { kind, yes } => self.vote(conn, kind, yes),
            ClientMessage::AddComputer { seat, level } => self.add_computer(conn, seat, level),
            ClientMessage::TakeSeat { seat } => self.take_seat(conn, seat),
            other => err(
                conn,
                ErrorCode::BadMessage,
                format!("{other:?} is not a message for a room"),
            ),
        }
    }
}

#[cfg(test)]
mod tests;
