//! A deliberately naive, independent Chinese checkers move generator, written from the rules
//! as worded (the board, moves, hops, rule options and notation, and the online, family and
//! classic rule sets) — NOT from the engine's `core.rs`. It is slow on purpose: the board is a
//! hash map from cube coordinates `(q, r)` to the colour set on that hole, hop chains are a
//! plain recursive depth-first search, and every rule option is a separate filter written the
//! way the rule is worded.
//!
//! The only things taken from the engine are *data*: the rule options ([`Rules`]) and which
//! triangles each colour set starts on and goes to ([`Layout`], from `Rules::validate`). The
//! holes each set starts on / targets are recomputed here from cube coordinates and checked
//! against the layout's bitboards by [`NaiveRules::new`].

use std::collections::{BTreeSet, HashMap};
use std::hash::{BuildHasherDefault, Hasher};
use std::rc::Rc;

use petri_rules::{Rules, Stops};

/// A hole in cube coordinates: `(q, r)`, with `s = -q - r`.
pub type Cell = (i8, i8);

/// A small multiplicative hasher so that the hash maps stay usable in debug builds (the
/// maps are still plain `HashMap`s).
#[derive(Default, Clone, Copy)]
pub struct CellHasher(u64);

impl Hasher for CellHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ b as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
        }
    }
}

pub type Map<V> = HashMap<Cell, V, BuildHasherDefault<CellHasher>>;

/// The six unit cube vectors.
pub const DIRS: [(i8, i8); 6] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)];

fn s_of(c: Cell) -> i8 {
    -c.0 - c.1
}

/// A hole of the board of size `n`: `max(|q|,|r|,|s|) ≤ 2n` and (`max(q,r,s) ≤ n` or
/// `min(q,r,s) ≥ -n`).
pub fn is_hole(n: i8, c: Cell) -> bool {
    let (q, r) = c;
    let s = s_of(c);
    let max_abs = q.abs().max(r.abs()).max(s.abs());
    max_abs <= 2 * n && (q.max(r).max(s) <= n || q.min(r).min(s) >= -n)
}

/// The triangle (0..6) a hole lies in, or `None` for the central hexagon:
/// T0 `r < -n`, T1 `q > n`, T2 `s < -n`, T3 `r > n`, T4 `q < -n`, T5 `s > n`.
pub fn triangle_of(n: i8, c: Cell) -> Option<usize> {
    let (q, r) = c;
    let s = s_of(c);
    let tests = [r < -n, q > n, s < -n, r > n, q < -n, s > n];
    let found: Vec<usize> = (0..6).filter(|&t| tests[t]).collect();
    assert!(found.len() <= 1, "cell {c:?} is in two triangles");
    found.first().copied()
}

/// Rows between a hole and the apex of triangle `t`, measured along the triangle's axis.
pub fn axis_distance(n: i8, t: usize, c: Cell) -> i32 {
    let (q, r) = (c.0 as i32, c.1 as i32);
    let s = -q - r;
    let two_n = 2 * n as i32;
    match t {
        0 => r + two_n,
        3 => two_n - r,
        1 => two_n - q,
        4 => q + two_n,
        2 => s + two_n,
        5 => two_n - s,
        _ => unreachable!(),
    }
}

/// One colour set, as the naive generator sees it.
#[derive(Clone, Debug)]
pub struct NaiveSet {
    pub seat: usize,
    pub letter: char,
    pub home: usize,
    pub target: usize,
    pub home_holes: BTreeSet<Cell>,
    pub target_holes: BTreeSet<Cell>,
}

/// The board geometry and the rules, naively.
#[derive(Debug)]
pub struct NaiveRules {
    pub n: i8,
    pub players: usize,
    /// Every hole, in canonical order (rows top to bottom, then by `q`).
    pub order: Vec<Cell>,
    /// Rows of the board, top to bottom (each row sorted by `q`).
    pub rows: Vec<Vec<Cell>>,
    pub names: Map<String>,
    pub by_name: HashMap<String, Cell>,
    pub sets: Vec<NaiveSet>,
    pub stops_own: bool,
    pub target_lock: bool,
    pub release: bool,
    pub super_hops: bool,
    pub occupied_target_win: bool,
    /// Teams of two: a seat whose sets are all home passes until its team-mate is home.
    pub teams: bool,
}

