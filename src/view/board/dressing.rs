//! The board's look from the theme: the star with its grain and tinted triangles, the table
//! and the vignette behind it, and sprites on holes, marbles and dice, in the theme's light
//! (a soft shadow under every marble and die, a glow around what the board points out). New
//! entities are dressed by observers as they appear, from what they carry ([`BoardPaint`],
//! [`PieceColour`]), so every board is dressed the same way: the game's, the title's living
//! board and the new game preview. When the theme (or the symbols setting) changes,
//! everything dressed is taken down and dressed again. Dressing a board triggers
//! [`BoardDressed`] for what sits beside it (cups).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::highlights::{HoleMarker, SelectionRing};
use super::layout::{
    BoardView, GLOW_SIZE, HOLE_SIZE, MARBLE_SIZE, MARKER_SIZE, SYMBOL_SIZE, Upright, Z_HOME,
    Z_MARKER, Z_PIECE, Z_STAR, star_radius, triangle_shape,
};
use crate::core::pieces::{BoardHole, BoardPaint, BoardRoot, Die, Piece, PieceColour};
use crate::core::settings::Settings;
use crate::view::loading::{DiceAtlas, SymbolAtlas};
use crate::view::palette::Palette;
use crate::view::theme::{Light, ThemeImages};

pub(super) fn plugin(app: &mut App) {
    app.add_observer(dress_new_board)
        .add_observer(dress_new_hole)
        .add_observer(dress_new_piece)
        .add_observer(dress_new_die)
        .add_systems(
            Update,
            (
                redress.run_if(resource_exists::<ThemeImages>),
                place_table.run_if(resource_exists::<ThemeImages>),
                tint_triangles,
            ),
        );
}

/// Parts of the board drawn from the theme, taken down and put up again when the theme (or
/// the symbols setting) changes.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Dressing;

/// A board was dressed (first shown, or again after a theme change): things beside it dress
/// themselves too.
#[derive(EntityEvent, Clone, Copy, Debug)]
pub struct BoardDressed {
    pub entity: Entity,
}

/// A soft glow under something the board points out (a hole marker, the selection ring): the
/// highlights give it its parent's colour.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Glow;

/// The shadow a marble, cup or die casts on the board.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Shadow;

/// A triangle tinted with a colour set's colour: its home or its target.
#[derive(Component)]
struct TriangleTint {
    colour: Color,
    is_target: bool,
    /// Petri: the home triangle always carries the colour (no targets to swap with).
    home_coloured: bool,
}

/// Whether a set's triangle carries its colour strongly: in Chinese checkers the target by
/// default, the home triangle when the player reverses the colours (`reverse`); in Petri
/// (`home_coloured`) always the home triangle, whatever the setting, since Petri's opposite
/// triangle is nobody's target.
fn tint_strong(is_target: bool, home_coloured: bool, reverse: bool) -> bool {
    if home_coloured {
        !is_target
    } else {
        is_target != reverse
    }
}

const TINT_STRONG: f32 = 0.40;
const TINT_FAINT: f32 = 0.0;

/// What dressing needs: the theme's images, atlases, palette and light, the view.
#[derive(SystemParam)]
pub struct Dresser<'w, 's> {
    commands: Commands<'w, 's>,
    assets: Option<Res<'w, ThemeImages>>,
    light: Res<'w, Light>,
    palette: Res<'w, Palette>,
    settings: Res<'w, Settings>,
    symbols: Option<Res<'w, SymbolAtlas>>,
    dice_atlas: Option<Res<'w, DiceAtlas>>,
    view: Res<'w, BoardView>,
    meshes: ResMut<'w, Assets<Mesh>>,
    materials: ResMut<'w, Assets<ColorMaterial>>,
}

