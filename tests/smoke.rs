//! Rendering smoke test: the real `petri` binary under Xvfb with the automation flags, for a
//! 6-player computer game and a Petri game; the screenshots must show a board, not a blank
//! window. The PNGs are kept in Cargo's test temp directory for people to look at.

mod support;

use std::path::{Path, PathBuf};
use std::process::Command;

fn xvfb_run() -> PathBuf {
    for dir in std::env::var("PATH").unwrap_or_default().split(':') {
        let p = Path::new(dir).join("xvfb-run");
        if p.exists() {
            return p;
        }
    }
    panic!(
        "xvfb-run is missing: `cargo xtask test` installs it (apt-get install -y xvfb xauth \
         mesa-vulkan-drivers libgl1-mesa-dri)"
    );
}

/// Runs the game with the flags and returns the screenshot's pixels (RGBA) and size.
fn run_and_capture(name: &str, args: &[&str]) -> (Vec<u8>, u32, u32) {
    let mut shots = run_and_capture_frames(name, args, &[150]);
    shots.pop().expect("one screenshot")
}

/// Runs the game with the flags, capturing the window at each of `frames` (ascending), and
/// returns the screenshots' pixels (RGBA) and sizes in that order.
fn run_and_capture_frames(name: &str, args: &[&str], frames: &[u32]) -> Vec<(Vec<u8>, u32, u32)> {
    run_with_env(name, args, frames, &[]).0
}

/// Like [`run_and_capture_frames`], with extra environment variables; also returns stderr.
fn run_with_env(
    name: &str,
    args: &[&str],
    frames: &[u32],
    env: &[(&str, PathBuf)],
) -> (Vec<(Vec<u8>, u32, u32)>, String) {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("screenshots");
    std::fs::create_dir_all(&dir).unwrap();
    let shot = dir.join(format!("{name}.png"));
    let paths: Vec<PathBuf> = if frames.len() == 1 {
        vec![shot.clone()]
    } else {
        frames
            .iter()
            .map(|f| dir.join(format!("{name}-{f}.png")))
            .collect()
    };
    for p in &paths {
        let _ = std::fs::remove_file(p);
    }
    let at = frames
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(",");
    let last = frames.last().copied().unwrap_or(150) + 10;
    let output = Command::new(xvfb_run())
        .args(["-a", "-s", "-screen 0 1280x720x24"])
        .arg(env!("CARGO_BIN_EXE_petri"))
        .args(args)
        .args([
            "--screenshot",
            shot.to_str().unwrap(),
            "--screenshot-at",
            &at,
            "--quit-after",
            &last.to_string(),
        ])
        .env("CARGO_MANIFEST_DIR", env!("CARGO_MANIFEST_DIR"))
        // Settings and saves of the test runs stay out of the real home.
        .env(
            "PETRI_HOME",
            PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("home-{name}")),
        )
        .envs(env.iter().map(|(k, v)| (*k, v.as_os_str())))
        .output()
        .expect("the game runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "petri {args:?} failed: {}\n{stderr}",
        output.status
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
    // A menu taller than its window (the title's, with the lessons offered, once was).
    assert!(
        !stderr.contains("overflows"),
        "a screen overflows the window:\n{stderr}"
    );
    let shots = paths
        .iter()
        .map(|p| {
            let img = image::open(p)
                .unwrap_or_else(|e| panic!("no screenshot at {}: {e}\n{stderr}", p.display()))
                .to_rgba8();
            eprintln!("screenshot: {}", p.display());
            let (w, h) = img.dimensions();
            (img.into_raw(), w, h)
        })
        .collect();
    (shots, stderr.into_owned())
}

fn distinct_colours(px: &[u8]) -> usize {
    let mut seen = std::collections::HashSet::new();
    for p in px.chunks_exact(4) {
        seen.insert([p[0] >> 3, p[1] >> 3, p[2] >> 3]);
    }
    seen.len()
}

/// Pixels close to a colour (each channel within `tol`).
fn count_near(px: &[u8], rgb: [u8; 3], tol: u8) -> usize {
    px.chunks_exact(4)
        .filter(|p| (0..3).all(|k| p[k].abs_diff(rgb[k]) <= tol))
        .count()
}

/// Pixels of a warm wood (red well over blue, not dark). The board is lit and grained, so its
/// pixels spread around a darker shade of the theme's flat colour, not on it.
fn count_wood(px: &[u8]) -> usize {
    px.chunks_exact(4)
        .filter(|p| p[0] > 120 && p[1] > 90 && p[0] > p[2].saturating_add(50))
        .count()
}

