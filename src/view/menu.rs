//! The title screen and the new game screen (egui): the game, the preset and every rule
//! option, players, colour sets, teams, board size, pieces, and for each seat who plays it,
//! a name and a colour. The defaults start a 2-player game against a medium computer.

use crate::text::{tr, tr_with};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use petri_rules::{CaptureMode, Finish, Preset, Stops};

use super::palette::{Palette, egui_colour};
use super::settings_ui::SettingsOpen;
use super::theme::Themes;
use crate::notice::Notice;
use crate::replay::{export, import, import_text, list, load, watch};
use crate::saves::{Resumable, resume};
use crate::screens::Screen;
use crate::settings::Settings;
use crate::setup::{COLOUR_NAMES, GameSetup, SeatKind};
use crate::store::Store;
use crate::turn::start_game;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ReplaysWindow>()
        .add_systems(Update, dropped_files)
        .add_systems(
            EguiPrimaryContextPass,
            (
                title.run_if(in_state(Screen::Title)),
                new_game.run_if(in_state(Screen::NewGame)),
            ),
        );
}

/// The replays window on the title screen.
#[derive(Resource, Default)]
pub struct ReplaysWindow {
    pub open: bool,
    /// Path typed for import or export.
    pub path: String,
    pub entries: Vec<crate::replay::RecordEntry>,
}

/// What the title screen reads and changes.
#[derive(SystemParam)]
struct Title<'w, 's> {
    commands: Commands<'w, 's>,
    setup: ResMut<'w, GameSetup>,
    screen: ResMut<'w, NextState<Screen>>,
    notice: MessageWriter<'w, Notice>,
    // The web build has no Quit.
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    exit: MessageWriter<'w, AppExit>,
    resumable: Res<'w, Resumable>,
    store: Option<Res<'w, Store>>,
    replays: ResMut<'w, ReplaysWindow>,
    settings_open: ResMut<'w, SettingsOpen>,
    themes: Res<'w, Themes>,
    settings: ResMut<'w, Settings>,
}

fn title(mut contexts: EguiContexts, t: Title) -> Result {
    let Title {
        mut commands,
        mut setup,
        mut screen,
        mut notice,
        mut exit,
        resumable,
        store,
        mut replays,
        mut settings_open,
        themes,
        mut settings,
    } = t;
    let ctx = contexts.ctx_mut()?;
    let mut root = super::root_ui(ctx, "menu");
    egui::CentralPanel::default().show(&mut root, |ui| {
        ui.vertical_centered(|ui| {
            ui.add_space(ui.available_height() * 0.16);
            ui.label(egui::RichText::new(tr("menu.petri")).size(72.0).strong());
            ui.label(egui::RichText::new(tr("menu.chinese_checkers_in_every_rule")).size(18.0));
            ui.add_space(32.0);
            let big = |text: &str| {
                egui::Button::new(egui::RichText::new(text).size(22.0))
                    .min_size(egui::vec2(320.0, 44.0))
            };
            if let Some(save) = &resumable.0 {
                if ui
                    .add(big(&tr("menu.resume_game")))
                    .on_hover_text(save.summary())
                    .clicked()
                    && let Err(e) = resume(&mut commands, save, &mut screen)
                {
                    notice.write(Notice(e));
                }
                ui.label(egui::RichText::new(save.summary()).weak());
                ui.add_space(8.0);
            }
            if ui.add(big(&tr("menu.play_against_the_computer"))).clicked() {
                *setup = GameSetup::default();
                if let Err(e) = start_game(&mut commands, &setup, &mut screen) {
                    notice.write(Notice(e));
                }
            }
            ui.add_space(8.0);
            if ui.add(big(&tr("menu.new_game_more"))).clicked() {
                screen.set(Screen::NewGame);
            }
            ui.add_space(8.0);
            if ui.add(big(&tr("menu.play_online_more"))).clicked() {
                screen.set(Screen::Online);
            }
            ui.add_space(8.0);
            if store.is_some() && ui.add(big(&tr("menu.replays_more"))).clicked() {
                replays.open = true;
                replays.entries = store.as_ref().map(|s| list(s)).unwrap_or_default();
            }
            ui.add_space(8.0);
            if ui.add(big(&tr("menu.settings_more"))).clicked() {
                settings_open.0 = true;
            }
            ui.add_space(8.0);
            #[cfg(not(target_arch = "wasm32"))]
            if ui.add(big(&tr("menu.quit"))).clicked() {
                exit.write(AppExit::Success);
            }
            #[cfg(target_arch = "wasm32")]
            let _ = &mut exit;
            // Every theme found, one click to switch.
            ui.add_space(20.0);
            ui.horizontal_wrapped(|ui| {
                let width: f32 = themes.0.len() as f32 * 130.0 + 60.0;
                ui.add_space(((ui.available_width() - width) / 2.0).max(0.0));
                ui.label(tr("menu.theme"));
                for t in &themes.0 {
                    let chosen = settings.theme == t.id;
                    let button = ui.add_enabled(
                        t.problem.is_none(),
                        egui::Button::selectable(chosen, &t.name),
                    );
                    let button = match &t.problem {
                        Some(why) => button.on_disabled_hover_text(why),
                        None => button,
                    };
                    if button.clicked() && !chosen {
                        settings.theme = t.id.clone();
                    }
                }
            });
        });
    });
    if replays.open
        && let Some(store) = store
    {
        replays_window(
            ctx,
            &mut commands,
            &store,
            &mut replays,
            &mut screen,
            &mut notice,
        );
    }
    Ok(())
}

