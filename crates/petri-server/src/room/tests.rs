//! The room on a controlled clock: every rule of the room, and a property test over random
//! message sequences from several clients.

use std::collections::BTreeMap;

use chacha20::ChaCha8Rng;
use petri_ai::greedy_move;
use petri_net::{
    ClientMessage, Colour, ErrorCode, Mode, RoomStatus, SeatRating, ServerMessage, VoteKind,
};
use petri_rules::{Action, Game, Preset, Rules, Seat};
use proptest::prelude::*;
use rand::SeedableRng;

use super::*;

const VANISH: u64 = 60_000;

/// A room and what each connection received, with the invariants checked on every frame.
struct Harness {
    room: Room,
    inbox: BTreeMap<ConnId, Vec<ServerMessage>>,
    /// The last `v` each connection saw (from a snapshot or a change).
    seen_v: BTreeMap<ConnId, u64>,
    in_room: BTreeMap<ConnId, bool>,
    now: u64,
    last_v: u64,
    thinks: Vec<(u32, usize, Box<Game>)>,
    /// What a store holds after every change was written: the room without its moves, and
    /// the rows of moves after it.
    stored: Option<RoomState>,
    rows: Vec<MovesRow>,
}

impl Harness {
    fn new(rules: Rules, public: bool) -> Harness {
        let mode = Preset::ALL
            .into_iter()
            .map(|p| Mode {
                rules: p,
                players: rules.players,
            })
            .find(|m| m.to_rules() == rules);
        let room = Room::new("ABCDEFGH".into(), public, mode, rules, [7; 32], VANISH).unwrap();
        let last_v = room.v();
        Harness {
            room,
            inbox: BTreeMap::new(),
            seen_v: BTreeMap::new(),
            in_room: BTreeMap::new(),
            now: 0,
            last_v,
            thinks: Vec::new(),
            stored: None,
            rows: Vec::new(),
        }
    }

    fn effects(&mut self, effects: Vec<Effect>) {
        let change = self.room.take_change();
        let v = self.room.v();
        assert!(v >= self.last_v, "v went back");
        if v != self.last_v {
            assert!(change.is_some(), "a visible change must be stored");
        }
        if let Some(ch) = change {
            // Written as a store writes it.
            if ch.new_game {
                self.rows.clear();
            }
            if let Some(st) = &ch.state {
                assert!(
                    st.record.moves.is_empty(),
                    "the room is stored without its moves"
                );
                self.stored = Some(st.clone());
            } else {
                assert!(self.stored.is_some(), "a room's first change is the room");
            }
            if let Some(row) = ch.row() {
                self.rows.push(row);
            }
        }
        if let Some(st) = &self.stored {
            // After every input, what is stored is the room: nothing missed, nothing twice.
            assert_eq!(
                assemble(st.clone(), self.rows.clone()),
                self.room.state(),
                "the stored room is the room"
            );
        }
        let mut changes = 0;
        let mut counted_for: Option<ConnId> = None;
        for e in effects {
            match e {
                Effect::Send(c, msg) => {
                    assert!(
                        self.in_room.get(&c).copied().unwrap_or(false)
                            || matches!(msg, ServerMessage::Error { .. })
                    );
                    let seen = self.seen_v.entry(c).or_insert(0);
                    match &msg {
                        ServerMessage::Snapshot(s) => *seen = s.v,
                        ServerMessage::Moved { v, .. }
                        | ServerMessage::Seat { v, .. }
                        | ServerMessage::Over { v, .. } => {
                            assert_eq!(*v, *seen + 1, "conn {c}: v must go up by exactly one");
                            *seen = *v;
                            if counted_for.is_none() {
                                counted_for = Some(c);
                            }
                            if counted_for == Some(c) {
                                changes += 1;
                            }
                        }
                        _ => {}
                    }
                    self.inbox.entry(c).or_default().push(msg);
                }
                Effect::Entered(c) => {
                    self.in_room.insert(c, true);
                }
                Effect::Left(c) => {
                    self.in_room.insert(c, false);
                }
                Effect::Think { turn, game, .. } => self.thinks.push((turn.0, turn.1, game)),
                _ => {}
            }
        }
        let _ = changes;
        // Every connection in the room ends at the room's v.
        for (c, inside) in &self.in_room {
            if *inside {
                assert_eq!(self.seen_v.get(c).copied(), Some(v), "conn {c} is behind");
            }
        }
        self.last_v = v;
        // The game replays from its record.
        let record = self.room.state().record.clone();
        let replayed = record.replay().expect("the record replays");
        assert_eq!(replayed.to_notation(), self.room.game().to_notation());
    }

    fn enter(&mut self, c: ConnId, how: Enter) -> Result<(), ErrorCode> {
        let r = self
            .room
            .enter(self.now, c, &format!("p{c}"), &format!("Player {c}"), how);
        match r {
            Ok(e) => {
                self.effects(e);
                Ok(())
            }
            Err((code, _)) => Err(code),
        }
    }

    fn send(&mut self, c: ConnId, msg: ClientMessage) {
        let e = self.room.message(self.now, c, msg);
        self.effects(e);
    }

    fn gone(&mut self, c: ConnId) {
        let e = self.room.disconnected(self.now, c);
        self.in_room.insert(c, false);
        self.effects(e);
    }

    fn tick(&mut self, ms: u64) {
        self.now += ms;
        let e = self.room.tick(self.now);
        self.effects(e);
    }

    /// Answers pending computer thinks with the first legal action.
    fn think(&mut self) {
        while let Some((g, ply, game)) = self.thinks.pop() {
            let a = game.legal_actions().first().copied();
            let e = self.room.computer_moved((g, ply), a);
            self.effects(e);
        }
    }

