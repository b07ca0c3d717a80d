# Deutsch (German) translation of Petri (see README.md in this folder).
# Each line is `id = text`; `{ $name }` is a value the game fills in, and
# `{ $n -> [one] … *[other] … }` chooses a form by the number (CLDR plural rules).
# The game looks a text up as `group.name`; here the dot is written `-`.

language-name = Deutsch


## colour
colour-red = Rot
colour-blue = Blau
colour-green = Grün
colour-yellow = Gelb
colour-purple = Lila
colour-black = Schwarz
colour-cyan = Cyan
colour-pink = Rosa
colour-white = Weiß
colour-orange = Orange

## explain
explain-already_checked = dieser Stein ist schon geprüft: Jeder Stein wird einmal pro Zug geprüft
explain-bad_die = { $value } ist kein Würfelwert (1 bis 6)
explain-best_order = nimm die beste Reihenfolge: Sie schlägt { $n }
explain-check_rest = prüfe den Rest: Es kann nichts mehr fallen
explain-check_this = prüfe diesen Stein: { $count }
explain-count_checked = Feinde { $enemies } · Freunde { $friends } — geprüft, er bleibt
explain-count_falls = Feinde { $enemies } · Freunde { $friends } — fällt jetzt
explain-count_safe = Feinde { $enemies } · Freunde { $friends } — sicher
explain-count_tie = Feinde { $enemies } · Freunde { $friends } — sicher (Gleichstand bleibt)
explain-die_nothing = { $value } nehmen: nichts zu setzen oder zurückzunehmen
explain-die_place = 
    { $value ->
        [one] { $value } nehmen: { $value } Stein setzen
       *[other] { $value } nehmen: { $value } Steine setzen
    }
explain-die_take_back = { $value } nehmen: { $value } zurücknehmen
explain-empty_hole = hier ist keine Murmel
explain-first_roll = { $rolls }: { $starts }
explain-first_roll_tie = { $rolls }: Gleichstand, { $seats } würfeln erneut
explain-foreign_triangle = ein Zug darf nur in der Mitte, im Startdreieck dieser Murmel oder in ihrem Ziel enden — nicht in einer anderen Sternspitze
explain-game_over = das Spiel ist vorbei
explain-hint = Tipp: { $why }
explain-hint_glowing = spiele den leuchtenden Zug
explain-how_hop = Sprung
explain-how_hops = 
    { $hops ->
        [one] { $hops } Sprung
       *[other] { $hops } Sprünge
    }
explain-how_step = Schritt
explain-into_target = { $why }, ins Ziel
explain-move_why = { $how }, { $rows }
explain-must_move = du hast einen Zug, also darfst du nicht passen
explain-must_pass = du hast keinen Zug und musst passen
explain-not_a_hop_path = diese Sprünge führen nicht hierher
explain-not_reachable = kein Schritt und keine Sprungkette führt hierher: Eine Murmel geht einen Schritt in ein Nachbarloch oder springt über eine Murmel in das leere Loch direkt dahinter
explain-not_rolled = die Würfel zeigen { $a } und { $b }, nicht { $value }
explain-not_your_marble = das ist eine Murmel von { $seat }, nicht deine
explain-nothing_to_check = hier ist kein Stein zum Prüfen
explain-now_check = prüfe zuerst die Steine aufs Schlagen
explain-now_choose_die = wähle zuerst einen der Würfel
explain-now_move = ziehe eine Murmel
explain-now_place = setze zuerst deine Steine
explain-now_remove = nimm zuerst deine Steine zurück
explain-now_roll = würfle zuerst
explain-occupied = dieses Loch ist besetzt: Eine Murmel zieht in ein leeres Loch
explain-place_crowds = 
    { $n ->
        [one] setze hier: Ein feindlicher Stein wird bedrängt
       *[other] setze hier: { $n } feindliche Steine werden bedrängt
    }
explain-place_first = setze hier, in dein Startdreieck: Du hast keinen Stein auf dem Brett
explain-place_home = solange du keinen Stein auf dem Brett hast, kommt ein Stein in dein Startdreieck (das Dreieck in deiner Farbe)
explain-place_near_own = setze hier: neben { $n } deiner Steine
explain-place_next_to_own = Steine kommen neben deine eigenen Steine
explain-place_occupied = dieses Loch ist besetzt: Steine kommen auf leere Löcher
explain-release_rule = { $seat } ist blockiert und deine Murmeln stehen in seinem Ziel: Ziehe in diesem Zug eine davon heraus — Freigaberegel
explain-remove_crowded = nimm diesen Stein zurück: Er ist bedrängt und würde fallen
explain-remove_not_yours = das ist ein Stein von { $seat }: Nimm einen deiner eigenen zurück
explain-remove_own = nimm einen deiner eigenen Steine zurück
explain-rolled = { $who }: { $a } + { $b } = { $sum }
explain-rows_back = 
    { $rows ->
        [one] { $rows } Reihe zurück
       *[other] { $rows } Reihen zurück
    }
explain-rows_forward = 
    { $rows ->
        [one] { $rows } Reihe vor
       *[other] { $rows } Reihen vor
    }
explain-rows_sideways = seitwärts
explain-same_hole = die Murmel ist schon hier: Wähle ein anderes Loch
explain-target_lock = eine Murmel in ihrem Ziel darf es nicht verlassen — Zielsperre
explain-waiting_for_mate = { $seat } hat alle Murmeln im Ziel und passt, bis auch { $mate } fertig ist
explain-waiting_for_mate_you = deine Murmeln sind alle in deinem Ziel: Du passt, bis auch { $mate } fertig ist
explain-you = Du

## game
game-checkers = Sternhalma
game-petri = Petri

## hud
hud-a_draw = Unentschieden
hud-animations = Animationen
hud-b_the_order_that_captures = B: die Reihenfolge, die am meisten schlägt
hud-back = zurück (←)
hud-best_order = Beste Folge
hud-by_default_each_target_triangle = Sternhalma färbt jedes Zieldreieck normalerweise in der Farbe seines Farbsatzes; dies färbt stattdessen die Startdreiecke. Petri färbt immer die Startdreiecke
hud-check_the_rest = Rest prüfen
hud-close = Schließen
hud-colour_start_triangles = Startdreiecke färben
hud-ctrl_y = Strg+Y
hud-ctrl_z = Strg+Z
hud-face_the_player = zum Spieler drehen
hud-forward = vor (→)
hud-hint = Tipp
hud-how_to_play_more = Anleitung…
hud-leads = führt
hud-menu = ☰ Menü
hud-new_game_more = Neues Spiel…
hud-online_room = Zurück zum Raum
hud-petri_counts = Hand { $hand } · Brett { $board } · Becher { $cup }
hud-prompt_choose_die = { $who }: Wähle einen Würfel (klicke ihn an oder drücke 1 oder 2)
hud-prompt_first_roll = { $who }: Würfle um den ersten Zug (klicke die Würfel an oder drücke die Leertaste)
hud-prompt_move = { $who }: Wähle eine Murmel, dann ein Loch
hud-prompt_order_captures = { $who }: Prüfe die Steine in deiner Reihenfolge aufs Schlagen oder nimm die beste Reihenfolge
hud-prompt_order_yourself = { $who }: Prüfe die Steine aufs Schlagen, einen nach dem anderen, in deiner Reihenfolge
hud-prompt_place = 
    { $left ->
        [one] { $who }: noch { $left } Stein setzen
       *[other] { $who }: noch { $left } Steine setzen
    }
hud-prompt_playing = { $who } spielt
hud-prompt_remote = warte auf { $who }…
hud-prompt_remove = 
    { $left ->
        [one] { $who }: noch { $left } Stein zurücknehmen
       *[other] { $who }: noch { $left } Steine zurücknehmen
    }
hud-prompt_roll = { $who }: Würfle (klicke die Würfel an oder drücke die Leertaste)
hud-prompt_thinking = { $who } denkt nach…
hud-quit = Beenden
hud-race = 
    { $moves ->
        [one] { $moves } Zug · im Ziel { $home }/{ $total }
       *[other] { $moves } Züge · im Ziel { $home }/{ $total }
    }
hud-redo = Vorwärts
hud-rematch = Revanche
hud-replay_progress = Replay: Zug { $at } von { $total }
hud-roll_the_dice = Würfeln
hud-seat_kind = Platz { $seat } · { $kind }
hud-settings_more = Optionen…
hud-skip_space = überspringen (Leertaste)
hud-thinking_more = denkt nach…
hud-title_checkers = Sternhalma — { $players } Spieler
hud-title_petri = Petri — { $captures }
hud-title_screen = Startbildschirm
hud-to_the_end_end = zum Ende (Ende)
hud-to_the_start_home = zum Anfang (Pos1)
hud-turn_the_board = Brett drehen
hud-undo = Zurück
hud-use_die = { $value } nehmen

