//! The new game screen, for both games: the game and the number of players as picture tiles,
//! the rule set, the seats as cards (colour, name, a person or a computer level), the house
//! rules under "More rules" (each with a line saying what it does), the board's size, the
//! pieces and the seed under "Advanced"; beside them a live preview of the board, drawn by
//! the board itself with each seat's colour in its triangle, and a large **Start**. On a
//! narrow window everything is one column, the preview on top and Start at the bottom.

use bevy::prelude::*;
use bevy_egui::egui::{self, Color32, Vec2 as EVec2};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use petri_rules::{CaptureMode, Finish, Game, Preset, Rules, Stops};

use crate::core::games::{GameKind, game_name};
use crate::core::screens::Screen;
use crate::core::setup::{GameSetup, SeatKind, colour_name};
use crate::core::text::{tr, tr_with};
use crate::core::turn::start_game;
use crate::view::board::Showcase;
use crate::view::palette::{Palette, egui_colour};
use crate::view::style::{self, Look, UiSet};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Preview>()
        .add_systems(OnExit(Screen::NewGame), forget_preview)
        .add_systems(Update, show_preview.run_if(in_state(Screen::NewGame)))
        .add_systems(
            EguiPrimaryContextPass,
            new_game
                .in_set(UiSet::Screens)
                .run_if(in_state(Screen::NewGame)),
        );
}

// -------------------------------------------------------------------------------------------
// The preview board.

/// The preview: where the screen left room for it (logical window pixels) and the board
/// showing the setup it was made for.
#[derive(Resource, Default)]
pub struct Preview {
    pub area: Option<Rect>,
    board: crate::view::screens::ShownBoard,
}

fn forget_preview(mut preview: ResMut<Preview>) {
    preview.board.forget();
    preview.area = None;
}

/// Keeps the preview board in step with the setup: the board of its rules at the start, each
/// seat in its colour; a change of rules or colours puts up a new one.
fn show_preview(
    mut commands: Commands,
    setup: Res<GameSetup>,
    mut preview: ResMut<Preview>,
    mut boards: Query<&mut Showcase>,
) {
    let Ok(rules) = setup.rules() else {
        return;
    };
    let Ok(game) = Game::new(&rules) else {
        return;
    };
    let colours: Vec<usize> = setup.seats.iter().map(|s| s.colour).collect();
    let key = format!("{rules:?} {colours:?}");
    preview
        .board
        .show(&mut commands, &key, &game, &colours, Screen::NewGame);
    preview.board.place(&mut boards, preview.area);
}

// -------------------------------------------------------------------------------------------
// The screen.

#[allow(clippy::too_many_arguments)]
fn new_game(
    mut contexts: EguiContexts,
    mut commands: Commands,
    mut setup: ResMut<GameSetup>,
    mut screen: ResMut<NextState<Screen>>,
    mut preview: ResMut<Preview>,
    palette: Res<Palette>,
    settings: Res<crate::core::settings::Settings>,
    mut topic: ResMut<crate::core::screens::HelpTopic>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let look = Look::get(ctx);
    let valid = setup.rules();
    let mut s = setup.clone();
    let mut asked = Asked::default();
    let zoom = settings.ui_scale;
    let preview_rect = if look.narrow {
        one_column(ctx, &look, &mut s, &valid, &palette, &mut asked)
    } else {
        two_columns(ctx, &look, &mut s, &valid, &palette, &mut asked)
    };
    // egui points to logical window pixels.
    preview.area = preview_rect.map(|r| {
        Rect::new(
            r.min.x * zoom,
            r.min.y * zoom,
            r.max.x * zoom,
            r.max.y * zoom,
        )
    });
    if s != *setup {
        *setup = s;
    }
    if asked.back {
        screen.set(Screen::Title);
    }
    if let Some(t) = asked.help {
        *topic = crate::core::screens::HelpTopic {
            topic: t.to_owned(),
            back: Some(Screen::NewGame),
        };
        screen.set(Screen::HowToPlay);
    }
    if asked.start && valid.is_ok() {
        let _ = start_game(&mut commands, &setup, &mut screen);
    }
    Ok(())
}

