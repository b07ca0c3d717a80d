# Français : traduction de Petri (voir README.md dans ce dossier).
# Chaque ligne est `id = texte` ; `{ $nom }` est une valeur que le jeu remplit, et
# `{ $n -> [one] … *[other] … }` choisit une forme selon le nombre (règles de pluriel CLDR).

language-name = Français


## colour
colour-red = Rouge
colour-blue = Bleu
colour-green = Vert
colour-yellow = Jaune
colour-purple = Violet
colour-black = Noir
colour-cyan = Cyan
colour-pink = Rose
colour-white = Blanc
colour-orange = Orange

## explain
explain-already_checked = ce pion est déjà vérifié : chaque pion est vérifié une fois par tour
explain-bad_die = { $value } n'est pas une valeur de dé (1 à 6)
explain-best_order = joue le meilleur ordre : il capture { $n }
explain-check_rest = vérifie le reste : plus rien ne peut tomber
explain-check_this = vérifie ce pion : { $count }
explain-count_checked = 
    { $enemies ->
        [one] { $enemies } ennemi
       *[other] { $enemies } ennemis
    } · { $friends ->
        [one] { $friends } ami
       *[other] { $friends } amis
    } — vérifié, il reste
explain-count_falls = 
    { $enemies ->
        [one] { $enemies } ennemi
       *[other] { $enemies } ennemis
    } · { $friends ->
        [one] { $friends } ami
       *[other] { $friends } amis
    } — il tombe maintenant
explain-count_safe = 
    { $enemies ->
        [one] { $enemies } ennemi
       *[other] { $enemies } ennemis
    } · { $friends ->
        [one] { $friends } ami
       *[other] { $friends } amis
    } — à l'abri
explain-count_tie = 
    { $enemies ->
        [one] { $enemies } ennemi
       *[other] { $enemies } ennemis
    } · { $friends ->
        [one] { $friends } ami
       *[other] { $friends } amis
    } — à l'abri (à égalité, il reste)
explain-die_nothing = Jouer le { $value } : rien à placer ni à reprendre
explain-die_place = 
    { $value ->
        [one] Jouer le { $value } : placer { $value } pion
       *[other] Jouer le { $value } : placer { $value } pions
    }
explain-die_take_back = Jouer le { $value } : en reprendre { $value }
explain-empty_hole = il n'y a pas de bille ici
explain-first_roll = { $rolls } : { $starts }
explain-first_roll_tie = { $rolls } : égalité, nouveau lancer pour { $seats }
explain-foreign_triangle = un coup ne peut finir qu'au centre, dans le triangle de départ de cette bille ou dans sa cible — jamais dans une autre pointe
explain-game_over = la partie est terminée
explain-hint = Indice : { $why }
explain-hint_glowing = joue le coup qui brille
explain-how_hop = un saut
explain-how_hops = 
    { $hops ->
        [one] { $hops } saut
       *[other] { $hops } sauts
    }
explain-how_step = un pas
explain-into_target = { $why }, dans la cible
explain-move_why = { $how }, { $rows }
explain-must_move = tu as un coup possible, tu ne peux donc pas passer
explain-must_pass = tu n'as aucun coup possible et dois passer
explain-not_a_hop_path = ces sauts ne mènent pas ici
explain-not_reachable = aucun pas ni aucune chaîne de sauts ne mène ici : une bille avance d'un pas vers un trou voisin, ou saute par-dessus une bille jusqu'au trou vide juste derrière
explain-not_rolled = les dés montrent { $a } et { $b }, pas { $value }
explain-not_your_marble = c'est une bille de { $seat }, pas la tienne
explain-nothing_to_check = il n'y a pas de pion à vérifier ici
explain-now_check = vérifie d'abord les pions pour les captures
explain-now_choose_die = choisis d'abord un des dés
explain-now_move = déplace une bille
explain-now_place = place d'abord tes pions
explain-now_remove = reprends d'abord tes pions
explain-now_roll = lance d'abord les dés
explain-occupied = ce trou est pris : une bille va dans un trou vide
explain-place_crowds = 
    { $n ->
        [one] place ici : un pion ennemi est étouffé
       *[other] place ici : { $n } pions ennemis sont étouffés
    }
explain-place_first = place ici, dans ton triangle de départ : tu n'as aucun pion sur le plateau
explain-place_home = tant que tu n'as aucun pion sur le plateau, un pion va dans ton triangle de départ (le triangle de ta couleur)
explain-place_near_own = 
    { $n ->
        [one] place ici : à côté d'un de tes pions
       *[other] place ici : à côté de { $n } de tes pions
    }
explain-place_next_to_own = les pions se placent à côté de tes propres pions
explain-place_occupied = ce trou est pris : les pions vont dans des trous vides
explain-release_rule = { $seat } est bloqué et tes billes sont dans sa cible : ce tour-ci, fais-en sortir une — règle de libération
explain-remove_crowded = reprends ce pion : il est étouffé et tomberait
explain-remove_not_yours = c'est un pion de { $seat } : reprends un des tiens
explain-remove_own = reprends un de tes propres pions
explain-rolled = { $who } : { $a } + { $b } = { $sum }
explain-rows_back = 
    { $rows ->
        [one] { $rows } rangée en arrière
       *[other] { $rows } rangées en arrière
    }
explain-rows_forward = 
    { $rows ->
        [one] { $rows } rangée en avant
       *[other] { $rows } rangées en avant
    }
explain-rows_sideways = sur le côté
explain-same_hole = la bille est déjà ici : choisis un autre trou
explain-target_lock = une bille dans sa cible ne peut plus en sortir — cible verrouillée
explain-waiting_for_mate = les billes de { $seat } sont toutes dans sa cible : il passe jusqu'à ce que { $mate } ait fini aussi
explain-waiting_for_mate_you = tes billes sont toutes dans ta cible : tu passes jusqu'à ce que { $mate } ait fini aussi
explain-you = Toi

## game
game-checkers = Dames chinoises
game-petri = Petri

## hud
hud-a_draw = Match nul
hud-animations = Animations
hud-b_the_order_that_captures = B : l'ordre qui capture le plus
hud-back = reculer (←)
hud-best_order = Meilleur ordre
hud-by_default_each_target_triangle = Aux dames chinoises, chaque triangle cible prend par défaut la couleur des billes qui doivent l'atteindre ; ceci colore plutôt les triangles de départ. Petri colore toujours les triangles de départ
hud-check_the_rest = Vérifier le reste
hud-close = Fermer
hud-colour_start_triangles = colorer les triangles de départ
hud-ctrl_y = Ctrl+Y
hud-ctrl_z = Ctrl+Z
hud-face_the_player = face au joueur
hud-forward = avancer (→)
hud-hint = Indice
hud-how_to_play_more = Comment jouer…
hud-leads = en tête
hud-menu = ☰ Menu
hud-new_game_more = Nouvelle partie…
hud-online_room = Retour à la salle
hud-petri_counts = main { $hand } · plateau { $board } · coupelle { $cup }
hud-prompt_choose_die = { $who } : choisis un dé (clique dessus, ou appuie sur 1 ou 2)
hud-prompt_first_roll = { $who } : lance pour le premier tour (clique sur les dés ou appuie sur Espace)
hud-prompt_move = { $who } : choisis une bille, puis un trou
hud-prompt_order_captures = { $who } : vérifie les pions dans l'ordre de ton choix, ou joue le meilleur ordre
hud-prompt_order_yourself = { $who } : vérifie les pions un par un, dans l'ordre de ton choix
hud-prompt_place = 
    { $left ->
        [one] { $who } : place encore { $left } pion
       *[other] { $who } : place encore { $left } pions
    }
hud-prompt_playing = { $who } joue
hud-prompt_remote = en attente de { $who }…
hud-prompt_remove = 
    { $left ->
        [one] { $who } : reprends encore { $left } pion
       *[other] { $who } : reprends encore { $left } pions
    }
hud-prompt_roll = { $who } : lance les dés (clique dessus ou appuie sur Espace)
hud-prompt_thinking = { $who } réfléchit…
hud-quit = Quitter
hud-race = 
    { $moves ->
        [one] { $moves } coup · dans la cible { $home }/{ $total }
       *[other] { $moves } coups · dans la cible { $home }/{ $total }
    }
hud-redo = Refaire
hud-rematch = Revanche
hud-replay_progress = Replay : coup { $at } sur { $total }
hud-roll_the_dice = Lancer les dés
hud-seat_kind = place { $seat } · { $kind }
hud-settings_more = Réglages…
hud-skip_space = passer l'animation (Espace)
hud-thinking_more = réflexion…
hud-title_checkers = Dames chinoises — { $players } joueurs
hud-title_petri = Petri — { $captures }
hud-title_screen = Écran titre
hud-to_the_end_end = à la fin (Fin)
hud-to_the_start_home = au début (Début)
hud-turn_the_board = tourner le plateau
hud-undo = Annuler
hud-use_die = Jouer le { $value }

