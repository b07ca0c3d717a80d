//! Dispatch: a welcomed connection's messages — `hello`, the refusals made here, entering
//! and leaving rooms, new rooms (their tasks started here).

use petri_net::{Checked, ClientMessage, ErrorCode, Mode, ServerMessage, TimeControl};

use super::room_task::spawn_room;
use super::route::{enter, to_room};
use super::state::{App, hex, random_bytes};
use crate::clock::wall_ms;
use crate::room::{ConnId, Enter, PlayerId, Room};
use crate::store::token_hash;

/// Who a `hello` made the connection: the player, their token, the name they go by and
/// whether it is an account's.
pub(super) struct Hello {
    pub player: PlayerId,
    pub token: String,
    pub name: String,
    pub account: bool,
}

/// `hello`: a known token resumes its player (an account keeps its own name); otherwise a new
/// guest with a new token.
pub(super) async fn hello(app: &App, name: &str, token: Option<String>) -> Result<Hello, String> {
    if let Some(token) = token
        && let Some(known) = app
            .storage
            .player_by_token(&token_hash(&token), name)
            .await?
    {
        return Ok(Hello {
            player: known.id,
            token,
            account: known.account.is_some(),
            name: known.account.unwrap_or_else(|| name.to_string()),
        });
    }
    let id = hex(&random_bytes::<8>());
    let token = hex(&random_bytes::<16>());
    app.storage
        .add_player(&id, &token_hash(&token), name)
        .await?;
    Ok(Hello {
        player: id,
        token,
        name: name.to_string(),
        account: false,
    })
}

/// A message after the handshake; the answer when it is refused here (not by a room).
pub(super) async fn handle(
    app: &App,
    conn: ConnId,
    player: &str,
    name: &str,
    msg: Checked,
) -> Option<ServerMessage> {
    let current = app.reg().conns.get(&conn).and_then(|c| c.room.clone());
    let refused =
        |r: Result<(), (ErrorCode, String)>| r.err().map(|(c, m)| ServerMessage::error(c, m));
    match msg {
        Checked::Hello { .. } => Some(ServerMessage::error(
            ErrorCode::BadMessage,
            "hello was said already",
        )),
        Checked::QuickJoin { mode, rated, .. } => {
            if let Some(refused) = unavailable(app) {
                return Some(refused);
            }
            if rated && let Some(refused) = guest_refused(app, player).await {
                return Some(refused);
            }
            quick_join(app, conn, player, name, mode, rated, current.as_deref()).await
        }
        Checked::CreateRoom {
            rules,
            rated,
            clock,
            ..
        } => {
            let (mode, rules) = (rules.mode(), rules.to_rules());
            if let Some(refused) = room_limit(app, conn).or_else(|| unavailable(app)) {
                return Some(refused);
            }
            if rated && let Some(refused) = guest_refused(app, player).await {
                return Some(refused);
            }
            // A rated room always has a clock.
            let clock = clock.or(rated.then_some(TimeControl::PUBLIC));
            let room = match new_room(app, false, mode, rules, None, rated, clock).await {
                Ok(r) => r,
                Err(e) => return Some(e),
            };
            let r = enter(app, conn, player, name, &room, Enter::Join).await;
            if r.is_ok() {
                leave_old(app, conn, current.as_deref(), &room).await;
            }
            refused(r)
        }
        Checked::Join { room, .. } => {
            let r = enter(app, conn, player, name, &room, Enter::Join).await;
            if r.is_ok() {
                leave_old(app, conn, current.as_deref(), &room).await;
            }
            refused(r)
        }
        Checked::Watch { room, .. } => {
            let r = enter(app, conn, player, name, &room, Enter::Watch).await;
            if r.is_ok() {
                leave_old(app, conn, current.as_deref(), &room).await;
            }
            refused(r)
        }
        msg => {
            let sent = match &current {
                Some(room) => to_room(app, room, conn, msg.into()).await,
                None => false,
            };
            (!sent).then(|| ServerMessage::error(ErrorCode::NotInRoom, "you are not in a room"))
        }
    }
}

