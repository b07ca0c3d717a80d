//! The title screen: the name set as a logo, one main action (**Play**: the game set up last,
//! at first you against a medium computer), a **Continue** card when a game was left
//! unfinished (its game, players and move), the other screens as secondary buttons, the
//! themes one click away; and behind it all a living board where computers play slowly (off
//! in Settings: then the board stands still and the window rests).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::egui::{self, Align2, Vec2 as EVec2};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use petri_ai::{Computer, Level};
use petri_rules::{Event, Game, Rules};

use crate::core::games::game_name;
use crate::core::notice::Notice;
use crate::core::pieces::{At, PieceIndex, hole_xy, spawn_board_and_holes, spawn_piece};
use crate::core::saves::{Resumable, SaveFile, resume};
use crate::core::screens::{Overlay, Screen, TitleCard};
use crate::core::settings::Settings;
use crate::core::setup::{GameSetup, SeatKind, level_label};
use crate::core::store::Store;
use crate::core::text::{tr, tr_with};
use crate::core::turn::start_game;
use crate::view::anim::{PacedTweens, Tween};
use crate::view::board::Showcase;
use crate::view::pace::Pace;
use crate::view::palette::{Palette, egui_colour};
use crate::view::renderer::Renderer;
use crate::view::style::{self, Look, UiSet};
use crate::view::theme::{Themes, Timings};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TitleMenu>()
        .add_message::<TitlePressed>();
    // Nothing of the title is made or drawn when a start asked for another screen.
    app.add_systems(
        OnEnter(Screen::Title),
        start_living_board
            .after(crate::core::screens::Opening)
            .run_if(crate::core::screens::staying),
    )
    .add_systems(OnExit(Screen::Title), stop_living_board)
    .add_systems(
        Update,
        (follow_setting, place_living_board, play_living_board)
            .chain()
            .run_if(in_state(Screen::Title).and_then(crate::core::screens::staying)),
    )
    .add_systems(
        EguiPrimaryContextPass,
        (
            title.run_if(in_state(Screen::Title).and_then(crate::core::screens::staying)),
            follow_title,
        )
            .chain()
            .in_set(UiSet::Screens),
    );
}

// -------------------------------------------------------------------------------------------
// The living board.

/// Seconds between the end of one move and the start of the next.
const PAUSE: f64 = 1.1;
/// Moves before the board starts a fresh game (or when the game ends).
const MOVES_PER_GAME: u32 = 240;

/// The game the computers play behind the title: six beginners on a classic board, a move
/// every second or so, shown with the same board, marbles and hops as a real game.
#[derive(Resource)]
pub struct LivingBoard {
    game: Game,
    computers: Vec<Computer>,
    board: Entity,
    /// When the next move is due (seconds of `Time<Real>`); `None` while one is in the air.
    next: Option<f64>,
    moves: u32,
    round: u64,
    /// The board stands still (the setting is off).
    still: bool,
}

fn demo_rules() -> Rules {
    Rules::preset(petri_rules::Preset::Classic, 6)
}

fn spawn_living_board(commands: &mut Commands, round: u64, still: bool) -> LivingBoard {
    let rules = demo_rules();
    let game = Game::new(&rules).expect("the classic six-player rules are valid");
    let colours: Vec<usize> = (0..6).collect();
    let board = spawn_board_and_holes(commands, &rules, colours.clone());
    commands.entity(board).insert((
        Name::new("Living board"),
        Showcase {
            area: Rect::new(0.0, 0.0, 1.0, 1.0),
            angle: 0.0,
        },
        DespawnOnExit(Screen::Title),
    ));
    for (hole, seat) in game.pieces() {
        let set = game.set_at(hole).unwrap_or(seat.index());
        spawn_piece(commands, board, hole, (seat, set, colours[seat.index()]));
    }
    let computers = (0..6)
        .map(|s| Computer::new(Level::Beginner, round * 7 + s, &rules).deterministic())
        .collect();
    LivingBoard {
        game,
        computers,
        board,
        next: Some(0.0),
        moves: 0,
        round,
        still,
    }
}

