//! The HUD while playing (egui): whose turn, "thinking…" while a computer searches, the seats
//! with their progress, who leads, what to do now, undo, redo, hint, animation speed, board
//! turning, the menu; notices; and the game-over ranking with rematch.

use std::time::Duration;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use petri_rules::{PetriPhase, Seat};

use super::anim::AnimSpeed;
use super::board::{BoardView, HintShown, dice_to_choose, show_hint};
use super::palette::{Palette, egui_colour};
use super::settings_ui::SettingsOpen;
use crate::ai::Computers;
use crate::interact::DieClicked;
use crate::screens::{InGame, Screen, Turn};
use crate::session::Session;
use crate::settings::{Rotation, Settings};
use crate::setup::{GameSetup, SeatKind};
use crate::turn::{MovePlayed, Notice, PieceMoved, TurnInput, start_game};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Notices>()
        .add_systems(Update, (collect_notices, clear_hint))
        .add_systems(
            EguiPrimaryContextPass,
            (
                (hud, game_over.run_if(in_state(Screen::GameOver)))
                    .chain()
                    .run_if(in_state(InGame)),
                show_notices,
            )
                .chain(),
        );
}

/// Recent notices with the time they arrived.
#[derive(Resource, Default)]
pub struct Notices(Vec<(String, Duration)>);

const NOTICE_TIME: Duration = Duration::from_secs(5);

fn collect_notices(
    mut incoming: MessageReader<Notice>,
    mut notices: ResMut<Notices>,
    time: Res<Time<Real>>,
) {
    let now = time.elapsed();
    for Notice(text) in incoming.read() {
        notices.0.push((text.clone(), now));
    }
    // Long notices (a broken file and where it went) stay longer.
    notices.0.retain(|(text, t)| {
        now.saturating_sub(*t) < NOTICE_TIME + Duration::from_millis(60 * text.len() as u64)
    });
    let n = notices.0.len();
    if n > 4 {
        notices.0.drain(..n - 4);
    }
}

fn clear_hint(
    mut hint: ResMut<HintShown>,
    mut moves: MessageReader<MovePlayed>,
    mut pieces: MessageReader<PieceMoved>,
    turn: Option<Res<State<Turn>>>,
) {
    let moved = moves.read().count() + pieces.read().count() > 0;
    let thinking = turn.is_some_and(|t| *t.get() == Turn::AiThinking);
    if (moved || thinking) && hint.0.is_some() {
        hint.0 = None;
    }
}

fn seat_label(session: &Session, seat: Seat) -> String {
    let s = session.seat(seat);
    format!("{} ({})", s.name, seat)
}

/// What the player is asked to do now.
fn prompt(session: &Session, turn: Turn) -> String {
    let seat = session.to_move();
    let who = seat_label(session, seat);
    if !session.seat(seat).kind.is_human() {
        return match turn {
            Turn::AiThinking | Turn::Rolling => format!("{who} is thinking…"),
            _ => format!("{who} is playing"),
        };
    }
    match (turn, session.petri().map(|s| s.phase())) {
        (Turn::AwaitingInput, _) => format!("{who}: pick a marble, then a hole"),
        (Turn::Rolling, Some(PetriPhase::FirstRoll { .. })) => {
            format!("{who}: roll for the first turn (click the dice or press Space)")
        }
        (Turn::Rolling, _) => format!("{who}: roll the dice (click them or press Space)"),
        (Turn::ChoosingDie, _) => format!("{who}: choose a die (click it, or press 1 or 2)"),
        (Turn::Placing, Some(PetriPhase::Place { left })) => {
            format!(
                "{who}: place {left} more piece{}",
                if left == 1 { "" } else { "s" }
            )
        }
        (Turn::Removing, Some(PetriPhase::Remove { left })) => {
            format!(
                "{who}: take back {left} more piece{}",
                if left == 1 { "" } else { "s" }
            )
        }
        (Turn::OrderingCaptures, _) => {
            format!("{who}: check pieces for capture in your order, or use the best order")
        }
        _ => String::new(),
    }
}