## learn
learn-again = Nochmal
learn-from_mod = Mod: { $name }
learn-card_title = { $lesson } · Aufgabe { $at } von { $total }
learn-d-chain = Eine Sprungkette: In einem Zug immer wieder springen, hier 4 Sprünge, über jede Farbe
learn-d-draw = Familienregeln: Du bist als Erster fertig, aber die Runde wird zu Ende gespielt: Blau wird mit gleich vielen Zügen fertig, also teilt ihr euch den ersten Platz, ein Unentschieden
learn-d-forfeit = Die einzige Murmel von Blau ist eingeschlossen: Ohne Zug passt Blau (Passen zählt als Zug)
learn-d-goal = Bring deine Murmeln über das Brett in die gegenüberliegende Sternspitze, dein Ziel
learn-d-hop = Ein Sprung: über eine Murmel neben dir in das leere Loch dahinter, 1 Sprung
learn-d-layouts = Sechs Spieler füllen jede Sternspitze; vier lassen zwei gegenüberliegende leer; drei beginnen in jeder zweiten; zwei beginnen einander gegenüber
learn-d-lock = Zielsperre: Eine Murmel in ihrem Ziel darf es nicht verlassen
learn-d-lock_inside = Innerhalb des Ziels zu ziehen ist weiterhin erlaubt
learn-d-occupied = Jedes Loch deines Ziels ist besetzt und in einem steht eine Murmel von Blau: Mit der Regel vom besetzten Ziel bist du fertig
learn-d-petri_back = Du hast eine 3 gewürfelt und 2 Steine auf der Hand: Du nimmst stattdessen 3 deiner Steine auf die Hand zurück
learn-d-petri_count = 3 Feinde gegen 1 Freund: Dieser Stein wird verdrängt
learn-d-petri_cup = Kein leeres Loch neben deinem Stein: Die 2 Steine, die du nicht setzen kannst, kommen in deinen Becher
learn-d-petri_end = Der letzte Stein von Blau wird geschlagen: 1 geschlagen, und Blau hat nichts mehr im Spiel oder auf der Hand, also endet das Spiel
learn-d-petri_first_place = Rot beginnt: Es nimmt die 2 und setzt seinen ersten Stein in sein Startdreieck, den nächsten daneben
learn-d-petri_first_roll = Alle würfeln; wer die höchste Summe hat, beginnt
learn-d-petri_five = Fünf Spieler: Die obere Sternspitze bleibt leer
learn-d-petri_home = Solange du noch keinen Stein auf dem Brett hast, muss dein Stein in dein Startdreieck
learn-d-petri_next = Jeder Stein kommt neben einen deiner Steine
learn-d-petri_order_better = Diese Reihenfolge: zuerst dein eigener Stein, dann die blauen: 3 geschlagen, alle in deinen Becher
learn-d-petri_order_worse = Diese Reihenfolge: zuerst ein blauer Stein: 2 geschlagen, und dein bedrängter Stein überlebt
learn-d-petri_realtime = Echtzeit: Jeder Stein wird auf demselben Brett beurteilt, die 2 bedrängten Steine fallen gemeinsam
learn-d-petri_tie = 2 Feinde gegen 2 Freunde: Gleichstand, der Stein bleibt
learn-d-release = Blau kann nicht näher heranziehen und deine Murmeln stehen in seinem Ziel (deinem Startdreieck): Die Freigaberegel zwingt dich, eine davon herauszuziehen
learn-d-release_free = Eine davon geht einen Schritt hinaus: Blau kann weiterziehen
learn-d-step = Ein Schritt: Eine Murmel zieht in eines der sechs Nachbarlöcher
learn-d-stops = Online-Regeln: Ein Zug darf nur in der Mitte, im Startdreieck der Murmel oder in ihrem Ziel enden, und diese leere Ecke ist nichts davon (Sprünge dürfen hindurchführen)
learn-d-super = Supersprung: über eine weit entfernte Murmel und genauso weit dahinter landen, 1 Sprung
learn-diagrams_in_learn = Lernen auf dem Startbildschirm zeigt jede Regel auf einem echten Brett.
learn-how_to_play = Anleitung
learn-lesson_line = { $state } · { $game } · { $about }
learn-l-chain = Eine Sprungkette
learn-l-chain_1 = Lass die leuchtende Murmel bis zum fernen leuchtenden Loch springen: über eine Murmel, dann die nächste und so weiter, in einem Zug (wähle sie, dann dieses Loch)
learn-l-chain_about = In einem Zug immer wieder springen
learn-l-chain_done = 4 Sprünge in einem Zug. Solche Ketten gewinnen Rennen.
learn-l-chain_stop = Eine Sprungkette abbrechen
learn-l-chain_stop_1 = Du darfst eine Sprungkette nach jedem Sprung beenden: Wähle die Murmel, dann klicke auf das Loch, auf dem sie stehen bleiben soll. Die Kette der leuchtenden Murmel führt mit 2 Sprüngen hinauf zum leuchtenden Loch, danach wieder hinunter und zur Seite. Halte sie nach 2 Sprüngen auf dem leuchtenden Loch an: Dort ist sie 4 Reihen näher an deinem Ziel, und Weiterspringen gäbe 2 Reihen wieder her
learn-l-chain_stop_about = Eine Kette nach jedem beliebigen Sprung beenden
learn-l-chain_stop_done = 2 Sprünge, 4 Reihen näher am Ziel; die ganze Kette, 4 Sprünge, hätte nur 2 gebracht. Zähl die Reihen, nicht die Sprünge.
learn-l-chain_stop_want = Halte nach 2 Sprüngen auf dem leuchtenden Loch an: Die Sprünge danach führen wieder hinunter
learn-l-endgame = Das Endspiel
learn-l-endgame_1 = Die Zielsperre ist an (Familienregeln): Eine Murmel in ihrem Ziel darf nur innerhalb davon ziehen. Versuch, deine leuchtende Murmel einen Schritt hinaus auf das leuchtende Loch zu ziehen: Das wird abgelehnt. Dann fülle die Spitze: Zieh die Murmel direkt unter der leeren Spitze hinauf in die Spitze
learn-l-endgame_2 = Jetzt lass deine letzte Murmel hineinspringen, über die leuchtende Murmel, in das Loch, das du frei gemacht hast: Jede Murmel ist im Ziel
learn-l-endgame_about = Fülle zuerst die hintersten Löcher; versuch, die Zielsperre zu brechen
learn-l-endgame_done = Alle im Ziel, und der letzte Zug der Runde hat Blau nicht ans Ziel gebracht: Du gewinnst. Wer die hintersten Löcher zuerst füllt, lässt Platz für die letzten Murmeln.
learn-l-game = Dein erstes Spiel
learn-l-game_1 = Lauf auf einem kleinen Brett (6 Murmeln je Spieler) gegen einen Computer (Anfänger) um die Wette in dein Ziel. Tipp (obere Leiste) zeigt einen guten Zug, wenn du nicht weiterweißt
learn-l-game_about = Ein ganzes kurzes Spiel gegen einen Anfänger
learn-l-game_done = Das war ein ganzes Spiel. Neues Spiel hat alle Regelsätze und Bretter.
learn-l-hop = Ein Sprung
learn-l-hop_1 = Springe: Wähle die leuchtende Murmel hinten, dann das leuchtende Loch hinter der Murmel vor ihr
learn-l-hop_2 = Springe nochmal: Wähle eine deiner Murmeln und lass sie über eine benachbarte Murmel in das leere Loch dahinter springen
learn-l-hop_about = Über eine Murmel neben dir springen
learn-l-hop_done = Du darfst über jede Farbe springen, nicht nur deine eigene, und nichts wird geschlagen.
learn-l-ladder = Eine Leiter bauen
learn-l-ladder_1 = Zieh die leuchtende Murmel einen Schritt hinauf auf das leuchtende Loch: Sie wird eine Sprosse zum Überspringen
learn-l-ladder_2 = Jetzt nutze die Leiter: Lass die leuchtende Murmel hinten zum leuchtenden Loch springen, über die Murmel vor ihr, dann seitwärts über deine Sprosse: 2 Sprünge in einem Zug
learn-l-ladder_about = Murmeln so stellen, dass andere über sie springen können
learn-l-ladder_done = Murmeln mit einem Loch Abstand bilden Leitern für die dahinter.
learn-l-occupied = Ein besetztes Ziel
learn-l-occupied_1 = Eine Murmel von Blau steht in der Spitze deines Ziels und geht nicht weg. Mit der Regel vom besetzten Ziel (in den Familienregeln eingeschaltet) bist du fertig, wenn jedes Loch deines Ziels besetzt ist und in einem davon eine deiner Murmeln steht: Zieh deine leuchtende Murmel in das letzte leere Loch
learn-l-occupied_about = Fertig werden trotz einer Murmel, die in deinem Ziel festsitzt
learn-l-occupied_done = Du bist fertig, obwohl die Murmel von Blau noch in deinem Ziel steht und eine deiner Murmeln noch in deinem Startdreieck: Mit dieser Regel lohnt sich Blockieren nicht. Der letzte Zug der Runde hat Blau nicht ans Ziel gebracht: Du gewinnst.
learn-l-pass = Kein Zug: passen
learn-l-pass_1 = Deine einzige Murmel ist eingeschlossen: kein leeres Loch daneben und keins zum Hineinspringen. Ohne Zug musst du passen; das Spiel passt für dich, und das Passen zählt als einer deiner Züge
learn-l-pass_2 = Du hast gepasst. Blau hat dann eine Murmel weggezogen, also hast du jetzt einen Zug und darfst nicht passen: Ziehe deine Murmel
learn-l-pass_about = Wer keinen Zug hat, passt
learn-l-pass_done = Passen zählt als Zug, und du passt nur, wenn du überhaupt keinen Zug hast.
learn-l-petri_crowd = Einen Stein verdrängen
learn-l-petri_crowd_1 = Würfle (klicke die Würfel an oder drücke die Leertaste)
learn-l-petri_crowd_2 = Nimm eine 1: Setze einen Stein
learn-l-petri_crowd_3 = Setze ihn auf das leuchtende Loch: Der leuchtende Stein von Blau hat dann 2 deiner Steine gegen 1 eigenen
learn-l-petri_crowd_4 = Prüfe den leuchtenden Stein von Blau (klicke ihn an): mehr Feinde als Freunde, also wird er in deinen Becher verdrängt
learn-l-petri_crowd_about = Zähle die Nachbarn
learn-l-petri_crowd_done = Geschlagen: 1 Stein in deinen Becher, denn er hatte mehr feindliche als befreundete Nachbarn. Bei Gleichstand bleibt er.
learn-l-petri_cup = Kein Platz: in deinen Becher
learn-l-petri_cup_1 = Dein einziger Stein ist von Blau eingemauert. Würfle
learn-l-petri_cup_2 = Nimm die 2: Kein leeres Loch grenzt an deinen Stein, also kommen die 2 Steine, die du nicht setzen kannst, direkt in deinen Becher, und dort zählen sie für dich
learn-l-petri_cup_3 = In deinem Becher sind 2. Jetzt die Prüfung: Dein eingemauerter Stein hat 2 Feinde und keinen Freund, also fällt er, ebenfalls in deinen eigenen Becher: Prüfe ihn, 1 geschlagen
learn-l-petri_cup_about = Steine, die du nicht setzen kannst, zählen für dich
learn-l-petri_cup_done = In deinem Becher sind 3: Alles, was in deinem Zug in deinen Becher kommt, zählt für dich.
learn-l-petri_end = Das Ende und die Wertung
learn-l-petri_end_1 = Blau hat 0 Steine auf der Hand und einen auf dem Brett; in den Bechern sind 5 (deiner) und 2 (der von Blau). Würfle
learn-l-petri_end_2 = Nimm eine 1
learn-l-petri_end_3 = Setze ihn auf das leuchtende Loch: Der letzte Stein von Blau ist dann bedrängt, 3 Feinde gegen keinen
learn-l-petri_end_4 = Prüfe den Stein von Blau: 1 geschlagen, und mit nichts auf dem Brett und nichts auf der Hand ist Blau raus, also ist das Spiel vorbei
learn-l-petri_end_about = Wie Petri endet und wer gewinnt
learn-l-petri_end_done = Das Spiel endet, wenn ein Spieler keinen Stein mehr im Spiel oder auf der Hand hat. In deinem Becher sind 6, in dem von Blau 2: Wer die meisten Steine im Becher hat, gewinnt.
learn-l-petri_enemies = Alle anderen sind Feinde
learn-l-petri_enemies_1 = Drei Spieler: Blau und Grün sind beide deine Feinde. Würfle
learn-l-petri_enemies_2 = Nimm eine 1
learn-l-petri_enemies_3 = Der leuchtende Stein von Blau hat 1 grünen Feind und 1 blauen Freund, Gleichstand. Setze deinen Stein auf das leuchtende Loch: Dein Stein und der grüne zählen zusammen, 2 Feinde gegen 1 Freund
learn-l-petri_enemies_4 = Schlage so viele wie möglich: Der Stein von Blau fällt (2 gegen 1) und ebenso der einsame grüne Stein, dessen einziger Nachbar deiner ist (1 gegen 0, leere Löcher zählen für niemanden). Prüfe beide vor deinem eigenen Stein, dann bleibt deiner, mit 0 Feinden und 1 Freund: 2 geschlagen
learn-l-petri_enemies_about = Drei Spieler: Die anderen Farben zählen zusammen
learn-l-petri_enemies_done = Jede andere Farbe zählt als Feind, und ein einsamer Stein neben einem Feind fällt: 2 mehr in deinem Becher.
learn-l-petri_game = Dein erstes Petri-Spiel
learn-l-petri_game_1 = Spiel ein ganzes Spiel gegen einen Anfänger auf einem kleinen Brett. Wer die meisten Steine im Becher hat, gewinnt
learn-l-petri_game_about = Ein ganzes kurzes Spiel gegen einen Anfänger
learn-l-petri_game_done = Das war ein ganzes Petri-Spiel. Neues Spiel hat mehr Spieler und größere Bretter.
learn-l-petri_home = Der erste Stein kommt ins Startdreieck
learn-l-petri_home_1 = Du hast keinen Stein auf dem Brett (5 auf der Hand; 1 deiner Steine ist schon in deinem Becher). Würfle
learn-l-petri_home_2 = Nimm die 3: Setze 3 Steine
learn-l-petri_home_3 = Dein erster Stein muss in dein Startdreieck (leuchtend): Setze ihn dorthin
learn-l-petri_home_4 = Die nächsten kommen neben deine Steine: Setze noch 2
learn-l-petri_home_about = Wohin der erste Stein darf
learn-l-petri_home_done = Beginne in deinem Startdreieck und wachse dann von deinen eigenen Steinen aus.
learn-l-petri_order = Die Reihenfolge der Prüfungen
learn-l-petri_order_1 = Würfle
learn-l-petri_order_2 = Nimm eine 1
learn-l-petri_order_3 = Setze ihn auf das leuchtende Loch, weg vom Kampf
learn-l-petri_order_4 = Prüfe jetzt die Steine so, dass die meisten geschlagen werden. Jeder Stein, der in deinem Zug geschlagen wird, kommt in deinen Becher und zählt für dich, selbst ein eigener: Prüfst du zuerst einen blauen Stein, bleibt dein bedrängter Stein stehen und nur 2 werden geschlagen; prüfst du zuerst deinen bedrängten Stein, werden 3 geschlagen
learn-l-petri_order_about = Finde die Reihenfolge, die mehr schlägt
learn-l-petri_order_done = Eine bessere Reihenfolge hat 3 statt 2 geschlagen, alle 3 in deinen Becher: Dein eigener verlorener Stein hat dir einen Punkt gebracht. Im Spiel findet der Knopf Beste Folge sie für dich.
learn-l-petri_realtime = Echtzeit
learn-l-petri_realtime_1 = In Echtzeit fallen alle bedrängten Steine auf einmal. Würfle
learn-l-petri_realtime_2 = Nimm eine 1
learn-l-petri_realtime_3 = Setze ihn auf das leuchtende Loch und schau zu: Die 2 bedrängten Steine, ein blauer und einer von dir, gehen zusammen in deinen Becher
learn-l-petri_realtime_about = Alles auf einmal schlagen
learn-l-petri_realtime_done = In Echtzeit gibt es keine Reihenfolge zu wählen: Alles wird auf einem Brett beurteilt.
learn-l-petri_roll = Würfeln und setzen
learn-l-petri_roll_1 = Zum Start würfeln alle: Klicke die Würfel an (oder drücke die Leertaste)
learn-l-petri_roll_2 = Du hast höher gewürfelt und beginnst. Würfle für deinen Zug
learn-l-petri_roll_3 = Wähle einen Würfel: Nimm die 2, um 2 Steine zu setzen
learn-l-petri_roll_4 = Setze 2 Steine: den ersten in dein Startdreieck, den nächsten daneben
learn-l-petri_roll_about = Mit beiden Würfeln würfeln, einen nehmen, so viele setzen
learn-l-petri_roll_done = Das ist ein Zug in Petri: würfeln, einen Würfel wählen, setzen.
learn-l-petri_short = Wenn deine Hand knapp wird
learn-l-petri_short_1 = Du hast 2 Steine auf der Hand. Würfle
learn-l-petri_short_2 = Nimm die 3: Du hast weniger als 3 auf der Hand, also nimmst du 3 zurück
learn-l-petri_short_3 = Nimm 3 deiner Steine zurück (klicke sie an)
learn-l-petri_short_about = Stattdessen Steine zurücknehmen
learn-l-petri_short_done = Hast du weniger auf der Hand, als der Würfel zeigt, nimmst du so viele zurück.
learn-l-release = Blockieren und die Freigaberegel
learn-l-release_1 = Blau kann keine Murmel näher an sein Ziel ziehen, und deine Murmeln stehen in diesem Ziel (deinem Startdreieck): Die Freigaberegel zwingt dich, eine davon herauszuziehen. Jeder Zug, den du jetzt hast, tut das; die leuchtende Murmel vorne kann einen Schritt hinaus
learn-l-release_2 = Blau ist nachgerückt und wieder blockiert, mit deinen Murmeln noch in seinem Ziel: Wieder musst du eine davon herausziehen (die Regeln lehnen alles andere ab)
learn-l-release_about = Die Online-Regeln verbieten, ein Ziel zu blockieren
learn-l-release_done = Das Ziel eines Spielers zu blockieren ist in den Online-Regeln nicht erlaubt.
learn-l-step = Ein Schritt
learn-l-step_1 = Zieh eine Murmel um ein Loch: Wähle eine der leuchtenden Murmeln, dann ein leuchtendes Loch daneben
learn-l-step_2 = Mach noch einen Schritt, mit einer beliebigen Murmel
learn-l-step_about = In ein Loch neben dir ziehen
learn-l-step_done = Ein Schritt geht in eines der sechs Löcher neben einer Murmel.
learn-l-stops = Wo ein Zug enden darf
learn-l-stops_1 = Online-Regeln: Ein Zug darf nur im Startdreieck der Murmel, in ihrem Ziel oder in der Mitte enden. Versuch, die leuchtende Murmel einen Schritt in die leere Ecke daneben (leuchtend) zu ziehen: abgelehnt, denn diese Ecke ist weder dein Startdreieck noch dein Ziel. Mach dann einen beliebigen anderen Schritt
learn-l-stops_about = Online-Regeln: Züge enden nur in deinen eigenen Dreiecken
learn-l-stops_done = Sprünge dürfen durch die anderen Ecken führen, aber ein Zug darf dort nicht enden.
learn-l-want_best = Diese Reihenfolge schlägt weniger: Prüfe zuerst einen anderen Stein
learn-l-want_chain = Ganz bis zum fernen leuchtenden Loch, in einem Zug
learn-l-want_d4 = Setze ihn für diese Lektion auf das leuchtende Loch
learn-l-want_die_2 = Nimm für diese Lektion die 2
learn-l-want_die_3 = Nimm für diese Lektion die 3
learn-l-want_f3 = Setze ihn auf das leuchtende Loch, neben den Stein von Blau
learn-l-want_g3 = Setze ihn auf das leuchtende Loch, neben den Stein von Blau
learn-l-want_g4 = Prüfe den leuchtenden Stein von Blau, den bedrängten
learn-l-want_h5 = Setze ihn auf das leuchtende Loch, zwischen den blauen und den grünen Stein
learn-l-want_hop = Das war kein Sprung: Spring über eine Murmel neben deiner
learn-l-want_ladder = Zieh für diese Lektion die leuchtende Murmel einen Schritt hinauf auf das leuchtende Loch
learn-l-want_ladder_use = Nutze die Leiter: ein Zug mit zwei oder mehr Sprüngen
learn-l-want_last = Lass die letzte Murmel über die leuchtende in das leere Loch springen
learn-l-want_occupied = Zieh die leuchtende Murmel in das letzte leere Loch deines Ziels
learn-l-want_step = Das war kein Schritt: Zieh in ein Loch direkt neben der Murmel
learn-l-want_tip = Fülle zuerst die Spitze: die leuchtende Murmel hinauf in die Spitze
learn-lost_ground = Dieser Zug ging rückwärts. Tipp in der oberen Leiste zeigt einen Zug, der Boden gutmacht
learn-next = Nächste Lektion
learn-no_such_lesson = es gibt keine Lektion namens { $name }
learn-offer = Neu bei Sternhalma oder Petri? Ein paar kurze Lektionen bringen dir beides auf dem Brett bei.
learn-offer_no = Nein, einfach spielen
learn-offer_yes = Zeig es mir
learn-part-app = Die App
learn-part-checkers = Sternhalma
learn-part-petri = Petri
learn-refused = Der leuchtende Zug wird abgelehnt. { $why }
learn-s-app_board = Das Brett und die obere Leiste
learn-s-app_lobby = Online: die Lobby
learn-s-app_menu = Das ☰-Menü
learn-s-app_new_game = Neues Spiel
learn-s-app_results = Ergebnisse und Replays
learn-s-app_room = Online: ein Raum und sein Spiel
learn-s-app_settings = Optionen, Designs und Speichern
learn-s-app_title = Der Startbildschirm
learn-s-chain = Eine Sprungkette
learn-s-forfeit = Kein Zug: passen
learn-s-goal = Das Spielziel
learn-s-hop = Ein Sprung
learn-s-layouts = Spieler, Murmeln, Farbsätze und Teams
learn-s-occupied_target = Besetztes Ziel zählt
learn-s-petri_back = Zu wenig auf der Hand: zurücknehmen
learn-s-petri_captures = Verdrängt
learn-s-petri_cup = Kein Platz: in deinen Becher
learn-s-petri_end = Das Ende und der Sieger
learn-s-petri_home = Der erste Stein kommt ins Startdreieck
learn-s-petri_order = Die Reihenfolge der Prüfungen
learn-s-petri_place = Würfeln, Würfel wählen, setzen
learn-s-petri_players = Zwei bis sechs Spieler
learn-s-petri_realtime = Schlagen in Echtzeit
learn-s-petri_start = Was du hast und wer beginnt
learn-s-release_rule = Die Freigaberegel
learn-s-step = Ein Schritt
learn-s-stops = Wo ein Zug enden darf
learn-s-super_hops = Supersprünge
learn-s-target_lock = Zielsperre
learn-s-winning = Sieg, Plätze und Unentschieden
learn-start = Start
learn-state_done = fertig
learn-state_new = neu
learn-state_next = nächste
learn-t-app_board = Klicke eine deiner Murmeln an: Die Löcher, die sie erreichen kann, leuchten auf, und wenn du über eines fährst, siehst du den Sprungweg; klicke ein Loch an, um zu ziehen, oder nochmal die Murmel, um die Auswahl aufzuheben. In Petri klickst du die Würfel zum Würfeln an, einen Würfel, um ihn zu nehmen, dann die leuchtenden Löcher. Die obere Leiste hat Zurück, Vorwärts, Tipp (ein guter Zug, mit Begründung), Brett drehen und Animation überspringen; die Platzkarten zeigen, wer spielt, wie weit jeder ist (Züge, Murmeln im Ziel) oder Hand, Brett und Becher. Der letzte Zug des Spielers vor dir blinkt. Tasten: Pfeile oder Tab und Enter wählen Löcher, Esc hebt die Auswahl auf, die Leertaste würfelt, 1 oder 2 wählt einen Würfel, B spielt die beste Schlagfolge, Strg+Z und Strg+Y machen rückgängig und stellen wieder her.
learn-t-app_lobby = Online spielen verbindet mit einem Server (das Quadrat neben seinem Namen ist grün, wenn verbunden, gelb beim Verbinden, rot wenn nicht). Eine Kachel pro Spielmodus zeigt, wie viele warten und spielen; ein Klick nimmt einen Platz in einem offenen Raum. Erstelle einen Freundesraum, um mit Leuten zu spielen, die du kennst, oder nutze „Per Name beitreten“ mit dem Namen des Raums („Beitreten“ spielt mit, „Zuschauen“ schaut zu). Bist du mit einem Konto angemeldet, können Schnellspiele gewertet sein: Jeder Modus hat seine eigene Wertung, in jedem Zug läuft eine Uhr, und Bestenlisten zeigt die besten Spieler jedes Modus, den Verlauf ihrer Wertung und ihre Spiele zum Nachspielen. Live-Spiele listet die laufenden Spiele: Zuschauen öffnet eines. Die Anleitung ist auch von der Lobby aus nur einen Klick entfernt.
learn-t-app_menu = Das ☰-Menü enthält das Animationstempo, Zum Spieler drehen (das Brett dreht sich, sodass die Person am Zug unten sitzt), Anleitung, Optionen, Revanche, Neues Spiel und den Startbildschirm; in einem schmalen Fenster auch Zurück, Vorwärts, Tipp und Brett drehen.
learn-t-app_new_game = Wähle das Spiel, die Zahl der Spieler, den Regelsatz und wer auf jedem Platz sitzt (du, ein Freund an diesem Bildschirm oder ein Computer von Anfänger bis Meister). Mehr Regeln listet die Hausregeln, jede mit einem ?, das ihre Seite hier öffnet; Erweitert hat die Brettgröße, die Steine und den Seed. Das Brett daneben zeigt, wie das Spiel beginnen wird.
learn-t-app_results = Wenn ein Spiel endet, zeigt das Ergebnis, wer gewonnen hat, und jeden Platz mit dem Ausgang. Revanche spielt nochmal mit denselben Plätzen; Replay ansehen geht das Spiel Zug für Zug durch (← → ein Zug, Pos1 und Ende springen); Partie speichern sichert es als Datei. Jedes beendete Spiel wird unter Replays auf dem Startbildschirm aufbewahrt.
learn-t-app_room = Ein Warteraum zeigt seinen Namen („Kopieren“ oder im Browser „Link kopieren“, um Freunde einzuladen), eine Karte pro Platz und den Chat. Im Spiel bietet die Karte des Raums „Raum verlassen“ (wer ein laufendes Spiel verlässt, gibt es auf), „Neues Spiel vorschlagen“ (alle müssen zustimmen) und „Spiel abbrechen“, sobald ein Spieler verschwunden ist. Eine verlorene Verbindung wird von selbst erneut versucht und bringt dich zurück auf deinen Platz. Das Quadrat unten rechts leuchtet, wenn du am Zug bist.
learn-t-app_settings = Optionen (Startbildschirm oder ☰-Menü) hat die Lautstärke, das Design, das Animationstempo, ein Symbol auf den Murmeln jedes Spielers für farbenblinde Spieler, die Anzeigegröße und die Farben des Bretts. Designs lassen sich als Ordner hinzufügen und ändern jedes Brett, auch die Diagramme hier. Das laufende Spiel wird nach jedem Zug gespeichert: Weiter auf dem Startbildschirm setzt es fort.
learn-t-app_title = Spielen startet mit einem Klick das zuletzt eingestellte Spiel; Weiter setzt ein unfertiges Spiel fort; Neues Spiel stellt ein anderes ein; Lernen hat diese Seiten und die geführten Lektionen; Online spielen findet andere Spieler; Replays zeigt beendete Spiele; Optionen ändert, wie das Spiel aussieht und klingt.
learn-t-chain = Nach einem Sprung darfst du von dort, wo du gelandet bist, erneut springen, so oft du kannst, in jede Richtung, über Murmeln jeder Farbe: ein Zug. Du darfst nach jedem Sprung aufhören. Ein Zug ist entweder ein Schritt oder Sprünge, nie beides. Leitern aus Murmeln, deinen und denen der anderen, ergeben lange Sprungketten.
learn-t-forfeit = Ein Spieler ohne gültigen Zug passt, und das Passen zählt als Zug. Das passiert, wenn Murmeln eingeschlossen sind; in Teamspielen passt ein Spieler, dessen Murmeln alle in seinem Ziel sind, während der Teampartner weiterläuft.
learn-t-goal = Jeder Spieler beginnt mit Murmeln in einer Sternspitze (einem Dreieck), seinem Startdreieck, und bringt sie im Wettlauf zur gegenüberliegenden Sternspitze, seinem Ziel. Rot, der erste Platz, zieht zuerst (so hält es diese App: Gedruckte Regeln lassen den jüngsten Spieler oder Schwarz beginnen); dann ziehen die Spieler reihum, je ein Zug, nach links (im Uhrzeigersinn). Wer zuerst sein Ziel mit allen seinen Murmeln füllt, gewinnt.
learn-t-hop = Eine Murmel darf über eine Murmel beliebiger Farbe direkt neben ihr in das leere Loch direkt dahinter springen, in gerader Linie. Nichts wird geschlagen: Die übersprungene Murmel bleibt stehen.
learn-t-layouts = Zwei Spieler beginnen in gegenüberliegenden Sternspitzen, drei in jeder zweiten, vier in zwei gegenüberliegenden Paaren, sechs in allen. Jeder Spieler hat auf dem Standardbrett einen Satz von 10 Murmeln (15 oder 21 auf den größeren Brettern; zwei Spieler dürfen auf dem Standardbrett mit 15 spielen); die Diagramme und Lektionen hier nutzen ein kleines Brett mit 6. Zwei Spieler dürfen je zwei oder drei Farbsätze gleichzeitig spielen, drei Spieler je zwei, und ziehen pro Zug eine Murmel aus einem ihrer Sätze. Mit vier oder sechs Spielern dürft ihr auch in Teams spielen (Teams unter Neues Spiel; aus, solange nicht gewählt): Teampartner sitzen sich gegenüber, und ein Team ist fertig, wenn beide jede Murmel in ihren Zielen haben.
learn-t-occupied_target = Eine Regel gegen das Blockieren, abgedruckt in den Regeln eines Holzspiels und in den Familienregeln eingeschaltet (die klassischen und die Online-Regeln haben sie nicht; Mehr Regeln unter Neues Spiel schaltet sie ein): Ein Spieler ist fertig, wenn jedes Loch seines Ziels besetzt ist und in mindestens einem seine eigene Murmel steht, auch wenn dort noch eine Murmel eines anderen Spielers steht.
learn-t-petri_back = Hat deine Hand weniger Steine, als der gewählte Würfel zeigt, nimmst du stattdessen so viele deiner Steine vom Brett auf die Hand zurück und wählst selbst, welche (die gedruckten Regeln sagen nur „entfernen“; dass sie auf die Hand zurückgehen und du wählst, ist die Lesart dieser App). Gehen dir die Steine zum Zurücknehmen aus, endet dein Zug sofort, ohne Schlagen; mit zu wenig auf der Hand zum Setzen und keinem auf dem Brett zum Zurücknehmen endet er einfach.
learn-t-petri_captures = Nach dem Setzen (oder Zurücknehmen) wird jeder Stein im Spiel einmal geprüft. Ein Stein mit mehr feindlichen als befreundeten Nachbarn wird verdrängt. Die Feinde sind die Steine aller anderen Spieler zusammen, also hat ein Stein neben einem blauen und einem grünen Stein 2 Feinde; leere Löcher zählen für keine Seite, also fällt ein einsamer Stein neben einem einzigen Feind (1 zu 0). Ein verdrängter Stein kommt in den Becher des Spielers, der am Zug ist, selbst wenn es einer seiner eigenen Steine ist, und zählt für diesen Spieler. Bei Gleichstand bleibt er. Fahre im Spiel über einen Stein, um seine Zählung zu sehen.
learn-t-petri_cup = Ein Stein, der nicht gesetzt werden kann (kein leeres Loch neben deinen Steinen oder keins mehr in deinem Startdreieck), kommt direkt in deinen eigenen Becher und zählt dort für dich: Der Becher ist dein Punktestand.
learn-t-petri_end = Das Spiel endet, wenn ein Spieler keinen Stein auf dem Brett und keinen auf der Hand hat, oder wenn das Brett leer ist, nachdem jeder einen Zug hatte. Wer die meisten Steine im Becher hat, gewinnt; bei gleicher Zahl wird der Sieg geteilt (die Lesart dieser App: Die gedruckten Regeln sagen es nicht). Damit jedes Spiel endet, hört diese App außerdem nach 200 Zügen je Spieler auf (Zuglimit unter Neues Spiel) und wertet die Becher, wie sie sind.
learn-t-petri_home = Solange du keinen Stein auf dem Brett hast, muss der Stein, den du setzt, in ein leeres Loch deines Startdreiecks, der Sternspitze in deiner Farbe.
learn-t-petri_order = In den üblichen Regeln prüfst du die Steine einzeln in der Reihenfolge, die du wählst, und jedes Schlagen verändert das Brett für die folgenden Prüfungen. Eine bessere Reihenfolge schlägt mehr. Beste Folge spielt die Reihenfolge, die am meisten schlägt; du kannst die Steine auch selbst anklicken. Wenn kein noch zu prüfender Stein mehr fallen kann, endet die Schlagphase von selbst.
learn-t-petri_place = In deinem Zug würfelst du mit beiden Würfeln und wählst einen. Setze so viele Steine von deiner Hand, einen nach dem anderen, jeden neben einen deiner Steine, die schon auf dem Brett sind (in diesem Zug gesetzte Steine zählen mit).
learn-t-petri_players = Petri wird von zwei bis sechs Spielern auf dem Sternhalma-Brett gespielt. Bei fünf bleibt die Sternspitze gegenüber von Rot, dem ersten Platz, leer, damit der Tisch ausgeglichen bleibt (die Aufstellung dieser App: Die gedruckten Regeln sagen es nicht).
learn-t-petri_realtime = In der Echtzeit-Variante wird jeder Stein gleichzeitig auf demselben Brett beurteilt, und alle verdrängten Steine fallen gemeinsam: Es gibt keine Reihenfolge zu wählen.
learn-t-petri_start = Petri ist Jonathan Leistikos Würfelspiel ums Verdrängen. Jeder Spieler beginnt mit all seinen Steinen auf der Hand (10 auf dem Standardbrett; die Diagramme und Lektionen hier nutzen ein kleines Brett mit 6), einem leeren Becher und einem Startdreieck (der Heimbereich der gedruckten Regeln), der Sternspitze in seiner Farbe. Um zu bestimmen, wer beginnt, würfeln alle mit zwei Würfeln: Wer die höchste Summe hat, beginnt; bei Gleichstand würfeln diese Spieler erneut (die Lesart dieser App: Die gedruckten Regeln sagen nur, dass gewürfelt wird). Danach geht es reihum nach links (im Uhrzeigersinn).
learn-t-release_rule = Eine Regel der Online-Regeln gegen das Blockieren: Wenn ein Spieler keine Murmel näher an sein Ziel ziehen kann und deine Murmeln in diesem Ziel stehen, musst du in deinem Zug eine dieser Murmeln herausziehen, wenn du kannst. Es gibt keine Frist: Die Regel gilt in jedem Zug, in dem der Spieler blockiert ist, und nur dann. (Die Online-Regeln sagen nur, dass der Blockierer freigeben muss; wann ein Spieler als blockiert gilt, ist die Lesart dieser App.)
learn-t-step = Ein Schritt zieht eine Murmel in ein leeres Loch daneben, in eine der sechs Richtungen.
learn-t-stops = In den klassischen und den Familienregeln darf ein Zug in jedem Loch enden. In den Online-Regeln darf ein Zug nur in der Mitte oder im eigenen Startdreieck oder Ziel der Murmel enden: Sprünge dürfen durch die anderen Sternspitzen führen, auch die leeren, aber dort nicht enden.
learn-t-super_hops = Eine Hausregel, nicht in den gedruckten Regeln und aus, solange du sie nicht unter Neues Spiel wählst: Eine Murmel darf über eine einzelne Murmel in beliebiger Entfernung auf einer Linie springen und landet genauso weit dahinter, wie sie davor war, wenn jedes Loch dazwischen leer ist.
learn-t-target_lock = Eine Regel, abgedruckt in den Regeln eines Holzspiels und in den Familienregeln eingeschaltet: Ist eine Murmel einmal in ihrem Ziel, muss jeder ihrer Züge im Ziel enden. Nur wo ein Zug endet, zählt, also darf eine Sprungkette aus dem Ziel hinaus und wieder hinein führen.
learn-t-winning = Der erste Spieler mit allen Murmeln im Ziel gewinnt. Was danach passiert, hängt von den Regeln ab. In den klassischen Regeln (denen hinter dem Knopf Spielen) geht das Spiel weiter und die anderen laufen um die hinteren Plätze. In den Familien- und Online-Regeln wird die Runde zu Ende gespielt: Die Spieler nach dem Sieger machen noch ihren Zug dieser Runde, sodass alle gleich viele Züge gemacht haben, und alle, die in dieser Runde fertig werden, teilen sich den ersten Platz. Teilen sich alle Spieler den ersten Platz, ist das Spiel unentschieden, unter allen Regeln. Runde ausspielen unter Neues Spiel schaltet das ein oder aus. Nach dem Zuglimit (standardmäßig 300 Züge je Spieler) teilen sich die Spieler, die noch laufen, die letzten Plätze.
learn-title = Lernen
learn-wrong_default = Nicht so: { $step }
learn-you = Du

