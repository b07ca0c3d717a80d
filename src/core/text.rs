//! Every sentence the interface shows, looked up by key in a language table, so the game can
//! be translated without touching code.
//!
//! English is `assets/lang/en.ron` (built into the game, so it is always there); another
//! language is a file `assets/lang/<code>.ron` with the same keys (see `assets/lang/README.md`).
//! A key missing from a translation shows the English text, a key missing from English shows
//! the key itself: a gap never crashes the game. `{name}` in a text is filled by [`tr_with`].

use std::collections::HashMap;
use std::sync::{Arc, RwLock};

/// The English table, built in.
pub const ENGLISH: &str = include_str!("../../assets/lang/en.ron");

type Table = HashMap<String, String>;

struct Tables {
    english: Arc<Table>,
    chosen: Option<(String, Arc<Table>)>,
}

static TABLES: RwLock<Option<Tables>> = RwLock::new(None);

/// Reads a language file: a RON map from keys to texts.
pub fn parse(text: &str) -> Result<Table, String> {
    ron::from_str::<Table>(text).map_err(|e| e.to_string())
}

fn with_tables<T>(f: impl FnOnce(&Tables) -> T) -> T {
    if let Ok(guard) = TABLES.read()
        && let Some(tables) = guard.as_ref()
    {
        return f(tables);
    }
    let english = Arc::new(parse(ENGLISH).unwrap_or_default());
    let tables = Tables {
        english,
        chosen: None,
    };
    let out = f(&tables);
    if let Ok(mut guard) = TABLES.write()
        && guard.is_none()
    {
        *guard = Some(tables);
    }
    out
}

/// The text for `key` in the chosen language (English, then the key itself, when missing).
pub fn tr(key: &str) -> String {
    with_tables(|t| {
        t.chosen
            .as_ref()
            .and_then(|(_, table)| table.get(key))
            .or_else(|| t.english.get(key))
            .cloned()
            .unwrap_or_else(|| key.to_owned())
    })
}

/// [`tr`] with `{name}` placeholders filled in.
pub fn tr_with(key: &str, args: &[(&str, &dyn std::fmt::Display)]) -> String {
    let mut text = tr(key);
    for (name, value) in args {
        text = text.replace(&format!("{{{name}}}"), &value.to_string());
    }
    text
}

/// The language in use (`en` unless another table was chosen).
pub fn language() -> String {
    with_tables(|t| {
        t.chosen
            .as_ref()
            .map_or_else(|| "en".to_owned(), |(code, _)| code.clone())
    })
}

/// Uses the table in `text` for language `code` (`en` or `None` goes back to English).
pub fn set_language(code: &str, text: Option<&str>) -> Result<(), String> {
    let chosen = match text {
        Some(text) if code != "en" => Some((code.to_owned(), Arc::new(parse(text)?))),
        _ => None,
    };
    with_tables(|_| ());
    if let Ok(mut guard) = TABLES.write()
        && let Some(tables) = guard.as_mut()
    {
        tables.chosen = chosen;
    }
    Ok(())
}

/// The languages there are tables for, by code: `en`, then every `assets/lang/<code>.ron`
/// natively (the web build has English only: it cannot list folders).
pub fn available(lang_dir: &std::path::Path) -> Vec<String> {
    let mut codes: Vec<String> = std::fs::read_dir(lang_dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            let code = name.strip_suffix(".ron")?;
            (code != "en" && !code.is_empty()).then(|| code.to_owned())
        })
        .collect();
    codes.sort();
    codes.insert(0, "en".to_owned());
    codes
}

/// Switches to language `code`, reading `<lang_dir>/<code>.ron`; `en` needs no file. On an
/// error (no such file, a broken one) the language stays as it was.
pub fn load_language(lang_dir: &std::path::Path, code: &str) -> Result<(), String> {
    if code == "en" || code.is_empty() {
        return set_language("en", None);
    }
    let path = lang_dir.join(format!("{code}.ron"));
    let text = std::fs::read_to_string(&path)
        .map_err(|e| format!("language {code}: cannot read {}: {e}", path.display()))?;
    set_language(code, Some(&text)).map_err(|e| format!("{}: {e}", path.display()))
}

