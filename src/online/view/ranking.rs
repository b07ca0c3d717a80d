//! The leaderboards and a player's page, online, in the manner of lichess's: a mode's best
//! rated players of the last 30 days (the server's `leaderboard`), and a player's ratings,
//! their history as a graph and the recent rated games, each to replay here or to keep among
//! the Replays (`player`, `record`). Drawn on the online screen instead of the lobby while
//! [`Ranking::page`] says so.

use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, Vec2 as EVec2};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use petri_net::api::{HistoryPoint, PlayedGame, PlayerPage};
use petri_net::{ClientMessage, Mode};
use petri_rules::GameRecord;

use super::lobby::{TILES, mode_label, online_header};
use crate::core::notice::Notice;
use crate::core::screens::Screen;
use crate::core::store::Store;
use crate::core::text::{tr, tr_with};
use crate::online::{Online, OnlinePage, OnlineRequest};
use crate::view::style::{self, Look, UiSet};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Ranking>()
        .add_systems(OnExit(Screen::Online), |mut r: ResMut<Ranking>| {
            r.page = None;
            r.back.clear();
        })
        .add_systems(Update, use_record.run_if(in_state(Screen::Online)))
        .add_systems(
            EguiPrimaryContextPass,
            ranking
                .in_set(UiSet::Screens)
                .run_if(in_state(OnlinePage::Ranking)),
        );
}

/// A page of the rankings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Page {
    Leaderboard(Mode),
    Player(String),
}

/// What to do with a rated game's record once the server sends it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Want {
    /// Watch it at once.
    Replay,
    /// Keep it among the Replays (the game's own record files, to export or to replay later).
    Keep,
}

/// Which ranking page is shown (none: the lobby), the way back, and what was asked of the
/// server.
#[derive(Resource, Debug, Default)]
pub struct Ranking {
    pub page: Option<Page>,
    /// The pages before it, for the back arrow.
    back: Vec<Page>,
    /// The page whose data was last asked for.
    asked: Option<Page>,
    /// The mode whose history the player's page draws (its key).
    graph: Option<String>,
    /// A record asked for, and what to do with it.
    pub want: Option<(String, Want)>,
}

impl Ranking {
    /// Goes to a page; the back arrow returns to the one shown now.
    pub fn open(&mut self, page: Page) {
        if let Some(now) = self.page.take()
            && now != page
        {
            self.back.push(now);
        }
        self.graph = None;
        self.page = Some(page);
    }

    /// Back one page, or to the lobby.
    pub fn back(&mut self) {
        self.page = self.back.pop();
        self.graph = None;
    }

    /// The frame that asks for the shown page's data, when it was not asked for yet.
    fn request(&mut self) -> Option<ClientMessage> {
        let page = self.page.clone()?;
        if self.asked.as_ref() == Some(&page) {
            return None;
        }
        self.asked = Some(page.clone());
        Some(match page {
            Page::Leaderboard(mode) => ClientMessage::Leaderboard { mode },
            Page::Player(name) => ClientMessage::Player { name },
        })
    }
}

/// The rankings' pages over the online screen (not while in a room).
fn ranking(
    mut contexts: EguiContexts,
    online: Res<Online>,
    mut ranking: ResMut<Ranking>,
    mut requests: MessageWriter<OnlineRequest>,
) -> Result {
    let Some(page) = ranking.page.clone() else {
        return Ok(());
    };
    if online.ready() {
        if let Some(m) = ranking.request() {
            requests.write(OnlineRequest::Ask(m));
        }
    } else {
        // Asked again once connected.
        ranking.asked = None;
    }
    let ctx = contexts.ctx_mut()?;
    let look = Look::get(ctx);
    let title = match &page {
        Page::Leaderboard(_) => tr("ranking.title"),
        // As the account writes it, once its page came ("ann" asked: "Ann").
        Page::Player(name) => online
            .client
            .player_page
            .as_ref()
            .filter(|p| same_name(&p.name, name))
            .map_or_else(|| name.clone(), |p| p.name.clone()),
    };
    style::page(ctx, "ranking", 900.0, |ui| {
        if online_header(ui, &look, &online, &tr("menu.back"), &title) {
            ranking.back();
        }
        ui.add_space(look.spacing);
        if !online.ready() {
            look.card().show(ui, |ui| {
                ui.set_width(ui.available_width());
                style::label(
                    ui,
                    egui::RichText::new(tr("ranking.offline")).color(look.weak),
                );
            });
            return;
        }
        match page {
            Page::Leaderboard(mode) => leaderboard(ui, &look, &online, mode, &mut ranking),
            Page::Player(name) => {
                let page = online
                    .client
                    .player_page
                    .as_ref()
                    .filter(|p| same_name(&p.name, &name));
                match page {
                    Some(p) => player(ui, &look, &online, p, &mut ranking, &mut requests),
                    None => waiting(ui, &look, &online),
                }
            }
        }
        ui.add_space(24.0);
    });
    Ok(())
}

