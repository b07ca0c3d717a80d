//! The Mods sheet (Settings → Mods…): every mod in the game folder's `mods/` with its name,
//! version, author and what it holds; on or off; its place in the stack (a mod lower in the
//! list replaces the files of those above it); and, for a mod kept off, each problem on its
//! line (file, line, what is wrong). Changes apply at once (`core::mods`).

use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::core::mods::{ModEntry, Mods};
use crate::core::screens::Overlay;
use crate::core::settings::Settings;
use crate::core::text::{tr, tr_with};
use crate::view::style::{self, Look, UiSet};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        mods_sheet
            .run_if(in_state(Overlay::Mods))
            .in_set(UiSet::Screens),
    );
}

/// What the player asked of one mod.
enum Asked {
    Toggle(usize),
    Up(usize),
    Down(usize),
    /// The web build: forget the mod kept in the browser.
    Remove(usize),
}

fn mods_sheet(
    mut contexts: EguiContexts,
    mut overlay: ResMut<NextState<Overlay>>,
    mut settings: ResMut<Settings>,
    mods: Res<Mods>,
    store: Option<Res<crate::core::store::Store>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let look = Look::get(ctx);
    let area = ctx.content_rect();
    let width = (area.width() - 24.0).min(620.0);
    let height = (area.height() - 24.0).min(700.0);
    let mut asked = None;
    let frame = look.card().fill(look.panel.to_opaque());
    let modal = egui::Modal::new(egui::Id::new("mods sheet"))
        .frame(frame)
        .backdrop_color(egui::Color32::from_black_alpha(140))
        .show(ctx, |ui| {
            ui.set_width(width - 40.0);
            ui.horizontal(|ui| {
                style::title(ui, &tr("mods.title"));
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if style::icon_button(ui, "✖", &tr("settings.close")).clicked() {
                        overlay.set(Overlay::Settings);
                    }
                });
            });
            // Natively mods are files in the game's folder; on the web they are zips kept in
            // the browser, added here or by dropping them on the page.
            let where_ = if cfg!(target_arch = "wasm32") {
                tr("mods.where_web")
            } else {
                let dir = store
                    .as_ref()
                    .map(|s| crate::core::mods::mods_dir(&s.root()).display().to_string())
                    .unwrap_or_default();
                tr_with("mods.where", &[("dir", &dir)])
            };
            style::label(
                ui,
                egui::RichText::new(where_)
                    .color(look.weak)
                    .size(look.text_size * 0.85),
            );
            ui.add_space(look.spacing);
            egui::ScrollArea::vertical()
                .max_height(height - 200.0)
                .show(ui, |ui| {
                    // The game's own content, the base every mod stacks on (assets/mod.ron).
                    look.inset().show(ui, |ui| {
                        ui.set_width(ui.available_width());
                        style::label(
                            ui,
                            egui::RichText::new(tr_with(
                                "mods.base",
                                &[("version", &petri_mod::GAME_VERSION)],
                            ))
                            .color(look.weak)
                            .size(look.text_size * 0.85),
                        );
                    });
                    ui.add_space(look.spacing * 0.5);
                    if mods.entries.is_empty() {
                        let none = if cfg!(target_arch = "wasm32") {
                            "mods.none_web"
                        } else {
                            "mods.none"
                        };
                        style::label(ui, egui::RichText::new(tr(none)).color(look.text));
                    }
                    let last = mods.entries.len().saturating_sub(1);
                    for (i, entry) in mods.entries.iter().enumerate() {
                        look.card().show(ui, |ui| {
                            ui.set_width(ui.available_width());
                            if let Some(a) = mod_card(ui, &look, entry, i, last) {
                                asked = Some(a);
                            }
                        });
                        ui.add_space(look.spacing * 0.5);
                    }
                });
            ui.add_space(look.spacing);
            ui.horizontal(|ui| {
                if cfg!(target_arch = "wasm32")
                    && style::primary_button(ui, &tr("mods.add"), 0.0).clicked()
                {
                    crate::web::pick_mod();
                }
                if style::button(ui, &tr("settings.close")).clicked() {
                    overlay.set(Overlay::Settings);
                }
            });
        });
    if modal.should_close() {
        overlay.set(Overlay::Settings);
    }
    if let Some(asked) = asked {
        let mut order: Vec<String> = mods.entries.iter().map(|e| e.id.clone()).collect();
        let mut off = settings.mods_off.clone();
        match asked {
            Asked::Toggle(i) => {
                let id = &order[i];
                if mods.entries[i].enabled {
                    off.push(id.clone());
                } else {
                    off.retain(|o| o != id);
                }
            }
            Asked::Remove(i) => {
                crate::web::remove_mod(&mods.entries[i].source.to_string_lossy());
            }
            Asked::Up(i) if i > 0 => order.swap(i, i - 1),
            Asked::Down(i) if i + 1 < order.len() => order.swap(i, i + 1),
            _ => {}
        }
        off.sort();
        off.dedup();
        settings.mods = order;
        settings.mods_off = off;
    }
    Ok(())
}