impl Dresser<'_, '_> {
    /// The star, the coloured triangles and the selection ring.
    fn board(&mut self, board: Entity, root: &BoardRoot, paint: &BoardPaint) {
        let Some(assets) = self.assets.as_deref() else {
            return;
        };
        let circumradius = star_radius(root.size);
        let star = self.meshes.add(RegularPolygon::new(circumradius, 3));
        let rim = self.meshes.add(RegularPolygon::new(circumradius + 0.18, 3));
        let wood = self.materials.add(ColorMaterial {
            color: self.palette.board,
            texture: assets.grain.clone(),
            ..default()
        });
        let wood_dark = self.materials.add(self.palette.board_edge);
        // The board's own shadow on the table, below and right of the star.
        let drop = self
            .materials
            .add(Color::BLACK.with_alpha(0.35 * self.light.shadow));
        let mut tints = Vec::new();
        // By default each set's target carries its colour; players can reverse this to colour
        // the home triangles (`BoardView::reverse_colours`). Petri has no targets: its home
        // triangles carry the colours whatever the setting ([`tint_strong`]).
        let home_coloured = paint.colours_home;
        for set in &paint.sets {
            let colour = self.palette.seat(set.colour);
            for (tri, is_target) in [(set.home, false), (set.target, true)] {
                let (centre, r, flip) = triangle_shape(root.size, tri);
                let strong = tint_strong(is_target, home_coloured, self.view.reverse_colours);
                let alpha = if strong { TINT_STRONG } else { TINT_FAINT };
                let turn = if flip { std::f32::consts::PI } else { 0.0 };
                tints.push((
                    Dressing,
                    TriangleTint {
                        colour,
                        is_target,
                        home_coloured,
                    },
                    Mesh2d(self.meshes.add(RegularPolygon::new(r, 3))),
                    MeshMaterial2d(self.materials.add(colour.with_alpha(alpha))),
                    Transform::from_translation(centre.extend(Z_HOME))
                        .with_rotation(Quat::from_rotation_z(turn)),
                ));
            }
        }
        let ring = assets.ring.clone();
        let glow = assets.glow.clone();
        self.commands.entity(board).with_children(|b| {
            for turn in [0.0, std::f32::consts::PI] {
                let rot = Quat::from_rotation_z(turn);
                b.spawn((
                    Dressing,
                    Mesh2d(rim.clone()),
                    MeshMaterial2d(drop.clone()),
                    Transform::from_xyz(0.12, -0.2, Z_STAR - 0.2).with_rotation(rot),
                ));
                b.spawn((
                    Dressing,
                    Mesh2d(rim.clone()),
                    MeshMaterial2d(wood_dark.clone()),
                    Transform::from_xyz(0.0, 0.0, Z_STAR - 0.1).with_rotation(rot),
                ));
                b.spawn((
                    Dressing,
                    Mesh2d(star.clone()),
                    MeshMaterial2d(wood.clone()),
                    Transform::from_xyz(0.0, 0.0, Z_STAR).with_rotation(rot),
                ));
            }
            for tint in tints {
                b.spawn(tint);
            }
            b.spawn((
                Dressing,
                SelectionRing,
                Upright,
                Sprite {
                    image: ring,
                    custom_size: Some(Vec2::splat(1.15)),
                    color: Color::WHITE,
                    ..default()
                },
                Transform::from_xyz(0.0, 0.0, Z_PIECE + 0.5),
                Visibility::Hidden,
            ))
            .with_child((
                Glow,
                Sprite {
                    image: glow,
                    custom_size: Some(Vec2::splat(GLOW_SIZE * 1.3)),
                    color: Color::NONE,
                    ..default()
                },
                Transform::from_xyz(0.0, 0.0, -0.6),
            ));
        });
        self.commands.trigger(BoardDressed { entity: board });
    }

    /// A hole's sprite and its (hidden) marker with its glow.
    fn hole(&mut self, e: Entity, hole: &BoardHole) {
        let Some(assets) = self.assets.as_deref() else {
            return;
        };
        self.commands.entity(e).insert((
            Upright,
            Sprite {
                image: assets.hole.clone(),
                custom_size: Some(Vec2::splat(HOLE_SIZE)),
                color: self.palette.hole,
                ..default()
            },
        ));
        let glow = assets.glow.clone();
        self.commands.entity(e).with_child((
            Dressing,
            HoleMarker(hole.0),
            Sprite {
                image: assets.dot.clone(),
                custom_size: Some(Vec2::splat(MARKER_SIZE)),
                ..default()
            },
            Transform::from_xyz(0.0, 0.0, Z_MARKER - super::layout::Z_HOLE),
            Visibility::Hidden,
            children![(
                Glow,
                Sprite {
                    image: glow,
                    custom_size: Some(Vec2::splat(GLOW_SIZE)),
                    color: Color::NONE,
                    ..default()
                },
                Transform::from_xyz(0.0, 0.0, -0.05),
            )],
        ));
    }

