//! The results, over the finished board: who won (or that it is a draw), every place with its
//! players' colours and how they finished, who shares a place; a short celebration (confetti,
//! and the winners' marbles bounce); and what next: **Rematch** (the same seats; online it
//! proposes the room's new-game vote), **New game**, **Watch replay**, **Save record**. The
//! card can be put aside to look at the board.

use bevy::prelude::*;
use bevy::window::RequestRedraw;
use bevy_egui::egui::{self, Align2, Color32, Vec2 as EVec2};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use petri_net::{ClientMessage, VoteKind};
use petri_rules::Seat;

use crate::core::notice::Notice;
use crate::core::pieces::{At, Piece, hole_xy};
use crate::core::saves::LastRecord;
use crate::core::screens::Screen;
use crate::core::session::{Placing, Session};
use crate::core::setup::GameSetup;
use crate::core::store::Store;
use crate::core::text::{tr, tr_with};
use crate::core::turn::start_game;
use crate::online::{Online, OnlineRequest};
use crate::replay::watch;
use crate::view::anim::Tween;
use crate::view::board::{BoardView, Z_PIECE};
use crate::view::palette::{Palette, egui_colour};
use crate::view::style::{self, Look, UiSet};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Celebration>()
        .add_systems(OnEnter(Screen::GameOver), celebrate)
        .add_systems(OnExit(Screen::GameOver), settle_marbles)
        .add_systems(Update, bounce.run_if(in_state(Screen::GameOver)))
        .add_systems(
            EguiPrimaryContextPass,
            (results, confetti)
                .chain()
                .in_set(UiSet::Screens)
                .run_if(in_state(Screen::GameOver)),
        );
}

/// Seconds the celebration lasts.
const CELEBRATION: f32 = 3.6;

/// The celebration under way: when it started, and whether the card is put aside.
#[derive(Resource, Default)]
pub struct Celebration {
    since: f64,
    pub hidden: bool,
}

/// A winner's marble bouncing on its hole.
#[derive(Component)]
struct Bounce {
    delay: f32,
}

/// The seats in first place.
fn winners(session: &Session) -> Vec<Seat> {
    session
        .ranking()
        .first()
        .map(|p| p.seats.clone())
        .unwrap_or_default()
}

fn celebrate(
    mut commands: Commands,
    session: Option<Res<Session>>,
    pieces: Query<(Entity, &Piece), Without<Tween>>,
    time: Res<Time<Real>>,
    mut celebration: ResMut<Celebration>,
) {
    *celebration = Celebration {
        since: time.elapsed_secs_f64(),
        hidden: false,
    };
    let Some(session) = session else {
        return;
    };
    let first = winners(&session);
    // A draw between everyone is no one's celebration.
    if first.len() == usize::from(session.rules.players) && session.rules.players > 1 {
        return;
    }
    for (i, (e, _)) in pieces
        .iter()
        .filter(|(_, p)| first.contains(&p.seat))
        .enumerate()
    {
        commands.entity(e).insert(Bounce {
            delay: (i % 10) as f32 * 0.07,
        });
    }
}

/// The winners' marbles hop on their holes, a little lower each time.
fn bounce(
    mut commands: Commands,
    celebration: Res<Celebration>,
    time: Res<Time<Real>>,
    view: Res<BoardView>,
    mut marbles: Query<(Entity, &Bounce, &At, &mut Transform)>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if marbles.is_empty() {
        return;
    }
    let t = (time.elapsed_secs_f64() - celebration.since) as f32;
    let up = Vec2::from_angle(-view.angle).rotate(Vec2::Y);
    for (e, b, at, mut tf) in &mut marbles {
        let home = hole_xy(at.0.cube());
        let u = t - b.delay;
        if u >= CELEBRATION * 0.75 {
            tf.translation = home.extend(Z_PIECE);
            tf.scale = Vec3::ONE;
            commands.entity(e).remove::<Bounce>();
            continue;
        }
        let u = u.max(0.0);
        let decay = 1.0 - u / (CELEBRATION * 0.75);
        let hop = (u * 2.6 * std::f32::consts::PI).sin().abs() * 0.32 * decay;
        tf.translation = (home + up * hop).extend(Z_PIECE + 0.5);
        tf.scale = Vec3::splat(1.0 + hop * 0.25);
    }
    redraw.write(RequestRedraw);
}

/// Leaving the results: every marble back on its hole.
fn settle_marbles(
    mut commands: Commands,
    mut marbles: Query<(Entity, &At, &mut Transform), With<Bounce>>,
) {
    for (e, at, mut tf) in &mut marbles {
        tf.translation = hole_xy(at.0.cube()).extend(Z_PIECE);
        tf.scale = Vec3::ONE;
        commands.entity(e).remove::<Bounce>();
    }
}

