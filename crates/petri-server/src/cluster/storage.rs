//! Several nodes' storage ([`Redis`]): the server's [`Storage`] on the operations of the
//! cluster's other modules.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use super::Cluster;
use super::journal::Journal;
use crate::ratings::Rating;
use crate::room::{PlayerId, Room, RoomState};
use crate::storage::{Account, Call, GameSummary, Known, RatedGame, RatedPlayer, RoomLog, Storage};

/// Several nodes' storage: everything in Redis (see the module's documentation). `ok` is the
/// node's view of Redis's health (kept by the watchdog; a write that fails clears it).
pub struct Redis {
    pub c: Cluster,
    pub ok: Arc<AtomicBool>,
}

impl Storage for Redis {
    fn available(&self) -> bool {
        self.ok.load(Ordering::Relaxed)
    }

    fn player_by_token<'a>(&'a self, hash: &'a str, name: &'a str) -> Call<'a, Option<Known>> {
        Box::pin(self.c.player_by_token(hash, name))
    }

    fn account<'a>(&'a self, key: &'a str) -> Call<'a, Option<Account>> {
        Box::pin(self.c.account(key))
    }

    fn account_of<'a>(&'a self, player: &'a str) -> Call<'a, Option<Account>> {
        Box::pin(self.c.account_of(player))
    }

    fn register<'a>(&'a self, account: &'a Account, hash: &'a str) -> Call<'a, bool> {
        Box::pin(self.c.register(account, hash))
    }

    fn add_token<'a>(&'a self, player: &'a str, hash: &'a str) -> Call<'a, ()> {
        Box::pin(self.c.add_token(player, hash))
    }

    fn drop_token<'a>(&'a self, player: &'a str, hash: &'a str) -> Call<'a, ()> {
        Box::pin(self.c.drop_token(player, hash))
    }

    fn set_password<'a>(&'a self, player: &'a str, phc: &'a str, keep: &'a str) -> Call<'a, ()> {
        Box::pin(self.c.set_password(player, phc, keep))
    }

    fn delete_account<'a>(&'a self, player: &'a str) -> Call<'a, ()> {
        Box::pin(self.c.delete_account(player))
    }

    fn add_player<'a>(&'a self, id: &'a str, hash: &'a str, name: &'a str) -> Call<'a, ()> {
        Box::pin(self.c.add_player(id, hash, name))
    }

    fn player_room<'a>(&'a self, player: &'a str) -> Call<'a, Option<String>> {
        Box::pin(self.c.player_room(player))
    }

    fn set_player_room<'a>(
        &'a self,
        player: &'a str,
        room: Option<&'a str>,
        only_if: &'a str,
    ) -> Call<'a, ()> {
        Box::pin(self.c.set_player_room(player, room, only_if))
    }

    fn claim<'a>(
        &'a self,
        pool: &'a str,
        players: u8,
        fresh: &'a str,
        now_ms: u64,
    ) -> Call<'a, (String, bool)> {
        Box::pin(self.c.claim(pool, players, fresh, now_ms))
    }

    fn list<'a>(&'a self, room: &'a str, pool: &'a str, free: usize, now_ms: u64) -> Call<'a, ()> {
        Box::pin(self.c.list(room, pool, free, now_ms))
    }

    fn take_name<'a>(&'a self, room: &'a str) -> Call<'a, bool> {
        Box::pin(self.c.acquire(room))
    }

    fn start_log<'a>(&'a self, room: &'a mut Room) -> Call<'a, Box<dyn RoomLog>> {
        Box::pin(async move {
            let j = Journal::start(self.c.clone(), self.ok.clone(), room).await?;
            Ok(Box::new(j) as Box<dyn RoomLog>)
        })
    }

    fn forget_room<'a>(&'a self, room: &'a str, pool: Option<&'a str>) -> Call<'a, ()> {
        Box::pin(self.c.forget_room(room, pool))
    }

    fn ratings<'a>(&'a self, player: &'a str) -> Call<'a, BTreeMap<String, Rating>> {
        Box::pin(self.c.ratings(player))
    }

    fn rate_game<'a>(&'a self, game: &'a RatedGame) -> Call<'a, Vec<RatedPlayer>> {
        Box::pin(self.c.rate_game(game))
    }

    fn leaderboard<'a>(
        &'a self,
        mode: &'a str,
        since_ms: u64,
        limit: usize,
    ) -> Call<'a, Vec<(PlayerId, Rating)>> {
        Box::pin(self.c.leaderboard(mode, since_ms, limit))
    }

    fn player_games<'a>(&'a self, player: &'a str, limit: usize) -> Call<'a, Vec<GameSummary>> {
        Box::pin(self.c.player_games(player, limit))
    }

    fn game_record<'a>(&'a self, game: &'a str) -> Call<'a, Option<String>> {
        Box::pin(self.c.game_record(game))
    }

    fn names<'a>(&'a self, players: &'a [PlayerId]) -> Call<'a, Vec<String>> {
        Box::pin(self.c.names(players))
    }

    fn stored_rooms(&self) -> Call<'_, Vec<(RoomState, Box<dyn RoomLog>)>> {
        Box::pin(async { Ok(Vec::new()) })
    }
}
