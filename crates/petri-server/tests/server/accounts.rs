//! Accounts against the real server: register, log in on another device, log out, change the
//! password, delete; names that look alike; and what attackers would try — wrong passwords by
//! the thousand from one address and from many, names of every bad kind, another's token.
//! All on loopback, bounded in count.

use crate::common::*;
use petri_net::{ClientMessage, ErrorCode, MAX_FRAME, Mode, ServerMessage};
use petri_rules::Preset;
use tokio_tungstenite::tungstenite::Message;

fn register(name: &str, password: &str) -> ClientMessage {
    ClientMessage::Register {
        name: name.into(),
        password: password.into(),
    }
}

fn login(name: &str, password: &str) -> ClientMessage {
    ClientMessage::Login {
        name: name.into(),
        password: password.into(),
    }
}

/// Logs in: the new token and player id.
async fn logged_in(c: &mut Client, name: &str, password: &str) -> (String, String) {
    c.send(&login(name, password)).await;
    let m = c
        .until("welcome", |m| {
            matches!(
                m,
                ServerMessage::Welcome { .. } | ServerMessage::Error { .. }
            )
        })
        .await;
    let ServerMessage::Welcome { token, player, .. } = m else {
        panic!("expected welcome, got {m:?}");
    };
    let account = c.account().await.expect("an account");
    assert_eq!(account.to_lowercase(), name.trim().to_lowercase());
    c.token = token.clone();
    (token, player)
}

