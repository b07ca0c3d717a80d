//! Exact end-games: the fewest moves that bring one seat's marbles home, the other marbles
//! standing still.
//!
//! Once a seat's race no longer meets anyone else's (in a two-unit race, every other marble is
//! behind its hindmost one; in a six-player race the search plans its own moves only anyway),
//! finishing is a puzzle for one player: fill the target in as few moves as possible. This is
//! an IDA* search (iterative deepening on the bound `moves so far + lower bound`) over the
//! seat's own moves with an admissible lower bound: the number of holes of its targets that are
//! still empty, since a move fills at most one of them. A table remembers positions proven not
//! to finish within so many moves (the same position is reached by moves in any order). The
//! first bound that finishes gives a shortest way home, so the move is exact.
//!
//! The search runs in slices of nodes, like the main search: a slice that runs out starts the
//! same bound again next time, and the table makes the repeat cheap.

use std::collections::HashMap;

use petri_rules::{Bitboard, Move, Position, Seat};

use crate::search::Zobrist;

/// What an end-game search has found so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EndgameStatus {
    /// A shortest way home: its moves, in order.
    Solved(Vec<Move>),
    /// No way home within the move limit (or none at all with the others standing still).
    Unsolved,
    /// The node budget of the slice ran out: call [`Endgame::run`] again.
    Running,
}

/// A single-seat end-game search (see the module documentation).
pub struct Endgame {
    pos: Position,
    seat: Seat,
    /// Per colour set: its target holes when the set is the seat's (else empty).
    targets: Vec<Bitboard>,
    all_targets: Bitboard,
    keys: Zobrist,
    /// Positions proven not to reach home within the stored number of moves.
    fails: HashMap<u64, u8>,
    bound: u32,
    max_moves: u32,
    nodes: u64,
    limit: u64,
    aborted: bool,
    path: Vec<Move>,
    buf: Vec<Vec<Move>>,
}

impl Endgame {
    /// An end-game search for `seat` in `pos` (whoever is to move), looking for ways home of at
    /// most `max_moves` moves. `None` when the seat cannot get home by its own moves: another
    /// seat's marble sits in one of its targets (and the rules do not let an occupied target
    /// count), or it is home already.
    pub fn new(pos: &Position, seat: Seat, max_moves: u32) -> Option<Endgame> {
        let rules = *pos.rules();
        let occupied_win = rules
            .checkers_options()
            .is_some_and(|o| o.occupied_target_win);
        let layout = pos.layout();
        let mut mine = Bitboard::EMPTY;
        let mut targets = Vec::with_capacity(layout.sets.len());
        for (k, s) in layout.sets.iter().enumerate() {
            if s.seat == seat {
                mine |= pos.set_holes(k);
                targets.push(s.target_holes);
            } else {
                targets.push(Bitboard::EMPTY);
            }
        }
        let all_targets = targets.iter().fold(Bitboard::EMPTY, |a, &b| a | b);
        let foreign = all_targets & pos.occupied() & !mine;
        if (!occupied_win && foreign != Bitboard::EMPTY) || pos.is_seat_home(seat) {
            return None;
        }
        let mut pos = pos.clone();
        pos.set_to_move(seat);
        let mut e = Endgame {
            pos,
            seat,
            targets,
            all_targets,
            keys: Zobrist::new(),
            fails: HashMap::new(),
            bound: 0,
            max_moves: max_moves.min(u8::MAX as u32 - 1),
            nodes: 0,
            limit: 0,
            aborted: false,
            path: Vec::new(),
            buf: Vec::new(),
        };
        e.bound = e.lower_bound();
        Some(e)
    }

    /// Empty holes of the seat's targets: a move fills at most one, so at least this many
    /// moves are left.
    fn lower_bound(&self) -> u32 {
        let occupied = self.pos.occupied();
        self.targets
            .iter()
            .map(|&t| (t & !occupied).count())
            .sum::<u32>()
    }

    fn hash(&self) -> u64 {
        let mut h = 0;
        for (k, t) in self.targets.iter().enumerate() {
            if *t != Bitboard::EMPTY {
                for i in self.pos.set_holes(k).iter() {
                    h ^= self.keys.key(k, i);
                }
            }
        }
        h
    }

    /// Search nodes spent so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The bound being tried: every way home is at least this long.
    pub fn bound(&self) -> u32 {
        self.bound
    }

    /// Search on for about `budget` more nodes.
    pub fn run(&mut self, budget: u64) -> EndgameStatus {
        self.limit = self.nodes.saturating_add(budget);
        self.aborted = false;
        while self.bound <= self.max_moves {
            self.path.clear();
            let h = self.hash();
            let lb = self.lower_bound();
            if self.dfs(h, lb, 0) {
                return EndgameStatus::Solved(self.path.clone());
            }
            if self.aborted {
                return EndgameStatus::Running;
            }
            self.bound += 1;
        }
        EndgameStatus::Unsolved
    }

