//! `--tour <dir>`: the game shows every screen in turn and saves a screenshot of each as
//! `<dir>/<screen>-<width>x<height>.png`, then quits: the title (and with the lessons offered
//! in Play's place, `title-offer`), New game, Replays, Settings,
//! a game (a human to move, a marble picked, its holes lit), the results of a game that just
//! ended (the celebration under way), with `--server` the online lobby and a friends
//! room waiting for players, then Learn, How to play's three parts and the first step of
//! every lesson. The smoke test (`tests/smoke.rs`) runs it at every window size
//! it checks and looks at the pictures; people can look at them too.
//!
//! A tour runs on the scripted clock (a fixed 1/30 s a frame, computers thinking a fixed
//! number of nodes a frame), so its pictures are the same on a slow machine as on a fast one.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};
use bevy::window::PrimaryWindow;
use petri_ai::Level;
use petri_rules::{Action, Preset};

use crate::core::screens::{Screen, Turn};
use crate::core::session::Session;
use crate::core::setup::{GameSetup, SeatKind};
use crate::core::turn::{BoardReset, HoleClicked};
use crate::learn::lesson::{LessonRun, StartLesson};
use crate::learn::view::HowToPlay;
use crate::online::{Online, OnlineRequest};

/// The tour asked for on the command line.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct Tour {
    /// Where the screenshots go.
    pub dir: PathBuf,
    /// The server for the online screens (none: they are left out).
    pub server: Option<String>,
    /// Only these stops (none: all).
    pub only: Option<Vec<String>>,
    step: usize,
    /// Frames spent in the current step.
    frames: u32,
    /// The step's screenshot was asked for and not written yet.
    pending: bool,
    /// Steps that never got ready (named in the log; their pictures are missing).
    pub skipped: Vec<String>,
}

impl Tour {
    pub fn new(dir: PathBuf, server: Option<String>) -> Tour {
        Tour {
            dir,
            server,
            only: None,
            step: 0,
            frames: 0,
            pending: false,
            skipped: Vec::new(),
        }
    }
}

/// The stops a tour can be limited to (`--tour-only`): `how-to-play` is its three parts,
/// `lessons` the first step of every lesson.
pub const STOPS: [&str; 16] = [
    "title",
    "title-offer",
    "new-game",
    "replays",
    "settings",
    "lobby",
    "leaderboard",
    "waiting-room",
    "game",
    "results",
    "learn",
    "how-to-play",
    "lessons",
    "puzzles",
    "puzzle",
    "review",
];

/// The tour's steps, in order: the stops, going offline between the online ones and the
/// games, How to play's parts (`how-to-play-<part>`) and each lesson (`lesson-<id>`).
pub fn steps() -> Vec<String> {
    let mut steps: Vec<String> = [
        "title",
        "title-offer",
        "new-game",
        "replays",
        "settings",
        "lobby",
        "leaderboard",
        "waiting-room",
        "offline",
        "game",
        "results",
        "learn",
    ]
    .map(String::from)
    .to_vec();
    let book = crate::learn::book::book();
    steps.extend(book.parts.iter().map(|p| format!("how-to-play-{}", p.id)));
    steps.extend(book.lessons.iter().map(|l| format!("lesson-{}", l.id)));
    steps.push("puzzles".into());
    steps.extend(
        petri_ai::puzzles::Kind::ALL
            .iter()
            .map(|k| format!("puzzle-{}", k.name())),
    );
    steps.push("review".into());
    steps
}

/// The stop a step belongs to.
fn stop_of(step: &str) -> &str {
    if step.starts_with("how-to-play-") {
        "how-to-play"
    } else if step.starts_with("lesson-") {
        "lessons"
    } else if step.starts_with("puzzle-") {
        "puzzle"
    } else {
        step
    }
}

/// Frames a screen gets to come in (its fade and rise, 0.32 s) before its picture: 0.43 s on
/// the tour's clock of 1/30 s a frame.
const SETTLE: u32 = 13;
/// Frames a step may wait to get ready before it is skipped.
const PATIENCE: u32 = 600;

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        run_tour.run_if(resource_exists::<Tour>.and_then(not(in_state(Screen::Loading)))),
    );
}

