//! Accounts, the pure part: what makes two names one, which names are reserved, password
//! hashes (Argon2id) and the limits on failed logins. No I/O and no clock of its own (the
//! limiter is told the time), so all of it is tested directly. [`Logins`] holds a node's two
//! limiters: per address and per account.

use std::collections::HashMap;
use std::hash::Hash;
use std::net::IpAddr;

use argon2::Argon2;
use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use unicode_normalization::UnicodeNormalization;

/// The name shown for the games of a deleted account.
pub const DELETED: &str = petri_net::api::DELETED;

/// Names nobody may register (compared by [`name_key`], so their look-alikes too).
pub const RESERVED: [&str; 12] = [
    DELETED,
    "admin",
    "administrator",
    "anonymous",
    "computer",
    "guest",
    "moderator",
    "petri",
    "petri-server",
    "root",
    "server",
    "system",
];

/// The key two names are one by: NFKC, the Unicode confusables skeleton (UTS #39), lower
/// case, the skeleton again, and `i` taken as `l`. So "Ann", "ANN", "Αnn" (Greek capital
/// alpha) and "Аnn" (Cyrillic) share a key, and so do "bill", "BILL", "biII" and "bi11":
/// look-alikes and case together cannot be told by one key otherwise (capital I looks like l,
/// its lower case like i). The price: names that differ only by i and l are one. Spaces, `_`,
/// `-` and `.` count as they are.
pub fn name_key(name: &str) -> String {
    let nfkc: String = name.nfkc().collect();
    let skeleton: String = unicode_security::skeleton(&nfkc).collect();
    let lower: String = skeleton.chars().flat_map(char::to_lowercase).collect();
    unicode_security::skeleton(&lower)
        .map(|c| if c == 'i' { 'l' } else { c })
        .collect()
}

/// Whether a name (by its key) is reserved.
pub fn is_reserved(key: &str) -> bool {
    RESERVED.iter().any(|r| name_key(r) == key)
}

/// A password's hash as a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`), with a fresh salt.
/// Slow on purpose (tens of ms): run it on a blocking thread.
pub fn hash_password(password: &str) -> Result<String, String> {
    Argon2::default()
        .hash_password(password.as_bytes())
        .map(|h| h.to_string())
        .map_err(|e| format!("cannot hash a password: {e}"))
}

/// Whether `password` is the one hashed in `phc`. A hash that cannot be read matches nothing.
pub fn verify_password(password: &str, phc: &str) -> bool {
    let Ok(hash) = PasswordHash::new(phc) else {
        return false;
    };
    Argon2::default()
        .verify_password(password.as_bytes(), &hash)
        .is_ok()
}

/// How failed logins are limited for one kind of key (an address, an account): `free`
/// failures without waiting, then each further failure locks the key for `base_ms` doubled
/// with each failure, at most `max_ms`. A key forgets its failures after `forget_ms` without
/// one; a success clears it.
#[derive(Clone, Copy, Debug)]
pub struct Policy {
    pub free: u32,
    pub base_ms: u64,
    pub max_ms: u64,
    pub forget_ms: u64,
}

/// Per address: a family behind one router, or a school, may mistype often.
pub const PER_ADDRESS: Policy = Policy {
    free: 20,
    base_ms: 1_000,
    max_ms: 15 * 60_000,
    forget_ms: 60 * 60_000,
};

/// Per account: a guesser spread over many addresses meets this.
pub const PER_ACCOUNT: Policy = Policy {
    free: 5,
    base_ms: 2_000,
    max_ms: 15 * 60_000,
    forget_ms: 60 * 60_000,
};

#[derive(Clone, Copy, Debug)]
struct Failures {
    count: u32,
    last: u64,
    locked_until: u64,
}

/// Failed logins by key, under a [`Policy`].
#[derive(Debug)]
pub struct Limiter<K> {
    policy: Policy,
    keys: HashMap<K, Failures>,
}

impl<K: Eq + Hash + Clone> Limiter<K> {
    pub fn new(policy: Policy) -> Limiter<K> {
        Limiter {
            policy,
            keys: HashMap::new(),
        }
    }

    /// `Err(ms)`: the key is locked for that much longer; no password may be tried.
    pub fn check(&self, key: &K, now: u64) -> Result<(), u64> {
        match self.keys.get(key) {
            Some(f) if f.locked_until > now => Err(f.locked_until - now),
            _ => Ok(()),
        }
    }

    /// A wrong password for this key: answers how long it is locked now (0: not).
    pub fn failed(&mut self, key: &K, now: u64) -> u64 {
        let p = self.policy;
        let f = self.keys.entry(key.clone()).or_insert(Failures {
            count: 0,
            last: now,
            locked_until: 0,
        });
        if now.saturating_sub(f.last) >= p.forget_ms {
            f.count = 0;
        }
        f.count += 1;
        f.last = now;
        if f.count <= p.free {
            return 0;
        }
        let doublings = (f.count - p.free - 1).min(30);
        let lock = p.base_ms.saturating_mul(1 << doublings).min(p.max_ms);
        f.locked_until = now + lock;
        lock
    }

    /// A right password: the key starts afresh.
    pub fn succeeded(&mut self, key: &K) {
        self.keys.remove(key);
    }

    /// An attempt counted as failed before it was checked turned out right: it no longer
    /// counts (nor does the lock it brought).
    pub fn forgive(&mut self, key: &K) {
        if let Some(f) = self.keys.get_mut(key) {
            f.count = f.count.saturating_sub(1);
            if f.count <= self.policy.free {
                f.locked_until = 0;
            }
        }
    }

