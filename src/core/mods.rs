//! Mods (`assets/mods/README.md`): folders and `.zip` files in the game folder's `mods/`,
//! read and checked by `petri-mod`, stacked in the order the player keeps
//! ([`Settings::mods`]): a later mod's file replaces the same file of an earlier one, and every
//! enabled mod's file replaces the game's own. The asset source asks [`ModLayers`] between the
//! player's own folder and the game's assets, so a mod's themes, sounds, pictures and language
//! files load like the game's.
//!
//! The folder is looked at every two seconds (before the frame's other systems, so a language
//! or theme of a mod is there when asked for): a mod added, removed or edited shows at once,
//! and the files it changed are reloaded (a theme being edited redraws the board). A mod with
//! problems is listed with them and kept off: it never stops the game.
//!
//! The web build has no folder: the page keeps each mod's zip in the browser's storage
//! (IndexedDB), unpacks it and hands its files over ([`hand_over`]); they are read, checked,
//! ordered and stacked the same way.

use std::path::{Path, PathBuf};
use std::sync::{Arc, RwLock};

use bevy::asset::io::{AssetReader, AssetReaderError, PathStream, Reader, VecReader};
use bevy::prelude::*;

use crate::core::settings::Settings;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Mods>();
    #[cfg(not(target_arch = "wasm32"))]
    app.add_systems(PreUpdate, follow_mods_folder.in_set(ModsRead));
    #[cfg(target_arch = "wasm32")]
    app.add_systems(PreUpdate, follow_handed_mods.in_set(ModsRead));
}

/// Where the mods are read (before the frame's other systems): what follows the mods runs
/// after it.
#[derive(SystemSet, Debug, Clone, PartialEq, Eq, Hash)]
pub struct ModsRead;

/// A mod found in the mods folder.
#[derive(Clone, Debug)]
pub struct ModEntry {
    /// The mod's id (`mod.ron`), or its file or folder name when that cannot be read.
    pub id: String,
    /// Its folder or zip.
    pub source: PathBuf,
    /// The mod, when it could be read.
    pub package: Option<Arc<petri_mod::Package>>,
    /// What is wrong with it, one line each (`file:line: what`); a mod with problems stays off.
    pub problems: Vec<String>,
    /// Why it is kept off though nothing is wrong in it ([`arrange`]): another mod has its
    /// id, or a mod it needs is not on below it.
    pub held: Vec<Held>,
    /// Whether the player has it on (and it has no problems).
    pub enabled: bool,
}

/// Why [`arrange`] keeps a mod off though nothing is wrong in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Held {
    /// Another mod above it has its id.
    SameId(String),
    /// It needs this mod (id, versions) on above it in the list.
    Needs(String, String),
}

impl Held {
    /// In the player's language.
    pub fn said(&self) -> String {
        use crate::core::text::tr_with;
        match self {
            Held::SameId(id) => tr_with("mods.same_id", &[("id", id)]),
            Held::Needs(id, version) => tr_with("mods.needs", &[("id", id), ("version", version)]),
        }
    }
}

/// What a mod holds, for the Mods sheet.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Contents {
    pub themes: Vec<String>,
    pub languages: Vec<String>,
    pub lessons: bool,
    pub puzzles: usize,
    pub sounds: usize,
    pub pictures: usize,
}

impl ModEntry {
    /// The name players see.
    pub fn name(&self) -> String {
        self.package
            .as_ref()
            .map_or_else(|| self.id.clone(), |p| p.info.name.clone())
    }

    /// What the mod holds.
    pub fn contents(&self) -> Contents {
        let mut c = Contents::default();
        let Some(package) = &self.package else {
            return c;
        };
        for (path, bytes) in &package.files {
            let parts: Vec<&str> = path.split('/').collect();
            match parts[..] {
                ["themes", theme, "theme.ron"] => c.themes.push(theme.to_owned()),
                ["lang", file] if file.ends_with(".ftl") => {
                    c.languages.push(file.trim_end_matches(".ftl").to_owned())
                }
                ["learn", "book.ron"] => c.lessons = true,
                ["puzzles", _] => {
                    c.puzzles += bytes
                        .split(|b| *b == b'\n')
                        .filter(|l| !l.trim_ascii().is_empty())
                        .count()
                }
                ["sounds", _] => c.sounds += 1,
                [.., last] if last.ends_with(".png") => c.pictures += 1,
                _ => {}
            }
        }
        c
    }
}