/// Whether the title's board lives: the setting, and on a window drawn by the processor the
/// second setting too (until the renderer is known it waits, still).
pub fn living(settings: &Settings, renderer: &Renderer) -> bool {
    settings.living_title
        && renderer.name.is_some()
        && (!renderer.software || settings.living_title_software)
}

fn start_living_board(mut commands: Commands, settings: Res<Settings>, renderer: Res<Renderer>) {
    let board = spawn_living_board(&mut commands, 1, !living(&settings, &renderer));
    commands.insert_resource(board);
    // The living board's hops draw at its own low rate (see `play_living_board`).
    commands.insert_resource(PacedTweens);
}

fn stop_living_board(mut commands: Commands) {
    commands.remove_resource::<LivingBoard>();
    commands.remove_resource::<PacedTweens>();
}

/// The frame rate of the living board's hops: smooth enough for a marble going by, a third of
/// a screen's.
const FRAME: std::time::Duration = std::time::Duration::from_micros(41_667);

/// The setting turned off stops the computers where they are; turned on, they go on. So does
/// the renderer once known (a software one stops them unless asked for).
fn follow_setting(
    settings: Res<Settings>,
    renderer: Res<Renderer>,
    board: Option<ResMut<LivingBoard>>,
) {
    let lives = living(&settings, &renderer);
    if let Some(mut board) = board
        && board.still == lives
    {
        board.still = !lives;
    }
}

/// Where the living board goes: the right of a wide window beside the menu, the top of a
/// narrow one above it (the title's layout, see [`layout`]).
fn place_living_board(
    window: Single<&Window, With<PrimaryWindow>>,
    living: Option<Res<LivingBoard>>,
    mut boards: Query<&mut Showcase>,
    settings: Res<Settings>,
    menu: Res<TitleMenu>,
) {
    let Some(living) = living else {
        return;
    };
    let Ok(mut show) = boards.get_mut(living.board) else {
        return;
    };
    let area = layout(window.size(), settings.ui_scale, &menu).board;
    if show.area != area {
        show.area = area;
    }
}

/// The title's parts in logical window pixels: the board's area and the menu's column.
pub struct TitleLayout {
    pub board: Rect,
    pub wide: bool,
    /// The menu is drawn tight (a smaller logo, less space between its parts): the roomy one
    /// does not fit.
    pub tight: bool,
}

/// The title's layout for a window, given how tall the menu is ([`TitleMenu`], in points;
/// nothing measured yet: 0). A wide window: the board on the right, the menu's column on the
/// left, tight when the roomy menu is taller than the window. A narrow one (a phone): the
/// board on top, as large as the window is wide and at most half its height, but smaller when
/// the menu needs the room (at least a quarter of the height); the menu under it, tight when
/// even the smallest board leaves it too little.
pub fn layout(window: Vec2, ui_scale: f32, menu: &TitleMenu) -> TitleLayout {
    let scale = ui_scale.max(0.1);
    let wide = window.x / scale >= style::NARROW && window.x > window.y * 1.05;
    let needs = |h: f32| (h + MARGIN * 2.0) * scale;
    if wide {
        // The right part, a little past the window's height: the star fills it.
        let left = (window.x * 0.42).max(window.x - window.y * 1.2);
        let board = Rect::new(
            left,
            window.y * 0.03,
            window.x - window.x * 0.01,
            window.y * 0.97,
        );
        let tight = menu.roomy > 0.0 && needs(menu.roomy) > window.y;
        return TitleLayout { board, wide, tight };
    }
    let top = window.y * 0.02;
    let most = window.x.min(window.y * 0.5);
    let least = window.y * 0.25;
    // The column starts 8 points above the board's bottom (the star's tip is narrow).
    let below = |h: f32| window.y - top - needs(h) + 8.0 * scale;
    let tight = menu.roomy > 0.0 && below(menu.roomy) < least;
    let height = if menu.roomy > 0.0 {
        below(if tight {
            menu.roomy - menu.saved
        } else {
            menu.roomy
        })
        .clamp(least, most)
    } else {
        most
    };
    TitleLayout {
        board: Rect::new(0.0, top, window.x, top + height),
        wide,
        tight,
    }
}

