//! Sprite animations, eased: a step slides, a hop chain jumps hole by hole with an arc and a
//! small squash, placed pieces pop in, removed pieces shrink away, crowded-out pieces shake,
//! shrink and fly into the mover's cup one by one (together in realtime mode), dice tumble.
//! Every running animation marks its entity [`Busy`]; the turn waits for none to be left.

use bevy::prelude::*;
use bevy::window::RequestRedraw;

use super::board::{Cup, Z_FLYING, Z_PIECE};
use super::theme::Timings;
use crate::core::pieces::{At, BoardRoot, Die, Leaving, Piece, PieceIndex, hole_xy};
use crate::core::screens::InGame;
use crate::core::turn::{Busy, DiceRolled, MovePlayed, PieceMoved, TurnSet};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<AnimSpeed>().add_systems(
        Update,
        (
            (start_moves, start_placements, start_leaving, start_dice)
                .chain()
                .run_if(in_state(InGame)),
            // Boards shown for their looks move too (the title's living board).
            run_tweens,
            snap_pieces,
        )
            .chain()
            .in_set(TurnSet::Animate),
    );
}

/// Animation speed: 1 normal, more is faster; `skip` ends every animation at once.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub struct AnimSpeed {
    pub factor: f32,
    pub skip: bool,
}

impl Default for AnimSpeed {
    fn default() -> Self {
        AnimSpeed {
            factor: 1.0,
            skip: false,
        }
    }
}

/// A running animation.
#[derive(Component, Debug, Clone)]
pub struct Tween {
    kind: TweenKind,
    /// Seconds since start (negative while delayed).
    t: f32,
    duration: f32,
}

#[derive(Debug, Clone)]
enum TweenKind {
    /// Along holes (board units); `hops` arcs each leg.
    Path {
        points: Vec<Vec2>,
        hops: bool,
    },
    Pop,
    Shrink,
    Capture {
        from: Vec2,
        to: Vec2,
    },
    Tumble {
        value: u8,
        spin: f32,
    },
}

/// Present while a screen paces its animations itself (the title's living board draws at its
/// own low rate): tweens then do not ask for every frame.
#[derive(Resource, Debug, Clone, Copy, Default)]
pub struct PacedTweens;

/// Smooth start and stop (Bevy's smoothstep), for slides and flights.
fn ease_in_out(u: f32) -> f32 {
    EaseFunction::SmoothStep.sample_clamped(u)
}

/// A little overshoot at the end, for pieces popping in.
fn ease_out_back(u: f32) -> f32 {
    EaseFunction::BackOut.sample_clamped(u)
}

impl Tween {
    /// A marble's move along holes (board units, its hole first): a step slides, each hop of
    /// a chain arcs, at the theme's pace.
    pub fn path(points: Vec<Vec2>, t: &Timings) -> Tween {
        let legs = points.len().saturating_sub(1).max(1) as f32;
        let hops = points.windows(2).any(|w| w[0].distance(w[1]) > 1.5);
        Tween {
            kind: TweenKind::Path { points, hops },
            t: 0.0,
            duration: if hops { t.hop * legs } else { t.step },
        }
    }
}

fn start_moves(
    mut commands: Commands,
    mut played: MessageReader<MovePlayed>,
    index: Res<PieceIndex>,
    t: Res<Timings>,
) {
    for done in played.read() {
        let Some(e) = done.mv.to().and_then(|to| index.get(to)) else {
            continue;
        };
        // From the marble's hole through every hole it lands in: a step slides, each hop of
        // a chain arcs.
        let points: Vec<Vec2> = done
            .mv
            .from()
            .into_iter()
            .chain(done.path.iter().copied())
            .map(|h| hole_xy(h.cube()))
            .collect();
        commands.entity(e).insert((Tween::path(points, &t), Busy));
    }
}

fn start_placements(
    mut commands: Commands,
    mut moved: MessageReader<PieceMoved>,
    index: Res<PieceIndex>,
    t: Res<Timings>,
) {
    for m in moved.read().filter(|m| m.placed) {
        if let Some(e) = index.get(m.hole) {
            commands.entity(e).insert((
                Tween {
                    kind: TweenKind::Pop,
                    t: 0.0,
                    duration: t.pop,
                },
                Busy,
            ));
        }
    }
}

