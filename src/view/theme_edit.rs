//! The theme editor's work, apart from its sheet (`screens::theme_editor`): the theme on
//! screen copied with the player's name and colours, its `theme.ron` written from the
//! original's text (its comments, pictures, sounds and light kept), and the copy as a mod
//! (`assets/mods/README.md`) that `petri-cli mod check` accepts and another player can add.

use std::collections::BTreeMap;

use bevy::prelude::*;

use super::theme::ThemeFile;

/// The palette's colours the editor changes, in the order it shows them (the text keys are
/// `theme_editor.<field>`).
pub const COLOURS: [&str; 7] = [
    "background",
    "board",
    "board_edge",
    "hole",
    "highlight",
    "hint",
    "accent",
];

/// What the player is making: the theme it started from and the changes.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct ThemeEdit {
    /// The theme it started from, its `theme.ron` text and its display name.
    pub base_id: String,
    pub base_text: String,
    pub base_name: String,
    /// The files of the base theme's folder when it comes from a mod (path under the folder
    /// → bytes): copied into the export, since another player may not have that mod. Empty
    /// for the game's own themes, whose pictures every player has.
    pub base_files: BTreeMap<String, Vec<u8>>,
    pub name: String,
    /// `#rrggbb`, in [`COLOURS`]' order.
    pub colours: [String; 7],
    /// Pictures the player put in place of the base's (a slot of [`PICTURES`] → PNG bytes),
    /// exported as `<slot>.png` in the copy's folder.
    pub pictures: BTreeMap<String, Vec<u8>>,
    /// The picture slot a dropped picture replaces.
    pub chosen: Option<String>,
}

/// The picture slots the editor can replace, in the order it lists them (the board's
/// pictures of `assets/themes/README.md`).
pub const PICTURES: [&str; 7] = [
    "marble", "hole", "ring", "dice", "symbols", "table", "grain",
];

impl ThemeEdit {
    /// A copy of a theme (`id`, its `theme.ron` text), named `name`.
    pub fn of(id: &str, text: &str, name: String) -> Result<ThemeEdit, String> {
        let file = ThemeFile::parse(text)?;
        let p = &file.palette;
        Ok(ThemeEdit {
            base_id: id.to_owned(),
            base_text: text.to_owned(),
            base_name: file.name.clone(),
            base_files: BTreeMap::new(),
            pictures: BTreeMap::new(),
            chosen: None,
            name,
            colours: [
                p.background.clone(),
                p.board.clone(),
                p.board_edge.clone(),
                p.hole.clone(),
                p.highlight.clone(),
                p.hint.clone(),
                p.accent.clone(),
            ],
        })
    }

    /// The copy's id: its name in lower-case letters, digits and dashes (a theme's folder
    /// and the mod's id), never one of `taken`.
    pub fn id(&self, taken: &[String]) -> String {
        let mut id = String::new();
        for c in self.name.chars().flat_map(char::to_lowercase) {
            if c.is_ascii_alphanumeric() {
                id.push(c);
            } else if !id.ends_with('-') && !id.is_empty() {
                id.push('-');
            }
        }
        let mut id: String = id.trim_end_matches('-').chars().take(32).collect();
        if id.len() < 2 {
            id = "my-theme".into();
        }
        let mut n = 2;
        let base = id.clone();
        while taken.contains(&id) {
            id = format!("{base}-{n}");
            n += 1;
        }
        id
    }

    /// The copy's `theme.ron`: the original's text with the name and colours put in, and its
    /// own pictures and sounds named from the game's assets (`/themes/<base>/…`) unless they
    /// are copied along ([`ThemeEdit::base_files`]).
    pub fn theme_text(&self) -> String {
        let mut text = set_value(&self.base_text, None, "name", &self.name);
        for (field, colour) in COLOURS.iter().zip(&self.colours) {
            text = set_value(&text, Some("palette"), field, colour);
        }
        if self.base_files.is_empty() {
            text = rooted_files(&text, &self.base_id);
        }
        // The player's pictures are the copy's own files (after the base's were rooted).
        for slot in self.pictures.keys() {
            text = set_value(&text, Some("images"), slot, &format!("{slot}.png"));
        }
        text
    }

    /// Puts `bytes` (a PNG) in place of the copy's picture `slot`, if the copy with it still
    /// passes `mod check` (a PNG, within 4096 px, the size the slot needs: the dice 576×96,
    /// the symbols 384×64); else says what is wrong and keeps the copy as it was.
    pub fn replace_picture(&mut self, slot: &str, bytes: Vec<u8>) -> Result<(), String> {
        if !PICTURES.contains(&slot) {
            return Err(format!("no picture `{slot}` in a theme"));
        }
        let mut tried = self.clone();
        tried.pictures.insert(slot.to_owned(), bytes);
        let package = tried.package(TRIAL, "").map_err(|p| said(&p))?;
        let problems = checked(&package);
        if !problems.is_empty() {
            return Err(said(&problems));
        }
        *self = tried;
        Ok(())
    }

