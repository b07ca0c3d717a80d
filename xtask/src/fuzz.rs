//! `cargo xtask fuzz [--seconds N] [--rules-only] [--seed S]`: the fuzz targets, round after
//! round with a fresh seed each, until the time is spent.
//!
//! The targets are proptest tests named `fuzz_*`: the rules crate's (`tests/fuzz.rs`: position
//! notation, moves, actions, hole names, records), the protocol's (`petri-net`: client and
//! server frames, names, room names, mode keys), the mod readers' (`petri-mod`: zips and
//! `mod.ron`) and the game's unit tests (theme and settings
//! RON, the page's query string, save files). CI runs them once with a fixed seed in a debug
//! build; here they run in release with the seed in `PROPTEST_RNG_SEED`, fresh every round, so
//! every round tries other input. A failure prints proptest's report (the smallest failing
//! input) and the seed, and `--seed S` runs that round again.
//!
//! A target must take its seed and case count from the environment: build its proptest config
//! from `Config::default()` (which reads `PROPTEST_RNG_SEED` and `PROPTEST_CASES`) and fill in
//! a fixed seed and a case count only when those variables are unset (see `config` in
//! `crates/petri-rules/tests/fuzz.rs`); a target with a hard-coded seed tries the same input
//! every round.

use std::hash::{BuildHasher, Hasher};
use std::process::Command;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use crate::{Result, cargo, describe, fail, run};

const DEFAULT_SECONDS: u64 = 60;

/// One `cargo test` run of fuzz targets.
struct Suite {
    /// What it fuzzes, for the output.
    name: &'static str,
    package: &'static str,
    /// Which test target of the package.
    target: &'static [&'static str],
}

/// The targets of the rules crate.
const RULES: Suite = Suite {
    name: "rules",
    package: "petri-rules",
    target: &["--test", "fuzz"],
};

/// The protocol's parsers: unit tests named `fuzz_*` in `petri-net` (client and server frames,
/// names, room names, mode keys).
const NET: Suite = Suite {
    name: "protocol",
    package: "petri-net",
    target: &["--lib"],
};

/// The mod readers: unit tests named `fuzz_*` in `petri-mod` (zips, damaged zips, `mod.ron`
/// and its mutations).
const MODS: Suite = Suite {
    name: "mods",
    package: "petri-mod",
    target: &["--lib"],
};

/// The game's targets: unit tests named `fuzz_*` in the `petri` library.
const GAME: Suite = Suite {
    name: "game",
    package: "petri",
    target: &["--lib"],
};

/// Every fuzz target's name starts with this (it is the test filter).
const FILTER: &str = "fuzz_";

impl Suite {
    /// `cargo test --release -p <package> <target> [fuzz_]`, the command line of a round.
    fn command(&self, filter: bool) -> Command {
        let mut cmd = cargo();
        cmd.args(["test", "--release", "--package", self.package])
            .args(self.target);
        if filter {
            cmd.arg(FILTER);
        }
        cmd
    }

    /// The command that runs this suite (or one target of it) with a seed, as a user types it.
    fn again(&self, seed: u64, test: &str) -> String {
        format!(
            "PROPTEST_RNG_SEED={seed} cargo test --release -p {} {} {test}",
            self.package,
            self.target.join(" ")
        )
    }
}

#[derive(Debug)]
struct Options {
    seconds: u64,
    rules_only: bool,
    seed: Option<u64>,
}

fn parse(args: &[String]) -> Result<Options> {
    let mut o = Options {
        seconds: DEFAULT_SECONDS,
        rules_only: false,
        seed: None,
    };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) => (f, Some(v.to_string())),
            None => (arg.as_str(), None),
        };
        let mut value = |what: &str| -> Result<u64> {
            let v = match inline.clone().or_else(|| args.next().cloned()) {
                Some(v) => v,
                None => return fail(format!("`fuzz {flag}` needs {what}")),
            };
            v.parse::<u64>()
                .or_else(|_| fail(format!("`fuzz {flag}` needs {what}, not `{v}`")))
        };
        match flag {
            "--seconds" => o.seconds = value("a number of seconds")?,
            "--seed" => o.seed = Some(value("a seed (a number from 0 to 2^64 - 1)")?),
            "--rules-only" if inline.is_none() => o.rules_only = true,
            _ => {
                return fail(format!(
                    "`fuzz` does not take `{arg}` (it takes --seconds N, --rules-only, --seed S)"
                ));
            }
        }
    }
    Ok(o)
}

/// A seed no earlier round had: the process's random hash keys and the clock.
fn fresh_seed() -> u64 {
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    h.write_u128(now);
    h.finish()
}

/// The names of the tests that passed, from the test harness's output.
fn passed(stdout: &str) -> Vec<String> {
    stdout
        .lines()
        .filter_map(|l| l.strip_prefix("test ")?.strip_suffix(" ... ok"))
        .map(str::to_string)
        .collect()
}

/// The names of the tests that failed.
fn failed(stdout: &str) -> Vec<String> {
    stdout
        .lines()
        .filter_map(|l| l.strip_prefix("test ")?.strip_suffix(" ... FAILED"))
        .map(str::to_string)
        .collect()
}

