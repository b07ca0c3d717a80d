//! Online play: a client of `petri-server` (protocol in `crates/petri-net`).
//!
//! - [`client`]: what each server message means here, without sockets (unit-tested).
//! - [`socket`]: the WebSocket ([`ewebsock`], natively and in the browser).
//! - [`ui`]: the online screen, the room, chat and votes (egui; part of the view).
//!
//! Players elsewhere sit at [`SeatKind::Remote`] seats: the server's `moved` becomes a
//! [`TurnInput`] carrying their seat, as a computer's answer does, so the turn machine, the
//! board, animations and sounds serve online games unchanged. The person's own action goes to
//! the server ([`RelayedInput`]) and is shown when the server plays it (see [`client`] for
//! why). A snapshot rebuilds the [`Session`] from the room's record; a gap in the room's
//! version asks for one. A lost connection is retried with a growing wait and resumes the
//! player (its token) straight back into the room and the game.
//!
//! [`SeatKind::Remote`]: crate::core::setup::SeatKind::Remote

pub mod client;
pub mod kept;
pub mod socket;
pub mod view;

use std::time::Duration;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use petri_net::{ClientMessage, Mode, ServerMessage};

use crate::core::notice::Notice;
use crate::core::screens::{Screen, Turn};
use crate::core::session::Session;
use crate::core::text::tr_with;
use crate::core::turn::{BoardReset, RelayedInput, TurnInput, TurnSet};
use client::{Client, Effect, backoff};
use socket::{Connection, LinkEvent};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Online>()
        .add_sub_state::<OnlinePage>()
        .add_message::<OnlineRequest>()
        .add_systems(
            Update,
            (take_requests, poll_link, reconnect)
                .chain()
                .before(TurnSet::Gather),
        )
        .add_systems(
            Update,
            deliver_moves
                .in_set(TurnSet::Input)
                .run_if(in_state(Screen::Playing)),
        )
        .add_systems(Update, relay_inputs.after(TurnSet::Apply))
        .add_systems(Update, follow_lobby.after(poll_link))
        .add_systems(Last, keep_seat.run_if(resource_changed::<Online>))
        .add_systems(Last, say_bye.run_if(on_message::<AppExit>))
        .add_systems(OnEnter(Screen::Title), start_from_link)
        .add_systems(Startup, wake_on_messages);
}

/// The page online play shows while the screen is [`Screen::Online`]: the lobby, the room
/// being waited in, or the rankings' pages (each page's plugin draws it in its state).
#[derive(SubStates, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[source(Screen = Screen::Online)]
pub enum OnlinePage {
    /// The server, the modes with their counts, friends rooms, the account.
    #[default]
    Lobby,
    /// A room waiting for players (in a room, until its game starts).
    WaitingRoom,
    /// A leaderboard or a player's page.
    Ranking,
}

/// With a window, whatever the socket hears wakes it at once: the window draws only now and
/// then while nothing happens (see `view::room`).
fn wake_on_messages(
    mut online: ResMut<Online>,
    proxy: Option<Res<bevy::winit::EventLoopProxyWrapper>>,
) {
    if let Some(proxy) = proxy {
        let proxy: bevy::winit::EventLoopProxy<bevy::winit::WinitUserEvent> = (**proxy).clone();
        online.waker = Some(std::sync::Arc::new(move || {
            let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
        }));
    }
}

/// What the person asks of the online client (the online screen writes these; so can tests).
#[derive(Message, Clone, Debug, PartialEq)]
pub enum OnlineRequest {
    /// Connect to a server as this name (and stay connected: lost connections are retried).
    Connect { url: String, name: String },
    /// Say `bye` and close the connection.
    Disconnect,
    /// A request to the server (join, quick join, chat, vote…); kept until the player is
    /// welcomed when the connection is not ready yet.
    Ask(ClientMessage),
    /// Leave the room (the seat forfeits in a running game).
    Leave,
}

/// Where the connection stands.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Link {
    Disconnected,
    /// Opening the socket, or waiting for `welcome`.
    Connecting,
    Connected,
    /// Lost: the next try is at this time (of `Time<Real>`).
    Retrying {
        at: Duration,
    },
}

/// Why the link is not up, said in the connection card (not in notices over the page).
#[derive(Clone, Debug, PartialEq)]
pub enum LinkProblem {
    /// No connection was made: nothing answers at the address (or it is not an address).
    Unreachable { why: String },
    /// The connection was lost (and the tries since have not brought it back).
    Lost { why: String },
}

/// The connection light's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Light {
    Red,
    Yellow,
    Green,
}

