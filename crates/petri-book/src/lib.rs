//! What the game teaches, as data: How to play's parts and sections, the live diagrams and the
//! guided lessons, read from the game's `assets/learn/book.ron` (and from a mod's
//! `learn/book.ron`). Texts are keys of the language files; positions are pieces on holes,
//! turned into the rules' own notation and games here, so every diagram and lesson is a real
//! position played by `petri-rules`.
//!
//! [`check_diagram`] and [`check_lesson`] replay a diagram's scenes and a lesson's expected
//! actions through the rules and compare them with what the data claims (what the English
//! texts say): the game's tests run them on every entry, and `petri-cli mod check` on a
//! mod's. No Bevy and no I/O: the English texts are asked for through an [`English`].

use std::collections::BTreeMap;

use petri_rules::{
    Action, ActionError, Event, Finish, Game, Hole, IllegalMove, PetriAction, PetriError,
    PlaceRefusal, Preset, Rules, Seat, SeatStatus, Stops,
};
use serde::Deserialize;

/// Where the checks find a text key's English (placeholders shown as `{$name}`).
pub type English<'a> = &'a dyn Fn(&str) -> Option<String>;

/// Everything Learn shows.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Book {
    /// How to play: Chinese checkers, Petri, the app.
    pub parts: Vec<Part>,
    pub diagrams: Vec<Diagram>,
    pub lessons: Vec<Lesson>,
}

/// Reads a book from RON text.
pub fn parse(text: &str) -> Result<Book, String> {
    ron::from_str(text).map_err(|e| e.to_string())
}

impl Book {
    pub fn part(&self, id: &str) -> Option<&Part> {
        self.parts.iter().find(|p| p.id == id)
    }

    pub fn diagram(&self, id: &str) -> Option<&Diagram> {
        self.diagrams.iter().find(|d| d.id == id)
    }

    pub fn lesson(&self, id: &str) -> Option<&Lesson> {
        self.lessons.iter().find(|l| l.id == id)
    }

    /// The part and section holding a section id (`target-lock`, `petri-captures`, …).
    pub fn section(&self, id: &str) -> Option<(&Part, usize)> {
        self.parts
            .iter()
            .find_map(|p| p.sections.iter().position(|s| s.id == id).map(|i| (p, i)))
    }
}

/// A part of How to play.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Part {
    /// `checkers`, `petri` or `app` (`--show how-to-play:petri`).
    pub id: String,
    /// Text key of its title.
    pub title: String,
    pub sections: Vec<Section>,
    /// The name of the mod it comes from (`None`: the game's own); set by the game, never
    /// read from the file.
    #[serde(skip)]
    pub from: Option<String>,
}

/// One rule (or one part of the app) with its text and, for rules, its live diagram.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Section {
    /// What New game's "?" buttons open (`target-lock`, …).
    pub id: String,
    /// Text keys.
    pub title: String,
    pub text: String,
    /// The diagram's id.
    #[serde(default)]
    pub diagram: Option<String>,
}

/// A table: the rules and the pieces on the board.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Table {
    /// A preset's name: classic, family, online, petri, petri-realtime.
    pub rules: String,
    #[serde(default = "two")]
    pub players: u8,
    #[serde(default = "four")]
    pub size: u8,
    /// Pieces per set (Chinese checkers) or per player (Petri).
    #[serde(default)]
    pub pieces: Option<u8>,
    /// House rules on top of the preset: `target-lock`, `occupied-target`, `release-rule`,
    /// `super-hops`, `own-triangles`, `finish-round`, `teams`, and their `no-` forms.
    #[serde(default)]
    pub options: Vec<String>,
    /// Each seat's (Chinese checkers: each set's) pieces, by letter; `None` = the start.
    #[serde(default)]
    pub board: Option<BTreeMap<char, Vec<String>>>,
    /// The seat to move.
    #[serde(default = "seat_a")]
    pub to_move: char,
    /// Petri: pieces in hand and in cups, by seat letter (default: the rules' own).
    #[serde(default)]
    pub hands: BTreeMap<char, u16>,
    #[serde(default)]
    pub cups: BTreeMap<char, u16>,
}

fn two() -> u8 {
    2
}
fn four() -> u8 {
    4
}
fn seat_a() -> char {
    'a'
}

