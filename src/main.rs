//! Petri: Chinese checkers in every common rule set, and Jonathan Leistiko's Petri dice game.
//! The game lives in the library (`src/lib.rs`); this is the window around it.

use std::process::ExitCode;

use bevy::prelude::*;
use bevy::winit::WinitSettings;
use petri::automation::{self, Automation};

fn main() -> ExitCode {
    let options = match Automation::from_args(std::env::args().skip(1)) {
        Ok(Some(options)) => options,
        Ok(None) => {
            println!("{}", automation::USAGE);
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("petri: {message}\n\n{}", automation::USAGE);
            return ExitCode::from(2);
        }
    };
    let continuous = options.wants_continuous_frames();
    let mut app = App::new();
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "Petri".into(),
            fit_canvas_to_parent: true,
            ..default()
        }),
        ..default()
    }))
    .add_plugins((petri::core_plugin, petri::view_plugin))
    .insert_resource(options)
    .add_plugins(automation::plugin);
    // Settings, the autosave and game records (PETRI_HOME overrides the platform folder).
    if let Some(store) = petri::store::Store::platform() {
        app.insert_resource(store);
    }
    if continuous {
        // Scripted runs count frames: draw every one.
        app.insert_resource(WinitSettings::game());
    }
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}
