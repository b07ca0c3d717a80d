# English, the source language of Petri (see README.md in this folder).
# Each line is `id = text`; `{ $name }` is a value the game fills in, and
# `{ $n -> [one] … *[other] … }` chooses a form by the number (CLDR plural rules).
# The game looks a text up as `group.name`; here the dot is written `-`.

language-name = English


## colour
colour-red = Red
colour-blue = Blue
colour-green = Green
colour-yellow = Yellow
colour-purple = Purple
colour-black = Black
colour-cyan = Cyan
colour-pink = Pink
colour-white = White
colour-orange = Orange

## explain
explain-already_checked = this piece is already checked: each piece is checked once a turn
explain-bad_die = { $value } is not a die value (1 to 6)
explain-best_order = use the best order: it captures { $n }
explain-check_rest = check the rest: nothing more can fall
explain-check_this = check this piece: { $count }
explain-count_checked = { $enemies } enemy · { $friends } friendly — checked, it stays
explain-count_falls = { $enemies } enemy · { $friends } friendly — falls now
explain-count_safe = { $enemies } enemy · { $friends } friendly — safe
explain-count_tie = { $enemies } enemy · { $friends } friendly — safe (a tie stays)
explain-die_nothing = Use { $value }: nothing to place or take back
explain-die_place = 
    { $value ->
        [one] Use { $value }: place { $value } piece
       *[other] Use { $value }: place { $value } pieces
    }
explain-die_take_back = Use { $value }: take { $value } back
explain-empty_hole = there is no marble here
explain-first_roll = { $rolls }: { $starts }
explain-first_roll_tie = { $rolls }: a tie, { $seats } roll again
explain-foreign_triangle = a move may end only in the middle, this marble's home triangle or its target — not in another star point
explain-game_over = the game is over
explain-hint = Hint: { $why }
explain-hint_glowing = play the glowing move
explain-how_hop = hops
explain-how_hops = 
    { $hops ->
        [one] { $hops } hop
       *[other] { $hops } hops
    }
explain-how_step = steps
explain-into_target = { $why }, into its target
explain-move_why = { $how } { $rows }
explain-must_move = you have a move, so you may not pass
explain-must_pass = you have no move and must pass
explain-not_a_hop_path = these hops do not lead here
explain-not_reachable = no step or chain of hops leads here: a marble steps to a hole next to it, or hops over one marble to the empty hole just behind it
explain-not_rolled = the dice show { $a } and { $b }, not { $value }
explain-not_your_marble = this is { $seat }'s marble, not yours
explain-nothing_to_check = there is no piece here to check
explain-now_check = check the pieces for capture first
explain-now_choose_die = choose one of the dice first
explain-now_move = move a marble
explain-now_place = place your pieces first
explain-now_remove = take back your pieces first
explain-now_roll = roll the dice first
explain-occupied = this hole is taken: a marble moves to an empty hole
explain-place_crowds = 
    { $n ->
        [one] place here: an enemy piece is crowded
       *[other] place here: { $n } enemy pieces are crowded
    }
explain-place_first = place here, in your home triangle: you have no piece on the board
explain-place_home = while you have no piece on the board, a piece goes in your home triangle (the triangle in your colour)
explain-place_near_own = place here: next to { $n } of your pieces
explain-place_next_to_own = pieces go next to your own pieces
explain-place_occupied = this hole is taken: pieces go on empty holes
explain-release_rule = { $seat } is blocked and your marbles sit in its target: this turn, move one of them out — release rule
explain-remove_crowded = take back this piece: it is crowded and would fall
explain-remove_not_yours = this is { $seat }'s piece: take back one of your own
explain-remove_own = take back one of your own pieces
explain-rolled = { $who } rolled { $a } + { $b } = { $sum }
explain-rows_back = 
    { $rows ->
        [one] { $rows } row back
       *[other] { $rows } rows back
    }
explain-rows_forward = 
    { $rows ->
        [one] { $rows } row forward
       *[other] { $rows } rows forward
    }
explain-rows_sideways = sideways
explain-same_hole = the marble is already here: pick another hole
explain-target_lock = a marble in its target may not leave it — target lock
explain-waiting_for_mate = { $seat }'s marbles are all in its target: it passes until { $mate } has finished too
explain-waiting_for_mate_you = your marbles are all in your target: you pass until { $mate } has finished too
explain-you = You

## game
game-checkers = Chinese checkers
game-petri = Petri

## hud
hud-a_draw = A draw
hud-animations = Animations
hud-b_the_order_that_captures = B: the order that captures most
hud-back = back (←)
hud-best_order = Best order
hud-by_default_each_target_triangle = Chinese checkers colours each target triangle in its colour set's colour by default; this colours the home triangles instead. Petri always colours the home triangles
hud-check_the_rest = Check the rest
hud-close = Close
hud-colour_start_triangles = colour home triangles
hud-ctrl_y = Ctrl+Y
hud-ctrl_z = Ctrl+Z
hud-face_the_player = face the player
hud-forward = forward (→)
hud-hint = Hint
hud-how_to_play_more = How to play…
hud-leads = leads
hud-menu = ☰ Menu
hud-new_game_more = New game…
hud-online_room = Back to the room
hud-petri_counts = hand { $hand } · on board { $board } · cup { $cup }
hud-prompt_choose_die = { $who }: choose a die (click it, or press 1 or 2)
hud-prompt_first_roll = { $who }: roll for the first turn (click the dice or press Space)
hud-prompt_move = { $who }: pick a marble, then a hole
hud-prompt_order_captures = { $who }: check pieces for capture in your order, or use the best order
hud-prompt_order_yourself = { $who }: check pieces for capture, one at a time, in your order
hud-prompt_place = 
    { $left ->
        [one] { $who }: place { $left } more piece
       *[other] { $who }: place { $left } more pieces
    }
hud-prompt_playing = { $who } is playing
hud-prompt_remote = waiting for { $who }…
hud-prompt_remove = 
    { $left ->
        [one] { $who }: take back { $left } more piece
       *[other] { $who }: take back { $left } more pieces
    }
hud-prompt_roll = { $who }: roll the dice (click them or press Space)
hud-prompt_thinking = { $who } is thinking…
hud-quit = Quit
hud-race = 
    { $moves ->
        [one] { $moves } move · in target { $home }/{ $total }
       *[other] { $moves } moves · in target { $home }/{ $total }
    }
hud-redo = Redo
hud-rematch = Rematch
hud-replay_progress = Replay: move { $at } of { $total }
hud-roll_the_dice = Roll the dice
hud-seat_kind = seat { $seat } · { $kind }
hud-settings_more = Settings…
hud-skip_space = skip (Space)
hud-thinking_more = thinking…
hud-title_checkers = Chinese checkers — { $players } players
hud-title_petri = Petri — { $captures }
hud-title_screen = Title screen
hud-to_the_end_end = to the end (End)
hud-to_the_start_home = to the start (Home)
hud-turn_the_board = turn the board
hud-undo = Undo
hud-use_die = Use { $value }

