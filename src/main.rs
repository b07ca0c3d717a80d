//! Petri: Chinese checkers in every common rule set, and Jonathan Leistiko's Petri dice game.
//! The game lives in the library (`src/lib.rs`); this is the window around it.

use std::process::ExitCode;
use std::time::Duration;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use bevy::winit::WinitSettings;
use petri::automation::{self, Automation};

fn main() -> ExitCode {
    let mut options = match read_options() {
        Ok(options) => options,
        Err(code) => return code,
    };
    let continuous = options.wants_continuous_frames();
    let tour = options.take_tour();
    let touring = tour.is_some();
    if let Some(tour) = &tour {
        // The pictures' folder is made here, so a typo fails before a window opens.
        if let Err(e) = std::fs::create_dir_all(&tour.dir) {
            eprintln!("petri: --tour {}: {e}", tour.dir.display());
            return ExitCode::from(2);
        }
    }
    // `--window`: that size in logical pixels (one pixel a point, for screenshots and tests).
    let resolution = match options.window {
        Some((w, h)) => bevy::window::WindowResolution::new(w, h).with_scale_factor_override(1.0),
        None => bevy::window::WindowResolution::default(),
    };
    // Settings, the autosave and game records (PETRI_HOME overrides the platform folder).
    let store = petri::core::store::Store::platform();
    let mut app = App::new();
    // The built-in themes and sounds, under the player's own and `assets/` (see built_in.rs).
    #[cfg(not(target_arch = "wasm32"))]
    app.register_asset_source(
        bevy::asset::io::AssetSourceId::Default,
        petri::core::built_in::asset_source(store.as_ref().map(|s| s.root())),
    );
    // The web build: the enabled mods' files over the site's assets.
    #[cfg(target_arch = "wasm32")]
    app.register_asset_source(
        bevy::asset::io::AssetSourceId::Default,
        petri::core::built_in::web_asset_source(),
    );
    let plugins = window_plugins(resolution);
    // The web build has no LogPlugin (Bevy's `bevy_log` feature is native only): it logs to
    // the console through `web::console_log`.
    #[cfg(target_arch = "wasm32")]
    petri::web::console_log();
    app.add_plugins(plugins)
        .add_plugins((petri::core_plugin, petri::view_plugin))
        .insert_resource(options)
        .add_plugins(automation::plugin);
    // The tour saves pictures: native only (the web build leaves its code out).
    #[cfg(not(target_arch = "wasm32"))]
    {
        app.add_plugins(petri::tour::plugin);
        if let Some(tour) = tour {
            app.insert_resource(tour);
        }
    }
    #[cfg(target_arch = "wasm32")]
    if tour.is_some() {
        tracing::warn!("--tour: the web build saves no pictures");
    }
    if let Some(store) = store {
        app.insert_resource(store);
    }
    // The page reads the game's state (`<body data-petri-state>`, console lines).
    if cfg!(target_arch = "wasm32") {
        app.insert_resource(petri::web::PageState::default());
    }
    if continuous {
        // Scripted runs count frames: draw every one, advance the clock a fixed 1/60 s a frame
        // and let computers think a fixed number of nodes a frame, so frame N shows the same
        // game on a slow machine as on a fast one. A tour pictures screens at rest: its clock
        // steps 1/30 s a frame, half the frames to draw (under software rendering in CI each
        // frame at 1920x1080 costs about a tenth of a second).
        let step = if touring { 1.0 / 30.0 } else { 1.0 / 60.0 };
        app.insert_resource(WinitSettings::game())
            .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f64(
                step,
            )))
            .insert_resource(petri::core::ai::AiSlicing::DETERMINISTIC);
    }
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

/// The options: the command line's, or on the web the page's query string. `Err`: the code
/// to exit with now (the usage was asked for, or the options are wrong).
fn read_options() -> Result<Automation, ExitCode> {
    // The web build takes its options from the page's query string (`?rules=classic&…`).
    #[cfg(target_arch = "wasm32")]
    let args = petri::web::page_args();
    #[cfg(not(target_arch = "wasm32"))]
    let args: Vec<String> = std::env::args().skip(1).collect();
    match Automation::from_args(args) {
        Ok(Some(options)) => Ok(options),
        // `?help` on the web: the page has no console to print to; the game opens as it is.
        #[cfg(target_arch = "wasm32")]
        Ok(None) => Ok(Automation::default()),
        #[cfg(not(target_arch = "wasm32"))]
        Ok(None) => {
            println!("{}", automation::USAGE);
            Err(ExitCode::SUCCESS)
        }
        #[cfg(target_arch = "wasm32")]
        Err(message) => {
            // A bad link still opens the game, at the title.
            web_sys_warn(&format!("petri: ignoring the page's options: {message}"));
            Ok(Automation::default())
        }
        #[cfg(not(target_arch = "wasm32"))]
        Err(message) => {
            eprintln!("petri: {message}\n\n{}", automation::USAGE);
            Err(ExitCode::from(2))
        }
    }
}

/// Bevy's plugins with the game's window and asset settings.
fn window_plugins(resolution: bevy::window::WindowResolution) -> bevy::app::PluginGroupBuilder {
    DefaultPlugins
        .set(WindowPlugin {
            primary_window: Some(Window {
                title: "Petri".into(),
                fit_canvas_to_parent: true,
                resolution,
                ..default()
            }),
            ..default()
        })
        .set(AssetPlugin {
            // No `.meta` files are shipped: do not ask the web server for each (404s).
            meta_check: bevy::asset::AssetMetaCheck::Never,
            ..default()
        })
}

/// A warning in the browser's console.
#[cfg(target_arch = "wasm32")]
fn web_sys_warn(line: &str) {
    web_sys::console::warn_1(&line.into());
}

/// The page hands over a mod (`web/mods.js`): its files' index (`[[path, length], …]` as
/// JSON) and their bytes one after another, or why its zip could not be unpacked.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn petri_mod_added(source: String, index: String, data: Vec<u8>, error: String) {
    petri::web::mod_added(source, &index, data, error);
}

/// The page hands over a picture dropped on it (`web/index.html`): the theme editor puts it
/// in place of the picture chosen.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn petri_picture_dropped(name: String, bytes: Vec<u8>) {
    petri::web::queue_dropped_picture(name, bytes);
}

/// The page hands over a file dropped on it (`web/index.html`): imported as a game record.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn petri_dropped_file(name: String, text: String) {
    petri::web::queue_dropped_file(name, text);
}
