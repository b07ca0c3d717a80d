# Español: traducción de Petri (véase README.md en esta carpeta).
# Cada línea es `id = texto`; `{ $name }` es un valor que pone el juego, y
# `{ $n -> [one] … *[other] … }` elige la forma según el número (reglas de plural de CLDR).
# El juego busca un texto como `grupo.nombre`; aquí el punto se escribe `-`.

language-name = Español


## colour
colour-red = Rojo
colour-blue = Azul
colour-green = Verde
colour-yellow = Amarillo
colour-purple = Morado
colour-black = Negro
colour-cyan = Cian
colour-pink = Rosa
colour-white = Blanco
colour-orange = Naranja

## explain
explain-already_checked = esta ficha ya se ha comprobado: cada ficha se comprueba una vez por turno
explain-bad_die = { $value } no es un valor de dado (de 1 a 6)
explain-best_order = usa el mejor orden: captura { $n }
explain-check_rest = comprueba el resto: ya no puede caer nada más
explain-check_this = comprueba esta ficha: { $count }
explain-count_checked = 
    { $enemies ->
        [one] { $enemies } enemiga
       *[other] { $enemies } enemigas
    } · { $friends ->
        [one] { $friends } amiga
       *[other] { $friends } amigas
    } — comprobada, se queda
explain-count_falls = 
    { $enemies ->
        [one] { $enemies } enemiga
       *[other] { $enemies } enemigas
    } · { $friends ->
        [one] { $friends } amiga
       *[other] { $friends } amigas
    } — cae ahora
explain-count_safe = 
    { $enemies ->
        [one] { $enemies } enemiga
       *[other] { $enemies } enemigas
    } · { $friends ->
        [one] { $friends } amiga
       *[other] { $friends } amigas
    } — a salvo
explain-count_tie = 
    { $enemies ->
        [one] { $enemies } enemiga
       *[other] { $enemies } enemigas
    } · { $friends ->
        [one] { $friends } amiga
       *[other] { $friends } amigas
    } — a salvo (con empate se queda)
explain-die_nothing = Usa el { $value }: nada que colocar ni retirar
explain-die_place = 
    { $value ->
        [one] Usa el { $value }: coloca { $value } ficha
       *[other] Usa el { $value }: coloca { $value } fichas
    }
explain-die_take_back = Usa el { $value }: retira { $value }
explain-empty_hole = aquí no hay ninguna canica
explain-first_roll = { $rolls }: { $starts }
explain-first_roll_tie = { $rolls }: empate, { $seats } vuelven a tirar
explain-foreign_triangle = una jugada solo puede terminar en el centro, en el triángulo de salida de esta canica o en su destino, no en otra punta de la estrella
explain-game_over = la partida ha terminado
explain-hint = Pista: { $why }
explain-hint_glowing = haz la jugada que brilla
explain-how_hop = un salto
explain-how_hops = 
    { $hops ->
        [one] { $hops } salto
       *[other] { $hops } saltos
    }
explain-how_step = un paso
explain-into_target = { $why }, hasta su destino
explain-move_why = { $how }, { $rows }
explain-must_move = tienes una jugada, así que no puedes pasar
explain-must_pass = no tienes ninguna jugada y debes pasar
explain-not_a_hop_path = estos saltos no llevan aquí
explain-not_reachable = ningún paso ni cadena de saltos lleva aquí: una canica da un paso a una casilla contigua, o salta sobre una canica a la casilla vacía justo detrás
explain-not_rolled = los dados muestran { $a } y { $b }, no { $value }
explain-not_your_marble = esta canica es de { $seat }, no tuya
explain-nothing_to_check = aquí no hay ninguna ficha que comprobar
explain-now_check = primero comprueba qué fichas se capturan
explain-now_choose_die = primero elige uno de los dados
explain-now_move = mueve una canica
explain-now_place = primero coloca tus fichas
explain-now_remove = primero retira tus fichas
explain-now_roll = primero tira los dados
explain-occupied = esta casilla está ocupada: una canica se mueve a una casilla vacía
explain-place_crowds = 
    { $n ->
        [one] coloca aquí: una ficha enemiga queda rodeada
       *[other] coloca aquí: { $n } fichas enemigas quedan rodeadas
    }
explain-place_first = coloca aquí, en tu triángulo de salida: no tienes ninguna ficha en el tablero
explain-place_home = mientras no tengas ninguna ficha en el tablero, la ficha va en tu triángulo de salida (el triángulo de tu color)
explain-place_near_own = coloca aquí: junto a { $n } de tus fichas
explain-place_next_to_own = las fichas van junto a tus propias fichas
explain-place_occupied = esta casilla está ocupada: las fichas van en casillas vacías
explain-release_rule = { $seat } está bloqueado y tus canicas ocupan su destino: en este turno, saca una de ellas — regla de liberación
explain-remove_crowded = retira esta ficha: está rodeada y caería
explain-remove_not_yours = esta ficha es de { $seat }: retira una de las tuyas
explain-remove_own = retira una de tus propias fichas
explain-rolled = { $who }: { $a } + { $b } = { $sum }
explain-rows_back = 
    { $rows ->
        [one] { $rows } fila atrás
       *[other] { $rows } filas atrás
    }
explain-rows_forward = 
    { $rows ->
        [one] { $rows } fila adelante
       *[other] { $rows } filas adelante
    }
explain-rows_sideways = de lado
explain-same_hole = la canica ya está aquí: elige otra casilla
explain-target_lock = una canica en su destino no puede salir de él — destino cerrado
explain-waiting_for_mate = todas las canicas de { $seat } están en su destino: pasa hasta que { $mate } también termine
explain-waiting_for_mate_you = todas tus canicas están en tu destino: pasas hasta que { $mate } también termine
explain-you = Tú

## game
game-checkers = Damas chinas
game-petri = Petri

## hud
hud-a_draw = Empate
hud-animations = Animaciones
hud-b_the_order_that_captures = B: el orden que más captura
hud-back = atrás (←)
hud-best_order = Mejor orden
hud-by_default_each_target_triangle = En las damas chinas, por defecto cada triángulo de destino lleva el color de su conjunto de color; esto colorea en su lugar los triángulos de salida. Petri siempre colorea los triángulos de salida
hud-check_the_rest = Comprobar el resto
hud-close = Cerrar
hud-colour_start_triangles = colorear triángulos de salida
hud-ctrl_y = Ctrl+Y
hud-ctrl_z = Ctrl+Z
hud-face_the_player = hacia quien mueve
hud-forward = adelante (→)
hud-hint = Pista
hud-how_to_play_more = Cómo jugar…
hud-leads = en cabeza
hud-menu = ☰ Menú
hud-new_game_more = Nueva partida…
hud-online_room = Volver a la sala
hud-petri_counts = mano { $hand } · tablero { $board } · vaso { $cup }
hud-prompt_choose_die = { $who }: elige un dado (haz clic en él o pulsa 1 o 2)
hud-prompt_first_roll = { $who }: tira para el primer turno (haz clic en los dados o pulsa Espacio)
hud-prompt_move = { $who }: elige una canica y luego una casilla
hud-prompt_order_captures = { $who }: comprueba las fichas para capturar en el orden que quieras, o usa el mejor orden
hud-prompt_order_yourself = { $who }: comprueba las fichas para capturar, una a una, en el orden que quieras
hud-prompt_place = 
    { $left ->
        [one] { $who }: coloca { $left } ficha más
       *[other] { $who }: coloca { $left } fichas más
    }
hud-prompt_playing = { $who } está jugando
hud-prompt_remote = esperando a { $who }…
hud-prompt_remove = 
    { $left ->
        [one] { $who }: retira { $left } ficha más
       *[other] { $who }: retira { $left } fichas más
    }
hud-prompt_roll = { $who }: tira los dados (haz clic en ellos o pulsa Espacio)
hud-prompt_thinking = { $who } está pensando…
hud-quit = Salir
hud-race = 
    { $moves ->
        [one] { $moves } jugada · en destino { $home }/{ $total }
       *[other] { $moves } jugadas · en destino { $home }/{ $total }
    }
hud-redo = Rehacer
hud-rematch = Revancha
hud-replay_progress = Repetición: jugada { $at } de { $total }
hud-roll_the_dice = Tirar los dados
hud-seat_kind = puesto { $seat } · { $kind }
hud-settings_more = Ajustes…
hud-skip_space = omitir (Espacio)
hud-thinking_more = pensando…
hud-title_checkers = 
    { $players ->
        [one] Damas chinas — { $players } jugador
       *[other] Damas chinas — { $players } jugadores
    }
hud-title_petri = Petri — { $captures }
hud-title_screen = Inicio
hud-to_the_end_end = al final (Fin)
hud-to_the_start_home = al principio (Inicio)
hud-turn_the_board = girar el tablero
hud-undo = Deshacer
hud-use_die = Usar el { $value }

