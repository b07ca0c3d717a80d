//! A client playing in a room: a move's text on the wire ([`WireMove`]) and the room's
//! version as the client follows it ([`Versions`]).

use std::fmt;

use petri_rules::{Action, Game, PetriAction};

use crate::client::ClientMessage;

/// A move as it goes over the wire: a Petri `roll` (the server rolls the dice, so it carries
/// no numbers), or an action of the game. Its text is the `move` field of [`ClientMessage::Move`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WireMove {
    Roll,
    Act(Action),
}

impl WireMove {
    /// The text sent: `roll`, `n2-m2`, `pass`, `place e5`, `check-rest` …
    pub fn text(&self) -> String {
        match self {
            WireMove::Roll => "roll".into(),
            WireMove::Act(Action::Petri(a)) => a.to_text(),
            WireMove::Act(Action::Move(m)) => m.to_string(),
        }
    }

    /// Reads a move's text in a game: `roll` without numbers, or an action the game can read
    /// (not a `roll` with numbers: only the server rolls). The error says why not.
    pub fn read(game: &Game, text: &str) -> Result<WireMove, String> {
        if text.trim() == "roll" {
            return Ok(WireMove::Roll);
        }
        match game.parse_action(text) {
            Ok(Action::Petri(PetriAction::Roll(..))) => {
                Err("the server rolls the dice: send \"roll\" without numbers".into())
            }
            Ok(a) => Ok(WireMove::Act(a)),
            Err(e) => Err(e.to_string()),
        }
    }

    /// The `move` message for this move at version `v`.
    pub fn message(&self, v: u64) -> ClientMessage {
        ClientMessage::Move {
            v,
            action: self.text(),
        }
    }
}

/// What a version means to a client that follows a room ([`Versions::accept`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seen {
    /// The next version: take the change.
    Next,
    /// Seen already (or older): ignore it.
    Old,
    /// Changes were missed: ask for a `sync`.
    Gap,
}

/// A room's version as a client follows it: every `moved`, `seat` and `over` carries the next
/// `v`; a snapshot sets it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Versions {
    v: u64,
}

/// The version last taken, as a number.
impl fmt::Display for Versions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.v)
    }
}

impl Versions {
    /// The version last taken.
    pub fn v(&self) -> u64 {
        self.v
    }

    /// A snapshot's version (or 0 when the room is left).
    pub fn reset(&mut self, v: u64) {
        self.v = v;
    }

    /// A change's version: taken when it is the next one.
    pub fn accept(&mut self, v: u64) -> Seen {
        if v == self.v.wrapping_add(1) {
            self.v = v;
            Seen::Next
        } else if v <= self.v {
            Seen::Old
        } else {
            Seen::Gap
        }
    }
}
