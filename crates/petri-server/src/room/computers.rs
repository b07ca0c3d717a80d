//! Computers: the levels that play a forfeited seat and a seat handed over by a vote, a
//! computer added to a friends room, asking the computer to move for its action, and its
//! answer.

use petri_net::{ErrorCode, Level, RoomStatus};
use petri_rules::{Action, Seat};

use super::{ConnId, Effect, Room, SeatState, err};

/// The level that plays a forfeited seat on.
pub const FORFEIT_LEVEL: Level = Level::Easy;
/// The level a `computer` vote hands a vanished player's seat to.
pub const REPLACE_LEVEL: Level = Level::Medium;

impl Room {
    /// A computer's answer to [`Effect::Think`] (ignored when the game moved on).
    pub fn computer_moved(&mut self, turn: (u32, usize), action: Option<Action>) -> Vec<Effect> {
        let mut out = Vec::new();
        if self.thinking != Some(turn)
            || turn != (self.st.games, self.played())
            || self.st.status != RoomStatus::Playing
        {
            return out;
        }
        self.thinking = None;
        let s = self.game.to_move().index();
        if self.st.seats[s].computer.is_none() {
            return out;
        }
        // A computer that finds nothing (it should not) plays the first legal action.
        let action = action
            .filter(|a| self.game.is_legal(Seat(s as u8), a))
            .or_else(|| self.game.legal_actions().first().copied());
        if let Some(a) = action
            && self.apply(&mut out, s, a).is_ok()
        {
            self.advance(&mut out);
        }
        out
    }

    /// The creator of a friends room seats a computer (before the game starts).
    pub(super) fn add_computer(&mut self, conn: ConnId, seat: u8, level: Level) -> Vec<Effect> {
        if self.st.rated {
            return err(conn, ErrorCode::NotAllowed, "a rated game has no computers");
        }
        let player = &self.conns[&conn].player;
        if self.st.public || self.st.creator.as_ref() != Some(player) {
            return err(
                conn,
                ErrorCode::NotAllowed,
                "only the creator of a friends room adds computers",
            );
        }
        if self.st.status != RoomStatus::Waiting {
            return err(conn, ErrorCode::NotAllowed, "the game has started");
        }
        let s = match self.seat_index(conn, seat) {
            Ok(s) => s,
            Err(refused) => return refused,
        };
        if !self.st.seats[s].is_free() {
            return err(conn, ErrorCode::RoomFull, format!("seat {seat} is taken"));
        }
        self.st.seats[s] = SeatState {
            player: None,
            name: Some(format!("computer ({level})")),
            computer: Some(level),
            forfeited: None,
            rating: None,
        };
        self.bump();
        let mut out = Vec::new();
        self.broadcast(&mut out, self.seat_msg(s));
        self.start_if_full(&mut out);
        self.listing(&mut out);
        out
    }

    /// Asks the computer to move (playing at `level`) for its action, once a turn
    /// ([`Effect::Think`]; the answer comes to [`Room::computer_moved`]).
    pub(super) fn think(&mut self, out: &mut Vec<Effect>, level: Level) {
        let turn = (self.st.games, self.played());
        if self.thinking != Some(turn) {
            self.thinking = Some(turn);
            out.push(Effect::Think {
                turn,
                game: Box::new(self.game.clone()),
                level,
                seed: u64::from_le_bytes(self.st.dice_seed[..8].try_into().unwrap())
                    ^ turn.1 as u64
                    ^ (u64::from(turn.0) << 32),
            });
        }
    }
}
