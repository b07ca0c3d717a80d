//! The settings window (volume, theme, animation speed, colour-blind symbols, interface size,
//! board rotation), the interface style that follows the theme and the zoom, and the
//! settings applied to the board view and the animations.

use crate::text::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::anim::AnimSpeed;
use super::board::BoardView;
use super::palette::{Palette, egui_colour};
use super::theme::{ActiveTheme, Themes};
use crate::settings::{Rotation, Settings};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SettingsOpen>()
        .init_resource::<Languages>()
        .add_systems(Update, apply_settings)
        .add_systems(EguiPrimaryContextPass, (style, settings_window).chain());
}

/// Whether the settings window is open.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SettingsOpen(pub bool);

/// The board view and the animations follow the settings.
/// The languages found at start (`assets/lang`).
#[derive(Resource, Debug, Clone)]
pub struct Languages(pub Vec<String>);

impl Default for Languages {
    fn default() -> Self {
        if cfg!(target_arch = "wasm32") {
            Languages(vec!["en".to_owned()])
        } else {
            Languages(crate::text::available(&lang_dir()))
        }
    }
}

fn lang_dir() -> std::path::PathBuf {
    crate::built_in::asset_root().join("assets/lang")
}

fn apply_settings(
    settings: Res<Settings>,
    mut view: ResMut<BoardView>,
    mut speed: ResMut<AnimSpeed>,
    mut notice: MessageWriter<crate::notice::Notice>,
) {
    if !settings.is_changed() {
        return;
    }
    if settings.language != crate::text::language()
        && let Err(e) = crate::text::load_language(&lang_dir(), &settings.language)
    {
        notice.write(crate::notice::Notice(e));
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

/// egui's look: dark or light after the theme, its accent colour, the interface zoom.
fn style(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    active: Option<Res<ActiveTheme>>,
    palette: Res<Palette>,
    mut applied: Local<Option<(bool, [u8; 4], u32)>>,
) -> Result {
    let dark = active.as_ref().is_none_or(|a| a.dark_ui);
    let accent = egui_colour(palette.accent);
    let zoom = (settings.ui_scale * 100.0).round() as u32;
    let key = (dark, accent.to_array(), zoom);
    if *applied == Some(key) {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut visuals = if dark {
        egui::Visuals::dark()
    } else {
        egui::Visuals::light()
    };
    visuals.selection.bg_fill = accent.gamma_multiply(0.8);
    visuals.hyperlink_color = accent;
    visuals.widgets.hovered.bg_stroke.color = accent;
    ctx.set_visuals(visuals);
    ctx.set_zoom_factor(settings.ui_scale);
    *applied = Some(key);
    Ok(())
}

fn settings_window(
    languages: Res<Languages>,
    mut contexts: EguiContexts,
    mut open: ResMut<SettingsOpen>,
    mut settings: ResMut<Settings>,
    themes: Res<Themes>,
    active: Option<Res<ActiveTheme>>,
) -> Result {
    if !open.0 {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut s = settings.bypass_change_detection().clone();
    let mut still_open = true;
    egui::Window::new(tr("settings.settings"))
        .open(&mut still_open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            egui::Grid::new("settings")
                .num_columns(2)
                .spacing([16.0, 10.0])
                .show(ui, |ui| {
                    ui.label(tr("settings.sound"));
                    ui.horizontal(|ui| {
                        ui.add_enabled(
                            !s.muted,
                            egui::Slider::new(&mut s.volume, 0.0..=1.0)
                                .show_value(false)
                                .text("volume"),
                        );
                        ui.checkbox(&mut s.muted, tr("settings.mute"));
                    });
                    ui.end_row();

                    ui.label(tr("settings.theme"));
                    ui.vertical(|ui| {
                        for t in &themes.0 {
                            let label = if t.name == t.id {
                                t.name.clone()
                            } else {
                                format!("{} ({})", t.name, t.id)
                            };
                            match &t.problem {
                                None => {
                                    ui.radio_value(&mut s.theme, t.id.clone(), label);
                                }
                                Some(why) => {
                                    ui.add_enabled(
                                        false,
                                        egui::RadioButton::new(false, format!("{label} — broken")),
                                    )
                                    .on_disabled_hover_text(why);
                                }
                            }
                        }
                        if let Some(a) = &active
                            && a.id != s.theme
                        {
                            ui.label(egui::RichText::new(tr("settings.loading_more")).weak());
                        }
                        ui.label(
                            egui::RichText::new(tr("settings.add_your_own_copy_a"))
                                .weak()
                                .small(),
                        );
                    });
                    ui.end_row();

                    ui.label(tr("settings.animations"));
                    ui.add(
                        egui::Slider::new(&mut s.animation_speed, 0.25..=4.0)
                            .logarithmic(true)
                            .suffix("× speed"),
                    );
                    ui.end_row();

                    ui.label(tr("settings.colour_blind_help"));
                    ui.checkbox(&mut s.symbols, tr("settings.a_symbol_on_each_player"));
                    ui.end_row();

                    ui.label(tr("settings.interface_size"));
                    ui.add(
                        egui::Slider::new(&mut s.ui_scale, 0.75..=2.0)
                            .step_by(0.05)
                            .suffix("×"),
                    );
                    ui.end_row();

                    ui.label(tr("settings.board"));
                    ui.vertical(|ui| {
                        ui.radio_value(
                            &mut s.rotation,
                            Rotation::FollowPlayer,
                            tr("settings.turn_to_face_the_player"),
                        );
                        ui.radio_value(&mut s.rotation, Rotation::Fixed, tr("settings.keep_still"));
                        ui.checkbox(
                            &mut s.reverse_colours,
                            tr("settings.colour_the_start_triangles_not"),
                        );
                    });
                    ui.end_row();

                    ui.label(tr("settings.language"));
                    ui.horizontal_wrapped(|ui| {
                        for code in &languages.0 {
                            let name = if code == "en" {
                                tr("settings.english")
                            } else {
                                code.clone()
                            };
                            ui.radio_value(&mut s.language, code.clone(), name);
                        }
                    });
                    ui.end_row();
                });
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                if ui.button(tr("settings.defaults")).clicked() {
                    let theme = s.theme.clone();
                    s = Settings { theme, ..default() };
                }
                if ui.button(tr("settings.close")).clicked() {
                    open.0 = false;
                }
            });
        });
    if !still_open {
        open.0 = false;
    }
    if s != *settings {
        *settings = s;
    }
    Ok(())
}
