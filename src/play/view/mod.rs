//! The playing screens: the HUD over the board ([`hud`]), the new game screen ([`new_game`])
//! and the results ([`results`]).

pub mod hud;
pub mod new_game;
pub mod results;

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((hud::plugin, new_game::plugin, results::plugin));
}