/// The mods found, in the player's order (the first is at the bottom of the stack).
#[derive(Resource, Debug, Default, Clone)]
pub struct Mods {
    pub entries: Vec<ModEntry>,
    /// When the folder was last read (seconds of the app's clock).
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    pub(crate) last_scan: Option<f64>,
    /// How long the last reading and checking of handed-over mods took (milliseconds).
    pub read_ms: u128,
}

impl Mods {
    /// The enabled mods' files, bottom of the stack first.
    pub fn enabled(&self) -> impl DoubleEndedIterator<Item = &ModEntry> {
        self.entries.iter().filter(|e| e.enabled)
    }
}

/// The game folder's mods folder.
pub fn mods_dir(game_dir: &Path) -> PathBuf {
    game_dir.join("mods")
}

/// Reads every mod in `dir`: each sub-folder and each `.zip`, checked against the game's
/// English. Sorted by file name; [`arrange`] puts them in the player's order.
pub fn discover(dir: &Path) -> Vec<ModEntry> {
    let limits = petri_mod::Limits::default();
    let english = crate::core::text::english_source();
    let mut entries: Vec<ModEntry> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let path = e.path();
            let name = e.file_name().to_string_lossy().into_owned();
            let read = if path.is_dir() {
                petri_mod::Package::read_dir(&path, &limits)
            } else if name.to_ascii_lowercase().ends_with(".zip") {
                std::fs::read(&path)
                    .map_err(|e| vec![petri_mod::Problem::new("", None, e.to_string())])
                    .and_then(|bytes| petri_mod::Package::read_zip(&bytes, &limits))
            } else {
                return None;
            };
            Some(entry(path, name, read, english, &limits))
        })
        .collect();
    entries.sort_by(|a, b| a.source.cmp(&b.source));
    entries
}

/// A mod's entry from what reading it gave: checked against the game's English when it could
/// be read (`fallback_id` names it when it could not).
pub fn entry(
    source: PathBuf,
    fallback_id: String,
    read: Result<petri_mod::Package, Vec<petri_mod::Problem>>,
    english: &str,
    limits: &petri_mod::Limits,
) -> ModEntry {
    match read {
        Ok(package) => {
            let mut problems: Vec<String> = petri_mod::check_with(&package, english, limits)
                .iter()
                .map(ToString::to_string)
                .collect();
            // The base's id is the game's own content, never a player's mod.
            if package.info.is_base() {
                let taken = petri_mod::Problem::new(
                    "mod.ron",
                    None,
                    format!(
                        "the id `{}` is the game's own content: a mod takes another",
                        petri_mod::BASE_ID
                    ),
                );
                problems.insert(0, taken.to_string());
            }
            ModEntry {
                id: package.info.id.clone(),
                source,
                package: Some(Arc::new(package)),
                problems,
                held: Vec::new(),
                enabled: false,
            }
        }
        Err(problems) => ModEntry {
            id: fallback_id,
            source,
            package: None,
            problems: problems.iter().map(ToString::to_string).collect(),
            held: Vec::new(),
            enabled: false,
        },
    }
}

/// What the page hands over (`web/mods.js`): a mod kept in the browser or just added — its
/// files as unpacked from its zip, or why they could not be — or a mod removed. Queued here
/// and taken by the game's next frame.
#[derive(Debug)]
pub enum Handed {
    Added {
        /// The zip's name, which the browser keeps it under.
        source: String,
        files: Result<std::collections::BTreeMap<String, Vec<u8>>, String>,
    },
    Removed(String),
}

static HANDED: std::sync::Mutex<Vec<Handed>> = std::sync::Mutex::new(Vec::new());

/// Queues what the page handed over.
pub fn hand_over(handed: Handed) {
    HANDED
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push(handed);
}

