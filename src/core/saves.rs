//! Save and resume, and game records.
//!
//! - The game in progress is written to `autosave.json` in the [`Store`] every time the turn
//!   machine comes back to its hub (after every move, roll or Petri action), so killing the
//!   process loses nothing. The next start offers to resume it.
//! - Saves are versioned JSON ([`SaveFile`]: format `petri-save`, version 1) wrapping the
//!   rules crate's [`GameRecord`] with the seats. A save that cannot be read (corrupt, another
//!   format, a newer version) is reported and set aside as `autosave.json.bad-N`, never
//!   silently lost.
//! - Finished games are kept as plain records in `records/` (the same files `petri-cli replay`
//!   reads); see [`crate::replay`] for the viewer, import and export.

use bevy::prelude::*;
use chacha20::ChaCha8Rng;
use petri_rules::GameRecord;
use rand::SeedableRng;
use serde::{Deserialize, Serialize};

use crate::core::notice::Notice;
use crate::core::screens::{Screen, Turn};
use crate::core::session::Session;
use crate::core::setup::{SeatKind, SeatSetup};
use crate::core::store::Store;
use crate::core::turn::BoardReset;

pub const AUTOSAVE_FILE: &str = "autosave.json";
pub const RECORDS_DIR: &str = "records";
pub const SAVE_FORMAT: &str = "petri-save";
pub const SAVE_VERSION: u32 = 1;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Resumable>()
        .init_resource::<LastRecord>()
        .add_systems(Startup, find_autosave)
        .add_systems(OnEnter(Turn::Deciding), autosave)
        .add_systems(OnEnter(Screen::GameOver), keep_record);
}

/// A seat as saved: kind by name (`human`, `medium`, …).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedSeat {
    pub kind: String,
    pub name: String,
    pub colour: usize,
}

/// A game in progress as written to disk.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaveFile {
    pub format: String,
    pub version: u32,
    pub seats: Vec<SavedSeat>,
    pub seed: u64,
    /// The moves so far (undone moves are not kept).
    pub record: GameRecord,
}

impl SaveFile {
    pub fn of(session: &Session) -> SaveFile {
        SaveFile {
            format: SAVE_FORMAT.into(),
            version: SAVE_VERSION,
            seats: session
                .seats
                .iter()
                .map(|s| SavedSeat {
                    kind: s.kind.name().to_string(),
                    name: s.name.clone(),
                    colour: s.colour,
                })
                .collect(),
            seed: session.seed,
            record: session.record(),
        }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }

    /// Reads a save, checking its format and version before its contents.
    pub fn from_json(text: &str) -> Result<SaveFile, String> {
        #[derive(Deserialize)]
        struct Header {
            format: Option<String>,
            version: Option<u32>,
        }
        let h: Header = serde_json::from_str(text).map_err(|e| format!("not a saved game: {e}"))?;
        match h.format.as_deref() {
            Some(SAVE_FORMAT) => {}
            Some(other) => {
                return Err(format!("format is '{other}', expected '{SAVE_FORMAT}'"));
            }
            None => return Err("not a saved game: no `format` field".into()),
        }
        match h.version {
            Some(SAVE_VERSION) => {}
            Some(v) => {
                return Err(format!(
                    "save version {v} is not supported (this build reads version {SAVE_VERSION})"
                ));
            }
            None => return Err("not a saved game: no `version` field".into()),
        }
        serde_json::from_str(text).map_err(|e| format!("damaged save: {e}"))
    }

