//! The web build: `cargo xtask web` (a static site in `dist/`), `cargo xtask serve` (the same,
//! served on 127.0.0.1), and the end-to-end test in headless Chromium that `cargo xtask test`
//! runs.
//!
//! Steps: `cargo build --target wasm32-unknown-unknown` with a size-optimised profile,
//! `wasm-bindgen --target web` (the CLI of exactly the version in `Cargo.lock`, installed with
//! `cargo install` into `~/.cache/petri/tools` when missing), `wasm-opt` from npm's `binaryen`
//! (installed into `~/.cache/petri/npm`), then `web/` and `assets/` copied next to them.

use std::fs;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::thread;

use crate::{Result, cargo, describe, fail, run, setup, workspace_root};

/// npm packages the web tasks use, pinned.
const BINARYEN: &str = "binaryen@132.0.0";
const PLAYWRIGHT: &str = "playwright-core@1.65.1";

/// The files of `web/` that belong on the site (the E2E script and notes stay behind).
const SITE_FILES: &[&str] = &["index.html", "mods.js", "favicon.svg"];

/// How the site is built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Build {
    /// `wasm-release` (opt-level z, fat LTO) and `wasm-opt -Oz`: what `cargo xtask web` ships.
    Release,
    /// `wasm-quick` (no LTO, more codegen units) and no `wasm-opt`: the same game built in a
    /// fraction of the time, for the E2E test on every CI run.
    Quick,
    /// `wasm-release`'s code without `wasm-opt`: for the E2E test when Bevy is built for
    /// `wasm-release` and not yet for `wasm-quick` (a fresh clone on a machine that ran
    /// `cargo xtask web`): only the workspace's crates are built, not a third Bevy.
    ReleaseCode,
}

impl Build {
    fn profile(self) -> &'static str {
        match self {
            Build::Release | Build::ReleaseCode => "wasm-release",
            Build::Quick => "wasm-quick",
        }
    }

    /// The build for the browser test: `wasm-quick` once its dependencies are built (a
    /// warm run: the game alone, about 80 s). On a cold clone where only `wasm-release`'s
    /// dependencies are built (`cargo xtask web` ran, the tests' own build is cold too):
    /// `wasm-release`'s code, only the workspace's crates (about 340 s, against 776 s for a
    /// first `wasm-quick`). Otherwise `wasm-quick`: on a warm target its Bevy is built once,
    /// beside a short warm test build, and every later run takes the quick build (a
    /// `wasm-release` build of the game costs about 210 s on every run). Both are the same
    /// game; BENCHMARKS.md, "What the quick web profile buys".
    pub fn for_tests(target: &Path) -> Build {
        let built = |dir: PathBuf| {
            fs::read_dir(dir.join("deps"))
                .map(|entries| {
                    entries.flatten().any(|e| {
                        let name = e.file_name();
                        let name = name.to_string_lossy();
                        name.starts_with("libbevy_render-") && name.ends_with(".rlib")
                    })
                })
                .unwrap_or(false)
        };
        let wasm = |profile: &str| built(target.join("wasm32-unknown-unknown").join(profile));
        Build::choose(
            wasm("wasm-quick"),
            wasm("wasm-release"),
            built(target.join("debug")),
        )
    }

    /// [`Build::for_tests`]'s choice from where Bevy is built: for `wasm-quick`, for
    /// `wasm-release`, for the tests (`debug`).
    fn choose(quick: bool, release: bool, tests: bool) -> Build {
        if !quick && release && !tests {
            Build::ReleaseCode
        } else {
            Build::Quick
        }
    }
}

/// Sizes of a built site, in bytes.
pub struct Sizes {
    pub wasm: u64,
    pub wasm_gzip: Option<u64>,
    pub js: u64,
    pub assets: u64,
}

/// Builds the site into `out` (emptied first).
pub fn build(kind: Build, out: &Path) -> Result<Sizes> {
    let root = workspace_root();
    let wasm = cargo_build(kind, &["--package", "petri"], Path::new("petri.wasm"))?;
    empty_dir(out)?;
    let bg = bindgen_and_opt(kind, &wasm, out, "petri")?;
    for name in SITE_FILES {
        let from = root.join("web").join(name);
        fs::copy(&from, out.join(name)).map_err(|e| io_error("cannot copy", &from, e))?;
    }
    let assets = copy_tree(&root.join("assets"), &out.join("assets"))?;
    let sizes = Sizes::of(&bg, &out.join("petri.js"), assets);
    if kind == Build::Release {
        precompress(out)?;
    }
    Ok(sizes)
}

/// Files worth compressing for the wire: code and text (PNG pictures are compressed already).
const COMPRESSIBLE: &[&str] = &[
    "wasm", "js", "html", "svg", "ron", "wav", "json", "css", "ttf", "otf", "ftl",
];

