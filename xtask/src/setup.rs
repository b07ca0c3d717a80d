//! Installs what a fresh machine lacks before a build: Debian packages, rustup components.
//!
//! Each `ensure_*` function checks first and does nothing when everything is present, so the
//! warm path costs a few process spawns. Installing needs root (or `sudo` by hand): when xtask
//! is not root it stops and prints the exact command to run.
//!
//! The web tasks add the wasm32 target, Node and Chromium the same way (`web.rs` installs
//! wasm-bindgen-cli and the npm packages).

use std::process::{Command, Stdio};

use crate::{Result, fail};

/// Debian packages needed to build Bevy natively (ALSA and udev headers, found via pkg-config).
pub const BUILD_PACKAGES: &[&str] = &["libasound2-dev", "libudev-dev", "pkg-config"];

/// Debian packages needed to render without a display: Xvfb (`xvfb-run` needs xauth) and
/// Mesa's software Vulkan/GL.
pub const RENDER_PACKAGES: &[&str] = &["xvfb", "xauth", "mesa-vulkan-drivers", "libgl1-mesa-dri"];

/// Debian packages for the web tools when `node` or `npm` is missing (npm installs binaryen
/// and playwright-core). A Node.js from elsewhere (nodesource, nvm) is used as it is.
const NODE_PACKAGES: &[&str] = &["nodejs", "npm"];

/// Debian packages for the server's tests: `redis-server`, which the several-node tests start
/// privately (their own port, no disk).
pub const SERVER_PACKAGES: &[&str] = &["redis-server"];

/// Debian packages for the browser test: Chromium (driven headless by playwright-core).
pub const BROWSER_PACKAGES: &[&str] = &["chromium"];

/// Makes sure `node` and `npm` run, installing Debian's when either is missing.
pub fn ensure_node() -> Result<()> {
    let runs = |program: &str| succeeds(Command::new(program).arg("--version"));
    if runs("node") && runs("npm") {
        println!("    node and npm present");
        return Ok(());
    }
    ensure_apt_packages(NODE_PACKAGES)?;
    if runs("node") && runs("npm") {
        Ok(())
    } else {
        fail("node and npm still do not run after installing nodejs and npm")
    }
}

/// Rustup components the checks use.
pub const LINT_COMPONENTS: &[Component] = &[
    Component {
        name: "rustfmt",
        probe: &["fmt", "--version"],
    },
    Component {
        name: "clippy",
        probe: &["clippy", "--version"],
    },
];

/// A rustup component and the cargo subcommand that shows it is installed.
pub struct Component {
    pub name: &'static str,
    /// Arguments to `cargo` that succeed only when the component is usable.
    pub probe: &'static [&'static str],
}

/// Makes sure the Debian packages are installed: `apt-get install` them when root, otherwise
/// fail with the `sudo` command to run. On a system without `dpkg-query` it only warns.
pub fn ensure_apt_packages(packages: &[&str]) -> Result<()> {
    if !succeeds(Command::new("dpkg-query").arg("--version")) {
        eprintln!(
            "xtask: no dpkg-query here (not Debian?); make sure these are installed: {}",
            packages.join(" ")
        );
        return Ok(());
    }
    let missing: Vec<&str> = packages
        .iter()
        .copied()
        .filter(|p| !apt_installed(p))
        .collect();
    if missing.is_empty() {
        println!("    system packages present: {}", packages.join(" "));
        return Ok(());
    }
    let list = missing.join(" ");
    if !is_root() {
        return fail(format!(
            "missing system packages: {list}\nrun this, then try again:\n\n    sudo apt-get install -y {list}\n"
        ));
    }
    println!("    installing system packages: {list}");
    // A fresh container has empty package lists; refresh them once before installing.
    let mut update = Command::new("apt-get");
    update.args(["update", "-q"]);
    run_quiet_env(update)?;
    let mut install = Command::new("apt-get");
    install.args(["install", "-y", "-q"]);
    install.args(&missing);
    run_quiet_env(install)?;
    let still: Vec<&str> = missing
        .iter()
        .copied()
        .filter(|p| !apt_installed(p))
        .collect();
    if still.is_empty() {
        Ok(())
    } else {
        fail(format!("apt-get did not install: {}", still.join(" ")))
    }
}

