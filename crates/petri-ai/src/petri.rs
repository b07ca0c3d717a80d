//! The Petri player.
//!
//! A Petri turn is a roll (not the player's choice), a die to choose, then pieces placed or
//! removed one at a time, then the capture step. When the dice are known the player plans
//! the whole turn at once:
//!
//! * for each die, a beam search over the placements (or removals), one piece at a time,
//!   keeping the most promising partial boards;
//! * each finished board is scored by the captures a quick greedy order makes now (the solver
//!   without search, thousands of boards per decision), minus the captures the board leaves for
//!   the next seat (every piece still crowded out when the next seat checks goes to *its* cup);
//! * at `hard` and `master`, the next seat's reply is averaged over its 21 possible rolls
//!   (expectimax), assuming it answers greedily.
//!
//! The capture step then follows the full solver's best order
//! ([`PetriState::best_capture_order`]: the most captures, unless its node limit stops it
//! first).

use chacha20::ChaCha8Rng;
use petri_rules::{Bitboard, PetriAction, PetriPhase, PetriState, Seat};
use rand::{RngExt, SeedableRng};

use crate::Level;

/// Search nodes for the capture orders the planner only uses to score boards (thousands per
/// decision): 0, the solver's quick greedy order (microseconds even on crowded boards). The
/// capture step itself is then played in the full solver's best order.
const EVAL_NODES: u64 = 0;

/// The captures a board scores: the quick order on the pieces of `checkable`.
fn eval_captures(s: &PetriState, checkable: Bitboard) -> Vec<petri_rules::Hole> {
    s.capture_plan(checkable, EVAL_NODES).holes
}

/// Every distinct roll of two dice with its weight out of 36.
pub const ROLLS: [(u8, u8, u32); 21] = {
    let mut out = [(0u8, 0u8, 0u32); 21];
    let mut k = 0;
    let mut a = 1u8;
    while a <= 6 {
        let mut b = a;
        while b <= 6 {
            out[k] = (a, b, if a == b { 1 } else { 2 });
            k += 1;
            b += 1;
        }
        a += 1;
    }
    out
};

/// How a Petri player plans.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PetriStyle {
    /// Random legal choices (the "random" baseline and `beginner`).
    pub random: bool,
    /// Boards kept per placement step.
    pub beam: usize,
    /// Count the captures the board leaves to the next seat.
    pub exposure: bool,
    /// Average the next seat's greedy reply over its rolls.
    pub lookahead: bool,
}

impl PetriStyle {
    pub fn for_level(level: Level) -> PetriStyle {
        match level {
            Level::Beginner => PetriStyle::RANDOM,
            Level::Easy => PetriStyle::GREEDY,
            Level::Medium => PetriStyle {
                random: false,
                beam: 4,
                exposure: true,
                lookahead: false,
            },
            Level::Hard => PetriStyle {
                random: false,
                beam: 4,
                exposure: true,
                lookahead: true,
            },
            Level::Master => PetriStyle {
                random: false,
                beam: 8,
                exposure: true,
                lookahead: true,
            },
        }
    }
    /// Uniformly random legal choices.
    pub const RANDOM: PetriStyle = PetriStyle {
        random: true,
        beam: 1,
        exposure: false,
        lookahead: false,
    };
    /// Most captures now, nothing else.
    pub const GREEDY: PetriStyle = PetriStyle {
        random: false,
        beam: 1,
        exposure: false,
        lookahead: false,
    };
}

/// A Petri computer player. Ask it for an action whenever the seat it plays has a decision.
pub struct PetriAi {
    style: PetriStyle,
    rng: ChaCha8Rng,
    /// The actions planned for the rest of this turn.
    plan: Vec<PetriAction>,
}

impl PetriAi {
    pub fn new(level: Level, seed: u64) -> PetriAi {
        Self::with_style(PetriStyle::for_level(level), seed)
    }

    pub fn with_style(style: PetriStyle, seed: u64) -> PetriAi {
        PetriAi {
            style,
            rng: ChaCha8Rng::seed_from_u64(seed),
            plan: Vec::new(),
        }
    }

