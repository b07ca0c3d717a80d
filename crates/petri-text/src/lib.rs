//! Petri's language tables: every text the game shows, by key, in [Fluent] files
//! (`assets/lang/<code>.ftl`), with CLDR plural rules from `intl_pluralrules`.
//!
//! The game asks for a text by key (`hud.your_turn`); in a file the key is written with `-`
//! for `.` (`hud-your_turn = …`), as Fluent names allow no dots. A value the game fills in is
//! `{ $name }`; a form chosen by a number is `{ $n -> [one] … *[other] … }`.
//!
//! [`check`] compares a translation with English: every key there (no more, no fewer), the
//! same placeholders, and every plural form the language needs for whole numbers. The
//! game's tests run it on every shipped language; `cargo run -p petri-text --example check --
//! assets/lang/de.ftl` runs it on one file.
//!
//! No Bevy, no I/O: the game reads the files and hands their text in.
//!
//! [Fluent]: https://projectfluent.org/

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;
use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use unic_langid::LanguageIdentifier;

/// A language the game ships: its code, its own name and the font its script needs beyond
/// the game's Latin/Cyrillic one (a file in `assets/fonts/`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shipped {
    pub code: &'static str,
    pub name: &'static str,
    pub font: Option<&'static str>,
}

/// The ten languages shipped, English first.
pub const SHIPPED: [Shipped; 10] = [
    Shipped {
        code: "en",
        name: "English",
        font: None,
    },
    Shipped {
        code: "zh-CN",
        name: "简体中文",
        font: Some("NotoSansSC-Petri.otf"),
    },
    Shipped {
        code: "es",
        name: "Español",
        font: None,
    },
    Shipped {
        code: "de",
        name: "Deutsch",
        font: None,
    },
    Shipped {
        code: "fr",
        name: "Français",
        font: None,
    },
    Shipped {
        code: "pt-BR",
        name: "Português (Brasil)",
        font: None,
    },
    Shipped {
        code: "ru",
        name: "Русский",
        font: None,
    },
    Shipped {
        code: "ja",
        name: "日本語",
        font: Some("NotoSansJP-Petri.otf"),
    },
    Shipped {
        code: "ko",
        name: "한국어",
        font: Some("NotoSansKR-Petri.otf"),
    },
    Shipped {
        code: "it",
        name: "Italiano",
        font: None,
    },
];

/// The key of a text as a Fluent id: `hud.your_turn` → `hud-your_turn`.
pub fn fluent_id(key: &str) -> String {
    key.replace('.', "-")
}

/// The key the game uses for a Fluent id: `hud-your_turn` → `hud.your_turn`.
pub fn game_key(id: &str) -> String {
    id.replace('-', ".")
}

/// A value for a placeholder: a number chooses plural forms, text is put in as it is.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Number(f64),
    Text(String),
}

impl Arg {
    /// A shown value: a whole or decimal number written plainly (`3`, `-2`, `87.5`) is a
    /// number, anything else (`007`, `Blue`) is text.
    pub fn from_shown(shown: String) -> Arg {
        if let Ok(n) = shown.parse::<i64>()
            && n.to_string() == shown
        {
            return Arg::Number(n as f64);
        }
        if let Ok(x) = shown.parse::<f64>()
            && x.is_finite()
            && x.to_string() == shown
        {
            return Arg::Number(x);
        }
        Arg::Text(shown)
    }
}

/// One language's texts, ready to format.
///
/// Texts are read by `fluent-syntax` (Fluent's own parser) and put together here rather than
/// by `fluent-bundle`: the game's files use Fluent's core only (text, `{ $value }`, choices by
/// plural category, number or word, references to other messages), and the full bundle cost
/// the web build about 25 KB Brotli it could not spare (BENCHMARKS.md, "Every player's
/// language"). Plural categories still come from CLDR through `intl_pluralrules`.
pub struct Table {
    code: String,
    messages: BTreeMap<String, ast::Pattern<String>>,
    plurals: Option<PluralRules>,
    numbers: Option<icu_decimal::DecimalFormatter>,
    meta: BTreeMap<String, String>,
}