/// A computer plays the next move once the last one has landed and the pause is over; a
/// finished (or long) game starts again. The window sleeps through the pause and draws the
/// hop at [`FRAME`]s; with the setting off the board stands still and asks for nothing.
#[allow(clippy::too_many_arguments)]
fn play_living_board(
    mut commands: Commands,
    living: Option<ResMut<LivingBoard>>,
    index: Res<PieceIndex>,
    tweens: Query<(), With<Tween>>,
    time: Res<Time<Real>>,
    timings: Res<Timings>,
    settings: Res<Settings>,
    mut pace: ResMut<Pace>,
) {
    let Some(mut living) = living else {
        return;
    };
    if living.still {
        return;
    }
    let pause = PAUSE / f64::from(settings.animation_speed.max(0.25));
    let now = time.elapsed_secs_f64();
    let Some(due) = living.next else {
        // A move is in the air: wait for it to land.
        if tweens.is_empty() {
            living.next = Some(now + pause);
            pace.within(std::time::Duration::from_secs_f64(pause));
        } else {
            pace.within(FRAME);
        }
        return;
    };
    // A wake a moment early (timers are not exact) counts as on time.
    if now + 0.05 < due {
        pace.within(std::time::Duration::from_secs_f64(pause));
        return;
    }
    if living.game.is_over() || living.moves >= MOVES_PER_GAME {
        commands.entity(living.board).despawn();
        let round = living.round + 1;
        *living = spawn_living_board(&mut commands, round, false);
        return;
    }
    let seat = living.game.to_move();
    let game = living.game.clone();
    let Some(action) = living.computers[seat.index()].choose(&game) else {
        living.next = Some(now + PAUSE);
        return;
    };
    let Ok(events) = living.game.play(seat, action) else {
        living.next = Some(now + PAUSE);
        return;
    };
    living.moves += 1;
    living.next = Some(now + PAUSE);
    for event in events {
        if let Event::Moved { from, to, path, .. } = event
            && let Some(piece) = index.get(from)
        {
            let points: Vec<Vec2> = std::iter::once(from)
                .chain(path.iter().copied())
                .map(|h| hole_xy(h.cube()))
                .collect();
            commands
                .entity(piece)
                .insert((At(to), Tween::path(points, &timings)));
            living.next = None;
        }
    }
}

// -------------------------------------------------------------------------------------------
// The menu.

/// What the title screen reads and changes while it draws (where its buttons lead goes out
/// as [`TitlePressed`]).
#[derive(SystemParam)]
struct Title<'w, 's> {
    pressed: MessageWriter<'w, TitlePressed>,
    setup: Res<'w, GameSetup>,
    resumable: Res<'w, Resumable>,
    store: Option<Res<'w, Store>>,
    themes: Res<'w, Themes>,
    settings: ResMut<'w, Settings>,
    palette: Res<'w, Palette>,
    window: Single<'w, 's, &'static Window, With<PrimaryWindow>>,
    /// Play was pressed by someone who never finished a game: the lessons are offered.
    card: Res<'w, State<TitleCard>>,
    /// The menu's height last frame (it is centred and fitted by it).
    fit: ResMut<'w, TitleMenu>,
}

/// Where a title button leads. [`follow_title`] goes there in the frame it was pressed.
#[derive(Message, Clone, Debug)]
pub enum TitlePressed {
    /// The game set up.
    Play,
    /// The game saved when the app last closed.
    Continue(Box<crate::core::saves::SaveFile>),
    Go(Screen),
    Settings,
    /// Play's place: the lessons offered, or Play again.
    Card(TitleCard),
    Quit,
}

/// Where the title's buttons lead: a game, a screen, the settings, Play's place.
#[derive(SystemParam)]
struct TitleWays<'w, 's> {
    commands: Commands<'w, 's>,
    setup: Res<'w, GameSetup>,
    screen: ResMut<'w, NextState<Screen>>,
    overlay: ResMut<'w, NextState<Overlay>>,
    card: ResMut<'w, NextState<TitleCard>>,
}

