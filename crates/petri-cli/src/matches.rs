//! `petri-cli match`: games between two players, with the score and its 95% confidence
//! interval, game length and time per move.
//!
//! Players: an AI level (`beginner` … `master`), a level at a node budget (`master@1000000`,
//! and with a race evaluation of its choosing, `hard@1000000/hand` or `/learned`),
//! `greedy` (Chinese checkers: the move that gains most rows; Petri: the turn that captures most
//! now), a one-ply racer of the family of [`petri_ai::RacerStyle`] (Chinese checkers only:
//! `racer`, each marble heading for the nearest free target hole, marbles home only moving
//! deeper, and `racer-tip`, `racer-rows`, `racer-order`, `racer-out`, `racer-back` and their
//! combinations),
//! `random` (any legal move), or `engine:<command>` (a program speaking the
//! `petri-cli engine` protocol). Player A takes one
//! seat (its team with teams), rotating over the seats from game to game; player B plays every
//! other seat. Each game is seeded by `--seed` and its number, so a match replays exactly when
//! no player has a time limit (`--deterministic` drops the levels' time limits).

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use chacha20::ChaCha8Rng;
use std::task::Poll;

use petri_ai::petri::PetriStyle;
use petri_ai::{Computer, Level, RacerStyle, greedy_move, racer_move_styled};
use petri_rules::{
    Action, Bitboard, EndReason, Game, PetriAction, PetriPhase, Position, Rules, Score, Seat,
    Standing,
};
use rand::{RngExt, SeedableRng};
use web_time::Instant;

/// Who plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Spec {
    Level(Level),
    /// A level searching this many nodes a move, with no time limit (Chinese checkers only),
    /// and evaluating races its own way or by the evaluation named (`LEVEL@NODES/hand`).
    Nodes(Level, u64, Option<Eval>),
    Greedy,
    /// A one-ply racer of the family (Chinese checkers only).
    Racer(RacerStyle),
    Random,
    Engine(String),
}

/// A race evaluation named after a node budget: `hand` (the hand-made distance of `petri-ai`'s
/// search) or `learned` (the fitted weights, where they apply: two colour sets of 10 on the
/// 121-hole board; elsewhere the hand-made one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Eval {
    Hand,
    Learned,
}

impl Eval {
    fn name(self) -> &'static str {
        match self {
            Eval::Hand => "hand",
            Eval::Learned => "learned",
        }
    }
    fn race_eval(self) -> petri_ai::race::RaceEval {
        match self {
            Eval::Hand => petri_ai::race::RaceEval::HandMade,
            Eval::Learned => petri_ai::race::RaceEval::Learned,
        }
    }
}

impl std::str::FromStr for Spec {
    type Err = String;
    fn from_str(s: &str) -> Result<Spec, String> {
        match s {
            "greedy" => Ok(Spec::Greedy),
            _ if s.starts_with("racer") => RacerStyle::parse(s).map(Spec::Racer).ok_or_else(|| {
                format!(
                    "unknown racer '{s}' (racer, then any of -tip, -rows, -order, -out, -back once each)"
                )
            }),
            "random" => Ok(Spec::Random),
            _ if s.contains('@') && !s.starts_with("engine:") => {
                let (level, rest) = s.split_once('@').expect("an @");
                let level: Level = level.parse()?;
                let (nodes, eval) = match rest.split_once('/') {
                    Some((nodes, "hand")) => (nodes, Some(Eval::Hand)),
                    Some((nodes, "learned")) => (nodes, Some(Eval::Learned)),
                    Some((_, other)) => {
                        return Err(format!(
                            "'{s}': unknown evaluation '{other}' after / (hand or learned)"
                        ));
                    }
                    None => (rest, None),
                };
                let nodes: u64 = nodes.parse().map_err(|_| {
                    format!(
                        "'{s}': after @ comes a number of search nodes a move, like {level}@100000"
                    )
                })?;
                if nodes == 0 {
                    return Err(format!("'{s}': a level needs at least one node a move"));
                }
                Ok(Spec::Nodes(level, nodes, eval))
            }
            _ => match s.strip_prefix("engine:") {
                Some(cmd) if !cmd.trim().is_empty() => Ok(Spec::Engine(cmd.to_string())),
                Some(_) => Err("engine: needs a command, like engine:'petri-cli engine'".into()),
                None => s.parse().map(Spec::Level).map_err(|e: String| {
                    format!("{e}, or LEVEL@NODES, greedy, racer, random or engine:<command>")
                }),
            },
        }
    }
}

impl std::fmt::Display for Spec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Spec::Level(l) => write!(f, "{l}"),
            Spec::Nodes(l, n, None) => write!(f, "{l}@{n}"),
            Spec::Nodes(l, n, Some(e)) => write!(f, "{l}@{n}/{}", e.name()),
            Spec::Greedy => f.write_str("greedy"),
            Spec::Racer(style) => f.write_str(&style.name()),
            Spec::Random => f.write_str("random"),
            Spec::Engine(c) => write!(f, "engine:{c}"),
        }
    }
}