    /// The action to take now, or `None` when the phase needs dice (or the game is over).
    pub fn choose(&mut self, state: &PetriState) -> Option<PetriAction> {
        match state.phase() {
            PetriPhase::FirstRoll { .. } | PetriPhase::Roll | PetriPhase::Over => None,
            PetriPhase::ChooseDie { .. } => {
                self.plan = self.plan_turn(state);
                self.next_planned(state)
            }
            _ => self.next_planned(state),
        }
    }

    fn next_planned(&mut self, state: &PetriState) -> Option<PetriAction> {
        let legal = state.legal_actions();
        while !self.plan.is_empty() {
            let a = self.plan.remove(0);
            if legal.contains(&a) {
                return Some(a);
            }
        }
        // Off plan (or nothing planned): decide this step alone.
        if self.style.random {
            return match state.phase() {
                PetriPhase::Capture { .. } => Some(PetriAction::CheckRest),
                _ => legal
                    .get(self.rng.random_range(0..legal.len().max(1)))
                    .copied(),
            };
        }
        match state.phase() {
            PetriPhase::Capture { .. } => {
                // One check at a time, so people watch the pieces go in order.
                self.plan = state.best_order_actions();
                (!self.plan.is_empty()).then(|| self.plan.remove(0))
            }
            _ => {
                self.plan = self.plan_turn(state);
                if self.plan.is_empty() {
                    legal.first().copied()
                } else {
                    Some(self.plan.remove(0))
                }
            }
        }
    }

    /// Plan the rest of the turn from a `ChooseDie`, `Place` or `Remove` phase.
    fn plan_turn(&mut self, state: &PetriState) -> Vec<PetriAction> {
        if self.style.random {
            return Vec::new();
        }
        let me = state.to_move();
        let mut best: Option<(i64, Vec<PetriAction>)> = None;
        let starts: Vec<(Vec<PetriAction>, PetriState)> = match state.phase() {
            PetriPhase::ChooseDie { dice } => {
                let mut v = vec![dice[0]];
                if dice[1] != dice[0] {
                    v.push(dice[1]);
                }
                v.into_iter()
                    .filter_map(|d| {
                        let mut s = state.clone();
                        s.play(PetriAction::ChooseDie(d)).ok()?;
                        Some((vec![PetriAction::ChooseDie(d)], s))
                    })
                    .collect()
            }
            _ => vec![(Vec::new(), state.clone())],
        };
        for (prefix, s) in starts {
            for (actions, end) in self.beam(&s, me) {
                let score = self.score(&end, me);
                let mut full = prefix.clone();
                full.extend(actions);
                if best.as_ref().is_none_or(|(b, _)| score > *b) {
                    best = Some((score, full));
                }
            }
        }
        let mut plan = best.map(|(_, a)| a).unwrap_or_default();
        // The capture step is decided when it comes, by the full solver.
        plan.retain(|a| !matches!(a, PetriAction::Check(_) | PetriAction::CheckRest));
        plan
    }

    /// Beam search over the placements or removals of the turn, then the best capture order.
    /// Returns candidate turns (actions, and the state after them).
    fn beam(&mut self, start: &PetriState, me: Seat) -> Vec<(Vec<PetriAction>, PetriState)> {
        let mut frontier: Vec<(Vec<PetriAction>, PetriState)> = vec![(Vec::new(), start.clone())];
        let mut done: Vec<(Vec<PetriAction>, PetriState)> = Vec::new();
        for _ in 0..64 {
            let mut next: Vec<(i64, Vec<PetriAction>, PetriState)> = Vec::new();
            for (acts, s) in frontier.drain(..) {
                if !matches!(
                    s.phase(),
                    PetriPhase::Place { .. } | PetriPhase::Remove { .. }
                ) || s.to_move() != me
                {
                    done.push(finish_captures(acts, s, me));
                    continue;
                }
                let mut legal = s.legal_actions();
                // Random tie-breaks: equal boards are not all taken from one corner.
                for i in (1..legal.len()).rev() {
                    legal.swap(i, self.rng.random_range(0..=i));
                }
                for a in legal {
                    let mut t = s.clone();
                    if t.play(a).is_err() {
                        continue;
                    }
                    let mut acts2 = acts.clone();
                    acts2.push(a);
                    let quick = quick_value(&t, me);
                    next.push((quick, acts2, t));
                }
            }
            if next.is_empty() {
                break;
            }
            next.sort_by_key(|e| std::cmp::Reverse(e.0));
            // Different orders of the same placements reach the same board: keep one.
            let mut seen: Vec<(Bitboard, PetriPhase)> = Vec::new();
            for (_, acts, s) in next {
                let key = (s.occupied(), s.phase());
                if seen.contains(&key) {
                    continue;
                }
                seen.push(key);
                frontier.push((acts, s));
                if frontier.len() >= self.style.beam {
                    break;
                }
            }
        }
        for (acts, s) in frontier {
            done.push(finish_captures(acts, s, me));
        }
        done
    }

