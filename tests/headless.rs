//! Headless ECS tests: the game's core plugins on `MinimalPlugins` + `StatesPlugin`, driven
//! through whole turns by input messages, checking that the phases follow the rules state
//! and that the entities (holes, pieces, dice) follow it exactly.

use std::collections::BTreeSet;
use std::time::Duration;

use bevy::ecs::system::RunSystemOnce;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use petri::ai::AiPacing;
use petri::interact::{DieClicked, Selection};
use petri::pieces::{At, BoardHole, Die, Leaving, Piece};
use petri::screens::{Screen, Turn};
use petri::session::Session;
use petri::setup::{GameSetup, SeatKind};
use petri::notice::Notice;
use petri::turn::{HoleClicked, TurnInput, start_game};
use petri_ai::Level;
use petri_rules::{Hole, PetriPhase, Preset, Seat};

fn app_with(setup: GameSetup) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .add_plugins(petri::core_plugin)
        .insert_resource(AiPacing(Duration::ZERO))
        .insert_resource(setup);
    start_set_up_game(&mut app);
    app
}

/// Starts the game of the app's `GameSetup` and runs it until a human is to move.
fn start_set_up_game(app: &mut App) {
    app.update();
    app.world_mut()
        .run_system_once(
            |mut commands: Commands, setup: Res<GameSetup>, mut next: ResMut<NextState<Screen>>| {
                start_game(&mut commands, &setup, &mut next).expect("the setup is valid");
            },
        )
        .expect("system runs");
    settle(app);
}

fn setup(preset: Preset, players: u8, kinds: &[SeatKind]) -> GameSetup {
    let mut s = GameSetup::for_preset(preset, players);
    for (seat, &k) in s.seats.iter_mut().zip(kinds) {
        seat.kind = k;
    }
    s
}

/// Updates until the turn waits for a human (or the game is over), at most `limit` frames.
fn settle_within(app: &mut App, limit: usize) {
    for _ in 0..limit {
        app.update();
        let screen = *app.world().resource::<State<Screen>>().get();
        if screen == Screen::GameOver {
            return;
        }
        let Some(turn) = app.world().get_resource::<State<Turn>>().map(|t| *t.get()) else {
            continue;
        };
        let waiting = matches!(
            turn,
            Turn::AwaitingInput
                | Turn::Rolling
                | Turn::ChoosingDie
                | Turn::Placing
                | Turn::Removing
                | Turn::OrderingCaptures
        );
        if waiting && app.world().resource::<Session>().is_human_turn() {
            // One more frame lets messages of the last change settle.
            app.update();
            return;
        }
        if turn == Turn::AiThinking {
            // The search runs on another thread.
            std::thread::sleep(Duration::from_micros(200));
        }
    }
}

fn settle(app: &mut App) {
    settle_within(app, 200);
}

fn turn(app: &App) -> Turn {
    *app.world().resource::<State<Turn>>().get()
}

fn screen(app: &App) -> Screen {
    *app.world().resource::<State<Screen>>().get()
}

/// The pieces as entities (excluding ones flying off) and as the rules see them.
fn entity_pieces(app: &mut App) -> BTreeSet<(usize, u8)> {
    let mut q = app
        .world_mut()
        .query_filtered::<(&Piece, &At), Without<Leaving>>();
    q.iter(app.world())
        .map(|(p, at)| (at.0.index(), p.seat.0))
        .collect()
}

fn rules_pieces(app: &App) -> BTreeSet<(usize, u8)> {
    app.world()
        .resource::<Session>()
        .pieces()
        .into_iter()
        .map(|(h, s)| (h.index(), s.0))
        .collect()
}

fn assert_entities_follow(app: &mut App) {
    assert_eq!(
        entity_pieces(app),
        rules_pieces(app),
        "piece entities differ from the rules state"
    );
}

fn click(app: &mut App, hole: Hole) {
    app.world_mut().write_message(HoleClicked(hole));
    app.update();
}

fn input(app: &mut App, i: TurnInput) {
    app.world_mut().write_message(i);
    app.update();
}

