//! The server's frames: written and read back (by the tag reader and by serde's derived one),
//! the largest snapshot, the lobby's checks.

use super::*;
use petri_rules::{Preset, Rules, Standing};

/// The largest snapshot the server can send: six seats with the longest names, a game at the
/// move cap (300 moves a seat) of the longest move texts, a full chat of the longest lines in
/// four-byte characters. Clients take it (the game's client and the load tester read frames
/// with `ServerMessage::parse`), with room to spare; a few KB over 4 KiB was refused before.
#[test]
fn the_largest_snapshot_is_a_frame_clients_take() {
    let long = |n: usize| "\u{1D11E}".repeat(n);
    let rules = Rules::preset(Preset::Classic, 6);
    let mut record = petri_rules::Game::new(&rules).unwrap().record();
    let plies = usize::from(petri_rules::DEFAULT_MOVE_CAP) * 6;
    record.moves = vec!["x".repeat(MOVE_MAX); plies];
    record.names = vec![long(NAME_MAX); 6];
    let seat = SeatView {
        name: Some(long(NAME_MAX)),
        connected: true,
        colour: Colour::Yellow,
        computer: Some(Level::Master),
        vanished: false,
        rating: None,
    };
    let snapshot = Snapshot {
        room: "ABCDEFGH".into(),
        name: "custom rules".into(),
        public: false,
        mode: None,
        status: RoomStatus::Playing,
        v: u64::MAX,
        seats: vec![seat; 6],
        you: Some(5),
        record,
        to_move: Some(5),
        chat: vec![
            ChatLine {
                from: long(NAME_MAX),
                text: long(CHAT_MAX),
            };
            limits::CHAT_KEEP
        ],
        vote: None,
        creator: true,
        result: None,
        rated: false,
        clock: None,
    };
    let frame = ServerMessage::Snapshot(Box::new(snapshot.clone())).to_frame();
    assert!(frame.len() > 64 * MAX_FRAME, "{} bytes", frame.len());
    assert!(
        frame.len() * 2 < limits::MAX_SERVER_FRAME,
        "{} bytes",
        frame.len()
    );
    assert_eq!(
        ServerMessage::parse(&frame),
        Ok(ServerMessage::Snapshot(Box::new(snapshot)))
    );
    let over = frame.clone() + &" ".repeat(limits::MAX_SERVER_FRAME + 1 - frame.len());
    assert_eq!(
        ServerMessage::parse(&over),
        Err(FrameError::TooLarge(over.len(), limits::MAX_SERVER_FRAME))
    );
}