    /// The session this save continues: every move replayed through the rules.
    pub fn to_session(&self) -> Result<Session, String> {
        let game = self.record.replay().map_err(|e| e.to_string())?;
        let players = usize::from(self.record.rules.players);
        if self.seats.len() != players {
            return Err(format!(
                "the save names {} seats for {players} players",
                self.seats.len()
            ));
        }
        let seats = self
            .seats
            .iter()
            .map(|s| {
                Ok(SeatSetup {
                    kind: SeatKind::parse(&s.kind)?,
                    name: s.name.clone(),
                    colour: s.colour % 6,
                })
            })
            .collect::<Result<Vec<_>, String>>()?;
        let mut session = Session::with_game(self.record.rules, seats, game, self.seed);
        // The dice continue from a stream of their own (the RNG state is not saved).
        let rng_seed = self.seed ^ (self.record.moves.len() as u64).rotate_left(32);
        session.dice_rng = ChaCha8Rng::seed_from_u64(rng_seed);
        Ok(session)
    }

    /// One line for the title screen: the game, the players and how far it got.
    pub fn summary(&self) -> String {
        let names: Vec<String> = self.seats.iter().map(|s| s.name.clone()).collect();
        let game = crate::core::games::game_name(&self.record.rules);
        crate::core::text::tr_with(
            "menu.resume_line",
            &[
                ("game", &game),
                ("names", &crate::core::games::explain::list(&names)),
                ("moves", &self.record.moves.len()),
            ],
        )
    }
}

/// The file (in `records/`) of the last game finished here, for the results' Save record.
#[derive(Resource, Default, Clone, Debug)]
pub struct LastRecord(pub Option<String>);

/// The autosave found at start, if it can be resumed.
#[derive(Resource, Default, Clone, Debug)]
pub struct Resumable(pub Option<SaveFile>);

/// Reads the autosave; a broken one is reported and set aside.
pub fn read_autosave(store: &Store) -> Result<Option<SaveFile>, String> {
    let Some(text) = store.read(AUTOSAVE_FILE)? else {
        return Ok(None);
    };
    let checked = SaveFile::from_json(&text).and_then(|save| {
        // Replaying proves the moves are legal before the player is offered the game.
        save.to_session().map(|_| save)
    });
    match checked {
        Ok(save) => Ok(Some(save)),
        Err(e) => {
            let kept = store
                .set_aside(AUTOSAVE_FILE)
                .map(|p| format!("it is kept as {}", p.display()))
                .unwrap_or_else(|e| e);
            Err(format!("The saved game could not be resumed ({e}); {kept}"))
        }
    }
}

fn find_autosave(
    store: Option<Res<Store>>,
    mut resumable: ResMut<Resumable>,
    mut notice: MessageWriter<Notice>,
) {
    let Some(store) = store else {
        return;
    };
    match read_autosave(&store) {
        Ok(save) => resumable.0 = save,
        Err(e) => {
            warn!("{e}");
            notice.write(Notice(e));
        }
    }
}

/// Starts the saved game.
pub fn resume(
    commands: &mut Commands,
    save: &SaveFile,
    next: &mut NextState<Screen>,
) -> Result<(), String> {
    let session = save.to_session()?;
    commands.insert_resource(session);
    commands.write_message(BoardReset);
    next.set(Screen::Playing);
    Ok(())
}

fn autosave(
    store: Option<Res<Store>>,
    session: Option<Res<Session>>,
    mut resumable: ResMut<Resumable>,
) {
    let (Some(store), Some(session)) = (store, session) else {
        return;
    };
    // An online game lives on its server (and resumes from there).
    if session.is_replay() || session.is_over() || session.is_online() || session.is_practice() {
        return;
    }
    let save = SaveFile::of(&session);
    if let Err(e) = store.write(AUTOSAVE_FILE, &save.to_json()) {
        warn!("autosave failed: {e}");
    }
    resumable.0 = Some(save);
}

