//! The HUD while playing (egui): whose turn, "thinking…" while a computer searches, the seats
//! with their progress, who leads, what to do now, undo, redo, hint, animation speed, board
//! turning, the menu; notices; and the game-over ranking with rematch.

use crate::text::{tr, tr_with};
use std::time::Duration;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use petri_rules::{Seat, SeatStatus, Stage};

use super::anim::AnimSpeed;
use super::board::{BoardView, HintShown, show_hint};
use super::palette::{Palette, egui_colour};
use super::settings_ui::SettingsOpen;
use crate::ai::Computers;
use crate::interact::{Command, DieClicked};
use crate::notice::Notice;
use crate::screens::{InGame, Screen, Turn};
use crate::session::Session;
use crate::settings::{Rotation, Settings};
use crate::setup::GameSetup;
use crate::turn::{MovePlayed, PieceMoved, TurnInput, start_game};

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
    if session.seat(seat).kind.is_remote() {
        return tr_with("hud.prompt_remote", &[("who", &who)]);
    }
    if !session.seat(seat).kind.is_human() {
        return match turn {
            Turn::AiThinking | Turn::Rolling => tr_with("hud.prompt_thinking", &[("who", &who)]),
            _ => tr_with("hud.prompt_playing", &[("who", &who)]),
        };
    }
    let stage = session.game.stage();
    let key = match (turn, stage) {
        (Turn::AwaitingInput, _) => "hud.prompt_move",
        (Turn::Rolling, Stage::FirstRoll) => "hud.prompt_first_roll",
        (Turn::Rolling, _) => "hud.prompt_roll",
        (Turn::ChoosingDie, _) => "hud.prompt_choose_die",
        (Turn::Placing, Stage::Place { left: 1 }) => "hud.prompt_place_one",
        (Turn::Placing, _) => "hud.prompt_place",
        (Turn::Removing, Stage::Remove { left: 1 }) => "hud.prompt_remove_one",
        (Turn::Removing, _) => "hud.prompt_remove",
        (Turn::OrderingCaptures, _) => "hud.prompt_order_captures",
        _ => return String::new(),
    };
    let left = match stage {
        Stage::Place { left } | Stage::Remove { left } => left,
        _ => 0,
    };
    tr_with(key, &[("who", &who), ("left", &left)])
}

/// What the HUD reads and changes.
#[derive(SystemParam)]
struct Hud<'w, 's> {
    commands: Commands<'w, 's>,
    session: Option<Res<'w, Session>>,
    turn: Option<Res<'w, State<Turn>>>,
    computers: Res<'w, Computers>,
    view: ResMut<'w, BoardView>,
    speed: ResMut<'w, AnimSpeed>,
    settings: ResMut<'w, Settings>,
    settings_open: ResMut<'w, SettingsOpen>,
    palette: Res<'w, Palette>,
    hint: ResMut<'w, HintShown>,
    setup: Res<'w, GameSetup>,
    screen: ResMut<'w, NextState<Screen>>,
}

/// What the HUD's buttons send.
#[derive(SystemParam)]
struct HudButtons<'w> {
    input: MessageWriter<'w, TurnInput>,
    die: MessageWriter<'w, DieClicked>,
    command: MessageWriter<'w, Command>,
    // The web build has no Quit.
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    exit: MessageWriter<'w, AppExit>,
}

/// The HUD while playing: the top bar, the seats on the left, the prompt at the bottom; what
/// is left of the window is the board's.
fn hud(mut contexts: EguiContexts, mut h: Hud, mut out: HudButtons) -> Result {
    let Some(session) = h.session.take() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let turn = h.turn.as_ref().map(|t| *t.get());
    let mut root = super::root_ui(ctx, "hud");
    egui::Panel::top("top").show(&mut root, |ui| {
        ui.horizontal(|ui| {
            game_menu(ui, &mut h, &mut out, session.is_online());
            ui.separator();
            if session.is_replay() {
                replay_controls(ui, &session, &mut out.input, &mut h.screen);
            } else if session.is_online() {
                // Online games have no undo, and a hint would help one player only.
            } else {
                play_controls(ui, &session, &mut out.input, &mut h.hint);
            }
            ui.separator();
            board_controls(ui, &mut h.view, &mut h.settings, &mut h.speed);
        });
    });
    egui::Panel::left("seats")
        .resizable(false)
        .default_size(230.0)
        .show(&mut root, |ui| {
            seats_panel(ui, &session, turn, &h.computers, &h.palette);
        });
    egui::Panel::bottom("prompt").show(&mut root, |ui| {
        prompt_panel(ui, &session, turn, &h.hint, &mut out);
    });
    let r = root.available_rect_before_wrap();
    let area = Rect::new(r.min.x, r.min.y, r.max.x, r.max.y);
    if h.view.area != area {
        h.view.area = area;
    }
    Ok(())
}

