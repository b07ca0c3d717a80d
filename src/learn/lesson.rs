//! The lesson player: one for every lesson of the book. A lesson is played on the real board
//! (a [`Session`] like any game's, not saved): seat `a` is the learner, the other seats are
//! played by the lesson's replies (seats "elsewhere": their actions come from here, as an
//! online player's come from the server) or by a computer. Each step sets a [`Guide`] (the
//! actions it wants; anything else is refused with the rules' reason or the step's own
//! sentence), lights its holes ([`Spotlight`]) and fixes the dice of its roll.

use std::collections::VecDeque;

use bevy::prelude::*;
use petri_ai::Level;
use petri_rules::{Hole, Rules, Seat};

use super::book::{self, Expect, Lesson};
use crate::core::marks::Spotlight;
use crate::core::screens::{InGame, Overlay, Screen, Turn};
use crate::core::session::Session;
use crate::core::settings::Settings;
use crate::core::setup::{SeatKind, SeatSetup, colour_name};
use crate::core::text::{tr, tr_with};
use crate::core::turn::{BoardReset, Guide, TurnInput, TurnSet};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Spotlight>()
        .add_message::<StartLesson>()
        .add_systems(
            Update,
            (
                start_lesson,
                (
                    note_mover.in_set(TurnSet::Gather),
                    play_reply
                        .in_set(TurnSet::Input)
                        .run_if(in_state(Turn::Remote)),
                    follow.after(TurnSet::Apply).before(TurnSet::React),
                )
                    .run_if(resource_exists::<LessonRun>.and_then(in_state(InGame))),
            ),
        )
        .add_systems(OnExit(InGame), end_lesson);
}

/// Starts the lesson with this id (from the Learn list, `--lesson`, the next-lesson button).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct StartLesson(pub String);

/// The lesson being played: where it stands.
#[derive(Resource, Clone, Debug)]
pub struct LessonRun {
    pub id: String,
    /// The step the learner is on (`steps.len()` once every step is done).
    pub step: usize,
    /// The learner's actions in this step so far.
    done: u8,
    /// Actions played in the game when last looked at.
    seen: usize,
    /// The seat to act at the start of the frame.
    mover: Option<Seat>,
    /// The other seats' actions still to play.
    replies: VecDeque<String>,
    /// Every step done (or the whole game over).
    pub finished: bool,
    /// The step and game position the guide was set for.
    guided: Option<(usize, usize)>,
}

impl LessonRun {
    /// The lesson of the book this plays.
    pub fn lesson(&self) -> Option<&'static Lesson> {
        book::book().lesson(&self.id)
    }
}

/// The seat of the learner.
pub const LEARNER: Seat = Seat(0);

/// A lesson's session: the table's game, the learner at seat `a` ("You"), the others the
/// lesson's replies or the computer it names.
pub fn lesson_session(lesson: &Lesson) -> Result<Session, String> {
    let rules: Rules = lesson.table.rules()?;
    let game = lesson.table.game()?;
    let other = match &lesson.against {
        None => SeatKind::Remote,
        Some(level) => SeatKind::Ai(
            level
                .parse::<Level>()
                .map_err(|_| format!("unknown level '{level}'"))?,
        ),
    };
    let seats = (0..usize::from(rules.players))
        .map(|i| SeatSetup {
            kind: if i == 0 { SeatKind::Human } else { other },
            name: if i == 0 {
                tr("learn.you")
            } else {
                colour_name(i)
            },
            colour: i,
        })
        .collect();
    // Lessons replay the same way every time: their dice and computers are seeded.
    let mut session = Session::with_game(rules, seats, game, 36);
    session.mode = crate::core::session::SessionMode::Lesson;
    Ok(session)
}

fn start_lesson(
    mut starts: MessageReader<StartLesson>,
    mut commands: Commands,
    now: Res<State<Screen>>,
    mut screen: ResMut<NextState<Screen>>,
    mut notice: MessageWriter<crate::core::notice::Notice>,
    mut pending: Local<Option<String>>,
) {
    if let Some(StartLesson(id)) = starts.read().last().cloned() {
        *pending = Some(id);
    }
    // From a board (the next lesson), the board goes first: the new one is built for the
    // lesson's rules (dice and cups for Petri) when the screen comes back.
    if matches!(*now.get(), Screen::Playing | Screen::GameOver) {
        if pending.is_some() {
            screen.set(Screen::Learn);
        }
        return;
    }
    let Some(id) = pending.take() else {
        return;
    };
    let Some(lesson) = book::book().lesson(&id) else {
        let ids: Vec<&str> = book::book().lessons.iter().map(|l| l.id.as_str()).collect();
        warn!("no lesson `{id}` (lessons: {})", ids.join(", "));
        notice.write(crate::core::notice::Notice(tr_with(
            "learn.no_such_lesson",
            &[("name", &id)],
        )));
        return;
    };
    match lesson_session(lesson) {
        Ok(session) => {
            match &lesson.from {
                Some(name) => info!("lesson {id} begins (mod: {name})"),
                None => info!("lesson {id} begins"),
            }
            let seen = session.game.progress().0;
            commands.insert_resource(session);
            commands.insert_resource(LessonRun {
                id,
                step: 0,
                done: 0,
                seen,
                mover: None,
                replies: VecDeque::new(),
                finished: false,
                guided: None,
            });
            commands.write_message(BoardReset);
            screen.set(Screen::Playing);
        }
        Err(e) => {
            notice.write(crate::core::notice::Notice(format!("{id}: {e}")));
        }
    }
}