/// Confetti falling over everything while the celebration lasts.
fn confetti(
    mut contexts: EguiContexts,
    celebration: Res<Celebration>,
    session: Option<Res<Session>>,
    palette: Res<Palette>,
    time: Res<Time<Real>>,
    mut redraw: MessageWriter<RequestRedraw>,
) -> Result {
    let t = (time.elapsed_secs_f64() - celebration.since) as f32;
    let Some(session) = session else {
        return Ok(());
    };
    let first = winners(&session);
    if t > CELEBRATION || first.len() == usize::from(session.rules.players) {
        return Ok(());
    }
    redraw.write(RequestRedraw);
    let ctx = contexts.ctx_mut()?;
    let look = Look::get(ctx);
    let area = ctx.content_rect();
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Foreground,
        egui::Id::new("confetti"),
    ));
    // The winners' colours, the accent and white.
    let mut colours: Vec<Color32> = first
        .iter()
        .filter(|s| s.index() < session.seats.len())
        .map(|&s| egui_colour(palette.seat(session.seat(s).colour)))
        .collect();
    colours.extend([look.accent, Color32::WHITE]);
    let fade = (1.0 - (t - (CELEBRATION - 0.8)).max(0.0) / 0.8).clamp(0.0, 1.0);
    for i in 0..140u32 {
        // A fixed scatter from the piece's number: no randomness source needed.
        let h = |k: u32| {
            ((i.wrapping_mul(2_654_435_761) ^ k.wrapping_mul(40_503)) % 1000) as f32 / 1000.0
        };
        let x0 = area.min.x + h(1) * area.width();
        let start = h(2) * 0.9;
        let u = t - start;
        if u < 0.0 {
            continue;
        }
        let fall = 120.0 + h(3) * 180.0;
        let y = area.min.y - 20.0 + u * fall + u * u * 40.0;
        if y > area.max.y + 20.0 {
            continue;
        }
        let x = x0 + (u * (1.5 + h(4) * 2.5) + h(5) * 6.0).sin() * (18.0 + h(6) * 26.0);
        let angle = u * (2.0 + h(7) * 6.0) + h(8) * 6.0;
        let (w, hgt) = (5.0 + h(9) * 5.0, 3.0 + h(10) * 3.0);
        let colour = style::fade(colours[i as usize % colours.len()], fade);
        let (c, s) = (
            angle.cos(),
            angle.sin() * (0.4 + 0.6 * (u * 5.0 + h(11) * 6.0).cos().abs()),
        );
        let corners = [(-w, -hgt), (w, -hgt), (w, hgt), (-w, hgt)]
            .map(|(dx, dy)| egui::pos2(x + dx * c - dy * s, y + dx * s + dy * c));
        painter.add(egui::Shape::convex_polygon(
            corners.to_vec(),
            colour,
            egui::Stroke::NONE,
        ));
    }
    Ok(())
}

/// What the results card reads and changes.
#[derive(bevy::ecs::system::SystemParam)]
struct Results<'w, 's> {
    commands: Commands<'w, 's>,
    session: Option<Res<'w, Session>>,
    setup: Res<'w, GameSetup>,
    screen: ResMut<'w, NextState<Screen>>,
    palette: Res<'w, Palette>,
    celebration: ResMut<'w, Celebration>,
    online: Res<'w, Online>,
    requests: MessageWriter<'w, OnlineRequest>,
    notice: MessageWriter<'w, Notice>,
    store: Option<Res<'w, Store>>,
    last: Res<'w, LastRecord>,
    view: Res<'w, BoardView>,
}

fn results(mut contexts: EguiContexts, mut r: Results) -> Result {
    let Some(session) = r.session.take() else {
        return Ok(());
    };
    // A puzzle's result is its card (stars, the rating, the next puzzle).
    if session.is_puzzle() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let look = Look::get(ctx);
    let area = ctx.content_rect();
    if r.celebration.hidden {
        // A pill to bring the results back.
        egui::Area::new(egui::Id::new("results pill"))
            .anchor(Align2::CENTER_BOTTOM, EVec2::new(0.0, -16.0))
            .order(egui::Order::Foreground)
            .show(ctx, |ui| {
                if style::primary_button(ui, &tr("results.show"), 220.0).clicked() {
                    r.celebration.hidden = false;
                }
            });
        return Ok(());
    }
    let width = (area.width() - 24.0).min(520.0);
    // Over the board: on a wide window centred on the board's room (beside the seats).
    let over_board = r.view.area.center().x / ctx.zoom_factor().max(0.1) - area.center().x;
    let anchor = if look.narrow {
        (Align2::CENTER_BOTTOM, EVec2::new(0.0, -12.0))
    } else {
        let most = ((area.width() - width) / 2.0 - 12.0).max(0.0);
        (
            Align2::CENTER_CENTER,
            EVec2::new(over_board.clamp(-most, most), 0.0),
        )
    };
    let p = look.entrance;
    egui::Area::new(egui::Id::new("results"))
        .anchor(anchor.0, anchor.1 + EVec2::new(0.0, (1.0 - p) * 40.0))
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            ui.set_opacity(p.max(0.05));
            look.card().show(ui, |ui| {
                ui.set_width(width - 40.0);
                card(ui, &look, &session, &mut r);
            });
        });
    Ok(())
}

