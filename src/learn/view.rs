//! What Learn shows: the Learn list (How to play, then every lesson with its state, the next
//! one first), How to play (a part's sections on the left, the chosen rule's live diagram on
//! the right, drawn by the board itself in the current theme), and over a lesson's board the
//! card with its instruction.

use bevy::prelude::*;
use bevy_egui::egui::{self, Vec2 as EVec2};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};
use petri_rules::{Game, Hole};

use super::book::{self, Diagram, book};
use super::lesson::{LessonRun, StartLesson, next_lesson};
use crate::core::screens::{HelpTopic, Overlay, Screen};
use crate::core::settings::Settings;
use crate::core::text::{tr, tr_with};
use crate::view::board::Showcase;
use crate::view::board::highlights::HoleMarker;
use crate::view::palette::Palette;
use crate::view::screens::{ShownBoard, logical};
use crate::view::style::{self, Look, UiSet};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HowToPlay>()
        .add_systems(OnEnter(Screen::HowToPlay), open_topic)
        .add_systems(OnExit(Screen::HowToPlay), |mut h: ResMut<HowToPlay>| {
            h.board.forget()
        })
        .add_systems(
            Update,
            (play_diagram, light_diagram)
                .chain()
                .run_if(in_state(Screen::HowToPlay)),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (
                learn_list.run_if(in_state(Screen::Learn)),
                how_to_play.run_if(in_state(Screen::HowToPlay)),
                lesson_card
                    .run_if(resource_exists::<LessonRun>.and_then(in_state(Screen::Playing))),
                rules_over_game.run_if(
                    in_state(crate::core::screens::InGame).and_then(in_state(Overlay::Rules)),
                ),
            )
                .in_set(UiSet::Screens),
        );
}

/// Seconds a diagram shows each position.
const BEAT: f32 = 1.3;

/// How to play: the part and section shown, and its diagram's place in its loop.
#[derive(Resource, Default)]
pub struct HowToPlay {
    pub part: usize,
    pub section: usize,
    /// Scene and beat of the diagram (beat 0: the table; k: after k actions; one more:
    /// the attempt, if any).
    scene: usize,
    beat: usize,
    clock: f32,
    area: Option<Rect>,
    board: ShownBoard,
    /// The screen to go back to.
    back: Option<Screen>,
}

impl HowToPlay {
    /// The diagram of the section shown.
    pub fn diagram(&self) -> Option<&'static Diagram> {
        let part = book().parts.get(self.part)?;
        let id = part.sections.get(self.section)?.diagram.as_ref()?;
        book().diagram(id)
    }

    /// The id of the part shown (`checkers`, `petri`, `app`).
    pub fn part_id(&self) -> Option<&'static str> {
        book().parts.get(self.part).map(|p| p.id.as_str())
    }

    /// Shows a part (`checkers`, `petri`, `app`) or a section by its id from its start.
    pub fn open(&mut self, topic: &str) {
        let b = book();
        if let Some(p) = b.parts.iter().position(|p| p.id == topic) {
            self.choose(p, 0);
        } else if let Some((part, s)) = b.section(topic) {
            let p = b.parts.iter().position(|x| x.id == part.id).unwrap_or(0);
            self.choose(p, s);
        }
    }

    fn choose(&mut self, part: usize, section: usize) {
        if (self.part, self.section) != (part, section) {
            self.part = part;
            self.section = section;
            self.scene = 0;
            self.beat = 0;
            self.clock = 0.0;
        }
    }
}

/// Opens How to play at the topic asked for (a part or a section id); asked for nothing (the
/// title's button), at the rules of the game set up, so someone who chose Petri reads Petri.
fn open_topic(
    mut topic: ResMut<HelpTopic>,
    mut how: ResMut<HowToPlay>,
    setup: Option<Res<crate::core::setup::GameSetup>>,
) {
    let mut wanted = std::mem::take(&mut topic.topic);
    if wanted.is_empty()
        && let Some(setup) = setup
    {
        wanted = setup.kind().short().to_owned();
    }
    how.back = topic.back.take();
    how.open(&wanted);
}