fn replays_window(
    ctx: &egui::Context,
    commands: &mut Commands,
    store: &Store,
    replays: &mut ReplaysWindow,
    screen: &mut NextState<Screen>,
    notice: &mut MessageWriter<Notice>,
) {
    let mut open = true;
    let mut refresh = false;
    egui::Window::new(tr("menu.replays"))
        .open(&mut open)
        .collapsible(false)
        .default_width(560.0)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            if replays.entries.is_empty() {
                ui.label(tr("menu.no_finished_games_yet_every"));
            }
            egui::ScrollArea::vertical()
                .max_height(320.0)
                .show(ui, |ui| {
                    for entry in &replays.entries {
                        ui.horizontal(|ui| {
                            if ui.button(tr("menu.watch")).clicked() {
                                match load(store, &entry.file)
                                    .and_then(|r| watch(commands, &r, screen))
                                {
                                    Ok(()) => replays.open = false,
                                    Err(e) => {
                                        notice.write(Notice(format!("{}: {e}", entry.file)));
                                    }
                                }
                            }
                            let help = if store.is_folder() {
                                tr("menu.export_help_folder")
                            } else {
                                tr("menu.export_help_download")
                            };
                            if ui.button(tr("menu.export")).on_hover_text(help).clicked() {
                                match export_record(store, &entry.file, &replays.path) {
                                    Ok(done) => {
                                        notice.write(Notice(done));
                                    }
                                    Err(e) => {
                                        notice.write(Notice(e));
                                    }
                                }
                            }
                            ui.label(&entry.summary);
                        });
                    }
                });
            ui.separator();
            ui.horizontal(|ui| {
                ui.label(tr("menu.file"));
                ui.add(
                    egui::TextEdit::singleline(&mut replays.path)
                        .hint_text(if store.is_folder() {
                            tr("menu.file_hint_folder")
                        } else {
                            tr("menu.file_hint_paste")
                        })
                        .desired_width(320.0),
                );
                if ui.button(tr("menu.import")).clicked() {
                    let typed = replays.path.trim();
                    let imported = if typed.starts_with('{') {
                        import_text(store, typed, "the pasted record", "pasted")
                    } else if store.is_folder() {
                        import(store, std::path::Path::new(typed))
                    } else {
                        Err(tr("menu.paste_a_record"))
                    };
                    match imported {
                        Ok((_, name)) => {
                            notice.write(Notice(tr_with("menu.imported_as", &[("name", &name)])));
                            refresh = true;
                        }
                        Err(e) => {
                            notice.write(Notice(e));
                        }
                    }
                }
            });
            let kept = if store.is_folder() {
                tr_with(
                    "menu.records_kept_in_folder",
                    &[("folder", &store.path(crate::saves::RECORDS_DIR).display())],
                )
            } else {
                tr("menu.records_kept_in_browser")
            };
            ui.label(egui::RichText::new(kept).weak().small());
        });
    if refresh {
        replays.entries = list(store);
    }
    if !open {
        replays.open = false;
    }
}

