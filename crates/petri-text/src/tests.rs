use super::*;

const ENGLISH: &str = include_str!("../../../assets/lang/en.ftl");

fn lang_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/lang")
}

#[test]
fn english_reads_and_chooses_plural_forms() {
    let en = Table::parse("en", ENGLISH).expect("en.ftl reads");
    assert_eq!(en.name(), Some("English"));
    let n = |v: f64| [("n", Arg::Number(v))];
    assert_eq!(en.text("ranking.days_ago", &n(1.0)).unwrap(), "1 day ago");
    assert_eq!(en.text("ranking.days_ago", &n(3.0)).unwrap(), "3 days ago");
    assert_eq!(en.text("new.computers", &n(1.0)).unwrap(), "1 computer");
    assert_eq!(en.text("new.computers", &n(2.0)).unwrap(), "2 computers");
    // Text values go in as they are, without isolation marks.
    let who = [
        ("who", Arg::Text("Blue".into())),
        ("left", Arg::Number(1.0)),
    ];
    assert_eq!(
        en.text("hud.prompt_place", &who).unwrap(),
        "Blue: place 1 more piece"
    );
    let ab = [
        ("a", Arg::Text("A, B".into())),
        ("b", Arg::Text("C".into())),
    ];
    assert_eq!(en.text("list.end", &ab).unwrap(), "A, B, and C");
    assert!(en.text("no.such.key", &[]).is_none());
}

/// The parts of Fluent the game's files use, put together as Fluent does: literals, a choice
/// by exact number before the plural category, a choice by word, a reference to another
/// message, and a value not given shown by its name.
#[test]
fn texts_are_put_together_as_fluent_does() {
    let t = Table::parse(
        "ru",
        r#"
pad = {" "}и{" "}
n = { $n ->
    [0] ни одного
    [one] { $n } ход
    [few] { $n } хода
   *[many] { $n } ходов
}
who = { $who ->
    [you] Вы
   *[other] { $who }
}
ref = { n }!
loop = { loop }
multi =
    first line
    second line
"#,
    )
    .unwrap();
    let n = |x: f64| [("n", Arg::Number(x))];
    assert_eq!(t.text("pad", &[]).unwrap(), " и ");
    assert_eq!(t.text("n", &n(0.0)).unwrap(), "ни одного");
    assert_eq!(t.text("n", &n(1.0)).unwrap(), "1 ход");
    assert_eq!(t.text("n", &n(21.0)).unwrap(), "21 ход");
    assert_eq!(t.text("n", &n(3.0)).unwrap(), "3 хода");
    assert_eq!(t.text("n", &n(11.0)).unwrap(), "11 ходов");
    // Numbers in the language's form (ICU4X, CLDR): a decimal comma in Russian, groups from
    // 10 000 on with a no-break space.
    assert_eq!(t.text("n", &n(2.5)).unwrap(), "2,5 ходов");
    assert_eq!(t.text("n", &n(1500.0)).unwrap(), "1500 ходов");
    assert_eq!(t.text("n", &n(12345.0)).unwrap(), "12\u{a0}345 ходов");
    assert_eq!(t.text("ref", &n(5.0)).unwrap(), "5 ходов!");
    let who = |w: &str| [("who", Arg::Text(w.into()))];
    assert_eq!(t.text("who", &who("you")).unwrap(), "Вы");
    assert_eq!(t.text("who", &who("Anna")).unwrap(), "Anna");
    assert_eq!(t.text("n", &[]).unwrap(), "{$n} ходов");
    assert!(
        t.text("loop", &[]).is_some(),
        "a message naming itself ends"
    );
    assert_eq!(t.text("multi", &[]).unwrap(), "first line\nsecond line");
}

#[test]
fn shown_values_become_numbers_only_when_plainly_numbers() {
    assert_eq!(Arg::from_shown("3".into()), Arg::Number(3.0));
    assert_eq!(Arg::from_shown("-2".into()), Arg::Number(-2.0));
    assert_eq!(Arg::from_shown("87.5".into()), Arg::Number(87.5));
    assert_eq!(Arg::from_shown("007".into()), Arg::Text("007".into()));
    assert_eq!(Arg::from_shown("Blue".into()), Arg::Text("Blue".into()));
    assert_eq!(Arg::from_shown("NaN".into()), Arg::Text("NaN".into()));
}

