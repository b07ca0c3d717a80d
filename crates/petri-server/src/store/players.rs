//! Players, their tokens and accounts: a guest as their first token's hash, an account and its
//! sessions (one token hash each), passwords, names, and deleting an account.

use rusqlite::{OptionalExtension, params};

use super::Store;
use crate::room::PlayerId;
use crate::storage::{Account, Known};

impl Store {
    /// A new player by their token's hash.
    pub fn add_player_hashed(&self, id: &str, hash: &str, name: &str) -> rusqlite::Result<()> {
        self.db().execute(
            "INSERT INTO players (id, token_hash, name) VALUES (?1, ?2, ?3)",
            params![id, hash, name],
        )?;
        Ok(())
    }

    /// The player whose token has this hash (a guest's first token, or any session of an
    /// account); a guest's name is updated to `name`, an account keeps its own.
    pub fn player_by_hash(&self, hash: &str, name: &str) -> rusqlite::Result<Option<Known>> {
        let db = self.db();
        let id: Option<String> = db
            .query_row(
                "SELECT id FROM players WHERE token_hash = ?1
                 UNION ALL SELECT player FROM sessions WHERE token_hash = ?1",
                params![hash],
                |r| r.get(0),
            )
            .optional()?;
        let Some(id) = id else { return Ok(None) };
        let account: Option<String> = db
            .query_row(
                "SELECT name FROM accounts WHERE player = ?1",
                params![id],
                |r| r.get(0),
            )
            .optional()?;
        let name = account.as_deref().unwrap_or(name);
        db.execute(
            "UPDATE players SET name = ?1 WHERE id = ?2",
            params![name, id],
        )?;
        Ok(Some(Known { id, account }))
    }

    pub(super) fn account_where(
        &self,
        column: &str,
        value: &str,
    ) -> rusqlite::Result<Option<Account>> {
        self.db()
            .query_row(
                &format!("SELECT player, name, key, password FROM accounts WHERE {column} = ?1"),
                params![value],
                |r| {
                    Ok(Account {
                        player: r.get(0)?,
                        name: r.get(1)?,
                        key: r.get(2)?,
                        password: r.get(3)?,
                    })
                },
            )
            .optional()
    }

    /// The guest becomes the account; its first token becomes a session. False: taken.
    pub fn register(&self, a: &Account, hash: &str) -> rusqlite::Result<bool> {
        let mut db = self.db();
        let tx = db.transaction()?;
        let inserted = tx.execute(
            "INSERT OR IGNORE INTO accounts (player, key, name, password) VALUES (?1, ?2, ?3, ?4)",
            params![a.player, a.key, a.name, a.password],
        )?;
        if inserted == 0 {
            return Ok(false);
        }
        tx.execute(
            "INSERT OR IGNORE INTO sessions (token_hash, player) VALUES (?1, ?2)",
            params![hash, a.player],
        )?;
        tx.execute(
            "UPDATE players SET name = ?1, token_hash = 'session:' || id WHERE id = ?2",
            params![a.name, a.player],
        )?;
        tx.commit()?;
        Ok(true)
    }

    pub fn add_token(&self, player: &str, hash: &str) -> rusqlite::Result<()> {
        self.db().execute(
            "INSERT OR REPLACE INTO sessions (token_hash, player) VALUES (?1, ?2)",
            params![hash, player],
        )?;
        Ok(())
    }

    pub fn drop_token(&self, player: &str, hash: &str) -> rusqlite::Result<()> {
        let db = self.db();
        db.execute(
            "DELETE FROM sessions WHERE token_hash = ?1 AND player = ?2",
            params![hash, player],
        )?;
        db.execute(
            "UPDATE players SET token_hash = 'dropped:' || id WHERE token_hash = ?1 AND id = ?2",
            params![hash, player],
        )?;
        Ok(())
    }

    pub fn set_password(&self, player: &str, phc: &str, keep: &str) -> rusqlite::Result<()> {
        let mut db = self.db();
        let tx = db.transaction()?;
        tx.execute(
            "UPDATE accounts SET password = ?1 WHERE player = ?2",
            params![phc, player],
        )?;
        tx.execute(
            "DELETE FROM sessions WHERE player = ?1 AND token_hash <> ?2",
            params![player, keep],
        )?;
        tx.commit()
    }

    pub fn names(&self, players: &[PlayerId]) -> rusqlite::Result<Vec<String>> {
        let db = self.db();
        let mut q = db.prepare("SELECT name FROM players WHERE id = ?1")?;
        players
            .iter()
            .map(|p| {
                Ok(q.query_row(params![p], |r| r.get::<_, String>(0))
                    .optional()?
                    .unwrap_or_else(|| crate::accounts::DELETED.to_string()))
            })
            .collect()
    }

    pub fn delete_account(&self, player: &str) -> rusqlite::Result<()> {
        let mut db = self.db();
        let tx = db.transaction()?;
        tx.execute("DELETE FROM accounts WHERE player = ?1", params![player])?;
        tx.execute("DELETE FROM sessions WHERE player = ?1", params![player])?;
        // Off the leaderboards; the games stay.
        tx.execute("DELETE FROM ratings WHERE player = ?1", params![player])?;
        tx.execute(
            "UPDATE players SET name = ?1, token_hash = 'deleted:' || id WHERE id = ?2",
            params![crate::accounts::DELETED, player],
        )?;
        tx.commit()
    }
}