impl Table {
    /// The rules: the preset with the table's players, size, pieces and house rules.
    pub fn rules(&self) -> Result<Rules, String> {
        let preset: Preset = self.rules.parse().map_err(|e| format!("{e}"))?;
        let mut rules = Rules::preset(preset, self.players).with_size(self.size);
        if let Some(p) = self.pieces {
            rules = rules.with_pieces(p);
        }
        for option in &self.options {
            let (on, name) = match option.strip_prefix("no-") {
                Some(name) => (false, name),
                None => (true, option.as_str()),
            };
            if name == "teams" {
                rules = rules.with_teams(on);
                continue;
            }
            let mut known = true;
            rules = rules.with_checkers(|o| match name {
                "target-lock" => o.target_lock = on,
                "occupied-target" => o.occupied_target_win = on,
                "release-rule" => o.release_rule = on,
                "super-hops" => o.super_hops = on,
                "own-triangles" => {
                    o.stops = if on {
                        Stops::OwnTriangles
                    } else {
                        Stops::Anywhere
                    }
                }
                "finish-round" => o.finish = if on { Finish::Round } else { Finish::Continue },
                _ => known = false,
            });
            if !known {
                return Err(format!("unknown house rule '{option}'"));
            }
        }
        rules.validate().map_err(|e| e.to_string())?;
        Ok(rules)
    }

    /// The position in the rules' notation (`None`: the start position).
    pub fn notation(&self) -> Result<Option<String>, String> {
        let Some(board) = &self.board else {
            return Ok(None);
        };
        let rules = self.rules()?;
        let geo = rules.geometry();
        let mut cells = vec!['.'; geo.len()];
        for (&letter, holes) in board {
            for name in holes {
                let hole = Hole::parse(self.size, name).map_err(|e| e.to_string())?;
                if cells[hole.index()] != '.' {
                    return Err(format!("hole {name} holds two pieces"));
                }
                cells[hole.index()] = letter;
            }
        }
        let rows: Vec<String> = (0..geo.rows())
            .map(|r| {
                let start = geo.row_start(r);
                cells[start..start + geo.row_len(r)].iter().collect()
            })
            .collect();
        let mut text = format!("{} {}", rows.join("/"), self.to_move);
        let counts = |label: &str, map: &BTreeMap<char, u16>| {
            let list: Vec<String> = map.iter().map(|(s, n)| format!("{s}{n}")).collect();
            format!(" {label}:{}", list.join(","))
        };
        if !self.hands.is_empty() {
            text += &counts("h", &self.hands);
        }
        if !self.cups.is_empty() {
            text += &counts("c", &self.cups);
        }
        Ok(Some(text))
    }

    /// The game at this table, from its position (or the start).
    pub fn game(&self) -> Result<Game, String> {
        let rules = self.rules()?;
        match self.notation()? {
            Some(text) => Game::from_notation(&rules, &text).map_err(|e| e.to_string()),
            None => Game::new(&rules).map_err(|e| e.to_string()),
        }
    }
}

/// A live diagram: a table and scenes played out on it in a loop, each from the table's
/// position, an action a beat.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Diagram {
    pub id: String,
    pub table: Table,
    pub scenes: Vec<Scene>,
}

/// One scene of a diagram, with its line of text and what it claims.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scene {
    /// Text key of the scene's line.
    pub text: String,
    /// Actions played in turn (by whoever is to act), in the rules' notation (`h4-g4`,
    /// `h4-f4-f6` for a chain hole by hole, `place e5`, `check e5`, `roll 3 5`, `die 3`).
    #[serde(default)]
    pub play: Vec<String>,
    /// An action tried after them and refused: shown, never played.
    #[serde(default)]
    pub attempt: Option<String>,
    /// Holes lit during the scene.
    #[serde(default)]
    pub glow: Vec<String>,
    /// A piece whose neighbours are counted on it (after the scene's actions).
    #[serde(default)]
    pub count: Option<String>,
    /// Claims, checked against the rules by [`check_diagram`].
    #[serde(default)]
    pub claims: Vec<Claim>,
}

/// What a scene's text says, for the rules to confirm.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub enum Claim {
    /// The scene's actions capture this many pieces (the text says the number).
    Captures(u32),
    /// The attempt is refused for this reason ([`refusal_kind`]).
    Refused(String),
    /// The counted piece has `enemy` and `friendly` neighbours and is (or is not) captured
    /// when checked now.
    Neighbours {
        enemy: u8,
        friendly: u8,
        falls: bool,
    },
    /// The last action is a chain of this many hops.
    Hops(usize),
    /// After the scene, this seat (a letter) is home / has finished.
    Home(char),
    /// After the scene the game is over.
    Over,
    /// The last action was a pass (a seat without a move).
    Passes,
    /// The last action put this many pieces in the mover's cup without a hole for them.
    ToCup(u16),
    /// This seat (a letter) has this many pieces in its cup (Petri); the text says the number.
    Cup(char, u16),
    /// This seat has this many pieces in hand (Petri); the text says the number.
    Hand(char, u16),
    /// The game is over and this seat is first (alone or sharing).
    Winner(char),
    /// Before the actions (a lesson: when the step begins), the legal actions are exactly
    /// these, in notation (`k2-j6`).
    Legal(Vec<String>),
}