/// What a diagram shows at one beat.
pub struct Frame {
    /// The position after the actions played so far.
    pub game: Game,
    /// A marble part-way through a chain of hops: shown on the landing instead of its hole.
    pub moved: Option<(Hole, Hole)>,
    /// Holes to light.
    pub lit: Vec<Hole>,
    /// The beat shows a refused attempt.
    pub refused: bool,
}

/// A scene's beats before its attempt: the table, then each action, a chain of hops a beat
/// a landing (actions played, and the marble on its way).
fn scene_steps(d: &Diagram, scene: usize) -> Vec<(usize, Option<(Hole, Hole)>)> {
    let mut steps = vec![(0, None)];
    let (Ok(mut game), Some(s)) = (d.table.game(), d.scenes.get(scene)) else {
        return steps;
    };
    for (i, text) in s.play.iter().enumerate() {
        if let Ok(action) = game.parse_action(text) {
            let path = game.path(action);
            if let (Some(&from), true) = (action.holes().first(), path.len() > 1) {
                for &landing in &path[..path.len() - 1] {
                    steps.push((i, Some((from, landing))));
                }
            }
        }
        if book::play_text(&mut game, text).is_err() {
            break;
        }
        steps.push((i + 1, None));
    }
    steps
}

/// The position a diagram shows at a scene and beat, the holes to light, and whether the
/// beat shows a refused attempt.
pub fn diagram_frame(d: &Diagram, scene: usize, beat: usize) -> Option<Frame> {
    let mut game = d.table.game().ok()?;
    let s = d.scenes.get(scene)?;
    let size = d.table.size;
    let holes = |text: &str| -> Vec<Hole> {
        text.split(['-', ' '])
            .filter_map(|h| Hole::parse(size, h).ok())
            .collect()
    };
    let steps = scene_steps(d, scene);
    let (done, moved) = steps.get(beat).copied().unwrap_or((s.play.len(), None));
    let mut lit: Vec<Hole> = s.glow.iter().flat_map(|h| holes(h)).collect();
    let mut last = Vec::new();
    for text in s.play.iter().take(done) {
        last = holes(text);
        book::play_text(&mut game, text).ok()?;
    }
    // Where the marble is on its way, where the last action went, the refused attempt,
    // the piece counted.
    match moved {
        Some((_, landing)) => lit.push(landing),
        None => lit.extend(last.last().copied()),
    }
    let refused = beat >= steps.len() && s.attempt.is_some();
    if refused && let Some(a) = &s.attempt {
        lit.extend(holes(a));
    }
    if let Some(c) = &s.count {
        lit.extend(holes(c));
    }
    Some(Frame {
        game,
        moved,
        lit,
        refused,
    })
}

/// Beats of a scene: its steps, the attempt, and a pause at the end.
fn beats(d: &Diagram, scene: usize) -> usize {
    let attempt = d.scenes.get(scene).is_some_and(|s| s.attempt.is_some());
    scene_steps(d, scene).len() + 1 + usize::from(attempt)
}

/// Steps the diagram on a beat at a time and shows its position on the board.
fn play_diagram(
    mut commands: Commands,
    mut how: ResMut<HowToPlay>,
    time: Res<Time>,
    mut boards: Query<&mut Showcase>,
    mut pace: ResMut<crate::view::pace::Pace>,
) {
    let Some(d) = how.diagram() else {
        how.board.clear(&mut commands);
        return;
    };
    how.clock += time.delta_secs();
    if how.clock >= BEAT {
        how.clock = 0.0;
        how.beat += 1;
        if how.beat >= beats(d, how.scene) {
            how.beat = 0;
            how.scene = (how.scene + 1) % d.scenes.len().max(1);
        }
    }
    // The diagram moves on by itself: the next beat needs a frame. A steady wait of a beat
    // (not a countdown, which would change the window's wait every frame): the window wakes a
    // beat after its last frame, the hop's animation asks for its own frames, and between
    // beats the window rests. (Asking for a redraw every frame drew as fast as the machine
    // could: 154% of a core in a browser without a GPU, for a picture that changes every
    // 1.3 s.)
    pace.within(std::time::Duration::from_secs_f32(BEAT));
    let beat = how.beat.min(scene_steps(d, how.scene).len() - 1);
    let Some(frame) = diagram_frame(d, how.scene, beat) else {
        return;
    };
    let colours: Vec<usize> = (0..usize::from(frame.game.rules().players)).collect();
    let key = format!("{}/{}/{}", d.id, how.scene, beat);
    let HowToPlay { board, area, .. } = &mut *how;
    board.show_moved(
        &mut commands,
        &key,
        &frame.game,
        frame.moved,
        &colours,
        Screen::HowToPlay,
    );
    board.place(&mut boards, *area);
}