const RACER_PETRI: &str = "racer plays Chinese checkers only (in Petri try greedy)";
const NODES_PETRI: &str =
    "a node budget (LEVEL@NODES) is for Chinese checkers only: Petri levels do not count nodes";

/// An external engine process.
struct External {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    go: String,
}

impl External {
    fn start(cmd: &str, rules: &Rules, go: &str) -> Result<External, String> {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(cmd)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot start engine '{cmd}': {e}"))?;
        let stdin = child.stdin.take().ok_or("no engine stdin")?;
        let stdout = BufReader::new(child.stdout.take().ok_or("no engine stdout")?);
        let mut e = External {
            child,
            stdin,
            stdout,
            go: go.to_string(),
        };
        let preset = rules_preset_name(rules);
        let reply = e.ask(&format!(
            "rules {preset} players {} size {} pieces {}",
            rules.players,
            rules.size,
            rules.pieces_per_set()
        ))?;
        if reply != "ok" {
            return Err(format!("engine answered '{reply}' to rules"));
        }
        Ok(e)
    }

    fn ask(&mut self, line: &str) -> Result<String, String> {
        writeln!(self.stdin, "{line}").map_err(|e| format!("engine: {e}"))?;
        self.stdin.flush().map_err(|e| format!("engine: {e}"))?;
        loop {
            let mut reply = String::new();
            let n = self
                .stdout
                .read_line(&mut reply)
                .map_err(|e| format!("engine: {e}"))?;
            if n == 0 {
                return Err("engine closed its output".into());
            }
            let reply = reply.trim();
            if reply.is_empty() || reply.starts_with("info") {
                continue;
            }
            if let Some(e) = reply.strip_prefix("error") {
                return Err(format!("engine error:{e}"));
            }
            return Ok(reply.to_string());
        }
    }

    fn best(&mut self, position: &str) -> Result<String, String> {
        let ok = self.ask(&format!("position {position}"))?;
        if ok != "ok" {
            return Err(format!("engine answered '{ok}' to position"));
        }
        let go = format!("go {}", self.go);
        let reply = self.ask(&go)?;
        reply
            .strip_prefix("bestmove ")
            .map(|s| s.trim().to_string())
            .ok_or_else(|| format!("engine answered '{reply}' to go"))
    }
}

impl Drop for External {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.child.wait();
    }
}

fn rules_preset_name(rules: &Rules) -> &'static str {
    use petri_rules::{CaptureMode, CheckersOptions, Variant};
    match rules.variant {
        Variant::Petri(o) if o.captures == CaptureMode::Realtime => "petri-realtime",
        Variant::Petri(_) => "petri",
        Variant::Checkers(o) if o == CheckersOptions::FAMILY => "family",
        Variant::Checkers(o) if o == CheckersOptions::ONLINE => "online",
        Variant::Checkers(_) => "classic",
    }
}

enum Player {
    Computer(Computer),
    /// Chinese checkers baselines (Petri's are computer styles).
    Greedy(ChaCha8Rng),
    Racer(RacerStyle, ChaCha8Rng),
    Random(ChaCha8Rng),
    External(External),
}

impl Player {
    fn new(
        spec: &Spec,
        rules: &Rules,
        seed: u64,
        deterministic: bool,
        go: &str,
    ) -> Result<Player, String> {
        let rng = ChaCha8Rng::seed_from_u64(seed);
        Ok(match (spec, rules.is_petri()) {
            (Spec::Engine(cmd), _) => Player::External(External::start(cmd, rules, go)?),
            (Spec::Level(l), _) => {
                let c = Computer::new(*l, seed, rules);
                Player::Computer(if deterministic { c.deterministic() } else { c })
            }
            (Spec::Nodes(l, n, eval), false) => {
                let c = Computer::new(*l, seed, rules).with_nodes(*n);
                Player::Computer(match eval {
                    Some(e) => c.with_race_eval(e.race_eval()),
                    None => c,
                })
            }
            (Spec::Nodes(..), true) => return Err(NODES_PETRI.into()),
            (Spec::Greedy, false) => Player::Greedy(rng),
            (Spec::Racer(style), false) => Player::Racer(*style, rng),
            (Spec::Racer(_), true) => return Err(RACER_PETRI.into()),
            (Spec::Random, false) => Player::Random(rng),
            (Spec::Greedy, true) => {
                Player::Computer(Computer::petri_style(PetriStyle::GREEDY, seed))
            }
            (Spec::Random, true) => {
                Player::Computer(Computer::petri_style(PetriStyle::RANDOM, seed))
            }
        })
    }

