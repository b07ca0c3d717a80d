//! What a click (or Enter) on a hole means in the current phase: selecting a marble, moving
//! it, placing, removing or checking a Petri piece. Illegal choices are explained with the
//! rules' own error.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use petri_rules::{Action, Bitboard, Hole, Move, PetriAction, Seat};

use crate::core::notice::{Notice, NoticeAt};
use crate::core::screens::{Screen, Turn};
use crate::core::session::Session;
use crate::core::text::{tr, tr_with};
use crate::core::turn::{HoleClicked, TurnInput, TurnSet};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Selection>()
        .add_message::<DieClicked>()
        .add_message::<CursorStep>()
        .add_message::<Cancel>()
        .add_message::<Command>()
        .add_systems(OnExit(Turn::AwaitingInput), clear_selection)
        .add_systems(OnEnter(Turn::Deciding), clear_selection)
        .add_systems(
            Update,
            (
                step_cursor,
                cancel,
                on_hole_clicked,
                on_die_clicked,
                on_command,
            )
                .chain()
                .in_set(TurnSet::Input)
                .run_if(in_state(Screen::Playing)),
        );
}

/// A die was clicked (Petri): choose it.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct DieClicked(pub usize);

/// Keyboard: move the cursor to the next (+1) or previous (-1) candidate hole.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct CursorStep(pub i32);

/// A button or key that acts for the person at the screen (not on a hole).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// Petri: roll the dice.
    Roll,
    /// Petri: check in the order that captures most, then the rest.
    BestOrder,
    /// Petri: check the remaining pieces in board order.
    CheckRest,
}

/// What mouse, touch and keys tell the interaction (the view writes these; this module turns
/// them into [`TurnInput`]s for the person at the screen).
#[derive(SystemParam)]
pub struct Intents<'w> {
    pub clicked: MessageWriter<'w, HoleClicked>,
    pub die: MessageWriter<'w, DieClicked>,
    pub step: MessageWriter<'w, CursorStep>,
    pub cancel: MessageWriter<'w, Cancel>,
    pub command: MessageWriter<'w, Command>,
}

/// Keyboard Escape or a click beside the board: drop the selection.
#[derive(Message, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cancel;

/// The human's selection: a marble and the keyboard cursor.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    /// The selected marble (Chinese checkers).
    pub from: Option<Hole>,
    /// Legal destinations of the selected marble.
    pub destinations: Bitboard,
    /// The hole the keyboard cursor is on.
    pub cursor: Option<Hole>,
}

fn clear_selection(mut selection: ResMut<Selection>) {
    *selection = Selection::default();
}

/// Holes the player can act on now, for the keyboard cursor: movable marbles (or the selected
/// marble's destinations), legal placements, own pieces to remove, pieces to check.
pub fn candidates(session: &Session, selection: &Selection, turn: Turn) -> Vec<Hole> {
    let geo = session.rules.geometry();
    let board: Bitboard = match turn {
        Turn::AwaitingInput if selection.from.is_some() => selection.destinations,
        Turn::AwaitingInput | Turn::Placing | Turn::Removing | Turn::OrderingCaptures => {
            session.game.action_holes()
        }
        _ => Bitboard::EMPTY,
    };
    board.iter().map(|i| geo.hole(i)).collect()
}

fn step_cursor(
    mut steps: MessageReader<CursorStep>,
    session: Option<Res<Session>>,
    mut selection: ResMut<Selection>,
    turn: Option<Res<State<Turn>>>,
) {
    let (Some(session), Some(turn)) = (session, turn) else {
        steps.clear();
        return;
    };
    for step in steps.read() {
        let c = candidates(&session, &selection, *turn.get());
        if c.is_empty() {
            selection.cursor = None;
            continue;
        }
        let at = selection
            .cursor
            .and_then(|h| c.iter().position(|&x| x == h));
        let n = c.len() as i32;
        let next = match at {
            Some(i) => (i as i32 + step.0).rem_euclid(n),
            None if step.0 >= 0 => 0,
            None => n - 1,
        };
        selection.cursor = Some(c[next as usize]);
    }
}

fn cancel(mut cancels: MessageReader<Cancel>, mut selection: ResMut<Selection>) {
    if cancels.read().count() > 0 {
        let cursor = selection.from.or(selection.cursor);
        *selection = Selection {
            cursor,
            ..default()
        };
    }
}