impl std::fmt::Debug for Table {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Table")
            .field("code", &self.code)
            .field("texts", &self.messages.len())
            .finish()
    }
}

/// The line of a parse error: where the broken message starts (Fluent reports where it
/// noticed, which for an unclosed `{` is the end of the message).
fn error_line(text: &str, e: &fluent_syntax::parser::ParserError) -> usize {
    let start = e.slice.as_ref().map_or(e.pos.start, |slice| {
        let skipped = text
            .get(slice.start..)
            .map_or(0, |rest| rest.len() - rest.trim_start().len());
        (slice.start + skipped).min(e.pos.start)
    });
    line_of(text, start)
}

/// The line (from 1) of byte `at` in `text`.
fn line_of(text: &str, at: usize) -> usize {
    text[..at.min(text.len())].matches('\n').count() + 1
}

impl Table {
    /// Reads a language file. An error names the line and what is wrong there; a file with
    /// any error is refused whole, so a half-read language never shows.
    pub fn parse(code: &str, text: &str) -> Result<Table, String> {
        let langid: LanguageIdentifier = code
            .parse()
            .map_err(|_| format!("`{code}` is not a language code (for example de, pt-BR)"))?;
        let resource = match fluent_syntax::parser::parse(text.to_owned()) {
            Ok(r) => r,
            Err((_, errors)) => {
                let e = &errors[0];
                let more = match errors.len() {
                    1 => String::new(),
                    n => format!(" (and {} more)", n - 1),
                };
                return Err(format!("line {}: {}{more}", error_line(text, e), e.kind));
            }
        };
        let mut messages = BTreeMap::new();
        for entry in resource.body {
            if let ast::Entry::Message(m) = entry {
                if messages.contains_key(&m.id.name) {
                    return Err(format!("`{}` appears twice", m.id.name));
                }
                let Some(value) = m.value else {
                    return Err(format!("`{}` has no text", m.id.name));
                };
                messages.insert(m.id.name, value);
            }
        }
        let plurals = PluralRules::create(langid.clone(), PluralRuleType::CARDINAL)
            .or_else(|_| {
                // `pt-BR` → `pt`: CLDR's rules are by language.
                let base: LanguageIdentifier = langid.language.as_str().parse().unwrap_or_default();
                PluralRules::create(base, PluralRuleType::CARDINAL)
            })
            .ok();
        let mut table = Table {
            code: code.to_owned(),
            messages,
            plurals,
            numbers: number_formatter(code),
            meta: BTreeMap::new(),
        };
        for id in ["language-name", "language-font"] {
            if table.messages.contains_key(id) {
                let value = table.format(id, &[]);
                table.meta.insert(id.to_owned(), value);
            }
        }
        Ok(table)
    }

    pub fn code(&self) -> &str {
        &self.code
    }

    /// The language's own name (`language-name`), if the file gives one.
    pub fn name(&self) -> Option<&str> {
        self.meta.get("language-name").map(String::as_str)
    }

    /// The font the language's script needs (`language-font`, a file in `assets/fonts/`).
    pub fn font(&self) -> Option<&str> {
        self.meta.get("language-font").map(String::as_str)
    }

    /// Whether the table has a text for the game's `key`.
    pub fn has(&self, key: &str) -> bool {
        self.messages.contains_key(&fluent_id(key))
    }

