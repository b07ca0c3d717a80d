//! Every limit of the protocol and of the server in one place: sizes, counts, rates and times.
//! The "Limits" table of this crate's `README.md` is checked against these values by a test
//! (`the_readme_limits_table_is_the_code`), so the document cannot drift from the code.
//!
//! Rates are token buckets ([`Bucket`]): a burst of `burst` at once, then one more every
//! `every_ms`. One type serves every rate the server keeps (messages, chat, rooms created).

/// The largest frame the server accepts from a client, in bytes (larger: close code 1009).
pub const MAX_FRAME: usize = 4096;
/// The largest frame a client accepts from the server, in bytes. A `snapshot` carries the
/// whole record and the chat kept: with the longest game (six seats at the move cap) and a
/// full chat of the longest lines it stays under half of this (a test checks it).
pub const MAX_SERVER_FRAME: usize = 1024 * 1024;
/// A player's name: 1 to this many characters.
pub const NAME_MAX: usize = 24;
/// Characters of an account's name.
pub const ACCOUNT_NAME_MIN: usize = 3;
pub const ACCOUNT_NAME_MAX: usize = 20;
/// Characters of a password.
pub const PASSWORD_MIN: usize = 8;
pub const PASSWORD_MAX: usize = 128;
/// A time control's bounds, in seconds (from, to): a turn's time and the reserve (per move),
/// the base and the increment (Fischer).
pub const PER_MOVE_SECS: (u32, u32) = (5, 600);
pub const RESERVE_SECS: (u32, u32) = (0, 600);
pub const FISCHER_BASE_SECS: (u32, u32) = (60, 3 * 3600);
pub const INCREMENT_SECS: (u32, u32) = (0, 60);
/// Live games a `lobby` frame lists at most.
pub const LIVE_MAX: usize = 20;
/// A chat line: 1 to this many characters.
pub const CHAT_MAX: usize = 300;
/// A move's text: at most this many bytes (`check-rest`, `n12-m11`, `remove e5`).
pub const MOVE_MAX: usize = 32;
/// Chat lines a room keeps (older ones are dropped).
pub const CHAT_KEEP: usize = 200;
/// Frames waiting to be sent to one client; a reader slower than this is dropped (1008).
pub const SEND_QUEUE: usize = 256;
/// Messages one connection may send. Room for programs (bots, tests, a Petri best order
/// sent check by check) while a flood is still cut off.
pub const MESSAGES: Rate = Rate {
    burst: 100,
    every_ms: 20,
};
/// Chat lines one connection may send.
pub const CHAT: Rate = Rate {
    burst: 5,
    every_ms: 2000,
};
/// Snapshots one connection gets for its `sync`s. A `sync` past the rate is not refused: it
/// and any more meanwhile are answered by one snapshot when the next is due, so a client that
/// asks for the room over and over costs the room one snapshot a second.
pub const SYNCS: Rate = Rate {
    burst: 5,
    every_ms: 1000,
};
/// Friends rooms created from one address (`quick_join` opens a public room only when none
/// waits, so it cannot multiply rooms beyond an address's connections).
pub const ROOMS_PER_ADDRESS: Rate = Rate {
    burst: 10,
    every_ms: 6000,
};
/// Open connections from one address (behind `--trust-proxy`, the address the proxy names).
pub const CONNECTIONS_PER_ADDRESS: usize = 64;
/// Seconds a frame may wait for the client to take it (its socket full): then the client is
/// dropped, as one that reads too slowly.
pub const SEND_SECS: u64 = 10;
/// Seconds to send `hello` after connecting (else close 1008).
pub const HELLO_SECS: u64 = 10;
/// Seconds between the server's pings.
pub const PING_SECS: u64 = 20;
/// Seconds without a word from a client (not even a pong) before it is dropped (1001).
pub const DEAD_SECS: u64 = 60;
/// Seconds a player must have been gone before the others may vote to cancel or hand the seat
/// to a computer; a public room that waits for players frees such a seat.
pub const VANISHED_SECS: u64 = 60;
/// The lobby counts go to a subscriber at most this often (milliseconds).
pub const LOBBY_EVERY_MS: u64 = 1000;

/// A token bucket's size and refill.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rate {
    /// Tokens when full: what may be spent at once.
    pub burst: u32,
    /// Milliseconds for one token to come back.
    pub every_ms: u64,
}