/// What the claims of a scene (or of a lesson's step) are checked against.
pub struct Seen<'a> {
    /// The game after the actions.
    pub game: &'a Game,
    /// Captures the actions made.
    pub captured: u32,
    /// The events of the last action.
    pub last: &'a [Event],
    /// The action tried (and to be refused) on `start`.
    pub attempt: Option<&'a str>,
    /// The game before the actions (a diagram's: after them, where its attempt is tried).
    pub start: &'a Game,
    /// The piece whose neighbours are counted (on `game`).
    pub count: Option<&'a str>,
    pub size: u8,
    /// The English text that must say the numbers claimed.
    pub text: &'a str,
}

/// Checks claims against what was seen; the error says which claim is wrong and how.
pub fn check_claims(claims: &[Claim], seen: &Seen) -> Result<(), String> {
    claims.iter().try_for_each(|claim| check_claim(claim, seen))
}

/// Checks one claim against what was seen.
fn check_claim(claim: &Claim, seen: &Seen) -> Result<(), String> {
    let game = seen.game;
    let text = seen.text;
    let says = |n: String| -> Result<(), String> {
        if text.contains(&n) {
            Ok(())
        } else {
            Err(format!("the text \"{text}\" does not say {n}"))
        }
    };
    let seat_of = |letter: char| Seat::from_letter(letter).ok_or_else(|| "bad seat".to_string());
    match claim {
        Claim::Captures(n) => {
            if seen.captured != *n {
                return Err(format!("captures {}, not {n}", seen.captured));
            }
            says(n.to_string())?;
        }
        Claim::Refused(kind) => {
            let attempt = seen.attempt.ok_or("a refusal claimed without an attempt")?;
            let e = refusal(seen.start, attempt)
                .ok_or_else(|| format!("'{attempt}' is not refused"))?;
            if refusal_kind(&e) != kind {
                return Err(format!(
                    "'{attempt}' is refused as {} ({e}), not {kind}",
                    refusal_kind(&e)
                ));
            }
        }
        Claim::Neighbours {
            enemy,
            friendly,
            falls,
        } => {
            check_neighbours(seen, (*enemy, *friendly), *falls)?;
            says(enemy.to_string())?;
            says(friendly.to_string())?;
        }
        Claim::Hops(n) => {
            let hops = seen.last.iter().find_map(|e| match e {
                Event::Moved { path, .. } => Some(path.len()),
                _ => None,
            });
            if hops != Some(*n) {
                let made = hops.map_or("no move".to_owned(), |h| format!("{h} hop(s)"));
                return Err(format!("the last move makes {made}, not {n}"));
            }
            says(n.to_string())?;
        }
        Claim::Home(letter) => {
            if !game.is_seat_home(seat_of(*letter)?) {
                return Err(format!("seat {letter} is not home"));
            }
        }
        Claim::Passes => {
            if !seen.last.iter().any(|e| matches!(e, Event::Passed { .. })) {
                return Err("the last action is not a pass".into());
            }
        }
        Claim::Over => {
            if !game.is_over() {
                return Err("the game is not over".into());
            }
        }
        Claim::ToCup(n) => {
            let got = seen.last.iter().find_map(|e| match e {
                Event::Unplaceable { count, .. } => Some(*count),
                _ => None,
            });
            if got != Some(*n) {
                return Err(format!("to the cup: {got:?}, not {n}"));
            }
            says(n.to_string())?;
        }
        Claim::Cup(letter, n) | Claim::Hand(letter, n) => {
            check_cup_or_hand(game, matches!(claim, Claim::Cup(..)), seat_of(*letter)?, *n)
                .map_err(|e| format!("seat {letter}'s {e}"))?;
            says(n.to_string())?;
        }
        Claim::Winner(letter) => {
            let seat = seat_of(*letter)?;
            let first = game.standings().into_iter().next();
            if !first.is_some_and(|f| f.place == 1 && f.seats.contains(&seat)) {
                return Err(format!("seat {letter} is not first"));
            }
        }
        Claim::Legal(list) => check_legal(seen.start, list)?,
    }
    Ok(())
}

