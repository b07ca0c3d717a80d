//! Puzzles with a proven best answer: made from computer games, checked by the rules.
//!
//! Three kinds are made by [`generate`], each with a par the crate's exact solvers prove:
//! - [`Kind::Home`] (Chinese checkers): only the solver's marbles move, the others stand still;
//!   bring every marble home in the fewest moves. The par is the length of the shortest way home
//!   found by the exact end-game search ([`crate::endgame`], IDA* with an admissible bound: the
//!   first bound that finishes is the fewest moves).
//! - [`Kind::Order`] (Petri): a capture step in which the order of checks matters: capture the
//!   most pieces. The par is what the exact capture-order solver proves (`proved` plans only).
//! - [`Kind::Roll`] (Petri): a position and a roll: choose the die and the placements, then the
//!   order, capturing the most. The par is proved by trying every die, every set of placements
//!   and the best order for each.
//!
//! A puzzle is data: rules, a position in the rules' notation, the actions that lead from it to
//! the puzzle's start (`setup`: a roll, a die, placements), the par and one best solution. An
//! [`Attempt`] plays one: it keeps the turn with the solver in a home puzzle, counts moves or
//! captures, gives stars and a hint (the next action of a best solution from where the player
//! stands). [`Puzzle::check`] replays the solution through the rules and proves the par again.

use std::collections::HashSet;

use chacha20::ChaCha8Rng;
use petri_rules::{
    Action, Bitboard, CheckersGame, Event, Game, PetriAction, PetriGame, Position, Preset, Rules,
    Seat, Stage,
};
use rand::{RngExt, SeedableRng};
use serde::{Deserialize, Serialize};

use crate::endgame::{Endgame, EndgameStatus};
use crate::{Computer, Level};

/// What a puzzle asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// Chinese checkers: every marble home in the fewest moves, the others standing still.
    Home,
    /// Petri: the order of checks that captures the most.
    Order,
    /// Petri: the die, the placements and the order that capture the most.
    Roll,
    /// Chinese checkers, the classic crossings: ten marbles across the empty board, alone
    /// (Levenspiel) or with a second colour the solver also moves (Fabian). The par is the
    /// published minimum (G. I. Bell, INTEGERS 9, 2009), not re-proved here: the solution is
    /// replayed and its final position checked.
    Crossing,
}

impl Kind {
    pub const ALL: [Kind; 4] = [Kind::Home, Kind::Order, Kind::Roll, Kind::Crossing];

    pub fn name(self) -> &'static str {
        match self {
            Kind::Home => "home",
            Kind::Order => "order",
            Kind::Roll => "roll",
            Kind::Crossing => "crossing",
        }
    }

    /// Fewer is better (moves) or more is better (captures).
    pub fn counts_moves(self) -> bool {
        matches!(self, Kind::Home | Kind::Crossing)
    }
}

/// How hard a puzzle is, by the work its answer takes (see [`generate`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Band {
    Easy,
    Medium,
    Hard,
}

impl Band {
    pub const ALL: [Band; 3] = [Band::Easy, Band::Medium, Band::Hard];

    pub fn name(self) -> &'static str {
        match self {
            Band::Easy => "easy",
            Band::Medium => "medium",
            Band::Hard => "hard",
        }
    }
}

/// One puzzle (one JSON line of the shipped set).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Puzzle {
    pub id: String,
    pub kind: Kind,
    pub band: Band,
    pub rules: Rules,
    /// The position in notation (a Petri position at the start of the solver's turn).
    pub position: String,
    /// Actions from `position` to the puzzle's start (Petri: the roll, then for an order
    /// puzzle the die and the placements).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub setup: Vec<String>,
    /// The dice, where they matter (Petri).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dice: Option<[u8; 2]>,
    /// Moves to get home (home puzzles) or pieces to capture (Petri), proved best; for the
    /// classic crossings the published minimum.
    pub par: u32,
    /// A best solution: moves (`n2-m2`) or actions (`die 3`, `place e5`, `remove e5`,
    /// `check e5`, `check-rest`: the notation's).
    pub solution: Vec<String>,
    /// Where the position came from: the computer game and ply (home), what the board's
    /// order captures (order), the turn's endings (roll: the different boards before the
    /// capture step over every die and every placement or removal), or the publication.
    pub source: String,
}

/// Why a puzzle cannot be read, played or checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleError(pub String);

impl std::fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for PuzzleError {}

