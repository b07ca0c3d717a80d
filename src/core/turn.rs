//! The turn state machine: input messages in, the rules state changed through `petri-rules`,
//! messages out (moves, dice, placements, captures) for animation, sound and the HUD.
//!
//! Frame order inside `Update` is fixed by [`TurnSet`]: input is read, then applied to the
//! rules, then the view reacts (starts animations, marking entities [`Busy`]), then the
//! machine decides whether the animation phase is over.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use petri_rules::{Action, ActionError, Event, Hole, Move, PetriAction, Seat, Stage};

use crate::core::games::explain;
use crate::core::notice::{Notice, NoticeAt};
use crate::core::screens::{InGame, Screen, Turn};
use crate::core::session::Session;
use crate::core::setup::GameSetup;
use crate::core::text::{tr, tr_with};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<TurnInput>()
        .add_message::<HoleClicked>()
        .add_message::<MovePlayed>()
        .add_message::<DiceRolled>()
        .add_message::<PieceMoved>()
        .add_message::<PieceCaptured>()
        .add_message::<BoardReset>()
        .add_message::<RelayedInput>()
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
                auto_pass
                    .in_set(TurnSet::Input)
                    .run_if(in_state(Turn::AwaitingInput)),
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

/// What a player wants to do. Actions carry the seat that sends them (a person at the screen,
/// a computer, later a remote player); one from a seat that is not to act is refused.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum TurnInput {
    /// A seat acts (the best capture order is [`PetriAction::BestOrder`]).
    Act {
        seat: Seat,
        action: Action,
    },
    /// A seat asks for its dice (Petri): the session rolls them.
    Roll {
        seat: Seat,
    },
    /// Online: an action the server played for the person at this screen (their own,
    /// confirmed). Applied like [`TurnInput::Act`], never sent back to the server. The other
    /// seats' actions come as [`TurnInput::Act`] from their [`SeatKind::Remote`] seats.
    ///
    /// [`SeatKind::Remote`]: crate::core::setup::SeatKind::Remote
    Confirmed {
        seat: Seat,
        action: Action,
    },
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
pub struct MovePlayed {
    pub seat: Seat,
    pub mv: Move,
    /// The holes the marble lands on, ending at its destination (empty for a pass).
    pub path: Vec<Hole>,
}

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

/// The rules state jumped (new game, undo, redo): entities resynchronise without animation.
#[derive(Message, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BoardReset;

/// Online: what the person at this screen chose, for the server (an action, or `None` for a
/// Petri roll: the server rolls). Nothing changes here until the server answers with the
/// action played ([`TurnInput::Confirmed`]).
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct RelayedInput {
    pub seat: Seat,
    pub action: Option<Action>,
}

/// A guide at the table (a lesson; the resource exists only then): while it names the actions
/// it wants, any other action of the person at the screen is refused with its sentence, even a
/// legal one (an illegal one is refused with the rules' own reason first). Computers and seats
/// elsewhere are not guided.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Guide {
    /// The actions the person may take now (`None`: any legal action).
    pub wanted: Option<Vec<Action>>,
    /// May the person roll now (Petri)?
    pub may_roll: bool,
    /// What a legal action that is not wanted gets, in the player's words.
    pub otherwise: String,
}

impl Guide {
    /// Is this action of the person at the screen let through?
    pub fn lets(&self, action: &Action) -> bool {
        self.wanted.as_ref().is_none_or(|w| w.contains(action))
    }
}

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
    if session.is_replay() {
        turn.set(Turn::Replaying);
        return;
    }
    // An online game the server ended (a forfeit) is over whatever the board shows.
    if session.ended.is_some() {
        screen.set(Screen::GameOver);
        return;
    }
    let human = session.is_human_turn();
    let remote = session.seat(session.to_move()).kind.is_remote();
    let next = match session.game.stage() {
        Stage::Over => {
            screen.set(Screen::GameOver);
            return;
        }
        // A player elsewhere acts (and rolls) on the server.
        _ if remote => Turn::Remote,
        Stage::FirstRoll | Stage::Roll => Turn::Rolling,
        _ if !human => Turn::AiThinking,
        Stage::Move => Turn::AwaitingInput,
        Stage::ChooseDie { .. } => Turn::ChoosingDie,
        Stage::Place { .. } => Turn::Placing,
        Stage::Remove { .. } => Turn::Removing,
        Stage::Capture => Turn::OrderingCaptures,
    };
    turn.set(next);
}

