//! Player settings (sound, theme, animation speed, colour-blind symbols, interface size, board
//! rotation), kept in `settings.ron` in the [`Store`] and written shortly after each change. A
//! file that cannot be read is reported, set aside and replaced by the defaults.

use bevy::prelude::*;
use petri_ai::puzzles::PuzzleRating;
use serde::{Deserialize, Serialize};

use crate::core::notice::Notice;
use crate::core::store::Store;

/// The settings file's name in the store.
pub const SETTINGS_FILE: &str = "settings.ron";
/// Current version of the settings file.
pub const SETTINGS_VERSION: u32 = 1;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Settings>()
        .init_resource::<SettingsSaver>()
        .add_systems(Startup, load_settings)
        .add_systems(Last, save_settings);
}

/// How the board turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Rotation {
    /// The human to move has its home at the bottom.
    #[default]
    FollowPlayer,
    /// The board stays as it is (turned by hand only).
    Fixed,
}

/// Everything the player can set, with the defaults a new player gets.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub version: u32,
    /// Sound volume, 0..=1.
    pub volume: f32,
    pub muted: bool,
    /// The theme's folder name under `assets/themes/`.
    pub theme: String,
    /// Animation speed factor (1 = normal).
    pub animation_speed: f32,
    /// Draw a symbol per seat on the marbles (colour-blind players).
    pub symbols: bool,
    /// Interface zoom (1 = normal).
    pub ui_scale: f32,
    pub rotation: Rotation,
    /// An option: strong colours on the start triangles instead of the targets.
    pub reverse_colours: bool,
    /// Language of the interface (a code of `assets/lang/`: `en`, `de`, `zh-CN`, …).
    pub language: String,
    /// The mods in the player's order, by id, the bottom of the stack first (a later mod's
    /// file replaces an earlier one's); mods found that are not listed go on top.
    pub mods: Vec<String>,
    /// The mods the player turned off, by id.
    pub mods_off: Vec<String>,
    /// Online play: the servers to choose from (regions).
    pub servers: Vec<ServerEntry>,
    /// The server chosen (an index into `servers`).
    pub server: usize,
    /// The name other players see.
    pub player_name: String,
    /// Computers play slowly on a board behind the title screen (off: a still board, and
    /// the window draws nothing until something happens).
    pub living_title: bool,
    /// The living board even when the window is drawn by the processor (software rendering:
    /// a whole core for it); off, it stands still there (`view::renderer`).
    pub living_title_software: bool,
    /// Learn: the lessons finished, by id.
    pub lessons_done: Vec<String>,
    /// Play offered the lessons once (a person who has finished no game yet); not again.
    pub lessons_offered: bool,
    /// Puzzles: the most stars earned on each, by id.
    pub puzzle_stars: std::collections::BTreeMap<String, u8>,
    /// Puzzles: the player's rating (Glicko-2; each puzzle's first finish counts), its
    /// deviation and volatility and the puzzles rated, as plain numbers (see
    /// [`Settings::puzzle_rating`]; a nested record would cost the web build 16 KB of RON code).
    pub puzzle_rating: f64,
    pub puzzle_deviation: f64,
    pub puzzle_volatility: f64,
    pub puzzles_rated: u32,
}

/// A game server: a region's name and its WebSocket address.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServerEntry {
    pub name: String,
    pub url: String,
}

/// The servers a new player finds: natively a server on this machine; on the web the server
/// that served the page (`ws(s)://<host>/ws`).
pub fn default_servers() -> Vec<ServerEntry> {
    #[cfg(target_arch = "wasm32")]
    if let Some(location) = web_sys::window().map(|w| w.location())
        && let (Ok(protocol), Ok(host)) = (location.protocol(), location.host())
        && !host.is_empty()
    {
        let scheme = if protocol == "https:" { "wss" } else { "ws" };
        return vec![ServerEntry {
            name: host.clone(),
            url: format!("{scheme}://{host}/ws"),
        }];
    }
    vec![ServerEntry {
        name: "This computer".into(),
        url: "ws://127.0.0.1:7878/ws".into(),
    }]
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            version: SETTINGS_VERSION,
            volume: 0.7,
            muted: false,
            theme: "classic".into(),
            animation_speed: 1.0,
            symbols: false,
            ui_scale: 1.0,
            rotation: Rotation::FollowPlayer,
            reverse_colours: false,
            language: "en".into(),
            mods: Vec::new(),
            mods_off: Vec::new(),
            servers: default_servers(),
            server: 0,
            player_name: String::new(),
            living_title: true,
            living_title_software: false,
            lessons_done: Vec::new(),
            lessons_offered: false,
            puzzle_stars: Default::default(),
            puzzle_rating: PuzzleRating::default().rating,
            puzzle_deviation: PuzzleRating::default().deviation,
            puzzle_volatility: PuzzleRating::default().volatility,
            puzzles_rated: 0,
        }
    }
}