fn err(id: &str, what: impl std::fmt::Display) -> PuzzleError {
    PuzzleError(format!("puzzle {id}: {what}"))
}

/// Stars for a result against the par: par (or better) three, one off two, otherwise one.
pub fn stars(kind: Kind, score: u32, par: u32) -> u8 {
    let off = if kind.counts_moves() {
        score.saturating_sub(par)
    } else {
        par.saturating_sub(score)
    };
    match off {
        0 => 3,
        1 => 2,
        _ => 1,
    }
}

/// A player's puzzle rating, Glicko-2 as lichess rates puzzles: each finished puzzle is a game
/// against the puzzle, whose rating is fixed by its band ([`Band::rating`]), and its own rating
/// period. A new player starts at 1500, deviation 350, volatility 0.06 (τ = 0.5).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct PuzzleRating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    /// Puzzles rated so far.
    pub games: u32,
}

impl Default for PuzzleRating {
    fn default() -> Self {
        PuzzleRating {
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
            games: 0,
        }
    }
}

/// How a finished puzzle counts for the rating: three stars without a hint win; three stars
/// with a hint, or two stars without one, draw; anything else — fewer stars, two with a hint,
/// the answer shown — loses.
pub fn outcome(stars: Option<u8>, hinted: bool, answer_shown: bool) -> f64 {
    match (stars, hinted, answer_shown) {
        (_, _, true) | (None, _, _) => 0.0,
        (Some(3), false, _) => 1.0,
        (Some(3), true, _) | (Some(2), false, _) => 0.5,
        _ => 0.0,
    }
}

impl Band {
    /// The fixed rating of the band's puzzles: easy 1200, medium 1500, hard 1800.
    pub fn rating(self) -> f64 {
        match self {
            Band::Easy => 1200.0,
            Band::Medium => 1500.0,
            Band::Hard => 1800.0,
        }
    }
}

/// The deviation given to every puzzle's fixed rating (puzzles are well known opponents).
pub const PUZZLE_DEVIATION: f64 = 60.0;

impl PuzzleRating {
    /// The rating after one puzzle of this band scored `score` (1 win, 0.5 draw, 0 loss; see
    /// [`outcome`]). Values that are not finite (a damaged settings file) start again from the
    /// default.
    pub fn after(self, band: Band, score: f64) -> PuzzleRating {
        use skillratings::Outcomes;
        use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
        let me = if self.is_sane() {
            self
        } else {
            PuzzleRating::default()
        };
        let outcome = if score >= 0.75 {
            Outcomes::WIN
        } else if score >= 0.25 {
            Outcomes::DRAW
        } else {
            Outcomes::LOSS
        };
        let player = Glicko2Rating {
            rating: me.rating,
            deviation: me.deviation,
            volatility: me.volatility,
        };
        let puzzle = Glicko2Rating {
            rating: band.rating(),
            deviation: PUZZLE_DEVIATION,
            volatility: 0.06,
        };
        let (new, _) = glicko2(&player, &puzzle, &outcome, &Glicko2Config::new());
        PuzzleRating {
            rating: new.rating,
            deviation: new.deviation,
            volatility: new.volatility,
            games: me.games.saturating_add(1),
        }
    }

    /// Shown with a "?" while the deviation is over 110 (provisional), as lichess does.
    pub fn provisional(&self) -> bool {
        self.deviation > 110.0
    }

    /// The rating as players read it: `1500?` while provisional, `1623` after.
    pub fn shown(&self) -> String {
        let me = if self.is_sane() {
            *self
        } else {
            PuzzleRating::default()
        };
        format!(
            "{:.0}{}",
            me.rating,
            if me.provisional() { "?" } else { "" }
        )
    }

    /// The rating if its numbers are usable, else a new player's (a damaged settings file).
    pub fn sane(self) -> PuzzleRating {
        if self.is_sane() {
            self
        } else {
            PuzzleRating::default()
        }
    }

    fn is_sane(&self) -> bool {
        self.rating.is_finite()
            && (0.0..=5000.0).contains(&self.rating)
            && self.deviation.is_finite()
            && self.deviation > 0.0
            && self.deviation <= 350.0
            && self.volatility.is_finite()
            && self.volatility > 0.0
            && self.volatility < 1.0
    }
}

