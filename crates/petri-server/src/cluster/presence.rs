//! Each node's presence in Redis: its liveness key, its node number kept after Redis lost its
//! data, and its share of the lobby (summed with everyone's).

use std::collections::{HashMap, HashSet};

use petri_net::{LiveGame, Mode};
use redis::AsyncCommands;
use serde::{Deserialize, Serialize};

use super::{Cluster, Fail, timed};
use crate::lobby::Count;

/// A node's share of the lobby in Redis: its counts by mode key and its live games.
#[derive(Debug, Default, Serialize, Deserialize)]
struct NodeLobby {
    counts: Vec<(String, u32, u32)>,
    #[serde(default)]
    live: Vec<LiveGame>,
}

impl Cluster {
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
