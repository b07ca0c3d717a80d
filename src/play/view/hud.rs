//! The HUD while playing (egui), in the theme's style: a bar across the top (the menu, undo,
//! redo, hint, turning the board, the animation speed, the chat), the seats with their
//! progress (whose turn, who leads, "thinking…" while a computer searches), what to do now at
//! the bottom; and the notices over every screen. On a narrow window the bar keeps the menu
//! and the chat only (everything else is in the menu, a button that shows every option), and the seats are a strip of chips under it: the board takes the rest.

use crate::core::text::{tr, tr_with};
use std::time::Duration;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use petri_rules::{Seat, Stage};

use crate::core::ai::Computers;
use crate::core::games::SeatProgress;
use crate::core::notice::{Notice, NoticeAt};
use crate::core::pieces::HolesOnScreen;
use crate::core::screens::{InGame, Overlay, Screen, Turn};
use crate::core::session::Session;
use crate::core::settings::{Rotation, Settings};
use crate::core::setup::GameSetup;
use crate::core::turn::{MovePlayed, PieceMoved, TurnInput, start_game};
use crate::online::view::room::{ChatPanel, room_contents};
use crate::online::{Online, OnlineRequest};
use crate::play::interact::{Command, DieClicked};
use crate::view::anim::AnimSpeed;
use crate::view::board::{BoardCover, BoardView, HintShown, show_hint};
use crate::view::palette::{Palette, egui_colour};
use crate::view::style::{self, Look, UiSet};
use bevy_egui::EguiClipboard;
use petri_rules::Hole;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Notices>()
        .init_resource::<SeatLines>()
        .init_resource::<HudFree>()
        .init_resource::<PromptFoot>()
        .add_message::<HudPressed>()
        .add_systems(Update, (collect_notices, clear_hint))
        .add_systems(OnEnter(InGame), (forget_notices, forget_prompt_foot))
        .add_systems(
            EguiPrimaryContextPass,
            (
                (seat_lines, hud, fit_board, follow_hud)
                    .chain()
                    .run_if(in_state(InGame)),
                capture_counts.run_if(in_state(InGame)),
                show_notices,
            )
                .chain()
                .in_set(UiSet::Screens),
        );
}

/// Recent notices with the time they arrived; those about a hole on the board are shown next
/// to it instead of on the notice line.
#[derive(Resource, Default)]
pub struct Notices(Vec<(String, Duration)>, Vec<(Hole, String, Duration)>);

const NOTICE_TIME: Duration = Duration::from_secs(5);

/// A new board shows nothing said about the last one ("You have no move and pass" from one
/// lesson stayed up over the next).
fn forget_notices(mut notices: ResMut<Notices>) {
    notices.0.clear();
    notices.1.clear();
}

/// How long a line next to a hole stays.
const HOLE_NOTICE_TIME: Duration = Duration::from_secs(4);

fn collect_notices(
    (mut incoming, mut at): (MessageReader<Notice>, MessageReader<NoticeAt>),
    mut notices: ResMut<Notices>,
    holes: Res<HolesOnScreen>,
    time: Res<Time<Real>>,
    mut pace: ResMut<crate::view::pace::Pace>,
) {
    let now = time.elapsed();
    let mut placed = Vec::new();
    for NoticeAt { hole, text } in at.read() {
        if holes.get(*hole).is_some() {
            // One line a hole: the newest.
            notices.1.retain(|(h, _, _)| h != hole);
            notices.1.push((*hole, text.clone(), now));
            placed.push(text.clone());
        }
    }
    for Notice(text) in incoming.read() {
        if let Some(i) = placed.iter().position(|t| t == text) {
            placed.swap_remove(i);
            continue;
        }
        notices.0.push((text.clone(), now));
    }
    notices
        .1
        .retain(|(_, text, t)| now.saturating_sub(*t) < HOLE_NOTICE_TIME + reading_time(text));
    if notices.1.len() > 3 {
        let n = notices.1.len();
        notices.1.drain(..n - 3);
    }
    // Long notices (a broken file and where it went) stay longer.
    notices
        .0
        .retain(|(text, t)| now.saturating_sub(*t) < NOTICE_TIME + reading_time(text));
    let n = notices.0.len();
    if n > 4 {
        notices.0.drain(..n - 4);
    }
    // A notice on show goes when its time is up.
    if !notices.0.is_empty() || !notices.1.is_empty() {
        pace.within(Duration::from_secs(1));
    }
}

/// Long notices (a broken file and where it went) stay longer.
fn reading_time(text: &str) -> Duration {
    Duration::from_millis(60 * text.len() as u64)
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

/// A seat as the prompt names it: "You", or its name as shown on its card.
fn seat_label(session: &Session, seat: Seat) -> String {
    session.names().name(seat)
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
        (Turn::Placing, _) => "hud.prompt_place",
        (Turn::Removing, _) => "hud.prompt_remove",
        (Turn::OrderingCaptures, _) if session.is_puzzle() => "hud.prompt_order_yourself",
        (Turn::OrderingCaptures, _) => "hud.prompt_order_captures",
        _ => return String::new(),
    };
    let left = match stage {
        Stage::Place { left } | Stage::Remove { left } => left,
        _ => 0,
    };
    tr_with(key, &[("who", &who), ("left", &left)])
}

