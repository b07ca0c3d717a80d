//! Petri's cups: one per seat beside the star point of its home, with the number of pieces it
//! holds painted over it.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, egui};
use petri_rules::Seat;

use super::dressing::{BoardDressed, Dressing};
use super::layout::{BoardView, Upright, Z_HOLE, triangle_shape};
use crate::core::games::GameKind;
use crate::core::pieces::{BoardRoot, GameBoard};
use crate::core::screens::InGame;
use crate::core::session::Session;
use crate::view::palette::Palette;
use crate::view::theme::ThemeImages;

pub(super) fn plugin(app: &mut App) {
    app.add_observer(spawn_cups).add_systems(
        bevy_egui::EguiPrimaryContextPass,
        draw_cup_counts.run_if(in_state(InGame)),
    );
}

/// A seat's cup beside the board, with its count.
#[derive(Component)]
pub struct Cup(pub Seat);

/// Petri cups beside a board that was just dressed.
fn spawn_cups(
    dressed: On<BoardDressed>,
    mut commands: Commands,
    boards: Query<&BoardRoot, With<GameBoard>>,
    session: Option<Res<Session>>,
    assets: Option<Res<ThemeImages>>,
    palette: Res<Palette>,
) {
    let (Some(session), Some(assets), Ok(root)) = (session, assets, boards.get(dressed.entity))
    else {
        return;
    };
    if !GameKind::of(&session.rules).has_cups() {
        return;
    }
    let Ok(layout) = session.rules.validate() else {
        return;
    };
    for set in &layout.sets {
        let (centre, _, _) = triangle_shape(root.size, set.home);
        // Beside the point, a little outside the star, turned a sixth clockwise.
        let out = centre.normalize_or_zero() * (centre.length() + 1.2);
        let side = Vec2::from_angle(-0.45).rotate(out);
        let colour = palette.seat(session.seat(set.seat).colour);
        commands.entity(dressed.entity).with_child((
            Dressing,
            Cup(set.seat),
            Upright,
            Sprite {
                image: assets.hole.clone(),
                custom_size: Some(Vec2::splat(1.3)),
                color: colour.mix(&Color::BLACK, 0.2),
                ..default()
            },
            Transform::from_translation(side.extend(Z_HOLE)),
        ));
    }
}

/// The number in each Petri cup, painted by egui over the cup (no font stack in the game
/// itself: a smaller web download).
fn draw_cup_counts(
    mut contexts: EguiContexts,
    session: Option<Res<Session>>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform)>,
    cups: Query<(&Cup, &GlobalTransform)>,
    view: Res<BoardView>,
) -> Result {
    let Some(session) = session else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let to_points = window.scale_factor() / ctx.pixels_per_point();
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Background,
        egui::Id::new("cup counts"),
    ));
    let (camera, cam_tf) = *camera;
    for (cup, tf) in &cups {
        let Some(count) = crate::core::games::cup(session.game.seat_status(cup.0)) else {
            continue;
        };
        let Ok(p) = camera.world_to_viewport(cam_tf, tf.translation()) else {
            continue;
        };
        painter.text(
            egui::pos2(p.x * to_points, p.y * to_points),
            egui::Align2::CENTER_CENTER,
            count.to_string(),
            egui::FontId::proportional((view.scale * 0.58 * to_points).max(8.0)),
            egui::Color32::WHITE,
        );
    }
    Ok(())
}
