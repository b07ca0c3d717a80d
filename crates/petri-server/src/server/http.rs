//! HTTP: the routes (`/healthz`, the WebSocket at `/ws`, the static site) and the JSON API:
//! `GET /api/leaderboard/{mode}`, `GET /api/players/{name}` and `GET /api/games/{game}` (the
//! pages themselves are [`pages`](super::pages)'s, shared with the WebSocket). Names and other
//! text go out as JSON strings, never as markup.
//!
//! Every error under `/api/` is `{"error": "…"}`: an address that cannot be read (not UTF-8
//! once decoded) is a 400, an address the API does not have a 404, another method than `GET`
//! a 405. A request the HTTP layer refuses before any route sees it (an address over 64 KB,
//! a request line or headers that cannot be parsed) gets the same JSON from
//! [`crate::server::http_errors`].

use axum::extract::path::ErrorKind;
use axum::extract::rejection::PathRejection;
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{any, get};
use axum::{Json, Router};
use petri_net::Mode;
use petri_net::api::{ApiError, Leaderboard, PlayerPage};
use tracing::{info, warn};

use super::connection::ws_handler;
use super::pages::{Refused, leaderboard_of, player_page, record_of, short};
use super::state::App;
use crate::clock::move_wall_ahead;

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
                move_wall_ahead(ms);
                info!("test clock: {ms} ms ahead");
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
    warn!("api: {e}");
    fail(
        StatusCode::SERVICE_UNAVAILABLE,
        "the server cannot read its ratings now: try again in a moment",
    )
}

/// A page's refusal as the API's JSON error.
fn refused(r: Refused) -> (StatusCode, Json<ApiError>) {
    match r {
        Refused::NotFound(e) => fail(StatusCode::NOT_FOUND, e),
        Refused::Unavailable(e) => storage(e),
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
    leaderboard_of(&app, m).await.map(Json).map_err(refused)
}

async fn player(
    State(app): State<App>,
    name: Result<Path<String>, PathRejection>,
) -> ApiResult<PlayerPage> {
    let name = segment(name)?;
    player_page(&app, &name).await.map(Json).map_err(refused)
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
        Err(e) => refused(e).into_response(),
    }
}
