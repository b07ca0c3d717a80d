//! What a room stores and what changed since it was stored: the room's stored state
//! ([`RoomState`], one [`SeatState`] a seat), a change in proportion to what changed
//! ([`Change`]: the moves played since, or the room without its moves when more changed), a
//! row of moves as stored ([`MovesRow`]), and the room made whole again from the two
//! ([`assemble`]).

use petri_net::{ChatLine, Level, Mode, RoomStatus, SeatRating, VoteState};
use petri_rules::{Game, GameRecord, Rules, Standing};
use serde::{Deserialize, Serialize};

use super::{Clock, PlayerId, Room, ToRate};

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

impl SeatState {
    /// No person and no computer holds the seat.
    pub(super) fn is_free(&self) -> bool {
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

impl Room {
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
    pub(super) fn moves_from(&self, k: usize) -> Vec<String> {
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
    pub(super) fn played(&self) -> usize {
        self.game.progress().0
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

    /// A visible change: the version goes up by one and the room is stored.
    pub(super) fn bump(&mut self) {
        self.st.v += 1;
        self.whole = true;
    }
}
