//! What every feature's view stands on: loading, the board's sprites and light, animations,
//! the screens of no one feature (`screens/`: title, settings), input, sounds, when the window
//! draws (`pace.rs`), and the one style every screen takes from the theme (`style.rs`). The
//! features' own screens are in their view halves (`play::view`, `online::view`, …).

pub mod anim;
pub mod board;
pub mod fonts;
#[cfg(test)]
pub(crate) mod fuzz;
pub mod input;
pub mod kinsoku;
pub mod language;
pub mod loading;
pub mod pace;
pub mod palette;
pub mod renderer;
pub mod screens;
pub mod sound;
pub mod style;
pub mod theme;
pub mod theme_edit;

use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};
use bevy_egui::EguiPlugin;

/// In reactive mode frames come only with input; while the machine moves on by itself (a
/// computer thinking or rolling, animations, the hub deciding) it asks for the next frame.
fn keep_awake(
    turn: Option<Res<State<crate::core::screens::Turn>>>,
    session: Option<Res<crate::core::session::Session>>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    use crate::core::screens::Turn;
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

/// Loading and screen changes move on by themselves, a step a frame: ask for the next frame
/// while assets load and right after a screen changes (or is about to), or the loading bar of
/// a page opened in the background would crawl on one frame every few seconds.
fn wake_while_settling(
    screen: Res<State<crate::core::screens::Screen>>,
    next: Res<NextState<crate::core::screens::Screen>>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let settling = *screen.get() == crate::core::screens::Screen::Loading
        || screen.is_changed()
        || !matches!(*next, NextState::Unchanged);
    if settling {
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
        // Power: draw only when something happens (input, animation, the AI answering); how
        // long the window sleeps otherwise is `pace`'s.
        .insert_resource(WinitSettings {
            focused_mode: UpdateMode::reactive(pace::IDLE),
            unfocused_mode: UpdateMode::reactive_low_power(pace::IDLE_UNFOCUSED),
        })
        .add_plugins(EguiPlugin::default())
        .add_systems(
            Update,
            (
                keep_awake.run_if(in_state(crate::core::screens::Screen::Playing)),
                wake_while_settling,
            ),
        )
        .add_plugins((
            loading::plugin,
            fonts::plugin,
            language::plugin,
            board::plugin,
            anim::plugin,
            input::plugin,
            theme::plugin,
            sound::plugin,
            style::plugin,
            screens::plugin,
            pace::plugin,
            renderer::plugin,
        ));
}

#[cfg(test)]
mod tests {
    use bevy::prelude::*;
    use bevy::state::app::StatesPlugin;
    use bevy::window::RequestRedraw;

    use crate::core::screens::Screen;

    /// Frames asked for by `wake_while_settling` in one update.
    fn redraws(app: &mut App) -> usize {
        app.update();
        app.world_mut()
            .resource_mut::<Messages<RequestRedraw>>()
            .drain()
            .count()
    }

    #[test]
    fn loading_and_screen_changes_ask_for_frames_and_a_quiet_screen_does_not() {
        let mut app = App::new();
        app.add_plugins(StatesPlugin)
            .init_state::<Screen>()
            .add_message::<RequestRedraw>()
            .add_systems(Update, super::wake_while_settling);
        assert_eq!(redraws(&mut app), 1, "loading moves on by itself");
        assert_eq!(redraws(&mut app), 1, "still loading");
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Title);
        assert_eq!(redraws(&mut app), 1, "the frame the title comes up");
        assert_eq!(redraws(&mut app), 0, "the title waits for input");
        // A change asked for in one frame is carried out at the start of the next.
        app.add_systems(
            Update,
            (|mut next: ResMut<NextState<Screen>>| next.set(Screen::Online))
                .run_if(in_state(Screen::Title))
                .before(super::wake_while_settling),
        );
        assert_eq!(redraws(&mut app), 1, "a change is pending");
        assert_eq!(redraws(&mut app), 1, "the frame the online screen comes up");
        assert_eq!(redraws(&mut app), 0);
    }
}
