//! Fuzzing of everything a user can hand the rules crate: position notation (Chinese checkers
//! and Petri), move text, Petri action text, actions of either game, hole names, and game
//! records (also the body of save files). Bad input is an error that says what is wrong, never
//! a panic.
//!
//! Every target reads text made three ways: arbitrary bytes (as UTF-8, lossily), strings from
//! a small grammar of the input's own tokens (hole names, digits, separators, keywords), and
//! mutations of valid input taken from random games and positions (bytes and tokens flipped,
//! inserted, deleted, duplicated or swapped, two valid inputs spliced, numbers made huge,
//! negative or zero, JSON fields changed, removed or renamed, truncation). Nothing may panic;
//! whatever is accepted must print back to text that reads as the same value (a record must
//! replay to a game whose own record replays to the same game), and every error must say
//! something.
//!
//! The case counts suit a debug build in CI. `PROPTEST_CASES` overrides them and
//! `PROPTEST_RNG_SEED` draws other cases; `cargo xtask fuzz` runs these targets in rounds, each
//! with a fresh seed, and prints the seed of a failing round.

mod common;

use std::fmt::{self, Debug, Display};

use common::util::{Rng, all_configs};
use petri_rules::{
    Action, ActionError, CheckersGame, Game, GameRecord, Geometry, Hole, Move, PetriAction,
    PetriGame, PetriPhase, PetriState, Position, Preset, RECORD_FORMAT, RECORD_VERSION, Rules,
    Seat, parse_move_text,
};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::test_runner::{Config as PtConfig, RngSeed};
use serde_json::Value;

// ---------------------------------------------------------------------------------------
// Configuration.

/// The seed when `PROPTEST_RNG_SEED` is not set: CI runs the same cases every time.
const SEED: u64 = 0xF0F0_2024;

/// Cases per target: together about 10 s on two cores in a debug build (CI), thousands each.
const POSITION_CASES: u32 = 10_000;
const PETRI_POSITION_CASES: u32 = 6_000;
const HOLE_CASES: u32 = 20_000;
const MOVE_CASES: u32 = 6_000;
const PETRI_ACTION_CASES: u32 = 4_000;
const ACTION_CASES: u32 = 4_000;
const RECORD_CASES: u32 = 4_000;

/// `cases` cases unless `PROPTEST_CASES` says otherwise; the fixed seed unless
/// `PROPTEST_RNG_SEED` says otherwise (proptest's `Config::default()` reads both variables,
/// so only what they leave unset is filled in here). No regression files in the source tree.
fn config(cases: u32) -> PtConfig {
    let mut c = PtConfig::default();
    if std::env::var_os("PROPTEST_CASES").is_none() {
        c.cases = cases;
    }
    if std::env::var_os("PROPTEST_RNG_SEED").is_none() {
        c.rng_seed = RngSeed::Fixed(SEED);
    }
    c.failure_persistence = None;
    // Shrinking is bounded by steps, not time (no timed tests).
    c.max_shrink_iters = 2048;
    c
}

// ---------------------------------------------------------------------------------------
// Inputs: bytes, grammar strings, and mutations of valid text.

/// What one target reads: a context (rules, a position, a game …) drawn from a seed, and valid
/// text in that context; `TOKENS` is the grammar for made-up text.
trait Target: Debug + Sized + 'static {
    const TOKENS: &'static [&'static str];
    /// Is the text JSON (then structural JSON edits are made too)?
    const JSON: bool = false;
    fn make(rng: &mut Rng) -> Self;
    fn valid(&self, rng: &mut Rng) -> String;
}

/// How the text of a case was made.
#[derive(Clone, Debug)]
enum Source {
    Bytes(Vec<u8>),
    Grammar(Vec<usize>),
    Valid,
    Mutated {
        json: Vec<JsonEdit>,
        text: Vec<Edit>,
    },
}

/// One case: the text, how it was made, and its context.
struct Input<C> {
    ctx: C,
    text: String,
    how: &'static str,
}

impl<C: Debug> Debug for Input<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} text {:?} in {:?}", self.how, self.text, self.ctx)
    }
}

fn source(json: bool) -> impl Strategy<Value = Source> {
    // JSON: mostly structural edits, which keep the text JSON and reach the record's checks;
    // byte and token edits now and then.
    let json_edits = vec(json_edit(), if json { 1..5 } else { 0..1 });
    let text_edits = if json {
        prop_oneof![3 => Just(Vec::new()), 1 => vec(edit(), 1..3)].boxed()
    } else {
        vec(edit(), 1..6).boxed()
    };
    prop_oneof![
        2 => vec(any::<u8>(), 0..240).prop_map(Source::Bytes),
        3 => vec(any::<usize>(), 0..40).prop_map(Source::Grammar),
        1 => Just(Source::Valid),
        5 => (json_edits, text_edits).prop_map(|(json, text)| Source::Mutated { json, text }),
        // Edits that keep the shape (boards keep their rows), so that more of them are read.
        3 => vec(light_edit(), 1..3).prop_map(|text| Source::Mutated { json: Vec::new(), text }),
    ]
}

/// Cases of target `C`.
fn input<C: Target>() -> impl Strategy<Value = Input<C>> {
    (any::<u64>(), any::<u64>(), source(C::JSON)).prop_map(|(seed, other, source)| {
        let mut rng = Rng::new(seed);
        let ctx = C::make(&mut rng);
        let (text, how) = match source {
            Source::Bytes(bytes) => (String::from_utf8_lossy(&bytes).into_owned(), "bytes"),
            Source::Grammar(ix) => (
                ix.iter().map(|&i| C::TOKENS[i % C::TOKENS.len()]).collect(),
                "grammar",
            ),
            Source::Valid => (ctx.valid(&mut rng), "valid"),
            Source::Mutated { json, text } => {
                let base = ctx.valid(&mut rng);
                // A second valid input (often of other rules) to splice and graft from.
                let mut orng = Rng::new(other);
                let other = C::make(&mut orng).valid(&mut orng);
                let mut t = apply_json(&base, &other, &json);
                for e in &text {
                    t = e.apply(&t, &other, C::TOKENS);
                }
                (t, "mutated")
            }
        };
        Input { ctx, text, how }
    })
}

/// A byte- or token-level edit. Positions are taken modulo the length.
#[derive(Clone, Debug)]
enum Edit {
    FlipBit {
        at: usize,
        bit: u8,
    },
    InsertByte {
        at: usize,
        byte: u8,
    },
    InsertToken {
        at: usize,
        token: usize,
    },
    Delete {
        at: usize,
        len: usize,
    },
    Duplicate {
        from: usize,
        len: usize,
        to: usize,
    },
    Truncate {
        at: usize,
    },
    SwapTokens {
        a: usize,
        b: usize,
    },
    DeleteToken {
        a: usize,
    },
    DuplicateToken {
        a: usize,
    },
    ReplaceToken {
        a: usize,
        token: usize,
    },
    /// The `nth` run of digits becomes one of [`NUMBERS`].
    Number {
        nth: usize,
        value: usize,
    },
    /// This text up to `at`, then the other valid input from `from`.
    Splice {
        at: usize,
        from: usize,
    },
    /// A few character edits from [`ALPHABET`].
    Chars {
        seed: u64,
        edits: usize,
    },
    /// Two characters trade places (boards keep their shape: marbles move).
    SwapChars {
        a: usize,
        b: usize,
    },
    /// A character becomes one of [`ALPHABET`] (boards keep their shape).
    SetChar {
        at: usize,
        c: usize,
    },
}

