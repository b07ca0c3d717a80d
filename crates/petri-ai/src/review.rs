//! An engine review of a finished game: every turn of every seat scored against the
//! engine's choice in the same position, marked like a chess site's analysis, with the data
//! for an evaluation graph and a summary per seat.
//!
//! ## What a turn's loss is
//!
//! * **Chinese checkers**, in *rows*. A seat's distance home is the sum over its marbles of
//!   the rows to its target's apex, less the least that sum can be (every target hole filled):
//!   0 exactly when the seat is home ([`rows_home`]). A move is valued by the mover's distance
//!   after it *and after the mover's best next move* (the others standing still,
//!   [`look_ahead`]): a move that gains fewer rows now but sets up a hop (a ladder) is worth
//!   what the hop brings. The engine's best is [`CheckersAi`] at [`Level::Hard`] searching a
//!   fixed node budget ([`ReviewOptions::nodes`]); the loss is how many rows the move played
//!   leaves the mover behind the engine's move by that measure, never below 0. A move with no
//!   alternative (a forced pass, a single legal move) is listed but not scored.
//! * **Petri**, in *pieces*. A turn (roll, die, placements or removals, checks) scores the
//!   pieces that went into the mover's cup during it (captures, and pieces that could not be
//!   placed) plus the change in the mover's pieces on the board. The engine's best for the
//!   same roll is the turn [`PetriAi`] plays at [`Level::Hard`] (beam search over the die
//!   and placements, expectimax over the next seat's 21 rolls, then the capture solver's best
//!   order), seeded by the turn's ply. `master`'s wider beam chose much the same turns at twice
//!   the cost (17–21 ms a turn natively, more than a frame; `hard` 8–11 ms). The engine is not
//!   exhaustive and weighs the next seat's replies, so a turn played may score above it now
//!   (loss 0). The loss is the engine turn's score less the turn's, never below 0. A turn the
//!   record does not finish is not scored.
//!
//! ## Marks
//!
//! A turn is [`Mark::Good`] below the game's [`Thresholds::inaccuracy`], then
//! [`Mark::Inaccuracy`], [`Mark::Mistake`] from [`Thresholds::mistake`] and [`Mark::Blunder`]
//! from [`Thresholds::blunder`]: [`CHECKERS_THRESHOLDS`] (2, 3 and 5 rows) and
//! [`PETRI_THRESHOLDS`] (1, 2 and 3 pieces).
//!
//! ## Accuracy
//!
//! A seat's accuracy is the mean over its scored turns of `100 × (1 − min(loss, B) / B)`, `B`
//! the game's blunder threshold: 100% when every turn matches the engine, 0% when every turn
//! is a blunder (a lichess-like figure from the average loss, capped per turn so that one
//! disaster does not hide the rest of the game).
//!
//! ## Slices
//!
//! [`Reviewer::step`] does a bounded amount of work per call (the game runs it beside play, a
//! few thousand nodes a frame on the web). Searches always run in slices of [`SLICE`] nodes
//! whatever the budget a call is given, so the review of a record depends only on the record
//! and the node budget, not on how the work was cut up.

use petri_rules::{
    Action, Game, GameRecord, Hole, Move, PetriAction, PetriPhase, PetriState, Position,
    RecordError, Seat,
};
use serde::Serialize;

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use crate::eval::CostTable;
use crate::petri::PetriAi;
use crate::{CheckersAi, Level, Thought};

/// The engine's node budget a move when none is given, `hard`'s own: a two-player game of
/// 99 moves is reviewed in about 9 s on one core of a 2-vCPU machine, 5 s on two
/// ([`Reviewer::finish_on`]; BENCHMARKS.md, "The review on every core").
pub const DEFAULT_NODES: u64 = 100_000;

/// Search nodes per slice: every search runs in slices of this size, so that the result does
/// not depend on the budgets [`Reviewer::step`] is given.
pub const SLICE: u64 = 2_000;

/// The work one Petri turn counts for in [`Reviewer::step`]'s budget (the engine plans a turn
/// at once, in well under a frame).
pub const PETRI_TURN_WORK: u64 = 20_000;

