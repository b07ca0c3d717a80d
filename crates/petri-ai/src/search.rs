//! Chinese checkers search: iterative deepening alpha-beta with a transposition table, and
//! Best-Reply Search for three or more players.
//!
//! Scores are always from the point of view of the searching seat's unit (its team, or the
//! seat itself). In a *max* node the searching seat moves; in a *min* node every other unit
//! still racing may move and the one reply best for them is taken (Best-Reply Search, Schadd &
//! Winands 2011). With two players that is plain minimax. Team-mates' turns are skipped; their
//! progress counts in the evaluation.

use std::ops::ControlFlow;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use petri_rules::{Move, Position, Seat};
use web_time::{Duration, Instant};

use crate::endgame::{Endgame, EndgameStatus};
use crate::eval::{CostTable, ROW};

/// Cost of another unit's marble sitting in a target.
const BLOCKER: i32 = ROW * 4;

/// Score of a won position (minus the plies to get there).
pub const WIN: i32 = 1_000_000;
const INF: i32 = i32::MAX / 2;
const MAX_PLY: usize = 64;
/// End-game nodes for a search with no node budget.
pub const ENDGAME_NODES: u64 = 400_000;
/// The most nodes a solo search's end-game gets (`hard`'s 100 000 nodes at 600%).
pub const SOLO_ENDGAME_NODES: u64 = 600_000;
/// Searches without the end-game after it ran out of nodes.
const ENDGAME_WAIT: u32 = 2;
/// Longest way home the end-game looks for.
const ENDGAME_MOVES: u32 = 40;

/// How long a search may run. All limits are optional; without any, `max_depth` stops it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Stop after this many nodes (deterministic).
    pub nodes: Option<u64>,
    /// Stop after this much time.
    pub time: Option<Duration>,
    /// Deepest iteration.
    pub max_depth: u32,
}

impl Limits {
    pub fn depth(d: u32) -> Limits {
        Limits {
            nodes: None,
            time: None,
            max_depth: d,
        }
    }
    pub fn nodes(n: u64) -> Limits {
        Limits {
            nodes: Some(n),
            time: None,
            max_depth: MAX_PLY as u32 - 2,
        }
    }
    pub fn time(t: Duration) -> Limits {
        Limits {
            nodes: None,
            time: Some(t),
            max_depth: MAX_PLY as u32 - 2,
        }
    }
}

/// What a search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    pub best: Move,
    /// Score of `best` for the searching unit (`ROW` = one row of progress).
    pub score: i32,
    /// Deepest completed iteration.
    pub depth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
    /// Scores of the root moves at the last completed depth (exact for the best one, bounds
    /// for the others).
    pub root_scores: Vec<(Move, i32)>,
    /// Moves home when the exact end-game chose the move (a shortest way home).
    pub endgame: Option<u32>,
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    score: i32,
    depth: u8,
    /// 0 exact, 1 lower bound, 2 upper bound.
    flag: u8,
    from: u8,
    to: u8,
}

impl Entry {
    /// The entry of a node searched `depth` deep at `ply` with the window `(alpha, beta)`: its
    /// `best` score (exact inside the window, else the bound it is) and move.
    #[inline]
    fn stored(
        key: u64,
        best: i32,
        depth: i32,
        ply: usize,
        (alpha, beta): (i32, i32),
        best_move: (u8, u8),
    ) -> Entry {
        let flag = if best <= alpha {
            2
        } else if best >= beta {
            1
        } else {
            0
        };
        Entry {
            key,
            score: to_table(best, ply),
            depth: depth.clamp(0, 255) as u8,
            flag,
            from: best_move.0,
            to: best_move.1,
        }
    }
}

const NO_HOLE: u8 = u8::MAX;

/// Zobrist keys: one per (colour set, hole), plus node kinds.
pub(crate) struct Zobrist {
    keys: Vec<u64>,
    max_node: u64,
}

