//! Helpers for hand-built positions in the rule tests.
#![allow(dead_code)]

use petri_rules::{Geometry, Position, Rules};

/// Board field of a position with the given `(hole, letter)` pieces, everything else empty.
pub fn board(size: u8, pieces: &[(&str, char)]) -> String {
    let geo = Geometry::get(size);
    let mut cells = vec!['.'; geo.len()];
    for &(name, c) in pieces {
        let h = geo.parse_hole(name).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(cells[h.index()], '.', "{name} listed twice");
        cells[h.index()] = c;
    }
    let mut s = String::new();
    for r in 0..geo.rows() {
        if r > 0 {
            s.push('/');
        }
        let start = geo.row_start(r);
        s.extend(&cells[start..start + geo.row_len(r)]);
    }
    s
}

/// A Chinese checkers position from pieces and the seat to move.
pub fn position(rules: &Rules, pieces: &[(&str, char)], to_move: char) -> Position {
    let text = format!("{} {to_move}", board(rules.size, pieces));
    Position::from_notation(rules, &text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

/// Holes of a triangle/region given as names.
pub fn holes(names: &str) -> Vec<&str> {
    names.split_whitespace().collect()
}

/// Sorted legal moves as strings.
pub fn moves(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

/// Every hole of the top triangle T0 on the standard board.
pub const T0: &str = "a1 b1 b2 c1 c2 c3 d1 d2 d3 d4";
/// Every hole of the bottom triangle T3 on the standard board.
pub const T3: &str = "n1 n2 n3 n4 o1 o2 o3 p1 p2 q1";
