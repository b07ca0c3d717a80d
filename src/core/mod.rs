//! The core: what every feature stands on, and none of it draws. The rules session
//! ([`session`]), turn flow ([`turn`]) and its states ([`screens`]), the seats ([`setup`]), the
//! board's entities ([`pieces`]), the computer players ([`ai`]), saves and settings, the texts,
//! the marks the board shows ([`marks`]) and where the two games differ ([`games`], the seam).
//! Nothing here imports [`crate::view`] or a feature: the layering tests in `lib.rs` check
//! every file.

pub mod ai;
pub mod built_in;
pub mod games;
pub mod loads;
pub mod marks;
pub mod mods;
pub mod notice;
pub mod pieces;
pub mod saves;
pub mod screens;
pub mod session;
pub mod settings;
pub mod setup;
pub mod store;
pub mod text;
pub mod turn;

use bevy::prelude::*;

/// The core's plugins, in the order their systems are added.
pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        screens::plugin,
        setup::plugin,
        session::plugin,
        notice::plugin,
        turn::plugin,
        pieces::plugin,
        ai::plugin,
        settings::plugin,
        saves::plugin,
        loads::plugin,
        marks::plugin,
        mods::plugin,
    ));
}