/// What the new game screen was asked this frame: Start, back, or How to play at a topic.
#[derive(Default)]
struct Asked {
    start: bool,
    back: bool,
    help: Option<&'static str>,
}

/// A narrow window: one column, the header, the preview, the options; Start stays at the
/// bottom. Returns the preview's room.
fn one_column(
    ctx: &egui::Context,
    look: &Look,
    s: &mut GameSetup,
    valid: &Result<Rules, String>,
    palette: &Palette,
    asked: &mut Asked,
) -> Option<egui::Rect> {
    let mut preview_rect = None;
    let mut root = crate::view::root_ui(ctx, "new game");
    egui::Panel::bottom("start")
        .frame(egui::Frame::new().fill(look.panel).inner_margin(12))
        .show(&mut root, |ui| {
            asked.start = start_row(ui, look, s, valid, ui.available_width());
        });
    egui::CentralPanel::default()
        .frame(egui::Frame::NONE)
        .show(&mut root, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                ui.add_space(8.0);
                ui.horizontal(|ui| {
                    ui.add_space(8.0);
                    asked.back = style::icon_button(ui, "←", &tr("menu.back")).clicked();
                    style::title(ui, &tr("menu.new_game"));
                });
                let side = (ui.available_width() - 16.0).min(360.0);
                let (rect, _) = ui.allocate_exact_size(
                    EVec2::new(ui.available_width(), side),
                    egui::Sense::hover(),
                );
                preview_rect = Some(rect);
                // The options with a margin on either side, like the page's other parts.
                egui::Frame::NONE
                    .inner_margin(egui::Margin::symmetric(12, 0))
                    .show(ui, |ui| {
                        ui.add_space(4.0);
                        options(ui, look, s, palette, &mut asked.help);
                    });
                ui.add_space(24.0);
            });
        });
    preview_rect
}

/// A wide window: two columns, centred: the options, and the preview with Start. Returns
/// the preview's room.
fn two_columns(
    ctx: &egui::Context,
    look: &Look,
    s: &mut GameSetup,
    valid: &Result<Rules, String>,
    palette: &Palette,
    asked: &mut Asked,
) -> Option<egui::Rect> {
    let area = ctx.content_rect();
    let total = area.width().min(1240.0) - 48.0;
    let right = (total * 0.44).clamp(340.0, 560.0);
    let left = total - right - 32.0;
    let x0 = area.center().x - total / 2.0;
    let top = area.min.y + 20.0;
    let left_rect = egui::Rect::from_min_max(
        egui::pos2(x0, top),
        egui::pos2(x0 + left, area.max.y - 12.0),
    );
    let right_rect = egui::Rect::from_min_max(
        egui::pos2(x0 + left + 32.0, top),
        egui::pos2(x0 + total, area.max.y - 12.0),
    );
    options_column(ctx, look, left_rect, left, s, palette, asked);
    let mut preview_rect = None;
    let mut ui = egui::Ui::new(
        ctx.clone(),
        "new game preview".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(right_rect),
    );
    style::rise(&mut ui, |ui| {
        // The board above, Start under it, the two together in the middle of the column.
        let card = 150.0;
        let side = right.min(ui.available_height() - card - 24.0).max(120.0);
        ui.add_space(((ui.available_height() - side - card) / 2.0).max(0.0));
        let (rect, _) = ui.allocate_exact_size(EVec2::new(right, side), egui::Sense::hover());
        preview_rect = Some(rect);
        ui.add_space(12.0);
        look.card().show(ui, |ui| {
            ui.set_width(right - look.spacing * 4.0);
            asked.start = start_row(ui, look, s, valid, right - look.spacing * 4.0);
        });
    });
    preview_rect
}

