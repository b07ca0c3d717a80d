//! The Puzzles screen (the daily puzzle first, then each kind by band with the stars earned)
//! and the puzzle's card over the board (what to do, the count against the par, Hint, Retry,
//! the answer; once done, the stars and the next puzzle).

use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use petri_ai::puzzles::{Band, Kind, Puzzle};

use super::{PuzzleLibrary, PuzzleRun, PuzzleSet, StartPuzzle, loaded, today};
use crate::core::marks::HintShown;
use crate::core::screens::Screen;
use crate::core::settings::Settings;
use crate::core::text::{tr, tr_with};
use crate::view::style::{self, Look, UiSet};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (
            puzzle_list.run_if(in_state(Screen::Puzzles)),
            puzzle_card.run_if(
                resource_exists::<PuzzleRun>
                    .and_then(in_state(Screen::Playing).or_else(in_state(Screen::GameOver))),
            ),
        )
            .in_set(UiSet::Screens),
    );
}

fn stars_text(n: u8) -> String {
    (0..3).map(|i| if i < n { '★' } else { '☆' }).collect()
}

fn kind_title(kind: Kind) -> String {
    tr(match kind {
        Kind::Home => "puzzles.kind_home",
        Kind::Order => "puzzles.kind_order",
        Kind::Roll => "puzzles.kind_roll",
        Kind::Crossing => "puzzles.kind_crossing",
    })
}

fn kind_about(kind: Kind) -> String {
    tr(match kind {
        Kind::Home => "puzzles.about_home",
        Kind::Order => "puzzles.about_order",
        Kind::Roll => "puzzles.about_roll",
        Kind::Crossing => "puzzles.about_crossing",
    })
}

/// A classic crossing's name: "Levenspiel · 27".
fn crossing_name(p: &Puzzle) -> String {
    let who = p.id.trim_start_matches("crossing-");
    let mut name: String = who.chars().take(1).flat_map(char::to_uppercase).collect();
    name.extend(who.chars().skip(1));
    format!("{name} · {}", p.par)
}

fn band_name(band: Band) -> String {
    tr(match band {
        Band::Easy => "puzzles.band_easy",
        Band::Medium => "puzzles.band_medium",
        Band::Hard => "puzzles.band_hard",
    })
}

/// The stars in words; two stars say what the one off the par was: a move too many, or a
/// capture too few.
fn stars_said(stars: u8, kind: Kind) -> String {
    tr(match stars {
        3 => "puzzles.stars_3",
        2 if kind.counts_moves() => "puzzles.stars_2_moves",
        2 => "puzzles.stars_2_captures",
        _ => "puzzles.stars_1",
    })
}

/// The first puzzle of this kind and band without three stars (else the first).
fn next_of<'a>(
    set: &'a [Puzzle],
    kind: Kind,
    band: Band,
    settings: &Settings,
) -> Option<&'a Puzzle> {
    let mut of = set.iter().filter(|p| p.kind == kind && p.band == band);
    of.clone()
        .find(|p| settings.puzzle_stars.get(&p.id).copied().unwrap_or(0) < 3)
        .or_else(|| of.next())
}

fn puzzle_list(
    mut contexts: EguiContexts,
    mut screen: ResMut<NextState<Screen>>,
    mut start: MessageWriter<StartPuzzle>,
    settings: Res<Settings>,
    library: Res<PuzzleLibrary>,
    sets: Res<Assets<PuzzleSet>>,
    mods: Res<super::ModPuzzles>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let look = Look::get(ctx);
    let set = loaded(&library, &sets);
    style::page(ctx, "puzzles", 760.0, |ui| {
        list_header(ui, &look, &settings, &mut screen);
        ui.add_space(look.spacing);
        let Some(set) = set else {
            look.card().show(ui, |ui| {
                ui.set_width(ui.available_width());
                style::label(
                    ui,
                    egui::RichText::new(tr("puzzles.loading")).color(look.weak),
                );
            });
            return;
        };
        let solved = set
            .iter()
            .filter(|p| settings.puzzle_stars.get(&p.id).is_some_and(|s| *s > 0))
            .count();
        if let Some(daily) = petri_ai::puzzles::daily(set, today()) {
            daily_card(ui, &look, daily, &settings, &mut start);
            ui.add_space(look.spacing);
        }
        for kind in Kind::ALL {
            kind_card(ui, &look, kind, set, &settings, &mut start);
            ui.add_space(6.0);
        }
        for mod_set in &mods.0 {
            mod_card(ui, &look, mod_set, &settings, &mut start);
            ui.add_space(6.0);
        }
        style::label(
            ui,
            egui::RichText::new(tr_with(
                "puzzles.solved",
                &[("solved", &solved), ("total", &set.len())],
            ))
            .color(look.weak),
        );
    });
    Ok(())
}