/// Exports a record: to the typed path (or the home folder) from a folder store, as a
/// download on the web. Says what was done.
fn export_record(store: &Store, file: &str, typed: &str) -> Result<String, String> {
    if store.is_folder() {
        let dest = export_destination(typed);
        return export(store, file, &dest).map(|p| format!("saved {}", p.display()));
    }
    #[cfg(target_arch = "wasm32")]
    {
        let record = load(store, file)?;
        crate::web::download(file, &record.to_json())?;
        Ok(format!("{file} offered as a download"))
    }
    #[cfg(not(target_arch = "wasm32"))]
    Err(format!("{file}: this store has no folder to export to"))
}

/// Where an export goes: the typed path, or the home folder.
fn export_destination(typed: &str) -> std::path::PathBuf {
    let typed = typed.trim();
    if !typed.is_empty() {
        return typed.into();
    }
    std::env::var_os("HOME")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| ".".into())
}

/// A record file dropped on the window (or, on the web, on the page) is imported and shown.
fn dropped_files(
    mut commands: Commands,
    mut drops: MessageReader<bevy::window::FileDragAndDrop>,
    store: Option<Res<Store>>,
    mut screen: ResMut<NextState<Screen>>,
    mut notice: MessageWriter<Notice>,
) {
    let Some(store) = &store else {
        return;
    };
    let mut imported = Vec::new();
    for drop in drops.read() {
        if let bevy::window::FileDragAndDrop::DroppedFile { path_buf, .. } = drop {
            imported.push(import(store, path_buf));
        }
    }
    for (name, text) in crate::web::take_dropped_files() {
        let stem = name
            .rsplit_once('.')
            .map_or(name.as_str(), |(stem, _)| stem);
        imported.push(import_text(store, &text, &name, stem));
    }
    for result in imported {
        if let Err(e) = result.and_then(|(r, _)| watch(&mut commands, &r, &mut screen)) {
            notice.write(Notice(e));
        }
    }
}

fn yes_no(ui: &mut egui::Ui, value: &mut bool, label: String, help: String) {
    ui.checkbox(value, label).on_hover_text(help);
}

/// The new-game screen: the game and its options, the seats, start.
fn new_game(
    mut contexts: EguiContexts,
    mut commands: Commands,
    mut setup: ResMut<GameSetup>,
    mut screen: ResMut<NextState<Screen>>,
    palette: Res<Palette>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let valid = setup.rules();
    let mut root = super::root_ui(ctx, "menu");
    egui::CentralPanel::default().show(&mut root, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.heading(tr("menu.new_game"));
            ui.add_space(8.0);
            let mut s = setup.clone();
            egui::Grid::new("game")
                .num_columns(2)
                .spacing([16.0, 8.0])
                .show(ui, |ui| {
                    game_rows(ui, &mut s);
                    if s.is_petri() {
                        petri_rows(ui, &mut s);
                    } else {
                        checkers_rows(ui, &mut s);
                    }
                    ui.label(tr("menu.seed"));
                    ui.add(egui::DragValue::new(&mut s.seed));
                    ui.end_row();
                });
            ui.add_space(12.0);
            ui.heading(tr("menu.seats"));
            seat_rows(ui, &mut s, &palette);
            if s != *setup {
                *setup = s;
            }
            ui.add_space(12.0);
            start_row(ui, &mut commands, &mut setup, &mut screen, &valid);
        });
    });
    Ok(())
}