/// Starts a step: what it puts on screen.
fn begin(step: &str, world: &mut World) {
    info!("tour: {step}");
    let server = world.resource::<Tour>().server.clone();
    // Settings shows over the title at its own stop only (also when `--tour-only` leaves
    // out the lobby, which closed it).
    if step != "settings" {
        world
            .resource_mut::<NextState<crate::core::screens::Overlay>>()
            .set(crate::core::screens::Overlay::None);
    }
    match step {
        "title" | "title-offer" => world.resource_mut::<NextState<Screen>>().set(Screen::Title),
        "new-game" => begin_new_game(world),
        "replays" => {
            keep_records(world);
            world
                .resource_mut::<NextState<Screen>>()
                .set(Screen::Replays);
        }
        "settings" => {
            world.resource_mut::<NextState<Screen>>().set(Screen::Title);
            world
                .resource_mut::<NextState<crate::core::screens::Overlay>>()
                .set(crate::core::screens::Overlay::Settings);
        }
        "lobby" => begin_lobby(world, server),
        "leaderboard" if server.is_some() => {
            world
                .resource_mut::<crate::online::view::ranking::Ranking>()
                .open(crate::online::view::ranking::Page::Leaderboard(
                    petri_net::Mode {
                        rules: Preset::Classic,
                        players: 2,
                    },
                ));
        }
        "waiting-room" if server.is_some() => begin_waiting_room(world),
        "offline" => {
            if world.resource::<Online>().link != crate::online::Link::Disconnected {
                world.write_message(OnlineRequest::Disconnect);
            }
            world.resource_mut::<NextState<Screen>>().set(Screen::Title);
        }
        "game" => begin_game(world),
        "learn" => world.resource_mut::<NextState<Screen>>().set(Screen::Learn),
        s if s.starts_with("how-to-play-") => {
            let part = s.trim_start_matches("how-to-play-");
            world.resource_mut::<HowToPlay>().open(part);
            // What opening How to play reads (else it shows the game set up).
            world
                .resource_mut::<crate::core::screens::HelpTopic>()
                .topic = part.to_owned();
            world
                .resource_mut::<NextState<Screen>>()
                .set(Screen::HowToPlay);
        }
        s if s.starts_with("lesson-") => {
            world.write_message(StartLesson(s.trim_start_matches("lesson-").to_owned()));
        }
        "puzzles" => world
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Puzzles),
        "review" => begin_review(world),
        s if s.starts_with("puzzle-") => begin_puzzle(world, s.trim_start_matches("puzzle-")),
        "results" => {
            if let Some(session) = ending_game() {
                show(world, session);
            }
        }
        _ => {}
    }
}

/// New game set up for four: two people, a medium and a hard computer.
fn begin_new_game(world: &mut World) {
    let mut setup = GameSetup::for_preset(Preset::Classic, 4);
    setup.seats[1].kind = SeatKind::Ai(Level::Medium);
    setup.seats[2].kind = SeatKind::Ai(Level::Hard);
    world.insert_resource(setup);
    world
        .resource_mut::<NextState<Screen>>()
        .set(Screen::NewGame);
}

/// The lobby: the settings closed, and with a server, connected to it as Ann.
fn begin_lobby(world: &mut World, server: Option<String>) {
    world
        .resource_mut::<NextState<crate::core::screens::Overlay>>()
        .set(crate::core::screens::Overlay::None);
    if let Some(url) = server {
        world.write_message(OnlineRequest::Connect {
            url,
            name: "Ann".into(),
        });
        world
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Online);
    }
}

/// A waiting room: the leaderboard closed, a friends room for three opened.
fn begin_waiting_room(world: &mut World) {
    world
        .resource_mut::<crate::online::view::ranking::Ranking>()
        .page = None;
    world.write_message(OnlineRequest::Ask(petri_net::ClientMessage::CreateRoom {
        mode: Some(petri_net::Mode {
            rules: Preset::Classic,
            players: 3,
        }),
        rules: None,
        rated: false,
        clock: None,
    }));
}

/// A three-player game some moves in, a person to move.
fn begin_game(world: &mut World) {
    let mut setup = GameSetup::for_preset(Preset::Classic, 3);
    setup.seats[0].name = crate::core::text::tr("seat.you");
    for seat in &mut setup.seats[1..] {
        seat.kind = SeatKind::Ai(Level::Beginner);
    }
    if let Some(session) = played(&setup, 27, false) {
        show(world, session);
    }
}

/// The review of a short game (a review of a long one takes longer than a tour should).
fn begin_review(world: &mut World) {
    let setup = GameSetup::for_preset(Preset::Classic, 2);
    if let Some(session) = played(&setup, 14, false) {
        // A light budget: the picture is of the panel, not of the engine's depth.
        world.insert_resource(crate::review::ReviewBudget(4_000));
        world.write_message(crate::replay::StartReview(session.record()));
    }
}