fn notices(app: &mut App) -> Vec<String> {
    let messages = app.world().resource::<Messages<Notice>>();
    let mut cursor = messages.get_cursor();
    cursor.read(messages).map(|n| n.0.clone()).collect()
}

#[test]
fn checkers_board_has_every_hole_and_the_start_position() {
    let mut app = app_with(setup(
        Preset::Classic,
        2,
        &[SeatKind::Human, SeatKind::Human],
    ));
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(turn(&app), Turn::AwaitingInput);
    let holes = app
        .world_mut()
        .query::<&BoardHole>()
        .iter(app.world())
        .count();
    assert_eq!(holes, 121);
    assert_eq!(entity_pieces(&mut app).len(), 20);
    assert_entities_follow(&mut app);
}

#[test]
fn checkers_human_turns_by_clicks() {
    let mut app = app_with(setup(
        Preset::Classic,
        2,
        &[SeatKind::Human, SeatKind::Human],
    ));
    for ply in 0..6 {
        let (from, to) = {
            let session = app.world().resource::<Session>();
            let game = session.checkers().unwrap();
            let m = game.legal_moves()[ply % 3];
            (m.from().unwrap(), m.to().unwrap())
        };
        let mover = app.world().resource::<Session>().to_move();
        click(&mut app, from);
        let sel = app.world().resource::<Selection>().clone();
        assert_eq!(sel.from, Some(from), "clicking a marble selects it");
        assert!(
            sel.destinations.has(to.index()),
            "its destinations light up"
        );
        click(&mut app, to);
        settle(&mut app);
        let session = app.world().resource::<Session>();
        assert_eq!(session.seat_at(to), Some(mover), "the marble moved");
        assert_eq!(session.seat_at(from), None);
        assert_ne!(session.to_move(), mover, "the turn passed");
        assert_eq!(turn(&app), Turn::AwaitingInput);
        assert_entities_follow(&mut app);
    }
}

#[test]
fn an_illegal_click_is_explained_and_changes_nothing() {
    let mut app = app_with(setup(
        Preset::Classic,
        2,
        &[SeatKind::Human, SeatKind::Human],
    ));
    let before = rules_pieces(&app);
    let (theirs, empty) = {
        let session = app.world().resource::<Session>();
        let mover = session.to_move();
        let theirs = session
            .pieces()
            .into_iter()
            .find(|&(_, s)| s != mover)
            .unwrap()
            .0;
        let geo = session.rules.geometry();
        let empty = geo.holes().find(|&h| session.seat_at(h).is_none()).unwrap();
        (theirs, empty)
    };
    click(&mut app, theirs);
    assert!(notices(&mut app).iter().any(|n| n.contains("not yours")));
    // Select a marble, then click a hole it cannot reach: the rules say why.
    let from = {
        let session = app.world().resource::<Session>();
        session.checkers().unwrap().legal_moves()[0].from().unwrap()
    };
    click(&mut app, from);
    let sel = app.world().resource::<Selection>().clone();
    let far = {
        let session = app.world().resource::<Session>();
        session
            .rules
            .geometry()
            .holes()
            .filter(|h| session.seat_at(*h).is_none() && !sel.destinations.has(h.index()))
            .last()
            .unwrap()
    };
    let _ = empty;
    click(&mut app, far);
    let n = notices(&mut app);
    assert!(
        n.iter().any(|t| t.contains(&format!("{from}-{far}"))),
        "{n:?}"
    );
    assert_eq!(rules_pieces(&app), before);
    assert_eq!(turn(&app), Turn::AwaitingInput);
}

#[test]
fn undo_and_redo_take_back_the_computer_reply_too() {
    let mut app = app_with(setup(
        Preset::Classic,
        2,
        &[SeatKind::Human, SeatKind::Ai(Level::Beginner)],
    ));
    let start = rules_pieces(&app);
    let m = first_legal_move(&app);
    click(&mut app, m.from().unwrap());
    click(&mut app, m.to().unwrap());
    settle(&mut app);
    assert_eq!(
        app.world()
            .resource::<Session>()
            .checkers()
            .unwrap()
            .ply_count(),
        2
    );
    input(&mut app, TurnInput::Undo);
    settle(&mut app);
    assert_eq!(rules_pieces(&app), start);
    assert_entities_follow(&mut app);
    assert_eq!(turn(&app), Turn::AwaitingInput);
    input(&mut app, TurnInput::Redo);
    settle(&mut app);
    assert_eq!(
        app.world()
            .resource::<Session>()
            .checkers()
            .unwrap()
            .ply_count(),
        2
    );
    assert_entities_follow(&mut app);
}

