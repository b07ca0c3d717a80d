//! The screens of no one feature, a file each, in the manner of the bevy_new_2d template:
//! each is a plugin that draws its screen while the [`Screen`](crate::core::screens::Screen)
//! state says so. A feature's screens are in its view half (`play::view`: new game, results;
//! `online::view`: lobby, waiting room, rankings; `replay::view`; `learn::view`;
//! `puzzles::view`).
//!
//! - [`title`]: the logo, Play, Continue, the other screens; a living board behind.
//! - [`settings`]: the settings, over any screen.
//! - [`mods`]: the mods, from Settings.

pub mod mods;
pub mod settings;
pub mod theme_editor;
pub mod title;

use bevy::prelude::*;
use bevy_egui::egui::Color32;
use petri_rules::{Game, Hole, Rules, Seat};

use crate::core::pieces::{set_colour_index, spawn_board_and_holes, spawn_piece};
use crate::core::screens::Screen;
use crate::view::board::Showcase;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        title::plugin,
        settings::plugin,
        mods::plugin,
        theme_editor::plugin,
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

/// A board a screen shows for its looks (New game's preview, the replays' last position),
/// drawn by the board itself: put up for what it shows, kept while that stays the same.
#[derive(Default)]
pub struct ShownBoard {
    shown: Option<(Entity, String)>,
}

impl ShownBoard {
    /// Shows `game` (its board and position, each seat in `colours[seat]`) for `key`,
    /// replacing the board shown for another key; it goes when `screen` is left.
    pub fn show(
        &mut self,
        commands: &mut Commands,
        key: &str,
        game: &Game,
        colours: &[usize],
        screen: Screen,
    ) {
        self.show_moved(commands, key, game, None, colours, screen);
    }

    /// [`ShownBoard::show`] with one marble elsewhere: `moved = (its hole, where it is shown)`
    /// (a diagram's marble part-way through a chain of hops).
    pub fn show_moved(
        &mut self,
        commands: &mut Commands,
        key: &str,
        game: &Game,
        moved: Option<(Hole, Hole)>,
        colours: &[usize],
        screen: Screen,
    ) {
        if self.shown.as_ref().is_some_and(|(_, k)| k == key) {
            return;
        }
        self.clear(commands);
        let rules = game.rules();
        let board = spawn_board_and_holes(commands, rules, colours.to_vec());
        commands.entity(board).insert((
            Name::new("Shown board"),
            Showcase {
                area: Rect::new(0.0, 0.0, 1.0, 1.0),
                angle: 0.0,
            },
            DespawnOnExit(screen),
        ));
        for (hole, seat) in game.pieces() {
            let set = game.set_at(hole).unwrap_or(seat.index());
            let colour = set_colour_index(rules, colours, seat, set);
            let at = match moved {
                Some((from, to)) if from == hole => to,
                _ => hole,
            };
            spawn_piece(commands, board, at, (seat, set, colour));
        }
        self.shown = Some((board, key.to_owned()));
    }

    /// The board shown, if any.
    pub fn entity(&self) -> Option<Entity> {
        self.shown.as_ref().map(|(e, _)| *e)
    }

    /// Takes the board down.
    pub fn clear(&mut self, commands: &mut Commands) {
        if let Some((old, _)) = self.shown.take() {
            commands.entity(old).try_despawn();
        }
    }

    /// Forgets the board (its screen was left: it is gone already).
    pub fn forget(&mut self) {
        self.shown = None;
    }

    /// Fits the board into `area` (logical window pixels).
    pub fn place(&self, boards: &mut Query<&mut Showcase>, area: Option<Rect>) {
        if let (Some((board, _)), Some(area)) = (&self.shown, area)
            && let Ok(mut show) = boards.get_mut(*board)
            && show.area != area
        {
            show.area = area;
        }
    }
}

/// egui points to logical window pixels (the interface zoom).
pub fn logical(rect: bevy_egui::egui::Rect, zoom: f32) -> Rect {
    Rect::new(
        rect.min.x * zoom,
        rect.min.y * zoom,
        rect.max.x * zoom,
        rect.max.y * zoom,
    )
}