/// Where a turn's marks start, in the game's unit (rows or pieces): a loss at or above a
/// threshold earns its mark.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Thresholds {
    pub inaccuracy: f64,
    pub mistake: f64,
    pub blunder: f64,
}

/// Chinese checkers, in rows: a row or less behind the engine is good; 2 rows an inaccuracy;
/// 3 or 4 a mistake; 5 or more (a step back where the engine hops on) a blunder.
pub const CHECKERS_THRESHOLDS: Thresholds = Thresholds {
    inaccuracy: 2.0,
    mistake: 3.0,
    blunder: 5.0,
};

/// Petri, in pieces: one piece an inaccuracy, two a mistake, three or more a blunder.
pub const PETRI_THRESHOLDS: Thresholds = Thresholds {
    inaccuracy: 1.0,
    mistake: 2.0,
    blunder: 3.0,
};

impl Thresholds {
    /// The thresholds of a game.
    pub fn of(petri: bool) -> Thresholds {
        if petri {
            PETRI_THRESHOLDS
        } else {
            CHECKERS_THRESHOLDS
        }
    }

    /// The mark a loss earns.
    pub fn mark(&self, loss: f64) -> Mark {
        if loss >= self.blunder {
            Mark::Blunder
        } else if loss >= self.mistake {
            Mark::Mistake
        } else if loss >= self.inaccuracy {
            Mark::Inaccuracy
        } else {
            Mark::Good
        }
    }

    /// A turn's accuracy in percent (see the module's documentation).
    pub fn accuracy(&self, loss: f64) -> f64 {
        100.0 * (1.0 - loss.clamp(0.0, self.blunder) / self.blunder)
    }
}

/// How a turn compares with the engine's choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mark {
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Mark {
    pub fn name(self) -> &'static str {
        match self {
            Mark::Good => "good",
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }
}

impl std::fmt::Display for Mark {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// What the review is asked to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ReviewOptions {
    /// The engine's search nodes a Chinese checkers move.
    pub nodes: u64,
}

impl Default for ReviewOptions {
    fn default() -> Self {
        ReviewOptions {
            nodes: DEFAULT_NODES,
        }
    }
}

/// One turn of a seat: a Chinese checkers move, or a whole Petri turn from its roll.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TurnReview {
    pub seat: Seat,
    /// Index into the record's moves of the turn's first action (a Petri turn's roll).
    pub ply: usize,
    /// Actions of the record in the turn (1 in Chinese checkers).
    pub plies: usize,
    /// Petri: the dice rolled.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dice: Option<[u8; 2]>,
    /// What was played (`n2-m2`; Petri `die 3; place e5 f5 g5; check e5`).
    pub played: String,
    /// The engine's choice in the same position (Petri: for the same roll).
    pub best: String,
    /// The holes `played` names, in order: a move's start and end, a Petri turn's holes
    /// placed on, taken back and checked (not in the JSON: the texts say them).
    #[serde(skip)]
    pub played_holes: Vec<Hole>,
    /// The same for `best`.
    #[serde(skip)]
    pub best_holes: Vec<Hole>,
    /// Chinese checkers: the mover's distance home in rows after the move played and its best
    /// next move; Petri: the turn's score in pieces.
    pub played_value: i32,
    /// The same for the engine's choice.
    pub best_value: i32,
    /// How much worse the turn is than the engine's choice (rows or pieces, at least 0).
    pub loss: f64,
    pub mark: Mark,
    /// No choice (a forced pass or a single legal move): not counted in the summary.
    pub forced: bool,
}

/// Every seat's standing after a ply, for an evaluation graph.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GraphPoint {
    /// Actions of the record played (0: the start).
    pub ply: usize,
    /// Chinese checkers: each seat's distance home in rows ([`rows_home`]); empty in Petri.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub distance: Vec<i32>,
    /// Petri: each seat's cup; empty in Chinese checkers.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub cup: Vec<u16>,
    /// Petri: each seat's pieces on the board; empty in Chinese checkers.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub in_play: Vec<u32>,
}