/// The counted piece's enemy and friendly neighbours, and whether it falls.
fn check_neighbours(seen: &Seen, (enemy, friendly): (u8, u8), falls: bool) -> Result<(), String> {
    let name = seen.count.ok_or("nothing counted")?;
    let hole = Hole::parse(seen.size, name).map_err(|e| e.to_string())?;
    let got = seen
        .game
        .neighbour_counts(hole)
        .ok_or_else(|| format!("{name} is empty"))?;
    if got != (enemy, friendly) {
        return Err(format!("{name} has {got:?}, not ({enemy}, {friendly})"));
    }
    let really = seen.game.falls_now(hole);
    if really != falls {
        return Err(format!("{name} falls: {really}, not {falls}"));
    }
    Ok(())
}

/// What a seat's cup (or hand) holds.
fn check_cup_or_hand(game: &Game, cup: bool, seat: Seat, n: u16) -> Result<(), String> {
    let status = game.seat_status(seat);
    let got = if cup {
        match status {
            SeatStatus::Petri { cup, .. } => Some(cup),
            SeatStatus::Race { .. } => None,
        }
    } else {
        match status {
            SeatStatus::Petri { hand, .. } => Some(hand),
            SeatStatus::Race { .. } => None,
        }
    }
    .ok_or("no cups in Chinese checkers")?;
    if got != n {
        let what = if cup { "cup" } else { "hand" };
        return Err(format!("{what} holds {got}, not {n}"));
    }
    Ok(())
}

/// The legal actions, exactly (in any order).
fn check_legal(start: &Game, list: &[String]) -> Result<(), String> {
    let mut got: Vec<String> = start
        .legal_actions()
        .iter()
        .map(|a| a.to_string())
        .collect();
    let mut want = list.to_vec();
    got.sort();
    want.sort();
    if got != want {
        return Err(format!("the legal actions are {got:?}, not {want:?}"));
    }
    Ok(())
}

/// A short name for why the rules refused an action (what a [`Claim::Refused`] names).
pub fn refusal_kind(e: &ActionError) -> &'static str {
    match e {
        ActionError::Illegal(m) => match m {
            IllegalMove::LeavesTarget { .. } => "target-lock",
            IllegalMove::ReleaseRequired { .. } => "release",
            IllegalMove::EndsInForeignTriangle { .. } => "own-triangles",
            IllegalMove::NotReachable { .. } | IllegalMove::NotAHopPath { .. } => "not-reachable",
            IllegalMove::DestinationOccupied { .. } => "occupied",
            IllegalMove::NotYourMarble { .. } => "not-yours",
            IllegalMove::EmptyHole { .. } => "empty",
            _ => "illegal",
        },
        ActionError::Petri(p) => match p {
            PetriError::CannotPlace {
                reason: PlaceRefusal::FirstInHome,
                ..
            } => "place-home",
            PetriError::CannotPlace { .. } => "place-next",
            PetriError::CannotRemove { .. } => "remove",
            PetriError::CannotCheck { .. } => "check",
            PetriError::NotRolled { .. } => "not-rolled",
            _ => "petri",
        },
        ActionError::NotYourTurn { .. } => "not-your-turn",
        _ => "other",
    }
}

/// A guided lesson: a table, the learner at seat `a`, and steps, one instruction each.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    /// `checkers-step`, `petri-roll`, … (`--lesson NAME`).
    pub id: String,
    /// Text key of its title and one line of what it teaches.
    pub title: String,
    pub about: String,
    pub table: Table,
    /// Who plays the other seats: `None`, the lesson's replies; a level, that computer
    /// (the whole short game).
    #[serde(default)]
    pub against: Option<String>,
    pub steps: Vec<Step>,
    /// Text key said when the lesson is done.
    pub done: String,
    /// What the done text says about the end (after every step and reply), checked by the
    /// tests.
    #[serde(default)]
    pub end: Vec<Claim>,
    /// The name of the mod it comes from (`None`: the game's own); set by the game, never
    /// read from the file.
    #[serde(skip)]
    pub from: Option<String>,
}

