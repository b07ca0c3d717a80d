//! Line breaking in Chinese and Japanese (kinsoku shori): a line must not begin with closing
//! punctuation (`，。）」` …) nor end with opening punctuation (`（「` …). egui breaks CJK text
//! between any two characters and knows only some of these (not the full-width `，：；？！（）`
//! of Chinese), so [`crate::view::style::label`] lays a paragraph out, asks [`break_before`]
//! where a row went wrong, breaks the line there itself and lays it out again.
//!
//! Hand-written: no kept crate does this over egui's rows (unicode-linebreak gives the break
//! opportunities of UAX #14, but egui chooses where to wrap and cannot be handed them).

/// Characters that may not begin a line (closing brackets and quotes, stops and commas, small
/// kana, the prolonged sound mark, iteration marks), after JIS X 4051 and the Chinese
/// typesetting rules (W3C clreq), with their ASCII forms.
const NO_START: &str = ")]}〕〉》」』】〙〗〟’”｠»）］｝＞、。，．：；？！‼⁇⁈⁉・ヽヾーァィゥェォッャュョヮヵヶぁぃぅぇぉっゃゅょゎゕゖㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ々〻‐゠–〜～…‥,.:;?!%％";

/// Characters that may not end a line (opening brackets and quotes).
const NO_END: &str = "([{〔〈《「『【〘〖〝‘“｟«（［｛＜";

fn no_start(c: char) -> bool {
    NO_START.contains(c) || c == NBSP
}

fn no_end(c: char) -> bool {
    NO_END.contains(c) || c == NBSP
}

/// The no-break space: the texts glue a number to its noun with it ("第\u{a0}1/2\u{a0}步").
const NBSP: char = '\u{a0}';

/// Whether two characters side by side must stay on one line: the rules above, and a Latin
/// word or a number ("1/2") inside Chinese or Japanese text, which egui may part before a
/// character that follows it.
fn glued(before: char, after: char) -> bool {
    let latin = |c: char| c.is_ascii_alphanumeric() || c == '/';
    let han = |c: char| ('\u{3400}'..='\u{9FFF}').contains(&c);
    no_end(before)
        || no_start(after)
        || (latin(before) && latin(after))
        || (NUMERALS.contains(before) && han(after))
}

/// Chinese numerals: a count stays with its measure word ("一颗", "两次", "每步").
const NUMERALS: &str = "一二两三四五六七八九十百千几每";

/// Whether a text has Chinese or Japanese characters (or their full-width punctuation): only
/// those are checked.
pub fn wanted(text: &str) -> bool {
    text.chars().any(|c| {
        ('\u{3000}'..='\u{30FF}').contains(&c)
            || ('\u{3400}'..='\u{9FFF}').contains(&c)
            || ('\u{FF00}'..='\u{FFEF}').contains(&c)
    })
}

/// The spaces (byte offsets) that should not break a line: those between a number and the
/// word it counts, in any language ("12 moves", "step 1 of 2", "89 %", "第 1/2 步"). A number
/// is digits with `/.,:`; a word is letters (or `%`), with closing punctuation after it.
/// Notation ("o2-m8") is neither, so a list of moves still breaks between moves.
pub fn number_spaces(text: &str) -> Vec<usize> {
    // A token's core (opening marks before it, closing marks after it left out), whether
    // opening marks begin it (it is not glued back) and whether closing marks end it (it is
    // not glued forward).
    fn core(t: &str) -> (&str, bool, bool) {
        let inner = t.trim_start_matches(no_end);
        let c = match inner {
            "%" => inner,
            inner => inner.trim_end_matches(no_start),
        };
        (c, inner.len() < t.len(), c.len() < inner.len())
    }
    let number = |t: &str| {
        t.chars().any(|c| c.is_ascii_digit())
            && t.chars().all(|c| c.is_ascii_digit() || "/.,:".contains(c))
    };
    let word = |t: &str| t == "%" || (!t.is_empty() && t.chars().all(char::is_alphabetic));
    let mut spaces = Vec::new();
    let mut before: Option<&str> = None;
    let mut at = 0;
    for token in text.split(' ') {
        let (next, opened, _) = core(token);
        if let Some((b, _, ended)) = before.map(core)
            && !ended
            && !opened
            && ((number(b) && word(next)) || (word(b) && number(next)))
        {
            spaces.push(at - 1);
        }
        at += token.len() + 1;
        before = Some(token);
    }
    spaces
}

