//! What the server's tasks share: the configuration, the state ([`Shared`]: the registry of
//! rooms, connections and addresses, the storage, this node among the others, counters and
//! limits), the messages between tasks ([`RoomCmd`] to a room's task, frames through a
//! connection's [`Outbox`]), and dropping a connection. The server's other files import from
//! here; this file imports only [`nodes`](super::nodes), which imports none of them.

use std::collections::HashMap;
use std::net::IpAddr;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use petri_net::limits::{Bucket, Rate};
use petri_net::{ClientMessage, ErrorCode, LiveGame, Mode, SeatRating};
use tokio::sync::{mpsc, oneshot, watch};
use tokio::time::Instant;
use tracing::warn;

use super::nodes::Nodes;
use crate::accounts::Logins;
use crate::cluster::Frame;
use crate::lobby::Lobby;
use crate::room::{ConnId, Enter, Holding, PlayerId, Ratings};
use crate::storage::{Call, Storage};

/// What the command line sets.
#[derive(Clone, Debug)]
pub struct Config {
    pub data: PathBuf,
    pub web: Option<PathBuf>,
    pub allow_origin: Vec<String>,
    pub vanish_ms: u64,
    pub ping_every: Duration,
    pub dead_after: Duration,
    pub hello_timeout: Duration,
    /// Open connections one address may have.
    pub connections_per_address: usize,
    /// Rooms one address may create.
    pub rooms_per_address: Rate,
    /// Proxies whose `X-Forwarded-For` names the client.
    pub trust_proxy: Vec<IpAddr>,
    /// Several nodes: Redis's URL, and this node's name.
    pub redis: Option<String>,
    pub node: String,
    /// Print a `stats:` line (rooms, connections, tasks, the allocator's heap) this often.
    pub stats_every: Option<Duration>,
    /// Tests only: `POST /test/clock/{ms}` moves the wall clock (the rooms' clocks) ahead.
    pub test_clock: bool,
}

/// What a room task sends a connection.
#[derive(Debug)]
pub(super) enum Out {
    Frame(String),
}

/// A connection's outbox: at most [`limits::SEND_QUEUE`](petri_net::limits::SEND_QUEUE)
/// frames wait in it (a reader slower than that is dropped).
#[derive(Clone)]
pub(super) struct Outbox {
    pub(super) tx: mpsc::Sender<Out>,
    pub(super) work: Arc<Work>,
}

/// What the server did since it started (the `stats:` line).
#[derive(Default)]
pub(super) struct Work {
    /// Frames queued for connections.
    pub(super) frames: AtomicU64,
    /// Of those, snapshots.
    pub(super) snapshots: AtomicU64,
    /// `sync`s read.
    pub(super) syncs: AtomicU64,
    /// Of those, the ones over [`limits::SYNCS`](petri_net::limits::SYNCS): answered together
    /// when the next was due.
    pub(super) syncs_waited: AtomicU64,
}

impl Outbox {
    /// Queues a frame without waiting; false when the outbox is full or closed.
    pub(super) fn push(&self, frame: Frame) -> bool {
        let snapshot = frame.snapshot;
        if self.tx.try_send(Out::Frame(frame.text)).is_err() {
            return false;
        }
        self.work.frames.fetch_add(1, Ordering::Relaxed);
        if snapshot {
            self.work.snapshots.fetch_add(1, Ordering::Relaxed);
        }
        true
    }
}

/// What a room's task is told.
pub(super) enum RoomCmd {
    Enter {
        conn: ConnId,
        player: PlayerId,
        name: String,
        how: Enter,
        /// The player's ratings when they have an account (`None`: a guest).
        ratings: Option<Ratings>,
        reply: oneshot::Sender<EnterReply>,
    },
    /// The ratings of the room's rated game are stored
    /// ([`Effect::Rate`](crate::room::Effect::Rate)).
    Rated {
        game: String,
        changes: Vec<(PlayerId, SeatRating, i32)>,
    },
    Msg {
        conn: ConnId,
        msg: ClientMessage,
    },
    Gone {
        conn: ConnId,
    },
    Computer {
        turn: (u32, usize),
        action: Option<petri_rules::Action>,
    },
    /// What the room holds (for the `stats:` line).
    Stats {
        reply: oneshot::Sender<Holding>,
    },
}

