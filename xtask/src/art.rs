//! `cargo xtask art`: draws the game's sprites and synthesises its sounds.
//!
//! Writes, under `assets/`:
//! - `themes/<theme>/` for each shipped theme (classic, glass, contrast): `theme.ron` and its
//!   images `marble.png hole.png ring.png dot.png dice.png symbols.png` (+ `table.png`);
//! - `ui/`: the light every theme shares unless it names its own pictures (`shadow.png glow.png
//!   grain.png frost.png vignette.png`, see `light.rs`);
//! - `sounds/`: `hop.wav step.wav capture.wav dice.wav win.wav`, shared by every theme.
//!
//! Everything is computed here, pixel by pixel and sample by sample, so anyone can change a
//! constant and re-run it; no image or sound tool is needed (the `png` and `hound` crates write
//! the files, see `files.rs`). Sprites are drawn white or grey where the game tints them
//! (marbles take the seat colour, holes the hole colour, by multiplication). A file whose
//! content is already what a run makes is left as it is, so re-running changes only what
//! changed.
//!
//! `cargo xtask art --check` draws everything into a temporary folder, reads every file back
//! and compares what it decodes to with the files in `assets/`: PNGs by size, colour type and
//! pixels, WAVs by channels, rate, bits and samples, `theme.ron` byte for byte. The bytes of a
//! PNG or WAV may differ (another encoder version compresses differently); the content may not.

mod files;
mod light;
mod sound;

use std::f32::consts::TAU;
use std::fs;
use std::path::{Path, PathBuf};

use crate::{Result, fail};

/// Supersampling per axis for smooth edges.
const SS: usize = 4;

/// What `art` writes: path under `assets/`, and for images the width and height.
const IMAGES: [(&str, usize, usize); 6] = [
    ("marble.png", 128, 128),
    ("hole.png", 64, 64),
    ("ring.png", 128, 128),
    ("dot.png", 64, 64),
    ("dice.png", 576, 96),
    ("symbols.png", 384, 64),
];
const TABLE: (&str, usize, usize) = ("table.png", 256, 256);
/// The limit on one theme's PNGs together.
const THEME_BUDGET: usize = 150 * 1024;

pub fn run(root: &Path, args: &[String]) -> Result<()> {
    let assets = root.join("assets");
    match args {
        [] => {
            let written = generate(&assets)?;
            let total: u64 = written.iter().map(|(_, n, _)| *n as u64).sum();
            for (path, n, wrote) in &written {
                let note = if *wrote { "" } else { "  (same content, kept)" };
                println!("    {:>7} B  {}{note}", n, path.display());
            }
            let wrote = written.iter().filter(|(_, _, wrote)| *wrote).count();
            println!(
                "    {} files ({} KiB) under {}: {wrote} written, {} already up to date",
                written.len(),
                total / 1024,
                assets.display(),
                written.len() - wrote
            );
            Ok(())
        }
        [flag] if flag == "--check" => check(&assets),
        [other, ..] => fail(format!(
            "`art` takes no arguments but `--check` (got `{other}`)"
        )),
    }
}

/// Draws everything into a temporary folder, verifies it, and compares its content with
/// `assets`.
fn check(assets: &Path) -> Result<()> {
    let tmp = std::env::temp_dir().join(format!("petri-art-check-{}", std::process::id()));
    let result = (|| {
        generate(&tmp)?;
        let report = verify(&tmp).or_else(fail)?;
        for line in &report {
            println!("    {line}");
        }
        let stale = stale(&tmp, assets);
        if stale.is_empty() {
            println!("    every file in assets/ holds what a fresh run makes");
            Ok(())
        } else {
            fail(format!(
                "out of date in assets/ (re-run `cargo xtask art`):\n  {}",
                stale.join("\n  ")
            ))
        }
    })();
    let _ = fs::remove_dir_all(&tmp);
    result
}

/// One line for each file under `assets` whose content differs from the same file under
/// `fresh` (or is missing): its path and the first difference (see [`files::difference`]).
fn stale(fresh: &Path, assets: &Path) -> Vec<String> {
    expected_files()
        .into_iter()
        .filter_map(|rel| {
            let why = match (fs::read(fresh.join(&rel)), fs::read(assets.join(&rel))) {
                (Ok(new), Ok(old)) => files::difference(&rel, &new, &old)?,
                (Err(e), _) => format!("not generated ({e})"),
                (_, Err(e)) => format!("cannot be read ({e})"),
            };
            Some(format!("{}: {why}", rel.display()))
        })
        .collect()
}

/// Writes every file under `assets`, except those that already hold the same content (see
/// [`files::difference`]); returns each path with its size in bytes and whether it was written.
fn generate(assets: &Path) -> Result<Vec<(PathBuf, usize, bool)>> {
    let mut written = Vec::new();
    let mut save = |rel: PathBuf, bytes: &[u8]| -> Result<()> {
        let path = assets.join(&rel);
        if let Ok(old) = fs::read(&path)
            && files::difference(&rel, bytes, &old).is_none()
        {
            written.push((rel, old.len(), false));
            return Ok(());
        }
        let dir = path.parent().expect("files live in a folder");
        fs::create_dir_all(dir)
            .or_else(|e| fail(format!("cannot create {}: {e}", dir.display())))?;
        fs::write(&path, bytes)
            .or_else(|e| fail(format!("cannot write {}: {e}", path.display())))?;
        written.push((rel, bytes.len(), true));
        Ok(())
    };
    for theme in &THEMES {
        let dir = Path::new("themes").join(theme.folder);
        for (name, w, h) in IMAGES {
            let img = draw(theme.look, name);
            assert_eq!((img.w, img.h), (w, h), "{name} has the wrong size");
            let bytes = img.png();
            save(dir.join(name), &bytes)?;
        }
        if theme.table {
            save(dir.join(TABLE.0), &table(theme.look).png())?;
        }
        save(dir.join("theme.ron"), theme.ron().as_bytes())?;
    }
    for (name, w, h) in light::SHARED {
        let img = light::draw(name);
        assert_eq!((img.w, img.h), (w, h), "{name} has the wrong size");
        save(PathBuf::from(name), &img.png())?;
    }
    for (name, samples) in sound::all() {
        save(Path::new("sounds").join(name), &files::wav(&samples))?;
    }
    Ok(written)
}

/// Every file `generate` writes, relative to `assets/`.
fn expected_files() -> Vec<PathBuf> {
    let mut files = Vec::new();
    for theme in &THEMES {
        let dir = Path::new("themes").join(theme.folder);
        files.extend(IMAGES.iter().map(|(name, _, _)| dir.join(name)));
        if theme.table {
            files.push(dir.join(TABLE.0));
        }
        files.push(dir.join("theme.ron"));
    }
    files.extend(light::SHARED.iter().map(|(name, _, _)| PathBuf::from(name)));
    files.extend(
        ["hop.wav", "step.wav", "capture.wav", "dice.wav", "win.wav"]
            .iter()
            .map(|name| Path::new("sounds").join(name)),
    );
    files
}