/// A fresh connection's player id for this token (a new guest's when the token is dead), and
/// its account's name.
async fn who(addr: &str, token: &str) -> (String, Option<String>) {
    let mut c = Client::connect(addr, "Someone", Some(token)).await;
    // An account says so at once; a guest gets nothing more: a sync answers "not in a room".
    c.send(&ClientMessage::Sync).await;
    let m = c
        .until("account or error", |m| {
            matches!(
                m,
                ServerMessage::Account { .. } | ServerMessage::Error { .. }
            )
        })
        .await;
    let account = match m {
        ServerMessage::Account { name } => name,
        _ => None,
    };
    (c.player, account)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_account_registers_logs_in_elsewhere_changes_its_password_logs_out_and_goes() {
    let dir = tempfile::tempdir().unwrap();
    let mut server = Server::start(dir.path(), &[]);
    let addr = server.addr.clone();
    // A guest plays, then claims its name: same player, same token.
    let ann = Client::connect(&addr, "Ann", None).await;
    let guest_token = ann.token.clone();
    let (guest_id, _) = who(&addr, &guest_token).await;
    let mut ann = Client::connect(&addr, "Ann", Some(&guest_token)).await;
    ann.send(&register("Ann", "correct horse")).await;
    assert_eq!(ann.account().await.as_deref(), Some("Ann"));
    assert_eq!(
        who(&addr, &guest_token).await,
        (guest_id.clone(), Some("Ann".into())),
        "the guest's token is the account's now"
    );
    // Registering twice is refused.
    let mut ann = Client::connect(&addr, "whatever", Some(&guest_token)).await;
    assert_eq!(
        ann.account().await.as_deref(),
        Some("Ann"),
        "an account keeps its name"
    );
    ann.send(&register("Ann2", "correct horse")).await;
    assert_eq!(ann.refusal().await.0, ErrorCode::NotAllowed);

    // Names that are Ann's, or reserved, are taken.
    let mut eve = Client::connect(&addr, "Eve", None).await;
    for name in ["ann", "ANN", "Αnn", "Аnn", " Ann "] {
        eve.send(&register(name, "12345678")).await;
        let (code, message) = eve.refusal().await;
        assert_eq!(code, ErrorCode::NameTaken, "{name:?}");
        assert!(message.contains("taken"), "{message}");
    }
    for name in ["admin", "Petri", "deleted player", "Guest"] {
        eve.send(&register(name, "12345678")).await;
        let (code, message) = eve.refusal().await;
        assert_eq!(code, ErrorCode::NameTaken, "{name:?}");
        assert!(message.contains("reserved"), "{message}");
    }

    // Another device logs in: the account's player, a token of its own; the first device is
    // dropped (one connection per player).
    let mut phone = Client::connect(&addr, "phone", None).await;
    phone.send(&login("Ann", "wrong horse")).await;
    assert_eq!(phone.refusal().await.0, ErrorCode::BadLogin);
    phone.send(&login("Nobody", "wrong horse")).await;
    let (code, message) = phone.refusal().await;
    assert_eq!(code, ErrorCode::BadLogin);
    assert_eq!(
        message, "wrong name or password",
        "no hint whether the name exists"
    );
    let (phone_token, id) = logged_in(&mut phone, "ann", "correct horse").await;
    assert_eq!(id, guest_id);
    assert_ne!(phone_token, guest_token);
    assert_eq!(closed_with(&mut ann.ws).await, 1008);

    // A new password: the other devices' tokens stop working, this one's goes on.
    phone
        .send(&ClientMessage::ChangePassword {
            old: "wrong horse".into(),
            new: "battery staple".into(),
        })
        .await;
    assert_eq!(phone.refusal().await.0, ErrorCode::BadLogin);
    phone
        .send(&ClientMessage::ChangePassword {
            old: "correct horse".into(),
            new: "battery staple".into(),
        })
        .await;
    assert_eq!(phone.account().await.as_deref(), Some("Ann"));
    let (other, account) = who(&addr, &guest_token).await;
    assert_ne!(other, guest_id, "the old device's token is dead");
    assert_eq!(account, None);
    drop(phone);
    assert_eq!(
        who(&addr, &phone_token).await,
        (guest_id.clone(), Some("Ann".into()))
    );

    // Kept through a SIGKILL.
    server.kill9();
    let server = Server::start(dir.path(), &[]);
    let addr = server.addr.clone();
    let mut pc = Client::connect(&addr, "pc", None).await;
    pc.send(&login("Ann", "correct horse")).await;
    assert_eq!(pc.refusal().await.0, ErrorCode::BadLogin);
    let (pc_token, id) = logged_in(&mut pc, "Ann", "battery staple").await;
    assert_eq!(id, guest_id);

    // Log out: this token is dead, the connection closes.
    pc.send(&ClientMessage::Logout).await;
    assert_eq!(pc.account().await, None);
    assert_eq!(closed_with(&mut pc.ws).await, 1000);
    assert_ne!(who(&addr, &pc_token).await.0, guest_id);
    // A guest cannot log out.
    let mut guest = Client::connect(&addr, "guest", None).await;
    guest.send(&ClientMessage::Logout).await;
    assert_eq!(guest.refusal().await.0, ErrorCode::NotAllowed);

    // Not while in a room: logging in, deleting.
    let mut pc = Client::connect(&addr, "pc", None).await;
    logged_in(&mut pc, "Ann", "battery staple").await;
    let mode = Mode {
        rules: Preset::Classic,
        players: 2,
    };
    pc.send(&ClientMessage::QuickJoin { mode, rated: false })
        .await;
    pc.snapshot().await;
    pc.send(&ClientMessage::DeleteAccount {
        password: "battery staple".into(),
    })
    .await;
    assert_eq!(pc.refusal().await.0, ErrorCode::NotAllowed);
    let mut other = Client::connect(&addr, "other", None).await;
    other
        .send(&ClientMessage::QuickJoin { mode, rated: false })
        .await;
    other.snapshot().await;
    other.send(&login("Ann", "battery staple")).await;
    let (code, message) = other.refusal().await;
    assert_eq!(code, ErrorCode::NotAllowed);
    assert!(message.contains("leave your room"), "{message}");
    pc.send(&ClientMessage::Leave).await;
    // The room hears it in its own time: asked until the refusal is no longer "in a room".
    let deadline = std::time::Instant::now() + WAIT;
    let code = loop {
        pc.send(&ClientMessage::DeleteAccount {
            password: "wrong horse".into(),
        })
        .await;
        let code = pc.refusal().await.0;
        if code != ErrorCode::NotAllowed {
            break code;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "still in the room {} s after leaving it",
            WAIT.as_secs()
        );
        // The pace of the questions.
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    };
    assert_eq!(code, ErrorCode::BadLogin);
    pc.send(&ClientMessage::DeleteAccount {
        password: "battery staple".into(),
    })
    .await;
    assert_eq!(pc.account().await, None);
    assert_eq!(closed_with(&mut pc.ws).await, 1000);
    // Gone: no login, and the name is free again.
    let mut x = Client::connect(&addr, "x", None).await;
    x.send(&login("Ann", "battery staple")).await;
    assert_eq!(x.refusal().await.0, ErrorCode::BadLogin);
    x.send(&register("Ann", "a new password")).await;
    assert_eq!(x.account().await.as_deref(), Some("Ann"));
    // Nothing of a password in the database but its Argon2id hash.
    drop(server);
    let db = std::fs::read(dir.path().join("petri-server.sqlite")).unwrap();
    let wal = std::fs::read(dir.path().join("petri-server.sqlite-wal")).unwrap_or_default();
    for bytes in [db, wal] {
        let text = String::from_utf8_lossy(&bytes);
        for pw in ["correct horse", "battery staple", "a new password"] {
            assert!(!text.contains(pw), "{pw} is stored");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thousand_wrong_passwords_lock_out_one_address_and_many_while_the_server_plays_on() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(dir.path(), &["--trust-proxy", "127.0.0.1"]);
    let addr = server.addr.clone();
    let mut ann = Client::connect_from(&addr, "Ann", None, Some("198.51.100.1")).await;
    ann.send(&register("Ann", "correct horse")).await;
    assert_eq!(ann.account().await.as_deref(), Some("Ann"));
    // A game runs meanwhile: its players must be answered all along.
    let mut p = Client::connect_from(&addr, "P", None, Some("198.51.100.2")).await;
    let mut q = Client::connect_from(&addr, "Q", None, Some("198.51.100.3")).await;
    let mode = Mode {
        rules: Preset::Classic,
        players: 2,
    };
    p.send(&ClientMessage::QuickJoin { mode, rated: false })
        .await;
    p.snapshot().await;
    q.send(&ClientMessage::QuickJoin { mode, rated: false })
        .await;
    q.snapshot().await;

    // One address, a thousand wrong passwords for names that do not exist (and some for
    // Ann's): after the free ones, each is refused before any hash is computed.
    let attacker = "203.0.113.7";
    let mut bad_logins = 0;
    let mut locked = 0;
    for round in 0..10 {
        let mut c = Client::connect_from(&addr, "x", None, Some(attacker)).await;
        for i in 0..100 {
            let name = if i % 10 == 0 {
                "Ann".to_string()
            } else {
                format!("user{round}x{i}")
            };
            c.send(&login(&name, "not the password")).await;
            let (code, message) = c.refusal().await;
            match code {
                ErrorCode::BadLogin => bad_logins += 1,
                ErrorCode::RateLimited => {
                    assert!(message.contains("too many failed logins"), "{message}");
                    locked += 1;
                }
                other => panic!("{other:?}: {message}"),
            }
            if i == 50 {
                // The game is answered on time meanwhile.
                p.sync().await;
            }
        }
    }
    assert_eq!(bad_logins + locked, 1000);
    // 20 free, then one each time a lock ran out: 1 s, 2 s, 4 s… (a dozen would take over an
    // hour).
    assert!(
        (20..=32).contains(&bad_logins),
        "{bad_logins} passwords were checked from one address"
    );
    // Ann's account was tried from there too, and is locked for now; from many addresses the
    // account's own limit holds: at most 5 passwords checked, the rest refused.
    let mut checked = 0;
    for i in 0..200 {
        let from = format!("192.0.2.{}", i % 250 + 1);
        let mut c = Client::connect_from(&addr, "y", None, Some(&from)).await;
        c.send(&login("Ann", &format!("guess number {i}"))).await;
        match c.refusal().await.0 {
            ErrorCode::BadLogin => checked += 1,
            ErrorCode::RateLimited => {}
            other => panic!("{other:?}"),
        }
    }
    assert!(
        checked <= 5,
        "{checked} guesses were checked for one account"
    );
    // Ann herself waits too (the lock is the account's), and says so clearly.
    let mut a2 = Client::connect_from(&addr, "a", None, Some("198.51.100.1")).await;
    a2.send(&login("Ann", "correct horse")).await;
    let (code, message) = a2.refusal().await;
    assert_eq!(code, ErrorCode::RateLimited);
    assert!(message.contains("try again in"), "{message}");
    // Through all of it the game went on: a move is played and seen by both.
    let mover = if p.my_turn() { &mut p } else { &mut q };
    let mv = mover.pick(&mut rand::SeedableRng::seed_from_u64(1));
    mover.play(&mv).await;
    p.sync().await;
    q.sync().await;
    assert_eq!(p.v, q.v);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_names_are_refused_by_name_and_odd_ones_come_back_as_plain_text() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(dir.path(), &[]);
    let addr = server.addr.clone();
    let mut c = Client::connect(&addr, "x", None).await;
    let refused = async |c: &mut Client, name: &str| -> String {
        c.send(&register(name, "12345678")).await;
        let (code, message) = c.refusal().await;
        assert_eq!(code, ErrorCode::BadMessage, "{name:?}: {message}");
        message
    };
    assert!(refused(&mut c, "").await.contains("0 characters"));
    assert!(refused(&mut c, "   ").await.contains("0 characters"));
    assert!(refused(&mut c, "ab").await.contains("3–20"));
    assert!(refused(&mut c, "Ann\u{0}Lee").await.contains("U+0000"));
    assert!(refused(&mut c, "Ann\u{202E}Lee").await.contains("U+202E"));
    assert!(refused(&mut c, "Ann\tLee").await.contains("U+0009"));
    assert!(
        refused(&mut c, "x'); DROP TABLE--")
            .await
            .contains("U+0027")
    );
    assert!(refused(&mut c, "<img src=x>").await.contains("U+003C"));
    // 10 KB: over the frame limit, the connection is closed (1009); the server goes on.
    let huge = "a".repeat(10 * 1024);
    assert!(huge.len() > MAX_FRAME);
    c.raw(Message::text(register(&huge, "12345678").to_frame()))
        .await;
    assert_eq!(closed_with(&mut c.ws).await, 1009);
    // Names made of allowed characters that read like commands are only names.
    for name in ["DROP TABLE accounts", "FLUSHALL", "script alert", "SELECT"] {
        let mut c = Client::connect(&addr, "x", None).await;
        c.send(&register(name, "12345678")).await;
        assert_eq!(c.account().await.as_deref(), Some(name));
        let mode = Mode {
            rules: Preset::Classic,
            players: 3,
        };
        c.send(&ClientMessage::QuickJoin { mode, rated: false })
            .await;
        let m = c
            .until("snapshot", |m| matches!(m, ServerMessage::Snapshot(_)))
            .await;
        let ServerMessage::Snapshot(s) = m else {
            unreachable!()
        };
        assert!(
            s.seats
                .iter()
                .any(|seat| seat.name.as_deref() == Some(name))
        );
        c.send(&ClientMessage::Leave).await;
    }
    // And the accounts are all still there.
    let mut d = Client::connect(&addr, "d", None).await;
    logged_in(&mut d, "DROP TABLE accounts", "12345678").await;
    // A guest's display name may hold anything printable: it is shown as it was written.
    let odd = "<b>Bob</b> & 'co'";
    let mut g = Client::connect(&addr, odd, None).await;
    g.send(&ClientMessage::QuickJoin {
        mode: Mode {
            rules: Preset::Classic,
            players: 4,
        },
        rated: false,
    })
    .await;
    let m = g
        .until("snapshot", |m| matches!(m, ServerMessage::Snapshot(_)))
        .await;
    let ServerMessage::Snapshot(s) = m else {
        unreachable!()
    };
    assert_eq!(s.seats[0].name.as_deref(), Some(odd));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_token_is_only_its_own_players() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(dir.path(), &[]);
    let addr = server.addr.clone();
    let mut ann = Client::connect(&addr, "Ann", None).await;
    ann.send(&register("Ann", "correct horse")).await;
    ann.account().await;
    let mut bob = Client::connect(&addr, "Bob", None).await;
    bob.send(&register("Bob", "bob's password")).await;
    bob.account().await;
    let ann_token = ann.token.clone();
    // Bob's session cannot change Ann's password with Ann's password, nor delete her.
    bob.send(&ClientMessage::ChangePassword {
        old: "correct horse".into(),
        new: "taken over".into(),
    })
    .await;
    assert_eq!(bob.refusal().await.0, ErrorCode::BadLogin);
    bob.send(&ClientMessage::DeleteAccount {
        password: "correct horse".into(),
    })
    .await;
    assert_eq!(bob.refusal().await.0, ErrorCode::BadLogin);
    // A made-up token is a new guest, never someone's account.
    let (id, account) = who(&addr, &"0".repeat(32)).await;
    assert_eq!(account, None);
    let (ann_id, ann_account) = who(&addr, &ann_token).await;
    assert_ne!(id, ann_id);
    assert_eq!(ann_account.as_deref(), Some("Ann"));
    // Ann's password still works; Bob's guesses changed nothing.
    let mut pc = Client::connect(&addr, "pc", None).await;
    logged_in(&mut pc, "Ann", "correct horse").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_several_nodes_an_account_works_on_every_node() {
    let redis = Redis::start(26413);
    let dir = tempfile::tempdir().unwrap();
    let node = |name: &str| Server::start(dir.path(), &["--redis", &redis.url(), "--node", name]);
    let (a, b) = (node("a"), node("b"));
    let mut ann = Client::connect(&a.addr, "Ann", None).await;
    ann.send(&register("Ann", "correct horse")).await;
    assert_eq!(ann.account().await.as_deref(), Some("Ann"));
    let token = ann.token.clone();
    let (id, _) = who(&a.addr, &token).await;
    // The name is taken on the other node too, by its look-alikes as well.
    let mut eve = Client::connect(&b.addr, "Eve", None).await;
    eve.send(&register("ΑNN", "12345678")).await;
    assert_eq!(eve.refusal().await.0, ErrorCode::NameTaken);
    // Logged in on node b: the same player.
    let mut phone = Client::connect(&b.addr, "phone", None).await;
    let (phone_token, phone_id) = logged_in(&mut phone, "Ann", "correct horse").await;
    assert_eq!(phone_id, id);
    // A new password on b: a's token is dead everywhere, b's lives.
    phone
        .send(&ClientMessage::ChangePassword {
            old: "correct horse".into(),
            new: "battery staple".into(),
        })
        .await;
    assert_eq!(phone.account().await.as_deref(), Some("Ann"));
    drop(phone);
    assert_ne!(who(&a.addr, &token).await.0, id);
    assert_eq!(
        who(&a.addr, &phone_token).await,
        (id.clone(), Some("Ann".into()))
    );
    // Deleted on a: gone on b.
    let mut pc = Client::connect(&a.addr, "pc", None).await;
    logged_in(&mut pc, "Ann", "battery staple").await;
    pc.send(&ClientMessage::DeleteAccount {
        password: "battery staple".into(),
    })
    .await;
    assert_eq!(pc.account().await, None);
    let mut x = Client::connect(&b.addr, "x", None).await;
    x.send(&login("Ann", "battery staple")).await;
    assert_eq!(x.refusal().await.0, ErrorCode::BadLogin);
    x.send(&register("Ann", "another one")).await;
    assert_eq!(x.account().await.as_deref(), Some("Ann"));
}
