//! The one look of every screen and window: colours, corner radius, spacing and type sizes
//! come from the theme (`ui` in `theme.ron`, see `assets/themes/README.md`) and are installed
//! into egui; the widgets the screens are made of (cards, primary and secondary buttons,
//! picture tiles, chips, switches, folds, painted marbles) draw with them; and screens fade
//! into each other.
//!
//! Every widget here is an egui widget that senses clicks, so it takes the keyboard focus with
//! Tab and is pressed with Enter or Space, like egui's own buttons.

use std::f32::consts::TAU;

use bevy::prelude::*;
use bevy::window::{PrimaryWindow, RequestRedraw};
use bevy_egui::egui::{
    self, Align2, Color32, CornerRadius, FontFamily, FontId, Margin, Pos2, Rect as ERect, Response,
    Sense, Shadow, Stroke, TextStyle, Ui, Vec2 as EVec2, epaint,
};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::fonts::{BLACK, BOLD, LOGO};
use super::palette::{Palette, egui_colour};
use super::theme::{ActiveTheme, UiLook};
use crate::core::screens::Screen;
use crate::core::settings::Settings;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ScreenFade>()
        .add_systems(Update, follow_screens)
        .add_systems(
            EguiPrimaryContextPass,
            (
                apply_style.in_set(UiSet::Style),
                draw_fade.in_set(UiSet::Overlay),
            ),
        )
        .configure_sets(
            EguiPrimaryContextPass,
            (UiSet::Style, UiSet::Screens, UiSet::Overlay).chain(),
        );
}

/// The order of the interface's work in a frame: the style, then the screens and windows,
/// then what lies over everything (the fade between screens).
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UiSet {
    Style,
    Screens,
    Overlay,
}

/// Windows narrower than this (logical pixels) get the phone layout: one column, panels
/// folded behind a menu button, touch-sized targets.
pub const NARROW: f32 = 640.0;
/// The smallest a touch target may be (logical pixels).
pub const TOUCH: f32 = 44.0;
/// How long a screen takes to fade in (seconds).
pub const FADE_SECS: f32 = 0.32;

/// The look in egui's colours, kept in the egui context for the widgets below.
#[derive(Clone, Debug, PartialEq)]
pub struct Look {
    pub dark: bool,
    pub panel: Color32,
    pub edge: Color32,
    /// Buttons and fields: the panel a little lighter (or darker on a light theme).
    pub raised: Color32,
    pub text: Color32,
    pub weak: Color32,
    pub accent: Color32,
    pub on_accent: Color32,
    pub danger: Color32,
    /// Behind everything (the theme's background).
    pub background: Color32,
    pub radius: f32,
    pub spacing: f32,
    pub text_size: f32,
    pub heading_size: f32,
    pub shadow: f32,
    /// How far the screen has come in, 0 to 1 (see [`ScreenFade`]).
    pub entrance: f32,
    /// The phone layout is on.
    pub narrow: bool,
}

impl Default for Look {
    fn default() -> Self {
        Look::of(&UiLook::default(), &Palette::default(), true, false)
    }
}

fn colour32(c: Color) -> Color32 {
    let s = c.to_srgba();
    Color32::from_rgba_unmultiplied(
        (s.red * 255.0).round() as u8,
        (s.green * 255.0).round() as u8,
        (s.blue * 255.0).round() as u8,
        (s.alpha * 255.0).round() as u8,
    )
}

/// `a` moved towards `b` by `t` (0 to 1), alpha included.
pub fn mix(a: Color32, b: Color32, t: f32) -> Color32 {
    let m = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t).round() as u8;
    Color32::from_rgba_unmultiplied(
        m(a.r(), b.r()),
        m(a.g(), b.g()),
        m(a.b(), b.b()),
        m(a.a(), b.a()),
    )
}

/// The colour with its alpha multiplied by `k`.
pub fn fade(c: Color32, k: f32) -> Color32 {
    let [r, g, b, a] = c.to_srgba_unmultiplied();
    Color32::from_rgba_unmultiplied(r, g, b, (a as f32 * k.clamp(0.0, 1.0)).round() as u8)
}

impl Look {
    pub fn of(ui: &UiLook, palette: &Palette, dark: bool, narrow: bool) -> Look {
        let panel = colour32(ui.panel);
        let text = colour32(ui.text);
        let toward = if dark { Color32::WHITE } else { Color32::BLACK };
        Look {
            dark,
            panel,
            edge: colour32(ui.panel_edge),
            raised: mix(
                Color32::from_rgb(panel.r(), panel.g(), panel.b()),
                toward,
                0.09,
            ),
            text,
            weak: colour32(ui.text_weak),
            accent: colour32(ui.accent),
            on_accent: colour32(ui.on_accent),
            danger: colour32(ui.danger),
            background: egui_colour(palette.background),
            radius: ui.radius,
            spacing: ui.spacing,
            text_size: ui.text_size,
            heading_size: ui.heading_size,
            shadow: ui.shadow,
            entrance: 1.0,
            narrow,
        }
    }

    /// The look kept in the context (the default one before the first frame).
    pub fn get(ctx: &egui::Context) -> Look {
        ctx.data(|d| d.get_temp::<Look>(egui::Id::NULL))
            .unwrap_or_default()
    }

    fn radius_u8(&self, k: f32) -> CornerRadius {
        CornerRadius::same((self.radius * k).round().clamp(0.0, 255.0) as u8)
    }

    /// A shadow under cards and raised things.
    pub fn drop_shadow(&self, lift: f32) -> Shadow {
        Shadow {
            offset: [0, (3.0 + 5.0 * lift) as i8],
            blur: (10.0 + 16.0 * lift) as u8,
            spread: 0,
            color: Color32::from_black_alpha((self.shadow * (90.0 + 60.0 * lift)) as u8),
        }
    }

    /// The frame of a card: the panel colour, a thin edge, round corners and a shadow.
    pub fn card(&self) -> egui::Frame {
        let m = (self.spacing * if self.narrow { 1.4 } else { 2.0 }) as i8;
        egui::Frame::new()
            .fill(self.panel)
            .stroke(Stroke::new(1.0, self.edge))
            .corner_radius(self.radius_u8(1.0))
            .shadow(self.drop_shadow(1.0))
            .inner_margin(Margin::same(m))
    }