    /// How a move changes the number of empty target holes (−1, 0 or +1).
    #[inline]
    fn delta(&self, from: usize, to: usize) -> i32 {
        (self.all_targets.has(from) as i32) - (self.all_targets.has(to) as i32)
    }

    fn dfs(&mut self, hash: u64, lb: u32, g: u32) -> bool {
        self.nodes += 1;
        if self.nodes >= self.limit {
            self.aborted = true;
            return false;
        }
        if lb == 0 && self.pos.is_seat_home(self.seat) {
            return true;
        }
        let left = self.bound - g;
        if lb > left {
            return false;
        }
        if self.fails.get(&hash).is_some_and(|&r| r as u32 >= left) {
            return false;
        }
        let slack = (left - lb) as i32;
        let mut moves = self.buf.pop().unwrap_or_default();
        self.pos.set_to_move(self.seat);
        self.pos.legal_moves_into(&mut moves);
        // Keep the moves the bound allows, those that fill a target hole first, deepest
        // landing first.
        let mut cands: Vec<(i32, Move, usize, usize, usize)> = Vec::with_capacity(moves.len());
        for &m in &moves {
            let Move::Marble { from, to } = m else {
                continue;
            };
            let (f, t) = (from.index(), to.index());
            let k = self.pos.set_at(from).expect("a marble");
            let d = self.delta(f, t);
            // A move that fills no hole uses one move of slack, one that empties a hole two.
            if d + 1 > slack {
                continue;
            }
            let order = -d * 1000 + self.depth_order(k, t);
            cands.push((order, m, k, f, t));
        }
        self.buf.push(moves);
        cands.sort_by_key(|c| std::cmp::Reverse(c.0));
        for (_, m, k, f, t) in cands {
            let d = self.delta(f, t);
            self.pos.set_to_move(self.seat);
            self.pos.play_unchecked(m);
            self.path.push(m);
            let h = hash ^ self.keys.key(k, f) ^ self.keys.key(k, t);
            let found = self.dfs(h, (lb as i32 + d) as u32, g + 1);
            if found {
                self.undo(m);
                return true;
            }
            self.path.pop();
            self.undo(m);
            if self.aborted {
                return false;
            }
        }
        let e = self.fails.entry(hash).or_insert(0);
        *e = (*e).max(left as u8);
        false
    }

    /// Ordering among moves that fill as many holes: landings deeper in a target (toward its
    /// far tip) first.
    fn depth_order(&self, k: usize, to: usize) -> i32 {
        let set = &self.pos.layout().sets[k];
        let geo = self.pos.geometry();
        -(set
            .target
            .axis_distance(geo.cube(to), self.pos.size() as i8) as i32)
    }

    fn undo(&mut self, m: Move) {
        let players = self.pos.rules().players;
        self.pos.set_to_move(Seat((self.seat.0 + 1) % players));
        self.pos.undo_unchecked(m);
    }
}

