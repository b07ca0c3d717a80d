//! Time the exact best-order capture solver on every capture-step board of deterministic random
//! 4-player Petri games: `cargo run --release -p petri-rules --example best_order_timing`.
use petri_rules::{PetriAction, PetriPhase, PetriState, Preset, Rules};
use std::time::Instant;

fn main() {
    let rules = Rules::preset(Preset::Petri, 4);
    let mut x = 0x2545F4914F6CDD1Du64;
    let mut next = |n: usize| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        (x % n as u64) as usize
    };
    let mut times = Vec::new();
    let mut most_pieces = 0;
    for _game in 0..200 {
        let mut s = PetriState::new(&rules).unwrap();
        while !s.is_over() {
            if matches!(s.phase(), PetriPhase::Capture { .. }) {
                let t = Instant::now();
                let order = s.best_capture_order();
                times.push((t.elapsed().as_secs_f64() * 1e6, order.len()));
                most_pieces = most_pieces.max(s.occupied().count());
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
    report("random 4-player games", &mut times, most_pieces);
    // Dense boards: every hole of the central hexagon filled at random by 2 or 3 seats.
    let geo = petri_rules::Geometry::get(4);
    for (seats, radius) in [(2usize, 2i8), (3, 2), (2, 3), (2, 4), (3, 4)] {
        let mut times = Vec::new();
        for _ in 0..100 {
            let mut text = String::new();
            for r in 0..geo.rows() {
                if r > 0 {
                    text.push('/');
                }
                for i in geo.row_start(r)..geo.row_start(r) + geo.row_len(r) {
                    let cube = geo.cube(i);
                    let near = cube.distance(petri_rules::Cube::new(0, 0)) <= radius as u8;
                    let c = if near && next(10) < 8 {
                        (b'a' + next(seats) as u8) as char
                    } else {
                        '.'
                    };
                    text.push(c);
                }
            }
            text.push_str(" a h:a0,b0 c:a0,b0");
            let rules = Rules::preset(Preset::Petri, 2);
            let rules = if seats == 3 {
                text = text.replace(" h:a0,b0 c:a0,b0", " h:a0,b0,c0 c:a0,b0,c0");
                Rules::preset(Preset::Petri, 3)
            } else {
                rules
            };
            let s = PetriState::from_notation(&rules, &text).unwrap();
            let t = Instant::now();
            let order = s.best_captures();
            times.push((t.elapsed().as_secs_f64() * 1e6, order.len()));
        }
        report(
            &format!("dense hexagon of radius {radius}, {seats} seats"),
            &mut times,
            0,
        );
    }
}

fn report(what: &str, times: &mut [(f64, usize)], most_pieces: u32) {
    times.sort_by(|a, b| a.0.total_cmp(&b.0));
    let n = times.len();
    let mean = times.iter().map(|t| t.0).sum::<f64>() / n as f64;
    println!(
        "{what}: {n} capture steps (up to {most_pieces} pieces on the board): mean {mean:.1} µs, median {:.1} µs, 99th percentile {:.1} µs, max {:.1} µs (captures {})",
        times[n / 2].0,
        times[n * 99 / 100].0,
        times[n - 1].0,
        times[n - 1].1
    );
}