/// The laid-out rows of a paragraph: each row's characters and whether it ended at a line
/// break of the text itself. Returns the index (in characters of the whole text, counting one
/// for each such line break) before which a line break must go so that no row begins or ends
/// wrongly, or `None` if every row is right (or a row cannot be mended: a row made only of
/// characters that may not be parted).
pub fn break_before(rows: &[(Vec<char>, bool)]) -> Option<usize> {
    let mut start = 0;
    for (i, (chars, newline)) in rows.iter().enumerate() {
        let next = rows.get(i + 1);
        let this_start = start;
        start += chars.len() + usize::from(*newline);
        let Some((after, _)) = next else { break };
        if *newline || chars.is_empty() || after.is_empty() {
            continue;
        }
        if !glued(chars[chars.len() - 1], after[0]) {
            continue;
        }
        // Carry characters down from this row's end until the break falls between two
        // characters that may be parted.
        let n = chars.len();
        let mut k = 1;
        loop {
            if k >= n {
                break;
            }
            if glued(chars[n - k - 1], chars[n - k]) {
                k += 1;
            } else {
                break;
            }
        }
        if k >= n {
            continue;
        }
        return Some(this_start + n - k);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(lines: &[&str]) -> Vec<(Vec<char>, bool)> {
        lines.iter().map(|l| (l.chars().collect(), false)).collect()
    }

    #[test]
    fn a_comma_does_not_begin_a_line() {
        // "先走" / "，之后": the "走" is carried down with the comma.
        let r = rows(&["黑方先走", "，之后"]);
        assert_eq!(break_before(&r), Some(3));
    }

    #[test]
    fn an_opening_bracket_does_not_end_a_line() {
        let r = rows(&["向左轮转（", "顺时针）"]);
        assert_eq!(break_before(&r), Some(4));
    }

    #[test]
    fn a_run_of_closing_marks_goes_down_with_the_character_before_it() {
        // "本营”）" then "，即": carry "营”）" down, not just the last mark.
        let r = rows(&["规则中的“本营”）", "，即其颜色"]);
        assert_eq!(break_before(&r), Some(6));
    }

    #[test]
    fn a_number_stays_with_its_noun_across_no_break_spaces() {
        // "第 1/2" / "步" (no-break spaces): "第 1/2 " goes down to "步".
        let r = rows(&["队伍 · 第\u{a0}1/2\u{a0}", "步"]);
        assert_eq!(break_before(&r), Some(5));
        // A number egui parted before a character: the whole number goes down.
        let r = rows(&["连跳 12", "3 次"]);
        assert_eq!(break_before(&r), Some(3));
    }

    #[test]
    fn numbers_keep_their_words_but_moves_part() {
        let glued = |t: &str| {
            let mut t = t.to_string();
            for at in number_spaces(&t).into_iter().rev() {
                t.replace_range(at..at + 1, "\u{a0}");
            }
            t.replace('\u{a0}', "_")
        };
        assert_eq!(glued("Teams · step 1 of 2"), "Teams · step_1_of_2");
        assert_eq!(
            glued("Genauigkeit 89 % · 2 Fehler"),
            "Genauigkeit_89_% · 2_Fehler"
        );
        assert_eq!(glued("in 27 moves."), "in_27_moves.");
        assert_eq!(glued("a board (10 on a side)"), "a board (10_on a side)");
        assert_eq!(glued("board with 6), the"), "board with_6), the");
        assert_eq!(glued("队伍 · 第 1/2 步"), "队伍 · 第_1/2_步");
        assert_eq!(
            glued("Red played o2-m8 then n2-l7"),
            "Red played o2-m8 then n2-l7"
        );
        assert_eq!(glued("1 2 · a"), "1 2 · a");
    }

    #[test]
    fn a_chinese_numeral_stays_with_its_measure_word() {
        // "再越过下一" / "颗，依此类推": "一" goes down with "颗".
        let r = rows(&["再越过下一", "颗，依此类推"]);
        assert_eq!(break_before(&r), Some(4));
    }

    #[test]
    fn right_rows_need_nothing() {
        assert_eq!(
            break_before(&rows(&["每位玩家的弹珠", "从一个星角出发。"])),
            None
        );
        assert_eq!(break_before(&rows(&["one line"])), None);
    }

    #[test]
    fn a_break_of_the_text_itself_is_left_alone_and_counted() {
        let r = vec![
            ("第一段。".chars().collect(), true),
            ("第二段先走".chars().collect(), false),
            ("，之后".chars().collect(), false),
        ];
        // 4 characters and the text's line break, then 4 characters of the second row.
        assert_eq!(break_before(&r), Some(5 + 4));
    }

    #[test]
    fn a_row_that_cannot_be_parted_is_left() {
        let r = rows(&["（（", "，"]);
        assert_eq!(break_before(&r), None);
    }

    #[test]
    fn only_cjk_text_is_checked() {
        assert!(wanted("每位玩家"));
        assert!(wanted("ダイヤモンドゲーム"));
        assert!(wanted("a，b"));
        assert!(!wanted("Sternhalma, Sprung, Ziel"));
        assert!(!wanted("Русский"));
    }
}
