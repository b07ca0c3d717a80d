//! The size floor of the web build: the smallest Bevy app with the game's Bevy features (the
//! `bevy` line of `Cargo.toml`) and `DefaultPlugins` — a camera and one sprite, nothing of the
//! game. `cargo xtask web-floor` builds it like the game's `dist/` (wasm-release, wasm-bindgen,
//! wasm-opt) and prints its size, to tell Bevy's share of the download from the game's.

use bevy::prelude::*;

fn main() {
    App::new()
        .add_plugins(DefaultPlugins)
        .add_systems(Startup, setup)
        .run();
}

fn setup(mut commands: Commands) {
    commands.spawn(Camera2d);
    commands.spawn(Sprite::from_color(
        Color::srgb(0.8, 0.62, 0.4),
        Vec2::splat(200.0),
    ));
}
