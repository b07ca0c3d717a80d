//! Reading a mod, folder or zip, safely: a mod is data, never code.

use std::collections::BTreeMap;
use std::io::Read;
use std::path::Path;

use crate::{ModInfo, Problem};

/// What a mod may weigh. A mod over any limit is refused whole: nothing of it is kept.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// All its files together, unpacked.
    pub bytes: u64,
    /// How many files.
    pub files: usize,
    /// The longest path inside the mod.
    pub path: usize,
    /// A picture's width or height, in pixels.
    pub picture: u32,
    /// How deep brackets may nest in a RON or JSON file.
    pub depth: usize,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            bytes: 20 * 1024 * 1024,
            files: 500,
            path: 160,
            picture: 4096,
            depth: 32,
        }
    }
}

/// A mod read into memory: `mod.ron` and every file by its path inside the mod (`/` between
/// folders, no leading `/`).
#[derive(Clone, Debug, PartialEq)]
pub struct Package {
    pub info: ModInfo,
    pub files: BTreeMap<String, Vec<u8>>,
}

/// Folders a mod's files may be in, and the kinds of file each holds.
const PLACES: &[(&str, &[&str])] = &[
    ("themes", &["ron", "png", "wav", "md", "txt"]),
    ("sounds", &["wav", "md", "txt"]),
    ("lang", &["ftl", "md", "txt"]),
    ("fonts", &["ttf", "otf", "md", "txt"]),
    ("learn", &["ron", "md", "txt"]),
    ("puzzles", &["jsonl", "md", "txt"]),
    ("ui", &["png", "md", "txt"]),
];

/// Why `path` (a path inside a mod, `/` between parts) may not be a mod's file, if it may not.
pub fn refused_path(path: &str, limits: &Limits) -> Option<String> {
    if path.len() > limits.path {
        return Some(format!(
            "the path is longer than {} characters",
            limits.path
        ));
    }
    if path.starts_with('/') || path.contains('\\') || path.contains(':') || path.contains('\0') {
        return Some("the path is absolute or not a plain path inside the mod".to_owned());
    }
    let parts: Vec<&str> = path.split('/').collect();
    if parts
        .iter()
        .any(|p| p.is_empty() || *p == "." || *p == ".." || p.starts_with('.'))
    {
        return Some("the path leaves the mod's folder or names a hidden file".to_owned());
    }
    if parts.len() == 1 {
        let top = parts[0];
        let people =
            top == "README.md" || top.starts_with("LICENSE") || top.starts_with("CHANGELOG");
        return (!people && top != "mod.ron").then(|| {
            "a mod's top folder holds mod.ron, README.md and LICENSE files; content goes in \
             themes/, sounds/, lang/, fonts/, learn/, puzzles/ or ui/"
                .to_owned()
        });
    }
    let ext = path.rsplit_once('.').map(|(_, e)| e.to_ascii_lowercase());
    match PLACES.iter().find(|(place, _)| *place == parts[0]) {
        None => Some(format!(
            "`{}/` is not a folder of a mod (themes, sounds, lang, fonts, learn, puzzles, ui)",
            parts[0]
        )),
        Some((place, kinds)) => {
            let fits = ext.as_deref().is_some_and(|e| kinds.contains(&e));
            (!fits).then(|| format!("{place}/ holds only .{} files", kinds.join(", .")))
        }
    }
}

impl Package {
    /// A mod from its files (path → bytes), checked against `limits`: the whole mod is
    /// refused with every reason when any file breaks them.
    pub fn from_files(
        files: BTreeMap<String, Vec<u8>>,
        limits: &Limits,
    ) -> Result<Package, Vec<Problem>> {
        let mut problems = Vec::new();
        if files.len() > limits.files {
            problems.push(Problem::new(
                "",
                None,
                format!(
                    "the mod has {} files; at most {}",
                    files.len(),
                    limits.files
                ),
            ));
        }
        let total: u64 = files.values().map(|b| b.len() as u64).sum();
        if total > limits.bytes {
            problems.push(Problem::new(
                "",
                None,
                format!(
                    "the mod is {} bytes unpacked; at most {}",
                    total, limits.bytes
                ),
            ));
        }
        let mut lower = BTreeMap::new();
        for path in files.keys() {
            if let Some(why) = refused_path(path, limits) {
                problems.push(Problem::new(path.clone(), None, why));
            }
            if let Some(other) = lower.insert(path.to_lowercase(), path.clone()) {
                problems.push(Problem::new(
                    path.clone(),
                    None,
                    format!("differs from {other} only in letter case"),
                ));
            }
        }
        let info = match files.get("mod.ron") {
            None => {
                problems.push(Problem::new("mod.ron", None, "the mod has no mod.ron"));
                None
            }
            Some(bytes) => match std::str::from_utf8(bytes) {
                Err(_) => {
                    problems.push(Problem::new("mod.ron", None, "not UTF-8 text"));
                    None
                }
                Ok(text) => match ModInfo::parse(text) {
                    Ok(info) => Some(info),
                    Err(mut p) => {
                        problems.append(&mut p);
                        None
                    }
                },
            },
        };
        match info {
            Some(info) if problems.is_empty() => Ok(Package { info, files }),
            _ => Err(problems),
        }
    }

