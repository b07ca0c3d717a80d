//! The board on screen: the wooden star, hole and marble sprites, the dice, the cups, the
//! highlights (selection, legal holes, hint, the last move blinking), the hover path, and
//! the board fitted to the window and turned so the human to move sits at the bottom.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, egui};
use petri_rules::{Bitboard, Hole, PetriPhase, Seat, Triangle};

use super::loading::{DiceAtlas, SymbolAtlas};
use super::palette::Palette;
use super::theme::{ThemeGeneration, ThemeImages};
use crate::interact::Selection;
use crate::pieces::{BoardHole, BoardRoot, Die, Piece, ROW_HEIGHT, hole_xy};
use crate::screens::{InGame, Turn};
use crate::session::Session;
use crate::settings::Settings;
use crate::turn::{MovePlayed, TurnSet};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardView>()
        .init_resource::<Hovered>()
        .init_resource::<LastMoveBlink>()
        .init_resource::<HintShown>()
        .add_systems(Startup, spawn_camera)
        .add_systems(OnEnter(InGame), reset_view)
        .add_systems(
            Update,
            (
                undress,
                dress_board,
                dress_holes,
                dress_pieces,
                dress_dice,
                spawn_cups,
            )
                .chain()
                .in_set(TurnSet::Animate)
                .run_if(resource_exists::<ThemeImages>),
        )
        .add_systems(Update, place_table.run_if(resource_exists::<ThemeImages>))
        .add_systems(
            bevy_egui::EguiPrimaryContextPass,
            draw_cup_counts.run_if(in_state(InGame)),
        )
        .add_systems(
            Update,
            (
                remember_last_move.in_set(TurnSet::Animate),
                (
                    fit_and_turn,
                    tint_triangles,
                    keep_upright,
                    place_dice,
                    mark_holes,
                    draw_hover_path,
                )
                    .chain()
                    .after(TurnSet::Finish),
            )
                .run_if(in_state(InGame)),
        );
}

// Sizes in hole spacings.
const HOLE_SIZE: f32 = 0.40;
const MARBLE_SIZE: f32 = 0.86;
const MARKER_SIZE: f32 = 0.5;
/// How far the wooden star reaches past the outer holes' centres.
const STAR_PADDING: f32 = 0.62;
/// Space kept free around the board, as a fraction of the area.
const MARGIN: f32 = 0.03;

// Draw order inside the board.
const Z_STAR: f32 = 0.0;
const Z_HOME: f32 = 0.5;
const Z_HOLE: f32 = 1.0;
const Z_MARKER: f32 = 2.0;
pub const Z_PIECE: f32 = 3.0;
/// Pieces in flight are drawn above the others.
pub const Z_FLYING: f32 = 6.0;

/// Where the board goes and how it is turned.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct BoardView {
    /// The part of the window left to the board (logical pixels, from the top left), set by
    /// the HUD after it lays out its panels.
    pub area: Rect,
    /// Turn by hand, in sixths of a full turn, added to the automatic turn.
    pub manual_sixths: i32,
    /// Turn the board so the human to move has its home at the bottom.
    pub follow_player: bool,
    /// The angle shown now (eased towards the wanted one).
    pub angle: f32,
    /// Pixels per hole spacing.
    pub scale: f32,
    /// Seed 002's option: colour the start triangles strongly instead of the targets.
    pub reverse_colours: bool,
}

impl Default for BoardView {
    fn default() -> Self {
        BoardView {
            area: Rect::new(0.0, 0.0, 1280.0, 720.0),
            manual_sixths: 0,
            follow_player: true,
            angle: 0.0,
            scale: 30.0,
            reverse_colours: false,
        }
    }
}

/// The hole under the pointer.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Hovered(pub Option<Hole>);

/// The last move of another player blinks for a while (seed 002).
#[derive(Resource, Debug, Default, Clone)]
pub struct LastMoveBlink {
    pub holes: Vec<Hole>,
    pub seat: Option<Seat>,
    pub left: f32,
}

