//! Petri captures (spec section 4, step 4): sequential in a chosen order, the exact best order,
//! and realtime.
//!
//! A piece is captured when, at the moment it is checked, it has more enemy neighbours (pieces
//! of any other seat) than friendly ones. Checking a piece that is not captured changes
//! nothing, so the result of any check order is decided by the sequence of pieces it removes:
//! the best order is the longest sequence of pieces, each capturable once the ones before it are
//! gone. [`best_order`] finds it exactly:
//!
//! * pieces that can never be captured (their enemies, which only ever decrease, never outnumber
//!   friends that can never be removed) are dropped, to a fixpoint;
//! * the remaining *contested* pieces split into groups of mutual neighbours; a capture only
//!   changes its neighbours' counts, so each group is solved on its own;
//! * a capturable piece none of whose enemy neighbours can still be captured is taken at once:
//!   it stays capturable for ever and removing it can only help (it only lowers its friends'
//!   support), so some best sequence takes it first;
//! * the rest is a memoised search over removed sets that splits the live pieces into
//!   independent groups again after every capture.
//!
//! The search is exhaustive for groups of up to [`EXACT_LIMIT`] contested pieces. Larger groups
//! are searched exhaustively too until [`NODE_BUDGET`] search nodes are spent; from there on the
//! search takes the first capture it finds at every step, so it still returns a valid order
//! quickly, just not always the longest. Measured numbers are in `BENCHMARKS.md`.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A fast hasher for the solver's `(u128, u128)` keys (multiply-rotate, like FxHash).
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut w = [0u8; 8];
            w[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(w));
        }
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn write_u128(&mut self, v: u128) {
        self.write_u64(v as u64);
        self.write_u64((v >> 64) as u64);
    }
}

type Memo = HashMap<(u128, u128), u32, BuildHasherDefault<KeyHasher>>;

use crate::bits::Bitboard;
use crate::core::Engine;

/// Group size up to which [`best_order`] is always exact.
pub const EXACT_LIMIT: usize = 24;
/// Search nodes per group beyond which a group larger than [`EXACT_LIMIT`] stops searching.
pub const NODE_BUDGET: u64 = 4_000;

/// Pieces on the board by seat, with neighbour tables.
#[derive(Clone, Copy, Debug)]
pub struct CaptureBoard<'a> {
    pub size: u8,
    /// `pieces[s]` = holes of seat `s`.
    pub pieces: &'a [Bitboard],
}

impl CaptureBoard<'_> {
    fn nb(&self) -> &'static [Bitboard] {
        &Bitboard::tables(self.size).nb_mask[..]
    }
    fn all(&self) -> Bitboard {
        self.pieces.iter().fold(Bitboard::EMPTY, |a, &b| a | b)
    }
    fn owner(&self, i: usize) -> Option<usize> {
        self.pieces.iter().position(|b| b.has(i))
    }
    /// `(enemies, friends)` of the piece on `i` on a board whose pieces are `all`.
    fn counts(&self, i: usize, all: Bitboard) -> (u32, u32) {
        let s = self.owner(i).expect("a piece");
        let nb = self.nb()[i] & all;
        let f = (nb & self.pieces[s]).count();
        (nb.count() - f, f)
    }
    /// Would the piece on `i` be captured if checked now?
    pub fn is_capturable(&self, i: usize) -> bool {
        let (e, f) = self.counts(i, self.all());
        e > f
    }
}

/// Realtime captures: every piece judged on the same board; returns them in canonical order.
pub fn realtime(board: CaptureBoard<'_>) -> Vec<usize> {
    let all = board.all();
    all.iter()
        .filter(|&i| {
            let (e, f) = board.counts(i, all);
            e > f
        })
        .collect()
}