    fn last(&self, c: ConnId) -> &ServerMessage {
        self.inbox[&c].last().expect("a message")
    }

    fn last_error(&self, c: ConnId) -> ErrorCode {
        match self.last(c) {
            ServerMessage::Error { code, .. } => *code,
            m => panic!("expected an error, got {m:?}"),
        }
    }

    fn mv(&mut self, c: ConnId, text: &str) {
        let v = self.room.v();
        self.send(
            c,
            ClientMessage::Move {
                v,
                action: text.into(),
            },
        );
    }
}

fn small_classic() -> Rules {
    Rules::preset(Preset::Classic, 2).with_size(2)
}

/// The greedy move of the seat to move.
fn greedy(game: &Game, rng: &mut ChaCha8Rng) -> String {
    greedy_move(game.checkers().unwrap().position(), rng).to_string()
}

#[test]
fn two_players_play_a_game_to_its_end() {
    let mut h = Harness::new(small_classic(), false);
    h.enter(1, Enter::Join).unwrap();
    assert_eq!(h.room.status(), RoomStatus::Waiting);
    h.enter(2, Enter::Join).unwrap();
    assert_eq!(h.room.status(), RoomStatus::Playing);
    assert!(matches!(h.last(1), ServerMessage::Snapshot(s) if s.you == Some(0) && s.creator));
    assert!(matches!(h.last(2), ServerMessage::Snapshot(s) if s.you == Some(1) && !s.creator));
    // A third person is refused a seat but may watch.
    assert_eq!(h.enter(3, Enter::Join), Err(ErrorCode::RoomFull));
    h.enter(3, Enter::Watch).unwrap();
    assert!(matches!(h.last(3), ServerMessage::Snapshot(s) if s.you.is_none()));
    // Errors: out of turn, stale, illegal, a watcher's move.
    h.mv(2, "a1-b1");
    assert_eq!(h.last_error(2), ErrorCode::NotYourTurn);
    h.send(
        1,
        ClientMessage::Move {
            v: 1,
            action: "pass".into(),
        },
    );
    assert_eq!(h.last_error(1), ErrorCode::Stale);
    h.mv(1, "pass");
    assert_eq!(h.last_error(1), ErrorCode::IllegalMove);
    h.mv(3, "pass");
    assert_eq!(h.last_error(3), ErrorCode::NotYourTurn);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut plies = 0;
    while h.room.status() == RoomStatus::Playing {
        let seat = h.room.game().to_move().index();
        let m = greedy(h.room.game(), &mut rng);
        h.mv(seat as ConnId + 1, &m);
        assert!(matches!(
            h.last(3),
            ServerMessage::Moved { .. } | ServerMessage::Over { .. }
        ));
        plies += 1;
        assert!(plies < 2000);
    }
    assert_eq!(h.room.status(), RoomStatus::Over);
    assert!(matches!(h.last(3), ServerMessage::Over { result, .. } if !result.is_empty()));
    h.mv(1, "pass");
    assert_eq!(h.last_error(1), ErrorCode::IllegalMove);
}

/// Connection 1 proposes a new game and connection 2 votes on it.
fn new_game_vote(h: &mut Harness, yes: bool) {
    h.send(
        1,
        ClientMessage::Propose {
            kind: VoteKind::NewGame,
            seat: None,
        },
    );
    h.send(
        2,
        ClientMessage::Vote {
            kind: VoteKind::NewGame,
            yes,
        },
    );
}

/// Plays `n` greedy moves in a two-seat Chinese checkers room (connections 1 and 2).
fn play_greedy(h: &mut Harness, n: usize, rng: &mut ChaCha8Rng) {
    for _ in 0..n {
        let seat = h.room.game().to_move().index();
        let m = greedy(h.room.game(), rng);
        let conn = [1, 2]
            .into_iter()
            .find(|&c| h.room.conn_seat(c) == Some(seat))
            .unwrap();
        h.mv(conn, &m);
    }
}

#[test]
fn a_room_keeps_its_moves_not_a_position_for_each() {
    // Nobody takes a move back in a room, so its game keeps no undo (a position a move):
    // neither a new room's, nor a restored one's, nor the next game's.
    let mut h = Harness::new(small_classic(), false);
    h.enter(1, Enter::Join).unwrap();
    h.enter(2, Enter::Join).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    play_greedy(&mut h, 10, &mut rng);
    assert_eq!(h.room.game().progress().0, 10);
    assert!(!h.room.game().can_undo());
    // The record is whole all the same.
    let st = h.room.state();
    assert_eq!(st.record.moves.len(), 10);
    let restored = Room::restore(st.clone(), 0, VANISH).unwrap();
    assert_eq!(restored.game().record(), h.room.game().record());
    assert!(!restored.game().can_undo());
    new_game_vote(&mut h, true);
    assert_eq!(h.room.game().progress().0, 0, "a new game");
    play_greedy(&mut h, 4, &mut rng);
    assert_eq!(h.room.game().progress().0, 4);
    assert!(!h.room.game().can_undo());
}