/// Pixels of a strong blue (blue well over red and green), as the test theme's blue board.
fn count_blue(px: &[u8]) -> usize {
    px.chunks_exact(4)
        .filter(|p| p[2] > p[0].saturating_add(80) && p[2] > p[1].saturating_add(60))
        .count()
}

/// The wooden star covers a good part of the window.
fn assert_board_visible(px: &[u8], w: u32, h: u32) {
    let wood = count_wood(px);
    let share = wood as f64 / f64::from(w * h);
    assert!(
        share > 0.08,
        "the wooden board covers only {:.1}% of the window",
        share * 100.0
    );
    assert!(distinct_colours(px) > 200, "the screenshot looks blank");
}

#[test]
fn six_computers_play_chinese_checkers_on_screen() {
    let (px, w, h) = run_and_capture(
        "six-player",
        &[
            "--rules",
            "classic",
            "--players",
            "6",
            "--seats",
            "easy,easy,easy,easy,easy,easy",
        ],
    );
    assert_board_visible(&px, w, h);
    // Marbles of several seats show (red, blue and yellow in the default palette).
    for (name, rgb) in [
        ("red", [214, 59, 41]),
        ("blue", [26, 107, 204]),
        ("yellow", [245, 199, 38]),
    ] {
        assert!(
            count_near(&px, rgb, 60) > 200,
            "no {name} marbles on screen"
        );
    }
}

#[test]
fn a_petri_game_on_screen() {
    // The clock of a scripted run is 1/60 s a frame: the four first-player rolls take about
    // 160 frames, then the seats place their pieces.
    let (px, w, h) = run_and_capture_frames(
        "petri",
        &[
            "--rules",
            "petri",
            "--players",
            "4",
            "--seats",
            "easy,easy,easy,easy",
        ],
        &[420],
    )
    .pop()
    .expect("one screenshot");
    assert_board_visible(&px, w, h);
    // The dice (ivory) are on screen.
    assert!(
        count_near(&px, [240, 232, 214], 18) > 300,
        "no dice on screen"
    );
    // Pieces are on the board: seat b (blue) won the first-player roll with this seed and
    // has placed its first pieces (two of them cover about 380 pixels on the board fitted
    // above the prompt, one about 190).
    let blue = count_near(&px, [26, 107, 204], 40);
    assert!(blue > 300, "no blue pieces on screen ({blue} blue pixels)");
}

/// Pixels that differ clearly between two screenshots of the same size.
fn changed_pixels(a: &[u8], b: &[u8]) -> usize {
    a.chunks_exact(4)
        .zip(b.chunks_exact(4))
        .filter(|(p, q)| (0..3).any(|k| p[k].abs_diff(q[k]) > 40))
        .count()
}

