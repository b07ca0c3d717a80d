//! Replays: finished games kept as records in the [`Store`]'s `records/` folder, watched again
//! step by step (forward and back), exported to and imported from files. The files are the
//! rules crate's game records, so `petri-cli replay <file>` plays them too.

pub mod view;

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use petri_rules::GameRecord;

use crate::core::saves::RECORDS_DIR;
use crate::core::screens::Screen;
use crate::core::session::Session;
use crate::core::setup::{SeatKind, SeatSetup, colour_name};
use crate::core::store::Store;
use crate::core::turn::BoardReset;

pub(crate) fn plugin(app: &mut App) {
    let _ = app;
}

/// A record in the store, for the list of replays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordEntry {
    /// File name inside `records/`.
    pub file: String,
    /// One line: game, players, moves.
    pub summary: String,
}

/// What making the last review cost the frames (the web build shows it to the page).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct ReviewStats {
    /// The longest time one frame spent on it (main-thread slices; 0 on a worker thread).
    pub longest_slice: std::time::Duration,
    /// Frames that did some of it.
    pub slices: u64,
    /// From the start to the review made.
    pub took: Option<std::time::Duration>,
}

/// Opens the replay of this record with its engine review (the results' and Replays'
/// **Review**; the review module makes it).
#[derive(Message, Clone, Debug)]
pub struct StartReview(pub GameRecord);

/// The session that shows a record: at its start, every move ready to be stepped through.
pub fn replay_session(record: &GameRecord) -> Result<Session, String> {
    let mut game = record.replay().map_err(|e| e.to_string())?;
    // Back to the start: the moves wait on the redo stack.
    while game.undo().is_some() {}
    let players = usize::from(record.rules.players);
    let seats = (0..players)
        .map(|i| SeatSetup {
            kind: SeatKind::Human,
            name: record
                .names
                .get(i)
                .cloned()
                .unwrap_or_else(|| colour_name(i)),
            colour: i,
        })
        .collect();
    let mut session = Session::with_game(record.rules, seats, game, 0);
    session.mode = crate::core::session::SessionMode::Replay;
    Ok(session)
}

/// Opens the viewer on a record.
pub fn watch(
    commands: &mut Commands,
    record: &GameRecord,
    next: &mut NextState<Screen>,
) -> Result<(), String> {
    let session = replay_session(record)?;
    commands.insert_resource(session);
    commands.write_message(BoardReset);
    next.set(Screen::Playing);
    Ok(())
}

/// One line about a record.
pub fn summary(record: &GameRecord) -> String {
    let game = crate::core::games::game_name(&record.rules);
    let who = if record.names.is_empty() {
        crate::core::text::tr_with("replays.unnamed", &[("n", &record.rules.players)])
    } else {
        crate::core::games::explain::list(&record.names)
    };
    crate::core::text::tr_with(
        "replays.summary",
        &[
            ("game", &game),
            ("who", &who),
            ("moves", &record.moves.len()),
        ],
    )
}

/// The records kept in the store, newest first. Unreadable files are listed with the reason.
pub fn list(store: &Store) -> Vec<RecordEntry> {
    let mut files = store.list(RECORDS_DIR, ".json");
    files.reverse();
    files
        .into_iter()
        .map(|file| {
            let summary = match load(store, &file) {
                Ok(r) => summary(&r),
                Err(e) => format!("cannot be read: {e}"),
            };
            RecordEntry { file, summary }
        })
        .collect()
}

/// Reads a record from the store.
pub fn load(store: &Store, file: &str) -> Result<GameRecord, String> {
    let text = store
        .read(&format!("{RECORDS_DIR}/{file}"))?
        .ok_or_else(|| format!("{file} is gone"))?;
    GameRecord::from_json(&text).map_err(|e| e.to_string())
}

/// Copies a record out of the store to `dest` (a file, or a folder to put it in).
pub fn export(store: &Store, file: &str, dest: &Path) -> Result<PathBuf, String> {
    let record = load(store, file)?;
    let target = if dest.is_dir() {
        dest.join(file)
    } else {
        dest.to_path_buf()
    };
    std::fs::write(&target, record.to_json())
        .map_err(|e| format!("cannot write {}: {e}", target.display()))?;
    Ok(target)
}