    /// A quieter frame inside a card (a seat, a group of options).
    pub fn inset(&self) -> egui::Frame {
        egui::Frame::new()
            .fill(fade(self.raised, 0.55))
            .stroke(Stroke::new(1.0, fade(self.edge, 0.8)))
            .corner_radius(self.radius_u8(0.75))
            .inner_margin(Margin::same((self.spacing * 1.1) as i8))
    }

    /// Bold text of this size.
    pub fn bold(&self, size: f32) -> FontId {
        FontId::new(size, FontFamily::Name(BOLD.into()))
    }

    /// Title text of this size (the heaviest weight).
    pub fn black(&self, size: f32) -> FontId {
        FontId::new(size, FontFamily::Name(BLACK.into()))
    }

    /// The logo's font (its Latin face in every language).
    pub fn logo(&self, size: f32) -> FontId {
        FontId::new(size, FontFamily::Name(LOGO.into()))
    }
}

// -------------------------------------------------------------------------------------------
// Installing the look.

/// egui's style from the theme's look, the interface zoom and the window's width.
#[allow(clippy::too_many_arguments)]
fn apply_style(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    active: Option<Res<ActiveTheme>>,
    ui_look: Res<UiLook>,
    palette: Res<Palette>,
    fade: Res<ScreenFade>,
    time: Res<Time<Real>>,
    window: Option<Single<&Window, With<PrimaryWindow>>>,
    mut applied: Local<Option<(Look, u32)>>,
) -> Result {
    let dark = active.as_ref().is_none_or(|a| a.dark_ui);
    let width = window.map_or(1280.0, |w| w.width()) / settings.ui_scale.max(0.1);
    let mut look = Look::of(&ui_look, &palette, dark, width < NARROW);
    let ctx = contexts.ctx_mut()?;
    let zoom = (settings.ui_scale * 100.0).round() as u32;
    let entrance = fade.progress(time.elapsed_secs_f64());
    if applied
        .as_ref()
        .is_none_or(|(l, z)| *l != look || *z != zoom)
    {
        ctx.all_styles_mut(|style| install(style, &look));
        ctx.set_zoom_factor(settings.ui_scale);
        *applied = Some((look.clone(), zoom));
    }
    look.entrance = entrance;
    ctx.data_mut(|d| d.insert_temp(egui::Id::NULL, look));
    Ok(())
}

fn install(style: &mut egui::Style, look: &Look) {
    let mut v = if look.dark {
        egui::Visuals::dark()
    } else {
        egui::Visuals::light()
    };
    let radius = look.radius_u8(0.7);
    v.override_text_color = Some(look.text);
    v.weak_text_color = Some(look.weak);
    v.panel_fill = look.panel;
    v.window_fill = look.panel;
    v.window_stroke = Stroke::new(1.0, look.edge);
    v.window_corner_radius = look.radius_u8(1.0);
    v.window_shadow = look.drop_shadow(1.2);
    v.popup_shadow = look.drop_shadow(0.6);
    v.menu_corner_radius = radius;
    v.extreme_bg_color = mix(look.panel, Color32::BLACK, 0.35);
    v.text_edit_bg_color = Some(mix(look.panel, Color32::BLACK, 0.3));
    v.faint_bg_color = fade(look.raised, 0.5);
    v.selection.bg_fill = fade(look.accent, 0.55);
    v.selection.stroke = Stroke::new(1.0, look.text);
    v.hyperlink_color = look.accent;
    v.warn_fg_color = look.accent;
    v.error_fg_color = look.danger;
    v.text_cursor.stroke = Stroke::new(2.0, look.accent);
    v.slider_trailing_fill = true;
    let w = &mut v.widgets;
    w.noninteractive.bg_fill = look.panel;
    w.noninteractive.weak_bg_fill = look.panel;
    w.noninteractive.bg_stroke = Stroke::new(1.0, look.edge);
    w.noninteractive.fg_stroke = Stroke::new(1.0, look.text);
    w.inactive.bg_fill = look.raised;
    w.inactive.weak_bg_fill = look.raised;
    w.inactive.bg_stroke = Stroke::new(1.0, look.edge);
    w.inactive.fg_stroke = Stroke::new(1.0, look.text);
    let hover = mix(look.raised, look.text, 0.10);
    w.hovered.bg_fill = hover;
    w.hovered.weak_bg_fill = hover;
    w.hovered.bg_stroke = Stroke::new(1.5, look.accent);
    w.hovered.fg_stroke = Stroke::new(1.5, look.text);
    w.hovered.expansion = 1.0;
    w.active.bg_fill = mix(look.accent, Color32::BLACK, 0.15);
    w.active.weak_bg_fill = mix(look.accent, Color32::BLACK, 0.15);
    w.active.bg_stroke = Stroke::new(1.5, look.accent);
    w.active.fg_stroke = Stroke::new(2.0, look.on_accent);
    w.active.expansion = 0.0;
    w.open = w.hovered;
    for wv in [
        &mut w.noninteractive,
        &mut w.inactive,
        &mut w.hovered,
        &mut w.active,
        &mut w.open,
    ] {
        wv.corner_radius = radius;
    }
    style.visuals = v;
    let t = look.text_size;
    style.text_styles = [
        (TextStyle::Small, FontId::proportional((t * 0.8).round())),
        (TextStyle::Body, FontId::proportional(t)),
        (TextStyle::Monospace, FontId::monospace(t)),
        (TextStyle::Button, look.bold(t)),
        (TextStyle::Heading, look.black(look.heading_size)),
    ]
    .into();
    let s = look.spacing;
    let sp = &mut style.spacing;
    sp.item_spacing = EVec2::new(s * 0.9, s * 0.8);
    sp.button_padding = EVec2::new(s * 1.4, s * 0.6);
    sp.window_margin = Margin::same((s * 1.6) as i8);
    sp.menu_margin = Margin::same((s * 0.8) as i8);
    sp.interact_size = EVec2::new(40.0, if look.narrow { TOUCH } else { 34.0 });
    sp.combo_height = 320.0;
    sp.slider_width = 160.0;
    sp.icon_width = 18.0;
    sp.icon_width_inner = 10.0;
    style.interaction.selectable_labels = false;
    // Debug builds mark widgets off the pixel grid; sizes from a theme need not be on it.
    #[cfg(debug_assertions)]
    {
        style.debug.show_unaligned = false;
    }
}