/// A sequence of frames while two computers play: marbles move between the frames (hops and
/// steps are animated, not teleported: several frames in a row show change), and the board
/// at the end differs from the start.
#[test]
fn moves_are_animated_over_several_frames() {
    let frames: Vec<u32> = (120..=180).step_by(3).collect();
    let shots = run_and_capture_frames(
        "animation",
        &[
            "--rules",
            "classic",
            "--players",
            "2",
            "--seats",
            "beginner,beginner",
        ],
        &frames,
    );
    let (first, w, h) = &shots[0];
    assert_board_visible(first, *w, *h);
    let changes: Vec<usize> = shots
        .windows(2)
        .map(|pair| changed_pixels(&pair[0].0, &pair[1].0))
        .collect();
    eprintln!("changed pixels between consecutive frames: {changes:?}");
    // A marble is about 40 px across at 1280x720: a frame where one moved changes hundreds.
    let moving = changes.iter().filter(|&&c| c > 150).count();
    assert!(
        moving >= 4,
        "marbles moved in only {moving} of {} frame pairs: {changes:?}",
        changes.len()
    );
    // Runs of consecutive changing pairs show motion spread over frames.
    let longest_run = changes
        .split(|&c| c <= 150)
        .map(<[usize]>::len)
        .max()
        .unwrap_or(0);
    assert!(
        longest_run >= 2,
        "no motion spans two frame pairs in a row: {changes:?}"
    );
    let end = &shots.last().unwrap().0;
    assert!(
        changed_pixels(first, end) > 300,
        "the board looks the same at the end"
    );
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

/// A theme folder dropped into `assets/themes/` is used without a rebuild; a broken one is
/// reported (file and problem) and the game keeps the default theme and runs on.
#[test]
fn a_dropped_in_theme_works_and_a_broken_one_falls_back() {
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("theme-mod");
    let _ = std::fs::remove_dir_all(&tmp);
    let root = tmp.join("root");
    copy_dir(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("assets"),
        &root.join("assets"),
    );
    let themes = root.join("assets/themes");
    // "mine": the classic theme with a bright blue board.
    copy_dir(&themes.join("classic"), &themes.join("mine"));
    let ron = std::fs::read_to_string(themes.join("mine/theme.ron")).unwrap();
    let board = ron
        .lines()
        .find(|l| l.trim_start().starts_with("board:"))
        .expect("classic names its board colour")
        .to_string();
    let ron = ron
        .replace(&board, "        board: \"#2060ff\",")
        .replace("table: Some(\"table.png\")", "table: None");
    std::fs::write(themes.join("mine/theme.ron"), ron).unwrap();
    // "broken": a theme whose marble picture is missing.
    copy_dir(&themes.join("classic"), &themes.join("broken"));
    std::fs::remove_file(themes.join("broken/marble.png")).unwrap();

    let args = [
        "--rules",
        "classic",
        "--players",
        "2",
        "--seats",
        "easy,easy",
    ];
    let run = |theme: &str| {
        let home = tmp.join(format!("home-{theme}"));
        std::fs::create_dir_all(&home).unwrap();
        std::fs::write(home.join("settings.ron"), format!("(theme: \"{theme}\")")).unwrap();
        let (mut shots, stderr) = run_with_env(
            &format!("theme-{theme}"),
            &args,
            &[120],
            &[("BEVY_ASSET_ROOT", root.clone()), ("PETRI_HOME", home)],
        );
        let (px, w, h) = shots.pop().unwrap();
        (px, w, h, stderr)
    };
    let (px, w, h, _) = run("mine");
    let blue = count_blue(&px);
    assert!(
        blue as f64 / f64::from(w * h) > 0.08,
        "the dropped-in theme's blue board covers only {blue} pixels"
    );
    assert!(count_wood(&px) < blue / 10, "still the wooden board");

    let (px, w, h, stderr) = run("broken");
    assert!(
        stderr.contains("themes/broken/marble.png"),
        "the missing file is named: {stderr}"
    );
    assert_board_visible(&px, w, h);
    let _ = std::fs::remove_dir_all(&tmp);
}

/// The example mod in the game folder's `mods/`: its Meadow theme colours the board green
/// and its Esperanto texts show on the title (English filling the rest); turned off in the
/// settings, the wooden board and English are back.
#[test]
fn the_example_mod_changes_the_theme_and_the_texts() {
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("example-mod");
    let _ = std::fs::remove_dir_all(&tmp);
    let run = |name: &str, settings: &str| {
        let home = tmp.join(name);
        copy_dir(
            &Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/mods/example"),
            &home.join("mods/example"),
        );
        std::fs::write(home.join("settings.ron"), settings).unwrap();
        let (mut shots, stderr) = run_with_env(
            &format!("mod-{name}"),
            &["--language", "eo"],
            &[120],
            &[("PETRI_HOME", home)],
        );
        let (px, w, h) = shots.pop().unwrap();
        (px, w, h, stderr)
    };
    // The Meadow board: #8fbf6a.
    let meadow = |px: &[u8]| count_near(px, [0x8f, 0xbf, 0x6a], 40);
    let (px, w, h, stderr) = run("on", "(theme: \"meadow\")");
    assert!(
        meadow(&px) as f64 / f64::from(w * h) > 0.05,
        "the mod's green board covers only {} pixels\n{stderr}",
        meadow(&px)
    );
    assert!(stderr.contains("mods: reloading lang/eo.ftl"), "{stderr}");
    // The mod's language, asked for on the command line, is found and shown.
    assert!(stderr.contains("language eo: on screen"), "{stderr}");
    let wood_on = count_wood(&px);
    let (px, w, h, _) = run("off", "(theme: \"meadow\", mods_off: [\"example\"])");
    assert!(
        meadow(&px) * 20 < count_wood(&px),
        "the mod is off: wood again"
    );
    assert!(
        wood_on * 3 < count_wood(&px),
        "the mod on: less wood ({wood_on})"
    );
    assert_board_visible(&px, w, h);
    // Its lesson is in the book, marked with the mod's name, and plays on the meadow board.
    let home = tmp.join("lesson");
    copy_dir(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/mods/example"),
        &home.join("mods/example"),
    );
    std::fs::write(home.join("settings.ron"), "(theme: \"meadow\")").unwrap();
    let (mut shots, stderr) = run_with_env(
        "mod-lesson",
        &["--lesson", "example-first-step"],
        &[120],
        &[("PETRI_HOME", home)],
    );
    assert!(
        stderr.contains("lesson example-first-step begins (mod: Example: Meadow)"),
        "{stderr}"
    );
    let (px, w, h) = shots.pop().unwrap();
    assert!(meadow(&px) as f64 / f64::from(w * h) > 0.05);
    let _ = std::fs::remove_dir_all(&tmp);
}

/// A theme made in the theme editor (the classic theme with a blue board on a dark table,
/// set as its colour pickers set them) and exported as a mod: `mod check` accepts the zip it
/// writes, and on a second profile with only that zip in its mods folder and the theme
/// chosen, the board looks the same (the pictures compared).
#[test]
fn a_theme_made_in_the_editor_and_exported_looks_the_same_on_another_profile() {
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("theme-export");
    let _ = std::fs::remove_dir_all(&tmp);
    let (a, b) = (tmp.join("a"), tmp.join("b"));
    std::fs::create_dir_all(&a).unwrap();
    // The glass theme's marble put in place of the classic one, as if dropped on the editor.
    let glass_marble = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/themes/glass/marble.png"
    );
    let (mut shots, stderr) = run_with_env(
        "export-a",
        &[
            "--lesson",
            "checkers-step",
            "--edit-theme",
            &format!("board=#3070c0,background=#101830,marble={glass_marble}"),
            "--export-theme",
        ],
        &[150],
        &[("PETRI_HOME", a.clone())],
    );
    assert!(stderr.contains("theme editor: exported"), "{stderr}");
    let (made, w, h) = shots.pop().unwrap();
    let zip = std::fs::read_dir(a.join("mods"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .find(|p| p.extension().is_some_and(|e| e == "zip"))
        .expect("the export is in the mods folder");
    let bytes = std::fs::read(&zip).unwrap();
    let package = petri_mod::Package::read_zip(&bytes, &petri_mod::Limits::default()).unwrap();
    let problems = petri_mod::check(&package);
    assert!(problems.is_empty(), "mod check: {problems:?}");
    let id = package.info.id.clone();
    assert_eq!(
        package.files[&format!("themes/{id}/marble.png")],
        std::fs::read(glass_marble).unwrap(),
        "the dropped marble is the copy's own file"
    );
    assert!(stderr.contains("theme editor: marble is"), "{stderr}");
    // The second profile: the zip alone, its theme chosen.
    std::fs::create_dir_all(b.join("mods")).unwrap();
    std::fs::copy(&zip, b.join("mods").join(zip.file_name().unwrap())).unwrap();
    std::fs::write(b.join("settings.ron"), format!("(theme: \"{id}\")")).unwrap();
    let (mut shots, stderr) = run_with_env(
        "export-b",
        &["--lesson", "checkers-step"],
        &[150],
        &[("PETRI_HOME", b)],
    );
    let (added, _, _) = shots.pop().unwrap();
    let blue = |px: &[u8]| count_near(px, [0x30, 0x70, 0xc0], 45);
    let (made_blue, added_blue) = (blue(&made), blue(&added));
    assert!(
        made_blue as f64 / f64::from(w * h) > 0.05,
        "the edited board is blue: {made_blue} pixels"
    );
    assert!(
        made_blue.abs_diff(added_blue) * 10 < made_blue,
        "the added theme's board: {added_blue} blue pixels, the editor's {made_blue}\n{stderr}"
    );
    // Pixel by pixel: the two pictures differ little on average.
    let diff: u64 = made
        .iter()
        .zip(&added)
        .map(|(x, y)| u64::from(x.abs_diff(*y)))
        .sum();
    let mean = diff as f64 / made.len() as f64;
    assert!(
        mean < 4.0,
        "the pictures differ by {mean:.2} a channel on average"
    );
    let _ = std::fs::remove_dir_all(&tmp);
}

/// The `petri` binary copied alone into an empty folder and started from there, with no
/// `BEVY_ASSET_ROOT` and no `CARGO_MANIFEST_DIR`: the built-in themes and sounds carry it. A
/// theme dropped into the game's folder (`themes/`) is listed and used too.
#[test]
fn a_built_game_plays_from_anywhere() {
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("anywhere");
    let _ = std::fs::remove_dir_all(&tmp);
    let bin_dir = tmp.join("bin");
    std::fs::create_dir_all(&bin_dir).unwrap();
    let bin = bin_dir.join("petri");
    std::fs::copy(env!("CARGO_BIN_EXE_petri"), &bin).unwrap();
    // The player's own theme, in the game's folder: classic with a bright blue board.
    let home_mine = tmp.join("home-mine");
    let mine = home_mine.join("themes/mine");
    copy_dir(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/themes/classic"),
        &mine,
    );
    let ron = std::fs::read_to_string(mine.join("theme.ron")).unwrap();
    let board = ron
        .lines()
        .find(|l| l.trim_start().starts_with("board:"))
        .expect("classic names its board colour")
        .to_string();
    let ron = ron
        .replace(&board, "        board: \"#2060ff\",")
        .replace("table: Some(\"table.png\")", "table: None");
    std::fs::write(mine.join("theme.ron"), ron).unwrap();
    std::fs::write(home_mine.join("settings.ron"), "(theme: \"mine\")").unwrap();

    let run = |name: &str, home: &Path| {
        std::fs::create_dir_all(home).unwrap();
        let shot = tmp.join(format!("{name}.png"));
        let output = Command::new(xvfb_run())
            .args(["-a", "-s", "-screen 0 1280x720x24"])
            .arg(&bin)
            .args(["--rules", "classic", "--seats", "easy,easy"])
            .args(["--screenshot", shot.to_str().unwrap()])
            .args(["--screenshot-at", "120", "--quit-after", "130"])
            .current_dir(&bin_dir)
            .env_remove("CARGO_MANIFEST_DIR")
            .env_remove("BEVY_ASSET_ROOT")
            .env("PETRI_HOME", home)
            .output()
            .expect("the game runs");
        let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
        assert!(
            output.status.success(),
            "{name}: {}\n{stderr}",
            output.status
        );
        assert!(!stderr.contains("panicked"), "{stderr}");
        // A menu taller than its window (the title's, with the lessons offered, once was).
        assert!(
            !stderr.contains("overflows"),
            "a screen overflows the window:\n{stderr}"
        );
        assert!(!stderr.contains("could not be loaded"), "{stderr}");
        eprintln!("screenshot: {}", shot.display());
        let img = image::open(&shot)
            .unwrap_or_else(|e| panic!("no screenshot: {e}\n{stderr}"))
            .to_rgba8();
        let (w, h) = img.dimensions();
        (img.into_raw(), w, h)
    };
    // Nothing beside the binary: the built-in classic theme, wooden board and all.
    let (px, w, h) = run("built-in", &tmp.join("home-plain"));
    assert_board_visible(&px, w, h);
    // The player's theme from the game's folder.
    let (px, w, h) = run("players-theme", &home_mine);
    let blue = count_blue(&px);
    assert!(
        blue as f64 / f64::from(w * h) > 0.08,
        "the game folder's theme: its blue board covers only {blue} pixels"
    );
    let _ = std::fs::remove_dir_all(&tmp);
}

/// The process called `name` in process group `group`, from `/proc`.
fn process_in_group(name: &str, group: u32) -> Option<u32> {
    std::fs::read_dir("/proc")
        .ok()?
        .flatten()
        .find_map(|entry| {
            let pid: u32 = entry.file_name().to_str()?.parse().ok()?;
            let stat = std::fs::read_to_string(entry.path().join("stat")).ok()?;
            // `pid (comm) state ppid pgrp …`; comm may hold spaces, so split after its `)`.
            let (head, rest) = stat.rsplit_once(") ")?;
            let comm = head.split_once(" (")?.1;
            let pgrp: u32 = rest.split_whitespace().nth(2)?.parse().ok()?;
            (comm == name && pgrp == group).then_some(pid)
        })
}

/// The autosave in `home`, if there is one that parses (read without setting anything aside).
fn autosave_in(home: &Path) -> Option<petri::core::saves::SaveFile> {
    let text = std::fs::read_to_string(home.join(petri::core::saves::AUTOSAVE_FILE)).ok()?;
    petri::core::saves::SaveFile::from_json(&text).ok()
}

#[test]
fn a_game_killed_mid_play_resumes_where_it_stopped() {
    use std::os::unix::process::CommandExt;
    use std::time::{Duration, Instant};

    let home = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("home-killed");
    let _ = std::fs::remove_dir_all(&home);
    // Two computers play; the game is killed with SIGKILL once a few moves are saved: no exit
    // handling runs. (Only the game: xvfb-run then stops its Xvfb and cleans up as usual.)
    let mut child = Command::new(xvfb_run())
        .args(["-a", "-s", "-screen 0 1280x720x24"])
        .arg(env!("CARGO_BIN_EXE_petri"))
        .args(["--rules", "classic", "--seats", "easy,easy", "--seed", "7"])
        .env("CARGO_MANIFEST_DIR", env!("CARGO_MANIFEST_DIR"))
        .env("PETRI_HOME", &home)
        .process_group(0)
        .spawn()
        .expect("the game runs");
    let deadline = Instant::now() + Duration::from_secs(240);
    let killed_at = loop {
        if let Some(save) = autosave_in(&home).filter(|s| s.record.moves.len() >= 4) {
            break save;
        }
        if let Some(status) = child.try_wait().unwrap() {
            panic!("the game ended by itself ({status}) before saving 4 moves");
        }
        if Instant::now() > deadline {
            let _ = Command::new("kill")
                .args(["-KILL", "--", &format!("-{}", child.id())])
                .status();
            panic!("no autosave with 4 moves after 4 minutes");
        }
        std::thread::sleep(Duration::from_millis(50));
    };
    let game = process_in_group("petri", child.id()).expect("the game's process");
    let status = Command::new("kill")
        .args(["-KILL", &game.to_string()])
        .status()
        .unwrap();
    assert!(status.success(), "kill failed");
    let status = child.wait().unwrap();
    assert!(!status.success(), "the killed game reported success");
    // What is on disk after the kill is a whole save, at least as far as the game had got.
    let on_disk = autosave_in(&home).expect("the autosave survives the kill");
    assert!(on_disk.record.moves.starts_with(&killed_at.record.moves));
    on_disk.to_session().expect("the saved moves replay");

    // The next start resumes it (`--resume`, as the title's Resume does) and play goes on
    // from there: the new autosave extends the killed game's moves.
    let (mut shots, stderr) = run_with_env(
        "resumed",
        &["--resume"],
        &[240],
        &[("PETRI_HOME", home.clone())],
    );
    assert!(
        stderr.contains("resumed the saved game"),
        "the game was not resumed: {stderr}"
    );
    let (px, w, h) = shots.pop().unwrap();
    assert_board_visible(&px, w, h);
    let resumed = autosave_in(&home).expect("the resumed game is saved");
    assert!(
        resumed.record.moves.len() > on_disk.record.moves.len()
            && resumed.record.moves.starts_with(&on_disk.record.moves),
        "the resumed game did not go on from the killed one: {} moves then {} moves",
        on_disk.record.moves.len(),
        resumed.record.moves.len()
    );
    assert_eq!(resumed.seats, on_disk.seats);
    let _ = std::fs::remove_dir_all(&home);
}

/// A `petri-server` on 127.0.0.1 (a free port, fresh data), stopped when dropped.
struct TourServer {
    child: std::process::Child,
    url: String,
}

impl TourServer {
    fn start(data: &Path) -> TourServer {
        use std::io::BufRead;
        let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
        let status = support::plain_cargo()
            .args(["build", "-q", "-p", "petri-server"])
            .current_dir(&root)
            .status()
            .expect("cargo runs");
        assert!(status.success(), "petri-server builds");
        let target = std::env::var_os("CARGO_TARGET_DIR")
            .map(PathBuf::from)
            .unwrap_or_else(|| root.join("target"));
        let _ = std::fs::remove_dir_all(data);
        let mut child = Command::new(target.join("debug/petri-server"))
            .args(["--listen", "127.0.0.1:0", "--data"])
            .arg(data)
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::null())
            .spawn()
            .expect("petri-server starts");
        let mut line = String::new();
        std::io::BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .expect("the server says where it listens");
        let addr = line
            .trim()
            .strip_prefix("listening on ")
            .unwrap_or_else(|| panic!("first line: {line:?}"))
            .to_owned();
        TourServer {
            child,
            url: format!("ws://{addr}/ws"),
        }
    }
}

impl Drop for TourServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Where the tours' pictures are kept for people to look at (`cargo xtask test` says where).
fn screens_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("screens")
}