/// A seat's marks and accuracy over its scored turns.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SeatSummary {
    pub seat: Seat,
    /// Turns scored (forced ones left out).
    pub turns: usize,
    pub good: usize,
    pub inaccuracies: usize,
    pub mistakes: usize,
    pub blunders: usize,
    pub average_loss: f64,
    /// Percent (see the module's documentation); 100 with no turn scored.
    pub accuracy: f64,
}

/// A finished review.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Review {
    pub petri: bool,
    /// The engine's node budget a Chinese checkers move.
    pub nodes: u64,
    /// `rows` or `pieces`.
    pub unit: &'static str,
    pub thresholds: Thresholds,
    pub turns: Vec<TurnReview>,
    pub graph: Vec<GraphPoint>,
    pub seats: Vec<SeatSummary>,
}

/// How far a review is: turns reviewed out of all.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Progress {
    pub done: usize,
    pub total: usize,
}

impl Progress {
    pub fn is_done(&self) -> bool {
        self.done >= self.total
    }
}

/// A Chinese checkers seat's distance home in rows: the sum over its colour sets of their
/// marbles' rows to the target's apex, less the least that sum can be (the deepest target
/// holes, one per marble). 0 when the seat is home.
pub fn rows_home(pos: &Position, seat: Seat) -> i32 {
    let table = CostTable::get(pos.size());
    let mut total = 0;
    for k in pos.layout().sets_of(seat) {
        let set = &pos.layout().sets[k];
        let holes = pos.set_holes(k);
        let sum: i32 = holes.iter().map(|i| table.axis(set.target, i)).sum();
        let mut rows: Vec<i32> = set
            .target_holes
            .iter()
            .map(|i| table.axis(set.target, i))
            .collect();
        rows.sort_unstable();
        let floor: i32 = rows.iter().take(holes.count() as usize).sum();
        total += (sum - floor).max(0);
    }
    total
}

/// The value of a position for `seat` just after its move: its distance home in rows after its
/// best next move, the others standing still ([`rows_home`] now if no move does better).
pub fn look_ahead(pos: &Position, seat: Seat) -> i32 {
    let now = rows_home(pos, seat);
    if now == 0 {
        return 0;
    }
    let mut p = pos.clone();
    p.set_to_move(seat);
    let mut best = now;
    for m in p.legal_moves() {
        if m.is_pass() {
            continue;
        }
        p.play_unchecked(m);
        best = best.min(rows_home(&p, seat));
        p.undo_unchecked(m);
    }
    best
}

/// A turn waiting for review.
enum Job {
    Checkers {
        ply: usize,
        pos: Position,
        placed: Vec<bool>,
        played: Move,
        forced: bool,
    },
    Petri {
        ply: usize,
        plies: usize,
        /// The state just after the roll.
        rolled: PetriState,
        /// The state when the turn ended.
        after: PetriState,
        /// The state before the roll.
        before: PetriState,
        played: Vec<PetriAction>,
    },
}

/// A review being made in slices: [`Reviewer::step`] until [`Progress::is_done`], then
/// [`Reviewer::finish`].
pub struct Reviewer {
    options: ReviewOptions,
    petri: bool,
    players: u8,
    jobs: Vec<Job>,
    next: usize,
    /// The search under way for the current Chinese checkers job.
    search: Option<(CheckersAi, Thought)>,
    turns: Vec<TurnReview>,
    graph: Vec<GraphPoint>,
}

