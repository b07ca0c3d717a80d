//! The online client's reasoning, without sockets or Bevy: what each server message means for
//! the game here ([`Client::receive`]), what the person's choices send ([`Client::relay`]),
//! and the moves waiting to be shown ([`Client::next_input`]). Unit-tested without a server.
//!
//! **Confirmed, not optimistic.** The person's own action is checked against the rules here
//! (an illegal one is explained at once) and sent; the board changes only when the server's
//! `moved` comes back. The server is the authority (it rolls the dice, it may refuse a move as
//! `stale`): showing a move first and taking it back would make pieces jump back and forth,
//! and a round trip costs less than the move's own animation.

use std::collections::VecDeque;
use std::time::Duration;

use petri_net::{
    ChatLine, ClientMessage, ErrorCode, PROTO, RoomStatus, SeatView, Seen, ServerMessage, Snapshot,
    Versions, VoteKind, VoteState, WireMove,
};
use petri_rules::{Action, Rules, Seat, Standing};

use crate::core::session::Session;
use crate::core::setup::{SeatKind, SeatSetup, colour_name};
use crate::core::text::{tr, tr_with};
use crate::core::turn::TurnInput;

/// What the game must do after a server message or a choice of the person.
pub enum Effect {
    /// A frame for the server.
    Send(ClientMessage),
    /// The room's game, rebuilt from a snapshot: it replaces the session being shown.
    Show(Box<Session>),
    /// The room has no game to show (waiting for players, or the player left): back to the
    /// online screen.
    Lobby,
    /// A line for the player.
    Notice(String),
}

impl std::fmt::Debug for Effect {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Effect::Send(m) => write!(f, "Send({})", m.to_frame()),
            Effect::Show(s) => write!(f, "Show({})", s.game.to_notation()),
            Effect::Lobby => f.write_str("Lobby"),
            Effect::Notice(n) => write!(f, "Notice({n:?})"),
        }
    }
}

/// The room the player is in, as the server last described it.
#[derive(Clone, Debug, PartialEq)]
pub struct Room {
    pub room: String,
    pub name: String,
    pub public: bool,
    pub status: RoomStatus,
    pub seats: Vec<SeatView>,
    pub you: Option<u8>,
    pub creator: bool,
    pub to_move: Option<u8>,
    pub result: Option<Vec<Standing>>,
    /// The room's games are rated.
    pub rated: bool,
}

/// An action of the person sent and not yet played by the server.
#[derive(Clone, Debug, PartialEq)]
struct Outstanding {
    /// The move sent.
    sent: WireMove,
    /// The room's version it was sent for.
    v: u64,
    /// Actions that follow it in the same choice (a best capture order), sent one at a time.
    rest: VecDeque<Action>,
}

/// The protocol state of one player.
#[derive(Debug, Default)]
pub struct Client {
    /// The name given in `hello`.
    pub name: String,
    /// The secret to resume with (from `welcome`).
    pub token: Option<String>,
    /// The player's public id.
    pub player: Option<String>,
    /// `welcome` received on the current connection.
    pub welcomed: bool,
    /// The account signed in on this connection (none: a guest).
    pub account: Option<String>,
    /// The last rated game's changes, by seat (shown on the results).
    pub rated: Vec<petri_net::RatingChange>,
    /// The room's clocks as last heard, and a count of their changes (the view notes when
    /// the count moves, and counts down from then).
    pub clock: Option<petri_net::ClockView>,
    pub clock_seq: u64,
    pub room: Option<Room>,
    /// The room's version as last seen.
    pub v: Versions,
    /// A `sync` is under way: moves are ignored until its snapshot.
    pub syncing: bool,
    pub chat: Vec<ChatLine>,
    pub vote: Option<VoteState>,
    /// Actions the server played that the board has not shown yet, read as they came (the
    /// rules of the room's game are known from its snapshot); checked against the game shown
    /// when their turn comes.
    queue: VecDeque<(Seat, Action)>,
    /// The rules of the room's game (from its snapshot): how its actions are read.
    rules: Option<Rules>,
    outstanding: Option<Outstanding>,
    /// The person's action the server refused as `stale` (the room changed meanwhile, for
    /// instance a player reconnected): sent again after the snapshot when it still fits.
    resend: Option<Outstanding>,
    /// `stale` refusals on their way for frames already known to be stale (sent again).
    stale_expected: u32,
    /// What to ask once welcomed (a room to join from a link, a mode to play).
    pub wanted: Option<ClientMessage>,
    /// Chat lines arrived since the chat window was last looked at.
    pub unread: usize,
    /// How many people wait and play in each mode (the server's lobby counts, while the
    /// lobby is shown).
    pub lobby: Vec<petri_net::ModeCount>,
    /// The live public games the lobby lists (to watch).
    pub live: Vec<petri_net::LiveGame>,
    /// The leaderboard last received (the leaderboard page asks for it).
    pub leaderboard: Option<petri_net::api::Leaderboard>,
    /// The player's page last received.
    pub player_page: Option<petri_net::api::PlayerPage>,
    /// A rated game's record received and not yet used: (game, the record's JSON).
    pub record: Option<(String, String)>,
    /// The last page asked for was not found: the server's words (a player, a game).
    pub not_found: Option<String>,
}

