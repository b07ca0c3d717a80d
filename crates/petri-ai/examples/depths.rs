//! Depths reached by two levels playing each other from the start: `cargo run --release -p
//! petri-ai --example depths -- master hard`.
use petri_ai::{CheckersAi, Level};
use petri_rules::{CheckersGame, Preset, Rules, Seat};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let a: Level = args.get(1).map_or("master", |s| s).parse().unwrap();
    let b: Level = args.get(2).map_or("hard", |s| s).parse().unwrap();
    let rules = Rules::preset(Preset::Classic, 2);
    let mut game = CheckersGame::new(&rules).unwrap();
    let mut ais = [
        CheckersAi::new(a, 1).deterministic(),
        CheckersAi::new(b, 2).deterministic(),
    ];
    let mut depths: [Vec<u32>; 2] = [Vec::new(), Vec::new()];
    while !game.is_over() {
        let s = game.to_move().index();
        let r = ais[s].choose(&game);
        depths[s].push(r.depth);
        game.play(r.best).unwrap();
        for ai in ais.iter_mut() {
            ai.searcher().remember(game.position());
        }
    }
    for (i, d) in depths.iter().enumerate() {
        let mut hist = std::collections::BTreeMap::new();
        for &x in d {
            *hist.entry(x).or_insert(0) += 1;
        }
        println!("{} ({}): {:?}", [a, b][i], Seat(i as u8), hist);
    }
    println!("{:?}", game.outcome());
}
