//! Votes: a new game (everyone moves one seat on), cancelling a game, and handing the seat of
//! a person gone for `vanish` ms to a computer. A vote needs every present (connected, human)
//! seated player; the proposer votes yes, anyone's no closes it.

use petri_net::{ErrorCode, RoomStatus, ServerMessage, VoteKind, VoteState};

use super::{ConnId, Effect, REPLACE_LEVEL, Room, SeatState, err};

impl Room {
    /// The running vote closes unpassed (someone said no, or the game it was about ended).
    pub(super) fn close_vote(&mut self, out: &mut Vec<Effect>) {
        if let Some(vote) = self.st.vote.take() {
            self.whole = true;
            self.broadcast(out, ServerMessage::VoteClosed { kind: vote.kind });
        }
    }

    /// Seats of people who are connected: the voters.
    fn present(&self) -> Vec<u8> {
        (0..self.st.seats.len())
            .filter(|&i| self.st.seats[i].player.is_some() && self.connected(i))
            .map(|i| i as u8)
            .collect()
    }

    /// A seated player proposes a vote (and votes yes).
    pub(super) fn propose(
        &mut self,
        _now: u64,
        conn: ConnId,
        kind: VoteKind,
        seat: Option<u8>,
    ) -> Vec<Effect> {
        let Some(me) = self.conn_seat(conn) else {
            return err(conn, ErrorCode::NotInRoom, "only seated players vote");
        };
        if self.st.vote.is_some() {
            return err(conn, ErrorCode::VoteRefused, "a vote is running");
        }
        let any_vanished =
            (0..self.st.seats.len()).any(|i| self.vanished[i] && self.st.seats[i].player.is_some());
        match kind {
            VoteKind::NewGame if self.st.status == RoomStatus::Waiting => {
                return err(conn, ErrorCode::VoteRefused, "no game has started yet");
            }
            VoteKind::Cancel if self.st.status != RoomStatus::Playing => {
                return err(conn, ErrorCode::VoteRefused, "no game is running");
            }
            VoteKind::Cancel if !any_vanished => {
                return err(
                    conn,
                    ErrorCode::VoteRefused,
                    "nobody has been gone long enough to cancel",
                );
            }
            VoteKind::Computer => {
                let s = seat.unwrap_or(u8::MAX) as usize;
                if self.st.status != RoomStatus::Playing
                    || s >= self.st.seats.len()
                    || !self.vanished[s]
                    || self.st.seats[s].player.is_none()
                {
                    return err(
                        conn,
                        ErrorCode::VoteRefused,
                        "only a seat gone long enough can be handed to a computer",
                    );
                }
            }
            _ => {}
        }
        let mut out = Vec::new();
        self.st.vote = Some(VoteState {
            kind,
            seat,
            yes: vec![me as u8],
            needed: self.present().len() as u8,
        });
        self.whole = true;
        self.check_vote(&mut out);
        out
    }

    /// A seated player's yes or no to the running vote.
    pub(super) fn vote(&mut self, conn: ConnId, kind: VoteKind, yes: bool) -> Vec<Effect> {
        let Some(me) = self.conn_seat(conn) else {
            return err(conn, ErrorCode::NotInRoom, "only seated players vote");
        };
        let Some(vote) = self.st.vote.as_mut() else {
            return err(conn, ErrorCode::VoteRefused, "no vote is running");
        };
        if vote.kind != kind {
            return err(conn, ErrorCode::VoteRefused, "that is not the running vote");
        }
        let mut out = Vec::new();
        self.whole = true;
        if !yes {
            self.close_vote(&mut out);
            return out;
        }
        if !vote.yes.contains(&(me as u8)) {
            vote.yes.push(me as u8);
        }
        self.check_vote(&mut out);
        out
    }

    /// Announces the running vote, or carries it out once every present player said yes.
    pub(super) fn check_vote(&mut self, out: &mut Vec<Effect>) {
        let present = self.present();
        let Some(vote) = self.st.vote.as_mut() else {
            return;
        };
        vote.yes.retain(|s| present.contains(s));
        let needed = present.len() as u8;
        let passed = present.iter().all(|s| vote.yes.contains(s));
        if vote.needed != needed {
            vote.needed = needed;
            self.whole = true;
        }
        if !passed {
            let msg = ServerMessage::Vote(vote.clone());
            self.broadcast(out, msg);
            return;
        }
        let vote = self.st.vote.take().expect("a vote");
        self.whole = true;
        match vote.kind {
            VoteKind::NewGame => self.new_game(out),
            VoteKind::Cancel => {
                self.st.status = RoomStatus::Cancelled;
                if let Some(c) = &mut self.st.clock {
                    c.stop(self.now);
                }
                self.thinking = None;
                self.bump();
                self.snapshots(out);
            }
            VoteKind::Computer => {
                let s = vote.seat.expect("checked") as usize;
                if let Some(p) = self.st.seats[s].player.take() {
                    out.push(Effect::PlayerRoom(p, None));
                }
                self.st.seats[s].computer = Some(REPLACE_LEVEL);
                self.st.seats[s].name = Some(format!("computer ({REPLACE_LEVEL})"));
                self.away_since[s] = None;
                self.vanished[s] = false;
                self.bump();
                self.snapshots(out);
                self.advance(out);
            }
        }
        self.listing(out);
    }

    /// A new game voted: every seat's occupant moves one seat on (a forfeited seat is freed);
    /// the game starts at once when every seat is still taken.
    fn new_game(&mut self, out: &mut Vec<Effect>) {
        let n = self.st.seats.len();
        let mut seats = vec![SeatState::default(); n];
        let mut away = vec![None; n];
        let mut vanished = vec![false; n];
        for i in 0..n {
            let mut s = self.st.seats[i].clone();
            if s.forfeited.is_some() {
                s = SeatState::default();
            }
            seats[(i + 1) % n] = s;
            away[(i + 1) % n] = self.away_since[i];
            vanished[(i + 1) % n] = self.vanished[i];
        }
        self.st.seats = seats;
        self.away_since = away;
        self.vanished = vanished;
        self.st.status = RoomStatus::Waiting;
        self.st.result = None;
        self.thinking = None;
        self.replace_game();
        if self.st.seats.iter().all(|s| !s.is_free()) {
            self.start_if_full(out);
        } else {
            self.bump();
            self.snapshots(out);
        }
    }
}
