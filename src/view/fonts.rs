//! The UI's fonts. Petri Sans (a subset of Lato, see `assets/fonts/OFL.txt`) in three weights:
//! regular for text, bold for buttons and headings, black for titles and the logo.
//!
//! Built in: a small face of the regular weight (Latin-1 and common punctuation, enough for
//! the loading screen and the English texts) and three tiny subsets for the few symbols the
//! menus use (◀ ▶ ⏮ ⏭ ⟲ ⟳ ☰ ★ ← →). The three whole faces (Latin, Greek, Cyrillic: for
//! translations) are assets loaded with the default theme, so they are not part of the web
//! download's code; until they are in, every family falls back to the built-in face.
//!
//! How the subsets were made and their licences: `assets/fonts/README.md`.

use std::sync::Arc;

use bevy::asset::io::Reader;
use bevy::asset::{AssetLoader, LoadContext};
use bevy::prelude::*;
use bevy_asset_loader::prelude::*;
use bevy_egui::egui::{FontData, FontDefinitions, FontFamily, FontTweak};
use bevy_egui::{EguiContext, EguiPreUpdateSet};

const SHAPES: &str = "fonts/NotoEmoji-subset.ttf";
const ICONS: &str = "fonts/emoji-icon-font-subset.ttf";
const ARROWS: &str = "fonts/Hack-subset.ttf";
/// The ten characters of the shipped languages' own names in Chinese, Japanese and Korean
/// (简体中文 日本語 한국어), so Settings can list them in any language.
const NAMES: &str = "fonts/NotoSansCJK-names.otf";
/// The face of the loading screen and the fallback until the whole faces are in.
const BASIC: &str = "fonts/PetriSans-Basic.ttf";

/// The family of bold text (buttons, headings).
pub const BOLD: &str = "bold";
/// The family of titles.
pub const BLACK: &str = "black";
/// The family of the logo: the black Latin face whatever the language.
pub const LOGO: &str = "logo";

pub(super) fn plugin(app: &mut App) {
    app.init_asset::<FontFile>()
        .register_asset_loader(FontLoader)
        .add_systems(
            PreUpdate,
            install
                .after(EguiPreUpdateSet::InitContexts)
                .before(EguiPreUpdateSet::BeginPass),
        );
}

/// A font file's bytes (TrueType or OpenType).
#[derive(Asset, TypePath, Debug, Clone)]
pub struct FontFile(pub Arc<[u8]>);

#[derive(Default, TypePath)]
struct FontLoader;

impl AssetLoader for FontLoader {
    type Asset = FontFile;
    type Settings = ();
    type Error = std::io::Error;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _settings: &(),
        _context: &mut LoadContext<'_>,
    ) -> Result<FontFile, std::io::Error> {
        let mut bytes = Vec::new();
        reader.read_to_end(&mut bytes).await?;
        Ok(FontFile(bytes.into()))
    }

    fn extensions(&self) -> &[&str] {
        &["ttf", "otf"]
    }
}

/// The whole faces, loaded with the default theme (see `loading.rs`).
#[derive(AssetCollection, Resource)]
pub struct UiFonts {
    #[asset(path = "fonts/PetriSans-Regular.ttf")]
    pub regular: Handle<FontFile>,
    #[asset(path = "fonts/PetriSans-Bold.ttf")]
    pub bold: Handle<FontFile>,
    #[asset(path = "fonts/PetriSans-Black.ttf")]
    pub black: Handle<FontFile>,
}

