//! Screens as `States`, the board's lifetime as a computed state, and the turn phases as
//! `SubStates` of playing.

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HelpTopic>()
        .init_state::<Screen>()
        .init_state::<Overlay>()
        .add_computed_state::<InGame>()
        .add_sub_state::<Turn>()
        .add_sub_state::<TitleCard>();
}

/// Where a screen asked for at start (a game in the page's query string or on the command line,
/// `--show`, `--resume`) is set up, on entering the title. The title orders its own set-up
/// after it and skips it when another screen is on its way ([`staying`]), so such a start goes
/// straight to its screen without drawing the title.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Opening;

/// Run condition: no other screen is on its way.
pub fn staying(next: Res<NextState<Screen>>) -> bool {
    matches!(*next, NextState::Unchanged)
}

/// The screen the game shows.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    /// Assets load (with a progress bar).
    #[default]
    Loading,
    Title,
    NewGame,
    /// Online play: the lobby (the server, public and friends rooms), or the room waiting
    /// for players.
    Online,
    /// Finished games to watch again.
    Replays,
    Playing,
    /// The final ranking over the finished board.
    GameOver,
    /// Learn: the lessons, each with its state, and How to play.
    Learn,
    /// How to play: the rules of both games and the app, each with a live diagram.
    HowToPlay,
    /// Puzzles: the daily puzzle and the set by kind and band, with the stars earned.
    Puzzles,
    /// The assets could not be loaded: the screen says which and where they were looked for.
    LoadFailed,
}

/// The board exists while playing and on the game-over screen; board entities are scoped to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct InGame;

impl ComputedStates for InGame {
    type SourceStates = Screen;
    const ALLOW_SAME_STATE_TRANSITIONS: bool = false;

    fn compute(screen: Screen) -> Option<InGame> {
        matches!(screen, Screen::Playing | Screen::GameOver).then_some(InGame)
    }
}

impl Turn {
    /// A phase in which a player chooses (a move, a roll, a die, a hole, a check): the game
    /// waits for input, here or elsewhere.
    pub fn is_a_choice(self) -> bool {
        matches!(
            self,
            Turn::AwaitingInput
                | Turn::Rolling
                | Turn::ChoosingDie
                | Turn::Placing
                | Turn::Removing
                | Turn::OrderingCaptures
        )
    }
}

/// Where the turn stands, while playing. `Deciding` looks at the rules state and moves on to
/// the phase that fits (the state machine's hub).
#[derive(SubStates, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[source(Screen = Screen::Playing)]
#[states(scoped_entities)]
pub enum Turn {
    #[default]
    Deciding,
    /// Chinese checkers: a human picks a marble and a hole.
    AwaitingInput,
    /// Moves, dice or captures are being animated.
    Animating,
    /// A computer player searches off the main thread.
    AiThinking,
    /// A player elsewhere is to act (online): their action comes from the server, as does
    /// the person's own once the server has played it.
    Remote,
    /// Petri: the seat to move rolls the dice (or the first-player roll).
    Rolling,
    /// Petri: the mover picks one of the two dice.
    ChoosingDie,
    /// Petri: pieces go from the hand to the board, one at a time.
    Placing,
    /// Petri: own pieces go back to the hand, one at a time.
    Removing,
    /// Petri, sequential captures: the mover checks pieces in an order of its choice.
    OrderingCaptures,
    /// Petri: crowded-out pieces fly into the mover's cup (in capture order, or together in
    /// realtime mode).
    ResolvingCaptures,
    /// A finished game watched again: the viewer steps forward and back.
    Replaying,
}

/// What the title shows where **Play** is: the button, or (once, to someone who has finished
/// no game and taken no lesson) the offer of the lessons first.
#[derive(SubStates, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[source(Screen = Screen::Title)]
pub enum TitleCard {
    #[default]
    Play,
    /// "New here?": the lessons, or play anyway.
    LessonOffer,
}

/// What How to play opens at: a part (`checkers`, `petri`, `app`) or a section's id
/// (`target-lock`, …); empty: where it was last. Any screen sets it before going to
/// [`Screen::HowToPlay`] (New game's "?" buttons, the ☰ menu, the lobby); so does
/// `--show how-to-play:petri`. `back` is the screen to return to.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct HelpTopic {
    pub topic: String,
    pub back: Option<Screen>,
}

/// A sheet over whatever screen is shown: one at a time.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Overlay {
    #[default]
    None,
    /// The settings sheet (the title's Settings, the ☰ menu's).
    Settings,
    /// The Mods sheet (Settings → Mods…): the mods found, on or off, in their order.
    Mods,
    /// The theme editor (Settings → Edit theme…): a panel beside the board.
    ThemeEditor,
    /// How to play's text over a game (the ☰ menu's "How to play…"): the part of
    /// [`HelpTopic::topic`], without leaving the game. Closed by its ✖; shown in a game only.
    Rules,
}