/// The first puzzle of the `kind` (the set was loaded by the Puzzles stop).
fn begin_puzzle(world: &mut World, kind: &str) {
    let first = crate::puzzles::loaded(
        world.resource::<crate::puzzles::PuzzleLibrary>(),
        world.resource::<Assets<crate::puzzles::PuzzleSet>>(),
    )
    .and_then(|set| set.iter().find(|p| p.kind.name() == kind).cloned());
    if let Some(puzzle) = first {
        world.write_message(crate::puzzles::StartPuzzle {
            puzzle,
            daily: false,
            from: None,
        });
    }
}

/// The step is ready for its picture (checked every frame once begun).
fn ready(step: &str, world: &mut World) -> bool {
    // A language still on its way (its file or its font) is not ready for pictures.
    let language = &world.resource::<crate::core::settings::Settings>().language;
    if *language != crate::core::text::language() {
        return false;
    }
    let screen = *world.resource::<State<Screen>>().get();
    let server = world.resource::<Tour>().server.is_some();
    let page = world
        .get_resource::<State<crate::online::OnlinePage>>()
        .map(|p| *p.get());
    let online = world.resource::<Online>();
    match step {
        "title" => screen == Screen::Title,
        // The first Play of someone new: the lessons offered in Play's place.
        "title-offer" => {
            let card = world
                .get_resource::<State<crate::core::screens::TitleCard>>()
                .map(|c| *c.get());
            if screen == Screen::Title && card == Some(crate::core::screens::TitleCard::Play) {
                world
                    .resource_mut::<NextState<crate::core::screens::TitleCard>>()
                    .set(crate::core::screens::TitleCard::LessonOffer);
            }
            card == Some(crate::core::screens::TitleCard::LessonOffer)
        }
        "new-game" => screen == Screen::NewGame,
        "replays" => screen == Screen::Replays,
        "settings" => screen == Screen::Title,
        "lobby" => {
            !server
                || (page == Some(crate::online::OnlinePage::Lobby)
                    && online.ready()
                    && !online.client.lobby.is_empty())
        }
        "leaderboard" => {
            !server
                || (page == Some(crate::online::OnlinePage::Ranking)
                    && online
                        .client
                        .leaderboard
                        .as_ref()
                        .is_some_and(|b| b.mode == "classic-2"))
        }
        "waiting-room" => {
            !server
                || (page == Some(crate::online::OnlinePage::WaitingRoom)
                    && online.client.room.is_some())
        }
        "game" => {
            let turn = world.get_resource::<State<Turn>>().map(|t| *t.get());
            screen == Screen::Playing && turn == Some(Turn::AwaitingInput)
        }
        "results" => screen == Screen::GameOver,
        "learn" => screen == Screen::Learn,
        s if s.starts_with("how-to-play-") => {
            // The part the stop is named for, not another.
            screen == Screen::HowToPlay
                && world.resource::<HowToPlay>().part_id() == Some(&s["how-to-play-".len()..])
        }
        s if s.starts_with("lesson-") => {
            let id = s.trim_start_matches("lesson-");
            let turn = world.get_resource::<State<Turn>>().map(|t| *t.get());
            screen == Screen::Playing
                && world
                    .get_resource::<LessonRun>()
                    .is_some_and(|r| r.id == id)
                && world
                    .get_resource::<Session>()
                    .is_some_and(|s| s.is_human_turn())
                && turn.is_some_and(Turn::is_a_choice)
        }
        "review" => {
            screen == Screen::Playing
                && world
                    .get_resource::<crate::review::ReviewRun>()
                    .is_some_and(|r| r.review.is_some())
        }
        "puzzles" => {
            screen == Screen::Puzzles
                && crate::puzzles::loaded(
                    world.resource::<crate::puzzles::PuzzleLibrary>(),
                    world.resource::<Assets<crate::puzzles::PuzzleSet>>(),
                )
                .is_some()
        }
        s if s.starts_with("puzzle-") => {
            let kind = s.trim_start_matches("puzzle-");
            let turn = world.get_resource::<State<Turn>>().map(|t| *t.get());
            screen == Screen::Playing
                && world
                    .get_resource::<crate::puzzles::PuzzleRun>()
                    .is_some_and(|r| r.puzzle.kind.name() == kind)
                && world
                    .get_resource::<Session>()
                    .is_some_and(|s| s.is_human_turn())
                && turn.is_some_and(Turn::is_a_choice)
        }
        "offline" => online.link == crate::online::Link::Disconnected && screen == Screen::Title,
        _ => true,
    }
}

