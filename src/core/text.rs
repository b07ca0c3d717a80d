//! Every sentence the interface shows, looked up by key in a language table, so the game can
//! be translated without touching code.
//!
//! The tables are Fluent files read by `petri-text` (see `assets/lang/README.md`): English is
//! `assets/lang/en.ftl`, always there (built into the game natively, fetched with it on the web); another language is
//! `assets/lang/<code>.ftl` with the same keys. A key missing from a translation shows the
//! English text and one missing from English shows the key itself: a gap never crashes the
//! game (the tests make sure no shipped language has a gap). Values are put in by [`tr_with`];
//! a number among them chooses the plural form by the language's CLDR rules.

use std::sync::{Arc, RwLock};

use petri_text::Arg;
pub use petri_text::{SHIPPED, Shipped, Table};

/// The English texts (`assets/lang/en.ftl`): built in natively, handed over by the page on
/// the web (see [`crate::core::built_in::EARLY`]).
pub fn english_source() -> &'static str {
    std::str::from_utf8(crate::core::built_in::early("lang/en.ftl")).unwrap_or_default()
}

struct Tables {
    english: Arc<Table>,
    /// The enabled mods' own English texts (`lang/en.ftl` of each), the top mod first.
    mods: Vec<Arc<Table>>,
    chosen: Option<Arc<Table>>,
}

static TABLES: RwLock<Option<Tables>> = RwLock::new(None);

/// Reads a language file of language `code`; an error names the line.
pub fn parse(code: &str, text: &str) -> Result<Table, String> {
    Table::parse(code, text)
}

