//! Sound: the theme's step, hop, capture, dice and win sounds, played when the matching
//! messages arrive, at the settings' volume (nothing when muted).

use std::time::Duration;

use bevy::audio::Volume;
use bevy::prelude::*;

use super::theme::ThemeSounds;
use crate::core::screens::Screen;
use crate::core::settings::Settings;
use crate::core::turn::{DiceRolled, MovePlayed, PieceCaptured, PieceMoved, TurnSet};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (play_sounds, tidy_sounds)
            .after(TurnSet::Apply)
            .run_if(resource_exists::<ThemeSounds>),
    )
    .add_systems(OnEnter(Screen::GameOver), play_win);
}

/// A sound playing, with when it started (entities are removed after a while even when
/// there is no audio device to finish them).
#[derive(Component)]
struct SoundStarted(Duration);

const SOUND_LIFETIME: Duration = Duration::from_secs(4);

fn play(commands: &mut Commands, sound: &Handle<AudioSource>, settings: &Settings, now: Duration) {
    let volume = settings.effective_volume();
    if volume <= 0.0 {
        return;
    }
    // The page keeps its sound output suspended while nothing plays.
    #[cfg(target_arch = "wasm32")]
    crate::web::sound_starts();
    commands.spawn((
        Name::new("Sound"),
        AudioPlayer(sound.clone()),
        PlaybackSettings::DESPAWN.with_volume(Volume::Linear(volume)),
        SoundStarted(now),
    ));
}

/// Under five seconds on your own clock: a tick each second (the seat card turns red under
/// ten). `last`: the second ticked last.
fn low_time(
    commands: &mut Commands,
    sounds: &ThemeSounds,
    settings: &Settings,
    now: Duration,
    online: Option<&crate::online::Online>,
    last: &mut Option<u64>,
) {
    let Some(online) = online else {
        return;
    };
    let left = online
        .client
        .you()
        .map(usize::from)
        .filter(|&s| online.clock_runs(s))
        .and_then(|s| online.clock_left(s, now));
    let second = left.filter(|&ms| ms > 0 && ms < 5_000).map(|ms| ms / 1000);
    if second.is_some() && second != *last {
        play(commands, &sounds.step, settings, now);
    }
    *last = second;
}

/// What happened on the board this frame.
type Happenings<'w, 's> = (
    MessageReader<'w, 's, MovePlayed>,
    MessageReader<'w, 's, PieceMoved>,
    MessageReader<'w, 's, PieceCaptured>,
    MessageReader<'w, 's, DiceRolled>,
);

fn play_sounds(
    mut commands: Commands,
    sounds: Res<ThemeSounds>,
    settings: Res<Settings>,
    time: Res<Time<Real>>,
    (mut moves, mut pieces, mut captures, mut dice): Happenings,
    (online, mut ticked): (Option<Res<crate::online::Online>>, Local<Option<u64>>),
) {
    let now = time.elapsed();
    low_time(
        &mut commands,
        &sounds,
        &settings,
        now,
        online.as_deref(),
        &mut ticked,
    );
    for done in moves.read() {
        // A hop chain's first landing is two holes away; a step's is next door.
        let hops = done
            .mv
            .from()
            .zip(done.path.first())
            .is_some_and(|(from, first)| from.cube().distance(first.cube()) > 1);
        let sound = if hops { &sounds.hop } else { &sounds.step };
        play(&mut commands, sound, &settings, now);
    }
    if pieces.read().count() > 0 {
        play(&mut commands, &sounds.step, &settings, now);
    }
    if captures.read().count() > 0 {
        play(&mut commands, &sounds.capture, &settings, now);
    }
    if dice.read().count() > 0 {
        play(&mut commands, &sounds.dice, &settings, now);
    }
}

fn play_win(
    mut commands: Commands,
    sounds: Option<Res<ThemeSounds>>,
    settings: Res<Settings>,
    time: Res<Time<Real>>,
    session: Option<Res<crate::core::session::Session>>,
) {
    if let Some(sounds) = sounds
        && session.is_some_and(|s| !s.is_replay())
    {
        play(&mut commands, &sounds.win, &settings, time.elapsed());
    }
}

fn tidy_sounds(
    mut commands: Commands,
    time: Res<Time<Real>>,
    sounds: Query<(Entity, &SoundStarted)>,
) {
    let now = time.elapsed();
    for (e, started) in &sounds {
        if now.saturating_sub(started.0) > SOUND_LIFETIME {
            commands.entity(e).despawn();
        }
    }
}
