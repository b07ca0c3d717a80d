//! What the board points out, set by the rules' side of the game and drawn by the view: the
//! holes a guide lights, the hint on show, arrows over the board, and how much of the board a
//! card covers. Core: the lessons, puzzles and the review set these without knowing how they
//! are drawn (`view::board` draws them).

use bevy::prelude::*;
use petri_rules::Hole;

use crate::core::session::Session;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Spotlight>()
        .init_resource::<HintShown>()
        .init_resource::<BoardArrows>()
        .init_resource::<BoardCover>();
}

/// Holes a guide points at (a lesson's marbles and holes that matter; the review's moves):
/// they glow, pulsing, under everything else the board shows. Empty: nothing.
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct Spotlight(pub Vec<Hole>);

/// The hint on show, if any.
#[derive(Resource, Debug, Default, Clone)]
pub struct HintShown(pub Option<crate::core::ai::Hint>);

/// Runs the HUD's hint button: computes a hint now.
pub fn show_hint(session: &Session, hint: &mut HintShown) {
    hint.0 = crate::core::ai::hint(session);
}

/// What an arrow stands for: its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArrowKind {
    /// The move played (the review), in the highlight colour.
    Played,
    /// A better move (the engine's), in the hint colour.
    Better,
}

/// One straight arrow from a hole to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardArrow {
    pub from: Hole,
    pub to: Hole,
    pub kind: ArrowKind,
}

/// The arrows on show (none: nothing drawn).
#[derive(Resource, Debug, Default, Clone, PartialEq, Eq)]
pub struct BoardArrows(pub Vec<BoardArrow>);

/// What a lesson's, a puzzle's or the review's card takes of the board's room (egui points):
/// on a phone the bottom of the card over the board's top (`top`: the board is fitted below
/// it); on a wide window its width at the window's right (`right`: the board is fitted left
/// of it). The card sets it while shown; a new board starts uncovered.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq)]
pub struct BoardCover {
    pub top: f32,
    pub right: f32,
}

/// A panel beside the board (the theme editor's): its width at the window's right, or on a
/// phone its height at the bottom (egui points); the board is fitted beside it. The panel
/// sets it while shown.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq)]
pub struct BoardSide {
    pub right: f32,
    pub bottom: f32,
}