/// Makes sure the rustup components are usable, adding the missing ones with `rustup`.
pub fn ensure_components(components: &[Component]) -> Result<()> {
    let cargo = crate::cargo_program();
    let missing: Vec<&Component> = components
        .iter()
        .filter(|c| !succeeds(Command::new(&cargo).args(c.probe)))
        .collect();
    if missing.is_empty() {
        let names: Vec<&str> = components.iter().map(|c| c.name).collect();
        println!("    rustup components present: {}", names.join(" "));
        return Ok(());
    }
    let names: Vec<&str> = missing.iter().map(|c| c.name).collect();
    println!("    adding rustup components: {}", names.join(" "));
    let mut add = Command::new("rustup");
    add.args(["component", "add"]).args(&names);
    match add.status() {
        Ok(status) if status.success() => {}
        Ok(status) => return fail(format!("`rustup component add` failed ({status})")),
        Err(e) => {
            return fail(format!(
                "cannot run rustup ({e}); install these toolchain components: {}",
                names.join(" ")
            ));
        }
    }
    match missing
        .iter()
        .find(|c| !succeeds(Command::new(&cargo).args(c.probe)))
    {
        Some(c) => fail(format!(
            "component {} is still unusable after rustup",
            c.name
        )),
        None => Ok(()),
    }
}

/// Makes sure rustup has the `wasm32-unknown-unknown` standard library.
pub fn ensure_wasm_target() -> Result<()> {
    const TARGET: &str = "wasm32-unknown-unknown";
    let listed = Command::new("rustup")
        .args(["target", "list", "--installed"])
        .output();
    match listed {
        Ok(out)
            if String::from_utf8_lossy(&out.stdout)
                .lines()
                .any(|l| l.trim() == TARGET) =>
        {
            return Ok(());
        }
        Ok(_) => {}
        Err(e) => {
            return fail(format!(
                "cannot run rustup ({e}); install the {TARGET} target by hand: rustup target add {TARGET}"
            ));
        }
    }
    println!("    adding the rustup target {TARGET}");
    match Command::new("rustup")
        .args(["target", "add", TARGET])
        .status()
    {
        Ok(status) if status.success() => Ok(()),
        Ok(status) => fail(format!("`rustup target add {TARGET}` failed ({status})")),
        Err(e) => fail(format!("cannot run rustup: {e}")),
    }
}

/// `dpkg-query` reports the package as installed.
fn apt_installed(package: &str) -> bool {
    Command::new("dpkg-query")
        .args(["-W", "-f=${Status}", package])
        .stderr(Stdio::null())
        .output()
        .is_ok_and(|out| {
            out.status.success() && String::from_utf8_lossy(&out.stdout).ends_with(" installed")
        })
}

/// The effective user is root, asked of `id -u` (std has no libc-free way).
fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|out| out.status.success() && out.stdout.trim_ascii() == b"0")
}

/// Runs a command with no output, reporting whether it ran and succeeded.
fn succeeds(cmd: &mut Command) -> bool {
    cmd.stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Runs an apt command non-interactively, failing with its name on error.
fn run_quiet_env(mut cmd: Command) -> Result<()> {
    cmd.env("DEBIAN_FRONTEND", "noninteractive");
    let shown = crate::describe(&cmd);
    match cmd.status() {
        Ok(status) if status.success() => Ok(()),
        Ok(status) => fail(format!("`{shown}` failed ({status})")),
        Err(e) => fail(format!("cannot run `{shown}`: {e}")),
    }
}