impl Reviewer {
    /// Replay the record (refused with the record's error when it does not replay) and list
    /// its turns; no search yet.
    pub fn new(record: &GameRecord, options: ReviewOptions) -> Result<Reviewer, RecordError> {
        // The whole record first: its error names the move that fails.
        record.replay()?;
        let mut start = record.clone();
        start.moves.clear();
        let mut game = start.replay()?;
        let petri = game.is_petri();
        let players = game.rules().players;
        let mut graph = vec![graph_point(&game, 0)];
        let mut jobs = Vec::new();
        let mut texts = record.moves.iter().enumerate().peekable();
        let err = |index: usize, text: &str, e: &dyn std::fmt::Display| RecordError::Move {
            index,
            text: text.to_string(),
            error: e.to_string(),
        };
        while let Some((i, text)) = texts.next() {
            let action = game.parse_action(text).map_err(|e| err(i, text, &e))?;
            match (&game, action) {
                (Game::Checkers(g), Action::Move(m)) => {
                    let placed = (0..g.rules().unit_count())
                        .map(|u| g.place_of(u).is_some())
                        .collect();
                    let pos = g.position().clone();
                    let forced = pos.legal_moves().len() <= 1;
                    jobs.push(Job::Checkers {
                        ply: i,
                        pos,
                        placed,
                        played: m,
                        forced,
                    });
                    let seat = game.to_move();
                    game.play(seat, action).map_err(|e| err(i, text, &e))?;
                    graph.push(graph_point(&game, i + 1));
                }
                (Game::Petri(g), Action::Petri(PetriAction::Roll(..)))
                    if g.state().phase() == PetriPhase::Roll =>
                {
                    // A turn: the roll and every action of the mover after it.
                    let before = g.state().clone();
                    let seat = game.to_move();
                    game.play(seat, action).map_err(|e| err(i, text, &e))?;
                    graph.push(graph_point(&game, i + 1));
                    let rolled = game.petri().expect("Petri").clone();
                    let mut played = Vec::new();
                    let mut last = i;
                    while in_turn(&game, seat) {
                        let Some((j, t)) = texts.next() else {
                            break;
                        };
                        let a = game.parse_action(t).map_err(|e| err(j, t, &e))?;
                        game.play(seat, a).map_err(|e| err(j, t, &e))?;
                        graph.push(graph_point(&game, j + 1));
                        if let Action::Petri(p) = a {
                            played.push(p);
                        }
                        last = j;
                    }
                    if !in_turn(&game, seat) {
                        jobs.push(Job::Petri {
                            ply: i,
                            plies: last + 1 - i,
                            rolled,
                            after: game.petri().expect("Petri").clone(),
                            before,
                            played,
                        });
                    }
                }
                _ => {
                    // The first-player roll: no decision.
                    let seat = game.to_move();
                    game.play(seat, action).map_err(|e| err(i, text, &e))?;
                    graph.push(graph_point(&game, i + 1));
                }
            }
        }
        Ok(Reviewer {
            options,
            petri,
            players,
            jobs,
            next: 0,
            search: None,
            turns: Vec::new(),
            graph,
        })
    }

    /// Turns reviewed and in all.
    pub fn progress(&self) -> Progress {
        Progress {
            done: self.next,
            total: self.jobs.len(),
        }
    }

    /// Work on for about `budget` search nodes (at least one slice of [`SLICE`] nodes, or one
    /// Petri turn, counted as [`PETRI_TURN_WORK`]).
    pub fn step(&mut self, budget: u64) -> Progress {
        let mut spent = 0u64;
        loop {
            if self.next >= self.jobs.len() {
                break;
            }
            spent += self.work();
            if spent >= budget {
                break;
            }
        }
        self.progress()
    }

    /// One slice of work on the current job; returns the work done.
    fn work(&mut self) -> u64 {
        let (spent, turn) = slice(
            &self.jobs[self.next],
            &mut self.search,
            self.options.nodes,
            self.petri,
        );
        if let Some(turn) = turn {
            self.turns.push(turn);
            self.next += 1;
        }
        spent
    }

