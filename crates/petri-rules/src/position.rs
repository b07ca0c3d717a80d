//! Chinese checkers positions: validated setup, legal moves, play and undo, notation.

use std::fmt;
use std::sync::Arc;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::bits::{Bitboard, Bits};
use crate::core::{Core, Ctx, MoveSets, Scratch};
use crate::geometry::{Geometry, Hole, Triangle};
use crate::notation::{NotationError, format_board, parse_board, parse_move_text};
use crate::rules::{Layout, Rules, RulesError, Seat};

/// A Chinese checkers move: a step or a hop chain from one hole to another, or a pass when the
/// seat has no move (forfeit). Small and `Copy`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Move {
    /// The seat has no legal move; the pass counts as a move.
    Pass,
    /// Move the marble on `from` to `to` (one step, or hops; the path is not part of the move).
    Marble { from: Hole, to: Hole },
}

impl Move {
    pub fn new(from: Hole, to: Hole) -> Move {
        Move::Marble { from, to }
    }
    pub fn from(&self) -> Option<Hole> {
        match *self {
            Move::Marble { from, .. } => Some(from),
            Move::Pass => None,
        }
    }
    pub fn to(&self) -> Option<Hole> {
        match *self {
            Move::Marble { to, .. } => Some(to),
            Move::Pass => None,
        }
    }
    pub fn is_pass(&self) -> bool {
        matches!(self, Move::Pass)
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Pass => f.write_str("pass"),
            Move::Marble { from, to } => write!(f, "{from}-{to}"),
        }
    }
}

/// Why a move cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum IllegalMove {
    /// The game is over.
    GameOver,
    /// A hole of another board size.
    WrongBoard { hole: Hole },
    /// `from` and `to` are the same hole.
    SameHole { hole: Hole },
    /// There is no marble on `from`.
    EmptyHole { from: Hole },
    /// The marble on `from` belongs to another seat.
    NotYourMarble {
        from: Hole,
        owner: Seat,
        to_move: Seat,
    },
    /// `to` already holds a marble.
    DestinationOccupied { to: Hole },
    /// Neither a step nor a hop chain leads from `from` to `to`.
    NotReachable { from: Hole, to: Hole },
    /// The listed landings are not a chain of hops (the hop to `at` fails).
    NotAHopPath { from: Hole, at: Hole },
    /// `stops = own-triangles`: the move would end in another seat's triangle.
    EndsInForeignTriangle { to: Hole, triangle: Triangle },
    /// `target_lock`: a marble in its target must stay there.
    LeavesTarget { from: Hole, to: Hole },
    /// Release rule: one of these marbles must leave the blocked seat's target.
    ReleaseRequired { blocked: Seat, marbles: Vec<Hole> },
    /// A pass is only allowed with no legal move.
    MustMove,
    /// The seat has no legal move and must pass.
    MustPass,
    /// Teams: the seat's marbles are all home, so it passes until its team-mate is home too.
    WaitingForTeamMate { mate: Seat },
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMove::GameOver => f.write_str("the game is over"),
            IllegalMove::WrongBoard { hole } => write!(
                f,
                "hole {hole} belongs to a board of size {}, not this one",
                hole.size()
            ),
            IllegalMove::SameHole { hole } => write!(f, "a move must leave {hole}"),
            IllegalMove::EmptyHole { from } => write!(f, "there is no marble on {from}"),
            IllegalMove::NotYourMarble {
                from,
                owner,
                to_move,
            } => write!(
                f,
                "the marble on {from} is seat {owner}'s, not yours (seat {to_move} to move)"
            ),
            IllegalMove::DestinationOccupied { to } => write!(f, "{to} is occupied"),
            IllegalMove::NotReachable { from, to } => write!(
                f,
                "{to} cannot be reached from {from} by a step or a chain of hops"
            ),
            IllegalMove::NotAHopPath { from, at } => {
                write!(f, "the hops listed from {from} do not reach {at}")
            }
            IllegalMove::EndsInForeignTriangle { to, triangle } => write!(
                f,
                "a move may not end on {to}: triangle {triangle} is neither this marble's home nor its target"
            ),
            IllegalMove::LeavesTarget { from, to } => write!(
                f,
                "the marble on {from} is in its target triangle and must stay inside it ({to} is outside)"
            ),
            IllegalMove::ReleaseRequired { blocked, marbles } => {
                let list: Vec<String> = marbles.iter().map(|h| h.to_string()).collect();
                write!(
                    f,
                    "release required: seat {blocked} is blocked, so move one of your marbles on {} out of its target",
                    list.join(", ")
                )
            }
            IllegalMove::MustMove => f.write_str("you have a legal move, so you may not pass"),
            IllegalMove::MustPass => f.write_str("you have no legal move and must pass"),
            IllegalMove::WaitingForTeamMate { mate } => write!(
                f,
                "your marbles are all home: you pass until your team-mate (seat {mate}) is home too"
            ),
        }
    }
}