impl NaiveRules {
    pub fn new(rules: &Rules) -> Rc<NaiveRules> {
        let layout = rules.validate().expect("valid rules");
        let o = *rules.checkers_options().expect("Chinese checkers rules");
        let n = rules.size as i8;
        let mut order = Vec::new();
        for r in -2 * n..=2 * n {
            for q in -2 * n..=2 * n {
                if is_hole(n, (q, r)) {
                    order.push((q, r));
                }
            }
        }
        // Canonical order: by (r, q).
        order.sort_by_key(|&(q, r)| (r, q));
        let mut rows: Vec<Vec<Cell>> = Vec::new();
        for &c in &order {
            match rows.last_mut() {
                Some(row) if row[0].1 == c.1 => row.push(c),
                _ => rows.push(vec![c]),
            }
        }
        let mut names = Map::default();
        let mut by_name = HashMap::new();
        for (ri, row) in rows.iter().enumerate() {
            for (ci, &c) in row.iter().enumerate() {
                let name = format!("{}{}", (b'a' + ri as u8) as char, ci + 1);
                names.insert(c, name.clone());
                by_name.insert(name, c);
            }
        }
        let tri_len = (n as usize) * (n as usize + 1) / 2;
        let extended = rules.pieces_per_set() as usize > tri_len;
        // Start / target holes: the triangle, plus (15-piece games, classic rules) the central
        // hexagon holes of the row next to it.
        let grow = |t: usize| -> BTreeSet<Cell> {
            order
                .iter()
                .copied()
                .filter(|&c| {
                    triangle_of(n, c) == Some(t)
                        || (extended
                            && triangle_of(n, c).is_none()
                            && axis_distance(n, t, c) == n as i32)
                })
                .collect()
        };
        let sets: Vec<NaiveSet> = layout
            .sets
            .iter()
            .map(|s| {
                let home = s.home.index();
                let target = s.target.index();
                assert_eq!(target, (home + 3) % 6, "a target is the opposite triangle");
                NaiveSet {
                    seat: s.seat.index(),
                    letter: s.letter,
                    home,
                    target,
                    home_holes: grow(home),
                    target_holes: grow(target),
                }
            })
            .collect();
        // Cross-check the engine's layout data against the naive geometry.
        for (k, s) in layout.sets.iter().enumerate() {
            let h: BTreeSet<Cell> = s.home_holes.iter().map(|i| order[i]).collect();
            let t: BTreeSet<Cell> = s.target_holes.iter().map(|i| order[i]).collect();
            assert_eq!(h, sets[k].home_holes, "home holes of set {k}");
            assert_eq!(t, sets[k].target_holes, "target holes of set {k}");
            assert_eq!(h.len(), rules.pieces_per_set() as usize);
        }
        Rc::new(NaiveRules {
            n,
            players: rules.players as usize,
            order,
            rows,
            names,
            by_name,
            sets,
            stops_own: o.stops == Stops::OwnTriangles,
            target_lock: o.target_lock,
            release: o.release_rule,
            super_hops: o.super_hops,
            occupied_target_win: o.occupied_target_win,
            teams: rules.teams,
        })
    }

    pub fn is_hole(&self, c: Cell) -> bool {
        is_hole(self.n, c)
    }

    pub fn name(&self, c: Cell) -> &str {
        &self.names[&c]
    }

    pub fn set_by_letter(&self, ch: char) -> Option<usize> {
        self.sets.iter().position(|s| s.letter == ch)
    }

    pub fn sets_of(&self, seat: usize) -> Vec<usize> {
        (0..self.sets.len())
            .filter(|&k| self.sets[k].seat == seat)
            .collect()
    }

    /// The online rules (`stops = own-triangles`): may a marble of set `k` END its move on `c`?
    pub fn may_end_on(&self, k: usize, c: Cell) -> bool {
        if !self.stops_own {
            return true;
        }
        let set = &self.sets[k];
        match triangle_of(self.n, c) {
            None => true,
            Some(t) => {
                t == set.home
                    || t == set.target
                    || set.home_holes.contains(&c)
                    || set.target_holes.contains(&c)
            }
        }
    }
}

/// A move: `None` is a pass.
pub type NMove = Option<(Cell, Cell)>;

/// A position: a hash map from every hole to the colour set on it, and the seat to move.
#[derive(Clone, Debug)]
pub struct NaivePos {
    pub rules: Rc<NaiveRules>,
    pub board: Map<Option<usize>>,
    pub to_move: usize,
}