    /// The review made on `threads` threads at once (natively: every core), the turns handed
    /// out one at a time to whichever thread is free. The same review as [`Reviewer::finish`]'s:
    /// each turn is searched by a fresh engine in the same slices, whichever thread does it.
    /// `done` counts the turns reviewed (a progress bar); when `stop` is set the threads stop
    /// after the slice they are in and `None` is the answer.
    pub fn finish_on(
        mut self,
        threads: usize,
        done: &AtomicUsize,
        stop: &AtomicBool,
    ) -> Option<Review> {
        // A turn whose search is under way is finished here first.
        while self.search.is_some() && !stop.load(Ordering::Relaxed) {
            self.work();
        }
        let first = self.next;
        let next = AtomicUsize::new(first);
        done.store(first, Ordering::Relaxed);
        let (jobs, nodes, petri) = (&self.jobs, self.options.nodes, self.petri);
        let threads = threads.clamp(1, (jobs.len() - first).max(1));
        let mut reviewed: Vec<(usize, TurnReview)> = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..threads)
                .map(|_| {
                    scope.spawn(|| {
                        let mut mine = Vec::new();
                        loop {
                            let i = next.fetch_add(1, Ordering::Relaxed);
                            if i >= jobs.len() {
                                return mine;
                            }
                            let mut search = None;
                            loop {
                                if stop.load(Ordering::Relaxed) {
                                    return mine;
                                }
                                if let (_, Some(turn)) = slice(&jobs[i], &mut search, nodes, petri)
                                {
                                    mine.push((i, turn));
                                    done.fetch_add(1, Ordering::Relaxed);
                                    break;
                                }
                            }
                        }
                    })
                })
                .collect();
            workers
                .into_iter()
                .flat_map(|w| w.join().unwrap_or_default())
                .collect()
        });
        if stop.load(Ordering::Relaxed) {
            return None;
        }
        reviewed.sort_by_key(|(i, _)| *i);
        self.turns.extend(reviewed.into_iter().map(|(_, t)| t));
        self.next = self.jobs.len();
        Some(self.build())
    }

    /// The review, once every turn is reviewed (`None` before).
    pub fn review(&self) -> Option<Review> {
        self.progress().is_done().then(|| self.build())
    }

    /// The review, finishing whatever is left first.
    pub fn finish(mut self) -> Review {
        while !self.step(u64::MAX).is_done() {}
        self.build()
    }

    fn build(&self) -> Review {
        let thresholds = Thresholds::of(self.petri);
        let seats = (0..self.players)
            .map(Seat)
            .map(|seat| {
                let turns: Vec<&TurnReview> = self
                    .turns
                    .iter()
                    .filter(|t| t.seat == seat && !t.forced)
                    .collect();
                let count = |m: Mark| turns.iter().filter(|t| t.mark == m).count();
                let n = turns.len();
                let (average_loss, accuracy) = if n == 0 {
                    (0.0, 100.0)
                } else {
                    (
                        turns.iter().map(|t| t.loss).sum::<f64>() / n as f64,
                        turns
                            .iter()
                            .map(|t| thresholds.accuracy(t.loss))
                            .sum::<f64>()
                            / n as f64,
                    )
                };
                SeatSummary {
                    seat,
                    turns: n,
                    good: count(Mark::Good),
                    inaccuracies: count(Mark::Inaccuracy),
                    mistakes: count(Mark::Mistake),
                    blunders: count(Mark::Blunder),
                    average_loss,
                    accuracy,
                }
            })
            .collect();
        Review {
            petri: self.petri,
            nodes: self.options.nodes,
            unit: if self.petri { "pieces" } else { "rows" },
            thresholds,
            turns: self.turns.clone(),
            graph: self.graph.clone(),
            seats,
        }
    }
}

/// Review a record whole (see [`Reviewer`]); `nodes` is the engine's budget a move. One
/// thread; [`review_on`] uses several.
pub fn review(record: &GameRecord, nodes: u64) -> Result<Review, RecordError> {
    Ok(Reviewer::new(record, ReviewOptions { nodes })?.finish())
}

/// [`review`] on `threads` threads ([`Reviewer::finish_on`]): the same review, sooner.
pub fn review_on(record: &GameRecord, nodes: u64, threads: usize) -> Result<Review, RecordError> {
    let reviewer = Reviewer::new(record, ReviewOptions { nodes })?;
    let never = AtomicBool::new(false);
    Ok(reviewer
        .finish_on(threads, &AtomicUsize::new(0), &never)
        .expect("a review that is never stopped ends"))
}