/// What the HUD reads and changes while it draws (what its buttons change elsewhere goes
/// out as messages: [`HudButtons`]).
#[derive(SystemParam)]
struct Hud<'w> {
    session: Option<Res<'w, Session>>,
    turn: Option<Res<'w, State<Turn>>>,
    lines: ResMut<'w, SeatLines>,
    settings: ResMut<'w, Settings>,
    palette: Res<'w, Palette>,
    hint: Res<'w, HintShown>,
    online: Res<'w, Online>,
    chat: ResMut<'w, ChatPanel>,
    clipboard: ResMut<'w, EguiClipboard>,
    free: ResMut<'w, HudFree>,
    foot: ResMut<'w, PromptFoot>,
    cover: Res<'w, BoardCover>,
}

/// What the HUD's buttons send.
#[derive(SystemParam)]
struct HudButtons<'w> {
    input: MessageWriter<'w, TurnInput>,
    die: MessageWriter<'w, DieClicked>,
    command: MessageWriter<'w, Command>,
    requests: MessageWriter<'w, OnlineRequest>,
    pressed: MessageWriter<'w, HudPressed>,
}

/// A HUD button that changes something besides the turn: the menu's ways out, the hint, the
/// board's turning, skipping an animation. [`follow_hud`] carries them out in the frame.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum HudPressed {
    /// The same game again (the next seed).
    Rematch,
    NewGame,
    /// How to play, open at the game on the table.
    HowToPlay,
    Settings,
    /// The title screen (also a replay's Close).
    Title,
    Quit,
    /// A hint for the person to move.
    Hint,
    /// Finish the animation under way.
    Skip,
    /// Turn the board by hand, in sixths (+1 anticlockwise).
    TurnBoard(i8),
}

/// What the seats show besides the game: whether a computer is thinking, and each online
/// seat's rating and clock (none offline). Gathered before the HUD draws.
#[derive(Resource, Default)]
struct SeatLines {
    thinking: bool,
    online: Vec<OnlineSeat>,
}

/// What the HUD's panels leave of the window, in egui's points, whether the window is narrow
/// (a phone), and the top of the prompt's card over the board's foot on a wide window: the
/// board's room and the dice's floor (see [`fit_board`]).
#[derive(Resource, Default, PartialEq)]
struct HudFree(Option<egui::Rect>, bool, Option<f32>);

/// The tallest the prompt card has been in this game (egui points): the board is fitted above
/// it (nothing of the board hidden under it), and keeps its size when the prompt grows or shrinks from turn to turn.
/// Only a height shown two frames running counts (an area's first frame is a sizing pass,
/// laid out at any width).
#[derive(Resource, Default)]
struct PromptFoot {
    tallest: f32,
    last: f32,
}

impl PromptFoot {
    fn saw(&mut self, height: f32) {
        if (height - self.last).abs() < 0.5 {
            self.tallest = self.tallest.max(height);
        }
        self.last = height;
    }
}

/// A new board starts with the prompt's room measured again.
fn forget_prompt_foot(mut foot: ResMut<PromptFoot>) {
    *foot = PromptFoot::default();
}

/// Whether a computer is thinking, each online seat's rating and clock.
fn seat_lines(
    session: Option<Res<Session>>,
    turn: Option<Res<State<Turn>>>,
    computers: Res<Computers>,
    online: Res<Online>,
    time: Res<Time<Real>>,
    mut lines: ResMut<SeatLines>,
) {
    let Some(session) = session else {
        return;
    };
    let turn = turn.map(|t| *t.get());
    lines.thinking = computers.is_thinking() || turn == Some(Turn::AiThinking);
    lines.online = online_seats(&online, time.elapsed(), &session);
}

/// The board takes what the HUD leaves of the window, in window pixels.
fn fit_board(
    free: Res<HudFree>,
    cover: Res<BoardCover>,
    side: Res<crate::core::marks::BoardSide>,
    settings: Res<Settings>,
    mut view: ResMut<BoardView>,
) {
    let HudFree(Some(mut r), narrow, prompt) = *free else {
        return;
    };
    // A card over the board's top on a phone: the board goes below it.
    if narrow && cover.top > r.min.y && cover.top + 120.0 < r.max.y {
        r.min.y = cover.top + 4.0;
    }
    // A panel beside the board (the theme editor, a lesson's card): the board goes left of it.
    let right = side.right.max(cover.right);
    if right > 0.0 && r.max.x - right > r.min.x + 200.0 {
        r.max.x -= right;
    }
    if side.bottom > 0.0 && r.max.y - side.bottom > r.min.y + 120.0 {
        r.max.y -= side.bottom;
    }
    // egui points to logical window pixels (the interface zoom).
    let z = settings.ui_scale;
    let area = Rect::new(r.min.x * z, r.min.y * z, r.max.x * z, r.max.y * z);
    if view.area != area {
        view.area = area;
    }
    let floor = prompt.map(|top| (top - 6.0) * z);
    if view.floor != floor {
        view.floor = floor;
    }
}

