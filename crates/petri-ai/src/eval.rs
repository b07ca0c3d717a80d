//! Chinese checkers evaluation: how far every colour set still has to go.
//!
//! Each hole has a cost for a marble heading to a given target triangle: the number of rows
//! to the target's apex, plus a quadratic term that makes the marble furthest behind weigh
//! more (no piece left behind), plus a small penalty for straying from the board's axis toward
//! the target (marbles on the axis find more hops). A set's *distance* is the sum of its
//! marbles' costs minus the least that sum can be (every target hole filled), so it is 0
//! exactly when the set is home.

use std::sync::OnceLock;

use petri_rules::{Geometry, Position, Seat, Triangle};

/// Costs are in these units per row.
pub const ROW: i32 = 16;

/// Per board size and target triangle: the cost of each hole.
pub struct CostTable {
    cost: [Vec<i32>; 6],
    /// The cost without its quadratic term.
    linear: [Vec<i32>; 6],
    axis: [Vec<i32>; 6],
}

static TABLES: [OnceLock<CostTable>; 7] = [const { OnceLock::new() }; 7];

impl CostTable {
    pub fn get(size: u8) -> &'static CostTable {
        TABLES[size as usize].get_or_init(|| CostTable::build(size))
    }

    fn build(size: u8) -> CostTable {
        let geo = Geometry::get(size);
        let n = size as i32;
        let cost: [Vec<i32>; 6] = std::array::from_fn(|t| {
            let tri = Triangle::from_index(t);
            let target = geo.triangle(tri);
            (0..geo.len())
                .map(|i| {
                    let c = geo.cube(i);
                    let d = tri.axis_distance(c, size as i8) as i32;
                    // The two coordinates other than the axis one: equal on the axis line.
                    let (a, b) = match tri {
                        Triangle::T0 | Triangle::T3 => (c.q as i32, c.s() as i32),
                        Triangle::T1 | Triangle::T4 => (c.r as i32, c.s() as i32),
                        Triangle::T2 | Triangle::T5 => (c.q as i32, c.r as i32),
                    };
                    let lateral = if target.has(i) {
                        0
                    } else {
                        ((a - b).abs() - n).max(0)
                    };
                    ROW * d + (ROW * d * d) / (8 * n) + 3 * lateral
                })
                .collect()
        });
        let linear = std::array::from_fn(|t| {
            let tri = Triangle::from_index(t);
            (0..geo.len())
                .map(|i| {
                    let d = tri.axis_distance(geo.cube(i), size as i8) as i32;
                    cost[t][i] - (ROW * d * d) / (8 * n)
                })
                .collect()
        });
        let axis = std::array::from_fn(|t| {
            let tri = Triangle::from_index(t);
            (0..geo.len())
                .map(|i| tri.axis_distance(geo.cube(i), size as i8) as i32)
                .collect()
        });
        CostTable { cost, linear, axis }
    }

    /// Rows from `hole` to triangle `t`'s apex.
    #[inline]
    pub fn axis(&self, t: Triangle, hole: usize) -> i32 {
        self.axis[t.index()][hole]
    }

    /// [`CostTable::axis`] of every hole for triangle `t`.
    pub fn axis_row(&self, t: Triangle) -> &[i32] {
        &self.axis[t.index()]
    }

    /// Cost of a marble on `hole` heading for triangle `t` with only `percent` of the
    /// quadratic term (100: [`CostTable::cost`]).
    #[inline]
    pub fn cost_curved(&self, t: Triangle, hole: usize, percent: i32) -> i32 {
        if percent == 100 {
            return self.cost[t.index()][hole];
        }
        let lin = self.linear[t.index()][hole];
        lin + (self.cost[t.index()][hole] - lin) * percent / 100
    }

    /// Cost of a marble on `hole` heading for triangle `t`.
    #[inline]
    pub fn cost(&self, t: Triangle, hole: usize) -> i32 {
        self.cost[t.index()][hole]
    }
}

/// Distance of colour set `k` from home (0 = home).
pub fn set_distance(pos: &Position, k: usize) -> i32 {
    let set = &pos.layout().sets[k];
    let table = CostTable::get(pos.size());
    let t = set.target;
    let sum: i32 = pos.set_holes(k).iter().map(|i| table.cost(t, i)).sum();
    // The least possible: the cheapest holes of the target, one per marble.
    let mut best: Vec<i32> = set.target_holes.iter().map(|i| table.cost(t, i)).collect();
    best.sort_unstable();
    let marbles = pos.set_holes(k).count() as usize;
    let floor: i32 = best.iter().take(marbles).sum();
    (sum - floor).max(0)
}

/// Distance of every unit (team, or seat without teams): the sum over its sets.
pub fn unit_distances(pos: &Position) -> Vec<i32> {
    let rules = pos.rules();
    let mut d = vec![0; rules.unit_count()];
    for (k, set) in pos.layout().sets.iter().enumerate() {
        d[rules.unit_of(set.seat)] += set_distance(pos, k);
    }
    d
}

/// Score for `seat`'s unit: how far ahead it is of the best-placed other unit still racing
/// (positive is good). Units already placed are left out.
pub fn evaluate(pos: &Position, seat: Seat, placed: &[bool]) -> i32 {
    let rules = pos.rules();
    let me = rules.unit_of(seat);
    let d = unit_distances(pos);
    let best_other = d
        .iter()
        .enumerate()
        .filter(|&(u, _)| u != me && !placed.get(u).copied().unwrap_or(false))
        .map(|(_, &x)| x)
        .min()
        .unwrap_or(0);
    best_other - d[me]
}

#[cfg(test)]
mod tests {
    use super::*;
    use petri_rules::{Preset, Rules};

    #[test]
    fn distance_is_zero_exactly_at_home_and_falls_as_marbles_advance() {
        let rules = Rules::preset(Preset::Classic, 2);
        let start = Position::start(&rules).unwrap();
        let d0 = unit_distances(&start);
        assert_eq!(d0[0], d0[1], "the start is symmetric");
        assert!(d0[0] > 0);
        let mut p = start.clone();
        p.play(p.parse_move("n1-m5").unwrap()).unwrap();
        assert!(unit_distances(&p)[0] < d0[0]);
        // A set on its target holes is home: distance 0.
        let target = p.layout().sets[0].target_holes;
        let mut text = String::new();
        let geo = p.geometry();
        for r in 0..geo.rows() {
            if r > 0 {
                text.push('/');
            }
            for i in geo.row_start(r)..geo.row_start(r) + geo.row_len(r) {
                text.push(if target.has(i) { 'a' } else { '.' });
            }
        }
        text.push_str(" b");
        let home = Position::from_notation(&rules, &text).unwrap();
        assert_eq!(set_distance(&home, 0), 0);
    }
}