// -------------------------------------------------------------------------------------------
// Screens fade into each other.

/// When the screen last changed, and what it was: a new place (another screen, or the online
/// screen moving between the lobby and a room) fades in from the background colour and its
/// content rises into place. The game-over screen comes over the board without a fade (its
/// results card rises on its own).
#[derive(Resource, Debug, Clone, Default)]
pub struct ScreenFade {
    /// Seconds of `Time<Real>` when the place changed.
    pub since: f64,
    /// Whether the whole window fades (false: only the content rises).
    pub full: bool,
    place: Option<(Screen, bool)>,
}

impl ScreenFade {
    /// How far the screen has come in, 0 to 1, eased.
    pub fn progress(&self, now: f64) -> f32 {
        let t = ((now - self.since) as f32 / FADE_SECS).clamp(0.0, 1.0);
        1.0 - (1.0 - t).powi(3)
    }
}

fn follow_screens(
    screen: Res<State<Screen>>,
    online: Option<Res<crate::online::Online>>,
    time: Res<Time<Real>>,
    mut fade: ResMut<ScreenFade>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let in_room = online.is_some_and(|o| o.client.room.is_some());
    let place = (*screen.get(), in_room && *screen.get() == Screen::Online);
    if fade.place != Some(place) {
        let was = fade.place.map(|p| p.0);
        fade.full = !matches!(
            (was, place.0),
            (Some(Screen::Playing), Screen::GameOver)
                | (Some(Screen::GameOver), Screen::Playing)
                | (Some(Screen::Loading), _)
        );
        fade.place = Some(place);
        fade.since = time.elapsed_secs_f64();
    }
    if fade.progress(time.elapsed_secs_f64()) < 1.0 {
        redraw.write(RequestRedraw);
    }
}

fn draw_fade(
    mut contexts: EguiContexts,
    fade: Res<ScreenFade>,
    palette: Res<Palette>,
    time: Res<Time<Real>>,
) -> Result {
    let p = fade.progress(time.elapsed_secs_f64());
    if p >= 1.0 || !fade.full {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Tooltip,
        egui::Id::new("screen fade"),
    ));
    painter.rect_filled(
        ctx.content_rect(),
        0.0,
        fade_to(egui_colour(palette.background), 1.0 - p),
    );
    Ok(())
}

fn fade_to(c: Color32, alpha: f32) -> Color32 {
    Color32::from_rgba_unmultiplied(c.r(), c.g(), c.b(), (alpha * 255.0) as u8)
}

/// Content that comes in with the screen: a little lower and see-through at first.
pub fn rise<R>(ui: &mut Ui, add: impl FnOnce(&mut Ui) -> R) -> R {
    let look = Look::get(ui.ctx());
    let p = look.entrance;
    if p < 1.0 {
        ui.set_opacity(p.max(0.05));
        ui.add_space((1.0 - p) * 28.0);
    }
    add(ui)
}

// -------------------------------------------------------------------------------------------
// Widgets.

/// The rectangle pressed a pixel down while the pointer holds it.
fn pressed(rect: ERect, response: &Response) -> ERect {
    if response.is_pointer_button_down_on() {
        rect.translate(EVec2::new(0.0, 1.5)).shrink(1.0)
    } else {
        rect
    }
}

/// The ring around the widget that has the keyboard focus.
fn focus_ring(ui: &Ui, rect: ERect, response: &Response, look: &Look, radius: f32) {
    if response.has_focus() {
        ui.painter().rect_stroke(
            rect.expand(3.0),
            radius + 3.0,
            Stroke::new(2.0, look.accent),
            egui::StrokeKind::Outside,
        );
    }
}

/// Text laid out in one line.
fn galley(ui: &Ui, text: &str, font: FontId, colour: Color32) -> std::sync::Arc<egui::Galley> {
    ui.painter().layout_no_wrap(text.to_owned(), font, colour)
}

/// [`galley`] made smaller (down to 70%) when the text is wider than `width`, so a long
/// translation stays inside its tile.
fn fitted_galley(
    ui: &Ui,
    text: &str,
    font: FontId,
    colour: Color32,
    width: f32,
) -> std::sync::Arc<egui::Galley> {
    let g = galley(ui, text, font.clone(), colour);
    if g.size().x <= width || width <= 0.0 {
        return g;
    }
    let scale = (width / g.size().x).max(0.7);
    let smaller = FontId::new(font.size * scale, font.family);
    galley(ui, text, smaller, colour)
}

/// The screen's one main action: large, in the accent colour.
pub fn primary_button(ui: &mut Ui, text: &str, width: f32) -> Response {
    let look = Look::get(ui.ctx());
    let font = look.bold(look.text_size * 1.3);
    let g = galley(ui, text, font.clone(), look.on_accent);
    let size = EVec2::new(width.max(g.size().x + 48.0), 56.0);
    let (rect, response) = ui.allocate_exact_size(size, Sense::click());
    if ui.is_rect_visible(rect) {
        let hovered = response.hovered() || response.has_focus();
        let r = pressed(rect, &response);
        let radius = look.radius.min(28.0);
        let lift = if response.is_pointer_button_down_on() {
            0.0
        } else if hovered {
            1.0
        } else {
            0.5
        };
        let fill = if response.is_pointer_button_down_on() {
            mix(look.accent, Color32::BLACK, 0.12)
        } else if hovered {
            mix(look.accent, Color32::WHITE, 0.14)
        } else {
            look.accent
        };
        let painter = ui.painter();
        painter.add(look.drop_shadow(lift).as_shape(r, radius));
        painter.rect_filled(r, radius, fill);
        // Light from above: the top half a little brighter.
        let top = ERect::from_min_max(r.min, egui::pos2(r.max.x, r.center().y));
        painter.rect_filled(
            top.shrink2(EVec2::new(2.0, 1.0)),
            CornerRadius {
                nw: radius as u8,
                ne: radius as u8,
                sw: 0,
                se: 0,
            },
            Color32::from_white_alpha(22),
        );
        painter.galley(
            r.center() - g.size() / 2.0,
            galley(ui, text, font, look.on_accent),
            look.on_accent,
        );
        focus_ring(ui, rect, &response, &look, radius);
    }
    response
}

