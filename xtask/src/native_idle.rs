//! `cargo xtask native-idle`: what an idle screen costs the native game, the same cases as
//! `web-idle` (figures in BENCHMARKS.md). The release build runs under Xvfb, where Mesa draws
//! in software (lavapipe or llvmpipe: the renderer a machine without a GPU driver has), with a
//! fresh home folder a run (its `settings.ron` sets the title's living board as the case
//! wants); the online cases talk to a `petri-server` on 127.0.0.1. Nothing can tell when a
//! native screen is ready, so each run waits PETRI_IDLE_SETTLE seconds (default 20: start-up,
//! and a game of two computers ending for the results), then counts the game process's CPU time
//! (user and system, every thread: the renderer's too) over PETRI_IDLE_SECONDS (default 10).
//! Each case runs PETRI_IDLE_RUNS times (default 3); a line gives the median and the spread.
//! Results in `<target>/native-idle/idle.json`; PETRI_IDLE_CASES=title,lobby picks cases.

use std::fs;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::thread;
use std::time::Duration;

use crate::web::{Server, io_error};
use crate::{Result, cargo, fail, run, setup, target_dir, workspace_root};

/// Clock ticks a second in /proc/<pid>/stat (USER_HZ, 100 on Linux).
const TICK: f64 = 100.0;

/// The settings of a still title (as in `web-idle`: the cases behind the title are measured
/// without its board moving).
const STILL: &str = "(living_title: false)";

/// A case: its name, the settings it starts with, the game's arguments (`{server}` stands for
/// the server's address).
const CASES: &[(&str, &str, &[&str])] = &[
    ("title", "()", &[]),
    ("title-still", STILL, &[]),
    (
        "title-living",
        "(living_title: true, living_title_software: true)",
        &[],
    ),
    ("new-game", STILL, &["--show", "new-game"]),
    (
        "board-waiting",
        STILL,
        &[
            "--rules",
            "classic",
            "--players",
            "2",
            "--seats",
            "human,hard",
        ],
    ),
    ("results", STILL, &["--show", "results"]),
    (
        "lobby",
        STILL,
        &["--show", "online", "--server", "{server}"],
    ),
    (
        "waiting-room",
        STILL,
        &["--create", "classic-3", "--server", "{server}"],
    ),
    (
        "leaderboard",
        STILL,
        &["--show", "leaderboard", "--server", "{server}"],
    ),
    ("replays", STILL, &["--show", "replays"]),
    ("settings", STILL, &["--show", "settings"]),
    ("learn", STILL, &["--show", "learn"]),
    ("how-to-play", STILL, &["--show", "how-to-play"]),
    ("puzzles", STILL, &["--show", "puzzles"]),
];

fn env_number(name: &str, default: f64) -> Result<f64> {
    match std::env::var(name) {
        Ok(v) => match v.parse::<f64>() {
            Ok(n) if n > 0.0 => Ok(n),
            _ => fail(format!("{name} wants a positive number, not `{v}`")),
        },
        Err(_) => Ok(default),
    }
}

pub fn native_idle() -> Result<()> {
    let seconds = env_number("PETRI_IDLE_SECONDS", 10.0)?;
    let settle = env_number("PETRI_IDLE_SETTLE", 20.0)?;
    let runs = env_number("PETRI_IDLE_RUNS", 3.0)? as usize;
    let only: Option<Vec<String>> = std::env::var("PETRI_IDLE_CASES")
        .ok()
        .map(|v| v.split(',').map(|s| s.trim().to_owned()).collect());
    if let Some(bad) = only
        .iter()
        .flatten()
        .find(|c| !CASES.iter().any(|(n, ..)| n == c))
    {
        let names: Vec<&str> = CASES.iter().map(|(n, ..)| *n).collect();
        return fail(format!(
            "PETRI_IDLE_CASES: no case `{bad}` (cases: {})",
            names.join(", ")
        ));
    }
    setup::ensure_apt_packages(setup::BUILD_PACKAGES)?;
    setup::ensure_apt_packages(setup::RENDER_PACKAGES)?;
    run(cargo().args(["build", "--release", "--package", "petri"]))?;
    let target = target_dir().unwrap_or_else(|| workspace_root().join("target"));
    let game = target.join("release/petri");
    let out = target.join("native-idle");
    fs::create_dir_all(&out).map_err(|e| io_error("cannot create", &out, e))?;
    let server = Server::start(None, &out.join("server-data"))?;
    let address = format!("ws://127.0.0.1:{}/ws", server.port);
    println!(
        "    {} under Xvfb, {settle} s to settle, then {seconds} s counted, {runs} runs a case",
        game.display()
    );
    let mut json = Vec::new();
    for (name, settings, args) in CASES {
        if only.as_ref().is_some_and(|o| !o.iter().any(|c| c == name)) {
            continue;
        }
        let args: Vec<String> = args
            .iter()
            .map(|a| a.replace("{server}", &address))
            .collect();
        let mut shares = Vec::new();
        for i in 0..runs {
            let home = out.join(format!("home-{name}-{i}"));
            shares.push(measure_once(
                &game, &home, settings, &args, settle, seconds,
            )?);
        }
        let mut sorted = shares.clone();
        sorted.sort_by(f64::total_cmp);
        let median = sorted[sorted.len() / 2];
        let runs_text: Vec<String> = shares.iter().map(|s| format!("{s:.1}")).collect();
        println!(
            "{name:<16} {median:>5.1}% of a core (median of {runs}, spread {:.1}–{:.1}%)",
            sorted[0],
            sorted[sorted.len() - 1]
        );
        json.push(format!(
            "  {{\"name\": \"{name}\", \"seconds\": {seconds}, \"settle\": {settle}, \"cpu_percent_median\": {median:.1}, \"cpu_percent_runs\": [{}]}}",
            runs_text.join(", ")
        ));
    }
    drop(server);
    let file = out.join("idle.json");
    fs::write(&file, format!("[\n{}\n]\n", json.join(",\n")))
        .map_err(|e| io_error("cannot write", &file, e))?;
    println!("    results: {}", file.display());
    Ok(())
}

