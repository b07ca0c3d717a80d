//! `petri-cli puzzles`: make, list, export and check puzzle sets (`petri_ai::puzzles`).

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use clap::Subcommand;
use petri_ai::puzzles::{self, Band, Generate, Kind, Puzzle};

/// The set the game ships (`assets/puzzles/puzzles.jsonl`): what `list`, `export` and
/// `check` read when no set is given.
const SHIPPED: &str = include_str!("../../../assets/puzzles/puzzles.jsonl");

/// What `petri-cli puzzles` does. A SET is a file of JSON lines (one puzzle a line, as
/// `generate` writes), `-` for standard input; without one, the set the game ships.
#[derive(Subcommand)]
pub enum PuzzlesCommand {
    /// Make a set from computer games (deterministic: the same seed makes the same set)
    Generate {
        /// Puzzles of each kind (home, order, roll; the classic crossings are added as they are)
        #[arg(long, value_name = "N", default_value = "200")]
        count: usize,
        /// Seed of the computer games and their dice
        #[arg(long, value_name = "S", default_value = "1")]
        seed: u64,
        /// Write the set here (JSON lines; `-` standard output, the default)
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// One line a puzzle of SET: id, kind, band, par, rules, then the counts by kind and band
    List {
        /// The set to list (a file, `-` standard input) [default: the game's own set]
        #[arg(value_name = "SET")]
        set: Option<PathBuf>,
    },
    /// Write SET's puzzles as JSON lines (id, kind, band, rules, position, setup, dice, par,
    /// solution, source), all or one kind or band
    Export {
        /// The set to export from (a file, `-` standard input) [default: the game's own set]
        #[arg(value_name = "SET")]
        set: Option<PathBuf>,
        /// Only this kind: home, order, roll or crossing
        #[arg(long, value_name = "KIND")]
        kind: Option<String>,
        /// Only this band: easy, medium or hard
        #[arg(long, value_name = "BAND")]
        band: Option<String>,
        /// Write the lines here (`-` standard output, the default)
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// Replay every solution of SET through the rules and prove every par again
    Check {
        /// The set to check (a file, `-` standard input) [default: the game's own set]
        #[arg(value_name = "SET")]
        set: Option<PathBuf>,
    },
}

/// The puzzles of a set (see [`PuzzlesCommand`]); errors name the set and the line.
fn read(set: Option<&Path>) -> Result<Vec<Puzzle>, String> {
    let (name, text) = match set {
        None => ("the built-in set".to_string(), SHIPPED.to_string()),
        Some(p) if p == Path::new("-") => {
            let mut text = String::new();
            std::io::stdin()
                .read_to_string(&mut text)
                .map_err(|e| format!("cannot read standard input: {e}"))?;
            ("standard input".to_string(), text)
        }
        Some(path) => (
            path.display().to_string(),
            std::fs::read_to_string(path)
                .map_err(|e| format!("cannot read {}: {e}", path.display()))?,
        ),
    };
    puzzles::parse_set(&text).map_err(|e| format!("{name}: {e}"))
}

/// Writes `text` to `file` (`-` or none: standard output).
fn write_to(file: Option<&Path>, text: &str, out: &mut impl Write) -> Result<(), String> {
    match file {
        Some(path) if path != Path::new("-") => {
            std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
        }
        _ => out.write_all(text.as_bytes()).map_err(|e| e.to_string()),
    }
}

fn kind(name: &str) -> Result<Kind, String> {
    Kind::ALL
        .into_iter()
        .find(|k| k.name() == name)
        .ok_or_else(|| format!("unknown puzzle kind `{name}` (home, order, roll or crossing)"))
}

fn band(name: &str) -> Result<Band, String> {
    Band::ALL
        .into_iter()
        .find(|b| b.name() == name)
        .ok_or_else(|| format!("unknown band `{name}` (easy, medium or hard)"))
}

fn rules_label(p: &Puzzle) -> String {
    format!(
        "{} {}p size {}{}",
        p.rules.game_name(),
        p.rules.players,
        p.rules.size,
        p.rules
            .pieces
            .map(|n| format!(" {n} pieces"))
            .unwrap_or_default()
    )
}

pub fn run(command: PuzzlesCommand, out: &mut impl Write) -> Result<(), String> {
    let io = |e: std::io::Error| e.to_string();
    match command {
        PuzzlesCommand::Generate {
            count,
            seed,
            out: file,
        } => {
            let options = Generate {
                seed,
                per_kind: count,
            };
            let mut made = 0;
            let set = puzzles::generate(&options, |p| {
                made += 1;
                crate::out::note!(
                    "{made:>4} {} {} par {}",
                    p.kind.name(),
                    p.band.name(),
                    p.par
                );
            });
            write_to(file.as_deref(), &puzzles::write_set(&set), out)
        }
        PuzzlesCommand::List { set } => {
            let set = read(set.as_deref())?;
            for p in &set {
                writeln!(
                    out,
                    "{} {} {} par {} {}",
                    p.id,
                    p.kind.name(),
                    p.band.name(),
                    p.par,
                    rules_label(p)
                )
                .map_err(io)?;
            }
            for k in Kind::ALL {
                let counts: Vec<String> = Band::ALL
                    .into_iter()
                    .map(|b| {
                        let n = set.iter().filter(|p| p.kind == k && p.band == b).count();
                        format!("{} {n}", b.name())
                    })
                    .collect();
                writeln!(out, "{}: {}", k.name(), counts.join(", ")).map_err(io)?;
            }
            writeln!(out, "{} puzzles", set.len()).map_err(io)
        }
        PuzzlesCommand::Export {
            set,
            kind: k,
            band: b,
            out: file,
        } => {
            let k = k.as_deref().map(kind).transpose()?;
            let b = b.as_deref().map(band).transpose()?;
            let set: Vec<Puzzle> = read(set.as_deref())?
                .into_iter()
                .filter(|p| k.is_none_or(|k| p.kind == k) && b.is_none_or(|b| p.band == b))
                .collect();
            write_to(file.as_deref(), &puzzles::write_set(&set), out)
        }
        PuzzlesCommand::Check { set } => {
            let set = read(set.as_deref())?;
            let mut failed = Vec::new();
            for p in &set {
                if let Err(e) = p.check() {
                    failed.push(e.to_string());
                }
            }
            if let Some(first) = failed.first() {
                return Err(format!(
                    "{} of {} puzzles fail; the first: {first}",
                    failed.len(),
                    set.len()
                ));
            }
            let published = set.iter().filter(|p| p.kind == Kind::Crossing).count();
            let also = if published > 0 {
                format!(
                    " ({published} classic crossings: the par is the published minimum, the \
                     solution reaches the goal in it)"
                )
            } else {
                String::new()
            };
            writeln!(
                out,
                "{} puzzles: every solution replays and every par is proved{also}",
                set.len()
            )
            .map_err(io)
        }
    }
}