impl Puzzle {
    /// The solver's seat and the game at the puzzle's start.
    pub fn start(&self) -> Result<(Game, Seat), PuzzleError> {
        let mut game = Game::from_notation(&self.rules, &self.position)
            .map_err(|e| err(&self.id, format!("position: {e}")))?;
        for text in &self.setup {
            let seat = game.to_move();
            let action = game
                .parse_action(text)
                .map_err(|e| err(&self.id, format!("setup `{text}`: {e}")))?;
            game.play(seat, action)
                .map_err(|e| err(&self.id, format!("setup `{text}`: {e}")))?;
        }
        let seat = game.to_move();
        let ready = match self.kind {
            Kind::Home | Kind::Crossing => game.checkers().is_some() && !game.is_seat_home(seat),
            Kind::Order => matches!(game.stage(), Stage::Capture),
            Kind::Roll => matches!(game.stage(), Stage::ChooseDie { .. }),
        };
        if !ready {
            return Err(err(
                &self.id,
                format!("the position is not a {} puzzle's start", self.kind.name()),
            ));
        }
        Ok((game, seat))
    }

    /// Replays the solution (it must reach the goal with the par) and proves the par again:
    /// home puzzles by the exact end-game search, Petri ones by the exact capture-order solver
    /// and, for a roll, every die and placement.
    pub fn check(&self) -> Result<(), PuzzleError> {
        let mut attempt = Attempt::new(self)?;
        for text in &self.solution {
            let action = attempt
                .game()
                .parse_action(text)
                .map_err(|e| err(&self.id, format!("solution `{text}`: {e}")))?;
            attempt
                .play(action)
                .map_err(|e| err(&self.id, format!("solution `{text}`: {e}")))?;
        }
        if !attempt.is_done() {
            return Err(err(&self.id, "the solution does not finish the puzzle"));
        }
        if attempt.score() != self.par {
            return Err(err(
                &self.id,
                format!(
                    "the solution scores {}, the par is {}",
                    attempt.score(),
                    self.par
                ),
            ));
        }
        if self.kind == Kind::Crossing {
            // The par is the published minimum; what is checked is the final position.
            return Ok(());
        }
        let (game, seat) = self.start()?;
        let proved = prove(self.kind, &game, seat, self.par + 1)
            .ok_or_else(|| err(&self.id, "the solver could not prove a par"))?;
        if proved.0 != self.par {
            return Err(err(
                &self.id,
                format!("the solver proves {}, the par says {}", proved.0, self.par),
            ));
        }
        Ok(())
    }
}

/// A best answer from `game` for `seat`: the par and its actions. Home: the fewest moves
/// (`limit`: the most moves looked for). Petri: the most captures. `None` when the solvers
/// cannot prove one within their budgets.
pub fn prove(kind: Kind, game: &Game, seat: Seat, limit: u32) -> Option<(u32, Vec<Action>)> {
    match kind {
        // Beyond the end-game search (see [`Kind::Crossing`]).
        Kind::Crossing => None,
        Kind::Home => {
            let pos = game.checkers()?.position();
            let mut search = Endgame::new(pos, seat, limit)?;
            match search.run(HOME_NODES) {
                EndgameStatus::Solved(moves) => Some((
                    moves.len() as u32,
                    moves.into_iter().map(Action::Move).collect(),
                )),
                _ => None,
            }
        }
        Kind::Order | Kind::Roll => {
            let mut leaves = 0;
            let best = best_turn(game, seat, &mut leaves)?;
            Some((best.0, best.1))
        }
    }
}

/// Node budget of the end-game search when proving a home puzzle.
const HOME_NODES: u64 = 3_000_000;
/// The most placement sets a roll puzzle may have (beyond it the position is not used).
const ROLL_LEAVES: u32 = 4_000;

/// The most captures `seat` can still make in this turn from `game` (choosing the die, the
/// placements or removals and the order), with a line of actions that makes them. `None` when
/// a capture step's order is not proved or the turn has more than [`ROLL_LEAVES`] endings.
fn best_turn(game: &Game, seat: Seat, leaves: &mut u32) -> Option<(u32, Vec<Action>)> {
    let mut seen = HashSet::new();
    // A game without the history behind it: the search clones it at every step.
    let mut light = Game::Petri(PetriGame::new(game.petri()?.clone()));
    light.keep_undo(false);
    best_turn_inner(&light, seat, leaves, &mut seen)
}