/// Reads a record file from anywhere, checks every move, and keeps a copy in the store.
/// Returns the record and its name in the store.
pub fn import(store: &Store, source: &Path) -> Result<(GameRecord, String), String> {
    let text = std::fs::read_to_string(source)
        .map_err(|e| format!("cannot read {}: {e}", source.display()))?;
    let stem = source
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "imported".into());
    import_text(store, &text, &source.display().to_string(), &stem)
}

/// Checks a record given as text (pasted, or read by [`import`]) and keeps a copy in the
/// store as `<time>-<stem>.json`. `label` names it in errors.
pub fn import_text(
    store: &Store,
    text: &str,
    label: &str,
    stem: &str,
) -> Result<(GameRecord, String), String> {
    let record = GameRecord::from_json(text).map_err(|e| format!("{label}: {e}"))?;
    record.replay().map_err(|e| format!("{label}: {e}"))?;
    let stem: String = stem
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect();
    let name = format!("{}-{stem}.json", crate::core::store::unix_time());
    store.write(&format!("{RECORDS_DIR}/{name}"), &record.to_json())?;
    Ok((record, name))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::setup::GameSetup;
    use crate::core::store::temp_store;

    fn record() -> GameRecord {
        let mut session = Session::start(&GameSetup::default()).unwrap();
        for _ in 0..5 {
            let a = session.game.legal_actions()[0];
            session.act(session.to_move(), a).unwrap();
        }
        session.record()
    }

    #[test]
    fn the_viewer_steps_both_ways() {
        let record = record();
        let mut session = replay_session(&record).unwrap();
        assert_eq!(session.progress(), (0, 5));
        let start = session.game.to_notation();
        let mut positions = vec![start.clone()];
        while session.step(true) {
            positions.push(session.game.to_notation());
        }
        assert_eq!(session.progress(), (5, 5));
        assert_eq!(positions.len(), 6);
        assert_eq!(
            positions.last().unwrap().clone(),
            record.replay().unwrap().to_notation()
        );
        for k in (0..5).rev() {
            assert!(session.step(false));
            assert_eq!(session.game.to_notation(), positions[k]);
        }
        assert!(!session.step(false));
        assert_eq!(session.seats[0].name, "You");
    }

    #[test]
    fn a_replay_does_not_call_its_seats_human() {
        let played = Session::start(&GameSetup::default()).unwrap();
        let replay = replay_session(&played.record()).unwrap();
        let seats = || (0..played.rules.players).map(petri_rules::Seat);
        for seat in seats() {
            assert_eq!(replay.seat_kind_label(seat), "replay");
            assert_eq!(
                played.seat_kind_label(seat),
                played.seat(seat).kind.short_label()
            );
        }
        assert!(
            seats().any(|s| played.seat_kind_label(s).starts_with("computer")),
            "the default game has a computer seat"
        );
    }

    #[test]
    fn export_import_and_broken_files() {
        let store = temp_store("replay");
        let record = record();
        store
            .write(&format!("{RECORDS_DIR}/1-game.json"), &record.to_json())
            .unwrap();
        store
            .write(&format!("{RECORDS_DIR}/2-broken.json"), "{ nope")
            .unwrap();
        let entries = list(&store);
        assert_eq!(entries.len(), 2);
        assert_eq!(entries[0].file, "2-broken.json");
        assert!(entries[0].summary.contains("cannot be read"));
        assert!(entries[1].summary.contains("5 moves"), "{:?}", entries[1]);

        let out = store.root().join("exported.json");
        let written = export(&store, "1-game.json", &out).unwrap();
        assert_eq!(written, out);
        let (imported, name) = import(&store, &out).unwrap();
        assert_eq!(imported, record);
        assert_eq!(load(&store, &name).unwrap(), record);

        let bad = store.root().join("bad.json");
        let mut illegal = record.clone();
        illegal.moves[1] = "a1-a2".into();
        std::fs::write(&bad, illegal.to_json()).unwrap();
        let e = import(&store, &bad).unwrap_err();
        assert!(e.contains("bad.json") && e.contains("move 2"), "{e}");
        assert!(import(&store, &store.root().join("missing.json")).is_err());
        // Pasted text (the web build has no paths).
        let (pasted, name) = import_text(&store, &record.to_json(), "pasted", "pasted").unwrap();
        assert_eq!(pasted, record);
        assert!(name.ends_with("-pasted.json"), "{name}");
        let e = import_text(&store, "{ nope", "pasted", "pasted").unwrap_err();
        assert!(e.starts_with("pasted: "), "{e}");
        let _ = std::fs::remove_dir_all(store.root());
    }
}