/// Goes where the title's buttons lead.
fn follow_title(
    mut pressed: MessageReader<TitlePressed>,
    mut to: TitleWays,
    mut notice: MessageWriter<Notice>,
    mut exit: MessageWriter<AppExit>,
) {
    for press in pressed.read() {
        let started = match press {
            TitlePressed::Play => start_game(&mut to.commands, &to.setup, &mut to.screen),
            TitlePressed::Continue(save) => resume(&mut to.commands, save, &mut to.screen),
            TitlePressed::Go(screen) => {
                to.screen.set(*screen);
                Ok(())
            }
            TitlePressed::Settings => {
                to.overlay.set(Overlay::Settings);
                Ok(())
            }
            TitlePressed::Card(next) => {
                to.card.set(*next);
                Ok(())
            }
            TitlePressed::Quit => {
                exit.write(AppExit::Success);
                Ok(())
            }
        };
        if let Err(e) = started {
            notice.write(Notice(e));
        }
    }
}

/// How tall the title's menu was last frame: the roomy menu's height (measured, or the tight
/// one's plus what it saved), what the tight one saves, and how far it overflowed its column
/// (0 when it fits). The layout ([`layout`]) fits the board and the menu by it.
#[derive(Resource, Default, Clone, Copy, Debug, PartialEq)]
pub struct TitleMenu {
    pub roomy: f32,
    pub saved: f32,
    /// The menu as drawn, and whether tight.
    pub height: f32,
    pub tight: bool,
    pub overflow: f32,
    /// The overflow was said (once, until the menu fits again).
    pub warned: bool,
}

fn title(mut contexts: EguiContexts, mut t: Title) -> Result {
    let ctx = contexts.ctx_mut()?;
    let look = Look::get(ctx);
    let shape = layout(t.window.size(), t.settings.ui_scale, &t.fit);
    let area = ctx.content_rect();
    // The menu's column: the left of a wide window, the lower part of a narrow one.
    let column = if shape.wide {
        let w = (shape.board.min.x / t.settings.ui_scale).clamp(320.0, 520.0);
        let x = (shape.board.min.x / t.settings.ui_scale - w) / 2.0;
        egui::Rect::from_min_size(
            egui::pos2(area.min.x + x.max(0.0), area.min.y),
            EVec2::new(w, area.height()),
        )
    } else {
        let top = (shape.board.max.y / t.settings.ui_scale - 8.0).max(0.0);
        egui::Rect::from_min_max(
            egui::pos2(area.min.x + 16.0, area.min.y + top),
            egui::pos2(area.max.x - 16.0, area.max.y),
        )
    };
    let mut ui = egui::Ui::new(
        ctx.clone(),
        "title".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(column),
    );
    let room = column.height();
    // Tight (a smaller logo, less space between the parts) when the roomy menu, as measured
    // last frame, does not fit; a scroll bar only if even the tight one does not.
    let fit = *t.fit;
    let tight = shape.tight;
    let out = egui::ScrollArea::vertical()
        .auto_shrink([false, false])
        .show(&mut ui, |ui| {
            style::rise(ui, |ui| menu(ui, &look, &shape, &mut t, room, tight))
        });
    let drawn = out.inner;
    let overflow = (out.content_size.y - out.inner_rect.height()).max(0.0);
    let now = TitleMenu {
        roomy: drawn.height + drawn.saved,
        saved: drawn.saved,
        height: drawn.height,
        tight,
        overflow,
        warned: false,
    };
    let mut now = now;
    let steady = (now.roomy - fit.roomy).abs() <= 0.5 && tight == fit.tight;
    if !steady {
        // The menu changed (a card came or went, the window was resized): fitted again.
        ctx.request_repaint();
    } else if overflow > 0.5 && !fit.warned && look.entrance >= 1.0 {
        // Fitted, risen in, and still taller than its column: a scroll bar shows.
        warn!("title: the menu overflows its column by {overflow:.0} points");
        now.warned = true;
    }
    now.warned |= fit.warned && overflow > 0.5;
    *t.fit = now;
    Ok(())
}

/// The space kept above and below the menu (points).
const MARGIN: f32 = 12.0;

/// Spaces between the menu's parts, shorter when the menu is drawn tight; counts what the
/// tight menu saves, so that the roomy menu's height is known while the tight one is shown.
struct Spacer {
    tight: bool,
    saved: f32,
}