fn best_turn_inner(
    game: &Game,
    seat: Seat,
    leaves: &mut u32,
    seen: &mut HashSet<String>,
) -> Option<(u32, Vec<Action>)> {
    if game.to_move() != seat || game.is_over() {
        return Some((0, Vec::new()));
    }
    match game.stage() {
        Stage::Capture => {
            *leaves += 1;
            if *leaves > ROLL_LEAVES {
                return None;
            }
            let state = game.petri()?;
            let plan = state.best_capture_plan();
            if !plan.proved {
                return None;
            }
            let line = state
                .best_order_actions()
                .into_iter()
                .map(Action::Petri)
                .collect();
            Some((plan.holes.len() as u32, line))
        }
        Stage::ChooseDie { .. } | Stage::Place { .. } | Stage::Remove { .. } => {
            let mut best: Option<(u32, Vec<Action>)> = None;
            for action in game.legal_actions() {
                let mut next = game.clone();
                let Ok(events) = next.play(seat, action) else {
                    continue;
                };
                // The same pieces on the same holes with the same step to come: one ending.
                if !matches!(action, Action::Petri(PetriAction::ChooseDie(_)))
                    && !seen.insert(format!("{:?} {}", next.stage(), next.to_notation()))
                {
                    continue;
                }
                let now = captured(&events, seat);
                let (more, line) = best_turn_inner(&next, seat, leaves, seen)?;
                if best.as_ref().is_none_or(|b| now + more > b.0) {
                    let mut full = vec![action];
                    full.extend(line);
                    best = Some((now + more, full));
                }
            }
            best.or(Some((0, Vec::new())))
        }
        _ => Some((0, Vec::new())),
    }
}

/// Pieces `mover` captured in these events.
fn captured(events: &[Event], mover: Seat) -> u32 {
    events
        .iter()
        .filter(|e| matches!(e, Event::Captured { mover: m, .. } if *m == mover))
        .count() as u32
}

/// A player's try at a puzzle.
#[derive(Clone, Debug)]
pub struct Attempt {
    kind: Kind,
    game: Game,
    seat: Seat,
    score: u32,
    done: bool,
    solution: Vec<String>,
    /// Actions played so far (to tell whether the player is still on the solution's line).
    played: Vec<Action>,
    /// The others stand still: the turn comes straight back to the solver (home puzzles, a
    /// crossing alone). Otherwise (Fabian's crossing) the solver moves every colour in turn.
    returns_turn: bool,
}