impl Zobrist {
    pub(crate) fn new() -> Zobrist {
        let mut x = 0x0123_4567_89AB_CDEFu64;
        let mut next = || {
            // splitmix64
            x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = x;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        let keys = (0..6 * 256).map(|_| next()).collect();
        Zobrist {
            keys,
            max_node: next(),
        }
    }
    #[inline]
    pub(crate) fn key(&self, set: usize, hole: usize) -> u64 {
        self.keys[set * 256 + hole]
    }
    fn hash(&self, pos: &Position) -> u64 {
        let mut h = 0;
        for k in 0..pos.layout().sets.len() {
            for i in pos.set_holes(k).iter() {
                h ^= self.key(k, i);
            }
        }
        h
    }
}

/// A candidate move with what ordering needs.
#[derive(Clone, Copy)]
struct Cand {
    seat: Seat,
    mv: Move,
    set: usize,
    from: u8,
    to: u8,
    order: i32,
    /// Progress of the move for its own set (cost units).
    gain: i32,
}

/// A Chinese checkers searcher. Keep one per game: its transposition table carries over.
pub struct Searcher {
    tt: Vec<Entry>,
    zob: Zobrist,
    killers: [[(u8, u8); 2]; MAX_PLY],
    history: Vec<u32>,
    /// Positions seen in the game so far (moves back into them are discouraged at the root).
    seen: Vec<u64>,
    // Per search:
    nodes: u64,
    node_limit: u64,
    deadline: Option<Instant>,
    stop: Option<Arc<AtomicBool>>,
    aborted: bool,
    root: Seat,
    unit: usize,
    placed: Vec<bool>,
    /// Per set: target triangle, cost floor, unit, costliest target hole.
    sets: Vec<(petri_rules::Triangle, i32, usize, i32)>,
    /// Target holes of every set.
    targets: Vec<petri_rules::Bitboard>,
    /// Rows of a triangle (the board size).
    tri_rows: i32,
    /// Weight (in % of a row) of the rows between a set's first and last marble outside its
    /// target (keep the group together: marbles alone find no hops).
    pub spread_weight: i32,
    /// Weight (in %) of the extra cost of each set's hindmost marble.
    pub back_weight: i32,
    /// Extra weight (in %) on a root move's own progress: raised by players that have not
    /// advanced for a while, so that no game stalls.
    pub urge: i32,
    /// With at least this many units racing, the search looks at its own moves only (the
    /// others stand still): with many players the game is a race, and any of five opponents
    /// can block any hop, which makes Best-Reply Search see ghosts. A solo search scores its
    /// own distance only.
    pub solo_from: usize,
    /// In a solo search, how many of the best-ordered moves deeper nodes look at (0 = all).
    pub solo_width: usize,
    solo: bool,
    /// Score the last ply of a solo search without the table or move ordering.
    pub solo_leaf: bool,
    /// Node budget of a solo search in % of the caller's (its nodes are cheaper).
    pub solo_node_percent: u64,
    /// Most that [`Searcher::urge`] counts in a solo search (in %): urging forward moves
    /// would fill the holes that let a walled-in blocker out.
    pub solo_urge_cap: i32,
    /// The deepest a solo search looks, in own moves (0: as deep as its limits take it). The
    /// others do not stand still: between two of our moves five opponents move, and a plan of
    /// three or more moves counts on hops over marbles that will have moved. Looking two moves
    /// ahead (this move and the best next one) finishes first against five racers far more
    /// often than looking four or five (BENCHMARKS.md, "Six players: two moves ahead": 47.9%
    /// against 33.3% and 12.5% at a fixed four).
    pub solo_depth: u32,
    /// In a solo search: extra weight (in %) on the root move's own progress. The others do not
    /// stand still, so a plan's later moves are less sure than its first.
    pub solo_progress: i32,
    /// In a solo search: cost of another unit's marble in our target that cannot step or hop
    /// toward its own target (walled in: the target never fills), once half our marbles are
    /// home.
    pub solo_jam: i32,
    /// In a solo search: cost of each of our marbles in another unit's target (not our own
    /// start): it gets walled in there.
    pub solo_side: i32,
    /// In a solo search: cost of each of our marbles still in our start triangle when that is
    /// another unit's target (0: off).
    pub solo_home: i32,
    /// In a solo search: cost of our target's apex hole not holding one of our marbles. The
    /// apex is where other units' marbles passing by get stuck (no hole next to it is closer
    /// to their target), and once we wall them in there the target never fills.
    pub solo_apex: i32,
    /// In a solo search, a walled-in blocker's move sideways (as many rows from its target)
    /// counts as a way out.
    pub solo_loose: bool,
    /// In a solo search: score our own sets by these weights of the learned race evaluation
    /// ([`crate::race::features`]) in place of the hand-made distance (with the solo costs
    /// above on top); `None`: the hand-made distance.
    pub solo_weights: Option<crate::race::RaceWeights>,
    /// In a solo search: between two of our own moves, each other seat still racing plays one
    /// move as a one-ply racer of this style would ([`crate::racer_move_styled`], ties by hole
    /// order), instead of standing still (None: they stand still).
    pub solo_reply: Option<crate::RacerStyle>,
    /// In a solo search: weight (in %) of the leader's distance (the least of the other units'
    /// still racing, [`crate::eval::set_distance`] summed per unit) added to the score (0: off).
    /// With [`Searcher::solo_reply`] it differs between first moves by what the replies make of
    /// them: a move that lets the leader hop far scores lower. A first place is lost to the
    /// fastest other, not to the others on average.
    pub solo_rival: i32,
    /// Per set: its target's apex hole.
    apex: Vec<usize>,
    /// Play the exact end-game ([`crate::endgame`]) when the searching seat's targets have at
    /// most this many empty holes and its race meets nobody's (solo searches always qualify):
    /// 0 turns it off.
    pub endgame_empty: u32,
    /// The end-game's node budget in % of the search's (searches limited by time only give it
    /// [`ENDGAME_NODES`]), on top of it; when it runs out, the usual search plays with its
    /// whole budget.
    pub endgame_percent: u64,
    /// Searches left before the end-game is tried again after it ran out of nodes (it then
    /// needed more than its share, and a move or two later it will again).
    endgame_wait: u32,
    /// Extra cost (cost units) of another unit's marble in a target that cannot step or hop
    /// toward its own target: it is walled in, and the target never fills.
    pub jam_weight: i32,
    /// Cost of a marble stopping in another unit's target (not its own start or target): it
    /// gets in the way there, and once walled in nobody lets it out.
    pub side_weight: i32,
    /// Per set: holes of other sets' targets outside its own start and target.
    side: Vec<petri_rules::Bitboard>,
    /// Cost of a marble still in its own start triangle, when that is another unit's target,
    /// for each of that unit's marbles arrived there (see [`Searcher::start_cost`]): a marble
    /// left there gets walled in by the arriving marbles, and under classic rules neither
    /// side finishes then (0: off).
    pub start_weight: i32,
    /// Weight (in %) of the cost table's quadratic term (marbles far behind weigh more).
    pub curve_weight: i32,
    /// Per set: its target holes, when other units' marbles there stop it finishing.
    blockable: Vec<Option<petri_rules::Bitboard>>,
    /// Per set: its start holes that are another unit's target.
    home: Vec<petri_rules::Bitboard>,
    /// Per set: its start triangle and the row in front of it (where arriving marbles count).
    front: Vec<petri_rules::Bitboard>,
    units: usize,
    players: u8,
    unit_of_seat: Vec<usize>,
    table: Option<&'static CostTable>,
    buf: Vec<Vec<Move>>,
    /// Which evaluation of a race: the hand-made one (the default) or the learned one of
    /// [`crate::race`], where it applies ([`crate::race::applies`]).
    pub race: crate::race::RaceEval,
    /// The weights of the learned evaluation for the position being searched, if it plays.
    race_weights: Option<crate::race::RaceWeights>,
    /// With the learned race evaluation: the cost of another unit's marble walled in in a
    /// target once half the target's set is home (0: off). Walled in, it stops both sides
    /// finishing, and a game between computers ends at the move cap.
    pub race_jam: i32,
    /// With the learned race evaluation: add the hand-made start cost of
    /// [`Searcher::start_weight`] (marbles left in their start triangle once the other side
    /// arrives; the learned weights hardly see them, the hindmost marble's cost being flat
    /// near the tip).
    pub race_start: bool,
    /// Two depths in one root decision (0: off, the last complete depth alone decides). Root
    /// moves within this many cost units of the best so far get exact scores, and the move
    /// played is the one whose scores at the last two complete depths sum highest. A score at
    /// one depth is biased by who moves last before the horizon: at an odd depth the searching
    /// seat's last move is counted and the reply to it is not, at an even depth the other
    /// side's last move is counted and the answer to it is not. That bias is as large as a
    /// move (a ladder just built counts for whoever gets to use it) and differs from move to
    /// move, so the best move of one depth alone is often a move the next depth prefers for
    /// the opposite reason; summed over two depths the bias cancels (BENCHMARKS.md, "Why more
    /// nodes lost, and the fix": without it a million nodes lost to 100 000). Solo searches do
    /// not use it (nobody answers).
    pub pair_margin: i32,
    race_info: Vec<crate::race::SetInfo>,
}

impl Default for Searcher {
    fn default() -> Self {
        Self::new()
    }
}

impl Searcher {
    /// A searcher with a 2^20-entry (16 MB) transposition table.
    pub fn new() -> Searcher {
        Self::with_table_bits(20)
    }

