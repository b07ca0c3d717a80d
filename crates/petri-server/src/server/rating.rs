//! Rating a game that ended in a rated room ([`Effect::Rate`](crate::room::Effect::Rate)):
//! the players' ratings read, the new ones computed ([`crate::ratings::rate`]) and stored once
//! by the game's id, then the room told ([`RoomCmd::Rated`]). The room keeps the game to rate
//! until it hears back, so a restart or a takeover rates it then; the storage makes sure a game
//! counts once. And the ratings a player shows when they enter a room.

use std::time::Duration;

use petri_net::SeatRating;
use tokio::sync::mpsc;
use tracing::warn;

use super::state::{App, RoomCmd};
use crate::clock::wall_ms;
use crate::ratings::{self, Rating};
use crate::room::{Ratings, ToRate};
use crate::storage::{RatedGame, RatedPlayer};

/// A rating as seats and results show it.
pub(super) fn shown(r: &Rating) -> SeatRating {
    SeatRating {
        rating: r.rating.round() as i32,
        provisional: r.provisional(),
    }
}

/// The player's ratings as shown when they have an account (`None`: a guest, or the storage
/// did not answer: they enter as a guest would).
pub(super) async fn shown_ratings(app: &App, player: &str) -> Option<Ratings> {
    app.storage.account_of(player).await.ok()??;
    let ratings = app.storage.ratings(player).await.unwrap_or_default();
    Some(
        ratings
            .into_iter()
            .map(|(mode, r)| (mode, shown(&r)))
            .collect(),
    )
}

/// Rates the game in the background and tells the room; tried again a few times when the
/// storage does not answer (the room asks again after a restart anyway).
pub(super) fn rate(app: &App, r: ToRate, tx: mpsc::UnboundedSender<RoomCmd>) {
    let app = app.clone();
    tokio::spawn(async move {
        for attempt in 0..5u32 {
            match stored(&app, &r).await {
                Ok(players) => {
                    let changes = players
                        .iter()
                        .map(|p| {
                            let change = p.after.rating.round() - p.before.rating.round();
                            (p.player.clone(), shown(&p.after), change as i32)
                        })
                        .collect();
                    let _ = tx.send(RoomCmd::Rated {
                        game: r.game.clone(),
                        changes,
                    });
                    return;
                }
                Err(e) => {
                    warn!("game {}: cannot rate it yet: {e}", r.game);
                    tokio::time::sleep(Duration::from_millis(500 << attempt)).await;
                }
            }
        }
    });
}

/// The game's ratings as stored (by this call, or by an earlier one for the same game).
async fn stored(app: &App, r: &ToRate) -> Result<Vec<RatedPlayer>, String> {
    let mut before: Vec<(Vec<Rating>, u8)> = Vec::new();
    for (team, place) in &r.teams {
        let mut ratings = Vec::new();
        for p in team {
            let all = app.storage.ratings(p).await?;
            ratings.push(all.get(&r.mode).copied().unwrap_or_default());
        }
        before.push((ratings, *place));
    }
    let after = ratings::rate(&before);
    let mut players = Vec::new();
    for (((team, place), (old, _)), new) in r.teams.iter().zip(&before).zip(after) {
        for ((p, o), n) in team.iter().zip(old).zip(new) {
            players.push(RatedPlayer {
                player: p.clone(),
                place: *place,
                before: *o,
                after: n,
            });
        }
    }
    let game = RatedGame {
        game: r.game.clone(),
        mode: r.mode.clone(),
        at_ms: wall_ms(),
        players,
        record: r.record.clone(),
    };
    app.storage.rate_game(&game).await
}
