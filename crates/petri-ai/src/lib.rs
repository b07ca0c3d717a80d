//! # petri-ai
//!
//! Computer players for Chinese checkers ([`CheckersAi`]) and Petri ([`petri::PetriAi`]) over
//! `petri-rules`, and [`Computer`], either of them behind the rules' one interface: given a
//! [`petri_rules::Game`] it answers a [`petri_rules::Action`] for the seat to move. No Bevy,
//! no threads of its own: callers run a search where they like (a thread natively, slices on
//! the web: [`Computer::begin`] and [`Computer::think`]) and may stop it at any time.
//!
//! ## Levels
//!
//! | level | Chinese checkers | Petri |
//! | --- | --- | --- |
//! | `beginner` | one ply, overlooks hop chains of more than two hops, picks among near-best moves at random | random die, random holes, captures in board order |
//! | `easy` | two plies, a little noise | greedy: the die and holes that capture most now |
//! | `medium` | two colour sets of 10 on the 121-hole board: three plies with the learned race evaluation (at most 50 000 nodes, 0.5 s; a few ms); other games: 5 000 nodes (a few ms) | greedy with a one-turn look at the board shape |
//! | `hard` | 100 000 nodes (about 0.1 s), at most 1 s; the learned race evaluation where it applies | expectimax over the opponent's 21 dice rolls |
//! | `master` | two colour sets of 10 on the 121-hole board: a million nodes with the learned race evaluation, at most 3 s; other games: its whole 3 s budget | expectimax with wider candidate lists |
//!
//! With a fixed seed and a node budget every level chooses the same move every time. Where the
//! learned race evaluation of [`race`] applies (two colour sets of 10 on the 121-hole board,
//! [`LevelLimits::race_limits`]) `medium`, `hard` and `master` play it (features of every colour
//! set's marbles, weights fitted to who won in self-play), with [`Searcher::race_jam`] (the
//! other side's marbles walled in in the target) and [`Searcher::race_start`] (marbles left in
//! the start triangle) on top; the levels are then separated by how far they look: `medium`
//! three plies, `hard` 100 000 nodes, `master` a million. `hard` and `master` decide by two
//! depths at once ([`Searcher::pair_margin`]): one depth alone is biased by who moves last
//! before the horizon, and without pairs a million nodes lost to 100 000 (13 of 40 games won)
//! (BENCHMARKS.md, "Why more nodes lost, and the fix"). Elsewhere the budgets are spread
//! (5 000, 100 000, then `master`'s 3 s) so that each level beats the one below it
//! (BENCHMARKS.md, "The level ladder with spread budgets").
//!
//! `hard`, once its race meets nobody's and at most [`ENDGAME_EMPTY`] holes of its target are
//! empty, and `master`, as soon as its race meets nobody's, play an exact end-game
//! ([`endgame`]): the fewest moves home, found by IDA* over their own moves on a node budget
//! of its own (as large as the level's search); beyond it the usual search plays.
//!
//! With two or three units racing the search is alpha-beta (two) or Best-Reply Search (three).
//! With four or more it is a *solo* search ([`Searcher::solo_from`]): the seat plans its own
//! moves only, the others standing still, with more nodes than the level's budget (its nodes
//! are cheaper: 60 000 for `medium`, 600 000 for `hard`, 2.4 times the budget otherwise),
//! scoring its own distance plus what keeps a six-player race from locking up: other marbles
//! walled in in its target, its marbles in side triangles, its target's apex. `hard` and
//! `master` let the others reply as one-ply racers between their own two moves and count part
//! of the leader's distance after those replies ([`Searcher::solo_rival`]).

pub mod endgame;
pub mod eval;
pub mod petri;
pub mod puzzles;
pub mod race;
pub mod review;
pub mod search;
#[cfg(test)]
mod testing;

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::task::Poll;

use chacha20::ChaCha8Rng;
use petri_rules::{Action, Bitboard, CheckersGame, Game, Move, Position, Rules};
use rand::{RngExt, SeedableRng};
use web_time::Duration;

pub use search::{Limits, SearchResult, SearchTask, Searcher, WIN};

use crate::petri::{PetriAi, PetriStyle};

/// Empty target holes at which `hard` tries the exact end-game ([`endgame`]).
pub const ENDGAME_EMPTY: u32 = 5;
/// The same for `master`: the whole target (it tries as soon as its race meets nobody's).
pub const ENDGAME_EMPTY_MASTER: u32 = 10;

/// How strong a computer player is: `petri_rules::Level`, the one type the command line, the
/// game and the online protocol name levels with. What each level searches is this crate's
/// ([`LevelLimits`]).
pub use petri_rules::Level;

/// What a [`Level`] searches: its search limits. (The level itself lives in `petri-rules`,
/// shared with the online protocol; what it means for a search is the computer players'.)
pub trait LevelLimits {
    /// The search limits of the level for Chinese checkers (where the learned race evaluation
    /// plays, [`LevelLimits::race_limits`]).
    fn limits(self) -> Limits;
    /// The search limits of the level where it plays the learned race evaluation (two colour
    /// sets of 10 on the 121-hole board, see [`race::applies`]): `medium` looks three plies
    /// ahead (at most 50 000 nodes), `hard` searches 100 000 nodes, `master` a million; each
    /// within its time limit.
    fn race_limits(self) -> Limits;
    /// Limits without any time limit, so results do not depend on the machine's speed.
    fn deterministic_limits(self) -> Limits;
}