/// The online client: the protocol state, the connection, where it stands.
#[derive(Resource)]
pub struct Online {
    pub client: Client,
    pub link: Link,
    connection: Connection,
    /// The server's address.
    pub url: String,
    /// The person wants to stay connected: a lost connection is retried.
    pub wanted: bool,
    /// Tries since the connection was lost.
    pub attempt: u32,
    /// Wakes the window when the socket hears something (none without a window).
    waker: Option<socket::Waker>,
    /// The lobby counts are asked for on this connection.
    lobby_on: bool,
    /// When the room's clocks were last heard (the view counts down from then).
    clock_at: Duration,
    /// Why the link is not up, until the server welcomes the player.
    pub problem: Option<LinkProblem>,
}

impl Online {
    /// Seat `seat`'s time left now, in ms (none without clocks): counted down from when the
    /// clocks were last heard.
    pub fn clock_left(&self, seat: usize, now: std::time::Duration) -> Option<u64> {
        let clock = self.client.clock.as_ref()?;
        let since = now.saturating_sub(self.clock_at).as_millis() as u64;
        Some(clock.left(seat, since))
    }

    /// Whether `seat`'s clock runs.
    pub fn clock_runs(&self, seat: usize) -> bool {
        self.client
            .clock
            .as_ref()
            .is_some_and(|c| c.running == Some(seat as u8))
    }
}

/// A clock as people read it: `1:05`, `0:09`.
pub fn clock_text(ms: u64) -> String {
    let s = ms.div_ceil(1000);
    format!("{}:{:02}", s / 60, s % 60)
}

/// A rating as shown: `1662`, or `1500?` while provisional.
pub fn rating_text(r: &petri_net::SeatRating) -> String {
    if r.provisional {
        format!("{}?", r.rating)
    } else {
        r.rating.to_string()
    }
}

impl Default for Online {
    fn default() -> Self {
        Online {
            client: Client::default(),
            link: Link::Disconnected,
            connection: Connection::default(),
            url: String::new(),
            wanted: false,
            attempt: 0,
            waker: None,
            lobby_on: false,
            clock_at: Duration::ZERO,
            problem: None,
        }
    }
}

impl Online {
    pub fn light(&self) -> Light {
        match self.link {
            Link::Disconnected => Light::Red,
            Link::Connected if self.client.welcomed => Light::Green,
            _ => Light::Yellow,
        }
    }

    /// Connected and welcomed by the server.
    pub fn ready(&self) -> bool {
        self.link == Link::Connected && self.client.welcomed
    }

    fn send(&self, message: &ClientMessage) {
        self.connection.send(message.to_frame());
    }

    fn open(&mut self, now: Duration) -> Option<String> {
        match socket::open(&self.url, self.waker.clone()) {
            Ok(t) => {
                self.connection.set(Some(t));
                self.link = Link::Connecting;
                None
            }
            Err(e) => {
                self.problem = Some(LinkProblem::Unreachable { why: e.clone() });
                self.retry_later(now);
                Some(e)
            }
        }
    }

    fn retry_later(&mut self, now: Duration) {
        self.lobby_on = false;
        self.connection.set(None);
        self.client.connection_lost();
        self.link = if self.wanted {
            let wait = backoff(self.attempt);
            self.attempt += 1;
            Link::Retrying { at: now + wait }
        } else {
            Link::Disconnected
        };
    }

    /// Says `bye` and closes.
    fn close(&mut self) {
        self.lobby_on = false;
        if self.connection.is_open() {
            self.send(&ClientMessage::Bye);
        }
        self.connection.set(None);
        self.client.connection_lost();
        self.wanted = false;
        self.link = Link::Disconnected;
        self.attempt = 0;
        self.problem = None;
    }
}

/// What applying the client's effects touches.
#[derive(SystemParam)]
struct Effects<'w, 's> {
    commands: Commands<'w, 's>,
    screen: Res<'w, State<Screen>>,
    next: ResMut<'w, NextState<Screen>>,
    notice: MessageWriter<'w, Notice>,
    reset: MessageWriter<'w, BoardReset>,
}

impl Effects<'_, '_> {
    fn apply(&mut self, online: &Online, effects: Vec<Effect>) {
        for effect in effects {
            match effect {
                Effect::Send(m) => online.send(&m),
                Effect::Notice(text) => {
                    self.notice.write(Notice(text));
                }
                Effect::Show(session) => {
                    let over = session.is_over();
                    self.commands.insert_resource(*session);
                    self.reset.write(BoardReset);
                    let screen = *self.screen.get();
                    if !(screen == Screen::GameOver && over) {
                        self.next.set(Screen::Playing);
                    }
                }
                Effect::Lobby => {
                    if matches!(*self.screen.get(), Screen::Playing | Screen::GameOver) {
                        self.next.set(Screen::Online);
                    }
                }
            }
        }
    }
}

