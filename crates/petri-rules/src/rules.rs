//! Rule sets: presets, options, seats, colour sets and layouts.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::bits::Bitboard;
use crate::geometry::{Geometry, MAX_SIZE, MIN_SIZE, STANDARD_SIZE, Triangle};

/// Default move cap: moves per seat after which unfinished seats draw.
pub const DEFAULT_MOVE_CAP: u16 = 300;

/// A seat at the table, lettered `a`, `b`, … in turn order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Seat(pub u8);

impl Seat {
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    pub fn letter(self) -> char {
        (b'a' + self.0) as char
    }
    pub fn from_letter(c: char) -> Option<Seat> {
        c.is_ascii_lowercase().then(|| Seat(c as u8 - b'a'))
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// Where a Chinese checkers move may end (the `stops` option).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Stops {
    /// Any hole (the classic and family rules).
    Anywhere,
    /// Not in a triangle other than the marble's home or target (the online rules); hops may pass.
    OwnTriangles,
}

/// What happens when a seat finishes (the `finish` option).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Finish {
    /// The round is completed; all who finish in it share first place; the game ends.
    Round,
    /// Play goes on to rank the others.
    Continue,
}

/// Options of a Chinese checkers game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CheckersOptions {
    pub stops: Stops,
    pub target_lock: bool,
    pub occupied_target_win: bool,
    pub release_rule: bool,
    pub finish: Finish,
    pub super_hops: bool,
    /// Moves per seat after which the game is drawn for all unfinished seats.
    pub move_cap: u16,
}

impl CheckersOptions {
    /// The classic rules: stops anywhere, play continues for placements.
    pub const CLASSIC: CheckersOptions = CheckersOptions {
        stops: Stops::Anywhere,
        target_lock: false,
        occupied_target_win: false,
        release_rule: false,
        finish: Finish::Continue,
        super_hops: false,
        move_cap: DEFAULT_MOVE_CAP,
    };
    /// The family rules: target lock, occupied-target win, finish by round.
    pub const FAMILY: CheckersOptions = CheckersOptions {
        stops: Stops::Anywhere,
        target_lock: true,
        occupied_target_win: true,
        release_rule: false,
        finish: Finish::Round,
        super_hops: false,
        move_cap: DEFAULT_MOVE_CAP,
    };
    /// The online rules: own triangles only, release rule, finish by round (fewest moves wins).
    pub const ONLINE: CheckersOptions = CheckersOptions {
        stops: Stops::OwnTriangles,
        target_lock: false,
        occupied_target_win: false,
        release_rule: true,
        finish: Finish::Round,
        super_hops: false,
        move_cap: DEFAULT_MOVE_CAP,
    };
}

/// How the Petri capture step is resolved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CaptureMode {
    /// The mover checks pieces one at a time in an order of its choice.
    Sequential,
    /// Every piece is judged on the same board and all captures are removed together.
    Realtime,
}

impl FromStr for CaptureMode {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "sequential" => Ok(CaptureMode::Sequential),
            "realtime" => Ok(CaptureMode::Realtime),
            _ => Err(format!(
                "unknown capture mode '{s}' (expected sequential or realtime)"
            )),
        }
    }
}

impl fmt::Display for CaptureMode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CaptureMode::Sequential => "sequential",
            CaptureMode::Realtime => "realtime",
        })
    }
}

/// Options of a Petri game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PetriOptions {
    pub captures: CaptureMode,
    /// Turns per seat after which the game ends and is scored as it stands (the Petri rules
    /// have no limit; this guarantees that every game ends).
    pub turn_cap: u16,
}

/// Default Petri turn cap (turns per seat).
pub const DEFAULT_TURN_CAP: u16 = 200;

/// Which game is played, with its options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "game")]
pub enum Variant {
    Checkers(CheckersOptions),
    Petri(PetriOptions),
}

/// The named rule sets: classic, family and online Chinese checkers, and Petri.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Preset {
    Classic,
    Family,
    Online,
    Petri,
    PetriRealtime,
}

