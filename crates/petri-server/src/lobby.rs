//! The lobby counts: how many people wait in public rooms and play, per mode. Each room task
//! reports what its room adds ([`crate::room::Room::lobby_count`]) after every change; the
//! totals go out as one ready-made `lobby` frame on a `watch` channel, so that every subscribed
//! connection sends the latest frame when it may (at most one a second) and skips the ones in
//! between.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use petri_net::{Mode, ServerMessage};
use tokio::sync::watch;

/// People waiting and playing in one mode.
pub type Count = (u32, u32);

/// The counts of this node's rooms and the frame subscribers get.
pub struct Lobby {
    inner: Mutex<Inner>,
    frame: watch::Sender<Arc<str>>,
}

#[derive(Default)]
struct Inner {
    rooms: HashMap<String, (Mode, Count)>,
    totals: HashMap<Mode, Count>,
}

/// The `lobby` frame for these totals.
pub fn frame(totals: &HashMap<Mode, Count>) -> Arc<str> {
    ServerMessage::lobby(|m| totals.get(&m).copied().unwrap_or_default())
        .to_frame()
        .into()
}

impl Default for Lobby {
    fn default() -> Lobby {
        Lobby {
            inner: Mutex::default(),
            frame: watch::Sender::new(frame(&HashMap::new())),
        }
    }
}

impl Lobby {
    fn inner(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// What a room adds now (`None`: nothing, or the room closed). True when this node's
    /// totals changed.
    pub fn set(&self, room: &str, count: Option<(Mode, u32, u32)>) -> bool {
        let mut inner = self.inner();
        let new = count
            .filter(|&(_, w, p)| w + p > 0)
            .map(|(m, w, p)| (m, (w, p)));
        let old = match new {
            Some(n) => inner.rooms.insert(room.to_string(), n),
            None => inner.rooms.remove(room),
        };
        if old == new {
            return false;
        }
        if let Some((m, (w, p))) = old {
            let t = inner.totals.entry(m).or_default();
            t.0 -= w;
            t.1 -= p;
        }
        if let Some((m, (w, p))) = new {
            let t = inner.totals.entry(m).or_default();
            t.0 += w;
            t.1 += p;
        }
        inner.totals.retain(|_, t| *t != (0, 0));
        true
    }

    /// This node's totals.
    pub fn local(&self) -> HashMap<Mode, Count> {
        self.inner().totals.clone()
    }

    /// Sends these totals to the subscribers when they differ from the last ones sent.
    pub fn publish(&self, totals: &HashMap<Mode, Count>) {
        let frame = frame(totals);
        self.frame.send_if_modified(|f| {
            if **f == *frame {
                false
            } else {
                *f = frame;
                true
            }
        });
    }

    /// A subscription: the current frame is marked unseen, so it is sent at once.
    pub fn subscribe(&self) -> watch::Receiver<Arc<str>> {
        let mut rx = self.frame.subscribe();
        rx.mark_changed();
        rx
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use petri_rules::Preset;

    fn totals(frame: &str) -> Vec<(String, u32, u32)> {
        match ServerMessage::parse(frame).unwrap() {
            ServerMessage::Lobby { modes } => modes
                .into_iter()
                .filter(|c| c.waiting + c.playing > 0)
                .map(|c| (c.mode.key(), c.waiting, c.playing))
                .collect(),
            m => panic!("{m:?}"),
        }
    }

    #[test]
    fn rooms_add_up_and_subscribers_see_the_last_frame() {
        let two = Mode {
            rules: Preset::Classic,
            players: 2,
        };
        let five = Mode {
            rules: Preset::Petri,
            players: 5,
        };
        let lobby = Lobby::default();
        let mut rx = lobby.subscribe();
        assert!(rx.has_changed().unwrap(), "the first frame goes at once");
        assert_eq!(totals(&rx.borrow_and_update()), vec![]);
        assert!(lobby.set("A", Some((two, 1, 0))));
        assert!(lobby.set("B", Some((two, 0, 2))));
        assert!(lobby.set("C", Some((five, 3, 0))));
        assert!(!lobby.set("C", Some((five, 3, 0))), "no change");
        assert!(!rx.has_changed().unwrap(), "nothing published yet");
        lobby.publish(&lobby.local());
        assert_eq!(
            totals(&rx.borrow_and_update()),
            vec![("classic-2".into(), 1, 2), ("petri-5".into(), 3, 0)]
        );
        // The room fills, another closes: only the last state is seen.
        assert!(lobby.set("A", Some((two, 0, 2))));
        lobby.publish(&lobby.local());
        assert!(lobby.set("C", None));
        assert!(lobby.set("B", Some((two, 0, 0))));
        lobby.publish(&lobby.local());
        assert_eq!(
            totals(&rx.borrow_and_update()),
            vec![("classic-2".into(), 0, 2)]
        );
        lobby.publish(&lobby.local());
        assert!(
            !rx.has_changed().unwrap(),
            "the same totals are not sent again"
        );
    }
}