/// One instruction of a lesson.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// Text key of the instruction.
    pub say: String,
    /// Marbles and holes that matter, lit on the board.
    #[serde(default)]
    pub glow: Vec<String>,
    /// What the learner is to do.
    pub expect: Expect,
    /// Text key for a legal action that is not the one wanted (the rules explain illegal ones).
    #[serde(default)]
    pub wrong: Option<String>,
    /// Petri: the dice a roll of this step shows.
    #[serde(default)]
    pub dice: Option<(u8, u8)>,
    /// The other seats' actions after this step, in turn (a reply's rolls are `roll A B`); a
    /// reply may list alternatives, `j5-k2 | j5-l2`: the first the rules take is played.
    #[serde(default)]
    pub replies: Vec<String>,
    /// An action the text asks the learner to try, which the rules refuse (a
    /// [`Claim::Refused`] says why), tried where the step begins.
    #[serde(default)]
    pub attempt: Option<String>,
    /// A piece whose neighbours a [`Claim::Neighbours`] counts after the step.
    #[serde(default)]
    pub count: Option<String>,
    /// What the step's text says, checked by the tests after the learner's actions of the
    /// step (the numbers must be in this step's text, the next one's or the lesson's last).
    #[serde(default)]
    pub claims: Vec<Claim>,
}

/// What a lesson step wants.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub enum Expect {
    /// One of these actions (in notation).
    Act(Vec<String>),
    /// Petri: roll the dice.
    Roll,
    /// Any legal action, this many times (placing freely).
    Any(u8),
    /// A step (Chinese checkers).
    Step,
    /// A move of at least this many hops (Chinese checkers).
    Hops(usize),
    /// Petri capture step: check pieces so that the most are captured (any order that still
    /// reaches the best count), until the step is over.
    BestOrder,
    /// Play on until the game is over (the lesson's whole short game).
    Finish,
}

impl Lesson {
    /// The game it teaches: `checkers` or `petri` ([`Rules::game_name`]).
    pub fn game(&self) -> &'static str {
        self.table.rules().map_or("checkers", |r| r.game_name())
    }
}

/// Plays an action (in notation) by the seat to act.
pub fn play_text(game: &mut Game, text: &str) -> Result<Vec<Event>, String> {
    let action = game
        .parse_action(text)
        .map_err(|e| format!("'{text}': {e}"))?;
    let seat = game.to_move();
    game.play(seat, action)
        .map_err(|e| format!("'{text}' by seat {seat}: {e}"))
}

/// Plays a reply: the first of its alternatives (`a | b`) the rules take.
pub fn play_reply(game: &mut Game, text: &str) -> Result<Vec<Event>, String> {
    let mut why = String::new();
    for alternative in text.split('|').map(str::trim) {
        match play_text(game, alternative) {
            Ok(events) => return Ok(events),
            Err(e) => why = e,
        }
    }
    Err(why)
}

/// The reply's alternative (`a | b`) the rules take for the seat to act, as an action.
pub fn reply_action(game: &Game, text: &str) -> Result<Action, String> {
    let mut why = format!("'{text}': no alternative");
    for alternative in text.split('|').map(str::trim) {
        match game.parse_action(alternative) {
            Ok(a) if game.is_legal(game.to_move(), &a) => return Ok(a),
            Ok(a) => why = format!("'{alternative}' ({a}) is not legal now"),
            Err(e) => why = format!("'{alternative}': {e}"),
        }
    }
    Err(why)
}

/// Why the rules refuse an action (in notation) of the seat to act; `None` when they take it.
pub fn refusal(game: &Game, text: &str) -> Option<ActionError> {
    match game.parse_action(text) {
        Err(e) => Some(e),
        Ok(action) => game.check(game.to_move(), action).err(),
    }
}

/// The English text of a key (the claims are checked against what English says).
fn english(texts: English, key: &str) -> Result<String, String> {
    texts(key).ok_or_else(|| format!("no English text for '{key}'"))
}

/// Replays a diagram's scenes through the rules and checks every claim and that the English
/// text says the numbers claimed.
pub fn check_diagram(d: &Diagram, texts: English) -> Result<(), String> {
    let start = d.table.game().map_err(|e| format!("{}: {e}", d.id))?;
    for (k, scene) in d.scenes.iter().enumerate() {
        let at = |e: String| format!("diagram {} scene {}: {e}", d.id, k + 1);
        let text = english(texts, &scene.text).map_err(at)?;
        let mut game = start.clone();
        let mut captured = 0u32;
        let mut last = Vec::new();
        for action in &scene.play {
            last = play_text(&mut game, action).map_err(at)?;
            captured += last
                .iter()
                .filter(|e| matches!(e, Event::Captured { .. }))
                .count() as u32;
        }
        let size = d.table.size;
        for name in scene.glow.iter().chain(&scene.count) {
            Hole::parse(size, name).map_err(|e| at(e.to_string()))?;
        }
        let seen = Seen {
            game: &game,
            captured,
            last: &last,
            attempt: scene.attempt.as_deref(),
            start: &game,
            count: scene.count.as_deref(),
            size,
            text: &text,
        };
        check_claims(&scene.claims, &seen).map_err(at)?;
    }
    Ok(())
}