fn edit() -> impl Strategy<Value = Edit> {
    let u = any::<usize>;
    prop_oneof![
        (u(), 0u8..8).prop_map(|(at, bit)| Edit::FlipBit { at, bit }),
        (u(), any::<u8>()).prop_map(|(at, byte)| Edit::InsertByte { at, byte }),
        (u(), u()).prop_map(|(at, token)| Edit::InsertToken { at, token }),
        (u(), 1usize..16).prop_map(|(at, len)| Edit::Delete { at, len }),
        (u(), 1usize..40, u()).prop_map(|(from, len, to)| Edit::Duplicate { from, len, to }),
        u().prop_map(|at| Edit::Truncate { at }),
        (u(), u()).prop_map(|(a, b)| Edit::SwapTokens { a, b }),
        u().prop_map(|a| Edit::DeleteToken { a }),
        u().prop_map(|a| Edit::DuplicateToken { a }),
        (u(), u()).prop_map(|(a, token)| Edit::ReplaceToken { a, token }),
        (u(), u()).prop_map(|(nth, value)| Edit::Number { nth, value }),
        (u(), u()).prop_map(|(at, from)| Edit::Splice { at, from }),
        (any::<u64>(), 1usize..6).prop_map(|(seed, edits)| Edit::Chars { seed, edits }),
        (u(), u()).prop_map(|(a, b)| Edit::SwapChars { a, b }),
        (u(), u()).prop_map(|(at, c)| Edit::SetChar { at, c }),
    ]
}

/// Edits that keep the text's shape: characters swapped or replaced, a number changed.
fn light_edit() -> impl Strategy<Value = Edit> {
    let u = any::<usize>;
    prop_oneof![
        (u(), u()).prop_map(|(a, b)| Edit::SwapChars { a, b }),
        (u(), u()).prop_map(|(at, c)| Edit::SetChar { at, c }),
        (u(), u()).prop_map(|(nth, value)| Edit::Number { nth, value }),
    ]
}

/// Numbers that break counts, dice, columns, versions and sizes.
const NUMBERS: &[&str] = &[
    "0",
    "00",
    "-0",
    "-1",
    "+1",
    "1",
    "6",
    "7",
    "9",
    "10",
    "60",
    "61",
    "96",
    "97",
    "255",
    "256",
    "999",
    "1000",
    "65535",
    "65536",
    "4294967295",
    "4294967296",
    "-9223372036854775808",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999999999999",
    "1.5",
    "1e3",
    "0x10",
    "٣",
];

/// Characters for [`Edit::Chars`].
const ALPHABET: &[char] = &[
    '.', '/', ' ', '-', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'z', '0', '1', '9', '\t', '\n', 'é',
    '{', '}', '"', ':', ',', '[', ']', 'A', 'p', 's', 'h', '\u{0}', '\u{3000}', '🙂',
];

impl Edit {
    fn apply(&self, text: &str, other: &str, dict: &[&str]) -> String {
        let mut b = text.as_bytes().to_vec();
        let len = b.len();
        let tokens = tokens(text);
        let n = tokens.len();
        let token = |i: usize| dict[i % dict.len()];
        match *self {
            Edit::FlipBit { at, bit } if len > 0 => b[at % len] ^= 1 << bit,
            Edit::InsertByte { at, byte } => b.insert(at % (len + 1), byte),
            Edit::InsertToken { at, token: t } => {
                let mut i = at % (len + 1);
                while !text.is_char_boundary(i) {
                    i -= 1;
                }
                return format!("{}{}{}", &text[..i], token(t), &text[i..]);
            }
            Edit::Delete { at, len: l } if len > 0 => {
                let a = at % len;
                b.drain(a..(a + l).min(len));
            }
            Edit::Duplicate { from, len: l, to } if len > 0 => {
                let a = from % len;
                let slice = b[a..(a + l).min(len)].to_vec();
                let at = to % (len + 1);
                b.splice(at..at, slice);
            }
            Edit::Truncate { at } => b.truncate(at % (len + 1)),
            Edit::SwapTokens { a, b: c } if n > 0 => {
                let mut t = tokens.clone();
                t.swap(a % n, c % n);
                return t.concat();
            }
            Edit::DeleteToken { a } if n > 0 => {
                let mut t = tokens.clone();
                t.remove(a % n);
                return t.concat();
            }
            Edit::DuplicateToken { a } if n > 0 => {
                let mut t = tokens.clone();
                t.insert(a % n, tokens[a % n]);
                return t.concat();
            }
            Edit::ReplaceToken { a, token: r } if n > 0 => {
                let mut t = tokens.clone();
                t[a % n] = token(r);
                return t.concat();
            }
            Edit::Number { nth, value } => {
                let runs = digit_runs(text);
                if !runs.is_empty() {
                    let (s, e) = runs[nth % runs.len()];
                    let v = NUMBERS[value % NUMBERS.len()];
                    return format!("{}{v}{}", &text[..s], &text[e..]);
                }
            }
            Edit::Splice { at, from } => {
                let ob = other.as_bytes();
                b.truncate(at % (len + 1));
                b.extend_from_slice(&ob[from % (ob.len() + 1)..]);
            }
            Edit::Chars { seed, edits } => return mutate_chars(text, seed, edits),
            Edit::SwapChars { a, b: c } if !text.is_empty() => {
                let mut chars: Vec<char> = text.chars().collect();
                let n = chars.len();
                chars.swap(a % n, c % n);
                return chars.into_iter().collect();
            }
            Edit::SetChar { at, c } if !text.is_empty() => {
                let mut chars: Vec<char> = text.chars().collect();
                let n = chars.len();
                chars[at % n] = ALPHABET[c % ALPHABET.len()];
                return chars.into_iter().collect();
            }
            _ => {}
        }
        String::from_utf8_lossy(&b).into_owned()
    }
}

/// Words (runs of ASCII letters and digits) and single other characters; they concatenate
/// back to the text.
fn tokens(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut in_word = false;
    for (i, c) in text.char_indices() {
        let word = c.is_ascii_alphanumeric();
        if i > start && !(word && in_word) {
            out.push(&text[start..i]);
            start = i;
        }
        in_word = word;
    }
    if start < text.len() {
        out.push(&text[start..]);
    }
    out
}

/// Byte ranges of the runs of ASCII digits.
fn digit_runs(text: &str) -> Vec<(usize, usize)> {
    let b = text.as_bytes();
    let mut runs = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_digit() {
            let s = i;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            runs.push((s, i));
        } else {
            i += 1;
        }
    }
    runs
}