/// Computer seats roll by themselves; so does the first-player roll of every seat when no
/// human is at the table. (The server rolls for players elsewhere.)
fn auto_roll(session: Res<Session>, mut input: MessageWriter<TurnInput>) {
    if !session.is_over() && session.seat(session.to_move()).kind.is_computer() {
        input.write(TurnInput::Roll {
            seat: session.to_move(),
        });
    }
}

/// A person with no choice (no legal move, or home while the team-mate races) passes without
/// being asked.
fn auto_pass(session: Res<Session>, mut input: MessageWriter<TurnInput>) {
    // Online, the server plays forced passes itself.
    if !session.is_human_turn() || session.is_online() {
        return;
    }
    if let Some(pass) = session.game.forced_pass() {
        input.write(TurnInput::Act {
            seat: session.to_move(),
            action: pass,
        });
    }
}

/// What the turn machine tells the rest of the game.
#[derive(SystemParam)]
pub struct TurnMessages<'w> {
    moves: MessageWriter<'w, MovePlayed>,
    dice: MessageWriter<'w, DiceRolled>,
    pieces: MessageWriter<'w, PieceMoved>,
    captures: MessageWriter<'w, PieceCaptured>,
    notice: MessageWriter<'w, Notice>,
    at: MessageWriter<'w, NoticeAt>,
    reset: MessageWriter<'w, BoardReset>,
    relay: MessageWriter<'w, RelayedInput>,
}

/// Applies inputs to the rules state and announces what happened.
fn apply_input(
    mut inputs: MessageReader<TurnInput>,
    session: Option<ResMut<Session>>,
    state: Res<State<Turn>>,
    guide: Option<Res<Guide>>,
    mut turn: ResMut<NextState<Turn>>,
    mut out: TurnMessages,
    mut rolls: Local<FirstRolls>,
) {
    let Some(mut session) = session else {
        inputs.clear();
        return;
    };
    let phase = *state.get();
    let Some(input) = one_decision(&mut inputs, &session, &mut out) else {
        return;
    };
    let busy_phase = matches!(phase, Turn::Animating | Turn::ResolvingCaptures);
    if session.is_replay()
        || matches!(
            input,
            TurnInput::Undo | TurnInput::Redo | TurnInput::Jump { .. }
        )
    {
        step_back_and_forth(input, &mut session, &mut out, &mut turn);
        return;
    }
    match input {
        // Taken above.
        TurnInput::Undo | TurnInput::Redo | TurnInput::Jump { .. } => {}
        _ if busy_phase || phase == Turn::Deciding => {}
        // Online, the person's own choice goes to the server (an illegal one is explained
        // here at once); it is played when the server sends it back.
        TurnInput::Roll { seat } if session.relays(seat) => {
            if phase == Turn::Rolling {
                out.relay.write(RelayedInput { seat, action: None });
            }
        }
        TurnInput::Act { seat, action } if session.relays(seat) => {
            match session.game.check(seat, action) {
                Ok(_) => {
                    out.relay.write(RelayedInput {
                        seat,
                        action: Some(action),
                    });
                }
                Err(e) => refuse(&mut out, &session, seat, action, &e),
            }
        }
        TurnInput::Confirmed { seat, action } => {
            // A refused action changes nothing: the refusal is judged on the game as it is.
            match session.act(seat, action) {
                Ok(events) => announce(events, &session, &mut out, &mut turn, &mut rolls),
                Err(e) => refuse(&mut out, &session, seat, action, &e),
            }
        }
        TurnInput::Roll { seat }
            if phase == Turn::Rolling && guided(&session, seat, guide.as_deref(), None) =>
        {
            out.notice.write(Notice(
                guide.map(|g| g.otherwise.clone()).unwrap_or_default(),
            ));
        }
        TurnInput::Act { seat, action }
            if guided(&session, seat, guide.as_deref(), Some(&action)) =>
        {
            // The rules' reason for an illegal action, else the guide's for a legal one.
            match session.game.check(seat, action) {
                Err(e) => refuse(&mut out, &session, seat, action, &e),
                Ok(_) => {
                    out.notice.write(Notice(
                        guide.map(|g| g.otherwise.clone()).unwrap_or_default(),
                    ));
                }
            }
        }
        TurnInput::Roll { seat } => {
            if phase == Turn::Rolling {
                match session.roll_for(seat) {
                    Ok(events) => announce(events, &session, &mut out, &mut turn, &mut rolls),
                    // Worded by the game (a roll names no hole: the dice shown do not matter).
                    Err(e) => {
                        let roll = Action::Petri(PetriAction::Roll(1, 1));
                        refuse(&mut out, &session, seat, roll, &e);
                    }
                }
            }
        }
        TurnInput::Act { seat, action } => {
            act(seat, action, &mut session, &mut out, &mut turn, &mut rolls);
        }
    }
}

