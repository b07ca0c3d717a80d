//! The engine review of a finished game, beside the replay viewer: the record is
//! scored turn by turn by `petri_ai::review` in slices (at most 8 ms of them a frame, so no
//! frame freezes; a progress bar meanwhile), then a panel shows every seat's marks and accuracy, a graph of
//! every seat's distance home (Petri: cups and pieces in play) over the game — a click jumps
//! the board there — and the turn at the board's place: the move played and the engine's
//! better move as two arrows (Petri: the placed holes lit, the engine's turn as the hint).

use bevy::prelude::*;
use petri_ai::review::{Mark, Progress, Review, ReviewOptions, Reviewer};
use petri_rules::{GameRecord, Hole};

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};

use crate::core::ai::AiSlicing;
use crate::core::games::GameKind;
use crate::core::marks::{ArrowKind, BoardArrow, BoardArrows, HintShown, Spotlight};
use crate::core::screens::{InGame, Screen};
use crate::core::session::Session;
use crate::core::text::tr_with;
use crate::core::turn::BoardReset;
use crate::replay::{ReviewStats, StartReview};

pub mod view;

/// Starting a review and making it (no rendering: headless tests review with it).
pub fn core_plugin(app: &mut App) {
    app.add_message::<StartReview>()
        .init_resource::<ReviewBudget>()
        .init_resource::<ReviewStats>()
        .add_systems(
            Update,
            (
                start_review,
                step_review.run_if(resource_exists::<ReviewRun>),
            ),
        )
        .add_systems(OnExit(InGame), end_review);
}

/// The engine's nodes a Chinese checkers move for the reviews started from now on (the
/// default is `petri_ai::review::DEFAULT_NODES`, the command line's; the tour asks for less).
#[derive(Resource, Clone, Copy, Debug)]
pub struct ReviewBudget(pub u64);

impl Default for ReviewBudget {
    fn default() -> Self {
        ReviewBudget(petri_ai::review::DEFAULT_NODES)
    }
}

/// The review being made or made.
#[derive(Resource)]
pub struct ReviewRun {
    reviewer: Option<Reviewer>,
    /// Natively the whole review is made on worker threads; they count the turns done in
    /// `done` (for the progress bar) and stops early when `stop` is set (the review left).
    task: Option<Task<Option<Review>>>,
    done: Arc<AtomicUsize>,
    stop: Arc<AtomicBool>,
    pub progress: Progress,
    pub review: Option<Review>,
    /// When it started (the time it took is logged).
    started: web_time::Instant,
}

impl ReviewRun {
    pub fn new(record: &GameRecord, nodes: u64) -> Result<ReviewRun, String> {
        let reviewer = Reviewer::new(record, ReviewOptions { nodes }).map_err(|e| e.to_string())?;
        Ok(ReviewRun {
            progress: reviewer.progress(),
            reviewer: Some(reviewer),
            task: None,
            done: Arc::default(),
            stop: Arc::default(),
            review: None,
            started: web_time::Instant::now(),
        })
    }
}

/// Time the review may take a frame: slices (`petri_ai::review::SLICE` nodes, or a Petri
/// turn) until it is spent, so a frame is never frozen and a 100-move game is made in about
/// twice the time the command line takes.
const FRAME_TIME: std::time::Duration = std::time::Duration::from_millis(8);
/// The most a frame gives it. A frame's share is half the last frame's time, between
/// [`FRAME_TIME`] and this: with a GPU (frames of a few milliseconds) 8 ms, so frames keep
/// their pace; where drawing a frame takes half a second (a browser without a GPU), a
/// quarter of a second, else the review would get 8 ms of every 600 and take minutes.
const FRAME_TIME_MOST: std::time::Duration = std::time::Duration::from_millis(250);

fn start_review(
    mut starts: MessageReader<StartReview>,
    mut commands: Commands,
    now: Res<State<Screen>>,
    mut screen: ResMut<NextState<Screen>>,
    mut notice: MessageWriter<crate::core::notice::Notice>,
    mut pending: Local<Option<GameRecord>>,
    budget: Res<ReviewBudget>,
) {
    if let Some(StartReview(record)) = starts.read().last().cloned() {
        *pending = Some(record);
    }
    // From a board (the results), the board goes first: the replay's is built anew.
    if matches!(*now.get(), Screen::Playing | Screen::GameOver) {
        if pending.is_some() {
            screen.set(Screen::Replays);
        }
        return;
    }
    let Some(record) = pending.take() else {
        return;
    };
    let run = ReviewRun::new(&record, budget.0);
    let session = crate::replay::replay_session(&record);
    match (run, session) {
        (Ok(run), Ok(session)) => {
            commands.insert_resource(session);
            commands.insert_resource(run);
            commands.insert_resource(ReviewStats::default());
            commands.write_message(BoardReset);
            screen.set(Screen::Playing);
        }
        (Err(e), _) | (_, Err(e)) => {
            notice.write(crate::core::notice::Notice(tr_with(
                "review.cannot",
                &[("why", &e)],
            )));
        }
    }
}

