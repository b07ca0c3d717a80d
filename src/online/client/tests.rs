use super::*;
use petri_net::{ChatLine, ErrorCode, Mode, RoomStatus, SeatView, ServerMessage, Snapshot};
use petri_rules::{Action, Game, PetriAction, Preset, Rules, Seat};

fn seat(name: &str, colour: &str) -> SeatView {
    let colour = petri_net::Colour::ALL
        .into_iter()
        .find(|c| c.name() == colour)
        .expect("a colour's name");
    SeatView {
        name: Some(name.into()),
        connected: true,
        colour,
        computer: None,
        vanished: false,
        rating: None,
    }
}

/// A room of `rules` with these moves played, seen by seat `you`.
fn snapshot(rules: Rules, moves: &[&str], you: Option<u8>, v: u64) -> Snapshot {
    let mut game = Game::new(&rules).unwrap();
    for m in moves {
        let a = game.parse_action(m).unwrap();
        game.play(game.to_move(), a).unwrap();
    }
    let players = rules.players;
    let colours = ["blue", "red", "green", "yellow", "purple", "black"];
    Snapshot {
        room: "ABCD2345".into(),
        name: "classic, 2 players".into(),
        public: false,
        mode: Some(Mode {
            rules: Preset::Classic,
            players,
        }),
        status: RoomStatus::Playing,
        v,
        seats: (0..players)
            .map(|i| seat(&format!("p{i}"), colours[usize::from(i)]))
            .collect(),
        you,
        record: game.record(),
        to_move: Some(game.to_move().0),
        chat: vec![ChatLine {
            from: "p1".into(),
            text: "hi".into(),
        }],
        vote: None,
        creator: false,
        result: None,
        rated: false,
        clock: None,
    }
}

fn classic() -> Rules {
    Rules::preset(Preset::Classic, 2)
}

fn welcomed() -> Client {
    let mut c = Client::new("me");
    c.receive(ServerMessage::Welcome {
        proto: 1,
        token: "0".repeat(32),
        player: "p".into(),
    });
    c
}

/// The session a snapshot gives, through the client.
fn shown(c: &mut Client, s: Snapshot) -> Session {
    let effects = c.receive(ServerMessage::Snapshot(Box::new(s)));
    match effects.into_iter().next() {
        Some(Effect::Show(session)) => *session,
        other => panic!("expected a session, got {other:?}"),
    }
}

fn legal_text(session: &Session) -> String {
    session.game.legal_actions()[0].to_string()
}

#[test]
fn a_snapshot_makes_the_rooms_game_with_you_human_and_the_others_remote() {
    let mut c = welcomed();
    let first = Game::new(&classic()).unwrap().legal_actions()[0].to_string();
    let session = shown(&mut c, snapshot(classic(), &[&first], Some(1), 7));
    assert!(session.is_online());
    assert_eq!(session.game.progress(), (1, 1), "the record was replayed");
    assert_eq!(session.seats[1].kind, SeatKind::Human);
    assert_eq!(session.seats[0].kind, SeatKind::Remote);
    assert_eq!(session.seats[0].name, "p0");
    assert_eq!(
        session.seats[0].colour, 1,
        "blue is the palette's second colour"
    );
    assert_eq!(session.local_seat(), Some(Seat(1)));
    assert!(session.is_human_turn(), "seat b moves second");
    assert_eq!(c.v.v(), 7);
    assert_eq!(
        c.chat.len(),
        1,
        "the chat's history comes with the snapshot"
    );

    // Watching: nobody here is human.
    let session = shown(&mut c, snapshot(classic(), &[], None, 8));
    assert!(session.seats.iter().all(|s| s.kind == SeatKind::Remote));
    assert_eq!(session.local_seat(), None);

    // A waiting room shows no game.
    let mut waiting = snapshot(classic(), &[], Some(0), 9);
    waiting.status = RoomStatus::Waiting;
    let effects = c.receive(ServerMessage::Snapshot(Box::new(waiting)));
    assert!(matches!(effects[..], [Effect::Lobby]), "{effects:?}");
}