impl Client {
    pub fn new(name: &str) -> Client {
        Client {
            name: name.to_owned(),
            ..Client::default()
        }
    }

    /// The first frame on a new connection: resumes the player when a token is known.
    pub fn hello(&mut self) -> ClientMessage {
        self.welcomed = false;
        self.account = None;
        let name = petri_net::clean_name(&self.name).unwrap_or_else(|_| tr("online.anonymous"));
        ClientMessage::Hello {
            proto: PROTO,
            name,
            token: self.token.clone(),
        }
    }

    /// The connection is gone: what was waiting for an answer will not get one.
    pub fn connection_lost(&mut self) {
        self.welcomed = false;
        self.account = None;
        // Whatever was in flight is answered on no connection; the snapshot of the resumed
        // room tells whether it was played.
        if let Some(o) = self.outstanding.take() {
            self.resend = Some(o);
        }
        self.stale_expected = 0;
        self.syncing = false;
    }

    /// Asks the server, or remembers the request until the player is welcomed.
    pub fn request(&mut self, message: ClientMessage) -> Vec<Effect> {
        if self.welcomed {
            vec![Effect::Send(message)]
        } else {
            self.wanted = Some(message);
            Vec::new()
        }
    }

    /// The player leaves the room (the seat forfeits in a running game).
    pub fn leave(&mut self) -> Vec<Effect> {
        self.forget_room();
        let mut out = vec![Effect::Lobby];
        if self.welcomed {
            out.insert(0, Effect::Send(ClientMessage::Leave));
        }
        out
    }

    fn forget_room(&mut self) {
        self.room = None;
        self.rated.clear();
        self.clock = None;
        self.clock_seq += 1;
        self.queue.clear();
        self.outstanding = None;
        self.resend = None;
        self.vote = None;
        self.chat.clear();
        self.unread = 0;
        self.syncing = false;
        self.v.reset(0);
    }

    /// What a server message means here.
    pub fn receive(&mut self, message: ServerMessage) -> Vec<Effect> {
        match message {
            ServerMessage::Welcome { token, player, .. } => {
                self.token = Some(token);
                self.player = Some(player);
                self.welcomed = true;
                // A player in a room gets its snapshot from the server on resuming.
                self.wanted.take().map(Effect::Send).into_iter().collect()
            }
            ServerMessage::Account { name } => {
                self.account = name;
                Vec::new()
            }
            ServerMessage::Rated { changes } => self.rated(changes),
            ServerMessage::Clock(view) => {
                self.clock = Some(view);
                self.clock_seq += 1;
                Vec::new()
            }
            ServerMessage::OutOfTime { seat } => {
                let name = self
                    .room
                    .as_ref()
                    .and_then(|r| r.seats.get(usize::from(seat)))
                    .and_then(|s| s.name.clone())
                    .unwrap_or_default();
                vec![Effect::Notice(tr_with(
                    "online.out_of_time",
                    &[("name", &name)],
                ))]
            }
            ServerMessage::Snapshot(snapshot) => self.snapshot(*snapshot),
            ServerMessage::Moved { v, seat, action } => self.moved(v, seat, &action),
            ServerMessage::Seat {
                v,
                seat,
                name,
                connected,
                computer,
                vanished,
            } => {
                if let Err(out) = self.fresh(v) {
                    return out;
                }
                self.seat_changed(seat, name, connected, computer, vanished);
                Vec::new()
            }
            ServerMessage::Chat { from, text } => {
                self.chat.push(ChatLine { from, text });
                self.unread += 1;
                Vec::new()
            }
            ServerMessage::Vote(vote) => {
                let notice = vote_notice(&vote);
                self.vote = Some(vote);
                vec![Effect::Notice(notice)]
            }
            ServerMessage::VoteClosed { .. } => {
                self.vote = None;
                vec![Effect::Notice(tr("online.vote_closed"))]
            }
            ServerMessage::Over { v, result } => {
                if let Err(out) = self.fresh(v) {
                    return out;
                }
                if let Some(room) = &mut self.room {
                    room.status = RoomStatus::Over;
                    room.result = Some(result);
                }
                Vec::new()
            }
            ServerMessage::Error { code, message } => self.error(code, &message),
            // The lobby counts are the online screen's (the mode tiles), not the room's.
            ServerMessage::Lobby { modes, live } => {
                self.lobby = modes;
                self.live = live;
                Vec::new()
            }
            ServerMessage::Leaderboard(board) => {
                self.leaderboard = Some(board);
                Vec::new()
            }
            ServerMessage::Player(page) => {
                self.not_found = None;
                self.player_page = Some(*page);
                Vec::new()
            }
            ServerMessage::Record { game, record } => {
                self.record = Some((game, record));
                Vec::new()
            }
        }
    }

