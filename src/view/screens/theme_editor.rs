//! The theme editor (Settings → Edit theme…, `--show theme-editor`): a panel beside the board
//! with the theme on screen's name, its palette's colours with pickers (the board is drawn
//! again as each one changes) and its pictures by file; **Export as mod** writes the copy as
//! a mod's `.zip` into the game folder's `mods/` (natively) or downloads it (web). What the
//! copy is and how it is written is `view::theme_edit`.

use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::core::marks::BoardSide;
use crate::core::mods::Mods;
use crate::core::notice::Notice;
use crate::core::screens::Overlay;
use crate::core::screens::Screen;
use crate::core::settings::Settings;
use crate::core::text::{tr, tr_with};
use crate::view::palette::Palette;
use crate::view::style::{self, Look, UiSet};
use crate::view::theme::{ActiveTheme, Theme, ThemeFile, Themes};
use crate::view::theme_edit::{COLOURS, PICTURES, ThemeEdit, hex};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ScriptedEdit>()
        .add_systems(OnEnter(Overlay::ThemeEditor), begin)
        .add_systems(
            OnExit(Overlay::ThemeEditor),
            |mut side: ResMut<BoardSide>| {
                side.set_if_neq(BoardSide::default());
            },
        )
        .add_systems(
            EguiPrimaryContextPass,
            editor
                .run_if(in_state(Overlay::ThemeEditor))
                .in_set(UiSet::Screens),
        )
        .add_systems(
            Update,
            dropped_pictures.run_if(in_state(Overlay::ThemeEditor)),
        )
        .add_systems(
            Update,
            scripted
                .run_if(|s: Res<ScriptedEdit>| !s.colours.is_empty() || s.export)
                .run_if(resource_exists::<ActiveTheme>),
        );
}

/// What a scripted run asks of the editor (`--edit-theme board=#3070c0,… [--export-theme]`):
/// the colours set as the pickers would, then Export as mod, then the editor closed.
#[derive(Resource, Default, Debug, Clone)]
pub struct ScriptedEdit {
    pub colours: Vec<(String, String)>,
    pub export: bool,
}

/// A copy of the theme on screen to edit (an edit of the same theme goes on).
fn begin(
    mut commands: Commands,
    active: Option<Res<ActiveTheme>>,
    themes: Res<Assets<Theme>>,
    mods: Res<Mods>,
    edit: Option<Res<ThemeEdit>>,
    mut notice: MessageWriter<Notice>,
) {
    let Some(active) = active else {
        return;
    };
    if edit.is_some_and(|e| e.base_id == active.id) {
        return;
    }
    match copy_of(&active, &themes, &mods) {
        Some(Ok(edit)) => commands.insert_resource(edit),
        Some(Err(e)) => {
            notice.write(Notice(tr_with(
                "theme_editor.export_failed",
                &[("error", &e)],
            )));
        }
        None => {}
    }
}

/// A copy of the theme on screen (`None` while it is not loaded).
fn copy_of(
    active: &ActiveTheme,
    themes: &Assets<Theme>,
    mods: &Mods,
) -> Option<Result<ThemeEdit, String>> {
    let text = &themes.get(&active.handle)?.source;
    let name = tr_with("theme_editor.copy_name", &[("name", &active.name)]);
    Some(ThemeEdit::of(&active.id, text, name).map(|mut edit| {
        edit.base_files = mod_theme_files(mods, &active.id);
        edit
    }))
}

/// The files of theme `id`'s folder in the topmost enabled mod that has it (path under the
/// folder → bytes); empty for the game's own themes.
fn mod_theme_files(mods: &Mods, id: &str) -> std::collections::BTreeMap<String, Vec<u8>> {
    let folder = format!("themes/{id}/");
    mods.enabled()
        .rev()
        .filter_map(|e| e.package.as_ref())
        .find(|p| p.files.contains_key(&format!("{folder}theme.ron")))
        .map(|p| {
            p.files
                .iter()
                .filter_map(|(path, bytes)| {
                    Some((path.strip_prefix(&folder)?.to_owned(), bytes.clone()))
                })
                .collect()
        })
        .unwrap_or_default()
}

