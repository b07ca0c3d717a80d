//! This node among the others: alone ([`Nodes::Single`], one process on SQLite) or one node
//! of a cluster on Redis ([`Nodes::Cluster`], `--redis`). Each method does what its case
//! needs (telling other nodes of something is nothing to do for a process alone), so the
//! server's paths do not ask which case they are in. [`Outgoing`] gathers frames for other
//! nodes' connections while a room's effects are carried out.

use std::collections::HashMap;

use tokio::sync::{Mutex, MutexGuard};

use crate::cluster::{ALL_CHANNEL, CONN_BITS, Cluster, Frame, Wire, node_channel};
use crate::lobby::Lobby;
use crate::room::ConnId;
use crate::storage::Fail;

/// This node's place: alone, or in a cluster.
pub enum Nodes {
    /// One process: nothing is shared with anyone.
    Single {
        /// Held while a `quick_join` picks its room and enters it: players joining at once
        /// then fill one room after another instead of racing for the same last seat (or each
        /// opening a room of their own). A cluster's storage claims seats itself.
        quick_join: Mutex<()>,
    },
    /// One node of several on one Redis: leases, messages between nodes.
    Cluster(Cluster),
}

/// Who holds a room that does not run here, as far as the cluster can tell.
pub enum Holder<'a> {
    /// Another node runs it.
    Node(u64),
    /// Nobody holds its lease (or this node does without running it): it may be taken over.
    Free(&'a Cluster),
    /// Nobody can tell: one process (a room not here is nowhere), or Redis did not answer.
    Unknown,
}

impl Nodes {
    pub fn single() -> Nodes {
        Nodes::Single {
            quick_join: Mutex::new(()),
        }
    }

    /// The cluster, for the node's own background tasks (`None`: one process).
    pub fn cluster(&self) -> Option<&Cluster> {
        match self {
            Nodes::Single { .. } => None,
            Nodes::Cluster(c) => Some(c),
        }
    }

    /// This node's number (`None`: one process).
    pub fn num(&self) -> Option<u64> {
        self.cluster().map(|c| c.num)
    }

    /// The first connection id this node gives: its number in the high bits, so that ids are
    /// unique in the cluster.
    pub fn first_conn(&self) -> ConnId {
        self.num().map_or(1, |n| (n << CONN_BITS) + 1)
    }

    /// The node a connection of another node belongs to (`None`: it is this node's, or there
    /// are no other nodes).
    pub fn elsewhere(&self, conn: ConnId) -> Option<u64> {
        let me = self.num()?;
        let n = node_of(conn);
        (n != me).then_some(n)
    }

    /// Who holds `room`, which does not run here.
    pub async fn holder(&self, room: &str) -> Holder<'_> {
        let Nodes::Cluster(c) = self else {
            return Holder::Unknown;
        };
        match c.owner(room).await {
            Ok(Some(n)) if n != c.num => Holder::Node(n),
            Ok(_) => Holder::Free(c),
            Err(_) => Holder::Unknown,
        }
    }

    /// Quick join's turn on this node: one at a time in one process (see
    /// [`Nodes::Single`]); with a cluster nobody waits (a script claims the seat).
    pub async fn quick_join_turn(&self) -> Option<MutexGuard<'_, ()>> {
        match self {
            Nodes::Single { quick_join } => Some(quick_join.lock().await),
            Nodes::Cluster(_) => None,
        }
    }

    /// A message to another node (one process: there is none).
    pub async fn publish_to(&self, node: u64, wire: &Wire) -> Result<(), Fail> {
        match self {
            Nodes::Single { .. } => Err("one process: there are no other nodes".into()),
            Nodes::Cluster(c) => c.publish(&node_channel(node), wire).await,
        }
    }

    /// The room's owner hears that the connection left (a room that runs elsewhere; in the
    /// background).
    pub fn tell_gone(&self, room: &str, conn: ConnId) {
        let Nodes::Cluster(c) = self else {
            return;
        };
        let (c, room) = (c.clone(), room.to_string());
        tokio::spawn(async move {
            if let Ok(Some(n)) = c.owner(&room).await {
                let _ = c
                    .publish(&node_channel(n), &Wire::Gone { room, conn })
                    .await;
            }
        });
    }

    /// Other nodes drop the player's other connections (in the background).
    pub fn kick(&self, player: &str, keep: ConnId) {
        let Nodes::Cluster(c) = self else {
            return;
        };
        let c = c.clone();
        let wire = Wire::Kick {
            player: player.to_string(),
            keep,
        };
        tokio::spawn(async move {
            let _ = c.publish(ALL_CHANNEL, &wire).await;
        });
    }

    /// The lobby counts changed here: one process publishes its own; a cluster's totals are
    /// summed and published by the node's lobby task.
    pub fn lobby_changed(&self, lobby: &Lobby) {
        if let Nodes::Single { .. } = self {
            lobby.publish(&lobby.local(), &lobby.local_live());
        }
    }
}

/// The node a connection belongs to.
pub fn node_of(conn: ConnId) -> u64 {
    conn >> CONN_BITS
}

/// Frames and room changes for other nodes' connections, gathered while a room's effects are
/// carried out and sent in order, one message a node. Stays empty in one process.
#[derive(Default)]
pub struct Outgoing {
    by_node: HashMap<u64, Vec<Wire>>,
}

impl Outgoing {
    pub fn frame(&mut self, nodes: &Nodes, conn: ConnId, text: Frame) {
        let Some(n) = nodes.elsewhere(conn) else {
            return;
        };
        let list = self.by_node.entry(n).or_default();
        if let Some(Wire::Frames { items }) = list.last_mut() {
            items.push((conn, text));
        } else {
            list.push(Wire::Frames {
                items: vec![(conn, text)],
            });
        }
    }

    pub fn in_room(&mut self, nodes: &Nodes, conn: ConnId, room: &str, inside: bool) {
        let Some(n) = nodes.elsewhere(conn) else {
            return;
        };
        self.by_node.entry(n).or_default().push(Wire::InRoom {
            conn,
            room: room.to_string(),
            inside,
        });
    }

    pub async fn send(self, nodes: &Nodes) {
        for (n, wires) in self.by_node {
            for w in wires {
                let _ = nodes.publish_to(n, &w).await;
            }
        }
    }
}