/// Reads back every file under `assets` and checks it: PNGs decode (signature, CRCs, zlib
/// stream, filters) to RGBA8 of the right size and each theme's PNGs stay within budget; WAVs
/// are 16-bit mono PCM at 22 050 Hz, under a second, peaking near -3 dBFS; `theme.ron` names
/// files that exist. Returns a line per theme and for the sounds.
fn verify(assets: &Path) -> std::result::Result<Vec<String>, String> {
    let read =
        |rel: &Path| fs::read(assets.join(rel)).map_err(|e| format!("{}: {e}", rel.display()));
    let mut report = Vec::new();
    let check_png = |rel: &Path, w: usize, h: usize| -> std::result::Result<usize, String> {
        let bytes = read(rel)?;
        let img = files::read_png(&bytes).map_err(|e| format!("{}: {e}", rel.display()))?;
        if (img.w as usize, img.h as usize, img.color, img.depth)
            != (w, h, png::ColorType::Rgba, png::BitDepth::Eight)
        {
            return Err(format!(
                "{}: {}×{} {:?} {:?}, expected {w}×{h} 8-bit RGBA",
                rel.display(),
                img.w,
                img.h,
                img.color,
                img.depth
            ));
        }
        if img.data.chunks(4).all(|p| p[3] == 0) {
            return Err(format!("{}: fully transparent", rel.display()));
        }
        Ok(bytes.len())
    };
    for theme in &THEMES {
        let dir = Path::new("themes").join(theme.folder);
        let mut total = 0;
        for (name, w, h) in IMAGES {
            total += check_png(&dir.join(name), w, h)?;
        }
        if theme.table {
            total += check_png(&dir.join(TABLE.0), TABLE.1, TABLE.2)?;
        }
        if total > THEME_BUDGET {
            return Err(format!(
                "{}: PNGs take {total} bytes, over {THEME_BUDGET}",
                dir.display()
            ));
        }
        let ron = String::from_utf8(read(&dir.join("theme.ron"))?)
            .map_err(|_| format!("{}/theme.ron is not UTF-8", dir.display()))?;
        for quoted in ron.split('"').skip(1).step_by(2) {
            let target = match quoted.strip_prefix('/') {
                Some(rooted) => PathBuf::from(rooted),
                None => dir.join(quoted),
            };
            if quoted.ends_with(".png") || quoted.ends_with(".wav") {
                read(&target).map_err(|e| format!("{}/theme.ron names {e}", dir.display()))?;
            }
        }
        report.push(format!(
            "{}: {} PNGs, {} KiB, all decode",
            dir.display(),
            IMAGES.len() + usize::from(theme.table),
            total / 1024
        ));
    }
    let mut shared = 0;
    for (name, w, h) in light::SHARED {
        shared += check_png(Path::new(name), w, h)?;
    }
    report.push(format!(
        "ui: {} PNGs, {} KiB, all decode",
        light::SHARED.len(),
        shared / 1024
    ));
    let mut secs = Vec::new();
    for name in ["hop.wav", "step.wav", "capture.wav", "dice.wav", "win.wav"] {
        let rel = Path::new("sounds").join(name);
        let wav = files::read_wav(&read(&rel)?).map_err(|e| format!("{name}: {e}"))?;
        if wav.spec != files::WAV_SPEC {
            return Err(format!(
                "{name}: {:?}, expected {:?}",
                wav.spec,
                files::WAV_SPEC
            ));
        }
        let samples = wav.samples;
        let s = samples.len() as f32 / sound::RATE as f32;
        if !(0.02..1.0).contains(&s) {
            return Err(format!("{name}: {s:.3} s long"));
        }
        let peak = samples.iter().map(|x| x.unsigned_abs()).max().unwrap_or(0);
        let db = 20.0 * (peak.max(1) as f32 / 32_767.0).log10();
        if !(-4.0..=-2.0).contains(&db) {
            return Err(format!("{name}: peak at {db:.1} dBFS"));
        }
        secs.push(format!("{name} {:.0} ms", s * 1000.0));
    }
    report.push(format!("sounds: {}", secs.join(", ")));
    Ok(report)
}

// ---------------------------------------------------------------------------------------------
// Themes

#[derive(Clone, Copy, PartialEq, Debug)]
enum Look {
    /// Wood and ivory: glossy opaque marbles, the game's original look.
    Classic,
    /// Smoked glass on a dark table: translucent marbles with bright rims.
    Glass,
    /// High contrast: flat discs with dark outlines, thick rings, light holes.
    Contrast,
}

