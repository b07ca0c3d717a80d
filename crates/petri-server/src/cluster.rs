//! Several nodes on one Redis (`--redis redis://HOST:PORT --node NAME`): what lives in Redis
//! and the operations on it. The server's README says what is kept where and what is
//! guaranteed; in short:
//!
//! * A room is run by one node, its **owner**, which holds the room's lease
//!   (`petri:room:R:lease`, `SET … NX PX`, renewed by a check-and-extend script). Only the
//!   lease holder writes the room.
//! * Every change of the room is appended to its **stream** (`petri:room:R:events`, capped)
//!   before anyone is told, by a script that first checks the lease; entry ids are the room's
//!   own sequence numbers (`0-N`), so a node that lost the room cannot append after the node
//!   that took it over (Redis refuses an id that is not greater). A full copy of the room (the
//!   **checkpoint**, `petri:room:R:state`) is written with every change that is not just moves,
//!   and at least every [`CHECKPOINT_EVERY`] entries, so the tail after it is always kept.
//! * A node that takes a room over (the lease expired) rebuilds it from the checkpoint and the
//!   stream's tail after it, and goes on at the next `v` and the next sequence number.
//! * Players (`petri:token:HASH` → id, `petri:player:ID` → name, `petri:player:ID:room`) are in
//!   Redis, so a token works on every node.
//! * Messages between nodes go over pub/sub: each node reads `petri:node:N` (its number `N`
//!   comes from `INCR petri:nodes` at start) and `petri:all`.
//! * Quick join: `petri:open:MODE` (a sorted set of public rooms with free seats, oldest
//!   first) and `petri:room:R:free`; one script claims a seat or opens a room.
//! * Lobby counts: each node writes its totals to `petri:lobby:N` every second (expiring after
//!   3 s) and sums everyone's.
//!
//! This file: the constants, the keys, the node's link to Redis ([`Cluster`]: connecting, a
//! node number, a timed call). By concern, beside it: [`wire`] (the messages between nodes and
//! the frames they carry), [`rooms`] (leases, streams and checkpoints, quick join's open rooms),
//! [`journal`] (a room's journal kept by its owner: entries, checkpoints, replay), [`players`]
//! (players, tokens and accounts), [`ratings`] (ratings, leaderboards, rated games),
//! [`presence`] (each node's liveness, number and lobby totals) and [`storage`] (all of it as
//! the server's [`Storage`](crate::storage::Storage)).

use std::time::Duration;

use redis::AsyncCommands;
use redis::aio::ConnectionManager;

mod journal;
mod players;
mod presence;
mod ratings;
mod rooms;
mod storage;
mod wire;

#[cfg(test)]
mod tests;

pub use journal::Journal;
pub use storage::Redis;
pub use wire::{ALL_CHANNEL, Frame, Wire, node_channel};

/// How long a lease lasts without renewal.
pub const LEASE_MS: u64 = 3000;
/// How often the owner renews its leases (and the other nodes check theirs).
pub const RENEW_MS: u64 = 500;
/// Stream entries kept per room (approximately, never fewer).
pub const STREAM_MAX: usize = 1000;
/// A checkpoint at least this often (entries).
pub const CHECKPOINT_EVERY: u64 = 100;
/// Connection ids: the node's number above these bits, a counter below.
pub const CONN_BITS: u32 = 40;
/// A Redis call that takes longer has failed.
pub const CALL_TIMEOUT: Duration = Duration::from_secs(2);

/// Keys.
pub fn lease_key(room: &str) -> String {
    format!("petri:room:{room}:lease")
}
fn events_key(room: &str) -> String {
    format!("petri:room:{room}:events")
}
fn state_key(room: &str) -> String {
    format!("petri:room:{room}:state")
}
fn free_key(room: &str) -> String {
    format!("petri:room:{room}:free")
}
fn open_key(pool: &str) -> String {
    format!("petri:open:{pool}")
}
fn player_room_key(player: &str) -> String {
    format!("petri:player:{player}:room")
}

/// The node's link to Redis: a command connection that reconnects by itself.
#[derive(Clone)]
pub struct Cluster {
    pub client: redis::Client,
    conn: ConnectionManager,
    /// This node's number (unique in the cluster) and name (for people).
    pub num: u64,
    pub name: String,
}

/// A Redis call's error, as text.
pub use crate::storage::Fail;

async fn timed<T>(f: impl Future<Output = redis::RedisResult<T>>) -> Result<T, Fail> {
    match tokio::time::timeout(CALL_TIMEOUT, f).await {
        Ok(Ok(t)) => Ok(t),
        Ok(Err(e)) => Err(e.to_string()),
        Err(_) => Err("Redis did not answer in time".into()),
    }
}

impl Cluster {
    /// Connects and takes a node number. Fails when Redis cannot be reached.
    pub async fn connect(url: &str, name: &str) -> Result<Cluster, Fail> {
        let client = redis::Client::open(url).map_err(|e| format!("--redis {url}: {e}"))?;
        let config = redis::aio::ConnectionManagerConfig::new()
            .set_connection_timeout(Some(Duration::from_secs(1)))
            .set_response_timeout(Some(Duration::from_secs(1)))
            .set_number_of_retries(1)
            .set_max_delay(Duration::from_millis(500));
        let conn = timed(client.get_connection_manager_with_config(config))
            .await
            .map_err(|e| format!("cannot reach Redis at {url}: {e}"))?;
        let mut c = Cluster {
            client,
            conn,
            num: 0,
            name: name.to_string(),
        };
        let mut k = c.conn.clone();
        c.num = timed(k.incr("petri:nodes", 1)).await?;
        if c.num >= 1 << (64 - CONN_BITS) {
            return Err("petri:nodes ran out of node numbers: reset it".into());
        }
        Ok(c)
    }

    fn k(&self) -> ConnectionManager {
        self.conn.clone()
    }

    pub async fn ping(&self) -> Result<(), Fail> {
        let mut k = self.k();
        timed(redis::cmd("PING").query_async::<String>(&mut k))
            .await
            .map(|_| ())
    }
}