    /// The copy as a mod: `mod.ron` and `themes/<id>/theme.ron` (with the base's files when
    /// they are copied along).
    pub fn package(
        &self,
        id: &str,
        author: &str,
    ) -> Result<petri_mod::Package, Vec<petri_mod::Problem>> {
        let mod_ron = format!(
            "(\n    id: {},\n    name: {},\n    version: \"1.0.0\",\n    author: {},\n    description: {},\n    game: \">=0.1\",\n)\n",
            ron_string(id),
            ron_string(&self.name),
            ron_string(author),
            ron_string(&format!(
                "A theme made in Petri's theme editor from {}.",
                self.base_name
            )),
        );
        let mut files = BTreeMap::from([
            ("mod.ron".to_owned(), mod_ron.into_bytes()),
            (
                format!("themes/{id}/theme.ron"),
                self.theme_text().into_bytes(),
            ),
        ]);
        for (path, bytes) in &self.base_files {
            if path != "theme.ron" {
                files.insert(format!("themes/{id}/{path}"), bytes.clone());
            }
        }
        for (slot, bytes) in &self.pictures {
            files.insert(format!("themes/{id}/{slot}.png"), bytes.clone());
        }
        petri_mod::Package::from_files(files, &petri_mod::Limits::default())
    }
}

/// The id of the mod a replaced picture is tried in.
const TRIAL: &str = "picture";

/// Problems as one line each, the pictures named by file alone (not in the trial mod).
fn said(problems: &[petri_mod::Problem]) -> String {
    problems
        .iter()
        .map(|p| p.what.replace(&format!("themes/{TRIAL}/"), ""))
        .collect::<Vec<_>>()
        .join("; ")
}

/// A RON string literal.
fn ron_string(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

/// The bytes of `text` outside strings and comments, each with its place and the bracket
/// depth before it.
fn code(text: &str) -> impl Iterator<Item = (usize, u8, i32)> + '_ {
    let b = text.as_bytes();
    let (mut depth, mut in_string, mut escaped, mut comment) = (0i32, false, false, false);
    b.iter().enumerate().filter_map(move |(i, &c)| {
        if comment {
            comment = c != b'\n';
            return None;
        }
        if in_string {
            match (escaped, c) {
                (true, _) => escaped = false,
                (false, b'\\') => escaped = true,
                (false, b'"') => in_string = false,
                _ => {}
            }
            return None;
        }
        match c {
            b'/' if b.get(i + 1) == Some(&b'/') => {
                comment = true;
                return None;
            }
            b'"' => {
                in_string = true;
                return None;
            }
            _ => {}
        }
        let before = depth;
        match c {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth -= 1,
            _ => {}
        }
        Some((i, c, before))
    })
}

/// Where `key:` begins in `text` at bracket depth `depth`, outside strings and comments.
fn find_key(text: &str, key: &str, depth: i32) -> Option<usize> {
    let b = text.as_bytes();
    code(text)
        .find(|&(i, _, d)| {
            d == depth
                && b[i..].starts_with(key.as_bytes())
                && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_'))
                && b[i + key.len()..].iter().find(|c| !c.is_ascii_whitespace()) == Some(&b':')
        })
        .map(|(i, _, _)| i)
}

/// The inside of the struct `name: ( … )` at the top level of the file: (after its opening
/// bracket, at its closing one).
fn block(text: &str, name: &str) -> Option<(usize, usize)> {
    let at = find_key(text, name, 1)?;
    let open = at + text[at..].find('(')?;
    let inner = &text[open + 1..];
    // Its closing bracket: the first `)` at depth 0 of the inside.
    let close = find_close(inner)?;
    Some((open + 1, open + 1 + close))
}

/// The first closing bracket at depth 0 of `text`, outside strings and comments.
fn find_close(text: &str) -> Option<usize> {
    code(text)
        .find(|&(_, c, d)| d == 0 && matches!(c, b')' | b']' | b'}'))
        .map(|(i, _, _)| i)
}

