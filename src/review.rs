//! The engine review of a finished game (issue 37), beside the replay viewer: the record is
//! scored turn by turn by `petri_ai::review` in slices (at most 8 ms of them a frame, so no
//! frame freezes; a progress bar meanwhile), then a panel shows every seat's marks and accuracy, a graph of
//! every seat's distance home (Petri: cups and pieces in play) over the game — a click jumps
//! the board there — and the turn at the board's place: the move played and the engine's
//! better move as two arrows (Petri: the placed holes lit, the engine's turn as the hint).

use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use petri_ai::review::{Mark, Progress, Review, ReviewOptions, Reviewer};
use petri_rules::{GameRecord, Hole};

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use bevy::tasks::{AsyncComputeTaskPool, Task, block_on, poll_once};

use crate::ai::AiSlicing;
use crate::replay::{ReviewStats, StartReview};
use crate::screens::{InGame, Screen, Turn};
use crate::session::Session;
use crate::text::{tr, tr_with};
use crate::turn::BoardReset;
use crate::view::board::{ArrowKind, BoardArrow, BoardArrows, HintShown, Spotlight};
use crate::view::pace::Pace;
use crate::view::palette::{Palette, egui_colour};
use crate::view::style::{Look, UiSet};

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

/// The review's panel and what it lights on the board.
pub fn view_plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        review_panel
            .run_if(resource_exists::<ReviewRun>.and_then(in_state(Screen::Playing)))
            .in_set(UiSet::Screens),
    )
    .add_systems(
        Update,
        (keep_drawing, light_turn).run_if(resource_exists::<ReviewRun>.and_then(in_state(InGame))),
    );
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
    mut notice: MessageWriter<crate::notice::Notice>,
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
            notice.write(crate::notice::Notice(tr_with(
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

/// While the review is being made, frames keep coming (the window otherwise rests): every
/// frame when it is made in the frames' slices, ten a second for the progress bar when a
/// worker makes it (the frames leave the worker the processor).
fn keep_drawing(run: Res<ReviewRun>, pace: Option<ResMut<Pace>>) {
    if run.review.is_none()
        && let Some(mut pace) = pace
    {
        let wait = if run.task.is_some() {
            std::time::Duration::from_millis(100)
        } else {
            std::time::Duration::ZERO
        };
        pace.within(wait);
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
    let size = session.rules.size;
    let holes = |text: &str| -> Vec<Hole> {
        text.split(|c: char| !c.is_ascii_alphanumeric())
            .filter_map(|w| Hole::parse(size, w).ok())
            .collect()
    };
    // A move's arrow: from its first hole to its last.
    let arrow = |text: &str, kind: ArrowKind| -> Option<BoardArrow> {
        let at = holes(text);
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
    if session.game.is_petri() {
        spotlight.0 = holes(&turn.played);
        hint.0 = better.then(|| crate::ai::Hint {
            text,
            holes: holes(&turn.best),
        });
    } else {
        // The panel says it in words; the board shows it.
        arrows.0.extend(arrow(&turn.played, ArrowKind::Played));
        if better {
            arrows.0.extend(arrow(&turn.best, ArrowKind::Better));
        }
    }
}

fn mark_text(mark: Mark) -> String {
    tr(match mark {
        Mark::Good => "review.good",
        Mark::Inaccuracy => "review.inaccuracy",
        Mark::Mistake => "review.mistake",
        Mark::Blunder => "review.blunder",
    })
}

/// The review's panel: progress, then the seats' marks, the graph and the turn at hand.
#[allow(clippy::too_many_arguments)]
fn review_panel(
    mut contexts: EguiContexts,
    run: Res<ReviewRun>,
    session: Option<ResMut<Session>>,
    palette: Option<Res<Palette>>,
    mut reset: MessageWriter<BoardReset>,
    mut turn_state: ResMut<NextState<Turn>>,
    mut cover: ResMut<crate::view::board::BoardCover>,
) -> Result {
    let Some(mut session) = session else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let look = Look::get(ctx);
    let ply = session.progress().0;
    let mut jump: Option<usize> = None;
    crate::view::style::board_card(ctx, &look, "review panel", &mut cover, |ui, full| {
        ui.label(
            egui::RichText::new(tr("review.title"))
                .font(look.bold(look.text_size * 1.1))
                .color(look.text),
        );
        let Some(review) = &run.review else {
            let p = run.progress;
            let share = if p.total == 0 {
                1.0
            } else {
                p.done as f32 / p.total as f32
            };
            ui.label(
                egui::RichText::new(tr_with(
                    "review.making",
                    &[("done", &p.done), ("total", &p.total)],
                ))
                .color(look.weak),
            );
            ui.add(egui::ProgressBar::new(share).desired_width(full));
            return;
        };
        if look.narrow {
            // One line: each seat's accuracy.
            let line: Vec<String> = review
                .seats
                .iter()
                .map(|s| format!("{} {:.0}%", session.seat(s.seat).name, s.accuracy))
                .collect();
            ui.label(egui::RichText::new(line.join(" · ")).color(look.text));
        }
        for s in review.seats.iter().filter(|_| !look.narrow) {
            let name = &session.seat(s.seat).name;
            ui.label(
                egui::RichText::new(tr_with(
                    "review.seat_line",
                    &[
                        ("name", name),
                        ("accuracy", &format!("{:.0}", s.accuracy)),
                        ("inaccuracies", &s.inaccuracies),
                        ("mistakes", &s.mistakes),
                        ("blunders", &s.blunders),
                    ],
                ))
                .color(look.text),
            );
        }
        ui.add_space(4.0);
        jump = graph(ui, &look, review, &session, palette.as_deref(), full, ply);
        if review.petri && !look.narrow {
            ui.label(
                egui::RichText::new(tr("review.graph_petri"))
                    .size(look.text_size * 0.8)
                    .color(look.weak),
            );
        }
        ui.add_space(4.0);
        let line = match turn_at(review, ply).map(|i| &review.turns[i]) {
            Some(t) if t.forced => tr_with(
                "review.turn_forced",
                &[("name", &session.seat(t.seat).name), ("played", &t.played)],
            ),
            Some(t) if t.played == t.best => tr_with(
                "review.turn_best",
                &[("name", &session.seat(t.seat).name), ("played", &t.played)],
            ),
            Some(t) => tr_with(
                "review.turn",
                &[
                    ("name", &session.seat(t.seat).name),
                    ("played", &t.played),
                    ("mark", &mark_text(t.mark)),
                    ("loss", &format!("{:.0}", t.loss)),
                    ("unit", &review.unit),
                    ("best", &t.best),
                ],
            ),
            None => tr("review.start"),
        };
        ui.label(egui::RichText::new(line).color(look.weak));
    });
    if let Some(target) = jump {
        let mut moved = false;
        while session.progress().0 < target && session.step(true) {
            moved = true;
        }
        while session.progress().0 > target && session.step(false) {
            moved = true;
        }
        if moved {
            reset.write(BoardReset);
            turn_state.set(Turn::Deciding);
        }
    }
    Ok(())
}

/// The graph over the whole game, lichess-like: a line a seat (distance home, or the cup in
/// Petri with the pieces in play as a fainter line), the board's place as a vertical line, marks as dots. A click returns the ply.
fn graph(
    ui: &mut egui::Ui,
    look: &Look,
    review: &Review,
    session: &Session,
    palette: Option<&Palette>,
    width: f32,
    ply: usize,
) -> Option<usize> {
    let height = if look.narrow { 56.0 } else { 110.0 };
    let (rect, response) =
        ui.allocate_exact_size(egui::vec2(width, height), egui::Sense::click_and_drag());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 6.0, look.raised);
    let last_ply = review.graph.last().map_or(1, |p| p.ply.max(1));
    // Petri: the standing at each turn's start (within a turn pieces come and go).
    let starts: std::collections::HashSet<usize> = review.turns.iter().map(|t| t.ply).collect();
    let points: Vec<&petri_ai::review::GraphPoint> = review
        .graph
        .iter()
        .filter(|p| !review.petri || p.ply == last_ply || starts.contains(&p.ply))
        .collect();
    let value = |p: &petri_ai::review::GraphPoint, seat: usize| -> f32 {
        if review.petri {
            p.cup.get(seat).copied().unwrap_or(0) as f32
        } else {
            p.distance.get(seat).copied().unwrap_or(0) as f32
        }
    };
    let in_play = |p: &petri_ai::review::GraphPoint, seat: usize| -> f32 {
        p.in_play.get(seat).copied().unwrap_or(0) as f32
    };
    let seats = usize::from(session.rules.players);
    let top = points
        .iter()
        .flat_map(|p| (0..seats).map(move |s| (p, s)))
        .map(|(p, s)| value(p, s).max(in_play(p, s)))
        .fold(1.0f32, f32::max);
    let x = |ply: usize| rect.left() + 6.0 + (rect.width() - 12.0) * ply as f32 / last_ply as f32;
    let y = |v: f32| {
        // Distance home falls as a seat gets on: home (0) at the top; cups grow upward.
        let share = if review.petri { 1.0 - v / top } else { v / top };
        rect.top() + 6.0 + (rect.height() - 12.0) * share
    };
    for seat in 0..seats {
        let colour = palette
            .map(|p| egui_colour(p.seat(session.seat(petri_rules::Seat(seat as u8)).colour)))
            .unwrap_or(look.text);
        let line: Vec<egui::Pos2> = points
            .iter()
            .map(|p| egui::pos2(x(p.ply), y(value(p, seat))))
            .collect();
        painter.add(egui::Shape::line(line, egui::Stroke::new(2.0, colour)));
        // Petri: the seat's pieces in play, a fainter line beside its cup.
        if review.petri {
            let line: Vec<egui::Pos2> = points
                .iter()
                .map(|p| egui::pos2(x(p.ply), y(in_play(p, seat))))
                .collect();
            painter.add(egui::Shape::line(
                line,
                egui::Stroke::new(1.0, colour.gamma_multiply(0.55)),
            ));
        }
    }
    for t in review
        .turns
        .iter()
        .filter(|t| t.mark != Mark::Good && !t.forced)
    {
        let colour = match t.mark {
            Mark::Blunder => egui::Color32::from_rgb(220, 60, 60),
            Mark::Mistake => egui::Color32::from_rgb(230, 140, 50),
            _ => egui::Color32::from_rgb(230, 200, 80),
        };
        painter.circle_filled(egui::pos2(x(t.ply + 1), rect.bottom() - 6.0), 3.0, colour);
    }
    painter.line_segment(
        [
            egui::pos2(x(ply), rect.top()),
            egui::pos2(x(ply), rect.bottom()),
        ],
        egui::Stroke::new(1.5, look.accent),
    );
    let clicked = response.clicked() || response.dragged();
    let at = response.interact_pointer_pos().filter(|_| clicked)?;
    let share = ((at.x - rect.left() - 6.0) / (rect.width() - 12.0)).clamp(0.0, 1.0);
    Some((share * last_ply as f32).round() as usize)
}
