//! Mouse, touch and keyboard become game messages: a click or tap on a hole, on a die, or
//! beside the board; arrows move a cursor over the holes that can be played, Enter plays it,
//! Escape cancels. Input over the egui panels is left to egui.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::input::EguiWantsInput;
use petri_rules::Hole;

use super::anim::AnimSpeed;
use super::board::Hovered;
use crate::core::pieces::{BoardHole, Die, GameBoard};
use crate::core::screens::{Screen, Turn};
use crate::core::turn::{HoleClicked, TurnInput, TurnSet};
use crate::play::interact::{Cancel, Command, CursorStep, DieClicked, Intents, Selection};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (pointer, keyboard)
            .in_set(TurnSet::Gather)
            .run_if(in_state(Screen::Playing)),
    );
}

/// The hole within half a spacing of a world point.
fn hole_at(
    world: Vec2,
    board: &GlobalTransform,
    holes: &Query<(&BoardHole, &Transform)>,
) -> Option<Hole> {
    let local = board
        .affine()
        .inverse()
        .transform_point3(world.extend(0.0))
        .truncate();
    holes
        .iter()
        .map(|(h, t)| (h.0, t.translation.truncate().distance_squared(local)))
        .filter(|&(_, d)| d < 0.25)
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(h, _)| h)
}

/// The holes and the dice a pointer can hit.
type HolesAndDice<'w, 's> = (
    Query<'w, 's, (&'static BoardHole, &'static Transform)>,
    Query<'w, 's, (&'static Die, &'static GlobalTransform)>,
);

fn pointer(
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform)>,
    board: Single<&GlobalTransform, With<GameBoard>>,
    (holes, dice): HolesAndDice,
    (mouse, touches, egui): (
        Res<ButtonInput<MouseButton>>,
        Res<Touches>,
        Option<Res<EguiWantsInput>>,
    ),
    mut hovered: ResMut<Hovered>,
    mut out: Intents,
) {
    let (camera, cam_tf) = *camera;
    let over_ui = egui
        .as_ref()
        .is_some_and(|e| e.wants_pointer_input() || e.is_pointer_over_area());
    let to_world = |p: Vec2| camera.viewport_to_world_2d(cam_tf, p).ok();
    let cursor = window.cursor_position().and_then(to_world);
    let hover = if over_ui {
        None
    } else {
        cursor.and_then(|w| hole_at(w, &board, &holes))
    };
    if hovered.0 != hover {
        hovered.0 = hover;
    }
    let press = if mouse.just_pressed(MouseButton::Left) && !over_ui {
        cursor
    } else {
        touches
            .iter_just_pressed()
            .next()
            .and_then(|t| to_world(t.position()))
    };
    let Some(at) = press else {
        return;
    };
    if let Some((die, _)) = dice
        .iter()
        .find(|(_, t)| t.translation().truncate().distance(at) < 40.0 * t.scale().x.max(0.5))
    {
        out.die.write(DieClicked(die.index));
    } else if let Some(h) = hole_at(at, &board, &holes) {
        out.clicked.write(HoleClicked(h));
    } else {
        out.cancel.write(Cancel);
    }
}

fn keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    egui: Option<Res<EguiWantsInput>>,
    selection: Res<Selection>,
    turn: Option<Res<State<Turn>>>,
    mut speed: ResMut<AnimSpeed>,
    mut input: MessageWriter<TurnInput>,
    mut out: Intents,
) {
    if egui.is_some_and(|e| e.wants_keyboard_input()) {
        return;
    }
    let ctrl = keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight]);
    if ctrl && keys.just_pressed(KeyCode::KeyZ) {
        input.write(TurnInput::Undo);
        return;
    }
    if ctrl && keys.just_pressed(KeyCode::KeyY) {
        input.write(TurnInput::Redo);
        return;
    }
    if turn.as_ref().is_some_and(|t| *t.get() == Turn::Replaying) {
        // The replay viewer: arrows step, Home and End jump.
        if keys.any_just_pressed([KeyCode::ArrowRight, KeyCode::ArrowDown, KeyCode::Space]) {
            input.write(TurnInput::Redo);
        } else if keys.any_just_pressed([KeyCode::ArrowLeft, KeyCode::ArrowUp]) {
            input.write(TurnInput::Undo);
        } else if keys.just_pressed(KeyCode::Home) {
            input.write(TurnInput::Jump { forward: false });
        } else if keys.just_pressed(KeyCode::End) {
            input.write(TurnInput::Jump { forward: true });
        }
        return;
    }
    if keys.any_just_pressed([KeyCode::ArrowRight, KeyCode::ArrowDown, KeyCode::Tab]) {
        out.step.write(CursorStep(1));
    }
    if keys.any_just_pressed([KeyCode::ArrowLeft, KeyCode::ArrowUp]) {
        out.step.write(CursorStep(-1));
    }
    if keys.just_pressed(KeyCode::Escape) {
        out.cancel.write(Cancel);
    }
    let turn = turn.map(|t| *t.get());
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space]) {
        match turn {
            Some(Turn::Animating | Turn::ResolvingCaptures) => speed.skip = true,
            Some(Turn::Rolling) => {
                out.command.write(Command::Roll);
            }
            _ => {
                if let Some(h) = selection.cursor {
                    out.clicked.write(HoleClicked(h));
                }
            }
        }
    }
    if turn == Some(Turn::ChoosingDie) {
        if keys.any_just_pressed([KeyCode::Digit1, KeyCode::Numpad1]) {
            out.die.write(DieClicked(0));
        }
        if keys.any_just_pressed([KeyCode::Digit2, KeyCode::Numpad2]) {
            out.die.write(DieClicked(1));
        }
    }
    if turn == Some(Turn::OrderingCaptures) && keys.just_pressed(KeyCode::KeyB) {
        out.command.write(Command::BestOrder);
    }
}
