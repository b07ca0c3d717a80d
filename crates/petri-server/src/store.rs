//! The server's storage: one SQLite file (WAL) under `--data`. Players (id, name and the
//! SHA-256 of their token: tokens themselves are never stored) and rooms. A room is stored as
//! two parts: one JSON document of its [`RoomState`](crate::room::RoomState) without the
//! game's moves (seats, chat, vote, the record's head, the dice stream), rewritten when any of
//! that changes, and rows of moves appended after it (`room_moves`: the record entries with `v`
//! and the dice position after them). A move appends one small row, so its write does not grow
//! with the game; a new game drops the old game's rows. Each change is one transaction, so a
//! room is always stored whole as it was last announced.
//!
//! This file opens the database (its tables) and holds the [`Store`]; the rest is by concern:
//!
//! * `store/players.rs`: players, their tokens' hashes, accounts and their sessions.
//! * `store/ratings.rs`: ratings by mode, rated games (stored once), leaderboards, a player's
//!   games.
//! * `store/rooms.rs`: rooms and their rows of moves: a change written, every room read back.
//! * `store/sqlite.rs`: [`Sqlite`], the one-process [`Storage`](crate::storage::Storage) over
//!   the store (with quick join's open rooms and the players' rooms in memory).
//! * `store/tests.rs`: the store's tests.

mod players;
mod ratings;
mod rooms;
mod sqlite;

use std::path::Path;
use std::sync::{Arc, Mutex};

use rusqlite::Connection;
use sha2::{Digest, Sha256};

pub use self::sqlite::Sqlite;

/// The database, shared by the server's tasks (calls block: run them on blocking threads).
#[derive(Clone)]
pub struct Store {
    db: Arc<Mutex<Connection>>,
}

/// What the store wrote so far (what the tests weigh a change by).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Written {
    /// Bytes of rooms' JSON and moves handed to SQLite.
    pub bytes: u64,
    /// Rows inserted, updated or deleted.
    pub rows: u64,
}

/// The hash a token is stored and looked up by.
pub fn token_hash(token: &str) -> String {
    let digest = Sha256::digest(token.as_bytes());
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

impl Store {
    /// Opens (or creates) `DIR/petri-server.sqlite`.
    pub fn open(dir: &Path) -> rusqlite::Result<Store> {
        std::fs::create_dir_all(dir).map_err(|e| {
            rusqlite::Error::SqliteFailure(
                rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_CANTOPEN),
                Some(format!("{}: {e}", dir.display())),
            )
        })?;
        let db = Connection::open(dir.join("petri-server.sqlite"))?;
        db.pragma_update(None, "journal_mode", "WAL")?;
        // WAL with NORMAL: a committed write survives the process being killed.
        db.pragma_update(None, "synchronous", "NORMAL")?;
        db.execute_batch(
            "CREATE TABLE IF NOT EXISTS players (
                 id TEXT PRIMARY KEY,
                 token_hash TEXT NOT NULL UNIQUE,
                 name TEXT NOT NULL
             );
             CREATE TABLE IF NOT EXISTS rooms (
                 name TEXT PRIMARY KEY,
                 state TEXT NOT NULL
             );
             CREATE TABLE IF NOT EXISTS room_moves (
                 id INTEGER PRIMARY KEY,
                 room TEXT NOT NULL,
                 moves TEXT NOT NULL,
                 v INTEGER NOT NULL,
                 dice_pos TEXT NOT NULL
             );
             CREATE INDEX IF NOT EXISTS room_moves_by_room ON room_moves (room, id);
             CREATE TABLE IF NOT EXISTS accounts (
                 player TEXT PRIMARY KEY,
                 key TEXT NOT NULL UNIQUE,
                 name TEXT NOT NULL,
                 password TEXT NOT NULL
             );
             CREATE TABLE IF NOT EXISTS sessions (
                 token_hash TEXT PRIMARY KEY,
                 player TEXT NOT NULL
             );
             CREATE INDEX IF NOT EXISTS sessions_by_player ON sessions (player);
             CREATE TABLE IF NOT EXISTS ratings (
                 player TEXT NOT NULL,
                 mode TEXT NOT NULL,
                 rating TEXT NOT NULL,
                 value REAL NOT NULL,
                 last_ms INTEGER NOT NULL,
                 PRIMARY KEY (player, mode)
             );
             CREATE INDEX IF NOT EXISTS ratings_by_mode ON ratings (mode, value);
             CREATE TABLE IF NOT EXISTS rated_games (
                 game TEXT PRIMARY KEY,
                 mode TEXT NOT NULL,
                 at_ms INTEGER NOT NULL,
                 players TEXT NOT NULL,
                 record TEXT NOT NULL
             );
             CREATE TABLE IF NOT EXISTS game_players (
                 player TEXT NOT NULL,
                 game TEXT NOT NULL,
                 at_ms INTEGER NOT NULL,
                 PRIMARY KEY (player, game)
             );
             CREATE INDEX IF NOT EXISTS game_players_by_time ON game_players (player, at_ms);",
        )?;
        // Added later: the clocks after a row's moves (a database made before has no column).
        let has_clock: bool = db
            .prepare("SELECT 1 FROM pragma_table_info('room_moves') WHERE name = 'clock'")?
            .exists([])?;
        if !has_clock {
            db.execute_batch("ALTER TABLE room_moves ADD COLUMN clock TEXT")?;
        }
        Ok(Store {
            db: Arc::new(Mutex::new(db)),
        })
    }

    /// The connection (still usable after a task panicked holding it).
    fn db(&self) -> std::sync::MutexGuard<'_, Connection> {
        self.db.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[cfg(test)]
mod tests;