impl std::error::Error for IllegalMove {}

/// Why a position cannot be set up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PositionError {
    Rules(RulesError),
    Notation(NotationError),
    /// The rules are Petri rules; use [`crate::petri::PetriState`].
    NotCheckers,
    /// The rules are Chinese checkers rules; use [`Position`].
    NotPetri,
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Rules(e) => write!(f, "{e}"),
            PositionError::Notation(e) => write!(f, "bad position: {e}"),
            PositionError::NotCheckers => {
                f.write_str("these are Petri rules, not Chinese checkers")
            }
            PositionError::NotPetri => f.write_str("these are Chinese checkers rules, not Petri"),
        }
    }
}

impl std::error::Error for PositionError {}

impl From<RulesError> for PositionError {
    fn from(e: RulesError) -> Self {
        PositionError::Rules(e)
    }
}
impl From<NotationError> for PositionError {
    fn from(e: NotationError) -> Self {
        PositionError::Notation(e)
    }
}

#[derive(Clone)]
enum Inner {
    Small(Arc<Ctx<u128>>, Core<u128>),
    Wide(Arc<Ctx<Bitboard>>, Core<Bitboard>),
}

macro_rules! dispatch {
    ($pos:expr, |$c:ident, $core:ident| $body:expr) => {
        match &$pos.inner {
            Inner::Small(ctx, $core) => {
                let $c = &**ctx;
                $body
            }
            Inner::Wide(ctx, $core) => {
                let $c = &**ctx;
                $body
            }
        }
    };
}

macro_rules! dispatch_mut {
    ($pos:expr, |$c:ident, $core:ident| $body:expr) => {
        match &mut $pos.inner {
            Inner::Small(ctx, $core) => {
                let $c = &**ctx;
                $body
            }
            Inner::Wide(ctx, $core) => {
                let $c = &**ctx;
                $body
            }
        }
    };
}

/// A Chinese checkers position: the marbles of every colour set and the seat to move, under a
/// validated rule set. Cheap to clone (the compiled rules are shared).
#[derive(Clone)]
pub struct Position {
    inner: Inner,
}

fn to_bb<B: Bits>(b: B) -> Bitboard {
    b.to_board()
}

impl Position {
    fn compile(rules: &Rules, wide: bool) -> Result<Position, PositionError> {
        if rules.is_petri() {
            return Err(PositionError::NotCheckers);
        }
        let layout = rules.validate()?;
        Ok(if rules.size <= 4 && !wide {
            let c = Ctx::<u128>::new(rules, layout);
            let core = Core::start(&c);
            Position {
                inner: Inner::Small(Arc::new(c), core),
            }
        } else {
            let c = Ctx::<Bitboard>::new(rules, layout);
            let core = Core::start(&c);
            Position {
                inner: Inner::Wide(Arc::new(c), core),
            }
        })
    }

    /// The start position: every set on its home holes, seat `a` to move.
    pub fn start(rules: &Rules) -> Result<Position, PositionError> {
        Self::compile(rules, false)
    }

