//! Checking a mod's files against the game's own rules, before anything of it is played.

use std::collections::BTreeMap;

use petri_ai::puzzles::Puzzle;

use crate::info::line_of;
use crate::{Limits, Package, Problem};

/// The game's English texts: a mod's language texts are checked against them.
pub const ENGLISH: &str = include_str!("../../../assets/lang/en.ftl");

/// Theme pictures whose size the game relies on: (field of `images`, width, height). The
/// game cuts the dice into six 96-pixel faces and the seat symbols into six 64-pixel ones.
const FIXED_PICTURES: &[(&str, u32, u32)] = &[("dice", 576, 96), ("symbols", 384, 64)];

/// RON as the game reads it: the nesting limit of [`Limits::depth`] is checked before.
pub(crate) fn ron_options() -> ron::Options {
    ron::Options::default()
}

/// Everything wrong with `package`'s files, with the game's English and the default limits.
pub fn check(package: &Package) -> Vec<Problem> {
    check_with(package, ENGLISH, &Limits::default())
}

/// Everything wrong with `package`'s files: each a file, a line where there is one, and what
/// is wrong. Empty when the mod is fit to play.
pub fn check_with(package: &Package, english: &str, limits: &Limits) -> Vec<Problem> {
    let mut problems = Vec::new();
    let mut puzzle_ids: BTreeMap<String, String> = BTreeMap::new();
    for (path, bytes) in &package.files {
        let ext = path
            .rsplit_once('.')
            .map(|(_, e)| e.to_ascii_lowercase())
            .unwrap_or_default();
        let text = || match std::str::from_utf8(bytes) {
            Ok(t) => Ok(t),
            Err(e) => Err(Problem::new(
                path.clone(),
                Some(line_at(bytes, e.valid_up_to())),
                "not UTF-8 text",
            )),
        };
        let mut found = match ext.as_str() {
            "ron" | "ftl" | "jsonl" | "md" | "txt" => match text() {
                Err(p) => vec![p],
                Ok(text) => match ext.as_str() {
                    "ron" if path == "mod.ron" => Vec::new(),
                    "ron" => check_ron(package, path, text, english, limits),
                    "ftl" => check_language(package, path, text, english),
                    "jsonl" => check_puzzles(path, text, limits, &mut puzzle_ids),
                    _ => Vec::new(),
                },
            },
            "png" => check_picture(path, bytes, limits)
                .err()
                .into_iter()
                .collect(),
            "wav" => (!(bytes.len() > 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WAVE"))
                .then(|| Problem::new(path.clone(), None, "not a WAV sound (RIFF/WAVE)"))
                .into_iter()
                .collect(),
            "ttf" | "otf" => {
                let magic = bytes.get(..4);
                let font = matches!(
                    magic,
                    Some([0, 1, 0, 0]) | Some(b"OTTO") | Some(b"true") | Some(b"ttcf")
                );
                (!font)
                    .then(|| Problem::new(path.clone(), None, "not a TrueType or OpenType font"))
                    .into_iter()
                    .collect()
            }
            _ => Vec::new(),
        };
        problems.append(&mut found);
    }
    problems
}

/// The line (from 1) of byte `at` of `bytes`.
fn line_at(bytes: &[u8], at: usize) -> usize {
    bytes[..at.min(bytes.len())]
        .iter()
        .filter(|b| **b == b'\n')
        .count()
        + 1
}

/// How deep brackets nest in `text` (outside strings), and the line where the limit is first
/// passed.
fn too_deep(text: &str, limit: usize) -> Option<usize> {
    let (mut depth, mut line, mut in_string, mut escaped) = (0usize, 1usize, false, false);
    for c in text.chars() {
        if c == '\n' {
            line += 1;
        }
        if in_string {
            match (escaped, c) {
                (true, _) => escaped = false,
                (false, '\\') => escaped = true,
                (false, '"') => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '(' | '[' | '{' => {
                depth += 1;
                if depth > limit {
                    return Some(line);
                }
            }
            ')' | ']' | '}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    None
}

fn check_ron(
    package: &Package,
    path: &str,
    text: &str,
    english: &str,
    limits: &Limits,
) -> Vec<Problem> {
    if let Some(line) = too_deep(text, limits.depth) {
        return vec![Problem::new(
            path,
            Some(line),
            format!("brackets nest more than {} deep", limits.depth),
        )];
    }
    let value: ron::Value = match ron_options().from_str(text) {
        Ok(v) => v,
        Err(e) => {
            return vec![Problem::new(
                path,
                Some(e.span.start.line),
                e.code.to_string(),
            )];
        }
    };
    let parts: Vec<&str> = path.split('/').collect();
    match parts[..] {
        ["themes", theme, "theme.ron"] => check_theme(package, path, theme, text, &value, limits),
        ["themes", ..] => vec![Problem::new(
            path,
            None,
            "a theme's RON file is its themes/<name>/theme.ron",
        )],
        ["learn", "book.ron"] => check_book(package, path, text, english),
        _ => vec![Problem::new(
            path,
            None,
            "RON files are a theme's theme.ron or learn/book.ron",
        )],
    }
}

/// A mod's book: it reads as the game's does, every id starts with the mod's id and a dash
/// (so it never meets the game's or another mod's), and every diagram and lesson replays
/// through the rules with what its English texts claim (the game's English and the mod's
/// own).
fn check_book(package: &Package, path: &str, text: &str, english: &str) -> Vec<Problem> {
    let book = match petri_book::parse(text) {
        Ok(b) => b,
        Err(e) => {
            // ron's message starts with the position: `12:5: …`.
            let line = e.split(':').next().and_then(|l| l.trim().parse().ok());
            return vec![Problem::new(path, line, e)];
        }
    };
    let own_english = package
        .files
        .get("lang/en.ftl")
        .and_then(|b| std::str::from_utf8(b).ok())
        .and_then(|t| petri_text::Table::parse("en", t).ok());
    let game_english = petri_text::Table::parse("en", english).ok();
    let texts = |key: &str| {
        own_english
            .as_ref()
            .and_then(|t| t.text(key, &[]))
            .or_else(|| game_english.as_ref()?.text(key, &[]))
    };
    let own = format!("{}-", package.info.id);
    let mut problems = Vec::new();
    let mut at = |id: &str, what: String| {
        problems.push(Problem::new(
            path,
            line_of(text, &format!("\"{id}\"")),
            what,
        ))
    };
    let ids = book
        .parts
        .iter()
        .map(|p| ("part", &p.id))
        .chain(
            book.parts
                .iter()
                .flat_map(|p| p.sections.iter().map(|s| ("section", &s.id))),
        )
        .chain(book.diagrams.iter().map(|d| ("diagram", &d.id)))
        .chain(book.lessons.iter().map(|l| ("lesson", &l.id)));
    // The base owns every id; a mod's ids are its own.
    for (kind, id) in ids {
        if !package.info.is_base() && !id.starts_with(&own) {
            at(
                id,
                format!("{kind} `{id}` must start with the mod's id: `{own}…`"),
            );
        }
    }
    for d in &book.diagrams {
        if let Err(e) = petri_book::check_diagram(d, &texts) {
            at(&d.id, e);
        }
    }
    for l in &book.lessons {
        if let Err(e) = petri_book::check_lesson(l, &texts) {
            at(&l.id, e);
        }
    }
    for part in &book.parts {
        for s in &part.sections {
            if let Some(d) = &s.diagram
                && book.diagram(d).is_none()
            {
                at(
                    &s.id,
                    format!("section `{}`: no diagram `{d}` in the book", s.id),
                );
            }
        }
    }
    problems
}

/// A field of a RON struct or map.
fn field<'a>(value: &'a ron::Value, name: &str) -> Option<&'a ron::Value> {
    match value {
        ron::Value::Map(map) => map.iter().find_map(|(k, v)| match k {
            ron::Value::String(s) if s == name => Some(v),
            _ => None,
        }),
        _ => None,
    }
}

fn check_theme(
    package: &Package,
    path: &str,
    theme: &str,
    text: &str,
    value: &ron::Value,
    limits: &Limits,
) -> Vec<Problem> {
    let mut problems = Vec::new();
    match field(value, "name") {
        Some(ron::Value::String(s)) if !s.trim().is_empty() => {}
        _ => problems.push(Problem::new(
            path,
            line_of(text, "name:"),
            "a theme needs a `name`",
        )),
    }
    let Some(images) = field(value, "images") else {
        return problems;
    };
    let ron::Value::Map(images) = images else {
        return problems;
    };
    for (key, picture) in images.iter() {
        let (ron::Value::String(slot), ron::Value::String(file)) = (key, picture) else {
            continue;
        };
        let line = line_of(text, &format!("\"{file}\""));
        // `/path` is from the assets' root (the game's, or this mod's); a plain name is in
        // the theme's own folder.
        let in_mod = match file.strip_prefix('/') {
            Some(root) => root.to_owned(),
            None => format!("themes/{theme}/{file}"),
        };
        let bytes = package.files.get(&in_mod);
        if bytes.is_none() && !file.starts_with('/') {
            problems.push(Problem::new(
                path,
                line,
                format!("images.{slot}: {in_mod} is not in the mod"),
            ));
            continue;
        }
        if let (Some(bytes), Some((_, w, h))) =
            (bytes, FIXED_PICTURES.iter().find(|(s, _, _)| s == slot))
            && let Ok((width, height)) = check_picture(&in_mod, bytes, limits)
            && (width, height) != (*w, *h)
        {
            problems.push(Problem::new(
                path,
                line,
                format!("images.{slot}: {in_mod} is {width}×{height}; the game needs {w}×{h}"),
            ));
        }
    }
    problems
}

/// A PNG's size, within the limits.
fn check_picture(path: &str, bytes: &[u8], limits: &Limits) -> Result<(u32, u32), Problem> {
    let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
    let reader = decoder
        .read_info()
        .map_err(|e| Problem::new(path, None, format!("not a PNG picture: {e}")))?;
    let info = reader.info();
    let (w, h) = (info.width, info.height);
    if w > limits.picture || h > limits.picture {
        return Err(Problem::new(
            path,
            None,
            format!("the picture is {w}×{h}; at most {0}×{0}", limits.picture),
        ));
    }
    Ok((w, h))
}

/// A mod's language file: every key is one of the game's English ones or the mod's own
/// (starting with the mod's id, `example-…`, and written in the mod's `lang/en.ftl`), with
/// English's placeholders and the plural forms the language needs. Keys may be left out:
/// English fills in.
fn check_language(package: &Package, path: &str, text: &str, english: &str) -> Vec<Problem> {
    let Some(code) = path
        .strip_prefix("lang/")
        .and_then(|n| n.strip_suffix(".ftl"))
    else {
        return vec![Problem::new(
            path,
            None,
            "a language file is lang/<code>.ftl",
        )];
    };
    let own = format!("{}-", package.info.id);
    let is_own = |f: &petri_text::Finding| {
        f.id.as_ref().is_some_and(|id| {
            id.starts_with(&own) && f.what == format!("`{id}` is not an English key")
        })
    };
    let mod_english = package
        .files
        .get("lang/en.ftl")
        .and_then(|b| std::str::from_utf8(b).ok());
    let findings = match (code, mod_english) {
        // The mod's English: the game's keys, or its own.
        // The game's own languages are complete: every key.
        _ if package.info.is_base() => petri_text::findings(english, code, text, true),
        ("en", _) | (_, None) => petri_text::findings(english, code, text, false)
            .into_iter()
            .filter(|f| code != "en" || !is_own(f))
            .collect::<Vec<_>>(),
        // Another language: against the game's English and the mod's own English texts.
        (_, Some(own_english)) => {
            let both = format!("{english}\n{}", own_texts(own_english, &own));
            petri_text::findings(&both, code, text, false)
        }
    };
    findings
        .into_iter()
        .map(|f| {
            let what = if f.id.as_ref().is_some_and(|id| id.starts_with(&own)) && code != "en" {
                format!(
                    "{} (the mod's own texts must be in its lang/en.ftl too)",
                    f.what
                )
            } else {
                f.what
            };
            Problem::new(path, f.line, what)
        })
        .collect()
}

/// The messages of `text` whose id starts with `prefix` (a mod's own English texts), as
/// Fluent: each message with its indented lines.
fn own_texts(text: &str, prefix: &str) -> String {
    let mut out = String::new();
    let mut keep = false;
    for line in text.lines() {
        if !line.starts_with([' ', '\t']) && !line.trim().is_empty() {
            keep = line.starts_with(prefix);
        }
        if keep {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

fn check_puzzles(
    path: &str,
    text: &str,
    limits: &Limits,
    ids: &mut BTreeMap<String, String>,
) -> Vec<Problem> {
    let mut problems = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let n = Some(i + 1);
        if line.trim().is_empty() {
            continue;
        }
        if too_deep(line, limits.depth).is_some() {
            problems.push(Problem::new(
                path,
                n,
                format!("brackets nest more than {} deep", limits.depth),
            ));
            continue;
        }
        let puzzle: Puzzle = match serde_json::from_str(line) {
            Ok(p) => p,
            Err(e) => {
                problems.push(Problem::new(path, n, format!("not a puzzle: {e}")));
                continue;
            }
        };
        if let Some(first) = ids.insert(puzzle.id.clone(), format!("{path}:{}", i + 1)) {
            problems.push(Problem::new(
                path,
                n,
                format!("puzzle {} is already at {first}", puzzle.id),
            ));
        }
        if let Err(e) = puzzle.check() {
            problems.push(Problem::new(path, n, e.to_string()));
        }
    }
    problems
}