/// Starts the same game again (the next seed: other dice, other computer choices).
fn rematch(commands: &mut Commands, setup: &GameSetup, screen: &mut NextState<Screen>) {
    let mut next = setup.clone();
    next.seed = next.seed.wrapping_add(1);
    let _ = start_game(commands, &next, screen);
    commands.insert_resource(next);
}

/// ☰ Menu: rematch, new game, settings, the title screen, quit.
fn game_menu(ui: &mut egui::Ui, h: &mut Hud, out: &mut HudButtons, online: bool) {
    ui.menu_button(tr("hud.menu"), |ui| {
        // Online, a new game is voted for in the room window.
        if !online && ui.button(tr("hud.rematch")).clicked() {
            rematch(&mut h.commands, &h.setup, &mut h.screen);
            ui.close();
        }
        if !online && ui.button(tr("hud.new_game_more")).clicked() {
            h.screen.set(Screen::NewGame);
            ui.close();
        }
        if ui.button(tr("hud.settings_more")).clicked() {
            h.settings_open.0 = true;
            ui.close();
        }
        if ui.button(tr("hud.title_screen")).clicked() {
            h.screen.set(Screen::Title);
            ui.close();
        }
        #[cfg(not(target_arch = "wasm32"))]
        if ui.button(tr("hud.quit")).clicked() {
            out.exit.write(AppExit::Success);
        }
        #[cfg(target_arch = "wasm32")]
        let _ = out;
    });
}

/// The replay viewer's buttons: to the start, back, forward, to the end, close.
fn replay_controls(
    ui: &mut egui::Ui,
    session: &Session,
    input: &mut MessageWriter<TurnInput>,
    screen: &mut NextState<Screen>,
) {
    let (at, total) = session.progress();
    ui.label(tr_with(
        "hud.replay_progress",
        &[("at", &at), ("total", &total)],
    ));
    let buttons = [
        (
            "⏮",
            "hud.to_the_start_home",
            TurnInput::Jump { forward: false },
        ),
        ("◀", "hud.back", TurnInput::Undo),
        ("▶", "hud.forward", TurnInput::Redo),
        ("⏭", "hud.to_the_end_end", TurnInput::Jump { forward: true }),
    ];
    for (label, tip, message) in buttons {
        if ui.button(label).on_hover_text(tr(tip)).clicked() {
            input.write(message);
        }
    }
    if ui.button(tr("hud.close")).clicked() {
        screen.set(Screen::Title);
    }
}

/// Undo, redo and hint while playing.
fn play_controls(
    ui: &mut egui::Ui,
    session: &Session,
    input: &mut MessageWriter<TurnInput>,
    hint: &mut HintShown,
) {
    if ui
        .add_enabled(session.can_undo(), egui::Button::new(tr("hud.undo")))
        .on_hover_text(tr("hud.ctrl_z"))
        .clicked()
    {
        input.write(TurnInput::Undo);
    }
    if ui
        .add_enabled(session.can_redo(), egui::Button::new(tr("hud.redo")))
        .on_hover_text(tr("hud.ctrl_y"))
        .clicked()
    {
        input.write(TurnInput::Redo);
    }
    if ui
        .add_enabled(session.is_human_turn(), egui::Button::new(tr("hud.hint")))
        .clicked()
    {
        show_hint(session, hint);
    }
}