/// The game, the number of players, the board size and the pieces.
fn game_rows(ui: &mut egui::Ui, s: &mut GameSetup) {
    ui.label(tr("menu.game"));
    ui.horizontal(|ui| {
        for preset in Preset::ALL {
            let chosen = s.preset == preset;
            if ui
                .selectable_label(chosen, crate::setup::preset_label(preset))
                .clicked()
                && !chosen
            {
                // The players, names, kinds and colours stay when they fit the new game.
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
        }
    });
    ui.end_row();

    ui.label(tr("menu.players"));
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

    ui.label(tr("menu.board_size"));
    ui.add(egui::Slider::new(&mut s.size, 2..=6).text(tr("menu.holes_per_side")));
    ui.end_row();

    ui.label(tr("menu.pieces"));
    ui.horizontal(|ui| {
        let mut default = s.pieces.is_none();
        if ui.checkbox(&mut default, tr("menu.standard")).changed() {
            s.pieces = if default { None } else { Some(10) };
        }
        let per = if s.is_petri() {
            tr("menu.pieces_per_player")
        } else {
            tr("menu.pieces_per_set")
        };
        if let Some(p) = s.pieces.as_mut() {
            ui.add(egui::DragValue::new(p).range(1..=60));
            ui.label(per);
        }
    });
    ui.end_row();
}

/// Chinese checkers: colour sets, teams, where moves may end, house rules, finishing, the cap.
fn checkers_rows(ui: &mut egui::Ui, s: &mut GameSetup) {
    ui.label(tr("menu.colour_sets_per_player"));
    ui.horizontal(|ui| {
        for k in 1..=3u8 {
            let ok = k == 1 || (s.players == 2) || (s.players == 3 && k == 2);
            let button = egui::Button::selectable(s.sets_per_seat == k, k.to_string());
            if ui.add_enabled(ok, button).clicked() {
                s.sets_per_seat = k;
            }
        }
    });
    ui.end_row();

    ui.label(tr("menu.teams"));
    ui.add_enabled_ui(s.players == 4 || s.players == 6, |ui| {
        yes_no(
            ui,
            &mut s.teams,
            tr("menu.teams_of_two_partners_opposite"),
            tr("menu.both_partners_must_finish"),
        );
    });
    ui.end_row();

    ui.label(tr("menu.moves_may_end"));
    ui.horizontal(|ui| {
        ui.radio_value(&mut s.stops, Stops::Anywhere, tr("menu.anywhere"));
        ui.radio_value(
            &mut s.stops,
            Stops::OwnTriangles,
            tr("menu.not_in_other_players_triangles"),
        );
    });
    ui.end_row();

    ui.label(tr("menu.house_rules"));
    ui.vertical(|ui| {
        for (value, label, help) in [
            (
                &mut s.target_lock,
                "menu.target_lock",
                "menu.a_marble_in_its_target",
            ),
            (
                &mut s.occupied_target_win,
                "menu.occupied_target_counts",
                "menu.finishing_with_an_opponent_s",
            ),
            (
                &mut s.release_rule,
                "menu.release_rule",
                "menu.marbles_must_leave_home_within",
            ),
            (
                &mut s.super_hops,
                "menu.super_hops",
                "menu.hop_over_a_marble_at",
            ),
        ] {
            yes_no(ui, value, tr(label), tr(help));
        }
    });
    ui.end_row();

    ui.label(tr("menu.when_someone_finishes"));
    ui.horizontal(|ui| {
        ui.radio_value(
            &mut s.finish,
            Finish::Round,
            tr("menu.finish_the_round_shared_first"),
        );
        ui.radio_value(
            &mut s.finish,
            Finish::Continue,
            tr("menu.play_on_for_places"),
        );
    });
    ui.end_row();

    ui.label(tr("menu.move_cap"));
    ui.add(
        egui::DragValue::new(&mut s.move_cap)
            .range(20..=2000)
            .suffix(tr("menu.moves_per_player")),
    );
    ui.end_row();
}

/// Petri: sequential or realtime captures, the turn cap.
fn petri_rows(ui: &mut egui::Ui, s: &mut GameSetup) {
    ui.label(tr("menu.captures"));
    ui.horizontal(|ui| {
        ui.radio_value(
            &mut s.captures,
            CaptureMode::Sequential,
            tr("menu.sequential_mover_s_order"),
        );
        ui.radio_value(
            &mut s.captures,
            CaptureMode::Realtime,
            tr("menu.realtime_all_at_once"),
        );
    });
    ui.end_row();

    ui.label(tr("menu.turn_cap"));
    ui.add(
        egui::DragValue::new(&mut s.turn_cap)
            .range(10..=2000)
            .suffix(tr("menu.turns_per_player")),
    );
    ui.end_row();
}

/// Each seat: its letter, name, who plays it and its colour.
fn seat_rows(ui: &mut egui::Ui, s: &mut GameSetup, palette: &Palette) {
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
                let colour = |c: usize| egui_colour(palette.seat(c));
                egui::ComboBox::from_id_salt(("colour", i))
                    .selected_text(
                        egui::RichText::new(COLOUR_NAMES[seat.colour]).color(colour(seat.colour)),
                    )
                    .show_ui(ui, |ui| {
                        for (c, name) in COLOUR_NAMES.iter().enumerate() {
                            let text = egui::RichText::new(*name).color(colour(c));
                            ui.selectable_value(&mut seat.colour, c, text);
                        }
                    });
                ui.end_row();
            }
        });
}