## level
level-beginner = Anfänger
level-easy = leicht
level-hard = schwer
level-master = Meister
level-medium = mittel

## loading
loading-petri = Petri
loading-the_game_s_pictures_could = Die Bilder des Spiels konnten nicht geladen werden

## menu
menu-a_marble_in_its_target = eine Murmel in ihrem Ziel darf es nicht verlassen
menu-against_many = 
    { $n ->
        [one] du gegen { $n } Computer
       *[other] du gegen { $n } Computer
    }
menu-against_one = du gegen einen Computer ({ $level })
menu-back = Zurück
menu-board_size = Brettgröße
menu-chinese_checkers_in_every_rule = Sternhalma in allen Regelsätzen und das Würfelspiel ums Verdrängen
menu-colour_sets_per_player = Farbsätze pro Spieler
menu-continue = Weiter
menu-continue_line = { $game } · { $players } Spieler · Zug { $move }
menu-export = Export
menu-export_help_download = als Datei herunterladen
menu-export_help_folder = in den Pfad unten schreiben (eine Datei oder ein Ordner)
menu-file_hint_folder = Pfad einer Partie (.json) oder Text zum Importieren, oder wohin exportiert wird
menu-file_hint_paste = füge hier den Text einer Partie (.json) ein, um sie zu importieren
menu-finishing_with_an_opponent_s = du bist auch fertig, wenn eine gegnerische Murmel in deinem Ziel festsitzt
menu-game = Spiel
menu-holes_per_side = Löcher pro Dreiecksseite
menu-hop_over_a_marble_at = über eine einzelne Murmel in beliebiger Entfernung springen und genauso weit dahinter landen, wenn die Löcher dazwischen leer sind
menu-how_to_play = Anleitung
menu-import = Import
menu-imported_as = importiert als { $name }
menu-learn = Lernen
menu-move_cap = Zuglimit
menu-moves_per_player = { $n ->
    [one] Zug
   *[other] Züge
} pro Spieler
menu-new_game = Neues Spiel
menu-no_finished_games_yet_every = Noch keine beendeten Spiele: Jedes Spiel, das du beendest, wird hier aufbewahrt.
menu-occupied_target_counts = besetztes Ziel zählt
menu-offered_as_download = { $file } zum Herunterladen angeboten
menu-paste_a_record = füge den Text einer Partie ein (er beginnt mit {"{"})
menu-people_only = nur Menschen, an diesem Bildschirm
menu-pieces = Steine
menu-pieces_per_player = pro Spieler
menu-pieces_per_set = pro Farbsatz (10, 15 oder 21 auf dem Standardbrett)
menu-play = Spielen
menu-play_line = { $game } · { $players } Spieler · { $who }
menu-play_online = Online spielen
menu-players = Spieler
menu-puzzles = Rätsel
menu-quit = Beenden
menu-records_kept_in_browser = Partien werden im lokalen Speicher dieses Browsers aufbewahrt; exportierte Dateien laufen auch mit petri-cli replay <file>. Du kannst eine Partiedatei auch auf die Seite ziehen.
menu-records_kept_in_folder = Partien werden in { $folder } aufbewahrt; petri-cli replay <file> spielt sie auch ab. Du kannst eine Partiedatei auch auf das Fenster ziehen.
menu-release_rule = Freigaberegel
menu-release_rule_line = kann ein Spieler nicht näher an sein Ziel ziehen und stehen deine Murmeln darin, ziehe eine davon heraus
menu-replays = Replays
menu-saved = gespeichert: { $path }
menu-seats = Plätze
menu-seed = Seed
menu-settings = Optionen
menu-standard = Standard
menu-start = Start
menu-super_hops = Supersprünge
menu-target_lock = Zielsperre
menu-teams = Teams
menu-theme = Design:
menu-turn_cap = Zuglimit
menu-turns_per_player = {" "}Züge pro Spieler
menu-watch = Zuschauen

