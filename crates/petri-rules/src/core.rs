//! The Chinese checkers engine, generic over the bit set type: precomputed tables, move
//! generation (steps, hop chains, super hops, every rule option), play/undo and perft.
//!
//! Nothing here allocates in the hot path: move lists are fixed-capacity arrays of
//! `(from, destinations)` pairs, one per marble.

use std::sync::OnceLock;

use arrayvec::ArrayVec;

use crate::bits::{Bitboard, Bits};
use crate::geometry::{Geometry, NONE, Triangle};
use crate::rules::{Layout, Rules, Stops, Variant};

/// Most sets on a board (one per triangle).
pub(crate) const MAX_SETS: usize = 6;
/// Room for one entry per hole: positions set up from notation may hold any number of marbles.
pub(crate) const MAX_MARBLES: usize = 256;

/// Cells are `u8` indices; hot tables have 256 entries so indexing by a `u8` needs no bounds
/// check. Cell 255 exists on no board and absorbs padding writes.
pub(crate) const DUMMY: u8 = 255;

/// Per-size tables in the engine's bit set type.
#[derive(Debug)]
pub(crate) struct Tables<B> {
    pub geo: &'static Geometry,
    /// Neighbours of each cell.
    pub nb_mask: Box<[B; 256]>,
    /// Directions (bit d) in which a cell has a neighbour / a cell at distance two.
    pub valid1: Box<[u8; 256]>,
    pub valid2: Box<[u8; 256]>,
    /// The cell at distance two in each direction (DUMMY if off the board).
    pub land: Box<[[u8; 8]; 256]>,
    /// Neighbour-word updates when a marble arrives on or leaves a cell: `(cell, bits)` pairs
    /// to XOR into [`Core::nbr`], padded with `(DUMMY, 0)`.
    pub toggles: Box<[[(u8, u16); 12]; 256]>,
    /// `(over, land)` pairs of each cell; `jump_len` of them are valid.
    pub jumps: Vec<[(u8, u8); 6]>,
    pub jump_len: Vec<u8>,
    /// Cells along each direction from each cell, nearest first (for super hops).
    pub rays: Vec<[Vec<u8>; 6]>,
    pub all: B,
    /// Axis distance of each cell to each triangle's apex.
    pub axis: [Vec<u8>; 6],
    /// `closer[t][d]`: cells whose axis distance to triangle `t`'s apex is below `d`.
    pub closer: [Vec<B>; 6],
}

fn boxed<T: Copy>(v: T) -> Box<[T; 256]> {
    Box::new([v; 256])
}

impl<B: Bits> Tables<B> {
    fn build(size: u8) -> Tables<B> {
        let geo = Geometry::get(size);
        let n = geo.len();
        assert!(
            n <= B::CAPACITY && n < DUMMY as usize,
            "board size {size} does not fit"
        );
        let mut nb_mask = boxed(B::ZERO);
        let mut valid1 = boxed(0u8);
        let mut valid2 = boxed(0u8);
        let mut land_t = boxed([DUMMY; 8]);
        let mut toggles = boxed([(DUMMY, 0u16); 12]);
        let mut jumps = vec![[(NONE, NONE); 6]; n];
        let mut jump_len = vec![0u8; n];
        let mut rays: Vec<[Vec<u8>; 6]> = Vec::with_capacity(n);
        for i in 0..n {
            let row = geo.neighbour_row(i);
            let mut nt = 0;
            for d in 0..6 {
                let over = row[d];
                if over == NONE {
                    continue;
                }
                nb_mask[i] |= B::bit(over as usize);
                valid1[i] |= 1 << d;
                let opp = (d + 3) % 6;
                toggles[i][nt] = (over, 1 << opp);
                nt += 1;
                let land = geo.neighbour_row(over as usize)[d];
                if land != NONE {
                    jumps[i][jump_len[i] as usize] = (over, land);
                    jump_len[i] += 1;
                    valid2[i] |= 1 << d;
                    land_t[i][d] = land;
                    toggles[i][nt] = (land, 1 << (6 + opp));
                    nt += 1;
                }
            }
            rays.push(std::array::from_fn(|d| {
                let mut v = Vec::new();
                let mut cur = i;
                while let Some(next) = geo.neighbour(cur, d) {
                    v.push(next as u8);
                    cur = next;
                }
                v
            }));
        }
        let size_i = size as i8;
        let axis: [Vec<u8>; 6] = std::array::from_fn(|t| {
            (0..n)
                .map(|i| Triangle::from_index(t).axis_distance(geo.cube(i), size_i))
                .collect()
        });
        let closer = std::array::from_fn(|t| {
            (0..=4 * size as usize + 1)
                .map(|d| {
                    let mut b = B::ZERO;
                    for (i, &a) in axis[t].iter().enumerate() {
                        if (a as usize) < d {
                            b |= B::bit(i);
                        }
                    }
                    b
                })
                .collect()
        });
        Tables {
            geo,
            nb_mask,
            valid1,
            valid2,
            land: land_t,
            toggles,
            jumps,
            jump_len,
            rays,
            all: B::from_board(geo.all()),
            axis,
            closer,
        }
    }
}