/// A secondary action: the raised panel colour with an edge that lights up on hover.
pub fn button(ui: &mut Ui, text: &str) -> Response {
    sized_button(ui, text, 0.0)
}

/// The least width of a [`sized_button`] saying `text` (it grows past the width it is given).
pub fn sized_button_width(ui: &Ui, text: &str) -> f32 {
    let look = Look::get(ui.ctx());
    galley(ui, text, look.bold(look.text_size), look.text)
        .size()
        .x
        + look.spacing * 3.0
}

/// A secondary button at least `width` wide.
pub fn sized_button(ui: &mut Ui, text: &str, width: f32) -> Response {
    let look = Look::get(ui.ctx());
    let font = look.bold(look.text_size);
    let g = galley(ui, text, font, look.text);
    // Two lines (a puzzle band over its count) get their room.
    let height = (if look.narrow { TOUCH } else { 40.0 }).max(g.size().y + 14.0);
    let size = EVec2::new(width.max(g.size().x + look.spacing * 3.0), height);
    let (rect, response) = ui.allocate_exact_size(size, Sense::click());
    if ui.is_rect_visible(rect) {
        let enabled = ui.is_enabled();
        let hovered = enabled && (response.hovered() || response.has_focus());
        let r = pressed(rect, &response);
        let radius = look.radius * 0.75;
        let fill = if response.is_pointer_button_down_on() {
            mix(look.raised, Color32::BLACK, 0.2)
        } else if hovered {
            mix(look.raised, look.text, 0.12)
        } else {
            look.raised
        };
        let edge = if hovered { look.accent } else { look.edge };
        let painter = ui.painter();
        if enabled {
            painter.add(
                look.drop_shadow(if hovered { 0.5 } else { 0.15 })
                    .as_shape(r, radius),
            );
        }
        painter.rect(
            r,
            radius,
            fill,
            Stroke::new(if hovered { 1.5 } else { 1.0 }, edge),
            egui::StrokeKind::Inside,
        );
        let colour = if enabled { look.text } else { look.weak };
        painter.galley(r.center() - g.size() / 2.0, g, colour);
        focus_ring(ui, rect, &response, &look, radius);
    }
    response
}

/// A round button with a symbol (☰, ⟲, ◀ …), at least touch-sized on a phone.
pub fn icon_button(ui: &mut Ui, icon: &str, tip: &str) -> Response {
    let look = Look::get(ui.ctx());
    let side = if look.narrow { TOUCH } else { 38.0 };
    let (rect, response) = ui.allocate_exact_size(EVec2::splat(side), Sense::click());
    if ui.is_rect_visible(rect) {
        let enabled = ui.is_enabled();
        let hovered = enabled && (response.hovered() || response.has_focus());
        let r = pressed(rect, &response);
        let fill = if response.is_pointer_button_down_on() {
            mix(look.raised, Color32::BLACK, 0.2)
        } else if hovered {
            mix(look.raised, look.text, 0.14)
        } else {
            look.raised
        };
        let painter = ui.painter();
        painter.circle(
            r.center(),
            r.width() / 2.0,
            fill,
            Stroke::new(1.0, if hovered { look.accent } else { look.edge }),
        );
        let colour = if enabled {
            look.text
        } else {
            fade(look.weak, 0.6)
        };
        painter.text(
            r.center(),
            Align2::CENTER_CENTER,
            icon,
            FontId::proportional(look.text_size * 1.15),
            colour,
        );
        focus_ring(ui, rect, &response, &look, side / 2.0);
    }
    if tip.is_empty() {
        response
    } else {
        response.on_hover_text(tip)
    }
}

/// Content with a round "?" beside it on the right (a rule and its page in How to play);
/// returns what the content returned and whether the "?" was clicked.
pub fn with_help<R>(ui: &mut Ui, tip: &str, add: impl FnOnce(&mut Ui) -> R) -> (R, bool) {
    let look = Look::get(ui.ctx());
    let side = if look.narrow { TOUCH } else { 38.0 };
    let width = (ui.available_width() - side - 8.0).max(160.0);
    ui.horizontal(|ui| {
        let inner = ui
            .allocate_ui(EVec2::new(width, 0.0), |ui| {
                ui.set_width(width);
                add(ui)
            })
            .inner;
        let help = icon_button(ui, "?", tip).clicked();
        (inner, help)
    })
    .inner
}

/// A small round "?" over the top-right corner of `rect` (a tile): whether it was clicked.
pub fn help_corner(ui: &mut Ui, rect: ERect, tip: &str) -> bool {
    let at = ERect::from_min_size(
        rect.right_top() + EVec2::new(-40.0, 4.0),
        EVec2::splat(38.0),
    );
    ui.put(at, |ui: &mut Ui| icon_button(ui, "?", tip))
        .clicked()
}

/// The width [`chip`] takes for `text`.
pub fn chip_width(ui: &Ui, text: &str) -> f32 {
    let look = Look::get(ui.ctx());
    let font = look.bold(look.text_size * 0.95);
    galley(ui, text, font, look.text).size().x + look.spacing * 2.6
}

/// Chips (`labels`, `chosen`, `enabled` alike) in as many rows as the width needs, each row
/// centred or from the left. egui's wrapping layouts grow a sheet sized to its content instead
/// of wrapping, so the rows are made here from the chips' measured widths. Returns each
/// chip's response.
pub fn chip_rows(
    ui: &mut Ui,
    labels: &[String],
    chosen: &[bool],
    enabled: &[bool],
    centred: bool,
) -> Vec<Response> {
    let gap = 6.0;
    let available = ui.available_width();
    let widths: Vec<f32> = labels.iter().map(|l| chip_width(ui, l)).collect();
    let mut rows: Vec<std::ops::Range<usize>> = Vec::new();
    let (mut start, mut used) = (0, 0.0);
    for (i, w) in widths.iter().enumerate() {
        if i > start && used + gap + w > available {
            rows.push(start..i);
            (start, used) = (i, 0.0);
        }
        used += if i > start { gap + w } else { *w };
    }
    rows.push(start..widths.len());
    let mut responses = Vec::with_capacity(labels.len());
    for (r, row) in rows.into_iter().enumerate() {
        if r > 0 {
            ui.add_space(gap);
        }
        let width: f32 =
            widths[row.clone()].iter().sum::<f32>() + gap * row.len().saturating_sub(1) as f32;
        ui.horizontal(|ui| {
            ui.spacing_mut().item_spacing = EVec2::new(gap, gap);
            if centred {
                ui.add_space(((available - width) / 2.0).max(0.0));
            }
            for k in row {
                let on = chosen.get(k).copied().unwrap_or(false);
                let can = enabled.get(k).copied().unwrap_or(true);
                responses.push(ui.add_enabled_ui(can, |ui| chip(ui, on, &labels[k])).inner);
            }
        });
    }
    responses
}

