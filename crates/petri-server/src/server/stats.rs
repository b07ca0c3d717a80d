//! The `stats:` line (`--stats-secs N`, hidden): what the server holds, every N seconds, on
//! stdout. Load tests and soaks print it beside their own figures, so that memory that grows
//! can be matched with what grows (rooms, connections, players' rooms, tasks, chat, records)
//! or shown to be the allocator's (heap in use flat while the process grows).

use std::io::Write;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use tokio::sync::oneshot;

use super::state::{App, RoomCmd};
use crate::room::Holding;

/// Prints the line every `every` until the process ends.
pub async fn report(app: App, every: Duration) {
    let mut tick = tokio::time::interval(every);
    tick.tick().await;
    loop {
        tick.tick().await;
        let line = line(&app).await;
        let mut out = std::io::stdout().lock();
        // Nobody reads stdout any more: nothing to do about it.
        let _ = writeln!(out, "{line}");
        let _ = out.flush();
    }
}

async fn line(app: &App) -> String {
    let open = app
        .storage
        .open_rooms()
        .map_or_else(|| "in Redis".to_string(), |n| n.to_string());
    let (rooms, registry) = {
        let reg = app.reg();
        (
            reg.rooms.values().cloned().collect::<Vec<_>>(),
            format!(
                "connections {}, players' rooms {}, players connected {}, addresses {}, open rooms {}, other nodes' connections {}, pending {}",
                reg.conns.len(),
                reg.player_room.len(),
                reg.player_conn.len(),
                reg.addresses.len(),
                open,
                reg.remote_conns.len(),
                reg.pending.len(),
            ),
        )
    };
    let mut held = Holding::default();
    let mut answered = 0;
    for tx in &rooms {
        let (reply, answer) = oneshot::channel();
        if tx.send(RoomCmd::Stats { reply }).is_ok()
            && let Ok(Ok(h)) = tokio::time::timeout(Duration::from_secs(1), answer).await
        {
            answered += 1;
            held.conns += h.conns;
            held.chat += h.chat;
            held.moves += h.moves;
            held.away += h.away;
        }
    }
    let tasks = tokio::runtime::Handle::current()
        .metrics()
        .num_alive_tasks();
    let count = |a: &AtomicU64| a.load(Ordering::Relaxed);
    let work = &app.work;
    let work = format!(
        "so far: frames queued {} ({} snapshots), syncs read {} ({} over the rate, answered together)",
        count(&work.frames),
        count(&work.snapshots),
        count(&work.syncs),
        count(&work.syncs_waited)
    );
    format!(
        "stats: rooms {} ({answered} answered: {} connections in them, {} seats away, {} chat lines, {} moves); {registry}; tasks {tasks}; {}; {work}",
        rooms.len(),
        held.conns,
        held.away,
        held.chat,
        held.moves,
        heap()
    )
}

/// The C allocator's own count (glibc): bytes in use, free but kept, and mapped on their own.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
fn heap() -> String {
    // SAFETY: mallinfo2 only reads the allocator's statistics; it takes no arguments.
    let m = unsafe { libc::mallinfo2() };
    let mb = |b: usize| b as f64 / 1e6;
    format!(
        "heap in use {:.1} MB, free in the heap {:.1} MB (arenas {:.1} MB), mapped blocks {:.1} MB",
        mb(m.uordblks),
        mb(m.fordblks),
        mb(m.arena),
        mb(m.hblkhd)
    )
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn heap() -> String {
    "heap: not counted on this platform".into()
}