/// The files of a handed-over mod: `index` lists (path, length) in the order their bytes
/// follow one another in `data`.
pub fn split_handed(
    index: &str,
    data: Vec<u8>,
) -> Result<std::collections::BTreeMap<String, Vec<u8>>, String> {
    let list: Vec<(String, usize)> =
        serde_json::from_str(index).map_err(|e| format!("the page's list of files: {e}"))?;
    let mut files = std::collections::BTreeMap::new();
    let mut at = 0usize;
    for (path, length) in list {
        let end = at
            .checked_add(length)
            .filter(|end| *end <= data.len())
            .ok_or_else(|| format!("{path}: the page handed over fewer bytes than listed"))?;
        files.insert(path, data[at..end].to_vec());
        at = end;
    }
    Ok(files)
}

/// Applies what the page handed over to the mods it handed before: an added mod is read and
/// checked (replacing one of the same source), a removed one dropped.
pub fn take_handed(mut handed: Vec<ModEntry>) -> (Vec<ModEntry>, bool) {
    let queued: Vec<Handed> =
        std::mem::take(&mut *HANDED.lock().unwrap_or_else(|e| e.into_inner()));
    if queued.is_empty() {
        return (handed, false);
    }
    let limits = petri_mod::Limits::default();
    let english = crate::core::text::english_source();
    for h in queued {
        match h {
            Handed::Added { source, files } => {
                let read = files
                    .map_err(|e| vec![petri_mod::Problem::new("", None, e)])
                    .and_then(|files| {
                        petri_mod::Package::from_files(petri_mod::strip_top_folder(files), &limits)
                    });
                let new = entry(
                    PathBuf::from(&source),
                    source.clone(),
                    read,
                    english,
                    &limits,
                );
                handed.retain(|e| e.source != new.source);
                handed.push(new);
            }
            Handed::Removed(source) => handed.retain(|e| e.source != Path::new(&source)),
        }
    }
    handed.sort_by(|a, b| a.source.cmp(&b.source));
    (handed, true)
}

/// Puts `entries` in the player's order (`order`, bottom of the stack first; mods new to it
/// go on top, enabled) and marks which are on: those not in `off`, without problems, and
/// whose needs (`depends`) are on below them in versions that fit (else the mod is held off
/// and says which). Two mods with the same id: the first found is kept, the other is held.
pub fn arrange(mut entries: Vec<ModEntry>, order: &[String], off: &[String]) -> Vec<ModEntry> {
    let mut seen: Vec<String> = Vec::new();
    for e in &mut entries {
        e.held.clear();
        if seen.contains(&e.id) {
            e.held.push(Held::SameId(e.id.clone()));
        } else {
            seen.push(e.id.clone());
        }
    }
    entries.sort_by_key(|e| {
        order
            .iter()
            .position(|id| *id == e.id)
            .unwrap_or(order.len())
    });
    // (id, version) of the mods on so far, from the bottom.
    let mut below: Vec<(String, String)> = Vec::new();
    for e in &mut entries {
        e.enabled = e.problems.is_empty()
            && e.held.is_empty()
            && e.package.is_some()
            && !off.contains(&e.id);
        let Some(package) = e.package.as_ref().filter(|_| e.enabled) else {
            continue;
        };
        for need in &package.info.depends {
            let met = need.met_by_the_game() || below.iter().any(|(id, v)| need.met_by(id, v));
            if !met {
                e.held
                    .push(Held::Needs(need.id.clone(), need.version.clone()));
            }
        }
        e.enabled = e.held.is_empty();
        if e.enabled {
            below.push((e.id.clone(), package.info.version.clone()));
        }
    }
    entries
}

/// Whether a mod's file goes into the asset source, replacing the file of that path below it.
/// A mod's puzzle sets and its book are added to the game's instead ([`mod_puzzles`],
/// [`mod_books`]), never put in their place.
pub fn stacked(path: &str) -> bool {
    !(path.starts_with("puzzles/") || path == "learn/book.ron")
}

/// The enabled mods' files as the asset source sees them, top of the stack first.
type Layers = Vec<Arc<petri_mod::Package>>;

