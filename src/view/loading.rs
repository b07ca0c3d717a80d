//! The loading screen: `bevy_asset_loader` loads the default theme (its `theme.ron`, pictures
//! and sounds) and the interface's fonts while a progress bar fills. If the default theme itself cannot be loaded, a
//! screen names the files and what is wrong.

use crate::core::text::tr;
use bevy::prelude::*;
use bevy_asset_loader::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::theme::{DefaultTheme, FailureReaders, Theme, failure_lines};
use crate::core::built_in::asset_root;
use crate::core::screens::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_loading_state(
        LoadingState::new(Screen::Loading)
            .continue_to_state(Screen::Title)
            .on_failure_continue_to_state(Screen::LoadFailed)
            .load_collection::<DefaultTheme>()
            .load_collection::<super::fonts::UiFonts>(),
    )
    .init_resource::<LoadFailures>()
    .add_systems(OnExit(Screen::Loading), make_atlas)
    .add_systems(
        Update,
        collect_failures.run_if(in_state(Screen::Loading).or_else(in_state(Screen::LoadFailed))),
    )
    .add_systems(
        EguiPrimaryContextPass,
        (
            loading_screen.run_if(in_state(Screen::Loading)),
            failed_screen.run_if(in_state(Screen::LoadFailed)),
        ),
    );
}

/// Load failures seen while loading (file and reason), for the failure screen.
#[derive(Resource, Default)]
struct LoadFailures(Vec<String>);

fn collect_failures(mut failures: ResMut<LoadFailures>, mut readers: FailureReaders) {
    let lines = failure_lines(&mut readers);
    failures.0.extend(lines);
}

/// The die faces as a texture atlas (index = face - 1), and the seat symbols likewise.
#[derive(Resource)]
pub struct DiceAtlas(pub Handle<TextureAtlasLayout>);

#[derive(Resource)]
pub struct SymbolAtlas(pub Handle<TextureAtlasLayout>);

fn make_atlas(mut commands: Commands, mut layouts: ResMut<Assets<TextureAtlasLayout>>) {
    let layout = TextureAtlasLayout::from_grid(UVec2::splat(96), 6, 1, None, None);
    commands.insert_resource(DiceAtlas(layouts.add(layout)));
    let layout = TextureAtlasLayout::from_grid(UVec2::splat(64), 6, 1, None, None);
    commands.insert_resource(SymbolAtlas(layouts.add(layout)));
}

fn failed_screen(mut contexts: EguiContexts, failures: Res<LoadFailures>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = super::root_ui(ctx, "failed");
    egui::CentralPanel::default().show(&mut root, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(ui.available_height() * 0.3);
            ui.heading(tr("loading.the_game_s_pictures_could"));
            ui.add_space(8.0);
            for line in &failures.0 {
                crate::view::style::label(ui, line);
            }
            crate::view::style::label(
                ui,
                format!(
                    "Looked in the game's folder, in {}/assets and in the pictures built into \
                 the game. Run the game with `cargo xtask play`, or set BEVY_ASSET_ROOT to the \
                 folder that holds `assets/`.",
                    asset_root().display()
                ),
            );
        });
    });
    Ok(())
}

fn loading_screen(
    mut contexts: EguiContexts,
    server: Res<AssetServer>,
    themes: Res<Assets<Theme>>,
) -> Result {
    // The theme file first, then its pictures and sounds.
    let handle = server.get_handle::<Theme>("themes/classic/theme.ron");
    let (done, total) = match handle.as_ref().and_then(|h| themes.get(h)) {
        None => (0, 1),
        Some(theme) => {
            let i = &theme.images;
            let s = &theme.sounds;
            let images = [&i.marble, &i.hole, &i.ring, &i.dot, &i.dice, &i.symbols]
                .into_iter()
                .chain(i.table.as_ref())
                .map(|h| server.is_loaded(h))
                .collect::<Vec<_>>();
            let sounds =
                [&s.hop, &s.step, &s.capture, &s.dice, &s.win].map(|h| server.is_loaded(h));
            let loaded = images.iter().chain(sounds.iter()).filter(|l| **l).count();
            (1 + loaded, 1 + images.len() + sounds.len())
        }
    };
    let ctx = contexts.ctx_mut()?;
    let mut root = super::root_ui(ctx, "loading");
    egui::CentralPanel::default().show(&mut root, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(ui.available_height() * 0.4);
            ui.heading(tr("loading.petri"));
            ui.add_space(12.0);
            ui.add(
                egui::ProgressBar::new(done as f32 / total as f32)
                    .desired_width(280.0)
                    .text(format!("loading {done}/{total}")),
            );
        });
    });
    Ok(())
}
