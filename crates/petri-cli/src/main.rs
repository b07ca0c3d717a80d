//! `petri-cli`: the command line over `petri-rules` and `petri-ai` (its commands and options
//! are listed in the README, "Command line (petri-cli)", and by `petri-cli help`).

mod engine;
mod matches;
mod mods;
mod out;
mod puzzles;

use out::{Out, note};

use std::ffi::{OsStr, OsString};
use std::io::{self, BufRead, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use chacha20::ChaCha8Rng;
use clap::builder::TypedValueParser;
use clap::error::ErrorKind;
use clap::{Args, Parser, Subcommand};
use petri_rules::{
    Action, ActionError, CaptureMode, CheckersGame, Event, Finish, Game, GameRecord, Geometry,
    Hole, PetriAction, PetriGame, PetriPhase, PetriState, Position, Preset, Rules, Seat, Stops,
    Variant,
};
use rand::{RngExt, SeedableRng};

// Clap reads the arguments as `OsString`s, so one that is not UTF-8 is an error naming it, not a
// panic. Every option with a value takes the next word as it is, even one starting with `-`
// (`allow_hyphen_values`), so `--depth -1` is told it takes a number. A repeated option keeps
// its last value (`args_override_self`).

/// The players of `petri-cli match`, one a line.
const MATCH_PLAYERS: &str = "\
Players:
  beginner|easy|medium|hard|master  a computer level (README: Computer levels)
  LEVEL@NODES           the level searching NODES nodes a move, no time limit (master@1000000)
  LEVEL@NODES/EVAL      the same evaluating races by EVAL, hand or learned (hard@1000000/hand)
  greedy                the move gaining most rows (Petri: the turn capturing most now)
  random                any legal move
  engine:<command>      a program speaking the engine protocol, told --go
Racers (Chinese checkers; one-ply scorers, suffixes combine: racer-tip-order):
  racer                 each marble heads for the nearest free hole of its target, a move
                        scores the steps gained toward it, ties at random, marbles home only
                        move deeper
  racer-tip             heads for the deepest free hole (the far tip first)
  racer-rows            scores rows gained toward the tip, steps only breaking ties
  racer-order           breaks ties by hole order, not at random
  racer-out             a marble home moves like any other, so it may step out
  racer-back            gains counted in squared distance: the marbles furthest behind first";

/// Chinese checkers and Petri rules from the command line.
#[derive(Parser)]
#[command(
    name = "petri-cli",
    subcommand_required = true,
    arg_required_else_help = true,
    args_override_self = true,
    flatten_help = true,
    disable_help_subcommand = true,
    after_help = "'petri-cli help <command>' shows one command. Errors go to stderr as one line:\n\
                  exit code 2 for bad arguments, 1 for bad positions, records or moves."
)]
struct Cli {
    #[command(flatten)]
    rules: RulesArgs,
    #[command(subcommand)]
    command: Command,
}

/// What every command takes: the rules and the position.
#[derive(Args)]
#[command(next_help_heading = "Rules (every command)")]
struct RulesArgs {
    /// classic|family|online|petri|petri-realtime [default: classic]
    #[arg(long = "rules", global = true, value_name = "RULES")]
    #[arg(allow_hyphen_values = true, value_parser = value(preset))]
    preset: Option<Preset>,
    /// Seats: 2, 3, 4 or 6, Petri also 5 [default: 2]
    #[arg(long, global = true, value_name = "N")]
    #[arg(allow_hyphen_values = true, value_parser = value(number::<u8>))]
    players: Option<u8>,
    /// Board size 2..6 [default: 4, the standard 121-hole board]
    #[arg(long, global = true, value_name = "N")]
    #[arg(allow_hyphen_values = true, value_parser = value(number::<u8>))]
    size: Option<u8>,
    /// Pieces per colour set [default: the triangle, 10 on size 4]
    #[arg(long, global = true, value_name = "N")]
    #[arg(allow_hyphen_values = true, value_parser = value(number::<u8>))]
    pieces: Option<u8>,
    /// Start from this position [default: the start position]
    #[arg(long, global = true, value_name = "NOTATION")]
    #[arg(allow_hyphen_values = true, value_parser = value(text))]
    position: Option<String>,
    /// Colour sets per seat (2 players: 1-3, 3 players: 1-2)
    #[arg(long, global = true, value_name = "N")]
    #[arg(allow_hyphen_values = true, value_parser = value(number::<u8>))]
    sets: Option<u8>,
    /// Teams of two, team-mates opposite (4 or 6 players)
    #[arg(long, global = true)]
    teams: bool,
    /// Where a move may end (Chinese checkers)
    #[arg(long, global = true, value_name = "anywhere|own-triangles")]
    #[arg(allow_hyphen_values = true, value_parser = value(stops))]
    stops: Option<Stops>,
    /// Target lock (Chinese checkers)
    #[arg(long, global = true, value_name = "on|off")]
    #[arg(allow_hyphen_values = true, value_parser = value(on_off))]
    target_lock: Option<bool>,
    /// Occupied-target win (Chinese checkers)
    #[arg(long, global = true, value_name = "on|off")]
    #[arg(allow_hyphen_values = true, value_parser = value(on_off))]
    occupied_target_win: Option<bool>,
    /// Release rule (Chinese checkers)
    #[arg(long, global = true, value_name = "on|off")]
    #[arg(allow_hyphen_values = true, value_parser = value(on_off))]
    release_rule: Option<bool>,
    /// Super hops (Chinese checkers)
    #[arg(long, global = true, value_name = "on|off")]
    #[arg(allow_hyphen_values = true, value_parser = value(on_off))]
    super_hops: Option<bool>,
    /// When a seat finishes (Chinese checkers)
    #[arg(long, global = true, value_name = "round|continue")]
    #[arg(allow_hyphen_values = true, value_parser = value(finish))]
    finish: Option<Finish>,
    /// Moves per seat before a draw (Chinese checkers)
    #[arg(long, global = true, value_name = "N")]
    #[arg(allow_hyphen_values = true, value_parser = value(number::<u16>))]
    move_cap: Option<u16>,
    /// Turns per seat before the score (Petri)
    #[arg(long, global = true, value_name = "N")]
    #[arg(allow_hyphen_values = true, value_parser = value(number::<u16>))]
    turn_cap: Option<u16>,
}

