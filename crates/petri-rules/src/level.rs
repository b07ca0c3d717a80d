//! [`Level`]: how strong a computer player is. The computer players (`petri-ai`, which decides
//! what each level searches), the command line, the game and the online protocol (`petri-net`)
//! all name levels with this one type; it lives here, in the crate they all depend on, so that
//! the protocol needs no computer players to name one.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// How strong a computer player is, weakest first. Its name ([`Level::name`], `Display`,
/// `FromStr`) is also its JSON form (`"beginner"` … `"master"`): on the online protocol's
/// wire, in the server's storage and in the game's settings. Any other name is refused with an
/// error naming it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Beginner,
    Easy,
    Medium,
    Hard,
    Master,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 5] = [
        Level::Beginner,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Master,
    ];

    /// Every level's name, in the order of [`Level::ALL`].
    pub const NAMES: [&'static str; 5] = ["beginner", "easy", "medium", "hard", "master"];

    /// The level's name: `beginner`, `easy`, `medium`, `hard` or `master`.
    pub fn name(self) -> &'static str {
        Level::NAMES[self as usize]
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;
    fn from_str(s: &str) -> Result<Level, String> {
        Level::ALL
            .into_iter()
            .find(|l| l.name() == s)
            .ok_or_else(|| {
                format!("unknown level '{s}' (expected beginner, easy, medium, hard or master)")
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The names are the JSON form and read back; the order is by strength.
    #[test]
    fn levels_are_named_the_same_everywhere() {
        let json = serde_json::to_string(&Level::ALL).unwrap();
        assert_eq!(json, r#"["beginner","easy","medium","hard","master"]"#);
        assert_eq!(
            serde_json::from_str::<[Level; 5]>(&json).unwrap(),
            Level::ALL
        );
        for (i, l) in Level::ALL.into_iter().enumerate() {
            assert_eq!(l.name(), Level::NAMES[i]);
            assert_eq!(l.to_string(), Level::NAMES[i]);
            assert_eq!(l.name().parse::<Level>(), Ok(l));
        }
        assert!(Level::ALL.is_sorted());
        let e = "grandmaster".parse::<Level>().unwrap_err();
        assert!(e.contains("'grandmaster'"), "{e}");
        let e = serde_json::from_str::<Level>(r#""god""#).unwrap_err();
        assert!(e.to_string().contains("god"), "{e}");
        assert!(serde_json::from_str::<Level>(r#""Master""#).is_err());
    }
}
