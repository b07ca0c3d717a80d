//! The clocks: a room's time control as stored ([`Clock`]: what each seat has left and whose
//! time runs since when), whose clock runs after each turn, and a person running out of time
//! (ranked as in `ending.rs`).

use petri_net::{ClockView, RoomStatus, ServerMessage, TimeControl};
use serde::{Deserialize, Serialize};

use super::{Effect, Room};

/// A room's clocks as stored: the time control, what each seat has left at the start of its
/// next turn (per move: its reserve; Fischer: its time), and the seat whose time runs with
/// the wall time (ms since 1970) its turn began: the deadline is kept with the room, so it
/// holds after a restart or a takeover.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    pub control: TimeControl,
    pub left_ms: Vec<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub running: Option<(u8, u64)>,
}

impl Clock {
    fn turn_ms(&self) -> u64 {
        match self.control {
            TimeControl::PerMove { secs, .. } => u64::from(secs) * 1000,
            TimeControl::Fischer { .. } => 0,
        }
    }

    /// When the running seat's time is up.
    pub fn deadline(&self) -> Option<u64> {
        let (s, since) = self.running?;
        Some(since + self.turn_ms() + self.left_ms[usize::from(s)])
    }

    /// The running seat's turn ends at `now`: its time is charged.
    pub(super) fn stop(&mut self, now: u64) {
        let Some((s, since)) = self.running.take() else {
            return;
        };
        let used = now.saturating_sub(since);
        let left = &mut self.left_ms[usize::from(s)];
        match self.control {
            TimeControl::PerMove { secs, .. } => {
                *left = left.saturating_sub(used.saturating_sub(u64::from(secs) * 1000));
            }
            TimeControl::Fischer { increment, .. } => {
                *left = left.saturating_sub(used) + u64::from(increment) * 1000;
            }
        }
    }

    pub fn view(&self, now: u64) -> ClockView {
        ClockView {
            control: self.control,
            left_ms: self.left_ms.iter().map(|l| l + self.turn_ms()).collect(),
            running: self.running.map(|(s, _)| s),
            elapsed_ms: self
                .running
                .map_or(0, |(_, since)| now.saturating_sub(since)),
        }
    }
}

impl Room {
    /// The room's time control (a new room, before anyone enters).
    pub fn set_clock(&mut self, control: TimeControl) {
        self.st.clock = Some(Clock {
            control,
            left_ms: vec![control.start_ms(); self.st.seats.len()],
            running: None,
        });
        self.whole = true;
    }

    /// When the running clock's time is up (wall ms), if one runs.
    pub fn deadline(&self) -> Option<u64> {
        if self.st.status != RoomStatus::Playing {
            return None;
        }
        self.st.clock.as_ref().and_then(Clock::deadline)
    }

    /// Whose clock runs now: the person to move in a running game (none for a computer).
    /// When that changes, the turn that ended is charged and everyone hears the clocks.
    pub(super) fn clock_turn(&mut self, out: &mut Vec<Effect>) {
        if let Some(view) = self.clock_to_mover() {
            self.broadcast(out, ServerMessage::Clock(view));
        }
    }

    /// [`Room::clock_turn`] without telling anyone: the clock that changed, if it did.
    pub(super) fn clock_to_mover(&mut self) -> Option<ClockView> {
        let now = self.now;
        let to_move = (self.st.status == RoomStatus::Playing && !self.game.is_over())
            .then(|| self.game.to_move().index())
            .filter(|&s| self.st.seats[s].computer.is_none());
        let clock = self.st.clock.as_mut()?;
        if clock.running.map(|(s, _)| usize::from(s)) == to_move {
            return None;
        }
        clock.stop(now);
        clock.running = to_move.map(|s| (s as u8, now));
        self.moved = true;
        Some(clock.view(now))
    }

    /// The person to move ran out of time: with two sides left they lose, and keep their seat
    /// (the game is over: they may vote a rematch, and their seat shows the rating the loss
    /// gives); with more a computer plays their seat on and they are ranked last (as a
    /// forfeit). True when so.
    pub(super) fn flag(&mut self, out: &mut Vec<Effect>) -> bool {
        let now = self.now;
        let Some(clock) = &mut self.st.clock else {
            return false;
        };
        let (Some(deadline), Some((s, _))) = (clock.deadline(), clock.running) else {
            return false;
        };
        if now < deadline || self.st.status != RoomStatus::Playing {
            return false;
        }
        clock.running = None;
        clock.left_ms[usize::from(s)] = 0;
        self.broadcast(out, ServerMessage::OutOfTime { seat: s });
        self.thinking = None;
        let s = usize::from(s);
        if self.units_left_without(s) < 2 {
            self.lose_on_time(out, s);
        } else {
            self.forfeit(out, s);
        }
        if self.st.status == RoomStatus::Playing {
            self.clock_turn(out);
        }
        true
    }
}
