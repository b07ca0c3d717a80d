//! The move a level picks and its score at each depth and at two node budgets, position by
//! position of a recorded game (how BENCHMARKS.md found why more nodes lost): `cargo run
//! --release -p petri-ai --example depthscores -- game.json SEAT LEVEL [MAXDEPTH] [NODES_LO]
//! [NODES_HI] [KEY=VALUE…]`. Each
//! of SEAT's positions is searched afresh (a new searcher that has seen the game so far) to
//! every fixed depth 1..=MAXDEPTH, then at both budgets; keys as in the `ab` example (`pair=0`
//! shows the search without depth pairs). A score per depth alternates with who moves last
//! before the horizon; the counts at the end say how often consecutive depths agree.
mod keys;

use petri_ai::{CheckersAi, Level, Limits};
use petri_rules::{CheckersGame, GameRecord, Move};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let rec = GameRecord::from_json(&std::fs::read_to_string(&args[1]).unwrap()).unwrap();
    let game = rec.replay().unwrap();
    let game = game.checkers().unwrap();
    let seat: u8 = match args[2].as_str() {
        "a" => 0,
        "b" => 1,
        s => s.parse().unwrap(),
    };
    let level: Level = args[3].parse().unwrap();
    let max_depth: u32 = args.get(4).map_or(6, |s| s.parse().unwrap());
    let lo: u64 = args.get(5).map_or(100_000, |s| s.parse().unwrap());
    let hi: u64 = args.get(6).map_or(1_000_000, |s| s.parse().unwrap());
    let setup = |ai: CheckersAi| -> CheckersAi {
        let mut ai = ai;
        keys::apply_all(&mut ai, args.iter().skip(7).map(String::as_str));
        ai
    };
    let moves: Vec<Move> = game.moves().collect();
    let mut replay = CheckersGame::new(game.rules()).unwrap();
    let mut history = vec![replay.position().clone()];
    let mut same = vec![0u32; max_depth as usize + 1];
    let mut same2 = vec![0u32; max_depth as usize + 1];
    let (mut n, mut diff_budget) = (0, 0);
    for (ply, &m) in moves.iter().enumerate() {
        if replay.to_move().0 == seat && !replay.is_over() {
            let fresh = |limits: Option<Limits>, nodes: Option<u64>| {
                let mut ai = setup(CheckersAi::new(level, 1).deterministic());
                if let Some(l) = limits {
                    ai = ai.with_limits(l);
                }
                if let Some(nn) = nodes {
                    ai = ai.with_nodes(nn);
                }
                for p in &history {
                    ai.searcher().remember(p);
                }
                ai.choose(&replay)
            };
            let by_depth: Vec<(Move, i32, u64)> = (1..=max_depth)
                .map(|d| {
                    let r = fresh(Some(Limits::depth(d)), None);
                    (r.best, r.score, r.nodes)
                })
                .collect();
            let rl = fresh(None, Some(lo));
            let rh = fresh(None, Some(hi));
            let line: Vec<String> = by_depth
                .iter()
                .map(|(mv, s, nodes)| format!("{mv}:{s}({}k)", nodes / 1000))
                .collect();
            println!(
                "ply {ply} played {m}: {} | {lo}: {} d{} {} | {hi}: {} d{} {}{}",
                line.join(" "),
                rl.best,
                rl.depth,
                rl.score,
                rh.best,
                rh.depth,
                rh.score,
                if rl.best != rh.best { "  DIFF" } else { "" }
            );
            n += 1;
            diff_budget += (rl.best != rh.best) as u32;
            for d in 1..max_depth as usize {
                same[d] += (by_depth[d - 1].0 == by_depth[d].0) as u32;
                if d + 1 < max_depth as usize + 1 && d < by_depth.len() - 1 {
                    same2[d] += (by_depth[d - 1].0 == by_depth[d + 1].0) as u32;
                }
            }
        }
        replay.play(m).unwrap();
        history.push(replay.position().clone());
    }
    println!("{n} positions; budgets differ in {diff_budget}");
    for d in 1..max_depth as usize {
        println!(
            "depth {d} = depth {}: {}   depth {d} = depth {}: {}",
            d + 1,
            same[d],
            d + 2,
            same2[d]
        );
    }
}
