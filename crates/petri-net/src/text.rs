//! Text people type, checked and cleaned: players' names, accounts' names, passwords, chat
//! lines and a move's text.

use crate::limits::{
    ACCOUNT_NAME_MAX, ACCOUNT_NAME_MIN, CHAT_MAX, MOVE_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN,
};

/// Characters a person's text must not carry: control characters, and the invisible ones that
/// reorder or hide text (bidirectional overrides, zero-width characters).
pub(crate) fn unwanted(c: char) -> bool {
    c.is_control()
        || matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{2069}' | '\u{FEFF}')
}

/// Text without unwanted characters, runs of spaces made one, trimmed.
pub fn clean_text(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars().filter(|c| !unwanted(*c)) {
        let c = if c.is_whitespace() { ' ' } else { c };
        if c == ' ' && (out.is_empty() || out.ends_with(' ')) {
            continue;
        }
        out.push(c);
    }
    out.truncate(out.trim_end().len());
    out
}

/// `text` cleaned, 1 to `max` characters; `what` names it in the error.
fn clean_bounded(what: &str, text: &str, max: usize) -> Result<String, String> {
    let clean = clean_text(text);
    let n = clean.chars().count();
    if n == 0 {
        Err(format!("{what}: empty"))
    } else if n > max {
        Err(format!("{what}: {n} characters, at most {max}"))
    } else {
        Ok(clean)
    }
}

/// A player's name, cleaned: 1–24 characters.
pub fn clean_name(name: &str) -> Result<String, String> {
    clean_bounded("name", name, NAME_MAX)
}

/// An account's name as written: 3–20 letters, digits, `_`, `-`, `.` or single spaces
/// between them, after removing spaces at its ends. (The server also compares names by how
/// they look: "Ann" and "Αnn" are one.)
pub fn check_account_name(name: &str) -> Result<String, String> {
    let name = name.trim();
    let n = name.chars().count();
    if !(ACCOUNT_NAME_MIN..=ACCOUNT_NAME_MAX).contains(&n) {
        return Err(format!(
            "name: {n} characters, an account's name has {ACCOUNT_NAME_MIN}–{ACCOUNT_NAME_MAX}"
        ));
    }
    if let Some(c) = name
        .chars()
        .find(|c| !(c.is_alphanumeric() || matches!(c, '_' | '-' | '.' | ' ')))
    {
        return Err(format!(
            "name: {:?} (U+{:04X}) does not belong in a name: letters, digits, _ - . and spaces",
            c, c as u32
        ));
    }
    if name.contains("  ") {
        return Err("name: two spaces in a row".into());
    }
    Ok(name.to_owned())
}

/// A password: 8–128 characters, any (kept as given: never trimmed, never shown).
pub fn check_password(what: &str, password: String) -> Result<String, String> {
    let n = password.chars().count();
    if n < PASSWORD_MIN {
        return Err(format!("{what}: at least {PASSWORD_MIN} characters"));
    }
    if n > PASSWORD_MAX {
        return Err(format!("{what}: at most {PASSWORD_MAX} characters"));
    }
    Ok(password)
}

/// A chat line, cleaned: 1–300 characters.
pub fn clean_chat(text: &str) -> Result<String, String> {
    clean_bounded("chat", text, CHAT_MAX)
}

/// A move's text, trimmed: at most [`MOVE_MAX`] bytes of letters, digits, `-`, `,` and
/// spaces (what the game reads is the room's to judge).
pub(crate) fn check_move(text: &str) -> Result<String, String> {
    let text = text.trim();
    if text.is_empty() {
        return Err("move: empty".into());
    }
    if text.len() > MOVE_MAX {
        return Err(format!("move: {} bytes, at most {MOVE_MAX}", text.len()));
    }
    if let Some(c) = text
        .chars()
        .find(|c| !(c.is_ascii_alphanumeric() || matches!(c, '-' | ' ' | ',')))
    {
        return Err(format!("move: {c:?} does not belong in a move"));
    }
    Ok(text.to_owned())
}