    /// The soft shadow under a marble or die of this size (in its parent's units), below and
    /// right of it as the theme's light says.
    fn shadow(&self, size: f32) -> Option<impl Bundle> {
        let assets = self.assets.as_deref()?;
        let l = *self.light;
        (l.shadow > 0.0).then(|| {
            (
                Dressing,
                Shadow,
                Sprite {
                    image: assets.shadow.clone(),
                    custom_size: Some(Vec2::splat(size * 1.18)),
                    color: Color::BLACK.with_alpha(l.shadow),
                    ..default()
                },
                Transform::from_xyz(l.shadow_x * size, -l.shadow_y * size, -0.4),
            )
        })
    }

    /// A marble in its colour, with its shadow and a symbol for colour-blind players.
    fn piece(&mut self, e: Entity, piece: &Piece, colour: Option<&PieceColour>) {
        let Some(assets) = self.assets.as_deref() else {
            return;
        };
        let index = colour.map_or(piece.seat.index(), |c| c.0);
        self.commands.entity(e).insert((
            Upright,
            Sprite {
                image: assets.marble.clone(),
                custom_size: Some(Vec2::splat(MARBLE_SIZE)),
                color: self.palette.seat(index),
                ..default()
            },
        ));
        if let Some(shadow) = self.shadow(MARBLE_SIZE) {
            self.commands.entity(e).with_child(shadow);
        }
        if self.settings.symbols
            && let Some(atlas) = self.symbols.as_deref()
        {
            self.commands.entity(e).with_child((
                Dressing,
                Sprite {
                    image: assets.symbols.clone(),
                    texture_atlas: Some(TextureAtlas {
                        layout: atlas.0.clone(),
                        index: index % 6,
                    }),
                    custom_size: Some(Vec2::splat(MARBLE_SIZE * SYMBOL_SIZE)),
                    ..default()
                },
                Transform::from_xyz(0.0, 0.0, 0.05),
            ));
        }
    }

    /// A die's face from the dice atlas.
    fn die(&mut self, e: Entity, die: &Die) {
        let (Some(assets), Some(atlas)) = (self.assets.as_deref(), self.dice_atlas.as_deref())
        else {
            return;
        };
        self.commands.entity(e).insert(Sprite {
            image: assets.dice.clone(),
            texture_atlas: Some(TextureAtlas {
                layout: atlas.0.clone(),
                index: usize::from(die.value.clamp(1, 6) - 1),
            }),
            custom_size: Some(Vec2::splat(64.0)),
            ..default()
        });
        if let Some(shadow) = self.shadow(58.0) {
            self.commands.entity(e).with_child(shadow);
        }
    }
}

fn dress_new_board(
    add: On<Add, BoardRoot>,
    boards: Query<(&BoardRoot, &BoardPaint)>,
    mut d: Dresser,
) {
    if let Ok((root, paint)) = boards.get(add.entity) {
        d.board(add.entity, root, paint);
    }
}

fn dress_new_hole(add: On<Add, BoardHole>, holes: Query<&BoardHole>, mut d: Dresser) {
    if let Ok(hole) = holes.get(add.entity) {
        d.hole(add.entity, hole);
    }
}

fn dress_new_piece(
    add: On<Add, Piece>,
    pieces: Query<(&Piece, Option<&PieceColour>)>,
    mut d: Dresser,
) {
    if let Ok((piece, colour)) = pieces.get(add.entity) {
        d.piece(add.entity, piece, colour);
    }
}

fn dress_new_die(add: On<Add, Die>, dice: Query<&Die>, mut d: Dresser) {
    if let Ok(die) = dice.get(add.entity) {
        d.die(add.entity, die);
    }
}

