//! The lobby counts: how many people wait in public rooms and play, per mode. Each room task
//! reports what its room adds ([`crate::room::Room::lobby_count`]) after every change; the
//! totals go out as one ready-made `lobby` frame on a `watch` channel, so that every subscribed
//! connection sends the latest frame when it may (at most one a second) and skips the ones in
//! between.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use petri_net::{LiveGame, Mode, ServerMessage, limits};
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
    /// This node's live public games, by room.
    live: HashMap<String, LiveGame>,
}

/// The `lobby` frame for these totals and live games (sorted, the first
/// [`limits::LIVE_MAX`]).
pub fn frame(totals: &HashMap<Mode, Count>, live: &[LiveGame]) -> Arc<str> {
    let mut msg = ServerMessage::lobby(|m| totals.get(&m).copied().unwrap_or_default());
    if let ServerMessage::Lobby { live: l, .. } = &mut msg {
        *l = live.to_vec();
        LiveGame::sort(l);
        l.truncate(limits::LIVE_MAX);
    }
    msg.to_frame().into()
}

impl Default for Lobby {
    fn default() -> Lobby {
        Lobby {
            inner: Mutex::default(),
            frame: watch::Sender::new(frame(&HashMap::new(), &[])),
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

    /// A room's live game now (`None`: not a public game being played). True when it
    /// changed.
    pub fn set_live(&self, room: &str, game: Option<LiveGame>) -> bool {
        let mut inner = self.inner();
        match game {
            Some(g) => inner.live.insert(room.to_string(), g.clone()) != Some(g),
            None => inner.live.remove(room).is_some(),
        }
    }

    /// This node's totals.
    pub fn local(&self) -> HashMap<Mode, Count> {
        self.inner().totals.clone()
    }

    /// This node's live games, the lobby's first ones.
    pub fn local_live(&self) -> Vec<LiveGame> {
        let mut live: Vec<LiveGame> = self.inner().live.values().cloned().collect();
        LiveGame::sort(&mut live);
        live.truncate(limits::LIVE_MAX);
        live
    }

    /// Sends these totals and live games to the subscribers when they differ from the last
    /// ones sent.
    pub fn publish(&self, totals: &HashMap<Mode, Count>, live: &[LiveGame]) {
        let frame = frame(totals, live);
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
            ServerMessage::Lobby { modes, .. } => modes
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
        lobby.publish(&lobby.local(), &[]);
        assert_eq!(
            totals(&rx.borrow_and_update()),
            vec![("classic-2".into(), 1, 2), ("petri-5".into(), 3, 0)]
        );
        // The room fills, another closes: only the last state is seen.
        assert!(lobby.set("A", Some((two, 0, 2))));
        lobby.publish(&lobby.local(), &[]);
        assert!(lobby.set("C", None));
        assert!(lobby.set("B", Some((two, 0, 0))));
        lobby.publish(&lobby.local(), &[]);
        assert_eq!(
            totals(&rx.borrow_and_update()),
            vec![("classic-2".into(), 0, 2)]
        );
        lobby.publish(&lobby.local(), &[]);
        assert!(
            !rx.has_changed().unwrap(),
            "the same totals are not sent again"
        );
    }

    #[test]
    fn live_games_are_listed_rated_by_rating_then_the_newest_at_most_twenty() {
        let lobby = Lobby::default();
        let mode = Mode {
            rules: Preset::Classic,
            players: 2,
        };
        let game = |room: &str, rated: bool, ratings: [Option<i32>; 2], started_ms| LiveGame {
            room: room.into(),
            mode,
            rated,
            players: ratings
                .iter()
                .map(|&rating| petri_net::LivePlayer {
                    name: "x".into(),
                    rating,
                })
                .collect(),
            started_ms,
        };
        assert!(lobby.set_live("OLD", Some(game("OLD", false, [None, None], 1))));
        assert!(lobby.set_live("NEW", Some(game("NEW", false, [None, None], 9))));
        assert!(lobby.set_live("LOW", Some(game("LOW", true, [Some(1400), Some(1500)], 2))));
        assert!(lobby.set_live("TOP", Some(game("TOP", true, [Some(1900), Some(1700)], 3))));
        assert!(!lobby.set_live("TOP", Some(game("TOP", true, [Some(1900), Some(1700)], 3))));
        let order: Vec<String> = lobby.local_live().into_iter().map(|g| g.room).collect();
        assert_eq!(order, ["TOP", "LOW", "NEW", "OLD"]);
        assert!(lobby.set_live("NEW", None));
        for i in 0..30 {
            lobby.set_live(
                &format!("R{i}"),
                Some(game("R", false, [None, None], 100 + i)),
            );
        }
        let live = lobby.local_live();
        assert_eq!(live.len(), limits::LIVE_MAX);
        let frame = frame(&lobby.local(), &live);
        assert!(ServerMessage::parse(&frame).is_ok(), "a frame clients take");
    }
}