/// The wide window's left column (`rect`, `left` wide): the header and the options in a
/// card.
fn options_column(
    ctx: &egui::Context,
    look: &Look,
    rect: egui::Rect,
    left: f32,
    s: &mut GameSetup,
    palette: &Palette,
    asked: &mut Asked,
) {
    let mut ui = egui::Ui::new(
        ctx.clone(),
        "new game options".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(rect),
    );
    style::rise(&mut ui, |ui| {
        ui.horizontal(|ui| {
            asked.back = style::icon_button(ui, "←", &tr("menu.back")).clicked();
            ui.add_space(6.0);
            style::title(ui, &tr("menu.new_game"));
        });
        ui.add_space(8.0);
        // Room for the card's edge and shadow inside the column's clip.
        let margin = look.spacing * 2.0;
        let card = left - 16.0;
        let inner = card - 2.0 * margin - 14.0;
        look.card().show(ui, |ui| {
            ui.set_width(card - 2.0 * margin);
            egui::ScrollArea::vertical()
                .auto_shrink([false, true])
                .max_height(ui.available_height() - 8.0)
                .show(ui, |ui| {
                    ui.set_width(inner);
                    options(ui, look, s, palette, &mut asked.help);
                });
        });
    });
}

/// What the game will be, why it cannot start (when the options do not fit), and Start.
fn start_row(
    ui: &mut egui::Ui,
    look: &Look,
    s: &GameSetup,
    valid: &Result<Rules, String>,
    width: f32,
) -> bool {
    ui.vertical_centered(|ui| {
        match valid {
            Ok(rules) => {
                style::label(
                    ui,
                    egui::RichText::new(summary(s, rules))
                        .color(look.weak)
                        .size(look.text_size * 0.9),
                );
            }
            Err(e) => {
                style::label(ui, egui::RichText::new(e).color(look.danger));
            }
        }
        ui.add_space(6.0);
        ui.add_enabled_ui(valid.is_ok(), |ui| {
            style::primary_button(ui, &tr("menu.start"), width).clicked()
        })
        .inner
    })
    .inner
}

/// "Chinese checkers (classic) · 4 players · 2 computers", "Petri · 2 players · 1 computer".
fn summary(s: &GameSetup, rules: &Rules) -> String {
    let game = game_name(rules);
    // The rules' name only when it adds something: "Petri", not "Petri (petri)".
    let rules_label = match s.preset {
        Preset::Petri => None,
        Preset::PetriRealtime => Some(tr("new.summary_realtime")),
        preset => Some(crate::core::setup::preset_label(preset)),
    };
    let game = match rules_label {
        Some(r) if !r.eq_ignore_ascii_case(&game) => {
            tr_with("new.summary_rules", &[("game", &game), ("rules", &r)])
        }
        _ => game,
    };
    let computers = match s.seats.iter().filter(|x| x.kind.is_computer()).count() {
        0 => tr("new.computers_none"),
        n => tr_with("new.computers", &[("n", &n)]),
    };
    tr_with(
        "new.summary",
        &[
            ("game", &game),
            ("players", &s.players),
            ("computers", &computers),
        ],
    )
}

/// Every option, top to bottom.
fn options(
    ui: &mut egui::Ui,
    look: &Look,
    s: &mut GameSetup,
    palette: &Palette,
    help: &mut Option<&'static str>,
) {
    style::section(ui, &tr("menu.game"));
    game_tiles(ui, look, s, palette, help);
    style::section(ui, &tr("new.rules"));
    rule_chips(ui, look, s);
    style::section(ui, &tr("menu.players"));
    player_tiles(ui, look, s, palette);
    style::section(ui, &tr("menu.seats"));
    seat_cards(ui, look, s, palette);
    ui.add_space(look.spacing);
    style::fold(ui, "more rules", &tr("new.more_rules"), |ui| {
        match s.kind() {
            GameKind::Checkers => checkers_rules(ui, look, s, help),
            GameKind::Petri => petri_rules(ui, look, s, help),
        }
    });
    style::fold(ui, "advanced", &tr("new.advanced"), |ui| {
        advanced(ui, look, s)
    });
}

