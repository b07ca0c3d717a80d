//! The exact end-game against the search it replaces, on recorded games:
//! `cargo run --release -p petri-ai --example endgame -- <records dir> [level] [empty]`.
//! For each record (`petri-cli match ... --records DIR`) and each seat, the first position
//! with the seat to move, at most `empty` (default 5) empty holes in its targets and its
//! race meeting nobody's (two units racing) or a solo search (four or more): the seat then
//! plays home (in a two-player race the other seat plays on as the `racer`; with more
//! players the others stand still, as the solo search assumes), once with the level's search
//! without the end-game (as the levels played before the exact end-game existed) and once with
//! the exact end-game, and the moves are counted. Prints one line per position and the totals.
use std::time::Instant;

use chacha20::ChaCha8Rng;
use petri_ai::endgame::{Endgame, EndgameStatus, disengaged};
use petri_ai::{CheckersAi, Level, racer_move};
use petri_rules::{CheckersGame, GameRecord, Position, Seat};
use rand::SeedableRng;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let dir = args.get(1).expect("a records directory");
    let level: Level = args.get(2).map_or("hard", |s| s).parse().unwrap();
    let empty: u32 = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(5);
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    let (mut n, mut sum_old, mut sum_exact, mut sum_new, mut better, mut worse) =
        (0, 0, 0, 0, 0, 0);
    let (mut nodes, mut secs) = (0u64, 0f64);
    for f in files {
        let rec = GameRecord::from_json(&std::fs::read_to_string(&f).unwrap()).unwrap();
        let game = rec.replay().unwrap();
        let g = game.checkers().expect("a Chinese checkers record");
        let rules = *g.rules();
        let start = g.start_position().clone();
        let mut replay = CheckersGame::from_position(start);
        let mut done = vec![false; rules.players as usize];
        for m in g.moves().collect::<Vec<_>>() {
            let pos = replay.position().clone();
            let seat = pos.to_move();
            let placed: Vec<bool> = (0..rules.unit_count())
                .map(|u| replay.place_of(u).is_some())
                .collect();
            let racing = placed.iter().filter(|&&p| !p).count();
            if !done[seat.index()]
                && (racing >= 4 || (racing == 2 && disengaged(&pos, seat)))
                && let Some(mut e) = Endgame::new(&pos, seat, 40)
                && e.bound() <= empty
            {
                done[seat.index()] = true;
                let lower = e.bound();
                let t = Instant::now();
                let EndgameStatus::Solved(path) = e.run(5_000_000) else {
                    println!(
                        "{}: seat {seat}: not solved in {} nodes",
                        f.display(),
                        e.nodes()
                    );
                    replay.play(m).unwrap();
                    continue;
                };
                secs += t.elapsed().as_secs_f64();
                nodes += e.nodes();
                let old = alone(&pos, seat, &placed, level, false);
                let new = alone(&pos, seat, &placed, level, true);
                println!(
                    "{} seat {seat}: {} empty, exact {} moves ({} nodes), {level} before {}, with end-game {}",
                    f.file_name().unwrap().to_string_lossy(),
                    lower,
                    path.len(),
                    e.nodes(),
                    fmt(old),
                    fmt(new)
                );
                n += 1;
                sum_exact += path.len() as u32;
                sum_old += old.unwrap_or(40);
                sum_new += new.unwrap_or(40);
                if old.is_none_or(|o| o > path.len() as u32) {
                    better += 1;
                }
                if new.is_none_or(|o| o > path.len() as u32) {
                    worse += 1;
                }
            }
            replay.play(m).unwrap();
        }
    }
    println!(
        "{n} end-games: exact {sum_exact} moves in all, {level} before {sum_old} (longer in {better}), with end-game {sum_new} (longer than exact in {worse}); exact search {:.1} ms and {} nodes each on average",
        secs * 1000.0 / n.max(1) as f64,
        nodes / n.max(1) as u64
    );
}

fn fmt(x: Option<u32>) -> String {
    x.map_or("over 40".into(), |v| v.to_string())
}

/// Moves the level takes to bring `seat` home alone (the others standing still), at most 40.
fn alone(pos: &Position, seat: Seat, placed: &[bool], level: Level, endgame: bool) -> Option<u32> {
    let mut ai = CheckersAi::new(level, 1).deterministic();
    if !endgame {
        ai.searcher().endgame_empty = 0;
    }
    let mut p = pos.clone();
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for moves in 0..40 {
        if p.is_seat_home(seat) {
            return Some(moves);
        }
        p.set_to_move(seat);
        ai.searcher().remember(&p);
        let r = ai.choose_in(&p, placed);
        if std::env::var("ENDGAME_SHOW").is_ok() && !endgame {
            eprintln!(
                "{} : {} score {} depth {}",
                p.to_notation(),
                r.best,
                r.score,
                r.depth
            );
        }
        p.play(r.best).unwrap();
        // In a two-player race the opponent keeps moving (as the racer would): the search
        // expects replies, and a position that repeats exactly misleads its table.
        if placed.len() == 2 {
            let other = Seat(1 - seat.0);
            p.set_to_move(other);
            if !p.is_seat_home(other) {
                let m = racer_move(&p, &mut rng);
                p.play(m).unwrap();
            }
        }
    }
    p.is_seat_home(seat).then_some(40)
}
