//! Game records (setup, moves, dice) that replay to the same position, and JSON save files.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::game::CheckersGame;
use crate::petri::{PetriAction, PetriGame, PetriState};
use crate::play::Game;
use crate::position::Position;
use crate::rules::Rules;

/// The `format` field of every record file.
pub const RECORD_FORMAT: &str = "petri-record";
/// Current record version.
pub const RECORD_VERSION: u32 = 1;

/// A game as a list of moves from a start: Chinese checkers moves (`n2-m2`, `pass`) or Petri
/// actions (`roll 3 5`, `die 3`, `place e5`, …, dice included). This is also the save file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    pub format: String,
    pub version: u32,
    pub rules: Rules,
    /// Start position in notation, when it is not the standard start.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<String>,
    pub moves: Vec<String>,
    /// The players' names, seat by seat (optional; for people reading the record).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub names: Vec<String>,
}

/// Why a record cannot be read or replayed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RecordError {
    /// Not JSON, or not a record's shape.
    Json(String),
    /// The `format` field is not `petri-record`.
    Format(String),
    /// A version this build cannot read.
    Version(u32),
    /// The rules or the start position are wrong.
    Setup(String),
    /// Move `index` (0-based) cannot be played.
    Move {
        index: usize,
        text: String,
        error: String,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Json(e) => write!(f, "not a game record: {e}"),
            RecordError::Format(s) => {
                write!(f, "format is '{s}', expected '{RECORD_FORMAT}'")
            }
            RecordError::Version(v) => write!(
                f,
                "record version {v} is not supported (this build reads version {RECORD_VERSION})"
            ),
            RecordError::Setup(e) => write!(f, "bad setup: {e}"),
            RecordError::Move { index, text, error } => {
                write!(f, "move {} ('{text}'): {error}", index + 1)
            }
        }
    }
}

impl std::error::Error for RecordError {}

impl GameRecord {
    fn new(rules: Rules, start: Option<String>, moves: Vec<String>) -> GameRecord {
        GameRecord {
            format: RECORD_FORMAT.to_string(),
            version: RECORD_VERSION,
            rules,
            start,
            moves,
            names: Vec::new(),
        }
    }

    /// The record of a Chinese checkers game.
    pub fn from_game(game: &CheckersGame) -> GameRecord {
        let rules = *game.rules();
        let start = game.start_position();
        let standard = Position::start(&rules).ok();
        let start = (standard.as_ref() != Some(start)).then(|| start.to_notation());
        GameRecord::new(rules, start, game.moves().map(|m| m.to_string()).collect())
    }

    /// The record of a Petri game.
    pub fn from_petri(game: &PetriGame) -> GameRecord {
        let rules = *game.start().rules();
        let fresh = PetriState::new(&rules).ok();
        let start = (fresh.as_ref() != Some(game.start())).then(|| game.start().to_notation());
        GameRecord::new(
            rules,
            start,
            game.actions().iter().map(|a| a.to_text()).collect(),
        )
    }