/// Lights the diagram's holes (the markers of the board shown).
fn light_diagram(
    how: Res<HowToPlay>,
    palette: Res<Palette>,
    time: Res<Time>,
    mut markers: Query<(&HoleMarker, &mut Sprite, &mut Visibility, &mut Transform)>,
) {
    let Some(frame) = how
        .diagram()
        .and_then(|d| diagram_frame(d, how.scene, how.beat))
    else {
        return;
    };
    let (holes, refused) = (&frame.lit, frame.refused);
    // A marble on a lit hole: the light lies over it (as in a lesson).
    let holds = |h: Hole| match frame.moved {
        Some((from, _)) if from == h => false,
        Some((_, to)) if to == h => true,
        _ => frame.game.seat_at(h).is_some(),
    };
    let pulse = 0.75 + 0.25 * (time.elapsed_secs() * 5.0).sin();
    let colour = if refused {
        Color::srgb(0.9, 0.25, 0.2)
    } else {
        palette.hint.mix(&palette.highlight, 0.5)
    }
    .with_alpha(0.5 + 0.45 * pulse);
    for (marker, mut sprite, mut vis, mut at) in &mut markers {
        let on = holes.contains(&marker.0);
        let over = on && holds(marker.0);
        crate::view::board::highlights::lay_marker(&mut at, over);
        let v = if on {
            Visibility::Inherited
        } else {
            Visibility::Hidden
        };
        if *vis != v {
            *vis = v;
        }
        if on {
            sprite.color = if over {
                colour.with_alpha(colour.alpha() * 0.55)
            } else {
                colour
            };
        }
    }
}

/// A section's title and text as the page shows them.
fn section_text(ui: &mut egui::Ui, look: &Look, title: &str, text: &str) {
    style::label(
        ui,
        egui::RichText::new(tr(title))
            .font(look.bold(look.text_size * 1.15))
            .color(look.text),
    );
    ui.add_space(4.0);
    style::label(ui, egui::RichText::new(tr(text)).color(look.text));
}

#[allow(clippy::too_many_arguments)]
fn how_to_play(
    mut contexts: EguiContexts,
    mut how: ResMut<HowToPlay>,
    mut screen: ResMut<NextState<Screen>>,
    settings: Res<Settings>,
    window: Option<Single<&Window, With<bevy::window::PrimaryWindow>>>,
    boards: Query<&GlobalTransform>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let look = Look::get(ctx);
    let area = ctx.content_rect();
    let has_diagram = how.diagram().is_some();
    let (text_rect, side) = how_to_play_columns(area, &look, has_diagram);
    let mut board_rect = None;
    let mut ui = egui::Ui::new(
        ctx.clone(),
        "how to play".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(text_rect),
    );
    let mut chosen = (how.part, how.section);
    style::rise(&mut ui, |ui| {
        board_rect = how_to_play_text(ui, &look, &how, &mut screen, &mut chosen, has_diagram);
    });
    how.choose(chosen.0, chosen.1);
    if let Some(side) = side.filter(|_| has_diagram) {
        board_rect = Some(diagram_caption(ctx, &look, &how, side));
    }
    how.area = board_rect.map(|r| logical(r, settings.ui_scale));
    diagram_count(ctx, &look, &how, window.as_deref().copied(), &boards);
    Ok(())
}

