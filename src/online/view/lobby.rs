//! The online lobby, in the manner of a quick-pairing grid: your name and the server (the
//! region line says the server the game is connected to, or trying to reach), a tile per mode
//! (classic 2, 3, 4, 6; Petri 2 to 6; the other rule sets under "More modes") with how many
//! people wait and play in it (the server's lobby counts), one click to a seat; a friends room
//! to create, and a room to join or watch by its name.

use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, Vec2 as EVec2};
use bevy_egui::{EguiClipboard, EguiContexts, EguiPrimaryContextPass};
use petri_net::{ClientMessage, Mode, ModeCount};
use petri_rules::{Preset, Rules};

use super::ranking::Page;
use crate::core::screens::Screen;
use crate::core::settings::Settings;
use crate::core::setup::preset_label;
use crate::core::text::{tr, tr_with};
use crate::online::{Light, Link, LinkProblem, Online, OnlinePage, OnlineRequest};
use crate::view::palette::{Palette, egui_colour};
use crate::view::style::{self, Look, UiSet};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LobbyForm>()
        .add_systems(OnEnter(Screen::Online), connect_on_arrival)
        .add_systems(
            EguiPrimaryContextPass,
            lobby
                .in_set(UiSet::Screens)
                .run_if(in_state(OnlinePage::Lobby)),
        );
}

/// What the lobby remembers between frames.
#[derive(Resource)]
pub struct LobbyForm {
    /// A friends room's name typed or pasted.
    pub room: String,
    /// The friends room to create: its game and players.
    pub preset: Preset,
    pub players: u8,
    /// The player left the server on purpose: the lobby does not connect by itself again.
    pub stay_offline: bool,
    /// The account form: a name and a password (never kept anywhere else).
    pub account: String,
    pub password: String,
    /// Quick games rated (accounts only).
    pub rated: bool,
}

impl Default for LobbyForm {
    fn default() -> Self {
        LobbyForm {
            room: String::new(),
            preset: Preset::Classic,
            players: 2,
            stay_offline: false,
            account: String::new(),
            password: String::new(),
            rated: false,
        }
    }
}

/// The modes with a tile of their own; the others are under "More modes".
pub const TILES: [(Preset, u8); 9] = [
    (Preset::Classic, 2),
    (Preset::Classic, 3),
    (Preset::Classic, 4),
    (Preset::Classic, 6),
    (Preset::Petri, 2),
    (Preset::Petri, 3),
    (Preset::Petri, 4),
    (Preset::Petri, 5),
    (Preset::Petri, 6),
];

/// Arriving on the online screen connects to the chosen server, unless the player
/// disconnected or a connection was asked for already (a link, `--server`: taken, or still
/// on its way to being taken).
pub(super) fn connect_on_arrival(
    online: Res<Online>,
    form: Res<LobbyForm>,
    settings: Res<Settings>,
    mut requests: ResMut<Messages<OnlineRequest>>,
) {
    // The requests of this frame and the last, taken or not.
    let on_its_way = requests
        .get_cursor()
        .read(&requests)
        .any(|r| matches!(r, OnlineRequest::Connect { .. }));
    if online.link == Link::Disconnected && !online.wanted && !form.stay_offline && !on_its_way {
        requests.write(OnlineRequest::Connect {
            url: chosen_url(&settings),
            name: settings.player_name.clone(),
        });
    }
}

/// The address of the server chosen in the settings.
pub fn chosen_url(settings: &Settings) -> String {
    settings
        .servers
        .get(
            settings
                .server
                .min(settings.servers.len().saturating_sub(1)),
        )
        .map(|e| e.url.clone())
        .unwrap_or_default()
}