/// One slice of work on a turn (see [`Reviewer::step`]): the work done, and the turn's review
/// once it is made. `search` holds a Chinese checkers search between slices.
fn slice(
    job: &Job,
    search: &mut Option<(CheckersAi, Thought)>,
    nodes: u64,
    petri: bool,
) -> (u64, Option<TurnReview>) {
    let turn = match job {
        Job::Checkers {
            ply,
            pos,
            placed,
            played,
            forced,
        } => {
            if !*forced {
                return checkers_slice(*ply, pos, placed, *played, search, nodes);
            }
            forced_review(*ply, pos, *played)
        }
        Job::Petri {
            ply,
            plies,
            rolled,
            after,
            before,
            played,
        } => petri_review(*ply, *plies, rolled, after, before, played),
    };
    (if petri { PETRI_TURN_WORK } else { 1 }, Some(turn))
}

/// The review of a forced Chinese checkers move (the only one): good, with nothing lost.
fn forced_review(ply: usize, pos: &Position, played: Move) -> TurnReview {
    let seat = pos.to_move();
    let text = played.to_string();
    let v = value_after(pos, played, seat);
    TurnReview {
        seat,
        ply,
        plies: 1,
        dice: None,
        played: text.clone(),
        best: text,
        played_holes: move_holes(played),
        best_holes: move_holes(played),
        played_value: v,
        best_value: v,
        loss: 0.0,
        mark: Mark::Good,
        forced: true,
    }
}

/// One slice of the engine's search for a Chinese checkers move (the first slice only sets
/// the search up): the nodes spent, and once the search is done, the review of the move
/// played against the engine's.
fn checkers_slice(
    ply: usize,
    pos: &Position,
    placed: &[bool],
    played: Move,
    search: &mut Option<(CheckersAi, Thought)>,
    nodes: u64,
) -> (u64, Option<TurnReview>) {
    let Some((ai, thought)) = search.as_mut() else {
        // A fresh player for every move (its tables, and its sense of how long the mover has
        // stalled, belong to no other move): setting it up (a 16 MB table) is a slice of its
        // own.
        let mut ai = CheckersAi::new(Level::Hard, 1).with_nodes(nodes);
        let thought = ai.begin_in(pos, placed);
        *search = Some((ai, thought));
        return (SLICE, None);
    };
    let before = thought.nodes();
    let Some(r) = ai.think(thought, Some(SLICE)) else {
        return ((thought.nodes() - before).max(1), None);
    };
    let spent = (thought.nodes() - before).max(1);
    *search = None;
    let seat = pos.to_move();
    let pv = value_after(pos, played, seat);
    let bv = value_after(pos, r.best, seat);
    let loss = (pv - bv).max(0) as f64;
    let turn = TurnReview {
        seat,
        ply,
        plies: 1,
        dice: None,
        played: played.to_string(),
        best: r.best.to_string(),
        played_holes: move_holes(played),
        best_holes: move_holes(r.best),
        played_value: pv,
        best_value: bv,
        loss,
        mark: CHECKERS_THRESHOLDS.mark(loss),
        forced: false,
    };
    (spent, Some(turn))
}

/// The review of a Petri turn: the actions played against the turn the engine plays from the
/// same roll ([`engine_turn`]).
fn petri_review(
    ply: usize,
    plies: usize,
    rolled: &PetriState,
    after: &PetriState,
    before: &PetriState,
    played: &[PetriAction],
) -> TurnReview {
    let seat = before.to_move();
    let dice = match rolled.phase() {
        PetriPhase::ChooseDie { dice } => Some(dice),
        _ => None,
    };
    let pv = petri_score(before, after, seat);
    let (engine, s) = engine_turn(rolled, seat, ply);
    let bv = petri_score(before, &s, seat);
    let loss = (bv - pv).max(0) as f64;
    TurnReview {
        seat,
        ply,
        plies,
        dice,
        played: petri_text(played),
        best: petri_text(&engine),
        played_holes: petri_holes(played),
        best_holes: petri_holes(&engine),
        played_value: pv,
        best_value: bv,
        loss,
        mark: PETRI_THRESHOLDS.mark(loss),
        forced: false,
    }
}

