//! What a game holds per move played: with undo, the position before each move; without
//! (`Game::keep_undo(false)`, as the online server plays), only the moves.
//!
//! Heap bytes are counted by a global allocator, per thread: the tests of this binary run on
//! threads of their own and do not disturb each other's count.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use petri_rules::{Game, Preset, Rules};

struct Counting;

thread_local! {
    static LIVE: Cell<isize> = const { Cell::new(0) };
}

fn add(n: isize) {
    // `try_with`: the thread's counter may be gone while the thread ends.
    let _ = LIVE.try_with(|c| c.set(c.get() + n));
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        add(layout.size() as isize);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        add(-(layout.size() as isize));
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        add(new_size as isize - layout.size() as isize);
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOC: Counting = Counting;

fn live() -> isize {
    LIVE.with(Cell::get)
}

/// Plays up to `plies` actions (rotating through the legal ones, so that the game goes on)
/// and returns the game with the heap bytes it grew by for each action played.
fn play(rules: &Rules, keep_undo: bool, plies: usize) -> (Game, f64) {
    let mut g = Game::new(rules).unwrap();
    g.keep_undo(keep_undo);
    let before = live();
    for i in 0..plies {
        let actions = g.legal_actions();
        if actions.is_empty() {
            break;
        }
        g.play(g.to_move(), actions[(i * 7) % actions.len()])
            .unwrap();
    }
    let played = g.progress().0;
    assert!(played >= 100, "only {played} actions played");
    let grown = (live() - before) as f64 / played as f64;
    (g, grown)
}

fn checkers() -> Rules {
    Rules::preset(Preset::Classic, 2)
}

#[test]
fn without_undo_a_checkers_move_costs_bytes_not_a_position() {
    let (with, per_ply_with) = play(&checkers(), true, 400);
    let (without, per_ply_without) = play(&checkers(), false, 400);
    eprintln!("checkers, bytes a move: {per_ply_with:.0} with undo, {per_ply_without:.1} without");
    // The same game either way.
    assert_eq!(with.record(), without.record());
    assert_eq!(with.to_notation(), without.to_notation());
    // A position before every move (about 1 KB) against a move (a few bytes; a `Vec`
    // doubles, so up to twice that).
    assert!(per_ply_with > 500.0, "{per_ply_with}");
    assert!(per_ply_without <= 16.0, "{per_ply_without}");
}

#[test]
fn without_undo_a_petri_action_costs_bytes_not_a_state() {
    let rules = Rules::preset(Preset::Petri, 2);
    let (with, per_ply_with) = play(&rules, true, 400);
    let (without, per_ply_without) = play(&rules, false, 400);
    eprintln!("petri, bytes an action: {per_ply_with:.0} with undo, {per_ply_without:.1} without");
    assert_eq!(with.record(), without.record());
    assert!(per_ply_with > 100.0, "{per_ply_with}");
    assert!(per_ply_without <= 16.0, "{per_ply_without}");
}

#[test]
fn without_undo_nothing_is_taken_back() {
    for rules in [checkers(), Rules::preset(Preset::Petri, 2)] {
        let (mut g, _) = play(&rules, true, 120);
        let record = g.record();
        assert!(g.can_undo());
        assert!(g.undo().is_some());
        assert!(g.can_redo());
        // Turning undo off forgets what could be taken back or redone.
        g.keep_undo(false);
        assert!(!g.can_undo() && !g.can_redo());
        assert!(g.undo().is_none());
        assert_eq!(g.progress().0, record.moves.len() - 1);
        if let Some(c) = g.checkers() {
            assert!(c.last_move().is_none());
        }
        // On again: from the next action on.
        g.keep_undo(true);
        let a = g.legal_actions()[0];
        g.play(g.to_move(), a).unwrap();
        assert_eq!(g.undo(), Some(a));
        assert!(g.undo().is_none());
    }
}