#[derive(Subcommand)]
enum Command {
    /// Count move sequences of length 1..D (Chinese checkers)
    Perft {
        /// Deepest length counted
        #[arg(long, value_name = "D")]
        #[arg(allow_hyphen_values = true, value_parser = value(number::<u32>))]
        depth: u32,
        /// Add the time and speed of each depth on stderr
        #[arg(long)]
        time: bool,
    },
    /// Perft split by first move
    Divide {
        /// Length counted, at least 1
        #[arg(long, value_name = "D")]
        #[arg(allow_hyphen_values = true, value_parser = value(at_least_one::<u32>))]
        depth: u32,
    },
    /// Legal moves of the seat to move, one per line
    Moves,
    /// Resolve the Petri capture step on the position
    Captures {
        /// [default: the rules' capture mode]
        #[arg(long, value_name = "sequential|realtime")]
        #[arg(allow_hyphen_values = true, value_parser = value(capture_mode))]
        mode: Option<CaptureMode>,
        /// Holes checked first, in this order (sequential)
        #[arg(long, value_name = "h1,h2,...")]
        #[arg(allow_hyphen_values = true, value_parser = value(text))]
        order: Option<String>,
    },
    /// Play a game in the terminal (two or more people at one keyboard)
    Play {
        /// Seed of the dice [default: random]
        #[arg(long, value_name = "S")]
        #[arg(allow_hyphen_values = true, value_parser = value(number::<u64>))]
        seed: Option<u64>,
    },
    /// Replay a game record and print its positions and result
    Replay {
        /// The record (or save file)
        #[arg(value_name = "record.json")]
        record: PathBuf,
        /// Print only the final position and the result
        #[arg(long)]
        quiet: bool,
    },
    /// Review a finished game: each turn against the engine's choice, marks and accuracy
    Review {
        /// The record (or save file)
        #[arg(value_name = "record.json")]
        record: PathBuf,
        /// The engine's search nodes a Chinese checkers move [default: 100000]
        #[arg(long, value_name = "N")]
        #[arg(allow_hyphen_values = true, value_parser = value(at_least_one::<u64>))]
        nodes: Option<u64>,
        /// One JSON object a turn, then a summary object
        #[arg(long)]
        json: bool,
        /// Turns reviewed at once, each on a thread of its own (the review is the same)
        /// [default: every core]
        #[arg(long, value_name = "N")]
        #[arg(allow_hyphen_values = true, value_parser = value(at_least_one::<usize>))]
        threads: Option<usize>,
    },
    /// Speak the engine protocol on stdin/stdout (see README)
    Engine {
        /// Seed of the computer players
        #[arg(long, value_name = "S", default_value = "1")]
        #[arg(allow_hyphen_values = true, value_parser = value(number::<u64>))]
        seed: u64,
    },
    /// Play a match: player A on one seat, rotating, B on the others
    #[command(after_help = MATCH_PLAYERS)]
    Match {
        /// A player: a level, LEVEL@NODES, greedy|racer|random|engine:<command> (list below)
        #[arg(long, value_name = "PLAYER")]
        #[arg(allow_hyphen_values = true, value_parser = value(player))]
        a: matches::Spec,
        /// Player B, like --a
        #[arg(long, value_name = "PLAYER")]
        #[arg(allow_hyphen_values = true, value_parser = value(player))]
        b: matches::Spec,
        /// Number of games
        #[arg(long, value_name = "N", default_value = "10")]
        #[arg(allow_hyphen_values = true, value_parser = value(at_least_one::<u32>))]
        games: u32,
        /// Seed of the games
        #[arg(long, value_name = "S", default_value = "1")]
        #[arg(allow_hyphen_values = true, value_parser = value(number::<u64>))]
        seed: u64,
        /// Drop the levels' time limits so the match replays exactly
        #[arg(long)]
        deterministic: bool,
        /// Chinese checkers: start each game after this many random forward moves (seeded;
        /// one opening per round of games, so that A plays it from every seat)
        #[arg(long, value_name = "PLIES", default_value = "0")]
        #[arg(allow_hyphen_values = true, value_parser = value(number::<u32>))]
        opening: u32,
        /// Games played in parallel [default: the number of cores]
        #[arg(long, value_name = "T")]
        #[arg(allow_hyphen_values = true, value_parser = value(number::<usize>))]
        threads: Option<usize>,
        /// What engine players are told to search
        #[arg(long, value_name = "SEARCH", default_value = "level hard")]
        #[arg(allow_hyphen_values = true, value_parser = value(text))]
        go: String,
        /// List every game
        #[arg(long)]
        verbose: bool,
        /// Do not list games (overrides --verbose)
        #[arg(long)]
        quiet: bool,
        /// Save every game as a record in this directory
        #[arg(long, value_name = "DIR")]
        records: Option<PathBuf>,
        /// Chinese checkers with finish=continue: end each game once a seat is home first
        /// (only first places are counted; the rest are not played out)
        #[arg(long)]
        until_first: bool,
    },
    /// Puzzles: generate a set from computer games, list, export or check one
    #[command(subcommand)]
    Puzzles(puzzles::PuzzlesCommand),
    /// Mods: make one, check one (a folder or a zip), pack one into a zip
    #[command(subcommand)]
    Mod(mods::ModCommand),
    /// Print this text, or one command's
    Help {
        /// The command
        #[arg(value_name = "COMMAND")]
        #[arg(allow_hyphen_values = true, value_parser = value(text))]
        command: Option<String>,
    },
}

