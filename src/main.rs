//! Petri: Chinese checkers in every common rule set, and Jonathan Leistiko's Petri dice game.
//!
//! The rules live in `petri-rules`; this crate only shows them. One plugin per module.

mod automation;
mod board;

use std::process::ExitCode;

use bevy::prelude::*;

/// Warm table colour behind the board.
const BACKGROUND: Color = Color::srgb(0.96, 0.90, 0.80);

fn main() -> ExitCode {
    let options = match automation::Automation::from_args(std::env::args().skip(1)) {
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
    let exit = App::new()
        .insert_resource(ClearColor(BACKGROUND))
        .add_plugins(DefaultPlugins.set(WindowPlugin {
            primary_window: Some(Window {
                title: "Petri".into(),
                ..default()
            }),
            ..default()
        }))
        .insert_resource(options)
        .add_plugins((board::plugin, automation::plugin))
        .run();
    match exit {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}
