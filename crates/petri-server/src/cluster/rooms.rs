//! Rooms in Redis: leases (who runs a room), streams and checkpoints (what it holds), and
//! quick join's open rooms with their free seats.

use redis::AsyncCommands;

use super::journal::{Checkpoint, Entry, replay};
use super::{
    Cluster, Fail, LEASE_MS, STREAM_MAX, events_key, free_key, lease_key, open_key, state_key,
    timed,
};
use crate::room::RoomState;

/// Appends an entry when the lease is this node's (1); 0: not the owner; -1: the sequence
/// number is taken (someone else wrote the room). A checkpoint is written with it when given.
const APPEND: &str = r"
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
local ok = redis.pcall('XADD', KEYS[2], 'MAXLEN', '~', ARGV[6], '0-' .. ARGV[2], 'e', ARGV[3])
if type(ok) == 'table' and ok.err then return -1 end
if ARGV[4] ~= '' then redis.call('SET', KEYS[3], ARGV[4]) end
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1
";

/// Extends the lease when it is this node's (1). When nobody holds it (Redis lost it, or it
/// expired while the node was cut off) it is taken again (2), unless the room went on without
/// this node: its stream has a sequence number past ours (0).
const RENEW: &str = r"
local owner = redis.call('GET', KEYS[1])
if owner == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
if owner then return 0 end
local last = redis.call('XREVRANGE', KEYS[2], '+', '-', 'COUNT', 1)
if #last > 0 then
  local seq = tonumber(string.match(last[1][1], '%-(%d+)$'))
  if seq > tonumber(ARGV[3]) then return 0 end
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 2
";

/// Takes a stored room's lease (1) when nobody holds it (0: someone does). -1: Redis has no
/// checkpoint of the room — it lost its data, and the owner, still running the room, will take
/// the lease again and write the room whole on its next renewal. Nobody else may take it
/// meanwhile: that lease would make the owner stop the room, and the room, found empty, would
/// be forgotten (its keys deleted) — the game lost.
const TAKE_STORED: &str = r"
if redis.call('EXISTS', KEYS[2]) == 0 then return -1 end
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 1 end
return 0
";

/// Quick join: a seat in the oldest open room of the mode (its free count goes down; at 0 it
/// leaves the set), or a new room of that name (returned with 1).
const CLAIM: &str = r"
local rooms = redis.call('ZRANGE', KEYS[1], 0, -1)
for _, r in ipairs(rooms) do
  local k = 'petri:room:' .. r .. ':free'
  local free = tonumber(redis.call('GET', k) or '0')
  if free > 0 then
    free = free - 1
    redis.call('SET', k, free)
    if free == 0 then redis.call('ZREM', KEYS[1], r) end
    return {r, 0}
  end
  redis.call('ZREM', KEYS[1], r)
end
redis.call('SET', 'petri:room:' .. ARGV[1] .. ':free', tonumber(ARGV[2]) - 1)
if tonumber(ARGV[2]) > 1 then redis.call('ZADD', KEYS[1], ARGV[3], ARGV[1]) end
return {ARGV[1], 1}
";

impl Cluster {
    /// The room's owner (a node number), if anyone holds its lease.
    pub async fn owner(&self, room: &str) -> Result<Option<u64>, Fail> {
        let mut k = self.k();
        timed(k.get(lease_key(room))).await
    }

    /// Takes the room's lease when nobody holds it.
    pub async fn acquire(&self, room: &str) -> Result<bool, Fail> {
        let mut k = self.k();
        let ok: Option<String> = timed(
            redis::cmd("SET")
                .arg(lease_key(room))
                .arg(self.num)
                .arg("NX")
                .arg("PX")
                .arg(LEASE_MS)
                .query_async(&mut k),
        )
        .await?;
        Ok(ok.is_some())
    }

    /// Takes a stored room's lease to run it here (see [`TAKE_STORED`]): 1 taken, 0 held,
    /// -1 not stored.
    pub async fn take_stored(&self, room: &str) -> Result<i64, Fail> {
        let mut k = self.k();
        timed(
            redis::Script::new(TAKE_STORED)
                .key(lease_key(room))
                .key(state_key(room))
                .arg(self.num)
                .arg(LEASE_MS)
                .invoke_async(&mut k),
        )
        .await
    }