    /// A rated game's rating changes: the seats show the new ratings at once.
    fn rated(&mut self, changes: Vec<petri_net::RatingChange>) -> Vec<Effect> {
        if let Some(room) = &mut self.room {
            for c in &changes {
                if let Some(s) = room.seats.get_mut(usize::from(c.seat)) {
                    s.rating = Some(petri_net::SeatRating {
                        rating: c.rating,
                        provisional: c.provisional,
                    });
                }
            }
        }
        self.rated = changes;
        Vec::new()
    }

    /// An action the server played: read, then shown in turn (the person's own: confirmed,
    /// and what follows it sent).
    fn moved(&mut self, v: u64, seat: u8, action: &str) -> Vec<Effect> {
        if let Err(out) = self.fresh(v) {
            return out;
        }
        let read = self.rules.as_ref().map(|rules| Action::read(rules, action));
        let Some(Ok(action)) = read else {
            // An action that cannot be read here: the two sides differ.
            return self.resync();
        };
        if self.outstanding.is_some() && self.you() == Some(seat) {
            return self.confirmed(Seat(seat), action);
        }
        self.queue.push_back((Seat(seat), action));
        Vec::new()
    }

    /// Someone sat down, left, came back or vanished (or a computer took the seat).
    fn seat_changed(
        &mut self,
        seat: u8,
        name: Option<String>,
        connected: bool,
        computer: Option<petri_rules::Level>,
        vanished: bool,
    ) {
        if let Some(room) = &mut self.room
            && let Some(s) = room.seats.get_mut(usize::from(seat))
        {
            s.name = name;
            s.connected = connected;
            s.computer = computer;
            s.vanished = vanished;
        }
    }

    /// `v` is the next version: take it. Otherwise what to do: nothing for one already seen
    /// (or while a `sync` is under way), a `sync` for a gap.
    fn fresh(&mut self, v: u64) -> Result<(), Vec<Effect>> {
        if self.syncing {
            return Err(Vec::new());
        }
        match self.v.accept(v) {
            Seen::Next => Ok(()),
            Seen::Old => Err(Vec::new()),
            Seen::Gap => Err(self.resync()),
        }
    }

    /// The game here and the room's differ (or may): forget what is queued and ask for the
    /// whole room; actions are ignored until its snapshot.
    fn resync(&mut self) -> Vec<Effect> {
        self.syncing = true;
        self.queue.clear();
        vec![Effect::Send(ClientMessage::Sync)]
    }

    fn snapshot(&mut self, snapshot: Snapshot) -> Vec<Effect> {
        let same_room = self.room.as_ref().is_some_and(|r| r.room == snapshot.room);
        self.clock = snapshot.clock.clone();
        self.clock_seq += 1;
        self.v.reset(snapshot.v);
        self.syncing = false;
        self.queue.clear();
        self.rules = Some(snapshot.record.rules);
        // An action in flight for an older version will be refused as stale: it is sent
        // again for this one (when it still fits). One for this version stands.
        if let Some(o) = self.outstanding.take() {
            if o.v == snapshot.v {
                self.outstanding = Some(o);
            } else {
                self.stale_expected += 1;
                self.resend = Some(o);
            }
        }
        self.unread = if same_room {
            self.unread + snapshot.chat.len().saturating_sub(self.chat.len())
        } else {
            0
        };
        self.chat = snapshot.chat.clone();
        self.vote = snapshot.vote.clone();
        self.room = Some(Room {
            room: snapshot.room.clone(),
            name: snapshot.name.clone(),
            public: snapshot.public,
            status: snapshot.status,
            seats: snapshot.seats.clone(),
            you: snapshot.you,
            creator: snapshot.creator,
            to_move: snapshot.to_move,
            result: snapshot.result.clone(),
            rated: snapshot.rated,
        });
        match snapshot.status {
            RoomStatus::Waiting => vec![Effect::Lobby],
            RoomStatus::Cancelled => vec![Effect::Lobby, Effect::Notice(tr("online.cancelled"))],
            RoomStatus::Playing | RoomStatus::Over => match session_from_snapshot(&snapshot) {
                Ok(session) => {
                    let again = self.send_again(&session);
                    let mut out = vec![Effect::Show(Box::new(session))];
                    out.extend(again);
                    out
                }
                Err(e) => vec![
                    Effect::Lobby,
                    Effect::Notice(tr_with("online.bad_snapshot", &[("why", &e)])),
                ],
            },
        }
    }