## new
new-advanced = Erweitert: Brett, Steine, Seed
new-checkers_line = lauf mit deinen Murmeln hinüber
new-classic = Klassisch
new-classic_line = Spring überallhin; nach dem Sieger wird um die Plätze weitergespielt.
new-colour_help = { $colour }: klicken für eine andere Farbe
new-computer = Computer
new-computer_help = ein Computer spielt diesen Platz auf dieser Stufe
new-computers = 
    { $n ->
        [one] { $n } Computer
       *[other] { $n } Computer
    }
new-computers_none = keine Computer
new-family = Familie
new-family_line = Eine Murmel in ihrem Ziel bleibt dort; die Runde wird ausgespielt, also ziehen alle gleich oft.
new-finish_round = Runde ausspielen
new-finish_round_line = wenn jemand fertig wird, ziehen die anderen in dieser Runde noch (erste Plätze können geteilt werden); aus: um die Plätze weiterspielen
new-more_rules = Mehr Regeln
new-name = Name
new-online = Online
new-online_line = Züge enden nur in deinen eigenen Dreiecken; kein Blockieren eines Ziels (Freigaberegel); die Runde wird ausgespielt, bei gleich vielen Zügen unentschieden.
new-own_triangles = Nur eigene Dreiecke
new-own_triangles_line = ein Zug darf nur in der Mitte, im Startdreieck der Murmel oder in ihrem Ziel enden
new-person = Mensch
new-petri_line = verdränge mit den Würfeln
new-players_n = 
    { $n ->
        [one] { $n } Spieler
       *[other] { $n } Spieler
    }