/// What a step lets through now: the actions it wants (`None`: any legal action) and whether
/// it wants a roll. [`Expect::BestOrder`] lets through every check after which the best
/// count can still be reached (and the best order itself).
pub fn wanted(expect: &Expect, game: &Game) -> (Option<Vec<Action>>, bool) {
    let legal = game.legal_actions();
    let moves_with = |keep: &dyn Fn(usize) -> bool| -> Vec<Action> {
        legal
            .iter()
            .copied()
            .filter(|a| {
                let path = game.path(*a);
                let from = a.holes().first().copied();
                let hop = path.len() > 1
                    || from.is_some_and(|f| !is_neighbour(game, f, path.last().copied()));
                keep(if hop { path.len() } else { 0 })
            })
            .collect()
    };
    match expect {
        Expect::Roll => (Some(Vec::new()), true),
        Expect::Act(texts) => (
            Some(
                texts
                    .iter()
                    .filter_map(|t| game.parse_action(t).ok())
                    .collect(),
            ),
            false,
        ),
        Expect::Any(_) | Expect::Finish => (None, game.awaits_dice()),
        Expect::Step => (Some(moves_with(&|hops| hops == 0)), false),
        Expect::Hops(n) => (Some(moves_with(&|hops| hops >= *n)), false),
        Expect::BestOrder => {
            let best = captures_after(game, &[Action::Petri(PetriAction::BestOrder)]);
            let mut keep: Vec<Action> = legal
                .iter()
                .copied()
                .filter(|a| {
                    captures_after(game, &[*a, Action::Petri(PetriAction::BestOrder)]) >= best
                })
                .collect();
            keep.push(Action::Petri(PetriAction::BestOrder));
            (Some(keep), false)
        }
    }
}

/// `to` is next to `from` (a step, not a hop).
fn is_neighbour(game: &Game, from: Hole, to: Option<Hole>) -> bool {
    let geo = game.rules().geometry();
    to.is_some_and(|t| (0..6).any(|d| geo.neighbour(from.index(), d) == Some(t.index())))
}

/// Captures made by playing these actions in turn from `game` (stopping at a refusal).
fn captures_after(game: &Game, actions: &[Action]) -> usize {
    let mut g = game.clone();
    let mut n = 0;
    for a in actions {
        let Ok(events) = g.play(g.to_move(), *a) else {
            break;
        };
        n += events
            .iter()
            .filter(|e| matches!(e, Event::Captured { .. }))
            .count();
    }
    n
}

/// Is a step of this kind over in `game` after `done` actions of the learner?
pub fn step_over(expect: &Expect, game: &Game, done: u8) -> bool {
    match expect {
        Expect::Any(n) => done >= *n,
        Expect::BestOrder => done > 0 && game.stage() != petri_rules::Stage::Capture,
        Expect::Finish => game.is_over(),
        _ => done >= 1,
    }
}

