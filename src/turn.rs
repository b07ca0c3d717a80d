//! The turn state machine: input messages in, the rules state changed through `petri-rules`,
//! messages out (moves, dice, placements, captures) for animation, sound and the HUD.
//!
//! Frame order inside `Update` is fixed by [`TurnSet`]: input is read, then applied to the
//! rules, then the view reacts (starts animations, marking entities [`Busy`]), then the
//! machine decides whether the animation phase is over.

use bevy::prelude::*;
use petri_rules::{Event, Hole, Move, PetriAction, PetriPhase, Seat};

use crate::screens::{InGame, Screen, Turn};
use crate::session::{MoveDone, Session};
use crate::setup::GameSetup;
use crate::text::{tr, tr_with};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<TurnInput>()
        .add_message::<HoleClicked>()
        .add_message::<MovePlayed>()
        .add_message::<DiceRolled>()
        .add_message::<PieceMoved>()
        .add_message::<PieceCaptured>()
        .add_message::<Notice>()
        .add_message::<BoardReset>()
        .configure_sets(
            Update,
            (
                TurnSet::Gather,
                TurnSet::Input,
                TurnSet::Apply,
                TurnSet::React,
                TurnSet::Animate,
                TurnSet::Finish,
            )
                .chain(),
        )
        .add_systems(OnEnter(Turn::Deciding), decide)
        .add_systems(
            Update,
            (
                apply_input.in_set(TurnSet::Apply),
                finish_animation
                    .in_set(TurnSet::Finish)
                    .run_if(in_state(Turn::Animating).or_else(in_state(Turn::ResolvingCaptures))),
                auto_roll
                    .in_set(TurnSet::Input)
                    .run_if(in_state(Turn::Rolling)),
                restart_turn
                    .in_set(TurnSet::Finish)
                    .run_if(on_message::<BoardReset>),
            )
                .run_if(in_state(Screen::Playing)),
        )
        .add_systems(OnExit(InGame), end_session);
}

#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TurnSet {
    /// Mouse, touch and keyboard become [`HoleClicked`] and friends (the view).
    Gather,
    /// Clicks and computer players become [`TurnInput`].
    Input,
    /// The rules state changes.
    Apply,
    /// Entities follow the rules state.
    React,
    /// Animations, sound and HUD follow the entities (the view).
    Animate,
    /// The machine moves on when animations are done.
    Finish,
}

/// What a player (human or computer) wants to do.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum TurnInput {
    /// Chinese checkers move.
    Play(Move),
    /// One Petri action (rolls come from [`TurnInput::RollDice`]).
    Petri(PetriAction),
    /// Roll the dice for the seat to move (Petri).
    RollDice,
    /// Check every remaining piece in the order that captures most (Petri, sequential).
    BestOrder,
    Undo,
    Redo,
    /// The replay viewer: to the start or the end.
    Jump {
        forward: bool,
    },
}

/// A hole was clicked or tapped (or chosen with the keyboard).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct HoleClicked(pub Hole);

/// A Chinese checkers move was played.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct MovePlayed(pub MoveDone);

/// Dice were rolled (a turn roll or a first-player roll).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct DiceRolled {
    pub seat: Seat,
    pub dice: [u8; 2],
}

/// A Petri piece entered or left the board (placed from the hand or removed to it).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceMoved {
    pub seat: Seat,
    pub hole: Hole,
    pub placed: bool,
}

/// A piece was crowded out into the mover's cup; `order` counts captures within the step.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceCaptured {
    pub hole: Hole,
    pub owner: Seat,
    pub mover: Seat,
    pub order: usize,
    /// Realtime captures leave together.
    pub together: bool,
}

/// A line for the player: why a click did nothing, who starts, what happened.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct Notice(pub String);

/// The rules state jumped (new game, undo, redo): entities resynchronise without animation.
#[derive(Message, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BoardReset;

/// Marks an entity whose animation is running; the turn waits until none is left.
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct Busy;