    /// A searcher with a `2^bits`-entry transposition table (16 bytes each).
    pub fn with_table_bits(bits: u32) -> Searcher {
        Searcher {
            tt: vec![Entry::default(); 1 << bits],
            zob: Zobrist::new(),
            killers: [[(NO_HOLE, NO_HOLE); 2]; MAX_PLY],
            history: vec![0; 256 * 256],
            seen: Vec::new(),
            nodes: 0,
            node_limit: u64::MAX,
            deadline: None,
            stop: None,
            aborted: false,
            root: Seat(0),
            unit: 0,
            placed: Vec::new(),
            sets: Vec::new(),
            tri_rows: 4,
            targets: Vec::new(),
            spread_weight: 50,
            back_weight: 50,
            urge: 0,
            solo_from: 4,
            solo_width: 10,
            solo: false,
            solo_leaf: true,
            solo_node_percent: 240,
            solo_urge_cap: 0,
            solo_progress: 0,
            solo_depth: 0,
            solo_jam: 160,
            solo_side: 96,
            solo_home: 0,
            solo_apex: 64,
            solo_loose: false,
            solo_weights: None,
            solo_reply: None,
            solo_rival: 0,
            apex: Vec::new(),
            start_weight: ROW / 2,
            endgame_empty: 0,
            endgame_percent: 100,
            endgame_wait: 0,
            curve_weight: 100,
            jam_weight: 0,
            side_weight: 0,
            side: Vec::new(),
            home: Vec::new(),
            front: Vec::new(),
            blockable: Vec::new(),
            units: 0,
            players: 0,
            unit_of_seat: Vec::new(),
            table: None,
            buf: (0..MAX_PLY).map(|_| Vec::new()).collect(),
            race: crate::race::RaceEval::HandMade,
            race_weights: None,
            race_info: Vec::new(),
            pair_margin: ROW * 2,
            race_jam: 0,
            race_start: false,
        }
    }

    /// A flag that stops the search from another thread.
    pub fn set_stop_flag(&mut self, flag: Arc<AtomicBool>) {
        self.stop = Some(flag);
    }

    /// Remember a position of the game, so the search avoids going back to it.
    pub fn remember(&mut self, pos: &Position) {
        self.seen.push(self.zob.hash(pos));
    }

    /// Forget the game (new game).
    pub fn clear(&mut self) {
        self.seen.clear();
        self.endgame_wait = 0;
        self.tt.iter_mut().for_each(|e| *e = Entry::default());
        self.history.iter_mut().for_each(|h| *h = 0);
    }

    fn prepare(&mut self, pos: &Position, placed: &[bool]) {
        let rules = *pos.rules();
        let table = CostTable::get(rules.size);
        self.table = Some(table);
        self.root = pos.to_move();
        self.unit = rules.unit_of(self.root);
        self.units = rules.unit_count();
        self.players = rules.players;
        self.tri_rows = rules.size as i32;
        self.targets = pos.layout().sets.iter().map(|s| s.target_holes).collect();
        self.placed = (0..self.units)
            .map(|u| placed.get(u).copied().unwrap_or(false))
            .collect();
        self.unit_of_seat = (0..rules.players).map(|s| rules.unit_of(Seat(s))).collect();
        self.sets = pos
            .layout()
            .sets
            .iter()
            .enumerate()
            .map(|(k, s)| {
                let mut costs: Vec<i32> = s
                    .target_holes
                    .iter()
                    .map(|i| table.cost_curved(s.target, i, self.curve_weight))
                    .collect();
                costs.sort_unstable();
                let marbles = pos.set_holes(k).count() as usize;
                let floor = costs.iter().take(marbles).sum();
                let top = costs.last().copied().unwrap_or(0);
                (s.target, floor, rules.unit_of(s.seat), top)
            })
            .collect();
        let layout = pos.layout();
        self.side = layout
            .sets
            .iter()
            .map(|s| {
                let mut b = petri_rules::Bitboard::EMPTY;
                for o in &layout.sets {
                    if rules.unit_of(o.seat) != rules.unit_of(s.seat) {
                        b |= o.target_holes;
                    }
                }
                b & !s.home_holes & !s.target_holes
            })
            .collect();
        self.apex = layout
            .sets
            .iter()
            .map(|s| {
                s.target_holes
                    .iter()
                    .min_by_key(|&i| table.axis(s.target, i))
                    .unwrap_or(usize::MAX)
            })
            .collect();
        // Its start holes that are another unit's target, the start triangle and the row in
        // front of it, and whether other marbles in its target stop it finishing.
        self.race_info = crate::race::SetInfo::of(pos);
        self.front = self.race_info.iter().map(|s| s.front).collect();
        self.home = self.race_info.iter().map(|s| s.home).collect();
        self.blockable = self
            .race_info
            .iter()
            .map(|s| s.blockable.then_some(s.target_holes))
            .collect();
        self.solo = self.placed.iter().filter(|&&p| !p).count() >= self.solo_from;
        self.race_weights = self.race.weights(pos);
        self.nodes = 0;
        self.aborted = false;
        self.killers = [[(NO_HOLE, NO_HOLE); 2]; MAX_PLY];
        for h in self.history.iter_mut() {
            *h /= 8;
        }
    }

    /// One colour set's marbles against its target: total cost, the cost of the marble
    /// furthest behind, and the spread along the target's axis of those not yet home.
    #[inline]
    fn set_shape(
        &self,
        table: &CostTable,
        t: petri_rules::Triangle,
        k: usize,
        holes: petri_rules::Bitboard,
    ) -> (i32, i32, i32) {
        let mut sum = 0;
        let mut back = 0;
        let (mut lo, mut hi) = (i32::MAX, i32::MIN);
        let target = self.targets[k];
        for i in holes.iter() {
            let c = table.cost_curved(t, i, self.curve_weight);
            sum += c;
            back = back.max(c);
            if !target.has(i) {
                let a = table.axis(t, i);
                lo = lo.min(a);
                hi = hi.max(a);
            }
        }
        (sum, back, if hi > lo { hi - lo } else { 0 })
    }

