//! The star board: cells, canonical order, hole names, neighbours, triangles.

use std::fmt;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use crate::bits::Bitboard;

/// Smallest supported board size (`n`).
pub const MIN_SIZE: u8 = 2;
/// Largest supported board size (`n`).
pub const MAX_SIZE: u8 = 6;
/// The standard board (121 holes, triangles of 10).
pub const STANDARD_SIZE: u8 = 4;
/// Marker for "no cell" in the neighbour tables.
pub(crate) const NONE: u8 = u8::MAX;

/// The six neighbour directions, as cube-coordinate unit vectors `(dq, dr)`.
///
/// Order: east, south-east, south-west, west, north-west, north-east (clockwise on screen,
/// starting from east). The opposite of direction `d` is `(d + 3) % 6`.
pub const DIRECTIONS: [(i8, i8); 6] = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)];

/// A cell in cube coordinates `(q, r, s)` with `q + r + s = 0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Cube {
    pub q: i8,
    pub r: i8,
}

impl Cube {
    pub const fn new(q: i8, r: i8) -> Self {
        Cube { q, r }
    }
    pub const fn s(self) -> i8 {
        -self.q - self.r
    }
    /// Screen x of the cell in units of the hole spacing: `q + r/2`.
    pub fn screen_x(self) -> f32 {
        self.q as f32 + self.r as f32 / 2.0
    }
    /// Hex distance between two cells.
    pub fn distance(self, other: Cube) -> u8 {
        let dq = (self.q - other.q).unsigned_abs();
        let dr = (self.r - other.r).unsigned_abs();
        let ds = (self.s() - other.s()).unsigned_abs();
        dq.max(dr).max(ds)
    }
    fn offset(self, d: usize, k: i8) -> Cube {
        let (dq, dr) = DIRECTIONS[d];
        Cube::new(self.q + dq * k, self.r + dr * k)
    }
}

/// One of the six star points, numbered clockwise on screen from the top.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Triangle {
    /// Top (`r < -n`).
    T0,
    /// Upper right (`q > n`).
    T1,
    /// Lower right (`s < -n`).
    T2,
    /// Bottom (`r > n`).
    T3,
    /// Lower left (`q < -n`).
    T4,
    /// Upper left (`s > n`).
    T5,
}

impl Triangle {
    pub const ALL: [Triangle; 6] = [
        Triangle::T0,
        Triangle::T1,
        Triangle::T2,
        Triangle::T3,
        Triangle::T4,
        Triangle::T5,
    ];
    pub const fn index(self) -> usize {
        self as usize
    }
    pub const fn from_index(i: usize) -> Triangle {
        Triangle::ALL[i % 6]
    }
    /// The triangle across the board.
    pub const fn opposite(self) -> Triangle {
        Triangle::from_index(self as usize + 3)
    }
    /// Does the cell lie in this triangle on a board of size `n`?
    pub fn contains(self, c: Cube, n: i8) -> bool {
        match self {
            Triangle::T0 => c.r < -n,
            Triangle::T1 => c.q > n,
            Triangle::T2 => c.s() < -n,
            Triangle::T3 => c.r > n,
            Triangle::T4 => c.q < -n,
            Triangle::T5 => c.s() > n,
        }
    }
    /// Distance of a cell from this triangle's apex, measured along the triangle's axis
    /// (the number of rows, parallel to the triangle's base, between the cell and the apex).
    pub fn axis_distance(self, c: Cube, n: i8) -> u8 {
        let two_n = 2 * n;
        let d = match self {
            Triangle::T0 => c.r + two_n,
            Triangle::T1 => two_n - c.q,
            Triangle::T2 => c.s() + two_n,
            Triangle::T3 => two_n - c.r,
            Triangle::T4 => c.q + two_n,
            Triangle::T5 => two_n - c.s(),
        };
        d as u8
    }
}

impl fmt::Display for Triangle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "T{}", self.index())
    }
}

/// A hole of the board: its index in canonical order and the board size.
///
/// `Display` prints the hole's name (`a1`, `i5`, …).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Hole {
    size: u8,
    index: u8,
}