/// A bit set type with per-size tables.
pub(crate) trait Engine: Bits {
    fn tables(size: u8) -> &'static Tables<Self>;
}

static TABLES_128: [OnceLock<Tables<u128>>; 7] = [const { OnceLock::new() }; 7];
static TABLES_256: [OnceLock<Tables<Bitboard>>; 7] = [const { OnceLock::new() }; 7];

impl Engine for u128 {
    fn tables(size: u8) -> &'static Tables<u128> {
        TABLES_128[size as usize].get_or_init(|| Tables::build(size))
    }
}

impl Engine for Bitboard {
    fn tables(size: u8) -> &'static Tables<Bitboard> {
        TABLES_256[size as usize].get_or_init(|| Tables::build(size))
    }
}

/// Population count of 6-bit values (no `popcnt` instruction needed on baseline x86-64).
const POP6: [u8; 64] = {
    let mut t = [0u8; 64];
    let mut i = 0;
    while i < 64 {
        t[i] = (i as u32).count_ones() as u8;
        i += 1;
    }
    t
};

/// Bit of the direction opposite to `d`.
const BACK: [u32; 8] = [1 << 3, 1 << 4, 1 << 5, 1, 1 << 1, 1 << 2, 0, 0];

/// Working memory of the hop search: a visit stamp per cell and a stack.
#[derive(Clone, Debug)]
pub(crate) struct Scratch {
    mark: [u8; 256],
    stamp: u8,
    /// Cells still to expand, with the directions to try.
    stack: [(u8, u8); 256],
}

impl Scratch {
    pub fn new() -> Scratch {
        Scratch {
            mark: [0; 256],
            stamp: 0,
            stack: [(0, 0); 256],
        }
    }
    #[inline(always)]
    fn next_stamp(&mut self) -> u8 {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.mark = [0; 256];
            self.stamp = 1;
        }
        self.stamp
    }
}

/// The rules compiled for the engine.
#[derive(Debug)]
pub(crate) struct Ctx<B: 'static> {
    pub t: &'static Tables<B>,
    pub rules: Rules,
    pub layout: Layout,
    pub players: u8,
    pub nsets: u8,
    pub sets_per_seat: u8,
    pub target: [B; MAX_SETS],
    pub target_tri: [u8; MAX_SETS],
    /// Holes where a marble of each set may end its move (`stops`).
    pub allowed_end: [B; MAX_SETS],
    pub target_lock: bool,
    /// `stops` restricts where moves end.
    pub filter_ends: bool,
    pub release: bool,
    pub super_hops: bool,
    pub occupied_target_win: bool,
    /// Teams of two: a seat whose sets are all home passes (it waits for its team-mate).
    pub teams: bool,
}

impl<B: Engine> Ctx<B> {
    /// Compile validated Chinese checkers rules.
    pub fn new(rules: &Rules, layout: Layout) -> Ctx<B> {
        let Variant::Checkers(o) = rules.variant else {
            panic!("Ctx::new needs Chinese checkers rules");
        };
        let t = B::tables(rules.size);
        let geo = t.geo;
        let mut target = [B::ZERO; MAX_SETS];
        let mut target_tri = [0u8; MAX_SETS];
        let mut allowed_end = [B::ZERO; MAX_SETS];
        for (k, set) in layout.sets.iter().enumerate() {
            target[k] = B::from_board(set.target_holes);
            target_tri[k] = set.target.index() as u8;
            allowed_end[k] = match o.stops {
                Stops::Anywhere => t.all,
                Stops::OwnTriangles => B::from_board(
                    geo.hexagon()
                        | geo.triangle(set.home)
                        | geo.triangle(set.target)
                        | set.home_holes
                        | set.target_holes,
                ),
            };
        }
        Ctx {
            t,
            rules: *rules,
            players: rules.players,
            nsets: layout.sets.len() as u8,
            sets_per_seat: rules.sets_per_seat,
            layout,
            target,
            target_tri,
            allowed_end,
            target_lock: o.target_lock,
            filter_ends: o.stops != Stops::Anywhere,
            release: o.release_rule,
            super_hops: o.super_hops,
            occupied_target_win: o.occupied_target_win,
            teams: rules.teams,
        }
    }

