//! Online play over the board: the room's card (its name to share, who is missing, leave,
//! the status of who leads, the votes), the chat panel (an unread count on its button in the
//! top bar), the connection square in the lower-left corner and the turn square in the
//! lower-right one, styled like the rest.

use bevy::prelude::*;
use bevy_egui::egui::{self, Align2, Color32, Vec2 as EVec2};
use bevy_egui::{EguiClipboard, EguiContexts, EguiPrimaryContextPass};
use petri_net::{ClientMessage, VoteKind};

use crate::core::screens::{InGame, Screen};
use crate::core::session::Session;
use crate::core::text::{tr, tr_with};
use crate::online::view::lobby::{light_colour, link_text};
use crate::online::view::waiting_room::seat_state;
use crate::online::{Online, OnlineRequest};
use crate::view::palette::{Palette, egui_colour};
use crate::view::style::{self, Look, UiSet};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ChatPanel>().add_systems(
        EguiPrimaryContextPass,
        (
            room_card.run_if(in_state(InGame)),
            chat_panel.run_if(in_state(InGame)),
            corners,
        )
            .chain()
            .in_set(UiSet::Screens),
    );
}

/// The chat panel: open or not, the line being typed, the leader shown (who leads
/// now; players agree whether to look), the room card folded.
#[derive(Resource, Default)]
pub struct ChatPanel {
    pub open: bool,
    pub line: String,
    pub status: bool,
    pub room_folded: bool,
}

/// The chat's lines and the field to say something; `height` for the lines.
pub fn chat_body(
    ui: &mut egui::Ui,
    look: &Look,
    online: &mut Online,
    chat: &mut ChatPanel,
    requests: &mut MessageWriter<OnlineRequest>,
    height: f32,
) {
    if online.client.unread > 0 {
        online.client.unread = 0;
    }
    egui::ScrollArea::vertical()
        .max_height(height)
        .auto_shrink([false, true])
        .stick_to_bottom(true)
        .show(ui, |ui| {
            if online.client.chat.is_empty() {
                style::label(
                    ui,
                    egui::RichText::new(tr("online.no_chat")).color(look.weak),
                );
            }
            for line in &online.client.chat {
                ui.horizontal_wrapped(|ui| {
                    style::label(
                        ui,
                        egui::RichText::new(format!("{}:", line.from))
                            .font(look.bold(look.text_size * 0.95)),
                    );
                    style::label(ui, &line.text);
                });
            }
        });
    ui.add_space(4.0);
    ui.horizontal(|ui| {
        let width = (ui.available_width() - 90.0).max(100.0);
        let edit = style::text_field(
            ui,
            &mut chat.line,
            &tr("online.say"),
            width,
            petri_net::CHAT_MAX,
        );
        let enter = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if (style::button(ui, &tr("online.send")).clicked() || enter)
            && let Ok(text) = petri_net::clean_chat(&chat.line)
        {
            requests.write(OnlineRequest::Ask(ClientMessage::Chat { text }));
            chat.line.clear();
        }
    });
}

/// The chat over the board's right side (the lower part of a narrow window).
fn chat_panel(
    mut contexts: EguiContexts,
    mut online: ResMut<Online>,
    mut chat: ResMut<ChatPanel>,
    mut requests: MessageWriter<OnlineRequest>,
    session: Option<Res<Session>>,
) -> Result {
    if !chat.open || online.client.room.is_none() || !session.is_some_and(|s| s.is_online()) {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let look = Look::get(ctx);
    let area = ctx.content_rect();
    let width = if look.narrow {
        area.width() - 16.0
    } else {
        340.0
    };
    let anchor = if look.narrow {
        (Align2::CENTER_BOTTOM, EVec2::new(0.0, -70.0))
    } else {
        (Align2::RIGHT_BOTTOM, EVec2::new(-12.0, -60.0))
    };
    egui::Area::new(egui::Id::new("chat panel"))
        .anchor(anchor.0, anchor.1)
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            look.card().show(ui, |ui| {
                ui.set_width(width - 40.0);
                ui.horizontal(|ui| {
                    style::label(
                        ui,
                        egui::RichText::new(tr("online.chat"))
                            .font(look.bold(look.text_size * 1.1)),
                    );
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        if style::icon_button(ui, "✖", &tr("settings.close")).clicked() {
                            chat.open = false;
                        }
                    });
                });
                let height = if look.narrow { 160.0 } else { 240.0 };
                chat_body(ui, &look, &mut online, &mut chat, &mut requests, height);
            });
        });
    Ok(())
}

