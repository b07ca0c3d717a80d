# Esperanto, in part: the main menu. Every other text shows in English. A mod's language file
# may hold some texts only; each key must be one of the game's (assets/lang/en.ftl) or the
# mod's own (starting with the mod's id, `example-`, and written in the mod's lang/en.ftl).
language-name = Esperanto
menu-play = Ludi
menu-new_game = Nova ludo
menu-learn = Lerni
menu-puzzles = Enigmoj
menu-replays = Reludoj
menu-settings = Agordoj
menu-how_to_play = Kiel ludi
menu-quit = Eliri
example-l-first_step = Unua paŝo
example-l-first_step_about = Movu unu globeton al libera apuda truo.
example-l-first_step_1 = Paŝu per unu el la lumigitaj globetoj al libera apuda truo.
example-l-first_step_done = Bone: tio estas paŝo.
