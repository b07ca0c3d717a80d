//! The server's storage: one SQLite file (WAL) under `--data`. Players (id, name and the
//! SHA-256 of their token: tokens themselves are never stored) and rooms. A room is stored as
//! two parts: one JSON document of its [`RoomState`] without the game's moves (seats, chat,
//! vote, the record's head, the dice stream), rewritten when any of that changes, and rows of
//! moves appended after it (`room_moves`: the record entries with `v` and the dice position
//! after them). A move appends one small row, so its write does not grow with the game; a new
//! game drops the old game's rows. Each change is one transaction, so a room is always stored
//! whole as it was last announced.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::Path;
use std::sync::{Arc, Mutex};

use futures_util::future::BoxFuture;

use rusqlite::{Connection, OptionalExtension, params};
use sha2::{Digest, Sha256};

use crate::ratings::Rating;
use crate::room::{Change, MovesRow, PlayerId, Room, RoomState, assemble};
use crate::storage::{Account, Call, GameSummary, Known, RatedGame, RatedPlayer, RoomLog, Storage};

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

    fn db(&self) -> std::sync::MutexGuard<'_, Connection> {
        self.db.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A new player by their token's hash.
    pub fn add_player_hashed(&self, id: &str, hash: &str, name: &str) -> rusqlite::Result<()> {
        self.db().execute(
            "INSERT INTO players (id, token_hash, name) VALUES (?1, ?2, ?3)",
            params![id, hash, name],
        )?;
        Ok(())
    }

    /// The player whose token has this hash (a guest's first token, or any session of an
    /// account); a guest's name is updated to `name`, an account keeps its own.
    pub fn player_by_hash(&self, hash: &str, name: &str) -> rusqlite::Result<Option<Known>> {
        let db = self.db();
        let id: Option<String> = db
            .query_row(
                "SELECT id FROM players WHERE token_hash = ?1
                 UNION ALL SELECT player FROM sessions WHERE token_hash = ?1",
                params![hash],
                |r| r.get(0),
            )
            .optional()?;
        let Some(id) = id else { return Ok(None) };
        let account: Option<String> = db
            .query_row(
                "SELECT name FROM accounts WHERE player = ?1",
                params![id],
                |r| r.get(0),
            )
            .optional()?;
        let name = account.as_deref().unwrap_or(name);
        db.execute(
            "UPDATE players SET name = ?1 WHERE id = ?2",
            params![name, id],
        )?;
        Ok(Some(Known { id, account }))
    }

    fn account_where(&self, column: &str, value: &str) -> rusqlite::Result<Option<Account>> {
        self.db()
            .query_row(
                &format!("SELECT player, name, key, password FROM accounts WHERE {column} = ?1"),
                params![value],
                |r| {
                    Ok(Account {
                        player: r.get(0)?,
                        name: r.get(1)?,
                        key: r.get(2)?,
                        password: r.get(3)?,
                    })
                },
            )
            .optional()
    }

    /// The guest becomes the account; its first token becomes a session. False: taken.
    pub fn register(&self, a: &Account, hash: &str) -> rusqlite::Result<bool> {
        let mut db = self.db();
        let tx = db.transaction()?;
        let inserted = tx.execute(
            "INSERT OR IGNORE INTO accounts (player, key, name, password) VALUES (?1, ?2, ?3, ?4)",
            params![a.player, a.key, a.name, a.password],
        )?;
        if inserted == 0 {
            return Ok(false);
        }
        tx.execute(
            "INSERT OR IGNORE INTO sessions (token_hash, player) VALUES (?1, ?2)",
            params![hash, a.player],
        )?;
        tx.execute(
            "UPDATE players SET name = ?1, token_hash = 'session:' || id WHERE id = ?2",
            params![a.name, a.player],
        )?;
        tx.commit()?;
        Ok(true)
    }

    pub fn add_token(&self, player: &str, hash: &str) -> rusqlite::Result<()> {
        self.db().execute(
            "INSERT OR REPLACE INTO sessions (token_hash, player) VALUES (?1, ?2)",
            params![hash, player],
        )?;
        Ok(())
    }

    pub fn drop_token(&self, player: &str, hash: &str) -> rusqlite::Result<()> {
        let db = self.db();
        db.execute(
            "DELETE FROM sessions WHERE token_hash = ?1 AND player = ?2",
            params![hash, player],
        )?;
        db.execute(
            "UPDATE players SET token_hash = 'dropped:' || id WHERE token_hash = ?1 AND id = ?2",
            params![hash, player],
        )?;
        Ok(())
    }

    pub fn set_password(&self, player: &str, phc: &str, keep: &str) -> rusqlite::Result<()> {
        let mut db = self.db();
        let tx = db.transaction()?;
        tx.execute(
            "UPDATE accounts SET password = ?1 WHERE player = ?2",
            params![phc, player],
        )?;
        tx.execute(
            "DELETE FROM sessions WHERE player = ?1 AND token_hash <> ?2",
            params![player, keep],
        )?;
        tx.commit()
    }

    /// The player's ratings by mode.
    pub fn ratings(&self, player: &str) -> rusqlite::Result<BTreeMap<String, Rating>> {
        let db = self.db();
        let mut q = db.prepare("SELECT mode, rating FROM ratings WHERE player = ?1")?;
        let rows = q.query_map(params![player], |r| {
            Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?))
        })?;
        let mut out = BTreeMap::new();
        for row in rows {
            let (mode, json) = row?;
            match serde_json::from_str(&json) {
                Ok(r) => {
                    out.insert(mode, r);
                }
                Err(e) => eprintln!("player {player}: rating in {mode} cannot be read: {e}"),
            }
        }
        Ok(out)
    }

    /// The rated game's players as stored, storing them first unless the game is there.
    pub fn rate_game(&self, g: &RatedGame) -> rusqlite::Result<Vec<RatedPlayer>> {
        let mut db = self.db();
        let tx = db.transaction()?;
        let stored: Option<String> = tx
            .query_row(
                "SELECT players FROM rated_games WHERE game = ?1",
                params![g.game],
                |r| r.get(0),
            )
            .optional()?;
        if let Some(json) = stored {
            return Ok(serde_json::from_str(&json).unwrap_or_default());
        }
        tx.execute(
            "INSERT INTO rated_games (game, mode, at_ms, players, record) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![
                g.game,
                g.mode,
                g.at_ms as i64,
                serde_json::to_string(&g.players).expect("plain data"),
                serde_json::to_string(&g.record).expect("plain data"),
            ],
        )?;
        for p in &g.players {
            tx.execute(
                "INSERT INTO ratings (player, mode, rating, value, last_ms) VALUES (?1, ?2, ?3, ?4, ?5)
                 ON CONFLICT (player, mode) DO UPDATE SET rating = excluded.rating,
                     value = excluded.value, last_ms = excluded.last_ms",
                params![
                    p.player,
                    g.mode,
                    serde_json::to_string(&p.after).expect("plain data"),
                    p.after.rating,
                    g.at_ms as i64,
                ],
            )?;
            tx.execute(
                "INSERT OR IGNORE INTO game_players (player, game, at_ms) VALUES (?1, ?2, ?3)",
                params![p.player, g.game, g.at_ms as i64],
            )?;
        }
        tx.commit()?;
        Ok(g.players.clone())
    }

    pub fn leaderboard(
        &self,
        mode: &str,
        since_ms: u64,
        limit: usize,
    ) -> rusqlite::Result<Vec<(String, Rating)>> {
        let db = self.db();
        let mut q = db.prepare(
            "SELECT r.player, r.rating FROM ratings r JOIN accounts a ON a.player = r.player
             WHERE r.mode = ?1 AND r.last_ms >= ?2 ORDER BY r.value DESC LIMIT ?3",
        )?;
        let rows = q.query_map(params![mode, since_ms as i64, limit as i64], |r| {
            Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?))
        })?;
        let mut out = Vec::new();
        for row in rows {
            let (player, json) = row?;
            if let Ok(r) = serde_json::from_str(&json) {
                out.push((player, r));
            }
        }
        Ok(out)
    }

    pub fn player_games(&self, player: &str, limit: usize) -> rusqlite::Result<Vec<GameSummary>> {
        let db = self.db();
        let mut q = db.prepare(
            "SELECT g.game, g.mode, g.at_ms, g.players FROM game_players p
             JOIN rated_games g ON g.game = p.game
             WHERE p.player = ?1 ORDER BY p.at_ms DESC, g.game DESC LIMIT ?2",
        )?;
        let rows = q.query_map(params![player, limit as i64], |r| {
            Ok((
                r.get::<_, String>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, i64>(2)?,
                r.get::<_, String>(3)?,
            ))
        })?;
        let mut out = Vec::new();
        for row in rows {
            let (game, mode, at_ms, players) = row?;
            if let Ok(players) = serde_json::from_str(&players) {
                out.push(GameSummary {
                    game,
                    mode,
                    at_ms: at_ms as u64,
                    players,
                });
            }
        }
        Ok(out)
    }

    pub fn game_record(&self, game: &str) -> rusqlite::Result<Option<String>> {
        self.db()
            .query_row(
                "SELECT record FROM rated_games WHERE game = ?1",
                params![game],
                |r| r.get(0),
            )
            .optional()
    }

    pub fn names(&self, players: &[PlayerId]) -> rusqlite::Result<Vec<String>> {
        let db = self.db();
        let mut q = db.prepare("SELECT name FROM players WHERE id = ?1")?;
        players
            .iter()
            .map(|p| {
                Ok(q.query_row(params![p], |r| r.get::<_, String>(0))
                    .optional()?
                    .unwrap_or_else(|| crate::accounts::DELETED.to_string()))
            })
            .collect()
    }

    pub fn delete_account(&self, player: &str) -> rusqlite::Result<()> {
        let mut db = self.db();
        let tx = db.transaction()?;
        tx.execute("DELETE FROM accounts WHERE player = ?1", params![player])?;
        tx.execute("DELETE FROM sessions WHERE player = ?1", params![player])?;
        // Off the leaderboards; the games stay.
        tx.execute("DELETE FROM ratings WHERE player = ?1", params![player])?;
        tx.execute(
            "UPDATE players SET name = ?1, token_hash = 'deleted:' || id WHERE id = ?2",
            params![crate::accounts::DELETED, player],
        )?;
        tx.commit()
    }

    /// Stores a room's change in one transaction: the old game's moves dropped (a new game),
    /// the room rewritten (when more than moves changed), the new moves appended. Answers
    /// what it wrote.
    pub fn write(&self, room: &str, change: &Change) -> rusqlite::Result<Written> {
        let mut db = self.db();
        let tx = db.transaction()?;
        let mut w = Written::default();
        if change.new_game {
            w.rows += tx.execute("DELETE FROM room_moves WHERE room = ?1", params![room])? as u64;
        }
        if let Some(state) = &change.state {
            let json = serde_json::to_string(state).expect("room state is plain data");
            w.bytes += json.len() as u64;
            w.rows += tx.execute(
                "INSERT INTO rooms (name, state) VALUES (?1, ?2)
                 ON CONFLICT(name) DO UPDATE SET state = excluded.state",
                params![room, json],
            )? as u64;
        }
        if let Some(row) = change.row() {
            w.bytes += insert_moves(&tx, room, &row)?;
            w.rows += 1;
        }
        tx.commit()?;
        Ok(w)
    }

    pub fn delete_room(&self, name: &str) -> rusqlite::Result<()> {
        let mut db = self.db();
        let tx = db.transaction()?;
        tx.execute("DELETE FROM room_moves WHERE room = ?1", params![name])?;
        tx.execute("DELETE FROM rooms WHERE name = ?1", params![name])?;
        tx.commit()
    }

    /// Every stored room, whole (those that cannot be read are reported and skipped). A room
    /// stored by an older build, its moves inside its JSON, is rewritten in today's form.
    pub fn rooms(&self) -> rusqlite::Result<Vec<RoomState>> {
        let mut db = self.db();
        let stored: Vec<(String, String)> = {
            let mut q = db.prepare("SELECT name, state FROM rooms")?;
            q.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
                .collect::<rusqlite::Result<_>>()?
        };
        let mut rows: std::collections::HashMap<String, Vec<MovesRow>> = Default::default();
        {
            let mut q =
                db.prepare("SELECT room, moves, v, dice_pos, clock FROM room_moves ORDER BY id")?;
            let found = q.query_map([], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, i64>(2)?,
                    r.get::<_, String>(3)?,
                    r.get::<_, Option<String>>(4)?,
                ))
            })?;
            for found in found {
                let (room, moves, v, dice_pos, clock) = found?;
                // A clock that cannot be read: the room's own (older) one counts.
                let clock = clock.and_then(|c| serde_json::from_str(&c).ok());
                match serde_json::from_str(&moves) {
                    Ok(moves) => rows.entry(room).or_default().push(MovesRow {
                        moves,
                        v: v as u64,
                        dice_pos,
                        clock,
                    }),
                    Err(e) => eprintln!("room {room}: cannot read its stored moves: {e}"),
                }
            }
        }
        let mut out = Vec::new();
        for (name, json) in stored {
            let mut st: RoomState = match serde_json::from_str(&json) {
                Ok(st) => st,
                Err(e) => {
                    eprintln!("room {name}: cannot read its stored state: {e}");
                    continue;
                }
            };
            if !st.record.moves.is_empty() {
                // An older build's room: its moves become its first row.
                let row = MovesRow {
                    moves: std::mem::take(&mut st.record.moves),
                    v: st.v,
                    dice_pos: st.dice_pos.clone(),
                    clock: st.clock.clone(),
                };
                let json = serde_json::to_string(&st).expect("room state is plain data");
                let tx = db.transaction()?;
                tx.execute(
                    "UPDATE rooms SET state = ?2 WHERE name = ?1",
                    params![name, json],
                )?;
                tx.execute("DELETE FROM room_moves WHERE room = ?1", params![name])?;
                insert_moves(&tx, &name, &row)?;
                tx.commit()?;
                rows.insert(name.clone(), vec![row]);
            }
            out.push(assemble(st, rows.remove(&name).unwrap_or_default()));
        }
        // Moves of rooms that are gone.
        for room in rows.keys() {
            db.execute("DELETE FROM room_moves WHERE room = ?1", params![room])?;
        }
        Ok(out)
    }
}