    /// The sets of seat `seat`.
    #[inline]
    pub fn seat_sets(&self, seat: usize) -> impl Iterator<Item = usize> + use<B> {
        let players = self.players as usize;
        (0..self.sets_per_seat as usize).map(move |j| seat + j * players)
    }
}

/// Legal moves as `(from, destinations)` pairs, one per marble with a move.
pub(crate) type MoveSets<B> = ArrayVec<(u8, B), MAX_MARBLES>;

/// A board: one bit set per colour set, the union, the seat to move, and for every cell a
/// neighbour word kept up to date by [`Core::apply`]: bit `d` (0..6) is set when the neighbour
/// in direction `d` holds a marble, bit `6 + d` when the cell two steps away in direction `d`
/// does. A hop from a cell is possible in the directions `nbr & !(nbr >> 6) & valid2`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Core<B> {
    pub sets: [B; MAX_SETS],
    pub occ: B,
    pub to_move: u8,
    pub nbr: [u16; 256],
}

impl<B: Engine> Core<B> {
    /// A board from the marbles of each set.
    pub fn from_sets(c: &Ctx<B>, sets: &[B], to_move: u8) -> Core<B> {
        let mut core = Core {
            sets: [B::ZERO; MAX_SETS],
            occ: B::ZERO,
            to_move,
            nbr: [0; 256],
        };
        for (k, &b) in sets.iter().enumerate() {
            core.sets[k] = b;
            core.occ |= b;
        }
        for i in core.occ.ones() {
            core.toggle(c.t, i as u8);
        }
        core
    }

    pub fn start(c: &Ctx<B>) -> Core<B> {
        let sets: Vec<B> = c
            .layout
            .sets
            .iter()
            .map(|s| B::from_board(s.home_holes))
            .collect();
        Core::from_sets(c, &sets, 0)
    }

    /// A marble arrives on or leaves cell `i`: update the neighbour words around it.
    #[inline(always)]
    fn toggle(&mut self, t: &Tables<B>, i: u8) {
        for &(cell, bits) in &t.toggles[i as usize] {
            self.nbr[cell as usize] ^= bits;
        }
    }

    /// The board without the marble on `i`.
    #[inline]
    pub fn occ_without(&self, i: usize) -> B {
        self.occ ^ B::bit(i)
    }

    /// Marbles of a seat.
    #[inline]
    pub fn seat_occ(&self, c: &Ctx<B>, seat: usize) -> B {
        let mut b = B::ZERO;
        for k in c.seat_sets(seat) {
            b |= self.sets[k];
        }
        b
    }

    /// The set holding a marble on `i`, if any.
    #[inline]
    pub fn set_at(&self, c: &Ctx<B>, i: usize) -> Option<usize> {
        (0..c.nsets as usize).find(|&k| self.sets[k].has(i))
    }

    /// Directions in which a hop from `cur` is possible on the current board.
    #[inline(always)]
    fn hop_dirs(&self, t: &Tables<B>, cur: u8) -> u32 {
        let w = self.nbr[cur as usize] as u32;
        w & !(w >> 6) & t.valid2[cur as usize] as u32
    }

    /// Hop-chain flood from the marble on `m`, whose first hops go in directions `first`.
    /// Calls `visit` on every landing (each once, `m` excluded).
    ///
    /// Every cell a chain visits lies an even number of steps from `m` along the lattice, so
    /// none of them is next to `m`: the neighbour words of the full board are exact for the
    /// board without `m` (a hop over `m` would start next to it; a hop onto `m` lands on a cell
    /// already visited).
    #[inline(always)]
    fn flood(&self, t: &Tables<B>, s: &mut Scratch, m: u8, first: u32, mut visit: impl FnMut(u8)) {
        let stamp = s.next_stamp();
        s.mark[m as usize] = stamp;
        let mut sp = 0usize;
        let mut cur = m;
        let mut dirs = first;
        loop {
            while dirs != 0 {
                let d = (dirs.trailing_zeros() & 7) as usize;
                dirs &= dirs - 1;
                let l = t.land[cur as usize][d];
                if s.mark[l as usize] != stamp {
                    s.mark[l as usize] = stamp;
                    visit(l);
                    // Hopping back lands on a visited cell: only other directions continue.
                    let onward = self.hop_dirs(t, l) & !BACK[d];
                    if onward != 0 {
                        s.stack[sp & 255] = (l, onward as u8);
                        sp += 1;
                    }
                }
            }
            if sp == 0 {
                return;
            }
            sp -= 1;
            (cur, dirs) = {
                let (c, d) = s.stack[sp & 255];
                (c, d as u32)
            };
        }
    }

