//! Messages between nodes: what one node tells another over pub/sub ([`Wire`], JSON), the
//! frames for connections they carry ([`Frame`]), the channels, and publishing.

use petri_net::{ClientMessage, ErrorCode};
use redis::AsyncCommands;
use serde::{Deserialize, Serialize};

use super::{Cluster, Fail, timed};
use crate::room::{ConnId, Enter, PlayerId};

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

pub fn node_channel(num: u64) -> String {
    format!("petri:node:{num}")
}
pub const ALL_CHANNEL: &str = "petri:all";

impl Cluster {
    pub async fn publish(&self, channel: &str, wire: &Wire) -> Result<(), Fail> {
        let text = serde_json::to_string(wire).expect("plain data");
        let mut k = self.k();
        timed(k.publish::<_, _, i64>(channel, text))
            .await
            .map(|_| ())
    }
}