    /// Reads a mod's folder. Links are refused (a link could point outside the mod), and so is
    /// a folder over the limits; reading stops as soon as one is broken.
    pub fn read_dir(dir: &Path, limits: &Limits) -> Result<Package, Vec<Problem>> {
        let mut files = BTreeMap::new();
        let mut total = 0u64;
        let mut pending = vec![(dir.to_path_buf(), String::new())];
        let refuse = |file: &str, what: String| Err(vec![Problem::new(file, None, what)]);
        while let Some((folder, prefix)) = pending.pop() {
            let entries = std::fs::read_dir(&folder).map_err(|e| {
                vec![Problem::new(
                    prefix.clone(),
                    None,
                    format!("cannot read: {e}"),
                )]
            })?;
            for entry in entries {
                let entry = entry.map_err(|e| {
                    vec![Problem::new(
                        prefix.clone(),
                        None,
                        format!("cannot read: {e}"),
                    )]
                })?;
                let name = entry.file_name().to_string_lossy().into_owned();
                let path = format!("{prefix}{name}");
                let kind = entry.file_type().map_err(|e| {
                    vec![Problem::new(
                        path.clone(),
                        None,
                        format!("cannot read: {e}"),
                    )]
                })?;
                if kind.is_symlink() {
                    return refuse(&path, "a link: a mod holds plain files only".to_owned());
                }
                if kind.is_dir() {
                    // The game's own content holds the players' mods folder: not part of it.
                    if path == "mods" {
                        continue;
                    }
                    if path.split('/').count() > 8 {
                        return refuse(&path, "folders nest more than 8 deep".to_owned());
                    }
                    pending.push((entry.path(), format!("{path}/")));
                    continue;
                }
                if files.len() >= limits.files {
                    return refuse("", format!("the mod has more than {} files", limits.files));
                }
                let size = entry.metadata().map(|m| m.len()).unwrap_or(0);
                total += size;
                if total > limits.bytes {
                    return refuse("", format!("the mod is over {} bytes", limits.bytes));
                }
                let bytes = std::fs::read(entry.path()).map_err(|e| {
                    vec![Problem::new(
                        path.clone(),
                        None,
                        format!("cannot read: {e}"),
                    )]
                })?;
                files.insert(path, bytes);
            }
        }
        Package::from_files(files, limits)
    }

    /// Reads a mod from a `.zip` (of the mod's folder, or of a folder holding it: a single
    /// top folder with `mod.ron` in it is taken as the mod). Sizes are counted as the files are
    /// unpacked, whatever the zip's headers claim, so a zip bomb stops at the limit.
    pub fn read_zip(bytes: &[u8], limits: &Limits) -> Result<Package, Vec<Problem>> {
        let one = |what: String| vec![Problem::new("", None, what)];
        let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes))
            .map_err(|e| one(format!("not a zip file: {e}")))?;
        if zip.len() > limits.files * 2 {
            return Err(one(format!(
                "the zip has {} entries; a mod has at most {} files",
                zip.len(),
                limits.files
            )));
        }
        let mut files = BTreeMap::new();
        let mut total = 0u64;
        for i in 0..zip.len() {
            let mut entry = zip
                .by_index(i)
                .map_err(|e| one(format!("entry {i}: {e}")))?;
            let name = entry
                .name()
                .map_err(|e| one(format!("entry {i}: {e}")))?
                .into_owned();
            if entry.is_symlink() {
                return Err(vec![Problem::new(
                    name,
                    None,
                    "a link: a mod holds plain files only",
                )]);
            }
            if entry.is_dir() {
                continue;
            }
            if entry.enclosed_name().is_none() {
                return Err(vec![Problem::new(
                    name,
                    None,
                    "the path leaves the mod's folder",
                )]);
            }
            let room = limits.bytes.saturating_sub(total);
            let mut data = Vec::new();
            (&mut entry)
                .take(room + 1)
                .read_to_end(&mut data)
                .map_err(|e| {
                    vec![Problem::new(
                        name.clone(),
                        None,
                        format!("cannot unpack: {e}"),
                    )]
                })?;
            total += data.len() as u64;
            if total > limits.bytes {
                return Err(one(format!(
                    "the mod is over {} bytes unpacked",
                    limits.bytes
                )));
            }
            files.insert(name, data);
        }
        Package::from_files(strip_top_folder(files), limits)
    }

    /// The mod's files as a `.zip` (deflated), as `Export as mod` and `petri-cli mod pack`
    /// write it.
    pub fn to_zip(&self) -> Result<Vec<u8>, String> {
        let mut out = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
        let options = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Deflated);
        for (path, bytes) in &self.files {
            out.start_file(path.as_str(), options)
                .map_err(|e| format!("{path}: {e}"))?;
            std::io::Write::write_all(&mut out, bytes).map_err(|e| format!("{path}: {e}"))?;
        }
        out.finish()
            .map(|c| c.into_inner())
            .map_err(|e| e.to_string())
    }
}

/// A zip of the mod's folder itself (`name/mod.ron`, everything under `name/`) holds the mod
/// one folder down: the files as the mod sees them. Any other set of files is kept as it is.
pub fn strip_top_folder(files: BTreeMap<String, Vec<u8>>) -> BTreeMap<String, Vec<u8>> {
    if files.contains_key("mod.ron") {
        return files;
    }
    let tops: std::collections::BTreeSet<&str> = files
        .keys()
        .filter_map(|p| p.split_once('/').map(|(t, _)| t))
        .collect();
    if let [top] = tops.iter().copied().collect::<Vec<_>>()[..]
        && files.contains_key(&format!("{top}/mod.ron"))
        && files.keys().all(|p| p.starts_with(&format!("{top}/")))
    {
        let cut = top.len() + 1;
        return files
            .into_iter()
            .map(|(p, b)| (p[cut..].to_owned(), b))
            .collect();
    }
    files
}