#[test]
fn server_messages_round_trip() {
    let record = petri_rules::Game::new(&Rules::preset(Preset::Online, 2))
        .unwrap()
        .record();
    let snapshot = Snapshot {
        room: "ABCDEFGH".into(),
        name: "online, 2 players".into(),
        public: true,
        mode: Some(Mode {
            rules: Preset::Online,
            players: 2,
        }),
        status: RoomStatus::Playing,
        v: 3,
        seats: vec![
            SeatView {
                name: Some("Ann".into()),
                connected: true,
                colour: Colour::Black,
                computer: None,
                vanished: false,
                rating: None,
            },
            SeatView {
                name: None,
                connected: false,
                colour: Colour::Red,
                computer: None,
                vanished: false,
                rating: None,
            },
        ],
        you: Some(0),
        record,
        to_move: Some(0),
        chat: vec![ChatLine {
            from: "Ann".into(),
            text: "hi".into(),
        }],
        vote: None,
        creator: false,
        result: None,
        rated: false,
        clock: None,
    };
    let messages = [
        ServerMessage::Welcome {
            proto: PROTO,
            token: "0".repeat(32),
            player: "p1".into(),
        },
        ServerMessage::Snapshot(Box::new(snapshot)),
        ServerMessage::Moved {
            v: 4,
            seat: 1,
            action: "roll 3 5".into(),
        },
        ServerMessage::Vote(VoteState {
            kind: VoteKind::Computer,
            seat: Some(1),
            yes: vec![0],
            needed: 1,
        }),
        ServerMessage::error(ErrorCode::Stale, "v is 4, not 3"),
        ServerMessage::Account {
            name: Some("Ann".into()),
        },
        ServerMessage::Account { name: None },
        ServerMessage::Seat {
            v: 5,
            seat: 1,
            name: Some("Bob".into()),
            connected: false,
            computer: Some(Level::Hard),
            vanished: true,
        },
        ServerMessage::Seat {
            v: 6,
            seat: 1,
            name: None,
            connected: false,
            computer: None,
            vanished: false,
        },
        ServerMessage::Chat {
            from: "Ann".into(),
            text: "gg \"well\" played".into(),
        },
        ServerMessage::VoteClosed {
            kind: VoteKind::NewGame,
        },
        ServerMessage::Over {
            v: 9,
            result: vec![Standing {
                place: 1,
                seats: vec![petri_rules::Seat(1)],
                score: petri_rules::Score::NotHome,
            }],
        },
        ServerMessage::Clock(ClockView {
            control: TimeControl::PUBLIC,
            left_ms: vec![90_000, 61_500],
            running: Some(1),
            elapsed_ms: 1_234,
        }),
        ServerMessage::OutOfTime { seat: 1 },
        ServerMessage::Rated {
            changes: vec![RatingChange {
                seat: 0,
                rating: 1662,
                change: 162,
                provisional: true,
            }],
        },
        ServerMessage::Lobby {
            modes: vec![ModeCount {
                mode: Mode {
                    rules: Preset::Classic,
                    players: 2,
                },
                waiting: 1,
                playing: 4,
            }],
            live: vec![LiveGame {
                room: "ABCDEFGH".into(),
                mode: Mode {
                    rules: Preset::Petri,
                    players: 3,
                },
                rated: true,
                players: vec![LivePlayer {
                    name: "Ann".into(),
                    rating: Some(1500),
                }],
                started_ms: 42,
            }],
        },
        ServerMessage::Leaderboard(api::Leaderboard {
            mode: "classic-2".into(),
            players: vec![api::BoardEntry {
                rank: 1,
                name: "Ann".into(),
                rating: api::ModeRating {
                    rating: 1662,
                    deviation: 290,
                    provisional: true,
                    games: 1,
                },
            }],
        }),
        ServerMessage::Player(Box::new(api::PlayerPage {
            name: "Ann".into(),
            ratings: [(
                "classic-2".to_string(),
                api::ModeRating {
                    rating: 1662,
                    deviation: 290,
                    provisional: true,
                    games: 1,
                },
            )]
            .into(),
            history: [(
                "classic-2".to_string(),
                vec![api::HistoryPoint {
                    at_ms: 7,
                    rating: 1662,
                    game: "ABCDEFGH-1".into(),
                }],
            )]
            .into(),
            games: vec![api::PlayedGame {
                game: "ABCDEFGH-1".into(),
                mode: "classic-2".into(),
                at_ms: 7,
                players: vec![api::GamePlayer {
                    name: "Bob".into(),
                    place: 2,
                    rating: 1338,
                    change: -162,
                }],
                record: "/api/games/ABCDEFGH-1".into(),
            }],
        })),
        ServerMessage::Record {
            game: "ABCDEFGH-1".into(),
            record: "{\"moves\":[]}".into(),
        },
    ];
    for m in messages {
        let frame = m.to_frame();
        assert_eq!(ServerMessage::parse(&frame).unwrap(), m, "{frame}");
        // The reader by tag and serde's derived reader agree.
        assert_eq!(
            serde_json::from_str::<ServerMessage>(&frame).unwrap(),
            m,
            "{frame}"
        );
    }
    // `t` need not come first; unknown fields are ignored; an unknown `t` is named.
    assert_eq!(
        ServerMessage::parse(r#"{"seat":2,"extra":[1,{"a":null}],"t":"out_of_time"}"#),
        Ok(ServerMessage::OutOfTime { seat: 2 })
    );
    for (frame, says) in [
        (
            r#"{"t":"teleport","to":3}"#,
            "unknown message t=\"teleport\"",
        ),
        (r#"{"seat":2}"#, "missing field `t`"),
        (r#"{"t":"out_of_time"}"#, "missing field `seat`"),
        (r#"{"t":"out_of_time","seat":"two"}"#, "invalid type"),
        ("[1,2]", "not a message"),
    ] {
        match ServerMessage::parse(frame) {
            Err(FrameError::Bad(e)) => assert!(e.contains(says), "{frame}: {e}"),
            other => panic!("{frame}: {other:?}"),
        }
    }
    let frame = ServerMessage::error(ErrorCode::IllegalMove, "no").to_frame();
    assert_eq!(
        frame,
        r#"{"t":"error","code":"illegal_move","message":"no"}"#
    );
    let frame = ServerMessage::Moved {
        v: 2,
        seat: 0,
        action: "pass".into(),
    }
    .to_frame();
    assert_eq!(frame, r#"{"t":"moved","v":2,"seat":0,"move":"pass"}"#);
}

#[test]
fn lobby_messages_round_trip_and_bad_ones_are_refused() {
    assert_eq!(
        parse(r#"{"t":"lobby","on":true}"#).unwrap(),
        ClientMessage::Lobby { on: true }
    );
    assert_eq!(
        parse(r#"{"t":"lobby","on":false}"#).unwrap(),
        ClientMessage::Lobby { on: false }
    );
    assert!(bad(r#"{"t":"lobby"}"#).contains("on"));
    assert!(bad(r#"{"t":"lobby","on":1}"#).starts_with("not a message"));

    let lobby = ServerMessage::lobby(|m| (u32::from(m.players), u32::from(m.players) * 2));
    let ServerMessage::Lobby { modes, .. } = &lobby else {
        unreachable!()
    };
    assert_eq!(modes.len(), Mode::all().len());
    assert_eq!(
        modes.iter().map(|c| c.mode).collect::<Vec<_>>(),
        Mode::all()
    );
    let frame = lobby.to_frame();
    assert!(
        frame.starts_with(
            r#"{"t":"lobby","modes":[{"mode":{"rules":"classic","players":2},"waiting":2,"playing":4}"#
        ),
        "{frame}"
    );
    assert_eq!(ServerMessage::parse(&frame).unwrap(), lobby);
    // fewer modes (an older server) read fine
    let few =
        r#"{"t":"lobby","modes":[{"mode":{"rules":"petri","players":3},"waiting":0,"playing":3}]}"#;
    assert!(ServerMessage::parse(few).is_ok());

    let server_bad = |frame: &str| match ServerMessage::parse(frame) {
        Err(FrameError::Bad(why)) => why,
        other => panic!("{frame} should be refused, got {other:?}"),
    };
    let entry = |rules: &str, players: u8| {
        format!(r#"{{"mode":{{"rules":"{rules}","players":{players}}},"waiting":1,"playing":0}}"#)
    };
    let frame =
        |entries: Vec<String>| format!(r#"{{"t":"lobby","modes":[{}]}}"#, entries.join(","));
    assert!(server_bad(&frame(vec![entry("family", 6)])).contains("not 6"));
    assert!(server_bad(&frame(vec![entry("chess", 2)])).starts_with("not a message"));
    let twice = server_bad(&frame(vec![entry("classic", 2), entry("classic", 2)]));
    assert!(twice.contains("classic-2 twice"), "{twice}");
    let mut many: Vec<String> = Mode::all()
        .iter()
        .map(|m| entry(m.rules.name(), m.players))
        .collect();
    assert!(ServerMessage::parse(&frame(many.clone())).is_ok());
    many.push(entry("classic", 2));
    assert!(server_bad(&frame(many)).contains("there are only 20"));
    let negative = r#"{"t":"lobby","modes":[{"mode":{"rules":"classic","players":2},"waiting":-1,"playing":0}]}"#;
    assert!(server_bad(negative).starts_with("not a message"));
}