/// What the HUD's buttons change (see [`HudPressed`]).
#[derive(SystemParam)]
struct HudEffects<'w, 's> {
    commands: Commands<'w, 's>,
    session: Option<Res<'w, Session>>,
    setup: Res<'w, GameSetup>,
    screen: ResMut<'w, NextState<Screen>>,
    overlay: ResMut<'w, NextState<Overlay>>,
    topic: ResMut<'w, crate::core::screens::HelpTopic>,
    hint: ResMut<'w, HintShown>,
    speed: ResMut<'w, AnimSpeed>,
    view: ResMut<'w, BoardView>,
}

/// Carries out the HUD's buttons, in the frame they were pressed.
fn follow_hud(
    mut pressed: MessageReader<HudPressed>,
    mut fx: HudEffects,
    mut exit: MessageWriter<AppExit>,
) {
    for &press in pressed.read() {
        match press {
            HudPressed::Rematch => rematch(&mut fx.commands, &fx.setup, &mut fx.screen),
            HudPressed::NewGame => fx.screen.set(Screen::NewGame),
            HudPressed::HowToPlay => {
                // The part of the game on the table.
                if let Some(session) = &fx.session {
                    fx.topic.topic = session.rules.game_name().to_owned();
                }
                fx.overlay.set(Overlay::Rules);
            }
            HudPressed::Settings => fx.overlay.set(Overlay::Settings),
            HudPressed::Title => fx.screen.set(Screen::Title),
            HudPressed::Quit => {
                exit.write(AppExit::Success);
            }
            HudPressed::Hint => {
                if let Some(session) = &fx.session {
                    show_hint(session, &mut fx.hint);
                }
            }
            HudPressed::Skip => fx.speed.skip = true,
            HudPressed::TurnBoard(sixths) => fx.view.manual_sixths += i32::from(sixths),
        }
    }
}

/// The HUD while playing: the top bar, the seats on the left (a strip on a narrow window),
/// the prompt at the bottom; what is left of the window is the board's.
fn hud(mut contexts: EguiContexts, mut h: Hud, mut out: HudButtons) -> Result {
    let Some(session) = h.session.take() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let look = Look::get(ctx);
    let turn = h.turn.as_ref().map(|t| *t.get());
    let extras = std::mem::take(&mut h.lines.online);
    let mut root = crate::view::root_ui(ctx, "hud");
    let clear = egui::Frame::NONE.inner_margin(egui::Margin::symmetric(10, 6));
    egui::Panel::top("top").frame(clear).show(&mut root, |ui| {
        look.card()
            .inner_margin(egui::Margin::symmetric(8, 6))
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.horizontal(|ui| top_bar(ui, &look, &session, &mut h, &mut out));
            });
    });
    if look.narrow {
        let strip = egui::Panel::top("seat strip")
            .frame(clear)
            .show(&mut root, |ui| {
                seat_strip(ui, &look, &session, h.lines.thinking, &h.palette, &extras);
            });
        // A lesson's, a puzzle's or the review's card goes under it (one row or two).
        style::set_strip_bottom(ctx, strip.response.rect.bottom());
    }
    // A replay on a phone: its steps at the thumb, under the board (the bar has no room).
    if look.narrow && session.is_replay() {
        egui::Panel::bottom("replay steps")
            .frame(clear)
            .show(&mut root, |ui| {
                look.card()
                    .inner_margin(egui::Margin::symmetric(10, 6))
                    .show(ui, |ui| {
                        ui.set_width(ui.available_width());
                        replay_steps(ui, &session, &mut out.input);
                    });
            });
    }
    if !look.narrow {
        egui::Panel::left("seats")
            .resizable(false)
            .frame(clear)
            .default_size(250.0)
            .show(&mut root, |ui| {
                seats_panel(ui, &look, &session, h.lines.thinking, &h.palette, &extras);
            });
    }
    let mut free = root.available_rect_before_wrap();
    // What to do now, centred under the board (beside the seats' column on a wide window);
    // the board is fitted above it.
    // A lesson's, a puzzle's or the review's card at the right takes its width of the room.
    let mut room = free;
    if !look.narrow && h.cover.right > 0.0 && room.width() - h.cover.right > 200.0 {
        room.max.x -= h.cover.right;
    }
    let card = prompt_panel(ctx, &look, &session, turn, &h.hint, room, &mut out);
    if let Some(card) = card {
        h.foot.saw(free.max.y - card.top());
    }
    // At least a one-line prompt's room from the first frame, so the board does not move
    // once the prompt is measured. A wide window's star may reach under the prompt by its
    // bare wooden tip (no hole is there).
    let least = look.text_size * 1.5 + 48.0;
    let foot = match look.narrow {
        true => h.foot.tallest.max(least),
        false => (h.foot.tallest.max(least) - 24.0).max(0.0),
    };
    if free.height() - foot > 160.0 {
        free.max.y -= foot;
    }
    let over_foot = card.filter(|_| !look.narrow).map(|c| c.top());
    h.free
        .set_if_neq(HudFree(Some(free), look.narrow, over_foot));
    Ok(())
}

