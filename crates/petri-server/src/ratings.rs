//! Ratings, the pure part: one rating per player and mode, updated once per rated game.
//!
//! * Two players: **Glicko-2** (`skillratings`), a new player at 1500, deviation 350,
//!   volatility 0.06, τ = 0.5; each game is its own rating period.
//! * Three to six players, and teams: **Weng-Lin** (OpenSkill, the same crate) by places, on
//!   the same scale (a new player at 1500 ± 350, β = 175: the library's defaults of 25 ± 25/3,
//!   β = 25/6, times 42). Volatility is Glicko-2's alone and is kept as it was.
//! * A rating whose deviation is over [`PROVISIONAL`] is provisional (shown with a "?").

use serde::{Deserialize, Serialize};
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};
use skillratings::{MultiTeamOutcome, Outcomes};

/// Deviation above which a rating is provisional.
pub const PROVISIONAL: f64 = 110.0;

/// A player's rating in one mode.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    /// Rated games played in the mode.
    pub games: u32,
}

impl Default for Rating {
    fn default() -> Rating {
        Rating {
            rating: 1500.0,
            deviation: 350.0,
            volatility: 0.06,
            games: 0,
        }
    }
}

impl Rating {
    pub fn provisional(&self) -> bool {
        self.deviation > PROVISIONAL
    }

    fn glicko(&self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }

    fn weng_lin(&self) -> WengLinRating {
        WengLinRating {
            rating: self.rating,
            uncertainty: self.deviation,
        }
    }
}

/// Weng-Lin on the Glicko scale.
fn weng_lin_config() -> WengLinConfig {
    WengLinConfig {
        beta: 175.0,
        ..WengLinConfig::new()
    }
}

