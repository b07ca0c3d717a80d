//! Puzzles: the shipped set (`assets/puzzles/puzzles.jsonl`, made and checked by
//! `petri-cli puzzles`) and the enabled mods' sets ([`ModPuzzles`]) played on the real board. What a puzzle is, its par, its stars and its
//! hints are `petri_ai::puzzles`; this module loads the set, starts a puzzle as a practice
//! session (the solver "You", the other seats elsewhere: they never act) and follows the
//! game with an [`Attempt`], which counts moves or captures and, in a home puzzle, gives the
//! turn straight back to the solver.

pub mod view;

use bevy::asset::io::Reader;
use bevy::asset::{AssetLoader, LoadContext};
use bevy::prelude::*;
use petri_ai::puzzles::{self, Attempt, Kind, Puzzle};
use petri_rules::Seat;

use crate::core::marks::HintShown;
use crate::core::screens::{InGame, Screen};
use crate::core::session::Session;
use crate::core::settings::Settings;
use crate::core::setup::{SeatKind, SeatSetup, colour_name};
use crate::core::text::{tr, tr_with};
use crate::core::turn::{BoardReset, TurnSet};

/// Where the set is, under `assets/`.
pub const SET_PATH: &str = "puzzles/puzzles.jsonl";

/// Starting and following a puzzle (no rendering: headless tests play puzzles with it).
pub fn core_plugin(app: &mut App) {
    app.add_message::<StartPuzzle>()
        .add_systems(
            Update,
            (
                start_puzzle,
                follow
                    .after(TurnSet::Apply)
                    .before(TurnSet::React)
                    .run_if(resource_exists::<PuzzleRun>.and_then(in_state(InGame))),
            ),
        )
        .add_systems(OnExit(InGame), end_puzzle)
        .init_resource::<ModPuzzles>()
        .add_systems(
            PreUpdate,
            follow_mod_puzzles
                .after(crate::core::mods::ModsRead)
                .run_if(resource_changed::<crate::core::mods::Mods>),
        );
}

/// An enabled mod's puzzles, each id made `<mod id>/<puzzle id>` so its stars are kept apart
/// from the game's and from another mod's.
#[derive(Clone, Debug)]
pub struct ModSet {
    /// The mod's name, shown with its puzzles.
    pub name: String,
    pub puzzles: Vec<Puzzle>,
}

/// The enabled mods' puzzle sets, in the mods' order (one set a mod).
#[derive(Resource, Default, Clone, Debug)]
pub struct ModPuzzles(pub Vec<ModSet>);

impl ModPuzzles {
    /// The mod set holding the puzzle of this id.
    pub fn set_of(&self, id: &str) -> Option<&ModSet> {
        self.0.iter().find(|s| s.puzzles.iter().any(|p| p.id == id))
    }
}

/// Reads the enabled mods' puzzle files (`mod check` refused the broken ones; a file that
/// still does not read is logged and left out).
fn follow_mod_puzzles(mods: Res<crate::core::mods::Mods>, mut sets: ResMut<ModPuzzles>) {
    let mut out: Vec<ModSet> = Vec::new();
    for (id, name, text) in crate::core::mods::mod_puzzles(&mods) {
        let puzzles = match puzzles::parse_set(&text) {
            Ok(p) => p,
            Err(e) => {
                warn!("mod {id}: puzzles: {e}");
                continue;
            }
        };
        let of_mod = puzzles.into_iter().map(|mut p| {
            p.id = format!("{id}/{}", p.id);
            p
        });
        match out.iter_mut().find(|s| s.name == name) {
            Some(set) => set.puzzles.extend(of_mod),
            None => out.push(ModSet {
                name,
                puzzles: of_mod.collect(),
            }),
        }
    }
    sets.0 = out;
}