/// The bar across the top: the menu, the game, and (on a wide window) the controls.
fn top_bar(ui: &mut egui::Ui, look: &Look, session: &Session, h: &mut Hud, out: &mut HudButtons) {
    game_menu(ui, look, session, h, out);
    let title = egui::RichText::new(game_title(session)).font(look.bold(look.text_size));
    // The controls take their room from the right first; the title has the rest, cut with
    // "…" when a long one (a long translation) would run under them.
    let title = |ui: &mut egui::Ui| {
        ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
            ui.add(egui::Label::new(title).truncate());
        });
    };
    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
        if session.is_online() {
            let unread = h.online.client.unread;
            let label = if unread > 0 && !h.chat.open {
                tr_with("online.chat_unread", &[("n", &unread)])
            } else {
                tr("online.chat")
            };
            if style::chip(ui, h.chat.open || unread > 0, &label).clicked() {
                h.chat.open = !h.chat.open;
            }
        }
        if look.narrow {
            title(ui);
            return;
        }
        board_controls(ui, look, &mut out.pressed);
        ui.separator();
        if session.is_replay() {
            replay_controls(ui, session, &mut out.input, &mut out.pressed);
        } else if !session.is_online() {
            // Online games have no undo, and a hint would help one player only.
            play_controls(ui, session, &mut out.input, &mut out.pressed);
        }
        title(ui);
    });
}

/// "Chinese checkers, 2 players" or "Petri, sequential captures".
fn game_title(session: &Session) -> String {
    crate::core::games::title(&session.rules)
}

/// Starts the same game again (the next seed: other dice, other computer choices).
fn rematch(commands: &mut Commands, setup: &GameSetup, screen: &mut NextState<Screen>) {
    let mut next = setup.clone();
    next.seed = next.seed.wrapping_add(1);
    let _ = start_game(commands, &next, screen);
    commands.insert_resource(next);
}

/// ☰ Menu: rematch, new game, settings, the title screen, quit; on a narrow window also the
/// controls of the bar and the online room.
fn game_menu(ui: &mut egui::Ui, look: &Look, session: &Session, h: &mut Hud, out: &mut HudButtons) {
    let online = session.is_online();
    let response = style::icon_button(ui, "☰", &tr("hud.menu"));
    egui::Popup::menu(&response)
        .close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside)
        .show(|ui| {
            ui.set_min_width(if look.narrow { 300.0 } else { 220.0 });
            if look.narrow {
                if session.is_replay() {
                    replay_controls(ui, session, &mut out.input, &mut out.pressed);
                } else if !online {
                    ui.horizontal(|ui| {
                        play_controls(ui, session, &mut out.input, &mut out.pressed)
                    });
                }
                ui.horizontal_wrapped(|ui| board_controls(ui, look, &mut out.pressed));
                follow_options(ui, &mut h.settings);
                ui.separator();
                if online && let Some(room) = h.online.client.room.clone() {
                    room_contents(
                        ui,
                        look,
                        &h.online,
                        &room,
                        session,
                        &mut h.chat,
                        &mut out.requests,
                        &mut h.clipboard,
                    );
                    ui.separator();
                }
            } else {
                follow_options(ui, &mut h.settings);
                ui.separator();
            }
            // Online, a new game is voted for in the room.
            if !online && style::button(ui, &tr("hud.rematch")).clicked() {
                out.pressed.write(HudPressed::Rematch);
                ui.close();
            }
            if !online && style::button(ui, &tr("hud.new_game_more")).clicked() {
                out.pressed.write(HudPressed::NewGame);
                ui.close();
            }
            if style::button(ui, &tr("hud.how_to_play_more")).clicked() {
                out.pressed.write(HudPressed::HowToPlay);
                ui.close();
            }
            if style::button(ui, &tr("hud.settings_more")).clicked() {
                out.pressed.write(HudPressed::Settings);
                ui.close();
            }
            if style::button(ui, &tr("hud.title_screen")).clicked() {
                out.pressed.write(HudPressed::Title);
                ui.close();
            }
            #[cfg(not(target_arch = "wasm32"))]
            if style::button(ui, &tr("hud.quit")).clicked() {
                out.pressed.write(HudPressed::Quit);
            }
        });
}

/// Turning the board to face the player, the start triangles' colours, the animation speed.
fn follow_options(ui: &mut egui::Ui, settings: &mut ResMut<Settings>) {
    let s = settings.bypass_change_detection();
    let mut follow = s.rotation == Rotation::FollowPlayer;
    let mut reverse = s.reverse_colours;
    let mut factor = s.animation_speed;
    ui.checkbox(&mut follow, tr("hud.face_the_player"));
    ui.checkbox(&mut reverse, tr("hud.colour_start_triangles"))
        .on_hover_text(tr("hud.by_default_each_target_triangle"));
    ui.horizontal(|ui| {
        style::label(ui, tr("hud.animations"));
        ui.add(
            egui::Slider::new(&mut factor, 0.25..=4.0)
                .logarithmic(true)
                .suffix("×"),
        );
    });
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
}

/// The replay viewer's buttons: to the start, back, forward, to the end, close.
fn replay_controls(
    ui: &mut egui::Ui,
    session: &Session,
    input: &mut MessageWriter<TurnInput>,
    pressed: &mut MessageWriter<HudPressed>,
) {
    ui.horizontal(|ui| {
        if style::button(ui, &tr("hud.close")).clicked() {
            pressed.write(HudPressed::Title);
        }
        let buttons = [
            ("⏭", "hud.to_the_end_end", TurnInput::Jump { forward: true }),
            ("▶", "hud.forward", TurnInput::Redo),
            ("◀", "hud.back", TurnInput::Undo),
            (
                "⏮",
                "hud.to_the_start_home",
                TurnInput::Jump { forward: false },
            ),
        ];
        for (label, tip, message) in buttons {
            if style::icon_button(ui, label, &tr(tip)).clicked() {
                input.write(message);
            }
        }
        let (at, total) = session.progress();
        style::label(
            ui,
            tr_with("hud.replay_progress", &[("at", &at), ("total", &total)]),
        );
    });
}