    /// Forgets keys whose failures are forgotten (called now and then: memory stays bounded
    /// by the keys that failed within `forget_ms`).
    pub fn sweep(&mut self, now: u64) {
        let forget = self.policy.forget_ms;
        self.keys
            .retain(|_, f| now.saturating_sub(f.last) < forget || f.locked_until > now);
    }

    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.keys.len()
    }
}

/// Failed logins, per address and per account (by its name's key), on one node.
pub struct Logins {
    by_address: Limiter<IpAddr>,
    by_account: Limiter<String>,
    /// When the limiters were last swept of forgotten keys.
    swept: u64,
}

impl Default for Logins {
    fn default() -> Logins {
        Logins {
            by_address: Limiter::new(PER_ADDRESS),
            by_account: Limiter::new(PER_ACCOUNT),
            swept: 0,
        }
    }
}

impl Logins {
    /// A password may be tried for this key from this address now: the attempt counts as a
    /// failure until it proves right ([`Logins::succeeded`]), so attempts made at once cannot
    /// slip past the limit while their hashes are checked. `Err(message)`: locked.
    pub fn attempt(&mut self, addr: IpAddr, key: &str, now: u64) -> Result<(), String> {
        if now.saturating_sub(self.swept) > 60_000 {
            self.by_address.sweep(now);
            self.by_account.sweep(now);
            self.swept = now;
        }
        let wait = [
            self.by_address.check(&addr, now).err(),
            self.by_account.check(&key.to_string(), now).err(),
        ]
        .into_iter()
        .flatten()
        .max();
        if let Some(ms) = wait {
            return Err(format!(
                "too many failed logins: try again in {} s",
                ms.div_ceil(1000)
            ));
        }
        self.by_address.failed(&addr, now);
        self.by_account.failed(&key.to_string(), now);
        Ok(())
    }

    /// The attempt was right: the account starts afresh, the address's count is as before.
    pub fn succeeded(&mut self, addr: IpAddr, key: &str) {
        self.by_address.forgive(&addr);
        self.by_account.succeeded(&key.to_string());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_that_look_alike_are_one_name() {
        let ann = name_key("Ann");
        for same in [
            "ann",
            "ANN",
            "Αnn",        // Greek capital alpha
            "Аnn",        // Cyrillic capital a
            "\u{FF21}nn", // fullwidth A
            "Ann",
        ] {
            assert_eq!(name_key(same), ann, "{same:?}");
        }
        assert_ne!(name_key("Anne"), ann);
        assert_ne!(name_key("Ann Lee"), name_key("AnnLee"));
        // l, I and 1 look alike in many fonts.
        assert_eq!(name_key("bill"), name_key("biII"));
        assert_eq!(name_key("bill"), name_key("BILL"));
        assert_eq!(name_key("pau1"), name_key("paul"));
        // Composed and decomposed letters are one.
        assert_eq!(name_key("Zoë"), name_key("Zoe\u{308}"));
    }

    #[test]
    fn reserved_names_and_their_look_alikes_cannot_be_taken() {
        for r in [
            "admin",
            "ADMIN",
            "Аdmin",
            "Petri",
            "deleted player",
            "Guest",
        ] {
            assert!(is_reserved(&name_key(r)), "{r}");
        }
        assert!(!is_reserved(&name_key("Ann")));
        assert!(!is_reserved(&name_key("admins")));
    }

    #[test]
    fn a_password_is_hashed_with_argon2id_and_salted() {
        let a = hash_password("correct horse").unwrap();
        let b = hash_password("correct horse").unwrap();
        assert!(a.starts_with("$argon2id$v=19$"), "{a}");
        assert_ne!(a, b, "each hash has its own salt");
        assert!(!a.contains("correct horse"));
        assert!(verify_password("correct horse", &a));
        assert!(verify_password("correct horse", &b));
        assert!(!verify_password("correct horse ", &a));
        assert!(!verify_password("", &a));
        assert!(!verify_password("correct horse", "not a hash"));
    }

    #[test]
    fn failed_logins_lock_with_growing_delays_and_a_success_clears_them() {
        let p = Policy {
            free: 3,
            base_ms: 1000,
            max_ms: 8000,
            forget_ms: 60_000,
        };
        let mut l = Limiter::new(p);
        let k = "ann";
        let mut now = 0;
        for _ in 0..3 {
            assert_eq!(l.check(&k, now), Ok(()));
            assert_eq!(l.failed(&k, now), 0);
        }
        // The fourth failure locks for 1 s, then 2, 4, 8, 8.
        for lock in [1000, 2000, 4000, 8000, 8000] {
            assert_eq!(l.check(&k, now), Ok(()));
            assert_eq!(l.failed(&k, now), lock);
            assert_eq!(l.check(&k, now + 1), Err(lock - 1));
            now += lock;
        }
        assert_eq!(l.check(&k, now), Ok(()));
        // Other keys are not touched.
        assert_eq!(l.check(&"bob", 0), Ok(()));
        l.succeeded(&k);
        assert_eq!(l.failed(&k, now), 0);
        // Forgiven: the attempt that locked no longer counts.
        for _ in 0..2 {
            l.failed(&k, now);
        }
        assert_eq!(l.failed(&k, now), 1000);
        l.forgive(&k);
        assert_eq!(l.check(&k, now), Ok(()));
        assert_eq!(l.failed(&k, now), 1000);
        l.succeeded(&k);
        // An hour of quiet: forgotten.
        for _ in 0..3 {
            l.failed(&k, now);
        }
        assert_eq!(l.failed(&k, now + 60_000), 0);
        l.sweep(now + 200_000);
        assert_eq!(l.len(), 0);
    }
}
