//! Where Chinese checkers and Petri differ for the game crate, and nowhere else: the rest of
//! the game asks here (or asks `petri-rules`, which answers for both) instead of branching on
//! the game. A third game would add a [`GameKind`] and its arms here.
//!
//! What differs: a seat's standing in words and as a bar ([`SeatProgress`], [`seat_score`],
//! [`score_detail`]), whether a seat is home, the dice, the captures, the game's names (for
//! people, for files, for the HUD's title), how the setup's options are read from and
//! written to the rules ([`read_options`], [`write_options`]), the explanations of a refused
//! or hinted action ([`explain`]), and the review's graph
//! ([`review_graph`]).

use petri_rules::{
    Action, CaptureMode, Finish, Game, PetriAction, Preset, Rules, Score, Seat, SeatStatus, Stops,
    Variant,
};

pub mod explain;

use crate::core::setup::GameSetup;
use crate::core::text::{tr, tr_with};

/// Which game is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    Checkers,
    Petri,
}

impl GameKind {
    /// The game the rules play.
    pub fn of(rules: &Rules) -> GameKind {
        GameKind::of_variant(&rules.variant)
    }

    /// The game of a rule set's variant.
    pub fn of_variant(variant: &Variant) -> GameKind {
        match variant {
            Variant::Checkers(_) => GameKind::Checkers,
            Variant::Petri(_) => GameKind::Petri,
        }
    }

    /// The game's name for people: "Chinese checkers" or "Petri".
    pub fn name(self) -> String {
        tr(match self {
            GameKind::Checkers => "game.checkers",
            GameKind::Petri => "game.petri",
        })
    }

    /// The game's short name in file names and keys: `checkers` or `petri`.
    pub fn short(self) -> &'static str {
        match self {
            GameKind::Checkers => "checkers",
            GameKind::Petri => "petri",
        }
    }

    /// Whether the game is played with dice (shown beside the board).
    pub fn has_dice(self) -> bool {
        self == GameKind::Petri
    }

    /// Whether each seat has a cup beside its point (its captured pieces).
    pub fn has_cups(self) -> bool {
        self == GameKind::Petri
    }

    /// The game's rule sets as the New game form offers them: each preset with the keys of
    /// its chip and of the line saying what it is.
    pub fn rule_sets(self) -> &'static [(Preset, &'static str, &'static str)] {
        match self {
            GameKind::Checkers => &[
                (Preset::Classic, "new.classic", "new.classic_line"),
                (Preset::Family, "new.family", "new.family_line"),
                (Preset::Online, "new.online", "new.online_line"),
            ],
            GameKind::Petri => &[
                (Preset::Petri, "new.sequential", "new.sequential_line"),
                (Preset::PetriRealtime, "new.realtime", "new.realtime_line"),
            ],
        }
    }

    /// The key naming what a piece count counts: a colour set's (Chinese checkers) or a
    /// player's (Petri).
    pub fn pieces_key(self) -> &'static str {
        match self {
            GameKind::Checkers => "menu.pieces_per_set",
            GameKind::Petri => "menu.pieces_per_player",
        }
    }

    /// Whether a move is drawn as an arrow from where it starts to where it ends (the
    /// review's moves); Petri's placements are lit where they went instead.
    pub fn draws_moves_as_arrows(self) -> bool {
        self == GameKind::Checkers
    }

    /// The triangle that carries a seat's colour by default: its target in Chinese checkers
    /// (where it goes), its home triangle in Petri (which has no targets).
    pub fn colours_home(self) -> bool {
        self == GameKind::Petri
    }
}

/// The game's name for people: "Chinese checkers" or "Petri".
pub fn game_name(rules: &Rules) -> String {
    GameKind::of(rules).name()
}

/// "Chinese checkers, 2 players" or "Petri, sequential captures" (the HUD's title).
pub fn title(rules: &Rules) -> String {
    match &rules.variant {
        Variant::Petri(o) => {
            let captures = tr(match o.captures {
                petri_rules::CaptureMode::Sequential => "new.sequential",
                petri_rules::CaptureMode::Realtime => "new.realtime",
            });
            tr_with("hud.title_petri", &[("captures", &captures)])
        }
        Variant::Checkers(_) => tr_with("hud.title_checkers", &[("players", &rules.players)]),
    }
}

/// A seat's standing as the HUD shows it beside its name.
#[derive(Clone, Debug, PartialEq)]
pub enum SeatProgress {
    /// A line of counts (Petri: hand, board, cup).
    Counts(String),
    /// A bar, the share of its marbles home, and a line under it (Chinese checkers).
    Bar { share: f32, line: String },
}