/// Writes `NAME.gz` (gzip -9) and `NAME.br` (brotli, quality 11, 24-bit window) beside every compressible file
/// of the site, for a server that picks them by `Accept-Encoding` (`petri-server --web`).
/// Returns how many files were compressed.
pub fn precompress(site: &Path) -> Result<usize> {
    let mut count = 0;
    for path in files_under(site)? {
        let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
        if !COMPRESSIBLE.contains(&ext) {
            continue;
        }
        let bytes = fs::read(&path).map_err(|e| io_error("cannot read", &path, e))?;
        let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
        gz.write_all(&bytes)
            .map_err(|e| io_error("cannot gzip", &path, e))?;
        let gz = gz.finish().map_err(|e| io_error("cannot gzip", &path, e))?;
        let mut br = Vec::new();
        // The largest window the format allows (16 MB, every browser decodes it): the wasm is
        // 15 MB, and a 4 MB window compressed it 6 KB worse.
        let params = brotli::enc::BrotliEncoderParams {
            quality: 11,
            lgwin: 24,
            size_hint: bytes.len(),
            ..Default::default()
        };
        brotli::BrotliCompress(&mut &bytes[..], &mut br, &params)
            .map_err(|e| io_error("cannot brotli-compress", &path, e))?;
        for (suffix, data) in [("gz", gz), ("br", br)] {
            let mut name = path.clone().into_os_string();
            name.push(format!(".{suffix}"));
            fs::write(&name, data).map_err(|e| io_error("cannot write", Path::new(&name), e))?;
        }
        count += 1;
    }
    Ok(count)
}

/// Every file under a folder, sorted.
fn files_under(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    for entry in fs::read_dir(dir).map_err(|e| io_error("cannot read", dir, e))? {
        let path = entry.map_err(|e| io_error("cannot read", dir, e))?.path();
        if path.is_dir() {
            out.extend(files_under(&path)?);
        } else {
            out.push(path);
        }
    }
    out.sort();
    Ok(out)
}

/// The examples that show what Bevy (and egui) alone weigh in the web build.
pub const FLOOR_EXAMPLES: &[&str] = &["web_floor", "web_floor_plugins", "web_floor_egui"];

/// `cargo xtask web-floor`: builds the size-floor examples exactly as the game's site (same
/// profile, flags, wasm-bindgen and wasm-opt) into `out/<example>/` and returns their sizes.
pub fn floor(out: &Path) -> Result<Vec<(&'static str, Sizes)>> {
    let mut sizes = Vec::new();
    for name in FLOOR_EXAMPLES {
        let wasm = cargo_build(
            Build::Release,
            &["--package", "petri", "--example", name],
            &Path::new("examples").join(format!("{name}.wasm")),
        )?;
        let dir = out.join(name);
        empty_dir(&dir)?;
        let bg = bindgen_and_opt(Build::Release, &wasm, &dir, name)?;
        let js = dir.join(format!("{name}.js"));
        sizes.push((*name, Sizes::of(&bg, &js, 0)));
    }
    Ok(sizes)
}

/// The smallest of [`FLOOR_EXAMPLES`] (Bevy's plugins named one by one, a camera and a sprite):
/// what `web-idle` times navigation against.
pub const SMALLEST_FLOOR: &str = "web_floor_plugins";

