//! While a marble is selected, hovering one of its destinations shows the hop path it takes.

use bevy::prelude::*;
use petri_rules::Hole;

use super::highlights::Hovered;
use super::layout::Z_FLYING;
use crate::core::pieces::{GameBoard, hole_xy};
use crate::core::session::Session;
use crate::play::interact::Selection;
use crate::view::palette::Palette;
use crate::view::theme::ThemeImages;

/// What the drawn hop path shows: from, to, colour and dot image.
pub(super) type PathKey = (Hole, Hole, [u8; 4], AssetId<Image>);

/// One piece of the hop path drawn while a destination is hovered.
#[derive(Component)]
pub(super) struct PathMark;

/// While a marble is selected, hovering one of its destinations shows the hop path: a line
/// through the holes it lands in and a dot on each, as sprites under the board (they turn with
/// it). Rebuilt only when the path or its look changes.
pub(super) fn draw_hover_path(
    mut commands: Commands,
    (session, selection, hovered): (Option<Res<Session>>, Res<Selection>, Res<Hovered>),
    board: Single<Entity, With<GameBoard>>,
    (palette, images): (Res<Palette>, Option<Res<ThemeImages>>),
    marks: Query<Entity, With<PathMark>>,
    mut shown: Local<Option<PathKey>>,
) {
    let path = match (&session, selection.from, hovered.0, &images) {
        (Some(session), Some(from), Some(to), Some(images))
            if selection.destinations.has(to.index()) =>
        {
            let key = (
                from,
                to,
                palette.highlight.to_srgba().to_u8_array(),
                images.dot.id(),
            );
            // From the marble through every hole it lands in.
            let mut path = vec![from];
            path.extend(session.game.path(petri_rules::Move::new(from, to).into()));
            Some((key, path))
        }
        _ => None,
    };
    let key = path.as_ref().map(|(key, _)| *key);
    if *shown == key {
        return;
    }
    *shown = key;
    for mark in &marks {
        commands.entity(mark).despawn();
    }
    let (Some((_, path)), Some(images)) = (path, images) else {
        return;
    };
    let line = palette.highlight.with_alpha(0.9);
    let points: Vec<Vec2> = path.iter().map(|h| hole_xy(h.cube())).collect();
    let z = Z_FLYING - 0.5;
    commands.entity(*board).with_children(|parent| {
        for pair in points.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            let along = b - a;
            parent.spawn((
                PathMark,
                Sprite::from_color(line, Vec2::new(along.length(), PATH_WIDTH)),
                Transform::from_translation(((a + b) / 2.0).extend(z))
                    .with_rotation(Quat::from_rotation_z(along.to_angle())),
            ));
        }
        for p in points.iter().skip(1) {
            parent.spawn((
                PathMark,
                Sprite {
                    image: images.dot.clone(),
                    color: palette.highlight,
                    custom_size: Some(Vec2::splat(PATH_DOT)),
                    ..default()
                },
                Transform::from_translation(p.extend(z + 0.1)),
            ));
        }
    });
}

/// The hop path's line width and dot size, in hole spacings.
const PATH_WIDTH: f32 = 0.07;
const PATH_DOT: f32 = 0.3;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::setup::GameSetup;
    use petri_rules::Bitboard;
    use petri_rules::Preset;

    fn marks(app: &mut App) -> (usize, usize) {
        let mut q = app
            .world_mut()
            .query_filtered::<(&Sprite, &ChildOf), With<PathMark>>();
        let all: Vec<_> = q.iter(app.world()).collect();
        let dots = all
            .iter()
            .filter(|(s, _)| s.custom_size == Some(Vec2::splat(PATH_DOT)));
        (all.len(), dots.count())
    }

    #[test]
    fn hovering_a_destination_draws_its_hop_path_and_leaving_it_clears_it() {
        let session = Session::start(&GameSetup::for_preset(Preset::Classic, 2)).unwrap();
        // An opening move with the longest path (a hop over the front row lands once).
        let a = session
            .game
            .legal_actions()
            .into_iter()
            .max_by_key(|&a| session.game.path(a).len())
            .unwrap();
        let landings = session.game.path(a).len();
        assert!(landings >= 1);
        let (from, to) = match a {
            petri_rules::Action::Move(m) => (m.from().unwrap(), m.to().unwrap()),
            other => panic!("a Chinese checkers game offers moves, not {other}"),
        };

        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .insert_resource(session)
            .insert_resource(Selection {
                from: Some(from),
                destinations: Bitboard::from_index(to.index()),
                cursor: None,
            })
            .insert_resource(Hovered(None))
            .insert_resource(Palette::default())
            .insert_resource(ThemeImages {
                marble: default(),
                hole: default(),
                ring: default(),
                dot: default(),
                dice: default(),
                symbols: default(),
                table: None,
                shadow: default(),
                glow: default(),
                vignette: default(),
                grain: None,
            })
            .add_systems(Update, draw_hover_path);
        app.world_mut().spawn((
            crate::core::pieces::BoardRoot { size: 4 },
            GameBoard,
            Transform::default(),
        ));
        app.update();
        assert_eq!(marks(&mut app), (0, 0), "nothing hovered");

        app.world_mut().resource_mut::<Hovered>().0 = Some(to);
        app.update();
        // A line to and a dot on each landing hole.
        assert_eq!(marks(&mut app), (2 * landings, landings));
        app.update();
        assert_eq!(marks(&mut app), (2 * landings, landings), "not drawn twice");

        // A hole that is not a destination shows nothing.
        app.world_mut().resource_mut::<Hovered>().0 = Some(from);
        app.update();
        assert_eq!(marks(&mut app), (0, 0));
    }
}