## learn
learn-again = Otra vez
learn-from_mod = Mod: { $name }
learn-card_title = { $lesson } · etapa { $at } de { $total }
learn-d-chain = Una cadena: salta una y otra vez en una sola jugada, aquí 4 saltos, sobre canicas de cualquier color
learn-d-draw = Reglas familiares: terminas primero, pero la ronda se completa: Azul termina con el mismo número de jugadas, así que los dos comparten el primer lugar, un empate
learn-d-forfeit = La única canica de Azul está encerrada: sin jugada, Azul pasa (pasar cuenta como jugada)
learn-d-goal = Lleva tus canicas a través del tablero hasta la punta de la estrella opuesta, tu destino
learn-d-hop = Un salto: sobre una canica contigua hasta la casilla vacía de detrás, 1 salto
learn-d-layouts = Seis jugadores llenan todas las puntas; cuatro dejan vacías dos opuestas; tres empiezan en puntas alternas; dos empiezan uno frente al otro
learn-d-lock = Destino cerrado: una canica en su destino no puede salir de él
learn-d-lock_inside = Moverse dentro del destino sigue estando permitido
learn-d-occupied = Todas las casillas de tu destino están llenas y una tiene una canica de Azul: con la regla del destino ocupado, has terminado
learn-d-petri_back = Sacaste un 3 con 2 fichas en la mano: en su lugar, retiras 3 de las tuyas a la mano
learn-d-petri_count = 3 enemigas contra 1 amiga: esta ficha queda rodeada y cae
learn-d-petri_cup = No hay ninguna casilla vacía junto a tu ficha: las 2 fichas que no puedes colocar van a tu vaso
learn-d-petri_end = Se captura la última ficha de Azul: 1 captura, y Azul no tiene nada en juego ni en la mano, así que la partida termina
learn-d-petri_first_place = Empieza Rojo: usa el 2 y coloca su primera ficha en su triángulo de salida, y la siguiente a su lado
learn-d-petri_first_roll = Todos tiran; empieza el total más alto
learn-d-petri_five = Cinco jugadores: la punta de arriba queda vacía
learn-d-petri_home = Si aún no tienes ninguna ficha en el tablero, tu ficha debe ir a tu triángulo de salida
learn-d-petri_next = Cada ficha va junto a una de tus fichas
learn-d-petri_order_better = Este orden: primero tu propia ficha, luego las azules: 3 capturadas, todas a tu vaso
learn-d-petri_order_worse = Este orden: primero una ficha azul: 2 capturadas, y tu ficha rodeada sobrevive
learn-d-petri_realtime = Tiempo real: cada ficha se juzga sobre el mismo tablero, y las 2 fichas rodeadas caen juntas
learn-d-petri_tie = 2 enemigas contra 2 amigas: empate, la ficha se queda
learn-d-release = Azul no puede acercarse más y tus canicas ocupan su destino (tu triángulo de salida): la regla de liberación te obliga a sacar una de ellas
learn-d-release_free = Una de ellas sale con un paso: Azul puede seguir avanzando
learn-d-step = Un paso: una canica se mueve a una de las seis casillas contiguas
learn-d-stops = Reglas online: una jugada solo puede terminar en el centro, en el triángulo de salida de la canica o en su destino, y esta punta vacía no es ninguno de ellos (los saltos sí pueden pasar por ella)
learn-d-super = Supersalto: sobre una canica lejana, aterrizando igual de lejos detrás de ella, 1 salto
learn-diagrams_in_learn = Aprender, en la pantalla de inicio, muestra cada regla en un tablero de verdad.
learn-how_to_play = Cómo jugar
learn-lesson_line = { $state } · { $game } · { $about }
learn-l-chain = Una cadena de saltos
learn-l-chain_1 = Salta con la canica iluminada hasta la casilla iluminada más lejana: sobre una canica, luego sobre la siguiente, y así, en una sola jugada (elige la canica y luego esa casilla)
learn-l-chain_about = Salta una y otra vez en una jugada
learn-l-chain_done = 4 saltos en una jugada. Cadenas así ganan carreras.
learn-l-chain_stop = Detén una cadena a mitad de camino
learn-l-chain_stop_1 = Puedes detener una cadena de saltos tras cualquier salto: elige la canica y haz clic en la casilla donde quieres que se detenga. La cadena de la canica iluminada sube 2 saltos hasta la casilla iluminada y luego vuelve hacia abajo y hacia un lado. Detenla en la casilla iluminada, tras 2 saltos: ahí queda 4 filas más cerca de tu destino, y seguir saltando te haría perder 2 filas
learn-l-chain_stop_about = Termina una cadena tras cualquier salto
learn-l-chain_stop_done = 2 saltos, 4 filas más cerca de tu destino; la cadena entera, 4 saltos, solo habría ganado 2. Cuenta las filas, no los saltos.
learn-l-chain_stop_want = Detenla en la casilla iluminada, tras 2 saltos: los saltos siguientes vuelven hacia abajo
learn-l-endgame = El final de la partida
learn-l-endgame_1 = El destino cerrado está activado (reglas familiares): una canica en su destino solo puede moverse dentro de él. Intenta sacar tu canica iluminada con un paso a la casilla iluminada: se rechaza. Después llena la punta: sube a ella la canica que está justo debajo de la punta vacía
learn-l-endgame_2 = Ahora mete tu última canica con un salto, sobre la canica iluminada, en la casilla que dejaste: todas las canicas en el destino
learn-l-endgame_about = Llena primero las casillas más profundas; intenta saltarte el destino cerrado
learn-l-endgame_done = Todas en el destino, y la última jugada de Azul en la ronda no le bastó para terminar: ganas. Llenar primero las casillas profundas deja sitio a las últimas canicas.
learn-l-game = Tu primera partida
learn-l-game_1 = Compite contra una IA principiante para llegar a tu destino en un tablero pequeño (6 canicas cada uno). Pista (barra superior) muestra una buena jugada si te atascas
learn-l-game_about = Una partida corta completa contra una IA principiante
learn-l-game_done = Eso fue una partida completa. Nueva partida tiene todos los conjuntos de reglas y tableros.
learn-l-hop = Un salto
learn-l-hop_1 = Salta: elige la canica iluminada de atrás y luego la casilla iluminada tras la canica que tiene delante
learn-l-hop_2 = Salta otra vez: elige una de tus canicas y haz que salte sobre una canica contigua a la casilla vacía de detrás
learn-l-hop_about = Salta sobre una canica contigua
learn-l-hop_done = Puedes saltar sobre canicas de cualquier color, no solo las tuyas, y no se captura nada.
learn-l-ladder = Construye una escalera
learn-l-ladder_1 = Lleva con un paso la canica iluminada a la casilla iluminada: será un peldaño sobre el que saltar
learn-l-ladder_2 = Ahora usa la escalera: salta con la canica iluminada de atrás hasta la casilla iluminada, sobre la canica que tiene delante y luego de lado sobre tu peldaño: 2 saltos en una jugada
learn-l-ladder_about = Coloca canicas para que las demás salten sobre ellas
learn-l-ladder_done = Canicas separadas por una casilla forman escaleras para las de atrás.
learn-l-occupied = Un destino ocupado
learn-l-occupied_1 = La canica de Azul está en la punta de tu destino y no saldrá. Con la regla del destino ocupado (activada en las reglas familiares) terminas cuando todas las casillas de tu destino están llenas y una tiene una canica tuya: mueve tu canica iluminada a la última casilla vacía
learn-l-occupied_about = Termina aunque una canica se atasque en tu destino
learn-l-occupied_done = Terminaste con la canica de Azul aún en tu destino y una de las tuyas aún en tu salida: con esta regla, bloquear un destino no compensa. La última jugada de Azul en la ronda no le bastó para terminar: ganas.
learn-l-pass = Sin jugada: pasar
learn-l-pass_1 = Tu única canica está encerrada: no tiene ninguna casilla vacía contigua ni ninguna a la que saltar. Sin jugada debes pasar; el juego pasa por ti, y pasar cuenta como una de tus jugadas
learn-l-pass_2 = Pasaste. Luego Azul apartó una canica, así que ahora tienes una jugada y no puedes pasar: mueve tu canica
learn-l-pass_about = Quien no tiene jugada pasa
learn-l-pass_done = Pasar cuenta como jugada, y solo pasas cuando no tienes ninguna jugada.
learn-l-petri_crowd = Rodea una ficha
learn-l-petri_crowd_1 = Tira los dados (haz clic en ellos o pulsa Espacio)
learn-l-petri_crowd_2 = Usa un 1: coloca una ficha
learn-l-petri_crowd_3 = Colócala en la casilla iluminada: la ficha iluminada de Azul tendrá entonces 2 tuyas contra 1 suya
learn-l-petri_crowd_4 = Comprueba la ficha iluminada de Azul (haz clic en ella): más enemigas que amigas, así que queda rodeada y cae en tu vaso
learn-l-petri_crowd_about = Cuenta las vecinas
learn-l-petri_crowd_done = Capturada: 1 ficha a tu vaso, porque tenía más vecinas enemigas que amigas. Con empate se queda.
learn-l-petri_cup = Sin sitio: a tu vaso
learn-l-petri_cup_1 = Tu única ficha está encerrada por Azul. Tira los dados
learn-l-petri_cup_2 = Usa el 2: ninguna casilla vacía toca tu ficha, así que las 2 fichas que no puedes colocar van directas a tu vaso, y allí cuentan para ti
learn-l-petri_cup_3 = Tu vaso tiene 2. Ahora la comprobación: tu ficha encerrada tiene 2 enemigas y ninguna amiga, así que cae, también en tu propio vaso: compruébala, 1 captura
learn-l-petri_cup_about = Las fichas que no puedes colocar puntúan para ti
learn-l-petri_cup_done = Tu vaso tiene 3: todo lo que cae en tu vaso en tu turno puntúa para ti.
learn-l-petri_end = El final y los puntos
learn-l-petri_end_1 = Azul tiene 0 fichas en la mano y una en el tablero; los vasos tienen 5 (el tuyo) y 2 (el de Azul). Tira los dados
learn-l-petri_end_2 = Usa un 1
learn-l-petri_end_3 = Colócala en la casilla iluminada: la última ficha de Azul queda rodeada, 3 enemigas contra ninguna
learn-l-petri_end_4 = Comprueba la ficha de Azul: 1 captura, y sin nada en el tablero ni en la mano Azul queda fuera, así que la partida termina
learn-l-petri_end_about = Cómo termina Petri y quién gana
learn-l-petri_end_done = La partida termina cuando un jugador no tiene fichas en juego ni en la mano. Tu vaso tiene 6 y el de Azul 2: gana quien tenga más fichas en el vaso.
learn-l-petri_enemies = Todas las demás son enemigas
learn-l-petri_enemies_1 = Tres jugadores: Azul y Verde son los dos tus enemigos. Tira los dados
learn-l-petri_enemies_2 = Usa un 1
learn-l-petri_enemies_3 = La ficha iluminada de Azul tiene 1 enemiga verde y 1 amiga azul: empate. Coloca tu ficha en la casilla iluminada: la verde y la tuya se suman, 2 enemigas contra 1 amiga
learn-l-petri_enemies_4 = Captura el máximo: cae la ficha de Azul (2 contra 1), y también la ficha verde solitaria, cuya única vecina es la tuya (1 contra 0; las casillas vacías no cuentan para nadie). Comprueba las dos antes que tu propia ficha y la tuya se queda, con 0 enemigas y 1 amiga: 2 capturadas
learn-l-petri_enemies_about = Tres jugadores: los demás colores se suman
learn-l-petri_enemies_done = Cualquier otro color cuenta como enemigo, y una ficha solitaria junto a una enemiga cae: 2 más en tu vaso.
learn-l-petri_game = Tu primera partida de Petri
learn-l-petri_game_1 = Juega una partida completa contra una IA principiante en un tablero pequeño. Gana quien tenga más fichas en el vaso
learn-l-petri_game_about = Una partida corta completa contra una IA principiante
learn-l-petri_game_done = Eso fue una partida completa de Petri. Nueva partida tiene más jugadores y tableros más grandes.
learn-l-petri_home = La primera ficha va a tu salida
learn-l-petri_home_1 = No tienes ninguna ficha en el tablero (5 en la mano; 1 de las tuyas ya está en tu vaso). Tira los dados
learn-l-petri_home_2 = Usa el 3: coloca 3 fichas
learn-l-petri_home_3 = Tu primera ficha debe ir a tu triángulo de salida (iluminado): colócala allí
learn-l-petri_home_4 = Las siguientes van junto a tus fichas: coloca 2 más
learn-l-petri_home_about = Dónde puede ir la primera ficha
learn-l-petri_home_done = Empieza en tu triángulo de salida y luego crece desde tus propias fichas.
learn-l-petri_order = El orden de comprobación
learn-l-petri_order_1 = Tira los dados
learn-l-petri_order_2 = Usa un 1
learn-l-petri_order_3 = Colócala en la casilla iluminada, lejos de la pelea
learn-l-petri_order_4 = Ahora comprueba las fichas de forma que se capturen las máximas posibles. Cada ficha capturada en tu turno va a tu vaso y puntúa para ti, incluso una tuya: comprobar primero una ficha azul deja en pie tu ficha rodeada y captura solo 2; comprobar primero tu ficha rodeada captura 3
learn-l-petri_order_about = Encuentra el orden que captura más
learn-l-petri_order_done = Un orden mejor capturó 3 en vez de 2, las 3 a tu vaso: perder tu propia ficha te dio un punto. En una partida, Mejor orden lo encuentra por ti.
learn-l-petri_realtime = Tiempo real
learn-l-petri_realtime_1 = En Tiempo real todas las fichas rodeadas salen a la vez. Tira los dados
learn-l-petri_realtime_2 = Usa un 1
learn-l-petri_realtime_3 = Colócala en la casilla iluminada y observa: las 2 fichas rodeadas, una azul y una tuya, salen juntas a tu vaso
learn-l-petri_realtime_about = Todas las capturas a la vez
learn-l-petri_realtime_done = En Tiempo real no hay orden que elegir: todo se juzga sobre un mismo tablero.
learn-l-petri_roll = Tira y coloca
learn-l-petri_roll_1 = Todos tiran para empezar: haz clic en los dados (o pulsa Espacio)
learn-l-petri_roll_2 = Sacaste más y empiezas. Tira para tu turno
learn-l-petri_roll_3 = Elige un dado: usa el 2 para colocar 2 fichas
learn-l-petri_roll_4 = Coloca 2 fichas: la primera en tu triángulo de salida, la siguiente a su lado
learn-l-petri_roll_about = Tira los dos dados, usa uno y coloca ese número de fichas
learn-l-petri_roll_done = Eso es un turno de Petri: tirar, elegir un dado, colocar.
learn-l-petri_short = Cuando te quedan pocas en la mano
learn-l-petri_short_1 = Tienes 2 fichas en la mano. Tira los dados
learn-l-petri_short_2 = Usa el 3: tienes menos en la mano, así que retiras 3
learn-l-petri_short_3 = Retira 3 de tus fichas (haz clic en ellas)
learn-l-petri_short_about = En su lugar, retira fichas
learn-l-petri_short_done = Con menos fichas en la mano que el dado, retiras ese número de fichas.
learn-l-release = El bloqueo y la regla de liberación
learn-l-release_1 = Azul no puede acercar ninguna canica a su destino, y tus canicas ocupan ese destino (tu triángulo de salida): la regla de liberación te obliga a sacar una de ellas. Todas las jugadas que tienes ahora lo hacen; la canica iluminada de delante puede salir con un paso
learn-l-release_2 = Azul entró y vuelve a estar bloqueado, con tus canicas aún en su destino: otra vez debes sacar una de ellas (las reglas no permiten otra cosa)
learn-l-release_about = Las reglas online prohíben bloquear un destino
learn-l-release_done = En las reglas online no se permite bloquear el destino de otro jugador.
learn-l-step = Un paso
learn-l-step_1 = Mueve una canica una casilla: elige una de las canicas iluminadas y luego una casilla iluminada contigua
learn-l-step_2 = Da otro paso con cualquier canica
learn-l-step_about = Muévete a una casilla contigua
learn-l-step_done = Un paso lleva a cualquiera de las seis casillas contiguas a una canica.
learn-l-stops = Dónde puede parar una jugada
learn-l-stops_1 = Reglas online: una jugada solo puede terminar en el triángulo de salida de la canica, en su destino o en el centro. Intenta llevar con un paso la canica iluminada a la punta vacía de al lado (iluminada): se rechaza, porque esa punta no es ni la tuya ni tu destino. Después da cualquier otro paso
learn-l-stops_about = Reglas online: las jugadas terminan solo en tus propios triángulos
learn-l-stops_done = Los saltos pueden pasar por las otras puntas, pero una jugada no puede parar allí.
learn-l-want_best = Ese orden captura menos: prueba primero con otra ficha
learn-l-want_chain = Llega hasta el final: la casilla iluminada más lejana, en una sola jugada
learn-l-want_d4 = Colócala en la casilla iluminada para esta lección
learn-l-want_die_2 = Usa el 2 para esta lección
learn-l-want_die_3 = Usa el 3 para esta lección
learn-l-want_f3 = Colócala en la casilla iluminada, junto a la ficha de Azul
learn-l-want_g3 = Colócala en la casilla iluminada, junto a la ficha de Azul
learn-l-want_g4 = Comprueba la ficha iluminada de Azul, la que está rodeada
learn-l-want_h5 = Colócala en la casilla iluminada, entre la ficha azul y la verde
learn-l-want_hop = Eso no fue un salto: salta sobre una canica contigua a la tuya
learn-l-want_ladder = Lleva con un paso la canica iluminada a la casilla iluminada para esta lección
learn-l-want_ladder_use = Usa la escalera: una jugada de dos saltos o más
learn-l-want_last = Salta con la última canica sobre la iluminada hasta la casilla vacía
learn-l-want_occupied = Mueve la canica iluminada a la última casilla vacía de tu destino
learn-l-want_step = Eso no fue un paso: muévete a una casilla justo al lado de la canica
learn-l-want_tip = Llena primero la punta: sube a la punta la canica iluminada
learn-lost_ground = Esa jugada fue hacia atrás. Pista, en la barra superior, muestra una jugada que gana terreno
learn-next = Siguiente lección
learn-no_such_lesson = no hay ninguna lección llamada { $name }
learn-offer = ¿Eres nuevo en las damas chinas o en Petri? Unas pocas lecciones cortas te enseñan ambos juegos sobre el tablero.
learn-offer_no = No, solo jugar
learn-offer_yes = Muéstrame
learn-part-app = La aplicación
learn-part-checkers = Damas chinas
learn-part-petri = Petri
learn-refused = La jugada iluminada se rechaza. { $why }
learn-s-app_board = El tablero y la barra superior
learn-s-app_lobby = Online: el lobby
learn-s-app_menu = El menú ☰
learn-s-app_new_game = Nueva partida
learn-s-app_results = Resultados y repeticiones
learn-s-app_room = Online: una sala y su partida
learn-s-app_settings = Ajustes, temas y guardado
learn-s-app_title = La pantalla de inicio
learn-s-chain = Una cadena de saltos
learn-s-forfeit = Sin jugada: pasar
learn-s-goal = El objetivo
learn-s-hop = Un salto
learn-s-layouts = Jugadores, canicas, conjuntos y equipos
learn-s-occupied_target = El destino ocupado cuenta
learn-s-petri_back = Pocas en la mano: retirar
learn-s-petri_captures = Rodeada y fuera
learn-s-petri_cup = Sin sitio: a tu vaso
learn-s-petri_end = El final y el ganador
learn-s-petri_home = La primera ficha va a tu salida
learn-s-petri_order = El orden de comprobación
learn-s-petri_place = Tira, elige un dado, coloca
learn-s-petri_players = De dos a seis jugadores
learn-s-petri_realtime = Capturas en tiempo real
learn-s-petri_start = Qué tienes y quién empieza
learn-s-release_rule = La regla de liberación
learn-s-step = Un paso
learn-s-stops = Dónde puede parar una jugada
learn-s-super_hops = Supersaltos
learn-s-target_lock = Destino cerrado
learn-s-winning = Victoria, lugares y empates
learn-start = Empezar
learn-state_done = hecha
learn-state_new = nueva
learn-state_next = siguiente
learn-t-app_board = Haz clic en una de tus canicas: se iluminan las casillas a las que puede llegar, y al pasar el ratón por una se ve el camino de saltos; haz clic en una casilla para mover, o de nuevo en la canica para soltarla. En Petri haz clic en los dados para tirar, en un dado para usarlo y luego en las casillas iluminadas. La barra superior tiene Deshacer, Rehacer, Pista (una buena jugada, con el porqué), girar el tablero y omitir una animación; las tarjetas de los puestos muestran quién juega y cómo va cada uno (jugadas, canicas en el destino) o su mano, tablero y vaso. La última jugada del jugador anterior a ti parpadea. Teclas: las flechas o Tab y Enter eligen casillas, Esc suelta, Espacio tira, 1 o 2 elige un dado, B juega el mejor orden de capturas, Ctrl+Z y Ctrl+Y deshacen y rehacen.
learn-t-app_lobby = Jugar online se conecta a un servidor (el cuadrado junto a su nombre está verde si hay conexión, amarillo mientras conecta y rojo si no la hay). Un recuadro por modo de juego indica cuántos esperan y cuántos juegan; un clic te da un puesto en una sala pública. Crea una sala de amigos para jugar con gente que conoces, o usa Unirse por nombre con el nombre de la sala (Unirse para jugar, Ver para mirar). Con la sesión iniciada en una cuenta, las partidas rápidas pueden ser Puntuables: cada modo tiene su propia puntuación, en cada turno corre un reloj, y Clasificaciones muestra los mejores jugadores de cada modo, la historia de su puntuación y sus partidas para volver a verlas. Partidas en curso lista las partidas que se están jugando: Ver abre una. Cómo jugar también está a un clic desde el lobby.
learn-t-app_menu = El menú ☰ contiene la velocidad de las animaciones, hacia quien mueve (el tablero gira para que quien mueve quede abajo), Cómo jugar, Ajustes, Revancha, Nueva partida y la pantalla de inicio; en una ventana estrecha también contiene Deshacer, Rehacer, Pista y girar el tablero.
learn-t-app_new_game = Elige el juego, el número de jugadores, el conjunto de reglas y quién ocupa cada puesto (tú, un amigo en esta pantalla o una IA, de principiante a maestro). Más reglas lista las reglas caseras, cada una con un ? que abre su página aquí; Avanzado tiene el tamaño del tablero, las fichas y la semilla. El tablero de al lado muestra cómo empezará la partida.
learn-t-app_results = Cuando termina una partida, los resultados dicen quién ganó y el lugar de cada uno, con cómo terminó. Revancha vuelve a jugar con los mismos puestos; Ver repetición recorre la partida (← → avanzan y retroceden, Inicio y Fin van al principio y al final); Guardar registro la guarda como archivo. Toda partida terminada se conserva en Repeticiones, en la pantalla de inicio.
learn-t-app_room = Una sala de espera muestra su nombre (Copiar, o Copiar enlace en el navegador, para invitar a tus amigos), una tarjeta por puesto y el chat. Durante una partida, la tarjeta de la sala tiene Salir de la sala (salir de una partida en curso supone perderla), Proponer nueva partida (todos deben estar de acuerdo) y Cancelar la partida cuando un jugador ha desaparecido. Si se pierde la conexión, se reintenta sola y te devuelve a tu puesto. El cuadrado de abajo a la derecha se ilumina cuando es tu turno.
learn-t-app_settings = Ajustes (en la pantalla de inicio o en el menú ☰) tiene el volumen, el tema, la velocidad de las animaciones, un símbolo en las canicas de cada jugador para jugadores daltónicos, el tamaño de la interfaz y los colores del tablero. Los temas se pueden añadir como carpetas y cambian todos los tableros, incluidos los diagramas de aquí. La partida en curso se guarda tras cada jugada: Continuar, en la pantalla de inicio, la retoma.
learn-t-app_title = Jugar empieza con un clic la partida que configuraste la última vez; Continuar sigue con una partida sin terminar; Nueva partida configura otra; Aprender tiene estas páginas y las lecciones guiadas; Jugar online busca a otros jugadores; Repeticiones muestra las partidas terminadas; Ajustes cambia cómo se ve y cómo suena el juego.
learn-t-chain = Tras un salto puedes volver a saltar desde donde caíste, tantas veces como puedas, en cualquier dirección, sobre canicas de cualquier color: todo es una sola jugada. Puedes parar después de cualquier salto. Una jugada es un paso o saltos, nunca las dos cosas. Las escaleras de canicas, tuyas y de los demás, forman cadenas largas.
learn-t-forfeit = Un jugador sin ninguna jugada legal pasa, y pasar cuenta como jugada. Ocurre cuando hay canicas encerradas; en las partidas por equipos, un jugador con todas sus canicas en su destino pasa mientras su compañero sigue la carrera.
learn-t-goal = Cada jugador empieza con canicas en una punta de la estrella (un triángulo), su triángulo de salida, y las lleva hasta la punta opuesta, su destino. Rojo, el primer puesto, mueve primero (elección de esta aplicación: las reglas impresas dejan empezar al jugador más joven o a Negro); después los jugadores se turnan, una jugada cada uno, girando hacia la izquierda (en el sentido de las agujas del reloj). Gana el primero que llena su destino con todas sus canicas.
learn-t-hop = Una canica puede saltar sobre una canica justo a su lado, de cualquier color, hasta la casilla vacía justo detrás, en línea recta. No se captura nada: la canica saltada se queda.
learn-t-layouts = Dos jugadores empiezan en puntas opuestas, tres en puntas alternas, cuatro en dos pares opuestos y seis en todas. Cada jugador tiene un conjunto de 10 canicas en el tablero estándar (15 o 21 en los tableros más grandes; dos jugadores pueden jugar con 15 en el tablero estándar); los diagramas y las lecciones de aquí usan un tablero pequeño con 6. Dos jugadores pueden jugar cada uno con dos o tres conjuntos de color a la vez, y tres jugadores con dos conjuntos cada uno, moviendo en cada turno una canica de cualquiera de sus conjuntos. Con cuatro o seis jugadores también se puede jugar por equipos (Equipos en Nueva partida, desactivado salvo que se elija): los compañeros se sientan enfrente, y un equipo termina cuando los dos tienen todas sus canicas en sus destinos.
learn-t-occupied_target = Una regla contra el bloqueo, impresa en las reglas de un juego de madera y activada en las reglas familiares (las reglas clásicas y online no la tienen; Más reglas, en Nueva partida, la activa): un jugador ha terminado cuando todas las casillas de su destino están llenas y al menos una tiene una canica suya, aunque todavía haya allí una canica de otro jugador.
learn-t-petri_back = Cuando tu mano tiene menos fichas que el dado elegido, en su lugar retiras ese número de fichas tuyas del tablero a tu mano, eligiendo cuáles (las reglas impresas solo dicen «quitar»: que vuelvan a la mano y que elijas tú es la interpretación de esta aplicación). Si te quedas sin fichas que retirar, tu turno termina en el acto, sin capturas; si tienes muy pocas en la mano para colocar y ninguna en el tablero para retirar, simplemente termina.
learn-t-petri_captures = Tras colocar (o retirar), cada ficha en juego se comprueba una vez. Una ficha con más vecinas enemigas que amigas queda rodeada y cae. Las enemigas son las fichas de todos los demás jugadores juntos, así que una ficha junto a una ficha azul y otra verde tiene 2 enemigas; las casillas vacías no cuentan para nadie, así que una ficha solitaria junto a una sola enemiga cae (1 a 0). Una ficha rodeada va al vaso del jugador que tiene el turno, aunque sea una ficha de ese mismo jugador, y puntúa para él. Con empate se queda. En una partida, pasa el ratón por una ficha para ver su recuento.
learn-t-petri_cup = Una ficha que no se puede colocar (no hay ninguna casilla vacía junto a tus fichas, o no queda ninguna en tu triángulo de salida) va directa a tu propio vaso, y allí cuenta para ti: el vaso es tu marcador.
learn-t-petri_end = La partida termina cuando un jugador no tiene fichas en el tablero ni en la mano, o cuando el tablero queda vacío después de que todos hayan jugado un turno. Gana el jugador con más fichas en el vaso; si hay empate, comparten la victoria (interpretación de esta aplicación: las reglas impresas no lo dicen). Para que toda partida termine, esta aplicación también se detiene tras 200 turnos por jugador (Límite de turnos en Nueva partida) y cuenta los vasos tal como estén.
learn-t-petri_home = Mientras no tengas ninguna ficha en el tablero, la ficha que coloques debe ir a una casilla vacía de tu triángulo de salida, la punta de la estrella de tu color.
learn-t-petri_order = En las reglas habituales compruebas las fichas una a una en el orden que elijas, y cada captura cambia el tablero para las comprobaciones siguientes. Un orden mejor captura más. Mejor orden juega el orden que más captura; también puedes hacer clic tú en las fichas. Cuando ya no puede caer ninguna de las fichas que quedan por comprobar, la fase de capturas termina sola.
learn-t-petri_place = En tu turno, tira los dos dados y elige uno. Coloca ese número de fichas de tu mano, de una en una, cada una junto a una ficha tuya que ya esté en el tablero (las colocadas en este turno cuentan).
learn-t-petri_players = Petri se juega de dos a seis jugadores en el tablero de las damas chinas. Con cinco, la punta opuesta a Rojo, el primer puesto, queda vacía para que la mesa quede equilibrada (disposición de esta aplicación: las reglas impresas no lo dicen).
learn-t-petri_realtime = En la variante Tiempo real, todas las fichas se juzgan a la vez sobre el mismo tablero, y todas las rodeadas salen juntas: no hay orden que elegir.
learn-t-petri_start = Petri es el juego de dados de Jonathan Leistiko en el que se rodean fichas. Cada jugador empieza con todas sus fichas en la mano (10 en el tablero estándar; los diagramas y las lecciones de aquí usan un tablero pequeño con 6), un vaso vacío y un triángulo de salida (la «zona de casa» de las reglas impresas), la punta de la estrella de su color. Para ver quién empieza, todos tiran dos dados: empieza el total más alto, y los empatados vuelven a tirar (interpretación de esta aplicación: las reglas impresas solo dicen que se tire). Después el juego gira hacia la izquierda (en el sentido de las agujas del reloj).
learn-t-release_rule = Una regla de las reglas online contra el bloqueo: cuando un jugador no puede acercar ninguna canica a su destino y tus canicas ocupan ese destino, debes sacar una de esas canicas en tu turno, si puedes. No hay plazo: la regla obliga en cada turno en que el jugador está bloqueado, y solo entonces. (Las reglas online solo dicen que quien bloquea debe liberar; cuándo cuenta un jugador como bloqueado es la interpretación de esta aplicación.)
learn-t-step = Un paso mueve una canica a una casilla vacía contigua, en cualquiera de las seis direcciones.
learn-t-stops = En las reglas clásicas y familiares una jugada puede terminar en cualquier casilla. En las reglas online una jugada solo puede terminar en el centro o en el triángulo de salida o el destino de la propia canica: los saltos pueden pasar por las otras puntas, incluidas las vacías, pero no pueden parar allí.
learn-t-super_hops = Una regla casera, que no está en las reglas impresas y está desactivada salvo que se elija en Nueva partida: una canica puede saltar sobre una sola canica a cualquier distancia a lo largo de una línea, aterrizando tan lejos detrás de ella como estaba delante, si todas las casillas intermedias están vacías.
learn-t-target_lock = Una regla impresa en las reglas de un juego de madera y activada en las reglas familiares: cuando una canica está en su destino, todas sus jugadas deben terminar dentro del destino. Solo cuenta dónde termina la jugada, así que una cadena de saltos puede salir del destino y volver a entrar.
learn-t-winning = Gana el primer jugador con todas sus canicas en su destino. Lo que pasa después depende de las reglas. En las reglas clásicas (las de Jugar) la partida sigue y los demás compiten por los lugares siguientes. En las reglas familiares y online se completa la ronda: los jugadores que van después del ganador aún hacen su jugada de esa ronda, así que todos han hecho el mismo número de jugadas, y todos los que terminan en esa ronda comparten el primer lugar. Cuando todos los jugadores comparten el primer lugar, la partida es un empate, con cualquier regla. Completar la ronda, en Nueva partida, activa o desactiva esto. Tras el límite de jugadas (300 por jugador por defecto), los jugadores que siguen en carrera comparten los últimos lugares.
learn-title = Aprender
learn-wrong_default = Esa no: { $step }
learn-you = Tú

