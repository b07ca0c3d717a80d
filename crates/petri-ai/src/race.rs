//! The race evaluation of Chinese checkers: a colour set's cost as a weighted sum of integer
//! features of its marbles seen from its target, with weights fitted to who won in self-play
//! (Texel tuning: `cargo run --release -p petri-ai --example tune`, see `BENCHMARKS.md`).
//!
//! What the features say (weights of [`RaceWeights::TUNED`], the classic rules, in rows of
//! progress; the fit's signs are those of correlated features, read them together):
//! - `rows`: the rows every marble still has to go (1 a row, the unit); `rows2` their squares.
//! - `rear`, `rear_q`, `rear2`: how many rows the hindmost marble is behind the target's outer
//!   row (13 at the start), linear (7.3 a row, less 0.28 times its square) and the second
//!   hindmost's (2.3 a row): stragglers cost far more than leaders, and a marble left in its
//!   start triangle is the costliest of all.
//! - `latx`, `lat`: marbles outside the target straying sideways off the axis to the target,
//!   in half-steps: beyond the central band (1.1 each) and in all (0.6 each).
//! - `spread`: rows between the leading and the hindmost marble not yet home (0.4).
//! - `outside`: marbles not yet in the target (0.7 each: each needs at least one more move).
//! - `isolated`, `hops`, `stuck`: ladders: a marble with no marble ahead to hop over (0.8),
//!   one with a forward hop open now (−0.3), one with neither a forward step nor a forward hop
//!   (−1.1: outside the target that is mostly a marble queued behind its own full tip, a race
//!   nearly run).
//! - `blk0`–`blk3`: the other side's marbles in the target by depth, where they stop it
//!   finishing (−0.6 each: they are the other side's stragglers, a sign it is behind).
//! - `start`, `left0`–`left3`: marbles left in their start triangle (the other side's target)
//!   once the other side has arrived in front of it, by how deep they sit. Left out of the
//!   classic fit: with them the fit valued a marble kept at home as a blocker, held-out games
//!   were predicted no better (log loss 0.5238 against 0.5229 without), and `master` once kept
//!   a marble at home for 40 moves. The family fit keeps them (there they block nobody).
//! - `parity`: how far the marbles' hop classes differ from the target's holes (0.6: a hop
//!   keeps a marble in its class of the lattice, so a mismatch costs steps at the end).

use std::sync::OnceLock;

use petri_rules::{Bitboard, Geometry, Position, Triangle};

use crate::eval::CostTable;

/// Whether the learned weights apply to this position's game: the one they were fitted to,
/// two colour sets of 10 marbles racing each other on the 121-hole board, hops over one marble
/// (any other rule options: the classic, family and online presets). Elsewhere the hand-made
/// evaluation plays.
pub fn applies(pos: &Position) -> bool {
    let rules = pos.rules();
    pos.layout().sets.len() == 2
        && rules.unit_count() == 2
        && pos.size() == 4
        && rules.pieces_per_set() as usize == pos.geometry().triangle_len()
        && !rules.checkers_options().is_some_and(|o| o.super_hops)
}

/// Which evaluation a search plays for races.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum RaceEval {
    /// The hand-made evaluation of `search.rs`.
    #[default]
    HandMade,
    /// The fitted weights for the position's rules where they apply ([`RaceWeights::learned`]),
    /// else the hand-made evaluation.
    Learned,
    /// These weights where the learned evaluation applies (experiments, tuning).
    Weights(RaceWeights),
}

impl RaceEval {
    /// The weights to play in this position's game (`None`: the hand-made evaluation).
    pub fn weights(&self, pos: &Position) -> Option<RaceWeights> {
        match self {
            RaceEval::HandMade => None,
            RaceEval::Learned => RaceWeights::learned(pos).cloned(),
            RaceEval::Weights(w) => applies(pos).then(|| w.clone()),
        }
    }
}

/// Per board size: for each target triangle, each hole's lateral offset from the axis (the
/// rows to the apex are [`CostTable::axis`]), and each hole's hop class.
pub struct RaceGeo {
    pub size: u8,
    /// |lateral offset| from the axis (0 on it), in half-steps as cube `a - b`.
    pub lat: [Vec<u8>; 6],
    pub class: Vec<u8>,
}