new-realtime = Schlagen in Echtzeit
new-realtime_line = alle verdrängten Steine fallen gleichzeitig, nicht einer nach dem anderen in der Reihenfolge des Ziehenden
new-rules = Regeln
new-seed_line = gleicher Seed, gleiche Würfel und gleiche Computerentscheidungen
new-sequential = Schlagen nacheinander
new-sequential_line = Wer am Zug ist, prüft die Steine einzeln aufs Schlagen, in einer selbst gewählten Reihenfolge.
new-summary = { $game } · { $players } Spieler · { $computers }
new-summary_realtime = Schlagen in Echtzeit
new-summary_rules = { $game } ({ $rules })
new-teams_line = Partner sitzen sich gegenüber; beide müssen fertig werden

## notice
notice-no_legal_move = diese Murmel hat gerade keinen Zug
notice-no_saved_game = es gibt kein gespeichertes Spiel zum Fortsetzen
notice-no_undo_online = in Online-Spielen gibt es kein Zurück
notice-not_your_turn = warte: { $seat } ist am Zug
notice-nothing_to_redo = nichts wiederherzustellen
notice-nothing_to_remove = { $seat } hat nichts mehr zum Zurücknehmen
notice-nothing_to_remove_you = Du hast nichts mehr zum Zurücknehmen
notice-nothing_to_undo = nichts rückgängig zu machen
notice-pick_a_marble_first = wähle zuerst eine deiner Murmeln
notice-language_bad_code = „{ $code }“ ist kein Sprachcode (zum Beispiel de, pt-BR)
notice-language_failed = Die Sprache { $code } kann nicht verwendet werden ({ $error }); die Sprache bleibt, wie sie war.
notice-pieces_to_cup = 
    { $count ->
        [one] { $count } Stein von { $seat } fand kein Loch und kam in seinen Becher
       *[other] { $count } Steine von { $seat } fanden kein Loch und kamen in seinen Becher
    }
