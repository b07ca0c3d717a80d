//! Reading a frame: its size, its JSON, and why it cannot be read ([`FrameError`]).

use std::fmt;

use serde::Deserialize;

/// Why a frame cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FrameError {
    /// Longer than the limit (bytes, limit): [`MAX_FRAME`](crate::MAX_FRAME) for a client's frame (the
    /// server closes the connection with code 1009),
    /// [`MAX_SERVER_FRAME`](crate::MAX_SERVER_FRAME) for the server's.
    TooLarge(usize, usize),
    /// Not a message, or a field is missing or wrong: answer `bad_message` with this text.
    Bad(String),
}

impl fmt::Display for FrameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FrameError::TooLarge(n, max) => {
                write!(f, "a frame of {n} bytes is larger than {max}")
            }
            FrameError::Bad(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for FrameError {}

/// The frame's message, when it is at most `max` bytes of JSON that reads as one.
pub(crate) fn read<T: for<'de> Deserialize<'de>>(frame: &str, max: usize) -> Result<T, FrameError> {
    if frame.len() > max {
        return Err(FrameError::TooLarge(frame.len(), max));
    }
    serde_json::from_str(frame).map_err(|e| FrameError::Bad(json_reason(frame, &e)))
}

/// serde's reason, with an unknown message named plainly.
fn json_reason(frame: &str, e: &serde_json::Error) -> String {
    let t = serde_json::from_str::<serde_json::Value>(frame)
        .ok()
        .and_then(|v| v.get("t").and_then(|t| t.as_str()).map(str::to_owned));
    match t {
        Some(t) if e.to_string().contains(&format!("unknown variant `{t}`")) => {
            format!("unknown message t={t:?}")
        }
        _ => format!("not a message: {e}"),
    }
}