/// Chinese checkers or Petri, as two picture tiles.
fn game_tiles(
    ui: &mut egui::Ui,
    look: &Look,
    s: &mut GameSetup,
    palette: &Palette,
    help: &mut Option<&'static str>,
) {
    let w = ((ui.available_width() - look.spacing) / 2.0).min(240.0);
    let size = EVec2::new(w, if look.narrow { 120.0 } else { 132.0 });
    let colours: Vec<Color32> = (0..6).map(|i| egui_colour(palette.seat(i))).collect();
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = look.spacing;
        let checkers = s.kind() == GameKind::Checkers;
        let tile = style::tile(
            ui,
            size,
            checkers,
            &tr("game.checkers"),
            &tr("new.checkers_line"),
            |p, r, look| {
                let points = std::array::from_fn(|i| Some(colours[i]));
                style::mini_star(p, r, points, look);
            },
        );
        if style::help_corner(ui, tile.rect, &tr("learn.how_to_play")) {
            *help = Some("checkers");
        } else if tile.clicked() && !checkers {
            switch_preset(s, Preset::Classic);
        }
        let tile = style::tile(
            ui,
            size,
            !checkers,
            &tr("game.petri"),
            &tr("new.petri_line"),
            |p, r, look| paint_dice(p, r, look, &colours),
        );
        if style::help_corner(ui, tile.rect, &tr("learn.how_to_play")) {
            *help = Some("petri");
        } else if tile.clicked() && checkers {
            switch_preset(s, Preset::Petri);
        }
    });
}

/// Two dice and a few pieces, for the Petri tile.
fn paint_dice(p: &egui::Painter, r: egui::Rect, look: &Look, colours: &[Color32]) {
    let side = r.height().min(r.width() * 0.3) * 0.78;
    for (k, (value, dx, turn)) in [(5u8, -0.55f32, -0.18f32), (3, 0.55, 0.14)]
        .into_iter()
        .enumerate()
    {
        let c = r.center() + EVec2::new(dx * side, (k as f32 - 0.5) * side * 0.12);
        let corners: Vec<egui::Pos2> = [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)]
            .iter()
            .map(|&(x, y): &(f32, f32)| {
                let v = EVec2::new(x, y) * side / 2.0;
                c + EVec2::new(
                    v.x * turn.cos() - v.y * turn.sin(),
                    v.x * turn.sin() + v.y * turn.cos(),
                )
            })
            .collect();
        let shadow: Vec<egui::Pos2> = corners.iter().map(|q| *q + EVec2::new(3.0, 4.0)).collect();
        p.add(egui::Shape::convex_polygon(
            shadow,
            Color32::from_black_alpha(70),
            egui::Stroke::NONE,
        ));
        p.add(egui::Shape::convex_polygon(
            corners,
            Color32::from_rgb(244, 236, 220),
            egui::Stroke::new(1.0, Color32::from_rgb(150, 140, 120)),
        ));
        let pips: &[(f32, f32)] = match value {
            5 => &[
                (-0.5, -0.5),
                (0.5, -0.5),
                (0.0, 0.0),
                (-0.5, 0.5),
                (0.5, 0.5),
            ],
            _ => &[(-0.5, -0.5), (0.0, 0.0), (0.5, 0.5)],
        };
        for &(x, y) in pips {
            let v = EVec2::new(x, y) * side * 0.32;
            let q = c + EVec2::new(
                v.x * turn.cos() - v.y * turn.sin(),
                v.x * turn.sin() + v.y * turn.cos(),
            );
            p.circle_filled(q, side * 0.07, Color32::from_rgb(40, 36, 30));
        }
    }
    for (i, dx) in [-1.4f32, 1.45].into_iter().enumerate() {
        style::marble(
            p,
            r.center() + EVec2::new(dx * side, side * 0.35),
            side * 0.13,
            colours[i * 3 % colours.len()],
        );
    }
    let _ = look;
}

