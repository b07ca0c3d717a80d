//! Test helpers: 2-player classic positions drawn by cube coordinates.

use petri_rules::{Cube, Geometry, Hole, Position, Preset, Rules};

/// The hole at cube coordinates `(q, r)` of the standard board (seat `a` races from the
/// bottom triangle to the top one, whose apex is `(4, -8)`; the centre is `(0, 0)`).
pub fn at(q: i8, r: i8) -> Hole {
    let geo = Geometry::get(4);
    let i = geo.index_of(Cube::new(q, r)).expect("a hole of the board");
    geo.hole(i)
}

/// A 2-player classic position with these marbles, seat `a` to move.
pub fn position(marbles: &[((i8, i8), char)]) -> Position {
    let rules = Rules::preset(Preset::Classic, 2);
    let geo = Geometry::get(4);
    let mut cells = vec!['.'; geo.len()];
    for &((q, r), c) in marbles {
        cells[at(q, r).index()] = c;
    }
    let rows: Vec<String> = (0..geo.rows())
        .map(|row| {
            let s = geo.row_start(row);
            cells[s..s + geo.row_len(row)].iter().collect()
        })
        .collect();
    Position::from_notation(&rules, &format!("{} a", rows.join("/"))).unwrap()
}

/// Seat `a`'s target (the top triangle, apex `(4, -8)`) but for the holes in `except`.
pub fn target_but(except: &[(i8, i8)]) -> Vec<((i8, i8), char)> {
    let mut v = Vec::new();
    for r in -8i8..=-5 {
        for q in (-4 - r)..=4 {
            if !except.contains(&(q, r)) {
                v.push(((q, r), 'a'));
            }
        }
    }
    assert_eq!(v.len() + except.len(), 10);
    v
}