/// Plays a seat's action and announces what happened, or says why the rules refuse it.
fn act(
    seat: Seat,
    action: Action,
    session: &mut Session,
    out: &mut TurnMessages,
    turn: &mut NextState<Turn>,
    rolls: &mut FirstRolls,
) {
    // A person's check in the capture step: the piece's count, next to it.
    let count = match action {
        Action::Petri(PetriAction::Check(h)) if session.seat(seat).kind.is_human() => {
            explain::crowding(&session.game, h).map(|c| (h, c))
        }
        _ => None,
    };
    match session.act(seat, action) {
        Ok(events) => {
            if let Some((hole, c)) = count {
                out.at.write(NoticeAt {
                    hole,
                    text: c.text(),
                });
            }
            announce(events, session, out, turn, rolls);
        }
        Err(e) => refuse(out, session, seat, action, &e),
    }
}

/// Undo and redo, and a replay's steps (back, forward, to either end): the board is set again
/// from the rules state. Online games have no undo.
fn step_back_and_forth(
    input: TurnInput,
    session: &mut Session,
    out: &mut TurnMessages,
    turn: &mut NextState<Turn>,
) {
    let changed = if session.is_replay() {
        match input {
            TurnInput::Undo | TurnInput::Redo => session.step(input == TurnInput::Redo),
            TurnInput::Jump { forward } => {
                let mut moved = false;
                while session.step(forward) {
                    moved = true;
                }
                moved
            }
            _ => false,
        }
    } else {
        match input {
            TurnInput::Undo | TurnInput::Redo if session.is_online() => {
                out.notice.write(Notice(tr("notice.no_undo_online")));
                false
            }
            TurnInput::Undo | TurnInput::Redo => {
                let changed = if input == TurnInput::Undo {
                    session.undo()
                } else {
                    session.redo()
                };
                if !changed {
                    out.notice.write(Notice(tr(if input == TurnInput::Undo {
                        "notice.nothing_to_undo"
                    } else {
                        "notice.nothing_to_redo"
                    })));
                }
                changed
            }
            _ => false,
        }
    };
    if changed {
        out.reset.write(BoardReset);
        turn.set(Turn::Deciding);
    }
}

/// The frame's one decision among the inputs. An input from a seat that is not to act is
/// refused with a word; the first other input is the decision (the rest would be judged
/// against a stale phase). A refused click never takes the place of a computer's move sent in
/// the same frame, and an action the server played (online) goes before anything chosen here
/// in that frame: it happened.
fn one_decision(
    inputs: &mut MessageReader<TurnInput>,
    session: &Session,
    out: &mut TurnMessages,
) -> Option<TurnInput> {
    let mut decision = None;
    for input in inputs.read() {
        match input {
            TurnInput::Act { seat, .. }
            | TurnInput::Roll { seat }
            | TurnInput::Confirmed { seat, .. }
                if *seat != session.to_move() && !session.is_replay() =>
            {
                let to_move = session.to_move();
                out.notice.write(Notice(tr_with(
                    "notice.not_your_turn",
                    &[("seat", &session.seat(to_move).name)],
                )));
            }
            confirmed @ TurnInput::Confirmed { .. } => {
                decision = Some(confirmed.clone());
                break;
            }
            other => {
                decision = decision.or_else(|| Some(other.clone()));
            }
        }
    }
    inputs.clear();
    decision
}

