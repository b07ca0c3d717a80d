//! The replays screen: every finished game kept (newest first) as a card; the chosen one's
//! last position on a board beside the list (drawn by the board itself), to watch again or
//! export; and a field to import one (a path natively, the record's text in the browser). A
//! record file dropped on the window (or the page) is imported and shown from anywhere.

use bevy::prelude::*;
use bevy_egui::egui::{self, Vec2 as EVec2};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::core::notice::Notice;
use crate::core::screens::Screen;
use crate::core::store::Store;
use crate::core::text::{tr, tr_with};
use crate::replay::{RecordEntry, export, import, import_text, list, load, watch};
use crate::view::board::Showcase;
use crate::view::style::{self, Look, UiSet};

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ReplaysList>()
        .add_systems(OnEnter(Screen::Replays), read_list)
        .add_systems(OnExit(Screen::Replays), |mut r: ResMut<ReplaysList>| {
            r.board.forget()
        })
        .add_systems(Update, dropped_files)
        .add_systems(Update, show_chosen.run_if(in_state(Screen::Replays)))
        .add_systems(
            EguiPrimaryContextPass,
            replays
                .in_set(UiSet::Screens)
                .run_if(in_state(Screen::Replays)),
        );
}

/// The records listed, the one chosen, and the path or text typed for import or export.
#[derive(Resource, Default)]
pub struct ReplaysList {
    pub entries: Vec<RecordEntry>,
    pub path: String,
    pub chosen: usize,
    /// Where the screen left room for the chosen game's board (logical window pixels).
    area: Option<Rect>,
    board: crate::view::screens::ShownBoard,
}

fn read_list(mut replays: ResMut<ReplaysList>, store: Option<Res<Store>>) {
    replays.entries = store.map(|s| list(&s)).unwrap_or_default();
    replays.chosen = 0;
}

/// The chosen record's last position on the board.
fn show_chosen(
    mut commands: Commands,
    mut replays: ResMut<ReplaysList>,
    store: Option<Res<Store>>,
    mut boards: Query<&mut Showcase>,
) {
    let Some(entry) = replays.entries.get(replays.chosen).cloned() else {
        replays.board.clear(&mut commands);
        return;
    };
    let Some(game) = store
        .as_deref()
        .and_then(|s| load(s, &entry.file).ok())
        .and_then(|r| r.replay().ok())
    else {
        replays.board.clear(&mut commands);
        return;
    };
    let colours: Vec<usize> = (0..usize::from(game.rules().players)).collect();
    let ReplaysList { board, area, .. } = &mut *replays;
    board.show(&mut commands, &entry.file, &game, &colours, Screen::Replays);
    board.place(&mut boards, *area);
}

#[allow(clippy::too_many_arguments)]
fn replays(
    mut contexts: EguiContexts,
    mut commands: Commands,
    store: Option<Res<Store>>,
    mut replays: ResMut<ReplaysList>,
    mut screen: ResMut<NextState<Screen>>,
    mut notice: MessageWriter<Notice>,
    settings: Res<crate::core::settings::Settings>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let look = Look::get(ctx);
    let area = ctx.content_rect();
    let mut refresh = false;
    let mut board_rect = None;
    let has_board = !replays.entries.is_empty();
    let (list_rect, board_side) = replays_columns(area, &look, has_board);
    let mut ui = egui::Ui::new(
        ctx.clone(),
        "replays".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(list_rect),
    );
    style::rise(&mut ui, |ui| {
        ui.horizontal(|ui| {
            if style::icon_button(ui, "←", &tr("menu.back")).clicked() {
                screen.set(Screen::Title);
            }
            ui.add_space(6.0);
            style::title(ui, &tr("menu.replays"));
        });
        ui.add_space(look.spacing);
        let Some(store) = store.as_deref() else {
            return;
        };
        if look.narrow && has_board {
            let side = ui.available_width().min(300.0);
            let (rect, _) = ui
                .allocate_exact_size(EVec2::new(ui.available_width(), side), egui::Sense::hover());
            board_rect = Some(rect);
        }
        refresh = records(
            ui,
            &look,
            store,
            &mut commands,
            &mut replays,
            &mut screen,
            &mut notice,
        );
    });
    if let Some(side) = board_side {
        let chosen = replays
            .entries
            .get(replays.chosen)
            .cloned()
            .zip(store.as_deref());
        board_rect = Some(chosen_card(
            ctx,
            &look,
            side,
            chosen,
            &mut commands,
            &mut screen,
            &mut notice,
        ));
    }
    replays.area = board_rect.map(|r| crate::view::screens::logical(r, settings.ui_scale));
    if refresh && let Some(store) = store {
        replays.entries = list(&store);
    }
    Ok(())
}

