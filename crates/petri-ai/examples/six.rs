//! Six-player classic races, one search set-up against five racers (the six-player figures of
//! BENCHMARKS.md):
//! `cargo run --release -p petri-ai --example six -- A RACER GAMES [SEED] [THREADS] [OPENING]`.
//! A is a set-up as in `examples/ab.rs` (`hard`, `master@2000000,solo_width=0`, …; the solo
//! keys of `examples/keys/mod.rs`), RACER a racer (`racer-tip-back`). Game `g` has A on seat
//! `g % 6`, after OPENING random forward plies of round `g / 6`. Play goes on after the first
//! seat is home (finish `continue`) until A and one racer are, so that every game tells how many
//! moves A needed against the fastest racer: A is first when no racer needed fewer moves (a tie
//! in moves counts as a first here; `petri-cli match` gives first place to whoever gets home
//! first in seat order, so its figures run a few points lower). Prints each game and the mean
//! of A's moves less the fastest racer's. `SIX_RECORDS=DIR` saves each game; `SIX_DATA=FILE`
//! appends, for every seat that got home, each of its turns' features and moves left (a
//! fitting experiment, not kept). `SIX_CURVE=1` prints where A loses ground: its moves that
//! gain no row by its own move number (1–8, 9–16, …), and its rows to go less the fastest
//! racer's after each of their own moves.
mod keys;

use std::sync::Mutex;

use chacha20::ChaCha8Rng;
use petri_ai::{RacerStyle, racer_move_styled};
use petri_rules::{CheckersGame, Finish, Preset, Rules, Seat};
use rand::SeedableRng;

/// The race features of seat `k`'s set and three of the solo search's: marbles in other
/// units' targets (not its own start), its target's apex empty, other marbles in its target.
fn solo_features(
    pos: &petri_rules::Position,
    k: usize,
    info: &[petri_ai::race::SetInfo],
) -> Vec<i32> {
    let mut f = petri_ai::race::features(pos, k, &info[k]).to_vec();
    let layout = pos.layout();
    let set = &layout.sets[k];
    let mut side = petri_rules::Bitboard::EMPTY;
    for (j, o) in layout.sets.iter().enumerate() {
        if j != k {
            side |= o.target_holes;
        }
    }
    side = side & !set.home_holes & !set.target_holes;
    let mine = pos.set_holes(k);
    let table = petri_ai::eval::CostTable::get(pos.size());
    let apex = set
        .target_holes
        .iter()
        .min_by_key(|&i| table.axis(set.target, i))
        .unwrap();
    f.push((mine & side).count() as i32);
    f.push(!mine.has(apex) as i32);
    f.push((set.target_holes & pos.occupied() & !mine).count() as i32);
    f
}

