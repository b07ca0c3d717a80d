//! The waiting room of an online room: its name large, with **Copy** and **Copy link** (a
//! friends room; a public room has nothing to share), the mode and where the room stands, a
//! card a seat (its colour, who sits there and whether they are here, a free seat dashed; the
//! creator of a friends room fills free seats with computers), the chat, and leaving. After a
//! game the room's players can propose a new one here.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, Vec2 as EVec2};
use bevy_egui::{EguiClipboard, EguiContexts, EguiPrimaryContextPass};
use petri_net::{ClientMessage, LEVELS, RoomStatus, SeatView, VoteKind};
use petri_rules::Seat;

use crate::core::text::{tr, tr_with};
use crate::online::view::room::{ChatPanel, chat_body};
use crate::online::{Online, OnlinePage, OnlineRequest, client::Room};
use crate::view::palette::{Palette, egui_colour};
use crate::view::style::{self, Look, UiSet};

use super::lobby::online_header;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RoomForm>().add_systems(
        EguiPrimaryContextPass,
        waiting_room
            .in_set(UiSet::Screens)
            .run_if(in_state(OnlinePage::WaitingRoom)),
    );
}

/// The computer level the room's creator adds.
#[derive(Resource)]
pub struct RoomForm {
    pub level: usize,
}

impl Default for RoomForm {
    fn default() -> Self {
        RoomForm { level: 2 }
    }
}

/// A seat's colour index in the palette (the server names colours).
pub fn seat_colour(seat: &SeatView) -> usize {
    seat.colour.index()
}

/// Whether someone sits at a seat and is there, in words.
pub fn seat_state(seat: &SeatView) -> String {
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

#[allow(clippy::too_many_arguments)]
fn waiting_room(
    mut contexts: EguiContexts,
    mut online: ResMut<Online>,
    mut form: ResMut<RoomForm>,
    mut chat: ResMut<ChatPanel>,
    mut requests: MessageWriter<OnlineRequest>,
    mut clipboard: ResMut<EguiClipboard>,
    palette: Res<Palette>,
) -> Result {
    let Some(room) = online.client.room.clone() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let look = Look::get(ctx);
    style::page(ctx, "waiting room", 900.0, |ui| {
        if online_header(ui, &look, &online, &tr("online.leave"), &tr("online.room")) {
            requests.write(OnlineRequest::Leave);
        }
        ui.add_space(look.spacing);
        name_card(ui, &look, &room, &mut clipboard);
        ui.add_space(look.spacing);
        style::section(ui, &tr("menu.seats"));
        seats(ui, &look, &room, &mut form, &palette, &mut requests);
        ui.add_space(look.spacing);
        actions(ui, &look, &room, &online, &mut requests);
        ui.add_space(look.spacing * 1.4);
        look.card().show(ui, |ui| {
            ui.set_width(ui.available_width());
            style::label(
                ui,
                egui::RichText::new(tr("online.chat")).font(look.bold(look.text_size * 1.1)),
            );
            chat_body(ui, &look, &mut online, &mut chat, &mut requests, 180.0);
        });
        ui.add_space(24.0);
    });
    Ok(())
}

/// The room's name, large, to share; the mode and where the room stands.
fn name_card(ui: &mut egui::Ui, look: &Look, room: &Room, clipboard: &mut EguiClipboard) {
    look.card().show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.vertical_centered(|ui| {
            let kind = if room.public {
                tr("online.public_room")
            } else {
                tr("online.friends_room")
            };
            style::label(ui, egui::RichText::new(kind).color(look.weak));
            // The name in two groups of four, letter-spaced: easy to read out and to type.
            let spaced: String = room
                .room
                .chars()
                .enumerate()
                .flat_map(|(i, c)| {
                    let gap = if i == 4 {
                        "  "
                    } else if i > 0 {
                        " "
                    } else {
                        ""
                    };
                    gap.chars().chain(std::iter::once(c))
                })
                .collect();
            let size = if look.narrow { 34.0 } else { 46.0 };
            style::label(
                ui,
                egui::RichText::new(spaced)
                    .font(look.black(size))
                    .color(if room.public { look.weak } else { look.text }),
            );
            let status = match room.status {
                RoomStatus::Waiting => {
                    let seated = room
                        .seats
                        .iter()
                        .filter(|s| s.name.is_some() || s.computer.is_some())
                        .count();
                    tr_with(
                        "online.waiting_n_of_m",
                        &[("n", &seated), ("m", &room.seats.len())],
                    )
                }
                RoomStatus::Playing => tr("online.playing"),
                RoomStatus::Over => tr("online.over"),
                RoomStatus::Cancelled => tr("online.cancelled"),
            };
            if look.narrow {
                style::label(ui, egui::RichText::new(&room.name).color(look.weak));
                style::label(
                    ui,
                    egui::RichText::new(status).font(look.bold(look.text_size)),
                );
            } else {
                // The mode and where the room stands on one line: the chat stays in sight on
                // a 720-pixel-high window.
                let mut line = egui::text::LayoutJob::default();
                let body = egui::FontId::proportional(look.text_size);
                line.append(
                    &format!("{}  ·  ", room.name),
                    0.0,
                    egui::TextFormat::simple(body, look.weak),
                );
                line.append(
                    &status,
                    0.0,
                    egui::TextFormat::simple(look.bold(look.text_size), look.text),
                );
                style::label(ui, line);
            }
            if !room.public {
                ui.add_space(look.spacing * 0.6);
                ui.horizontal(|ui| {
                    let link = crate::web::room_link(&room.room);
                    let buttons = if link.is_some() { 2.0 } else { 1.0 };
                    let w = 150.0;
                    ui.add_space(
                        ((ui.available_width() - buttons * (w + look.spacing)) / 2.0).max(0.0),
                    );
                    if style::sized_button(ui, &tr("online.copy"), w)
                        .on_hover_text(tr("online.copy_help"))
                        .clicked()
                    {
                        clipboard.set_text(&room.room);
                    }
                    if let Some(link) = link
                        && style::sized_button(ui, &tr("online.copy_link"), w)
                            .on_hover_text(tr_with("online.copy_link_help", &[("link", &link)]))
                            .clicked()
                    {
                        clipboard.set_text(&link);
                    }
                });
                style::label(
                    ui,
                    egui::RichText::new(tr("online.share_help"))
                        .color(look.weak)
                        .size(look.text_size * 0.85),
                );
            }
        });
    });
}

