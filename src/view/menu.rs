//! The title screen and the new game screen (egui): the game, the preset and every rule
//! option, players, colour sets, teams, board size, pieces, and for each seat who plays it,
//! a name and a colour. The defaults start a 2-player game against a medium computer.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use petri_ai::Level;
use petri_rules::{CaptureMode, Finish, Preset, Stops};

use super::palette::{SEAT_COLOURS, egui_colour};
use crate::screens::Screen;
use crate::setup::{COLOUR_NAMES, GameSetup, SeatKind};
use crate::turn::{Notice, start_game};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (
            title.run_if(in_state(Screen::Title)),
            new_game.run_if(in_state(Screen::NewGame)),
        ),
    );
}

fn title(
    mut contexts: EguiContexts,
    mut commands: Commands,
    mut setup: ResMut<GameSetup>,
    mut screen: ResMut<NextState<Screen>>,
    mut notice: MessageWriter<Notice>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = super::root_ui(ctx, "menu");
    egui::CentralPanel::default().show(&mut root, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(ui.available_height() * 0.22);
            ui.label(egui::RichText::new("Petri").size(72.0).strong());
            ui.label(
                egui::RichText::new(
                    "Chinese checkers in every rule set, and the crowding-out dice game",
                )
                .size(18.0),
            );
            ui.add_space(32.0);
            let big = |text: &str| {
                egui::Button::new(egui::RichText::new(text).size(22.0))
                    .min_size(egui::vec2(320.0, 44.0))
            };
            if ui.add(big("Play against the computer")).clicked() {
                *setup = GameSetup::default();
                if let Err(e) = start_game(&mut commands, &setup, &mut screen) {
                    notice.write(Notice(e));
                }
            }
            ui.add_space(8.0);
            if ui.add(big("New game…")).clicked() {
                screen.set(Screen::NewGame);
            }
            ui.add_space(8.0);
            #[cfg(not(target_arch = "wasm32"))]
            if ui.add(big("Quit")).clicked() {
                exit.write(AppExit::Success);
            }
            #[cfg(target_arch = "wasm32")]
            let _ = &mut exit;
        });
    });
    Ok(())
}

fn yes_no(ui: &mut egui::Ui, value: &mut bool, label: &str, help: &str) {
    ui.checkbox(value, label).on_hover_text(help);
}

