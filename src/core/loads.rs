//! Loads the game waits on after start-up: an asset a screen asked for (the puzzle set). A
//! load ends on another thread or in the browser's fetch, and neither wakes a resting window,
//! so the view looks again while any of these is under way (`view::pace`). The module is the
//! core's, so that a core module can say what it waits on without importing the view.

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Awaited>();
}

/// The loads under way that the window should look in on.
#[derive(Resource, Default, Debug)]
pub struct Awaited(Vec<UntypedHandle>);

impl Awaited {
    /// Waits on this asset until it has loaded (or failed).
    pub fn add(&mut self, handle: impl Into<UntypedHandle>) {
        self.0.push(handle.into());
    }

    /// Whether any is still loading; the ones that are done are forgotten.
    pub fn any_loading(&mut self, server: &AssetServer) -> bool {
        self.0.retain(|h| {
            matches!(
                server.load_state(h.id()),
                bevy::asset::LoadState::NotLoaded | bevy::asset::LoadState::Loading
            )
        });
        !self.0.is_empty()
    }
}