    /// Single super hops from `cur` (including plain hops, k = 1), `occ` without the mover.
    #[inline]
    fn super_hop_landings(t: &Tables<B>, cur: usize, occ: B) -> B {
        let mut out = B::ZERO;
        for ray in &t.rays[cur] {
            let Some(k) = ray.iter().position(|&x| occ.has(x as usize)) else {
                continue;
            };
            // Marble at distance k+1; landing at distance 2(k+1), i.e. index 2k+1.
            let land = 2 * k + 1;
            if land < ray.len() && ray[k + 1..=land].iter().all(|&x| !occ.has(x as usize)) {
                out |= B::bit(ray[land] as usize);
            }
        }
        out
    }

    fn super_hops(t: &Tables<B>, m: usize, occ: B) -> B {
        let start = B::bit(m);
        let mut visited = start;
        let mut frontier = start;
        while !frontier.is_zero() {
            let cur = frontier.pop_lowest();
            let new = Self::super_hop_landings(t, cur, occ) & !visited;
            visited |= new;
            frontier |= new;
        }
        visited ^ start
    }

    /// Every hole a marble on `m` can reach by a step or a hop chain (no rule filters).
    #[inline]
    pub fn reach(&self, c: &Ctx<B>, s: &mut Scratch, m: usize) -> B {
        let steps = c.t.nb_mask[m] & !self.occ;
        if c.super_hops {
            return steps | Self::super_hops(c.t, m, self.occ ^ B::bit(m));
        }
        let first = self.hop_dirs(c.t, m as u8);
        if first == 0 {
            return steps;
        }
        let mut hops = B::ZERO;
        self.flood(c.t, s, m as u8, first, |l| hops |= B::bit(l as usize));
        steps | hops
    }

    /// Number of holes [`Core::reach`] returns, without building the set.
    #[inline(always)]
    fn reach_count(&self, c: &Ctx<B>, s: &mut Scratch, m: u8) -> u32 {
        let t = c.t;
        let w = self.nbr[m as usize] as u32;
        let steps = POP6[(t.valid1[m as usize] as u32 & !w & 0x3f) as usize] as u32;
        let first = w & !(w >> 6) & t.valid2[m as usize] as u32;
        if first == 0 {
            return steps;
        }
        let mut n = steps;
        self.flood(t, s, m, first, |_| n += 1);
        n
    }

    /// Destinations of the marble on `m` of set `k` after `stops` and `target_lock`.
    #[inline]
    pub fn dests(&self, c: &Ctx<B>, s: &mut Scratch, k: usize, m: usize) -> B {
        let mut d = self.reach(c, s, m) & c.allowed_end[k];
        if c.target_lock && c.target[k].has(m) {
            d &= c.target[k];
        }
        d
    }

    /// Moves of `seat` before the release rule.
    #[inline]
    fn gen_plain(&self, c: &Ctx<B>, s: &mut Scratch, seat: usize, out: &mut MoveSets<B>) {
        for k in c.seat_sets(seat) {
            let mut ms = self.sets[k];
            while !ms.is_zero() {
                let m = ms.pop_lowest();
                let d = self.dests(c, s, k, m);
                if !d.is_zero() {
                    out.push((m as u8, d));
                }
            }
        }
    }

    /// Is set `k` home (full target, or occupied-target win)?
    #[inline]
    pub fn set_home(&self, c: &Ctx<B>, k: usize) -> bool {
        let tgt = c.target[k];
        if c.occupied_target_win {
            (tgt & !self.occ).is_zero() && !(tgt & self.sets[k]).is_zero()
        } else {
            (tgt & !self.sets[k]).is_zero()
        }
    }

    /// Are all sets of `seat` home?
    pub fn seat_home(&self, c: &Ctx<B>, seat: usize) -> bool {
        c.seat_sets(seat).all(|k| self.set_home(c, k))
    }