/// The server answers names without regard to case.
fn same_name(a: &str, b: &str) -> bool {
    a.to_lowercase() == b.trim().to_lowercase()
}

/// While the page's data is on its way, or when it is not there.
fn waiting(ui: &mut egui::Ui, look: &Look, online: &Online) {
    look.card().show(ui, |ui| {
        ui.set_width(ui.available_width());
        let text = online
            .client
            .not_found
            .clone()
            .unwrap_or_else(|| tr("ranking.loading"));
        style::label(ui, egui::RichText::new(text).color(look.weak));
    });
}

/// A rating as shown: `1512`, or `1500?` while provisional.
pub fn rating_text(rating: i32, provisional: bool) -> String {
    if provisional {
        format!("{rating}?")
    } else {
        rating.to_string()
    }
}

/// A player's name that opens their page.
fn name_link(ui: &mut egui::Ui, look: &Look, name: &str, bold: bool, ranking: &mut Ranking) {
    if name == petri_net::api::DELETED {
        style::label(ui, egui::RichText::new(name).color(look.weak).italics());
        return;
    }
    let mut text = egui::RichText::new(name).color(look.text);
    if bold {
        text = text.font(look.bold(look.text_size));
    }
    let r = ui
        .add(egui::Label::new(text).sense(egui::Sense::click()))
        .on_hover_cursor(egui::CursorIcon::PointingHand)
        .on_hover_text(tr("ranking.open_player"));
    if r.clicked() {
        ranking.open(Page::Player(name.to_owned()));
    }
}

fn leaderboard(ui: &mut egui::Ui, look: &Look, online: &Online, mode: Mode, ranking: &mut Ranking) {
    if look.narrow {
        // A phone: one list of every mode (nine chips would fill the screen).
        let mut chosen = mode;
        egui::ComboBox::from_id_salt("ranking-mode")
            .selected_text(mode_label(mode))
            .width(ui.available_width() - 8.0)
            .height(style::TOUCH * 8.0)
            .show_ui(ui, |ui| {
                for m in Mode::all() {
                    ui.selectable_value(&mut chosen, m, mode_label(m));
                }
            });
        if chosen != mode {
            ranking.page = Some(Page::Leaderboard(chosen));
        }
    } else {
        mode_chips(ui, mode, ranking);
    }
    ui.add_space(look.spacing);
    board_list(ui, look, online, mode, ranking);
}

/// The modes with a tile in the lobby as chips, the others in a list.
fn mode_chips(ui: &mut egui::Ui, mode: Mode, ranking: &mut Ranking) {
    ui.horizontal_wrapped(|ui| {
        for (rules, players) in TILES {
            let m = Mode { rules, players };
            if style::chip(ui, m == mode, &mode_label(m)).clicked() && m != mode {
                ranking.page = Some(Page::Leaderboard(m));
            }
        }
        let others: Vec<Mode> = Mode::all()
            .into_iter()
            .filter(|m| !TILES.contains(&(m.rules, m.players)))
            .collect();
        let mut chosen = mode;
        let shown = if others.contains(&mode) {
            mode_label(mode)
        } else {
            tr("ranking.more_modes")
        };
        egui::ComboBox::from_id_salt("ranking-mode")
            .selected_text(shown)
            .height(style::TOUCH * 6.0)
            .show_ui(ui, |ui| {
                for m in others {
                    ui.selectable_value(&mut chosen, m, mode_label(m));
                }
            });
        if chosen != mode {
            ranking.page = Some(Page::Leaderboard(chosen));
        }
    });
}

