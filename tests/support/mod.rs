//! What the integration tests that build the server share.

use std::process::Command;

/// `cargo` as a person runs it: without the variables cargo gives this test
/// (`CARGO_MANIFEST_DIR`, `CARGO_PKG_*`), which `ring`'s build script watches: with them, every
/// test's build of the server rebuilt `ring` and everything above it (xtask strips the same).
pub fn plain_cargo() -> Command {
    let mut cargo = Command::new(env!("CARGO"));
    for (key, _) in std::env::vars_os() {
        let package = key.to_str().is_some_and(|k| {
            k.starts_with("CARGO_PKG_")
                || k.starts_with("CARGO_MANIFEST_")
                || matches!(
                    k,
                    "CARGO_CRATE_NAME" | "CARGO_BIN_NAME" | "CARGO_PRIMARY_PACKAGE"
                )
        });
        if package {
            cargo.env_remove(key);
        }
    }
    cargo
}