/// A choice among a few (a preset, a level): a pill, filled with the accent when chosen.
pub fn chip(ui: &mut Ui, chosen: bool, text: &str) -> Response {
    let look = Look::get(ui.ctx());
    let font = look.bold(look.text_size * 0.95);
    let colour = if chosen { look.on_accent } else { look.text };
    let g = galley(ui, text, font, colour);
    let height = if look.narrow { TOUCH } else { 36.0 };
    let size = EVec2::new(g.size().x + look.spacing * 2.6, height);
    let (rect, response) = ui.allocate_exact_size(size, Sense::click());
    if ui.is_rect_visible(rect) {
        let enabled = ui.is_enabled();
        let hovered = enabled && (response.hovered() || response.has_focus());
        let r = pressed(rect, &response);
        let fill = match (chosen, hovered) {
            (true, true) => mix(look.accent, Color32::WHITE, 0.12),
            (true, false) => look.accent,
            (false, true) => mix(look.raised, look.text, 0.12),
            (false, false) => fade(look.raised, 0.8),
        };
        let edge = if chosen || hovered {
            look.accent
        } else {
            look.edge
        };
        ui.painter().rect(
            r,
            r.height() / 2.0,
            fill,
            Stroke::new(1.0, edge),
            egui::StrokeKind::Inside,
        );
        let colour = if enabled {
            colour
        } else {
            fade(look.weak, 0.6)
        };
        ui.painter().galley(r.center() - g.size() / 2.0, g, colour);
        focus_ring(ui, rect, &response, &look, r.height() / 2.0);
    }
    response
}

/// A picture tile: a card holding a picture painted by `paint`, a title and a line under it;
/// lifted when hovered, ringed in the accent colour when chosen.
pub fn tile(
    ui: &mut Ui,
    size: EVec2,
    chosen: bool,
    title: &str,
    line: &str,
    paint: impl FnOnce(&egui::Painter, ERect, &Look),
) -> Response {
    let look = Look::get(ui.ctx());
    let (rect, response) = ui.allocate_exact_size(size, Sense::click());
    if ui.is_rect_visible(rect) {
        let enabled = ui.is_enabled();
        let hovered = enabled && (response.hovered() || response.has_focus());
        let r = pressed(rect, &response);
        let radius = look.radius;
        let painter = ui.painter();
        painter.add(
            look.drop_shadow(if hovered { 1.0 } else { 0.3 })
                .as_shape(r, radius),
        );
        let fill = if chosen {
            mix(look.raised, look.accent, 0.16)
        } else if hovered {
            mix(look.raised, look.text, 0.08)
        } else {
            look.raised
        };
        let (w, edge) = if chosen {
            (2.5, look.accent)
        } else if hovered {
            (1.5, mix(look.edge, look.accent, 0.7))
        } else {
            (1.0, look.edge)
        };
        painter.rect(
            r,
            radius,
            fill,
            Stroke::new(w, edge),
            egui::StrokeKind::Inside,
        );
        // The text's height from its galleys: a Chinese, Japanese or Korean face has taller
        // lines than the Latin one, and a fixed height cut its second line.
        let room = r.width() - 8.0;
        let title_g = fitted_galley(ui, title, look.bold(look.text_size), look.text, room);
        let line_h = if line.is_empty() {
            0.0
        } else {
            fitted_galley(
                ui,
                line,
                FontId::proportional(look.text_size * 0.8),
                look.weak,
                room,
            )
            .size()
            .y
        };
        let text_h =
            (title_g.size().y + line_h + 10.0).max(if line.is_empty() { 28.0 } else { 46.0 });
        let pic = ERect::from_min_max(
            r.min + EVec2::splat(look.spacing),
            egui::pos2(r.max.x - look.spacing, r.max.y - text_h),
        );
        if pic.height() > 8.0 {
            paint(painter, pic, &look);
        }
        let mut y = r.max.y - text_h + 4.0;
        painter.galley(
            egui::pos2(r.center().x - title_g.size().x / 2.0, y),
            title_g.clone(),
            look.text,
        );
        y += title_g.size().y;
        if !line.is_empty() {
            let line_g = fitted_galley(
                ui,
                line,
                FontId::proportional(look.text_size * 0.8),
                look.weak,
                room,
            );
            painter.galley(
                egui::pos2(r.center().x - line_g.size().x / 2.0, y),
                line_g,
                look.weak,
            );
        }
        focus_ring(ui, rect, &response, &look, radius);
    }
    response
}

/// A switch with a title and a line explaining it; the whole row toggles.
pub fn toggle(ui: &mut Ui, value: &mut bool, title: &str, explanation: &str) -> Response {
    let look = Look::get(ui.ctx());
    let width = ui.available_width().max(200.0);
    let wrap = width - 64.0;
    let title_g = paragraph(
        ui,
        title.to_owned(),
        look.bold(look.text_size),
        look.text,
        wrap,
    );
    let line_g = paragraph(
        ui,
        explanation.to_owned(),
        FontId::proportional(look.text_size * 0.85),
        look.weak,
        wrap,
    );
    let height = (title_g.size().y + line_g.size().y + 10.0).max(TOUCH);
    let (rect, mut response) = ui.allocate_exact_size(EVec2::new(width, height), Sense::click());
    if response.clicked() {
        *value = !*value;
        response.mark_changed();
    }
    if ui.is_rect_visible(rect) {
        let hovered = response.hovered() || response.has_focus();
        let painter = ui.painter();
        if hovered {
            painter.rect_filled(rect.expand(2.0), look.radius * 0.5, fade(look.raised, 0.7));
        }
        let t = ui.ctx().animate_bool(response.id, *value);
        let track = ERect::from_center_size(
            egui::pos2(
                rect.min.x + 26.0,
                rect.min.y + 4.0 + title_g.size().y / 2.0 + 2.0,
            ),
            EVec2::new(44.0, 24.0),
        );
        let on = mix(look.raised, look.accent, t);
        painter.rect(
            track,
            12.0,
            on,
            Stroke::new(1.0, if hovered { look.accent } else { look.edge }),
            egui::StrokeKind::Inside,
        );
        let knob = egui::pos2(track.min.x + 12.0 + t * 20.0, track.center().y);
        painter.circle_filled(
            knob + EVec2::new(0.0, 1.0),
            9.5,
            Color32::from_black_alpha(60),
        );
        painter.circle_filled(knob, 9.0, mix(look.text, Color32::WHITE, 0.5));
        let x = rect.min.x + 60.0;
        painter.galley(egui::pos2(x, rect.min.y + 4.0), title_g.clone(), look.text);
        painter.galley(
            egui::pos2(x, rect.min.y + 6.0 + title_g.size().y),
            line_g,
            look.weak,
        );
        focus_ring(ui, rect, &response, &look, look.radius * 0.5);
    }
    response
}