    /// Score of the position for the searching unit.
    fn evaluate(&self, pos: &Position) -> i32 {
        if let Some(w) = &self.race_weights {
            return self.race_evaluate(pos, w);
        }
        let table = self.table.expect("prepared");
        let mut d = [0i32; 6];
        let mut unit_marbles = [petri_rules::Bitboard::EMPTY; 6];
        for (k, &(t, floor, u, top)) in self.sets.iter().enumerate() {
            let holes = pos.set_holes(k);
            unit_marbles[u] |= holes;
            let (sum, back, spread) = self.set_shape(table, t, k, holes);
            if self.side_weight > 0 {
                d[u] += (holes & self.side[k]).count() as i32 * self.side_weight;
            }
            // No marble left behind: the hindmost one counts again, and so does the spread.
            d[u] += (sum - floor).max(0)
                + (back - top).max(0) * self.back_weight / 100
                + spread * ROW * self.spread_weight / 100;
            if self.start_weight > 0 {
                d[u] += self.start_cost(pos, k, holes);
            }
        }
        // Other units' marbles in a target stop that set finishing (unless the rules let an
        // occupied target count): each costs a few rows, more the deeper it sits, so that
        // every step it takes toward the way out counts.
        let occupied = pos.occupied();
        for (k, target) in self.blockable.iter().enumerate() {
            if let Some(target) = target {
                let (t, _, u, _) = self.sets[k];
                // Walled-in blockers matter once the set is mostly home (and the check costs).
                let own = pos.set_holes(k);
                let jams = self.jam_weight > 0 && (own & *target).count() * 2 >= own.count();
                for i in (*target & occupied & !unit_marbles[u]).iter() {
                    let depth = (self.tri_rows - 1 - table.axis(t, i)).max(0);
                    d[u] += BLOCKER + 2 * ROW * depth;
                    if jams && self.walled_in(pos, i, false) {
                        d[u] += self.jam_weight;
                    }
                }
            }
        }
        self.margin(&d)
    }

    /// The cost of the best rival still racing minus the searching unit's (`d`: by unit).
    fn margin(&self, d: &[i32; 6]) -> i32 {
        let mine = d[self.unit];
        let best_other = (0..self.units)
            .filter(|&u| u != self.unit && !self.placed[u])
            .map(|u| d[u])
            .min()
            .unwrap_or(mine);
        best_other - mine
    }

    /// [`Searcher::evaluate`] with the learned race model.
    fn race_evaluate(&self, pos: &Position, w: &crate::race::RaceWeights) -> i32 {
        let mut d = [0i32; 6];
        for (k, &(_, _, u, _)) in self.sets.iter().enumerate() {
            d[u] += w.cost(&crate::race::features(pos, k, &self.race_info[k]));
            d[u] += self.race_jams(pos, k);
            // Marbles left in the start triangle once the other side arrives: the learned
            // weights hardly see them (the hindmost marble's cost is flat near the tip), and
            // walled in there they stop both sides finishing.
            if self.race_start && self.start_weight > 0 {
                d[u] += self.start_cost(pos, k, pos.set_holes(k));
            }
        }
        self.margin(&d)
    }

    /// [`Searcher::race_jam`] for each other marble walled in in set `k`'s target, once half
    /// of `k`'s marbles are home (the learned weights value the other side's marbles in the
    /// target as its stragglers, a good sign; walled in they stop the game).
    fn race_jams(&self, pos: &Position, k: usize) -> i32 {
        let Some(target) = self.blockable[k].filter(|_| self.race_jam > 0) else {
            return 0;
        };
        let own = pos.set_holes(k);
        if (own & target).count() * 2 < own.count() {
            return 0;
        }
        let jammed = (target & pos.occupied() & !own)
            .iter()
            .filter(|&i| {
                pos.set_at(pos.geometry().hole(i))
                    .is_some_and(|o| self.sets[o].2 != self.sets[k].2)
            })
            .filter(|&i| self.walled_in(pos, i, false))
            .count() as i32;
        jammed * self.race_jam
    }

    /// Score of the position for the searching unit in a solo search: its own distance, with
    /// the foreign marbles in its targets, and [`Searcher::solo_rival`]'s share of the
    /// leader's.
    fn solo_evaluate(&self, pos: &Position) -> i32 {
        let table = self.table.expect("prepared");
        let mut d = 0;
        let mut mine = petri_rules::Bitboard::EMPTY;
        for (k, &(t, floor, u, top)) in self.sets.iter().enumerate() {
            if u != self.unit {
                continue;
            }
            let holes = pos.set_holes(k);
            mine |= holes;
            d += (holes & self.side[k]).count() as i32 * self.solo_side;
            if !holes.has(self.apex[k]) {
                d += self.solo_apex;
            }
            if self.solo_home > 0 {
                d += (holes & self.home[k]).count() as i32 * self.solo_home;
            }
            if let Some(w) = &self.solo_weights {
                d += w.cost(&crate::race::features(pos, k, &self.race_info[k]));
                continue;
            }
            let (sum, back, spread) = self.set_shape(table, t, k, holes);
            d += (sum - floor).max(0)
                + (back - top).max(0) * self.back_weight / 100
                + spread * ROW * self.spread_weight / 100;
        }
        let occupied = pos.occupied();
        for (k, target) in self.blockable.iter().enumerate() {
            if let Some(target) = target {
                let (t, _, u, _) = self.sets[k];
                if u != self.unit {
                    continue;
                }
                let own = pos.set_holes(k);
                let jams = self.solo_jam > 0 && (own & *target).count() * 2 >= own.count();
                for i in (*target & occupied & !mine).iter() {
                    let depth = (self.tri_rows - 1 - table.axis(t, i)).max(0);
                    d += BLOCKER + 2 * ROW * depth;
                    if jams && self.walled_in(pos, i, self.solo_loose) {
                        d += self.solo_jam;
                    }
                }
            }
        }
        if self.solo_rival > 0 {
            let mut other = [0i32; 6];
            for (k, &(t, floor, u, _)) in self.sets.iter().enumerate() {
                if u == self.unit || self.placed[u] {
                    continue;
                }
                let (sum, _, _) = self.set_shape(table, t, k, pos.set_holes(k));
                other[u] += (sum - floor).max(0);
            }
            let best = (0..self.units)
                .filter(|&u| u != self.unit && !self.placed[u])
                .map(|u| other[u])
                .min()
                .unwrap_or(0);
            d -= best * self.solo_rival / 100;
        }
        -d
    }