/// What the connection is doing, in a few words (the header's chip), naming the server it is
/// about (not the one chosen in the list, which may differ).
pub fn link_text(online: &Online) -> String {
    let url = &online.url;
    match (online.light(), online.link, &online.problem) {
        (Light::Green, _, _) => tr_with("online.connected_to", &[("url", url)]),
        (_, Link::Retrying { .. } | Link::Connecting, Some(LinkProblem::Unreachable { .. })) => {
            tr_with("online.no_server_at", &[("url", url)])
        }
        (_, Link::Retrying { .. }, _) => tr_with("online.reconnecting_to", &[("url", url)]),
        (Light::Yellow, _, _) => tr_with("online.connecting_to", &[("url", url)]),
        _ => tr("online.disconnected"),
    }
}

/// The connection card's line: what the connection is doing and, when it is not up, why and
/// what to do, with the time to the next try (`now`: the real time, as the client's).
pub fn status_line(online: &Online, now: std::time::Duration) -> String {
    let problem = online
        .problem
        .as_ref()
        .filter(|_| !online.ready() && online.link != Link::Disconnected);
    let Some(problem) = problem else {
        return link_text(online);
    };
    let secs = match online.link {
        Link::Retrying { at } => at.saturating_sub(now).as_secs_f32().ceil(),
        _ => 0.0,
    };
    let key = match (problem, secs > 0.0) {
        (LinkProblem::Unreachable { .. }, true) => "online.no_server",
        (LinkProblem::Unreachable { .. }, false) => "online.no_server_now",
        (LinkProblem::Lost { .. }, true) => "online.lost_line",
        (LinkProblem::Lost { .. }, false) => "online.lost_line_now",
    };
    tr_with(key, &[("url", &online.url), ("secs", &secs)])
}

/// The connection's colour: green connected, yellow on the way, red not connected.
pub fn light_colour(online: &Online) -> Color32 {
    match online.light() {
        Light::Red => Color32::from_rgb(226, 72, 62),
        Light::Yellow => Color32::from_rgb(240, 196, 52),
        Light::Green => Color32::from_rgb(68, 204, 98),
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

#[allow(clippy::too_many_arguments)]
fn lobby(
    mut contexts: EguiContexts,
    online: Res<Online>,
    mut settings: ResMut<Settings>,
    mut form: ResMut<LobbyForm>,
    mut requests: MessageWriter<OnlineRequest>,
    mut screen: ResMut<NextState<Screen>>,
    mut clipboard: ResMut<EguiClipboard>,
    palette: Res<Palette>,
    mut topic: ResMut<crate::core::screens::HelpTopic>,
    mut ranking: ResMut<super::ranking::Ranking>,
    time: Res<Time<Real>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let look = Look::get(ctx);
    style::page(ctx, "lobby", 1040.0, |ui| {
        header(ui, &look, &online, &mut screen, &mut topic);
        ui.add_space(look.spacing);
        connection_card(
            ui,
            &look,
            &online,
            &mut settings,
            &mut form,
            &mut requests,
            time.elapsed(),
        );
        if online.ready() {
            ui.add_space(look.spacing);
            account_card(ui, &look, &online, &mut form, &mut requests, &mut ranking);
        }
        ui.add_space(look.spacing * 1.5);
        let rated = form.rated && online.client.account.is_some();
        quick_games(ui, &look, &online, &palette, rated, &mut requests);
        if !online.client.live.is_empty() {
            ui.add_space(look.spacing * 1.5);
            live_games(ui, &look, &online, &mut requests);
        }
        ui.add_space(look.spacing * 1.5);
        friends(ui, &look, &online, &mut form, &mut requests, &mut clipboard);
        ui.add_space(24.0);
    });
    Ok(())
}

fn header(
    ui: &mut egui::Ui,
    look: &Look,
    online: &Online,
    screen: &mut NextState<Screen>,
    topic: &mut crate::core::screens::HelpTopic,
) {
    let (back, help) = style::with_help(ui, &tr("learn.how_to_play"), |ui| {
        online_header(ui, look, online, &tr("menu.back"), &tr("online.title"))
    });
    if back {
        screen.set(Screen::Title);
    }
    if help {
        *topic = crate::core::screens::HelpTopic {
            topic: "app-lobby".into(),
            back: Some(Screen::Online),
        };
        screen.set(Screen::HowToPlay);
    }
}

/// An online page's header: a back arrow (`back` on hover), the title and, on wide windows,
/// the connection on the right. Returns whether the arrow was clicked.
pub fn online_header(
    ui: &mut egui::Ui,
    look: &Look,
    online: &Online,
    back: &str,
    title: &str,
) -> bool {
    ui.horizontal(|ui| {
        let clicked = style::icon_button(ui, "←", back).clicked();
        ui.add_space(6.0);
        style::title(ui, title);
        if !look.narrow {
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                connection_chip(ui, look, online);
            });
        }
        clicked
    })
    .inner
}

