//! Rendering smoke test: the real `petri` binary under Xvfb with the automation flags, for a
//! 6-player computer game and a Petri game; the screenshots must show a board, not a blank
//! window. The PNGs are kept in Cargo's test temp directory for people to look at.

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
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("screenshots");
    std::fs::create_dir_all(&dir).unwrap();
    let shot = dir.join(format!("{name}.png"));
    let _ = std::fs::remove_file(&shot);
    let output = Command::new(xvfb_run())
        .args(["-a", "-s", "-screen 0 1280x720x24"])
        .arg(env!("CARGO_BIN_EXE_petri"))
        .args(args)
        .args([
            "--screenshot",
            shot.to_str().unwrap(),
            "--screenshot-at",
            "150",
            "--quit-after",
            "160",
        ])
        .env("CARGO_MANIFEST_DIR", env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the game runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "petri {args:?} failed: {}\n{stderr}",
        output.status
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
    let img = image::open(&shot)
        .unwrap_or_else(|e| panic!("no screenshot at {}: {e}\n{stderr}", shot.display()))
        .to_rgba8();
    eprintln!("screenshot: {}", shot.display());
    let (w, h) = img.dimensions();
    (img.into_raw(), w, h)
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

/// The wooden star covers a good part of the window.
fn assert_board_visible(px: &[u8], w: u32, h: u32) {
    let wood = count_near(px, [204, 158, 102], 40);
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
    let (px, w, h) = run_and_capture(
        "petri",
        &[
            "--rules",
            "petri",
            "--players",
            "4",
            "--seats",
            "easy,easy,easy,easy",
        ],
    );
    assert_board_visible(&px, w, h);
    // The dice (ivory) are on screen.
    assert!(
        count_near(&px, [240, 232, 214], 18) > 300,
        "no dice on screen"
    );
}
