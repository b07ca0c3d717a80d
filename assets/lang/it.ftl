# Italiano: traduzione di Petri (vedi README.md in questa cartella).
# Ogni riga è `id = testo`; `{ $nome }` è un valore che il gioco inserisce, e
# `{ $n -> [one] … *[other] … }` sceglie una forma secondo il numero (regole di plurale CLDR).

language-name = Italiano


## colour
colour-red = Rosso
colour-blue = Blu
colour-green = Verde
colour-yellow = Giallo
colour-purple = Viola
colour-black = Nero
colour-cyan = Ciano
colour-pink = Rosa
colour-white = Bianco
colour-orange = Arancione

## explain
explain-already_checked = questa pedina è già stata controllata: ogni pedina si controlla una volta per turno
explain-bad_die = { $value } non è un valore del dado (da 1 a 6)
explain-best_order = usa l'ordine migliore: cattura { $n }
explain-check_rest = controlla le altre: non può cadere più niente
explain-check_this = controlla questa pedina: { $count }
explain-count_checked = nemiche: { $enemies } · amiche: { $friends } — controllata, resta
explain-count_falls = nemiche: { $enemies } · amiche: { $friends } — cade subito
explain-count_safe = nemiche: { $enemies } · amiche: { $friends } — al sicuro
explain-count_tie = nemiche: { $enemies } · amiche: { $friends } — al sicuro (in parità resta)
explain-die_nothing = Usa { $value }: niente da piazzare o riprendere
explain-die_place = 
    { $value ->
        [one] Usa { $value }: piazza { $value } pedina
       *[other] Usa { $value }: piazza { $value } pedine
    }
explain-die_take_back = 
    { $value ->
        [one] Usa { $value }: riprendi { $value } pedina
       *[other] Usa { $value }: riprendi { $value } pedine
    }
explain-empty_hole = qui non c'è nessuna biglia
explain-first_roll = { $rolls }: { $starts }
explain-first_roll_tie = { $rolls }: parità, tirano di nuovo: { $seats }
explain-foreign_triangle = una mossa può finire solo al centro, nel triangolo di partenza di questa biglia o nella sua meta — mai in un'altra punta della stella
explain-game_over = la partita è finita
explain-hint = Aiuto: { $why }
explain-hint_glowing = gioca la mossa che brilla
explain-how_hop = un salto
explain-how_hops = 
    { $hops ->
        [one] { $hops } salto
       *[other] { $hops } salti
    }
explain-how_step = un passo
explain-into_target = { $why }, nella sua meta
explain-move_why = { $how }, { $rows }
explain-must_move = hai una mossa, quindi non puoi passare
explain-must_pass = non hai mosse e devi passare
explain-not_a_hop_path = questi salti non portano qui
explain-not_reachable = nessun passo o catena di salti porta qui: una biglia fa un passo in una buca accanto, oppure salta una biglia fino alla buca vuota subito dietro
explain-not_rolled = i dadi mostrano { $a } e { $b }, non { $value }
explain-not_your_marble = questa è una biglia di { $seat }, non tua
explain-nothing_to_check = qui non c'è nessuna pedina da controllare
explain-now_check = prima controlla le pedine per le catture
explain-now_choose_die = prima scegli uno dei dadi
explain-now_move = muovi una biglia
explain-now_place = prima piazza le tue pedine
explain-now_remove = prima riprendi le tue pedine
explain-now_roll = prima tira i dadi
explain-occupied = questa buca è occupata: una biglia si muove in una buca vuota
explain-place_crowds = 
    { $n ->
        [one] piazza qui: una pedina nemica viene accerchiata
       *[other] piazza qui: { $n } pedine nemiche vengono accerchiate
    }
explain-place_first = piazza qui, nel tuo triangolo di partenza: non hai pedine sul tabellone
explain-place_home = finché non hai pedine sul tabellone, una pedina va nel tuo triangolo di partenza (il triangolo del tuo colore)
explain-place_near_own = 
    { $n ->
        [one] piazza qui: accanto a { $n } tua pedina
       *[other] piazza qui: accanto a { $n } tue pedine
    }
explain-place_next_to_own = le pedine vanno accanto alle tue pedine
explain-place_occupied = questa buca è occupata: le pedine vanno nelle buche vuote
explain-release_rule = { $seat } è bloccato e le tue biglie occupano la sua meta: in questo turno fanne uscire una — regola di liberazione
explain-remove_crowded = riprendi questa pedina: è accerchiata e cadrebbe
explain-remove_not_yours = questa è una pedina di { $seat }: riprendine una tua
explain-remove_own = riprendi una delle tue pedine
explain-rolled = { $who }: { $a } + { $b } = { $sum }
explain-rows_back = 
    { $rows ->
        [one] { $rows } fila indietro
       *[other] { $rows } file indietro
    }
explain-rows_forward = 
    { $rows ->
        [one] { $rows } fila avanti
       *[other] { $rows } file avanti
    }
explain-rows_sideways = di lato
explain-same_hole = la biglia è già qui: scegli un'altra buca
explain-target_lock = una biglia nella sua meta non può uscirne — meta bloccata
explain-waiting_for_mate = le biglie di { $seat } sono tutte nella sua meta: passa finché anche { $mate } non ha finito
explain-waiting_for_mate_you = le tue biglie sono tutte nella tua meta: passi finché anche { $mate } non ha finito
explain-you = Tu

## game
game-checkers = Dama cinese
game-petri = Petri

## hud
hud-a_draw = Pareggio
hud-animations = Animazioni
hud-b_the_order_that_captures = B: l'ordine che cattura di più
hud-back = indietro (←)
hud-best_order = Ordine migliore
hud-by_default_each_target_triangle = Nella dama cinese ogni triangolo meta ha di solito il colore del set che deve raggiungerlo; questa opzione colora invece i triangoli di partenza. Petri colora sempre i triangoli di partenza
hud-check_the_rest = Controlla le altre
hud-close = Chiudi
hud-colour_start_triangles = colora i triangoli di partenza
hud-ctrl_y = Ctrl+Y
hud-ctrl_z = Ctrl+Z
hud-face_the_player = gira verso chi gioca
hud-forward = avanti (→)
hud-hint = Aiuto
hud-how_to_play_more = Come si gioca…
hud-leads = in testa
hud-menu = ☰ Menu
hud-new_game_more = Nuova partita…
hud-online_room = Torna alla stanza
hud-petri_counts = mano { $hand } · in gioco { $board } · coppetta { $cup }
hud-prompt_choose_die = { $who }: scegli un dado (cliccalo o premi 1 o 2)
hud-prompt_first_roll = { $who }: tira per il primo turno (clicca i dadi o premi Spazio)
hud-prompt_move = { $who }: scegli una biglia, poi una buca
hud-prompt_order_captures = { $who }: controlla le pedine per le catture nel tuo ordine, o usa l'ordine migliore
hud-prompt_order_yourself = { $who }: controlla le pedine per le catture, una alla volta, nel tuo ordine
hud-prompt_place = 
    { $left ->
        [one] { $who }: piazza ancora { $left } pedina
       *[other] { $who }: piazza ancora { $left } pedine
    }
hud-prompt_playing = { $who } sta giocando
hud-prompt_remote = in attesa di { $who }…
hud-prompt_remove = 
    { $left ->
        [one] { $who }: riprendi ancora { $left } pedina
       *[other] { $who }: riprendi ancora { $left } pedine
    }
hud-prompt_roll = { $who }: tira i dadi (cliccali o premi Spazio)
hud-prompt_thinking = { $who } sta pensando…
hud-quit = Esci
hud-race = 
    { $moves ->
        [one] { $moves } mossa · nella meta { $home }/{ $total }
       *[other] { $moves } mosse · nella meta { $home }/{ $total }
    }
hud-redo = Ripeti
hud-rematch = Rivincita
hud-replay_progress = Replay: mossa { $at } di { $total }
hud-roll_the_dice = Tira i dadi
hud-seat_kind = posto { $seat } · { $kind }
hud-settings_more = Opzioni…
hud-skip_space = salta (Spazio)
hud-thinking_more = pensa…
hud-title_checkers = Dama cinese — { $players } giocatori
hud-title_petri = Petri — { $captures }
hud-title_screen = Schermata iniziale
hud-to_the_end_end = alla fine (Fine)
hud-to_the_start_home = all'inizio (Inizio)
hud-turn_the_board = gira il tabellone
hud-undo = Annulla
hud-use_die = Usa { $value }