/// Sequential captures in a given check order: `order` first, then every other piece of
/// `checkable` in canonical order. Returns the captured holes in removal order.
pub fn sequential(board: CaptureBoard<'_>, checkable: Bitboard, order: &[usize]) -> Vec<usize> {
    let mut all = board.all();
    let mut unchecked = checkable & all;
    let mut captured = Vec::new();
    let rest: Vec<usize> = {
        let listed = Bitboard::from_indices(order.iter().copied());
        (unchecked & !listed).iter().collect()
    };
    for &i in order.iter().chain(rest.iter()) {
        if !unchecked.has(i) {
            continue;
        }
        unchecked.clear(i);
        let (e, f) = board.counts(i, all);
        if e > f {
            all.clear(i);
            captured.push(i);
        }
    }
    captured
}

/// The check order that captures the most pieces, as the captured holes in removal order.
/// Only pieces in `checkable` may be captured (the others were already checked).
pub fn best_order(board: CaptureBoard<'_>, checkable: Bitboard) -> Vec<usize> {
    let all = board.all();
    let nb = board.nb();
    let checkable = checkable & all;
    // Contested pieces, to a fixpoint.
    let mut cand = Bitboard::EMPTY;
    for i in checkable.iter() {
        if board.counts(i, all).0 > 0 {
            cand.set(i);
        }
    }
    loop {
        let mut changed = false;
        for i in cand.iter() {
            let s = board.owner(i).expect("piece");
            let (e, _) = board.counts(i, all);
            let fixed_friends = (nb[i] & board.pieces[s] & !cand).count();
            if e <= fixed_friends {
                cand.clear(i);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    // Groups of mutually adjacent contested pieces.
    let mut out = Vec::new();
    let mut left = cand;
    while let Some(seed) = left.first() {
        let mut group = Bitboard::from_index(seed);
        let mut frontier = group;
        while let Some(i) = frontier.first() {
            frontier.clear(i);
            let new = nb[i] & left & !group;
            group |= new;
            frontier |= new;
        }
        left &= !group;
        out.extend(solve_group(&board, all, cand, group));
    }
    out
}

struct Group {
    cells: Vec<usize>,
    /// Enemy / friend neighbours inside the group, as local bit masks.
    enemy_in: Vec<u128>,
    friend_in: Vec<u128>,
    /// Enemy and friend counts at the start (all neighbours on the board).
    e0: Vec<u32>,
    f0: Vec<u32>,
    /// Friends that can never be removed (outside the contested set).
    fixed_f: Vec<u32>,
}

impl Group {
    #[inline]
    fn counts(&self, p: usize, removed: u128) -> (u32, u32) {
        let e = self.e0[p] - (self.enemy_in[p] & removed).count_ones();
        let f = self.f0[p] - (self.friend_in[p] & removed).count_ones();
        (e, f)
    }
    #[inline]
    fn capturable(&self, p: usize, removed: u128) -> bool {
        let (e, f) = self.counts(p, removed);
        e > f
    }
    /// Pieces that can never be captured from here: their enemies (which only ever decrease)
    /// do not outnumber the friends that can never be removed (outside the group, or dead
    /// themselves), to a fixpoint.
    fn dead(&self, removed: u128) -> u128 {
        let n = self.cells.len();
        let mut dead = 0u128;
        loop {
            let mut changed = false;
            for p in 0..n {
                let bit = 1u128 << p;
                if (removed | dead) & bit != 0 {
                    continue;
                }
                let e = self.e0[p] - (self.enemy_in[p] & removed).count_ones();
                let fixed = self.fixed_f[p] + (self.friend_in[p] & dead).count_ones();
                if e <= fixed {
                    dead |= bit;
                    changed = true;
                }
            }
            if !changed {
                return dead;
            }
        }
    }
}

/// Memoised search over removed sets with dynamic decomposition.
struct Solver<'g> {
    g: &'g Group,
    /// Neighbours inside the group of each piece.
    adj: Vec<u128>,
    /// Best number of further captures from `(removed ∩ relevant, active)`.
    memo: Memo,
    nodes: u64,
    budget: Option<u64>,
}

impl Solver<'_> {
    fn over_budget(&self) -> bool {
        self.budget.is_some_and(|b| self.nodes > b)
    }

    /// Free captures (see the module docs) among `active`, to a fixpoint. Returns the pieces
    /// taken in order, the new removed set and the pieces still alive.
    fn settle(&self, mut removed: u128, active: u128, taken: &mut Vec<usize>) -> (u128, u128) {
        let g = self.g;
        loop {
            let dead = g.dead(removed);
            let alive = active & !removed & !dead;
            let mut took = false;
            let mut left = alive;
            while left != 0 {
                let p = left.trailing_zeros() as usize;
                left &= left - 1;
                if g.enemy_in[p] & !removed & !dead == 0 && g.capturable(p, removed) {
                    removed |= 1 << p;
                    taken.push(p);
                    took = true;
                }
            }
            if !took {
                return (removed, alive);
            }
        }
    }

    /// Split `alive` into groups of mutual neighbours.
    fn components(&self, alive: u128) -> Vec<u128> {
        let mut out = Vec::new();
        let mut left = alive;
        while left != 0 {
            let seed = left & left.wrapping_neg();
            let mut comp = seed;
            let mut frontier = seed;
            while frontier != 0 {
                let p = frontier.trailing_zeros() as usize;
                frontier &= frontier - 1;
                let new = self.adj[p] & alive & !comp;
                comp |= new;
                frontier |= new;
            }
            left &= !comp;
            out.push(comp);
        }
        out
    }

    /// Most captures possible among `active` from `removed`.
    fn value(&mut self, removed: u128, active: u128) -> u32 {
        let mut taken = Vec::new();
        let (removed, alive) = self.settle(removed, active, &mut taken);
        taken.len() as u32 + self.value_alive(removed, alive)
    }

    fn value_alive(&mut self, removed: u128, alive: u128) -> u32 {
        if alive == 0 {
            return 0;
        }
        let comps = self.components(alive);
        if comps.len() > 1 {
            return comps.into_iter().map(|c| self.value(removed, c)).sum();
        }
        let relevant = alive | alive_neighbours(&self.adj, alive);
        let key = (removed & relevant, alive);
        if let Some(&v) = self.memo.get(&key) {
            return v;
        }
        self.nodes += 1;
        let g = self.g;
        let max = alive.count_ones();
        let mut best = 0;
        let mut left = alive;
        while left != 0 && best < max {
            let p = left.trailing_zeros() as usize;
            left &= left - 1;
            if g.capturable(p, removed) {
                if self.over_budget() {
                    // Out of budget: take the first capture and go on greedily.
                    let v = 1 + self.value(removed | (1 << p), alive & !(1 << p));
                    best = best.max(v);
                    break;
                }
                let v = 1 + self.value(removed | (1 << p), alive & !(1 << p));
                best = best.max(v);
            }
        }
        self.memo.insert(key, best);
        best
    }

    /// Rebuild an order achieving [`Solver::value`].
    fn order(&mut self, removed: u128, active: u128, out: &mut Vec<usize>) {
        let (mut removed, mut alive) = self.settle(removed, active, out);
        while alive != 0 {
            let comps = self.components(alive);
            if comps.len() > 1 {
                for c in comps {
                    let before = out.len();
                    self.order(removed, c, out);
                    for &p in &out[before..] {
                        removed |= 1 << p;
                    }
                }
                return;
            }
            let target = self.value_alive(removed, alive);
            if target == 0 {
                return;
            }
            let g = self.g;
            let mut chosen = None;
            let mut fallback = None;
            let mut left = alive;
            while left != 0 {
                let p = left.trailing_zeros() as usize;
                left &= left - 1;
                if g.capturable(p, removed) {
                    let v = 1 + self.value(removed | (1 << p), alive & !(1 << p));
                    if v >= target {
                        chosen = Some(p);
                        break;
                    }
                    if fallback.is_none_or(|(_, fv)| v > fv) {
                        fallback = Some((p, v));
                    }
                }
            }
            let Some(p) = chosen.or(fallback.map(|(p, _)| p)) else {
                return;
            };
            out.push(p);
            let (r, a) = self.settle(removed | (1 << p), alive & !(1 << p), out);
            removed = r;
            alive = a;
        }
    }
}

fn alive_neighbours(adj: &[u128], set: u128) -> u128 {
    let mut out = 0;
    let mut left = set;
    while left != 0 {
        let p = left.trailing_zeros() as usize;
        left &= left - 1;
        out |= adj[p];
    }
    out
}

fn solve_group(
    board: &CaptureBoard<'_>,
    all: Bitboard,
    cand: Bitboard,
    group: Bitboard,
) -> Vec<usize> {
    let cells: Vec<usize> = group.iter().collect();
    if cells.len() > 128 {
        // Far beyond any real position: take captures greedily in canonical order.
        return sequential(*board, group, &[]);
    }
    let nb = board.nb();
    let local = |i: usize| cells.iter().position(|&c| c == i).expect("in group");
    let mut g = Group {
        cells: cells.clone(),
        enemy_in: Vec::new(),
        friend_in: Vec::new(),
        e0: Vec::new(),
        f0: Vec::new(),
        fixed_f: Vec::new(),
    };
    for &i in &cells {
        let s = board.owner(i).expect("piece");
        let (e, f) = board.counts(i, all);
        let mut ein = 0u128;
        let mut fin = 0u128;
        for j in (nb[i] & group).iter() {
            if board.pieces[s].has(j) {
                fin |= 1 << local(j);
            } else {
                ein |= 1 << local(j);
            }
        }
        g.enemy_in.push(ein);
        g.friend_in.push(fin);
        g.e0.push(e);
        g.f0.push(f);
        g.fixed_f.push((nb[i] & board.pieces[s] & !cand).count());
    }
    let adj = (0..cells.len())
        .map(|p| g.enemy_in[p] | g.friend_in[p])
        .collect();
    let n = cells.len();
    let active = if n == 128 {
        u128::MAX
    } else {
        (1u128 << n) - 1
    };
    let mut solver = Solver {
        g: &g,
        adj,
        memo: Memo::default(),
        nodes: 0,
        budget: (n > EXACT_LIMIT).then_some(NODE_BUDGET),
    };
    let mut order = Vec::new();
    solver.order(0, active, &mut order);
    order.into_iter().map(|p| g.cells[p]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::Geometry;

    fn board_from(size: u8, rows: &[(&str, usize)]) -> Vec<Bitboard> {
        let geo = Geometry::get(size);
        let mut pieces = vec![Bitboard::EMPTY; 2];
        for &(name, s) in rows {
            pieces[s].set(geo.parse_hole(name).unwrap().index());
        }
        pieces
    }

    /// Brute force over every permutation of the contested pieces (small cases only).
    fn brute(board: CaptureBoard<'_>) -> usize {
        fn rec(board: CaptureBoard<'_>, all: Bitboard, left: &[usize]) -> usize {
            let mut best = 0;
            for (k, &i) in left.iter().enumerate() {
                let (e, f) = board.counts(i, all);
                if e > f {
                    let mut a = all;
                    a.clear(i);
                    let rest: Vec<usize> = left
                        .iter()
                        .enumerate()
                        .filter(|&(j, _)| j != k)
                        .map(|(_, &x)| x)
                        .collect();
                    best = best.max(1 + rec(board, a, &rest));
                }
            }
            best
        }
        let all = board.all();
        let pieces: Vec<usize> = all.iter().collect();
        rec(board, all, &pieces)
    }

    #[test]
    fn order_matters_and_best_order_finds_the_most() {
        // Seeds 000/001: "If you check pieces in the right order, you can make more captures."
        // A row i4 (a), i5 (b), i6 (a), i7 (b) with nothing else around.
        let pieces = board_from(4, &[("i4", 0), ("i5", 1), ("i6", 0), ("i7", 1)]);
        let b = CaptureBoard {
            size: 4,
            pieces: &pieces,
        };
        let best = best_order(b, b.all());
        assert_eq!(best.len(), brute(b));
        // Canonical order: i4 (1 enemy, 0 friends) is captured first, then i5 has 1 enemy
        // (i6), 0 friends: captured; then i6: 1 enemy (i7), 0 friends: captured; i7: 0.
        let seq = sequential(b, b.all(), &[]);
        assert_eq!(seq.len(), 3);
        // Checking i5 first: 2 enemies vs 0 -> captured. Then i4: alone -> safe, i6: 1 enemy
        // vs 0 -> captured, i7: alone -> safe. Only 2.
        let i5 = Geometry::get(4).parse_hole("i5").unwrap().index();
        assert_eq!(sequential(b, b.all(), &[i5]).len(), 2);
    }

    /// The longest capture sequence by breadth-first search over every reachable removed set.
    fn subset_search(board: CaptureBoard<'_>) -> usize {
        let pieces: Vec<usize> = board.all().iter().collect();
        let n = pieces.len();
        let mut seen = vec![false; 1 << n];
        let mut frontier = vec![0usize];
        seen[0] = true;
        let mut best = 0;
        while let Some(set) = frontier.pop() {
            best = best.max(set.count_ones() as usize);
            let mut all = board.all();
            for (k, &p) in pieces.iter().enumerate() {
                if set & (1 << k) != 0 {
                    all.clear(p);
                }
            }
            for (k, &p) in pieces.iter().enumerate() {
                if set & (1 << k) == 0 {
                    let (e, f) = board.counts(p, all);
                    let next = set | (1 << k);
                    if e > f && !seen[next] {
                        seen[next] = true;
                        frontier.push(next);
                    }
                }
            }
        }
        best
    }

    #[test]
    fn best_order_matches_subset_search_on_random_dense_clusters() {
        // Random fillings of the 19 holes within two steps of the centre, 2 to 4 seats.
        let geo = Geometry::get(4);
        let centre = crate::geometry::Cube::new(0, 0);
        let near: Vec<usize> = (0..geo.len())
            .filter(|&i| geo.cube(i).distance(centre) <= 2)
            .collect();
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        let mut rnd = |n: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % n
        };
        for round in 0..400 {
            let seats = 2 + (round % 3) as usize;
            let mut pieces = vec![Bitboard::EMPTY; seats];
            for &i in &near {
                if rnd(100) < 75 {
                    pieces[rnd(seats as u64) as usize].set(i);
                }
            }
            if pieces.iter().map(|b| b.count()).sum::<u32>() > 16 {
                continue;
            }
            let b = CaptureBoard {
                size: 4,
                pieces: &pieces,
            };
            let best = best_order(b, b.all());
            assert_eq!(best.len(), subset_search(b), "round {round}");
            let seq = sequential(b, b.all(), &best);
            assert_eq!(&seq[..best.len()], &best[..], "round {round}");
        }
    }

    #[test]
    fn best_order_matches_brute_force_on_small_clusters() {
        let geo = Geometry::get(4);
        let centre = geo.parse_hole("i5").unwrap().index();
        // All 2-colourings of the centre and its six neighbours with some empties.
        let mut cells = vec![centre];
        for d in 0..6 {
            cells.push(geo.neighbour(centre, d).unwrap());
        }
        for code in 0..3usize.pow(7) {
            let mut pieces = vec![Bitboard::EMPTY; 2];
            let mut c = code;
            for &cell in &cells {
                match c % 3 {
                    1 => pieces[0].set(cell),
                    2 => pieces[1].set(cell),
                    _ => {}
                }
                c /= 3;
            }
            let b = CaptureBoard {
                size: 4,
                pieces: &pieces,
            };
            let best = best_order(b, b.all());
            assert_eq!(best.len(), brute(b), "code {code}");
            // The order given must really capture all of them in that order.
            let seq = sequential(b, b.all(), &best);
            assert_eq!(&seq[..best.len()], &best[..]);
            assert_eq!(seq.len(), best.len());
        }
    }
}