/// The set as an asset, the Puzzles screen and the puzzle's card over the board.
pub fn view_plugin(app: &mut App) {
    app.init_asset::<PuzzleSet>()
        .register_asset_loader(PuzzleSetLoader)
        .init_resource::<PuzzleLibrary>()
        .add_systems(OnEnter(Screen::Puzzles), load_set)
        .add_systems(
            Update,
            own_hint.run_if(resource_exists::<PuzzleRun>.and_then(in_state(InGame))),
        );
    view::plugin(app);
}

/// The bar's Hint in a puzzle is the puzzle's: the next action of a best solution, not a
/// computer's move.
fn own_hint(
    mut run: ResMut<PuzzleRun>,
    mut hint: ResMut<HintShown>,
    mut ours: Local<Option<String>>,
) {
    if !hint.is_changed() {
        return;
    }
    if let Some(shown) = &hint.0
        && ours.as_ref() != Some(&shown.text)
    {
        let mine = self::hint(&run);
        run.hinted |= mine.as_ref().is_some_and(|h| !h.holes.is_empty());
        *ours = mine.as_ref().map(|h| h.text.clone());
        hint.0 = mine;
    }
}

/// A puzzle set, as `petri_ai::puzzles::parse_set` reads it.
#[derive(Asset, TypePath, Debug, Clone)]
pub struct PuzzleSet(pub Vec<Puzzle>);

#[derive(Default, TypePath)]
struct PuzzleSetLoader;

impl AssetLoader for PuzzleSetLoader {
    type Asset = PuzzleSet;
    type Settings = ();
    type Error = std::io::Error;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _settings: &(),
        _context: &mut LoadContext<'_>,
    ) -> Result<PuzzleSet, std::io::Error> {
        let mut bytes = Vec::new();
        reader.read_to_end(&mut bytes).await?;
        let text = String::from_utf8(bytes).map_err(std::io::Error::other)?;
        puzzles::parse_set(&text)
            .map(PuzzleSet)
            .map_err(|e| std::io::Error::other(format!("{SET_PATH}: {e}")))
    }

    fn extensions(&self) -> &[&str] {
        &["jsonl"]
    }
}

/// The set, once asked for (the Puzzles screen loads it: it is not part of the start-up).
#[derive(Resource, Default)]
pub struct PuzzleLibrary(pub Option<Handle<PuzzleSet>>);

fn load_set(
    mut library: ResMut<PuzzleLibrary>,
    assets: Res<AssetServer>,
    mut awaited: ResMut<crate::core::loads::Awaited>,
) {
    if library.0.is_none() {
        let set: Handle<PuzzleSet> = assets.load(SET_PATH);
        awaited.add(set.clone());
        library.0 = Some(set);
    }
}

/// The loaded set's puzzles (`None` while loading or when it failed).
pub fn loaded<'a>(library: &PuzzleLibrary, sets: &'a Assets<PuzzleSet>) -> Option<&'a [Puzzle]> {
    library
        .0
        .as_ref()
        .and_then(|h| sets.get(h))
        .map(|s| s.0.as_slice())
}

/// Today, as days since 1970-01-01 (UTC): the daily puzzle's date.
pub fn today() -> u64 {
    web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map(|d| d.as_secs() / 86_400)
        .unwrap_or(0)
}

/// Starts this puzzle (from the Puzzles screen, the next-puzzle button, a retry).
#[derive(Message, Clone, Debug)]
pub struct StartPuzzle {
    pub puzzle: Puzzle,
    /// Shown as "Daily puzzle".
    pub daily: bool,
    /// The name of the mod it comes from (`None`: the game's set).
    pub from: Option<String>,
}

/// The puzzle being played.
#[derive(Resource, Clone, Debug)]
pub struct PuzzleRun {
    pub puzzle: Puzzle,
    pub daily: bool,
    /// The name of the mod it comes from (`None`: the game's set). A mod's puzzles are not
    /// rated: their bands are the modder's, not measured against the game's.
    pub from: Option<String>,
    pub attempt: Attempt,
    /// Actions of the session's game already passed to the attempt.
    seen: usize,
    /// Actions of the session's game at the puzzle's start.
    start: usize,
    /// The best solution shown (the player gave up): no stars.
    pub answer_shown: bool,
    /// Stars earned, once done.
    pub stars: Option<u8>,
    /// A hint was shown (three stars then draw, for the rating).
    pub hinted: bool,
    /// The rating before and after this puzzle, when it was rated (its first finish).
    pub rated: Option<(f64, f64)>,
}