impl Command {
    fn name(&self) -> &'static str {
        match self {
            Command::Perft { .. } => "perft",
            Command::Divide { .. } => "divide",
            Command::Moves => "moves",
            Command::Captures { .. } => "captures",
            Command::Play { .. } => "play",
            Command::Replay { .. } => "replay",
            Command::Review { .. } => "review",
            Command::Engine { .. } => "engine",
            Command::Match { .. } => "match",
            Command::Puzzles(_) => "puzzles",
            Command::Mod(_) => "mod",
            Command::Help { .. } => "help",
        }
    }
}

/// A value parser reading UTF-8 text with `parse(argument name, text)`; its errors, and text
/// that is not UTF-8, name the argument.
#[derive(Clone)]
struct Value<T>(fn(&str, &str) -> Result<T, String>);

fn value<T>(parse: fn(&str, &str) -> Result<T, String>) -> Value<T> {
    Value(parse)
}

impl<T: Clone + Send + Sync + 'static> TypedValueParser for Value<T> {
    type Value = T;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        raw: &OsStr,
    ) -> Result<T, clap::Error> {
        let name = match arg {
            Some(a) => match a.get_long() {
                Some(long) => format!("--{long}"),
                None => format!("<{}>", a.get_id()),
            },
            None => "an argument".to_string(),
        };
        let fail = |kind, msg| clap::Error::raw(kind, msg).with_cmd(cmd);
        let text = raw.to_str().ok_or_else(|| {
            fail(
                ErrorKind::InvalidUtf8,
                format!(
                    "{name} is not valid UTF-8: '{}'",
                    raw.as_encoded_bytes().escape_ascii()
                ),
            )
        })?;
        (self.0)(&name, text).map_err(|e| fail(ErrorKind::ValueValidation, e))
    }
}

fn text(_: &str, v: &str) -> Result<String, String> {
    Ok(v.to_string())
}

fn preset(_: &str, v: &str) -> Result<Preset, String> {
    v.parse()
        .map_err(|e: petri_rules::RulesError| e.to_string())
}

fn capture_mode(_: &str, v: &str) -> Result<CaptureMode, String> {
    v.parse()
}

fn player(name: &str, v: &str) -> Result<matches::Spec, String> {
    v.parse().map_err(|e| format!("{name}: {e}"))
}

fn on_off(name: &str, v: &str) -> Result<bool, String> {
    match v {
        "on" | "true" | "yes" | "1" => Ok(true),
        "off" | "false" | "no" | "0" => Ok(false),
        _ => Err(format!("{name} takes on or off, not '{v}'")),
    }
}

fn stops(name: &str, v: &str) -> Result<Stops, String> {
    match v {
        "anywhere" => Ok(Stops::Anywhere),
        "own-triangles" => Ok(Stops::OwnTriangles),
        _ => Err(format!("{name} takes anywhere or own-triangles, not '{v}'")),
    }
}

fn finish(name: &str, v: &str) -> Result<Finish, String> {
    match v {
        "round" => Ok(Finish::Round),
        "continue" => Ok(Finish::Continue),
        _ => Err(format!("{name} takes round or continue, not '{v}'")),
    }
}

fn number<T: std::str::FromStr>(name: &str, v: &str) -> Result<T, String> {
    v.parse()
        .map_err(|_| format!("{name} takes a number, not '{v}'"))
}