## level
level-beginner = principiante
level-easy = fácil
level-hard = difícil
level-master = maestro
level-medium = medio

## loading
loading-petri = Petri
loading-the_game_s_pictures_could = No se pudieron cargar las imágenes del juego

## menu
menu-a_marble_in_its_target = una canica en su destino no puede salir de él
menu-against_many = 
    { $n ->
        [one] tú contra { $n } IA
       *[other] tú contra { $n } IA
    }
menu-against_one = tú contra una IA de nivel { $level }
menu-back = Volver
menu-board_size = Tamaño del tablero
menu-chinese_checkers_in_every_rule = Damas chinas con todos los conjuntos de reglas, y el juego de dados de rodear fichas
menu-colour_sets_per_player = Conjuntos por jugador
menu-continue = Continuar
menu-continue_line = 
    { $players ->
        [one] { $game } · { $players } jugador · jugada { $move }
       *[other] { $game } · { $players } jugadores · jugada { $move }
    }
menu-export = Exportar
menu-export_help_download = descargarlo como archivo
menu-export_help_folder = escribirlo en la ruta de abajo (un archivo o una carpeta)
menu-file_hint_folder = la ruta de un registro (.json) o un texto para importar, o dónde exportar
menu-file_hint_paste = pega aquí el texto de un registro (.json) para importarlo
menu-finishing_with_an_opponent_s = terminar con una canica rival atascada en tu destino cuenta
menu-game = Juego
menu-holes_per_side = casillas por lado del triángulo
menu-hop_over_a_marble_at = salta sobre una sola canica a cualquier distancia, aterrizando igual de lejos detrás de ella, si las casillas intermedias están vacías
menu-how_to_play = Cómo jugar
menu-import = Importar
menu-imported_as = importado como { $name }
menu-learn = Aprender
menu-move_cap = Límite de jugadas
menu-moves_per_player = { $n ->
    [one] jugada
   *[other] jugadas
} por jugador
menu-new_game = Nueva partida
menu-no_finished_games_yet_every = Aún no hay partidas terminadas: cada partida que termines se guarda aquí.
menu-occupied_target_counts = el destino ocupado cuenta
menu-offered_as_download = { $file } se ofrece como descarga
menu-paste_a_record = pega el texto de un registro (empieza por {"{"})
menu-people_only = solo personas, en esta pantalla
menu-pieces = Fichas
menu-pieces_per_player = por jugador
menu-pieces_per_set = por conjunto de color (10, 15 o 21 en el tablero estándar)
menu-play = Jugar
menu-play_line = 
    { $players ->
        [one] { $game } · { $players } jugador · { $who }
       *[other] { $game } · { $players } jugadores · { $who }
    }