/// The connection's square and what it says.
pub fn connection_chip(ui: &mut egui::Ui, look: &Look, online: &Online) {
    let text = link_text(online);
    let colour = light_colour(online);
    let g = ui.painter().layout_no_wrap(
        text.clone(),
        egui::FontId::proportional(look.text_size * 0.85),
        look.text,
    );
    let size = EVec2::new(g.size().x + 44.0, 34.0);
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::hover());
    let painter = ui.painter();
    painter.rect_filled(rect, 17.0, style::fade(look.panel, 0.9));
    painter.rect_stroke(
        rect,
        17.0,
        egui::Stroke::new(1.0, look.edge),
        egui::StrokeKind::Inside,
    );
    let sq = egui::Rect::from_center_size(
        rect.left_center() + EVec2::new(18.0, 0.0),
        EVec2::splat(12.0),
    );
    painter.rect_filled(sq.expand(3.0), 5.0, style::fade(colour, 0.3));
    painter.rect_filled(sq, 3.0, colour);
    painter.galley(
        egui::pos2(rect.min.x + 32.0, rect.center().y - g.size().y / 2.0),
        g,
        look.text,
    );
    response.on_hover_text(text);
}

/// The player's name, the server to play on and the connection.
fn connection_card(
    ui: &mut egui::Ui,
    look: &Look,
    online: &Online,
    settings: &mut Settings,
    form: &mut LobbyForm,
    requests: &mut MessageWriter<OnlineRequest>,
    now: std::time::Duration,
) {
    look.card().show(ui, |ui| {
        ui.set_width(ui.available_width());
        let mut fields = |ui: &mut egui::Ui, settings: &mut Settings| {
            ui.vertical(|ui| {
                style::section(ui, &tr("online.your_name"));
                let mut name = settings.player_name.clone();
                style::text_field(
                    ui,
                    &mut name,
                    &tr("online.anonymous"),
                    220.0,
                    petri_net::NAME_MAX,
                );
                if name != settings.player_name {
                    settings.player_name = name;
                }
            });
            ui.vertical(|ui| {
                style::section(ui, &tr("online.region"));
                // The region shown is the server the game is connected to (or trying): a
                // server from a link or `--server` that is not in the list shows its address.
                let current = settings
                    .server
                    .min(settings.servers.len().saturating_sub(1));
                let live = (online.link != Link::Disconnected).then_some(online.url.as_str());
                let shown = match live {
                    Some(url) => settings.servers.iter().position(|e| e.url == url),
                    None => Some(current),
                };
                let label = match (shown, live) {
                    (Some(i), _) => settings.servers[i].name.clone(),
                    (None, Some(url)) => url.to_owned(),
                    (None, None) => String::new(),
                };
                let mut chosen = shown.unwrap_or(usize::MAX);
                egui::ComboBox::from_id_salt("region")
                    .selected_text(label)
                    .height(style::TOUCH * 6.0)
                    .show_ui(ui, |ui| {
                        for (i, e) in settings.servers.iter().enumerate() {
                            ui.selectable_value(&mut chosen, i, &e.name)
                                .on_hover_text(&e.url);
                        }
                    });
                // Choosing another region goes there.
                if chosen != shown.unwrap_or(usize::MAX) && chosen < settings.servers.len() {
                    settings.server = chosen;
                    form.stay_offline = false;
                    requests.write(OnlineRequest::Connect {
                        url: settings.servers[chosen].url.clone(),
                        name: settings.player_name.clone(),
                    });
                }
            });
        };
        if look.narrow {
            fields(ui, settings);
        } else {
            ui.horizontal(|ui| fields(ui, settings));
        }
        ui.add_space(look.spacing * 0.6);
        ui.horizontal_wrapped(|ui| {
            let url = chosen_url(settings);
            if online.link == Link::Disconnected {
                if style::chip(ui, true, &tr("online.connect")).clicked() {
                    form.stay_offline = false;
                    requests.write(OnlineRequest::Connect {
                        url,
                        name: settings.player_name.clone(),
                    });
                }
            } else if style::chip(ui, false, &tr("online.disconnect")).clicked() {
                form.stay_offline = true;
                requests.write(OnlineRequest::Disconnect);
            }
        });
        // One line: what the connection does, and when it is not up, why and what to do (the
        // raw error on hover).
        let line = ui.horizontal_top(|ui| {
            let (rect, _) = ui
                .allocate_exact_size(EVec2::new(12.0, look.text_size * 1.3), egui::Sense::hover());
            let square = egui::Rect::from_center_size(rect.center(), EVec2::splat(12.0));
            ui.painter().rect_filled(square, 3.0, light_colour(online));
            ui.add(
                egui::Label::new(egui::RichText::new(status_line(online, now)).color(look.weak))
                    .wrap(),
            )
        });
        if let Some(LinkProblem::Unreachable { why } | LinkProblem::Lost { why }) = &online.problem
        {
            line.inner
                .on_hover_text(tr_with("online.problem_detail", &[("why", why)]));
        }
    });
}