impl NaivePos {
    /// The start position: every set on its home holes, seat `a` to move.
    pub fn start(rules: &Rc<NaiveRules>) -> NaivePos {
        let mut board = Map::default();
        for &c in &rules.order {
            board.insert(c, None);
        }
        for (k, s) in rules.sets.iter().enumerate() {
            for &c in &s.home_holes {
                assert!(board[&c].is_none());
                board.insert(c, Some(k));
            }
        }
        NaivePos {
            rules: rules.clone(),
            board,
            to_move: 0,
        }
    }

    /// Parse position notation, panicking on bad input (tests only feed it
    /// notation produced by the engine or by [`NaivePos::to_notation`]).
    pub fn from_notation(rules: &Rc<NaiveRules>, text: &str) -> NaivePos {
        let mut parts = text.split(' ');
        let board_field = parts.next().unwrap();
        let seat = parts.next().unwrap();
        assert!(parts.next().is_none());
        let rows: Vec<&str> = board_field.split('/').collect();
        assert_eq!(rows.len(), rules.rows.len(), "row count in {text}");
        let mut board = Map::default();
        for (row, cells) in rows.iter().zip(&rules.rows) {
            assert_eq!(row.chars().count(), cells.len(), "row length in {text}");
            for (ch, &c) in row.chars().zip(cells) {
                let v = if ch == '.' {
                    None
                } else {
                    Some(rules.set_by_letter(ch).expect("piece letter"))
                };
                board.insert(c, v);
            }
        }
        let seat = seat.chars().next().unwrap() as usize - 'a' as usize;
        assert!(seat < rules.players);
        NaivePos {
            rules: rules.clone(),
            board,
            to_move: seat,
        }
    }

    pub fn to_notation(&self) -> String {
        let rows: Vec<String> = self
            .rules
            .rows
            .iter()
            .map(|row| {
                row.iter()
                    .map(|c| match self.board[c] {
                        None => '.',
                        Some(k) => self.rules.sets[k].letter,
                    })
                    .collect()
            })
            .collect();
        format!("{} {}", rows.join("/"), (b'a' + self.to_move as u8) as char)
    }

    fn occupied(&self, c: Cell) -> bool {
        matches!(self.board.get(&c), Some(Some(_)))
    }

    fn empty_hole(&self, c: Cell) -> bool {
        matches!(self.board.get(&c), Some(None))
    }

    /// Marbles of colour set `k`.
    pub fn marbles(&self, k: usize) -> Vec<Cell> {
        let mut v: Vec<Cell> = self
            .rules
            .order
            .iter()
            .copied()
            .filter(|c| self.board[c] == Some(k))
            .collect();
        v.sort_by_key(|&(q, r)| (r, q));
        v
    }

    /// Holes reachable by one hop from `cur` (family and classic rules: over an ADJACENT marble
    /// of any colour into the empty hole directly beyond). `from` is the moving marble's start,
    /// which counts as empty.
    fn single_hops(&self, from: Cell, cur: Cell) -> Vec<Cell> {
        let occ = |c: Cell| c != from && self.occupied(c);
        let free = |c: Cell| c == from || self.empty_hole(c);
        let mut out = Vec::new();
        for (dq, dr) in DIRS {
            let over = (cur.0 + dq, cur.1 + dr);
            let land = (cur.0 + 2 * dq, cur.1 + 2 * dr);
            if occ(over) && free(land) {
                out.push(land);
            }
        }
        out
    }

    /// Super hops (the `super_hops` option): over a single marble at distance k into the
    /// hole at distance 2k, every hole strictly between start and landing (except the jumped
    /// marble) empty. k = 1 is an ordinary hop.
    fn single_super_hops(&self, from: Cell, cur: Cell) -> Vec<Cell> {
        let occ = |c: Cell| c != from && self.occupied(c);
        let free = |c: Cell| c == from || self.empty_hole(c);
        let mut out = Vec::new();
        let max_k = 4 * self.rules.n;
        for (dq, dr) in DIRS {
            for k in 1..=max_k {
                let at = |j: i8| (cur.0 + j * dq, cur.1 + j * dr);
                if !self.rules.is_hole(at(2 * k)) {
                    break;
                }
                let between_ok = (1..2 * k).filter(|&j| j != k).all(|j| free(at(j)));
                if between_ok && occ(at(k)) && free(at(2 * k)) {
                    out.push(at(2 * k));
                }
            }
        }
        out
    }