menu-play_online = Jugar online
menu-players = Jugadores
menu-puzzles = Desafíos
menu-quit = Salir
menu-records_kept_in_browser = Los registros se guardan en el almacenamiento local de este navegador; los archivos exportados también se reproducen con petri-cli replay <file>. También puedes soltar un archivo de registro en la página.
menu-records_kept_in_folder = Los registros se guardan en { $folder }; petri-cli replay <file> también los reproduce. También puedes soltar un archivo de registro en la ventana.
menu-release_rule = regla de liberación
menu-release_rule_line = si un jugador no puede acercarse a su destino y tus canicas están en él, saca una de ellas
menu-replays = Repeticiones
menu-saved = guardado: { $path }
menu-seats = Puestos
menu-seed = Semilla
menu-settings = Ajustes
menu-standard = estándar
menu-start = Empezar
menu-super_hops = supersaltos
menu-target_lock = destino cerrado
menu-teams = Equipos
menu-theme = Tema:
menu-turn_cap = Límite de turnos
menu-turns_per_player = {" "}turnos por jugador
menu-watch = Ver

## new
new-advanced = Avanzado: tablero, fichas, semilla
new-checkers_line = lleva tus canicas al otro lado
new-classic = Clásico
new-classic_line = Las jugadas terminan en cualquier casilla; tras el ganador, se sigue jugando por los lugares.
new-colour_help = { $colour }: haz clic para cambiar de color
new-computer = IA
new-computer_help = una IA juega en este puesto con este nivel
new-computers = 
    { $n ->
        [one] { $n } IA
       *[other] { $n } IA
    }
