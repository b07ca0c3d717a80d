//! The screens, a file each, in the manner of the bevy_new_2d template: each is a plugin that
//! draws its screen while the [`Screen`](crate::screens::Screen) state says so.
//!
//! - [`title`]: the logo, Play, Continue, the other screens; a living board behind.
//! - [`new_game`]: the game, players, rules and seats, with a live preview of the board.
//! - [`lobby`]: online play's modes with their counts, friends rooms.
//! - [`waiting_room`]: an online room waiting for players.
//! - [`results`]: the ranking over the finished board, with a celebration.
//! - [`replays`]: finished games to watch again, export and import.
//! - [`settings`]: the settings, over any screen.

pub mod lobby;
pub mod new_game;
pub mod replays;
pub mod results;
pub mod settings;
pub mod title;
pub mod waiting_room;

use bevy::prelude::*;
use bevy_egui::egui::Color32;
use petri_rules::{Rules, Seat};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        title::plugin,
        new_game::plugin,
        lobby::plugin,
        waiting_room::plugin,
        results::plugin,
        replays::plugin,
        settings::plugin,
    ));
}

/// The star points a game's seats start on, each in its seat's colour, in the order
/// [`crate::view::style::mini_star`] paints them (the bottom point first, then turning to the
/// right: point k at -90° + 60° k, y up, as the board itself is drawn unturned).
pub fn home_points(rules: &Rules, colour: impl Fn(Seat) -> Color32) -> [Option<Color32>; 6] {
    let mut points = [None; 6];
    let Ok(layout) = rules.validate() else {
        return points;
    };
    for set in &layout.sets {
        let (centre, _, _) = crate::view::board::layout::triangle_shape(rules.size, set.home);
        let angle = centre.y.atan2(centre.x);
        let k = ((angle + std::f32::consts::FRAC_PI_2) / (std::f32::consts::TAU / 6.0))
            .round()
            .rem_euclid(6.0) as usize;
        points[k] = Some(colour(set.seat));
    }
    points
}
