use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

use super::*;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn example() -> Package {
    Package::read_dir(&root().join("assets/mods/example"), &Limits::default())
        .unwrap_or_else(|p| panic!("{p:?}"))
}

#[test]
fn the_example_mod_reads_and_passes_the_check() {
    let package = example();
    assert_eq!(package.info.id, "example");
    assert_eq!(package.info.version, "1.0.0");
    for file in [
        "mod.ron",
        "themes/meadow/theme.ron",
        "lang/eo.ftl",
        "lang/en.ftl",
        "learn/book.ron",
        "puzzles/puzzles.jsonl",
    ] {
        assert!(package.files.contains_key(file), "{file}");
    }
    let puzzles = std::str::from_utf8(&package.files["puzzles/puzzles.jsonl"]).unwrap();
    assert_eq!(puzzles.lines().count(), 3);
    assert_eq!(check(&package), Vec::<Problem>::new());
}

#[test]
fn a_new_mod_passes_the_check() {
    let files = new_mod("My Green Board").unwrap();
    let files: BTreeMap<String, Vec<u8>> = files
        .into_iter()
        .map(|(p, t)| (p, t.into_bytes()))
        .collect();
    assert!(files.contains_key("themes/my-green-board/theme.ron"));
    let package = Package::from_files(files, &Limits::default()).unwrap();
    assert_eq!(package.info.id, "my-green-board");
    assert_eq!(check(&package), Vec::<Problem>::new());
    assert!(new_mod("!!").is_err());
}

/// Every broken mod of `tests/broken` (one defect each) is found, with the file and the line
/// its `.expect` names (file, line or empty, and words of the message).
#[test]
fn every_planted_defect_is_found_with_its_file_and_line() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/broken");
    let mut cases = 0;
    for entry in std::fs::read_dir(&dir).unwrap().flatten() {
        let path = entry.path();
        if !path.is_dir() {
            continue;
        }
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let expect = std::fs::read_to_string(dir.join(format!("{name}.expect"))).unwrap();
        let mut lines = expect.lines();
        let (file, line, what) = (
            lines.next().unwrap(),
            lines.next().unwrap().parse::<usize>().ok(),
            lines.next().unwrap_or(""),
        );
        let problems = match Package::read_dir(&path, &Limits::default()) {
            Err(problems) => problems,
            Ok(package) => check(&package),
        };
        assert!(
            problems
                .iter()
                .any(|p| p.file == file && p.line == line && p.what.contains(what)),
            "{name}: wanted {file}:{line:?} `{what}`, found {problems:#?}"
        );
        cases += 1;
    }
    assert!(cases >= 20, "{cases} broken mods");
}

fn zip_of(files: &[(&str, &[u8])]) -> Vec<u8> {
    let mut out = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated);
    for (path, bytes) in files {
        out.start_file(*path, options).unwrap();
        out.write_all(bytes).unwrap();
    }
    out.finish().unwrap().into_inner()
}

const MOD_RON: &[u8] = b"(id: \"zz\", name: \"Z\", version: \"1.0.0\", game: \">=0.1\")";

#[test]
fn a_zip_reads_like_its_folder_and_round_trips() {
    let package = example();
    let zip = package.to_zip().unwrap();
    let again = Package::read_zip(&zip, &Limits::default()).unwrap();
    assert_eq!(again, package);
    // A zip of the folder (everything under one top folder) is the same mod.
    let files: Vec<(String, Vec<u8>)> = package
        .files
        .iter()
        .map(|(p, b)| (format!("example/{p}"), b.clone()))
        .collect();
    let nested: Vec<(&str, &[u8])> = files
        .iter()
        .map(|(p, b)| (p.as_str(), b.as_slice()))
        .collect();
    let again = Package::read_zip(&zip_of(&nested), &Limits::default()).unwrap();
    assert_eq!(again, package);
}

#[test]
fn unsafe_zips_are_refused_whole() {
    let limits = Limits::default();
    let refused = |zip: Vec<u8>, words: &str| {
        let problems = Package::read_zip(&zip, &limits).unwrap_err();
        assert!(
            problems.iter().any(|p| p.to_string().contains(words)),
            "{words}: {problems:?}"
        );
    };
    refused(
        zip_of(&[("mod.ron", MOD_RON), ("../evil.ron", b"x")]),
        "leaves",
    );
    refused(
        zip_of(&[("mod.ron", MOD_RON), ("/etc/passwd.txt", b"x")]),
        "absolute",
    );
    // A zip bomb: 30 MB of zeros deflate to a few KB; unpacking stops at the limit.
    let zeros = vec![0u8; 30 * 1024 * 1024];
    let bomb = zip_of(&[("mod.ron", MOD_RON), ("ui/big.png", &zeros)]);
    assert!(bomb.len() < 100_000, "{} bytes", bomb.len());
    refused(bomb, "bytes unpacked");
    let many: Vec<(String, Vec<u8>)> = (0..600)
        .map(|i| (format!("lang/x{i}.ftl"), Vec::new()))
        .collect();
    let mut entries: Vec<(&str, &[u8])> = vec![("mod.ron", MOD_RON)];
    entries.extend(many.iter().map(|(p, b)| (p.as_str(), b.as_slice())));
    refused(zip_of(&entries), "files");
    refused(b"PK\x03\x04 not really a zip".to_vec(), "not a zip");
    refused(
        zip_of(&[("mod.ron", MOD_RON), ("run.sh", b"x")]),
        "top folder",
    );
}

