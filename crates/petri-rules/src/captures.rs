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
//! * the rest is a depth-first search over removed sets with memoisation and an upper bound.
//!
//! The search is exhaustive for groups of up to [`EXACT_LIMIT`] contested pieces (at most
//! 2^24 removed sets). Larger groups are searched exhaustively too unless they exceed
//! [`NODE_BUDGET`] search nodes, in which case the best sequence found so far is returned
//! (this needs far more than 24 mutually adjacent contested pieces, which real games do not
//! produce on the standard board).

use std::collections::HashSet;

use crate::bits::Bitboard;
use crate::core::Engine;

/// Group size up to which [`best_order`] is always exact.
pub const EXACT_LIMIT: usize = 24;
/// Search nodes per group beyond which a group larger than [`EXACT_LIMIT`] stops searching.
pub const NODE_BUDGET: u64 = 2_000_000;

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
    fn capturable(&self, p: usize, removed: u128) -> bool {
        let e = self.e0[p] - (self.enemy_in[p] & removed).count_ones();
        let f = self.f0[p] - (self.friend_in[p] & removed).count_ones();
        e > f
    }
    #[inline]
    fn hopeful(&self, p: usize, removed: u128) -> bool {
        let e = self.e0[p] - (self.enemy_in[p] & removed).count_ones();
        e > self.fixed_f[p]
    }
}

struct Search<'g> {
    g: &'g Group,
    seen: HashSet<u128>,
    best: Vec<usize>,
    path: Vec<usize>,
    nodes: u64,
    budget: Option<u64>,
}

impl Search<'_> {
    fn dfs(&mut self, mut removed: u128) {
        let g = self.g;
        let n = g.cells.len();
        let depth = self.path.len();
        // Free captures: capturable pieces with no enemy neighbour left that could be captured.
        loop {
            let mut took = false;
            for p in 0..n {
                if removed & (1 << p) == 0
                    && g.capturable(p, removed)
                    && g.enemy_in[p] & !removed == 0
                {
                    removed |= 1 << p;
                    self.path.push(p);
                    took = true;
                }
            }
            if !took {
                break;
            }
        }
        if self.path.len() > self.best.len() {
            self.best = self.path.clone();
        }
        self.nodes += 1;
        let over_budget = self.budget.is_some_and(|b| self.nodes > b);
        if !over_budget && self.seen.insert(removed) {
            let hopeful = (0..n)
                .filter(|&p| removed & (1 << p) == 0 && g.hopeful(p, removed))
                .count();
            if self.path.len() + hopeful > self.best.len() {
                for p in 0..n {
                    if removed & (1 << p) == 0 && g.capturable(p, removed) {
                        self.path.push(p);
                        self.dfs(removed | (1 << p));
                        self.path.pop();
                    }
                }
            }
        }
        self.path.truncate(depth);
    }
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
    let mut search = Search {
        g: &g,
        seen: HashSet::new(),
        best: Vec::new(),
        path: Vec::new(),
        nodes: 0,
        budget: (cells.len() > EXACT_LIMIT).then_some(NODE_BUDGET),
    };
    search.dfs(0);
    search.best.iter().map(|&p| g.cells[p]).collect()
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
