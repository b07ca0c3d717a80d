//! Accounts on a connection: `register`, `login`, `logout`, `change_password` and
//! `delete_account`, answered for the connection's [`Session`] with a [`Reply`] that the
//! connection sends. Passwords are hashed and checked on blocking threads, a few at a time
//! ([`HASHING`]), so a flood of logins cannot starve the rooms; failed logins are limited per
//! address and per account before any hash is computed. No password is ever logged.

use std::net::IpAddr;

use petri_net::{ErrorCode, PROTO, ServerMessage};
use tracing::warn;

use super::state::{App, hex, random_bytes};
use crate::accounts;
use crate::room::{ConnId, PlayerId};
use crate::storage::Account;
use crate::store::token_hash;
use petri_net::AccountRequest;

/// Passwords hashed or checked at once (each takes tens of ms and 19 MiB).
pub(super) const HASHING: usize = 2;

/// A connection as its account messages see it: who it is (a login or a new account's name
/// changes that).
pub(super) struct Session<'a> {
    pub(super) app: &'a App,
    pub(super) conn: ConnId,
    pub(super) player: &'a mut PlayerId,
    pub(super) name: &'a mut String,
}

/// What the connection does after an account message.
pub(super) enum Reply {
    /// Sends this answer.
    Send(ServerMessage),
    /// Logged in: sends these frames (`welcome`, `account`), then goes back to the account's
    /// room, if any.
    LoggedIn(Vec<ServerMessage>),
    /// Signed out (after logout and deletion, or a login it could not tell): sends `account`
    /// without a name, then closes.
    Close,
}

/// Runs password work on a blocking thread, [`HASHING`] at a time.
async fn hashing<T: Send + 'static>(
    app: &App,
    f: impl FnOnce() -> T + Send + 'static,
) -> Option<T> {
    let _permit = app.hashing.acquire().await.ok()?;
    tokio::task::spawn_blocking(f).await.ok()
}

fn refused(code: ErrorCode, message: impl Into<String>) -> ServerMessage {
    ServerMessage::error(code, message)
}

