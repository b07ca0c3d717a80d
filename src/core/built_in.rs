//! The game's own pictures and sounds are built into the binary (as the English language table
//! is, by `text.rs`), so the game plays wherever it is started from, without an `assets/`
//! folder beside it.
//!
//! Natively, Bevy's default asset source reads in layers, the first that has a file wins:
//!
//! 1. the game's folder (`settings.ron`'s folder, see [`crate::core::store`]): a player's own themes
//!    in `themes/<name>/`, which may also replace a built-in one;
//! 2. the enabled mods ([`crate::core::mods`]: the game folder's `mods/`, the top of the
//!    player's stack first);
//! 3. the `assets/` folder Bevy has always used (`BEVY_ASSET_ROOT`, the crate folder under
//!    `cargo run`, or the executable's folder), for working on the shipped themes in place;
//! 4. the built-in files ([`FILES`]), in memory through Bevy's [`MemoryAssetReader`] (what
//!    Bevy's `embedded://` source is made of), under the same paths as in `assets/`.
//!
//! So every asset path (`themes/classic/theme.ron`, `/sounds/hop.wav`) means the same thing
//! whichever layer serves it, and theme files refer to their pictures as before. The first two
//! layers are watched for changes (hot reload of a theme being edited). The web build reads
//! `assets/` over HTTP beside the page, as before.

use std::path::{Path, PathBuf};

#[cfg(not(target_arch = "wasm32"))]
use bevy::asset::io::memory::{Dir, MemoryAssetReader};
use bevy::asset::io::{AssetReader, AssetReaderError, ErasedAssetReader, PathStream, Reader};

/// The shipped themes' `theme.ron` texts (both targets: the web build lists the themes from
/// them, since a web server cannot list a folder).
pub const THEME_FILES: &[(&str, &str)] = &[
    (
        "themes/classic/theme.ron",
        include_str!("../../assets/themes/classic/theme.ron"),
    ),
    (
        "themes/contrast/theme.ron",
        include_str!("../../assets/themes/contrast/theme.ron"),
    ),
    (
        "themes/glass/theme.ron",
        include_str!("../../assets/themes/glass/theme.ron"),
    ),
];

/// Files the game needs before its assets load: the English texts (every other language
/// falls back to them), the lesson book, and the loading screen's font. Natively they are
/// built in ([`FILES`]). The web page fetches them while the game's `.wasm` downloads and hands
/// them over before the game starts (`window.petriFiles`, `web/index.html`), so they are not
/// part of the `.wasm`: it must stay within its size budget (BENCHMARKS.md, "Every player's
/// language").
pub const EARLY: [&str; 7] = [
    "lang/en.ftl",
    "learn/book.ron",
    "fonts/PetriSans-Basic.ttf",
    "fonts/NotoEmoji-subset.ttf",
    "fonts/emoji-icon-font-subset.ttf",
    "fonts/Hack-subset.ttf",
    "fonts/NotoSansCJK-names.otf",
];

/// One of the [`EARLY`] files (empty if the page did not hand it over; the web page refuses
/// to start the game without them).
pub fn early(path: &str) -> &'static [u8] {
    #[cfg(not(target_arch = "wasm32"))]
    {
        FILES
            .iter()
            .find(|(p, _)| *p == path)
            .map_or(&[], |(_, bytes)| *bytes)
    }
    #[cfg(target_arch = "wasm32")]
    {
        page_file(path)
    }
}

/// One of the files the page fetched beside the game and handed over before it started
/// (`window.petriFiles`, an object of path → `Uint8Array`; [`crate::core::built_in::EARLY`]).
/// Read once and kept for the life of the page; empty when the page gave no such file.
#[cfg(target_arch = "wasm32")]
fn page_file(path: &str) -> &'static [u8] {
    use wasm_bindgen::JsCast;
    static FILES: std::sync::OnceLock<Vec<(&'static str, &'static [u8])>> =
        std::sync::OnceLock::new();
    let files = FILES.get_or_init(|| {
        let given = web_sys::window()
            .and_then(|w| js_sys::Reflect::get(&w, &"petriFiles".into()).ok())
            .unwrap_or(wasm_bindgen::JsValue::UNDEFINED);
        crate::core::built_in::EARLY
            .iter()
            .filter_map(|&path| {
                let value = js_sys::Reflect::get(&given, &path.into()).ok()?;
                let Some(bytes) = value.dyn_ref::<js_sys::Uint8Array>() else {
                    tracing::error!("the page did not hand over {path}");
                    return None;
                };
                let bytes: &'static [u8] = Vec::leak(bytes.to_vec());
                Some((path, bytes))
            })
            .collect()
    });
    files
        .iter()
        .find(|(p, _)| *p == path)
        .map_or(&[], |(_, bytes)| *bytes)
}