/// The room task's answer to an `Enter`.
pub(super) type EnterReply = Result<(), (ErrorCode, String)>;

#[derive(Default)]
pub(super) struct Registry {
    pub(super) rooms: HashMap<String, mpsc::UnboundedSender<RoomCmd>>,
    /// Where each player's seat (or watching) is, in rooms known here.
    pub(super) player_room: HashMap<PlayerId, String>,
    /// Each connection's outbox, player and room.
    pub(super) conns: HashMap<ConnId, ConnEntry>,
    /// The connection of each player (one at a time).
    pub(super) player_conn: HashMap<PlayerId, ConnId>,
    /// Open connections and the room-creation bucket of each client address.
    pub(super) addresses: HashMap<IpAddr, Address>,
    /// With `--redis`: connections of other nodes in this node's rooms (and their room).
    pub(super) remote_conns: HashMap<ConnId, String>,
    /// With `--redis`: answers awaited from other nodes, by request number.
    pub(super) pending: HashMap<u64, oneshot::Sender<EnterReply>>,
}

pub(super) struct Address {
    pub(super) connections: usize,
    rooms: Bucket,
}

pub(super) struct ConnEntry {
    pub(super) out: Outbox,
    pub(super) room: Option<String>,
    /// The node whose room task has the connection in its room (with `--redis`).
    pub(super) at: Option<u64>,
    pub(super) addr: IpAddr,
    pub(super) player: PlayerId,
    pub(super) name: String,
    /// The token's hash (written to Redis again after Redis lost its data).
    pub(super) token_hash: String,
}

pub(super) struct Shared {
    /// Players, their rooms, quick join's open rooms and the rooms' logs: SQLite, or Redis
    /// with `--redis`.
    pub(super) storage: Box<dyn Storage>,
    /// This node among the others: alone, or in a cluster (`--redis`: leases, messages
    /// between nodes).
    pub(super) nodes: Nodes,
    /// Redis answers (with `--redis`; the watchdog keeps it, the storage reads it).
    pub(super) redis_ok: Arc<AtomicBool>,
    pub(super) next_req: AtomicU64,
    /// One takeover at a time.
    pub(super) taking: tokio::sync::Mutex<()>,
    pub(super) reg: Mutex<Registry>,
    pub(super) next_conn: AtomicU64,
    pub(super) epoch: Instant,
    pub(super) config: Config,
    pub(super) shutdown: watch::Receiver<bool>,
    pub(super) lobby: Lobby,
    pub(super) work: Arc<Work>,
    /// Failed logins, per address and per account.
    pub(super) logins: Mutex<Logins>,
    /// Password work at once (`account::HASHING`).
    pub(super) hashing: tokio::sync::Semaphore,
}

pub(super) type App = Arc<Shared>;

impl Shared {
    pub(super) fn reg(&self) -> MutexGuard<'_, Registry> {
        self.reg.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub(super) fn logins(&self) -> MutexGuard<'_, Logins> {
        self.logins.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub(super) fn now(&self) -> u64 {
        self.epoch.elapsed().as_millis() as u64
    }

    /// A connection slot for a client address, or `None` when it has its share.
    pub(super) fn address_slot(self: &Arc<Self>, addr: IpAddr) -> Option<AddressSlot> {
        let now = self.now();
        let mut reg = self.reg();
        let entry = reg.addresses.entry(addr).or_insert_with(|| Address {
            connections: 0,
            rooms: Bucket::new(self.config.rooms_per_address, now),
        });
        if entry.connections >= self.config.connections_per_address {
            return None;
        }
        entry.connections += 1;
        Some(AddressSlot {
            app: self.clone(),
            addr,
        })
    }

