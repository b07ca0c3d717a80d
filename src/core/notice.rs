//! One line for the player: why a click did nothing, who starts, what went wrong with a file.
//! Any module may write a [`Notice`]; the HUD shows the latest for a few seconds.

use bevy::prelude::*;
use petri_rules::Hole;

pub(super) fn plugin(app: &mut App) {
    app.add_message::<Notice>().add_message::<NoticeAt>();
}

/// A line for the player: why a click did nothing, who starts, what happened.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct Notice(pub String);

/// Where a [`Notice`] happened: the HUD shows the notice with the same text next to this hole
/// (a refused move by its destination, a piece that may not be placed by its hole) instead of
/// on the notice line. Written together with the [`Notice`], which headless tests and the
/// notice line read as before.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct NoticeAt {
    pub hole: Hole,
    pub text: String,
}
