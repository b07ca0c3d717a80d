//! Arrows over the board, as on lichess's analysis board: the review shows the move played and
//! the engine's better move; any guide may set [`BoardArrows`].

use bevy::prelude::*;

use super::layout::Z_PIECE;
use crate::core::marks::{ArrowKind, BoardArrow, BoardArrows};
use crate::core::pieces::{GameBoard, hole_xy};
use crate::view::palette::Palette;

/// A part of a drawn arrow.
#[derive(Component)]
pub(super) struct ArrowMark;

/// The shaft's width and the head's length and width, in hole spacings.
const SHAFT: f32 = 0.16;
const HEAD_LENGTH: f32 = 0.42;
const HEAD_WIDTH: f32 = 0.46;
/// Arrows start this far from the centre of their first hole (the marble stays readable).
const START_GAP: f32 = 0.2;

/// The arrows as shapes under the board (they turn with it), over the marbles and under a
/// marble in flight; rebuilt only when the arrows or the colours change.
#[allow(clippy::type_complexity)]
pub(super) fn draw_arrows(
    mut commands: Commands,
    arrows: Res<BoardArrows>,
    board: Single<Entity, With<GameBoard>>,
    palette: Res<Palette>,
    (mut meshes, mut materials): (ResMut<Assets<Mesh>>, ResMut<Assets<ColorMaterial>>),
    marks: Query<Entity, With<ArrowMark>>,
    mut shown: Local<Option<(Vec<BoardArrow>, [u8; 4], [u8; 4])>>,
) {
    let key = (
        arrows.0.clone(),
        palette.highlight.to_srgba().to_u8_array(),
        palette.hint.to_srgba().to_u8_array(),
    );
    if shown.as_ref() == Some(&key) {
        return;
    }
    *shown = Some(key);
    for mark in &marks {
        commands.entity(mark).despawn();
    }
    if arrows.0.is_empty() {
        return;
    }
    let head = meshes.add(Triangle2d::new(
        Vec2::new(HEAD_LENGTH, 0.0),
        Vec2::new(0.0, HEAD_WIDTH / 2.0),
        Vec2::new(0.0, -HEAD_WIDTH / 2.0),
    ));
    let shaft = meshes.add(Rectangle::new(1.0, SHAFT));
    commands.entity(*board).with_children(|parent| {
        for (i, arrow) in arrows.0.iter().enumerate() {
            let colour = match arrow.kind {
                ArrowKind::Played => palette.highlight.with_alpha(0.72),
                ArrowKind::Better => palette.hint.with_alpha(0.82),
            };
            let material = materials.add(ColorMaterial::from_color(colour));
            let (a, b) = (hole_xy(arrow.from.cube()), hole_xy(arrow.to.cube()));
            let along = b - a;
            let length = along.length();
            if length <= f32::EPSILON {
                continue;
            }
            let dir = along / length;
            let angle = Quat::from_rotation_z(along.to_angle());
            let start = a + dir * START_GAP;
            let neck = b - dir * HEAD_LENGTH;
            // Later arrows over earlier ones: the engine's move over the played one.
            let z = Z_PIECE + 1.0 + i as f32 * 0.05;
            let shaft_length = (neck - start).length().max(0.0);
            if shaft_length > 0.0 {
                parent.spawn((
                    ArrowMark,
                    Mesh2d(shaft.clone()),
                    MeshMaterial2d(material.clone()),
                    Transform::from_translation(((start + neck) / 2.0).extend(z))
                        .with_rotation(angle)
                        .with_scale(Vec3::new(shaft_length, 1.0, 1.0)),
                ));
            }
            parent.spawn((
                ArrowMark,
                Mesh2d(head.clone()),
                MeshMaterial2d(material),
                Transform::from_translation(neck.extend(z)).with_rotation(angle),
            ));
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use petri_rules::Hole;

    fn parts(app: &mut App) -> usize {
        let mut q = app
            .world_mut()
            .query_filtered::<&ChildOf, With<ArrowMark>>();
        q.iter(app.world()).count()
    }

    #[test]
    fn arrows_are_drawn_when_set_once_and_cleared_when_gone() {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .init_resource::<Assets<Mesh>>()
            .init_resource::<Assets<ColorMaterial>>()
            .insert_resource(Palette::default())
            .init_resource::<BoardArrows>()
            .add_systems(Update, draw_arrows);
        app.world_mut().spawn((
            crate::core::pieces::BoardRoot { size: 4 },
            GameBoard,
            Transform::default(),
        ));
        app.update();
        assert_eq!(parts(&mut app), 0, "no arrows");
        let hole = |name: &str| Hole::parse(4, name).unwrap();
        app.world_mut().resource_mut::<BoardArrows>().0 = vec![
            BoardArrow {
                from: hole("n1"),
                to: hole("m1"),
                kind: ArrowKind::Played,
            },
            BoardArrow {
                from: hole("o2"),
                to: hole("k3"),
                kind: ArrowKind::Better,
            },
        ];
        app.update();
        // A shaft and a head each.
        assert_eq!(parts(&mut app), 4);
        app.update();
        assert_eq!(parts(&mut app), 4, "not drawn twice");
        app.world_mut().resource_mut::<BoardArrows>().0.clear();
        app.update();
        assert_eq!(parts(&mut app), 0);
    }
}
