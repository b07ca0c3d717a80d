//! Time the best-order capture solver and count how often it proves its answer:
//! `cargo run --release -p petri-rules --example best_order_timing [node limit]`.
//!
//! Boards: every capture step of 200 deterministic random 4-player games; the AI-vs-AI boards
//! of `benches/capture_positions.txt`; dense random boards (every hole within a radius of the
//! centre filled with probability 80% by 2, 3, 4 or 6 seats: radius 2 is the 19 holes around
//! the centre, 4 the whole central hexagon, 5 reaches into the triangles); and the two boards
//! of the review that found the old solver slow and wrong. Prints one Markdown table row per
//! set of boards (`BENCHMARKS.md`); each board is solved twice and the faster time kept.
use petri_rules::captures::{self, CaptureBoard};
use petri_rules::{Bitboard, Cube, Geometry, PetriAction, PetriPhase, PetriState, Preset, Rules};
use std::time::Instant;

/// Boards a review found the old solver slow on (6 players) and short on (4 players).
const SLOW_6: &str = "./../.../..../............./....afda..../...eeebb.../...cfed.../..ccdeb../...bdff.../....ae...../............/............./..../.../../. a";
const SHORT_4: &str = "./../.../..../....caba...../....ccdb..../...dacdc.../..ccbbda../.dbbabab./..dbdccc../...da.ad.../....bada..../............./..../.../../. a";

struct Run {
    micros: f64,
    nodes: u64,
    proved: bool,
}

/// Solve twice and keep the faster time (the VM is shared: a single run is sometimes
/// preempted for milliseconds).
fn time(board: CaptureBoard<'_>, checkable: Bitboard, limit: u64) -> (Run, usize) {
    let mut micros = f64::MAX;
    let mut best = captures::SolvedOrder::default();
    for _ in 0..2 {
        let t = Instant::now();
        best = captures::best_order_limited(board, checkable, limit);
        micros = micros.min(t.elapsed().as_secs_f64() * 1e6);
    }
    (
        Run {
            micros,
            nodes: best.nodes,
            proved: best.proved,
        },
        best.order.len(),
    )
}

fn state_run(s: &PetriState, checkable: Bitboard, limit: u64) -> (Run, usize) {
    let pieces: Vec<Bitboard> = (0..s.rules().players)
        .map(|k| s.pieces(petri_rules::Seat(k)))
        .collect();
    let board = CaptureBoard {
        size: s.rules().size,
        pieces: &pieces,
    };
    time(board, checkable, limit)
}

fn report(what: &str, runs: &mut [Run], most_pieces: u32) {
    if runs.is_empty() {
        return;
    }
    let n = runs.len();
    runs.sort_by(|a, b| a.micros.total_cmp(&b.micros));
    let t = |k: usize| runs[k].micros;
    let (tmed, tp99, tmax) = (t(n / 2), t(n * 99 / 100), t(n - 1));
    let mut nodes: Vec<u64> = runs.iter().map(|r| r.nodes).collect();
    nodes.sort_unstable();
    let unproved = runs.iter().filter(|r| !r.proved).count();
    println!(
        "| {what} | {n} | {most_pieces} | {} | {} | {} | {} / {} / {} | {unproved} ({:.1}%) |",
        fmt(tmed),
        fmt(tp99),
        fmt(tmax),
        nodes[n / 2],
        nodes[n * 99 / 100],
        nodes[n - 1],
        100.0 * unproved as f64 / n as f64
    );
}

fn fmt(micros: f64) -> String {
    if micros < 1000.0 {
        format!("{micros:.1} µs")
    } else {
        format!("{:.1} ms", micros / 1000.0)
    }
}

fn main() {
    let limit: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(captures::NODE_LIMIT);
    println!("node limit {limit}");
    println!(
        "| boards | count | most pieces | median | 99th percentile | max | nodes median / p99 / max | not proved |"
    );
    println!("| --- | --- | --- | --- | --- | --- | --- | --- |");
    let mut x = 0x2545F4914F6CDD1Du64;
    let mut next = |n: usize| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        (x % n as u64) as usize
    };

    // Random 4-player games.
    let rules = Rules::preset(Preset::Petri, 4);
    let mut runs = Vec::new();
    let mut most = 0;
    for _game in 0..200 {
        let mut s = PetriState::new(&rules).expect("start");
        while !s.is_over() {
            if matches!(s.phase(), PetriPhase::Capture { .. }) {
                runs.push(state_run(&s, s.unchecked(), limit).0);
                most = most.max(s.occupied().count());
            }
            let a = match s.phase() {
                PetriPhase::FirstRoll { .. } | PetriPhase::Roll => {
                    PetriAction::Roll(next(6) as u8 + 1, next(6) as u8 + 1)
                }
                _ => {
                    let acts = s.legal_actions();
                    acts[next(acts.len())]
                }
            };
            s.play(a).expect("legal");
        }
    }
    report("random 4-player games, every capture step", &mut runs, most);

    // AI-vs-AI games.
    let corpus = include_str!("../benches/capture_positions.txt");
    for players in [3u8, 4, 6] {
        let rules = Rules::preset(Preset::Petri, players);
        let mut runs = Vec::new();
        let mut most = 0;
        for line in corpus.lines().filter(|l| !l.starts_with('#')) {
            let Some((p, board)) = line.split_once(' ') else {
                continue;
            };
            if p.parse::<u8>().ok() != Some(players) {
                continue;
            }
            let s = PetriState::from_notation(&rules, &format!("{board} a")).expect("board");
            most = most.max(s.occupied().count());
            runs.push(state_run(&s, s.occupied(), limit).0);
        }
        report(
            &format!("AI-vs-AI games, {players} players (24+ pieces)"),
            &mut runs,
            most,
        );
    }

    // Dense random boards.
    let geo = Geometry::get(4);
    for radius in [2u8, 3, 4, 5] {
        for seats in [2usize, 3, 4, 6] {
            let mut runs = Vec::new();
            let mut most = 0;
            for _ in 0..50 {
                let mut pieces = vec![Bitboard::EMPTY; seats];
                for i in 0..geo.len() {
                    if geo.cube(i).distance(Cube::new(0, 0)) <= radius && next(10) < 8 {
                        pieces[next(seats)].set(i);
                    }
                }
                let board = CaptureBoard {
                    size: 4,
                    pieces: &pieces,
                };
                let all = pieces.iter().fold(Bitboard::EMPTY, |a, &b| a | b);
                most = most.max(all.count());
                runs.push(time(board, all, limit).0);
            }
            report(
                &format!("dense, radius {radius}, {seats} seats"),
                &mut runs,
                most,
            );
        }
    }

    // The review's boards.
    for (players, text, what) in [
        (6u8, SLOW_6, "review board, 6 players"),
        (4, SHORT_4, "review board, 4 players"),
    ] {
        let rules = Rules::preset(Preset::Petri, players);
        let s = PetriState::from_notation(&rules, text).expect("board");
        let (run, count) = state_run(&s, s.occupied(), limit);
        println!(
            "{what}: captures {count}, proved {}, {} nodes, {}",
            run.proved,
            run.nodes,
            fmt(run.micros)
        );
    }
}
