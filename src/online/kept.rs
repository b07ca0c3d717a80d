//! The tab's seat kept through a reload (the web build): the server's token for this player
//! and the room it sits in, in the browser's `sessionStorage`. Each tab has its own (two tabs
//! are two players; a reloaded tab is the same one), so a reload, or a tab the browser brings
//! back after a crash, connects again and resumes the seat. Natively nothing is kept: two
//! windows on one machine share every file and would take each other's seat (a native game
//! resumes through lost connections while it runs).

use serde::{Deserialize, Serialize};

use super::Online;

/// What a reloaded page needs to resume its player.
#[derive(Serialize, Deserialize, Clone, Debug, PartialEq, Eq)]
pub struct Kept {
    /// The server's address.
    pub url: String,
    /// The player's token there.
    pub token: String,
    /// The room the player was in (not left), if any: a reload connects again at once.
    pub room: Option<String>,
}

/// The `sessionStorage` key.
#[cfg(target_arch = "wasm32")]
const KEY: &str = "petri/online.json";

impl Kept {
    /// What there is to keep now: nothing before a server gave a token.
    pub fn of(online: &Online) -> Option<Kept> {
        Some(Kept {
            url: online.url.clone(),
            token: online.client.token.clone()?,
            room: online.client.room.as_ref().map(|r| r.room.clone()),
        })
    }

    /// Reads what was kept; anything unreadable (edited by hand, an older form) is nothing.
    pub fn parse(text: &str) -> Option<Kept> {
        let kept: Kept = serde_json::from_str(text).ok()?;
        let token_ok = kept.token.len() == 32 && kept.token.chars().all(|c| c.is_ascii_hexdigit());
        let room_ok = kept
            .room
            .as_deref()
            .is_none_or(|r| petri_net::room_name(r).is_ok());
        (token_ok && room_ok).then_some(kept)
    }

    /// The token to say `hello` with on `url`: only the one that server gave.
    pub fn token_for(&self, url: &str) -> Option<String> {
        (self.url == url).then(|| self.token.clone())
    }
}

/// What this tab kept (always nothing natively).
pub fn load() -> Option<Kept> {
    #[cfg(target_arch = "wasm32")]
    {
        let storage = web_sys::window()?.session_storage().ok()??;
        Kept::parse(&storage.get_item(KEY).ok()??)
    }
    #[cfg(not(target_arch = "wasm32"))]
    None
}

/// Keeps `kept` for this tab (nothing natively).
pub fn save(kept: &Kept) {
    #[cfg(target_arch = "wasm32")]
    if let Some(storage) = web_sys::window().and_then(|w| w.session_storage().ok().flatten())
        && let Ok(text) = serde_json::to_string(kept)
    {
        let _ = storage.set_item(KEY, &text);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = kept;
}

#[cfg(test)]
mod tests {
    use super::*;

    const TOKEN: &str = "0123456789abcdef0123456789ABCDEF";

    #[test]
    fn kept_state_reads_back_and_refuses_what_is_not_its_own() {
        let kept = Kept {
            url: "wss://petri.example/ws".into(),
            token: TOKEN.into(),
            room: Some("ABCD2345".into()),
        };
        let text = serde_json::to_string(&kept).unwrap();
        assert_eq!(Kept::parse(&text), Some(kept.clone()));
        assert_eq!(
            kept.token_for("wss://petri.example/ws").as_deref(),
            Some(TOKEN)
        );
        assert_eq!(kept.token_for("ws://127.0.0.1:7878/ws"), None);
        for bad in [
            "",
            "{}",
            "not json",
            &text.replace(TOKEN, "0123"),
            &text.replace(TOKEN, &"g".repeat(32)),
            &text.replace("ABCD2345", "0O0O"),
        ] {
            assert_eq!(Kept::parse(bad), None, "{bad}");
        }
        let no_room = text.replace("\"ABCD2345\"", "null");
        assert_eq!(Kept::parse(&no_room).unwrap().room, None);
    }

    #[test]
    fn nothing_to_keep_before_a_token() {
        let mut online = Online {
            url: "ws://h/ws".into(),
            ..Online::default()
        };
        assert_eq!(Kept::of(&online), None);
        online.client.token = Some(TOKEN.into());
        let kept = Kept::of(&online).unwrap();
        assert_eq!((kept.url.as_str(), kept.room), ("ws://h/ws", None));
    }
}