/// `edits` random character edits (replace, delete, insert, duplicate a slice, swap).
fn mutate_chars(text: &str, seed: u64, edits: usize) -> String {
    let mut rng = Rng::new(seed);
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..edits {
        let len = chars.len();
        match rng.below(5) {
            0 if len > 0 => {
                let i = rng.below(len);
                chars[i] = *rng.pick(ALPHABET);
            }
            1 if len > 0 => {
                chars.remove(rng.below(len));
            }
            2 => {
                let i = rng.below(len + 1);
                chars.insert(i, *rng.pick(ALPHABET));
            }
            3 if len > 0 => {
                let a = rng.below(len);
                let b = (a + 1 + rng.below(8)).min(len);
                let slice: Vec<char> = chars[a..b].to_vec();
                let at = rng.below(len + 1);
                chars.splice(at..at, slice);
            }
            _ if len > 0 => {
                let (i, j) = (rng.below(len), rng.below(len));
                chars.swap(i, j);
            }
            _ => chars.push(*rng.pick(ALPHABET)),
        }
    }
    chars.into_iter().collect()
}

/// An edit of a JSON document's structure. `node` picks a value in document order.
#[derive(Clone, Debug)]
enum JsonEdit {
    /// A value becomes one of [`JSON_VALUES`].
    Replace { node: usize, value: usize },
    /// A field of [`FIELDS`] is set (added if missing) to one of [`JSON_VALUES`].
    Field { field: usize, value: usize },
    /// An object member or array element is removed.
    Remove { node: usize },
    /// An object member gets the key [`KEYS`]`[key]`.
    Rename { node: usize, key: usize },
    /// A value becomes a value of the other input (the rules, start or moves of another game).
    Graft { node: usize, from: usize },
    /// A string gets a few character edits.
    Chars {
        node: usize,
        seed: u64,
        edits: usize,
    },
    /// An array element is duplicated (a move played twice).
    DuplicateElement { node: usize },
    /// Two elements of an array trade places (moves out of order).
    SwapElements { node: usize, a: usize, b: usize },
    /// An array keeps its first elements only (a game stopped earlier).
    TruncateArray { node: usize, len: usize },
}

fn json_edit() -> impl Strategy<Value = JsonEdit> {
    let u = any::<usize>;
    prop_oneof![
        (u(), u()).prop_map(|(node, value)| JsonEdit::Replace { node, value }),
        (u(), u()).prop_map(|(field, value)| JsonEdit::Field { field, value }),
        u().prop_map(|node| JsonEdit::Remove { node }),
        (u(), u()).prop_map(|(node, key)| JsonEdit::Rename { node, key }),
        (u(), u()).prop_map(|(node, from)| JsonEdit::Graft { node, from }),
        (u(), any::<u64>(), 1usize..5).prop_map(|(node, seed, edits)| JsonEdit::Chars {
            node,
            seed,
            edits
        }),
        u().prop_map(|node| JsonEdit::DuplicateElement { node }),
        (u(), u(), u()).prop_map(|(node, a, b)| JsonEdit::SwapElements { node, a, b }),
        (u(), u()).prop_map(|(node, len)| JsonEdit::TruncateArray { node, len }),
    ]
}

/// Values (as JSON text) that break fields of records.
const JSON_VALUES: &[&str] = &[
    "null",
    "true",
    "false",
    "0",
    "1",
    "-1",
    "2",
    "3",
    "5",
    "6",
    "7",
    "60",
    "61",
    "255",
    "256",
    "65535",
    "65536",
    "4294967295",
    "4294967296",
    "-9223372036854775808",
    "18446744073709551615",
    "1.5",
    "-0.0",
    "1e30",
    r#""""#,
    r#""x""#,
    r#""petri-record""#,
    r#""petri-save""#,
    r#""petri""#,
    r#""checkers""#,
    r#""sequential""#,
    r#""realtime""#,
    r#""round""#,
    r#""continue""#,
    r#""anywhere""#,
    r#""own-triangles""#,
    r#""pass""#,
    r#""roll 3 5""#,
    r#""roll 6 7""#,
    r#""die 0""#,
    r#""best""#,
    r#""check-rest""#,
    r#""place a1""#,
    r#""n1-m5""#,
    r#""a1""#,
    r#""é🙂\u0000""#,
    "[]",
    "{}",
    "[1,2]",
    r#"["pass"]"#,
    r#"["roll 3 5","die 3"]"#,
    r#"{"game":"petri"}"#,
    r#"{"game":"checkers"}"#,
    r#"{"game":"petri","captures":"realtime","turn_cap":1}"#,
];

/// Record fields, as JSON pointers.
const FIELDS: &[&str] = &[
    "/format",
    "/version",
    "/rules",
    "/rules/size",
    "/rules/players",
    "/rules/sets_per_seat",
    "/rules/pieces",
    "/rules/teams",
    "/rules/variant",
    "/rules/variant/game",
    "/rules/variant/move_cap",
    "/rules/variant/turn_cap",
    "/rules/variant/captures",
    "/rules/variant/stops",
    "/rules/variant/finish",
    "/rules/variant/super_hops",
    "/start",
    "/moves",
    "/moves/0",
    "/names",
    "/extra",
];

/// Keys for [`JsonEdit::Rename`].
const KEYS: &[&str] = &[
    "format", "version", "rules", "start", "moves", "names", "variant", "game", "size", "players",
    "pieces", "teams", "move_cap", "turn_cap", "x", "",
];