    /// The person's action refused as `stale` (or lost with the connection), sent again when
    /// it is still theirs to play and still legal in the room's game.
    fn send_again(&mut self, session: &Session) -> Option<Effect> {
        let o = self.resend.take()?;
        let seat = session.local_seat()?;
        if session.to_move() != seat || session.is_over() {
            return None;
        }
        match o.sent {
            WireMove::Act(action) => {
                if !session.game.is_legal(seat, &action) {
                    return None;
                }
            }
            WireMove::Roll if !session.game.awaits_dice() => return None,
            WireMove::Roll => {}
        }
        let message = o.sent.message(self.v.v());
        self.outstanding = Some(Outstanding { v: self.v.v(), ..o });
        Some(Effect::Send(message))
    }

    /// The server played the person's own action: show it, and send what follows it.
    fn confirmed(&mut self, seat: Seat, action: Action) -> Vec<Effect> {
        self.queue.push_back((seat, action));
        let mut out = Vec::new();
        if let Some(mut o) = self.outstanding.take()
            && let Some(next) = o.rest.pop_front()
        {
            let sent = WireMove::Act(next);
            out.push(Effect::Send(sent.message(self.v.v())));
            self.outstanding = Some(Outstanding {
                sent,
                v: self.v.v(),
                rest: o.rest,
            });
        }
        out
    }

    fn error(&mut self, code: ErrorCode, message: &str) -> Vec<Effect> {
        // A page that is not there: the page says so; a move on its way is not concerned.
        if code == ErrorCode::NotFound {
            self.not_found = Some(message.to_owned());
            return vec![Effect::Notice(error_text(code, message))];
        }
        // The refusal of a frame already sent again: nothing to do.
        if code == ErrorCode::Stale && self.stale_expected > 0 {
            self.stale_expected -= 1;
            return Vec::new();
        }
        let outstanding = self.outstanding.take();
        // A pass the server already played for us (it plays forced passes) is no news; a
        // stale move is sent again after the snapshot.
        let quiet = match (code, &outstanding) {
            (ErrorCode::NotYourTurn, Some(o)) => o.sent.text() == "pass",
            (ErrorCode::Stale, Some(_)) => true,
            _ => false,
        };
        if code == ErrorCode::Stale {
            self.resend = outstanding;
        }
        let mut out = Vec::new();
        if !quiet {
            out.push(Effect::Notice(error_text(code, message)));
        }
        match code {
            // The rules here allowed what the server refused: the two games differ.
            ErrorCode::IllegalMove | ErrorCode::NotYourTurn
                if !quiet && !self.syncing && self.room.is_some() =>
            {
                out.extend(self.resync());
            }
            // Behind the room: ask for all of it.
            ErrorCode::Stale if !self.syncing => out.extend(self.resync()),
            ErrorCode::NotInRoom if self.room.is_some() => {
                self.forget_room();
                out.push(Effect::Lobby);
            }
            _ => {}
        }
        out
    }

    /// The person's choice in the game (`None`: a Petri roll), already checked against the
    /// rules here: the frame for the server, or why not now.
    pub fn relay(&mut self, session: &Session, action: Option<Action>) -> Vec<Effect> {
        if !self.welcomed {
            return vec![Effect::Notice(tr("online.not_connected"))];
        }
        if self.outstanding.is_some() || self.syncing || !self.queue.is_empty() {
            return Vec::new();
        }
        // A best capture order goes as its checks, one after another.
        let mut actions: VecDeque<Action> = action
            .map(|a| crate::core::games::one_by_one(&session.game, a))
            .unwrap_or_default()
            .into();
        let sent = match action {
            None => WireMove::Roll,
            Some(_) => match actions.pop_front() {
                Some(first) => WireMove::Act(first),
                None => return Vec::new(),
            },
        };
        self.outstanding = Some(Outstanding {
            sent,
            v: self.v.v(),
            rest: actions,
        });
        vec![Effect::Send(sent.message(self.v.v()))]
    }