/// Everything on the board, for dressing it all again.
type Dressed<'w, 's> = (
    Query<'w, 's, (Entity, &'static BoardRoot, &'static BoardPaint)>,
    Query<'w, 's, (Entity, &'static BoardHole)>,
    Query<'w, 's, (Entity, &'static Piece, Option<&'static PieceColour>)>,
    Query<'w, 's, (Entity, &'static Die)>,
);

/// When the theme's pictures or light or the symbols setting changed, takes down what
/// dressing put up and dresses every board, hole, piece and die again. It looks at the
/// pictures themselves (a theme switch replaces them through commands), so it never dresses
/// with the old ones.
fn redress(
    mut symbols_for: Local<Option<bool>>,
    dressing: Query<Entity, With<Dressing>>,
    (boards, holes, pieces, dice): Dressed,
    mut d: Dresser,
) {
    let Some(images_changed) = d.assets.as_ref().map(|images| images.is_changed()) else {
        return;
    };
    let symbols_changed = *symbols_for != Some(d.settings.symbols);
    *symbols_for = Some(d.settings.symbols);
    // (The palette changes with the theme, and live in the theme editor.)
    if !(images_changed || d.light.is_changed() || d.palette.is_changed() || symbols_changed) {
        return;
    }
    for e in &dressing {
        d.commands.entity(e).despawn();
    }
    for (e, root, paint) in &boards {
        d.board(e, root, paint);
    }
    for (e, hole) in &holes {
        d.hole(e, hole);
    }
    for (e, piece, colour) in &pieces {
        d.piece(e, piece, colour);
    }
    for (e, die) in &dice {
        d.die(e, die);
    }
}

/// Applies `BoardView::reverse_colours` to the tinted triangles.
fn tint_triangles(
    view: Res<BoardView>,
    tints: Query<(&TriangleTint, &MeshMaterial2d<ColorMaterial>)>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    if !view.is_changed() {
        return;
    }
    for (tint, material) in &tints {
        let strong = tint_strong(tint.is_target, tint.home_coloured, view.reverse_colours);
        let alpha = if strong { TINT_STRONG } else { TINT_FAINT };
        if let Some(mut m) = materials.get_mut(&material.0)
            && m.color.alpha() != alpha
        {
            m.color = tint.colour.with_alpha(alpha);
        }
    }
}

/// The table texture behind the board, tiled over the window.
#[derive(Component)]
struct Table;

/// The vignette over the table: the window's edges darker, the board in the light.
#[derive(Component)]
struct Vignette;

#[allow(clippy::type_complexity)]
fn place_table(
    mut commands: Commands,
    assets: Res<ThemeImages>,
    light: Res<Light>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut table: Query<(Entity, &mut Sprite), (With<Table>, Without<Vignette>)>,
    mut vignette: Query<(Entity, &mut Sprite), (With<Vignette>, Without<Table>)>,
) {
    let size = window.size();
    let wanted = Some(size);
    match (assets.table.clone(), table.single_mut()) {
        (None, _) => {
            for (e, _) in &table {
                commands.entity(e).despawn();
            }
        }
        (Some(image), Ok((_, mut sprite))) => {
            if sprite.image != image {
                sprite.image = image;
            }
            if sprite.custom_size != wanted {
                sprite.custom_size = wanted;
            }
        }
        (Some(image), Err(_)) => {
            commands.spawn((
                Name::new("Table"),
                Table,
                Sprite {
                    image,
                    custom_size: wanted,
                    image_mode: SpriteImageMode::Tiled {
                        tile_x: true,
                        tile_y: true,
                        stretch_value: 1.0,
                    },
                    ..default()
                },
                Transform::from_xyz(0.0, 0.0, -50.0),
            ));
        }
    }
    let colour = Color::WHITE.with_alpha(light.vignette);
    match vignette.single_mut() {
        _ if light.vignette <= 0.0 => {
            for (e, _) in &vignette {
                commands.entity(e).despawn();
            }
        }
        Ok((_, mut sprite)) => {
            if sprite.image != assets.vignette {
                sprite.image = assets.vignette.clone();
            }
            if sprite.custom_size != wanted {
                sprite.custom_size = wanted;
            }
            if sprite.color != colour {
                sprite.color = colour;
            }
        }
        Err(_) => {
            commands.spawn((
                Name::new("Vignette"),
                Vignette,
                Sprite {
                    image: assets.vignette.clone(),
                    custom_size: wanted,
                    color: colour,
                    ..default()
                },
                Transform::from_xyz(0.0, 0.0, -40.0),
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::tint_strong;

    /// Chinese checkers colours the target, or the home triangle when reversed; Petri colours
    /// the home triangle either way (the setting used to move it to the opposite triangle).
    #[test]
    fn the_coloured_triangle_follows_the_setting_only_in_chinese_checkers() {
        // Chinese checkers: (is_target, reverse) -> strong.
        assert!(tint_strong(true, false, false));
        assert!(!tint_strong(false, false, false));
        assert!(!tint_strong(true, false, true));
        assert!(tint_strong(false, false, true));
        // Petri: the home triangle, whatever the setting.
        for reverse in [false, true] {
            assert!(tint_strong(false, true, reverse));
            assert!(!tint_strong(true, true, reverse));
        }
    }
}