impl LevelLimits for Level {
    fn limits(self) -> Limits {
        match self {
            Level::Beginner => Limits::depth(1),
            Level::Easy => Limits::depth(2),
            Level::Medium => Limits {
                nodes: Some(5_000),
                time: Some(Duration::from_millis(500)),
                max_depth: 30,
            },
            Level::Hard => Limits {
                nodes: Some(100_000),
                time: Some(Duration::from_secs(1)),
                max_depth: 30,
            },
            Level::Master => Limits::time(Duration::from_secs(3)),
        }
    }
    fn race_limits(self) -> Limits {
        match self {
            // The level's time limit, three plies.
            Level::Medium => Limits {
                nodes: Some(50_000),
                max_depth: 3,
                ..self.limits()
            },
            // The level's 3 s and depth.
            Level::Master => Limits {
                nodes: Some(1_000_000),
                ..self.limits()
            },
            _ => self.limits(),
        }
    }
    fn deterministic_limits(self) -> Limits {
        let l = self.limits();
        match self {
            Level::Master => Limits::nodes(1_000_000),
            _ => Limits { time: None, ..l },
        }
    }
}

/// A computer player for either game: asked for an [`Action`] whenever its seat is to act.
/// It keeps its search tables and its plan for the turn between calls.
pub enum Computer {
    Checkers(Box<CheckersAi>),
    Petri(Box<PetriAi>),
}

impl Computer {
    /// A player of the given level for a game under these rules; `seed` fixes its choices.
    pub fn new(level: Level, seed: u64, rules: &Rules) -> Computer {
        if rules.is_petri() {
            Computer::Petri(Box::new(PetriAi::new(level, seed)))
        } else {
            Computer::Checkers(Box::new(CheckersAi::new(level, seed)))
        }
    }

    /// A Petri player of a given style (the `greedy` and `random` baselines).
    pub fn petri_style(style: PetriStyle, seed: u64) -> Computer {
        Computer::Petri(Box::new(PetriAi::with_style(style, seed)))
    }

    /// Drop time limits (node budgets only): the same choices on any machine.
    pub fn deterministic(self) -> Computer {
        match self {
            Computer::Checkers(ai) => Computer::Checkers(Box::new(ai.deterministic())),
            petri => petri,
        }
    }

    /// Search `nodes` nodes a move, no time limit (see [`CheckersAi::with_nodes`]). Petri
    /// players plan by rules of thumb, not by nodes: they are returned unchanged.
    pub fn with_nodes(self, nodes: u64) -> Computer {
        match self {
            Computer::Checkers(ai) => Computer::Checkers(Box::new(ai.with_nodes(nodes))),
            petri => petri,
        }
    }

    /// Evaluate races by `eval` in place of the level's own choice (see
    /// [`CheckersAi::with_race_eval`]); Petri players are returned unchanged.
    pub fn with_race_eval(self, eval: race::RaceEval) -> Computer {
        match self {
            Computer::Checkers(ai) => Computer::Checkers(Box::new(ai.with_race_eval(eval))),
            petri => petri,
        }
    }

    /// A flag that stops a search under way when set (the answer is then the best so far).
    pub fn set_stop_flag(&mut self, flag: Arc<AtomicBool>) {
        if let Computer::Checkers(ai) = self {
            ai.searcher().set_stop_flag(flag);
        }
    }

    /// Let the player know a position happened (repetitions are scored down).
    pub fn remember(&mut self, game: &Game) {
        if let (Computer::Checkers(ai), Some(g)) = (self, game.checkers()) {
            ai.searcher().remember(g.position());
        }
    }

    /// The action for the seat to move, or `None` when the game waits for dice (the caller
    /// rolls) or is over, or the game is not this player's kind.
    pub fn choose(&mut self, game: &Game) -> Option<Action> {
        let mut pondering = self.begin(game);
        loop {
            if let Poll::Ready(a) = self.think(&mut pondering, game, None) {
                return a;
            }
        }
    }

    /// Start choosing in slices (the web has one thread): call [`Computer::think`] until it
    /// is ready.
    pub fn begin(&mut self, game: &Game) -> Pondering {
        let thought = match (self, game) {
            (Computer::Checkers(ai), Game::Checkers(g)) if !g.is_over() => Some(ai.begin(g)),
            _ => None,
        };
        Pondering { thought, nodes: 0 }
    }

    /// Think on for about `slice` search nodes (`None`: to the end). Petri players plan a turn
    /// by rules of thumb in far less than a frame, so they answer at once.
    pub fn think(
        &mut self,
        pondering: &mut Pondering,
        game: &Game,
        slice: Option<u64>,
    ) -> Poll<Option<Action>> {
        match (self, game) {
            (Computer::Checkers(ai), Game::Checkers(_)) => {
                let Some(thought) = pondering.thought.as_mut() else {
                    return Poll::Ready(None);
                };
                let answer = ai.think(thought, slice);
                pondering.nodes = thought.nodes();
                match answer {
                    Some(r) => Poll::Ready(Some(Action::Move(r.best))),
                    None => Poll::Pending,
                }
            }
            (Computer::Petri(ai), Game::Petri(g)) => {
                Poll::Ready(ai.choose(g.state()).map(Action::Petri))
            }
            _ => Poll::Ready(None),
        }
    }
}

/// A choice being made in slices (see [`Computer::begin`]).
pub struct Pondering {
    thought: Option<Thought>,
    nodes: u64,
}

impl Pondering {
    /// Search nodes spent so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }
}

/// A Chinese checkers computer player.
pub struct CheckersAi {
    level: Level,
    searcher: Searcher,
    rng: ChaCha8Rng,
    deterministic: bool,
    /// A node budget a move in place of the level's limits (see [`CheckersAi::with_nodes`]).
    nodes: Option<u64>,
    /// Limits in place of the level's (see [`CheckersAi::with_limits`]).
    limits: Option<Limits>,
    /// `medium` and up: the move is drawn among the root moves scoring within this many cost
    /// units of the chosen one (0: the chosen one).
    pub slack: i32,
    /// `medium` and up: moves of more hops than this go unnoticed (0: every move is seen).
    pub longest_chain: usize,
    /// Our unit's least distance so far, and moves since it last improved.
    best_distance: Option<i32>,
    stalled: u32,
}

