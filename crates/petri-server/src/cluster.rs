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

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use futures_util::future::BoxFuture;

use petri_net::{ClientMessage, ErrorCode, LiveGame, Mode};
use redis::AsyncCommands;
use redis::aio::ConnectionManager;
use serde::{Deserialize, Serialize};

use crate::lobby::Count;
use crate::ratings::Rating;
use crate::room::{Change, ConnId, Enter, PlayerId, Room, RoomState};
use crate::storage::{Account, Call, GameSummary, Known, RatedGame, RatedPlayer, RoomLog, Storage};

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

/// A message between nodes (JSON on pub/sub).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "k", rename_all = "snake_case")]
pub enum Wire {
    /// To the owner: a connection of the sender enters the room; answer with `Reply`.
    Enter {
        room: String,
        conn: ConnId,
        player: PlayerId,
        name: String,
        how: Enter,
        #[serde(default)]
        ratings: Option<crate::room::Ratings>,
        req: u64,
    },
    /// To the owner: a message of a connection of the sender for the room.
    Msg {
        room: String,
        conn: ConnId,
        msg: ClientMessage,
    },
    /// To the owner: the sender's connection left (closed, or went to another room).
    Gone { room: String, conn: ConnId },
    /// To a node: the answer to its `Enter`.
    Reply {
        req: u64,
        result: Result<(), (ErrorCode, String)>,
    },
    /// To a node: frames for its connections, in order.
    Frames { items: Vec<(ConnId, Frame)> },
    /// To a node: its connection is in this room now, or left it.
    InRoom {
        conn: ConnId,
        room: String,
        inside: bool,
    },
    /// To every node: the player connected on `keep`; any other connection of theirs goes.
    Kick { player: PlayerId, keep: ConnId },
}

/// A node's share of the lobby in Redis: its counts by mode key and its live games.
#[derive(Debug, Default, Serialize, Deserialize)]
struct NodeLobby {
    counts: Vec<(String, u32, u32)>,
    #[serde(default)]
    live: Vec<LiveGame>,
}

/// A frame for a connection, and whether it is a snapshot (for the `stats:` line's count).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Frame {
    pub text: String,
    #[serde(default)]
    pub snapshot: bool,
}

impl Frame {
    pub fn of(msg: &petri_net::ServerMessage) -> Frame {
        Frame {
            text: msg.to_frame(),
            snapshot: matches!(msg, petri_net::ServerMessage::Snapshot(_)),
        }
    }
}

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
pub fn node_channel(num: u64) -> String {
    format!("petri:node:{num}")
}
pub const ALL_CHANNEL: &str = "petri:all";

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

/// Quick join: a seat in the oldest open room of the mode (its free count goes down; at 0 it
/// leaves the set), or a new room of that name (returned with 1).
/// Registers an account: its key and the player free (else 0); the player's token kept as a
/// session; the player's name the account's.
const REGISTER: &str = r"
if redis.call('EXISTS', KEYS[1]) == 1 or redis.call('EXISTS', KEYS[2]) == 1 then return 0 end
redis.call('SET', KEYS[1], ARGV[1])
redis.call('SET', KEYS[2], ARGV[2])
redis.call('SADD', KEYS[3], ARGV[3])
redis.call('SET', KEYS[4], ARGV[4])
return 1
";

/// A rated game: stored once (the game's key set only if absent), with its players' ratings
/// (`petri:ratings:P`), the leaderboard (`petri:board:MODE`, by rating), activity
/// (`petri:active:MODE`, by time) and each player's games (`petri:games:P`, newest first).
const RATE: &str = r"
local stored = redis.call('GET', KEYS[1])
if stored then return stored end
redis.call('SET', KEYS[1], ARGV[1])
redis.call('SET', 'petri:record:' .. ARGV[5], ARGV[4])
local mode = ARGV[2]
local i = 6
while i + 2 <= #ARGV do
  local p = ARGV[i]
  redis.call('HSET', 'petri:ratings:' .. p, mode, ARGV[i + 1])
  redis.call('ZADD', 'petri:board:' .. mode, ARGV[i + 2], p)
  redis.call('ZADD', 'petri:active:' .. mode, ARGV[3], p)
  redis.call('LPUSH', 'petri:games:' .. p, ARGV[5])
  redis.call('LTRIM', 'petri:games:' .. p, 0, 499)
  i = i + 3