#[test]
fn computer_players_finish_a_six_player_game() {
    let kinds = [SeatKind::Ai(Level::Beginner); 6];
    let mut app = app_with(setup(Preset::Classic, 6, &kinds));
    settle_within(&mut app, 200_000);
    assert_eq!(screen(&app), Screen::GameOver, "the game ends");
    let session = app.world().resource::<Session>();
    let ranking = session.ranking();
    assert!(!ranking.is_empty());
    assert_eq!(ranking.iter().map(|p| p.seats.len()).sum::<usize>(), 6);
    assert_entities_follow(&mut app);
}

#[test]
fn petri_turns_by_messages_through_every_phase() {
    let mut app = app_with(setup(Preset::Petri, 2, &[SeatKind::Human, SeatKind::Human]));
    let dice = app.world_mut().query::<&Die>().iter(app.world()).count();
    assert_eq!(dice, 2, "two dice entities");
    let mut seen = BTreeSet::new();
    let mut captures = 0u32;
    for _ in 0..400 {
        if screen(&app) == Screen::GameOver {
            break;
        }
        let t = turn(&app);
        seen.insert(format!("{t:?}"));
        let session = app.world().resource::<Session>();
        let st = session.petri().unwrap().clone();
        match t {
            Turn::Rolling => input(&mut app, TurnInput::RollDice),
            Turn::ChoosingDie => {
                let PetriPhase::ChooseDie { dice } = st.phase() else {
                    panic!("choosing a die in {:?}", st.phase());
                };
                // The entities show the rolled dice.
                let mut shown: Vec<(usize, u8)> = app
                    .world_mut()
                    .query::<&Die>()
                    .iter(app.world())
                    .map(|d| (d.index, d.value))
                    .collect();
                shown.sort();
                assert_eq!(shown, vec![(0, dice[0]), (1, dice[1])]);
                app.world_mut().write_message(DieClicked(1));
                app.update();
            }
            Turn::Placing | Turn::Removing => {
                let target = session.petri_targets().first().unwrap();
                let hole = st.geometry().hole(target);
                click(&mut app, hole);
            }
            Turn::OrderingCaptures => {
                let before: u32 = (0..2).map(|s| u32::from(st.cup(Seat(s)))).sum();
                input(&mut app, TurnInput::BestOrder);
                settle(&mut app);
                let st = app.world().resource::<Session>().petri().unwrap().clone();
                captures += (0..2).map(|s| u32::from(st.cup(Seat(s)))).sum::<u32>() - before;
            }
            other => panic!("stuck in {other:?}"),
        }
        settle(&mut app);
        if matches!(
            turn(&app),
            Turn::Rolling
                | Turn::ChoosingDie
                | Turn::Placing
                | Turn::Removing
                | Turn::OrderingCaptures
        ) {
            assert_entities_follow(&mut app);
        }
    }
    for phase in ["Rolling", "ChoosingDie", "Placing"] {
        assert!(seen.contains(phase), "went through {phase}: {seen:?}");
    }
    let _ = captures;
}

#[test]
fn petri_computers_play_a_four_player_game_to_the_end() {
    let kinds = [SeatKind::Ai(Level::Easy); 4];
    let mut s = setup(Preset::Petri, 4, &kinds);
    s.turn_cap = 30;
    let mut app = app_with(s);
    settle_within(&mut app, 100_000);
    assert_eq!(screen(&app), Screen::GameOver);
    let session = app.world().resource::<Session>();
    let o = session.petri().unwrap().outcome().unwrap().clone();
    assert_eq!(o.places.len(), 4);
    assert_entities_follow(&mut app);
}