/// The account: signed in (the name, rated games on or off, your page, sign out), or a form
/// to sign in or create one (a guest plays casual games only); the leaderboards either way.
fn account_card(
    ui: &mut egui::Ui,
    look: &Look,
    online: &Online,
    form: &mut LobbyForm,
    requests: &mut MessageWriter<OnlineRequest>,
    ranking: &mut super::ranking::Ranking,
) {
    let ask = |requests: &mut MessageWriter<OnlineRequest>, m: ClientMessage| {
        requests.write(OnlineRequest::Ask(m));
    };
    look.card().show(ui, |ui| {
        ui.set_width(ui.available_width());
        match &online.client.account {
            Some(name) => {
                ui.horizontal_wrapped(|ui| {
                    style::label(
                        ui,
                        egui::RichText::new(tr_with("online.signed_in", &[("name", name)]))
                            .font(look.bold(look.text_size)),
                    );
                    ui.add_space(look.spacing);
                    if style::chip(ui, form.rated, &tr("online.rated")).clicked() {
                        form.rated = !form.rated;
                    }
                    if style::chip(ui, !form.rated, &tr("online.casual")).clicked() {
                        form.rated = false;
                    }
                    ui.add_space(look.spacing);
                    if style::chip(ui, false, &tr("ranking.your_page")).clicked() {
                        ranking.open(Page::Player(name.clone()));
                    }
                    leaderboards_chip(ui, ranking);
                    if style::chip(ui, false, &tr("online.sign_out")).clicked() {
                        ask(requests, ClientMessage::Logout);
                        form.rated = false;
                    }
                });
                style::label(
                    ui,
                    egui::RichText::new(tr(if form.rated {
                        "online.rated_help"
                    } else {
                        "online.casual_help"
                    }))
                    .color(look.weak)
                    .size(look.text_size * 0.85),
                );
            }
            None => {
                ui.horizontal(|ui| {
                    // The section's title (as `style::section`, whose spaces are vertical).
                    style::label(
                        ui,
                        egui::RichText::new(tr("online.account"))
                            .font(look.bold(look.text_size * 0.85))
                            .color(look.weak),
                    );
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        leaderboards_chip(ui, ranking)
                    });
                });
                style::label(
                    ui,
                    egui::RichText::new(tr("online.account_help"))
                        .color(look.weak)
                        .size(look.text_size * 0.85),
                );
                ui.add_space(look.spacing * 0.5);
                // On a phone the fields take the card's width (less their own margins) and
                // the buttons go under them; on a wide window all on one line.
                let w = if look.narrow {
                    ui.available_width() - 2.0 * look.spacing - 4.0
                } else {
                    200.0
                };
                let mut send = None;
                let fields = |ui: &mut egui::Ui, form: &mut LobbyForm| {
                    style::text_field(
                        ui,
                        &mut form.account,
                        &tr("online.account_name"),
                        w,
                        petri_net::ACCOUNT_NAME_MAX,
                    );
                    let pw =
                        style::password_field(ui, &mut form.password, &tr("online.password"), w);
                    pw.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter))
                };
                let mut buttons = |ui: &mut egui::Ui, form: &mut LobbyForm, enter: bool| {
                    let filled = !form.account.trim().is_empty() && !form.password.is_empty();
                    if ui
                        .add_enabled_ui(filled, |ui| style::chip(ui, true, &tr("online.sign_in")))
                        .inner
                        .clicked()
                        || (enter && filled)
                    {
                        send = Some(ClientMessage::Login {
                            name: form.account.trim().to_string(),
                            password: form.password.clone(),
                        });
                    }
                    if ui
                        .add_enabled_ui(filled, |ui| {
                            style::chip(ui, false, &tr("online.create_account"))
                        })
                        .inner
                        .clicked()
                    {
                        send = Some(ClientMessage::Register {
                            name: form.account.trim().to_string(),
                            password: form.password.clone(),
                        });
                    }
                };
                if look.narrow {
                    let enter = ui.vertical(|ui| fields(ui, form)).inner;
                    ui.horizontal_wrapped(|ui| buttons(ui, form, enter));
                } else {
                    ui.horizontal_wrapped(|ui| {
                        let enter = fields(ui, form);
                        buttons(ui, form, enter);
                    });
                }
                if let Some(m) = send {
                    // The password goes once, then is forgotten here.
                    form.password.clear();
                    ask(requests, m);
                }
            }
        }
    });
}