impl Preset {
    pub const ALL: [Preset; 5] = [
        Preset::Classic,
        Preset::Family,
        Preset::Online,
        Preset::Petri,
        Preset::PetriRealtime,
    ];
    pub fn name(self) -> &'static str {
        match self {
            Preset::Classic => "classic",
            Preset::Family => "family",
            Preset::Online => "online",
            Preset::Petri => "petri",
            Preset::PetriRealtime => "petri-realtime",
        }
    }
    pub fn variant(self) -> Variant {
        match self {
            Preset::Classic => Variant::Checkers(CheckersOptions::CLASSIC),
            Preset::Family => Variant::Checkers(CheckersOptions::FAMILY),
            Preset::Online => Variant::Checkers(CheckersOptions::ONLINE),
            Preset::Petri => Variant::Petri(PetriOptions {
                captures: CaptureMode::Sequential,
                turn_cap: DEFAULT_TURN_CAP,
            }),
            Preset::PetriRealtime => Variant::Petri(PetriOptions {
                captures: CaptureMode::Realtime,
                turn_cap: DEFAULT_TURN_CAP,
            }),
        }
    }
    /// Player counts the preset is played with: Chinese checkers 2, 3, 4 or 6 (family: 2 or
    /// 3); Petri 2 to 6, as its rules say.
    pub fn player_counts(self) -> &'static [u8] {
        match self {
            Preset::Family => &[2, 3],
            Preset::Petri | Preset::PetriRealtime => &[2, 3, 4, 5, 6],
            _ => &[2, 3, 4, 6],
        }
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Preset {
    type Err = RulesError;
    fn from_str(s: &str) -> Result<Self, RulesError> {
        Preset::ALL
            .into_iter()
            .find(|p| p.name() == s)
            .ok_or_else(|| RulesError::UnknownPreset(s.to_string()))
    }
}

/// A complete rule set: game, board size, seats, colour sets, pieces and teams.
///
/// Build one with [`Rules::preset`] and the `with_*` methods, then [`Rules::validate`] it (every
/// constructor of positions and games validates too).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rules {
    pub variant: Variant,
    /// Board size `n` (2..=6, standard 4).
    pub size: u8,
    /// Number of seats: 2, 3, 4 or 6 (Petri: 2 to 6).
    pub players: u8,
    /// Colour sets each seat controls (1; 2 or 3 with two players; 2 with three players).
    pub sets_per_seat: u8,
    /// Pieces per set; `None` means the triangle size (10 on the standard board).
    pub pieces: Option<u8>,
    /// Teams of two, team-mates opposite (4 or 6 players, one set each).
    pub teams: bool,
}