impl Drop for ReviewRun {
    /// A review left before it is made stops its worker.
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// Makes the review: natively on worker threads, the whole of it at once, a turn a core (the
/// computers' [`AiSlicing::Threaded`]); otherwise (the web, tests) on the main thread, slices until
/// its share of the frame is spent ([`FRAME_TIME`], more when frames are slow).
fn step_review(
    mut run: ResMut<ReviewRun>,
    slicing: Option<Res<AiSlicing>>,
    mut stats: ResMut<ReviewStats>,
    time: Res<Time<Real>>,
) {
    let run = &mut *run;
    if let Some(task) = run.task.as_mut() {
        let done = run.done.load(Ordering::Relaxed);
        if done != run.progress.done {
            run.progress.done = done;
        }
        let Some(review) = block_on(poll_once(task)) else {
            return;
        };
        run.task = None;
        run.progress.done = run.progress.total;
        stats.took = Some(run.started.elapsed());
        if let Some(review) = &review {
            info!(
                "review: {} turns in {:.2} s",
                review.turns.len(),
                run.started.elapsed().as_secs_f64()
            );
        }
        run.review = review;
        return;
    }
    let Some(mut reviewer) = run.reviewer.take() else {
        return;
    };
    let threaded = slicing.is_some_and(|s| *s == AiSlicing::Threaded);
    if !run.progress.is_done() && threaded {
        let (done, stop) = (run.done.clone(), run.stop.clone());
        // Every core: the turns are independent, and the review is the same on any number
        // of threads (`Reviewer::finish_on`).
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        run.task = Some(
            AsyncComputeTaskPool::get()
                .spawn(async move { reviewer.finish_on(cores, &done, &stop) }),
        );
        return;
    }
    if !run.progress.is_done() {
        let started = web_time::Instant::now();
        let mut progress = reviewer.step(petri_ai::review::SLICE);
        let budget = (time.delta() / 2).clamp(FRAME_TIME, FRAME_TIME_MOST);
        while !progress.is_done() && started.elapsed() < budget {
            progress = reviewer.step(petri_ai::review::SLICE);
        }
        run.progress = progress;
        stats.longest_slice = stats.longest_slice.max(started.elapsed());
        stats.slices += 1;
    }
    let progress = run.progress;
    if progress.is_done() {
        let review = reviewer.finish();
        stats.took = Some(run.started.elapsed());
        info!(
            "review: {} turns in {:.2} s",
            review.turns.len(),
            run.started.elapsed().as_secs_f64()
        );
        run.review = Some(review);
    } else {
        run.reviewer = Some(reviewer);
    }
}

fn end_review(mut commands: Commands) {
    commands.remove_resource::<ReviewRun>();
}

/// The turn the board's place belongs to: the last turn started before it.
fn turn_at(review: &Review, ply: usize) -> Option<usize> {
    review.turns.iter().rposition(|t| t.ply < ply)
}

/// Shows the turn just played at the board's place: in Chinese checkers an arrow for the move
/// played and, when it was not good, one for the engine's move (the panel says it); in
/// Petri the placed holes glow and the engine's turn is the hint.
fn light_turn(
    run: Res<ReviewRun>,
    session: Option<Res<Session>>,
    mut spotlight: ResMut<Spotlight>,
    mut hint: ResMut<HintShown>,
    mut arrows: ResMut<BoardArrows>,
    mut shown: Local<Option<usize>>,
) {
    let (Some(review), Some(session)) = (&run.review, session) else {
        return;
    };
    let ply = session.progress().0;
    if *shown == Some(ply) {
        return;
    }
    *shown = Some(ply);
    // A move's arrow: from its first hole to its last.
    let arrow = |at: &[Hole], kind: ArrowKind| -> Option<BoardArrow> {
        match (at.first(), at.last()) {
            (Some(&from), Some(&to)) if from != to => Some(BoardArrow { from, to, kind }),
            _ => None,
        }
    };
    spotlight.0.clear();
    arrows.0.clear();
    hint.0 = None;
    let Some(turn) = turn_at(review, ply).map(|i| &review.turns[i]) else {
        return;
    };
    if turn.forced {
        return;
    }
    let better = turn.mark != Mark::Good;
    let text = tr_with("review.best_was", &[("best", &turn.best)]);
    if !GameKind::of(&session.rules).draws_moves_as_arrows() {
        spotlight.0 = turn.played_holes.clone();
        hint.0 = better.then(|| crate::core::ai::Hint {
            text,
            holes: turn.best_holes.clone(),
        });
    } else {
        // The panel says it in words; the board shows it.
        arrows
            .0
            .extend(arrow(&turn.played_holes, ArrowKind::Played));
        if better {
            arrows.0.extend(arrow(&turn.best_holes, ArrowKind::Better));
        }
    }
}
