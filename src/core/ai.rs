//! Computer players ([`petri_ai::Computer`], one for either game): natively the search runs
//! on Bevy's async compute pool, off the main thread; on the web (one thread) it runs in slices
//! of a few milliseconds a frame, so the page never freezes; scripted runs and tests give it a
//! fixed number of search nodes a frame on the main thread, with node budgets instead of time
//! limits, so the same moves come in the same frames on any machine ([`AiSlicing`]). The turn
//! machine polls it each frame and can cancel it (undo, leaving the game); its answer is a
//! [`TurnInput::Act`] carrying the computer's seat.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::task::Poll;
use std::time::Duration;

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};
use petri_ai::{Computer, Level, Pondering};
use petri_rules::{Action, Hole, Seat};

use crate::core::screens::{Screen, Turn};
use crate::core::session::Session;
use crate::core::setup::SeatKind;
use crate::core::turn::{BoardReset, TurnInput, TurnSet};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Computers>()
        .init_resource::<AiPacing>()
        .init_resource::<AiSlicing>()
        .init_resource::<AiStats>()
        .add_systems(
            Update,
            forget_computers
                .in_set(TurnSet::Finish)
                .run_if(on_message::<BoardReset>),
        )
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

/// How computers think.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub enum AiSlicing {
    /// On a worker thread, with the levels' time limits (native play).
    Threaded,
    /// On the main thread, in slices of about this long a frame (the web: one thread).
    Timed(Duration),
    /// On the main thread, this many search nodes a frame, with node budgets instead of time
    /// limits: the same moves in the same frames on any machine (scripted runs and tests).
    Nodes(u64),
}

impl Default for AiSlicing {
    fn default() -> Self {
        if cfg!(target_arch = "wasm32") {
            AiSlicing::Timed(Duration::from_millis(12))
        } else {
            AiSlicing::Threaded
        }
    }
}

impl AiSlicing {
    /// What scripted runs and tests use: a fixed number of nodes a frame.
    pub const DETERMINISTIC: AiSlicing = AiSlicing::Nodes(20_000);
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
    Task(Task<(Computer, Option<Action>)>),
    /// On the main thread, a slice a frame. `rate` is the measured speed in nodes per
    /// millisecond: a frame searches the nodes that fit its budget in one go (each slice
    /// restarts the depth it stops in).
    Sliced {
        computer: Computer,
        pondering: Box<Pondering>,
        decision: Option<Option<Action>>,
        rate: f64,
    },
}

fn new_computer(session: &Session, seat: Seat, level: Level, slicing: AiSlicing) -> Computer {
    // Each seat its own seed, so two equal computers do not mirror each other.
    let seed = session
        .seed
        .wrapping_mul(31)
        .wrapping_add(u64::from(seat.0));
    let computer = Computer::new(level, seed, &session.rules);
    match slicing {
        AiSlicing::Nodes(_) => computer.deterministic(),
        _ => computer,
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
        .unwrap_or_else(|| new_computer(&session, seat, level, *slicing));
    let stop = Arc::new(AtomicBool::new(false));
    computer.set_stop_flag(stop.clone());
    let work = if *slicing != AiSlicing::Threaded {
        Work::Sliced {
            pondering: Box::new(computer.begin(&session.game)),
            computer,
            decision: None,
            rate: FIRST_RATE,
        }
    } else {
        let game = session.game.clone();
        Work::Task(AsyncComputeTaskPool::get().spawn(async move {
            let action = computer.choose(&game);
            (computer, action)
        }))
    };
    computers.thinking = Some(Thinking {
        seat,
        work,
        stop,
        started: time.elapsed(),
    });
}

/// Runs a sliced search for one frame's share; whether it has decided.
fn think_a_slice(
    work: &mut Work,
    session: &Session,
    slicing: AiSlicing,
    stats: &mut AiStats,
) -> bool {
    let Work::Sliced {
        computer,
        pondering,
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
    let slice = match slicing {
        AiSlicing::Nodes(n) => n,
        AiSlicing::Timed(budget) => {
            (*rate * budget.as_secs_f64() * 1000.0).clamp(100.0, 1.0e7) as u64
        }
        AiSlicing::Threaded => u64::MAX,
    };
    let before = pondering.nodes();
    if let Poll::Ready(a) = computer.think(pondering, &session.game, Some(slice)) {
        *decision = Some(a);
    }
    let ms = start.elapsed().as_secs_f64() * 1000.0;
    let searched = pondering.nodes().saturating_sub(before);
    if ms > 0.5 && searched > 0 {
        *rate = searched as f64 / ms;
    }
    stats.longest_slice = stats.longest_slice.max(start.elapsed());
    stats.slices += 1;
    decision.is_some()
}

fn poll_thinking(
    mut computers: ResMut<Computers>,
    session: Option<Res<Session>>,
    (pacing, slicing): (Res<AiPacing>, Res<AiSlicing>),
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
        (work, Some(session)) => think_a_slice(work, &session, *slicing, &mut stats),
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
        Some(action) => {
            input.write(TurnInput::Act { seat, action });
        }
        None => turn.set(Turn::Deciding),
    }
}

/// A new game (or undo, a resumed save, a replay): the computers of the old one go, so a
/// player made for another game, level or seat is never asked.
fn forget_computers(mut computers: ResMut<Computers>) {
    computers.seats.clear();
}

fn stop_thinking(mut computers: ResMut<Computers>) {
    if let Some(thinking) = computers.thinking.take() {
        thinking.stop.store(true, Ordering::Relaxed);
        // The player inside the task is dropped with it; a new one is made next time.
    }
}

/// A suggestion for the human to move: why it is good ("Hint: hops 4 rows forward") and the
/// holes to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hint {
    pub text: String,
    pub holes: Vec<Hole>,
}

/// What a `medium` computer would play now (a quick search on the main thread, about 5 000
/// nodes, a few milliseconds).
pub fn hint(session: &Session) -> Option<Hint> {
    if session.is_over() {
        return None;
    }
    let mut ai = Computer::new(Level::Medium, session.seed, &session.rules).deterministic();
    let action = ai.choose(&session.game)?;
    Some(Hint {
        text: crate::core::games::explain::hint_reason(&session.game, action),
        holes: session.game.path(action),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The hint says why its move is good, in words: from the start a step or a hop forward.
    #[test]
    fn the_hint_says_why_in_words() {
        let session = Session::start(&crate::core::setup::GameSetup::default()).unwrap();
        let hint = hint(&session).expect("a move to suggest");
        assert!(
            hint.text == "Hint: steps 1 row forward" || hint.text == "Hint: hops 2 rows forward",
            "{}",
            hint.text
        );
        assert!(!hint.holes.is_empty());
    }
}
