menu-play = Spielen
hud-replay_progress = Zug { $x }