end
return ARGV[1]
";

/// A new password: the account rewritten, every token but one dropped.
const SET_PASSWORD: &str = r"
redis.call('SET', KEYS[1], ARGV[1])
for _, h in ipairs(redis.call('SMEMBERS', KEYS[2])) do
  if h ~= ARGV[2] then
    redis.call('DEL', 'petri:token:' .. h)
    redis.call('SREM', KEYS[2], h)
  end
end
return 1
";

/// An account deleted: its key, its record and its tokens; the player's name as deleted.
const DELETE_ACCOUNT: &str = r"
redis.call('DEL', KEYS[1], KEYS[2])
for _, h in ipairs(redis.call('SMEMBERS', KEYS[3])) do
  redis.call('DEL', 'petri:token:' .. h)
end
redis.call('DEL', KEYS[3])
redis.call('SET', KEYS[4], ARGV[1])
for _, mode in ipairs(redis.call('HKEYS', KEYS[5])) do
  redis.call('ZREM', 'petri:board:' .. mode, ARGV[2])
  redis.call('ZREM', 'petri:active:' .. mode, ARGV[2])
end
redis.call('DEL', KEYS[5])
return 1
";

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

    pub async fn publish(&self, channel: &str, wire: &Wire) -> Result<(), Fail> {
        let text = serde_json::to_string(wire).expect("plain data");
        let mut k = self.k();
        timed(k.publish::<_, _, i64>(channel, text))
            .await
            .map(|_| ())
    }

    /// The player of a token (by its hash), with their name updated.
    pub async fn player_by_token(&self, hash: &str, name: &str) -> Result<Option<Known>, Fail> {
        let mut k = self.k();
        let id: Option<String> = timed(k.get(format!("petri:token:{hash}"))).await?;
        let Some(id) = id else { return Ok(None) };
        let account = self.account_of(&id).await?.map(|a| a.name);
        let name = account.as_deref().unwrap_or(name);
        timed(k.set::<_, _, ()>(format!("petri:player:{id}"), name)).await?;
        Ok(Some(Known { id, account }))
    }

    pub async fn account(&self, key: &str) -> Result<Option<Account>, Fail> {
        let mut k = self.k();
        let id: Option<String> = timed(k.get(format!("petri:account:{key}"))).await?;
        match id {
            Some(id) => self.account_of(&id).await,
            None => Ok(None),
        }
    }

    pub async fn account_of(&self, player: &str) -> Result<Option<Account>, Fail> {
        let mut k = self.k();
        let text: Option<String> = timed(k.get(format!("petri:player:{player}:account"))).await?;
        match text {
            Some(t) => serde_json::from_str(&t)
                .map(Some)
                .map_err(|e| format!("player {player}: their account cannot be read: {e}")),
            None => Ok(None),
        }
    }

    pub async fn register(&self, a: &Account, hash: &str) -> Result<bool, Fail> {
        let mut k = self.k();
        let done: i64 = timed(
            redis::Script::new(REGISTER)
                .key(format!("petri:account:{}", a.key))
                .key(format!("petri:player:{}:account", a.player))
                .key(format!("petri:player:{}:tokens", a.player))
                .key(format!("petri:player:{}", a.player))
                .arg(&a.player)
                .arg(serde_json::to_string(a).expect("plain data"))
                .arg(hash)
                .arg(&a.name)
                .invoke_async(&mut k),
        )
        .await?;
        Ok(done == 1)
    }

    pub async fn add_token(&self, player: &str, hash: &str) -> Result<(), Fail> {
        let mut k = self.k();
        timed(
            redis::pipe()
                .set(format!("petri:token:{hash}"), player)
                .sadd(format!("petri:player:{player}:tokens"), hash)
                .query_async::<()>(&mut k),
        )
        .await
    }

    pub async fn drop_token(&self, player: &str, hash: &str) -> Result<(), Fail> {
        let mut k = self.k();
        timed(
            redis::pipe()
                .del(format!("petri:token:{hash}"))
                .srem(format!("petri:player:{player}:tokens"), hash)
                .query_async::<()>(&mut k),
        )
        .await
    }

    pub async fn set_password(&self, player: &str, phc: &str, keep: &str) -> Result<(), Fail> {
        let Some(mut a) = self.account_of(player).await? else {
            return Ok(());
        };
        a.password = phc.to_string();
        let mut k = self.k();
        timed(
            redis::Script::new(SET_PASSWORD)
                .key(format!("petri:player:{player}:account"))
                .key(format!("petri:player:{player}:tokens"))
                .arg(serde_json::to_string(&a).expect("plain data"))
                .arg(keep)
                .invoke_async::<i64>(&mut k),
        )
        .await
        .map(|_| ())
    }

    pub async fn ratings(&self, player: &str) -> Result<BTreeMap<String, Rating>, Fail> {
        let mut k = self.k();
        let all: HashMap<String, String> =
            timed(k.hgetall(format!("petri:ratings:{player}"))).await?;
        Ok(all
            .into_iter()
            .filter_map(|(mode, json)| Some((mode, serde_json::from_str(&json).ok()?)))
            .collect())
    }

    /// One script: the game's players stored unless the game is there; either way its stored
    /// players. Ratings, leaderboard and activity written with them.
    pub async fn rate_game(&self, g: &RatedGame) -> Result<Vec<RatedPlayer>, Fail> {
        let mut k = self.k();
        let players = serde_json::to_string(&GameSummary {
            game: g.game.clone(),
            mode: g.mode.clone(),
            at_ms: g.at_ms,
            players: g.players.clone(),
        })
        .expect("plain data");
        let rate = redis::Script::new(RATE);
        let mut script = rate.prepare_invoke();
        script
            .key(format!("petri:rated:{}", g.game))
            .arg(&players)
            .arg(&g.mode)
            .arg(g.at_ms)
            .arg(serde_json::to_string(&g.record).expect("plain data"))
            .arg(&g.game);
        for p in &g.players {
            script
                .arg(&p.player)
                .arg(serde_json::to_string(&p.after).expect("plain data"))
                .arg(p.after.rating);
        }
        let stored: String = timed(script.invoke_async(&mut k)).await?;
        serde_json::from_str::<GameSummary>(&stored)
            .map(|s| s.players)
            .map_err(|e| format!("game {}: {e}", g.game))
    }

    pub async fn leaderboard(
        &self,
        mode: &str,
        since_ms: u64,
        limit: usize,
    ) -> Result<Vec<(String, Rating)>, Fail> {
        let mut k = self.k();
        let active: Vec<String> =
            timed(k.zrangebyscore(format!("petri:active:{mode}"), since_ms, "+inf")).await?;
        let active: HashSet<String> = active.into_iter().collect();
        let board: Vec<String> = timed(k.zrevrange(format!("petri:board:{mode}"), 0, -1)).await?;
        let top: Vec<String> = board
            .into_iter()
            .filter(|p| active.contains(p))
            .take(limit)
            .collect();
        let mut out = Vec::new();
        for p in top {
            let json: Option<String> = timed(k.hget(format!("petri:ratings:{p}"), mode)).await?;
            if let Some(r) = json.and_then(|j| serde_json::from_str(&j).ok()) {
                out.push((p, r));
            }
        }
        Ok(out)
    }

    pub async fn player_games(&self, player: &str, limit: usize) -> Result<Vec<GameSummary>, Fail> {
        let mut k = self.k();
        let games: Vec<String> =
            timed(k.lrange(format!("petri:games:{player}"), 0, limit as isize - 1)).await?;
        let mut out = Vec::new();
        for g in games {
            let json: Option<String> = timed(k.get(format!("petri:rated:{g}"))).await?;
            if let Some(s) = json.and_then(|j| serde_json::from_str(&j).ok()) {
                out.push(s);
            }
        }
        Ok(out)
    }

    pub async fn game_record(&self, game: &str) -> Result<Option<String>, Fail> {
        let mut k = self.k();
        timed(k.get(format!("petri:record:{game}"))).await
    }

    pub async fn names(&self, players: &[PlayerId]) -> Result<Vec<String>, Fail> {
        if players.is_empty() {
            return Ok(Vec::new());
        }
        let mut k = self.k();
        let keys: Vec<String> = players
            .iter()
            .map(|p| format!("petri:player:{p}"))
            .collect();
        let names: Vec<Option<String>> =
            timed(redis::cmd("MGET").arg(&keys).query_async(&mut k)).await?;
        Ok(names
            .into_iter()
            .map(|n| n.unwrap_or_else(|| crate::accounts::DELETED.to_string()))
            .collect())
    }

    pub async fn delete_account(&self, player: &str) -> Result<(), Fail> {
        let Some(a) = self.account_of(player).await? else {
            return Ok(());
        };
        let mut k = self.k();
        timed(
            redis::Script::new(DELETE_ACCOUNT)
                .key(format!("petri:account:{}", a.key))
                .key(format!("petri:player:{player}:account"))
                .key(format!("petri:player:{player}:tokens"))
                .key(format!("petri:player:{player}"))
                .key(format!("petri:ratings:{player}"))
                .arg(crate::accounts::DELETED)
                .arg(player)
                .invoke_async::<i64>(&mut k),
        )
        .await
        .map(|_| ())
    }

    pub async fn add_player(&self, id: &str, hash: &str, name: &str) -> Result<(), Fail> {
        let mut k = self.k();
        timed(
            redis::pipe()
                .set(format!("petri:token:{hash}"), id)
                .set(format!("petri:player:{id}"), name)
                .query_async::<()>(&mut k),
        )
        .await
    }

    pub async fn player_room(&self, player: &str) -> Result<Option<String>, Fail> {
        let mut k = self.k();
        timed(k.get(player_room_key(player))).await
    }

    /// Sets (or clears) a player's room; `only_if` clears it only while it is that room.
    pub async fn set_player_room(
        &self,
        player: &str,
        room: Option<&str>,
        only_if: &str,
    ) -> Result<(), Fail> {
        let mut k = self.k();
        match room {
            Some(r) => timed(k.set::<_, _, ()>(player_room_key(player), r)).await,
            None => {
                let script = redis::Script::new(
                    "if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end return 1",
                );
                timed(
                    script
                        .key(player_room_key(player))
                        .arg(only_if)
                        .invoke_async::<i64>(&mut k),
                )
                .await
                .map(|_| ())
            }
        }
    }

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

    /// This node is alive for `ms` more.
    pub async fn alive(&self, ms: u64) -> Result<(), Fail> {
        let mut k = self.k();
        timed(k.pset_ex::<_, _, ()>(format!("petri:alive:{}", self.num), 1, ms)).await
    }

    /// Which of these nodes are alive.
    pub async fn alive_nodes(&self, nodes: &HashSet<u64>) -> Result<HashSet<u64>, Fail> {
        if nodes.is_empty() {
            return Ok(HashSet::new());
        }
        let mut k = self.k();
        let list: Vec<u64> = nodes.iter().copied().collect();
        let keys: Vec<String> = list.iter().map(|n| format!("petri:alive:{n}")).collect();
        let values: Vec<Option<String>> =
            timed(redis::cmd("MGET").arg(&keys).query_async(&mut k)).await?;
        Ok(list
            .into_iter()
            .zip(values)
            .filter_map(|(n, v)| v.map(|_| n))
            .collect())
    }

    /// After Redis lost its data, `petri:nodes` must not give this node's number again.
    pub async fn keep_node_number(&self) -> Result<(), Fail> {
        let mut k = self.k();
        timed(
            redis::Script::new(
                "if tonumber(redis.call('GET', KEYS[1]) or '0') < tonumber(ARGV[1]) then redis.call('SET', KEYS[1], ARGV[1]) end return 1",
            )
            .key("petri:nodes")
            .arg(self.num)
            .invoke_async::<i64>(&mut k),
        )
        .await
        .map(|_| ())
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

    /// Writes this node's lobby totals and live games, and reads everyone's.
    pub async fn lobby(
        &self,
        local: &HashMap<Mode, Count>,
        live: &[LiveGame],
    ) -> Result<(HashMap<Mode, Count>, Vec<LiveGame>), Fail> {
        let mut k = self.k();
        let mine = NodeLobby {
            counts: local.iter().map(|(m, c)| (m.key(), c.0, c.1)).collect(),
            live: live.to_vec(),
        };
        let key = format!("petri:lobby:{}", self.num);
        timed(
            redis::pipe()
                .set(&key, serde_json::to_string(&mine).expect("plain data"))
                .pexpire(&key, 3000)
                .sadd("petri:lobby-nodes", self.num)
                .query_async::<()>(&mut k),
        )
        .await?;
        let nodes: Vec<u64> = timed(k.smembers("petri:lobby-nodes")).await?;
        let keys: Vec<String> = nodes.iter().map(|n| format!("petri:lobby:{n}")).collect();
        let values: Vec<Option<String>> = if keys.is_empty() {
            Vec::new()
        } else {
            timed(redis::cmd("MGET").arg(&keys).query_async(&mut k)).await?
        };
        let mut totals: HashMap<Mode, Count> = HashMap::new();
        let mut games = Vec::new();
        for (n, v) in nodes.iter().zip(values) {
            let Some(v) = v else {
                let _ = timed(k.srem::<_, _, i64>("petri:lobby-nodes", n)).await;
                continue;
            };
            let Ok(node) = serde_json::from_str::<NodeLobby>(&v) else {
                continue;
            };
            for (key, w, p) in node.counts {
                if let Some(m) = Mode::from_key(&key) {
                    let t = totals.entry(m).or_default();
                    t.0 += w;
                    t.1 += p;
                }
            }
            games.extend(node.live);
        }
        Ok((totals, games))
    }
}