new-computers_none = sin IA
new-family = Familiar
new-family_line = Una canica en su destino se queda allí; la ronda se completa, así que todos mueven las mismas veces.
new-finish_round = Completar la ronda
new-finish_round_line = cuando alguien termina, los demás aún mueven en esta ronda (se pueden compartir los primeros lugares); desactivado: se sigue jugando por los lugares
new-more_rules = Más reglas
new-name = nombre
new-online = Online
new-online_line = Las jugadas terminan solo en tus propios triángulos; no se puede bloquear un destino (regla de liberación); la ronda se completa, y a igual número de jugadas hay empate.
new-own_triangles = Solo triángulos propios
new-own_triangles_line = una jugada solo puede terminar en el centro, en el triángulo de salida de la canica o en su destino
new-person = Persona
new-petri_line = rodea fichas con los dados
new-players_n = 
    { $n ->
        [one] { $n } jugador
       *[other] { $n } jugadores
    }
new-realtime = Capturas en tiempo real
new-realtime_line = todas las fichas rodeadas salen a la vez, no una a una en el orden de quien mueve
new-rules = Reglas
new-seed_line = con la misma semilla, los mismos dados y las mismas decisiones de la IA
new-sequential = Capturas secuenciales
new-sequential_line = Quien mueve comprueba las fichas una a una, en el orden que elija.
new-summary = 
    { $players ->
        [one] { $game } · { $players } jugador · { $computers }
       *[other] { $game } · { $players } jugadores · { $computers }
    }
