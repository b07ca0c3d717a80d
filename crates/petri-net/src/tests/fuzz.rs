//! Fuzz targets: any text and mutated frames of each side are read without panic, and
//! whatever is accepted reads back the same.

use super::*;
use crate::text::unwanted;
use petri_rules::{Preset, Rules};
use proptest::prelude::*;

// Fuzz targets (`cargo xtask fuzz` runs every test named `fuzz_*` in rounds, each with a fresh
// `PROPTEST_RNG_SEED`; CI runs them once with the fixed seed below).

/// The seed when `PROPTEST_RNG_SEED` is not set: CI runs the same cases every time.
const SEED: u64 = 0x0E7_2026;

/// `cases` cases unless `PROPTEST_CASES` says otherwise; the fixed seed unless
/// `PROPTEST_RNG_SEED` says otherwise. No regression files in the source tree.
fn config(cases: u32) -> ProptestConfig {
    let mut c = ProptestConfig::default();
    if std::env::var_os("PROPTEST_CASES").is_none() {
        c.cases = cases;
    }
    if std::env::var_os("PROPTEST_RNG_SEED").is_none() {
        c.rng_seed = proptest::test_runner::RngSeed::Fixed(SEED);
    }
    c.failure_persistence = None;
    c.max_shrink_iters = 2048;
    c
}

/// Valid frames of each side, to mutate.
pub(super) const CLIENT_FRAMES: [&str; 10] = [
    r#"{"t":"register","name":"Ann Lee","password":"correct horse"}"#,
    r#"{"t":"change_password","old":"correct horse","new":"battery staple"}"#,
    r#"{"t":"hello","proto":1,"name":"Ann","token":"0123456789abcdef0123456789abcdef"}"#,
    r#"{"t":"quick_join","mode":{"rules":"petri","players":5}}"#,
    r#"{"t":"move","v":12,"move":"check-rest"}"#,
    r#"{"t":"chat","text":"good game"}"#,
    r#"{"t":"propose","kind":"computer","seat":2}"#,
    r#"{"t":"add_computer","seat":1,"level":"hard"}"#,
    r#"{"t":"lobby","on":true}"#,
    r#"{"t":"join","room":"K7MQ-2XZP"}"#,
];

fn server_frames() -> Vec<String> {
    let record = petri_rules::Game::new(&Rules::preset(Preset::Classic, 2))
        .unwrap()
        .record();
    let snapshot = format!(
        r#"{{"t":"snapshot","room":"ABCDEFGH","name":"classic, 2 players","public":true,"mode":{{"rules":"classic","players":2}},"status":"playing","v":3,"seats":[{{"name":"Ann","connected":true,"colour":"red"}},{{"name":null,"connected":false,"colour":"blue","vanished":true}}],"you":0,"record":{},"to_move":0,"chat":[{{"from":"Ann","text":"hi"}}]}}"#,
        serde_json::to_string(&record).unwrap()
    );
    vec![
        snapshot,
        ServerMessage::lobby(|m| (u32::from(m.players), 1)).to_frame(),
        r#"{"t":"moved","v":4,"seat":1,"move":"roll 3 5"}"#.into(),
        r#"{"t":"seat","v":5,"seat":1,"name":"Bob","connected":false,"computer":"easy","vanished":true}"#.into(),
        r#"{"t":"over","v":9,"result":[{"place":1,"seats":[0],"score":{"home":{"moves":31}}},{"place":2,"seats":[1],"score":"not-home"}]}"#.into(),
        r#"{"t":"vote","kind":"computer","seat":1,"yes":[0],"needed":2}"#.into(),
        r#"{"t":"error","code":"stale","message":"v is 4"}"#.into(),
        r#"{"t":"welcome","proto":1,"token":"00000000000000000000000000000000","player":"p1"}"#.into(),
    ]
}

/// `base` with the characters `at..at + cut` replaced by `insert`.
fn mutate(base: &str, at: usize, cut: usize, insert: &str) -> String {
    let mut chars: Vec<char> = base.chars().collect();
    let at = at.min(chars.len());
    let end = (at + cut).min(chars.len());
    chars.splice(at..end, insert.chars());
    chars.into_iter().collect()
}

proptest! {
    #![proptest_config(config(3000))]

    #[test]
    fn fuzz_any_text_is_read_without_panic(frame in ".{0,300}") {
        let _ = ClientMessage::parse(&frame);
        let _ = ServerMessage::parse(&frame);
        let _ = room_name(&frame);
        let _ = Mode::from_key(&frame);
        if let Ok(n) = clean_name(&frame) {
            prop_assert_eq!(clean_name(&n).unwrap(), n.clone());
            prop_assert!(n.chars().count() <= NAME_MAX);
            prop_assert!(!n.chars().any(unwanted));
        }
    }

    #[test]
    fn fuzz_mutated_client_frames(
        pick in 0usize..CLIENT_FRAMES.len(),
        at in 0usize..200,
        insert in "[\\x00-\\x7f\u{80}-\u{3000}]{0,6}",
        cut in 0usize..8,
    ) {
        let frame = mutate(CLIENT_FRAMES[pick], at, cut, &insert);
        if let Ok(m) = ClientMessage::parse(&frame) {
            // whatever is accepted is clean and reads back the same
            let again = ClientMessage::from(m.clone()).to_frame();
            prop_assert_eq!(ClientMessage::parse(&again).unwrap(), m);
        }
    }

    #[test]
    fn fuzz_mutated_server_frames(
        pick in 0usize..8,
        at in 0usize..2000,
        insert in "[\\x00-\\x7f\u{80}-\u{3000}]{0,6}|[0-9,:{}\\[\\]\"-]{1,4}",
        cut in 0usize..12,
    ) {
        let frames = server_frames();
        let frame = mutate(&frames[pick % frames.len()], at, cut, &insert);
        if let Ok(m) = ServerMessage::parse(&frame) {
            prop_assert_eq!(ServerMessage::parse(&m.to_frame()).unwrap(), m);
        }
    }

    #[test]
    fn fuzz_names_people_type(name in "\\PC{0,40}") {
        if let Ok(n) = clean_name(&name) {
            prop_assert_eq!(clean_name(&n).unwrap(), n.clone());
            prop_assert!(n.chars().count() <= NAME_MAX);
            prop_assert!(!n.chars().any(unwanted));
        }
        if let Ok(r) = room_name(&name) {
            prop_assert_eq!(room_name(&r).unwrap(), r.clone());
            prop_assert_eq!(r.len(), ROOM_NAME_LEN);
        }
    }
}