#[test]
fn a_moved_becomes_the_seats_turn_input() {
    let mut c = welcomed();
    let session = shown(&mut c, snapshot(classic(), &[], Some(1), 3));
    let text = legal_text(&session);
    let effects = c.receive(ServerMessage::Moved {
        v: 4,
        seat: 0,
        action: text.clone(),
    });
    assert!(effects.is_empty(), "{effects:?}");
    assert_eq!(c.queued(), 1);
    let expected = session.game.parse_action(&text).unwrap();
    match c.next_input(&session) {
        Some(Ok(TurnInput::Act { seat, action })) => {
            assert_eq!(seat, Seat(0));
            assert_eq!(action, expected);
        }
        other => panic!("{other:?}"),
    }
    assert!(c.next_input(&session).is_none());
}

#[test]
fn the_persons_own_move_is_sent_and_shown_when_the_server_plays_it() {
    let mut c = welcomed();
    let session = shown(&mut c, snapshot(classic(), &[], Some(0), 3));
    let action = session.game.legal_actions()[0];
    let effects = c.relay(&session, Some(action));
    match &effects[..] {
        [Effect::Send(ClientMessage::Move { v: 3, action: sent })] => {
            assert_eq!(sent, &action.to_string());
        }
        other => panic!("{other:?}"),
    }
    // A second click before the answer sends nothing.
    assert!(c.relay(&session, Some(action)).is_empty());
    c.receive(ServerMessage::Moved {
        v: 4,
        seat: 0,
        action: action.to_string(),
    });
    assert!(matches!(
        c.next_input(&session),
        Some(Ok(TurnInput::Confirmed { seat: Seat(0), action: a })) if a == action
    ));
}

#[test]
fn petri_rolls_are_asked_of_the_server_and_its_dice_played() {
    let rules = Rules::preset(Preset::Petri, 2);
    let mut c = welcomed();
    let mut snap = snapshot(rules, &[], Some(0), 2);
    snap.mode = Some(Mode {
        rules: Preset::Petri,
        players: 2,
    });
    let session = shown(&mut c, snap);
    let effects = c.relay(&session, None);
    assert!(
        matches!(&effects[..], [Effect::Send(ClientMessage::Move { action, .. })] if action == "roll"),
        "{effects:?}"
    );
    c.receive(ServerMessage::Moved {
        v: 3,
        seat: 0,
        action: "roll 3 5".into(),
    });
    assert!(matches!(
        c.next_input(&session),
        Some(Ok(TurnInput::Confirmed {
            seat: Seat(0),
            action: Action::Petri(PetriAction::Roll(3, 5)),
        }))
    ));
}

#[test]
fn a_gap_in_the_version_asks_for_the_room_and_old_news_is_ignored() {
    let mut c = welcomed();
    let session = shown(&mut c, snapshot(classic(), &[], Some(1), 3));
    let text = legal_text(&session);
    // v 3 was seen already.
    assert!(
        c.receive(ServerMessage::Moved {
            v: 3,
            seat: 0,
            action: text.clone(),
        })
        .is_empty()
    );
    assert_eq!(c.queued(), 0);
    // v 5 skips 4.
    let effects = c.receive(ServerMessage::Moved {
        v: 5,
        seat: 0,
        action: text.clone(),
    });
    assert!(
        matches!(effects[..], [Effect::Send(ClientMessage::Sync)]),
        "{effects:?}"
    );
    assert!(c.syncing);
    // Until the snapshot, nothing more is asked or queued.
    assert!(
        c.receive(ServerMessage::Seat {
            v: 7,
            seat: 0,
            name: None,
            connected: false,
            computer: None,
            vanished: false,
        })
        .is_empty()
    );
    assert_eq!(c.queued(), 0);
    shown(&mut c, snapshot(classic(), &[&text], Some(1), 7));
    assert!(!c.syncing);
    assert_eq!(c.v.v(), 7);
}

