//! The page around the web build, and what a test in a real browser can see of the game.
//!
//! - [`args_from_query`]: the page's query string (`?rules=classic&players=3&seats=human,hard`)
//!   gives the same options as the native command line (`--rules=classic …`).
//! - [`PageState`]: a small JSON summary of the game (screen, turn phase, moves played, the
//!   position in the rules' notation, and for a human to move the legal moves with the screen
//!   positions of their holes). The web build writes it to `<body data-petri-state=…>` whenever
//!   it changes and logs `petri: ready Title` when the title is up, `petri: ready Playing`
//!   when a board first waits for a person, and `petri: move <n> <move>` for every move played.
//!   The E2E test reads these.

use bevy::prelude::*;
use petri_rules::{Action, Move};
use serde::Serialize;

use crate::core::ai::AiStats;
use crate::core::pieces::HolesOnScreen;
use crate::core::screens::{Screen, Turn};
use crate::core::session::Session;
use crate::online::Online;
use crate::replay::ReviewStats;

/// Keeps [`PageState`] up to date when the app has one (the web build inserts it; so can
/// tests).
pub fn plugin(app: &mut App) {
    app.add_systems(Last, update_page_state.run_if(resource_exists::<PageState>))
        .add_systems(
            Last,
            mods_shown
                .run_if(resource_exists::<PageState>)
                .run_if(resource_changed::<crate::core::mods::Mods>),
        )
        .add_systems(Startup, keep_waker);
}

/// Wakes a page at rest (it draws nothing until something does).
fn wake() {
    if let Some(proxy) = &*WAKER.lock().unwrap_or_else(|e| e.into_inner()) {
        let _ = proxy.send_event(bevy::winit::WinitUserEvent::WakeUp);
    }
}

/// What wakes the window from outside a frame (a file dropped on a page at rest).
static WAKER: std::sync::Mutex<Option<bevy::winit::EventLoopProxy<bevy::winit::WinitUserEvent>>> =
    std::sync::Mutex::new(None);

fn keep_waker(proxy: Option<Res<bevy::winit::EventLoopProxyWrapper>>) {
    if let Some(proxy) = proxy {
        *WAKER.lock().unwrap_or_else(|e| e.into_inner()) = Some((**proxy).clone());
    }
}

/// Files dropped on the page (name, text), waiting for the game to import them.
static DROPPED: std::sync::Mutex<Vec<(String, String)>> = std::sync::Mutex::new(Vec::new());

/// Queues a file dropped on the page (`web/index.html` calls this through the binary's
/// exported `petri_dropped_file`); the menu imports it as a game record, as a file dropped
/// on the native window is.
pub fn queue_dropped_file(name: String, text: String) {
    DROPPED
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push((name, text));
    wake();
}

/// Pictures dropped on the page (name, PNG bytes), waiting for the theme editor.
static PICTURES: std::sync::Mutex<Vec<(String, Vec<u8>)>> = std::sync::Mutex::new(Vec::new());

/// Queues a picture dropped on the page (`petri_picture_dropped`).
pub fn queue_dropped_picture(name: String, bytes: Vec<u8>) {
    PICTURES
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push((name, bytes));
    wake();
}

/// The dropped pictures not taken yet.
pub fn take_dropped_pictures() -> Vec<(String, Vec<u8>)> {
    std::mem::take(&mut *PICTURES.lock().unwrap_or_else(|e| e.into_inner()))
}

/// The dropped files not taken yet.
pub fn take_dropped_files() -> Vec<(String, String)> {
    std::mem::take(&mut *DROPPED.lock().unwrap_or_else(|e| e.into_inner()))
}

/// Turns a page's query string (with or without the leading `?`) into command-line arguments:
/// `a=b` becomes `--a=b`, a bare `a` becomes `--a`. `+` and `%XX` are decoded.
pub fn args_from_query(query: &str) -> Vec<String> {
    query
        .trim_start_matches('?')
        .split('&')
        .filter(|part| !part.is_empty())
        .map(|part| match part.split_once('=') {
            Some((k, v)) => format!("--{}={}", decode(k), decode(v)),
            None => format!("--{}", decode(part)),
        })
        .collect()
}