/// The replay's steps on a phone, left to right: to the start, back, where, forward, to the end.
fn replay_steps(ui: &mut egui::Ui, session: &Session, input: &mut MessageWriter<TurnInput>) {
    let (at, total) = session.progress();
    let steps = [
        (
            "⏮",
            "hud.to_the_start_home",
            TurnInput::Jump { forward: false },
        ),
        ("◀", "hud.back", TurnInput::Undo),
        ("", "", TurnInput::Undo),
        ("▶", "hud.forward", TurnInput::Redo),
        ("⏭", "hud.to_the_end_end", TurnInput::Jump { forward: true }),
    ];
    ui.columns(steps.len(), |columns| {
        for (ui, (label, tip, message)) in columns.iter_mut().zip(steps) {
            ui.vertical_centered(|ui| {
                if label.is_empty() {
                    ui.add_space(8.0);
                    style::label(ui, format!("{at} / {total}"));
                } else if style::icon_button(ui, label, &tr(tip)).clicked() {
                    input.write(message);
                }
            });
        }
    });
}

/// Undo, redo and hint while playing.
fn play_controls(
    ui: &mut egui::Ui,
    session: &Session,
    input: &mut MessageWriter<TurnInput>,
    pressed: &mut MessageWriter<HudPressed>,
) {
    let hint_button = ui
        .add_enabled_ui(session.is_human_turn(), |ui| {
            style::button(ui, &tr("hud.hint"))
        })
        .inner;
    if hint_button.clicked() {
        pressed.write(HudPressed::Hint);
    }
    let redo = ui
        .add_enabled_ui(session.can_redo(), |ui| style::button(ui, &tr("hud.redo")))
        .inner
        .on_hover_text(tr("hud.ctrl_y"));
    if redo.clicked() {
        input.write(TurnInput::Redo);
    }
    let undo = ui
        .add_enabled_ui(session.can_undo(), |ui| style::button(ui, &tr("hud.undo")))
        .inner
        .on_hover_text(tr("hud.ctrl_z"));
    if undo.clicked() {
        input.write(TurnInput::Undo);
    }
}

/// Turning the board by hand, the animation speed and skipping an animation.
fn board_controls(ui: &mut egui::Ui, look: &Look, pressed: &mut MessageWriter<HudPressed>) {
    if style::icon_button(ui, "⏭", &tr("hud.skip_space")).clicked() {
        pressed.write(HudPressed::Skip);
    }
    let _ = look;
    if style::icon_button(ui, "⟳", &tr("hud.turn_the_board")).clicked() {
        pressed.write(HudPressed::TurnBoard(-1));
    }
    if style::icon_button(ui, "⟲", &tr("hud.turn_the_board")).clicked() {
        pressed.write(HudPressed::TurnBoard(1));
    }
}

/// Every seat: its colour, name, who plays it, its progress, whose turn it is, who leads.
/// What an online seat shows besides its name: its player's rating, its clock.
#[derive(Default)]
struct OnlineSeat {
    rating: Option<String>,
    /// The time left, whether it runs, whether it is low (under ten seconds).
    clock: Option<(String, bool, bool)>,
}

/// Each seat's rating and clock in an online game (none offline).
fn online_seats(online: &Online, now: Duration, session: &Session) -> Vec<OnlineSeat> {
    if !session.is_online() {
        return Vec::new();
    }
    let room = online.client.room.as_ref();
    (0..usize::from(session.rules.players))
        .map(|i| OnlineSeat {
            rating: room
                .and_then(|r| r.seats.get(i))
                .and_then(|s| s.rating.as_ref())
                .map(crate::online::rating_text),
            clock: online.clock_left(i, now).map(|ms| {
                (
                    crate::online::clock_text(ms),
                    online.clock_runs(i),
                    ms < 10_000,
                )
            }),
        })
        .collect()
}

/// A seat's clock as a small pill: lit while it runs, red when low.
fn clock_pill(ui: &mut egui::Ui, look: &Look, (text, running, low): &(String, bool, bool)) {
    let colour = if *low && *running {
        egui::Color32::from_rgb(226, 72, 62)
    } else if *running {
        look.accent
    } else {
        look.weak
    };
    egui::Frame::new()
        .fill(style::fade(colour, if *running { 0.18 } else { 0.08 }))
        .stroke(egui::Stroke::new(1.0, style::fade(colour, 0.6)))
        .corner_radius(8)
        .inner_margin(egui::Margin::symmetric(6, 1))
        .show(ui, |ui| {
            style::label(
                ui,
                egui::RichText::new(text.as_str())
                    .font(look.bold(look.text_size * 0.85))
                    .color(if *running { look.text } else { look.weak }),
            );
        });
}