#[test]
fn a_move_that_does_not_fit_the_game_shown_asks_for_the_room() {
    let mut c = welcomed();
    let session = shown(&mut c, snapshot(classic(), &[], Some(1), 3));
    // Seat b is not to move.
    c.receive(ServerMessage::Moved {
        v: 4,
        seat: 1,
        action: legal_text(&session),
    });
    assert!(matches!(
        c.next_input(&session),
        Some(Err(Effect::Send(ClientMessage::Sync)))
    ));
}

#[test]
fn an_action_that_cannot_be_read_asks_for_the_room_at_once() {
    let mut c = welcomed();
    let session = shown(&mut c, snapshot(classic(), &[], Some(1), 3));
    // A Petri roll in a Chinese checkers room, then a hole this board does not have.
    for (v, action) in [(4, "roll 3 5"), (5, "z99-y98")] {
        let effects = c.receive(ServerMessage::Moved {
            v,
            seat: 0,
            action: action.into(),
        });
        assert!(
            matches!(effects.as_slice(), [Effect::Send(ClientMessage::Sync)]),
            "{action}: {effects:?}"
        );
        assert!(c.syncing);
        assert_eq!(c.queued(), 0);
        assert!(c.next_input(&session).is_none());
        shown(&mut c, snapshot(classic(), &[], Some(1), v));
    }
}

#[test]
fn every_error_code_becomes_a_notice() {
    let codes = [
        ErrorCode::BadMessage,
        ErrorCode::NotInRoom,
        ErrorCode::RoomNotFound,
        ErrorCode::RoomFull,
        ErrorCode::NotYourTurn,
        ErrorCode::IllegalMove,
        ErrorCode::Stale,
        ErrorCode::RateLimited,
        ErrorCode::VoteRefused,
        ErrorCode::NotAllowed,
    ];
    let mut texts = std::collections::BTreeSet::new();
    for code in codes {
        let mut c = welcomed();
        let effects = c.receive(ServerMessage::error(code, "because"));
        let notice = effects.iter().find_map(|e| match e {
            Effect::Notice(n) => Some(n.clone()),
            _ => None,
        });
        let notice = notice.unwrap_or_else(|| panic!("{code}: no notice in {effects:?}"));
        assert!(!notice.contains("online.error"), "{code}: {notice}");
        texts.insert(notice);
    }
    assert_eq!(
        texts.len(),
        codes.len(),
        "each code says something of its own"
    );
    // A refused move because the game moved on asks for the room.
    let mut c = welcomed();
    let effects = c.receive(ServerMessage::error(ErrorCode::Stale, "v 3, room at 4"));
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Send(ClientMessage::Sync)))
    );
}

