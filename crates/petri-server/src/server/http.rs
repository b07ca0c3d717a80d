//! HTTP: the routes (`/healthz`, the WebSocket at `/ws`, the static site) and the JSON API:
//! `GET /api/leaderboard/{mode}`, `GET /api/players/{name}` and `GET /api/games/{game}`.
//! Names and other text go out as JSON strings, never as markup.
//!
//! Every error under `/api/` is `{"error": "…"}`: an address that cannot be read (not UTF-8
//! once decoded) is a 400, an address the API does not have a 404, another method than `GET`
//! a 405. A request the HTTP layer refuses before any route sees it (an address over 64 KB,
//! a request line or headers that cannot be parsed) gets the same JSON from
//! [`crate::server::http_errors`].

use axum::extract::Path;
use axum::extract::path::ErrorKind;
use axum::extract::rejection::PathRejection;
use axum::routing::{any, get};
use axum::{Json, Router};
use petri_net::api::{
    ApiError, BoardEntry, GamePlayer, HistoryPoint, Leaderboard, ModeRating, PlayedGame, PlayerPage,
};

use super::*;
use crate::ratings::Rating;

/// A leaderboard lists players active this recently.
pub(super) const ACTIVE_MS: u64 = 30 * 24 * 3600 * 1000;
/// Places on a leaderboard.
pub(super) const BOARD_SIZE: usize = 100;
/// Games on a player's page.
pub(super) const PAGE_GAMES: usize = 50;

pub(super) fn router(app: &App) -> Router {
    let api = Router::new()
        .route("/api/leaderboard/{mode}", get(leaderboard))
        .route("/api/players/{name}", get(player))
        .route("/api/games/{game}", get(game))
        .route("/api", any(no_such_page))
        .route("/api/", any(no_such_page))
        .route("/api/{*rest}", any(no_such_page))
        .layer(axum::middleware::map_response(json_errors));
    let mut router = Router::new()
        .route("/healthz", get(|| async { "ok" }))
        .route("/ws", get(ws_handler))
        .merge(api);
    if app.config.test_clock {
        router = router.route(
            "/test/clock/{ms}",
            axum::routing::post(|Path(ms): Path<u64>| async move {
                crate::clock::move_wall_ahead(ms);
                eprintln!("test clock: {ms} ms ahead");
                "ok"
            }),
        );
    }
    if let Some(web) = &app.config.web {
        router = router.fallback_service(
            tower_http::services::ServeDir::new(web)
                .precompressed_br()
                .precompressed_gzip(),
        );
    }
    router.with_state(app.clone())
}

type ApiResult<T> = Result<Json<T>, (StatusCode, Json<ApiError>)>;

/// The pages the API has, for an address it does not.
const API_PAGES: &str = "/api/leaderboard/{mode}, /api/players/{name}, /api/games/{game}";

async fn no_such_page(uri: axum::http::Uri) -> (StatusCode, Json<ApiError>) {
    fail(
        StatusCode::NOT_FOUND,
        format!(
            "no page at {:?}: the API has {API_PAGES}",
            short(uri.path())
        ),
    )
}

/// An API response that is an error without a JSON body (another method than `GET`, say, which
/// the router refuses itself) gets one: `{"error": …}` naming the status.
async fn json_errors(response: Response) -> Response {
    let status = response.status();
    let json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|t| t.as_bytes().starts_with(b"application/json"));
    if !(status.is_client_error() || status.is_server_error()) || json {
        return response;
    }
    let said = match status {
        StatusCode::METHOD_NOT_ALLOWED => "the API answers GET only".to_string(),
        s => s
            .canonical_reason()
            .unwrap_or("the request was refused")
            .to_lowercase(),
    };
    let mut headers = response.headers().clone();
    headers.remove(header::CONTENT_LENGTH);
    let mut out = fail(status, said).into_response();
    for (name, value) in &headers {
        if name != header::CONTENT_TYPE {
            out.headers_mut().insert(name, value.clone());
        }
    }
    out
}