/// A new preset, keeping the players, names, kinds and colours where they fit.
fn switch_preset(s: &mut GameSetup, preset: Preset) {
    let players = if preset.player_counts().contains(&s.players) {
        s.players
    } else {
        2
    };
    let (seats, seed) = (s.seats.clone(), s.seed);
    *s = GameSetup::for_preset(preset, players);
    for (new, old) in s.seats.iter_mut().zip(seats) {
        *new = old;
    }
    s.seed = seed;
}

/// The rule set: classic, family or online (Chinese checkers); sequential or realtime
/// captures (Petri); a line saying what the chosen one is.
fn rule_chips(ui: &mut egui::Ui, look: &Look, s: &mut GameSetup) {
    let choices = s.kind().rule_sets();
    ui.horizontal_wrapped(|ui| {
        for &(preset, key, _) in choices {
            if style::chip(ui, s.preset == preset, &tr(key)).clicked() && s.preset != preset {
                switch_preset(s, preset);
            }
        }
    });
    if let Some(&(_, _, line)) = choices.iter().find(|c| c.0 == s.preset) {
        style::label(
            ui,
            egui::RichText::new(tr(line))
                .color(look.weak)
                .size(look.text_size * 0.85),
        );
    }
}

/// The number of players as tiles, each a small star with the seats' points in colour.
fn player_tiles(ui: &mut egui::Ui, look: &Look, s: &mut GameSetup, palette: &Palette) {
    let counts = s.preset.player_counts();
    let n = counts.len() as f32;
    let w = ((ui.available_width() - look.spacing * (n - 1.0)) / n).clamp(64.0, 104.0);
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = look.spacing;
        for &players in counts {
            let points = seat_points(s.preset, players, &s.seats, palette);
            let label = tr_with("new.players_n", &[("n", &players)]);
            if style::tile(
                ui,
                EVec2::new(w, w + 18.0),
                s.players == players,
                &label,
                "",
                |p, r, look| style::mini_star(p, r, points, look),
            )
            .clicked()
                && s.players != players
            {
                s.players = players;
                s.resize_seats();
                if players != 2 {
                    s.sets_per_seat = 1;
                }
                if !(players == 4 || players == 6) {
                    s.teams = false;
                }
            }
        }
    });
}

/// Which star points the seats of a game start on, in their colours.
fn seat_points(
    preset: Preset,
    players: u8,
    seats: &[crate::core::setup::SeatSetup],
    palette: &Palette,
) -> [Option<Color32>; 6] {
    crate::view::screens::home_points(&Rules::preset(preset, players), |seat| {
        let colour = seats.get(seat.index()).map_or(seat.index(), |s| s.colour);
        egui_colour(palette.seat(colour))
    })
}

/// A card a seat: its colour (click for the next free one), its name, and who plays it.
fn seat_cards(ui: &mut egui::Ui, look: &Look, s: &mut GameSetup, palette: &Palette) {
    let columns = if look.narrow || ui.available_width() < 520.0 {
        1
    } else {
        2
    };
    let w = (ui.available_width() - look.spacing * (columns as f32 - 1.0)) / columns as f32;
    let taken: Vec<usize> = s.seats.iter().map(|x| x.colour).collect();
    let n = s.seats.len();
    for row in (0..n).step_by(columns) {
        ui.horizontal_top(|ui| {
            ui.spacing_mut().item_spacing.x = look.spacing;
            for i in row..(row + columns).min(n) {
                let column = egui::Layout::top_down(egui::Align::Min);
                ui.allocate_ui_with_layout(EVec2::new(w, 0.0), column, |ui| {
                    look.inset().show(ui, |ui| {
                        ui.set_width(w - look.spacing * 2.4);
                        seat_card(ui, look, s, i, &taken, palette);
                    });
                });
            }
        });
        ui.add_space(look.spacing * 0.5);
    }
}

