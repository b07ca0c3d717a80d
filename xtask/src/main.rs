//! Project automation: `cargo xtask <task>` (alias in `.cargo/config.toml`). Std only but for
//! `png` and `hound` (used by `art`) and `flate2` and `brotli` (the web site's precompressed
//! files), all pure Rust, so it compiles in seconds and runs on a fresh machine before anything
//! else is installed.

mod art;
mod fonts;
mod fuzz;
mod native_idle;
mod setup;
mod web;

use std::env;
use std::ffi::OsString;
use std::fmt;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::Instant;

const USAGE: &str = "\
Usage: cargo xtask <task> [args...]

Tasks:
  test            every check CI runs: rustfmt, art --check, clippy (-D warnings, in the test
                  build itself), the workspace tests, the quick web build (beside the tests)
                  and the browser test
  play [args...]  build in release and run the game; args go to `petri` (try `play --help`)
  web             build the web version into dist/ (wasm32, size-optimised; wasm-bindgen
                  and wasm-opt are installed into ~/.cache/petri when missing)
  serve [port]    build the web version and serve dist/ on http://127.0.0.1:<port>
                  (default 8080) until stopped
  server [args...]
                  build the web version (as `web`) and petri-server in release, then run the
                  server with --web dist: one process serves the game page and its rooms
                  (default http://127.0.0.1:7878/); args go to `petri-server`
  load <scenario> [args...]
                  build petri-server and petri-load in release and run a load or fault
                  scenario: capacity, latency, storm, failover, slow, soak (bounded; args go
                  to petri-load; `load help` lists them)
  web-floor       build three tiny Bevy apps (examples/web_floor*.rs) exactly like `web`
                  and print their sizes: what Bevy and egui alone add to the download
  e2e             only the browser test of `test`: quick web build, headless Chromium
  web-idle [site] what an idle page costs: the web version (as `web`, or the site folder
                  given) served by petri-server as players get it, headless Chromium on
                  every screen that has an address (title with its living board as set and
                  off, New game, a waiting board, lobby, waiting room, leaderboard, Replays,
                  Settings, Learn, How to play, Puzzles), three runs of 60 s each (a still
                  page must stay still for a minute, not only between two wakes): the median
                  share of a core and its spread, by Chromium process (renderer, GPU, browser),
                  and the frames asked for; then navigation to a board and to the title, also
                  as a ratio to the smallest Bevy app of web-floor (built and served beside
                  the game, runs side by side), and the review (tests/web/idle.cjs;
                  PETRI_IDLE_CASES=title,lobby picks cases, PETRI_IDLE_SECONDS the window;
                  results in <target>/web-idle/idle.json)
  native-idle     the same screens in the native game (release build) under Xvfb, where
                  Mesa draws in software: the game's CPU over 10 s after 20 s of settling,
                  three runs a case, median and spread (PETRI_IDLE_CASES, _RUNS, _SETTLE,
                  _SECONDS; results in <target>/native-idle/idle.json)
  fuzz [--seconds N] [--rules-only] [--seed S]
                  fuzz everything a user can hand us for N seconds (default 60), in release:
                  the rules crate's targets (crates/petri-rules/tests/fuzz.rs: notation,
                  moves, actions, records), the protocol's (petri-net: every frame either
                  side parses) and the game's unit tests named fuzz_* (theme and
                  settings RON, the page's query string, saves), round after round, each
                  round with a fresh seed (PROPTEST_RNG_SEED; PROPTEST_CASES sets the cases
                  per target). A failure prints the smallest failing input and the seed;
                  --seed S runs that round again; --rules-only leaves out the game's targets
  art [--check]   redraw the themes' sprites and the sounds in assets/ (computed pixel by
                  pixel and sample by sample); --check redraws into a temporary folder
                  and compares what every file decodes to (pixels, samples) with assets/
  fonts           subset Noto Sans CJK (Debian's fonts-noto-cjk, with fontTools) to the
                  characters of the Chinese, Japanese and Korean language files, into
                  assets/fonts/ (run it after changing those files; a test checks it was)
  help            this text

`test` also builds the web version quickly (no LTO, no wasm-opt) into the target folder
and plays a move in headless Chromium (screenshots in <target>/e2e).

Before building, `test`, `play` and `web` install what a fresh Debian machine lacks (system
packages via apt-get when run as root, otherwise they print the sudo command; rustup
components). Child cargo commands use CARGO_TARGET_DIR, or ~/.cache/petri/target if unset.";

/// A failure with a message for the user; `main` prints it and exits with status 1.
#[derive(Debug)]
pub struct Error(String);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

pub type Result<T> = std::result::Result<T, Error>;

pub fn fail<T>(message: impl Into<String>) -> Result<T> {
    Err(Error(message.into()))
}

fn main() -> ExitCode {
    let args: Vec<String> = env::args().skip(1).collect();
    let (task, rest) = match args.split_first() {
        Some((task, rest)) => (task.as_str(), rest),
        None => ("help", &[][..]),
    };
    let result = match task {
        "help" | "-h" | "--help" => {
            println!("{USAGE}");
            Ok(())
        }
        "test" => no_args(task, rest).and_then(|()| test()),
        "play" => play(rest),
        "web" => no_args(task, rest).and_then(|()| web_site().map(|_| ())),
        "serve" => serve(rest),
        "server" => server(rest),
        "load" => load(rest),
        "web-floor" => no_args(task, rest).and_then(|()| web_floor()),
        "web-quick-build" => web_quick_build(rest),
        "e2e" => no_args(task, rest).and_then(|()| e2e()),
        "web-idle" => web_idle(rest),
        "native-idle" => no_args(task, rest).and_then(|()| native_idle::native_idle()),
        "fuzz" => fuzz::run_fuzz(rest),
        "art" => art::run(workspace_root(), rest),
        "fonts" => no_args(task, rest).and_then(|()| fonts::run(workspace_root())),
        other => fail(format!("unknown task `{other}`\n\n{USAGE}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("\nxtask: {e}");
            ExitCode::FAILURE
        }
    }
}

fn no_args(task: &str, rest: &[String]) -> Result<()> {
    match rest.first() {
        None => Ok(()),
        Some(arg) => fail(format!("`{task}` takes no arguments (got `{arg}`)")),
    }
}

/// `cargo xtask test`: install, then every check, stopping at the first failure.
///
/// A cold run builds Bevy three times (the checks and the tests natively, the web build for
/// wasm32), so two things keep it short (BENCHMARKS.md, "CI"):
/// - clippy's lints run in the test build itself: the workspace's crates are compiled by
///   `clippy-driver` (cargo's `RUSTC_WORKSPACE_WRAPPER`, as `cargo clippy` does, with the same
///   `-D warnings`), so the dependencies are compiled once, not checked once more for clippy;
/// - the quick web build starts at once and runs beside the test build and the tests at the
///   lowest priority (`nice -n 19`): it takes a core whenever the other work leaves one idle
///   (one large crate compiling alone, linking, tests waiting on servers, sockets and Xvfb),
///   and gives it back when that work needs it;
/// - the tests run under cargo-nextest where it is installed: all test binaries' tests side by
///   side instead of one binary after another.
fn test() -> Result<()> {
    let mut steps = Steps::new(7);
    steps.run("install build tools", || {
        setup::ensure_apt_packages(
            &[
                setup::BUILD_PACKAGES,
                setup::RENDER_PACKAGES,
                setup::SERVER_PACKAGES,
            ]
            .concat(),
        )?;
        setup::ensure_components(setup::LINT_COMPONENTS)
    })?;
    steps.run("rustfmt", || {
        run(cargo().args(["fmt", "--all", "--", "--check"]))
    })?;
    // The committed pictures and sounds are what the art code draws (decoded and compared).
    steps.run("art --check", || {
        art::run(workspace_root(), &["--check".to_string()])
    })?;
    let target = target_dir().unwrap_or_else(|| workspace_root().join("target"));
    let site = target.join("web-quick");
    let web = QuickWeb::start(&site, &target)?;
    let built = steps.run("clippy (-D warnings) and the test build", || {
        run(linted(cargo()).args([
            "test",
            "--workspace",
            "--exclude",
            "xtask",
            "--all-targets",
            "--no-run",
        ]))?;
        // xtask itself with plain clippy: rebuilding the running xtask is not wanted.
        run(cargo().args([
            "clippy",
            "--package",
            "xtask",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ]))
    });
    if let Err(e) = built {
        web.stop();
        return Err(e);
    }
    let tests = steps.run("tests", || {
        // cargo-nextest where it is installed (this machine kind has it): every test binary's
        // tests side by side, not one binary after another; its doctests with cargo.
        if nextest_runs() {
            run(linted(cargo()).args([
                "nextest",
                "run",
                "--workspace",
                "--exclude",
                "xtask",
                "--no-fail-fast",
            ]))?;
            run(linted(cargo()).args(["test", "--workspace", "--exclude", "xtask", "--doc"]))?;
        } else {
            run(linted(cargo()).args(["test", "--workspace", "--exclude", "xtask"]))?;
        }
        run(cargo().args(["test", "--package", "xtask"]))
    });
    if let Err(e) = tests {
        web.stop();
        return Err(e);
    }
    steps.run(
        "web build (for the browser test): waiting for the rest of it",
        || web.finish(),
    )?;
    steps.run("browser test (headless Chromium)", || {
        web::e2e(&site, &target.join("e2e"))
    })?;
    steps.finish();
    Ok(())
}

/// Whether `cargo nextest` runs here.
fn nextest_runs() -> bool {
    Command::new(cargo_program())
        .args(["nextest", "--version"])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// A cargo command whose workspace crates are compiled by `clippy-driver` with clippy's lints
/// as errors (`cargo clippy -- -D warnings` in a full build). The dependencies are built as by
/// plain cargo, and shared with it.
fn linted(mut cmd: Command) -> Command {
    cmd.env("RUSTC_WORKSPACE_WRAPPER", clippy_driver())
        // How `cargo clippy` hands clippy-driver the arguments after `--`.
        .env(
            "CLIPPY_ARGS",
            "-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__",
        );
    cmd
}

/// `clippy-driver` of the toolchain that runs us (beside its `cargo`), else from `PATH`.
fn clippy_driver() -> PathBuf {
    let beside = Path::new(&cargo_program()).with_file_name("clippy-driver");
    if beside.is_file() {
        return beside;
    }
    Command::new("rustup")
        .args(["which", "clippy-driver"])
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| PathBuf::from(String::from_utf8_lossy(&o.stdout).trim()))
        .unwrap_or_else(|| PathBuf::from("clippy-driver"))
}

/// The quick web build running in the background (`xtask web-quick-build`, at the lowest
/// priority), its output kept in a log that is shown if it fails.
struct QuickWeb {
    child: std::process::Child,
    log: PathBuf,
    started: Instant,
}

impl QuickWeb {
    fn start(site: &Path, target: &Path) -> Result<QuickWeb> {
        let log = target.join("web-quick.log");
        let file = std::fs::File::create(&log)
            .map_err(|e| Error(format!("cannot create {}: {e}", log.display())))?;
        let err = file
            .try_clone()
            .map_err(|e| Error(format!("cannot write {}: {e}", log.display())))?;
        let exe = env::current_exe().map_err(|e| Error(format!("where is xtask? {e}")))?;
        // `nice` is coreutils' (everywhere on Linux); without it the build runs at the usual
        // priority.
        let niced = Command::new("nice")
            .arg("true")
            .status()
            .is_ok_and(|s| s.success());
        let mut cmd = if niced {
            let mut c = Command::new("nice");
            c.args(["-n", "19"]).arg(exe);
            c
        } else {
            Command::new(exe)
        };
        cmd.arg("web-quick-build")
            .arg(site)
            .stdout(file)
            .stderr(err);
        println!(
            "\n    the quick web build begins beside the rest: {} (log {})",
            describe(&cmd),
            log.display()
        );
        let child = cmd
            .spawn()
            .map_err(|e| Error(format!("cannot start the web build: {e}")))?;
        Ok(QuickWeb {
            child,
            log,
            started: Instant::now(),
        })
    }

    fn finish(mut self) -> Result<()> {
        let status = self
            .child
            .wait()
            .map_err(|e| Error(format!("the web build: {e}")))?;
        let log = std::fs::read_to_string(&self.log).unwrap_or_default();
        if !status.success() {
            return fail(format!("the web build failed ({status}):\n{log}"));
        }
        let last: Vec<&str> = log.lines().rev().take(6).collect();
        for line in last.into_iter().rev() {
            println!("    {line}");
        }
        println!(
            "    begun {:.1}s ago, beside the test build and the tests",
            self.started.elapsed().as_secs_f64()
        );
        Ok(())
    }

    fn stop(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// `cargo xtask web-quick-build <site>`: the quick web build alone (what `test` runs in the
/// background).
fn web_quick_build(args: &[String]) -> Result<()> {
    let [site] = args else {
        return fail("`web-quick-build` takes the site folder");
    };
    let site = PathBuf::from(site);
    let target = target_dir().unwrap_or_else(|| workspace_root().join("target"));
    let build = web::Build::for_tests(&target);
    println!("the browser test's build: {build:?}");
    web::build(build, &site).map(|sizes| sizes.print(&site))
}

/// The quick web build and the browser test (two steps).
fn browser_test(steps: &mut Steps) -> Result<()> {
    let target = target_dir().unwrap_or_else(|| workspace_root().join("target"));
    let site = target.join("web-quick");
    let build = web::Build::for_tests(&target);
    steps.run(&format!("web build ({build:?})"), || {
        web::build(build, &site).map(|sizes| sizes.print(&site))
    })?;
    steps.run("browser test (headless Chromium)", || {
        web::e2e(&site, &target.join("e2e"))
    })
}

/// `cargo xtask e2e`: the browser test alone.
fn e2e() -> Result<()> {
    let mut steps = Steps::new(2);
    browser_test(&mut steps)?;
    steps.finish();
    Ok(())
}

/// `cargo xtask play [args...]`: install, then run the game in release.
fn play(args: &[String]) -> Result<()> {
    let args = strip_dashes(args);
    let mut steps = Steps::new(2);
    steps.run("install build tools", || {
        setup::ensure_apt_packages(setup::BUILD_PACKAGES)
    })?;
    steps.run("play", || {
        run(cargo()
            .args(["run", "--release", "--package", "petri", "--"])
            .args(args))
    })?;
    Ok(())
}

/// `cargo xtask server [args...]`: the site, then `petri-server --web dist` in release.
fn server(args: &[String]) -> Result<()> {
    let args = strip_dashes(args);
    let dist = web_site()?;
    println!("\nxtask: petri-server serves the game and its rooms (Ctrl-C stops)");
    run(cargo()
        .args([
            "run",
            "--release",
            "--package",
            "petri-server",
            "--",
            "--web",
        ])
        .arg(&dist)
        .args(args))
}

/// `cargo xtask load [args...]`: the load test in release.
fn load(args: &[String]) -> Result<()> {
    let args = strip_dashes(args);
    run(cargo().args([
        "build",
        "--release",
        "--package",
        "petri-server",
        "--package",
        "petri-load",
    ]))?;
    let target = target_dir().unwrap_or_else(|| workspace_root().join("target"));
    let release = target.join("release");
    run(Command::new(release.join("petri-load"))
        .arg("--server-bin")
        .arg(release.join("petri-server"))
        .args(args))
}

/// Accepts `cargo xtask task -- --flag` as well as `cargo xtask task --flag`.
fn strip_dashes(args: &[String]) -> &[String] {
    match args.split_first() {
        Some((dashes, rest)) if dashes == "--" => rest,
        _ => args,
    }
}

/// `cargo xtask web`: the size-optimised site in `dist/`. Returns where it is.
fn web_site() -> Result<PathBuf> {
    let dist = workspace_root().join("dist");
    let mut steps = Steps::new(2);
    steps.run("install build tools", setup::ensure_node)?;
    steps.run("web build (wasm-release)", || {
        web::build(web::Build::Release, &dist).map(|sizes| sizes.print(&dist))
    })?;
    steps.finish();
    Ok(dist)
}

/// `cargo xtask web-idle [site]`: the CPU an idle page takes in headless Chromium.
fn web_idle(args: &[String]) -> Result<()> {
    let site = match args {
        [] => web_site()?,
        [site] => PathBuf::from(site),
        [_, extra, ..] => return fail(format!("`web-idle` takes one site folder (got `{extra}`)")),
    };
    let out = target_dir()
        .unwrap_or_else(|| workspace_root().join("target"))
        .join("web-idle");
    web::idle(&site, &out)
}

/// `cargo xtask web-floor`: the size floor of the web build (Bevy alone with `DefaultPlugins`
/// or with its plugins named one by one, Bevy and egui).
fn web_floor() -> Result<()> {
    let out = target_dir()
        .unwrap_or_else(|| workspace_root().join("target"))
        .join("web-floor");
    let mut steps = Steps::new(2);
    steps.run("install build tools", setup::ensure_node)?;
    steps.run("size-floor builds (wasm-release)", || {
        web::floor(&out).map(|sizes| {
            println!("    builds in {}", out.display());
            for (name, s) in sizes {
                s.print_as(name);
            }
        })
    })?;
    steps.finish();
    Ok(())
}

/// `cargo xtask serve [port]`: builds the site and serves it on 127.0.0.1 until stopped.
fn serve(args: &[String]) -> Result<()> {
    let port = match args {
        [] => 8080,
        [p] => match p.parse::<u16>() {
            Ok(p) => p,
            Err(_) => return fail(format!("`serve` takes a port number, not `{p}`")),
        },
        _ => return fail("`serve` takes at most one argument: the port"),
    };
    let dist = web_site()?;
    let port = web::serve_in_background(dist, port)?;
    println!("\nxtask: serving the game on http://127.0.0.1:{port}/ (Ctrl-C stops)");
    println!("       options go in the query: http://127.0.0.1:{port}/?rules=classic&players=3");
    loop {
        std::thread::park();
    }
}

/// Numbered steps with a header and timing each.
struct Steps {
    total: usize,
    done: usize,
    started: Instant,
}

impl Steps {
    fn new(total: usize) -> Steps {
        if let Some(dir) = target_dir() {
            println!("xtask: builds go to {}", dir.display());
        }
        Steps {
            total,
            done: 0,
            started: Instant::now(),
        }
    }

    fn run(&mut self, name: &str, step: impl FnOnce() -> Result<()>) -> Result<()> {
        self.done += 1;
        println!("\n==> [{}/{}] {name}", self.done, self.total);
        let started = Instant::now();
        let result = step();
        let secs = started.elapsed().as_secs_f64();
        match result {
            Ok(()) => {
                println!(
                    "==> [{}/{}] {name}: ok in {secs:.1}s",
                    self.done, self.total
                );
                Ok(())
            }
            Err(e) => fail(format!("step `{name}` failed after {secs:.1}s: {e}")),
        }
    }

    fn finish(self) {
        let secs = self.started.elapsed().as_secs_f64();
        println!("\nxtask: all {} steps passed in {secs:.1}s", self.total);
    }
}

/// The cargo that runs us (`$CARGO`), so children use the same toolchain.
pub fn cargo_program() -> OsString {
    env::var_os("CARGO").unwrap_or_else(|| "cargo".into())
}

/// A cargo command in the workspace root. Unless `CARGO_TARGET_DIR` is set, builds go to
/// `~/.cache/petri/target`, shared by every clone on the machine and kept out of the tree.
fn cargo() -> Command {
    let mut cmd = Command::new(cargo_program());
    cmd.current_dir(workspace_root());
    if let Some(dir) = target_dir() {
        cmd.env("CARGO_TARGET_DIR", dir);
    }
    // CI builds a fresh clone, whose path is new: the incremental caches of the workspace
    // crates cannot serve it, and writing them costs about a tenth of the test build.
    if env::var_os("CI").is_some() && env::var_os("CARGO_INCREMENTAL").is_none() {
        cmd.env("CARGO_INCREMENTAL", "0");
    }
    // `cargo xtask` runs inside `cargo run`, which gives xtask its own package's variables
    // (`CARGO_MANIFEST_DIR` = this clone's `xtask/`, `CARGO_PKG_*`). `ring`'s build script
    // watches them (`rerun-if-env-changed`), so every new clone rebuilt `ring`, `rustls`,
    // `tungstenite`, `ewebsock` and the server, in clippy and again in the tests. Builds get
    // the environment a person's `cargo` has.
    for (key, _) in env::vars_os() {
        if key.to_str().is_some_and(package_variable) {
            cmd.env_remove(key);
        }
    }
    cmd
}

/// A variable cargo sets for a package's own process (`cargo run`, `cargo test`).
fn package_variable(key: &str) -> bool {
    key.starts_with("CARGO_PKG_")
        || key.starts_with("CARGO_MANIFEST_")
        || matches!(
            key,
            "CARGO_CRATE_NAME" | "CARGO_BIN_NAME" | "CARGO_PRIMARY_PACKAGE"
        )
}

/// `$CARGO_TARGET_DIR`, else `$HOME/.cache/petri/target`, else cargo's default (`None`).
fn target_dir() -> Option<PathBuf> {
    match env::var_os("CARGO_TARGET_DIR") {
        Some(dir) => Some(dir.into()),
        None => env::var_os("HOME").map(|home| Path::new(&home).join(".cache/petri/target")),
    }
}

fn workspace_root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives one level below the workspace root")
}

/// Runs a command with inherited output; fails with its exit status.
fn run(cmd: &mut Command) -> Result<()> {
    let shown = describe(cmd);
    println!("    $ {shown}");
    match cmd.status() {
        Ok(status) if status.success() => Ok(()),
        Ok(status) => fail(format!("`{shown}` exited with {status}")),
        Err(e) => fail(format!("cannot run `{shown}`: {e}")),
    }
}

/// The command as a shell-like line, for messages.
pub fn describe(cmd: &Command) -> String {
    let program = Path::new(cmd.get_program());
    let name = program.file_name().unwrap_or(program.as_os_str());
    let mut line = name.to_string_lossy().into_owned();
    for arg in cmd.get_args() {
        line.push(' ');
        line.push_str(&arg.to_string_lossy());
    }
    line
}

#[cfg(test)]
mod tests {
    use super::package_variable;

    /// What `cargo run` gives xtask is left out of its builds; what configures cargo stays.
    #[test]
    fn builds_leave_out_the_package_variables_of_cargo_run_only() {
        for key in [
            "CARGO_MANIFEST_DIR",
            "CARGO_MANIFEST_PATH",
            "CARGO_PKG_NAME",
            "CARGO_PKG_VERSION_MAJOR",
            "CARGO_CRATE_NAME",
            "CARGO_PRIMARY_PACKAGE",
        ] {
            assert!(package_variable(key), "{key}");
        }
        for key in [
            "CARGO_TARGET_DIR",
            "CARGO_HOME",
            "CARGO_INCREMENTAL",
            "CARGO",
            "CI",
        ] {
            assert!(!package_variable(key), "{key}");
        }
    }
}
