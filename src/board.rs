//! The star board: holes and marbles of a position, laid out on the hex grid and scaled to the
//! window. Geometry and the start position come from `petri-rules`.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use petri_rules::{Cube, Geometry, Position, Preset, Rules, Seat};

/// Height of a hex row in units of the hole spacing.
const ROW_HEIGHT: f32 = 0.866_025_4; // sqrt(3) / 2
/// How far the wooden star reaches past the outer holes' centres, in hole spacings.
const STAR_PADDING: f32 = 0.55;
/// Space kept free around the star, as a fraction of the window.
const WINDOW_MARGIN: f32 = 0.04;

const HOLE_RADIUS: f32 = 0.17;
const MARBLE_RADIUS: f32 = 0.38;
const MARBLE_RIM: f32 = 0.05;

const WOOD: Color = Color::srgb(0.80, 0.62, 0.40);
const HOLE: Color = Color::srgb(0.30, 0.20, 0.12);
/// Marble colours by seat (`a`, `b`, …).
const SEAT_COLOURS: [Color; 6] = [
    Color::srgb(0.82, 0.16, 0.14), // red
    Color::srgb(0.13, 0.35, 0.78), // blue
    Color::srgb(0.15, 0.60, 0.25), // green
    Color::srgb(0.95, 0.75, 0.10), // yellow
    Color::srgb(0.50, 0.25, 0.65), // purple
    Color::srgb(0.10, 0.10, 0.12), // black
];

// Draw order inside the board.
const Z_STAR: f32 = 0.0;
const Z_HOLE: f32 = 1.0;
const Z_RIM: f32 = 2.0;
const Z_MARBLE: f32 = 3.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_board)
        .add_systems(Update, fit_to_window);
}

/// The parent of everything on the board; children are placed in hole-spacing units and this
/// entity's scale turns them into pixels.
#[derive(Component)]
struct BoardRoot {
    /// Half the width and height of the star, in hole spacings.
    half_extent: Vec2,
}

/// A hole of the board.
#[derive(Component)]
struct BoardHole;

/// A marble on the board.
#[derive(Component)]
struct Marble;

/// Centre of a hole in hole-spacing units, y up.
fn hole_xy(c: Cube) -> Vec2 {
    Vec2::new(c.screen_x(), -f32::from(c.r) * ROW_HEIGHT)
}

fn seat_colour(seat: Seat) -> Color {
    SEAT_COLOURS[seat.index() % SEAT_COLOURS.len()]
}

fn spawn_board(
    mut commands: Commands,
    mut meshes: ResMut<Assets<Mesh>>,
    mut materials: ResMut<Assets<ColorMaterial>>,
) {
    commands.spawn(Camera2d);

    let rules = Rules::preset(Preset::Classic, 2);
    let pos = Position::start(&rules).expect("the classic 2-player start position exists");
    let geo: &Geometry = pos.geometry();

    // The star's points are the holes at distance 2n from the centre; its two triangles have
    // circumradius 2n rows, i.e. n * sqrt(3) spacings, padded so the outer holes sit inside.
    let circumradius = f32::from(geo.size()) * 2.0 * ROW_HEIGHT + 2.0 * STAR_PADDING;
    let half_extent = Vec2::new(circumradius * ROW_HEIGHT, circumradius);

    let star = meshes.add(RegularPolygon::new(circumradius, 3));
    let wood = materials.add(WOOD);
    let hole_mesh = meshes.add(Circle::new(HOLE_RADIUS));
    let hole_material = materials.add(HOLE);
    let rim_mesh = meshes.add(Circle::new(MARBLE_RADIUS + MARBLE_RIM));
    let marble_mesh = meshes.add(Circle::new(MARBLE_RADIUS));

    commands
        .spawn((
            Name::new("Board"),
            BoardRoot { half_extent },
            Transform::default(),
            Visibility::default(),
        ))
        .with_children(|board| {
            for turn in [0.0, std::f32::consts::PI] {
                board.spawn((
                    Mesh2d(star.clone()),
                    MeshMaterial2d(wood.clone()),
                    Transform::from_xyz(0.0, 0.0, Z_STAR)
                        .with_rotation(Quat::from_rotation_z(turn)),
                ));
            }
            for i in 0..geo.len() {
                let at = hole_xy(geo.cube(i));
                board.spawn((
                    BoardHole,
                    Mesh2d(hole_mesh.clone()),
                    MeshMaterial2d(hole_material.clone()),
                    Transform::from_translation(at.extend(Z_HOLE)),
                ));
                let Some(seat) = pos.seat_at(geo.hole(i)) else {
                    continue;
                };
                let colour = seat_colour(seat);
                board.spawn((
                    Marble,
                    Mesh2d(marble_mesh.clone()),
                    MeshMaterial2d(materials.add(colour)),
                    Transform::from_translation(at.extend(Z_MARBLE)),
                    children![(
                        Mesh2d(rim_mesh.clone()),
                        MeshMaterial2d(materials.add(colour.darker(0.25))),
                        Transform::from_xyz(0.0, 0.0, Z_RIM - Z_MARBLE),
                    )],
                ));
            }
        });
}

/// Scales the board so the star fills the window, keeping a small margin.
fn fit_to_window(
    window: Single<&Window, With<PrimaryWindow>>,
    mut board: Single<(&mut Transform, &BoardRoot)>,
) {
    let size = window.size() * (1.0 - 2.0 * WINDOW_MARGIN);
    if size.min_element() < 1.0 {
        return; // minimised
    }
    let fit = size / (2.0 * board.1.half_extent);
    let scale = Vec3::splat(fit.min_element());
    if board.0.scale != scale {
        board.0.scale = scale;
    }
}