impl Hole {
    /// The hole with canonical index `index` on a board of size `size`, if it exists.
    pub fn new(size: u8, index: usize) -> Option<Hole> {
        let geo = Geometry::try_get(size)?;
        (index < geo.len()).then_some(Hole {
            size,
            index: index as u8,
        })
    }
    pub(crate) const fn from_raw(size: u8, index: usize) -> Hole {
        Hole {
            size,
            index: index as u8,
        }
    }
    /// Canonical index (0 = top hole).
    pub const fn index(self) -> usize {
        self.index as usize
    }
    /// Board size this hole belongs to.
    pub const fn size(self) -> u8 {
        self.size
    }
    pub fn geometry(self) -> &'static Geometry {
        Geometry::get(self.size)
    }
    pub fn cube(self) -> Cube {
        self.geometry().cube(self.index())
    }
    /// Parse a hole name such as `i5` on a board of the given size.
    pub fn parse(size: u8, name: &str) -> Result<Hole, HoleError> {
        Geometry::try_get(size)
            .ok_or(HoleError::NoSuchBoard { size })?
            .parse_hole(name)
    }
}

impl fmt::Display for Hole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let geo = self.geometry();
        let (row, col) = geo.row_col(self.index());
        write!(f, "{}{}", (b'a' + row as u8) as char, col + 1)
    }
}

/// Why a hole name is not a hole of the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum HoleError {
    /// The text is not a row letter followed by a number.
    Malformed { text: String },
    /// The row letter is past the last row.
    NoSuchRow { text: String, rows: usize },
    /// The position is past the end of the row.
    NoSuchColumn { text: String, row_len: usize },
    /// There is no board of this size (2 to 6).
    NoSuchBoard { size: u8 },
}

impl fmt::Display for HoleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HoleError::Malformed { text } => write!(
                f,
                "'{text}' is not a hole name (a row letter followed by a position, like i5)"
            ),
            HoleError::NoSuchRow { text, rows } => write!(
                f,
                "no hole '{text}': the board has {rows} rows, a to {}",
                (b'a' + *rows as u8 - 1) as char
            ),
            HoleError::NoSuchBoard { size } => {
                write!(f, "there is no board of size {size} (sizes are 2 to 6)")
            }
            HoleError::NoSuchColumn { text, row_len } => write!(
                f,
                "no hole '{text}': row {} has {row_len} holes",
                text.chars().next().unwrap_or('?')
            ),
        }
    }
}

impl std::error::Error for HoleError {}

/// Precomputed geometry of one board size. Get it with [`Geometry::get`].
#[derive(Debug)]
pub struct Geometry {
    size: u8,
    cells: Vec<Cube>,
    /// `(row, position in row)` for every cell.
    row_col: Vec<(u8, u8)>,
    row_start: Vec<u8>,
    row_len: Vec<u8>,
    /// Lookup from `(r + 2n) * (4n + 1) + (q + 2n)` to cell index (NONE if not a hole).
    grid: Vec<u8>,
    neighbours: Vec<[u8; 6]>,
    triangle_masks: [Bitboard; 6],
    hexagon: Bitboard,
    all: Bitboard,
}

static GEOMETRIES: [OnceLock<Geometry>; 7] = [const { OnceLock::new() }; 7];