impl Rate {
    /// `burst 100, then 50 a second`, `burst 5, then one every 2 s`: the README's words.
    pub fn describe(self) -> String {
        if self.every_ms < 1000 {
            format!(
                "burst {}, then {} a second",
                self.burst,
                1000 / self.every_ms.max(1)
            )
        } else if self.every_ms.is_multiple_of(1000) {
            format!(
                "burst {}, then one every {} s",
                self.burst,
                self.every_ms / 1000
            )
        } else {
            format!("burst {}, then one every {} ms", self.burst, self.every_ms)
        }
    }
}

/// A token bucket on the caller's clock (milliseconds on any monotonic clock): full at first,
/// one token a spend, refilled at the [`Rate`]'s pace up to its burst.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bucket {
    rate: Rate,
    /// Tokens, in thousandths (whole numbers: no drift).
    milli: u64,
    /// What time counted last, and what it left over (thousandths · ms, below `every_ms`).
    at: u64,
    rest: u64,
}

impl Bucket {
    /// A full bucket at time `now`.
    pub fn new(rate: Rate, now: u64) -> Bucket {
        Bucket {
            rate,
            milli: u64::from(rate.burst) * 1000,
            at: now,
            rest: 0,
        }
    }

    fn refill(&mut self, now: u64) {
        let every = self.rate.every_ms.max(1);
        let full = u64::from(self.rate.burst) * 1000;
        // A clock going back counts nothing.
        let elapsed = now.saturating_sub(self.at);
        self.at = self.at.max(now);
        let earned = elapsed.saturating_mul(1000).saturating_add(self.rest);
        self.milli = self.milli.saturating_add(earned / every);
        self.rest = earned % every;
        if self.milli >= full {
            self.milli = full;
            self.rest = 0;
        }
    }

    /// Spends a token when there is one: true. False: over the rate, nothing spent.
    pub fn take(&mut self, now: u64) -> bool {
        self.refill(now);
        if self.milli >= 1000 {
            self.milli -= 1000;
            true
        } else {
            false
        }
    }

    /// When the next token can be spent: `now` when one is there, else the first time
    /// [`Bucket::take`] will succeed (nothing is spent).
    pub fn due(&mut self, now: u64) -> u64 {
        self.refill(now);
        if self.milli >= 1000 {
            return now;
        }
        let every = self.rate.every_ms.max(1);
        // Thousandths earned by `now + t` are (t · 1000 + rest) / every.
        let wanted = (1000 - self.milli) * every - self.rest;
        now + wanted.div_ceil(1000)
    }