static GEOS: [OnceLock<RaceGeo>; 7] = [const { OnceLock::new() }; 7];

impl RaceGeo {
    pub fn get(size: u8) -> &'static RaceGeo {
        GEOS[size as usize].get_or_init(|| RaceGeo::build(size))
    }
    fn build(size: u8) -> RaceGeo {
        let geo = Geometry::get(size);
        let lat = std::array::from_fn(|t| {
            let tri = Triangle::from_index(t);
            (0..geo.len())
                .map(|i| {
                    let c = geo.cube(i);
                    let (a, b) = match tri {
                        Triangle::T0 | Triangle::T3 => (c.q, c.s()),
                        Triangle::T1 | Triangle::T4 => (c.r, c.s()),
                        Triangle::T2 | Triangle::T5 => (c.q, c.r),
                    };
                    (a - b).unsigned_abs()
                })
                .collect()
        });
        let class = (0..geo.len())
            .map(|i| {
                let c = geo.cube(i);
                ((c.q & 1) as u8) | (((c.r & 1) as u8) << 1)
            })
            .collect();
        RaceGeo { size, lat, class }
    }
}

/// The features, in order.
pub const FEATURES: [&str; 22] = [
    "rows", "rows2", "latx", "lat", "rear", "rear_q", "rear2", "spread", "outside", "isolated",
    "hops", "blk0", "blk1", "blk2", "blk3", "start", "parity", "stuck", "left0", "left1", "left2",
    "left3",
];
pub const NF: usize = FEATURES.len();

/// Weights of the features, in 1/256 of a row (the search's cost unit is 1/16 row).
#[derive(Clone, Debug, PartialEq)]
pub struct RaceWeights(pub [i32; NF]);

impl RaceWeights {
    /// From weights in rows (as a tuning fit gives them).
    pub fn from_rows(w: &[f64]) -> RaceWeights {
        let mut a = [0; NF];
        for (x, &v) in a.iter_mut().zip(w) {
            *x = (v * 256.0).round() as i32;
        }
        RaceWeights(a)
    }
    /// The cost (in 1/16 row) of colour set `k`: features times weights.
    pub fn cost(&self, f: &[i32; NF]) -> i32 {
        let v: i64 = self
            .0
            .iter()
            .zip(f)
            .map(|(&w, &x)| w as i64 * x as i64)
            .sum();
        (v / 16) as i32
    }
}

/// What the evaluation needs to know of a colour set beyond the position.
pub struct SetInfo {
    pub target: Triangle,
    pub target_holes: Bitboard,
    /// Its start holes that are another unit's target.
    pub home: Bitboard,
    /// The start triangle and the row in front of it.
    pub front: Bitboard,
    /// Other units' marbles in its target stop it finishing (no occupied-target win).
    pub blockable: bool,
}

impl SetInfo {
    /// Every colour set's, for positions under these rules and layout.
    pub fn of(pos: &Position) -> Vec<SetInfo> {
        let rules = pos.rules();
        let layout = pos.layout();
        let table = CostTable::get(pos.size());
        let n = pos.size() as i32;
        let blockable = !rules
            .checkers_options()
            .is_some_and(|o| o.occupied_target_win);
        layout
            .sets
            .iter()
            .map(|s| {
                let mut home = Bitboard::EMPTY;
                for o in &layout.sets {
                    if rules.unit_of(o.seat) != rules.unit_of(s.seat) {
                        home |= o.target_holes;
                    }
                }
                let mut front = Bitboard::EMPTY;
                for (h, &rows) in table.axis_row(s.target).iter().enumerate() {
                    if rows >= 3 * n {
                        front.set(h);
                    }
                }
                SetInfo {
                    target: s.target,
                    target_holes: s.target_holes,
                    home: home & s.home_holes,
                    front,
                    blockable,
                }
            })
            .collect()
    }
}

