use super::*;
use proptest::prelude::*;

fn parse(frame: &str) -> Result<ClientMessage, FrameError> {
    ClientMessage::parse(frame)
}

fn bad(frame: &str) -> String {
    match parse(frame) {
        Err(FrameError::Bad(why)) => why,
        other => panic!("{frame} should be refused, got {other:?}"),
    }
}

#[test]
fn the_contracts_messages_read_as_written() {
    let cases = [
        (
            r#"{"t":"hello","proto":1,"name":"Ann"}"#,
            ClientMessage::Hello {
                proto: 1,
                name: "Ann".into(),
                token: None,
            },
        ),
        (
            r#"{"t":"quick_join","mode":{"rules":"classic","players":2}}"#,
            ClientMessage::QuickJoin {
                mode: Mode {
                    rules: Preset::Classic,
                    players: 2,
                },
            },
        ),
        (
            r#"{"t":"create_room","mode":{"rules":"petri-realtime","players":5}}"#,
            ClientMessage::CreateRoom {
                mode: Some(Mode {
                    rules: Preset::PetriRealtime,
                    players: 5,
                }),
                rules: None,
            },
        ),
        (
            r#"{"t":"join","room":"abcd-efgh"}"#,
            ClientMessage::Join {
                room: "ABCDEFGH".into(),
            },
        ),
        (r#"{"t":"leave"}"#, ClientMessage::Leave),
        (
            r#"{"t":"move","v":7,"move":"n2-m2"}"#,
            ClientMessage::Move {
                v: 7,
                action: "n2-m2".into(),
            },
        ),
        (
            r#"{"t":"propose","kind":"new_game"}"#,
            ClientMessage::Propose {
                kind: VoteKind::NewGame,
                seat: None,
            },
        ),
        (
            r#"{"t":"vote","kind":"cancel","yes":false}"#,
            ClientMessage::Vote {
                kind: VoteKind::Cancel,
                yes: false,
            },
        ),
        (r#"{"t":"sync"}"#, ClientMessage::Sync),
    ];
    for (frame, want) in cases {
        assert_eq!(parse(frame).unwrap(), want, "{frame}");
        // and back: the frame a client writes reads as the same message
        assert_eq!(parse(&want.to_frame()).unwrap(), want);
    }
}

#[test]
fn a_record_of_rules_makes_a_friends_room() {
    let rules = Rules::preset(Preset::Classic, 4).with_teams(true);
    let frame = ClientMessage::CreateRoom {
        mode: None,
        rules: Some(rules),
    }
    .to_frame();
    assert_eq!(
        parse(&frame).unwrap(),
        ClientMessage::CreateRoom {
            mode: None,
            rules: Some(rules)
        }
    );
    let both = r#"{"t":"create_room","mode":{"rules":"classic","players":2},"rules":null}"#;
    assert!(parse(both).is_ok());
    assert!(bad(r#"{"t":"create_room"}"#).contains("either mode or rules"));
    let impossible = ClientMessage::CreateRoom {
        mode: None,
        rules: Some(Rules::preset(Preset::Classic, 3).with_pieces(15)),
    };
    assert!(bad(&impossible.to_frame()).contains("15 pieces"));
}

#[test]
fn every_bad_field_is_named() {
    assert!(bad(r#"{"t":"dance"}"#).contains("unknown message t=\"dance\""));
    assert!(bad("[1,2]").starts_with("not a message"));
    assert!(bad("").starts_with("not a message"));
    assert!(bad(r#"{"t":"hello","proto":2,"name":"x"}"#).contains("protocol 1, not 2"));
    assert!(bad(r#"{"t":"hello","proto":1}"#).contains("name"));
    assert!(bad(r#"{"t":"hello","proto":1,"name":" \u0007 "}"#).contains("name: empty"));
    let long = format!(r#"{{"t":"hello","proto":1,"name":"{}"}}"#, "x".repeat(25));
    assert!(bad(&long).contains("25 characters, at most 24"));
    assert!(bad(r#"{"t":"hello","proto":1,"name":"a","token":"xyz"}"#).contains("token"));
    assert!(bad(r#"{"t":"quick_join","mode":{"rules":"family","players":6}}"#).contains("not 6"));
    assert!(bad(r#"{"t":"quick_join","mode":{"rules":"chess","players":2}}"#).contains("chess"));
    assert!(bad(r#"{"t":"join","room":"ABCDEFG"}"#).contains("not a room name"));
    assert!(bad(r#"{"t":"join","room":"ABCDEFG0"}"#).contains("'0' is not used"));
    assert!(bad(r#"{"t":"move","v":1,"move":""}"#).contains("move: empty"));
    assert!(bad(r#"{"t":"move","v":1,"move":"n2;rm"}"#).contains("';'"));
    assert!(bad(r#"{"t":"move","v":-1,"move":"pass"}"#).starts_with("not a message"));
    assert!(
        bad(&format!(r#"{{"t":"chat","text":"{}"}}"#, "é".repeat(301))).contains("at most 300")
    );
    assert!(bad(r#"{"t":"propose","kind":"computer"}"#).contains("name the seat"));
    assert!(bad(r#"{"t":"propose","kind":"cancel","seat":1}"#).contains("takes no seat"));
    assert!(bad(r#"{"t":"add_computer","seat":1,"level":"god"}"#).contains("god"));
    assert!(bad(r#"{"t":"take_seat","seat":6}"#).contains("not a seat"));
}

#[test]
fn a_frame_over_4_kib_is_too_large() {
    let frame = format!(r#"{{"t":"chat","text":"{}"}}"#, "a".repeat(MAX_FRAME));
    assert_eq!(parse(&frame), Err(FrameError::TooLarge(frame.len())));
    assert_eq!(
        ServerMessage::parse(&frame),
        Err(FrameError::TooLarge(frame.len()))
    );
}

#[test]
fn text_people_type_is_cleaned() {
    assert_eq!(clean_text("  Ann \t\n Lee\u{7}  "), "Ann Lee");
    assert_eq!(clean_text("evil\u{202E}txt.exe\u{200B}"), "eviltxt.exe");
    assert_eq!(clean_chat("gg \u{1b}[31mred").unwrap(), "gg [31mred");
    let frame = r#"{"t":"chat","text":"hi\u0000 there"}"#;
    assert_eq!(
        parse(frame).unwrap(),
        ClientMessage::Chat {
            text: "hi there".into()
        }
    );
}

#[test]
fn room_names_are_readable_and_unbiased() {
    assert_eq!(room_name(" k7mq-2xzp ").unwrap(), "K7MQ2XZP");
    // bytes at or past 248 would favour the first letters: they are skipped
    let mut random = vec![255u8, 248];
    random.extend(0..8u8);
    assert_eq!(room_name_from(&random).unwrap(), "ABCDEFGH");
    assert_eq!(room_name_from(&[250; 20]), None);
    let name = room_name_from(&(0..=255u8).collect::<Vec<_>>()).unwrap();
    assert_eq!(room_name(&name).unwrap(), name);
    // every letter of the alphabet is reachable
    for (i, &c) in ROOM_ALPHABET.iter().enumerate() {
        let n = room_name_from(&[i as u8 + 31; 8]).unwrap();
        assert_eq!(n.as_bytes()[0], c);
    }
}

#[test]
fn every_mode_is_a_valid_rule_set() {
    let modes = Mode::all();
    // classic 2/3/4/6, family 2/3, online 2/3/4/6, petri and petri-realtime 2..=6
    assert_eq!(modes.len(), 4 + 2 + 4 + 5 + 5);
    for m in modes {
        m.to_rules().validate().unwrap();
        assert!(m.check().is_ok(), "{}", m.key());
    }
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
                colour: "black".into(),
                computer: None,
                vanished: false,
            },
            SeatView {
                name: None,
                connected: false,
                colour: "red".into(),
                computer: None,
                vanished: false,
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
    ];
    for m in messages {
        let frame = m.to_frame();
        assert_eq!(ServerMessage::parse(&frame).unwrap(), m, "{frame}");
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
fn mode_keys_read_back() {
    for m in Mode::all() {
        assert_eq!(Mode::from_key(&m.key()), Some(m), "{}", m.key());
    }
    assert_eq!(
        Mode::from_key("petri-realtime-5"),
        Some(Mode {
            rules: Preset::PetriRealtime,
            players: 5
        })
    );
    for bad in [
        "",
        "classic",
        "classic-",
        "-2",
        "classic-5",
        "family-6",
        "chess-2",
        "classic-+2",
        "classic- 2",
        "Classic-2",
        "classic-2 ",
        "classic-02x",
        "classic-300",
    ] {
        assert_eq!(Mode::from_key(bad), None, "{bad:?}");
    }
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
    let ServerMessage::Lobby { modes } = &lobby else {
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

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn no_frame_panics(frame in ".{0,300}") {
        let _ = ClientMessage::parse(&frame);
        let _ = ServerMessage::parse(&frame);
    }

    #[test]
    fn mutated_frames_never_panic(
        pick in 0usize..6,
        at in 0usize..200,
        insert in "[\\x00-\\x7f\u{80}-\u{3000}]{0,6}",
        cut in 0usize..8,
    ) {
        let frames = [
            r#"{"t":"hello","proto":1,"name":"Ann","token":"0123456789abcdef0123456789abcdef"}"#,
            r#"{"t":"quick_join","mode":{"rules":"petri","players":5}}"#,
            r#"{"t":"move","v":12,"move":"check-rest"}"#,
            r#"{"t":"chat","text":"good game"}"#,
            r#"{"t":"propose","kind":"computer","seat":2}"#,
            r#"{"t":"add_computer","seat":1,"level":"hard"}"#,
        ];
        let base = frames[pick];
        let mut bytes: Vec<char> = base.chars().collect();
        let at = at.min(bytes.len());
        let end = (at + cut).min(bytes.len());
        bytes.splice(at..end, insert.chars());
        let frame: String = bytes.into_iter().collect();
        if let Ok(m) = ClientMessage::parse(&frame) {
            // whatever is accepted is clean and reads back the same
            prop_assert_eq!(ClientMessage::parse(&m.to_frame()).unwrap(), m);
        }
    }

    #[test]
    fn clean_names_stay_clean(name in "\\PC{0,40}") {
        if let Ok(n) = clean_name(&name) {
            prop_assert_eq!(clean_name(&n).unwrap(), n.clone());
            prop_assert!(n.chars().count() <= NAME_MAX);
            prop_assert!(!n.chars().any(unwanted));
        }
    }
}