impl Spacer {
    fn add(&mut self, ui: &mut egui::Ui, space: f32) {
        if self.tight {
            ui.add_space(space * TIGHT_SPACE);
            self.saved += space * (1.0 - TIGHT_SPACE);
        } else {
            ui.add_space(space);
        }
    }
}

/// The share of its space a gap keeps in the tight menu.
const TIGHT_SPACE: f32 = 0.45;

/// What the menu drew: its height, and what drawing it tight saved.
struct Drawn {
    height: f32,
    saved: f32,
}

fn menu(
    ui: &mut egui::Ui,
    look: &Look,
    shape: &TitleLayout,
    t: &mut Title,
    room: f32,
    tight: bool,
) -> Drawn {
    let width = ui.available_width().min(420.0);
    let mut gap = Spacer { tight, saved: 0.0 };
    if shape.wide {
        // Centred in the column by its height last frame (a frame that changes between roomy
        // and tight is drawn again at once).
        let last = if tight == t.fit.tight {
            t.fit.height
        } else {
            t.fit.roomy
        };
        ui.add_space(((room - last) / 2.0).max(MARGIN));
    }
    let top = ui.cursor().min.y;
    style::column(ui, width, |ui| {
        gap.saved += logo(ui, look, &t.palette, tight);
        gap.add(ui, look.spacing * 2.0);
        if let Some(save) = t.resumable.0.clone() {
            if continue_card(ui, look, &save, &t.palette).clicked() {
                t.pressed.write(TitlePressed::Continue(Box::new(save)));
            }
            gap.add(ui, look.spacing * 1.2);
        }
        play_or_offer(ui, look, t, width);
        ui.add_space(4.0);
        ui.vertical_centered(|ui| {
            style::label(
                ui,
                egui::RichText::new(setup_line(&t.setup))
                    .color(look.weak)
                    .size(look.text_size * 0.85),
            );
        });
        gap.add(ui, look.spacing * 1.6);
        other_screens(ui, look, t, width, &mut gap);
        gap.add(ui, look.spacing * 1.6);
        themes_row(ui, look, t, &mut gap);
        #[cfg(not(target_arch = "wasm32"))]
        {
            gap.add(ui, look.spacing);
            ui.vertical_centered(|ui| {
                if style::sized_button(ui, &tr("menu.quit"), 120.0).clicked() {
                    t.pressed.write(TitlePressed::Quit);
                }
            });
        }
    });
    Drawn {
        height: ui.cursor().min.y - top,
        saved: gap.saved,
    }
}

/// Play, or once in its place the lessons offered; starts the game set up when asked.
fn play_or_offer(ui: &mut egui::Ui, look: &Look, t: &mut Title, width: f32) {
    let mut play = false;
    if *t.card.get() == TitleCard::LessonOffer {
        // Once, in Play's place: "new here?" with the lessons first; either answer is
        // kept.
        play = lesson_offer(ui, look, t, width);
    } else if style::primary_button(ui, &tr("menu.play"), width).clicked() {
        let never_finished = t.settings.lessons_done.is_empty()
            && t.store
                .as_deref()
                .is_none_or(|s| s.list(crate::core::saves::RECORDS_DIR, ".json").is_empty());
        if !t.settings.lessons_offered && never_finished {
            t.settings.lessons_offered = true;
            t.pressed.write(TitlePressed::Card(TitleCard::LessonOffer));
        } else {
            play = true;
        }
    }
    if play {
        t.pressed.write(TitlePressed::Play);
    }
}

/// "New here?" with the lessons first, in Play's place; either answer is kept. Returns
/// whether the answer was to play.
fn lesson_offer(ui: &mut egui::Ui, look: &Look, t: &mut Title, width: f32) -> bool {
    let mut play = false;
    look.card()
        .inner_margin(egui::Margin::symmetric(14, 10))
        .show(ui, |ui| {
            ui.set_width(width - 28.0);
            style::label(
                ui,
                egui::RichText::new(tr("learn.offer"))
                    .font(look.bold(look.text_size))
                    .color(look.text),
            );
            ui.add_space(6.0);
            let half = (width - 28.0 - look.spacing) / 2.0;
            ui.horizontal(|ui| {
                ui.spacing_mut().item_spacing.x = look.spacing;
                if style::primary_button(ui, &tr("learn.offer_yes"), half).clicked() {
                    t.pressed.write(TitlePressed::Card(TitleCard::Play));
                    t.pressed.write(TitlePressed::Go(Screen::Learn));
                }
                let no = style::sized_button(ui, &tr("learn.offer_no"), half);
                // Keys: Enter again plays, as Enter on Play did; Tab reaches the
                // lessons.
                if ui.memory(|m| m.focused().is_none()) {
                    no.request_focus();
                }
                if no.clicked() {
                    t.pressed.write(TitlePressed::Card(TitleCard::Play));
                    play = true;
                }
            });
        });
    play
}

