//! The settings window (volume, theme, animation speed, colour-blind symbols, interface size,
//! board rotation), the interface style that follows the theme and the zoom, and the
//! settings applied to the board view and the animations.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::anim::AnimSpeed;
use super::board::BoardView;
use super::palette::{Palette, egui_colour};
use super::theme::{ActiveTheme, Themes};
use crate::settings::{Rotation, Settings};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SettingsOpen>()
        .add_systems(Update, apply_settings)
        .add_systems(EguiPrimaryContextPass, (style, settings_window).chain());
}

/// Whether the settings window is open.
#[derive(Resource, Default, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SettingsOpen(pub bool);

/// The board view and the animations follow the settings.
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
    egui::Window::new("Settings")
        .open(&mut still_open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            egui::Grid::new("settings")
                .num_columns(2)
                .spacing([16.0, 10.0])
                .show(ui, |ui| {
                    ui.label("Sound");
                    ui.horizontal(|ui| {
                        ui.add_enabled(
                            !s.muted,
                            egui::Slider::new(&mut s.volume, 0.0..=1.0)
                                .show_value(false)
                                .text("volume"),
                        );
                        ui.checkbox(&mut s.muted, "mute");
                    });
                    ui.end_row();

                    ui.label("Theme");
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
                            ui.label(egui::RichText::new("loading…").weak());
                        }
                        ui.label(
                            egui::RichText::new(
                                "Add your own: copy a folder in assets/themes (see its README).",
                            )
                            .weak()
                            .small(),
                        );
                    });
                    ui.end_row();

                    ui.label("Animations");
                    ui.add(
                        egui::Slider::new(&mut s.animation_speed, 0.25..=4.0)
                            .logarithmic(true)
                            .suffix("× speed"),
                    );
                    ui.end_row();

                    ui.label("Colour-blind help");
                    ui.checkbox(&mut s.symbols, "a symbol on each player's marbles");
                    ui.end_row();

                    ui.label("Interface size");
                    ui.add(
                        egui::Slider::new(&mut s.ui_scale, 0.75..=2.0)
                            .step_by(0.05)
                            .suffix("×"),
                    );
                    ui.end_row();

                    ui.label("Board");
                    ui.vertical(|ui| {
                        ui.radio_value(
                            &mut s.rotation,
                            Rotation::FollowPlayer,
                            "turn to face the player to move",
                        );
                        ui.radio_value(&mut s.rotation, Rotation::Fixed, "keep still");
                        ui.checkbox(
                            &mut s.reverse_colours,
                            "colour the start triangles (not the targets)",
                        );
                    });
                    ui.end_row();

                    ui.label("Language");
                    ui.add_enabled(false, egui::Label::new("English"));
                    ui.end_row();
                });
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                if ui.button("Defaults").clicked() {
                    let theme = s.theme.clone();
                    s = Settings { theme, ..default() };
                }
                if ui.button("Close").clicked() {
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