impl CheckersAi {
    /// A player of the given level; `seed` fixes its random choices.
    pub fn new(level: Level, seed: u64) -> CheckersAi {
        let mut searcher = Searcher::new();
        // The exact end-game is what sets the strong levels apart in a race: `hard` plays it
        // for its last few marbles, `master` as soon as its race meets nobody's; the levels
        // below keep the looser finish a new player can catch.
        searcher.endgame_empty = match level {
            Level::Beginner | Level::Easy | Level::Medium => 0,
            Level::Hard => ENDGAME_EMPTY,
            Level::Master => ENDGAME_EMPTY_MASTER,
        };
        // Solo searches (four or more racing) keep 60 000 and 600 000 nodes, what they had
        // before the two-player budgets were spread apart: with 240 000 `hard` left a marble
        // in its start triangle in one six-player game that ended at the move cap.
        searcher.solo_node_percent = match level {
            Level::Medium => 1200,
            Level::Hard => 600,
            _ => searcher.solo_node_percent,
        };
        // With four or more racing (solo searches), `hard` and `master` look two of their own
        // moves ahead and count the first move's progress half again: the others move between
        // ours, so a longer plan counts on hops that will be gone (`Searcher::solo_depth`).
        // Against five racers of the family they finish first in 50–97% of six-player games,
        // where a search as deep as 100 000 nodes took them finished first in 17–33%.
        // Between those two moves each other seat plays the move a one-ply racer would
        // (`Searcher::solo_reply`), not nothing: a plan that counts on a hop over a marble about
        // to leave, or on a hole about to fill, falls, and a marble the others need to get out
        // of our target is seen moving out.
        if level >= Level::Hard {
            searcher.solo_depth = 2;
            searcher.solo_progress = 50;
            searcher.solo_reply = Some(RacerStyle::default());
            // First place is lost to the fastest of the others: 60% of the leader's distance
            // after the replies counts too (`Searcher::solo_rival`), so that of two moves as
            // good for us the one that does not hand the leader a long hop is played. Against
            // five `racer-tip-back` first places rose from 46.4% to 52.3% over five seeds.
            searcher.solo_rival = 60;
        }
        // Depth pairs (see `Searcher::pair_margin`) for `hard` and `master`, whose budgets
        // reach depths where one depth alone misleads; the levels below choose as before.
        if level <= Level::Medium {
            searcher.pair_margin = 0;
        }
        // From `medium` up the levels play the learned race evaluation where it applies (two
        // colour sets on the 121-hole board): it beats the hand-made one in 95% of games at
        // equal nodes, and at 5 000 nodes every racer of the family. They let the other
        // side's marbles walled in in their target out, and leave their start triangle once
        // the other side arrives (else the game stops at the move cap).
        if level >= Level::Medium {
            searcher.race = race::RaceEval::Learned;
            searcher.race_jam = eval::ROW * 10;
            searcher.race_start = true;
        }
        CheckersAi {
            level,
            searcher,
            rng: ChaCha8Rng::seed_from_u64(seed),
            deterministic: false,
            nodes: None,
            limits: None,
            slack: 0,
            longest_chain: 0,
            best_distance: None,
            stalled: 0,
        }
    }
    /// Drop time limits (node budgets only): the same moves on any machine.
    pub fn deterministic(mut self) -> CheckersAi {
        self.deterministic = true;
        self
    }
    /// Search `nodes` nodes a move whatever the level's own budget, with no time limit: the
    /// level's evaluation, end-game and choices at another budget (the end-game's budget and a
    /// solo search's follow it as they follow the level's; `beginner`, `easy` and `medium`,
    /// which stop at a depth, search as deep as the nodes take them, with their usual noise).
    /// `hard` with 100 000 nodes plays as [`CheckersAi::deterministic`] `hard` does, and
    /// `master` with 1 000 000 nodes as deterministic `master`.
    pub fn with_nodes(mut self, nodes: u64) -> CheckersAi {
        self.nodes = Some(nodes.max(1));
        self
    }
    /// Evaluate races by `eval` whatever the level's own choice: `hard@1000000` with the
    /// hand-made evaluation against `hard@100000` with it asks what the budget buys that
    /// evaluation. Everything else of the level (limits, end-game, solo searches) stays.
    pub fn with_race_eval(mut self, eval: race::RaceEval) -> CheckersAi {
        self.searcher.race = eval;
        self
    }
    /// Search with these limits whatever the level's (experiments: a fixed depth).
    pub fn with_limits(mut self, limits: Limits) -> CheckersAi {
        self.limits = Some(limits);
        self
    }
    pub fn level(&self) -> Level {
        self.level
    }
    pub fn searcher(&mut self) -> &mut Searcher {
        &mut self.searcher
    }

    /// Choose a move for the seat to move in a game.
    pub fn choose(&mut self, game: &CheckersGame) -> SearchResult {
        let placed: Vec<bool> = (0..game.rules().unit_count())
            .map(|u| game.place_of(u).is_some())
            .collect();
        self.choose_in(game.position(), &placed)
    }

    /// Choose a move for the seat to move; `placed` marks units already finished.
    pub fn choose_in(&mut self, pos: &Position, placed: &[bool]) -> SearchResult {
        let mut thought = self.begin_in(pos, placed);
        loop {
            if let Some(result) = self.think(&mut thought, None) {
                return result;
            }
        }
    }

