//! The game being played: the authoritative `petri-rules` state in one resource. Entities,
//! animations and the HUD follow it; nothing else decides what is legal.

use bevy::prelude::*;
use chacha20::ChaCha8Rng;
use petri_rules::{
    Bitboard, CheckersGame, Event, Hole, Move, Outcome, PetriAction, PetriGame, PetriOutcome,
    PetriPhase, PetriState, Position, Rules, Seat,
};
use rand::{RngExt, SeedableRng};

use crate::setup::{GameSetup, SeatSetup};

pub(super) fn plugin(app: &mut App) {
    let _ = app;
}

/// Which game, with its history (undo and redo live in the rules crate's game types).
/// One of these lives in one resource, so the size difference of the variants costs nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum Play {
    Checkers(CheckersGame),
    Petri(PetriGame),
}

/// The game in progress.
#[derive(Resource)]
pub struct Session {
    pub rules: Rules,
    pub seats: Vec<SeatSetup>,
    pub play: Play,
    /// Rolls the dice (the rules crate takes dice as inputs).
    pub dice_rng: ChaCha8Rng,
    pub seed: u64,
    /// The last Chinese checkers move of each seat, for the blink of seed 002.
    pub last_moves: Vec<Option<Move>>,
    /// A finished game watched again: nobody moves, undo and redo step through it.
    pub replay: bool,
}

/// A place in the final ranking: who, which place (shared places repeat), and a note.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placing {
    pub place: u8,
    pub seats: Vec<Seat>,
    pub detail: String,
}

impl Session {
    /// Starts a game from the setup; the error says what does not fit.
    pub fn start(setup: &GameSetup) -> Result<Session, String> {
        let rules = setup.rules()?;
        let dice_rng = ChaCha8Rng::seed_from_u64(setup.seed);
        let play = if rules.is_petri() {
            // The first player is rolled for (seed 001): the state starts in its first-roll
            // phase and the dice decide.
            Play::Petri(PetriGame::new(
                PetriState::new(&rules).map_err(|e| e.to_string())?,
            ))
        } else {
            Play::Checkers(CheckersGame::new(&rules).map_err(|e| e.to_string())?)
        };
        Ok(Session {
            rules,
            seats: setup.seats.clone(),
            play,
            dice_rng,
            seed: setup.seed,
            last_moves: vec![None; usize::from(setup.players)],
            replay: false,
        })
    }

    /// The game so far as a record (moves taken back by undo are not in it).
    pub fn record(&self) -> petri_rules::GameRecord {
        let mut record = match &self.play {
            Play::Checkers(g) => petri_rules::GameRecord::from_game(g),
            Play::Petri(g) => petri_rules::GameRecord::from_petri(g),
        };
        record.names = self.seats.iter().map(|s| s.name.clone()).collect();
        record
    }

    pub fn is_petri(&self) -> bool {
        matches!(self.play, Play::Petri(_))
    }

    pub fn checkers(&self) -> Option<&CheckersGame> {
        match &self.play {
            Play::Checkers(g) => Some(g),
            Play::Petri(_) => None,
        }
    }

    pub fn petri(&self) -> Option<&PetriState> {
        match &self.play {
            Play::Petri(g) => Some(g.state()),
            Play::Checkers(_) => None,
        }
    }

    /// The seat whose turn it is (during the Petri first roll: the seat rolling).
    pub fn to_move(&self) -> Seat {
        match &self.play {
            Play::Checkers(g) => g.to_move(),
            Play::Petri(g) => match g.state().phase() {
                PetriPhase::FirstRoll { next, .. } => next,
                _ => g.state().to_move(),
            },
        }
    }

    pub fn seat(&self, seat: Seat) -> &SeatSetup {
        &self.seats[seat.index()]
    }

    /// Who sits at a seat, as the HUD says it ("human", "computer, hard"); a replay says
    /// "replay", since a record keeps the players' names but not who played.
    pub fn seat_kind_label(&self, seat: Seat) -> String {
        if self.replay {
            crate::text::tr("seat.replayed_short")
        } else {
            self.seat(seat).kind.short_label()
        }
    }

    pub fn is_human_turn(&self) -> bool {
        !self.is_over() && self.seat(self.to_move()).kind.is_human()
    }

    pub fn is_over(&self) -> bool {
        match &self.play {
            Play::Checkers(g) => g.is_over(),
            Play::Petri(g) => g.state().is_over(),
        }
    }