fn with_tables<T>(f: impl FnOnce(&Tables) -> T) -> T {
    if let Ok(guard) = TABLES.read()
        && let Some(tables) = guard.as_ref()
    {
        return f(tables);
    }
    let english = Arc::new(parse("en", english_source()).unwrap_or_else(|e| {
        tracing::error!("assets/lang/en.ftl: {e}");
        Table::parse("en", "").expect("an empty table reads")
    }));
    let tables = Tables {
        english,
        mods: Vec::new(),
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

fn lookup(key: &str, args: &[(&str, Arg)]) -> String {
    with_tables(|t| {
        t.chosen
            .as_ref()
            .and_then(|table| table.text(key, args))
            .or_else(|| t.mods.iter().find_map(|table| table.text(key, args)))
            .or_else(|| t.english.text(key, args))
            .unwrap_or_else(|| key.to_owned())
    })
}

/// The text for `key` in the chosen language (English, then the key itself, when missing).
pub fn tr(key: &str) -> String {
    lookup(key, &[])
}

/// [`tr`] with `{ $name }` placeholders filled in; a value shown as a plain number (`3`)
/// chooses plural forms.
pub fn tr_with(key: &str, args: &[(&str, &dyn std::fmt::Display)]) -> String {
    let args: Vec<(&str, Arg)> = args
        .iter()
        .map(|(name, value)| (*name, Arg::from_shown(value.to_string())))
        .collect();
    lookup(key, &args)
}

/// The enabled mods' own English texts (their `lang/en.ftl`, the bottom of the stack first):
/// looked up after the chosen language and before the game's English. A file that cannot be
/// read is left out (the mod's check names its problem).
pub fn set_mod_english(texts: &[String]) {
    let tables: Vec<Arc<Table>> = texts
        .iter()
        .rev()
        .filter_map(|t| parse("en", t).ok().map(Arc::new))
        .collect();
    with_tables(|_| ());
    if let Ok(mut guard) = TABLES.write()
        && let Some(tables_now) = guard.as_mut()
    {
        tables_now.mods = tables;
    }
}

/// The language in use (`en` unless another table was chosen).
pub fn language() -> String {
    with_tables(|t| {
        t.chosen
            .as_ref()
            .map_or_else(|| "en".to_owned(), |table| table.code().to_owned())
    })
}

/// The font the language in use needs beyond the built-in ones (a file in `assets/fonts`).
pub fn language_font() -> Option<String> {
    with_tables(|t| t.chosen.as_ref().and_then(|c| c.font().map(str::to_owned)))
}

/// Uses the table in `text` for language `code` (`en` or `None` goes back to English).
pub fn set_language(code: &str, text: Option<&str>) -> Result<(), String> {
    let chosen = match text {
        Some(text) if code != "en" => Some(Arc::new(parse(code, text)?)),
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

/// A language's own name: a shipped one's, else the file's `language-name`, else its code.
pub fn language_name(code: &str, text: Option<&str>) -> String {
    if let Some(s) = SHIPPED.iter().find(|s| s.code == code) {
        return s.name.to_owned();
    }
    text.and_then(|t| parse(code, t).ok())
        .and_then(|t| t.name().map(str::to_owned))
        .unwrap_or_else(|| code.to_owned())
}

/// The languages there are tables for, by code: the shipped ones, then any other
/// `assets/lang/<code>.ftl` found natively (a modder's).
pub fn available(lang_dir: &std::path::Path) -> Vec<String> {
    let mut codes: Vec<String> = SHIPPED.iter().map(|s| s.code.to_owned()).collect();
    let mut found: Vec<String> = std::fs::read_dir(lang_dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            let code = name.strip_suffix(".ftl")?;
            (!code.is_empty() && !codes.iter().any(|c| c == code)).then(|| code.to_owned())
        })
        .collect();
    found.sort();
    codes.extend(found);
    codes
}

/// Switches to language `code`, reading `<lang_dir>/<code>.ftl`; `en` needs no file. On an
/// error (no such file, a broken one) the language stays as it was.
pub fn load_language(lang_dir: &std::path::Path, code: &str) -> Result<(), String> {
    if code == "en" || code.is_empty() {
        return set_language("en", None);
    }
    let path = lang_dir.join(format!("{code}.ftl"));
    let text = std::fs::read_to_string(&path)
        .map_err(|e| format!("language {code}: cannot read {}: {e}", path.display()))?;
    set_language(code, Some(&text)).map_err(|e| format!("{}: {e}", path.display()))
}

/// The shipped language that suits the player best: the system's languages natively, the
/// browser's (`navigator.languages`) on the web; English when none is shipped.
pub fn system_language() -> &'static str {
    let asked: Vec<String> = sys_locale::get_locales().collect();
    petri_text::best_shipped(&asked)
}

/// Whether English has a text for `key`.
pub fn english_has(key: &str) -> bool {
    with_tables(|t| t.english.has(key))
}

/// The keys of the English table.
pub fn english_keys() -> Vec<String> {
    with_tables(|t| t.english.keys().collect())
}

/// The English text of `key` with no values put in (placeholders show as `{$name}`).
pub fn english_text(key: &str) -> Option<String> {
    with_tables(|t| t.english.text(key, &[]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::games::explain::list;

    /// Every `tr("…")`/`tr_with("…"` key in the sources is in the English table, and every
    /// English key is used.
    #[test]
    fn every_key_in_the_code_has_an_english_text_and_every_text_is_used() {
        let english = parse("en", english_source()).expect("en.ftl reads");
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
                        used.insert(key);
                    }
                }
            }
        }
        // The lessons' and How to play's keys are in the book (assets/learn/book.ron).
        // The themes name their seat colours by key.
        let themes = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/themes");
        let mut data = vec![include_str!("../../assets/learn/book.ron").to_owned()];
        for theme in std::fs::read_dir(themes).unwrap().flatten() {
            data.extend(std::fs::read_to_string(theme.path().join("theme.ron")));
        }
        for key in english.keys() {
            if data.iter().any(|d| d.contains(&format!("\"{key}\""))) {
                used.insert(key);
            }
        }
        let missing: Vec<_> = used.iter().filter(|k| !english.has(k)).collect();
        assert!(missing.is_empty(), "keys without English text: {missing:?}");
        let unused: Vec<_> = english
            .keys()
            .filter(|k| !used.contains(k) && !k.starts_with("language."))
            .collect();
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
        let items = |n: usize| -> Vec<String> {
            ["A", "B", "C", "D"][..n]
                .iter()
                .map(|s| s.to_string())
                .collect()
        };
        assert_eq!(list(&items(0)), "");
        assert_eq!(list(&items(1)), "A");
        assert_eq!(list(&items(2)), "A and B");
        assert_eq!(list(&items(3)), "A, B, and C");
        assert_eq!(list(&items(4)), "A, B, C, and D");
        // A partial translation: its texts where it has them, English elsewhere.
        set_language(
            "xx",
            Some(
                "language-name = X\nhud-replay_progress = Wiederholung { $at }/{ $total }\n\
                 list-two = { $a } und { $b }\nlist-middle = { $a }, { $b }\n\
                 list-end = { $a } und { $b }\n",
            ),
        )
        .unwrap();
        assert_eq!(language(), "xx");
        assert_eq!(list(&items(2)), "A und B");
        assert_eq!(list(&items(4)), "A, B, C und D");
        assert_eq!(
            tr_with("hud.replay_progress", &[("at", &3), ("total", &40)]),
            "Wiederholung 3/40"
        );
        assert_eq!(tr(&key), english_text);
        assert!(set_language("yy", Some("nope = {")).is_err());
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
        std::fs::write(dir.join("en.ftl"), english_source()).unwrap();
        std::fs::write(dir.join("zz.ftl"), "nope = {").unwrap();
        std::fs::write(dir.join("README.md"), "").unwrap();
        let codes = available(&dir);
        assert_eq!(codes[0], "en");
        assert_eq!(codes.last().map(String::as_str), Some("zz"));
        assert_eq!(codes.len(), SHIPPED.len() + 1);
        let e = load_language(&dir, "zz").unwrap_err();
        assert!(e.contains("zz.ftl") && e.contains("line 1"), "{e}");
        let e = load_language(&dir, "qq").unwrap_err();
        assert!(e.contains("qq.ftl"), "{e}");
        assert!(load_language(&dir, "en").is_ok());
        // The shipped folder has English.
        let shipped = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/lang");
        assert_eq!(available(&shipped)[0], "en");
        let _ = std::fs::remove_dir_all(dir);
    }
}