    /// Start choosing a move in slices (the web has one thread): call [`CheckersAi::think`]
    /// until it answers. A depth cut short by a slice runs again, so the choice can differ from
    /// [`CheckersAi::choose`]'s now and then; the depth reached is the same or one less.
    pub fn begin(&mut self, game: &CheckersGame) -> Thought {
        let placed: Vec<bool> = (0..game.rules().unit_count())
            .map(|u| game.place_of(u).is_some())
            .collect();
        self.begin_in(game.position(), &placed)
    }

    /// [`CheckersAi::begin`] for a position; `placed` marks units already finished.
    pub fn begin_in(&mut self, pos: &Position, placed: &[bool]) -> Thought {
        // Urge: the longer our distance has not improved, the more a move's own progress counts.
        let unit = pos.rules().unit_of(pos.to_move());
        let d = eval::unit_distances(pos)[unit];
        if self.best_distance.is_none_or(|b| d < b) {
            self.best_distance = Some(d);
            self.stalled = 0;
        } else {
            self.stalled += 1;
        }
        self.searcher.urge = (self.stalled.saturating_sub(2) as i32 * 25).min(400);
        // A weak level that has not advanced for a dozen moves thinks like `medium` until it
        // does: whatever the level, games do not stall.
        let level = if self.stalled > 12 {
            self.level.max(Level::Medium)
        } else {
            self.level
        };
        // Where the learned race evaluation plays, the levels search by `race_limits`.
        let race = self.searcher.race.weights(pos).is_some();
        let limits = if let Some(l) = self.limits {
            l
        } else if let Some(n) = self.nodes {
            // Depth-limited levels (`beginner`, `easy`) search as deep as the nodes take them.
            Limits {
                nodes: Some(n),
                time: None,
                max_depth: level.deterministic_limits().max_depth.max(30),
            }
        } else {
            let l = if race {
                level.race_limits()
            } else {
                level.limits()
            };
            if self.deterministic && l.nodes.is_none() {
                // A level limited by time alone (`master` outside two-player races) searches
                // its deterministic node budget, not without end.
                level.deterministic_limits()
            } else if self.deterministic {
                Limits { time: None, ..l }
            } else {
                l
            }
        };
        Thought {
            task: self.searcher.begin(pos, placed, limits),
            pos: pos.clone(),
        }
    }

    /// Search on for about `slice` nodes (`None`: to the end). The choice once made.
    pub fn think(&mut self, thought: &mut Thought, slice: Option<u64>) -> Option<SearchResult> {
        if !self.searcher.run(&mut thought.task, slice) {
            return None;
        }
        let pos = &thought.pos;
        let mut r = thought.task.result().clone();
        match self.level {
            Level::Beginner => {
                // Human-like: long hop chains go unnoticed, and near-best moves look alike.
                let mut pool: Vec<(Move, i32)> = r
                    .root_scores
                    .iter()
                    .copied()
                    .filter(|&(m, _)| pos.path(m).len() <= 2)
                    .collect();
                if pool.is_empty() {
                    pool = r.root_scores.clone();
                }
                if let Some(best) = pool.iter().map(|&(_, s)| s).max() {
                    let margin = eval::ROW * 2;
                    let near: Vec<Move> = pool
                        .iter()
                        .filter(|&&(_, s)| s >= best - margin)
                        .map(|&(m, _)| m)
                        .collect();
                    r.best = near[self.rng.random_range(0..near.len())];
                }
            }
            Level::Easy => {
                if let Some(best) = r.root_scores.iter().map(|&(_, s)| s).max() {
                    let near: Vec<Move> = r
                        .root_scores
                        .iter()
                        .filter(|&&(_, s)| s >= best - eval::ROW / 2)
                        .map(|&(m, _)| m)
                        .collect();
                    r.best = near[self.rng.random_range(0..near.len())];
                }
            }
            _ => {
                // Human-like looseness: long hop chains go unnoticed, and moves within the
                // slack of the chosen one look as good.
                let seen =
                    |m: Move| self.longest_chain == 0 || pos.path(m).len() <= self.longest_chain;
                if self.slack > 0 || !seen(r.best) {
                    let mut pool: Vec<(Move, i32)> = r
                        .root_scores
                        .iter()
                        .copied()
                        .filter(|&(m, _)| seen(m))
                        .collect();
                    if pool.is_empty() {
                        pool = r.root_scores.clone();
                    }
                    let top = if seen(r.best) {
                        r.score
                    } else {
                        pool.iter().map(|&(_, s)| s).max().unwrap_or(r.score)
                    };
                    let near: Vec<Move> = pool
                        .iter()
                        .filter(|&&(_, s)| s >= top - self.slack)
                        .map(|&(m, _)| m)
                        .collect();
                    if !near.is_empty() {
                        r.best = near[self.rng.random_range(0..near.len())];
                    }
                }
            }
        }
        Some(r)
    }
}

/// A move being chosen in slices (see [`CheckersAi::begin`]).
pub struct Thought {
    task: SearchTask,
    pos: Position,
}

impl Thought {
    /// Nodes searched so far.
    pub fn nodes(&self) -> u64 {
        self.task.result().nodes
    }
}

/// `plies` random moves from `pos`, each moving a marble forward (toward its target) when
/// the seat can: varied openings for matches between deterministic players.
pub fn random_opening(pos: &Position, plies: u32, rng: &mut ChaCha8Rng) -> Vec<Move> {
    let mut p = pos.clone();
    let geo = p.geometry();
    let n = p.size() as i8;
    let mut out = Vec::new();
    for _ in 0..plies {
        let legal = p.legal_moves();
        let forward: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|m| match *m {
                Move::Marble { from, to } => {
                    let t = p.layout().sets[p.set_at(from).expect("a marble")].target;
                    t.axis_distance(geo.cube(to.index()), n)
                        < t.axis_distance(geo.cube(from.index()), n)
                }
                Move::Pass => false,
            })
            .collect();
        let pool = if forward.is_empty() { &legal } else { &forward };
        let m = pool[rng.random_range(0..pool.len())];
        p.play(m).expect("a legal move");
        out.push(m);
    }
    out
}