/// A screenshot of the tour: its stop's name, then its RGBA pixels, width and height.
type Shot = (String, (Vec<u8>, u32, u32));

/// Runs the game's tour (`--tour`) at a window size and returns every picture it took, by
/// stop name. `home` holds the game's settings (a theme) and its records.
fn tour(
    dir: &Path,
    size: (u32, u32),
    server: Option<&str>,
    only: Option<&str>,
    home: &Path,
) -> Vec<Shot> {
    std::fs::create_dir_all(dir).unwrap();
    std::fs::create_dir_all(home).unwrap();
    let (w, h) = size;
    let mut command = Command::new(xvfb_run());
    command
        .args(["-a", "-s", "-screen 0 1920x1080x24"])
        .arg(env!("CARGO_BIN_EXE_petri"))
        .args(["--window", &format!("{w}x{h}"), "--tour"])
        .arg(dir)
        .env("CARGO_MANIFEST_DIR", env!("CARGO_MANIFEST_DIR"))
        .env("PETRI_HOME", home);
    if let Some(url) = server {
        command.args(["--server", url]);
    }
    if let Some(only) = only {
        command.args(["--tour-only", only]);
    }
    // Every picture of the tour with its stop (`--tour-only` names stops).
    let mut pictures: Vec<(String, &str)> = [
        "title",
        "title-offer",
        "new-game",
        "replays",
        "settings",
        "lobby",
        "leaderboard",
        "waiting-room",
        "game",
        "results",
        "learn",
    ]
    .into_iter()
    .map(|s| (s.to_owned(), s))
    .collect();
    let book = petri::learn::book::book();
    for part in &book.parts {
        pictures.push((format!("how-to-play-{}", part.id), "how-to-play"));
    }
    for lesson in &book.lessons {
        pictures.push((format!("lesson-{}", lesson.id), "lessons"));
    }
    pictures.push(("puzzles".to_owned(), "puzzles"));
    pictures.push(("review".to_owned(), "review"));
    for kind in petri_ai::puzzles::Kind::ALL {
        pictures.push((format!("puzzle-{}", kind.name()), "puzzle"));
    }
    let wanted: Vec<String> = pictures
        .into_iter()
        .filter(|(_, stop)| only.is_none_or(|o| o.split(',').any(|x| x == *stop)))
        .filter(|(_, stop)| {
            server.is_some() || !matches!(*stop, "lobby" | "leaderboard" | "waiting-room")
        })
        .map(|(name, _)| name)
        .collect();
    for s in &wanted {
        let _ = std::fs::remove_file(dir.join(format!("{s}-{w}x{h}.png")));
    }
    let output = command.output().expect("the game runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "the tour failed: {}\n{stderr}",
        output.status
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
    // A menu taller than its window (the title's, with the lessons offered, once was).
    assert!(
        !stderr.contains("overflows"),
        "a screen overflows the window:\n{stderr}"
    );
    assert!(
        !stderr.contains("skipped"),
        "a stop never got ready:\n{stderr}"
    );
    wanted
        .into_iter()
        .map(|s| {
            let path = dir.join(format!("{s}-{w}x{h}.png"));
            let img = image::open(&path)
                .unwrap_or_else(|e| {
                    panic!("no picture of {s} at {}: {e}\n{stderr}", path.display())
                })
                .to_rgba8();
            eprintln!("screenshot: {}", path.display());
            let (pw, ph) = img.dimensions();
            assert_eq!((pw, ph), size, "{s}: the window is not the size asked for");
            (s.clone(), (img.into_raw(), pw, ph))
        })
        .collect()
}

/// The share of the picture taken by its most common colour (in steps of 16 a channel): a
/// bare form on flat colour is mostly one colour.
fn flat_share(px: &[u8]) -> f64 {
    let mut counts = std::collections::HashMap::new();
    for p in px.chunks_exact(4) {
        *counts
            .entry([p[0] >> 4, p[1] >> 4, p[2] >> 4])
            .or_insert(0usize) += 1;
    }
    let top = counts.values().copied().max().unwrap_or(0);
    top as f64 / (px.len() / 4) as f64
}

/// Where the light content is (text, cards' edges, the board), as the space left of it and
/// right of it, in shares of the width.
fn margins(px: &[u8], w: u32, h: u32) -> (f64, f64) {
    let lum = |p: &[u8]| (u32::from(p[0]) * 3 + u32::from(p[1]) * 6 + u32::from(p[2])) / 10;
    let mut columns = vec![0u32; w as usize];
    for y in 0..h {
        for x in 0..w {
            let i = ((y * w + x) * 4) as usize;
            if lum(&px[i..i + 4]) > 110 {
                columns[x as usize] += 1;
            }
        }
    }
    // A scroll bar sits at the window's very edge: not content.
    let edge = 8.min(columns.len() / 2);
    let n = columns.len();
    columns[..edge].fill(0);
    columns[n - edge..].fill(0);
    // A column is content when a few of its pixels are light.
    let lit = |c: &u32| *c > h / 100;
    let left = columns.iter().position(lit).unwrap_or(0);
    let right = w as usize - 1 - columns.iter().rposition(lit).unwrap_or(w as usize - 1);
    (left as f64 / f64::from(w), right as f64 / f64::from(w))
}

/// What every screen must be: not blank, not a form on flat colour, centred on its content;
/// the board's screens show the board.
fn check_screens(label: &str, shots: &[Shot], board: ([u8; 3], u8), flat_limit: f64) {
    for (stop, (px, w, h)) in shots {
        let name = format!("{label}{stop}");
        let colours = distinct_colours(px);
        assert!(colours > 60, "{name} {w}x{h}: only {colours} colours");
        let flat = flat_share(px);
        assert!(
            flat < flat_limit,
            "{name} {w}x{h}: one colour covers {:.0}% of the window",
            flat * 100.0
        );
        let (left, right) = margins(px, *w, *h);
        assert!(
            (left - right).abs() < 0.15,
            "{name} {w}x{h}: not centred ({:.0}% free on the left, {:.0}% on the right)",
            left * 100.0,
            right * 100.0
        );
        if matches!(
            stop.as_str(),
            "title" | "title-offer" | "new-game" | "game" | "results" | "replays"
        ) || stop.starts_with("lesson-")
            || (stop.starts_with("how-to-play-") && stop != "how-to-play-app")
        {
            let share = count_near(px, board.0, board.1) as f64 / f64::from(w * h);
            assert!(
                share > 0.03,
                "{name} {w}x{h}: the board covers only {:.1}% of the window",
                share * 100.0
            );
        }
    }
}

/// Every screen at a window size, the online ones through a real server: the pictures are
/// checked and kept.
/// Learn, How to play, Puzzles and a puzzle of each kind are pictured at 1280x720 and on a
/// phone, the lessons' first steps at
/// 1280x720 only (boards like the game's): the tours stay inside CI's budget.
fn every_screen_at(size: (u32, u32), learn: bool, lessons: bool) {
    screens_at(
        size,
        "title,title-offer,new-game,replays,settings,lobby,leaderboard,waiting-room,game,results",
        learn,
        lessons,
    );
}

/// The named stops at a window size (see `every_screen_at`).
fn screens_at(size: (u32, u32), stops: &str, learn: bool, lessons: bool) {
    let (w, h) = size;
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let server = TourServer::start(&tmp.join(format!("tour-server-{w}x{h}")));
    let home = tmp.join(format!("home-tour-{w}x{h}"));
    let _ = std::fs::remove_dir_all(&home);
    let mut only = stops.to_owned();
    if learn {
        only += ",learn,how-to-play,puzzles,puzzle,review";
    }
    if lessons {
        only += ",lessons";
    }
    let shots = tour(&screens_dir(), size, Some(&server.url), Some(&only), &home);
    let book = petri::learn::book::book();
    let expected = stops.split(',').count()
        + if learn {
            1 + book.parts.len() + 1 + petri_ai::puzzles::Kind::ALL.len() + 1
        } else {
            0
        }
        + if lessons { book.lessons.len() } else { 0 };
    assert_eq!(shots.len(), expected, "every stop has its picture");
    check_screens("", &shots, ([204, 158, 102], 40), 0.7);
}

#[test]
fn every_screen_at_1280x720() {
    every_screen_at((1280, 720), true, true);
}

/// A large window: the screens whose layout grows with it (the board, the lobby's columns, the
/// results' table); the others are the phone's and 1280x720's layouts centred, and CI's warm
/// run has to stay under ten minutes.
#[test]
fn the_board_lobby_and_results_at_1920x1080() {
    screens_at(
        (1920, 1080),
        "title,title-offer,lobby,game,results",
        false,
        false,
    );
}

#[test]
fn every_screen_on_a_phone() {
    every_screen_at((390, 844), true, false);
}

/// Every shipped language and the pseudo-language (`en-XA`: every text 40% longer, with
/// accents) at 1280x720 and on a phone: the screens with the most text pass the screen check,
/// and each picture is kept under `screens/<code>/`.
#[test]
fn every_language_at_both_sizes() {
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let codes = petri::core::text::SHIPPED
        .iter()
        .map(|s| s.code)
        .chain([petri_text::PSEUDO]);
    for code in codes {
        for size in [(1280, 720), (390, 844)] {
            let home = tmp.join(format!("home-tour-{code}-{}", size.0));
            let _ = std::fs::remove_dir_all(&home);
            std::fs::create_dir_all(&home).unwrap();
            std::fs::write(home.join("settings.ron"), format!("(language: \"{code}\")")).unwrap();
            let dir = screens_dir().join(code);
            let shots = tour(&dir, size, None, Some("title,new-game,game,learn"), &home);
            check_screens(&format!("{code} "), &shots, ([204, 158, 102], 40), 0.7);
        }
    }
}

/// The glass and high-contrast themes: the title and a game in each, checked like the others
/// (their own board colours).
#[test]
fn every_theme_lights_its_board() {
    let tmp = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    // The board's colour, and how near a pixel must be to count (the high-contrast board is
    // a dark grey on black); the share one colour may cover (high contrast keeps a plain black
    // table on purpose: readability before texture).
    for (theme, board, flat_limit) in [
        ("glass", ([0x2b, 0x34, 0x40], 24), 0.7),
        ("contrast", ([0x1a, 0x1a, 0x1a], 8), 0.8),
    ] {
        let home = tmp.join(format!("home-tour-{theme}"));
        let _ = std::fs::remove_dir_all(&home);
        std::fs::create_dir_all(&home).unwrap();
        std::fs::write(home.join("settings.ron"), format!("(theme: \"{theme}\")")).unwrap();
        // Kept apart from the classic theme's pictures.
        let dir = screens_dir().join(theme);
        let shots = tour(&dir, (1280, 720), None, Some("title,game"), &home);
        check_screens(&format!("{theme} "), &shots, board, flat_limit);
    }
}
