//! A client's message once every field is checked: [`Checked`], what
//! [`ClientMessage::checked`] (and so [`ClientMessage::parse`]) gives and what the server acts
//! on. Its shape holds what the check found: a new room is played by a mode or by rules of its
//! own, never by neither or both ([`RoomRules`]); the account messages stand together
//! ([`AccountRequest`]), for the one place that answers them.

use petri_rules::{Level, Rules};

use crate::PROTO;
use crate::client::ClientMessage;
use crate::clock::TimeControl;
use crate::names::{check_game, check_token, room_name};
use crate::text::{check_account_name, check_move, check_password, clean_chat, clean_name};
use crate::values::{Mode, VoteKind, check_seat};

/// A client's message with every field checked and the text ones cleaned (names and chat
/// without control characters, room names canonical, tokens in lower case).
///
/// The variants whose fields were checked are `#[non_exhaustive]`: other crates match them
/// (with `..`) but cannot build them, so such a value in the server's hands came from
/// [`ClientMessage::checked`]. The variants without fields to check ([`Checked::Sync`], …) may
/// be built anywhere.
#[derive(Clone, Debug, PartialEq)]
pub enum Checked {
    /// `hello` in this crate's protocol version ([`PROTO`]): a clean name, and a token of
    /// [`TOKEN_HEX`](crate::TOKEN_HEX) hex digits if any.
    #[non_exhaustive]
    Hello {
        name: String,
        token: Option<String>,
    },
    /// `quick_join` in a mode its preset is played in.
    #[non_exhaustive]
    QuickJoin {
        mode: Mode,
        rated: bool,
    },
    /// `create_room`: a valid mode or rule set (rated only with a mode), and a time control
    /// within the limits if any.
    #[non_exhaustive]
    CreateRoom {
        rules: RoomRules,
        rated: bool,
        clock: Option<TimeControl>,
    },
    /// `join` the room of this canonical name.
    #[non_exhaustive]
    Join {
        room: String,
    },
    /// `watch` the room of this canonical name.
    #[non_exhaustive]
    Watch {
        room: String,
    },
    Leave,
    /// `move`: a trimmed text of the characters moves are written with (whether the game can
    /// play it is the room's to judge).
    #[non_exhaustive]
    Move {
        v: u64,
        action: String,
    },
    /// `chat`: a clean line of 1 to [`CHAT_MAX`](crate::CHAT_MAX) characters.
    #[non_exhaustive]
    Chat {
        text: String,
    },
    /// `propose`: a `computer` vote names a seat, the others none.
    #[non_exhaustive]
    Propose {
        kind: VoteKind,
        seat: Option<u8>,
    },
    Vote {
        kind: VoteKind,
        yes: bool,
    },
    Sync,
    /// `add_computer` on a seat below [`MAX_SEATS`](crate::MAX_SEATS).
    #[non_exhaustive]
    AddComputer {
        seat: u8,
        level: Level,
    },
    /// `take_seat` of a seat below [`MAX_SEATS`](crate::MAX_SEATS).
    #[non_exhaustive]
    TakeSeat {
        seat: u8,
    },
    Bye,
    Lobby {
        on: bool,
    },
    /// `register`, `login`, `logout`, `change_password` or `delete_account`.
    Account(AccountRequest),
    /// `leaderboard` of a mode its preset is played in.
    #[non_exhaustive]
    Leaderboard {
        mode: Mode,
    },
    /// `player`: a name as accounts' names are written.
    #[non_exhaustive]
    Player {
        name: String,
    },
    /// `record` of a rated game's id as the server writes it.
    #[non_exhaustive]
    Record {
        game: String,
    },
}

/// What a new room is played by: a mode (a preset and a player count), or a rule set of its
/// own (a friends room; never rated).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum RoomRules {
    Mode(Mode),
    Own(Rules),
}

