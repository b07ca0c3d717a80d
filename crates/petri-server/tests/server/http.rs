//! The HTTP API's errors over real HTTP: whatever is wrong with the request, and whoever
//! refuses it (a page, the router, hyper's own parser), an address under `/api/` is answered
//! with the documented `{"error": "…"}` and a status that fits.

use std::io::{Read, Write};

use crate::common::*;
use petri_net::api::ApiError;

/// Sends `request` as it is (any bytes, any length) and reads the answer: its status, its
/// `content-type` and its body. The server may close before it has read all of a request it
/// refuses: what it answered is read all the same.
fn raw(addr: &str, request: &[u8]) -> (u16, String, String) {
    let mut s = std::net::TcpStream::connect(addr).unwrap();
    // Not half-closed: hyper takes a closed read side for a client gone and answers nothing.
    let _ = s.write_all(request);
    let mut out = Vec::new();
    let mut buf = [0u8; 4096];
    loop {
        match s.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => out.extend_from_slice(&buf[..n]),
        }
    }
    let out = String::from_utf8_lossy(&out).into_owned();
    let status = out.get(9..12).and_then(|s| s.parse().ok()).unwrap_or(0);
    let (head, body) = out.split_once("\r\n\r\n").unwrap_or((&out, ""));
    let kind = head
        .lines()
        .find_map(|l| {
            l.to_ascii_lowercase()
                .strip_prefix("content-type:")
                .map(|v| v.trim().to_owned())
        })
        .unwrap_or_default();
    (status, kind, body.to_owned())
}

fn get(addr: &str, path: &str) -> (u16, String, String) {
    raw(
        addr,
        format!("GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").as_bytes(),
    )
}

/// The answer is the API's JSON error with this status, and says `says`.
fn json_error(what: &str, (status, kind, body): (u16, String, String), want: u16, says: &str) {
    assert_eq!(status, want, "{what}: {kind} {body:?}");
    assert_eq!(kind, "application/json", "{what}: {body:?}");
    let e: ApiError =
        serde_json::from_str(&body).unwrap_or_else(|e| panic!("{what}: {e}: {body:?}"));
    assert!(e.error.contains(says), "{what}: {}", e.error);
}

#[test]
fn every_api_error_is_json_with_a_status_that_fits() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(dir.path(), &[]);
    let addr = &server.addr;
    // Percent-escapes that are not UTF-8 once decoded: the page cannot read the name.
    for path in [
        "/api/players/%FF%FE%FD",
        "/api/leaderboard/%C3%28",
        "/api/games/%80",
    ] {
        json_error(path, get(addr, path), 400, "not valid UTF-8");
    }
    // Addresses the API does not have.
    for path in [
        "/api/players/../../etc/passwd",
        "/api/players/Ann/games",
        "/api/nothing",
        "/api",
        "/api/",
    ] {
        json_error(path, get(addr, path), 404, "the API has /api/leaderboard/");
    }
    // Another method.
    json_error(
        "POST",
        raw(
            addr,
            b"POST /api/players/Ann HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
        ),
        405,
        "GET only",
    );
    // What hyper refuses before any route: an address over its 64 KB, a request line that
    // is not HTTP, headers over its buffer.
    let long = format!("/api/players/{}", "a".repeat(100_000));
    json_error("a 100 KB path", get(addr, &long), 414, "too long");
    json_error(
        "a broken request line",
        raw(addr, b"GET /api/players/\x01 HTTP/1.1\r\nHost: x\r\n\r\n"),
        400,
        "cannot be read",
    );
    let mut huge = b"GET /api/players/Ann HTTP/1.1\r\nHost: x\r\n".to_vec();
    for i in 0..100 {
        huge.extend_from_slice(format!("X-Filler-{i}: {}\r\n", "b".repeat(8_000)).as_bytes());
    }
    huge.extend_from_slice(b"\r\n");
    json_error("800 KB of headers", raw(addr, &huge), 431, "too large");
    // The pages and the site around them answer as before.
    let (status, kind, body) = get(addr, "/api/leaderboard/classic-2");
    assert_eq!((status, kind.as_str()), (200, "application/json"), "{body}");
    assert_eq!(get(addr, "/healthz").0, 200);
    assert_eq!(get(addr, "/api/players/Nobody").0, 404);
}

/// Output closed early: `--help` and `--version` end quietly with status 0, and a running
/// server whose output is gone goes on serving (its `listening on` and `stats:` lines are
/// dropped, not a panic).
#[test]
fn the_server_is_quiet_when_its_output_is_closed() {
    let closed = || {
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        writer
    };
    for args in [&["--help"][..], &["--version"]] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_petri-server"))
            .args(args)
            .stdout(closed())
            .stderr(std::process::Stdio::piped())
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {err}");
        assert!(err.is_empty(), "{args:?}: {err}");
    }
    // A fixed port (below the ephemeral range): the address cannot be read from the output.
    let dir = tempfile::tempdir().unwrap();
    let addr = "127.0.0.1:24617";
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_petri-server"))
        .args(["--listen", addr, "--stats-secs", "1", "--data"])
        .arg(dir.path())
        .stdout(closed())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let answers = || std::net::TcpStream::connect(addr).is_ok() && get(addr, "/healthz").0 == 200;
    // Until it listens (its `listening on` line dropped by then).
    let deadline = std::time::Instant::now() + WAIT;
    while !answers() {
        if std::time::Instant::now() >= deadline || child.try_wait().unwrap().is_some() {
            let _ = child.kill();
            let out = child.wait_with_output().unwrap();
            let err = String::from_utf8_lossy(&out.stderr);
            panic!("the server never answered /healthz: {err}");
        }
        // The pace of the tries.
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    // Then through two `stats:` lines (one a second from its start, which came before its
    // first answer, so any 2.5 s hold two): it answers every time.
    let listening = std::time::Instant::now();
    let (mut asked, mut answered) = (0, 0);
    while listening.elapsed() < std::time::Duration::from_millis(2500) {
        asked += 1;
        answered += usize::from(answers());
        // The pace of the questions.
        std::thread::sleep(std::time::Duration::from_millis(200));
    }
    let running = child.try_wait().unwrap().is_none();
    let _ = child.kill();
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(running, "the server stopped: {err}");
    assert_eq!(
        answered, asked,
        "answered {answered} times of {asked}: {err}"
    );
    assert!(asked >= 5, "asked {asked} times: {err}");
    assert!(!err.contains("panicked"), "{err}");
}
