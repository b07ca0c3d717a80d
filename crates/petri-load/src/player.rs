//! One simulated player: what it knows of its room (the game, the versions, the clocks), how
//! it takes in the server's frames and answers them, and how it plays.

use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use chacha20::ChaCha8Rng;
use petri_net::{
    ClientMessage, ClockView, ErrorCode, RoomStatus, Seen, ServerMessage, Snapshot, Versions,
    VoteKind, VoteState, WireMove,
};
use petri_rules::{Game, Seat, Stage};
use rand::{RngExt, SeedableRng};
use tokio::time::{Instant, timeout_at};

use crate::client::{Ws, recv, send};

/// Send and receive times of moves, by room and version.
#[derive(Default)]
pub struct Clock {
    pub sent: HashMap<(String, u64), Instant>,
    pub received: HashMap<(String, u64), Vec<Instant>>,
    /// For idle players: how late `out_of_time` came after the deadline their clock frame
    /// announced (ms; negative: early).
    pub flags: Vec<i64>,
}

/// Errors printed so far (the first few are shown).
static SHOWN: AtomicUsize = AtomicUsize::new(0);

/// Prints one of the first few errors.
fn show(line: std::fmt::Arguments) {
    if SHOWN.fetch_add(1, Ordering::Relaxed) < 5 {
        eprintln!("petri-load: {line}");
    }
}

/// One simulated player.
pub struct Player {
    pub ws: Ws,
    pub token: String,
    pub name: String,
    /// The node it is connected to (an index into the scenario's URLs).
    pub node: usize,
    pub room: String,
    pub you: Option<u8>,
    pub seats: usize,
    pub v: Versions,
    game: Option<Game>,
    pub status: RoomStatus,
    rng: ChaCha8Rng,
    /// The `v` of the move this player sent and waits for.
    pub pending: Option<u64>,
    pub errors: usize,
    /// Changes that came twice (a `v` already seen).
    pub repeats: usize,
    voted: bool,
    /// The connection closed under it.
    pub lost: bool,
    /// When the last snapshot came.
    pub snapshot_at: Option<Instant>,
    pub chat_every: Option<Duration>,
    chatted: Instant,
    /// Random moves instead of greedy ones.
    pub random: bool,
    /// Stops moving after its first move (its clock runs out: the turn it lets run starts
    /// while it reads, so its start is seen when it happens).
    pub idle: bool,
    moved: bool,
    /// When its own clock last started to run, and the time it had then (ms).
    turn: Option<(Instant, u64)>,
    /// The room's clocks as last heard (a `clock` frame or a snapshot), and when.
    pub clock_seen: Option<(Instant, ClockView)>,
}

impl Player {
    pub fn new(ws: Ws, token: String, name: String, node: usize, seed: u64) -> Player {
        Player {
            ws,
            token,
            name,
            node,
            room: String::new(),
            you: None,
            seats: 0,
            v: Versions::default(),
            game: None,
            status: RoomStatus::Waiting,
            rng: ChaCha8Rng::seed_from_u64(seed),
            pending: None,
            errors: 0,
            repeats: 0,
            voted: false,
            lost: false,
            snapshot_at: None,
            chat_every: None,
            chatted: Instant::now(),
            random: false,
            idle: false,
            moved: false,
            turn: None,
            clock_seen: None,
        }
    }

    pub fn my_turn(&self) -> bool {
        !(self.idle && self.moved)
            && self.status == RoomStatus::Playing
            && self.pending.is_none()
            && match (&self.game, self.you) {
                (Some(g), Some(you)) => !g.is_over() && g.to_move() == Seat(you),
                _ => false,
            }
    }

    pub fn moves(&self) -> Vec<String> {
        self.game
            .as_ref()
            .map_or_else(Vec::new, |g| g.record().moves)
    }

    /// A move: in Chinese checkers a greedy one (random play runs to the move cap, 300 moves
    /// a seat: `--random` asks for that), in Petri a random legal action (the rules cap a
    /// game's turns); a Petri roll is the server's: `roll`.
    fn pick(&mut self) -> Option<WireMove> {
        let g = self.game.as_ref()?;
        if matches!(g.stage(), Stage::Roll | Stage::FirstRoll) {
            return Some(WireMove::Roll);
        }
        if let Some(c) = g.checkers().filter(|_| !self.random) {
            return Some(WireMove::Act(
                petri_ai::greedy_move(c.position(), &mut self.rng).into(),
            ));
        }
        let actions = g.legal_actions();
        if actions.is_empty() {
            return None;
        }
        Some(WireMove::Act(
            actions[self.rng.random_range(0..actions.len())],
        ))
    }

    /// Takes in a server message; returns a message to answer with.
    pub fn take(&mut self, m: ServerMessage, clock: &Mutex<Clock>) -> Option<ClientMessage> {
        match m {
            ServerMessage::Snapshot(s) => {
                self.take_snapshot(&s);
                None
            }
            ServerMessage::Moved { v, seat, action } => self.take_moved(v, seat, &action, clock),
            ServerMessage::Clock(c) => {
                self.clock_seen = Some((Instant::now(), c.clone()));
                let you = self.you.map(usize::from);
                self.turn = you
                    .filter(|&y| c.running == Some(y as u8))
                    .map(|y| (Instant::now(), c.left(y, 0)));
                None
            }
            ServerMessage::OutOfTime { seat } => {
                if Some(seat) == self.you
                    && let Some((at, left)) = self.turn.take()
                {
                    let late = at.elapsed().as_millis() as i64 - left as i64;
                    clock.lock().unwrap().flags.push(late);
                }
                None
            }
            ServerMessage::Seat { v, .. } => match self.v.accept(v) {
                Seen::Gap => Some(ClientMessage::Sync),
                Seen::Next | Seen::Old => None,
            },
            ServerMessage::Over { v, .. } => self.take_over(v),
            ServerMessage::Vote(state) => self.take_vote(&state),
            ServerMessage::Error { code, message } => self.take_error(code, &message),
            _ => None,
        }
    }

