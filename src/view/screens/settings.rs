//! Settings, over whatever screen is showing (the title's Settings, the game menu's): sound,
//! theme, the living title board, animation speed, symbols for colour-blind players,
//! interface size, how the board turns and which triangles carry the colours, and the
//! language. Changes apply at once and are saved (see `crate::core::settings`).

use bevy::prelude::*;
use bevy_egui::egui;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use crate::core::screens::Overlay;
use crate::core::settings::{Rotation, Settings};
use crate::core::text::{tr, tr_with};
use crate::view::anim::AnimSpeed;
use crate::view::board::BoardView;
use crate::view::style::{self, Look, UiSet};
use crate::view::theme::{ActiveTheme, Themes};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Languages>()
        .add_systems(Update, (apply_settings, follow_mod_languages))
        .add_systems(
            EguiPrimaryContextPass,
            settings_sheet
                .run_if(in_state(Overlay::Settings))
                .in_set(UiSet::Screens),
        );
}

/// The languages to choose from, by code with their names: the shipped ones, natively any
/// other file in `assets/lang`, and the enabled mods' languages. The language itself follows
/// the choice in `view/language.rs`.
#[derive(Resource, Debug, Clone)]
pub struct Languages(pub Vec<(String, String)>);

impl Default for Languages {
    fn default() -> Self {
        let codes = if cfg!(target_arch = "wasm32") {
            crate::core::text::SHIPPED
                .iter()
                .map(|s| s.code.to_owned())
                .collect()
        } else {
            crate::core::text::available(&lang_dir())
        };
        Languages(
            codes
                .into_iter()
                .map(|code| {
                    let name = crate::core::text::language_name(&code, None);
                    (code, name)
                })
                .collect(),
        )
    }
}

/// The enabled mods' languages join the list, named by their files' `language-name`.
fn follow_mod_languages(mods: Res<crate::core::mods::Mods>, mut languages: ResMut<Languages>) {
    if !mods.is_changed() {
        return;
    }
    let mut list = Languages::default().0;
    for code in crate::core::mods::mod_languages(&mods) {
        if !list.iter().any(|(c, _)| *c == code) {
            let text = crate::core::mods::mod_file_text(&mods, &format!("lang/{code}.ftl"));
            let name = crate::core::text::language_name(&code, text.as_deref());
            list.push((code, name));
        }
    }
    if list != languages.0 {
        languages.0 = list;
    }
}

fn lang_dir() -> std::path::PathBuf {
    crate::core::built_in::asset_root().join("assets/lang")
}

/// The settings that change how the game runs: the language, the board's turning and
/// colours, the animation speed.
fn apply_settings(
    settings: Res<Settings>,
    mut view: ResMut<BoardView>,
    mut speed: ResMut<AnimSpeed>,
) {
    if !settings.is_changed() {
        return;
    }
    let follow = settings.rotation == Rotation::FollowPlayer;
    if view.follow_player != follow || view.reverse_colours != settings.reverse_colours {
        view.follow_player = follow;
        view.reverse_colours = settings.reverse_colours;
    }
    if speed.factor != settings.animation_speed {
        speed.factor = settings.animation_speed;
    }
}

fn settings_sheet(
    languages: Res<Languages>,
    mut contexts: EguiContexts,
    mut overlay: ResMut<NextState<Overlay>>,
    mut settings: ResMut<Settings>,
    themes: Res<Themes>,
    active: Option<Res<ActiveTheme>>,
    renderer: Res<crate::view::renderer::Renderer>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let look = Look::get(ctx);
    let mut s = settings.bypass_change_detection().clone();
    let area = ctx.content_rect();
    let width = (area.width() - 24.0).min(560.0);
    let height = (area.height() - 24.0).min(700.0);
    // A modal sheet over a dimmed window; a click outside or Escape closes it.
    let frame = look.card().fill(look.panel.to_opaque());
    let modal = egui::Modal::new(egui::Id::new("settings sheet"))
        .frame(frame)
        .backdrop_color(egui::Color32::from_black_alpha(140))
        .show(ctx, |ui| {
            ui.set_width(width - 40.0);
            ui.horizontal(|ui| {
                style::title(ui, &tr("settings.settings"));
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if style::icon_button(ui, "✖", &tr("settings.close")).clicked() {
                        overlay.set(Overlay::None);
                    }
                });
            });
            // The height is set, not left to the area (an area centred on its own size of the
            // frame before would shrink).
            egui::ScrollArea::vertical()
                .min_scrolled_height(height - 120.0)
                .max_height(height - 120.0)
                .show(ui, |ui| {
                    sheet(
                        ui,
                        &look,
                        &mut s,
                        &themes,
                        active.as_deref(),
                        &languages,
                        &renderer,
                    );
                    ui.add_space(look.spacing);
                    // Wrapped: three buttons in a long language are wider than a phone.
                    ui.horizontal_wrapped(|ui| {
                        if style::button(ui, &tr("settings.defaults")).clicked() {
                            let theme = s.theme.clone();
                            s = Settings {
                                theme,
                                servers: s.servers.clone(),
                                server: s.server,
                                player_name: s.player_name.clone(),
                                mods: s.mods.clone(),
                                mods_off: s.mods_off.clone(),
                                ..default()
                            };
                        }
                        if style::button(ui, &tr("settings.mods")).clicked() {
                            overlay.set(Overlay::Mods);
                        }
                        if style::button(ui, &tr("settings.edit_theme")).clicked() {
                            overlay.set(Overlay::ThemeEditor);
                        }
                        if style::button(ui, &tr("settings.close")).clicked() {
                            overlay.set(Overlay::None);
                        }
                    });
                });
        });
    if modal.should_close() {
        overlay.set(Overlay::None);
    }
    if s != *settings {
        *settings = s;
    }
    Ok(())
}

