//! What people see of online play (egui, every text through the language table): the online
//! screen (name, region, connect, public rooms by mode, friends rooms, the room waiting for
//! players), and in a game the room window (room name, leave, votes, chat, status, winners),
//! the connection light in the lower-left corner and the turn marker in the lower-right one.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::winit::{UpdateMode, WinitSettings};
use bevy_egui::{EguiClipboard, EguiContexts, EguiPrimaryContextPass, egui};
use petri_net::{ClientMessage, LEVELS, Mode, RoomStatus, VoteKind};
use petri_rules::{Preset, Seat};

use super::{Light, Link, Online, OnlineRequest};
use crate::screens::{InGame, Screen};
use crate::session::Session;
use crate::settings::Settings;
use crate::setup::preset_label;
use crate::text::{tr, tr_with};
use crate::view::palette::{Palette, egui_colour};

pub fn plugin(app: &mut App) {
    app.init_resource::<OnlineUi>()
        .add_systems(Update, poll_often)
        .add_systems(
            EguiPrimaryContextPass,
            (
                online_screen.run_if(in_state(Screen::Online)),
                room_window.run_if(in_state(InGame)),
                chat_window,
                corners,
            )
                .chain(),
        );
}

/// What the online screens remember between frames.
#[derive(Resource)]
pub struct OnlineUi {
    /// A friends room's name typed or pasted.
    pub room: String,
    /// The friends room to create: its game and players.
    pub preset: Preset,
    pub players: u8,
    pub chat_open: bool,
    pub chat_line: String,
    /// The leader shown (seed 002's game status; players agree whether to look).
    pub status: bool,
    /// The computer level a room's creator adds.
    pub level: usize,
}

impl Default for OnlineUi {
    fn default() -> Self {
        OnlineUi {
            room: String::new(),
            preset: Preset::Classic,
            players: 2,
            chat_open: false,
            chat_line: String::new(),
            status: false,
            level: 2,
        }
    }
}

/// While connected the game wakes at least 4 times a second (twice in the background) for
/// its timers (the window otherwise draws only on input; what the socket hears wakes it at
/// once); the settings before are restored on disconnecting. A scripted run that draws every
/// frame is left as it is. (It woke 20 times a second before the socket could wake it.)
fn poll_often(
    online: Res<Online>,
    mut winit: ResMut<WinitSettings>,
    mut saved: Local<Option<(UpdateMode, UpdateMode)>>,
) {
    let want = online.link != Link::Disconnected;
    match (want, *saved) {
        (true, None) => {
            if matches!(winit.focused_mode, UpdateMode::Continuous) {
                return;
            }
            *saved = Some((winit.focused_mode, winit.unfocused_mode));
            winit.focused_mode = UpdateMode::reactive(std::time::Duration::from_millis(250));
            winit.unfocused_mode =
                UpdateMode::reactive_low_power(std::time::Duration::from_millis(500));
        }
        (false, Some((focused, unfocused))) => {
            winit.focused_mode = focused;
            winit.unfocused_mode = unfocused;
            *saved = None;
        }
        _ => {}
    }
}

/// A mode for people: "classic, 2 players".
pub fn mode_label(mode: Mode) -> String {
    tr_with(
        "online.mode",
        &[
            ("rules", &preset_label(mode.rules)),
            ("players", &mode.players),
        ],
    )
}

/// What the online screen reads and changes.
#[derive(SystemParam)]
struct Screens<'w> {
    online: Res<'w, Online>,
    settings: ResMut<'w, Settings>,
    ui: ResMut<'w, OnlineUi>,
    requests: MessageWriter<'w, OnlineRequest>,
    screen: ResMut<'w, NextState<Screen>>,
    clipboard: ResMut<'w, EguiClipboard>,
    palette: Res<'w, Palette>,
}

