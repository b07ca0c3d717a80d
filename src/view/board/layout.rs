//! Where the board goes: fitted into the area the HUD leaves, turned so the person to move
//! sits at the bottom (or by hand), the dice and the table texture placed, and every hole's
//! screen position published for the web page's test hooks.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use petri_rules::{Bitboard, Hole, Seat, Triangle};

use crate::core::marks::BoardCover;
use crate::core::pieces::{BoardRoot, Die, GameBoard, HolesOnScreen, ROW_HEIGHT, hole_xy};
use crate::core::screens::InGame;
use crate::core::session::Session;
use crate::core::turn::Busy;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<BoardView>()
        .init_resource::<BoardCover>()
        .init_resource::<crate::core::marks::BoardSide>()
        .add_systems(Startup, spawn_camera)
        .add_systems(OnEnter(InGame), face_forward)
        .add_systems(
            PostUpdate,
            publish_hole_positions.after(TransformSystems::Propagate),
        );
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Name::new("Camera"), Camera2d));
}

/// A new board starts without the previous game's turn by hand, and uncovered.
fn face_forward(mut view: ResMut<BoardView>, mut cover: ResMut<BoardCover>) {
    cover.set_if_neq(BoardCover::default());
    view.manual_sixths = 0;
}

// Sizes in hole spacings.
/// A hole's picture with its rim (the well is two thirds of it).
pub const HOLE_SIZE: f32 = 0.55;
/// The glow around a hole the board points out.
pub const GLOW_SIZE: f32 = 1.3;
pub const MARBLE_SIZE: f32 = 0.86;
pub const MARKER_SIZE: f32 = 0.5;
/// Symbols on marbles, as a share of the marble.
pub const SYMBOL_SIZE: f32 = 0.5;
/// How far the wooden star reaches past the outer holes' centres.
pub const STAR_PADDING: f32 = 0.62;
/// Space kept free around the board, as a fraction of the area.
const MARGIN: f32 = 0.03;

// Draw order inside the board.
pub const Z_STAR: f32 = 0.0;
pub const Z_HOME: f32 = 0.5;
pub const Z_HOLE: f32 = 1.0;
pub const Z_MARKER: f32 = 2.0;
pub const Z_PIECE: f32 = 3.0;
/// Pieces in flight are drawn above the others.
pub const Z_FLYING: f32 = 6.0;

/// Where the board goes and how it is turned.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct BoardView {
    /// The part of the window left to the board (logical pixels, from the top left), set by
    /// the HUD after it lays out its panels.
    pub area: Rect,
    /// The top of the prompt's card where it lies over the area's foot (logical pixels; a
    /// wide window): the dice keep above it.
    pub floor: Option<f32>,
    /// Turn by hand, in sixths of a full turn, added to the automatic turn.
    pub manual_sixths: i32,
    /// Turn the board so the human to move has its home at the bottom.
    pub follow_player: bool,
    /// The angle shown now (eased towards the wanted one).
    pub angle: f32,
    /// Pixels per hole spacing.
    pub scale: f32,
    /// An option: colour the start triangles strongly instead of the targets.
    pub reverse_colours: bool,
}

impl Default for BoardView {
    fn default() -> Self {
        BoardView {
            area: Rect::new(0.0, 0.0, 1280.0, 720.0),
            floor: None,
            manual_sixths: 0,
            follow_player: true,
            angle: 0.0,
            scale: 30.0,
            reverse_colours: false,
        }
    }
}

/// Sprites that keep their light from the upper left whatever the board's turn (pieces,
/// holes, the selection ring, cups).
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Upright;

/// The star's circumradius (hole spacings) on a board of this size.
pub fn star_radius(size: u8) -> f32 {
    f32::from(size) * 2.0 * ROW_HEIGHT + 2.0 * STAR_PADDING
}