notice-pieces_to_cup_you = 
    { $count ->
        [one] { $count } deiner Steine fand kein Loch und kam in deinen Becher
       *[other] { $count } deiner Steine fanden kein Loch und kamen in deinen Becher
    }
notice-seat_home_passes = { $seat } ist fertig und passt, bis auch der Teampartner fertig ist
notice-seat_passes = { $seat } hat keinen Zug und passt
notice-seat_starts = { $seat } beginnt
notice-you_home_pass = Du bist fertig und passt, bis auch dein Teampartner fertig ist
notice-you_pass = Du hast keinen Zug und passt
notice-you_start = Du beginnst

## online
online-account = Dein Konto
online-account_help = Gäste spielen ungewertete Spiele. Melde dich an oder erstelle ein Konto mit eigenem Namen, um gewertete Spiele zu spielen und in der Bestenliste zu erscheinen.
online-account_name = Name (3–20 Buchstaben)
online-add_computer = Computer hinzufügen
online-anonymous = Spieler
online-bad_snapshot = das Spiel des Raums kann nicht angezeigt werden: { $why }
online-cancel_game = Spiel abbrechen
online-cancel_help = Ein Spieler ist verschwunden: Bitte die anderen, dieses Spiel zu beenden (etwa um ein neues zu starten).
online-cancelled = das Spiel wurde abgebrochen
online-casual = Ungewertet
online-casual_help = Schnellspiele sind ungewertet: Deine Wertung ändert sich nicht (trotzdem mit Uhr: 30 s pro Zug, eine Minute Reserve).
online-chat = Chat
online-chat_unread = Chat ({ $n } neu)
online-computer = Computer, { $level }
online-connect = Verbinden
online-connected_to = verbunden mit { $url }
online-connecting_to = verbinde mit { $url }…
online-copy = Kopieren
online-copy_help = Kopiere den Namen des Raums und schick ihn deinen Freunden per Nachricht oder Mail.
online-copy_link = Link kopieren
online-copy_link_help = { $link } kopieren: Wer ihn öffnet, tritt diesem Raum bei.
online-counts = { $waiting } wartend · { $playing } im Spiel
online-counts_unknown = verbinde dich, um zu sehen, wer spielt
online-create = Erstellen
online-create_account = Konto erstellen
online-create_friends_room = Freundesraum erstellen
online-create_help = Ein eigener Raum: Teile seinen Namen, und Freunde treten bei.
online-disconnect = Trennen
online-disconnected = nicht verbunden
online-error-bad_login = falscher Name oder falsches Passwort
online-error-bad_message = der Server hat diese Anfrage nicht verstanden
online-error-illegal_move = der Server hat den Zug abgelehnt (oder deine Zeit ist abgelaufen)
online-error-name_taken = ein Konto hat diesen Namen (oder einen, der gleich aussieht): Wähle einen anderen
online-error-not_allowed = das darfst du hier nicht (in einem Freundesraum fügt nur sein Ersteller Computer hinzu)
online-error-not_found = diesen Spieler oder dieses gewertete Spiel gibt es nicht
online-error-not_in_room = du bist in keinem Raum mehr
online-error-not_your_turn = du bist nicht am Zug
online-error-rate_limited = zu viele Anfragen: Warte kurz und versuch es erneut
online-error-room_full = dieser Raum ist voll (du kannst zuschauen)
online-error-room_not_found = es gibt keinen Raum mit diesem Namen: Prüfe ihn und versuch es erneut
online-error-stale = das Spiel ist inzwischen weitergegangen: Hier ist es, wie es jetzt steht
online-error-unavailable = der Server kann das gerade nicht: Versuch es gleich noch einmal
online-error-vote_refused = gerade kann keine Abstimmung stattfinden
online-free_seat = freier Platz
online-friends_room = Freundesraum
online-gone = Verbindung verloren
online-here = da
online-join = Beitreten
online-join_by_name = Per Name beitreten
online-join_help = Die acht Buchstaben und Ziffern, die dir ein Freund gegeben hat.
online-leads = In Führung: { $who }
online-leave = Raum verlassen
online-live = Live-Spiele
online-lost_line = Die Verbindung zu { $url } ist verloren. Nächster Versuch in { $secs } s.
online-lost_line_now = Die Verbindung zu { $url } ist verloren. Neuer Versuch läuft…
online-lost_retrying = Verbindung verloren; neuer Versuch in { $secs } s
online-mode = { $rules }, { $players } Spieler
online-more_modes = Mehr Modi
online-new_game = Neues Spiel vorschlagen
online-new_game_help = Alle im Raum müssen zustimmen; jeder Spieler bekommt neue Farben.
online-no = Nein
online-no_chat = Noch nichts gesagt. Nur die Spieler in diesem Raum lesen das.
online-no_server = Kein Server antwortet unter { $url }. Starte dort petri-server oder wähle eine andere Region (die Regionen stehen in settings.ron). Nächster Versuch in { $secs } s.
online-no_server_at = kein Server unter { $url }
online-no_server_now = Kein Server antwortet unter { $url }. Starte dort petri-server oder wähle eine andere Region (die Regionen stehen in settings.ron). Neuer Versuch läuft…
online-nobody_leads = niemand führt
online-not_connected = nicht verbunden: Dein Zug wurde nicht gesendet
online-not_your_turn = nicht dein Zug
online-out_of_time = { $name }: Zeit abgelaufen
online-over = das Spiel ist vorbei
online-password = Passwort (mindestens 8)
online-paste = Einfügen
online-paste_here = Raumnamen einfügen
online-players_n = 
    { $n ->
        [one] { $n } Spieler
       *[other] { $n } Spieler
    }
