//! Computer players: natively the search runs on Bevy's async compute pool, off the main
//! thread; on the web (one thread) it runs in slices of a few milliseconds a frame
//! ([`AiSlicing`]), so the page never freezes. The turn machine polls it each frame and can
//! cancel it (undo, leaving the game).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};
use petri_ai::petri::PetriAi;
use petri_ai::{CheckersAi, Level, Thought};
use petri_rules::{Hole, Move, PetriAction, Seat};

use crate::screens::{Screen, Turn};
use crate::session::{Play, Session};
use crate::setup::SeatKind;
use crate::turn::{TurnInput, TurnSet};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Computers>()
        .init_resource::<AiPacing>()
        .init_resource::<AiSlicing>()
        .init_resource::<AiStats>()
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

/// How computers think: `None` on a worker thread (native), `Some(budget)` on the main
/// thread in slices of at most about `budget` a frame (the web, where there is one thread).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct AiSlicing(pub Option<Duration>);

impl Default for AiSlicing {
    fn default() -> Self {
        if cfg!(target_arch = "wasm32") {
            AiSlicing(Some(Duration::from_millis(12)))
        } else {
            AiSlicing(None)
        }
    }
}

/// What the sliced search has cost the frames so far (the web build shows it to the page).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct AiStats {
    /// The longest time one frame spent thinking.
    pub longest_slice: Duration,
    /// Frames that did some thinking.
    pub slices: u64,
}

/// The first guess at search speed (nodes per millisecond) before a sliced search has
/// measured its own.
const FIRST_RATE: f64 = 100.0;

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
    work: Work,
    stop: Arc<AtomicBool>,
    started: Duration,
}

enum Work {
    /// On a worker thread.
    Task(Task<(Computer, Decision)>),
    /// On the main thread, a slice a frame; `thought` is the checkers search under way.
    /// `rate` is the measured speed in nodes per millisecond: a frame searches the nodes that
    /// fit its budget in one go (each slice restarts the depth it stops in).
    Sliced {
        computer: Computer,
        thought: Option<Box<Thought>>,
        decision: Option<Decision>,
        rate: f64,
    },
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
    slicing: Res<AiSlicing>,
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
    let work = if slicing.0.is_some() {
        let thought = match (&mut computer, &play) {
            (Computer::Checkers(ai), Play::Checkers(game)) => Some(Box::new(ai.begin(game))),
            _ => None,
        };
        Work::Sliced {
            computer,
            thought,
            decision: None,
            rate: FIRST_RATE,
        }
    } else {
        Work::Task(AsyncComputeTaskPool::get().spawn(async move {
            let decision = match (&mut computer, &play) {
                (Computer::Checkers(ai), Play::Checkers(game)) => {
                    Decision::Move(ai.choose(game).best)
                }
                (Computer::Petri(ai), Play::Petri(game)) => {
                    Decision::Petri(ai.choose(game.state()))
                }
                _ => Decision::Petri(None),
            };
            (computer, decision)
        }))
    };
    computers.thinking = Some(Thinking {
        seat,
        work,
        stop,
        started: time.elapsed(),
    });
}

/// Runs a sliced search for about `budget` of this frame; whether it has decided.
fn think_a_slice(
    work: &mut Work,
    session: &Session,
    budget: Duration,
    stats: &mut AiStats,
) -> bool {
    let Work::Sliced {
        computer,
        thought,
        decision,
        rate,
    } = work
    else {
        return false;
    };
    if decision.is_some() {
        return true;
    }
    let start = web_time::Instant::now();
    *decision = match (computer, &session.play) {
        (Computer::Checkers(ai), Play::Checkers(game)) => {
            let thought = thought.get_or_insert_with(|| Box::new(ai.begin(game)));
            let budget_ms = budget.as_secs_f64() * 1000.0;
            let slice = (*rate * budget_ms).clamp(100.0, 1.0e7) as u64;
            let before = thought.nodes();
            let answer = ai.think(thought, Some(slice));
            let ms = start.elapsed().as_secs_f64() * 1000.0;
            let searched = thought.nodes().saturating_sub(before);
            if ms > 0.5 && searched > 0 {
                *rate = searched as f64 / ms;
            }
            answer.map(|r| Decision::Move(r.best))
        }
        // Petri's players plan a turn by rules of thumb: far under a frame.
        (Computer::Petri(ai), Play::Petri(game)) => Some(Decision::Petri(ai.choose(game.state()))),
        _ => Some(Decision::Petri(None)),
    };
    stats.longest_slice = stats.longest_slice.max(start.elapsed());
    stats.slices += 1;
    decision.is_some()
}

#[allow(clippy::too_many_arguments)]
fn poll_thinking(
    mut computers: ResMut<Computers>,
    session: Option<Res<Session>>,
    pacing: Res<AiPacing>,
    slicing: Res<AiSlicing>,
    mut stats: ResMut<AiStats>,
    time: Res<Time<Real>>,
    mut input: MessageWriter<TurnInput>,
    mut turn: ResMut<NextState<Turn>>,
) {
    let Some(thinking) = computers.thinking.as_mut() else {
        // Nothing to wait for (not a computer seat): let the machine decide again.
        turn.set(Turn::Deciding);
        return;
    };
    let done = match (&mut thinking.work, session) {
        (Work::Task(task), _) => task.is_finished(),
        (work, Some(session)) => think_a_slice(
            work,
            &session,
            slicing.0.unwrap_or(Duration::from_millis(12)),
            &mut stats,
        ),
        (_, None) => false,
    };
    if !done || time.elapsed().saturating_sub(thinking.started) < pacing.0 {
        return;
    }
    let Some(thinking) = computers.thinking.take() else {
        return;
    };
    let seat = thinking.seat;
    let (computer, decision) = match thinking.work {
        Work::Task(task) => {
            let Some(done) = block_on(poll_once(task)) else {
                return;
            };
            done
        }
        Work::Sliced {
            computer,
            decision: Some(decision),
            ..
        } => (computer, decision),
        Work::Sliced { .. } => return,
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
