//! Learning to play, inside the game: How to play (both games' rules and the app, each rule
//! with a live diagram), guided lessons on the real board, and the Learn list that holds
//! them. What is taught is data (`assets/learn/book.ron`, read by [`book`]); one lesson
//! player plays every lesson ([`lesson`]); the pages draw through the board view ([`view`]).

pub mod book;
pub mod lesson;
pub mod view;

use bevy::prelude::*;

/// The lesson player (no rendering: headless tests play lessons with it).
pub fn core_plugin(app: &mut App) {
    lesson::plugin(app);
}

/// The Learn list, How to play and the lesson's card.
pub fn view_plugin(app: &mut App) {
    view::plugin(app);
}
