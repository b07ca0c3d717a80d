//! How often the window draws by itself. It draws on input, on what the socket hears and on
//! `RequestRedraw` (animations ask for every frame); otherwise it waits. What needs the time
//! to pass asks for a wake-up here each frame ([`Pace::within`]): a notice that will fade,
//! the online client's timers, the title's living board between its moves (and, while a move
//! is in the air, at its own low frame rate), a load under way ([`LOADING`]). The shortest
//! wait asked wins; with nothing asked there is no timed wake at all ([`IDLE`]): every wake
//! draws a whole frame, which in a browser without a GPU costs about 0.7 CPU-seconds, so a
//! still page must not be woken to find nothing changed.
//!
//! Changing the wait makes the window draw once, so the waits asked are steady values, not
//! countdowns: the window then draws only when something moves or is due.

use std::time::Duration;

use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};

use bevy_egui::{EguiInput, EguiPreUpdateSet, egui};

use crate::online::{Link, Online};

/// The wait when nothing asks for one: a day, standing for "never" (a wait is a time to wake
/// at; the browser's timers take at most 24.8 days). Whatever needs the time to pass asks
/// (above), and input, the socket, a dropped file and the sounds wake the window themselves.
/// It was 30 s, a safety net: a still page then drew a few frames every 30 s, 3% of a core on
/// average under SwiftShader (BENCHMARKS.md, "A still page over 60 s").
pub const IDLE: Duration = Duration::from_secs(24 * 3600);
/// A window in the background: the same.
pub const IDLE_UNFOCUSED: Duration = IDLE;
/// A load the window waits on (a theme being switched to, the puzzle set) ends on another
/// thread or in the browser's fetch, neither of which wakes the window: a look ten times a
/// second until it is in.
pub const LOADING: Duration = Duration::from_millis(100);
/// The online client's own timers need a look four times a second while the connection is
/// being made or waits to try again. Connected and otherwise idle (the lobby, a waiting room, a
/// game without a running clock) the window sleeps: what the socket hears wakes it at once.
pub const ONLINE: Duration = Duration::from_millis(250);
/// A running clock shows whole seconds (the seat cards, the low-time tick): a look twice a
/// second shows each of them, at most half a second late, and draws half the frames four looks
/// drew (each a whole redraw by the processor where there is no GPU). A steady value, not the
/// time to the next second: a wait that changed every frame would make the window draw again
/// (tried: 3.2 frames a second, not 1).
pub const CLOCK: Duration = Duration::from_millis(500);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Pace>()
        .add_systems(
            Last,
            (wake_while_loading, wake_for_transitions, settle).chain(),
        )
        .add_systems(
            PreUpdate,
            quiet_modifiers
                .after(EguiPreUpdateSet::ProcessInput)
                .before(EguiPreUpdateSet::BeginPass),
        );
}

/// bevy_egui tells egui the modifier keys every frame (`Event::ModifiersChanged`, changed or
/// not), and any event makes egui ask for the next frame at once: the window would never rest
/// (on the web it drew as fast as it could, a whole core on an idle title). Only a change
/// reaches egui; the keys' state itself is in `RawInput::modifiers` as before.
fn quiet_modifiers(
    mut inputs: Query<(&mut EguiInput, &mut LastModifiers)>,
    new: Query<Entity, (With<EguiInput>, Without<LastModifiers>)>,
    mut commands: Commands,
) {
    for entity in &new {
        commands.entity(entity).insert(LastModifiers::default());
    }
    for (mut input, mut last) in &mut inputs {
        let events = &mut input.bypass_change_detection().0.events;
        let mut seen = last.0;
        events.retain(|event| match event {
            egui::Event::ModifiersChanged(m) if *m == seen => false,
            egui::Event::ModifiersChanged(m) => {
                seen = *m;
                true
            }
            _ => true,
        });
        if seen != last.0 {
            last.0 = seen;
        }
    }
}

/// The modifier keys egui was last told about.
#[derive(Component, Default)]
struct LastModifiers(egui::Modifiers);

/// The wake-ups asked for this frame.
#[derive(Resource, Debug, Default)]
pub struct Pace {
    soonest: Option<Duration>,
}

impl Pace {
    /// The window should draw again within `wait` even if nothing else happens.
    pub fn within(&mut self, wait: Duration) {
        self.soonest = Some(self.soonest.map_or(wait, |s| s.min(wait)));
    }
}

/// A load under way asks for [`LOADING`].
fn wake_while_loading(
    mut pace: ResMut<Pace>,
    switch: Option<Res<crate::view::theme::ThemeSwitch>>,
    language: Option<Res<crate::view::language::Switch>>,
    awaited: Option<ResMut<crate::core::loads::Awaited>>,
    server: Option<Res<AssetServer>>,
) {
    let theme = switch.is_some_and(|s| s.is_loading()) || language.is_some_and(|l| l.is_loading());
    let others = match (awaited, server) {
        (Some(mut awaited), Some(server)) => awaited.any_loading(&server),
        _ => false,
    };
    if theme || others {
        pace.within(LOADING);
    }
}