/// The Puzzles screen's header: back, the title and the puzzle rating.
fn list_header(
    ui: &mut egui::Ui,
    look: &Look,
    settings: &Settings,
    screen: &mut NextState<Screen>,
) {
    ui.horizontal(|ui| {
        if style::icon_button(ui, "←", &tr("menu.back")).clicked() {
            screen.set(Screen::Title);
        }
        ui.add_space(6.0);
        style::title(ui, &tr("puzzles.title"));
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            style::label(
                ui,
                egui::RichText::new(tr_with(
                    "puzzles.rating",
                    &[("rating", &settings.puzzle_rating().shown())],
                ))
                .font(look.bold(look.text_size * 1.05))
                .color(look.accent),
            )
            .on_hover_text(tr("puzzles.rating_about"));
        });
    });
}

/// The daily puzzle's card: its kind, band and stars, and Play.
fn daily_card(
    ui: &mut egui::Ui,
    look: &Look,
    daily: &Puzzle,
    settings: &Settings,
    start: &mut MessageWriter<StartPuzzle>,
) {
    look.card().show(ui, |ui| {
        ui.set_width(ui.available_width());
        // Wide: the text beside Play; on a phone, Play under it.
        let layout = if look.narrow {
            egui::Layout::top_down(egui::Align::Min)
        } else {
            egui::Layout::left_to_right(egui::Align::Center)
        };
        ui.with_layout(layout, |ui| {
            ui.vertical(|ui| {
                style::label(
                    ui,
                    egui::RichText::new(tr("puzzles.daily"))
                        .font(look.bold(look.text_size * 1.2))
                        .color(look.text),
                );
                let stars = settings.puzzle_stars.get(&daily.id).copied().unwrap_or(0);
                style::label(
                    ui,
                    egui::RichText::new(format!(
                        "{} · {} · {}",
                        kind_title(daily.kind),
                        band_name(daily.band),
                        stars_text(stars)
                    ))
                    .color(look.weak),
                );
            });
            let play = if look.narrow {
                ui.add_space(6.0);
                style::primary_button(ui, &tr("puzzles.play"), ui.available_width())
            } else {
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    style::primary_button(ui, &tr("puzzles.play"), 120.0)
                })
                .inner
            };
            if play.clicked() {
                start.write(StartPuzzle {
                    puzzle: daily.clone(),
                    daily: true,
                    from: None,
                });
            }
        });
    });
}

/// A kind's card: what it is, and a button a band (the classic crossings: a button each).
fn kind_card(
    ui: &mut egui::Ui,
    look: &Look,
    kind: Kind,
    set: &[Puzzle],
    settings: &Settings,
    start: &mut MessageWriter<StartPuzzle>,
) {
    look.inset().show(ui, |ui| {
        ui.set_width(ui.available_width());
        style::label(
            ui,
            egui::RichText::new(kind_title(kind))
                .font(look.bold(look.text_size * 1.1))
                .color(look.text),
        );
        style::label(ui, egui::RichText::new(kind_about(kind)).color(look.weak));
        ui.add_space(4.0);
        let each = if look.narrow {
            (ui.available_width() - look.spacing) / 3.0 - 6.0
        } else {
            150.0
        };
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing.x = look.spacing * 0.5;
            // The classic crossings: a button each, with its stars.
            if kind == Kind::Crossing {
                for p in set.iter().filter(|p| p.kind == kind) {
                    let stars = settings.puzzle_stars.get(&p.id).copied().unwrap_or(0);
                    let label = format!("{} {}", crossing_name(p), stars_text(stars));
                    if style::sized_button(ui, &label, 0.0).clicked() {
                        start.write(StartPuzzle {
                            puzzle: p.clone(),
                            daily: false,
                            from: None,
                        });
                    }
                }
                return;
            }
            for band in Band::ALL {
                let of: Vec<&Puzzle> = set
                    .iter()
                    .filter(|p| p.kind == kind && p.band == band)
                    .collect();
                let three = of
                    .iter()
                    .filter(|p| settings.puzzle_stars.get(&p.id) == Some(&3))
                    .count();
                // A phone: the band over its count, three tiles in a row.
                let gap = if look.narrow { "\n" } else { " " };
                let label = format!("{}{gap}{three}/{}", band_name(band), of.len());
                if style::sized_button(ui, &label, each).clicked()
                    && let Some(p) = next_of(set, kind, band, settings)
                {
                    start.write(StartPuzzle {
                        puzzle: p.clone(),
                        daily: false,
                        from: None,
                    });
                }
            }
        });
    });
}