#[test]
fn realtime_captures_leave_together_and_pieces_follow() {
    let kinds = [SeatKind::Ai(Level::Hard), SeatKind::Ai(Level::Easy)];
    let mut s = setup(Preset::PetriRealtime, 2, &kinds);
    s.turn_cap = 20;
    let mut app = app_with(s);
    settle_within(&mut app, 50_000);
    assert_eq!(screen(&app), Screen::GameOver);
    assert_entities_follow(&mut app);
}

/// A store in a fresh temporary folder.
fn temp_store(tag: &str) -> petri::store::Store {
    let dir = std::env::temp_dir().join(format!("petri-headless-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    petri::store::Store::at(dir)
}

fn first_legal_move(app: &App) -> petri_rules::Move {
    app.world()
        .resource::<Session>()
        .checkers()
        .expect("a Chinese checkers game")
        .legal_moves()[0]
}

fn checkers_position(app: &App) -> petri_rules::Position {
    app.world()
        .resource::<Session>()
        .checkers()
        .expect("a Chinese checkers game")
        .position()
        .clone()
}

fn app_with_store(store: &petri::store::Store) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .add_plugins(petri::core_plugin)
        .insert_resource(AiPacing(Duration::ZERO))
        .insert_resource(GameSetup::default())
        .insert_resource(store.clone());
    app.update();
    app
}

#[test]
fn the_game_resumes_after_the_process_is_killed() {
    let store = temp_store("resume");
    let mut app = app_with_store(&store);
    assert!(
        app.world()
            .resource::<petri::saves::Resumable>()
            .0
            .is_none()
    );
    app.world_mut()
        .run_system_once(
            |mut commands: Commands, setup: Res<GameSetup>, mut next: ResMut<NextState<Screen>>| {
                start_game(&mut commands, &setup, &mut next).unwrap();
            },
        )
        .unwrap();
    settle(&mut app);
    // Two human moves, each answered by the computer.
    for _ in 0..2 {
        let m = first_legal_move(&app);
        input(&mut app, TurnInput::Play(m));
        settle(&mut app);
    }
    let position = checkers_position(&app);
    assert_eq!(
        app.world()
            .resource::<Session>()
            .checkers()
            .unwrap()
            .ply_count(),
        4
    );
    // "Kill": the app goes away without any exit handling.
    drop(app);

    let mut app = app_with_store(&store);
    let save = app
        .world()
        .resource::<petri::saves::Resumable>()
        .0
        .clone()
        .expect("the autosave is offered");
    app.world_mut()
        .run_system_once(
            move |mut commands: Commands, mut next: ResMut<NextState<Screen>>| {
                petri::saves::resume(&mut commands, &save, &mut next).unwrap();
            },
        )
        .unwrap();
    settle(&mut app);
    let session = app.world().resource::<Session>();
    assert_eq!(session.checkers().unwrap().position(), &position);
    assert_eq!(session.seats[1].kind, SeatKind::Ai(Level::Medium));
    assert!(session.is_human_turn());
    assert_entities_follow(&mut app);
    let _ = std::fs::remove_dir_all(store.root());
}

#[test]
fn finished_games_are_kept_and_replay_both_ways() {
    let store = temp_store("replay");
    let mut app = app_with_store(&store);
    let mut s = setup(Preset::Classic, 2, &[SeatKind::Ai(Level::Beginner); 2]);
    s.seed = 3;
    app.world_mut()
        .run_system_once(
            move |mut commands: Commands, mut next: ResMut<NextState<Screen>>| {
                start_game(&mut commands, &s, &mut next).unwrap();
            },
        )
        .unwrap();
    settle_within(&mut app, 20_000);
    assert_eq!(screen(&app), Screen::GameOver);
    let final_position = checkers_position(&app);
    app.update();
    // The autosave is gone, the record is kept.
    assert_eq!(store.read(petri::saves::AUTOSAVE_FILE), Ok(None));
    let entries = petri::replay::list(&store);
    assert_eq!(entries.len(), 1, "{entries:?}");
    let record = petri::replay::load(&store, &entries[0].file).unwrap();
    let total = record.moves.len();

    app.world_mut()
        .run_system_once(
            move |mut commands: Commands, mut next: ResMut<NextState<Screen>>| {
                petri::replay::watch(&mut commands, &record, &mut next).unwrap();
            },
        )
        .unwrap();
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(screen(&app), Screen::Playing);
    assert_eq!(turn(&app), Turn::Replaying);
    assert_eq!(app.world().resource::<Session>().progress(), (0, total));
    assert_entities_follow(&mut app);
    // Forward three, back one: entities follow at every step.
    for (i, expected) in [
        (TurnInput::Redo, 1),
        (TurnInput::Redo, 2),
        (TurnInput::Redo, 3),
        (TurnInput::Undo, 2),
    ] {
        input(&mut app, i);
        for _ in 0..3 {
            app.update();
        }
        assert_eq!(
            app.world().resource::<Session>().progress(),
            (expected, total)
        );
        assert_entities_follow(&mut app);
    }
    // Clicks do nothing in a replay.
    let some_hole = app.world().resource::<Session>().pieces()[0].0;
    click(&mut app, some_hole);
    app.update();
    assert_eq!(app.world().resource::<Session>().progress(), (2, total));
    input(&mut app, TurnInput::Jump { forward: true });
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(
        screen(&app),
        Screen::Playing,
        "a replay does not end the game again"
    );
    let session = app.world().resource::<Session>();
    assert_eq!(session.progress(), (total, total));
    assert_eq!(session.checkers().unwrap().position(), &final_position);
    assert_entities_follow(&mut app);
    let _ = std::fs::remove_dir_all(store.root());
}

#[test]
fn sliced_computers_answer_over_several_frames_and_the_page_state_follows() {
    // The web build: computers think on the main thread a slice a frame.
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .add_plugins(petri::core_plugin)
        .insert_resource(AiPacing(Duration::ZERO))
        .insert_resource(petri::ai::AiSlicing(Some(Duration::from_millis(5))))
        .insert_resource(petri::web::PageState::default())
        .insert_resource(setup(
            Preset::Classic,
            2,
            &[SeatKind::Human, SeatKind::Ai(Level::Hard)],
        ));
    start_set_up_game(&mut app);
    let page = &app.world().resource::<petri::web::PageState>().snapshot;
    assert!(page.waiting_for_person, "{page:?}");
    assert_eq!(page.moves, 0);
    assert_eq!(page.screen, "Playing");
    assert_eq!(page.turn.as_deref(), Some("AwaitingInput"));
    // Nothing changes while the person thinks: the snapshot is not taken again.
    let taken = app
        .world()
        .resource::<petri::web::PageState>()
        .snapshots_taken;
    for _ in 0..5 {
        app.update();
    }
    assert_eq!(
        app.world()
            .resource::<petri::web::PageState>()
            .snapshots_taken,
        taken,
        "idle frames take no snapshot"
    );

    let m = first_legal_move(&app);
    let petri_rules::Move::Marble { from, to } = m else {
        panic!("a marble move at the start");
    };
    click(&mut app, from);
    click(&mut app, to);
    settle_within(&mut app, 20_000);
    let stats = *app.world().resource::<petri::ai::AiStats>();
    assert!(
        stats.slices > 1,
        "a hard search spread over frames: {stats:?}"
    );
    let position = checkers_position(&app).to_notation();
    let record = app.world().resource::<Session>().record();
    assert_eq!(record.moves.len(), 2, "the person's move and the answer");
    assert_eq!(record.moves[0], m.to_string());
    app.update();
    let page = &app.world().resource::<petri::web::PageState>();
    assert_eq!(page.snapshot.moves, 2);
    assert_eq!(page.snapshot.last.as_ref(), record.moves.last());
    assert_eq!(page.snapshot.position.as_ref(), Some(&position));
    assert!(page.snapshot.waiting_for_person);
    assert_eq!(page.snapshot.ai_slices, stats.slices);
    assert!(page.json.contains("\"moves\":2"), "{}", page.json);
}