/// Every other built-in file (pictures, sounds, the languages and their fonts), by its path
/// under `assets/`. Native only:
/// the web build reads `assets/` beside the page. A unit test checks that these and
/// [`THEME_FILES`] are exactly the shipped themes and sounds.
#[cfg(not(target_arch = "wasm32"))]
pub const FILES: &[(&str, &[u8])] = &[
    ("lang/de.ftl", include_bytes!("../../assets/lang/de.ftl")),
    ("lang/en.ftl", include_bytes!("../../assets/lang/en.ftl")),
    (
        "learn/book.ron",
        include_bytes!("../../assets/learn/book.ron"),
    ),
    (
        "fonts/PetriSans-Basic.ttf",
        include_bytes!("../../assets/fonts/PetriSans-Basic.ttf"),
    ),
    (
        "fonts/NotoEmoji-subset.ttf",
        include_bytes!("../../assets/fonts/NotoEmoji-subset.ttf"),
    ),
    (
        "fonts/emoji-icon-font-subset.ttf",
        include_bytes!("../../assets/fonts/emoji-icon-font-subset.ttf"),
    ),
    (
        "fonts/Hack-subset.ttf",
        include_bytes!("../../assets/fonts/Hack-subset.ttf"),
    ),
    (
        "fonts/NotoSansCJK-names.otf",
        include_bytes!("../../assets/fonts/NotoSansCJK-names.otf"),
    ),
    (
        "fonts/NotoEmoji-OFL.txt",
        include_bytes!("../../assets/fonts/NotoEmoji-OFL.txt"),
    ),
    (
        "fonts/emoji-icon-font-mit-license.txt",
        include_bytes!("../../assets/fonts/emoji-icon-font-mit-license.txt"),
    ),
    (
        "fonts/Hack-LICENSE.txt",
        include_bytes!("../../assets/fonts/Hack-LICENSE.txt"),
    ),
    ("lang/es.ftl", include_bytes!("../../assets/lang/es.ftl")),
    ("lang/fr.ftl", include_bytes!("../../assets/lang/fr.ftl")),
    ("lang/it.ftl", include_bytes!("../../assets/lang/it.ftl")),
    ("lang/ja.ftl", include_bytes!("../../assets/lang/ja.ftl")),
    ("lang/ko.ftl", include_bytes!("../../assets/lang/ko.ftl")),
    (
        "lang/pt-BR.ftl",
        include_bytes!("../../assets/lang/pt-BR.ftl"),
    ),
    ("lang/ru.ftl", include_bytes!("../../assets/lang/ru.ftl")),
    (
        "lang/zh-CN.ftl",
        include_bytes!("../../assets/lang/zh-CN.ftl"),
    ),
    (
        "fonts/NotoSansCJK-OFL.txt",
        include_bytes!("../../assets/fonts/NotoSansCJK-OFL.txt"),
    ),
    (
        "fonts/NotoSansJP-Petri.otf",
        include_bytes!("../../assets/fonts/NotoSansJP-Petri.otf"),
    ),
    (
        "fonts/NotoSansKR-Petri.otf",
        include_bytes!("../../assets/fonts/NotoSansKR-Petri.otf"),
    ),
    (
        "fonts/NotoSansSC-Petri.otf",
        include_bytes!("../../assets/fonts/NotoSansSC-Petri.otf"),
    ),
    (
        "sounds/capture.wav",
        include_bytes!("../../assets/sounds/capture.wav"),
    ),
    (
        "sounds/dice.wav",
        include_bytes!("../../assets/sounds/dice.wav"),
    ),
    (
        "puzzles/puzzles.jsonl",
        include_bytes!("../../assets/puzzles/puzzles.jsonl"),
    ),
    (
        "sounds/hop.wav",
        include_bytes!("../../assets/sounds/hop.wav"),
    ),
    (
        "sounds/step.wav",
        include_bytes!("../../assets/sounds/step.wav"),
    ),
    (
        "sounds/win.wav",
        include_bytes!("../../assets/sounds/win.wav"),
    ),
    (
        "themes/classic/dice.png",
        include_bytes!("../../assets/themes/classic/dice.png"),
    ),
    (
        "themes/classic/dot.png",
        include_bytes!("../../assets/themes/classic/dot.png"),
    ),
    (
        "themes/classic/hole.png",
        include_bytes!("../../assets/themes/classic/hole.png"),
    ),
    (
        "themes/classic/marble.png",
        include_bytes!("../../assets/themes/classic/marble.png"),
    ),
    (
        "themes/classic/ring.png",
        include_bytes!("../../assets/themes/classic/ring.png"),
    ),
    (
        "themes/classic/symbols.png",
        include_bytes!("../../assets/themes/classic/symbols.png"),
    ),
    (
        "themes/classic/table.png",
        include_bytes!("../../assets/themes/classic/table.png"),
    ),
    (
        "themes/contrast/dice.png",
        include_bytes!("../../assets/themes/contrast/dice.png"),
    ),
    (
        "themes/contrast/dot.png",
        include_bytes!("../../assets/themes/contrast/dot.png"),
    ),
    (
        "themes/contrast/hole.png",
        include_bytes!("../../assets/themes/contrast/hole.png"),
    ),
    (
        "themes/contrast/marble.png",
        include_bytes!("../../assets/themes/contrast/marble.png"),
    ),
    (
        "themes/contrast/ring.png",
        include_bytes!("../../assets/themes/contrast/ring.png"),
    ),
    (
        "themes/contrast/symbols.png",
        include_bytes!("../../assets/themes/contrast/symbols.png"),
    ),
    (
        "themes/glass/dice.png",
        include_bytes!("../../assets/themes/glass/dice.png"),
    ),
    (
        "themes/glass/dot.png",
        include_bytes!("../../assets/themes/glass/dot.png"),
    ),
    (
        "themes/glass/hole.png",
        include_bytes!("../../assets/themes/glass/hole.png"),
    ),
    (
        "themes/glass/marble.png",
        include_bytes!("../../assets/themes/glass/marble.png"),
    ),
    (
        "themes/glass/ring.png",
        include_bytes!("../../assets/themes/glass/ring.png"),
    ),
    (
        "themes/glass/symbols.png",
        include_bytes!("../../assets/themes/glass/symbols.png"),
    ),
    (
        "themes/glass/table.png",
        include_bytes!("../../assets/themes/glass/table.png"),
    ),
    (
        "fonts/OFL.txt",
        include_bytes!("../../assets/fonts/OFL.txt"),
    ),
    (
        "fonts/PetriSans-Black.ttf",
        include_bytes!("../../assets/fonts/PetriSans-Black.ttf"),
    ),
    (
        "fonts/PetriSans-Bold.ttf",
        include_bytes!("../../assets/fonts/PetriSans-Bold.ttf"),
    ),
    (
        "fonts/PetriSans-Regular.ttf",
        include_bytes!("../../assets/fonts/PetriSans-Regular.ttf"),
    ),
    ("ui/frost.png", include_bytes!("../../assets/ui/frost.png")),
    ("ui/glow.png", include_bytes!("../../assets/ui/glow.png")),
    ("ui/grain.png", include_bytes!("../../assets/ui/grain.png")),
    (
        "ui/shadow.png",
        include_bytes!("../../assets/ui/shadow.png"),
    ),
    (
        "ui/vignette.png",
        include_bytes!("../../assets/ui/vignette.png"),
    ),
];