    /// The game's keys this table has.
    pub fn keys(&self) -> impl Iterator<Item = String> + '_ {
        self.messages.keys().map(|id| game_key(id))
    }

    /// The text of Fluent id `id` with `args` put in (`None` when there is no such text).
    fn format(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.get(id, args).unwrap_or_default()
    }

    fn get(&self, id: &str, args: &[(&str, Arg)]) -> Option<String> {
        let pattern = self.messages.get(id)?;
        let mut out = String::new();
        self.write_pattern(pattern, args, &mut out, 0);
        Some(out)
    }

    /// Puts `pattern` together into `out`. What cannot be resolved (a value not given, a
    /// message that does not exist) shows as `{name}`, as Fluent does; `depth` stops a
    /// message that refers to itself.
    fn write_pattern(
        &self,
        pattern: &ast::Pattern<String>,
        args: &[(&str, Arg)],
        out: &mut String,
        depth: u8,
    ) {
        for element in &pattern.elements {
            match element {
                ast::PatternElement::TextElement { value } => out.push_str(value),
                ast::PatternElement::Placeable { expression } => {
                    self.write_expression(expression, args, out, depth)
                }
            }
        }
    }

    fn write_expression(
        &self,
        expression: &ast::Expression<String>,
        args: &[(&str, Arg)],
        out: &mut String,
        depth: u8,
    ) {
        match expression {
            ast::Expression::Inline(inline) => self.write_inline(inline, args, out, depth),
            ast::Expression::Select { selector, variants } => {
                let value = self.value_of(selector, args);
                let chosen = variants
                    .iter()
                    .find(|v| self.matches(&v.key, value.as_ref()))
                    .or_else(|| variants.iter().find(|v| v.default))
                    .or(variants.first());
                if let Some(variant) = chosen {
                    self.write_pattern(&variant.value, args, out, depth);
                }
            }
        }
    }

    fn write_inline(
        &self,
        inline: &ast::InlineExpression<String>,
        args: &[(&str, Arg)],
        out: &mut String,
        depth: u8,
    ) {
        match inline {
            ast::InlineExpression::StringLiteral { value } => out.push_str(value),
            ast::InlineExpression::NumberLiteral { value } => out.push_str(value),
            ast::InlineExpression::VariableReference { id } => match self.value_of(inline, args) {
                Some(Arg::Number(n)) => out.push_str(&self.number_text(n)),
                Some(Arg::Text(t)) => out.push_str(&t),
                None => {
                    out.push_str("{$");
                    out.push_str(&id.name);
                    out.push('}');
                }
            },
            ast::InlineExpression::MessageReference {
                id,
                attribute: None,
            } if depth < 8 => match self.messages.get(&id.name) {
                Some(pattern) => self.write_pattern(pattern, args, out, depth + 1),
                None => {
                    out.push('{');
                    out.push_str(&id.name);
                    out.push('}');
                }
            },
            ast::InlineExpression::Placeable { expression } => {
                self.write_expression(expression, args, out, depth)
            }
            // Terms, attributes and functions are not part of the game's files.
            _ => out.push_str("{???}"),
        }
    }

    /// The value a selector or placeholder stands for.
    fn value_of(
        &self,
        inline: &ast::InlineExpression<String>,
        args: &[(&str, Arg)],
    ) -> Option<Arg> {
        match inline {
            ast::InlineExpression::VariableReference { id } => args
                .iter()
                .find(|(name, _)| *name == id.name)
                .map(|(_, value)| value.clone()),
            ast::InlineExpression::StringLiteral { value } => Some(Arg::Text(value.clone())),
            ast::InlineExpression::NumberLiteral { value } => value.parse().ok().map(Arg::Number),
            _ => None,
        }
    }

    /// Whether a choice's `[key]` fits `value`: the same number, the number's CLDR plural
    /// category, or the same word.
    fn matches(&self, key: &ast::VariantKey<String>, value: Option<&Arg>) -> bool {
        match (key, value) {
            (ast::VariantKey::NumberLiteral { value: key }, Some(Arg::Number(n))) => {
                key.parse::<f64>().is_ok_and(|k| k == *n)
            }
            (ast::VariantKey::Identifier { name }, Some(Arg::Number(n))) => self
                .plurals
                .as_ref()
                .and_then(|rules| rules.select(*n).ok())
                .is_some_and(|c| category_name(c) == name),
            (ast::VariantKey::Identifier { name }, Some(Arg::Text(t))) => name == t,
            _ => false,
        }
    }

    /// The text for the game's `key` with `args` put in, if this table has it.
    pub fn text(&self, key: &str, args: &[(&str, Arg)]) -> Option<String> {
        self.get(&fluent_id(key), args)
    }
}