pub fn run_fuzz(args: &[String]) -> Result<()> {
    let o = parse(args)?;
    let suites: Vec<&Suite> = if o.rules_only {
        vec![&RULES]
    } else {
        vec![&RULES, &NET, &MODS, &GAME]
    };
    println!(
        "xtask: fuzzing the {} targets (tests named {FILTER}*) in release {}",
        suites
            .iter()
            .map(|s| s.name)
            .collect::<Vec<_>>()
            .join(" and "),
        match o.seed {
            Some(seed) => format!("for one round with seed {seed}"),
            None => format!("for {}s, a fresh seed every round", o.seconds),
        }
    );
    for s in &suites {
        // Built first, so that the time goes to fuzzing.
        run(s.command(false).arg("--no-run"))?;
    }
    let started = Instant::now();
    let mut round = 0u64;
    loop {
        round += 1;
        let seed = o.seed.unwrap_or_else(fresh_seed);
        for s in &suites {
            let mut cmd = s.command(true);
            cmd.env("PROPTEST_RNG_SEED", seed.to_string())
                // No regression files in the source tree: the seed reproduces a failure.
                .env("PROPTEST_DISABLE_FAILURE_PERSISTENCE", "1");
            let t = Instant::now();
            let out = match cmd.output() {
                Ok(out) => out,
                Err(e) => return fail(format!("cannot run `{}`: {e}", describe(&cmd))),
            };
            let stdout = String::from_utf8_lossy(&out.stdout);
            let stderr = String::from_utf8_lossy(&out.stderr);
            if !out.status.success() {
                println!("{stdout}");
                eprintln!("{stderr}");
                let tests = failed(&stdout);
                let mut msg = format!(
                    "round {round} failed: {} targets {} with seed {seed}\n       \
                     (the smallest failing input is printed above, after `minimal failing input`)\n\
                     \n       run the round again:  cargo xtask fuzz --seed {seed}{}",
                    s.name,
                    if tests.is_empty() {
                        format!("(`{}` exited with {})", describe(&cmd), out.status)
                    } else {
                        tests.join(", ")
                    },
                    if o.rules_only { " --rules-only" } else { "" },
                );
                for t in &tests {
                    msg.push_str(&format!(
                        "\n       or the target alone:  {}",
                        s.again(seed, t)
                    ));
                }
                return fail(msg);
            }
            let names = passed(&stdout);
            if names.is_empty() {
                return fail(format!(
                    "`{}` ran no tests named {FILTER}*: the {} targets are missing \
                     (`--rules-only` fuzzes the rules crate alone)",
                    describe(&cmd),
                    s.name
                ));
            }
            println!(
                "round {round:>3}  seed {seed:>20}  {}: {} targets ok in {:.1}s ({})",
                s.name,
                names.len(),
                t.elapsed().as_secs_f64(),
                names.join(", ")
            );
        }
        if o.seed.is_some() || started.elapsed().as_secs() >= o.seconds {
            break;
        }
    }
    println!(
        "\nxtask: {round} round{} without a failure in {:.1}s",
        if round == 1 { "" } else { "s" },
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(a: &[&str]) -> Vec<String> {
        a.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn options_parse_and_bad_ones_are_named() {
        let o = parse(&args(&[])).unwrap();
        assert_eq!(
            (o.seconds, o.rules_only, o.seed),
            (DEFAULT_SECONDS, false, None)
        );
        let o = parse(&args(&["--seconds", "5", "--rules-only", "--seed=42"])).unwrap();
        assert_eq!((o.seconds, o.rules_only, o.seed), (5, true, Some(42)));
        let e = parse(&args(&["--seconds", "soon"]))
            .unwrap_err()
            .to_string();
        assert!(e.contains("soon"), "{e}");
        let e = parse(&args(&["--seconds"])).unwrap_err().to_string();
        assert!(e.contains("--seconds"), "{e}");
        let e = parse(&args(&["--fast"])).unwrap_err().to_string();
        assert!(e.contains("--fast"), "{e}");
        assert!(parse(&args(&["--rules-only=yes"])).is_err());
    }

    #[test]
    fn harness_output_gives_the_targets() {
        let out = "running 3 tests\ntest fuzz_a ... ok\ntest theme::tests::fuzz_b ... FAILED\n\
                   test fuzz_c ... ok\n\ntest result: FAILED.";
        assert_eq!(passed(out), ["fuzz_a", "fuzz_c"]);
        assert_eq!(failed(out), ["theme::tests::fuzz_b"]);
    }

    #[test]
    fn rounds_get_other_seeds() {
        assert_ne!(fresh_seed(), fresh_seed());
    }

    #[test]
    fn a_failing_target_is_run_again_by_its_seed() {
        assert_eq!(
            RULES.again(7, "fuzz_record_json"),
            "PROPTEST_RNG_SEED=7 cargo test --release -p petri-rules --test fuzz fuzz_record_json"
        );
        let cmd = describe(&GAME.command(true));
        assert!(
            cmd.ends_with("test --release --package petri --lib fuzz_"),
            "{cmd}"
        );
    }
}