/// Features of colour set `k` (see [`FEATURES`]).
pub fn features(pos: &Position, k: usize, info: &SetInfo) -> [i32; NF] {
    let rg = RaceGeo::get(pos.size());
    let geo = pos.geometry();
    let n = pos.size() as i32;
    let t = info.target.index();
    let rows_t = CostTable::get(pos.size()).axis_row(info.target);
    let lat_t = &rg.lat[t];
    let mine = pos.set_holes(k);
    let occupied = pos.occupied();
    let target = info.target_holes;
    let mut f = [0i32; NF];
    let mut rear = [0i32; 2];
    let (mut lo, mut hi) = (i32::MAX, i32::MIN);
    let mut classes = [0i32; 4];
    for i in mine.iter() {
        let a = rows_t[i];
        f[0] += a;
        f[1] += a * a;
        if a > rear[0] {
            rear[1] = rear[0];
            rear[0] = a;
        } else if a > rear[1] {
            rear[1] = a;
        }
        classes[rg.class[i] as usize] += 1;
        if target.has(i) {
            continue;
        }
        let l = lat_t[i] as i32;
        f[2] += (l - n).max(0);
        f[3] += l;
        f[8] += 1;
        lo = lo.min(a);
        hi = hi.max(a);
        let mut hop = false;
        let mut near = false;
        let mut forward = false;
        for d in 0..6 {
            let Some(j) = geo.neighbour(i, d) else {
                continue;
            };
            if rows_t[j] < a {
                if occupied.has(j) {
                    near = true;
                    if let Some(j2) = geo.neighbour(j, d)
                        && !occupied.has(j2)
                    {
                        hop = true;
                    }
                } else {
                    forward = true;
                    if let Some(j2) = geo.neighbour(j, d)
                        && occupied.has(j2)
                    {
                        near = true;
                    }
                }
            }
        }
        f[9] += (!near) as i32;
        f[10] += hop as i32;
        f[17] += (!hop && !forward) as i32;
    }
    for i in target.iter() {
        classes[rg.class[i] as usize] -= 1;
    }
    let base = n - 1;
    let r0 = (rear[0] - base).max(0);
    f[4] = r0;
    f[5] = r0 * r0;
    f[6] = (rear[1] - base).max(0);
    f[7] = if hi > lo { hi - lo } else { 0 };
    if info.blockable {
        for i in (target & occupied & !mine).iter() {
            let r = rows_t[i].min(3) as usize;
            f[11 + r] += 1;
        }
    }
    let left = (mine & info.home).count() as i32;
    if left > 0 {
        let arrived = (occupied & !mine & info.front).count() as i32;
        f[15] = left * arrived;
        if arrived > 0 {
            // Rows from the far tip of the start triangle (the other side's apex).
            let far = 4 * n;
            for i in (mine & info.home).iter() {
                let r = (far - rows_t[i]).clamp(0, 3) as usize;
                f[18 + r] += 1;
            }
        }
    }
    f[16] = classes.iter().map(|c| c.abs()).sum::<i32>() / 2;
    f
}

impl RaceWeights {
    /// The weights fitted to 600 self-play games of `hard` with the hand-made evaluation
    /// (2-player classic, 57 525 positions; every fifth game held out, its winner predicted
    /// right 71.7% of the time): `tune play 600 1 t1.csv hard`, then `tune fit t1.csv 1
    /// start,left0,left1,left2,left3`.
    pub const TUNED: RaceWeights = RaceWeights([
        256, 1, 273, 157, 1870, -71, 598, 112, 175, 210, -83, -154, -153, -120, -164, 0, 162, -290,
        0, 0, 0, 0,
    ]);

    /// The same fit to 400 self-play games under the family rules (an occupied target counts
    /// as home, target lock, finish by round; 31 116 positions, held-out winner right 71.5%):
    /// `tune play 400 1 fam1.csv hard family`, then `tune fit fam1.csv`. There a marble left at
    /// home blocks nobody, and the blocker features are never set.
    pub const TUNED_FAMILY: RaceWeights = RaceWeights([
        256, 6, 66, 288, 2714, -88, 826, -145, 793, 201, -248, 0, 0, 0, 0, -652, 4, 187, 2200, 70,
        1577, 132,
    ]);

