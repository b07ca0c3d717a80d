//! The server's storage as one interface, [`Storage`], with two implementations: SQLite for one
//! process ([`crate::store::Sqlite`]) and Redis for several nodes ([`crate::cluster::Redis`]).
//! The server asks the interface and never which one it has: players and their tokens, where
//! each player sits, the public rooms with free seats (quick join), and each room's log of
//! changes ([`RoomLog`]). What only a cluster has — leases, messages between nodes, the
//! watchdog — is the node's part (`server/nodes.rs`, `server/route.rs`, `server/node.rs`),
//! not storage.

use std::collections::BTreeMap;

use futures_util::future::BoxFuture;
use serde::{Deserialize, Serialize};

use crate::ratings::Rating;

use crate::room::{Change, PlayerId, Room, RoomState};

/// A player found by their token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Known {
    pub id: PlayerId,
    /// The account's name, when the player has one.
    pub account: Option<String>,
}

/// An account as stored: its player, its name as registered, the key names are compared by
/// and the password's Argon2id hash (a PHC string; the password itself is never stored).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Account {
    pub player: PlayerId,
    pub name: String,
    pub key: String,
    pub password: String,
}

/// A rated game as stored: its id (`ROOM-GAME`), mode, time, record and players.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatedGame {
    pub game: String,
    pub mode: String,
    /// Milliseconds since 1970.
    pub at_ms: u64,
    pub players: Vec<RatedPlayer>,
    pub record: petri_rules::GameRecord,
}

/// A rated game without its record: what a player's page lists.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameSummary {
    pub game: String,
    pub mode: String,
    pub at_ms: u64,
    pub players: Vec<RatedPlayer>,
}

/// A player's part in a rated game: place, rating before and after.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatedPlayer {
    pub player: PlayerId,
    pub place: u8,
    pub before: Rating,
    pub after: Rating,
}

/// What went wrong, said for a person.
pub type Fail = String;

/// A storage call: answered later, without blocking the runtime.
pub type Call<'a, T> = BoxFuture<'a, Result<T, Fail>>;