fn on_hole_clicked(
    mut clicks: MessageReader<HoleClicked>,
    session: Option<Res<Session>>,
    turn: Option<Res<State<Turn>>>,
    mut selection: ResMut<Selection>,
    mut input: MessageWriter<TurnInput>,
    mut notice: Say,
) {
    let (Some(session), Some(turn)) = (session, turn) else {
        clicks.clear();
        return;
    };
    // One click per frame: the next one is judged against the new state.
    let Some(&HoleClicked(hole)) = clicks.read().last() else {
        return;
    };
    // The person at the screen; the turn machine refuses the click if it is not their turn.
    let Some(seat) = session.local_seat() else {
        return;
    };
    if seat != session.to_move() && !session.is_over() {
        let to_move = session.to_move();
        notice.line(tr_with(
            "notice.not_your_turn",
            &[("seat", &session.names().name(to_move))],
        ));
        return;
    }
    match *turn.get() {
        Turn::AwaitingInput => click_marble(
            &session,
            seat,
            hole,
            &mut selection,
            &mut input,
            &mut notice,
        ),
        Turn::Rolling => {
            input.write(TurnInput::Roll { seat });
        }
        _ => {
            if let Some(action) = session.game.action_at(hole) {
                input.write(TurnInput::Act { seat, action });
            }
        }
    }
}

/// Chinese checkers: a click selects one of the mover's marbles, or moves the selected one.
fn click_marble(
    session: &Session,
    seat: Seat,
    hole: Hole,
    selection: &mut Selection,
    input: &mut MessageWriter<TurnInput>,
    notice: &mut Say,
) {
    let mover = session.to_move();
    let owner = session.seat_at(hole);
    // A click on one of the mover's marbles selects it (or drops the selection).
    if owner == Some(mover) {
        if selection.from == Some(hole) {
            selection.from = None;
            selection.destinations = Bitboard::EMPTY;
            selection.cursor = Some(hole);
            return;
        }
        let destinations = session.game.destinations(hole);
        if destinations.is_empty() {
            notice.at(hole, tr("notice.no_legal_move"));
            return;
        }
        selection.from = Some(hole);
        selection.destinations = destinations;
        selection.cursor = destinations
            .first()
            .map(|i| session.rules.geometry().hole(i));
        return;
    }
    // A started move is cancelled by tapping any marble.
    if selection.from.is_some() && owner.is_some() {
        selection.from = None;
        selection.destinations = Bitboard::EMPTY;
        return;
    }
    let Some(from) = selection.from else {
        let why = match owner {
            Some(s) => tr_with(
                "explain.not_your_marble",
                &[("seat", &session.names().name(s))],
            ),
            None => tr("notice.pick_a_marble_first"),
        };
        notice.at(hole, why);
        return;
    };
    // The rules judge it; an illegal move comes back as a notice saying why.
    input.write(TurnInput::Act {
        seat,
        action: Action::Move(Move::new(from, hole)),
    });
}

/// Notices of the interaction: on the notice line, or next to a hole.
#[derive(SystemParam)]
pub struct Say<'w> {
    notice: MessageWriter<'w, Notice>,
    at: MessageWriter<'w, NoticeAt>,
}

impl Say<'_> {
    /// On the notice line.
    pub fn line(&mut self, text: String) {
        self.notice.write(Notice(text));
    }

    /// Next to `hole` (and on the notice line for whoever reads only that).
    pub fn at(&mut self, hole: Hole, text: String) {
        self.at.write(NoticeAt {
            hole,
            text: text.clone(),
        });
        self.notice.write(Notice(text));
    }
}

fn on_die_clicked(
    mut clicks: MessageReader<DieClicked>,
    session: Option<Res<Session>>,
    turn: Option<Res<State<Turn>>>,
    mut input: MessageWriter<TurnInput>,
) {
    let (Some(session), Some(turn)) = (session, turn) else {
        clicks.clear();
        return;
    };
    let Some(&DieClicked(index)) = clicks.read().last() else {
        return;
    };
    let Some(seat) = session.local_seat() else {
        return;
    };
    match (*turn.get(), session.game.dice()) {
        (Turn::ChoosingDie, Some(dice)) => {
            if let Some(&v) = dice.get(index) {
                input.write(TurnInput::Act {
                    seat,
                    action: Action::Petri(PetriAction::ChooseDie(v)),
                });
            }
        }
        (Turn::Rolling, _) => {
            input.write(TurnInput::Roll { seat });
        }
        _ => {}
    }
}

fn on_command(
    mut commands: MessageReader<Command>,
    session: Option<Res<Session>>,
    mut input: MessageWriter<TurnInput>,
) {
    let Some(session) = session else {
        commands.clear();
        return;
    };
    let Some(&command) = commands.read().last() else {
        return;
    };
    let Some(seat) = session.local_seat() else {
        return;
    };
    if session.is_puzzle() && command == Command::BestOrder {
        return;
    }
    input.write(match command {
        Command::Roll => TurnInput::Roll { seat },
        Command::BestOrder => TurnInput::Act {
            seat,
            action: Action::Petri(PetriAction::BestOrder),
        },
        Command::CheckRest => TurnInput::Act {
            seat,
            action: Action::Petri(PetriAction::CheckRest),
        },
    });
}