fn at_least_one<T: std::str::FromStr + PartialOrd + From<u8>>(
    name: &str,
    v: &str,
) -> Result<T, String> {
    let n: T = number(name, v)?;
    if n < T::from(1) {
        return Err(format!("{name} must be at least 1"));
    }
    Ok(n)
}

impl RulesArgs {
    /// The rules the options describe, validated.
    fn rules(&self) -> Result<Rules, String> {
        let preset = self.preset.unwrap_or(Preset::Classic);
        let players = self.players.unwrap_or(2);
        let mut rules = Rules::preset(preset, players);
        if let Some(s) = self.size {
            rules = rules.with_size(s);
        }
        if let Some(p) = self.pieces {
            rules = rules.with_pieces(p);
        }
        if let Some(s) = self.sets {
            rules = rules.with_sets_per_seat(s);
        }
        rules = rules.with_teams(self.teams);
        let checkers_only = [
            ("--stops", self.stops.is_some()),
            ("--target-lock", self.target_lock.is_some()),
            ("--occupied-target-win", self.occupied_target_win.is_some()),
            ("--release-rule", self.release_rule.is_some()),
            ("--super-hops", self.super_hops.is_some()),
            ("--finish", self.finish.is_some()),
            ("--move-cap", self.move_cap.is_some()),
        ];
        match &mut rules.variant {
            Variant::Checkers(o) => {
                if self.turn_cap.is_some() {
                    return Err("--turn-cap does not apply to Chinese checkers".into());
                }
                o.stops = self.stops.unwrap_or(o.stops);
                o.target_lock = self.target_lock.unwrap_or(o.target_lock);
                o.occupied_target_win = self.occupied_target_win.unwrap_or(o.occupied_target_win);
                o.release_rule = self.release_rule.unwrap_or(o.release_rule);
                o.super_hops = self.super_hops.unwrap_or(o.super_hops);
                o.finish = self.finish.unwrap_or(o.finish);
                o.move_cap = self.move_cap.unwrap_or(o.move_cap);
            }
            Variant::Petri(o) => {
                if let Some((name, _)) = checkers_only.iter().find(|(_, given)| *given) {
                    return Err(format!("{name} does not apply to Petri"));
                }
                o.turn_cap = self.turn_cap.unwrap_or(o.turn_cap);
            }
        }
        rules.validate().map_err(|e| e.to_string())?;
        if !preset.player_counts().contains(&players) {
            return Err(petri_rules::RulesError::PresetPlayers { preset, players }.to_string());
        }
        Ok(rules)
    }
}

/// A clap error as one line without the `error: ` prefix: the message, its context lines
/// (possible values, missing arguments) and tips, without the usage and the help hint.
fn one_line(e: &clap::Error) -> String {
    let rendered = e.render().to_string();
    let mut paragraphs = rendered
        .split("\n\n")
        .map(str::trim)
        .filter(|p| !p.is_empty());
    let first = paragraphs.next().unwrap_or_default();
    let first = first.strip_prefix("error:").unwrap_or(first);
    let mut line = first.split_whitespace().collect::<Vec<_>>().join(" ");
    if e.kind() == ErrorKind::InvalidSubcommand {
        let what = e
            .get(clap::error::ContextKind::InvalidSubcommand)
            .map(|v| v.to_string())
            .unwrap_or_default();
        line = format!("unknown command '{what}' (try petri-cli help)");
    }
    for tip in paragraphs.filter(|p| p.starts_with("tip:")) {
        let tip = tip.split_whitespace().collect::<Vec<_>>().join(" ");
        line.push_str(&format!("; {tip}"));
    }
    line
}

/// Parse the command line; `Ok(None)` when help was asked for and printed.
fn parse(args: impl IntoIterator<Item = OsString>) -> Result<Option<Cli>, String> {
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(e) => match e.kind() {
            ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
                // Help asked for: written like any command's output (a closed pipe is quiet).
                let _ = write!(Out::new(), "{}", e.render());
                return Ok(None);
            }
            _ => return Err(one_line(&e)),
        },
    };
    Ok(Some(cli))
}

/// What the commands need of the parsed options.
struct Ctx<'a> {
    command: &'static str,
    rules: &'a Rules,
    position: Option<&'a str>,
}

fn checkers_position(o: &Ctx) -> Result<Position, String> {
    if o.rules.is_petri() {
        return Err(format!(
            "'{}' is for Chinese checkers: use --rules classic, family or online",
            o.command
        ));
    }
    match o.position {
        Some(p) => Position::from_notation(o.rules, p).map_err(|e| e.to_string()),
        None => Position::start(o.rules).map_err(|e| e.to_string()),
    }
}

fn petri_position(o: &Ctx) -> Result<PetriState, String> {
    if !o.rules.is_petri() {
        return Err(format!(
            "'{}' is for Petri: use --rules petri or petri-realtime",
            o.command
        ));
    }
    match o.position {
        Some(p) => PetriState::from_notation(o.rules, p).map_err(|e| e.to_string()),
        None => PetriState::with_first_player(o.rules, Seat(0)).map_err(|e| e.to_string()),
    }
}

