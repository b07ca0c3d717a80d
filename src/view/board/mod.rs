//! The board on screen, one job per module:
//!
//! - [`layout`]: fitted to the window and turned so the person to move sits at the bottom;
//!   the dice and the table placed; hole positions published for the web page.
//! - [`dressing`]: the wooden star, its tinted triangles and the sprites of holes, marbles
//!   and dice, from the theme; dressed as they appear, and again when the theme changes.
//! - [`highlights`]: legal holes, the cursor, the hint, the last move blinking, the ring.
//! - [`cups`]: Petri's cups and their counts.
//! - [`hover_path`]: the hop path of the hovered destination.
//! - [`arrows`]: arrows over the board (the review's move played and better move).

pub mod arrows;
pub mod cups;
pub mod dressing;
pub mod highlights;
pub mod hover_path;
pub mod layout;

use bevy::prelude::*;

pub use crate::core::marks::{
    ArrowKind, BoardArrow, BoardArrows, BoardCover, HintShown, Spotlight, show_hint,
};
use crate::core::screens::InGame;
use crate::core::turn::TurnSet;

pub use cups::Cup;
pub use highlights::Hovered;
pub use layout::{BoardView, Showcase, Z_FLYING, Z_PIECE, hole_screen_position};

pub(super) fn plugin(app: &mut App) {
    app.add_plugins((
        layout::plugin,
        dressing::plugin,
        highlights::plugin,
        cups::plugin,
    ))
    .init_resource::<BoardArrows>()
    .add_systems(
        Update,
        (
            (
                layout::fit_and_turn,
                layout::place_dice,
                highlights::mark_holes,
                hover_path::draw_hover_path,
                arrows::draw_arrows,
            )
                .chain()
                .run_if(in_state(InGame)),
            layout::fit_showcases,
            layout::keep_upright,
        )
            .chain()
            .after(TurnSet::Finish),
    );
}