    /// Does `seat` have a move that brings one of its marbles closer to its target
    /// (fewer rows from the target's apex)?
    pub fn has_progress_move(&self, c: &Ctx<B>, s: &mut Scratch, seat: usize) -> bool {
        for k in c.seat_sets(seat) {
            let tri = c.target_tri[k] as usize;
            let mut ms = self.sets[k];
            while !ms.is_zero() {
                let m = ms.pop_lowest();
                let closer = c.t.closer[tri][c.t.axis[tri][m] as usize];
                if !(self.dests(c, s, k, m) & closer).is_zero() {
                    return true;
                }
            }
        }
        false
    }

    /// The release rule as seen by the seat to move: marbles it must move
    /// out of a blocked seat's target, each with the holes it may not end on.
    pub fn release_obligations(
        &self,
        c: &Ctx<B>,
        s: &mut Scratch,
        seat: usize,
    ) -> ArrayVec<(u8, B), MAX_MARBLES> {
        let mut out: ArrayVec<(u8, B), MAX_MARBLES> = ArrayVec::new();
        let own = self.seat_occ(c, seat);
        for x in 0..c.players as usize {
            if x == seat {
                continue;
            }
            let mut xt = B::ZERO;
            for k in c.seat_sets(x) {
                xt |= c.target[k];
            }
            let inside = own & xt;
            if inside.is_zero() || self.seat_home(c, x) || self.has_progress_move(c, s, x) {
                continue;
            }
            for m in inside.ones() {
                match out.iter_mut().find(|(o, _)| *o as usize == m) {
                    Some(e) => e.1 |= xt,
                    None => out.push((m as u8, xt)),
                }
            }
        }
        out
    }

    /// With teams, is the seat to move home and so waiting for its team-mate (it passes)?
    #[inline]
    pub fn waits_for_team(&self, c: &Ctx<B>) -> bool {
        c.teams && self.seat_home(c, self.to_move as usize)
    }

    /// Legal moves of the seat to move (an empty list means it must pass).
    #[inline]
    pub fn generate(&self, c: &Ctx<B>, s: &mut Scratch, out: &mut MoveSets<B>) {
        if self.waits_for_team(c) {
            return;
        }
        let seat = self.to_move as usize;
        self.gen_plain(c, s, seat, out);
        if c.release {
            self.apply_release(c, s, seat, out);
        }
    }

    fn apply_release(&self, c: &Ctx<B>, s: &mut Scratch, seat: usize, out: &mut MoveSets<B>) {
        let oblig = self.release_obligations(c, s, seat);
        if oblig.is_empty() {
            return;
        }
        let mut forced: MoveSets<B> = ArrayVec::new();
        for &(from, d) in out.iter() {
            if let Some(&(_, forbid)) = oblig.iter().find(|(m, _)| *m == from) {
                let d = d & !forbid;
                if !d.is_zero() {
                    forced.push((from, d));
                }
            }
        }
        if !forced.is_empty() {
            *out = forced;
        }
    }

    /// Number of legal moves (a forced pass counts as one).
    #[inline]
    pub fn count_moves(&self, c: &Ctx<B>, s: &mut Scratch) -> u64 {
        if self.waits_for_team(c) {
            return 1;
        }
        if c.release {
            let mut list = MoveSets::new();
            self.generate(c, s, &mut list);
            let n: u64 = list.iter().map(|(_, d)| d.count() as u64).sum();
            return n.max(1);
        }
        let seat = self.to_move as usize;
        let mut n = 0u64;
        let unfiltered = !c.super_hops && !c.target_lock && !c.filter_ends;
        for k in c.seat_sets(seat) {
            let mut ms = self.sets[k];
            while !ms.is_zero() {
                let m = ms.pop_lowest();
                n += if unfiltered {
                    self.reach_count(c, s, m as u8)
                } else {
                    self.dests(c, s, k, m).count()
                } as u64;
            }
        }
        n.max(1)
    }

    #[inline]
    pub fn next_seat(&self, c: &Ctx<B>) -> u8 {
        let n = self.to_move + 1;
        if n == c.players { 0 } else { n }
    }

    /// Move a marble (no checks) and pass the turn to the next seat in order.
    #[inline]
    pub fn apply(&mut self, c: &Ctx<B>, from: usize, to: usize) {
        let mv = B::bit(from) | B::bit(to);
        for k in c.seat_sets(self.to_move as usize) {
            if self.sets[k].has(from) {
                self.sets[k] ^= mv;
                break;
            }
        }
        self.occ ^= mv;
        self.toggle(c.t, from as u8);
        self.toggle(c.t, to as u8);
        self.to_move = self.next_seat(c);
    }

