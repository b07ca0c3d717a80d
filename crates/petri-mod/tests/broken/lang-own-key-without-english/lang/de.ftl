broken-l-hello = Hallo