    /// The seat owning the piece on a hole.
    pub fn seat_at(&self, hole: Hole) -> Option<Seat> {
        match &self.play {
            Play::Checkers(g) => g.position().seat_at(hole),
            Play::Petri(g) => g.state().seat_at(hole),
        }
    }

    /// Every occupied hole with its seat, in canonical order.
    pub fn pieces(&self) -> Vec<(Hole, Seat)> {
        let geo = self.rules.geometry();
        geo.holes()
            .filter_map(|h| self.seat_at(h).map(|s| (h, s)))
            .collect()
    }

    /// Chinese checkers: plays a move, or says why it is illegal.
    pub fn play_move(&mut self, m: Move) -> Result<MoveDone, String> {
        let Play::Checkers(game) = &mut self.play else {
            return Err("this is a Petri game".into());
        };
        let seat = game.to_move();
        let before = game.position().clone();
        game.play(m).map_err(|e| e.to_string())?;
        let path = before.path(m);
        self.last_moves[seat.index()] = Some(m);
        Ok(MoveDone { seat, mv: m, path })
    }

    /// Petri: takes one action, returning what happened.
    pub fn petri_action(&mut self, a: PetriAction) -> Result<Vec<Event>, String> {
        let Play::Petri(game) = &mut self.play else {
            return Err("this is a Chinese checkers game".into());
        };
        game.play(a).map_err(|e| e.to_string())
    }

    /// Rolls two dice with the session's generator.
    pub fn roll(&mut self) -> (u8, u8) {
        (
            self.dice_rng.random_range(1..=6u8),
            self.dice_rng.random_range(1..=6u8),
        )
    }

    /// Undo for local games: back to the last human decision (computer moves are undone too).
    pub fn undo(&mut self) -> bool {
        let mut undone = false;
        loop {
            let ok = match &mut self.play {
                Play::Checkers(g) => g.undo().is_some(),
                Play::Petri(g) => g.undo().is_some(),
            };
            if !ok {
                break;
            }
            undone = true;
            if self.at_human_decision() {
                break;
            }
        }
        if undone {
            self.last_moves.iter_mut().for_each(|m| *m = None);
        }
        undone
    }

    /// Redo what undo took back, up to the next human decision.
    pub fn redo(&mut self) -> bool {
        let mut redone = false;
        loop {
            let ok = match &mut self.play {
                Play::Checkers(g) => g.redo().is_some(),
                Play::Petri(g) => g.redo().is_some(),
            };
            if !ok {
                break;
            }
            redone = true;
            if self.at_human_decision() || self.is_over() {
                break;
            }
        }
        redone
    }

    /// One action forward or back, whoever made it (the replay viewer).
    pub fn step(&mut self, forward: bool) -> bool {
        let stepped = match (&mut self.play, forward) {
            (Play::Checkers(g), true) => g.redo().is_some(),
            (Play::Checkers(g), false) => g.undo().is_some(),
            (Play::Petri(g), true) => g.redo().is_some(),
            (Play::Petri(g), false) => g.undo().is_some(),
        };
        if stepped {
            self.last_moves.iter_mut().for_each(|m| *m = None);
        }
        stepped
    }

    /// Actions played so far and in all (played + redoable), for the replay viewer.
    pub fn progress(&self) -> (usize, usize) {
        match &self.play {
            Play::Checkers(g) => (g.ply_count(), g.moves_total()),
            Play::Petri(g) => (g.actions().len(), g.actions_total()),
        }
    }

    pub fn can_redo(&self) -> bool {
        match &self.play {
            Play::Checkers(g) => g.can_redo(),
            Play::Petri(g) => g.can_redo(),
        }
    }

    pub fn can_undo(&self) -> bool {
        match &self.play {
            Play::Checkers(g) => g.ply_count() > 0,
            Play::Petri(g) => !g.actions().is_empty(),
        }
    }

    /// A human seat is to decide something (not a roll: rolls are redone with the same dice).
    fn at_human_decision(&self) -> bool {
        if !self.is_human_turn() {
            return false;
        }
        match &self.play {
            Play::Checkers(_) => true,
            Play::Petri(g) => matches!(g.state().phase(), PetriPhase::ChooseDie { .. }),
        }
    }