/// A mod's puzzles: its name, then a button a puzzle with its kind, band and stars.
fn mod_card(
    ui: &mut egui::Ui,
    look: &Look,
    set: &super::ModSet,
    settings: &Settings,
    start: &mut MessageWriter<StartPuzzle>,
) {
    look.inset().show(ui, |ui| {
        ui.set_width(ui.available_width());
        style::label(
            ui,
            egui::RichText::new(tr_with("puzzles.from_mod", &[("name", &set.name)]))
                .font(look.bold(look.text_size * 1.1))
                .color(look.text),
        );
        ui.add_space(4.0);
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing.x = look.spacing * 0.5;
            for p in &set.puzzles {
                let stars = settings.puzzle_stars.get(&p.id).copied().unwrap_or(0);
                let label = format!(
                    "{} · {} {}",
                    kind_title(p.kind),
                    band_name(p.band),
                    stars_text(stars)
                );
                if style::sized_button(ui, &label, 0.0).clicked() {
                    start.write(StartPuzzle {
                        puzzle: p.clone(),
                        daily: false,
                        from: Some(set.name.clone()),
                    });
                }
            }
        });
    });
}

/// "Rating 1512? (+12)" once a puzzle was rated; a retry says the rating stands.
fn rating_change(ui: &mut egui::Ui, look: &Look, run: &PuzzleRun, settings: &Settings) {
    let text = match run.rated {
        Some((before, after)) => {
            let change = after.round() - before.round();
            tr_with(
                "puzzles.rating_change",
                &[
                    ("rating", &settings.puzzle_rating().shown()),
                    ("change", &format!("{change:+.0}")),
                ],
            )
        }
        None => tr_with(
            "puzzles.rating_kept",
            &[("rating", &settings.puzzle_rating().shown())],
        ),
    };
    style::label(ui, egui::RichText::new(text).color(look.weak));
}

/// Over a puzzle's board: the task, the count against the par, Hint, Retry and the answer;
/// once done, the stars and the way on.
#[allow(clippy::too_many_arguments)]
fn puzzle_card(
    mut contexts: EguiContexts,
    mut run: ResMut<PuzzleRun>,
    mut screen: ResMut<NextState<Screen>>,
    mut start: MessageWriter<StartPuzzle>,
    mut hint: ResMut<HintShown>,
    mut settings: ResMut<Settings>,
    library: Res<PuzzleLibrary>,
    sets: Res<Assets<PuzzleSet>>,
    mods: Res<super::ModPuzzles>,
    (mut cover, side): (
        ResMut<crate::core::marks::BoardCover>,
        Res<crate::core::marks::BoardSide>,
    ),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let look = Look::get(ctx);
    let p = run.puzzle.clone();
    let title = match &run.from {
        _ if run.daily => tr("puzzles.daily"),
        Some(name) => format!(
            "{} · {}",
            tr_with("puzzles.from_mod", &[("name", name)]),
            kind_title(p.kind)
        ),
        None => kind_title(p.kind),
    };
    // The next puzzle comes from the same set: the game's, or the mod's.
    let same_set = match &run.from {
        Some(_) => mods.set_of(&p.id).map(|s| s.puzzles.as_slice()),
        None => loaded(&library, &sets),
    };
    let task = task_text(&run);
    let count = count_text(&run);
    crate::view::style::board_card(
        ctx,
        &look,
        "puzzle card",
        (&mut cover, &side),
        |ui, full| {
            // On a phone the card sits over the board's top: the task, the count and one
            // row of buttons, nothing more.
            if !look.narrow {
                style::label(
                    ui,
                    egui::RichText::new(format!("{} · {title}", band_name(p.band)))
                        .color(look.weak),
                );
            }
            style::label(
                ui,
                egui::RichText::new(&task)
                    .font(look.bold(look.text_size * 1.05))
                    .color(look.text),
            );
            style::label(ui, egui::RichText::new(&count).color(look.weak));
            ui.add_space(if look.narrow { 2.0 } else { 6.0 });
            outcome(ui, &look, &run, &settings, same_set, full, &mut start);
            // Two rows of two beside the board (one to a row if a word is too long for
            // half the card); one row on a phone.
            let half = (full - look.spacing) / 2.0 - 4.0;
            let least = [
                "hud.hint",
                "puzzles.show_answer",
                "puzzles.retry",
                "puzzles.title",
            ]
            .map(|key| style::sized_button_width(ui, &tr(key)))
            .into_iter()
            .fold(0.0, f32::max);
            let each = match () {
                _ if look.narrow => 0.0,
                _ if least <= half => half,
                _ => full,
            };
            let playing = run.stars.is_none() && !run.answer_shown;
            ui.horizontal_wrapped(|ui| {
                ui.set_max_width(full + 1.0);
                ui.spacing_mut().item_spacing.x = if look.narrow {
                    look.spacing * 0.5
                } else {
                    look.spacing
                };
                if playing {
                    if style::sized_button(ui, &tr("hud.hint"), each).clicked() {
                        hint.0 = super::hint(&run);
                        run.hinted |= hint.0.as_ref().is_some_and(|h| !h.holes.is_empty());
                    }
                    if style::sized_button(ui, &tr("puzzles.show_answer"), each).clicked() {
                        run.show_answer(&mut settings);
                    }
                }
                if style::sized_button(ui, &tr("puzzles.retry"), each).clicked() {
                    start.write(StartPuzzle {
                        puzzle: p.clone(),
                        daily: run.daily,
                        from: run.from.clone(),
                    });
                }
                if style::sized_button(ui, &tr("puzzles.title"), each).clicked() {
                    screen.set(Screen::Puzzles);
                }
            });
        },
    );
    Ok(())
}