/// The rest of `seat`'s turn from `rolled` as the engine (`hard`, seeded by the ply) plays it:
/// its actions (at most 1 000) and the state they lead to.
fn engine_turn(rolled: &PetriState, seat: Seat, ply: usize) -> (Vec<PetriAction>, PetriState) {
    let mut ai = PetriAi::new(Level::Hard, ply as u64);
    let mut s = rolled.clone();
    let mut engine = Vec::new();
    while petri_in_turn(&s, seat) && engine.len() < 1_000 {
        let Some(a) = ai.choose(&s) else { break };
        if s.play(a).is_err() {
            break;
        }
        engine.push(a);
    }
    (engine, s)
}

/// A move's start and end (none for a pass).
fn move_holes(m: Move) -> Vec<Hole> {
    m.from().into_iter().chain(m.to()).collect()
}

/// The holes a Petri turn's actions name, in order.
fn petri_holes(actions: &[PetriAction]) -> Vec<Hole> {
    actions
        .iter()
        .filter_map(|a| match a {
            PetriAction::Place(h) | PetriAction::Remove(h) | PetriAction::Check(h) => Some(*h),
            _ => None,
        })
        .collect()
}

/// The mover's value after a move ([`look_ahead`]).
fn value_after(pos: &Position, m: Move, seat: Seat) -> i32 {
    let mut p = pos.clone();
    p.play_unchecked(m);
    look_ahead(&p, seat)
}

/// Is `seat`'s Petri turn still going on?
fn in_turn(game: &Game, seat: Seat) -> bool {
    game.petri().is_some_and(|s| petri_in_turn(s, seat))
}

fn petri_in_turn(s: &PetriState, seat: Seat) -> bool {
    s.to_move() == seat && !matches!(s.phase(), PetriPhase::Roll | PetriPhase::Over)
}

/// A Petri turn's score for its mover: pieces into its cup, plus the change in its pieces on
/// the board.
fn petri_score(before: &PetriState, after: &PetriState, seat: Seat) -> i32 {
    let cup = after.cup(seat) as i32 - before.cup(seat) as i32;
    let board = after.pieces(seat).count() as i32 - before.pieces(seat).count() as i32;
    cup + board
}

