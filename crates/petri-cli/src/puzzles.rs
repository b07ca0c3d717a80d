//! `petri-cli puzzles`: make, list, export and check puzzle sets (`petri_ai::puzzles`).

use std::io::Write;
use std::path::Path;

use clap::Subcommand;
use petri_ai::puzzles::{self, Band, Generate, Kind, Puzzle};

/// What `petri-cli puzzles` does.
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
        /// Write the set here (JSON lines) instead of standard output
        #[arg(long, value_name = "FILE")]
        out: Option<std::path::PathBuf>,
    },
    /// One line a puzzle: id, kind, band, par, rules, then the counts by kind and band
    List {
        #[arg(value_name = "FILE")]
        file: std::path::PathBuf,
    },
    /// JSON lines: id, kind, band, rules, position, setup, dice, par, solution, source
    Export {
        #[arg(value_name = "FILE")]
        file: std::path::PathBuf,
        /// Only this kind: home, order, roll or crossing
        #[arg(long, value_name = "KIND")]
        kind: Option<String>,
        /// Only this band: easy, medium or hard
        #[arg(long, value_name = "BAND")]
        band: Option<String>,
    },
    /// Replay every solution through the rules and prove every par again
    Check {
        #[arg(value_name = "FILE")]
        file: std::path::PathBuf,
    },
}

fn read(path: &Path) -> Result<Vec<Puzzle>, String> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    puzzles::parse_set(&text).map_err(|e| format!("{}: {e}", path.display()))
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
                eprintln!(
                    "{made:>4} {} {} par {}",
                    p.kind.name(),
                    p.band.name(),
                    p.par
                );
            });
            let text = puzzles::write_set(&set);
            match file {
                Some(path) => std::fs::write(&path, text)
                    .map_err(|e| format!("cannot write {}: {e}", path.display()))?,
                None => out.write_all(text.as_bytes()).map_err(io)?,
            }
            Ok(())
        }
        PuzzlesCommand::List { file } => {
            let set = read(&file)?;
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
            file,
            kind: k,
            band: b,
        } => {
            let k = k.as_deref().map(kind).transpose()?;
            let b = b.as_deref().map(band).transpose()?;
            let set: Vec<Puzzle> = read(&file)?
                .into_iter()
                .filter(|p| k.is_none_or(|k| p.kind == k) && b.is_none_or(|b| p.band == b))
                .collect();
            out.write_all(puzzles::write_set(&set).as_bytes())
                .map_err(io)
        }
        PuzzlesCommand::Check { file } => {
            let set = read(&file)?;
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