/// The number formatter of language `code` (CLDR's symbols and digits, through ICU4X): numbers
/// are grouped from 10 000 on (`Min2`), so ratings such as 1500 stay as chess sites write
/// them in every language.
fn number_formatter(code: &str) -> Option<icu_decimal::DecimalFormatter> {
    let locale: icu_locale_core::Locale = code.parse().ok()?;
    let mut options = icu_decimal::options::DecimalFormatterOptions::default();
    options.grouping_strategy = Some(icu_decimal::options::GroupingStrategy::Min2);
    icu_decimal::DecimalFormatter::try_new(locale.into(), options).ok()
}

impl Table {
    /// A number in the language's form: `3`, `-2`, `87.5` in English, `87,5` in German,
    /// `12 345` in French. The narrow no-break space some languages group with is written as
    /// a no-break space, which the game's fonts have.
    fn number_text(&self, n: f64) -> String {
        let plain = if n.fract() == 0.0 && n.abs() < 1e15 {
            format!("{}", n as i64)
        } else {
            n.to_string()
        };
        let Some(formatter) = &self.numbers else {
            return plain;
        };
        match plain.parse::<fixed_decimal::Decimal>() {
            Ok(d) => formatter
                .format(&d)
                .to_string()
                .replace('\u{202f}', "\u{a0}"),
            Err(_) => plain,
        }
    }
}

/// The plural categories language `code` uses for whole numbers (0 to 1000), by CLDR.
pub fn whole_number_categories(code: &str) -> BTreeSet<&'static str> {
    let Ok(langid) = code.parse::<LanguageIdentifier>() else {
        return BTreeSet::from(["other"]);
    };
    let rules = PluralRules::create(langid.clone(), PluralRuleType::CARDINAL).or_else(|_| {
        // `pt-BR` → `pt`: CLDR's rules are by language.
        let base: LanguageIdentifier = langid.language.as_str().parse().unwrap_or_default();
        PluralRules::create(base, PluralRuleType::CARDINAL)
    });
    let Ok(rules) = rules else {
        return BTreeSet::from(["other"]);
    };
    (0..=1000u32)
        .filter_map(|n| rules.select(n).ok())
        .map(category_name)
        .collect()
}

fn category_name(c: PluralCategory) -> &'static str {
    match c {
        PluralCategory::ZERO => "zero",
        PluralCategory::ONE => "one",
        PluralCategory::TWO => "two",
        PluralCategory::FEW => "few",
        PluralCategory::MANY => "many",
        PluralCategory::OTHER => "other",
    }
}

const CATEGORY_NAMES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// What a message says, for comparing a translation with English: the variables it uses and
/// its plural choices (variable → the category names it offers).
#[derive(Default, Debug)]
struct Shape {
    variables: BTreeSet<String>,
    plurals: Vec<(String, BTreeSet<String>)>,
}

fn shape_of(pattern: &ast::Pattern<&str>, shape: &mut Shape) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            shape_of_expression(expression, shape);
        }
    }
}

fn shape_of_expression(expression: &ast::Expression<&str>, shape: &mut Shape) {
    match expression {
        ast::Expression::Inline(inline) => shape_of_inline(inline, shape),
        ast::Expression::Select { selector, variants } => {
            shape_of_inline(selector, shape);
            let keys: BTreeSet<String> = variants
                .iter()
                .filter_map(|v| match &v.key {
                    ast::VariantKey::Identifier { name } => Some((*name).to_owned()),
                    ast::VariantKey::NumberLiteral { .. } => None,
                })
                .collect();
            if let ast::InlineExpression::VariableReference { id } = selector
                && keys.iter().any(|k| CATEGORY_NAMES.contains(&k.as_str()))
            {
                shape.plurals.push((id.name.to_owned(), keys));
            }
            for variant in variants {
                shape_of(&variant.value, shape);
            }
        }
    }
}

fn shape_of_inline(inline: &ast::InlineExpression<&str>, shape: &mut Shape) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            shape.variables.insert(id.name.to_owned());
        }
        ast::InlineExpression::Placeable { expression } => {
            shape_of_expression(expression, shape);
        }
        _ => {}
    }
}