fn seats_panel(
    ui: &mut egui::Ui,
    look: &Look,
    session: &Session,
    thinking: bool,
    palette: &Palette,
    extras: &[OnlineSeat],
) {
    let leader = session.leader();
    let seats: Vec<Seat> = (0..session.rules.players)
        .map(Seat)
        .filter(|&s| session.shows_seat(s))
        .collect();
    // A lesson's, a puzzle's or the review's card at the column's foot: the seats keep above
    // it, each on fewer lines when the full cards would not fit, and scroll if even those
    // do not.
    let card = style::board_card_height(ui.ctx());
    let room = (ui.available_height() - card).max(80.0);
    let full_id = egui::Id::new("seat card height");
    let full = ui
        .ctx()
        .data(|d| d.get_temp::<f32>(full_id))
        .unwrap_or(128.0);
    let compact = card > 0.0 && full * seats.len() as f32 > room;
    // The short cards' room together: a short card as last drawn (a guess before) for each.
    let short_id = egui::Id::new("short seat card height");
    let short = ui
        .ctx()
        .data(|d| d.get_temp::<f32>(short_id))
        .unwrap_or(74.0);
    style::set_seats_least(ui.ctx(), short * seats.len() as f32);
    let mut drawn = 0.0;
    egui::ScrollArea::vertical()
        .max_height(room)
        .show(ui, |ui| {
            for &seat in &seats {
                let shown = seat_card(
                    ui,
                    look,
                    session,
                    seat,
                    compact,
                    (leader == Some(seat), thinking),
                    palette,
                    extras.get(usize::from(seat.0)),
                );
                drawn += shown + 6.0;
                if !compact {
                    ui.ctx().data_mut(|d| d.insert_temp(full_id, shown + 6.0));
                }
                ui.add_space(6.0);
            }
        });
    if compact && !seats.is_empty() {
        let each = drawn / seats.len() as f32;
        ui.ctx().data_mut(|d| d.insert_temp(short_id, each));
    }
}

/// One seat in the column: its marble, name (a star if it leads, its rating online), who
/// plays it, its progress and clock; `compact` leaves out who plays it and narrows the margins.
/// Returns the card's height.
#[allow(clippy::too_many_arguments)]
fn seat_card(
    ui: &mut egui::Ui,
    look: &Look,
    session: &Session,
    seat: Seat,
    compact: bool,
    (leads, thinking): (bool, bool),
    palette: &Palette,
    extra: Option<&OnlineSeat>,
) -> f32 {
    let info = session.seat(seat);
    let to_move = seat == session.to_move() && !session.is_over();
    let margin = egui::Margin::same(if compact { 6 } else { 10 });
    let frame = if to_move {
        look.card()
            .inner_margin(margin)
            .fill(style::mix(look.panel, look.accent, 0.18))
            .stroke(egui::Stroke::new(2.0, look.accent))
    } else {
        look.card()
            .inner_margin(margin)
            .shadow(look.drop_shadow(0.2))
    };
    let shown = frame.show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal(|ui| {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(26.0, 26.0), egui::Sense::hover());
            style::marble(
                ui.painter(),
                rect.center(),
                10.0,
                egui_colour(palette.seat(info.colour)),
            );
            ui.vertical(|ui| {
                ui.horizontal(|ui| {
                    style::label(
                        ui,
                        egui::RichText::new(&info.name).font(look.bold(look.text_size)),
                    );
                    if leads {
                        style::label(ui, egui::RichText::new("★").color(look.accent))
                            .on_hover_text(tr("hud.leads"));
                    }
                    if let Some(r) = extra.and_then(|e| e.rating.as_ref()) {
                        style::label(
                            ui,
                            egui::RichText::new(r)
                                .color(look.weak)
                                .size(look.text_size * 0.85),
                        )
                        .on_hover_text(tr("online.rating"));
                    }
                });
                if !compact {
                    let kind = session.seat_kind_label(seat);
                    style::label(
                        ui,
                        egui::RichText::new(tr_with(
                            "hud.seat_kind",
                            &[("seat", &seat), ("kind", &kind)],
                        ))
                        .color(look.weak)
                        .size(look.text_size * 0.8),
                    );
                }
            });
        });
        progress(ui, look, session, seat);
        if let Some(c) = extra.and_then(|e| e.clock.as_ref()) {
            clock_pill(ui, look, c);
        }
        if to_move && info.kind.is_computer() && thinking {
            ui.horizontal(|ui| {
                ui.spinner();
                style::label(
                    ui,
                    egui::RichText::new(tr("hud.thinking_more")).color(look.weak),
                );
            });
        }
    });
    shown.response.rect.height()
}

/// A seat's progress: a bar of its marbles home (Chinese checkers), or its hand, board and cup
/// (Petri).
fn progress(ui: &mut egui::Ui, look: &Look, session: &Session, seat: Seat) {
    match crate::core::games::seat_progress(session.game.seat_status(seat)) {
        SeatProgress::Counts(line) => {
            style::label(ui, egui::RichText::new(line).size(look.text_size * 0.85));
        }
        SeatProgress::Bar { share, line } => {
            let (rect, _) =
                ui.allocate_exact_size(egui::vec2(ui.available_width(), 6.0), egui::Sense::hover());
            ui.painter()
                .rect_filled(rect, 3.0, style::fade(look.text, 0.12));
            let mut done = rect;
            done.set_width(rect.width() * share);
            ui.painter().rect_filled(done, 3.0, look.accent);
            style::label(
                ui,
                egui::RichText::new(line)
                    .color(look.weak)
                    .size(look.text_size * 0.8),
            );
        }
    }
}