#[allow(clippy::too_many_lines)]
fn new_game(
    mut contexts: EguiContexts,
    mut commands: Commands,
    mut setup: ResMut<GameSetup>,
    mut screen: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let valid = setup.rules();
    let mut root = super::root_ui(ctx, "menu");
    egui::CentralPanel::default().show(&mut root, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.heading("New game");
            ui.add_space(8.0);
            let mut s = setup.clone();
            egui::Grid::new("game")
                .num_columns(2)
                .spacing([16.0, 8.0])
                .show(ui, |ui| {
                    ui.label("Game");
                    ui.horizontal(|ui| {
                        for preset in Preset::ALL {
                            if ui
                                .selectable_label(s.preset == preset, preset.name())
                                .clicked()
                                && s.preset != preset
                            {
                                let players = if preset.player_counts().contains(&s.players) {
                                    s.players
                                } else {
                                    2
                                };
                                let seats = s.seats.clone();
                                let seed = s.seed;
                                s = GameSetup::for_preset(preset, players);
                                for (new, old) in s.seats.iter_mut().zip(seats) {
                                    *new = old;
                                }
                                s.seed = seed;
                            }
                        }
                    });
                    ui.end_row();

                    ui.label("Players");
                    ui.horizontal(|ui| {
                        for &n in s.preset.player_counts() {
                            if ui.selectable_label(s.players == n, n.to_string()).clicked() {
                                s.players = n;
                                s.resize_seats();
                                if n != 2 {
                                    s.sets_per_seat = 1;
                                }
                                if !(n == 4 || n == 6) {
                                    s.teams = false;
                                }
                            }
                        }
                    });
                    ui.end_row();

                    ui.label("Board size");
                    ui.add(egui::Slider::new(&mut s.size, 2..=6).text("holes per triangle side"));
                    ui.end_row();

                    ui.label("Pieces");
                    ui.horizontal(|ui| {
                        let mut default = s.pieces.is_none();
                        if ui.checkbox(&mut default, "standard").changed() {
                            s.pieces = if default { None } else { Some(10) };
                        }
                        if let Some(p) = s.pieces.as_mut() {
                            ui.add(egui::DragValue::new(p).range(1..=60));
                            ui.label(if s.is_petri() {
                                "per player"
                            } else {
                                "per colour set (10, 15 or 21 on the standard board)"
                            });
                        }
                    });
                    ui.end_row();

                    if !s.is_petri() {
                        ui.label("Colour sets per player");
                        ui.horizontal(|ui| {
                            for k in 1..=3u8 {
                                let ok = k == 1 || (s.players == 2) || (s.players == 3 && k == 2);
                                if ui
                                    .add_enabled(
                                        ok,
                                        egui::Button::selectable(
                                            s.sets_per_seat == k,
                                            k.to_string(),
                                        ),
                                    )
                                    .clicked()
                                {
                                    s.sets_per_seat = k;
                                }
                            }
                        });
                        ui.end_row();

                        ui.label("Teams");
                        ui.add_enabled_ui(s.players == 4 || s.players == 6, |ui| {
                            yes_no(
                                ui,
                                &mut s.teams,
                                "teams of two (partners opposite)",
                                "both partners must finish",
                            );
                        });
                        ui.end_row();

                        ui.label("Moves may end");
                        ui.horizontal(|ui| {
                            ui.radio_value(&mut s.stops, Stops::Anywhere, "anywhere");
                            ui.radio_value(
                                &mut s.stops,
                                Stops::OwnTriangles,
                                "not in other players' triangles",
                            );
                        });
                        ui.end_row();

                        ui.label("House rules");
                        ui.vertical(|ui| {
                            yes_no(
                                ui,
                                &mut s.target_lock,
                                "target lock",
                                "a marble in its target may not leave it",
                            );
                            yes_no(
                                ui,
                                &mut s.occupied_target_win,
                                "occupied target counts",
                                "finishing with an opponent's marble stuck in your target counts",
                            );
                            yes_no(
                                ui,
                                &mut s.release_rule,
                                "release rule",
                                "marbles must leave home within the first moves",
                            );
                            yes_no(
                                ui,
                                &mut s.super_hops,
                                "super hops",
                                "hop over a marble at any distance if the line is symmetric",
                            );
                        });
                        ui.end_row();

                        ui.label("When someone finishes");
                        ui.horizontal(|ui| {
                            ui.radio_value(
                                &mut s.finish,
                                Finish::Round,
                                "finish the round (shared first places)",
                            );
                            ui.radio_value(&mut s.finish, Finish::Continue, "play on for places");
                        });
                        ui.end_row();

                        ui.label("Move cap");
                        ui.add(
                            egui::DragValue::new(&mut s.move_cap)
                                .range(20..=2000)
                                .suffix(" moves per player"),
                        );
                        ui.end_row();
                    } else {
                        ui.label("Captures");
                        ui.horizontal(|ui| {
                            ui.radio_value(
                                &mut s.captures,
                                CaptureMode::Sequential,
                                "sequential (mover's order)",
                            );
                            ui.radio_value(
                                &mut s.captures,
                                CaptureMode::Realtime,
                                "realtime (all at once)",
                            );
                        });
                        ui.end_row();

                        ui.label("Turn cap");
                        ui.add(
                            egui::DragValue::new(&mut s.turn_cap)
                                .range(10..=2000)
                                .suffix(" turns per player"),
                        );
                        ui.end_row();
                    }

                    ui.label("Seed");
                    ui.add(egui::DragValue::new(&mut s.seed));
                    ui.end_row();
                });

            ui.add_space(12.0);
            ui.heading("Seats");
            egui::Grid::new("seats")
                .num_columns(4)
                .spacing([12.0, 6.0])
                .show(ui, |ui| {
                    for (i, seat) in s.seats.iter_mut().enumerate() {
                        ui.label(format!("{}", (b'a' + i as u8) as char));
                        ui.add_sized([150.0, 20.0], egui::TextEdit::singleline(&mut seat.name));
                        egui::ComboBox::from_id_salt(("kind", i))
                            .selected_text(seat.kind.label())
                            .show_ui(ui, |ui| {
                                for k in SeatKind::ALL {
                                    ui.selectable_value(&mut seat.kind, k, k.label());
                                }
                            });
                        egui::ComboBox::from_id_salt(("colour", i))
                            .selected_text(
                                egui::RichText::new(COLOUR_NAMES[seat.colour])
                                    .color(egui_colour(SEAT_COLOURS[seat.colour])),
                            )
                            .show_ui(ui, |ui| {
                                for (c, name) in COLOUR_NAMES.iter().enumerate() {
                                    ui.selectable_value(
                                        &mut seat.colour,
                                        c,
                                        egui::RichText::new(*name)
                                            .color(egui_colour(SEAT_COLOURS[c])),
                                    );
                                }
                            });
                        ui.end_row();
                    }
                });
            if s != *setup {
                *setup = s;
            }

            ui.add_space(12.0);
            ui.horizontal(|ui| {
                if ui.button("Back").clicked() {
                    screen.set(Screen::Title);
                }
                let start = ui.add_enabled(
                    valid.is_ok(),
                    egui::Button::new(egui::RichText::new("Start").size(20.0)),
                );
                if start.clicked() {
                    let _ = start_game(&mut commands, &setup, &mut screen);
                }
                if let Err(e) = &valid {
                    ui.colored_label(egui::Color32::from_rgb(230, 90, 80), e);
                }
                if ui.button("You vs medium computer").clicked() {
                    *setup = GameSetup::default();
                }
                let _ = Level::Medium;
            });
        });
    });
    Ok(())
}
