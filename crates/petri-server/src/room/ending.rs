//! How a game ends: a person leaving a running game (a forfeit: a computer plays the seat on,
//! ranked last) or running out of time, the forfeited seats ranked after everyone (the last
//! to leave first), the result announced; and rated games: the game to rate ([`ToRate`], kept
//! in the room until it is rated) and the ratings heard back.

use std::collections::{BTreeMap, BTreeSet};

use petri_net::{Mode, RoomStatus, SeatRating, ServerMessage};
use petri_rules::{GameRecord, Score, Seat, Standing};
use serde::{Deserialize, Serialize};

use super::{Effect, FORFEIT_LEVEL, PlayerId, Room};

/// An account's ratings as shown, by mode key (`classic-2`); a mode it has not played is
/// missing (shown as a new player's).
pub type Ratings = BTreeMap<String, SeatRating>;

/// A new player's rating as shown.
pub const NEW_RATING: SeatRating = SeatRating {
    rating: 1500,
    provisional: true,
};

/// A rated game that ended, to be rated (kept in the room until it is: a restart or a
/// takeover rates it then, and the game's id makes sure only once).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ToRate {
    /// `ROOM-GAME`: the room's name and its game's number.
    pub game: String,
    /// The mode's key (`classic-2`).
    pub mode: String,
    /// The players by place: each entry one player, or a team, and its place (1 first).
    pub teams: Vec<(Vec<PlayerId>, u8)>,
    /// Each rated player's seat.
    pub seats: Vec<(u8, PlayerId)>,
    /// The game, with the players' names (kept with the rated game: a player's page lists it).
    pub record: GameRecord,
}

impl Room {
    /// The room's games are rated (a new room with a mode, before anyone enters).
    pub fn set_rated(&mut self) -> Result<(), String> {
        if self.st.mode.is_none() {
            return Err("only a mode's games are rated".into());
        }
        self.st.rated = true;
        self.whole = true;
        Ok(())
    }

    /// The person at seat `s` left the running game (or ran out of time with more than two
    /// units left): a computer plays the seat on, or the game ends when fewer than two units
    /// that have not forfeited remain.
    pub(super) fn forfeit(&mut self, out: &mut Vec<Effect>, s: usize) {
        self.st.forfeits += 1;
        let seat = &mut self.st.seats[s];
        seat.player = None;
        seat.computer = Some(FORFEIT_LEVEL);
        seat.forfeited = Some(self.st.forfeits);
        self.bump();
        self.broadcast(out, self.seat_msg(s));
        let rules = self.st.rules;
        let units: BTreeSet<usize> = (0..self.st.seats.len())
            .filter(|&i| self.st.seats[i].forfeited.is_none())
            .map(|i| rules.unit_of(Seat(i as u8)))
            .collect();
        if units.len() < 2 {
            let mut result = vec![Standing {
                place: 1,
                seats: (0..self.st.seats.len())
                    .filter(|&i| self.st.seats[i].forfeited.is_none())
                    .map(|i| Seat(i as u8))
                    .collect(),
                score: self.score(None),
            }];
            self.rank_forfeited(&mut result);
            self.end(out, result);
        } else {
            self.advance(out);
        }
    }

    /// The score shown in a ranking the room makes: a Petri seat's cup (`None`: the first
    /// place those left share); in Chinese checkers, not home.
    fn score(&self, seat: Option<usize>) -> Score {
        match (self.game.petri(), seat) {
            (Some(p), Some(s)) => Score::Cup(p.cup(Seat(s as u8))),
            (Some(_), None) => Score::Cup(0),
            (None, _) => Score::NotHome,
        }
    }

    /// Moves the forfeited seats out of a ranking and after everyone, latest forfeit first.
    pub(super) fn rank_forfeited(&self, result: &mut Vec<Standing>) {
        let forfeited: Vec<(u32, usize)> = {
            let mut f: Vec<(u32, usize)> = (0..self.st.seats.len())
                .filter_map(|i| self.st.seats[i].forfeited.map(|k| (k, i)))
                .collect();
            f.sort_by(|a, b| b.cmp(a));
            f
        };
        for st in result.iter_mut() {
            st.seats
                .retain(|s| self.st.seats[s.index()].forfeited.is_none());
        }
        result.retain(|st| !st.seats.is_empty());
        let mut place = 0;
        for st in result.iter_mut() {
            place += 1;
            st.place = place;
        }
        for (_, i) in forfeited {
            place += 1;
            result.push(Standing {
                place,
                seats: vec![Seat(i as u8)],
                score: self.score(Some(i)),
            });
        }
    }