fn online_screen(mut contexts: EguiContexts, mut s: Screens) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = crate::view::root_ui(ctx, "online");
    egui::CentralPanel::default().show(&mut root, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.heading(tr("online.title"));
            ui.add_space(8.0);
            connection_rows(ui, &mut s);
            ui.separator();
            let in_room = s.online.client.room.is_some();
            if in_room {
                room_rows(ui, &mut s);
            } else if s.online.ready() {
                public_rows(ui, &mut s);
                ui.separator();
                friends_rows(ui, &mut s);
            } else {
                ui.label(tr("online.connect_first"));
            }
            ui.add_space(12.0);
            if ui.button(tr("menu.back")).clicked() {
                s.screen.set(Screen::Title);
            }
        });
    });
    Ok(())
}

/// Name, region, connect and disconnect.
fn connection_rows(ui: &mut egui::Ui, s: &mut Screens) {
    egui::Grid::new("connection")
        .num_columns(2)
        .spacing([12.0, 8.0])
        .show(ui, |ui| {
            ui.label(tr("online.your_name"));
            let mut name = s.settings.player_name.clone();
            ui.add(
                egui::TextEdit::singleline(&mut name)
                    .char_limit(petri_net::NAME_MAX)
                    .hint_text(tr("online.anonymous"))
                    .desired_width(220.0),
            );
            if name != s.settings.player_name {
                s.settings.player_name = name;
            }
            ui.end_row();

            ui.label(tr("online.region"));
            ui.horizontal(|ui| {
                let current = s
                    .settings
                    .server
                    .min(s.settings.servers.len().saturating_sub(1));
                let label = s
                    .settings
                    .servers
                    .get(current)
                    .map(|e| e.name.clone())
                    .unwrap_or_default();
                let mut chosen = current;
                egui::ComboBox::from_id_salt("region")
                    .selected_text(label)
                    .show_ui(ui, |ui| {
                        for (i, e) in s.settings.servers.iter().enumerate() {
                            ui.selectable_value(&mut chosen, i, &e.name)
                                .on_hover_text(&e.url);
                        }
                    });
                if chosen != s.settings.server {
                    s.settings.server = chosen;
                }
                let url = s
                    .settings
                    .servers
                    .get(chosen)
                    .map(|e| e.url.clone())
                    .unwrap_or_default();
                ui.label(egui::RichText::new(&url).weak().small());
                if s.online.link == Link::Disconnected {
                    if ui.button(tr("online.connect")).clicked() {
                        s.requests.write(OnlineRequest::Connect {
                            url,
                            name: s.settings.player_name.clone(),
                        });
                    }
                } else if ui.button(tr("online.disconnect")).clicked() {
                    s.requests.write(OnlineRequest::Disconnect);
                }
            });
            ui.end_row();

            ui.label(tr("online.connection"));
            ui.label(link_text(&s.online));
            ui.end_row();
        });
}

fn link_text(online: &Online) -> String {
    match (online.light(), online.link) {
        (Light::Green, _) => tr_with("online.connected_to", &[("url", &online.url)]),
        (_, Link::Retrying { .. }) => tr("online.reconnecting"),
        (Light::Yellow, _) => tr("online.connecting"),
        _ => tr("online.disconnected"),
    }
}

/// Public rooms: every mode, one click to a seat.
fn public_rows(ui: &mut egui::Ui, s: &mut Screens) {
    ui.heading(tr("online.public_rooms"));
    ui.label(egui::RichText::new(tr("online.public_help")).weak());
    egui::Grid::new("public")
        .num_columns(2)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            for preset in Preset::ALL {
                ui.label(preset_label(preset));
                ui.horizontal(|ui| {
                    for mode in Mode::all().into_iter().filter(|m| m.rules == preset) {
                        let text = tr_with("online.players_n", &[("n", &mode.players)]);
                        if ui.button(text).on_hover_text(mode_label(mode)).clicked() {
                            s.requests
                                .write(OnlineRequest::Ask(ClientMessage::QuickJoin { mode }));
                        }
                    }
                });
                ui.end_row();
            }
        });
}