/// The built-in files as an in-memory folder.
#[cfg(not(target_arch = "wasm32"))]
pub fn built_in_dir() -> Dir {
    let dir = Dir::default();
    for (path, text) in THEME_FILES {
        dir.insert_asset(Path::new(path), text.as_bytes());
    }
    for (path, bytes) in FILES {
        dir.insert_asset(Path::new(path), *bytes);
    }
    dir
}

/// The text of a built-in theme file.
pub fn built_in_text(path: &str) -> Option<&'static str> {
    THEME_FILES
        .iter()
        .find(|(p, _)| *p == path)
        .map(|(_, text)| *text)
}

/// Reads from the first layer that has the file.
pub struct LayeredReader {
    layers: Vec<Box<dyn ErasedAssetReader>>,
}

impl LayeredReader {
    pub fn new(layers: Vec<Box<dyn ErasedAssetReader>>) -> LayeredReader {
        LayeredReader { layers }
    }
}

impl AssetReader for LayeredReader {
    async fn read<'a>(&'a self, path: &'a Path) -> Result<impl Reader + 'a, AssetReaderError> {
        for layer in &self.layers {
            match layer.read(path).await {
                Err(AssetReaderError::NotFound(_)) => continue,
                other => return other,
            }
        }
        Err(AssetReaderError::NotFound(path.to_path_buf()))
    }

