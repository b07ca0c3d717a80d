//! Text notation: board rows, moves, and errors that say where.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::geometry::{Geometry, Hole};

/// Bad notation: what is wrong and where.
///
/// For positions `row` is the board row (0 = `a`, the top) and `column` the 1-based position
/// in that row; for moves and other text `column` is the 1-based character position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NotationError {
    pub row: Option<usize>,
    pub column: Option<usize>,
    pub message: String,
}

impl NotationError {
    pub fn new(message: impl Into<String>) -> NotationError {
        NotationError {
            row: None,
            column: None,
            message: message.into(),
        }
    }
    pub fn at_column(column: usize, message: impl Into<String>) -> NotationError {
        NotationError {
            row: None,
            column: Some(column),
            message: message.into(),
        }
    }
    pub fn at(row: usize, column: usize, message: impl Into<String>) -> NotationError {
        NotationError {
            row: Some(row),
            column: Some(column),
            message: message.into(),
        }
    }
    pub fn at_row(row: usize, message: impl Into<String>) -> NotationError {
        NotationError {
            row: Some(row),
            column: None,
            message: message.into(),
        }
    }
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.row, self.column) {
            (Some(r), Some(c)) => write!(
                f,
                "row {} ({}), column {c}: {}",
                row_letter(r),
                r + 1,
                self.message
            ),
            (Some(r), None) => write!(f, "row {} ({}): {}", row_letter(r), r + 1, self.message),
            (None, Some(c)) => write!(f, "column {c}: {}", self.message),
            (None, None) => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for NotationError {}

fn row_letter(r: usize) -> char {
    if r < 26 {
        (b'a' + r as u8) as char
    } else {
        '?'
    }
}

/// Parse the board field of a position: rows top to bottom joined by `/`, each hole `.` or a
/// letter accepted by `piece` (which returns the piece's code). Returns one entry per hole.
pub(crate) fn parse_board(
    geo: &Geometry,
    field: &str,
    what: &str,
    mut piece: impl FnMut(char) -> Option<u8>,
) -> Result<Vec<Option<u8>>, NotationError> {
    let rows: Vec<&str> = field.split('/').collect();
    if rows.len() != geo.rows() {
        return Err(NotationError::new(format!(
            "expected {} rows separated by '/', found {}",
            geo.rows(),
            rows.len()
        )));
    }
    let mut out = Vec::with_capacity(geo.len());
    for (r, row) in rows.iter().enumerate() {
        let len = row.chars().count();
        if len != geo.row_len(r) {
            return Err(NotationError::at_row(
                r,
                format!("expected {} holes, found {len}", geo.row_len(r)),
            ));
        }
        for (c, ch) in row.chars().enumerate() {
            if ch == '.' {
                out.push(None);
            } else {
                match piece(ch) {
                    Some(code) => out.push(Some(code)),
                    None => {
                        return Err(NotationError::at(
                            r,
                            c + 1,
                            format!("'{ch}' is not '.' or {what}"),
                        ));
                    }
                }
            }
        }
    }
    Ok(out)
}

/// Format a board: rows joined by `/`, `piece(i)` the character of hole `i`.
pub(crate) fn format_board(geo: &Geometry, mut piece: impl FnMut(usize) -> char) -> String {
    let mut s = String::with_capacity(geo.len() + geo.rows());
    for r in 0..geo.rows() {
        if r > 0 {
            s.push('/');
        }
        let start = geo.row_start(r);
        for i in start..start + geo.row_len(r) {
            s.push(piece(i));
        }
    }
    s
}

/// A move as written: a start hole and one or more landings (`n2-m2`, `o2-m4-k4`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveText {
    pub from: Hole,
    pub landings: Vec<Hole>,
}

impl MoveText {
    pub fn to(&self) -> Hole {
        *self.landings.last().expect("a move has a landing")
    }
}

/// Parse `from-to` or `from-l1-l2-…`; `pass` is not handled here.
pub fn parse_move_text(size: u8, text: &str) -> Result<MoveText, NotationError> {
    let geo = Geometry::try_get(size).ok_or_else(|| {
        NotationError::new(format!(
            "there is no board of size {size} (sizes are 2 to 6)"
        ))
    })?;
    let text_trim = text.trim();
    if text_trim.is_empty() {
        return Err(NotationError::new("empty move"));
    }
    // Columns count characters.
    let lead = text.chars().count() - text.trim_start().chars().count();
    let mut holes = Vec::new();
    let mut col = lead + 1;
    for part in text_trim.split('-') {
        if part.is_empty() {
            return Err(NotationError::at_column(
                col,
                "expected a hole name before or after '-'",
            ));
        }
        let h = geo
            .parse_hole(part)
            .map_err(|e| NotationError::at_column(col, e.to_string()))?;
        holes.push(h);
        col += part.chars().count() + 1;
    }
    if holes.len() < 2 {
        return Err(NotationError::at_column(
            lead + 1,
            format!("'{text_trim}' is not a move: write from-to, like n2-m2"),
        ));
    }
    let from = holes.remove(0);
    Ok(MoveText {
        from,
        landings: holes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_text_parses_and_reports_columns() {
        let m = parse_move_text(4, "o2-m4-k4").unwrap();
        assert_eq!(m.from.to_string(), "o2");
        assert_eq!(m.landings.len(), 2);
        let e = parse_move_text(4, "n2-z9").unwrap_err();
        assert_eq!(e.column, Some(4));
        assert!(e.to_string().contains("z9"), "{e}");
        let e = parse_move_text(4, "n2").unwrap_err();
        assert!(e.to_string().contains("from-to"));
        assert!(parse_move_text(4, "n2--m2").is_err());
        assert!(parse_move_text(4, "").is_err());
        // Columns count characters, also after blanks of several bytes.
        let e = parse_move_text(4, "\u{3000}\u{3000}n2-z9").unwrap_err();
        assert_eq!(e.column, Some(6), "{e}");
        let e = parse_move_text(4, "\u{3000}\u{3000}n2").unwrap_err();
        assert_eq!(e.column, Some(3), "{e}");
    }

    #[test]
    fn board_errors_name_row_and_column() {
        let geo = Geometry::get(2);
        let field = "./../......./....../...x./....../......./../.";
        let e = parse_board(geo, field, "a seat letter", |c| (c == 'a').then_some(0)).unwrap_err();
        assert_eq!((e.row, e.column), (Some(4), Some(4)), "{e}");
        assert!(e.to_string().starts_with("row e (5), column 4"), "{e}");
    }
}