#[test]
fn a_waiting_public_room_frees_the_seats_of_players_gone_for_the_vanish_time() {
    let mode = Mode {
        rules: Preset::Classic,
        players: 3,
    };
    let mut h = Harness::new(mode.to_rules(), true);
    h.enter(1, Enter::Join).unwrap();
    h.enter(2, Enter::Join).unwrap();
    h.gone(2);
    h.tick(VANISH - 1);
    assert!(h.room.seats()[1].player.is_some(), "not yet");
    let freed = h.room.tick(VANISH);
    assert!(
        freed
            .iter()
            .any(|e| matches!(e, Effect::PlayerRoom(p, None) if p == "p2"))
    );
    assert_eq!(h.room.listed, Some(true), "still open for quick_join");
    h.effects(freed);
    assert!(h.room.seats()[1].is_free());
    assert!(matches!(
        h.last(1),
        ServerMessage::Seat {
            seat: 1,
            name: None,
            ..
        }
    ));
    // A newcomer sits with the player who is there.
    h.enter(3, Enter::Join).unwrap();
    assert_eq!(h.room.seats()[1].player.as_deref(), Some("p3"));
    // Everyone gone: the seats are freed and the room closes.
    h.gone(1);
    h.gone(3);
    h.now += VANISH;
    let closing = h.room.tick(h.now);
    assert!(closing.iter().any(|e| matches!(e, Effect::Close)));
    assert!(h.room.players().next().is_none());
    // A running game keeps a vanished seat (the others may vote).
    let mut g = Harness::new(small_classic(), true);
    g.enter(1, Enter::Join).unwrap();
    g.enter(2, Enter::Join).unwrap();
    g.gone(2);
    g.tick(VANISH);
    assert!(g.room.seats()[1].player.is_some());
    assert!(matches!(
        g.last(1),
        ServerMessage::Seat { vanished: true, .. }
    ));
}

#[test]
fn lobby_counts_follow_the_room() {
    let mode = Mode {
        rules: Preset::Classic,
        players: 2,
    };
    let mut h = Harness::new(mode.to_rules(), true);
    assert_eq!(h.room.lobby_count(), Some((mode, 0, 0)));
    h.enter(1, Enter::Join).unwrap();
    assert_eq!(h.room.lobby_count(), Some((mode, 1, 0)));
    // A watcher is not seated: no change.
    h.enter(3, Enter::Watch).unwrap();
    assert_eq!(h.room.lobby_count(), Some((mode, 1, 0)));
    h.enter(2, Enter::Join).unwrap();
    assert_eq!(h.room.lobby_count(), Some((mode, 0, 2)));
    // A disconnected player still holds the seat.
    h.gone(2);
    assert_eq!(h.room.lobby_count(), Some((mode, 0, 2)));
    // A forfeit leaves one person and ends the game.
    h.send(1, ClientMessage::Leave);
    assert_eq!(h.room.status(), RoomStatus::Over);
    assert_eq!(h.room.lobby_count(), Some((mode, 0, 0)));

    // A friends room counts only while playing; custom rules count nowhere.
    let mut f = Harness::new(mode.to_rules(), false);
    f.enter(1, Enter::Join).unwrap();
    assert_eq!(f.room.lobby_count(), Some((mode, 0, 0)));
    f.enter(2, Enter::Join).unwrap();
    assert_eq!(f.room.lobby_count(), Some((mode, 0, 2)));
    let mut c = Harness::new(small_classic(), false);
    c.enter(1, Enter::Join).unwrap();
    c.enter(2, Enter::Join).unwrap();
    assert_eq!(c.room.lobby_count(), None);
}

#[test]
fn resume_keeps_the_seat_and_tells_the_others() {
    let mut h = Harness::new(small_classic(), false);
    h.enter(1, Enter::Join).unwrap();
    h.enter(2, Enter::Join).unwrap();
    h.gone(2);
    assert!(matches!(
        h.last(1),
        ServerMessage::Seat {
            seat: 1,
            connected: false,
            ..
        }
    ));
    // The same player on a new connection.
    let r = h
        .room
        .enter(h.now, 5, "p2", "Player 2", Enter::Resume)
        .unwrap();
    h.effects(r);
    assert!(matches!(
        h.last(1),
        ServerMessage::Seat {
            seat: 1,
            connected: true,
            ..
        }
    ));
    assert!(matches!(h.last(5), ServerMessage::Snapshot(s) if s.you == Some(1)));
}

#[test]
fn cancel_needs_someone_gone_for_the_vanish_time() {
    let mut h = Harness::new(small_classic().with_size(2), false);
    h.enter(1, Enter::Join).unwrap();
    h.enter(2, Enter::Join).unwrap();
    h.send(
        1,
        ClientMessage::Propose {
            kind: VoteKind::Cancel,
            seat: None,
        },
    );
    assert_eq!(h.last_error(1), ErrorCode::VoteRefused);
    h.gone(2);
    h.tick(VANISH - 1);
    h.send(
        1,
        ClientMessage::Propose {
            kind: VoteKind::Cancel,
            seat: None,
        },
    );
    assert_eq!(h.last_error(1), ErrorCode::VoteRefused);
    h.tick(1);
    assert!(matches!(
        h.last(1),
        ServerMessage::Seat {
            seat: 1,
            vanished: true,
            ..
        }
    ));
    h.send(
        1,
        ClientMessage::Propose {
            kind: VoteKind::Cancel,
            seat: None,
        },
    );
    // The only present player voted yes: passed.
    assert_eq!(h.room.status(), RoomStatus::Cancelled);
    assert!(matches!(h.last(1), ServerMessage::Snapshot(s) if s.status == RoomStatus::Cancelled));
}