/// Apply structural edits to JSON text; text that is not JSON is returned unchanged.
fn apply_json(text: &str, other: &str, edits: &[JsonEdit]) -> String {
    if edits.is_empty() {
        return text.to_string();
    }
    let Ok(mut doc) = serde_json::from_str::<Value>(text) else {
        return text.to_string();
    };
    let other: Value = serde_json::from_str(other).unwrap_or(Value::Null);
    let value = |i: usize| -> Value {
        serde_json::from_str(JSON_VALUES[i % JSON_VALUES.len()]).expect("JSON_VALUES are JSON")
    };
    for e in edits {
        let nodes = pointers(&doc);
        let pick = |i: usize| nodes[i % nodes.len()].clone();
        match *e {
            JsonEdit::Replace { node, value: v } => {
                if let Some(x) = doc.pointer_mut(&pick(node)) {
                    *x = value(v);
                }
            }
            JsonEdit::Field { field, value: v } => {
                set_field(&mut doc, FIELDS[field % FIELDS.len()], value(v))
            }
            JsonEdit::Remove { node } => {
                let p = pick(node);
                if let Some((parent, last)) = split_pointer(&p) {
                    match doc.pointer_mut(parent) {
                        Some(Value::Object(m)) => {
                            m.remove(&last);
                        }
                        Some(Value::Array(a)) => {
                            if let Ok(i) = last.parse::<usize>()
                                && i < a.len()
                            {
                                a.remove(i);
                            }
                        }
                        _ => {}
                    }
                }
            }
            JsonEdit::Rename { node, key } => {
                let p = pick(node);
                if let Some((parent, last)) = split_pointer(&p)
                    && let Some(Value::Object(m)) = doc.pointer_mut(parent)
                    && let Some(v) = m.remove(&last)
                {
                    m.insert(KEYS[key % KEYS.len()].to_string(), v);
                }
            }
            JsonEdit::Graft { node, from } => {
                let theirs = pointers(&other);
                let src = other
                    .pointer(&theirs[from % theirs.len()])
                    .cloned()
                    .unwrap_or(Value::Null);
                if let Some(x) = doc.pointer_mut(&pick(node)) {
                    *x = src;
                }
            }
            JsonEdit::Chars { node, seed, edits } => {
                let strings: Vec<String> = nodes
                    .iter()
                    .filter(|p| doc.pointer(p).is_some_and(Value::is_string))
                    .cloned()
                    .collect();
                if !strings.is_empty() {
                    let p = &strings[node % strings.len()];
                    if let Some(Value::String(s)) = doc.pointer_mut(p) {
                        *s = mutate_chars(s, seed, edits);
                    }
                }
            }
            JsonEdit::DuplicateElement { node }
            | JsonEdit::SwapElements { node, .. }
            | JsonEdit::TruncateArray { node, .. } => {
                let arrays: Vec<String> = nodes
                    .iter()
                    .filter(|p| {
                        doc.pointer(p)
                            .is_some_and(|v| v.as_array().is_some_and(|a| !a.is_empty()))
                    })
                    .cloned()
                    .collect();
                if !arrays.is_empty()
                    && let Some(Value::Array(a)) = doc.pointer_mut(&arrays[node % arrays.len()])
                {
                    let n = a.len();
                    match *e {
                        JsonEdit::SwapElements { a: i, b: j, .. } => a.swap(i % n, j % n),
                        JsonEdit::TruncateArray { len, .. } => a.truncate(len % n),
                        _ => {
                            let i = node % n;
                            let x = a[i].clone();
                            a.insert(i, x);
                        }
                    }
                }
            }
        }
    }
    if text.contains('\n') {
        serde_json::to_string_pretty(&doc).expect("values serialise")
    } else {
        doc.to_string()
    }
}

/// Every value's JSON pointer, in document order (the root is "").
fn pointers(v: &Value) -> Vec<String> {
    fn walk(v: &Value, at: String, out: &mut Vec<String>) {
        match v {
            Value::Object(m) => {
                out.push(at.clone());
                for (k, x) in m {
                    let k = k.replace('~', "~0").replace('/', "~1");
                    walk(x, format!("{at}/{k}"), out);
                }
            }
            Value::Array(a) => {
                out.push(at.clone());
                for (i, x) in a.iter().enumerate() {
                    walk(x, format!("{at}/{i}"), out);
                }
            }
            _ => out.push(at),
        }
    }
    let mut out = Vec::new();
    walk(v, String::new(), &mut out);
    out
}

/// A pointer's parent pointer and its last key (unescaped); `None` for the root.
fn split_pointer(p: &str) -> Option<(&str, String)> {
    let i = p.rfind('/')?;
    Some((&p[..i], p[i + 1..].replace("~1", "/").replace("~0", "~")))
}

fn set_field(doc: &mut Value, pointer: &str, value: Value) {
    if let Some(x) = doc.pointer_mut(pointer) {
        *x = value;
    } else if let Some((parent, last)) = split_pointer(pointer)
        && let Some(Value::Object(m)) = doc.pointer_mut(parent)
    {
        m.insert(last, value);
    }
}

// ---------------------------------------------------------------------------------------
// Rules, positions and games to take valid input from.

fn checkers_rules(rng: &mut Rng) -> Rules {
    static CONFIGS: std::sync::OnceLock<Vec<Rules>> = std::sync::OnceLock::new();
    let all = CONFIGS.get_or_init(|| all_configs().into_iter().map(|c| c.rules).collect());
    let r = *rng.pick(all);
    // Small move caps make some games end (and then refuse every move).
    let cap = *rng.pick(&[1u16, 2, 300, 300, 300]);
    odd(r.with_checkers(|o| o.move_cap = cap), rng)
}

fn petri_rules(rng: &mut Rng) -> Rules {
    let preset = *rng.pick(&[Preset::Petri, Preset::PetriRealtime]);
    let players = 2 + rng.below(5) as u8;
    let size = *rng.pick(&[2u8, 3, 4, 4, 4, 5, 6]);
    let mut r = Rules::preset(preset, players).with_size(size);
    if rng.chance(30) {
        r = r.with_pieces(*rng.pick(&[1u8, 2, 5, 15, 60]));
    }
    let cap = *rng.pick(&[1u16, 3, 200, 200, 200]);
    odd(r.with_petri(|o| o.turn_cap = cap), rng)
}

/// Now and then rules that cannot be played (out-of-range sizes, seats, sets, pieces, caps)
/// or of the other game.
fn odd(r: Rules, rng: &mut Rng) -> Rules {
    if !rng.chance(8) {
        return r;
    }
    let mut r = r;
    match rng.below(7) {
        0 => r.size = *rng.pick(&[0u8, 1, 7, 255]),
        1 => r.players = *rng.pick(&[0u8, 1, 5, 7, 255]),
        2 => r.sets_per_seat = *rng.pick(&[0u8, 2, 4, 255]),
        3 => r.pieces = Some(*rng.pick(&[0u8, 1, 14, 61, 255])),
        4 => r.teams = !r.teams,
        5 => {
            r = r
                .with_checkers(|o| o.move_cap = 0)
                .with_petri(|o| o.turn_cap = 0)
        }
        _ => {
            let players = r.players;
            r = if r.is_petri() {
                Rules::preset(Preset::Online, players)
            } else {
                Rules::preset(Preset::Petri, players)
            }
        }
    }
    r
}

/// A position of a random walk of up to `plies` plies from the start.
fn walk(rules: &Rules, rng: &mut Rng, plies: usize) -> Option<Position> {
    let mut p = Position::start(rules).ok()?;
    for _ in 0..rng.below(plies + 1) {
        let moves = p.legal_moves();
        p.play_unchecked(*rng.pick(&moves));
    }
    Some(p)
}

/// A random board: every hole filled with probability `density` percent by a random piece
/// letter of the rules (sometimes one letter only: far more marbles than a set has).
fn random_board(rules: &Rules, rng: &mut Rng) -> Option<String> {
    let start = Position::start(rules).ok()?;
    let mut letters: Vec<char> = start.layout().sets.iter().map(|s| s.letter).collect();
    if rng.chance(40) {
        letters = vec![*rng.pick(&letters)];
    }
    let density = rng.below(101) as u64;
    let geo = rules.geometry();
    let rows: Vec<String> = (0..geo.rows())
        .map(|r| {
            (0..geo.row_len(r))
                .map(|_| {
                    if rng.chance(density) {
                        *rng.pick(&letters)
                    } else {
                        '.'
                    }
                })
                .collect()
        })
        .collect();
    let seat = Seat(rng.below(rules.players as usize) as u8);
    Some(format!("{} {}", rows.join("/"), seat.letter()))
}