impl RoomRules {
    /// The room's mode; none for rules of its own.
    pub fn mode(self) -> Option<Mode> {
        match self {
            RoomRules::Mode(mode) => Some(mode),
            RoomRules::Own(_) => None,
        }
    }

    /// The rule set the room plays.
    pub fn to_rules(self) -> Rules {
        match self {
            RoomRules::Mode(mode) => mode.to_rules(),
            RoomRules::Own(rules) => rules,
        }
    }
}

/// An account message, checked: names as accounts' names are written (trimmed), passwords of
/// an allowed length (kept as given).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AccountRequest {
    #[non_exhaustive]
    Register {
        name: String,
        password: String,
    },
    #[non_exhaustive]
    Login {
        name: String,
        password: String,
    },
    Logout,
    #[non_exhaustive]
    ChangePassword {
        old: String,
        new: String,
    },
    #[non_exhaustive]
    DeleteAccount {
        password: String,
    },
}

impl ClientMessage {
    /// Checks every field and cleans the text ones: the message as the server acts on it, or
    /// why not (the text of a `bad_message`).
    pub fn checked(self) -> Result<Checked, String> {
        use ClientMessage as M;
        Ok(match self {
            M::Hello { proto, name, token } => hello(proto, &name, token)?,
            M::QuickJoin { mode, rated } => {
                mode.check()?;
                Checked::QuickJoin { mode, rated }
            }
            M::CreateRoom {
                mode,
                rules,
                rated,
                clock,
            } => create_room(mode, rules, rated, clock)?,
            M::Join { room } => Checked::Join {
                room: room_name(&room)?,
            },
            M::Watch { room } => Checked::Watch {
                room: room_name(&room)?,
            },
            M::Leave => Checked::Leave,
            M::Move { v, action } => Checked::Move {
                v,
                action: check_move(&action)?,
            },
            M::Chat { text } => Checked::Chat {
                text: clean_chat(&text)?,
            },
            M::Propose { kind, seat } => Checked::Propose {
                kind,
                seat: proposed_seat(kind, seat)?,
            },
            M::Vote { kind, yes } => Checked::Vote { kind, yes },
            M::Sync => Checked::Sync,
            M::AddComputer { seat, level } => Checked::AddComputer {
                seat: check_seat(seat)?,
                level,
            },
            M::TakeSeat { seat } => Checked::TakeSeat {
                seat: check_seat(seat)?,
            },
            M::Bye => Checked::Bye,
            M::Lobby { on } => Checked::Lobby { on },
            M::Register { name, password } => {
                let (name, password) = credentials(&name, password)?;
                Checked::Account(AccountRequest::Register { name, password })
            }
            M::Login { name, password } => {
                let (name, password) = credentials(&name, password)?;
                Checked::Account(AccountRequest::Login { name, password })
            }
            M::Logout => Checked::Account(AccountRequest::Logout),
            M::ChangePassword { old, new } => Checked::Account(AccountRequest::ChangePassword {
                old: check_password("old", old)?,
                new: check_password("new", new)?,
            }),
            M::DeleteAccount { password } => Checked::Account(AccountRequest::DeleteAccount {
                password: check_password("password", password)?,
            }),
            M::Leaderboard { mode } => {
                mode.check()?;
                Checked::Leaderboard { mode }
            }
            M::Player { name } => Checked::Player {
                name: check_account_name(&name)?,
            },
            M::Record { game } => Checked::Record {
                game: check_game(&game)?,
            },
        })
    }
}

/// `hello`: this crate's protocol version, a well-formed token if any, a clean name (checked
/// in that order).
fn hello(proto: u32, name: &str, token: Option<String>) -> Result<Checked, String> {
    if proto != PROTO {
        return Err(format!(
            "this server speaks protocol {PROTO}, not {proto}: update the game"
        ));
    }
    let token = match token {
        Some(t) => Some(check_token(&t)?),
        None => None,
    };
    Ok(Checked::Hello {
        name: clean_name(name)?,
        token,
    })
}