/// Back, start (with why not, when the options do not fit), and the quick default.
fn start_row(
    ui: &mut egui::Ui,
    commands: &mut Commands,
    setup: &mut GameSetup,
    screen: &mut NextState<Screen>,
    valid: &Result<petri_rules::Rules, String>,
) {
    ui.horizontal(|ui| {
        if ui.button(tr("menu.back")).clicked() {
            screen.set(Screen::Title);
        }
        let start = ui.add_enabled(
            valid.is_ok(),
            egui::Button::new(egui::RichText::new(tr("menu.start")).size(20.0)),
        );
        if start.clicked() {
            let _ = start_game(commands, setup, screen);
        }
        if let Err(e) = valid {
            ui.colored_label(egui::Color32::from_rgb(230, 90, 80), e);
        }
        if ui.button(tr("menu.you_vs_medium_computer")).clicked() {
            *setup = GameSetup::default();
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::Session;
    use bevy::state::app::StatesPlugin;
    use std::sync::Arc;

    #[test]
    fn a_record_dropped_on_the_page_is_kept_and_shown_and_a_bad_one_is_reported() {
        let keys = Arc::new(crate::store::MemoryKeys::default());
        let store = Store::in_keys(keys);
        let mut session = Session::start(&GameSetup::default()).unwrap();
        for _ in 0..3 {
            let a = session.game.legal_actions()[0];
            session.act(session.to_move(), a).unwrap();
        }
        let record = session.record();

        let mut app = App::new();
        app.add_plugins((MinimalPlugins, StatesPlugin))
            .init_state::<Screen>()
            .add_message::<bevy::window::FileDragAndDrop>()
            .add_message::<Notice>()
            .add_message::<crate::turn::BoardReset>()
            .insert_resource(store.clone())
            .add_systems(Update, dropped_files);
        crate::web::queue_dropped_file("my game.json".into(), record.to_json());
        app.update();
        app.update();
        assert_eq!(
            *app.world().resource::<State<Screen>>().get(),
            Screen::Playing
        );
        let shown = app.world().resource::<Session>();
        assert!(shown.is_replay(), "a record is watched, not played");
        assert_eq!(
            shown.progress(),
            (0, 3),
            "from the start, three moves to step"
        );
        let kept = store.list(crate::saves::RECORDS_DIR, ".json");
        assert_eq!(kept.len(), 1, "{kept:?}");
        assert!(kept[0].ends_with("-my_game.json"), "{kept:?}");

        crate::web::queue_dropped_file("notes.txt".into(), "not a record".into());
        app.update();
        let notices: Vec<String> = app
            .world_mut()
            .resource_mut::<Messages<Notice>>()
            .drain()
            .map(|n| n.0)
            .collect();
        assert!(
            notices.iter().any(|n| n.starts_with("notes.txt: ")),
            "{notices:?}"
        );
        assert_eq!(store.list(crate::saves::RECORDS_DIR, ".json").len(), 1);
    }
}