    /// The actions of the seat to move (an engine plays a whole Petri turn at once, from the
    /// notation of the turn's start); also returns the search nodes spent.
    fn act(&mut self, game: &Game, turn_start: &str) -> Result<(Vec<Action>, u64), String> {
        match (self, game) {
            (Player::Computer(c), _) => {
                let mut pondering = c.begin(game);
                loop {
                    if let Poll::Ready(a) = c.think(&mut pondering, game, None) {
                        let a = a.ok_or("no decision")?;
                        return Ok((vec![a], pondering.nodes()));
                    }
                }
            }
            (Player::Greedy(rng), Game::Checkers(g)) => {
                Ok((vec![Action::Move(greedy_move(g.position(), rng))], 0))
            }
            (Player::Racer(style, rng), Game::Checkers(g)) => Ok((
                vec![Action::Move(racer_move_styled(g.position(), *style, rng))],
                0,
            )),
            (Player::Random(rng), Game::Checkers(g)) => {
                let moves = g.legal_moves();
                Ok((
                    vec![Action::Move(moves[rng.random_range(0..moves.len())])],
                    0,
                ))
            }
            (Player::External(e), Game::Checkers(g)) => {
                let text = e.best(&g.position().to_notation())?;
                let m = game
                    .parse_action(&text)
                    .map_err(|err| format!("engine played '{text}': {err}"))?;
                Ok((vec![m], 0))
            }
            (Player::External(e), Game::Petri(g)) => {
                let PetriPhase::ChooseDie { dice } = g.state().phase() else {
                    return Err("engine off its turn plan".into());
                };
                let reply = e.best(&format!("{turn_start} dice {} {}", dice[0], dice[1]))?;
                reply
                    .split(';')
                    .map(|t| game.parse_action(t.trim()).map_err(|e| e.to_string()))
                    .collect::<Result<_, _>>()
                    .map(|v| (v, 0))
            }
            _ => Err("a Chinese checkers player in a Petri game".into()),
        }
    }

    fn remember(&mut self, game: &Game) {
        if let Player::Computer(c) = self {
            c.remember(game);
        }
    }
}

/// Totals of a match.
#[derive(Default, Debug)]
struct Tally {
    wins: u32,
    draws: u32,
    losses: u32,
    /// Games where A's place was first (alone or shared).
    firsts: u32,
    plies: u64,
    time: [f64; 2],
    moves: [u64; 2],
    nodes: [u64; 2],
    errors: Vec<String>,
    /// Chinese checkers games that ended at the move cap, and those of them with a marble
    /// still in its own start triangle (it blocks that triangle's owner).
    capped: Vec<u64>,
    capped_start: Vec<(u64, String)>,
}

/// What every game of a match shares (the arguments of [`run`] but the games' number, threads
/// and output).
struct Setup<'a> {
    rules: &'a Rules,
    a: &'a Spec,
    b: &'a Spec,
    seed: u64,
    deterministic: bool,
    opening: u32,
    until_first: bool,
    go: &'a str,
    records: Option<&'a std::path::Path>,
}

/// A game that could not be played out: why, and whether player A is to blame (it loses the
/// game; otherwise B does).
type Forfeit = (String, bool);

/// Run a match and print the report.
#[allow(clippy::too_many_arguments)]
pub fn run(
    rules: &Rules,
    a: &Spec,
    b: &Spec,
    games: u32,
    seed: u64,
    deterministic: bool,
    opening: u32,
    until_first: bool,
    threads: usize,
    go: &str,
    verbose: bool,
    records: Option<&std::path::Path>,
    out: &mut impl Write,
) -> Result<(), String> {
    check_specs(rules, a, b)?;
    // The records' folder is made first: a folder that cannot be is an error, not a forfeit.
    if let Some(dir) = records {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("--records: cannot make {}: {e}", dir.display()))?;
    }
    let setup = Setup {
        rules,
        a,
        b,
        seed,
        deterministic,
        opening,
        until_first,
        go,
        records,
    };
    let started = Instant::now();
    let tally = play_all(&setup, games, threads, verbose);
    report(&setup, &tally, started, out)
}

/// Refuse the players the rules have none of (Petri has no racers and no node budgets).
fn check_specs(rules: &Rules, a: &Spec, b: &Spec) -> Result<(), String> {
    if rules.is_petri() && [a, b].iter().any(|s| matches!(s, Spec::Racer(_))) {
        return Err(RACER_PETRI.into());
    }
    if rules.is_petri() && [a, b].iter().any(|s| matches!(s, Spec::Nodes(..))) {
        return Err(NODES_PETRI.into());
    }
    Ok(())
}

/// Play games `0..games` on `threads` threads (each takes the next game not yet begun) and add
/// up their results; `verbose` notes each game as it ends.
fn play_all(setup: &Setup, games: u32, threads: usize, verbose: bool) -> Tally {
    let next = AtomicUsize::new(0);
    let tally = Mutex::new(Tally::default());
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                loop {
                    let g = next.fetch_add(1, Ordering::Relaxed);
                    if g >= games as usize {
                        break;
                    }
                    let result = play_game(setup, g as u64);
                    let mut t = tally.lock().expect("tally");
                    if verbose {
                        note_game(setup.rules, g, &result);
                    }
                    t.add(g as u64, result);
                }
            });
        }
    });
    tally.into_inner().expect("tally")
}

