//! `petri-cli mod`: make a mod, check one, pack one into a zip (`petri_mod`).

use std::io::Write;
use std::path::{Path, PathBuf};

use clap::Subcommand;
use petri_mod::{Limits, Package};

/// What `petri-cli mod` does.
#[derive(Subcommand)]
pub enum ModCommand {
    /// Write a starting mod (mod.ron, a theme, a README) into a new folder named after it
    New {
        /// The mod's name ("My Green Board"); the folder and the id are made from it
        #[arg(value_name = "NAME")]
        name: String,
        /// Where to make the folder [default: the current folder]
        #[arg(long, value_name = "DIR")]
        into: Option<PathBuf>,
    },
    /// Check a mod (a folder or a .zip): one line a problem, `file:line: what`; exits with 1
    /// when there is any
    Check {
        /// The mod's folder or zip
        #[arg(value_name = "PATH")]
        path: PathBuf,
    },
    /// Check a mod's folder and write it as a zip another player can add
    Pack {
        /// The mod's folder
        #[arg(value_name = "DIR")]
        dir: PathBuf,
        /// The zip to write [default: <id>_<version>.zip in the current folder]
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
}

/// Reads a mod from a folder or a zip; the problems that refused it as lines.
fn read(path: &Path) -> Result<Package, String> {
    let limits = Limits::default();
    let read = if path.is_dir() {
        Package::read_dir(path, &limits)
    } else {
        let bytes =
            std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        Package::read_zip(&bytes, &limits)
    };
    read.map_err(|problems| lines(&path.display().to_string(), &problems))
}

fn lines(name: &str, problems: &[petri_mod::Problem]) -> String {
    problems
        .iter()
        .map(|p| format!("{name}: {p}"))
        .collect::<Vec<_>>()
        .join("\n")
}

pub fn run(command: ModCommand, out: &mut impl Write) -> Result<(), String> {
    let io = |e: std::io::Error| e.to_string();
    match command {
        ModCommand::New { name, into } => {
            let files = petri_mod::new_mod(&name)?;
            let id = files
                .iter()
                .find_map(|(p, _)| p.strip_prefix("themes/")?.split('/').next())
                .unwrap_or("mod")
                .to_owned();
            let dir = into.unwrap_or_else(|| PathBuf::from(".")).join(&id);
            if dir.exists() {
                return Err(format!("{} exists already", dir.display()));
            }
            for (path, text) in &files {
                let file = dir.join(path);
                if let Some(parent) = file.parent() {
                    std::fs::create_dir_all(parent)
                        .map_err(|e| format!("cannot create {}: {e}", parent.display()))?;
                }
                std::fs::write(&file, text)
                    .map_err(|e| format!("cannot write {}: {e}", file.display()))?;
            }
            writeln!(
                out,
                "made {} (check it with: petri-cli mod check {0})",
                dir.display()
            )
            .map_err(io)
        }
        ModCommand::Check { path } => {
            let package = read(&path)?;
            let problems = petri_mod::check(&package);
            if !problems.is_empty() {
                return Err(lines(&package.info.id, &problems));
            }
            writeln!(
                out,
                "{} {} ({} files): fit to play",
                package.info.id,
                package.info.version,
                package.files.len()
            )
            .map_err(io)
        }
        ModCommand::Pack { dir, out: file } => {
            let package = read(&dir)?;
            let problems = petri_mod::check(&package);
            if !problems.is_empty() {
                return Err(lines(&package.info.id, &problems));
            }
            let zip = package.to_zip()?;
            let file = file.unwrap_or_else(|| {
                PathBuf::from(format!("{}_{}.zip", package.info.id, package.info.version))
            });
            std::fs::write(&file, &zip)
                .map_err(|e| format!("cannot write {}: {e}", file.display()))?;
            writeln!(out, "wrote {} ({} bytes)", file.display(), zip.len()).map_err(io)
        }
    }
}