/// The text key of one of [`COLOURS`].
fn colour_key(field: &str) -> &'static str {
    match field {
        "background" => "theme_editor.background",
        "board" => "theme_editor.board",
        "board_edge" => "theme_editor.board_edge",
        "hole" => "theme_editor.hole",
        "highlight" => "theme_editor.highlight",
        "hint" => "theme_editor.hint",
        _ => "theme_editor.accent",
    }
}

/// Puts one of [`COLOURS`] on screen.
fn show_colour(palette: &mut Palette, clear: &mut ClearColor, field: &str, colour: Color) {
    match field {
        "background" => {
            palette.background = colour;
            clear.0 = colour;
        }
        "board" => palette.board = colour,
        "board_edge" => palette.board_edge = colour,
        "hole" => palette.hole = colour,
        "highlight" => palette.highlight = colour,
        "hint" => palette.hint = colour,
        "accent" => palette.accent = colour,
        _ => {}
    }
}

/// `#rrggbb` as a colour.
fn parse_hex(text: &str) -> Option<Color> {
    Srgba::hex(text).ok().map(Color::from)
}

/// Exports the edit as a mod: the file written (natively, into the mods folder) or offered
/// for download (web).
fn export(
    edit: &ThemeEdit,
    themes: &Themes,
    mods: &Mods,
    author: &str,
    store: Option<&crate::core::store::Store>,
) -> Result<String, String> {
    let taken: Vec<String> = themes
        .0
        .iter()
        .map(|t| t.id.clone())
        .chain(mods.entries.iter().map(|e| e.id.clone()))
        .collect();
    let id = edit.id(&taken);
    let join = |p: Vec<petri_mod::Problem>| {
        p.iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("; ")
    };
    let package = edit.package(&id, author).map_err(join)?;
    let problems = crate::view::theme_edit::checked(&package);
    if !problems.is_empty() {
        return Err(join(problems));
    }
    let file = format!("{id}_{}.zip", package.info.version);
    #[cfg(not(target_arch = "wasm32"))]
    {
        let store = store.ok_or("no game folder")?;
        let dir = crate::core::mods::mods_dir(&store.root());
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let path = dir.join(&file);
        std::fs::write(&path, package.to_zip()?).map_err(|e| format!("{}: {e}", path.display()))?;
        info!("theme editor: exported {}", path.display());
        Ok(path.display().to_string())
    }
    #[cfg(target_arch = "wasm32")]
    {
        let _ = store;
        crate::web::export_mod(&file, &package.files)?;
        Ok(file)
    }
}