fn shapes(text: &str) -> Result<BTreeMap<String, Shape>, String> {
    let resource = fluent_syntax::parser::parse(text).map_err(|(_, errors)| {
        let e = &errors[0];
        format!("line {}: {}", error_line(text, e), e.kind)
    })?;
    let mut out = BTreeMap::new();
    for entry in resource.body {
        if let ast::Entry::Message(m) = entry {
            let mut shape = Shape::default();
            if let Some(value) = &m.value {
                shape_of(value, &mut shape);
            }
            out.insert(m.id.name.to_owned(), shape);
        }
    }
    Ok(out)
}

/// Everything wrong with translation `text` (language `code`) against `english`: keys
/// missing or extra, placeholders that differ, plural choices without a form the language
/// needs. Empty when the translation is complete.
pub fn check(english: &str, code: &str, text: &str) -> Vec<String> {
    findings(english, code, text, true)
        .into_iter()
        .map(|f| f.what)
        .collect()
}

/// One thing [`findings`] finds wrong with a translation: the Fluent id it is about (when it
/// is about one), the line of the file (when there is one) and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    pub id: Option<String>,
    pub line: Option<usize>,
    pub what: String,
}

/// The line where message `id` starts in `text`.
fn line_of_id(text: &str, id: &str) -> Option<usize> {
    text.lines()
        .position(|l| {
            l.strip_prefix(id)
                .is_some_and(|rest| rest.trim_start().starts_with('='))
        })
        .map(|i| i + 1)
}

/// [`check`] with the id and line of each problem. A `complete` translation must have every
/// English key; otherwise (a mod's texts over a language, English filling the gaps) only its
/// own keys are checked: each must be an English key, with English's placeholders and the
/// plural forms the language needs.
pub fn findings(english: &str, code: &str, text: &str, complete: bool) -> Vec<Finding> {
    let mut problems = Vec::new();
    let at = |id: &str, what: String| Finding {
        id: Some(id.to_owned()),
        line: line_of_id(text, id),
        what,
    };
    let whole = |what: String| {
        // `line N: …` from the parser: the line, apart.
        let line = what
            .strip_prefix("line ")
            .and_then(|r| r.split_once(':'))
            .and_then(|(n, _)| n.parse().ok());
        Finding {
            id: None,
            line,
            what,
        }
    };
    if let Err(e) = Table::parse(code, text) {
        return vec![whole(e)];
    }
    let (english, theirs) = match (shapes(english), shapes(text)) {
        (Ok(e), Ok(t)) => (e, t),
        (Err(e), _) => return vec![whole(format!("English: {e}"))],
        (_, Err(e)) => return vec![whole(e)],
    };
    let needed = whole_number_categories(code);
    // The language's own name and font are its own business.
    let own = |id: &str| id.starts_with("language-");
    for (id, shape) in &english {
        if own(id) {
            continue;
        }
        let Some(their) = theirs.get(id) else {
            if complete {
                problems.push(at(id, format!("`{id}` is missing")));
            }
            continue;
        };
        if their.variables != shape.variables {
            problems.push(at(
                id,
                format!(
                    "`{id}` has placeholders {:?}, English has {:?}",
                    their.variables, shape.variables
                ),
            ));
        }
        // English chooses by this number: the translation must too, with every form it needs
        // (a language with one form for every number needs no choice).
        for (variable, _) in &shape.plurals {
            let chosen: Vec<_> = their
                .plurals
                .iter()
                .filter(|(v, _)| v == variable)
                .collect();
            if chosen.is_empty() && needed.len() > 1 {
                problems.push(at(
                    id,
                    format!("`{id}` does not choose a form by ${variable} (needs {needed:?})"),
                ));
            }
        }
    }
    for (id, shape) in &theirs {
        if !own(id) && !english.contains_key(id) {
            problems.push(at(id, format!("`{id}` is not an English key")));
        }
        for (variable, keys) in &shape.plurals {
            let lacking: Vec<_> = needed.iter().filter(|c| !keys.contains(**c)).collect();
            if !lacking.is_empty() {
                problems.push(at(
                    id,
                    format!("`{id}`: the choice by ${variable} lacks the forms {lacking:?}"),
                ));
            }
        }
    }
    if complete && !theirs.contains_key("language-name") {
        problems.push(Finding {
            id: None,
            line: None,
            what: "`language-name` (the language's own name) is missing".to_owned(),
        });
    }
    problems
}

