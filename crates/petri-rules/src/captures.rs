//! Petri captures (a turn's last step, after the roll, the die and the placing): sequential
//! in a chosen order, the best order, and realtime.
//!
//! A piece is captured when, at the moment it is checked, it has more enemy neighbours (pieces
//! of any other seat) than friendly ones. Checking a piece that is not captured changes
//! nothing, so the result of any check order is decided by the sequence of pieces it removes:
//! the best order is the longest sequence of pieces, each capturable once the ones before it are
//! gone. [`best_order`] searches for it by branch and bound:
//!
//! * **Never capturable.** A piece whose enemies (which only ever decrease) do not outnumber
//!   its friends that can never be removed is dropped, to a fixpoint. What is left is split
//!   into groups of mutual neighbours; a capture only changes its neighbours' counts, so the
//!   groups are independent (and so are the components a group falls into as pieces go).
//! * **Forced captures.** A capturable piece none of whose enemies can still be captured stays
//!   capturable, and taking it only helps its friends: it is taken at once. A piece that stays
//!   capturable even if every enemy in its group goes, and none of whose friends can be
//!   captured, is taken last (while it still counts as an enemy for its neighbours). Both are
//!   exchange arguments: some best sequence does the same.
//! * **Upper bounds.** (a) *Support*: the last piece of a component to go needs more enemies
//!   than friends among the pieces that stay; when no piece of the component can be that last
//!   one, one piece stays. (b) *Charging*: take two neighbours that are both captured. If they
//!   are enemies, the one captured later has lost an enemy; if friends, the one captured
//!   earlier still had its friend. Either way the pair costs one of the two a unit of *slack*,
//!   and a captured piece can afford `enemies - friends that stay - 1` such units (counted on
//!   the board before the captures). Whether all pairs of a set can be charged within the
//!   slacks is a bipartite flow. When they cannot, the unpaid pairs and the pieces whose slack
//!   they use up (a violating set) show that some of those pieces must stay; the fewest that
//!   must is searched exactly (branching on which piece of the violating set stays) within a
//!   flow budget, at the top of each component and wherever it can cut the search.
//! * **Search.** A quick greedy order comes first (the capture that makes the most friends
//!   capturable and the fewest enemies safe, then the piece closest to being safe). If it does
//!   not reach the bound, a depth-first search over removed sets looks for a longer one: it is
//!   memoised on (the removed pieces next to the component, the component), tries first the
//!   captures that keep the support bound highest, then the piece closest to being safe, and
//!   cuts every branch whose bound cannot beat the best sequence known.
//!
//! Every search node and every flow counts towards a node limit ([`NODE_LIMIT`] by default). At
//! the limit the search completes the order it is building greedily and [`SolvedOrder::proved`]
//! is `false`: the order is valid, the best found, but not proved the longest. The count is
//! deterministic (no clock), so the same board always gives the same order. Measured numbers are
//! in `BENCHMARKS.md`.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::bits::Bitboard;
use crate::core::Engine;
use crate::geometry::Hole;

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