    /// The same position on the 256-bit engine (used to cross-check the `u128` engine).
    #[doc(hidden)]
    pub fn into_wide(self) -> Position {
        let mut wide = Self::compile(self.rules(), true).expect("rules already validated");
        let sets: Vec<Bitboard> = (0..self.layout().sets.len())
            .map(|k| self.set_holes(k))
            .collect();
        let to_move = self.to_move();
        wide.set_board(&sets, to_move);
        wide
    }

    fn set_board(&mut self, sets: &[Bitboard], to_move: Seat) {
        dispatch_mut!(self, |c, core| {
            let typed: Vec<_> = sets.iter().map(|&b| Bits::from_board(b)).collect();
            *core = Core::from_sets(c, &typed, to_move.0);
        })
    }

    /// Set up a position from notation. Piece letters are seat letters, or,
    /// when seats control several colour sets, the sets' letters (see [`Layout`]).
    pub fn from_notation(rules: &Rules, text: &str) -> Result<Position, PositionError> {
        let mut pos = Self::start(rules)?;
        let geo = rules.geometry();
        let mut fields = text.split_whitespace();
        let board = fields
            .next()
            .ok_or_else(|| NotationError::new("empty position"))?;
        let layout = pos.layout().clone();
        let letters: Vec<char> = layout.sets.iter().map(|s| s.letter).collect();
        let what = format!(
            "a piece letter ({})",
            letters
                .iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        );
        let cells = parse_board(geo, board, &what, |ch| {
            layout.set_by_letter(ch).map(|k| k as u8)
        })?;
        let to_move = match fields.next() {
            None => {
                return Err(NotationError::new(
                    "missing the seat to move after the board (like ' a')",
                )
                .into());
            }
            Some(t) => {
                let seat = (t.chars().count() == 1)
                    .then(|| Seat::from_letter(t.chars().next().unwrap_or('?')))
                    .flatten()
                    .filter(|s| s.0 < rules.players);
                seat.ok_or_else(|| {
                    NotationError::new(format!(
                        "'{t}' is not a seat to move (a to {})",
                        (b'a' + rules.players - 1) as char
                    ))
                })?
            }
        };
        if let Some(extra) = fields.next() {
            return Err(NotationError::new(format!(
                "unexpected '{extra}' after the seat to move (Chinese checkers positions have no hands or cups)"
            ))
            .into());
        }
        let mut sets = vec![Bitboard::EMPTY; layout.sets.len()];
        for (i, c) in cells.iter().enumerate() {
            if let Some(k) = c {
                sets[*k as usize].set(i);
            }
        }
        pos.set_board(&sets, to_move);
        Ok(pos)
    }

    /// Position notation.
    pub fn to_notation(&self) -> String {
        let geo = self.geometry();
        let layout = self.layout();
        let board = format_board(geo, |i| match self.set_at_index(i) {
            Some(k) => layout.sets[k].letter,
            None => '.',
        });
        format!("{board} {}", self.to_move().letter())
    }