/// The mode's players, best first; yours marked.
fn board_list(ui: &mut egui::Ui, look: &Look, online: &Online, mode: Mode, ranking: &mut Ranking) {
    let board = online
        .client
        .leaderboard
        .as_ref()
        .filter(|b| b.mode == mode.key());
    let Some(board) = board else {
        waiting(ui, look, online);
        return;
    };
    if board.players.is_empty() {
        look.card().show(ui, |ui| {
            ui.set_width(ui.available_width());
            style::label(
                ui,
                egui::RichText::new(tr("ranking.empty")).color(look.weak),
            );
        });
        return;
    }
    let me = online.client.account.as_deref();
    look.card().show(ui, |ui| {
        ui.set_width(ui.available_width());
        let w = ui.available_width();
        for entry in &board.players {
            let mine = me.is_some_and(|m| same_name(&entry.name, m));
            let row = egui::Frame::NONE
                .fill(if mine {
                    style::fade(look.accent, 0.18)
                } else {
                    Color32::TRANSPARENT
                })
                .corner_radius(look.radius * 0.6)
                .inner_margin(egui::Margin::symmetric(8, 4));
            row.show(ui, |ui| {
                ui.set_width(w - 16.0);
                ui.horizontal(|ui| {
                    medal(ui, look, entry.rank);
                    ui.add_space(look.spacing * 0.5);
                    name_link(ui, look, &entry.name, mine, ranking);
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        style::label(
                            ui,
                            egui::RichText::new(tr_with(
                                "ranking.games",
                                &[("n", &entry.rating.games)],
                            ))
                            .color(look.weak)
                            .size(look.text_size * 0.85),
                        );
                        ui.add_space(look.spacing);
                        style::label(
                            ui,
                            egui::RichText::new(rating_text(
                                entry.rating.rating,
                                entry.rating.provisional,
                            ))
                            .font(look.bold(look.text_size * 1.05)),
                        );
                    });
                });
            });
        }
    });
}

/// A place's disc: gold, silver and bronze for the first three, the number for the others.
fn medal(ui: &mut egui::Ui, look: &Look, rank: u32) {
    let (rect, _) = ui.allocate_exact_size(EVec2::splat(30.0), egui::Sense::hover());
    let colour = match rank {
        1 => Some(Color32::from_rgb(232, 184, 56)),
        2 => Some(Color32::from_rgb(188, 196, 206)),
        3 => Some(Color32::from_rgb(196, 128, 72)),
        _ => None,
    };
    let painter = ui.painter();
    if let Some(c) = colour {
        style::marble(painter, rect.center(), 12.0, c);
    }
    painter.text(
        rect.center(),
        egui::Align2::CENTER_CENTER,
        rank.to_string(),
        look.bold(look.text_size * 0.85),
        if colour.is_some() {
            Color32::from_rgb(40, 30, 20)
        } else {
            look.weak
        },
    );
}