/// A page that starts a floor example as the game's page starts the game (a module script),
/// for navigation times side by side with the game's.
const FLOOR_PAGE: &str = r#"<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Bevy alone</title>
  <style>html, body { margin: 0; height: 100%; overflow: hidden; background: #1d2127; }
  canvas { display: block; width: 100%; height: 100%; }</style>
</head>
<body>
  <script type="module">
    import init from "./NAME.js";
    init().catch((e) => {
      if (!String(e).includes("Using exceptions for control flow")) console.error(e);
    });
  </script>
</body>
</html>
"#;

/// The smallest floor example as a site of its own in `out` (built like `web-floor`, with a
/// page, precompressed like the game's site): `web-idle` serves it beside the game.
pub fn floor_site(out: &Path) -> Result<PathBuf> {
    let name = SMALLEST_FLOOR;
    let wasm = cargo_build(
        Build::Release,
        &["--package", "petri", "--example", name],
        &Path::new("examples").join(format!("{name}.wasm")),
    )?;
    let dir = out.join(name);
    empty_dir(&dir)?;
    bindgen_and_opt(Build::Release, &wasm, &dir, name)?;
    let page = dir.join("index.html");
    fs::write(&page, FLOOR_PAGE.replace("NAME", name))
        .map_err(|e| io_error("cannot write", &page, e))?;
    precompress(&dir)?;
    Ok(dir)
}

/// `cargo build` for wasm32 with the build's profile; returns the built `.wasm` (`file`, relative
/// to the profile's output folder).
fn cargo_build(kind: Build, what: &[&str], file: &Path) -> Result<PathBuf> {
    setup::ensure_wasm_target()?;
    let profile = kind.profile();
    let mut command = cargo();
    command.arg("build").args(what).args([
        "--target",
        "wasm32-unknown-unknown",
        "--profile",
        profile,
    ]);
    if profile == "wasm-release" {
        for (name, lean) in [
            ("bevy_egui", lean_bevy_egui()?),
            ("bevy_shader", lean_bevy_shader()?),
        ] {
            command.arg("--config").arg(format!(
                "patch.crates-io.{name}.path={:?}",
                lean.display().to_string()
            ));
        }
        // The patch is for this build only: Cargo.lock stays as it is in the repository.
        let lock = workspace_root().join("Cargo.lock");
        let kept = fs::read(&lock).map_err(|e| io_error("cannot read", &lock, e))?;
        let built = run(&mut command);
        fs::write(&lock, kept).map_err(|e| io_error("cannot restore", &lock, e))?;
        built?;
    } else {
        run(&mut command)?;
    }
    let target = crate::target_dir().unwrap_or_else(|| workspace_root().join("target"));
    let wasm = target
        .join("wasm32-unknown-unknown")
        .join(profile)
        .join(file);
    if !wasm.is_file() {
        return fail(format!("the build left no {}", wasm.display()));
    }
    Ok(wasm)
}

fn empty_dir(dir: &Path) -> Result<()> {
    if dir.exists() {
        fs::remove_dir_all(dir).map_err(|e| io_error("cannot empty", dir, e))?;
    }
    fs::create_dir_all(dir).map_err(|e| io_error("cannot create", dir, e))
}

/// bevy_egui 0.42 turns on `bevy_utils`' `debug` feature for four error messages. That feature
/// keeps the type name of every system, system parameter and component of the whole app as
/// text: about 300 KB of the release `.wasm`'s data (21 KB Brotli, measured on the shipped
/// build), which the web build cannot afford within its 3.6 MB budget. The size-optimised
/// builds therefore use a copy of the registry's bevy_egui (the same version, from Cargo.lock)
/// whose manifest leaves that feature off, made in `~/.cache/petri/patched` when missing; its
/// messages then say "a query" instead of the query's type. Returns the copy's folder.
fn lean_bevy_egui() -> Result<PathBuf> {
    patched_copy(
        "bevy_egui",
        &[(
            "Cargo.toml",
            "[dependencies.bevy_utils]\nversion = \"0.19\"\nfeatures = [\"debug\"]\n",
            "[dependencies.bevy_utils]\nversion = \"0.19\"\n",
        )],
    )
}

/// bevy_shader 0.19 takes naga_oil with its default features on the web only, and so naga's
/// GLSL front end: a parser for shaders written in GLSL, which the game never loads (Bevy's
/// shaders and the game's are WGSL; WebGL2 needs naga's GLSL *writer*, which wgpu asks for
/// itself). The front end is about 250 KB of the release `.wasm`'s code before `wasm-opt`.
/// The size-optimised builds use a copy of bevy_shader whose manifest takes naga_oil without
/// it on the web too, as it does natively, and whose two `cfg`s that named the web as a GLSL
/// platform name only its `shader_format_glsl` feature (as natively: a GLSL shader would
/// panic with Bevy's own message). Returns the copy's folder.
fn lean_bevy_shader() -> Result<PathBuf> {
    patched_copy(
        "bevy_shader",
        &[
            (
                "Cargo.toml",
                "[target.'cfg(target_arch = \"wasm32\")'.dependencies.naga_oil]\nversion = \"0.22\"\n",
                "[target.'cfg(target_arch = \"wasm32\")'.dependencies.naga_oil]\nversion = \"0.22\"\nfeatures = [\"test_shader\"]\ndefault-features = false\n",
            ),
            (
                "src/shader.rs",
                "#[cfg(any(feature = \"shader_format_glsl\", target_arch = \"wasm32\"))]",
                "#[cfg(feature = \"shader_format_glsl\")]",
            ),
            (
                "src/shader.rs",
                "#[cfg(all(not(feature = \"shader_format_glsl\"), not(target_arch = \"wasm32\")))]",
                "#[cfg(not(feature = \"shader_format_glsl\"))]",
            ),
        ],
    )
}

/// A copy of the registry's `name` (the version in Cargo.lock) in `~/.cache/petri/patched`,
/// with each (file, text, replacement) applied to every place the text is; made again when
/// the copy differs. Fails when a text is no longer in its file (a new version of the crate:
/// the patch must be looked at again).
fn patched_copy(name: &str, edits: &[(&str, &str, &str)]) -> Result<PathBuf> {
    let version = locked_version(name)?;
    let folder = format!("{name}-{version}");
    let home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cargo")))
        .unwrap_or_else(|| PathBuf::from(".cargo"));
    let registry = home.join("registry").join("src");
    let source = fs::read_dir(&registry)
        .into_iter()
        .flatten()
        .flatten()
        .map(|index| index.path().join(&folder))
        .find(|p| p.join("Cargo.toml").is_file());
    let Some(source) = source else {
        return fail(format!(
            "{folder} is not in {} (run a build first: cargo fetches it)",
            registry.display()
        ));
    };
    let home_cache = std::env::var_os("HOME").map_or_else(|| PathBuf::from("."), PathBuf::from);
    let lean = home_cache.join(".cache/petri/patched").join(&folder);
    let mut files: Vec<(String, String)> = Vec::new();
    for (file, from, to) in edits {
        let text = match files.iter().position(|(f, _)| f == file) {
            Some(i) => files.remove(i).1,
            None => fs::read_to_string(source.join(file))
                .map_err(|e| io_error("cannot read", &source.join(file), e))?,
        };
        if !text.contains(from) {
            return fail(format!(
                "{folder}/{file} no longer holds the text the web build patches: check \
                 patched_copy's callers in xtask/src/web.rs"
            ));
        }
        files.push((file.to_string(), text.replace(from, to)));
    }
    let current = files
        .iter()
        .all(|(f, text)| fs::read_to_string(lean.join(f)).ok().as_deref() == Some(text.as_str()));
    if !current {
        if lean.exists() {
            fs::remove_dir_all(&lean).map_err(|e| io_error("cannot empty", &lean, e))?;
        }
        copy_tree(&source, &lean)?;
        for (file, text) in &files {
            fs::write(lean.join(file), text)
                .map_err(|e| io_error("cannot write", &lean.join(file), e))?;
        }
    }
    Ok(lean)
}

/// `wasm-bindgen --target web` into `out` (`<name>.js`, `<name>_bg.wasm`), then `wasm-opt -Oz`
/// twice for release builds. Returns the `_bg.wasm`.
fn bindgen_and_opt(kind: Build, wasm: &Path, out: &Path, name: &str) -> Result<PathBuf> {
    let bindgen = wasm_bindgen()?;
    run(Command::new(&bindgen)
        .args(["--target", "web", "--no-typescript", "--out-name", name])
        .arg("--out-dir")
        .arg(out)
        .arg(wasm))?;
    let bg = out.join(format!("{name}_bg.wasm"));
    if kind == Build::Release {
        let opt = npm_tool(BINARYEN, "wasm-opt")?;
        // Twice: a second `-Oz` over the first's output takes another minute and finds
        // 23 KB more (4 KB with Brotli); a third finds next to nothing (BENCHMARKS "Puzzles").
        for _ in 0..2 {
            run(Command::new(&opt)
                .args([
                    "-Oz",
                    "--strip-debug",
                    "--strip-producers",
                    "--enable-bulk-memory",
                    "--enable-nontrapping-float-to-int",
                    "--enable-sign-ext",
                    "--enable-mutable-globals",
                    "--enable-simd",
                ])
                .arg(&bg)
                .arg("-o")
                .arg(&bg))?;
        }
    }
    Ok(bg)
}

impl Sizes {
    /// The sizes of a built `_bg.wasm` and its `.js`, with `assets` bytes beside them.
    fn of(wasm: &Path, js: &Path, assets: u64) -> Sizes {
        Sizes {
            wasm: file_size(wasm),
            wasm_gzip: gzip_size(wasm),
            js: file_size(js),
            assets,
        }
    }

    pub fn print(&self, out: &Path) {
        println!("    site in {}", out.display());
        self.print_as("petri");
    }

    /// The sizes, the files named after `name`.
    pub fn print_as(&self, name: &str) {
        let mb = |b: u64| b as f64 / 1_000_000.0;
        match self.wasm_gzip {
            Some(gz) => println!(
                "    {name}_bg.wasm {:.2} MB ({:.2} MB gzipped), {name}.js {:.0} KB, assets {:.0} KB",
                mb(self.wasm),
                mb(gz),
                self.js as f64 / 1000.0,
                self.assets as f64 / 1000.0
            ),
            None => println!(
                "    {name}_bg.wasm {:.2} MB, {name}.js {:.0} KB, assets {:.0} KB",
                mb(self.wasm),
                self.js as f64 / 1000.0,
                self.assets as f64 / 1000.0
            ),
        }
    }
}

pub fn io_error(what: &str, path: &Path, e: std::io::Error) -> crate::Error {
    crate::Error(format!("{what} {}: {e}", path.display()))
}

fn file_size(path: &Path) -> u64 {
    fs::metadata(path).map(|m| m.len()).unwrap_or(0)
}

/// `gzip -9` size, if gzip is installed.
fn gzip_size(path: &Path) -> Option<u64> {
    let out = Command::new("gzip").arg("-9c").arg(path).output().ok()?;
    out.status.success().then_some(out.stdout.len() as u64)
}

/// Copies a folder tree; returns the bytes copied.
fn copy_tree(from: &Path, to: &Path) -> Result<u64> {
    fs::create_dir_all(to).map_err(|e| io_error("cannot create", to, e))?;
    let mut total = 0;
    for entry in fs::read_dir(from).map_err(|e| io_error("cannot read", from, e))? {
        let entry = entry.map_err(|e| io_error("cannot read", from, e))?;
        let path = entry.path();
        let dest = to.join(entry.file_name());
        if path.is_dir() {
            total += copy_tree(&path, &dest)?;
        } else {
            total += fs::copy(&path, &dest).map_err(|e| io_error("cannot copy", &path, e))?;
        }
    }
    Ok(total)
}

/// The version of a package in `Cargo.lock`.
fn locked_version(package: &str) -> Result<String> {
    let lock = workspace_root().join("Cargo.lock");
    let text = fs::read_to_string(&lock).map_err(|e| io_error("cannot read", &lock, e))?;
    let wanted = format!("name = \"{package}\"");
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if line.trim() == wanted
            && let Some(v) = lines
                .next()
                .and_then(|l| l.trim().strip_prefix("version = "))
        {
            return Ok(v.trim_matches('"').to_owned());
        }
    }
    fail(format!("{package} is not in Cargo.lock"))
}