    /// Whole tokens left at `now`.
    pub fn left(&mut self, now: u64) -> u32 {
        self.refill(now);
        (self.milli / 1000) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bucket_spends_its_burst_then_refills_at_its_rate() {
        let mut b = Bucket::new(CHAT, 1_000);
        for _ in 0..5 {
            assert!(b.take(1_000));
        }
        assert!(!b.take(1_000), "the burst is spent");
        assert!(!b.take(2_999), "one line every 2 s");
        assert!(b.take(3_000));
        assert!(!b.take(3_000));
        // A long pause fills it up to the burst, no more.
        assert_eq!(b.left(1_000_000), 5);
        // A clock going back gives nothing.
        let mut b = Bucket::new(MESSAGES, 10_000);
        for _ in 0..100 {
            assert!(b.take(10_000));
        }
        assert!(!b.take(5_000));
        assert!(!b.take(10_019));
        assert!(b.take(10_020), "50 a second");
    }

    #[test]
    fn a_bucket_says_when_its_next_token_is_due() {
        let mut b = Bucket::new(SYNCS, 1_000);
        assert_eq!(b.due(1_000), 1_000);
        for _ in 0..SYNCS.burst {
            assert!(b.take(1_000));
        }
        assert_eq!(b.due(1_000), 2_000);
        assert_eq!(b.due(1_400), 2_000, "asking again changes nothing");
        assert!(!b.take(1_999));
        let due = b.due(1_999);
        assert!(b.take(due));
        // Rates that do not divide a second: the due time is the first that works.
        let mut b = Bucket::new(MESSAGES, 0);
        for _ in 0..MESSAGES.burst {
            assert!(b.take(0));
        }
        let due = b.due(7);
        assert!(!b.clone().take(due - 1) && b.take(due), "due {due}");
        let mut b = Bucket::new(
            Rate {
                burst: 1,
                every_ms: 1500,
            },
            0,
        );
        assert!(b.take(0));
        for now in [0, 1, 700, 1499] {
            let due = b.due(now);
            assert_eq!(due, 1500);
            assert!(!b.clone().take(due - 1) && b.clone().take(due));
        }
    }

    #[test]
    fn rates_read_as_the_readme_says() {
        assert_eq!(MESSAGES.describe(), "burst 100, then 50 a second");
        assert_eq!(CHAT.describe(), "burst 5, then one every 2 s");
        assert_eq!(
            Rate {
                burst: 3,
                every_ms: 1500
            }
            .describe(),
            "burst 3, then one every 1500 ms"
        );
    }

    /// The rows the README's "Limits" table must have, in order.
    fn rows() -> Vec<(&'static str, String)> {
        vec![
            ("frame from a client", format!("{MAX_FRAME} bytes")),
            ("frame from the server", format!("{MAX_SERVER_FRAME} bytes")),
            ("name", format!("1–{NAME_MAX} characters")),
            (
                "account's name",
                format!("{ACCOUNT_NAME_MIN}–{ACCOUNT_NAME_MAX} characters"),
            ),
            (
                "password",
                format!("{PASSWORD_MIN}–{PASSWORD_MAX} characters"),
            ),
            (
                "clock: a turn (per move)",
                format!("{}–{} s", PER_MOVE_SECS.0, PER_MOVE_SECS.1),
            ),
            (
                "clock: reserve (per move)",
                format!("{}–{} s", RESERVE_SECS.0, RESERVE_SECS.1),
            ),
            (
                "clock: base (Fischer)",
                format!("{}–{} s", FISCHER_BASE_SECS.0, FISCHER_BASE_SECS.1),
            ),
            (
                "clock: increment (Fischer)",
                format!("{}–{} s", INCREMENT_SECS.0, INCREMENT_SECS.1),
            ),
            ("chat line", format!("1–{CHAT_MAX} characters")),
            ("move text", format!("{MOVE_MAX} bytes")),
            ("chat kept per room", format!("{CHAT_KEEP} lines")),
            (
                "frames waiting to be sent to one client",
                format!("{SEND_QUEUE} (then the client is dropped)"),
            ),
            ("messages", MESSAGES.describe()),
            ("chat", CHAT.describe()),
            (
                "snapshots for `sync`",
                format!(
                    "{} (more `sync`s meanwhile: one snapshot when the next is due)",
                    SYNCS.describe()
                ),
            ),
            (
                "friends rooms created from one address",
                ROOMS_PER_ADDRESS.describe(),
            ),
            (
                "connections from one address",
                format!("{CONNECTIONS_PER_ADDRESS} (more are refused with HTTP 429)"),
            ),
            (
                "a frame the client does not take",
                format!("{SEND_SECS} s (then the client is dropped)"),
            ),
            ("`hello`", format!("within {HELLO_SECS} s")),
            ("pings", format!("every {PING_SECS} s")),
            (
                "silence (no frame, no pong)",
                format!("{DEAD_SECS} s, then disconnected"),
            ),
            ("gone before `vanished`", format!("{VANISHED_SECS} s")),
            (
                "lobby counts",
                format!("at most one every {} s", LOBBY_EVERY_MS / 1000),
            ),
        ]
    }

    #[test]
    fn the_readme_limits_table_is_the_code() {
        let readme = include_str!("../README.md");
        let table = readme
            .split("\n## Limits\n")
            .nth(1)
            .expect("the README has a section `## Limits`");
        let found: Vec<(String, String)> = table
            .lines()
            .skip_while(|l| !l.starts_with('|'))
            .take_while(|l| l.starts_with('|'))
            .skip(2) // the header and its rule
            .map(|l| {
                let cells: Vec<&str> = l.trim_matches('|').split(" | ").collect();
                assert_eq!(cells.len(), 2, "a row of two cells: {l}");
                (cells[0].trim().to_string(), cells[1].trim().to_string())
            })
            .collect();
        let want: Vec<(String, String)> = rows()
            .into_iter()
            .map(|(a, b)| (a.to_string(), b))
            .collect();
        let as_table = |rows: &[(String, String)]| {
            rows.iter()
                .map(|(a, b)| format!("| {a} | {b} |"))
                .collect::<Vec<_>>()
                .join("\n")
        };
        assert_eq!(
            found,
            want,
            "the README's limits table differs from the code; the code says:\n\n{}\n",
            as_table(&want)
        );
    }
}