/// A seat's standing: its hand, board and cup (Petri), or its marbles home as a bar.
pub fn seat_progress(status: SeatStatus) -> SeatProgress {
    match status {
        SeatStatus::Petri { hand, board, cup } => SeatProgress::Counts(tr_with(
            "hud.petri_counts",
            &[("hand", &hand), ("board", &board), ("cup", &cup)],
        )),
        SeatStatus::Race { moves, home, total } => SeatProgress::Bar {
            share: if total == 0 {
                0.0
            } else {
                home as f32 / total as f32
            },
            line: tr_with(
                "hud.race",
                &[("moves", &moves), ("home", &home), ("total", &total)],
            ),
        },
    }
}

/// A seat's standing in a few characters: marbles home of all (`7/10`), or its cup (`4`).
pub fn seat_score(status: SeatStatus) -> String {
    match status {
        SeatStatus::Race { home, total, .. } => format!("{home}/{total}"),
        SeatStatus::Petri { cup, .. } => format!("{cup}"),
    }
}

/// The pieces in a seat's cup (Petri; none in Chinese checkers).
pub fn cup(status: SeatStatus) -> Option<u16> {
    match status {
        SeatStatus::Petri { cup, .. } => Some(cup),
        SeatStatus::Race { .. } => None,
    }
}

/// A seat's final score in words, for the results.
pub fn score_detail(score: Score) -> String {
    match score {
        Score::Home { moves } => {
            crate::core::text::tr_with("results.home_in", &[("moves", &moves)])
        }
        Score::NotHome => crate::core::text::tr("results.not_home"),
        Score::Cup(n) => crate::core::text::tr_with("results.cup", &[("n", &n)]),
    }
}

/// Whether the seat has all its marbles home (it passes while its team-mate races on).
/// Never in Petri.
pub fn is_home(status: SeatStatus) -> bool {
    matches!(status, SeatStatus::Race { home, total, .. } if home == total)
}

/// A seat's pieces in hand and on the board (Petri; zeros in Chinese checkers).
pub fn hand_and_board(status: SeatStatus) -> (u16, u32) {
    match status {
        SeatStatus::Petri { hand, board, .. } => (hand, board),
        SeatStatus::Race { .. } => (0, 0),
    }
}

/// Whether every capture of a step happens at once (Petri's realtime captures).
pub fn captures_together(rules: &Rules) -> bool {
    matches!(&rules.variant, Variant::Petri(o) if o.captures == CaptureMode::Realtime)
}

/// The actions an action stands for when sent one by one: Petri's best capture order is its
/// checks, in order; any other action is itself.
pub fn one_by_one(game: &Game, action: Action) -> Vec<Action> {
    match (game, action) {
        (Game::Petri(p), Action::Petri(PetriAction::BestOrder)) => p
            .state()
            .best_order_actions()
            .into_iter()
            .map(Action::Petri)
            .collect(),
        (_, a) => vec![a],
    }
}

/// A quick racing move of the seat to move (the tour's games): Chinese checkers only, `None`
/// in Petri or when the game is over.
pub fn racer_action(game: &Game, rng: &mut chacha20::ChaCha8Rng) -> Option<Action> {
    match game {
        Game::Checkers(g) if !g.is_over() => {
            Some(Action::Move(petri_ai::racer_move(g.position(), rng)))
        }
        _ => None,
    }
}

/// Whether a seat is shown beside a puzzle's board: a seat with no marble on the board (a
/// crossing made alone) is not. Every Petri seat is.
pub fn shown_in_puzzle(game: &Game, seat: Seat) -> bool {
    match game {
        Game::Checkers(g) => g.position().seat_holes(seat).count() > 0,
        Game::Petri(_) => true,
    }
}

/// How a setup becomes rules, and back: the options of the game chosen.
impl GameSetup {
    /// The preset's options with every seat human, default names and colours.
    pub fn for_preset(preset: Preset, players: u8) -> GameSetup {
        let rules = Rules::preset(preset, players);
        let mut setup = GameSetup {
            preset,
            players,
            size: rules.size,
            pieces: None,
            sets_per_seat: rules.sets_per_seat,
            teams: rules.teams,
            stops: Stops::Anywhere,
            target_lock: false,
            occupied_target_win: false,
            release_rule: false,
            super_hops: false,
            finish: Finish::Round,
            move_cap: 300,
            captures: CaptureMode::Sequential,
            turn_cap: 200,
            seats: Vec::new(),
            seed: 1,
        };
        read_options(&mut setup, &rules);
        setup.resize_seats();
        setup
    }