/// The one segment a page takes (a name, a mode, a game), or the JSON error that says why the
/// address cannot be read (percent-escapes that do not decode to UTF-8, say).
fn segment(
    path: Result<Path<String>, PathRejection>,
) -> Result<String, (StatusCode, Json<ApiError>)> {
    match path {
        Ok(Path(text)) => Ok(text),
        Err(PathRejection::FailedToDeserializePathParams(e)) => {
            let why = match e.kind() {
                ErrorKind::InvalidUtf8InPathParam { key } => {
                    format!("its {key} is not valid UTF-8 once its %-escapes are decoded")
                }
                other => other.to_string(),
            };
            Err(fail(
                StatusCode::BAD_REQUEST,
                format!("the address cannot be read: {why}"),
            ))
        }
        Err(e) => Err(fail(
            e.status(),
            format!("the address cannot be read: {}", e.body_text()),
        )),
    }
}

fn fail(status: StatusCode, error: impl Into<String>) -> (StatusCode, Json<ApiError>) {
    (
        status,
        Json(ApiError {
            error: error.into(),
        }),
    )
}

fn storage(e: String) -> (StatusCode, Json<ApiError>) {
    eprintln!("api: {e}");
    fail(
        StatusCode::SERVICE_UNAVAILABLE,
        "the server cannot read its ratings now: try again in a moment",
    )
}

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
    fn http(self) -> (StatusCode, Json<ApiError>) {
        match self {
            Refused::NotFound(e) => fail(StatusCode::NOT_FOUND, e),
            Refused::Unavailable(e) => storage(e),
        }
    }

    /// The refusal as a frame (the WebSocket's `leaderboard`, `player` and `record`).
    pub(super) fn frame(self) -> ServerMessage {
        match self {
            Refused::NotFound(e) => ServerMessage::error(ErrorCode::NotFound, e),
            Refused::Unavailable(e) => {
                eprintln!("api: {e}");
                ServerMessage::error(
                    ErrorCode::Unavailable,
                    "the server cannot read its ratings now: try again in a moment",
                )
            }
        }
    }
}

async fn leaderboard(
    State(app): State<App>,
    mode: Result<Path<String>, PathRejection>,
) -> ApiResult<Leaderboard> {
    let mode = segment(mode)?;
    let Some(m) = Mode::from_key(&mode) else {
        let all: Vec<String> = Mode::all().into_iter().map(Mode::key).collect();
        return Err(fail(
            StatusCode::NOT_FOUND,
            format!("no mode {:?}: one of {}", short(&mode), all.join(", ")),
        ));
    };
    leaderboard_of(&app, m)
        .await
        .map(Json)
        .map_err(Refused::http)
}

/// A mode's best players active in the last [`ACTIVE_MS`].
pub(super) async fn leaderboard_of(app: &App, m: Mode) -> Result<Leaderboard, Refused> {
    let since = node::wall_ms().saturating_sub(ACTIVE_MS);
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

async fn player(
    State(app): State<App>,
    name: Result<Path<String>, PathRejection>,
) -> ApiResult<PlayerPage> {
    let name = segment(name)?;
    player_page(&app, &name)
        .await
        .map(Json)
        .map_err(Refused::http)
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
    let mut history: std::collections::BTreeMap<String, Vec<HistoryPoint>> = Default::default();
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

/// A rated game's record, as the game saves records (to replay, or to download).
async fn game(State(app): State<App>, id: Result<Path<String>, PathRejection>) -> Response {
    let id = match segment(id) {
        Ok(id) => id,
        Err(e) => return e.into_response(),
    };
    match record_of(&app, &id).await {
        Ok(record) => (
            [
                (header::CONTENT_TYPE, "application/json".to_string()),
                (
                    header::CONTENT_DISPOSITION,
                    format!("inline; filename=\"petri-{id}.json\""),
                ),
            ],
            record,
        )
            .into_response(),
        Err(e) => e.http().into_response(),
    }
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
fn short(text: &str) -> String {
    text.chars().take(40).collect()
}
