//! Petri: Chinese checkers in every common rule set, and Jonathan Leistiko's Petri dice game.
//!
//! The rules live in `petri-rules` and the computer players in `petri-ai`; this crate shows
//! them. It is split in two halves:
//!
//! - [`core_plugin`]: screens and turn phases as states, the game as a resource, holes, pieces
//!   and dice as entities that follow it, input and outcome messages, computer players on the
//!   async compute pool. No rendering: headless tests run it with `MinimalPlugins`.
//! - [`view_plugin`]: loading, sprites, animations, the egui screens and HUD, mouse and
//!   keyboard.
//!
//! One plugin per module (`pub(super) fn plugin(app: &mut App)`).

// The log macros everywhere (`info!`, `warn!` …): Bevy's prelude has them natively only.
#[macro_use]
extern crate tracing;

pub mod automation;
pub mod core;
pub mod learn;
pub mod online;
pub mod play;
pub mod puzzles;
pub mod replay;
pub mod review;
pub mod tour;
pub mod view;
pub mod web;

use bevy::prelude::*;

/// The game without rendering: states, rules state, entities, messages, computer players.
pub fn core_plugin(app: &mut App) {
    app.add_plugins((
        core::plugin,
        play::plugin,
        replay::plugin,
        web::plugin,
        online::plugin,
        learn::core_plugin,
        puzzles::core_plugin,
        review::core_plugin,
    ));
}

