//! What the players chose on the new game screen (or on the command line): the rules and who
//! sits at each seat. `GameSetup::rules()` turns it into `petri-rules` rules, which validate it.

use crate::core::text::{tr, tr_with};
use bevy::prelude::*;
use petri_ai::Level;
use petri_rules::{CaptureMode, Finish, Preset, Stops};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameSetup>();
}

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatKind {
    Human,
    Ai(Level),
    /// A player elsewhere (online): their actions come from the server as [`TurnInput`]s
    /// carrying their seat, as a computer's come from the search.
    ///
    /// [`TurnInput`]: crate::core::turn::TurnInput
    Remote,
}

impl SeatKind {
    pub const ALL: [SeatKind; 6] = [
        SeatKind::Human,
        SeatKind::Ai(Level::Beginner),
        SeatKind::Ai(Level::Easy),
        SeatKind::Ai(Level::Medium),
        SeatKind::Ai(Level::Hard),
        SeatKind::Ai(Level::Master),
    ];

    pub fn name(self) -> &'static str {
        match self {
            SeatKind::Human => "human",
            SeatKind::Ai(level) => level.name(),
            SeatKind::Remote => "remote",
        }
    }

    /// "Human" or "Computer (hard)", in the chosen language.
    pub fn label(self) -> String {
        match self {
            SeatKind::Human => tr("seat.human"),
            SeatKind::Ai(level) => tr_with("seat.computer", &[("level", &level_label(level))]),
            SeatKind::Remote => tr("seat.remote"),
        }
    }

    /// "human" or "computer, hard" (the HUD's seat lines), in the chosen language.
    pub fn short_label(self) -> String {
        match self {
            SeatKind::Human => tr("seat.human_short"),
            SeatKind::Ai(level) => {
                tr_with("seat.computer_short", &[("level", &level_label(level))])
            }
            SeatKind::Remote => tr("seat.remote_short"),
        }
    }

    pub fn parse(text: &str) -> Result<SeatKind, String> {
        match text {
            "human" => Ok(SeatKind::Human),
            other => other.parse::<Level>().map(SeatKind::Ai).map_err(|_| {
                format!(
                    "unknown seat kind '{other}' (human, beginner, easy, medium, hard or master)"
                )
            }),
        }
    }

    pub fn is_human(self) -> bool {
        self == SeatKind::Human
    }

    /// A player elsewhere, whose actions come over the network.
    pub fn is_remote(self) -> bool {
        self == SeatKind::Remote
    }

    /// A computer player of this game (its search runs here).
    pub fn is_computer(self) -> bool {
        matches!(self, SeatKind::Ai(_))
    }
}

/// One seat: who plays it, its name and its colour (index into the palette).
#[derive(Clone, Debug, PartialEq)]
pub struct SeatSetup {
    pub kind: SeatKind,
    pub name: String,
    pub colour: usize,
}

/// The keys of the names of the classic seat colours ([`crate::view::palette::SEAT_COLOURS`]);
/// a theme with other colours names its own (`palette.seat_names` in `theme.ron`).
pub const COLOUR_KEYS: [&str; 6] = [
    "colour.red",
    "colour.blue",
    "colour.green",
    "colour.yellow",
    "colour.purple",
    "colour.black",
];

static THEME_COLOUR_KEYS: std::sync::RwLock<Option<[String; 6]>> = std::sync::RwLock::new(None);

/// Names the seat colours by the theme's keys (`None`: the classic names).
pub fn set_colour_keys(keys: Option<[String; 6]>) {
    if let Ok(mut chosen) = THEME_COLOUR_KEYS.write() {
        *chosen = keys;
    }
}

/// The name of seat colour `colour` in the language and theme in use ("Blue", "Blau", "蓝").
pub fn colour_name(colour: usize) -> String {
    let i = colour % 6;
    if let Ok(chosen) = THEME_COLOUR_KEYS.read()
        && let Some(keys) = chosen.as_ref()
    {
        return tr(&keys[i]);
    }
    tr(COLOUR_KEYS[i])
}

/// A name the game gave a seat (not one a player typed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Label {
    You,
    Computer,
    Colour(usize),
}