static LAYERS: RwLock<Layers> = RwLock::new(Vec::new());

/// Puts the enabled mods of `mods` in the asset source; returns the paths whose file changed
/// (to reload).
pub fn set_layers(mods: &Mods) -> Vec<String> {
    let new: Layers = mods
        .enabled()
        .rev()
        .filter_map(|e| e.package.clone())
        .collect();
    let seen = |layers: &Layers, path: &str| -> Option<Vec<u8>> {
        stacked(path)
            .then(|| layers.iter().find_map(|p| p.files.get(path).cloned()))
            .flatten()
    };
    let mut guard = LAYERS.write().unwrap_or_else(|e| e.into_inner());
    let mut paths: Vec<String> = guard
        .iter()
        .chain(new.iter())
        .flat_map(|p| p.files.keys().cloned())
        .collect();
    paths.sort();
    paths.dedup();
    let changed = paths
        .into_iter()
        .filter(|path| seen(&guard, path) != seen(&new, path))
        .collect();
    *guard = new;
    changed
}

/// The enabled mods' `lang/en.ftl` texts (their own keys), bottom of the stack first.
pub fn mod_english(mods: &Mods) -> Vec<String> {
    mods.enabled()
        .filter_map(|e| e.package.as_ref()?.files.get("lang/en.ftl"))
        .filter_map(|b| String::from_utf8(b.clone()).ok())
        .collect()
}

/// The asset source's mod layer: a file of the topmost enabled mod that has it.
pub struct ModLayers;

fn find(path: &Path) -> Option<Vec<u8>> {
    let path = path.to_string_lossy().replace('\\', "/");
    if !stacked(&path) {
        return None;
    }
    let layers = LAYERS.read().unwrap_or_else(|e| e.into_inner());
    layers.iter().find_map(|p| p.files.get(&path).cloned())
}

impl AssetReader for ModLayers {
    async fn read<'a>(&'a self, path: &'a Path) -> Result<impl Reader + 'a, AssetReaderError> {
        find(path)
            .map(VecReader::new)
            .ok_or_else(|| AssetReaderError::NotFound(path.to_path_buf()))
    }

    async fn read_meta<'a>(&'a self, path: &'a Path) -> Result<impl Reader + 'a, AssetReaderError> {
        Err::<VecReader, _>(AssetReaderError::NotFound(path.to_path_buf()))
    }

    async fn read_directory<'a>(
        &'a self,
        path: &'a Path,
    ) -> Result<Box<PathStream>, AssetReaderError> {
        Err(AssetReaderError::NotFound(path.to_path_buf()))
    }

    async fn is_directory<'a>(&'a self, path: &'a Path) -> Result<bool, AssetReaderError> {
        let prefix = format!("{}/", path.to_string_lossy().replace('\\', "/"));
        let layers = LAYERS.read().unwrap_or_else(|e| e.into_inner());
        Ok(layers
            .iter()
            .any(|p| p.files.keys().any(|k| k.starts_with(&prefix))))
    }
}

/// A theme of an enabled mod: (theme id, its `theme.ron` text), bottom of the stack first.
pub fn mod_themes(mods: &Mods) -> Vec<(String, String)> {
    mods.enabled()
        .filter_map(|e| e.package.as_ref())
        .flat_map(|p| {
            p.files.iter().filter_map(|(path, bytes)| {
                let theme = path.strip_prefix("themes/")?.strip_suffix("/theme.ron")?;
                Some((theme.to_owned(), String::from_utf8(bytes.clone()).ok()?))
            })
        })
        .collect()
}

/// The enabled mods' books (`learn/book.ron`), bottom of the stack first: (id, name, text).
pub fn mod_books(mods: &Mods) -> Vec<(String, String, String)> {
    mods.enabled()
        .filter_map(|e| {
            let text = e.package.as_ref()?.files.get("learn/book.ron")?;
            Some((
                e.id.clone(),
                e.name(),
                String::from_utf8(text.clone()).ok()?,
            ))
        })
        .collect()
}