    /// Each other seat still racing, in turn order after the searching seat, plays the move a
    /// one-ply racer of `style` would (ties by hole order); the searching seat is to move after.
    fn racers_reply(&mut self, pos: &mut Position, style: crate::RacerStyle) {
        let style = crate::RacerStyle {
            order: true,
            ..style
        };
        let mut rng = <chacha20::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(0);
        let players = self.players;
        for off in 1..players {
            let seat = Seat((self.root.0 + off) % players);
            let u = self.unit_of_seat[seat.index()];
            if u == self.unit || self.placed[u] {
                continue;
            }
            pos.set_to_move(seat);
            let m = crate::racer_move_styled(pos, style, &mut rng);
            self.nodes += 1;
            if m != Move::Pass {
                pos.play_unchecked(m);
            }
        }
        pos.set_to_move(self.root);
    }

    /// The last ply of a solo search: the best of the searching seat's moves, each scored by
    /// [`Searcher::solo_evaluate`] (no move ordering, no table).
    fn solo_leaf(&mut self, pos: &mut Position, ply: usize) -> i32 {
        let mut buf = std::mem::take(&mut self.buf[ply.min(MAX_PLY - 1)]);
        let saved = pos.to_move();
        pos.set_to_move(self.root);
        pos.legal_moves_into(&mut buf);
        pos.set_to_move(saved);
        let mut best = -INF;
        for &mv in &buf {
            self.nodes += 1;
            if self.out_of_time() {
                break;
            }
            let c = Cand {
                seat: self.root,
                mv,
                set: 0,
                from: 0,
                to: 0,
                order: 0,
                gain: 0,
            };
            pos.set_to_move(self.root);
            pos.play_unchecked(mv);
            let score = if mv != Move::Pass && self.unit_home(pos, self.unit) {
                WIN - ply as i32
            } else {
                self.solo_evaluate(pos)
            };
            self.unmake(pos, &c);
            pos.set_to_move(saved);
            best = best.max(score);
        }
        self.buf[ply.min(MAX_PLY - 1)] = buf;
        if best == -INF {
            self.solo_evaluate(pos)
        } else {
            best
        }
    }

    /// What set `k`'s marbles still in its start triangle cost once other units' marbles
    /// arrive there (it is their target) or on the row in front of it: for each,
    /// [`Searcher::start_weight`] per marble arrived, what it costs the other unit (so that
    /// blocking its target is worth nothing), and more again once it is walled in. Early on
    /// nobody has arrived and it costs nothing.
    fn start_cost(&self, pos: &Position, k: usize, holes: petri_rules::Bitboard) -> i32 {
        let left = holes & self.home[k];
        if left == petri_rules::Bitboard::EMPTY {
            return 0;
        }
        // Other marbles in the start triangle or on the row in front of it: arriving.
        let arrived = (pos.occupied() & !holes & self.front[k]).count() as i32;
        if arrived == 0 {
            return 0;
        }
        let table = self.table.expect("prepared");
        let t = self.sets[k].0;
        // Rows into the start triangle: 0 on its base row, more toward its tip.
        let base = 3 * self.tri_rows + 1;
        let mut cost = 0;
        for i in left.iter() {
            cost +=
                self.start_weight * arrived + BLOCKER + 2 * ROW * (table.axis(t, i) - base).max(0);
            if self.walled_in(pos, i, false) {
                cost += ROW * 4;
            }
        }
        cost
    }

    /// Can the marble on hole `i` neither step nor hop closer to its own target? With
    /// `sideways`, a move to a hole just as many rows from its target counts as a way out
    /// too (marbles wander along a row when nothing better is left, and so get out).
    fn walled_in(&self, pos: &Position, i: usize, sideways: bool) -> bool {
        let table = self.table.expect("prepared");
        let geo = pos.geometry();
        let Some(k) = pos.set_at(geo.hole(i)) else {
            return false;
        };
        let t = self.sets[k].0;
        let here = table.cost(t, i);
        let occupied = pos.occupied();
        for dir in 0..6 {
            let Some(j) = geo.neighbour(i, dir) else {
                continue;
            };
            let to = if occupied.has(j) {
                match geo.neighbour(j, dir) {
                    Some(j2) if !occupied.has(j2) => j2,
                    _ => continue,
                }
            } else {
                j
            };
            if table.cost(t, to) < here || (sideways && table.axis(t, to) <= table.axis(t, i)) {
                return false;
            }
        }
        true
    }

    fn unit_home(&self, pos: &Position, unit: usize) -> bool {
        (0..self.players)
            .filter(|&s| self.unit_of_seat[s as usize] == unit)
            .all(|s| pos.is_seat_home(Seat(s)))
    }

    fn out_of_time(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        if self.nodes >= self.node_limit
            || (self.nodes & 1023 == 0
                && (self.deadline.is_some_and(|d| Instant::now() >= d)
                    || self
                        .stop
                        .as_ref()
                        .is_some_and(|s| s.load(Ordering::Relaxed))))
        {
            self.aborted = true;
        }
        self.aborted
    }

    /// Moves of a max (`max = true`) or min node, ordered best first.
    fn candidates(
        &mut self,
        pos: &mut Position,
        ply: usize,
        max: bool,
        tt_move: (u8, u8),
    ) -> Vec<Cand> {
        let table = self.table.expect("prepared");
        let mut out = Vec::new();
        let seats: Vec<Seat> = if max {
            vec![self.root]
        } else {
            (0..self.players)
                .map(Seat)
                .filter(|s| {
                    let u = self.unit_of_seat[s.index()];
                    u != self.unit && !self.placed[u]
                })
                .collect()
        };
        let saved = pos.to_move();
        let mut buf = std::mem::take(&mut self.buf[ply.min(MAX_PLY - 1)]);
        for seat in seats {
            pos.set_to_move(seat);
            pos.legal_moves_into(&mut buf);
            for &mv in &buf {
                let (set, from, to, gain) = match mv {
                    Move::Pass => (0, NO_HOLE, NO_HOLE, -ROW * 4),
                    Move::Marble { from, to } => {
                        let k = pos.set_at(from).expect("a marble");
                        let t = self.sets[k].0;
                        let w = self.curve_weight;
                        let gain = table.cost_curved(t, from.index(), w)
                            - table.cost_curved(t, to.index(), w);
                        (k, from.index() as u8, to.index() as u8, gain)
                    }
                };
                let mut order = gain * 16;
                if (from, to) == tt_move {
                    order = i32::MAX;
                } else if ply < MAX_PLY && self.killers[ply].contains(&(from, to)) {
                    order += ROW * 64;
                } else if from != NO_HOLE {
                    order += (self.history[from as usize * 256 + to as usize] as i32).min(ROW * 32);
                }
                out.push(Cand {
                    seat,
                    mv,
                    set,
                    from,
                    to,
                    order,
                    gain,
                });
            }
        }
        self.buf[ply.min(MAX_PLY - 1)] = buf;
        pos.set_to_move(saved);
        out.sort_by_key(|c| std::cmp::Reverse(c.order));
        out
    }