fn card(ui: &mut egui::Ui, look: &Look, session: &Session, r: &mut Results) {
    let ranking = session.ranking();
    let everyone = ranking.len() == 1 && session.rules.players > 1;
    let heading = if everyone {
        tr("hud.a_draw")
    } else {
        let first = &ranking[0];
        let names: Vec<&str> = first
            .seats
            .iter()
            .filter(|s| s.index() < session.seats.len())
            .map(|&s| session.seat(s).name.as_str())
            .collect();
        if names.len() > 1 {
            tr_with("results.win_shared", &[("names", &names.join(" & "))])
        } else {
            tr_with("results.wins", &[("name", &names.join(""))])
        }
    };
    ui.horizontal(|ui| {
        style::label(
            ui,
            egui::RichText::new(heading)
                .font(look.black(look.heading_size * 1.1))
                .color(look.text),
        );
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if style::icon_button(ui, "✖", &tr("results.hide")).clicked() {
                r.celebration.hidden = true;
            }
        });
    });
    let moves = session.game.record().moves.len();
    style::label(
        ui,
        egui::RichText::new(tr_with(
            "results.line",
            &[
                ("game", &crate::core::games::game_name(&session.rules)),
                ("moves", &moves),
            ],
        ))
        .color(look.weak),
    );
    ui.add_space(look.spacing);
    let rated = &r.online.client.rated;
    for place in &ranking {
        place_row(ui, look, session, place, &r.palette, rated);
    }
    ui.add_space(look.spacing * 1.4);
    if session.is_online() {
        online_buttons(ui, look, r);
    } else {
        local_buttons(ui, look, session, r);
    }
}

/// A place: its number, its players' marbles and names, how they finished; "shared" when
/// several seats hold it.
fn place_row(
    ui: &mut egui::Ui,
    look: &Look,
    session: &Session,
    place: &Placing,
    palette: &Palette,
    rated: &[petri_net::RatingChange],
) {
    let first = place.place == 1;
    let frame = if first {
        look.inset()
            .fill(style::mix(look.raised, look.accent, 0.22))
            .stroke(egui::Stroke::new(1.5, look.accent))
    } else {
        look.inset()
    };
    frame.show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal(|ui| {
            let (rect, _) = ui.allocate_exact_size(EVec2::splat(40.0), egui::Sense::hover());
            let badge = if first {
                look.accent
            } else {
                style::mix(look.raised, look.text, 0.2)
            };
            ui.painter().circle_filled(rect.center(), 17.0, badge);
            ui.painter().text(
                rect.center(),
                Align2::CENTER_CENTER,
                place.place.to_string(),
                look.black(look.text_size * 1.2),
                if first { look.on_accent } else { look.text },
            );
            ui.vertical(|ui| {
                for &s in &place.seats {
                    if s.index() >= session.seats.len() {
                        continue;
                    }
                    ui.horizontal(|ui| {
                        let (m, _) =
                            ui.allocate_exact_size(EVec2::splat(20.0), egui::Sense::hover());
                        style::marble(
                            ui.painter(),
                            m.center(),
                            8.0,
                            egui_colour(palette.seat(session.seat(s).colour)),
                        );
                        style::label(
                            ui,
                            egui::RichText::new(&session.seat(s).name)
                                .font(look.bold(look.text_size)),
                        );
                        // A rated game: the new rating and its change (+12).
                        if let Some(c) = rated.iter().find(|c| usize::from(c.seat) == s.index()) {
                            let shown = crate::online::rating_text(&petri_net::SeatRating {
                                rating: c.rating,
                                provisional: c.provisional,
                            });
                            let colour = if c.change >= 0 {
                                egui::Color32::from_rgb(68, 170, 98)
                            } else {
                                egui::Color32::from_rgb(210, 80, 70)
                            };
                            style::label(ui, egui::RichText::new(shown).color(look.weak));
                            style::label(
                                ui,
                                egui::RichText::new(format!("{:+}", c.change))
                                    .font(look.bold(look.text_size))
                                    .color(colour),
                            );
                        }
                    });
                }
                let mut line = place.detail.clone();
                if place.seats.len() > 1 {
                    line = format!("{} · {}", tr("results.shared"), line);
                }
                style::label(
                    ui,
                    egui::RichText::new(line)
                        .color(look.weak)
                        .size(look.text_size * 0.85),
                );
            });
        });
    });
    ui.add_space(look.spacing * 0.4);
}