/// Plays a lesson through the rules: each step's wanted action (the first one; the first
/// legal action for a free step; the best order), its dice, the replies; fails when a step
/// wants nothing the rules allow, a reply is refused, or the lesson does not end where it
/// should. A whole-game step is left out (the computer's moves are not the lesson's).
pub fn check_lesson(l: &Lesson, texts: English) -> Result<Game, String> {
    let mut game = l
        .table
        .game()
        .map_err(|e| format!("lesson {}: {e}", l.id))?;
    let learner = Seat(0);
    for (k, step) in l.steps.iter().enumerate() {
        let at = |e: String| format!("lesson {} step {}: {e}", l.id, k + 1);
        english(texts, &step.say).map_err(at)?;
        if let Some(w) = &step.wrong {
            english(texts, w).map_err(at)?;
        }
        for name in &step.glow {
            Hole::parse(l.table.size, name).map_err(|e| at(e.to_string()))?;
        }
        if step.expect == Expect::Finish {
            continue;
        }
        let start = game.clone();
        let (mut captured, mut last) = (0u32, Vec::new());
        let mut done = 0u8;
        while !step_over(&step.expect, &game, done) {
            if game.to_move() != learner {
                return Err(at(format!(
                    "seat {} is to act, not the learner",
                    game.to_move()
                )));
            }
            let (wanted, roll) = wanted(&step.expect, &game);
            let action = if roll {
                let (a, b) = step.dice.ok_or_else(|| at("a roll without dice".into()))?;
                Action::Petri(PetriAction::Roll(a, b))
            } else {
                match wanted {
                    Some(list) => *list
                        .first()
                        .ok_or_else(|| at("nothing the rules allow is wanted".into()))?,
                    None => *game
                        .legal_actions()
                        .first()
                        .ok_or_else(|| at("no legal action".into()))?,
                }
            };
            last = game
                .play(learner, action)
                .map_err(|e| at(format!("{action}: {e}")))?;
            captured += last
                .iter()
                .filter(|e| matches!(e, Event::Captured { .. }))
                .count() as u32;
            done += 1;
            if done > 60 {
                return Err(at("the step does not end".into()));
            }
        }
        let next = match l.steps.get(k + 1) {
            Some(next) => english(texts, &next.say),
            None => english(texts, &l.done),
        }
        .map_err(at)?;
        let text = format!("{} / {next}", english(texts, &step.say).map_err(at)?);
        let seen = Seen {
            game: &game,
            captured,
            last: &last,
            attempt: step.attempt.as_deref(),
            start: &start,
            count: step.count.as_deref(),
            size: l.table.size,
            text: &text,
        };
        check_claims(&step.claims, &seen).map_err(at)?;
        for reply in &step.replies {
            play_reply(&mut game, reply).map_err(at)?;
        }
    }
    let text = english(texts, &l.done)?;
    let seen = Seen {
        game: &game,
        captured: 0,
        last: &[],
        attempt: None,
        start: &game,
        count: None,
        size: l.table.size,
        text: &text,
    };
    check_claims(&l.end, &seen).map_err(|e| format!("lesson {} at the end: {e}", l.id))?;
    english(texts, &l.title)?;
    english(texts, &l.about)?;
    english(texts, &l.done)?;
    Ok(game)
}

#[cfg(test)]
mod tests {
    use std::sync::LazyLock;

    use super::*;

    /// The game's English, which the shipped book's texts are checked against.
    static EN: LazyLock<petri_text::Table> = LazyLock::new(|| {
        petri_text::Table::parse("en", include_str!("../../../assets/lang/en.ftl"))
            .expect("en.ftl reads")
    });

    fn en(key: &str) -> Option<String> {
        EN.text(key, &[])
    }

    fn english(key: &str) -> Result<String, String> {
        super::english(&en, key)
    }

    fn shipped() -> Book {
        parse(include_str!("../../../assets/learn/book.ron")).expect("assets/learn/book.ron parses")
    }

    /// Every diagram is a real position and real actions of the rules, and says what they
    /// do: the captures it counts, the refusals it shows, the neighbours it counts.
    #[test]
    fn every_diagram_claims_what_the_rules_do() {
        let b = shipped();
        assert!(b.diagrams.len() >= 20);
        for d in &b.diagrams {
            check_diagram(d, &en).unwrap_or_else(|e| panic!("{e}"));
        }
    }

    /// A diagram claiming another count, or another reason, is caught.
    #[test]
    fn a_wrong_claim_is_caught() {
        let b = shipped();
        let mut order = b.diagram("petri-order").unwrap().clone();
        order.scenes[1].claims = vec![Claim::Captures(2)];
        assert!(
            check_diagram(&order, &en)
                .unwrap_err()
                .contains("captures 3, not 2")
        );
        let mut lock = b.diagram("cc-lock").unwrap().clone();
        lock.scenes[0].claims = vec![Claim::Refused("release".into())];
        let e = check_diagram(&lock, &en).unwrap_err();
        assert!(e.contains("refused as target-lock"), "{e}");
        let mut count = b.diagram("petri-count").unwrap().clone();
        count.scenes[1].claims = vec![Claim::Neighbours {
            enemy: 2,
            friendly: 2,
            falls: true,
        }];
        assert!(check_diagram(&count, &en).is_err());
    }

