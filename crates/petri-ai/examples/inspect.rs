//! Print the root scores of a search: `cargo run --release -p petri-ai --example inspect -- "<position>" [depth]`.
use petri_ai::{Limits, Searcher};
use petri_rules::{Position, Preset, Rules};

fn main() {
    let text = std::env::args().nth(1).expect("a position");
    let depth: u32 = std::env::args()
        .nth(2)
        .and_then(|d| d.parse().ok())
        .unwrap_or(2);
    let rules = Rules::preset(Preset::Classic, 2);
    let pos = Position::from_notation(&rules, &text).unwrap();
    let r = Searcher::new().search_position(&pos, &[], Limits::depth(depth));
    let mut s = r.root_scores.clone();
    s.sort_by_key(|e| -e.1);
    for (m, sc) in s.iter().take(15) {
        println!("{m} {sc}");
    }
}
