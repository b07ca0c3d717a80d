//! One room as a pure state machine: no I/O, no tasks, no clock. Every input comes with the time
//! (`now`, milliseconds on any monotonic clock) and answers a list of [`Effect`]s: frames to send
//! to connections, a computer's think to start, the room's listing to update. When the room
//! changed in a way that must survive a restart, [`Room::take_change`] says what changed (the
//! moves played since, or the room without its moves when more changed); the caller stores it
//! before it carries out the effects (nothing is sent that is not stored). A move's change is
//! the move, whatever the length of the game.
//!
//! ## Readings of the contract
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

use std::collections::{BTreeMap, BTreeSet};

use chacha20::ChaCha20Rng;
use petri_net::limits::{self, Bucket, CHAT_KEEP};
use petri_net::{
    CHAT_MAX, ChatLine, ClientMessage, ClockView, Colour, ErrorCode, Level, Mode, RoomStatus,
    SeatRating, SeatView, ServerMessage, Snapshot, TimeControl, VoteKind, VoteState, WireMove,
};
use petri_rules::{Action, Game, GameRecord, PetriAction, Preset, Rules, Score, Seat, Standing};
use rand::{RngExt, SeedableRng};
use serde::{Deserialize, Serialize};

/// A connection's id, given by the server.
pub type ConnId = u64;
/// A player's public id.
pub type PlayerId = String;

/// The level that plays a forfeited seat on.
pub const FORFEIT_LEVEL: Level = Level::Easy;
/// The level a `computer` vote hands a vanished player's seat to.
pub const REPLACE_LEVEL: Level = Level::Medium;

/// One seat as stored.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SeatState {
    /// The person holding the seat.
    pub player: Option<PlayerId>,
    /// Shown name (a person's, or the computer's level).
    pub name: Option<String>,
    /// A computer plays the seat (its level).
    pub computer: Option<Level>,
    /// The seat's person left during the game: a computer plays it on, ranked last.
    #[serde(default)]
    pub forfeited: Option<u32>,
    /// The person's rating in the room's mode, shown on the seat (accounts only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<SeatRating>,
}

/// An account's ratings as shown, by mode key (`classic-2`); a mode it has not played is
/// missing (shown as a new player's).
pub type Ratings = std::collections::BTreeMap<String, SeatRating>;

/// A new player's rating as shown.
pub const NEW_RATING: SeatRating = SeatRating {
    rating: 1500,
    provisional: true,
};

/// A rated game that ended, to be rated (kept in the room until it is: a restart or a
/// takeover rates it then, and the game's id makes sure only once).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ToRate {
    /// `ROOM-GAME`: the room's name and its game's number.
    pub game: String,
    /// The mode's key (`classic-2`).
    pub mode: String,
    /// The players by place: each entry one player, or a team, and its place (1 first).
    pub teams: Vec<(Vec<PlayerId>, u8)>,
    /// Each rated player's seat.
    pub seats: Vec<(u8, PlayerId)>,
    /// The game, with the players' names (kept with the rated game: a player's page lists it).
    pub record: GameRecord,
}

impl SeatState {
    fn is_free(&self) -> bool {
        self.player.is_none() && self.computer.is_none()
    }
}

/// Everything about a room that is stored (and restored after a restart).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RoomState {
    pub room: String,
    pub public: bool,
    pub mode: Option<Mode>,
    pub rules: Rules,
    pub status: RoomStatus,
    pub v: u64,
    pub seats: Vec<SeatState>,
    pub record: GameRecord,
    pub chat: Vec<ChatLine>,
    pub vote: Option<VoteState>,
    pub creator: Option<PlayerId>,
    /// Games started in the room so far.
    pub games: u32,
    pub result: Option<Vec<Standing>>,
    /// Forfeits so far this game (orders the forfeited seats).
    #[serde(default)]
    pub forfeits: u32,
    /// The dice stream: seed and position (never sent to anyone).
    pub dice_seed: [u8; 32],
    pub dice_pos: String,
    /// The room's games are rated (accounts only, no computers).
    #[serde(default)]
    pub rated: bool,
    /// The running game is rated: its players by seat (set when it starts with a person at
    /// every seat).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rated_players: Option<Vec<PlayerId>>,
    /// The game that ended and waits for its ratings.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to_rate: Option<ToRate>,
    /// The clocks, when the room has a time control.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<Clock>,
    /// When the running game started (wall ms): the lobby lists the newest first.
    #[serde(default)]
    pub started_ms: u64,
}

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

/// What changed in a room since it was last stored ([`Room::take_change`]): in proportion to
/// the change, not to the game (a move is its record entry, not the room).
#[derive(Clone, Debug, PartialEq)]
pub struct Change {
    /// More than moves changed: the room without its game's moves (`record.moves` empty).
    pub state: Option<RoomState>,
    /// The game was replaced: the moves stored so far are another game's.
    pub new_game: bool,
    /// The game's record entries played since the last change (after `new_game`: all of
    /// them), in order.
    pub moves: Vec<String>,
    /// The room's `v` and dice position now.
    pub v: u64,
    pub dice_pos: String,
    /// The clocks now (they change with every turn, so they go with the moves).
    pub clock: Option<Clock>,
}

/// Moves stored together: record entries, with the room's `v`, dice position and clocks
/// after them.
#[derive(Clone, Debug, PartialEq)]
pub struct MovesRow {
    pub moves: Vec<String>,
    pub v: u64,
    pub dice_pos: String,
    pub clock: Option<Clock>,
}

/// A room's clocks as stored: the time control, what each seat has left at the start of its
/// next turn (per move: its reserve; Fischer: its time), and the seat whose time runs with
/// the wall time (ms since 1970) its turn began: the deadline is kept with the room, so it
/// holds after a restart or a takeover.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    pub control: TimeControl,
    pub left_ms: Vec<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub running: Option<(u8, u64)>,
}

impl Clock {
    fn turn_ms(&self) -> u64 {
        match self.control {
            TimeControl::PerMove { secs, .. } => u64::from(secs) * 1000,
            TimeControl::Fischer { .. } => 0,
        }
    }