/// Percent-decoding for query parts (`+` is a space); malformed escapes stay as they are.
fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => {
                let hex = |c: u8| (c as char).to_digit(16);
                match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                    (Some(hi), Some(lo)) => {
                        out.push((hi * 16 + lo) as u8);
                        i += 2;
                    }
                    _ => out.push(b'%'),
                }
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// A legal move for the person to move, with where to click.
#[derive(Serialize, Clone, Debug, PartialEq)]
pub struct LegalMove {
    /// The move in the rules' notation (`d3-e4`).
    pub notation: String,
    /// Window position (logical pixels from the top left) of the marble's hole.
    pub from: [f32; 2],
    /// Window position of the target hole.
    pub to: [f32; 2],
}

/// What the page can see of the game.
#[derive(Serialize, Clone, Debug, PartialEq, Default)]
pub struct Snapshot {
    pub screen: String,
    pub turn: Option<String>,
    /// Moves (Chinese checkers) or actions (Petri) played so far.
    pub moves: usize,
    /// The last one, in notation.
    pub last: Option<String>,
    /// The position in the rules' notation.
    pub position: Option<String>,
    /// A person is to move and the board waits for them.
    pub waiting_for_person: bool,
    /// Chinese checkers, a person to move: every legal move with its screen positions.
    pub legal: Vec<LegalMove>,
    /// The longest time a frame spent on a computer's search (milliseconds; sliced search).
    pub ai_longest_slice_ms: f32,
    /// Frames that ran part of a computer's search.
    pub ai_slices: u64,
    /// The engine review: the longest time a frame spent on it (milliseconds), the frames
    /// that did some of it, and how long it took once made.
    pub review_longest_slice_ms: f32,
    pub review_slices: u64,
    pub review_ms: Option<f32>,
    /// Online play: the room the player is in.
    pub online: Option<OnlineRoom>,
    /// Where the board's holes lie on the screen: the left, top, right and bottom of their
    /// centres (logical pixels from the top left).
    pub board: Option<[f32; 4]>,
}

/// What the page can see of the online room.
#[derive(Serialize, Clone, Debug, PartialEq, Default)]
pub struct OnlineRoom {
    /// The room's name (8 letters).
    pub room: String,
    /// The link that opens the page in this room (friends rooms).
    pub link: Option<String>,
    /// The player's seat (index), if seated.
    pub you: Option<u8>,
    /// `waiting`, `playing`, `over` or `cancelled`.
    pub status: String,
    /// Names of the seated players, in seat order (empty for a free seat).
    pub seats: Vec<String>,
}

fn online_room(online: &Online) -> Option<OnlineRoom> {
    let room = online.client.room.as_ref()?;
    Some(OnlineRoom {
        room: room.room.clone(),
        link: (!room.public).then(|| room_link(&room.room)).flatten(),
        you: room.you,
        status: format!("{:?}", room.status).to_lowercase(),
        seats: room
            .seats
            .iter()
            .map(|s| s.name.clone().unwrap_or_default())
            .collect(),
    })
}

/// The latest [`Snapshot`] as JSON, and what has been announced.
#[derive(Resource, Default, Debug)]
pub struct PageState {
    pub json: String,
    pub snapshot: Snapshot,
    /// The screen last announced as ready.
    ready_announced: Option<String>,
    moves_announced: usize,
    /// How many times the snapshot was taken (only when something it shows may have changed).
    pub snapshots_taken: u64,
    /// Which of the resources it reads existed last time.
    present: Option<(bool, bool)>,
}

fn snapshot(
    screen: Screen,
    turn: Option<Turn>,
    session: Option<&Session>,
    holes: &HolesOnScreen,
    ai: AiStats,
    review: ReviewStats,
    online: Option<OnlineRoom>,
) -> Snapshot {
    let mut s = Snapshot {
        screen: format!("{screen:?}"),
        turn: turn.map(|t| format!("{t:?}")),
        ai_longest_slice_ms: ai.longest_slice.as_secs_f32() * 1000.0,
        ai_slices: ai.slices,
        review_longest_slice_ms: review.longest_slice.as_secs_f32() * 1000.0,
        review_slices: review.slices,
        review_ms: review.took.map(|t| t.as_secs_f32() * 1000.0),
        online,
        ..default()
    };
    let Some(session) = session.filter(|_| matches!(screen, Screen::Playing | Screen::GameOver))
    else {
        return s;
    };
    if !holes.0.is_empty() {
        let (lo, hi) = holes.0.iter().fold((Vec2::MAX, Vec2::MIN), |(lo, hi), p| {
            (lo.min(*p), hi.max(*p))
        });
        s.board = Some([lo.x, lo.y, hi.x, hi.y]);
    }
    let record = session.record();
    s.moves = record.moves.len();
    s.last = record.moves.last().cloned();
    s.position = Some(session.game.to_notation());
    s.waiting_for_person = session.is_human_turn()
        && matches!(
            turn,
            Some(Turn::AwaitingInput | Turn::ChoosingDie | Turn::Placing | Turn::Removing)
                | Some(Turn::Rolling | Turn::OrderingCaptures)
        );
    if s.waiting_for_person && !holes.0.is_empty() {
        let at = |h| holes.get(h).map_or([0.0; 2], |p| [p.x, p.y]);
        s.legal = session
            .game
            .legal_actions()
            .into_iter()
            .filter_map(|a| match a {
                Action::Move(m @ Move::Marble { from, to }) => Some(LegalMove {
                    notation: m.to_string(),
                    from: at(from),
                    to: at(to),
                }),
                _ => None,
            })
            .collect();
    }
    s
}