/// Several nodes' storage: everything in Redis (see the module's documentation). `ok` is the
/// node's view of Redis's health (kept by the watchdog; a write that fails clears it).
pub struct Redis {
    pub c: Cluster,
    pub ok: Arc<AtomicBool>,
}

impl Storage for Redis {
    fn available(&self) -> bool {
        self.ok.load(Ordering::Relaxed)
    }

    fn player_by_token<'a>(&'a self, hash: &'a str, name: &'a str) -> Call<'a, Option<Known>> {
        Box::pin(self.c.player_by_token(hash, name))
    }

    fn account<'a>(&'a self, key: &'a str) -> Call<'a, Option<Account>> {
        Box::pin(self.c.account(key))
    }

    fn account_of<'a>(&'a self, player: &'a str) -> Call<'a, Option<Account>> {
        Box::pin(self.c.account_of(player))
    }

    fn register<'a>(&'a self, account: &'a Account, hash: &'a str) -> Call<'a, bool> {
        Box::pin(self.c.register(account, hash))
    }

    fn add_token<'a>(&'a self, player: &'a str, hash: &'a str) -> Call<'a, ()> {
        Box::pin(self.c.add_token(player, hash))
    }

    fn drop_token<'a>(&'a self, player: &'a str, hash: &'a str) -> Call<'a, ()> {
        Box::pin(self.c.drop_token(player, hash))
    }

    fn set_password<'a>(&'a self, player: &'a str, phc: &'a str, keep: &'a str) -> Call<'a, ()> {
        Box::pin(self.c.set_password(player, phc, keep))
    }

    fn delete_account<'a>(&'a self, player: &'a str) -> Call<'a, ()> {
        Box::pin(self.c.delete_account(player))
    }

    fn add_player<'a>(&'a self, id: &'a str, hash: &'a str, name: &'a str) -> Call<'a, ()> {
        Box::pin(self.c.add_player(id, hash, name))
    }

    fn player_room<'a>(&'a self, player: &'a str) -> Call<'a, Option<String>> {
        Box::pin(self.c.player_room(player))
    }

    fn set_player_room<'a>(
        &'a self,
        player: &'a str,
        room: Option<&'a str>,
        only_if: &'a str,
    ) -> Call<'a, ()> {
        Box::pin(self.c.set_player_room(player, room, only_if))
    }

    fn claim<'a>(
        &'a self,
        pool: &'a str,
        players: u8,
        fresh: &'a str,
        now_ms: u64,
    ) -> Call<'a, (String, bool)> {
        Box::pin(self.c.claim(pool, players, fresh, now_ms))
    }

    fn list<'a>(&'a self, room: &'a str, pool: &'a str, free: usize, now_ms: u64) -> Call<'a, ()> {
        Box::pin(self.c.list(room, pool, free, now_ms))
    }

    fn take_name<'a>(&'a self, room: &'a str) -> Call<'a, bool> {
        Box::pin(self.c.acquire(room))
    }

    fn start_log<'a>(&'a self, room: &'a mut Room) -> Call<'a, Box<dyn RoomLog>> {
        Box::pin(async move {
            let j = Journal::start(self.c.clone(), self.ok.clone(), room).await?;
            Ok(Box::new(j) as Box<dyn RoomLog>)
        })
    }

    fn forget_room<'a>(&'a self, room: &'a str, pool: Option<&'a str>) -> Call<'a, ()> {
        Box::pin(self.c.forget_room(room, pool))
    }

    fn ratings<'a>(&'a self, player: &'a str) -> Call<'a, BTreeMap<String, Rating>> {
        Box::pin(self.c.ratings(player))
    }

    fn rate_game<'a>(&'a self, game: &'a RatedGame) -> Call<'a, Vec<RatedPlayer>> {
        Box::pin(self.c.rate_game(game))
    }

    fn leaderboard<'a>(
        &'a self,
        mode: &'a str,
        since_ms: u64,
        limit: usize,
    ) -> Call<'a, Vec<(PlayerId, Rating)>> {
        Box::pin(self.c.leaderboard(mode, since_ms, limit))
    }

    fn player_games<'a>(&'a self, player: &'a str, limit: usize) -> Call<'a, Vec<GameSummary>> {
        Box::pin(self.c.player_games(player, limit))
    }

    fn game_record<'a>(&'a self, game: &'a str) -> Call<'a, Option<String>> {
        Box::pin(self.c.game_record(game))
    }

    fn names<'a>(&'a self, players: &'a [PlayerId]) -> Call<'a, Vec<String>> {
        Box::pin(self.c.names(players))
    }

    fn stored_rooms(&self) -> Call<'_, Vec<(RoomState, Box<dyn RoomLog>)>> {
        Box::pin(async { Ok(Vec::new()) })
    }
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

