//! Rooms: a room's change written in one transaction (the room without its moves, and a row of
//! moves after it), a room deleted, and every stored room read back whole (an older build's
//! room, its moves inside its document, rewritten in today's form).

use rusqlite::params;

use super::{Store, Written};
use crate::room::{Change, MovesRow, RoomState, assemble};

impl Store {
    /// Stores a room's change in one transaction: the old game's moves dropped (a new game),
    /// the room rewritten (when more than moves changed), the new moves appended. Answers
    /// what it wrote.
    pub fn write(&self, room: &str, change: &Change) -> rusqlite::Result<Written> {
        let mut db = self.db();
        let tx = db.transaction()?;
        let mut w = Written::default();
        if change.new_game {
            w.rows += tx.execute("DELETE FROM room_moves WHERE room = ?1", params![room])? as u64;
        }
        if let Some(state) = &change.state {
            let json = serde_json::to_string(state).expect("room state is plain data");
            w.bytes += json.len() as u64;
            w.rows += tx.execute(
                "INSERT INTO rooms (name, state) VALUES (?1, ?2)
                 ON CONFLICT(name) DO UPDATE SET state = excluded.state",
                params![room, json],
            )? as u64;
        }
        if let Some(row) = change.row() {
            w.bytes += insert_moves(&tx, room, &row)?;
            w.rows += 1;
        }
        tx.commit()?;
        Ok(w)
    }

    pub fn delete_room(&self, name: &str) -> rusqlite::Result<()> {
        let mut db = self.db();
        let tx = db.transaction()?;
        tx.execute("DELETE FROM room_moves WHERE room = ?1", params![name])?;
        tx.execute("DELETE FROM rooms WHERE name = ?1", params![name])?;
        tx.commit()
    }

    /// Every stored room, whole (those that cannot be read are reported and skipped). A room
    /// stored by an older build, its moves inside its JSON, is rewritten in today's form.
    pub fn rooms(&self) -> rusqlite::Result<Vec<RoomState>> {
        let mut db = self.db();
        let stored: Vec<(String, String)> = {
            let mut q = db.prepare("SELECT name, state FROM rooms")?;
            q.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
                .collect::<rusqlite::Result<_>>()?
        };
        let mut rows: std::collections::HashMap<String, Vec<MovesRow>> = Default::default();
        {
            let mut q =
                db.prepare("SELECT room, moves, v, dice_pos, clock FROM room_moves ORDER BY id")?;
            let found = q.query_map([], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, i64>(2)?,
                    r.get::<_, String>(3)?,
                    r.get::<_, Option<String>>(4)?,
                ))
            })?;
            for found in found {
                let (room, moves, v, dice_pos, clock) = found?;
                // A clock that cannot be read: the room's own (older) one counts.
                let clock = clock.and_then(|c| serde_json::from_str(&c).ok());
                match serde_json::from_str(&moves) {
                    Ok(moves) => rows.entry(room).or_default().push(MovesRow {
                        moves,
                        v: v as u64,
                        dice_pos,
                        clock,
                    }),
                    Err(e) => tracing::error!("room {room}: cannot read its stored moves: {e}"),
                }
            }
        }
        let mut out = Vec::new();
        for (name, json) in stored {
            let mut st: RoomState = match serde_json::from_str(&json) {
                Ok(st) => st,
                Err(e) => {
                    tracing::error!("room {name}: cannot read its stored state: {e}");
                    continue;
                }
            };
            if !st.record.moves.is_empty() {
                // An older build's room: its moves become its first row.
                let row = MovesRow {
                    moves: std::mem::take(&mut st.record.moves),
                    v: st.v,
                    dice_pos: st.dice_pos.clone(),
                    clock: st.clock.clone(),
                };
                let json = serde_json::to_string(&st).expect("room state is plain data");
                let tx = db.transaction()?;
                tx.execute(
                    "UPDATE rooms SET state = ?2 WHERE name = ?1",
                    params![name, json],
                )?;
                tx.execute("DELETE FROM room_moves WHERE room = ?1", params![name])?;
                insert_moves(&tx, &name, &row)?;
                tx.commit()?;
                rows.insert(name.clone(), vec![row]);
            }
            out.push(assemble(st, rows.remove(&name).unwrap_or_default()));
        }
        // Moves of rooms that are gone.
        for room in rows.keys() {
            db.execute("DELETE FROM room_moves WHERE room = ?1", params![room])?;
        }
        Ok(out)
    }
}

/// Appends a row of moves; the bytes written.
fn insert_moves(
    tx: &rusqlite::Transaction<'_>,
    room: &str,
    row: &MovesRow,
) -> rusqlite::Result<u64> {
    let moves = serde_json::to_string(&row.moves).expect("strings");
    let clock = row
        .clock
        .as_ref()
        .map(|c| serde_json::to_string(c).expect("plain data"));
    tx.execute(
        "INSERT INTO room_moves (room, moves, v, dice_pos, clock) VALUES (?1, ?2, ?3, ?4, ?5)",
        params![room, moves, row.v as i64, row.dice_pos, clock],
    )?;
    Ok((moves.len() + row.dice_pos.len() + clock.map_or(0, |c| c.len()) + 8) as u64)
}
