//! Seats and presence: who enters (to a seat, to watch, back after a lost connection), leaves,
//! takes a free seat or one a computer was handed; connections lost and seats whose person has
//! been gone for `vanish` ms; and which seat is whose.

use petri_net::limits::{self, Bucket};
use petri_net::{Colour, ErrorCode, RoomStatus};
use petri_rules::{Preset, Rules};

use super::{
    Conn, ConnId, Effect, Enter, NEW_RATING, PlayerId, REPLACE_LEVEL, Ratings, Room, SeatState, err,
};

/// The colour of seat `i` under these rules.
pub fn seat_colour(rules: &Rules, i: usize) -> Colour {
    let online = rules.variant == Preset::Online.variant();
    Colour::of_index(if online { 5 + i } else { i })
}

impl Room {
    /// Any player with a seat (a person).
    pub fn players(&self) -> impl Iterator<Item = &PlayerId> {
        self.st.seats.iter().filter_map(|s| s.player.as_ref())
    }

    /// The seats' names as shown (empty for a free seat).
    pub(super) fn names(&self) -> Vec<String> {
        self.st
            .seats
            .iter()
            .map(|s| s.name.clone().unwrap_or_default())
            .collect()
    }

    /// The seat the player holds.
    fn seat_of(&self, player: &str) -> Option<usize> {
        self.st
            .seats
            .iter()
            .position(|s| s.player.as_deref() == Some(player))
    }

    /// The seat of the connection's player.
    pub(super) fn conn_seat(&self, conn: ConnId) -> Option<usize> {
        self.conns.get(&conn).and_then(|c| self.seat_of(&c.player))
    }

    /// A seat's person has a connection in the room (a computer always has).
    pub(super) fn connected(&self, seat: usize) -> bool {
        let s = &self.st.seats[seat];
        match &s.player {
            Some(p) => self.conns.values().any(|c| &c.player == p),
            None => s.computer.is_some(),
        }
    }

    /// A connection enters: takes a seat (`Join`), watches, or resumes. Refused: nothing
    /// changed, and the error to send. (A guest's; the server enters with [`Room::enter_as`].)
    #[cfg(test)]
    pub fn enter(
        &mut self,
        now: u64,
        conn: ConnId,
        player: &str,
        name: &str,
        how: Enter,
    ) -> Result<Vec<Effect>, (ErrorCode, String)> {
        self.enter_as(now, conn, player, name, how, None)
    }

    /// [`Room::enter`] for a player who may have an account (`ratings`: its ratings; `None`:
    /// a guest). A rated room seats accounts only.
    pub fn enter_as(
        &mut self,
        now: u64,
        conn: ConnId,
        player: &str,
        name: &str,
        how: Enter,
        ratings: Option<&Ratings>,
    ) -> Result<Vec<Effect>, (ErrorCode, String)> {
        self.now = now;
        let mut out = Vec::new();
        let held = self.seat_of(player);
        if self.st.rated && held.is_none() && how == Enter::Join && ratings.is_none() {
            return Err((
                ErrorCode::NotAllowed,
                "rated games are for accounts: register or log in (or watch)".into(),
            ));
        }
        let rating = ratings.map(|r| {
            self.st
                .mode
                .and_then(|m| r.get(&m.key()).copied())
                .unwrap_or(NEW_RATING)
        });
        let seat = match (how, held) {
            (_, Some(s)) => Some(s),
            (Enter::Join, None) => {
                let Some(free) = self.st.seats.iter().position(SeatState::is_free) else {
                    return Err((
                        ErrorCode::RoomFull,
                        format!("room {} has no free seat", self.st.room),
                    ));
                };
                Some(free)
            }
            (Enter::Watch | Enter::Resume, None) => None,
        };
        let was_connected = seat.map(|s| self.connected(s));
        self.conns.insert(
            conn,
            Conn {
                player: player.to_string(),
                name: name.to_string(),
                chat: Bucket::new(limits::CHAT, now),
            },
        );
        out.push(Effect::Entered(conn));
        out.push(Effect::PlayerRoom(
            player.to_string(),
            Some(self.st.room.clone()),
        ));
        if let Some(s) = seat {
            if held.is_none() {
                let seat = &mut self.st.seats[s];
                seat.player = Some(player.to_string());
                seat.name = Some(name.to_string());
                seat.rating = rating;
                self.away_since[s] = None;
                self.vanished[s] = false;
                self.bump();
                self.broadcast_except(&mut out, conn, self.seat_msg(s));
                if self.st.creator.is_none() && !self.st.public {
                    self.st.creator = Some(player.to_string());
                }
            } else if was_connected == Some(false) {
                self.away_since[s] = None;
                self.vanished[s] = false;
                self.bump();
                self.broadcast_except(&mut out, conn, self.seat_msg(s));
            }
        }
        // A room that starts now sends everyone the start's snapshot instead.
        let starting =
            self.st.status == RoomStatus::Waiting && self.st.seats.iter().all(|s| !s.is_free());
        if !starting {
            out.push(Effect::Send(conn, self.snapshot(conn)));
        }
        self.start_if_full(&mut out);
        self.listing(&mut out);
        self.check_vote(&mut out);
        Ok(out)
    }