/// The rolls for the first turn: each seat's (said alone when a person's decides nothing
/// yet: a computer's shows on the dice), a tie, who starts.
fn first_roll(
    event: Event,
    session: &Session,
    names: &explain::Names,
    decided: bool,
    out: &mut TurnMessages,
    rolls: &mut FirstRolls,
) {
    match event {
        Event::FirstRoll { seat, dice: d } => {
            // A seat rolling again starts a new round (a tie, or a game started afresh).
            if rolls.0.iter().any(|&(s, _)| s == seat) {
                rolls.0.clear();
            }
            rolls.0.push((seat, d));
            if !decided && session.seat(seat).kind.is_human() {
                out.notice.write(Notice(explain::rolled(names, seat, d)));
            }
            out.dice.write(DiceRolled { seat, dice: d });
        }
        Event::FirstRollTie { seats } => {
            out.notice
                .write(Notice(explain::first_roll_tie(names, &rolls.0, &seats)));
            rolls.0.clear();
        }
        Event::FirstPlayer { seat } => {
            out.notice
                .write(Notice(explain::first_player(names, &rolls.0, seat)));
            rolls.0.clear();
        }
        _ => {}
    }
}

/// The rolls for the first turn so far (this round: a tie starts another).
#[derive(Default)]
pub(crate) struct FirstRolls(Vec<(Seat, [u8; 2])>);

/// Says why the rules refuse this action now, in the player's words and next to its hole
/// (a refused action changes nothing, so the game is as it was when it was tried).
fn refuse(out: &mut TurnMessages, session: &Session, seat: Seat, action: Action, e: &ActionError) {
    let why = explain::refusal(&session.game, &session.names(), seat, action, e);
    if let Some(hole) = why.hole {
        out.at.write(NoticeAt {
            hole,
            text: why.text.clone(),
        });
    }
    out.notice.write(Notice(why.text));
}

/// A guide refuses this input of a seat (a roll when `action` is `None`): the seat is the
/// person's at this screen, and the guide does not want it now.
fn guided(session: &Session, seat: Seat, guide: Option<&Guide>, action: Option<&Action>) -> bool {
    let Some(guide) = guide else {
        return false;
    };
    session.seat(seat).kind.is_human()
        && match action {
            None => !guide.may_roll,
            Some(a) => !guide.lets(a),
        }
}

/// Turns rules events into messages and picks the animation phase.
fn announce(
    events: Vec<Event>,
    session: &Session,
    out: &mut TurnMessages,
    turn: &mut NextState<Turn>,
    rolls: &mut FirstRolls,
) {
    let names = session.names();
    // A person's first-turn roll that decides nothing yet is said alone (a computer's shows on
    // the dice: the notices would pile up over the board); the deciding one with them all.
    let decided = events
        .iter()
        .any(|e| matches!(e, Event::FirstPlayer { .. } | Event::FirstRollTie { .. }));
    // Realtime captures: every capture of the step happens at once.
    let together = crate::core::games::captures_together(&session.rules);
    let mut captured = 0;
    for e in events {
        match e {
            Event::Moved {
                seat,
                from,
                to,
                path,
            } => {
                out.moves.write(MovePlayed {
                    seat,
                    mv: Move::new(from, to),
                    path,
                });
            }
            Event::Passed { seat } => {
                // Home while the team-mate races, or no legal move at all.
                let home = crate::core::games::is_home(session.game.seat_status(seat));
                out.notice
                    .write(Notice(explain::passes(&names, seat, home)));
                out.moves.write(MovePlayed {
                    seat,
                    mv: Move::Pass,
                    path: Vec::new(),
                });
            }
            Event::Rolled { seat, dice: d } => {
                out.dice.write(DiceRolled { seat, dice: d });
            }
            e @ (Event::FirstRoll { .. }
            | Event::FirstRollTie { .. }
            | Event::FirstPlayer { .. }) => first_roll(e, session, &names, decided, out, rolls),
            Event::Placed { seat, hole } => {
                out.pieces.write(PieceMoved {
                    seat,
                    hole,
                    placed: true,
                });
            }
            Event::Removed { seat, hole } => {
                out.pieces.write(PieceMoved {
                    seat,
                    hole,
                    placed: false,
                });
            }
            Event::Unplaceable { seat, count } => {
                out.notice
                    .write(Notice(explain::pieces_to_cup(&names, seat, count)));
            }
            Event::RanOut { seat } => {
                out.notice
                    .write(Notice(explain::nothing_to_remove(&names, seat)));
            }
            Event::Captured { hole, owner, mover } => {
                out.captures.write(PieceCaptured {
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