/// The other screens' buttons: Learn, How to play, Puzzles, New game, Online, Replays and
/// Settings.
fn other_screens(ui: &mut egui::Ui, look: &Look, t: &mut Title, width: f32, gap: &mut Spacer) {
    let half = (width - look.spacing) / 2.0;
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = look.spacing;
        if style::sized_button(ui, &tr("menu.learn"), half).clicked() {
            t.pressed.write(TitlePressed::Go(Screen::Learn));
        }
        if style::sized_button(ui, &tr("menu.how_to_play"), half).clicked() {
            t.pressed.write(TitlePressed::Go(Screen::HowToPlay));
        }
    });
    gap.add(ui, look.spacing * 0.6);
    if style::sized_button(ui, &tr("menu.puzzles"), width).clicked() {
        t.pressed.write(TitlePressed::Go(Screen::Puzzles));
    }
    gap.add(ui, look.spacing * 0.6);
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = look.spacing;
        if style::sized_button(ui, &tr("menu.new_game"), half).clicked() {
            t.pressed.write(TitlePressed::Go(Screen::NewGame));
        }
        if style::sized_button(ui, &tr("menu.play_online"), half).clicked() {
            t.pressed.write(TitlePressed::Go(Screen::Online));
        }
    });
    gap.add(ui, look.spacing * 0.6);
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = look.spacing;
        ui.add_enabled_ui(t.store.is_some(), |ui| {
            if style::sized_button(ui, &tr("menu.replays"), half).clicked() {
                t.pressed.write(TitlePressed::Go(Screen::Replays));
            }
        });
        if style::sized_button(ui, &tr("menu.settings"), half).clicked() {
            t.pressed.write(TitlePressed::Settings);
        }
    });
}

/// "Petri" in the heaviest weight, the dot of its i a red marble, and a line under it.
/// Returns what a tight logo saved of the roomy one's height.
fn logo(ui: &mut egui::Ui, look: &Look, palette: &Palette, tight: bool) -> f32 {
    let roomy = if look.narrow { 60.0 } else { 96.0 };
    let size = if tight { roomy * 0.7 } else { roomy };
    let (rect, _) = ui.allocate_exact_size(
        EVec2::new(ui.available_width(), size * 1.05),
        egui::Sense::hover(),
    );
    let painter = ui.painter();
    let font = look.logo(size);
    // "Petr" and a dotless i: the marble is the dot.
    let word = "Petr\u{131}";
    let g = painter.layout_no_wrap(word.to_owned(), font.clone(), look.text);
    let at = egui::pos2(rect.center().x - g.size().x / 2.0, rect.min.y);
    style::shadowed_text(painter, at, Align2::LEFT_TOP, word, font.clone(), look.text);
    // The dot sits over the middle of the i's stem.
    let stem = g
        .rows
        .first()
        .and_then(|row| {
            row.row
                .glyphs
                .last()
                .map(|glyph| row.pos.x + glyph.pos.x + glyph.advance_width / 2.0)
        })
        .unwrap_or(g.size().x - size * 0.12);
    let dot = egui::pos2(at.x + stem - size * 0.01, at.y + size * 0.3);
    let _ = font;
    style::marble(painter, dot, size * 0.1, egui_colour(palette.seat(0)));
    // The line under it: left out of a tight menu (it says what the board beside it shows),
    // what it would take counted as saved.
    let text = egui::RichText::new(tr("menu.chinese_checkers_in_every_rule"))
        .color(look.weak)
        .size(look.text_size * 1.05);
    let saved = (roomy - size) * 1.05;
    if tight {
        let width = ui.available_width();
        let galley = egui::WidgetText::from(text).into_galley(
            ui,
            Some(egui::TextWrapMode::Wrap),
            width,
            egui::TextStyle::Body,
        );
        saved + galley.size().y + ui.spacing().item_spacing.y
    } else {
        ui.vertical_centered(|ui| style::label(ui, text));
        saved
    }
}