fn update_page_state(
    (screen, turn): (Res<State<Screen>>, Option<Res<State<Turn>>>),
    session: Option<Res<Session>>,
    holes: Res<HolesOnScreen>,
    ai: Res<AiStats>,
    review: Option<Res<ReviewStats>>,
    online: Option<Res<Online>>,
    mut page: ResMut<PageState>,
) {
    // The snapshot (game record, legal moves) is only taken again when something it reads
    // changed or appeared or went.
    let room = online.as_deref().and_then(online_room);
    let present = (turn.is_some(), session.is_some());
    let changed = page.present != Some(present)
        || screen.is_changed()
        || turn.as_ref().is_some_and(|t| t.is_changed())
        || session.as_ref().is_some_and(|s| s.is_changed())
        || holes.is_changed()
        || ai.is_changed()
        || review.as_ref().is_some_and(|r| r.is_changed())
        // The online client changes every frame it polls: compare what is shown instead.
        || room != page.snapshot.online;
    if !changed {
        return;
    }
    page.present = Some(present);
    page.snapshots_taken += 1;
    let s = snapshot(
        *screen.get(),
        turn.map(|t| *t.get()),
        session.as_deref(),
        &holes,
        *ai,
        review.as_deref().copied().unwrap_or_default(),
        room,
    );
    if s == page.snapshot {
        return;
    }
    // Announce moves (a new game or an undo starts the count again).
    if s.moves < page.moves_announced {
        page.moves_announced = s.moves;
    }
    if s.moves > page.moves_announced {
        if let Some(last) = &s.last {
            announce(&format!("petri: move {} {last}", s.moves));
        }
        page.moves_announced = s.moves;
    }
    let ready = s.screen == "Title" || s.waiting_for_person;
    if ready && page.ready_announced.as_ref() != Some(&s.screen) {
        announce(&format!("petri: ready {}", s.screen));
        page.ready_announced = Some(s.screen.clone());
    }
    page.json = serde_json::to_string(&s).unwrap_or_default();
    page.snapshot = s;
    publish(&page.json);
}

