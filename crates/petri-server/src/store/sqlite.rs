//! One process's storage ([`Sqlite`]): the [`Storage`] the server asks, over the SQLite
//! [`Store`] (its calls run on blocking threads), with quick join's open rooms and the
//! players' rooms in memory; and a room's log ([`RoomLog`]), each change one transaction.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::Mutex;

use futures_util::future::BoxFuture;

use super::Store;
use crate::ratings::Rating;
use crate::room::{Change, PlayerId, Room, RoomState};
use crate::storage::{Account, Call, GameSummary, Known, RatedGame, RatedPlayer, RoomLog, Storage};

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
                Ok(Err(e)) => tracing::error!("room {name}: cannot store it: {e}"),
                // Stopping: the runtime drops blocking work (only the stop's own disconnects).
                Err(e) if e.is_cancelled() => {}
                Err(e) => tracing::error!("room {name}: cannot store it: {e}"),
            }
            true
        })
    }
}