/// Friends rooms: create one for a mode, or join one by its name.
fn friends_rows(ui: &mut egui::Ui, s: &mut Screens) {
    ui.heading(tr("online.friends_rooms"));
    ui.horizontal(|ui| {
        ui.label(tr("online.create_for"));
        egui::ComboBox::from_id_salt("friends_preset")
            .selected_text(preset_label(s.ui.preset))
            .show_ui(ui, |ui| {
                for preset in Preset::ALL {
                    ui.selectable_value(&mut s.ui.preset, preset, preset_label(preset));
                }
            });
        if !s.ui.preset.player_counts().contains(&s.ui.players) {
            s.ui.players = 2;
        }
        for &n in s.ui.preset.player_counts() {
            if ui
                .selectable_label(s.ui.players == n, n.to_string())
                .clicked()
            {
                s.ui.players = n;
            }
        }
        if ui.button(tr("online.create")).clicked() {
            let mode = Mode {
                rules: s.ui.preset,
                players: s.ui.players,
            };
            s.requests
                .write(OnlineRequest::Ask(ClientMessage::CreateRoom {
                    mode: Some(mode),
                    rules: None,
                }));
        }
    });
    ui.horizontal(|ui| {
        ui.label(tr("online.room_name"));
        ui.add(
            egui::TextEdit::singleline(&mut s.ui.room)
                .hint_text(tr("online.paste_here"))
                .desired_width(140.0),
        );
        if ui.button(tr("online.paste")).clicked()
            && let Some(text) = s.clipboard.get_text()
        {
            s.ui.room = text.trim().to_owned();
        }
        let name = petri_net::room_name(&s.ui.room);
        for (key, watch) in [("online.join", false), ("online.watch", true)] {
            if ui
                .add_enabled(name.is_ok(), egui::Button::new(tr(key)))
                .clicked()
                && let Ok(room) = &name
            {
                let room = room.clone();
                s.requests.write(OnlineRequest::Ask(if watch {
                    ClientMessage::Watch { room }
                } else {
                    ClientMessage::Join { room }
                }));
            }
        }
        if let (Err(why), false) = (&name, s.ui.room.trim().is_empty()) {
            ui.colored_label(egui::Color32::from_rgb(230, 90, 80), why);
        }
    });
}

/// The room while it waits for players (or after a cancelled game).
fn room_rows(ui: &mut egui::Ui, s: &mut Screens) {
    let Some(room) = s.online.client.room.clone() else {
        return;
    };
    room_name_row(ui, &room, &mut s.clipboard);
    ui.label(&room.name);
    let key = match room.status {
        RoomStatus::Waiting => "online.waiting_for_players",
        RoomStatus::Playing => "online.playing",
        RoomStatus::Over => "online.over",
        RoomStatus::Cancelled => "online.cancelled",
    };
    ui.label(egui::RichText::new(tr(key)).strong());
    ui.add_space(6.0);
    egui::Grid::new("room_seats")
        .num_columns(3)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            for (i, seat) in room.seats.iter().enumerate() {
                let colour = petri_net::COLOURS
                    .iter()
                    .position(|c| *c == seat.colour)
                    .unwrap_or(i);
                ui.horizontal(|ui| {
                    let (rect, _) =
                        ui.allocate_exact_size(egui::vec2(14.0, 14.0), egui::Sense::hover());
                    ui.painter().circle_filled(
                        rect.center(),
                        6.0,
                        egui_colour(s.palette.seat(colour)),
                    );
                    ui.label(format!("{}", Seat(i as u8)));
                });
                match (&seat.name, &seat.computer) {
                    (Some(name), _) => {
                        let you = room.you == Some(i as u8);
                        let mut text = egui::RichText::new(name);
                        if you {
                            text = text.strong();
                        }
                        ui.label(text);
                    }
                    (None, _) => {
                        ui.label(egui::RichText::new(tr("online.free_seat")).weak());
                    }
                }
                if room.creator && seat.name.is_none() && room.status == RoomStatus::Waiting {
                    ui.horizontal(|ui| {
                        egui::ComboBox::from_id_salt(("level", i))
                            .selected_text(LEVELS[s.ui.level.min(LEVELS.len() - 1)])
                            .show_ui(ui, |ui| {
                                for (k, l) in LEVELS.iter().enumerate() {
                                    ui.selectable_value(&mut s.ui.level, k, *l);
                                }
                            });
                        if ui.button(tr("online.add_computer")).clicked() {
                            s.requests
                                .write(OnlineRequest::Ask(ClientMessage::AddComputer {
                                    seat: i as u8,
                                    level: LEVELS[s.ui.level.min(LEVELS.len() - 1)].into(),
                                }));
                        }
                    });
                } else {
                    ui.label(seat_state(seat));
                }
                ui.end_row();
            }
        });
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        if ui.button(tr("online.leave")).clicked() {
            s.requests.write(OnlineRequest::Leave);
        }
        if ui.button(tr("online.chat")).clicked() {
            s.ui.chat_open = true;
        }
        let ended = matches!(room.status, RoomStatus::Cancelled | RoomStatus::Over);
        if ended && room.you.is_some() && ui.button(tr("online.new_game")).clicked() {
            s.requests.write(OnlineRequest::Ask(ClientMessage::Propose {
                kind: VoteKind::NewGame,
                seat: None,
            }));
        }
    });
}