/// How to play's columns: the text's, and the diagram's beside it (wide, with a diagram).
fn how_to_play_columns(
    area: egui::Rect,
    look: &Look,
    has_diagram: bool,
) -> (egui::Rect, Option<egui::Rect>) {
    // Wide: the text on the left, the diagram on the right. Narrow: the diagram on top.
    if look.narrow {
        let mut text = area.shrink2(EVec2::new(12.0, 0.0));
        text.min.y += 12.0;
        (text, None)
    } else if !has_diagram {
        // The app's part has no diagrams: its text alone, in the middle.
        let w = (area.width() - 48.0).min(760.0);
        (
            egui::Rect::from_min_max(
                egui::pos2(area.center().x - w / 2.0, area.min.y + 16.0),
                egui::pos2(area.center().x + w / 2.0, area.max.y - 12.0),
            ),
            None,
        )
    } else {
        let total = area.width().min(1240.0) - 48.0;
        let right = (total * 0.42).clamp(300.0, 540.0);
        let left = total - right - 32.0;
        let x0 = area.center().x - (left + right + 32.0) / 2.0;
        (
            egui::Rect::from_min_max(
                egui::pos2(x0, area.min.y + 16.0),
                egui::pos2(x0 + left, area.max.y - 12.0),
            ),
            Some(egui::Rect::from_min_max(
                egui::pos2(x0 + left + 32.0, area.min.y + 16.0),
                egui::pos2(x0 + left + 32.0 + right, area.max.y - 12.0),
            )),
        )
    }
}

/// How to play's text column: the title, the parts, on a phone the diagram's room and its
/// caption, and the chosen part's sections. Returns the diagram's room when it is here.
fn how_to_play_text(
    ui: &mut egui::Ui,
    look: &Look,
    how: &HowToPlay,
    screen: &mut NextState<Screen>,
    chosen: &mut (usize, usize),
    has_diagram: bool,
) -> Option<egui::Rect> {
    let mut board_rect = None;
    ui.horizontal(|ui| {
        if style::icon_button(ui, "←", &tr("menu.back")).clicked() {
            screen.set(how.back.unwrap_or(Screen::Learn));
        }
        ui.add_space(6.0);
        style::title(ui, &tr("learn.how_to_play"));
    });
    ui.add_space(look.spacing);
    part_chips(ui, look, chosen);
    ui.add_space(look.spacing);
    if look.narrow && has_diagram {
        let side = ui.available_width().min(280.0);
        let (rect, _) =
            ui.allocate_exact_size(EVec2::new(ui.available_width(), side), egui::Sense::hover());
        board_rect = Some(rect);
        if let Some(line) = caption(how) {
            ui.vertical_centered(|ui| {
                style::label(ui, egui::RichText::new(line).color(look.accent).strong());
            });
        }
    }
    let Some(part) = book().parts.get(chosen.0) else {
        return board_rect;
    };
    part_sections(ui, look, part, chosen);
    board_rect
}

/// The book's parts as chips, one chosen; on a phone in the middle, under the title.
fn part_chips(ui: &mut egui::Ui, look: &Look, chosen: &mut (usize, usize)) {
    let parts = &book().parts;
    let names: Vec<String> = parts.iter().map(|p| tr(&p.title)).collect();
    let on: Vec<bool> = (0..parts.len()).map(|i| i == chosen.0).collect();
    for (i, chip) in style::chip_rows(ui, &names, &on, &[], look.narrow)
        .into_iter()
        .enumerate()
    {
        if chip.clicked() {
            *chosen = (i, 0);
        }
    }
}

/// A part's sections in a card: the chosen one open, the others a line to click.
fn part_sections(ui: &mut egui::Ui, look: &Look, part: &book::Part, chosen: &mut (usize, usize)) {
    let width = ui.available_width();
    look.card().show(ui, |ui| {
        ui.set_width(width - look.spacing * 4.0);
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                for (i, s) in part.sections.iter().enumerate() {
                    let open = i == chosen.1;
                    let frame = if open {
                        look.inset()
                    } else {
                        egui::Frame::NONE
                    };
                    let r = frame
                        .show(ui, |ui| {
                            ui.set_width(ui.available_width());
                            if open {
                                section_text(ui, look, &s.title, &s.text);
                            } else {
                                style::label(
                                    ui,
                                    egui::RichText::new(format!("+ {}", tr(&s.title)))
                                        .color(look.text),
                                );
                            }
                        })
                        .response
                        .interact(egui::Sense::click());
                    if r.clicked() {
                        chosen.1 = i;
                    }
                    ui.add_space(4.0);
                }
            });
    });
}