    /// When the running seat's time is up.
    pub fn deadline(&self) -> Option<u64> {
        let (s, since) = self.running?;
        Some(since + self.turn_ms() + self.left_ms[usize::from(s)])
    }

    /// The running seat's turn ends at `now`: its time is charged.
    fn stop(&mut self, now: u64) {
        let Some((s, since)) = self.running.take() else {
            return;
        };
        let used = now.saturating_sub(since);
        let left = &mut self.left_ms[usize::from(s)];
        match self.control {
            TimeControl::PerMove { secs, .. } => {
                *left = left.saturating_sub(used.saturating_sub(u64::from(secs) * 1000));
            }
            TimeControl::Fischer { increment, .. } => {
                *left = left.saturating_sub(used) + u64::from(increment) * 1000;
            }
        }
    }

    pub fn view(&self, now: u64) -> ClockView {
        ClockView {
            control: self.control,
            left_ms: self.left_ms.iter().map(|l| l + self.turn_ms()).collect(),
            running: self.running.map(|(s, _)| s),
            elapsed_ms: self
                .running
                .map_or(0, |(_, since)| now.saturating_sub(since)),
        }
    }
}

impl Change {
    /// The moves as stored beside the room: `None` when the change's room (`state`) carries
    /// everything and no move was played.
    pub fn row(&self) -> Option<MovesRow> {
        (!self.moves.is_empty() || self.state.is_none()).then(|| MovesRow {
            moves: self.moves.clone(),
            v: self.v,
            dice_pos: self.dice_pos.clone(),
            clock: self.clock.clone(),
        })
    }
}

/// A room as stored, whole again: the room without its moves and the rows of moves written
/// after it (in order). A row's `v` and dice position count when they are newer than the
/// room's.
pub fn assemble(mut st: RoomState, rows: impl IntoIterator<Item = MovesRow>) -> RoomState {
    for row in rows {
        st.record.moves.extend(row.moves);
        if row.v > st.v {
            st.v = row.v;
            st.dice_pos = row.dice_pos;
            if row.clock.is_some() {
                st.clock = row.clock;
            }
        }
    }
    st
}

