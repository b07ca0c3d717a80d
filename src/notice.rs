//! One line for the player: why a click did nothing, who starts, what went wrong with a file.
//! Any module may write a [`Notice`]; the HUD shows the latest for a few seconds.

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Notice>();
}

/// A line for the player: why a click did nothing, who starts, what happened.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct Notice(pub String);