## learn
learn-again = Rejouer
learn-from_mod = Mod : { $name }
learn-card_title = { $lesson } · étape { $at } sur { $total }
learn-d-chain = Une chaîne : saute encore et encore en un seul coup, 4 sauts ici, par-dessus n'importe quelle couleur
learn-d-draw = Règles famille : tu finis en premier, mais le tour de table va à son terme : Bleu finit avec le même nombre de coups, vous partagez donc la première place, match nul
learn-d-forfeit = La seule bille de Bleu est enfermée : sans coup possible, Bleu passe (passer compte comme un coup)
learn-d-goal = Fais traverser le plateau à tes billes jusqu'à la pointe de l'étoile opposée, ta cible
learn-d-hop = Un saut : par-dessus une bille voisine jusqu'au trou vide derrière elle, 1 saut
learn-d-layouts = À six joueurs, toutes les pointes sont occupées ; à quatre, deux pointes opposées restent vides ; à trois, on part d'une pointe sur deux ; à deux, face à face
learn-d-lock = Cible verrouillée : une bille dans sa cible ne peut plus en sortir
learn-d-lock_inside = Se déplacer à l'intérieur de la cible reste permis
learn-d-occupied = Tous les trous de ta cible sont remplis et l'un d'eux contient une bille de Bleu : avec la règle de la cible occupée, tu as fini
learn-d-petri_back = Tu as fait un 3 avec 2 pions en main : tu reprends donc plutôt 3 des tiens dans ta main
learn-d-petri_count = 3 ennemis contre 1 ami : ce pion est étouffé
learn-d-petri_cup = Aucun trou vide à côté de ton pion : les 2 pions que tu ne peux pas placer vont dans ta coupelle
learn-d-petri_end = Le dernier pion de Bleu est capturé : 1 capture, et Bleu n'a plus rien en jeu ni en main, la partie se termine donc
learn-d-petri_first_place = Rouge commence : il joue le 2 et place son premier pion dans son triangle de départ, le suivant juste à côté
learn-d-petri_first_roll = Tout le monde lance ; le plus haut total commence
learn-d-petri_five = À cinq joueurs, la pointe du haut reste vide
learn-d-petri_home = Tant que tu n'as aucun pion sur le plateau, ton pion doit aller dans ton triangle de départ
learn-d-petri_next = Chaque pion va à côté d'un de tes pions
learn-d-petri_order_better = Dans cet ordre, ton propre pion d'abord, puis les bleus : 3 capturés, tous dans ta coupelle
learn-d-petri_order_worse = Dans cet ordre, un pion bleu d'abord : 2 capturés, et ton pion étouffé survit
learn-d-petri_realtime = Temps réel : chaque pion est jugé sur le même plateau, les 2 pions étouffés partent ensemble
learn-d-petri_tie = 2 ennemis contre 2 amis : égalité, le pion reste
learn-d-release = Bleu ne peut plus se rapprocher et tes billes sont dans sa cible (ton triangle de départ) : la règle de libération t'oblige à en faire sortir une
learn-d-release_free = L'une d'elles sort d'un pas : Bleu peut avancer
learn-d-step = Un pas : une bille va dans l'un des six trous voisins
learn-d-stops = Règles en ligne : un coup ne peut finir qu'au centre, dans le triangle de départ de la bille ou dans sa cible, et cette pointe vide n'est rien de cela (les sauts peuvent la traverser)
learn-d-super = Super saut : par-dessus une bille éloignée, en atterrissant aussi loin derrière elle, 1 saut
learn-diagrams_in_learn = Apprendre, sur l'écran titre, montre chaque règle sur un plateau animé.
learn-how_to_play = Comment jouer
learn-lesson_line = { $state } · { $game } · { $about }
learn-l-chain = Une chaîne de sauts
learn-l-chain_1 = Fais sauter la bille éclairée jusqu'au trou éclairé le plus loin : par-dessus une bille, puis la suivante, et ainsi de suite, en un seul coup (choisis-la, puis ce trou)
learn-l-chain_about = Saute encore et encore en un seul coup
learn-l-chain_done = 4 sauts en un seul coup. Ce genre de chaîne fait gagner les courses.
learn-l-chain_stop = Arrête une chaîne en route
learn-l-chain_stop_1 = Tu peux arrêter une chaîne après n'importe quel saut : choisis la bille, puis clique sur le trou où tu veux qu'elle s'arrête. La chaîne de la bille éclairée monte de 2 sauts jusqu'au trou éclairé, puis redescend et part sur le côté. Arrête-la sur le trou éclairé, après 2 sauts : là, elle est 4 rangées plus près de ta cible, et continuer à sauter t'en ferait perdre 2
learn-l-chain_stop_about = Termine une chaîne après n'importe quel saut
learn-l-chain_stop_done = 2 sauts, 4 rangées plus près de ta cible ; la chaîne entière, 4 sauts, n'en aurait gagné que 2. Compte les rangées, pas les sauts.
learn-l-chain_stop_want = Arrête-la sur le trou éclairé, après 2 sauts : les sauts suivants redescendent
learn-l-endgame = La fin de partie
learn-l-endgame_1 = La cible verrouillée est active (règles famille) : une bille dans sa cible ne peut bouger qu'à l'intérieur. Essaie de faire sortir ta bille éclairée d'un pas vers le trou éclairé : c'est refusé. Puis remplis la pointe : monte dans la pointe vide la bille juste en dessous
learn-l-endgame_2 = Maintenant, fais entrer ta dernière bille d'un saut, par-dessus la bille éclairée, dans le trou que tu as quitté : toutes les billes sont dans la cible
learn-l-endgame_about = Remplis d'abord les trous les plus profonds ; essaie d'enfreindre la cible verrouillée
learn-l-endgame_done = Toutes dans la cible, et le dernier coup de Bleu dans ce tour de table ne l'a pas fait arriver : tu gagnes. Remplir d'abord les trous profonds laisse de la place aux dernières billes.
learn-l-game = Ta première partie
learn-l-game_1 = Fais la course contre un ordinateur débutant jusqu'à ta cible sur un petit plateau (6 billes chacun). Indice (barre du haut) montre un bon coup quand tu ne sais pas quoi jouer
learn-l-game_about = Une courte partie complète contre un débutant
learn-l-game_done = C'était une partie complète. Nouvelle partie propose toutes les règles et tous les plateaux.
learn-l-hop = Un saut
learn-l-hop_1 = Saute : choisis la bille éclairée à l'arrière, puis le trou éclairé au-delà de la bille devant elle
learn-l-hop_2 = Saute encore : choisis une de tes billes et fais-la sauter par-dessus une bille voisine jusqu'au trou vide derrière
learn-l-hop_about = Saute par-dessus une bille voisine
learn-l-hop_done = Tu peux sauter par-dessus n'importe quelle couleur, pas seulement la tienne, et rien n'est capturé.
learn-l-ladder = Construis une échelle
learn-l-ladder_1 = Avance la bille éclairée d'un pas jusqu'au trou éclairé : elle servira de barreau pour sauter
learn-l-ladder_2 = Utilise maintenant l'échelle : fais sauter la bille éclairée à l'arrière jusqu'au trou éclairé, par-dessus la bille devant elle, puis sur le côté par-dessus ton barreau : 2 sauts en un seul coup
learn-l-ladder_about = Place tes billes pour que les autres puissent sauter par-dessus
learn-l-ladder_done = Des billes espacées d'un trou forment des échelles pour celles de derrière.
learn-l-occupied = Une cible occupée
learn-l-occupied_1 = Une bille de Bleu occupe la pointe de ta cible et n'en partira pas. Avec la règle de la cible occupée (active dans les règles famille), tu as fini quand tous les trous de ta cible sont remplis et que l'un d'eux contient une des tiennes : mets ta bille éclairée dans le dernier trou vide
learn-l-occupied_about = Finis malgré une bille coincée dans ta cible
learn-l-occupied_done = Tu as fini avec la bille de Bleu encore dans ta cible, et une des tiennes encore dans ton triangle de départ : avec cette règle, bloquer une cible ne paie pas. Le dernier coup de Bleu dans ce tour de table ne l'a pas fait arriver : tu gagnes.
learn-l-pass = Aucun coup : passer
learn-l-pass_1 = Ta seule bille est enfermée : aucun trou vide à côté d'elle, et aucun où sauter. Sans coup possible, tu dois passer ; le jeu passe pour toi, et passer compte comme un de tes coups
learn-l-pass_2 = Tu as passé. Bleu a ensuite déplacé une bille : tu as maintenant un coup possible et ne peux pas passer. Déplace ta bille
learn-l-pass_about = Un joueur sans coup possible passe
learn-l-pass_done = Passer compte comme un coup, et tu ne passes que si tu n'as vraiment aucun coup possible.
learn-l-petri_crowd = Étouffe un pion
learn-l-petri_crowd_1 = Lance les dés (clique dessus ou appuie sur Espace)
learn-l-petri_crowd_2 = Joue un 1 : place un pion
learn-l-petri_crowd_3 = Place-le sur le trou éclairé : le pion bleu éclairé a alors 2 des tiens contre 1 des siens
learn-l-petri_crowd_4 = Vérifie le pion bleu éclairé (clique dessus) : plus d'ennemis que d'amis, il est donc étouffé et tombe dans ta coupelle
learn-l-petri_crowd_about = Compte les voisins
learn-l-petri_crowd_done = Capturé : 1 pion dans ta coupelle, car il avait plus de voisins ennemis que de voisins amis. À égalité, le pion reste.
learn-l-petri_cup = Pas de place : dans ta coupelle
learn-l-petri_cup_1 = Ton seul pion est encerclé par Bleu. Lance les dés
learn-l-petri_cup_2 = Joue le 2 : aucun trou vide ne touche ton pion, donc les 2 pions que tu ne peux pas placer vont directement dans ta coupelle, et là, ils comptent pour toi
learn-l-petri_cup_3 = Ta coupelle en contient 2. Maintenant, la vérification : ton pion encerclé a 2 ennemis et aucun ami, il tombe donc, lui aussi dans ta propre coupelle : vérifie-le, 1 capture
learn-l-petri_cup_about = Les pions que tu ne peux pas placer comptent pour toi
learn-l-petri_cup_done = Ta coupelle en contient 3 : tout ce qui va dans ta coupelle pendant ton tour compte pour toi.
learn-l-petri_end = La fin et le score
learn-l-petri_end_1 = Bleu a 0 pion en main et un sur le plateau ; les coupelles en contiennent 5 (la tienne) et 2 (celle de Bleu). Lance les dés
learn-l-petri_end_2 = Joue un 1
learn-l-petri_end_3 = Place-le sur le trou éclairé : le dernier pion de Bleu est alors étouffé, 3 ennemis contre aucun
learn-l-petri_end_4 = Vérifie le pion de Bleu : 1 capture, et sans rien sur le plateau ni en main, Bleu est éliminé : la partie est terminée
learn-l-petri_end_about = Comment finit Petri et qui gagne
learn-l-petri_end_done = La partie se termine quand un joueur n'a plus aucun pion en jeu ni en main. Ta coupelle en contient 6, celle de Bleu 2 : celui qui a le plus de pions dans sa coupelle gagne.
learn-l-petri_enemies = Tous les autres sont ennemis
learn-l-petri_enemies_1 = Trois joueurs : Bleu et Vert sont tous deux tes ennemis. Lance les dés
learn-l-petri_enemies_2 = Joue un 1
learn-l-petri_enemies_3 = Le pion bleu éclairé a 1 ennemi vert et 1 ami bleu : égalité. Place ton pion sur le trou éclairé : Vert et toi, vous vous additionnez, 2 ennemis contre 1 ami
learn-l-petri_enemies_4 = Capture le plus possible : le pion bleu tombe (2 contre 1), et le pion vert isolé aussi, car son seul voisin est le tien (1 contre 0, les trous vides ne comptent pour personne). Vérifie-les tous les deux avant ton propre pion et le tien reste, avec 0 ennemi et 1 ami : 2 capturés
learn-l-petri_enemies_about = Trois joueurs : les autres couleurs s'additionnent
learn-l-petri_enemies_done = Toutes les autres couleurs comptent comme ennemies, et un pion isolé à côté d'un seul ennemi tombe : 2 de plus dans ta coupelle.
learn-l-petri_game = Ta première partie de Petri
learn-l-petri_game_1 = Joue une partie complète contre un débutant sur un petit plateau. Celui qui a le plus de pions dans sa coupelle gagne
learn-l-petri_game_about = Une courte partie complète contre un débutant
learn-l-petri_game_done = C'était une partie complète de Petri. Nouvelle partie propose plus de joueurs et de plus grands plateaux.
learn-l-petri_home = Premier pion : le triangle de départ
learn-l-petri_home_1 = Tu n'as aucun pion sur le plateau (5 en main ; 1 des tiens est déjà dans ta coupelle). Lance les dés
learn-l-petri_home_2 = Joue le 3 : place 3 pions
learn-l-petri_home_3 = Ton premier pion doit aller dans ton triangle de départ (éclairé) : place-le là
learn-l-petri_home_4 = Les suivants vont à côté de tes pions : places-en 2 de plus
learn-l-petri_home_about = Où peut aller le premier pion
learn-l-petri_home_done = Commence dans ton triangle de départ, puis étends-toi à partir de tes propres pions.
learn-l-petri_order = L'ordre des vérifications
learn-l-petri_order_1 = Lance les dés
learn-l-petri_order_2 = Joue un 1
learn-l-petri_order_3 = Place-le sur le trou éclairé, loin du combat
learn-l-petri_order_4 = Vérifie maintenant les pions pour en capturer le plus possible. Chaque pion capturé pendant ton tour va dans ta coupelle et compte pour toi, même un des tiens : vérifier d'abord un pion bleu laisse ton pion étouffé debout et n'en capture que 2 ; vérifier d'abord ton pion étouffé en capture 3
learn-l-petri_order_about = Trouve l'ordre qui capture le plus
learn-l-petri_order_done = Un meilleur ordre en a capturé 3 au lieu de 2, tous les 3 dans ta coupelle : perdre ton propre pion t'a rapporté un point. En partie, Meilleur ordre le trouve pour toi.
learn-l-petri_realtime = Temps réel
learn-l-petri_realtime_1 = En temps réel, tous les pions étouffés partent en même temps. Lance les dés
learn-l-petri_realtime_2 = Joue un 1
learn-l-petri_realtime_3 = Place-le sur le trou éclairé et regarde : les 2 pions étouffés, un bleu et un des tiens, partent ensemble dans ta coupelle
learn-l-petri_realtime_about = Toutes les captures d'un coup
learn-l-petri_realtime_done = En temps réel, il n'y a pas d'ordre à choisir : tout est jugé sur un seul et même plateau.
learn-l-petri_roll = Lancer et placer
learn-l-petri_roll_1 = Tout le monde lance pour commencer : clique sur les dés (ou appuie sur Espace)
learn-l-petri_roll_2 = Ton total est plus haut : tu commences. Lance pour ton tour
learn-l-petri_roll_3 = Choisis un dé : joue le 2 pour placer 2 pions
learn-l-petri_roll_4 = Place 2 pions : le premier dans ton triangle de départ, le suivant juste à côté
learn-l-petri_roll_about = Lance les deux dés, joues-en un, place autant de pions
learn-l-petri_roll_done = Voilà un tour de Petri : lancer, choisir un dé, placer.
learn-l-petri_short = Quand ta main s'épuise
learn-l-petri_short_1 = Tu as 2 pions en main. Lance les dés
learn-l-petri_short_2 = Joue le 3 : tu en as moins que ça en main, tu en reprends donc 3
learn-l-petri_short_3 = Reprends 3 de tes pions (clique dessus)
learn-l-petri_short_about = Reprendre des pions à la place
learn-l-petri_short_done = Avec moins de pions en main que la valeur du dé, tu en reprends autant.
learn-l-release = Le blocage et la règle de libération
learn-l-release_1 = Bleu ne peut rapprocher aucune bille de sa cible, et tes billes sont dans cette cible (ton triangle de départ) : la règle de libération t'oblige à en faire sortir une. Tous tes coups possibles le font ; la bille éclairée à l'avant peut sortir d'un pas
learn-l-release_2 = Bleu y est entré et se retrouve de nouveau bloqué, avec tes billes toujours dans sa cible : une fois de plus, tu dois en faire sortir une (les règles refusent tout autre coup)
learn-l-release_about = Les règles en ligne interdisent de bloquer une cible
learn-l-release_done = Bloquer la cible d'un joueur est interdit dans les règles en ligne.
learn-l-step = Un pas
learn-l-step_1 = Déplace une bille d'un trou : choisis une des billes éclairées, puis un trou éclairé voisin
learn-l-step_2 = Fais encore un pas avec n'importe quelle bille
learn-l-step_about = Va dans un trou voisin
learn-l-step_done = Un pas mène dans n'importe lequel des six trous voisins d'une bille.
learn-l-stops = Où un coup peut s'arrêter
learn-l-stops_1 = Règles en ligne : un coup ne peut finir que dans le triangle de départ de la bille, dans sa cible ou au centre. Essaie d'avancer la bille éclairée d'un pas dans la pointe vide à côté (éclairée) : refusé, car cette pointe n'est ni la tienne ni ta cible. Puis fais n'importe quel autre pas
learn-l-stops_about = Règles en ligne : un coup ne finit que dans tes propres triangles
learn-l-stops_done = Les sauts peuvent traverser les autres pointes, mais un coup ne peut pas s'y arrêter.
learn-l-want_best = Cet ordre capture moins : essaie d'abord un autre pion
learn-l-want_chain = Va jusqu'au bout : le trou éclairé le plus loin, en un seul coup
learn-l-want_d4 = Place-le sur le trou éclairé pour cette leçon
learn-l-want_die_2 = Joue le 2 pour cette leçon
learn-l-want_die_3 = Joue le 3 pour cette leçon
learn-l-want_f3 = Place-le sur le trou éclairé, à côté du pion de Bleu
learn-l-want_g3 = Place-le sur le trou éclairé, à côté du pion de Bleu
learn-l-want_g4 = Vérifie le pion bleu éclairé, celui qui est étouffé
learn-l-want_h5 = Place-le sur le trou éclairé, entre le pion bleu et le pion vert
learn-l-want_hop = Ce n'était pas un saut : saute par-dessus une bille voisine de la tienne
learn-l-want_ladder = Avance la bille éclairée d'un pas jusqu'au trou éclairé pour cette leçon
learn-l-want_ladder_use = Utilise l'échelle : un coup de deux sauts ou plus
learn-l-want_last = Fais sauter la dernière bille par-dessus la bille éclairée jusqu'au trou vide
learn-l-want_occupied = Mets la bille éclairée dans le dernier trou vide de ta cible
learn-l-want_step = Ce n'était pas un pas : va dans un trou juste à côté de la bille
learn-l-want_tip = Remplis d'abord la pointe : monte la bille éclairée dans la pointe
learn-lost_ground = Ce coup t'a fait reculer. Indice, dans la barre du haut, montre un coup qui fait progresser
learn-next = Leçon suivante
learn-no_such_lesson = il n'y a pas de leçon nommée { $name }
learn-offer = Tu découvres les dames chinoises ou Petri ? Quelques courtes leçons t'apprennent les deux sur le plateau.
learn-offer_no = Non, je joue
learn-offer_yes = Montre-moi
learn-part-app = L'appli
learn-part-checkers = Dames chinoises
learn-part-petri = Petri
learn-refused = Le coup éclairé est refusé. { $why }
learn-s-app_board = Le plateau et la barre du haut
learn-s-app_lobby = En ligne : le salon
learn-s-app_menu = Le menu ☰
learn-s-app_new_game = Nouvelle partie
learn-s-app_results = Résultats et replays
learn-s-app_room = En ligne : une salle et sa partie
learn-s-app_settings = Réglages, thèmes et sauvegardes
learn-s-app_title = L'écran titre
learn-s-chain = Une chaîne de sauts
learn-s-forfeit = Aucun coup : passer
learn-s-goal = Le but
learn-s-hop = Un saut
learn-s-layouts = Joueurs, billes, couleurs et équipes
learn-s-occupied_target = La cible occupée compte
learn-s-petri_back = Trop peu en main : reprendre
learn-s-petri_captures = Étouffé
learn-s-petri_cup = Pas de place : dans ta coupelle
learn-s-petri_end = La fin et le gagnant
learn-s-petri_home = Premier pion : le triangle de départ
learn-s-petri_order = L'ordre des vérifications
learn-s-petri_place = Lancer, choisir un dé, placer
learn-s-petri_players = De deux à six joueurs
learn-s-petri_realtime = Captures en temps réel
learn-s-petri_start = Ce que tu as et qui commence
learn-s-release_rule = La règle de libération
learn-s-step = Un pas
learn-s-stops = Où un coup peut s'arrêter
learn-s-super_hops = Super sauts
learn-s-target_lock = Cible verrouillée
learn-s-winning = Victoire, places et égalités
learn-start = Commencer
learn-state_done = finie
learn-state_new = nouvelle
learn-state_next = suivante
learn-t-app_board = Clique sur une de tes billes : les trous qu'elle peut atteindre s'éclairent, et en survoler un montre le chemin des sauts ; clique sur un trou pour jouer, ou de nouveau sur la bille pour la lâcher. À Petri, clique sur les dés pour les lancer, sur un dé pour le jouer, puis sur les trous éclairés. La barre du haut contient Annuler, Refaire, Indice (un bon coup, avec la raison), tourner le plateau et passer une animation ; les cartes des places montrent qui joue, où en est chacun (coups, billes dans la cible) ou sa main, son plateau et sa coupelle. Le dernier coup du joueur qui te précède clignote. Touches : les flèches ou Tab et Entrée choisissent les trous, Échap lâche la bille, Espace lance les dés, 1 ou 2 choisit un dé, B joue le meilleur ordre de captures, Ctrl+Z et Ctrl+Y annulent et refont.
learn-t-app_lobby = Jouer en ligne se connecte à un serveur (le carré à côté de son nom est vert une fois connecté, jaune pendant la connexion, rouge sinon). Une tuile par mode de jeu indique combien de joueurs attendent et jouent ; un clic prend une place dans une salle publique. Crée une salle entre amis pour jouer avec des gens que tu connais, ou utilise Rejoindre par nom avec le nom de la salle (Rejoindre pour jouer, Regarder pour observer). Avec un compte, tu peux jouer des parties rapides Classées : chaque mode a sa propre cote, une pendule tourne à chaque tour, et Classements montre les meilleurs joueurs de chaque mode, l'historique de leur cote et leurs parties à revoir. En direct liste les parties en cours : Regarder en ouvre une. Comment jouer est aussi à un clic du salon.
learn-t-app_menu = Le menu ☰ contient la vitesse des animations, la vue face au joueur (le plateau tourne pour que la personne qui doit jouer soit en bas), Comment jouer, Réglages, Revanche, Nouvelle partie et l'écran titre ; sur une fenêtre étroite, il contient aussi Annuler, Refaire, Indice et tourner le plateau.
learn-t-app_new_game = Choisis le jeu, le nombre de joueurs, les règles et qui occupe chaque place (toi, un ami devant cet écran, ou un ordinateur de débutant à maître). Plus de règles liste les règles maison, chacune avec un ? qui ouvre sa page ici ; Avancé contient la taille du plateau, les pions et la graine. Le plateau à côté montre comment la partie commencera.
learn-t-app_results = À la fin d'une partie, les résultats indiquent qui a gagné et chaque place, avec la façon dont elle a été obtenue. Revanche rejoue avec les mêmes places ; Revoir la partie la parcourt coup par coup (← → pour avancer ou reculer, Début et Fin pour sauter) ; Enregistrer la garde dans un fichier. Chaque partie terminée est conservée dans Replays, sur l'écran titre.
learn-t-app_room = Une salle d'attente affiche son nom (Copier, ou Copier le lien dans le navigateur, pour inviter des amis), une carte par place et le chat. En partie, la carte de la salle propose Quitter la salle (quitter une partie en cours, c'est déclarer forfait), Proposer une nouvelle partie (tout le monde doit être d'accord) et Annuler la partie dès qu'un joueur a disparu. Une connexion perdue est rétablie automatiquement et te remet à ta place. Le carré en bas à droite s'allume quand c'est ton tour.
learn-t-app_settings = Réglages (écran titre ou menu ☰) contient le volume, le thème, la vitesse des animations, un symbole sur les billes de chaque joueur pour les daltoniens, la taille de l'interface et les couleurs du plateau. On peut ajouter des thèmes sous forme de dossiers ; ils changent tous les plateaux, y compris les schémas d'ici. La partie en cours est sauvegardée après chaque coup : Continuer, sur l'écran titre, la reprend.
learn-t-app_title = Jouer lance en un clic la dernière partie que tu as configurée ; Continuer reprend une partie inachevée ; Nouvelle partie en configure une autre ; Apprendre contient ces pages et les leçons guidées ; Jouer en ligne trouve d'autres joueurs ; Replays montre les parties terminées ; Réglages change l'apparence et le son du jeu.
learn-t-chain = Après un saut, tu peux sauter à nouveau depuis l'endroit où tu as atterri, aussi souvent que possible, dans n'importe quelle direction, par-dessus des billes de n'importe quelle couleur : c'est un seul coup. Tu peux t'arrêter après n'importe quel saut. Un coup est soit un pas, soit des sauts, jamais les deux. Les échelles de billes, les tiennes comme celles des autres, permettent de longues chaînes.
learn-t-forfeit = Un joueur sans coup permis passe, et passer compte comme un coup. Cela arrive quand des billes sont enfermées ; en équipe, un joueur dont toutes les billes sont dans sa cible passe pendant que son coéquipier continue la course.
learn-t-goal = Chaque joueur commence avec ses billes dans une pointe de l'étoile (un triangle), son triangle de départ, et les fait traverser jusqu'à la pointe opposée, sa cible. Rouge, la première place, joue en premier (choix de cette appli : les règles imprimées font commencer le plus jeune joueur ou Noir) ; puis chacun joue à son tour, un coup à la fois, en tournant vers la gauche (dans le sens des aiguilles d'une montre). Le premier à remplir sa cible avec toutes ses billes gagne.
learn-t-hop = Une bille peut sauter par-dessus une bille juste à côté d'elle, de n'importe quelle couleur, jusqu'au trou vide situé directement derrière, en ligne droite. Rien n'est capturé : la bille sautée reste en place.
learn-t-layouts = À deux, les joueurs partent de pointes opposées ; à trois, d'une pointe sur deux ; à quatre, de deux paires de pointes opposées ; à six, de toutes les pointes. Chaque joueur a un jeu de 10 billes d'une couleur sur le plateau standard (15 ou 21 sur les plus grands plateaux ; à deux, on peut en jouer 15 sur le plateau standard) ; les schémas et les leçons d'ici utilisent un petit plateau avec 6 billes. À deux, chacun peut jouer deux ou trois couleurs à la fois, et à trois, deux couleurs chacun, en déplaçant à chaque tour une bille de l'une de ses couleurs. À quatre ou six joueurs, on peut aussi jouer en équipes (Équipes dans Nouvelle partie, désactivé sauf si tu le choisis) : les coéquipiers sont face à face, et une équipe a fini quand les deux ont toutes leurs billes dans leurs cibles.
learn-t-occupied_target = Une règle contre le blocage, imprimée dans les règles d'un jeu en bois et active dans les règles famille (les règles classiques et en ligne ne l'ont pas ; Plus de règles, dans Nouvelle partie, l'active) : un joueur a fini quand tous les trous de sa cible sont remplis et qu'au moins un contient une de ses billes, même si une bille d'un autre joueur s'y trouve encore.
learn-t-petri_back = Quand ta main contient moins de pions que la valeur du dé choisi, tu reprends plutôt autant de tes pions du plateau dans ta main, en choisissant lesquels (les règles imprimées disent seulement « retirer » : dans la main et à ton choix, c'est l'interprétation de cette appli). Si tu n'as plus de pions à reprendre, ton tour se termine aussitôt, sans captures ; avec trop peu de pions en main pour placer et aucun sur le plateau à reprendre, il se termine simplement.
learn-t-petri_captures = Après avoir placé (ou repris), chaque pion en jeu est vérifié une fois. Un pion qui a plus de voisins ennemis que de voisins amis est étouffé. Les ennemis sont les pions de tous les autres joueurs réunis : un pion à côté d'un pion bleu et d'un pion vert a donc 2 ennemis ; les trous vides ne comptent pour aucun camp, donc un pion isolé à côté d'un seul ennemi tombe (1 contre 0). Un pion étouffé va dans la coupelle du joueur dont c'est le tour, même si c'est un des pions de ce joueur, et compte pour lui. À égalité, le pion reste. En partie, survole un pion pour voir son décompte.
learn-t-petri_cup = Un pion qui ne peut pas être placé (aucun trou vide à côté de tes pions, ou plus aucun dans ton triangle de départ) va directement dans ta propre coupelle, et il y compte pour toi : la coupelle est ton score.
learn-t-petri_end = La partie se termine quand un joueur n'a plus aucun pion sur le plateau ni en main, ou quand le plateau est vide après que tout le monde a joué un tour. Le joueur qui a le plus de pions dans sa coupelle gagne ; en cas d'égalité, la victoire est partagée (interprétation de cette appli : les règles imprimées ne le disent pas). Pour que chaque partie se termine, cette appli s'arrête aussi après 200 tours chacun (Limite de tours dans Nouvelle partie) et compte les coupelles telles qu'elles sont.
learn-t-petri_home = Tant que tu n'as aucun pion sur le plateau, le pion que tu places doit aller dans un trou vide de ton triangle de départ, la pointe de l'étoile de ta couleur.
learn-t-petri_order = Dans les règles habituelles, tu vérifies les pions un par un dans l'ordre de ton choix, et chaque capture change le plateau pour les vérifications suivantes. Un meilleur ordre capture davantage. Meilleur ordre joue l'ordre qui capture le plus ; tu peux aussi cliquer toi-même sur les pions. Quand plus aucun pion restant à vérifier ne peut tomber, l'étape des captures se termine d'elle-même.
learn-t-petri_place = À ton tour, lance les deux dés et choisis-en un. Place autant de pions de ta main, un par un, chacun à côté d'un de tes pions déjà sur le plateau (les pions placés pendant ce tour comptent).
learn-t-petri_players = Petri se joue de deux à six joueurs sur le plateau des dames chinoises. À cinq, la pointe opposée à Rouge, la première place, reste vide pour que la table reste équilibrée (disposition de cette appli : les règles imprimées ne le disent pas).
learn-t-petri_realtime = Dans la variante Temps réel, chaque pion est jugé sur le même plateau en même temps, et tous les pions étouffés partent ensemble : il n'y a pas d'ordre à choisir.
learn-t-petri_start = Petri est le jeu de dés de Jonathan Leistiko où l'on étouffe les pions adverses. Chaque joueur commence avec tous ses pions en main (10 sur le plateau standard ; les schémas et les leçons d'ici utilisent un petit plateau avec 6 pions), une coupelle vide et un triangle de départ (la « zone de départ » des règles imprimées), la pointe de l'étoile de sa couleur. Pour savoir qui commence, chacun lance deux dés : le plus haut total commence, les joueurs à égalité relancent (interprétation de cette appli : les règles imprimées disent seulement de lancer). Le jeu tourne ensuite vers la gauche (dans le sens des aiguilles d'une montre).
learn-t-release_rule = Une règle des règles en ligne contre le blocage : quand un joueur ne peut rapprocher aucune bille de sa cible et que tes billes sont dans cette cible, tu dois faire sortir l'une d'elles à ton tour, si tu le peux. Il n'y a pas de délai : la règle s'applique à chaque tour où le joueur est bloqué, et seulement alors. (Les règles en ligne disent seulement que celui qui bloque doit libérer ; quand un joueur compte comme bloqué relève de l'interprétation de cette appli.)
learn-t-step = Un pas déplace une bille vers un trou vide voisin, dans l'une des six directions.
learn-t-stops = Dans les règles classiques et famille, un coup peut finir dans n'importe quel trou. Dans les règles en ligne, un coup ne peut finir qu'au centre, dans le triangle de départ de la bille ou dans sa cible : les sauts peuvent traverser les autres pointes, y compris les vides, mais pas s'y arrêter.
learn-t-super_hops = Une règle maison, absente des règles imprimées et désactivée sauf si tu la choisis dans Nouvelle partie : une bille peut sauter par-dessus une bille unique à n'importe quelle distance sur une ligne, en atterrissant aussi loin derrière elle qu'elle était devant, quand tous les trous entre les deux sont vides.
learn-t-target_lock = Une règle imprimée dans les règles d'un jeu en bois et active dans les règles famille : une fois qu'une bille est dans sa cible, chacun de ses coups doit finir dans la cible. Seul compte l'endroit où finit le coup : une chaîne de sauts peut donc sortir de la cible et y revenir.
learn-t-winning = Le premier joueur qui a toutes ses billes dans sa cible gagne. La suite dépend des règles. Dans les règles classiques (celles de Jouer), la partie continue et les autres font la course pour les places suivantes. Dans les règles famille et en ligne, le tour de table va à son terme : les joueurs après le gagnant jouent encore leur coup de ce tour de table, pour que tout le monde ait joué le même nombre de coups, et tous ceux qui finissent dans ce tour de table partagent la première place. Quand tous les joueurs partagent la première place, la partie est nulle, quelles que soient les règles. Finir le tour de table, dans Nouvelle partie, active ou désactive ceci. Après la limite de coups (300 coups chacun par défaut), les joueurs encore en course se partagent les dernières places.
learn-title = Apprendre
learn-wrong_default = Pas celui-là : { $step }
learn-you = Toi

## level
level-beginner = débutant
level-easy = facile
level-hard = difficile
level-master = maître
level-medium = moyen

## loading
loading-petri = Petri
loading-the_game_s_pictures_could = Les images du jeu n'ont pas pu être chargées

## menu
menu-a_marble_in_its_target = une bille dans sa cible ne peut plus en sortir
menu-against_many = 
    { $n ->
        [one] toi contre { $n } ordinateur
       *[other] toi contre { $n } ordinateurs
    }
menu-against_one = toi contre un ordinateur { $level }
menu-back = Retour
menu-board_size = Taille du plateau
menu-chinese_checkers_in_every_rule = Les dames chinoises avec toutes leurs règles, et le jeu de dés où l'on étouffe l'adversaire
menu-colour_sets_per_player = Couleurs par joueur
menu-continue = Continuer
menu-continue_line = { $game } · { $players } joueurs · coup { $move }
menu-export = Exporter
menu-export_help_download = la télécharger sous forme de fichier
menu-export_help_folder = l'écrire au chemin ci-dessous (un fichier ou un dossier)
menu-file_hint_folder = le chemin d'une partie (.json) ou un texte à importer, ou l'endroit où exporter
menu-file_hint_paste = colle ici le texte d'une partie (.json) pour l'importer
menu-finishing_with_an_opponent_s = finir avec une bille adverse coincée dans ta cible compte
menu-game = Jeu
menu-holes_per_side = trous par côté de triangle
menu-hop_over_a_marble_at = sauter par-dessus une bille unique à n'importe quelle distance, en atterrissant aussi loin derrière elle, si les trous entre les deux sont vides
menu-how_to_play = Comment jouer
menu-import = Importer
menu-imported_as = importée sous le nom { $name }
menu-learn = Apprendre
menu-move_cap = Limite de coups
menu-moves_per_player = { $n ->
    [one] coup
   *[other] coups
} par joueur
menu-new_game = Nouvelle partie
menu-no_finished_games_yet_every = Aucune partie terminée pour l'instant : chaque partie que tu finis est conservée ici.
menu-occupied_target_counts = la cible occupée compte
menu-offered_as_download = { $file } proposé en téléchargement
menu-paste_a_record = colle le texte d'une partie (il commence par {"{"})
menu-people_only = humains seulement, devant cet écran
menu-pieces = Pions
menu-pieces_per_player = par joueur
menu-pieces_per_set = par couleur (10, 15 ou 21 sur le plateau standard)
menu-play = Jouer
menu-play_line = { $game } · { $players } joueurs · { $who }
menu-play_online = Jouer en ligne
menu-players = Joueurs
menu-puzzles = Énigmes
menu-quit = Quitter
menu-records_kept_in_browser = Les parties sont conservées dans le stockage local de ce navigateur ; les fichiers exportés se rejouent aussi avec petri-cli replay <fichier>. Tu peux aussi déposer un fichier de partie sur la page.
menu-records_kept_in_folder = Les parties sont conservées dans { $folder } ; petri-cli replay <fichier> les rejoue aussi. Tu peux aussi déposer un fichier de partie sur la fenêtre.
menu-release_rule = règle de libération
menu-release_rule_line = quand un joueur ne peut plus se rapprocher de sa cible et que tes billes y sont, fais-en sortir une
menu-replays = Replays
menu-saved = enregistré : { $path }
menu-seats = Places
menu-seed = Graine
menu-settings = Réglages
menu-standard = standard
menu-start = Commencer
menu-super_hops = super sauts
menu-target_lock = cible verrouillée
menu-teams = Équipes
menu-theme = Thème :
menu-turn_cap = Limite de tours
menu-turns_per_player = {" "}tours par joueur
menu-watch = Regarder

## new
new-advanced = Avancé : plateau, pions, graine
new-checkers_line = fais traverser le plateau à tes billes
new-classic = Classique
new-classic_line = Arrêt n'importe où ; après le gagnant, on continue pour les places.
new-colour_help = { $colour } : clique pour une autre couleur
new-computer = Ordinateur
new-computer_help = un ordinateur joue à cette place, à ce niveau
new-computers = 
    { $n ->
        [one] { $n } ordinateur
       *[other] { $n } ordinateurs
    }
new-computers_none = aucun ordinateur
new-family = Famille
new-family_line = Une bille dans sa cible y reste ; le tour de table va à son terme, chacun joue autant de coups.
new-finish_round = Finir le tour de table
new-finish_round_line = quand quelqu'un finit, les autres jouent encore ce tour de table (les premières places peuvent être partagées) ; désactivé : on continue pour les places
new-more_rules = Plus de règles
new-name = nom
new-online = En ligne
new-online_line = Les coups ne finissent que dans tes propres triangles ; interdit de bloquer une cible (règle de libération) ; le tour de table va à son terme, à coups égaux, match nul.
new-own_triangles = Ses triangles seulement
new-own_triangles_line = un coup ne peut finir qu'au centre, dans le triangle de départ de la bille ou dans sa cible
new-person = Humain
new-petri_line = étouffe l'adversaire avec les dés
new-players_n = 
    { $n ->
        [one] { $n } joueur
       *[other] { $n } joueurs
    }
new-realtime = Captures en temps réel
new-realtime_line = tous les pions étouffés partent en même temps, et non un par un dans l'ordre du joueur actif
new-rules = Règles
new-seed_line = même graine, mêmes dés et mêmes choix de l'ordinateur
new-sequential = Captures successives
new-sequential_line = Le joueur actif vérifie les pions un par un, dans l'ordre de son choix.
new-summary = { $game } · { $players } joueurs · { $computers }
new-summary_realtime = captures en temps réel
new-summary_rules = { $game } ({ $rules })
new-teams_line = les coéquipiers sont face à face ; les deux doivent finir

## notice
notice-no_legal_move = cette bille n'a aucun coup possible pour l'instant
notice-no_saved_game = il n'y a aucune partie sauvegardée à reprendre
notice-no_undo_online = pas d'annulation dans les parties en ligne
notice-not_your_turn = attends : c'est au tour de { $seat }
notice-nothing_to_redo = rien à refaire
notice-nothing_to_remove = { $seat } n'a plus rien à reprendre
notice-nothing_to_remove_you = Tu n'as plus rien à reprendre
notice-nothing_to_undo = rien à annuler
notice-pick_a_marble_first = choisis d'abord une de tes billes
notice-language_bad_code = « { $code } » n'est pas un code de langue (par exemple de, pt-BR)
notice-language_failed = La langue { $code } ne peut pas être utilisée ({ $error }) ; la langue reste inchangée.
notice-pieces_to_cup = 
    { $count ->
        [one] { $count } pion de { $seat } n'avait pas de trou et est allé dans sa coupelle
       *[other] { $count } pions de { $seat } n'avaient pas de trou et sont allés dans sa coupelle
    }
notice-pieces_to_cup_you = 
    { $count ->
        [one] { $count } de tes pions n'avait pas de trou et est allé dans ta coupelle
       *[other] { $count } de tes pions n'avaient pas de trou et sont allés dans ta coupelle
    }
notice-seat_home_passes = { $seat } a fini et passe jusqu'à ce que son coéquipier ait fini aussi
notice-seat_passes = { $seat } n'a aucun coup possible et passe
notice-seat_starts = { $seat } commence
notice-you_home_pass = Tu as fini et tu passes jusqu'à ce que ton coéquipier ait fini aussi
notice-you_pass = Tu n'as aucun coup possible et tu passes
notice-you_start = Tu commences

## online
online-account = Ton compte
online-account_help = Les invités jouent des parties amicales. Identifie-toi, ou crée un compte avec ton propre nom, pour jouer des parties classées et apparaître au classement.
online-account_name = nom (3 à 20 lettres)
online-add_computer = + Ordinateur
online-anonymous = Joueur
online-bad_snapshot = la partie de la salle ne peut pas être affichée : { $why }
online-cancel_game = Annuler la partie
online-cancel_help = Un joueur a disparu : demande aux autres de mettre fin à cette partie (par exemple pour en commencer une nouvelle).
online-cancelled = la partie a été annulée
online-casual = Amicale
online-casual_help = Les parties rapides sont amicales : rien n'est classé (toujours avec une pendule : 30 s par tour, une minute de réserve).
online-chat = Chat
online-chat_unread = 
    { $n ->
        [one] Chat ({ $n } nouveau)
       *[other] Chat ({ $n } nouveaux)
    }
online-computer = ordinateur, { $level }
online-connect = Connecter
online-connected_to = connecté à { $url }
online-connecting_to = connexion à { $url }…
online-copy = Copier
online-copy_help = Copie le nom de la salle, puis colle-le à tes amis dans un message ou un e-mail.
online-copy_link = Copier le lien
online-copy_link_help = Copie { $link } : quiconque l'ouvre rejoint cette salle.
online-counts = { $waiting } en attente · { $playing } en jeu
online-counts_unknown = connecte-toi pour voir qui joue
online-create = Créer
online-create_account = Créer un compte
online-create_friends_room = Créer une salle entre amis
online-create_help = Une salle à toi : partage son nom, et tes amis la rejoignent.
online-disconnect = Déconnecter
online-disconnected = non connecté
online-error-bad_login = nom ou mot de passe incorrect
online-error-bad_message = le serveur n'a pas compris cette demande
online-error-illegal_move = le serveur a refusé le coup (ou ton temps était écoulé)
online-error-name_taken = un compte porte ce nom (ou un nom qui lui ressemble) : choisis-en un autre
online-error-not_allowed = ce n'est pas à toi de faire cela ici (dans une salle entre amis, seul son créateur ajoute des ordinateurs)
online-error-not_found = ce joueur ou cette partie classée n'existe pas
online-error-not_in_room = tu n'es plus dans une salle
online-error-not_your_turn = ce n'est pas ton tour
online-error-rate_limited = trop de requêtes : attends un instant et réessaie
online-error-room_full = cette salle est pleine (tu peux la regarder)
online-error-room_not_found = aucune salle ne porte ce nom : vérifie-le et réessaie
online-error-stale = la partie a avancé entre-temps : la voici telle qu'elle est maintenant
online-error-unavailable = le serveur ne peut pas faire cela pour l'instant : réessaie dans un moment
online-error-vote_refused = aucun vote n'est possible maintenant
online-free_seat = place libre
online-friends_room = Salle entre amis
online-gone = connexion perdue
online-here = présent
online-join = Rejoindre
online-join_by_name = Rejoindre par nom
online-join_help = Les huit lettres et chiffres qu'un ami t'a donnés.
online-leads = { $who } en tête
online-leave = Quitter la salle
online-live = En direct
online-lost_line = La connexion à { $url } a été perdue. Nouvel essai dans { $secs } s.
online-lost_line_now = La connexion à { $url } a été perdue. Nouvel essai en cours…
online-lost_retrying = connexion perdue ; nouvel essai dans { $secs } s
online-mode = { $rules }, { $players } joueurs
online-more_modes = Plus de modes
online-new_game = Proposer une nouvelle partie
online-new_game_help = Tout le monde dans la salle doit être d'accord ; chaque joueur reçoit de nouvelles couleurs.
online-no = Non
online-no_chat = Rien n'a encore été dit. Seuls les joueurs de cette salle lisent ceci.
online-no_server = Aucun serveur ne répond à { $url }. Lance petri-server à cette adresse, ou choisis une autre région (les régions sont listées dans settings.ron). Nouvel essai dans { $secs } s.
online-no_server_at = aucun serveur à { $url }
online-no_server_now = Aucun serveur ne répond à { $url }. Lance petri-server à cette adresse, ou choisis une autre région (les régions sont listées dans settings.ron). Nouvel essai en cours…
online-nobody_leads = personne en tête
online-not_connected = non connecté : ton coup n'a pas été envoyé
online-not_your_turn = pas ton tour
online-out_of_time = temps écoulé pour { $name }
online-over = la partie est terminée
online-password = mot de passe (8 ou plus)
online-paste = Coller
online-paste_here = colle un nom de salle
online-players_n = 
    { $n ->
        [one] { $n } joueur
       *[other] { $n } joueurs
    }
online-playing = en jeu
online-problem_detail = Ce qu'a dit la connexion : { $why }
online-public_help = Une place dans une salle de ce type qui a une place libre ; la partie commence quand la salle est pleine.
online-public_room = Salle publique
online-quick_game = Partie rapide
online-rated = Classée
online-rated_help = Les parties rapides sont classées : contre d'autres comptes, avec une pendule (30 s par tour, une minute de réserve).
online-rating = cote dans ce mode (un « ? » : provisoire, pas encore stabilisée)
online-reconnecting_to = connexion perdue, reconnexion à { $url }…
online-region = Région
online-room = Salle
online-say = dis quelque chose
online-send = Envoyer
online-share_help = Envoie le nom (ou le lien) à tes amis : il ouvre cette salle.
online-sign_in = S'identifier
online-sign_out = Déconnexion
online-signed_in = Compte : { $name }
online-status = état
online-status_help = Montre qui est en tête (décide avec les autres s'il faut regarder).
online-tile = { $rules } · { $players }
online-tiles_offline = Ces parties ont besoin d'un serveur : tu pourras les choisir une fois le jeu connecté à un serveur (ci-dessus).
online-title = Jouer en ligne
online-vanished = disparu
online-vote_cancel = vote pour annuler la partie : { $yes } sur { $needed }
online-vote_closed = le vote s'est terminé sans accord
online-vote_computer = vote pour confier la place disparue à un ordinateur : { $yes } sur { $needed }
online-vote_new_game = vote pour une nouvelle partie : { $yes } sur { $needed }
online-waiting_n_of_m = En attente de joueurs : { $n } sur { $m } installés
online-watch = Regarder
online-watch_live = Regarder
online-watching = tu regardes
online-winners = Gagnants :
online-yes = Oui
online-you = (toi)
online-your_name = Ton nom
online-your_turn = ton tour

## preset
preset-classic = classique
preset-family = famille
preset-online = en ligne
preset-petri = Petri
preset-petri_realtime = Petri temps réel

## puzzles
puzzles-about_crossing = Dix billes à travers le plateau vide. Levenspiel l'a fait seul en 27 coups (1971) ; G. I. Bell a prouvé par ordinateur que personne ne peut le faire en moins (2009).
puzzles-about_home = Seules tes billes bougent : amène-les toutes dans la cible en un minimum de coups.
puzzles-about_order = Une étape de captures tirée d'une vraie partie : trouve l'ordre des vérifications qui capture le plus.
puzzles-about_roll = Un lancer : choisis le dé, place les pions, puis vérifie-les en capturant le plus possible.
puzzles-answer = Une meilleure réponse : { $moves }
puzzles-band_easy = Facile
puzzles-band_hard = Difficile
puzzles-band_medium = Moyen
puzzles-count_captures = Capturés : { $n } · au mieux : { $par }
puzzles-count_moves = Coups : { $n } · par : { $par }
puzzles-daily = Énigme du jour
puzzles-hint = Essaie { $action }
puzzles-hint_off_line = L'indice suit la solution publiée : appuie sur Réessayer pour la suivre à nouveau
puzzles-kind_crossing = Traversées classiques
puzzles-kind_home = Vers la cible en un minimum de coups
puzzles-kind_order = L'ordre des vérifications
puzzles-kind_roll = Le meilleur lancer
puzzles-loading = Chargement des énigmes…
puzzles-next = Énigme suivante
puzzles-play = Jouer
puzzles-rating = Cote { $rating }
puzzles-rating_about = Ta cote d'énigmes (Glicko-2) : la première résolution de chaque énigme compte comme une partie contre elle — trois étoiles sans indice, c'est une victoire, deux étoiles (ou trois avec un indice), une nulle, et tout le reste ou la réponse, une défaite. Les énigmes faciles sont cotées 1200, les moyennes 1500, les difficiles 1800. Un « ? » signifie que la cote n'est pas encore stabilisée.
puzzles-rating_change = Cote d'énigmes { $rating } ({ $change })
puzzles-rating_kept = Cote d'énigmes { $rating } (seule la première résolution d'une énigme est cotée)
puzzles-retry = Réessayer
puzzles-show_answer = Réponse
puzzles-solved = Énigmes résolues : { $solved } sur { $total }
puzzles-from_mod = Mod : { $name }
puzzles-stars_1 = Résolue. Le par est meilleur : réessaie pour avoir trois étoiles.
puzzles-stars_2_moves = Un coup de plus que le par : deux étoiles.
puzzles-stars_2_captures = Une capture de moins que le par : deux étoiles.
puzzles-stars_3 = Le par : trois étoiles !
puzzles-task_crossing = 
    { $par ->
        [one] Fais traverser les dix billes en { $par } coup
       *[other] Fais traverser les dix billes en { $par } coups
    }
puzzles-task_crossing_two = 
    { $par ->
        [one] Joue les deux couleurs : fais traverser l'une d'elles, partie finie en { $par } coup
       *[other] Joue les deux couleurs : fais traverser l'une d'elles, partie finie en { $par } coups
    }
puzzles-task_home = 
    { $par ->
        [one] Amène toutes les billes dans la cible en { $par } coup
       *[other] Amène toutes les billes dans la cible en { $par } coups
    }
puzzles-task_order = 
    { $par ->
        [one] Capture { $par } pion dans cette étape de captures
       *[other] Capture { $par } pions dans cette étape de captures
    }
puzzles-task_roll = 
    { $par ->
        [one] Capture { $par } pion avec ce lancer
       *[other] Capture { $par } pions avec ce lancer
    }
puzzles-title = Énigmes

## ranking
ranking-bad_record = La partie { $game } ne peut pas être utilisée : { $error }
ranking-days_ago = 
    { $n ->
        [one] il y a { $n } jour
       *[other] il y a { $n } jours
    }
ranking-empty = Personne n'a joué de partie classée dans ce mode ces 30 derniers jours. Identifie-toi et joues-en une : les parties rapides sont classées quand tu choisis Classée.
ranking-games = 
    { $n ->
        [one] { $n } partie classée
       *[other] { $n } parties classées
    }
ranking-history = Cote : { $mode }
ranking-hours_ago = il y a { $n } h
ranking-just_now = à l'instant
ranking-keep = Garder dans Replays
ranking-kept = { $game } est dans tes Replays
ranking-loading = Demande au serveur…
ranking-minutes_ago = il y a { $n } min
ranking-more_modes = Plus de modes
ranking-no_games = Pas encore de partie classée.
ranking-no_store = ce jeu n'a nulle part où conserver les parties
ranking-offline = Connecte-toi à un serveur pour voir ses classements.
ranking-oldest_newest = chaque partie classée, de la plus ancienne à la plus récente
ranking-open = Classements
ranking-open_player = Ses cotes et ses parties
ranking-recent = Parties classées récentes
ranking-replay = Revoir
ranking-title = Classement
ranking-your_page = Ta page

## results
results-hide = Voir le plateau
results-line = 
    { $moves ->
        [one] { $game } · { $moves } coup joué
       *[other] { $game } · { $moves } coups joués
    }
results-new_game = Nouvelle partie
results-propose_rematch = Proposer une revanche
results-save = Enregistrer
results-save_help = écrit la partie dans un fichier (un téléchargement dans le navigateur) ; elle est aussi conservée dans Replays
results-shared = place partagée
results-show = Résultats
results-vote_running = Un vote est en cours : réponds-y dans la salle.
results-watch = Revoir la partie
results-win_shared = Victoire partagée : { $names } !
results-wins = Victoire : { $name } !

## review
review-best_was = Le coup du moteur : { $best }
review-blunder = une gaffe
review-button = Analyse
review-cannot = Cette partie ne peut pas être analysée : { $why }
review-good = bon
review-graph_petri = Gras : coupelles · pâle : pions en jeu
review-inaccuracy = une imprécision
review-making = Le moteur examine chaque coup : { $done } sur { $total }
review-mistake = une erreur
review-seat_short = { $name } { $accuracy } %
review-seat_line = { $name } : précision { $accuracy } % · { $inaccuracies ->
        [one] { $inaccuracies } imprécision
       *[other] { $inaccuracies } imprécisions
    } · { $mistakes ->
        [one] { $mistakes } erreur
       *[other] { $mistakes } erreurs
    } · { $blunders ->
        [one] { $blunders } gaffe
       *[other] { $blunders } gaffes
    }
review-start = Le début : clique sur le graphique ou avance avec ◀ ▶ pour voir chaque coup jugé.
review-title = Analyse du moteur
review-turn =
    { $loss ->
        [one] { $name } · { $played } : { $mark } (perd { $loss } rangée) ; le moteur : { $best }
       *[other] { $name } · { $played } : { $mark } (perd { $loss } rangées) ; le moteur : { $best }
    }
review-turn_petri =
    { $loss ->
        [one] { $name } · { $played } : { $mark } (perd { $loss } pion) ; le moteur : { $best }
       *[other] { $name } · { $played } : { $mark } (perd { $loss } pions) ; le moteur : { $best }
    }
review-turn_best = { $name } · { $played } : exactement le coup du moteur
review-turn_forced = { $name } · { $played } : le seul coup possible

## seat
seat-computer = Ordinateur ({ $level })
seat-computer_short = ordinateur, { $level }
seat-computer_default = Ordinateur
seat-human = Humain
seat-human_short = humain
seat-lesson_short = la leçon joue
seat-puzzle_short = immobile
seat-remote = Joueur en ligne
seat-remote_short = en ligne
seat-replayed_short = replay
seat-you = Toi

## settings
settings-a_symbol_on_each_player = un symbole sur les billes de chaque joueur
settings-add_your_own_copy_a = Ajoute le tien : copie un dossier de assets/themes (voir son README).
settings-animations = Animations
settings-board = Plateau
settings-close = Fermer
settings-colour_blind_help = Aide daltoniens
settings-colour_the_start_triangles_not = colorer les triangles de départ, pas les cibles (dames chinoises)
settings-defaults = Par défaut
settings-interface_size = Taille de l'interface
settings-language = Langue
settings-living_title = Écran titre animé
settings-living_title_line = des ordinateurs jouent lentement derrière le titre ; désactivé, le plateau reste immobile et le jeu se repose
settings-living_title_software = Plateau animé sans carte graphique
settings-living_title_software_line = Cette fenêtre est dessinée par le processeur ({ $renderer }), elle reste donc légère : le plateau animé (qui occuperait une bonne partie d'un cœur) reste immobile sauf si ceci est activé, et les bords sont dessinés sans lissage.
settings-loading_more = chargement…
settings-mute = muet
settings-settings = Réglages
settings-sound = Son
settings-theme = Thème
settings-times_speed = × vitesse
settings-turn_line = le plateau tourne pour que la personne qui doit jouer soit en bas
settings-turn_to_face_the_player = tourner vers le joueur qui doit jouer
settings-volume = volume

## theme
theme-classic = Bois classique
theme-contrast = Contraste élevé
theme-glass = Verre sur sombre

list-two = { $a } et { $b }
list-middle = { $a }, { $b }
list-end = { $a } et { $b }

settings-mods = Mods…
mods-title = Mods
mods-add = Ajouter un mod…
mods-remove = Retirer
mods-where = Placez le dossier d’un mod ou son .zip dans { $dir }. Un mod plus bas dans la liste remplace les fichiers des mods au-dessus et ceux du jeu.
mods-where_web = Ajoutez le .zip d’un mod avec le bouton ci-dessous ou déposez-le sur la page. Les mods sont gardés dans ce navigateur. Un mod plus bas dans la liste remplace les fichiers des mods au-dessus et ceux du jeu.
mods-none = Aucun mod pour l’instant. Créez-en un avec petri-cli mod new, comme l’explique assets/mods/README.md.
mods-none_web = Aucun mod pour l’instant. Ajoutez le .zip d’un mod, ou créez-en un avec petri-cli mod new, comme l’explique assets/mods/README.md.
mods-same_id = Désactivé : un autre mod au-dessus a déjà l’id { $id }.
mods-needs = Désactivé : il a besoin du mod { $id } ({ $version }), activé et plus haut dans la liste.
mods-base = Petri { $version } : les thèmes, langues, leçons et énigmes du jeu lui-même, sous tous les mods.
mods-up = Monter
mods-down = Descendre
mods-version = version { $version }
mods-by = par { $author }
mods-problems = Désactivé : { $n ->
        [one] un problème
       *[other] { $n } problèmes
    }
mods-themes =
    { $n ->
        [one] { $n } thème
       *[other] { $n } thèmes
    }
mods-languages =
    { $n ->
        [one] { $n } langue
       *[other] { $n } langues
    }
mods-puzzles =
    { $n ->
        [one] { $n } énigme
       *[other] { $n } énigmes
    }
mods-sounds =
    { $n ->
        [one] { $n } son
       *[other] { $n } sons
    }
mods-pictures =
    { $n ->
        [one] { $n } image
       *[other] { $n } images
    }
mods-lessons = leçons

replays-summary = { $game } : { $who } — { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
replays-unnamed = { $n ->
        [one] { $n } joueur
       *[other] { $n } joueurs
    }
menu-resume_line = { $game }, { $names } — { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
results-home_in = arrivé en { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }
results-not_home = pas arrivé
results-cup = { $n ->
        [one] { $n } pion dans la coupelle
       *[other] { $n } pions dans la coupelle
    }

learn-l-teams = Équipes
learn-l-teams_about = Quatre joueurs en deux équipes finissent ensemble
learn-l-teams_1 = Quatre joueurs en deux équipes : les coéquipiers sont face à face, donc ton coéquipier part de ton arrivée et court vers ton départ (sa bille est éclairée aussi). Amène ta dernière bille dans ton arrivée
learn-l-teams_2 = Toutes tes billes sont arrivées, mais ton coéquipier est encore en route, et une équipe n’a fini que quand les deux sont arrivés. D’ici là, tu n’as pas d’autre coup que passer ; le jeu passe pour toi
learn-l-teams_want = Amène la bille éclairée dans le dernier trou libre de ton arrivée
learn-l-teams_done = Ton équipe gagne quand ton coéquipier est arrivé lui aussi ; d’ici là, tu passes à chaque tour.

# The theme editor (Settings → Edit theme…).
settings-edit_theme = Modifier le thème…
theme_editor-title = Éditeur de thème
theme_editor-about = Chaque couleur change le plateau aussitôt. Exporter en mod crée un .zip que tout joueur peut ajouter.
theme_editor-name = Nom
theme_editor-copy_name = Mon { $name }
theme_editor-colours = Couleurs
theme_editor-background = Table
theme_editor-board = Plateau
theme_editor-board_edge = Bord du plateau
theme_editor-hole = Trous
theme_editor-highlight = Surbrillance
theme_editor-hint = Indice
theme_editor-accent = Accent
theme_editor-pictures = Images (de { $theme })
theme_editor-drop_picture = Choisissez une image, puis déposez un PNG sur la fenêtre pour la remplacer (ou déposez marble.png, dice.png… nommé comme l’une d’elles).
theme_editor-drop_picture_web = Choisissez une image, puis déposez un PNG sur la page pour la remplacer (ou déposez marble.png, dice.png… nommé comme l’une d’elles).
theme_editor-picture_yours = { $slot } : votre image
theme_editor-picture_which = Quelle image { $file } doit-il remplacer ? Choisissez-en une d’abord dans l’éditeur de thème.
theme_editor-picture_put = { $slot } : remplacée par { $file }.
theme_editor-picture_refused = { $file } n’a pas été utilisé : { $error }
theme_editor-export = Exporter en mod
theme_editor-exported = Exporté : { $file }. Il est dans Réglages → Mods ; ajoutez le .zip aux mods d’un autre joueur pour le partager.
theme_editor-downloaded = Téléchargé : { $file }. Déposez-le sur la page d’un autre joueur pour le partager.
theme_editor-export_failed = Le thème ne peut pas être exporté : { $error }