/// The public games being played, to watch: rated ones by rating first.
fn live_games(
    ui: &mut egui::Ui,
    look: &Look,
    online: &Online,
    requests: &mut MessageWriter<OnlineRequest>,
) {
    style::section(ui, &tr("online.live"));
    for game in online.client.live.iter().take(8) {
        look.card()
            .inner_margin(egui::Margin::symmetric(12, 8))
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.horizontal(|ui| {
                    ui.vertical(|ui| {
                        ui.horizontal(|ui| {
                            style::label(
                                ui,
                                egui::RichText::new(mode_label(game.mode))
                                    .font(look.bold(look.text_size)),
                            );
                            if game.rated {
                                style::label(
                                    ui,
                                    egui::RichText::new(tr("online.rated"))
                                        .color(look.accent)
                                        .size(look.text_size * 0.8),
                                );
                            }
                        });
                        let players: Vec<String> = game
                            .players
                            .iter()
                            .map(|p| match p.rating {
                                Some(r) => format!("{} ({r})", p.name),
                                None => p.name.clone(),
                            })
                            .collect();
                        style::label(
                            ui,
                            egui::RichText::new(players.join(" · "))
                                .color(look.weak)
                                .size(look.text_size * 0.85),
                        );
                    });
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        if style::chip(ui, false, &tr("online.watch_live")).clicked() {
                            requests.write(OnlineRequest::Ask(ClientMessage::Watch {
                                room: game.room.clone(),
                            }));
                        }
                    });
                });
            });
        ui.add_space(look.spacing * 0.4);
    }
}

/// Opens the leaderboards (the first mode's).
fn leaderboards_chip(ui: &mut egui::Ui, ranking: &mut super::ranking::Ranking) {
    if style::chip(ui, false, &tr("ranking.open")).clicked() {
        let (rules, players) = TILES[0];
        ranking.open(Page::Leaderboard(Mode { rules, players }));
    }
}

/// The counts of a mode, if the server sent them.
fn counts(online: &Online, mode: Mode) -> Option<ModeCount> {
    online.client.lobby.iter().copied().find(|c| c.mode == mode)
}