fn seat_card(
    ui: &mut egui::Ui,
    look: &Look,
    s: &mut GameSetup,
    i: usize,
    taken: &[usize],
    palette: &Palette,
) {
    let seat = &mut s.seats[i];
    ui.horizontal(|ui| {
        // The colour: a marble; a click gives the next colour nobody else has.
        let (rect, response) =
            ui.allocate_exact_size(EVec2::splat(style::TOUCH), egui::Sense::click());
        style::marble(
            ui.painter(),
            rect.center(),
            13.0,
            egui_colour(palette.seat(seat.colour)),
        );
        if response.hovered() || response.has_focus() {
            ui.painter()
                .circle_stroke(rect.center(), 18.0, egui::Stroke::new(2.0, look.accent));
        }
        let response = response.on_hover_text(tr_with(
            "new.colour_help",
            &[("colour", &colour_name(seat.colour))],
        ));
        if response.clicked() {
            let next = (1..=6)
                .map(|k| (seat.colour + k) % 6)
                .find(|c| !taken.contains(c) || *c == seat.colour)
                .unwrap_or(seat.colour);
            seat.colour = next;
        }
        let width = (ui.available_width() - 4.0).max(80.0);
        style::text_field(ui, &mut seat.name, &tr("new.name"), width, 24);
    });
    // Wrapped: the level goes under the two chips when the card is narrow.
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 6.0;
        let person = seat.kind == SeatKind::Human;
        if style::chip(ui, person, &tr("new.person")).clicked() {
            seat.kind = SeatKind::Human;
        }
        if style::chip(ui, !person, &tr("new.computer")).clicked() && person {
            seat.kind = SeatKind::Ai(petri_ai::Level::Medium);
        }
        if let SeatKind::Ai(level) = seat.kind {
            // A combo box is laid out in a row of its own, which a wrapped row cannot measure
            // before placing it: wrap by hand when it would not fit beside the chips.
            let combo = LEVEL_WIDTH + ui.spacing().icon_width + ui.spacing().button_padding.x * 3.0;
            if ui.available_size_before_wrap().x < combo {
                ui.end_row();
            }
            let mut chosen = level;
            egui::ComboBox::from_id_salt(("level", i))
                .width(LEVEL_WIDTH)
                .selected_text(crate::core::setup::level_label(level))
                .height(320.0)
                .show_ui(ui, |ui| {
                    for kind in SeatKind::ALL.into_iter().skip(1) {
                        let SeatKind::Ai(l) = kind else { continue };
                        ui.selectable_value(&mut chosen, l, crate::core::setup::level_label(l));
                    }
                })
                .response
                .on_hover_text(tr("new.computer_help"));
            if chosen != level {
                seat.kind = SeatKind::Ai(chosen);
            }
        }
    });
}

/// Width of a seat's level box (the longest level name, "beginner", fits).
const LEVEL_WIDTH: f32 = 92.0;

