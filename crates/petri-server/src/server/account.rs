//! Accounts on a connection: `register`, `login`, `logout`, `change_password` and
//! `delete_account`. Passwords are hashed and checked on blocking threads, a few at a time
//! ([`HASHING`]), so a flood of logins cannot starve the rooms; failed logins are limited per
//! address and per account before any hash is computed. No password is ever logged.

use super::*;
use crate::accounts::{self, Limiter, PER_ACCOUNT, PER_ADDRESS};
use crate::storage::Account;
use petri_net::AccountRequest;

/// Passwords hashed or checked at once (each takes tens of ms and 19 MiB).
pub(super) const HASHING: usize = 2;

/// Failed logins, per address and per account (by its name's key), on this node.
pub(super) struct Logins {
    by_address: Limiter<IpAddr>,
    by_account: Limiter<String>,
    /// When the limiters were last swept of forgotten keys.
    swept: u64,
}

impl Default for Logins {
    fn default() -> Logins {
        Logins {
            by_address: Limiter::new(PER_ADDRESS),
            by_account: Limiter::new(PER_ACCOUNT),
            swept: 0,
        }
    }
}

impl Logins {
    /// A password may be tried for this key from this address now: the attempt counts as a
    /// failure until it proves right ([`Logins::succeeded`]), so attempts made at once cannot
    /// slip past the limit while their hashes are checked. `Err(message)`: locked.
    fn attempt(&mut self, addr: IpAddr, key: &str, now: u64) -> Result<(), String> {
        if now.saturating_sub(self.swept) > 60_000 {
            self.by_address.sweep(now);
            self.by_account.sweep(now);
            self.swept = now;
        }
        let wait = [
            self.by_address.check(&addr, now).err(),
            self.by_account.check(&key.to_string(), now).err(),
        ]
        .into_iter()
        .flatten()
        .max();
        if let Some(ms) = wait {
            return Err(format!(
                "too many failed logins: try again in {} s",
                ms.div_ceil(1000)
            ));
        }
        self.by_address.failed(&addr, now);
        self.by_account.failed(&key.to_string(), now);
        Ok(())
    }

    /// The attempt was right: the account starts afresh, the address's count is as before.
    fn succeeded(&mut self, addr: IpAddr, key: &str) {
        self.by_address.forgive(&addr);
        self.by_account.succeeded(&key.to_string());
    }
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

impl Served {
    /// An account message, answered.
    pub(super) async fn account(
        &mut self,
        socket: &mut WebSocket,
        request: AccountRequest,
    ) -> Flow {
        let answer = match request {
            AccountRequest::Register { name, password, .. } => self.register(name, password).await,
            AccountRequest::Login { name, password, .. } => {
                self.login(socket, name, password).await
            }
            AccountRequest::ChangePassword { old, new, .. } => self.change_password(old, new).await,
            AccountRequest::Logout => self.logout().await,
            AccountRequest::DeleteAccount { password, .. } => self.delete(password).await,
        };
        match answer {
            Ok(Some(msg)) => send(socket, &msg).await,
            Ok(None) => Flow::Go,
            Err(Gone::Error(e)) => send(socket, &e).await,
            Err(Gone::Close) => {
                let _ = send(socket, &ServerMessage::Account { name: None }).await;
                let _ = send_message(socket, close(1000, "signed out")).await;
                Flow::End
            }
        }
    }

    fn entry(&self) -> Option<(IpAddr, String, bool)> {
        let reg = self.app.reg();
        let e = reg.conns.get(&self.conn)?;
        Some((e.addr, e.token_hash.clone(), e.room.is_some()))
    }

    async fn register(&mut self, name: String, password: String) -> Answer {
        let app = self.app.clone();
        let (_, hash, _) = self.entry().ok_or(Gone::Close)?;
        if let Some(a) = app
            .storage
            .account_of(&self.player)
            .await
            .map_err(storage)?
        {
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
        let phc = hashing(&app, move || accounts::hash_password(&password))
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
        Ok(Some(ServerMessage::Account { name: Some(name) }))
    }

    async fn login(&mut self, socket: &mut WebSocket, name: String, password: String) -> Answer {
        let app = self.app.clone();
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
        let hash = crate::store::token_hash(&token);
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
        if let Flow::End = send(socket, &welcome).await {
            return Err(Gone::Close);
        }
        let named = ServerMessage::Account {
            name: Some(account.name.clone()),
        };
        if let Flow::End = send(socket, &named).await {
            return Err(Gone::Close);
        }
        resume(&app, self.conn, &account.player, &account.name).await;
        Ok(None)
    }

    async fn change_password(&mut self, old: String, new: String) -> Answer {
        let app = self.app.clone();
        let (addr, hash, _) = self.entry().ok_or(Gone::Close)?;
        let account = self.own_account().await?;
        let account = self
            .checked(addr, &account.key.clone(), old, Some(account))
            .await?;
        let phc = hashing(&app, move || accounts::hash_password(&new))
            .await
            .ok_or_else(|| Gone::Error(unavailable_now()))?
            .map_err(|e| Gone::Error(refused(ErrorCode::Unavailable, e)))?;
        app.storage
            .set_password(&self.player, &phc, &hash)
            .await
            .map_err(storage)?;
        Ok(Some(ServerMessage::Account {
            name: Some(account.name),
        }))
    }

    async fn logout(&mut self) -> Answer {
        let (_, hash, _) = self.entry().ok_or(Gone::Close)?;
        self.own_account().await?;
        self.app
            .storage
            .drop_token(&self.player, &hash)
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
            .delete_account(&self.player)
            .await
            .map_err(storage)?;
        Err(Gone::Close)
    }

    async fn own_account(&self) -> Result<Account, Gone> {
        self.app
            .storage
            .account_of(&self.player)
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
        let app = &self.app;
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
        self.name = name.to_string();
        if let Some(e) = self.app.reg().conns.get_mut(&self.conn) {
            e.name = name.to_string();
        }
    }

    /// The connection serves another player from now on (one connection per player: an older
    /// one of theirs is dropped).
    fn become_player(&mut self, player: &str, name: &str, hash: &str) {
        let old = {
            let mut reg = self.app.reg();
            if reg.player_conn.get(&self.player) == Some(&self.conn) {
                reg.player_conn.remove(&self.player);
            }
            if let Some(e) = reg.conns.get_mut(&self.conn) {
                e.player = player.to_string();
                e.name = name.to_string();
                e.token_hash = hash.to_string();
            }
            reg.player_conn.insert(player.to_string(), self.conn)
        };
        if let Some(old) = old.filter(|o| *o != self.conn) {
            drop_conn(&self.app, old);
        }
        node::kick(&self.app, player, self.conn);
        self.player = player.to_string();
        self.name = name.to_string();
    }
}

/// An account message's outcome: an answer (or none), a refusal, or the end of the
/// connection (after logout and deletion).
type Answer = Result<Option<ServerMessage>, Gone>;

enum Gone {
    Error(ServerMessage),
    Close,
}

fn storage(e: String) -> Gone {
    eprintln!("accounts: {e}");
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