/// "3 waiting · 12 playing", or a dash before the server has said.
fn counts_line(online: &Online, mode: Mode) -> String {
    match counts(online, mode) {
        Some(c) if online.ready() => tr_with(
            "online.counts",
            &[("waiting", &c.waiting), ("playing", &c.playing)],
        ),
        _ => tr("online.counts_unknown"),
    }
}

/// The mode's seats' star points in their colours, for the tiles.
fn mode_points(mode: Mode, palette: &Palette) -> [Option<Color32>; 6] {
    crate::view::screens::home_points(&Rules::preset(mode.rules, mode.players), |seat| {
        egui_colour(palette.seat(seat.index()))
    })
}

/// The grid of modes, and the others in a fold.
fn quick_games(
    ui: &mut egui::Ui,
    look: &Look,
    online: &Online,
    palette: &Palette,
    rated: bool,
    requests: &mut MessageWriter<OnlineRequest>,
) {
    style::section(ui, &tr("online.quick_game"));
    // Without a server the tiles are grey: the line says why.
    let help = if online.ready() {
        "online.public_help"
    } else {
        "online.tiles_offline"
    };
    style::label(
        ui,
        egui::RichText::new(tr(help))
            .color(look.weak)
            .size(look.text_size * 0.85),
    );
    ui.add_space(look.spacing * 0.5);
    let columns = if look.narrow {
        2
    } else if ui.available_width() > 900.0 {
        5
    } else {
        4
    };
    let w = (ui.available_width() - look.spacing * (columns as f32 - 1.0)) / columns as f32;
    let h = if look.narrow { 150.0 } else { 168.0 };
    let ready = online.ready();
    for row in TILES.chunks(columns) {
        ui.horizontal_top(|ui| {
            ui.spacing_mut().item_spacing.x = look.spacing;
            for &(preset, players) in row {
                let mode = Mode {
                    rules: preset,
                    players,
                };
                let title = tr_with(
                    "online.tile",
                    &[("rules", &preset_label(preset)), ("players", &players)],
                );
                let points = mode_points(mode, palette);
                let line = counts_line(online, mode);
                let waiting = counts(online, mode).is_some_and(|c| c.waiting > 0) && ready;
                let response = ui
                    .add_enabled_ui(ready, |ui| {
                        style::tile(
                            ui,
                            EVec2::new(w, h),
                            waiting,
                            &title,
                            &line,
                            |p, r, look| style::mini_star(p, r, points, look),
                        )
                    })
                    .inner
                    .on_hover_text(mode_label(mode));
                if response.clicked() {
                    requests.write(OnlineRequest::Ask(ClientMessage::QuickJoin { mode, rated }));
                }
            }
        });
        ui.add_space(look.spacing);
    }
    style::fold(ui, "more modes", &tr("online.more_modes"), |ui| {
        for preset in [Preset::Family, Preset::Online, Preset::PetriRealtime] {
            ui.horizontal_wrapped(|ui| {
                style::label(
                    ui,
                    egui::RichText::new(preset_label(preset)).font(look.bold(look.text_size)),
                );
                for &players in preset.player_counts() {
                    let mode = Mode {
                        rules: preset,
                        players,
                    };
                    let text = format!(
                        "{} · {}",
                        tr_with("online.players_n", &[("n", &players)]),
                        counts_line(online, mode)
                    );
                    let chip = ui
                        .add_enabled_ui(ready, |ui| style::chip(ui, false, &text))
                        .inner;
                    if chip.clicked() {
                        requests
                            .write(OnlineRequest::Ask(ClientMessage::QuickJoin { mode, rated }));
                    }
                }
            });
            ui.add_space(look.spacing * 0.5);
        }
    });
}