fn local_buttons(ui: &mut egui::Ui, look: &Look, session: &Session, r: &mut Results) {
    let width = ui.available_width();
    if style::primary_button(ui, &tr("hud.rematch"), width).clicked() {
        let mut next = r.setup.clone();
        next.seed = next.seed.wrapping_add(1);
        if let Err(e) = start_game(&mut r.commands, &next, &mut r.screen) {
            r.notice.write(Notice(e));
        }
        r.commands.insert_resource(next);
    }
    ui.add_space(look.spacing * 0.6);
    // Four to a row on a wide window when the longest fits a quarter, else two, else one
    // (a phone: one under the other), all of one width so the card stays centred.
    let labels = [
        tr("results.new_game"),
        tr("results.watch"),
        tr("review.button"),
        tr("results.save"),
    ];
    let least = labels
        .iter()
        .map(|l| style::sized_button_width(ui, l))
        .fold(0.0, f32::max);
    let fits = |n: f32| (width - look.spacing * (n - 1.0)) / n;
    let per_row = match () {
        _ if look.narrow => 1,
        _ if least <= fits(4.0) => 4,
        _ if least <= fits(2.0) => 2,
        _ => 1,
    };
    let each = fits(per_row as f32);
    let record = session.record();
    let can_save = r.store.is_some() && r.last.0.is_some();
    let mut one = |ui: &mut egui::Ui, i: usize| match i {
        0 => {
            if style::sized_button(ui, &labels[0], each).clicked() {
                r.screen.set(Screen::NewGame);
            }
        }
        1 => {
            if style::sized_button(ui, &labels[1], each).clicked()
                && let Err(e) = watch(&mut r.commands, &record, &mut r.screen)
            {
                r.notice.write(Notice(e));
            }
        }
        2 => {
            if style::sized_button(ui, &labels[2], each).clicked() {
                r.commands
                    .write_message(crate::replay::StartReview(record.clone()));
            }
        }
        _ => {
            ui.add_enabled_ui(can_save, |ui| {
                if style::sized_button(ui, &labels[3], each)
                    .on_hover_text(tr("results.save_help"))
                    .clicked()
                    && let (Some(store), Some(file)) = (r.store.as_deref(), r.last.0.as_deref())
                {
                    match crate::replay::view::export_record(store, file, "") {
                        Ok(done) => r.notice.write(Notice(done)),
                        Err(e) => r.notice.write(Notice(e)),
                    };
                }
            });
        }
    };
    for row in [0, 1, 2, 3].chunks(per_row) {
        ui.horizontal(|ui| {
            ui.spacing_mut().item_spacing.x = look.spacing;
            for &i in row {
                one(ui, i);
            }
        });
    }
    ui.add_space(look.spacing * 0.6);
    ui.vertical_centered(|ui| {
        if style::button(ui, &tr("hud.title_screen")).clicked() {
            r.screen.set(Screen::Title);
        }
    });
}

/// Online: a rematch is the room's new-game vote; the room is one click away.
fn online_buttons(ui: &mut egui::Ui, look: &Look, r: &mut Results) {
    let width = ui.available_width();
    let voting = r.online.client.vote.is_some();
    let seated = r.online.client.you().is_some();
    ui.add_enabled_ui(seated && !voting, |ui| {
        if style::primary_button(ui, &tr("results.propose_rematch"), width)
            .on_hover_text(tr("online.new_game_help"))
            .clicked()
        {
            r.requests.write(OnlineRequest::Ask(ClientMessage::Propose {
                kind: VoteKind::NewGame,
                seat: None,
            }));
        }
    });
    if voting {
        style::label(
            ui,
            egui::RichText::new(tr("results.vote_running")).color(look.weak),
        );
    }
    ui.add_space(look.spacing * 0.6);
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = look.spacing;
        let half = (width - look.spacing) / 2.0;
        if style::sized_button(ui, &tr("hud.online_room"), half).clicked() {
            r.screen.set(Screen::Online);
        }
        if style::sized_button(ui, &tr("online.leave"), half).clicked() {
            r.requests.write(OnlineRequest::Leave);
        }
    });
}