#[allow(clippy::too_many_arguments)]
fn hud(
    mut contexts: EguiContexts,
    mut commands: Commands,
    session: Option<Res<Session>>,
    turn: Option<Res<State<Turn>>>,
    computers: Res<Computers>,
    mut view: ResMut<BoardView>,
    mut speed: ResMut<AnimSpeed>,
    mut settings: ResMut<Settings>,
    mut settings_open: ResMut<SettingsOpen>,
    palette: Res<Palette>,
    mut hint: ResMut<HintShown>,
    setup: Res<GameSetup>,
    mut input: MessageWriter<TurnInput>,
    mut die: MessageWriter<DieClicked>,
    mut screen: ResMut<NextState<Screen>>,
    // The web build has no Quit.
    #[cfg_attr(target_arch = "wasm32", allow(unused_mut, unused_variables))]
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let Some(session) = session else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let turn = turn.map(|t| *t.get());
    let human_turn = session.is_human_turn();

    let mut root = super::root_ui(ctx, "hud");
    egui::Panel::top("top").show(&mut root, |ui| {
        ui.horizontal(|ui| {
            ui.menu_button("☰ Menu", |ui| {
                if ui.button("Rematch").clicked() {
                    let mut next = setup.clone();
                    next.seed = next.seed.wrapping_add(1);
                    let _ = start_game(&mut commands, &next, &mut screen);
                    commands.insert_resource(next);
                    ui.close();
                }
                if ui.button("New game…").clicked() {
                    screen.set(Screen::NewGame);
                    ui.close();
                }
                if ui.button("Settings…").clicked() {
                    settings_open.0 = true;
                    ui.close();
                }
                if ui.button("Title screen").clicked() {
                    screen.set(Screen::Title);
                    ui.close();
                }
                #[cfg(not(target_arch = "wasm32"))]
                if ui.button("Quit").clicked() {
                    exit.write(AppExit::Success);
                }
            });
            ui.separator();
            if session.replay {
                let (at, total) = session.progress();
                ui.label(format!("Replay: move {at} of {total}"));
                if ui
                    .button("⏮")
                    .on_hover_text("to the start (Home)")
                    .clicked()
                {
                    input.write(TurnInput::Jump { forward: false });
                }
                if ui.button("◀").on_hover_text("back (←)").clicked() {
                    input.write(TurnInput::Undo);
                }
                if ui.button("▶").on_hover_text("forward (→)").clicked() {
                    input.write(TurnInput::Redo);
                }
                if ui.button("⏭").on_hover_text("to the end (End)").clicked() {
                    input.write(TurnInput::Jump { forward: true });
                }
                if ui.button("Close").clicked() {
                    screen.set(Screen::Title);
                }
            } else if ui
                .add_enabled(session.can_undo(), egui::Button::new("Undo"))
                .on_hover_text("Ctrl+Z")
                .clicked()
            {
                input.write(TurnInput::Undo);
            }
            if !session.replay
                && ui
                    .add_enabled(session.can_redo(), egui::Button::new("Redo"))
                    .on_hover_text("Ctrl+Y")
                    .clicked()
            {
                input.write(TurnInput::Redo);
            }
            if !session.replay
                && ui
                    .add_enabled(human_turn, egui::Button::new("Hint"))
                    .clicked()
            {
                show_hint(&session, &mut hint);
            }
            ui.separator();
            ui.label("Board");
            if ui.button("⟲").on_hover_text("turn the board").clicked() {
                view.manual_sixths += 1;
            }
            if ui.button("⟳").on_hover_text("turn the board").clicked() {
                view.manual_sixths -= 1;
            }
            let s = settings.bypass_change_detection();
            let mut follow = s.rotation == Rotation::FollowPlayer;
            let mut reverse = s.reverse_colours;
            let mut factor = s.animation_speed;
            ui.checkbox(&mut follow, "face the player");
            ui.checkbox(&mut reverse, "colour start triangles")
                .on_hover_text("by default each target triangle has its colour set's colour");
            ui.separator();
            ui.label("Animations");
            ui.add(
                egui::Slider::new(&mut factor, 0.25..=4.0)
                    .logarithmic(true)
                    .suffix("×"),
            );
            let rotation = if follow {
                Rotation::FollowPlayer
            } else {
                Rotation::Fixed
            };
            if rotation != s.rotation || reverse != s.reverse_colours || factor != s.animation_speed
            {
                settings.rotation = rotation;
                settings.reverse_colours = reverse;
                settings.animation_speed = factor;
            }
            if ui.button("⏭").on_hover_text("skip (Space)").clicked() {
                speed.skip = true;
            }
        });
    });

    egui::Panel::left("seats")
        .resizable(false)
        .default_size(230.0)
        .show(&mut root, |ui| {
            ui.add_space(6.0);
            let title = if session.is_petri() {
                format!(
                    "Petri — {}",
                    session
                        .rules
                        .petri_options()
                        .map(|o| o.captures.to_string())
                        .unwrap_or_default()
                )
            } else {
                format!("Chinese checkers — {} players", session.rules.players)
            };
            ui.heading(title);
            ui.add_space(6.0);
            let leader = session.leader();
            for s in 0..session.rules.players {
                let seat = Seat(s);
                let info = session.seat(seat);
                let to_move = seat == session.to_move() && !session.is_over();
                let frame = egui::Frame::group(ui.style()).fill(if to_move {
                    ui.visuals().selection.bg_fill.gamma_multiply(0.35)
                } else {
                    ui.visuals().panel_fill
                });
                frame.show(ui, |ui| {
                    ui.set_width(ui.available_width());
                    ui.horizontal(|ui| {
                        let (rect, _) =
                            ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
                        ui.painter().circle_filled(
                            rect.center(),
                            7.0,
                            egui_colour(palette.seat(info.colour)),
                        );
                        ui.strong(&info.name);
                        if leader == Some(seat) {
                            ui.label("★").on_hover_text("leads");
                        }
                        if to_move {
                            ui.label("◀");
                        }
                    });
                    let kind = match info.kind {
                        SeatKind::Human => "human".to_string(),
                        SeatKind::Ai(l) => format!("computer, {l}"),
                    };
                    ui.small(format!("seat {seat} · {kind}"));
                    if let Some(st) = session.petri() {
                        ui.label(format!(
                            "hand {} · on board {} · cup {}",
                            st.hand(seat),
                            st.pieces(seat).count(),
                            st.cup(seat)
                        ));
                    } else if let Some(g) = session.checkers() {
                        let (home, total) = session.home_count(seat);
                        let n = g.moves_made(seat);
                        let s = if n == 1 { "" } else { "s" };
                        ui.label(format!("{n} move{s} · home {home}/{total}"));
                    }
                    if to_move
                        && !info.kind.is_human()
                        && (computers.is_thinking() || turn == Some(Turn::AiThinking))
                    {
                        ui.horizontal(|ui| {
                            ui.spinner();
                            ui.label("thinking…");
                        });
                    }
                });
            }
        });

    egui::Panel::bottom("prompt").show(&mut root, |ui| {
        ui.horizontal(|ui| {
            if let Some(turn) = turn {
                ui.label(egui::RichText::new(prompt(&session, turn)).size(16.0));
            }
            if human_turn {
                match turn {
                    Some(Turn::Rolling) if ui.button("Roll the dice").clicked() => {
                        input.write(TurnInput::RollDice);
                    }
                    Some(Turn::ChoosingDie) => {
                        if let Some(d) = dice_to_choose(&session) {
                            for (i, v) in d.iter().enumerate() {
                                if ui.button(format!("use {v}")).clicked() {
                                    die.write(DieClicked(i));
                                }
                            }
                        }
                    }
                    Some(Turn::OrderingCaptures) => {
                        if ui
                            .button("Best order")
                            .on_hover_text("B: the order that captures most")
                            .clicked()
                        {
                            input.write(TurnInput::BestOrder);
                        }
                        if ui.button("Check the rest").clicked() {
                            input.write(TurnInput::Petri(petri_rules::PetriAction::CheckRest));
                        }
                    }
                    _ => {}
                }
            }
            if let Some(h) = &hint.0 {
                ui.separator();
                ui.label(egui::RichText::new(&h.text).color(egui::Color32::from_rgb(255, 215, 64)));
            }
        });
    });

    // What is left is the board's.
    let r = root.available_rect_before_wrap();
    let area = Rect::new(r.min.x, r.min.y, r.max.x, r.max.y);
    if view.area != area {
        view.area = area;
    }
    Ok(())
}