/// The replays' columns: the list's, and beside it the chosen game's (wide, with records).
fn replays_columns(
    area: egui::Rect,
    look: &Look,
    has_board: bool,
) -> (egui::Rect, Option<egui::Rect>) {
    // Wide: the list on the left, the chosen game's board on the right. Narrow: the board
    // on top.
    if look.narrow {
        let mut list = area.shrink2(EVec2::new(12.0, 0.0));
        list.min.y += 12.0;
        (list, None)
    } else {
        let total = area.width().min(1240.0) - 48.0;
        let right = if has_board {
            (total * 0.44).clamp(320.0, 560.0)
        } else {
            0.0
        };
        let left = if has_board {
            total - right - 32.0
        } else {
            total.min(760.0)
        };
        let x0 = area.center().x - (left + if has_board { right + 32.0 } else { 0.0 }) / 2.0;
        let list = egui::Rect::from_min_max(
            egui::pos2(x0, area.min.y + 16.0),
            egui::pos2(x0 + left, area.max.y - 12.0),
        );
        let side = egui::Rect::from_min_max(
            egui::pos2(x0 + left + 32.0, area.min.y + 16.0),
            egui::pos2(x0 + left + 32.0 + right, area.max.y - 12.0),
        );
        (list, has_board.then_some(side))
    }
}

/// The records' card: every record, the import row and where records are kept. Returns
/// whether a record was imported (the list is read again).
fn records(
    ui: &mut egui::Ui,
    look: &Look,
    store: &Store,
    commands: &mut Commands,
    replays: &mut ReplaysList,
    screen: &mut NextState<Screen>,
    notice: &mut MessageWriter<Notice>,
) -> bool {
    let mut refresh = false;
    let width = ui.available_width() - 16.0;
    look.card().show(ui, |ui| {
        ui.set_width(width - look.spacing * 4.0);
        if replays.entries.is_empty() {
            empty(ui, look);
        }
        let height = (ui.available_height() - 170.0).max(160.0);
        egui::ScrollArea::vertical()
            .min_scrolled_height(height.min(260.0))
            .max_height(height)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                for (i, entry) in replays.entries.clone().into_iter().enumerate() {
                    record_card(
                        ui, look, i, &entry, store, commands, replays, screen, notice,
                    );
                }
            });
        ui.add_space(look.spacing);
        refresh = import_row(ui, look, store, replays, notice);
        let kept = if store.is_folder() {
            tr_with(
                "menu.records_kept_in_folder",
                &[(
                    "folder",
                    &store.path(crate::core::saves::RECORDS_DIR).display(),
                )],
            )
        } else {
            tr("menu.records_kept_in_browser")
        };
        style::label(
            ui,
            egui::RichText::new(kept)
                .color(look.weak)
                .size(look.text_size * 0.8),
        );
    });
    refresh
}