/// A Petri game of up to `actions` random legal actions.
fn petri_game(rules: &Rules, rng: &mut Rng, actions: usize) -> Option<PetriGame> {
    let mut g = PetriGame::new(PetriState::new(rules).ok()?);
    for _ in 0..rng.below(actions + 1) {
        let acts = g.state().legal_actions();
        if acts.is_empty() || g.play(*rng.pick(&acts)).is_err() {
            break;
        }
    }
    Some(g)
}

/// A game of either kind after up to `actions` random legal actions, sometimes from a loaded
/// position.
fn random_game(rng: &mut Rng, actions: usize) -> Option<Game> {
    let mut game = if rng.chance(50) {
        let rules = petri_rules(rng);
        if rng.chance(25) {
            let text = petri_text(&rules, rng)?;
            let start = PetriState::from_notation(&rules, &text).ok()?;
            Game::Petri(PetriGame::new(start))
        } else {
            Game::new(&rules).ok()?
        }
    } else {
        let rules = checkers_rules(rng);
        if rng.chance(25) {
            let start = walk(&rules, rng, 60)?;
            Game::Checkers(CheckersGame::from_position(start))
        } else {
            Game::new(&rules).ok()?
        }
    };
    for _ in 0..rng.below(actions + 1) {
        let acts = game.legal_actions();
        if acts.is_empty() {
            break;
        }
        let seat = game.to_move();
        if game.play(seat, *rng.pick(&acts)).is_err() {
            break;
        }
    }
    Some(game)
}

/// Petri notation of a position at the start of a turn in a random game (or of the start).
fn petri_text(rules: &Rules, rng: &mut Rng) -> Option<String> {
    let mut st = PetriState::new(rules).ok()?;
    let mut texts = vec![st.to_notation()];
    for _ in 0..rng.below(400) {
        let acts = st.legal_actions();
        if acts.is_empty() || st.play(*rng.pick(&acts)).is_err() {
            break;
        }
        if st.phase() == PetriPhase::Roll {
            texts.push(st.to_notation());
        }
    }
    Some(rng.pick(&texts).clone())
}

/// A value shown by a description (a record, a notation) rather than its `Debug`.
struct Shown<T> {
    value: T,
    about: String,
}

impl<T> Debug for Shown<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.about)
    }
}

fn shown_game(game: Game) -> Shown<Game> {
    let about = format!("the game of record {}", compact(&game.record()));
    Shown { value: game, about }
}

fn compact(rec: &GameRecord) -> String {
    serde_json::to_string(rec).expect("records serialise")
}

/// A board size: mostly real ones, sometimes none.
fn some_size(rng: &mut Rng) -> u8 {
    if rng.chance(85) {
        2 + rng.below(5) as u8
    } else {
        *rng.pick(&[0u8, 1, 7, 8, 255])
    }
}

/// A random hole name of a board size (or a plausible one).
fn hole_name(size: u8, rng: &mut Rng) -> String {
    match Geometry::try_get(size) {
        Some(geo) => geo.hole(rng.below(geo.len())).to_string(),
        None => "e5".into(),
    }
}

// ---------------------------------------------------------------------------------------
// Checks.

/// Errors say what is wrong.
fn said(e: &impl Display) -> Result<(), TestCaseError> {
    let m = e.to_string();
    prop_assert!(!m.trim().is_empty(), "an error with an empty message");
    Ok(())
}

/// An error's 1-based column points at a character of the text, or just past the end; with
/// `words`, at a character that is not blank (the text is read as blank-separated words).
fn column_in(column: Option<usize>, text: &str, words: bool) -> Result<(), TestCaseError> {
    if let Some(c) = column {
        let chars: Vec<char> = text.chars().collect();
        prop_assert!(
            (1..=chars.len() + 1).contains(&c),
            "column {} outside the {} characters of {:?}",
            c,
            chars.len(),
            text
        );
        if words && c <= chars.len() {
            prop_assert!(
                !chars[c - 1].is_whitespace(),
                "column {} of {:?} points at a blank",
                c,
                text
            );
        }
    }
    Ok(())
}

fn check_position(rules: &Rules, text: &str) -> Result<(), TestCaseError> {
    match Position::from_notation(rules, text) {
        Ok(p) => {
            let t = p.to_notation();
            let back = Position::from_notation(rules, &t);
            prop_assert!(back.as_ref() == Ok(&p), "{} reads back as {:?}", t, back);
            let moves = p.legal_moves();
            prop_assert!(!moves.is_empty(), "no move, not even a pass");
            prop_assert_eq!(p.count_moves(), moves.len() as u64);
            for &m in moves.iter().take(6) {
                prop_assert_eq!(p.check(m), Ok(()));
                prop_assert_eq!(p.parse_move(&m.to_string()), Ok(m));
            }
        }
        Err(e) => said(&e)?,
    }
    Ok(())
}

fn check_petri_position(rules: &Rules, text: &str) -> Result<(), TestCaseError> {
    let st = match PetriState::from_notation(rules, text) {
        Ok(st) => st,
        Err(e) => return said(&e),
    };
    let t = st.to_notation();
    prop_assert_eq!(
        PetriState::from_notation(rules, &t),
        Ok(st.clone()),
        "{}",
        t
    );
    prop_assert_eq!(st.phase(), PetriPhase::Roll);
    // The position can be played on: every listed action is taken, pieces are conserved.
    let pieces = u32::from(rules.players) * u32::from(rules.pieces_per_set());
    let mut rng = Rng::new(text.len() as u64 ^ 0x5EED);
    let mut s = st;
    for _ in 0..40 {
        if s.is_over() {
            break;
        }
        let acts = s.legal_actions();
        prop_assert!(!acts.is_empty(), "no action in {:?}", s.phase());
        let a = *rng.pick(&acts);
        if let Err(e) = s.play(a) {
            prop_assert!(false, "listed action {} refused: {}", a, e);
        }
        let total: u32 = (0..rules.players)
            .map(|i| {
                let seat = Seat(i);
                s.pieces(seat).count() + u32::from(s.hand(seat)) + u32::from(s.cup(seat))
            })
            .sum();
        prop_assert_eq!(total, pieces, "pieces not conserved after {}", a);
    }
    Ok(())
}

fn check_hole(size: u8, text: &str) -> Result<(), TestCaseError> {
    let parsed = Hole::parse(size, text);
    if let Some(geo) = Geometry::try_get(size) {
        prop_assert_eq!(&geo.parse_hole(text), &parsed);
    }
    match parsed {
        Ok(h) => {
            prop_assert_eq!(h.size(), size);
            prop_assert_eq!(h.to_string(), text);
            prop_assert_eq!(Hole::new(size, h.index()), Some(h));
        }
        Err(e) => said(&e)?,
    }
    Ok(())
}