#[test]
fn plural_categories_come_from_cldr() {
    let set = |v: &[&'static str]| v.iter().copied().collect::<BTreeSet<_>>();
    assert_eq!(whole_number_categories("en"), set(&["one", "other"]));
    assert_eq!(whole_number_categories("ru"), set(&["one", "few", "many"]));
    assert_eq!(whole_number_categories("ja"), set(&["other"]));
    assert_eq!(whole_number_categories("zh-CN"), set(&["other"]));
    assert_eq!(whole_number_categories("pt-BR"), set(&["one", "other"]));
}

#[test]
fn a_broken_or_incomplete_translation_is_named() {
    let e = Table::parse("de", "a = b\nc = { $x\nd = 1\n").unwrap_err();
    assert!(e.starts_with("line 2:") || e.starts_with("line 3:"), "{e}");
    assert!(
        Table::parse("de", "a = 1\na = 2\n")
            .unwrap_err()
            .contains("`a` appears twice")
    );
    assert!(Table::parse("not a code", "a = 1\n").is_err());
    let english = "language-name = English\nhud-x = { $n ->\n [one] one\n *[other] { $n } many\n}\nhud-y = y\n";
    // Russian with only one/other, a missing key, a changed placeholder and an extra key.
    let russian = "language-name = Русский\nhud-x = { $n ->\n [one] { $n } одна\n *[other] { $m } много\n}\nhud-z = z\n";
    let problems = check(english, "ru", russian);
    let all = problems.join("\n");
    assert!(all.contains("`hud-y` is missing"), "{all}");
    assert!(all.contains("`hud-z` is not an English key"), "{all}");
    assert!(all.contains("`hud-x` has placeholders"), "{all}");
    assert!(all.contains("lacks the forms [\"few\", \"many\"]"), "{all}");
    // Japanese needs no choice at all.
    let japanese = "language-name = 日本語\nhud-x = { $n } 個\nhud-y = y\n";
    assert_eq!(check(english, "ja", japanese), Vec::<String>::new());
    // German must choose.
    let german = "language-name = Deutsch\nhud-x = { $n } Stück\nhud-y = y\n";
    assert!(
        check(english, "de", german)
            .join("")
            .contains("does not choose a form by $n")
    );
}

/// Every language file in `assets/lang` is complete: every English key, no other, the same
/// placeholders and every plural form its language needs.
#[test]
fn every_language_file_is_complete() {
    let mut checked = 0;
    for entry in std::fs::read_dir(lang_dir()).unwrap().flatten() {
        let name = entry.file_name().into_string().unwrap();
        let Some(code) = name.strip_suffix(".ftl") else {
            continue;
        };
        let text = std::fs::read_to_string(entry.path()).unwrap();
        let problems = check(ENGLISH, code, &text);
        assert!(problems.is_empty(), "{name}:\n{}", problems.join("\n"));
        checked += 1;
    }
    assert!(checked >= SHIPPED.len());
}

/// Every shipped language has its file, named as its code, with its own name.
#[test]
fn every_shipped_language_has_its_file() {
    for shipped in SHIPPED {
        let path = lang_dir().join(format!("{}.ftl", shipped.code));
        let text =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let table = Table::parse(shipped.code, &text).unwrap();
        assert_eq!(table.name(), Some(shipped.name), "{}", shipped.code);
        assert_eq!(table.font(), shipped.font, "{}", shipped.code);
    }
}

#[test]
fn the_system_language_picks_a_shipped_one() {
    let ask = |v: &[&str]| best_shipped(&v.iter().map(|s| s.to_string()).collect::<Vec<_>>());
    assert_eq!(ask(&["de-AT", "en"]), "de");
    assert_eq!(ask(&["pt"]), "pt-BR");
    assert_eq!(ask(&["pt-PT"]), "pt-BR");
    assert_eq!(ask(&["zh-CN"]), "zh-CN");
    assert_eq!(ask(&["zh-Hans-CN"]), "zh-CN");
    assert_eq!(ask(&["sv-SE", "fr-CA"]), "fr");
    assert_eq!(ask(&["sv-SE"]), "en");
    assert_eq!(ask(&[]), "en");
}

#[test]
fn the_pseudo_language_is_complete_longer_and_accented() {
    let pseudo = pseudo(ENGLISH);
    assert_eq!(check(ENGLISH, PSEUDO, &pseudo), Vec::<String>::new());
    let en = Table::parse("en", ENGLISH).unwrap();
    let xa = Table::parse(PSEUDO, &pseudo).unwrap();
    let play = xa.text("menu.play", &[]).unwrap();
    assert!(play.starts_with("«Plåý") && play.ends_with('»'), "{play}");
    let args = [
        ("who", Arg::Text("Blue".into())),
        ("left", Arg::Number(3.0)),
    ];
    let long = xa.text("hud.prompt_place", &args).unwrap();
    assert!(long.contains("Blue") && long.contains('3'), "{long}");
    for key in en.keys().filter(|k| !k.starts_with("language.")) {
        let (e, x) = (en.text(&key, &[]).unwrap(), xa.text(&key, &[]).unwrap());
        // The text around the values (shown here as `{$name}`, as no values are given).
        let around = |s: &str| {
            let mut depth = 0;
            s.chars()
                .filter(|c| {
                    match c {
                        '{' => depth += 1,
                        '}' => depth -= 1,
                        _ => return depth == 0,
                    }
                    false
                })
                .count()
        };
        // (A text showing a lone brace is not counted this way.)
        if e.matches('{').count() == e.matches('}').count() {
            assert!(around(&x) * 10 >= around(&e) * 14, "{key}: {e} → {x}");
        }
    }
}