/// The shipped language that best serves a player who asks for `requested` (a system's or a
/// browser's list, best first: `de-AT`, `zh-Hans-CN`, `pt`), English when none does.
pub fn best_shipped(requested: &[String]) -> &'static str {
    use fluent_langneg::{NegotiationStrategy, negotiate_languages};
    let requested: Vec<LanguageIdentifier> =
        requested.iter().filter_map(|r| r.parse().ok()).collect();
    let available: Vec<LanguageIdentifier> =
        SHIPPED.iter().filter_map(|s| s.code.parse().ok()).collect();
    let default: LanguageIdentifier = "en".parse().unwrap_or_default();
    let chosen = negotiate_languages(
        &requested,
        &available,
        Some(&default),
        NegotiationStrategy::Filtering,
    );
    let Some(best) = chosen.first() else {
        return "en";
    };
    SHIPPED
        .iter()
        .find(|s| s.code.parse::<LanguageIdentifier>().ok().as_ref() == Some(*best))
        .map_or("en", |s| s.code)
}

#[cfg(test)]
mod tests;

/// The code of the pseudo-language: English made about 40% longer and accented
/// ("«Plåý~~~~»"), to see on screen what a long translation would cut or crowd.
pub const PSEUDO: &str = "en-XA";

/// The pseudo-language's file, made from English's: every text between `«` and `»`, its
/// letters accented and 40% longer; keys, placeholders and plural choices as they are.
pub fn pseudo(english: &str) -> String {
    let mut out = String::with_capacity(english.len() * 2);
    for line in english.lines() {
        let trimmed = line.trim_start();
        let (head, text) = if line.starts_with('#') || trimmed.is_empty() {
            (line, "")
        } else if !line.starts_with(' ') {
            match line.split_once(" = ") {
                Some(("language-name", _)) => ("language-name = Pséüdö (40% longer)", ""),
                Some((id, text)) if !id.starts_with("language-") => (&line[..id.len() + 3], text),
                _ => (line, ""),
            }
        } else if let Some(after) = trimmed
            .strip_prefix('*')
            .unwrap_or(trimmed)
            .strip_prefix('[')
            .and_then(|rest| rest.split_once("] "))
        {
            let text = after.1;
            (&line[..line.len() - text.len()], text)
        } else {
            // `{ $n ->` and `}`: the plural choice's frame.
            (line, "")
        };
        out.push_str(head);
        if !text.is_empty() {
            out.push_str(&stretch(text));
        }
        out.push('\n');
    }
    out
}

/// One text made pseudo: placeables (`{ … }`) kept, other letters accented, 40% added.
fn stretch(text: &str) -> String {
    let mut out = String::from("«");
    let mut depth = 0usize;
    let mut letters = 0usize; // characters outside placeables
    let mut in_string = false;
    let mut open_at = 0;
    for c in text.chars() {
        if depth > 0 {
            out.push(c);
            match c {
                '"' => in_string = !in_string,
                '{' if !in_string => depth += 1,
                '}' if !in_string => depth -= 1,
                _ => {}
            }
            continue;
        }
        if c == '{' {
            depth = 1;
            open_at = out.len();
            out.push(c);
            continue;
        }
        letters += 1;
        out.push(accented(c));
    }
    let extra = (letters * 2).div_ceil(5);
    if depth > 0 {
        // A plural choice opens at the end of this line: the padding goes before it (its
        // variants are stretched on their own lines).
        out.insert_str(open_at, &"~".repeat(extra));
        return out;
    }
    out.extend(std::iter::repeat_n('~', extra));
    out.push('»');
    out
}

fn accented(c: char) -> char {
    match c {
        'a' => 'å',
        'e' => 'é',
        'i' => 'í',
        'o' => 'ö',
        'u' => 'ü',
        'c' => 'ç',
        'n' => 'ñ',
        'y' => 'ý',
        'A' => 'Å',
        'E' => 'É',
        'I' => 'Í',
        'O' => 'Ö',
        'U' => 'Ü',
        'C' => 'Ç',
        'N' => 'Ñ',
        other => other,
    }
}