/// The fonts egui uses: each family its face first, then the regular text, the built-in face
/// and the symbol subsets as fallbacks (with egui's own scale tweaks for the symbols).
/// `faces` holds the loaded regular, bold and black faces, when they are.
/// `script` is the font of the language on screen when it needs one (Chinese, Japanese,
/// Korean): the last fallback of every family.
pub fn definitions(faces: Option<[Arc<[u8]>; 3]>, script: Option<Arc<[u8]>>) -> FontDefinitions {
    let mut fonts = FontDefinitions::empty();
    let data = |bytes: &[u8]| Arc::new(FontData::from_owned(bytes.to_vec()));
    // The built-in faces: in the binary natively, handed over by the page on the web
    // (`built_in::EARLY`); one the page did not give is left out rather than read empty.
    for (name, path, scale) in [
        ("basic", BASIC, 1.0),
        ("shapes", SHAPES, 0.81),
        ("icons", ICONS, 0.90),
        ("arrows", ARROWS, 1.0),
        ("names", NAMES, 1.0),
    ] {
        let bytes = crate::core::built_in::early(path);
        if !bytes.is_empty() {
            let face = FontData::from_static(bytes).tweak(FontTweak { scale, ..default() });
            fonts.font_data.insert(name.into(), Arc::new(face));
        }
    }
    let mut text: Vec<String> = ["basic", "shapes", "icons", "arrows", "names"]
        .map(String::from)
        .into();
    let (mut bold, mut black) = (text.clone(), text.clone());
    if let Some([regular, b, k]) = faces {
        fonts.font_data.insert("text".into(), data(&regular));
        fonts.font_data.insert(BOLD.into(), data(&b));
        fonts.font_data.insert(BLACK.into(), data(&k));
        text.insert(0, "text".into());
        bold = [BOLD.to_string()].into_iter().chain(text.clone()).collect();
        black = [BLACK.to_string(), BOLD.to_string()]
            .into_iter()
            .chain(text.clone())
            .collect();
    }
    let mut logo = black.clone();
    if let Some(script) = script {
        // Text, bold text and titles are all in the script's face (it has ASCII too), so
        // Latin letters and digits in a Chinese line sit on the same baseline ("Ben获胜！");
        // the logo keeps its Latin face.
        fonts.font_data.insert("script".into(), data(&script));
        text.insert(0, "script".into());
        bold.insert(0, "script".into());
        black.insert(0, "script".into());
        logo.push("script".into());
    }
    fonts
        .families
        .insert(FontFamily::Proportional, text.clone());
    fonts.families.insert(FontFamily::Monospace, text);
    fonts.families.insert(FontFamily::Name(BOLD.into()), bold);
    fonts.families.insert(FontFamily::Name(BLACK.into()), black);
    fonts.families.insert(FontFamily::Name(LOGO.into()), logo);
    fonts
}

/// Gives each new egui context the built-in fonts before its first pass, and every context
/// the whole faces once they are loaded.
fn install(
    mut contexts: Query<(Entity, &mut EguiContext, Option<&Installed>)>,
    mut commands: Commands,
    fonts: Option<Res<UiFonts>>,
    files: Res<Assets<FontFile>>,
    language: Res<crate::view::language::LanguageFont>,
) {
    let faces = fonts.and_then(|fonts| {
        let [r, b, k] = [&fonts.regular, &fonts.bold, &fonts.black].map(|h| files.get(h));
        Some([r?.0.clone(), b?.0.clone(), k?.0.clone()])
    });
    let script = language
        .0
        .as_ref()
        .and_then(|h| Some((h.id(), files.get(h)?.0.clone())));
    for (entity, mut context, installed) in &mut contexts {
        let wanted = Installed {
            faces: faces.is_some(),
            script: script.as_ref().map(|(id, _)| *id),
        };
        if installed != Some(&wanted) {
            let script = script.as_ref().map(|(_, bytes)| bytes.clone());
            context
                .get_mut()
                .set_fonts(definitions(faces.clone(), script));
            commands.entity(entity).insert(wanted);
        }
    }
}

