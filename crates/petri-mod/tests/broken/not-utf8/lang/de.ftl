menu-play = Spielen
menu-quit = Beenden ÿ
