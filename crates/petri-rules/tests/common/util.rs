//! Test helpers: a tiny deterministic RNG, the rule combinations under test, engine/naive
//! comparison with a readable diagnosis, random walks and constructed positions.

use std::collections::BTreeSet;
use std::rc::Rc;

use petri_rules::{Move, Position, Preset, Rules, Stops};

use super::naive::{Cell, NaivePos, NaiveRules, axis_distance, triangle_of};

/// xorshift64* — deterministic, no dependencies.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1)
    }
    pub fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    /// Uniform-ish in `0..n` (n > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    pub fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
    pub fn pick<'a, T>(&mut self, v: &'a [T]) -> &'a T {
        &v[self.below(v.len())]
    }
}

/// A named rule combination.
#[derive(Clone, Debug)]
pub struct Config {
    pub name: String,
    pub rules: Rules,
}

fn cfg(name: impl Into<String>, rules: Rules) -> Config {
    Config {
        name: name.into(),
        rules,
    }
}

/// The presets on the standard board with every player count they are played with.
pub fn preset_configs() -> Vec<Config> {
    let mut v = Vec::new();
    for preset in [Preset::Classic, Preset::Family, Preset::Online] {
        for &p in preset.player_counts() {
            v.push(cfg(format!("{preset}-{p}"), Rules::preset(preset, p)));
        }
    }
    v
}

/// Every rule combination the brief asks for, beyond the standard presets.
pub fn variant_configs() -> Vec<Config> {
    let mut v = Vec::new();
    let classic = |p| Rules::preset(Preset::Classic, p);
    let online = |p| Rules::preset(Preset::Online, p);
    let family = |p| Rules::preset(Preset::Family, p);
    // Board sizes 2 to 6 (4 is the standard board).
    for size in [2u8, 3, 5, 6] {
        for p in [2u8, 3, 4, 6] {
            if size >= 5 && (p == 3 || p == 4) {
                continue;
            }
            v.push(cfg(
                format!("classic-{p} size {size}"),
                classic(p).with_size(size),
            ));
        }
        v.push(cfg(
            format!("online-3 size {size}"),
            online(3).with_size(size),
        ));
        v.push(cfg(
            format!("family-2 size {size}"),
            family(2).with_size(size),
        ));
    }
    // The classic rules: 15 pieces for two players.
    v.push(cfg("classic-2 15 pieces", classic(2).with_pieces(15)));
    v.push(cfg("online-2 15 pieces", online(2).with_pieces(15)));
    v.push(cfg("family-2 15 pieces", family(2).with_pieces(15)));
    v.push(cfg(
        "classic-2 21 pieces size 5",
        classic(2).with_size(5).with_pieces(21),
    ));
    // The classic rules: several colour sets per seat.
    for (p, s) in [(2u8, 2u8), (2, 3), (3, 2)] {
        v.push(cfg(
            format!("classic-{p} x{s} sets"),
            classic(p).with_sets_per_seat(s),
        ));
        v.push(cfg(
            format!("online-{p} x{s} sets"),
            online(p).with_sets_per_seat(s),
        ));
    }
    v.push(cfg("family-2 x2 sets", family(2).with_sets_per_seat(2)));
    // The classic rules: teams of two, team-mates opposite.
    v.push(cfg("classic-6 teams", classic(6).with_teams(true)));
    v.push(cfg("online-6 teams", online(6).with_teams(true)));
    v.push(cfg("classic-4 teams", classic(4).with_teams(true)));
    // Super hops (a house rule option that none of the original rule sets has).
    for p in [2u8, 3, 6] {
        v.push(cfg(
            format!("classic-{p} super hops"),
            classic(p).with_checkers(|o| o.super_hops = true),
        ));
    }
    v.push(cfg(
        "online-2 super hops",
        online(2).with_checkers(|o| o.super_hops = true),
    ));
    v.push(cfg(
        "family-3 super hops",
        family(3).with_checkers(|o| o.super_hops = true),
    ));
    v.push(cfg(
        "classic-2 super hops size 6",
        classic(2)
            .with_size(6)
            .with_checkers(|o| o.super_hops = true),
    ));
    // The online rules' `stops = own-triangles` on its own, with classic.
    for p in [2u8, 3, 4, 6] {
        v.push(cfg(
            format!("classic-{p} own-triangles"),
            classic(p).with_checkers(|o| o.stops = Stops::OwnTriangles),
        ));
    }
    v.push(cfg(
        "classic-2 own-triangles 15 pieces",
        classic(2)
            .with_pieces(15)
            .with_checkers(|o| o.stops = Stops::OwnTriangles),
    ));
    // The family rules' target lock on its own.
    for p in [2u8, 4, 6] {
        v.push(cfg(
            format!("classic-{p} target lock"),
            classic(p).with_checkers(|o| o.target_lock = true),
        ));
    }
    v.push(cfg(
        "classic-2 target lock 15 pieces",
        classic(2)
            .with_pieces(15)
            .with_checkers(|o| o.target_lock = true),
    ));
    // The online rules' release rule on its own and with other options.
    for p in [2u8, 3, 6] {
        v.push(cfg(
            format!("classic-{p} release"),
            classic(p).with_checkers(|o| o.release_rule = true),
        ));
    }
    v.push(cfg(
        "online-3 x2 sets target lock super hops",
        online(3).with_sets_per_seat(2).with_checkers(|o| {
            o.target_lock = true;
            o.super_hops = true
        }),
    ));
    v.push(cfg(
        "family-2 release 15 pieces",
        family(2)
            .with_pieces(15)
            .with_checkers(|o| o.release_rule = true),
    ));
    v
}