    /// Every section's diagram exists, ids are unique, every rule part has a diagram for
    /// each of its sections, and each game has at least nine lessons that play through.
    #[test]
    fn every_section_has_its_diagram_and_every_lesson_plays_through() {
        let b = shipped();
        let mut ids = std::collections::BTreeSet::new();
        for part in &b.parts {
            for s in &part.sections {
                assert!(ids.insert(s.id.clone()), "section {} twice", s.id);
                english(&s.title).unwrap();
                english(&s.text).unwrap();
                match &s.diagram {
                    Some(d) => assert!(b.diagram(d).is_some(), "no diagram {d}"),
                    None => assert_eq!(part.id, "app", "rule {} has no diagram", s.id),
                }
            }
        }
        let mut lessons = std::collections::BTreeSet::new();
        for l in &b.lessons {
            assert!(lessons.insert(l.id.clone()), "lesson {} twice", l.id);
            check_lesson(l, &en).unwrap_or_else(|e| panic!("{e}"));
        }
        let petri = b.lessons.iter().filter(|l| l.game() == "petri").count();
        assert!(petri >= 9 && b.lessons.len() - petri >= 9);
    }

    /// A lesson whose step claims another number than the rules make, or whose text does not
    /// say the number, is caught.
    #[test]
    fn a_lesson_claiming_a_wrong_number_is_caught() {
        let b = shipped();
        let mut order = b.lesson("petri-order").unwrap().clone();
        order.steps[3].claims = vec![Claim::Captures(2)];
        let e = check_lesson(&order, &en).unwrap_err();
        assert!(e.contains("captures 3, not 2"), "{e}");
        let mut end = b.lesson("petri-end").unwrap().clone();
        end.end = vec![Claim::Cup('a', 7)];
        let e = check_lesson(&end, &en).unwrap_err();
        assert!(e.contains("holds 6, not 7"), "{e}");
        let mut crowd = b.lesson("petri-crowd").unwrap().clone();
        crowd.steps[2].say = "learn.l.petri_crowd_1".into();
        let e = check_lesson(&crowd, &en).unwrap_err();
        assert!(e.contains("does not say 2"), "{e}");
    }

    /// The outside review's wrong sentences stay corrected: classic plays on, the release rule
    /// has no deadline, "home" is never the target, own triangles are not "another player's".
    #[test]
    fn the_reviews_corrected_sentences() {
        let t = |k: &str| english(k).unwrap();
        let winning = t("learn.t.winning");
        assert!(!winning.contains("By default the round is finished"));
        assert!(winning.contains("classic rules (the ones behind Play) the game goes on"));
        for key in EN.keys() {
            let text = english(&key).unwrap();
            assert!(!text.contains("leave home"), "{key}: {text}");
            assert!(!text.contains("another player's triangle"), "{key}: {text}");
            assert!(
                !text.contains("another player's star point"),
                "{key}: {text}"
            );
            assert!(
                !text.contains("your home area"),
                "{key}: one word for home: {text}"
            );
            assert!(!text.contains("its home:"), "{key}: {text}");
        }
        for key in ["hud.race", "learn.l.release_1", "learn.d.draw"] {
            let text = t(key).replace("home triangle", "");
            assert!(
                !text.contains(" home"),
                "{key}: home is the triangle a player starts in"
            );
        }
        assert!(t("learn.t.petri_back").contains("too few in hand"));
        assert!(t("learn.t.petri_captures").contains("all the other players together"));
        assert!(t("learn.t.petri_end").contains("200 turns"));
        assert!(t("learn.t.goal").contains("Red, the first seat, moves first"));
        // The release lesson takes every move that releases Blue (all its legal moves).
        let release = b_lesson("checkers-release");
        let game = release.table.game().unwrap();
        let Expect::Act(wanted) = &release.steps[0].expect else {
            panic!("the release lesson wants listed moves");
        };
        let mut legal: Vec<String> = game.legal_actions().iter().map(|a| a.to_string()).collect();
        let mut wanted = wanted.clone();
        legal.sort();
        wanted.sort();
        assert_eq!(legal, wanted);
    }

    fn b_lesson(id: &str) -> Lesson {
        shipped().lesson(id).unwrap().clone()
    }

    #[test]
    fn bad_tables_are_errors() {
        let mut t = shipped().diagram("cc-step").unwrap().table.clone();
        t.options = vec!["no-such-rule".into()];
        assert!(t.rules().unwrap_err().contains("no-such-rule"));
        let mut t = shipped().diagram("cc-step").unwrap().table.clone();
        t.board = Some([('a', vec!["z9".to_string()])].into_iter().collect());
        assert!(t.game().is_err());
        assert!(parse("( nope").is_err());
    }
}