fn start_leaving(
    mut commands: Commands,
    leaving: Query<(Entity, &Leaving), Added<Leaving>>,
    cups: Query<(&Cup, &Transform)>,
    t: Res<Timings>,
) {
    for (e, l) in &leaving {
        let from = hole_xy(l.from.cube());
        let tween = match l.captured_by {
            Some((mover, order, together)) => {
                let to = cups
                    .iter()
                    .find(|(c, _)| c.0 == mover)
                    .map(|(_, t)| t.translation.truncate())
                    .unwrap_or(from * 1.6);
                Tween {
                    kind: TweenKind::Capture { from, to },
                    t: if together {
                        0.0
                    } else {
                        -t.capture_gap * order as f32
                    },
                    duration: t.capture,
                }
            }
            None => Tween {
                kind: TweenKind::Shrink,
                t: 0.0,
                duration: t.shrink,
            },
        };
        commands.entity(e).insert((tween, Busy));
    }
}

fn start_dice(
    mut commands: Commands,
    mut rolled: MessageReader<DiceRolled>,
    dice: Query<(Entity, &Die)>,
    t: Res<Timings>,
) {
    if rolled.read().last().is_none() {
        return;
    }
    for (e, die) in &dice {
        commands.entity(e).insert((
            Tween {
                kind: TweenKind::Tumble {
                    value: die.value,
                    spin: if die.index == 0 { 1.0 } else { -1.0 },
                },
                t: 0.0,
                duration: t.tumble + 0.1 * die.index as f32,
            },
            Busy,
        ));
    }
}

#[allow(clippy::type_complexity)]
fn run_tweens(
    mut commands: Commands,
    time: Res<Time>,
    mut speed: ResMut<AnimSpeed>,
    paced: Option<Res<PacedTweens>>,
    mut tweens: Query<
        (
            Entity,
            &mut Tween,
            &mut Transform,
            Option<&mut Sprite>,
            Has<Leaving>,
            Option<&ChildOf>,
        ),
        Without<BoardRoot>,
    >,
    boards: Query<&Transform, With<BoardRoot>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if tweens.is_empty() {
        speed.skip = false;
        return;
    }
    // Frames come as fast as the screen takes them, unless the screen paces its animations.
    if paced.is_none() {
        redraw.write(RequestRedraw);
    }
    let dt = time.delta_secs() * speed.factor.max(0.05);
    for (e, mut tw, mut tf, sprite, leaving, parent) in &mut tweens {
        // "Up" on screen, in the board's units (the board may be turned).
        let turn = parent
            .and_then(|p| boards.get(p.parent()).ok())
            .map_or(Quat::IDENTITY, |b| b.rotation);
        let up = (turn.inverse() * Vec3::Y).truncate();
        tw.t += dt;
        if speed.skip {
            tw.t = tw.duration;
        }
        let u = (tw.t / tw.duration).clamp(0.0, 1.0);
        let done = tw.t >= tw.duration;
        match &tw.kind {
            TweenKind::Path { points, hops } => {
                pose_on_path(&mut tf, points, *hops, u, up, done);
            }
            TweenKind::Pop => {
                let s = if done { 1.0 } else { ease_out_back(u).max(0.0) };
                tf.scale = Vec3::splat(s);
            }
            TweenKind::Shrink => {
                tf.scale = Vec3::splat(1.0 - ease_in_out(u));
                if let Some(mut sp) = sprite {
                    sp.color.set_alpha(1.0 - u);
                }
            }
            TweenKind::Capture { from, to } => {
                if tw.t < 0.0 {
                    continue;
                }
                pose_captured(&mut tf, *from, *to, tw.t, u, up);
            }
            TweenKind::Tumble { value, spin } => {
                tumble(&mut tf, sprite, *value, *spin, tw.t, u, done);
            }
        }
        if done {
            commands.entity(e).remove::<(Tween, Busy)>();
            if leaving {
                commands.entity(e).despawn();
            }
        }
    }
}

/// A marble along its path at `u` (0 to 1): a step slides; each hop arcs towards `up` and
/// squashes a little on landing. `done`: on its last hole, at rest.
fn pose_on_path(tf: &mut Transform, points: &[Vec2], hops: bool, u: f32, up: Vec2, done: bool) {
    let legs = points.len().saturating_sub(1).max(1);
    let x = u * legs as f32;
    let leg = (x.floor() as usize).min(legs - 1);
    let v = x - leg as f32;
    let a = points[leg];
    let b = *points.get(leg + 1).unwrap_or(&a);
    let (pos, scale) = if hops {
        let e = ease_in_out(v);
        let lift = (std::f32::consts::PI * v).sin();
        // Squash a little on landing, stretch a little in the air.
        let squash = if v > 0.85 {
            ((v - 0.85) / 0.15 * std::f32::consts::PI).sin() * 0.14
        } else {
            0.0
        };
        (
            a.lerp(b, e) + up * 0.35 * lift,
            Vec3::new(1.0 + 0.18 * lift + squash, 1.0 + 0.18 * lift - squash, 1.0),
        )
    } else {
        (a.lerp(b, ease_in_out(v)), Vec3::ONE)
    };
    tf.translation = pos.extend(if done { Z_PIECE } else { Z_FLYING });
    tf.scale = if done { Vec3::ONE } else { scale };
}

