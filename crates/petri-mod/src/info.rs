//! `mod.ron`: what a mod is.

use serde::Deserialize;

use crate::Problem;

/// `mod.ron`, as a modder writes it:
///
/// ```ron
/// (
///     id: "meadow",
///     name: "Meadow",
///     version: "1.0.0",
///     author: "Ann",
///     description: "A green board, Esperanto texts and three puzzles.",
///     game: ">=0.1",
///     depends: [(id: "other-mod", version: ">=1.2")],
/// )
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ModInfo {
    /// The mod's name for the game: 2 to 40 lower-case letters, digits, `-` and `_`, starting
    /// with a letter. Two mods with the same id are one mod in two versions.
    pub id: String,
    /// The name players see.
    pub name: String,
    /// The mod's version (semantic versioning: `1.0.0`).
    pub version: String,
    #[serde(default)]
    pub author: String,
    #[serde(default)]
    pub description: String,
    /// The game versions the mod fits, as a Cargo-style requirement (`>=0.1`, `0.1.*`).
    pub game: String,
    /// Mods this one needs, enabled before it.
    #[serde(default)]
    pub depends: Vec<Dependency>,
}

/// A mod another one needs: its id and the versions that do.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Dependency {
    pub id: String,
    #[serde(default = "any_version")]
    pub version: String,
}

fn any_version() -> String {
    "*".to_owned()
}

/// The id of the game's own content (`assets/mod.ron`): the base every mod stacks on. It
/// owns every lesson, diagram and text id; no other mod may take it.
pub const BASE_ID: &str = "petri";

impl ModInfo {
    /// Whether this is the game's own content, the base mod.
    pub fn is_base(&self) -> bool {
        self.id == BASE_ID
    }
}

impl Dependency {
    /// Whether the mod `id` in `version` meets this need (the base, `petri`, is the game in
    /// its own version: always there).
    pub fn met_by(&self, id: &str, version: &str) -> bool {
        id == self.id
            && semver::VersionReq::parse(&self.version)
                .is_ok_and(|req| semver::Version::parse(version).is_ok_and(|v| req.matches(&v)))
    }

    /// Whether the game itself meets this need: a need of the base, in a version it is.
    pub fn met_by_the_game(&self) -> bool {
        self.met_by(BASE_ID, crate::GAME_VERSION)
    }
}

/// Whether `id` is a mod id (see [`ModInfo::id`]).
pub fn valid_id(id: &str) -> bool {
    (2..=40).contains(&id.len())
        && id.starts_with(|c: char| c.is_ascii_lowercase())
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_')
}

/// A mod id made from a name: lower case, spaces as `-`, other characters dropped.
pub fn id_from_name(name: &str) -> Result<String, String> {
    let id: String = name
        .trim()
        .chars()
        .filter_map(|c| match c {
            ' ' | '-' => Some('-'),
            c if c.is_ascii_alphanumeric() || c == '_' => Some(c.to_ascii_lowercase()),
            _ => None,
        })
        .collect();
    let id = id
        .trim_start_matches(|c: char| !c.is_ascii_lowercase())
        .to_owned();
    if valid_id(&id) {
        Ok(id)
    } else {
        Err(format!(
            "`{name}` does not make a mod id (2 to 40 letters, digits, `-` or `_`, starting with a letter)"
        ))
    }
}

/// The line (from 1) of the first line of `text` that `needle` is on.
pub(crate) fn line_of(text: &str, needle: &str) -> Option<usize> {
    text.lines().position(|l| l.contains(needle)).map(|i| i + 1)
}

impl ModInfo {
    /// Reads and checks `mod.ron`: every problem with its line.
    pub fn parse(text: &str) -> Result<ModInfo, Vec<Problem>> {
        let file = "mod.ron";
        let info: ModInfo = crate::check::ron_options().from_str(text).map_err(|e| {
            vec![Problem::new(
                file,
                Some(e.span.start.line),
                e.code.to_string(),
            )]
        })?;
        let mut problems = Vec::new();
        let at = |field: &str| line_of(text, &format!("{field}:"));
        if !valid_id(&info.id) {
            problems.push(Problem::new(
                file,
                at("id"),
                format!(
                    "id `{}` is not a mod id: 2 to 40 lower-case letters, digits, `-` or `_`, \
                     starting with a letter",
                    info.id
                ),
            ));
        }
        if info.name.trim().is_empty() {
            problems.push(Problem::new(file, at("name"), "name is empty"));
        }
        if let Err(e) = semver::Version::parse(&info.version) {
            problems.push(Problem::new(
                file,
                at("version"),
                format!(
                    "version `{}` is not a version such as 1.0.0: {e}",
                    info.version
                ),
            ));
        }
        match semver::VersionReq::parse(&info.game) {
            Err(e) => problems.push(Problem::new(
                file,
                at("game"),
                format!(
                    "game `{}` is not a requirement such as >=0.1: {e}",
                    info.game
                ),
            )),
            Ok(req) => {
                let game = semver::Version::parse(crate::GAME_VERSION).expect("the game's version");
                if !req.matches(&game) {
                    problems.push(Problem::new(
                        file,
                        at("game"),
                        format!(
                            "the mod fits game versions {}, this game is {game}",
                            info.game
                        ),
                    ));
                }
            }
        }
        for dep in &info.depends {
            let line = line_of(text, &format!("\"{}\"", dep.id));
            if !valid_id(&dep.id) {
                problems.push(Problem::new(
                    file,
                    line,
                    format!("depends on `{}`, which is not a mod id", dep.id),
                ));
            }
            if dep.id == info.id {
                problems.push(Problem::new(file, line, "the mod depends on itself"));
            }
            if let Err(e) = semver::VersionReq::parse(&dep.version) {
                problems.push(Problem::new(
                    file,
                    line,
                    format!(
                        "depends on {} `{}`, which is not a requirement: {e}",
                        dep.id, dep.version
                    ),
                ));
            }
        }
        if problems.is_empty() {
            Ok(info)
        } else {
            Err(problems)
        }
    }
}