    pub fn rules(&self) -> &Rules {
        dispatch!(self, |c, _core| &c.rules)
    }
    pub fn layout(&self) -> &Layout {
        dispatch!(self, |c, _core| &c.layout)
    }
    pub fn geometry(&self) -> &'static Geometry {
        self.rules().geometry()
    }
    pub fn size(&self) -> u8 {
        self.rules().size
    }
    pub fn to_move(&self) -> Seat {
        dispatch!(self, |_c, core| Seat(core.to_move))
    }
    /// Hand the turn to another seat (used by [`crate::game::CheckersGame`] to skip finished seats).
    pub fn set_to_move(&mut self, seat: Seat) {
        assert!(seat.0 < self.rules().players, "no seat {seat}");
        dispatch_mut!(self, |_c, core| core.to_move = seat.0)
    }
    fn set_at_index(&self, i: usize) -> Option<usize> {
        dispatch!(self, |c, core| core.set_at(c, i))
    }
    /// The colour set (index into [`Layout::sets`]) of the marble on `hole`.
    pub fn set_at(&self, hole: Hole) -> Option<usize> {
        if hole.size() != self.size() {
            return None;
        }
        self.set_at_index(hole.index())
    }
    /// The seat owning the marble on `hole`.
    pub fn seat_at(&self, hole: Hole) -> Option<Seat> {
        self.set_at(hole).map(|k| self.layout().sets[k].seat)
    }
    /// Holes of colour set `k`.
    pub fn set_holes(&self, k: usize) -> Bitboard {
        dispatch!(self, |_c, core| to_bb(core.sets[k]))
    }
    /// Holes of every marble of a seat.
    pub fn seat_holes(&self, seat: Seat) -> Bitboard {
        dispatch!(self, |c, core| to_bb(core.seat_occ(c, seat.index())))
    }
    /// Every occupied hole.
    pub fn occupied(&self) -> Bitboard {
        dispatch!(self, |_c, core| to_bb(core.occ))
    }
    /// Is colour set `k` home (its target filled; with the occupied-target win, its target full
    /// and holding at least one of its marbles)?
    pub fn is_set_home(&self, k: usize) -> bool {
        dispatch!(self, |c, core| core.set_home(c, k))
    }
    /// Are all sets of the seat home?
    pub fn is_seat_home(&self, seat: Seat) -> bool {
        dispatch!(self, |c, core| core.seat_home(c, seat.index()))
    }
    /// Teams: is the seat to move home, so that it passes until its team-mate is home too?
    pub fn waits_for_team(&self) -> bool {
        dispatch!(self, |c, core| core.waits_for_team(c))
    }

    fn gen_sets(&self) -> Vec<(usize, Bitboard)> {
        dispatch!(self, |c, core| {
            let mut list = MoveSets::new();
            core.generate(c, &mut Scratch::new(), &mut list);
            list.iter()
                .map(|&(f, d)| (f as usize, to_bb(d)))
                .collect::<Vec<_>>()
        })
    }

    /// Legal moves of the seat to move, sorted by `from` then `to` in canonical order; a lone
    /// [`Move::Pass`] when it has none.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::new();
        self.legal_moves_into(&mut out);
        out
    }

    /// [`Position::legal_moves`] into a buffer (cleared first), for searches that reuse it.
    pub fn legal_moves_into(&self, out: &mut Vec<Move>) {
        out.clear();
        let size = self.size();
        dispatch!(self, |c, core| {
            let mut list = MoveSets::new();
            core.generate(c, &mut Scratch::new(), &mut list);
            list.sort_unstable_by_key(|(f, _)| *f);
            for &(from, dests) in &list {
                for to in dests.ones() {
                    out.push(Move::new(
                        Hole::from_raw(size, from as usize),
                        Hole::from_raw(size, to),
                    ));
                }
            }
        });
        if out.is_empty() {
            out.push(Move::Pass);
        }
    }

    /// Number of legal moves (a forced pass counts as one).
    pub fn count_moves(&self) -> u64 {
        dispatch!(self, |c, core| core.count_moves(c, &mut Scratch::new()))
    }

    /// Legal destinations of the marble on `from` (empty if it is not the mover's or has none).
    pub fn destinations(&self, from: Hole) -> Bitboard {
        self.gen_sets()
            .into_iter()
            .find(|(f, _)| *f == from.index())
            .map(|(_, d)| d)
            .unwrap_or_default()
    }

    /// Why `m` is illegal here, or `Ok`.
    pub fn check(&self, m: Move) -> Result<(), IllegalMove> {
        let legal = self.gen_sets();
        let (from, to) = match m {
            Move::Pass => {
                return if legal.is_empty() {
                    Ok(())
                } else {
                    Err(IllegalMove::MustMove)
                };
            }
            Move::Marble { from, to } => (from, to),
        };
        for h in [from, to] {
            if h.size() != self.size() || h.index() >= self.geometry().len() {
                return Err(IllegalMove::WrongBoard { hole: h });
            }
        }
        if from == to {
            return Err(IllegalMove::SameHole { hole: from });
        }
        let Some(k) = self.set_at(from) else {
            return Err(IllegalMove::EmptyHole { from });
        };
        let owner = self.layout().sets[k].seat;
        if owner != self.to_move() {
            return Err(IllegalMove::NotYourMarble {
                from,
                owner,
                to_move: self.to_move(),
            });
        }
        if self.occupied().has(to.index()) {
            return Err(IllegalMove::DestinationOccupied { to });
        }
        if self.waits_for_team() {
            let players = self.rules().players;
            let mate = Seat((self.to_move().0 + players / 2) % players);
            return Err(IllegalMove::WaitingForTeamMate { mate });
        }
        if legal
            .iter()
            .any(|&(f, d)| f == from.index() && d.has(to.index()))
        {
            return Ok(());
        }
        // Illegal: find the most specific reason.
        let (reach, allowed, target, lock) = dispatch!(self, |c, core| (
            to_bb(core.reach(c, &mut Scratch::new(), from.index())),
            to_bb(c.allowed_end[k]),
            to_bb(c.target[k]),
            c.target_lock
        ));
        if !reach.has(to.index()) {
            return Err(IllegalMove::NotReachable { from, to });
        }
        if !allowed.has(to.index()) {
            let triangle = self
                .geometry()
                .triangle_of(to.index())
                .expect("only triangle holes are ever forbidden");
            return Err(IllegalMove::EndsInForeignTriangle { to, triangle });
        }
        if lock && target.has(from.index()) && !target.has(to.index()) {
            return Err(IllegalMove::LeavesTarget { from, to });
        }
        // Legal before the release rule: the release rule restricts it.
        let (blocked, marbles) = dispatch!(self, |c, core| {
            let s = &mut Scratch::new();
            let ob = core.release_obligations(c, s, core.to_move as usize);
            let marbles: Vec<usize> = ob.iter().map(|(m, _)| *m as usize).collect();
            let blocked = (0..c.players)
                .find(|&x| {
                    x != core.to_move
                        && !core.seat_home(c, x as usize)
                        && !core.has_progress_move(c, s, x as usize)
                        && marbles
                            .iter()
                            .any(|&m| c.seat_sets(x as usize).any(|kk| c.target[kk].has(m)))
                })
                .unwrap_or(0);
            (Seat(blocked), marbles)
        });
        let size = self.size();
        Err(IllegalMove::ReleaseRequired {
            blocked,
            marbles: marbles
                .into_iter()
                .map(|i| Hole::from_raw(size, i))
                .collect(),
        })
    }

    /// Play a move after checking it; the turn passes to the next seat in order.
    pub fn play(&mut self, m: Move) -> Result<(), IllegalMove> {
        self.check(m)?;
        self.play_unchecked(m);
        Ok(())
    }

    /// Play a move known to be legal (from [`Position::legal_moves`]).
    pub fn play_unchecked(&mut self, m: Move) {
        dispatch_mut!(self, |c, core| match m {
            Move::Pass => core.pass(c),
            Move::Marble { from, to } => core.apply(c, from.index(), to.index()),
        })
    }

    /// Take back `m`, the last move played (the turn returns to the previous seat in order).
    pub fn undo_unchecked(&mut self, m: Move) {
        dispatch_mut!(self, |c, core| match m {
            Move::Pass => {
                core.to_move = if core.to_move == 0 {
                    c.players - 1
                } else {
                    core.to_move - 1
                }
            }
            Move::Marble { from, to } => core.unapply(c, from.index(), to.index()),
        })
    }

    /// Parse a move in notation (`n2-m2`, `o2-m4-k4`, `pass`) and check it. Listed landings
    /// must form a chain of hops.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        if text.trim() == "pass" {
            self.check(Move::Pass)?;
            return Ok(Move::Pass);
        }
        let mt = parse_move_text(self.size(), text)?;
        let m = Move::new(mt.from, mt.to());
        self.check(m)?;
        if mt.landings.len() > 1 {
            self.check_path(mt.from, &mt.landings)?;
        }
        Ok(m)
    }

    fn check_path(&self, from: Hole, landings: &[Hole]) -> Result<(), IllegalMove> {
        dispatch!(self, |c, core| {
            let occ = core.occ_without(from.index());
            let mut cur = from.index();
            for &l in landings {
                if !core.is_single_hop(c, cur, l.index(), occ) {
                    return Err(IllegalMove::NotAHopPath { from, at: l });
                }
                cur = l.index();
            }
            Ok(())
        })
    }

    /// The path of a legal move for animation: the holes the marble lands on, ending at `to`
    /// (one hole for a step; for hop chains the path with the fewest hops).
    pub fn path(&self, m: Move) -> Vec<Hole> {
        let Move::Marble { from, to } = m else {
            return Vec::new();
        };
        let size = self.size();
        let geo = self.geometry();
        if geo.cube(from.index()).distance(geo.cube(to.index())) == 1 {
            return vec![to];
        }
        dispatch!(self, |c, core| core.hop_path(c, from.index(), to.index()))
            .map(|p| p.into_iter().map(|i| Hole::from_raw(size, i)).collect())
            .unwrap_or_else(|| vec![to])
    }

    /// Does the seat have a move that brings a marble closer to its target? (Used by the release
    /// rule; exposed for clients and AIs.)
    pub fn has_progress_move(&self, seat: Seat) -> bool {
        dispatch!(self, |c, core| core.has_progress_move(
            c,
            &mut Scratch::new(),
            seat.index()
        ))
    }

    /// Perft: move sequences of length `depth`, seats in turn order, a forced
    /// pass counting as one move, no game-end detection.
    pub fn perft(&self, depth: u32) -> u64 {
        dispatch!(self, |c, core| {
            let mut scratch = *core;
            scratch.perft(c, &mut Scratch::new(), depth)
        })
    }

    /// Perft split by first move.
    pub fn divide(&self, depth: u32) -> Vec<(Move, u64)> {
        assert!(depth >= 1);
        self.legal_moves()
            .into_iter()
            .map(|m| {
                let mut p = self.clone();
                p.play_unchecked(m);
                (m, p.perft(depth - 1))
            })
            .collect()
    }

    /// Distance of colour set `k`'s marbles from its target: the sum over its marbles of rows
    /// to the target's apex.
    pub fn set_distance(&self, k: usize) -> u32 {
        dispatch!(self, |c, core| {
            let tri = c.target_tri[k] as usize;
            core.sets[k]
                .ones()
                .map(|i| c.t.axis[tri][i] as u32)
                .sum::<u32>()
        })
    }
}

