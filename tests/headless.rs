//! Headless ECS tests: the game's core plugins on `MinimalPlugins` + `StatesPlugin`, driven
//! through whole turns by input messages, checking that the phases follow the rules state
//! and that the entities (holes, pieces, dice) follow it exactly.

use std::collections::BTreeSet;
use std::time::Duration;

use bevy::ecs::system::RunSystemOnce;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use petri::core::ai::{AiPacing, AiSlicing};
use petri::core::notice::{Notice, NoticeAt};
use petri::core::pieces::{At, BoardHole, Die, Leaving, Piece};
use petri::core::screens::{Screen, Turn};
use petri::core::session::Session;
use petri::core::setup::{GameSetup, SeatKind};
use petri::core::turn::{HoleClicked, PieceCaptured, TurnInput, start_game};
use petri::play::interact::{DieClicked, Selection};
use petri_ai::Level;
use petri_rules::{Action, Hole, PetriAction, PetriPhase, Preset, Seat};

/// The game's core on a clock the test controls: 1/60 s a frame, computers thinking a fixed
/// number of search nodes a frame on the main thread (node budgets, no time limits).
fn core_app() -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .add_plugins(petri::core_plugin)
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_secs_f64(
            1.0 / 60.0,
        )))
        .insert_resource(AiSlicing::DETERMINISTIC)
        .insert_resource(AiPacing(Duration::ZERO));
    app
}

fn app_with(setup: GameSetup) -> App {
    let mut app = core_app();
    app.insert_resource(setup);
    start_set_up_game(&mut app);
    app
}

/// Starts the game of the app's `GameSetup` and, when a person plays, runs it until they are
/// to move (a game of computers only is left at its start).
fn start_set_up_game(app: &mut App) {
    app.update();
    app.world_mut()
        .run_system_once(
            |mut commands: Commands, setup: Res<GameSetup>, mut next: ResMut<NextState<Screen>>| {
                start_game(&mut commands, &setup, &mut next).expect("the setup is valid");
            },
        )
        .expect("system runs");
    let people = app
        .world()
        .resource::<GameSetup>()
        .seats
        .iter()
        .any(|s| s.kind.is_human());
    if people {
        settle(app);
    } else {
        app.update();
        assert_eq!(screen(app), Screen::Playing);
    }
}

fn setup(preset: Preset, players: u8, kinds: &[SeatKind]) -> GameSetup {
    let mut s = GameSetup::for_preset(preset, players);
    for (seat, &k) in s.seats.iter_mut().zip(kinds) {
        seat.kind = k;
    }
    s
}

/// Updates until the turn waits for a human (or the game is over); fails the test when that
/// has not happened within `limit` frames.
fn settle_within(app: &mut App, limit: usize) {
    let mut last = None;
    for _ in 0..limit {
        app.update();
        let screen = *app.world().resource::<State<Screen>>().get();
        if screen == Screen::GameOver {
            return;
        }
        last = app.world().get_resource::<State<Turn>>().map(|t| *t.get());
        if person_waits(app) {
            // One more frame lets messages of the last change settle.
            app.update();
            return;
        }
    }
    panic!(
        "the game did not come to a person's turn or its end within {limit} frames (last phase {last:?})"
    );
}