/// Where `key: "…"`'s value is (between its quotes). `within`: inside that top-level struct
/// (`palette: ( … )`); `None`: at the top level of the file's struct.
fn value_span(text: &str, within: Option<&str>, key: &str) -> Option<(usize, usize)> {
    let (from, to, depth) = match within {
        Some(w) => {
            let (s, e) = block(text, w)?;
            (s, e, 0)
        }
        None => (0, text.len(), 1),
    };
    let region = &text[from..to];
    let at = find_key(region, key, depth)?;
    let colon = at + region[at..].find(':')?;
    let rest = &region[colon + 1..];
    let quote = colon + 1 + (rest.len() - rest.trim_start().len());
    if !region[quote..].starts_with('"') {
        return None;
    }
    let end = quote + 1 + region[quote + 1..].find('"')?;
    Some((from + quote + 1, from + end))
}

/// `text` with `key`'s string value set to `value` (added first in its block when missing).
fn set_value(text: &str, within: Option<&str>, key: &str, value: &str) -> String {
    let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
    if let Some((start, end)) = value_span(text, within, key) {
        return format!("{}{escaped}{}", &text[..start], &text[end..]);
    }
    let line = format!("\n        {key}: \"{escaped}\",");
    match (
        within.and_then(|w| block(text, w)),
        within,
        first_open(text),
    ) {
        // Missing in its block: first in it.
        (Some((inside, _)), _, _) => format!("{}{line}{}", &text[..inside], &text[inside..]),
        // No such block: the block, first in the file's struct.
        (None, Some(w), Some(at)) => format!(
            "{}\n    {w}: ({line}\n    ),{}",
            &text[..=at],
            &text[at + 1..]
        ),
        (None, None, Some(at)) => format!("{}{line}{}", &text[..=at], &text[at + 1..]),
        _ => text.to_owned(),
    }
}

/// The file's first bracket outside comments (its struct's).
fn first_open(text: &str) -> Option<usize> {
    let mut at = 0;
    for line in text.split_inclusive('\n') {
        let code = line.split("//").next().unwrap_or("");
        if let Some(o) = code.find('(') {
            return Some(at + o);
        }
        at += line.len();
    }
    None
}

/// Every picture, sound or font named in the theme's own folder (a plain file name) named
/// from the assets' root instead, in the base theme's folder: `"marble.png"` →
/// `"/themes/classic/marble.png"`.
fn rooted_files(text: &str, base: &str) -> String {
    let mut out = String::with_capacity(text.len() + 64);
    for line in text.split_inclusive('\n') {
        let (code, comment) = match line.find("//") {
            Some(at) => line.split_at(at),
            None => (line, ""),
        };
        let mut parts = code.split('"');
        let mut rebuilt = parts.next().unwrap_or("").to_owned();
        for (k, part) in parts.enumerate() {
            rebuilt.push('"');
            let is_value = k % 2 == 0;
            let own_file = is_value
                && !part.starts_with('/')
                && [".png", ".wav", ".ogg", ".ttf", ".otf"]
                    .iter()
                    .any(|e| part.to_ascii_lowercase().ends_with(e));
            if own_file {
                rebuilt.push_str(&format!("/themes/{base}/{part}"));
            } else {
                rebuilt.push_str(part);
            }
        }
        out.push_str(&rebuilt);
        out.push_str(comment);
    }
    out
}

/// `#rrggbb` of a colour.
pub fn hex(c: Color) -> String {
    let s = c.to_srgba();
    let byte = |v: f32| (v.clamp(0.0, 1.0) * 255.0).round() as u8;
    format!(
        "#{:02x}{:02x}{:02x}",
        byte(s.red),
        byte(s.green),
        byte(s.blue)
    )
}