/// Everything people see and touch.
pub fn view_plugin(app: &mut App) {
    app.add_plugins((
        view::plugin,
        play::view::plugin,
        online::view::plugin,
        replay::view::plugin,
        learn::view_plugin,
        puzzles::view_plugin,
        review::view::plugin,
    ));
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};
    use std::path::Path;

    /// Every Rust file under `src/`: its path, and its path from `src/`.
    fn rust_files() -> Vec<(std::path::PathBuf, std::path::PathBuf)> {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let (mut dirs, mut files) = (vec![root.clone()], Vec::new());
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).unwrap().flatten() {
                let path = entry.path();
                if path.is_dir() {
                    dirs.push(path);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let rel = path.strip_prefix(&root).unwrap().to_path_buf();
                    files.push((path, rel));
                }
            }
        }
        files
    }

    /// The layer a path from `src/` (or a path after `crate::`) lies in: its top-level module,
    /// and a feature's view half apart from its core half (`online/view/lobby.rs` and
    /// `crate::online::view::lobby` are `online/view`; `online/client.rs` is `online`).
    fn layer<'a>(mut parts: impl Iterator<Item = &'a str>) -> String {
        let first = parts.next().unwrap_or("").trim_end_matches(".rs");
        match parts.next() {
            Some(second) if first != "view" && second.starts_with("view") => {
                format!("{first}/view")
            }
            _ => first.to_owned(),
        }
    }

    /// The game's layers (see [`layer`]) each one names with `crate::…` in its code (comments
    /// left out), `use crate::{a, b::c}` groups too.
    fn imports() -> BTreeMap<String, BTreeSet<String>> {
        let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (path, rel) in rust_files() {
            let module = layer(rel.iter().map(|p| p.to_str().unwrap()));
            if module == "lib" || module == "main" {
                continue;
            }
            let code: String = std::fs::read_to_string(&path)
                .unwrap()
                .lines()
                .map(|l| l.split("//").next().unwrap_or(""))
                .collect::<Vec<_>>()
                .join("\n");
            let named = graph.entry(module.clone()).or_default();
            let path_of = |text: &str| -> String {
                let path: String = text
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
                    .collect();
                layer(path.split("::"))
            };
            for (at, _) in code.match_indices("crate::") {
                let rest = &code[at + "crate::".len()..];
                if let Some(group) = rest.strip_prefix('{') {
                    // `crate::{a::X, b, c::{d, e}}`: each item's path.
                    let mut depth = 0;
                    let mut item = 0;
                    for (i, c) in group.char_indices() {
                        match c {
                            '{' => depth += 1,
                            '}' if depth == 0 => {
                                named.insert(path_of(group[item..].trim_start()));
                                break;
                            }
                            '}' => depth -= 1,
                            ',' if depth == 0 => {
                                named.insert(path_of(group[item..].trim_start()));
                                item = i + 1;
                            }
                            _ => {}
                        }
                    }
                } else {
                    named.insert(path_of(rest));
                }
            }
            named.remove(&module);
        }
        graph
    }

    /// A file of the view's side: under a folder named `view…`, named `view….rs` (a
    /// feature's view half, or the shared view), or one of the files that assemble the app and
    /// script it (`lib.rs`, `main.rs`, `tour.rs`, `automation.rs`).
    fn view_side(rel: &Path) -> bool {
        const ASSEMBLY: [&str; 4] = ["lib.rs", "main.rs", "tour.rs", "automation.rs"];
        let name = rel.file_name().unwrap().to_string_lossy();
        ASSEMBLY.contains(&name.as_ref())
            || rel
                .iter()
                .any(|part| part.to_string_lossy().starts_with("view"))
    }

    /// Every file of the core (each file, not each top-level module: a core module's
    /// submodule counts) leaves the view alone, outside comments and its tests: the core runs
    /// headless, and the view draws what it holds.
    #[test]
    fn no_core_file_imports_the_view() {
        let (mut core, mut offenders) = (0, Vec::new());
        {
            for (path, rel) in rust_files() {
                let rel = rel.as_path();
                if view_side(rel) || rel.ends_with("tests.rs") {
                    continue;
                }
                core += 1;
                let text = std::fs::read_to_string(&path).unwrap();
                let text = text.split("#[cfg(test)]\nmod tests {").next().unwrap_or("");
                let code: String = text
                    .lines()
                    .map(|l| l.split("//").next().unwrap_or(""))
                    .collect::<Vec<_>>()
                    .join("\n");
                let grouped = code.match_indices("crate::{").any(|(at, _)| {
                    let group = &code[at..];
                    let group = &group[..group.find("};").unwrap_or(group.len())];
                    group
                        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                        .any(|w| w == "view")
                });
                if code.contains("crate::view") || code.contains("super::view") || grouped {
                    offenders.push(rel.display().to_string());
                }
            }
        }
        assert!(core > 20, "the scan finds the core's files: {core}");
        assert!(
            offenders.is_empty(),
            "core files import the view: {offenders:?}"
        );
    }

    /// No module of the game imports one that imports it back, directly or through others
    /// (what the README's layout table says): the modules form layers.
    #[test]
    fn the_modules_import_each_other_one_way() {
        let graph = imports();
        assert!(
            graph["view"].contains("online") && graph["online/view"].contains("online"),
            "the scan reads imports: {graph:?}"
        );
        // The core stands on nothing of the game's but itself.
        assert!(
            graph["core"].is_empty(),
            "the core imports {:?}",
            graph["core"]
        );
        // Depth-first search for a way back to where it started.
        fn back(
            graph: &BTreeMap<String, BTreeSet<String>>,
            from: &str,
            path: &mut Vec<String>,
            done: &mut BTreeSet<String>,
        ) -> Option<Vec<String>> {
            if let Some(i) = path.iter().position(|m| m == from) {
                return Some(path[i..].to_vec());
            }
            if !done.insert(from.to_owned()) {
                return None;
            }
            path.push(from.to_owned());
            for next in graph.get(from).into_iter().flatten() {
                if let Some(cycle) = back(graph, next, path, done) {
                    return Some(cycle);
                }
            }
            path.pop();
            None
        }
        for module in graph.keys() {
            let cycle = back(&graph, module, &mut Vec::new(), &mut BTreeSet::new());
            assert!(
                cycle.is_none(),
                "modules import each other in a circle: {cycle:?}"
            );
        }
    }
}