impl PuzzleRun {
    /// The answer is shown: the attempt is over without stars.
    pub fn show_answer(&mut self, settings: &mut Settings) {
        if self.stars.is_none() && !self.answer_shown {
            self.answer_shown = true;
            rate(self, settings);
            settings
                .puzzle_stars
                .entry(self.puzzle.id.clone())
                .or_insert(0);
        }
    }
}

/// The player's rating moves on a puzzle's first finish only (a retry, or a puzzle whose answer
/// was once shown, leaves it where it is): a win, draw or loss against the puzzle's band
/// ([`puzzles::outcome`]).
fn rate(run: &mut PuzzleRun, settings: &mut Settings) {
    if settings.puzzle_stars.contains_key(&run.puzzle.id)
        || run.rated.is_some()
        || run.from.is_some()
    {
        return;
    }
    let before = settings.puzzle_rating();
    let score = puzzles::outcome(run.stars, run.hinted, run.answer_shown);
    let after = before.after(run.puzzle.band, score);
    settings.set_puzzle_rating(after);
    run.rated = Some((before.rating, after.rating));
}

/// The puzzle's session: its game at the puzzle's start, "You" on the solver's seat, the
/// others elsewhere (they never act).
pub fn puzzle_session(puzzle: &Puzzle) -> Result<(Session, Attempt), String> {
    let attempt = Attempt::new(puzzle).map_err(|e| e.to_string())?;
    let solver = attempt.seat();
    // Fabian's crossing: the solver moves every colour.
    let all = !attempt.returns_turn();
    let seats = (0..usize::from(puzzle.rules.players))
        .map(|i| SeatSetup {
            kind: if i == solver.index() || all {
                SeatKind::Human
            } else {
                SeatKind::Remote
            },
            name: if i == solver.index() && !all {
                tr("learn.you")
            } else {
                colour_name(i)
            },
            colour: i,
        })
        .collect();
    let mut session = Session::with_game(puzzle.rules, seats, attempt.game().clone(), 37);
    session.mode = crate::core::session::SessionMode::Puzzle;
    // No taking back into the puzzle's set-up: Retry starts again.
    session.game.keep_undo(false);
    Ok((session, attempt))
}

fn start_puzzle(
    mut starts: MessageReader<StartPuzzle>,
    mut commands: Commands,
    now: Res<State<Screen>>,
    mut screen: ResMut<NextState<Screen>>,
    mut notice: MessageWriter<crate::core::notice::Notice>,
    mut pending: Local<Option<StartPuzzle>>,
) {
    if let Some(start) = starts.read().last().cloned() {
        *pending = Some(start);
    }
    // From a board, the board goes first: the new one is built for the puzzle's rules.
    if matches!(*now.get(), Screen::Playing | Screen::GameOver) {
        if pending.is_some() {
            screen.set(Screen::Puzzles);
        }
        return;
    }
    let Some(start) = pending.take() else {
        return;
    };
    match puzzle_session(&start.puzzle) {
        Ok((session, attempt)) => {
            let seen = session.game.progress().0;
            commands.insert_resource(session);
            commands.insert_resource(PuzzleRun {
                puzzle: start.puzzle,
                daily: start.daily,
                from: start.from,
                attempt,
                seen,
                start: seen,
                answer_shown: false,
                stars: None,
                hinted: false,
                rated: None,
            });
            commands.write_message(BoardReset);
            screen.set(Screen::Playing);
        }
        Err(e) => {
            notice.write(crate::core::notice::Notice(e));
        }
    }
}

