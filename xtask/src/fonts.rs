//! `cargo xtask fonts`: the fonts of the languages whose script Petri Sans lacks (Chinese,
//! Japanese, Korean), subset to the characters their language files use.
//!
//! The source is Noto Sans CJK (SIL OFL 1.1) from Debian's `fonts-noto-cjk`; the subsetter is
//! fontTools' (`python3-fonttools`). Both are installed when missing. The subsets are kept in
//! `assets/fonts/` (a test in the game fails when a shipped text has a character its font
//! lacks, so they cannot fall behind the texts), and fetched by the game only when their
//! language is chosen.

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

use crate::{Result, fail};

/// Noto Sans CJK's collection and, per language, the face in it and the subset's name.
const COLLECTION: &str = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc";
const FACES: [(&str, u32, &str); 3] = [
    ("zh-CN", 2, "NotoSansSC-Petri.otf"),
    ("ja", 0, "NotoSansJP-Petri.otf"),
    ("ko", 1, "NotoSansKR-Petri.otf"),
];

/// The characters a language file needs from its script's font: everything it uses, and all
/// of printable ASCII (names, numbers and words like "CPU" the game puts in), so a line is in
/// one face with one baseline.
pub fn characters(ftl: &str) -> String {
    let mut set: BTreeSet<char> = ftl.chars().filter(|c| !c.is_control()).collect();
    set.extend((0x20u8..0x7f).map(char::from));
    set.into_iter().collect()
}

pub fn run(root: &Path) -> Result<()> {
    crate::setup::ensure_apt_packages(&["fonts-noto-cjk", "python3-fonttools"])?;
    if !Path::new(COLLECTION).exists() {
        return fail(format!(
            "{COLLECTION} is missing (Debian's fonts-noto-cjk installs it)"
        ));
    }
    for (code, face, name) in FACES {
        let ftl = root.join(format!("assets/lang/{code}.ftl"));
        let text = std::fs::read_to_string(&ftl)
            .map_err(|e| crate::Error(format!("cannot read {}: {e}", ftl.display())))?;
        let chars = characters(&text);
        let list = std::env::temp_dir().join(format!("petri-font-{code}.txt"));
        std::fs::write(&list, &chars)
            .map_err(|e| crate::Error(format!("cannot write {}: {e}", list.display())))?;
        let out = root.join("assets/fonts").join(name);
        // Debian's Python has fontTools; a python3 earlier on PATH (pyenv) may not.
        let status = Command::new("/usr/bin/python3")
            .args(["-m", "fontTools.subset", COLLECTION])
            .arg(format!("--font-number={face}"))
            .arg(format!("--text-file={}", list.display()))
            .arg(format!("--output-file={}", out.display()))
            .args([
                "--no-hinting",
                "--layout-features=",
                "--name-IDs=*",
                "--drop-tables+=vhea,vmtx,VORG",
            ])
            .status()
            .map_err(|e| crate::Error(format!("cannot run fontTools: {e}")))?;
        if !status.success() {
            return fail(format!("fontTools could not subset {name}"));
        }
        let size = std::fs::metadata(&out).map(|m| m.len()).unwrap_or(0);
        println!(
            "{name}: {} characters of {code}.ftl, {:.0} KB",
            chars.chars().count(),
            size as f64 / 1000.0
        );
    }
    Ok(())
}