impl Session<'_> {
    /// An account message, answered.
    pub(super) async fn answer(&mut self, request: AccountRequest) -> Reply {
        let answer = match request {
            AccountRequest::Register { name, password, .. } => self.register(name, password).await,
            AccountRequest::Login { name, password, .. } => self.login(name, password).await,
            AccountRequest::ChangePassword { old, new, .. } => self.change_password(old, new).await,
            AccountRequest::Logout => self.logout().await,
            AccountRequest::DeleteAccount { password, .. } => self.delete(password).await,
        };
        match answer {
            Ok(reply) => reply,
            Err(Gone::Error(e)) => Reply::Send(e),
            Err(Gone::Close) => Reply::Close,
        }
    }

    fn entry(&self) -> Option<(IpAddr, String, bool)> {
        let reg = self.app.reg();
        let e = reg.conns.get(&self.conn)?;
        Some((e.addr, e.token_hash.clone(), e.room.is_some()))
    }

    async fn register(&mut self, name: String, password: String) -> Answer {
        let app = self.app;
        let (_, hash, _) = self.entry().ok_or(Gone::Close)?;
        if let Some(a) = app.storage.account_of(self.player).await.map_err(storage)? {
            return Err(Gone::Error(refused(
                ErrorCode::NotAllowed,
                format!("you are {} already", a.name),
            )));
        }
        let key = accounts::name_key(&name);
        if accounts::is_reserved(&key) {
            return Err(taken(&name, "is reserved"));
        }
        if app.storage.account(&key).await.map_err(storage)?.is_some() {
            return Err(taken(&name, "is taken"));
        }
        let phc = hashing(app, move || accounts::hash_password(&password))
            .await
            .ok_or_else(|| Gone::Error(unavailable_now()))?
            .map_err(|e| Gone::Error(refused(ErrorCode::Unavailable, e)))?;
        let account = Account {
            player: self.player.clone(),
            name: name.clone(),
            key,
            password: phc,
        };
        if !app
            .storage
            .register(&account, &hash)
            .await
            .map_err(storage)?
        {
            return Err(taken(&name, "is taken"));
        }
        self.set_name(&name);
        Ok(Reply::Send(ServerMessage::Account { name: Some(name) }))
    }

    async fn login(&mut self, name: String, password: String) -> Answer {
        let app = self.app;
        let (addr, _, in_room) = self.entry().ok_or(Gone::Close)?;
        if in_room {
            return Err(Gone::Error(refused(
                ErrorCode::NotAllowed,
                "leave your room first",
            )));
        }
        let key = accounts::name_key(&name);
        let account = self.checked(addr, &key, password, None).await?;
        // This connection is the account's now, with a token of its own.
        let token = hex(&random_bytes::<16>());
        let hash = token_hash(&token);
        app.storage
            .add_token(&account.player, &hash)
            .await
            .map_err(storage)?;
        self.become_player(&account.player, &account.name, &hash);
        let welcome = ServerMessage::Welcome {
            proto: PROTO,
            token,
            player: account.player.clone(),
        };
        let named = ServerMessage::Account {
            name: Some(account.name.clone()),
        };
        Ok(Reply::LoggedIn(vec![welcome, named]))
    }

    async fn change_password(&mut self, old: String, new: String) -> Answer {
        let app = self.app;
        let (addr, hash, _) = self.entry().ok_or(Gone::Close)?;
        let account = self.own_account().await?;
        let account = self
            .checked(addr, &account.key.clone(), old, Some(account))
            .await?;
        let phc = hashing(app, move || accounts::hash_password(&new))
            .await
            .ok_or_else(|| Gone::Error(unavailable_now()))?
            .map_err(|e| Gone::Error(refused(ErrorCode::Unavailable, e)))?;
        app.storage
            .set_password(self.player, &phc, &hash)
            .await
            .map_err(storage)?;
        Ok(Reply::Send(ServerMessage::Account {
            name: Some(account.name),
        }))
    }

    async fn logout(&mut self) -> Answer {
        let (_, hash, _) = self.entry().ok_or(Gone::Close)?;
        self.own_account().await?;
        self.app
            .storage
            .drop_token(self.player, &hash)
            .await
            .map_err(storage)?;
        Err(Gone::Close)
    }

    async fn delete(&mut self, password: String) -> Answer {
        let (addr, _, in_room) = self.entry().ok_or(Gone::Close)?;
        let account = self.own_account().await?;
        if in_room {
            return Err(Gone::Error(refused(
                ErrorCode::NotAllowed,
                "leave your room first",
            )));
        }
        self.checked(addr, &account.key.clone(), password, Some(account))
            .await?;
        self.app
            .storage
            .delete_account(self.player)
            .await
            .map_err(storage)?;
        Err(Gone::Close)
    }

    async fn own_account(&self) -> Result<Account, Gone> {
        self.app
            .storage
            .account_of(self.player)
            .await
            .map_err(storage)?
            .ok_or_else(|| {
                Gone::Error(refused(
                    ErrorCode::NotAllowed,
                    "you are a guest: register or log in first",
                ))
            })
    }

    /// The account (found by its key, or the one given) when the password is its own;
    /// failures counted, locked keys refused before any hash is computed.
    async fn checked(
        &self,
        addr: IpAddr,
        key: &str,
        password: String,
        known: Option<Account>,
    ) -> Result<Account, Gone> {
        let app = self.app;
        let now = app.now();
        app.logins()
            .attempt(addr, key, now)
            .map_err(|m| Gone::Error(refused(ErrorCode::RateLimited, m)))?;
        let account = match known {
            Some(a) => Some(a),
            None => app.storage.account(key).await.map_err(storage)?,
        };
        let right = match &account {
            Some(a) => {
                let phc = a.password.clone();
                hashing(app, move || accounts::verify_password(&password, &phc))
                    .await
                    .ok_or_else(|| Gone::Error(unavailable_now()))?
            }
            None => false,
        };
        match account {
            Some(a) if right => {
                app.logins().succeeded(addr, key);
                Ok(a)
            }
            _ => Err(Gone::Error(refused(
                ErrorCode::BadLogin,
                "wrong name or password",
            ))),
        }
    }

    fn set_name(&mut self, name: &str) {
        *self.name = name.to_string();
        if let Some(e) = self.app.reg().conns.get_mut(&self.conn) {
            e.name = name.to_string();
        }
    }

    /// The connection serves another player from now on (one connection per player: an older
    /// one of theirs is dropped).
    fn become_player(&mut self, player: &str, name: &str, hash: &str) {
        let old = {
            let mut reg = self.app.reg();
            if reg.player_conn.get(self.player.as_str()) == Some(&self.conn) {
                reg.player_conn.remove(self.player.as_str());
            }
            if let Some(e) = reg.conns.get_mut(&self.conn) {
                e.player = player.to_string();
                e.name = name.to_string();
                e.token_hash = hash.to_string();
            }
            reg.player_conn.insert(player.to_string(), self.conn)
        };
        if let Some(old) = old.filter(|o| *o != self.conn) {
            self.app.drop_conn(old);
        }
        self.app.nodes.kick(player, self.conn);
        *self.player = player.to_string();
        *self.name = name.to_string();
    }
}

/// An account message's outcome: a reply, a refusal, or the end of the connection (after
/// logout and deletion).
type Answer = Result<Reply, Gone>;

enum Gone {
    Error(ServerMessage),
    Close,
}

fn storage(e: String) -> Gone {
    warn!("accounts: {e}");
    Gone::Error(refused(
        ErrorCode::Unavailable,
        "the server cannot reach its accounts now: try again in a moment",
    ))
}

fn unavailable_now() -> ServerMessage {
    refused(ErrorCode::Unavailable, "the server is stopping")
}

fn taken(name: &str, why: &str) -> Gone {
    Gone::Error(refused(
        ErrorCode::NameTaken,
        format!("the name {name:?} {why}: choose another"),
    ))
}