#[allow(clippy::too_many_arguments)]
fn editor(
    mut contexts: EguiContexts,
    mut edit: ResMut<ThemeEdit>,
    (mut palette, mut clear): (ResMut<Palette>, ResMut<ClearColor>),
    mut overlay: ResMut<NextState<Overlay>>,
    (settings, themes, mods): (Res<Settings>, Res<Themes>, Res<Mods>),
    store: Option<Res<crate::core::store::Store>>,
    mut notice: MessageWriter<Notice>,
    (screen, mut side): (Res<State<Screen>>, ResMut<BoardSide>),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let look = Look::get(ctx);
    let area = ctx.content_rect();
    // Wide: below the game's top bar at the window's right, the board fitted left of it. A
    // phone: the lower part of the screen, the board above it.
    let in_game = matches!(screen.get(), Screen::Playing | Screen::GameOver);
    let (width, pos, height) = if look.narrow {
        let top = area.height() * 0.56;
        (
            area.width() - 20.0,
            egui::pos2(10.0, top),
            area.height() - top - 10.0,
        )
    } else {
        let width = (area.width() * 0.4).clamp(240.0, 300.0);
        let top = if in_game { 68.0 } else { 12.0 };
        (
            width,
            egui::pos2(area.max.x - width - 10.0, top),
            area.height() - top - 12.0,
        )
    };
    side.set_if_neq(if look.narrow {
        BoardSide {
            right: 0.0,
            bottom: area.height() - pos.y,
        }
    } else {
        BoardSide {
            right: width + 20.0,
            bottom: 0.0,
        }
    });
    let mut exported = None;
    egui::Area::new(egui::Id::new("theme editor"))
        .fixed_pos(pos)
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            look.card().fill(look.panel.to_opaque()).show(ui, |ui| {
                ui.set_width(width - 24.0);
                ui.horizontal(|ui| {
                    style::title(ui, &tr("theme_editor.title"));
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        if style::icon_button(ui, "✖", &tr("settings.close")).clicked() {
                            overlay.set(Overlay::None);
                        }
                    });
                });
                // The title above and Export below stay; what is between scrolls.
                egui::ScrollArea::vertical()
                    .max_height(height - 150.0)
                    .show(ui, |ui| {
                        style::label(
                            ui,
                            egui::RichText::new(tr("theme_editor.about"))
                                .color(look.weak)
                                .size(look.text_size * 0.85),
                        );
                        ui.add_space(look.spacing);
                        style::label(
                            ui,
                            egui::RichText::new(tr("theme_editor.name")).color(look.text),
                        );
                        ui.add(
                            egui::TextEdit::singleline(&mut edit.name).desired_width(f32::INFINITY),
                        );
                        ui.add_space(look.spacing);
                        style::label(
                            ui,
                            egui::RichText::new(tr("theme_editor.colours"))
                                .font(look.bold(look.text_size))
                                .color(look.text),
                        );
                        colour_rows(ui, &look, &mut edit, &mut palette, &mut clear);
                        ui.add_space(look.spacing);
                        style::label(
                            ui,
                            egui::RichText::new(tr_with(
                                "theme_editor.pictures",
                                &[("theme", &edit.base_name)],
                            ))
                            .font(look.bold(look.text_size))
                            .color(look.text),
                        );
                        picture_list(ui, &look, &mut edit);
                    });
                ui.add_space(look.spacing);
                if style::primary_button(ui, &tr("theme_editor.export"), ui.available_width())
                    .clicked()
                {
                    exported = Some(export(
                        &edit,
                        &themes,
                        &mods,
                        &settings.player_name,
                        store.as_deref(),
                    ));
                }
            });
        });
    if let Some(result) = exported {
        notice.write(Notice(match result {
            Ok(file) if cfg!(target_arch = "wasm32") => {
                tr_with("theme_editor.downloaded", &[("file", &file)])
            }
            Ok(file) => tr_with("theme_editor.exported", &[("file", &file)]),
            Err(e) => tr_with("theme_editor.export_failed", &[("error", &e)]),
        }));
    }
    Ok(())
}

/// The palette's colours, a picker each; a change is shown on the board at once.
fn colour_rows(
    ui: &mut egui::Ui,
    look: &Look,
    edit: &mut ThemeEdit,
    palette: &mut Palette,
    clear: &mut ClearColor,
) {
    for (k, field) in COLOURS.iter().enumerate() {
        let Some(now) = parse_hex(&edit.colours[k]) else {
            continue;
        };
        let s = now.to_srgba();
        let mut picked = egui::Color32::from_rgb(
            (s.red * 255.0).round() as u8,
            (s.green * 255.0).round() as u8,
            (s.blue * 255.0).round() as u8,
        );
        ui.horizontal(|ui| {
            let changed = egui::color_picker::color_edit_button_srgba(
                ui,
                &mut picked,
                egui::color_picker::Alpha::Opaque,
            )
            .changed();
            style::label(
                ui,
                egui::RichText::new(tr(colour_key(field))).color(look.text),
            );
            style::label(ui, egui::RichText::new(&edit.colours[k]).color(look.weak));
            if changed {
                let colour = Color::srgb_u8(picked.r(), picked.g(), picked.b());
                edit.colours[k] = hex(colour);
                show_colour(palette, clear, field, colour);
            }
        });
    }
}

