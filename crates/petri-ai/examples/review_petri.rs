//! Review Petri games between `master` computers and print the time of the whole review and of
//! its longest [`Reviewer::step`] (one turn planned by the engine):
//! `cargo run --release -p petri-ai --example review_petri -- [PLAYERS]`
//! (its figures are in BENCHMARKS.md, "Review").

use chacha20::ChaCha8Rng;
use petri_ai::review::{ReviewOptions, Reviewer};
use petri_ai::{Computer, Level};
use petri_rules::{Action, Game, PetriAction, Preset, Rules};
use rand::{RngExt, SeedableRng};

fn main() {
    let players: u8 = std::env::args().nth(1).map_or(2, |s| s.parse().unwrap());
    let rules = Rules::preset(Preset::Petri, players);
    for seed in 1..=2u64 {
        let mut game = Game::new(&rules).unwrap();
        let mut ais: Vec<Computer> = (0..players)
            .map(|s| Computer::new(Level::Master, seed * 10 + s as u64, &rules))
            .collect();
        let mut dice = ChaCha8Rng::seed_from_u64(seed);
        while !game.is_over() {
            let seat = game.to_move();
            let a = if game.awaits_dice() {
                Action::Petri(PetriAction::Roll(
                    dice.random_range(1..=6),
                    dice.random_range(1..=6),
                ))
            } else {
                ais[seat.index()].choose(&game).unwrap()
            };
            game.play(seat, a).unwrap();
        }
        let record = game.record();
        let t = web_time::Instant::now();
        let mut reviewer = Reviewer::new(&record, ReviewOptions::default()).unwrap();
        let mut longest = 0f64;
        loop {
            let s = web_time::Instant::now();
            let p = reviewer.step(1);
            longest = longest.max(s.elapsed().as_secs_f64());
            if p.is_done() {
                break;
            }
        }
        let r = reviewer.finish();
        println!(
            "{players} players, seed {seed}: {} actions, {} turns, {:.2} s, longest step {:.1} ms",
            record.moves.len(),
            r.turns.len(),
            t.elapsed().as_secs_f64(),
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