impl Rules {
    /// A preset for `players` seats on the standard board.
    pub fn preset(preset: Preset, players: u8) -> Rules {
        Rules {
            variant: preset.variant(),
            size: STANDARD_SIZE,
            players,
            sets_per_seat: 1,
            pieces: None,
            teams: false,
        }
    }
    pub fn with_size(mut self, size: u8) -> Rules {
        self.size = size;
        self
    }
    pub fn with_pieces(mut self, pieces: u8) -> Rules {
        self.pieces = Some(pieces);
        self
    }
    pub fn with_sets_per_seat(mut self, sets: u8) -> Rules {
        self.sets_per_seat = sets;
        self
    }
    pub fn with_teams(mut self, teams: bool) -> Rules {
        self.teams = teams;
        self
    }
    /// Change the Petri options (no effect on Chinese checkers rules).
    pub fn with_petri(mut self, f: impl FnOnce(&mut PetriOptions)) -> Rules {
        if let Variant::Petri(o) = &mut self.variant {
            f(o);
        }
        self
    }
    /// Change the Chinese checkers options (no effect on Petri rules).
    pub fn with_checkers(mut self, f: impl FnOnce(&mut CheckersOptions)) -> Rules {
        if let Variant::Checkers(o) = &mut self.variant {
            f(o);
        }
        self
    }
    /// The game's short name: `checkers` or `petri` (for labels and keys).
    pub fn game_name(&self) -> &'static str {
        match self.variant {
            Variant::Checkers(_) => "checkers",
            Variant::Petri(_) => "petri",
        }
    }

    pub fn is_petri(&self) -> bool {
        matches!(self.variant, Variant::Petri(_))
    }
    pub fn checkers_options(&self) -> Option<&CheckersOptions> {
        match &self.variant {
            Variant::Checkers(o) => Some(o),
            Variant::Petri(_) => None,
        }
    }
    pub fn petri_options(&self) -> Option<&PetriOptions> {
        match &self.variant {
            Variant::Petri(o) => Some(o),
            Variant::Checkers(_) => None,
        }
    }
    pub fn geometry(&self) -> &'static Geometry {
        Geometry::get(self.size)
    }
    /// Pieces per set, with the default resolved.
    pub fn pieces_per_set(&self) -> u8 {
        self.pieces.unwrap_or_else(|| {
            let n = self.size as usize;
            (n * (n + 1) / 2) as u8
        })
    }
    /// Number of colour sets on the board.
    pub fn set_count(&self) -> usize {
        self.players as usize * self.sets_per_seat as usize
    }
    /// Seats that play as one unit for finishing and ranking: teams, or single seats.
    pub fn unit_count(&self) -> usize {
        if self.teams {
            self.players as usize / 2
        } else {
            self.players as usize
        }
    }
    /// The unit (team, or seat when there are no teams) of a seat.
    pub fn unit_of(&self, seat: Seat) -> usize {
        if self.teams {
            seat.index() % (self.players as usize / 2)
        } else {
            seat.index()
        }
    }

    /// Check the combination and compute the layout.
    pub fn validate(&self) -> Result<Layout, RulesError> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&self.size) {
            return Err(RulesError::Size(self.size));
        }
        let counts: &[u8] = if self.is_petri() {
            &[2, 3, 4, 5, 6]
        } else {
            &[2, 3, 4, 6]
        };
        if !counts.contains(&self.players) {
            return Err(RulesError::Players(self.players));
        }
        let geo = self.geometry();
        let tri = geo.triangle_len();
        let pieces = self.pieces_per_set() as usize;
        match self.variant {
            Variant::Checkers(o) => {
                let sets_ok = match self.players {
                    2 => (1..=3).contains(&self.sets_per_seat),
                    3 => (1..=2).contains(&self.sets_per_seat),
                    _ => self.sets_per_seat == 1,
                };
                if !sets_ok {
                    return Err(RulesError::SetsPerSeat {
                        players: self.players,
                        sets: self.sets_per_seat,
                    });
                }
                let extended = tri + self.size as usize + 1;
                let two_player_single = self.players == 2 && self.sets_per_seat == 1;
                if pieces != tri && !(two_player_single && pieces == extended) {
                    return Err(RulesError::Pieces {
                        pieces: self.pieces_per_set(),
                        allowed: if two_player_single {
                            format!("{tri} or {extended}")
                        } else {
                            tri.to_string()
                        },
                    });
                }
                if o.move_cap == 0 {
                    return Err(RulesError::MoveCap);
                }
            }
            Variant::Petri(o) => {
                if o.turn_cap == 0 {
                    return Err(RulesError::MoveCap);
                }
                if self.sets_per_seat != 1 {
                    return Err(RulesError::SetsPerSeat {
                        players: self.players,
                        sets: self.sets_per_seat,
                    });
                }
                if self.teams {
                    return Err(RulesError::Teams(
                        "Petri is played every seat for itself".into(),
                    ));
                }
                if pieces == 0 || pieces > 60 {
                    return Err(RulesError::Pieces {
                        pieces: self.pieces_per_set(),
                        allowed: "1 to 60".into(),
                    });
                }
            }
        }
        if self.teams && (!matches!(self.players, 4 | 6) || self.sets_per_seat != 1) {
            return Err(RulesError::Teams(
                "teams of two need 4 or 6 players with one colour set each".into(),
            ));
        }
        Ok(Layout::build(self))
    }
}

/// Why a rule set cannot be played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RulesError {
    UnknownPreset(String),
    Size(u8),
    Players(u8),
    SetsPerSeat { players: u8, sets: u8 },
    Pieces { pieces: u8, allowed: String },
    Teams(String),
    MoveCap,
    PresetPlayers { preset: Preset, players: u8 },
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::UnknownPreset(s) => write!(
                f,
                "unknown rules '{s}' (expected classic, family, online, petri or petri-realtime)"
            ),
            RulesError::Size(s) => write!(f, "board size {s} is not supported (2 to 6)"),
            RulesError::Players(p) => write!(
                f,
                "{p} players is not supported (Chinese checkers: 2, 3, 4 or 6; Petri: 2 to 6)"
            ),
            RulesError::SetsPerSeat { players, sets } => write!(
                f,
                "{sets} colour sets per seat is not possible with {players} players \
                 (2 players: 1-3 sets, 3 players: 1-2 sets, otherwise 1; Petri: 1)"
            ),
            RulesError::Pieces { pieces, allowed } => {
                write!(
                    f,
                    "{pieces} pieces per set is not possible here (allowed: {allowed})"
                )
            }
            RulesError::Teams(why) => write!(f, "teams are not possible: {why}"),
            RulesError::MoveCap => write!(f, "the move cap (turn cap in Petri) must be at least 1"),
            RulesError::PresetPlayers { preset, players } => write!(
                f,
                "the {preset} preset is played by {:?} players, not {players}",
                preset.player_counts()
            ),
        }
    }
}

impl std::error::Error for RulesError {}