/// Whether a state change waits for the next frame (states change at a frame's start).
fn pending<S: bevy::state::state::FreelyMutableState>(next: Option<Res<NextState<S>>>) -> bool {
    next.is_some_and(|n| !matches!(*n, NextState::Unchanged))
}

/// A screen, sheet or turn phase set this frame changes at the next one: it asks for that
/// frame now. (A message from the server that starts the game sets the board's screen; with
/// no timed wake the window would otherwise show the room until something else woke it.)
fn wake_for_transitions(
    mut pace: ResMut<Pace>,
    screen: Option<Res<NextState<crate::core::screens::Screen>>>,
    overlay: Option<Res<NextState<crate::core::screens::Overlay>>>,
    turn: Option<Res<NextState<crate::core::screens::Turn>>>,
    card: Option<Res<NextState<crate::core::screens::TitleCard>>>,
    page: Option<Res<NextState<crate::online::OnlinePage>>>,
) {
    if pending(screen) || pending(overlay) || pending(turn) || pending(card) || pending(page) {
        pace.within(Duration::ZERO);
    }
}

/// The wait of the frame's asks, set on the window when it changed. A scripted run that
/// draws every frame is left as it is.
fn settle(mut pace: ResMut<Pace>, mut winit: ResMut<WinitSettings>, online: Option<Res<Online>>) {
    let mut wait = pace.soonest.take().unwrap_or(IDLE).min(IDLE);
    if let Some(look) = online.and_then(|o| online_wait(&o)) {
        wait = wait.min(look);
    }
    if matches!(winit.focused_mode, UpdateMode::Continuous) {
        return;
    }
    let focused = UpdateMode::reactive(wait);
    let unfocused = UpdateMode::reactive_low_power(if wait < IDLE {
        wait * 2
    } else {
        IDLE_UNFOCUSED
    });
    if winit.focused_mode != focused || winit.unfocused_mode != unfocused {
        winit.focused_mode = focused;
        winit.unfocused_mode = unfocused;
    }
}