    pub fn variant(&self) -> Variant {
        self.preset.variant()
    }

    pub fn is_petri(&self) -> bool {
        self.kind() == GameKind::Petri
    }

    /// The game the setup's preset plays.
    pub fn kind(&self) -> GameKind {
        GameKind::of_variant(&self.variant())
    }

    /// The rules, validated; the error says what does not fit.
    pub fn rules(&self) -> Result<Rules, String> {
        let counts = self.preset.player_counts();
        if !counts.contains(&self.players) {
            let list: Vec<String> = counts.iter().map(|n| n.to_string()).collect();
            return Err(format!(
                "{} is played by {} players, not {}",
                self.preset,
                list.join(", "),
                self.players
            ));
        }
        let mut rules = Rules::preset(self.preset, self.players).with_size(self.size);
        if let Some(p) = self.pieces {
            rules = rules.with_pieces(p);
        }
        let rules = write_options(self, rules);
        rules.validate().map_err(|e| e.to_string())?;
        Ok(rules)
    }
}

/// The setup's options of the game the rules play, read from them.
fn read_options(setup: &mut GameSetup, rules: &Rules) {
    match &rules.variant {
        Variant::Checkers(o) => {
            setup.stops = o.stops;
            setup.target_lock = o.target_lock;
            setup.occupied_target_win = o.occupied_target_win;
            setup.release_rule = o.release_rule;
            setup.super_hops = o.super_hops;
            setup.finish = o.finish;
            setup.move_cap = o.move_cap;
        }
        Variant::Petri(o) => {
            setup.captures = o.captures;
            setup.turn_cap = o.turn_cap;
        }
    }
}

/// The rules with the setup's options of their game written in.
fn write_options(setup: &GameSetup, rules: Rules) -> Rules {
    match GameKind::of(&rules) {
        GameKind::Petri => rules.with_petri(|o| {
            o.captures = setup.captures;
            o.turn_cap = setup.turn_cap;
        }),
        GameKind::Checkers => rules
            .with_sets_per_seat(setup.sets_per_seat)
            .with_teams(setup.teams)
            .with_checkers(|o| {
                o.stops = setup.stops;
                o.target_lock = setup.target_lock;
                o.occupied_target_win = setup.occupied_target_win;
                o.release_rule = setup.release_rule;
                o.super_hops = setup.super_hops;
                o.finish = setup.finish;
                o.move_cap = setup.move_cap;
            }),
    }
}

/// The review's graph over the whole game, ready to draw: a line a seat, and in Petri a
/// fainter one beside it.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewGraph {
    /// The plies drawn, in order (Petri: each turn's start, where the standing is whole).
    pub plies: Vec<usize>,
    /// Each seat's value at each ply drawn: its distance home in rows, or its cup.
    pub lines: Vec<Vec<f32>>,
    /// Each seat's second, fainter line (Petri: its pieces in play); empty otherwise.
    pub faint: Vec<Vec<f32>>,
    /// The values grow upward (cups), else downward (distance home: home is at the top).
    pub up: bool,
    /// The key of the line under the graph saying what it shows, if one is needed.
    pub caption: Option<&'static str>,
}

/// The review's graph of `seats` seats.
pub fn review_graph(review: &petri_ai::review::Review, seats: usize) -> ReviewGraph {
    let last_ply = review.graph.last().map_or(1, |p| p.ply.max(1));
    let petri = review.petri;
    // Petri: the standing at each turn's start (within a turn pieces come and go).
    let starts: std::collections::HashSet<usize> = review.turns.iter().map(|t| t.ply).collect();
    let points: Vec<&petri_ai::review::GraphPoint> = review
        .graph
        .iter()
        .filter(|p| !petri || p.ply == last_ply || starts.contains(&p.ply))
        .collect();
    let line = |value: &dyn Fn(&petri_ai::review::GraphPoint) -> f32| -> Vec<f32> {
        points.iter().map(|p| value(p)).collect()
    };
    let lines = (0..seats)
        .map(|seat| {
            if petri {
                line(&|p| p.cup.get(seat).copied().unwrap_or(0) as f32)
            } else {
                line(&|p| p.distance.get(seat).copied().unwrap_or(0) as f32)
            }
        })
        .collect();
    let faint = if petri {
        (0..seats)
            .map(|seat| line(&|p| p.in_play.get(seat).copied().unwrap_or(0) as f32))
            .collect()
    } else {
        Vec::new()
    };
    ReviewGraph {
        plies: points.iter().map(|p| p.ply).collect(),
        lines,
        faint,
        up: petri,
        caption: petri.then_some("review.graph_petri"),
    }
}