/// Create a friends room; join or watch one by its name.
fn friends(
    ui: &mut egui::Ui,
    look: &Look,
    online: &Online,
    form: &mut LobbyForm,
    requests: &mut MessageWriter<OnlineRequest>,
    clipboard: &mut EguiClipboard,
) {
    let ready = online.ready();
    let create =
        |ui: &mut egui::Ui, form: &mut LobbyForm, requests: &mut MessageWriter<OnlineRequest>| {
            look.card().show(ui, |ui| {
                ui.set_width(ui.available_width());
                style::label(
                    ui,
                    egui::RichText::new(tr("online.create_friends_room"))
                        .font(look.bold(look.text_size * 1.2)),
                );
                style::label(
                    ui,
                    egui::RichText::new(tr("online.create_help"))
                        .color(look.weak)
                        .size(look.text_size * 0.85),
                );
                ui.add_space(look.spacing * 0.5);
                ui.horizontal_wrapped(|ui| {
                    for preset in Preset::ALL {
                        if style::chip(ui, form.preset == preset, &preset_label(preset)).clicked() {
                            form.preset = preset;
                        }
                    }
                });
                if !form.preset.player_counts().contains(&form.players) {
                    form.players = 2;
                }
                ui.horizontal_wrapped(|ui| {
                    for &n in form.preset.player_counts() {
                        let label = tr_with("online.players_n", &[("n", &n)]);
                        if style::chip(ui, form.players == n, &label).clicked() {
                            form.players = n;
                        }
                    }
                });
                ui.add_space(look.spacing * 0.5);
                let width = ui.available_width();
                ui.add_enabled_ui(ready, |ui| {
                    if style::primary_button(ui, &tr("online.create"), width).clicked() {
                        let mode = Mode {
                            rules: form.preset,
                            players: form.players,
                        };
                        requests.write(OnlineRequest::Ask(ClientMessage::CreateRoom {
                            mode: Some(mode),
                            rules: None,
                            rated: false,
                            clock: None,
                        }));
                    }
                });
            });
        };
    let join = |ui: &mut egui::Ui,
                form: &mut LobbyForm,
                requests: &mut MessageWriter<OnlineRequest>,
                clipboard: &mut EguiClipboard| {
        look.card().show(ui, |ui| {
            ui.set_width(ui.available_width());
            style::label(
                ui,
                egui::RichText::new(tr("online.join_by_name"))
                    .font(look.bold(look.text_size * 1.2)),
            );
            style::label(
                ui,
                egui::RichText::new(tr("online.join_help"))
                    .color(look.weak)
                    .size(look.text_size * 0.85),
            );
            ui.add_space(look.spacing * 0.5);
            ui.horizontal(|ui| {
                let width = (ui.available_width() - 100.0).max(120.0);
                style::text_field(ui, &mut form.room, &tr("online.paste_here"), width, 40);
                if style::button(ui, &tr("online.paste")).clicked()
                    && let Some(text) = clipboard.get_text()
                {
                    form.room = text.trim().to_owned();
                }
            });
            let name = petri_net::room_name(&form.room);
            if let (Err(why), false) = (&name, form.room.trim().is_empty()) {
                style::label(ui, egui::RichText::new(why).color(look.danger));
            }
            ui.add_space(look.spacing * 0.5);
            ui.horizontal(|ui| {
                ui.spacing_mut().item_spacing.x = look.spacing;
                let half = (ui.available_width() - look.spacing) / 2.0;
                for (key, watch) in [("online.join", false), ("online.watch", true)] {
                    let enabled = ready && name.is_ok();
                    let clicked = ui
                        .add_enabled_ui(enabled, |ui| {
                            style::sized_button(ui, &tr(key), half).clicked()
                        })
                        .inner;
                    if clicked && let Ok(room) = &name {
                        let room = room.clone();
                        requests.write(OnlineRequest::Ask(if watch {
                            ClientMessage::Watch { room }
                        } else {
                            ClientMessage::Join { room }
                        }));
                    }
                }
            });
        });
    };
    if look.narrow {
        create(ui, form, requests);
        ui.add_space(look.spacing);
        join(ui, form, requests, clipboard);
    } else {
        ui.columns(2, |cols| {
            create(&mut cols[0], form, requests);
            join(&mut cols[1], form, requests, clipboard);
        });
    }
}
