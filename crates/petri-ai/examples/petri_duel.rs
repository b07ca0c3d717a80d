//! Petri games between two styles: `cargo run --release -p petri-ai --example petri_duel -- hard easy 20`.
use chacha20::ChaCha8Rng;
use petri_ai::Level;
use petri_ai::petri::PetriAi;
use petri_rules::{PetriAction, PetriPhase, PetriState, Preset, Rules, Seat};
use rand::{RngExt, SeedableRng};

fn main() {
    let a: Level = std::env::args()
        .nth(1)
        .unwrap_or("hard".into())
        .parse()
        .unwrap();
    let b: Level = std::env::args()
        .nth(2)
        .unwrap_or("easy".into())
        .parse()
        .unwrap();
    let games: u64 = std::env::args()
        .nth(3)
        .and_then(|x| x.parse().ok())
        .unwrap_or(10);
    let rules = Rules::preset(Preset::Petri, 2);
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    let t = std::time::Instant::now();
    let mut decisions = 0u64;
    for g in 0..games {
        let mut dice = ChaCha8Rng::seed_from_u64(1000 + g);
        let mut ais = [PetriAi::new(a, g), PetriAi::new(b, g + 99)];
        // Alternate who is seat a.
        let swap = g % 2 == 1;
        let mut s = PetriState::new(&rules).unwrap();
        while !s.is_over() {
            let action = match s.phase() {
                PetriPhase::FirstRoll { .. } | PetriPhase::Roll => {
                    PetriAction::Roll(dice.random_range(1..=6), dice.random_range(1..=6))
                }
                _ => {
                    let seat = s.to_move().index();
                    let who = if swap { 1 - seat } else { seat };
                    decisions += 1;
                    ais[who].choose(&s).expect("a decision")
                }
            };
            s.play(action).unwrap();
        }
        let o = s.outcome().unwrap();
        let me = if swap { Seat(1) } else { Seat(0) };
        let w = o.winners();
        if w == vec![me] {
            wins += 1
        } else if w.contains(&me) {
            draws += 1
        } else {
            losses += 1
        }
    }
    println!(
        "{a} vs {b}: +{wins} ={draws} -{losses} in {games} games, {:.1} ms per decision",
        t.elapsed().as_secs_f64() * 1000.0 / decisions as f64
    );
}