    /// Value of the state after our turn, for us.
    fn score(&mut self, s: &PetriState, me: Seat) -> i64 {
        let mut v = standing(s, me) * 100;
        if s.is_over() {
            return v * 10;
        }
        if self.style.exposure {
            // What the next seat gets without even placing.
            v -= eval_captures(s, s.occupied()).len() as i64 * 100;
        }
        if self.style.lookahead {
            v -= expected_reply_gain(s) / 36;
            // Our own threats: what we could take if we moved again on this board.
            v += expected_turn_gain(&s.at_turn_of(me)) / 72;
        }
        // Pieces on the board can score later; pieces next to enemies are at risk.
        v += s.pieces(me).count() as i64 * 3 + s.hand(me) as i64;
        v
    }
}

/// Our cup against the best other cup.
fn standing(s: &PetriState, me: Seat) -> i64 {
    let players = s.rules().players;
    let best_other = (0..players)
        .map(Seat)
        .filter(|&o| o != me)
        .map(|o| s.cup(o) as i64)
        .max()
        .unwrap_or(0);
    s.cup(me) as i64 - best_other
}

/// Cheap value of a half-placed board: the captures a quick order would make now.
fn quick_value(s: &PetriState, me: Seat) -> i64 {
    let captures = eval_captures(s, s.occupied());
    let mut v = captures.len() as i64 * 100;
    // Prefer enemy pieces over our own (ours leave the board, theirs weaken them).
    v -= captures
        .iter()
        .filter(|&&h| s.seat_at(h) == Some(me))
        .count() as i64
        * 10;
    v
}

/// Play the capture step in the quick order, then check the rest, and return the finished turn
/// (the next seat to roll, or the game over) for scoring. The real capture step is decided
/// when it comes, by the full solver.
fn finish_captures(
    mut acts: Vec<PetriAction>,
    mut s: PetriState,
    me: Seat,
) -> (Vec<PetriAction>, PetriState) {
    if matches!(s.phase(), PetriPhase::Capture { .. }) && s.to_move() == me {
        for h in eval_captures(&s, s.unchecked()) {
            if s.play(PetriAction::Check(h)).is_ok() {
                acts.push(PetriAction::Check(h));
            }
        }
        if matches!(s.phase(), PetriPhase::Capture { .. }) && s.play(PetriAction::CheckRest).is_ok()
        {
            acts.push(PetriAction::CheckRest);
        }
    }
    (acts, s)
}

/// The next seat's greedy gain over its rolls, weighted out of 36 (in hundredths of a piece).
fn expected_reply_gain(s: &PetriState) -> i64 {
    expected_turn_gain(s)
}

/// The greedy gain of the seat to move over its 21 rolls, weighted out of 36, in hundredths
/// of a piece.
fn expected_turn_gain(s: &PetriState) -> i64 {
    if !matches!(s.phase(), PetriPhase::Roll) {
        return 0;
    }
    let them = s.to_move();
    let before = s.cup(them) as i64;
    let mut greedy = PetriAi::with_style(PetriStyle::GREEDY, 0);
    let mut total = 0i64;
    for &(a, b, w) in &ROLLS {
        let mut t = s.clone();
        if t.play(PetriAction::Roll(a, b)).is_err() {
            continue;
        }
        let mut best = 0i64;
        let dice = if a == b { vec![a] } else { vec![a, b] };
        for d in dice {
            let mut u = t.clone();
            if u.play(PetriAction::ChooseDie(d)).is_err() {
                continue;
            }
            for (_, end) in greedy.beam(&u, them) {
                best = best.max(end.cup(them) as i64 - before);
            }
        }
        total += best * 100 * w as i64;
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rolls_cover_all_36_outcomes() {
        assert_eq!(ROLLS.iter().map(|r| r.2).sum::<u32>(), 36);
    }
}
