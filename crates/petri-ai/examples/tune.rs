//! Tuning the race evaluation ([`petri_ai::race`]): self-play records, then a logistic fit of
//! who wins on the difference of the two sides' features (Texel tuning).
//!
//! ```text
//! cargo run --release -p petri-ai --example tune -- play GAMES SEED OUT.csv [PLAYER [PRESET]]
//! cargo run --release -p petri-ai --example tune -- fit A.csv[,B.csv…] [LAMBDA [DROP,…]]
//! ```
//!
//! `play`: GAMES two-player games of PLAYER against itself (a level as it plays, `hard` by
//! default: `hard` plays the hand-made evaluation, `master` the tuned one; `LEVEL:legacy` the
//! hand-made evaluation at any level, `LEVEL:FILE` weights in rows read from FILE, one a line)
//! under the rules of PRESET (`classic` by default, `family`, `online`), each from 2 to 12
//! random forward plies, on two threads. The loser plays on alone once the winner is home, so
//! that every position has both sides' moves to go; games that end level are left out. One
//! line per position: game, ply, seat to move, winner, moves to go of a and b, then the
//! features of a and of b ([`petri_ai::race::FEATURES`]).
//!
//! `fit`: games whose number is a multiple of 5 are held out. For each position, the features
//! of the side not to move minus those of the side to move (and a constant: the tempo) predict
//! whether the side to move wins; the weights (L2 penalty LAMBDA on standardized features,
//! default 1; the features named in DROP left out) are printed in rows (a row of progress = 1)
//! and as the `RaceWeights` array.
use std::io::Write;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

use chacha20::ChaCha8Rng;
use petri_ai::race::{FEATURES, NF, RaceEval, RaceWeights, SetInfo, features};
use petri_ai::{CheckersAi, Level};
use petri_rules::{CheckersGame, EndReason, Preset, Rules, Seat};
use rand::{RngExt, SeedableRng};

fn player(spec: &str, seed: u64) -> CheckersAi {
    let (level, weights) = spec.split_once(':').unwrap_or((spec, ""));
    let level: Level = level.parse().expect("a level");
    let mut ai = CheckersAi::new(level, seed).deterministic();
    match weights {
        "" => {}
        "legacy" => ai.searcher().race = RaceEval::HandMade,
        file => {
            let w: Vec<f64> = std::fs::read_to_string(file)
                .expect("a weights file")
                .split_whitespace()
                .map(|x| x.parse().expect("a number"))
                .collect();
            ai.searcher().race = RaceEval::Weights(RaceWeights::from_rows(&w));
        }
    }
    ai
}

/// One self-play game as CSV lines (none when it ended at the move cap).
fn game_lines(rules: &Rules, spec: &str, g: u64, seed: u64) -> String {
    let base = seed.wrapping_mul(1_000_003).wrapping_add(g * 97);
    let mut orng = ChaCha8Rng::seed_from_u64(base ^ 0x0BE1);
    let plies = orng.random_range(2..=12);
    let mut game = CheckersGame::new(rules).expect("classic rules");
    let mut ais = [player(spec, base), player(spec, base + 1)];
    for m in petri_ai::random_opening(game.position(), plies, &mut orng) {
        game.play(m).expect("a legal move");
        for ai in ais.iter_mut() {
            ai.searcher().remember(game.position());
        }
    }
    let info = SetInfo::of(game.position());
    let mut positions = vec![game.position().clone()];
    while !game.is_over() {
        let s = game.to_move().index();
        let r = ais[s].choose(&game);
        game.play(r.best).expect("a legal move");
        for ai in ais.iter_mut() {
            ai.searcher().remember(game.position());
        }
        positions.push(game.position().clone());
    }
    let o = game.outcome().expect("over");
    if o.reason == EndReason::MoveCap || o.winners().len() != 1 {
        return String::new();
    }
    let winner = o.winners()[0];
    let loser = 1 - winner;
    // The loser plays on alone (a solo search: the winner's marbles stand still).
    let mut pos = game.position().clone();
    let mut placed = vec![false; 2];
    placed[winner] = true;
    let ai = &mut ais[loser];
    ai.searcher().solo_from = 1;
    let mut extra = 0;
    while !pos.is_seat_home(Seat(loser as u8)) && extra < 80 {
        pos.set_to_move(Seat(loser as u8));
        let r = ai.choose_in(&pos, &placed);
        pos.play(r.best).expect("a legal move");
        ai.searcher().remember(&pos);
        extra += 1;
    }
    let last = positions.len() - 1;
    let mut togo = vec![[0u32; 2]; positions.len()];
    let mut acc = [0u32; 2];
    acc[loser] = extra;
    for p in (0..last).rev() {
        acc[positions[p].to_move().index()] += 1;
        togo[p] = acc;
    }
    let mut text = String::new();
    for (p, pos) in positions.iter().enumerate().take(last) {
        text.push_str(&format!(
            "{g},{p},{},{winner},{},{}",
            pos.to_move().index(),
            togo[p][0],
            togo[p][1]
        ));
        for (x, inf) in info.iter().enumerate() {
            for v in features(pos, x, inf) {
                text.push_str(&format!(",{v}"));
            }
        }
        text.push('\n');
    }
    text
}