fn cmd_perft(o: &Ctx, depth: u32, time: bool, out: &mut impl Write) -> Result<(), String> {
    let pos = checkers_position(o)?;
    for d in 1..=depth {
        let t = std::time::Instant::now();
        let n = pos.perft(d);
        let secs = t.elapsed().as_secs_f64();
        writeln!(out, "perft {d} {n}").map_err(|e| e.to_string())?;
        if time {
            note!(
                "time {d} {secs:.3} s, {:.1} M leaf moves/s",
                n as f64 / secs.max(1e-9) / 1e6
            );
        }
    }
    Ok(())
}

fn cmd_divide(o: &Ctx, depth: u32, out: &mut impl Write) -> Result<(), String> {
    let pos = checkers_position(o)?;
    let mut total = 0;
    for (m, n) in pos.divide(depth) {
        writeln!(out, "{m} {n}").map_err(|e| e.to_string())?;
        total += n;
    }
    writeln!(out, "total {total}").map_err(|e| e.to_string())
}

fn cmd_moves(o: &Ctx, out: &mut impl Write) -> Result<(), String> {
    let pos = checkers_position(o)?;
    for m in pos.legal_moves() {
        writeln!(out, "{m}").map_err(|e| e.to_string())?;
    }
    Ok(())
}

fn cmd_captures(
    o: &Ctx,
    mode: Option<CaptureMode>,
    order: Option<&str>,
    out: &mut impl Write,
) -> Result<(), String> {
    let st = petri_position(o)?;
    let mode = mode.unwrap_or(
        o.rules
            .petri_options()
            .map_or(CaptureMode::Sequential, |p| p.captures),
    );
    // Cleared when the best-order search stopped at its node limit.
    let mut proved = true;
    let captured = match (mode, order) {
        (CaptureMode::Realtime, Some(_)) => {
            return Err("--order only applies to --mode sequential".into());
        }
        (CaptureMode::Realtime, None) => st.realtime_captures(),
        (CaptureMode::Sequential, None) => {
            let plan = st.best_captures_plan();
            proved = plan.proved;
            plan.holes
        }
        (CaptureMode::Sequential, Some(list)) => {
            let geo = st.geometry();
            let mut order: Vec<Hole> = Vec::new();
            for name in list.split(',').filter(|s| !s.is_empty()) {
                let h = geo
                    .parse_hole(name.trim())
                    .map_err(|e| format!("--order: {e}"))?;
                if st.seat_at(h).is_none() {
                    return Err(format!("--order: there is no piece on {h}"));
                }
                if order.contains(&h) {
                    return Err(format!("--order: {h} is listed twice"));
                }
                order.push(h);
            }
            st.sequential_captures(&order)
        }
    };
    writeln!(out, "captures {}", captured.len()).map_err(|e| e.to_string())?;
    let holes: Vec<String> = captured.iter().map(|h| h.to_string()).collect();
    let line = if holes.is_empty() {
        "order".to_string()
    } else {
        format!("order {}", holes.join(" "))
    };
    writeln!(out, "{line}").map_err(|e| e.to_string())?;
    if !proved {
        writeln!(
            out,
            "note: not proved best (the search stopped at its limit of {} nodes)",
            petri_rules::NODE_LIMIT
        )
        .map_err(|e| e.to_string())?;
    }
    Ok(())
}

/// The board as text: holes on a hex grid, row letters on the left.
fn draw(geo: &Geometry, piece: impl Fn(usize) -> char) -> String {
    let n = geo.size() as i32;
    let mut s = String::new();
    for row in 0..geo.rows() {
        let start = geo.row_start(row);
        let mut line = vec![b' '; (8 * n + 4) as usize];
        for i in start..start + geo.row_len(row) {
            let c = geo.cube(i);
            let x = (2 * c.q as i32 + c.r as i32 + 4 * n) as usize;
            line[x] = piece(i) as u8;
        }
        let text = String::from_utf8(line).unwrap_or_default();
        s.push_str(&format!(
            "{} {}\n",
            (b'a' + row as u8) as char,
            text.trim_end()
        ));
    }
    s
}

/// Read one line of input as bytes: `Ok(None)` at the end of the input, `Ok(Some(Err(..)))`
/// with a message for a line that is not UTF-8 (the next read goes on after it).
pub fn read_line(input: &mut impl BufRead) -> io::Result<Option<Result<String, String>>> {
    let mut bytes = Vec::new();
    if input.read_until(b'\n', &mut bytes)? == 0 {
        return Ok(None);
    }
    if bytes.last() == Some(&b'\n') {
        bytes.pop();
        if bytes.last() == Some(&b'\r') {
            bytes.pop();
        }
    }
    Ok(Some(String::from_utf8(bytes).map_err(|e| {
        format!("line is not valid UTF-8: '{}'", e.as_bytes().escape_ascii())
    })))
}