/// The settings, a section each: sound, theme, board, animations, interface size, language.
#[allow(clippy::too_many_arguments)]
fn sheet(
    ui: &mut egui::Ui,
    look: &Look,
    s: &mut Settings,
    themes: &Themes,
    active: Option<&ActiveTheme>,
    languages: &Languages,
    renderer: &crate::view::renderer::Renderer,
) {
    style::section(ui, &tr("settings.sound"));
    ui.horizontal(|ui| {
        ui.add_enabled(
            !s.muted,
            egui::Slider::new(&mut s.volume, 0.0..=1.0)
                .show_value(false)
                .text(tr("settings.volume")),
        );
        ui.checkbox(&mut s.muted, tr("settings.mute"));
    });

    theme_section(ui, look, s, themes, active, renderer);

    board_section(ui, s);

    style::section(ui, &tr("settings.animations"));
    ui.add(
        egui::Slider::new(&mut s.animation_speed, 0.25..=4.0)
            .logarithmic(true)
            .suffix(tr("settings.times_speed")),
    );

    style::section(ui, &tr("settings.interface_size"));
    ui.add(
        egui::Slider::new(&mut s.ui_scale, 0.75..=2.0)
            .step_by(0.05)
            .suffix("×"),
    );

    style::section(ui, &tr("settings.language"));
    let names: Vec<String> = languages.0.iter().map(|(_, name)| name.clone()).collect();
    let chosen: Vec<bool> = languages.0.iter().map(|(c, _)| s.language == *c).collect();
    let chips = style::chip_rows(ui, &names, &chosen, &[], false);
    for ((code, _), chip) in languages.0.iter().zip(chips) {
        let (r, scale) = (chip.rect, ui.ctx().pixels_per_point());
        crate::web::note_target(
            &format!("language:{code}"),
            [r.min.x, r.min.y, r.width(), r.height()].map(|v| v * scale),
        );
        if chip.clicked() {
            s.language = code.clone();
        }
    }
}

/// The theme's section: a chip a theme, and the living title's toggles and the symbols'.
fn theme_section(
    ui: &mut egui::Ui,
    look: &Look,
    s: &mut Settings,
    themes: &Themes,
    active: Option<&ActiveTheme>,
    renderer: &crate::view::renderer::Renderer,
) {
    style::section(ui, &tr("settings.theme"));
    let names: Vec<String> = themes.0.iter().map(|t| t.shown_name()).collect();
    let chosen: Vec<bool> = themes.0.iter().map(|t| s.theme == t.id).collect();
    let enabled: Vec<bool> = themes.0.iter().map(|t| t.problem.is_none()).collect();
    let chips = style::chip_rows(ui, &names, &chosen, &enabled, false);
    for (t, chip) in themes.0.iter().zip(chips) {
        let chip = match &t.problem {
            Some(why) => chip.on_disabled_hover_text(why),
            None => chip.on_hover_text(&t.id),
        };
        if chip.clicked() {
            s.theme = t.id.clone();
        }
    }
    if let Some(a) = active
        && a.id != s.theme
    {
        style::label(
            ui,
            egui::RichText::new(tr("settings.loading_more")).color(look.weak),
        );
    }
    style::label(
        ui,
        egui::RichText::new(tr("settings.add_your_own_copy_a"))
            .color(look.weak)
            .size(look.text_size * 0.8),
    );
    style::toggle(
        ui,
        &mut s.living_title,
        &tr("settings.living_title"),
        &tr("settings.living_title_line"),
    );
    // Drawn by the processor: the living board would cost it a core; said, and a choice.
    if s.living_title && renderer.software {
        style::toggle(
            ui,
            &mut s.living_title_software,
            &tr("settings.living_title_software"),
            &tr_with(
                "settings.living_title_software_line",
                &[("renderer", &renderer.name.clone().unwrap_or_default())],
            ),
        );
    }
    style::toggle(
        ui,
        &mut s.symbols,
        &tr("settings.colour_blind_help"),
        &tr("settings.a_symbol_on_each_player"),
    );
}

/// The board's section: turning to face the player, and the colours of the triangles.
fn board_section(ui: &mut egui::Ui, s: &mut Settings) {
    style::section(ui, &tr("settings.board"));
    let mut follow = s.rotation == Rotation::FollowPlayer;
    if style::toggle(
        ui,
        &mut follow,
        &tr("settings.turn_to_face_the_player"),
        &tr("settings.turn_line"),
    )
    .changed()
    {
        s.rotation = if follow {
            Rotation::FollowPlayer
        } else {
            Rotation::Fixed
        };
    }
    style::toggle(
        ui,
        &mut s.reverse_colours,
        &tr("settings.colour_the_start_triangles_not"),
        &tr("hud.by_default_each_target_triangle"),
    );
}