online-playing = spielt
online-problem_detail = Was die Verbindung meldete: { $why }
online-public_help = Ein Platz in einem Raum dieser Art mit freiem Platz; das Spiel beginnt, wenn der Raum voll ist.
online-public_room = Offener Raum
online-quick_game = Schnellspiel
online-rated = Gewertet
online-rated_help = Schnellspiele sind gewertet: gegen andere Konten, mit Uhr (30 s pro Zug, eine Minute Reserve).
online-rating = Wertung in diesem Modus (ein „?“: vorläufig, pendelt sich noch ein)
online-reconnecting_to = Verbindung verloren, verbinde neu mit { $url }…
online-region = Region
online-room = Raum
online-say = sag etwas
online-send = Senden
online-share_help = Schick den Namen (oder den Link) an deine Freunde: Er öffnet diesen Raum.
online-sign_in = Anmelden
online-sign_out = Abmelden
online-signed_in = Angemeldet als { $name }
online-status = Stand
online-status_help = Zeigt, wer führt (sprecht euch ab, ob ihr hinschaut).
online-tile = { $rules } · { $players }
online-tiles_offline = Diese Spiele brauchen einen Server: Sie sind wählbar, sobald das Spiel mit einem verbunden ist (oben).
online-title = Online spielen
online-vanished = verschwunden
online-vote_cancel = Abstimmung, das Spiel abzubrechen: { $yes } von { $needed }
online-vote_closed = die Abstimmung endete ohne Einigung
online-vote_computer = Abstimmung, den verschwundenen Platz einem Computer zu geben: { $yes } von { $needed }
online-vote_new_game = Abstimmung für ein neues Spiel: { $yes } von { $needed }
online-waiting_n_of_m = Warte auf Spieler: { $n } von { $m } Plätzen besetzt
online-watch = Zuschauen
online-watch_live = Zuschauen
online-watching = du schaust zu
online-winners = Sieger:
online-yes = Ja
online-you = (du)
online-your_name = Dein Name
online-your_turn = du bist dran

## preset
preset-classic = klassisch
preset-family = Familie
preset-online = online
preset-petri = Petri
preset-petri_realtime = Petri-Echtzeit

## puzzles
puzzles-about_crossing = Zehn Murmeln über das leere Brett. Levenspiel schaffte es allein in 27 Zügen (1971); G. I. Bell bewies per Computer, dass es niemand in weniger schafft (2009).
puzzles-about_home = Nur deine Murmeln ziehen: Bring jede mit möglichst wenigen Zügen ins Ziel.
puzzles-about_order = Eine Schlagphase aus einem echten Spiel: Finde die Reihenfolge der Prüfungen, die am meisten schlägt.
puzzles-about_roll = Ein Wurf: Wähle den Würfel, setze die Steine, dann prüfe sie und schlage dabei am meisten.
puzzles-answer = Eine beste Lösung: { $moves }
puzzles-band_easy = Leicht
puzzles-band_hard = Schwer
puzzles-band_medium = Mittel
puzzles-count_captures = Geschlagen { $n } · Bestwert { $par }
puzzles-count_moves = Züge { $n } · Par { $par }
puzzles-daily = Tagesrätsel
puzzles-hint = Versuch es mit { $action }
puzzles-hint_off_line = Der Tipp folgt der veröffentlichten Lösung: Mit Nochmal folgst du ihr wieder
puzzles-kind_crossing = Klassische Überquerungen
puzzles-kind_home = Ins Ziel mit den wenigsten Zügen
puzzles-kind_order = Die Reihenfolge der Prüfungen
puzzles-kind_roll = Der beste Wurf
puzzles-loading = Lade die Rätsel…
puzzles-next = Nächstes Rätsel
puzzles-play = Spielen
puzzles-rating = Wertung { $rating }
puzzles-rating_about = Deine Rätselwertung (Glicko-2): Das erste Lösen jedes Rätsels zählt als Partie gegen das Rätsel — drei Sterne ohne Tipp gewinnen, zwei Sterne (oder drei mit Tipp) sind unentschieden, alles andere oder das Anzeigen der Lösung verliert. Leichte Rätsel haben die Wertung 1200, mittlere 1500, schwere 1800. Ein „?“ heißt, sie pendelt sich noch ein.
puzzles-rating_change = Rätselwertung { $rating } ({ $change })
puzzles-rating_kept = Rätselwertung { $rating } (nur das erste Lösen eines Rätsels wird gewertet)
puzzles-retry = Nochmal
puzzles-show_answer = Lösung
puzzles-solved = { $solved } von { $total } Rätseln gelöst
puzzles-from_mod = Mod: { $name }
puzzles-stars_1 = Gelöst. Das Par ist besser: Versuch es nochmal für drei Sterne.
puzzles-stars_2_moves = Ein Zug über dem Par: zwei Sterne.
puzzles-stars_2_captures = Ein Stein weniger geschlagen als das Par: zwei Sterne.
puzzles-stars_3 = Par erreicht: drei Sterne!
puzzles-task_crossing = 
    { $par ->
        [one] Bring alle zehn in { $par } Zug hinüber
       *[other] Bring alle zehn in { $par } Zügen hinüber
    }
puzzles-task_crossing_two = 
    { $par ->
        [one] Zieh beide Farben: Bring eine Farbe hinüber und beende das Spiel in { $par } Zug
       *[other] Zieh beide Farben: Bring eine Farbe hinüber und beende das Spiel in { $par } Zügen
    }
puzzles-task_home = 
    { $par ->
        [one] Bring jede Murmel in { $par } Zug ins Ziel
       *[other] Bring jede Murmel in { $par } Zügen ins Ziel
    }
puzzles-task_order = 
    { $par ->
        [one] Schlage { $par } Stein in dieser Schlagphase
       *[other] Schlage { $par } Steine in dieser Schlagphase
    }
puzzles-task_roll = 
    { $par ->
        [one] Schlage { $par } Stein mit diesem Wurf
       *[other] Schlage { $par } Steine mit diesem Wurf
    }
puzzles-title = Rätsel

## ranking
ranking-bad_record = Die Partie von { $game } kann nicht verwendet werden: { $error }
ranking-days_ago = 
    { $n ->
        [one] vor { $n } Tag
       *[other] vor { $n } Tagen
    }
ranking-empty = In den letzten 30 Tagen hat niemand ein gewertetes Spiel in diesem Modus gespielt. Melde dich an und spiel eins: Schnellspiele sind gewertet, wenn du Gewertet wählst.
ranking-games = 
    { $n ->
        [one] { $n } gewertetes Spiel
       *[other] { $n } gewertete Spiele
    }
ranking-history = Wertung: { $mode }
ranking-hours_ago = vor { $n } h
ranking-just_now = gerade eben
ranking-keep = In Replays speichern
ranking-kept = { $game } ist in deinen Replays
ranking-loading = Frage den Server…
ranking-minutes_ago = vor { $n } min
ranking-more_modes = Mehr Modi
ranking-no_games = Noch keine gewerteten Spiele.
ranking-no_store = dieses Spiel hat keinen Ort, um Partien aufzubewahren
ranking-offline = Verbinde dich mit einem Server, um seine Bestenlisten zu sehen.
ranking-oldest_newest = jedes gewertete Spiel, vom ältesten zum neuesten
ranking-open = Bestenlisten
ranking-open_player = Wertungen und Spiele
ranking-recent = Letzte gewertete Spiele
ranking-replay = Replay
ranking-title = Bestenliste
ranking-your_page = Deine Seite

## results
results-hide = Brett ansehen
results-line = 
    { $moves ->
        [one] { $game } · { $moves } Zug gespielt
       *[other] { $game } · { $moves } Züge gespielt
    }