/// One colour set: its seat, home and target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColourSet {
    pub seat: Seat,
    /// Letter used in position notation.
    pub letter: char,
    pub home: Triangle,
    pub target: Triangle,
    /// Start holes (the home triangle, plus the extension row for 15-piece games).
    pub home_holes: Bitboard,
    /// Holes to fill to finish (the target triangle, grown the same way).
    pub target_holes: Bitboard,
}

/// Where every colour set starts and goes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Layout {
    pub sets: Vec<ColourSet>,
}

/// Default home triangles by player count, seat `a` first, clockwise in turn
/// order. Five seats (Petri only) leave the top triangle T0, opposite seat `a`, empty: the table
/// is symmetric about the vertical axis.
pub fn default_homes(players: u8) -> &'static [Triangle] {
    use Triangle::*;
    match players {
        2 => &[T3, T0],
        3 => &[T3, T5, T1],
        4 => &[T3, T5, T0, T2],
        5 => &[T3, T4, T5, T1, T2],
        _ => &[T3, T4, T5, T0, T1, T2],
    }
}

impl Layout {
    fn build(rules: &Rules) -> Layout {
        use Triangle::*;
        let geo = rules.geometry();
        let players = rules.players as usize;
        // Home triangle of seat `s`'s `j`-th set.
        let homes: Vec<Vec<Triangle>> = match (rules.players, rules.sets_per_seat) {
            (2, 2) => vec![vec![T3, T4], vec![T0, T1]],
            (2, 3) => vec![vec![T3, T4, T2], vec![T0, T1, T5]],
            (3, 2) => vec![vec![T3, T0], vec![T5, T2], vec![T1, T4]],
            (p, _) => default_homes(p).iter().map(|&t| vec![t]).collect(),
        };
        let tri = geo.triangle_len();
        let extended = rules.pieces_per_set() as usize > tri;
        let multi = rules.sets_per_seat > 1;
        let mut sets = Vec::new();
        for j in 0..rules.sets_per_seat as usize {
            for (s, seat_homes) in homes.iter().enumerate() {
                let home = seat_homes[j];
                let target = home.opposite();
                let grow = |t: Triangle| {
                    let mut b = geo.triangle(t);
                    if extended {
                        b |= geo.extension_row(t);
                    }
                    b
                };
                let k = j * players + s;
                sets.push(ColourSet {
                    seat: Seat(s as u8),
                    letter: if multi {
                        (b'a' + k as u8) as char
                    } else {
                        (b'a' + s as u8) as char
                    },
                    home,
                    target,
                    home_holes: grow(home),
                    target_holes: grow(target),
                });
            }
        }
        Layout { sets }
    }

    /// Index of the set with notation letter `c`.
    pub fn set_by_letter(&self, c: char) -> Option<usize> {
        self.sets.iter().position(|s| s.letter == c)
    }
    /// The sets a seat controls.
    pub fn sets_of(&self, seat: Seat) -> impl Iterator<Item = usize> + '_ {
        self.sets
            .iter()
            .enumerate()
            .filter(move |(_, s)| s.seat == seat)
            .map(|(i, _)| i)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_follow_their_seeds() {
        // Classic stops anywhere and continues for placements.
        let c = CheckersOptions::CLASSIC;
        assert_eq!((c.stops, c.finish), (Stops::Anywhere, Finish::Continue));
        // Family: target lock and occupied-target win, round finish.
        let f = CheckersOptions::FAMILY;
        assert!(f.target_lock && f.occupied_target_win && f.finish == Finish::Round);
        // Online: own triangles, release rule, round finish.
        let o = CheckersOptions::ONLINE;
        assert!(o.stops == Stops::OwnTriangles && o.release_rule && o.finish == Finish::Round);
        for p in Preset::ALL {
            assert_eq!(p.name().parse::<Preset>().unwrap(), p);
        }
        assert!("chess".parse::<Preset>().is_err());
    }

    #[test]
    fn layouts_put_targets_opposite() {
        for (players, sets) in [(2, 1), (2, 2), (2, 3), (3, 1), (3, 2), (4, 1), (6, 1)] {
            let rules = Rules::preset(Preset::Classic, players).with_sets_per_seat(sets);
            let layout = rules.validate().unwrap();
            assert_eq!(layout.sets.len(), players as usize * sets as usize);
            let homes: Vec<_> = layout.sets.iter().map(|s| s.home).collect();
            let mut uniq = homes.clone();
            uniq.sort();
            uniq.dedup();
            assert_eq!(uniq.len(), homes.len(), "homes must differ: {homes:?}");
            for s in &layout.sets {
                assert_eq!(s.target, s.home.opposite());
            }
        }
    }