/// The ratings after a game: `teams` are the players of each place-holder (a single player,
/// or a team) with their ratings before it and their place (1 first; equal places tie). The
/// answer has the same shape. Fewer than two teams: nothing changes.
pub fn rate(teams: &[(Vec<Rating>, u8)]) -> Vec<Vec<Rating>> {
    let played = |r: &Rating| Rating {
        games: r.games + 1,
        ..*r
    };
    if teams.len() < 2 {
        return teams.iter().map(|(t, _)| t.clone()).collect();
    }
    if teams.len() == 2 && teams.iter().all(|(t, _)| t.len() == 1) {
        let (a, pa) = (&teams[0].0[0], teams[0].1);
        let (b, pb) = (&teams[1].0[0], teams[1].1);
        let outcome = match pa.cmp(&pb) {
            std::cmp::Ordering::Less => Outcomes::WIN,
            std::cmp::Ordering::Greater => Outcomes::LOSS,
            std::cmp::Ordering::Equal => Outcomes::DRAW,
        };
        let (na, nb) = glicko2(&a.glicko(), &b.glicko(), &outcome, &Glicko2Config::new());
        let back = |old: &Rating, new: Glicko2Rating| Rating {
            rating: new.rating,
            deviation: new.deviation,
            volatility: new.volatility,
            ..played(old)
        };
        return vec![vec![back(a, na)], vec![back(b, nb)]];
    }
    let wl: Vec<Vec<WengLinRating>> = teams
        .iter()
        .map(|(t, _)| t.iter().map(Rating::weng_lin).collect())
        .collect();
    let input: Vec<(&[WengLinRating], MultiTeamOutcome)> = wl
        .iter()
        .zip(teams)
        .map(|(t, (_, place))| (&t[..], MultiTeamOutcome::new(usize::from(*place))))
        .collect();
    let out = weng_lin_multi_team(&input, &weng_lin_config());
    out.into_iter()
        .zip(teams)
        .map(|(new, (old, _))| {
            new.into_iter()
                .zip(old)
                .map(|(n, o)| Rating {
                    rating: n.rating,
                    deviation: n.uncertainty,
                    ..played(o)
                })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use skillratings::glicko2::glicko2_rating_period;

    fn close(a: f64, b: f64, eps: f64) -> bool {
        (a - b).abs() < eps
    }

    #[test]
    fn the_first_game_between_two_new_players() {
        let new = Rating::default();
        let out = rate(&[(vec![new], 1), (vec![new], 2)]);
        let (w, l) = (out[0][0], out[1][0]);
        assert_eq!(format!("{:.1}", w.rating), "1662.3");
        assert_eq!(format!("{:.1}", l.rating), "1337.7");
        assert_eq!(format!("{:.1}", w.deviation), "290.3");
        assert_eq!(format!("{:.1}", l.deviation), "290.3");
        assert_eq!((w.games, l.games), (1, 1));
        assert!(w.provisional() && l.provisional());
        // The order of the seats does not matter; a draw moves nobody's rating.
        let swapped = rate(&[(vec![new], 2), (vec![new], 1)]);
        assert_eq!(swapped[1][0].rating, w.rating);
        let draw = rate(&[(vec![new], 1), (vec![new], 1)]);
        assert!(close(draw[0][0].rating, 1500.0, 1e-9));
    }

    /// Glickman's worked example ("Example of the Glicko-2 system", 2013): a player at
    /// 1500/200 beats 1400/30, loses to 1550/100 and to 1700/300 in one period.
    #[test]
    fn glickmans_worked_example() {
        let player = Glicko2Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let opp = |rating, deviation| Glicko2Rating {
            rating,
            deviation,
            volatility: 0.06,
        };
        let out = glicko2_rating_period(
            &player,
            &[
                (opp(1400.0, 30.0), Outcomes::WIN),
                (opp(1550.0, 100.0), Outcomes::LOSS),
                (opp(1700.0, 300.0), Outcomes::LOSS),
            ],
            &Glicko2Config::new(),
        );
        // The paper rounds as it goes (μ' = -0.2069 gives 1464.06); unrounded it is 1464.05.
        assert!(close(out.rating, 1464.06, 0.011), "{}", out.rating);
        assert!(close(out.deviation, 151.52, 0.011), "{}", out.deviation);
        assert!(
            close(out.volatility, 0.05999, 0.000_01),
            "{}",
            out.volatility
        );
    }

    #[test]
    fn more_players_and_teams_are_rated_by_places() {
        let new = Rating::default();
        // Four players, one each place: ratings in the order of the places, around 1500.
        let out = rate(&[
            (vec![new], 3),
            (vec![new], 1),
            (vec![new], 4),
            (vec![new], 2),
        ]);
        let r: Vec<f64> = out.iter().map(|t| t[0].rating).collect();
        assert!(r[1] > r[3] && r[3] > r[0] && r[0] > r[2], "{r:?}");
        assert!(close(r.iter().sum::<f64>() / 4.0, 1500.0, 1.0), "{r:?}");
        for t in &out {
            assert!(t[0].deviation < 350.0);
            assert_eq!(t[0].games, 1);
            assert_eq!(t[0].volatility, 0.06);
        }
        // Two teams of two: both winners go up alike, both losers down.
        let out = rate(&[(vec![new, new], 2), (vec![new, new], 1)]);
        assert!(out[1][0].rating > 1500.0 && out[0][0].rating < 1500.0);
        assert!(close(out[1][0].rating, out[1][1].rating, 1e-9));
        // A strong player beaten by a weak one loses more than the other way round.
        let strong = Rating {
            rating: 1900.0,
            deviation: 80.0,
            ..new
        };
        let weak = Rating {
            rating: 1300.0,
            deviation: 80.0,
            ..new
        };
        let upset = rate(&[(vec![strong], 3), (vec![weak], 1), (vec![new], 2)]);
        let expected = rate(&[(vec![strong], 1), (vec![weak], 3), (vec![new], 2)]);
        assert!(
            1900.0 - upset[0][0].rating > expected[0][0].rating - 1900.0,
            "{upset:?} {expected:?}"
        );
        // One team alone: nothing to rate.
        assert_eq!(rate(&[(vec![new], 1)]), vec![vec![new]]);
    }
}