#[test]
fn a_vanished_seat_goes_to_a_computer_by_vote() {
    let mut h = Harness::new(Rules::preset(Preset::Classic, 3).with_size(2), false);
    for c in 1..=3 {
        h.enter(c, Enter::Join).unwrap();
    }
    h.gone(3);
    h.tick(VANISH);
    h.send(
        1,
        ClientMessage::Propose {
            kind: VoteKind::Computer,
            seat: Some(2),
        },
    );
    assert!(matches!(h.last(2), ServerMessage::Vote(v) if v.yes == [0] && v.needed == 2));
    h.send(
        2,
        ClientMessage::Vote {
            kind: VoteKind::Cancel,
            yes: true,
        },
    );
    assert_eq!(h.last_error(2), ErrorCode::VoteRefused);
    h.send(
        2,
        ClientMessage::Vote {
            kind: VoteKind::Computer,
            yes: true,
        },
    );
    assert_eq!(h.room.seats()[2].computer, Some(REPLACE_LEVEL));
    // The computer plays its turns.
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    for _ in 0..9 {
        h.think();
        let seat = h.room.game().to_move().index();
        if seat < 2 && h.room.status() == RoomStatus::Playing {
            let m = greedy(h.room.game(), &mut rng);
            h.mv(seat as ConnId + 1, &m);
        }
    }
    assert!(h.room.game().actions().len() >= 6);
}

#[test]
fn a_new_game_gives_everyone_another_colour() {
    let rules = Rules::preset(Preset::Online, 2).with_size(2);
    let mut h = Harness::new(rules, false);
    h.enter(1, Enter::Join).unwrap();
    h.enter(2, Enter::Join).unwrap();
    let colours = |h: &Harness, c: ConnId| match h.last(c) {
        ServerMessage::Snapshot(s) => s.seats[s.you.unwrap() as usize].colour,
        m => panic!("{m:?}"),
    };
    assert_eq!(colours(&h, 1), Colour::Black);
    let before = (colours(&h, 1), colours(&h, 2));
    new_game_vote(&mut h, false);
    assert!(matches!(h.last(1), ServerMessage::VoteClosed { .. }));
    new_game_vote(&mut h, true);
    assert_eq!(h.room.status(), RoomStatus::Playing);
    let after = (colours(&h, 1), colours(&h, 2));
    assert_ne!(before.0, after.0);
    assert_ne!(before.1, after.1);
    // Seat a still plays black, and moves first.
    assert_eq!(colours(&h, 2), Colour::Black);
    assert!(
        matches!(h.last(2), ServerMessage::Snapshot(s) if s.you == Some(0) && s.to_move == Some(0))
    );
}

#[test]
fn leaving_a_two_player_game_forfeits_it() {
    let mut h = Harness::new(small_classic(), false);
    h.enter(1, Enter::Join).unwrap();
    h.enter(2, Enter::Join).unwrap();
    h.send(1, ClientMessage::Leave);
    assert_eq!(h.room.status(), RoomStatus::Over);
    match h.last(2) {
        ServerMessage::Over { result, .. } => {
            assert_eq!(result[0].seats, vec![Seat(1)]);
            assert_eq!(result[1].seats, vec![Seat(0)]);
        }
        m => panic!("{m:?}"),
    }
    h.send(1, ClientMessage::Sync);
    assert_eq!(h.last_error(1), ErrorCode::NotInRoom);
}

#[test]
fn a_creator_fills_seats_with_computers() {
    let mut h = Harness::new(small_classic(), false);
    h.enter(1, Enter::Join).unwrap();
    h.enter(2, Enter::Watch).unwrap();
    h.send(
        2,
        ClientMessage::AddComputer {
            seat: 1,
            level: petri_net::Level::Easy,
        },
    );
    assert_eq!(h.last_error(2), ErrorCode::NotAllowed);
    h.send(
        1,
        ClientMessage::AddComputer {
            seat: 0,
            level: petri_net::Level::Easy,
        },
    );
    assert_eq!(h.last_error(1), ErrorCode::RoomFull);
    h.send(
        1,
        ClientMessage::AddComputer {
            seat: 1,
            level: petri_net::Level::Beginner,
        },
    );
    assert_eq!(h.room.status(), RoomStatus::Playing);
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut n = 0;
    while h.room.status() == RoomStatus::Playing && n < 500 {
        h.think();
        if h.room.status() == RoomStatus::Playing && h.room.game().to_move() == Seat(0) {
            let m = greedy(h.room.game(), &mut rng);
            h.mv(1, &m);
        }
        n += 1;
    }
    assert_eq!(h.room.status(), RoomStatus::Over);
}

#[test]
fn chat_is_kept_and_rate_limited() {
    let mut h = Harness::new(small_classic(), false);
    h.enter(1, Enter::Join).unwrap();
    for i in 0..5 {
        h.send(
            1,
            ClientMessage::Chat {
                text: format!("line {i}"),
            },
        );
        assert!(matches!(h.last(1), ServerMessage::Chat { .. }));
    }
    h.send(
        1,
        ClientMessage::Chat {
            text: "one too many".into(),
        },
    );
    assert_eq!(h.last_error(1), ErrorCode::RateLimited);
    h.tick(petri_net::limits::CHAT.every_ms);
    h.send(
        1,
        ClientMessage::Chat {
            text: "again".into(),
        },
    );
    assert!(matches!(h.last(1), ServerMessage::Chat { .. }));
    h.enter(2, Enter::Watch).unwrap();
    assert!(
        matches!(h.last(2), ServerMessage::Snapshot(s) if s.chat.len() == 6 && s.chat[5].text == "again")
    );
}

#[test]
fn petri_dice_are_rolled_by_the_room() {
    let rules = Rules::preset(Preset::Petri, 2).with_size(2);
    let mut h = Harness::new(rules, false);
    h.enter(1, Enter::Join).unwrap();
    h.enter(2, Enter::Join).unwrap();
    let seat = h.room.game().to_move().index() as ConnId + 1;
    h.mv(seat, "roll 3 5");
    assert_eq!(h.last_error(seat), ErrorCode::IllegalMove);
    h.mv(seat, "roll");
    assert!(
        matches!(h.last(1), ServerMessage::Moved { action, .. } if action.starts_with("roll "))
    );
    // The dice stream continues where it was after a restore.
    let st = h.room.state();
    let mut a = Room::restore(st.clone(), 0, VANISH).unwrap();
    let mut b = Room::restore(st, 0, VANISH).unwrap();
    assert_eq!(a.roll(), b.roll());
}