/// A captured piece at `u` (0 to 1; `t` seconds in): it shakes where it stood, then flies
/// in an arc towards `up` into the mover's cup, shrinking.
fn pose_captured(tf: &mut Transform, from: Vec2, to: Vec2, t: f32, u: f32, up: Vec2) {
    let shake_end = 0.35;
    if u < shake_end {
        let k = u / shake_end;
        let wobble = (t * 55.0).sin() * 0.09 * (1.0 - k * 0.5);
        tf.translation = (from + Vec2::new(wobble, 0.0)).extend(Z_FLYING);
        tf.scale = Vec3::splat(1.0 - 0.15 * k);
    } else {
        let k = ease_in_out((u - shake_end) / (1.0 - shake_end));
        let arc = (std::f32::consts::PI * k).sin() * 0.8;
        tf.translation = (from.lerp(to, k) + up * arc).extend(Z_FLYING);
        tf.scale = Vec3::splat((0.85 - 0.45 * k).max(0.05));
    }
}

/// A die tumbling at `u` (0 to 1; `t` seconds in): a new face every few hundredths of a
/// second and a spin that slows; `done`, its `value` up and straight.
fn tumble(
    tf: &mut Transform,
    sprite: Option<Mut<Sprite>>,
    value: u8,
    spin: f32,
    t: f32,
    u: f32,
    done: bool,
) {
    if let Some(mut sp) = sprite
        && let Some(atlas) = sp.texture_atlas.as_mut()
    {
        atlas.index = if done {
            usize::from(value.clamp(1, 6) - 1)
        } else {
            // A new face every few hundredths of a second while it rolls.
            ((t * 16.0) as usize * 5 + usize::from(value)) % 6
        };
    }
    let turns = (1.0 - ease_in_out(u)) * std::f32::consts::TAU * 1.5 * spin;
    tf.rotation = Quat::from_rotation_z(if done { 0.0 } else { turns });
}

/// Pieces not in an animation stand on their hole.
#[allow(clippy::type_complexity)]
fn snap_pieces(
    mut pieces: Query<(&At, &mut Transform), (With<Piece>, Without<Tween>, Changed<At>)>,
) {
    for (at, mut tf) in &mut pieces {
        let p = hole_xy(at.0.cube()).extend(Z_PIECE);
        if tf.translation != p {
            tf.translation = p;
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use bevy::time::TimeUpdateStrategy;
    use petri_rules::{Geometry, Move, Seat};

    use super::*;
    use crate::core::pieces::PieceIndex;

    /// A step slides from its hole to the next over several frames (it does not jump).
    #[test]
    fn a_step_slides_from_its_hole_over_several_frames() {
        let geo = Geometry::get(4);
        let (from, to) = (geo.parse_hole("n1").unwrap(), geo.parse_hole("m5").unwrap());
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f64(
                1.0 / 60.0,
            )))
            .init_resource::<PieceIndex>()
            .init_resource::<AnimSpeed>()
            .init_resource::<Timings>()
            .add_message::<MovePlayed>()
            .add_message::<RequestRedraw>()
            .add_systems(Update, (start_moves, run_tweens).chain());
        app.update();
        let piece = app
            .world_mut()
            .spawn((
                Piece {
                    seat: Seat(0),
                    set: 0,
                },
                At(to),
                Transform::from_translation(hole_xy(from.cube()).extend(Z_PIECE)),
            ))
            .id();
        app.world_mut().write_message(MovePlayed {
            seat: Seat(0),
            mv: Move::new(from, to),
            path: vec![to],
        });
        let (a, b) = (hole_xy(from.cube()), hole_xy(to.cube()));
        let mut along = Vec::new();
        for _ in 0..30 {
            app.update();
            let p = app
                .world()
                .get::<Transform>(piece)
                .unwrap()
                .translation
                .truncate();
            along.push((p - a).length() / (b - a).length());
        }
        // Strictly between the holes for a while, then at the destination, never back.
        let between = along.iter().filter(|&&k| k > 0.02 && k < 0.98).count();
        assert!(between >= 8, "{along:?}");
        assert!(along.windows(2).all(|w| w[1] >= w[0] - 1e-4), "{along:?}");
        assert!((along.last().unwrap() - 1.0).abs() < 1e-4, "{along:?}");
        assert!(app.world().get::<Tween>(piece).is_none(), "the tween ends");
    }
}