    /// The game ends with this result: rated when it is, the clocks stopped, everyone told,
    /// the running vote closed.
    pub(super) fn end(&mut self, out: &mut Vec<Effect>, result: Vec<Standing>) {
        if let Some(players) = self.st.rated_players.take()
            && let Some(mode) = self.st.mode
        {
            let r = self.to_rate(&players, &result, mode);
            out.push(Effect::Rate(r.clone()));
            self.st.to_rate = Some(r);
        }
        self.st.status = RoomStatus::Over;
        // The clocks stop with the game (whoever ended it).
        if let Some(c) = &mut self.st.clock
            && c.running.is_some()
        {
            c.stop(self.now);
            let view = c.view(self.now);
            self.broadcast(out, ServerMessage::Clock(view));
        }
        self.st.result = Some(result.clone());
        self.thinking = None;
        self.bump();
        self.broadcast(
            out,
            ServerMessage::Over {
                v: self.st.v,
                result,
            },
        );
        self.close_vote(out);
    }

    /// The rated players by place: those still in their seats as the game ranked them; those
    /// who left, forfeited or were handed to a computer after them, one place each.
    fn to_rate(&self, players: &[PlayerId], result: &[Standing], mode: Mode) -> ToRate {
        let stayed = |s: usize| self.st.seats[s].player.as_ref() == Some(&players[s]);
        let mut teams: Vec<(Vec<PlayerId>, u8)> = Vec::new();
        let mut place = 0;
        for st in result {
            let team: Vec<PlayerId> = st
                .seats
                .iter()
                .map(|s| s.index())
                .filter(|&s| stayed(s))
                .map(|s| players[s].clone())
                .collect();
            if !team.is_empty() {
                place += 1;
                teams.push((team, place));
            }
        }
        // Then those who left, in the order the game ranked their seats (the last to leave
        // first).
        for st in result {
            for s in st.seats.iter().map(|s| s.index()).filter(|&s| !stayed(s)) {
                place += 1;
                teams.push((vec![players[s].clone()], place));
            }
        }
        ToRate {
            game: format!("{}-{}", self.st.room, self.st.games),
            mode: mode.key(),
            teams,
            seats: players
                .iter()
                .enumerate()
                .map(|(s, p)| (s as u8, p.clone()))
                .collect(),
            record: {
                let mut record = self.game.record();
                record.names = self.names();
                record
            },
        }
    }

    /// The ratings of [`Effect::Rate`] are stored: each rated player's new rating and change
    /// (by player). The seats show them, everyone hears them; the room rates the game no more.
    pub fn rated(&mut self, game: &str, changes: &[(PlayerId, SeatRating, i32)]) -> Vec<Effect> {
        let mut out = Vec::new();
        let Some(r) = self.st.to_rate.take_if(|r| r.game == game) else {
            return out;
        };
        let mut shown = Vec::new();
        for (player, rating, change) in changes {
            let Some(&(seat, _)) = r.seats.iter().find(|(_, p)| p == player) else {
                continue;
            };
            let s = &mut self.st.seats[usize::from(seat)];
            if s.player.as_ref() == Some(player) {
                s.rating = Some(*rating);
            }
            shown.push(petri_net::RatingChange {
                seat,
                rating: rating.rating,
                change: *change,
                provisional: rating.provisional,
            });
        }
        // Stored, not a new version: `rated` is heard, not followed.
        self.whole = true;
        self.broadcast(&mut out, ServerMessage::Rated { changes: shown });
        out
    }

    /// The units (seats, or teams) that have not forfeited, seat `s` left out.
    pub(super) fn units_left_without(&self, s: usize) -> usize {
        let rules = self.st.rules;
        (0..self.st.seats.len())
            .filter(|&i| i != s && self.st.seats[i].forfeited.is_none())
            .map(|i| rules.unit_of(Seat(i as u8)))
            .collect::<BTreeSet<usize>>()
            .len()
    }

    /// Seat `s` ran out of time and the game ends with its loss: those left share first place,
    /// then `s`, then the seats that forfeited earlier (latest first). The person stays in
    /// the seat: no computer takes it, and it is not freed at the next game.
    pub(super) fn lose_on_time(&mut self, out: &mut Vec<Effect>, s: usize) {
        self.st.forfeits += 1;
        self.st.seats[s].forfeited = Some(self.st.forfeits);
        let mut result = vec![Standing {
            place: 1,
            seats: (0..self.st.seats.len())
                .filter(|&i| self.st.seats[i].forfeited.is_none())
                .map(|i| Seat(i as u8))
                .collect(),
            score: self.score(None),
        }];
        self.rank_forfeited(&mut result);
        // Ranked; from here on the seat is the person's like any other.
        self.st.seats[s].forfeited = None;
        self.end(out, result);
    }
}