fn seat_state(seat: &petri_net::SeatView) -> String {
    if seat.name.is_none() && seat.computer.is_none() {
        return String::new();
    }
    match (&seat.computer, seat.connected, seat.vanished) {
        (Some(level), _, _) => tr_with("online.computer", &[("level", level)]),
        (None, true, _) => tr("online.here"),
        (None, false, true) => tr("online.vanished"),
        (None, false, false) => tr("online.gone"),
    }
}

/// The room's name with one click to copy it (red for a public room: nothing to share).
fn room_name_row(ui: &mut egui::Ui, room: &super::client::Room, clipboard: &mut EguiClipboard) {
    ui.horizontal(|ui| {
        ui.label(tr("online.room"));
        let mut text = egui::RichText::new(&room.room)
            .monospace()
            .size(20.0)
            .strong();
        if room.public {
            text = text.color(egui::Color32::from_rgb(220, 60, 60));
        }
        ui.label(text);
        if !room.public
            && ui
                .button(tr("online.copy"))
                .on_hover_text(tr("online.copy_help"))
                .clicked()
        {
            clipboard.set_text(&room.room);
        }
        // The web build: a link that opens the page straight into the room.
        if !room.public
            && let Some(link) = crate::web::room_link(&room.room)
            && ui
                .button(tr("online.copy_link"))
                .on_hover_text(tr_with("online.copy_link_help", &[("link", &link)]))
                .clicked()
        {
            clipboard.set_text(&link);
        }
    });
}

/// What the room window reads and changes.
#[derive(SystemParam)]
struct RoomWindow<'w> {
    online: Res<'w, Online>,
    session: Option<Res<'w, Session>>,
    ui: ResMut<'w, OnlineUi>,
    requests: MessageWriter<'w, OnlineRequest>,
    clipboard: ResMut<'w, EguiClipboard>,
}