/// Whether the step has a picture at all (the online ones need a server; going offline is a
/// step between pictures).
fn pictured(step: &str, tour: &Tour) -> bool {
    step != "offline"
        && (tour.server.is_some() || !matches!(step, "lobby" | "leaderboard" | "waiting-room"))
}

/// Once ready, what the step does before its picture (a marble picked in the game).
fn when_ready(step: &str, world: &mut World) {
    // The review just after its worst turn (else its ninth move): the move played and the
    // engine's better one as arrows on the board.
    if step == "review" {
        let at = world
            .get_resource::<crate::review::ReviewRun>()
            .and_then(|r| r.review.as_ref())
            .and_then(|r| {
                r.turns
                    .iter()
                    .filter(|t| !t.forced && t.mark != petri_ai::review::Mark::Good)
                    .max_by(|a, b| a.loss.total_cmp(&b.loss))
                    .map(|t| t.ply + t.plies)
            })
            .unwrap_or(9);
        if let Some(mut session) = world.get_resource_mut::<Session>() {
            while session.progress().0 < at && session.step(true) {}
            world.write_message(BoardReset);
        }
    }
    if step == "game"
        && let Some(session) = world.get_resource::<Session>()
        && let Some(Action::Move(m)) =
            session
                .game
                .legal_actions()
                .into_iter()
                .max_by_key(|a| match a {
                    Action::Move(m) => m.to().map_or(0, |t| t.cube().r),
                    _ => 0,
                })
        && let Some(from) = m.from()
    {
        world.write_message(HoleClicked(from));
    }
}

/// A session of these rules `plies` moves in (racing moves, every side), or, with `near_end`,
/// two moves before the racing game would end.
fn played(setup: &GameSetup, plies: usize, near_end: bool) -> Option<Session> {
    let mut session = Session::start(setup).ok()?;
    let mut rng = <chacha20::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(3);
    let mut moves = Vec::new();
    let mut probe = session.game.clone();
    while !probe.is_over() && moves.len() < 600 {
        let m = crate::core::games::racer_action(&probe, &mut rng)?;
        let seat = probe.to_move();
        probe.play(seat, m).ok()?;
        moves.push(m);
        if !near_end && moves.len() >= plies {
            break;
        }
    }
    let keep = if near_end {
        moves.len().saturating_sub(2)
    } else {
        moves.len()
    };
    for m in &moves[..keep] {
        let seat = session.to_move();
        session.act(seat, *m).ok()?;
    }
    Some(session)
}

/// Two computers (Ann and Ben, medium) two moves from the end of a two-player game: shown,
/// it ends on screen in a few seconds and leaves the results up (the tour's results stop,
/// `--show results`).
pub fn ending_game() -> Option<Session> {
    let mut setup = GameSetup::for_preset(Preset::Classic, 2);
    setup.seats[0].name = "Ann".into();
    setup.seats[1].name = "Ben".into();
    // Medium computers: the game ends in fewer frames than with hard ones.
    for seat in &mut setup.seats {
        seat.kind = SeatKind::Ai(Level::Medium);
    }
    played(&setup, 0, true)
}

/// Replays to show: two finished games kept in the store, when it has none.
fn keep_records(world: &mut World) {
    let Some(store) = world.get_resource::<crate::core::store::Store>().cloned() else {
        return;
    };
    if !store
        .list(crate::core::saves::RECORDS_DIR, ".json")
        .is_empty()
    {
        return;
    }
    for (i, (preset, players)) in [(Preset::Classic, 2), (Preset::Classic, 3)]
        .into_iter()
        .enumerate()
    {
        let mut setup = GameSetup::for_preset(preset, players);
        for (k, seat) in setup.seats.iter_mut().enumerate() {
            seat.name = ["Ann", "Ben", "Cleo"][k % 3].into();
        }
        if let Some(mut session) = played(&setup, 0, true) {
            let mut rng = <chacha20::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(9);
            while !session.is_over() {
                let Some(action) = crate::core::games::racer_action(&session.game, &mut rng) else {
                    break;
                };
                let seat = session.to_move();
                if session.act(seat, action).is_err() {
                    break;
                }
            }
            let name = format!(
                "{}/{}-tour-{players}p.json",
                crate::core::saves::RECORDS_DIR,
                1_700_000_000 + i
            );
            let _ = store.write(&name, &session.record().to_json());
        }
    }
}

fn show(world: &mut World, session: Session) {
    world.insert_resource(session);
    world.write_message(BoardReset);
    world
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
}