/// The colour of seat `i` under these rules.
pub fn seat_colour(rules: &Rules, i: usize) -> Colour {
    let online = rules.variant == Preset::Online.variant();
    Colour::of_index(if online { 5 + i } else { i })
}

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

    /// The room's games are rated (a new room with a mode, before anyone enters).
    pub fn set_rated(&mut self) -> Result<(), String> {
        if self.st.mode.is_none() {
            return Err("only a mode's games are rated".into());
        }
        self.st.rated = true;
        self.whole = true;
        Ok(())
    }

    /// The room's time control (a new room, before anyone enters).
    pub fn set_clock(&mut self, control: TimeControl) {
        self.st.clock = Some(Clock {
            control,
            left_ms: vec![control.start_ms(); self.st.seats.len()],
            running: None,
        });
        self.whole = true;
    }

    /// When the running clock's time is up (wall ms), if one runs.
    pub fn deadline(&self) -> Option<u64> {
        if self.st.status != RoomStatus::Playing {
            return None;
        }
        self.st.clock.as_ref().and_then(Clock::deadline)
    }

    /// The time of the input about to be handled (the server's wall time, ms).
    pub fn set_now(&mut self, now: u64) {
        self.now = now;
    }

    /// Quick join's pool for a mode: rated and casual players never meet there.
    pub fn pool_of(mode: Mode, rated: bool) -> String {
        if rated {
            format!("{}-rated", mode.key())
        } else {
            mode.key()
        }
    }

    /// This room's quick-join pool (public rooms only).
    pub fn pool(&self) -> Option<String> {
        self.st
            .mode
            .filter(|_| self.st.public)
            .map(|m| Room::pool_of(m, self.st.rated))
    }

    /// The room's version (for logs).
    pub fn v_now(&self) -> u64 {
        self.st.v
    }

    /// A public room with a free seat, listed for `quick_join`.
    pub fn is_listed(&self) -> bool {
        self.listed == Some(true)
    }

    /// Free seats (a public room lists them for `quick_join`).
    pub fn free_seats(&self) -> usize {
        self.st.seats.iter().filter(|s| s.is_free()).count()
    }

    /// Seated people (their room is this one).
    pub fn seated(&self) -> Vec<PlayerId> {
        self.players().cloned().collect()
    }

    /// What the room adds to the lobby counts of its mode: people seated while a public room
    /// waits for players (`waiting`), and while the game runs (`playing`). `None` for rooms
    /// with their own rules (no mode).
    pub fn lobby_count(&self) -> Option<(Mode, u32, u32)> {
        let mode = self.st.mode?;
        let people = self.players().count() as u32;
        Some(match self.st.status {
            RoomStatus::Waiting if self.st.public => (mode, people, 0),
            RoomStatus::Playing => (mode, 0, people),
            _ => (mode, 0, 0),
        })
    }

    /// The room as the lobby's live list shows it: a public game being played.
    pub fn live(&self) -> Option<petri_net::LiveGame> {
        let mode = self.st.mode.filter(|_| self.st.public)?;
        (self.st.status == RoomStatus::Playing).then(|| petri_net::LiveGame {
            room: self.st.room.clone(),
            mode,
            rated: self.st.rated,
            players: self
                .st
                .seats
                .iter()
                .map(|s| petri_net::LivePlayer {
                    name: s.name.clone().unwrap_or_default(),
                    rating: s.rating.map(|r| r.rating),
                })
                .collect(),
            started_ms: self.st.started_ms,
        })
    }

    /// The whole room as stored, its record and dice position up to date.
    pub fn state(&self) -> RoomState {
        let mut st = self.meta();
        st.record.moves = self.moves_from(0);
        st
    }

    /// The room without its game's moves (what a change that is not only moves stores).
    fn meta(&self) -> RoomState {
        let mut st = self.st.clone();
        st.record.names = self.names();
        st.dice_pos = self.dice.get_word_pos().to_string();
        st
    }

    /// The game's record entries from the `k`-th on (as in [`Game::record`]).
    fn moves_from(&self, k: usize) -> Vec<String> {
        match &self.game {
            Game::Checkers(g) => g.moves().skip(k).map(|m| m.to_string()).collect(),
            Game::Petri(g) => g
                .actions()
                .get(k..)
                .unwrap_or_default()
                .iter()
                .map(|a| a.to_text())
                .collect(),
        }
    }

    /// Moves played in the game so far.
    fn played(&self) -> usize {
        self.game.progress().0
    }

    /// The game starts again (a new game): the room's record head is the new game's.
    fn replace_game(&mut self) {
        self.game = Game::new(&self.st.rules).expect("rules checked");
        self.game.keep_undo(false);
        self.st.record = self.game.record();
        self.new_game = true;
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

    /// What changed since the last call (store it before sending): `None` when nothing that
    /// is stored did.
    pub fn take_change(&mut self) -> Option<Change> {
        let whole = std::mem::take(&mut self.whole);
        let moved = std::mem::take(&mut self.moved);
        let played = self.played();
        let new_game = std::mem::take(&mut self.new_game) || self.stored_moves > played;
        if !whole && !moved && !new_game {
            return None;
        }
        let from = if new_game { 0 } else { self.stored_moves };
        self.stored_moves = played;
        Some(Change {
            state: (whole || new_game).then(|| self.meta()),
            new_game,
            moves: self.moves_from(from),
            v: self.st.v,
            dice_pos: self.dice.get_word_pos().to_string(),
            clock: self.st.clock.clone(),
        })
    }

    /// Any player with a seat (a person).
    pub fn players(&self) -> impl Iterator<Item = &PlayerId> {
        self.st.seats.iter().filter_map(|s| s.player.as_ref())
    }

    fn names(&self) -> Vec<String> {
        self.st
            .seats
            .iter()
            .map(|s| s.name.clone().unwrap_or_default())
            .collect()
    }

    fn seat_of(&self, player: &str) -> Option<usize> {
        self.st
            .seats
            .iter()
            .position(|s| s.player.as_deref() == Some(player))
    }

    fn conn_seat(&self, conn: ConnId) -> Option<usize> {
        self.conns.get(&conn).and_then(|c| self.seat_of(&c.player))
    }

    fn connected(&self, seat: usize) -> bool {
        let s = &self.st.seats[seat];
        match &s.player {
            Some(p) => self.conns.values().any(|c| &c.player == p),
            None => s.computer.is_some(),
        }
    }

    fn seat_view(&self, i: usize) -> SeatView {
        let s = &self.st.seats[i];
        SeatView {
            name: s.name.clone(),
            connected: self.connected(i),
            colour: seat_colour(&self.st.rules, i),
            computer: s.computer,
            vanished: self.vanished[i],
            rating: s.rating,
        }
    }

    fn seat_msg(&self, i: usize) -> ServerMessage {
        let view = self.seat_view(i);
        ServerMessage::Seat {
            v: self.st.v,
            seat: i as u8,
            name: view.name,
            connected: view.connected,
            computer: view.computer,
            vanished: view.vanished,
        }
    }

    /// The room as this connection sees it.
    pub fn snapshot(&self, conn: ConnId) -> ServerMessage {
        let mut record = self.game.record();
        record.names = self.names();
        let you = self.conn_seat(conn).map(|s| s as u8);
        let player = self.conns.get(&conn).map(|c| c.player.as_str());
        ServerMessage::Snapshot(Box::new(Snapshot {
            room: self.st.room.clone(),
            name: match self.st.mode {
                Some(m) => format!("{}, {} players", m.rules.name(), m.players),
                None => "custom rules".into(),
            },
            public: self.st.public,
            mode: self.st.mode,
            status: self.st.status,
            v: self.st.v,
            seats: (0..self.st.seats.len())
                .map(|i| self.seat_view(i))
                .collect(),
            you,
            record,
            to_move: (self.st.status == RoomStatus::Playing && !self.game.is_over())
                .then(|| self.game.to_move().0),
            chat: self.st.chat.clone(),
            vote: self.st.vote.clone(),
            creator: player.is_some() && self.st.creator.as_deref() == player,
            result: self.st.result.clone(),
            rated: self.st.rated,
            clock: self.st.clock.as_ref().map(|c| c.view(self.now)),
        }))
    }

    fn broadcast(&self, out: &mut Vec<Effect>, msg: ServerMessage) {
        for &c in self.conns.keys() {
            out.push(Effect::Send(c, msg.clone()));
        }
    }

    fn snapshots(&self, out: &mut Vec<Effect>) {
        for &c in self.conns.keys() {
            out.push(Effect::Send(c, self.snapshot(c)));
        }
    }

    /// A visible change: the version goes up by one and the room is stored.
    fn bump(&mut self) {
        self.st.v += 1;
        self.whole = true;
    }

    /// A connection enters: takes a seat (`Join`), watches, or resumes. Refused: nothing
    /// changed, and the error to send. (A guest's; the server enters with [`Room::enter_as`].)
    #[cfg(test)]
    pub fn enter(
        &mut self,
        now: u64,
        conn: ConnId,
        player: &str,
        name: &str,
        how: Enter,
    ) -> Result<Vec<Effect>, (ErrorCode, String)> {
        self.enter_as(now, conn, player, name, how, None)
    }

    /// [`Room::enter`] for a player who may have an account (`ratings`: its ratings; `None`:
    /// a guest). A rated room seats accounts only.
    pub fn enter_as(
        &mut self,
        now: u64,
        conn: ConnId,
        player: &str,
        name: &str,
        how: Enter,
        ratings: Option<&Ratings>,
    ) -> Result<Vec<Effect>, (ErrorCode, String)> {
        self.now = now;
        let mut out = Vec::new();
        let held = self.seat_of(player);
        if self.st.rated && held.is_none() && how == Enter::Join && ratings.is_none() {
            return Err((
                ErrorCode::NotAllowed,
                "rated games are for accounts: register or log in (or watch)".into(),
            ));
        }
        let rating = ratings.map(|r| {
            self.st
                .mode
                .and_then(|m| r.get(&m.key()).copied())
                .unwrap_or(NEW_RATING)
        });
        let seat = match (how, held) {
            (_, Some(s)) => Some(s),
            (Enter::Join, None) => {
                let Some(free) = self.st.seats.iter().position(SeatState::is_free) else {
                    return Err((
                        ErrorCode::RoomFull,
                        format!("room {} has no free seat", self.st.room),
                    ));
                };
                Some(free)
            }
            (Enter::Watch | Enter::Resume, None) => None,
        };
        let was_connected = seat.map(|s| self.connected(s));
        self.conns.insert(
            conn,
            Conn {
                player: player.to_string(),
                name: name.to_string(),
                chat: Bucket::new(limits::CHAT, now),
            },
        );
        out.push(Effect::Entered(conn));
        out.push(Effect::PlayerRoom(
            player.to_string(),
            Some(self.st.room.clone()),
        ));
        if let Some(s) = seat {
            if held.is_none() {
                let seat = &mut self.st.seats[s];
                seat.player = Some(player.to_string());
                seat.name = Some(name.to_string());
                seat.rating = rating;
                self.away_since[s] = None;
                self.vanished[s] = false;
                self.bump();
                self.broadcast_except(&mut out, conn, self.seat_msg(s));
                if self.st.creator.is_none() && !self.st.public {
                    self.st.creator = Some(player.to_string());
                }
            } else if was_connected == Some(false) {
                self.away_since[s] = None;
                self.vanished[s] = false;
                self.bump();
                self.broadcast_except(&mut out, conn, self.seat_msg(s));
            }
        }
        // A room that starts now sends everyone the start's snapshot instead.
        let starting =
            self.st.status == RoomStatus::Waiting && self.st.seats.iter().all(|s| !s.is_free());
        if !starting {
            out.push(Effect::Send(conn, self.snapshot(conn)));
        }
        self.start_if_full(&mut out);
        self.listing(&mut out);
        self.check_vote(&mut out);
        Ok(out)
    }

    fn broadcast_except(&self, out: &mut Vec<Effect>, except: ConnId, msg: ServerMessage) {
        for &c in self.conns.keys().filter(|&&c| c != except) {
            out.push(Effect::Send(c, msg.clone()));
        }
    }

    /// The connection closed (or went to another room without leaving: it does not).
    pub fn disconnected(&mut self, now: u64, conn: ConnId) -> Vec<Effect> {
        self.now = now;
        let mut out = Vec::new();
        let seat = self.conn_seat(conn);
        if self.conns.remove(&conn).is_none() {
            return out;
        }
        if let Some(s) = seat
            && !self.connected(s)
        {
            self.away_since[s] = Some(now);
            self.bump();
            self.broadcast(&mut out, self.seat_msg(s));
        }
        self.check_vote(&mut out);
        self.maybe_close(&mut out);
        out
    }

    /// Time passes: seats gone for `vanish` ms are announced vanished. In a public room that
    /// waits for players such a seat is freed instead, so that `quick_join` never seats a
    /// newcomer with someone who is not there (a room left with nobody closes).
    pub fn tick(&mut self, now: u64) -> Vec<Effect> {
        self.now = now;
        let mut out = Vec::new();
        if self.flag(&mut out) {
            self.listing(&mut out);
            return out;
        }
        let mut freed = false;
        for s in 0..self.st.seats.len() {
            if let Some(t) = self.away_since[s]
                && !self.vanished[s]
                && now.saturating_sub(t) >= self.vanish_ms
            {
                if self.st.public && self.st.status == RoomStatus::Waiting {
                    if let Some(p) = self.st.seats[s].player.take() {
                        out.push(Effect::PlayerRoom(p, None));
                    }
                    self.st.seats[s] = SeatState::default();
                    self.away_since[s] = None;
                    freed = true;
                } else {
                    self.vanished[s] = true;
                }
                self.bump();
                self.broadcast(&mut out, self.seat_msg(s));
            }
        }
        if freed {
            self.listing(&mut out);
            self.maybe_close(&mut out);
        }
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

    fn chat(&mut self, now: u64, conn: ConnId, text: String) -> Vec<Effect> {
        let c = self.conns.get_mut(&conn).expect("checked");
        if !c.chat.take(now) {
            return err(
                conn,
                ErrorCode::RateLimited,
                "too many chat lines: wait a little",
            );
        }
        let from = c.name.clone();
        let text: String = text.chars().take(CHAT_MAX).collect();
        self.st.chat.push(ChatLine {
            from: from.clone(),
            text: text.clone(),
        });
        if self.st.chat.len() > CHAT_KEEP {
            let extra = self.st.chat.len() - CHAT_KEEP;
            self.st.chat.drain(..extra);
        }
        self.whole = true;
        let mut out = Vec::new();
        self.broadcast(&mut out, ServerMessage::Chat { from, text });
        out
    }

    fn leave(&mut self, conn: ConnId) -> Vec<Effect> {
        let mut out = Vec::new();
        let seat = self.conn_seat(conn);
        let player = self.conns[&conn].player.clone();
        // Every connection of the player leaves with it.
        let gone: Vec<ConnId> = self
            .conns
            .iter()
            .filter(|(_, c)| c.player == player)
            .map(|(&id, _)| id)
            .collect();
        for c in &gone {
            self.conns.remove(c);
            out.push(Effect::Left(*c));
        }
        out.push(Effect::PlayerRoom(player, None));
        if let Some(s) = seat {
            self.away_since[s] = None;
            self.vanished[s] = false;
            if self.st.status == RoomStatus::Playing {
                self.forfeit(&mut out, s);
            } else {
                self.st.seats[s] = SeatState::default();
                self.bump();
                self.broadcast(&mut out, self.seat_msg(s));
            }
        }
        self.check_vote(&mut out);
        self.listing(&mut out);
        self.maybe_close(&mut out);
        out
    }

    fn forfeit(&mut self, out: &mut Vec<Effect>, s: usize) {
        self.st.forfeits += 1;
        let seat = &mut self.st.seats[s];
        seat.player = None;
        seat.computer = Some(FORFEIT_LEVEL);
        seat.forfeited = Some(self.st.forfeits);
        self.bump();
        self.broadcast(out, self.seat_msg(s));
        let rules = self.st.rules;
        let units: BTreeSet<usize> = (0..self.st.seats.len())
            .filter(|&i| self.st.seats[i].forfeited.is_none())
            .map(|i| rules.unit_of(Seat(i as u8)))
            .collect();
        if units.len() < 2 {
            let mut result = vec![Standing {
                place: 1,
                seats: (0..self.st.seats.len())
                    .filter(|&i| self.st.seats[i].forfeited.is_none())
                    .map(|i| Seat(i as u8))
                    .collect(),
                score: self.score(None),
            }];
            self.rank_forfeited(&mut result);
            self.end(out, result);
        } else {
            self.advance(out);
        }
    }

    fn score(&self, seat: Option<usize>) -> Score {
        match (self.game.petri(), seat) {
            (Some(p), Some(s)) => Score::Cup(p.cup(Seat(s as u8))),
            (Some(_), None) => Score::Cup(0),
            (None, _) => Score::NotHome,
        }
    }

    /// Moves the forfeited seats out of a ranking and after everyone, latest forfeit first.
    fn rank_forfeited(&self, result: &mut Vec<Standing>) {
        let forfeited: Vec<(u32, usize)> = {
            let mut f: Vec<(u32, usize)> = (0..self.st.seats.len())
                .filter_map(|i| self.st.seats[i].forfeited.map(|k| (k, i)))
                .collect();
            f.sort_by(|a, b| b.cmp(a));
            f
        };
        for st in result.iter_mut() {
            st.seats
                .retain(|s| self.st.seats[s.index()].forfeited.is_none());
        }
        result.retain(|st| !st.seats.is_empty());
        let mut place = 0;
        for st in result.iter_mut() {
            place += 1;
            st.place = place;
        }
        for (_, i) in forfeited {
            place += 1;
            result.push(Standing {
                place,
                seats: vec![Seat(i as u8)],
                score: self.score(Some(i)),
            });
        }
    }

    fn end(&mut self, out: &mut Vec<Effect>, result: Vec<Standing>) {
        if let Some(players) = self.st.rated_players.take()
            && let Some(mode) = self.st.mode
        {
            let r = self.to_rate(&players, &result, mode);
            out.push(Effect::Rate(r.clone()));
            self.st.to_rate = Some(r);
        }
        self.st.status = RoomStatus::Over;
        // The clocks stop with the game (whoever ended it).
        if let Some(c) = &mut self.st.clock
            && c.running.is_some()
        {
            c.stop(self.now);
            let view = c.view(self.now);
            self.broadcast(out, ServerMessage::Clock(view));
        }
        self.st.result = Some(result.clone());
        self.thinking = None;
        self.bump();
        self.broadcast(
            out,
            ServerMessage::Over {
                v: self.st.v,
                result,
            },
        );
        self.close_vote(out);
    }

    /// The rated players by place: those still in their seats as the game ranked them; those
    /// who left, forfeited or were handed to a computer after them, one place each.
    fn to_rate(&self, players: &[PlayerId], result: &[Standing], mode: Mode) -> ToRate {
        let stayed = |s: usize| self.st.seats[s].player.as_ref() == Some(&players[s]);
        let mut teams: Vec<(Vec<PlayerId>, u8)> = Vec::new();
        let mut place = 0;
        for st in result {
            let team: Vec<PlayerId> = st
                .seats
                .iter()
                .map(|s| s.index())
                .filter(|&s| stayed(s))
                .map(|s| players[s].clone())
                .collect();
            if !team.is_empty() {
                place += 1;
                teams.push((team, place));
            }
        }
        // Then those who left, in the order the game ranked their seats (the last to leave
        // first).
        for st in result {
            for s in st.seats.iter().map(|s| s.index()).filter(|&s| !stayed(s)) {
                place += 1;
                teams.push((vec![players[s].clone()], place));
            }
        }
        ToRate {
            game: format!("{}-{}", self.st.room, self.st.games),
            mode: mode.key(),
            teams,
            seats: players
                .iter()
                .enumerate()
                .map(|(s, p)| (s as u8, p.clone()))
                .collect(),
            record: {
                let mut record = self.game.record();
                record.names = self.names();
                record
            },
        }
    }

    /// The ratings of [`Effect::Rate`] are stored: each rated player's new rating and change
    /// (by player). The seats show them, everyone hears them; the room rates the game no more.
    pub fn rated(&mut self, game: &str, changes: &[(PlayerId, SeatRating, i32)]) -> Vec<Effect> {
        let mut out = Vec::new();
        let Some(r) = self.st.to_rate.take_if(|r| r.game == game) else {
            return out;
        };
        let mut shown = Vec::new();
        for (player, rating, change) in changes {
            let Some(&(seat, _)) = r.seats.iter().find(|(_, p)| p == player) else {
                continue;
            };
            let s = &mut self.st.seats[usize::from(seat)];
            if s.player.as_ref() == Some(player) {
                s.rating = Some(*rating);
            }
            shown.push(petri_net::RatingChange {
                seat,
                rating: rating.rating,
                change: *change,
                provisional: rating.provisional,
            });
        }
        // Stored, not a new version: `rated` is heard, not followed.
        self.whole = true;
        self.broadcast(&mut out, ServerMessage::Rated { changes: shown });
        out
    }

    fn close_vote(&mut self, out: &mut Vec<Effect>) {
        if let Some(vote) = self.st.vote.take() {
            self.whole = true;
            self.broadcast(out, ServerMessage::VoteClosed { kind: vote.kind });
        }
    }

    fn play_move(&mut self, conn: ConnId, v: u64, text: &str) -> Vec<Effect> {
        let Some(seat) = self.conn_seat(conn) else {
            return err(
                conn,
                ErrorCode::NotYourTurn,
                "you watch this room: you have no seat",
            );
        };
        if self.st.status != RoomStatus::Playing {
            return err(
                conn,
                ErrorCode::IllegalMove,
                format!("no game is running ({:?})", self.st.status).to_lowercase(),
            );
        }
        if v != self.st.v {
            return err(
                conn,
                ErrorCode::Stale,
                format!("the room is at v {}, not {v}: sync", self.st.v),
            );
        }
        // Too late: the server's clock decides, not when the client says it moved.
        let mut out = Vec::new();
        if self.flag(&mut out) {
            out.push(Effect::Send(
                conn,
                ServerMessage::error(ErrorCode::IllegalMove, "out of time"),
            ));
            return out;
        }
        let to_move = self.game.to_move();
        if to_move.index() != seat {
            return err(
                conn,
                ErrorCode::NotYourTurn,
                format!(
                    "it is seat {to_move}'s turn, not seat {}'s",
                    Seat(seat as u8)
                ),
            );
        }
        let action = match WireMove::read(&self.game, text) {
            Ok(WireMove::Roll) if !self.game.awaits_dice() => {
                return err(
                    conn,
                    ErrorCode::IllegalMove,
                    "there are no dice to roll now",
                );
            }
            Ok(WireMove::Roll) => self.roll(),
            Ok(WireMove::Act(a)) => a,
            Err(e) => return err(conn, ErrorCode::IllegalMove, e),
        };
        if let Err(e) = self.apply(&mut out, seat, action) {
            return err(conn, ErrorCode::IllegalMove, e);
        }
        self.advance(&mut out);
        out
    }

    fn roll(&mut self) -> Action {
        let a = self.dice.random_range(1..=6u8);
        let b = self.dice.random_range(1..=6u8);
        self.moved = true;
        Action::Petri(PetriAction::Roll(a, b))
    }

    /// Plays an action and announces every record entry it adds.
    fn apply(&mut self, out: &mut Vec<Effect>, seat: usize, action: Action) -> Result<(), String> {
        let before = self.played();
        self.game
            .play(Seat(seat as u8), action)
            .map_err(|e| e.to_string())?;
        for action in self.moves_from(before) {
            // A move: stored as the move (not the room).
            self.st.v += 1;
            self.moved = true;
            self.broadcast(
                out,
                ServerMessage::Moved {
                    v: self.st.v,
                    seat: seat as u8,
                    action,
                },
            );
        }
        Ok(())
    }

    /// Plays what nobody needs to decide, ends a finished game, asks for a computer's think,
    /// and runs the clock of the person to move (if any).
    fn advance(&mut self, out: &mut Vec<Effect>) {
        self.advance_game(out);
        self.clock_turn(out);
    }

    /// Whose clock runs now: the person to move in a running game (none for a computer).
    /// When that changes, the turn that ended is charged and everyone hears the clocks.
    fn clock_turn(&mut self, out: &mut Vec<Effect>) {
        if let Some(view) = self.clock_to_mover() {
            self.broadcast(out, ServerMessage::Clock(view));
        }
    }

    /// [`Room::clock_turn`] without telling anyone: the clock that changed, if it did.
    fn clock_to_mover(&mut self) -> Option<ClockView> {
        let now = self.now;
        let to_move = (self.st.status == RoomStatus::Playing && !self.game.is_over())
            .then(|| self.game.to_move().index())
            .filter(|&s| self.st.seats[s].computer.is_none());
        let clock = self.st.clock.as_mut()?;
        if clock.running.map(|(s, _)| usize::from(s)) == to_move {
            return None;
        }
        clock.stop(now);
        clock.running = to_move.map(|s| (s as u8, now));
        self.moved = true;
        Some(clock.view(now))
    }

    /// The person to move ran out of time: with two sides left they lose, and keep their seat
    /// (the game is over: they may vote a rematch, and their seat shows the rating the loss
    /// gives); with more a computer plays their seat on and they are ranked last (as a
    /// forfeit). True when so.
    fn flag(&mut self, out: &mut Vec<Effect>) -> bool {
        let now = self.now;
        let Some(clock) = &mut self.st.clock else {
            return false;
        };
        let (Some(deadline), Some((s, _))) = (clock.deadline(), clock.running) else {
            return false;
        };
        if now < deadline || self.st.status != RoomStatus::Playing {
            return false;
        }
        clock.running = None;
        clock.left_ms[usize::from(s)] = 0;
        self.broadcast(out, ServerMessage::OutOfTime { seat: s });
        self.thinking = None;
        let s = usize::from(s);
        if self.units_left_without(s) < 2 {
            self.lose_on_time(out, s);
        } else {
            self.forfeit(out, s);
        }
        if self.st.status == RoomStatus::Playing {
            self.clock_turn(out);
        }
        true
    }

    /// The units (seats, or teams) that have not forfeited, seat `s` left out.
    fn units_left_without(&self, s: usize) -> usize {
        let rules = self.st.rules;
        (0..self.st.seats.len())
            .filter(|&i| i != s && self.st.seats[i].forfeited.is_none())
            .map(|i| rules.unit_of(Seat(i as u8)))
            .collect::<BTreeSet<usize>>()
            .len()
    }

    /// Seat `s` ran out of time and the game ends with its loss: those left share first place,
    /// then `s`, then the seats that forfeited earlier (latest first). The person stays in
    /// the seat: no computer takes it, and it is not freed at the next game.
    fn lose_on_time(&mut self, out: &mut Vec<Effect>, s: usize) {
        self.st.forfeits += 1;
        self.st.seats[s].forfeited = Some(self.st.forfeits);
        let mut result = vec![Standing {
            place: 1,
            seats: (0..self.st.seats.len())
                .filter(|&i| self.st.seats[i].forfeited.is_none())
                .map(|i| Seat(i as u8))
                .collect(),
            score: self.score(None),
        }];
        self.rank_forfeited(&mut result);
        // Ranked; from here on the seat is the person's like any other.
        self.st.seats[s].forfeited = None;
        self.end(out, result);
    }

    fn advance_game(&mut self, out: &mut Vec<Effect>) {
        while self.st.status == RoomStatus::Playing {
            if self.game.is_over() {
                let mut result = self.game.standings();
                self.rank_forfeited(&mut result);
                self.end(out, result);
                return;
            }
            let s = self.game.to_move().index();
            let seat = &self.st.seats[s];
            if let Some(level) = seat.computer {
                if self.game.awaits_dice() {
                    let a = self.roll();
                    self.apply(out, s, a).expect("a roll when dice are awaited");
                    continue;
                }
                if let Some(a) = self.game.forced_pass() {
                    self.apply(out, s, a).expect("a forced pass");
                    continue;
                }
                let turn = (self.st.games, self.played());
                if self.thinking != Some(turn) {
                    self.thinking = Some(turn);
                    out.push(Effect::Think {
                        turn,
                        game: Box::new(self.game.clone()),
                        level,
                        seed: u64::from_le_bytes(self.st.dice_seed[..8].try_into().unwrap())
                            ^ turn.1 as u64
                            ^ (u64::from(turn.0) << 32),
                    });
                }
                return;
            }
            if let Some(a) = self.game.forced_pass() {
                self.apply(out, s, a).expect("a forced pass");
                continue;
            }
            return;
        }
    }

    /// A computer's answer to [`Effect::Think`] (ignored when the game moved on).
    pub fn computer_moved(&mut self, turn: (u32, usize), action: Option<Action>) -> Vec<Effect> {
        let mut out = Vec::new();
        if self.thinking != Some(turn)
            || turn != (self.st.games, self.played())
            || self.st.status != RoomStatus::Playing
        {
            return out;
        }
        self.thinking = None;
        let s = self.game.to_move().index();
        if self.st.seats[s].computer.is_none() {
            return out;
        }
        // A computer that finds nothing (it should not) plays the first legal action.
        let action = action
            .filter(|a| self.game.clone().play(Seat(s as u8), *a).is_ok())
            .or_else(|| self.game.legal_actions().first().copied());
        if let Some(a) = action
            && self.apply(&mut out, s, a).is_ok()
        {
            self.advance(&mut out);
        }
        out
    }

    fn start_if_full(&mut self, out: &mut Vec<Effect>) {
        if self.st.status == RoomStatus::Waiting && self.st.seats.iter().all(|s| !s.is_free()) {
            self.st.status = RoomStatus::Playing;
            self.st.games += 1;
            self.st.forfeits = 0;
            self.st.started_ms = self.now;
            if let Some(c) = &mut self.st.clock {
                c.left_ms = vec![c.control.start_ms(); c.left_ms.len()];
                c.running = None;
            }
            // Rated when a person with an account holds every seat.
            self.st.rated_players = self
                .st
                .rated
                .then(|| {
                    self.st
                        .seats
                        .iter()
                        .map(|s| s.player.clone().filter(|_| s.rating.is_some()))
                        .collect::<Option<Vec<_>>>()
                })
                .flatten();
            self.replace_game();
            self.thinking = None;
            self.st.result = None;
            self.bump();
            // The first mover's clock runs in the snapshots themselves (no `clock` frame
            // after them to say so).
            self.clock_to_mover();
            self.snapshots(out);
            self.advance(out);
        }
    }

    fn listing(&mut self, out: &mut Vec<Effect>) {
        if !self.st.public {
            return;
        }
        let open =
            self.st.status == RoomStatus::Waiting && self.st.seats.iter().any(SeatState::is_free);
        if self.listed != Some(open) {
            self.listed = Some(open);
            out.push(Effect::Listed(open));
        }
    }

    fn maybe_close(&mut self, out: &mut Vec<Effect>) {
        if self.conns.is_empty() && self.players().next().is_none() {
            if self.listed == Some(true) {
                self.listed = Some(false);
                out.push(Effect::Listed(false));
            }
            out.push(Effect::Close);
        }
    }

    fn add_computer(&mut self, conn: ConnId, seat: u8, level: Level) -> Vec<Effect> {
        if self.st.rated {
            return err(conn, ErrorCode::NotAllowed, "a rated game has no computers");
        }
        let player = &self.conns[&conn].player;
        if self.st.public || self.st.creator.as_ref() != Some(player) {
            return err(
                conn,
                ErrorCode::NotAllowed,
                "only the creator of a friends room adds computers",
            );
        }
        if self.st.status != RoomStatus::Waiting {
            return err(conn, ErrorCode::NotAllowed, "the game has started");
        }
        let s = match self.seat_index(conn, seat) {
            Ok(s) => s,
            Err(refused) => return refused,
        };
        if !self.st.seats[s].is_free() {
            return err(conn, ErrorCode::RoomFull, format!("seat {seat} is taken"));
        }
        self.st.seats[s] = SeatState {
            player: None,
            name: Some(format!("computer ({level})")),
            computer: Some(level),
            forfeited: None,
            rating: None,
        };
        self.bump();
        let mut out = Vec::new();
        self.broadcast(&mut out, self.seat_msg(s));
        self.start_if_full(&mut out);
        self.listing(&mut out);
        out
    }

    /// A seat named in a message, or the refusal for a seat the room does not have.
    fn seat_index(&self, conn: ConnId, seat: u8) -> Result<usize, Vec<Effect>> {
        let s = usize::from(seat);
        if s < self.st.seats.len() {
            Ok(s)
        } else {
            Err(err(
                conn,
                ErrorCode::BadMessage,
                format!("the room has no seat {seat}"),
            ))
        }
    }

    fn take_seat(&mut self, conn: ConnId, seat: u8) -> Vec<Effect> {
        if self.conn_seat(conn).is_some() {
            return err(conn, ErrorCode::NotAllowed, "you hold a seat already");
        }
        let s = match self.seat_index(conn, seat) {
            Ok(s) => s,
            Err(refused) => return refused,
        };
        let st = &self.st.seats[s];
        let replaced = st.player.is_none() && st.computer == Some(REPLACE_LEVEL);
        let takeable = match self.st.status {
            RoomStatus::Playing => replaced && st.forfeited.is_none() || st.is_free(),
            _ => st.is_free(),
        };
        if !takeable {
            return err(
                conn,
                ErrorCode::RoomFull,
                format!("seat {seat} is not free"),
            );
        }
        let c = &self.conns[&conn];
        self.st.seats[s] = SeatState {
            player: Some(c.player.clone()),
            name: Some(c.name.clone()),
            computer: None,
            forfeited: None,
            rating: None,
        };
        self.thinking = None;
        self.away_since[s] = None;
        self.vanished[s] = false;
        self.bump();
        let mut out = Vec::new();
        self.broadcast(&mut out, self.seat_msg(s));
        out.push(Effect::Send(conn, self.snapshot(conn)));
        self.start_if_full(&mut out);
        self.listing(&mut out);
        out
    }

    /// Seats of people who are connected: the voters.
    fn present(&self) -> Vec<u8> {
        (0..self.st.seats.len())
            .filter(|&i| self.st.seats[i].player.is_some() && self.connected(i))
            .map(|i| i as u8)
            .collect()
    }

    fn propose(
        &mut self,
        _now: u64,
        conn: ConnId,
        kind: VoteKind,
        seat: Option<u8>,
    ) -> Vec<Effect> {
        let Some(me) = self.conn_seat(conn) else {
            return err(conn, ErrorCode::NotInRoom, "only seated players vote");
        };
        if self.st.vote.is_some() {
            return err(conn, ErrorCode::VoteRefused, "a vote is running");
        }
        let any_vanished =
            (0..self.st.seats.len()).any(|i| self.vanished[i] && self.st.seats[i].player.is_some());
        match kind {
            VoteKind::NewGame if self.st.status == RoomStatus::Waiting => {
                return err(conn, ErrorCode::VoteRefused, "no game has started yet");
            }
            VoteKind::Cancel if self.st.status != RoomStatus::Playing => {
                return err(conn, ErrorCode::VoteRefused, "no game is running");
            }
            VoteKind::Cancel if !any_vanished => {
                return err(
                    conn,
                    ErrorCode::VoteRefused,
                    "nobody has been gone long enough to cancel",
                );
            }
            VoteKind::Computer => {
                let s = seat.unwrap_or(u8::MAX) as usize;
                if self.st.status != RoomStatus::Playing
                    || s >= self.st.seats.len()
                    || !self.vanished[s]
                    || self.st.seats[s].player.is_none()
                {
                    return err(
                        conn,
                        ErrorCode::VoteRefused,
                        "only a seat gone long enough can be handed to a computer",
                    );
                }
            }
            _ => {}
        }
        let mut out = Vec::new();
        self.st.vote = Some(VoteState {
            kind,
            seat,
            yes: vec![me as u8],
            needed: self.present().len() as u8,
        });
        self.whole = true;
        self.check_vote(&mut out);
        out
    }

    fn vote(&mut self, conn: ConnId, kind: VoteKind, yes: bool) -> Vec<Effect> {
        let Some(me) = self.conn_seat(conn) else {
            return err(conn, ErrorCode::NotInRoom, "only seated players vote");
        };
        let Some(vote) = self.st.vote.as_mut() else {
            return err(conn, ErrorCode::VoteRefused, "no vote is running");
        };
        if vote.kind != kind {
            return err(conn, ErrorCode::VoteRefused, "that is not the running vote");
        }
        let mut out = Vec::new();
        self.whole = true;
        if !yes {
            self.close_vote(&mut out);
            return out;
        }
        if !vote.yes.contains(&(me as u8)) {
            vote.yes.push(me as u8);
        }
        self.check_vote(&mut out);
        out
    }

    /// Announces the running vote, or carries it out once every present player said yes.
    fn check_vote(&mut self, out: &mut Vec<Effect>) {
        let present = self.present();
        let Some(vote) = self.st.vote.as_mut() else {
            return;
        };
        vote.yes.retain(|s| present.contains(s));
        let needed = present.len() as u8;
        let passed = present.iter().all(|s| vote.yes.contains(s));
        if vote.needed != needed {
            vote.needed = needed;
            self.whole = true;
        }
        if !passed {
            let msg = ServerMessage::Vote(vote.clone());
            self.broadcast(out, msg);
            return;
        }
        let vote = self.st.vote.take().expect("a vote");
        self.whole = true;
        match vote.kind {
            VoteKind::NewGame => self.new_game(out),
            VoteKind::Cancel => {
                self.st.status = RoomStatus::Cancelled;
                if let Some(c) = &mut self.st.clock {
                    c.stop(self.now);
                }
                self.thinking = None;
                self.bump();
                self.snapshots(out);
            }
            VoteKind::Computer => {
                let s = vote.seat.expect("checked") as usize;
                if let Some(p) = self.st.seats[s].player.take() {
                    out.push(Effect::PlayerRoom(p, None));
                }
                self.st.seats[s].computer = Some(REPLACE_LEVEL);
                self.st.seats[s].name = Some(format!("computer ({REPLACE_LEVEL})"));
                self.away_since[s] = None;
                self.vanished[s] = false;
                self.bump();
                self.snapshots(out);
                self.advance(out);
            }
        }
        self.listing(out);
    }

    fn new_game(&mut self, out: &mut Vec<Effect>) {
        let n = self.st.seats.len();
        let mut seats = vec![SeatState::default(); n];
        let mut away = vec![None; n];
        let mut vanished = vec![false; n];
        for i in 0..n {
            let mut s = self.st.seats[i].clone();
            if s.forfeited.is_some() {
                s = SeatState::default();
            }
            seats[(i + 1) % n] = s;
            away[(i + 1) % n] = self.away_since[i];
            vanished[(i + 1) % n] = self.vanished[i];
        }
        self.st.seats = seats;
        self.away_since = away;
        self.vanished = vanished;
        self.st.status = RoomStatus::Waiting;
        self.st.result = None;
        self.thinking = None;
        self.replace_game();
        if self.st.seats.iter().all(|s| !s.is_free()) {
            self.start_if_full(out);
        } else {
            self.bump();
            self.snapshots(out);
        }
    }
}

#[cfg(test)]
mod tests;
