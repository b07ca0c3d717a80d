//! Colours of the board, the seats and the interface: the active theme's [`Palette`]. The
//! defaults are the classic theme's, used until a theme is loaded and when one is broken.

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

/// The colours in use.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct Palette {
    /// Table behind the board.
    pub background: Color,
    /// The star.
    pub board: Color,
    pub board_edge: Color,
    /// Multiplies the hole sprite.
    pub hole: Color,
    /// Legal destinations and targets.
    pub highlight: Color,
    /// The computer's suggestion.
    pub hint: Color,
    /// Interface accent (selected buttons, sliders).
    pub accent: Color,
    pub seats: [Color; 6],
    /// The keys of the seat colours' names (`colour.cyan`, …); `None`: the classic ones.
    pub seat_names: Option<[String; 6]>,
}

impl Default for Palette {
    fn default() -> Self {
        Palette {
            // The classic theme's colours (`#262b33`, `#cc9e66`, …).
            background: Color::srgba_u8(0x26, 0x2b, 0x33, 255),
            board: Color::srgba_u8(0xcc, 0x9e, 0x66, 255),
            board_edge: Color::srgba_u8(0x9e, 0x73, 0x47, 255),
            hole: Color::srgba_u8(255, 255, 255, 255),
            highlight: Color::srgba_u8(255, 255, 255, 255),
            hint: Color::srgba_u8(0xff, 0xd9, 0x33, 255),
            accent: Color::srgba_u8(0xe0, 0xa0, 0x40, 255),
            seats: SEAT_COLOURS,
            seat_names: None,
        }
    }
}

impl Palette {
    pub fn seat(&self, index: usize) -> Color {
        self.seats[index % self.seats.len()]
    }
}

/// egui colour of a Bevy colour.
pub fn egui_colour(c: Color) -> bevy_egui::egui::Color32 {
    let s = c.to_srgba();
    bevy_egui::egui::Color32::from_rgb(
        (s.red * 255.0) as u8,
        (s.green * 255.0) as u8,
        (s.blue * 255.0) as u8,
    )
}

/// Reads `#rrggbb` or `#rrggbbaa`.
pub fn parse_colour(text: &str) -> Result<Color, String> {
    let hex = text
        .strip_prefix('#')
        .ok_or_else(|| format!("colour '{text}' should look like \"#rrggbb\""))?;
    if !(hex.len() == 6 || hex.len() == 8) || !hex.chars().all(|c| c.is_ascii_hexdigit()) {
        return Err(format!("colour '{text}' should look like \"#rrggbb\""));
    }
    let byte = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).unwrap_or(0);
    let alpha = if hex.len() == 8 { byte(6) } else { 255 };
    Ok(Color::srgba_u8(byte(0), byte(2), byte(4), alpha))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_parse() {
        assert_eq!(
            parse_colour("#ff8000").unwrap(),
            Color::srgba_u8(255, 128, 0, 255)
        );
        assert_eq!(
            parse_colour("#FF800080").unwrap(),
            Color::srgba_u8(255, 128, 0, 128)
        );
        for bad in ["ff8000", "#ff80", "#gg8000", "", "#ff8000ff00"] {
            let e = parse_colour(bad).unwrap_err();
            assert!(e.contains(bad), "{e}");
        }
    }
}
