//! Fuzz targets for what players hand the game: theme files, settings files, save files and the
//! web page's query string (its target is with the
//! command line's, in `automation.rs`). Each takes arbitrary bytes and mutations of valid input; none may
//! panic, and what is accepted must make sense. CI runs them with a fixed seed;
//! `cargo xtask fuzz` runs them (with the rules crate's, `crates/petri-rules/tests/fuzz.rs`)
//! round after round with fresh seeds from `PROPTEST_RNG_SEED`. It sits on the view's side
//! because two of its targets are the view's: the theme file and the page's link.

use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed};

use crate::core::saves::SaveFile;
use crate::core::session::Session;
use crate::core::settings::Settings;
use crate::core::setup::GameSetup;
use crate::view::theme::ThemeFile;

/// `cases` cases and a fixed seed unless `PROPTEST_CASES` / `PROPTEST_RNG_SEED` say otherwise
/// (proptest's `Config::default()` reads both; only what they leave unset is filled in).
pub(crate) fn config(cases: u32) -> Config {
    let mut c = Config::default();
    if std::env::var_os("PROPTEST_CASES").is_none() {
        c.cases = cases;
    }
    if std::env::var_os("PROPTEST_RNG_SEED").is_none() {
        c.rng_seed = RngSeed::Fixed(0x5eed_f022);
    }
    c.failure_persistence = None;
    c.max_shrink_iters = 1024;
    c
}