new-summary_realtime = capturas en tiempo real
new-summary_rules = { $game } ({ $rules })
new-teams_line = los compañeros se sientan enfrente; los dos deben terminar

## notice
notice-no_legal_move = esta canica no puede moverse ahora
notice-no_saved_game = no hay ninguna partida guardada que continuar
notice-no_undo_online = no se puede deshacer online
notice-not_your_turn = espera: es el turno de { $seat }
notice-nothing_to_redo = nada que rehacer
notice-nothing_to_remove = { $seat } no tiene nada más que retirar
notice-nothing_to_remove_you = No tienes nada más que retirar
notice-nothing_to_undo = nada que deshacer
notice-pick_a_marble_first = primero elige una de tus canicas
notice-language_bad_code = «{ $code }» no es un código de idioma (por ejemplo de, pt-BR)
notice-language_failed = No se puede usar el idioma { $code } ({ $error }); el idioma sigue como estaba.
notice-pieces_to_cup = 
    { $count ->
        [one] { $count } ficha de { $seat } no tenía casilla y fue a su vaso
       *[other] { $count } fichas de { $seat } no tenían casilla y fueron a su vaso
    }
notice-pieces_to_cup_you = 
    { $count ->
        [one] { $count } de tus fichas no tenía casilla y fue a tu vaso
       *[other] { $count } de tus fichas no tenían casilla y fueron a tu vaso
    }
notice-seat_home_passes = { $seat } ha terminado y pasa hasta que su compañero también termine
notice-seat_passes = { $seat } no tiene ninguna jugada y pasa
notice-seat_starts = Empieza { $seat }
notice-you_home_pass = Has terminado y pasas hasta que tu compañero también termine
notice-you_pass = No tienes ninguna jugada y pasas
notice-you_start = Empiezas tú

## online
online-account = Tu cuenta
online-account_help = Los invitados juegan partidas casuales. Inicia sesión, o crea una cuenta con un nombre propio, para jugar partidas puntuables y aparecer en la clasificación.
online-account_name = nombre (3–20 letras)
online-add_computer = Añadir IA
online-anonymous = Jugador
online-bad_snapshot = no se puede mostrar la partida de la sala: { $why }
online-cancel_game = Cancelar la partida
online-cancel_help = Un jugador ha desaparecido: pide a los demás terminar esta partida (por ejemplo, para empezar otra).
online-cancelled = la partida se ha cancelado
online-casual = Casual
online-casual_help = Las partidas rápidas son casuales: no se puntúa nada (aun así hay reloj: 30 s por turno y un minuto de reserva).
online-chat = Chat
online-chat_unread = 
    { $n ->
        [one] Chat ({ $n } nuevo)
       *[other] Chat ({ $n } nuevos)
    }
online-computer = IA, { $level }
online-connect = Conectar
online-connected_to = conectado a { $url }
online-connecting_to = conectando a { $url }…
online-copy = Copiar
online-copy_help = Copia el nombre de la sala y pégaselo a tus amigos en un mensaje o un correo.
online-copy_link = Copiar enlace
online-copy_link_help = Copiar { $link }: quien lo abra entra en esta sala.
online-counts = { $waiting } esperando · { $playing } jugando
online-counts_unknown = conéctate para ver quién juega
online-create = Crear
online-create_account = Crear cuenta
online-create_friends_room = Crear sala de amigos
online-create_help = Una sala propia: comparte su nombre y tus amigos entrarán.
online-disconnect = Desconectar
online-disconnected = sin conexión
online-error-bad_login = nombre o contraseña incorrectos
online-error-bad_message = el servidor no entendió esa petición
online-error-illegal_move = el servidor rechazó la jugada (o se te acabó el tiempo)
online-error-name_taken = ya existe una cuenta con ese nombre (o con uno que se le parece): elige otro
online-error-not_allowed = eso no te corresponde aquí (en una sala de amigos, solo quien la creó añade IA)
online-error-not_found = no existe ese jugador ni esa partida puntuable
online-error-not_in_room = ya no estás en ninguna sala
online-error-not_your_turn = no es tu turno
online-error-rate_limited = demasiadas peticiones: espera un momento y vuelve a intentarlo
online-error-room_full = esa sala está llena (puedes mirarla)
online-error-room_not_found = no hay ninguna sala con ese nombre: compruébalo y vuelve a intentarlo
online-error-stale = la partida avanzó mientras tanto: aquí está tal como está ahora
online-error-unavailable = el servidor no puede hacer eso ahora: vuelve a intentarlo en un momento
online-error-vote_refused = ahora no se puede votar
online-free_seat = puesto libre
online-friends_room = Sala de amigos
online-gone = conexión perdida
online-here = presente
online-join = Unirse
online-join_by_name = Unirse por nombre
online-join_help = Las ocho letras y cifras que te dio un amigo.
online-leads = En cabeza: { $who }
online-leave = Salir de la sala
online-live = Partidas en curso
online-lost_line = Se perdió la conexión con { $url }. Nuevo intento en { $secs } s.
online-lost_line_now = Se perdió la conexión con { $url }. Reintentando ahora…
online-lost_retrying = conexión perdida; nuevo intento en { $secs } s
online-mode = 
    { $players ->
        [one] { $rules }, { $players } jugador
       *[other] { $rules }, { $players } jugadores
    }
