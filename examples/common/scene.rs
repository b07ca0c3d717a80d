//! What every size-floor example draws: a camera and one sprite.

use bevy::prelude::*;

pub fn setup(mut commands: Commands) {
    commands.spawn(Camera2d);
    commands.spawn(Sprite::from_color(
        Color::srgb(0.8, 0.62, 0.4),
        Vec2::splat(200.0),
    ));
}
