//! Two instances of the game (the headless core, online client included) play through a real
//! `petri-server`: a friends room is created by one and joined by the other by its name, moves
//! made on either side appear on both, and after the server is killed and started again on
//! the same data both players come back into the room and the game by themselves. The game's
//! clock is the test's (1/60 s a frame); only the network runs in real time.

mod support;

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use petri::core::ai::{AiPacing, AiSlicing};
use petri::core::screens::{Screen, Turn};
use petri::core::session::Session;
use petri::core::setup::SeatKind;
use petri::core::turn::TurnInput;
use petri::online::{Light, Online, OnlineRequest};
use petri_net::{ClientMessage, Mode};
use petri_rules::{Preset, Seat};

/// The server binary, built by cargo (a no-op when it is up to date).
fn server_binary() -> PathBuf {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let status = support::plain_cargo()
        .args(["build", "-q", "-p", "petri-server"])
        .current_dir(&root)
        .status()
        .expect("cargo runs");
    assert!(status.success(), "petri-server builds");
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target"));
    target.join("debug").join("petri-server")
}

/// A running server, stopped when dropped.
struct Server {
    child: Child,
    addr: String,
}

impl Server {
    fn start(binary: &PathBuf, listen: &str, data: &PathBuf) -> Server {
        let mut child = Command::new(binary)
            .args(["--listen", listen, "--data"])
            .arg(data)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("petri-server starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .expect("the server says where it listens");
        let addr = line
            .trim()
            .strip_prefix("listening on ")
            .unwrap_or_else(|| panic!("first line: {line:?}"))
            .to_owned();
        Server { child, addr }
    }

    fn url(&self) -> String {
        format!("ws://{}/ws", self.addr)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn game_app() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .add_plugins(petri::core_plugin)
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f64(
            1.0 / 60.0,
        )))
        .insert_resource(AiSlicing::DETERMINISTIC)
        .insert_resource(AiPacing(Duration::ZERO))
        .init_resource::<Said>()
        .add_systems(Last, keep_notices);
    app.update();
    app
}

/// Every notice shown, for the test's report.
#[derive(Resource, Default)]
struct Said(Vec<String>);

fn keep_notices(mut said: ResMut<Said>, mut notices: MessageReader<petri::core::notice::Notice>) {
    said.0.extend(notices.read().map(|n| n.0.clone()));
}