/// How often the online client's timers need a look that no message from the server will
/// give: a connection on its way (or waiting to try again), or a room's running clock.
pub fn online_wait(online: &Online) -> Option<Duration> {
    match online.link {
        Link::Disconnected => None,
        Link::Connecting | Link::Retrying { .. } => Some(ONLINE),
        Link::Connected if !online.client.welcomed => Some(ONLINE),
        Link::Connected => online
            .client
            .clock
            .as_ref()
            .is_some_and(|c| c.running.is_some())
            .then_some(CLOCK),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn app() -> App {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .insert_resource(WinitSettings::desktop_app())
            .add_plugins(plugin);
        app
    }

    fn focused_wait(app: &App) -> Option<Duration> {
        match app.world().resource::<WinitSettings>().focused_mode {
            UpdateMode::Reactive { wait, .. } => Some(wait),
            UpdateMode::Continuous => None,
        }
    }

    /// Nothing asked: the long sleep. Asks: the shortest wins, for that frame only. A run that
    /// draws every frame is not touched.
    /// A screen set this frame (a message from the server starting the game) asks for the
    /// next frame, where it changes; once changed, the window rests again.
    #[test]
    fn a_pending_screen_asks_for_the_next_frame() {
        let mut app = app();
        app.add_plugins(bevy::state::app::StatesPlugin)
            .init_state::<crate::core::screens::Screen>();
        app.update();
        assert_eq!(focused_wait(&app), Some(IDLE));
        app.add_systems(
            Update,
            |mut next: ResMut<NextState<crate::core::screens::Screen>>, mut once: Local<bool>| {
                if !*once {
                    *once = true;
                    next.set(crate::core::screens::Screen::Playing);
                }
            },
        );
        app.update();
        assert_eq!(focused_wait(&app), Some(Duration::ZERO));
        app.update();
        assert_eq!(
            *app.world()
                .resource::<State<crate::core::screens::Screen>>()
                .get(),
            crate::core::screens::Screen::Playing
        );
        assert_eq!(focused_wait(&app), Some(IDLE));
    }

    #[test]
    fn the_shortest_wait_asked_wins_and_idle_sleeps_long() {
        let mut app = app();
        app.update();
        assert_eq!(focused_wait(&app), Some(IDLE));
        app.world_mut()
            .resource_mut::<Pace>()
            .within(Duration::from_secs(1));
        app.world_mut()
            .resource_mut::<Pace>()
            .within(Duration::from_millis(40));
        app.update();
        assert_eq!(focused_wait(&app), Some(Duration::from_millis(40)));
        app.update();
        assert_eq!(focused_wait(&app), Some(IDLE));
        app.world_mut().resource_mut::<WinitSettings>().focused_mode = UpdateMode::Continuous;
        app.world_mut()
            .resource_mut::<Pace>()
            .within(Duration::from_millis(40));
        app.update();
        assert_eq!(focused_wait(&app), None);
    }

    /// A theme being switched to is looked for ten times a second until it is in; then the
    /// window sleeps with no timed wake.
    #[test]
    fn a_load_under_way_wakes_the_window_until_it_is_in() {
        let mut app = app();
        app.init_resource::<crate::view::theme::ThemeSwitch>();
        app.update();
        assert_eq!(focused_wait(&app), Some(IDLE));
        assert!(
            IDLE >= Duration::from_secs(3600),
            "no timed wake to speak of"
        );
        app.world_mut()
            .resource_mut::<crate::view::theme::ThemeSwitch>()
            .pending = Some(("glass".into(), Handle::default()));
        app.update();
        assert_eq!(focused_wait(&app), Some(LOADING));
        app.world_mut()
            .resource_mut::<crate::view::theme::ThemeSwitch>()
            .pending = None;
        app.update();
        assert_eq!(focused_wait(&app), Some(IDLE));
        // A language's file on its way, the same.
        app.init_resource::<crate::view::language::Switch>();
        app.world_mut()
            .resource_mut::<crate::view::language::Switch>()
            .file = Some(Handle::default());
        app.update();
        assert_eq!(focused_wait(&app), Some(LOADING));
    }

    /// Connected and idle, the window sleeps; a connection on its way or a retry to come need
    /// the quarter-second look, a running clock a look every half second.
    #[test]
    fn online_timers_wake_the_window_only_when_they_run() {
        let mut online = Online::default();
        assert_eq!(online_wait(&online), None, "disconnected");
        online.link = Link::Connecting;
        assert_eq!(online_wait(&online), Some(ONLINE));
        online.link = Link::Connected;
        assert_eq!(online_wait(&online), Some(ONLINE), "until welcome");
        online.client.welcomed = true;
        assert_eq!(
            online_wait(&online),
            None,
            "the lobby, a waiting room: asleep"
        );
        online.client.clock = Some(petri_net::ClockView {
            control: petri_net::TimeControl::PUBLIC,
            left_ms: vec![30_000, 30_000],
            running: None,
            elapsed_ms: 0,
        });
        assert_eq!(online_wait(&online), None, "a clock that does not run");
        online.client.clock.as_mut().unwrap().running = Some(1);
        assert_eq!(
            online_wait(&online),
            Some(CLOCK),
            "a running clock counts down"
        );
        online.link = Link::Retrying {
            at: Duration::from_secs(3),
        };
        assert_eq!(online_wait(&online), Some(ONLINE));
    }

    /// The modifier keys reach egui only when they change: bevy_egui's same-state event every
    /// frame would keep egui (and so the window) awake.
    #[test]
    fn only_changed_modifiers_reach_egui() {
        let mut app = App::new();
        app.add_systems(Update, quiet_modifiers);
        let e = app.world_mut().spawn(EguiInput::default()).id();
        let push = |app: &mut App, events: Vec<egui::Event>| {
            app.world_mut().get_mut::<EguiInput>(e).unwrap().0.events = events;
            app.update();
            app.world().get::<EguiInput>(e).unwrap().0.events.clone()
        };
        let none = egui::Event::ModifiersChanged(egui::Modifiers::NONE);
        let shift = egui::Event::ModifiersChanged(egui::Modifiers::SHIFT);
        let key = egui::Event::Text("a".into());
        // The first frame gives the component; from then on, the same state is dropped.
        push(&mut app, vec![none.clone()]);
        assert_eq!(push(&mut app, vec![none.clone()]), vec![]);
        assert_eq!(
            push(&mut app, vec![none.clone(), key.clone()]),
            vec![key.clone()]
        );
        assert_eq!(push(&mut app, vec![shift.clone()]), vec![shift.clone()]);
        assert_eq!(push(&mut app, vec![shift.clone()]), vec![]);
        assert_eq!(push(&mut app, vec![none.clone()]), vec![none]);
    }

    /// Asking the same wait frame after frame leaves the settings alone (a change would make
    /// the window draw).
    #[test]
    fn a_steady_ask_changes_nothing() {
        let mut app = app();
        app.world_mut()
            .resource_mut::<Pace>()
            .within(Duration::from_millis(40));
        app.update();
        let tick = app.world().resource_ref::<WinitSettings>().last_changed();
        for _ in 0..3 {
            app.world_mut()
                .resource_mut::<Pace>()
                .within(Duration::from_millis(40));
            app.update();
        }
        assert_eq!(
            app.world().resource_ref::<WinitSettings>().last_changed(),
            tick
        );
    }
}