## learn
learn-again = Again
learn-from_mod = Mod: { $name }
learn-card_title = { $lesson } · step { $at } of { $total }
learn-d-chain = A chain: hop again and again in one move, 4 hops here, over any colour
learn-d-draw = Family rules: you finish first, but the round is finished: Blue finishes on the same move count, so you share first place, a draw
learn-d-forfeit = Blue's only marble is boxed in: with no move, Blue passes (the pass counts as a move)
learn-d-goal = Race your marbles across the board into the star point opposite, your target
learn-d-hop = A hop: over a marble next to you into the empty hole behind it, 1 hop
learn-d-layouts = Six players fill every star point; four leave two opposite ones empty; three start in every other one; two start opposite each other
learn-d-lock = Target lock: a marble in its target may not leave it
learn-d-lock_inside = Moving inside the target is still allowed
learn-d-occupied = Every hole of your target is full and one holds Blue's marble: with the occupied-target rule you have finished
learn-d-petri_back = You rolled a 3 with 2 pieces in hand: you take 3 of yours back to the hand instead
learn-d-petri_count = 3 enemy against 1 friendly: this piece is crowded out
learn-d-petri_cup = No empty hole next to your piece: the 2 pieces you cannot place go to your cup
learn-d-petri_end = Blue's last piece is captured: 1 capture, and Blue has nothing in play or in hand, so the game ends
learn-d-petri_first_place = Red starts: it uses the 2 and places its first piece in its home triangle, the next beside it
learn-d-petri_first_roll = Everybody rolls; the highest total starts
learn-d-petri_five = Five players: the top star point stays empty
learn-d-petri_home = With no piece on the board yet, your piece must go into your home triangle
learn-d-petri_next = Each piece goes next to one of your pieces
learn-d-petri_order_better = This order: your own piece first, then the blue ones: 3 captured, all into your cup
learn-d-petri_order_worse = This order: a blue piece first: 2 captured, and your crowded piece survives
learn-d-petri_realtime = Realtime: every piece is judged on the same board, the 2 crowded pieces go together
learn-d-petri_tie = 2 enemy against 2 friendly: a tie, the piece stays
learn-d-release = Blue cannot move closer and your marbles sit in its target (your home triangle): the release rule makes you move one of them out
learn-d-release_free = One of them steps out: Blue can move on
learn-d-step = A step: a marble moves to one of the six holes next to it
learn-d-stops = Online rules: a move may end only in the middle, the marble's home triangle or its target, and this empty corner is none of them (hops may pass through)
learn-d-super = Super hop: over a marble far away, landing as far behind it, 1 hop
learn-diagrams_in_learn = Learn on the title screen shows each rule on a live board.
learn-how_to_play = How to play
learn-lesson_line = { $state } · { $game } · { $about }
learn-l-chain = A chain of hops
learn-l-chain_1 = Hop the lit marble all the way to the far lit hole: over one marble, then the next, and on, in one move (pick it, then that hole)
learn-l-chain_about = Hop again and again in one move
learn-l-chain_done = 4 hops in one move. Chains like that win races.
learn-l-chain_stop = Stop a chain part-way
learn-l-chain_stop_1 = You may stop a chain after any hop: pick the marble, then click the hole where you want it to stop. The lit marble's chain goes up 2 hops to the lit hole, then back down and off to the side. Stop it on the lit hole, after 2 hops: there it is 4 rows nearer your target, and hopping on would give 2 rows back
learn-l-chain_stop_about = End a chain after any hop
learn-l-chain_stop_done = 2 hops, 4 rows nearer your target; the whole chain, 4 hops, would have gained only 2. Count the rows, not the hops.
learn-l-chain_stop_want = Stop on the lit hole, after 2 hops: the hops after it lead back down
learn-l-endgame = The end game
learn-l-endgame_1 = Target lock is on (family rules): a marble in its target may move only inside it. Try to step your lit marble out to the lit hole: it is refused. Then fill the tip: move the marble just below the empty tip up into it
learn-l-endgame_2 = Now hop your last marble in, over the lit marble, into the hole you left: every marble in the target
learn-l-endgame_about = Fill the deepest holes first; try to break target lock
learn-l-endgame_done = All in the target, and Blue's last move of the round did not get it home: you win. Deep holes first leaves room for the last marbles.
learn-l-game = Your first game
learn-l-game_1 = Race a beginner computer across to your target on a small board (6 marbles each). Hint (top bar) shows a good move when you are stuck
learn-l-game_about = A whole short game against a beginner
learn-l-game_done = That was a whole game. New game has every rule set and board.
learn-l-hop = A hop
learn-l-hop_1 = Hop: pick the lit marble at the back, then the lit hole beyond the marble in front of it
learn-l-hop_2 = Hop again: pick one of your marbles and hop it over a marble next to it into the empty hole behind
learn-l-hop_about = Jump over a marble next to you
learn-l-hop_done = You may hop over any colour, not only your own, and nothing is captured.
learn-l-ladder = Build a ladder
learn-l-ladder_1 = Step the lit marble up to the lit hole: it will be a rung to hop over
learn-l-ladder_2 = Now use the ladder: hop the lit marble at the back to the lit hole, over the marble in front of it, then sideways over your rung: 2 hops in one move
learn-l-ladder_about = Place marbles so the others can hop over them
learn-l-ladder_done = Marbles left a hole apart make ladders for the ones behind.
learn-l-occupied = An occupied target
learn-l-occupied_1 = Blue's marble sits in the tip of your target and will not leave. With the occupied-target rule (on in the family rules) you finish when every hole of your target is full and one holds yours: move your lit marble into the last empty hole
learn-l-occupied_about = Finish past a marble stuck in your target
learn-l-occupied_done = You finished with Blue's marble still in your target, and one of yours still at home: with this rule, blocking a target does not pay. Blue's last move of the round did not get it home: you win.
learn-l-pass = No move: a pass
learn-l-pass_1 = Your only marble is boxed in: no empty hole next to it and none to hop into. With no move you must pass; the game passes for you, and the pass counts as one of your moves
learn-l-pass_2 = You passed. Blue then moved a marble away, so now you have a move and may not pass: move your marble
learn-l-pass_about = A player with no move passes
learn-l-pass_done = A pass counts as a move, and you pass only when you have no move at all.
learn-l-petri_crowd = Crowd a piece out
learn-l-petri_crowd_1 = Roll the dice (click them or press Space)
learn-l-petri_crowd_2 = Use a 1: place one piece
learn-l-petri_crowd_3 = Place it on the lit hole: Blue's lit piece then has 2 of yours against 1 of its own
learn-l-petri_crowd_4 = Check Blue's lit piece (click it): more enemies than friends, so it is crowded out into your cup
learn-l-petri_crowd_about = Count the neighbours
learn-l-petri_crowd_done = Captured: 1 piece into your cup, as it had more enemy neighbours than friendly ones. A tie stays.
learn-l-petri_cup = No room: to your cup
learn-l-petri_cup_1 = Your only piece is walled in by Blue. Roll the dice
learn-l-petri_cup_2 = Use the 2: no empty hole touches your piece, so the 2 pieces you cannot place go straight to your cup, and there they count for you
learn-l-petri_cup_3 = Your cup holds 2. Now the check: your walled-in piece has 2 enemies and no friend, so it falls, into your own cup too: check it, 1 capture
learn-l-petri_cup_about = Pieces you cannot place score for you
learn-l-petri_cup_done = Your cup holds 3: whatever goes into your cup on your turn scores for you.
learn-l-petri_end = The end and the score
learn-l-petri_end_1 = Blue has 0 pieces in hand and one on the board; the cups hold 5 (yours) and 2 (Blue's). Roll the dice
learn-l-petri_end_2 = Use a 1
learn-l-petri_end_3 = Place it on the lit hole: Blue's last piece is then crowded, 3 enemies against none
learn-l-petri_end_4 = Check Blue's piece: 1 capture, and with nothing on the board and nothing in hand Blue is out, so the game is over
learn-l-petri_end_about = How Petri ends and who wins
learn-l-petri_end_done = The game ends when a player has no piece in play or in hand. Your cup holds 6, Blue's 2: the most pieces in the cup wins.
learn-l-petri_enemies = All the others are enemies
learn-l-petri_enemies_1 = Three players: Blue and Green are both your enemies. Roll the dice
learn-l-petri_enemies_2 = Use a 1
learn-l-petri_enemies_3 = Blue's lit piece has 1 green enemy and 1 blue friend, a tie. Place your piece on the lit hole: Green and you add up, 2 enemies against 1 friend
learn-l-petri_enemies_4 = Capture the most: Blue's piece falls (2 against 1), and so does the lone green piece, whose only neighbour is yours (1 against 0, empty holes count for nobody). Check both before your own piece and yours stays, with 0 enemies and 1 friend: 2 captured
learn-l-petri_enemies_about = Three players: the other colours add up
learn-l-petri_enemies_done = Every other colour counts as an enemy, and a lone piece next to one enemy falls: 2 more in your cup.
learn-l-petri_game = Your first game of Petri
learn-l-petri_game_1 = Play a whole game against a beginner on a small board. The most pieces in the cup wins
learn-l-petri_game_about = A whole short game against a beginner
learn-l-petri_game_done = That was a whole game of Petri. New game has more players and bigger boards.
learn-l-petri_home = The first piece goes home
learn-l-petri_home_1 = You have no piece on the board (5 in hand; 1 of yours is already in your cup). Roll the dice
learn-l-petri_home_2 = Use the 3: place 3 pieces
learn-l-petri_home_3 = Your first piece must go into your home triangle (lit): place it there
learn-l-petri_home_4 = The next ones go next to your pieces: place 2 more
learn-l-petri_home_about = Where the first piece may go
learn-l-petri_home_done = Start in your home triangle, then grow from your own pieces.
learn-l-petri_order = The order of checks
learn-l-petri_order_1 = Roll the dice
learn-l-petri_order_2 = Use a 1
learn-l-petri_order_3 = Place it on the lit hole, away from the fight
learn-l-petri_order_4 = Now check pieces so that the most are captured. Every piece captured on your turn goes to your cup and scores for you, even one of your own: checking a blue piece first leaves your crowded piece standing and captures only 2; checking your crowded piece first captures 3
learn-l-petri_order_about = Find the order that captures more
learn-l-petri_order_done = A better order captured 3 instead of 2, all 3 into your cup: losing your own piece scored a point for you. Best order finds it for you in a game.
learn-l-petri_realtime = Realtime
learn-l-petri_realtime_1 = In Realtime every crowded piece leaves at once. Roll the dice
learn-l-petri_realtime_2 = Use a 1
learn-l-petri_realtime_3 = Place it on the lit hole and watch: the 2 crowded pieces, one blue and one of yours, leave together into your cup
learn-l-petri_realtime_about = All captures at once
learn-l-petri_realtime_done = In Realtime there is no order to choose: everything is judged on one board.
learn-l-petri_roll = Roll and place
learn-l-petri_roll_1 = Everybody rolls to start: click the dice (or press Space)
learn-l-petri_roll_2 = You rolled higher and start. Roll for your turn
learn-l-petri_roll_3 = Choose a die: use the 2 to place 2 pieces
learn-l-petri_roll_4 = Place 2 pieces: the first in your home triangle, the next beside it
learn-l-petri_roll_about = Roll both dice, use one, place that many
learn-l-petri_roll_done = That is a turn of Petri: roll, choose a die, place.
learn-l-petri_short = When your hand runs short
learn-l-petri_short_1 = You have 2 pieces in hand. Roll the dice
learn-l-petri_short_2 = Use the 3: you have fewer in hand, so you take 3 back
learn-l-petri_short_3 = Take back 3 of your pieces (click them)
learn-l-petri_short_about = Take pieces back instead
learn-l-petri_short_done = With fewer in hand than the die you take that many back.
learn-l-release = Blocking and the release rule
learn-l-release_1 = Blue cannot move any marble closer to its target, and your marbles sit in that target (your home triangle): the release rule makes you move one of them out. Every move you have now does it; the lit marble at the front can step out
learn-l-release_2 = Blue moved in and is blocked again, with your marbles still in its target: once more you must move one of them out (the rules refuse anything else)
learn-l-release_about = The online rules forbid blocking a target
learn-l-release_done = Blocking a player's target is not allowed in the online rules.
learn-l-step = A step
learn-l-step_1 = Move a marble one hole: pick one of the lit marbles, then a lit hole next to it
learn-l-step_2 = Step again with any marble
learn-l-step_about = Move to a hole next to you
learn-l-step_done = A step goes to any of the six holes next to a marble.
learn-l-stops = Where a move may stop
learn-l-stops_1 = Online rules: a move may end only in the marble's home triangle, its target or the middle. Try to step the lit marble into the empty corner beside it (lit): refused, as that corner is neither yours nor your target. Then make any other step
learn-l-stops_about = Online rules: moves end in your own triangles only
learn-l-stops_done = Hops may pass through the other corners, but a move may not stop there.
learn-l-want_best = That order captures fewer: try another piece first
learn-l-want_chain = Go all the way: the far lit hole, in one move
learn-l-want_d4 = Place it on the lit hole for this lesson
learn-l-want_die_2 = Use the 2 for this lesson
learn-l-want_die_3 = Use the 3 for this lesson
learn-l-want_f3 = Place it on the lit hole, next to Blue's piece
learn-l-want_g3 = Place it on the lit hole, next to Blue's piece
learn-l-want_g4 = Check Blue's lit piece, the crowded one
learn-l-want_h5 = Place it on the lit hole, between the blue and the green pieces
learn-l-want_hop = That was not a hop: jump over a marble next to yours
learn-l-want_ladder = Step the lit marble up to the lit hole for this lesson
learn-l-want_ladder_use = Use the ladder: a move of two hops or more
learn-l-want_last = Hop the last marble over the lit one into the empty hole
learn-l-want_occupied = Move the lit marble into the last empty hole of your target
learn-l-want_step = That was not a step: move to a hole right next to the marble
learn-l-want_tip = Fill the tip first: the lit marble up into the tip
learn-lost_ground = That move went backward. Hint, in the top bar, shows a move that gains ground
learn-next = Next lesson
learn-no_such_lesson = there is no lesson called { $name }
learn-offer = New to Chinese checkers or Petri? A few short lessons teach you both on the board.
learn-offer_no = No, just play
learn-offer_yes = Show me
learn-part-app = The app
learn-part-checkers = Chinese checkers
learn-part-petri = Petri
learn-refused = The lit move is refused. { $why }
learn-s-app_board = The board and the top bar
learn-s-app_lobby = Online: the lobby
learn-s-app_menu = The ☰ menu
learn-s-app_new_game = New game
learn-s-app_results = Results and replays
learn-s-app_room = Online: a room and its game
learn-s-app_settings = Settings, themes and saves
learn-s-app_title = The title screen
learn-s-chain = A chain of hops
learn-s-forfeit = No move: a pass
learn-s-goal = The goal
learn-s-hop = A hop
learn-s-layouts = Players, marbles, sets and teams
learn-s-occupied_target = Occupied target counts
learn-s-petri_back = Too few in hand: take back
learn-s-petri_captures = Crowded out
learn-s-petri_cup = No room: to your cup
learn-s-petri_end = The end and the winner
learn-s-petri_home = The first piece goes home
learn-s-petri_order = The order of checks
learn-s-petri_place = Roll, choose a die, place
learn-s-petri_players = Two to six players
learn-s-petri_realtime = Realtime captures
learn-s-petri_start = What you have and who starts
learn-s-release_rule = The release rule
learn-s-step = A step
learn-s-stops = Where a move may stop
learn-s-super_hops = Super hops
learn-s-target_lock = Target lock
learn-s-winning = Winning, places and draws
learn-start = Start
learn-state_done = done
learn-state_new = new
learn-state_next = next
learn-t-app_board = Click one of your marbles: the holes it can reach light up, and hovering one shows the hop path; click a hole to move, or the marble again to drop it. In Petri click the dice to roll, a die to use it, then the lit holes. The top bar has Undo, Redo, Hint (one good move, with why), turning the board and skipping an animation; the seat cards show who plays, how far each is (moves, marbles in the target) or their hand, board and cup. The last move of the player before you blinks. Keys: arrows or Tab and Enter pick holes, Escape drops, Space rolls, 1 or 2 chooses a die, B plays the best capture order, Ctrl+Z and Ctrl+Y undo and redo.
learn-t-app_lobby = Play online connects to a server (the square beside its name is green when connected, yellow while connecting, red when not). A tile per game mode says how many wait and play; one click takes a seat in a public room. Create a friends room to play with people you know, or Join by name with the room's name (Join plays, Watch looks on). Signed in to an account, quick games can be Rated: each mode has its own rating, a clock runs on every turn, and Leaderboards shows the best players of each mode, their rating's history and their games to replay. Live games lists the games being played: Watch opens one. How to play is one click away from the lobby too.
learn-t-app_menu = The ☰ menu holds the animation speed, facing the player (the board turns so the person to move sits at the bottom), How to play, Settings, Rematch, New game and the title screen; on a narrow window it also holds Undo, Redo, Hint and turning the board.
learn-t-app_new_game = Choose the game, the number of players, the rule set and who sits at each seat (you, a friend at this screen, or a computer from beginner to master). More rules lists the house rules, each with a ? that opens its page here; Advanced has the board size, the pieces and the seed. The board beside them shows how the game will start.
learn-t-app_results = When a game ends the results say who won and every place with how it finished. Rematch plays again with the same seats; Watch replay steps through the game (← → step, Home and End jump); Save record keeps it as a file. Every finished game is kept under Replays on the title screen.
learn-t-app_room = A waiting room shows its name (Copy it, or Copy link in the browser, to invite friends), a card per seat and the chat. In a game the room's card has Leave room (leaving a running game forfeits it), Propose a new game (everyone must agree) and Cancel the game once a player has vanished. A lost connection is retried by itself and puts you back in your seat. The square in the lower right lights up when it is your turn.
learn-t-app_settings = Settings (title screen or ☰ menu) has the volume, the theme, the animation speed, a symbol on each player's marbles for colour-blind players, the interface size and the board's colours. Themes can be added as folders and change every board, the diagrams here included. The game in progress is saved after every move: Continue on the title screen goes on with it.
learn-t-app_title = Play starts the game you set up last in one click; Continue goes on with an unfinished game; New game sets up another; Learn has these pages and the guided lessons; Play online finds other players; Replays shows finished games; Settings changes how the game looks and sounds.
learn-t-chain = After a hop you may hop again from where you landed, as often as you can, in any direction, over marbles of any colour: one move. You may stop after any hop. A move is either one step or hops, never both. Ladders of marbles, yours and the others', make long chains.
learn-t-forfeit = A player with no legal move passes, and the pass counts as a move. It happens when marbles are boxed in; in team games a player whose marbles are all in its target passes while the team-mate races.
learn-t-goal = Each player starts with marbles in a star point (a triangle), its home triangle, and races them across to the star point opposite, its target. Red, the first seat, moves first (this app's choice: printed rules let the youngest player or Black begin); then players take turns, one move each, going round to the left (clockwise). The first to fill its target with all its marbles wins.
learn-t-hop = A marble may hop over one marble right next to it, of any colour, into the empty hole directly behind, in a straight line. Nothing is captured: the marble hopped over stays.
learn-t-layouts = Two players start in opposite star points, three in every other one, four in two opposite pairs, six in all of them. Each player has a set of 10 marbles on the standard board (15 or 21 on the bigger boards; two players may play 15 on the standard board); the diagrams and lessons here use a small board with 6. Two players may each play two or three colour sets at once, three players two sets each, moving one marble of any of their sets a turn. With four or six players you may also play in teams (New game's Teams, off unless chosen): team-mates sit opposite, and a team finishes when both have every marble in their targets.
learn-t-occupied_target = A rule against blocking, printed in the rules of a wooden set and on in the family rules (the classic and online rules do not have it; New game's More rules turns it on): a player has finished when every hole of its target is full and at least one holds its own marble, even if another player's marble still sits there.
learn-t-petri_back = When your hand holds fewer pieces than the die you chose, you take that many of your pieces back from the board to your hand instead, choosing which (the printed rules say only "remove": back to the hand and your choice are this app's reading). If you run out of pieces to take back, your turn ends at once, with no captures; with too few in hand to place and none on the board to take back, it simply ends.
learn-t-petri_captures = After placing (or taking back), every piece in play is checked once. A piece with more enemy neighbours than friendly ones is crowded out. The enemies are the pieces of all the other players together, so a piece next to one blue and one green piece has 2 enemies; empty holes count for neither side, so a lone piece next to a single enemy falls (1 to 0). A crowded-out piece goes to the cup of the player whose turn it is, even one of that player's own pieces, and scores for that player. A tie stays. Hover a piece in a game to see its count.
learn-t-petri_cup = A piece that cannot be placed (no empty hole next to your pieces, or none left in your home triangle) goes straight to your own cup, and it counts for you there: the cup is your score.
learn-t-petri_end = The game ends when a player has no piece on the board and none in hand, or when the board is empty after everyone has had a turn. The player with the most pieces in the cup wins; equal counts share the win (this app's reading: the printed rules do not say). So that every game ends, this app also stops after 200 turns each (New game's Turn cap) and scores the cups as they stand.
learn-t-petri_home = While you have no piece on the board, the piece you place must go into an empty hole of your home triangle, the star point in your colour.
learn-t-petri_order = In the usual rules you check the pieces one at a time in the order you choose, and each capture changes the board for the checks after it. A better order captures more. Best order plays the order that captures most; you may also click pieces yourself. When no piece left to check can fall any more, the capture step ends by itself.
learn-t-petri_place = On your turn roll both dice and choose one. Place that many pieces from your hand, one at a time, each next to a piece of yours already on the board (pieces placed this turn count).
learn-t-petri_players = Petri is played by two to six players on the Chinese checkers board. With five, the star point opposite Red, the first seat, stays empty so the table stays even (this app's layout: the printed rules do not say).
learn-t-petri_realtime = In the Realtime variant every piece is judged on the same board at once, and all crowded-out pieces leave together: there is no order to choose.
learn-t-petri_start = Petri is Jonathan Leistiko's game of crowding out with dice. Every player starts with all its pieces in hand (10 on the standard board; the diagrams and lessons here use a small board with 6), an empty cup and a home triangle (the printed rules' home area), the star point in its colour. To find who starts, everybody rolls two dice: the highest total starts, tied players roll again (this app's reading: the printed rules only say to roll). Play then goes round to the left (clockwise).
learn-t-release_rule = A rule of the online rules against blocking: when a player cannot move any marble closer to its target and your marbles sit in that target, you must move one of those marbles out of it on your turn, if you can. There is no deadline: the rule binds on each turn the player is blocked, and only then. (The online rules only say that the blocker must release; when a player counts as blocked is this app's reading.)
learn-t-step = A step moves one marble to an empty hole next to it, in any of the six directions.
learn-t-stops = In the classic and family rules a move may end in any hole. In the online rules a move may end only in the middle or in the marble's own home triangle or target: hops may pass through the other star points, the empty ones included, but may not stop there.
learn-t-super_hops = A house rule, not in the printed rules and off unless chosen in New game: a marble may hop over a single marble at any distance along a line, landing as far behind it as it was in front, when every hole between is empty.
learn-t-target_lock = A rule printed in the rules of a wooden set and on in the family rules: once a marble is in its target, every move of it must end inside the target. Only where a move ends counts, so a chain of hops may pass out of the target and back in.
learn-t-winning = The first player with every marble in its target wins. What happens next depends on the rules. In the classic rules (the ones behind Play) the game goes on and the others race for the places behind. In the family and online rules the round is finished: the players after the winner still make their move of that round, so everyone has made the same number of moves, and all who finish in that round share first place. When every player shares first place the game is a draw, under any rules. New game's Finish the round turns this on or off. After the move cap (300 moves each by default) the players still racing share the last places.
learn-title = Learn
learn-wrong_default = Not that one: { $step }
learn-you = You

## level
level-beginner = beginner
level-easy = easy
level-hard = hard
level-master = master
level-medium = medium

## loading
loading-petri = Petri
loading-the_game_s_pictures_could = The game's pictures could not be loaded

## menu
menu-a_marble_in_its_target = a marble in its target may not leave it
menu-against_many = 
    { $n ->
        [one] you against { $n } computer
       *[other] you against { $n } computers
    }
menu-against_one = you against a { $level } computer
menu-back = Back
menu-board_size = Board size
menu-chinese_checkers_in_every_rule = Chinese checkers in every rule set, and the crowding-out dice game
menu-colour_sets_per_player = Colour sets per player
menu-continue = Continue
menu-continue_line = { $game } · { $players } players · move { $move }
menu-export = Export
menu-export_help_download = download it as a file
menu-export_help_folder = write it to the path below (a file or a folder)
menu-file_hint_folder = a record's path (.json) or text to import, or where to export
menu-file_hint_paste = paste a record's text (.json) here to import it
menu-finishing_with_an_opponent_s = finishing with an opponent's marble stuck in your target counts
menu-game = Game
menu-holes_per_side = holes per triangle side
menu-hop_over_a_marble_at = hop over a single marble at any distance, landing as far behind it, if the holes between are empty
menu-how_to_play = How to play
menu-import = Import
menu-imported_as = imported as { $name }
menu-learn = Learn
menu-move_cap = Move cap
menu-moves_per_player = { $n ->
    [one] move per player
   *[other] moves per player
}
menu-new_game = New game
menu-no_finished_games_yet_every = No finished games yet: every game you finish is kept here.
menu-occupied_target_counts = occupied target counts
menu-offered_as_download = { $file } offered as a download
menu-paste_a_record = paste the text of a record (it starts with {"{"})
menu-people_only = people only, at this screen
menu-pieces = Pieces
menu-pieces_per_player = per player
menu-pieces_per_set = per colour set (10, 15 or 21 on the standard board)
menu-play = Play
menu-play_line = { $game } · { $players } players · { $who }
menu-play_online = Play online
menu-players = Players
menu-puzzles = Puzzles
menu-quit = Quit
menu-records_kept_in_browser = Records are kept in this browser's local storage; exported files play in petri-cli replay <file> too. You can also drop a record file on the page.
menu-records_kept_in_folder = Records are kept in { $folder }; petri-cli replay <file> plays them too. You can also drop a record file on the window.
menu-release_rule = release rule
menu-release_rule_line = when a player cannot move closer to its target and your marbles sit in it, move one of them out
menu-replays = Replays
menu-saved = saved { $path }
menu-seats = Seats
menu-seed = Seed
menu-settings = Settings
menu-standard = standard
menu-start = Start
menu-super_hops = super hops
menu-target_lock = target lock
menu-teams = Teams
menu-theme = Theme:
menu-turn_cap = Turn cap
menu-turns_per_player = {" "}turns per player
menu-watch = Watch

## new
new-advanced = Advanced: board, pieces, seed
new-checkers_line = race your marbles across
new-classic = Classic
new-classic_line = Hop anywhere; after the winner, play on for the places.
new-colour_help = { $colour }: click for another colour
new-computer = Computer
new-computer_help = a computer plays this seat at this level
new-computers = 
    { $n ->
        [one] { $n } computer
       *[other] { $n } computers
    }
new-computers_none = no computers
new-family = Family
new-family_line = A marble in its target stays there; the round is finished, so everyone moves as often.
new-finish_round = Finish the round
new-finish_round_line = when someone finishes, the others still move this round (first places may be shared); off: play on for places
new-more_rules = More rules
new-name = name
new-online = Online
new-online_line = Moves end in your own triangles only; no blocking a target (release rule); the round is finished, equal moves draw.
new-own_triangles = Own triangles only
new-own_triangles_line = a move may end only in the middle, the marble's home triangle or its target
new-person = Person
new-petri_line = crowd out with the dice
new-players_n = 
    { $n ->
        [one] { $n } player
       *[other] { $n } players
    }
new-realtime = Realtime captures
new-realtime_line = every crowded-out piece goes at once, not one at a time in the mover's order
new-rules = Rules
new-seed_line = the same seed, the same dice and computer choices
new-sequential = Sequential captures
new-sequential_line = The mover checks pieces for capture one at a time, in an order of their choice.
new-summary = { $game } · { $players } players · { $computers }
new-summary_realtime = realtime captures
new-summary_rules = { $game } ({ $rules })
new-teams_line = partners sit opposite; both must finish

## notice
notice-no_legal_move = this marble has no move now
notice-no_saved_game = there is no saved game to resume
notice-no_undo_online = online games have no undo
notice-not_your_turn = wait: it is { $seat }'s turn
notice-nothing_to_redo = nothing to redo
notice-nothing_to_remove = { $seat } has nothing left to take back
notice-nothing_to_remove_you = You have nothing left to take back
notice-nothing_to_undo = nothing to undo
notice-pick_a_marble_first = pick one of your marbles first
notice-language_bad_code = “{ $code }” is not a language code (for example de, pt-BR)
notice-language_failed = The language { $code } cannot be used ({ $error }); the language stays as it was.
notice-pieces_to_cup = 
    { $count ->
        [one] { $count } of { $seat }'s pieces had no hole and went to its cup
       *[other] { $count } of { $seat }'s pieces had no hole and went to its cup
    }
notice-pieces_to_cup_you = 
    { $count ->
        [one] { $count } of your pieces had no hole and went to your cup
       *[other] { $count } of your pieces had no hole and went to your cup
    }
notice-seat_home_passes = { $seat } has finished and passes until the team-mate has finished too
notice-seat_passes = { $seat } has no move and passes
notice-seat_starts = { $seat } starts
notice-you_home_pass = You have finished and pass until your team-mate has finished too
notice-you_pass = You have no move and pass
notice-you_start = You start

## online
online-account = Your account
online-account_help = Guests play casual games. Sign in, or create an account with a name of your own, to play rated games and appear on the leaderboard.
online-account_name = name (3–20 letters)
online-add_computer = Add computer
online-anonymous = Player
online-bad_snapshot = the room's game cannot be shown: { $why }
online-cancel_game = Cancel the game
online-cancel_help = A player vanished: ask the others to end this game (for instance to start a new one).
online-cancelled = the game was cancelled
online-casual = Casual
online-casual_help = Quick games are casual: nothing is rated (still with a clock: 30 s a turn, a minute in reserve).
online-chat = Chat
online-chat_unread = Chat ({ $n } new)
online-computer = computer, { $level }
online-connect = Connect
online-connected_to = connected to { $url }
online-connecting_to = connecting to { $url }…
online-copy = Copy
online-copy_help = Copy the room's name, then paste it to your friends in a message or a mail.
online-copy_link = Copy link
online-copy_link_help = Copy { $link }: whoever opens it joins this room.
online-counts = { $waiting } waiting · { $playing } playing
online-counts_unknown = connect to see who plays
online-create = Create
online-create_account = Create account
online-create_friends_room = Create a friends room
online-create_help = A room of your own: share its name, and friends join it.
online-disconnect = Disconnect
online-disconnected = not connected
online-error-bad_login = wrong name or password
online-error-bad_message = the server did not understand that request
online-error-illegal_move = the server refused the move (or your time ran out)
online-error-name_taken = an account has that name (or one that looks the same): choose another
online-error-not_allowed = that is not yours to do here (in a friends room, only its creator adds computers)
online-error-not_found = there is no such player or rated game
online-error-not_in_room = you are not in a room any more
online-error-not_your_turn = it is not your turn
online-error-rate_limited = too many requests: wait a moment and try again
online-error-room_full = that room is full (you may watch it)
online-error-room_not_found = there is no room of that name: check it and try again
online-error-stale = the game moved on meanwhile: here it is as it is now
online-error-unavailable = the server cannot do that right now: try again in a moment
online-error-vote_refused = no vote can be held now
online-free_seat = free seat
online-friends_room = Friends room
online-gone = connection lost
online-here = here
online-join = Join
online-join_by_name = Join by name
online-join_help = The eight letters and digits a friend gave you.
online-leads = { $who } leads
online-leave = Leave room
online-live = Live games
online-lost_line = The connection to { $url } was lost. Next try in { $secs } s.
online-lost_line_now = The connection to { $url } was lost. Trying again now…
online-lost_retrying = connection lost; trying again in { $secs } s
online-mode = { $rules }, { $players } players
online-more_modes = More modes
online-new_game = Propose a new game
online-new_game_help = Everyone in the room must agree; each player gets new colours.
online-no = No
online-no_chat = Nothing said yet. Only the players in this room read this.
online-no_server = No server answers at { $url }. Start petri-server there, or choose another region (the regions are listed in settings.ron). Next try in { $secs } s.
online-no_server_at = no server at { $url }
online-no_server_now = No server answers at { $url }. Start petri-server there, or choose another region (the regions are listed in settings.ron). Trying again now…
online-nobody_leads = nobody leads
online-not_connected = not connected: your move was not sent
online-not_your_turn = not your turn
online-out_of_time = { $name } ran out of time
online-over = the game is over
online-password = password (8 or more)
online-paste = Paste
online-paste_here = paste a room name
online-players_n = 
    { $n ->
        [one] { $n } player
       *[other] { $n } players
    }
online-playing = playing
online-problem_detail = What the connection said: { $why }
online-public_help = A seat in a room of that kind with a free seat; the game starts when the room is full.
online-public_room = Public room
online-quick_game = Quick game
online-rated = Rated
online-rated_help = Quick games are rated: against other accounts, with a clock (30 s a turn, a minute in reserve).
online-rating = rating in this mode (a "?": provisional, still settling)
online-reconnecting_to = connection lost, reconnecting to { $url }…
online-region = Region
online-room = Room
online-say = say something
online-send = Send
online-share_help = Send the name (or the link) to your friends: it opens this room.
online-sign_in = Sign in
online-sign_out = Sign out
online-signed_in = Signed in as { $name }
online-status = status
online-status_help = Show who leads (agree with the others whether to look).
online-tile = { $rules } · { $players }
online-tiles_offline = These games need a server: they can be chosen once the game is connected to one (above).
online-title = Play online
online-vanished = vanished
online-vote_cancel = vote to cancel the game: { $yes } of { $needed }
online-vote_closed = the vote ended without agreement
online-vote_computer = vote to give the vanished seat to a computer: { $yes } of { $needed }
online-vote_new_game = vote for a new game: { $yes } of { $needed }
online-waiting_n_of_m = Waiting for players: { $n } of { $m } seated
online-watch = Watch
online-watch_live = Watch
online-watching = you are watching
online-winners = Winners:
online-yes = Yes
online-you = (you)
online-your_name = Your name
online-your_turn = your turn

## preset
preset-classic = classic
preset-family = family
preset-online = online
preset-petri = Petri
preset-petri_realtime = Petri realtime

## puzzles
puzzles-about_crossing = Ten marbles across the empty board. Levenspiel did it alone in 27 moves (1971); G. I. Bell proved by computer that nobody can do it in fewer (2009).
puzzles-about_home = Only your marbles move: bring every one into the target in the fewest moves.
puzzles-about_order = A capture step from a real game: find the order of checks that captures the most.
puzzles-about_roll = A roll: choose the die, place the pieces, then check them, capturing the most.
puzzles-answer = A best answer: { $moves }
puzzles-band_easy = Easy
puzzles-band_hard = Hard
puzzles-band_medium = Medium
puzzles-count_captures = Captured { $n } · the best captures { $par }
puzzles-count_moves = Moves { $n } · par { $par }
puzzles-daily = Daily puzzle
puzzles-hint = Try { $action }
puzzles-hint_off_line = The hint follows the published line: Retry to follow it again
puzzles-kind_crossing = Classic crossings
puzzles-kind_home = To the target in the fewest moves
puzzles-kind_order = The order of checks
puzzles-kind_roll = The best roll
puzzles-loading = Loading the puzzles…
puzzles-next = Next puzzle
puzzles-play = Play
puzzles-rating = Rating { $rating }
puzzles-rating_about = Your puzzle rating (Glicko-2): each puzzle's first finish counts as a game against it — three stars without a hint win, two stars (or three with a hint) draw, anything else or the answer loses. Easy puzzles are rated 1200, medium 1500, hard 1800. A "?" means it is still settling.
puzzles-rating_change = Puzzle rating { $rating } ({ $change })
puzzles-rating_kept = Puzzle rating { $rating } (only a puzzle's first finish is rated)
puzzles-retry = Retry
puzzles-show_answer = Answer
puzzles-solved = { $solved } of { $total } puzzles solved
puzzles-from_mod = Mod: { $name }
puzzles-stars_1 = Solved. The par is better: try again for three stars.
puzzles-stars_2_moves = One move over the par: two stars.
puzzles-stars_2_captures = One capture short of the par: two stars.
puzzles-stars_3 = The par: three stars!
puzzles-task_crossing = 
    { $par ->
        [one] Bring all ten across in { $par } move
       *[other] Bring all ten across in { $par } moves
    }
puzzles-task_crossing_two = 
    { $par ->
        [one] Move both colours: bring one colour across, the game over in { $par } move
       *[other] Move both colours: bring one colour across, the game over in { $par } moves
    }
puzzles-task_home = 
    { $par ->
        [one] Bring every marble into the target in { $par } move
       *[other] Bring every marble into the target in { $par } moves
    }
puzzles-task_order = 
    { $par ->
        [one] Capture { $par } piece in this capture step
       *[other] Capture { $par } pieces in this capture step
    }
puzzles-task_roll = 
    { $par ->
        [one] Capture { $par } piece with this roll
       *[other] Capture { $par } pieces with this roll
    }
puzzles-title = Puzzles

## ranking
ranking-bad_record = The record of { $game } cannot be used: { $error }
ranking-days_ago = 
    { $n ->
        [one] { $n } day ago
       *[other] { $n } days ago
    }
ranking-empty = Nobody has played a rated game of this mode in the last 30 days. Sign in and play one: quick games are rated when you choose Rated.
ranking-games = 
    { $n ->
        [one] { $n } rated game
       *[other] { $n } rated games
    }
ranking-history = Rating: { $mode }
ranking-hours_ago = { $n } h ago
ranking-just_now = just now
ranking-keep = Save to Replays
ranking-kept = { $game } is among your Replays
ranking-loading = Asking the server…
ranking-minutes_ago = { $n } min ago
ranking-more_modes = More modes
ranking-no_games = No rated games yet.
ranking-no_store = this game has nowhere to keep records
ranking-offline = Connect to a server to see its leaderboards.
ranking-oldest_newest = each rated game, oldest to newest
ranking-open = Leaderboards
ranking-open_player = Their ratings and games
ranking-recent = Recent rated games
ranking-replay = Replay
ranking-title = Leaderboard
ranking-your_page = Your page

## results
results-hide = Look at the board
results-line = 
    { $moves ->
        [one] { $game } · { $moves } move played
       *[other] { $game } · { $moves } moves played
    }
results-new_game = New game
results-propose_rematch = Propose a rematch
results-save = Save record
results-save_help = write the game's record to a file (a download in the browser); it is kept in Replays too
results-shared = shared place
results-show = Results
results-vote_running = A vote is under way: answer it in the room.
results-watch = Watch replay
results-win_shared = { $names } share the win!
results-wins = { $name } wins!

## review
review-best_was = The engine's move: { $best }
review-blunder = a blunder
review-button = Review
review-cannot = This game cannot be reviewed: { $why }
review-good = good
review-graph_petri = Bold: cups · faint: pieces in play
review-inaccuracy = an inaccuracy
review-making = The engine looks at every move: { $done } of { $total }
review-mistake = a mistake
# A seat's accuracy on a phone's one line (seats are joined with " · ").
review-seat_short = { $name } { $accuracy }%
review-seat_line = { $name }: accuracy { $accuracy }% · { $inaccuracies ->
        [one] { $inaccuracies } inaccuracy
       *[other] { $inaccuracies } inaccuracies
    } · { $mistakes ->
        [one] { $mistakes } mistake
       *[other] { $mistakes } mistakes
    } · { $blunders ->
        [one] { $blunders } blunder
       *[other] { $blunders } blunders
    }
review-start = The start: click the graph or step with ◀ ▶ to see each move judged.
review-title = Engine review
review-turn =
    { $loss ->
        [one] { $name } played { $played }: { $mark } (loses { $loss } row); the engine: { $best }
       *[other] { $name } played { $played }: { $mark } (loses { $loss } rows); the engine: { $best }
    }
review-turn_petri =
    { $loss ->
        [one] { $name } played { $played }: { $mark } (loses { $loss } piece); the engine: { $best }
       *[other] { $name } played { $played }: { $mark } (loses { $loss } pieces); the engine: { $best }
    }
review-turn_best = { $name } played { $played }: the engine's own move
review-turn_forced = { $name } played { $played }: the only move

## seat
seat-computer = Computer ({ $level })
seat-computer_short = computer, { $level }
seat-computer_default = Computer
seat-human = Human
seat-human_short = human
seat-lesson_short = the lesson plays
seat-puzzle_short = stands still
seat-remote = Online player
seat-remote_short = online
seat-replayed_short = replay
seat-you = You

## settings
settings-a_symbol_on_each_player = a symbol on each player's marbles
settings-add_your_own_copy_a = Add your own: copy a folder in assets/themes (see its README).
settings-animations = Animations
settings-board = Board
settings-close = Close
settings-colour_blind_help = Colour-blind help
settings-colour_the_start_triangles_not = colour the home triangles, not the targets (Chinese checkers)
settings-defaults = Defaults
settings-interface_size = Interface size
settings-language = Language
settings-living_title = Living title board
settings-living_title_line = computers play slowly behind the title; off, the board stands still and the game rests
settings-living_title_software = Living board without a graphics card
settings-living_title_software_line = This window is drawn by the processor ({ $renderer }), so it is kept light: the living board (which would keep much of a core busy) stands still unless this is on, and edges are drawn without smoothing.
settings-loading_more = loading…
settings-mute = mute
settings-settings = Settings
settings-sound = Sound
settings-theme = Theme
settings-times_speed = × speed
settings-turn_line = the board turns so the person to move sits at the bottom
settings-turn_to_face_the_player = turn to face the player to move
settings-volume = volume

## theme
theme-classic = Classic wood
theme-contrast = High contrast
theme-glass = Glass on dark

# A list of names or clauses, put together as CLDR's list patterns do: two items with
# `list-two`; more with `list-middle` between the first ones and `list-end` before the last
# ("A, B, and C").
list-two = { $a } and { $b }
list-middle = { $a }, { $b }
list-end = { $a }, and { $b }

# The Mods sheet (Settings → Mods…).
settings-mods = Mods…
mods-title = Mods
mods-add = Add a mod…
mods-remove = Remove
mods-where = Put a mod’s folder or its .zip in { $dir }. A mod lower in the list replaces the files of the mods above it and the game’s own.
mods-where_web = Add a mod’s .zip with the button below or drop it on the page. Mods are kept in this browser. A mod lower in the list replaces the files of the mods above it and the game’s own.
mods-none = No mods yet. Make one with petri-cli mod new, as assets/mods/README.md explains.
mods-none_web = No mods yet. Add a mod’s .zip, or make one with petri-cli mod new, as assets/mods/README.md explains.
mods-same_id = Kept off: another mod above it has the id { $id }.
mods-needs = Kept off: it needs the mod { $id } ({ $version }) turned on above it in the list.
mods-base = Petri { $version }: the game’s own themes, languages, lessons and puzzles, under every mod.
mods-up = Move up
mods-down = Move down
mods-version = version { $version }
mods-by = by { $author }
mods-problems = Kept off: { $n ->
        [one] a problem
       *[other] { $n } problems
    }
mods-themes =
    { $n ->
        [one] { $n } theme
       *[other] { $n } themes
    }
mods-languages =
    { $n ->
        [one] { $n } language
       *[other] { $n } languages
    }
mods-puzzles =
    { $n ->
        [one] { $n } puzzle
       *[other] { $n } puzzles
    }
mods-sounds =
    { $n ->
        [one] { $n } sound
       *[other] { $n } sounds
    }
mods-pictures =
    { $n ->
        [one] { $n } picture
       *[other] { $n } pictures
    }
mods-lessons = lessons

# A finished game's line in Replays, the title's Continue line, a seat's score in the results.
replays-summary = { $game }: { $who } — { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
replays-unnamed = { $n ->
        [one] { $n } player
       *[other] { $n } players
    }
menu-resume_line = { $game }, { $names } — { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
results-home_in = home in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
results-not_home = not home
results-cup = { $n ->
        [one] { $n } piece in the cup
       *[other] { $n } pieces in the cup
    }

# The teams lesson (four players, team-mates opposite).
learn-l-teams = Teams
learn-l-teams_about = Four players in two teams finish together
learn-l-teams_1 = Four players, in two teams: team-mates sit opposite, so your team-mate starts in your target and races to your home (its marble is lit too). Step your last marble into your target
learn-l-teams_2 = Every marble of yours is home, but your team-mate is still on the way, and a team finishes only when both are home. Until then you have no move but a pass; the game passes for you
learn-l-teams_want = Step the lit marble into the last empty hole of your target
learn-l-teams_done = Your team wins when your team-mate is home too; until then you pass each turn.

# The theme editor (Settings → Edit theme…): the theme on screen's colours with pickers, the
# board redrawn as they change, and Export as mod.
settings-edit_theme = Edit theme…
theme_editor-title = Theme editor
theme_editor-about = Each colour changes the board at once. Export as mod makes a .zip that any player can add.
theme_editor-name = Name
theme_editor-copy_name = My { $name }
theme_editor-colours = Colours
theme_editor-background = Table
theme_editor-board = Board
theme_editor-board_edge = Board’s edge
theme_editor-hole = Holes
theme_editor-highlight = Highlight
theme_editor-hint = Hint
theme_editor-accent = Accent
theme_editor-pictures = Pictures (from { $theme })
theme_editor-drop_picture = Choose a picture, then drop a PNG on the window to put it in its place (or drop marble.png, dice.png… named after one).
theme_editor-drop_picture_web = Choose a picture, then drop a PNG on the page to put it in its place (or drop marble.png, dice.png… named after one).
theme_editor-picture_yours = { $slot }: your picture
theme_editor-picture_which = Which picture should { $file } replace? Choose one in the theme editor first.
theme_editor-picture_put = { $slot }: { $file } put in its place.
theme_editor-picture_refused = { $file } was not used: { $error }
theme_editor-export = Export as mod
theme_editor-exported = Exported: { $file }. It is in Settings → Mods; add the .zip to another player’s mods to share it.
theme_editor-downloaded = Downloaded: { $file }. Drop it on another player’s page to share it.
theme_editor-export_failed = The theme cannot be exported: { $error }