/// The enabled mods' puzzle sets (every `puzzles/*.jsonl`), bottom of the stack first: (id,
/// name, the set's text).
pub fn mod_puzzles(mods: &Mods) -> Vec<(String, String, String)> {
    mods.enabled()
        .flat_map(|e| {
            let files = e.package.as_ref().map(|p| &p.files);
            files
                .into_iter()
                .flatten()
                .filter(|(path, _)| path.starts_with("puzzles/") && path.ends_with(".jsonl"))
                .filter_map(|(_, bytes)| {
                    Some((
                        e.id.clone(),
                        e.name(),
                        String::from_utf8(bytes.clone()).ok()?,
                    ))
                })
        })
        .collect()
}

/// The text of `path` in the topmost enabled mod that has it.
pub fn mod_file_text(mods: &Mods, path: &str) -> Option<String> {
    mods.enabled()
        .rev()
        .find_map(|e| e.package.as_ref()?.files.get(path))
        .and_then(|b| String::from_utf8(b.clone()).ok())
}

/// The language codes of the enabled mods' files (`lang/<code>.ftl`, not English).
pub fn mod_languages(mods: &Mods) -> Vec<String> {
    let mut codes: Vec<String> = mods
        .enabled()
        .filter_map(|e| e.package.as_ref())
        .flat_map(|p| {
            p.files.keys().filter_map(|path| {
                let code = path.strip_prefix("lang/")?.strip_suffix(".ftl")?;
                (code != "en").then(|| code.to_owned())
            })
        })
        .collect();
    codes.sort();
    codes.dedup();
    codes
}

/// Whether two readings of the folder found the same mods with the same files and states.
fn same(a: &[ModEntry], b: &[ModEntry]) -> bool {
    a.len() == b.len()
        && a.iter().zip(b).all(|(x, y)| {
            x.id == y.id
                && x.enabled == y.enabled
                && x.problems == y.problems
                && x.package.as_ref().map(|p| &p.files) == y.package.as_ref().map(|p| &p.files)
        })
}

/// What the mods folder holds, cheaply: every file's path, size and time of change. The
/// folder is read again only when this changes.
#[cfg(not(target_arch = "wasm32"))]
fn fingerprint(dir: &Path) -> Vec<(PathBuf, u64, Option<std::time::SystemTime>)> {
    let mut out = Vec::new();
    let mut pending = vec![(dir.to_path_buf(), 0)];
    while let Some((folder, depth)) = pending.pop() {
        for entry in std::fs::read_dir(&folder).into_iter().flatten().flatten() {
            let path = entry.path();
            let Ok(meta) = entry.metadata() else { continue };
            if meta.is_dir() && depth < 8 {
                pending.push((path, depth + 1));
            } else {
                out.push((path, meta.len(), meta.modified().ok()));
            }
        }
    }
    out.sort();
    out
}

/// Reads the mods folder when its files change (looked at every two seconds), orders the
/// mods as the player keeps them, puts the enabled ones in the asset source and reloads what
/// they changed.
#[cfg(not(target_arch = "wasm32"))]
#[allow(clippy::type_complexity)]
fn follow_mods_folder(
    mut mods: ResMut<Mods>,
    mut seen: Local<Option<Vec<(PathBuf, u64, Option<std::time::SystemTime>)>>>,
    settings: Res<Settings>,
    store: Option<Res<crate::core::store::Store>>,
    time: Res<Time<Real>>,
    server: Option<Res<AssetServer>>,
) {
    let now = time.elapsed_secs_f64();
    let due = mods.last_scan.is_none_or(|t| now - t >= 2.0);
    if !due && !settings.is_changed() {
        return;
    }
    let Some(store) = store else {
        return;
    };
    let dir = mods_dir(&store.root());
    mods.bypass_change_detection().last_scan = Some(now);
    let print = fingerprint(&dir);
    let read_again = seen.as_ref() != Some(&print);
    if !read_again && !settings.is_changed() {
        return;
    }
    let entries = if read_again {
        *seen = Some(print);
        let started = std::time::Instant::now();
        let found = discover(&dir);
        info!(
            "mods: {} read and checked in {} ms",
            found.len(),
            started.elapsed().as_millis()
        );
        found
    } else {
        mods.entries.clone()
    };
    let found = arrange(entries, &settings.mods, &settings.mods_off);
    apply(&mut mods, found, server.as_deref());
}