fn player(
    ui: &mut egui::Ui,
    look: &Look,
    online: &Online,
    page: &PlayerPage,
    ranking: &mut Ranking,
    requests: &mut MessageWriter<OnlineRequest>,
) {
    // The ratings, one card a mode; the one chosen draws its history below.
    let mut modes: Vec<(&String, &petri_net::api::ModeRating)> = page.ratings.iter().collect();
    modes.sort_by_key(|(_, r)| std::cmp::Reverse(r.games));
    let graph = ranking
        .graph
        .clone()
        .filter(|g| page.history.contains_key(g))
        .or_else(|| modes.first().map(|(m, _)| (*m).clone()));
    if modes.is_empty() {
        look.card().show(ui, |ui| {
            ui.set_width(ui.available_width());
            style::label(
                ui,
                egui::RichText::new(tr("ranking.no_games")).color(look.weak),
            );
        });
        return;
    }
    ui.horizontal_wrapped(|ui| {
        for (key, r) in &modes {
            let chosen = graph.as_deref() == Some(key.as_str());
            let label = Mode::from_key(key).map_or_else(|| (*key).clone(), mode_label);
            let response = look
                .card()
                .inner_margin(egui::Margin::symmetric(14, 10))
                .stroke(egui::Stroke::new(
                    if chosen { 2.0 } else { 1.0 },
                    if chosen { look.accent } else { look.edge },
                ))
                .show(ui, |ui| {
                    ui.vertical(|ui| {
                        style::label(
                            ui,
                            egui::RichText::new(label)
                                .color(look.weak)
                                .size(look.text_size * 0.85),
                        );
                        style::label(
                            ui,
                            egui::RichText::new(rating_text(r.rating, r.provisional))
                                .font(look.bold(look.heading_size)),
                        );
                        style::label(
                            ui,
                            egui::RichText::new(tr_with("ranking.games", &[("n", &r.games)]))
                                .color(look.weak)
                                .size(look.text_size * 0.8),
                        );
                    });
                })
                .response
                .interact(egui::Sense::click())
                .on_hover_cursor(egui::CursorIcon::PointingHand);
            if response.clicked() {
                ranking.graph = Some((*key).clone());
            }
        }
    });
    if let Some(key) = &graph
        && let Some(points) = page.history.get(key)
    {
        ui.add_space(look.spacing);
        look.card().show(ui, |ui| {
            ui.set_width(ui.available_width());
            let label = Mode::from_key(key).map_or_else(|| key.clone(), mode_label);
            style::section(ui, &tr_with("ranking.history", &[("mode", &label)]));
            history_graph(ui, look, points);
        });
    }
    ui.add_space(look.spacing * 1.5);
    style::section(ui, &tr("ranking.recent"));
    for game in &page.games {
        game_card(ui, look, online, page, game, ranking, requests);
        ui.add_space(look.spacing * 0.4);
    }
}