impl Attempt {
    pub fn new(puzzle: &Puzzle) -> Result<Attempt, PuzzleError> {
        let (game, seat) = puzzle.start()?;
        let returns_turn = match puzzle.kind {
            Kind::Home => true,
            Kind::Crossing => game.checkers().is_some_and(|g| {
                let pos = g.position();
                (0..pos.rules().players)
                    .map(Seat)
                    .all(|s| s == seat || pos.seat_holes(s) == Bitboard::EMPTY)
            }),
            Kind::Order | Kind::Roll => false,
        };
        Ok(Attempt {
            kind: puzzle.kind,
            returns_turn,
            game,
            seat,
            score: 0,
            done: false,
            solution: puzzle.solution.clone(),
            played: Vec::new(),
        })
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// Whether the turn comes straight back to the solver (the others stand still); if not,
    /// the solver moves every seat in turn (Fabian's crossing).
    pub fn returns_turn(&self) -> bool {
        self.returns_turn
    }

    /// Moves made (home) or pieces captured (Petri) so far.
    pub fn score(&self) -> u32 {
        self.score
    }

    pub fn is_done(&self) -> bool {
        self.done
    }

    /// Plays the solver's action. In a home puzzle the turn comes straight back to the solver
    /// (the others stand still).
    pub fn play(&mut self, action: Action) -> Result<Vec<Event>, PuzzleError> {
        if self.done {
            return Err(PuzzleError("the puzzle is finished".into()));
        }
        // Fabian's crossing: the solver moves whichever colour is to move.
        let seat = if self.kind == Kind::Crossing && !self.returns_turn {
            self.game.to_move()
        } else {
            self.seat
        };
        let events = self
            .game
            .play(seat, action)
            .map_err(|e| PuzzleError(e.to_string()))?;
        self.played.push(action);
        match self.kind {
            Kind::Crossing if !self.returns_turn => {
                // Fabian's crossing: every move counts; done when a colour is home.
                self.score += 1;
                let players = self
                    .game
                    .checkers()
                    .map_or(0, |g| g.position().rules().players);
                if (0..players).any(|s| self.game.is_seat_home(Seat(s))) {
                    self.done = true;
                }
            }
            Kind::Home | Kind::Crossing => {
                self.score += 1;
                if self.game.is_seat_home(self.seat) {
                    self.done = true;
                } else if let Some(g) = self.game.checkers() {
                    let mut pos: Position = g.position().clone();
                    pos.set_to_move(self.seat);
                    self.game = Game::Checkers(CheckersGame::from_position(pos));
                }
            }
            Kind::Order | Kind::Roll => {
                self.score += captured(&events, self.seat);
                if self.game.to_move() != self.seat || self.game.is_over() {
                    self.done = true;
                }
            }
        }
        Ok(events)
    }

    /// The next action of a best solution from here: the shipped solution's while the player
    /// follows it, else what the solvers find from the current position.
    pub fn hint(&self) -> Option<Action> {
        if self.done {
            return None;
        }
        let on_line = self.played.len() < self.solution.len()
            && self
                .played
                .iter()
                .zip(&self.solution)
                .all(|(a, s)| action_text(*a) == *s);
        if on_line {
            return self
                .game
                .parse_action(&self.solution[self.played.len()])
                .ok();
        }
        prove(self.kind, &self.game, self.seat, 60).and_then(|(_, line)| line.first().copied())
    }
}

/// An action in the rules' text (`n2-m2`, `place e5`).
pub fn action_text(action: Action) -> String {
    match action {
        Action::Move(m) => m.to_string(),
        Action::Petri(a) => a.to_text(),
    }
}

/// The puzzle of the day: the same for everyone on a date (days since 1970-01-01, UTC).
pub fn daily(puzzles: &[Puzzle], day: u64) -> Option<&Puzzle> {
    if puzzles.is_empty() {
        return None;
    }
    // A fixed shuffle of the days (an odd multiplier modulo 2^64, then the count).
    let i = day.wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(17) % puzzles.len() as u64;
    puzzles.get(i as usize)
}

/// Reads a puzzle set: one JSON object a line (blank lines skipped). Errors name the line.
pub fn parse_set(text: &str) -> Result<Vec<Puzzle>, PuzzleError> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(n, l)| {
            serde_json::from_str(l).map_err(|e| PuzzleError(format!("line {}: {e}", n + 1)))
        })
        .collect()
}

/// Writes a puzzle set, one JSON object a line.
pub fn write_set(puzzles: &[Puzzle]) -> String {
    let mut out = String::new();
    for p in puzzles {
        out.push_str(&serde_json::to_string(p).expect("a puzzle is JSON"));
        out.push('\n');
    }
    out
}

/// What [`generate`] makes.
#[derive(Clone, Debug)]
pub struct Generate {
    /// Seed of the computer games and their dice.
    pub seed: u64,
    /// How many puzzles of each kind.
    pub per_kind: usize,
}

/// The games home puzzles are taken from: board sizes and player counts.
fn home_rules() -> Vec<Rules> {
    vec![
        Rules::preset(Preset::Classic, 2),
        Rules::preset(Preset::Classic, 3),
        Rules::preset(Preset::Classic, 6),
        Rules::preset(Preset::Classic, 2).with_size(3),
        Rules::preset(Preset::Classic, 2).with_pieces(15),
    ]
}

/// Makes puzzles from computer games (see the module documentation). Deterministic: the same
/// options make the same set. `progress` is told each puzzle as it is found.
pub fn generate(options: &Generate, mut progress: impl FnMut(&Puzzle)) -> Vec<Puzzle> {
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    let mut game_no = 0u64;
    let rules = home_rules();
    let mut home = 0;
    while home < options.per_kind && game_no < 4_000 {
        let r = rules[game_no as usize % rules.len()];
        game_no += 1;
        for p in home_puzzles(&r, options.seed ^ game_no.wrapping_mul(0x9E37), game_no) {
            if home < options.per_kind && seen.insert(p.position.clone()) {
                progress(&p);
                out.push(p);
                home += 1;
            }
        }
    }
    let (mut order, mut roll) = (0, 0);
    let petri = [
        Rules::preset(Preset::Petri, 2),
        Rules::preset(Preset::Petri, 3),
        Rules::preset(Preset::Petri, 4),
    ];
    while (order < options.per_kind || roll < options.per_kind) && game_no < 8_000 {
        let r = petri[game_no as usize % petri.len()];
        game_no += 1;
        let want = (order < options.per_kind, roll < options.per_kind);
        for p in petri_puzzles(
            &r,
            options.seed ^ game_no.wrapping_mul(0x9E37),
            game_no,
            want,
        ) {
            let room = match p.kind {
                Kind::Order => &mut order,
                _ => &mut roll,
            };
            if *room < options.per_kind && seen.insert(format!("{:?}{}", p.setup, p.position)) {
                *room += 1;
                progress(&p);
                out.push(p);
            }
        }
    }
    for (i, p) in out.iter_mut().enumerate() {
        p.id = format!("{}-{:04}", p.kind.name(), i + 1);
    }
    for p in crossings() {
        progress(&p);
        out.push(p);
    }
    out
}

