//! `petri-cli engine`: a line protocol on stdin/stdout, like UCI for chess, so any program can
//! play against the AI.
//!
//! ```text
//! rules <preset> players <N> [size <n>] [pieces <k>]   -> ok
//! position <notation> [dice <a> <b>]                    -> ok     (startpos for the start)
//! go movetime <ms> | go nodes <n> | go level <name>     -> bestmove <move>
//! quit
//! ```
//!
//! For Chinese checkers `bestmove` is `from-to` (or `pass`). For Petri the position is the start
//! of the seat to move's turn and `dice` gives its roll; `bestmove` is the whole turn as Petri
//! actions separated by `;`, e.g. `bestmove die 3; place n1; place n2; place m5; check-rest`.
//! Every error is one line `error <reason>`, also for an input line that is not UTF-8; the
//! engine keeps running.

use std::io::{BufRead, Write};

use petri_ai::petri::PetriAi;
use petri_ai::{CheckersAi, Level, LevelLimits, Limits};
use petri_rules::{PetriAction, PetriPhase, PetriState, Position, Preset, Rules};
use web_time::Duration;

/// The engine's state between commands.
pub struct Engine {
    rules: Rules,
    position: Option<Position>,
    petri: Option<PetriState>,
    checkers_ai: CheckersAi,
    seed: u64,
}

impl Engine {
    pub fn new(rules: Rules, seed: u64) -> Engine {
        let mut e = Engine {
            rules,
            position: None,
            petri: None,
            checkers_ai: CheckersAi::new(Level::Hard, seed),
            seed,
        };
        e.reset_position();
        e
    }

    fn reset_position(&mut self) {
        if self.rules.is_petri() {
            self.position = None;
            self.petri = PetriState::with_first_player(&self.rules, petri_rules::Seat(0)).ok();
        } else {
            self.petri = None;
            self.position = Position::start(&self.rules).ok();
        }
    }

