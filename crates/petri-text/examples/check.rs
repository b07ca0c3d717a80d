//! Checks language files against English: `cargo run -p petri-text --example check --
//! assets/lang/de.ftl [more files]`. Prints every problem and exits 1 if there is one.

fn main() {
    let english_path = "assets/lang/en.ftl";
    let english = match std::fs::read_to_string(english_path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{english_path}: {e} (run this from the repository's top folder)");
            std::process::exit(2);
        }
    };
    let mut bad = false;
    for path in std::env::args().skip(1) {
        let code = std::path::Path::new(&path)
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default()
            .to_owned();
        let text = match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("{path}: {e}");
                bad = true;
                continue;
            }
        };
        let problems = petri_text::check(&english, &code, &text);
        if problems.is_empty() {
            println!("{path}: complete");
        } else {
            bad = true;
            for p in problems {
                println!("{path}: {p}");
            }
        }
    }
    std::process::exit(i32::from(bad));
}