/// A card a seat.
fn seats(
    ui: &mut egui::Ui,
    look: &Look,
    room: &Room,
    form: &mut RoomForm,
    palette: &Palette,
    requests: &mut MessageWriter<OnlineRequest>,
) {
    let n = room.seats.len().max(1);
    let columns = if look.narrow { 1 } else { n.min(3) };
    let w = (ui.available_width() - look.spacing * (columns as f32 - 1.0)) / columns as f32;
    for row in (0..n).step_by(columns) {
        ui.horizontal_top(|ui| {
            ui.spacing_mut().item_spacing.x = look.spacing;
            for i in row..(row + columns).min(room.seats.len()) {
                let column = egui::Layout::top_down(egui::Align::Min);
                ui.allocate_ui_with_layout(EVec2::new(w, 0.0), column, |ui| {
                    seat_card(ui, look, room, i, w, form, palette, requests);
                });
            }
        });
        ui.add_space(look.spacing);
    }
}

#[allow(clippy::too_many_arguments)]
fn seat_card(
    ui: &mut egui::Ui,
    look: &Look,
    room: &Room,
    i: usize,
    w: f32,
    form: &mut RoomForm,
    palette: &Palette,
    requests: &mut MessageWriter<OnlineRequest>,
) {
    let seat = &room.seats[i];
    let free = seat.name.is_none() && seat.computer.is_none();
    let you = room.you == Some(i as u8);
    let frame = if free {
        egui::Frame::new()
            .corner_radius(look.radius as u8)
            .inner_margin(look.spacing as i8 + 4)
    } else if you {
        look.inset()
            .fill(style::mix(look.raised, look.accent, 0.15))
            .stroke(egui::Stroke::new(1.5, look.accent))
    } else {
        look.inset()
    };
    let response = frame.show(ui, |ui| {
        ui.set_width(w - look.spacing * 2.6);
        ui.horizontal(|ui| {
            let (rect, _) = ui.allocate_exact_size(EVec2::splat(36.0), egui::Sense::hover());
            let colour = egui_colour(palette.seat(seat_colour(seat)));
            if free {
                ui.painter().circle_stroke(
                    rect.center(),
                    12.0,
                    egui::Stroke::new(2.0, style::fade(colour, 0.7)),
                );
            } else {
                style::marble(ui.painter(), rect.center(), 13.0, colour);
            }
            ui.vertical(|ui| {
                let name = match (&seat.name, &seat.computer) {
                    (Some(name), _) => name.clone(),
                    (None, Some(level)) => tr_with("online.computer", &[("level", level)]),
                    (None, None) => tr("online.free_seat"),
                };
                let mut text = egui::RichText::new(name).font(look.bold(look.text_size));
                if free {
                    text = text.color(look.weak);
                }
                ui.horizontal(|ui| {
                    style::label(ui, text);
                    if you {
                        style::label(ui, egui::RichText::new(tr("online.you")).color(look.accent));
                    }
                });
                let state = seat_state(seat);
                let line = format!("{} · {}", Seat(i as u8), state);
                style::label(
                    ui,
                    egui::RichText::new(line.trim_end_matches(" · "))
                        .color(look.weak)
                        .size(look.text_size * 0.85),
                );
            });
        });
        if room.creator && free && room.status == RoomStatus::Waiting {
            ui.add_space(4.0);
            ui.horizontal(|ui| {
                let level = form.level.min(LEVELS.len() - 1);
                egui::ComboBox::from_id_salt(("level", i))
                    .selected_text(LEVELS[level])
                    .show_ui(ui, |ui| {
                        for (k, l) in LEVELS.iter().enumerate() {
                            ui.selectable_value(&mut form.level, k, *l);
                        }
                    });
                if style::button(ui, &tr("online.add_computer")).clicked() {
                    requests.write(OnlineRequest::Ask(ClientMessage::AddComputer {
                        seat: i as u8,
                        level: petri_net::Level::ALL[level],
                    }));
                }
            });
        }
    });
    if free {
        // A dashed edge: the seat waits for someone.
        let r = response.response.rect;
        let painter = ui.painter();
        let edge = style::fade(look.text, 0.35);
        let dash = 8.0;
        let mut segments = Vec::new();
        for (a, b) in [
            (r.left_top(), r.right_top()),
            (r.right_top(), r.right_bottom()),
            (r.right_bottom(), r.left_bottom()),
            (r.left_bottom(), r.left_top()),
        ] {
            let len = a.distance(b);
            let dir = (b - a) / len.max(1.0);
            let mut t = 0.0;
            while t < len {
                segments.push([a + dir * t, a + dir * (t + dash * 0.6).min(len)]);
                t += dash;
            }
        }
        for s in segments {
            painter.line_segment(s, egui::Stroke::new(1.5, edge));
        }
    }
    let _ = (Align2::CENTER_CENTER, Color32::TRANSPARENT);
}