    /// After [`Core::apply`], move the same marble on from `a` to `b` (the seat to move
    /// does not change).
    #[inline]
    fn shift(&mut self, c: &Ctx<B>, a: usize, b: usize) {
        let mv = B::bit(a) | B::bit(b);
        let mover = if self.to_move == 0 {
            c.players - 1
        } else {
            self.to_move - 1
        };
        for k in c.seat_sets(mover as usize) {
            if self.sets[k].has(a) {
                self.sets[k] ^= mv;
                break;
            }
        }
        self.occ ^= mv;
        self.toggle(c.t, a as u8);
        self.toggle(c.t, b as u8);
    }

    /// Undo [`Core::apply`].
    #[inline]
    pub fn unapply(&mut self, c: &Ctx<B>, from: usize, to: usize) {
        self.to_move = if self.to_move == 0 {
            c.players - 1
        } else {
            self.to_move - 1
        };
        let mv = B::bit(from) | B::bit(to);
        for k in c.seat_sets(self.to_move as usize) {
            if self.sets[k].has(to) {
                self.sets[k] ^= mv;
                break;
            }
        }
        self.occ ^= mv;
        self.toggle(c.t, from as u8);
        self.toggle(c.t, to as u8);
    }

    /// Pass the turn.
    #[inline]
    pub fn pass(&mut self, c: &Ctx<B>) {
        self.to_move = self.next_seat(c);
    }

    /// Number of move sequences of length `depth` (perft), bulk-counted.
    pub fn perft(&mut self, c: &Ctx<B>, s: &mut Scratch, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_moves(c, s),
            _ => {
                let mut list = MoveSets::new();
                self.generate(c, s, &mut list);
                if list.is_empty() {
                    let seat = self.to_move;
                    self.pass(c);
                    let n = self.perft(c, s, depth - 1);
                    self.to_move = seat;
                    return n;
                }
                let mut total = 0;
                for &(from, dests) in &list {
                    // Between destinations of one marble, move it straight from the last
                    // destination to the next: the updates around `from` would cancel.
                    let mut ones = dests.ones();
                    let Some(first) = ones.next() else { continue };
                    self.apply(c, from as usize, first);
                    total += self.perft(c, s, depth - 1);
                    let mut last = first;
                    for to in ones {
                        self.shift(c, last, to);
                        total += self.perft(c, s, depth - 1);
                        last = to;
                    }
                    self.unapply(c, from as usize, last);
                }
                total
            }
        }
    }

    /// The hop path from `from` to `to` with the fewest hops (ties: lowest canonical holes
    /// first), as the list of landings ending at `to`. `None` if `to` is not reachable by hops.
    pub fn hop_path(&self, c: &Ctx<B>, from: usize, to: usize) -> Option<Vec<usize>> {
        let t = c.t;
        let occ = self.occ ^ B::bit(from);
        let n = t.geo.len();
        let mut prev = vec![usize::MAX; n];
        let mut visited = B::bit(from);
        let mut queue = std::collections::VecDeque::from([from]);
        while let Some(cur) = queue.pop_front() {
            if cur == to {
                let mut path = vec![to];
                let mut x = to;
                while prev[x] != from {
                    x = prev[x];
                    path.push(x);
                }
                path.reverse();
                return Some(path);
            }
            let next = if c.super_hops {
                Self::super_hop_landings(t, cur, occ)
            } else {
                let mut b = B::ZERO;
                let len = t.jump_len[cur] as usize;
                for &(o, l) in &t.jumps[cur][..len] {
                    if occ.has(o as usize) && !occ.has(l as usize) {
                        b |= B::bit(l as usize);
                    }
                }
                b
            } & !visited;
            visited |= next;
            for x in next.ones() {
                prev[x] = cur;
                queue.push_back(x);
            }
        }
        None
    }

    /// Is `a` → `b` a single hop (plain, or super when enabled) with `occ` the board without the
    /// moving marble?
    pub fn is_single_hop(&self, c: &Ctx<B>, a: usize, b: usize, occ: B) -> bool {
        if c.super_hops {
            Self::super_hop_landings(c.t, a, occ).has(b)
        } else {
            let len = c.t.jump_len[a] as usize;
            c.t.jumps[a][..len]
                .iter()
                .any(|&(o, l)| l as usize == b && occ.has(o as usize) && !occ.has(b))
        }
    }
}
