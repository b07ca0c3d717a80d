menu-play = Spielen
menu-plya = Spielen