/// `mod check` of a package made here, against the game's English as loaded (not
/// `petri_mod::check`, whose built-in copy of `en.ftl` would put 60 KB of text into the web
/// build a second time: the page hands the game its English).
pub fn checked(package: &petri_mod::Package) -> Vec<petri_mod::Problem> {
    petri_mod::check_with(
        package,
        crate::core::text::english_source(),
        &petri_mod::Limits::default(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn classic() -> ThemeEdit {
        let text = crate::core::built_in::built_in_text("themes/classic/theme.ron").unwrap();
        ThemeEdit::of("classic", text, "My Blue Board".into()).unwrap()
    }

    fn picture(path: &str) -> Vec<u8> {
        std::fs::read(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path)).unwrap()
    }

    /// A picture put in place of the copy's: exported as the copy's own file, named so in
    /// its `theme.ron`, and the mod passes the check and reads back the same.
    #[test]
    fn a_replaced_picture_is_the_copys_own_file() {
        let mut edit = classic();
        let marble = picture("assets/themes/glass/marble.png");
        edit.replace_picture("marble", marble.clone()).unwrap();
        let dice = picture("assets/themes/glass/dice.png");
        edit.replace_picture("dice", dice.clone()).unwrap();
        let file = ThemeFile::parse(&edit.theme_text()).unwrap();
        assert_eq!(file.images.marble, "marble.png");
        assert_eq!(file.images.dice, "dice.png");
        // What was not replaced is still the game's.
        assert_eq!(file.images.hole, "/themes/classic/hole.png");
        let package = edit.package("my-blue-board", "Ann").unwrap();
        assert_eq!(package.files["themes/my-blue-board/marble.png"], marble);
        assert_eq!(package.files["themes/my-blue-board/dice.png"], dice);
        assert_eq!(petri_mod::check(&package), Vec::new());
    }

    /// A picture the slot cannot take is refused with why, and the copy stays as it was.
    #[test]
    fn a_picture_of_the_wrong_size_or_kind_is_refused() {
        let mut edit = classic();
        let before = edit.clone();
        let wrong = edit
            .replace_picture("dice", picture("assets/themes/glass/marble.png"))
            .unwrap_err();
        assert!(wrong.contains("576×96"), "{wrong}");
        let not_png = edit
            .replace_picture("marble", b"GIF89a not a png".to_vec())
            .unwrap_err();
        assert!(not_png.contains("not a PNG"), "{not_png}");
        assert!(edit.replace_picture("cup", Vec::new()).is_err());
        assert_eq!(edit, before);
    }

    /// The copy's text has the new name and colours, keeps what it did not change, names
    /// its pictures from the game's assets, and reads as a theme.
    #[test]
    fn a_copy_of_classic_with_a_blue_board_reads_as_a_theme() {
        let mut edit = classic();
        edit.colours[1] = "#3070c0".into();
        let text = edit.theme_text();
        let file = ThemeFile::parse(&text).unwrap();
        assert_eq!(file.name, "My Blue Board");
        assert_eq!(file.palette.board, "#3070c0");
        let original = ThemeFile::parse(&edit.base_text).unwrap();
        assert_eq!(file.palette.board_edge, original.palette.board_edge);
        assert_eq!(file.palette.seats, original.palette.seats);
        assert_eq!(file.light, original.light);
        assert_eq!(file.images.marble, "/themes/classic/marble.png");
        assert_eq!(file.images.shadow, "/ui/shadow.png");
        assert_eq!(
            file.images.table.as_deref(),
            Some("/themes/classic/table.png")
        );
    }

    /// Exported, it is a mod `mod check` accepts, and its zip reads back the same.
    #[test]
    fn the_exported_mod_passes_mod_check_and_its_zip_reads_back() {
        let mut edit = classic();
        edit.colours[0] = "#101820".into();
        let id = edit.id(&["classic".into(), "contrast".into(), "glass".into()]);
        assert_eq!(id, "my-blue-board");
        let package = edit.package(&id, "Ada \"the\" player").unwrap();
        let problems = petri_mod::check(&package);
        assert!(problems.is_empty(), "{problems:?}");
        let zip = package.to_zip().unwrap();
        let back = petri_mod::Package::read_zip(&zip, &petri_mod::Limits::default()).unwrap();
        assert_eq!(back.files, package.files);
        assert_eq!(back.info.author, "Ada \"the\" player");
    }

    /// Every theme the game ships, copied with every colour changed, reads with the change.
    #[test]
    fn every_built_in_theme_takes_new_colours() {
        for id in ["classic", "contrast", "glass"] {
            let text =
                crate::core::built_in::built_in_text(&format!("themes/{id}/theme.ron")).unwrap();
            let mut edit = ThemeEdit::of(id, text, format!("Copy of {id}")).unwrap();
            for (k, c) in edit.colours.iter_mut().enumerate() {
                *c = format!("#1020{k:02}");
            }
            let file = ThemeFile::parse(&edit.theme_text()).unwrap_or_else(|e| panic!("{id}: {e}"));
            let p = &file.palette;
            let got = [
                &p.background,
                &p.board,
                &p.board_edge,
                &p.hole,
                &p.highlight,
                &p.hint,
                &p.accent,
            ];
            for (k, c) in got.iter().enumerate() {
                assert_eq!(**c, format!("#1020{k:02}"), "{id}: {}", COLOURS[k]);
            }
            assert!(petri_mod::check(&edit.package("copy", "").unwrap()).is_empty());
        }
    }

    #[test]
    fn ids_are_names_made_safe() {
        let mut edit = classic();
        edit.name = "Été à la plage!".into();
        assert_eq!(edit.id(&[]), "t-la-plage");
        edit.name = "?".into();
        assert_eq!(edit.id(&["my-theme".into()]), "my-theme-2");
        assert_eq!(hex(Color::srgb_u8(0x30, 0x70, 0xc0)), "#3070c0");
    }
}