/// The baseline opponent: the move that brings the moving marble furthest toward its target
/// (rows along the target's axis), ties broken at random.
pub fn greedy_move(pos: &Position, rng: &mut ChaCha8Rng) -> Move {
    let moves = pos.legal_moves();
    let mut best = Vec::new();
    let mut best_gain = i32::MIN;
    let geo = pos.geometry();
    for &m in &moves {
        let gain = match m {
            Move::Pass => i32::MIN + 1,
            Move::Marble { from, to } => {
                let k = pos.set_at(from).expect("a marble");
                let t = pos.layout().sets[k].target;
                let n = pos.size() as i8;
                t.axis_distance(geo.cube(from.index()), n) as i32
                    - t.axis_distance(geo.cube(to.index()), n) as i32
            }
        };
        if gain > best_gain {
            best_gain = gain;
            best.clear();
        }
        if gain == best_gain {
            best.push(m);
        }
    }
    best[rng.random_range(0..best.len())]
}

/// How a one-ply racer ([`racer_move_styled`]) scores moves: the ways independent authors of
/// the same idea differ (BENCHMARKS.md, "The racer family"). The default is [`racer_move`]'s.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct RacerStyle {
    /// Head for the deepest free hole of the target (the far tip first; among holes as deep,
    /// the nearest) instead of the nearest free hole.
    pub tip: bool,
    /// Count a move's gain in rows toward the target's tip (board steps toward the hole only
    /// break ties) instead of board steps toward the hole.
    pub rows: bool,
    /// Break ties by hole order (the lowest first hole, then the lowest last hole) instead of
    /// at random.
    pub order: bool,
    /// Let a marble already in its target move as any other (its own hole counts as free for
    /// it, so it leaves only when nothing else scores better) instead of only deeper.
    pub out: bool,
    /// Count a move's gain in squares of the distance (before squared minus after squared),
    /// so that marbles far behind move first.
    pub back: bool,
}

impl RacerStyle {
    /// The named racers of `petri-cli match` (`racer`, `racer-tip`, …): `racer` and a dash
    /// for each difference from it, in the order `tip`, `rows`, `order`, `out`, `back`.
    pub fn name(self) -> String {
        let mut s = String::from("racer");
        for (on, part) in [
            (self.tip, "-tip"),
            (self.rows, "-rows"),
            (self.order, "-order"),
            (self.out, "-out"),
            (self.back, "-back"),
        ] {
            if on {
                s.push_str(part);
            }
        }
        s
    }
    /// The style of a racer's name (see [`RacerStyle::name`]); each difference at most once,
    /// in any order.
    pub fn parse(name: &str) -> Option<RacerStyle> {
        let rest = name.strip_prefix("racer")?;
        let mut style = RacerStyle::default();
        if rest.is_empty() {
            return Some(style);
        }
        for part in rest.strip_prefix('-')?.split('-') {
            let flag = match part {
                "tip" => &mut style.tip,
                "rows" => &mut style.rows,
                "order" => &mut style.order,
                "out" => &mut style.out,
                "back" => &mut style.back,
                _ => return None,
            };
            if *flag {
                return None;
            }
            *flag = true;
        }
        Some(style)
    }
}

/// The one-ply racer: an independent opponent modelled on a published game's
/// computer player, stronger at racing than [`greedy_move`]. Each marble heads for the nearest
/// hole of its target not yet held by its own colour set (board steps, any path); a move scores
/// the ground the marble gains toward that hole (steps before minus steps after; with several
/// nearest holes, the one the move gains most toward). A marble already in its target only
/// moves deeper, toward the target's far tip (scored by the rows it goes deeper): never out,
/// never sideways or back within it. The best-scoring move of the full legal move list is
/// played, ties broken by `rng`. Only when nothing else can move does a marble at home move
/// anyway (the least backward move); a seat that must pass passes.
pub fn racer_move(pos: &Position, rng: &mut ChaCha8Rng) -> Move {
    racer_move_styled(pos, RacerStyle::default(), rng)
}

/// A one-ply racer of the given style (see [`RacerStyle`]; the default is [`racer_move`]).
pub fn racer_move_styled(pos: &Position, style: RacerStyle, rng: &mut ChaCha8Rng) -> Move {
    let moves = pos.legal_moves();
    let sets = &pos.layout().sets;
    // Per colour set: the target holes its own marbles do not hold yet.
    let free: Vec<Bitboard> = (0..sets.len())
        .map(|k| sets[k].target_holes & !pos.set_holes(k))
        .collect();
    // The best moves allowed, and the best of all moves (used when none is allowed).
    let mut best: (i32, Vec<Move>) = (i32::MIN, Vec::new());
    let mut forced: (i32, Vec<Move>) = (i32::MIN, Vec::new());
    for &m in &moves {
        let (allowed, score) = racer_score(pos, &free, style, m);
        let pool = if allowed { &mut best } else { &mut forced };
        if score > pool.0 {
            *pool = (score, Vec::new());
        }
        if score == pool.0 {
            pool.1.push(m);
        }
    }
    let pool = if best.1.is_empty() { forced.1 } else { best.1 };
    if style.order {
        let key = |m: &Move| (m.from().map(|h| h.index()), m.to().map(|h| h.index()));
        *pool.iter().min_by_key(|m| key(m)).expect("a move")
    } else {
        pool[rng.random_range(0..pool.len())]
    }
}