fn play(args: &[String]) {
    let games: u64 = args[0].parse().expect("games");
    let seed: u64 = args[1].parse().expect("seed");
    let path = &args[2];
    let spec = args.get(3).map_or("hard", |s| s.as_str());
    let preset: Preset = args
        .get(4)
        .map_or(Ok(Preset::Classic), |s| s.parse())
        .expect("a preset: classic, family or online");
    let rules = Rules::preset(preset, 2);
    let next = AtomicUsize::new(0);
    let out = Mutex::new(std::io::BufWriter::new(
        std::fs::File::create(path).expect("the output file"),
    ));
    std::thread::scope(|sc| {
        for _ in 0..2 {
            sc.spawn(|| {
                loop {
                    let g = next.fetch_add(1, Ordering::Relaxed) as u64;
                    if g >= games {
                        break;
                    }
                    let text = game_lines(&rules, spec, g, seed);
                    out.lock()
                        .expect("output")
                        .write_all(text.as_bytes())
                        .expect("write");
                    if (g + 1).is_multiple_of(50) {
                        eprintln!("{} games", g + 1);
                    }
                }
            });
        }
    });
}

/// Solve `a x = b` (Gaussian elimination with partial pivoting).
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Vec<f64> {
    let n = b.len();
    for c in 0..n {
        let p = (c..n)
            .max_by(|&i, &j| a[i][c].abs().total_cmp(&a[j][c].abs()))
            .expect("a row");
        a.swap(c, p);
        b.swap(c, p);
        let (top, rest) = a.split_at_mut(c + 1);
        let pivot = &top[c];
        for (r, row) in rest.iter_mut().enumerate() {
            let f = row[c] / pivot[c];
            for (x, &p) in row[c..].iter_mut().zip(&pivot[c..]) {
                *x -= f * p;
            }
            b[c + 1 + r] -= f * b[c];
        }
    }
    let mut x = vec![0.0; n];
    for c in (0..n).rev() {
        let s: f64 = (c + 1..n).map(|k| a[c][k] * x[k]).sum();
        x[c] = (b[c] - s) / a[c][c];
    }
    x
}