/// One change to a text, at a place given as a fraction of its length.
#[derive(Clone, Debug)]
enum Edit {
    /// Replace a byte.
    Flip(f64, u8),
    /// Insert bytes.
    Insert(f64, Vec<u8>),
    /// Delete a run of bytes.
    Delete(f64, usize),
    /// Repeat a run of bytes.
    Repeat(f64, usize),
    /// Put a number where a number was: huge, negative, zero, fractional, not finite.
    Number(f64, &'static str),
    /// Cut the text here.
    Cut(f64),
}

const NUMBERS: &[&str] = &[
    "0",
    "-1",
    "4294967296",
    "18446744073709551616",
    "-9223372036854775809",
    "1e309",
    "NaN",
    "inf",
    "0.000001",
    "255",
    "65536",
];

fn edit() -> impl Strategy<Value = Edit> {
    let at = 0.0..1.0f64;
    prop_oneof![
        (at.clone(), any::<u8>()).prop_map(|(a, b)| Edit::Flip(a, b)),
        (at.clone(), proptest::collection::vec(any::<u8>(), 1..8))
            .prop_map(|(a, b)| Edit::Insert(a, b)),
        (at.clone(), 1..40usize).prop_map(|(a, n)| Edit::Delete(a, n)),
        (at.clone(), 1..40usize).prop_map(|(a, n)| Edit::Repeat(a, n)),
        (at.clone(), proptest::sample::select(NUMBERS)).prop_map(|(a, n)| Edit::Number(a, n)),
        at.prop_map(Edit::Cut),
    ]
}

/// The text after the edits (bytes, read back lossily as UTF-8).
fn apply(text: &str, edits: &[Edit]) -> String {
    let mut b = text.as_bytes().to_vec();
    let pos = |b: &Vec<u8>, f: f64| ((b.len() as f64) * f) as usize;
    for e in edits {
        match e {
            Edit::Flip(f, v) if !b.is_empty() => {
                let i = pos(&b, *f).min(b.len() - 1);
                b[i] = *v;
            }
            Edit::Insert(f, bytes) => {
                let i = pos(&b, *f);
                b.splice(i..i, bytes.iter().copied());
            }
            Edit::Delete(f, n) => {
                let i = pos(&b, *f);
                let j = (i + n).min(b.len());
                b.drain(i..j);
            }
            Edit::Repeat(f, n) => {
                let i = pos(&b, *f);
                let j = (i + n).min(b.len());
                let run = b[i..j].to_vec();
                b.splice(j..j, run);
            }
            Edit::Number(f, n) => {
                // The first number at or after the place, replaced.
                let i = pos(&b, *f);
                if let Some(s) = (i..b.len()).find(|&k| b[k].is_ascii_digit()) {
                    let e = (s..b.len())
                        .find(|&k| !(b[k].is_ascii_digit() || b[k] == b'.'))
                        .unwrap_or(b.len());
                    b.splice(s..e, n.bytes());
                }
            }
            Edit::Cut(f) => {
                let i = pos(&b, *f);
                b.truncate(i);
            }
            Edit::Flip(..) => {}
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}

/// Arbitrary bytes as text, or one of `valid` after a few edits.
pub(crate) fn input(valid: Vec<String>) -> impl Strategy<Value = String> {
    prop_oneof![
        1 => proptest::collection::vec(any::<u8>(), 0..300)
            .prop_map(|b| String::from_utf8_lossy(&b).into_owned()),
        4 => (
            proptest::sample::select(valid),
            proptest::collection::vec(edit(), 1..6)
        )
            .prop_map(|(text, edits)| apply(&text, &edits)),
    ]
}

fn built_in_themes() -> Vec<String> {
    ["classic", "glass", "contrast"]
        .iter()
        .map(|id| {
            crate::core::built_in::built_in_text(&format!("themes/{id}/theme.ron"))
                .expect("a built-in theme")
                .to_owned()
        })
        .collect()
}

fn valid_settings() -> Vec<String> {
    let dark = Settings {
        volume: 0.2,
        muted: true,
        theme: "glass".into(),
        symbols: true,
        ..Settings::default()
    };
    vec![Settings::default().to_ron(), dark.to_ron()]
}

/// Saves of games a few moves in: Chinese checkers and Petri.
fn valid_saves() -> Vec<String> {
    let mut out = Vec::new();
    for preset in [
        petri_rules::Preset::Classic,
        petri_rules::Preset::Online,
        petri_rules::Preset::Petri,
    ] {
        let mut session = Session::start(&GameSetup::for_preset(preset, 3)).expect("a game");
        for _ in 0..12 {
            let seat = session.to_move();
            let done = if session.game.awaits_dice() {
                session.roll_for(seat)
            } else {
                let a = session.game.legal_actions()[0];
                session.act(seat, a)
            };
            done.expect("a legal action");
        }
        out.push(SaveFile::of(&session).to_json());
    }
    out
}

proptest! {
    #![proptest_config(config(3_000))]

    #[test]
    fn fuzz_theme_ron(text in input(built_in_themes())) {
        match ThemeFile::parse(&text) {
            // Accepted: every colour reads, names are not empty, timings in range.
            Ok(file) => {
                prop_assert!(file.palette().is_ok());
                prop_assert!(!file.name.trim().is_empty());
                prop_assert!(file.timings.check().is_ok());
            }
            Err(why) => prop_assert!(!why.trim().is_empty()),
        }
    }

    #[test]
    fn fuzz_settings_ron(text in input(valid_settings())) {
        match Settings::from_ron(&text) {
            // Accepted: values are within their ranges and the file writes back the same.
            Ok(s) => {
                prop_assert!((0.0..=1.0).contains(&s.volume));
                prop_assert!((0.25..=4.0).contains(&s.animation_speed));
                prop_assert!((0.5..=2.5).contains(&s.ui_scale));
                prop_assert!(!s.theme.trim().is_empty());
                let again = Settings::from_ron(&s.to_ron());
                prop_assert_eq!(again.as_ref(), Ok(&s));
            }
            Err(why) => prop_assert!(!why.trim().is_empty()),
        }
    }
}

proptest! {
    #![proptest_config(config(2_000))]

    #[test]
    fn fuzz_save_json(text in input(valid_saves())) {
        let Ok(save) = SaveFile::from_json(&text) else {
            return Ok(());
        };
        // A save that reads either resumes to a game that can go on, or says why not.
        match save.to_session() {
            Ok(mut session) => {
                prop_assert_eq!(session.seats.len(), usize::from(session.rules.players));
                prop_assert!(!save.summary().is_empty());
                if !session.is_over() {
                    let seat = session.to_move();
                    let next = if session.game.awaits_dice() {
                        session.roll_for(seat)
                    } else {
                        let a = session.game.legal_actions()[0];
                        session.act(seat, a)
                    };
                    prop_assert!(next.is_ok(), "{:?}", next);
                }
            }
            Err(why) => prop_assert!(!why.trim().is_empty()),
        }
    }

}