/// Where xtask keeps tools it installs: `~/.cache/petri/<name>`.
fn cache_dir(name: &str) -> Result<PathBuf> {
    match std::env::var_os("HOME") {
        Some(home) => Ok(Path::new(&home).join(".cache/petri").join(name)),
        None => fail("HOME is not set: nowhere to keep the web tools"),
    }
}

/// A `wasm-bindgen` of exactly the version in `Cargo.lock`: on the PATH, in xtask's tools
/// folder, or installed there with `cargo install`.
fn wasm_bindgen() -> Result<PathBuf> {
    let version = locked_version("wasm-bindgen")?;
    let tools = cache_dir("tools")?;
    let ours = tools.join("bin/wasm-bindgen");
    let wanted = format!("wasm-bindgen {version}");
    let is_wanted = |program: &Path| {
        Command::new(program)
            .arg("--version")
            .output()
            .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == wanted)
    };
    for candidate in [ours.clone(), PathBuf::from("wasm-bindgen")] {
        if is_wanted(&candidate) {
            return Ok(candidate);
        }
    }
    println!(
        "    installing wasm-bindgen-cli {version} into {}",
        tools.display()
    );
    run(Command::new(crate::cargo_program())
        .args([
            "install",
            "wasm-bindgen-cli",
            "--version",
            &version,
            "--root",
        ])
        .arg(&tools))?;
    if is_wanted(&ours) {
        Ok(ours)
    } else {
        fail(format!(
            "{} is not {wanted} after installing",
            ours.display()
        ))
    }
}

