//! Review games between two computers of one level and print the losses and accuracies:
//! `cargo run --release -p petri-ai --example review_levels -- [LEVEL] [NODES]` (issue 37).

use petri_ai::review::{self};
use petri_ai::{Computer, Level};
use petri_rules::{Game, GameRecord, Preset, Rules};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let level: Level = args.get(1).map_or(Level::Medium, |s| s.parse().unwrap());
    let nodes: u64 = args.get(2).map_or(40_000, |s| s.parse().unwrap());
    for seed in 1..=3u64 {
        let rules = Rules::preset(Preset::Classic, 2);
        let mut game = Game::new(&rules).unwrap();
        let mut players: Vec<Computer> = (0..2)
            .map(|s| Computer::new(level, seed * 10 + s, &rules).deterministic())
            .collect();
        while !game.is_over() && game.progress().0 < 400 {
            let seat = game.to_move();
            let a = players[seat.index()].choose(&game).unwrap();
            game.play(seat, a).unwrap();
        }
        let record: GameRecord = game.record();
        let t = std::time::Instant::now();
        let r = review::review(&record, nodes).unwrap();
        let secs = t.elapsed().as_secs_f64();
        let mut hist = std::collections::BTreeMap::new();
        for t in &r.turns {
            *hist.entry(t.loss as i64).or_insert(0) += 1;
        }
        println!(
            "seed {seed}: {} moves, {secs:.2} s, losses {:?}",
            record.moves.len(),
            hist
        );
        for s in &r.seats {
            println!("  {:?}", s);
        }
    }
}
