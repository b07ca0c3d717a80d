//! Command-line flags: start straight into a game, take a screenshot at a given frame, quit
//! after a given frame. Used by CI and anyone testing without a person at the screen (e.g.
//! under `xvfb-run`).

use std::path::PathBuf;

use petri_rules::Preset;

use crate::core::screens::Screen;
use crate::core::setup::{GameSetup, SeatKind};
use crate::online::OnlineStart;

#[cfg(not(target_arch = "wasm32"))]
use bevy::diagnostic::FrameCount;
use bevy::prelude::*;
#[cfg(not(target_arch = "wasm32"))]
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};

#[cfg(not(target_arch = "wasm32"))]
pub const USAGE: &str = "\
Usage: petri [options]

Options:
  --rules <preset>      start straight into a game: classic, family, online, petri,
                        petri-realtime (the title and new game screens are skipped)
  --players <n>         players: 2, 3, 4 or 6, Petri also 5 (default 2)
  --seats <k,k,...>     who sits where, one per player: human or a computer level
                        (beginner, easy, medium, hard, master); default: you and medium
  --size <n>            board size 2..6 (default 4)
  --pieces <k>          pieces per set (Chinese checkers) or per player (Petri)
  --seed <s>            seeds the dice and the computer players (default 1)
  --resume              continue the autosaved game at once (the title's Resume)
  --screenshot <path>   save a screenshot of the window (PNG) at frame --screenshot-at
  --screenshot-at <n,…> frame of the screenshot (default 30); with several frames
                        (`100,110,120`) each is saved as <path> with `-<frame>`
                        before the extension
  --quit-after <n>      exit with status 0 after frame n (waits for a pending screenshot)
  --show <screen>       open a screen at start: title (default), new-game, settings,
                        mods (the mods found), replays, online, learn, puzzles, how-to-play or how-to-play:<part>
                        (checkers, petri, app, or a rule: target-lock, petri-order, …);
                        results (two computers end a game: its results stay up);
                        online: leaderboard, leaderboard:<mode> (petri-4, …) or
                        player:<name> (an account's page)
  --lesson <name>       start a lesson at once (checkers-step, petri-roll, …: the
                        Learn screen lists them)
  --review <record>     open a game record (a save file) with its engine review
  --server <url>        online: the server to connect to (ws://… or wss://…)
  --name <name>         online: the name other players see
  --room <name>         online: connect and join this friends room (the web page's
                        ?room=NAME)
  --quick <mode>        online: connect and take a seat in a public room of this mode
                        (classic-2, petri-4, …)
  --create <mode>       online: connect and open a friends room of this mode (its name
                        and link are shown to share)
  --window <W>x<H>      the window's size in logical pixels (1280x720 by default;
                        390x844 is a phone held upright)
  --tour <dir>          show every screen in turn, save a screenshot of each in <dir>
                        (<screen>-<W>x<H>.png) and quit; with --server the online
                        lobby and a waiting room too
  --tour-only <s,s,…>   only these stops of the tour (title, new-game, replays,
                        settings, lobby, leaderboard, waiting-room, game, results, learn,
                        how-to-play: its three parts, lessons: every lesson's first step)
  --language <code>     show the game in this language and keep it (en, zh-CN, es, de,
                        fr, pt-BR, ru, ja, ko, it, or a file assets/lang/<code>.ftl)
  --frame-stats         on exit, print frame times (after frame 30) and peak memory
  -h, --help            this text";

/// Frames to wait past `--quit-after` for a screenshot before giving up with status 1.
#[cfg(not(target_arch = "wasm32"))]
const SCREENSHOT_GRACE_FRAMES: u32 = 300;

pub fn plugin(app: &mut App) {
    app.init_resource::<Automation>()
        .add_systems(Startup, hand_over_online_start)
        .add_systems(
            OnEnter(Screen::Title),
            start_requested_game.in_set(crate::core::screens::Opening),
        );
    // Screenshots, quitting after a frame and frame statistics are for scripted runs of the
    // native game: the web build has no files to write and no console to print to.
    #[cfg(not(target_arch = "wasm32"))]
    app.init_resource::<FrameStats>()
        .add_systems(Update, (record_frame, take_screenshot, quit_after).chain())
        .add_systems(Last, report_frame_stats.run_if(on_message::<AppExit>));
}

/// What the command line asked for.
#[derive(Resource, Debug, Clone, PartialEq)]
pub struct Automation {
    /// A game to start at once (taken when it starts).
    pub setup: Option<GameSetup>,
    /// Continue the autosaved game at once (taken when it starts).
    pub resume: bool,
    screenshot: Option<PathBuf>,
    /// Frames to capture, ascending.
    screenshot_at: Vec<u32>,
    quit_after: Option<u32>,
    frame_stats: bool,
    /// A screen or window to open at start.
    show: Option<String>,
    /// `--lesson`: a lesson to start at once.
    pub lesson: Option<String>,
    /// `--review`: a record to open with its engine review at once.
    pub review: Option<petri_rules::GameRecord>,
    /// `--review` on the web (`?review=records/NAME.json`): a record kept in the page's storage.
    pub review_kept: Option<String>,
    /// Screenshots requested whose files are not written yet.
    pending: usize,
    /// Online play asked for on the command line (or in the page's link).
    pub online: OnlineStart,
    /// `--window`: the window's size in logical pixels.
    pub window: Option<(u32, u32)>,
    /// `--tour`: where the screenshots of every screen go.
    pub tour: Option<PathBuf>,
    /// `--tour-only`: the tour's stops to make.
    pub tour_only: Option<Vec<String>>,
    /// `--language`: the language to show (and keep), by code.
    pub language: Option<String>,
    /// `--edit-theme board=#3070c0,marble=m.png,…`: colours set as the theme editor's pickers
    /// set them, pictures put in place as if dropped on it.
    pub edit_theme: Vec<(String, String)>,
    /// `--export-theme`: the theme editor's Export as mod, once the colours are set.
    pub export_theme: bool,
}

impl Default for Automation {
    fn default() -> Self {
        Automation {
            setup: None,
            resume: false,
            screenshot: None,
            screenshot_at: vec![30],
            quit_after: None,
            frame_stats: false,
            show: None,
            lesson: None,
            review: None,
            review_kept: None,
            pending: 0,
            online: OnlineStart::default(),
            window: None,
            tour: None,
            tour_only: None,
            language: None,
            edit_theme: Vec::new(),
            export_theme: false,
        }
    }
}

impl Automation {
    /// Scripted runs need every frame drawn, not only the ones after input.
    pub fn wants_continuous_frames(&self) -> bool {
        self.screenshot.is_some() || self.quit_after.is_some() || self.tour.is_some()
    }

    /// The tour asked for, with its server (which then is not joined at start).
    pub fn take_tour(&mut self) -> Option<crate::tour::Tour> {
        let dir = self.tour.take()?;
        let mut tour = crate::tour::Tour::new(dir, self.online.server.take());
        tour.only = self.tour_only.take();
        Some(tour)
    }

    /// Where the screenshot of `frame` goes: the `--screenshot` path, with `-<frame>` before
    /// the extension when several frames are captured.
    pub fn screenshot_path(&self, frame: u32) -> Option<PathBuf> {
        let path = self.screenshot.as_ref()?;
        if self.screenshot_at.len() < 2 {
            return Some(path.clone());
        }
        let stem = path.file_stem().map(|s| s.to_string_lossy().into_owned());
        let name = match (stem, path.extension()) {
            (Some(stem), Some(ext)) => format!("{stem}-{frame}.{}", ext.to_string_lossy()),
            (Some(stem), None) => format!("{stem}-{frame}"),
            _ => format!("screenshot-{frame}.png"),
        };
        Some(path.with_file_name(name))
    }

    /// Parses the arguments after the program name; `Ok(None)` means `--help`.
    pub fn from_args(args: impl IntoIterator<Item = String>) -> Result<Option<Self>, String> {
        let mut options = Automation::default();
        let mut game = GameFlags::default();
        let mut args = args.into_iter();
        while let Some(arg) = args.next() {
            let (flag, inline) = match arg.split_once('=') {
                Some((flag, value)) if flag.starts_with("--") => {
                    (flag.to_owned(), Some(value.to_owned()))
                }
                _ => (arg, None),
            };
            let mut value = || {
                inline
                    .clone()
                    .or_else(|| args.next())
                    .ok_or_else(|| format!("{flag} needs a value"))
            };
            match flag.as_str() {
                "-h" | "--help" => return Ok(None),
                "--screenshot" => options.screenshot = Some(PathBuf::from(value()?)),
                "--screenshot-at" => {
                    let mut at = value()?
                        .split(',')
                        .map(|f| frame(&flag, f.trim()))
                        .collect::<Result<Vec<_>, _>>()?;
                    at.sort_unstable();
                    at.dedup();
                    options.screenshot_at = at;
                }
                "--quit-after" => options.quit_after = Some(frame(&flag, &value()?)?),
                "--frame-stats" => options.frame_stats = true,
                "--resume" => options.resume = true,
                "--window" => options.window = Some(window_size(&value()?)?),
                "--tour" => options.tour = Some(PathBuf::from(value()?)),
                "--tour-only" => options.tour_only = Some(tour_stops(&value()?)?),
                "--language" => options.language = Some(language_code(&value()?)?),
                "--show" => options.show = shown(&value()?)?,
                "--lesson" => options.lesson = Some(lesson(value()?)?),
                "--edit-theme" => options.edit_theme = edited_colours(&value()?)?,
                "--export-theme" => options.export_theme = true,
                // The web build has no files: the name of a kept record (`records/…`).
                "--review" if cfg!(target_arch = "wasm32") => {
                    options.review_kept = Some(value()?);
                }
                "--review" => options.review = Some(review_record(&value()?)?),
                "--server" => options.online.server = Some(value()?),
                "--name" => options.online.name = Some(value()?),
                "--room" => options.online.room = Some(petri_net::room_name(&value()?)?),
                flag @ ("--quick" | "--create") => {
                    let key = value()?;
                    let mode = petri_net::Mode::from_key(&key).ok_or_else(|| {
                        format!("{flag} takes a mode such as classic-2 or petri-4, not `{key}`")
                    })?;
                    if flag == "--quick" {
                        options.online.quick = Some(mode);
                    } else {
                        options.online.create = Some(mode);
                    }
                }
                "--rules" => {
                    game.preset = Some(
                        value()?
                            .parse()
                            .map_err(|e: petri_rules::RulesError| e.to_string())?,
                    )
                }
                "--players" => game.players = Some(number(&flag, &value()?)?),
                "--size" => game.size = Some(number(&flag, &value()?)?),
                "--pieces" => game.pieces = Some(number(&flag, &value()?)?),
                "--seed" => game.seed = Some(number(&flag, &value()?)?),
                "--seats" => {
                    game.seats = Some(
                        value()?
                            .split(',')
                            .map(|k| SeatKind::parse(k.trim()))
                            .collect::<Result<_, _>>()?,
                    )
                }
                _ => return Err(format!("unknown argument `{flag}`")),
            }
        }
        options.setup = game.setup(options.resume)?;
        Ok(Some(options))
    }
}

/// `--tour-only`'s stops, each one the tour knows.
fn tour_stops(value: &str) -> Result<Vec<String>, String> {
    let stops: Vec<String> = value.split(',').map(|s| s.trim().to_owned()).collect();
    if let Some(bad) = stops
        .iter()
        .find(|s| !crate::tour::STOPS.contains(&s.as_str()))
    {
        return Err(format!(
            "--tour-only: no stop `{bad}` (stops: {})",
            crate::tour::STOPS.join(", ")
        ));
    }
    Ok(stops)
}

/// `--show`'s screen (`None`: the title).
fn shown(value: &str) -> Result<Option<String>, String> {
    Ok(match value {
        "title" => None,
        s @ ("new-game" | "settings" | "mods" | "theme-editor" | "replays" | "online" | "learn"
        | "how-to-play" | "puzzles" | "results") => Some(s.into()),
        "leaderboard" => Some("leaderboard:classic-2".into()),
        s if s
            .strip_prefix("leaderboard:")
            .is_some_and(|m| petri_net::Mode::from_key(m).is_some())
            || s.strip_prefix("player:")
                .is_some_and(|n| petri_net::check_account_name(n).is_ok()) =>
        {
            Some(s.into())
        }
        s if s.strip_prefix("how-to-play:").is_some_and(|topic| {
            let b = crate::learn::book::book();
            b.part(topic).is_some() || b.section(topic).is_some()
        }) =>
        {
            Some(s.into())
        }
        other => {
            return Err(format!(
                "--show takes title, new-game, settings, mods, theme-editor, replays, online, learn, puzzles, results, how-to-play, how-to-play:PART (checkers, petri, app, or a rule such as target-lock), leaderboard, leaderboard:MODE (classic-2, petri-4, …) or player:NAME (an account's name), not `{other}`"
            ));
        }
    })
}

/// `--lesson`'s lesson: an id (a mod's lessons are known only once the mods are read, so
/// whether the book has it is said when it starts, with the book's lessons).
fn lesson(name: String) -> Result<String, String> {
    if name.is_empty() || name.chars().any(char::is_whitespace) {
        return Err(format!(
            "--lesson wants a lesson's id such as checkers-step, got `{name}`"
        ));
    }
    Ok(name)
}

/// `--edit-theme`'s colours and pictures: `field=#rrggbb` or `slot=file.png` pairs,
/// comma-separated.
fn edited_colours(value: &str) -> Result<Vec<(String, String)>, String> {
    use crate::view::theme_edit::{COLOURS, PICTURES};
    value
        .split(',')
        .map(|pair| {
            let (field, colour) = pair.split_once('=').ok_or_else(|| {
                format!(
                    "--edit-theme wants field=#rrggbb (or picture=file.png) pairs such as \
                     board=#3070c0, got `{pair}`"
                )
            })?;
            if !COLOURS.contains(&field.trim()) && !PICTURES.contains(&field.trim()) {
                return Err(format!(
                    "--edit-theme: no colour or picture `{field}` (colours: {}; pictures: {})",
                    COLOURS.join(", "),
                    PICTURES.join(", ")
                ));
            }
            Ok((field.trim().to_owned(), colour.trim().to_owned()))
        })
        .collect()
}

/// `--review`'s record, read from `path` and checked to replay.
fn review_record(path: &str) -> Result<petri_rules::GameRecord, String> {
    let text =
        std::fs::read_to_string(path).map_err(|e| format!("--review: cannot read {path}: {e}"))?;
    let record =
        petri_rules::GameRecord::from_json(&text).map_err(|e| format!("--review: {path}: {e}"))?;
    record
        .replay()
        .map_err(|e| format!("--review: {path}: {e}"))?;
    Ok(record)
}

/// The game flags: `--rules`, `--players`, `--seats`, `--size`, `--pieces` and `--seed`.
#[derive(Default)]
struct GameFlags {
    preset: Option<Preset>,
    players: Option<u8>,
    seats: Option<Vec<SeatKind>>,
    size: Option<u8>,
    pieces: Option<u8>,
    seed: Option<u64>,
}

impl GameFlags {
    /// The game they ask to start at once (`None`: none asked for); `resume`: `--resume` too.
    fn setup(self, resume: bool) -> Result<Option<GameSetup>, String> {
        let GameFlags {
            preset,
            players,
            seats,
            size,
            pieces,
            seed,
        } = self;
        if preset.is_some() || players.is_some() || seats.is_some() {
            if resume {
                return Err(
                    "--resume continues the saved game: it takes no --rules, --players or --seats"
                        .into(),
                );
            }
            let players = players
                .or(seats.as_ref().map(|s| s.len() as u8))
                .unwrap_or(2);
            let preset = preset.unwrap_or(Preset::Classic);
            if !preset.player_counts().contains(&players) {
                return Err(petri_rules::RulesError::PresetPlayers { preset, players }.to_string());
            }
            let mut setup = GameSetup::for_preset(preset, players);
            if let Some(kinds) = seats {
                if kinds.len() != usize::from(players) {
                    return Err(format!(
                        "--seats names {} seats for {players} players",
                        kinds.len()
                    ));
                }
                for (seat, kind) in setup.seats.iter_mut().zip(kinds) {
                    seat.kind = kind;
                }
            } else {
                setup.seats[1..]
                    .iter_mut()
                    .for_each(|s| s.kind = SeatKind::Ai(petri_ai::Level::Medium));
            }
            if let Some(n) = size {
                setup.size = n;
            }
            setup.pieces = pieces;
            if let Some(s) = seed {
                setup.seed = s;
            }
            setup.rules()?;
            Ok(Some(setup))
        } else if size.is_some() || pieces.is_some() || seed.is_some() {
            Err("--size, --pieces and --seed need --rules, --players or --seats".into())
        } else {
            Ok(None)
        }
    }
}

/// What the command line (or the page's link) asks of online play goes to the online client,
/// which acts on it once the title is up.
fn hand_over_online_start(mut commands: Commands, mut options: ResMut<Automation>) {
    commands.insert_resource(std::mem::take(&mut options.online));
}

fn number<T: std::str::FromStr>(flag: &str, value: &str) -> Result<T, String> {
    value
        .parse()
        .map_err(|_| format!("{flag} wants a number, got `{value}`"))
}

/// `--rules` and friends, or `--resume`: the game starts as soon as the assets are loaded.
#[allow(clippy::too_many_arguments)]
fn start_requested_game(
    mut commands: Commands,
    mut options: ResMut<Automation>,
    mut next: ResMut<NextState<Screen>>,
    mut notice: MessageWriter<crate::core::notice::Notice>,
    resumable: Res<crate::core::saves::Resumable>,
    store: Option<Res<crate::core::store::Store>>,
    mut ranking: ResMut<crate::online::view::ranking::Ranking>,
    mut overlay: ResMut<NextState<crate::core::screens::Overlay>>,
    mut settings: ResMut<crate::core::settings::Settings>,
) {
    use crate::online::view::ranking::Page;
    if let Some(code) = options.language.take() {
        settings.language = code;
    }
    match options.show.take().as_deref() {
        Some("new-game") => next.set(Screen::NewGame),
        Some(board) if board.starts_with("leaderboard:") => {
            if let Some(mode) = petri_net::Mode::from_key(&board["leaderboard:".len()..]) {
                ranking.open(Page::Leaderboard(mode));
            }
            next.set(Screen::Online);
        }
        Some(player) if player.starts_with("player:") => {
            ranking.open(Page::Player(player["player:".len()..].to_owned()));
            next.set(Screen::Online);
        }
        Some("online") => next.set(Screen::Online),
        Some("settings") => overlay.set(crate::core::screens::Overlay::Settings),
        Some("mods") => overlay.set(crate::core::screens::Overlay::Mods),
        Some("theme-editor") => overlay.set(crate::core::screens::Overlay::ThemeEditor),
        Some("replays") => next.set(Screen::Replays),
        Some("learn") => next.set(Screen::Learn),
        Some("puzzles") => next.set(Screen::Puzzles),
        Some("results") => {
            if let Some(session) = crate::tour::ending_game() {
                commands.insert_resource(session);
                commands.write_message(crate::core::turn::BoardReset);
                next.set(Screen::Playing);
            }
        }
        Some(how) if how.starts_with("how-to-play") => {
            let topic = how.strip_prefix("how-to-play:").unwrap_or("");
            commands.insert_resource(crate::core::screens::HelpTopic {
                topic: topic.to_owned(),
                back: Some(Screen::Learn),
            });
            next.set(Screen::HowToPlay);
        }
        _ => {}
    }
    if !options.edit_theme.is_empty() || options.export_theme {
        commands.insert_resource(crate::view::screens::theme_editor::ScriptedEdit {
            colours: std::mem::take(&mut options.edit_theme),
            export: std::mem::take(&mut options.export_theme),
        });
    }
    if let Some(lesson) = options.lesson.take() {
        commands.write_message(crate::learn::lesson::StartLesson(lesson));
    }
    if let Some(record) = options.review.take() {
        commands.write_message(crate::replay::StartReview(record));
    }
    if let Some(name) = options.review_kept.take() {
        let record = store
            .as_deref()
            .ok_or_else(|| "no storage".to_owned())
            .and_then(|store| store.read(&name))
            .and_then(|text| text.ok_or_else(|| "no such record".to_owned()))
            .and_then(|text| petri_rules::GameRecord::from_json(&text).map_err(|e| e.to_string()));
        match record {
            Ok(record) => {
                commands.write_message(crate::replay::StartReview(record));
            }
            Err(e) => {
                notice.write(crate::core::notice::Notice(format!("--review {name}: {e}")));
            }
        }
    }
    if let Some(setup) = options.setup.take()
        && let Err(e) = crate::core::turn::start_game(&mut commands, &setup, &mut next)
    {
        notice.write(crate::core::notice::Notice(e));
    }
    if std::mem::take(&mut options.resume) {
        let resumed = match &resumable.0 {
            Some(save) => crate::core::saves::resume(&mut commands, save, &mut next)
                .map(|()| info!("resumed the saved game: {}", save.summary())),
            None => Err(crate::core::text::tr("notice.no_saved_game")),
        };
        if let Err(e) = resumed {
            warn!("--resume: {e}");
            notice.write(crate::core::notice::Notice(e));
        }
    }
}

/// `--language de`: a language's code (letters, digits and `-`, as in `pt-BR`).
fn language_code(value: &str) -> Result<String, String> {
    let ok = !value.is_empty()
        && value.len() <= 35
        && value.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
    if ok {
        Ok(value.to_owned())
    } else {
        Err(format!(
            "--language wants a language code such as de or pt-BR, got `{value}`"
        ))
    }
}

/// `1280x720`: a width and a height in logical pixels, each from 200 to 8192.
fn window_size(value: &str) -> Result<(u32, u32), String> {
    let bad = || format!("--window wants a size such as 1280x720, got `{value}`");
    let (w, h) = value.split_once(['x', 'X']).ok_or_else(bad)?;
    let (w, h): (u32, u32) = (
        w.trim().parse().map_err(|_| bad())?,
        h.trim().parse().map_err(|_| bad())?,
    );
    if !(200..=8192).contains(&w) || !(200..=8192).contains(&h) {
        return Err(format!(
            "--window {value}: each side goes from 200 to 8192 pixels"
        ));
    }
    Ok((w, h))
}

fn frame(flag: &str, value: &str) -> Result<u32, String> {
    value
        .parse()
        .map_err(|_| format!("{flag} wants a frame number, got `{value}`"))
}

#[cfg(not(target_arch = "wasm32"))]
fn take_screenshot(
    mut commands: Commands,
    mut options: ResMut<Automation>,
    frames: Res<FrameCount>,
) {
    if !options.screenshot_at.contains(&frames.0) {
        return;
    }
    let Some(path) = options.screenshot_path(frames.0) else {
        return;
    };
    options.pending += 1;
    commands
        .spawn(Screenshot::primary_window())
        .observe(crate::tour::save_picture(path))
        .observe(
            |_: On<ScreenshotCaptured>, mut options: ResMut<Automation>| {
                options.pending = options.pending.saturating_sub(1);
            },
        );
}

/// Frame times seen so far (seconds), for `--frame-stats`.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Resource, Default)]
struct FrameStats(Vec<f32>);

#[cfg(not(target_arch = "wasm32"))]
fn record_frame(
    options: Res<Automation>,
    frames: Res<FrameCount>,
    time: Res<Time<Real>>,
    mut stats: ResMut<FrameStats>,
) {
    if options.frame_stats && frames.0 > 30 {
        stats.0.push(time.delta_secs());
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn report_frame_stats(options: Res<Automation>, stats: Res<FrameStats>) {
    if !options.frame_stats || stats.0.is_empty() {
        return;
    }
    let mut t = stats.0.clone();
    t.sort_by(f32::total_cmp);
    let n = t.len();
    let mean = t.iter().sum::<f32>() / n as f32;
    let pct = |p: f32| t[((n as f32 * p) as usize).min(n - 1)];
    // Peak resident memory, from the kernel (Linux only).
    let peak = std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .map(|l| l.trim_start_matches("VmHWM:").trim().to_string())
        })
        .unwrap_or_else(|| "unknown".into());
    println!(
        "frame-stats: {n} frames, mean {:.2} ms, median {:.2} ms, p95 {:.2} ms, max {:.2} ms; peak memory {peak}",
        mean * 1e3,
        pct(0.5) * 1e3,
        pct(0.95) * 1e3,
        t[n - 1] * 1e3
    );
}

#[cfg(not(target_arch = "wasm32"))]
fn quit_after(options: Res<Automation>, frames: Res<FrameCount>, mut exit: MessageWriter<AppExit>) {
    let Some(last) = options.quit_after else {
        return;
    };
    let frame = frames.0;
    if frame < last {
        return;
    }
    if options.screenshot.is_none() {
        exit.write(AppExit::Success);
        return;
    }
    let final_shot = options.screenshot_at.last().copied().unwrap_or(0);
    let waiting = options.pending > 0 || frame <= final_shot;
    let deadline = last.max(final_shot) + SCREENSHOT_GRACE_FRAMES;
    if !waiting {
        exit.write(AppExit::Success);
    } else if frame >= deadline {
        error!("no screenshot after {frame} frames; quitting");
        exit.write(AppExit::error());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn valid_queries() -> Vec<String> {
        [
            "?rules=classic&players=3&seats=human,hard,hard",
            "?rules=petri&players=5&seats=human,easy,easy,easy,easy&seed=7",
            "?rules=online&players=6&size=5&frame-stats",
            "seats=human%2Cmaster&x=a+b",
            "?resume",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect()
    }

    proptest::proptest! {
        #![proptest_config(crate::view::fuzz::config(2_000))]

        /// The page's query string (what a link hands the game) never panics: a link that
        /// reads starts a game that can be set up, one that does not says why.
        #[test]
            fn fuzz_page_query(text in crate::view::fuzz::input(valid_queries())) {
            let args = crate::web::args_from_query(&text);
            proptest::prop_assert!(args.iter().all(|a| a.starts_with("--")));
            match crate::automation::Automation::from_args(args) {
                // A link that reads starts a game that can be set up.
                Ok(Some(options)) => {
                    if let Some(setup) = &options.setup {
                        proptest::prop_assert!(setup.rules().is_ok());
                        proptest::prop_assert!(crate::core::session::Session::start(setup).is_ok());
                    }
                }
                Ok(None) => {}
                Err(why) => proptest::prop_assert!(!why.trim().is_empty()),
            }
        }
    }

    fn parse(args: &[&str]) -> Result<Option<Automation>, String> {
        Automation::from_args(args.iter().map(|s| s.to_string()))
    }

    #[test]
    fn defaults() {
        assert_eq!(parse(&[]), Ok(Some(Automation::default())));
    }

    #[test]
    fn all_flags() {
        let options = parse(&[
            "--screenshot",
            "/tmp/a.png",
            "--screenshot-at=20",
            "--quit-after",
            "40",
        ])
        .unwrap()
        .unwrap();
        assert_eq!(options.screenshot, Some(PathBuf::from("/tmp/a.png")));
        assert_eq!(options.screenshot_at, vec![20]);
        assert_eq!(options.quit_after, Some(40));
        assert_eq!(
            options.screenshot_path(20),
            Some(PathBuf::from("/tmp/a.png"))
        );
    }

    #[test]
    fn screenshot_sequences() {
        let options = parse(&[
            "--screenshot",
            "/tmp/s.png",
            "--screenshot-at",
            "30,10, 20,10",
        ])
        .unwrap()
        .unwrap();
        assert_eq!(options.screenshot_at, vec![10, 20, 30]);
        assert_eq!(
            options.screenshot_path(20),
            Some(PathBuf::from("/tmp/s-20.png"))
        );
        assert!(parse(&["--screenshot-at", "10,,20"]).is_err());
    }

    #[test]
    fn online_flags() {
        let o = parse(&[
            "--room",
            "abcd-2345",
            "--server",
            "ws://h/ws",
            "--name",
            "Ann",
        ])
        .unwrap()
        .unwrap();
        assert_eq!(o.online.room.as_deref(), Some("ABCD2345"));
        assert_eq!(o.online.server.as_deref(), Some("ws://h/ws"));
        assert_eq!(o.online.name.as_deref(), Some("Ann"));
        let o = parse(&["--quick", "petri-4"]).unwrap().unwrap();
        assert_eq!(o.online.quick.map(|m| m.key()), Some("petri-4".into()));
        assert!(parse(&["--quick", "chess-2"]).is_err());
        let o = parse(&["--create", "classic-3"]).unwrap().unwrap();
        assert_eq!(o.online.create.map(|m| m.key()), Some("classic-3".into()));
        assert!(o.online.wanted());
        assert!(parse(&["--create", "petri-9"]).is_err());
        assert!(parse(&["--room", "0OIL"]).is_err());
        // The rankings' pages.
        let show = |v: &str| parse(&["--show", v]).map(|o| o.unwrap().show);
        assert_eq!(
            show("leaderboard"),
            Ok(Some("leaderboard:classic-2".into()))
        );
        assert_eq!(
            show("leaderboard:petri-4"),
            Ok(Some("leaderboard:petri-4".into()))
        );
        assert_eq!(show("player:Ann"), Ok(Some("player:Ann".into())));
        assert_eq!(show("results"), Ok(Some("results".into())));
        for bad in ["leaderboard:chess-2", "player:", "player:<b>", "leader"] {
            let e = show(bad).unwrap_err();
            assert!(e.contains(bad), "{e}");
        }
        // The page's link: `?room=ABCD2345`.
        let args = crate::web::args_from_query("?room=ABCD2345");
        let o = Automation::from_args(args).unwrap().unwrap();
        assert_eq!(o.online.room.as_deref(), Some("ABCD2345"));
    }

    #[test]
    fn errors_and_help() {
        assert_eq!(parse(&["--help"]), Ok(None));
        assert!(parse(&["--quit-after"]).is_err());
        assert!(parse(&["--quit-after", "soon"]).is_err());
        assert!(parse(&["--frobnicate"]).is_err());
    }

    #[test]
    fn window_and_tour_flags() {
        let o = parse(&["--window", "390x844", "--tour", "/tmp/shots"])
            .unwrap()
            .unwrap();
        assert_eq!(o.window, Some((390, 844)));
        assert_eq!(o.tour, Some(PathBuf::from("/tmp/shots")));
        assert!(o.wants_continuous_frames());
        for bad in ["390", "x844", "390x", "0x844", "390x9000", "axb", "390*844"] {
            let e = parse(&["--window", bad]).unwrap_err();
            assert!(e.contains("--window"), "{bad}: {e}");
        }
        let mut o = parse(&["--tour", "d", "--server", "ws://h/ws"])
            .unwrap()
            .unwrap();
        let tour = o.take_tour().unwrap();
        assert_eq!(tour.server.as_deref(), Some("ws://h/ws"));
        assert!(
            !o.online.wanted(),
            "the tour's server is not joined at start"
        );
    }

    #[test]
    fn resume_flag() {
        let o = parse(&["--resume"]).unwrap().unwrap();
        assert!(o.resume);
        assert!(o.setup.is_none());
        assert!(!parse(&[]).unwrap().unwrap().resume);
        let e = parse(&["--resume", "--rules", "classic"]).unwrap_err();
        assert!(e.contains("--resume"), "{e}");
    }

    #[test]
    fn game_flags() {
        let o = parse(&[
            "--rules",
            "classic",
            "--players",
            "6",
            "--seats",
            "hard,hard,easy,medium,beginner,master",
        ])
        .unwrap()
        .unwrap();
        let setup = o.setup.unwrap();
        assert_eq!(setup.players, 6);
        assert_eq!(setup.seats[2].kind, SeatKind::Ai(petri_ai::Level::Easy));
        let o = parse(&["--rules", "petri", "--players", "4"])
            .unwrap()
            .unwrap();
        let setup = o.setup.unwrap();
        assert!(setup.is_petri());
        assert_eq!(setup.seats[0].kind, SeatKind::Human);
        assert!(parse(&["--rules", "chess"]).unwrap_err().contains("chess"));
        assert!(
            parse(&["--players", "3", "--seats", "human,hard"])
                .unwrap_err()
                .contains("2 seats")
        );
        assert!(parse(&["--rules", "family", "--players", "6"]).is_err());
        assert!(parse(&["--seed", "3"]).is_err());
    }

    #[test]
    fn a_player_count_the_game_does_not_have_is_an_error_not_a_panic() {
        // Found by fuzz_page_query: `?players=0` panicked.
        for n in ["0", "1", "7", "255"] {
            let e = parse(&["--rules", "online", "--players", n]).unwrap_err();
            assert!(e.contains("players"), "{n}: {e}");
        }
        assert!(parse(&["--rules", "petri", "--players", "5"]).is_ok());
    }
}