/// Quick join: a seat in the oldest public room of the mode with one, or in a new room. The
/// storage claims the room (with `--redis` one script claims the seat across the cluster); a
/// room that cannot be entered after all is passed over, eight times at most.
async fn quick_join(
    app: &App,
    conn: ConnId,
    player: &str,
    name: &str,
    mode: Mode,
    rated: bool,
    current: Option<&str>,
) -> Option<ServerMessage> {
    let pool = Room::pool_of(mode, rated);
    // Without a shared claim of seats, one quick join at a time on this node: players joining
    // at once fill one room after another instead of racing for the same last seat.
    let _turn = app.nodes.quick_join_turn().await;
    for _ in 0..8 {
        let fresh = loop {
            if let Some(n) = petri_net::room_name_from(&random_bytes::<32>()) {
                break n;
            }
        };
        let (room, new) = match app
            .storage
            .claim(&pool, mode.players, &fresh, wall_ms())
            .await
        {
            Ok(found) => found,
            Err(e) => {
                return Some(ServerMessage::error(
                    ErrorCode::Unavailable,
                    format!("the server cannot find a room now: {e}"),
                ));
            }
        };
        if Some(room.as_str()) == current {
            return Some(ServerMessage::error(
                ErrorCode::NotAllowed,
                "you are in that room already",
            ));
        }
        if new
            && let Err(e) = new_room(
                app,
                true,
                Some(mode),
                mode.to_rules(),
                Some(room.clone()),
                rated,
                Some(TimeControl::PUBLIC),
            )
            .await
        {
            return Some(e);
        }
        if enter(app, conn, player, name, &room, Enter::Join)
            .await
            .is_ok()
        {
            leave_old(app, conn, current, &room).await;
            return None;
        }
        // Full meanwhile, or gone: another room.
        app.storage.unclaimable(&pool, &room);
    }
    Some(ServerMessage::error(
        ErrorCode::RoomFull,
        "no room could be joined: try again",
    ))
}

/// The refusal of a rated game to a guest.
async fn guest_refused(app: &App, player: &str) -> Option<ServerMessage> {
    match app.storage.account_of(player).await {
        Ok(Some(_)) => None,
        Ok(None) => Some(ServerMessage::error(
            ErrorCode::NotAllowed,
            "rated games are for accounts: register or log in",
        )),
        Err(e) => Some(ServerMessage::error(ErrorCode::Unavailable, e)),
    }
}

/// The refusal of a new room while the storage does not answer (Redis, with `--redis`).
fn unavailable(app: &App) -> Option<ServerMessage> {
    (!app.storage.available()).then(|| {
        ServerMessage::error(
            ErrorCode::Unavailable,
            "the server cannot open rooms now (its shared store does not answer): try again in a moment",
        )
    })
}

/// The refusal when the connection's address has created rooms faster than allowed.
fn room_limit(app: &App, conn: ConnId) -> Option<ServerMessage> {
    let addr = app.reg().conns.get(&conn).map(|c| c.addr)?;
    (!app.may_create_room(addr)).then(|| {
        ServerMessage::error(
            ErrorCode::RateLimited,
            "too many new rooms from your address: wait a little, or join one",
        )
    })
}

/// After entering `new`, the connection leaves the room it was in (a seat there is given up).
async fn leave_old(app: &App, conn: ConnId, old: Option<&str>, new: &str) {
    if let Some(old) = old.filter(|o| *o != new) {
        to_room(app, old, conn, ClientMessage::Leave).await;
    }
}

/// A new room with a fresh name (or the name given); its task runs. The storage takes the
/// name (with `--redis`, the room's lease) and starts its log before anyone can enter.
async fn new_room(
    app: &App,
    public: bool,
    mode: Option<Mode>,
    rules: petri_rules::Rules,
    name: Option<String>,
    rated: bool,
    clock: Option<TimeControl>,
) -> Result<String, ServerMessage> {
    let refused = |e: String| ServerMessage::error(ErrorCode::BadMessage, e);
    let mut given = name;
    let name = loop {
        let n = match given.take() {
            Some(n) => n,
            None => match petri_net::room_name_from(&random_bytes::<32>()) {
                Some(n) => n,
                None => continue,
            },
        };
        if app.reg().rooms.contains_key(&n) {
            continue;
        }
        match app.storage.take_name(&n).await {
            Ok(true) => break n,
            Ok(false) => continue,
            Err(e) => {
                return Err(ServerMessage::error(
                    ErrorCode::Unavailable,
                    format!("the server cannot open rooms now: {e}"),
                ));
            }
        }
    };
    let mut room = Room::new(
        name.clone(),
        public,
        mode,
        rules,
        random_bytes::<32>(),
        app.config.vanish_ms,
    )
    .map_err(refused)?;
    if rated {
        room.set_rated().map_err(refused)?;
    }
    if let Some(c) = clock {
        room.set_clock(c);
    }
    let log = app
        .storage
        .start_log(&mut room)
        .await
        .map_err(|e| ServerMessage::error(ErrorCode::Unavailable, e))?;
    spawn_room(app, room, false, log);
    Ok(name)
}