/// Levenspiel's crossing (1971): ten marbles alone from one triangle to the opposite one in 27
/// moves, shown minimal on the 81 holes of the centre and the two triangles by G. I. Bell
/// (INTEGERS 9, 2009). This line of 27 was found by our own meet-in-the-middle search on the
/// whole board (moves are reversible and the goal is the start's mirror image, so a position
/// 13 moves out whose mirror image is one move away gives 13 + 1 + 13).
const LEVENSPIEL: &str = "n4-m8 p2-n4-l7 o1-m7-k7 k7-j7 o3-m7-k7-i7 q1-o1-m7-k7 n3-l8-j6-j8-h7 \
    h7-g7 n1-n3-l8-j6-j8-h7-f7 p1-n3-l8-j6-j8-h7 n2-n3 m8-k6-k8-i6-g8-g6-e8 e8-d3 \
    o2-m8-k6-k8-i6-g8-g6-e8-c2 n3-m8 m8-k6-k8-i6-g8-g6-e8 d3-d2 j7-h8-h6-f8-d3-b1 \
    l7-j7-h8-h6-f8-d3-d1 k7-j7 j7-h8-h6-f8-d3 g7-e7-c1-a1 i7-g7-e7-c3 h7-g7 g7-e7-c1 f7-d4-b2 \
    e8-d4";

/// Fabian's game (1979): two players cooperating so that one of them finishes as soon as
/// possible, 15 moves each, the second player home on the 30th move; Bell (2009) proved 30
/// minimal. Fabian's own move list (in Gardner's *Penrose Tiles to Trapdoor Ciphers*) was out
/// of our reach: this game of the same length was found by our own beam search (the winner's
/// progress, the loser leaving its triangle as a ladder, a hard cut on the moves left).
const FABIAN: &str = "n2-m6 d2-e6 n1-l6 b2-d2-f5 o3-m7-k5 c1-e5-g5 p2-n2-l5-j5 a1-c1-e5-e7 j5-i4 \
    d1-f6-h4-j5-l5-n2-p2 n4-n2-l5-j5-h4-f6-f4 d3-f6-h4-j5-l5-n2-n4 l6-k6 b1-d3-f6-h4-j5-l5-n2 \
    n3-n1-l6-j6 f5-h5-j4-l6-n1-n3 p1-n1-l6-j4-h5-f5-d2-f7 d4-b2-d2-f5-h5-j4-l6-n1-p1 k6-l7 \
    c2-d2 q1-o3-m7-k7-i5 d2-f5-h5-j4-l6-n1 i5-h6 e7-g7-i5-k7-m7-o3-q1 o2-m8-k6-i6-g6-g4 \
    g5-g3-e5-e7-g7-i5-k7-m7-o3 o1-m7-k7-i5-g7-e7 e6-e8-g6-i6-k6-m8-o2 e7-d3 c3-e7-g7-i5-k7-m7-o1";

/// The standard board with seat `a`'s ten marbles at home (the bottom triangle), nobody else.
const ALONE: &str = "./../.../..../............./............/.........../........../........./\
    ........../.........../............/............./aaaa/aaa/aa/a a";

