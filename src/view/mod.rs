//! What people see and touch: loading, board sprites, animations, screens and HUD, input.

pub mod anim;
pub mod board;
pub mod fonts;
pub mod hud;
pub mod input;
pub mod loading;
pub mod menu;
pub mod palette;
pub mod settings_ui;
pub mod sound;
pub mod theme;

use std::time::Duration;

use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};
use bevy_egui::EguiPlugin;

/// In reactive mode frames come only with input; while the machine moves on by itself (a
/// computer thinking or rolling, animations, the hub deciding) it asks for the next frame.
fn keep_awake(
    turn: Option<Res<State<crate::screens::Turn>>>,
    session: Option<Res<crate::session::Session>>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    use crate::screens::Turn;
    let (Some(turn), Some(session)) = (turn, session) else {
        return;
    };
    let busy = match *turn.get() {
        Turn::Deciding | Turn::AiThinking | Turn::Animating | Turn::ResolvingCaptures => true,
        Turn::Rolling => !session.is_human_turn(),
        _ => false,
    };
    if busy {
        redraw.write(bevy::window::RequestRedraw);
    }
}

/// A `Ui` covering the window, for panels (egui 0.36 shows panels inside a `Ui`).
pub fn root_ui(ctx: &bevy_egui::egui::Context, id: &'static str) -> bevy_egui::egui::Ui {
    use bevy_egui::egui;
    egui::Ui::new(
        ctx.clone(),
        id.into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    )
}

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(palette::Palette::default().background))
        // Power: draw only when something happens (input, animation, the AI answering).
        .insert_resource(WinitSettings {
            focused_mode: UpdateMode::reactive(Duration::from_secs(1)),
            unfocused_mode: UpdateMode::reactive_low_power(Duration::from_secs(5)),
        })
        .add_plugins(EguiPlugin::default())
        .add_systems(
            Update,
            keep_awake.run_if(in_state(crate::screens::Screen::Playing)),
        )
        .add_plugins((
            loading::plugin,
            fonts::plugin,
            board::plugin,
            anim::plugin,
            input::plugin,
            hud::plugin,
            menu::plugin,
            theme::plugin,
            sound::plugin,
            settings_ui::plugin,
            crate::online::ui::plugin,
        ));
}