/// A fold: a header that opens and closes what is under it (kept open between frames).
pub fn fold<R>(ui: &mut Ui, id: &str, title: &str, add: impl FnOnce(&mut Ui) -> R) -> Option<R> {
    let look = Look::get(ui.ctx());
    let key = egui::Id::new(("fold", id));
    let mut open = ui.ctx().data(|d| d.get_temp::<bool>(key)).unwrap_or(false);
    let width = ui.available_width();
    let (rect, response) = ui.allocate_exact_size(EVec2::new(width, TOUCH), Sense::click());
    if response.clicked() {
        open = !open;
        ui.ctx().data_mut(|d| d.insert_temp(key, open));
    }
    if ui.is_rect_visible(rect) {
        let hovered = response.hovered() || response.has_focus();
        let painter = ui.painter();
        if hovered {
            painter.rect_filled(rect, look.radius * 0.5, fade(look.raised, 0.8));
        }
        let t = ui.ctx().animate_bool(key.with("anim"), open);
        // A chevron that turns as the fold opens.
        let c = egui::pos2(rect.min.x + 16.0, rect.center().y);
        let a = t * TAU / 4.0;
        let rot =
            |v: EVec2| EVec2::new(v.x * a.cos() - v.y * a.sin(), v.x * a.sin() + v.y * a.cos());
        let points = [
            c + rot(EVec2::new(-3.0, -6.0)),
            c + rot(EVec2::new(4.0, 0.0)),
            c + rot(EVec2::new(-3.0, 6.0)),
        ];
        painter.line(points.to_vec(), Stroke::new(2.2, look.accent));
        painter.text(
            egui::pos2(rect.min.x + 34.0, rect.center().y),
            Align2::LEFT_CENTER,
            title,
            look.bold(look.text_size),
            look.text,
        );
        focus_ring(ui, rect, &response, &look, look.radius * 0.5);
    }
    if open {
        ui.add_space(look.spacing * 0.4);
        Some(ui.indent(key.with("body"), add).inner)
    } else {
        None
    }
}

/// A small heading over a group of things (weak, bold).
pub fn section(ui: &mut Ui, text: &str) {
    let look = Look::get(ui.ctx());
    ui.add_space(look.spacing * 0.6);
    ui.label(
        egui::RichText::new(text)
            .font(look.bold(look.text_size * 0.85))
            .color(look.weak),
    );
    ui.add_space(look.spacing * 0.2);
}

/// A screen's title, large.
pub fn title(ui: &mut Ui, text: &str) {
    let look = Look::get(ui.ctx());
    let size = if look.narrow {
        look.heading_size
    } else {
        look.heading_size * 1.25
    };
    ui.label(
        egui::RichText::new(text)
            .font(look.black(size))
            .color(look.text),
    );
}

/// A one-line text field at least touch-high.
pub fn text_field(ui: &mut Ui, text: &mut String, hint: &str, width: f32, max: usize) -> Response {
    let look = Look::get(ui.ctx());
    let edit = egui::TextEdit::singleline(text)
        .hint_text(hint)
        .char_limit(max)
        .desired_width(width)
        .margin(Margin::symmetric(
            (look.spacing) as i8,
            ((TOUCH - look.text_size) / 2.0 - 3.0) as i8,
        ))
        .font(FontId::proportional(look.text_size));
    ui.add(edit)
}

/// A one-line password field (its text shown as dots).
pub fn password_field(ui: &mut Ui, text: &mut String, hint: &str, width: f32) -> Response {
    let look = Look::get(ui.ctx());
    let edit = egui::TextEdit::singleline(text)
        .password(true)
        .hint_text(hint)
        .char_limit(petri_net::PASSWORD_MAX)
        .desired_width(width)
        .margin(Margin::symmetric(
            (look.spacing) as i8,
            ((TOUCH - look.text_size) / 2.0 - 3.0) as i8,
        ))
        .font(FontId::proportional(look.text_size));
    ui.add(edit)
}

/// A glossy marble painted by egui: its shadow, body, a darker rim and a highlight at the
/// upper left (the same light as the board's).
pub fn marble(painter: &egui::Painter, centre: Pos2, r: f32, colour: Color32) {
    painter.circle_filled(
        centre + EVec2::new(r * 0.12, r * 0.2),
        r * 1.02,
        Color32::from_black_alpha(70),
    );
    painter.circle_filled(centre, r, mix(colour, Color32::BLACK, 0.25));
    painter.circle_filled(centre - EVec2::splat(r * 0.06), r * 0.9, colour);
    painter.circle_filled(
        centre - EVec2::new(r * 0.2, r * 0.22),
        r * 0.55,
        fade(mix(colour, Color32::WHITE, 0.35), 0.6),
    );
    painter.circle_filled(
        centre - EVec2::new(r * 0.34, r * 0.38),
        r * 0.2,
        Color32::from_white_alpha(200),
    );
}