#[cfg(unix)]
#[test]
fn a_folder_with_a_link_is_refused() {
    let dir = std::env::temp_dir().join(format!("petri-mod-link-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("lang")).unwrap();
    std::fs::write(dir.join("mod.ron"), MOD_RON).unwrap();
    std::os::unix::fs::symlink("/etc/hostname", dir.join("lang/de.ftl")).unwrap();
    let problems = Package::read_dir(&dir, &Limits::default()).unwrap_err();
    assert!(problems[0].what.contains("link"), "{problems:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

mod fuzz {
    use proptest::prelude::*;
    use proptest::test_runner::RngSeed;

    use super::*;

    /// 256 cases with a fixed seed in `cargo test`; `cargo xtask fuzz` sets
    /// `PROPTEST_CASES` and a fresh `PROPTEST_RNG_SEED` every round.
    fn config() -> ProptestConfig {
        let mut c = ProptestConfig::default();
        if std::env::var_os("PROPTEST_CASES").is_none() {
            c.cases = 256;
        }
        if std::env::var_os("PROPTEST_RNG_SEED").is_none() {
            c.rng_seed = RngSeed::Fixed(0x6d6f_6473);
        }
        c.failure_persistence = None;
        c.max_shrink_iters = 2048;
        c
    }

    proptest! {
        #![proptest_config(config())]

        /// Any bytes as a zip: an error or a mod, never a panic.
        #[test]
        fn fuzz_zip_reader(bytes in proptest::collection::vec(any::<u8>(), 0..2048)) {
            let _ = Package::read_zip(&bytes, &Limits::default());
        }

        /// A real zip with bytes changed: an error or a mod, never a panic.
        #[test]
        fn fuzz_zip_reader_on_damaged_zips(at in 0usize..400, byte in any::<u8>()) {
            let mut zip = zip_of(&[("mod.ron", MOD_RON), ("lang/de.ftl", b"menu-play = Spielen\n")]);
            let i = at % zip.len();
            zip[i] = byte;
            if let Ok(package) = Package::read_zip(&zip, &Limits::default()) {
                let _ = check(&package);
            }
        }

        /// Any text as mod.ron: problems with lines inside the text, never a panic.
        #[test]
        fn fuzz_mod_ron(text in "\\PC{0,200}") {
            if let Err(problems) = ModInfo::parse(&text) {
                let lines = text.lines().count().max(1) + 1;
                for p in problems {
                    prop_assert!(p.line.is_none_or(|l| l <= lines), "{p}");
                }
            }
        }

        /// mod.ron with fields cut or changed: never a panic.
        #[test]
        fn fuzz_mod_ron_mutations(cut in 0usize..120, insert in "[()\\[\\]\",:a-z0-9 ]{0,6}") {
            let text = std::str::from_utf8(MOD_RON).unwrap();
            let at = text.char_indices().map(|(i, _)| i).nth(cut % text.len()).unwrap_or(0);
            let changed = format!("{}{insert}{}", &text[..at], &text[at..]);
            let _ = ModInfo::parse(&changed);
        }
    }
}

/// The game's own content is the base mod: `assets/` reads as a mod (its players' `mods/`
/// left out), is the game's version, and passes the same check as any mod, its ten
/// languages complete.
#[test]
fn the_shipped_content_is_the_base_mod_and_passes_the_check() {
    let base = Package::read_dir(&root().join("assets"), &Limits::default())
        .unwrap_or_else(|p| panic!("{p:?}"));
    assert!(base.info.is_base());
    assert_eq!(base.info.id, BASE_ID);
    assert_eq!(base.info.version, env!("CARGO_PKG_VERSION"));
    for file in [
        "themes/classic/theme.ron",
        "lang/en.ftl",
        "lang/zh-CN.ftl",
        "learn/book.ron",
        "puzzles/puzzles.jsonl",
        "sounds/hop.wav",
        "fonts/NotoSansSC-Petri.otf",
    ] {
        assert!(base.files.contains_key(file), "{file}");
    }
    assert!(!base.files.keys().any(|f| f.starts_with("mods/")));
    // Proving all 602 puzzles' pars again takes minutes, and petri-ai's
    // `the_shipped_set_replays_and_its_pars_are_proved` does it: here the first 30 go through
    // the mod check (`petri-cli mod check assets` checks them all).
    let mut base = base;
    let puzzles = std::str::from_utf8(&base.files["puzzles/puzzles.jsonl"]).unwrap();
    let first: String = puzzles.lines().take(30).map(|l| format!("{l}\n")).collect();
    base.files
        .insert("puzzles/puzzles.jsonl".into(), first.into_bytes());
    assert_eq!(check(&base), Vec::<Problem>::new());
}

/// Only the base owns every id: the same lesson in another mod must carry its prefix.
#[test]
fn a_mod_is_not_the_base() {
    let mut package = example();
    assert!(!package.info.is_base());
    let book = std::str::from_utf8(&package.files["learn/book.ron"])
        .unwrap()
        .replace("example-", "");
    package
        .files
        .insert("learn/book.ron".into(), book.into_bytes());
    let problems = check(&package);
    assert!(
        problems
            .iter()
            .any(|p| p.what.contains("must start with the mod's id")),
        "{problems:?}"
    );
}