/// `create_room`: a mode or rules of its own (exactly one of them), rated only with a mode,
/// and the time control within the limits.
fn create_room(
    mode: Option<Mode>,
    rules: Option<Rules>,
    rated: bool,
    clock: Option<TimeControl>,
) -> Result<Checked, String> {
    let rules = match (mode, rules) {
        (Some(mode), None) => {
            mode.check()?;
            RoomRules::Mode(mode)
        }
        (None, Some(_)) if rated => {
            return Err("create_room: only a mode's games are rated, not own rules".into());
        }
        (None, Some(rules)) => {
            rules.validate().map_err(|e| format!("rules: {e}"))?;
            RoomRules::Own(rules)
        }
        _ => return Err("create_room: give either mode or rules".into()),
    };
    if let Some(c) = clock {
        c.check()?;
    }
    Ok(Checked::CreateRoom {
        rules,
        rated,
        clock,
    })
}

/// The seat a `propose` names: a seat for a `computer` vote, none for the others.
fn proposed_seat(kind: VoteKind, seat: Option<u8>) -> Result<Option<u8>, String> {
    match (kind, seat) {
        (VoteKind::Computer, Some(s)) => Ok(Some(check_seat(s)?)),
        (VoteKind::Computer, None) => Err("propose computer: name the seat".into()),
        (_, Some(_)) => Err(format!("propose {kind:?}: takes no seat")),
        (_, None) => Ok(None),
    }
}

/// An account's name and a password (`register`, `login`), the name checked first.
fn credentials(name: &str, password: String) -> Result<(String, String), String> {
    let name = check_account_name(name)?;
    Ok((name, check_password("password", password)?))
}

/// The message as the client could have sent it, with its fields as checked: what goes on to
/// a room (rooms take [`ClientMessage`]s), and a checked message's frame.
impl From<Checked> for ClientMessage {
    fn from(m: Checked) -> ClientMessage {
        use ClientMessage as M;
        match m {
            Checked::Hello { name, token } => M::Hello {
                proto: PROTO,
                name,
                token,
            },
            Checked::QuickJoin { mode, rated } => M::QuickJoin { mode, rated },
            Checked::CreateRoom {
                rules,
                rated,
                clock,
            } => M::CreateRoom {
                mode: rules.mode(),
                rules: match rules {
                    RoomRules::Mode(_) => None,
                    RoomRules::Own(rules) => Some(rules),
                },
                rated,
                clock,
            },
            Checked::Join { room } => M::Join { room },
            Checked::Watch { room } => M::Watch { room },
            Checked::Leave => M::Leave,
            Checked::Move { v, action } => M::Move { v, action },
            Checked::Chat { text } => M::Chat { text },
            Checked::Propose { kind, seat } => M::Propose { kind, seat },
            Checked::Vote { kind, yes } => M::Vote { kind, yes },
            Checked::Sync => M::Sync,
            Checked::AddComputer { seat, level } => M::AddComputer { seat, level },
            Checked::TakeSeat { seat } => M::TakeSeat { seat },
            Checked::Bye => M::Bye,
            Checked::Lobby { on } => M::Lobby { on },
            Checked::Account(request) => request.into(),
            Checked::Leaderboard { mode } => M::Leaderboard { mode },
            Checked::Player { name } => M::Player { name },
            Checked::Record { game } => M::Record { game },
        }
    }
}

impl From<AccountRequest> for ClientMessage {
    fn from(request: AccountRequest) -> ClientMessage {
        match request {
            AccountRequest::Register { name, password } => {
                ClientMessage::Register { name, password }
            }
            AccountRequest::Login { name, password } => ClientMessage::Login { name, password },
            AccountRequest::Logout => ClientMessage::Logout,
            AccountRequest::ChangePassword { old, new } => {
                ClientMessage::ChangePassword { old, new }
            }
            AccountRequest::DeleteAccount { password } => ClientMessage::DeleteAccount { password },
        }
    }
}
