//! Ratings and rated games: each player's rating by mode, a rated game stored once (by its id)
//! with its players' new ratings, the leaderboards, a player's games and a game's record.

use std::collections::BTreeMap;

use rusqlite::{OptionalExtension, params};

use super::Store;
use crate::ratings::Rating;
use crate::storage::{GameSummary, RatedGame, RatedPlayer};

impl Store {
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
                Err(e) => tracing::error!("player {player}: rating in {mode} cannot be read: {e}"),
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
}
