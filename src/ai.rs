//! Computer players: the search runs on Bevy's async compute pool, off the main thread; the
//! turn machine polls it each frame and can cancel it (undo, leaving the game).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};
use petri_ai::petri::PetriAi;
use petri_ai::{CheckersAi, Level};
use petri_rules::{Hole, Move, PetriAction, Seat};

use crate::screens::{Screen, Turn};
use crate::session::{Play, Session};
use crate::setup::SeatKind;
use crate::turn::{TurnInput, TurnSet};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Computers>()
        .init_resource::<AiPacing>()
        .add_systems(OnEnter(Turn::AiThinking), start_thinking)
        .add_systems(OnExit(Turn::AiThinking), stop_thinking)
        .add_systems(
            Update,
            poll_thinking
                .in_set(TurnSet::Input)
                .run_if(in_state(Turn::AiThinking).and_then(in_state(Screen::Playing))),
        );
}

/// The least time a computer turn takes, so people can follow the game (0 in tests).
#[derive(Resource, Clone, Copy, Debug)]
pub struct AiPacing(pub Duration);

impl Default for AiPacing {
    fn default() -> Self {
        AiPacing(Duration::from_millis(250))
    }
}

/// A computer player, kept between its turns (its search tables and plans carry over).
enum Computer {
    Checkers(Box<CheckersAi>),
    Petri(Box<PetriAi>),
}

/// What a finished search wants to play.
enum Decision {
    Move(Move),
    Petri(Option<PetriAction>),
}

/// The computer players of the session, by seat; a seat's player is out while it thinks.
#[derive(Resource, Default)]
pub struct Computers {
    seats: Vec<Option<Computer>>,
    thinking: Option<Thinking>,
}

impl Computers {
    pub fn is_thinking(&self) -> bool {
        self.thinking.is_some()
    }
}

struct Thinking {
    seat: Seat,
    task: Task<(Computer, Decision)>,
    stop: Arc<AtomicBool>,
    started: Duration,
}

fn new_computer(session: &Session, seat: Seat, level: Level) -> Computer {
    // Each seat its own seed, so two equal computers do not mirror each other.
    let seed = session
        .seed
        .wrapping_mul(31)
        .wrapping_add(u64::from(seat.0));
    if session.is_petri() {
        Computer::Petri(Box::new(PetriAi::new(level, seed)))
    } else {
        Computer::Checkers(Box::new(CheckersAi::new(level, seed)))
    }
}

fn start_thinking(
    session: Option<Res<Session>>,
    mut computers: ResMut<Computers>,
    time: Res<Time<Real>>,
) {
    let Some(session) = session else {
        return;
    };
    let seat = session.to_move();
    let SeatKind::Ai(level) = session.seat(seat).kind else {
        return;
    };
    let n = usize::from(session.rules.players);
    if computers.seats.len() != n {
        computers.seats = (0..n).map(|_| None).collect();
    }
    let mut computer = computers.seats[seat.index()]
        .take()
        .unwrap_or_else(|| new_computer(&session, seat, level));
    let stop = Arc::new(AtomicBool::new(false));
    let play = session.play.clone();
    if let Computer::Checkers(ai) = &mut computer {
        ai.searcher().set_stop_flag(stop.clone());
    }
    let task = AsyncComputeTaskPool::get().spawn(async move {
        let decision = match (&mut computer, &play) {
            (Computer::Checkers(ai), Play::Checkers(game)) => Decision::Move(ai.choose(game).best),
            (Computer::Petri(ai), Play::Petri(game)) => Decision::Petri(ai.choose(game.state())),
            _ => Decision::Petri(None),
        };
        (computer, decision)
    });
    computers.thinking = Some(Thinking {
        seat,
        task,
        stop,
        started: time.elapsed(),
    });
}

fn poll_thinking(
    mut computers: ResMut<Computers>,
    pacing: Res<AiPacing>,
    time: Res<Time<Real>>,
    mut input: MessageWriter<TurnInput>,
    mut turn: ResMut<NextState<Turn>>,
) {
    let Some(thinking) = computers.thinking.as_mut() else {
        // Nothing to wait for (not a computer seat): let the machine decide again.
        turn.set(Turn::Deciding);
        return;
    };
    if !thinking.task.is_finished() || time.elapsed().saturating_sub(thinking.started) < pacing.0 {
        return;
    }
    let Some(thinking) = computers.thinking.take() else {
        return;
    };
    let seat = thinking.seat;
    let Some((computer, decision)) = block_on(poll_once(thinking.task)) else {
        return;
    };
    if let Some(slot) = computers.seats.get_mut(seat.index()) {
        *slot = Some(computer);
    }
    match decision {
        Decision::Move(m) => {
            input.write(TurnInput::Play(m));
        }
        Decision::Petri(Some(a)) => {
            input.write(TurnInput::Petri(a));
        }
        Decision::Petri(None) => turn.set(Turn::Deciding),
    }
}

fn stop_thinking(mut computers: ResMut<Computers>) {
    if let Some(thinking) = computers.thinking.take() {
        thinking.stop.store(true, Ordering::Relaxed);
        // The player inside the task is dropped with it; a new one is made next time.
    }
}

/// A suggestion for the human to move: its text and the holes to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    pub text: String,
    pub holes: Vec<Hole>,
}

/// What a `medium` computer would play now (a quick search on the main thread, about 25 000
/// nodes, a few milliseconds).
pub fn hint(session: &Session) -> Option<Hint> {
    if session.is_over() {
        return None;
    }
    match &session.play {
        Play::Checkers(game) => {
            let mut ai = CheckersAi::new(Level::Medium, session.seed).deterministic();
            let m = ai.choose(game).best;
            Some(Hint {
                text: format!("try {m}"),
                holes: game.position().path(m),
            })
        }
        Play::Petri(game) => {
            let mut ai = PetriAi::new(Level::Medium, session.seed);
            let a = ai.choose(game.state())?;
            let holes = match a {
                PetriAction::Place(h) | PetriAction::Remove(h) | PetriAction::Check(h) => vec![h],
                _ => Vec::new(),
            };
            Some(Hint {
                text: format!("try: {a}"),
                holes,
            })
        }
    }
}