/// Ask for a line until one is valid UTF-8; `None` at the end of the input.
fn ask(prompt: &str, input: &mut impl BufRead, out: &mut impl Write) -> Option<String> {
    loop {
        write!(out, "{prompt}").ok()?;
        out.flush().ok()?;
        match read_line(input).ok()?? {
            Ok(line) => return Some(line.trim().to_string()),
            Err(e) => writeln!(out, "that {e}; type it again").ok()?,
        }
    }
}

/// The letter drawn for a hole: the colour set's letter in Chinese checkers (a seat may play
/// several sets), the seat's in Petri.
fn letter_at(game: &Game, hole: Hole) -> char {
    match game {
        Game::Checkers(g) => {
            let pos = g.position();
            pos.set_at(hole)
                .map_or('.', |k| pos.layout().sets[k].letter)
        }
        Game::Petri(g) => g.state().seat_at(hole).map_or('.', |s| s.letter()),
    }
}

/// What the seat to move is asked for.
fn prompt(game: &Game) -> String {
    let seat = game.to_move();
    match game {
        Game::Checkers(g) => format!("seat {seat} (move {})> ", g.moves_made(seat) + 1),
        Game::Petri(g) => {
            let what = match g.state().phase() {
                PetriPhase::FirstRoll { .. } => "roll for first player".to_string(),
                PetriPhase::Roll => "roll".to_string(),
                PetriPhase::ChooseDie { dice } => format!("choose {} or {}", dice[0], dice[1]),
                PetriPhase::Place { left } => format!("place ({left} left)"),
                PetriPhase::Remove { left } => format!("remove ({left} left)"),
                PetriPhase::Capture { .. } => "check a piece".to_string(),
                PetriPhase::Over => "game over".to_string(),
            };
            format!("seat {seat}, {what}> ")
        }
    }
}

/// A typed line as an action: the full text form (`n1-m5`, `place e5`, `roll 3 5`, `best`),
/// or in Petri the short forms: Enter or `roll` rolls the dice, a die's value chooses it, a
/// hole name places, removes or checks, `rest` checks the rest. `None`: an empty line that
/// asks for nothing.
fn typed_action(
    game: &Game,
    line: &str,
    rng: &mut ChaCha8Rng,
) -> Result<Option<Action>, ActionError> {
    let short = game.petri().and_then(|st| {
        let size = st.rules().size;
        match (st.phase(), line) {
            (PetriPhase::FirstRoll { .. } | PetriPhase::Roll, "" | "roll") => Some(
                PetriAction::Roll(rng.random_range(1..=6), rng.random_range(1..=6)),
            ),
            (PetriPhase::ChooseDie { .. }, v) if v.len() == 1 => {
                v.parse().ok().map(PetriAction::ChooseDie)
            }
            (PetriPhase::Capture { .. }, "rest") => Some(PetriAction::CheckRest),
            (PetriPhase::Place { .. }, h) => Hole::parse(size, h).ok().map(PetriAction::Place),
            (PetriPhase::Remove { .. }, h) => Hole::parse(size, h).ok().map(PetriAction::Remove),
            (PetriPhase::Capture { .. }, h) => Hole::parse(size, h).ok().map(PetriAction::Check),
            _ => None,
        }
    });
    match short {
        Some(a) => Ok(Some(Action::Petri(a))),
        None if line.is_empty() => Ok(None),
        None => game.parse_action(line).map(Some),
    }
}

/// An event as a line for the player (`None`: nothing worth a line).
fn describe(ev: &Event) -> Option<String> {
    Some(match ev {
        Event::Moved {
            seat, from, path, ..
        } => {
            let path: Vec<String> = path.iter().map(|h| h.to_string()).collect();
            format!("{seat}: {from}-{}", path.join("-"))
        }
        Event::Passed { seat } => format!("{seat}: pass"),
        Event::FirstRoll { seat, dice } => {
            format!(
                "seat {seat} rolls {} and {} for first player",
                dice[0], dice[1]
            )
        }
        Event::FirstRollTie { seats } => {
            let s: Vec<String> = seats.iter().map(|s| s.to_string()).collect();
            format!("tie between {}: roll again", s.join(", "))
        }
        Event::FirstPlayer { seat } => format!("seat {seat} goes first"),
        Event::Rolled { seat, dice } => {
            format!("seat {seat} rolls {} and {}", dice[0], dice[1])
        }
        Event::DieChosen {
            seat,
            value,
            placing,
        } => format!(
            "seat {seat} uses the {value}: {}",
            if *placing { "place" } else { "remove" }
        ),
        Event::Placed { seat, hole } => format!("seat {seat} places on {hole}"),
        Event::Unplaceable { seat, count } => {
            format!("seat {seat} cannot place {count} piece(s): into its cup")
        }
        Event::Removed { seat, hole } => format!("seat {seat} takes back {hole}"),
        Event::RanOut { seat } => format!("seat {seat} ran out of pieces to remove"),
        Event::CaptureStep { mover } => format!("capture step for seat {mover}"),
        Event::Safe { hole } => format!("{hole} is safe"),
        Event::Captured { hole, owner, mover } => {
            format!("{hole} (seat {owner}) is crowded out into seat {mover}'s cup")
        }
        Event::TurnEnded { next, .. } => format!("seat {next} to play"),
        Event::GameOver => return None,
    })
}

