//! Capture-step boards from AI-vs-AI Petri games for the capture solver's benchmarks, one per
//! line as `<players> <board>` (boards with at least 24 pieces, each once):
//!
//! `cargo run --release -p petri-ai --example capture_corpus -- 20 easy,medium,hard,master > crates/petri-rules/benches/capture_positions.txt`
//!
//! plays that many games for 2, 3, 4 and 6 players; seats take the levels in turn and the dice
//! come from a seeded generator, so the output replays (as long as the AI plays the same).
use std::collections::HashSet;

use chacha20::ChaCha8Rng;
use petri_ai::Level;
use petri_ai::petri::PetriAi;
use petri_rules::{PetriAction, PetriPhase, PetriState, Preset, Rules};
use rand::{RngExt, SeedableRng};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(20);
    let levels: Vec<Level> = args
        .get(2)
        .map(|a| a.split(',').map(|l| l.parse().expect("a level")).collect())
        .unwrap_or(vec![Level::Easy, Level::Medium, Level::Hard, Level::Master]);
    let min_pieces: u32 = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(24);
    let mut seen = HashSet::new();
    println!(
        "# capture_corpus {games} games per player count, levels {}, boards of {min_pieces}+ pieces",
        levels
            .iter()
            .map(|l| l.name())
            .collect::<Vec<_>>()
            .join(",")
    );
    for players in [2u8, 3, 4, 6] {
        let rules = Rules::preset(Preset::Petri, players);
        for g in 0..games {
            let mut dice = ChaCha8Rng::seed_from_u64(7000 + g + 100 * players as u64);
            let mut ais: Vec<PetriAi> = (0..players as u64)
                .map(|k| PetriAi::new(levels[(k + g) as usize % levels.len()], g * 10 + k))
                .collect();
            let mut s = PetriState::new(&rules).expect("a start");
            while !s.is_over() {
                let action = match s.phase() {
                    PetriPhase::FirstRoll { .. } | PetriPhase::Roll => {
                        PetriAction::Roll(dice.random_range(1..=6), dice.random_range(1..=6))
                    }
                    _ => ais[s.to_move().index()].choose(&s).expect("a decision"),
                };
                let before = matches!(s.phase(), PetriPhase::Capture { .. });
                s.play(action).expect("a legal action");
                let starts = matches!(
                    s.phase(),
                    PetriPhase::Capture { unchecked } if unchecked == s.occupied()
                );
                if !before && starts && s.occupied().count() >= min_pieces {
                    let text = s.to_notation();
                    let board = text.split_whitespace().next().unwrap_or("").to_string();
                    if seen.insert((players, board.clone())) {
                        println!("{players} {board}");
                    }
                }
            }
        }
    }
}