/// Where the server keeps what outlives a connection.
pub trait Storage: Send + Sync + 'static {
    /// Whether the storage answers now. While it does not, no new rooms are opened.
    fn available(&self) -> bool {
        true
    }

    /// The player whose token has this hash. A guest's name is updated to `name`; an
    /// account keeps its own (answered in [`Known::account`]).
    fn player_by_token<'a>(&'a self, hash: &'a str, name: &'a str) -> Call<'a, Option<Known>>;

    /// A new player (a guest) with their token's hash.
    fn add_player<'a>(&'a self, id: &'a str, hash: &'a str, name: &'a str) -> Call<'a, ()>;

    /// The account whose name has this key ([`crate::accounts::name_key`]).
    fn account<'a>(&'a self, key: &'a str) -> Call<'a, Option<Account>>;

    /// The player's account, if they have one.
    fn account_of<'a>(&'a self, player: &'a str) -> Call<'a, Option<Account>>;

    /// The player (a guest) becomes `account` (its `player`), keeping its token (`hash`).
    /// False: the name's key is taken, or the player has an account already.
    fn register<'a>(&'a self, account: &'a Account, hash: &'a str) -> Call<'a, bool>;

    /// Another token for the player (a login).
    fn add_token<'a>(&'a self, player: &'a str, hash: &'a str) -> Call<'a, ()>;

    /// The token stops working (a logout).
    fn drop_token<'a>(&'a self, player: &'a str, hash: &'a str) -> Call<'a, ()>;

    /// A new password hash; every token of the player but `keep` stops working.
    fn set_password<'a>(&'a self, player: &'a str, phc: &'a str, keep: &'a str) -> Call<'a, ()>;

    /// The account goes: its name is free again, its tokens stop working, and the player's
    /// name becomes [`crate::accounts::DELETED`] (their games stay under it).
    fn delete_account<'a>(&'a self, player: &'a str) -> Call<'a, ()>;

    /// The room where the player has a seat (or watches), if any.
    fn player_room<'a>(&'a self, player: &'a str) -> Call<'a, Option<String>>;

    /// The player is in `room` now (`Some`), or left `only_if` (`None`: forgotten only when
    /// that was still their room).
    fn set_player_room<'a>(
        &'a self,
        player: &'a str,
        room: Option<&'a str>,
        only_if: &'a str,
    ) -> Call<'a, ()>;

    /// Quick join: the oldest public room of the pool (a mode, rated or casual:
    /// [`crate::room::Room::pool_of`]) with a free seat, or `fresh` (and `true`) when there is
    /// none; the caller then opens it with `players` seats.
    fn claim<'a>(
        &'a self,
        pool: &'a str,
        players: u8,
        fresh: &'a str,
        now_ms: u64,
    ) -> Call<'a, (String, bool)>;

    /// A claimed room could not be entered after all (full meanwhile, or gone).
    fn unclaimable(&self, _pool: &str, _room: &str) {}

    /// A public room's free seats now (0: no longer open to quick join).
    fn list<'a>(&'a self, room: &'a str, pool: &'a str, free: usize, now_ms: u64) -> Call<'a, ()>;

    /// Takes a new room's name: false when it is taken (elsewhere) already.
    fn take_name<'a>(&'a self, _room: &'a str) -> Call<'a, bool> {
        Box::pin(async { Ok(true) })
    }

    /// A new room's log, its first entry written.
    fn start_log<'a>(&'a self, room: &'a mut Room) -> Call<'a, Box<dyn RoomLog>>;

    /// A room that closed: forgotten with its moves.
    fn forget_room<'a>(&'a self, room: &'a str, pool: Option<&'a str>) -> Call<'a, ()>;

    /// The player's ratings, by mode key.
    fn ratings<'a>(&'a self, player: &'a str) -> Call<'a, BTreeMap<String, Rating>>;

    /// Stores a rated game's ratings unless the game (by its id) was rated already; either
    /// way answers the ratings stored for it. So a game updates ratings exactly once, whichever
    /// node or restart rates it.
    fn rate_game<'a>(&'a self, game: &'a RatedGame) -> Call<'a, Vec<RatedPlayer>>;

    /// A mode's best players who played since `since_ms`, best first, at most `limit`: their
    /// player ids and ratings.
    fn leaderboard<'a>(
        &'a self,
        mode: &'a str,
        since_ms: u64,
        limit: usize,
    ) -> Call<'a, Vec<(PlayerId, Rating)>>;

    /// The player's rated games, newest first, at most `limit` (without their records).
    fn player_games<'a>(&'a self, player: &'a str, limit: usize) -> Call<'a, Vec<GameSummary>>;

    /// A rated game's record (JSON), if the game is stored.
    fn game_record<'a>(&'a self, game: &'a str) -> Call<'a, Option<String>>;

    /// The players' names now (a deleted account's: "deleted player"), in order.
    fn names<'a>(&'a self, players: &'a [PlayerId]) -> Call<'a, Vec<String>>;

    /// The rooms to bring back when the server starts, each with its log. A cluster brings a
    /// room back when someone needs it (a takeover), so it answers none.
    fn stored_rooms(&self) -> Call<'_, Vec<(RoomState, Box<dyn RoomLog>)>>;

    /// Public rooms with free seats known here (the `stats:` line; `None`: not counted here).
    fn open_rooms(&self) -> Option<usize> {
        None
    }
}

/// A room's changes as its task stores them, each before anyone is told.
pub trait RoomLog: Send {
    /// Stores the room's change (`None`: the room whole). False: another node runs the room
    /// now, and nothing of the change may be sent.
    fn write<'a>(&'a mut self, room: &'a mut Room, change: Option<Change>) -> BoxFuture<'a, bool>;

    /// On the room's tick (its lease kept, with several nodes). False: the room is lost.
    fn keep<'a>(&'a mut self, _room: &'a mut Room, _now_ms: u64) -> BoxFuture<'a, bool> {
        Box::pin(async { true })
    }
}
