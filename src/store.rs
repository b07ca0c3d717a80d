//! Where the settings, the autosave and the game records live: a folder in the platform's
//! config directory natively (`$XDG_CONFIG_HOME/petri`, `~/.config/petri`, `%APPDATA%\petri`,
//! `~/Library/Application Support/petri`; `PETRI_HOME` overrides). Writes go through a
//! temporary file and a rename, so a crash never leaves half a file; a file that cannot be
//! read is set aside under a new name, never deleted.
//!
//! Without a [`Store`] resource (headless tests) nothing is read or written.

use std::path::{Path, PathBuf};

use bevy::prelude::*;

/// The folder the game keeps its files in.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct Store {
    root: PathBuf,
}

impl Store {
    /// A store in `dir` (created when first written).
    pub fn at(dir: impl Into<PathBuf>) -> Store {
        Store { root: dir.into() }
    }

    /// The platform's folder for the game, if the environment names one.
    pub fn platform() -> Option<Store> {
        let env = |k: &str| {
            std::env::var_os(k)
                .filter(|v| !v.is_empty())
                .map(PathBuf::from)
        };
        if let Some(dir) = env("PETRI_HOME") {
            return Some(Store::at(dir));
        }
        let dir = if cfg!(windows) {
            env("APPDATA").map(|d| d.join("petri"))
        } else if cfg!(target_os = "macos") {
            env("HOME").map(|h| h.join("Library/Application Support/petri"))
        } else {
            env("XDG_CONFIG_HOME")
                .map(|d| d.join("petri"))
                .or_else(|| env("HOME").map(|h| h.join(".config/petri")))
        };
        dir.map(Store::at)
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    pub fn path(&self, name: &str) -> PathBuf {
        self.root.join(name)
    }

    /// The file's text, `Ok(None)` when there is no such file.
    pub fn read(&self, name: &str) -> Result<Option<String>, String> {
        let path = self.path(name);
        match std::fs::read(&path) {
            Ok(bytes) => String::from_utf8(bytes)
                .map(Some)
                .map_err(|_| format!("{} is not UTF-8 text", path.display())),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(format!("cannot read {}: {e}", path.display())),
        }
    }

    /// Writes the file whole (temporary file, then rename).
    pub fn write(&self, name: &str, text: &str) -> Result<(), String> {
        let path = self.path(name);
        let dir = path.parent().unwrap_or(&self.root).to_path_buf();
        std::fs::create_dir_all(&dir)
            .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        let tmp = path.with_extension("tmp");
        std::fs::write(&tmp, text).map_err(|e| format!("cannot write {}: {e}", tmp.display()))?;
        std::fs::rename(&tmp, &path).map_err(|e| format!("cannot write {}: {e}", path.display()))
    }

    pub fn remove(&self, name: &str) {
        let _ = std::fs::remove_file(self.path(name));
    }

    /// Moves a file that could not be used out of the way (`name.bad-N`), keeping it for the
    /// player to look at. Returns the new path.
    pub fn set_aside(&self, name: &str) -> Result<PathBuf, String> {
        let path = self.path(name);
        let mut n = 1;
        let target = loop {
            let candidate = PathBuf::from(format!("{}.bad-{n}", path.display()));
            if !candidate.exists() {
                break candidate;
            }
            n += 1;
        };
        std::fs::rename(&path, &target)
            .map_err(|e| format!("cannot move {} aside: {e}", path.display()))?;
        Ok(target)
    }

    /// Names of the files in a sub-folder ending in `ext`, sorted.
    pub fn list(&self, folder: &str, ext: &str) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(self.path(folder))
            .into_iter()
            .flatten()
            .flatten()
            .filter_map(|e| e.file_name().into_string().ok())
            .filter(|n| n.ends_with(ext))
            .collect();
        names.sort();
        names
    }
}

/// Seconds since 1970, for file names.
pub fn unix_time() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
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

    #[test]
    fn write_read_set_aside_list() {
        let store = temp_store("basic");
        assert_eq!(store.read("a.txt"), Ok(None));
        store.write("a.txt", "hello").unwrap();
        assert_eq!(store.read("a.txt"), Ok(Some("hello".into())));
        store.write("records/1.json", "{}").unwrap();
        store.write("records/2.json", "{}").unwrap();
        store.write("records/x.txt", "").unwrap();
        assert_eq!(store.list("records", ".json"), ["1.json", "2.json"]);
        let aside = store.set_aside("a.txt").unwrap();
        assert!(aside.to_string_lossy().ends_with("a.txt.bad-1"));
        assert_eq!(store.read("a.txt"), Ok(None));
        store.write("a.txt", "again").unwrap();
        let aside = store.set_aside("a.txt").unwrap();
        assert!(aside.to_string_lossy().ends_with("a.txt.bad-2"));
        let _ = std::fs::remove_dir_all(store.root());
    }
}