/// Starts a game from a setup: the session resource now, the board when the screen changes.
/// From the game-over screen (a rematch) the board stays and resynchronises.
pub fn start_game(
    commands: &mut Commands,
    setup: &GameSetup,
    next: &mut NextState<Screen>,
) -> Result<(), String> {
    let session = Session::start(setup)?;
    commands.insert_resource(session);
    commands.write_message(BoardReset);
    next.set(Screen::Playing);
    Ok(())
}

/// After a jump of the rules state the phase is decided afresh.
fn restart_turn(mut turn: ResMut<NextState<Turn>>) {
    turn.set(Turn::Deciding);
}

fn end_session(mut commands: Commands) {
    commands.remove_resource::<Session>();
}

/// The hub: picks the phase that fits the rules state.
fn decide(
    session: Option<Res<Session>>,
    mut turn: ResMut<NextState<Turn>>,
    mut screen: ResMut<NextState<Screen>>,
) {
    let Some(session) = session else {
        return;
    };
    if session.replay {
        turn.set(Turn::Replaying);
        return;
    }
    if session.is_over() {
        screen.set(Screen::GameOver);
        return;
    }
    let human = session.is_human_turn();
    let next = match session.petri().map(|s| s.phase()) {
        None if human => Turn::AwaitingInput,
        None => Turn::AiThinking,
        Some(PetriPhase::FirstRoll { .. } | PetriPhase::Roll) => Turn::Rolling,
        Some(_) if !human => Turn::AiThinking,
        Some(PetriPhase::ChooseDie { .. }) => Turn::ChoosingDie,
        Some(PetriPhase::Place { .. }) => Turn::Placing,
        Some(PetriPhase::Remove { .. }) => Turn::Removing,
        Some(PetriPhase::Capture { .. }) => Turn::OrderingCaptures,
        Some(PetriPhase::Over) => {
            screen.set(Screen::GameOver);
            return;
        }
    };
    turn.set(next);
}

/// Computer seats roll by themselves; so does the first-player roll of every seat when no
/// human is at the table.
fn auto_roll(session: Res<Session>, mut input: MessageWriter<TurnInput>) {
    if !session.is_human_turn() {
        input.write(TurnInput::RollDice);
    }
}

/// Applies inputs to the rules state and announces what happened.
#[allow(clippy::too_many_arguments)]
fn apply_input(
    mut inputs: MessageReader<TurnInput>,
    session: Option<ResMut<Session>>,
    state: Res<State<Turn>>,
    mut turn: ResMut<NextState<Turn>>,
    mut moves: MessageWriter<MovePlayed>,
    mut dice: MessageWriter<DiceRolled>,
    mut pieces: MessageWriter<PieceMoved>,
    mut captures: MessageWriter<PieceCaptured>,
    mut notice: MessageWriter<Notice>,
    mut reset: MessageWriter<BoardReset>,
) {
    let Some(mut session) = session else {
        inputs.clear();
        return;
    };
    let phase = *state.get();
    // One decision per frame: the rest would be judged against a stale phase.
    let Some(input) = inputs.read().next().cloned() else {
        return;
    };
    inputs.clear();
    // Realtime captures: every capture of the step happens at once.
    let together = session
        .rules
        .petri_options()
        .is_some_and(|o| o.captures == petri_rules::CaptureMode::Realtime);
    let busy_phase = matches!(phase, Turn::Animating | Turn::ResolvingCaptures);
    match input {
        TurnInput::Undo | TurnInput::Redo if session.replay => {
            if session.step(input == TurnInput::Redo) {
                reset.write(BoardReset);
                turn.set(Turn::Deciding);
            }
        }
        TurnInput::Jump { forward } => {
            let mut moved = false;
            while session.replay && session.step(forward) {
                moved = true;
            }
            if moved {
                reset.write(BoardReset);
                turn.set(Turn::Deciding);
            }
        }
        _ if session.replay => {}
        TurnInput::Undo | TurnInput::Redo => {
            let changed = if input == TurnInput::Undo {
                session.undo()
            } else {
                session.redo()
            };
            if changed {
                reset.write(BoardReset);
                turn.set(Turn::Deciding);
            } else {
                notice.write(Notice(tr(if input == TurnInput::Undo {
                    "notice.nothing_to_undo"
                } else {
                    "notice.nothing_to_redo"
                })));
            }
        }
        _ if busy_phase || phase == Turn::Deciding => {}
        TurnInput::Play(m) => match session.play_move(m) {
            Ok(done) => {
                moves.write(MovePlayed(done));
                turn.set(Turn::Animating);
            }
            Err(why) => {
                notice.write(Notice(format!("{m}: {why}")));
            }
        },
        TurnInput::RollDice => {
            if phase != Turn::Rolling {
                return;
            }
            let (a, b) = session.roll();
            let events = session.petri_action(PetriAction::Roll(a, b));
            announce(
                events,
                together,
                &mut dice,
                &mut pieces,
                &mut captures,
                &mut notice,
                &mut turn,
            );
        }
        TurnInput::Petri(a) => {
            let events = session.petri_action(a);
            announce(
                events,
                together,
                &mut dice,
                &mut pieces,
                &mut captures,
                &mut notice,
                &mut turn,
            );
        }
        TurnInput::BestOrder => {
            let Some(st) = session.petri() else {
                return;
            };
            if !matches!(st.phase(), PetriPhase::Capture { .. }) {
                return;
            }
            let order = st.best_capture_order();
            let mut all = Vec::new();
            for h in order {
                match session.petri_action(PetriAction::Check(h)) {
                    Ok(ev) => all.extend(ev),
                    Err(_) => break,
                }
                if !matches!(
                    session.petri().map(|s| s.phase()),
                    Some(PetriPhase::Capture { .. })
                ) {
                    break;
                }
            }
            if matches!(
                session.petri().map(|s| s.phase()),
                Some(PetriPhase::Capture { .. })
            ) && let Ok(ev) = session.petri_action(PetriAction::CheckRest)
            {
                all.extend(ev);
            }
            announce(
                Ok(all),
                together,
                &mut dice,
                &mut pieces,
                &mut captures,
                &mut notice,
                &mut turn,
            );
        }
    }
}