## learn
learn-again = Di nuovo
learn-from_mod = Mod: { $name }
learn-card_title = { $lesson } · fase { $at } di { $total }
learn-d-chain = Una catena: salta ancora e ancora in una sola mossa, qui 4 salti, sopra biglie di qualsiasi colore
learn-d-draw = Regole per famiglie: finisci per primo, ma il giro si completa: Blu finisce con lo stesso numero di mosse, quindi condividete il primo posto, un pareggio
learn-d-forfeit = L'unica biglia di Blu è chiusa: senza mosse, Blu passa (passare conta come una mossa)
learn-d-goal = Porta le tue biglie dall'altra parte del tabellone, nella punta della stella opposta: la tua meta
learn-d-hop = Un salto: sopra una biglia accanto a te, nella buca vuota dietro di essa, 1 salto
learn-d-layouts = Sei giocatori riempiono tutte le punte della stella; quattro ne lasciano vuote due opposte; tre partono da una punta sì e una no; due partono uno di fronte all'altro
learn-d-lock = Meta bloccata: una biglia nella sua meta non può uscirne
learn-d-lock_inside = Muoversi dentro la meta è comunque permesso
learn-d-occupied = Ogni buca della tua meta è piena e una contiene una biglia di Blu: con la regola della meta occupata hai finito
learn-d-petri_back = Hai fatto 3 con 2 pedine in mano: invece riprendi in mano 3 delle tue pedine
learn-d-petri_count = 3 nemiche contro 1 amica: questa pedina è accerchiata e cade
learn-d-petri_cup = Nessuna buca vuota accanto alla tua pedina: le 2 pedine che non puoi piazzare vanno nella tua coppetta
learn-d-petri_end = L'ultima pedina di Blu viene catturata: 1 cattura, e Blu non ha più niente in gioco né in mano, quindi la partita finisce
learn-d-petri_first_place = Inizia Rosso: usa il 2 e piazza la sua prima pedina nel suo triangolo di partenza, la successiva accanto
learn-d-petri_first_roll = Tirano tutti; inizia chi fa il totale più alto
learn-d-petri_five = Cinque giocatori: la punta della stella in alto resta vuota
learn-d-petri_home = Se non hai ancora pedine sul tabellone, la tua pedina deve andare nel tuo triangolo di partenza
learn-d-petri_next = Ogni pedina va accanto a una delle tue pedine
learn-d-petri_order_better = Questo ordine: prima la tua pedina, poi quelle blu: 3 catturate, tutte nella tua coppetta
learn-d-petri_order_worse = Questo ordine: prima una pedina blu: 2 catturate, e la tua pedina accerchiata sopravvive
learn-d-petri_realtime = Tempo reale: ogni pedina è giudicata sullo stesso tabellone, le 2 pedine accerchiate se ne vanno insieme
learn-d-petri_tie = 2 nemiche contro 2 amiche: parità, la pedina resta
learn-d-release = Blu non può avvicinarsi e le tue biglie occupano la sua meta (il tuo triangolo di partenza): la regola di liberazione ti obbliga a farne uscire una
learn-d-release_free = Una esce con un passo: Blu può proseguire
learn-d-step = Un passo: una biglia si sposta in una delle sei buche accanto
learn-d-stops = Regole online: una mossa può finire solo al centro, nel triangolo di partenza della biglia o nella sua meta, e questa punta vuota non è nessuno dei tre (i salti possono attraversarla)
learn-d-super = Super salto: sopra una biglia lontana, atterrando altrettanto lontano dietro di essa, 1 salto
learn-diagrams_in_learn = Impara, nella schermata iniziale, mostra ogni regola su un tabellone animato.
learn-how_to_play = Come si gioca
learn-lesson_line = { $state } · { $game } · { $about }
learn-l-chain = Una catena di salti
learn-l-chain_1 = Fai saltare la biglia illuminata fino alla buca illuminata più lontana: sopra una biglia, poi la successiva, e così via, in una sola mossa (scegli la biglia, poi quella buca)
learn-l-chain_about = Salta ancora e ancora in una sola mossa
learn-l-chain_done = 4 salti in una mossa. Catene così fanno vincere le corse.
learn-l-chain_stop = Ferma una catena a metà
learn-l-chain_stop_1 = Puoi fermare una catena dopo un salto qualsiasi: scegli la biglia, poi clicca sulla buca dove vuoi che si fermi. La catena della biglia illuminata sale di 2 salti fino alla buca illuminata, poi torna giù e di lato. Fermala sulla buca illuminata, dopo 2 salti: lì è 4 file più vicina alla tua meta, e saltare ancora te ne farebbe perdere 2
learn-l-chain_stop_about = Chiudi una catena dopo un salto qualsiasi
learn-l-chain_stop_done = 2 salti, 4 file più avanti; la catena intera, 4 salti, ne avrebbe guadagnate solo 2. Conta le file, non i salti.
learn-l-chain_stop_want = Fermala sulla buca illuminata, dopo 2 salti: i salti successivi tornano giù
learn-l-endgame = Il finale
learn-l-endgame_1 = La meta bloccata è attiva (regole per famiglie): una biglia nella sua meta può muoversi solo al suo interno. Prova a far uscire di un passo la biglia illuminata verso la buca illuminata: la mossa viene rifiutata. Poi riempi la punta: sposta nella punta vuota la biglia che sta subito sotto
learn-l-endgame_2 = Ora fai entrare con un salto la tua ultima biglia, sopra la biglia illuminata, nella buca che hai lasciato: tutte le biglie sono nella meta
learn-l-endgame_about = Riempi prima le buche più profonde; prova a violare la meta bloccata
learn-l-endgame_done = Tutte nella meta, e l'ultima mossa del giro di Blu non gli è bastata per finire: vinci tu. Riempire prima le buche profonde lascia spazio alle ultime biglie.
learn-l-game = La tua prima partita
learn-l-game_1 = Sfida un computer principiante nella corsa verso la tua meta su un tabellone piccolo (6 biglie a testa). Aiuto (barra in alto) mostra una buona mossa quando sei bloccato
learn-l-game_about = Una partita breve e completa contro un principiante
learn-l-game_done = Questa era una partita completa. In Nuova partita trovi tutti i regolamenti e i tabelloni.
learn-l-hop = Un salto
learn-l-hop_1 = Salta: scegli la biglia illuminata dietro, poi la buca illuminata oltre la biglia che ha davanti
learn-l-hop_2 = Salta ancora: scegli una delle tue biglie e falla saltare sopra una biglia accanto, nella buca vuota dietro
learn-l-hop_about = Salta sopra una biglia accanto a te
learn-l-hop_done = Puoi saltare biglie di qualsiasi colore, non solo le tue, e non si cattura niente.
learn-l-ladder = Costruisci una scala
learn-l-ladder_1 = Sposta di un passo la biglia illuminata fino alla buca illuminata: sarà un piolo da saltare
learn-l-ladder_2 = Ora usa la scala: fai saltare la biglia illuminata dietro fino alla buca illuminata, sopra la biglia che ha davanti, poi di lato sopra il tuo piolo: 2 salti in una mossa
learn-l-ladder_about = Disponi le biglie in modo che le altre possano saltarle
learn-l-ladder_done = Biglie distanziate di una buca fanno da scala per quelle dietro.
learn-l-occupied = Una meta occupata
learn-l-occupied_1 = La biglia di Blu occupa la punta della tua meta e non se ne andrà. Con la regola della meta occupata (attiva nelle regole per famiglie) finisci quando ogni buca della tua meta è piena e una contiene una tua biglia: sposta la biglia illuminata nell'ultima buca vuota
learn-l-occupied_about = Finisci nonostante una biglia bloccata nella tua meta
learn-l-occupied_done = Hai finito con la biglia di Blu ancora nella tua meta e una delle tue ancora nel triangolo di partenza: con questa regola, bloccare una meta non conviene. L'ultima mossa del giro di Blu non gli è bastata per finire: vinci tu.
learn-l-pass = Nessuna mossa: si passa
learn-l-pass_1 = La tua unica biglia è chiusa: nessuna buca vuota accanto e nessuna in cui saltare. Senza mosse devi passare; il gioco passa per te, e passare conta come una delle tue mosse
learn-l-pass_2 = Hai passato. Poi Blu ha spostato via una biglia, quindi ora hai una mossa e non puoi passare: muovi la tua biglia
learn-l-pass_about = Chi non ha mosse passa
learn-l-pass_done = Passare conta come una mossa, e si passa solo quando non si ha proprio nessuna mossa.
learn-l-petri_crowd = Accerchia una pedina
learn-l-petri_crowd_1 = Tira i dadi (cliccali o premi Spazio)
learn-l-petri_crowd_2 = Usa un 1: piazza una pedina
learn-l-petri_crowd_3 = Piazzala nella buca illuminata: la pedina illuminata di Blu avrà così 2 delle tue contro 1 delle sue
learn-l-petri_crowd_4 = Controlla la pedina illuminata di Blu (cliccala): più nemiche che amiche, quindi è accerchiata e finisce nella tua coppetta
learn-l-petri_crowd_about = Conta le vicine
learn-l-petri_crowd_done = Catturata: 1 pedina nella tua coppetta, perché aveva più vicine nemiche che amiche. In parità resta.
learn-l-petri_cup = Niente spazio: nella coppetta
learn-l-petri_cup_1 = La tua unica pedina è circondata da Blu. Tira i dadi
learn-l-petri_cup_2 = Usa il 2: nessuna buca vuota tocca la tua pedina, quindi le 2 pedine che non puoi piazzare vanno direttamente nella tua coppetta, e lì contano per te
learn-l-petri_cup_3 = La tua coppetta ne contiene 2. Ora il controllo: la tua pedina circondata ha 2 nemiche e nessuna amica, quindi cade, finendo anch'essa nella tua coppetta: controllala, 1 cattura
learn-l-petri_cup_about = Le pedine che non puoi piazzare contano per te
learn-l-petri_cup_done = La tua coppetta ne contiene 3: tutto ciò che finisce nella tua coppetta durante il tuo turno conta per te.
learn-l-petri_end = La fine e i punti
learn-l-petri_end_1 = Blu ha 0 pedine in mano e una sul tabellone; le coppette ne contengono 5 (la tua) e 2 (quella di Blu). Tira i dadi
learn-l-petri_end_2 = Usa un 1
learn-l-petri_end_3 = Piazzala nella buca illuminata: l'ultima pedina di Blu sarà accerchiata, 3 nemiche contro nessuna
learn-l-petri_end_4 = Controlla la pedina di Blu: 1 cattura, e senza niente sul tabellone né in mano Blu è fuori, quindi la partita è finita
learn-l-petri_end_about = Come finisce Petri e chi vince
learn-l-petri_end_done = La partita finisce quando un giocatore non ha pedine in gioco né in mano. La tua coppetta ne contiene 6, quella di Blu 2: vince chi ha più pedine nella coppetta.
learn-l-petri_enemies = Tutti gli altri sono nemici
learn-l-petri_enemies_1 = Tre giocatori: Blu e Verde sono entrambi tuoi nemici. Tira i dadi
learn-l-petri_enemies_2 = Usa un 1
learn-l-petri_enemies_3 = La pedina illuminata di Blu ha 1 nemica verde e 1 amica blu: parità. Piazza la tua pedina nella buca illuminata: tu e Verde vi sommate, 2 nemiche contro 1 amica
learn-l-petri_enemies_4 = Cattura il più possibile: la pedina di Blu cade (2 contro 1), e cade anche la pedina verde isolata, la cui unica vicina è la tua (1 contro 0, le buche vuote non contano per nessuno). Controllale entrambe prima della tua pedina e la tua resta, con 0 nemiche e 1 amica: 2 catturate
learn-l-petri_enemies_about = Tre giocatori: gli altri colori si sommano
learn-l-petri_enemies_done = Ogni altro colore conta come nemico, e una pedina isolata accanto a una nemica cade: altre 2 nella tua coppetta.
learn-l-petri_game = La tua prima partita a Petri
learn-l-petri_game_1 = Gioca una partita completa contro un principiante su un tabellone piccolo. Vince chi ha più pedine nella coppetta
learn-l-petri_game_about = Una partita breve e completa contro un principiante
learn-l-petri_game_done = Questa era una partita completa a Petri. In Nuova partita trovi più giocatori e tabelloni più grandi.
learn-l-petri_home = La prima pedina va a casa
learn-l-petri_home_1 = Non hai pedine sul tabellone (5 in mano; 1 delle tue è già nella tua coppetta). Tira i dadi
learn-l-petri_home_2 = Usa il 3: piazza 3 pedine
learn-l-petri_home_3 = La tua prima pedina deve andare nel tuo triangolo di partenza (illuminato): piazzala lì
learn-l-petri_home_4 = Le successive vanno accanto alle tue pedine: piazzane altre 2
learn-l-petri_home_about = Dove può andare la prima pedina
learn-l-petri_home_done = Comincia dal tuo triangolo di partenza, poi cresci a partire dalle tue pedine.
learn-l-petri_order = L'ordine dei controlli
learn-l-petri_order_1 = Tira i dadi
learn-l-petri_order_2 = Usa un 1
learn-l-petri_order_3 = Piazzala nella buca illuminata, lontano dalla mischia
learn-l-petri_order_4 = Ora controlla le pedine in modo da catturarne il più possibile. Ogni pedina catturata nel tuo turno va nella tua coppetta e conta per te, anche una delle tue: controllare prima una pedina blu lascia in piedi la tua pedina accerchiata e ne cattura solo 2; controllare prima la tua pedina accerchiata ne cattura 3
learn-l-petri_order_about = Trova l'ordine che cattura di più
learn-l-petri_order_done = Un ordine migliore ne ha catturate 3 invece di 2, tutte e 3 nella tua coppetta: perdere una tua pedina ti ha fatto guadagnare un punto. In partita, Ordine migliore lo trova per te.
learn-l-petri_realtime = Tempo reale
learn-l-petri_realtime_1 = In Tempo reale tutte le pedine accerchiate se ne vanno insieme. Tira i dadi
learn-l-petri_realtime_2 = Usa un 1
learn-l-petri_realtime_3 = Piazzala nella buca illuminata e guarda: le 2 pedine accerchiate, una blu e una tua, finiscono insieme nella tua coppetta
learn-l-petri_realtime_about = Tutte le catture insieme
learn-l-petri_realtime_done = In Tempo reale non c'è un ordine da scegliere: tutto viene giudicato su un unico tabellone.
learn-l-petri_roll = Tira e piazza
learn-l-petri_roll_1 = Per iniziare tirano tutti: clicca i dadi (o premi Spazio)
learn-l-petri_roll_2 = Hai fatto di più e inizi tu. Tira per il tuo turno
learn-l-petri_roll_3 = Scegli un dado: usa il 2 per piazzare 2 pedine
learn-l-petri_roll_4 = Piazza 2 pedine: la prima nel tuo triangolo di partenza, la successiva accanto
learn-l-petri_roll_about = Tira entrambi i dadi, usane uno, piazza altrettante pedine
learn-l-petri_roll_done = Questo è un turno di Petri: tira, scegli un dado, piazza.
learn-l-petri_short = Quando restano poche pedine in mano
learn-l-petri_short_1 = Hai 2 pedine in mano. Tira i dadi
learn-l-petri_short_2 = Usa il 3: ne hai meno in mano, quindi ne riprendi 3
learn-l-petri_short_3 = Riprendi 3 delle tue pedine (cliccale)
learn-l-petri_short_about = Riprendi invece le pedine
learn-l-petri_short_done = Con meno pedine in mano del numero del dado, ne riprendi altrettante.
learn-l-release = Il blocco e la regola di liberazione
learn-l-release_1 = Blu non può avvicinare nessuna biglia alla sua meta, e le tue biglie occupano quella meta (il tuo triangolo di partenza): la regola di liberazione ti obbliga a farne uscire una. Ogni mossa che hai ora lo fa; la biglia illuminata davanti può uscire con un passo
learn-l-release_2 = Blu è entrato ed è di nuovo bloccato, con le tue biglie ancora nella sua meta: ancora una volta devi farne uscire una (le regole rifiutano qualsiasi altra mossa)
learn-l-release_about = Le regole online vietano di bloccare una meta
learn-l-release_done = Nelle regole online non è permesso bloccare la meta di un giocatore.
learn-l-step = Un passo
learn-l-step_1 = Sposta una biglia di una buca: scegli una delle biglie illuminate, poi una buca illuminata accanto
learn-l-step_2 = Fai un altro passo con una biglia qualsiasi
learn-l-step_about = Spostati in una buca accanto
learn-l-step_done = Con un passo una biglia va in una qualsiasi delle sei buche accanto.
learn-l-stops = Dove può fermarsi una mossa
learn-l-stops_1 = Regole online: una mossa può finire solo nel triangolo di partenza della biglia, nella sua meta o al centro. Prova a spostare di un passo la biglia illuminata nella punta vuota accanto (illuminata): la mossa viene rifiutata, perché quella punta non è né il tuo triangolo né la tua meta. Poi fai un qualsiasi altro passo
learn-l-stops_about = Regole online: le mosse finiscono solo nei tuoi triangoli
learn-l-stops_done = I salti possono attraversare le altre punte, ma una mossa non può fermarsi lì.
learn-l-want_best = Quell'ordine cattura meno: prova prima un'altra pedina
learn-l-want_chain = Vai fino in fondo: la buca illuminata più lontana, in una mossa
learn-l-want_d4 = Per questa lezione piazzala nella buca illuminata
learn-l-want_die_2 = Per questa lezione usa il 2
learn-l-want_die_3 = Per questa lezione usa il 3
learn-l-want_f3 = Piazzala nella buca illuminata, accanto alla pedina di Blu
learn-l-want_g3 = Piazzala nella buca illuminata, accanto alla pedina di Blu
learn-l-want_g4 = Controlla la pedina illuminata di Blu, quella accerchiata
learn-l-want_h5 = Piazzala nella buca illuminata, tra le pedine blu e quelle verdi
learn-l-want_hop = Quello non era un salto: salta sopra una biglia accanto alla tua
learn-l-want_ladder = Per questa lezione sposta di un passo la biglia illuminata fino alla buca illuminata
learn-l-want_ladder_use = Usa la scala: una mossa di due o più salti
learn-l-want_last = Fai saltare l'ultima biglia sopra quella illuminata, nella buca vuota
learn-l-want_occupied = Sposta la biglia illuminata nell'ultima buca vuota della tua meta
learn-l-want_step = Quello non era un passo: spostati in una buca proprio accanto alla biglia
learn-l-want_tip = Prima riempi la punta: porta su nella punta la biglia illuminata
learn-lost_ground = Quella mossa è andata indietro. Aiuto, nella barra in alto, mostra una mossa che guadagna terreno
learn-next = Prossima lezione
learn-no_such_lesson = non esiste una lezione chiamata { $name }
learn-offer = Non conosci la dama cinese o Petri? Qualche breve lezione sul tabellone ti insegna entrambi.
learn-offer_no = No, gioco subito
learn-offer_yes = Mostrami
learn-part-app = L'app
learn-part-checkers = Dama cinese
learn-part-petri = Petri
learn-refused = La mossa illuminata viene rifiutata. { $why }
learn-s-app_board = Il tabellone e la barra in alto
learn-s-app_lobby = Online: la lobby
learn-s-app_menu = Il menu ☰
learn-s-app_new_game = Nuova partita
learn-s-app_results = Risultati e replay
learn-s-app_room = Online: una stanza e la sua partita
learn-s-app_settings = Opzioni, temi e salvataggi
learn-s-app_title = La schermata iniziale
learn-s-chain = Una catena di salti
learn-s-forfeit = Nessuna mossa: si passa
learn-s-goal = L'obiettivo
learn-s-hop = Un salto
learn-s-layouts = Giocatori, biglie, set e squadre
learn-s-occupied_target = La meta occupata conta
learn-s-petri_back = Poche in mano: riprendi
learn-s-petri_captures = Accerchiate
learn-s-petri_cup = Niente spazio: nella coppetta
learn-s-petri_end = La fine e il vincitore
learn-s-petri_home = La prima pedina va a casa
learn-s-petri_order = L'ordine dei controlli
learn-s-petri_place = Tira, scegli un dado, piazza
learn-s-petri_players = Da due a sei giocatori
learn-s-petri_realtime = Catture in tempo reale
learn-s-petri_start = Cosa hai e chi inizia
learn-s-release_rule = La regola di liberazione
learn-s-step = Un passo
learn-s-stops = Dove può fermarsi una mossa
learn-s-super_hops = Super salti
learn-s-target_lock = Meta bloccata
learn-s-winning = Vittoria, piazzamenti e pareggi
learn-start = Inizia
learn-state_done = fatta
learn-state_new = nuova
learn-state_next = prossima
learn-t-app_board = Clicca una delle tue biglie: le buche che può raggiungere si illuminano, e passando il mouse su una si vede il percorso dei salti; clicca una buca per muovere, o di nuovo la biglia per lasciarla. In Petri clicca i dadi per tirarli, un dado per usarlo, poi le buche illuminate. La barra in alto ha Annulla, Ripeti, Aiuto (una buona mossa, con il perché), la rotazione del tabellone e il salto di un'animazione; le schede dei posti mostrano chi gioca, a che punto è ciascuno (mosse, biglie nella meta) oppure la sua mano, le sue pedine sul tabellone e la sua coppetta. L'ultima mossa del giocatore prima di te lampeggia. Tasti: frecce o Tab e Invio scelgono le buche, Esc lascia la biglia, Spazio tira i dadi, 1 o 2 sceglie un dado, B gioca l'ordine di cattura migliore, Ctrl+Z e Ctrl+Y annullano e ripetono.
learn-t-app_lobby = Gioca online si collega a un server (il quadratino accanto al suo nome è verde quando è connesso, giallo durante la connessione, rosso quando non lo è). Un riquadro per ogni modalità dice quanti aspettano e quanti giocano; con un clic prendi posto in una stanza pubblica. Crea una stanza tra amici per giocare con chi conosci, oppure usa Entra col nome con il nome della stanza (Entra per giocare, Guarda per assistere). Se hai fatto l'accesso a un account, le partite rapide possono essere Classificate: ogni modalità ha il suo punteggio, a ogni turno corre un orologio, e Classifiche mostra i migliori giocatori di ogni modalità, la storia del loro punteggio e le loro partite da rivedere. In diretta elenca le partite in corso: Guarda ne apre una. Anche Come si gioca è a un clic dalla lobby.
learn-t-app_menu = Il menu ☰ contiene la velocità delle animazioni, la rotazione verso chi gioca (il tabellone gira in modo che chi deve muovere sia in basso), Come si gioca, Opzioni, Rivincita, Nuova partita e la schermata iniziale; in una finestra stretta contiene anche Annulla, Ripeti, Aiuto e la rotazione del tabellone.
learn-t-app_new_game = Scegli il gioco, il numero di giocatori, il regolamento e chi siede a ogni posto (tu, un amico a questo schermo o un computer da principiante a maestro). Altre regole elenca le regole della casa, ognuna con un ? che apre qui la sua pagina; Avanzate contiene la dimensione del tabellone, i pezzi e il seme. Il tabellone accanto mostra come inizierà la partita.
learn-t-app_results = Quando una partita finisce, i risultati dicono chi ha vinto e ogni piazzamento con il modo in cui è stato ottenuto. Rivincita gioca di nuovo con gli stessi posti; Guarda il replay ripercorre la partita (← → per muoversi, Inizio e Fine per saltare agli estremi); Salva partita la conserva come file. Ogni partita finita resta in Replay nella schermata iniziale.
learn-t-app_room = Una stanza d'attesa mostra il suo nome (Copia, o Copia link nel browser, per invitare gli amici), una scheda per ogni posto e la chat. Durante una partita la scheda della stanza ha Esci dalla stanza (uscire da una partita in corso equivale ad abbandonarla), Proponi nuova partita (tutti devono essere d'accordo) e Annulla la partita quando un giocatore è sparito. Una connessione persa viene ritentata da sola e ti rimette al tuo posto. Il quadratino in basso a destra si illumina quando tocca a te.
learn-t-app_settings = Opzioni (schermata iniziale o menu ☰) contiene il volume, il tema, la velocità delle animazioni, un simbolo sulle biglie di ogni giocatore per chi è daltonico, la scala dell'interfaccia e i colori del tabellone. I temi si possono aggiungere come cartelle e cambiano ogni tabellone, compresi questi diagrammi. La partita in corso viene salvata dopo ogni mossa: Continua nella schermata iniziale la riprende.
learn-t-app_title = Gioca avvia con un clic l'ultima partita che hai impostato; Continua riprende una partita non finita; Nuova partita ne imposta un'altra; Impara contiene queste pagine e le lezioni guidate; Gioca online trova altri giocatori; Replay mostra le partite finite; Opzioni cambia l'aspetto e i suoni del gioco.
learn-t-chain = Dopo un salto puoi saltare di nuovo da dove sei atterrato, tutte le volte che puoi, in qualsiasi direzione, sopra biglie di qualsiasi colore: è una sola mossa. Puoi fermarti dopo qualsiasi salto. Una mossa è o un passo o dei salti, mai entrambi. Scale di biglie, tue e altrui, creano lunghe catene.
learn-t-forfeit = Un giocatore senza mosse valide passa, e passare conta come una mossa. Succede quando le biglie sono chiuse; nelle partite a squadre un giocatore con tutte le biglie nella sua meta passa mentre il compagno di squadra continua la corsa.
learn-t-goal = Ogni giocatore parte con le sue biglie in una punta della stella (un triangolo), il suo triangolo di partenza, e le porta fino alla punta opposta, la sua meta. Rosso, il primo posto, muove per primo (scelta di questa app: le regole stampate fanno iniziare il giocatore più giovane o il Nero); poi i giocatori fanno a turno una mossa ciascuno, procedendo verso sinistra (in senso orario). Vince il primo che riempie la sua meta con tutte le sue biglie.
learn-t-hop = Una biglia può saltare una biglia proprio accanto a sé, di qualsiasi colore, finendo nella buca vuota subito dietro, in linea retta. Non si cattura niente: la biglia saltata resta dov'è.
learn-t-layouts = Due giocatori partono da punte opposte, tre da una punta sì e una no, quattro da due coppie di punte opposte, sei da tutte. Ogni giocatore ha un set di 10 biglie sul tabellone standard (15 o 21 sui tabelloni più grandi; in due si possono usare 15 biglie sul tabellone standard); i diagrammi e le lezioni qui usano un tabellone piccolo con 6 biglie. In due si possono giocare due o tre set di colore a testa, in tre due set a testa, muovendo a ogni turno una biglia di uno qualsiasi dei propri set. Con quattro o sei giocatori si può anche giocare a squadre (Squadre in Nuova partita, disattivato se non lo scegli): i compagni di squadra siedono uno di fronte all'altro, e una squadra finisce quando entrambi hanno tutte le biglie nelle loro mete.
learn-t-occupied_target = Una regola contro il blocco, stampata nelle regole di un set in legno e attiva nelle regole per famiglie (le regole classiche e online non ce l'hanno; Altre regole in Nuova partita la attiva): un giocatore ha finito quando ogni buca della sua meta è piena e almeno una contiene una sua biglia, anche se lì c'è ancora una biglia di un altro giocatore.
learn-t-petri_back = Quando in mano hai meno pedine del dado che hai scelto, riprendi invece altrettante tue pedine dal tabellone e le rimetti in mano, scegliendo quali (le regole stampate dicono solo «togliere»: rimetterle in mano e sceglierle tu è la lettura di questa app). Se finisci le pedine da riprendere, il tuo turno finisce subito, senza catture; se hai troppo poche pedine in mano per piazzare e nessuna sul tabellone da riprendere, il turno finisce e basta.
learn-t-petri_captures = Dopo aver piazzato (o ripreso), ogni pedina in gioco viene controllata una volta. Una pedina con più vicine nemiche che amiche è accerchiata. Le nemiche sono le pedine di tutti gli altri giocatori insieme, quindi una pedina accanto a una pedina blu e a una verde ha 2 nemiche; le buche vuote non contano per nessuno, quindi una pedina isolata accanto a una sola nemica cade (1 a 0). Una pedina accerchiata va nella coppetta del giocatore di turno, anche se è una delle sue, e conta per lui. In parità resta. In partita, passa il mouse su una pedina per vederne il conteggio.
learn-t-petri_cup = Una pedina che non si può piazzare (nessuna buca vuota accanto alle tue pedine, o nessuna rimasta nel tuo triangolo di partenza) va direttamente nella tua coppetta, e lì conta per te: la coppetta sono i tuoi punti.
learn-t-petri_end = La partita finisce quando un giocatore non ha pedine sul tabellone né in mano, oppure quando il tabellone è vuoto dopo che tutti hanno giocato un turno. Vince il giocatore con più pedine nella coppetta; a pari conteggio la vittoria è condivisa (lettura di questa app: le regole stampate non lo dicono). Perché ogni partita finisca, questa app si ferma anche dopo 200 turni a testa (Limite turni in Nuova partita) e conta le coppette così come sono.
learn-t-petri_home = Finché non hai pedine sul tabellone, la pedina che piazzi deve andare in una buca vuota del tuo triangolo di partenza, la punta della stella del tuo colore.
learn-t-petri_order = Nelle regole normali controlli le pedine una alla volta nell'ordine che scegli, e ogni cattura cambia il tabellone per i controlli successivi. Un ordine migliore cattura di più. Ordine migliore gioca l'ordine che cattura di più; puoi anche cliccare tu le pedine. Quando nessuna pedina ancora da controllare può più cadere, la fase di cattura finisce da sola.
learn-t-petri_place = Nel tuo turno tira entrambi i dadi e scegline uno. Piazza altrettante pedine dalla tua mano, una alla volta, ognuna accanto a una tua pedina già sul tabellone (contano anche quelle piazzate in questo turno).
learn-t-petri_players = Petri si gioca da due a sei giocatori sul tabellone della dama cinese. In cinque, la punta opposta a Rosso, il primo posto, resta vuota perché il tavolo resti equilibrato (disposizione di questa app: le regole stampate non lo dicono).
learn-t-petri_realtime = Nella variante Tempo reale ogni pedina viene giudicata nello stesso momento sullo stesso tabellone, e tutte le pedine accerchiate se ne vanno insieme: non c'è un ordine da scegliere.
learn-t-petri_start = Petri è il gioco di dadi e accerchiamenti di Jonathan Leistiko. Ogni giocatore inizia con tutte le sue pedine in mano (10 sul tabellone standard; i diagrammi e le lezioni qui usano un tabellone piccolo con 6 pedine), una coppetta vuota e un triangolo di partenza (l'«area di casa» delle regole stampate), la punta della stella del suo colore. Per decidere chi inizia, tutti tirano due dadi: inizia chi fa il totale più alto, chi è in parità tira di nuovo (lettura di questa app: le regole stampate dicono solo di tirare). Poi si gioca procedendo verso sinistra (in senso orario).
learn-t-release_rule = Una regola delle regole online contro il blocco: quando un giocatore non può avvicinare nessuna biglia alla sua meta e le tue biglie occupano quella meta, nel tuo turno devi farne uscire una, se puoi. Non c'è una scadenza: la regola vale in ogni turno in cui quel giocatore è bloccato, e solo allora. (Le regole online dicono solo che chi blocca deve liberare; quando un giocatore conta come bloccato è la lettura di questa app.)
learn-t-step = Un passo sposta una biglia in una buca vuota accanto, in una qualsiasi delle sei direzioni.
learn-t-stops = Nelle regole classiche e per famiglie una mossa può finire in qualsiasi buca. Nelle regole online una mossa può finire solo al centro, nel triangolo di partenza della biglia o nella sua meta: i salti possono attraversare le altre punte della stella, comprese quelle vuote, ma non possono fermarsi lì.
learn-t-super_hops = Una regola della casa, assente dalle regole stampate e disattivata se non la scegli in Nuova partita: una biglia può saltare una singola biglia a qualsiasi distanza lungo una linea, atterrando dietro di essa alla stessa distanza a cui si trovava davanti, purché tutte le buche in mezzo siano vuote.
learn-t-target_lock = Una regola stampata nelle regole di un set in legno e attiva nelle regole per famiglie: una volta che una biglia è nella sua meta, ogni sua mossa deve finire dentro la meta. Conta solo dove finisce la mossa, quindi una catena di salti può uscire dalla meta e rientrarvi.
learn-t-winning = Vince il primo giocatore con tutte le biglie nella sua meta. Cosa succede dopo dipende dalle regole. Nelle regole classiche (quelle di Gioca) la partita continua e gli altri corrono per i piazzamenti successivi. Nelle regole per famiglie e online il giro si completa: i giocatori dopo il vincitore fanno ancora la loro mossa di quel giro, così tutti hanno fatto lo stesso numero di mosse, e tutti quelli che finiscono in quel giro condividono il primo posto. Quando tutti i giocatori condividono il primo posto la partita è un pareggio, con qualsiasi regola. Completa il giro in Nuova partita attiva o disattiva questa regola. Dopo il limite di mosse (di norma 300 mosse a testa) i giocatori ancora in corsa condividono gli ultimi posti.
learn-title = Impara
learn-wrong_default = Non quella: { $step }
learn-you = Tu

## level
level-beginner = principiante
level-easy = facile
level-hard = difficile
level-master = maestro
level-medium = medio

## loading
loading-petri = Petri
loading-the_game_s_pictures_could = Non è stato possibile caricare le immagini del gioco

## menu
menu-a_marble_in_its_target = una biglia nella sua meta non può uscirne
menu-against_many = 
    { $n ->
        [one] tu contro { $n } computer
       *[other] tu contro { $n } computer
    }
menu-against_one = tu contro un computer { $level }
menu-back = Indietro
menu-board_size = Dimensioni
menu-chinese_checkers_in_every_rule = La dama cinese con ogni regolamento, e il gioco di dadi degli accerchiamenti
menu-colour_sets_per_player = Set di colori per giocatore
menu-continue = Continua
menu-continue_line = { $game } · { $players } giocatori · mossa { $move }
menu-export = Esporta
menu-export_help_download = scaricala come file
menu-export_help_folder = scrivila nel percorso qui sotto (un file o una cartella)
menu-file_hint_folder = il percorso di una partita (.json) o il testo da importare, oppure dove esportare
menu-file_hint_paste = incolla qui il testo di una partita (.json) per importarla
menu-finishing_with_an_opponent_s = finire con una biglia avversaria bloccata nella tua meta conta
menu-game = Gioco
menu-holes_per_side = buche per lato del triangolo
menu-hop_over_a_marble_at = salta una singola biglia a qualsiasi distanza, atterrando altrettanto lontano dietro di essa, se le buche in mezzo sono vuote
menu-how_to_play = Come si gioca
menu-import = Importa
menu-imported_as = importata come { $name }
menu-learn = Impara
menu-move_cap = Limite mosse
menu-moves_per_player = { $n ->
    [one] mossa
   *[other] mosse
} per giocatore
menu-new_game = Nuova partita
menu-no_finished_games_yet_every = Ancora nessuna partita finita: ogni partita che finisci viene conservata qui.
menu-occupied_target_counts = la meta occupata conta
menu-offered_as_download = { $file } pronto da scaricare
menu-paste_a_record = incolla il testo di una partita (inizia con {"{"})
menu-people_only = solo persone, a questo schermo
menu-pieces = Pezzi
menu-pieces_per_player = per giocatore
menu-pieces_per_set = per set di colore (10, 15 o 21 sul tabellone standard)
menu-play = Gioca
menu-play_line = { $game } · { $players } giocatori · { $who }
menu-play_online = Gioca online
menu-players = Giocatori
menu-puzzles = Enigmi
menu-quit = Esci
menu-records_kept_in_browser = Le partite sono conservate nella memoria locale di questo browser; i file esportati si possono riprodurre anche con petri-cli replay <file>. Puoi anche trascinare un file di partita sulla pagina.
menu-records_kept_in_folder = Le partite sono conservate in { $folder }; anche petri-cli replay <file> le riproduce. Puoi anche trascinare un file di partita sulla finestra.
menu-release_rule = regola di liberazione
menu-release_rule_line = quando un giocatore non può avvicinarsi alla sua meta e le tue biglie la occupano, fanne uscire una
menu-replays = Replay
menu-saved = salvato: { $path }
menu-seats = Posti
menu-seed = Seme
menu-settings = Opzioni
menu-standard = standard
menu-start = Inizia
menu-super_hops = super salti
menu-target_lock = meta bloccata
menu-teams = Squadre
menu-theme = Tema:
menu-turn_cap = Limite turni
menu-turns_per_player = {" "}turni per giocatore
menu-watch = Guarda

## new
new-advanced = Avanzate: tabellone, pezzi, seme
new-checkers_line = porta le tue biglie dall'altra parte
new-classic = Classica
new-classic_line = Si salta ovunque; dopo il vincitore si continua per i piazzamenti.
new-colour_help = { $colour }: clicca per un altro colore
new-computer = Computer
new-computer_help = un computer gioca in questo posto a questo livello
new-computers = 
    { $n ->
        [one] { $n } computer
       *[other] { $n } computer
    }
new-computers_none = nessun computer
new-family = Famiglia
new-family_line = Una biglia nella sua meta ci resta; il giro si completa, così tutti muovono lo stesso numero di volte.
new-finish_round = Completa il giro
new-finish_round_line = quando qualcuno finisce, gli altri muovono ancora in questo giro (i primi posti possono essere condivisi); disattivato: si continua per i piazzamenti
new-more_rules = Altre regole
new-name = nome
new-online = Online
new-online_line = Le mosse finiscono solo nei tuoi triangoli; vietato bloccare una meta (regola di liberazione); il giro si completa, a parità di mosse è pareggio.
new-own_triangles = Solo i tuoi triangoli
new-own_triangles_line = una mossa può finire solo al centro, nel triangolo di partenza della biglia o nella sua meta
new-person = Persona
new-petri_line = accerchia con i dadi
new-players_n = 
    { $n ->
        [one] { $n } giocatore
       *[other] { $n } giocatori
    }
new-realtime = Catture in tempo reale
new-realtime_line = le pedine accerchiate se ne vanno tutte insieme, non una alla volta nell'ordine di chi muove
new-rules = Regole
new-seed_line = stesso seme, stessi dadi e stesse scelte del computer
new-sequential = Catture in sequenza
new-sequential_line = Chi muove controlla le pedine per le catture una alla volta, nell'ordine che preferisce.
new-summary = { $game } · { $players } giocatori · { $computers }
new-summary_realtime = catture in tempo reale
new-summary_rules = { $game } ({ $rules })
new-teams_line = i compagni di squadra siedono uno di fronte all'altro; devono finire entrambi

## notice
notice-no_legal_move = questa biglia ora non ha mosse
notice-no_saved_game = non c'è nessuna partita salvata da riprendere
notice-no_undo_online = nelle partite online non si può annullare
notice-not_your_turn = aspetta: è il turno di { $seat }
notice-nothing_to_redo = niente da ripetere
notice-nothing_to_remove = { $seat } non ha più niente da riprendere
notice-nothing_to_remove_you = Non hai più niente da riprendere
notice-nothing_to_undo = niente da annullare
notice-pick_a_marble_first = prima scegli una delle tue biglie
notice-language_bad_code = «{ $code }» non è un codice di lingua (per esempio de, pt-BR)
notice-language_failed = Non si può usare la lingua { $code } ({ $error }); la lingua resta quella di prima.
notice-pieces_to_cup = 
    { $count ->
        [one] { $count } pedina di { $seat } non aveva buche libere ed è finita nella sua coppetta
       *[other] { $count } pedine di { $seat } non avevano buche libere e sono finite nella sua coppetta
    }
notice-pieces_to_cup_you = 
    { $count ->
        [one] { $count } tua pedina non aveva buche libere ed è finita nella tua coppetta
       *[other] { $count } tue pedine non avevano buche libere e sono finite nella tua coppetta
    }
notice-seat_home_passes = { $seat } ha finito e passa finché non ha finito anche il compagno di squadra
notice-seat_passes = { $seat } non ha mosse e passa
notice-seat_starts = Inizia { $seat }
notice-you_home_pass = Hai finito e passi finché non ha finito anche il tuo compagno di squadra
notice-you_pass = Non hai mosse e passi
notice-you_start = Inizi tu

## online
online-account = Il tuo account
online-account_help = Gli ospiti giocano partite amichevoli. Accedi, o crea un account con un nome tutto tuo, per giocare partite classificate e comparire in classifica.
online-account_name = nome (3–20 lettere)
online-add_computer = Aggiungi computer
online-anonymous = Giocatore
online-bad_snapshot = impossibile mostrare la partita della stanza: { $why }
online-cancel_game = Annulla la partita
online-cancel_help = Un giocatore è sparito: chiedi agli altri di chiudere questa partita (per esempio per iniziarne una nuova).
online-cancelled = la partita è stata annullata
online-casual = Amichevole
online-casual_help = Le partite rapide sono amichevoli: il punteggio non cambia (ma c'è un orologio: 30 s a turno, un minuto di riserva).
online-chat = Chat
online-chat_unread = 
    { $n ->
        [one] Chat ({ $n } nuovo)
       *[other] Chat ({ $n } nuovi)
    }
online-computer = computer, { $level }
online-connect = Connetti
online-connected_to = connesso a { $url }
online-connecting_to = connessione a { $url }…
online-copy = Copia
online-copy_help = Copia il nome della stanza, poi mandalo ai tuoi amici in un messaggio o in una mail.
online-copy_link = Copia link
online-copy_link_help = Copia { $link }: chi lo apre entra in questa stanza.
online-counts = { $waiting } in attesa · { $playing } in gioco
online-counts_unknown = connettiti per vedere chi gioca
online-create = Crea
online-create_account = Crea account
online-create_friends_room = Crea una stanza tra amici
online-create_help = Una stanza tutta tua: condividi il suo nome e gli amici entrano.
online-disconnect = Disconnetti
online-disconnected = non connesso
online-error-bad_login = nome o password errati
online-error-bad_message = il server non ha capito la richiesta
online-error-illegal_move = il server ha rifiutato la mossa (oppure il tuo tempo è scaduto)
online-error-name_taken = esiste già un account con quel nome (o con uno che sembra uguale): scegline un altro
online-error-not_allowed = qui non puoi farlo (in una stanza tra amici solo chi l'ha creata aggiunge computer)
online-error-not_found = non esiste questo giocatore o questa partita classificata
online-error-not_in_room = non sei più in una stanza
online-error-not_your_turn = non è il tuo turno
online-error-rate_limited = troppe richieste: aspetta un momento e riprova
online-error-room_full = quella stanza è piena (puoi guardare la partita)
online-error-room_not_found = non esiste una stanza con quel nome: controllalo e riprova
online-error-stale = nel frattempo la partita è andata avanti: eccola com'è ora
online-error-unavailable = ora il server non può farlo: riprova tra un momento
online-error-vote_refused = ora non si può fare nessuna votazione
online-free_seat = posto libero
online-friends_room = Stanza tra amici
online-gone = connessione persa
online-here = presente
online-join = Entra
online-join_by_name = Entra col nome
online-join_help = Le otto lettere e cifre che ti ha dato un amico.
online-leads = In testa: { $who }
online-leave = Esci dalla stanza
online-live = In diretta
online-lost_line = La connessione a { $url } si è interrotta. Nuovo tentativo tra { $secs } s.
online-lost_line_now = La connessione a { $url } si è interrotta. Nuovo tentativo in corso…
online-lost_retrying = connessione persa; nuovo tentativo tra { $secs } s
online-mode = { $rules }, { $players } giocatori
online-more_modes = Altre modalità
online-new_game = Proponi nuova partita
online-new_game_help = Tutti nella stanza devono essere d'accordo; ogni giocatore riceve nuovi colori.
online-no = No
online-no_chat = Ancora nessun messaggio. Solo i giocatori in questa stanza possono leggerli.
online-no_server = Nessun server risponde a { $url }. Avvia lì petri-server, o scegli un'altra regione (le regioni sono elencate in settings.ron). Nuovo tentativo tra { $secs } s.
online-no_server_at = nessun server a { $url }
online-no_server_now = Nessun server risponde a { $url }. Avvia lì petri-server, o scegli un'altra regione (le regioni sono elencate in settings.ron). Nuovo tentativo in corso…
online-nobody_leads = nessuno in testa
online-not_connected = non connesso: la tua mossa non è stata inviata
online-not_your_turn = non è il tuo turno
online-out_of_time = { $name }: tempo scaduto
online-over = la partita è finita
online-password = password (almeno 8)
online-paste = Incolla
online-paste_here = nome della stanza
online-players_n = 
    { $n ->
        [one] { $n } giocatore
       *[other] { $n } giocatori
    }
online-playing = in gioco
online-problem_detail = Cosa ha detto la connessione: { $why }
online-public_help = Un posto in una stanza di quel tipo con un posto libero; la partita inizia quando la stanza è piena.
online-public_room = Stanza pubblica
online-quick_game = Partita rapida
online-rated = Classificata
online-rated_help = Le partite rapide sono classificate: contro altri account, con un orologio (30 s a turno, un minuto di riserva).
online-rating = punteggio in questa modalità (un «?»: provvisorio, ancora in assestamento)
online-reconnecting_to = connessione persa, riconnessione a { $url }…
online-region = Regione
online-room = Stanza
online-say = scrivi qualcosa
online-send = Invia
online-share_help = Manda il nome (o il link) ai tuoi amici: apre questa stanza.
online-sign_in = Accedi
online-sign_out = Esci
online-signed_in = Accesso come { $name }
online-status = stato
online-status_help = Mostra chi è in testa (mettetevi d'accordo con gli altri se guardare).
online-tile = { $rules } · { $players }
online-tiles_offline = Queste partite hanno bisogno di un server: potrai sceglierle quando il gioco sarà connesso a uno (sopra).
online-title = Gioca online
online-vanished = sparito
online-vote_cancel = votazione per annullare la partita: { $yes } su { $needed }
online-vote_closed = la votazione si è chiusa senza accordo
online-vote_computer = votazione per dare a un computer il posto del giocatore sparito: { $yes } su { $needed }
online-vote_new_game = votazione per una nuova partita: { $yes } su { $needed }
online-waiting_n_of_m = In attesa di giocatori: { $n } su { $m } al tavolo
online-watch = Guarda
online-watch_live = Guarda
online-watching = stai guardando
online-winners = Vincitori:
online-yes = Sì
online-you = (tu)
online-your_name = Il tuo nome
online-your_turn = tocca a te

## preset
preset-classic = classica
preset-family = famiglia
preset-online = online
preset-petri = Petri
preset-petri_realtime = Petri tempo reale

## puzzles
puzzles-about_crossing = Dieci biglie attraverso il tabellone vuoto. Levenspiel ci riuscì da solo in 27 mosse (1971); G. I. Bell dimostrò al computer che nessuno può farlo in meno mosse (2009).
puzzles-about_home = Si muovono solo le tue biglie: portale tutte nella meta nel minor numero di mosse.
puzzles-about_order = Una fase di cattura da una partita vera: trova l'ordine dei controlli che cattura di più.
puzzles-about_roll = Un tiro: scegli il dado, piazza le pedine, poi controllale, catturando il più possibile.
puzzles-answer = Soluzione ottima: { $moves }
puzzles-band_easy = Facile
puzzles-band_hard = Difficile
puzzles-band_medium = Medio
puzzles-count_captures = Catturate { $n } · il massimo è { $par }
puzzles-count_moves = Mosse { $n } · par { $par }
puzzles-daily = Enigma del giorno
puzzles-hint = Prova { $action }
puzzles-hint_off_line = L'aiuto segue la soluzione pubblicata: Riprova per seguirla di nuovo
puzzles-kind_crossing = Traversate classiche
puzzles-kind_home = Alla meta nel minor numero di mosse
puzzles-kind_order = L'ordine dei controlli
puzzles-kind_roll = Il tiro migliore
puzzles-loading = Caricamento degli enigmi…
puzzles-next = Prossimo enigma
puzzles-play = Gioca
puzzles-rating = Punteggio { $rating }
puzzles-rating_about = Il tuo punteggio negli enigmi (Glicko-2): il primo completamento di ogni enigma conta come una partita contro l'enigma — tre stelle senza aiuto vincono, due stelle (o tre con l'aiuto) pareggiano, qualsiasi altro risultato o la soluzione perdono. Gli enigmi facili valgono 1200, i medi 1500, i difficili 1800. Un «?» indica che è ancora in assestamento.
puzzles-rating_change = Punteggio enigmi { $rating } ({ $change })
puzzles-rating_kept = Punteggio enigmi { $rating } (conta solo il primo completamento di un enigma)
puzzles-retry = Riprova
puzzles-show_answer = Soluzione
puzzles-solved = Enigmi risolti: { $solved } su { $total }
puzzles-from_mod = Mod: { $name }
puzzles-stars_1 = Risolto. Il par è migliore: riprova per avere tre stelle.
puzzles-stars_2_moves = Una mossa in più del par: due stelle.
puzzles-stars_2_captures = Una cattura in meno del par: due stelle.
puzzles-stars_3 = Par raggiunto: tre stelle!
puzzles-task_crossing = 
    { $par ->
        [one] Porta tutte e dieci dall'altra parte in { $par } mossa
       *[other] Porta tutte e dieci dall'altra parte in { $par } mosse
    }
puzzles-task_crossing_two = 
    { $par ->
        [one] Muovi entrambi i colori: porta un colore dall'altra parte, partita finita in { $par } mossa
       *[other] Muovi entrambi i colori: porta un colore dall'altra parte, partita finita in { $par } mosse
    }
puzzles-task_home = 
    { $par ->
        [one] Porta ogni biglia nella meta in { $par } mossa
       *[other] Porta ogni biglia nella meta in { $par } mosse
    }
puzzles-task_order = 
    { $par ->
        [one] Cattura { $par } pedina in questa fase di cattura
       *[other] Cattura { $par } pedine in questa fase di cattura
    }
puzzles-task_roll = 
    { $par ->
        [one] Cattura { $par } pedina con questo tiro
       *[other] Cattura { $par } pedine con questo tiro
    }
puzzles-title = Enigmi

## ranking
ranking-bad_record = La partita { $game } non si può usare: { $error }
ranking-days_ago = 
    { $n ->
        [one] { $n } giorno fa
       *[other] { $n } giorni fa
    }
ranking-empty = Negli ultimi 30 giorni nessuno ha giocato una partita classificata in questa modalità. Accedi e giocane una: le partite rapide sono classificate quando scegli Classificata.
ranking-games = 
    { $n ->
        [one] { $n } partita classificata
       *[other] { $n } partite classificate
    }
ranking-history = Punteggio: { $mode }
ranking-hours_ago = { $n } h fa
ranking-just_now = proprio ora
ranking-keep = Salva nei Replay
ranking-kept = { $game } è tra i tuoi Replay
ranking-loading = Chiedo al server…
ranking-minutes_ago = { $n } min fa
ranking-more_modes = Altre modalità
ranking-no_games = Nessuna partita classificata.
ranking-no_store = questo gioco non ha dove conservare le partite
ranking-offline = Connettiti a un server per vedere le sue classifiche.
ranking-oldest_newest = ogni partita classificata, dalla più vecchia alla più recente
ranking-open = Classifiche
ranking-open_player = Punteggi e partite
ranking-recent = Ultime partite classificate
ranking-replay = Replay
ranking-title = Classifica
ranking-your_page = La tua pagina

## results
results-hide = Guarda il tabellone
results-line = 
    { $moves ->
        [one] { $game } · { $moves } mossa giocata
       *[other] { $game } · { $moves } mosse giocate
    }
results-new_game = Nuova partita
results-propose_rematch = Proponi la rivincita
results-save = Salva partita
results-save_help = scrivi la partita in un file (un download nel browser); resta anche nei Replay
results-shared = posto condiviso
results-show = Risultati
results-vote_running = C'è una votazione in corso: rispondi nella stanza.
results-watch = Guarda il replay
results-win_shared = { $names }: vittoria condivisa!
results-wins = { $name }: vittoria!

## review
review-best_was = La mossa del motore: { $best }
review-blunder = una svista
review-button = Analisi
review-cannot = Questa partita non si può analizzare: { $why }
review-good = buona
review-graph_petri = Linea spessa: coppette · linea tenue: pedine in gioco
review-inaccuracy = un'imprecisione
review-making = Il motore esamina ogni mossa: { $done } su { $total }
review-mistake = un errore
review-seat_short = { $name } { $accuracy }%
review-seat_line = { $name }: precisione { $accuracy }% · { $inaccuracies ->
        [one] { $inaccuracies } imprecisione
       *[other] { $inaccuracies } imprecisioni
    } · { $mistakes ->
        [one] { $mistakes } errore
       *[other] { $mistakes } errori
    } · { $blunders ->
        [one] { $blunders } svista
       *[other] { $blunders } sviste
    }
review-start = L'inizio: clicca il grafico o scorri con ◀ ▶ per vedere il giudizio su ogni mossa.
review-title = Analisi del motore
review-turn =
    { $loss ->
        [one] { $name }: { $played } è { $mark } ({ $loss } fila persa); il motore: { $best }
       *[other] { $name }: { $played } è { $mark } ({ $loss } file perse); il motore: { $best }
    }
review-turn_petri =
    { $loss ->
        [one] { $name }: { $played } è { $mark } ({ $loss } pedina persa); il motore: { $best }
       *[other] { $name }: { $played } è { $mark } ({ $loss } pedine perse); il motore: { $best }
    }
review-turn_best = { $name }: { $played }, proprio la mossa del motore
review-turn_forced = { $name }: { $played }, l'unica mossa

## seat
seat-computer = Computer ({ $level })
seat-computer_short = computer, { $level }
seat-computer_default = Computer
seat-human = Umano
seat-human_short = umano
seat-lesson_short = gioca la lezione
seat-puzzle_short = resta fermo
seat-remote = Giocatore online
seat-remote_short = online
seat-replayed_short = replay
seat-you = Tu

## settings
settings-a_symbol_on_each_player = un simbolo sulle biglie di ogni giocatore
settings-add_your_own_copy_a = Aggiungine uno tuo: copia una cartella in assets/themes (vedi il suo README).
settings-animations = Animazioni
settings-board = Tabellone
settings-close = Chiudi
settings-colour_blind_help = Modalità daltonici
settings-colour_the_start_triangles_not = colora i triangoli di partenza, non le mete (dama cinese)
settings-defaults = Predefiniti
settings-interface_size = Scala interfaccia
settings-language = Lingua
settings-living_title = Tabellone animato
settings-living_title_line = i computer giocano lentamente dietro il titolo; disattivato, il tabellone resta fermo e il gioco riposa
settings-living_title_software = Tabellone animato senza scheda grafica
settings-living_title_software_line = Questa finestra è disegnata dal processore ({ $renderer }), quindi resta leggera: il tabellone animato (che terrebbe occupata buona parte di un core) resta fermo se questa opzione non è attiva, e i bordi sono disegnati senza smussatura.
settings-loading_more = caricamento…
settings-mute = muto
settings-settings = Opzioni
settings-sound = Suono
settings-theme = Tema
settings-times_speed = × velocità
settings-turn_line = il tabellone gira in modo che chi deve muovere sia in basso
settings-turn_to_face_the_player = gira verso chi deve muovere
settings-volume = volume

## theme
theme-classic = Legno classico
theme-contrast = Alto contrasto
theme-glass = Vetro su scuro

list-two = { $a } e { $b }
list-middle = { $a }, { $b }
list-end = { $a } e { $b }

settings-mods = Mod…
mods-title = Mod
mods-add = Aggiungi una mod…
mods-remove = Rimuovi
mods-where = Metti la cartella di una mod o il suo .zip in { $dir }. Una mod più in basso nell’elenco sostituisce i file delle mod sopra di essa e quelli del gioco.
mods-where_web = Aggiungi il .zip di una mod con il pulsante qui sotto o trascinalo sulla pagina. Le mod restano salvate in questo browser. Una mod più in basso nell’elenco sostituisce i file delle mod sopra di essa e quelli del gioco.
mods-none = Ancora nessuna mod. Creane una con petri-cli mod new, come spiega assets/mods/README.md.
mods-none_web = Ancora nessuna mod. Aggiungi il .zip di una mod, o creane una con petri-cli mod new, come spiega assets/mods/README.md.
mods-same_id = Disattivata: un’altra mod sopra di essa ha già l’id { $id }.
mods-needs = Disattivata: richiede la mod { $id } ({ $version }) attiva e più in alto nell’elenco.
mods-base = Petri { $version }: i temi, le lingue, le lezioni e gli enigmi del gioco, sotto tutte le mod.
mods-up = Sposta su
mods-down = Sposta giù
mods-version = versione { $version }
mods-by = di { $author }
mods-problems = Disattivata: { $n ->
        [one] un problema
       *[other] { $n } problemi
    }
mods-themes =
    { $n ->
        [one] { $n } tema
       *[other] { $n } temi
    }
mods-languages =
    { $n ->
        [one] { $n } lingua
       *[other] { $n } lingue
    }
mods-puzzles =
    { $n ->
        [one] { $n } enigma
       *[other] { $n } enigmi
    }
mods-sounds =
    { $n ->
        [one] { $n } suono
       *[other] { $n } suoni
    }
mods-pictures =
    { $n ->
        [one] { $n } immagine
       *[other] { $n } immagini
    }
mods-lessons = lezioni

replays-summary = { $game }: { $who } — { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }
replays-unnamed = { $n ->
        [one] { $n } giocatore
       *[other] { $n } giocatori
    }
menu-resume_line = { $game }, { $names } — { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }
results-home_in = alla meta in { $moves ->
        [one] { $moves } mossa
       *[other] { $moves } mosse
    }
results-not_home = non è arrivato alla meta
results-cup = { $n ->
        [one] { $n } pedina nella coppetta
       *[other] { $n } pedine nella coppetta
    }

learn-l-teams = Squadre
learn-l-teams_about = Quattro giocatori in due squadre finiscono insieme
learn-l-teams_1 = Quattro giocatori in due squadre: i compagni siedono uno di fronte all’altro, quindi il tuo compagno parte dalla tua meta e corre verso la tua base (anche la sua biglia è illuminata). Porta la tua ultima biglia nella meta
learn-l-teams_2 = Tutte le tue biglie sono arrivate, ma il tuo compagno è ancora in viaggio, e una squadra finisce solo quando sono arrivati entrambi. Fino ad allora non hai altra mossa che passare; il gioco passa per te
learn-l-teams_want = Porta la biglia illuminata nell’ultima buca libera della tua meta
learn-l-teams_done = La tua squadra vince quando arriva anche il tuo compagno; fino ad allora passi a ogni turno.

# The theme editor (Settings → Edit theme…).
settings-edit_theme = Modifica tema…
theme_editor-title = Editor dei temi
theme_editor-about = Ogni colore cambia subito il tabellone. Esporta come mod crea un .zip che ogni giocatore può aggiungere.
theme_editor-name = Nome
theme_editor-copy_name = Il mio { $name }
theme_editor-colours = Colori
theme_editor-background = Tavolo
theme_editor-board = Tabellone
theme_editor-board_edge = Bordo del tabellone
theme_editor-hole = Buche
theme_editor-highlight = Evidenziazione
theme_editor-hint = Aiuto
theme_editor-accent = Accento
theme_editor-pictures = Immagini (da { $theme })
theme_editor-drop_picture = Scegli un’immagine, poi trascina un PNG sulla finestra per sostituirla (o trascina marble.png, dice.png… con il nome di una).
theme_editor-drop_picture_web = Scegli un’immagine, poi trascina un PNG sulla pagina per sostituirla (o trascina marble.png, dice.png… con il nome di una).
theme_editor-picture_yours = { $slot }: la tua immagine
theme_editor-picture_which = Quale immagine deve sostituire { $file }? Scegline prima una nell’editor dei temi.
theme_editor-picture_put = { $slot }: sostituita con { $file }.
theme_editor-picture_refused = { $file } non è stato usato: { $error }
theme_editor-export = Esporta come mod
theme_editor-exported = Esportato: { $file }. È in Opzioni → Mod; aggiungi il .zip alle mod di un altro giocatore per condividerlo.
theme_editor-downloaded = Scaricato: { $file }. Trascinalo sulla pagina di un altro giocatore per condividerlo.
theme_editor-export_failed = Impossibile esportare il tema: { $error }