/// In an online game: the room, leave, new game and cancel votes, chat, status, winners.
fn room_window(mut contexts: EguiContexts, mut w: RoomWindow) -> Result {
    let Some(session) = w.session.as_ref().filter(|s| s.is_online()) else {
        return Ok(());
    };
    let Some(room) = w.online.client.room.clone() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    egui::Window::new(tr("online.room_window"))
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-8.0, 48.0))
        .resizable(false)
        .default_width(230.0)
        .show(ctx, |ui| {
            room_name_row(ui, &room, &mut w.clipboard);
            ui.label(egui::RichText::new(&room.name).small());
            if room.you.is_none() {
                ui.label(egui::RichText::new(tr("online.watching")).weak());
            }
            // Who is not here (the others may vote the game off once someone vanished).
            for seat in room
                .seats
                .iter()
                .filter(|s| s.name.is_some() && !s.connected)
            {
                ui.colored_label(
                    egui::Color32::from_rgb(240, 200, 40),
                    format!(
                        "{}: {}",
                        seat.name.as_deref().unwrap_or_default(),
                        seat_state(seat)
                    ),
                );
            }
            ui.horizontal_wrapped(|ui| {
                if ui.button(tr("online.leave")).clicked() {
                    w.requests.write(OnlineRequest::Leave);
                }
                let chat = if w.online.client.unread > 0 && !w.ui.chat_open {
                    tr_with("online.chat_unread", &[("n", &w.online.client.unread)])
                } else {
                    tr("online.chat")
                };
                if ui.button(chat).clicked() {
                    w.ui.chat_open = !w.ui.chat_open;
                }
                ui.checkbox(&mut w.ui.status, tr("online.status"))
                    .on_hover_text(tr("online.status_help"));
            });
            if w.ui.status {
                let leader = session.leader().map_or_else(
                    || tr("online.nobody_leads"),
                    |s| tr_with("online.leads", &[("who", &session.seat(s).name)]),
                );
                ui.label(leader);
            }
            if room.you.is_some() {
                votes(ui, &w.online, &mut w.requests);
            }
        });
    Ok(())
}

/// The running vote with yes and no, or the buttons that start one.
fn votes(ui: &mut egui::Ui, online: &Online, requests: &mut MessageWriter<OnlineRequest>) {
    ui.separator();
    let client = &online.client;
    if let Some(vote) = &client.vote {
        let key = match vote.kind {
            VoteKind::NewGame => "online.vote_new_game",
            VoteKind::Cancel => "online.vote_cancel",
            VoteKind::Computer => "online.vote_computer",
        };
        ui.label(tr_with(
            key,
            &[("yes", &vote.yes.len()), ("needed", &vote.needed)],
        ));
        let voted = client.you().is_some_and(|y| vote.yes.contains(&y));
        if !voted {
            ui.horizontal(|ui| {
                for (label, yes) in [("online.yes", true), ("online.no", false)] {
                    if ui.button(tr(label)).clicked() {
                        requests.write(OnlineRequest::Ask(ClientMessage::Vote {
                            kind: vote.kind,
                            yes,
                        }));
                    }
                }
            });
        }
        return;
    }
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(tr("online.new_game"))
            .on_hover_text(tr("online.new_game_help"))
            .clicked()
        {
            requests.write(OnlineRequest::Ask(ClientMessage::Propose {
                kind: VoteKind::NewGame,
                seat: None,
            }));
        }
        if client.someone_vanished()
            && ui
                .button(tr("online.cancel_game"))
                .on_hover_text(tr("online.cancel_help"))
                .clicked()
        {
            requests.write(OnlineRequest::Ask(ClientMessage::Propose {
                kind: VoteKind::Cancel,
                seat: None,
            }));
        }
    });
}

/// The room's chat: every line since the player came in; closed and opened again at will.
fn chat_window(
    mut contexts: EguiContexts,
    mut online: ResMut<Online>,
    mut ui_state: ResMut<OnlineUi>,
    mut requests: MessageWriter<OnlineRequest>,
) -> Result {
    if !ui_state.chat_open || online.client.room.is_none() {
        return Ok(());
    }
    if online.client.unread > 0 {
        online.client.unread = 0;
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    egui::Window::new(tr("online.chat"))
        .open(&mut open)
        .default_width(320.0)
        .default_pos(egui::pos2(260.0, 120.0))
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .max_height(220.0)
                .stick_to_bottom(true)
                .show(ui, |ui| {
                    if online.client.chat.is_empty() {
                        ui.label(egui::RichText::new(tr("online.no_chat")).weak());
                    }
                    for line in &online.client.chat {
                        ui.horizontal_wrapped(|ui| {
                            ui.strong(format!("{}:", line.from));
                            ui.label(&line.text);
                        });
                    }
                });
            ui.horizontal(|ui| {
                let edit = ui.add(
                    egui::TextEdit::singleline(&mut ui_state.chat_line)
                        .char_limit(petri_net::CHAT_MAX)
                        .desired_width(220.0),
                );
                let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                if (ui.button(tr("online.send")).clicked() || enter)
                    && let Ok(text) = petri_net::clean_chat(&ui_state.chat_line)
                {
                    requests.write(OnlineRequest::Ask(ClientMessage::Chat { text }));
                    ui_state.chat_line.clear();
                }
            });
        });
    if !open {
        ui_state.chat_open = false;
    }
    Ok(())
}