/// The classic crossings ([`Kind::Crossing`]), their pars the published minima.
pub fn crossings() -> Vec<Puzzle> {
    let words =
        |text: &str| -> Vec<String> { text.split_whitespace().map(str::to_owned).collect() };
    let solution = words(LEVENSPIEL);
    let fabian = words(FABIAN);
    let rules = Rules::preset(Preset::Classic, 2);
    let start = Position::start(&rules)
        .map(|p| p.to_notation())
        .unwrap_or_default();
    vec![
        Puzzle {
            id: "crossing-levenspiel".into(),
            kind: Kind::Crossing,
            band: Band::Hard,
            rules: Rules::preset(Preset::Classic, 2),
            position: ALONE.to_owned(),
            setup: Vec::new(),
            dice: None,
            par: solution.len() as u32,
            solution,
            source: "Levenspiel's crossing (1971): the minimum, 27, proved by G. I. Bell, \
                 INTEGERS 9 (2009)"
                .into(),
        },
        Puzzle {
            id: "crossing-fabian".into(),
            kind: Kind::Crossing,
            band: Band::Hard,
            rules,
            position: start,
            setup: Vec::new(),
            dice: None,
            par: fabian.len() as u32,
            solution: fabian,
            source: "Fabian's game (1979): two players, 15 moves each, the shortest game, \
                 proved by G. I. Bell, INTEGERS 9 (2009)"
                .into(),
        },
    ]
}

/// The computers of a source game, one a seat, seeded from the game's seed.
fn computers(rules: &Rules, level: Level, seed: u64) -> Vec<Computer> {
    (0..rules.players)
        .map(|s| Computer::new(level, seed.wrapping_add(s as u64), rules).deterministic())
        .collect()
}

/// One computer game of Chinese checkers; from the positions where a seat's race no longer
/// meets anyone else's and 2–10 of its marbles are still out, home puzzles whose par the
/// end-game search proves (at most two a game, far enough apart).
fn home_puzzles(rules: &Rules, seed: u64, game_no: u64) -> Vec<Puzzle> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let Ok(mut game) = Game::new(rules) else {
        return Vec::new();
    };
    let level = [Level::Easy, Level::Medium][game_no as usize % 2];
    let mut players = computers(rules, level, seed);
    let mut out = Vec::new();
    let mut last_taken = 0usize;
    let mut ply = 0usize;
    // The first position a seat may be asked from: some plies in, so games differ.
    let from = 20 + rng.random_range(0..20usize);
    while !game.is_over() && ply < 600 && out.len() < 2 {
        let seat = game.to_move();
        if ply >= from && ply >= last_taken + 12 {
            let pos = game.checkers().map(|g| g.position().clone());
            if let Some(pos) = pos
                && let Some(p) = home_candidate(rules, &pos, seat, level, game_no, ply)
            {
                out.push(p);
                last_taken = ply;
            }
        }
        let Some(action) = players[seat.index()].choose(&game) else {
            break;
        };
        if game.play(seat, action).is_err() {
            break;
        }
        for p in players.iter_mut() {
            p.remember(&game);
        }
        ply += 1;
    }
    out
}

fn home_candidate(
    rules: &Rules,
    pos: &Position,
    seat: Seat,
    level: Level,
    game_no: u64,
    ply: usize,
) -> Option<Puzzle> {
    let out_of_home: u32 = pos
        .layout()
        .sets
        .iter()
        .enumerate()
        .filter(|(_, s)| s.seat == seat)
        .map(|(k, s)| (pos.set_holes(k) & !s.target_holes).count())
        .sum();
    if !(2..=10).contains(&out_of_home) || !crate::endgame::disengaged(pos, seat) {
        return None;
    }
    let mut search = Endgame::new(pos, seat, 30)?;
    let EndgameStatus::Solved(moves) = search.run(HOME_NODES) else {
        return None;
    };
    let par = moves.len() as u32;
    // A puzzle is a puzzle when the way is not simply one move a marble.
    if par <= out_of_home {
        return None;
    }
    let mut start = pos.clone();
    start.set_to_move(seat);
    let band = match (par, out_of_home) {
        (p, _) if p <= 6 => Band::Easy,
        (p, n) if p <= 12 && n <= 5 => Band::Medium,
        _ => Band::Hard,
    };
    Some(Puzzle {
        id: String::new(),
        kind: Kind::Home,
        band,
        rules: *rules,
        position: start.to_notation(),
        setup: Vec::new(),
        dice: None,
        par,
        solution: moves.iter().map(|m| m.to_string()).collect(),
        source: format!(
            "computer game {game_no} ({} against {0}), ply {ply}",
            level.name()
        ),
    })
}