/// Centre, circumradius and orientation (pointing down = flipped) of a star point's triangle.
pub fn triangle_shape(size: u8, t: Triangle) -> (Vec2, f32, bool) {
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

/// The width and height of the star turned by `angle`, in units of its circumradius: its six
/// points decide (at rest the points are up and down: √3 wide, 2 high).
pub fn star_extent(angle: f32) -> Vec2 {
    let (mut lo, mut hi) = (Vec2::splat(f32::MAX), Vec2::splat(f32::MIN));
    for k in 0..6 {
        let a = angle + std::f32::consts::FRAC_PI_2 + std::f32::consts::TAU / 6.0 * k as f32;
        let p = Vec2::from_angle(a);
        lo = lo.min(p);
        hi = hi.max(p);
    }
    hi - lo
}

/// Pixels per hole spacing that fit a star of this circumradius, turned by `angle`, in `size`.
pub fn fit_scale(size: Vec2, circumradius: f32, angle: f32) -> f32 {
    let extent = star_extent(angle) * (circumradius + 0.2) + Vec2::splat(0.4);
    (size.x / extent.x).min(size.y / extent.y)
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

/// Scales the board into the free area and eases its turn towards the wanted angle.
pub(super) fn fit_and_turn(
    window: Single<&Window, With<PrimaryWindow>>,
    mut board: Single<(&mut Transform, &BoardRoot), With<GameBoard>>,
    session: Option<Res<Session>>,
    mut view: ResMut<BoardView>,
    time: Res<Time>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let Some(session) = session else {
        return;
    };
    let (ref mut transform, root) = *board;
    let circumradius = star_radius(root.size);
    // The star fits in a circle of its circumradius whatever its turn.
    let area = view.area;
    let size = area.size() * (1.0 - 2.0 * MARGIN);
    if size.min_element() < 1.0 {
        return;
    }
    let scale = fit_scale(size, circumradius, view.angle);
    view.scale = scale;
    let centre = area.center();
    let w = window.size();
    let at = Vec3::new(centre.x - w.x / 2.0, w.y / 2.0 - centre.y, 0.0);

    let mut wanted = std::f32::consts::TAU / 6.0 * view.manual_sixths as f32;
    // The board faces the person at the screen.
    if view.follow_player
        && let Some(seat) = session.facing_seat()
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

/// Sprites on a board keep their light from the upper left whatever the board's turn: each
/// takes back its board's rotation.
#[allow(clippy::type_complexity)]
pub fn keep_upright(
    boards: Query<&Transform, With<BoardRoot>>,
    mut sprites: Query<(&ChildOf, &mut Transform), (With<Upright>, Without<BoardRoot>)>,
) {
    for (parent, mut t) in &mut sprites {
        let Ok(board) = boards.get(parent.parent()) else {
            continue;
        };
        let upright = board.rotation.inverse();
        if t.rotation != upright {
            t.rotation = upright;
        }
    }
}

/// A board shown for its looks (the title's living board, the new game's preview): fitted
/// into `area` (logical window pixels from the top left), turned by `angle`.
#[derive(Component, Debug, Clone, Copy, PartialEq)]
pub struct Showcase {
    pub area: Rect,
    pub angle: f32,
}

/// Fits showcase boards into their areas.
pub fn fit_showcases(
    window: Single<&Window, With<PrimaryWindow>>,
    mut boards: Query<(&mut Transform, &BoardRoot, &Showcase)>,
) {
    let w = window.size();
    for (mut transform, root, show) in &mut boards {
        let size = show.area.size();
        if size.min_element() < 1.0 {
            continue;
        }
        let scale = fit_scale(size, star_radius(root.size), show.angle);
        let centre = show.area.center();
        let new = Transform::from_xyz(centre.x - w.x / 2.0, w.y / 2.0 - centre.y, 0.0)
            .with_scale(Vec3::splat(scale))
            .with_rotation(Quat::from_rotation_z(show.angle));
        if *transform != new {
            *transform = new;
        }
    }
}

/// Dice sit at the lower right of the board area, above the prompt's card.
pub(super) fn place_dice(
    window: Single<&Window, With<PrimaryWindow>>,
    view: Res<BoardView>,
    mut dice: Query<(&Die, &mut Transform), Without<Busy>>,
) {
    let w = window.size();
    let a = view.area;
    let size = (a.height().min(a.width()) * 0.09).clamp(36.0, 90.0);
    let foot = view.floor.map_or(a.max.y, |f| f.min(a.max.y));
    for (die, mut t) in &mut dice {
        let x = a.max.x - size * (2.4 - 1.2 * die.index as f32) - w.x / 2.0;
        let y = w.y / 2.0 - foot + size * 0.9;
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

/// Screen (logical window) position of a hole.
pub fn hole_screen_position(window: &Window, board: &GlobalTransform, hole: Hole) -> Vec2 {
    let p = board.transform_point(hole_xy(hole.cube()).extend(0.0));
    let w = window.size();
    Vec2::new(p.x + w.x / 2.0, w.y / 2.0 - p.y)
}

/// Fills [`HolesOnScreen`] when the board or the window moved.
fn publish_hole_positions(
    window: Option<Single<Ref<Window>, With<PrimaryWindow>>>,
    board: Query<(Ref<GlobalTransform>, &BoardRoot), With<GameBoard>>,
    mut holes: ResMut<HolesOnScreen>,
) {
    let (Some(window), Ok((board, root))) = (window, board.single()) else {
        if !holes.0.is_empty() {
            holes.0.clear();
        }
        return;
    };
    if !(window.is_changed() || board.is_changed() || holes.0.is_empty()) {
        return;
    }
    let geo = petri_rules::Geometry::get(root.size);
    let positions: Vec<Vec2> = geo
        .holes()
        .map(|h| hole_screen_position(&window, &board, h))
        .collect();
    if holes.0 != positions {
        holes.0 = positions;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// At rest the star's points are up and down (√3 wide, 2 high); a twelfth of a turn lays
    /// them sideways; the fit takes the smaller of the two ratios.
    #[test]
    fn the_star_fits_by_its_points() {
        let e = star_extent(0.0);
        assert!(
            (e.x - 3f32.sqrt()).abs() < 1e-4 && (e.y - 2.0).abs() < 1e-4,
            "{e}"
        );
        let t = star_extent(std::f32::consts::PI / 6.0);
        assert!(
            (t.x - 2.0).abs() < 1e-4 && (t.y - 3f32.sqrt()).abs() < 1e-4,
            "{t}"
        );
        // A phone held upright: the width decides, and the star is bigger than a circle fit.
        let size = Vec2::new(390.0, 600.0);
        let r = star_radius(4);
        let scale = fit_scale(size, r, 0.0);
        assert!(scale * (3f32.sqrt() * (r + 0.2) + 0.4) <= 390.0 + 1e-3);
        assert!(scale > 390.0 / (2.0 * r + 0.6));
    }
}