    async fn read_meta<'a>(&'a self, path: &'a Path) -> Result<impl Reader + 'a, AssetReaderError> {
        for layer in &self.layers {
            match layer.read_meta(path).await {
                Err(AssetReaderError::NotFound(_)) => continue,
                other => return other,
            }
        }
        Err(AssetReaderError::NotFound(path.to_path_buf()))
    }

    /// The listing of the first layer that has the folder (layers are not merged: nothing in
    /// the game lists folders through Bevy; themes are listed by `view::theme::all_themes`).
    async fn read_directory<'a>(
        &'a self,
        path: &'a Path,
    ) -> Result<Box<PathStream>, AssetReaderError> {
        for layer in &self.layers {
            match layer.read_directory(path).await {
                Err(AssetReaderError::NotFound(_)) => continue,
                other => return other,
            }
        }
        Err(AssetReaderError::NotFound(path.to_path_buf()))
    }

    async fn is_directory<'a>(&'a self, path: &'a Path) -> Result<bool, AssetReaderError> {
        for layer in &self.layers {
            if let Ok(true) = layer.is_directory(path).await {
                return Ok(true);
            }
        }
        Ok(false)
    }
}

/// Where Bevy looks for `assets/`: `BEVY_ASSET_ROOT`, else `CARGO_MANIFEST_DIR` (cargo run),
/// else the executable's folder.
pub fn asset_root() -> PathBuf {
    std::env::var("BEVY_ASSET_ROOT")
        .or_else(|_| std::env::var("CARGO_MANIFEST_DIR"))
        .map(PathBuf::from)
        .unwrap_or_else(|_| {
            std::env::current_exe()
                .ok()
                .and_then(|p| p.parent().map(Path::to_path_buf))
                .unwrap_or_else(|| ".".into())
        })
}

/// The folders searched before the built-in files, first first: the game's folder, then
/// `assets/` under the asset root (when they exist).
/// Absolute, so that Bevy's file reader (which joins relative paths onto its own base folder)
/// and `is_dir` here mean the same folder.
pub fn asset_folders(game_dir: Option<&Path>, asset_root: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = game_dir.map(Path::to_path_buf).into_iter().collect();
    out.push(asset_root.join("assets"));
    let mut out: Vec<PathBuf> = out
        .into_iter()
        .filter_map(|p| std::path::absolute(p).ok())
        .filter(|p| p.is_dir())
        .collect();
    out.dedup();
    out
}

/// The web build's default asset source: the enabled mods' files (handed over by the page),
/// then the site's `assets/` over HTTP. Register it before `DefaultPlugins`.
#[cfg(target_arch = "wasm32")]
pub fn web_asset_source() -> bevy::asset::io::AssetSourceBuilder {
    bevy::asset::io::AssetSourceBuilder::new(|| {
        Box::new(LayeredReader::new(vec![
            Box::new(crate::core::mods::ModLayers) as Box<dyn ErasedAssetReader>,
            Box::new(bevy::asset::io::wasm::HttpWasmAssetReader::new("assets")),
        ]))
    })
}