/// The `--verbose` line of game `g`.
fn note_game(rules: &Rules, g: usize, result: &Result<GameResult, Forfeit>) {
    match result {
        Ok(r) => crate::out::note!(
            "game {g}: {:?} in {} plies, A on seat {}",
            r.outcome,
            r.plies,
            Seat((g % rules.players as usize) as u8)
        ),
        Err((e, _)) => crate::out::note!("game {g}: forfeit: {e}"),
    }
}

impl Tally {
    /// Count game `g`'s result (a forfeit is a loss for the side to blame).
    fn add(&mut self, g: u64, result: Result<GameResult, Forfeit>) {
        match result {
            Ok(r) => {
                match r.outcome {
                    Res::Win => self.wins += 1,
                    Res::Draw => self.draws += 1,
                    Res::Loss => self.losses += 1,
                }
                self.firsts += r.first as u32;
                if r.capped {
                    self.capped.push(g);
                }
                if !r.capped_start.is_empty() {
                    self.capped_start.push((g, r.capped_start.clone()));
                }
                self.plies += r.plies;
                for i in 0..2 {
                    self.time[i] += r.time[i];
                    self.moves[i] += r.moves[i];
                    self.nodes[i] += r.nodes[i];
                }
            }
            Err((e, loser_is_a)) => {
                if loser_is_a {
                    self.losses += 1;
                } else {
                    self.wins += 1;
                }
                self.errors.push(format!("game {g}: {e}"));
            }
        }
    }
}

/// Print the match's report: score with its confidence interval, first places, game length and
/// time per move, the games at the move cap and the forfeits.
fn report(setup: &Setup, t: &Tally, started: Instant, out: &mut impl Write) -> Result<(), String> {
    let Setup {
        rules,
        a,
        b,
        seed,
        deterministic,
        ..
    } = *setup;
    let n = (t.wins + t.draws + t.losses) as f64;
    let score = (t.wins as f64 + t.draws as f64 / 2.0) / n;
    let ci = 1.96 * (score * (1.0 - score) / n).sqrt();
    let io = |e: std::io::Error| e.to_string();
    writeln!(
        out,
        "match {a} vs {b}: {} players, {} games, seed {seed}{}",
        rules.players,
        n as u32,
        if deterministic { ", deterministic" } else { "" }
    )
    .map_err(io)?;
    writeln!(
        out,
        "{a}: +{} ={} -{}, score {:.1}% ± {:.1}% (95% confidence)",
        t.wins,
        t.draws,
        t.losses,
        score * 100.0,
        ci * 100.0
    )
    .map_err(io)?;
    if rules.players > 2 || rules.teams {
        let units = rules.unit_count() as f64;
        writeln!(
            out,
            "{a} placed first in {:.1}% of games (chance {:.1}%)",
            t.firsts as f64 / n * 100.0,
            100.0 / units
        )
        .map_err(io)?;
    }
    writeln!(
        out,
        "average game: {:.1} plies; {a}: {:.3} s/move{}; {b}: {:.3} s/move{}; {:.1} s in all",
        t.plies as f64 / n,
        t.time[0] / t.moves[0].max(1) as f64,
        nps(t.nodes[0], t.time[0]),
        t.time[1] / t.moves[1].max(1) as f64,
        nps(t.nodes[1], t.time[1]),
        started.elapsed().as_secs_f64()
    )
    .map_err(io)?;
    if !rules.is_petri() {
        report_capped(a, t, out)?;
    }
    for e in &t.errors {
        writeln!(out, "forfeit: {e}").map_err(io)?;
    }
    Ok(())
}

/// The report's line on Chinese checkers games that ended at the move cap, and those of them
/// with a marble left in its start triangle.
fn report_capped(a: &Spec, t: &Tally, out: &mut impl Write) -> Result<(), String> {
    let io = |e: std::io::Error| e.to_string();
    let mut capped = t.capped.clone();
    capped.sort_unstable();
    let mut start = t.capped_start.clone();
    start.sort();
    let games = |v: Vec<String>| {
        if v.is_empty() {
            String::new()
        } else {
            format!(" (games {})", v.join(", "))
        }
    };
    writeln!(
        out,
        "games ended at the move cap: {}{}; with a marble left in its start triangle: {}{}",
        capped.len(),
        games(capped.iter().map(|g| g.to_string()).collect()),
        start.len(),
        games(
            start
                .iter()
                .map(|(g, seats)| format!("{g}: seat {seats}"))
                .collect()
        ),
    )
    .map_err(io)?;
    if !start.is_empty() {
        writeln!(out, "(seats marked * are {a}'s)").map_err(io)?;
    }
    Ok(())
}