/// Work (search nodes and bound flows) [`best_order`] may spend before it stops and keeps the
/// best order found.
pub const NODE_LIMIT: u64 = 2_000;
/// Flows one attempt to cut a search node by the charging bound may use.
const REFUTE_FLOWS: u64 = 64;
/// Flows the bound on a whole component may use before the search.
const TOP_FLOWS: u64 = 500;

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
    /// `(enemies, friends)` of the piece on `i` on a board whose pieces are `all` (`(0, 0)`
    /// when `i` holds no piece).
    fn counts(&self, i: usize, all: Bitboard) -> (u32, u32) {
        let Some(s) = self.owner(i) else {
            return (0, 0);
        };
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
        let listed = Bitboard::from_indices(order.iter().copied().filter(|&i| i < 256));
        (unchecked & !listed).iter().collect()
    };
    for &i in order.iter().chain(rest.iter()) {
        if i >= 256 || !unchecked.has(i) {
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

/// The result of [`best_order`].
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct SolvedOrder {
    /// The captured holes in removal order (check them in this order).
    pub order: Vec<usize>,
    /// `true` when the search finished within its node limit, so `order` captures the most
    /// pieces possible; `false` when it stopped at the limit and `order` is the best it found.
    pub proved: bool,
    /// Work spent: search nodes plus bound flows (deterministic: the same board always takes
    /// the same number).
    pub nodes: u64,
}

/// A best capture order in holes, as [`crate::PetriState::best_capture_plan`] gives it.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct CapturePlan {
    /// The captured holes in removal order.
    pub holes: Vec<Hole>,
    /// `true` when `holes` is proved to capture the most pieces possible (see
    /// [`SolvedOrder::proved`]).
    pub proved: bool,
    /// Work spent (see [`SolvedOrder::nodes`]).
    pub nodes: u64,
}

/// The check order that captures the most pieces, as the captured holes in removal order.
/// Only pieces in `checkable` may be captured (the others were already checked). Spends at
/// most about [`NODE_LIMIT`] nodes.
pub fn best_order(board: CaptureBoard<'_>, checkable: Bitboard) -> SolvedOrder {
    best_order_limited(board, checkable, NODE_LIMIT)
}

/// [`best_order`] with an explicit node limit. With a limit of 0 there is no search: the
/// quick greedy order, proved only when no choice was left to make.
pub fn best_order_limited(board: CaptureBoard<'_>, checkable: Bitboard, limit: u64) -> SolvedOrder {
    let all = board.all();
    let nb = board.nb();
    let checkable = checkable & all;
    // Contested pieces, to a fixpoint: a piece whose enemies (which only ever decrease) do not
    // outnumber its friends that can never be removed can never be captured.
    let mut cand = Bitboard::EMPTY;
    for i in checkable.iter() {
        if board.counts(i, all).0 > 0 {
            cand.set(i);
        }
    }
    loop {
        let mut changed = false;
        for i in cand.iter() {
            let s = board.owner(i).unwrap_or(0);
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
    let mut solver = Solver {
        nodes: 0,
        limit,
        capped: false,
    };
    let mut out = SolvedOrder {
        order: Vec::new(),
        proved: true,
        nodes: 0,
    };
    // Groups of mutually adjacent contested pieces are independent.
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
        if group.count() > 128 {
            // Far beyond any real position (only on boards of size 5 and 6): capture greedily,
            // in canonical order, until nothing is left to capture.
            let mut present = all & !Bitboard::from_indices(out.order.iter().copied());
            loop {
                let next = (group & present).iter().find(|&i| {
                    let (e, f) = board.counts(i, present);
                    e > f
                });
                let Some(i) = next else { break };
                present.clear(i);
                out.order.push(i);
            }
            out.proved = false;
            continue;
        }
        let g = Group::new(&board, all, group);
        out.order.extend(solver.solve(&g));
    }
    out.proved &= !solver.capped;
    out.nodes = solver.nodes;
    out
}

/// One group of contested pieces, with local indices (bit `p` = `cells[p]`).
struct Group {
    cells: Vec<usize>,
    /// Enemy / friend neighbours inside the group.
    enemy: Vec<u128>,
    friend: Vec<u128>,
    adj: Vec<u128>,
    /// Enemy and friend counts on the whole board before any capture.
    e0: Vec<u32>,
    f0: Vec<u32>,
}

/// What [`Group::settle`] found.
struct Settled {
    removed: u128,
    /// Pieces that may still be captured and are not settled.
    alive: u128,
    /// Pieces that will be captured at the very end.
    deferred: u128,
    /// Pieces taken or deferred.
    gained: u32,
}

/// A charging flow (see [`Group::charge`]).
struct Charging {
    /// Pieces that can never be captured (no slack left), and the others.
    forced: u32,
    set: u128,
    /// Pairs among `set` that could not be charged.
    deficit: u32,
    /// The pieces whose slack the unpaid pairs use up (empty when none are unpaid).
    violating: u128,
    /// Slack of each piece.
    cap: [i32; 128],
    /// `charged[p]`: the neighbours whose pair with `p` is charged to `p`.
    charged: [u128; 128],
}

impl Group {
    fn new(board: &CaptureBoard<'_>, all: Bitboard, group: Bitboard) -> Group {
        let cells: Vec<usize> = group.iter().collect();
        let nb = board.nb();
        let mut local = [u8::MAX; 256];
        for (p, &i) in cells.iter().enumerate() {
            local[i] = p as u8;
        }
        let mut g = Group {
            cells: cells.clone(),
            enemy: Vec::with_capacity(cells.len()),
            friend: Vec::with_capacity(cells.len()),
            adj: Vec::with_capacity(cells.len()),
            e0: Vec::with_capacity(cells.len()),
            f0: Vec::with_capacity(cells.len()),
        };
        for &i in &cells {
            let s = board.owner(i).unwrap_or(0);
            let (e, f) = board.counts(i, all);
            let mut en = 0u128;
            let mut fr = 0u128;
            for j in (nb[i] & group).iter() {
                let bit = 1u128 << local[j];
                if board.pieces[s].has(j) {
                    fr |= bit;
                } else {
                    en |= bit;
                }
            }
            g.enemy.push(en);
            g.friend.push(fr);
            g.adj.push(en | fr);
            g.e0.push(e);
            g.f0.push(f);
        }
        g
    }

    #[inline]
    fn enemies(&self, p: usize, removed: u128) -> u32 {
        self.e0[p] - (self.enemy[p] & removed).count_ones()
    }
    #[inline]
    fn friends(&self, p: usize, removed: u128) -> u32 {
        self.f0[p] - (self.friend[p] & removed).count_ones()
    }
    #[inline]
    fn margin(&self, p: usize, removed: u128) -> i32 {
        self.enemies(p, removed) as i32 - self.friends(p, removed) as i32
    }

    /// From `removed`, with `set` the pieces still in play (the others are removed or never
    /// move again), drop the pieces that can never be captured and settle the forced captures
    /// (see the module docs), to a fixpoint. Only the pieces of `check` (for dropping) and
    /// `rules` (for settling) can have changed since the last fixpoint; the pieces they affect
    /// are checked in turn. Pieces taken at once are appended to `log` when given.
    fn settle(
        &self,
        mut removed: u128,
        mut set: u128,
        mut check: u128,
        mut rules: u128,
        mut log: Option<&mut Vec<usize>>,
    ) -> Settled {
        check &= set;
        while check != 0 {
            let q = check.trailing_zeros() as usize;
            check &= check - 1;
            let bit = 1u128 << q;
            if set & bit == 0 {
                continue;
            }
            let fixed = self.friends(q, removed) - (self.friend[q] & set).count_ones();
            if self.enemies(q, removed) <= fixed {
                set &= !bit;
                check |= self.friend[q] & set;
                rules |= self.adj[q];
            }
        }
        rules &= set;
        let mut deferred = 0u128;
        let mut gained = 0;
        while rules != 0 {
            let p = rules.trailing_zeros() as usize;
            rules &= rules - 1;
            let bit = 1u128 << p;
            if set & bit == 0 {
                continue;
            }
            let f = self.friends(p, removed);
            if self.enemies(p, removed) <= f {
                continue;
            }
            if self.enemy[p] & set == 0 {
                // Capturable for ever, and taking it only helps its friends: take it now.
                removed |= bit;
                set &= !bit;
                gained += 1;
                rules |= self.friend[p] & set;
                if let Some(log) = log.as_deref_mut() {
                    log.push(p);
                }
            } else if self.friend[p] & set == 0 && self.e0[p] - self.enemy[p].count_ones() > f {
                // Capturable for ever (even with every enemy in the group gone), and no friend
                // of it can be captured: take it last, while it still counts as an enemy for
                // its neighbours.
                deferred |= bit;
                set &= !bit;
                gained += 1;
                rules |= self.enemy[p] & set;
            }
        }
        Settled {
            removed,
            alive: set,
            deferred,
            gained,
        }
    }

    /// [`Group::settle`] after capturing `p` from the settled pieces `alive`.
    fn settle_after(
        &self,
        removed: u128,
        alive: u128,
        p: usize,
        log: Option<&mut Vec<usize>>,
    ) -> Settled {
        let bit = 1u128 << p;
        let set = alive & !bit;
        self.settle(
            removed | bit,
            set,
            self.enemy[p] & set,
            self.adj[p] & set,
            log,
        )
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

    fn neighbours(&self, set: u128) -> u128 {
        let mut out = 0;
        let mut left = set;
        while left != 0 {
            let p = left.trailing_zeros() as usize;
            left &= left - 1;
            out |= self.adj[p];
        }
        out
    }

    /// The support bound on the captures within one component `alive` from `removed`: all of
    /// them, less one when none of them could be the last to go (the last needs more enemies
    /// than friends among the pieces that stay for ever).
    fn support_bound(&self, removed: u128, alive: u128) -> u32 {
        let n = alive.count_ones();
        let mut left = alive;
        while left != 0 {
            let p = left.trailing_zeros() as usize;
            left &= left - 1;
            let e_out = self.enemies(p, removed) - (self.enemy[p] & alive).count_ones();
            let f_out = self.friends(p, removed) - (self.friend[p] & alive).count_ones();
            if e_out > f_out {
                return n;
            }
        }
        n.saturating_sub(1)
    }

    /// The greedy preference for capturing `p` next (higher first): friends it makes
    /// capturable, less enemies it makes safe, then the piece closest to being safe.
    fn preference(&self, removed: u128, alive: u128, p: usize) -> i32 {
        let mut score = -self.margin(p, removed);
        let mut fl = self.friend[p] & alive;
        while fl != 0 {
            let q = fl.trailing_zeros() as usize;
            fl &= fl - 1;
            if self.margin(q, removed) == 0 {
                score += 16;
            }
        }
        let mut el = self.enemy[p] & alive;
        while el != 0 {
            let q = el.trailing_zeros() as usize;
            el &= el - 1;
            if self.margin(q, removed) == 1 {
                score -= 16;
            }
        }
        score
    }

    /// The capture a quick greedy order takes next among the settled pieces `alive`.
    fn quick_pick(&self, removed: u128, alive: u128) -> Option<usize> {
        let mut best: Option<(i32, usize)> = None;
        let mut left = alive;
        while left != 0 {
            let p = left.trailing_zeros() as usize;
            left &= left - 1;
            if self.margin(p, removed) <= 0 {
                continue;
            }
            let score = self.preference(removed, alive, p);
            if best.is_none_or(|(b, _)| score > b) {
                best = Some((score, p));
            }
        }
        best.map(|(_, p)| p)
    }

    /// A quick greedy order from the settled pieces `alive`: the pieces taken (in order, with
    /// the forced ones) and the deferred ones.
    fn quick_order(&self, mut removed: u128, mut alive: u128) -> (Vec<usize>, u128) {
        let mut order = Vec::new();
        let mut deferred = 0u128;
        while let Some(p) = self.quick_pick(removed, alive) {
            order.push(p);
            let s = self.settle_after(removed, alive, p, Some(&mut order));
            deferred |= s.deferred;
            removed = s.removed;
            alive = s.alive;
        }
        (order, deferred)
    }

    /// The charging flow on the pieces `alive` (see the module docs): every pair of neighbours
    /// among them is charged to one of the two, within each one's slack. Pieces without slack
    /// are taken out first (they stay, so their friends lose slack).
    fn charge(&self, removed: u128, alive: u128) -> Box<Charging> {
        let mut ch = Box::new(Charging {
            forced: 0,
            set: alive,
            deficit: 0,
            violating: 0,
            cap: [0; 128],
            charged: [0; 128],
        });
        let mut negative = 0u128;
        let mut left = alive;
        while left != 0 {
            let p = left.trailing_zeros() as usize;
            left &= left - 1;
            let fixed = self.friends(p, removed) - (self.friend[p] & alive).count_ones();
            ch.cap[p] = self.enemies(p, removed) as i32 - fixed as i32 - 1;
            if ch.cap[p] < 0 {
                negative |= 1 << p;
            }
        }
        while negative != 0 {
            let p = negative.trailing_zeros() as usize;
            negative &= negative - 1;
            ch.set &= !(1 << p);
            ch.forced += 1;
            let mut fl = self.friend[p] & ch.set;
            while fl != 0 {
                let q = fl.trailing_zeros() as usize;
                fl &= fl - 1;
                ch.cap[q] -= 1;
                if ch.cap[q] == -1 {
                    negative |= 1 << q;
                }
            }
        }
        let set = ch.set;
        let mut load = [0i32; 128];
        let mut unpaid = 0u128;
        let mut left = set;
        while left != 0 {
            let u = left.trailing_zeros() as usize;
            left &= left - 1;
            // Neighbours after u.
            let mut nb = self.adj[u] & set & !((2u128 << u).wrapping_sub(1));
            while nb != 0 {
                let v = nb.trailing_zeros() as usize;
                nb &= nb - 1;
                if load[u] < ch.cap[u] {
                    load[u] += 1;
                    ch.charged[u] |= 1 << v;
                } else if load[v] < ch.cap[v] {
                    load[v] += 1;
                    ch.charged[v] |= 1 << u;
                } else if !augment(&ch.cap, &mut load, &mut ch.charged, u, v) {
                    ch.deficit += 1;
                    unpaid |= (1 << u) | (1 << v);
                }
            }
        }
        // The violating set: every piece reachable from the unpaid pairs by moving charges.
        let mut stack = unpaid;
        while stack != 0 {
            let w = stack.trailing_zeros() as usize;
            stack &= stack - 1;
            if ch.violating & (1 << w) != 0 {
                continue;
            }
            ch.violating |= 1 << w;
            stack |= ch.charged[w] & !ch.violating;
        }
        ch
    }

    /// How much leaving `q` uncaptured can lower the deficit of the violating set at most, in
    /// halves: 2 × (its enemies in the set - its slack) + its friends in the set. (Its pairs
    /// with enemies need no charge any more, its slack is gone, and each friend pays for the
    /// pair alone; two friends both left share their pair.)
    fn gain(&self, ch: &Charging, q: usize) -> i32 {
        2 * ((self.enemy[q] & ch.violating).count_ones() as i32 - ch.cap[q])
            + (self.friend[q] & ch.violating).count_ones() as i32
    }

    /// The fewest pieces of `droppable` whose gains could pay off the deficit of `ch`, plus the
    /// pieces without slack (`None`: not even all of them could).
    fn greedy_drops(&self, ch: &Charging, droppable: u128) -> Option<u32> {
        if ch.deficit == 0 {
            return Some(ch.forced);
        }
        let mut gains = [0i32; 128];
        let mut k = 0;
        let mut left = ch.violating & droppable;
        while left != 0 {
            let q = left.trailing_zeros() as usize;
            left &= left - 1;
            let g = self.gain(ch, q);
            if g > 0 {
                gains[k] = g;
                k += 1;
            }
        }
        let gains = &mut gains[..k];
        gains.sort_unstable_by(|a, b| b.cmp(a));
        let need = 2 * ch.deficit as i32;
        let mut acc = 0;
        for (n, g) in gains.iter().enumerate() {
            acc += g;
            if acc >= need {
                return Some(ch.forced + n as u32 + 1);
            }
        }
        None
    }

    /// Could leaving at most `m` pieces of `alive` (none of `kept`) uncaptured let the charging
    /// pay off? `false` is a proof; `true` may also mean that the `budget` (in flows) ran out.
    /// Some piece of the violating set with a positive gain must be left: the search branches
    /// on the first one (in gain order) that is.
    fn can_fix(&self, removed: u128, alive: u128, kept: u128, m: u32, budget: &mut u64) -> bool {
        if *budget == 0 {
            return true;
        }
        *budget -= 1;
        let ch = self.charge(removed, alive);
        if ch.forced > m || ch.set & kept != alive & kept {
            return false;
        }
        if ch.deficit == 0 {
            return true;
        }
        match self.greedy_drops(&ch, !kept) {
            Some(l) if l <= m => {}
            _ => return false,
        }
        let m = m - ch.forced;
        let mut cands: Vec<(i32, usize)> = Vec::new();
        let mut left = ch.violating & !kept;
        while left != 0 {
            let q = left.trailing_zeros() as usize;
            left &= left - 1;
            let g = self.gain(&ch, q);
            if g > 0 {
                cands.push((g, q));
            }
        }
        cands.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        let set = ch.set;
        drop(ch);
        let mut kept = kept;
        for (_, q) in cands {
            let bit = 1u128 << q;
            if self.can_fix(removed, set & !bit, kept, m - 1, budget) {
                return true;
            }
            kept |= bit;
        }
        false
    }

    /// The fewest pieces of the component `alive` that must stay by the charging argument,
    /// within `budget` flows (a weaker count when it runs out).
    fn min_drops(&self, removed: u128, alive: u128, budget: &mut u64) -> u32 {
        let n = alive.count_ones();
        if *budget == 0 {
            return 0;
        }
        *budget -= 1;
        let ch = self.charge(removed, alive);
        let Some(mut m) = self.greedy_drops(&ch, alive) else {
            return 0;
        };
        while m < n && *budget > 0 {
            if self.can_fix(removed, alive, 0, m, budget) {
                break;
            }
            m += 1;
        }
        m.min(n)
    }
}

/// Find an augmenting path for the pair `u`–`v` (both full): move charges along a chain of
/// full pieces to one with slack to spare.
fn augment(
    cap: &[i32; 128],
    load: &mut [i32; 128],
    charged: &mut [u128; 128],
    u: usize,
    v: usize,
) -> bool {
    let mut parent = [u8::MAX; 128];
    let mut seen = (1u128 << u) | (1u128 << v);
    let mut queue = [0u8; 128];
    let (mut head, mut tail) = (0, 2);
    queue[0] = u as u8;
    queue[1] = v as u8;
    while head < tail {
        let w = queue[head] as usize;
        head += 1;
        let mut next = charged[w] & !seen;
        while next != 0 {
            let x = next.trailing_zeros() as usize;
            next &= next - 1;
            seen |= 1 << x;
            parent[x] = w as u8;
            if load[x] < cap[x] {
                // x takes its pair with w, w its pair with its parent, … back to u or v,
                // which then has room for the new pair.
                load[x] += 1;
                let mut child = x;
                let mut cur = w;
                loop {
                    charged[cur] &= !(1 << child);
                    charged[child] |= 1 << cur;
                    if parent[cur] == u8::MAX {
                        break;
                    }
                    child = cur;
                    cur = parent[cur] as usize;
                }
                let other = if cur == u { v } else { u };
                charged[cur] |= 1 << other;
                return true;
            }
            queue[tail] = x as u8;
            tail += 1;
        }
    }
    false
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// The value is the most captures possible, achieved by following the stored moves.
    Exact,
    /// The most captures possible is at most the value (which is at most the caller's floor).
    Upper,
    /// The search stopped at its limit: the value is achieved by following the stored moves.
    Witness,
}

#[derive(Clone, Copy)]
struct Entry {
    value: u8,
    kind: Kind,
    /// The first capture of the best order found (`u8::MAX`: none).
    best: u8,
}

type Memo = HashMap<(u128, u128), Entry, BuildHasherDefault<KeyHasher>>;

struct Solver {
    nodes: u64,
    limit: u64,
    capped: bool,
}

impl Solver {
    /// Count one unit of work (a search node or a flow); past the limit the search goes
    /// greedy.
    fn tick(&mut self, units: u64) {
        self.nodes += units;
        if self.nodes > self.limit {
            self.capped = true;
        }
    }

    /// Flows left for a bound, at most `max`.
    fn flows(&self, max: u64) -> u64 {
        max.min(self.limit.saturating_sub(self.nodes))
    }

    /// The best order for one group, in holes.
    fn solve(&mut self, g: &Group) -> Vec<usize> {
        let n = g.cells.len();
        let all = if n == 128 {
            u128::MAX
        } else {
            (1u128 << n) - 1
        };
        let mut order = Vec::new();
        let s = g.settle(0, all, all, all, Some(&mut order));
        let mut deferred = s.deferred;
        if self.limit == 0 {
            // No search: the quick greedy order.
            if s.alive != 0 {
                self.capped = true;
            }
            let (quick, d) = g.quick_order(s.removed, s.alive);
            order.extend(quick);
            deferred |= d;
        } else {
            let mut gs = GroupSolver {
                g,
                memo: Memo::default(),
                solver: self,
            };
            for c in g.components(s.alive) {
                gs.solve_component(s.removed, c, &mut order, &mut deferred);
            }
        }
        let mut left = deferred;
        while left != 0 {
            let p = left.trailing_zeros() as usize;
            left &= left - 1;
            order.push(p);
        }
        order.into_iter().map(|p| g.cells[p]).collect()
    }
}

/// A capture to try, with the settled position after it.
struct Child {
    p: usize,
    after: Settled,
    /// The components of `after.alive` with their support bounds.
    comps: Vec<(u128, u32)>,
    /// Upper bound on the captures along this child, this one included.
    ub: u32,
    score: i32,
}

struct GroupSolver<'a> {
    g: &'a Group,
    memo: Memo,
    solver: &'a mut Solver,
}

impl GroupSolver<'_> {
    fn key(&self, removed: u128, alive: u128) -> (u128, u128) {
        let rel = alive | self.g.neighbours(alive);
        (removed & rel, alive)
    }

    fn store(&mut self, key: (u128, u128), value: u32, kind: Kind, best: u8) {
        self.memo.insert(
            key,
            Entry {
                value: value.min(u8::MAX as u32) as u8,
                kind,
                best,
            },
        );
    }

    /// The captures possible in the settled component `alive`, best first: those that keep
    /// the bound highest, then the piece closest to being safe.
    fn children(&self, removed: u128, alive: u128) -> Vec<Child> {
        let g = self.g;
        let mut kids = Vec::new();
        let mut left = alive;
        while left != 0 {
            let p = left.trailing_zeros() as usize;
            left &= left - 1;
            if g.margin(p, removed) <= 0 {
                continue;
            }
            let after = g.settle_after(removed, alive, p, None);
            let comps: Vec<(u128, u32)> = g
                .components(after.alive)
                .into_iter()
                .map(|c| (c, g.support_bound(after.removed, c)))
                .collect();
            let ub = 1 + after.gained + comps.iter().map(|c| c.1).sum::<u32>();
            // The piece closest to being safe first.
            let score = -g.margin(p, removed);
            kids.push(Child {
                p,
                after,
                comps,
                ub,
                score,
            });
        }
        kids.sort_by(|a, b| b.ub.cmp(&a.ub).then(b.score.cmp(&a.score)));
        kids
    }

    /// Most captures within one settled component `alive` from `removed`; see [`Kind`] for
    /// what the value means given `lo` (the caller only cares about values above `lo`).
    fn search(&mut self, removed: u128, alive: u128, lo: i32) -> (u32, Kind) {
        let n = alive.count_ones();
        let mut ub = self.g.support_bound(removed, alive);
        if !self.solver.capped && ub as i32 <= lo {
            return (ub, Kind::Upper);
        }
        let key = self.key(removed, alive);
        if let Some(e) = self.memo.get(&key) {
            match e.kind {
                Kind::Exact | Kind::Witness => return (e.value as u32, e.kind),
                Kind::Upper => {
                    if !self.solver.capped {
                        if e.value as i32 <= lo {
                            return (e.value as u32, Kind::Upper);
                        }
                        ub = ub.min(e.value as u32);
                    }
                }
            }
        }
        if !self.solver.capped {
            self.solver.tick(1);
            let ch = self.g.charge(removed, alive);
            ub = ub.min(n - self.g.greedy_drops(&ch, alive).unwrap_or(0).min(n));
            if lo >= 0 && ub as i32 == lo + 1 && self.refute(removed, alive, lo as u32) {
                ub = lo as u32;
            }
            if ub as i32 <= lo {
                self.store(key, ub, Kind::Upper, u8::MAX);
                return (ub, Kind::Upper);
            }
        }
        self.solver.tick(1);
        let kids = self.children(removed, alive);
        let greedy = self.solver.capped;
        let mut best = 0u32;
        let mut best_move = u8::MAX;
        // The most any child not searched to the end could give.
        let mut bound = 0u32;
        for kid in &kids {
            if best >= ub {
                break;
            }
            let floor = lo.max(best as i32);
            if !self.solver.capped && kid.ub as i32 <= floor {
                bound = bound.max(kid.ub);
                continue;
            }
            let (v, achieved) = self.child_value(kid, floor);
            if achieved {
                if v > best {
                    best = v;
                    best_move = kid.p as u8;
                    if !self.solver.capped
                        && best + 1 == ub
                        && best as i32 > lo
                        && self.refute(removed, alive, best)
                    {
                        ub = best;
                    }
                }
            } else {
                bound = bound.max(v);
            }
            if greedy || (self.solver.capped && best_move != u8::MAX) {
                break;
            }
        }
        if let (true, u8::MAX, Some(kid)) = (self.solver.capped, best_move, kids.first()) {
            // Stopped before any child was searched to the end: finish the first greedily.
            let (v, _) = self.child_value(kid, -1);
            best = v;
            best_move = kid.p as u8;
        }
        let (value, kind) = if self.solver.capped {
            (best, Kind::Witness)
        } else if bound <= best {
            (best, Kind::Exact)
        } else {
            (bound, Kind::Upper)
        };
        self.store(key, value, kind, best_move);
        (value, kind)
    }

    /// Prove by the charging argument that at most `target` pieces of the component `alive`
    /// can be captured (that at least `|alive| - target` stay), within [`REFUTE_FLOWS`] flows.
    fn refute(&mut self, removed: u128, alive: u128, target: u32) -> bool {
        let n = alive.count_ones();
        let flows = self.solver.flows(REFUTE_FLOWS);
        if target >= n || flows == 0 {
            return false;
        }
        let mut budget = flows;
        let fixable = self
            .g
            .can_fix(removed, alive, 0, n - target - 1, &mut budget);
        self.solver.tick(flows - budget);
        !fixable && budget > 0
    }

    /// The value of a child: `(value, true)` when achieved, `(upper bound, false)` when it
    /// cannot beat `floor`.
    fn child_value(&mut self, kid: &Child, floor: i32) -> (u32, bool) {
        let mut acc = 1 + kid.after.gained;
        let mut rest = kid.comps.iter().map(|c| c.1).sum::<u32>();
        for &(c, ub) in &kid.comps {
            rest -= ub;
            let need = floor - acc as i32 - rest as i32;
            let (v, k) = self.search(kid.after.removed, c, need);
            if k == Kind::Upper {
                return (acc + v + rest, false);
            }
            acc += v;
        }
        (acc, true)
    }

    /// Solve one component at the top: the quick greedy order, then the bounds, then the
    /// search for a longer order.
    fn solve_component(
        &mut self,
        removed: u128,
        c: u128,
        out: &mut Vec<usize>,
        deferred: &mut u128,
    ) {
        let g = self.g;
        let (quick, quick_deferred) = g.quick_order(removed, c);
        let v_quick = quick.len() as u32 + quick_deferred.count_ones();
        let mut ub = g.support_bound(removed, c);
        if v_quick < ub {
            let flows = self.solver.flows(TOP_FLOWS);
            let mut budget = flows;
            let n = c.count_ones();
            ub = ub.min(n - g.min_drops(removed, c, &mut budget));
            self.solver.tick(flows - budget);
        }
        // When the search runs out (or cannot start), `capped` is set: not proved.
        if v_quick < ub && !self.solver.capped {
            let key = self.key(removed, c);
            self.store(key, ub, Kind::Upper, u8::MAX);
            let (v, kind) = self.search(removed, c, v_quick as i32);
            if kind != Kind::Upper && v > v_quick {
                let mut order = Vec::new();
                let mut d = 0u128;
                self.walk_component(removed, c, &mut order, &mut d);
                if order.len() as u32 + d.count_ones() > v_quick {
                    out.extend(order);
                    *deferred |= d;
                    return;
                }
            }
        }
        out.extend(quick);
        *deferred |= quick_deferred;
    }

    /// Append the best order found for the settled component `alive` (following the stored
    /// moves) and collect the deferred pieces.
    fn walk_component(
        &mut self,
        removed: u128,
        alive: u128,
        out: &mut Vec<usize>,
        deferred: &mut u128,
    ) {
        let key = self.key(removed, alive);
        let p = match self.memo.get(&key) {
            Some(e) if e.kind != Kind::Upper => {
                if e.best == u8::MAX {
                    return;
                }
                e.best as usize
            }
            _ => {
                // Not searched to the end here (only after the limit): search it now.
                self.search(removed, alive, -1);
                match self.memo.get(&key) {
                    Some(e) if e.best != u8::MAX && e.kind != Kind::Upper => e.best as usize,
                    _ => return,
                }
            }
        };
        out.push(p);
        let s = self.g.settle_after(removed, alive, p, Some(out));
        *deferred |= s.deferred;
        for c in self.g.components(s.alive) {
            self.walk_component(s.removed, c, out, deferred);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{Cube, Geometry};

    fn board_from(size: u8, rows: &[(&str, usize)]) -> Vec<Bitboard> {
        let geo = Geometry::get(size);
        let mut pieces = vec![Bitboard::EMPTY; 2];
        for &(name, s) in rows {
            pieces[s].set(geo.parse_hole(name).unwrap().index());
        }
        pieces
    }

    /// Brute force over every permutation of the pieces (small cases only).
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

    /// The longest capture sequence among the pieces of `checkable`, by a search over every
    /// reachable set of removed pieces (independent of the solver; up to ~20 pieces).
    fn subset_search(board: CaptureBoard<'_>, checkable: Bitboard) -> usize {
        let pieces: Vec<usize> = (board.all() & checkable).iter().collect();
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

    struct Rng(u64);

    impl Rng {
        fn below(&mut self, n: u64) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0 % n
        }
    }

    /// Every hole within `radius` of the centre filled with probability `fill`% by one of
    /// `seats` seats at random.
    fn random_board(rng: &mut Rng, seats: usize, radius: u8, fill: u64) -> Vec<Bitboard> {
        let geo = Geometry::get(4);
        let mut pieces = vec![Bitboard::EMPTY; seats];
        for i in 0..geo.len() {
            if geo.cube(i).distance(Cube::new(0, 0)) <= radius && rng.below(100) < fill {
                pieces[rng.below(seats as u64) as usize].set(i);
            }
        }
        pieces
    }

    /// `best` is a valid, complete answer: checking its holes in order captures each of them,
    /// only pieces of `checkable` go, none twice, and nothing is left to capture afterwards.
    fn assert_valid(b: CaptureBoard<'_>, checkable: Bitboard, best: &SolvedOrder, what: &str) {
        let order = &best.order;
        let seq = sequential(b, checkable, order);
        assert!(seq.len() >= order.len(), "{what}: {order:?} -> {seq:?}");
        assert_eq!(&seq[..order.len()], &order[..], "{what}");
        assert_eq!(
            seq.len(),
            order.len(),
            "{what}: more to capture after the order"
        );
        let set = Bitboard::from_indices(order.iter().copied());
        assert_eq!(set.count() as usize, order.len(), "{what}: a hole twice");
        assert!((set & !checkable).is_empty(), "{what}: an unchecked piece");
    }

    #[test]
    fn order_matters_and_best_order_finds_the_most() {
        // The Petri rules (Jonathan Leistiko): "If you check pieces in the right order, you can
        // make more captures."
        // A row i4 (a), i5 (b), i6 (a), i7 (b) with nothing else around.
        let pieces = board_from(4, &[("i4", 0), ("i5", 1), ("i6", 0), ("i7", 1)]);
        let b = CaptureBoard {
            size: 4,
            pieces: &pieces,
        };
        let best = best_order(b, b.all());
        assert!(best.proved);
        assert_eq!(best.order.len(), brute(b));
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
            assert!(best.proved, "code {code}");
            assert_eq!(best.order.len(), brute(b), "code {code}");
            assert_valid(b, b.all(), &best, &format!("code {code}"));
        }
    }

    #[test]
    fn best_order_matches_subset_search_with_three_and_four_seats_around_the_centre() {
        // Every colouring of the centre and its six neighbours by three seats (and empties),
        // then a sample of four-seat colourings of the 19 holes around the centre.
        let geo = Geometry::get(4);
        let centre = geo.parse_hole("i5").unwrap().index();
        let mut cells = vec![centre];
        for d in 0..6 {
            cells.push(geo.neighbour(centre, d).unwrap());
        }
        for code in 0..4usize.pow(7) {
            let mut pieces = vec![Bitboard::EMPTY; 3];
            let mut c = code;
            for &cell in &cells {
                if c % 4 > 0 {
                    pieces[c % 4 - 1].set(cell);
                }
                c /= 4;
            }
            let b = CaptureBoard {
                size: 4,
                pieces: &pieces,
            };
            let best = best_order(b, b.all());
            assert!(best.proved, "code {code}");
            assert_eq!(best.order.len(), subset_search(b, b.all()), "code {code}");
            assert_valid(b, b.all(), &best, &format!("code {code}"));
        }
    }

    #[test]
    fn best_order_matches_subset_search_on_random_dense_boards_with_two_to_six_seats() {
        // The 19 holes around the centre and the 37 within three steps, filled densely by 2 to
        // 6 seats; boards of up to 17 contested pieces, solved without a node limit.
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
        let mut solved = [0usize; 7];
        for round in 0..900 {
            let seats = 2 + round % 5;
            let radius = if round % 3 == 2 { 3 } else { 2 };
            let fill = if radius == 2 { 60 + rng.below(40) } else { 35 };
            let pieces = random_board(&mut rng, seats, radius, fill);
            let b = CaptureBoard {
                size: 4,
                pieces: &pieces,
            };
            if b.all().count() > 17 {
                continue;
            }
            let exact = subset_search(b, b.all());
            let best = best_order_limited(b, b.all(), u64::MAX);
            assert!(best.proved, "round {round}");
            assert_eq!(best.order.len(), exact, "round {round}");
            assert_valid(b, b.all(), &best, &format!("round {round}"));
            // With the default limit: the same count whenever it says so.
            let default = best_order(b, b.all());
            assert_valid(b, b.all(), &default, &format!("round {round}"));
            assert!(default.order.len() <= exact, "round {round}");
            if default.proved {
                assert_eq!(default.order.len(), exact, "round {round}");
            }
            solved[seats] += 1;
        }
        // Every seat count was really exercised.
        assert!(solved[2..].iter().all(|&n| n >= 50), "{solved:?}");
    }

    #[test]
    fn only_unchecked_pieces_are_captured_and_the_best_among_them_is_found() {
        let mut rng = Rng(0xDEAD_BEEF_1234_5678);
        for round in 0..300 {
            let seats = 2 + round % 5;
            let pieces = random_board(&mut rng, seats, 2, 85);
            let b = CaptureBoard {
                size: 4,
                pieces: &pieces,
            };
            let mut checkable = Bitboard::EMPTY;
            for i in b.all().iter() {
                if rng.below(4) > 0 {
                    checkable.set(i);
                }
            }
            if checkable.count() > 16 {
                continue;
            }
            let best = best_order_limited(b, checkable, u64::MAX);
            assert!(best.proved, "round {round}");
            assert_eq!(
                best.order.len(),
                subset_search(b, checkable),
                "round {round}"
            );
            assert_valid(b, checkable, &best, &format!("round {round}"));
        }
    }

    #[test]
    fn the_bounds_never_cut_below_the_best_sequence() {
        // The support and charging bounds of every component, against the subset search on
        // that component alone (the rest of the board stays).
        let mut rng = Rng(0x0123_4567_89AB_CDEF);
        let mut tight = 0;
        for round in 0..600 {
            let seats = 2 + round % 5;
            let pieces = random_board(&mut rng, seats, 2, 80);
            let b = CaptureBoard {
                size: 4,
                pieces: &pieces,
            };
            let all = b.all();
            if all.count() > 15 {
                continue;
            }
            let g = Group::new(&b, all, all);
            let n = g.cells.len();
            let every = if n == 128 {
                u128::MAX
            } else {
                (1u128 << n) - 1
            };
            let s = g.settle(0, every, every, every, None);
            for c in g.components(s.alive) {
                let holes =
                    Bitboard::from_indices((0..n).filter(|&p| c >> p & 1 == 1).map(|p| g.cells[p]));
                // The settled captures so far are gone from the board.
                let mut left: Vec<Bitboard> = pieces.clone();
                for p in 0..n {
                    if s.removed >> p & 1 == 1 {
                        for l in left.iter_mut() {
                            l.clear(g.cells[p]);
                        }
                    }
                }
                let lb = CaptureBoard {
                    size: 4,
                    pieces: &left,
                };
                let exact = subset_search(lb, holes) as u32;
                let k = c.count_ones();
                assert!(g.support_bound(s.removed, c) >= exact, "round {round}");
                let mut budget = 100_000;
                let drops = g.min_drops(s.removed, c, &mut budget);
                assert!(k - drops >= exact, "round {round}: {k} - {drops} < {exact}");
                if k - drops == exact {
                    tight += 1;
                }
            }
        }
        // And the bound is worth having: it is often exact.
        assert!(tight > 100, "{tight}");
    }

    #[test]
    fn orders_on_crowded_boards_are_valid_whatever_the_limit() {
        // Up to the whole central hexagon and beyond, 2 to 6 seats, with limits that stop the
        // search early: every order is still a valid complete sequence, never shorter than the
        // quick greedy one, and proved only when nothing was cut.
        let mut rng = Rng(0x5555_AAAA_1234_9876);
        let mut unproved = 0;
        for round in 0..60 {
            let seats = 2 + round % 5;
            let radius = 3 + (round % 3) as u8;
            let pieces = random_board(&mut rng, seats, radius, 80);
            let b = CaptureBoard {
                size: 4,
                pieces: &pieces,
            };
            let quick = best_order_limited(b, b.all(), 0);
            assert_valid(b, b.all(), &quick, &format!("round {round} quick"));
            for limit in [1, 200] {
                let best = best_order_limited(b, b.all(), limit);
                assert_valid(b, b.all(), &best, &format!("round {round} limit {limit}"));
                assert!(best.order.len() >= quick.order.len(), "round {round}");
                // The limit is kept, but for finishing the order under way (a greedy path).
                assert!(
                    best.nodes <= limit + 2 * b.all().count() as u64,
                    "round {round}: {} nodes",
                    best.nodes
                );
                if !best.proved {
                    unproved += 1;
                }
                // Deterministic.
                assert_eq!(best, best_order_limited(b, b.all(), limit), "round {round}");
            }
        }
        // These boards are hard enough that the small limits are reached.
        assert!(unproved > 30, "{unproved}");
    }

    #[test]
    fn the_quick_order_is_proved_only_without_choices() {
        // i5 (a) faces i4 (b), which its friend i3 keeps safe for ever: i5 goes, nothing else
        // can, no choice.
        let pieces = board_from(4, &[("i3", 1), ("i4", 1), ("i5", 0)]);
        let b = CaptureBoard {
            size: 4,
            pieces: &pieces,
        };
        let quick = best_order_limited(b, b.all(), 0);
        let i5 = Geometry::get(4).parse_hole("i5").unwrap().index();
        assert_eq!(quick.order, vec![i5]);
        assert!(quick.proved);
        // The row of four needs a choice.
        let pieces = board_from(4, &[("i4", 0), ("i5", 1), ("i6", 0), ("i7", 1)]);
        let b = CaptureBoard {
            size: 4,
            pieces: &pieces,
        };
        let quick = best_order_limited(b, b.all(), 0);
        assert!(!quick.proved);
        assert_valid(b, b.all(), &quick, "row");
        assert_eq!(quick.nodes, 0);
    }
}