    /// Landings of one hop (plain, or super when enabled) from `cur` while the marble that
    /// started on `from` is moving.
    pub fn hop_landings(&self, from: Cell, cur: Cell) -> Vec<Cell> {
        if self.rules.super_hops {
            self.single_super_hops(from, cur)
        } else {
            self.single_hops(from, cur)
        }
    }

    /// Fewest hops from `from` to `to` (breadth-first), if `to` is reachable by hops.
    pub fn min_hops(&self, from: Cell, to: Cell) -> Option<usize> {
        let mut seen = BTreeSet::from([from]);
        let mut frontier = vec![from];
        let mut d = 0;
        while !frontier.is_empty() {
            if frontier.contains(&to) && d > 0 {
                return Some(d);
            }
            let mut next = Vec::new();
            for &c in &frontier {
                for l in self.hop_landings(from, c) {
                    if seen.insert(l) {
                        next.push(l);
                    }
                }
            }
            frontier = next;
            d += 1;
        }
        None
    }

    /// Depth-first search over hop chains from `cur`; `seen` collects every landing.
    fn hop_dfs(&self, from: Cell, cur: Cell, seen: &mut BTreeSet<Cell>) {
        let next = self.hop_landings(from, cur);
        for l in next {
            if seen.insert(l) {
                self.hop_dfs(from, l, seen);
            }
        }
    }

    /// Every hole the marble on `from` reaches by one step or a hop chain (no rule filter),
    /// `from` itself excluded (a move must leave its hole).
    pub fn reach(&self, from: Cell) -> BTreeSet<Cell> {
        let mut out = BTreeSet::new();
        for (dq, dr) in DIRS {
            let c = (from.0 + dq, from.1 + dr);
            if self.empty_hole(c) {
                out.insert(c);
            }
        }
        let mut hops = BTreeSet::new();
        self.hop_dfs(from, from, &mut hops);
        hops.remove(&from);
        out.extend(hops);
        out
    }

    /// Moves of the marbles of `seat`, after `stops` and `target_lock`, before the release
    /// rule.
    pub fn plain_moves(&self, seat: usize) -> Vec<(usize, Cell, Cell)> {
        let r = &self.rules;
        let mut out = Vec::new();
        for k in r.sets_of(seat) {
            for m in self.marbles(k) {
                for to in self.reach(m) {
                    if !r.may_end_on(k, to) {
                        continue; // online rules: own triangles only
                    }
                    let tg = &r.sets[k].target_holes;
                    if r.target_lock && tg.contains(&m) && !tg.contains(&to) {
                        continue; // family rules: target lock
                    }
                    out.push((k, m, to));
                }
            }
        }
        out
    }

    /// Is colour set `k` home? Full target; or with `occupied_target_win` (family rules) every
    /// target hole occupied and at least one by the set.
    pub fn set_home(&self, k: usize) -> bool {
        let tg = &self.rules.sets[k].target_holes;
        if self.rules.occupied_target_win {
            tg.iter().all(|c| self.occupied(*c)) && tg.iter().any(|c| self.board[c] == Some(k))
        } else {
            tg.iter().all(|c| self.board[c] == Some(k))
        }
    }

    pub fn seat_home(&self, seat: usize) -> bool {
        self.rules.sets_of(seat).iter().all(|&k| self.set_home(k))
    }

    /// Does `seat` have a move bringing a marble strictly closer to its target's apex?
    pub fn has_progress_move(&self, seat: usize) -> bool {
        let n = self.rules.n;
        self.plain_moves(seat).iter().any(|&(k, from, to)| {
            let t = self.rules.sets[k].target;
            axis_distance(n, t, to) < axis_distance(n, t, from)
        })
    }

    /// The seats whose blocking forces the seat to move to release (online rules), with the
    /// target holes of each such seat.
    pub fn release_blockers(&self) -> Vec<(usize, BTreeSet<Cell>)> {
        let r = &self.rules;
        let y = self.to_move;
        let mut out = Vec::new();
        for x in 0..r.players {
            if x == y || self.seat_home(x) {
                continue;
            }
            let xt: BTreeSet<Cell> = r
                .sets_of(x)
                .iter()
                .flat_map(|&k| r.sets[k].target_holes.iter().copied())
                .collect();
            let y_inside = xt
                .iter()
                .any(|c| matches!(self.board[c], Some(k) if r.sets[k].seat == y));
            if !y_inside {
                continue;
            }
            if self.has_progress_move(x) {
                continue;
            }
            out.push((x, xt));
        }
        out
    }

