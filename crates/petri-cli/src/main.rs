//! `petri-cli`: the command line over `petri-rules` and `petri-ai` (spec section 6).

mod engine;
mod matches;

use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use chacha20::ChaCha8Rng;
use petri_rules::{
    CaptureMode, Finish, Game, GameRecord, Geometry, Hole, PetriAction, PetriEvent, PetriGame,
    PetriPhase, PetriState, Position, Preset, Replayed, Rules, Seat, Stops,
};
use rand::{RngExt, SeedableRng};

const USAGE: &str = "\
petri-cli — Chinese checkers and Petri rules from the command line

USAGE:
    petri-cli <command> [options]

COMMANDS:
    perft --depth D [--time] count move sequences of length 1..D (Chinese checkers);
                             --time adds the time and speed of each depth on stderr
    divide --depth D         perft split by first move
    moves                    legal moves of the seat to move, one per line
    captures [--mode sequential|realtime] [--order h1,h2,...]
                             resolve the Petri capture step on the position
    play [--seed S]          play a game in the terminal (two or more people at one keyboard)
    replay <record.json> [--quiet]
                             replay a game record and print its positions and result
    engine                   speak the engine protocol on stdin/stdout (see README)
    match --a <player> --b <player> --games N [--seed S] [--deterministic] [--threads T]
          [--go \"level hard\"]
                             play a match; a player is a level (beginner, easy, medium,
                             hard, master), greedy, random or engine:<command>; --go is
                             what engines are told to search; --records <dir> saves
                             every Chinese checkers game as a record; --verbose lists games
    help                     this text

OPTIONS (every command):
    --rules classic|family|online|petri|petri-realtime   (default classic)
    --players 2|3|4|6        (default 2)
    --size 2..6              board size (default 4, the standard 121-hole board)
    --pieces N               pieces per colour set (default: the triangle, 10 on size 4)
    --position \"<notation>\"  start from this position (default: the start position)
    --sets N                 colour sets per seat (2 players: 1-3, 3 players: 1-2)
    --teams                  teams of two, team-mates opposite (4 or 6 players)
    --stops anywhere|own-triangles
    --target-lock on|off     --occupied-target-win on|off   --release-rule on|off
    --super-hops on|off      --finish round|continue        --move-cap N
    --turn-cap N             (Petri)
";

struct Opts {
    command: String,
    positional: Vec<String>,
    rules: Rules,
    preset: Preset,
    position: Option<String>,
    depth: Option<u32>,
    mode: Option<CaptureMode>,
    order: Option<String>,
    seed: Option<u64>,
    quiet: bool,
    time: bool,
    a: Option<String>,
    b: Option<String>,
    games: u32,
    threads: Option<usize>,
    deterministic: bool,
    go: String,
    verbose: bool,
    records: Option<String>,
}

fn on_off(name: &str, v: &str) -> Result<bool, String> {
    match v {
        "on" | "true" | "yes" | "1" => Ok(true),
        "off" | "false" | "no" | "0" => Ok(false),
        _ => Err(format!("{name} takes on or off, not '{v}'")),
    }
}

fn number<T: std::str::FromStr>(name: &str, v: &str) -> Result<T, String> {
    v.parse()
        .map_err(|_| format!("{name} takes a number, not '{v}'"))
}

fn parse_args(args: &[String]) -> Result<Opts, String> {
    let mut it = args.iter();
    let command = it.next().cloned().unwrap_or_else(|| "help".to_string());
    let mut positional = Vec::new();
    let mut preset = Preset::Classic;
    let mut players = 2u8;
    let mut size = None;
    let mut pieces = None;
    let mut sets = None;
    let mut teams = false;
    let mut tweaks: Vec<(String, String)> = Vec::new();
    let mut position = None;
    let mut depth = None;
    let mut mode = None;
    let mut order = None;
    let mut seed = None;
    let mut quiet = false;
    let mut time = false;
    let mut player_a = None;
    let mut player_b = None;
    let mut games = 10u32;
    let mut threads = None;
    let mut deterministic = false;
    let mut go = "level hard".to_string();
    let mut verbose = false;
    let mut records = None;
    while let Some(a) = it.next() {
        let (key, inline) = match a.split_once('=') {
            Some((k, v)) if k.starts_with("--") => (k.to_string(), Some(v.to_string())),
            _ => (a.clone(), None),
        };
        let flag = matches!(
            key.as_str(),
            "--teams" | "--quiet" | "--time" | "--deterministic" | "--verbose"
        );
        let mut value = || -> Result<String, String> {
            if let Some(v) = inline.clone() {
                return Ok(v);
            }
            it.next()
                .cloned()
                .ok_or_else(|| format!("{key} needs a value"))
        };
        match key.as_str() {
            _ if flag => match key.as_str() {
                "--teams" => teams = true,
                "--time" => time = true,
                "--deterministic" => deterministic = true,
                "--verbose" => verbose = true,
                _ => quiet = true,
            },
            "--rules" => preset = value()?.parse().map_err(|e| format!("{e}"))?,
            "--players" => players = number("--players", &value()?)?,
            "--size" => size = Some(number("--size", &value()?)?),
            "--pieces" => pieces = Some(number("--pieces", &value()?)?),
            "--sets" => sets = Some(number("--sets", &value()?)?),
            "--position" => position = Some(value()?),
            "--depth" => depth = Some(number("--depth", &value()?)?),
            "--mode" => mode = Some(value()?.parse::<CaptureMode>()?),
            "--order" => order = Some(value()?),
            "--seed" => seed = Some(number("--seed", &value()?)?),
            "--a" => player_a = Some(value()?),
            "--b" => player_b = Some(value()?),
            "--games" => games = number("--games", &value()?)?,
            "--threads" => threads = Some(number("--threads", &value()?)?),
            "--go" => go = value()?,
            "--records" => records = Some(value()?),
            "--stops"
            | "--target-lock"
            | "--occupied-target-win"
            | "--release-rule"
            | "--super-hops"
            | "--finish"
            | "--move-cap"
            | "--turn-cap" => tweaks.push((key.clone(), value()?)),
            k if k.starts_with("--") => return Err(format!("unknown option {k}")),
            _ => positional.push(a.clone()),
        }
    }
    let mut rules = Rules::preset(preset, players);
    if let Some(s) = size {
        rules = rules.with_size(s);
    }
    if let Some(p) = pieces {
        rules = rules.with_pieces(p);
    }
    if let Some(s) = sets {
        rules = rules.with_sets_per_seat(s);
    }
    rules = rules.with_teams(teams);
    for (k, v) in &tweaks {
        match (&mut rules.variant, k.as_str()) {
            (petri_rules::Variant::Checkers(o), key) => match key {
                "--stops" => {
                    o.stops = match v.as_str() {
                        "anywhere" => Stops::Anywhere,
                        "own-triangles" => Stops::OwnTriangles,
                        _ => {
                            return Err(format!(
                                "--stops takes anywhere or own-triangles, not '{v}'"
                            ));
                        }
                    }
                }
                "--target-lock" => o.target_lock = on_off(k, v)?,
                "--occupied-target-win" => o.occupied_target_win = on_off(k, v)?,
                "--release-rule" => o.release_rule = on_off(k, v)?,
                "--super-hops" => o.super_hops = on_off(k, v)?,
                "--finish" => {
                    o.finish = match v.as_str() {
                        "round" => Finish::Round,
                        "continue" => Finish::Continue,
                        _ => return Err(format!("--finish takes round or continue, not '{v}'")),
                    }
                }
                "--move-cap" => o.move_cap = number(k, v)?,
                _ => return Err(format!("{k} does not apply to Chinese checkers")),
            },
            (petri_rules::Variant::Petri(o), key) => match key {
                "--turn-cap" => o.turn_cap = number(k, v)?,
                _ => return Err(format!("{k} does not apply to Petri")),
            },
        }
    }
    rules.validate().map_err(|e| e.to_string())?;
    if !preset.player_counts().contains(&players) {
        return Err(petri_rules::RulesError::PresetPlayers { preset, players }.to_string());
    }
    Ok(Opts {
        command,
        positional,
        rules,
        preset,
        position,
        depth,
        mode,
        order,
        seed,
        quiet,
        time,
        a: player_a,
        b: player_b,
        games,
        threads,
        deterministic,
        go,
        verbose,
        records,
    })
}

fn checkers_position(o: &Opts) -> Result<Position, String> {
    if o.rules.is_petri() {
        return Err(format!(
            "'{}' is for Chinese checkers: use --rules classic, family or online",
            o.command
        ));
    }
    match &o.position {
        Some(p) => Position::from_notation(&o.rules, p).map_err(|e| e.to_string()),
        None => Position::start(&o.rules).map_err(|e| e.to_string()),
    }
}

fn petri_position(o: &Opts) -> Result<PetriState, String> {
    if !o.rules.is_petri() {
        return Err(format!(
            "'{}' is for Petri: use --rules petri or petri-realtime",
            o.command
        ));
    }
    match &o.position {
        Some(p) => PetriState::from_notation(&o.rules, p).map_err(|e| e.to_string()),
        None => PetriState::with_first_player(&o.rules, Seat(0)).map_err(|e| e.to_string()),
    }
}

fn cmd_perft(o: &Opts, out: &mut impl Write) -> Result<(), String> {
    let pos = checkers_position(o)?;
    let depth = o.depth.ok_or("perft needs --depth D")?;
    for d in 1..=depth {
        let t = std::time::Instant::now();
        let n = pos.perft(d);
        let secs = t.elapsed().as_secs_f64();
        writeln!(out, "perft {d} {n}").map_err(|e| e.to_string())?;
        if o.time {
            eprintln!(
                "time {d} {secs:.3} s, {:.1} M leaf moves/s",
                n as f64 / secs.max(1e-9) / 1e6
            );
        }
    }
    Ok(())
}

fn cmd_divide(o: &Opts, out: &mut impl Write) -> Result<(), String> {
    let pos = checkers_position(o)?;
    let depth = o.depth.ok_or("divide needs --depth D")?;
    if depth == 0 {
        return Err("divide needs --depth of at least 1".into());
    }
    let mut total = 0;
    for (m, n) in pos.divide(depth) {
        writeln!(out, "{m} {n}").map_err(|e| e.to_string())?;
        total += n;
    }
    writeln!(out, "total {total}").map_err(|e| e.to_string())
}

fn cmd_moves(o: &Opts, out: &mut impl Write) -> Result<(), String> {
    let pos = checkers_position(o)?;
    for m in pos.legal_moves() {
        writeln!(out, "{m}").map_err(|e| e.to_string())?;
    }
    Ok(())
}

fn cmd_captures(o: &Opts, out: &mut impl Write) -> Result<(), String> {
    let st = petri_position(o)?;
    let mode = o.mode.unwrap_or(match o.preset {
        Preset::PetriRealtime => CaptureMode::Realtime,
        _ => CaptureMode::Sequential,
    });
    // Cleared when the best-order search stopped at its node limit.
    let mut proved = true;
    let captured = match (mode, &o.order) {
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

fn ask(prompt: &str, input: &mut impl BufRead, out: &mut impl Write) -> Option<String> {
    write!(out, "{prompt}").ok()?;
    out.flush().ok()?;
    let mut line = String::new();
    match input.read_line(&mut line) {
        Ok(0) | Err(_) => None,
        Ok(_) => Some(line.trim().to_string()),
    }
}

fn play_checkers(o: &Opts, input: &mut impl BufRead, out: &mut impl Write) -> Result<(), String> {
    let mut game = Game::from_position(checkers_position(o)?);
    let io = |e: io::Error| e.to_string();
    writeln!(
        out,
        "Chinese checkers. Type a move like n1-m5, 'moves' to list them, 'undo', 'quit'."
    )
    .map_err(io)?;
    while !game.is_over() {
        let pos = game.position().clone();
        let layout = pos.layout().clone();
        let board = draw(pos.geometry(), |i| {
            match pos.set_at(pos.geometry().hole(i)) {
                Some(k) => layout.sets[k].letter,
                None => '.',
            }
        });
        write!(out, "\n{board}").map_err(io)?;
        let seat = game.to_move();
        let Some(line) = ask(
            &format!("seat {seat} (move {})> ", game.moves_made(seat) + 1),
            input,
            out,
        ) else {
            return Ok(());
        };
        match line.as_str() {
            "" => {}
            "quit" | "exit" => return Ok(()),
            "moves" => {
                let list: Vec<String> = game.legal_moves().iter().map(|m| m.to_string()).collect();
                writeln!(out, "{}", list.join(" ")).map_err(io)?;
            }
            "undo" => {
                if game.undo().is_none() {
                    writeln!(out, "nothing to undo").map_err(io)?;
                }
            }
            text => match game.play_text(text) {
                Ok(m) => {
                    let path: Vec<String> = pos.path(m).iter().map(|h| h.to_string()).collect();
                    if let Some(from) = m.from() {
                        writeln!(out, "{seat}: {from}-{}", path.join("-")).map_err(io)?;
                    } else {
                        writeln!(out, "{seat}: pass").map_err(io)?;
                    }
                }
                Err(e) => writeln!(out, "{e}").map_err(io)?,
            },
        }
    }
    if let Some(outcome) = game.outcome() {
        writeln!(out, "game over: {outcome}").map_err(io)?;
    }
    Ok(())
}

fn describe(ev: &PetriEvent) -> String {
    match ev {
        PetriEvent::FirstRoll { seat, dice } => {
            format!(
                "seat {seat} rolls {} and {} for first player",
                dice[0], dice[1]
            )
        }
        PetriEvent::FirstRollTie { seats } => {
            let s: Vec<String> = seats.iter().map(|s| s.to_string()).collect();
            format!("tie between {}: roll again", s.join(", "))
        }
        PetriEvent::FirstPlayer { seat } => format!("seat {seat} goes first"),
        PetriEvent::Rolled { seat, dice } => {
            format!("seat {seat} rolls {} and {}", dice[0], dice[1])
        }
        PetriEvent::DieChosen {
            seat,
            value,
            placing,
        } => format!(
            "seat {seat} uses the {value}: {}",
            if *placing { "place" } else { "remove" }
        ),
        PetriEvent::Placed { seat, hole } => format!("seat {seat} places on {hole}"),
        PetriEvent::Unplaceable { seat, count } => {
            format!("seat {seat} cannot place {count} piece(s): into its cup")
        }
        PetriEvent::Removed { seat, hole } => format!("seat {seat} takes back {hole}"),
        PetriEvent::RanOut { seat } => format!("seat {seat} ran out of pieces to remove"),
        PetriEvent::CaptureStep { mover } => format!("capture step for seat {mover}"),
        PetriEvent::Safe { hole } => format!("{hole} is safe"),
        PetriEvent::Captured { hole, owner, mover } => {
            format!("{hole} (seat {owner}) is crowded out into seat {mover}'s cup")
        }
        PetriEvent::TurnEnded { next, .. } => format!("seat {next} to play"),
        PetriEvent::GameOver { outcome } => {
            let w: Vec<String> = outcome.winners().iter().map(|s| s.to_string()).collect();
            format!(
                "game over: cups {:?}, winner(s) {}",
                outcome.cups,
                w.join(", ")
            )
        }
    }
}

fn play_petri(o: &Opts, input: &mut impl BufRead, out: &mut impl Write) -> Result<(), String> {
    let io = |e: io::Error| e.to_string();
    let start = match &o.position {
        Some(_) => petri_position(o)?,
        None => PetriState::new(&o.rules).map_err(|e| e.to_string())?,
    };
    let mut game = PetriGame::new(start);
    let mut rng = match o.seed {
        Some(s) => ChaCha8Rng::seed_from_u64(s),
        None => rand::make_rng::<ChaCha8Rng>(),
    };
    writeln!(
        out,
        "Petri. Press Enter to roll (or type 'roll 3 5' for real dice); choose a die by its \
         value; place, remove or check by hole name; 'best' checks in the best order, 'rest' \
         checks the rest; 'undo', 'quit'."
    )
    .map_err(io)?;
    loop {
        let st = game.state().clone();
        if st.is_over() {
            return Ok(());
        }
        let geo = st.geometry();
        let board = draw(geo, |i| match st.seat_at(geo.hole(i)) {
            Some(s) => s.letter(),
            None => '.',
        });
        let seats: Vec<String> = (0..st.rules().players)
            .map(|s| {
                let s = Seat(s);
                format!("{s}: hand {} cup {}", st.hand(s), st.cup(s))
            })
            .collect();
        let (who, prompt) = match st.phase() {
            PetriPhase::FirstRoll { next, .. } => (next, "roll for first player".to_string()),
            PetriPhase::Roll => (st.to_move(), "roll".to_string()),
            PetriPhase::ChooseDie { dice } => {
                (st.to_move(), format!("choose {} or {}", dice[0], dice[1]))
            }
            PetriPhase::Place { left } => (st.to_move(), format!("place ({left} left)")),
            PetriPhase::Remove { left } => (st.to_move(), format!("remove ({left} left)")),
            PetriPhase::Capture { .. } => (st.to_move(), "check a piece".to_string()),
            PetriPhase::Over => return Ok(()),
        };
        write!(out, "\n{board}{}\n", seats.join(" | ")).map_err(io)?;
        let Some(line) = ask(&format!("seat {who}, {prompt}> "), input, out) else {
            return Ok(());
        };
        let size = st.rules().size;
        let actions: Result<Vec<PetriAction>, String> = match (st.phase(), line.as_str()) {
            (_, "quit" | "exit") => return Ok(()),
            (_, "undo") => {
                game.undo();
                continue;
            }
            (PetriPhase::FirstRoll { .. } | PetriPhase::Roll, "" | "roll") => {
                Ok(vec![PetriAction::Roll(
                    rng.random_range(1..=6),
                    rng.random_range(1..=6),
                )])
            }
            (PetriPhase::ChooseDie { .. }, v) if v.len() == 1 => v
                .parse()
                .map(|d| vec![PetriAction::ChooseDie(d)])
                .map_err(|_| format!("'{v}' is not a die")),
            (PetriPhase::Place { .. }, h) if !h.contains(' ') => Hole::parse(size, h)
                .map(|h| vec![PetriAction::Place(h)])
                .map_err(|e| e.to_string()),
            (PetriPhase::Remove { .. }, h) if !h.contains(' ') => Hole::parse(size, h)
                .map(|h| vec![PetriAction::Remove(h)])
                .map_err(|e| e.to_string()),
            (PetriPhase::Capture { .. }, "best") => {
                let mut v: Vec<PetriAction> = st
                    .best_capture_order()
                    .into_iter()
                    .map(PetriAction::Check)
                    .collect();
                v.push(PetriAction::CheckRest);
                Ok(v)
            }
            (PetriPhase::Capture { .. }, "rest") => Ok(vec![PetriAction::CheckRest]),
            (PetriPhase::Capture { .. }, h) if !h.contains(' ') && !h.is_empty() => {
                Hole::parse(size, h)
                    .map(|h| vec![PetriAction::Check(h)])
                    .map_err(|e| e.to_string())
            }
            (_, text) => PetriAction::parse(size, text)
                .map(|a| vec![a])
                .map_err(|e| e.to_string()),
        };
        match actions {
            Err(e) => writeln!(out, "{e}").map_err(io)?,
            Ok(list) => {
                for a in list {
                    match game.play(a) {
                        Ok(events) => {
                            for ev in &events {
                                writeln!(out, "  {}", describe(ev)).map_err(io)?;
                            }
                        }
                        Err(e) => {
                            writeln!(out, "{e}").map_err(io)?;
                            break;
                        }
                    }
                }
            }
        }
    }
}

fn cmd_play(o: &Opts) -> Result<(), String> {
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut out = io::stdout();
    if o.rules.is_petri() {
        play_petri(o, &mut input, &mut out)
    } else {
        play_checkers(o, &mut input, &mut out)
    }
}

fn cmd_replay(o: &Opts, out: &mut impl Write) -> Result<(), String> {
    let path = o
        .positional
        .first()
        .ok_or("replay needs a record file: petri-cli replay <record.json>")?;
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    let record = GameRecord::from_json(&text).map_err(|e| format!("{path}: {e}"))?;
    let replayed = record.replay().map_err(|e| format!("{path}: {e}"))?;
    let io = |e: io::Error| e.to_string();
    match replayed {
        Replayed::Checkers(game) => {
            if !o.quiet {
                let mut pos = game.start_position().clone();
                writeln!(out, "start {pos}").map_err(io)?;
                for (i, m) in game.moves().enumerate() {
                    let seat = pos.to_move();
                    let mut g = Game::from_position(pos.clone());
                    g.play(m).map_err(|e| e.to_string())?;
                    pos = g.position().clone();
                    writeln!(out, "{:>4} {seat} {m}", i + 1).map_err(io)?;
                }
            }
            writeln!(out, "final {}", game.position()).map_err(io)?;
            match game.outcome() {
                Some(outcome) => writeln!(out, "result {outcome}").map_err(io)?,
                None => writeln!(out, "result unfinished").map_err(io)?,
            }
        }
        Replayed::Petri(game) => {
            if !o.quiet {
                for (i, a) in game.actions().iter().enumerate() {
                    writeln!(out, "{:>4} {a}", i + 1).map_err(io)?;
                }
            }
            let st = game.state();
            writeln!(out, "final {}", st.to_notation()).map_err(io)?;
            match st.outcome() {
                Some(outcome) => {
                    let w: Vec<String> = outcome.winners().iter().map(|s| s.to_string()).collect();
                    writeln!(
                        out,
                        "result cups {:?}, winner(s) {}",
                        outcome.cups,
                        w.join(", ")
                    )
                    .map_err(io)?
                }
                None => writeln!(out, "result unfinished").map_err(io)?,
            }
        }
    }
    Ok(())
}

fn cmd_match(o: &Opts, out: &mut impl Write) -> Result<(), String> {
    let a: matches::Spec =
        o.a.as_deref()
            .ok_or("match needs --a <player>")?
            .parse()
            .map_err(|e| format!("--a: {e}"))?;
    let b: matches::Spec =
        o.b.as_deref()
            .ok_or("match needs --b <player>")?
            .parse()
            .map_err(|e| format!("--b: {e}"))?;
    if o.games == 0 {
        return Err("--games must be at least 1".into());
    }
    let threads = o.threads.unwrap_or_else(|| {
        std::thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(1)
    });
    matches::run(
        &o.rules,
        &a,
        &b,
        o.games,
        o.seed.unwrap_or(1),
        o.deterministic,
        threads,
        &o.go,
        !o.quiet && o.verbose,
        o.records.as_deref(),
        out,
    )
}

fn run(args: &[String]) -> Result<(), (String, u8)> {
    let usage = |e: String| (e, 2u8);
    let o = parse_args(args).map_err(usage)?;
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let res = match o.command.as_str() {
        "help" | "--help" | "-h" => {
            print!("{USAGE}");
            Ok(())
        }
        "perft" => cmd_perft(&o, &mut out),
        "divide" => cmd_divide(&o, &mut out),
        "moves" => cmd_moves(&o, &mut out),
        "captures" => cmd_captures(&o, &mut out),
        "play" => cmd_play(&o),
        "replay" => cmd_replay(&o, &mut out),
        "engine" => {
            drop(out);
            let stdin = io::stdin();
            engine::run(o.rules, o.seed.unwrap_or(1), stdin.lock(), io::stdout())
                .map_err(|e| e.to_string())
        }
        "match" => cmd_match(&o, &mut out),
        other => return Err((format!("unknown command '{other}' (try petri-cli help)"), 2)),
    };
    res.map_err(|e| (e, 1))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err((e, code)) => {
            eprintln!("error: {e}");
            ExitCode::from(code)
        }
    }
}