fn nps(nodes: u64, secs: f64) -> String {
    if nodes == 0 || secs <= 0.0 {
        String::new()
    } else {
        format!(" ({:.0} nodes/s)", nodes as f64 / secs)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Res {
    Win,
    Draw,
    Loss,
}

struct GameResult {
    outcome: Res,
    /// Ended at the move cap (Chinese checkers).
    capped: bool,
    /// Ended at the move cap with marbles still in their own start triangles: those seats
    /// (player A's marked `*`).
    capped_start: String,
    first: bool,
    plies: u64,
    time: [f64; 2],
    moves: [u64; 2],
    nodes: [u64; 2],
}

/// Which seats player A takes in game `g`.
fn a_seats(rules: &Rules, g: u64) -> Vec<bool> {
    let players = rules.players as u64;
    let seat = Seat((g % players) as u8);
    (0..rules.players)
        .map(|s| rules.unit_of(Seat(s)) == rules.unit_of(seat))
        .collect()
}

/// One game of the match: player A on the seats of game `g`'s rotation, B on the others.
fn play_game(setup: &Setup, g: u64) -> Result<GameResult, Forfeit> {
    let rules = setup.rules;
    let mine = a_seats(rules, g);
    let base = setup.seed.wrapping_mul(1_000_003).wrapping_add(g * 97);
    let mut dice = ChaCha8Rng::seed_from_u64(base ^ 0xD1CE);
    let mut players = seat_players(setup, &mine, base)?;
    let mut game = Game::new(rules).map_err(|e| (e.to_string(), false))?;
    let mut r = GameResult {
        outcome: Res::Loss,
        capped: false,
        capped_start: String::new(),
        first: false,
        plies: 0,
        time: [0.0; 2],
        moves: [0; 2],
        nodes: [0; 2],
    };
    play_opening(setup, g, &mut game, &mut players)?;
    let turns = play_out(setup, &mine, &mut game, &mut players, &mut dice, &mut r)?;
    r.plies = if game.is_petri() {
        turns
    } else {
        game.progress().0 as u64
    };
    if let Some(g) = game.checkers()
        && g.outcome().is_some_and(|o| o.reason == EndReason::MoveCap)
    {
        r.capped = true;
        r.capped_start = seats_left_in_start(rules, g.position(), &mine);
    }
    if let Some(dir) = setup.records {
        let path = dir.join(format!("game-{g}.json"));
        std::fs::write(&path, game.record().to_json())
            .map_err(|e| (format!("cannot write {}: {e}", path.display()), false))?;
    }
    (r.first, r.outcome) = a_result(rules, &game, &mine)?;
    Ok(r)
}

/// The players of a game, seat by seat: A's spec on its seats (`mine`), B's on the others,
/// each seeded from the game's `base` seed and its seat.
fn seat_players(setup: &Setup, mine: &[bool], base: u64) -> Result<Vec<Player>, Forfeit> {
    let mut players: Vec<Player> = Vec::new();
    for s in 0..setup.rules.players {
        let spec = if mine[s as usize] { setup.a } else { setup.b };
        players.push(
            Player::new(
                spec,
                setup.rules,
                base + s as u64,
                setup.deterministic,
                setup.go,
            )
            .map_err(|e| (e, mine[s as usize]))?,
        );
    }
    Ok(players)
}

/// Chinese checkers with `--opening`: the random opening moves of game `g`'s round (the same
/// for each round of games, A on every seat in turn), which every player remembers.
fn play_opening(
    setup: &Setup,
    g: u64,
    game: &mut Game,
    players: &mut [Player],
) -> Result<(), Forfeit> {
    let Game::Checkers(g0) = &*game else {
        return Ok(());
    };
    if setup.opening == 0 {
        return Ok(());
    }
    let round = g / setup.rules.players as u64;
    let mut orng = ChaCha8Rng::seed_from_u64(setup.seed.wrapping_mul(7919) ^ round ^ 0x0BE1);
    for m in petri_ai::random_opening(g0.position(), setup.opening, &mut orng) {
        let seat = game.to_move();
        game.play(seat, Action::Move(m))
            .map_err(|e| (e.to_string(), false))?;
        for p in players.iter_mut() {
            p.remember(game);
        }
    }
    Ok(())
}

/// Play the game to its end (or with `until_first`, until a unit is home first): the dice
/// rolled from `dice`, every other action asked of the seat's player, whose time, moves and
/// nodes are added to `r` (`mine`: A's seats). Returns the Petri turns begun.
fn play_out(
    setup: &Setup,
    mine: &[bool],
    game: &mut Game,
    players: &mut [Player],
    dice: &mut ChaCha8Rng,
    r: &mut GameResult,
) -> Result<u64, Forfeit> {
    let mut turn_start = game.to_notation();
    let mut turns = 0;
    while !game.is_over() {
        let seat = game.to_move();
        if game.awaits_dice() {
            if game.petri().is_some_and(|s| s.phase() == PetriPhase::Roll) {
                turn_start = game.to_notation();
                turns += 1;
            }
            let roll = PetriAction::Roll(dice.random_range(1..=6), dice.random_range(1..=6));
            game.play(seat, roll.into())
                .map_err(|e| (e.to_string(), false))?;
            continue;
        }
        let i = seat.index();
        let side = if mine[i] { 0 } else { 1 };
        let t = Instant::now();
        let (actions, nodes) = players[i]
            .act(game, &turn_start)
            .map_err(|e| (e, mine[i]))?;
        r.time[side] += t.elapsed().as_secs_f64();
        r.moves[side] += 1;
        r.nodes[side] += nodes;
        for a in actions {
            game.play(seat, a)
                .map_err(|e| (format!("seat {seat} played '{a}': {e}"), mine[i]))?;
        }
        if !game.is_petri() {
            for p in players.iter_mut() {
                p.remember(game);
            }
        }
        if setup.until_first
            && let Some(g) = game.checkers()
            && (0..setup.rules.unit_count()).any(|u| g.place_of(u) == Some(1))
        {
            break;
        }
    }
    Ok(turns)
}

/// The seats with a marble still in their own start triangle, separated by spaces, A's
/// marked `*`.
fn seats_left_in_start(rules: &Rules, pos: &Position, mine: &[bool]) -> String {
    let seats: Vec<String> = (0..rules.players)
        .map(Seat)
        .filter(|&seat| {
            pos.layout().sets.iter().enumerate().any(|(k, st)| {
                st.seat == seat && pos.set_holes(k) & st.home_holes != Bitboard::EMPTY
            })
        })
        .map(|seat| format!("{seat}{}", if mine[seat.index()] { "*" } else { "" }))
        .collect();
    seats.join(" ")
}

/// Player A's result in the finished game: whether its place is first, and a win, draw or
/// loss.
fn a_result(rules: &Rules, game: &Game, mine: &[bool]) -> Result<(bool, Res), Forfeit> {
    if let Some(g) = game.checkers()
        && !game.is_over()
    {
        // Ended once a seat was home first (`until_first`, finish=continue: nobody shares it).
        let unit = (0..rules.players)
            .find(|&s| mine[s as usize])
            .map_or(0, |s| rules.unit_of(Seat(s)));
        let first = g.place_of(unit) == Some(1);
        return Ok((first, if first { Res::Win } else { Res::Loss }));
    }
    // A's place: first (alone or shared) when its unit is in first place and got there (in
    // Chinese checkers, a unit placed first by a move cap did not); a win when no other unit
    // shares first place.
    let standings = game.standings();
    let unit = mine
        .iter()
        .position(|&m| m)
        .map(|s| rules.unit_of(Seat(s as u8)))
        .unwrap_or(0);
    let units_of = |s: &Standing| {
        let mut u: Vec<usize> = s.seats.iter().map(|&x| rules.unit_of(x)).collect();
        u.dedup();
        u
    };
    let mine_at = standings
        .iter()
        .find(|s| units_of(s).contains(&unit))
        .ok_or(("no place for player A".to_string(), false))?;
    let firsts: usize = standings
        .iter()
        .filter(|s| s.place == 1)
        .map(|s| units_of(s).len())
        .sum();
    let first = mine_at.place == 1 && mine_at.score != Score::NotHome;
    let outcome = if first && firsts == 1 {
        Res::Win
    } else if mine_at.place == 1 {
        Res::Draw
    } else {
        Res::Loss
    };
    Ok((first, outcome))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A deterministic match on one thread, seed 1.
    fn quick(
        rules: &Rules,
        a: &Spec,
        b: &Spec,
        games: u32,
        opening: u32,
        records: Option<&std::path::Path>,
        out: &mut impl Write,
    ) -> Result<(), String> {
        run(
            rules, a, b, games, 1, true, opening, false, 1, "", false, records, out,
        )
    }

    #[test]
    fn specs_parse() {
        assert_eq!("hard".parse::<Spec>(), Ok(Spec::Level(Level::Hard)));
        assert_eq!("greedy".parse::<Spec>(), Ok(Spec::Greedy));
        assert_eq!(
            "racer".parse::<Spec>(),
            Ok(Spec::Racer(RacerStyle::default()))
        );
        assert_eq!(Spec::Racer(RacerStyle::default()).to_string(), "racer");
        assert_eq!(
            "engine:petri-cli engine".parse::<Spec>(),
            Ok(Spec::Engine("petri-cli engine".into()))
        );
        assert!("engine:".parse::<Spec>().is_err());
        let unknown = "grandmaster".parse::<Spec>().unwrap_err();
        assert!(unknown.contains("greedy, racer, random"), "{unknown}");
        assert_eq!(
            "master@1000000".parse::<Spec>(),
            Ok(Spec::Nodes(Level::Master, 1_000_000, None))
        );
        assert_eq!(Spec::Nodes(Level::Hard, 5, None).to_string(), "hard@5");
        assert_eq!(
            "hard@1000000/hand".parse::<Spec>(),
            Ok(Spec::Nodes(Level::Hard, 1_000_000, Some(Eval::Hand)))
        );
        assert_eq!(
            Spec::Nodes(Level::Master, 7, Some(Eval::Learned)).to_string(),
            "master@7/learned"
        );
        // Each bad player names what is wrong.
        for (bad, says) in [
            ("hard@1000/fast", "unknown evaluation 'fast'"),
            ("hard@lots/hand", "number of search nodes"),
            ("master@lots", "number of search nodes"),
            ("hard@0", "at least one"),
            ("wizard@10", "'wizard'"),
        ] {
            let err = bad.parse::<Spec>().unwrap_err();
            assert!(err.contains(says), "{bad}: {err}");
        }
        // An engine command may hold an @.
        assert_eq!(
            "engine:ssh me@host".parse::<Spec>(),
            Ok(Spec::Engine("ssh me@host".into()))
        );
    }

    /// Every game's moves, from `--records`.
    fn recorded_moves(
        rules: &Rules,
        a: &Spec,
        b: &Spec,
        games: u32,
        deterministic: bool,
    ) -> Vec<Vec<String>> {
        use petri_rules::GameRecord;
        let dir = std::env::temp_dir().join(format!(
            "petri-nodes-{}-{}-{deterministic}",
            std::process::id(),
            a.to_string().replace('/', "-")
        ));
        std::fs::create_dir_all(&dir).unwrap();
        let mut out = Vec::new();
        run(
            rules,
            a,
            b,
            games,
            1,
            deterministic,
            2,
            false,
            1,
            "",
            false,
            Some(&dir),
            &mut out,
        )
        .unwrap();
        let moves = (0..games)
            .map(|g| {
                let text = std::fs::read_to_string(dir.join(format!("game-{g}.json"))).unwrap();
                let game = GameRecord::from_json(&text).unwrap().replay().unwrap();
                game.checkers()
                    .unwrap()
                    .moves()
                    .map(|m| m.to_string())
                    .collect()
            })
            .collect();
        std::fs::remove_dir_all(&dir).unwrap();
        moves
    }

    #[test]
    fn an_evaluation_after_the_budget_is_the_one_played() {
        use petri_rules::Preset;
        // Two-player classic on the 121-hole board: `hard` plays the learned race evaluation
        // there, so `/learned` changes nothing and `/hand` changes its moves.
        let rules = Rules::preset(Preset::Classic, 2);
        let racer = Spec::Racer(RacerStyle::default());
        let moves = |eval| {
            recorded_moves(
                &rules,
                &Spec::Nodes(Level::Hard, 2_000, eval),
                &racer,
                1,
                false,
            )
        };
        let own = moves(None);
        assert_eq!(moves(Some(Eval::Learned)), own);
        assert_ne!(
            moves(Some(Eval::Hand)),
            own,
            "the hand-made evaluation, other moves"
        );
    }

    #[test]
    fn a_level_at_its_own_node_budget_plays_as_the_deterministic_level() {
        use petri_rules::Preset;
        // The 73-hole board: `medium` searches its 5 000 nodes there (on the 121-hole board
        // it looks three plies ahead with the learned race evaluation).
        let mut rules = Rules::preset(Preset::Classic, 2);
        rules.size = 3;
        let medium = Spec::Level(Level::Medium);
        let same = recorded_moves(
            &rules,
            &Spec::Nodes(Level::Medium, 5_000, None),
            &Spec::Racer(RacerStyle::default()),
            2,
            false,
        );
        assert_eq!(
            same,
            recorded_moves(
                &rules,
                &medium,
                &Spec::Racer(RacerStyle::default()),
                2,
                true
            )
        );
        let fewer = recorded_moves(
            &rules,
            &Spec::Nodes(Level::Medium, 500, None),
            &Spec::Racer(RacerStyle::default()),
            2,
            false,
        );
        assert_ne!(fewer, same, "another budget, other moves");
        // Petri levels do not count nodes: refused before any game.
        let petri = Rules::preset(Preset::Petri, 2);
        let err = quick(
            &petri,
            &Spec::Nodes(Level::Hard, 1000, None),
            &Spec::Greedy,
            1,
            0,
            None,
            &mut Vec::new(),
        )
        .unwrap_err();
        assert!(err.contains("Chinese checkers only"), "{err}");
    }

    #[test]
    fn games_ended_at_the_move_cap_with_a_marble_in_a_start_triangle_are_reported() {
        use petri_rules::{CheckersOptions, Preset, Variant};
        // Five moves a seat: nobody gets home, and marbles are still in their start triangles.
        let mut rules = Rules::preset(Preset::Classic, 2);
        rules.variant = Variant::Checkers(CheckersOptions {
            move_cap: 5,
            ..CheckersOptions::CLASSIC
        });
        let mut out = Vec::new();
        quick(
            &rules,
            &Spec::Racer(RacerStyle::default()),
            &Spec::Greedy,
            2,
            0,
            None,
            &mut out,
        )
        .unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.contains("racer: +0 =2 -0"), "{text}");
        assert!(
            text.contains(
                "games ended at the move cap: 2 (games 0, 1); with a marble left in its start triangle: 2 (games 0: seat a* b, 1: seat a b*)"
            ),
            "{text}"
        );
    }

    #[test]
    fn until_first_ends_games_at_the_first_place_and_keeps_who_took_it() {
        use petri_rules::Preset;
        // Three players, classic rules: finish=continue ranks all three unless told otherwise.
        let rules = Rules::preset(Preset::Classic, 3);
        let (a, b) = (
            Spec::Racer(RacerStyle::default()),
            Spec::Racer(RacerStyle {
                tip: true,
                ..RacerStyle::default()
            }),
        );
        let report = |until_first: bool| {
            let mut out = Vec::new();
            run(
                &rules,
                &a,
                &b,
                6,
                1,
                true,
                4,
                until_first,
                1,
                "",
                false,
                None,
                &mut out,
            )
            .unwrap();
            let text = String::from_utf8(out).unwrap();
            let line = |start: &str| {
                text.lines()
                    .find(|l| l.starts_with(start))
                    .unwrap_or_else(|| panic!("no '{start}' in {text}"))
                    .to_string()
            };
            let plies: f64 = line("average game: ")["average game: ".len()..]
                .split(' ')
                .next()
                .unwrap()
                .parse()
                .unwrap();
            (line("racer placed first"), line("racer: +"), plies)
        };
        let (full, until) = (report(false), report(true));
        // The same first places (the games are the same until then), the rest not played.
        assert_eq!(full.0, until.0);
        assert!(until.2 < full.2, "{} plies against {}", until.2, full.2);
        // Nobody shares a first place under finish=continue: first is a win, else a loss.
        let firsts: f64 = until.0["racer placed first in ".len()..]
            .split('%')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        let wins = (firsts * 6.0 / 100.0).round() as u32;
        assert!(
            until
                .1
                .starts_with(&format!("racer: +{wins} =0 -{}", 6 - wins)),
            "{until:?}"
        );
    }

    #[test]
    fn each_round_of_games_starts_from_its_own_random_opening() {
        use petri_rules::{GameRecord, Preset};
        let rules = Rules::preset(Preset::Classic, 2);
        let dir = std::env::temp_dir().join(format!("petri-opening-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let mut out = Vec::new();
        quick(
            &rules,
            &Spec::Racer(RacerStyle::default()),
            &Spec::Greedy,
            4,
            6,
            Some(&dir),
            &mut out,
        )
        .unwrap();
        let first = |g: u32| -> Vec<String> {
            let text = std::fs::read_to_string(dir.join(format!("game-{g}.json"))).unwrap();
            let rec = GameRecord::from_json(&text).unwrap();
            let game = rec.replay().unwrap();
            let moves: Vec<String> = game
                .checkers()
                .unwrap()
                .moves()
                .take(6)
                .map(|m| m.to_string())
                .collect();
            moves
        };
        // Games 0 and 1 (A on seat a, then b) share an opening; games 2 and 3 have another.
        assert_eq!(first(0), first(1));
        assert_eq!(first(2), first(3));
        assert_ne!(first(0), first(2));
        std::fs::remove_dir_all(&dir).unwrap();
        // Every opening move is legal and, while the seat can, forward.
        let pos = petri_rules::Position::start(&rules).unwrap();
        let moves = petri_ai::random_opening(&pos, 8, &mut ChaCha8Rng::seed_from_u64(3));
        assert_eq!(
            moves,
            petri_ai::random_opening(&pos, 8, &mut ChaCha8Rng::seed_from_u64(3))
        );
        let mut p = pos.clone();
        let geo = p.geometry();
        for m in moves {
            let (from, to) = (m.from().unwrap(), m.to().unwrap());
            let t = p.layout().sets[p.set_at(from).unwrap()].target;
            assert!(
                t.axis_distance(geo.cube(to.index()), 4)
                    < t.axis_distance(geo.cube(from.index()), 4)
            );
            p.play(m).unwrap();
        }
    }

    #[test]
    fn racer_plays_chinese_checkers_and_refuses_petri() {
        use petri_rules::Preset;
        let rules = Rules::preset(Preset::Classic, 2);
        let mut out = Vec::new();
        quick(
            &rules,
            &Spec::Racer(RacerStyle::default()),
            &Spec::Greedy,
            2,
            0,
            None,
            &mut out,
        )
        .unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(
            text.starts_with("match racer vs greedy: 2 players, 2 games"),
            "{text}"
        );
        assert!(!text.contains("forfeit"), "{text}");
        assert!(
            text.contains(
                "games ended at the move cap: 0; with a marble left in its start triangle: 0"
            ),
            "{text}"
        );
        let petri = Rules::preset(Preset::Petri, 2);
        let err = quick(
            &petri,
            &Spec::Level(Level::Easy),
            &Spec::Racer(RacerStyle::default()),
            1,
            0,
            None,
            &mut Vec::new(),
        )
        .unwrap_err();
        assert!(err.contains("Chinese checkers only"), "{err}");
    }
}