/// What the puzzle asks: "Home in 12 moves", …
fn task_text(run: &PuzzleRun) -> String {
    let p = &run.puzzle;
    match p.kind {
        Kind::Home => tr_with("puzzles.task_home", &[("par", &p.par)]),
        Kind::Order => tr_with("puzzles.task_order", &[("par", &p.par)]),
        Kind::Roll => tr_with("puzzles.task_roll", &[("par", &p.par)]),
        Kind::Crossing if run.attempt.returns_turn() => {
            tr_with("puzzles.task_crossing", &[("par", &p.par)])
        }
        Kind::Crossing => tr_with("puzzles.task_crossing_two", &[("par", &p.par)]),
    }
}

/// The count so far against the par (moves or captures, as the kind counts).
fn count_text(run: &PuzzleRun) -> String {
    let p = &run.puzzle;
    if p.kind.counts_moves() {
        tr_with(
            "puzzles.count_moves",
            &[("n", &run.attempt.score()), ("par", &p.par)],
        )
    } else {
        tr_with(
            "puzzles.count_captures",
            &[("n", &run.attempt.score()), ("par", &p.par)],
        )
    }
}

/// Once done: the stars, the rating and the next puzzle of the kind (from `set`); once the
/// answer is shown: the answer and the rating.
fn outcome(
    ui: &mut egui::Ui,
    look: &Look,
    run: &PuzzleRun,
    settings: &Settings,
    set: Option<&[Puzzle]>,
    full: f32,
    start: &mut MessageWriter<StartPuzzle>,
) {
    let p = &run.puzzle;
    if let Some(stars) = run.stars {
        ui.add_space(if look.narrow { 0.0 } else { 6.0 });
        style::label(
            ui,
            egui::RichText::new(format!(
                "{}  {}",
                stars_text(stars),
                stars_said(stars, p.kind)
            ))
            .font(look.bold(look.text_size * 1.2))
            .color(look.accent),
        );
        rating_change(ui, look, run, settings);
        ui.add_space(4.0);
        let next = set
            .and_then(|set| next_of(set, p.kind, p.band, settings))
            .filter(|n| n.id != p.id);
        if let Some(next) = next
            && style::primary_button(ui, &tr("puzzles.next"), full).clicked()
        {
            start.write(StartPuzzle {
                puzzle: next.clone(),
                daily: false,
                from: run.from.clone(),
            });
        }
        ui.add_space(4.0);
    } else if run.answer_shown {
        style::label(
            ui,
            egui::RichText::new(tr_with(
                "puzzles.answer",
                &[("moves", &p.solution.join(", "))],
            ))
            .color(look.text),
        );
        rating_change(ui, look, run, settings);
        ui.add_space(4.0);
    }
}
