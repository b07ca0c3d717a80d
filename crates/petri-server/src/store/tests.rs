//! The store on a temporary folder: a move's write does not grow with the game, an older
//! build's rooms, tokens stored hashed, a rated game stored once.

use chacha20::ChaCha8Rng;
use petri_net::ClientMessage;
use petri_rules::{Preset, Rules};
use rand::{RngExt, SeedableRng};
use rusqlite::params;

use super::*;
use crate::room::{Change, Enter, Room};

/// Plays a random legal move (a Chinese checkers game played at random does not end).
fn random_move(room: &mut Room, rng: &mut ChaCha8Rng) {
    let legal = room.game().legal_actions();
    assert!(!legal.is_empty(), "a game is running: {:?}", room.status());
    let action = legal[rng.random_range(0..legal.len())].to_string();
    // Player `pN` is connection N.
    let seat = &room.seats()[room.game().to_move().index()];
    let conn = seat.player.as_ref().unwrap()[1..].parse().unwrap();
    let v = room.v();
    room.message(0, conn, ClientMessage::Move { v, action });
    // (and a forced pass after it, if any)
    assert!(room.v() > v, "the move was played");
}

/// A store whose WAL keeps every page written (no checkpoint moves them into the database):
/// its growth is what each change cost on disk ([`wal_len`]).
fn without_checkpoints(dir: &std::path::Path) -> Store {
    let store = Store::open(dir).unwrap();
    store
        .db()
        .pragma_update(None, "wal_autocheckpoint", 0)
        .unwrap();
    store
}

/// The length of the store's WAL in `dir`.
fn wal_len(dir: &std::path::Path) -> u64 {
    std::fs::metadata(dir.join("petri-server.sqlite-wal")).map_or(0, |m| m.len())
}

#[test]
fn a_moves_write_does_not_grow_with_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let store = without_checkpoints(dir.path());
    // Beside it, the same game written the old way: the whole room each move.
    let whole_dir = tempfile::tempdir().unwrap();
    let whole_store = without_checkpoints(whole_dir.path());
    // Six seats: the move cap (300 a seat) leaves room for a long game.
    let rules = Rules::preset(Preset::Classic, 6);
    let mut room = Room::new("ABCDEFGH".into(), false, None, rules, [3; 32], 60_000).unwrap();
    for c in 1..=6 {
        room.enter(0, c, &format!("p{c}"), "Ann", Enter::Join)
            .unwrap();
    }
    store
        .write("ABCDEFGH", &room.take_change().unwrap())
        .unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    const PLIES: usize = 1500;
    let mut disk = Vec::new();
    let mut whole_disk = Vec::new();
    let mut written = Vec::new();
    for ply in 0..PLIES {
        random_move(&mut room, &mut rng);
        if ply == PLIES / 2 {
            // Chat mid-game rewrites the room, still without its moves.
            room.message(0, 1, ClientMessage::Chat { text: "gg".into() });
        }
        let change = room.take_change().unwrap();
        let before = wal_len(dir.path());
        written.push(store.write("ABCDEFGH", &change).unwrap());
        disk.push(wal_len(dir.path()) - before);
        let whole = Change {
            state: Some(room.state()),
            new_game: false,
            moves: Vec::new(),
            v: change.v,
            dice_pos: change.dice_pos,
            clock: None,
        };
        let before = wal_len(whole_dir.path());
        whole_store.write("ABCDEFGH", &whole).unwrap();
        whole_disk.push(wal_len(whole_dir.path()) - before);
    }
    assert!(!room.game().is_over());
    // Each move wrote its one row of a few bytes, at the start as after 1 500 plies.
    for (ply, w) in written.iter().enumerate().filter(|(p, _)| *p != PLIES / 2) {
        assert_eq!(w.rows, 1, "ply {ply}: one row");
        assert!(w.bytes < 64, "ply {ply}: {} bytes", w.bytes);
    }
    // On disk (WAL pages): 200 moves late in the game wrote no more than 200 early on,
    // where the whole room each move wrote more than twice as much late as early.
    let window =
        |d: &[u64]| -> (u64, u64) { (d[100..300].iter().sum(), d[PLIES - 200..].iter().sum()) };
    let (early, late) = window(&disk);
    let (whole_early, whole_late) = window(&whole_disk);
    assert!(
        late * 4 <= early * 5,
        "200 moves wrote {early} bytes of WAL early in the game and {late} late"
    );
    assert!(
        whole_late > 2 * whole_early && whole_late > 2 * late,
        "the whole room each move: {whole_early} bytes early, {whole_late} late"
    );
    // A restart has the room as it is.
    drop(store);
    let store = Store::open(dir.path()).unwrap();
    assert_eq!(store.rooms().unwrap(), vec![room.state()]);
    new_game_drops_the_old_games_moves(&store, &mut room, &mut rng);
}