/// The keys of the English table.
pub fn english_keys() -> Vec<String> {
    with_tables(|t| t.english.keys().cloned().collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every `tr("…")`/`tr_with("…"` key in the sources is in the English table, and every
    /// English key is used.
    #[test]
    fn every_key_in_the_code_has_an_english_text_and_every_text_is_used() {
        let english = parse(ENGLISH).expect("en.ron parses");
        let mut used = std::collections::BTreeSet::new();
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut dirs = vec![root];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).unwrap().flatten() {
                let path = entry.path();
                if path.is_dir() {
                    dirs.push(path);
                    continue;
                }
                // This file's tests use made-up keys; only Rust sources hold keys.
                if path.ends_with("text.rs") || path.extension().is_none_or(|e| e != "rs") {
                    continue;
                }
                let code = std::fs::read_to_string(&path).unwrap();
                for call in ["tr(", "tr_with("] {
                    for (at, _) in code.match_indices(call) {
                        // `tr(` itself, not the end of another name (`push_str(`).
                        let before = code[..at].chars().next_back();
                        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                            continue;
                        }
                        // The key may be on the next line; a variable key is checked below.
                        let rest = code[at + call.len()..].trim_start();
                        if let Some(quoted) = rest.strip_prefix('"') {
                            used.insert(quoted.split('"').next().unwrap().to_owned());
                        }
                    }
                }
                // Keys chosen first and looked up later (`let key = match … { … => "hud.x" }`).
                for key in english.keys() {
                    if code.contains(&format!("\"{key}\"")) {
                        used.insert(key.clone());
                    }
                }
            }
        }
        // The lessons' and How to play's keys are in the book (assets/learn/book.ron).
        let book = include_str!("../../assets/learn/book.ron");
        for key in english.keys() {
            if book.contains(&format!("\"{key}\"")) {
                used.insert(key.clone());
            }
        }
        let missing: Vec<_> = used.iter().filter(|k| !english.contains_key(*k)).collect();
        assert!(missing.is_empty(), "keys without English text: {missing:?}");
        let unused: Vec<_> = english.keys().filter(|k| !used.contains(*k)).collect();
        assert!(unused.is_empty(), "English texts nobody uses: {unused:?}");
    }

    #[test]
    fn placeholders_fallbacks_and_a_second_language() {
        assert_eq!(tr("no.such.key"), "no.such.key");
        let key = english_keys()
            .into_iter()
            .next()
            .expect("English has texts");
        let english_text = tr(&key);
        assert!(!english_text.is_empty());
        assert_eq!(
            tr_with("hud.replay_progress", &[("at", &3), ("total", &40)]),
            "Replay: move 3 of 40"
        );
        // A partial translation: its texts where it has them, English elsewhere.
        set_language(
            "xx",
            Some(r#"{ "hud.replay_progress": "Wiederholung {at}/{total}" }"#),
        )
        .unwrap();
        assert_eq!(language(), "xx");
        assert_eq!(
            tr_with("hud.replay_progress", &[("at", &3), ("total", &40)]),
            "Wiederholung 3/40"
        );
        assert_eq!(tr(&key), english_text);
        assert!(set_language("yy", Some("{ nope")).is_err());
        assert_eq!(
            language(),
            "xx",
            "a broken file leaves the language as it was"
        );
        set_language("en", None).unwrap();
        assert_eq!(language(), "en");
    }

    #[test]
    fn language_files_are_found_and_broken_ones_refused() {
        let dir = std::env::temp_dir().join(format!("petri-lang-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("en.ron"), ENGLISH).unwrap();
        std::fs::write(dir.join("zz.ron"), "{ nope").unwrap();
        std::fs::write(dir.join("README.md"), "").unwrap();
        assert_eq!(available(&dir), ["en", "zz"]);
        let e = load_language(&dir, "zz").unwrap_err();
        assert!(e.contains("zz.ron"), "{e}");
        let e = load_language(&dir, "qq").unwrap_err();
        assert!(e.contains("qq.ron"), "{e}");
        assert!(load_language(&dir, "en").is_ok());
        // The shipped folder has English.
        let shipped = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/lang");
        assert_eq!(available(&shipped)[0], "en");
        let _ = std::fs::remove_dir_all(dir);
    }
}
