//! The game's book (`assets/learn/book.ron`, read and checked by `petri-book`) with the
//! enabled mods' books stacked on it: their parts, diagrams and lessons come after the game's,
//! each marked with the mod's name ([`Lesson::from`]).

use std::collections::BTreeMap;
use std::sync::{LazyLock, Mutex, RwLock};

use bevy::prelude::*;
pub use petri_book::*;

/// The book's text (`assets/learn/book.ron`): built in natively, handed over by the page on the
/// web (see [`crate::core::built_in::EARLY`]).
pub fn book_source() -> &'static str {
    std::str::from_utf8(crate::core::built_in::early("learn/book.ron")).unwrap_or_default()
}

/// The game's own book, parsed once (an error leaves it empty and is logged: the game goes on).
fn base() -> &'static Book {
    static PARSED: LazyLock<Book> = LazyLock::new(|| {
        parse(book_source()).unwrap_or_else(|e| {
            error!("assets/learn/book.ron: {e}");
            Book {
                parts: Vec::new(),
                diagrams: Vec::new(),
                lessons: Vec::new(),
            }
        })
    });
    &PARSED
}

/// The book with the enabled mods' books on it (`None`: the game's alone).
static CURRENT: RwLock<Option<&'static Book>> = RwLock::new(None);

/// The book Learn shows: the game's, then every enabled mod's.
pub fn book() -> &'static Book {
    CURRENT
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .unwrap_or_else(base)
}

/// A mod's book: (the mod's id, its name, the text of its `learn/book.ron`).
pub type ModBook = (String, String, String);

/// Stacks the enabled mods' books (bottom first) on the game's. A book that does not read,
/// and an entry whose id the book already has, are left out and logged (`mod check` names
/// them). Each stack is built once and kept for the rest of the run (the book is handed out
/// as `&'static`): switching mods back and forth builds nothing new, only an edited
/// `book.ron` does.
pub fn set_mod_books(books: &[ModBook]) {
    static BUILT: Mutex<BTreeMap<Vec<ModBook>, &'static Book>> = Mutex::new(BTreeMap::new());
    let stacked = if books.is_empty() {
        None
    } else {
        let mut built = BUILT.lock().unwrap_or_else(|e| e.into_inner());
        Some(
            *built
                .entry(books.to_vec())
                .or_insert_with(|| Box::leak(Box::new(stack(base(), books)))),
        )
    };
    *CURRENT.write().unwrap_or_else(|e| e.into_inner()) = stacked;
}

/// The game's book with the mods' entries after its own.
pub fn stack(base: &Book, books: &[ModBook]) -> Book {
    let mut book = base.clone();
    for (id, name, text) in books {
        let theirs = match parse(text) {
            Ok(b) => b,
            Err(e) => {
                warn!("mod {id}: learn/book.ron: {e}");
                continue;
            }
        };
        for mut part in theirs.parts {
            if book.part(&part.id).is_some() {
                warn!("mod {id}: the book already has a part {}", part.id);
                continue;
            }
            part.from = Some(name.clone());
            book.parts.push(part);
        }
        for diagram in theirs.diagrams {
            if book.diagram(&diagram.id).is_some() {
                warn!("mod {id}: the book already has a diagram {}", diagram.id);
                continue;
            }
            book.diagrams.push(diagram);
        }
        for mut lesson in theirs.lessons {
            if book.lesson(&lesson.id).is_some() {
                warn!("mod {id}: the book already has a lesson {}", lesson.id);
                continue;
            }
            lesson.from = Some(name.clone());
            book.lessons.push(lesson);
        }
    }
    book
}

/// The game's English for the book's checks.
#[cfg(test)]
fn english_text(key: &str) -> Option<String> {
    crate::core::text::english_text(key)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every English text the game's code and book use is checked by `petri-book`'s tests
    /// against `en.ftl` directly; here the game's own table (the one players see) plays every
    /// lesson and diagram too.
    #[test]
    fn the_games_english_says_what_every_entry_claims() {
        let b = parse(book_source()).expect("the book reads");
        for d in &b.diagrams {
            check_diagram(d, &english_text).unwrap_or_else(|e| panic!("{e}"));
        }
        for l in &b.lessons {
            check_lesson(l, &english_text).unwrap_or_else(|e| panic!("{e}"));
        }
    }

    /// A mod's lessons come after the game's, marked with its name; one whose id the game
    /// has is left out, and a book that does not read changes nothing.
    #[test]
    fn a_mods_lessons_are_stacked_after_the_games() {
        let base = parse(book_source()).unwrap();
        let theirs = std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("assets/mods/example/learn/book.ron"),
        )
        .unwrap();
        let clash = theirs.replace("example-first-step", "checkers-step");
        let book = stack(
            &base,
            &[
                ("example".into(), "Example".into(), theirs),
                ("other".into(), "Other".into(), clash),
                ("bad".into(), "Bad".into(), "( nope".into()),
            ],
        );
        assert_eq!(book.lessons.len(), base.lessons.len() + 1);
        let last = book.lessons.last().unwrap();
        assert_eq!(last.id, "example-first-step");
        assert_eq!(last.from.as_deref(), Some("Example"));
        assert!(book.lesson("checkers-step").unwrap().from.is_none());
    }
}
