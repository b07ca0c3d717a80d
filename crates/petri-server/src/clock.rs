//! The wall clock: milliseconds since 1970, which the rooms' clocks run on (their deadlines
//! are stored, so a restart or a takeover goes on with the same ones) and which orders public
//! rooms across nodes. Tests move it ahead (`--test-clock`).

use std::sync::atomic::{AtomicU64, Ordering};

/// How far this process's wall clock was moved ahead (`--test-clock`: tests move it to run
/// a clock out without waiting for it).
static WALL_AHEAD_MS: AtomicU64 = AtomicU64::new(0);

/// Milliseconds since 1970 (orders public rooms across nodes; the rooms' clocks run on it).
pub fn wall_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
        + WALL_AHEAD_MS.load(Ordering::Relaxed)
}

/// Moves the wall clock ahead (only with `--test-clock`); the rooms see it on their next tick.
pub fn move_wall_ahead(ms: u64) {
    WALL_AHEAD_MS.fetch_add(ms, Ordering::Relaxed);
}