/// The seats as a strip of chips (narrow windows): colour, name, marbles home; the seat to
/// move lit.
fn seat_strip(
    ui: &mut egui::Ui,
    look: &Look,
    session: &Session,
    thinking: bool,
    palette: &Palette,
    extras: &[OnlineSeat],
) {
    // As many chips to a row as fit: four or six seats in a long language take two rows
    // (a phone's board is as wide as the screen and has height to spare). Each chip's width
    // is the one it had last frame (egui's wrapping layouts grow instead of wrapping).
    let seats: Vec<Seat> = (0..session.rules.players)
        .map(Seat)
        .filter(|&s| session.shows_seat(s))
        .collect();
    let id = |s: Seat| egui::Id::new(("seat chip width", s.0));
    let gap = ui.spacing().item_spacing.x;
    let room = ui.available_width();
    let mut rows: Vec<Vec<Seat>> = Vec::new();
    let mut used = 0.0;
    for &seat in &seats {
        let w = ui
            .ctx()
            .data(|d| d.get_temp::<f32>(id(seat)))
            .unwrap_or(110.0);
        match rows.last_mut() {
            Some(row) if used + gap + w <= room => {
                row.push(seat);
                used += gap + w;
            }
            _ => {
                rows.push(vec![seat]);
                used = w;
            }
        }
    }
    for (i, row) in rows.iter().enumerate() {
        if i > 0 {
            ui.add_space(4.0);
        }
        ui.horizontal(|ui| {
            for &seat in row {
                let w = seat_chip(ui, look, session, seat, thinking, palette, extras);
                ui.ctx().data_mut(|d| d.insert_temp(id(seat), w));
            }
        });
    }
}

/// One seat's chip in the strip; returns its width.
fn seat_chip(
    ui: &mut egui::Ui,
    look: &Look,
    session: &Session,
    seat: Seat,
    thinking: bool,
    palette: &Palette,
    extras: &[OnlineSeat],
) -> f32 {
    let info = session.seat(seat);
    let to_move = seat == session.to_move() && !session.is_over();
    let frame = egui::Frame::new()
        .fill(if to_move {
            style::mix(look.panel, look.accent, 0.25)
        } else {
            look.panel
        })
        .stroke(egui::Stroke::new(
            if to_move { 2.0 } else { 1.0 },
            if to_move { look.accent } else { look.edge },
        ))
        .corner_radius(18)
        .inner_margin(egui::Margin::symmetric(8, 4));
    let shown = frame.show(ui, |ui| {
        ui.horizontal(|ui| {
            let (rect, _) = ui.allocate_exact_size(egui::vec2(18.0, 18.0), egui::Sense::hover());
            style::marble(
                ui.painter(),
                rect.center(),
                7.0,
                egui_colour(palette.seat(info.colour)),
            );
            style::label(
                ui,
                egui::RichText::new(&info.name).font(look.bold(look.text_size * 0.9)),
            );
            let extra = crate::core::games::seat_score(session.game.seat_status(seat));
            style::label(
                ui,
                egui::RichText::new(extra)
                    .color(look.weak)
                    .size(look.text_size * 0.8),
            );
            if let Some(c) = extras
                .get(usize::from(seat.0))
                .and_then(|e| e.clock.as_ref())
            {
                clock_pill(ui, look, c);
            }
            if to_move && info.kind.is_computer() && thinking {
                ui.spinner();
            }
        });
    });
    shown.response.rect.width()
}

