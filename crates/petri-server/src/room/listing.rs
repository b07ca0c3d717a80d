//! The room as others find it: quick join's pool (by mode, rated or casual) and whether the
//! room is open there, what it adds to the lobby's counts and live list, and closing a room
//! nobody is in.

use petri_net::{LiveGame, LivePlayer, Mode, RoomStatus};

use super::{Effect, PlayerId, Room, SeatState};

impl Room {
    /// Quick join's pool for a mode: rated and casual players never meet there.
    pub fn pool_of(mode: Mode, rated: bool) -> String {
        if rated {
            format!("{}-rated", mode.key())
        } else {
            mode.key()
        }
    }

    /// This room's quick-join pool (public rooms only).
    pub fn pool(&self) -> Option<String> {
        self.st
            .mode
            .filter(|_| self.st.public)
            .map(|m| Room::pool_of(m, self.st.rated))
    }

    /// A public room with a free seat, listed for `quick_join`.
    pub fn is_listed(&self) -> bool {
        self.listed == Some(true)
    }

    /// Free seats (a public room lists them for `quick_join`).
    pub fn free_seats(&self) -> usize {
        self.st.seats.iter().filter(|s| s.is_free()).count()
    }

    /// Seated people (their room is this one).
    pub fn seated(&self) -> Vec<PlayerId> {
        self.players().cloned().collect()
    }

    /// What the room adds to the lobby counts of its mode: people seated while a public room
    /// waits for players (`waiting`), and while the game runs (`playing`). `None` for rooms
    /// with their own rules (no mode).
    pub fn lobby_count(&self) -> Option<(Mode, u32, u32)> {
        let mode = self.st.mode?;
        let people = self.players().count() as u32;
        Some(match self.st.status {
            RoomStatus::Waiting if self.st.public => (mode, people, 0),
            RoomStatus::Playing => (mode, 0, people),
            _ => (mode, 0, 0),
        })
    }

    /// The room as the lobby's live list shows it: a public game being played.
    pub fn live(&self) -> Option<LiveGame> {
        let mode = self.st.mode.filter(|_| self.st.public)?;
        (self.st.status == RoomStatus::Playing).then(|| LiveGame {
            room: self.st.room.clone(),
            mode,
            rated: self.st.rated,
            players: self
                .st
                .seats
                .iter()
                .map(|s| LivePlayer {
                    name: s.name.clone().unwrap_or_default(),
                    rating: s.rating.map(|r| r.rating),
                })
                .collect(),
            started_ms: self.st.started_ms,
        })
    }

    /// Tells the runner when the room opens for quick join (public, waiting, a free seat) or
    /// stops being open.
    pub(super) fn listing(&mut self, out: &mut Vec<Effect>) {
        if !self.st.public {
            return;
        }
        let open =
            self.st.status == RoomStatus::Waiting && self.st.seats.iter().any(SeatState::is_free);
        if self.listed != Some(open) {
            self.listed = Some(open);
            out.push(Effect::Listed(open));
        }
    }

    /// Nobody holds a seat or watches: the room closes (and is no longer listed).
    pub(super) fn maybe_close(&mut self, out: &mut Vec<Effect>) {
        if self.conns.is_empty() && self.players().next().is_none() {
            if self.listed == Some(true) {
                self.listed = Some(false);
                out.push(Effect::Listed(false));
            }
            out.push(Effect::Close);
        }
    }
}