/// A turn's actions, runs of one kind together: `die 3; place e5 f5 g5; check e5 d4`.
fn petri_text(actions: &[PetriAction]) -> String {
    let mut parts: Vec<(String, Vec<String>)> = Vec::new();
    for a in actions {
        let text = a.to_text();
        let (verb, rest) = match text.split_once(' ') {
            Some((v, r)) if matches!(v, "place" | "remove" | "check") => {
                (v.to_string(), Some(r.to_string()))
            }
            _ => (text.clone(), None),
        };
        match (parts.last_mut(), rest) {
            (Some((v, args)), Some(r)) if *v == verb && !args.is_empty() => args.push(r),
            (_, Some(r)) => parts.push((verb, vec![r])),
            (_, None) => parts.push((verb, Vec::new())),
        }
    }
    if parts.is_empty() {
        return "-".to_string();
    }
    parts
        .into_iter()
        .map(|(v, args)| {
            if args.is_empty() {
                v
            } else {
                format!("{v} {}", args.join(" "))
            }
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// Every seat's standing now.
fn graph_point(game: &Game, ply: usize) -> GraphPoint {
    let seats = (0..game.rules().players).map(Seat);
    match game {
        Game::Checkers(g) => GraphPoint {
            ply,
            distance: seats.map(|s| rows_home(g.position(), s)).collect(),
            cup: Vec::new(),
            in_play: Vec::new(),
        },
        Game::Petri(g) => {
            let st = g.state();
            GraphPoint {
                ply,
                distance: Vec::new(),
                cup: seats.clone().map(|s| st.cup(s)).collect(),
                in_play: seats.map(|s| st.pieces(s).count()).collect(),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use petri_rules::{Preset, Rules};

    #[test]
    fn marks_start_at_their_thresholds() {
        let t = CHECKERS_THRESHOLDS;
        assert_eq!(t.mark(0.0), Mark::Good);
        assert_eq!(t.mark(1.0), Mark::Good);
        assert_eq!(t.mark(2.0), Mark::Inaccuracy);
        assert_eq!(t.mark(3.0), Mark::Mistake);
        assert_eq!(t.mark(4.0), Mark::Mistake);
        assert_eq!(t.mark(5.0), Mark::Blunder);
        assert_eq!(PETRI_THRESHOLDS.mark(1.0), Mark::Inaccuracy);
        assert_eq!(PETRI_THRESHOLDS.mark(3.0), Mark::Blunder);
        assert_eq!(t.accuracy(0.0), 100.0);
        assert_eq!(t.accuracy(2.5), 50.0);
        assert_eq!(t.accuracy(9.0), 0.0);
    }

    #[test]
    fn rows_home_falls_as_a_marble_advances_and_the_look_ahead_sees_the_next_hop() {
        let rules = Rules::preset(Preset::Classic, 2);
        let start = Position::start(&rules).unwrap();
        let d = rows_home(&start, Seat(0));
        assert_eq!(d, rows_home(&start, Seat(1)));
        let mut p = start.clone();
        p.play(p.parse_move("n1-m5").unwrap()).unwrap();
        assert_eq!(rows_home(&p, Seat(0)), d - 1, "a step forward is a row");
        assert_eq!(rows_home(&p, Seat(1)), d);
        // The mover's best next move from there gains more than a step: a hop.
        assert!(
            look_ahead(&p, Seat(0)) <= d - 3,
            "{}",
            look_ahead(&p, Seat(0))
        );
    }

    #[test]
    fn a_petri_turn_reads_in_runs() {
        let h = |s: &str| petri_rules::Hole::parse(4, s).unwrap();
        let turn = [
            PetriAction::ChooseDie(3),
            PetriAction::Place(h("e5")),
            PetriAction::Place(h("f5")),
            PetriAction::Check(h("e5")),
            PetriAction::CheckRest,
        ];
        assert_eq!(
            petri_text(&turn),
            "die 3; place e5 f5; check e5; check-rest"
        );
        assert_eq!(petri_text(&[]), "-");
    }

    #[test]
    fn a_review_on_several_threads_is_the_review_on_one() {
        use rand::SeedableRng;
        for rules in [
            Rules::preset(Preset::Classic, 2).with_size(3),
            Rules::preset(Preset::Petri, 2).with_petri(|o| o.turn_cap = 3),
        ] {
            // A short game between two computers (Petri: seeded dice).
            let mut game = Game::new(&rules).unwrap();
            let mut players: Vec<crate::Computer> = (0..2)
                .map(|s| crate::Computer::new(Level::Easy, 3 + s, &rules).deterministic())
                .collect();
            let mut dice = chacha20::ChaCha8Rng::seed_from_u64(5);
            while !game.is_over() && game.record().moves.len() < 40 {
                let seat = game.to_move();
                let a = if game.awaits_dice() {
                    use rand::RngExt;
                    Action::Petri(PetriAction::Roll(
                        dice.random_range(1..=6),
                        dice.random_range(1..=6),
                    ))
                } else {
                    players[seat.index()].choose(&game).unwrap()
                };
                game.play(seat, a).unwrap();
            }
            let record = game.record();
            let one = review(&record, 3_000).unwrap();
            assert!(!one.turns.is_empty());
            for threads in [2, 3, 64] {
                assert_eq!(
                    review_on(&record, 3_000, threads).unwrap(),
                    one,
                    "{threads}"
                );
            }
            // Some slices first (a search under way), then the threads: still the same.
            let mut r = Reviewer::new(&record, ReviewOptions { nodes: 3_000 }).unwrap();
            r.step(SLICE * 3);
            let done = AtomicUsize::new(0);
            let again = r.finish_on(2, &done, &AtomicBool::new(false)).unwrap();
            assert_eq!(again, one);
            assert_eq!(done.load(Ordering::Relaxed), one.turns.len());
            // Stopped: no review.
            let r = Reviewer::new(&record, ReviewOptions { nodes: 3_000 }).unwrap();
            assert!(r.finish_on(2, &done, &AtomicBool::new(true)).is_none());
        }
    }
}