/// Leave, and after a game the vote for a new one.
fn actions(
    ui: &mut egui::Ui,
    look: &Look,
    room: &Room,
    online: &Online,
    requests: &mut MessageWriter<OnlineRequest>,
) {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = look.spacing;
        if style::button(ui, &tr("online.leave")).clicked() {
            requests.write(OnlineRequest::Leave);
        }
        let ended = matches!(room.status, RoomStatus::Cancelled | RoomStatus::Over);
        if ended && room.you.is_some() {
            if let Some(vote) = &online.client.vote {
                style::label(
                    ui,
                    tr_with(
                        "online.vote_new_game",
                        &[("yes", &vote.yes.len()), ("needed", &vote.needed)],
                    ),
                );
                let voted = online.client.you().is_some_and(|y| vote.yes.contains(&y));
                if !voted {
                    for (label, yes) in [("online.yes", true), ("online.no", false)] {
                        if style::chip(ui, yes, &tr(label)).clicked() {
                            requests.write(OnlineRequest::Ask(ClientMessage::Vote {
                                kind: vote.kind,
                                yes,
                            }));
                        }
                    }
                }
            } else if style::button(ui, &tr("online.new_game"))
                .on_hover_text(tr("online.new_game_help"))
                .clicked()
            {
                requests.write(OnlineRequest::Ask(ClientMessage::Propose {
                    kind: VoteKind::NewGame,
                    seat: None,
                }));
            }
        }
    });
}