/// Error from [`Position::parse_move`]: bad notation or an illegal move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MoveError {
    Notation(NotationError),
    Illegal(IllegalMove),
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Notation(e) => write!(f, "bad move: {e}"),
            MoveError::Illegal(e) => write!(f, "illegal move: {e}"),
        }
    }
}

impl std::error::Error for MoveError {}

impl From<NotationError> for MoveError {
    fn from(e: NotationError) -> Self {
        MoveError::Notation(e)
    }
}
impl From<IllegalMove> for MoveError {
    fn from(e: IllegalMove) -> Self {
        MoveError::Illegal(e)
    }
}

impl PartialEq for Position {
    fn eq(&self, other: &Position) -> bool {
        self.rules() == other.rules()
            && self.to_move() == other.to_move()
            && (0..self.layout().sets.len()).all(|k| self.set_holes(k) == other.set_holes(k))
    }
}

impl Eq for Position {}

impl std::hash::Hash for Position {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.rules().hash(state);
        self.to_move().hash(state);
        for k in 0..self.layout().sets.len() {
            self.set_holes(k).hash(state);
        }
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_notation())
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({})", self.to_notation())
    }
}

#[derive(Serialize, Deserialize)]
struct PositionRepr {
    rules: Rules,
    position: String,
}

impl Serialize for Position {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        PositionRepr {
            rules: *self.rules(),
            position: self.to_notation(),
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for Position {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Position, D::Error> {
        let r = PositionRepr::deserialize(d)?;
        Position::from_notation(&r.rules, &r.position).map_err(serde::de::Error::custom)
    }
}