/// Chinese checkers' house rules, each with what it does.
fn checkers_rules(
    ui: &mut egui::Ui,
    look: &Look,
    s: &mut GameSetup,
    help: &mut Option<&'static str>,
) {
    sets_per_seat(ui, s);
    ui.add_space(look.spacing * 0.5);
    let tip = tr("learn.how_to_play");
    let (_, asked) = style::with_help(ui, &tip, |ui| {
        ui.add_enabled_ui(s.players == 4 || s.players == 6, |ui| {
            style::toggle(ui, &mut s.teams, &tr("menu.teams"), &tr("new.teams_line"));
        });
    });
    if asked {
        *help = Some("layouts");
    }
    let mut own = s.stops == Stops::OwnTriangles;
    let (own_toggle, asked) = style::with_help(ui, &tip, |ui| {
        style::toggle(
            ui,
            &mut own,
            &tr("new.own_triangles"),
            &tr("new.own_triangles_line"),
        )
    });
    if asked {
        *help = Some("stops");
    }
    if own_toggle.changed() {
        s.stops = if own {
            Stops::OwnTriangles
        } else {
            Stops::Anywhere
        };
    }
    house_toggles(ui, &tip, s, help);
    let mut round = s.finish == Finish::Round;
    let (round_toggle, asked) = style::with_help(ui, &tip, |ui| {
        style::toggle(
            ui,
            &mut round,
            &tr("new.finish_round"),
            &tr("new.finish_round_line"),
        )
    });
    if asked {
        *help = Some("winning");
    }
    if round_toggle.changed() {
        s.finish = if round {
            Finish::Round
        } else {
            Finish::Continue
        };
    }
    ui.add_space(look.spacing * 0.5);
    ui.horizontal(|ui| {
        style::label(ui, tr("menu.move_cap"));
        ui.add(egui::DragValue::new(&mut s.move_cap).range(20..=2000));
        // After the number, in the form it asks for ("21 ход", "22 хода").
        style::label(ui, tr_with("menu.moves_per_player", &[("n", &s.move_cap)]));
    });
}

/// The colour sets a player has: a chip each of 1, 2 and 3, those the players allow.
fn sets_per_seat(ui: &mut egui::Ui, s: &mut GameSetup) {
    style::section(ui, &tr("menu.colour_sets_per_player"));
    ui.horizontal(|ui| {
        for k in 1..=3u8 {
            let ok = k == 1 || s.players == 2 || (s.players == 3 && k == 2);
            ui.add_enabled_ui(ok, |ui| {
                if style::chip(ui, s.sets_per_seat == k, &k.to_string()).clicked() {
                    s.sets_per_seat = k;
                }
            });
        }
    });
}

/// Target lock, occupied target, the release rule and super hops: a toggle each, with its
/// line and How to play's topic (`tip`: the help button's text).
fn house_toggles(ui: &mut egui::Ui, tip: &str, s: &mut GameSetup, help: &mut Option<&'static str>) {
    for (value, label, line, topic) in [
        (
            &mut s.target_lock,
            "menu.target_lock",
            "menu.a_marble_in_its_target",
            "target-lock",
        ),
        (
            &mut s.occupied_target_win,
            "menu.occupied_target_counts",
            "menu.finishing_with_an_opponent_s",
            "occupied-target",
        ),
        (
            &mut s.release_rule,
            "menu.release_rule",
            "menu.release_rule_line",
            "release-rule",
        ),
        (
            &mut s.super_hops,
            "menu.super_hops",
            "menu.hop_over_a_marble_at",
            "super-hops",
        ),
    ] {
        let (_, asked) = style::with_help(ui, tip, |ui| {
            style::toggle(ui, value, &capitalised(&tr(label)), &tr(line))
        });
        if asked {
            *help = Some(topic);
        }
    }
}

/// Petri's options beyond the capture mode: the turn cap.
fn petri_rules(ui: &mut egui::Ui, look: &Look, s: &mut GameSetup, help: &mut Option<&'static str>) {
    let mut realtime = s.captures == CaptureMode::Realtime;
    let (realtime_toggle, asked) = style::with_help(ui, &tr("learn.how_to_play"), |ui| {
        style::toggle(
            ui,
            &mut realtime,
            &tr("new.realtime"),
            &tr("new.realtime_line"),
        )
    });
    if asked {
        *help = Some("petri-realtime");
    }
    if realtime_toggle.changed() {
        s.captures = if realtime {
            CaptureMode::Realtime
        } else {
            CaptureMode::Sequential
        };
        s.preset = if realtime {
            Preset::PetriRealtime
        } else {
            Preset::Petri
        };
    }
    ui.add_space(look.spacing * 0.5);
    ui.horizontal(|ui| {
        style::label(ui, tr("menu.turn_cap"));
        ui.add(
            egui::DragValue::new(&mut s.turn_cap)
                .range(10..=2000)
                .suffix(tr("menu.turns_per_player")),
        );
    });
}