/// The pictures the copy draws with, by file: one is chosen (lit), and a PNG dropped on the
/// window (or the page) takes its place ([`dropped_pictures`]).
fn picture_list(ui: &mut egui::Ui, look: &Look, edit: &mut ThemeEdit) {
    let Ok(file) = ThemeFile::parse(&edit.theme_text()) else {
        return;
    };
    let i = &file.images;
    let files = [
        Some(&i.marble),
        Some(&i.hole),
        Some(&i.ring),
        Some(&i.dice),
        Some(&i.symbols),
        i.table.as_ref(),
        i.grain.as_ref(),
    ];
    let drop = if cfg!(target_arch = "wasm32") {
        "theme_editor.drop_picture_web"
    } else {
        "theme_editor.drop_picture"
    };
    style::label(
        ui,
        egui::RichText::new(tr(drop))
            .color(look.weak)
            .size(look.text_size * 0.8),
    );
    for (slot, picture) in PICTURES.iter().zip(files) {
        let Some(picture) = picture else {
            continue;
        };
        let chosen = edit.chosen.as_deref() == Some(*slot);
        let yours = edit.pictures.contains_key(*slot);
        let text = if yours {
            tr_with("theme_editor.picture_yours", &[("slot", slot)])
        } else {
            format!("{slot}: {picture}")
        };
        if style::chip(ui, chosen, &text).clicked() {
            edit.chosen = (!chosen).then(|| (*slot).to_owned());
        }
    }
}

/// A PNG dropped on the window (natively) or the page (web) while the editor is open: it
/// takes the place of the chosen picture, or of the one its file is named after
/// (`marble.png`), if the copy still passes `mod check` with it; the board shows it at once.
fn dropped_pictures(
    mut drops: MessageReader<bevy::window::FileDragAndDrop>,
    edit: Option<ResMut<ThemeEdit>>,
    images: Option<ResMut<crate::view::theme::ThemeImages>>,
    mut assets: ResMut<Assets<Image>>,
    mut notice: MessageWriter<Notice>,
) {
    let mut dropped: Vec<(String, Result<Vec<u8>, String>)> = Vec::new();
    for drop in drops.read() {
        if let bevy::window::FileDragAndDrop::DroppedFile { path_buf, .. } = drop
            && path_buf
                .extension()
                .is_some_and(|e| e.eq_ignore_ascii_case("png"))
        {
            let name = path_buf
                .file_name()
                .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
            dropped.push((name, std::fs::read(path_buf).map_err(|e| e.to_string())));
        }
    }
    dropped.extend(
        crate::web::take_dropped_pictures()
            .into_iter()
            .map(|(name, bytes)| (name, Ok(bytes))),
    );
    let (Some(mut edit), Some(mut images)) = (edit, images) else {
        return;
    };
    for (name, bytes) in dropped {
        let stem = name.rsplit_once('.').map_or(name.as_str(), |(s, _)| s);
        let slot = edit
            .chosen
            .clone()
            .or_else(|| PICTURES.contains(&stem).then(|| stem.to_owned()));
        let Some(slot) = slot else {
            notice.write(Notice(tr_with(
                "theme_editor.picture_which",
                &[("file", &name)],
            )));
            continue;
        };
        let put = bytes.and_then(|b| put_picture(&mut edit, &mut images, &mut assets, &slot, b));
        // For the browser test: `petri: picture <slot> <file> put|refused: …`.
        crate::web::announce(&match &put {
            Ok(()) => format!("petri: picture {slot} {name} put"),
            Err(e) => format!("petri: picture {slot} {name} refused: {e}"),
        });
        notice.write(Notice(match put {
            Ok(()) => tr_with(
                "theme_editor.picture_put",
                &[("slot", &slot), ("file", &name)],
            ),
            Err(e) => tr_with(
                "theme_editor.picture_refused",
                &[("file", &name), ("error", &e)],
            ),
        }));
    }
}

