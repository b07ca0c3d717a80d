//! One 2-player classic game between a level and greedy, printing speed:
//! `cargo run --release -p petri-ai --example duel -- hard`.
use chacha20::ChaCha8Rng;
use petri_ai::{CheckersAi, Level, greedy_move};
use petri_rules::{CheckersGame, Preset, Rules, Seat};
use rand::SeedableRng;

fn main() {
    let level: Level = std::env::args()
        .nth(1)
        .unwrap_or("medium".into())
        .parse()
        .unwrap();
    let players: u8 = std::env::args()
        .nth(2)
        .and_then(|a| a.parse().ok())
        .unwrap_or(2);
    let rules = Rules::preset(Preset::Classic, players);
    let mut game = CheckersGame::new(&rules).unwrap();
    let mut ai = CheckersAi::new(level, 1).deterministic();
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let (mut nodes, mut secs, mut n) = (0u64, 0f64, 0);
    while !game.is_over() {
        let m = if game.to_move() == Seat(0) {
            let r = ai.choose(&game);
            nodes += r.nodes;
            secs += r.elapsed.as_secs_f64();
            n += 1;
            if n % 10 == 0 {
                eprintln!(
                    "move {n}: depth {} score {} nodes {} {:.2}s",
                    r.depth,
                    r.score,
                    r.nodes,
                    r.elapsed.as_secs_f64()
                );
            }
            r.best
        } else {
            greedy_move(game.position(), &mut rng)
        };
        game.play(m).unwrap();
        ai.searcher().remember(game.position());
    }
    println!("final {}", game.position());
    println!(
        "{} after {} plies; AI moves {n}, {:.0} nodes/s, {:.3} s/move",
        game.outcome().unwrap(),
        game.ply_count(),
        nodes as f64 / secs,
        secs / n as f64
    );
}