/// The folder npm packages are installed into (`~/.cache/petri/npm/node_modules`).
pub fn npm_root() -> Result<PathBuf> {
    cache_dir("npm")
}

/// Installs a pinned npm package into [`npm_root`] unless it is there.
pub fn ensure_npm_package(spec: &str) -> Result<PathBuf> {
    let root = npm_root()?;
    let (name, version) = spec.rsplit_once('@').unwrap_or((spec, ""));
    let manifest = root.join("node_modules").join(name).join("package.json");
    let installed = fs::read_to_string(&manifest)
        .is_ok_and(|text| text.contains(&format!("\"version\": \"{version}\"")));
    if !installed {
        setup::ensure_node()?;
        fs::create_dir_all(&root).map_err(|e| io_error("cannot create", &root, e))?;
        run(Command::new("npm")
            .args(["install", "--no-audit", "--no-fund", "--prefix"])
            .arg(&root)
            .arg(spec))?;
    }
    Ok(root.join("node_modules").join(name))
}

/// A command-line tool from an npm package (`node_modules/.bin/<tool>`).
fn npm_tool(spec: &str, tool: &str) -> Result<PathBuf> {
    ensure_npm_package(spec)?;
    let bin = npm_root()?.join("node_modules/.bin").join(tool);
    if bin.exists() {
        Ok(bin)
    } else {
        fail(format!(
            "npm installed {spec} but there is no {}",
            bin.display()
        ))
    }
}

/// A static file server for `root` on 127.0.0.1 (port 0: any free one). Returns the port;
/// the server runs on a background thread until the process ends.
pub fn serve_in_background(root: PathBuf, port: u16) -> Result<u16> {
    let listener = TcpListener::bind(("127.0.0.1", port))
        .map_err(|e| crate::Error(format!("cannot listen on 127.0.0.1:{port}: {e}")))?;
    let port = listener
        .local_addr()
        .map_err(|e| crate::Error(e.to_string()))?
        .port();
    thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            let root = root.clone();
            thread::spawn(move || {
                let _ = answer(&root, stream);
            });
        }
    });
    Ok(port)
}

/// Answers one HTTP/1.1 GET (or HEAD) with a file from `root`, then closes.
fn answer(root: &Path, mut stream: TcpStream) -> std::io::Result<()> {
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut request = String::new();
    reader.read_line(&mut request)?;
    // Skip the headers.
    let mut line = String::new();
    while reader.read_line(&mut line)? > 2 {
        line.clear();
    }
    let mut parts = request.split_whitespace();
    let method = parts.next().unwrap_or("");
    let target = parts.next().unwrap_or("/");
    let path = target.split(['?', '#']).next().unwrap_or("/");
    let file = site_file(root, path);
    let (status, body, kind) = match (method, file.as_ref().and_then(|f| read(f))) {
        ("GET" | "HEAD", Some((bytes, kind))) => ("200 OK", bytes, kind),
        ("GET" | "HEAD", None) => ("404 Not Found", b"not found".to_vec(), "text/plain"),
        _ => ("405 Method Not Allowed", Vec::new(), "text/plain"),
    };
    write!(
        stream,
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nCache-Control: no-cache\r\nConnection: close\r\n\r\n",
        body.len()
    )?;
    if method != "HEAD" {
        stream.write_all(&body)?;
    }
    stream.flush()
}