    /// Play `c` on `pos`; returns the new hash and whether the mover's unit just got home.
    fn make(&self, pos: &mut Position, hash: u64, c: &Cand) -> (u64, bool) {
        pos.set_to_move(c.seat);
        pos.play_unchecked(c.mv);
        if c.from == NO_HOLE {
            return (hash, false);
        }
        let h = hash ^ self.zob.key(c.set, c.from as usize) ^ self.zob.key(c.set, c.to as usize);
        let unit = self.unit_of_seat[c.seat.index()];
        (h, self.unit_home(pos, unit))
    }

    fn unmake(&self, pos: &mut Position, c: &Cand) {
        pos.set_to_move(Seat((c.seat.0 + 1) % self.players));
        pos.undo_unchecked(c.mv);
    }

    fn terminal_score(&self, c: &Cand, ply: usize) -> i32 {
        if self.unit_of_seat[c.seat.index()] == self.unit {
            WIN - ply as i32
        } else {
            -WIN + ply as i32
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn search(
        &mut self,
        pos: &mut Position,
        hash: u64,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        mut beta: i32,
        max: bool,
    ) -> i32 {
        self.nodes += 1;
        if self.out_of_time() {
            return 0;
        }
        if depth <= 0 || ply >= MAX_PLY - 1 {
            return if self.solo {
                self.solo_evaluate(pos)
            } else {
                self.evaluate(pos)
            };
        }
        if self.solo && self.solo_leaf && depth == 1 && max {
            return self.solo_leaf(pos, ply);
        }
        if self.solo && !max {
            return self.solo_others_move(pos, hash, depth, ply, alpha, beta);
        }
        let key = hash ^ if max { self.zob.max_node } else { 0 };
        let slot = (key as usize) & (self.tt.len() - 1);
        let tt_move = match self.probe(slot, key, depth, ply, &mut alpha, &mut beta) {
            ControlFlow::Break(score) => return score,
            ControlFlow::Continue(tt_move) => tt_move,
        };
        let (alpha0, beta0) = (alpha, beta);
        let mut cands = self.candidates(pos, ply, max, tt_move);
        if self.solo && self.solo_width > 0 && ply >= 2 {
            cands.truncate(self.solo_width);
        }
        let mut best = if max { -INF } else { INF };
        let mut best_move = (NO_HOLE, NO_HOLE);
        for c in &cands {
            let (h, home) = self.make(pos, hash, c);
            let score = if home {
                self.terminal_score(c, ply)
            } else {
                self.search(pos, h, depth - 1, ply + 1, alpha, beta, !max)
            };
            self.unmake(pos, c);
            if self.aborted {
                return 0;
            }
            if (max && score > best) || (!max && score < best) {
                best = score;
                best_move = (c.from, c.to);
            }
            if max {
                alpha = alpha.max(score);
            } else {
                beta = beta.min(score);
            }
            if alpha >= beta {
                self.note_cutoff(c, depth, ply);
                break;
            }
        }
        self.tt[slot] = Entry::stored(key, best, depth, ply, (alpha0, beta0), best_move);
        best
    }

    /// A min node of a solo search: the others race one move each with `solo_reply` before
    /// our next move, or without it stand still; either way our move comes next.
    #[inline]
    fn solo_others_move(
        &mut self,
        pos: &mut Position,
        hash: u64,
        depth: i32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        if let Some(style) = self.solo_reply {
            // The others race one move each before our next.
            let mut next = pos.clone();
            self.racers_reply(&mut next, style);
            let h = self.zob.hash(&next);
            return self.search(&mut next, h, depth, ply, alpha, beta, true);
        }
        // The others stand still.
        self.search(pos, hash, depth, ply, alpha, beta, true)
    }

    /// Look the node `key` up in the transposition table at `slot`. An entry of the node gives
    /// the move to try first and, when searched at least `depth` deep, its score: that ends
    /// the node (`Break`) when exact or when its bound, narrowing `alpha` or `beta`, closes
    /// the window.
    #[inline]
    fn probe(
        &self,
        slot: usize,
        key: u64,
        depth: i32,
        ply: usize,
        alpha: &mut i32,
        beta: &mut i32,
    ) -> ControlFlow<i32, (u8, u8)> {
        let e = self.tt[slot];
        if e.key != key {
            return ControlFlow::Continue((NO_HOLE, NO_HOLE));
        }
        if e.depth as i32 >= depth {
            let score = from_table(e.score, ply);
            match e.flag {
                0 => return ControlFlow::Break(score),
                1 => *alpha = (*alpha).max(score),
                _ => *beta = (*beta).min(score),
            }
            if *alpha >= *beta {
                return ControlFlow::Break(score);
            }
        }
        ControlFlow::Continue((e.from, e.to))
    }

    /// A cut-off by the move `c` at `ply`: it becomes the ply's first killer move, and its
    /// history score grows by `depth`².
    #[inline]
    fn note_cutoff(&mut self, c: &Cand, depth: i32, ply: usize) {
        if c.from != NO_HOLE && ply < MAX_PLY {
            let k = &mut self.killers[ply];
            if k[0] != (c.from, c.to) {
                k[1] = k[0];
                k[0] = (c.from, c.to);
            }
            let hh = &mut self.history[c.from as usize * 256 + c.to as usize];
            *hh = hh.saturating_add((depth * depth) as u32);
        }
    }

    /// Search the position for the seat to move. `placed` marks units that have already
    /// finished (they no longer move or count as rivals).
    pub fn search_position(
        &mut self,
        pos: &Position,
        placed: &[bool],
        limits: Limits,
    ) -> SearchResult {
        let mut task = self.begin(pos, placed, limits);
        self.run(&mut task, None);
        task.result
    }

    /// Start a search that runs in slices (see [`SearchTask`]).
    pub fn begin(&mut self, pos: &Position, placed: &[bool], mut limits: Limits) -> SearchTask {
        let start = Instant::now();
        self.prepare(pos, placed);

        let urge = if self.solo {
            if let Some(n) = limits.nodes {
                limits.nodes = Some(n.saturating_mul(self.solo_node_percent) / 100);
            }
            if self.solo_depth > 0 {
                limits.max_depth = limits.max_depth.min(self.solo_depth);
            }
            self.urge.min(self.solo_urge_cap) + self.solo_progress
        } else {
            self.urge
        };
        let mut pos = pos.clone();
        let hash = self.zob.hash(&pos);
        let root = self.candidates(&mut pos, 0, true, (NO_HOLE, NO_HOLE));
        // Moves back into positions of the game come last and cost a little.
        let repeat_penalty: Vec<i32> = root
            .iter()
            .map(|c| {
                let h = hash
                    ^ if c.from == NO_HOLE {
                        0
                    } else {
                        self.zob.key(c.set, c.from as usize) ^ self.zob.key(c.set, c.to as usize)
                    };
                let repeat = if self.seen.contains(&h) { ROW * 2 } else { 0 };
                repeat - c.gain.max(0) * urge / 100
            })
            .collect();
        let mut order: Vec<usize> = (0..root.len()).collect();
        order.sort_by_key(|&i| repeat_penalty[i] > 0);
        let finished = root.len() == 1;
        let racing = self.placed.iter().filter(|&&p| !p).count();
        let wait = self.endgame_wait;
        self.endgame_wait = wait.saturating_sub(1);
        // In a solo search the end-game is tried with at most `ENDGAME_EMPTY` holes empty
        // whatever the level: with many players racing its tries with more holes empty rarely
        // finish within their nodes, and each failed one cost `master` seconds a move.
        let empty = if self.solo {
            self.endgame_empty.min(crate::ENDGAME_EMPTY)
        } else {
            self.endgame_empty
        };
        let endgame = if empty > 0
            && wait == 0
            && !finished
            && (self.solo || (racing == 2 && crate::endgame::disengaged(&pos, self.root)))
        {
            crate::endgame::Endgame::new(&pos, self.root, ENDGAME_MOVES)
                .filter(|e| e.bound() <= empty)
        } else {
            None
        };
        let endgame_nodes = match limits.nodes {
            Some(n) => n.saturating_mul(self.endgame_percent) / 100,
            None => ENDGAME_NODES,
        };
        // A solo search's end-game gets at most `hard`'s share: where many race, a marble
        // walled in in the target can keep it failing for hundreds of moves (a game at the move
        // cap), and `master`'s four times larger tries took minutes a game.
        let endgame_nodes = if self.solo {
            endgame_nodes.min(SOLO_ENDGAME_NODES)
        } else {
            endgame_nodes
        };
        let result = SearchResult {
            best: root[order[0]].mv,
            score: 0,
            depth: 0,
            nodes: 0,
            elapsed: Duration::ZERO,
            root_scores: Vec::new(),
            endgame: None,
        };
        SearchTask {
            pos,
            hash,
            root,
            order,
            repeat_penalty,
            result,
            next_depth: 1,
            finished,
            limits,
            start,
            nodes: 0,
            endgame,
            endgame_nodes,
            endgame_spent: 0,
            last_exact: Vec::new(),
        }
    }

    /// Run `task` until it is finished, or for about `slice` more nodes. Returns whether the
    /// task is finished.
    pub fn run(&mut self, task: &mut SearchTask, slice: Option<u64>) -> bool {
        if task.finished {
            return true;
        }
        let slice = match self.run_endgame(task, slice) {
            ControlFlow::Break(finished) => return finished,
            ControlFlow::Continue(slice) => slice,
        };
        let overall = self.start_run(task, slice);
        while task.next_depth <= task.limits.max_depth.max(1) {
            let depth = task.next_depth;
            let pair = if self.solo { 0 } else { self.pair_margin };
            let iteration = self.search_root(task, depth, pair);
            task.nodes = self.nodes;
            if !iteration.complete && self.out_of_slice_only(task, slice, overall) {
                // Out of this slice only: the same depth runs again next time, helped by the
                // transposition table.
                task.stamp();
                return false;
            }
            if !task.adopt(iteration, depth, pair) {
                break;
            }
        }
        task.finished = true;
        task.stamp();
        true
    }

    /// The exact end-game of `task`, if it has one, for up to `slice` nodes of its own budget.
    /// `Break` when this run ends there (whether the task is finished: solved, or not yet out
    /// of budget); otherwise the end-game is dropped for this move and the usual search goes
    /// on with what is left of the slice.
    fn run_endgame(
        &mut self,
        task: &mut SearchTask,
        mut slice: Option<u64>,
    ) -> ControlFlow<bool, Option<u64>> {
        let Some(eg) = task.endgame.as_mut() else {
            return ControlFlow::Continue(slice);
        };
        // The exact end-game first, on its own budget.
        let left = task.endgame_nodes.saturating_sub(eg.nodes());
        let budget = slice.map_or(left, |s| s.min(left));
        let before = eg.nodes();
        let status = eg.run(budget);
        let spent = eg.nodes() - before;
        task.endgame_spent += spent;
        match status {
            EndgameStatus::Solved(path) => {
                let r = &mut task.result;
                r.best = path[0];
                r.score = WIN - path.len() as i32;
                r.depth = path.len() as u32;
                r.root_scores = vec![(r.best, r.score)];
                r.endgame = Some(path.len() as u32);
                task.endgame = None;
                task.finished = true;
                task.stamp();
                return ControlFlow::Break(true);
            }
            EndgameStatus::Running if eg.nodes() < task.endgame_nodes => {
                task.stamp();
                return ControlFlow::Break(false);
            }
            _ => {
                // Beyond its budget: the usual search plays, and the end-game waits.
                task.endgame = None;
                self.endgame_wait = ENDGAME_WAIT;
                slice = slice.map(|s| s.saturating_sub(spent).max(1));
            }
        }
        ControlFlow::Continue(slice)
    }

    /// Per-run state: the node count of the whole task, its limits and this slice's cap.
    /// Returns the task's own node limit.
    fn start_run(&mut self, task: &SearchTask, slice: Option<u64>) -> u64 {
        self.nodes = task.nodes;
        self.aborted = false;
        let overall = task.limits.nodes.unwrap_or(u64::MAX);
        self.node_limit = match slice {
            Some(n) => overall.min(task.nodes.saturating_add(n)),
            None => overall,
        };
        self.deadline = task.limits.time.map(|t| task.start + t);
        overall
    }

    /// One iteration at the root: every root move searched `depth` deep in the task's order,
    /// until the search is aborted (`pair`: see [`Searcher::pair_margin`]).
    fn search_root(&mut self, task: &mut SearchTask, depth: u32, pair: i32) -> Iteration {
        let mut alpha = -INF;
        let mut it = Iteration {
            scores: Vec::new(),
            exact: vec![None; task.root.len()],
            complete: true,
        };
        for &i in &task.order {
            let c = task.root[i];
            let (h, home) = self.make(&mut task.pos, task.hash, &c);
            // With pairs, moves a little below the best are scored exactly too.
            let floor = if alpha > -INF { alpha - pair } else { alpha };
            let raw = if home {
                self.terminal_score(&c, 0)
            } else {
                self.search(&mut task.pos, h, depth as i32 - 1, 1, floor, INF, false)
            };
            let score = raw - task.repeat_penalty[i];
            self.unmake(&mut task.pos, &c);
            if self.aborted {
                it.complete = false;
                break;
            }
            if raw > floor {
                it.exact[i] = Some(score);
            }
            it.scores.push((i, score));
            alpha = alpha.max(score);
        }
        it
    }

    /// Did an aborted iteration stop only at the end of this run's `slice`, with the task's
    /// nodes (`overall`) and time left and nobody asking it to stop?
    fn out_of_slice_only(&self, task: &SearchTask, slice: Option<u64>, overall: u64) -> bool {
        slice.is_some()
            && self.nodes < overall
            && task.limits.time.is_none_or(|t| task.start.elapsed() < t)
            && !self
                .stop
                .as_ref()
                .is_some_and(|s| s.load(Ordering::Relaxed))
    }
}

/// The root scores of one iteration (see [`Searcher::search_root`]).
struct Iteration {
    /// Each move searched (its index in the root moves) with its score, in search order.
    scores: Vec<(usize, i32)>,
    /// This depth's exact scores (`None`: a bound, the move fell below the window).
    exact: Vec<Option<i32>>,
    /// Whether every root move was searched (no abort).
    complete: bool,
}

/// A won or lost score as stored in the table: counted from the node, not the root (a
/// position reached at another ply, or in a later search, is as many plies from the finish).
fn to_table(score: i32, ply: usize) -> i32 {
    if score > WIN - MAX_PLY as i32 * 2 {
        score + ply as i32
    } else if score < -(WIN - MAX_PLY as i32 * 2) {
        score - ply as i32
    } else {
        score
    }
}

/// A table score back at `ply` (see [`to_table`]).
fn from_table(score: i32, ply: usize) -> i32 {
    if score > WIN - MAX_PLY as i32 * 2 {
        score - ply as i32
    } else if score < -(WIN - MAX_PLY as i32 * 2) {
        score + ply as i32
    } else {
        score
    }
}

/// A search in progress that can run in slices: native code runs it whole on a thread; on the
/// web, where there is one thread, the game runs a few thousand nodes a frame. Between slices
/// the position and the searcher's tables keep its work.
pub struct SearchTask {
    pos: Position,
    hash: u64,
    root: Vec<Cand>,
    order: Vec<usize>,
    repeat_penalty: Vec<i32>,
    result: SearchResult,
    next_depth: u32,
    finished: bool,
    limits: Limits,
    start: Instant,
    nodes: u64,
    /// The exact end-game, tried first when the position qualifies.
    endgame: Option<Endgame>,
    endgame_nodes: u64,
    /// Nodes the end-game has spent (on top of the search's own budget).
    endgame_spent: u64,
    /// The last complete depth's exact root scores (see [`Searcher::pair_margin`]).
    last_exact: Vec<Option<i32>>,
}

impl SearchTask {
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// The result's node count (search and end-game) and time so far.
    fn stamp(&mut self) {
        self.result.nodes = self.nodes + self.endgame_spent;
        self.result.elapsed = self.start.elapsed();
    }

    /// Take the best move of the iteration at `depth` as the result (an aborted iteration
    /// only if it still counts). Returns whether the next depth is to be searched: after a
    /// complete iteration with no win or loss found, the root moves ordered best first.
    fn adopt(&mut self, it: Iteration, depth: u32, pair: i32) -> bool {
        let Some((bi, bs)) = self.best_of(&it, pair) else {
            return false;
        };
        let Iteration {
            mut scores,
            exact,
            complete,
        } = it;
        if complete {
            self.last_exact = exact;
        }
        // An aborted iteration still counts if it searched the previous best first
        // (not with pairs: it has no second depth to pair with).
        if complete || (scores.len() > 1 && pair == 0) || depth == 1 {
            self.result.best = self.root[bi].mv;
            self.result.score = bs;
            if complete {
                self.result.depth = depth;
                self.result.root_scores =
                    scores.iter().map(|&(i, s)| (self.root[i].mv, s)).collect();
            }
        }
        if complete && bs.abs() < WIN - MAX_PLY as i32 {
            // Best move first next time, then the others by score.
            scores.sort_by_key(|e| std::cmp::Reverse(e.1));
            self.order = scores.iter().map(|&(i, _)| i).collect();
            self.next_depth += 1;
            return true;
        }
        false
    }

    /// The iteration's best move (its index in the root moves) and score, if it scored any:
    /// the best score, or with pairs after a complete iteration, the best sum of this
    /// depth's and the last one's scores among the moves scored exactly at both (see
    /// [`Searcher::pair_margin`]).
    fn best_of(&self, it: &Iteration, pair: i32) -> Option<(usize, i32)> {
        let (mut bi, mut bs) = *it
            .scores
            .iter()
            .max_by_key(|&&(i, s)| (s, std::cmp::Reverse(i)))?;
        if it.complete && pair > 0 && bs.abs() < WIN - MAX_PLY as i32 {
            let exact = &it.exact;
            let sum = |i: usize| Some(exact[i]? + self.last_exact.get(i).copied()??);
            if let Some(i) = (0..self.root.len())
                .filter(|&i| sum(i).is_some())
                .max_by_key(|&i| (sum(i), exact[i], std::cmp::Reverse(i)))
            {
                bi = i;
                bs = exact[i].expect("an exact score");
            }
        }
        Some((bi, bs))
    }
    /// The best move found so far (final once [`SearchTask::is_finished`]).
    pub fn result(&self) -> &SearchResult {
        &self.result
    }
}
