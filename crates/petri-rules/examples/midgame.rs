//! Print the positions of a deterministic "greedy progress" game (for picking benchmark
//! positions): `cargo run --release --example midgame -- [players] [plies]`.
use petri_rules::{Position, Preset, Rules};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let players: u8 = args.first().and_then(|a| a.parse().ok()).unwrap_or(2);
    let plies: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(40);
    let rules = Rules::preset(Preset::Classic, players);
    let mut pos = Position::start(&rules).unwrap();
    let mut x: u64 = 0x9e3779b97f4a7c15;
    for ply in 0..plies {
        let seat = pos.to_move();
        let k = seat.index();
        let moves = pos.legal_moves();
        // Best progress, ties broken by a fixed pseudo-random sequence.
        let mut best = Vec::new();
        let mut best_gain = i64::MIN;
        for &m in &moves {
            let before = pos.set_distance(k) as i64;
            let mut p = pos.clone();
            p.play_unchecked(m);
            let gain = before - p.set_distance(k) as i64;
            if gain > best_gain {
                best_gain = gain;
                best.clear();
            }
            if gain == best_gain {
                best.push(m);
            }
        }
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let m = best[(x % best.len() as u64) as usize];
        pos.play_unchecked(m);
        println!("{ply:3} {m} moves={} {}", pos.count_moves(), pos);
    }
}