/// The rating after each game, oldest on the left: a line over the hundreds it spans.
fn history_graph(ui: &mut egui::Ui, look: &Look, points: &[HistoryPoint]) {
    let w = ui.available_width();
    let h = if look.narrow { 150.0 } else { 190.0 };
    let (rect, response) = ui.allocate_exact_size(EVec2::new(w, h), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    let lo = points.iter().map(|p| p.rating).min().unwrap_or(1500);
    let hi = points.iter().map(|p| p.rating).max().unwrap_or(1500);
    // Whole hundreds around the ratings, at least two.
    let bottom = (lo - 25).div_euclid(100) * 100;
    let top = ((hi + 25).div_euclid(100) + 1) * 100;
    let top = top.max(bottom + 200);
    let plot = egui::Rect::from_min_max(
        rect.min + EVec2::new(46.0, 8.0),
        rect.max - EVec2::new(12.0, 22.0),
    );
    let y_of = |r: i32| plot.bottom() - (r - bottom) as f32 / (top - bottom) as f32 * plot.height();
    let x_of = |i: usize| {
        if points.len() < 2 {
            plot.center().x
        } else {
            plot.left() + i as f32 / (points.len() - 1) as f32 * plot.width()
        }
    };
    let step = if top - bottom > 600 { 200 } else { 100 };
    let mut r = bottom;
    while r <= top {
        let y = y_of(r);
        painter.line_segment(
            [egui::pos2(plot.left(), y), egui::pos2(plot.right(), y)],
            egui::Stroke::new(1.0, style::fade(look.edge, 0.6)),
        );
        painter.text(
            egui::pos2(plot.left() - 8.0, y),
            egui::Align2::RIGHT_CENTER,
            r.to_string(),
            egui::FontId::proportional(look.text_size * 0.75),
            look.weak,
        );
        r += step;
    }
    painter.text(
        egui::pos2(plot.center().x, rect.bottom() - 4.0),
        egui::Align2::CENTER_BOTTOM,
        tr("ranking.oldest_newest"),
        egui::FontId::proportional(look.text_size * 0.75),
        look.weak,
    );
    let line: Vec<egui::Pos2> = points
        .iter()
        .enumerate()
        .map(|(i, p)| egui::pos2(x_of(i), y_of(p.rating)))
        .collect();
    // The area under the line, faintly, then the line and its games.
    if line.len() > 1 {
        let mut area = line.clone();
        area.push(egui::pos2(plot.right(), plot.bottom()));
        area.push(egui::pos2(plot.left(), plot.bottom()));
        for pair in line.windows(2) {
            let quad = vec![
                pair[0],
                pair[1],
                egui::pos2(pair[1].x, plot.bottom()),
                egui::pos2(pair[0].x, plot.bottom()),
            ];
            painter.add(egui::Shape::convex_polygon(
                quad,
                style::fade(look.accent, 0.14),
                egui::Stroke::NONE,
            ));
        }
        painter.line(line.clone(), egui::Stroke::new(2.5, look.accent));
    }
    for p in &line {
        painter.circle_filled(*p, 3.5, look.accent);
    }
    // The game under the pointer: its rating.
    if let Some(at) = response.hover_pos()
        && let Some((i, p)) = line
            .iter()
            .enumerate()
            .min_by(|a, b| (a.1.x - at.x).abs().total_cmp(&(b.1.x - at.x).abs()))
    {
        painter.circle_stroke(*p, 6.0, egui::Stroke::new(2.0, look.text));
        response.on_hover_text(format!("{} · {}", points[i].rating, points[i].game));
    }
}

fn game_card(
    ui: &mut egui::Ui,
    look: &Look,
    online: &Online,
    page: &PlayerPage,
    game: &PlayedGame,
    ranking: &mut Ranking,
    requests: &mut MessageWriter<OnlineRequest>,
) {
    let about = |ui: &mut egui::Ui, ranking: &mut Ranking| {
        ui.horizontal_wrapped(|ui| {
            let label = Mode::from_key(&game.mode).map_or_else(|| game.mode.clone(), mode_label);
            style::label(
                ui,
                egui::RichText::new(label).font(look.bold(look.text_size)),
            );
            style::label(
                ui,
                egui::RichText::new(ago(game.at_ms, crate::core::store::unix_time()))
                    .color(look.weak)
                    .size(look.text_size * 0.85),
            );
        });
        let mut players: Vec<&petri_net::api::GamePlayer> = game.players.iter().collect();
        players.sort_by_key(|p| p.place);
        ui.horizontal_wrapped(|ui| {
            for (i, p) in players.iter().enumerate() {
                if i > 0 {
                    style::label(ui, egui::RichText::new("·").color(look.weak));
                }
                style::label(
                    ui,
                    egui::RichText::new(format!("{}.", p.place))
                        .color(look.weak)
                        .size(look.text_size * 0.85),
                );
                let me = same_name(&p.name, &page.name);
                name_link(ui, look, &p.name, me, ranking);
                let change = if p.change >= 0 {
                    format!("{} (+{})", p.rating, p.change)
                } else {
                    format!("{} (−{})", p.rating, -p.change)
                };
                style::label(
                    ui,
                    egui::RichText::new(change)
                        .color(if p.change >= 0 {
                            Color32::from_rgb(96, 190, 110)
                        } else {
                            look.danger
                        })
                        .size(look.text_size * 0.85),
                );
            }
        });
    };
    let mut actions = |ui: &mut egui::Ui, ranking: &mut Ranking| {
        let busy = ranking.want.is_some();
        // Right to left on a wide window: Save, then Replay nearest the text's end.
        let order = if look.narrow {
            [
                (Want::Replay, "ranking.replay"),
                (Want::Keep, "ranking.keep"),
            ]
        } else {
            [
                (Want::Keep, "ranking.keep"),
                (Want::Replay, "ranking.replay"),
            ]
        };
        for (want, key) in order {
            let r = ui.add_enabled_ui(!busy && online.ready(), |ui| {
                style::chip(ui, want == Want::Replay, &tr(key))
            });
            if r.inner.clicked() {
                ranking.want = Some((game.game.clone(), want));
                requests.write(OnlineRequest::Ask(ClientMessage::Record {
                    game: game.game.clone(),
                }));
            }
        }
    };
    look.card()
        .inner_margin(egui::Margin::symmetric(12, 8))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            if look.narrow {
                about(ui, ranking);
                ui.horizontal_wrapped(|ui| actions(ui, ranking));
            } else {
                ui.horizontal(|ui| {
                    ui.vertical(|ui| about(ui, ranking));
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        actions(ui, ranking)
                    });
                });
            }
        });
}

