//! Online play's screens: the lobby ([`lobby`]), a room waiting for players
//! ([`waiting_room`]), the leaderboards and players' pages ([`ranking`]), and the room's
//! panel over the board in a game (chat, votes, clocks: [`room`]).

pub mod lobby;
pub mod ranking;
pub mod room;
pub mod waiting_room;

use bevy::prelude::*;

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins((
        lobby::plugin,
        ranking::plugin,
        waiting_room::plugin,
        room::plugin,
    ));
}