results-new_game = Neues Spiel
results-propose_rematch = Revanche vorschlagen
results-save = Partie speichern
results-save_help = die Partie in eine Datei schreiben (im Browser ein Download); sie wird auch in Replays aufbewahrt
results-shared = geteilter Platz
results-show = Ergebnis
results-vote_running = Eine Abstimmung läuft: Antworte im Raum.
results-watch = Replay ansehen
results-win_shared = { $names } teilen sich den Sieg!
results-wins = Sieg: { $name }!

## review
review-best_was = Der Zug der Engine: { $best }
review-blunder = ein Patzer
review-button = Analyse
review-cannot = Dieses Spiel kann nicht analysiert werden: { $why }
review-good = gut
review-graph_petri = Fett: Becher · blass: Steine im Spiel
review-inaccuracy = eine Ungenauigkeit
review-making = Die Engine sieht sich jeden Zug an: { $done } von { $total }
review-mistake = ein Fehler
review-seat_short = { $name } { $accuracy } %
review-seat_line = { $name }: Genauigkeit { $accuracy } % · { $inaccuracies ->
        [one] { $inaccuracies } Ungenauigkeit
       *[other] { $inaccuracies } Ungenauigkeiten
    } · { $mistakes ->
        [one] { $mistakes } Fehler
       *[other] { $mistakes } Fehler
    } · { $blunders ->
        [one] { $blunders } Patzer
       *[other] { $blunders } Patzer
    }
review-start = Der Anfang: Klicke in die Grafik oder geh mit ◀ ▶ weiter, um jeden Zug bewertet zu sehen.
review-title = Engine-Analyse
review-turn =
    { $loss ->
        [one] { $name } spielte { $played }: { $mark } (verliert { $loss } Reihe); die Engine: { $best }
       *[other] { $name } spielte { $played }: { $mark } (verliert { $loss } Reihen); die Engine: { $best }
    }
review-turn_petri =
    { $loss ->
        [one] { $name } spielte { $played }: { $mark } (verliert { $loss } Stein); die Engine: { $best }
       *[other] { $name } spielte { $played }: { $mark } (verliert { $loss } Steine); die Engine: { $best }
    }
review-turn_best = { $name } spielte { $played }: der eigene Zug der Engine
review-turn_forced = { $name } spielte { $played }: der einzige Zug

## seat
seat-computer = Computer ({ $level })
seat-computer_short = Computer, { $level }
seat-computer_default = Computer
seat-human = Mensch
seat-human_short = Mensch
seat-lesson_short = die Lektion spielt
seat-puzzle_short = steht still
seat-remote = Online-Spieler
seat-remote_short = online
seat-replayed_short = Replay
seat-you = Du

## settings
settings-a_symbol_on_each_player = ein Symbol auf den Murmeln jedes Spielers
settings-add_your_own_copy_a = Eigenes hinzufügen: Kopiere einen Ordner in assets/themes (siehe dessen README).
settings-animations = Animationen
settings-board = Brett
settings-close = Schließen
settings-colour_blind_help = Farbenblind-Hilfe
settings-colour_the_start_triangles_not = die Startdreiecke färben, nicht die Ziele (Sternhalma)
settings-defaults = Standard
settings-interface_size = Anzeigegröße
settings-language = Sprache
settings-living_title = Lebendiges Titelbrett
settings-living_title_line = Computer spielen langsam hinter dem Titel; aus: Das Brett steht still und das Spiel ruht
settings-living_title_software = Lebendiges Brett ohne Grafikkarte
settings-living_title_software_line = Dieses Fenster wird vom Prozessor gezeichnet ({ $renderer }), daher bleibt es leicht: Das lebendige Brett (das einen Kern stark auslasten würde) steht still, wenn dies nicht an ist, und Kanten werden ohne Glättung gezeichnet.
settings-loading_more = lädt…
settings-mute = stumm
settings-settings = Optionen
settings-sound = Ton
settings-theme = Design
settings-times_speed = × Tempo
settings-turn_line = das Brett dreht sich, sodass die Person am Zug unten sitzt
settings-turn_to_face_the_player = zum Spieler am Zug drehen
settings-volume = Lautstärke

## theme
theme-classic = Klassisches Holz
theme-contrast = Hoher Kontrast
theme-glass = Glas auf Dunkel

list-two = { $a } und { $b }
list-middle = { $a }, { $b }
list-end = { $a } und { $b }

settings-mods = Mods…
mods-title = Mods
mods-add = Mod hinzufügen…
mods-remove = Entfernen
mods-where = Lege den Ordner einer Mod oder ihre .zip-Datei in { $dir }. Eine Mod weiter unten in der Liste ersetzt die Dateien der Mods darüber und die des Spiels.
mods-where_web = Füge die .zip-Datei einer Mod mit dem Knopf unten hinzu oder zieh sie auf die Seite. Mods bleiben in diesem Browser gespeichert. Eine Mod weiter unten in der Liste ersetzt die Dateien der Mods darüber und die des Spiels.
mods-none = Noch keine Mods. Erstelle eine mit petri-cli mod new, wie assets/mods/README.md erklärt.
mods-none_web = Noch keine Mods. Füge die .zip-Datei einer Mod hinzu oder erstelle eine mit petri-cli mod new, wie assets/mods/README.md erklärt.
mods-same_id = Ausgeschaltet: Eine Mod darüber hat schon die ID { $id }.
mods-needs = Ausgeschaltet: Sie braucht die Mod { $id } ({ $version }), eingeschaltet und weiter oben in der Liste.
mods-base = Petri { $version }: die Themen, Sprachen, Lektionen und Rätsel des Spiels, unter allen Mods.
mods-up = Nach oben
mods-down = Nach unten
mods-version = Version { $version }
mods-by = von { $author }
mods-problems = Ausgeschaltet: { $n ->
        [one] ein Problem
       *[other] { $n } Probleme
    }
mods-themes =
    { $n ->
        [one] { $n } Design
       *[other] { $n } Designs
    }
mods-languages =
    { $n ->
        [one] { $n } Sprache
       *[other] { $n } Sprachen
    }
mods-puzzles =
    { $n ->
        [one] { $n } Rätsel
       *[other] { $n } Rätsel
    }
mods-sounds =
    { $n ->
        [one] { $n } Klang
       *[other] { $n } Klänge
    }
mods-pictures =
    { $n ->
        [one] { $n } Bild
       *[other] { $n } Bilder
    }
mods-lessons = Lektionen

replays-summary = { $game }: { $who } — { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }
replays-unnamed = { $n ->
        [one] { $n } Spieler
       *[other] { $n } Spieler
    }
menu-resume_line = { $game }, { $names } — { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Züge
    }
results-home_in = im Ziel nach { $moves ->
        [one] { $moves } Zug
       *[other] { $moves } Zügen
    }
results-not_home = nicht im Ziel
results-cup = { $n ->
        [one] { $n } Stein im Becher
       *[other] { $n } Steine im Becher
    }

learn-l-teams = Teams
learn-l-teams_about = Vier Spieler in zwei Teams kommen gemeinsam ins Ziel
learn-l-teams_1 = Vier Spieler in zwei Teams: Teampartner sitzen sich gegenüber, also startet dein Partner in deinem Ziel und zieht zu deinem Start (seine Murmel leuchtet auch). Zieh deine letzte Murmel in dein Ziel
learn-l-teams_2 = Alle deine Murmeln sind im Ziel, aber dein Partner ist noch unterwegs, und ein Team ist erst fertig, wenn beide im Ziel sind. Bis dahin hast du keinen Zug außer Passen; das Spiel passt für dich
learn-l-teams_want = Zieh die leuchtende Murmel in das letzte freie Loch deines Ziels
learn-l-teams_done = Dein Team gewinnt, wenn auch dein Partner im Ziel ist; bis dahin passt du in jedem Zug.

# The theme editor (Settings → Edit theme…).
settings-edit_theme = Design bearbeiten…
theme_editor-title = Design-Editor
theme_editor-about = Jede Farbe ändert das Brett sofort. „Als Mod exportieren“ erstellt eine .zip-Datei, die jeder Spieler hinzufügen kann.
theme_editor-name = Name
theme_editor-copy_name = Mein { $name }
theme_editor-colours = Farben
theme_editor-background = Tisch
theme_editor-board = Brett
theme_editor-board_edge = Brettrand
theme_editor-hole = Löcher
theme_editor-highlight = Hervorhebung
theme_editor-hint = Tipp
theme_editor-accent = Akzent
theme_editor-pictures = Bilder (aus { $theme })
theme_editor-drop_picture = Wähle ein Bild und zieh dann eine PNG-Datei auf das Fenster, um es zu ersetzen (oder zieh marble.png, dice.png … mit dem Namen eines Bildes).
theme_editor-drop_picture_web = Wähle ein Bild und zieh dann eine PNG-Datei auf die Seite, um es zu ersetzen (oder zieh marble.png, dice.png … mit dem Namen eines Bildes).
theme_editor-picture_yours = { $slot }: dein Bild
theme_editor-picture_which = Welches Bild soll { $file } ersetzen? Wähle zuerst eines im Design-Editor.
theme_editor-picture_put = { $slot }: durch { $file } ersetzt.
theme_editor-picture_refused = { $file } wurde nicht verwendet: { $error }
theme_editor-export = Als Mod exportieren
theme_editor-exported = Exportiert: { $file }. Es steht unter Optionen → Mods; gib die .zip-Datei einem anderen Spieler für seine Mods.
theme_editor-downloaded = Heruntergeladen: { $file }. Zieh sie auf die Seite eines anderen Spielers, um sie zu teilen.
theme_editor-export_failed = Das Design lässt sich nicht exportieren: { $error }