    /// Play the record again from its start.
    pub fn replay(&self) -> Result<Game, RecordError> {
        if self.format != RECORD_FORMAT {
            return Err(RecordError::Format(self.format.clone()));
        }
        if self.version != RECORD_VERSION {
            return Err(RecordError::Version(self.version));
        }
        let setup = |e: &dyn fmt::Display| RecordError::Setup(e.to_string());
        if self.rules.is_petri() {
            let start = match &self.start {
                Some(s) => PetriState::from_notation(&self.rules, s).map_err(|e| setup(&e))?,
                None => PetriState::new(&self.rules).map_err(|e| setup(&e))?,
            };
            let mut g = PetriGame::new(start);
            for (index, text) in self.moves.iter().enumerate() {
                let err = |e: &dyn fmt::Display| RecordError::Move {
                    index,
                    text: text.clone(),
                    error: e.to_string(),
                };
                let a = PetriAction::parse(self.rules.size, text).map_err(|e| err(&e))?;
                g.play(a).map_err(|e| err(&e))?;
            }
            Ok(Game::Petri(g))
        } else {
            let start = match &self.start {
                Some(s) => Position::from_notation(&self.rules, s).map_err(|e| setup(&e))?,
                None => Position::start(&self.rules).map_err(|e| setup(&e))?,
            };
            let mut g = CheckersGame::from_position(start);
            for (index, text) in self.moves.iter().enumerate() {
                g.play_text(text).map_err(|e| RecordError::Move {
                    index,
                    text: text.clone(),
                    error: e.to_string(),
                })?;
            }
            Ok(Game::Checkers(g))
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("records always serialise")
    }

    /// Read a record (or save file) from JSON; checks format and version, not the moves.
    pub fn from_json(text: &str) -> Result<GameRecord, RecordError> {
        #[derive(Deserialize)]
        struct Header {
            format: Option<String>,
            version: Option<u32>,
        }
        let h: Header = serde_json::from_str(text).map_err(|e| RecordError::Json(e.to_string()))?;
        match h.format {
            Some(f) if f == RECORD_FORMAT => {}
            Some(f) => return Err(RecordError::Format(f)),
            None => return Err(RecordError::Json("missing field `format`".into())),
        }
        match h.version {
            Some(RECORD_VERSION) => {}
            Some(v) => return Err(RecordError::Version(v)),
            None => return Err(RecordError::Json("missing field `version`".into())),
        }
        serde_json::from_str(text).map_err(|e| RecordError::Json(e.to_string()))
    }
}

impl serde::Serialize for CheckersGame {
    /// A game serialises as its [`GameRecord`].
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        GameRecord::from_game(self).serialize(s)
    }
}

impl<'de> serde::Deserialize<'de> for CheckersGame {
    /// Read a [`GameRecord`] and replay it.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<CheckersGame, D::Error> {
        match GameRecord::deserialize(d)?.replay() {
            Ok(Game::Checkers(g)) => Ok(g),
            Ok(Game::Petri(_)) => Err(serde::de::Error::custom(
                "this is a Petri record, not a Chinese checkers game",
            )),
            Err(e) => Err(serde::de::Error::custom(e)),
        }
    }
}

impl serde::Serialize for PetriGame {
    /// A Petri game serialises as its [`GameRecord`].
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        GameRecord::from_petri(self).serialize(s)
    }
}

impl<'de> serde::Deserialize<'de> for PetriGame {
    /// Read a [`GameRecord`] and replay it.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<PetriGame, D::Error> {
        match GameRecord::deserialize(d)?.replay() {
            Ok(Game::Petri(g)) => Ok(g),
            Ok(Game::Checkers(_)) => Err(serde::de::Error::custom(
                "this is a Chinese checkers record, not a Petri game",
            )),
            Err(e) => Err(serde::de::Error::custom(e)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Preset;

    #[test]
    fn games_serialise_as_records() {
        let rules = Rules::preset(Preset::Classic, 2);
        let mut g = CheckersGame::new(&rules).unwrap();
        g.play_text("n1-m5").unwrap();
        let json = serde_json::to_string(&g).unwrap();
        let back: CheckersGame = serde_json::from_str(&json).unwrap();
        assert_eq!(back.position(), g.position());
        assert!(serde_json::from_str::<PetriGame>(&json).is_err());
        let bad = json.replace("n1-m5", "n1-n2");
        let e = serde_json::from_str::<CheckersGame>(&bad)
            .unwrap_err()
            .to_string();
        assert!(e.contains("move 1"), "{e}");
        // Wrong version or format: named.
        let v2 = json.replace("\"version\":1", "\"version\":2");
        assert_eq!(GameRecord::from_json(&v2), Err(RecordError::Version(2)));
        let other = json.replace("petri-record", "chess-pgn");
        assert!(matches!(
            GameRecord::from_json(&other),
            Err(RecordError::Format(_))
        ));
    }
}
