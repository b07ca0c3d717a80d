//! Where the settings, the autosave and the game records live: a folder in the platform's
//! config directory natively (`$XDG_CONFIG_HOME/petri`, `~/.config/petri`, `%APPDATA%\petri`,
//! `~/Library/Application Support/petri`; `PETRI_HOME` overrides). Writes go through a
//! temporary file and a rename, so a crash never leaves half a file; a file that cannot be
//! read is set aside under a new name, never deleted.
//!
//! Without a [`Store`] resource (headless tests) nothing is read or written.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use bevy::prelude::*;

/// Where the game keeps its files: a folder natively, key-value storage (the browser's
/// `localStorage`, keys `petri/<name>`) on the web.
#[derive(Resource, Clone, Debug)]
pub struct Store {
    kind: Kind,
}

#[derive(Clone, Debug)]
enum Kind {
    Folder(PathBuf),
    Keys(Arc<dyn KeyValue>),
}

impl PartialEq for Store {
    fn eq(&self, other: &Store) -> bool {
        match (&self.kind, &other.kind) {
            (Kind::Folder(a), Kind::Folder(b)) => a == b,
            (Kind::Keys(a), Kind::Keys(b)) => Arc::ptr_eq(a, b),
            _ => false,
        }
    }
}

impl Eq for Store {}

/// Text values under string keys: the browser's `localStorage`, or memory in tests.
pub trait KeyValue: Send + Sync + std::fmt::Debug {
    fn get(&self, key: &str) -> Result<Option<String>, String>;
    fn set(&self, key: &str, value: &str) -> Result<(), String>;
    fn remove(&self, key: &str);
    fn keys(&self) -> Vec<String>;
}

/// A [`KeyValue`] in memory (tests; the web when `localStorage` is unavailable).
#[derive(Debug, Default)]
pub struct MemoryKeys(Mutex<BTreeMap<String, String>>);

impl KeyValue for MemoryKeys {
    fn get(&self, key: &str) -> Result<Option<String>, String> {
        Ok(self.0.lock().map_err(|e| e.to_string())?.get(key).cloned())
    }
    fn set(&self, key: &str, value: &str) -> Result<(), String> {
        self.0
            .lock()
            .map_err(|e| e.to_string())?
            .insert(key.to_owned(), value.to_owned());
        Ok(())
    }
    fn remove(&self, key: &str) {
        if let Ok(mut map) = self.0.lock() {
            map.remove(key);
        }
    }
    fn keys(&self) -> Vec<String> {
        self.0
            .lock()
            .map(|m| m.keys().cloned().collect())
            .unwrap_or_default()
    }
}

/// The browser's `localStorage`. Only the web build has one; every call asks the window
/// again (the storage object is not `Send`).
#[cfg(target_arch = "wasm32")]
#[derive(Debug, Default)]
pub struct LocalStorage;

#[cfg(target_arch = "wasm32")]
impl LocalStorage {
    fn storage() -> Result<web_sys::Storage, String> {
        web_sys::window()
            .ok_or("no browser window")?
            .local_storage()
            .ok()
            .flatten()
            .ok_or_else(|| "the browser's localStorage is unavailable".to_owned())
    }
}

#[cfg(target_arch = "wasm32")]
impl KeyValue for LocalStorage {
    fn get(&self, key: &str) -> Result<Option<String>, String> {
        Self::storage()?
            .get_item(key)
            .map_err(|e| format!("cannot read {key} from localStorage: {e:?}"))
    }
    fn set(&self, key: &str, value: &str) -> Result<(), String> {
        Self::storage()?
            .set_item(key, value)
            .map_err(|e| format!("cannot write {key} to localStorage (full?): {e:?}"))
    }
    fn remove(&self, key: &str) {
        if let Ok(s) = Self::storage() {
            let _ = s.remove_item(key);
        }
    }
    fn keys(&self) -> Vec<String> {
        let Ok(s) = Self::storage() else {
            return Vec::new();
        };
        let n = s.length().unwrap_or(0);
        (0..n).filter_map(|i| s.key(i).ok().flatten()).collect()
    }
}