online-more_modes = Más modos
online-new_game = Proponer nueva partida
online-new_game_help = Todos en la sala deben estar de acuerdo; cada jugador recibe colores nuevos.
online-no = No
online-no_chat = Nadie ha dicho nada aún. Solo los jugadores de esta sala leen esto.
online-no_server = Ningún servidor responde en { $url }. Inicia petri-server allí o elige otra región (las regiones están en settings.ron). Nuevo intento en { $secs } s.
online-no_server_at = no hay servidor en { $url }
online-no_server_now = Ningún servidor responde en { $url }. Inicia petri-server allí o elige otra región (las regiones están en settings.ron). Reintentando ahora…
online-nobody_leads = nadie va en cabeza
online-not_connected = sin conexión: tu jugada no se envió
online-not_your_turn = no es tu turno
online-out_of_time = { $name } se quedó sin tiempo
online-over = la partida ha terminado
online-password = contraseña (8 o más)
online-paste = Pegar
online-paste_here = pega el nombre de una sala
online-players_n = 
    { $n ->
        [one] { $n } jugador
       *[other] { $n } jugadores
    }
online-playing = jugando
online-problem_detail = Lo que dijo la conexión: { $why }
online-public_help = Un puesto en una sala de ese tipo con un puesto libre; la partida empieza cuando la sala se llena.
online-public_room = Sala pública
online-quick_game = Partida rápida
online-rated = Puntuable
online-rated_help = Las partidas rápidas son puntuables: contra otras cuentas, con reloj (30 s por turno y un minuto de reserva).
online-rating = puntuación en este modo (un «?»: provisional, aún se está asentando)
online-reconnecting_to = conexión perdida, reconectando a { $url }…
online-region = Región
online-room = Sala
online-say = di algo
online-send = Enviar
online-share_help = Envía el nombre (o el enlace) a tus amigos: abre esta sala.
online-sign_in = Entrar
online-sign_out = Salir
online-signed_in = Sesión iniciada como { $name }
online-status = estado
online-status_help = Muestra quién va en cabeza (acuerda con los demás si mirarlo).
online-tile = { $rules } · { $players }
online-tiles_offline = Estas partidas necesitan un servidor: se pueden elegir cuando el juego esté conectado a uno (arriba).
online-title = Jugar online
online-vanished = desaparecido
online-vote_cancel = votación para cancelar la partida: { $yes } de { $needed }
online-vote_closed = la votación terminó sin acuerdo
online-vote_computer = votación para dar a una IA el puesto desaparecido: { $yes } de { $needed }
online-vote_new_game = votación para una nueva partida: { $yes } de { $needed }
online-waiting_n_of_m = Esperando jugadores: { $n } de { $m } puestos ocupados
online-watch = Ver
online-watch_live = Ver
online-watching = estás mirando
online-winners = Ganadores:
online-yes = Sí
online-you = (tú)
online-your_name = Tu nombre
online-your_turn = tu turno

## preset
preset-classic = clásico
preset-family = familiar
preset-online = online
preset-petri = Petri
preset-petri_realtime = Petri tiempo real

## puzzles
puzzles-about_crossing = Diez canicas a través del tablero vacío. Levenspiel lo logró solo en 27 jugadas (1971); G. I. Bell demostró con un programa que nadie puede hacerlo en menos (2009).
puzzles-about_home = Solo se mueven tus canicas: lleva todas al destino en el menor número de jugadas.
puzzles-about_order = Una fase de capturas de una partida real: encuentra el orden de comprobaciones que más captura.
puzzles-about_roll = Una tirada: elige el dado, coloca las fichas y luego compruébalas, capturando el máximo.
puzzles-answer = Una mejor solución: { $moves }
puzzles-band_easy = Fácil
puzzles-band_hard = Difícil
puzzles-band_medium = Medio
puzzles-count_captures = Capturadas { $n } · lo mejor captura { $par }
puzzles-count_moves = Jugadas { $n } · meta { $par }
puzzles-daily = Desafío del día
puzzles-hint = Prueba { $action }
puzzles-hint_off_line = La pista sigue la línea publicada: Reintentar para volver a seguirla
puzzles-kind_crossing = Travesías clásicas
puzzles-kind_home = Al destino en el menor número de jugadas
puzzles-kind_order = El orden de comprobación
puzzles-kind_roll = La mejor tirada
puzzles-loading = Cargando los desafíos…
puzzles-next = Siguiente desafío
puzzles-play = Jugar
puzzles-rating = Puntuación { $rating }
puzzles-rating_about = Tu puntuación de desafíos (Glicko-2): la primera vez que terminas un desafío cuenta como una partida contra él — tres estrellas sin pista ganan, dos estrellas (o tres con pista) empatan, y cualquier otra cosa o ver la solución pierde. Los desafíos fáciles tienen 1200, los medios 1500 y los difíciles 1800. Un «?» significa que aún se está asentando.
puzzles-rating_change = Puntuación de desafíos { $rating } ({ $change })
puzzles-rating_kept = Puntuación de desafíos { $rating } (solo cuenta la primera vez que terminas un desafío)
puzzles-retry = Reintentar
puzzles-show_answer = Solución
puzzles-solved = { $solved } de { $total } desafíos resueltos
puzzles-from_mod = Mod: { $name }
puzzles-stars_1 = Resuelto. La meta es mejor: inténtalo de nuevo para lograr tres estrellas.
puzzles-stars_2_moves = Una jugada más que la meta: dos estrellas.
puzzles-stars_2_captures = Una captura menos que la meta: dos estrellas.
puzzles-stars_3 = ¡La meta: tres estrellas!
puzzles-task_crossing = 
    { $par ->
        [one] Lleva las diez al otro lado en { $par } jugada
       *[other] Lleva las diez al otro lado en { $par } jugadas
    }
puzzles-task_crossing_two = 
    { $par ->
        [one] Mueve los dos colores: lleva un color al otro lado y termina la partida en { $par } jugada
       *[other] Mueve los dos colores: lleva un color al otro lado y termina la partida en { $par } jugadas
    }
puzzles-task_home = 
    { $par ->
        [one] Lleva todas las canicas al destino en { $par } jugada
       *[other] Lleva todas las canicas al destino en { $par } jugadas
    }
puzzles-task_order = 
    { $par ->
        [one] Captura { $par } ficha en esta fase de capturas
       *[other] Captura { $par } fichas en esta fase de capturas
    }
puzzles-task_roll = 
    { $par ->
        [one] Captura { $par } ficha con esta tirada
       *[other] Captura { $par } fichas con esta tirada
    }
puzzles-title = Desafíos

## ranking
ranking-bad_record = No se puede usar el registro de { $game }: { $error }
ranking-days_ago = 
    { $n ->
        [one] hace { $n } día
       *[other] hace { $n } días
    }
ranking-empty = Nadie ha jugado una partida puntuable de este modo en los últimos 30 días. Inicia sesión y juega una: las partidas rápidas son puntuables si eliges Puntuable.
ranking-games = 
    { $n ->
        [one] { $n } partida puntuable
       *[other] { $n } partidas puntuables
    }
ranking-history = Puntuación: { $mode }
ranking-hours_ago = hace { $n } h
ranking-just_now = ahora mismo
ranking-keep = Guardar en Repeticiones
ranking-kept = { $game } está en tus Repeticiones
ranking-loading = Consultando al servidor…
ranking-minutes_ago = hace { $n } min
ranking-more_modes = Más modos
ranking-no_games = Aún no hay partidas puntuables.
ranking-no_store = este juego no tiene dónde guardar registros
ranking-offline = Conéctate a un servidor para ver sus clasificaciones.
ranking-oldest_newest = cada partida puntuable, de la más antigua a la más reciente
ranking-open = Clasificaciones
ranking-open_player = Sus puntuaciones y partidas
ranking-recent = Partidas puntuables recientes
ranking-replay = Repetición
ranking-title = Clasificación
ranking-your_page = Tu página

## results
results-hide = Ver el tablero
results-line = 
    { $moves ->
        [one] { $game } · { $moves } jugada hecha
       *[other] { $game } · { $moves } jugadas hechas
    }
