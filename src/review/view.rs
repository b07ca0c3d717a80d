//! The review's panel (the seats' marks, the graph, the turn at hand) and the frames it keeps
//! coming while the review is made.

use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use petri_ai::review::{Mark, Review};

use super::{ReviewRun, light_turn, turn_at};
use crate::core::games::ReviewGraph;
use crate::core::screens::{InGame, Screen, Turn};
use crate::core::session::Session;
use crate::core::text::{tr, tr_with};
use crate::core::turn::BoardReset;
use crate::view::pace::Pace;
use crate::view::palette::{Palette, egui_colour};
use crate::view::style::{Look, UiSet};

/// The review's panel and what it lights on the board.
pub fn plugin(app: &mut App) {
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
    (mut cover, side): (
        ResMut<crate::core::marks::BoardCover>,
        Res<crate::core::marks::BoardSide>,
    ),
) -> Result {
    let Some(mut session) = session else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let look = Look::get(ctx);
    let ply = session.progress().0;
    let mut jump: Option<usize> = None;
    crate::view::style::board_card(
        ctx,
        &look,
        "review panel",
        (&mut cover, &side),
        |ui, full| {
            crate::view::style::label(
                ui,
                egui::RichText::new(tr("review.title"))
                    .font(look.bold(look.text_size * 1.1))
                    .color(look.text),
            );
            let Some(review) = &run.review else {
                progress(ui, &look, &run, full);
                return;
            };
            seat_lines(ui, &look, review, &session);
            ui.add_space(4.0);
            let drawn =
                crate::core::games::review_graph(review, usize::from(session.rules.players));
            jump = graph(
                ui,
                &look,
                review,
                &drawn,
                &session,
                palette.as_deref(),
                full,
                ply,
            );
            if let Some(caption) = drawn.caption.filter(|_| !look.narrow) {
                crate::view::style::label(
                    ui,
                    egui::RichText::new(tr(caption))
                        .size(look.text_size * 0.8)
                        .color(look.weak),
                );
            }
            ui.add_space(4.0);
            let line = turn_line(review, ply, &session);
            crate::view::style::label(ui, egui::RichText::new(line).color(look.weak));
        },
    );
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

/// While the review is made: how far it is, in words and as a bar `full` wide.
fn progress(ui: &mut egui::Ui, look: &Look, run: &ReviewRun, full: f32) {
    let p = run.progress;
    let share = if p.total == 0 {
        1.0
    } else {
        p.done as f32 / p.total as f32
    };
    crate::view::style::label(
        ui,
        egui::RichText::new(tr_with(
            "review.making",
            &[("done", &p.done), ("total", &p.total)],
        ))
        .color(look.weak),
    );
    ui.add(egui::ProgressBar::new(share).desired_width(full));
}

/// The seats' marks: on a phone one line of accuracies, else a line a seat.
fn seat_lines(ui: &mut egui::Ui, look: &Look, review: &Review, session: &Session) {
    if look.narrow {
        // One line: each seat's accuracy.
        let line: Vec<String> = review
            .seats
            .iter()
            .map(|s| {
                tr_with(
                    "review.seat_short",
                    &[
                        ("name", &session.seat(s.seat).name),
                        ("accuracy", &format!("{:.0}", s.accuracy)),
                    ],
                )
            })
            .collect();
        crate::view::style::label(ui, egui::RichText::new(line.join(" · ")).color(look.text));
    }
    for s in review.seats.iter().filter(|_| !look.narrow) {
        let name = &session.seat(s.seat).name;
        crate::view::style::label(
            ui,
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
}

/// The turn at `ply`: who played what, and how it compares with the best.
fn turn_line(review: &Review, ply: usize, session: &Session) -> String {
    match turn_at(review, ply).map(|i| &review.turns[i]) {
        Some(t) if t.forced => tr_with(
            "review.turn_forced",
            &[("name", &session.seat(t.seat).name), ("played", &t.played)],
        ),
        Some(t) if t.played == t.best => tr_with(
            "review.turn_best",
            &[("name", &session.seat(t.seat).name), ("played", &t.played)],
        ),
        Some(t) => tr_with(
            // The loss is in rows of the race, or in pieces in Petri.
            if review.petri {
                "review.turn_petri"
            } else {
                "review.turn"
            },
            &[
                ("name", &session.seat(t.seat).name),
                ("played", &t.played),
                ("mark", &mark_text(t.mark)),
                ("loss", &format!("{:.0}", t.loss)),
                ("best", &t.best),
            ],
        ),
        None => tr("review.start"),
    }
}

/// The graph over the whole game, lichess-like: a line a seat (distance home, or the cup in
/// Petri with the pieces in play as a fainter line), the board's place as a vertical line, marks as dots. A click returns the ply.
#[allow(clippy::too_many_arguments)]
fn graph(
    ui: &mut egui::Ui,
    look: &Look,
    review: &Review,
    drawn: &ReviewGraph,
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
    let top = drawn
        .lines
        .iter()
        .chain(&drawn.faint)
        .flatten()
        .copied()
        .fold(1.0f32, f32::max);
    let x = |ply: usize| rect.left() + 6.0 + (rect.width() - 12.0) * ply as f32 / last_ply as f32;
    let y = |v: f32| {
        // Distance home falls as a seat gets on: home (0) at the top; cups grow upward.
        let share = if drawn.up { 1.0 - v / top } else { v / top };
        rect.top() + 6.0 + (rect.height() - 12.0) * share
    };
    let points = |values: &[f32]| -> Vec<egui::Pos2> {
        drawn
            .plies
            .iter()
            .zip(values)
            .map(|(&ply, &v)| egui::pos2(x(ply), y(v)))
            .collect()
    };
    for (seat, values) in drawn.lines.iter().enumerate() {
        let colour = palette
            .map(|p| egui_colour(p.seat(session.seat(petri_rules::Seat(seat as u8)).colour)))
            .unwrap_or(look.text);
        painter.add(egui::Shape::line(
            points(values),
            egui::Stroke::new(2.0, colour),
        ));
        // A fainter line beside it (Petri: the seat's pieces in play).
        if let Some(values) = drawn.faint.get(seat) {
            painter.add(egui::Shape::line(
                points(values),
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