/// The file a URL path names inside `root` (`/` is `index.html`); `None` for paths that leave
/// the folder.
fn site_file(root: &Path, url_path: &str) -> Option<PathBuf> {
    let decoded = url_path.replace("%20", " ");
    let relative = decoded.trim_start_matches('/');
    let relative = if relative.is_empty() || relative.ends_with('/') {
        format!("{relative}index.html")
    } else {
        relative.to_owned()
    };
    let path = Path::new(&relative);
    if path
        .components()
        .any(|c| !matches!(c, Component::Normal(_)))
    {
        return None;
    }
    Some(root.join(path))
}

fn read(path: &Path) -> Option<(Vec<u8>, &'static str)> {
    let mut bytes = Vec::new();
    fs::File::open(path).ok()?.read_to_end(&mut bytes).ok()?;
    let kind = match path.extension().and_then(|e| e.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("js" | "mjs") => "text/javascript",
        Some("wasm") => "application/wasm",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("wav") => "audio/wav",
        Some("ttf") => "font/ttf",
        Some("ron" | "md" | "txt") => "text/plain; charset=utf-8",
        Some("json") => "application/json",
        _ => "application/octet-stream",
    };
    Some((bytes, kind))
}

/// The E2E test: Chromium (headless, via playwright-core) opens the site served by
/// `petri-server --web` (the debug build), waits for the game, plays a move by clicking the
/// canvas and waits for the computer's answer; then two pages meet in a friends room by its
/// link and play against each other through the server. Screenshots and the measured times
/// go to `out`.
pub fn e2e(site: &Path, out: &Path) -> Result<()> {
    setup::ensure_apt_packages(setup::BROWSER_PACKAGES)?;
    let playwright = ensure_npm_package(PLAYWRIGHT)?;
    fs::create_dir_all(out).map_err(|e| io_error("cannot create", out, e))?;
    let mods = test_mods(&out.join("mods"))?;
    let server = Server::start(Some(site), &out.join("server-data"))?;
    let port = server.port;
    let script = workspace_root().join("tests/web/e2e.cjs");
    let mut node = Command::new("node");
    node.arg(&script)
        .env("PETRI_URL", format!("http://127.0.0.1:{port}/"))
        .env("PETRI_PLAYWRIGHT", &playwright)
        .env("PETRI_E2E_OUT", out)
        .env("PETRI_MODS", &mods);
    println!(
        "    $ {}  (petri-server on 127.0.0.1:{port})",
        describe(&node)
    );
    let status = node.status();
    drop(server);
    match status {
        Ok(s) if s.success() => Ok(()),
        Ok(s) => fail(format!("the browser test failed ({s}); see above")),
        Err(e) => fail(format!("cannot run node: {e}")),
    }
}