/// How long ago a time was, for people: "just now", "5 min ago", "3 h ago", "2 days ago".
pub fn ago(at_ms: u64, now_secs: u64) -> String {
    let secs = now_secs.saturating_sub(at_ms / 1000);
    match secs {
        0..60 => tr("ranking.just_now"),
        60..3600 => tr_with("ranking.minutes_ago", &[("n", &(secs / 60))]),
        3600..86_400 => tr_with("ranking.hours_ago", &[("n", &(secs / 3600))]),
        _ => tr_with("ranking.days_ago", &[("n", &(secs / 86_400))]),
    }
}

/// A record the server sent for a replay or to keep: watched, or kept among the Replays.
fn use_record(
    mut commands: Commands,
    mut online: ResMut<Online>,
    mut ranking: ResMut<Ranking>,
    store: Option<Res<Store>>,
    mut screen: ResMut<NextState<Screen>>,
    mut notice: MessageWriter<Notice>,
) {
    if online.client.not_found.is_some() && ranking.want.is_some() {
        // The game asked for is not there: the notice said so; the buttons work again.
        ranking.want = None;
    }
    let Some((game, text)) = online.client.record.take() else {
        return;
    };
    let Some((wanted, want)) = ranking.want.take() else {
        return;
    };
    if wanted != game {
        return;
    }
    let outcome = match want {
        Want::Replay => GameRecord::from_json(&text)
            .map_err(|e| e.to_string())
            .and_then(|record| crate::replay::watch(&mut commands, &record, &mut screen)),
        Want::Keep => match &store {
            Some(store) => {
                crate::replay::import_text(store, &text, &game, &format!("online-{game}")).map(
                    |_| {
                        notice.write(Notice(tr_with("ranking.kept", &[("game", &game)])));
                    },
                )
            }
            None => Err(tr("ranking.no_store")),
        },
    };
    if let Err(e) = outcome {
        notice.write(Notice(tr_with(
            "ranking.bad_record",
            &[("game", &game), ("error", &e)],
        )));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_read_as_people_say_them() {
        let now = 1_000_000;
        assert_eq!(ago(now * 1000, now), tr("ranking.just_now"));
        assert_eq!(
            ago((now - 300) * 1000, now),
            tr_with("ranking.minutes_ago", &[("n", &5)])
        );
        assert_eq!(
            ago((now - 7200) * 1000, now),
            tr_with("ranking.hours_ago", &[("n", &2)])
        );
        assert_eq!(
            ago((now - 3 * 86_400) * 1000, now),
            tr_with("ranking.days_ago", &[("n", &3)])
        );
        // A time ahead of this clock (the server's and this machine's differ) is now.
        assert_eq!(ago((now + 50) * 1000, now), tr("ranking.just_now"));
    }

    #[test]
    fn back_returns_through_the_pages_to_the_lobby() {
        let mut r = Ranking::default();
        let m = Mode {
            rules: petri_rules::Preset::Classic,
            players: 2,
        };
        r.open(Page::Leaderboard(m));
        assert_eq!(r.request(), Some(ClientMessage::Leaderboard { mode: m }));
        // Asked once, not every frame.
        assert_eq!(r.request(), None);
        r.open(Page::Player("Ann".into()));
        assert_eq!(
            r.request(),
            Some(ClientMessage::Player { name: "Ann".into() })
        );
        r.back();
        assert_eq!(r.page, Some(Page::Leaderboard(m)));
        // Back on the leaderboard: asked again (it may have changed).
        assert_eq!(r.request(), Some(ClientMessage::Leaderboard { mode: m }));
        r.back();
        assert_eq!(r.page, None);
        assert_eq!(r.request(), None);
    }

    #[test]
    fn provisional_ratings_carry_a_question_mark() {
        assert_eq!(rating_text(1662, false), "1662");
        assert_eq!(rating_text(1500, true), "1500?");
    }
}