/// The language on screen changed (its file and font in): the page's `<html lang>` follows,
/// `<body data-petri-language>` says which language and what its title screen's Play reads,
/// and the console gets `petri: language <code> <ms> ms` (the time from the choice).
pub fn language_shown(code: &str, font: Option<&str>, millis: u128) {
    announce(&format!("petri: language {code} {millis} ms"));
    #[cfg(target_arch = "wasm32")]
    if let Some(document) = web_sys::window().and_then(|w| w.document()) {
        if let Some(html) = document.document_element() {
            let _ = html.set_attribute("lang", code);
        }
        if let Some(body) = document.body() {
            let data = body.dataset();
            let _ = data.set("petriLanguage", code);
            let _ = data.set("petriFont", font.unwrap_or(""));
            let _ = data.set("petriPlay", &crate::core::text::tr("menu.play"));
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = font;
}

/// Where a control the browser test clicks is on the page, in physical pixels (`x, y, w, h`):
/// published as JSON in `<body data-petri-targets>`, keyed by `name` (`language:de`).
pub fn note_target(name: &str, rect: [f32; 4]) {
    static TARGETS: std::sync::Mutex<std::collections::BTreeMap<String, [i32; 4]>> =
        std::sync::Mutex::new(std::collections::BTreeMap::new());
    let rect = rect.map(|v| v.round() as i32);
    let mut targets = TARGETS.lock().unwrap_or_else(|e| e.into_inner());
    if targets.get(name) == Some(&rect) {
        return;
    }
    targets.insert(name.to_owned(), rect);
    #[cfg(target_arch = "wasm32")]
    if let Some(body) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body())
    {
        let json = serde_json::to_string(&*targets).unwrap_or_default();
        let _ = body.dataset().set("petriTargets", &json);
    }
}

/// A line for the page's console (stdout natively, where nobody reads it but tests).
pub(crate) fn announce(line: &str) {
    #[cfg(target_arch = "wasm32")]
    web_sys::console::log_1(&line.into());
    #[cfg(not(target_arch = "wasm32"))]
    debug!("{line}");
}

/// Writes the state to `<body data-petri-state>`.
fn publish(json: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Some(body) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body())
    {
        let _ = body.dataset().set("petriState", json);
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = json;
}

/// The page's query string (the web build), as command-line arguments.
#[cfg(target_arch = "wasm32")]
pub fn page_args() -> Vec<String> {
    web_sys::window()
        .and_then(|w| w.location().search().ok())
        .map(|q| args_from_query(&q))
        .unwrap_or_default()
}

/// The link that opens this page straight into friends room `room` (`…/?room=NAME`): the
/// page's own address without its query. Only the web build has one.
pub fn room_link(room: &str) -> Option<String> {
    #[cfg(target_arch = "wasm32")]
    {
        let location = web_sys::window()?.location();
        let (origin, path) = (location.origin().ok()?, location.pathname().ok()?);
        Some(link_to_room(&origin, &path, room))
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = room;
        None
    }
}

/// `origin` + `path` + `?room=NAME`.
#[cfg(any(target_arch = "wasm32", test))]
fn link_to_room(origin: &str, path: &str, room: &str) -> String {
    format!("{origin}{path}?room={room}")
}

/// Offers `text` as a file download named `name` (the web build's "Export").
#[cfg(target_arch = "wasm32")]
pub fn download(name: &str, text: &str) -> Result<(), String> {
    use wasm_bindgen::JsCast;
    let fail = |what: &str| format!("cannot offer {name} for download: {what}");
    let parts = js_sys::Array::of1(&text.into());
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)
        .map_err(|_| fail("no Blob"))?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| fail("no URL"))?;
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or_else(|| fail("no document"))?;
    let a: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .map_err(|_| fail("no link"))?
        .dyn_into()
        .map_err(|_| fail("no link"))?;
    a.set_href(&url);
    a.set_download(name);
    a.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    /// `window.petriSound` (web/index.html): the page resumes its sound output, suspended
    /// while nothing plays, and suspends it again after a quiet while.
    #[wasm_bindgen(catch, js_namespace = window, js_name = petriSound)]
    fn petri_sound() -> Result<(), wasm_bindgen::JsValue>;
    /// `window.petriPickMod`: the page opens its file picker for a mod's zip.
    #[wasm_bindgen(catch, js_namespace = window, js_name = petriPickMod)]
    fn petri_pick_mod() -> Result<(), wasm_bindgen::JsValue>;
    /// `window.petriRemoveMod`: the page forgets a kept mod.
    #[wasm_bindgen(catch, js_namespace = window, js_name = petriRemoveMod)]
    fn petri_remove_mod(source: &str) -> Result<(), wasm_bindgen::JsValue>;
    /// `window.petriExportMod`: the page zips a mod's files and offers the zip for download.
    #[wasm_bindgen(catch, js_namespace = window, js_name = petriExportMod)]
    fn petri_export_mod(name: &str, index: &str, data: &[u8]) -> Result<(), wasm_bindgen::JsValue>;
}

/// A mod the page handed over (see `petri_mod_added` in main.rs), queued for the game.
pub fn mod_added(source: String, index: &str, data: Vec<u8>, error: String) {
    let files = if error.is_empty() {
        crate::core::mods::split_handed(index, data)
    } else {
        Err(error)
    };
    crate::core::mods::hand_over(crate::core::mods::Handed::Added { source, files });
    wake();
}