/// The turn waits for a person at the screen.
fn person_waits(app: &App) -> bool {
    let waiting = app
        .world()
        .get_resource::<State<Turn>>()
        .is_some_and(|t| t.get().is_a_choice());
    waiting && app.world().resource::<Session>().is_human_turn()
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

/// The seat to move acts.
fn act(app: &mut App, action: impl Into<Action>) {
    let seat = app.world().resource::<Session>().to_move();
    input(
        app,
        TurnInput::Act {
            seat,
            action: action.into(),
        },
    );
}

/// The seat to move rolls.
fn roll(app: &mut App) {
    let seat = app.world().resource::<Session>().to_move();
    input(app, TurnInput::Roll { seat });
}

/// Every capture announced, kept for the test to look at.
#[derive(Resource, Default)]
struct CapturesSeen(Vec<PieceCaptured>);

fn keep_captures(mut seen: ResMut<CapturesSeen>, mut captured: MessageReader<PieceCaptured>) {
    seen.0.extend(captured.read().copied());
}

fn watch_captures(app: &mut App) {
    app.init_resource::<CapturesSeen>()
        .add_systems(PostUpdate, keep_captures);
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
            let game = session.game.checkers().unwrap();
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
    let theirs = {
        let session = app.world().resource::<Session>();
        let mover = session.to_move();
        session
            .pieces()
            .into_iter()
            .find(|&(_, s)| s != mover)
            .unwrap()
            .0
    };
    click(&mut app, theirs);
    assert!(notices(&mut app).iter().any(|n| n.contains("not yours")));
    // Select a marble, then click a hole it cannot reach: the rules say why.
    let from = {
        let session = app.world().resource::<Session>();
        session.game.checkers().unwrap().legal_moves()[0]
            .from()
            .unwrap()
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
    click(&mut app, far);
    let n = notices(&mut app);
    assert!(
        n.iter()
            .any(|t| t.starts_with("no step or chain of hops leads here")),
        "{n:?}"
    );
    assert!(
        n.iter().all(|t| !t.contains(&far.to_string())),
        "no notation: {n:?}"
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
            .game
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
            .game
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
    watch_captures(&mut app);
    let dice = app.world_mut().query::<&Die>().iter(app.world()).count();
    assert_eq!(dice, 2, "two dice entities");
    let mut seen = BTreeSet::new();
    let mut best_orders = 0;
    for _ in 0..400 {
        if screen(&app) == Screen::GameOver {
            break;
        }
        let t = turn(&app);
        seen.insert(format!("{t:?}"));
        let session = app.world().resource::<Session>();
        let st = session.game.petri().unwrap().clone();
        match t {
            Turn::Rolling => roll(&mut app),
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
                // Towards the middle, so the two seats meet and crowd each other out.
                let geo = st.geometry();
                let centre = petri_rules::Cube::new(0, 0);
                let hole = session
                    .game
                    .action_holes()
                    .iter()
                    .map(|i| geo.hole(i))
                    .min_by_key(|h| (h.cube().distance(centre), h.index()))
                    .unwrap();
                click(&mut app, hole);
            }
            Turn::OrderingCaptures => {
                // "Best order" captures exactly what the rules' best order promises, into the
                // mover's cup, announced one capture at a time.
                let mover = st.to_move();
                let expected = st.best_capture_order();
                let cup_before = st.cup(mover);
                let announced_before = app.world().resource::<CapturesSeen>().0.len();
                act(&mut app, PetriAction::BestOrder);
                settle(&mut app);
                let after = app
                    .world()
                    .resource::<Session>()
                    .game
                    .petri()
                    .unwrap()
                    .clone();
                assert_eq!(
                    usize::from(after.cup(mover) - cup_before),
                    expected.len(),
                    "best order into {mover}'s cup"
                );
                let announced = &app.world().resource::<CapturesSeen>().0[announced_before..];
                let holes: Vec<Hole> = announced.iter().map(|c| c.hole).collect();
                assert_eq!(holes, expected, "captures announced in the best order");
                assert!(announced.iter().all(|c| c.mover == mover && !c.together));
                let orders: Vec<usize> = announced.iter().map(|c| c.order).collect();
                assert_eq!(orders, (0..expected.len()).collect::<Vec<_>>());
                best_orders += 1;
            }
            other => panic!("stuck in {other:?}"),
        }
        settle(&mut app);
        if screen(&app) == Screen::Playing
            && matches!(
                turn(&app),
                Turn::Rolling
                    | Turn::ChoosingDie
                    | Turn::Placing
                    | Turn::Removing
                    | Turn::OrderingCaptures
            )
        {
            assert_entities_follow(&mut app);
        }
    }
    for phase in ["Rolling", "ChoosingDie", "Placing", "OrderingCaptures"] {
        assert!(seen.contains(phase), "went through {phase}: {seen:?}");
    }
    assert!(best_orders > 0);
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
    let o = session.game.petri().unwrap().outcome().unwrap().clone();
    assert_eq!(o.places.len(), 4);
    assert_entities_follow(&mut app);
}

#[test]
fn realtime_captures_leave_together_and_pieces_follow() {
    // Six seats on neighbouring triangles meet soon.
    let kinds = [
        SeatKind::Ai(Level::Hard),
        SeatKind::Ai(Level::Easy),
        SeatKind::Ai(Level::Easy),
        SeatKind::Ai(Level::Medium),
        SeatKind::Ai(Level::Easy),
        SeatKind::Ai(Level::Easy),
    ];
    let mut s = setup(Preset::PetriRealtime, 6, &kinds);
    s.turn_cap = 20;
    let mut app = core_app();
    watch_captures(&mut app);
    app.insert_resource(s);
    start_set_up_game(&mut app);
    settle_within(&mut app, 50_000);
    assert_eq!(screen(&app), Screen::GameOver);
    assert_entities_follow(&mut app);
    // Every capture was announced as leaving together with the rest of its step (realtime),
    // and the pieces in the cups are the pieces announced.
    let seen = &app.world().resource::<CapturesSeen>().0;
    let cups_now: Vec<u16> = {
        let st = app
            .world()
            .resource::<Session>()
            .game
            .petri()
            .unwrap()
            .clone();
        (0..6).map(|s| st.cup(Seat(s))).collect()
    };
    assert!(
        !seen.is_empty(),
        "a 20-turn game has captures (cups {cups_now:?})"
    );
    assert!(seen.iter().all(|c| c.together), "{seen:?}");
    let session = app.world().resource::<Session>();
    let st = session.game.petri().unwrap();
    // Cups also hold pieces that found no hole when placed, so at least the captures.
    let cups: u32 = (0..6).map(|s| u32::from(st.cup(Seat(s)))).sum();
    assert!(
        cups >= seen.len() as u32,
        "{cups} in cups, {} announced",
        seen.len()
    );
}

#[test]
fn a_computer_thinking_cannot_be_moved_for() {
    let mut app = app_with(setup(
        Preset::Classic,
        2,
        &[SeatKind::Human, SeatKind::Ai(Level::Hard)],
    ));
    let m = first_legal_move(&app);
    click(&mut app, m.from().unwrap());
    click(&mut app, m.to().unwrap());
    // The hard computer thinks over several frames on the test's clock.
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(turn(&app), Turn::AiThinking);
    let theirs = first_legal_move(&app);
    // The person at the screen (seat a) tries to move the computer's marble, and a roll.
    for action in [Action::Move(theirs), Action::Petri(PetriAction::Roll(1, 2))] {
        input(
            &mut app,
            TurnInput::Act {
                seat: Seat(0),
                action,
            },
        );
        let n = notices(&mut app);
        assert!(n.iter().any(|t| t.contains("turn")), "{n:?}");
    }
    settle(&mut app);
    let record = app.world().resource::<Session>().record();
    assert_eq!(
        record.moves.len(),
        2,
        "the person's move and the computer's own answer"
    );
    assert_eq!(record.moves[0], m.to_string());
    assert!(app.world().resource::<Session>().is_human_turn());
}

#[test]
fn a_refused_input_does_not_take_the_place_of_an_accepted_one() {
    // Two people; in one frame a click from the seat not to move, then the mover's move.
    let mut app = app_with(setup(
        Preset::Classic,
        2,
        &[SeatKind::Human, SeatKind::Human],
    ));
    let m = first_legal_move(&app);
    app.world_mut().write_message(TurnInput::Act {
        seat: Seat(1),
        action: Action::Move(m),
    });
    app.world_mut().write_message(TurnInput::Act {
        seat: Seat(0),
        action: Action::Move(m),
    });
    app.update();
    assert!(notices(&mut app).iter().any(|n| n.contains("turn")));
    settle(&mut app);
    let record = app.world().resource::<Session>().record();
    assert_eq!(
        record.moves,
        vec![m.to_string()],
        "seat a's move was played"
    );
}

#[test]
fn a_person_with_no_move_passes_without_being_asked() {
    // Teams: seat a's marbles are all home while its team-mate c still races, so a's only
    // move is a pass (the rules' reading); the game passes for it and goes on.
    let mut s = setup(Preset::Classic, 4, &[SeatKind::Human; 4]);
    s.teams = true;
    let position = "a/aa/aaa/aaaa/bbbb........./bbb........./bb........./b........./....c..../.........d/.........dd/.........ddd/.........dddd/cccc/ccc/cc/. a";
    let mut app = app_with_position(s, position);
    let session = app.world().resource::<Session>();
    assert_eq!(session.to_move(), Seat(1), "a passed");
    assert_eq!(session.record().moves, vec!["pass"]);
    assert!(notices(&mut app).iter().any(|n| n.contains("passes")));
    assert_entities_follow(&mut app);
}

/// A store in a fresh temporary folder.
fn temp_store(tag: &str) -> petri::core::store::Store {
    let dir = std::env::temp_dir().join(format!("petri-headless-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    petri::core::store::Store::at(dir)
}

fn first_legal_move(app: &App) -> petri_rules::Move {
    app.world()
        .resource::<Session>()
        .game
        .checkers()
        .expect("a Chinese checkers game")
        .legal_moves()[0]
}

fn checkers_position(app: &App) -> petri_rules::Position {
    app.world()
        .resource::<Session>()
        .game
        .checkers()
        .expect("a Chinese checkers game")
        .position()
        .clone()
}

fn app_with_store(store: &petri::core::store::Store) -> App {
    let mut app = core_app();
    app.insert_resource(GameSetup::default())
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
            .resource::<petri::core::saves::Resumable>()
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
        act(&mut app, m);
        settle(&mut app);
    }
    let position = checkers_position(&app);
    assert_eq!(
        app.world()
            .resource::<Session>()
            .game
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
        .resource::<petri::core::saves::Resumable>()
        .0
        .clone()
        .expect("the autosave is offered");
    app.world_mut()
        .run_system_once(
            move |mut commands: Commands, mut next: ResMut<NextState<Screen>>| {
                petri::core::saves::resume(&mut commands, &save, &mut next).unwrap();
            },
        )
        .unwrap();
    settle(&mut app);
    let session = app.world().resource::<Session>();
    assert_eq!(session.game.checkers().unwrap().position(), &position);
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
    assert_eq!(store.read(petri::core::saves::AUTOSAVE_FILE), Ok(None));
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
    assert_eq!(session.game.checkers().unwrap().position(), &final_position);
    assert_entities_follow(&mut app);
    let _ = std::fs::remove_dir_all(store.root());
}

#[test]
fn sliced_computers_answer_over_several_frames_and_the_page_state_follows() {
    // The web build: computers think on the main thread a slice a frame.
    let mut app = core_app();
    app.insert_resource(petri::web::PageState::default())
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
    let stats = *app.world().resource::<petri::core::ai::AiStats>();
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

/// Starts a lesson by its message, as the Learn list does, and runs it to the learner's turn.
fn lesson_app(id: &str) -> App {
    let mut app = core_app();
    app.update();
    app.world_mut()
        .write_message(petri::learn::lesson::StartLesson(id.to_owned()));
    settle(&mut app);
    assert_eq!(screen(&app), Screen::Playing, "lesson {id} starts");
    app
}

/// Updates until the learner is to act, the lesson is over or the game is.
fn settle_lesson(app: &mut App) {
    for _ in 0..3000 {
        app.update();
        if lesson_run(app).finished || screen(app) == Screen::GameOver {
            return;
        }
        if person_waits(app) {
            app.update();
            return;
        }
    }
    panic!("the lesson did not come back to the learner");
}

fn lesson_run(app: &App) -> petri::learn::lesson::LessonRun {
    app.world()
        .resource::<petri::learn::lesson::LessonRun>()
        .clone()
}

/// What the learner does next in a lesson: a roll when the guide wants one, the first action
/// it wants, a computer's choice in a lesson's whole game.
fn lesson_input(app: &App) -> TurnInput {
    let session = app.world().resource::<Session>();
    let seat = session.to_move();
    let guide = app
        .world()
        .get_resource::<petri::core::turn::Guide>()
        .cloned();
    if session.game.awaits_dice() && guide.as_ref().is_none_or(|g| g.may_roll) {
        return TurnInput::Roll { seat };
    }
    let wanted = guide
        .and_then(|g| g.wanted)
        .and_then(|w| w.first().copied());
    let action = wanted.unwrap_or_else(|| {
        let mut ai = petri_ai::Computer::new(Level::Medium, 3, &session.rules).deterministic();
        ai.choose(&session.game).expect("a move")
    });
    TurnInput::Act { seat, action }
}

/// Every lesson of the book is completed by playing what it asks through the game's input
/// messages (its whole games with a computer's moves for the learner), and the first wrong
/// move of each gets the lesson's (or the rules') explanation and changes nothing.
#[test]
fn every_lesson_is_completed_and_its_first_wrong_move_explained() {
    for lesson in &petri::learn::book::book().lessons {
        let mut app = lesson_app(&lesson.id);
        // The first wrong move: a legal action the guide does not want, else an illegal one.
        let session = app.world().resource::<Session>();
        let guide = app
            .world()
            .get_resource::<petri::core::turn::Guide>()
            .cloned()
            .unwrap_or_default();
        let seat = session.to_move();
        let wrong = session
            .game
            .legal_actions()
            .into_iter()
            .find(|a| !guide.lets(a) || guide.may_roll);
        let before = session.game.to_notation();
        // (A step that takes every legal action, as the release rule's does, has none.)
        if let Some(action) = wrong.filter(|_| guide.wanted.is_some() || guide.may_roll) {
            let expected = guide.otherwise.clone();
            notices(&mut app);
            input(&mut app, TurnInput::Act { seat, action });
            let said = notices(&mut app);
            assert!(
                said.contains(&expected),
                "lesson {}: {action} gets {said:?}, not {expected:?}",
                lesson.id
            );
            assert_eq!(
                app.world().resource::<Session>().game.to_notation(),
                before,
                "lesson {}: a refused move changes nothing",
                lesson.id
            );
        }
        // Then the lesson, step by step.
        for _ in 0..4000 {
            if lesson_run(&app).finished || screen(&app) == Screen::GameOver {
                break;
            }
            let i = lesson_input(&app);
            input(&mut app, i);
            settle_lesson(&mut app);
        }
        let run = lesson_run(&app);
        assert!(
            run.finished,
            "lesson {} ends (at step {} of {})",
            lesson.id,
            run.step + 1,
            lesson.steps.len()
        );
        assert!(
            app.world()
                .resource::<petri::core::settings::Settings>()
                .lessons_done
                .contains(&lesson.id),
            "lesson {} is kept as done",
            lesson.id
        );
    }
}

/// Every notice of the game so far (the messages themselves last two frames).
#[derive(Resource, Default)]
struct Said(Vec<String>, Vec<NoticeAt>);

fn keep_said(
    mut said: ResMut<Said>,
    mut notices: MessageReader<Notice>,
    mut at: MessageReader<NoticeAt>,
) {
    said.0.extend(notices.read().map(|n| n.0.clone()));
    said.1.extend(at.read().cloned());
}

/// A game from this position (position notation), the notices kept.
fn app_with_position(s: GameSetup, position: &str) -> App {
    let rules = s.rules().unwrap();
    let game = petri_rules::Game::from_notation(&rules, position).unwrap();
    let mut app = core_app();
    app.init_resource::<Said>().add_systems(Last, keep_said);
    app.insert_resource(s.clone());
    app.update();
    app.world_mut()
        .run_system_once(
            move |mut commands: Commands, mut next: ResMut<NextState<Screen>>| {
                let session = Session::with_game(rules, s.seats.clone(), game.clone(), 1);
                commands.insert_resource(session);
                commands.write_message(petri::core::turn::BoardReset);
                next.set(Screen::Playing);
            },
        )
        .unwrap();
    settle(&mut app);
    app
}

/// A board in position notation with these pieces on it, the rest empty.
fn board_with(s: &GameSetup, pieces: &[(&str, char)]) -> String {
    let geo = s.rules().unwrap().geometry();
    let mut cells = vec!['.'; geo.len()];
    for (name, c) in pieces {
        cells[geo.parse_hole(name).unwrap().index()] = *c;
    }
    let rows: Vec<String> = (0..geo.rows())
        .map(|r| {
            let start = geo.row_start(r);
            cells[start..start + geo.row_len(r)].iter().collect()
        })
        .collect();
    rows.join("/")
}

fn hole_named(app: &App, name: &str) -> Hole {
    let session = app.world().resource::<Session>();
    session.rules.geometry().parse_hole(name).unwrap()
}

#[test]
fn a_refused_move_says_why_in_words_next_to_its_hole() {
    // Family rules: a's marble on d2 is in its target (the top triangle) and may not leave it.
    let s = setup(
        Preset::Family,
        2,
        &[SeatKind::Human, SeatKind::Ai(Level::Beginner)],
    );
    let board = board_with(&s, &[("d2", 'a'), ("q1", 'b')]);
    let mut app = app_with_position(s, &format!("{board} a"));
    assert_eq!(turn(&app), Turn::AwaitingInput);
    let (d2, e6) = (hole_named(&app, "d2"), hole_named(&app, "e6"));
    click(&mut app, d2);
    click(&mut app, e6);
    let said = app.world().resource::<Said>();
    assert_eq!(
        said.0.last().map(String::as_str),
        Some("a marble in its target may not leave it — target lock"),
        "{:?}",
        said.0
    );
    assert_eq!(
        said.1.last(),
        Some(&NoticeAt {
            hole: e6,
            text: "a marble in its target may not leave it — target lock".into()
        })
    );
    // The computer's marble: named as shown, by the hole clicked.
    let q1 = hole_named(&app, "q1");
    click(&mut app, d2);
    click(&mut app, q1);
    let said = app.world().resource::<Said>();
    assert_eq!(
        said.1.last().map(|n| (n.hole, n.text.as_str())),
        Some((q1, "this is Blue's marble, not yours"))
    );
}

/// A Petri game against a computer with these dice to come, the notices kept.
fn petri_app(dice: &[(u8, u8)]) -> App {
    let mut app = core_app();
    app.init_resource::<Said>().add_systems(Last, keep_said);
    app.insert_resource(setup(
        Preset::Petri,
        2,
        &[SeatKind::Human, SeatKind::Ai(Level::Beginner)],
    ));
    start_set_up_game(&mut app);
    app.world_mut()
        .resource_mut::<Session>()
        .dice_script
        .extend(dice.iter().copied());
    app
}

#[test]
fn the_first_roll_says_who_rolled_what_and_who_starts() {
    let mut app = petri_app(&[(4, 2), (5, 5)]);
    assert_eq!(turn(&app), Turn::Rolling);
    roll(&mut app);
    settle(&mut app);
    let said = app.world().resource::<Said>().0.clone();
    assert!(
        said.contains(&"You rolled 4 + 2 = 6".to_owned()),
        "{said:?}"
    );
    assert!(
        said.contains(&"You rolled 4 + 2 = 6 and Blue rolled 5 + 5 = 10: Blue starts".to_owned()),
        "{said:?}"
    );
    assert!(said.iter().all(|t| !t.contains("seat")), "{said:?}");

    let mut app = petri_app(&[(6, 6), (1, 2)]);
    roll(&mut app);
    settle(&mut app);
    let said = app.world().resource::<Said>().0.clone();
    assert!(
        said.contains(&"You rolled 6 + 6 = 12 and Blue rolled 1 + 2 = 3: You start".to_owned()),
        "{said:?}"
    );
}

#[test]
fn a_petri_placement_is_refused_in_words() {
    let mut app = petri_app(&[(6, 6), (1, 2), (3, 2)]);
    roll(&mut app);
    // The computer's roll hands the turn back to you while its dice still fall.
    settle(&mut app);
    settle(&mut app);
    assert_eq!(turn(&app), Turn::Rolling, "you start");
    roll(&mut app);
    settle(&mut app);
    assert_eq!(turn(&app), Turn::ChoosingDie);
    app.world_mut().write_message(DieClicked(0));
    app.update();
    settle(&mut app);
    assert_eq!(turn(&app), Turn::Placing);
    // The first piece goes in the home area: the middle of the board is refused.
    let middle = hole_named(&app, "i5");
    click(&mut app, middle);
    let said = app.world().resource::<Said>();
    assert_eq!(
        said.1.last().map(|n| (n.hole, n.text.as_str())),
        Some((
            middle,
            "while you have no piece on the board, a piece goes in your home triangle (the triangle in your colour)"
        ))
    );
    // Then next to your own.
    let home = hole_named(&app, "q1");
    click(&mut app, home);
    settle(&mut app);
    assert_eq!(
        app.world().resource::<Session>().seat_at(home),
        Some(Seat(0))
    );
    click(&mut app, middle);
    let said = app.world().resource::<Said>();
    assert_eq!(
        said.0.last().map(String::as_str),
        Some("pieces go next to your own pieces"),
        "{:?}",
        said.0
    );
}

#[test]
fn a_checked_piece_shows_its_count_next_to_it() {
    // Seat a places its one piece in hand on o1: b's piece on o2 then has a's o1, p1 and p2
    // around it and nothing of its own. Checking it shows why it falls.
    let s = setup(
        Preset::Petri,
        2,
        &[SeatKind::Human, SeatKind::Ai(Level::Beginner)],
    );
    let pieces = s.rules().unwrap().pieces_per_set();
    let board = board_with(
        &s,
        &[
            ("q1", 'a'),
            ("p1", 'a'),
            ("p2", 'a'),
            ("o2", 'b'),
            ("a1", 'b'),
        ],
    );
    let position = format!("{board} a h:a1,b{} c:a{},b0", pieces - 2, pieces - 4);
    let mut app = app_with_position(s, &position);
    app.world_mut()
        .resource_mut::<Session>()
        .dice_script
        .push_back((1, 1));
    roll(&mut app);
    settle(&mut app);
    app.world_mut().write_message(DieClicked(0));
    app.update();
    settle(&mut app);
    let o1 = hole_named(&app, "o1");
    click(&mut app, o1);
    settle(&mut app);
    assert_eq!(turn(&app), Turn::OrderingCaptures);
    let o2 = hole_named(&app, "o2");
    click(&mut app, o2);
    let said = app.world().resource::<Said>();
    assert_eq!(
        said.1.last().map(|n| (n.hole, n.text.as_str())),
        Some((o2, "3 enemy · 0 friendly — falls now"))
    );
    assert_eq!(
        app.world().resource::<Session>().seat_at(o2),
        None,
        "it fell"
    );
}

/// In a lesson's whole game, a move that takes a marble back offers the Hint.
#[test]
fn a_lessons_game_offers_the_hint_after_a_move_back() {
    let mut app = lesson_app("checkers-game");
    let hole = |name: &str| Hole::parse(3, name).unwrap();
    let seat = Seat(0);
    input(
        &mut app,
        TurnInput::Act {
            seat,
            action: Action::Move(petri_rules::Move::new(hole("k2"), hole("j5"))),
        },
    );
    settle_lesson(&mut app);
    notices(&mut app);
    input(
        &mut app,
        TurnInput::Act {
            seat,
            action: Action::Move(petri_rules::Move::new(hole("j5"), hole("k2"))),
        },
    );
    let said = notices(&mut app);
    let offer = petri::core::text::tr("learn.lost_ground");
    assert!(said.contains(&offer), "{said:?}");
    // A move forward does not.
    settle_lesson(&mut app);
    notices(&mut app);
    input(
        &mut app,
        TurnInput::Act {
            seat,
            action: Action::Move(petri_rules::Move::new(hole("k2"), hole("j5"))),
        },
    );
    assert!(!notices(&mut app).contains(&offer));
}

/// The shipped puzzles: the first of each kind is solved through the game's input
/// messages with its solution; the solver gets three stars, kept with the settings. In a home
/// puzzle the turn comes straight back to the person after each move.
#[test]
fn a_puzzle_of_each_kind_is_solved_on_the_board_for_three_stars() {
    use petri_ai::puzzles::{Kind, parse_set};
    let set = parse_set(include_str!("../assets/puzzles/puzzles.jsonl")).unwrap();
    // The first of each kind, and Fabian's crossing (two colours, both the solver's).
    let mut chosen: Vec<_> = Kind::ALL
        .iter()
        .map(|&kind| set.iter().find(|p| p.kind == kind).unwrap().clone())
        .collect();
    chosen.extend(set.iter().find(|p| p.id == "crossing-fabian").cloned());
    assert_eq!(chosen.len(), Kind::ALL.len() + 1);
    for puzzle in chosen {
        let mut app = core_app();
        app.update();
        app.world_mut().write_message(petri::puzzles::StartPuzzle {
            puzzle: puzzle.clone(),
            daily: false,
            from: None,
        });
        settle(&mut app);
        assert_eq!(screen(&app), Screen::Playing, "{} starts", puzzle.id);
        for (i, text) in puzzle.solution.iter().enumerate() {
            let session = app.world().resource::<Session>();
            assert!(
                session.is_human_turn(),
                "{}: the person is to act",
                puzzle.id
            );
            // One person moves both colours in Fabian's crossing: the board keeps facing
            // the first, whoever is to move.
            if puzzle.id == "crossing-fabian" {
                assert_eq!(
                    session.facing_seat(),
                    Some(petri_rules::Seat(0)),
                    "move {i}"
                );
            }
            let action = session.game.parse_action(text).unwrap();
            act(&mut app, action);
            if i + 1 < puzzle.solution.len() {
                settle_within(&mut app, 400);
            }
        }
        // The last action's animations; then the other seats (elsewhere) never act.
        for _ in 0..120 {
            app.update();
        }
        let run = app.world().resource::<petri::puzzles::PuzzleRun>().clone();
        assert!(run.attempt.is_done(), "{}: solved", puzzle.id);
        assert_eq!(run.attempt.score(), puzzle.par, "{}", puzzle.id);
        assert_eq!(run.stars, Some(3), "{}", puzzle.id);
        assert_eq!(
            app.world()
                .resource::<petri::core::settings::Settings>()
                .puzzle_stars
                .get(&puzzle.id),
            Some(&3),
            "{}: the stars are kept",
            puzzle.id
        );
        // The first finish is rated: a win against the band's rating, kept with the settings.
        let first = petri_ai::puzzles::PuzzleRating::default().after(puzzle.band, 1.0);
        let rating = app
            .world()
            .resource::<petri::core::settings::Settings>()
            .puzzle_rating();
        assert_eq!(rating, first, "{}: rated once, as a win", puzzle.id);
        assert!(run.rated.is_some_and(|(b, a)| a > b), "{}", puzzle.id);
        // A retry whose answer is shown leaves the rating where it is.
        app.world_mut().write_message(petri::puzzles::StartPuzzle {
            puzzle: puzzle.clone(),
            daily: false,
            from: None,
        });
        for _ in 0..30 {
            app.update();
        }
        assert_eq!(screen(&app), Screen::Playing, "{}: retried", puzzle.id);
        app.world_mut()
            .resource_scope(|world, mut run: Mut<petri::puzzles::PuzzleRun>| {
                let mut settings = world.resource_mut::<petri::core::settings::Settings>();
                run.show_answer(&mut settings);
                assert!(run.answer_shown && run.rated.is_none(), "not rated again");
            });
        let after = app
            .world()
            .resource::<petri::core::settings::Settings>()
            .puzzle_rating();
        assert_eq!(after, first, "{}: a retry is not rated", puzzle.id);
    }
}

/// The engine review: a record opens in the replay viewer with its review, made in
/// slices over frames; once made, every seat has its summary and the graph a point a ply.
#[test]
fn a_record_opens_with_its_review_made_a_slice_a_frame() {
    use petri_ai::{Computer, Level};
    let rules = petri_rules::Rules::preset(Preset::Classic, 2);
    let mut game = petri_rules::Game::new(&rules).unwrap();
    let mut players = [
        Computer::new(Level::Easy, 1, &rules).deterministic(),
        Computer::new(Level::Easy, 2, &rules).deterministic(),
    ];
    for _ in 0..16 {
        let seat = game.to_move();
        let action = players[seat.index()].choose(&game).unwrap();
        game.play(seat, action).unwrap();
    }
    let record = game.record();
    let mut app = core_app();
    app.update();
    app.world_mut()
        .write_message(petri::replay::StartReview(record.clone()));
    let mut frames = 0;
    loop {
        app.update();
        frames += 1;
        let made = app
            .world()
            .get_resource::<petri::review::ReviewRun>()
            .is_some_and(|r| r.review.is_some());
        if made {
            break;
        }
        assert!(
            frames < 5_000,
            "the review is not made after {frames} frames"
        );
    }
    assert_eq!(screen(&app), Screen::Playing);
    assert!(app.world().resource::<Session>().is_replay());
    let run = app.world().resource::<petri::review::ReviewRun>();
    let review = run.review.as_ref().unwrap();
    assert_eq!(review.seats.len(), 2);
    assert_eq!(review.turns.len(), 16);
    assert_eq!(review.graph.len(), 17);
    assert!(
        review
            .seats
            .iter()
            .all(|s| (0.0..=100.0).contains(&s.accuracy))
    );
}