/// The hint on show, if any.
#[derive(Resource, Debug, Default, Clone)]
pub struct HintShown(pub Option<crate::ai::Hint>);

/// A triangle tinted with a colour set's colour: its start or its target.
#[derive(Component)]
struct TriangleTint {
    colour: Color,
    is_target: bool,
}

const TINT_STRONG: f32 = 0.40;
const TINT_FAINT: f32 = 0.0;

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
        let strong = tint.is_target != view.reverse_colours;
        let alpha = if strong { TINT_STRONG } else { TINT_FAINT };
        if let Some(mut m) = materials.get_mut(&material.0)
            && m.color.alpha() != alpha
        {
            m.color = tint.colour.with_alpha(alpha);
        }
    }
}

/// The coloured marker inside a hole (legal destination, target, hint, last move).
#[derive(Component)]
struct HoleMarker(Hole);

/// The selection ring around a marble.
#[derive(Component)]
struct SelectionRing;

/// A seat's cup beside the board, with its count.
#[derive(Component)]
pub struct Cup(pub Seat);

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Name::new("Camera"), Camera2d));
}

fn reset_view(mut view: ResMut<BoardView>, mut blink: ResMut<LastMoveBlink>) {
    view.manual_sixths = 0;
    blink.holes.clear();
    blink.left = 0.0;
}

/// Parts of the board drawn from the theme, taken down and put up again when the theme (or
/// the symbols setting) changes.
#[derive(Component)]
struct Dressing;

/// The theme generation the board was last dressed for.
#[derive(Resource, Default, PartialEq, Eq, Clone, Copy)]
struct DressedFor(Option<(u32, bool)>);

/// Whether everything must be dressed again this frame.
#[derive(Resource, Default)]
struct Redress(bool);

/// When the theme or the symbols setting changed, takes down what the dress systems put up.
fn undress(
    mut commands: Commands,
    generation: Res<ThemeGeneration>,
    settings: Res<Settings>,
    mut dressed: Local<DressedFor>,
    dressing: Query<Entity, With<Dressing>>,
    boards: Query<(), With<BoardRoot>>,
) {
    let now = DressedFor(Some((generation.0, settings.symbols)));
    let redo = dressed.0.is_some() && *dressed != now && !boards.is_empty();
    if dressed.0.is_none() || redo || boards.is_empty() {
        *dressed = now;
    }
    if redo {
        for e in &dressing {
            commands.entity(e).despawn();
        }
    }
    commands.insert_resource(Redress(redo));
}