/// Makes `found` the mods in play: the enabled ones go in the asset source, their English
/// under the game's, and the files they changed are reloaded.
fn apply(mods: &mut Mods, found: Vec<ModEntry>, server: Option<&AssetServer>) {
    if same(&found, &mods.entries) {
        return;
    }
    mods.entries = found;
    let changed = set_layers(mods);
    crate::core::text::set_mod_english(&mod_english(mods));
    // Only what the game loads as assets (not READMEs or licences).
    let loaded = |p: &str| {
        let ext = p.rsplit_once('.').map_or("", |(_, e)| e);
        ["ron", "ftl", "png", "wav", "ttf", "otf", "jsonl"].contains(&ext)
    };
    // (A headless app has no asset server: nothing to reload.)
    let Some(server) = server else {
        return;
    };
    for path in changed.into_iter().filter(|p| loaded(p)) {
        info!("mods: reloading {path}");
        server.reload(path);
    }
}

/// The mods the page hands over (the web build's, kept in the browser's storage): read and
/// checked as they come, ordered and switched as the player keeps them.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
fn follow_handed_mods(
    mut mods: ResMut<Mods>,
    mut handed: Local<Vec<ModEntry>>,
    settings: Res<Settings>,
    server: Option<Res<AssetServer>>,
) {
    let started = web_time::Instant::now();
    let (now, changed) = take_handed(std::mem::take(&mut *handed));
    *handed = now;
    if !changed && !settings.is_changed() {
        return;
    }
    let found = arrange(handed.clone(), &settings.mods, &settings.mods_off);
    apply(&mut mods, found, server.as_deref());
    mods.read_ms = started.elapsed().as_millis();
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    fn example_copy(dir: &Path) {
        let from = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/mods/example");
        let package = petri_mod::Package::read_dir(&from, &petri_mod::Limits::default()).unwrap();
        for (path, bytes) in &package.files {
            let file = dir.join("example").join(path);
            std::fs::create_dir_all(file.parent().unwrap()).unwrap();
            std::fs::write(file, bytes).unwrap();
        }
        std::fs::write(dir.join("broken.zip"), b"not a zip").unwrap();
    }

    /// The tests change the one asset source's layers: one at a time.
    static LAYERS_IN_USE: std::sync::Mutex<()> = std::sync::Mutex::new(());

    #[test]
    fn mods_are_found_checked_ordered_and_stacked() {
        let _one = LAYERS_IN_USE.lock().unwrap_or_else(|e| e.into_inner());
        let dir = std::env::temp_dir().join(format!("petri-mods-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        example_copy(&dir);
        let found = discover(&dir);
        assert_eq!(found.len(), 2);
        let mods = Mods {
            entries: arrange(found, &[], &[]),
            ..Default::default()
        };
        let example = mods.entries.iter().find(|e| e.id == "example").unwrap();
        assert!(example.problems.is_empty(), "{:?}", example.problems);
        assert!(example.enabled);
        let contents = example.contents();
        assert_eq!(contents.themes, ["meadow"]);
        assert_eq!(contents.languages, ["en", "eo"]);
        assert!(contents.lessons);
        assert_eq!(contents.puzzles, 3);
        let broken = mods.entries.iter().find(|e| e.id == "broken.zip").unwrap();
        assert!(!broken.enabled && broken.problems[0].contains("not a zip"));
        // On: its files are served, and what changed is named for reloading.
        let changed = set_layers(&mods);
        assert!(
            changed.contains(&"themes/meadow/theme.ron".to_owned()),
            "{changed:?}"
        );
        // Its puzzles and book are added to the game's, never served in their place.
        assert!(!changed.contains(&"puzzles/puzzles.jsonl".to_owned()));
        assert!(find(Path::new("puzzles/puzzles.jsonl")).is_none());
        assert_eq!(mod_puzzles(&mods).len(), 1);
        assert_eq!(mod_books(&mods)[0].1, "Example: Meadow");
        assert!(find(Path::new("themes/meadow/theme.ron")).is_some());
        assert_eq!(mod_languages(&mods), ["eo"]);
        assert_eq!(mod_themes(&mods)[0].0, "meadow");
        assert!(mod_english(&mods)[0].contains("example-l-first_step"));
        // Off: gone again.
        let off = Mods {
            entries: arrange(mods.entries.clone(), &[], &["example".to_owned()]),
            ..Default::default()
        };
        assert!(!off.entries.iter().any(|e| e.enabled));
        let changed = set_layers(&off);
        assert!(changed.contains(&"lang/eo.ftl".to_owned()));
        assert!(find(Path::new("themes/meadow/theme.ron")).is_none());
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// A mod with `depends` ((id, requirement) pairs) and no files.
    fn needing(id: &str, version: &str, depends: &[(&str, &str)]) -> ModEntry {
        ModEntry {
            id: id.to_owned(),
            source: PathBuf::from(id),
            package: Some(Arc::new(petri_mod::Package {
                info: petri_mod::ModInfo {
                    id: id.to_owned(),
                    name: id.to_owned(),
                    version: version.into(),
                    author: String::new(),
                    description: String::new(),
                    game: "*".into(),
                    depends: depends
                        .iter()
                        .map(|(id, v)| petri_mod::Dependency {
                            id: (*id).to_owned(),
                            version: (*v).to_owned(),
                        })
                        .collect(),
                },
                files: BTreeMap::new(),
            })),
            problems: Vec::new(),
            held: Vec::new(),
            enabled: false,
        }
    }

    fn on(entries: &[ModEntry]) -> Vec<(&str, bool)> {
        entries.iter().map(|e| (e.id.as_str(), e.enabled)).collect()
    }

    #[test]
    fn a_mod_is_on_only_with_what_it_needs_on_below_it() {
        let base = needing("base-mod", "1.4.0", &[]);
        let addon = needing(
            "addon",
            "1.0.0",
            &[("base-mod", ">=1.2"), ("petri", ">=0.1")],
        );
        let both = vec![base.clone(), addon.clone()];
        let ids = |v: &[&str]| v.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
        // Its need below it and on: both on.
        let below = arrange(both.clone(), &ids(&["base-mod", "addon"]), &[]);
        assert_eq!(on(&below), [("base-mod", true), ("addon", true)]);
        // Above it: held, saying which.
        let above = arrange(both.clone(), &ids(&["addon", "base-mod"]), &[]);
        assert_eq!(on(&above), [("addon", false), ("base-mod", true)]);
        assert_eq!(
            above[0].held,
            [Held::Needs("base-mod".into(), ">=1.2".into())]
        );
        assert!(above[0].held[0].said().contains("base-mod"));
        assert!(above[0].problems.is_empty());
        // Switched off: held too; switched on again, the same entries are on (nothing kept).
        let off = arrange(
            both.clone(),
            &ids(&["base-mod", "addon"]),
            &ids(&["base-mod"]),
        );
        assert_eq!(on(&off), [("base-mod", false), ("addon", false)]);
        let again = arrange(off, &ids(&["base-mod", "addon"]), &[]);
        assert_eq!(on(&again), [("base-mod", true), ("addon", true)]);
        assert!(again.iter().all(|e| e.held.is_empty()));
        // A version that does not fit.
        let old = vec![needing("base-mod", "1.1.0", &[]), addon.clone()];
        let old = arrange(old, &[], &[]);
        assert_eq!(on(&old), [("base-mod", true), ("addon", false)]);
        // The game meets a need of `petri` in its own version only.
        let later = arrange(vec![needing("x", "1.0.0", &[("petri", ">=99")])], &[], &[]);
        assert!(!later[0].enabled);
    }

    #[test]
    fn no_mod_takes_the_bases_id() {
        let dir = std::env::temp_dir().join(format!("petri-base-id-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        example_copy(&dir);
        let ron = dir.join("example/mod.ron");
        let text = std::fs::read_to_string(&ron).unwrap();
        std::fs::write(&ron, text.replace("id: \"example\"", "id: \"petri\"")).unwrap();
        let found = arrange(discover(&dir), &[], &[]);
        let taken = found.iter().find(|e| e.id == "petri").unwrap();
        assert!(!taken.enabled);
        assert!(
            taken.problems[0].contains("the game's own content"),
            "{:?}",
            taken.problems
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_later_mod_replaces_an_earlier_ones_file() {
        let _one = LAYERS_IN_USE.lock().unwrap_or_else(|e| e.into_inner());
        let file = |id: &str, text: &str| {
            let mut entry = needing(id, "1.0.0", &[]);
            let package = Arc::get_mut(entry.package.as_mut().unwrap()).unwrap();
            package
                .files
                .insert("lang/eo.ftl".to_owned(), text.as_bytes().to_vec());
            entry.enabled = true;
            entry
        };
        let order = ["aa".to_owned(), "bb".to_owned()];
        let mods = Mods {
            entries: arrange(vec![file("bb", "b"), file("aa", "a")], &order, &[]),
            ..Default::default()
        };
        assert_eq!(mods.entries[0].id, "aa");
        set_layers(&mods);
        assert_eq!(find(Path::new("lang/eo.ftl")).unwrap(), b"b");
        let swapped = ["bb".to_owned(), "aa".to_owned()];
        let mods = Mods {
            entries: arrange(mods.entries, &swapped, &[]),
            ..Default::default()
        };
        assert_eq!(set_layers(&mods), ["lang/eo.ftl"]);
        assert_eq!(find(Path::new("lang/eo.ftl")).unwrap(), b"a");
        set_layers(&Mods::default());
    }

    /// What the page hands over (web/mods.js) as the game takes it: the example mod's files
    /// read from the index and bytes, checked and on; a zip the page could not unpack listed
    /// with why; a path leaving the mod refused; a removed mod gone.
    #[test]
    fn mods_handed_over_by_the_page_are_read_checked_and_removed() {
        let from = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/mods/example");
        let package = petri_mod::Package::read_dir(&from, &petri_mod::Limits::default()).unwrap();
        // As a zip of the folder itself: every path one folder down.
        let (mut index, mut data) = (Vec::new(), Vec::new());
        for (path, bytes) in &package.files {
            index.push((format!("example/{path}"), bytes.len()));
            data.extend_from_slice(bytes);
        }
        let index = serde_json::to_string(&index).unwrap();
        assert!(split_handed(&index, data[..data.len() - 1].to_vec()).is_err());
        hand_over(Handed::Added {
            source: "example_1.0.0.zip".into(),
            files: split_handed(&index, data),
        });
        hand_over(Handed::Added {
            source: "bad.zip".into(),
            files: Err("not a zip file (no central directory)".into()),
        });
        let escape = std::collections::BTreeMap::from([
            ("mod.ron".to_owned(), package.files["mod.ron"].clone()),
            ("../evil.ftl".to_owned(), b"x = y".to_vec()),
        ]);
        hand_over(Handed::Added {
            source: "escape.zip".into(),
            files: Ok(escape),
        });
        let (handed, changed) = take_handed(Vec::new());
        assert!(changed);
        let entries = arrange(handed, &[], &[]);
        let example = entries.iter().find(|e| e.id == "example").unwrap();
        assert!(example.enabled, "{:?}", example.problems);
        assert_eq!(example.contents().puzzles, 3);
        let bad = entries.iter().find(|e| e.id == "bad.zip").unwrap();
        assert!(!bad.enabled && bad.problems[0].contains("no central directory"));
        let escape = entries.iter().find(|e| e.id == "escape.zip").unwrap();
        assert!(!escape.enabled && escape.problems.iter().any(|p| p.contains("../evil.ftl")));
        // Nothing more handed: nothing changes. Removed: gone.
        let (same, changed) = take_handed(entries.clone());
        assert!(!changed && same.len() == 3);
        hand_over(Handed::Removed("example_1.0.0.zip".into()));
        let (left, _) = take_handed(same);
        assert!(left.iter().all(|e| e.id != "example"));
    }
}