fn check_move_text(size: u8, text: &str) -> Result<(), TestCaseError> {
    match parse_move_text(size, text) {
        Ok(mt) => {
            prop_assert!(!mt.landings.is_empty());
            let holes = || std::iter::once(mt.from).chain(mt.landings.iter().copied());
            prop_assert!(holes().all(|h| h.size() == size));
            let again: Vec<String> = holes().map(|h| h.to_string()).collect();
            prop_assert_eq!(parse_move_text(size, &again.join("-")), Ok(mt.clone()));
        }
        Err(e) => {
            said(&e)?;
            column_in(e.column, text, false)?;
        }
    }
    Ok(())
}

fn check_petri_action(size: u8, text: &str) -> Result<Option<PetriAction>, TestCaseError> {
    match PetriAction::parse(size, text) {
        Ok(a) => {
            prop_assert_eq!(a.to_string(), a.to_text());
            prop_assert_eq!(PetriAction::parse(size, &a.to_text()), Ok(a));
            if let PetriAction::Place(h) | PetriAction::Remove(h) | PetriAction::Check(h) = a {
                prop_assert_eq!(h.size(), size);
            }
            Ok(Some(a))
        }
        Err(e) => {
            said(&e)?;
            column_in(e.column, text, true)?;
            Ok(None)
        }
    }
}

/// A replayed record's game: its own record replays to the same game.
fn check_replayed(game: &Game) -> Result<(), TestCaseError> {
    let rec = game.record();
    let again = rec
        .replay()
        .map_err(|e| TestCaseError::fail(format!("the record of a replayed game fails: {e}")))?;
    prop_assert_eq!(again.to_notation(), game.to_notation());
    prop_assert_eq!(again.is_over(), game.is_over());
    prop_assert_eq!(again.stage(), game.stage());
    prop_assert_eq!(again.legal_actions(), game.legal_actions());
    prop_assert_eq!(again.record(), rec.clone());
    prop_assert_eq!(GameRecord::from_json(&rec.to_json()), Ok(rec));
    // The game goes on: a listed action is taken.
    if let Some(&a) = game.legal_actions().first() {
        let mut g = game.clone();
        let seat = g.to_move();
        if let Err(e) = g.play(seat, a) {
            prop_assert!(false, "listed action {} refused: {}", a, e);
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------
// Targets.

/// Chinese checkers position notation under some rules (and under other rules).
#[derive(Debug)]
struct PositionInput {
    rules: Rules,
    other: Rules,
}

impl Target for PositionInput {
    const TOKENS: &'static [&'static str] = &[
        ".", "..", "...", "....", ".....", "/", "/", "/", " ", "  ", "\t", "\n", "a", "b", "c",
        "d", "e", "f", "g", "z", "A", "aa", "abc", "h:a1", "c:b0", ",", "0", "1", "9", "-", "é",
        "🙂", "\u{0}", "\u{3000}", "\u{a0}",
    ];
    fn make(rng: &mut Rng) -> Self {
        PositionInput {
            rules: checkers_rules(rng),
            other: checkers_rules(rng),
        }
    }
    fn valid(&self, rng: &mut Rng) -> String {
        let r = &self.rules;
        let text = match rng.below(10) {
            0..=2 => random_board(r, rng),
            _ => walk(r, rng, 80).map(|p| p.to_notation()),
        };
        text.unwrap_or_else(|| "./../.../..../............./............/.........../........../........./........../.........../............/............./..../.../../. a".into())
    }
}

/// Petri position notation with hands and cups.
#[derive(Debug)]
struct PetriInput {
    rules: Rules,
    other: Rules,
}

impl Target for PetriInput {
    const TOKENS: &'static [&'static str] = &[
        ".",
        "..",
        "....",
        "/",
        "/",
        " ",
        " ",
        "a",
        "b",
        "c",
        "f",
        "g",
        "h:",
        "c:",
        "h:a10,b10",
        "c:a0,b0",
        "a",
        "b3",
        ",",
        ",",
        ":",
        "0",
        "1",
        "10",
        "60",
        "65535",
        "65536",
        "-1",
        "99999999999999999999",
        "é",
        "\u{3000}",
        "\t",
    ];
    fn make(rng: &mut Rng) -> Self {
        PetriInput {
            rules: petri_rules(rng),
            other: petri_rules(rng),
        }
    }
    fn valid(&self, rng: &mut Rng) -> String {
        petri_text(&self.rules, rng).unwrap_or_else(|| "./../... a h:a1 c:a0".into())
    }
}

/// A hole name on a board size.
#[derive(Debug)]
struct HoleInput {
    size: u8,
}

impl Target for HoleInput {
    const TOKENS: &'static [&'static str] = &[
        "a", "b", "e", "i", "m", "q", "u", "y", "z", "A", "é", "0", "1", "2", "5", "9", "13", "01",
        "000", "1000", "-", " ", "+", "\u{0}",
    ];
    fn make(rng: &mut Rng) -> Self {
        HoleInput {
            size: some_size(rng),
        }
    }
    fn valid(&self, rng: &mut Rng) -> String {
        hole_name(self.size, rng)
    }
}

/// Move text on a position (and on boards of other sizes).
#[derive(Debug)]
struct MoveInput {
    position: Shown<Position>,
    size: u8,
}

impl Target for MoveInput {
    const TOKENS: &'static [&'static str] = &[
        "a1",
        "b2",
        "c3",
        "d4",
        "e5",
        "e13",
        "i5",
        "i9",
        "m4",
        "m5",
        "n1",
        "n2",
        "o2",
        "k4",
        "q1",
        "p1",
        "u1",
        "y1",
        "z9",
        "a0",
        "a01",
        "a1000",
        "A1",
        "pass",
        "-",
        "-",
        "-",
        "--",
        " ",
        "é",
        "0",
        "9",
        "99999999999999999999",
        "\u{3000}",
    ];
    fn make(rng: &mut Rng) -> Self {
        let position = loop {
            let rules = checkers_rules(rng);
            if let Some(p) = walk(&rules, rng, 60) {
                break p;
            }
        };
        let size = if rng.chance(70) {
            position.size()
        } else {
            some_size(rng)
        };
        let about = format!("{position} under {:?}", position.rules());
        MoveInput {
            position: Shown {
                value: position,
                about,
            },
            size,
        }
    }
    fn valid(&self, rng: &mut Rng) -> String {
        let p = &self.position.value;
        let m = *rng.pick(&p.legal_moves());
        match rng.below(10) {
            0 => "pass".into(),
            1 => hole_name(p.size(), rng),
            2..=4 if !m.is_pass() => {
                let from = m.from().expect("a marble move");
                let path: Vec<String> = std::iter::once(from)
                    .chain(p.path(m))
                    .map(|h| h.to_string())
                    .collect();
                path.join("-")
            }
            _ => m.to_string(),
        }
    }
}

/// Petri action text on a board size, taken in a random Petri game.
#[derive(Debug)]
struct PetriActionInput {
    size: u8,
    game: Shown<PetriGame>,
}

