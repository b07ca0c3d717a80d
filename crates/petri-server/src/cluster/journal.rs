//! A room's journal in Redis, kept by its task on the owner ([`Journal`]): each change
//! appended to the room's stream as an [`Entry`] (moves as moves, anything else as the whole
//! room), a [`Checkpoint`] with every whole room and at least every
//! [`CHECKPOINT_EVERY`](super::CHECKPOINT_EVERY) entries, the lease renewed on the room's tick;
//! and [`replay`], which brings a checkpoint up to date with the entries after it.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use futures_util::future::BoxFuture;
use serde::{Deserialize, Serialize};

use super::{CHECKPOINT_EVERY, Cluster, RENEW_MS};
use crate::clock::wall_ms;
use crate::room::{Change, Room, RoomState};
use crate::storage::RoomLog;

/// One stream entry: the moves played (record entries, in order) with the room's `v` and dice
/// position after them, or the whole room.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "snake_case")]
pub enum Entry {
    Moves {
        moves: Vec<String>,
        v: u64,
        dice_pos: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clock: Option<crate::room::Clock>,
    },
    State(Box<RoomState>),
}

/// The checkpoint: the room as of sequence number `seq`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Checkpoint {
    pub seq: u64,
    pub state: RoomState,
}

/// The stream entry of a room's change: only moves as the moves (with `v` and the dice after
/// them), anything else (and `None`: the room whole) as the whole room.
pub fn entry(change: Option<Change>, room: &Room) -> Entry {
    match change {
        Some(ch) if ch.state.is_none() && !ch.new_game => Entry::Moves {
            moves: ch.moves,
            v: ch.v,
            dice_pos: ch.dice_pos,
            clock: ch.clock,
        },
        _ => Entry::State(Box::new(room.state())),
    }
}

/// A checkpoint brought up to date with the entries after it.
pub fn replay(mut state: RoomState, entries: impl IntoIterator<Item = Entry>) -> RoomState {
    for e in entries {
        match e {
            Entry::Moves {
                moves,
                v,
                dice_pos,
                clock,
            } => {
                state.record.moves.extend(moves);
                state.v = v;
                state.dice_pos = dice_pos;
                if clock.is_some() {
                    state.clock = clock;
                }
            }
            Entry::State(s) => state = *s,
        }
    }
    state
}

/// A room's journal in Redis, kept by its task on the owner: the sequence number of the last
/// entry, the room as last written, and whether Redis has missed changes (it did not answer).
pub struct Journal {
    c: Cluster,
    ok: Arc<AtomicBool>,
    seq: u64,
    since_checkpoint: u64,
    unsynced: bool,
    renewed: u64,
}

impl Journal {
    /// A new room's journal: its first entry and checkpoint, under the lease just taken.
    pub async fn start(
        c: Cluster,
        ok: Arc<AtomicBool>,
        room: &mut Room,
    ) -> Result<Journal, String> {
        // What the room holds now is in the first entry.
        let _ = room.take_change();
        let state = room.state();
        let cp = Checkpoint {
            seq: 1,
            state: state.clone(),
        };
        match c
            .append(
                room.name(),
                1,
                &Entry::State(Box::new(state.clone())),
                Some(&cp),
            )
            .await
        {
            Ok(1) => Ok(Journal {
                c,
                ok,
                seq: 1,
                since_checkpoint: 0,
                unsynced: false,
                renewed: 0,
            }),
            Ok(_) => Err(format!("room {}: its lease went at once", room.name())),
            Err(e) => Err(format!("the server cannot open rooms now: {e}")),
        }
    }

    /// The journal of a room taken over at entry `seq`.
    pub fn resumed(c: Cluster, ok: Arc<AtomicBool>, seq: u64, now_ms: u64) -> Journal {
        Journal {
            c,
            ok,
            seq,
            since_checkpoint: 0,
            unsynced: false,
            renewed: now_ms,
        }
    }

    /// Writes the room's change (moves as moves, anything else as the whole room with a
    /// checkpoint; `None`: the whole room). False: another node holds the room (nothing may
    /// be sent). When Redis does not answer the room plays on here and is written whole once
    /// it does.
    async fn append(&mut self, room: &mut Room, change: Option<Change>) -> bool {
        let e = entry(change.filter(|_| !self.unsynced), room);
        let checkpoint =
            matches!(e, Entry::State(_)) || self.since_checkpoint + 1 >= CHECKPOINT_EVERY;
        let cp = checkpoint.then(|| Checkpoint {
            seq: self.seq + 1,
            state: match &e {
                Entry::State(st) => (**st).clone(),
                Entry::Moves { .. } => room.state(),
            },
        });
        match self
            .c
            .append(room.name(), self.seq + 1, &e, cp.as_ref())
            .await
        {
            Ok(1) => {
                self.seq += 1;
                self.since_checkpoint = if checkpoint {
                    0
                } else {
                    self.since_checkpoint + 1
                };
                self.unsynced = false;
                true
            }
            Ok(_) => false,
            Err(_) => {
                self.unsynced = true;
                self.ok.store(false, Ordering::Relaxed);
                true
            }
        }
    }

    /// On the room's tick: renews the lease every [`RENEW_MS`], and once Redis answers again
    /// after missing changes, takes the lease again if it went (unless the room went on
    /// elsewhere) and writes the room whole, with its players' rooms. False: the room is lost.
    async fn renew(&mut self, room: &mut Room, now: u64) -> bool {
        let redis_ok = self.ok.load(Ordering::Relaxed);
        if now.saturating_sub(self.renewed) < RENEW_MS && !(self.unsynced && redis_ok) {
            return true;
        }
        self.renewed = now;
        match self.c.renew(room.name(), self.seq).await {
            Ok(0) => return false,
            Ok(1) if !self.unsynced => return true,
            Ok(_) => {}
            Err(_) => {
                self.unsynced = true;
                return true;
            }
        }
        // Taken again, or Redis missed changes: the room whole, and what points at it.
        self.unsynced = true;
        if !self.append(room, None).await {
            return false;
        }
        for p in room.seated() {
            let _ = self.c.set_player_room(&p, Some(room.name()), "").await;
        }
        if let Some(pool) = room.pool()
            && room.is_listed()
        {
            let _ = self
                .c
                .list(room.name(), &pool, room.free_seats(), wall_ms())
                .await;
        }
        true
    }
}

impl RoomLog for Journal {
    fn write<'a>(&'a mut self, room: &'a mut Room, change: Option<Change>) -> BoxFuture<'a, bool> {
        Box::pin(self.append(room, change))
    }

    fn keep<'a>(&'a mut self, room: &'a mut Room, now_ms: u64) -> BoxFuture<'a, bool> {
        Box::pin(self.renew(room, now_ms))
    }
}