/// The game Play starts: "Chinese checkers · 2 players · you against a medium computer".
fn setup_line(setup: &GameSetup) -> String {
    let game = setup.rules().map(|r| game_name(&r)).unwrap_or_default();
    let computers: Vec<String> = setup
        .seats
        .iter()
        .filter_map(|s| match s.kind {
            SeatKind::Ai(level) => Some(level_label(level)),
            _ => None,
        })
        .collect();
    let who = match computers.as_slice() {
        [] => tr("menu.people_only"),
        [one] => tr_with("menu.against_one", &[("level", one)]),
        many => tr_with("menu.against_many", &[("n", &many.len())]),
    };
    tr_with(
        "menu.play_line",
        &[("game", &game), ("players", &setup.players), ("who", &who)],
    )
}

/// The unfinished game: a card with its game, its players' colours and names, and its move;
/// the whole card continues it.
fn continue_card(
    ui: &mut egui::Ui,
    look: &Look,
    save: &SaveFile,
    palette: &Palette,
) -> egui::Response {
    let width = ui.available_width();
    let height = 92.0;
    let (rect, response) = ui.allocate_exact_size(EVec2::new(width, height), egui::Sense::click());
    let hovered = response.hovered() || response.has_focus();
    let painter = ui.painter();
    let r = if response.is_pointer_button_down_on() {
        rect.translate(EVec2::new(0.0, 1.5))
    } else {
        rect
    };
    continue_face(painter, look, r, hovered);
    let pad = look.spacing * 1.4;
    painter.text(
        r.min + EVec2::new(pad, pad - 2.0),
        Align2::LEFT_TOP,
        tr("menu.continue"),
        look.black(look.text_size * 1.35),
        look.text,
    );
    let rules = save.record.rules;
    let line = tr_with(
        "menu.continue_line",
        &[
            ("game", &game_name(&rules)),
            ("players", &rules.players),
            ("move", &(save.record.moves.len() + 1)),
        ],
    );
    painter.text(
        r.min + EVec2::new(pad, pad + look.text_size * 1.6),
        Align2::LEFT_TOP,
        line,
        egui::FontId::proportional(look.text_size * 0.9),
        look.weak,
    );
    continue_seats(painter, look, save, palette, r, pad);
    // An arrow at the right: it goes on from here.
    painter.text(
        egui::pos2(r.max.x - pad, r.center().y),
        Align2::RIGHT_CENTER,
        "▶",
        egui::FontId::proportional(look.text_size * 1.3),
        look.accent,
    );
    if hovered {
        ui.ctx().set_cursor_icon(egui::CursorIcon::PointingHand);
    }
    if response.has_focus() {
        painter.rect_stroke(
            rect.expand(3.0),
            look.radius + 3.0,
            egui::Stroke::new(2.0, look.accent),
            egui::StrokeKind::Outside,
        );
    }
    response.on_hover_text(save.summary())
}

/// The Continue card's shadow, fill and edge in `r`, stronger while `hovered`.
fn continue_face(painter: &egui::Painter, look: &Look, r: egui::Rect, hovered: bool) {
    painter.add(
        look.drop_shadow(if hovered { 1.0 } else { 0.6 })
            .as_shape(r, look.radius),
    );
    let fill = if hovered {
        style::mix(look.raised, look.accent, 0.18)
    } else {
        style::mix(look.raised, look.accent, 0.08)
    };
    painter.rect(
        r,
        look.radius,
        fill,
        egui::Stroke::new(if hovered { 2.5 } else { 1.5 }, look.accent),
        egui::StrokeKind::Inside,
    );
}