/// Notices float at the top of every screen.
fn show_notices(mut contexts: EguiContexts, notices: Res<Notices>) -> Result {
    if notices.0.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    egui::Area::new(egui::Id::new("notices"))
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 48.0))
        .interactable(false)
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            ui.set_max_width(640.0);
            for (text, _) in &notices.0 {
                egui::Frame::popup(ui.style()).show(ui, |ui| {
                    ui.label(text);
                });
            }
        });
    Ok(())
}

fn game_over(
    mut contexts: EguiContexts,
    mut commands: Commands,
    palette: Res<Palette>,
    session: Option<Res<Session>>,
    setup: Res<GameSetup>,
    mut screen: ResMut<NextState<Screen>>,
) -> Result {
    let Some(session) = session else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("Game over")
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            let ranking = session.ranking();
            let all_shared = ranking.len() == 1 && session.rules.players > 1;
            if all_shared {
                ui.heading("A draw");
            }
            egui::Grid::new("ranking").striped(true).show(ui, |ui| {
                for p in &ranking {
                    let shared = p.seats.len() > 1;
                    ui.strong(format!(
                        "{}{}",
                        ordinal(p.place),
                        if shared { " (shared)" } else { "" }
                    ));
                    ui.vertical(|ui| {
                        for &s in &p.seats {
                            ui.horizontal(|ui| {
                                let (rect, _) = ui.allocate_exact_size(
                                    egui::vec2(14.0, 14.0),
                                    egui::Sense::hover(),
                                );
                                ui.painter().circle_filled(
                                    rect.center(),
                                    6.0,
                                    egui_colour(palette.seat(session.seat(s).colour)),
                                );
                                ui.label(seat_label(&session, s));
                            });
                        }
                    });
                    ui.label(&p.detail);
                    ui.end_row();
                }
            });
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                if ui.button("Rematch").clicked() {
                    let mut next = setup.clone();
                    next.seed = next.seed.wrapping_add(1);
                    let _ = start_game(&mut commands, &next, &mut screen);
                    commands.insert_resource(next);
                }
                if ui.button("New game…").clicked() {
                    screen.set(Screen::NewGame);
                }
                if ui.button("Title screen").clicked() {
                    screen.set(Screen::Title);
                }
            });
        });
    Ok(())
}

fn ordinal(n: u8) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, 11) | (2, 12) | (3, 13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}
