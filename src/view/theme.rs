//! Themes: a folder `assets/themes/<name>/` with a `theme.ron` (palette, sprites, sounds,
//! animation timings) and its files. The format is documented in `assets/themes/README.md`.
//!
//! - The default theme (`classic`) loads with the game through `bevy_asset_loader`; the
//!   player's theme (from the settings) follows, and switching loads the new one in the
//!   background and swaps it in when complete (at once when it was loaded before).
//! - Native builds list every folder in `assets/themes/` (rescanned while the title screen
//!   is up, so a theme dropped in appears) and reload a theme whose files are edited.
//! - A broken theme (bad RON, a missing picture or sound, a bad colour) is reported in the
//!   game with the file and the problem, and the game keeps or returns to a working theme.

use bevy::asset::io::Reader;
use bevy::asset::{AssetLoadFailedEvent, AssetLoader, AssetPath, LoadContext};
use bevy::prelude::*;
use bevy_asset_loader::prelude::*;
use serde::Deserialize;

use super::palette::{Palette, parse_colour};
use crate::core::built_in::asset_root;
use crate::core::notice::Notice;
use crate::core::screens::Screen;
use crate::core::settings::Settings;

pub const DEFAULT_THEME: &str = "classic";

/// Themes shipped with the game, listed for builds that cannot read folders (the web).
pub const BUILT_IN: [&str; 3] = ["classic", "glass", "contrast"];

/// Durations in seconds at normal speed (a theme can change them).
#[derive(Resource, Debug, Clone, Copy, PartialEq, serde::Deserialize, serde::Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct Timings {
    /// A step to a neighbouring hole.
    pub step: f32,
    /// Each hop of a chain.
    pub hop: f32,
    /// A Petri piece placed.
    pub pop: f32,
    /// A Petri piece taken back to the hand.
    pub shrink: f32,
    /// A crowded-out piece flying to the cup.
    pub capture: f32,
    /// Between two captures of one step.
    pub capture_gap: f32,
    /// The dice rolling.
    pub tumble: f32,
}

impl Default for Timings {
    fn default() -> Self {
        Timings {
            step: 0.26,
            hop: 0.24,
            pop: 0.22,
            shrink: 0.25,
            capture: 0.75,
            capture_gap: 0.32,
            tumble: 0.65,
        }
    }
}