#[derive(Default)]
struct Tally {
    games: u64,
    first: f64,
    behind: i64,
    a_moves: u64,
    fastest: u64,
    unfinished: u64,
    secs: f64,
    depth: u64,
    searches: u64,
    alone: u64,
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let a = args[1].clone();
    let racer = RacerStyle::parse(&args[2]).expect("a racer");
    let games: u64 = args[3].parse().unwrap();
    let seed: u64 = args.get(4).map_or(1, |s| s.parse().unwrap());
    let threads: usize = args.get(5).map_or(1, |s| s.parse().unwrap());
    let opening: u32 = args.get(6).map_or(0, |s| s.parse().unwrap());
    let rules = Rules::preset(Preset::Classic, 6).with_checkers(|o| o.finish = Finish::Continue);
    let tally = Mutex::new(Tally::default());
    // [A, racers]: moves, rows gained, moves gaining no row.
    let stats = Mutex::new([[0i64; 3]; 2]);
    // `SIX_CURVE`: per own move t, the sum over games of A's rows to go less the fastest
    // racer's (both after their t-th move), and the games counted.
    let curve = Mutex::new(vec![(0i64, 0i64); 80]);
    let nogain = Mutex::new([0u64; 6]);
    keys::play_games(games, threads, |g| {
        let a_seat = (g % 6) as u8;
        let base = seed.wrapping_mul(1_000_003).wrapping_add(g * 97);
        let a_racer = RacerStyle::parse(&a);
        let mut ai = keys::build(if a_racer.is_some() { "beginner" } else { &a }, base);
        let mut rngs: Vec<ChaCha8Rng> = (0..6)
            .map(|s| ChaCha8Rng::seed_from_u64(base ^ ((s + 1) * 0x9E37)))
            .collect();
        let mut game = CheckersGame::new(&rules).unwrap();
        let mut orng = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(7919) ^ (g / 6) ^ 0x0BE1);
        for m in petri_ai::random_opening(game.position(), opening, &mut orng) {
            game.play(m).unwrap();
        }
        let mut done: [Option<u16>; 6] = [None; 6];
        let dump = std::env::var("SIX_DATA").ok();
        let info = petri_ai::race::SetInfo::of(game.position());
        // Per seat: (moves made, features) at each of its turns.
        let mut rows: Vec<Vec<(u16, Vec<i32>)>> = vec![Vec::new(); 6];
        let mut secs = 0.0;
        let (mut depth, mut searches) = (0u64, 0u64);
        // Per seat: rows to go after each of its moves.
        let mut togo: Vec<Vec<i64>> = vec![Vec::new(); 6];
        while !game.is_over() {
            let s = game.to_move();
            if dump.is_some() && game.place_of(s.index()).is_none() {
                let f = solo_features(game.position(), s.index(), &info);
                rows[s.index()].push((game.moves_made(s), f));
            }
            let mv = if let (true, Some(style)) = (s.0 == a_seat, a_racer) {
                racer_move_styled(game.position(), style, &mut rngs[s.index()])
            } else if s.0 == a_seat {
                let r = ai.choose(&game);
                secs += r.elapsed.as_secs_f64();
                if r.elapsed.as_secs_f64() > 0.5 {
                    eprintln!(
                        "game {g} move {}: {:.2} s, depth {}, {} nodes, end-game {:?}",
                        game.moves_made(s),
                        r.elapsed.as_secs_f64(),
                        r.depth,
                        r.nodes,
                        r.endgame
                    );
                }
                depth += r.depth as u64;
                searches += 1;
                r.best
            } else {
                racer_move_styled(game.position(), racer, &mut rngs[s.index()])
            };
            if let petri_rules::Move::Marble { from, to } = mv {
                let pos = game.position();
                let k = pos.set_at(from).unwrap();
                let t = pos.layout().sets[k].target;
                let table = petri_ai::eval::CostTable::get(pos.size());
                let gain = table.axis(t, from.index()) - table.axis(t, to.index());
                let who = if s.0 == a_seat { 0 } else { 1 };
                let mut st = stats.lock().unwrap();
                st[who][0] += 1;
                st[who][1] += gain as i64;
                if gain <= 0 && game.place_of(s.index()).is_none() {
                    st[who][2] += 1;
                    if who == 0 {
                        let b = (game.moves_made(s) as usize / 8).min(5);
                        nogain.lock().unwrap()[b] += 1;
                    }
                }
            }
            game.play(mv).unwrap();
            {
                let pos = game.position();
                let table = petri_ai::eval::CostTable::get(pos.size());
                let t = pos.layout().sets[s.index()].target;
                let rows: i64 = pos
                    .set_holes(s.index())
                    .iter()
                    .map(|h| table.axis(t, h) as i64)
                    .sum();
                togo[s.index()].push(rows);
            }
            ai.searcher().remember(game.position());
            for (u, d) in done.iter_mut().enumerate() {
                if d.is_none() && game.place_of(u).is_some() {
                    *d = Some(game.moves_made(Seat(u as u8)));
                }
            }
            let racer_done = (0..6).any(|u| u != a_seat as usize && done[u].is_some());
            if done[a_seat as usize].is_some() && racer_done {
                break;
            }
        }
        if let Ok(dir) = std::env::var("SIX_RECORDS") {
            let rec = petri_rules::GameRecord::from_game(&game);
            std::fs::write(format!("{dir}/game-{g}.json"), rec.to_json()).unwrap();
        }
        if let Some(path) = &dump {
            use std::io::Write;
            let mut out = String::new();
            for (u, r) in rows.iter().enumerate() {
                let Some(d) = done[u] else { continue };
                for (made, f) in r {
                    let who = if u == a_seat as usize { 1 } else { 0 };
                    let fs: Vec<String> = f.iter().map(|x| x.to_string()).collect();
                    out += &format!("{},{who},{}\n", d - made, fs.join(","));
                }
            }
            let mut file = std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .unwrap();
            file.write_all(out.as_bytes()).unwrap();
        }
        let am = done[a_seat as usize];
        let fastest = (0..6)
            .filter(|&u| u != a_seat as usize)
            .filter_map(|u| done[u])
            .min();
        if let Some(f) = (0..6)
            .filter(|&u| u != a_seat as usize)
            .filter(|&u| done[u].is_some())
            .min_by_key(|&u| done[u])
        {
            let mut c = curve.lock().unwrap();
            for (t, (x, y)) in togo[a_seat as usize].iter().zip(&togo[f]).enumerate() {
                if t < c.len() {
                    c[t].0 += x - y;
                    c[t].1 += 1;
                }
            }
        }
        let line = match (am, fastest) {
            (Some(am), Some(f)) => format!(
                "game {g}: A seat {a_seat} home in {am} moves, fastest racer {f}{}",
                if am <= f { "  FIRST" } else { "" }
            ),
            (Some(am), None) => {
                format!("game {g}: A seat {a_seat} home in {am} moves, no racer home  FIRST")
            }
            _ => format!("game {g}: A seat {a_seat} unfinished ({am:?}, {fastest:?})"),
        };
        eprintln!("{line}");
        let mut t = tally.lock().unwrap();
        t.games += 1;
        t.secs += secs;
        t.depth += depth;
        t.searches += searches;
        match (am, fastest) {
            (Some(am), Some(f)) => {
                if am <= f {
                    t.first += 1.0;
                }
                t.behind += am as i64 - f as i64;
                t.a_moves += am as u64;
                t.fastest += f as u64;
            }
            // Home while no racer is: first.
            (Some(_), None) => {
                t.first += 1.0;
                t.alone += 1;
                t.unfinished += 1;
            }
            _ => t.unfinished += 1,
        }
    });
    let t = tally.into_inner().unwrap();
    let st = stats.into_inner().unwrap();
    for (who, x) in ["A", "racers"].iter().zip(st) {
        println!(
            "{who}: {:.2} rows a move, {:.1}% of moves gain no row",
            x[1] as f64 / x[0].max(1) as f64,
            100.0 * x[2] as f64 / x[0].max(1) as f64
        );
    }
    if std::env::var("SIX_CURVE").is_ok() {
        println!(
            "A's moves gaining no row by own move 1-8, 9-16, ...: {:?}",
            nogain.into_inner().unwrap()
        );
        let c = curve.into_inner().unwrap();
        let marks: Vec<String> = (0..c.len())
            .step_by(4)
            .filter(|&t| c[t].1 > 0)
            .map(|t| format!("{}:{:+.1}", t + 1, c[t].0 as f64 / c[t].1 as f64))
            .collect();
        println!(
            "A's rows to go less the fastest racer's, by own move: {}",
            marks.join(" ")
        );
    }
    let n = (t.games - t.unfinished).max(1) as f64;
    println!(
        "{a} vs 5 {}: {} games seed {seed}: first {:.0} = {:.1}%; A {:.2} moves, fastest racer {:.2}, A behind by {:.2}; not both home {} (A alone {}); A {:.3} s/move, depth {:.2}",
        args[2],
        t.games,
        t.first,
        100.0 * t.first / t.games as f64,
        t.a_moves as f64 / n,
        t.fastest as f64 / n,
        t.behind as f64 / n,
        t.unfinished,
        t.alone,
        t.secs / (t.searches.max(1) as f64),
        t.depth as f64 / (t.searches.max(1) as f64),
    );
}