    /// Renews the lease (see [`RENEW`]): 1 renewed, 2 taken again, 0 lost.
    pub async fn renew(&self, room: &str, seq: u64) -> Result<i64, Fail> {
        let mut k = self.k();
        timed(
            redis::Script::new(RENEW)
                .key(lease_key(room))
                .key(events_key(room))
                .arg(self.num)
                .arg(LEASE_MS)
                .arg(seq)
                .invoke_async(&mut k),
        )
        .await
    }

    /// Appends a stream entry under the lease (see [`APPEND`]).
    pub async fn append(
        &self,
        room: &str,
        seq: u64,
        entry: &Entry,
        checkpoint: Option<&Checkpoint>,
    ) -> Result<i64, Fail> {
        let mut k = self.k();
        let entry = serde_json::to_string(entry).expect("plain data");
        let checkpoint = checkpoint
            .map(|c| serde_json::to_string(c).expect("plain data"))
            .unwrap_or_default();
        timed(
            redis::Script::new(APPEND)
                .key(lease_key(room))
                .key(events_key(room))
                .key(state_key(room))
                .arg(self.num)
                .arg(seq)
                .arg(entry)
                .arg(checkpoint)
                .arg(LEASE_MS)
                .arg(STREAM_MAX)
                .invoke_async(&mut k),
        )
        .await
    }

    /// The room as stored: the checkpoint brought up to date with the stream, and its last
    /// sequence number. `None`: no such room.
    pub async fn load(&self, room: &str) -> Result<Option<(RoomState, u64)>, Fail> {
        let mut k = self.k();
        let text: Option<String> = timed(k.get(state_key(room))).await?;
        let Some(text) = text else { return Ok(None) };
        let cp: Checkpoint = serde_json::from_str(&text)
            .map_err(|e| format!("room {room}: its checkpoint cannot be read: {e}"))?;
        let reply: redis::streams::StreamRangeReply =
            timed(k.xrange(events_key(room), format!("0-{}", cp.seq + 1), "+")).await?;
        let mut seq = cp.seq;
        let mut entries = Vec::new();
        for id in reply.ids {
            let n: u64 = id
                .id
                .split_once('-')
                .and_then(|(_, n)| n.parse().ok())
                .ok_or_else(|| format!("room {room}: stream id {} is not ours", id.id))?;
            if n != seq + 1 {
                return Err(format!(
                    "room {room}: the stream jumps from {seq} to {n} (entries lost)"
                ));
            }
            seq = n;
            let text: String = id
                .get("e")
                .ok_or_else(|| format!("room {room}: entry {n} has no e"))?;
            entries.push(
                serde_json::from_str(&text)
                    .map_err(|e| format!("room {room}: entry {n} cannot be read: {e}"))?,
            );
        }
        Ok(Some((replay(cp.state, entries), seq)))
    }

    /// A closed room's keys go.
    pub async fn forget_room(&self, room: &str, pool: Option<&str>) -> Result<(), Fail> {
        let mut k = self.k();
        let mut p = redis::pipe();
        p.del(&[
            lease_key(room),
            events_key(room),
            state_key(room),
            free_key(room),
        ]);
        if let Some(pool) = pool {
            p.zrem(open_key(pool), room);
        }
        timed(p.query_async::<()>(&mut k)).await
    }

    /// Quick join: the room to join, and whether it is new (this node opens it).
    pub async fn claim(
        &self,
        pool: &str,
        players: u8,
        new: &str,
        now_ms: u64,
    ) -> Result<(String, bool), Fail> {
        let mut k = self.k();
        let (room, fresh): (String, i64) = timed(
            redis::Script::new(CLAIM)
                .key(open_key(pool))
                .arg(new)
                .arg(players)
                .arg(now_ms)
                .invoke_async(&mut k),
        )
        .await?;
        Ok((room, fresh == 1))
    }

    /// A public room listed for quick join with its free seats (when it is not listed yet:
    /// claims count its seats down ahead of the room), or no longer listed.
    pub async fn list(
        &self,
        room: &str,
        pool: &str,
        free: usize,
        since_ms: u64,
    ) -> Result<(), Fail> {
        let mut k = self.k();
        let mut p = redis::pipe();
        if free > 0 {
            // NX: claims may have counted seats down meanwhile (they are ahead of the room).
            p.cmd("SET")
                .arg(free_key(room))
                .arg(free)
                .arg("NX")
                .ignore();
            p.cmd("ZADD")
                .arg(open_key(pool))
                .arg("NX")
                .arg(since_ms)
                .arg(room)
                .ignore();
        } else {
            p.del(free_key(room)).zrem(open_key(pool), room);
        }
        timed(p.query_async::<()>(&mut k)).await
    }
}