/// Puts a PNG in place of the copy's picture `slot` ([`ThemeEdit::replace_picture`]) and on
/// the board.
fn put_picture(
    edit: &mut ThemeEdit,
    images: &mut crate::view::theme::ThemeImages,
    assets: &mut Assets<Image>,
    slot: &str,
    bytes: Vec<u8>,
) -> Result<(), String> {
    let image = shown(&bytes)?;
    edit.replace_picture(slot, bytes)?;
    set_picture(images, slot, assets.add(image));
    Ok(())
}

/// A PNG as the board draws it (sRGB, mip-mapped as the theme's own are not: one level).
fn shown(bytes: &[u8]) -> Result<Image, String> {
    Image::from_buffer(
        bytes,
        bevy::image::ImageType::Extension("png"),
        bevy::image::CompressedImageFormats::NONE,
        true,
        bevy::image::ImageSampler::Default,
        bevy::asset::RenderAssetUsages::default(),
    )
    .map_err(|e| e.to_string())
}

/// The board's picture of `slot` set to `handle` (the board is dressed again).
fn set_picture(images: &mut crate::view::theme::ThemeImages, slot: &str, handle: Handle<Image>) {
    match slot {
        "marble" => images.marble = handle,
        "hole" => images.hole = handle,
        "ring" => images.ring = handle,
        "dice" => images.dice = handle,
        "symbols" => images.symbols = handle,
        "table" => images.table = Some(handle),
        "grain" => images.grain = Some(handle),
        _ => {}
    }
}

/// A scripted run's edit (`--edit-theme`, `--export-theme`): the theme on screen copied as
/// the editor copies it, the colours set as its pickers set them, then Export as mod; the
/// board stays in view for the picture.
#[allow(clippy::too_many_arguments)]
fn scripted(
    mut commands: Commands,
    mut script: ResMut<ScriptedEdit>,
    edit: Option<ResMut<ThemeEdit>>,
    (mut palette, mut clear): (ResMut<Palette>, ResMut<ClearColor>),
    (active, loaded): (Res<ActiveTheme>, Res<Assets<Theme>>),
    (settings, themes, mods): (Res<Settings>, Res<Themes>, Res<Mods>),
    store: Option<Res<crate::core::store::Store>>,
    mut notice: MessageWriter<Notice>,
    (images, mut assets): (
        Option<ResMut<crate::view::theme::ThemeImages>>,
        ResMut<Assets<Image>>,
    ),
) {
    let mut edit = match edit {
        Some(e) => e.clone(),
        None => match copy_of(&active, &loaded, &mods) {
            Some(Ok(e)) => e,
            Some(Err(e)) => {
                warn!("--edit-theme: {e}");
                *script = ScriptedEdit::default();
                return;
            }
            None => return,
        },
    };
    let mut images = images;
    for (field, value) in std::mem::take(&mut script.colours) {
        // A picture: `marble=path/to/file.png`, as if dropped.
        if PICTURES.contains(&field.as_str()) {
            let put = match images.as_deref_mut() {
                Some(images) => std::fs::read(&value)
                    .map_err(|e| format!("{value}: {e}"))
                    .and_then(|b| put_picture(&mut edit, images, &mut assets, &field, b)),
                None => Err("no theme on screen".to_owned()),
            };
            match put {
                Ok(()) => info!("theme editor: {field} is {value}"),
                Err(e) => warn!("--edit-theme: {field}: {e}"),
            }
            continue;
        }
        match (COLOURS.iter().position(|f| *f == field), parse_hex(&value)) {
            (Some(k), Some(colour)) => {
                edit.colours[k] = hex(colour);
                show_colour(&mut palette, &mut clear, &field, colour);
            }
            _ => warn!("--edit-theme: no colour `{field}` = `{value}`"),
        }
    }
    if std::mem::take(&mut script.export) {
        match export(
            &edit,
            &themes,
            &mods,
            &settings.player_name,
            store.as_deref(),
        ) {
            Ok(file) => info!("theme editor: exported {file}"),
            Err(e) => {
                warn!("theme editor: cannot export: {e}");
                notice.write(Notice(e));
            }
        }
    }
    commands.insert_resource(edit);
}
