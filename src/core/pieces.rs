//! Holes, marbles and dice as entities that follow the rules state. The view adds sprites and
//! animations to them; headless tests look at them directly.

use bevy::ecs::lifecycle::HookContext;
use bevy::ecs::world::DeferredWorld;
use bevy::platform::collections::HashMap;
use bevy::prelude::*;
use petri_rules::{Cube, Hole, Rules, Seat, Triangle};

use crate::core::games::GameKind;
use crate::core::screens::{InGame, Screen, Turn};
use crate::core::session::Session;
use crate::core::turn::{BoardReset, DiceRolled, MovePlayed, PieceCaptured, PieceMoved, TurnSet};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PieceIndex>()
        .init_resource::<HolesOnScreen>()
        .add_systems(OnEnter(InGame), spawn_board)
        .add_systems(OnEnter(Turn::Deciding), sync_pieces)
        .add_systems(
            Update,
            (
                follow_moves,
                follow_pieces,
                follow_captures,
                follow_dice,
                sync_pieces.run_if(on_message::<BoardReset>),
            )
                .chain()
                .in_set(TurnSet::React)
                .run_if(in_state(Screen::Playing)),
        );
}

/// Height of a hex row in units of the hole spacing.
pub const ROW_HEIGHT: f32 = 0.866_025_4; // sqrt(3) / 2

/// Centre of a hole in hole-spacing units, y up, board unrotated.
pub fn hole_xy(c: Cube) -> Vec2 {
    Vec2::new(c.screen_x(), -f32::from(c.r) * ROW_HEIGHT)
}

/// Where each hole is on the screen (logical window pixels from the top left), by canonical
/// hole index; empty without a board on screen. The view fills it as the board moves; the web
/// page's test hooks read it.
#[derive(Resource, Debug, Default, Clone, PartialEq)]
pub struct HolesOnScreen(pub Vec<Vec2>);

impl HolesOnScreen {
    pub fn get(&self, hole: Hole) -> Option<Vec2> {
        self.0.get(hole.index()).copied()
    }
}

/// The parent of everything on a board; children are placed in hole-spacing units and the
/// view scales and rotates this entity. The game's board carries [`GameBoard`] too; boards
/// without it are shown for their looks (the title's living board, the new game preview).
#[derive(Component, Debug)]
pub struct BoardRoot {
    pub size: u8,
}

/// The board of the game in progress (the [`Session`]'s): the one people play on.
#[derive(Component, Debug, Default, Clone, Copy)]
pub struct GameBoard;

/// Which colour each star point of a board carries: every colour set's home and target with
/// the palette index of the set's colour. The view tints the triangles from this.
#[derive(Component, Debug, Default, Clone, PartialEq)]
pub struct BoardPaint {
    pub sets: Vec<SetPaint>,
    /// The homes carry the colours (Petri has no targets), else the targets do.
    pub colours_home: bool,
}

/// One colour set's triangles and colour.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SetPaint {
    pub home: Triangle,
    pub target: Triangle,
    /// Index into the palette's seat colours.
    pub colour: usize,
}

impl BoardPaint {
    /// The paint of a game with these rules, each seat in its colour (`colours[seat]`, a
    /// palette index); with several sets per seat each set has a colour of its own.
    pub fn of(rules: &Rules, colours: &[usize]) -> BoardPaint {
        let sets = rules
            .validate()
            .map(|layout| {
                layout
                    .sets
                    .iter()
                    .enumerate()
                    .map(|(k, set)| SetPaint {
                        home: set.home,
                        target: set.target,
                        colour: set_colour_index(rules, colours, set.seat, k),
                    })
                    .collect()
            })
            .unwrap_or_default();
        BoardPaint {
            sets,
            colours_home: GameKind::of(rules).colours_home(),
        }
    }
}