/// The connection light (lower left) and, in an online game, the turn marker and the winners
/// (lower right).
fn corners(
    mut contexts: EguiContexts,
    online: Res<Online>,
    session: Option<Res<Session>>,
    screen: Res<State<Screen>>,
    palette: Res<Palette>,
) -> Result {
    let in_online_game = session.as_ref().is_some_and(|s| s.is_online())
        && matches!(*screen.get(), Screen::Playing | Screen::GameOver);
    if *screen.get() != Screen::Online && !in_online_game && online.link == Link::Disconnected {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let colour = match online.light() {
        Light::Red => egui::Color32::from_rgb(220, 50, 50),
        Light::Yellow => egui::Color32::from_rgb(240, 200, 40),
        Light::Green => egui::Color32::from_rgb(60, 200, 80),
    };
    egui::Area::new(egui::Id::new("connection_light"))
        .anchor(egui::Align2::LEFT_BOTTOM, egui::vec2(8.0, -8.0))
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            let (rect, response) =
                ui.allocate_exact_size(egui::vec2(18.0, 18.0), egui::Sense::hover());
            ui.painter().rect_filled(rect, 3.0, colour);
            response.on_hover_text(link_text(&online));
        });
    let Some(session) = session.filter(|_| in_online_game) else {
        return Ok(());
    };
    let yours = session.is_human_turn();
    egui::Area::new(egui::Id::new("turn_marker"))
        .anchor(egui::Align2::RIGHT_BOTTOM, egui::vec2(-8.0, -8.0))
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                // The server's ranking (a player who left forfeits), else the rules' own.
                let result = online.client.room.as_ref().and_then(|r| r.result.clone());
                if session.is_over() || result.is_some() {
                    winners(ui, &session, result, &palette);
                }
                let fill = if yours {
                    egui::Color32::from_rgb(0, 230, 230)
                } else {
                    egui::Color32::from_gray(70)
                };
                let (rect, response) =
                    ui.allocate_exact_size(egui::vec2(22.0, 22.0), egui::Sense::hover());
                ui.painter().rect_filled(rect, 3.0, fill);
                response.on_hover_text(if yours {
                    tr("online.your_turn")
                } else {
                    tr("online.not_your_turn")
                });
            });
        });
    Ok(())
}

/// The winners: the seats in first place.
fn winners(
    ui: &mut egui::Ui,
    session: &Session,
    result: Option<Vec<petri_rules::Standing>>,
    palette: &Palette,
) {
    let first = match result {
        Some(result) => result.into_iter().next().map(|s| s.seats),
        None => session.ranking().into_iter().next().map(|p| p.seats),
    };
    let Some(first) = first else {
        return;
    };
    egui::Frame::popup(ui.style()).show(ui, |ui| {
        ui.horizontal(|ui| {
            ui.label(tr("online.winners"));
            for &s in &first {
                if s.index() >= session.seats.len() {
                    continue;
                }
                let (rect, _) =
                    ui.allocate_exact_size(egui::vec2(12.0, 12.0), egui::Sense::hover());
                ui.painter().circle_filled(
                    rect.center(),
                    5.0,
                    egui_colour(palette.seat(session.seat(s).colour)),
                );
                ui.strong(&session.seat(s).name);
            }
        });
    });
}
