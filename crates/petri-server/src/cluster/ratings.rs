//! Ratings in Redis: each player's ratings, the leaderboards (by rating and by activity), and
//! rated games with their records, stored once by the game's id.

use std::collections::{BTreeMap, HashMap, HashSet};

use redis::AsyncCommands;

use super::{Cluster, Fail, timed};
use crate::ratings::Rating;
use crate::storage::{GameSummary, RatedGame, RatedPlayer};

/// A rated game: stored once (the game's key set only if absent), with its players' ratings
/// (`petri:ratings:P`), the leaderboard (`petri:board:MODE`, by rating), activity
/// (`petri:active:MODE`, by time) and each player's games (`petri:games:P`, newest first).
const RATE: &str = r"
local stored = redis.call('GET', KEYS[1])
if stored then return stored end
redis.call('SET', KEYS[1], ARGV[1])
redis.call('SET', 'petri:record:' .. ARGV[5], ARGV[4])
local mode = ARGV[2]
local i = 6
while i + 2 <= #ARGV do
  local p = ARGV[i]
  redis.call('HSET', 'petri:ratings:' .. p, mode, ARGV[i + 1])
  redis.call('ZADD', 'petri:board:' .. mode, ARGV[i + 2], p)
  redis.call('ZADD', 'petri:active:' .. mode, ARGV[3], p)
  redis.call('LPUSH', 'petri:games:' .. p, ARGV[5])
  redis.call('LTRIM', 'petri:games:' .. p, 0, 499)
  i = i + 3
end
return ARGV[1]
";

impl Cluster {
    pub async fn ratings(&self, player: &str) -> Result<BTreeMap<String, Rating>, Fail> {
        let mut k = self.k();
        let all: HashMap<String, String> =
            timed(k.hgetall(format!("petri:ratings:{player}"))).await?;
        Ok(all
            .into_iter()
            .filter_map(|(mode, json)| Some((mode, serde_json::from_str(&json).ok()?)))
            .collect())
    }

    /// One script: the game's players stored unless the game is there; either way its stored
    /// players. Ratings, leaderboard and activity written with them.
    pub async fn rate_game(&self, g: &RatedGame) -> Result<Vec<RatedPlayer>, Fail> {
        let mut k = self.k();
        let players = serde_json::to_string(&GameSummary {
            game: g.game.clone(),
            mode: g.mode.clone(),
            at_ms: g.at_ms,
            players: g.players.clone(),
        })
        .expect("plain data");
        let rate = redis::Script::new(RATE);
        let mut script = rate.prepare_invoke();
        script
            .key(format!("petri:rated:{}", g.game))
            .arg(&players)
            .arg(&g.mode)
            .arg(g.at_ms)
            .arg(serde_json::to_string(&g.record).expect("plain data"))
            .arg(&g.game);
        for p in &g.players {
            script
                .arg(&p.player)
                .arg(serde_json::to_string(&p.after).expect("plain data"))
                .arg(p.after.rating);
        }
        let stored: String = timed(script.invoke_async(&mut k)).await?;
        serde_json::from_str::<GameSummary>(&stored)
            .map(|s| s.players)
            .map_err(|e| format!("game {}: {e}", g.game))
    }

    pub async fn leaderboard(
        &self,
        mode: &str,
        since_ms: u64,
        limit: usize,
    ) -> Result<Vec<(String, Rating)>, Fail> {
        let mut k = self.k();
        let active: Vec<String> =
            timed(k.zrangebyscore(format!("petri:active:{mode}"), since_ms, "+inf")).await?;
        let active: HashSet<String> = active.into_iter().collect();
        let board: Vec<String> = timed(k.zrevrange(format!("petri:board:{mode}"), 0, -1)).await?;
        let top: Vec<String> = board
            .into_iter()
            .filter(|p| active.contains(p))
            .take(limit)
            .collect();
        let mut out = Vec::new();
        for p in top {
            let json: Option<String> = timed(k.hget(format!("petri:ratings:{p}"), mode)).await?;
            if let Some(r) = json.and_then(|j| serde_json::from_str(&j).ok()) {
                out.push((p, r));
            }
        }
        Ok(out)
    }

    pub async fn player_games(&self, player: &str, limit: usize) -> Result<Vec<GameSummary>, Fail> {
        let mut k = self.k();
        let games: Vec<String> =
            timed(k.lrange(format!("petri:games:{player}"), 0, limit as isize - 1)).await?;
        let mut out = Vec::new();
        for g in games {
            let json: Option<String> = timed(k.get(format!("petri:rated:{g}"))).await?;
            if let Some(s) = json.and_then(|j| serde_json::from_str(&j).ok()) {
                out.push(s);
            }
        }
        Ok(out)
    }

    pub async fn game_record(&self, game: &str) -> Result<Option<String>, Fail> {
        let mut k = self.k();
        timed(k.get(format!("petri:record:{game}"))).await
    }
}