/// The prefix of every key the game writes to key-value storage.
const KEY_PREFIX: &str = "petri/";

impl Store {
    /// A store in `dir` (created when first written).
    pub fn at(dir: impl Into<PathBuf>) -> Store {
        Store {
            kind: Kind::Folder(dir.into()),
        }
    }

    /// A store in key-value storage (keys `petri/<name>`).
    pub fn in_keys(keys: Arc<dyn KeyValue>) -> Store {
        Store {
            kind: Kind::Keys(keys),
        }
    }

    /// The platform's store: the browser's `localStorage` on the web; natively the folder
    /// the environment names, if any.
    pub fn platform() -> Option<Store> {
        #[cfg(target_arch = "wasm32")]
        {
            Some(Store::in_keys(Arc::new(LocalStorage)))
        }
        #[cfg(not(target_arch = "wasm32"))]
        {
            let env = |k: &str| {
                std::env::var_os(k)
                    .filter(|v| !v.is_empty())
                    .map(PathBuf::from)
            };
            if let Some(dir) = env("PETRI_HOME") {
                return Some(Store::at(dir));
            }
            // The platform's configuration folder (the `directories` crate): XDG on Linux,
            // %APPDATA% on Windows, Application Support on macOS.
            directories::BaseDirs::new().map(|d| Store::at(d.config_dir().join("petri")))
        }
    }

    /// The folder, or `localStorage:petri` for key-value storage.
    pub fn root(&self) -> PathBuf {
        match &self.kind {
            Kind::Folder(root) => root.clone(),
            Kind::Keys(_) => {
                PathBuf::from(format!("localStorage:{}", KEY_PREFIX.trim_end_matches('/')))
            }
        }
    }

    /// Where a file is: its path, or `localStorage:petri/<name>`.
    pub fn path(&self, name: &str) -> PathBuf {
        match &self.kind {
            Kind::Folder(root) => root.join(name),
            Kind::Keys(_) => PathBuf::from(format!("localStorage:{KEY_PREFIX}{name}")),
        }
    }

    /// Whether files live in a folder (and can be exported to or imported from paths).
    pub fn is_folder(&self) -> bool {
        matches!(self.kind, Kind::Folder(_))
    }

    /// The file's text, `Ok(None)` when there is no such file.
    pub fn read(&self, name: &str) -> Result<Option<String>, String> {
        let path = self.path(name);
        match &self.kind {
            Kind::Keys(keys) => keys.get(&format!("{KEY_PREFIX}{name}")),
            Kind::Folder(_) => match std::fs::read(&path) {
                Ok(bytes) => String::from_utf8(bytes)
                    .map(Some)
                    .map_err(|_| format!("{} is not UTF-8 text", path.display())),
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
                Err(e) => Err(format!("cannot read {}: {e}", path.display())),
            },
        }
    }