    /// Legal moves of the seat to move as `(from, to)` pairs (empty: the seat must pass).
    pub fn moves(&self) -> Vec<(Cell, Cell)> {
        self.moves_info().0
    }

    /// Legal moves, and whether the release rule restricted them.
    pub fn moves_info(&self) -> (Vec<(Cell, Cell)>, bool) {
        if self.rules.teams && self.seat_home(self.to_move) {
            return (Vec::new(), false);
        }
        let plain: Vec<(Cell, Cell)> = self
            .plain_moves(self.to_move)
            .into_iter()
            .map(|(_, f, t)| (f, t))
            .collect();
        if !self.rules.release {
            return (plain, false);
        }
        let blockers = self.release_blockers();
        if blockers.is_empty() {
            return (plain, false);
        }
        // The online rules: the owner of the blocking marbles must move one of them out of the
        // blocked seat's target (when it can).
        let forced: Vec<(Cell, Cell)> = plain
            .iter()
            .copied()
            .filter(|&(f, t)| {
                // The marble stands in some blocked seat's target and leaves every blocked
                // target it stands in.
                let holding: Vec<&BTreeSet<Cell>> = blockers
                    .iter()
                    .map(|(_, xt)| xt)
                    .filter(|xt| xt.contains(&f))
                    .collect();
                !holding.is_empty() && holding.iter().all(|xt| !xt.contains(&t))
            })
            .collect();
        if forced.is_empty() {
            (plain, false)
        } else {
            (forced, true)
        }
    }

    /// Legal moves as sorted `from-to` strings (`pass` when there is none).
    pub fn move_strings(&self) -> Vec<String> {
        let mv = self.moves();
        if mv.is_empty() {
            return vec!["pass".to_string()];
        }
        let mut v: Vec<String> = mv.iter().map(|&(f, t)| self.move_text(f, t)).collect();
        v.sort();
        v
    }

    pub fn move_text(&self, f: Cell, t: Cell) -> String {
        format!("{}-{}", self.rules.name(f), self.rules.name(t))
    }

    pub fn next_seat(&self) -> usize {
        (self.to_move + 1) % self.rules.players
    }

    pub fn play(&mut self, m: NMove) {
        if let Some((f, t)) = m {
            let k = self.board[&f].expect("a marble to move");
            assert!(self.board[&t].is_none());
            self.board.insert(f, None);
            self.board.insert(t, Some(k));
        }
        self.to_move = self.next_seat();
    }

    pub fn undo(&mut self, m: NMove) {
        self.to_move = (self.to_move + self.rules.players - 1) % self.rules.players;
        if let Some((f, t)) = m {
            let k = self.board[&t].expect("the moved marble");
            self.board.insert(t, None);
            self.board.insert(f, Some(k));
        }
    }

    /// Perft: move sequences of length `depth`; a forced pass is one move.
    pub fn perft(&mut self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves();
        if moves.is_empty() {
            if depth == 1 {
                return 1;
            }
            self.play(None);
            let n = self.perft(depth - 1);
            self.undo(None);
            return n;
        }
        if depth == 1 {
            return moves.len() as u64;
        }
        let mut total = 0;
        for m in moves {
            self.play(Some(m));
            total += self.perft(depth - 1);
            self.undo(Some(m));
        }
        total
    }

    /// Perft split by first move, keyed by move text.
    pub fn divide(&mut self, depth: u32) -> Vec<(String, u64)> {
        let moves = self.moves();
        if moves.is_empty() {
            self.play(None);
            let n = self.perft(depth - 1);
            self.undo(None);
            return vec![("pass".into(), n)];
        }
        let mut out = Vec::new();
        for m in moves {
            let text = self.move_text(m.0, m.1);
            self.play(Some(m));
            out.push((text, self.perft(depth - 1)));
            self.undo(Some(m));
        }
        out.sort();
        out
    }

    /// Parse `from-to` (this module's own hole names).
    pub fn parse_move(&self, text: &str) -> NMove {
        if text == "pass" {
            return None;
        }
        let (a, b) = text.split_once('-').expect("from-to");
        Some((self.rules.by_name[a], self.rules.by_name[b]))
    }

    /// Sum over a set's marbles of the axis distance to its target's apex.
    pub fn set_distance(&self, k: usize) -> i32 {
        let t = self.rules.sets[k].target;
        self.marbles(k)
            .iter()
            .map(|&c| axis_distance(self.rules.n, t, c))
            .sum()
    }
}