/// The tour's machine: each step begins, waits to be ready and to settle, is pictured, and
/// hands over to the next; after the last the game quits.
fn run_tour(world: &mut World) {
    let (step, frames, pending) = {
        let tour = world.resource::<Tour>();
        (tour.step, tour.frames, tour.pending)
    };
    let steps = steps();
    let Some(name) = steps.get(step).map(String::as_str) else {
        if !pending {
            world.write_message(AppExit::Success);
        }
        return;
    };
    if pending {
        return;
    }
    let wanted = world
        .resource::<Tour>()
        .only
        .as_ref()
        .is_none_or(|only| name == "offline" || only.iter().any(|o| o == stop_of(name)));
    if !wanted {
        next(world);
        return;
    }
    if frames == 0 {
        begin(name, world);
    }
    world.resource_mut::<Tour>().frames += 1;
    let tour = world.resource::<Tour>().clone();
    if !pictured(name, &tour) && (name != "offline" || ready(name, world)) {
        next(world);
        return;
    }
    if !ready(name, world) {
        if frames > PATIENCE {
            warn!("tour: {name} never got ready; skipped");
            world.resource_mut::<Tour>().skipped.push(name.to_owned());
            next(world);
        }
        return;
    }
    // The frames since ready are counted from here.
    let settled = {
        let mut tour = world.resource_mut::<Tour>();
        tour.frames = tour.frames.max(1);
        tour.frames
    };
    let ready_at = world.get_resource::<ReadyAt>().map(|r| r.0);
    match ready_at {
        None => {
            world.insert_resource(ReadyAt(settled));
            when_ready(name, world);
        }
        Some(at) if settled >= at + SETTLE => {
            world.remove_resource::<ReadyAt>();
            picture(name, world);
        }
        Some(_) => {}
    }
}

/// The frame the current step got ready.
#[derive(Resource)]
struct ReadyAt(u32);

/// Writes a screenshot to a PNG file natively. The web build has no files: it only says so,
/// and without Bevy's `save_to_disk` its wasm leaves out the PNG encoder and deflate (about
/// 45 KB; BENCHMARKS "Puzzles", the web download).
pub fn save_picture(path: std::path::PathBuf) -> impl FnMut(On<ScreenshotCaptured>) {
    #[cfg(not(target_arch = "wasm32"))]
    {
        bevy::render::view::screenshot::save_to_disk(path)
    }
    #[cfg(target_arch = "wasm32")]
    {
        move |_: On<ScreenshotCaptured>| {
            warn!("{}: the web build saves no pictures", path.display());
        }
    }
}

fn picture(name: &str, world: &mut World) {
    let (w, h) = {
        let mut q = world.query_filtered::<&Window, With<PrimaryWindow>>();
        q.single(world)
            .map(|w| (w.resolution.width() as u32, w.resolution.height() as u32))
            .unwrap_or((0, 0))
    };
    let path = world
        .resource::<Tour>()
        .dir
        .join(format!("{name}-{w}x{h}.png"));
    info!("tour: {}", path.display());
    world.resource_mut::<Tour>().pending = true;
    world
        .spawn(Screenshot::primary_window())
        .observe(save_picture(path))
        .observe(|_: On<ScreenshotCaptured>, mut commands: Commands| {
            commands.queue(|world: &mut World| {
                let mut tour = world.resource_mut::<Tour>();
                tour.pending = false;
                tour.step += 1;
                tour.frames = 0;
            });
        });
}

fn next(world: &mut World) {
    world.remove_resource::<ReadyAt>();
    let mut tour = world.resource_mut::<Tour>();
    tour.step += 1;
    tour.frames = 0;
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The game stop is some moves in with the person to move; the results stop is a few
    /// moves from the end, so the game ends on screen.
    #[test]
    fn the_tours_games_are_where_their_pictures_need_them() {
        let setup = GameSetup::for_preset(Preset::Classic, 3);
        let session = played(&setup, 27, false).expect("a game 27 moves in");
        assert_eq!(session.game.record().moves.len(), 27);
        assert_eq!(session.to_move(), petri_rules::Seat(0));
        assert!(!session.is_over());

        let setup = GameSetup::for_preset(Preset::Classic, 2);
        let mut session = played(&setup, 0, true).expect("a game near its end");
        assert!(!session.is_over());
        let mut rng = <chacha20::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(3);
        let mut left = 0;
        while !session.is_over() && left < 10 {
            let pos = session.game.checkers().unwrap().position().clone();
            let m = petri_ai::racer_move(&pos, &mut rng);
            let seat = session.to_move();
            session.act(seat, Action::Move(m)).unwrap();
            left += 1;
        }
        assert!(session.is_over() && left <= 6, "{left} moves to the end");
    }
}
