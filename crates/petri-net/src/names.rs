//! The server's names for things: rooms' names (canonical, and drawn from random bytes), rated
//! games' ids and tokens.

/// Characters of a room's name.
pub const ROOM_NAME_LEN: usize = 8;
/// The letters and digits of room names: none that reads like another (no 0/O, 1/I/L).
pub const ROOM_ALPHABET: &[u8; 31] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/// Hex digits of a token (128 random bits).
pub const TOKEN_HEX: usize = 32;

/// A room's name in its canonical form: upper case, spaces and dashes dropped (people read
/// them out and paste them), [`ROOM_NAME_LEN`] characters of [`ROOM_ALPHABET`].
pub fn room_name(text: &str) -> Result<String, String> {
    let name: String = text
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| c.to_ascii_uppercase())
        .collect();
    if name.chars().count() != ROOM_NAME_LEN {
        return Err(format!(
            "room: {:?} is not a room name ({ROOM_NAME_LEN} letters and digits)",
            short(text)
        ));
    }
    if let Some(c) = name
        .chars()
        .find(|c| !ROOM_ALPHABET.contains(&(*c as u8)) || !c.is_ascii())
    {
        return Err(format!(
            "room: {:?} is not a room name ({c:?} is not used in room names)",
            short(text)
        ));
    }
    Ok(name)
}

/// A rated game's id: its room's name, a dash and the game's number in the room
/// (`K7QMN2PX-3`), exactly as the server writes it.
pub fn check_game(text: &str) -> Result<String, String> {
    let valid = text.split_once('-').is_some_and(|(room, n)| {
        room_name(room).is_ok_and(|r| r == room)
            && !n.is_empty()
            && n.len() <= 10
            && n.bytes().all(|b| b.is_ascii_digit())
    });
    if valid {
        Ok(text.to_owned())
    } else {
        Err(format!(
            "game: {:?} is not a game (a room's name, a dash and a number: K7QMN2PX-3)",
            short(text)
        ))
    }
}

/// A room name made from random bytes (the server's randomness), each byte kept only when it
/// maps onto the alphabet without bias. `None` when the bytes ran out first: draw more.
pub fn room_name_from(random: &[u8]) -> Option<String> {
    let n = ROOM_ALPHABET.len();
    let limit = (256 / n * n) as u8 as usize; // 248: bytes below it map evenly
    let name: String = random
        .iter()
        .map(|&b| b as usize)
        .filter(|&b| b < limit)
        .take(ROOM_NAME_LEN)
        .map(|b| ROOM_ALPHABET[b % n] as char)
        .collect();
    (name.len() == ROOM_NAME_LEN).then_some(name)
}

/// A token as the client sent it: [`TOKEN_HEX`] hex digits, read in lower case.
pub(crate) fn check_token(token: &str) -> Result<String, String> {
    if token.len() == TOKEN_HEX && token.bytes().all(|b| b.is_ascii_hexdigit()) {
        Ok(token.to_ascii_lowercase())
    } else {
        Err(format!("token: not {TOKEN_HEX} hex digits"))
    }
}

/// The start of what a client sent, to quote in an error.
fn short(text: &str) -> String {
    text.chars().take(20).collect()
}