impl Timings {
    /// Every duration between 0.01 and 5 seconds; the error names the first that is not.
    pub fn check(&self) -> Result<(), String> {
        for (name, v) in [
            ("step", self.step),
            ("hop", self.hop),
            ("pop", self.pop),
            ("shrink", self.shrink),
            ("capture", self.capture),
            ("capture_gap", self.capture_gap),
            ("tumble", self.tumble),
        ] {
            if !(0.01..=5.0).contains(&v) {
                return Err(format!(
                    "timings.{name} is {v}; durations are seconds between 0.01 and 5"
                ));
            }
        }
        Ok(())
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_asset::<Theme>()
        .register_asset_loader(ThemeLoader)
        .init_resource::<Themes>()
        .init_resource::<ThemeSwitch>()
        .init_resource::<Timings>()
        .init_resource::<Light>()
        .init_resource::<UiLook>()
        .insert_resource(Palette::default())
        .add_systems(OnExit(Screen::Loading), apply_default_theme)
        .add_systems(
            Update,
            (
                scan_themes.run_if(in_state(Screen::Title)),
                (switch_theme, hot_reload, report_failures)
                    .chain()
                    .run_if(resource_exists::<ActiveTheme>),
                name_seat_colours,
            ),
        );
}

/// The seat colours' names follow the theme (its cyan seat is "Cyan", not "Green"); seats
/// still named by their colour are renamed.
fn name_seat_colours(palette: Res<Palette>, mut setup: ResMut<crate::core::setup::GameSetup>) {
    if palette.is_changed() {
        crate::core::setup::relabel(&mut setup, || {
            crate::core::setup::set_colour_keys(palette.seat_names.clone());
        });
    }
}

// ---------------------------------------------------------------------------------------
// The file format.

/// `theme.ron` as written by people. Everything but the name has a default (the classic
/// theme's values and file names).
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ThemeFile {
    pub name: String,
    #[serde(default = "yes")]
    pub dark_ui: bool,
    #[serde(default)]
    pub palette: PaletteFile,
    #[serde(default)]
    pub images: ImagesFile,
    #[serde(default)]
    pub sounds: SoundsFile,
    #[serde(default)]
    pub timings: Timings,
    #[serde(default)]
    pub light: Light,
    #[serde(default)]
    pub ui: UiFile,
}

fn yes() -> bool {
    true
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct PaletteFile {
    pub background: String,
    pub board: String,
    pub board_edge: String,
    pub hole: String,
    pub highlight: String,
    pub hint: String,
    pub accent: String,
    /// One to six seat colours (missing ones keep the defaults).
    pub seats: Vec<String>,
    /// The names of the six seat colours, as keys of the language files (`colour.cyan`), when
    /// they are not the classic red, blue, green, yellow, purple and black.
    pub seat_names: Vec<String>,
}

impl Default for PaletteFile {
    fn default() -> Self {
        PaletteFile {
            background: "#262b33".into(),
            board: "#cc9e66".into(),
            board_edge: "#9e7347".into(),
            hole: "#ffffff".into(),
            highlight: "#ffffff".into(),
            hint: "#ffd933".into(),
            accent: "#e0a040".into(),
            seats: Vec::new(),
            seat_names: Vec::new(),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ImagesFile {
    pub marble: String,
    pub hole: String,
    pub ring: String,
    pub dot: String,
    pub dice: String,
    pub symbols: String,
    pub table: Option<String>,
    /// The soft shadow under marbles, cups and dice (black, tinted by nothing).
    pub shadow: String,
    /// The glow around the selected marble and the holes it can reach (white).
    pub glow: String,
    /// Darkens the window's edges (black, stretched over the window).
    pub vignette: String,
    /// The star's texture, multiplied by the board colour; `None` for a flat star.
    pub grain: Option<String>,
}

impl Default for ImagesFile {
    fn default() -> Self {
        ImagesFile {
            marble: "marble.png".into(),
            hole: "hole.png".into(),
            ring: "ring.png".into(),
            dot: "dot.png".into(),
            dice: "dice.png".into(),
            symbols: "symbols.png".into(),
            table: None,
            shadow: "/ui/shadow.png".into(),
            glow: "/ui/glow.png".into(),
            vignette: "/ui/vignette.png".into(),
            grain: Some("/ui/grain.png".into()),
        }
    }
}

/// How the board is lit (`light` in `theme.ron`): strengths from 0 (none) to 1.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Light {
    /// How dark the shadow under a marble, cup or die is.
    pub shadow: f32,
    /// Where the shadow falls, in marble widths: to the right and down.
    pub shadow_x: f32,
    pub shadow_y: f32,
    /// How bright the glow around the selected marble and its holes is.
    pub glow: f32,
    /// How dark the window's edges are.
    pub vignette: f32,
}

impl Default for Light {
    fn default() -> Self {
        Light {
            shadow: 0.5,
            shadow_x: 0.07,
            shadow_y: 0.11,
            glow: 0.9,
            vignette: 0.55,
        }
    }
}

impl Light {
    /// Every strength between 0 and 1 and the offset within half a marble; the error names
    /// the first that is not.
    pub fn check(&self) -> Result<(), String> {
        for (name, v, max) in [
            ("shadow", self.shadow, 1.0),
            ("glow", self.glow, 1.0),
            ("vignette", self.vignette, 1.0),
            ("shadow_x", self.shadow_x.abs(), 0.5),
            ("shadow_y", self.shadow_y.abs(), 0.5),
        ] {
            if !(0.0..=max).contains(&v) {
                return Err(format!("light.{name} is {v}; it goes from 0 to {max}"));
            }
        }
        Ok(())
    }
}

/// The interface's look (`ui` in `theme.ron`): colours as `"#rrggbb"` or `"#rrggbbaa"`, sizes
/// in logical pixels.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct UiFile {
    /// Cards, panels and windows (usually a little see-through).
    pub panel: String,
    /// The thin line around them.
    pub panel_edge: String,
    pub text: String,
    /// Secondary text: hints, explanations.
    pub text_weak: String,
    /// Text on the accent colour (the primary buttons).
    pub on_accent: String,
    /// Errors and warnings.
    pub danger: String,
    /// Corner radius of cards and buttons.
    pub radius: f32,
    /// The space between things.
    pub spacing: f32,
    pub text_size: f32,
    pub heading_size: f32,
    /// How dark the shadows under cards and buttons are (0 to 1).
    pub shadow: f32,
}

impl Default for UiFile {
    fn default() -> Self {
        UiFile {
            panel: "#1b2027e6".into(),
            panel_edge: "#ffffff1f".into(),
            text: "#f3efe8".into(),
            text_weak: "#aaa398".into(),
            on_accent: "#2a1a06".into(),
            danger: "#f06a5d".into(),
            radius: 14.0,
            spacing: 10.0,
            text_size: 16.0,
            heading_size: 26.0,
            shadow: 0.55,
        }
    }
}

impl UiFile {
    /// The colours read and the sizes checked; errors name the field.
    pub fn look(&self, accent: Color) -> Result<UiLook, String> {
        let c = |field: &str, v: &str| parse_colour(v).map_err(|e| format!("ui.{field}: {e}"));
        for (name, v, lo, hi) in [
            ("radius", self.radius, 0.0, 40.0),
            ("spacing", self.spacing, 2.0, 40.0),
            ("text_size", self.text_size, 10.0, 40.0),
            ("heading_size", self.heading_size, 12.0, 80.0),
            ("shadow", self.shadow, 0.0, 1.0),
        ] {
            if !(lo..=hi).contains(&v) {
                return Err(format!("ui.{name} is {v}; it goes from {lo} to {hi}"));
            }
        }
        Ok(UiLook {
            panel: c("panel", &self.panel)?,
            panel_edge: c("panel_edge", &self.panel_edge)?,
            text: c("text", &self.text)?,
            text_weak: c("text_weak", &self.text_weak)?,
            on_accent: c("on_accent", &self.on_accent)?,
            danger: c("danger", &self.danger)?,
            accent,
            radius: self.radius,
            spacing: self.spacing,
            text_size: self.text_size,
            heading_size: self.heading_size,
            shadow: self.shadow,
        })
    }
}

/// The interface's look in use: the theme's `ui` with its accent colour. Every screen and
/// window takes its colours and sizes from here (see `view/style.rs`).
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct UiLook {
    pub panel: Color,
    pub panel_edge: Color,
    pub text: Color,
    pub text_weak: Color,
    pub on_accent: Color,
    pub danger: Color,
    pub accent: Color,
    pub radius: f32,
    pub spacing: f32,
    pub text_size: f32,
    pub heading_size: f32,
    pub shadow: f32,
}

impl Default for UiLook {
    fn default() -> Self {
        UiFile::default()
            .look(Palette::default().accent)
            .expect("the default look is valid")
    }
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SoundsFile {
    pub hop: String,
    pub step: String,
    pub capture: String,
    pub dice: String,
    pub win: String,
}

impl Default for SoundsFile {
    fn default() -> Self {
        SoundsFile {
            hop: "/sounds/hop.wav".into(),
            step: "/sounds/step.wav".into(),
            capture: "/sounds/capture.wav".into(),
            dice: "/sounds/dice.wav".into(),
            win: "/sounds/win.wav".into(),
        }
    }
}

impl ThemeFile {
    /// Parses and checks a `theme.ron`; errors name the field and the problem.
    pub fn parse(text: &str) -> Result<ThemeFile, String> {
        let file: ThemeFile = ron::from_str(text).map_err(|e| e.to_string())?;
        if file.name.trim().is_empty() {
            return Err("`name` is empty".into());
        }
        file.palette()?;
        if file.palette.seats.len() > 6 {
            return Err(format!(
                "palette.seats has {} colours; at most 6",
                file.palette.seats.len()
            ));
        }
        file.timings.check()?;
        file.light.check()?;
        file.ui.look(Color::WHITE)?;
        Ok(file)
    }

    pub fn palette(&self) -> Result<Palette, String> {
        let p = &self.palette;
        let c = |field: &str, v: &str| parse_colour(v).map_err(|e| format!("palette.{field}: {e}"));
        let mut palette = Palette {
            background: c("background", &p.background)?,
            board: c("board", &p.board)?,
            board_edge: c("board_edge", &p.board_edge)?,
            hole: c("hole", &p.hole)?,
            highlight: c("highlight", &p.highlight)?,
            hint: c("hint", &p.hint)?,
            accent: c("accent", &p.accent)?,
            ..Palette::default()
        };
        for (i, s) in p.seats.iter().enumerate().take(6) {
            palette.seats[i] = c(&format!("seats[{i}]"), s)?;
        }
        if !p.seat_names.is_empty() {
            let names: [String; 6] =
                p.seat_names.clone().try_into().map_err(|v: Vec<String>| {
                    format!("palette.seat_names has {} names; it needs 6", v.len())
                })?;
            if let Some(bad) = names.iter().find(|k| !crate::core::text::english_has(k)) {
                return Err(format!(
                    "palette.seat_names: `{bad}` is not a text of the language files (for example colour.cyan)"
                ));
            }
            palette.seat_names = Some(names);
        }
        Ok(palette)
    }
}

// ---------------------------------------------------------------------------------------
// The asset.

/// A loaded theme: its colours, timings and handles to its pictures and sounds (loaded as
/// dependencies, so the theme counts as loaded only when all of them are).
#[derive(Asset, TypePath, Debug, Clone)]
pub struct Theme {
    /// Its `theme.ron` text (the theme editor copies it).
    pub source: String,
    pub name: String,
    pub dark_ui: bool,
    pub palette: Palette,
    pub timings: Timings,
    pub light: Light,
    pub ui: UiLook,
    pub images: ThemeImages,
    pub sounds: ThemeSounds,
}

/// The pictures the board draws with.
#[derive(Resource, Debug, Clone)]
pub struct ThemeImages {
    pub marble: Handle<Image>,
    pub hole: Handle<Image>,
    pub ring: Handle<Image>,
    pub dot: Handle<Image>,
    /// The six faces side by side.
    pub dice: Handle<Image>,
    /// Six seat symbols side by side (colour-blind players).
    pub symbols: Handle<Image>,
    /// Tiled behind the board.
    pub table: Option<Handle<Image>>,
    pub shadow: Handle<Image>,
    pub glow: Handle<Image>,
    pub vignette: Handle<Image>,
    /// The star's texture.
    pub grain: Option<Handle<Image>>,
}

/// The sounds.
#[derive(Resource, Debug, Clone)]
pub struct ThemeSounds {
    pub hop: Handle<AudioSource>,
    pub step: Handle<AudioSource>,
    pub capture: Handle<AudioSource>,
    pub dice: Handle<AudioSource>,
    pub win: Handle<AudioSource>,
}

#[derive(Debug)]
pub struct ThemeError(String);

impl std::fmt::Display for ThemeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ThemeError {}

#[derive(Default, TypePath)]
pub struct ThemeLoader;

impl AssetLoader for ThemeLoader {
    type Asset = Theme;
    type Settings = ();
    type Error = ThemeError;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _settings: &(),
        load_context: &mut LoadContext<'_>,
    ) -> Result<Theme, ThemeError> {
        let mut bytes = Vec::new();
        reader
            .read_to_end(&mut bytes)
            .await
            .map_err(|e| ThemeError(e.to_string()))?;
        let text = String::from_utf8(bytes).map_err(|_| ThemeError("not UTF-8 text".into()))?;
        let file = ThemeFile::parse(&text).map_err(ThemeError)?;
        let palette = file.palette().map_err(ThemeError)?;
        let ui = file.ui.look(palette.accent).map_err(ThemeError)?;
        let folder = load_context
            .path()
            .parent()
            .unwrap_or_else(|| AssetPath::parse(""));
        let mut image = |p: &str| -> Handle<Image> {
            let path = folder.resolve(&AssetPath::parse(p));
            load_context.load(path)
        };
        let images = ThemeImages {
            marble: image(&file.images.marble),
            hole: image(&file.images.hole),
            ring: image(&file.images.ring),
            dot: image(&file.images.dot),
            dice: image(&file.images.dice),
            symbols: image(&file.images.symbols),
            table: file.images.table.as_deref().map(&mut image),
            shadow: image(&file.images.shadow),
            glow: image(&file.images.glow),
            vignette: image(&file.images.vignette),
            grain: file.images.grain.as_deref().map(&mut image),
        };
        let mut sound = |p: &str| -> Handle<AudioSource> {
            let path = folder.resolve(&AssetPath::parse(p));
            load_context.load(path)
        };
        let sounds = ThemeSounds {
            hop: sound(&file.sounds.hop),
            step: sound(&file.sounds.step),
            capture: sound(&file.sounds.capture),
            dice: sound(&file.sounds.dice),
            win: sound(&file.sounds.win),
        };
        Ok(Theme {
            source: text.clone(),
            name: file.name,
            dark_ui: file.dark_ui,
            palette,
            timings: file.timings,
            light: file.light,
            ui,
            images,
            sounds,
        })
    }

    fn extensions(&self) -> &[&str] {
        // Theme files are named `theme.ron`: their extension is `ron`.
        &["ron"]
    }
}

// ---------------------------------------------------------------------------------------
// Choosing and switching.

/// The theme on screen.
#[derive(Resource, Debug, Clone)]
pub struct ActiveTheme {
    /// Folder name.
    pub id: String,
    pub name: String,
    pub dark_ui: bool,
    pub handle: Handle<Theme>,
}

/// A theme found on disk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThemeEntry {
    pub id: String,
    pub name: String,
    /// Why its `theme.ron` cannot be used, if it cannot.
    pub problem: Option<String>,
}

impl ThemeEntry {
    /// The name to show: a shipped theme's in the player's language, else the theme's own.
    pub fn shown_name(&self) -> String {
        let key = match self.id.as_str() {
            "classic" => "theme.classic",
            "glass" => "theme.glass",
            "contrast" => "theme.contrast",
            _ => return self.name.clone(),
        };
        crate::core::text::tr(key)
    }
}

/// Every theme found.
#[derive(Resource, Debug, Clone, Default)]
pub struct Themes(pub Vec<ThemeEntry>);

/// A theme being loaded to replace the active one.
#[derive(Resource, Debug, Default)]
pub(crate) struct ThemeSwitch {
    pub(crate) pending: Option<(String, Handle<Theme>)>,
    /// Themes that failed, with the settings value that asked for them: not retried until the
    /// player picks them again.
    failed: Vec<String>,
    last_scan: f64,
}

impl ThemeSwitch {
    /// A theme is being loaded to replace the active one.
    pub(crate) fn is_loading(&self) -> bool {
        self.pending.is_some()
    }
}

/// The collection `bevy_asset_loader` loads before the title screen.
#[derive(AssetCollection, Resource)]
pub struct DefaultTheme {
    #[asset(path = "themes/classic/theme.ron")]
    pub theme: Handle<Theme>,
}

/// The themes in a folder (each sub-folder with a `theme.ron`), sorted with the built-in
/// ones first.
pub fn find_themes(themes_dir: &std::path::Path) -> Vec<ThemeEntry> {
    let mut found: Vec<ThemeEntry> = std::fs::read_dir(themes_dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter(|e| e.path().join("theme.ron").is_file())
        .filter_map(|e| {
            let id = e.file_name().into_string().ok()?;
            let (name, problem) = match std::fs::read_to_string(e.path().join("theme.ron"))
                .map_err(|e| e.to_string())
                .and_then(|t| ThemeFile::parse(&t))
            {
                Ok(f) => (f.name, None),
                Err(why) => (id.clone(), Some(format!("themes/{id}/theme.ron: {why}"))),
            };
            Some(ThemeEntry { id, name, problem })
        })
        .collect();
    sort_themes(&mut found);
    found
}

/// The built-in themes first, in their own order, then the others by name.
fn sort_themes(themes: &mut [ThemeEntry]) {
    themes.sort_by_key(|t| {
        (
            BUILT_IN
                .iter()
                .position(|b| *b == t.id)
                .unwrap_or(BUILT_IN.len()),
            t.id.clone(),
        )
    });
}

/// The themes shipped with the game, named from their own `theme.ron` (built in as text): the
/// web build's list, since a web server cannot list a folder.
pub fn built_in_themes() -> Vec<ThemeEntry> {
    BUILT_IN
        .iter()
        .map(|id| {
            let text = crate::core::built_in::built_in_text(&format!("themes/{id}/theme.ron"))
                .unwrap_or_default();
            let (name, problem) = match ThemeFile::parse(text) {
                Ok(f) => (f.name, None),
                Err(why) => ((*id).into(), Some(format!("themes/{id}/theme.ron: {why}"))),
            };
            ThemeEntry {
                id: (*id).into(),
                name,
                problem,
            }
        })
        .collect()
}

/// Every theme the game can load: the built-in ones, then those in `assets/themes/`, in the
/// enabled mods (`mod_themes`: id and `theme.ron`, the bottom of the stack first) and in the
/// game's folder (`themes/`), a later one replacing a theme of the same name, as the asset
/// source reads them (see [`crate::core::built_in`]).
pub fn all_themes(
    game_dir: Option<&std::path::Path>,
    mod_themes: &[(String, String)],
) -> Vec<ThemeEntry> {
    let mut found = built_in_themes();
    let merge = |found: &mut Vec<ThemeEntry>, entry: ThemeEntry| match found
        .iter_mut()
        .find(|t| t.id == entry.id)
    {
        Some(t) => *t = entry,
        None => found.push(entry),
    };
    let folders = crate::core::built_in::asset_folders(game_dir, &asset_root());
    let own = game_dir.and_then(|d| std::path::absolute(d).ok());
    // The asset source reads the game's folder first, then the mods, then `assets/`: the
    // first wins, so it is merged last.
    for folder in folders.iter().rev().filter(|f| Some(*f) != own.as_ref()) {
        for entry in find_themes(&folder.join("themes")) {
            merge(&mut found, entry);
        }
    }
    for (id, text) in mod_themes {
        let (name, problem) = match ThemeFile::parse(text) {
            Ok(f) => (f.name, None),
            Err(why) => (id.clone(), Some(format!("themes/{id}/theme.ron: {why}"))),
        };
        merge(
            &mut found,
            ThemeEntry {
                id: id.clone(),
                name,
                problem,
            },
        );
    }
    for folder in folders.iter().filter(|f| Some(*f) == own.as_ref()) {
        for entry in find_themes(&folder.join("themes")) {
            merge(&mut found, entry);
        }
    }
    sort_themes(&mut found);
    found
}

fn scan_themes(
    mut themes: ResMut<Themes>,
    mut switch: ResMut<ThemeSwitch>,
    time: Res<Time<Real>>,
    store: Option<Res<crate::core::store::Store>>,
    mods: Res<crate::core::mods::Mods>,
) {
    let now = time.elapsed_secs_f64();
    if !themes.0.is_empty() && now - switch.last_scan < 2.0 && !mods.is_changed() {
        return;
    }
    switch.last_scan = now;
    let found = if cfg!(target_arch = "wasm32") {
        // The web build: the built-in themes and the enabled mods'.
        let mut found = built_in_themes();
        for (id, text) in crate::core::mods::mod_themes(&mods) {
            let (name, problem) = match ThemeFile::parse(&text) {
                Ok(f) => (f.name, None),
                Err(why) => (id.clone(), Some(format!("themes/{id}/theme.ron: {why}"))),
            };
            found.retain(|t| t.id != id);
            found.push(ThemeEntry { id, name, problem });
        }
        sort_themes(&mut found);
        found
    } else {
        let game_dir = store.map(|s| s.root());
        all_themes(game_dir.as_deref(), &crate::core::mods::mod_themes(&mods))
    };
    if found != themes.0 {
        themes.0 = found;
    }
}

/// Makes a loaded theme the one on screen.
fn install(commands: &mut Commands, id: &str, handle: Handle<Theme>, theme: &Theme) {
    commands.insert_resource(theme.palette.clone());
    commands.insert_resource(theme.timings);
    commands.insert_resource(theme.light);
    commands.insert_resource(theme.ui.clone());
    commands.insert_resource(theme.images.clone());
    commands.insert_resource(theme.sounds.clone());
    commands.insert_resource(ClearColor(theme.palette.background));
    commands.insert_resource(ActiveTheme {
        id: id.to_string(),
        name: theme.name.clone(),
        dark_ui: theme.dark_ui,
        handle,
    });
}

fn apply_default_theme(
    mut commands: Commands,
    default: Option<Res<DefaultTheme>>,
    themes: Res<Assets<Theme>>,
) {
    let Some(default) = default else {
        return;
    };
    if let Some(theme) = themes.get(&default.theme) {
        install(&mut commands, DEFAULT_THEME, default.theme.clone(), theme);
    }
}

/// Follows `Settings::theme`: loads the wanted theme and swaps it in when it is complete; a
/// broken one is reported and the settings go back to the theme on screen.
fn switch_theme(
    mut commands: Commands,
    mut settings: ResMut<Settings>,
    (active, mut switch): (Res<ActiveTheme>, ResMut<ThemeSwitch>),
    (server, themes): (Res<AssetServer>, Res<Assets<Theme>>),
    mut notice: MessageWriter<Notice>,
) {
    let wanted = settings.theme.clone();
    if wanted == active.id {
        switch.pending = None;
        return;
    }
    if !settings.is_changed() && switch.failed.contains(&wanted) && switch.pending.is_none() {
        return;
    }
    let valid_id = !wanted.is_empty()
        && wanted
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if !valid_id {
        notice.write(Notice(format!(
            "theme '{wanted}': a theme name is a folder name (letters, digits, - and _)"
        )));
        settings.theme = active.id.clone();
        return;
    }
    let handle = match &switch.pending {
        Some((id, h)) if *id == wanted => h.clone(),
        _ => {
            let h: Handle<Theme> = server.load(format!("themes/{wanted}/theme.ron"));
            switch.pending = Some((wanted.clone(), h.clone()));
            h
        }
    };
    use bevy::asset::RecursiveDependencyLoadState as S;
    match server.get_recursive_dependency_load_state(&handle) {
        Some(S::Loaded) => {
            if let Some(theme) = themes.get(&handle) {
                install(&mut commands, &wanted, handle.clone(), theme);
                switch.failed.retain(|f| *f != wanted);
                switch.pending = None;
            }
        }
        Some(S::Failed(e)) => {
            let why = format!(
                "Theme '{wanted}' cannot be used: {e}. Keeping '{}'.",
                active.name
            );
            warn!("{why}");
            notice.write(Notice(why));
            switch.failed.push(wanted);
            switch.pending = None;
            settings.theme = active.id.clone();
        }
        _ => {}
    }
}

/// Native builds: a theme edited on disk is re-read and shown at once.
fn hot_reload(
    mut commands: Commands,
    mut events: MessageReader<AssetEvent<Theme>>,
    active: Res<ActiveTheme>,
    themes: Res<Assets<Theme>>,
) {
    for event in events.read() {
        if let AssetEvent::Modified { id } = event
            && *id == active.handle.id()
            && let Some(theme) = themes.get(*id)
        {
            install(&mut commands, &active.id, active.handle.clone(), theme);
            info!("theme '{}' reloaded", active.id);
        }
    }
}

/// Reads the load failures of theme files, pictures and sounds: `path: reason`, one each.
pub type FailureReaders<'w, 's> = (
    MessageReader<'w, 's, AssetLoadFailedEvent<Theme>>,
    MessageReader<'w, 's, AssetLoadFailedEvent<Image>>,
    MessageReader<'w, 's, AssetLoadFailedEvent<AudioSource>>,
);

pub fn failure_lines(readers: &mut FailureReaders) -> Vec<String> {
    let (themes, images, sounds) = readers;
    themes
        .read()
        .map(|e| format!("{}: {}", e.path, e.error))
        .chain(images.read().map(|e| format!("{}: {}", e.path, e.error)))
        .chain(sounds.read().map(|e| format!("{}: {}", e.path, e.error)))
        .collect()
}

/// Files that fail to load (also on a hot reload) are named in the game.
fn report_failures(mut readers: FailureReaders, mut notice: MessageWriter<Notice>) {
    for line in failure_lines(&mut readers) {
        warn!("{line}");
        notice.write(Notice(line));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SHIPPED: [&str; 3] = ["classic", "glass", "contrast"];

    /// The page (`web/index.html`) preloads exactly what the game loads first: the interface's
    /// fonts, the default theme's file, and the pictures and sounds that file names (resolved
    /// as the loader resolves them).
    #[test]
    fn the_page_preloads_what_the_game_loads_first() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let theme = std::fs::read_to_string(root.join("assets/themes/classic/theme.ron")).unwrap();
        let file = ThemeFile::parse(&theme).unwrap();
        let i = &file.images;
        let s = &file.sounds;
        let named = [
            &i.marble, &i.hole, &i.ring, &i.dot, &i.dice, &i.symbols, &i.shadow,
        ]
        .into_iter()
        .chain([&i.glow, &i.vignette])
        .chain(i.table.iter().chain(i.grain.iter()))
        .chain([&s.hop, &s.step, &s.capture, &s.dice, &s.win]);
        let mut wanted: Vec<String> = named
            .map(|p| match p.strip_prefix('/') {
                Some(absolute) => absolute.to_owned(),
                None => format!("themes/classic/{p}"),
            })
            .chain(
                [
                    "themes/classic/theme.ron",
                    "fonts/PetriSans-Regular.ttf",
                    "fonts/PetriSans-Bold.ttf",
                    "fonts/PetriSans-Black.ttf",
                ]
                .map(String::from),
            )
            .collect();
        let page = std::fs::read_to_string(root.join("web/index.html")).unwrap();
        let mut preloaded: Vec<String> = page
            .lines()
            .filter(|l| l.contains(r#"rel="preload""#))
            .filter_map(|l| l.split(r#"href="assets/"#).nth(1))
            .filter_map(|rest| rest.split('"').next())
            .map(String::from)
            .collect();
        wanted.sort();
        preloaded.sort();
        assert_eq!(preloaded, wanted);
        for file in &wanted {
            assert!(root.join("assets").join(file).is_file(), "{file}");
        }
    }

    #[test]
    fn shipped_themes_parse_and_list() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/themes");
        for id in SHIPPED {
            let text = std::fs::read_to_string(dir.join(id).join("theme.ron")).unwrap();
            let theme = ThemeFile::parse(&text).unwrap_or_else(|e| panic!("{id}: {e}"));
            assert_eq!(theme.palette.seats.len(), 6, "{id}");
            for f in [
                &theme.images.marble,
                &theme.images.hole,
                &theme.images.ring,
                &theme.images.dot,
                &theme.images.dice,
                &theme.images.symbols,
            ] {
                assert!(dir.join(id).join(f).is_file(), "{id}: {f} missing");
            }
            // The light's pictures, shared under assets/ui/.
            for f in [
                &theme.images.shadow,
                &theme.images.glow,
                &theme.images.vignette,
            ]
            .into_iter()
            .chain(theme.images.grain.as_ref())
            {
                let rooted = f.strip_prefix('/').expect("shared pictures are rooted");
                assert!(dir.join("..").join(rooted).is_file(), "{id}: {f} missing");
            }
            for f in [
                &theme.sounds.hop,
                &theme.sounds.step,
                &theme.sounds.capture,
                &theme.sounds.dice,
                &theme.sounds.win,
            ] {
                let path = match f.strip_prefix('/') {
                    Some(rooted) => dir.join("..").join(rooted),
                    None => dir.join(id).join(f),
                };
                assert!(path.is_file(), "{id}: {f} missing");
            }
        }
        let found = find_themes(&dir);
        let ids: Vec<&str> = found.iter().map(|t| t.id.as_str()).collect();
        assert_eq!(&ids[..3], &SHIPPED);
        assert!(found.iter().all(|t| t.problem.is_none()), "{found:?}");
        // The web build's list (no folder to read) is the same, names and all.
        assert_eq!(built_in_themes(), found[..3].to_vec());
        assert_eq!(built_in_themes()[0].name, "Classic wood");
    }

    /// The worked example in `assets/themes/README.md` is a theme the game reads, with its
    /// light and interface as written.
    #[test]
    fn the_readmes_example_theme_reads() {
        let readme = std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/themes/README.md"),
        )
        .unwrap();
        let after = readme
            .split_once("`assets/themes/sea/theme.ron`:")
            .expect("the README has the sea example")
            .1;
        let block = after
            .split_once("```ron")
            .and_then(|(_, rest)| rest.split_once("```"))
            .expect("a ron block")
            .0;
        let sea = ThemeFile::parse(block).unwrap_or_else(|e| panic!("{e}\n{block}"));
        assert_eq!(sea.name, "Sea");
        assert_eq!(sea.light.shadow, 0.35);
        assert_eq!(
            sea.light.glow,
            Light::default().glow,
            "what is left out is classic"
        );
        let look = sea.ui.look(sea.palette().unwrap().accent).unwrap();
        assert_eq!(look.radius, 20.0);
        assert_eq!(sea.images.grain.as_deref(), Some("/ui/frost.png"));
    }

    #[test]
    fn minimal_and_broken_theme_files() {
        // Only a name: everything else is the classic theme's.
        let t = ThemeFile::parse("(name: \"Mine\")").unwrap();
        assert_eq!(t.palette().unwrap(), Palette::default());
        assert_eq!(t.images.marble, "marble.png");
        // Errors name what is wrong.
        let cases = [
            (
                "(name: \"x\", palette: (board: \"brown\"))",
                "palette.board",
            ),
            (
                "(name: \"x\", palette: (seats: [\"#000000\", \"#00000\"]))",
                "seats[1]",
            ),
            ("(name: \"x\", colour: \"#000000\")", "colour"),
            ("(name: \"x\", timings: (hop: -1.0))", "hop"),
            ("(name: \"x\", light: (glow: 2.0))", "light.glow"),
            ("(name: \"x\", light: (shadow_x: 0.9))", "light.shadow_x"),
            ("(name: \"x\", ui: (panel: \"blue\"))", "ui.panel"),
            ("(name: \"x\", ui: (radius: 99.0))", "ui.radius"),
            ("(name: \"x\", ui: (colour: \"#000000\"))", "colour"),
            ("(name: \"\")", "name"),
            ("(name: \"x\"", "Expected"),
        ];
        for (text, needle) in cases {
            let e = ThemeFile::parse(text).unwrap_err();
            assert!(e.contains(needle), "{text}: {e}");
        }
        // A folder with a broken theme is listed with its problem.
        let dir = std::env::temp_dir().join(format!("petri-themes-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("good")).unwrap();
        std::fs::create_dir_all(dir.join("bad")).unwrap();
        std::fs::create_dir_all(dir.join("empty")).unwrap();
        std::fs::write(dir.join("good/theme.ron"), "(name: \"Good\")").unwrap();
        std::fs::write(dir.join("bad/theme.ron"), "(name: 3)").unwrap();
        let found = find_themes(&dir);
        assert_eq!(found.len(), 2);
        let bad = found.iter().find(|t| t.id == "bad").unwrap();
        assert!(
            bad.problem
                .as_deref()
                .is_some_and(|p| p.contains("themes/bad/theme.ron")),
            "{bad:?}"
        );
        assert_eq!(found.iter().find(|t| t.id == "good").unwrap().name, "Good");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