/// Wide: the diagram's caption in a card under its room in the `side` column. Returns the
/// diagram's room.
fn diagram_caption(
    ctx: &egui::Context,
    look: &Look,
    how: &HowToPlay,
    side: egui::Rect,
) -> egui::Rect {
    let cap = 90.0;
    let size = side.width().min(side.height() - cap - 24.0).max(120.0);
    let top = side.min.y + ((side.height() - size - cap) / 2.0).max(0.0);
    let board_rect =
        egui::Rect::from_min_size(egui::pos2(side.min.x, top), EVec2::new(side.width(), size));
    let mut ui = egui::Ui::new(
        ctx.clone(),
        "how to play diagram".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(egui::Rect::from_min_max(
                egui::pos2(side.min.x, top + size + 8.0),
                side.max,
            )),
    );
    if let Some(line) = caption(how) {
        style::rise(&mut ui, |ui| {
            look.card().show(ui, |ui| {
                ui.set_width(side.width() - look.spacing * 4.0);
                ui.vertical_centered(|ui| {
                    style::label(ui, egui::RichText::new(line).color(look.text).strong());
                });
            });
        });
    }
    board_rect
}

/// A counted piece in the diagram: its neighbours written on it.
fn diagram_count(
    ctx: &egui::Context,
    look: &Look,
    how: &HowToPlay,
    window: Option<&Window>,
    boards: &Query<&GlobalTransform>,
) {
    if let (Some(d), Some(window), Some(board)) = (how.diagram(), window, how.board.entity())
        && let Some(name) = d.scenes.get(how.scene).and_then(|s| s.count.as_ref())
        && let Ok(hole) = Hole::parse(d.table.size, name)
        && let Ok(at) = boards.get(board)
        && let Some(frame) = diagram_frame(d, how.scene, how.beat)
        && let Some(count) = crate::core::games::explain::crowding(&frame.game, hole)
    {
        let count = crate::core::games::explain::Crowding {
            unchecked: true,
            ..count
        };
        let pos = crate::view::board::hole_screen_position(window, at, hole);
        crate::play::view::hud::hole_label(ctx, look, "diagram count".into(), pos, &count.text());
    }
}

/// The diagram's line of text now (with "refused" while it shows a refused attempt).
fn caption(how: &HowToPlay) -> Option<String> {
    let d = how.diagram()?;
    let s = d.scenes.get(how.scene)?;
    let text = tr(&s.text);
    let refused = s.attempt.is_some() && how.beat >= scene_steps(d, how.scene).len();
    Some(if refused {
        // The lit holes show where: no hole names, which How to play never explains.
        tr_with("learn.refused", &[("why", &text)])
    } else {
        text
    })
}

/// The Learn list: How to play, and each lesson with its state, the next one to take first.
fn learn_list(
    mut contexts: EguiContexts,
    mut screen: ResMut<NextState<Screen>>,
    mut topic: ResMut<HelpTopic>,
    mut start: MessageWriter<StartLesson>,
    settings: Res<Settings>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let look = Look::get(ctx);
    let b = book();
    let next = b
        .lessons
        .iter()
        .find(|l| !settings.lessons_done.contains(&l.id))
        .map(|l| l.id.clone());
    style::page(ctx, "learn", 760.0, |ui| {
        ui.horizontal(|ui| {
            if style::icon_button(ui, "←", &tr("menu.back")).clicked() {
                screen.set(Screen::Title);
            }
            ui.add_space(6.0);
            style::title(ui, &tr("learn.title"));
        });
        ui.add_space(look.spacing);
        look.card().show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal_wrapped(|ui| {
                for part in &b.parts {
                    if style::button(ui, &format!("? {}", tr(&part.title))).clicked() {
                        topic.topic = part.id.clone();
                        topic.back = Some(Screen::Learn);
                        screen.set(Screen::HowToPlay);
                    }
                }
            });
        });
        ui.add_space(look.spacing);
        let mut ordered: Vec<&book::Lesson> = b.lessons.iter().collect();
        if let Some(n) = &next {
            ordered.sort_by_key(|l| &l.id != n);
        }
        for lesson in ordered {
            let done = settings.lessons_done.contains(&lesson.id);
            let is_next = next.as_deref() == Some(lesson.id.as_str());
            let state = if done {
                tr("learn.state_done")
            } else if is_next {
                tr("learn.state_next")
            } else {
                tr("learn.state_new")
            };
            let game = tr(&format!("game.{}", lesson.game()));
            let frame = if is_next { look.card() } else { look.inset() };
            frame.show(ui, |ui| {
                ui.set_width(ui.available_width());
                let label = if done {
                    tr("learn.again")
                } else {
                    tr("learn.start")
                };
                // The button's room, so a long line wraps beside it, not under it.
                let button = ui
                    .painter()
                    .layout_no_wrap(label.clone(), look.bold(look.text_size * 1.3), look.text)
                    .size()
                    .x
                    .max(120.0 - 48.0)
                    + 48.0
                    + look.spacing;
                ui.horizontal(|ui| {
                    ui.vertical(|ui| {
                        ui.set_max_width((ui.available_width() - button).max(80.0));
                        style::label(
                            ui,
                            egui::RichText::new(tr(&lesson.title))
                                .font(look.bold(look.text_size * 1.1))
                                .color(look.text),
                        );
                        style::label(
                            ui,
                            egui::RichText::new(tr_with(
                                "learn.lesson_line",
                                &[
                                    ("game", &game),
                                    ("about", &tr(&lesson.about)),
                                    ("state", &state),
                                ],
                            ))
                            .color(look.weak),
                        );
                        // A mod's lesson says which mod it comes from.
                        if let Some(name) = &lesson.from {
                            style::label(
                                ui,
                                egui::RichText::new(tr_with("learn.from_mod", &[("name", name)]))
                                    .color(look.accent),
                            );
                        }
                    });
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        let clicked = if is_next {
                            style::primary_button(ui, &label, 120.0).clicked()
                        } else {
                            style::sized_button(ui, &label, 120.0).clicked()
                        };
                        if clicked {
                            start.write(StartLesson(lesson.id.clone()));
                        }
                    });
                });
            });
            ui.add_space(6.0);
        }
    });
    Ok(())
}

