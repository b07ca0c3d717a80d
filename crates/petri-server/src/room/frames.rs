//! What connections are sent: the room as one connection sees it (its snapshot), a seat's
//! frame, and a frame to everyone in the room (or everyone but one).

use petri_net::{RoomStatus, SeatView, ServerMessage, Snapshot};

use super::{ConnId, Effect, Room, seat_colour};

impl Room {
    /// Seat `i` as everyone sees it.
    fn seat_view(&self, i: usize) -> SeatView {
        let s = &self.st.seats[i];
        SeatView {
            name: s.name.clone(),
            connected: self.connected(i),
            colour: seat_colour(&self.st.rules, i),
            computer: s.computer,
            vanished: self.vanished[i],
            rating: s.rating,
        }
    }

    /// The frame that tells seat `i`'s change.
    pub(super) fn seat_msg(&self, i: usize) -> ServerMessage {
        let view = self.seat_view(i);
        ServerMessage::Seat {
            v: self.st.v,
            seat: i as u8,
            name: view.name,
            connected: view.connected,
            computer: view.computer,
            vanished: view.vanished,
        }
    }

    /// The room as this connection sees it.
    pub fn snapshot(&self, conn: ConnId) -> ServerMessage {
        let mut record = self.game.record();
        record.names = self.names();
        let you = self.conn_seat(conn).map(|s| s as u8);
        let player = self.conns.get(&conn).map(|c| c.player.as_str());
        ServerMessage::Snapshot(Box::new(Snapshot {
            room: self.st.room.clone(),
            name: match self.st.mode {
                Some(m) => format!("{}, {} players", m.rules.name(), m.players),
                None => "custom rules".into(),
            },
            public: self.st.public,
            mode: self.st.mode,
            status: self.st.status,
            v: self.st.v,
            seats: (0..self.st.seats.len())
                .map(|i| self.seat_view(i))
                .collect(),
            you,
            record,
            to_move: (self.st.status == RoomStatus::Playing && !self.game.is_over())
                .then(|| self.game.to_move().0),
            chat: self.st.chat.clone(),
            vote: self.st.vote.clone(),
            creator: player.is_some() && self.st.creator.as_deref() == player,
            result: self.st.result.clone(),
            rated: self.st.rated,
            clock: self.st.clock.as_ref().map(|c| c.view(self.now)),
        }))
    }

    /// The frame to every connection in the room.
    pub(super) fn broadcast(&self, out: &mut Vec<Effect>, msg: ServerMessage) {
        for &c in self.conns.keys() {
            out.push(Effect::Send(c, msg.clone()));
        }
    }

    /// Each connection its snapshot.
    pub(super) fn snapshots(&self, out: &mut Vec<Effect>) {
        for &c in self.conns.keys() {
            out.push(Effect::Send(c, self.snapshot(c)));
        }
    }

    /// The frame to every connection in the room but one.
    pub(super) fn broadcast_except(
        &self,
        out: &mut Vec<Effect>,
        except: ConnId,
        msg: ServerMessage,
    ) {
        for &c in self.conns.keys().filter(|&&c| c != except) {
            out.push(Effect::Send(c, msg.clone()));
        }
    }
}