    /// The connection closed (or went to another room without leaving: it does not).
    pub fn disconnected(&mut self, now: u64, conn: ConnId) -> Vec<Effect> {
        self.now = now;
        let mut out = Vec::new();
        let seat = self.conn_seat(conn);
        if self.conns.remove(&conn).is_none() {
            return out;
        }
        if let Some(s) = seat
            && !self.connected(s)
        {
            self.away_since[s] = Some(now);
            self.bump();
            self.broadcast(&mut out, self.seat_msg(s));
        }
        self.check_vote(&mut out);
        self.maybe_close(&mut out);
        out
    }

    /// Time passes: seats gone for `vanish` ms are announced vanished. In a public room that
    /// waits for players such a seat is freed instead, so that `quick_join` never seats a
    /// newcomer with someone who is not there (a room left with nobody closes).
    pub fn tick(&mut self, now: u64) -> Vec<Effect> {
        self.now = now;
        let mut out = Vec::new();
        if self.flag(&mut out) {
            self.listing(&mut out);
            return out;
        }
        let mut freed = false;
        for s in 0..self.st.seats.len() {
            if let Some(t) = self.away_since[s]
                && !self.vanished[s]
                && now.saturating_sub(t) >= self.vanish_ms
            {
                if self.st.public && self.st.status == RoomStatus::Waiting {
                    if let Some(p) = self.st.seats[s].player.take() {
                        out.push(Effect::PlayerRoom(p, None));
                    }
                    self.st.seats[s] = SeatState::default();
                    self.away_since[s] = None;
                    freed = true;
                } else {
                    self.vanished[s] = true;
                }
                self.bump();
                self.broadcast(&mut out, self.seat_msg(s));
            }
        }
        if freed {
            self.listing(&mut out);
            self.maybe_close(&mut out);
        }
        out
    }

    /// The player leaves the room with every connection of theirs: a running game's seat
    /// is forfeited, any other seat freed.
    pub(super) fn leave(&mut self, conn: ConnId) -> Vec<Effect> {
        let mut out = Vec::new();
        let seat = self.conn_seat(conn);
        let player = self.conns[&conn].player.clone();
        // Every connection of the player leaves with it.
        let gone: Vec<ConnId> = self
            .conns
            .iter()
            .filter(|(_, c)| c.player == player)
            .map(|(&id, _)| id)
            .collect();
        for c in &gone {
            self.conns.remove(c);
            out.push(Effect::Left(*c));
        }
        out.push(Effect::PlayerRoom(player, None));
        if let Some(s) = seat {
            self.away_since[s] = None;
            self.vanished[s] = false;
            if self.st.status == RoomStatus::Playing {
                self.forfeit(&mut out, s);
            } else {
                self.st.seats[s] = SeatState::default();
                self.bump();
                self.broadcast(&mut out, self.seat_msg(s));
            }
        }
        self.check_vote(&mut out);
        self.listing(&mut out);
        self.maybe_close(&mut out);
        out
    }

    /// A seat named in a message, or the refusal for a seat the room does not have.
    pub(super) fn seat_index(&self, conn: ConnId, seat: u8) -> Result<usize, Vec<Effect>> {
        let s = usize::from(seat);
        if s < self.st.seats.len() {
            Ok(s)
        } else {
            Err(err(
                conn,
                ErrorCode::BadMessage,
                format!("the room has no seat {seat}"),
            ))
        }
    }

    /// One watching takes a free seat, or during a game the seat a vote handed to a computer.
    pub(super) fn take_seat(&mut self, conn: ConnId, seat: u8) -> Vec<Effect> {
        if self.conn_seat(conn).is_some() {
            return err(conn, ErrorCode::NotAllowed, "you hold a seat already");
        }
        let s = match self.seat_index(conn, seat) {
            Ok(s) => s,
            Err(refused) => return refused,
        };
        let st = &self.st.seats[s];
        let replaced = st.player.is_none() && st.computer == Some(REPLACE_LEVEL);
        let takeable = match self.st.status {
            RoomStatus::Playing => replaced && st.forfeited.is_none() || st.is_free(),
            _ => st.is_free(),
        };
        if !takeable {
            return err(
                conn,
                ErrorCode::RoomFull,
                format!("seat {seat} is not free"),
            );
        }
        let c = &self.conns[&conn];
        self.st.seats[s] = SeatState {
            player: Some(c.player.clone()),
            name: Some(c.name.clone()),
            computer: None,
            forfeited: None,
            rating: None,
        };
        self.thinking = None;
        self.away_since[s] = None;
        self.vanished[s] = false;
        self.bump();
        let mut out = Vec::new();
        self.broadcast(&mut out, self.seat_msg(s));
        out.push(Effect::Send(conn, self.snapshot(conn)));
        self.start_if_full(&mut out);
        self.listing(&mut out);
        out
    }
}