/// The browser test's mods, packed into `dir` as `petri-cli mod pack` packs them:
/// `example_1.0.0.zip` (assets/mods/example), `big.zip` (the example with a 5 MB picture of
/// noise that no compression shrinks, in a theme of its own), `ten-0.zip` … `ten-9.zip`
/// (the example under ten ids), and two hostile ones: `escape.zip` (a `../` path) and
/// `bomb.zip` (30 MB unpacked). Returns `dir`.
fn test_mods(dir: &Path) -> Result<PathBuf> {
    let limits = petri_mod::Limits::default();
    let example =
        petri_mod::Package::read_dir(&workspace_root().join("assets/mods/example"), &limits)
            .map_err(|p| crate::Error(format!("assets/mods/example: {p:?}")))?;
    let _ = fs::remove_dir_all(dir);
    fs::create_dir_all(dir).map_err(|e| io_error("cannot create", dir, e))?;
    let write = |name: &str, package: &petri_mod::Package| -> Result<()> {
        let problems = petri_mod::check(package);
        if !problems.is_empty() {
            return fail(format!(
                "the test mod {name} does not pass mod check: {problems:?}"
            ));
        }
        let zip = package.to_zip().map_err(crate::Error)?;
        let path = dir.join(name);
        fs::write(&path, zip).map_err(|e| io_error("cannot write", &path, e))
    };
    write("example_1.0.0.zip", &example)?;
    // Under another id: every `example` (ids, text keys, lesson ids) renamed.
    let renamed = |id: &str| -> Result<petri_mod::Package> {
        let files = example
            .files
            .iter()
            .map(|(path, bytes)| {
                let bytes = match std::str::from_utf8(bytes) {
                    Ok(text) => text.replace("example", id).into_bytes(),
                    Err(_) => bytes.clone(),
                };
                (path.replace("example", id), bytes)
            })
            .collect();
        petri_mod::Package::from_files(files, &limits)
            .map_err(|p| crate::Error(format!("{id}: {p:?}")))
    };
    for i in 0..10 {
        write(&format!("ten-{i}.zip"), &renamed(&format!("tenth{i}"))?)?;
    }
    let mut big = renamed("big")?;
    let theme = String::from_utf8_lossy(&big.files["themes/meadow/theme.ron"])
        .replace("name: \"Meadow\"", "name: \"Noise\"")
        .replace(
            "symbols: \"/themes/classic/symbols.png\",",
            "symbols: \"/themes/classic/symbols.png\",\n        table: Some(\"table.png\"),",
        );
    big.files
        .insert("themes/noise/theme.ron".into(), theme.into_bytes());
    big.files
        .insert("themes/noise/table.png".into(), noise_png(1150, 1150)?);
    write("big.zip", &big)?;
    // Hostile zips, as a player might be handed them: a path leaving the mod's folder, and a
    // bomb (30 MB of zeros that deflate to some 30 KB).
    let hostile = |name: &str, path: &str, bytes: Vec<u8>| -> Result<()> {
        let mut package = example.clone();
        package.files.insert(path.to_owned(), bytes);
        let zip = package.to_zip().map_err(crate::Error)?;
        let file = dir.join(name);
        fs::write(&file, zip).map_err(|e| io_error("cannot write", &file, e))
    };
    hostile(
        "escape.zip",
        "../escape.ftl",
        b"menu-play = Escaped\n".to_vec(),
    )?;
    hostile("bomb.zip", "sounds/hop.wav", vec![0; 30 << 20])?;
    Ok(dir.to_path_buf())
}

/// A picture of random noise (RGBA, 4 bytes a pixel that no compression shrinks).
fn noise_png(width: u32, height: u32) -> Result<Vec<u8>> {
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    let pixels: Vec<u8> = (0..width * height * 4)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 24) as u8
        })
        .collect();
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_color(png::ColorType::Rgba);
    let mut writer = encoder
        .write_header()
        .map_err(|e| crate::Error(format!("noise picture: {e}")))?;
    writer
        .write_image_data(&pixels)
        .map_err(|e| crate::Error(format!("noise picture: {e}")))?;
    writer
        .finish()
        .map_err(|e| crate::Error(format!("noise picture: {e}")))?;
    Ok(out)
}

/// `cargo xtask web-idle`: `tests/web/idle.cjs` against the site served by `petri-server`;
/// its lines are printed and its results kept in `out/idle.json`.
pub fn idle(site: &Path, out: &Path) -> Result<()> {
    setup::ensure_apt_packages(setup::BROWSER_PACKAGES)?;
    let playwright = ensure_npm_package(PLAYWRIGHT)?;
    fs::create_dir_all(out).map_err(|e| io_error("cannot create", out, e))?;
    // Navigation is timed against the smallest Bevy app, served the same way, side by side:
    // hosts of one kind differ twice in speed, a ratio travels between them.
    let cases = std::env::var("PETRI_IDLE_CASES").unwrap_or_default();
    let floor = if cases.is_empty() || cases.split(',').any(|c| c == "navigation") {
        let dir = floor_site(&out.join("floor"))?;
        Some(Server::start(Some(&dir), &out.join("floor-data"))?)
    } else {
        None
    };
    let server = Server::start(Some(site), &out.join("server-data"))?;
    let mut node = Command::new("node");
    node.arg(workspace_root().join("tests/web/idle.cjs"))
        .env("PETRI_URL", format!("http://127.0.0.1:{}/", server.port))
        .env("PETRI_PLAYWRIGHT", &playwright)
        .env("PETRI_IDLE_OUT", out.join("idle.json"));
    if let Some(floor) = &floor {
        node.env(
            "PETRI_FLOOR_URL",
            format!("http://127.0.0.1:{}/", floor.port),
        );
    }
    println!("    $ {}  (site {})", describe(&node), site.display());
    let status = node.status();
    drop(server);
    drop(floor);
    match status {
        Ok(s) if s.success() => {
            println!("    results: {}", out.join("idle.json").display());
            Ok(())
        }
        Ok(s) => fail(format!("the idle measurement failed ({s}); see above")),
        Err(e) => fail(format!("cannot run node: {e}")),
    }
}

/// `petri-server` (debug build) hosting rooms (and a site, if given) on 127.0.0.1, on a free
/// port, with fresh data; stopped when dropped.
pub struct Server {
    child: Child,
    pub port: u16,
}