/// One mod's card; what the player asked of it, if anything.
fn mod_card(
    ui: &mut egui::Ui,
    look: &Look,
    entry: &ModEntry,
    i: usize,
    last: usize,
) -> Option<Asked> {
    let mut asked = None;
    let info = entry.package.as_ref().map(|p| &p.info);
    // The switch: the mod's name and version, its author and description under it. A mod
    // with problems cannot be turned on (the switch stays off).
    let title = match info {
        Some(info) => format!(
            "{} · {}",
            entry.name(),
            tr_with("mods.version", &[("version", &info.version)])
        ),
        None => entry.name(),
    };
    let about = info.map_or_else(String::new, |info| {
        let by = (!info.author.is_empty()).then(|| tr_with("mods.by", &[("author", &info.author)]));
        by.into_iter()
            .chain((!info.description.is_empty()).then(|| info.description.clone()))
            .collect::<Vec<_>>()
            .join(" — ")
    });
    let mut on = entry.enabled;
    if style::toggle(ui, &mut on, &title, &about).clicked()
        && (entry.enabled || entry.problems.is_empty() && entry.package.is_some())
    {
        asked = Some(Asked::Toggle(i));
    }
    // What it holds, on its own line (it wraps); the buttons under it, at the right.
    let contents = contents_line(entry);
    if !contents.is_empty() {
        style::label(
            ui,
            egui::RichText::new(contents)
                .color(look.weak)
                .size(look.text_size * 0.85),
        );
    }
    ui.horizontal(|ui| {
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if cfg!(target_arch = "wasm32")
                && style::icon_button(ui, "✖", &tr("mods.remove")).clicked()
            {
                asked = Some(Asked::Remove(i));
            }
            if i < last && style::icon_button(ui, "↓", &tr("mods.down")).clicked() {
                asked = Some(Asked::Down(i));
            }
            if i > 0 && style::icon_button(ui, "↑", &tr("mods.up")).clicked() {
                asked = Some(Asked::Up(i));
            }
        });
    });
    if !entry.problems.is_empty() {
        style::label(
            ui,
            egui::RichText::new(tr_with("mods.problems", &[("n", &entry.problems.len())]))
                .color(look.danger),
        );
        for line in entry.problems.iter().take(12) {
            style::label(
                ui,
                egui::RichText::new(line)
                    .color(look.danger)
                    .size(look.text_size * 0.8),
            );
        }
    }
    // Kept off by the others: a need not on above it, an id taken.
    for line in &entry.held {
        style::label(
            ui,
            egui::RichText::new(line.said())
                .color(look.danger)
                .size(look.text_size * 0.85),
        );
    }
    asked
}

/// What a mod holds, in words: "1 theme · 2 languages · lessons · 3 puzzles".
fn contents_line(entry: &ModEntry) -> String {
    let c = entry.contents();
    let mut parts = Vec::new();
    for (key, n) in [
        ("mods.themes", c.themes.len()),
        ("mods.languages", c.languages.len()),
        ("mods.puzzles", c.puzzles),
        ("mods.sounds", c.sounds),
        ("mods.pictures", c.pictures),
    ] {
        if n > 0 {
            parts.push(tr_with(key, &[("n", &n)]));
        }
    }
    if c.lessons {
        parts.push(tr("mods.lessons"));
    }
    parts.join(" · ")
}
