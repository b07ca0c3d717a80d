//! Multi-player races of one level against greedy opponents, stopping once the level has
//! finished: `cargo run --release -p petri-ai --example race -- hard 6 12 [seed]`. Game `g`
//! has the same seat and seeds as game `g` of `petri-cli match --players 6 --a hard --b greedy
//! --deterministic`. Prints per game who finished first and when, the level's moves (it plays
//! on until it finishes or the move cap), and everyone's distance to go; capped games also
//! print the board (`RACE_SHOW=1`: every game). Search settings come from the environment:
//! `RACE_SOLO` (solo search from this many units racing), `RACE_WIDTH`, `RACE_LEAF` (0/1),
//! `RACE_NODES` (solo node budget in %), `RACE_URGE`, `RACE_JAM`, `RACE_SIDE`, `RACE_HOME`, `RACE_APEX`, `RACE_LOOSE` (the
//! `Searcher` fields `solo_…`), `RACE_SPREAD`, `RACE_BACK`, `RACE_CURVE`, `RACE_START` (`start_weight`),
//! `RACE_EG` (`endgame_empty`); `RACE_OPP=racer…` races against that racer of the family (`petri-cli
//! help match`) instead of greedy; `RACE_CAP` stops a game after this many of the level's moves, `RACE_FROM` starts at that game number.
use chacha20::ChaCha8Rng;
use petri_ai::{CheckersAi, Level, eval, greedy_move};
use petri_rules::{CheckersGame, Preset, Rules, Seat};
use rand::SeedableRng;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let level: Level = args.get(1).map_or("hard", |s| s).parse().unwrap();
    let players: u8 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(6);
    let games: u64 = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(12);
    let seed: u64 = args.get(4).and_then(|a| a.parse().ok()).unwrap_or(1);
    let rules = Rules::preset(Preset::Classic, players);
    let (mut firsts, mut secs, mut moves, mut capped) = (0, 0f64, 0u64, 0);
    let (mut done, mut done_moves) = (0, 0);
    let from = std::env::var("RACE_FROM")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    for g in from..from + games {
        let me = Seat((g % players as u64) as u8);
        let base = seed.wrapping_mul(1_000_003).wrapping_add(g * 97);
        let mut ai = CheckersAi::new(level, base).deterministic();
        let knob = |name: &str| std::env::var(name).ok().and_then(|v| v.parse::<i64>().ok());
        let sr = ai.searcher();
        if let Some(v) = knob("RACE_START") {
            sr.start_weight = v as i32;
        }
        if let Some(v) = knob("RACE_EG") {
            sr.endgame_empty = v as u32;
        }
        if let Some(v) = knob("RACE_SOLO") {
            sr.solo_from = v as usize;
        }
        if let Some(v) = knob("RACE_WIDTH") {
            sr.solo_width = v as usize;
        }
        if let Some(v) = knob("RACE_LEAF") {
            sr.solo_leaf = v != 0;
        }
        if let Some(v) = knob("RACE_NODES") {
            sr.solo_node_percent = v as u64;
        }
        if let Some(v) = knob("RACE_URGE") {
            sr.solo_urge_cap = v as i32;
        }
        if let Some(v) = knob("RACE_JAM") {
            sr.solo_jam = v as i32;
        }
        if let Some(v) = knob("RACE_SIDE") {
            sr.solo_side = v as i32;
        }
        if let Some(v) = knob("RACE_APEX") {
            sr.solo_apex = v as i32;
        }
        if let Some(v) = knob("RACE_LOOSE") {
            sr.solo_loose = v != 0;
        }
        if let Some(v) = knob("RACE_HOME") {
            sr.solo_home = v as i32;
        }
        if let Some(v) = knob("RACE_SPREAD") {
            sr.spread_weight = v as i32;
        }
        if let Some(v) = knob("RACE_BACK") {
            sr.back_weight = v as i32;
        }
        if let Some(v) = knob("RACE_CURVE") {
            sr.curve_weight = v as i32;
        }
        let racer_style = std::env::var("RACE_OPP").ok().map(|v| {
            petri_ai::RacerStyle::parse(&v).unwrap_or_else(|| {
                eprintln!("RACE_OPP={v}: not a racer (racer, racer-tip, racer-rows-order, ...)");
                std::process::exit(2)
            })
        });
        let cap = knob("RACE_CAP").unwrap_or(1000) as usize;
        let mut depths = 0u64;
        let mut rngs: Vec<ChaCha8Rng> = (0..players)
            .map(|s| ChaCha8Rng::seed_from_u64(base + s as u64))
            .collect();
        let mut game = CheckersGame::new(&rules).unwrap();
        let mut my_moves = 0;
        let mut first_done: Option<(usize, usize)> = None; // (unit, ply)
        let mut last_holder: Option<usize> = None;
        while !game.is_over() {
            let s = game.to_move();
            let m = if s == me {
                let t = web_time::Instant::now();
                let r = ai.choose(&game);
                secs += t.elapsed().as_secs_f64();
                moves += 1;
                my_moves += 1;
                depths += r.depth as u64;
                r.best
            } else if let Some(style) = racer_style {
                petri_ai::racer_move_styled(game.position(), style, &mut rngs[s.index()])
            } else {
                greedy_move(game.position(), &mut rngs[s.index()])
            };
            game.play(m).unwrap();
            if std::env::var_os("RACE_TRACE").is_some() {
                // Who holds the apex of our target, and when that changes.
                let pos = game.position();
                let k = pos
                    .layout()
                    .sets
                    .iter()
                    .position(|st| st.seat == me)
                    .unwrap();
                let st = &pos.layout().sets[k];
                let apex = st
                    .target_holes
                    .iter()
                    .min_by_key(|&i| {
                        st.target
                            .axis_distance(pos.geometry().cube(i), pos.size() as i8)
                    })
                    .unwrap();
                let holder = pos.set_at(pos.geometry().hole(apex));
                if holder != last_holder {
                    let mine_in = (pos.set_holes(k) & st.target_holes).count();
                    println!(
                        "ply {} move {my_moves}: apex {:?} -> {:?} (mine in target {mine_in}) by {} {m}",
                        game.ply_count(),
                        last_holder,
                        holder,
                        s.index()
                    );
                    last_holder = holder;
                }
            }
            ai.searcher().remember(game.position());
            if first_done.is_none()
                && let Some(u) = (0..players as usize).find(|&u| game.place_of(u).is_some())
            {
                first_done = Some((u, game.ply_count()));
            }
            if game.place_of(me.index()).is_some() || my_moves >= cap {
                break;
            }
        }
        let d = eval::unit_distances(game.position());
        let mine = me.index();
        let others: Vec<i32> = (0..players as usize)
            .filter(|&u| u != mine)
            .map(|u| d[u])
            .collect();
        let won = first_done.is_some_and(|(u, _)| u == mine);
        if game.place_of(mine).is_some() {
            done += 1;
            done_moves += my_moves;
        }
        if won {
            firsts += 1;
        }
        if first_done.is_none() {
            capped += 1;
        }
        if first_done.is_none() || std::env::var_os("RACE_SHOW").is_some() {
            let text = game.position().to_notation();
            let board = text.split(' ').next().unwrap_or("");
            for row in board.split('/') {
                let pad = 13 - row.len().min(13);
                let spaced: Vec<String> = row.chars().map(|c| c.to_string()).collect();
                println!("{}{}", " ".repeat(pad), spaced.join(" "));
            }
        }
        println!(
            "game {g} seat {mine}: first {:?} at ply {:?}; my moves {my_moves}, my dist {} others {:?}, depth {:.1}",
            first_done.map(|f| f.0),
            first_done.map(|f| f.1),
            d[mine],
            others,
            depths as f64 / my_moves.max(1) as f64
        );
    }
    println!(
        "{level}: first in {firsts}/{games} ({:.1}%), capped {capped}, {:.3} s/move, finished {done} in {:.1} moves",
        firsts as f64 * 100.0 / games as f64,
        secs / moves.max(1) as f64,
        done_moves as f64 / done.max(1) as f64
    );
}