/// A finished game becomes a record in `records/`, and the autosave goes.
fn keep_record(
    store: Option<Res<Store>>,
    session: Option<Res<Session>>,
    mut resumable: ResMut<Resumable>,
    mut last: ResMut<LastRecord>,
) {
    let (Some(store), Some(session)) = (store, session) else {
        return;
    };
    if session.is_replay() || session.is_practice() {
        return;
    }
    // An online game's end leaves the offline game's autosave alone.
    if !session.is_online() {
        store.remove(AUTOSAVE_FILE);
        resumable.0 = None;
    }
    let record = session.record();
    let kind = crate::core::games::GameKind::of(&record.rules).short();
    let file = format!(
        "{}-{kind}-{}p.json",
        crate::core::store::unix_time(),
        record.rules.players
    );
    match store.write(&format!("{RECORDS_DIR}/{file}"), &record.to_json()) {
        Ok(()) => last.0 = Some(file),
        Err(e) => warn!("the game record was not kept: {e}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::setup::GameSetup;
    use crate::core::store::temp_store;
    use petri_rules::Preset;

    fn played_session() -> Session {
        let mut session = Session::start(&GameSetup::default()).unwrap();
        for _ in 0..6 {
            let a = session.game.legal_actions()[0];
            session.act(session.to_move(), a).unwrap();
        }
        session
    }

    #[test]
    fn saves_round_trip_to_the_same_game() {
        let session = played_session();
        let save = SaveFile::of(&session);
        let text = save.to_json();
        let back = SaveFile::from_json(&text).unwrap();
        assert_eq!(back, save);
        let resumed = back.to_session().unwrap();
        assert_eq!(resumed.game.to_notation(), session.game.to_notation());
        assert_eq!(resumed.seats, session.seats);
        // Petri too, with dice in the record.
        let mut setup = GameSetup::for_preset(Preset::Petri, 2);
        setup.seed = 5;
        let mut petri = Session::start(&setup).unwrap();
        for _ in 0..4 {
            let _ = petri.roll_for(petri.to_move());
        }
        let resumed = SaveFile::from_json(&SaveFile::of(&petri).to_json())
            .unwrap()
            .to_session()
            .unwrap();
        assert_eq!(resumed.game.petri(), petri.game.petri());
    }

    #[test]
    fn versions_and_damage_are_reported() {
        let save = SaveFile::of(&played_session());
        let mut newer = save.clone();
        newer.version = 2;
        let e = SaveFile::from_json(&newer.to_json()).unwrap_err();
        assert!(e.contains("version 2"), "{e}");
        let mut other = save.clone();
        other.format = "chess-save".into();
        assert!(
            SaveFile::from_json(&other.to_json())
                .unwrap_err()
                .contains("chess-save")
        );
        let text = save.to_json();
        assert!(SaveFile::from_json(&text[..text.len() / 2]).is_err());
        assert!(SaveFile::from_json("").is_err());
        // An illegal move in the record is caught when resuming.
        let mut bad = save.clone();
        bad.record.moves[2] = "a1-a2".into();
        let e = bad.to_session().err().unwrap();
        assert!(e.contains("move 3"), "{e}");
        let mut seats = save;
        seats.seats[1].kind = "grandmaster".into();
        assert!(seats.to_session().err().unwrap().contains("grandmaster"));
    }

    #[test]
    fn a_corrupt_autosave_is_set_aside_not_lost() {
        let store = temp_store("saves");
        assert_eq!(read_autosave(&store), Ok(None));
        let save = SaveFile::of(&played_session());
        store.write(AUTOSAVE_FILE, &save.to_json()).unwrap();
        assert_eq!(read_autosave(&store), Ok(Some(save.clone())));
        let broken = save.to_json().replace("\"moves\"", "\"muves\"");
        store.write(AUTOSAVE_FILE, &broken).unwrap();
        let e = read_autosave(&store).unwrap_err();
        assert!(e.contains("autosave.json.bad-1"), "{e}");
        assert_eq!(store.read(AUTOSAVE_FILE), Ok(None));
        assert_eq!(
            std::fs::read_to_string(store.path("autosave.json.bad-1")).unwrap(),
            broken
        );
        let _ = std::fs::remove_dir_all(store.root());
    }
}