/// A random client message (rooms see the ones the server routes to them).
fn any_message() -> impl Strategy<Value = (u8, u8)> {
    (0u8..12, any::<u8>())
}

fn message_for(h: &Harness, kind: u8, arg: u8, rng: &mut ChaCha8Rng) -> ClientMessage {
    let v = h.room.v();
    match kind {
        0..=3 => {
            let legal = h.room.game().legal_actions();
            let text = if h.room.game().awaits_dice() {
                "roll".to_string()
            } else if legal.is_empty() || arg.is_multiple_of(7) {
                "a1-b1".to_string()
            } else if let Some(g) = h.room.game().checkers() {
                if arg.is_multiple_of(2) {
                    greedy_move(g.position(), rng).to_string()
                } else {
                    legal[arg as usize % legal.len()].to_string()
                }
            } else {
                legal[arg as usize % legal.len()].to_string()
            };
            ClientMessage::Move {
                v: if arg.is_multiple_of(11) {
                    v.saturating_sub(1)
                } else {
                    v
                },
                action: text,
            }
        }
        4 => ClientMessage::Chat {
            text: format!("hi {arg}"),
        },
        5 => ClientMessage::Propose {
            kind: [VoteKind::NewGame, VoteKind::Cancel, VoteKind::Computer][arg as usize % 3],
            seat: (arg % 3 == 2).then_some(arg % 3),
        },
        6 => ClientMessage::Vote {
            kind: [VoteKind::NewGame, VoteKind::Cancel, VoteKind::Computer][arg as usize % 3],
            yes: !arg.is_multiple_of(4),
        },
        7 => ClientMessage::Sync,
        8 => ClientMessage::AddComputer {
            seat: arg % 3,
            level: petri_net::Level::Beginner,
        },
        9 => ClientMessage::TakeSeat { seat: arg % 3 },
        _ => ClientMessage::Leave,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Random clients never break the room: v goes up by one per visible change and every
    /// connection follows it, only the seat to move moves, the game replays from its record.
    #[test]
    fn rooms_keep_their_invariants(
        petri in any::<bool>(),
        players in 2u8..=3,
        steps in proptest::collection::vec((0u8..5, any_message(), 0u8..6), 1..120),
    ) {
        let rules = if petri {
            Rules::preset(Preset::Petri, players).with_size(2)
        } else {
            Rules::preset(Preset::Classic, players).with_size(2)
        };
        let mut h = Harness::new(rules, false);
        let mut rng = ChaCha8Rng::seed_from_u64(9);
        for (client, (kind, arg), what) in steps {
            let c = client as ConnId + 1;
            let inside = h.in_room.get(&c).copied().unwrap_or(false);
            match what {
                0 if !inside => {
                    let _ = h.enter(c, if arg % 5 == 0 { Enter::Watch } else { Enter::Join });
                }
                1 if inside && arg % 3 == 0 => h.gone(c),
                2 => h.tick(u64::from(arg) * 1000),
                3 => h.think(),
                _ if inside => {
                    let before = h.room.game().actions().len();
                    let to_move = h.room.game().to_move();
                    let seat = h.room.seats().iter().position(|s| s.player.as_deref() == Some(&format!("p{c}")));
                    let msg = message_for(&h, kind, arg, &mut rng);
                    let is_move = matches!(msg, ClientMessage::Move { .. });
                    let games = h.room.state().games;
                    h.send(c, msg);
                    if is_move && h.room.state().games == games && h.room.game().actions().len() > before {
                        prop_assert_eq!(seat, Some(to_move.index()), "only the seat to move moves");
                    }
                }
                _ => {}
            }
        }
    }
}

#[test]
fn colours_follow_the_preset() {
    assert_eq!(
        seat_colour(&Rules::preset(Preset::Online, 2), 0),
        Colour::Black
    );
    assert_eq!(
        seat_colour(&Rules::preset(Preset::Classic, 2), 0),
        Colour::Red
    );
    let _ = Action::Move(petri_rules::Move::Pass);
}

#[test]
fn a_forfeited_seat_plays_on_and_ranks_last() {
    let mut h = Harness::new(Rules::preset(Preset::Classic, 3).with_size(2), false);
    for c in 1..=3 {
        h.enter(c, Enter::Join).unwrap();
    }
    h.send(2, ClientMessage::Leave);
    assert_eq!(h.room.status(), RoomStatus::Playing);
    assert_eq!(h.room.seats()[1].computer, Some(FORFEIT_LEVEL));
    assert!(matches!(
        h.last(1),
        ServerMessage::Seat {
            seat: 1,
            computer: Some(_),
            ..
        }
    ));
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let mut n = 0;
    while h.room.status() == RoomStatus::Playing && n < 3000 {
        h.think();
        let seat = h.room.game().to_move().index();
        if h.room.status() == RoomStatus::Playing && seat != 1 {
            let m = greedy(h.room.game(), &mut rng);
            h.mv(seat as ConnId + 1, &m);
        }
        n += 1;
    }
    match h.last(1) {
        ServerMessage::Over { result, .. } => {
            let last = result.last().unwrap();
            assert_eq!(last.seats, vec![Seat(1)]);
            assert_eq!(last.place as usize, result.len());
        }
        m => panic!("{m:?}"),
    }
}

#[test]
fn a_watcher_takes_a_seat_handed_to_a_computer() {
    let mut h = Harness::new(Rules::preset(Preset::Classic, 3).with_size(2), false);
    for c in 1..=3 {
        h.enter(c, Enter::Join).unwrap();
    }
    h.enter(4, Enter::Watch).unwrap();
    h.send(4, ClientMessage::TakeSeat { seat: 2 });
    assert_eq!(h.last_error(4), ErrorCode::RoomFull);
    h.gone(3);
    h.tick(VANISH);
    h.send(
        1,
        ClientMessage::Propose {
            kind: VoteKind::Computer,
            seat: Some(2),
        },
    );
    h.send(
        2,
        ClientMessage::Vote {
            kind: VoteKind::Computer,
            yes: true,
        },
    );
    h.send(4, ClientMessage::TakeSeat { seat: 2 });
    assert!(matches!(h.last(4), ServerMessage::Snapshot(s) if s.you == Some(2)));
    assert_eq!(h.room.seats()[2].player.as_deref(), Some("p4"));
    h.send(4, ClientMessage::TakeSeat { seat: 0 });
    assert_eq!(h.last_error(4), ErrorCode::NotAllowed);
    // The player who vanished comes back as a watcher.
    let r = h
        .room
        .enter(h.now, 7, "p3", "Player 3", Enter::Resume)
        .unwrap();
    h.effects(r);
    assert!(matches!(h.last(7), ServerMessage::Snapshot(s) if s.you.is_none()));
}

/// A rated room: accounts only; the game that ends asks to be rated, keeps asking after a
/// restore until it hears back, and takes the answer once.
#[test]
fn a_rated_game_is_rated_until_the_room_hears_back_and_once() {
    let mut room = classic_2("ABCDEFGH");
    room.set_rated().unwrap();
    assert_eq!(room.pool().as_deref(), Some("classic-2-rated"));
    let account: Ratings = [("classic-2".to_string(), NEW_RATING)].into();
    // A guest cannot sit; a guest can watch.
    let refused = room.enter_as(0, 9, "g", "Guest", Enter::Join, None);
    assert!(matches!(refused, Err((ErrorCode::NotAllowed, _))));
    assert!(
        room.enter_as(0, 9, "g", "Guest", Enter::Watch, None)
            .is_ok()
    );
    room.enter_as(0, 1, "p1", "Ann", Enter::Join, Some(&account))
        .unwrap();
    room.enter_as(0, 2, "p2", "Bob", Enter::Join, Some(&account))
        .unwrap();
    assert_eq!(room.status(), RoomStatus::Playing);
    // Bob leaves: Ann wins; the game is to be rated, Ann first, Bob second.
    let effects = room.message(0, 2, ClientMessage::Leave);
    let to_rate = effects
        .iter()
        .find_map(|e| match e {
            Effect::Rate(r) => Some(r.clone()),
            _ => None,
        })
        .expect("a rated game that ended is rated");
    assert_eq!(to_rate.game, "ABCDEFGH-1");
    assert_eq!(to_rate.mode, "classic-2");
    assert_eq!(
        to_rate.teams,
        vec![(vec!["p1".to_string()], 1), (vec!["p2".to_string()], 2)]
    );
    // Stored and restored before the answer came: it asks again.
    let mut back = Room::restore(room.state(), 0, 60_000).unwrap();
    assert!(
        back.restored()
            .iter()
            .any(|e| matches!(e, Effect::Rate(r) if *r == to_rate))
    );
    // The answer: the seats show it, everyone hears it, once.
    let new = SeatRating {
        rating: 1662,
        provisional: true,
    };
    let heard = back.rated(
        &to_rate.game,
        &[("p1".into(), new, 162), ("p2".into(), NEW_RATING, -162)],
    );
    assert!(
        heard.is_empty(),
        "nobody is connected to the restored room yet"
    );
    assert_eq!(back.state().seats[0].rating, Some(new));
    assert_eq!(back.state().to_rate, None);
    assert!(
        back.restored()
            .iter()
            .all(|e| !matches!(e, Effect::Rate(_)))
    );
    let effects = room.rated(&to_rate.game, &[("p1".into(), new, 162)]);
    assert!(effects.iter().any(|e| matches!(
        e,
        Effect::Send(1, ServerMessage::Rated { changes }) if changes[0].change == 162
    )));
    assert!(
        room.rated(&to_rate.game, &[("p1".into(), new, 162)])
            .is_empty()
    );
}

/// A public room of the mode classic, two players.
fn classic_2(name: &str) -> Room {
    let mode = Mode {
        rules: Preset::Classic,
        players: 2,
    };
    Room::new(
        name.into(),
        true,
        Some(mode),
        mode.to_rules(),
        [3; 32],
        60_000,
    )
    .unwrap()
}

/// Casual rooms and unrated games ask nothing.
#[test]
fn a_casual_game_is_not_rated() {
    let account: Ratings = [("classic-2".to_string(), NEW_RATING)].into();
    let mut casual = classic_2("BCDEFGHJ");
    assert_eq!(casual.pool().as_deref(), Some("classic-2"));
    casual
        .enter_as(0, 1, "p1", "Ann", Enter::Join, Some(&account))
        .unwrap();
    casual
        .enter_as(0, 2, "p2", "Bob", Enter::Join, None)
        .unwrap();
    let effects = casual.message(0, 2, ClientMessage::Leave);
    assert!(effects.iter().all(|e| !matches!(e, Effect::Rate(_))));
}

fn clocked(players: u8, control: petri_net::TimeControl) -> Room {
    let rules = Rules::preset(Preset::Classic, players);
    let mut room = Room::new("CLOCKROM".into(), false, None, rules, [5; 32], 600_000).unwrap();
    room.set_clock(control);
    for p in 1..=u64::from(players) {
        room.enter(0, p, &format!("p{p}"), &format!("P{p}"), Enter::Join)
            .unwrap();
    }
    assert_eq!(room.status(), RoomStatus::Playing);
    room
}

/// The seat to move plays its first legal move at `now`.
fn play_at(room: &mut Room, now: u64) -> Vec<Effect> {
    let seat = room.game().to_move().index();
    let action = room.game().legal_actions()[0].to_string();
    let v = room.v();
    room.message(now, seat as u64 + 1, ClientMessage::Move { v, action })
}

fn left(room: &Room, seat: usize) -> u64 {
    room.state().clock.unwrap().left_ms[seat]
}

#[test]
fn per_move_clocks_spend_the_reserve_and_flag_on_the_servers_time() {
    let control = petri_net::TimeControl::PerMove {
        secs: 30,
        reserve: 60,
    };
    let mut room = clocked(2, control);
    let c = room.state().clock.unwrap();
    assert_eq!(
        c.running,
        Some((0, 0)),
        "the first seat's clock runs from the start"
    );
    assert_eq!(c.deadline(), Some(90_000));
    // Within the turn's 30 s: the reserve stays; over it: the rest comes from the reserve.
    let out = play_at(&mut room, 10_000);
    assert!(out.iter().any(|e| matches!(
        e,
        Effect::Send(_, ServerMessage::Clock(v)) if v.running == Some(1) && v.left_ms == [90_000, 90_000]
    )));
    assert_eq!(left(&room, 0), 60_000);
    play_at(&mut room, 10_000 + 50_000);
    assert_eq!(left(&room, 1), 40_000);
    // Ann's deadline: 60 s + 30 s + 60 s. A tick before it: nothing; after: out of time.
    assert!(room.tick(149_999).is_empty());
    let out = room.tick(150_000);
    assert!(
        out.iter()
            .any(|e| matches!(e, Effect::Send(_, ServerMessage::OutOfTime { seat: 0 })))
    );
    assert_eq!(room.status(), RoomStatus::Over);
    let result = room.state().result.unwrap();
    assert_eq!(result[0].seats, vec![Seat(1)], "Bob wins on time");
    assert_eq!(room.state().clock.unwrap().running, None);
}

#[test]
fn a_move_after_the_deadline_is_refused_though_no_tick_came() {
    let mut room = clocked(
        2,
        petri_net::TimeControl::PerMove {
            secs: 30,
            reserve: 0,
        },
    );
    let out = play_at(&mut room, 30_001);
    assert!(out.iter().any(|e| matches!(
        e,
        Effect::Send(1, ServerMessage::Error { code: ErrorCode::IllegalMove, message }) if message == "out of time"
    )));
    assert_eq!(room.status(), RoomStatus::Over);
    assert_eq!(
        room.game().record().moves.len(),
        0,
        "the late move was not played"
    );
}

#[test]
fn fischer_clocks_add_the_increment_and_three_players_go_on_without_the_flagged_one() {
    let mut room = clocked(
        3,
        petri_net::TimeControl::Fischer {
            base: 60,
            increment: 5,
        },
    );
    play_at(&mut room, 10_000);
    assert_eq!(left(&room, 0), 55_000);
    // Seat 1 lets its minute run out: a computer plays on for it, seat 2's clock runs.
    let out = room.tick(10_000 + 60_000);
    assert!(
        out.iter()
            .any(|e| matches!(e, Effect::Send(_, ServerMessage::OutOfTime { seat: 1 })))
    );
    assert_eq!(room.status(), RoomStatus::Playing);
    assert!(room.state().seats[1].computer.is_some());
    assert!(room.state().seats[1].forfeited.is_some(), "ranked last");
    // The computer's think comes back; then seat 2's clock runs (not the computer's).
    let c = room.state().clock.unwrap();
    assert_eq!(c.running, None, "a computer's turn runs no clock");
}

#[test]
fn the_clock_is_stored_with_the_room_and_runs_on_after_a_restore() {
    let mut room = clocked(
        2,
        petri_net::TimeControl::PerMove {
            secs: 30,
            reserve: 60,
        },
    );
    play_at(&mut room, 10_000);
    // Moves are stored as moves, and their row carries the clock.
    let change = room.take_change().unwrap();
    let row = change.row().unwrap();
    assert_eq!(row.clock.as_ref().unwrap().running, Some((1, 10_000)));
    let mut back = Room::restore(room.state(), 20_000, 600_000).unwrap();
    back.restored();
    let c = back.state().clock.unwrap();
    assert_eq!(c.running, Some((1, 10_000)), "the turn began when it began");
    assert_eq!(c.deadline(), Some(100_000));
    // A snapshot shows the time gone by.
    back.set_now(25_000);
    back.enter(25_000, 2, "p2", "P2", Enter::Resume).unwrap();
    let ServerMessage::Snapshot(s) = back.snapshot(2) else {
        unreachable!()
    };
    let view = s.clock.unwrap();
    assert_eq!(view.running, Some(1));
    assert_eq!(view.elapsed_ms, 15_000);
    assert_eq!(view.left(1, 0), 90_000 - 15_000);
}

#[test]
fn the_clocks_stop_with_the_game_however_it_ends() {
    let mut room = clocked(
        2,
        petri_net::TimeControl::PerMove {
            secs: 30,
            reserve: 60,
        },
    );
    assert_eq!(room.deadline(), Some(90_000));
    // The player not to move leaves: the game ends; no clock runs, nothing is due.
    let out = room.message(20_000, 2, ClientMessage::Leave);
    assert_eq!(room.status(), RoomStatus::Over);
    assert!(out.iter().any(|e| matches!(
        e,
        Effect::Send(1, ServerMessage::Clock(v)) if v.running.is_none()
    )));
    assert_eq!(room.state().clock.unwrap().running, None);
    assert_eq!(room.deadline(), None);
    assert!(
        room.tick(200_000)
            .iter()
            .all(|e| !matches!(e, Effect::Send(_, ServerMessage::OutOfTime { .. })))
    );
}

#[test]
fn a_two_player_time_loss_keeps_the_loser_in_her_seat_for_the_rematch() {
    let mut room = clocked(
        2,
        petri_net::TimeControl::PerMove {
            secs: 30,
            reserve: 0,
        },
    );
    let out = room.tick(30_000);
    assert!(
        out.iter()
            .any(|e| matches!(e, Effect::Send(_, ServerMessage::OutOfTime { seat: 0 })))
    );
    // No computer takes her seat: nobody hears a seat change, only the end.
    assert!(
        out.iter()
            .all(|e| !matches!(e, Effect::Send(_, ServerMessage::Seat { .. }))),
        "{out:?}"
    );
    assert_eq!(room.status(), RoomStatus::Over);
    let result = room.state().result.unwrap();
    assert_eq!(
        result
            .iter()
            .map(|st| (st.place, st.seats.clone()))
            .collect::<Vec<_>>(),
        [(1, vec![Seat(1)]), (2, vec![Seat(0)])]
    );
    let seat = &room.state().seats[0];
    assert_eq!(
        (seat.player.as_deref(), seat.computer, seat.forfeited),
        (Some("p1"), None, None)
    );
    assert_eq!(room.conn_seat(1), Some(0), "she still holds seat a");
    // Both vote a rematch: it needs her vote too, and starts with both (seats moved on).
    room.message(
        31_000,
        2,
        ClientMessage::Propose {
            kind: VoteKind::NewGame,
            seat: None,
        },
    );
    assert_eq!(room.status(), RoomStatus::Over, "one vote of two");
    room.message(
        31_000,
        1,
        ClientMessage::Vote {
            kind: VoteKind::NewGame,
            yes: true,
        },
    );
    assert_eq!(room.status(), RoomStatus::Playing);
    assert_eq!((room.conn_seat(1), room.conn_seat(2)), (Some(1), Some(0)));
}

#[test]
fn a_rated_time_loss_is_rated_with_the_loser_seated_and_her_seat_shows_it() {
    let mode = Mode {
        rules: Preset::Classic,
        players: 2,
    };
    let mut room = Room::new(
        "ABCDEFGH".into(),
        true,
        Some(mode),
        mode.to_rules(),
        [3; 32],
        60_000,
    )
    .unwrap();
    room.set_rated().unwrap();
    room.set_clock(petri_net::TimeControl::PerMove {
        secs: 30,
        reserve: 0,
    });
    let account: Ratings = [("classic-2".to_string(), NEW_RATING)].into();
    room.enter_as(0, 1, "p1", "Ann", Enter::Join, Some(&account))
        .unwrap();
    room.enter_as(0, 2, "p2", "Bob", Enter::Join, Some(&account))
        .unwrap();
    let to_rate = room
        .tick(30_000)
        .into_iter()
        .find_map(|e| match e {
            Effect::Rate(r) => Some(r),
            _ => None,
        })
        .expect("the game is rated");
    assert_eq!(
        to_rate.teams,
        vec![(vec!["p2".to_string()], 1), (vec!["p1".to_string()], 2)]
    );
    let lost = SeatRating {
        rating: 1338,
        provisional: true,
    };
    let won = SeatRating {
        rating: 1662,
        provisional: true,
    };
    room.rated(
        &to_rate.game,
        &[("p1".into(), lost, -162), ("p2".into(), won, 162)],
    );
    let ServerMessage::Snapshot(s) = room.snapshot(1) else {
        unreachable!()
    };
    assert_eq!(s.you, Some(0));
    assert_eq!(
        s.seats.iter().map(|x| x.rating).collect::<Vec<_>>(),
        [Some(lost), Some(won)],
        "every seat shows the rating after the game"
    );
}

#[test]
fn the_first_snapshot_of_a_clocked_game_shows_the_running_clock() {
    let rules = Rules::preset(Preset::Classic, 2);
    let mut room = Room::new("CLOCKROM".into(), false, None, rules, [5; 32], 600_000).unwrap();
    room.set_clock(petri_net::TimeControl::PerMove {
        secs: 30,
        reserve: 60,
    });
    room.enter(0, 1, "p1", "P1", Enter::Join).unwrap();
    let out = room.enter(5, 2, "p2", "P2", Enter::Join).unwrap();
    let firsts: Vec<&ServerMessage> = out
        .iter()
        .filter_map(|e| match e {
            Effect::Send(1, m) => Some(m),
            _ => None,
        })
        .collect();
    let at = firsts
        .iter()
        .position(|m| matches!(m, ServerMessage::Snapshot(s) if s.status == RoomStatus::Playing))
        .expect("the game's first snapshot");
    let ServerMessage::Snapshot(s) = firsts[at] else {
        unreachable!()
    };
    let clock = s.clock.as_ref().expect("the clock");
    assert_eq!((clock.running, clock.elapsed_ms), (Some(0), 0));
    assert!(
        firsts[at..]
            .iter()
            .all(|m| !matches!(m, ServerMessage::Clock(_))),
        "no clock frame follows to say what the snapshot said: {firsts:?}"
    );
}