/// A move's score for [`racer_move_styled`], and whether the racer plays it at all (unless
/// `style.out`, a marble at home moving out, sideways or back is not played while another move
/// is there).
fn racer_score(pos: &Position, free: &[Bitboard], style: RacerStyle, m: Move) -> (bool, i32) {
    let Move::Marble { from, to } = m else {
        return (true, i32::MIN + 1);
    };
    let geo = pos.geometry();
    let n = pos.size() as i8;
    let k = pos.set_at(from).expect("a marble on the move's first hole");
    let set = &pos.layout().sets[k];
    let (f, t) = (geo.cube(from.index()), geo.cube(to.index()));
    let rows = |c| set.target.axis_distance(c, n) as i32;
    if set.target_holes.has(from.index()) && !style.out {
        let deeper = rows(f) - rows(t);
        return (set.target_holes.has(to.index()) && deeper > 0, deeper);
    }
    let steps = |h: usize| geo.cube(h).distance(f) as i32;
    // The holes it may head for: free ones, and (a marble home, free to move) its own.
    let mut open = free[k];
    if set.target_holes.has(from.index()) {
        open.set(from.index());
    }
    // The holes the marble heads for: the nearest free ones, or the nearest of the deepest.
    let holes: Vec<usize> = if style.tip {
        let deepest = open.iter().map(|h| rows(geo.cube(h))).min();
        let row: Vec<usize> = open
            .iter()
            .filter(|&h| Some(rows(geo.cube(h))) == deepest)
            .collect();
        let nearest = row.iter().map(|&h| steps(h)).min();
        row.into_iter()
            .filter(|&h| Some(steps(h)) == nearest)
            .collect()
    } else {
        let nearest = open.iter().map(steps).min();
        open.iter().filter(|&h| Some(steps(h)) == nearest).collect()
    };
    if holes.is_empty() {
        // More marbles than target holes (a position set up by hand): rows gained.
        return (true, rows(f) - rows(t));
    }
    // Board steps gained toward the hole (with several, the one gained most toward); counted
    // in rows, the rows gained toward the tip come first and the steps only break ties.
    let gain = holes
        .iter()
        .map(|&h| {
            let c = geo.cube(h);
            let (a, b) = (c.distance(f) as i32, c.distance(t) as i32);
            if style.back { a * a - b * b } else { a - b }
        })
        .max()
        .expect("a hole");
    let gain = if style.rows && style.back {
        (rows(f) * rows(f) - rows(t) * rows(t)) * 64 + gain
    } else if style.rows {
        (rows(f) - rows(t)) * 64 + gain
    } else {
        gain
    };
    (true, gain)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{at, position, target_but};
    use petri_rules::{CheckersGame, Preset};

    fn racer_choices(pos: &Position) -> Vec<Move> {
        let mut seen: Vec<Move> = (0..32)
            .map(|seed| racer_move(pos, &mut ChaCha8Rng::seed_from_u64(seed)))
            .collect();
        seen.sort_by_key(|m| m.to_string());
        seen.dedup();
        seen
    }

    #[test]
    fn medium_and_up_play_the_learned_race_evaluation() {
        for level in Level::ALL {
            let mut ai = CheckersAi::new(level, 1);
            let expected = if level >= Level::Medium {
                race::RaceEval::Learned
            } else {
                race::RaceEval::HandMade
            };
            assert_eq!(ai.searcher().race, expected, "{level}");
            assert_eq!(
                ai.searcher().race_jam > 0,
                level >= Level::Medium,
                "{level}"
            );
            assert_eq!(
                ai.searcher().pair_margin > 0,
                level >= Level::Hard,
                "{level}"
            );
        }
    }

    #[test]
    fn the_test_board_has_seat_a_heading_for_the_top() {
        let pos = position(&[((0, 0), 'a')]);
        let set = &pos.layout().sets[0];
        assert_eq!(at(4, -8).index(), 0, "the apex is the first hole");
        assert!(set.target_holes.has(at(4, -8).index()));
        assert!(set.target_holes.has(at(1, -5).index()));
        assert!(!set.target_holes.has(at(4, -4).index()));
        assert_eq!(set.target_holes.count(), 10);
    }

    #[test]
    fn a_long_hop_chain_forward_beats_a_step() {
        // a on (2, 0) hops over b on (2, -1) and (2, -3) to (2, -4), a step from the target;
        // its other moves and the lone marble on (-2, 2) gain a step at most.
        let pos = position(&[
            ((2, 0), 'a'),
            ((-2, 2), 'a'),
            ((2, -1), 'b'),
            ((2, -3), 'b'),
        ]);
        let chain = Move::new(at(2, 0), at(2, -4));
        assert!(pos.legal_moves().contains(&chain));
        assert_eq!(pos.path(chain).len(), 2, "two hops");
        assert_eq!(racer_choices(&pos), vec![chain]);
        let sets = &pos.layout().sets;
        let free: Vec<Bitboard> = (0..sets.len())
            .map(|k| sets[k].target_holes & !pos.set_holes(k))
            .collect();
        // Five steps from the nearest target hole before, one after.
        assert_eq!(
            racer_score(&pos, &free, RacerStyle::default(), chain),
            (true, 4)
        );
        let step = Move::new(at(2, 0), at(3, -1));
        assert_eq!(
            racer_score(&pos, &free, RacerStyle::default(), step),
            (true, 1)
        );
        let half = Move::new(at(2, 0), at(2, -2));
        assert_eq!(
            racer_score(&pos, &free, RacerStyle::default(), half),
            (true, 2)
        );
    }

    #[test]
    fn the_last_marble_heads_for_the_free_hole_and_home_marbles_stay_put() {
        // Nine marbles home, the free hole is the far corner (1, -5). The last marble, on
        // (4, -4) under the full near corner, goes west toward it: no row gained (greedy's
        // measure), a step nearer the hole. A marble home could step sideways into the hole,
        // which the racer never plays.
        let mut m = target_but(&[(1, -5)]);
        m.push(((4, -4), 'a'));
        let pos = position(&m);
        let sideways = Move::new(at(2, -5), at(1, -5));
        assert!(pos.legal_moves().contains(&sideways));
        assert_eq!(racer_choices(&pos), vec![Move::new(at(4, -4), at(3, -4))]);
    }

    #[test]
    fn a_home_marble_never_moves_out_or_sideways_while_another_marble_can_move() {
        // The last marble sits on the right triangle's apex (8, -4), hemmed in by b but for a
        // step that gains nothing toward the free hole (4, -5); a marble home could step
        // sideways into that hole or walk out of the target.
        let mut m = target_but(&[(4, -5)]);
        m.extend([((8, -4), 'a'), ((7, -4), 'b'), ((6, -4), 'b')]);
        let pos = position(&m);
        let legal = pos.legal_moves();
        assert!(legal.contains(&Move::new(at(3, -5), at(4, -5))));
        assert!(legal.contains(&Move::new(at(3, -5), at(3, -4))));
        assert_eq!(racer_choices(&pos), vec![Move::new(at(8, -4), at(7, -3))]);
    }

    /// Nine of a's marbles home, the last one (at (8, -4)) walled in by b's.
    fn last_marble_walled_in() -> Position {
        let mut m = target_but(&[(4, -5)]);
        m.extend([
            ((8, -4), 'a'),
            ((7, -4), 'b'),
            ((6, -4), 'b'),
            ((7, -3), 'b'),
            ((6, -2), 'b'),
        ]);
        position(&m)
    }

    #[test]
    fn with_only_home_marbles_free_to_move_it_stays_inside_the_target() {
        // As above with the last marble walled in: a marble home must move; the racer keeps
        // it inside the target (sideways), never out.
        let pos = last_marble_walled_in();
        assert!(pos.destinations(at(8, -4)).is_empty());
        let target = pos.layout().sets[0].target_holes;
        let choices = racer_choices(&pos);
        assert!(!choices.is_empty());
        for c in choices {
            assert!(pos.legal_moves().contains(&c));
            let (from, to) = (c.from().unwrap(), c.to().unwrap());
            assert!(target.has(from.index()) && target.has(to.index()), "{c}");
        }
    }

    #[test]
    fn a_marble_home_moves_deeper_toward_the_tip() {
        // Nine marbles home with the apex free, the tenth far away (it gains a step at most):
        // a marble home hops two rows deeper to the apex. Two hops do; the seed picks one.
        let mut m = target_but(&[(4, -8)]);
        m.push(((0, 0), 'a'));
        let pos = position(&m);
        let hops = vec![
            Move::new(at(2, -6), at(4, -8)),
            Move::new(at(4, -6), at(4, -8)),
        ];
        assert_eq!(racer_choices(&pos), hops);
    }

    fn styled_choices(pos: &Position, style: RacerStyle) -> Vec<Move> {
        let mut seen: Vec<Move> = (0..32)
            .map(|seed| racer_move_styled(pos, style, &mut ChaCha8Rng::seed_from_u64(seed)))
            .collect();
        seen.sort_by_key(|m| m.to_string());
        seen.dedup();
        seen
    }

    fn free_holes(pos: &Position) -> Vec<Bitboard> {
        let sets = &pos.layout().sets;
        (0..sets.len())
            .map(|k| sets[k].target_holes & !pos.set_holes(k))
            .collect()
    }

    #[test]
    fn racer_names_say_how_they_differ_from_racer() {
        let mut names = Vec::new();
        for bits in 0..32u8 {
            let style = RacerStyle {
                tip: bits & 1 != 0,
                rows: bits & 2 != 0,
                order: bits & 4 != 0,
                out: bits & 8 != 0,
                back: bits & 16 != 0,
            };
            assert_eq!(RacerStyle::parse(&style.name()), Some(style));
            names.push(style.name());
        }
        names.sort();
        names.dedup();
        assert_eq!(names.len(), 32);
        assert_eq!(RacerStyle::default().name(), "racer");
        assert_eq!(
            RacerStyle::parse("racer-out-tip"),
            RacerStyle::parse("racer-tip-out")
        );
        for bad in [
            "racer-tip-tip",
            "racer-fast",
            "racer-",
            "racers",
            "racertip",
            "greedy",
        ] {
            assert_eq!(RacerStyle::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn the_tip_racer_heads_for_the_deepest_free_hole() {
        // Free: the near corner (1, -5) and (4, -7), a row from the tip. The marble on
        // (1, -4) is a step from the corner and three from (4, -7).
        let mut m = target_but(&[(1, -5), (4, -7)]);
        m.push(((1, -4), 'a'));
        let pos = position(&m);
        let free = free_holes(&pos);
        let tip = RacerStyle {
            tip: true,
            ..RacerStyle::default()
        };
        let into_corner = Move::new(at(1, -4), at(1, -5));
        let toward_tip = Move::new(at(1, -4), at(2, -5));
        let near = RacerStyle::default();
        assert_eq!(racer_score(&pos, &free, near, into_corner), (true, 1));
        assert_eq!(racer_score(&pos, &free, near, toward_tip), (true, 0));
        assert_eq!(racer_score(&pos, &free, tip, into_corner), (true, 0));
        assert_eq!(racer_score(&pos, &free, tip, toward_tip), (true, 1));
    }

    #[test]
    fn the_rows_racer_counts_rows_first_and_steps_after() {
        let pos = position(&[
            ((2, 0), 'a'),
            ((-2, 2), 'a'),
            ((2, -1), 'b'),
            ((2, -3), 'b'),
        ]);
        let free = free_holes(&pos);
        let rows = RacerStyle {
            rows: true,
            ..RacerStyle::default()
        };
        // Rows toward the tip times 64, plus board steps toward the nearest free hole.
        for (to, expected) in [
            ((2, -4), 4 * 64 + 4),
            ((3, -1), 64 + 1),
            ((2, -2), 2 * 64 + 2),
        ] {
            let m = Move::new(at(2, 0), at(to.0, to.1));
            assert_eq!(racer_score(&pos, &free, rows, m), (true, expected), "{m}");
        }
        // Sideways: no row, a step nearer the free corner (1, -5).
        let mut m = target_but(&[(1, -5)]);
        m.push(((4, -4), 'a'));
        let pos = position(&m);
        let west = Move::new(at(4, -4), at(3, -4));
        assert_eq!(racer_score(&pos, &free_holes(&pos), rows, west), (true, 1));
    }

    #[test]
    fn the_back_racer_moves_the_marble_furthest_behind_first() {
        // Two marbles each a step from gaining a step toward the free holes: the one far
        // behind gains 9² − 8² = 17, the one near the target 2² − 1² = 3.
        let pos = position(&[((0, 4), 'a'), ((2, -3), 'a')]);
        let free = free_holes(&pos);
        let back = RacerStyle {
            back: true,
            ..RacerStyle::default()
        };
        let rear = Move::new(at(0, 4), at(0, 3));
        let front = Move::new(at(2, -3), at(2, -4));
        let near = RacerStyle::default();
        assert_eq!(racer_score(&pos, &free, near, rear).1, 1);
        assert_eq!(racer_score(&pos, &free, near, front).1, 1);
        let (r, f) = (
            racer_score(&pos, &free, back, rear).1,
            racer_score(&pos, &free, back, front).1,
        );
        assert!(r > f, "{r} {f}");
        let choices = styled_choices(&pos, back);
        assert!(choices.contains(&rear), "{choices:?}");
        assert!(
            choices.iter().all(|c| c.from() == Some(at(0, 4))),
            "{choices:?}"
        );
        assert!(
            racer_choices(&pos)
                .iter()
                .any(|c| c.from() == Some(at(2, -3)))
        );
    }

    #[test]
    fn the_order_racer_breaks_ties_by_hole_order_whatever_its_seed() {
        // Two hops reach the free tip equally deep: `racer` picks either by its seed, the
        // order racer always the one from the lower hole, (2, -6).
        let mut m = target_but(&[(4, -8)]);
        m.push(((0, 0), 'a'));
        let pos = position(&m);
        assert_eq!(racer_choices(&pos).len(), 2);
        let order = RacerStyle {
            order: true,
            ..RacerStyle::default()
        };
        assert!(at(2, -6).index() < at(4, -6).index());
        assert_eq!(
            styled_choices(&pos, order),
            vec![Move::new(at(2, -6), at(4, -8))]
        );
    }

    #[test]
    fn the_out_racer_lets_a_marble_home_step_out_when_nothing_else_scores_better() {
        let out = RacerStyle {
            out: true,
            ..RacerStyle::default()
        };
        // With the last marble free to go west, home marbles stay (leaving their hole costs).
        let mut m = target_but(&[(1, -5)]);
        m.push(((4, -4), 'a'));
        let pos = position(&m);
        assert_eq!(
            styled_choices(&pos, out),
            vec![Move::new(at(4, -4), at(3, -4))]
        );
        // With the last marble walled in, a marble home may step out of the target (the
        // usual racer keeps it inside).
        let pos = last_marble_walled_in();
        let target = pos.layout().sets[0].target_holes;
        let leaves = |c: &Move| !target.has(c.to().unwrap().index());
        assert!(styled_choices(&pos, out).iter().any(leaves));
        assert!(!racer_choices(&pos).iter().any(leaves));
    }

    #[test]
    fn racers_finish_their_races_never_leaving_home_and_replay_with_the_seed() {
        let rules = Rules::preset(Preset::Classic, 2);
        let play = |seed: u64| {
            let mut game = CheckersGame::new(&rules).unwrap();
            let mut rngs = [
                ChaCha8Rng::seed_from_u64(seed),
                ChaCha8Rng::seed_from_u64(seed + 1),
            ];
            let mut moves = Vec::new();
            while !game.is_over() {
                let pos = game.position().clone();
                let m = racer_move(&pos, &mut rngs[pos.to_move().index()]);
                let sets = &pos.layout().sets;
                let free: Vec<Bitboard> = (0..sets.len())
                    .map(|k| sets[k].target_holes & !pos.set_holes(k))
                    .collect();
                let legal = pos.legal_moves();
                let any_allowed = legal
                    .iter()
                    .any(|&l| racer_score(&pos, &free, RacerStyle::default(), l).0);
                assert!(
                    racer_score(&pos, &free, RacerStyle::default(), m).0 || !any_allowed,
                    "{m}"
                );
                if let (Some(from), Some(to)) = (m.from(), m.to()) {
                    let k = pos.set_at(from).unwrap();
                    let home = sets[k].target_holes;
                    if any_allowed && home.has(from.index()) {
                        assert!(home.has(to.index()), "{m} leaves the target");
                    }
                }
                game.play(m).unwrap();
                moves.push(m);
            }
            let o = game.outcome().unwrap();
            (moves, o.winners())
        };
        for seed in [1, 2] {
            let (moves, winners) = play(seed);
            assert_eq!(winners.len(), 1, "seed {seed}: someone gets home first");
            assert!(moves.len() < 400, "seed {seed}: {} moves", moves.len());
            assert_eq!(play(seed).0, moves, "the same seed, the same game");
        }
    }
}