/// The room over the board: its name to share, who is missing, leave, status, votes.
fn room_card(
    mut contexts: EguiContexts,
    online: Res<Online>,
    session: Option<Res<Session>>,
    mut chat: ResMut<ChatPanel>,
    mut requests: MessageWriter<OnlineRequest>,
    mut clipboard: ResMut<EguiClipboard>,
) -> Result {
    let Some(session) = session.filter(|s| s.is_online()) else {
        return Ok(());
    };
    let Some(room) = online.client.room.clone() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let look = Look::get(ctx);
    // On a narrow window the room's card is in the menu (see the HUD).
    if look.narrow {
        return Ok(());
    }
    egui::Area::new(egui::Id::new("room card"))
        .anchor(Align2::RIGHT_TOP, EVec2::new(-12.0, 64.0))
        .order(egui::Order::Middle)
        .show(ctx, |ui| {
            look.card().show(ui, |ui| {
                ui.set_width(240.0);
                room_contents(
                    ui,
                    &look,
                    &online,
                    &room,
                    &session,
                    &mut chat,
                    &mut requests,
                    &mut clipboard,
                );
            });
        });
    Ok(())
}

/// What the room card holds (also in the narrow HUD's menu).
#[allow(clippy::too_many_arguments)]
pub fn room_contents(
    ui: &mut egui::Ui,
    look: &Look,
    online: &Online,
    room: &crate::online::client::Room,
    session: &Session,
    chat: &mut ChatPanel,
    requests: &mut MessageWriter<OnlineRequest>,
    clipboard: &mut EguiClipboard,
) {
    ui.horizontal(|ui| {
        style::label(
            ui,
            egui::RichText::new(&room.room).font(look.black(look.text_size * 1.3)),
        );
        if !room.public
            && style::button(ui, &tr("online.copy"))
                .on_hover_text(tr("online.copy_help"))
                .clicked()
        {
            clipboard.set_text(&room.room);
        }
    });
    style::label(
        ui,
        egui::RichText::new(&room.name)
            .color(look.weak)
            .size(look.text_size * 0.85),
    );
    if room.you.is_none() {
        style::label(
            ui,
            egui::RichText::new(tr("online.watching")).color(look.weak),
        );
    }
    for seat in room
        .seats
        .iter()
        .filter(|s| s.name.is_some() && !s.connected)
    {
        style::label(
            ui,
            egui::RichText::new(format!(
                "{}: {}",
                seat.name.as_deref().unwrap_or_default(),
                seat_state(seat)
            ))
            .color(look.accent),
        );
    }
    ui.add_space(4.0);
    style::toggle(
        ui,
        &mut chat.status,
        &tr("online.status"),
        &tr("online.status_help"),
    );
    if chat.status {
        let leader = session.leader().map_or_else(
            || tr("online.nobody_leads"),
            |s| tr_with("online.leads", &[("who", &session.seat(s).name)]),
        );
        style::label(
            ui,
            egui::RichText::new(leader).font(look.bold(look.text_size)),
        );
    }
    if room.you.is_some() {
        votes(ui, look, online, requests);
    }
    ui.add_space(4.0);
    if style::button(ui, &tr("online.leave")).clicked() {
        requests.write(OnlineRequest::Leave);
    }
}

