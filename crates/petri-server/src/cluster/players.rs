//! Players and accounts in Redis: tokens (by their hash), names, players' rooms, accounts and
//! their sessions.

use redis::AsyncCommands;

use super::{Cluster, Fail, player_room_key, timed};
use crate::room::PlayerId;
use crate::storage::{Account, Known};

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

impl Cluster {
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
}
