//! Petri's mods: one package for themes, sounds, languages, lessons and puzzles.
//!
//! A mod is a folder, or a `.zip` of one, holding `mod.ron` (what the mod is: [`ModInfo`]) and
//! any of the game's content in the same places as in the game's `assets/` folder:
//!
//! | where | what |
//! | --- | --- |
//! | `themes/<name>/theme.ron` and its pictures | a theme (the format of `assets/themes/README.md`) |
//! | `sounds/*.wav` | sounds, replacing the game's of the same name |
//! | `lang/<code>.ftl` | a language, or texts of one (`assets/lang/README.md`) |
//! | `fonts/*.ttf`, `fonts/*.otf` | a font a language names with `language-font` |
//! | `learn/book.ron` | lessons, diagrams and How to play pages |
//! | `puzzles/*.jsonl` | puzzle sets (one puzzle a JSON line, as `petri-cli puzzles` writes) |
//! | `ui/*.png` | the board's light pictures (shadow, glow, vignette, grain) |
//! | `README.md`, `LICENSE*` | for people |
//!
//! [`Package::read_dir`] and [`Package::read_zip`] read a mod safely: a mod is data, never
//! code, and one that is too large, holds too many files, has paths that leave its folder or
//! pictures too large is refused whole ([`Limits`]). [`check`] then checks every file against
//! the game's own rules: each [`Problem`] names the file, the line where there is one, and
//! what is wrong.
//!
//! No Bevy and no I/O beyond reading the mod's own folder: `petri-cli mod check` and the game
//! both use it.

mod check;
mod info;
mod package;

pub use check::{ENGLISH, check, check_with};
pub use info::{BASE_ID, Dependency, ModInfo};
pub use package::{Limits, Package, strip_top_folder};

/// One thing wrong with a mod: the file (a path inside the mod), the line when the problem
/// has one, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub file: String,
    pub line: Option<usize>,
    pub what: String,
}

impl Problem {
    pub fn new(file: impl Into<String>, line: Option<usize>, what: impl Into<String>) -> Problem {
        Problem {
            file: file.into(),
            line,
            what: what.into(),
        }
    }
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.file.is_empty(), self.line) {
            // The whole mod (a zip that does not read, a mod over a limit).
            (true, _) => write!(f, "{}", self.what),
            (false, Some(line)) => write!(f, "{}:{line}: {}", self.file, self.what),
            (false, None) => write!(f, "{}: {}", self.file, self.what),
        }
    }
}

/// The game's version, which a mod's `game` requirement is matched against.
pub const GAME_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The files of a new mod named `name` (`petri-cli mod new`): `mod.ron`, a theme to start
/// from and a README. `id` is the name in lower case with `-` for spaces. The result passes
/// [`check`].
pub fn new_mod(name: &str) -> Result<Vec<(String, String)>, String> {
    let id = info::id_from_name(name)?;
    let mod_ron = format!(
        "// What this mod is. `petri-cli mod check` checks it; see the game's assets/mods/README.md.\n\
         (\n    \
             id: \"{id}\",\n    \
             name: {name:?},\n    \
             version: \"0.1.0\",\n    \
             author: \"\",\n    \
             description: \"\",\n    \
             // The game versions it fits (a Cargo-style requirement).\n    \
             game: \">={GAME_VERSION}\",\n\
         )\n"
    );
    let theme = format!(
        "// A theme: only `name` is needed; every other field keeps the classic theme's value.\n\
         // The fields and the pictures' slots: the game's assets/themes/README.md.\n\
         (\n    \
             name: {name:?},\n    \
             palette: (\n        \
                 background: \"#1f2a24\",\n        \
                 board: \"#b8956a\",\n    \
             ),\n    \
             images: (\n        \
                 marble: \"/themes/classic/marble.png\",\n        \
                 hole: \"/themes/classic/hole.png\",\n        \
                 ring: \"/themes/classic/ring.png\",\n        \
                 dot: \"/themes/classic/dot.png\",\n        \
                 dice: \"/themes/classic/dice.png\",\n        \
                 symbols: \"/themes/classic/symbols.png\",\n    \
             ),\n\
         )\n"
    );
    let readme = format!(
        "# {name}\n\nA mod for Petri. Check it with `petri-cli mod check .`; add files as \
         the game's assets/mods/README.md describes.\n"
    );
    Ok(vec![
        ("mod.ron".to_owned(), mod_ron),
        (format!("themes/{id}/theme.ron"), theme),
        ("README.md".to_owned(), readme),
    ])
}

#[cfg(test)]
mod tests;