/// The running vote with yes and no, or the buttons that start one.
fn votes(
    ui: &mut egui::Ui,
    look: &Look,
    online: &Online,
    requests: &mut MessageWriter<OnlineRequest>,
) {
    let client = &online.client;
    if let Some(vote) = &client.vote {
        let key = match vote.kind {
            VoteKind::NewGame => "online.vote_new_game",
            VoteKind::Cancel => "online.vote_cancel",
            VoteKind::Computer => "online.vote_computer",
        };
        style::label(
            ui,
            egui::RichText::new(tr_with(
                key,
                &[("yes", &vote.yes.len()), ("needed", &vote.needed)],
            ))
            .font(look.bold(look.text_size * 0.95)),
        );
        let voted = client.you().is_some_and(|y| vote.yes.contains(&y));
        if !voted {
            ui.horizontal(|ui| {
                for (label, yes) in [("online.yes", true), ("online.no", false)] {
                    if style::chip(ui, yes, &tr(label)).clicked() {
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
    if style::button(ui, &tr("online.new_game"))
        .on_hover_text(tr("online.new_game_help"))
        .clicked()
    {
        requests.write(OnlineRequest::Ask(ClientMessage::Propose {
            kind: VoteKind::NewGame,
            seat: None,
        }));
    }
    if client.someone_vanished()
        && style::button(ui, &tr("online.cancel_game"))
            .on_hover_text(tr("online.cancel_help"))
            .clicked()
    {
        requests.write(OnlineRequest::Ask(ClientMessage::Propose {
            kind: VoteKind::Cancel,
            seat: None,
        }));
    }
}

/// The connection square (lower left: red, yellow, green) and, in an online game, the turn
/// square (lower right: lit when it is the person's turn) with the winners beside it.
fn corners(
    mut contexts: EguiContexts,
    online: Res<Online>,
    session: Option<Res<Session>>,
    screen: Res<State<Screen>>,
    palette: Res<Palette>,
) -> Result {
    let in_online_game = session.as_ref().is_some_and(|s| s.is_online())
        && matches!(*screen.get(), Screen::Playing | Screen::GameOver);
    // The lobby and waiting room show the connection in their header.
    if !in_online_game {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let look = Look::get(ctx);
    let colour = light_colour(&online);
    egui::Area::new(egui::Id::new("connection square"))
        .anchor(Align2::LEFT_BOTTOM, EVec2::new(12.0, -12.0))
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            let (rect, response) = ui.allocate_exact_size(EVec2::splat(26.0), egui::Sense::hover());
            square(ui.painter(), rect, colour, true, &look);
            response.on_hover_text(link_text(&online));
        });
    let Some(session) = session else {
        return Ok(());
    };
    let yours = session.is_human_turn();
    egui::Area::new(egui::Id::new("turn square"))
        .anchor(Align2::RIGHT_BOTTOM, EVec2::new(-12.0, -12.0))
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                let result = online.client.room.as_ref().and_then(|r| r.result.clone());
                if session.is_over() || result.is_some() {
                    winners(ui, &look, &session, result, &palette);
                }
                let (rect, response) =
                    ui.allocate_exact_size(EVec2::splat(30.0), egui::Sense::hover());
                let fill = if yours {
                    Color32::from_rgb(0, 226, 226)
                } else {
                    style::mix(look.raised, look.text, 0.15)
                };
                square(ui.painter(), rect, fill, yours, &look);
                response.on_hover_text(if yours {
                    tr("online.your_turn")
                } else {
                    tr("online.not_your_turn")
                });
            });
        });
    Ok(())
}

/// A rounded square with a soft glow when `lit`.
fn square(painter: &egui::Painter, rect: egui::Rect, colour: Color32, lit: bool, look: &Look) {
    if lit {
        for (grow, alpha) in [(7.0, 0.12), (4.0, 0.22)] {
            painter.rect_filled(rect.expand(grow), 6.0 + grow, style::fade(colour, alpha));
        }
    }
    painter.rect_filled(rect, 6.0, colour);
    painter.rect_stroke(
        rect,
        6.0,
        egui::Stroke::new(1.0, look.edge),
        egui::StrokeKind::Inside,
    );
    // Light from above.
    let top = egui::Rect::from_min_max(
        rect.min + EVec2::splat(2.0),
        egui::pos2(rect.max.x - 2.0, rect.center().y),
    );
    painter.rect_filled(top, 4.0, Color32::from_white_alpha(40));
}

/// The winners: the seats in first place.
fn winners(
    ui: &mut egui::Ui,
    look: &Look,
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
    look.inset().fill(look.panel).show(ui, |ui| {
        ui.horizontal(|ui| {
            style::label(ui, tr("online.winners"));
            for &s in &first {
                if s.index() >= session.seats.len() {
                    continue;
                }
                let (rect, _) = ui.allocate_exact_size(EVec2::splat(16.0), egui::Sense::hover());
                style::marble(
                    ui.painter(),
                    rect.center(),
                    6.5,
                    egui_colour(palette.seat(session.seat(s).colour)),
                );
                style::label(
                    ui,
                    egui::RichText::new(&session.seat(s).name).font(look.bold(look.text_size)),
                );
            }
        });
    });
}