/// The board's size, the pieces and the seed.
fn advanced(ui: &mut egui::Ui, look: &Look, s: &mut GameSetup) {
    ui.horizontal(|ui| {
        style::label(ui, tr("menu.board_size"));
        ui.add(egui::Slider::new(&mut s.size, 2..=6).text(tr("menu.holes_per_side")));
    });
    ui.add_space(look.spacing * 0.5);
    ui.horizontal(|ui| {
        style::label(ui, tr("menu.pieces"));
        let mut default = s.pieces.is_none();
        if ui.checkbox(&mut default, tr("menu.standard")).changed() {
            s.pieces = if default { None } else { Some(10) };
        }
        if let Some(p) = s.pieces.as_mut() {
            ui.add(egui::DragValue::new(p).range(1..=60));
            style::label(ui, tr(s.kind().pieces_key()));
        }
    });
    ui.add_space(look.spacing * 0.5);
    ui.horizontal(|ui| {
        style::label(ui, tr("menu.seed"));
        ui.add(egui::DragValue::new(&mut s.seed));
        style::label(
            ui,
            egui::RichText::new(tr("new.seed_line"))
                .color(look.weak)
                .size(look.text_size * 0.85),
        );
    });
}

/// The first letter in capitals ("target lock" → "Target lock").
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The summary counts right and names a game once: "Petri · 2 players · 1 computer".
    #[test]
    fn the_summary_reads_right() {
        let with = |preset, computers: usize| {
            let mut s = GameSetup::for_preset(preset, 2);
            for (i, seat) in s.seats.iter_mut().enumerate() {
                seat.kind = if i < computers {
                    SeatKind::Ai(petri_ai::Level::Easy)
                } else {
                    SeatKind::Human
                };
            }
            let rules = s.rules().unwrap();
            summary(&s, &rules)
        };
        assert_eq!(with(Preset::Petri, 1), "Petri · 2 players · 1 computer");
        assert_eq!(
            with(Preset::Classic, 2),
            "Chinese checkers (classic) · 2 players · 2 computers"
        );
        assert_eq!(
            with(Preset::PetriRealtime, 0),
            "Petri (realtime captures) · 2 players · no computers"
        );
    }

    /// The player tiles show the seats where the rules put them: two players face each other,
    /// three take every other point, Petri's five leave the top point empty.
    #[test]
    fn player_tiles_colour_the_seats_points() {
        let palette = Palette::default();
        let lit = |preset, n| {
            let seats = GameSetup::for_preset(preset, n).seats;
            seat_points(preset, n, &seats, &palette)
                .iter()
                .map(Option::is_some)
                .collect::<Vec<_>>()
        };
        assert_eq!(
            lit(Preset::Classic, 2),
            [true, false, false, true, false, false]
        );
        assert_eq!(lit(Preset::Classic, 6), [true; 6]);
        assert_eq!(lit(Preset::Classic, 3).iter().filter(|b| **b).count(), 3);
        let five = lit(Preset::Petri, 5);
        assert_eq!(five.iter().filter(|b| **b).count(), 5);
        assert!(!five[3], "the top point stays empty: {five:?}");
        // Seat a (red by default) sits at the bottom.
        let seats = GameSetup::for_preset(Preset::Classic, 2).seats;
        assert_eq!(
            seat_points(Preset::Classic, 2, &seats, &palette)[0],
            Some(egui_colour(palette.seat(0)))
        );
    }
}
