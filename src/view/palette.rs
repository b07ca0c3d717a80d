//! Colours of the board, the seats and the interface.

use bevy::prelude::*;

/// Seat colours, chosen to stay apart for the common colour-vision deficiencies (an
/// Okabe–Ito-like palette) while reading as red, blue, green, yellow, purple and black.
pub const SEAT_COLOURS: [Color; 6] = [
    Color::srgb(0.84, 0.23, 0.16), // red (vermilion)
    Color::srgb(0.10, 0.42, 0.80), // blue
    Color::srgb(0.05, 0.62, 0.45), // bluish green
    Color::srgb(0.96, 0.78, 0.15), // yellow
    Color::srgb(0.62, 0.35, 0.70), // reddish purple
    Color::srgb(0.16, 0.16, 0.18), // black
];

/// Table behind the board.
pub const BACKGROUND: Color = Color::srgb(0.15, 0.17, 0.20);
/// The wooden star.
pub const WOOD: Color = Color::srgb(0.80, 0.62, 0.40);
pub const WOOD_DARK: Color = Color::srgb(0.62, 0.45, 0.28);
/// Legal destinations and targets.
pub const HIGHLIGHT: Color = Color::srgb(1.0, 1.0, 1.0);
/// The computer's suggestion.
pub const HINT: Color = Color::srgb(1.0, 0.85, 0.2);

pub fn seat_colour(index: usize) -> Color {
    SEAT_COLOURS[index % SEAT_COLOURS.len()]
}

/// egui colour of a seat colour.
pub fn egui_colour(c: Color) -> bevy_egui::egui::Color32 {
    let s = c.to_srgba();
    bevy_egui::egui::Color32::from_rgb(
        (s.red * 255.0) as u8,
        (s.green * 255.0) as u8,
        (s.blue * 255.0) as u8,
    )
}