    /// The fitted weights for this position's game, where they apply ([`applies`]): the
    /// family fit where an occupied target counts as home, the classic one otherwise.
    pub fn learned(pos: &Position) -> Option<&'static RaceWeights> {
        if !applies(pos) {
            return None;
        }
        let occupied_win = pos
            .rules()
            .checkers_options()
            .is_some_and(|o| o.occupied_target_win);
        Some(if occupied_win {
            &RaceWeights::TUNED_FAMILY
        } else {
            &RaceWeights::TUNED
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::position;
    use petri_rules::{CheckersOptions, Preset, Rules, Variant};

    fn feature(f: &[i32; NF], name: &str) -> i32 {
        f[FEATURES.iter().position(|&n| n == name).expect("a feature")]
    }

    fn of(pos: &Position, k: usize) -> [i32; NF] {
        features(pos, k, &SetInfo::of(pos)[k])
    }

    /// The same marbles under the family rules (an occupied target counts as home).
    fn family(pos: &Position) -> Position {
        Position::from_notation(&Rules::preset(Preset::Family, 2), &pos.to_notation()).unwrap()
    }

    #[test]
    fn the_start_position_reads_the_same_for_both_sides() {
        let pos = Position::start(&Rules::preset(Preset::Classic, 2)).unwrap();
        let (a, b) = (of(&pos, 0), of(&pos, 1));
        assert_eq!(a, b);
        // Rows 13 to 16 from the target: 4·13 + 3·14 + 2·15 + 16.
        assert_eq!(feature(&a, "rows"), 140);
        assert_eq!(feature(&a, "outside"), 10);
        // The hindmost marble 13 rows behind the target's outer row (row 3 from the apex), the
        // second hindmost 12; 3 rows between the leaders and the hindmost.
        assert_eq!(feature(&a, "rear"), 13);
        assert_eq!(feature(&a, "rear_q"), 169);
        assert_eq!(feature(&a, "rear2"), 12);
        assert_eq!(feature(&a, "spread"), 3);
        // The other side's marbles fill the target, 1 + 2 + 3 + 4 by depth.
        for (depth, name) in ["blk0", "blk1", "blk2", "blk3"].into_iter().enumerate() {
            assert_eq!(feature(&a, name), depth as i32 + 1, "{name}");
        }
        for name in ["start", "left0", "left3"] {
            assert_eq!(feature(&a, name), 0, "{name}");
        }
        assert!(applies(&pos));
        assert_eq!(RaceWeights::TUNED.cost(&a), RaceWeights::TUNED.cost(&b));
    }

    #[test]
    fn only_the_game_it_was_fitted_to() {
        let start = |rules: &Rules| Position::start(rules).unwrap();
        for preset in [Preset::Classic, Preset::Family, Preset::Online] {
            assert!(applies(&start(&Rules::preset(preset, 2))), "{preset}");
        }
        for players in [3, 4, 6] {
            let rules = Rules::preset(Preset::Classic, players);
            assert!(!applies(&start(&rules)), "{players} players");
        }
        let teams = Rules::preset(Preset::Classic, 4).with_teams(true);
        assert!(!applies(&start(&teams)), "teams of two");
        let two_sets = Rules::preset(Preset::Classic, 2).with_sets_per_seat(2);
        assert!(!applies(&start(&two_sets)), "two colour sets a seat");
        let mut bigger = Rules::preset(Preset::Classic, 2);
        bigger.size = 5;
        assert!(!applies(&start(&bigger)), "the 15-marble board");
        let mut fifteen = Rules::preset(Preset::Classic, 2);
        fifteen.pieces = Some(15);
        assert!(
            !applies(&start(&fifteen)),
            "15 marbles on the 121-hole board"
        );
        let mut super_hops = CheckersOptions::CLASSIC;
        super_hops.super_hops = true;
        let rules = Rules {
            variant: Variant::Checkers(super_hops),
            ..Rules::preset(Preset::Classic, 2)
        };
        assert!(!applies(&start(&rules)), "super hops");
    }

    #[test]
    fn a_marble_in_the_target_blocks_only_where_it_stops_the_finish() {
        // b's marble on a's apex (row 0), a's marble in the centre.
        let pos = position(&[((0, 0), 'a'), ((4, -8), 'b'), ((-4, 8), 'b')]);
        assert_eq!(feature(&of(&pos, 0), "blk0"), 1);
        let fam = family(&pos);
        for name in ["blk0", "blk1", "blk2", "blk3"] {
            assert_eq!(
                feature(&of(&fam, 0), name),
                0,
                "{name} under the family rules"
            );
        }
    }

    #[test]
    fn a_marble_left_at_home_counts_once_the_other_side_arrives() {
        // a's marbles on its start triangle's far tip (-4, 8) and on its first row (-1, 5).
        let waiting = [((-4, 8), 'a'), ((-1, 5), 'a'), ((0, 0), 'a')];
        let mut marbles = waiting.to_vec();
        marbles.push(((2, -4), 'b'));
        let f = of(&position(&marbles), 0);
        assert_eq!(feature(&f, "start"), 0, "nobody arrived");
        assert_eq!(feature(&f, "left0") + feature(&f, "left3"), 0);
        // b's marble on the row in front of a's start triangle.
        let mut marbles = waiting.to_vec();
        marbles.push(((0, 4), 'b'));
        let f = of(&position(&marbles), 0);
        assert_eq!(feature(&f, "start"), 2, "two marbles left, one arrived");
        assert_eq!(feature(&f, "left0"), 1, "the far tip");
        assert_eq!(feature(&f, "left3"), 1, "the first row");
        // Staying on the tip costs far more than the 4 rows it could gain: it is the hindmost
        // marble (3 rows behind the next) and the second hindmost moves up a row.
        let mut out = marbles.clone();
        out[0] = ((-4, 4), 'a');
        let moved = of(&position(&out), 0);
        assert_eq!(feature(&f, "rows") - feature(&moved, "rows"), 4);
        let row = 16;
        assert!(RaceWeights::TUNED.cost(&f) - RaceWeights::TUNED.cost(&moved) > 2 * 4 * row);
    }

    #[test]
    fn ladders_and_stragglers() {
        // A lone marble has nothing to hop over; with a marble ahead it has a hop open.
        let lone = of(&position(&[((0, 0), 'a'), ((-4, 4), 'b')]), 0);
        assert_eq!(feature(&lone, "isolated"), 1);
        assert_eq!(feature(&lone, "hops"), 0);
        assert_eq!(feature(&lone, "stuck"), 0);
        let ladder = of(&position(&[((0, 0), 'a'), ((0, -1), 'b')]), 0);
        assert_eq!(feature(&ladder, "isolated"), 0);
        assert_eq!(feature(&ladder, "hops"), 1);
        assert!(RaceWeights::TUNED.cost(&ladder) < RaceWeights::TUNED.cost(&lone));
        // The same rows in all, 8 + 8 against 4 + 12: the straggler costs more.
        let even = of(&position(&[((0, 0), 'a'), ((2, 0), 'a')]), 0);
        let straggler = of(&position(&[((0, -4), 'a'), ((0, 4), 'a')]), 0);
        assert_eq!(feature(&even, "rows"), feature(&straggler, "rows"));
        assert!(RaceWeights::TUNED.cost(&straggler) > RaceWeights::TUNED.cost(&even));
    }

    #[test]
    fn the_learned_weights_follow_the_rules() {
        let pos = position(&[((0, 0), 'a'), ((0, -1), 'b')]);
        assert_eq!(RaceWeights::learned(&pos), Some(&RaceWeights::TUNED));
        assert_eq!(
            RaceWeights::learned(&family(&pos)),
            Some(&RaceWeights::TUNED_FAMILY)
        );
        assert_eq!(RaceEval::HandMade.weights(&pos), None);
        assert_eq!(RaceEval::Learned.weights(&pos), Some(RaceWeights::TUNED));
        let w = RaceWeights::from_rows(&[2.0]);
        assert_eq!(RaceEval::Weights(w.clone()).weights(&pos), Some(w.clone()));
        let six = Position::start(&Rules::preset(Preset::Classic, 6)).unwrap();
        assert_eq!(RaceEval::Learned.weights(&six), None);
        assert_eq!(RaceEval::Weights(w).weights(&six), None);
    }

    #[test]
    fn the_cost_is_the_weighted_sum() {
        let pos = position(&[((0, 0), 'a'), ((1, 2), 'a'), ((0, -1), 'b')]);
        let f = of(&pos, 0);
        let w = &RaceWeights::TUNED;
        let sum: i64 = w.0.iter().zip(f).map(|(&w, f)| w as i64 * f as i64).sum();
        assert_eq!(w.cost(&f) as i64, sum / 16);
        let rows = RaceWeights::from_rows(&[1.0, 0.5]);
        assert_eq!(rows.0[..3], [256, 128, 0]);
    }
}