/// The star, the coloured home triangles and the selection ring, once per board.
#[allow(clippy::too_many_arguments)]
fn dress_board(
    mut commands: Commands,
    boards: Query<(Entity, &BoardRoot, Ref<BoardRoot>)>,
    session: Option<Res<Session>>,
    assets: Res<ThemeImages>,
    palette: Res<Palette>,
    redress: Option<Res<Redress>>,
    view: Res<BoardView>,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    let Some(session) = session else {
        return;
    };
    let redo = redress.is_some_and(|r| r.0);
    for (board, root, added) in &boards {
        if !(added.is_added() || redo) {
            continue;
        }
        let n = f32::from(root.size);
        let circumradius = n * 2.0 * ROW_HEIGHT + 2.0 * STAR_PADDING;
        let star = meshes.add(RegularPolygon::new(circumradius, 3));
        let rim = meshes.add(RegularPolygon::new(circumradius + 0.18, 3));
        let wood = materials.add(palette.board);
        let wood_dark = materials.add(palette.board_edge);
        commands.entity(board).with_children(|b| {
            for turn in [0.0, std::f32::consts::PI] {
                let rot = Quat::from_rotation_z(turn);
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
            // Seed 002: by default each set's home (its target) carries its colour; players
            // can reverse this to colour the start triangles (`BoardView::reverse_colours`).
            let geo = session.rules.geometry();
            let layout = session.rules.validate().ok();
            if let Some(layout) = layout {
                for (k, set) in layout.sets.iter().enumerate() {
                    let colour = set_colour(&session, &palette, set.seat, k);
                    // Petri has no targets: its home areas carry the colours.
                    let petri = session.game.is_petri();
                    for (tri, is_target) in [(set.home, petri), (set.target, !petri)] {
                        let (centre, r, flip) = triangle_shape(geo.size(), tri);
                        let strong = is_target != view.reverse_colours;
                        let alpha = if strong { TINT_STRONG } else { TINT_FAINT };
                        b.spawn((
                            Dressing,
                            TriangleTint { colour, is_target },
                            Mesh2d(meshes.add(RegularPolygon::new(r, 3))),
                            MeshMaterial2d(materials.add(colour.with_alpha(alpha))),
                            Transform::from_translation(centre.extend(Z_HOME)).with_rotation(
                                Quat::from_rotation_z(if flip {
                                    std::f32::consts::PI
                                } else {
                                    0.0
                                }),
                            ),
                        ));
                    }
                }
            }
            b.spawn((
                Dressing,
                SelectionRing,
                Sprite {
                    image: assets.ring.clone(),
                    custom_size: Some(Vec2::splat(1.15)),
                    color: Color::WHITE,
                    ..default()
                },
                Transform::from_xyz(0.0, 0.0, Z_PIECE + 0.5),
                Visibility::Hidden,
            ));
        });
    }
}

/// Centre, circumradius and orientation (pointing down = flipped) of a star point's triangle.
fn triangle_shape(size: u8, t: Triangle) -> (Vec2, f32, bool) {
    let geo = petri_rules::Geometry::get(size);
    let holes: Vec<Vec2> = geo
        .triangle(t)
        .iter()
        .map(|i| hole_xy(geo.cube(i)))
        .collect();
    let centre = holes.iter().copied().sum::<Vec2>() / holes.len() as f32;
    // The apex is the lone hole of the triangle's outermost row: above the centre for a
    // triangle pointing up, below it for one pointing down.
    let top = holes.iter().map(|p| p.y).fold(f32::MIN, f32::max);
    let on_top = holes.iter().filter(|p| (p.y - top).abs() < 0.01).count();
    let flip = on_top > 1;
    let apex = holes
        .iter()
        .copied()
        .max_by(|a, b| {
            let (da, db) = if flip { (-a.y, -b.y) } else { (a.y, b.y) };
            da.total_cmp(&db)
        })
        .unwrap_or(centre);
    let r = (apex - centre).length() + 0.55;
    (centre, r, flip)
}

/// The colour of a colour set: the seat's colour, or with several sets per seat a colour
/// per set.
pub fn set_colour(session: &Session, palette: &Palette, seat: Seat, set: usize) -> Color {
    palette.seat(set_symbol(session, seat, set))
}

/// The palette index (colour and symbol) of a colour set.
pub fn set_symbol(session: &Session, seat: Seat, set: usize) -> usize {
    if session.rules.sets_per_seat > 1 {
        set
    } else {
        session.seat(seat).colour
    }
}

fn dress_holes(
    mut commands: Commands,
    holes: Query<(Entity, &BoardHole, Ref<BoardHole>)>,
    assets: Res<ThemeImages>,
    palette: Res<Palette>,
    redress: Option<Res<Redress>>,
) {
    let redo = redress.is_some_and(|r| r.0);
    for (e, hole, added) in &holes {
        if !(added.is_added() || redo) {
            continue;
        }
        commands.entity(e).insert(Sprite {
            image: assets.hole.clone(),
            custom_size: Some(Vec2::splat(HOLE_SIZE)),
            color: palette.hole,
            ..default()
        });
        commands.entity(e).with_child((
            Dressing,
            HoleMarker(hole.0),
            Sprite {
                image: assets.dot.clone(),
                custom_size: Some(Vec2::splat(MARKER_SIZE)),
                ..default()
            },
            Transform::from_xyz(0.0, 0.0, Z_MARKER - Z_HOLE),
            Visibility::Hidden,
        ));
    }
}

#[allow(clippy::too_many_arguments)]
fn dress_pieces(
    mut commands: Commands,
    pieces: Query<(Entity, &Piece, Ref<Piece>)>,
    session: Option<Res<Session>>,
    assets: Res<ThemeImages>,
    palette: Res<Palette>,
    settings: Res<Settings>,
    symbols: Option<Res<SymbolAtlas>>,
    redress: Option<Res<Redress>>,
) {
    let Some(session) = session else {
        return;
    };
    let redo = redress.is_some_and(|r| r.0);
    for (e, piece, added) in &pieces {
        if !(added.is_added() || redo) {
            continue;
        }
        commands.entity(e).insert(Sprite {
            image: assets.marble.clone(),
            custom_size: Some(Vec2::splat(MARBLE_SIZE)),
            color: set_colour(&session, &palette, piece.seat, piece.set),
            ..default()
        });
        // Colour-blind players: a symbol per colour on every marble.
        if settings.symbols
            && let Some(atlas) = &symbols
        {
            commands.entity(e).with_child((
                Dressing,
                Sprite {
                    image: assets.symbols.clone(),
                    texture_atlas: Some(TextureAtlas {
                        layout: atlas.0.clone(),
                        index: set_symbol(&session, piece.seat, piece.set) % 6,
                    }),
                    custom_size: Some(Vec2::splat(MARBLE_SIZE * SYMBOL_SIZE)),
                    ..default()
                },
                Transform::from_xyz(0.0, 0.0, 0.05),
            ));
        }
    }
}

/// Symbols on marbles, as a share of the marble.
const SYMBOL_SIZE: f32 = 0.5;

/// The table texture behind the board, tiled over the window.
#[derive(Component)]
struct Table;

fn place_table(
    mut commands: Commands,
    assets: Res<ThemeImages>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut table: Query<(Entity, &mut Sprite), With<Table>>,
) {
    let size = window.size();
    let Some(image) = assets.table.clone() else {
        for (e, _) in &table {
            commands.entity(e).despawn();
        }
        return;
    };
    let wanted = Some(size);
    match table.single_mut() {
        Ok((_, mut sprite)) => {
            if sprite.image != image {
                sprite.image = image;
            }
            if sprite.custom_size != wanted {
                sprite.custom_size = wanted;
            }
        }
        Err(_) => {
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
}

fn dress_dice(
    mut commands: Commands,
    dice: Query<(Entity, &Die, Ref<Die>)>,
    assets: Res<ThemeImages>,
    atlas: Option<Res<DiceAtlas>>,
    redress: Option<Res<Redress>>,
) {
    let Some(atlas) = atlas else {
        return;
    };
    let redo = redress.is_some_and(|r| r.0);
    for (e, die, added) in &dice {
        if !(added.is_added() || redo) {
            continue;
        }
        commands.entity(e).insert(Sprite {
            image: assets.dice.clone(),
            texture_atlas: Some(TextureAtlas {
                layout: atlas.0.clone(),
                index: usize::from(die.value.clamp(1, 6) - 1),
            }),
            custom_size: Some(Vec2::splat(64.0)),
            ..default()
        });
    }
}

/// Petri cups: one per seat, beside the star point of its home.
fn spawn_cups(
    mut commands: Commands,
    boards: Query<(Entity, &BoardRoot, Ref<BoardRoot>)>,
    session: Option<Res<Session>>,
    assets: Res<ThemeImages>,
    palette: Res<Palette>,
    redress: Option<Res<Redress>>,
) {
    let Some(session) = session else {
        return;
    };
    if !session.game.is_petri() {
        return;
    }
    let Ok(layout) = session.rules.validate() else {
        return;
    };
    let redo = redress.is_some_and(|r| r.0);
    for (board, root, added) in &boards {
        if !(added.is_added() || redo) {
            continue;
        }
        for set in &layout.sets {
            let (centre, _, _) = triangle_shape(root.size, set.home);
            // Beside the point, a little outside the star, turned a sixth clockwise.
            let out = centre.normalize_or_zero() * (centre.length() + 1.2);
            let side = Vec2::from_angle(-0.45).rotate(out);
            let colour = palette.seat(session.seat(set.seat).colour);
            commands.entity(board).with_child((
                Dressing,
                Cup(set.seat),
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
    let Some(st) = session.as_ref().and_then(|s| s.game.petri()) else {
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
        let Ok(p) = camera.world_to_viewport(cam_tf, tf.translation()) else {
            continue;
        };
        painter.text(
            egui::pos2(p.x * to_points, p.y * to_points),
            egui::Align2::CENTER_CENTER,
            st.cup(cup.0).to_string(),
            egui::FontId::proportional((view.scale * 0.58 * to_points).max(8.0)),
            egui::Color32::WHITE,
        );
    }
    Ok(())
}

/// The angle that puts a seat's home at the bottom of the screen.
fn seat_angle(session: &Session, seat: Seat) -> f32 {
    let geo = session.rules.geometry();
    let Ok(layout) = session.rules.validate() else {
        return 0.0;
    };
    let mut sum = Vec2::ZERO;
    let mut n = 0.0;
    for k in layout.sets_of(seat) {
        let home: Bitboard = layout.sets[k].home_holes;
        for i in home.iter() {
            sum += hole_xy(geo.cube(i));
            n += 1.0;
        }
    }
    if n == 0.0 || sum.length() < 1e-3 {
        return 0.0;
    }
    -std::f32::consts::FRAC_PI_2 - (sum / n).to_angle()
}

/// The human whose view the board takes: the human to move, else the first human seat.
fn viewer(session: &Session) -> Option<Seat> {
    let to_move = session.to_move();
    if session.seat(to_move).kind.is_human() {
        return Some(to_move);
    }
    (0..session.rules.players)
        .map(Seat)
        .find(|&s| session.seat(s).kind.is_human())
}

/// Scales the board into the free area and eases its turn towards the wanted angle.
fn fit_and_turn(
    window: Single<&Window, With<PrimaryWindow>>,
    mut board: Single<(&mut Transform, &BoardRoot)>,
    session: Option<Res<Session>>,
    mut view: ResMut<BoardView>,
    time: Res<Time>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let Some(session) = session else {
        return;
    };
    let (ref mut transform, root) = *board;
    let n = f32::from(root.size);
    let circumradius = n * 2.0 * ROW_HEIGHT + 2.0 * STAR_PADDING;
    // The star fits in a circle of its circumradius whatever its turn.
    let area = view.area;
    let size = area.size() * (1.0 - 2.0 * MARGIN);
    if size.min_element() < 1.0 {
        return;
    }
    let scale = size.min_element() / (2.0 * circumradius + 0.6);
    view.scale = scale;
    let centre = area.center();
    let w = window.size();
    let at = Vec3::new(centre.x - w.x / 2.0, w.y / 2.0 - centre.y, 0.0);

    let mut wanted = std::f32::consts::TAU / 6.0 * view.manual_sixths as f32;
    if view.follow_player
        && let Some(seat) = viewer(&session)
    {
        wanted += seat_angle(&session, seat);
    }
    let mut delta = (wanted - view.angle).rem_euclid(std::f32::consts::TAU);
    if delta > std::f32::consts::PI {
        delta -= std::f32::consts::TAU;
    }
    if delta.abs() > 1e-3 {
        let step = (time.delta_secs() * 6.0).min(1.0);
        view.angle += delta * step;
        redraw.write(bevy::window::RequestRedraw);
    } else {
        view.angle = wanted;
    }
    let new = Transform::from_translation(at)
        .with_scale(Vec3::splat(scale))
        .with_rotation(Quat::from_rotation_z(view.angle));
    if **transform != new {
        **transform = new;
    }
}

/// Sprites on the board keep their light from the upper left whatever the board's turn.
#[allow(clippy::type_complexity)]
fn keep_upright(
    view: Res<BoardView>,
    mut sprites: Query<
        &mut Transform,
        (
            Or<(With<Piece>, With<BoardHole>, With<SelectionRing>, With<Cup>)>,
            Without<BoardRoot>,
        ),
    >,
) {
    let upright = Quat::from_rotation_z(-view.angle);
    for mut t in &mut sprites {
        if t.rotation != upright {
            t.rotation = upright;
        }
    }
}

/// Dice sit at the lower right of the board area.
fn place_dice(
    window: Single<&Window, With<PrimaryWindow>>,
    view: Res<BoardView>,
    mut dice: Query<(&Die, &mut Transform), Without<crate::turn::Busy>>,
) {
    let w = window.size();
    let a = view.area;
    let size = (a.height().min(a.width()) * 0.09).clamp(36.0, 90.0);
    for (die, mut t) in &mut dice {
        let x = a.max.x - size * (2.4 - 1.2 * die.index as f32) - w.x / 2.0;
        let y = w.y / 2.0 - a.max.y + size * 0.9;
        let new = Vec3::new(x, y, 10.0);
        if t.translation != new {
            t.translation = new;
        }
        let s = Vec3::splat(size / 64.0);
        if t.scale != s {
            t.scale = s;
        }
    }
}

fn remember_last_move(
    mut played: MessageReader<MovePlayed>,
    mut blink: ResMut<LastMoveBlink>,
    time: Res<Time>,
) {
    for MovePlayed(done) in played.read() {
        blink.holes = done.path.clone();
        blink.seat = Some(done.seat);
        blink.left = 2.4;
    }
    blink.left = (blink.left - time.delta_secs()).max(0.0);
}

/// Colours the hole markers: legal holes, the hint, the last move blinking, the cursor.
#[allow(clippy::too_many_arguments, clippy::type_complexity)]
fn mark_holes(
    session: Option<Res<Session>>,
    selection: Res<Selection>,
    turn: Option<Res<State<Turn>>>,
    hint: Res<HintShown>,
    blink: Res<LastMoveBlink>,
    hovered: Res<Hovered>,
    time: Res<Time>,
    mut markers: Query<(&HoleMarker, &mut Sprite, &mut Visibility)>,
    mut ring: Query<
        (&mut Transform, &mut Visibility, &mut Sprite),
        (With<SelectionRing>, Without<HoleMarker>),
    >,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
    palette: Res<Palette>,
) {
    let Some(session) = session else {
        return;
    };
    let (highlight, hint_colour) = (palette.highlight, palette.hint);
    let turn = turn.map(|t| *t.get());
    let human = session.is_human_turn();
    let mover_colour = palette.seat(session.seat(session.to_move()).colour);
    let targets: Bitboard = match turn {
        Some(Turn::AwaitingInput) if selection.from.is_some() => selection.destinations,
        Some(Turn::Placing | Turn::Removing | Turn::OrderingCaptures) if human => {
            session.game.action_holes()
        }
        _ => Bitboard::EMPTY,
    };
    let t = time.elapsed_secs();
    let pulse = 0.75 + 0.25 * (t * 5.0).sin();
    // Only Chinese checkers moves are kept for the blink.
    let blinking = blink.left > 0.0;
    let blink_on = blinking && (t * 6.0).sin() > 0.0;
    let hint_holes: &[Hole] = hint.0.as_ref().map(|h| h.holes.as_slice()).unwrap_or(&[]);
    for (marker, mut sprite, mut vis) in &mut markers {
        let h = marker.0;
        let (show, colour) = if selection.cursor == Some(h) && human {
            (true, highlight.with_alpha(pulse))
        } else if hint_holes.contains(&h) {
            (true, hint_colour.with_alpha(pulse))
        } else if targets.has(h.index()) {
            let c = if hovered.0 == Some(h) {
                highlight
            } else {
                mover_colour.mix(&highlight, 0.55)
            };
            (true, c.with_alpha(0.85))
        } else if blink_on && blink.holes.contains(&h) {
            let c = blink
                .seat
                .map(|s| palette.seat(session.seat(s).colour))
                .unwrap_or(highlight);
            (true, c.mix(&highlight, 0.3))
        } else {
            (false, Color::NONE)
        };
        let v = if show {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        if *vis != v {
            *vis = v;
        }
        if show && sprite.color != colour {
            sprite.color = colour;
        }
    }
    if let Ok((mut rt, mut rv, mut rs)) = ring.single_mut() {
        match selection.from {
            Some(h) if turn == Some(Turn::AwaitingInput) => {
                let p = hole_xy(h.cube()).extend(Z_PIECE + 0.5);
                if rt.translation != p {
                    rt.translation = p;
                }
                *rv = Visibility::Inherited;
                rs.color = highlight.with_alpha(pulse);
                rt.scale = Vec3::splat(0.95 + 0.08 * pulse);
            }
            _ => {
                if *rv != Visibility::Hidden {
                    *rv = Visibility::Hidden;
                }
            }
        }
    }
    if selection.from.is_some() || blinking || !hint_holes.is_empty() || selection.cursor.is_some()
    {
        redraw.write(bevy::window::RequestRedraw);
    }
}

/// What the drawn hop path shows: from, to, colour and dot image.
type PathKey = (Hole, Hole, [u8; 4], AssetId<Image>);

/// One piece of the hop path drawn while a destination is hovered.
#[derive(Component)]
struct PathMark;

/// While a marble is selected, hovering one of its destinations shows the hop path: a line
/// through the holes it lands in and a dot on each, as sprites under the board (they turn with
/// it). Rebuilt only when the path or its look changes.
#[allow(clippy::too_many_arguments)]
fn draw_hover_path(
    mut commands: Commands,
    session: Option<Res<Session>>,
    selection: Res<Selection>,
    hovered: Res<Hovered>,
    board: Single<Entity, With<BoardRoot>>,
    palette: Res<Palette>,
    images: Option<Res<ThemeImages>>,
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
            path.extend(
                session
                    .game
                    .path(petri_rules::Move::new(from, to).into()),
            );
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

/// Runs the HUD's hint button: computes a hint now.
pub fn show_hint(session: &Session, hint: &mut HintShown) {
    hint.0 = crate::ai::hint(session);
}

/// Screen (logical window) position of a hole, for tests and the web build's E2E test.
pub fn hole_screen_position(window: &Window, board: &GlobalTransform, hole: Hole) -> Vec2 {
    let p = board.transform_point(hole_xy(hole.cube()).extend(0.0));
    let w = window.size();
    Vec2::new(p.x + w.x / 2.0, w.y / 2.0 - p.y)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::setup::GameSetup;
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
        let game = session.game.checkers().unwrap();
        // An opening move with the longest path (a hop over the front row lands once).
        let m = game
            .legal_moves()
            .into_iter()
            .max_by_key(|m| game.position().path(*m).len())
            .unwrap();
        let landings = game.position().path(m).len();
        assert!(landings >= 1);
        let (from, to) = (m.from().unwrap(), m.to().unwrap());

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
            })
            .add_systems(Update, draw_hover_path);
        app.world_mut()
            .spawn((BoardRoot { size: 4 }, Transform::default()));
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
