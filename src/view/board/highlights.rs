//! What the board points out: the legal holes of the selected marble or of the Petri step,
//! the keyboard cursor, the hint, the last move blinking (so
//! people see what another player did), the selection ring.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use petri_rules::{Bitboard, Hole, Seat};

use super::layout::{Z_HOLE, Z_MARKER, Z_PIECE};
use crate::core::marks::{BoardArrows, HintShown, Spotlight};
use crate::core::pieces::hole_xy;
use crate::core::screens::{InGame, Turn};
use crate::core::session::Session;
use crate::core::turn::{MovePlayed, TurnSet};
use crate::play::interact::Selection;
use crate::view::palette::Palette;
use crate::view::theme::Light;

use super::dressing::Glow;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Spotlight>()
        .init_resource::<Hovered>()
        .init_resource::<LastMoveBlink>()
        .init_resource::<HintShown>()
        .add_systems(OnEnter(InGame), forget_last_move)
        .add_systems(
            Update,
            remember_last_move
                .in_set(TurnSet::Animate)
                .run_if(in_state(InGame)),
        );
}

/// The hole under the pointer.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Hovered(pub Option<Hole>);

/// The last move of another player blinks for a while, so people see what changed.
#[derive(Resource, Debug, Default, Clone)]
pub struct LastMoveBlink {
    pub holes: Vec<Hole>,
    pub seat: Option<Seat>,
    pub left: f32,
}

/// The coloured marker inside a hole (legal destination, target, hint, last move).
#[derive(Component)]
pub struct HoleMarker(pub Hole);

/// The selection ring around a marble.
#[derive(Component)]
pub struct SelectionRing;

/// A new board shows nothing of the last one: no blink, no arrows.
fn forget_last_move(mut blink: ResMut<LastMoveBlink>, mut arrows: ResMut<BoardArrows>) {
    blink.holes.clear();
    blink.left = 0.0;
    if !arrows.0.is_empty() {
        arrows.0.clear();
    }
}

fn remember_last_move(
    mut played: MessageReader<MovePlayed>,
    mut blink: ResMut<LastMoveBlink>,
    time: Res<Time>,
) {
    for done in played.read() {
        blink.holes = done.path.clone();
        blink.seat = Some(done.seat);
        blink.left = 2.4;
    }
    blink.left = (blink.left - time.delta_secs()).max(0.0);
}

/// What the markers show: the player's selection, the hint, the blink, the pointer.
#[derive(SystemParam)]
pub(super) struct Pointed<'w> {
    session: Option<Res<'w, Session>>,
    selection: Res<'w, Selection>,
    turn: Option<Res<'w, State<Turn>>>,
    hint: Res<'w, HintShown>,
    blink: Res<'w, LastMoveBlink>,
    hovered: Res<'w, Hovered>,
    spotlight: Res<'w, Spotlight>,
    palette: Res<'w, Palette>,
    time: Res<'w, Time>,
}

/// The selection ring's parts.
type Ring<'w, 's> = Query<
    'w,
    's,
    (
        &'static mut Transform,
        &'static mut Visibility,
        &'static mut Sprite,
    ),
    (With<SelectionRing>, Without<HoleMarker>),
>;

/// The glows under the markers and the ring.
type Glows<'w, 's> = Query<
    'w,
    's,
    (&'static ChildOf, &'static mut Sprite),
    (With<Glow>, Without<HoleMarker>, Without<SelectionRing>),
>;

/// Lays a hole's marker under its marble (where legal holes and hints show) or, `over`, on
/// top of it: a lit marble (a lesson's, a diagram's) carries its light.
pub fn lay_marker(at: &mut Transform, over: bool) {
    let z = if over {
        Z_PIECE + 0.4 - Z_HOLE
    } else {
        Z_MARKER - Z_HOLE
    };
    if at.translation.z != z {
        at.translation.z = z;
    }
}

/// The hole markers.
type Markers<'w, 's> = Query<
    'w,
    's,
    (
        &'static HoleMarker,
        &'static mut Sprite,
        &'static mut Visibility,
        &'static mut Transform,
    ),
>;