impl Geometry {
    /// The geometry of board size `size` (2..=6). Panics on other sizes; use
    /// [`Geometry::try_get`] for untrusted input.
    pub fn get(size: u8) -> &'static Geometry {
        Self::try_get(size).unwrap_or_else(|| panic!("board size {size} is not in 2..=6"))
    }

    /// The geometry of board size `size`, or `None` outside 2..=6.
    pub fn try_get(size: u8) -> Option<&'static Geometry> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
            return None;
        }
        Some(GEOMETRIES[size as usize].get_or_init(|| Geometry::build(size)))
    }

    fn build(size: u8) -> Geometry {
        let n = size as i8;
        let two_n = 2 * n;
        let width = (4 * n + 1) as usize;
        let is_hole = |q: i8, r: i8| {
            let s = -q - r;
            let max_abs = q.abs().max(r.abs()).max(s.abs());
            max_abs <= two_n && (q.max(r).max(s) <= n || q.min(r).min(s) >= -n)
        };
        let mut cells = Vec::new();
        let mut row_col = Vec::new();
        let mut row_start = Vec::new();
        let mut row_len = Vec::new();
        let mut grid = vec![NONE; width * width];
        for (row, r) in (-two_n..=two_n).enumerate() {
            row_start.push(cells.len() as u8);
            let mut col = 0u8;
            for q in -two_n..=two_n {
                if is_hole(q, r) {
                    grid[(r + two_n) as usize * width + (q + two_n) as usize] = cells.len() as u8;
                    cells.push(Cube::new(q, r));
                    row_col.push((row as u8, col));
                    col += 1;
                }
            }
            row_len.push(col);
        }
        let lookup = |c: Cube| -> u8 {
            if c.q < -two_n || c.q > two_n || c.r < -two_n || c.r > two_n {
                return NONE;
            }
            grid[(c.r + two_n) as usize * width + (c.q + two_n) as usize]
        };
        let neighbours: Vec<[u8; 6]> = cells
            .iter()
            .map(|&c| std::array::from_fn(|d| lookup(c.offset(d, 1))))
            .collect();
        let mut triangle_masks = [Bitboard::EMPTY; 6];
        let mut hexagon = Bitboard::EMPTY;
        let mut all = Bitboard::EMPTY;
        for (i, &c) in cells.iter().enumerate() {
            all.set(i);
            let mut inside = false;
            for t in Triangle::ALL {
                if t.contains(c, n) {
                    triangle_masks[t.index()].set(i);
                    inside = true;
                }
            }
            if !inside {
                hexagon.set(i);
            }
        }
        Geometry {
            size,
            cells,
            row_col,
            row_start,
            row_len,
            grid,
            neighbours,
            triangle_masks,
            hexagon,
            all,
        }
    }

    /// Board size `n`.
    pub fn size(&self) -> u8 {
        self.size
    }
    /// Number of holes.
    pub fn len(&self) -> usize {
        self.cells.len()
    }
    /// Always false: every board has holes.
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }
    /// Number of rows (`4n + 1`).
    pub fn rows(&self) -> usize {
        self.row_len.len()
    }
    /// Length of row `row` (0 = top).
    pub fn row_len(&self, row: usize) -> usize {
        self.row_len[row] as usize
    }
    /// Canonical index of the first hole of row `row`.
    pub fn row_start(&self, row: usize) -> usize {
        self.row_start[row] as usize
    }
    /// Number of holes in one triangle: `n(n+1)/2`.
    pub fn triangle_len(&self) -> usize {
        let n = self.size as usize;
        n * (n + 1) / 2
    }
    pub fn cube(&self, index: usize) -> Cube {
        self.cells[index]
    }
    /// `(row, position in row)`, both 0-based.
    pub fn row_col(&self, index: usize) -> (usize, usize) {
        let (r, c) = self.row_col[index];
        (r as usize, c as usize)
    }
    /// All holes in canonical order.
    pub fn holes(&self) -> impl Iterator<Item = Hole> + '_ {
        (0..self.len()).map(|i| Hole::from_raw(self.size, i))
    }
    pub fn hole(&self, index: usize) -> Hole {
        assert!(index < self.len(), "hole index {index} out of range");
        Hole::from_raw(self.size, index)
    }
    /// The cell at cube coordinates, if it is a hole.
    pub fn index_of(&self, c: Cube) -> Option<usize> {
        let two_n = 2 * self.size as i8;
        if c.q < -two_n || c.q > two_n || c.r < -two_n || c.r > two_n {
            return None;
        }
        let width = (4 * self.size as usize) + 1;
        let v = self.grid[(c.r + two_n) as usize * width + (c.q + two_n) as usize];
        (v != NONE).then_some(v as usize)
    }
    /// Neighbour of `index` in direction `d` (see [`DIRECTIONS`]).
    pub fn neighbour(&self, index: usize, d: usize) -> Option<usize> {
        let v = self.neighbours[index][d];
        (v != NONE).then_some(v as usize)
    }
    pub(crate) fn neighbour_row(&self, index: usize) -> &[u8; 6] {
        &self.neighbours[index]
    }
    /// Holes of a triangle.
    pub fn triangle(&self, t: Triangle) -> Bitboard {
        self.triangle_masks[t.index()]
    }
    /// The triangle a hole lies in, or `None` for the central hexagon.
    pub fn triangle_of(&self, index: usize) -> Option<Triangle> {
        Triangle::ALL
            .into_iter()
            .find(|t| self.triangle_masks[t.index()].has(index))
    }
    /// Holes of the central hexagon.
    pub fn hexagon(&self) -> Bitboard {
        self.hexagon
    }
    /// Every hole.
    pub fn all(&self) -> Bitboard {
        self.all
    }
    /// The `n + 1` holes of the central hexagon in the row next to triangle `t` (the extra
    /// holes of the 15-piece two-player setup on the standard board).
    pub fn extension_row(&self, t: Triangle) -> Bitboard {
        let n = self.size as i8;
        let mut b = Bitboard::EMPTY;
        for (i, &c) in self.cells.iter().enumerate() {
            if self.hexagon.has(i) && t.axis_distance(c, n) == n as u8 {
                b.set(i);
            }
        }
        b
    }

    /// Parse a hole name (`a1` … ).
    pub fn parse_hole(&self, name: &str) -> Result<Hole, HoleError> {
        let malformed = || HoleError::Malformed {
            text: name.to_string(),
        };
        let mut chars = name.chars();
        let letter = chars.next().ok_or_else(malformed)?;
        if !letter.is_ascii_lowercase() {
            return Err(malformed());
        }
        let digits = chars.as_str();
        if digits.is_empty()
            || digits.len() > 3
            || !digits.bytes().all(|b| b.is_ascii_digit())
            || digits.starts_with('0')
        {
            return Err(malformed());
        }
        let col: usize = digits.parse().map_err(|_| malformed())?;
        let row = (letter as u8 - b'a') as usize;
        if row >= self.rows() {
            return Err(HoleError::NoSuchRow {
                text: name.to_string(),
                rows: self.rows(),
            });
        }
        if col == 0 || col > self.row_len(row) {
            return Err(HoleError::NoSuchColumn {
                text: name.to_string(),
                row_len: self.row_len(row),
            });
        }
        Ok(Hole::from_raw(self.size, self.row_start(row) + col - 1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn standard_board_counts_match_spec() {
        let g = Geometry::get(4);
        assert_eq!(g.len(), 121);
        let lens: Vec<usize> = (0..g.rows()).map(|r| g.row_len(r)).collect();
        assert_eq!(
            lens,
            vec![1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1]
        );
        assert_eq!(Geometry::get(5).len(), 181);
        assert_eq!(Geometry::get(6).len(), 253);
        for size in MIN_SIZE..=MAX_SIZE {
            let g = Geometry::get(size);
            for t in Triangle::ALL {
                assert_eq!(g.triangle(t).count() as usize, g.triangle_len());
            }
            let n = size as usize;
            assert_eq!(g.hexagon().count() as usize, 3 * n * n + 3 * n + 1);
        }
    }

    #[test]
    fn hole_names_follow_spec() {
        let g = Geometry::get(4);
        assert_eq!(g.hole(0).to_string(), "a1");
        assert_eq!(g.hole(120).to_string(), "q1");
        let centre = g.index_of(Cube::new(0, 0)).unwrap();
        assert_eq!(g.hole(centre).to_string(), "i5");
        for h in g.holes() {
            assert_eq!(g.parse_hole(&h.to_string()).unwrap(), h);
        }
        assert!(matches!(
            g.parse_hole("r1"),
            Err(HoleError::NoSuchRow { .. })
        ));
        assert!(matches!(
            g.parse_hole("a2"),
            Err(HoleError::NoSuchColumn { .. })
        ));
        assert!(matches!(
            g.parse_hole("5a"),
            Err(HoleError::Malformed { .. })
        ));
        assert!(matches!(
            g.parse_hole("a01"),
            Err(HoleError::Malformed { .. })
        ));
    }

    #[test]
    fn canonical_order_is_rows_then_q() {
        for size in MIN_SIZE..=MAX_SIZE {
            let g = Geometry::get(size);
            for i in 1..g.len() {
                let (a, b) = (g.cube(i - 1), g.cube(i));
                assert!(a.r < b.r || (a.r == b.r && a.q < b.q));
            }
        }
    }

    #[test]
    fn neighbours_are_symmetric() {
        for size in MIN_SIZE..=MAX_SIZE {
            let g = Geometry::get(size);
            for i in 0..g.len() {
                for d in 0..6 {
                    if let Some(j) = g.neighbour(i, d) {
                        assert_eq!(g.neighbour(j, (d + 3) % 6), Some(i));
                        assert_eq!(g.cube(i).distance(g.cube(j)), 1);
                    }
                }
            }
        }
    }

    #[test]
    fn triangles_are_where_the_spec_says() {
        let g = Geometry::get(4);
        // T0 holds the top hole, T3 the bottom one.
        assert!(g.triangle(Triangle::T0).has(0));
        assert!(g.triangle(Triangle::T3).has(120));
        // T1 is upper right: the rightmost hole of row e (first 13-row).
        let e13 = g.parse_hole("e13").unwrap().index();
        assert_eq!(g.triangle_of(e13), Some(Triangle::T1));
        let e1 = g.parse_hole("e1").unwrap().index();
        assert_eq!(g.triangle_of(e1), Some(Triangle::T5));
        let m1 = g.parse_hole("m1").unwrap().index();
        assert_eq!(g.triangle_of(m1), Some(Triangle::T4));
        let m13 = g.parse_hole("m13").unwrap().index();
        assert_eq!(g.triangle_of(m13), Some(Triangle::T2));
        assert_eq!(g.triangle_of(g.parse_hole("i5").unwrap().index()), None);
        assert_eq!(g.extension_row(Triangle::T3).count(), 5);
    }
}
