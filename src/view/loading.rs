//! The loading screen: `bevy_asset_loader` loads the sprites while a progress bar fills.

use bevy::prelude::*;
use bevy_asset_loader::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::screens::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_loading_state(
        LoadingState::new(Screen::Loading)
            .continue_to_state(Screen::Title)
            .on_failure_continue_to_state(Screen::LoadFailed)
            .load_collection::<GameAssets>(),
    )
    .add_systems(OnExit(Screen::Loading), make_atlas)
    .add_systems(
        EguiPrimaryContextPass,
        (
            loading_screen.run_if(in_state(Screen::Loading)),
            failed_screen.run_if(in_state(Screen::LoadFailed)),
        ),
    );
}

/// Paths of every image the collection loads, for the progress bar.
const IMAGES: [&str; 5] = [
    "images/marble.png",
    "images/hole.png",
    "images/ring.png",
    "images/dot.png",
    "images/dice.png",
];

#[derive(AssetCollection, Resource)]
pub struct GameAssets {
    #[asset(path = "images/marble.png")]
    pub marble: Handle<Image>,
    #[asset(path = "images/hole.png")]
    pub hole: Handle<Image>,
    #[asset(path = "images/ring.png")]
    pub ring: Handle<Image>,
    #[asset(path = "images/dot.png")]
    pub dot: Handle<Image>,
    /// The six faces side by side.
    #[asset(path = "images/dice.png")]
    pub dice: Handle<Image>,
}

/// The die faces as a texture atlas (index = face - 1).
#[derive(Resource)]
pub struct DiceAtlas(pub Handle<TextureAtlasLayout>);

fn make_atlas(mut commands: Commands, mut layouts: ResMut<Assets<TextureAtlasLayout>>) {
    let layout = TextureAtlasLayout::from_grid(UVec2::splat(96), 6, 1, None, None);
    commands.insert_resource(DiceAtlas(layouts.add(layout)));
}

/// Where Bevy looks for `assets/`: `BEVY_ASSET_ROOT`, else `CARGO_MANIFEST_DIR` (cargo run),
/// else the executable's folder.
fn asset_root() -> String {
    std::env::var("BEVY_ASSET_ROOT")
        .or_else(|_| std::env::var("CARGO_MANIFEST_DIR"))
        .unwrap_or_else(|_| {
            std::env::current_exe()
                .ok()
                .and_then(|p| p.parent().map(|d| d.display().to_string()))
                .unwrap_or_else(|| ".".into())
        })
}

fn failed_screen(mut contexts: EguiContexts, server: Res<AssetServer>) -> Result {
    let broken: Vec<String> = IMAGES
        .iter()
        .filter_map(|p| {
            let h = server.get_handle::<Image>(*p)?;
            match server.get_load_state(&h) {
                Some(bevy::asset::LoadState::Failed(e)) => Some(format!("{p}: {e}")),
                _ => None,
            }
        })
        .collect();
    let ctx = contexts.ctx_mut()?;
    let mut root = super::root_ui(ctx, "failed");
    egui::CentralPanel::default().show(&mut root, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(ui.available_height() * 0.3);
            ui.heading("The game's pictures could not be loaded");
            ui.add_space(8.0);
            for line in &broken {
                ui.label(line);
            }
            ui.label(format!(
                "Looked in {}/assets. Run the game with `cargo xtask play`, or set \
                 BEVY_ASSET_ROOT to the folder that holds `assets/`.",
                asset_root()
            ));
        });
    });
    Ok(())
}

fn loading_screen(mut contexts: EguiContexts, server: Res<AssetServer>) -> Result {
    let loaded = IMAGES
        .iter()
        .filter(|p| {
            server
                .get_handle::<Image>(**p)
                .is_some_and(|h| server.is_loaded_with_dependencies(&h))
        })
        .count();
    let ctx = contexts.ctx_mut()?;
    let mut root = super::root_ui(ctx, "loading");
    egui::CentralPanel::default().show(&mut root, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(ui.available_height() * 0.4);
            ui.heading("Petri");
            ui.add_space(12.0);
            ui.add(
                egui::ProgressBar::new(loaded as f32 / IMAGES.len() as f32)
                    .desired_width(280.0)
                    .text(format!("loading {loaded}/{}", IMAGES.len())),
            );
        });
    });
    Ok(())
}