/// Over a lesson's board: the lesson, the step and its instruction; once done, what it
/// taught and the way on.
fn lesson_card(
    mut contexts: EguiContexts,
    run: Res<LessonRun>,
    mut screen: ResMut<NextState<Screen>>,
    mut start: MessageWriter<StartLesson>,
    (mut cover, side): (
        ResMut<crate::core::marks::BoardCover>,
        Res<crate::core::marks::BoardSide>,
    ),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let look = Look::get(ctx);
    let Some(lesson) = run.lesson() else {
        return Ok(());
    };
    crate::view::style::board_card(
        ctx,
        &look,
        "lesson card",
        (&mut cover, &side),
        |ui, full| {
            let total = lesson.steps.len();
            let at = (run.step + 1).min(total);
            style::label(
                ui,
                egui::RichText::new(tr_with(
                    "learn.card_title",
                    &[
                        ("lesson", &tr(&lesson.title)),
                        ("at", &at),
                        ("total", &total),
                    ],
                ))
                .color(look.weak),
            );
            if run.finished {
                style::label(
                    ui,
                    egui::RichText::new(tr(&lesson.done))
                        .font(look.bold(look.text_size * 1.1))
                        .color(look.accent),
                );
                ui.add_space(6.0);
                if let Some(next) = next_lesson(&run.id)
                    && style::primary_button(ui, &tr("learn.next"), full).clicked()
                {
                    start.write(StartLesson(next.id.clone()));
                }
                ui.add_space(4.0);
                if style::sized_button(ui, &tr("learn.title"), full).clicked() {
                    screen.set(Screen::Learn);
                }
            } else if let Some(step) = lesson.steps.get(run.step) {
                style::label(
                    ui,
                    egui::RichText::new(tr(&step.say))
                        .font(look.bold(look.text_size * 1.05))
                        .color(look.text),
                );
            }
        },
    );
    Ok(())
}