/// One process's storage: the SQLite [`Store`] for players and rooms, and in memory the
/// public rooms with free seats and where each player sits (rebuilt from the stored rooms when
/// the server starts).
pub struct Sqlite {
    store: Store,
    /// Public rooms with a free seat, by quick join's pool.
    open: Mutex<HashMap<String, BTreeSet<String>>>,
    /// Where each player's seat (or watching) is.
    player_room: Mutex<HashMap<PlayerId, String>>,
}

impl Sqlite {
    pub fn new(store: Store) -> Sqlite {
        Sqlite {
            store,
            open: Mutex::default(),
            player_room: Mutex::default(),
        }
    }

    fn open(&self) -> std::sync::MutexGuard<'_, HashMap<String, BTreeSet<String>>> {
        self.open.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn player_rooms(&self) -> std::sync::MutexGuard<'_, HashMap<PlayerId, String>> {
        self.player_room.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Runs a database call on a blocking thread.
    fn blocking<T: Send + 'static>(
        &self,
        f: impl FnOnce(&Store) -> rusqlite::Result<T> + Send + 'static,
    ) -> Call<'static, T> {
        let store = self.store.clone();
        Box::pin(async move {
            tokio::task::spawn_blocking(move || f(&store))
                .await
                .map_err(|e| e.to_string())?
                .map_err(|e| format!("storage: {e}"))
        })
    }
}