    fn take_snapshot(&mut self, s: &Snapshot) {
        self.room = s.room.clone();
        self.you = s.you;
        self.seats = s.seats.len();
        self.v.reset(s.v);
        self.status = s.status;
        // The tester never takes a move back: no undo history for 2 000 games.
        self.game = s.record.replay().ok().map(|mut g| {
            g.keep_undo(false);
            g
        });
        self.pending = None;
        self.voted = false;
        self.snapshot_at = Some(Instant::now());
        self.clock_seen = s.clock.clone().map(|c| (Instant::now(), c));
    }

    fn take_moved(
        &mut self,
        v: u64,
        seat: u8,
        action: &str,
        clock: &Mutex<Clock>,
    ) -> Option<ClientMessage> {
        clock
            .lock()
            .unwrap()
            .received
            .entry((self.room.clone(), v))
            .or_default()
            .push(Instant::now());
        if self.pending == Some(v) {
            self.pending = None;
        }
        match self.v.accept(v) {
            Seen::Next => {}
            Seen::Old => {
                self.repeats += 1;
                return None;
            }
            Seen::Gap => return Some(ClientMessage::Sync),
        }
        let ok = self.game.as_mut().is_some_and(|g| {
            g.parse_action(action)
                .and_then(|a| g.play(Seat(seat), a))
                .is_ok()
        });
        if !ok {
            self.errors += 1;
            return Some(ClientMessage::Sync);
        }
        None
    }

    fn take_over(&mut self, v: u64) -> Option<ClientMessage> {
        if self.v.accept(v) == Seen::Gap {
            return Some(ClientMessage::Sync);
        }
        self.status = RoomStatus::Over;
        self.voted = true;
        if self.idle {
            // It ran out of time: no seat to vote with.
            return None;
        }
        Some(ClientMessage::Propose {
            kind: VoteKind::NewGame,
            seat: None,
        })
    }

    fn take_vote(&mut self, state: &VoteState) -> Option<ClientMessage> {
        // Yes to the running vote (also when this player's own proposal was refused
        // because the other's came first).
        if self.you.is_none_or(|y| state.yes.contains(&y)) {
            return None;
        }
        self.voted = true;
        Some(ClientMessage::Vote {
            kind: state.kind,
            yes: true,
        })
    }

    fn take_error(&mut self, code: ErrorCode, message: &str) -> Option<ClientMessage> {
        // Chat over its rate is expected of a chatty player, and a new-game proposal
        // after the other player's; not errors.
        if code == ErrorCode::RateLimited && message.contains("chat")
            || code == ErrorCode::VoteRefused
        {
            return None;
        }
        self.errors += 1;
        show(format_args!("{} got error {code}: {message}", self.name));
        self.pending = None;
        // a move that was refused: see the room as it is
        matches!(
            code,
            ErrorCode::Stale | ErrorCode::NotYourTurn | ErrorCode::IllegalMove
        )
        .then_some(ClientMessage::Sync)
    }

    /// Sends its move, timed in `clock`. False: the connection is gone.
    async fn make_move(&mut self, clock: &Mutex<Clock>) -> bool {
        if !self.my_turn() {
            return true;
        }
        let Some(m) = self.pick() else {
            return true;
        };
        let v = self.v.v() + 1;
        clock
            .lock()
            .unwrap()
            .sent
            .insert((self.room.clone(), v), Instant::now());
        self.pending = Some(v);
        self.moved = true;
        send(&mut self.ws, &m.message(self.v.v())).await.is_ok()
    }

    /// Sends its chat line. False: the connection is gone.
    async fn chat(&mut self, now: Instant) -> bool {
        self.chatted = now;
        let line = ClientMessage::Chat {
            text: format!("gg from {}", self.name),
        };
        send(&mut self.ws, &line).await.is_ok()
    }
}

/// Plays until `until` or until the connection closes (`lost`).
pub async fn play_one(
    mut p: Player,
    until: Instant,
    think: Duration,
    clock: Arc<Mutex<Clock>>,
) -> Player {
    let mut due: Option<Instant> = None;
    if p.lost {
        // No connection: it waits to be brought back.
        return p;
    }
    loop {
        if p.my_turn() && due.is_none() {
            due = Some(Instant::now() + think);
        }
        let chat_due = p.chat_every.map(|e| p.chatted + e);
        let wake = [due, chat_due, Some(until)]
            .into_iter()
            .flatten()
            .min()
            .expect("until");
        match timeout_at(wake, recv(&mut p.ws)).await {
            Ok(Some(Ok(m))) => {
                if let Some(answer) = p.take(m, &clock)
                    && send(&mut p.ws, &answer).await.is_err()
                {
                    p.lost = true;
                    return p;
                }
                if !p.my_turn() {
                    due = None;
                }
            }
            Ok(Some(Err(e))) => {
                // A frame this build cannot read: counted, and play goes on.
                p.errors += 1;
                show(format_args!("{}: {e}", p.name));
            }
            Ok(None) => {
                p.lost = true;
                return p;
            }
            Err(_) => {
                let now = Instant::now();
                if now >= until {
                    return p;
                }
                if chat_due.is_some_and(|c| now >= c) && !p.chat(now).await {
                    p.lost = true;
                    return p;
                }
                if due.is_some_and(|d| now >= d) {
                    due = None;
                    if !p.make_move(&clock).await {
                        p.lost = true;
                        return p;
                    }
                }
            }
        }
    }
}