impl Settings {
    /// The player's puzzle rating.
    pub fn puzzle_rating(&self) -> PuzzleRating {
        PuzzleRating {
            rating: self.puzzle_rating,
            deviation: self.puzzle_deviation,
            volatility: self.puzzle_volatility,
            games: self.puzzles_rated,
        }
    }

    pub fn set_puzzle_rating(&mut self, r: PuzzleRating) {
        self.puzzle_rating = r.rating;
        self.puzzle_deviation = r.deviation;
        self.puzzle_volatility = r.volatility;
        self.puzzles_rated = r.games;
    }

    /// Reads a settings file; unknown fields are ignored, missing ones take their defaults,
    /// values out of range are brought back into it.
    pub fn from_ron(text: &str) -> Result<Settings, String> {
        let mut s: Settings = ron::from_str(text).map_err(|e| e.to_string())?;
        if s.version > SETTINGS_VERSION {
            return Err(format!(
                "settings version {} is newer than this game understands ({SETTINGS_VERSION})",
                s.version
            ));
        }
        s.version = SETTINGS_VERSION;
        let fix = |v: f32, lo: f32, hi: f32, default: f32| {
            if v.is_finite() {
                v.clamp(lo, hi)
            } else {
                default
            }
        };
        s.volume = fix(s.volume, 0.0, 1.0, 0.7);
        s.animation_speed = fix(s.animation_speed, 0.25, 4.0, 1.0);
        s.ui_scale = fix(s.ui_scale, 0.5, 2.5, 1.0);
        if s.theme.trim().is_empty() {
            s.theme = "classic".into();
        }
        s.servers.retain(|e| !e.url.trim().is_empty());
        if s.servers.is_empty() {
            s.servers = default_servers();
        }
        if s.server >= s.servers.len() {
            s.server = 0;
        }
        s.set_puzzle_rating(s.puzzle_rating().sane());
        Ok(s)
    }

    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .unwrap_or_else(|_| String::new())
    }

    /// The volume sounds play at (0 when muted).
    pub fn effective_volume(&self) -> f32 {
        if self.muted { 0.0 } else { self.volume }
    }

    /// Loads the settings from the store: `Ok(None)` when there are none yet. A file that
    /// cannot be used is set aside and the error says where it went.
    pub fn load(store: &Store) -> Result<Option<Settings>, String> {
        let Some(text) = store.read(SETTINGS_FILE)? else {
            return Ok(None);
        };
        match Settings::from_ron(&text) {
            Ok(s) => Ok(Some(s)),
            Err(e) => {
                let kept = store
                    .set_aside(SETTINGS_FILE)
                    .map(|p| format!("kept as {}", p.display()))
                    .unwrap_or_else(|e| e);
                Err(format!(
                    "{SETTINGS_FILE} could not be read ({e}); using the defaults, the old file is {kept}"
                ))
            }
        }
    }
}

/// Writes the settings a moment after they last changed (sliders change every frame).
#[derive(Resource, Default)]
struct SettingsSaver {
    dirty_since: Option<f64>,
    loaded: bool,
}

const SAVE_DELAY: f64 = 0.5;

fn load_settings(
    store: Option<Res<Store>>,
    mut settings: ResMut<Settings>,
    mut saver: ResMut<SettingsSaver>,
    mut notice: MessageWriter<Notice>,
) {
    saver.loaded = true;
    let Some(store) = store else {
        return;
    };
    match Settings::load(&store) {
        Ok(Some(s)) => *settings = s,
        // The first start: the player's own language, if the game speaks it.
        Ok(None) => settings.language = crate::core::text::system_language().to_owned(),
        Err(e) => {
            warn!("{e}");
            notice.write(Notice(e));
        }
    }
    // Loading is not a change to write back.
    settings.set_changed();
    saver.dirty_since = None;
}