impl Target for PetriActionInput {
    const TOKENS: &'static [&'static str] = &[
        "roll",
        "die",
        "place",
        "remove",
        "check",
        "check-rest",
        "best",
        "pass",
        "a1",
        "e5",
        "i9",
        "q1",
        "z9",
        "1",
        "3",
        "6",
        "7",
        "0",
        "-1",
        "256",
        "+3",
        "3.0",
        " ",
        " ",
        " ",
        "\t",
        "\u{3000}",
        "-",
    ];
    fn make(rng: &mut Rng) -> Self {
        let game = loop {
            let rules = petri_rules(rng);
            if let Some(g) = petri_game(&rules, rng, 200) {
                break g;
            }
        };
        let size = if rng.chance(70) {
            game.state().rules().size
        } else {
            some_size(rng)
        };
        let about = format!(
            "the Petri game of record {}",
            compact(&GameRecord::from_petri(&game))
        );
        PetriActionInput {
            size,
            game: Shown { value: game, about },
        }
    }
    fn valid(&self, rng: &mut Rng) -> String {
        let acts = self.game.value.state().legal_actions();
        match rng.below(8) {
            0 => "best".into(),
            1 => "check-rest".into(),
            2 => format!("place {}", hole_name(self.size, rng)),
            3 => format!("roll {} {}", 1 + rng.below(6), 1 + rng.below(6)),
            _ if !acts.is_empty() => rng.pick(&acts).to_text(),
            _ => "roll 3 5".into(),
        }
    }
}

/// Action text of either game at a random point of a random game.
#[derive(Debug)]
struct ActionInput {
    game: Shown<Game>,
}

impl Target for ActionInput {
    const TOKENS: &'static [&'static str] = &[
        "roll",
        "die",
        "place",
        "remove",
        "check",
        "check-rest",
        "best",
        "pass",
        "a1",
        "e5",
        "i5",
        "m5",
        "n1",
        "n2",
        "o2",
        "k4",
        "q1",
        "z9",
        "1",
        "3",
        "6",
        "7",
        "0",
        "-",
        "-",
        " ",
        " ",
        "\t",
        "é",
    ];
    fn make(rng: &mut Rng) -> Self {
        let game = loop {
            if let Some(g) = random_game(rng, 250) {
                break g;
            }
        };
        ActionInput {
            game: shown_game(game),
        }
    }
    fn valid(&self, rng: &mut Rng) -> String {
        let g = &self.game.value;
        let acts = g.legal_actions();
        if acts.is_empty() || rng.chance(15) {
            // An action of the other game, or of a game that is over.
            return (*rng.pick(&["pass", "n1-m5", "roll 3 5", "die 3", "best", "place e5"])).into();
        }
        let a = *rng.pick(&acts);
        match a {
            Action::Move(Move::Marble { from, .. }) if rng.chance(40) => {
                let path: Vec<String> = std::iter::once(from)
                    .chain(g.path(a))
                    .map(|h| h.to_string())
                    .collect();
                path.join("-")
            }
            _ => a.to_string(),
        }
    }
}

/// Game records (and save files' bodies) as JSON.
#[derive(Debug)]
struct RecordInput {
    record: Shown<GameRecord>,
    /// Made from a real game (not odd fields).
    real: bool,
}

impl Target for RecordInput {
    const TOKENS: &'static [&'static str] = &[
        "{",
        "}",
        "[",
        "]",
        ":",
        ",",
        "\"",
        "\"format\"",
        "\"petri-record\"",
        "\"version\"",
        "1",
        "\"rules\"",
        "\"variant\"",
        "\"game\"",
        "\"petri\"",
        "\"checkers\"",
        "\"size\"",
        "4",
        "\"players\"",
        "2",
        "\"sets_per_seat\"",
        "\"pieces\"",
        "null",
        "\"teams\"",
        "false",
        "true",
        "\"moves\"",
        "\"start\"",
        "\"names\"",
        "\"n1-m5\"",
        "\"roll 3 5\"",
        " ",
        "\n",
        "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[",
        "\"\\u0000\"",
        "\"\\ud800\"",
        "1e400",
        "-0",
        "18446744073709551616",
    ];
    const JSON: bool = true;
    fn make(rng: &mut Rng) -> Self {
        let (record, real) = if rng.chance(80) {
            let game = loop {
                if let Some(g) = random_game(rng, 300) {
                    break g;
                }
            };
            let mut rec = game.record();
            if rng.chance(20) {
                rec.names = (0..rec.rules.players)
                    .map(|i| format!("Player {i} é🙂"))
                    .collect();
            }
            (rec, true)
        } else {
            (odd_record(rng), false)
        };
        let about = format!("record {}", compact(&record));
        RecordInput {
            record: Shown {
                value: record,
                about,
            },
            real,
        }
    }
    fn valid(&self, rng: &mut Rng) -> String {
        if rng.chance(50) {
            self.record.value.to_json()
        } else {
            compact(&self.record.value)
        }
    }
}

/// A structurally valid record with odd field values: rules out of range, starts of other
/// rules or garbage, moves that are not moves.
fn odd_record(rng: &mut Rng) -> GameRecord {
    let base = if rng.chance(50) {
        Preset::Petri
    } else {
        Preset::Online
    };
    let mut rules = Rules::preset(base, 2)
        .with_checkers(|o| o.move_cap = rng.below(3) as u16)
        .with_petri(|o| o.turn_cap = rng.below(3) as u16);
    rules.size = rng.below(9) as u8;
    rules.players = rng.below(8) as u8;
    rules.sets_per_seat = rng.below(5) as u8;
    rules.pieces = rng.chance(50).then(|| rng.below(70) as u8);
    rules.teams = rng.chance(30);
    let start = match rng.below(4) {
        0 => None,
        1 => Some(PositionInput::make(rng).valid(rng)),
        2 => Some(PetriInput::make(rng).valid(rng)),
        _ => Some(mutate_chars("./../... a", rng.next(), 3)),
    };
    let moves = (0..rng.below(6))
        .map(|_| match rng.below(3) {
            0 => PetriActionInput::TOKENS[rng.below(PetriActionInput::TOKENS.len())].to_string(),
            1 => format!("{}-{}", hole_name(4, rng), hole_name(4, rng)),
            _ => format!("roll {} {}", rng.below(8), rng.below(8)),
        })
        .collect();
    GameRecord {
        format: RECORD_FORMAT.into(),
        version: RECORD_VERSION,
        rules,
        start,
        moves,
        names: Vec::new(),
    }
}

proptest! {
    #![proptest_config(config(POSITION_CASES))]

    /// `Position::from_notation`: accepted text prints back to text that reads as the same
    /// position, which can be searched; the text is read under other rules too.
    #[test]
    fn fuzz_position_notation(input in input::<PositionInput>()) {
        check_position(&input.ctx.rules, &input.text)?;
        check_position(&input.ctx.other, &input.text)?;
    }

}