results-new_game = Nueva partida
results-propose_rematch = Proponer revancha
results-save = Guardar registro
results-save_help = escribe el registro de la partida en un archivo (una descarga en el navegador); también se guarda en Repeticiones
results-shared = lugar compartido
results-show = Resultados
results-vote_running = Hay una votación en curso: respóndela en la sala.
results-watch = Ver repetición
results-win_shared = ¡{ $names } comparten la victoria!
results-wins = { $name }: ¡victoria!

## review
review-best_was = La jugada del motor: { $best }
review-blunder = un error grave
review-button = Análisis
review-cannot = Esta partida no se puede analizar: { $why }
review-good = buena
review-graph_petri = Grueso: vasos · tenue: fichas en juego
review-inaccuracy = una imprecisión
review-making = El motor analiza cada jugada: { $done } de { $total }
review-mistake = un error
review-seat_short = { $name } { $accuracy } %
review-seat_line = { $name }: precisión { $accuracy } % · { $inaccuracies ->
        [one] { $inaccuracies } imprecisión
       *[other] { $inaccuracies } imprecisiones
    } · { $mistakes ->
        [one] { $mistakes } error
       *[other] { $mistakes } errores
    } · { $blunders ->
        [one] { $blunders } error grave
       *[other] { $blunders } errores graves
    }
review-start = El inicio: haz clic en la gráfica o avanza con ◀ ▶ para ver cómo se juzga cada jugada.
review-title = Análisis del motor
review-turn =
    { $loss ->
        [one] { $name }: { $played } — { $mark } (pierde { $loss } fila); el motor: { $best }
       *[other] { $name }: { $played } — { $mark } (pierde { $loss } filas); el motor: { $best }
    }
review-turn_petri =
    { $loss ->
        [one] { $name }: { $played } — { $mark } (pierde { $loss } ficha); el motor: { $best }
       *[other] { $name }: { $played } — { $mark } (pierde { $loss } fichas); el motor: { $best }
    }
review-turn_best = { $name }: { $played } — la jugada del propio motor
review-turn_forced = { $name }: { $played } — la única jugada

## seat
seat-computer = IA ({ $level })
seat-computer_short = IA, { $level }
seat-computer_default = IA
seat-human = Humano
seat-human_short = humano
seat-lesson_short = juega la lección
seat-puzzle_short = no se mueve
seat-remote = Jugador online
seat-remote_short = online
seat-replayed_short = repetición
seat-you = Tú

## settings
settings-a_symbol_on_each_player = un símbolo en las canicas de cada jugador
settings-add_your_own_copy_a = Añade los tuyos: copia una carpeta de assets/themes (mira su README).
settings-animations = Animaciones
settings-board = Tablero
settings-close = Cerrar
settings-colour_blind_help = Modo daltónico
settings-colour_the_start_triangles_not = colorea los triángulos de salida, no los destinos (damas chinas)
settings-defaults = Por defecto
settings-interface_size = Tamaño de interfaz
settings-language = Idioma
settings-living_title = Tablero vivo
settings-living_title_line = la IA juega despacio detrás del título; desactivado, el tablero se queda quieto y el juego descansa
settings-living_title_software = Tablero vivo sin tarjeta gráfica
settings-living_title_software_line = Esta ventana la dibuja el procesador ({ $renderer }), así que se mantiene ligera: el tablero vivo (que tendría ocupado buena parte de un núcleo) se queda quieto salvo que actives esto, y los bordes se dibujan sin suavizado.
settings-loading_more = cargando…
settings-mute = silencio
settings-settings = Ajustes
settings-sound = Sonido
settings-theme = Tema
settings-times_speed = × velocidad
settings-turn_line = el tablero gira para que quien mueve quede abajo
settings-turn_to_face_the_player = girar hacia quien mueve
settings-volume = volumen

## theme
theme-classic = Madera clásica
theme-contrast = Alto contraste
theme-glass = Cristal oscuro

list-two = { $a } y { $b }
list-middle = { $a }, { $b }
list-end = { $a } y { $b }

settings-mods = Mods…
mods-title = Mods
mods-add = Añadir un mod…
mods-remove = Quitar
mods-where = Pon la carpeta de un mod o su .zip en { $dir }. Un mod más abajo en la lista reemplaza los archivos de los mods de arriba y los del juego.
mods-where_web = Añade el .zip de un mod con el botón de abajo o arrástralo a la página. Los mods se guardan en este navegador. Un mod más abajo en la lista reemplaza los archivos de los mods de arriba y los del juego.
mods-none = Aún no hay mods. Crea uno con petri-cli mod new, como explica assets/mods/README.md.
mods-none_web = Aún no hay mods. Añade el .zip de un mod o crea uno con petri-cli mod new, como explica assets/mods/README.md.
mods-same_id = Desactivado: otro mod de arriba ya tiene el id { $id }.
mods-needs = Desactivado: necesita el mod { $id } ({ $version }) activado y más arriba en la lista.
mods-base = Petri { $version }: los temas, idiomas, lecciones y desafíos del propio juego, debajo de todos los mods.
mods-up = Subir
mods-down = Bajar
mods-version = versión { $version }
mods-by = de { $author }
mods-problems = Desactivado: { $n ->
        [one] un problema
       *[other] { $n } problemas
    }
mods-themes =
    { $n ->
        [one] { $n } tema
       *[other] { $n } temas
    }
mods-languages =
    { $n ->
        [one] { $n } idioma
       *[other] { $n } idiomas
    }
mods-puzzles =
    { $n ->
        [one] { $n } desafío
       *[other] { $n } desafíos
    }
mods-sounds =
    { $n ->
        [one] { $n } sonido
       *[other] { $n } sonidos
    }
mods-pictures =
    { $n ->
        [one] { $n } imagen
       *[other] { $n } imágenes
    }
mods-lessons = lecciones

replays-summary = { $game }: { $who } — { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    }
replays-unnamed = { $n ->
        [one] { $n } jugador
       *[other] { $n } jugadores
    }
menu-resume_line = { $game }, { $names } — { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    }
results-home_in = en su destino en { $moves ->
        [one] { $moves } movimiento
       *[other] { $moves } movimientos
    }
results-not_home = no llegó a su destino
results-cup = { $n ->
        [one] { $n } ficha en el vaso
       *[other] { $n } fichas en el vaso
    }

learn-l-teams = Equipos
learn-l-teams_about = Cuatro jugadores en dos equipos terminan juntos
learn-l-teams_1 = Cuatro jugadores en dos equipos: los compañeros se sientan enfrente, así que tu compañero empieza en tu destino y corre hacia tu casa (su canica también está iluminada). Mueve tu última canica a tu destino
learn-l-teams_2 = Todas tus canicas están en su destino, pero tu compañero aún está en camino, y un equipo solo termina cuando los dos han llegado. Hasta entonces no tienes más movimiento que pasar; el juego pasa por ti
learn-l-teams_want = Mueve la canica iluminada a la última casilla libre de tu destino
learn-l-teams_done = Tu equipo gana cuando tu compañero también llega; hasta entonces pasas en cada turno.

# The theme editor (Settings → Edit theme…).
settings-edit_theme = Editar tema…
theme_editor-title = Editor de temas
theme_editor-about = Cada color cambia el tablero al instante. Exportar como mod crea un .zip que cualquier jugador puede añadir.
theme_editor-name = Nombre
theme_editor-copy_name = Mi { $name }
theme_editor-colours = Colores
theme_editor-background = Mesa
theme_editor-board = Tablero
theme_editor-board_edge = Borde del tablero
theme_editor-hole = Casillas
theme_editor-highlight = Resaltado
theme_editor-hint = Pista
theme_editor-accent = Acento
theme_editor-pictures = Imágenes (de { $theme })
theme_editor-drop_picture = Elige una imagen y suelta un PNG en la ventana para ponerlo en su lugar (o suelta marble.png, dice.png… con el nombre de una).
theme_editor-drop_picture_web = Elige una imagen y suelta un PNG en la página para ponerlo en su lugar (o suelta marble.png, dice.png… con el nombre de una).
theme_editor-picture_yours = { $slot }: tu imagen
theme_editor-picture_which = ¿Qué imagen debe reemplazar { $file }? Elige una primero en el editor de temas.
theme_editor-picture_put = { $slot }: { $file } puesta en su lugar.
theme_editor-picture_refused = No se usó { $file }: { $error }
theme_editor-export = Exportar como mod
theme_editor-exported = Exportado: { $file }. Está en Ajustes → Mods; añade el .zip a los mods de otro jugador para compartirlo.
theme_editor-downloaded = Descargado: { $file }. Arrástralo a la página de otro jugador para compartirlo.
theme_editor-export_failed = No se puede exportar el tema: { $error }