fn save_settings(
    store: Option<Res<Store>>,
    settings: Res<Settings>,
    mut saver: ResMut<SettingsSaver>,
    time: Res<Time<Real>>,
    mut last_written: Local<Option<Settings>>,
    mut exits: MessageReader<AppExit>,
) {
    let Some(store) = store else {
        return;
    };
    if !saver.loaded {
        return;
    }
    let now = time.elapsed_secs_f64();
    if last_written.is_none() {
        // The settings as loaded (or the defaults) count as written.
        *last_written = Some(settings.clone());
    }
    if last_written.as_ref() != Some(&*settings) && saver.dirty_since.is_none() {
        saver.dirty_since = Some(now);
    }
    let exiting = exits.read().count() > 0;
    if let Some(since) = saver.dirty_since
        && (exiting || now - since >= SAVE_DELAY)
    {
        saver.dirty_since = None;
        if last_written.as_ref() != Some(&*settings) {
            match store.write(SETTINGS_FILE, &settings.to_ron()) {
                Ok(()) => *last_written = Some(settings.clone()),
                Err(e) => warn!("settings not saved: {e}"),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::store::temp_store;

    #[test]
    fn round_trip_and_defaults() {
        let s = Settings {
            volume: 0.3,
            muted: true,
            theme: "glass".into(),
            symbols: true,
            rotation: Rotation::Fixed,
            ..default()
        };
        assert_eq!(Settings::from_ron(&s.to_ron()), Ok(s));
        // Missing fields take defaults, unknown ones are ignored.
        let partial = Settings::from_ron("(volume: 0.2, sparkles: true)").unwrap();
        assert_eq!(partial.volume, 0.2);
        assert_eq!(partial.theme, "classic");
        // Out of range values come back into range.
        let wild =
            Settings::from_ron("(volume: 7.0, ui_scale: 0.01, animation_speed: -1.0)").unwrap();
        assert_eq!(
            (wild.volume, wild.ui_scale, wild.animation_speed),
            (1.0, 0.5, 0.25)
        );
        assert!(
            Settings::from_ron("(version: 99)")
                .unwrap_err()
                .contains("newer")
        );
        assert!(Settings::from_ron("volume = 3").is_err());
    }

    fn app_on(store: &Store) -> App {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .add_message::<Notice>()
            .insert_resource(store.clone())
            .add_plugins(plugin);
        app.update();
        app
    }

    #[test]
    fn persisted_between_runs() {
        let store = temp_store("settings");
        let run = |change: Option<fn(&mut Settings)>| {
            let mut app = app_on(&store);
            if let Some(change) = change {
                change(&mut app.world_mut().resource_mut::<Settings>());
                app.update();
                // Written on exit even inside the delay.
                app.world_mut().write_message(AppExit::Success);
                app.update();
            }
            app.world().resource::<Settings>().clone()
        };
        assert_eq!(run(None), Settings::default());
        run(Some(|s| {
            s.volume = 0.25;
            s.theme = "contrast".into();
        }));
        let again = run(None);
        assert_eq!((again.volume, again.theme.as_str()), (0.25, "contrast"));

        // A broken file: reported, set aside, defaults used, nothing lost.
        store.write(SETTINGS_FILE, "(volume: ").unwrap();
        let mut app = app_on(&store);
        assert_eq!(*app.world().resource::<Settings>(), Settings::default());
        let notices: Vec<String> = app
            .world_mut()
            .resource_mut::<Messages<Notice>>()
            .drain()
            .map(|n| n.0)
            .collect();
        assert!(
            notices
                .iter()
                .any(|n| n.contains(SETTINGS_FILE) && n.contains("bad-1")),
            "{notices:?}"
        );
        assert_eq!(
            std::fs::read_to_string(store.path("settings.ron.bad-1")).unwrap(),
            "(volume: "
        );
        let _ = std::fs::remove_dir_all(store.root());
    }
}