/// One computer game of Petri; at each turn start (from the sixth turn), a roll puzzle when
/// the best turn for the roll is proved and beats the computer's own choice or a plain one,
/// and an order puzzle when the capture step the computer reached has orders that capture
/// fewer than the best.
fn petri_puzzles(
    rules: &Rules,
    seed: u64,
    game_no: u64,
    (want_order, want_roll): (bool, bool),
) -> Vec<Puzzle> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let Ok(mut game) = Game::new(rules) else {
        return Vec::new();
    };
    // Quick players: the games are only a source of positions.
    let level = [Level::Beginner, Level::Easy][game_no as usize % 2];
    let mut players = computers(rules, level, seed);
    let mut out = Vec::new();
    let mut turn_start: Option<(String, Vec<String>)> = None;
    let mut turns = 0u32;
    let mut actions = 0;
    while !game.is_over() && actions < 2_000 && out.len() < 4 {
        let seat = game.to_move();
        actions += 1;
        if game.awaits_dice() {
            let roll = PetriAction::Roll(rng.random_range(1..=6), rng.random_range(1..=6));
            if matches!(game.stage(), Stage::Roll) {
                turns += 1;
                turn_start = Some((game.to_notation(), vec![roll.to_text()]));
            }
            if game.play(seat, Action::Petri(roll)).is_err() {
                break;
            }
            if want_roll
                && turns >= 6
                && turns.is_multiple_of(3)
                && matches!(game.stage(), Stage::ChooseDie { .. })
                && let Some((position, setup)) = &turn_start
                && let Some(p) = roll_candidate(rules, position, setup, &game, seat, game_no)
            {
                out.push(p);
            }
            continue;
        }
        // Only the capture step's start: the setup holds no checks.
        let step_start = matches!(game.stage(), Stage::Capture)
            && turn_start
                .as_ref()
                .is_some_and(|(_, setup)| !setup.iter().any(|a| a.starts_with("check")));
        if want_order
            && turns >= 6
            && step_start
            && let Some((position, setup)) = &turn_start
            && let Some(p) = order_candidate(rules, position, setup, &game, seat, game_no)
        {
            out.push(p);
        }
        let Some(action) = players[seat.index()].choose(&game) else {
            break;
        };
        if let Some((_, setup)) = turn_start.as_mut() {
            setup.push(action_text(action));
        }
        if game.play(seat, action).is_err() {
            break;
        }
        for p in players.iter_mut() {
            p.remember(&game);
        }
    }
    out
}

fn roll_candidate(
    rules: &Rules,
    position: &str,
    setup: &[String],
    game: &Game,
    seat: Seat,
    game_no: u64,
) -> Option<Puzzle> {
    let mut leaves = 0;
    let (par, line) = best_turn(game, seat, &mut leaves)?;
    // Worth asking: something to capture, and not every ending of the turn captures it.
    if par < 2 || leaves < 4 {
        return None;
    }
    let band = match (par, leaves) {
        (p, l) if p <= 2 && l <= 60 => Band::Easy,
        (p, l) if p <= 3 && l <= 600 => Band::Medium,
        _ => Band::Hard,
    };
    Some(Puzzle {
        id: String::new(),
        kind: Kind::Roll,
        band,
        rules: *rules,
        position: position.to_string(),
        setup: setup[..1].to_vec(),
        dice: game.dice(),
        par,
        solution: line.into_iter().map(action_text).collect(),
        source: format!("computer game {game_no}, {leaves} endings of the turn"),
    })
}

fn order_candidate(
    rules: &Rules,
    position: &str,
    setup: &[String],
    game: &Game,
    seat: Seat,
    game_no: u64,
) -> Option<Puzzle> {
    let state = game.petri()?;
    let plan = state.best_capture_plan();
    if !plan.proved || plan.holes.len() < 2 {
        return None;
    }
    let par = plan.holes.len() as u32;
    // The order must matter: checking in the board's own order captures fewer.
    let mut plain = game.clone();
    let Ok(events) = plain.play(seat, Action::Petri(PetriAction::CheckRest)) else {
        return None;
    };
    let naive = captured(&events, seat);
    if naive >= par {
        return None;
    }
    // Harder when more is at stake and more pieces wait to be checked.
    let unchecked = state.unchecked().count();
    let band = match (par, unchecked) {
        (2, u) if u <= 20 => Band::Easy,
        (p, u) if p <= 3 && u <= 30 => Band::Medium,
        _ => Band::Hard,
    };
    Some(Puzzle {
        id: String::new(),
        kind: Kind::Order,
        band,
        rules: *rules,
        position: position.to_string(),
        setup: setup.to_vec(),
        dice: game.dice(),
        par,
        solution: state
            .best_order_actions()
            .into_iter()
            .map(|a| a.to_text())
            .collect(),
        source: format!("computer game {game_no}; checked in board order it captures {naive}"),
    })
}