fn fit(args: &[String]) {
    let lambda: f64 = args.get(1).map_or(1.0, |s| s.parse().expect("lambda"));
    let dropped: Vec<usize> = args.get(2).map_or(Vec::new(), |s| {
        s.split(',')
            .map(|n| {
                FEATURES
                    .iter()
                    .position(|f| f == &n)
                    .expect("a feature name")
            })
            .collect()
    });
    // A dropped feature's column is zero: only the penalty keeps the system solvable, and
    // the weights are printed per row of progress.
    assert!(lambda > 0.0, "LAMBDA must be positive");
    assert!(
        !dropped.contains(&0),
        "'rows' is the unit and cannot be left out"
    );
    // Rows: (held out, features difference + tempo, label).
    let mut rows: Vec<(bool, Vec<f64>, f64)> = Vec::new();
    for path in args[0].split(',') {
        let text = std::fs::read_to_string(path).expect("a data file");
        for line in text.lines() {
            let v: Vec<f64> = line
                .split(',')
                .map(|x| x.parse().expect("a number"))
                .collect();
            if v.len() != 6 + 2 * NF {
                continue;
            }
            let (g, tm, winner) = (v[0] as u64, v[2] as usize, v[3] as usize);
            let (fa, fb) = (&v[6..6 + NF], &v[6 + NF..]);
            let (me, op) = if tm == 0 { (fa, fb) } else { (fb, fa) };
            let mut x: Vec<f64> = (0..NF).map(|i| op[i] - me[i]).collect();
            for &i in &dropped {
                x[i] = 0.0;
            }
            x.push(1.0);
            rows.push((g % 5 == 0, x, (winner == tm) as u8 as f64));
        }
    }
    let m = NF + 1;
    let train: Vec<&(bool, Vec<f64>, f64)> = rows.iter().filter(|r| !r.0).collect();
    let mut scale = vec![1.0; m];
    for (j, s) in scale.iter_mut().enumerate().take(NF) {
        let mean = train.iter().map(|r| r.1[j]).sum::<f64>() / train.len() as f64;
        let var = train.iter().map(|r| (r.1[j] - mean).powi(2)).sum::<f64>() / train.len() as f64;
        if var > 0.0 {
            *s = var.sqrt();
        }
    }
    let mut w = vec![0.0; m];
    for _ in 0..50 {
        let mut grad = vec![0.0; m];
        let mut h = vec![vec![0.0; m]; m];
        for r in &train {
            let x: Vec<f64> = (0..m).map(|j| r.1[j] / scale[j]).collect();
            let z: f64 = (0..m).map(|j| w[j] * x[j]).sum();
            let p = 1.0 / (1.0 + (-z).exp());
            for j in 0..m {
                grad[j] += (p - r.2) * x[j];
                for k in 0..m {
                    h[j][k] += p * (1.0 - p) * x[j] * x[k];
                }
            }
        }
        for j in 0..m {
            grad[j] += lambda * w[j];
            h[j][j] += lambda;
        }
        let step = solve(h, grad);
        let mut big = 0.0f64;
        for j in 0..m {
            w[j] -= step[j];
            big = big.max(step[j].abs());
        }
        if big < 1e-9 {
            break;
        }
    }
    let w: Vec<f64> = (0..m).map(|j| w[j] / scale[j]).collect();
    let (mut ll, mut right, mut n) = (0.0, 0, 0);
    for r in rows.iter().filter(|r| r.0) {
        let z: f64 = (0..m).map(|j| w[j] * r.1[j]).sum();
        let p = 1.0 / (1.0 + (-z).exp());
        ll -= r.2 * (p + 1e-12).ln() + (1.0 - r.2) * (1.0 - p + 1e-12).ln();
        right += ((p > 0.5) == (r.2 > 0.5)) as usize;
        n += 1;
    }
    println!(
        "{} positions ({} held out): held-out log loss {:.4}, right {:.1}%",
        rows.len(),
        n,
        ll / n as f64,
        100.0 * right as f64 / n as f64
    );
    let k = w[0];
    println!("weights in rows (win odds per row of progress: e^{k:.4}):");
    for (name, x) in FEATURES.iter().zip(&w) {
        println!("  {name:>8} {:8.3}", x / k);
    }
    println!("  {:>8} {:8.3}", "tempo", w[NF] / k);
    let rw = RaceWeights::from_rows(&w[..NF].iter().map(|x| x / k).collect::<Vec<_>>());
    println!("RaceWeights({:?})", rw.0);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(|s| s.as_str()) {
        Some("play") => play(&args[1..]),
        Some("fit") => fit(&args[1..]),
        _ => eprintln!(
            "usage: tune play GAMES SEED OUT.csv [PLAYER [PRESET]] | tune fit A.csv[,B.csv] [LAMBDA [DROP,...]]"
        ),
    }
}