#[test]
fn requests_wait_for_the_welcome_and_a_resume_says_its_token() {
    let mut c = Client::new("me");
    let join = ClientMessage::Join {
        room: "ABCD2345".into(),
    };
    assert!(c.request(join.clone()).is_empty());
    assert!(matches!(
        c.hello(),
        ClientMessage::Hello { token: None, .. }
    ));
    let effects = c.receive(ServerMessage::Welcome {
        proto: 1,
        token: "a".repeat(32),
        player: "p".into(),
    });
    assert!(matches!(&effects[..], [Effect::Send(m)] if *m == join));
    c.connection_lost();
    assert!(!c.welcomed);
    match c.hello() {
        ClientMessage::Hello { token, .. } => assert_eq!(token, Some("a".repeat(32))),
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_wait_before_reconnecting_doubles_up_to_half_a_minute() {
    let secs: Vec<u64> = (0..8).map(|a| backoff(a).as_secs()).collect();
    assert_eq!(secs, [1, 2, 4, 8, 16, 30, 30, 30]);
    assert_eq!(backoff(u32::MAX).as_secs(), 30);
}

#[test]
fn a_stale_move_is_sent_again_after_the_snapshot_when_it_still_fits() {
    let mut c = welcomed();
    let session = shown(&mut c, snapshot(classic(), &[], Some(0), 3));
    let action = session.game.legal_actions()[0];
    c.relay(&session, Some(action));
    // A player reconnected meanwhile (v 4): the move said v 3.
    let effects = c.receive(ServerMessage::error(ErrorCode::Stale, "the room is at v 4"));
    assert!(
        matches!(effects[..], [Effect::Send(ClientMessage::Sync)]),
        "quietly asks for the room: {effects:?}"
    );
    let effects = c.receive(ServerMessage::Snapshot(Box::new(snapshot(
        classic(),
        &[],
        Some(0),
        4,
    ))));
    match &effects[..] {
        [
            Effect::Show(_),
            Effect::Send(ClientMessage::Move { v: 4, action: a }),
        ] => {
            assert_eq!(a, &action.to_string());
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn account_clock_rating_and_out_of_time_frames_are_kept_for_the_view() {
    let mut c = welcomed();
    assert_eq!(c.account, None);
    assert!(
        c.receive(ServerMessage::Account {
            name: Some("Ann".into())
        })
        .is_empty()
    );
    assert_eq!(c.account.as_deref(), Some("Ann"));
    let mut s = snapshot(classic(), &[], Some(0), 3);
    s.clock = Some(petri_net::ClockView {
        control: petri_net::TimeControl::PUBLIC,
        left_ms: vec![90_000, 90_000],
        running: Some(0),
        elapsed_ms: 4_000,
    });
    shown(&mut c, s);
    let seq = c.clock_seq;
    let clock = c.clock.clone().expect("the snapshot's clocks");
    assert_eq!(clock.left(0, 1_000), 85_000, "the running seat counts down");
    assert_eq!(clock.left(1, 1_000), 90_000);
    c.receive(ServerMessage::Clock(petri_net::ClockView {
        running: Some(1),
        elapsed_ms: 0,
        ..clock
    }));
    assert!(
        c.clock_seq > seq,
        "the view notes when the clocks were heard"
    );
    assert_eq!(c.clock.as_ref().unwrap().running, Some(1));
    let notice = c.receive(ServerMessage::OutOfTime { seat: 1 });
    assert!(
        matches!(&notice[..], [Effect::Notice(n)] if n.contains("p1") && n.contains("out of time")),
        "{notice:?}"
    );
    let changes = vec![petri_net::RatingChange {
        seat: 0,
        rating: 1662,
        change: 162,
        provisional: true,
    }];
    c.receive(ServerMessage::Rated {
        changes: changes.clone(),
    });
    assert_eq!(c.rated, changes);
    // The connection goes: the account is the next connection's to say.
    c.connection_lost();
    assert_eq!(c.account, None);
}

#[test]
fn pages_are_kept_for_the_rankings_and_a_missing_one_leaves_a_move_alone() {
    use petri_net::api::{Leaderboard, PlayerPage};
    let mut c = welcomed();
    let session = shown(&mut c, snapshot(classic(), &[], Some(0), 3));
    let action = session.game.legal_actions()[0];
    c.relay(&session, Some(action));
    let board = Leaderboard {
        mode: "classic-2".into(),
        players: Vec::new(),
    };
    assert!(
        c.receive(ServerMessage::Leaderboard(board.clone()))
            .is_empty()
    );
    assert_eq!(c.leaderboard, Some(board));
    // Someone's page not found: said, and kept for the page to show.
    let effects = c.receive(ServerMessage::error(
        ErrorCode::NotFound,
        "no player named \"Zed\"",
    ));
    // The notice is the game's own words for the code, in the player's language.
    let worded = crate::core::text::tr("online.error.not_found");
    assert!(matches!(&effects[..], [Effect::Notice(n)] if *n == worded));
    assert_eq!(c.not_found.as_deref(), Some("no player named \"Zed\""));
    // The move on its way is still awaited: a second click sends nothing.
    assert!(c.relay(&session, Some(action)).is_empty());
    let page = PlayerPage {
        name: "Ann".into(),
        ratings: Default::default(),
        history: Default::default(),
        games: Vec::new(),
    };
    c.receive(ServerMessage::Player(Box::new(page.clone())));
    assert_eq!(c.player_page, Some(page));
    assert_eq!(c.not_found, None, "a page that came clears the refusal");
    c.receive(ServerMessage::Record {
        game: "ABCDEFGH-1".into(),
        record: "{}".into(),
    });
    assert_eq!(c.record, Some(("ABCDEFGH-1".into(), "{}".into())));
}
