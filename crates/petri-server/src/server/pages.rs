//! The pages of the API, served twice over one code path: as JSON over HTTP (`http.rs`) and as
//! the WebSocket frames `leaderboard`, `player` and `record` (the game has no HTTP client). A
//! mode's leaderboard, an account's page (ratings, their history, recent rated games) and a
//! rated game's record; or why not ([`Refused`]).

use std::collections::BTreeMap;

use petri_net::api::{
    BoardEntry, GamePlayer, HistoryPoint, Leaderboard, ModeRating, PlayedGame, PlayerPage,
};
use petri_net::{ErrorCode, Mode, ServerMessage};
use tracing::warn;

use super::state::App;
use crate::clock::wall_ms;
use crate::ratings::Rating;
use crate::room::PlayerId;

/// A leaderboard lists players active this recently.
const ACTIVE_MS: u64 = 30 * 24 * 3600 * 1000;
/// Places on a leaderboard.
const BOARD_SIZE: usize = 100;
/// Games on a player's page.
const PAGE_GAMES: usize = 50;

fn shown(r: &Rating) -> ModeRating {
    ModeRating {
        rating: r.rating.round() as i32,
        deviation: r.deviation.round() as i32,
        provisional: r.provisional(),
        games: r.games,
    }
}

/// Why a page was not given: nothing of that name, or the storage does not answer.
pub(super) enum Refused {
    NotFound(String),
    Unavailable(String),
}

impl Refused {
    /// The refusal as a frame (the WebSocket's `leaderboard`, `player` and `record`).
    pub(super) fn frame(self) -> ServerMessage {
        match self {
            Refused::NotFound(e) => ServerMessage::error(ErrorCode::NotFound, e),
            Refused::Unavailable(e) => {
                warn!("api: {e}");
                ServerMessage::error(
                    ErrorCode::Unavailable,
                    "the server cannot read its ratings now: try again in a moment",
                )
            }
        }
    }
}

/// A mode's best players active in the last [`ACTIVE_MS`].
pub(super) async fn leaderboard_of(app: &App, m: Mode) -> Result<Leaderboard, Refused> {
    let since = wall_ms().saturating_sub(ACTIVE_MS);
    let top = app
        .storage
        .leaderboard(&m.key(), since, BOARD_SIZE)
        .await
        .map_err(Refused::Unavailable)?;
    let ids: Vec<PlayerId> = top.iter().map(|(p, _)| p.clone()).collect();
    let names = app
        .storage
        .names(&ids)
        .await
        .map_err(Refused::Unavailable)?;
    Ok(Leaderboard {
        mode: m.key(),
        players: top
            .iter()
            .zip(names)
            .enumerate()
            .map(|(i, ((_, r), name))| BoardEntry {
                rank: i as u32 + 1,
                name,
                rating: shown(r),
            })
            .collect(),
    })
}

/// An account's page: its ratings, their history and its recent rated games.
pub(super) async fn player_page(app: &App, name: &str) -> Result<PlayerPage, Refused> {
    let not_found = || Refused::NotFound(format!("no player named {:?}", short(name)));
    if name.chars().count() > petri_net::ACCOUNT_NAME_MAX * 2 {
        return Err(not_found());
    }
    let key = crate::accounts::name_key(name.trim());
    let account = app
        .storage
        .account(&key)
        .await
        .map_err(Refused::Unavailable)?
        .ok_or_else(not_found)?;
    let ratings = app
        .storage
        .ratings(&account.player)
        .await
        .map_err(Refused::Unavailable)?;
    let games = app
        .storage
        .player_games(&account.player, PAGE_GAMES)
        .await
        .map_err(Refused::Unavailable)?;
    let ids: Vec<PlayerId> = games
        .iter()
        .flat_map(|g| g.players.iter().map(|p| p.player.clone()))
        .collect();
    let names = app
        .storage
        .names(&ids)
        .await
        .map_err(Refused::Unavailable)?;
    let mut names = names.into_iter();
    let mut history: BTreeMap<String, Vec<HistoryPoint>> = Default::default();
    for g in games.iter().rev() {
        if let Some(me) = g.players.iter().find(|p| p.player == account.player) {
            history
                .entry(g.mode.clone())
                .or_default()
                .push(HistoryPoint {
                    at_ms: g.at_ms,
                    rating: me.after.rating.round() as i32,
                    game: g.game.clone(),
                });
        }
    }
    Ok(PlayerPage {
        name: account.name,
        ratings: ratings.iter().map(|(m, r)| (m.clone(), shown(r))).collect(),
        history,
        games: games
            .into_iter()
            .map(|g| PlayedGame {
                record: format!("/api/games/{}", g.game),
                players: g
                    .players
                    .iter()
                    .map(|p| GamePlayer {
                        name: names.next().unwrap_or_default(),
                        place: p.place,
                        rating: p.after.rating.round() as i32,
                        change: (p.after.rating.round() - p.before.rating.round()) as i32,
                    })
                    .collect(),
                game: g.game,
                mode: g.mode,
                at_ms: g.at_ms,
            })
            .collect(),
    })
}

/// A rated game's record (`ROOM-N`) as JSON text.
pub(super) async fn record_of(app: &App, id: &str) -> Result<String, Refused> {
    if petri_net::check_game(id).is_err() {
        return Err(Refused::NotFound(format!(
            "no game {:?}: a game is ROOM-N",
            short(id)
        )));
    }
    match app.storage.game_record(id).await {
        Ok(Some(record)) => Ok(record),
        Ok(None) => Err(Refused::NotFound(format!("no rated game {id}"))),
        Err(e) => Err(Refused::Unavailable(e)),
    }
}

/// The start of what someone asked for, to say it back.
pub(super) fn short(text: &str) -> String {
    text.chars().take(40).collect()
}