/// Bevy's default asset source, layered as the module docs say. Register it before
/// `DefaultPlugins` (`App::register_asset_source(AssetSourceId::Default, …)`).
#[cfg(not(target_arch = "wasm32"))]
pub fn asset_source(game_dir: Option<PathBuf>) -> bevy::asset::io::AssetSourceBuilder {
    use bevy::asset::io::file::FileAssetReader;
    use bevy::asset::io::{AssetSourceBuilder, AssetWatcher};

    /// Several watchers kept alive together.
    struct Watchers(#[allow(dead_code)] Vec<Box<dyn AssetWatcher>>);
    impl AssetWatcher for Watchers {}

    let folders = asset_folders(game_dir.as_deref(), &asset_root());
    let game_dir_given = game_dir
        .as_ref()
        .is_some_and(|d| folders.first() == std::path::absolute(d).ok().as_ref());
    let watched = folders.clone();
    let mut builder = AssetSourceBuilder::new(move || {
        let mut layers: Vec<Box<dyn ErasedAssetReader>> = folders
            .iter()
            .map(|f| Box::new(FileAssetReader::new(f)) as Box<dyn ErasedAssetReader>)
            .collect();
        // The enabled mods, between the player's own folder and the game's assets.
        let mods = Box::new(crate::core::mods::ModLayers) as Box<dyn ErasedAssetReader>;
        let at = usize::from(game_dir_given && layers.len() > 1);
        layers.insert(at, mods);
        layers.push(Box::new(MemoryAssetReader {
            root: built_in_dir(),
        }));
        Box::new(LayeredReader::new(layers))
    });
    builder = builder.with_watcher(move |sender| {
        let watchers: Vec<Box<dyn AssetWatcher>> = watched
            .iter()
            .filter_map(|f| {
                bevy::asset::io::AssetSource::get_default_watcher(
                    f.to_string_lossy().into_owned(),
                    std::time::Duration::from_millis(300),
                )(sender.clone())
            })
            .collect();
        Some(Box::new(Watchers(watchers)))
    });
    builder
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every file of the shipped themes and sounds.
    fn shipped() -> Vec<String> {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
        let mut out = Vec::new();
        for dir in [
            "puzzles",
            "sounds",
            "themes/classic",
            "themes/glass",
            "themes/contrast",
            "ui",
            "fonts",
            "lang",
            "learn",
        ] {
            for e in std::fs::read_dir(root.join(dir)).unwrap().flatten() {
                let name = e.file_name().to_string_lossy().into_owned();
                // The READMEs and glossaries are for people.
                if (dir == "lang" && !name.ends_with(".ftl"))
                    || name == "README.md"
                    || (dir == "learn" && name != "book.ron")
                {
                    continue;
                }
                out.push(format!("{dir}/{}", e.file_name().to_string_lossy()));
            }
        }
        out.sort();
        out
    }

    /// The web page fetches exactly the early files, from where the assets are.
    #[test]
    fn the_web_page_fetches_the_early_files() {
        let page = include_str!("../../web/index.html");
        let line = page
            .lines()
            .find(|l| l.trim_start().starts_with("const EARLY = ["))
            .expect("web/index.html lists EARLY");
        let listed: Vec<&str> = line.split('"').skip(1).step_by(2).collect();
        assert_eq!(listed, EARLY);
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
        for path in EARLY {
            assert!(!early(path).is_empty(), "{path}");
            assert_eq!(
                std::fs::read(root.join(path)).unwrap(),
                early(path),
                "{path}"
            );
        }
    }

    #[test]
    fn every_shipped_asset_is_built_in() {
        let mut built: Vec<String> = FILES
            .iter()
            .map(|(p, _)| p.to_string())
            .chain(THEME_FILES.iter().map(|(p, _)| p.to_string()))
            .collect();
        built.sort();
        assert_eq!(
            built,
            shipped(),
            "src/core/built_in.rs FILES must list the shipped assets"
        );
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
        for (path, bytes) in FILES {
            assert_eq!(std::fs::read(root.join(path)).unwrap(), *bytes, "{path}");
        }
        for (path, text) in THEME_FILES {
            assert_eq!(
                std::fs::read_to_string(root.join(path)).unwrap(),
                *text,
                "{path}"
            );
        }
    }

    #[test]
    fn layers_are_read_in_order_and_fall_through() {
        let player = Dir::default();
        player.insert_asset_text(Path::new("themes/mine/theme.ron"), "player's");
        player.insert_asset_text(Path::new("themes/classic/theme.ron"), "player's classic");
        let reader = LayeredReader::new(vec![
            Box::new(MemoryAssetReader { root: player }),
            Box::new(MemoryAssetReader {
                root: built_in_dir(),
            }),
        ]);
        let read = |p: &str| {
            bevy::tasks::block_on(async {
                let mut r = AssetReader::read(&reader, Path::new(p)).await?;
                let mut bytes = Vec::new();
                r.read_to_end(&mut bytes)
                    .await
                    .map_err(|e| AssetReaderError::Io(e.into()))?;
                Ok::<_, AssetReaderError>(String::from_utf8_lossy(&bytes).into_owned())
            })
        };
        assert_eq!(read("themes/mine/theme.ron").unwrap(), "player's");
        assert_eq!(
            read("themes/classic/theme.ron").unwrap(),
            "player's classic"
        );
        assert!(read("themes/glass/theme.ron").unwrap().contains("name:"));
        assert!(matches!(
            read("themes/none/theme.ron"),
            Err(AssetReaderError::NotFound(_))
        ));
    }
}