/// How to play's text over a game (the ☰ menu): the game's part, a section at a time, with
/// a word that the live diagrams are in Learn; the game goes on underneath.
fn rules_over_game(
    mut contexts: EguiContexts,
    mut overlay: ResMut<NextState<Overlay>>,
    topic: Res<HelpTopic>,
    mut chosen: Local<usize>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let look = Look::get(ctx);
    let Some(part) = book().part(&topic.topic).or(book().parts.first()) else {
        return Ok(());
    };
    let area = ctx.content_rect();
    let width = (area.width() - 24.0).min(620.0);
    let height = (area.height() - 120.0).max(200.0);
    egui::Area::new("rules over the game".into())
        .fixed_pos(egui::pos2(area.center().x - width / 2.0, area.min.y + 64.0))
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            look.card().show(ui, |ui| {
                ui.set_width(width - look.spacing * 4.0);
                ui.horizontal(|ui| {
                    style::title(ui, &tr(&part.title));
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        if style::icon_button(ui, "✖", &tr("hud.close")).clicked() {
                            overlay.set(Overlay::None);
                        }
                    });
                });
                style::label(
                    ui,
                    egui::RichText::new(tr("learn.diagrams_in_learn")).color(look.weak),
                );
                ui.add_space(look.spacing * 0.5);
                egui::ScrollArea::vertical()
                    .max_height(height - 120.0)
                    .show(ui, |ui| {
                        for (i, s) in part.sections.iter().enumerate() {
                            if i == *chosen {
                                look.inset().show(ui, |ui| {
                                    ui.set_width(ui.available_width());
                                    section_text(ui, &look, &s.title, &s.text);
                                });
                            } else if ui
                                .add(
                                    egui::Label::new(
                                        egui::RichText::new(format!("+ {}", tr(&s.title)))
                                            .color(look.text),
                                    )
                                    .sense(egui::Sense::click()),
                                )
                                .clicked()
                            {
                                *chosen = i;
                            }
                            ui.add_space(4.0);
                        }
                    });
            });
        });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A chain of four hops is shown a landing a beat: the table, three landings on the way,
    /// the move done; a refused attempt comes after its scene's steps, lit.
    #[test]
    fn a_chain_plays_hole_by_hole_and_an_attempt_is_shown_refused() {
        let chain = book().diagram("cc-chain").unwrap();
        let steps = scene_steps(chain, 0);
        assert_eq!(steps.len(), 5, "{steps:?}");
        let on_the_way: Vec<Hole> = steps.iter().filter_map(|s| s.1.map(|m| m.1)).collect();
        let h = |n: &str| Hole::parse(3, n).unwrap();
        assert_eq!(on_the_way, [h("h5"), h("f6"), h("f4")]);
        let middle = diagram_frame(chain, 0, 2).unwrap();
        assert_eq!(middle.moved, Some((h("j5"), h("f6"))));
        assert!(middle.lit.contains(&h("f6")) && !middle.refused);
        let done = diagram_frame(chain, 0, 4).unwrap();
        assert_eq!(done.game.seat_at(h("d4")), Some(petri_rules::Seat(0)));

        let lock = book().diagram("cc-lock").unwrap();
        let last = beats(lock, 0) - 1;
        let refused = diagram_frame(lock, 0, last).unwrap();
        assert!(refused.refused && refused.lit.contains(&h("d6")));
        assert!(!diagram_frame(lock, 0, 0).unwrap().refused);
    }

    /// How to play opened from the title (no topic) shows the rules of the game set up; a
    /// topic asked for wins.
    #[test]
    fn how_to_play_opens_at_the_game_set_up() {
        use bevy::state::app::StatesPlugin;
        use petri_rules::Preset;

        use crate::core::setup::GameSetup;
        let mut app = App::new();
        app.add_plugins(StatesPlugin)
            .init_state::<Screen>()
            .init_resource::<HelpTopic>()
            .init_resource::<HowToPlay>()
            .insert_resource(GameSetup::for_preset(Preset::Petri, 3))
            .add_systems(OnEnter(Screen::HowToPlay), open_topic);
        let part = |app: &App| {
            book().parts[app.world().resource::<HowToPlay>().part]
                .id
                .clone()
        };
        let visit = |app: &mut App, topic: &str| {
            app.world_mut().resource_mut::<HelpTopic>().topic = topic.into();
            for screen in [Screen::HowToPlay, Screen::Title] {
                app.world_mut()
                    .resource_mut::<NextState<Screen>>()
                    .set(screen);
                app.update();
            }
        };
        visit(&mut app, "");
        assert_eq!(part(&app), "petri");
        visit(&mut app, "app");
        assert_eq!(part(&app), "app");
        app.insert_resource(GameSetup::for_preset(Preset::Classic, 2));
        visit(&mut app, "");
        assert_eq!(part(&app), "checkers");
    }
}