/// The result of a game in one line (`unfinished` while it runs).
fn result(game: &Game) -> String {
    match game {
        Game::Checkers(g) => match g.outcome() {
            Some(o) => o.to_string(),
            None => "unfinished".to_string(),
        },
        Game::Petri(g) => match g.state().outcome() {
            Some(o) => {
                let w: Vec<String> = o.winners().iter().map(|s| s.to_string()).collect();
                format!("cups {:?}, winner(s) {}", o.cups, w.join(", "))
            }
            None => "unfinished".to_string(),
        },
    }
}

/// `petri-cli play`: either game at one keyboard.
fn play(
    o: &Ctx,
    seed: Option<u64>,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<(), String> {
    let io = |e: io::Error| e.to_string();
    let mut game = match (o.position, o.rules.is_petri()) {
        (Some(_), true) => Game::Petri(PetriGame::new(petri_position(o)?)),
        (Some(_), false) => Game::Checkers(CheckersGame::from_position(checkers_position(o)?)),
        (None, _) => Game::new(o.rules).map_err(|e| e.to_string())?,
    };
    let mut rng = match seed {
        Some(s) => ChaCha8Rng::seed_from_u64(s),
        None => rand::make_rng::<ChaCha8Rng>(),
    };
    let help = if game.is_petri() {
        "Petri. Press Enter to roll (or type 'roll 3 5' for real dice); choose a die by its \
         value; place, remove or check by hole name; 'best' checks in the best order, 'rest' \
         checks the rest; 'moves' lists the actions, 'undo', 'quit'."
    } else {
        "Chinese checkers. Type a move like n1-m5, 'moves' to list them, 'undo', 'quit'."
    };
    writeln!(out, "{help}").map_err(io)?;
    while !game.is_over() {
        let geo = game.rules().geometry();
        let board = draw(geo, |i| letter_at(&game, geo.hole(i)));
        write!(out, "\n{board}").map_err(io)?;
        if let Some(st) = game.petri() {
            let seats: Vec<String> = (0..st.rules().players)
                .map(|s| {
                    let s = Seat(s);
                    format!("{s}: hand {} cup {}", st.hand(s), st.cup(s))
                })
                .collect();
            writeln!(out, "{}", seats.join(" | ")).map_err(io)?;
        }
        let Some(line) = ask(&prompt(&game), input, out) else {
            return Ok(());
        };
        match line.as_str() {
            "quit" | "exit" => return Ok(()),
            "moves" => {
                let list: Vec<String> =
                    game.legal_actions().iter().map(|a| a.to_string()).collect();
                writeln!(out, "{}", list.join(" ")).map_err(io)?;
            }
            "undo" => {
                if game.undo().is_none() {
                    writeln!(out, "nothing to undo").map_err(io)?;
                }
            }
            text => {
                let seat = game.to_move();
                let played = typed_action(&game, text, &mut rng)
                    .and_then(|a| a.map(|a| game.play(seat, a)).transpose());
                match played {
                    Ok(events) => {
                        let checkers = !game.is_petri();
                        for ev in events.iter().flatten() {
                            // A Chinese checkers prompt names the next seat already.
                            if checkers && matches!(ev, Event::TurnEnded { .. }) {
                                continue;
                            }
                            if let Some(line) = describe(ev) {
                                let indent = if checkers { "" } else { "  " };
                                writeln!(out, "{indent}{line}").map_err(io)?;
                            }
                        }
                    }
                    Err(e) => writeln!(out, "{e}").map_err(io)?,
                }
            }
        }
    }
    writeln!(out, "game over: {}", result(&game)).map_err(io)?;
    Ok(())
}

fn cmd_replay(path: &Path, quiet: bool, out: &mut impl Write) -> Result<(), String> {
    let path = path.display();
    let text = std::fs::read_to_string(path.to_string())
        .map_err(|e| format!("cannot read {path}: {e}"))?;
    let record = GameRecord::from_json(&text).map_err(|e| format!("{path}: {e}"))?;
    let game = record.replay().map_err(|e| format!("{path}: {e}"))?;
    let io = |e: io::Error| e.to_string();
    if !quiet {
        // Step through again from the start to name who made each move.
        let mut start = record.clone();
        start.moves.clear();
        let mut again = start.replay().map_err(|e| format!("{path}: {e}"))?;
        if let Game::Checkers(g) = &again {
            writeln!(out, "start {}", g.position()).map_err(io)?;
        }
        for (i, a) in game.actions().into_iter().enumerate() {
            let seat = again.to_move();
            again.play(seat, a).map_err(|e| e.to_string())?;
            writeln!(out, "{:>4} {seat} {a}", i + 1).map_err(io)?;
        }
    }
    writeln!(out, "final {}", game.to_notation()).map_err(io)?;
    writeln!(out, "result {}", result(&game)).map_err(io)
}

/// Review a record against the engine: a line (or JSON object) a turn, then each seat's marks
/// and accuracy.
/// The cores this machine has (threads for `match` and `review`).
fn cores() -> usize {
    std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
}

fn cmd_review(
    path: &Path,
    nodes: Option<u64>,
    json: bool,
    threads: usize,
    out: &mut impl Write,
) -> Result<(), String> {
    use petri_ai::review::{self, DEFAULT_NODES};
    let path = path.display();
    let text = std::fs::read_to_string(path.to_string())
        .map_err(|e| format!("cannot read {path}: {e}"))?;
    let record = GameRecord::from_json(&text).map_err(|e| format!("{path}: {e}"))?;
    let r = review::review_on(&record, nodes.unwrap_or(DEFAULT_NODES), threads)
        .map_err(|e| format!("{path}: {e}"))?;
    let io = |e: io::Error| e.to_string();
    let unit = r.unit;
    if json {
        for t in &r.turns {
            let line = serde_json::to_string(t).map_err(|e| e.to_string())?;
            writeln!(out, "{line}").map_err(io)?;
        }
        let summary = serde_json::json!({
            "summary": {
                "petri": r.petri,
                "nodes": r.nodes,
                "unit": unit,
                "thresholds": r.thresholds,
                "seats": r.seats,
                "graph": r.graph,
            }
        });
        return writeln!(out, "{summary}").map_err(io);
    }
    // Text: the move number `replay` prints (ply + 1), seat, loss, mark, played and best.
    writeln!(out, "move seat  loss mark        played | best ({unit})").map_err(io)?;
    for t in &r.turns {
        let mark = if t.forced { "forced" } else { t.mark.name() };
        writeln!(
            out,
            "{:>4} {:<4} {:>5} {mark:<11} {} | {}",
            t.ply + 1,
            t.seat,
            t.loss,
            t.played,
            t.best
        )
        .map_err(io)?;
    }
    for s in &r.seats {
        writeln!(
            out,
            "seat {}: {} turns, {} good, {} inaccuracies, {} mistakes, {} blunders, \
             average loss {:.2} {unit}, accuracy {:.1}%",
            s.seat,
            s.turns,
            s.good,
            s.inaccuracies,
            s.mistakes,
            s.blunders,
            s.average_loss,
            s.accuracy
        )
        .map_err(io)?;
    }
    Ok(())
}

/// Run the parsed command; errors are `(message, exit code)`.
fn run(args: impl IntoIterator<Item = OsString>) -> Result<(), (String, u8)> {
    let Some(cli) = parse(args).map_err(|e| (e, 2))? else {
        return Ok(());
    };
    if let Command::Help { command } = cli.command {
        let mut args = vec![OsString::from("petri-cli")];
        args.extend(command.map(OsString::from));
        args.push("--help".into());
        return parse(args).map(|_| ()).map_err(|e| (e, 2));
    }
    let rules = cli.rules.rules().map_err(|e| (e, 2))?;
    let o = Ctx {
        command: cli.command.name(),
        rules: &rules,
        position: cli.rules.position.as_deref(),
    };
    let mut out = Out::new();
    let res = match cli.command {
        Command::Help { .. } => Ok(()),
        Command::Perft { depth, time } => cmd_perft(&o, depth, time, &mut out),
        Command::Divide { depth } => cmd_divide(&o, depth, &mut out),
        Command::Moves => cmd_moves(&o, &mut out),
        Command::Captures { mode, order } => cmd_captures(&o, mode, order.as_deref(), &mut out),
        Command::Play { seed } => {
            let stdin = io::stdin();
            play(&o, seed, &mut stdin.lock(), &mut out)
        }
        Command::Replay { record, quiet } => cmd_replay(&record, quiet, &mut out),
        Command::Puzzles(command) => puzzles::run(command, &mut out),
        Command::Mod(command) => mods::run(command, &mut out),
        Command::Review {
            record,
            nodes,
            json,
            threads,
        } => cmd_review(
            &record,
            nodes,
            json,
            threads.unwrap_or_else(cores),
            &mut out,
        ),
        Command::Engine { seed } => {
            let stdin = io::stdin();
            engine::run(rules, seed, stdin.lock(), out).map_err(|e| e.to_string())
        }
        Command::Match {
            a,
            b,
            games,
            seed,
            deterministic,
            opening,
            threads,
            go,
            verbose,
            quiet,
            records,
            until_first,
        } => {
            let threads = threads.unwrap_or_else(cores);
            matches::run(
                &rules,
                &a,
                &b,
                games,
                seed,
                deterministic,
                opening,
                until_first,
                threads,
                &go,
                !quiet && verbose,
                records.as_deref(),
                &mut out,
            )
        }
    };
    res.map_err(|e| (e, 1))
}

fn main() -> ExitCode {
    match run(std::env::args_os()) {
        Ok(()) => ExitCode::SUCCESS,
        Err((e, code)) => {
            note!("error: {e}");
            ExitCode::from(code)
        }
    }
}