/// Turns rules events into messages and picks the animation phase.
fn announce(
    events: Result<Vec<Event>, String>,
    together: bool,
    dice: &mut MessageWriter<DiceRolled>,
    pieces: &mut MessageWriter<PieceMoved>,
    captures: &mut MessageWriter<PieceCaptured>,
    notice: &mut MessageWriter<Notice>,
    turn: &mut NextState<Turn>,
) {
    let events = match events {
        Ok(e) => e,
        Err(why) => {
            notice.write(Notice(why));
            return;
        }
    };
    let mut captured = 0;
    for e in &events {
        match *e {
            Event::FirstRoll { seat, dice: d } | Event::Rolled { seat, dice: d } => {
                dice.write(DiceRolled { seat, dice: d });
            }
            Event::FirstPlayer { seat } => {
                notice.write(Notice(tr_with("notice.seat_starts", &[("seat", &seat)])));
            }
            Event::Placed { seat, hole } => {
                pieces.write(PieceMoved {
                    seat,
                    hole,
                    placed: true,
                });
            }
            Event::Removed { seat, hole } => {
                pieces.write(PieceMoved {
                    seat,
                    hole,
                    placed: false,
                });
            }
            Event::Unplaceable { seat, count } => {
                notice.write(Notice(tr_with(
                    "notice.pieces_to_cup",
                    &[("count", &count), ("seat", &seat)],
                )));
            }
            Event::RanOut { seat } => {
                notice.write(Notice(tr_with(
                    "notice.nothing_to_remove",
                    &[("seat", &seat)],
                )));
            }
            Event::Captured { hole, owner, mover } => {
                captures.write(PieceCaptured {
                    hole,
                    owner,
                    mover,
                    order: captured,
                    together,
                });
                captured += 1;
            }
            _ => {}
        }
    }
    turn.set(if captured > 0 {
        Turn::ResolvingCaptures
    } else {
        Turn::Animating
    });
}

/// Leaves the animation phase when nothing is busy any more.
fn finish_animation(busy: Query<(), With<Busy>>, mut turn: ResMut<NextState<Turn>>) {
    if busy.is_empty() {
        turn.set(Turn::Deciding);
    }
}