/// Wide: the chosen game's card (its summary and Watch) under its board in the `side`
/// column. Returns the board's room.
fn chosen_card(
    ctx: &egui::Context,
    look: &Look,
    side: egui::Rect,
    chosen: Option<(RecordEntry, &Store)>,
    commands: &mut Commands,
    screen: &mut NextState<Screen>,
    notice: &mut MessageWriter<Notice>,
) -> egui::Rect {
    // The board, and what to do with the chosen game, in the middle of the column.
    let card = 130.0;
    let size = side.width().min(side.height() - card - 24.0).max(120.0);
    let top = side.min.y + ((side.height() - size - card) / 2.0).max(0.0);
    let board_rect =
        egui::Rect::from_min_size(egui::pos2(side.min.x, top), EVec2::new(side.width(), size));
    let mut ui = egui::Ui::new(
        ctx.clone(),
        "replay chosen".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(egui::Rect::from_min_max(
                egui::pos2(side.min.x, top + size + 12.0),
                side.max,
            )),
    );
    if let Some((entry, store)) = chosen {
        style::rise(&mut ui, |ui| {
            look.card().show(ui, |ui| {
                ui.set_width(side.width() - look.spacing * 4.0);
                ui.vertical_centered(|ui| {
                    style::label(ui, egui::RichText::new(&entry.summary).color(look.weak));
                    ui.add_space(6.0);
                    if style::primary_button(
                        ui,
                        &tr("menu.watch"),
                        side.width() - look.spacing * 4.0,
                    )
                    .clicked()
                    {
                        match load(store, &entry.file).and_then(|r| watch(commands, &r, screen)) {
                            Ok(()) => {}
                            Err(e) => {
                                notice.write(Notice(format!("{}: {e}", entry.file)));
                            }
                        }
                    }
                });
            });
        });
    }
    board_rect
}

/// No records yet: a picture and what will come here.
fn empty(ui: &mut egui::Ui, look: &Look) {
    ui.vertical_centered(|ui| {
        let (rect, _) = ui.allocate_exact_size(EVec2::new(180.0, 150.0), egui::Sense::hover());
        let points = [
            Some(look.accent),
            None,
            None,
            Some(style::mix(look.accent, look.text, 0.5)),
            None,
            None,
        ];
        style::mini_star(ui.painter(), rect, points, look);
        style::label(
            ui,
            egui::RichText::new(tr("menu.no_finished_games_yet_every"))
                .color(look.weak)
                .size(look.text_size * 1.05),
        );
        ui.add_space(look.spacing);
    });
}

/// One record: its summary, Watch, Review and Export; a click on it chooses it (its board
/// shows).
#[allow(clippy::too_many_arguments)]
fn record_card(
    ui: &mut egui::Ui,
    look: &Look,
    index: usize,
    entry: &RecordEntry,
    store: &Store,
    commands: &mut Commands,
    replays: &mut ReplaysList,
    screen: &mut NextState<Screen>,
    notice: &mut MessageWriter<Notice>,
) {
    let chosen = replays.chosen == index;
    let frame = if chosen {
        look.inset()
            .fill(style::mix(look.raised, look.accent, 0.16))
            .stroke(egui::Stroke::new(1.5, look.accent))
    } else {
        look.inset()
    };
    // The card itself senses clicks (under its buttons, which take their own).
    let picked = ui
        .scope_builder(egui::UiBuilder::new().sense(egui::Sense::click()), |ui| {
            frame.show(ui, |ui| {
                ui.set_width(ui.available_width());
                let narrow = look.narrow;
                let mut buttons = |ui: &mut egui::Ui| {
                    if style::button(ui, &tr("menu.watch")).clicked() {
                        match load(store, &entry.file).and_then(|r| watch(commands, &r, screen)) {
                            Ok(()) => {}
                            Err(e) => {
                                notice.write(Notice(format!("{}: {e}", entry.file)));
                            }
                        }
                    }
                    if style::button(ui, &tr("review.button")).clicked() {
                        match load(store, &entry.file) {
                            Ok(record) => {
                                commands.write_message(crate::replay::StartReview(record));
                            }
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
                    if style::button(ui, &tr("menu.export"))
                        .on_hover_text(help)
                        .clicked()
                    {
                        match export_record(store, &entry.file, &replays.path) {
                            Ok(done) => notice.write(Notice(done)),
                            Err(e) => notice.write(Notice(e)),
                        };
                    }
                };
                if narrow {
                    style::label(ui, &entry.summary);
                    ui.horizontal(|ui| buttons(ui));
                } else {
                    // The buttons first, from the right; the summary in what is left, on
                    // two lines if it needs them rather than running under them.
                    ui.horizontal(|ui| {
                        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                            buttons(ui);
                            ui.with_layout(
                                egui::Layout::left_to_right(egui::Align::Center),
                                |ui| ui.add(egui::Label::new(&entry.summary).wrap()),
                            );
                        });
                    });
                }
            });
        })
        .response;
    if picked.clicked() {
        replays.chosen = index;
    }
    ui.add_space(look.spacing * 0.5);
}

