//! The journal's entries and their replay; a room's lease when Redis lost its data.

use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use petri_net::ClientMessage;
use petri_rules::{Preset, Rules};

use super::Cluster;
use super::journal::{Entry, Journal, entry, replay};
use crate::room::{Enter, Room};
use crate::storage::RoomLog;

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

/// A private `redis-server` on its own port (below 32768), without a disk, killed when dropped.
struct Redis(Child);

impl Redis {
    fn start(port: u16) -> Redis {
        let child = Command::new("redis-server")
            .args(["--port", &port.to_string()])
            .args(["--bind", "127.0.0.1", "--save", "", "--appendonly", "no"])
            .args(["--daemonize", "no", "--loglevel", "warning"])
            .stdout(Stdio::null())
            .spawn()
            .expect("redis-server runs (cargo xtask test installs it)");
        let deadline = Instant::now() + Duration::from_secs(20);
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(Instant::now() < deadline, "redis-server did not start");
            // The pace of the tries.
            std::thread::sleep(Duration::from_millis(20));
        }
        Redis(child)
    }
}

impl Drop for Redis {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Redis restarted empty (here: flushed) while node b runs a room and node c has a player of
/// it. c finds nobody holding the room's lease, but it must not take it: Redis has nothing of
/// the room, and a lease of c's would make b stop the room on its next renewal while c, with
/// nothing to load, forgets it (the game lost; CI saw it once). b's renewal takes the lease
/// again and writes the room whole; only then is it c's to find — held by b.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_room_redis_lost_is_taken_again_by_its_owner_and_by_nobody_else() {
    let _redis = Redis::start(26415);
    let url = "redis://127.0.0.1:26415";
    let b = Cluster::connect(url, "b").await.unwrap();
    let c = Cluster::connect(url, "c").await.unwrap();
    let rules = Rules::preset(Preset::Classic, 2).with_size(2);
    let mut room = Room::new("LOSTROOM".into(), false, None, rules, [3; 32], 60_000).unwrap();
    room.enter(0, 1, "p1", "Ann", Enter::Join).unwrap();
    assert!(b.acquire("LOSTROOM").await.unwrap());
    let ok = Arc::new(AtomicBool::new(true));
    let mut journal = Journal::start(b.clone(), ok, &mut room).await.unwrap();
    assert_eq!(c.take_stored("LOSTROOM").await.unwrap(), 0, "b holds it");

    let mut k = b.client.get_multiplexed_async_connection().await.unwrap();
    redis::cmd("FLUSHALL")
        .query_async::<()>(&mut k)
        .await
        .unwrap();
    assert_eq!(c.take_stored("LOSTROOM").await.unwrap(), -1);
    assert_eq!(c.owner("LOSTROOM").await.unwrap(), None, "c took no lease");
    assert!(c.load("LOSTROOM").await.unwrap().is_none());

    // b's next renewal (a round later): the lease again, the room whole.
    assert!(
        journal.keep(&mut room, u64::MAX / 2).await,
        "b keeps the room"
    );
    assert_eq!(b.owner("LOSTROOM").await.unwrap(), Some(b.num));
    assert_eq!(c.take_stored("LOSTROOM").await.unwrap(), 0);
    let (state, _) = c.load("LOSTROOM").await.unwrap().expect("written back");
    assert_eq!(state, room.state());
}
