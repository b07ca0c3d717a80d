//! Clocks: a room's [`TimeControl`] (its flat JSON form and its bounds) and the clocks as sent
//! ([`ClockView`]).

use serde::{Deserialize, Serialize};

use crate::limits;

/// A room's time control (`{"kind":"per_move","secs":30,"reserve":60}` or
/// `{"kind":"fischer","base":300,"increment":5}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "ClockWire", into = "ClockWire")]
pub enum TimeControl {
    /// `secs` for each turn; time over it comes from a `reserve` (seconds) that carries over
    /// from turn to turn and is not given back.
    PerMove { secs: u32, reserve: u32 },
    /// `base` seconds for the whole game, `increment` seconds more after each turn.
    Fischer { base: u32, increment: u32 },
}

/// [`TimeControl`] on the wire: one flat object read as a plain struct (an internally tagged
/// enum would make serde buffer the object first: several KB more of the web build for the
/// same JSON).
#[derive(Clone, Copy, Serialize, Deserialize)]
struct ClockWire {
    kind: ClockKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    secs: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    reserve: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    base: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    increment: Option<u32>,
}

#[derive(Clone, Copy, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum ClockKind {
    PerMove,
    Fischer,
}

impl TryFrom<ClockWire> for TimeControl {
    type Error = String;
    fn try_from(w: ClockWire) -> Result<TimeControl, String> {
        Ok(match w.kind {
            ClockKind::PerMove => TimeControl::PerMove {
                secs: w.secs.ok_or("clock: per_move needs secs")?,
                reserve: w.reserve.unwrap_or(0),
            },
            ClockKind::Fischer => TimeControl::Fischer {
                base: w.base.ok_or("clock: fischer needs base")?,
                increment: w.increment.unwrap_or(0),
            },
        })
    }
}

impl From<TimeControl> for ClockWire {
    fn from(t: TimeControl) -> ClockWire {
        let none = ClockWire {
            kind: ClockKind::PerMove,
            secs: None,
            reserve: None,
            base: None,
            increment: None,
        };
        match t {
            TimeControl::PerMove { secs, reserve } => ClockWire {
                secs: Some(secs),
                reserve: Some(reserve),
                ..none
            },
            TimeControl::Fischer { base, increment } => ClockWire {
                kind: ClockKind::Fischer,
                base: Some(base),
                increment: Some(increment),
                ..none
            },
        }
    }
}

impl TimeControl {
    /// Every public room's: 30 s a turn with a minute in reserve.
    pub const PUBLIC: TimeControl = TimeControl::PerMove {
        secs: 30,
        reserve: 60,
    };

    /// Within the limits ([`limits::PER_MOVE_SECS`] and the others).
    pub fn check(self) -> Result<(), String> {
        let within = |what: &str, v: u32, (lo, hi): (u32, u32)| {
            if (lo..=hi).contains(&v) {
                Ok(())
            } else {
                Err(format!("clock: {what} {v} s, from {lo} to {hi}"))
            }
        };
        match self {
            TimeControl::PerMove { secs, reserve } => {
                within("a turn's", secs, limits::PER_MOVE_SECS)?;
                within("reserve", reserve, limits::RESERVE_SECS)
            }
            TimeControl::Fischer { base, increment } => {
                within("base", base, limits::FISCHER_BASE_SECS)?;
                within("increment", increment, limits::INCREMENT_SECS)
            }
        }
    }

    /// What each seat has when the game starts, in ms (per move: its reserve; Fischer: its
    /// base).
    pub fn start_ms(self) -> u64 {
        match self {
            TimeControl::PerMove { reserve, .. } => u64::from(reserve) * 1000,
            TimeControl::Fischer { base, .. } => u64::from(base) * 1000,
        }
    }
}

/// The clocks as sent: what each seat has at the start of its next turn (per move: the turn's
/// time plus its reserve; Fischer: its time), the seat whose clock runs and how long it has
/// run. A client counts down from when the frame arrived; the server's clock decides.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockView {
    pub control: TimeControl,
    pub left_ms: Vec<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub running: Option<u8>,
    #[serde(default)]
    pub elapsed_ms: u64,
}

impl ClockView {
    /// The time left of seat `seat` `since_ms` after the frame arrived.
    pub fn left(&self, seat: usize, since_ms: u64) -> u64 {
        let full = self.left_ms.get(seat).copied().unwrap_or(0);
        if self.running == Some(seat as u8) {
            full.saturating_sub(self.elapsed_ms + since_ms)
        } else {
            full
        }
    }
}
