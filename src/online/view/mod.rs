//! Online play's screens: the lobby ([`lobby`]), a room waiting for players
//! ([`waiting_room`]), the leaderboards and players' pages ([`ranking`]), and the room's
//! panel over the board in a game (chat, votes, clocks: [`room`]).

pub mod lobby;
pub mod ranking;
pub mod room;
pub mod waiting_room;

use bevy::prelude::*;
use bevy_egui::EguiPostUpdateSet;

use crate::core::screens::Screen;
use crate::online::{Online, OnlinePage};
use ranking::Ranking;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        pick_page
            .after(EguiPostUpdateSet::EndPass)
            .run_if(in_state(Screen::Online)),
    )
    .add_plugins((
        lobby::plugin,
        ranking::plugin,
        waiting_room::plugin,
        room::plugin,
    ));
}

/// The page that fits what the player is doing: the room while in one, else the ranking
/// page opened, else the lobby. It changes at the start of the next frame (and asks for it).
fn pick_page(
    online: Res<Online>,
    ranking: Res<Ranking>,
    page: Res<State<OnlinePage>>,
    mut next: ResMut<NextState<OnlinePage>>,
) {
    let fits = if online.client.room.is_some() {
        OnlinePage::WaitingRoom
    } else if ranking.page.is_some() {
        OnlinePage::Ranking
    } else {
        OnlinePage::Lobby
    };
    if *page.get() != fits {
        next.set(fits);
    }
}

#[cfg(test)]
mod tests {
    use bevy::prelude::*;
    use bevy::state::app::StatesPlugin;
    use petri_net::{Mode, RoomStatus};
    use petri_rules::Preset;

    use super::ranking::{Page, Ranking};
    use crate::core::screens::Screen;
    use crate::core::settings::Settings;
    use crate::online::client::Room;
    use crate::online::{Online, OnlinePage, OnlineRequest};

    fn new_app() -> App {
        let mut app = App::new();
        app.add_plugins(StatesPlugin)
            .init_state::<Screen>()
            .add_sub_state::<OnlinePage>()
            .init_resource::<Online>()
            .init_resource::<Ranking>()
            .init_resource::<Settings>()
            .init_resource::<super::lobby::LobbyForm>()
            .add_message::<OnlineRequest>()
            .add_systems(Update, super::pick_page.run_if(in_state(Screen::Online)))
            .add_systems(OnEnter(Screen::Online), super::lobby::connect_on_arrival);
        app
    }

    fn page(app: &App) -> Option<OnlinePage> {
        app.world()
            .get_resource::<State<OnlinePage>>()
            .map(|p| *p.get())
    }

    fn connects(app: &mut App) -> usize {
        app.world_mut()
            .resource_mut::<Messages<OnlineRequest>>()
            .drain()
            .filter(|r| matches!(r, OnlineRequest::Connect { .. }))
            .count()
    }

    #[test]
    fn the_page_follows_the_room_and_the_rankings() {
        let mut app = new_app();
        app.update();
        assert_eq!(page(&app), None, "no page off the online screen");
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Online);
        app.update();
        assert_eq!(page(&app), Some(OnlinePage::Lobby));
        app.world_mut()
            .resource_mut::<Ranking>()
            .open(Page::Leaderboard(Mode {
                rules: Preset::Classic,
                players: 2,
            }));
        app.update();
        app.update();
        assert_eq!(page(&app), Some(OnlinePage::Ranking));
        // A room wins over a ranking page.
        app.world_mut().resource_mut::<Online>().client.room = Some(Room {
            room: "ABCD2345".into(),
            name: "Ann's room".into(),
            public: false,
            status: RoomStatus::Waiting,
            seats: Vec::new(),
            you: Some(0),
            creator: true,
            to_move: None,
            result: None,
            rated: false,
        });
        app.update();
        app.update();
        assert_eq!(page(&app), Some(OnlinePage::WaitingRoom));
        app.world_mut().resource_mut::<Online>().client.room = None;
        app.world_mut().resource_mut::<Ranking>().back();
        app.update();
        app.update();
        assert_eq!(page(&app), Some(OnlinePage::Lobby));
    }

    #[test]
    fn arriving_connects_once_unless_a_connection_is_on_its_way() {
        let mut app = new_app();
        app.update();
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Online);
        app.update();
        assert_eq!(connects(&mut app), 1, "arriving connects");
        app.update();
        assert_eq!(connects(&mut app), 0, "once");

        // A link asked for a server in the frame before: no second connection.
        let mut app = new_app();
        app.update();
        app.world_mut().write_message(OnlineRequest::Connect {
            url: "ws://127.0.0.1:1/ws".into(),
            name: "Ann".into(),
        });
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Online);
        app.update();
        assert_eq!(connects(&mut app), 1, "only the link's");

        // Someone who left on purpose stays offline.
        let mut app = new_app();
        app.world_mut()
            .resource_mut::<super::lobby::LobbyForm>()
            .stay_offline = true;
        app.update();
        app.world_mut()
            .resource_mut::<NextState<Screen>>()
            .set(Screen::Online);
        app.update();
        assert_eq!(connects(&mut app), 0);
    }
}