/// Who is to act before this frame's input is applied.
fn note_mover(session: Option<Res<Session>>, mut run: ResMut<LessonRun>) {
    run.mover = session.map(|s| s.to_move());
}

/// The lesson's replies, one a frame while a seat of the lesson is to act.
fn play_reply(
    session: Option<Res<Session>>,
    mut run: ResMut<LessonRun>,
    mut input: MessageWriter<TurnInput>,
) {
    let Some(session) = session else {
        return;
    };
    let Some(text) = run.replies.pop_front() else {
        return;
    };
    let seat = session.to_move();
    match book::reply_action(&session.game, &text) {
        Ok(action) => {
            input.write(TurnInput::Act { seat, action });
        }
        Err(e) => error!("lesson {}: reply {e}", run.id),
    }
}

/// After the input is applied: counts the learner's actions, moves to the next step when one
/// is over (queuing its replies), and sets the guide, the lit holes and the dice for the step
/// the learner is on.
#[allow(clippy::too_many_arguments)]
fn follow(
    mut commands: Commands,
    session: Option<ResMut<Session>>,
    mut run: ResMut<LessonRun>,
    guide: Option<Res<Guide>>,
    mut spotlight: ResMut<Spotlight>,
    mut settings: ResMut<Settings>,
    mut notice: MessageWriter<crate::core::notice::Notice>,
) {
    let Some(mut session) = session else {
        return;
    };
    let Some(lesson) = run.lesson() else {
        return;
    };
    let played = session.game.progress().0;
    if played != run.seen {
        if played > run.seen && run.mover == Some(LEARNER) {
            run.done = run.done.saturating_add((played - run.seen) as u8);
            // The whole game: a move that loses ground gets the Hint offered.
            let free = lesson
                .steps
                .get(run.step)
                .is_some_and(|s| s.expect == Expect::Finish);
            let mut before = session.game.clone();
            if free
                && let Some(action) = before.undo()
                && crate::core::games::explain::rows_forward(&before, action).is_some_and(|r| r < 0)
            {
                notice.write(crate::core::notice::Notice(tr("learn.lost_ground")));
            }
        }
        run.seen = played;
    }
    // Steps over move on; their replies queue up for the other seats.
    while let Some(step) = lesson.steps.get(run.step)
        && book::step_over(&step.expect, &session.game, run.done)
        && !run.finished
    {
        run.replies.extend(step.replies.iter().cloned());
        run.step += 1;
        run.done = 0;
    }
    let finished = run.step >= lesson.steps.len() && run.replies.is_empty();
    if finished && !run.finished {
        run.finished = true;
        if !settings.lessons_done.contains(&run.id) {
            settings.lessons_done.push(run.id.clone());
        }
    }
    let Some(step) = lesson.steps.get(run.step).filter(|_| !run.finished) else {
        if guide.is_some() {
            commands.remove_resource::<Guide>();
        }
        if !spotlight.0.is_empty() {
            spotlight.0.clear();
        }
        return;
    };
    // The learner's turn: the guide, the lit holes and the dice of this step.
    let key = (run.step, played);
    if run.guided == Some(key) {
        return;
    }
    run.guided = Some(key);
    let learners_turn = session.to_move() == LEARNER && !session.is_over();
    let lit: Vec<Hole> = step
        .glow
        .iter()
        .filter_map(|h| Hole::parse(session.rules.size, h).ok())
        .collect();
    spotlight.0 = if learners_turn { lit } else { Vec::new() };
    if step.expect == Expect::Finish {
        if guide.is_some() {
            commands.remove_resource::<Guide>();
        }
        return;
    }
    let (wanted, may_roll) = book::wanted(&step.expect, &session.game);
    if may_roll && let Some(dice) = step.dice {
        session.dice_script = VecDeque::from([dice]);
    }
    let otherwise = match &step.wrong {
        Some(key) => tr(key),
        None => tr_with("learn.wrong_default", &[("step", &tr(&step.say))]),
    };
    commands.insert_resource(Guide {
        wanted,
        may_roll,
        otherwise,
    });
}

fn end_lesson(
    mut commands: Commands,
    mut spotlight: ResMut<Spotlight>,
    overlay: Res<State<Overlay>>,
    mut next_overlay: ResMut<NextState<Overlay>>,
) {
    if *overlay.get() == Overlay::Rules {
        next_overlay.set(Overlay::None);
    }
    commands.remove_resource::<LessonRun>();
    commands.remove_resource::<Guide>();
    spotlight.0.clear();
}

/// The lesson after this one in the book, if any.
pub fn next_lesson(id: &str) -> Option<&'static Lesson> {
    let lessons = &book::book().lessons;
    let i = lessons.iter().position(|l| l.id == id)?;
    lessons.get(i + 1)
}
