//! The `KEY=VALUE` settings the `ab` and `depthscores` examples share: `eval=hand|learned`,
//! `pair=N` (`Searcher::pair_margin`, 0: the last depth alone decides), `jam=N`
//! (`Searcher::race_jam`), `start=0|1` (`Searcher::race_start`), `eg=N` (`endgame_empty`),
//! `slack=N` and `chain=N` (`CheckersAi::slack`, `CheckersAi::longest_chain`).
use petri_ai::CheckersAi;
use petri_ai::race::RaceEval;

/// Apply one `KEY=VALUE` setting to `ai`; an unknown key or a value that is not a number is
/// an error naming it.
pub fn apply(ai: &mut CheckersAi, kv: &str) -> Result<(), String> {
    let (k, v) = kv
        .split_once('=')
        .ok_or_else(|| format!("{kv}: not KEY=VALUE"))?;
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
