//! The journal's entries and their replay.

use petri_net::ClientMessage;
use petri_rules::{Preset, Rules};

use super::journal::{Entry, entry, replay};
use crate::room::{Enter, Room};

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