    /// The next action the server played, for the turn machine (when it is ready for one):
    /// [`TurnInput::Act`] for another seat, [`TurnInput::Confirmed`] for the person's own.
    /// An action that does not fit the game shown means the two differ: `Err` carries the
    /// `sync` to send.
    pub fn next_input(&mut self, session: &Session) -> Option<Result<TurnInput, Effect>> {
        let (seat, action) = self.queue.pop_front()?;
        if seat != session.to_move() || !session.game.is_legal(seat, &action) {
            return self.resync().pop().map(Err);
        }
        Some(Ok(if session.relays(seat) {
            TurnInput::Confirmed { seat, action }
        } else {
            TurnInput::Act { seat, action }
        }))
    }

    /// Moves waiting to be shown.
    /// The server's final standings once the room's game is over and every move it played
    /// has been shown.
    pub fn ended(&self) -> Option<&Vec<Standing>> {
        let room = self.room.as_ref()?;
        if room.status != RoomStatus::Over || !self.queue.is_empty() || self.syncing {
            return None;
        }
        room.result.as_ref()
    }

    pub fn queued(&self) -> usize {
        self.queue.len()
    }

    /// The person's seat in the room (`None` when watching or not in a room).
    pub fn you(&self) -> Option<u8> {
        self.room.as_ref().and_then(|r| r.you)
    }

    /// A seat has been gone long enough for the others to vote the game off.
    pub fn someone_vanished(&self) -> bool {
        self.room
            .as_ref()
            .is_some_and(|r| r.seats.iter().any(|s| s.vanished))
    }
}

/// The game of a snapshot: its record replayed, the person's seat human, the others remote.
pub fn session_from_snapshot(snapshot: &Snapshot) -> Result<Session, String> {
    let record = &snapshot.record;
    let game = record.replay().map_err(|e| e.to_string())?;
    let rules = record.rules;
    let seats = (0..rules.players)
        .map(|i| {
            let view = snapshot.seats.get(usize::from(i));
            let name = view
                .and_then(|v| v.name.clone())
                .or_else(|| record.names.get(usize::from(i)).cloned())
                .unwrap_or_else(|| colour_name(usize::from(i)));
            let colour = view.map(|v| v.colour.index()).unwrap_or(usize::from(i) % 6);
            SeatSetup {
                kind: if snapshot.you == Some(i) {
                    SeatKind::Human
                } else {
                    SeatKind::Remote
                },
                name,
                colour,
            }
        })
        .collect();
    let mut session = Session::with_game(rules, seats, game, 0);
    session.mode = crate::core::session::SessionMode::Online;
    if snapshot.status == RoomStatus::Over && !session.game.is_over() {
        session.ended = snapshot.result.clone();
    }
    Ok(session)
}

/// The player's notice for a refusal from the server: the game's words for its code, in the
/// player's language (the server's English `message` goes to the log).
pub fn error_text(code: ErrorCode, message: &str) -> String {
    debug!("online: the server refused ({}): {message}", code.as_str());
    let key = match code {
        ErrorCode::BadMessage => "online.error.bad_message",
        ErrorCode::NotInRoom => "online.error.not_in_room",
        ErrorCode::RoomNotFound => "online.error.room_not_found",
        ErrorCode::RoomFull => "online.error.room_full",
        ErrorCode::NotYourTurn => "online.error.not_your_turn",
        ErrorCode::IllegalMove => "online.error.illegal_move",
        ErrorCode::Stale => "online.error.stale",
        ErrorCode::RateLimited => "online.error.rate_limited",
        ErrorCode::VoteRefused => "online.error.vote_refused",
        ErrorCode::NotAllowed => "online.error.not_allowed",
        ErrorCode::Unavailable => "online.error.unavailable",
        ErrorCode::NameTaken => "online.error.name_taken",
        ErrorCode::BadLogin => "online.error.bad_login",
        ErrorCode::NotFound => "online.error.not_found",
    };
    tr(key)
}

fn vote_notice(vote: &VoteState) -> String {
    let key = match vote.kind {
        VoteKind::NewGame => "online.vote_new_game",
        VoteKind::Cancel => "online.vote_cancel",
        VoteKind::Computer => "online.vote_computer",
    };
    tr_with(key, &[("yes", &vote.yes.len()), ("needed", &vote.needed)])
}

/// How long to wait before the `attempt`-th try to reconnect (0 is the first): 1 s, doubling,
/// at most 30 s.
pub fn backoff(attempt: u32) -> Duration {
    Duration::from_secs(1u64 << attempt.min(5)).min(Duration::from_secs(30))
}

#[cfg(test)]
mod tests;
