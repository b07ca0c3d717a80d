//! The size floor of the web build with the game's UI toolkit: `web_floor` plus bevy_egui and
//! one egui window. `cargo xtask web-floor` builds it like the game's `dist/` and prints its
//! size (see `web_floor.rs`).

use bevy::prelude::*;

#[path = "common/scene.rs"]
mod scene;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, egui};

fn main() {
    App::new()
        .add_plugins((DefaultPlugins, EguiPlugin::default()))
        .add_systems(Startup, scene::setup)
        .add_systems(EguiPrimaryContextPass, window)
        .run();
}

fn window(mut contexts: EguiContexts) -> Result {
    egui::Window::new("Petri").show(contexts.ctx_mut()?, |ui| {
        ui.label("the size floor");
        if ui.button("New game").clicked() {
            info!("clicked");
        }
    });
    Ok(())
}