/// A small star board painted by egui, its points in the given colours (`None`: plain), for
/// picture tiles.
pub fn mini_star(painter: &egui::Painter, rect: ERect, points: [Option<Color32>; 6], look: &Look) {
    let c = rect.center();
    let r = rect.width().min(rect.height()) * 0.5;
    let wood = mix(look.raised, look.text, 0.12);
    for k in 0..2 {
        let pts: Vec<Pos2> = (0..3)
            .map(|i| {
                let a = TAU / 4.0 + TAU * i as f32 / 3.0 + k as f32 * TAU / 2.0;
                c + EVec2::new(a.cos(), -a.sin()) * r
            })
            .collect();
        painter.add(epaint::Shape::convex_polygon(pts, wood, Stroke::NONE));
    }
    // The points, the bottom one first, then turning to the right (-90° + 60° i, y up).
    for (i, colour) in points.iter().enumerate() {
        let Some(colour) = colour else { continue };
        let a = -TAU / 4.0 + TAU * i as f32 / 6.0;
        let tip = c + EVec2::new(a.cos(), -a.sin()) * r * 0.72;
        marble(painter, tip, r * 0.13, *colour);
    }
}

/// Paints `text` with a soft shadow under it.
pub fn shadowed_text(
    painter: &egui::Painter,
    pos: Pos2,
    anchor: Align2,
    text: &str,
    font: FontId,
    colour: Color32,
) -> ERect {
    let g = painter.layout_no_wrap(text.to_owned(), font, colour);
    let rect = anchor.anchor_size(pos, g.size());
    for (dx, dy, a) in [(0.0, 3.0, 70), (0.0, 1.5, 90)] {
        painter.galley(
            rect.min + EVec2::new(dx, dy),
            g.clone(),
            Color32::from_black_alpha(a),
        );
    }
    painter.galley_with_override_text_color(rect.min, g, colour);
    rect
}

/// Centres a column of at most `width` in the space left, and adds it.
pub fn column<R>(ui: &mut Ui, width: f32, add: impl FnOnce(&mut Ui) -> R) -> R {
    let avail = ui.available_width();
    let w = width.min(avail);
    let left = ((avail - w) / 2.0).max(0.0);
    ui.horizontal(|ui| {
        ui.add_space(left);
        ui.vertical(|ui| {
            ui.set_width(w);
            add(ui)
        })
        .inner
    })
    .inner
}

/// A screen's page over the table: a centred column at most `max_width` wide that scrolls,
/// rising in with the screen (the lobby and the waiting room).
pub fn page(ctx: &egui::Context, id: &'static str, max_width: f32, add: impl FnOnce(&mut Ui)) {
    let mut root = crate::view::root_ui(ctx, id);
    egui::CentralPanel::default()
        .frame(egui::Frame::NONE)
        .show(&mut root, |ui| {
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    let width = ui.available_width().min(max_width) - 24.0;
                    ui.add_space(16.0);
                    column(ui, width, |ui| rise(ui, add));
                });
        });
}

fn board_card_id() -> egui::Id {
    egui::Id::new("board card height")
}

fn seats_least_id() -> egui::Id {
    egui::Id::new("seats least height")
}

fn strip_bottom_id() -> egui::Id {
    egui::Id::new("seat strip bottom")
}

/// The seats' strip on a phone says where it ends: a [`board_card`] and the notices go
/// under it.
pub fn set_strip_bottom(ctx: &egui::Context, bottom: f32) {
    let pass = ctx.cumulative_pass_nr();
    ctx.data_mut(|d| d.insert_temp(strip_bottom_id(), (pass, bottom)));
}

/// Where the seats' strip ends (egui points from the window's top), if it was shown in the
/// last two passes.
pub fn strip_bottom(ctx: &egui::Context) -> Option<f32> {
    let pass = ctx.cumulative_pass_nr();
    match ctx.data(|d| d.get_temp::<(u64, f32)>(strip_bottom_id())) {
        Some((shown, bottom)) if shown + 2 >= pass => Some(bottom),
        _ => None,
    }
}

/// The seats' column on a wide window says how tall its short cards are together.
pub fn set_seats_least(ctx: &egui::Context, height: f32) {
    ctx.data_mut(|d| d.insert_temp(seats_least_id(), height));
}

/// How tall the seats' short cards are together (a guess before the column said).
fn seats_least(ctx: &egui::Context) -> f32 {
    ctx.data(|d| d.get_temp::<f32>(seats_least_id()))
        .unwrap_or(2.0 * 74.0)
}

/// On a wide window, the height (and the gap above it) of the [`board_card`] at the foot of
/// the seats' column if one was shown in the last two passes; 0 if none.
pub fn board_card_height(ctx: &egui::Context) -> f32 {
    let pass = ctx.cumulative_pass_nr();
    match ctx.data(|d| d.get_temp::<(u64, f32)>(board_card_id())) {
        Some((shown, height)) if shown + 2 >= pass => height + 24.0,
        _ => 0.0,
    }
}

/// Wide windows at least this wide (egui points) have a [`board_card`] at their right, beside
/// the board; narrower ones at the foot of the seats' column.
const CARD_BESIDE: f32 = 1100.0;

