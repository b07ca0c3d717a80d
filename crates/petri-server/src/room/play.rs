//! The game: a person's move or roll (checked against the room's version, the turn and the
//! clock), the dice rolled from the room's stream, a game started when every seat is taken,
//! and what nobody needs to decide (dice of computers, forced passes) played at once.

use petri_net::{ErrorCode, RoomStatus, ServerMessage, WireMove};
use petri_rules::{Action, Game, PetriAction, Seat};
use rand::RngExt;

use super::{ConnId, Effect, Room, err};

impl Room {
    /// A seated person's move (or `roll`), at the room's version `v`.
    pub(super) fn play_move(&mut self, conn: ConnId, v: u64, text: &str) -> Vec<Effect> {
        let Some(seat) = self.conn_seat(conn) else {
            return err(
                conn,
                ErrorCode::NotYourTurn,
                "you watch this room: you have no seat",
            );
        };
        if self.st.status != RoomStatus::Playing {
            return err(
                conn,
                ErrorCode::IllegalMove,
                format!("no game is running ({:?})", self.st.status).to_lowercase(),
            );
        }
        if v != self.st.v {
            return err(
                conn,
                ErrorCode::Stale,
                format!("the room is at v {}, not {v}: sync", self.st.v),
            );
        }
        // Too late: the server's clock decides, not when the client says it moved.
        let mut out = Vec::new();
        if self.flag(&mut out) {
            out.push(Effect::Send(
                conn,
                ServerMessage::error(ErrorCode::IllegalMove, "out of time"),
            ));
            return out;
        }
        let to_move = self.game.to_move();
        if to_move.index() != seat {
            return err(
                conn,
                ErrorCode::NotYourTurn,
                format!(
                    "it is seat {to_move}'s turn, not seat {}'s",
                    Seat(seat as u8)
                ),
            );
        }
        let action = match WireMove::read(&self.game, text) {
            Ok(WireMove::Roll) if !self.game.awaits_dice() => {
                return err(
                    conn,
                    ErrorCode::IllegalMove,
                    "there are no dice to roll now",
                );
            }
            Ok(WireMove::Roll) => self.roll(),
            Ok(WireMove::Act(a)) => a,
            Err(e) => return err(conn, ErrorCode::IllegalMove, e),
        };
        if let Err(e) = self.apply(&mut out, seat, action) {
            return err(conn, ErrorCode::IllegalMove, e);
        }
        self.advance(&mut out);
        out
    }

    /// Two dice rolled from the room's stream.
    pub(super) fn roll(&mut self) -> Action {
        let a = self.dice.random_range(1..=6u8);
        let b = self.dice.random_range(1..=6u8);
        self.moved = true;
        Action::Petri(PetriAction::Roll(a, b))
    }

    /// Plays an action and announces every record entry it adds.
    pub(super) fn apply(
        &mut self,
        out: &mut Vec<Effect>,
        seat: usize,
        action: Action,
    ) -> Result<(), String> {
        let before = self.played();
        self.game
            .play(Seat(seat as u8), action)
            .map_err(|e| e.to_string())?;
        for action in self.moves_from(before) {
            // A move: stored as the move (not the room).
            self.st.v += 1;
            self.moved = true;
            self.broadcast(
                out,
                ServerMessage::Moved {
                    v: self.st.v,
                    seat: seat as u8,
                    action,
                },
            );
        }
        Ok(())
    }

    /// Plays what nobody needs to decide, ends a finished game, asks for a computer's think,
    /// and runs the clock of the person to move (if any).
    pub(super) fn advance(&mut self, out: &mut Vec<Effect>) {
        self.advance_game(out);
        self.clock_turn(out);
    }

    /// [`Room::advance`]'s game part: rolls and forced passes played at once, a finished game
    /// ended, the computer to move asked to think.
    fn advance_game(&mut self, out: &mut Vec<Effect>) {
        while self.st.status == RoomStatus::Playing {
            if self.game.is_over() {
                let mut result = self.game.standings();
                self.rank_forfeited(&mut result);
                self.end(out, result);
                return;
            }
            let s = self.game.to_move().index();
            let seat = &self.st.seats[s];
            if let Some(level) = seat.computer {
                if self.game.awaits_dice() {
                    let a = self.roll();
                    self.apply(out, s, a).expect("a roll when dice are awaited");
                    continue;
                }
                if let Some(a) = self.game.forced_pass() {
                    self.apply(out, s, a).expect("a forced pass");
                    continue;
                }
                self.think(out, level);
                return;
            }
            if let Some(a) = self.game.forced_pass() {
                self.apply(out, s, a).expect("a forced pass");
                continue;
            }
            return;
        }
    }

    /// A waiting room whose every seat is taken starts its game.
    pub(super) fn start_if_full(&mut self, out: &mut Vec<Effect>) {
        if self.st.status == RoomStatus::Waiting && self.st.seats.iter().all(|s| !s.is_free()) {
            self.st.status = RoomStatus::Playing;
            self.st.games += 1;
            self.st.forfeits = 0;
            self.st.started_ms = self.now;
            if let Some(c) = &mut self.st.clock {
                c.left_ms = vec![c.control.start_ms(); c.left_ms.len()];
                c.running = None;
            }
            // Rated when a person with an account holds every seat.
            self.st.rated_players = self
                .st
                .rated
                .then(|| {
                    self.st
                        .seats
                        .iter()
                        .map(|s| s.player.clone().filter(|_| s.rating.is_some()))
                        .collect::<Option<Vec<_>>>()
                })
                .flatten();
            self.replace_game();
            self.thinking = None;
            self.st.result = None;
            self.bump();
            // The first mover's clock runs in the snapshots themselves (no `clock` frame
            // after them to say so).
            self.clock_to_mover();
            self.snapshots(out);
            self.advance(out);
        }
    }

    /// The game starts again (a new game): the room's record head is the new game's.
    pub(super) fn replace_game(&mut self) {
        self.game = Game::new(&self.st.rules).expect("rules checked");
        self.game.keep_undo(false);
        self.st.record = self.game.record();
        self.new_game = true;
    }
}