/// After the input is applied: the new actions go to the attempt; in a home puzzle the turn
/// comes back to the solver; once done, the stars are kept with the settings.
fn follow(
    session: Option<ResMut<Session>>,
    mut run: ResMut<PuzzleRun>,
    mut settings: ResMut<Settings>,
    hint: Option<ResMut<HintShown>>,
) {
    let Some(mut session) = session else {
        return;
    };
    let played = session.game.progress().0;
    if played == run.seen {
        return;
    }
    // Taken back (undo): the attempt starts again and follows the game as it now stands.
    if played < run.seen {
        match Attempt::new(&run.puzzle) {
            Ok(fresh) => run.attempt = fresh,
            Err(e) => error!("puzzle {}: {e}", run.puzzle.id),
        }
        run.seen = run.start;
    }
    let actions = session.game.actions();
    for action in actions.iter().skip(run.seen).copied() {
        if run.attempt.is_done() {
            break;
        }
        if let Err(e) = run.attempt.play(action) {
            error!("puzzle {}: {e}", run.puzzle.id);
        }
    }
    if let Some(mut hint) = hint {
        hint.0 = None;
    }
    // The others stand still: the solver moves again.
    if run.attempt.returns_turn()
        && !run.attempt.is_done()
        && session.to_move() != run.attempt.seat()
    {
        session.game = run.attempt.game().clone();
    }
    run.seen = session.game.progress().0;
    if run.attempt.is_done() && run.stars.is_none() && !run.answer_shown {
        let stars = puzzles::stars(run.puzzle.kind, run.attempt.score(), run.puzzle.par);
        run.stars = Some(stars);
        rate(&mut run, &mut settings);
        let best = settings
            .puzzle_stars
            .entry(run.puzzle.id.clone())
            .or_default();
        *best = (*best).max(stars);
    }
}

fn end_puzzle(mut commands: Commands) {
    commands.remove_resource::<PuzzleRun>();
}

/// The hint: the next action of a best solution from here, its holes lit and said in words.
pub fn hint(run: &PuzzleRun) -> Option<crate::core::ai::Hint> {
    let Some(action) = run.attempt.hint() else {
        // A crossing's best line is the published one: off it, no solver can say.
        return (run.puzzle.kind == Kind::Crossing && !run.attempt.is_done()).then(|| {
            crate::core::ai::Hint {
                text: tr("puzzles.hint_off_line"),
                holes: Vec::new(),
            }
        });
    };
    let game = run.attempt.game();
    let holes = game.path(action);
    let text = tr_with("puzzles.hint", &[("action", &puzzles::action_text(action))]);
    Some(crate::core::ai::Hint { text, holes })
}

/// The seat solving: "You".
pub fn solver(run: &PuzzleRun) -> Seat {
    run.attempt.seat()
}

#[cfg(test)]
mod tests {
    use bevy::ecs::system::RunSystemOnce;

    use super::*;
    use crate::core::mods::{Mods, arrange, discover};

    /// The example mod's three puzzles are a set of their own under the mod's name, their ids
    /// made the mod's (stars apart from the game's); switched off, the set is gone.
    #[test]
    fn a_mods_puzzles_are_a_set_of_their_own() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/mods");
        let mut world = World::new();
        world.init_resource::<ModPuzzles>();
        world.insert_resource(Mods {
            entries: arrange(discover(&dir), &[], &[]),
            ..Default::default()
        });
        world.run_system_once(follow_mod_puzzles).unwrap();
        let sets = world.resource::<ModPuzzles>();
        assert_eq!(sets.0.len(), 1);
        assert_eq!(sets.0[0].name, "Example: Meadow");
        assert_eq!(sets.0[0].puzzles.len(), 3);
        for p in &sets.0[0].puzzles {
            assert!(p.id.starts_with("example/"), "{}", p.id);
            assert!(sets.set_of(&p.id).is_some());
        }
        let off = arrange(discover(&dir), &[], &["example".to_owned()]);
        world.resource_mut::<Mods>().entries = off;
        world.run_system_once(follow_mod_puzzles).unwrap();
        assert!(world.resource::<ModPuzzles>().0.is_empty());
    }
}