/// Turning the board, colour options and the animation speed.
fn board_controls(
    ui: &mut egui::Ui,
    view: &mut BoardView,
    settings: &mut ResMut<Settings>,
    speed: &mut AnimSpeed,
) {
    ui.label(tr("hud.board"));
    if ui
        .button("⟲")
        .on_hover_text(tr("hud.turn_the_board"))
        .clicked()
    {
        view.manual_sixths += 1;
    }
    if ui
        .button("⟳")
        .on_hover_text(tr("hud.turn_the_board"))
        .clicked()
    {
        view.manual_sixths -= 1;
    }
    let s = settings.bypass_change_detection();
    let mut follow = s.rotation == Rotation::FollowPlayer;
    let mut reverse = s.reverse_colours;
    let mut factor = s.animation_speed;
    ui.checkbox(&mut follow, tr("hud.face_the_player"));
    ui.checkbox(&mut reverse, tr("hud.colour_start_triangles"))
        .on_hover_text(tr("hud.by_default_each_target_triangle"));
    ui.separator();
    ui.label(tr("hud.animations"));
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
    if rotation != s.rotation || reverse != s.reverse_colours || factor != s.animation_speed {
        settings.rotation = rotation;
        settings.reverse_colours = reverse;
        settings.animation_speed = factor;
    }
    if ui.button("⏭").on_hover_text(tr("hud.skip_space")).clicked() {
        speed.skip = true;
    }
}

/// The game's title and every seat: colour, name, who leads, whose turn, progress, thinking.
fn seats_panel(
    ui: &mut egui::Ui,
    session: &Session,
    turn: Option<Turn>,
    computers: &Computers,
    palette: &Palette,
) {
    ui.add_space(6.0);
    let title = match session.rules.petri_options() {
        Some(o) => tr_with("hud.title_petri", &[("captures", &o.captures)]),
        None => tr_with("hud.title_checkers", &[("players", &session.rules.players)]),
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
                    ui.label("★").on_hover_text(tr("hud.leads"));
                }
                if to_move {
                    ui.label("◀");
                }
            });
            let kind = session.seat_kind_label(seat);
            ui.small(tr_with(
                "hud.seat_kind",
                &[("seat", &seat), ("kind", &kind)],
            ));
            match session.game.seat_status(seat) {
                SeatStatus::Petri { hand, board, cup } => {
                    ui.label(tr_with(
                        "hud.petri_counts",
                        &[("hand", &hand), ("board", &board), ("cup", &cup)],
                    ));
                }
                SeatStatus::Race { moves, home, total } => {
                    let s = if moves == 1 { "" } else { "s" };
                    ui.label(format!("{moves} move{s} · home {home}/{total}"));
                }
            }
            if to_move
                && info.kind.is_computer()
                && (computers.is_thinking() || turn == Some(Turn::AiThinking))
            {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(tr("hud.thinking_more"));
                });
            }
        });
    }
}

/// What to do now, the buttons for it (roll, the dice, the capture order), and the hint.
fn prompt_panel(
    ui: &mut egui::Ui,
    session: &Session,
    turn: Option<Turn>,
    hint: &HintShown,
    out: &mut HudButtons,
) {
    ui.horizontal(|ui| {
        if let Some(turn) = turn {
            ui.label(egui::RichText::new(prompt(session, turn)).size(16.0));
        }
        if session.is_human_turn() {
            match turn {
                Some(Turn::Rolling) if ui.button(tr("hud.roll_the_dice")).clicked() => {
                    out.command.write(Command::Roll);
                }
                Some(Turn::ChoosingDie) => {
                    if let Some(d) = session.game.dice() {
                        for (i, v) in d.iter().enumerate() {
                            if ui.button(format!("use {v}")).clicked() {
                                out.die.write(DieClicked(i));
                            }
                        }
                    }
                }
                Some(Turn::OrderingCaptures) => {
                    if ui
                        .button(tr("hud.best_order"))
                        .on_hover_text(tr("hud.b_the_order_that_captures"))
                        .clicked()
                    {
                        out.command.write(Command::BestOrder);
                    }
                    if ui.button(tr("hud.check_the_rest")).clicked() {
                        out.command.write(Command::CheckRest);
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
    egui::Window::new(tr("hud.game_over"))
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            let ranking = session.ranking();
            let all_shared = ranking.len() == 1 && session.rules.players > 1;
            if all_shared {
                ui.heading(tr("hud.a_draw"));
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
                // Online: the room window proposes a new game; the room is left there too.
                if session.is_online() {
                    if ui.button(tr("hud.online_room")).clicked() {
                        screen.set(Screen::Online);
                    }
                    return;
                }
                if ui.button(tr("hud.rematch")).clicked() {
                    rematch(&mut commands, &setup, &mut screen);
                }
                if ui.button(tr("hud.new_game_more")).clicked() {
                    screen.set(Screen::NewGame);
                }
                if ui.button(tr("hud.title_screen")).clicked() {
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