/// The palette index of a colour set: its seat's colour, or with several sets per seat the
/// set's own.
pub fn set_colour_index(rules: &Rules, colours: &[usize], seat: Seat, set: usize) -> usize {
    if rules.sets_per_seat > 1 {
        set
    } else {
        colours.get(seat.index()).copied().unwrap_or(seat.index())
    }
}

/// The palette index of a piece's colour.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct PieceColour(pub usize);

/// A hole of the board.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardHole(pub Hole);

/// A marble (Chinese checkers) or piece (Petri) of a seat.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    pub seat: Seat,
    /// Index of the colour set (Chinese checkers: a seat may play several; Petri: the seat's).
    pub set: usize,
}

/// Where a piece stands in the rules state. Immutable: a piece that moves gets a new `At`, so
/// the hooks keep [`PieceIndex`] exact.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
#[component(immutable, on_insert = index_piece, on_discard = unindex_piece)]
pub struct At(pub Hole);

/// Which piece stands on which hole: the view and the turn's followers look pieces up here
/// instead of scanning them all.
#[derive(Resource, Debug, Default)]
pub struct PieceIndex(HashMap<Hole, Entity>);

impl PieceIndex {
    /// The piece on a hole (not counting pieces already leaving the board).
    pub fn get(&self, hole: Hole) -> Option<Entity> {
        self.0.get(&hole).copied()
    }
}

fn index_piece(mut world: DeferredWorld, HookContext { entity, .. }: HookContext) {
    let Some(&At(hole)) = world.get::<At>(entity) else {
        return;
    };
    if let Some(mut index) = world.get_resource_mut::<PieceIndex>() {
        index.0.insert(hole, entity);
    }
}

fn unindex_piece(mut world: DeferredWorld, HookContext { entity, .. }: HookContext) {
    let Some(&At(hole)) = world.get::<At>(entity) else {
        return;
    };
    if let Some(mut index) = world.get_resource_mut::<PieceIndex>()
        && index.0.get(&hole) == Some(&entity)
    {
        index.0.remove(&hole);
    }
}

/// A piece leaving the board: back to the hand, or crowded out into a cup.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Leaving {
    pub from: Hole,
    /// The cup it flies into, with the capture order and whether captures go together.
    pub captured_by: Option<(Seat, usize, bool)>,
}

/// One of the two Petri dice.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Die {
    pub index: usize,
    pub value: u8,
}

fn spawn_board(
    mut commands: Commands,
    session: Option<Res<Session>>,
    mut reset: MessageWriter<BoardReset>,
) {
    let Some(session) = session else {
        return;
    };
    // The pieces come with the first synchronisation, once the board exists.
    reset.write(BoardReset);
    let board = spawn_board_and_holes(&mut commands, &session.rules, session.colours());
    commands
        .entity(board)
        .insert((Name::new("Board"), GameBoard, DespawnOnExit(InGame)));
    if GameKind::of(&session.rules).has_dice() {
        // The dice show the roll of a game that starts (or resumes) after one: a puzzle's.
        let shown = session.game.dice().unwrap_or([1, 2]);
        for (index, value) in shown.into_iter().enumerate() {
            commands.spawn((
                Name::new("Die"),
                Die { index, value },
                Transform::default(),
                Visibility::default(),
                DespawnOnExit(InGame),
            ));
        }
    }
}

/// A board for these rules with its holes, each seat in its colour (`colours[seat]`, palette
/// indices), without pieces; returns the board's entity.
pub fn spawn_board_and_holes(
    commands: &mut Commands,
    rules: &Rules,
    colours: Vec<usize>,
) -> Entity {
    let geo = rules.geometry();
    commands
        .spawn((
            BoardRoot { size: geo.size() },
            BoardPaint::of(rules, &colours),
            Transform::default(),
            Visibility::default(),
        ))
        .with_children(|board| {
            for hole in geo.holes() {
                board.spawn((
                    BoardHole(hole),
                    Transform::from_translation(hole_xy(hole.cube()).extend(1.0)),
                    Visibility::default(),
                ));
            }
        })
        .id()
}

