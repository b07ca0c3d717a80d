//! Two-player classic games between two search set-ups (the "ab" rows of BENCHMARKS.md):
//! `cargo run --release -p petri-ai --example ab -- A B GAMES [SEED] [OPENING] [THREADS]`.
//! A set-up is `LEVEL[@NODES|/DEPTH][,KEY=VALUE…]`: a level at a node budget or a fixed
//! depth; keys as in `examples/keys/mod.rs` (`eval=hand|learned`, `pair=N`, `jam=N`, `start=0|1`,
//! `eg=N`, `slack=N`, `chain=N`). Game `g` starts after OPENING random forward
//! plies of round `g / 2` with A on seat `g % 2`; `AB_RECORDS=DIR` writes each game there.
//! A set-up may also be a racer (`racer-tip-back`, see `petri-cli help match`). Prints the
//! score with its 95% interval and the depths reached.
mod keys;

use std::sync::Mutex;

use chacha20::ChaCha8Rng;
use petri_ai::{CheckersAi, RacerStyle, racer_move_styled, random_opening};
use petri_rules::{CheckersGame, Preset, Rules};
use rand::SeedableRng;

#[derive(Clone, Debug)]
struct Setup {
    text: String,
}

enum Player {
    Ai(Box<CheckersAi>),
    Racer(RacerStyle, Box<ChaCha8Rng>),
}

impl Player {
    /// The move, the depth reached and the seconds taken.
    fn choose(&mut self, game: &CheckersGame) -> (petri_rules::Move, u32, f64) {
        match self {
            Player::Ai(ai) => {
                let r = ai.choose(game);
                (r.best, r.depth, r.elapsed.as_secs_f64())
            }
            Player::Racer(style, rng) => (racer_move_styled(game.position(), *style, rng), 0, 0.0),
        }
    }
    fn remember(&mut self, game: &CheckersGame) {
        if let Player::Ai(ai) = self {
            ai.searcher().remember(game.position());
        }
    }
}

impl Setup {
    fn player(&self, seed: u64) -> Player {
        match RacerStyle::parse(&self.text) {
            Some(style) => Player::Racer(style, Box::new(ChaCha8Rng::seed_from_u64(seed))),
            None => Player::Ai(Box::new(keys::build(&self.text, seed))),
        }
    }
}

#[derive(Default)]
struct Tally {
    score: [f64; 2],
    depth: [u64; 2],
    moves: [u64; 2],
    secs: [f64; 2],
    games: u64,
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let a = Setup {
        text: args[1].clone(),
    };
    let b = Setup {
        text: args[2].clone(),
    };
    let games: u64 = args[3].parse().unwrap();
    let seed: u64 = args.get(4).map_or(1, |s| s.parse().unwrap());
    let opening: u32 = args.get(5).map_or(4, |s| s.parse().unwrap());
    let threads: usize = args.get(6).map_or(1, |s| s.parse().unwrap());
    let rules = Rules::preset(Preset::Classic, 2);
    let tally = Mutex::new(Tally::default());
    keys::play_games(games, threads, |g| {
        let a_seat = (g % 2) as usize;
        let base = seed.wrapping_mul(1_000_003).wrapping_add(g * 97);
        let mut ais = [a.player(base), b.player(base + 1)];
        if a_seat == 1 {
            ais.swap(0, 1);
        }
        let mut game = CheckersGame::new(&rules).unwrap();
        let mut orng = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(7919) ^ (g / 2) ^ 0x0BE1);
        for m in random_opening(game.position(), opening, &mut orng) {
            game.play(m).unwrap();
            for ai in ais.iter_mut() {
                ai.remember(&game);
            }
        }
        let mut depth = [0u64; 2];
        let mut moves = [0u64; 2];
        let mut secs = [0f64; 2];
        while !game.is_over() {
            let s = game.to_move().index();
            let (best, d, t) = ais[s].choose(&game);
            let side = if s == a_seat { 0 } else { 1 };
            depth[side] += d as u64;
            moves[side] += 1;
            secs[side] += t;
            game.play(best).unwrap();
            for ai in ais.iter_mut() {
                ai.remember(&game);
            }
        }
        if let Ok(dir) = std::env::var("AB_RECORDS") {
            let rec = petri_rules::GameRecord::from_game(&game);
            std::fs::write(format!("{dir}/game-{g}.json"), rec.to_json()).unwrap();
        }
        let o = game.outcome().unwrap();
        let w = o.winners();
        let sa = if w.len() == 1 {
            if w[0] == a_seat { 1.0 } else { 0.0 }
        } else {
            0.5
        };
        eprintln!(
            "game {g}: A {sa} in {} plies, depth A {:.2} B {:.2}",
            game.ply_count(),
            depth[0] as f64 / moves[0].max(1) as f64,
            depth[1] as f64 / moves[1].max(1) as f64
        );
        let mut t = tally.lock().unwrap();
        t.score[0] += sa;
        t.score[1] += 1.0 - sa;
        t.games += 1;
        for i in 0..2 {
            t.depth[i] += depth[i];
            t.moves[i] += moves[i];
            t.secs[i] += secs[i];
        }
    });
    let t = tally.into_inner().unwrap();
    let n = t.games as f64;
    let p = t.score[0] / n;
    println!(
        "{} vs {}: {} games seed {seed} opening {opening}: A {:.1} = {:.1}% ± {:.1}; depth A {:.2} B {:.2}; s/move A {:.3} B {:.3}",
        a.text,
        b.text,
        t.games,
        t.score[0],
        p * 100.0,
        196.0 * (p * (1.0 - p) / n).sqrt(),
        t.depth[0] as f64 / t.moves[0] as f64,
        t.depth[1] as f64 / t.moves[1] as f64,
        t.secs[0] / t.moves[0] as f64,
        t.secs[1] / t.moves[1] as f64,
    );
}