pub fn all_configs() -> Vec<Config> {
    let mut v = preset_configs();
    v.extend(variant_configs());
    v
}

/// Engine legal moves as sorted `from-to` strings (`pass` for a forced pass).
pub fn engine_moves(pos: &Position) -> Vec<String> {
    let mut v: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

/// Compare the legal moves of both generators on one position; describe any difference.
pub fn compare_moves(pos: &Position, naive: &NaivePos) -> Result<(), String> {
    let e = engine_moves(pos);
    let n = naive.move_strings();
    if e == n {
        return Ok(());
    }
    let es: BTreeSet<&String> = e.iter().collect();
    let ns: BTreeSet<&String> = n.iter().collect();
    let only_e: Vec<&&String> = es.difference(&ns).collect();
    let only_n: Vec<&&String> = ns.difference(&es).collect();
    Err(format!(
        "legal moves differ on\n  {}\n  engine only: {only_e:?}\n  naive only:  {only_n:?}\n  \
         (engine {} moves, naive {}; naive release restriction active: {})",
        pos.to_notation(),
        e.len(),
        n.len(),
        naive.moves_info().1
    ))
}

pub fn engine_move(pos: &Position, text: &str) -> Move {
    if text == "pass" {
        return Move::Pass;
    }
    *pos.legal_moves()
        .iter()
        .find(|m| m.to_string() == text)
        .unwrap_or_else(|| panic!("engine has no move {text} on {}", pos.to_notation()))
}

/// When the two perfts disagree, walk down to the first node whose move lists differ, or
/// whose (bulk) counts differ, and describe it with the path of moves from `pos`.
pub fn perft_diff(pos: &Position, naive: &mut NaivePos, depth: u32) -> String {
    let mut path = Vec::new();
    let mut e = pos.clone();
    let mut d = depth;
    loop {
        if let Err(why) = compare_moves(&e, naive) {
            return format!("after {path:?} from {}:\n{why}", pos.to_notation());
        }
        if d <= 1 {
            return format!(
                "after {path:?} from {}: move lists agree but counts differ?! engine perft(1)={} \
                 count_moves={} legal_moves={}",
                pos.to_notation(),
                e.perft(1),
                e.count_moves(),
                e.legal_moves().len()
            );
        }
        let mut found = None;
        for (text, nn) in naive.divide(d) {
            let m = engine_move(&e, &text);
            let mut child = e.clone();
            child.play_unchecked(m);
            let ne = child.perft(d - 1);
            if ne != nn {
                found = Some((text, m));
                break;
            }
        }
        let Some((text, m)) = found else {
            return format!(
                "after {path:?} from {}: every child agrees but the totals differ (engine {} \
                 vs naive {}) at depth {d}",
                pos.to_notation(),
                e.perft(d),
                naive.perft(d)
            );
        };
        let nm = naive.parse_move(&text);
        naive.play(nm);
        e.play_unchecked(m);
        path.push(text);
        d -= 1;
    }
}

/// Assert that engine and naive perft agree for depths `1..=depth`.
pub fn check_perft(name: &str, pos: &Position, depth: u32) -> Vec<u64> {
    let nr = NaiveRules::new(pos.rules());
    let mut naive = NaivePos::from_notation(&nr, &pos.to_notation());
    assert_eq!(naive.to_notation(), pos.to_notation(), "{name}: notation");
    let mut out = Vec::new();
    for d in 1..=depth {
        let e = pos.perft(d);
        let n = naive.perft(d);
        if e != n {
            let why = perft_diff(pos, &mut naive.clone(), d);
            panic!("{name}: perft({d}) engine {e} != naive {n}\n{why}");
        }
        out.push(e);
    }
    out
}

/// The gain in axis distance of a naive move for the seat's set on `from`.
pub fn gain(naive: &NaivePos, f: Cell, t: Cell) -> i32 {
    let k = naive.board[&f].unwrap();
    let tg = naive.rules.sets[k].target;
    axis_distance(naive.rules.n, tg, f) - axis_distance(naive.rules.n, tg, t)
}

/// Choose a move: with `greedy` percent a best-progress move (ties random), else uniform.
pub fn choose(naive: &NaivePos, rng: &mut Rng, greedy: u64) -> String {
    let moves = naive.moves();
    if moves.is_empty() {
        return "pass".into();
    }
    let m = if rng.chance(greedy) {
        let best = moves.iter().map(|&(f, t)| gain(naive, f, t)).max().unwrap();
        let top: Vec<(Cell, Cell)> = moves
            .iter()
            .copied()
            .filter(|&(f, t)| gain(naive, f, t) == best)
            .collect();
        *rng.pick(&top)
    } else {
        *rng.pick(&moves)
    };
    naive.move_text(m.0, m.1)
}

/// Play `plies` moves from `start`, comparing the move lists at every node; `visit` sees each
/// node (before its move is chosen). Returns the final positions.
pub fn walk(
    name: &str,
    start: &Position,
    seed: u64,
    plies: usize,
    greedy: u64,
    mut visit: impl FnMut(&Position, &NaivePos),
) -> (Position, NaivePos) {
    let nr = NaiveRules::new(start.rules());
    let mut naive = NaivePos::from_notation(&nr, &start.to_notation());
    let mut pos = start.clone();
    let mut rng = Rng::new(seed);
    for ply in 0..plies {
        if let Err(why) = compare_moves(&pos, &naive) {
            panic!("{name}, seed {seed}, ply {ply}: {why}");
        }
        visit(&pos, &naive);
        let text = choose(&naive, &mut rng, greedy);
        let m = engine_move(&pos, &text);
        pos.play_unchecked(m);
        naive.play(naive.parse_move(&text));
        assert_eq!(
            pos.to_notation(),
            naive.to_notation(),
            "{name}: boards drift"
        );
    }
    if let Err(why) = compare_moves(&pos, &naive) {
        panic!("{name}, seed {seed}, end: {why}");
    }
    visit(&pos, &naive);
    (pos, naive)
}

fn empty_board(nr: &Rc<NaiveRules>) -> NaivePos {
    let mut p = NaivePos::start(nr);
    for c in nr.order.clone() {
        p.board.insert(c, None);
    }
    p
}

fn empty_cells(p: &NaivePos, filter: impl Fn(Cell) -> bool) -> Vec<Cell> {
    p.rules
        .order
        .iter()
        .copied()
        .filter(|&c| p.board[&c].is_none() && filter(c))
        .collect()
}

/// A late-game position: each set mostly inside or near its target, some marbles sitting in
/// other seats' targets (so target lock, occupied-target wins and the release rule all
/// matter). Every set keeps its piece count.
pub fn endgame_position(nr: &Rc<NaiveRules>, rng: &mut Rng) -> NaivePos {
    let mut p = empty_board(nr);
    let n = nr.n;
    let pieces = nr.sets[0].home_holes.len();
    let mut order: Vec<usize> = (0..nr.sets.len()).collect();
    for i in (1..order.len()).rev() {
        order.swap(i, rng.below(i + 1));
    }
    for &k in &order {
        let set = nr.sets[k].clone();
        let inside = pieces / 2 + rng.below(pieces / 2 + 1);
        for i in 0..pieces {
            let tg = set.target;
            let spots = if i < inside {
                empty_cells(&p, |c| set.target_holes.contains(&c))
            } else if rng.chance(35) {
                // Intrude into another seat's target.
                let others: Vec<usize> = (0..nr.sets.len())
                    .filter(|&j| nr.sets[j].seat != set.seat)
                    .collect();
                let j = *rng.pick(&others);
                let th = nr.sets[j].target_holes.clone();
                empty_cells(&p, |c| th.contains(&c))
            } else {
                empty_cells(&p, |c| axis_distance(n, tg, c) <= n as i32 + 3)
            };
            let spots = if spots.is_empty() {
                empty_cells(&p, |_| true)
            } else {
                spots
            };
            let c = *rng.pick(&spots);
            p.board.insert(c, Some(k));
        }
    }
    p.to_move = rng.below(nr.players);
    p
}

/// A position where seat X (random, one set) is blocked: its target is full, some target holes
/// held by the seat to move Y, X's remaining marbles on the row next to the target. The other
/// sets are scattered. Then the release rule (online rules) applies to Y.
pub fn blocked_position(nr: &Rc<NaiveRules>, rng: &mut Rng) -> NaivePos {
    let mut p = empty_board(nr);
    let n = nr.n;
    let pieces = nr.sets[0].home_holes.len();
    let y = rng.below(nr.players);
    let others: Vec<usize> = (0..nr.players).filter(|&s| s != y).collect();
    let x = *rng.pick(&others);
    let y_sets = nr.sets_of(y);
    let mut placed = vec![0usize; nr.sets.len()];
    for &kx in &nr.sets_of(x) {
        let set = nr.sets[kx].clone();
        let mut tg: Vec<Cell> = set.target_holes.iter().copied().collect();
        for i in (1..tg.len()).rev() {
            tg.swap(i, rng.below(i + 1));
        }
        let intruders = 1 + rng.below(3.min(tg.len() - 1));
        for (i, &c) in tg.iter().enumerate() {
            if i < intruders {
                let ky = *rng.pick(&y_sets);
                p.board.insert(c, Some(ky));
                placed[ky] += 1;
            } else {
                p.board.insert(c, Some(kx));
                placed[kx] += 1;
            }
        }
        // X's remaining marbles on the row next to its target (axis distance n).
        while placed[kx] < pieces {
            let spots = empty_cells(&p, |c| {
                axis_distance(n, set.target, c) == n as i32 && triangle_of(n, c).is_none()
            });
            let spots = if spots.is_empty() {
                empty_cells(&p, |_| true)
            } else {
                spots
            };
            let c = *rng.pick(&spots);
            p.board.insert(c, Some(kx));
            placed[kx] += 1;
        }
    }
    for (k, count) in placed.iter_mut().enumerate() {
        while *count < pieces {
            let tg = nr.sets[k].target;
            let spots = if rng.chance(50) {
                empty_cells(&p, |c| axis_distance(n, tg, c) <= n as i32 + 4)
            } else {
                empty_cells(&p, |_| true)
            };
            let c = *rng.pick(&spots);
            p.board.insert(c, Some(k));
            *count += 1;
        }
    }
    p.to_move = y;
    p
}