/// Which fonts an egui context has: the whole faces or the built-in one, and which
/// language's font.
#[derive(Component, PartialEq, Eq)]
struct Installed {
    faces: bool,
    script: Option<AssetId<FontFile>>,
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every character of `text` that no font in the chain has (egui's own `has_glyph` cannot
    /// tell: it reports characters of the font holding the replacement glyph as missing).
    fn missing(text: &str) -> Vec<char> {
        use skrifa::MetadataProvider;
        let fonts = definitions(None, None);
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

    /// Non-ASCII characters inside string literals of the game's sources (comments skipped;
    /// `view/kinsoku.rs` is tables, not text).
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
                } else if path.extension().is_some_and(|e| e == "rs")
                    // Line breaking's tables of Chinese and Japanese marks: never shown.
                    && !path.ends_with("view/kinsoku.rs")
                {
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
        let english = crate::core::text::english_source();
        assert_eq!(missing(english), Vec::<char>::new());
        let symbols = symbols_in_sources();
        assert!(symbols.contains('⏮') && symbols.contains('★'), "{symbols}");
        assert_eq!(missing(&symbols), Vec::<char>::new());
    }

    /// The whole faces have every glyph the built-in one has, and Greek and Cyrillic besides.
    #[test]
    fn the_whole_faces_cover_the_built_in_one_and_more() {
        use skrifa::MetadataProvider;
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/fonts");
        let basic = skrifa::FontRef::new(crate::core::built_in::early(BASIC)).unwrap();
        let covered: Vec<u32> = basic.charmap().mappings().map(|(c, _)| c).collect();
        assert!(covered.len() > 150, "{} characters", covered.len());
        for name in ["PetriSans-Regular", "PetriSans-Bold", "PetriSans-Black"] {
            let bytes = std::fs::read(dir.join(format!("{name}.ttf"))).unwrap();
            let face = skrifa::FontRef::new(&bytes).unwrap();
            let map = face.charmap();
            for &c in &covered {
                assert!(map.map(c).is_some(), "{name} lacks U+{c:04X}");
            }
            // Greek and Cyrillic capitals and small letters (escaped: the built-in face
            // has none, and every character written in the sources must have a glyph there).
            for c in [
                0x391u32, 0x3A9, 0x3B1, 0x3C9, 0x411, 0x416, 0x42F, 0x431, 0x44F, 0x401,
            ] {
                assert!(map.map(c).is_some(), "{name} lacks U+{c:04X}");
            }
        }
    }

    /// Each shipped language's file names the font its script needs, and that font (a subset
    /// made by `cargo xtask fonts`) has every character the file uses that Petri Sans lacks.
    #[test]
    fn every_shipped_language_has_its_glyphs() {
        use skrifa::MetadataProvider;
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let face = |name: &str| -> Arc<[u8]> {
            std::fs::read(root.join("assets/fonts").join(name))
                .unwrap_or_else(|e| panic!("{name}: {e} (cargo xtask fonts makes the CJK ones)"))
                .into()
        };
        let faces = ["Regular", "Bold", "Black"].map(|w| face(&format!("PetriSans-{w}.ttf")));
        for shipped in crate::core::text::SHIPPED {
            let path = root.join(format!("assets/lang/{}.ftl", shipped.code));
            let text = std::fs::read_to_string(&path).unwrap();
            let table = crate::core::text::parse(shipped.code, &text).unwrap();
            assert_eq!(
                table.font(),
                shipped.font,
                "{}: language-font",
                shipped.code
            );
            // The chain the game uses with this language on screen.
            let fonts = definitions(Some(faces.clone()), shipped.font.map(face));
            let chain = &fonts.families[&FontFamily::Proportional];
            let refs: Vec<skrifa::FontRef> = chain
                .iter()
                .map(|n| skrifa::FontRef::new(&fonts.font_data[n].font).unwrap())
                .collect();
            let mut lacking: Vec<char> = text
                .chars()
                .filter(|c| !c.is_control() && refs.iter().all(|f| f.charmap().map(*c).is_none()))
                .collect();
            lacking.sort_unstable();
            lacking.dedup();
            assert!(
                lacking.is_empty(),
                "{}: no glyph for {lacking:?} (run cargo xtask fonts)",
                shipped.code
            );
        }
    }

    #[test]
    fn a_character_no_font_has_is_reported_missing() {
        assert_eq!(missing("a€\u{9f8d}"), vec!['\u{9f8d}']);
    }
}