fn take_requests(
    mut requests: MessageReader<OnlineRequest>,
    mut online: ResMut<Online>,
    time: Res<Time<Real>>,
    mut fx: Effects,
) {
    for request in requests.read() {
        match request.clone() {
            OnlineRequest::Connect { url, name } => {
                let same = url == online.url && online.link != Link::Disconnected;
                online.client.name = name;
                // A reloaded page resumes its player.
                if online.client.token.is_none() {
                    online.client.token = kept::load().and_then(|k| k.token_for(&url));
                }
                online.wanted = true;
                if !same {
                    online.close();
                    online.wanted = true;
                    online.url = url;
                    online.attempt = 0;
                    // A failure is said in the connection card (`problem`), not over it.
                    let _ = online.open(time.elapsed());
                }
            }
            OnlineRequest::Disconnect => {
                online.close();
                let effects = online.client.leave();
                online.client.wanted = None;
                fx.apply(&online, effects);
            }
            OnlineRequest::Ask(message) => {
                let effects = online.client.request(message);
                fx.apply(&online, effects);
            }
            OnlineRequest::Leave => {
                let effects = online.client.leave();
                fx.apply(&online, effects);
            }
        }
    }
}

/// Reads what the server sent.
fn poll_link(mut online: ResMut<Online>, time: Res<Time<Real>>, mut fx: Effects) {
    // A bounded number of events a frame: a flood never freezes the game.
    for _ in 0..64 {
        let Some(event) = online.connection.poll() else {
            return;
        };
        match event {
            LinkEvent::Opened => {
                let hello = online.client.hello();
                online.send(&hello);
            }
            LinkEvent::Text(frame) => match ServerMessage::parse(&frame) {
                Ok(message) => {
                    if matches!(message, ServerMessage::Welcome { .. }) {
                        online.link = Link::Connected;
                        online.attempt = 0;
                        online.problem = None;
                    }
                    let clocks = online.client.clock_seq;
                    let effects = online.client.receive(message);
                    if online.client.clock_seq != clocks {
                        online.clock_at = time.elapsed();
                    }
                    fx.apply(&online, effects);
                }
                Err(e) => warn!("online: a frame from the server cannot be read: {e}"),
            },
            LinkEvent::Closed(why) => {
                let lost = online.link == Link::Connected;
                online.retry_later(time.elapsed());
                // What went wrong is said in the connection card, with the time to the next
                // try; a game in play hears of a loss once (its board has no card).
                let was_lost = matches!(online.problem, Some(LinkProblem::Lost { .. }));
                online.problem = Some(if lost || was_lost {
                    LinkProblem::Lost { why }
                } else {
                    LinkProblem::Unreachable { why }
                });
                if lost
                    && *fx.screen.get() != Screen::Online
                    && let Link::Retrying { at } = online.link
                {
                    let secs = at.saturating_sub(time.elapsed()).as_secs_f32().ceil();
                    fx.notice
                        .write(Notice(tr_with("online.lost_retrying", &[("secs", &secs)])));
                }
                return;
            }
        }
    }
}

/// Tries again once the wait after a lost connection is over.
fn reconnect(mut online: ResMut<Online>, time: Res<Time<Real>>) {
    if let Link::Retrying { at } = online.link
        && time.elapsed() >= at
    {
        let _ = online.open(time.elapsed());
    }
}

/// Hands the server's moves to the turn machine, one at a time, when it is ready for one.
fn deliver_moves(
    mut online: ResMut<Online>,
    session: Option<ResMut<Session>>,
    turn: Option<Res<State<Turn>>>,
    mut input: MessageWriter<TurnInput>,
    mut screen: ResMut<NextState<Screen>>,
) {
    let (Some(mut session), Some(turn)) = (session, turn) else {
        return;
    };
    let ready = *turn.get() == Turn::Remote || turn.get().is_a_choice();
    if !session.is_online() || !ready {
        return;
    }
    // The server ended the game (a player left, one side remains) once its last move is
    // shown: the board stops taking moves and the ranking is the server's.
    if !session.is_over()
        && let Some(result) = online.client.ended()
    {
        session.ended = Some(result.clone());
        screen.set(Screen::GameOver);
        return;
    }
    match online.client.next_input(&session) {
        Some(Ok(i)) => {
            input.write(i);
        }
        Some(Err(Effect::Send(m))) => online.send(&m),
        _ => {}
    }
}