/// What to do now, the buttons for it (roll, the dice, the capture order), and the hint: a
/// card at the bottom, centred.
fn prompt_panel(
    ctx: &egui::Context,
    look: &Look,
    session: &Session,
    turn: Option<Turn>,
    hint: &HintShown,
    room: egui::Rect,
    out: &mut HudButtons,
) -> Option<egui::Rect> {
    let text = turn.map(|t| prompt(session, t)).unwrap_or_default();
    let has_buttons = session.is_human_turn()
        && matches!(
            turn,
            Some(Turn::Rolling | Turn::ChoosingDie | Turn::OrderingCaptures)
        );
    if text.is_empty() && hint.0.is_none() && !has_buttons {
        return None;
    }
    let window = ctx.content_rect();
    let width = room.width() - 24.0;
    // Centred in the board's room, just above whatever is under it (a phone's replay steps).
    let offset = egui::vec2(
        room.center().x - window.center().x,
        room.max.y - window.max.y - 8.0,
    );
    let shown = egui::Area::new(egui::Id::new("prompt"))
        .anchor(egui::Align2::CENTER_BOTTOM, offset)
        .order(egui::Order::Middle)
        .show(ctx, |ui| {
            look.card()
                .inner_margin(egui::Margin::symmetric(16, 8))
                .show(ui, |ui| {
                    ui.set_max_width(width - 32.0);
                    ui.horizontal_wrapped(|ui| {
                        style::label(ui, egui::RichText::new(text).size(look.text_size * 1.05));
                        // On a phone the buttons take a row of their own under the words.
                        if look.narrow && has_buttons {
                            ui.end_row();
                        }
                        if session.is_human_turn() {
                            match turn {
                                Some(Turn::Rolling)
                                    if style::chip(ui, true, &tr("hud.roll_the_dice"))
                                        .clicked() =>
                                {
                                    out.command.write(Command::Roll);
                                }
                                Some(Turn::ChoosingDie) => {
                                    if let Some(d) = session.game.dice() {
                                        for (i, v) in d.iter().enumerate() {
                                            if style::chip(
                                                ui,
                                                true,
                                                &crate::core::games::explain::die_effect(
                                                    &session.game,
                                                    *v,
                                                ),
                                            )
                                            .clicked()
                                            {
                                                out.die.write(DieClicked(i));
                                            }
                                        }
                                    }
                                }
                                Some(Turn::OrderingCaptures) => {
                                    if !session.is_puzzle()
                                        && style::chip(ui, true, &tr("hud.best_order"))
                                            .on_hover_text(tr("hud.b_the_order_that_captures"))
                                            .clicked()
                                    {
                                        out.command.write(Command::BestOrder);
                                    }
                                    if style::chip(ui, false, &tr("hud.check_the_rest")).clicked() {
                                        out.command.write(Command::CheckRest);
                                    }
                                }
                                _ => {}
                            }
                        }
                        if let Some(h) = &hint.0 {
                            ui.separator();
                            style::label(
                                ui,
                                egui::RichText::new(&h.text)
                                    .color(egui::Color32::from_rgb(255, 215, 64)),
                            );
                        }
                    });
                });
        });
    Some(shown.response.rect)
}

/// A line next to a hole on the board (a refusal, a piece's count), above it.
/// A small card over a hole (`at`: its logical window position): a count, a refusal.
pub fn hole_label(ctx: &egui::Context, look: &Look, id: egui::Id, at: Vec2, text: &str) {
    // Hole positions are logical window pixels; egui works in points (the interface zoom).
    let z = ctx.zoom_factor().max(0.1);
    let pos = egui::pos2(at.x / z, at.y / z - 14.0);
    let width = (ctx.content_rect().width() - 24.0).clamp(120.0, 320.0);
    egui::Area::new(id)
        .fixed_pos(pos)
        .pivot(egui::Align2::CENTER_BOTTOM)
        .constrain(true)
        .interactable(false)
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            look.card()
                .inner_margin(egui::Margin::symmetric(10, 5))
                .stroke(egui::Stroke::new(1.5, look.accent))
                .show(ui, |ui| {
                    ui.set_max_width(width);
                    style::label(ui, egui::RichText::new(text).size(look.text_size * 0.9));
                });
        });
}

/// Petri's capture step: the hovered piece's neighbours counted next to it (enemy against
/// friendly) and whether it falls when checked now. (A tap checks the piece: the turn machine
/// then shows its count there.)
fn capture_counts(
    mut contexts: EguiContexts,
    session: Option<Res<Session>>,
    turn: Option<Res<State<Turn>>>,
    hovered: Res<crate::view::board::Hovered>,
    (holes, notices): (Res<HolesOnScreen>, Res<Notices>),
) -> Result {
    let (Some(session), Some(turn), Some(hole)) = (session, turn, hovered.0) else {
        return Ok(());
    };
    // A line already stands there (the count of the piece just checked).
    if *turn.get() != Turn::OrderingCaptures || notices.1.iter().any(|(h, _, _)| *h == hole) {
        return Ok(());
    }
    let Some(at) = holes.get(hole) else {
        return Ok(());
    };
    let Some(count) = crate::core::games::explain::crowding(&session.game, hole) else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let look = Look::get(ctx);
    hole_label(
        ctx,
        &look,
        egui::Id::new("capture count"),
        at,
        &count.text(),
    );
    Ok(())
}

/// Notices float at the top of every screen, as cards; those about a hole stand next to it.
fn show_notices(
    mut contexts: EguiContexts,
    notices: Res<Notices>,
    holes: Res<HolesOnScreen>,
) -> Result {
    if notices.0.is_empty() && notices.1.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let look = Look::get(ctx);
    for (hole, text, _) in &notices.1 {
        if let Some(at) = holes.get(*hole) {
            let id = egui::Id::new(("hole notice", hole.index()));
            hole_label(ctx, &look, id, at, text);
        }
    }
    if notices.0.is_empty() {
        return Ok(());
    }
    let area = ctx.content_rect();
    let width = (area.width() - 24.0).min(640.0);
    // Under the top bar; on a phone under the seats' strip too (not over the chips).
    let top = match style::strip_bottom(ctx) {
        Some(b) if look.narrow => b - area.min.y + 4.0,
        _ => 64.0,
    };
    egui::Area::new(egui::Id::new("notices"))
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, top))
        .interactable(false)
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            ui.set_max_width(width);
            for (text, _) in &notices.0 {
                look.card()
                    .inner_margin(egui::Margin::symmetric(14, 8))
                    .stroke(egui::Stroke::new(1.5, look.accent))
                    .show(ui, |ui| {
                        ui.set_max_width(width - 28.0);
                        style::label(ui, text);
                    });
                ui.add_space(6.0);
            }
        });
    Ok(())
}