/// Does `seat`'s race still meet anyone else's? It does not once every marble of another
/// seat is further from each of `seat`'s targets (in rows) than `seat`'s hindmost marble still
/// outside that target: the others are behind it and race away, so its way home is its own.
pub fn disengaged(pos: &Position, seat: Seat) -> bool {
    let layout = pos.layout();
    let geo = pos.geometry();
    let n = pos.size() as i8;
    let mut mine = Bitboard::EMPTY;
    for (k, s) in layout.sets.iter().enumerate() {
        if s.seat == seat {
            mine |= pos.set_holes(k);
        }
    }
    let others = pos.occupied() & !mine;
    layout
        .sets
        .iter()
        .enumerate()
        .filter(|(_, s)| s.seat == seat)
        .all(|(k, s)| {
            let rows = |i: usize| s.target.axis_distance(geo.cube(i), n) as i32;
            let Some(rear) = (pos.set_holes(k) & !s.target_holes).iter().map(rows).max() else {
                return true;
            };
            others.iter().all(|i| rows(i) > rear)
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{at, position, target_but};
    use std::collections::{HashSet, VecDeque};

    /// The fewest moves home by breadth-first search over seat `a`'s own moves (the other
    /// marbles standing still), up to `max` moves.
    fn bfs(pos: &Position, max: u32) -> Option<u32> {
        let mut seen = HashSet::new();
        let mut queue = VecDeque::new();
        let key = |p: &Position| p.set_holes(0);
        seen.insert(key(pos));
        queue.push_back((pos.clone(), 0));
        while let Some((p, d)) = queue.pop_front() {
            if p.is_seat_home(Seat(0)) {
                return Some(d);
            }
            if d == max {
                continue;
            }
            let mut p = p;
            p.set_to_move(Seat(0));
            for m in p.legal_moves() {
                let mut q = p.clone();
                q.play_unchecked(m);
                q.set_to_move(Seat(0));
                if seen.insert(key(&q)) {
                    queue.push_back((q, d + 1));
                }
            }
        }
        None
    }

    fn solve(pos: &Position) -> Vec<Move> {
        let mut e = Endgame::new(pos, Seat(0), 20).expect("an end-game");
        match e.run(u64::MAX) {
            EndgameStatus::Solved(path) => path,
            other => panic!("{other:?}"),
        }
    }

    /// Play `path` for seat `a` alone and check that it ends home.
    fn plays_home(pos: &Position, path: &[Move]) -> bool {
        let mut p = pos.clone();
        for &m in path {
            p.set_to_move(Seat(0));
            if p.play(m).is_err() {
                return false;
            }
        }
        p.is_seat_home(Seat(0))
    }

    #[test]
    fn a_last_marble_one_hop_from_home_finishes_in_one_move() {
        // The free hole is (2, -5); the last marble on (2, -3) hops over b on (2, -4).
        let mut m = target_but(&[(2, -5)]);
        m.extend([((2, -3), 'a'), ((2, -4), 'b')]);
        let pos = position(&m);
        let path = solve(&pos);
        assert_eq!(path, vec![Move::new(at(2, -3), at(2, -5))]);
    }

    #[test]
    fn the_shortest_way_home_matches_breadth_first_search() {
        // Stragglers a few rows out, the far tip free: home marbles must shuffle deeper, and
        // hop chains over the b marbles shorten the way. Every length agrees with a plain
        // breadth-first search, and every path found is legal and ends home.
        let cases: Vec<Vec<((i8, i8), char)>> = vec![
            {
                let mut m = target_but(&[(4, -8)]);
                m.push(((2, -2), 'a'));
                m
            },
            {
                let mut m = target_but(&[(4, -8), (3, -7)]);
                m.extend([((2, -3), 'a'), ((3, -3), 'a'), ((2, -4), 'b')]);
                m
            },
            {
                let mut m = target_but(&[(1, -5), (4, -5), (4, -8)]);
                m.extend([
                    ((1, -4), 'a'),
                    ((4, -3), 'a'),
                    ((3, -4), 'a'),
                    ((2, -4), 'b'),
                ]);
                m
            },
        ];
        for (n, marbles) in cases.iter().enumerate() {
            let pos = position(marbles);
            let path = solve(&pos);
            assert!(plays_home(&pos, &path), "case {n}: {path:?}");
            assert_eq!(Some(path.len() as u32), bfs(&pos, 6), "case {n}");
            eprintln!("case {n}: {}", path.len());
        }
    }

    #[test]
    fn a_foreign_marble_in_the_target_or_a_seat_home_has_no_end_game() {
        let mut m = target_but(&[(4, -8)]);
        m.extend([((4, -8), 'b'), ((0, 0), 'a')]);
        assert!(Endgame::new(&position(&m), Seat(0), 20).is_none());
        let home = position(&target_but(&[]));
        assert!(Endgame::new(&home, Seat(0), 20).is_none());
    }

    #[test]
    fn a_slice_too_small_resumes_and_finds_the_same_way() {
        let mut m = target_but(&[(4, -8), (3, -7)]);
        m.extend([((1, -2), 'a'), ((3, -3), 'a'), ((2, -3), 'b')]);
        let pos = position(&m);
        let whole = solve(&pos);
        let mut e = Endgame::new(&pos, Seat(0), 20).unwrap();
        let mut slices = 0;
        let path = loop {
            slices += 1;
            match e.run(50) {
                EndgameStatus::Running => continue,
                EndgameStatus::Solved(p) => break p,
                EndgameStatus::Unsolved => panic!("unsolved"),
            }
        };
        assert!(slices > 1, "the budget was cut into slices");
        assert_eq!(path, whole);
    }

    #[test]
    fn a_race_is_disengaged_once_the_others_are_behind_the_hindmost_marble() {
        // a's hindmost marble on row (axis) of (0, 0); b's marble further back is behind it.
        let mut m = target_but(&[(4, -8), (3, -7)]);
        m.extend([((0, 0), 'a'), ((2, -3), 'a'), ((0, 2), 'b')]);
        assert!(disengaged(&position(&m), Seat(0)));
        // A b marble level with or ahead of a's hindmost one still meets it.
        m.push(((1, -1), 'b'));
        assert!(!disengaged(&position(&m), Seat(0)));
    }
}