/// Sends the person's own choices to the server.
fn relay_inputs(
    mut relayed: MessageReader<RelayedInput>,
    mut online: ResMut<Online>,
    session: Option<Res<Session>>,
    mut fx: Effects,
) {
    let Some(session) = session else {
        relayed.clear();
        return;
    };
    for r in relayed.read() {
        let effects = online.client.relay(&session, r.action);
        fx.apply(&online, effects);
    }
}

/// The lobby counts come while the online screen shows the lobby (welcomed, in no room) and
/// stop when it does not: entering a room ends them on the server's side too.
fn follow_lobby(mut online: ResMut<Online>, screen: Res<State<Screen>>) {
    let wanted = *screen.get() == Screen::Online && online.ready() && online.client.room.is_none();
    if online.client.room.is_some() {
        online.lobby_on = false;
    }
    if wanted != online.lobby_on && online.ready() {
        online.send(&ClientMessage::Lobby { on: wanted });
        online.lobby_on = wanted;
    }
}

fn say_bye(mut online: ResMut<Online>) {
    online.close();
}

/// `--server`, `--name`, `--room`, `--quick`, `--create` (or the page's `?room=NAME`): online
/// play asked for at start, acted on once the title is up (taken then).
#[derive(Resource, Debug, Clone, Default, PartialEq)]
pub struct OnlineStart {
    pub server: Option<String>,
    pub name: Option<String>,
    /// A friends room to join.
    pub room: Option<String>,
    /// A public room's mode to play.
    pub quick: Option<Mode>,
    /// A friends room to open, of this mode.
    pub create: Option<Mode>,
}

impl OnlineStart {
    /// Something online was asked for.
    pub fn wanted(&self) -> bool {
        self.room.is_some()
            || self.quick.is_some()
            || self.create.is_some()
            || self.server.is_some()
    }
}

/// `--room`, `--quick`, `--create`, `--server` (the web page's `?room=NAME`): once the title is
/// up, the online screen opens, connects and asks for the room. Without those, a reloaded page
/// whose player was in a room connects again to resume it.
fn start_from_link(
    start: Option<ResMut<OnlineStart>>,
    mut settings: ResMut<crate::core::settings::Settings>,
    mut requests: MessageWriter<OnlineRequest>,
    mut next: ResMut<NextState<Screen>>,
    mut once: Local<bool>,
) {
    let start = start
        .map(|mut s| std::mem::take(&mut *s))
        .unwrap_or_default();
    let first = !std::mem::replace(&mut *once, true);
    if !start.wanted() {
        if first
            && let Some(kept) = kept::load()
            && kept.room.is_some()
        {
            let name = settings.player_name.clone();
            requests.write(OnlineRequest::Connect {
                url: kept.url,
                name,
            });
            next.set(Screen::Online);
        }
        return;
    }
    let url = start.server.unwrap_or_else(|| {
        settings
            .servers
            .get(settings.server)
            .map(|e| e.url.clone())
            .unwrap_or_default()
    });
    if let Some(name) = start.name {
        settings.player_name = name;
    }
    let name = settings.player_name.clone();
    // A reloaded tab whose player sits in a room on that server resumes it: the link (still
    // in the address bar) does not open another room, unless it names a different one.
    let sitting = kept::load()
        .filter(|k| first && k.url == url)
        .and_then(|k| k.room);
    requests.write(OnlineRequest::Connect { url, name });
    if sitting.is_some() && (start.room.is_none() || start.room == sitting) {
        // The resumed seat's snapshot follows the welcome.
    } else if let Some(room) = start.room {
        requests.write(OnlineRequest::Ask(ClientMessage::Join { room }));
    } else if let Some(mode) = start.quick {
        requests.write(OnlineRequest::Ask(ClientMessage::QuickJoin {
            mode,
            rated: false,
        }));
    } else if let Some(mode) = start.create {
        requests.write(OnlineRequest::Ask(ClientMessage::CreateRoom {
            mode: Some(mode),
            rules: None,
            rated: false,
            clock: None,
        }));
    }
    next.set(Screen::Online);
}

/// Keeps the tab's token and room through a reload (web build; see [`kept`]).
fn keep_seat(online: Res<Online>, mut last: Local<Option<kept::Kept>>) {
    let now = kept::Kept::of(&online);
    if now != *last {
        if let Some(k) = &now {
            kept::save(k);
        }
        *last = now;
    }
}
