//! Learning to play, inside the game: How to play (both games' rules and the app, each rule
//! with a live diagram), guided lessons on the real board, and the Learn list that holds
//! them. What is taught is data (`assets/learn/book.ron` and the enabled mods' books, read by
//! [`book`]); one lesson
//! player plays every lesson ([`lesson`]); the pages draw through the board view ([`view`]).

pub mod book;
pub mod lesson;
pub mod view;

use bevy::prelude::*;

/// The lesson player (no rendering: headless tests play lessons with it).
pub fn core_plugin(app: &mut App) {
    lesson::plugin(app);
    app.add_systems(
        PreUpdate,
        follow_mod_books
            .after(crate::core::mods::ModsRead)
            .run_if(resource_changed::<crate::core::mods::Mods>),
    );
}

/// Stacks the enabled mods' books on the game's whenever the mods change.
fn follow_mod_books(mods: Res<crate::core::mods::Mods>) {
    book::set_mod_books(&crate::core::mods::mod_books(&mods));
}

/// The Learn list, How to play and the lesson's card.
pub fn view_plugin(app: &mut App) {
    view::plugin(app);
}