proptest! {
    #![proptest_config(config(PETRI_POSITION_CASES))]

    /// `PetriState::from_notation`: accepted text prints back to the same state, which can be
    /// played on (every listed action is taken and pieces are conserved).
    #[test]
    fn fuzz_petri_notation(input in input::<PetriInput>()) {
        check_petri_position(&input.ctx.rules, &input.text)?;
        check_petri_position(&input.ctx.other, &input.text)?;
        // Petri notation is not Chinese checkers notation, and the other way round.
        check_position(&Rules::preset(Preset::Classic, input.ctx.rules.players), &input.text)?;
    }
}

proptest! {
    #![proptest_config(config(HOLE_CASES))]

    /// `Hole::parse` and `Geometry::parse_hole` agree; accepted names are the hole's name.
    #[test]
    fn fuzz_hole_name(input in input::<HoleInput>()) {
        check_hole(input.ctx.size, &input.text)?;
        check_hole(4, &input.text)?;
    }

}

proptest! {
    #![proptest_config(config(MOVE_CASES))]

    /// `parse_move_text` and `Position::parse_move`: accepted text names legal moves and
    /// reads back the same; errors point into the text.
    #[test]
    fn fuzz_move_text(input in input::<MoveInput>()) {
        let (pos, size) = (&input.ctx.position.value, &input.ctx.size);
        let text = &input.text;
        check_move_text(*size, text)?;
        check_move_text(pos.size(), text)?;
        for part in text.split(['-', ' ']) {
            check_hole(pos.size(), part)?;
        }
        match pos.parse_move(text) {
            Ok(m) => {
                prop_assert_eq!(pos.check(m), Ok(()));
                prop_assert!(pos.legal_moves().contains(&m), "{} is not listed", m);
                prop_assert_eq!(pos.parse_move(&m.to_string()), Ok(m));
            }
            Err(e) => said(&e)?,
        }
    }

}

proptest! {
    #![proptest_config(config(PETRI_ACTION_CASES))]

    /// `PetriAction::parse`: accepted text prints back the same; the action is taken or
    /// refused with a message (legal ones are taken) on the game it was made for.
    #[test]
    fn fuzz_petri_action_text(input in input::<PetriActionInput>()) {
        let game = &input.ctx.game.value;
        let size = game.state().rules().size;
        check_petri_action(input.ctx.size, &input.text)?;
        if let Some(a) = check_petri_action(size, &input.text)? {
            let legal = game.state().legal_actions().contains(&a);
            let mut g = game.clone();
            match g.play(a) {
                Ok(_) => {}
                Err(e) => {
                    prop_assert!(!legal, "legal action {} refused: {}", a, e);
                    said(&e)?;
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(config(ACTION_CASES))]

    /// `Game::parse_action` on either game at a random point of a random game: accepted
    /// Chinese checkers moves are legal, accepted text reads back the same, actions are taken
    /// or refused with a message, a seat not to act is refused; listed actions read back.
    #[test]
    fn fuzz_action_text(input in input::<ActionInput>()) {
        let game = &input.ctx.game.value;
        let text = &input.text;
        let legal = game.legal_actions();
        if let Some(&a) = legal.first() {
            prop_assert_eq!(game.parse_action(&a.to_string()), Ok(a));
        }
        match game.parse_action(text) {
            Ok(a) => {
                prop_assert_eq!(game.parse_action(&a.to_string()), Ok(a));
                prop_assert_eq!(matches!(a, Action::Petri(_)), game.is_petri());
                if !game.is_petri() {
                    prop_assert!(legal.contains(&a), "{} is not listed", a);
                }
                let to_move = game.to_move();
                let other = Seat((to_move.0 + 1) % game.rules().players);
                let mut g = game.clone();
                match g.play(other, a) {
                    Err(ActionError::NotYourTurn { .. }) | Err(ActionError::GameOver) => {}
                    r => prop_assert!(false, "seat {} not to act got {:?}", other, r),
                }
                match g.play(to_move, a) {
                    Ok(events) => prop_assert!(!events.is_empty()),
                    Err(e) => {
                        prop_assert!(!legal.contains(&a), "legal action {} refused: {}", a, e);
                        said(&e)?;
                    }
                }
            }
            Err(e) => {
                said(&e)?;
                if game.is_over() && !game.is_petri() {
                    prop_assert_eq!(e, ActionError::GameOver);
                }
            }
        }
    }

}

proptest! {
    #![proptest_config(config(RECORD_CASES))]

    /// `GameRecord::from_json` and `replay`: accepted records read back the same; a replayed
    /// game's own record replays to the same game, which goes on; valid records of real games
    /// replay to the game they were taken from.
    #[test]
    fn fuzz_record_json(input in input::<RecordInput>()) {
        match GameRecord::from_json(&input.text) {
            Ok(rec) => {
                prop_assert_eq!(GameRecord::from_json(&rec.to_json()), Ok(rec.clone()));
                match rec.replay() {
                    Ok(game) => {
                        check_replayed(&game)?;
                        if input.how == "valid" && input.ctx.real {
                            let mut mine = input.ctx.record.value.clone();
                            mine.names.clear();
                            prop_assert_eq!(game.record(), mine);
                        }
                    }
                    Err(e) => {
                        prop_assert!(
                            !(input.how == "valid" && input.ctx.real),
                            "the record of a real game fails: {}", e
                        );
                        said(&e)?;
                    }
                }
            }
            Err(e) => {
                prop_assert!(input.how != "valid", "a valid record is refused: {}", e);
                said(&e)?;
            }
        }
    }
}

/// The mutations do what they say (a fuzzer that silently fuzzes nothing proves little).
#[test]
fn mutations_change_text() {
    let text = "n1-m5 a10 {\"x\": 12}";
    assert_eq!(tokens(text).concat(), text);
    assert_eq!(
        tokens("ab-12 é"),
        vec!["ab", "-", "12", " ", "é"],
        "words and single characters"
    );
    assert_eq!(digit_runs("a10 b7"), vec![(1, 3), (5, 6)]);
    let n = Edit::Number {
        nth: 1,
        value: NUMBERS.iter().position(|&s| s == "65536").unwrap(),
    };
    assert_eq!(n.apply("a10 b7", "", &[]), "a10 b65536");
    let s = Edit::Splice { at: 3, from: 4 };
    assert_eq!(s.apply("abcdef", "012345", &[]), "abc45");
    let rec = r#"{"format":"petri-record","version":1,"moves":["a","b"]}"#;
    let version = FIELDS.iter().position(|&f| f == "/version").unwrap();
    let huge = JSON_VALUES.iter().position(|&v| v == "4294967296").unwrap();
    let out = apply_json(
        rec,
        "null",
        &[JsonEdit::Field {
            field: version,
            value: huge,
        }],
    );
    assert!(out.contains("\"version\":4294967296"), "{out}");
    let e = GameRecord::from_json(&out).unwrap_err();
    assert!(!e.to_string().is_empty());
    let out = apply_json(rec, "null", &[JsonEdit::DuplicateElement { node: 0 }]);
    assert!(out.contains(r#"["a","a","b"]"#), "{out}");
    assert_eq!(
        apply_json("not json", "null", &[JsonEdit::Remove { node: 1 }]),
        "not json"
    );
}
