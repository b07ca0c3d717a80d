//! `cargo bench -p petri-rules`: perft (bulk-counted, single thread) and Petri best-order
//! captures. Numbers go to BENCHMARKS.md.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use petri_rules::{Cube, Geometry, PetriAction, PetriPhase, PetriState, Position, Preset, Rules};
use std::hint::black_box;

/// Reached by 16 plies of greedy play (`cargo run --release --example midgame -- 2 16`): both
/// armies meet in the centre, 63 moves for seat a.
pub const MIDGAME: &str = "./bb/..b/...b/......b....../...b..b...../....b....../...b..a.../...b.a.../......a.../......a..../......a...../........a..../aa../..a/a./. a";

fn perft(c: &mut Criterion) {
    let rules = Rules::preset(Preset::Classic, 2);
    let start = Position::start(&rules).unwrap();
    let mid = Position::from_notation(&rules, MIDGAME).unwrap();
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for (name, pos, depth) in [("start", &start, 5u32), ("midgame", &mid, 4)] {
        let leaves = pos.perft(depth);
        group.throughput(Throughput::Elements(leaves));
        group.bench_with_input(BenchmarkId::new(name, depth), &depth, |b, &d| {
            b.iter(|| black_box(pos).perft(d))
        });
    }
    // The same on the 256-bit engine used for boards of size 5 and 6.
    let wide = start.clone().into_wide();
    let leaves = wide.perft(5);
    group.throughput(Throughput::Elements(leaves));
    group.bench_function("start-wide/5", |b| b.iter(|| black_box(&wide).perft(5)));
    let big = Position::start(&Rules::preset(Preset::Classic, 6).with_size(6)).unwrap();
    let leaves = big.perft(3);
    group.throughput(Throughput::Elements(leaves));
    group.bench_function("size6-6players/3", |b| b.iter(|| black_box(&big).perft(3)));
    group.finish();
}

/// Capture-step boards from deterministic random 4-player Petri games.
pub fn petri_positions() -> Vec<PetriState> {
    let rules = Rules::preset(Preset::Petri, 4);
    let mut out = Vec::new();
    let mut x = 0x2545F4914F6CDD1Du64;
    let mut next = |n: usize| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        (x % n as u64) as usize
    };
    for _game in 0..20 {
        let mut s = PetriState::new(&rules).unwrap();
        for _ in 0..4000 {
            if s.is_over() {
                break;
            }
            if matches!(s.phase(), PetriPhase::Capture { .. }) && s.occupied().count() > 12 {
                out.push(s.clone());
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
            s.play(a).unwrap();
        }
    }
    out
}

/// Capture-step boards of 24+ pieces from AI-vs-AI games (`capture_positions.txt`).
pub fn ai_game_positions() -> Vec<PetriState> {
    include_str!("capture_positions.txt")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| {
            let (players, board) = l.split_once(' ')?;
            let rules = Rules::preset(Preset::Petri, players.parse().ok()?);
            PetriState::from_notation(&rules, &format!("{board} a")).ok()
        })
        .collect()
}

/// Dense random boards: every hole within three steps of the centre filled with probability
/// 80% by 3, 4 or 6 seats (many are not proved within the node limit).
pub fn dense_positions() -> Vec<PetriState> {
    let geo = Geometry::get(4);
    let mut x = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = |n: u64| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x % n
    };
    let mut out = Vec::new();
    for k in 0..12 {
        let players = [3u8, 4, 6][k % 3];
        let mut text = String::new();
        for r in 0..geo.rows() {
            if r > 0 {
                text.push('/');
            }
            for i in geo.row_start(r)..geo.row_start(r) + geo.row_len(r) {
                let near = geo.cube(i).distance(Cube::new(0, 0)) <= 3;
                text.push(if near && next(10) < 8 {
                    (b'a' + next(players as u64) as u8) as char
                } else {
                    '.'
                });
            }
        }
        text.push_str(" a");
        let rules = Rules::preset(Preset::Petri, players);
        out.push(PetriState::from_notation(&rules, &text).expect("a board"));
    }
    out
}

fn petri_best_order(c: &mut Criterion) {
    let mut group = c.benchmark_group("petri");
    // Capture steps under way: the unchecked pieces.
    let positions = petri_positions();
    assert!(!positions.is_empty());
    group.throughput(Throughput::Elements(positions.len() as u64));
    group.bench_function("best-order", |b| {
        b.iter(|| {
            positions
                .iter()
                .map(|s| black_box(s).best_capture_order().len())
                .sum::<usize>()
        })
    });
    // Boards at the start of a turn: every piece.
    let ai = ai_game_positions();
    assert!(!ai.is_empty());
    group.throughput(Throughput::Elements(ai.len() as u64));
    group.bench_function("best-order-ai-games", |b| {
        b.iter(|| {
            ai.iter()
                .map(|s| black_box(s).best_captures().len())
                .sum::<usize>()
        })
    });
    let dense = dense_positions();
    group.sample_size(10);
    group.throughput(Throughput::Elements(dense.len() as u64));
    group.bench_function("best-order-dense", |b| {
        b.iter(|| {
            dense
                .iter()
                .map(|s| black_box(s).best_captures().len())
                .sum::<usize>()
        })
    });
    group.finish();
}

criterion_group!(benches, perft, petri_best_order);
criterion_main!(benches);