    /// Handle one line; returns the reply lines (empty for `quit`, which also sets `quit`).
    pub fn handle(&mut self, line: &str, quit: &mut bool) -> Vec<String> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let reply = match words.first().copied() {
            None => return Vec::new(),
            Some("quit") => {
                *quit = true;
                return Vec::new();
            }
            Some("isready") => Ok(vec!["readyok".to_string()]),
            Some("rules") => self.cmd_rules(&words[1..]),
            Some("position") => self.cmd_position(line.trim_start()["position".len()..].trim()),
            Some("go") => self.cmd_go(&words[1..]),
            Some(other) => Err(format!(
                "unknown command '{other}' (rules, position, go, isready, quit)"
            )),
        };
        match reply {
            Ok(lines) => lines,
            Err(e) => vec![format!("error {e}")],
        }
    }

    fn cmd_rules(&mut self, args: &[&str]) -> Result<Vec<String>, String> {
        let preset: Preset = args
            .first()
            .ok_or("rules needs a preset: rules classic players 2")?
            .parse()
            .map_err(|e| format!("{e}"))?;
        let mut players = 2u8;
        let mut size = None;
        let mut pieces = None;
        let mut i = 1;
        while i < args.len() {
            let value = args
                .get(i + 1)
                .ok_or_else(|| format!("'{}' needs a value", args[i]))?;
            let n: u8 = value
                .parse()
                .map_err(|_| format!("'{}' takes a number, not '{value}'", args[i]))?;
            match args[i] {
                "players" => players = n,
                "size" => size = Some(n),
                "pieces" => pieces = Some(n),
                other => return Err(format!("unknown rules option '{other}'")),
            }
            i += 2;
        }
        let mut rules = Rules::preset(preset, players);
        if let Some(s) = size {
            rules = rules.with_size(s);
        }
        if let Some(p) = pieces {
            rules = rules.with_pieces(p);
        }
        rules.validate().map_err(|e| e.to_string())?;
        self.rules = rules;
        self.checkers_ai = CheckersAi::new(Level::Hard, self.seed);
        self.reset_position();
        Ok(vec!["ok".into()])
    }

    fn cmd_position(&mut self, text: &str) -> Result<Vec<String>, String> {
        let (board, dice) = match text.find(" dice ") {
            Some(i) => (&text[..i], Some(text[i + 6..].trim())),
            None => (text, None),
        };
        let board = board.trim();
        if self.rules.is_petri() {
            let mut st = if board == "startpos" || board.is_empty() {
                PetriState::with_first_player(&self.rules, petri_rules::Seat(0))
                    .map_err(|e| e.to_string())?
            } else {
                PetriState::from_notation(&self.rules, board).map_err(|e| e.to_string())?
            };
            if let Some(d) = dice {
                let v: Vec<u8> = d
                    .split_whitespace()
                    .map(|x| x.parse().map_err(|_| format!("'{x}' is not a die")))
                    .collect::<Result<_, _>>()?;
                let [a, b] = v[..] else {
                    return Err("dice takes two values, like dice 3 5".into());
                };
                st.play(PetriAction::Roll(a, b))
                    .map_err(|e| e.to_string())?;
            }
            self.petri = Some(st);
        } else {
            if dice.is_some() {
                return Err("dice only apply to Petri".into());
            }
            let pos = if board == "startpos" || board.is_empty() {
                Position::start(&self.rules).map_err(|e| e.to_string())?
            } else {
                Position::from_notation(&self.rules, board).map_err(|e| e.to_string())?
            };
            self.position = Some(pos);
        }
        Ok(vec!["ok".into()])
    }

    fn cmd_go(&mut self, args: &[&str]) -> Result<Vec<String>, String> {
        let (kind, value) = match args {
            [k, v] => (*k, *v),
            [] => ("level", "hard"),
            _ => return Err("go takes movetime <ms>, nodes <n> or level <name>".into()),
        };
        let (level, limits) = match kind {
            "movetime" => {
                let ms: u64 = value
                    .parse()
                    .map_err(|_| format!("movetime takes milliseconds, not '{value}'"))?;
                (Level::Master, Limits::time(Duration::from_millis(ms)))
            }
            "nodes" => {
                let n: u64 = value
                    .parse()
                    .map_err(|_| format!("nodes takes a number, not '{value}'"))?;
                (Level::Master, Limits::nodes(n))
            }
            "level" => {
                let l: Level = value.parse()?;
                (l, l.limits())
            }
            other => return Err(format!("unknown go option '{other}'")),
        };
        if self.rules.is_petri() {
            let st = self.petri.as_ref().ok_or("no position")?;
            if !matches!(st.phase(), PetriPhase::ChooseDie { .. }) {
                return Err(
                    "a Petri position needs its roll: position <notation> dice <a> <b>".into(),
                );
            }
            let mut ai = PetriAi::new(level, self.seed);
            let mut st = st.clone();
            let me = st.to_move();
            let mut actions = Vec::new();
            while !st.is_over() && st.to_move() == me {
                let Some(a) = ai.choose(&st) else { break };
                st.play(a).map_err(|e| format!("internal: {e}"))?;
                actions.push(a.to_text());
            }
            return Ok(vec![format!("bestmove {}", actions.join("; "))]);
        }
        let pos = self.position.as_ref().ok_or("no position")?;
        let mut ai = std::mem::replace(&mut self.checkers_ai, CheckersAi::new(level, self.seed));
        let r = if kind == "level" {
            let mut fresh = CheckersAi::new(level, self.seed);
            fresh.choose_in(pos, &[])
        } else {
            ai.searcher().search_position(pos, &[], limits)
        };
        self.checkers_ai = ai;
        Ok(vec![format!("bestmove {}", r.best)])
    }
}

/// Run the protocol on stdin/stdout until `quit` or end of input.
pub fn run(
    rules: Rules,
    seed: u64,
    mut input: impl BufRead,
    mut out: impl Write,
) -> std::io::Result<()> {
    let mut engine = Engine::new(rules, seed);
    let mut quit = false;
    while let Some(line) = crate::read_line(&mut input)? {
        let replies = match line {
            Ok(line) => engine.handle(&line, &mut quit),
            Err(e) => vec![format!("error {e}")],
        };
        for reply in replies {
            writeln!(out, "{reply}")?;
        }
        out.flush()?;
        if quit {
            break;
        }
    }
    Ok(())
}