impl Server {
    pub fn start(site: Option<&Path>, data: &Path) -> Result<Server> {
        run(cargo().args(["build", "--quiet", "--package", "petri-server"]))?;
        let exe = crate::target_dir()
            .unwrap_or_else(|| workspace_root().join("target"))
            .join("debug/petri-server");
        if data.exists() {
            fs::remove_dir_all(data).map_err(|e| io_error("cannot empty", data, e))?;
        }
        let mut command = Command::new(&exe);
        command
            .args(["--listen", "127.0.0.1:0", "--data"])
            .arg(data);
        if let Some(site) = site {
            command.arg("--web").arg(site);
        }
        let mut child = command
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| io_error("cannot start", &exe, e))?;
        let mut lines = BufReader::new(child.stdout.take().expect("piped stdout")).lines();
        let first = lines.next().and_then(|l| l.ok()).unwrap_or_default();
        let Some(port) = first
            .strip_prefix("listening on ")
            .and_then(|addr| addr.rsplit_once(':'))
            .and_then(|(_, port)| port.parse().ok())
        else {
            let _ = child.kill();
            let _ = child.wait();
            return fail(format!("petri-server did not start: `{first}`"));
        };
        // Whatever else it prints is read and dropped, so it never blocks on a full pipe.
        thread::spawn(move || lines.for_each(drop));
        Ok(Server { child, port })
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_browser_test_builds_quick_but_on_a_cold_clone_with_release_bevy() {
        // (wasm-quick's Bevy, wasm-release's, the tests')
        assert_eq!(Build::choose(true, true, true), Build::Quick);
        assert_eq!(Build::choose(true, false, false), Build::Quick);
        assert_eq!(Build::choose(false, true, false), Build::ReleaseCode);
        // A warm target builds wasm-quick's Bevy once rather than wasm-release's code every run.
        assert_eq!(Build::choose(false, true, true), Build::Quick);
        assert_eq!(Build::choose(false, false, false), Build::Quick);
    }

    #[test]
    fn url_paths_stay_inside_the_site() {
        let root = Path::new("/site");
        assert_eq!(
            site_file(root, "/"),
            Some(PathBuf::from("/site/index.html"))
        );
        assert_eq!(
            site_file(root, "/assets/themes/classic/theme.ron"),
            Some(PathBuf::from("/site/assets/themes/classic/theme.ron"))
        );
        assert_eq!(site_file(root, "/../etc/passwd"), None);
        assert_eq!(site_file(root, "/assets/../../x"), None);
        assert_eq!(
            site_file(root, "/a/"),
            Some(PathBuf::from("/site/a/index.html"))
        );
    }

    #[test]
    fn precompressed_copies_decode_to_the_original() {
        let dir = std::env::temp_dir().join(format!("xtask-precompress-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(dir.join("assets")).unwrap();
        let text = "let petri = 1;\n".repeat(500);
        fs::write(dir.join("petri.js"), &text).unwrap();
        fs::write(dir.join("assets/m.png"), [137u8, 80, 78, 71]).unwrap();
        assert_eq!(precompress(&dir).unwrap(), 1);
        assert!(
            !dir.join("assets/m.png.gz").exists(),
            "PNGs are left as they are"
        );
        let gz = fs::read(dir.join("petri.js.gz")).unwrap();
        let mut plain = String::new();
        flate2::read::GzDecoder::new(&gz[..])
            .read_to_string(&mut plain)
            .unwrap();
        assert_eq!(plain, text);
        let br = fs::read(dir.join("petri.js.br")).unwrap();
        assert!(br.len() < text.len() / 10, "{} bytes", br.len());
        let mut plain = Vec::new();
        brotli::BrotliDecompress(&mut &br[..], &mut plain).unwrap();
        assert_eq!(plain, text.as_bytes());
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn the_server_answers_files_and_refuses_the_rest() {
        let dir = std::env::temp_dir().join(format!("xtask-serve-{}", std::process::id()));
        fs::create_dir_all(dir.join("assets")).unwrap();
        fs::write(dir.join("index.html"), "<p>hi</p>").unwrap();
        fs::write(dir.join("assets/x.wasm"), [0u8, 97, 115, 109]).unwrap();
        let port = serve_in_background(dir.clone(), 0).unwrap();
        let get = |path: &str| {
            let mut s = TcpStream::connect(("127.0.0.1", port)).unwrap();
            write!(s, "GET {path} HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
            let mut text = Vec::new();
            s.read_to_end(&mut text).unwrap();
            String::from_utf8_lossy(&text).into_owned()
        };
        let index = get("/?rules=classic");
        assert!(index.starts_with("HTTP/1.1 200 OK"), "{index}");
        assert!(index.contains("text/html") && index.ends_with("<p>hi</p>"));
        assert!(get("/assets/x.wasm").contains("Content-Type: application/wasm"));
        assert!(get("/missing.png").starts_with("HTTP/1.1 404"));
        assert!(get("/../Cargo.toml").starts_with("HTTP/1.1 404"));
        let _ = fs::remove_dir_all(dir);
    }

    #[test]
    fn the_locked_wasm_bindgen_version_is_found() {
        let v = locked_version("wasm-bindgen").unwrap();
        assert!(v.starts_with("0.2."), "{v}");
        assert!(locked_version("no-such-package-here").is_err());
    }
}