    /// Names a unit (team or seat) of the Chinese checkers outcome.
    fn unit_seats(&self, unit: usize) -> Vec<Seat> {
        (0..self.rules.players)
            .map(Seat)
            .filter(|&s| self.rules.unit_of(s) == unit)
            .collect()
    }

    /// The final ranking, best first, shared places together.
    pub fn ranking(&self) -> Vec<Placing> {
        match &self.play {
            Play::Checkers(g) => match g.outcome() {
                Some(o) => self.checkers_ranking(g, o),
                None => Vec::new(),
            },
            Play::Petri(g) => match g.state().outcome() {
                Some(o) => petri_ranking(o),
                None => Vec::new(),
            },
        }
    }

    fn checkers_ranking(&self, g: &CheckersGame, o: &Outcome) -> Vec<Placing> {
        let mut units: Vec<usize> = (0..o.places.len()).collect();
        units.sort_by_key(|&u| (o.places[u], u));
        let mut out: Vec<Placing> = Vec::new();
        for u in units {
            let seats = self.unit_seats(u);
            let moves: u16 = seats.iter().map(|&s| g.moves_made(s)).max().unwrap_or(0);
            let detail = if o.finished[u] {
                format!("home in {moves} moves")
            } else {
                "not home".to_string()
            };
            match out.last_mut() {
                Some(p) if p.place == o.places[u] && p.detail == detail => p.seats.extend(seats),
                _ => out.push(Placing {
                    place: o.places[u],
                    seats,
                    detail,
                }),
            }
        }
        out
    }

    /// Who leads now (seed 002's game status): the unit with the least distance to go.
    pub fn leader(&self) -> Option<Seat> {
        match &self.play {
            Play::Checkers(g) => {
                let pos = g.position();
                (0..self.rules.players)
                    .map(Seat)
                    .min_by_key(|&s| seat_distance(pos, s))
            }
            Play::Petri(g) => {
                let st = g.state();
                let best = (0..self.rules.players)
                    .map(|s| st.cup(Seat(s)))
                    .max()
                    .unwrap_or(0);
                let leaders: Vec<Seat> = (0..self.rules.players)
                    .map(Seat)
                    .filter(|&s| st.cup(s) == best)
                    .collect();
                (leaders.len() == 1 && best > 0).then(|| leaders[0])
            }
        }
    }

    /// Marbles of a seat already in their target (Chinese checkers).
    pub fn home_count(&self, seat: Seat) -> (u32, u32) {
        let Some(g) = self.checkers() else {
            return (0, 0);
        };
        let pos = g.position();
        let mut home = 0;
        let mut total = 0;
        for k in pos.layout().sets_of(seat).collect::<Vec<_>>() {
            let set = pos.layout().sets[k];
            let holes = pos.set_holes(k);
            home += (holes & set.target_holes).count();
            total += holes.count();
        }
        (home, total)
    }

    /// Holes that are legal for the current Petri step (placements or own pieces to remove).
    pub fn petri_targets(&self) -> Bitboard {
        let Some(st) = self.petri() else {
            return Bitboard::EMPTY;
        };
        match st.phase() {
            PetriPhase::Place { .. } => st.placements(),
            PetriPhase::Remove { .. } => st.pieces(st.to_move()),
            PetriPhase::Capture { unchecked } => unchecked,
            _ => Bitboard::EMPTY,
        }
    }
}

fn seat_distance(pos: &Position, seat: Seat) -> u32 {
    pos.layout()
        .sets_of(seat)
        .collect::<Vec<_>>()
        .into_iter()
        .map(|k| pos.set_distance(k))
        .sum()
}

fn petri_ranking(o: &PetriOutcome) -> Vec<Placing> {
    let mut seats: Vec<usize> = (0..o.places.len()).collect();
    seats.sort_by_key(|&s| (o.places[s], s));
    let mut out: Vec<Placing> = Vec::new();
    for s in seats {
        let detail = format!(
            "{} in the cup",
            match o.cups[s] {
                1 => "1 piece".to_string(),
                n => format!("{n} pieces"),
            }
        );
        match out.last_mut() {
            Some(p) if p.place == o.places[s] => p.seats.push(Seat(s as u8)),
            _ => out.push(Placing {
                place: o.places[s],
                seats: vec![Seat(s as u8)],
                detail,
            }),
        }
    }
    out
}

/// A Chinese checkers move that was played: who, what, and the holes it passed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveDone {
    pub seat: Seat,
    pub mv: Move,
    pub path: Vec<Hole>,
}