/// The Continue card's seats along its bottom in `r` (inside `pad`): a marble in each
/// colour and the names, as many as fit.
fn continue_seats(
    painter: &egui::Painter,
    look: &Look,
    save: &SaveFile,
    palette: &Palette,
    r: egui::Rect,
    pad: f32,
) {
    let mut x = r.min.x + pad + 8.0;
    let y = r.max.y - pad + 2.0;
    for seat in save.seats.iter().take(6) {
        style::marble(
            painter,
            egui::pos2(x, y),
            8.0,
            egui_colour(palette.seat(seat.colour)),
        );
        let g = painter.layout_no_wrap(
            seat.name.clone(),
            egui::FontId::proportional(look.text_size * 0.85),
            look.text,
        );
        painter.galley(
            egui::pos2(x + 13.0, y - g.size().y / 2.0),
            g.clone(),
            look.text,
        );
        x += 13.0 + g.size().x + 14.0;
        if x > r.max.x - 40.0 {
            break;
        }
    }
}

/// Every theme found, a chip each: one click switches.
fn themes_row(ui: &mut egui::Ui, look: &Look, t: &mut Title, spacer: &mut Spacer) {
    ui.vertical_centered(|ui| {
        style::label(
            ui,
            egui::RichText::new(tr("menu.theme"))
                .color(look.weak)
                .size(look.text_size * 0.85),
        );
    });
    ui.add_space(4.0);
    // Centred rows of chips, as many to a row as fit (long names, a phone's width and the
    // themes of mods make several rows).
    let names: Vec<String> = t.themes.0.iter().map(|t| t.shown_name()).collect();
    let chosen: Vec<bool> = t
        .themes
        .0
        .iter()
        .map(|x| t.settings.theme == x.id)
        .collect();
    let enabled: Vec<bool> = t.themes.0.iter().map(|x| x.problem.is_none()).collect();
    let gap = 6.0;
    let total: f32 = names
        .iter()
        .map(|n| style::chip_width(ui, n) + gap)
        .sum::<f32>()
        - gap;
    // On a phone the menu has little height to spare (the board above gives way): chips
    // that need more than two rows, or two rows in the tight menu, scroll sideways in one
    // instead (the tight menu counts the row it saved, as its other gaps do).
    let two_rows = total <= 1.8 * ui.available_width();
    if look.narrow && spacer.tight && two_rows && total > ui.available_width() {
        spacer.saved += style::TOUCH + gap;
    }
    let chips = if look.narrow && total > ui.available_width() && (spacer.tight || !two_rows) {
        egui::ScrollArea::horizontal()
            .id_salt("title themes")
            .show(ui, |ui| {
                ui.horizontal(|ui| {
                    ui.spacing_mut().item_spacing = EVec2::new(gap, gap);
                    names
                        .iter()
                        .enumerate()
                        .map(|(k, name)| {
                            ui.add_enabled_ui(enabled[k], |ui| style::chip(ui, chosen[k], name))
                                .inner
                        })
                        .collect::<Vec<_>>()
                })
                .inner
            })
            .inner
    } else {
        style::chip_rows(ui, &names, &chosen, &enabled, true)
    };
    for (k, chip) in chips.into_iter().enumerate() {
        let theme = &t.themes.0[k];
        let chip = match &theme.problem {
            Some(why) => chip.on_disabled_hover_text(why),
            None => chip,
        };
        if chip.clicked() && !chosen[k] {
            t.settings.theme = theme.id.clone();
        }
    }
}

#[cfg(test)]
mod living_tests {
    use super::*;

    #[test]
    fn the_board_lives_on_a_graphics_card_and_stands_still_on_the_processor_unless_asked() {
        let gpu = Renderer {
            name: Some("AMD Radeon Graphics (RADV RENOIR)".into()),
            software: false,
        };
        let cpu = Renderer {
            name: Some("llvmpipe (LLVM 15.0.6, 256 bits)".into()),
            software: true,
        };
        let unknown = Renderer::default();
        let on = Settings::default();
        assert!(living(&on, &gpu));
        assert!(!living(&on, &cpu), "software rendering: still by default");
        assert!(!living(&on, &unknown), "still until the renderer is known");
        let asked = Settings {
            living_title_software: true,
            ..Settings::default()
        };
        assert!(living(&asked, &cpu));
        let off = Settings {
            living_title: false,
            living_title_software: true,
            ..Settings::default()
        };
        assert!(!living(&off, &gpu) && !living(&off, &cpu));
    }
}
