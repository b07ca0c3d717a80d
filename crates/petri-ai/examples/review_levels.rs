//! Review games between two computers of one level and print the losses, accuracies, the time
//! of the whole review and the longest [`Reviewer::step`] of `SLICE` nodes:
//! `cargo run --release -p petri-ai --example review_levels -- [LEVEL] [NODES]`
//! (its figures are in BENCHMARKS.md, "Review").

use chacha20::ChaCha8Rng;
use petri_ai::review::{ReviewOptions, Reviewer, SLICE};
use petri_ai::{Computer, Level, random_opening};
use petri_rules::{Action, Game, Preset, Rules};
use rand::SeedableRng;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let level: Level = args.get(1).map_or(Level::Medium, |s| s.parse().unwrap());
    let nodes: u64 = args
        .get(2)
        .map_or(petri_ai::review::DEFAULT_NODES, |s| s.parse().unwrap());
    let rules = Rules::preset(Preset::Classic, 2);
    for seed in 1..=3u64 {
        let mut game = Game::new(&rules).unwrap();
        let start = game.checkers().unwrap().position().clone();
        for m in random_opening(&start, 4, &mut ChaCha8Rng::seed_from_u64(seed)) {
            game.play(game.to_move(), Action::Move(m)).unwrap();
        }
        let mut players: Vec<Computer> = (0..2)
            .map(|s| Computer::new(level, seed * 10 + s, &rules).deterministic())
            .collect();
        while !game.is_over() && game.progress().0 < 400 {
            let seat = game.to_move();
            let a = players[seat.index()].choose(&game).unwrap();
            game.play(seat, a).unwrap();
        }
        let record = game.record();
        let t = web_time::Instant::now();
        let mut reviewer = Reviewer::new(&record, ReviewOptions { nodes }).unwrap();
        let mut longest = 0f64;
        loop {
            let s = web_time::Instant::now();
            let p = reviewer.step(SLICE);
            longest = longest.max(s.elapsed().as_secs_f64());
            if p.is_done() {
                break;
            }
        }
        let r = reviewer.finish();
        let secs = t.elapsed().as_secs_f64();
        let mut hist = std::collections::BTreeMap::new();
        for t in &r.turns {
            *hist.entry(t.loss as i64).or_insert(0) += 1;
        }
        println!(
            "seed {seed}: {} moves, {secs:.2} s, longest step {:.1} ms, losses {hist:?}",
            record.moves.len(),
            longest * 1e3
        );
        for s in &r.seats {
            println!(
                "  seat {}: {} good, {} inaccuracies, {} mistakes, {} blunders, accuracy {:.1}%",
                s.seat, s.good, s.inaccuracies, s.mistakes, s.blunders, s.accuracy
            );
        }
    }
}
