//! Flags for scripted runs: take a screenshot at a given frame, quit after a given frame.
//! Used to check the rendering without a person at the screen (e.g. under `xvfb-run`).

use std::path::PathBuf;

use bevy::diagnostic::FrameCount;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};

pub(super) const USAGE: &str = "\
Usage: petri [options]

Options:
  --screenshot <path>   save a screenshot of the window (PNG) at frame --screenshot-at
  --screenshot-at <n>   frame of the screenshot (default 30)
  --quit-after <n>      exit with status 0 after frame n (waits for a pending screenshot)
  -h, --help            this text";

/// Frames to wait past `--quit-after` for a screenshot before giving up with status 1.
const SCREENSHOT_GRACE_FRAMES: u32 = 300;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Automation>()
        .add_systems(Update, (take_screenshot, quit_after).chain());
}

/// What the command line asked for.
#[derive(Resource, Debug, Clone, PartialEq, Eq)]
pub(super) struct Automation {
    screenshot: Option<PathBuf>,
    screenshot_at: u32,
    quit_after: Option<u32>,
    /// A screenshot was requested and its file is not written yet.
    pending: bool,
}

impl Default for Automation {
    fn default() -> Self {
        Automation {
            screenshot: None,
            screenshot_at: 30,
            quit_after: None,
            pending: false,
        }
    }
}

impl Automation {
    /// Parses the arguments after the program name; `Ok(None)` means `--help`.
    pub(super) fn from_args(
        args: impl IntoIterator<Item = String>,
    ) -> Result<Option<Self>, String> {
        let mut options = Automation::default();
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
                "--screenshot-at" => options.screenshot_at = frame(&flag, &value()?)?,
                "--quit-after" => options.quit_after = Some(frame(&flag, &value()?)?),
                _ => return Err(format!("unknown argument `{flag}`")),
            }
        }
        Ok(Some(options))
    }
}

fn frame(flag: &str, value: &str) -> Result<u32, String> {
    value
        .parse()
        .map_err(|_| format!("{flag} wants a frame number, got `{value}`"))
}

fn take_screenshot(
    mut commands: Commands,
    mut options: ResMut<Automation>,
    frames: Res<FrameCount>,
) {
    if frames.0 != options.screenshot_at {
        return;
    }
    let Some(path) = options.screenshot.clone() else {
        return;
    };
    options.pending = true;
    commands
        .spawn(Screenshot::primary_window())
        .observe(save_to_disk(path))
        .observe(
            |_: On<ScreenshotCaptured>, mut options: ResMut<Automation>| {
                options.pending = false;
            },
        );
}

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
    let waiting = options.pending || frame <= options.screenshot_at;
    let deadline = last.max(options.screenshot_at) + SCREENSHOT_GRACE_FRAMES;
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
        assert_eq!(options.screenshot_at, 20);
        assert_eq!(options.quit_after, Some(40));
    }

    #[test]
    fn errors_and_help() {
        assert_eq!(parse(&["--help"]), Ok(None));
        assert!(parse(&["--quit-after"]).is_err());
        assert!(parse(&["--quit-after", "soon"]).is_err());
        assert!(parse(&["--frobnicate"]).is_err());
    }
}