/// The import field; whether something was imported (the list is read again).
fn import_row(
    ui: &mut egui::Ui,
    look: &Look,
    store: &Store,
    replays: &mut ReplaysList,
    notice: &mut MessageWriter<Notice>,
) -> bool {
    let mut imported = false;
    ui.horizontal(|ui| {
        let hint = if store.is_folder() {
            tr("menu.file_hint_folder")
        } else {
            tr("menu.file_hint_paste")
        };
        // The field takes what the button leaves.
        let button = style::sized_button_width(ui, &tr("menu.import"));
        let width = (ui.available_width() - button - ui.spacing().item_spacing.x).max(120.0);
        style::text_field(ui, &mut replays.path, &hint, width, 100_000);
        if style::button(ui, &tr("menu.import")).clicked() {
            let typed = replays.path.trim();
            let result = if typed.starts_with('{') {
                import_text(store, typed, "the pasted record", "pasted")
            } else if store.is_folder() {
                import(store, std::path::Path::new(typed))
            } else {
                Err(tr("menu.paste_a_record"))
            };
            match result {
                Ok((_, name)) => {
                    notice.write(Notice(tr_with("menu.imported_as", &[("name", &name)])));
                    imported = true;
                }
                Err(e) => {
                    notice.write(Notice(e));
                }
            }
        }
    });
    let _ = look;
    imported
}

/// Exports a record: to the typed path (or the home folder) from a folder store, as a
/// download on the web. Says what was done.
pub fn export_record(store: &Store, file: &str, typed: &str) -> Result<String, String> {
    if store.is_folder() {
        let dest = export_destination(typed);
        return export(store, file, &dest)
            .map(|p| tr_with("menu.saved", &[("path", &p.display())]));
    }
    #[cfg(target_arch = "wasm32")]
    {
        let record = load(store, file)?;
        crate::web::download(file, &record.to_json())?;
        Ok(tr_with("menu.offered_as_download", &[("file", &file)]))
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
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let Some(store) = &store else {
        return;
    };
    let mut imported = Vec::new();
    for drop in drops.read() {
        if let bevy::window::FileDragAndDrop::DroppedFile { path_buf, .. } = drop
            // A picture is the theme editor's.
            && !path_buf
                .extension()
                .is_some_and(|e| e.eq_ignore_ascii_case("png"))
        {
            imported.push(import(store, path_buf));
        }
    }
    for (name, text) in crate::web::take_dropped_files() {
        let stem = name
            .rsplit_once('.')
            .map_or(name.as_str(), |(stem, _)| stem);
        imported.push(import_text(store, &text, &name, stem));
    }
    // The drop may have woken a page at rest for this one frame: the viewer (or the notice)
    // comes in the next.
    if !imported.is_empty() {
        redraw.write(bevy::window::RequestRedraw);
    }
    for result in imported {
        if let Err(e) = result.and_then(|(r, _)| watch(&mut commands, &r, &mut screen)) {
            notice.write(Notice(e));
        }
    }
}