impl Storage for Sqlite {
    fn player_by_token<'a>(&'a self, hash: &'a str, name: &'a str) -> Call<'a, Option<Known>> {
        let (hash, name) = (hash.to_string(), name.to_string());
        self.blocking(move |s| s.player_by_hash(&hash, &name))
    }

    fn account<'a>(&'a self, key: &'a str) -> Call<'a, Option<Account>> {
        let key = key.to_string();
        self.blocking(move |s| s.account_where("key", &key))
    }

    fn account_of<'a>(&'a self, player: &'a str) -> Call<'a, Option<Account>> {
        let player = player.to_string();
        self.blocking(move |s| s.account_where("player", &player))
    }

    fn register<'a>(&'a self, account: &'a Account, hash: &'a str) -> Call<'a, bool> {
        let (a, hash) = (account.clone(), hash.to_string());
        self.blocking(move |s| s.register(&a, &hash))
    }

    fn add_token<'a>(&'a self, player: &'a str, hash: &'a str) -> Call<'a, ()> {
        let (p, h) = (player.to_string(), hash.to_string());
        self.blocking(move |s| s.add_token(&p, &h))
    }

    fn drop_token<'a>(&'a self, player: &'a str, hash: &'a str) -> Call<'a, ()> {
        let (p, h) = (player.to_string(), hash.to_string());
        self.blocking(move |s| s.drop_token(&p, &h))
    }

    fn set_password<'a>(&'a self, player: &'a str, phc: &'a str, keep: &'a str) -> Call<'a, ()> {
        let (p, phc, keep) = (player.to_string(), phc.to_string(), keep.to_string());
        self.blocking(move |s| s.set_password(&p, &phc, &keep))
    }

    fn delete_account<'a>(&'a self, player: &'a str) -> Call<'a, ()> {
        let p = player.to_string();
        self.blocking(move |s| s.delete_account(&p))
    }

    fn ratings<'a>(&'a self, player: &'a str) -> Call<'a, BTreeMap<String, Rating>> {
        let p = player.to_string();
        self.blocking(move |s| s.ratings(&p))
    }

    fn rate_game<'a>(&'a self, game: &'a RatedGame) -> Call<'a, Vec<RatedPlayer>> {
        let g = game.clone();
        self.blocking(move |s| s.rate_game(&g))
    }

    fn leaderboard<'a>(
        &'a self,
        mode: &'a str,
        since_ms: u64,
        limit: usize,
    ) -> Call<'a, Vec<(PlayerId, Rating)>> {
        let mode = mode.to_string();
        self.blocking(move |s| s.leaderboard(&mode, since_ms, limit))
    }

    fn player_games<'a>(&'a self, player: &'a str, limit: usize) -> Call<'a, Vec<GameSummary>> {
        let p = player.to_string();
        self.blocking(move |s| s.player_games(&p, limit))
    }

    fn game_record<'a>(&'a self, game: &'a str) -> Call<'a, Option<String>> {
        let g = game.to_string();
        self.blocking(move |s| s.game_record(&g))
    }

    fn names<'a>(&'a self, players: &'a [PlayerId]) -> Call<'a, Vec<String>> {
        let p = players.to_vec();
        self.blocking(move |s| s.names(&p))
    }

    fn add_player<'a>(&'a self, id: &'a str, hash: &'a str, name: &'a str) -> Call<'a, ()> {
        let (id, hash, name) = (id.to_string(), hash.to_string(), name.to_string());
        self.blocking(move |s| s.add_player_hashed(&id, &hash, &name))
    }

    fn player_room<'a>(&'a self, player: &'a str) -> Call<'a, Option<String>> {
        let room = self.player_rooms().get(player).cloned();
        Box::pin(async move { Ok(room) })
    }

    fn set_player_room<'a>(
        &'a self,
        player: &'a str,
        room: Option<&'a str>,
        only_if: &'a str,
    ) -> Call<'a, ()> {
        let mut rooms = self.player_rooms();
        match room {
            Some(r) => {
                rooms.insert(player.to_string(), r.to_string());
            }
            None => {
                if rooms.get(player).is_some_and(|r| r == only_if) {
                    rooms.remove(player);
                }
            }
        }
        Box::pin(async { Ok(()) })
    }

    fn claim<'a>(
        &'a self,
        pool: &'a str,
        _players: u8,
        fresh: &'a str,
        _now_ms: u64,
    ) -> Call<'a, (String, bool)> {
        let found = self.open().get(pool).and_then(|s| s.iter().next().cloned());
        Box::pin(async move {
            Ok(match found {
                Some(room) => (room, false),
                None => (fresh.to_string(), true),
            })
        })
    }

    fn unclaimable(&self, pool: &str, room: &str) {
        if let Some(s) = self.open().get_mut(pool) {
            s.remove(room);
        }
    }

    fn list<'a>(&'a self, room: &'a str, pool: &'a str, free: usize, _now_ms: u64) -> Call<'a, ()> {
        let mut open = self.open();
        let set = open.entry(pool.to_string()).or_default();
        if free > 0 {
            set.insert(room.to_string());
        } else {
            set.remove(room);
        }
        Box::pin(async { Ok(()) })
    }

    fn start_log<'a>(&'a self, _room: &'a mut Room) -> Call<'a, Box<dyn RoomLog>> {
        let log: Box<dyn RoomLog> = Box::new(SqliteLog(self.store.clone()));
        Box::pin(async move { Ok(log) })
    }

    fn forget_room<'a>(&'a self, room: &'a str, pool: Option<&'a str>) -> Call<'a, ()> {
        if let Some(pool) = pool {
            self.unclaimable(pool, room);
        }
        let room = room.to_string();
        self.blocking(move |s| s.delete_room(&room))
    }

    fn stored_rooms(&self) -> Call<'_, Vec<(RoomState, Box<dyn RoomLog>)>> {
        let store = self.store.clone();
        let call = self.blocking(|s| s.rooms());
        Box::pin(async move {
            Ok(call
                .await?
                .into_iter()
                .map(|st| {
                    let log: Box<dyn RoomLog> = Box::new(SqliteLog(store.clone()));
                    (st, log)
                })
                .collect())
        })
    }

    fn open_rooms(&self) -> Option<usize> {
        Some(self.open().values().map(|s| s.len()).sum())
    }
}

