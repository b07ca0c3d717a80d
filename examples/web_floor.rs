//! The size floor of the web build: the smallest Bevy app with the game's Bevy features (the
//! `bevy` line of `Cargo.toml`) and `DefaultPlugins` — a camera and one sprite, nothing of the
//! game. `cargo xtask web-floor` builds it like the game's `dist/` (wasm-release, wasm-bindgen,
//! wasm-opt) and prints its size, to tell Bevy's share of the download from the game's.

use bevy::prelude::*;

#[path = "common/scene.rs"]
mod scene;

fn main() {
    App::new()
        .add_plugins(DefaultPlugins)
        .add_systems(Startup, scene::setup)
        .run();
}