/// The six-seat room of [`a_moves_write_does_not_grow_with_the_game`], stored: five leave
/// (the game ends), the first asks for a new game, five others sit down, two moves. The old
/// game's moves are dropped.
fn new_game_drops_the_old_games_moves(store: &Store, room: &mut Room, rng: &mut ChaCha8Rng) {
    assert!(room.take_change().is_none());
    let write = |room: &mut Room| {
        if let Some(change) = room.take_change() {
            store.write("ABCDEFGH", &change).unwrap();
        }
    };
    for c in 2..=6 {
        room.message(0, c, ClientMessage::Leave);
        write(room);
    }
    let propose = ClientMessage::Propose {
        kind: petri_net::VoteKind::NewGame,
        seat: None,
    };
    room.message(0, 1, propose);
    write(room);
    for c in 7..=11 {
        room.enter(0, c, &format!("p{c}"), "Cy", Enter::Join)
            .unwrap();
        write(room);
    }
    for _ in 0..2 {
        random_move(room, rng);
        write(room);
    }
    assert_eq!(store.rooms().unwrap(), vec![room.state()]);
    let rows: i64 = store
        .db()
        .query_row("SELECT COUNT(*) FROM room_moves", [], |r| r.get(0))
        .unwrap();
    assert_eq!(rows, 2, "the new game's two moves");
}

#[test]
fn a_room_stored_by_an_older_build_comes_back_and_is_rewritten() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let rules = Rules::preset(Preset::Classic, 2).with_size(2);
    let mut room = Room::new("ABCDEFGH".into(), false, None, rules, [3; 32], 60_000).unwrap();
    room.enter(0, 1, "p1", "Ann", Enter::Join).unwrap();
    room.enter(0, 2, "p2", "Bob", Enter::Join).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for _ in 0..10 {
        random_move(&mut room, &mut rng);
    }
    // The older form: the whole room, moves included, in one document.
    let old = serde_json::to_string(&room.state()).unwrap();
    store
        .db()
        .execute(
            "INSERT INTO rooms (name, state) VALUES ('ABCDEFGH', ?1)",
            params![old],
        )
        .unwrap();
    assert_eq!(store.rooms().unwrap(), vec![room.state()]);
    // Rewritten: the moves are a row now, and the room goes on from there.
    let json: String = store
        .db()
        .query_row("SELECT state FROM rooms", [], |r| r.get(0))
        .unwrap();
    assert!(json.contains(r#""moves":[]"#));
    let mut restored = Room::restore(room.state(), 0, 60_000).unwrap();
    restored.enter(0, 1, "p1", "Ann", Enter::Resume).unwrap();
    restored.enter(0, 2, "p2", "Bob", Enter::Resume).unwrap();
    random_move(&mut restored, &mut rng);
    store
        .write("ABCDEFGH", &restored.take_change().unwrap())
        .unwrap();
    assert_eq!(store.rooms().unwrap(), vec![restored.state()]);
    store.delete_room("ABCDEFGH").unwrap();
    assert!(store.rooms().unwrap().is_empty());
    let left: i64 = store
        .db()
        .query_row("SELECT COUNT(*) FROM room_moves", [], |r| r.get(0))
        .unwrap();
    assert_eq!(left, 0);
}

#[test]
fn tokens_are_stored_hashed_and_found_again() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let token = "0123456789abcdef0123456789abcdef";
    store
        .add_player_hashed("p1", &token_hash(token), "Ann")
        .unwrap();
    let found = store
        .player_by_hash(&token_hash(token), "Anna")
        .unwrap()
        .unwrap();
    assert_eq!(found.id, "p1");
    assert_eq!(found.account, None);
    let name: String = store
        .db()
        .query_row("SELECT name FROM players WHERE id = 'p1'", [], |r| r.get(0))
        .unwrap();
    assert_eq!(name, "Anna");
    assert!(
        store
            .player_by_hash(&token_hash(&"f".repeat(32)), "x")
            .unwrap()
            .is_none()
    );
    let db = store.db();
    let stored: String = db
        .query_row("SELECT token_hash FROM players", [], |r| r.get(0))
        .unwrap();
    assert_ne!(stored, token);
    assert_eq!(stored, token_hash(token));
}

#[test]
fn a_rated_game_is_stored_once_and_its_ratings_with_it() {
    use crate::ratings::Rating;
    use crate::storage::{RatedGame, RatedPlayer};
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let new = Rating::default();
    let won = Rating {
        rating: 1662.3,
        deviation: 290.3,
        games: 1,
        ..new
    };
    let game = |after: Rating| RatedGame {
        game: "ABCDEFGH-1".into(),
        mode: "classic-2".into(),
        at_ms: 1,
        players: vec![RatedPlayer {
            player: "p1".into(),
            place: 1,
            before: new,
            after,
        }],
        record: petri_rules::Game::new(&Rules::preset(Preset::Classic, 2))
            .unwrap()
            .record(),
    };
    assert_eq!(store.rate_game(&game(won)).unwrap()[0].after, won);
    // The same game again (a restart, another node): what was stored, nothing changed.
    let twice = Rating {
        rating: 1800.0,
        ..won
    };
    assert_eq!(store.rate_game(&game(twice)).unwrap()[0].after, won);
    assert_eq!(store.ratings("p1").unwrap()["classic-2"], won);
    assert!(store.ratings("p2").unwrap().is_empty());
}