/// How far this process's wall clock was moved ahead (`--test-clock`: tests move it to run
/// a clock out without waiting for it).
static WALL_AHEAD_MS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// Milliseconds since 1970 (orders public rooms across nodes; the rooms' clocks run on it).
pub fn wall_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
        + WALL_AHEAD_MS.load(std::sync::atomic::Ordering::Relaxed)
}

/// Moves the wall clock ahead (only with `--test-clock`); the rooms see it on their next tick.
pub fn move_wall_ahead(ms: u64) {
    WALL_AHEAD_MS.fetch_add(ms, std::sync::atomic::Ordering::Relaxed);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::room::Room;
    use petri_rules::{Preset, Rules};

    #[test]
    fn moves_go_as_moves_and_anything_else_as_the_room() {
        let rules = Rules::preset(Preset::Classic, 2).with_size(2);
        let mut room = Room::new("ABCDEFGH".into(), false, None, rules, [1; 32], 60_000).unwrap();
        room.enter(0, 1, "p1", "Ann", Enter::Join).unwrap();
        room.enter(0, 2, "p2", "Bob", Enter::Join).unwrap();
        let start = room.state();
        assert!(matches!(entry(room.take_change(), &room), Entry::State(s) if *s == start));
        // A move: the move.
        let action = room.game().legal_actions()[0].to_string();
        let v = room.v();
        let to_move = room.game().to_move().index() as u64 + 1;
        room.message(
            0,
            to_move,
            ClientMessage::Move {
                v,
                action: action.clone(),
            },
        );
        let e = entry(room.take_change(), &room);
        assert_eq!(
            e,
            Entry::Moves {
                moves: vec![action],
                v: v + 1,
                dice_pos: start.dice_pos.clone(),
                clock: None,
            }
        );
        let moved = room.state();
        // Chat: the room.
        room.message(0, 1, ClientMessage::Chat { text: "hi".into() });
        let e2 = entry(room.take_change(), &room);
        assert!(matches!(&e2, Entry::State(s) if **s == room.state()));
        // The checkpoint and the tail give the room back.
        assert_eq!(replay(start.clone(), [e.clone()]), moved);
        assert_eq!(replay(start, [e, e2]), room.state());
    }
}