/// One run: the game started under Xvfb in a fresh home, left alone for `settle` seconds, then
/// its share of a core (in %) over `seconds`.
fn measure_once(
    game: &Path,
    home: &Path,
    settings: &str,
    args: &[String],
    settle: f64,
    seconds: f64,
) -> Result<f64> {
    if home.exists() {
        fs::remove_dir_all(home).map_err(|e| io_error("cannot empty", home, e))?;
    }
    fs::create_dir_all(home).map_err(|e| io_error("cannot create", home, e))?;
    fs::write(home.join("settings.ron"), settings)
        .map_err(|e| io_error("cannot write", home, e))?;
    let log =
        fs::File::create(home.join("game.log")).map_err(|e| io_error("cannot write", home, e))?;
    let err = log
        .try_clone()
        .map_err(|e| io_error("cannot write", home, e))?;
    let mut child = Command::new("xvfb-run")
        .args(["-a", "-s", "-screen 0 1280x720x24"])
        .arg(game)
        .args(["--window", "1280x720"])
        .args(args)
        .env("HOME", home)
        .env("PETRI_HOME", home)
        .stdin(Stdio::null())
        .stdout(log)
        .stderr(err)
        .process_group(0)
        .spawn()
        .map_err(|e| io_error("cannot start", Path::new("xvfb-run"), e))?;
    let share = (|| {
        thread::sleep(Duration::from_secs_f64(settle));
        let Some(pid) = descendant_named(child.id(), "petri") else {
            return fail(format!(
                "the game is not running after {settle} s (log: {})",
                home.join("game.log").display()
            ));
        };
        let before = cpu_ticks(pid)?;
        thread::sleep(Duration::from_secs_f64(seconds));
        let after = cpu_ticks(pid)?;
        Ok((after - before) / TICK / seconds * 100.0)
    })();
    stop(&mut child);
    share
}

/// Ends xvfb-run, its Xvfb and the game (the process group it leads).
fn stop(child: &mut Child) {
    let _ = Command::new("kill")
        .args(["-TERM", "--", &format!("-{}", child.id())])
        .status();
    let _ = child.wait();
}

/// User and system clock ticks of a process (all its threads).
fn cpu_ticks(pid: u32) -> Result<f64> {
    let path = PathBuf::from(format!("/proc/{pid}/stat"));
    let stat = fs::read_to_string(&path).map_err(|e| io_error("cannot read", &path, e))?;
    let fields: Vec<&str> = stat[stat.rfind(')').map_or(0, |i| i + 2)..]
        .split(' ')
        .collect();
    // Fields 14 and 15 of stat(5), counted from the state (field 3) here.
    let ticks = |i: usize| fields.get(i).and_then(|f| f.parse::<f64>().ok());
    match (ticks(11), ticks(12)) {
        (Some(user), Some(system)) => Ok(user + system),
        _ => fail(format!("{}: no CPU times in `{stat}`", path.display())),
    }
}

/// A process under `root` (its descendants) whose name is `name`.
fn descendant_named(root: u32, name: &str) -> Option<u32> {
    let mut parents = Vec::new();
    for entry in fs::read_dir("/proc").ok()?.flatten() {
        let Ok(pid) = entry.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        let Ok(stat) = fs::read_to_string(format!("/proc/{pid}/stat")) else {
            continue;
        };
        let comm = stat
            .split_once('(')
            .and_then(|(_, rest)| rest.rsplit_once(')'))
            .map(|(c, _)| c.to_owned())
            .unwrap_or_default();
        let ppid = stat[stat.rfind(')').map_or(0, |i| i + 2)..]
            .split(' ')
            .nth(1)
            .and_then(|p| p.parse::<u32>().ok())
            .unwrap_or(0);
        parents.push((pid, ppid, comm));
    }
    let mut under = vec![root];
    let mut i = 0;
    while i < under.len() {
        let p = under[i];
        for (pid, ppid, comm) in &parents {
            if *ppid == p {
                if comm == name {
                    return Some(*pid);
                }
                under.push(*pid);
            }
        }
        i += 1;
    }
    None
}
