//! The size floor of the web build with the plugins a 2D board game needs named one by one
//! instead of `DefaultPlugins`: no log, diagnostics, 3D light or input-focus plugins. Compared
//! with `web_floor` (`cargo xtask web-floor`) it tells whether an explicit plugin list would make
//! the download smaller.

use bevy::prelude::*;

#[path = "common/scene.rs"]
mod scene;

fn main() {
    App::new()
        .add_plugins((
            bevy::app::TaskPoolPlugin::default(),
            bevy::diagnostic::FrameCountPlugin,
            bevy::time::TimePlugin,
            bevy::transform::TransformPlugin,
            bevy::input::InputPlugin,
            bevy::window::WindowPlugin::default(),
            bevy::a11y::AccessibilityPlugin,
            bevy::asset::AssetPlugin::default(),
            bevy::winit::WinitPlugin::default(),
            bevy::render::RenderPlugin::default(),
            bevy::image::ImagePlugin::default(),
            bevy::mesh::MeshPlugin,
            bevy::camera::CameraPlugin,
            bevy::core_pipeline::CorePipelinePlugin,
        ))
        .add_plugins((
            bevy::sprite::SpritePlugin,
            bevy::sprite_render::SpriteRenderPlugin,
            bevy::audio::AudioPlugin::default(),
            bevy::state::app::StatesPlugin,
        ))
        .add_systems(Startup, scene::setup)
        .run();
}