/// A piece of a seat's colour set on a hole of a board, in its colour (a palette index).
pub fn spawn_piece(
    commands: &mut Commands,
    board: Entity,
    hole: Hole,
    (seat, set, colour): (Seat, usize, usize),
) -> Entity {
    let id = commands
        .spawn((
            Piece { seat, set },
            PieceColour(colour),
            At(hole),
            Transform::from_translation(hole_xy(hole.cube()).extend(3.0)),
            Visibility::default(),
        ))
        .id();
    commands.entity(board).add_child(id);
    id
}

/// The colour set of the piece on a hole.
fn set_at(session: &Session, hole: Hole) -> usize {
    session.game.set_at(hole).unwrap_or(0)
}

/// Makes the pieces match the rules state exactly: leaving pieces go, missing ones appear,
/// wrong ones are replaced.
pub fn sync_pieces(
    mut commands: Commands,
    session: Option<Res<Session>>,
    board: Query<Entity, With<GameBoard>>,
    pieces: Query<(Entity, &Piece, Option<&At>, Has<Leaving>)>,
    mut dice: Query<&mut Die>,
) {
    let (Some(session), Ok(board)) = (session, board.single()) else {
        return;
    };
    let mut wanted: Vec<(Hole, Seat)> = session.pieces();
    for (e, piece, at, leaving) in &pieces {
        let keep = !leaving
            && at.is_some_and(|at| {
                wanted
                    .iter()
                    .position(|&(h, s)| h == at.0 && s == piece.seat)
                    .filter(|_| set_at(&session, at.0) == piece.set)
                    .map(|i| wanted.swap_remove(i))
                    .is_some()
            });
        if !keep {
            commands.entity(e).despawn();
        }
    }
    let colours = session.colours();
    for (hole, seat) in wanted {
        let set = set_at(&session, hole);
        let colour = set_colour_index(&session.rules, &colours, seat, set);
        spawn_piece(&mut commands, board, hole, (seat, set, colour));
    }
    if let Some(values) = session.game.dice() {
        for mut d in &mut dice {
            d.value = values[d.index];
        }
    }
}

fn follow_moves(
    mut commands: Commands,
    mut played: MessageReader<MovePlayed>,
    index: Res<PieceIndex>,
) {
    for done in played.read() {
        let (Some(from), Some(to)) = (done.mv.from(), done.mv.to()) else {
            continue;
        };
        if let Some(e) = index.get(from) {
            commands.entity(e).insert(At(to));
        }
    }
}

fn follow_pieces(
    mut commands: Commands,
    mut moved: MessageReader<PieceMoved>,
    board: Query<Entity, With<GameBoard>>,
    index: Res<PieceIndex>,
    session: Option<Res<Session>>,
) {
    let Ok(board) = board.single() else {
        moved.clear();
        return;
    };
    for m in moved.read() {
        if m.placed {
            let colour = session
                .as_ref()
                .map_or(m.seat.index(), |s| s.seat(m.seat).colour);
            spawn_piece(
                &mut commands,
                board,
                m.hole,
                (m.seat, m.seat.index(), colour),
            );
        } else if let Some(e) = index.get(m.hole) {
            commands.entity(e).remove::<At>().insert(Leaving {
                from: m.hole,
                captured_by: None,
            });
        }
    }
}

fn follow_captures(
    mut commands: Commands,
    mut captured: MessageReader<PieceCaptured>,
    index: Res<PieceIndex>,
) {
    for c in captured.read() {
        if let Some(e) = index.get(c.hole) {
            commands.entity(e).remove::<At>().insert(Leaving {
                from: c.hole,
                captured_by: Some((c.mover, c.order, c.together)),
            });
        }
    }
}

fn follow_dice(mut rolled: MessageReader<DiceRolled>, mut dice: Query<&mut Die>) {
    for r in rolled.read() {
        for mut d in &mut dice {
            d.value = r.dice[d.index];
        }
    }
}