/// Colours the hole markers: legal holes, the hint, the last move blinking, the cursor; each
/// marker's glow takes its colour at the theme's strength.
pub(super) fn mark_holes(
    p: Pointed,
    mut markers: Markers,
    mut ring: Ring,
    mut glows: Glows,
    light: Res<Light>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let Some(session) = p.session.as_deref() else {
        return;
    };
    let (palette, selection, blink) = (&*p.palette, &*p.selection, &*p.blink);
    let highlight = palette.highlight;
    let turn = p.turn.map(|t| *t.get());
    let human = session.is_human_turn();
    let targets: Bitboard = match turn {
        Some(Turn::AwaitingInput) if selection.from.is_some() => selection.destinations,
        Some(Turn::Placing | Turn::Removing | Turn::OrderingCaptures) if human => {
            session.game.action_holes()
        }
        _ => Bitboard::EMPTY,
    };
    let t = p.time.elapsed_secs();
    let pulse = 0.75 + 0.25 * (t * 5.0).sin();
    // Only Chinese checkers moves are kept for the blink.
    let blinking = blink.left > 0.0;
    let hint_holes: &[Hole] = p.hint.0.as_ref().map(|h| h.holes.as_slice()).unwrap_or(&[]);
    let looks = MarkerLooks {
        session,
        palette,
        selection,
        blink,
        hovered: p.hovered.0,
        spotlight: &p.spotlight,
        hint_holes,
        targets,
        human,
        pulse,
        blink_on: blinking && (t * 6.0).sin() > 0.0,
        mover_colour: palette.seat(session.seat(session.to_move()).colour),
    };
    for (marker, mut sprite, mut vis, mut at) in &mut markers {
        let h = marker.0;
        // A lit marble: its marker lies over it, a pulsing light on the marble.
        let over = p.spotlight.0.contains(&h) && session.seat_at(h).is_some();
        lay_marker(&mut at, over);
        let (show, colour) = looks.of(h);
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
    place_ring(&mut ring, selection.from, turn, highlight, pulse);
    light_glows(&mut glows, &markers, &ring, &light);
    if selection.from.is_some()
        || blinking
        || !hint_holes.is_empty()
        || selection.cursor.is_some()
        || !p.spotlight.0.is_empty()
    {
        redraw.write(bevy::window::RequestRedraw);
    }
}

/// What the markers show this frame, worked out once for them all.
struct MarkerLooks<'a> {
    session: &'a Session,
    palette: &'a Palette,
    selection: &'a Selection,
    blink: &'a LastMoveBlink,
    hovered: Option<Hole>,
    spotlight: &'a Spotlight,
    hint_holes: &'a [Hole],
    /// The holes to show as legal.
    targets: Bitboard,
    /// A person is to move.
    human: bool,
    pulse: f32,
    /// The blink is in its lit half.
    blink_on: bool,
    mover_colour: Color,
}

impl MarkerLooks<'_> {
    /// Whether hole `h`'s marker shows, and in what colour: the cursor, the hint, a legal
    /// hole, a lit one, the last move blinking, in that order.
    fn of(&self, h: Hole) -> (bool, Color) {
        let (palette, blink) = (self.palette, self.blink);
        let (highlight, hint_colour) = (palette.highlight, palette.hint);
        let pulse = self.pulse;
        if self.selection.cursor == Some(h) && self.human {
            (true, highlight.with_alpha(pulse))
        } else if self.hint_holes.contains(&h) {
            (true, hint_colour.with_alpha(pulse))
        } else if self.targets.has(h.index()) {
            let c = if self.hovered == Some(h) {
                highlight
            } else {
                self.mover_colour.mix(&highlight, 0.55)
            };
            (true, c.with_alpha(0.85))
        } else if self.spotlight.0.contains(&h) {
            (
                true,
                palette
                    .hint
                    .mix(&highlight, 0.5)
                    .with_alpha(0.55 + 0.4 * pulse),
            )
        } else if self.blink_on && blink.holes.contains(&h) {
            let c = blink
                .seat
                .map(|s| palette.seat(self.session.seat(s).colour))
                .unwrap_or(highlight);
            (true, c.mix(&highlight, 0.3))
        } else {
            (false, Color::NONE)
        }
    }
}

/// The selection ring: around the selected marble (`from`) while a move is being chosen,
/// pulsing; else hidden.
fn place_ring(
    ring: &mut Ring,
    from: Option<Hole>,
    turn: Option<Turn>,
    highlight: Color,
    pulse: f32,
) {
    if let Ok((mut rt, mut rv, mut rs)) = ring.single_mut() {
        match from {
            Some(h) if turn == Some(Turn::AwaitingInput) => {
                let at = hole_xy(h.cube()).extend(Z_PIECE + 0.5);
                if rt.translation != at {
                    rt.translation = at;
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
}

/// Each glow takes the colour of the marker or ring it lies under, at the theme's strength;
/// under a hidden one it is clear.
fn light_glows(glows: &mut Glows, markers: &Markers, ring: &Ring, light: &Light) {
    for (parent, mut sprite) in glows.iter_mut() {
        let below = markers
            .get(parent.parent())
            .map(|(_, s, v, _)| (s.color, *v != Visibility::Hidden))
            .or_else(|_| {
                ring.get(parent.parent())
                    .map(|(_, v, s)| (s.color, *v != Visibility::Hidden))
            });
        let Ok((colour, shown)) = below else {
            continue;
        };
        let wanted = if shown {
            colour.with_alpha(colour.alpha() * light.glow * 0.85)
        } else {
            Color::NONE
        };
        if sprite.color != wanted {
            sprite.color = wanted;
        }
    }
}