/// Export as mod on the web: the page zips the files and offers `name` for download (the
/// zip code is the page's, web/mods.js, not the game's).
#[cfg(target_arch = "wasm32")]
pub fn export_mod(
    name: &str,
    files: &std::collections::BTreeMap<String, Vec<u8>>,
) -> Result<(), String> {
    let index: Vec<(&str, usize)> = files.iter().map(|(p, b)| (p.as_str(), b.len())).collect();
    let index = serde_json::to_string(&index).map_err(|e| e.to_string())?;
    let data: Vec<u8> = files.values().flatten().copied().collect();
    petri_export_mod(name, &index, &data).map_err(|e| format!("{e:?}"))
}

/// "Add a mod…": the page's file picker (the chosen zip comes back as `petri_mod_added`).
pub fn pick_mod() {
    #[cfg(target_arch = "wasm32")]
    if let Err(e) = petri_pick_mod() {
        tracing::warn!("the page cannot pick a mod: {e:?}");
    }
}

/// "Remove": the page forgets the mod's zip, and the game drops it.
pub fn remove_mod(source: &str) {
    #[cfg(target_arch = "wasm32")]
    if let Err(e) = petri_remove_mod(source) {
        tracing::warn!("the page cannot remove a mod: {e:?}");
    }
    crate::core::mods::hand_over(crate::core::mods::Handed::Removed(source.to_owned()));
}

/// The mods in play changed: the console gets `petri: mods <id>:<on|off|broken>:<lessons>:
/// <puzzles>,… <ms> ms` (the time to read and check what was handed over).
fn mods_shown(mods: Res<crate::core::mods::Mods>) {
    let millis = mods.read_ms;
    let list: Vec<String> = mods
        .entries
        .iter()
        .map(|e| {
            let state = if e.enabled {
                "on"
            } else if e.problems.is_empty() {
                "off"
            } else {
                "broken"
            };
            let c = e.contents();
            format!("{}:{state}:{}:{}", e.id, u8::from(c.lessons), c.puzzles)
        })
        .collect();
    announce(&format!("petri: mods {} {millis} ms", list.join(",")));
}

/// A sound starts: the page's sound output must run. (A page without the function, such as
/// one embedding the game elsewhere, keeps its output running anyway.)
#[cfg(target_arch = "wasm32")]
pub fn sound_starts() {
    let _ = petri_sound();
}

/// The browser console's log, as Bevy's `LogPlugin` sets it up on the web, minus its
/// `EnvFilter`: that filter parses its directives with a regex engine that costs the download
/// ~340 KB of code (before `wasm-opt`). A `Targets` filter keeps the same levels: warnings and
/// errors (lower levels are compiled out of the web build anyway), `wgpu` errors only. `log`
/// lines (wgpu, winit) are forwarded too. The panic hook is Bevy's `PanicHandlerPlugin`'s.
#[cfg(target_arch = "wasm32")]
pub fn console_log() {
    use tracing_subscriber::layer::SubscriberExt;
    let filter = tracing_subscriber::filter::Targets::new()
        .with_default(tracing::Level::WARN)
        .with_target("wgpu", tracing::Level::ERROR);
    let subscriber =
        tracing_subscriber::Registry::default()
            .with(filter)
            .with(tracing_wasm::WASMLayer::new(
                tracing_wasm::WASMLayerConfig::default(),
            ));
    let _ = tracing_log::LogTracer::init();
    let _ = tracing::subscriber::set_global_default(subscriber);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_room_link_opens_the_room() {
        let link = link_to_room("https://petri.example", "/play/", "ABCD2345");
        assert_eq!(link, "https://petri.example/play/?room=ABCD2345");
        let query = link.split_once('?').unwrap().1;
        assert_eq!(args_from_query(query), ["--room=ABCD2345"]);
        assert_eq!(room_link("ABCD2345"), None, "no page natively");
    }

    #[test]
    fn query_strings_become_command_line_options() {
        assert_eq!(
            args_from_query("?rules=classic&players=3&seats=human,hard,easy&frame-stats"),
            [
                "--rules=classic",
                "--players=3",
                "--seats=human,hard,easy",
                "--frame-stats"
            ]
        );
        assert_eq!(
            args_from_query("seats=human%2Cmaster&x=a+b"),
            ["--seats=human,master", "--x=a b"]
        );
        assert_eq!(args_from_query("a=%zz&b=%4"), ["--a=%zz", "--b=%4"]);
        assert!(args_from_query("").is_empty());
        assert!(args_from_query("?").is_empty());
        // Text that is not ASCII after a `%` is kept, not split inside a character.
        assert_eq!(args_from_query("name=%é"), ["--name=%é"]);
    }
}