    /// May this address create a room now? (Spends one from its bucket.)
    pub(super) fn may_create_room(&self, addr: IpAddr) -> bool {
        let now = self.now();
        let mut reg = self.reg();
        reg.addresses
            .get_mut(&addr)
            .is_none_or(|a| a.rooms.take(now))
    }

    /// A room's share of the lobby counts and its live game now (`None`: it closed). With
    /// `--redis` the cluster's totals are published by the node's lobby task.
    pub(super) fn lobby_count(
        &self,
        room: &str,
        count: Option<(Mode, u32, u32)>,
        live: Option<LiveGame>,
    ) {
        let counts = self.lobby.set(room, count);
        let live = self.lobby.set_live(room, live);
        if counts || live {
            self.nodes.lobby_changed(&self.lobby);
        }
    }

    pub(super) fn redis_ok(&self) -> bool {
        self.redis_ok.load(Ordering::Relaxed)
    }

    /// A storage call that failed is said on the server's output; the server goes on.
    pub(super) async fn stored(&self, what: &str, call: Call<'_, ()>) {
        if let Err(e) = call.await {
            warn!("{what}: {e}");
        }
    }

    /// The connection left `room` (closed, or dropped): the room hears it, wherever it runs.
    pub(super) fn gone(&self, room: &str, conn: ConnId) {
        if let Some(tx) = self.reg().rooms.get(room).cloned() {
            let _ = tx.send(RoomCmd::Gone { conn });
            return;
        }
        self.nodes.tell_gone(room, conn);
    }

    /// Drops a connection: its outbox closes (the connection task then ends) and its room
    /// hears it went.
    pub(super) fn drop_conn(&self, conn: ConnId) {
        let room = self.reg().conns.remove(&conn).and_then(|c| c.room);
        if let Some(room) = room {
            self.gone(&room, conn);
        }
    }
}

/// One open connection of an address; given back when dropped.
pub(super) struct AddressSlot {
    app: App,
    pub(super) addr: IpAddr,
}

impl Drop for AddressSlot {
    fn drop(&mut self) {
        let mut reg = self.app.reg();
        if let Some(a) = reg.addresses.get_mut(&self.addr) {
            a.connections -= 1;
            // Forgotten once idle and its bucket is full again.
            let now = self.app.now();
            let full = self.app.config.rooms_per_address.burst;
            if a.connections == 0 && a.rooms.left(now) >= full {
                reg.addresses.remove(&self.addr);
            }
        }
    }
}

pub(super) fn random_bytes<const N: usize>() -> [u8; N] {
    let mut b = [0u8; N];
    getrandom::fill(&mut b).expect("the OS's randomness");
    b
}

pub(super) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use petri_net::ServerMessage;
    use petri_net::limits;

    use super::*;
    use crate::room::Room;

    #[test]
    fn an_outbox_counts_frames_and_snapshots_and_holds_no_more_than_its_size() {
        let (tx, mut rx) = mpsc::channel(limits::SEND_QUEUE);
        let out = Outbox {
            tx,
            work: Arc::default(),
        };
        let rules = petri_rules::Rules::preset(petri_rules::Preset::Classic, 2);
        let room = Room::new("ABCDEFGH".into(), true, None, rules, [0; 32], 1).unwrap();
        let snapshot = Frame::of(&room.snapshot(1));
        let moved = Frame::of(&ServerMessage::Moved {
            v: 2,
            seat: 0,
            action: "a1-b2".into(),
        });
        assert!(out.push(snapshot.clone()));
        for _ in 1..limits::SEND_QUEUE {
            assert!(out.push(moved.clone()));
        }
        // Full: refused (the connection is dropped), and not counted.
        assert!(!out.push(snapshot.clone()));
        assert!(!out.push(moved));
        let count = |a: &AtomicU64| a.load(Ordering::Relaxed);
        assert_eq!(count(&out.work.frames), limits::SEND_QUEUE as u64);
        assert_eq!(count(&out.work.snapshots), 1);
        assert!(matches!(rx.try_recv(), Ok(Out::Frame(f)) if f == snapshot.text));
    }
}