struct Theme {
    folder: &'static str,
    name: &'static str,
    look: Look,
    dark_ui: bool,
    /// "#rrggbb": background, board, board_edge, hole, highlight, hint, accent.
    palette: [(&'static str, &'static str); 7],
    /// Seat colours, seat 0 first; they go with the symbols circle, triangle, square, diamond,
    /// star, cross.
    seats: [&'static str; 6],
    /// The seat colours' names, as keys of the language files, when they are not the classic
    /// six (red, blue, green, yellow, purple, black).
    seat_names: Option<[&'static str; 6]>,
    table: bool,
    /// The star's texture: a shared picture under `ui/`, or none.
    grain: Option<&'static str>,
    /// The light: marble shadows (strength, then offset right and down in marble widths), the
    /// glow of what the board points out, the vignette at the window's edges.
    light: [(&'static str, f32); 5],
    /// The interface: "#rrggbbaa" colours of panels, their edge, text, weak text, text on the
    /// accent colour, errors; then sizes (corner radius, spacing, text, headings, shadows).
    ui_colours: [(&'static str, &'static str); 6],
    ui_sizes: [(&'static str, f32); 5],
    /// Seconds: step, hop, pop, shrink, capture, capture_gap, tumble.
    timings: [(&'static str, f32); 7],
}

const THEMES: [Theme; 3] = [
    Theme {
        folder: "classic",
        name: "Classic wood",
        look: Look::Classic,
        dark_ui: true,
        palette: [
            ("background", "#262b33"),
            ("board", "#cc9e66"),
            ("board_edge", "#9e7347"),
            ("hole", "#ffffff"),
            ("highlight", "#ffffff"),
            ("hint", "#ffd933"),
            ("accent", "#e0a040"),
        ],
        // Okabe–Ito-like: vermilion, blue, bluish green, yellow, reddish purple, black.
        seats: [
            "#d63b29", "#1a6bcc", "#0d9e73", "#f5c726", "#9e59b3", "#292a2e",
        ],
        seat_names: None,
        table: true,
        grain: Some("/ui/grain.png"),
        light: [
            ("shadow", 0.5),
            ("shadow_x", 0.07),
            ("shadow_y", 0.11),
            ("glow", 0.9),
            ("vignette", 0.55),
        ],
        ui_colours: [
            ("panel", "#1b2027e6"),
            ("panel_edge", "#ffffff1f"),
            ("text", "#f3efe8"),
            ("text_weak", "#aaa398"),
            ("on_accent", "#2a1a06"),
            ("danger", "#f06a5d"),
        ],
        ui_sizes: [
            ("radius", 14.0),
            ("spacing", 10.0),
            ("text_size", 16.0),
            ("heading_size", 26.0),
            ("shadow", 0.55),
        ],
        timings: [
            ("step", 0.26),
            ("hop", 0.24),
            ("pop", 0.22),
            ("shrink", 0.25),
            ("capture", 0.75),
            ("capture_gap", 0.32),
            ("tumble", 0.65),
        ],
    },
    Theme {
        folder: "glass",
        name: "Glass on dark",
        look: Look::Glass,
        dark_ui: true,
        palette: [
            ("background", "#0a0e16"),
            ("board", "#2b3440"),
            ("board_edge", "#6d7f96"),
            ("hole", "#a9bdd9"),
            ("highlight", "#e6f3ff"),
            ("hint", "#ffd54a"),
            ("accent", "#4cc3ff"),
        ],
        // Jewels: coral red, sapphire, emerald, topaz, orchid, crystal.
        seats: [
            "#ff5a36", "#3d8bff", "#1fd6a0", "#ffd93d", "#e07ad0", "#e8eef5",
        ],
        seat_names: Some([
            "colour.orange",
            "colour.blue",
            "colour.green",
            "colour.yellow",
            "colour.pink",
            "colour.white",
        ]),
        table: true,
        grain: Some("/ui/frost.png"),
        light: [
            ("shadow", 0.6),
            ("shadow_x", 0.06),
            ("shadow_y", 0.10),
            ("glow", 1.0),
            ("vignette", 0.6),
        ],
        ui_colours: [
            ("panel", "#0e1522e0"),
            ("panel_edge", "#8fd3ff38"),
            ("text", "#e8f3ff"),
            ("text_weak", "#8ea3bd"),
            ("on_accent", "#04121c"),
            ("danger", "#ff6b6b"),
        ],
        ui_sizes: [
            ("radius", 16.0),
            ("spacing", 10.0),
            ("text_size", 16.0),
            ("heading_size", 26.0),
            ("shadow", 0.6),
        ],
        timings: [
            ("step", 0.28),
            ("hop", 0.26),
            ("pop", 0.24),
            ("shrink", 0.28),
            ("capture", 0.8),
            ("capture_gap", 0.34),
            ("tumble", 0.7),
        ],
    },
    Theme {
        folder: "contrast",
        name: "High contrast",
        look: Look::Contrast,
        dark_ui: true,
        palette: [
            ("background", "#000000"),
            ("board", "#1a1a1a"),
            ("board_edge", "#ffffff"),
            ("hole", "#ffffff"),
            ("highlight", "#ffffff"),
            ("hint", "#ffe600"),
            ("accent", "#ffe600"),
        ],
        // Red, blue, cyan, yellow, magenta, white: apart in lightness as well as hue.
        seats: [
            "#ff2a1a", "#2060ff", "#00d8ff", "#ffe600", "#ff40c0", "#ffffff",
        ],
        seat_names: Some([
            "colour.red",
            "colour.blue",
            "colour.cyan",
            "colour.yellow",
            "colour.pink",
            "colour.white",
        ]),
        table: false,
        grain: None,
        light: [
            ("shadow", 0.35),
            ("shadow_x", 0.05),
            ("shadow_y", 0.08),
            ("glow", 1.0),
            ("vignette", 0.0),
        ],
        ui_colours: [
            ("panel", "#000000f5"),
            ("panel_edge", "#ffffffff"),
            ("text", "#ffffff"),
            ("text_weak", "#e6e6e6"),
            ("on_accent", "#000000"),
            ("danger", "#ff6060"),
        ],
        ui_sizes: [
            ("radius", 6.0),
            ("spacing", 11.0),
            ("text_size", 18.0),
            ("heading_size", 28.0),
            ("shadow", 0.0),
        ],
        timings: [
            ("step", 0.26),
            ("hop", 0.24),
            ("pop", 0.22),
            ("shrink", 0.25),
            ("capture", 0.75),
            ("capture_gap", 0.32),
            ("tumble", 0.65),
        ],
    },
];

impl Theme {
    /// The theme file, every field written out.
    fn ron(&self) -> String {
        let mut s = String::from("(\n");
        s += &format!("    name: \"{}\",\n", self.name);
        s += &format!("    dark_ui: {},\n", self.dark_ui);
        s += "    palette: (\n";
        for (key, colour) in self.palette {
            s += &format!("        {key}: \"{colour}\",\n");
        }
        let seats: Vec<String> = self.seats.iter().map(|c| format!("\"{c}\"")).collect();
        s += &format!("        seats: [{}],\n", seats.join(", "));
        if let Some(names) = self.seat_names {
            let names: Vec<String> = names.iter().map(|n| format!("\"{n}\"")).collect();
            s += &format!("        seat_names: [{}],\n", names.join(", "));
        }
        s += "    ),\n    images: (\n";
        for (name, _, _) in IMAGES {
            let key = name.trim_end_matches(".png");
            s += &format!("        {key}: \"{name}\",\n");
        }
        if self.table {
            s += &format!("        table: Some(\"{}\"),\n", TABLE.0);
        } else {
            s += "        table: None,\n";
        }
        s += "        shadow: \"/ui/shadow.png\",\n";
        s += "        glow: \"/ui/glow.png\",\n";
        s += "        vignette: \"/ui/vignette.png\",\n";
        match self.grain {
            Some(grain) => s += &format!("        grain: Some(\"{grain}\"),\n"),
            None => s += "        grain: None,\n",
        }
        s += "    ),\n    light: (\n";
        for (key, v) in self.light {
            s += &format!("        {key}: {v:?},\n");
        }
        s += "    ),\n    ui: (\n";
        for (key, colour) in self.ui_colours {
            s += &format!("        {key}: \"{colour}\",\n");
        }
        for (key, v) in self.ui_sizes {
            s += &format!("        {key}: {v:?},\n");
        }
        s += "    ),\n    sounds: (\n";
        for name in ["hop", "step", "capture", "dice", "win"] {
            s += &format!("        {name}: \"/sounds/{name}.wav\",\n");
        }
        s += "    ),\n    timings: (\n";
        for (key, secs) in self.timings {
            s += &format!("        {key}: {secs:?},\n");
        }
        s += "    ),\n)\n";
        s
    }
}

/// The sprite `name` in `look`.
fn draw(look: Look, name: &str) -> Image {
    match name {
        "marble.png" => marble(look, 128),
        "hole.png" => hole(look, 64),
        "ring.png" => ring(look, 128),
        "dot.png" => dot(look, 64),
        "dice.png" => dice(look, 96),
        "symbols.png" => symbols(look, 64),
        _ => unreachable!("no sprite {name}"),
    }
}

// ---------------------------------------------------------------------------------------------
// Images

/// An RGBA image, straight (not premultiplied) alpha, 0..1 floats.
struct Image {
    w: usize,
    h: usize,
    px: Vec<[f32; 4]>,
}

impl Image {
    fn new(w: usize, h: usize) -> Image {
        Image {
            w,
            h,
            px: vec![[0.0; 4]; w * h],
        }
    }

    /// Fills every pixel from a shader `f(x, y) -> rgba` over the unit square (-1..1, y up),
    /// averaging SS×SS samples per pixel (colours weighted by alpha).
    fn shade(w: usize, h: usize, f: impl Fn(f32, f32) -> [f32; 4]) -> Image {
        let mut img = Image::new(w, h);
        for py in 0..h {
            for px in 0..w {
                let mut acc = [0.0f32; 4];
                for sy in 0..SS {
                    for sx in 0..SS {
                        let x = ((px * SS + sx) as f32 + 0.5) / (w * SS) as f32 * 2.0 - 1.0;
                        let y = 1.0 - ((py * SS + sy) as f32 + 0.5) / (h * SS) as f32 * 2.0;
                        let c = f(
                            x * w as f32 / h.min(w) as f32,
                            y * h as f32 / h.min(w) as f32,
                        );
                        for k in 0..3 {
                            acc[k] += c[k] * c[3];
                        }
                        acc[3] += c[3];
                    }
                }
                let n = (SS * SS) as f32;
                let a = acc[3] / n;
                let rgb = if acc[3] > 0.0 {
                    [acc[0] / acc[3], acc[1] / acc[3], acc[2] / acc[3]]
                } else {
                    [0.0; 3]
                };
                img.px[py * w + px] = [rgb[0], rgb[1], rgb[2], a];
            }
        }
        img
    }

    /// Copies `src` into this image at column offset `x0`.
    fn blit(&mut self, src: &Image, x0: usize) {
        for y in 0..src.h.min(self.h) {
            for x in 0..src.w {
                if x0 + x < self.w {
                    self.px[y * self.w + x0 + x] = src.px[y * src.w + x];
                }
            }
        }
    }

    /// PNG bytes, 8-bit RGBA. Invisible pixels next to visible ones take their neighbours'
    /// colour, so texture filtering does not pull a dark fringe into soft edges.
    fn png(&self) -> Vec<u8> {
        let mut bytes: Vec<[u8; 4]> = self
            .px
            .iter()
            .map(|p| p.map(|c| (c.clamp(0.0, 1.0) * 255.0 + 0.5) as u8))
            .collect();
        for p in bytes.iter_mut().filter(|p| p[3] == 0) {
            *p = [0; 4];
        }
        for _ in 0..2 {
            let before = bytes.clone();
            for y in 0..self.h {
                for x in 0..self.w {
                    if before[y * self.w + x][3] != 0 {
                        continue;
                    }
                    let (mut sum, mut n) = ([0u32; 3], 0u32);
                    for (dx, dy) in [(-1i32, 0i32), (1, 0), (0, -1), (0, 1)] {
                        let (nx, ny) = (x as i32 + dx, y as i32 + dy);
                        if nx < 0 || ny < 0 || nx >= self.w as i32 || ny >= self.h as i32 {
                            continue;
                        }
                        let q = before[ny as usize * self.w + nx as usize];
                        if q[3] != 0 || q[..3] != [0, 0, 0] {
                            for k in 0..3 {
                                sum[k] += u32::from(q[k]);
                            }
                            n += 1;
                        }
                    }
                    let p = &mut bytes[y * self.w + x];
                    for k in 0..3 {
                        if let Some(mean) = (sum[k] + n / 2).checked_div(n) {
                            p[k] = mean as u8;
                        }
                    }
                }
            }
        }
        files::png(self.w, self.h, bytes.as_flattened())
    }
}

fn smoothstep(e0: f32, e1: f32, x: f32) -> f32 {
    let t = ((x - e0) / (e1 - e0)).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

fn len(x: f32, y: f32) -> f32 {
    (x * x + y * y).sqrt()
}

/// The light: from the upper left, towards the viewer (normalised).
const LIGHT: [f32; 3] = [-0.45 / 0.996, 0.55 / 0.996, 0.70 / 0.996];

/// Diffuse and Blinn-Phong terms for a sphere normal, viewer on +z.
fn lighting(n: [f32; 3], shininess: f32) -> (f32, f32) {
    let diffuse = (n[0] * LIGHT[0] + n[1] * LIGHT[1] + n[2] * LIGHT[2]).max(0.0);
    let h = [LIGHT[0], LIGHT[1], LIGHT[2] + 1.0];
    let hl = len(len(h[0], h[1]), h[2]);
    let spec = ((n[0] * h[0] + n[1] * h[1] + n[2] * h[2]) / hl)
        .max(0.0)
        .powf(shininess);
    (diffuse, spec)
}

/// A soft contact shadow below and right of a marble of radius `r`.
fn contact_shadow(x: f32, y: f32, r: f32, strength: f32) -> [f32; 4] {
    let s = len(x - 0.04, y + 0.06);
    let a = (1.0 - smoothstep(r * 0.9, r * 1.06, s)) * strength;
    [0.0, 0.0, 0.0, a]
}

fn marble(look: Look, size: usize) -> Image {
    match look {
        Look::Classic => marble_classic(size),
        Look::Glass => marble_glass(size),
        Look::Contrast => marble_flat(size),
    }
}

/// A glossy sphere, near white, shaded so a tint keeps its depth: darker rim, soft light
/// from the upper left, a sharp specular highlight and a faint bounce light at the bottom.
fn marble_classic(size: usize) -> Image {
    Image::shade(size, size, |x, y| {
        let r = 0.94;
        let d2 = (x * x + y * y) / (r * r);
        if d2 > 1.0 {
            return contact_shadow(x, y, r, 0.35);
        }
        let z = (1.0 - d2).sqrt();
        let (diffuse, spec) = lighting([x / r, y / r, z], 60.0);
        let bounce = smoothstep(0.2, 0.9, -y / r) * 0.12 * z;
        let base = 0.30 + 0.62 * diffuse + bounce;
        let rim = smoothstep(0.75, 1.0, d2.sqrt()) * 0.25;
        let v = (base - rim).clamp(0.0, 1.0);
        let c = v + (1.0 - v) * spec;
        [c, c, c, 1.0]
    })
}

/// A glass marble: partly see-through in the middle, a bright Fresnel rim, light focused
/// through the glass onto the lower right, and a hard, strong highlight.
fn marble_glass(size: usize) -> Image {
    Image::shade(size, size, |x, y| {
        let r = 0.93;
        let d = len(x, y) / r;
        if d > 1.0 {
            return contact_shadow(x, y, r, 0.28);
        }
        let z = (1.0 - d * d).sqrt();
        let n = [x / r, y / r, z];
        let (diffuse, spec_sharp) = lighting(n, 220.0);
        let (_, spec_soft) = lighting(n, 14.0);
        let fresnel = (1.0 - z).powf(2.2);
        // The caustic: light through the sphere gathers opposite the light.
        let (cx, cy) = (x / r - 0.30, y / r + 0.36);
        let caustic = (-(cx * cx + cy * cy) / 0.075).exp() * 0.55;
        // A small window reflection low on the right.
        let (wx, wy) = (x / r - 0.52, y / r + 0.58);
        let window = (-(wx * wx + wy * wy) / 0.006).exp() * 0.35 * smoothstep(1.0, 0.9, d);
        // The bright window of the light, an ellipse along the rim at the upper left.
        let (ex, ey) = (x / r + 0.40, y / r - 0.44);
        let (ta, tb) = ((ex + ey) / 2f32.sqrt(), (ey - ex) / 2f32.sqrt());
        let ellipse = (ta / 0.25).powi(2) + (tb / 0.12).powi(2);
        let shine = (1.0 - smoothstep(0.45, 1.0, ellipse)) * 0.85;
        let body = 0.40 + 0.16 * diffuse + caustic;
        let v = (body + 0.55 * fresnel + 0.25 * spec_soft + window).clamp(0.0, 1.0);
        let c = v + (1.0 - v) * spec_sharp.max(shine);
        let edge = smoothstep(0.965, 1.0, d) * 0.35; // a crisp silhouette
        let alpha =
            (0.64 + 0.34 * fresnel.sqrt() + 0.4 * caustic + spec_sharp + shine + 0.5 * window)
                .min(1.0);
        [c - edge, c - edge, c - edge, alpha]
    })
}

/// A flat bright disc with a dark outline, for high contrast.
fn marble_flat(size: usize) -> Image {
    // Outline 3.8 px at 128 px.
    let outline = 7.6 / size as f32;
    Image::shade(size, size, |x, y| {
        let r = 0.95;
        let d = len(x, y);
        if d > r {
            return [0.0; 4];
        }
        if d > r - outline {
            return [0.04, 0.04, 0.04, 1.0];
        }
        [1.0, 1.0, 1.0, 1.0]
    })
}

/// The radius of a hole's well in its picture; the rest is its rim. The game draws holes at
/// `HOLE_SIZE` (0.55 hole spacings), so the well is 0.37 spacings across.
const WELL: f32 = 0.67;

/// The countersunk rim around a well, lit from the upper left: its slope faces the light on
/// the lower right of the hole and turns away from it on the upper left. White where lit,
/// black where shaded, fading into the board towards the outside (the board's own colour
/// shows through).
fn rim(x: f32, y: f32, d: f32, strength: f32) -> [f32; 4] {
    let (dx, dy) = (x / d.max(1e-3), y / d.max(1e-3));
    // The slope's normal leans towards the hole's centre.
    let facing = -(dx * LIGHT[0] + dy * LIGHT[1]) / len(LIGHT[0], LIGHT[1]);
    let fade = 1.0 - smoothstep(WELL, 0.97, d);
    let a = (facing.abs() * 0.85 + 0.15) * fade * strength;
    if facing >= 0.0 {
        [1.0, 1.0, 1.0, a * 0.75]
    } else {
        [0.0, 0.0, 0.0, a]
    }
}

fn hole(look: Look, size: usize) -> Image {
    match look {
        // A hole drilled into the board, countersunk: a dark well whose lower wall catches the
        // light, a crisp lit lip on the lower right, the rim's slope lit and shaded around it.
        Look::Classic => Image::shade(size, size, |x, y| {
            let d = len(x, y);
            if d > 0.98 {
                return [0.0; 4];
            }
            if d > WELL {
                let lip = smoothstep(WELL, WELL + 0.03, d)
                    * (1.0 - smoothstep(WELL + 0.03, WELL + 0.08, d));
                let lit = (-(x * LIGHT[0] + y * LIGHT[1]) / d.max(1e-3)).max(0.0);
                let [r, g, b, a] = rim(x, y, d, 0.55);
                let shine = lip * lit * 0.8;
                return [r.max(shine), g.max(shine), b.max(shine), a.max(shine)];
            }
            let k = d / WELL;
            let inner = smoothstep(0.55, 1.0, k);
            let lip = inner * (0.5 - 0.5 * (y / WELL).clamp(-1.0, 1.0)) * 0.55;
            // The upper wall's shadow falls across the bottom.
            let shade = smoothstep(0.2, 1.0, (x - y) / WELL * 0.7 + 0.3) * 0.04;
            let v = (0.09 + lip - shade).max(0.02);
            [v, v * 0.92, v * 0.85, 1.0]
        }),
        // A dimple in smoked glass: dark, a lit lower lip, a thin bright rim and a faint slope.
        Look::Glass => Image::shade(size, size, |x, y| {
            let d = len(x, y);
            if d > 0.98 {
                return [0.0; 4];
            }
            let lit = 0.55 + 0.45 * ((-x + y) / 1.414 / d.max(0.01)).clamp(-1.0, 1.0);
            if d > WELL {
                let ring = smoothstep(WELL, WELL + 0.03, d)
                    * (1.0 - smoothstep(WELL + 0.05, WELL + 0.10, d));
                let [r, g, b, a] = rim(x, y, d, 0.35);
                let shine = ring * 0.75 * lit;
                return [r.max(shine), g.max(shine), b.max(shine), a.max(shine)];
            }
            let k = d / WELL;
            let inner = smoothstep(0.5, 1.0, k);
            let lip = inner * (0.5 - 0.5 * (y / WELL).clamp(-1.0, 1.0)) * 0.35;
            let v = 0.07 + lip;
            [v, v, v, 0.9 + 0.1 * inner]
        }),
        // A light ring around a dark well: reads on black, and dark text reads inside.
        Look::Contrast => Image::shade(size, size, |x, y| {
            let d = len(x, y) / (WELL / 0.95 * 1.05);
            if d > 0.95 {
                return [0.0; 4];
            }
            if d > 0.64 {
                return [0.95, 0.95, 0.95, 1.0];
            }
            [0.10, 0.10, 0.10, 1.0]
        }),
    }
}

fn ring(look: Look, size: usize) -> Image {
    match look {
        // A selection ring, white, soft on both edges.
        Look::Classic => Image::shade(size, size, |x, y| {
            let d = len(x, y);
            let a = smoothstep(0.74, 0.80, d) * (1.0 - smoothstep(0.90, 0.97, d));
            [1.0, 1.0, 1.0, a]
        }),
        // A thin bright ring with a glow on both sides.
        Look::Glass => Image::shade(size, size, |x, y| {
            let d = len(x, y);
            let core = smoothstep(0.78, 0.81, d) * (1.0 - smoothstep(0.87, 0.90, d));
            let t = (d - 0.845) / 0.075;
            let glow = (-t * t).exp() * 0.5;
            [1.0, 1.0, 1.0, core.max(glow)]
        }),
        // A thick white band with black edges, visible on any colour.
        Look::Contrast => {
            let edge = 6.0 / size as f32;
            Image::shade(size, size, |x, y| {
                let d = len(x, y);
                if !(0.64..=0.99).contains(&d) {
                    return [0.0; 4];
                }
                if d > 0.99 - edge || d < 0.64 + edge {
                    return [0.0, 0.0, 0.0, 1.0];
                }
                [1.0, 1.0, 1.0, 1.0]
            })
        }
    }
}

fn dot(look: Look, size: usize) -> Image {
    match look {
        // A target dot for legal destinations, white with a soft halo.
        Look::Classic => Image::shade(size, size, |x, y| {
            let d = len(x, y);
            let core = 1.0 - smoothstep(0.42, 0.50, d);
            let halo = (1.0 - smoothstep(0.5, 0.95, d)) * 0.35;
            [1.0, 1.0, 1.0, core.max(halo)]
        }),
        // A small bright core in a wide glow.
        Look::Glass => Image::shade(size, size, |x, y| {
            let d = len(x, y);
            let core = 1.0 - smoothstep(0.30, 0.38, d);
            let glow = (-(d * d) / 0.16).exp() * 0.6 * (1.0 - smoothstep(0.85, 0.98, d));
            [1.0, 1.0, 1.0, core.max(glow)]
        }),
        // A solid dot with a black outline, no halo.
        Look::Contrast => {
            let edge = 5.0 / size as f32;
            Image::shade(size, size, |x, y| {
                let d = len(x, y);
                if d > 0.62 {
                    return [0.0; 4];
                }
                if d > 0.62 - edge * 2.0 {
                    return [0.0, 0.0, 0.0, 1.0];
                }
                [1.0, 1.0, 1.0, 1.0]
            })
        }
    }
}

/// The six die faces side by side (face 1 first).
fn dice(look: Look, size: usize) -> Image {
    let mut strip = Image::new(size * 6, size);
    let px = 2.0 / size as f32;
    for face in 1..=6u8 {
        let pips = pip_positions(face);
        let pip_at = |x: f32, y: f32| -> f32 {
            pips.iter()
                .map(|&(px, py)| len(x - px, y - py))
                .fold(f32::MAX, f32::min)
        };
        let img = Image::shade(size, size, |x, y| {
            let (ax, ay) = (x.abs(), y.abs());
            let corner = 0.28;
            let half = 0.90;
            let qx = (ax - (half - corner)).max(0.0);
            let qy = (ay - (half - corner)).max(0.0);
            let outside = len(qx, qy) - corner;
            if outside > 0.0 || ax > half || ay > half {
                return [0.0; 4];
            }
            // Distance inside the rounded square's border (0 on the edge).
            let inside = -outside.max(ax - half).max(ay - half);
            let pip = pip_at(x, y);
            match look {
                // Ivory with dark pips.
                Look::Classic => {
                    let edge = smoothstep(-0.12, 0.0, outside);
                    let shade = 0.97 - 0.10 * edge - 0.04 * (x - y) * 0.5;
                    if pip < 0.15 {
                        return [0.12, 0.10, 0.10, 1.0];
                    }
                    [shade, shade * 0.97, shade * 0.90, 1.0]
                }
                // Smoky translucent glass with a bright bevel, a sheen and white pips.
                Look::Glass => {
                    if pip < 0.14 {
                        return [0.97, 0.98, 1.0, 1.0];
                    }
                    let bevel = 1.0 - smoothstep(0.0, 0.10, inside);
                    let lit = 0.6 + 0.4 * (-x + y).clamp(-1.0, 1.0);
                    let (gx, gy) = (x + 0.42, y - 0.42);
                    let gloss = (-(gx * gx + gy * gy) / 0.12).exp() * 0.14 + 0.04 * y;
                    let glow = (1.0 - smoothstep(0.14, 0.26, pip)) * 0.35;
                    let v = 0.17 + 0.45 * bevel * lit + gloss + glow;
                    let a = 0.80 + 0.18 * bevel + gloss + glow * 0.5;
                    [v * 0.92, v * 0.96, v * 1.05, a.min(1.0)]
                }
                // White with black pips and a thick black border.
                Look::Contrast => {
                    if inside < 5.0 * px || pip < 0.17 {
                        return [0.0, 0.0, 0.0, 1.0];
                    }
                    [1.0, 1.0, 1.0, 1.0]
                }
            }
        });
        strip.blit(&img, (face as usize - 1) * size);
    }
    strip
}

fn pip_positions(face: u8) -> Vec<(f32, f32)> {
    let o = 0.45;
    let c = (0.0, 0.0);
    let (tl, tr, bl, br) = ((-o, o), (o, o), (-o, -o), (o, -o));
    let (ml, mr) = ((-o, 0.0), (o, 0.0));
    match face {
        1 => vec![c],
        2 => vec![tl, br],
        3 => vec![tl, c, br],
        4 => vec![tl, tr, bl, br],
        5 => vec![tl, tr, c, bl, br],
        _ => vec![tl, tr, ml, mr, bl, br],
    }
}

// ---------------------------------------------------------------------------------------------
// Seat symbols

/// Six symbols side by side, one per seat: circle, triangle, square, diamond, star, cross.
/// White with a dark outline, so they read on any marble colour.
fn symbols(look: Look, size: usize) -> Image {
    let outline_px = match look {
        Look::Contrast => 6.0,
        _ => 4.5,
    };
    let ow = outline_px * 2.0 / size as f32;
    // Shapes are laid out for a 4.5 px outline; thicker outlines shrink them to still fit.
    let k = (0.97 - ow) / (0.97 - 9.0 / size as f32);
    let mut strip = Image::new(size * 6, size);
    for i in 0..6 {
        let img = Image::shade(size, size, |x, y| {
            let d = symbol_sdf(i, x / k, y / k) * k;
            if d < 0.0 {
                [1.0, 1.0, 1.0, 1.0]
            } else if d < ow {
                [0.06, 0.06, 0.08, 1.0]
            } else {
                [0.0; 4]
            }
        });
        strip.blit(&img, i * size);
    }
    strip
}

/// Signed distance to symbol `i` (negative inside), unit square -1..1, y up.
fn symbol_sdf(i: usize, x: f32, y: f32) -> f32 {
    match i {
        0 => (len(x, y) - 0.55).abs() - 0.17,
        1 => sd_triangle(x, y + 0.19, 0.74) - 0.06,
        2 => sd_box(x, y, 0.55, 0.55) - 0.07,
        3 => {
            let (u, v) = ((x + y) / 2f32.sqrt(), (y - x) / 2f32.sqrt());
            sd_box(u, v, 0.52, 0.52) - 0.06
        }
        4 => sd_star5(x, y + 0.07, 0.82, 0.48) - 0.04,
        _ => sd_box(x, y, 0.74, 0.23).min(sd_box(x, y, 0.23, 0.74)) - 0.04,
    }
}

fn sd_box(x: f32, y: f32, bx: f32, by: f32) -> f32 {
    let (dx, dy) = (x.abs() - bx, y.abs() - by);
    len(dx.max(0.0), dy.max(0.0)) + dx.max(dy).min(0.0)
}

/// An equilateral triangle pointing up, half side `r`, centroid at the origin (after Inigo
/// Quilez).
fn sd_triangle(x: f32, y: f32, r: f32) -> f32 {
    let k = 3f32.sqrt();
    let mut px = x.abs() - r;
    let mut py = y + r / k;
    if px + k * py > 0.0 {
        (px, py) = ((px - k * py) / 2.0, (-k * px - py) / 2.0);
    }
    px -= px.clamp(-2.0 * r, 0.0);
    -len(px, py) * py.signum()
}

/// A five-pointed star pointing up, outer radius `r`, inner radius `rf`·`r` (after Inigo
/// Quilez).
fn sd_star5(x: f32, y: f32, r: f32, rf: f32) -> f32 {
    let k1 = (0.809_017, -0.587_785);
    let k2 = (-k1.0, k1.1);
    let (mut px, mut py) = (x.abs(), y);
    let d1 = (k1.0 * px + k1.1 * py).max(0.0) * 2.0;
    px -= d1 * k1.0;
    py -= d1 * k1.1;
    let d2 = (k2.0 * px + k2.1 * py).max(0.0) * 2.0;
    px -= d2 * k2.0;
    py -= d2 * k2.1;
    px = px.abs();
    py -= r;
    let (bax, bay) = (rf * -k1.1, rf * k1.0 - 1.0);
    let h = ((px * bax + py * bay) / (bax * bax + bay * bay)).clamp(0.0, r);
    len(px - bax * h, py - bay * h) * (py * bax - px * bay).signum()
}

// ---------------------------------------------------------------------------------------------
// Tables

/// Gradient (Perlin) noise on a `w`×`h` lattice that wraps: tileable, without the blocky
/// look of value noise.
struct Noise {
    w: usize,
    h: usize,
    grad: Vec<(f32, f32)>,
}

impl Noise {
    fn new(w: usize, h: usize, seed: &mut u32) -> Noise {
        let grad = (0..w * h)
            .map(|_| {
                *seed ^= *seed << 13;
                *seed ^= *seed >> 17;
                *seed ^= *seed << 5;
                let angle = (*seed >> 8) as f32 / (1u32 << 24) as f32 * TAU;
                (angle.cos(), angle.sin())
            })
            .collect();
        Noise { w, h, grad }
    }

    /// The value at (u, v) in 0..1 × 0..1 (wrapping), about -0.7..0.7.
    fn at(&self, u: f32, v: f32) -> f32 {
        let (fx, fy) = (
            u.rem_euclid(1.0) * self.w as f32,
            v.rem_euclid(1.0) * self.h as f32,
        );
        let (x0, y0) = (fx.floor() as usize % self.w, fy.floor() as usize % self.h);
        let (tx, ty) = (fx.fract(), fy.fract());
        let corner = |dx: usize, dy: usize| {
            let (gx, gy) = self.grad[(y0 + dy) % self.h * self.w + (x0 + dx) % self.w];
            gx * (tx - dx as f32) + gy * (ty - dy as f32)
        };
        let fade = |t: f32| t * t * t * (t * (t * 6.0 - 15.0) + 10.0);
        let (sx, sy) = (fade(tx), fade(ty));
        let top = corner(0, 0) + (corner(1, 0) - corner(0, 0)) * sx;
        let bottom = corner(0, 1) + (corner(1, 1) - corner(0, 1)) * sx;
        top + (bottom - top) * sy
    }
}

/// Fractal noise: the sum of `layers` (coarse first), each weighing half the one before.
fn fbm(layers: &[Noise], u: f32, v: f32) -> f32 {
    let mut sum = 0.0;
    let mut weight = 1.0;
    for layer in layers {
        sum += layer.at(u, v) * weight;
        weight *= 0.5;
    }
    sum
}

/// The tileable texture behind the board (256×256, full colour, drawn untinted).
fn table(look: Look) -> Image {
    let (w, h) = (TABLE.1, TABLE.2);
    let mut seed = 0x7AB1_E5EDu32;
    let mut img = Image::new(w, h);
    match look {
        // Dark walnut: long growth lines across the tile, gently wavy, and fine fibres.
        Look::Classic => {
            let warp: Vec<Noise> = [(2, 3), (4, 6), (8, 12)]
                .iter()
                .map(|&(nx, ny)| Noise::new(nx, ny, &mut seed))
                .collect();
            let fibres = Noise::new(3, 160, &mut seed);
            let patches = Noise::new(2, 2, &mut seed);
            for py in 0..h {
                for px in 0..w {
                    let (u, v) = (px as f32 / w as f32, py as f32 / h as f32);
                    let lines = 0.5 + 0.5 * (TAU * (v * 9.0 + fbm(&warp, u, v) * 0.7)).sin();
                    let tone = 0.88
                        + 0.12 * lines.powi(4)
                        + 0.10 * fibres.at(u, v)
                        + 0.10 * patches.at(u, v);
                    img.px[py * w + px] = [0.150 * tone, 0.104 * tone, 0.074 * tone, 1.0];
                }
            }
        }
        // Deep navy with faint clouds.
        _ => {
            let clouds: Vec<Noise> = [3, 6, 12, 24]
                .iter()
                .map(|&n| Noise::new(n, n, &mut seed))
                .collect();
            for py in 0..h {
                for px in 0..w {
                    let (u, v) = (px as f32 / w as f32, py as f32 / h as f32);
                    let tone = 1.0 + 0.35 * fbm(&clouds, u, v);
                    img.px[py * w + px] = [0.030 * tone, 0.045 * tone, 0.085 * tone, 1.0];
                }
            }
        }
    }
    img
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_assets_read_back() {
        let dir = std::env::temp_dir().join(format!("petri-art-test-{}", std::process::id()));
        let written = generate(&dir).unwrap_or_else(|e| panic!("{e}"));
        let result = verify(&dir);
        let _ = fs::remove_dir_all(&dir);
        let report = result.unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(report.len(), THEMES.len() + 2);
        assert!(written.iter().all(|(_, _, wrote)| *wrote));
        let mut names: Vec<_> = written.iter().map(|(p, _, _)| p.clone()).collect();
        let mut expected = expected_files();
        names.sort();
        expected.sort();
        assert_eq!(names, expected);
    }

    /// A folder under the system's temporary one, removed when dropped (even by a panic).
    struct TempDir(PathBuf);

    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = fs::remove_dir_all(&self.0);
        }
    }

    #[test]
    fn check_compares_content_and_names_each_stale_file() {
        let tmp =
            TempDir(std::env::temp_dir().join(format!("petri-art-stale-{}", std::process::id())));
        let (fresh, assets) = (tmp.0.join("fresh"), tmp.0.join("assets"));
        generate(&fresh).unwrap_or_else(|e| panic!("{e}"));
        for rel in expected_files() {
            fs::create_dir_all(assets.join(&rel).parent().unwrap()).unwrap();
            fs::copy(fresh.join(&rel), assets.join(&rel)).unwrap();
        }
        assert_eq!(stale(&fresh, &assets), Vec::<String>::new());

        // The same pixels in other bytes (stored without compression): still up to date.
        let marble = assets.join("themes/classic/marble.png");
        let img = files::read_png(&fs::read(&marble).unwrap()).unwrap();
        let mut raw = Vec::new();
        let mut encoder = png::Encoder::new(&mut raw, img.w, img.h);
        encoder.set_color(png::ColorType::Rgba);
        encoder.set_compression(png::Compression::NoCompression);
        let mut writer = encoder.write_header().unwrap();
        writer.write_image_data(&img.data).unwrap();
        writer.finish().unwrap();
        assert_ne!(raw, fs::read(&marble).unwrap());
        fs::write(&marble, &raw).unwrap();
        assert_eq!(stale(&fresh, &assets), Vec::<String>::new());

        // One pixel, one sample and one character changed: each file is named.
        let dot = assets.join("themes/glass/dot.png");
        let img = files::read_png(&fs::read(&dot).unwrap()).unwrap();
        let mut rgba = img.data;
        rgba[(10 * 64 + 7) * 4] ^= 0x10;
        fs::write(&dot, files::png(64, 64, &rgba)).unwrap();
        let hop = assets.join("sounds/hop.wav");
        let wav = files::read_wav(&fs::read(&hop).unwrap()).unwrap();
        let mut samples: Vec<i16> = wav.samples.iter().map(|&s| s as i16).collect();
        samples[1_000] = samples[1_000].wrapping_add(1);
        fs::write(&hop, files::wav(&samples)).unwrap();
        let ron = assets.join("themes/contrast/theme.ron");
        let text = fs::read_to_string(&ron).unwrap();
        fs::write(&ron, text.replacen("#", "#0", 1)).unwrap();
        let report = stale(&fresh, &assets);
        assert_eq!(report.len(), 3, "{report:#?}");
        assert!(
            report[0].starts_with("themes/glass/dot.png: pixel (7, 10) is "),
            "{}",
            report[0]
        );
        assert_eq!(
            report[1],
            "themes/contrast/theme.ron: differs from a fresh run"
        );
        assert!(
            report[2].starts_with("sounds/hop.wav: sample 1000 is "),
            "{}",
            report[2]
        );

        // A missing file is named too.
        fs::remove_file(assets.join("themes/classic/table.png")).unwrap();
        let report = stale(&fresh, &assets);
        assert!(
            report[0].starts_with("themes/classic/table.png: cannot be read ("),
            "{report:#?}"
        );

        // Re-running rewrites just those four and keeps the re-encoded marble as it is.
        let written = generate(&assets).unwrap_or_else(|e| panic!("{e}"));
        let mut rewritten: Vec<String> = written
            .iter()
            .filter(|(_, _, wrote)| *wrote)
            .map(|(rel, _, _)| rel.display().to_string())
            .collect();
        rewritten.sort();
        assert_eq!(
            rewritten,
            [
                "sounds/hop.wav",
                "themes/classic/table.png",
                "themes/contrast/theme.ron",
                "themes/glass/dot.png"
            ]
        );
        assert_eq!(fs::read(&marble).unwrap(), raw);
        assert_eq!(stale(&fresh, &assets), Vec::<String>::new());
    }

    #[test]
    fn marble_is_opaque_inside_and_clear_outside() {
        for look in [Look::Classic, Look::Glass, Look::Contrast] {
            let m = marble(look, 32);
            assert!(m.px[16 * 32 + 16][3] > 0.6, "{look:?}");
            assert!(m.px[0][3] < 0.05, "{look:?}");
        }
    }

    #[test]
    fn symbols_are_white_inside_with_an_outline() {
        for i in 0..6 {
            assert!(symbol_sdf(i, 0.0, 0.0) < 0.0 || i == 0, "symbol {i} centre");
            assert!(symbol_sdf(i, 0.99, 0.99) > 0.2, "symbol {i} corner");
        }
        assert!(symbol_sdf(0, 0.55, 0.0) < 0.0);
    }

    #[test]
    fn theme_files_name_every_field() {
        for theme in &THEMES {
            let ron = theme.ron();
            for field in [
                "name:",
                "dark_ui:",
                "palette:",
                "seats:",
                "images:",
                "symbols:",
                "table:",
                "grain:",
                "light:",
                "vignette:",
                "ui:",
                "heading_size:",
                "sounds:",
                "timings:",
                "capture_gap:",
                "tumble:",
            ] {
                assert!(ron.contains(field), "{} lacks {field}", theme.folder);
            }
            assert_eq!(ron.matches('(').count(), ron.matches(')').count());
        }
    }
}
