//! Chat: a line from a connection, limited in rate (each connection's bucket) and length, kept
//! with the room (the last `CHAT_KEEP` lines) and sent to everyone in it.

use petri_net::limits::CHAT_KEEP;
use petri_net::{CHAT_MAX, ChatLine, ErrorCode, ServerMessage};

use super::{ConnId, Effect, Room, err};

impl Room {
    /// A chat line from a connection in the room.
    pub(super) fn chat(&mut self, now: u64, conn: ConnId, text: String) -> Vec<Effect> {
        let c = self.conns.get_mut(&conn).expect("checked");
        if !c.chat.take(now) {
            return err(
                conn,
                ErrorCode::RateLimited,
                "too many chat lines: wait a little",
            );
        }
        let from = c.name.clone();
        let text: String = text.chars().take(CHAT_MAX).collect();
        self.st.chat.push(ChatLine {
            from: from.clone(),
            text: text.clone(),
        });
        if self.st.chat.len() > CHAT_KEEP {
            let extra = self.st.chat.len() - CHAT_KEEP;
            self.st.chat.drain(..extra);
        }
        self.whole = true;
        let mut out = Vec::new();
        self.broadcast(&mut out, ServerMessage::Chat { from, text });
        out
    }
}
