//! The server's storage: one SQLite file (WAL) under `--data`. Players (id, name and the
//! SHA-256 of their token: tokens themselves are never stored) and rooms, each room one JSON
//! document of its [`RoomState`] (seats, record, chat, vote, dice stream) written in one
//! transaction, so a room is always stored whole as it was last announced.

use std::path::Path;
use std::sync::{Arc, Mutex};

use rusqlite::{Connection, OptionalExtension, params};
use sha2::{Digest, Sha256};

use crate::room::RoomState;

/// The database, shared by the server's tasks (calls block: run them on blocking threads).
#[derive(Clone)]
pub struct Store {
    db: Arc<Mutex<Connection>>,
}

/// A stored player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerRow {
    pub id: String,
    pub name: String,
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
             );",
        )?;
        Ok(Store {
            db: Arc::new(Mutex::new(db)),
        })
    }

    fn db(&self) -> std::sync::MutexGuard<'_, Connection> {
        self.db.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub fn add_player(&self, id: &str, token: &str, name: &str) -> rusqlite::Result<()> {
        self.db().execute(
            "INSERT INTO players (id, token_hash, name) VALUES (?1, ?2, ?3)",
            params![id, token_hash(token), name],
        )?;
        Ok(())
    }

    /// The player a token belongs to; their name is updated to `name`.
    pub fn player_by_token(&self, token: &str, name: &str) -> rusqlite::Result<Option<PlayerRow>> {
        let db = self.db();
        let hash = token_hash(token);
        let id: Option<String> = db
            .query_row(
                "SELECT id FROM players WHERE token_hash = ?1",
                params![hash],
                |r| r.get(0),
            )
            .optional()?;
        let Some(id) = id else { return Ok(None) };
        db.execute(
            "UPDATE players SET name = ?1 WHERE id = ?2",
            params![name, id],
        )?;
        Ok(Some(PlayerRow {
            id,
            name: name.to_string(),
        }))
    }

    pub fn save_room(&self, state: &RoomState) -> rusqlite::Result<()> {
        let json = serde_json::to_string(state).expect("room state is plain data");
        self.db().execute(
            "INSERT INTO rooms (name, state) VALUES (?1, ?2)
             ON CONFLICT(name) DO UPDATE SET state = excluded.state",
            params![state.room, json],
        )?;
        Ok(())
    }

    pub fn delete_room(&self, name: &str) -> rusqlite::Result<()> {
        self.db()
            .execute("DELETE FROM rooms WHERE name = ?1", params![name])?;
        Ok(())
    }

    /// Every stored room (those that cannot be read are reported and skipped).
    pub fn rooms(&self) -> rusqlite::Result<Vec<RoomState>> {
        let db = self.db();
        let mut q = db.prepare("SELECT name, state FROM rooms")?;
        let rows = q.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)))?;
        let mut out = Vec::new();
        for row in rows {
            let (name, json) = row?;
            match serde_json::from_str(&json) {
                Ok(st) => out.push(st),
                Err(e) => eprintln!("room {name}: cannot read its stored state: {e}"),
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_stored_hashed_and_found_again() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let token = "0123456789abcdef0123456789abcdef";
        store.add_player("p1", token, "Ann").unwrap();
        let found = store.player_by_token(token, "Anna").unwrap().unwrap();
        assert_eq!(found.id, "p1");
        assert_eq!(found.name, "Anna");
        assert!(
            store
                .player_by_token(&"f".repeat(32), "x")
                .unwrap()
                .is_none()
        );
        let db = store.db();
        let stored: String = db
            .query_row("SELECT token_hash FROM players", [], |r| r.get(0))
            .unwrap();
        assert_ne!(stored, token);
        assert_eq!(stored, token_hash(token));
    }
}
