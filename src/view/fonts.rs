//! The UI's fonts, built into the game: Ubuntu Light for text (Latin, Greek and Cyrillic, for
//! translations) and three tiny subsets for the few symbols the menus use (◀ ▶ ⏮ ⏭ ⟲ ⟳ ☰ ★ ← →).
//!
//! egui's own default fonts are 1.4 MB (four whole fonts, most of it emoji nobody sees here);
//! these are 0.37 MB, which matters for the web download. How the subsets were made and their
//! licences: `src/view/fonts/README.md`.

use std::sync::Arc;

use bevy::prelude::*;
use bevy_egui::egui::{FontData, FontDefinitions, FontFamily, FontTweak};
use bevy_egui::{EguiContext, EguiPreUpdateSet};

const TEXT: &[u8] = include_bytes!("fonts/Ubuntu-Light.ttf");
const SHAPES: &[u8] = include_bytes!("fonts/NotoEmoji-subset.ttf");
const ICONS: &[u8] = include_bytes!("fonts/emoji-icon-font-subset.ttf");
const ARROWS: &[u8] = include_bytes!("fonts/Hack-subset.ttf");

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PreUpdate,
        install
            .after(EguiPreUpdateSet::InitContexts)
            .before(EguiPreUpdateSet::BeginPass),
    );
}

/// The fonts egui uses: text first, then the symbol subsets as fallbacks (the same order and
/// scale tweaks as egui's defaults, so the symbols look as they did).
pub fn definitions() -> FontDefinitions {
    let mut fonts = FontDefinitions::empty();
    fonts
        .font_data
        .insert("text".into(), Arc::new(FontData::from_static(TEXT)));
    fonts.font_data.insert(
        "shapes".into(),
        Arc::new(FontData::from_static(SHAPES).tweak(FontTweak {
            scale: 0.81,
            ..default()
        })),
    );
    fonts.font_data.insert(
        "icons".into(),
        Arc::new(FontData::from_static(ICONS).tweak(FontTweak {
            scale: 0.90,
            ..default()
        })),
    );
    fonts
        .font_data
        .insert("arrows".into(), Arc::new(FontData::from_static(ARROWS)));
    let chain: Vec<String> = ["text", "shapes", "icons", "arrows"]
        .map(String::from)
        .into();
    fonts
        .families
        .insert(FontFamily::Proportional, chain.clone());
    fonts.families.insert(FontFamily::Monospace, chain);
    fonts
}

/// Gives each new egui context the fonts before its first pass.
fn install(mut added: Query<&mut EguiContext, Added<EguiContext>>) {
    for mut context in &mut added {
        context.get_mut().set_fonts(definitions());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every character of `text` that no font in the chain has (egui's own `has_glyph` cannot
    /// tell: it reports characters of the font holding the replacement glyph as missing).
    fn missing(text: &str) -> Vec<char> {
        use skrifa::MetadataProvider;
        let fonts = definitions();
        let chain = &fonts.families[&FontFamily::Proportional];
        let faces: Vec<skrifa::FontRef> = chain
            .iter()
            .map(|name| skrifa::FontRef::new(&fonts.font_data[name].font).unwrap())
            .collect();
        let mut missing: Vec<char> = text
            .chars()
            .filter(|c| !c.is_control() && faces.iter().all(|f| f.charmap().map(*c).is_none()))
            .collect();
        missing.sort_unstable();
        missing.dedup();
        missing
    }

    /// Non-ASCII characters inside string literals of the game's sources (comments skipped).
    fn symbols_in_sources() -> String {
        let mut found = String::new();
        let mut dirs = vec![std::path::PathBuf::from(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/src"
        ))];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    dirs.push(path);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let source = std::fs::read_to_string(&path).unwrap();
                    for line in source.lines() {
                        let code = line.split("//").next().unwrap_or("");
                        for literal in code.split('"').skip(1).step_by(2) {
                            found.extend(literal.chars().filter(|c| !c.is_ascii()));
                        }
                    }
                }
            }
        }
        found
    }

    #[test]
    fn the_english_texts_and_the_symbols_in_the_code_all_have_glyphs() {
        let english = crate::text::ENGLISH;
        assert_eq!(missing(english), Vec::<char>::new());
        let symbols = symbols_in_sources();
        assert!(symbols.contains('⏮') && symbols.contains('★'), "{symbols}");
        assert_eq!(missing(&symbols), Vec::<char>::new());
    }

    #[test]
    fn a_character_no_font_has_is_reported_missing() {
        assert_eq!(missing("a€\u{4e2d}"), vec!['\u{4e2d}']);
    }
}