/// An empty folder for a test's server data (this process's own).
fn fresh_data(tag: &str) -> PathBuf {
    let data = std::env::temp_dir().join(format!("petri-online-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&data);
    std::fs::create_dir_all(&data).unwrap();
    data
}

/// The game connects to the server under this name.
fn connect(app: &mut App, server: &Server, name: &str) {
    app.world_mut().write_message(OnlineRequest::Connect {
        url: server.url(),
        name: name.into(),
    });
}

/// Updates both games (a short real pause between frames lets the network answer) until
/// `done` holds; fails after `secs` seconds of real time.
fn run_until(apps: &mut [&mut App], secs: u64, what: &str, done: impl Fn(&[&mut App]) -> bool) {
    let start = Instant::now();
    while !done(apps) {
        if start.elapsed() > Duration::from_secs(secs) {
            for app in apps.iter() {
                let o = online(app);
                eprintln!(
                    "screen {:?} turn {:?} light {:?} v {} queued {} syncing {} moves {:?} notices {:?}",
                    screen(app),
                    app.world().get_resource::<State<Turn>>().map(|t| *t.get()),
                    o.light(),
                    o.client.v,
                    o.client.queued(),
                    o.client.syncing,
                    moves(app),
                    app.world().resource::<Said>().0
                );
            }
            panic!("{what}: not within {secs} s");
        }
        for app in apps.iter_mut() {
            app.update();
        }
        std::thread::sleep(Duration::from_millis(2));
    }
}

fn online(app: &App) -> &Online {
    app.world().resource::<Online>()
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

fn moves(app: &App) -> Vec<String> {
    app.world()
        .get_resource::<Session>()
        .map(|s| s.record().moves)
        .unwrap_or_default()
}

/// The person at this screen moves when it is their turn and the board waits for them.
fn play_if_my_turn(app: &mut App) -> bool {
    let Some(session) = app.world().get_resource::<Session>() else {
        return false;
    };
    let turn = app.world().get_resource::<State<Turn>>().map(|t| *t.get());
    if turn != Some(Turn::AwaitingInput) || !session.is_human_turn() {
        return false;
    }
    let seat = session.to_move();
    let actions = session.game.legal_actions();
    // Not always the first: the game should go somewhere.
    let action = actions[(moves(app).len() * 7) % actions.len()];
    app.world_mut()
        .write_message(TurnInput::Act { seat, action });
    true
}

/// Waits until one of the two boards waits for its person, who then moves.
fn whoever_is_to_move_moves(ann: &mut App, bob: &mut App) {
    run_until(&mut [&mut *ann, &mut *bob], 20, "someone's turn", |a| {
        a.iter().any(|app| {
            let s = app.world().get_resource::<Session>();
            let t = app.world().get_resource::<State<Turn>>().map(|t| *t.get());
            s.is_some_and(|s| s.is_human_turn()) && t == Some(Turn::AwaitingInput)
        })
    });
    if !play_if_my_turn(ann) {
        assert!(play_if_my_turn(bob));
    }
}

#[test]
fn two_games_play_through_a_real_server_and_come_back_after_it_restarts() {
    let binary = server_binary();
    let data = fresh_data("test");
    let server = Server::start(&binary, "127.0.0.1:0", &data);

    let (mut ann, mut bob) = (game_app(), game_app());
    assert_eq!(online(&ann).light(), Light::Red);
    connect(&mut ann, &server, "Ann");
    ann.world_mut()
        .write_message(OnlineRequest::Ask(ClientMessage::CreateRoom {
            mode: Some(Mode {
                rules: Preset::Classic,
                players: 2,
            }),
            rules: None,
            rated: false,
            clock: None,
        }));
    run_until(&mut [&mut ann], 20, "Ann's friends room", |a| {
        online(a[0]).client.room.is_some()
    });
    assert_eq!(online(&ann).light(), Light::Green);
    let room = online(&ann).client.room.clone().unwrap();
    assert!(!room.public);
    assert_eq!(room.you, Some(0));

    connect(&mut bob, &server, "Bob");
    bob.world_mut()
        .write_message(OnlineRequest::Ask(ClientMessage::Join {
            room: room.room.clone(),
        }));
    run_until(&mut [&mut ann, &mut bob], 20, "the game starting", |a| {
        a.iter()
            .all(|app| screen(app) == Screen::Playing && app.world().contains_resource::<Session>())
    });
    for (app, me) in [(&ann, 0u8), (&bob, 1u8)] {
        let s = app.world().resource::<Session>();
        assert!(s.is_online());
        assert_eq!(s.seat(Seat(me)).kind, SeatKind::Human);
        assert_eq!(s.seat(Seat(1 - me)).kind, SeatKind::Remote);
        assert_eq!(s.seat(Seat(0)).name, "Ann");
        assert_eq!(s.seat(Seat(1)).name, "Bob");
    }

    // Six moves, each made on the screen of the player to move.
    let play = |ann: &mut App, bob: &mut App, upto: usize| {
        run_until(&mut [ann, bob], 30, "moves on both screens", |a| {
            moves(a[0]).len() >= upto && moves(a[0]) == moves(a[1])
        });
    };
    for ply in 1..=6 {
        whoever_is_to_move_moves(&mut ann, &mut bob);
        play(&mut ann, &mut bob, ply);
    }
    assert_eq!(moves(&ann).len(), 6);
    assert_eq!(
        ann.world().resource::<Session>().pieces(),
        bob.world().resource::<Session>().pieces(),
        "both boards show the same game"
    );

    let played = moves(&ann);

    // The server dies and comes back on the same data and address.
    let addr = server.addr.clone();
    drop(server);
    run_until(&mut [&mut ann, &mut bob], 20, "the loss seen", |a| {
        a.iter().all(|app| online(app).light() != Light::Green)
    });
    let server = Server::start(&binary, &addr, &data);
    run_until(
        &mut [&mut ann, &mut bob],
        40,
        "both back in the game",
        |a| {
            a.iter().all(|app| {
                online(app).light() == Light::Green
                    && online(app).client.room.is_some()
                    && screen(app) == Screen::Playing
            })
        },
    );
    assert_eq!(moves(&ann), played, "the game is as it was");
    assert_eq!(moves(&bob), played);
    // And it goes on.
    whoever_is_to_move_moves(&mut ann, &mut bob);
    play(&mut ann, &mut bob, 7);

    // Chat reaches the other player.
    ann.world_mut()
        .write_message(OnlineRequest::Ask(ClientMessage::Chat {
            text: "good game".into(),
        }));
    run_until(&mut [&mut ann, &mut bob], 20, "the chat line", |a| {
        online(a[1])
            .client
            .chat
            .iter()
            .any(|l| l.from == "Ann" && l.text == "good game")
    });

    // Ann leaves mid-game: her seat forfeits, one side is left, the server ends the game.
    // Bob's board stops taking moves and ranks him first, as the server does.
    ann.world_mut().write_message(OnlineRequest::Leave);
    run_until(
        &mut [&mut ann, &mut bob],
        20,
        "the game over for Bob",
        |a| screen(a[1]) == Screen::GameOver && screen(a[0]) == Screen::Online,
    );
    let s = bob.world().resource::<Session>();
    assert!(!s.game.is_over(), "the rules did not end it");
    assert!(s.is_over() && !s.is_human_turn());
    let ranking = s.ranking();
    assert_eq!(ranking[0].seats, vec![Seat(1)], "Bob first: {ranking:?}");
    assert_eq!(ranking.last().unwrap().seats, vec![Seat(0)]);
    assert_eq!(moves(&bob).len(), 7, "no move lost or added");
    drop(server);
    let _ = std::fs::remove_dir_all(&data);
}

/// Petri: the person's rolls are asked of the server, which rolls; every action shows on both
/// screens the same (public rooms, found by their mode).
#[test]
fn petri_rolls_come_from_the_server_in_a_public_room() {
    let binary = server_binary();
    let data = fresh_data("petri");
    let server = Server::start(&binary, "127.0.0.1:0", &data);
    let mode = Mode {
        rules: Preset::Petri,
        players: 2,
    };
    let (mut ann, mut bob) = (game_app(), game_app());
    for (app, name) in [(&mut ann, "Ann"), (&mut bob, "Bob")] {
        connect(app, &server, name);
        app.world_mut()
            .write_message(OnlineRequest::Ask(ClientMessage::QuickJoin {
                mode,
                rated: false,
            }));
    }
    run_until(
        &mut [&mut ann, &mut bob],
        20,
        "the Petri game starting",
        |a| a.iter().all(|app| screen(app) == Screen::Playing),
    );
    assert!(online(&ann).client.room.as_ref().unwrap().public);
    let start = Instant::now();
    while moves(&ann).len() < 12 || moves(&ann) != moves(&bob) {
        if start.elapsed() > Duration::from_secs(40) {
            for app in [&ann, &bob] {
                let o = online(app);
                let s = app.world().get_resource::<Session>();
                eprintln!(
                    "turn {:?} to_move {:?} human {:?} v {} queued {} syncing {} moves {:?} notices {:?}",
                    app.world().get_resource::<State<Turn>>().map(|t| *t.get()),
                    s.map(|s| s.to_move()),
                    s.map(|s| s.is_human_turn()),
                    o.client.v,
                    o.client.queued(),
                    o.client.syncing,
                    moves(app),
                    app.world().resource::<Said>().0
                );
            }
            panic!("Petri actions did not go through");
        }
        for app in [&mut ann, &mut bob] {
            let Some(session) = app.world().get_resource::<Session>() else {
                continue;
            };
            let turn = app.world().get_resource::<State<Turn>>().map(|t| *t.get());
            if !session.is_human_turn() || session.is_over() {
                continue;
            }
            let seat = session.to_move();
            let input = match turn {
                Some(Turn::Rolling) => Some(TurnInput::Roll { seat }),
                Some(
                    Turn::ChoosingDie | Turn::Placing | Turn::Removing | Turn::OrderingCaptures,
                ) => session
                    .game
                    .legal_actions()
                    .first()
                    .map(|&action| TurnInput::Act { seat, action }),
                _ => None,
            };
            if let Some(input) = input {
                app.world_mut().write_message(input);
            }
        }
        for app in [&mut ann, &mut bob] {
            app.update();
        }
        std::thread::sleep(Duration::from_millis(2));
    }
    let rolls: Vec<String> = moves(&ann)
        .into_iter()
        .filter(|m| m.starts_with("roll "))
        .collect();
    assert!(rolls.len() >= 2, "the server's dice are played: {rolls:?}");
    drop(server);
    let _ = std::fs::remove_dir_all(&data);
}

/// The game's client with accounts: two players register from the game, play a rated public
/// game with the server's clocks on their seats, and the winner sees the rating move as
/// Glicko-2 says (the loser leaves, a forfeit).
#[test]
fn accounts_clocks_and_a_rated_game_through_the_game() {
    let binary = server_binary();
    let data = fresh_data("rated");
    let server = Server::start(&binary, "127.0.0.1:0", &data);
    let mode = Mode {
        rules: Preset::Classic,
        players: 2,
    };
    let (mut ann, mut bob) = (game_app(), game_app());
    for (app, name) in [(&mut ann, "Ann"), (&mut bob, "Bob")] {
        connect(app, &server, name);
        app.world_mut()
            .write_message(OnlineRequest::Ask(ClientMessage::Register {
                name: name.into(),
                password: format!("{name}'s password"),
            }));
    }
    run_until(&mut [&mut ann, &mut bob], 20, "both signed in", |a| {
        a.iter().all(|app| online(app).client.account.is_some())
    });
    assert_eq!(online(&ann).client.account.as_deref(), Some("Ann"));
    for app in [&mut ann, &mut bob] {
        app.world_mut()
            .write_message(OnlineRequest::Ask(ClientMessage::QuickJoin {
                mode,
                rated: true,
            }));
        // One after the other: Ann opens the room, Bob joins it.
        run_until(&mut [app], 20, "a seat", |a| {
            online(a[0]).client.room.is_some()
        });
    }
    run_until(
        &mut [&mut ann, &mut bob],
        20,
        "the rated game starting",
        |a| a.iter().all(|app| screen(app) == Screen::Playing),
    );
    let room = online(&ann).client.room.clone().unwrap();
    assert!(room.rated);
    let clock = online(&ann)
        .client
        .clock
        .clone()
        .expect("a public room's clock");
    assert_eq!(clock.control, petri_net::TimeControl::PUBLIC);
    assert_eq!(clock.running, Some(0), "the first seat's clock runs");
    assert_eq!(
        room.seats
            .iter()
            .map(|s| s.rating.map(|r| r.rating))
            .collect::<Vec<_>>(),
        [Some(1500), Some(1500)]
    );
    bob.world_mut()
        .write_message(OnlineRequest::Ask(ClientMessage::Leave));
    run_until(&mut [&mut ann, &mut bob], 20, "the ratings", |a| {
        !online(a[0]).client.rated.is_empty()
    });
    let mut changes = online(&ann).client.rated.clone();
    changes.sort_by_key(|c| c.seat);
    assert_eq!(
        changes
            .iter()
            .map(|c| (c.rating, c.change))
            .collect::<Vec<_>>(),
        [(1662, 162), (1338, -162)]
    );
    // The leaderboard and Bob's page as the game asks for them (the rankings' pages), and
    // the game's record, which the game replays and keeps among its Replays.
    ann.world_mut()
        .write_message(OnlineRequest::Ask(ClientMessage::Leaderboard { mode }));
    ann.world_mut()
        .write_message(OnlineRequest::Ask(ClientMessage::Player {
            name: "BOB".into(),
        }));
    run_until(&mut [&mut ann], 20, "the pages", |a| {
        let c = &online(a[0]).client;
        c.leaderboard.is_some() && c.player_page.is_some()
    });
    let c = &online(&ann).client;
    let board: Vec<_> = c
        .leaderboard
        .as_ref()
        .unwrap()
        .players
        .iter()
        .map(|p| (p.name.clone(), p.rating.rating))
        .collect();
    assert_eq!(
        board,
        [("Ann".to_string(), 1662), ("Bob".to_string(), 1338)]
    );
    let page = c.player_page.clone().unwrap();
    assert_eq!(page.name, "Bob");
    assert_eq!(
        page.history["classic-2"]
            .iter()
            .map(|h| h.rating)
            .collect::<Vec<_>>(),
        [1338]
    );
    let game = page.games[0].game.clone();
    ann.world_mut()
        .write_message(OnlineRequest::Ask(ClientMessage::Record {
            game: game.clone(),
        }));
    run_until(&mut [&mut ann], 20, "the record", |a| {
        online(a[0]).client.record.is_some()
    });
    let (got, text) = online(&ann).client.record.clone().unwrap();
    assert_eq!(got, game);
    let store = petri::core::store::Store::at(data.join("game-store"));
    let (record, file) = petri::replay::import_text(&store, &text, &game, "online").unwrap();
    assert_eq!(record.names, ["Ann", "Bob"]);
    assert!(petri::replay::list(&store).iter().any(|e| e.file == file));
    let shown = petri::replay::replay_session(&record).unwrap();
    assert_eq!(shown.progress().1, record.moves.len());
    drop(server);
    let _ = std::fs::remove_dir_all(&data);
}

/// **Play online** with nothing at the address: no notice over the page (they covered the
/// name and region fields), one calm line in the connection card that says what is wrong and
/// what to do, with the time to the next try; the header's chip says it in a few words.
#[test]
fn play_online_with_no_server_says_so_once_in_the_card() {
    use petri::online::LinkProblem;
    use petri::online::view::lobby::{link_text, status_line};
    // A port nobody listens on: one the system gave, closed again.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let url = format!("ws://127.0.0.1:{port}/ws");
    let mut app = game_app();
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Online);
    app.world_mut().write_message(OnlineRequest::Connect {
        url: url.clone(),
        name: "Ann".into(),
    });
    run_until(&mut [&mut app], 20, "two tries that fail", |apps| {
        online(apps[0]).attempt >= 2
    });
    let said = &app.world().resource::<Said>().0;
    assert!(said.is_empty(), "notices over the page: {said:?}");
    let o = online(&app);
    assert!(
        matches!(o.problem, Some(LinkProblem::Unreachable { .. })),
        "{:?}",
        o.problem
    );
    let now = app.world().resource::<Time<Real>>().elapsed();
    let line = status_line(o, now);
    assert!(
        line.starts_with(&format!("No server answers at {url}.")),
        "{line}"
    );
    assert!(line.contains("Start petri-server"), "{line}");
    assert!(
        line.contains("Next try in") || line.contains("Trying again now"),
        "{line}"
    );
    assert!(
        !line.contains("Connect:"),
        "no raw error in the line: {line}"
    );
    assert_eq!(link_text(o), format!("no server at {url}"));
}