impl Label {
    fn text(self) -> String {
        match self {
            Label::You => tr("seat.you"),
            Label::Computer => tr("seat.computer_default"),
            Label::Colour(c) => colour_name(c),
        }
    }

    fn of(seat: &SeatSetup) -> Option<Label> {
        [Label::You, Label::Computer, Label::Colour(seat.colour)]
            .into_iter()
            .find(|l| l.text() == seat.name)
    }
}

/// Carries out `change` (a new language or theme) and renames the seats that still have the
/// names the game gave them, so "Blue" becomes "Blau"; names a player typed stay.
pub fn relabel(setup: &mut GameSetup, change: impl FnOnce()) {
    let labels: Vec<Option<Label>> = setup.seats.iter().map(Label::of).collect();
    change();
    for (seat, label) in setup.seats.iter_mut().zip(labels) {
        if let Some(label) = label {
            seat.name = label.text();
        }
    }
}

/// Everything needed to start a game.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct GameSetup {
    pub preset: Preset,
    pub players: u8,
    pub size: u8,
    /// Pieces per colour set (Chinese checkers) or per player (Petri); `None` = preset default.
    pub pieces: Option<u8>,
    pub sets_per_seat: u8,
    pub teams: bool,
    pub stops: Stops,
    pub target_lock: bool,
    pub occupied_target_win: bool,
    pub release_rule: bool,
    pub super_hops: bool,
    pub finish: Finish,
    pub move_cap: u16,
    pub captures: CaptureMode,
    pub turn_cap: u16,
    pub seats: Vec<SeatSetup>,
    /// Seeds the dice and the computer players.
    pub seed: u64,
}

impl Default for GameSetup {
    /// One click from here: 2-player classic Chinese checkers, you against a medium computer.
    fn default() -> Self {
        let mut setup = GameSetup::for_preset(Preset::Classic, 2);
        setup.seats[1].kind = SeatKind::Ai(Level::Medium);
        setup.seats[1].name = Label::Computer.text();
        setup.seats[0].name = Label::You.text();
        setup
    }
}

impl GameSetup {
    /// Makes the seat list match the player count, keeping what was there.
    pub fn resize_seats(&mut self) {
        let n = usize::from(self.players);
        while self.seats.len() < n {
            let i = self.seats.len();
            self.seats.push(SeatSetup {
                kind: if i == 0 {
                    SeatKind::Human
                } else {
                    SeatKind::Ai(Level::Medium)
                },
                name: colour_name(i),
                colour: i % 6,
            });
        }
        self.seats.truncate(n);
    }
}

/// A computer level's name in the chosen language.
pub fn level_label(level: Level) -> String {
    tr(match level {
        Level::Beginner => "level.beginner",
        Level::Easy => "level.easy",
        Level::Medium => "level.medium",
        Level::Hard => "level.hard",
        Level::Master => "level.master",
    })
}

/// A preset's name in the chosen language.
pub fn preset_label(preset: Preset) -> String {
    tr(match preset {
        Preset::Classic => "preset.classic",
        Preset::Family => "preset.family",
        Preset::Online => "preset.online",
        Preset::Petri => "preset.petri",
        Preset::PetriRealtime => "preset.petri_realtime",
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_is_you_against_medium() {
        let s = GameSetup::default();
        assert_eq!(s.players, 2);
        assert_eq!(s.seats[0].kind, SeatKind::Human);
        assert_eq!(s.seats[1].kind, SeatKind::Ai(Level::Medium));
        assert!(s.rules().is_ok());
    }

    #[test]
    fn every_preset_and_count_gives_valid_rules() {
        for preset in Preset::ALL {
            for &n in preset.player_counts() {
                let s = GameSetup::for_preset(preset, n);
                assert_eq!(s.seats.len(), usize::from(n));
                assert!(s.rules().is_ok(), "{preset} {n}");
            }
        }
    }

    #[test]
    fn bad_choices_are_explained() {
        let mut s = GameSetup::for_preset(Preset::Classic, 6);
        s.sets_per_seat = 3;
        assert!(s.rules().is_err());
        assert!(SeatKind::parse("wizard").unwrap_err().contains("wizard"));
        assert_eq!(SeatKind::parse("hard"), Ok(SeatKind::Ai(Level::Hard)));
    }
}