    /// Writes the file whole (natively a temporary file, then a rename).
    pub fn write(&self, name: &str, text: &str) -> Result<(), String> {
        let root = match &self.kind {
            Kind::Keys(keys) => return keys.set(&format!("{KEY_PREFIX}{name}"), text),
            Kind::Folder(root) => root,
        };
        let path = self.path(name);
        let dir = path.parent().unwrap_or(root).to_path_buf();
        std::fs::create_dir_all(&dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        let tmp = path.with_extension("tmp");
        std::fs::write(&tmp, text).map_err(|e| format!("cannot write {}: {e}", tmp.display()))?;
        std::fs::rename(&tmp, &path).map_err(|e| format!("cannot write {}: {e}", path.display()))
    }

    pub fn remove(&self, name: &str) {
        match &self.kind {
            Kind::Keys(keys) => keys.remove(&format!("{KEY_PREFIX}{name}")),
            Kind::Folder(_) => {
                let _ = std::fs::remove_file(self.path(name));
            }
        }
    }

    /// Whether a file of that name exists.
    fn exists(&self, name: &str) -> bool {
        match &self.kind {
            Kind::Keys(keys) => keys
                .get(&format!("{KEY_PREFIX}{name}"))
                .ok()
                .flatten()
                .is_some(),
            Kind::Folder(_) => self.path(name).exists(),
        }
    }

    /// Moves a file that could not be used out of the way (`name.bad-N`), keeping it for the
    /// player to look at. Returns the new path.
    pub fn set_aside(&self, name: &str) -> Result<PathBuf, String> {
        let mut n = 1;
        let target = loop {
            let candidate = format!("{name}.bad-{n}");
            if !self.exists(&candidate) {
                break candidate;
            }
            n += 1;
        };
        match &self.kind {
            Kind::Keys(_) => {
                let text = self.read(name)?.unwrap_or_default();
                self.write(&target, &text)?;
                self.remove(name);
            }
            Kind::Folder(_) => {
                let path = self.path(name);
                std::fs::rename(&path, self.path(&target))
                    .map_err(|e| format!("cannot move {} aside: {e}", path.display()))?;
            }
        }
        Ok(self.path(&target))
    }

    /// Names of the files in a sub-folder ending in `ext`, sorted.
    pub fn list(&self, folder: &str, ext: &str) -> Vec<String> {
        let mut names: Vec<String> = match &self.kind {
            Kind::Keys(keys) => {
                let prefix = format!("{KEY_PREFIX}{folder}/");
                keys.keys()
                    .into_iter()
                    .filter_map(|k| k.strip_prefix(&prefix).map(str::to_owned))
                    .filter(|n| !n.contains('/'))
                    .collect()
            }
            Kind::Folder(_) => std::fs::read_dir(self.path(folder))
                .into_iter()
                .flatten()
                .flatten()
                .filter_map(|e| e.file_name().into_string().ok())
                .collect(),
        };
        names.retain(|n| n.ends_with(ext));
        names.sort();
        names
    }
}

/// Seconds since 1970, for file names.
pub fn unix_time() -> u64 {
    web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

#[cfg(test)]
pub(crate) fn temp_store(tag: &str) -> Store {
    let dir = std::env::temp_dir().join(format!(
        "petri-store-{tag}-{}-{}",
        std::process::id(),
        unix_time()
    ));
    let _ = std::fs::remove_dir_all(&dir);
    Store::at(dir)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The same behaviour from a folder and from key-value storage (the web's).
    fn check_store(store: &Store) {
        assert_eq!(store.read("a.txt"), Ok(None));
        store.write("a.txt", "hello").unwrap();
        assert_eq!(store.read("a.txt"), Ok(Some("hello".into())));
        store.write("records/1.json", "{}").unwrap();
        store.write("records/2.json", "{}").unwrap();
        store.write("records/x.txt", "").unwrap();
        store.write("records/deeper/3.json", "").unwrap();
        assert_eq!(store.list("records", ".json"), ["1.json", "2.json"]);
        let aside = store.set_aside("a.txt").unwrap();
        assert!(aside.to_string_lossy().ends_with("a.txt.bad-1"));
        assert_eq!(store.read("a.txt"), Ok(None));
        assert_eq!(store.read("a.txt.bad-1"), Ok(Some("hello".into())));
        store.write("a.txt", "again").unwrap();
        let aside = store.set_aside("a.txt").unwrap();
        assert!(aside.to_string_lossy().ends_with("a.txt.bad-2"));
        store.remove("records/1.json");
        assert_eq!(store.list("records", ".json"), ["2.json"]);
    }

    #[test]
    fn a_folder_store_writes_reads_sets_aside_and_lists() {
        let store = temp_store("basic");
        assert!(store.is_folder());
        check_store(&store);
        let _ = std::fs::remove_dir_all(store.root());
    }

    #[test]
    fn a_key_value_store_does_the_same_under_its_prefix() {
        let keys = Arc::new(MemoryKeys::default());
        keys.set("other-app/x", "theirs").unwrap();
        let store = Store::in_keys(keys.clone());
        assert!(!store.is_folder());
        check_store(&store);
        assert_eq!(keys.get("petri/records/2.json"), Ok(Some("{}".into())));
        assert_eq!(keys.get("other-app/x"), Ok(Some("theirs".into())));
        assert_eq!(
            store.path("settings.ron").to_string_lossy(),
            "localStorage:petri/settings.ron"
        );
    }
}