/// A card beside the board — a lesson's, a puzzle's, the review's: on a wide window at the
/// window's right under the top bar, the board fitted left of it (at the foot of the seats'
/// column when the window is not wide enough, or the theme editor's panel is at the right);
/// on a phone across the top, under the bar and the seat strip, with the board fitted below
/// it ([`super::board::BoardCover`]). `add` gets the card's inner width.
pub fn board_card<R>(
    ctx: &egui::Context,
    look: &Look,
    id: &str,
    (cover, side): (
        &mut super::board::BoardCover,
        &crate::core::marks::BoardSide,
    ),
    add: impl FnOnce(&mut egui::Ui, f32) -> R,
) -> R {
    let area = ctx.content_rect();
    let beside = !look.narrow && area.width() >= CARD_BESIDE && side.right <= 0.0;
    let (width, anchor, offset) = if look.narrow {
        (
            (area.width() - 16.0).min(560.0),
            egui::Align2::CENTER_TOP,
            // Under the bar and the seats' strip (one row of chips before it said).
            egui::vec2(
                0.0,
                strip_bottom(ctx).map_or(144.0, |b| b - area.min.y + 4.0),
            ),
        )
    } else if beside {
        (
            (area.width() * 0.24).clamp(260.0, 320.0),
            egui::Align2::RIGHT_TOP,
            egui::vec2(-10.0, 68.0),
        )
    } else {
        (234.0, egui::Align2::LEFT_BOTTOM, egui::vec2(10.0, -16.0))
    };
    let tallest = if beside {
        // Under the top bar, over the window's foot, less the card's own margins.
        area.height() - 68.0 - 12.0 - 4.0 * look.spacing
    } else {
        // Under the top bar (76) and the seats' short cards, a gap (12), over the foot's gap
        // (16) and the card's own margins.
        area.height() - 76.0 - seats_least(ctx) - 12.0 - 16.0 - 4.0 * look.spacing - 8.0
    };
    let shown = egui::Area::new(egui::Id::new(id))
        .anchor(anchor, offset)
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            look.card()
                .show(ui, |ui| {
                    let full = width - look.spacing * 4.0;
                    ui.set_width(full);
                    if look.narrow {
                        return add(ui, full);
                    }
                    // The card scrolls past its room (beside the board: the window's height;
                    // at the column's foot: what the seats' short cards leave).
                    // (An anchored area lays out in last frame's size: the least height lets
                    // the card grow back.)
                    let tallest = tallest.max(120.0);
                    egui::ScrollArea::vertical()
                        .max_height(tallest)
                        .min_scrolled_height(tallest)
                        .show(ui, |ui| add(ui, full))
                        .inner
                })
                .inner
        });
    if !look.narrow && !beside {
        let pass = ctx.cumulative_pass_nr();
        let height = shown.response.rect.height();
        ctx.data_mut(|d| d.insert_temp(board_card_id(), (pass, height)));
    }
    let now = super::board::BoardCover {
        top: if look.narrow {
            shown.response.rect.bottom()
        } else {
            0.0
        },
        right: if beside { width + 20.0 } else { 0.0 },
    };
    if *cover != now {
        *cover = now;
    }
    shown.inner
}

/// `ui.label`, with Chinese and Japanese lines broken where they may be
/// ([`super::kinsoku`]): no line begins with `，` or `）`, none ends with `（`; and a number
/// kept on one line with the word it counts. Any other text, and text in a wrapping row of
/// widgets (laid out around them by egui), is `ui.label`'s.
pub fn label(ui: &mut Ui, text: impl Into<egui::WidgetText>) -> Response {
    // One body for every kind of text the 145 callers hand in.
    label_text(ui, text.into())
}

fn label_text(ui: &mut Ui, text: egui::WidgetText) -> Response {
    let width = ui.available_width();
    let cjk = super::kinsoku::wanted(text.text());
    let plain = !cjk && super::kinsoku::number_spaces(text.text()).is_empty();
    if plain
        || ui.layout().main_wrap()
        || ui.wrap_mode() != egui::TextWrapMode::Wrap
        || !width.is_finite()
    {
        return ui.label(text);
    }
    let mut job = std::sync::Arc::unwrap_or_clone(text.into_layout_job(
        ui.style(),
        egui::FontSelection::Default,
        ui.text_valign(),
    ));
    job.wrap.max_width = width;
    glue_numbers(&mut job);
    match cjk {
        true => ui.label(mended(ui, job)),
        false => ui.label(ui.fonts_mut(|f| f.layout_job(job))),
    }
}

/// A number and the word it counts kept on one line ([`super::kinsoku::number_spaces`]):
/// the space between them becomes a no-break space, which egui does not break at.
fn glue_numbers(job: &mut egui::text::LayoutJob) {
    for at in super::kinsoku::number_spaces(&job.text).into_iter().rev() {
        replace_in_job(job, at, 1, "\u{a0}");
    }
}

/// Inserts `text` at byte `at` of the job's text: it belongs to the section that ends there
/// (or holds `at`); the sections after it move along.
fn insert_in_job(job: &mut egui::text::LayoutJob, at: usize, text: &str) {
    job.text.insert_str(at, text);
    for section in &mut job.sections {
        let range = &mut section.byte_range;
        if range.start.0 >= at {
            range.start.0 += text.len();
            range.end.0 += text.len();
        } else if range.end.0 >= at {
            range.end.0 += text.len();
        }
    }
}

/// Replaces `len` bytes at `at` in the job's text by `with`; the sections after move along
/// (the one holding `at` grows or shrinks).
fn replace_in_job(job: &mut egui::text::LayoutJob, at: usize, len: usize, with: &str) {
    job.text.replace_range(at..at + len, with);
    let grow = with.len() as isize - len as isize;
    let moved = |x: usize| (x as isize + grow) as usize;
    for section in &mut job.sections {
        let range = &mut section.byte_range;
        if range.start.0 > at {
            range.start.0 = moved(range.start.0);
            range.end.0 = moved(range.end.0);
        } else if range.end.0 > at {
            range.end.0 = moved(range.end.0);
        }
    }
}

/// A paragraph laid out for the painter (`wrap` wide), with Chinese and Japanese lines
/// broken where they may be, as [`label`] does.
pub fn paragraph(
    ui: &Ui,
    text: String,
    font: FontId,
    colour: Color32,
    wrap: f32,
) -> std::sync::Arc<egui::Galley> {
    let mut job = egui::text::LayoutJob::simple(text, font, colour, wrap);
    glue_numbers(&mut job);
    match super::kinsoku::wanted(&job.text) {
        true => mended(ui, job),
        false => ui.fonts_mut(|f| f.layout_job(job)),
    }
}

/// Lays `job` out, breaking lines again wherever a row begins or ends with a character that
/// may not ([`super::kinsoku::break_before`]).
fn mended(ui: &Ui, mut job: egui::text::LayoutJob) -> std::sync::Arc<egui::Galley> {
    let mut galley = ui.fonts_mut(|f| f.layout_job(job.clone()));
    // Each pass mends the first wrong row; a paragraph has few.
    for _ in 0..24 {
        let rows: Vec<(Vec<char>, bool)> = galley
            .rows
            .iter()
            .map(|r| {
                (
                    r.row.glyphs.iter().map(|g| g.chr).collect(),
                    r.ends_with_newline,
                )
            })
            .collect();
        let Some(at) = super::kinsoku::break_before(&rows) else {
            break;
        };
        let Some((byte, _)) = job.text.char_indices().nth(at) else {
            break;
        };
        // The line break belongs to the section it ends; those after it move along.
        insert_in_job(&mut job, byte, "\n");
        galley = ui.fonts_mut(|f| f.layout_job(job.clone()));
    }
    galley
}
