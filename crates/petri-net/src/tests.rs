use super::*;
use petri_rules::{Action, PetriAction, Preset, Rules};

mod fuzz;
mod server;

/// A client's frame read and checked, as the message it stands for.
fn parse(frame: &str) -> Result<ClientMessage, FrameError> {
    ClientMessage::parse(frame).map(ClientMessage::from)
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
                rated: false,
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
                rated: false,
                clock: None,
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
        rated: false,
        clock: None,
    }
    .to_frame();
    assert_eq!(
        parse(&frame).unwrap(),
        ClientMessage::CreateRoom {
            mode: None,
            rules: Some(rules),
            rated: false,
            clock: None,
        }
    );
    let both = r#"{"t":"create_room","mode":{"rules":"classic","players":2},"rules":null}"#;
    assert!(parse(both).is_ok());
    assert!(bad(r#"{"t":"create_room"}"#).contains("either mode or rules"));
    let impossible = ClientMessage::CreateRoom {
        mode: None,
        rules: Some(Rules::preset(Preset::Classic, 3).with_pieces(15)),
        rated: false,
        clock: None,
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
fn account_frames_are_checked() {
    let ok = |f: &str| parse(f).unwrap();
    assert_eq!(
        ok(r#"{"t":"login","name":"  Ann Lee ","password":"correct horse"}"#),
        ClientMessage::Login {
            name: "Ann Lee".into(),
            password: "correct horse".into()
        }
    );
    assert_eq!(ok(r#"{"t":"logout"}"#), ClientMessage::Logout);
    let bad = |f: &str| match ClientMessage::parse(f) {
        Err(FrameError::Bad(why)) => why,
        other => panic!("{f} should be refused, got {other:?}"),
    };
    let register = |name: &str, pw: &str| {
        serde_json::json!({"t": "register", "name": name, "password": pw}).to_string()
    };
    assert!(bad(&register("Al", "12345678")).contains("3–20"));
    assert!(bad(&register("", "12345678")).contains("0 characters"));
    assert!(bad(&register(&"a".repeat(21), "12345678")).contains("21 characters"));
    assert!(bad(&register("Ann\u{7}x", "12345678")).contains("U+0007"));
    assert!(bad(&register("Ann\nLee", "12345678")).contains("U+000A"));
    assert!(bad(&register("a<b>c", "12345678")).contains("U+003C"));
    assert!(bad(&register("Ann  Lee", "12345678")).contains("two spaces"));
    assert!(bad(&register("Ann", "1234567")).contains("at least 8"));
    assert!(bad(&register("Ann", &"x".repeat(129))).contains("at most 128"));
    // Any script's letters are letters.
    assert!(ClientMessage::parse(&register("Αννα_Ö-1.x", "12345678")).is_ok());
    // A password is never trimmed, and never in an error.
    let e = bad(&register("Ann", " short "));
    assert!(!e.contains("short"), "{e}");
    assert!(bad(r#"{"t":"change_password","old":"12345678","new":"1"}"#).starts_with("new:"));
}

/// The checked message holds what the check found: a new room's mode or own rules, the
/// account messages together, `hello` without its (one possible) version.
#[test]
fn checked_messages_say_what_was_checked() {
    let checked = |f: &str| ClientMessage::parse(f).unwrap();
    let classic = Mode {
        rules: Preset::Classic,
        players: 2,
    };
    assert_eq!(
        checked(r#"{"t":"create_room","mode":{"rules":"classic","players":2},"rated":true}"#),
        Checked::CreateRoom {
            rules: RoomRules::Mode(classic),
            rated: true,
            clock: None,
        }
    );
    let rules = Rules::preset(Preset::Classic, 4).with_teams(true);
    let own = ClientMessage::CreateRoom {
        mode: None,
        rules: Some(rules),
        rated: false,
        clock: Some(TimeControl::PUBLIC),
    };
    let Checked::CreateRoom { rules: room, .. } = checked(&own.to_frame()) else {
        panic!("a create_room")
    };
    assert_eq!(room, RoomRules::Own(rules));
    assert_eq!((room.mode(), room.to_rules()), (None, rules));
    let room = RoomRules::Mode(classic);
    assert_eq!(
        (room.mode(), room.to_rules()),
        (Some(classic), classic.to_rules())
    );
    assert_eq!(
        checked(r#"{"t":"login","name":" Ann ","password":"correct horse"}"#),
        Checked::Account(AccountRequest::Login {
            name: "Ann".into(),
            password: "correct horse".into(),
        })
    );
    assert_eq!(
        checked(r#"{"t":"logout"}"#),
        Checked::Account(AccountRequest::Logout)
    );
    assert_eq!(
        checked(
            r#"{"t":"hello","proto":1,"name":"Ann","token":"0123456789ABCDEF0123456789abcdef"}"#
        ),
        Checked::Hello {
            name: "Ann".into(),
            token: Some("0123456789abcdef0123456789abcdef".into()),
        }
    );
    // Back to the message: every kind as the client could have sent it.
    for frame in fuzz::CLIENT_FRAMES {
        let m = checked(frame);
        assert_eq!(ClientMessage::from(m.clone()).checked(), Ok(m), "{frame}");
    }
}

#[test]
fn time_controls_read_and_write_their_flat_json() {
    let per_move: TimeControl =
        serde_json::from_str(r#"{"kind":"per_move","secs":30,"reserve":60}"#).unwrap();
    assert_eq!(per_move, TimeControl::PUBLIC);
    assert_eq!(
        serde_json::to_string(&per_move).unwrap(),
        r#"{"kind":"per_move","secs":30,"reserve":60}"#
    );
    let fischer = TimeControl::Fischer {
        base: 300,
        increment: 5,
    };
    let json = serde_json::to_string(&fischer).unwrap();
    assert_eq!(json, r#"{"kind":"fischer","base":300,"increment":5}"#);
    assert_eq!(serde_json::from_str::<TimeControl>(&json).unwrap(), fischer);
    // A reserve or increment left out is none; a missing turn or base is an error naming it.
    assert_eq!(
        serde_json::from_str::<TimeControl>(r#"{"kind":"per_move","secs":10}"#).unwrap(),
        TimeControl::PerMove {
            secs: 10,
            reserve: 0
        }
    );
    let e = serde_json::from_str::<TimeControl>(r#"{"kind":"fischer"}"#).unwrap_err();
    assert!(e.to_string().contains("needs base"), "{e}");
    let e = serde_json::from_str::<TimeControl>(r#"{"kind":"hourglass","secs":1}"#).unwrap_err();
    assert!(e.to_string().contains("hourglass"), "{e}");
    // Out of bounds: refused by `create_room`'s check.
    let frame = r#"{"t":"create_room","mode":{"rules":"classic","players":2},"clock":{"kind":"per_move","secs":1}}"#;
    match ClientMessage::parse(frame) {
        Err(FrameError::Bad(why)) => assert!(why.contains("from 5 to 600"), "{why}"),
        other => panic!("{other:?}"),
    }
}

/// Levels and colours are typed, with the wire strings they always had; an unknown one is
/// refused with an error naming it.
#[test]
fn levels_and_colours_keep_their_wire_names_and_unknown_ones_are_named() {
    let names = |json: String| -> Vec<String> { serde_json::from_str(&json).unwrap() };
    assert_eq!(names(serde_json::to_string(&Level::ALL).unwrap()), LEVELS);
    assert_eq!(names(serde_json::to_string(&Colour::ALL).unwrap()), COLOURS);
    for (i, c) in Colour::ALL.into_iter().enumerate() {
        assert_eq!(c.index(), i);
        assert_eq!(c.name(), COLOURS[i]);
        assert_eq!(Colour::of_index(i + 6), c);
    }
    for l in Level::ALL {
        assert_eq!(l.name().parse::<Level>(), Ok(l));
    }
    assert!(
        "grandmaster"
            .parse::<Level>()
            .unwrap_err()
            .contains("grandmaster")
    );
    let seat = r#"{"name":null,"connected":false,"colour":"pink"}"#;
    let e = serde_json::from_str::<SeatView>(seat)
        .unwrap_err()
        .to_string();
    assert!(e.contains("pink"), "{e}");
    let seat = r#"{"name":null,"connected":true,"colour":"red","computer":"god"}"#;
    let e = serde_json::from_str::<SeatView>(seat)
        .unwrap_err()
        .to_string();
    assert!(e.contains("god"), "{e}");
}

#[test]
fn a_frame_over_4_kib_is_too_large() {
    let frame = format!(r#"{{"t":"chat","text":"{}"}}"#, "a".repeat(MAX_FRAME));
    assert_eq!(
        parse(&frame),
        Err(FrameError::TooLarge(frame.len(), MAX_FRAME))
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
fn wire_moves_read_and_print() {
    let petri = petri_rules::Game::new(&Rules::preset(Preset::Petri, 2)).unwrap();
    assert_eq!(WireMove::read(&petri, "roll").unwrap(), WireMove::Roll);
    assert_eq!(WireMove::read(&petri, " roll ").unwrap(), WireMove::Roll);
    assert!(
        WireMove::read(&petri, "roll 6 6")
            .unwrap_err()
            .contains("without numbers")
    );
    assert!(!WireMove::read(&petri, "dance").unwrap_err().is_empty());
    assert_eq!(
        WireMove::Roll.message(7),
        ClientMessage::Move {
            v: 7,
            action: "roll".into()
        }
    );
    let checkers = petri_rules::Game::new(&Rules::preset(Preset::Classic, 2)).unwrap();
    for a in checkers.legal_actions() {
        let m = WireMove::Act(a);
        assert_eq!(WireMove::read(&checkers, &m.text()).unwrap(), m);
        // the text is what the game's record prints
        assert_eq!(m.text(), a.to_string());
    }
    let mut rolled = petri.clone();
    // First-player rolls (ties roll again), then a turn's roll.
    for i in 0u8..20 {
        if !rolled.awaits_dice() {
            break;
        }
        let roll = PetriAction::Roll(i % 6 + 1, (i * 5 + 2) % 6 + 1);
        rolled.play(rolled.to_move(), Action::Petri(roll)).unwrap();
    }
    assert!(!rolled.awaits_dice());
    for a in rolled.legal_actions() {
        let m = WireMove::Act(a);
        assert_eq!(
            WireMove::read(&rolled, &m.text()).unwrap(),
            m,
            "{}",
            m.text()
        );
        assert!(parse(&m.message(1).to_frame()).is_ok());
    }
}

#[test]
fn versions_take_the_next_ignore_old_and_see_gaps() {
    let mut v = Versions::default();
    v.reset(5);
    assert_eq!(v.accept(6), Seen::Next);
    assert_eq!(v.v(), 6);
    assert_eq!(v.accept(6), Seen::Old);
    assert_eq!(v.accept(2), Seen::Old);
    assert_eq!(v.accept(8), Seen::Gap);
    assert_eq!(v.v(), 6, "a gap takes nothing");
    assert_eq!(v.accept(7), Seen::Next);
    assert_eq!(v.to_string(), "7");
    v.reset(0);
    assert_eq!(v.accept(1), Seen::Next);
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