    #[test]
    fn classic_two_player_sets_go_to_the_opponents_corners() {
        for sets in [2, 3] {
            let layout = Rules::preset(Preset::Classic, 2)
                .with_sets_per_seat(sets)
                .validate()
                .unwrap();
            for s in &layout.sets {
                let target_owner = layout.sets.iter().find(|o| o.home == s.target).unwrap();
                assert_ne!(target_owner.seat, s.seat);
            }
        }
        // Three players with two sets: each seat's sets sit at opposite corners.
        let layout = Rules::preset(Preset::Classic, 3)
            .with_sets_per_seat(2)
            .validate()
            .unwrap();
        for s in &layout.sets {
            let other = layout.sets.iter().find(|o| o.home == s.target).unwrap();
            assert_eq!(other.seat, s.seat);
        }
    }

    #[test]
    fn fifteen_pieces_on_the_standard_board() {
        let rules = Rules::preset(Preset::Classic, 2).with_pieces(15);
        let layout = rules.validate().unwrap();
        assert_eq!(layout.sets[0].home_holes.count(), 15);
        assert_eq!(layout.sets[0].target_holes, layout.sets[1].home_holes);
        assert!(
            Rules::preset(Preset::Classic, 3)
                .with_pieces(15)
                .validate()
                .is_err()
        );
        assert!(
            Rules::preset(Preset::Classic, 2)
                .with_pieces(12)
                .validate()
                .is_err()
        );
        let r6 = Rules::preset(Preset::Classic, 6).with_size(6);
        assert_eq!(r6.pieces_per_set(), 21);
        assert!(r6.validate().is_ok());
    }

    #[test]
    fn petri_seats_five_on_every_triangle_but_the_top_one_clockwise() {
        // The Petri rules are for 2 to 6 players; Chinese checkers stays 2, 3, 4 or 6.
        for preset in [Preset::Petri, Preset::PetriRealtime] {
            assert!(preset.player_counts().contains(&5));
            let layout = Rules::preset(preset, 5).validate().unwrap();
            let homes: Vec<Triangle> = layout.sets.iter().map(|s| s.home).collect();
            assert_eq!(homes, default_homes(5));
        }
        for preset in [Preset::Classic, Preset::Family, Preset::Online] {
            assert!(!preset.player_counts().contains(&5));
            let e = Rules::preset(preset, 5).validate().unwrap_err();
            assert!(e.to_string().contains("Petri: 2 to 6"), "{e}");
        }
        assert!(Rules::preset(Preset::Petri, 7).validate().is_err());
        // Seat a at the bottom, the top triangle (opposite a) empty, the others symmetric
        // about the vertical axis, and seats clockwise in turn order (T3, T4, T5, T0, T1, T2
        // is clockwise on screen, as in every other layout).
        let homes = default_homes(5);
        assert_eq!(homes[0], Triangle::T3);
        assert!(!homes.contains(&Triangle::T0));
        let clockwise = |t: Triangle| (t.index() + 3) % 6;
        for players in [2, 3, 4, 5, 6] {
            let h = default_homes(players);
            assert_eq!(h.len(), players as usize);
            assert!(
                h.windows(2).all(|w| clockwise(w[0]) < clockwise(w[1])),
                "{players}: {h:?}"
            );
        }
        let mirrored: Vec<usize> = homes.iter().map(|t| (6 - t.index()) % 6).collect();
        let mut sorted = mirrored.clone();
        sorted.sort();
        let mut own: Vec<usize> = homes.iter().map(|t| t.index()).collect();
        own.sort();
        assert_eq!(sorted, own, "the five homes are their own mirror image");
    }

    #[test]
    fn invalid_combinations_are_errors() {
        assert!(Rules::preset(Preset::Classic, 5).validate().is_err());
        assert!(
            Rules::preset(Preset::Classic, 4)
                .with_sets_per_seat(2)
                .validate()
                .is_err()
        );
        assert!(
            Rules::preset(Preset::Classic, 3)
                .with_teams(true)
                .validate()
                .is_err()
        );
        assert!(
            Rules::preset(Preset::Classic, 6)
                .with_teams(true)
                .validate()
                .is_ok()
        );
        assert!(
            Rules::preset(Preset::Petri, 6)
                .with_teams(true)
                .validate()
                .is_err()
        );
        assert!(
            Rules::preset(Preset::Classic, 2)
                .with_size(7)
                .validate()
                .is_err()
        );
    }
}
