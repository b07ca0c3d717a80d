//! The `KEY=VALUE` settings the `ab` and `depthscores` examples share: `eval=hand|learned`,
//! `pair=N` (`Searcher::pair_margin`, 0: the last depth alone decides), `jam=N`
//! (`Searcher::race_jam`), `start=0|1` (`Searcher::race_start`), `eg=N` (`endgame_empty`),
//! `slack=N` and `chain=N` (`CheckersAi::slack`, `CheckersAi::longest_chain`); for solo
//! searches `solo_width`, `solo_pct`, `solo_jam`, `solo_side`, `solo_apex`, `solo_home`,
//! `solo_leaf=0|1`, `solo_depth`, `solo_progress`, `solo_loose=0|1`, `solo_reply=N` (0: the others
//! stand still; 1 + bits tip 1, rows 2, out 4, back 8: they reply as that racer), `solo_rival=N` (% of the leader's distance), `solo_eval=hand|learned|w:…`, and the cost weights `spread`, `back`, `curve` (the `Searcher` fields).
use petri_ai::race::RaceEval;
use petri_ai::{CheckersAi, Level, Limits};

/// Apply one `KEY=VALUE` setting to `ai`; an unknown key or a value that is not a number is
/// an error naming it.
pub fn apply(ai: &mut CheckersAi, kv: &str) -> Result<(), String> {
    let (k, v) = kv
        .split_once('=')
        .ok_or_else(|| format!("{kv}: not KEY=VALUE"))?;
    if k == "solo_eval" {
        ai.searcher().solo_weights = match v {
            "learned" => Some(petri_ai::race::RaceWeights::TUNED),
            "learned0" => {
                let mut w = petri_ai::race::RaceWeights::TUNED;
                w.0[11..15].fill(0);
                Some(w)
            }
            "family" => Some(petri_ai::race::RaceWeights::TUNED_FAMILY),
            "hand" => None,
            w if w.starts_with("w:") => {
                let mut a = [0i32; petri_ai::race::NF];
                for (x, t) in a.iter_mut().zip(w[2..].split(':')) {
                    *x = t
                        .parse()
                        .map_err(|_| format!("{kv}: {t} is not a number"))?;
                }
                Some(petri_ai::race::RaceWeights(a))
            }
            _ => {
                return Err(format!(
                    "{kv}: solo_eval is hand, learned, family or w:N:N:…"
                ));
            }
        };
        return Ok(());
    }
    if k == "eval" {
        ai.searcher().race = match v {
            "learned" => RaceEval::Learned,
            "hand" => RaceEval::HandMade,
            _ => return Err(format!("{kv}: eval is hand or learned")),
        };
        return Ok(());
    }
    let n: i64 = v
        .parse()
        .map_err(|_| format!("{kv}: {v} is not a number"))?;
    match k {
        "slack" => ai.slack = n as i32,
        "chain" => ai.longest_chain = n as usize,
        "pair" => ai.searcher().pair_margin = n as i32,
        "jam" => ai.searcher().race_jam = n as i32,
        "start" => ai.searcher().race_start = n != 0,
        "eg" => ai.searcher().endgame_empty = n as u32,
        "solo_width" => ai.searcher().solo_width = n as usize,
        "solo_pct" => ai.searcher().solo_node_percent = n as u64,
        "solo_jam" => ai.searcher().solo_jam = n as i32,
        "solo_side" => ai.searcher().solo_side = n as i32,
        "solo_apex" => ai.searcher().solo_apex = n as i32,
        "solo_home" => ai.searcher().solo_home = n as i32,
        "solo_depth" => ai.searcher().solo_depth = n as u32,
        "solo_progress" => ai.searcher().solo_progress = n as i32,
        "solo_loose" => ai.searcher().solo_loose = n != 0,
        // 0: the others stand still; 1 + bits: a racer with tip 1, rows 2, out 4, back 8.
        "solo_reply" => {
            let b = n.saturating_sub(1) as u32;
            ai.searcher().solo_reply = (n > 0).then_some(petri_ai::RacerStyle {
                tip: b & 1 != 0,
                rows: b & 2 != 0,
                out: b & 4 != 0,
                back: b & 8 != 0,
                order: false,
            });
        }
        "solo_rival" => ai.searcher().solo_rival = n as i32,
        "solo_leaf" => ai.searcher().solo_leaf = n != 0,
        "spread" => ai.searcher().spread_weight = n as i32,
        "back" => ai.searcher().back_weight = n as i32,
        "curve" => ai.searcher().curve_weight = n as i32,
        _ => return Err(format!("{kv}: unknown key {k}")),
    }
    Ok(())
}

/// [`apply`] every setting, or end the program with the error.
pub fn apply_all<'a>(ai: &mut CheckersAi, settings: impl IntoIterator<Item = &'a str>) {
    for kv in settings {
        if let Err(e) = apply(ai, kv) {
            eprintln!("{e}");
            std::process::exit(2);
        }
    }
}

/// A deterministic player from a set-up `LEVEL[@NODES|/DEPTH][,KEY=VALUE…]` (a level at a node
/// budget or a fixed depth, then settings as in [`apply`]); a bad set-up ends the program.
#[allow(dead_code)] // not every example builds players from text
pub fn build(text: &str, seed: u64) -> CheckersAi {
    let mut parts = text.split(',');
    let head = parts.next().unwrap_or_default();
    let (level, budget) = match head.find(['@', '/']) {
        Some(i) => (&head[..i], Some(&head[i..])),
        None => (head, None),
    };
    let level: Level = level.parse().unwrap_or_else(|e| {
        eprintln!("{text}: {e}");
        std::process::exit(2)
    });
    let number = |b: &str| -> u64 {
        b[1..].parse().unwrap_or_else(|_| {
            eprintln!("{text}: {b} is not @NODES or /DEPTH");
            std::process::exit(2)
        })
    };
    let mut ai = CheckersAi::new(level, seed).deterministic();
    match budget {
        Some(b) if b.starts_with('@') => ai = ai.with_nodes(number(b)),
        Some(b) => ai = ai.with_limits(Limits::depth(number(b) as u32)),
        None => {}
    }
    apply_all(&mut ai, parts);
    ai
}

/// Play games `0..games` on `threads` threads, each game once, in any order.
#[allow(dead_code)] // not every example plays matches
pub fn play_games(games: u64, threads: usize, play: impl Fn(u64) + Sync) {
    let next = std::sync::atomic::AtomicU64::new(0);
    std::thread::scope(|sc| {
        for _ in 0..threads {
            sc.spawn(|| {
                loop {
                    let g = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    if g >= games {
                        break;
                    }
                    play(g);
                }
            });
        }
    });
}
