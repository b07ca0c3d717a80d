//! Petri: Chinese checkers in every common rule set, and Jonathan Leistiko's Petri dice game.
//!
//! The rules live in `petri-rules` and the computer players in `petri-ai`; this crate shows
//! them. It is split in two halves:
//!
//! - [`core_plugin`]: screens and turn phases as states, the game as a resource, holes, pieces
//!   and dice as entities that follow it, input and outcome messages, computer players on the
//!   async compute pool. No rendering: headless tests run it with `MinimalPlugins`.
//! - [`view_plugin`]: loading, sprites, animations, the egui screens and HUD, mouse and
//!   keyboard.
//!
//! One plugin per module (`pub(super) fn plugin(app: &mut App)`).

pub mod ai;
pub mod automation;
pub mod built_in;
#[cfg(test)]
mod fuzz;
pub mod interact;
pub mod notice;
pub mod online;
pub mod pieces;
pub mod replay;
pub mod saves;
pub mod screens;
pub mod session;
pub mod settings;
pub mod setup;
pub mod store;
pub mod text;
pub mod tour;
pub mod turn;
pub mod view;
pub mod web;

use bevy::prelude::*;

/// The game without rendering: states, rules state, entities, messages, computer players.
pub fn core_plugin(app: &mut App) {
    app.add_plugins((
        screens::plugin,
        setup::plugin,
        session::plugin,
        notice::plugin,
        turn::plugin,
        pieces::plugin,
        interact::plugin,
        ai::plugin,
        settings::plugin,
        saves::plugin,
        replay::plugin,
        web::plugin,
        online::plugin,
    ));
}

/// Everything people see and touch.
pub fn view_plugin(app: &mut App) {
    app.add_plugins(view::plugin);
}