/// A room's log in SQLite: each change one transaction ([`Store::write`]).
struct SqliteLog(Store);

impl RoomLog for SqliteLog {
    fn write<'a>(&'a mut self, room: &'a mut Room, change: Option<Change>) -> BoxFuture<'a, bool> {
        let store = self.0.clone();
        let name = room.name().to_string();
        Box::pin(async move {
            let Some(change) = change else {
                // One process has no other copy to bring up to date.
                return true;
            };
            let n = name.clone();
            match tokio::task::spawn_blocking(move || store.write(&n, &change)).await {
                Ok(Ok(_)) => {}
                Ok(Err(e)) => eprintln!("room {name}: cannot store it: {e}"),
                // Stopping: the runtime drops blocking work (only the stop's own disconnects).
                Err(e) if e.is_cancelled() => {}
                Err(e) => eprintln!("room {name}: cannot store it: {e}"),
            }
            true
        })
    }
}

/// Appends a row of moves; the bytes written.
fn insert_moves(
    tx: &rusqlite::Transaction<'_>,
    room: &str,
    row: &MovesRow,
) -> rusqlite::Result<u64> {
    let moves = serde_json::to_string(&row.moves).expect("strings");
    let clock = row
        .clock
        .as_ref()
        .map(|c| serde_json::to_string(c).expect("plain data"));
    tx.execute(
        "INSERT INTO room_moves (room, moves, v, dice_pos, clock) VALUES (?1, ?2, ?3, ?4, ?5)",
        params![room, moves, row.v as i64, row.dice_pos, clock],
    )?;
    Ok((moves.len() + row.dice_pos.len() + clock.map_or(0, |c| c.len()) + 8) as u64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::room::{Enter, Room};
    use chacha20::ChaCha8Rng;
    use petri_net::ClientMessage;
    use petri_rules::{Preset, Rules};
    use rand::{RngExt, SeedableRng};

    /// Plays a random legal move (a Chinese checkers game played at random does not end).
    fn random_move(room: &mut Room, rng: &mut ChaCha8Rng) {
        let legal = room.game().legal_actions();
        assert!(!legal.is_empty(), "a game is running: {:?}", room.status());
        let action = legal[rng.random_range(0..legal.len())].to_string();
        // Player `pN` is connection N.
        let seat = &room.seats()[room.game().to_move().index()];
        let conn = seat.player.as_ref().unwrap()[1..].parse().unwrap();
        let v = room.v();
        room.message(0, conn, ClientMessage::Move { v, action });
        // (and a forced pass after it, if any)
        assert!(room.v() > v, "the move was played");
    }

    #[test]
    fn a_moves_write_does_not_grow_with_the_game() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        // The WAL keeps every page written (no checkpoint moves them into the database): its
        // growth is what each change cost on disk.
        store
            .db()
            .pragma_update(None, "wal_autocheckpoint", 0)
            .unwrap();
        let wal_len = |dir: &std::path::Path| {
            std::fs::metadata(dir.join("petri-server.sqlite-wal")).map_or(0, |m| m.len())
        };
        // Beside it, the same game written the old way: the whole room each move.
        let whole_dir = tempfile::tempdir().unwrap();
        let whole_store = Store::open(whole_dir.path()).unwrap();
        whole_store
            .db()
            .pragma_update(None, "wal_autocheckpoint", 0)
            .unwrap();
        // Six seats: the move cap (300 a seat) leaves room for a long game.
        let rules = Rules::preset(Preset::Classic, 6);
        let mut room = Room::new("ABCDEFGH".into(), false, None, rules, [3; 32], 60_000).unwrap();
        for c in 1..=6 {
            room.enter(0, c, &format!("p{c}"), "Ann", Enter::Join)
                .unwrap();
        }
        store
            .write("ABCDEFGH", &room.take_change().unwrap())
            .unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        const PLIES: usize = 1500;
        let mut disk = Vec::new();
        let mut whole_disk = Vec::new();
        let mut written = Vec::new();
        for ply in 0..PLIES {
            random_move(&mut room, &mut rng);
            if ply == PLIES / 2 {
                // Chat mid-game rewrites the room, still without its moves.
                room.message(0, 1, ClientMessage::Chat { text: "gg".into() });
            }
            let change = room.take_change().unwrap();
            let before = wal_len(dir.path());
            written.push(store.write("ABCDEFGH", &change).unwrap());
            disk.push(wal_len(dir.path()) - before);
            let whole = Change {
                state: Some(room.state()),
                new_game: false,
                moves: Vec::new(),
                v: change.v,
                dice_pos: change.dice_pos,
                clock: None,
            };
            let before = wal_len(whole_dir.path());
            whole_store.write("ABCDEFGH", &whole).unwrap();
            whole_disk.push(wal_len(whole_dir.path()) - before);
        }
        assert!(!room.game().is_over());
        // Each move wrote its one row of a few bytes, at the start as after 1 500 plies.
        for (ply, w) in written.iter().enumerate().filter(|(p, _)| *p != PLIES / 2) {
            assert_eq!(w.rows, 1, "ply {ply}: one row");
            assert!(w.bytes < 64, "ply {ply}: {} bytes", w.bytes);
        }
        // On disk (WAL pages): 200 moves late in the game wrote no more than 200 early on,
        // where the whole room each move wrote more than twice as much late as early.
        let window =
            |d: &[u64]| -> (u64, u64) { (d[100..300].iter().sum(), d[PLIES - 200..].iter().sum()) };
        let (early, late) = window(&disk);
        let (whole_early, whole_late) = window(&whole_disk);
        assert!(
            late * 4 <= early * 5,
            "200 moves wrote {early} bytes of WAL early in the game and {late} late"
        );
        assert!(
            whole_late > 2 * whole_early && whole_late > 2 * late,
            "the whole room each move: {whole_early} bytes early, {whole_late} late"
        );
        // A restart has the room as it is.
        drop(store);
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(store.rooms().unwrap(), vec![room.state()]);
        // A new game drops the old game's moves: five leave (the game ends), the first asks
        // for a new game, five others sit down, two moves.
        assert!(room.take_change().is_none());
        let write = |room: &mut Room| {
            if let Some(change) = room.take_change() {
                store.write("ABCDEFGH", &change).unwrap();
            }
        };
        for c in 2..=6 {
            room.message(0, c, ClientMessage::Leave);
            write(&mut room);
        }
        let propose = ClientMessage::Propose {
            kind: petri_net::VoteKind::NewGame,
            seat: None,
        };
        room.message(0, 1, propose);
        write(&mut room);
        for c in 7..=11 {
            room.enter(0, c, &format!("p{c}"), "Cy", Enter::Join)
                .unwrap();
            write(&mut room);
        }
        for _ in 0..2 {
            random_move(&mut room, &mut rng);
            write(&mut room);
        }
        assert_eq!(store.rooms().unwrap(), vec![room.state()]);
        let rows: i64 = store
            .db()
            .query_row("SELECT COUNT(*) FROM room_moves", [], |r| r.get(0))
            .unwrap();
        assert_eq!(rows, 2, "the new game's two moves");
    }

    #[test]
    fn a_room_stored_by_an_older_build_comes_back_and_is_rewritten() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let rules = Rules::preset(Preset::Classic, 2).with_size(2);
        let mut room = Room::new("ABCDEFGH".into(), false, None, rules, [3; 32], 60_000).unwrap();
        room.enter(0, 1, "p1", "Ann", Enter::Join).unwrap();
        room.enter(0, 2, "p2", "Bob", Enter::Join).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        for _ in 0..10 {
            random_move(&mut room, &mut rng);
        }
        // The older form: the whole room, moves included, in one document.
        let old = serde_json::to_string(&room.state()).unwrap();
        store
            .db()
            .execute(
                "INSERT INTO rooms (name, state) VALUES ('ABCDEFGH', ?1)",
                params![old],
            )
            .unwrap();
        assert_eq!(store.rooms().unwrap(), vec![room.state()]);
        // Rewritten: the moves are a row now, and the room goes on from there.
        let json: String = store
            .db()
            .query_row("SELECT state FROM rooms", [], |r| r.get(0))
            .unwrap();
        assert!(json.contains(r#""moves":[]"#));
        let mut restored = Room::restore(room.state(), 0, 60_000).unwrap();
        restored.enter(0, 1, "p1", "Ann", Enter::Resume).unwrap();
        restored.enter(0, 2, "p2", "Bob", Enter::Resume).unwrap();
        random_move(&mut restored, &mut rng);
        store
            .write("ABCDEFGH", &restored.take_change().unwrap())
            .unwrap();
        assert_eq!(store.rooms().unwrap(), vec![restored.state()]);
        store.delete_room("ABCDEFGH").unwrap();
        assert!(store.rooms().unwrap().is_empty());
        let left: i64 = store
            .db()
            .query_row("SELECT COUNT(*) FROM room_moves", [], |r| r.get(0))
            .unwrap();
        assert_eq!(left, 0);
    }

    #[test]
    fn tokens_are_stored_hashed_and_found_again() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let token = "0123456789abcdef0123456789abcdef";
        store
            .add_player_hashed("p1", &token_hash(token), "Ann")
            .unwrap();
        let found = store
            .player_by_hash(&token_hash(token), "Anna")
            .unwrap()
            .unwrap();
        assert_eq!(found.id, "p1");
        assert_eq!(found.account, None);
        let name: String = store
            .db()
            .query_row("SELECT name FROM players WHERE id = 'p1'", [], |r| r.get(0))
            .unwrap();
        assert_eq!(name, "Anna");
        assert!(
            store
                .player_by_hash(&token_hash(&"f".repeat(32)), "x")
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

    #[test]
    fn a_rated_game_is_stored_once_and_its_ratings_with_it() {
        use crate::ratings::Rating;
        use crate::storage::{RatedGame, RatedPlayer};
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let new = Rating::default();
        let won = Rating {
            rating: 1662.3,
            deviation: 290.3,
            games: 1,
            ..new
        };
        let game = |after: Rating| RatedGame {
            game: "ABCDEFGH-1".into(),
            mode: "classic-2".into(),
            at_ms: 1,
            players: vec![RatedPlayer {
                player: "p1".into(),
                place: 1,
                before: new,
                after,
            }],
            record: petri_rules::Game::new(&Rules::preset(Preset::Classic, 2))
                .unwrap()
                .record(),
        };
        assert_eq!(store.rate_game(&game(won)).unwrap()[0].after, won);
        // The same game again (a restart, another node): what was stored, nothing changed.
        let twice = Rating {
            rating: 1800.0,
            ..won
        };
        assert_eq!(store.rate_game(&game(twice)).unwrap()[0].after, won);
        assert_eq!(store.ratings("p1").unwrap()["classic-2"], won);
        assert!(store.ratings("p2").unwrap().is_empty());
    }
}
