//! Playing a game at this screen: picking a piece and a hole with the mouse, keys or touch
//! ([`interact`], headless), and what shows it ([`view`]: the HUD, the new game screen, the
//! results).

pub mod interact;
pub mod view;

use bevy::prelude::*;

/// Input turned into actions (no rendering).
pub(crate) fn plugin(app: &mut App) {
    interact::plugin(app);
}
