# Português (Brasil), tradução de Petri (veja README.md nesta pasta).
# Cada linha é `id = texto`; `{ $name }` é um valor que o jogo preenche, e
# `{ $n -> [one] … *[other] … }` escolhe uma forma pelo número (regras de plural do CLDR).
# Termos fixos: glossary/pt-BR.md.

language-name = Português (Brasil)


## colour
colour-red = Vermelho
colour-blue = Azul
colour-green = Verde
colour-yellow = Amarelo
colour-purple = Roxo
colour-black = Preto
colour-cyan = Ciano
colour-pink = Rosa
colour-white = Branco
colour-orange = Laranja

## explain
explain-already_checked = esta peça já foi verificada: cada peça é verificada uma vez por turno
explain-bad_die = { $value } não é um valor de dado (1 a 6)
explain-best_order = use a melhor ordem: ela captura { $n }
explain-check_rest = verifique o resto: nada mais pode cair
explain-check_this = verifique esta peça: { $count }
explain-count_checked = inimigas { $enemies } · amigas { $friends } — verificada, ela fica
explain-count_falls = inimigas { $enemies } · amigas { $friends } — cai agora
explain-count_safe = inimigas { $enemies } · amigas { $friends } — segura
explain-count_tie = inimigas { $enemies } · amigas { $friends } — segura (empate fica)
explain-die_nothing = Usar { $value }: nada para colocar ou retirar
explain-die_place = 
    { $value ->
        [one] Usar { $value }: colocar { $value } peça
       *[other] Usar { $value }: colocar { $value } peças
    }
explain-die_take_back = Usar { $value }: retirar { $value }
explain-empty_hole = não há bolinha aqui
explain-first_roll = { $rolls }: { $starts }
explain-first_roll_tie = { $rolls }: empate, { $seats } rolam de novo
explain-foreign_triangle = uma jogada só pode terminar no meio, no triângulo de partida desta bolinha ou no seu destino — não em outra ponta da estrela
explain-game_over = a partida acabou
explain-hint = Dica: { $why }
explain-hint_glowing = faça a jogada que brilha
explain-how_hop = um salto
explain-how_hops = 
    { $hops ->
        [one] { $hops } salto
       *[other] { $hops } saltos
    }
explain-how_step = um passo
explain-into_target = { $why }, para dentro do destino
explain-move_why = { $how }, { $rows }
explain-must_move = você tem uma jogada, então não pode passar a vez
explain-must_pass = você não tem jogada e precisa passar a vez
explain-not_a_hop_path = estes saltos não levam até aqui
explain-not_reachable = nenhum passo ou sequência de saltos leva até aqui: uma bolinha dá um passo para uma casa vizinha, ou salta sobre uma bolinha para a casa vazia logo atrás dela
explain-not_rolled = os dados mostram { $a } e { $b }, não { $value }
explain-not_your_marble = esta bolinha é de { $seat }, não sua
explain-nothing_to_check = não há peça aqui para verificar
explain-now_check = primeiro verifique as peças para captura
explain-now_choose_die = primeiro escolha um dos dados
explain-now_move = mova uma bolinha
explain-now_place = primeiro coloque suas peças
explain-now_remove = primeiro retire suas peças
explain-now_roll = primeiro role os dados
explain-occupied = esta casa está ocupada: uma bolinha vai para uma casa vazia
explain-place_crowds = 
    { $n ->
        [one] coloque aqui: uma peça inimiga fica cercada
       *[other] coloque aqui: { $n } peças inimigas ficam cercadas
    }
explain-place_first = coloque aqui, no seu triângulo de partida: você não tem peça no tabuleiro
explain-place_home = enquanto você não tem peça no tabuleiro, a peça vai para o seu triângulo de partida (o triângulo da sua cor)
explain-place_near_own = 
    { $n ->
        [one] coloque aqui: ao lado de { $n } peça sua
       *[other] coloque aqui: ao lado de { $n } peças suas
    }
explain-place_next_to_own = as peças vão ao lado das suas próprias peças
explain-place_occupied = esta casa está ocupada: as peças vão em casas vazias
explain-release_rule = { $seat } está bloqueado e suas bolinhas estão no destino dele: nesta jogada, tire uma delas de lá — regra da liberação
explain-remove_crowded = retire esta peça: ela está cercada e cairia
explain-remove_not_yours = esta peça é de { $seat }: retire uma das suas
explain-remove_own = retire uma das suas próprias peças
explain-rolled = { $who } tirou { $a } + { $b } = { $sum }
explain-rows_back = 
    { $rows ->
        [one] { $rows } fileira para trás
       *[other] { $rows } fileiras para trás
    }
explain-rows_forward = 
    { $rows ->
        [one] { $rows } fileira para a frente
       *[other] { $rows } fileiras para a frente
    }
explain-rows_sideways = para o lado
explain-same_hole = a bolinha já está aqui: escolha outra casa
explain-target_lock = uma bolinha no seu destino não pode sair dele — trava do destino
explain-waiting_for_mate = as bolinhas de { $seat } estão todas no destino: ele passa a vez até { $mate } terminar também
explain-waiting_for_mate_you = suas bolinhas estão todas no seu destino: você passa a vez até { $mate } terminar também
explain-you = Você

## game
game-checkers = Damas chinesas
game-petri = Petri

## hud
hud-a_draw = Empate
hud-animations = Animações
hud-b_the_order_that_captures = B: a ordem que mais captura
hud-back = voltar (←)
hud-best_order = Melhor ordem
hud-by_default_each_target_triangle = Nas damas chinesas, cada triângulo de destino é colorido por padrão na cor do seu conjunto; esta opção colore os triângulos de partida. No Petri, os triângulos de partida são sempre coloridos
hud-check_the_rest = Verificar o resto
hud-close = Fechar
hud-colour_start_triangles = colorir triângulos de partida
hud-ctrl_y = Ctrl+Y
hud-ctrl_z = Ctrl+Z
hud-face_the_player = virar para o jogador
hud-forward = avançar (→)
hud-hint = Dica
hud-how_to_play_more = Como jogar…
hud-leads = lidera
hud-menu = ☰ Menu
hud-new_game_more = Nova partida…
hud-online_room = Voltar à sala
hud-petri_counts = mão { $hand } · tabuleiro { $board } · copo { $cup }
hud-prompt_choose_die = { $who }: escolha um dado (clique nele ou aperte 1 ou 2)
hud-prompt_first_roll = { $who }: role para ver quem começa (clique nos dados ou aperte Espaço)
hud-prompt_move = { $who }: escolha uma bolinha, depois uma casa
hud-prompt_order_captures = { $who }: verifique as peças para captura na sua ordem, ou use a melhor ordem
hud-prompt_order_yourself = { $who }: verifique as peças para captura, uma de cada vez, na sua ordem
hud-prompt_place = 
    { $left ->
        [one] { $who }: coloque mais { $left } peça
       *[other] { $who }: coloque mais { $left } peças
    }
hud-prompt_playing = { $who } está jogando
hud-prompt_remote = esperando { $who }…
hud-prompt_remove = 
    { $left ->
        [one] { $who }: retire mais { $left } peça
       *[other] { $who }: retire mais { $left } peças
    }
hud-prompt_roll = { $who }: role os dados (clique neles ou aperte Espaço)
hud-prompt_thinking = { $who } está pensando…
hud-quit = Sair
hud-race = 
    { $moves ->
        [one] { $moves } jogada · no destino { $home }/{ $total }
       *[other] { $moves } jogadas · no destino { $home }/{ $total }
    }
hud-redo = Refazer
hud-rematch = Revanche
hud-replay_progress = Replay: jogada { $at } de { $total }
hud-roll_the_dice = Rolar os dados
hud-seat_kind = lugar { $seat } · { $kind }
hud-settings_more = Ajustes…
hud-skip_space = pular (Espaço)
hud-thinking_more = pensando…
hud-title_checkers = Damas chinesas — { $players } jogadores
hud-title_petri = Petri — { $captures }
hud-title_screen = Tela inicial
hud-to_the_end_end = até o fim (End)
hud-to_the_start_home = ao início (Home)
hud-turn_the_board = girar o tabuleiro
hud-undo = Desfazer
hud-use_die = Usar { $value }

## learn
learn-again = De novo
learn-from_mod = Mod: { $name }
learn-card_title = { $lesson } · etapa { $at } de { $total }
learn-d-chain = Uma sequência: salte de novo e de novo numa só jogada, aqui 4 saltos, sobre qualquer cor
learn-d-draw = Regras de família: você termina primeiro, mas a rodada é completada: o Azul termina com o mesmo número de jogadas, então vocês dividem a primeira colocação, um empate
learn-d-forfeit = A única bolinha do Azul está encurralada: sem jogada, o Azul passa a vez (passar conta como jogada)
learn-d-goal = Leve suas bolinhas pelo tabuleiro até a ponta da estrela oposta, o seu destino
learn-d-hop = Um salto: sobre uma bolinha ao seu lado, para a casa vazia atrás dela, 1 salto
learn-d-layouts = Seis jogadores ocupam todas as pontas da estrela; quatro deixam duas opostas vazias; três começam em pontas alternadas; dois começam frente a frente
learn-d-lock = Trava do destino: uma bolinha no seu destino não pode sair dele
learn-d-lock_inside = Mover-se dentro do destino continua permitido
learn-d-occupied = Todas as casas do seu destino estão cheias e uma tem uma bolinha do Azul: com a regra do destino ocupado, você terminou
learn-d-petri_back = Você tirou 3 com 2 peças na mão: em vez disso, você retira 3 das suas peças de volta para a mão
learn-d-petri_count = 3 inimigas contra 1 amiga: esta peça é cercada e sai
learn-d-petri_cup = Nenhuma casa vazia ao lado da sua peça: as 2 peças que você não pode colocar vão para o seu copo
learn-d-petri_end = A última peça do Azul é capturada: 1 captura, e o Azul não tem nada em jogo nem na mão, então a partida acaba
learn-d-petri_first_place = O Vermelho começa: usa o 2 e coloca sua primeira peça no triângulo de partida, a seguinte ao lado dela
learn-d-petri_first_roll = Todos rolam os dados; o maior total começa
learn-d-petri_five = Cinco jogadores: a ponta de cima da estrela fica vazia
learn-d-petri_home = Sem nenhuma peça no tabuleiro ainda, sua peça precisa ir para o seu triângulo de partida
learn-d-petri_next = Cada peça vai ao lado de uma das suas peças
learn-d-petri_order_better = Esta ordem: primeiro a sua própria peça, depois as azuis: 3 capturadas, todas para o seu copo
learn-d-petri_order_worse = Esta ordem: primeiro uma peça azul: 2 capturadas, e sua peça cercada sobrevive
learn-d-petri_realtime = Tempo real: todas as peças são julgadas no mesmo tabuleiro, as 2 peças cercadas saem juntas
learn-d-petri_tie = 2 inimigas contra 2 amigas: empate, a peça fica
learn-d-release = O Azul não consegue se aproximar mais e suas bolinhas estão no destino dele (seu triângulo de partida): a regra da liberação obriga você a tirar uma delas de lá
learn-d-release_free = Uma delas dá um passo para fora: o Azul pode seguir
learn-d-step = Um passo: uma bolinha vai para uma das seis casas ao lado dela
learn-d-stops = Regras online: uma jogada só pode terminar no meio, no triângulo de partida da bolinha ou no seu destino, e esta ponta vazia não é nenhum deles (os saltos podem passar por ela)
learn-d-super = Supersalto: sobre uma bolinha distante, caindo à mesma distância atrás dela, 1 salto
learn-diagrams_in_learn = Aprender, na tela inicial, mostra cada regra num tabuleiro animado.
learn-how_to_play = Como jogar
learn-lesson_line = { $state } · { $game } · { $about }
learn-l-chain = Uma sequência de saltos
learn-l-chain_1 = Salte com a bolinha acesa até a casa acesa lá longe: sobre uma bolinha, depois a próxima, e assim por diante, numa só jogada (escolha a bolinha, depois essa casa)
learn-l-chain_about = Salte de novo e de novo numa só jogada
learn-l-chain_done = 4 saltos numa só jogada. Sequências assim ganham corridas.
learn-l-chain_stop = Pare uma sequência no meio
learn-l-chain_stop_1 = Você pode parar uma sequência de saltos depois de qualquer salto: escolha a bolinha, depois clique na casa onde quer que ela pare. A sequência da bolinha acesa sobe 2 saltos até a casa acesa e depois volta para baixo e para o lado. Pare a bolinha na casa acesa, depois de 2 saltos: ali ela fica 4 fileiras mais perto do seu destino, e continuar saltando faria você perder 2 fileiras
learn-l-chain_stop_about = Termine uma sequência depois de qualquer salto
learn-l-chain_stop_done = 2 saltos, 4 fileiras mais perto do seu destino; a sequência inteira, 4 saltos, teria ganhado só 2. Conte as fileiras, não os saltos.
learn-l-chain_stop_want = Pare na casa acesa, depois de 2 saltos: os saltos seguintes voltam para baixo
learn-l-endgame = O final
learn-l-endgame_1 = A trava do destino está ativa (regras de família): uma bolinha no seu destino só pode se mover dentro dele. Tente levar sua bolinha acesa um passo para fora, até a casa acesa: é recusado. Depois preencha a ponta: suba para ela a bolinha logo abaixo da ponta vazia
learn-l-endgame_2 = Agora faça sua última bolinha saltar para dentro, sobre a bolinha acesa, até a casa que você deixou: todas as bolinhas no destino
learn-l-endgame_about = Preencha primeiro as casas mais fundas; tente quebrar a trava do destino
learn-l-endgame_done = Todas no destino, e a última jogada do Azul na rodada não o fez terminar: você vence. Casas fundas primeiro deixam espaço para as últimas bolinhas.
learn-l-game = Sua primeira partida
learn-l-game_1 = Aposte corrida contra um computador iniciante até o seu destino num tabuleiro pequeno (6 bolinhas cada). Dica (barra superior) mostra uma boa jogada quando você travar
learn-l-game_about = Uma partida curta inteira contra um iniciante
learn-l-game_done = Essa foi uma partida inteira. Nova partida tem todos os conjuntos de regras e tabuleiros.
learn-l-hop = Um salto
learn-l-hop_1 = Salto: escolha a bolinha acesa de trás, depois a casa acesa logo depois da bolinha à frente dela
learn-l-hop_2 = Salte de novo: escolha uma das suas bolinhas e salte com ela sobre uma bolinha vizinha, para a casa vazia atrás
learn-l-hop_about = Salte sobre uma bolinha ao seu lado
learn-l-hop_done = Você pode saltar sobre qualquer cor, não só a sua, e nada é capturado.
learn-l-ladder = Monte uma escada
learn-l-ladder_1 = Leve a bolinha acesa um passo até a casa acesa: ela vai ser um degrau para saltar por cima
learn-l-ladder_2 = Agora use a escada: salte com a bolinha acesa de trás até a casa acesa, sobre a bolinha à frente dela, depois para o lado sobre o seu degrau: 2 saltos numa só jogada
learn-l-ladder_about = Posicione bolinhas para que as outras saltem sobre elas
learn-l-ladder_done = Bolinhas separadas por uma casa formam escadas para as que vêm atrás.
learn-l-occupied = Um destino ocupado
learn-l-occupied_1 = A bolinha do Azul está na ponta do seu destino e não vai sair. Com a regra do destino ocupado (ativa nas regras de família), você termina quando todas as casas do seu destino estão cheias e uma tem uma bolinha sua: leve sua bolinha acesa para a última casa vazia
learn-l-occupied_about = Termine apesar de uma bolinha presa no seu destino
learn-l-occupied_done = Você terminou com a bolinha do Azul ainda no seu destino e uma das suas ainda no seu triângulo de partida: com esta regra, bloquear um destino não compensa. A última jogada do Azul na rodada não o fez terminar: você vence.
learn-l-pass = Sem jogada: passar a vez
learn-l-pass_1 = Sua única bolinha está encurralada: nenhuma casa vazia ao lado e nenhuma para onde saltar. Sem jogada, você precisa passar a vez; o jogo passa por você, e isso conta como uma das suas jogadas
learn-l-pass_2 = Você passou a vez. Depois o Azul afastou uma bolinha, então agora você tem uma jogada e não pode passar: mova sua bolinha
learn-l-pass_about = Quem não tem jogada passa a vez
learn-l-pass_done = Passar a vez conta como jogada, e você só passa quando não tem nenhuma jogada.
learn-l-petri_crowd = Cerque uma peça
learn-l-petri_crowd_1 = Role os dados (clique neles ou aperte Espaço)
learn-l-petri_crowd_2 = Use um 1: coloque uma peça
learn-l-petri_crowd_3 = Coloque-a na casa acesa: a peça acesa do Azul fica com 2 das suas contra 1 das dele
learn-l-petri_crowd_4 = Verifique a peça acesa do Azul (clique nela): mais inimigas que amigas, então ela é cercada e vai para o seu copo
learn-l-petri_crowd_about = Conte as vizinhas
learn-l-petri_crowd_done = Capturada: 1 peça para o seu copo, pois tinha mais vizinhas inimigas que amigas. Empate fica.
learn-l-petri_cup = Sem espaço: para o copo
learn-l-petri_cup_1 = Sua única peça está emparedada pelo Azul. Role os dados
learn-l-petri_cup_2 = Use o 2: nenhuma casa vazia toca sua peça, então as 2 peças que você não pode colocar vão direto para o seu copo, e lá elas contam para você
learn-l-petri_cup_3 = Seu copo tem 2. Agora a verificação: sua peça emparedada tem 2 inimigas e nenhuma amiga, então ela cai, também no seu próprio copo: verifique-a, 1 captura
learn-l-petri_cup_about = Peças que você não pode colocar pontuam para você
learn-l-petri_cup_done = Seu copo tem 3: tudo o que vai para o seu copo na sua vez pontua para você.
learn-l-petri_end = O fim e a pontuação
learn-l-petri_end_1 = O Azul tem 0 peças na mão e uma no tabuleiro; os copos têm 5 (o seu) e 2 (o do Azul). Role os dados
learn-l-petri_end_2 = Use um 1
learn-l-petri_end_3 = Coloque-a na casa acesa: a última peça do Azul fica cercada, 3 inimigas contra nenhuma
learn-l-petri_end_4 = Verifique a peça do Azul: 1 captura, e sem nada no tabuleiro e nada na mão o Azul está fora, então a partida acabou
learn-l-petri_end_about = Como o Petri termina e quem vence
learn-l-petri_end_done = A partida termina quando um jogador não tem peça em jogo nem na mão. Seu copo tem 6, o do Azul 2: quem tem mais peças no copo vence.
learn-l-petri_enemies = Todas as outras são inimigas
learn-l-petri_enemies_1 = Três jogadores: o Azul e o Verde são ambos seus inimigos. Role os dados
learn-l-petri_enemies_2 = Use um 1
learn-l-petri_enemies_3 = A peça acesa do Azul tem 1 inimiga verde e 1 amiga azul, um empate. Coloque sua peça na casa acesa: o Verde e você se somam, 2 inimigas contra 1 amiga
learn-l-petri_enemies_4 = Capture o máximo: a peça do Azul cai (2 contra 1), e também a peça verde solitária, cuja única vizinha é a sua (1 contra 0, casas vazias não contam para ninguém). Verifique as duas antes da sua própria peça e a sua fica, com 0 inimigas e 1 amiga: 2 capturadas
learn-l-petri_enemies_about = Três jogadores: as outras cores se somam
learn-l-petri_enemies_done = Toda outra cor conta como inimiga, e uma peça solitária ao lado de uma inimiga cai: mais 2 no seu copo.
learn-l-petri_game = Sua primeira partida de Petri
learn-l-petri_game_1 = Jogue uma partida inteira contra um iniciante num tabuleiro pequeno. Quem tiver mais peças no copo vence
learn-l-petri_game_about = Uma partida curta inteira contra um iniciante
learn-l-petri_game_done = Essa foi uma partida inteira de Petri. Nova partida tem mais jogadores e tabuleiros maiores.
learn-l-petri_home = A primeira peça vai para o triângulo
learn-l-petri_home_1 = Você não tem peça no tabuleiro (5 na mão; 1 das suas já está no seu copo). Role os dados
learn-l-petri_home_2 = Use o 3: coloque 3 peças
learn-l-petri_home_3 = Sua primeira peça precisa ir para o seu triângulo de partida (aceso): coloque-a lá
learn-l-petri_home_4 = As próximas vão ao lado das suas peças: coloque mais 2
learn-l-petri_home_about = Onde a primeira peça pode ir
learn-l-petri_home_done = Comece no seu triângulo de partida, depois cresça a partir das suas próprias peças.
learn-l-petri_order = A ordem das verificações
learn-l-petri_order_1 = Role os dados
learn-l-petri_order_2 = Use um 1
learn-l-petri_order_3 = Coloque-a na casa acesa, longe da briga
learn-l-petri_order_4 = Agora verifique as peças de modo que o máximo seja capturado. Toda peça capturada na sua vez vai para o seu copo e pontua para você, mesmo uma das suas: verificar primeiro uma peça azul deixa sua peça cercada de pé e captura só 2; verificar primeiro sua peça cercada captura 3
learn-l-petri_order_about = Encontre a ordem que captura mais
learn-l-petri_order_done = Uma ordem melhor capturou 3 em vez de 2, todas as 3 para o seu copo: perder sua própria peça rendeu um ponto para você. Numa partida, Melhor ordem encontra isso para você.
learn-l-petri_realtime = Tempo real
learn-l-petri_realtime_1 = Em Tempo real, toda peça cercada sai ao mesmo tempo. Role os dados
learn-l-petri_realtime_2 = Use um 1
learn-l-petri_realtime_3 = Coloque-a na casa acesa e observe: as 2 peças cercadas, uma azul e uma sua, saem juntas para o seu copo
learn-l-petri_realtime_about = Todas as capturas de uma vez
learn-l-petri_realtime_done = Em Tempo real não há ordem para escolher: tudo é julgado num só tabuleiro.
learn-l-petri_roll = Role e coloque
learn-l-petri_roll_1 = Todos rolam para começar: clique nos dados (ou aperte Espaço)
learn-l-petri_roll_2 = Você tirou mais e começa. Role para a sua vez
learn-l-petri_roll_3 = Escolha um dado: use o 2 para colocar 2 peças
learn-l-petri_roll_4 = Coloque 2 peças: a primeira no seu triângulo de partida, a seguinte ao lado dela
learn-l-petri_roll_about = Role os dois dados, use um, coloque essa quantidade
learn-l-petri_roll_done = Assim é um turno de Petri: rolar, escolher um dado, colocar.
learn-l-petri_short = Quando faltam peças na mão
learn-l-petri_short_1 = Você tem 2 peças na mão. Role os dados
learn-l-petri_short_2 = Use o 3: você tem menos na mão, então retira 3
learn-l-petri_short_3 = Retire 3 das suas peças (clique nelas)
learn-l-petri_short_about = Em vez disso, retire peças
learn-l-petri_short_done = Com menos peças na mão que o valor do dado, você retira essa quantidade.
learn-l-release = Bloqueio e a regra da liberação
learn-l-release_1 = O Azul não consegue aproximar nenhuma bolinha do seu destino, e suas bolinhas estão nesse destino (seu triângulo de partida): a regra da liberação obriga você a tirar uma delas de lá. Toda jogada que você tem agora faz isso; a bolinha acesa da frente pode dar um passo para fora
learn-l-release_2 = O Azul entrou e está bloqueado de novo, com suas bolinhas ainda no destino dele: mais uma vez você precisa tirar uma delas de lá (as regras recusam qualquer outra coisa)
learn-l-release_about = As regras online proíbem bloquear um destino
learn-l-release_done = Bloquear o destino de um jogador não é permitido nas regras online.
learn-l-step = Um passo
learn-l-step_1 = Mova uma bolinha uma casa: escolha uma das bolinhas acesas, depois uma casa acesa ao lado dela
learn-l-step_2 = Dê outro passo com qualquer bolinha
learn-l-step_about = Vá para uma casa ao seu lado
learn-l-step_done = Um passo vai para qualquer uma das seis casas ao lado de uma bolinha.
learn-l-stops = Onde uma jogada pode parar
learn-l-stops_1 = Regras online: uma jogada só pode terminar no triângulo de partida da bolinha, no seu destino ou no meio. Tente levar a bolinha acesa um passo até a ponta vazia ao lado dela (acesa): é recusado, pois essa ponta não é nem a sua nem o seu destino. Depois dê qualquer outro passo
learn-l-stops_about = Regras online: as jogadas terminam só nos seus triângulos
learn-l-stops_done = Os saltos podem passar pelas outras pontas, mas uma jogada não pode parar lá.
learn-l-want_best = Essa ordem captura menos: tente outra peça primeiro
learn-l-want_chain = Vá até o fim: a casa acesa lá longe, numa só jogada
learn-l-want_d4 = Coloque-a na casa acesa para esta lição
learn-l-want_die_2 = Use o 2 para esta lição
learn-l-want_die_3 = Use o 3 para esta lição
learn-l-want_f3 = Coloque-a na casa acesa, ao lado da peça do Azul
learn-l-want_g3 = Coloque-a na casa acesa, ao lado da peça do Azul
learn-l-want_g4 = Verifique a peça acesa do Azul, a que está cercada
learn-l-want_h5 = Coloque-a na casa acesa, entre a peça azul e a verde
learn-l-want_hop = Isso não foi um salto: salte sobre uma bolinha ao lado da sua
learn-l-want_ladder = Leve a bolinha acesa um passo até a casa acesa para esta lição
learn-l-want_ladder_use = Use a escada: uma jogada de dois saltos ou mais
learn-l-want_last = Salte com a última bolinha sobre a acesa para a casa vazia
learn-l-want_occupied = Leve a bolinha acesa para a última casa vazia do seu destino
learn-l-want_step = Isso não foi um passo: vá para uma casa bem ao lado da bolinha
learn-l-want_tip = Preencha a ponta primeiro: suba a bolinha acesa para a ponta
learn-lost_ground = Essa jogada foi para trás. Dica, na barra superior, mostra uma jogada que avança
learn-next = Próxima lição
learn-no_such_lesson = não existe lição chamada { $name }
learn-offer = Novo em damas chinesas ou Petri? Algumas lições curtas ensinam os dois no tabuleiro.
learn-offer_no = Não, só jogar
learn-offer_yes = Mostrar
learn-part-app = O app
learn-part-checkers = Damas chinesas
learn-part-petri = Petri
learn-refused = A jogada acesa é recusada. { $why }
learn-s-app_board = O tabuleiro e a barra superior
learn-s-app_lobby = Online: o lobby
learn-s-app_menu = O menu ☰
learn-s-app_new_game = Nova partida
learn-s-app_results = Resultados e replays
learn-s-app_room = Online: uma sala e sua partida
learn-s-app_settings = Ajustes, temas e salvamentos
learn-s-app_title = A tela inicial
learn-s-chain = Uma sequência de saltos
learn-s-forfeit = Sem jogada: passar a vez
learn-s-goal = O objetivo
learn-s-hop = Um salto
learn-s-layouts = Jogadores, bolinhas, conjuntos e equipes
learn-s-occupied_target = Destino ocupado conta
learn-s-petri_back = Poucas na mão: retire
learn-s-petri_captures = Peças cercadas
learn-s-petri_cup = Sem espaço: para o copo
learn-s-petri_end = O fim e o vencedor
learn-s-petri_home = A primeira peça vai para o triângulo
learn-s-petri_order = A ordem das verificações
learn-s-petri_place = Role, escolha um dado, coloque
learn-s-petri_players = De dois a seis jogadores
learn-s-petri_realtime = Capturas em tempo real
learn-s-petri_start = O que você tem e quem começa
learn-s-release_rule = A regra da liberação
learn-s-step = Um passo
learn-s-stops = Onde uma jogada pode parar
learn-s-super_hops = Supersaltos
learn-s-target_lock = Trava do destino
learn-s-winning = Vitória, colocações e empates
learn-start = Começar
learn-state_done = feita
learn-state_new = nova
learn-state_next = próxima
learn-t-app_board = Clique numa das suas bolinhas: as casas que ela alcança acendem, e passar o mouse sobre uma delas mostra o caminho dos saltos; clique numa casa para mover, ou de novo na bolinha para soltá-la. No Petri, clique nos dados para rolar, num dado para usá-lo, depois nas casas acesas. A barra superior tem Desfazer, Refazer, Dica (uma boa jogada, com o porquê), girar o tabuleiro e pular uma animação; os cartões dos lugares mostram quem joga, quanto cada um avançou (jogadas, bolinhas no destino) ou sua mão, tabuleiro e copo. A última jogada do jogador antes de você pisca. Teclas: setas ou Tab e Enter escolhem casas, Esc solta, Espaço rola, 1 ou 2 escolhe um dado, B faz a melhor ordem de captura, Ctrl+Z e Ctrl+Y desfazem e refazem.
learn-t-app_lobby = Jogar online conecta a um servidor (o quadrado ao lado do nome dele fica verde quando conectado, amarelo enquanto conecta, vermelho quando não). Um bloco por modo de jogo diz quantos esperam e quantos jogam; um clique pega um lugar numa sala pública. Crie uma sala de amigos para jogar com quem você conhece, ou use Entrar pelo nome com o nome da sala (Entrar joga, Assistir só olha). Com login feito numa conta, as partidas rápidas podem ser Ranqueadas: cada modo tem seu próprio rating, um relógio corre em cada vez, e Rankings mostra os melhores jogadores de cada modo, o histórico do rating deles e suas partidas para ver em replay. Partidas ao vivo lista as partidas em andamento: Assistir abre uma. Como jogar também fica a um clique do lobby.
learn-t-app_menu = O menu ☰ tem a velocidade das animações, virar para o jogador (o tabuleiro gira para que quem joga fique embaixo), Como jogar, Ajustes, Revanche, Nova partida e a tela inicial; numa janela estreita ele também tem Desfazer, Refazer, Dica e girar o tabuleiro.
learn-t-app_new_game = Escolha o jogo, o número de jogadores, o conjunto de regras e quem ocupa cada lugar (você, um amigo nesta tela ou um computador, de iniciante a mestre). Mais regras lista as regras da casa, cada uma com um ? que abre a página dela aqui; Avançado tem o tamanho do tabuleiro, as peças e a semente. O tabuleiro ao lado mostra como a partida vai começar.
learn-t-app_results = Quando uma partida termina, os resultados dizem quem venceu e cada colocação, com o modo como cada um terminou. Revanche joga de novo com os mesmos lugares; Ver replay percorre a partida (← → passo a passo, Home e End pulam); Salvar registro guarda a partida num arquivo. Toda partida terminada fica guardada em Replays, na tela inicial.
learn-t-app_room = Uma sala de espera mostra seu nome (Copiar, ou Copiar link no navegador, para convidar amigos), um cartão por lugar e o chat. Numa partida, o cartão da sala tem Sair da sala (sair de uma partida em andamento é desistir dela), Propor nova partida (todos precisam concordar) e Cancelar a partida, depois que um jogador sumir. Uma conexão perdida é retomada sozinha e coloca você de volta no seu lugar. O quadrado no canto inferior direito acende quando é a sua vez.
learn-t-app_settings = Ajustes (tela inicial ou menu ☰) tem o volume, o tema, a velocidade das animações, um símbolo nas bolinhas de cada jogador para daltônicos, o tamanho da interface e as cores do tabuleiro. Temas podem ser adicionados como pastas e mudam todos os tabuleiros, inclusive os diagramas daqui. A partida em andamento é salva após cada jogada: Continuar, na tela inicial, retoma a partida.
learn-t-app_title = Jogar começa com um clique a partida que você configurou por último; Continuar retoma uma partida não terminada; Nova partida configura outra; Aprender tem estas páginas e as lições guiadas; Jogar online encontra outros jogadores; Replays mostra partidas terminadas; Ajustes muda a aparência e o som do jogo.
learn-t-chain = Depois de um salto, você pode saltar de novo de onde caiu, quantas vezes puder, em qualquer direção, sobre bolinhas de qualquer cor: uma só jogada. Você pode parar depois de qualquer salto. Uma jogada é ou um passo ou saltos, nunca os dois. Escadas de bolinhas, suas e dos outros, formam longas sequências.
learn-t-forfeit = Um jogador sem jogada válida passa a vez, e passar conta como jogada. Isso acontece quando as bolinhas ficam encurraladas; em partidas por equipes, um jogador com todas as bolinhas no destino passa a vez enquanto o parceiro corre.
learn-t-goal = Cada jogador começa com bolinhas numa ponta da estrela (um triângulo), seu triângulo de partida, e corre com elas até a ponta oposta, seu destino. O Vermelho, o primeiro lugar da mesa, joga primeiro (escolha deste app: as regras impressas deixam começar o jogador mais novo ou o Preto); depois os jogadores se revezam, uma jogada cada, seguindo para a esquerda (sentido horário). O primeiro a preencher seu destino com todas as suas bolinhas vence.
learn-t-hop = Uma bolinha pode saltar sobre uma bolinha bem ao lado dela, de qualquer cor, para a casa vazia logo atrás, em linha reta. Nada é capturado: a bolinha saltada fica.
learn-t-layouts = Dois jogadores começam em pontas opostas, três em pontas alternadas, quatro em dois pares opostos, seis em todas. Cada jogador tem um conjunto de 10 bolinhas no tabuleiro padrão (15 ou 21 nos tabuleiros maiores; dois jogadores podem jogar com 15 no tabuleiro padrão); os diagramas e lições daqui usam um tabuleiro pequeno com 6. Dois jogadores podem jogar cada um com dois ou três conjuntos de cor ao mesmo tempo, e três jogadores com dois conjuntos cada, movendo a cada vez uma bolinha de qualquer um dos seus conjuntos. Com quatro ou seis jogadores, também dá para jogar em equipes (Equipes, em Nova partida, desativado a menos que escolhido): os parceiros sentam frente a frente, e uma equipe termina quando os dois têm todas as bolinhas nos seus destinos.
learn-t-occupied_target = Uma regra contra bloqueio, impressa nas regras de um jogo de madeira e ativa nas regras de família (as regras clássicas e online não a têm; Mais regras, em Nova partida, a ativa): um jogador terminou quando todas as casas do seu destino estão cheias e pelo menos uma tem uma bolinha dele, mesmo que a bolinha de outro jogador ainda esteja lá.
learn-t-petri_back = Quando sua mão tem menos peças que o valor do dado escolhido, em vez disso você retira essa quantidade das suas peças do tabuleiro de volta para a mão, escolhendo quais (as regras impressas dizem só “remover”: que elas voltam para a mão e que você escolhe quais é a leitura deste app). Se acabarem as peças para retirar, sua vez termina na hora, sem capturas; com poucas na mão para colocar e nenhuma no tabuleiro para retirar, ela simplesmente termina.
learn-t-petri_captures = Depois de colocar (ou retirar), cada peça em jogo é verificada uma vez. Uma peça com mais vizinhas inimigas que amigas é cercada e sai. As inimigas são as peças de todos os outros jogadores juntos, então uma peça ao lado de uma peça azul e de uma verde tem 2 inimigas; casas vazias não contam para nenhum lado, então uma peça solitária ao lado de uma única inimiga cai (1 a 0). Uma peça cercada vai para o copo do jogador da vez, mesmo que seja uma peça dele mesmo, e pontua para ele. Empate fica. Passe o mouse sobre uma peça numa partida para ver a contagem dela.
learn-t-petri_cup = Uma peça que não pode ser colocada (nenhuma casa vazia ao lado das suas peças, ou nenhuma sobrando no seu triângulo de partida) vai direto para o seu próprio copo, e lá ela conta para você: o copo é a sua pontuação.
learn-t-petri_end = A partida termina quando um jogador não tem peça no tabuleiro nem na mão, ou quando o tabuleiro fica vazio depois que todos jogaram uma vez. Quem tem mais peças no copo vence; contagens iguais dividem a vitória (leitura deste app: as regras impressas não dizem). Para que toda partida termine, este app também para depois de 200 turnos de cada um (Máx. de turnos, em Nova partida) e conta os copos como estão.
learn-t-petri_home = Enquanto você não tem peça no tabuleiro, a peça que você coloca precisa ir para uma casa vazia do seu triângulo de partida, a ponta da estrela da sua cor.
learn-t-petri_order = Nas regras normais, você verifica as peças uma de cada vez, na ordem que escolher, e cada captura muda o tabuleiro para as verificações seguintes. Uma ordem melhor captura mais. Melhor ordem faz a ordem que mais captura; você também pode clicar nas peças você mesmo. Quando nenhuma peça que falta verificar pode mais cair, a etapa de captura termina sozinha.
learn-t-petri_place = Na sua vez, role os dois dados e escolha um. Coloque essa quantidade de peças da sua mão, uma de cada vez, cada uma ao lado de uma peça sua que já esteja no tabuleiro (as peças colocadas nesta vez contam).
learn-t-petri_players = O Petri é jogado por dois a seis jogadores no tabuleiro de damas chinesas. Com cinco, a ponta oposta ao Vermelho, o primeiro lugar da mesa, fica vazia para que a mesa fique equilibrada (disposição deste app: as regras impressas não dizem).
learn-t-petri_realtime = Na variante Tempo real, todas as peças são julgadas no mesmo tabuleiro ao mesmo tempo, e todas as peças cercadas saem juntas: não há ordem para escolher.
learn-t-petri_start = Petri é o jogo de cercar com dados de Jonathan Leistiko. Cada jogador começa com todas as suas peças na mão (10 no tabuleiro padrão; os diagramas e lições daqui usam um tabuleiro pequeno com 6), um copo vazio e um triângulo de partida (a área inicial das regras impressas), a ponta da estrela da sua cor. Para ver quem começa, todos rolam dois dados: o maior total começa, e os empatados rolam de novo (leitura deste app: as regras impressas só dizem para rolar). Depois o jogo segue para a esquerda (sentido horário).
learn-t-release_rule = Uma regra das regras online contra bloqueio: quando um jogador não consegue aproximar nenhuma bolinha do seu destino e suas bolinhas estão nesse destino, você precisa tirar uma dessas bolinhas de lá na sua vez, se puder. Não há prazo: a regra vale em cada turno em que o jogador está bloqueado, e só nesses turnos. (As regras online só dizem que quem bloqueia precisa liberar; quando um jogador conta como bloqueado é a leitura deste app.)
learn-t-step = Um passo move uma bolinha para uma casa vazia ao lado dela, em qualquer uma das seis direções.
learn-t-stops = Nas regras clássicas e de família, uma jogada pode terminar em qualquer casa. Nas regras online, uma jogada só pode terminar no meio ou no triângulo de partida ou no destino da própria bolinha: os saltos podem passar pelas outras pontas da estrela, inclusive as vazias, mas não podem parar lá.
learn-t-super_hops = Uma regra da casa, fora das regras impressas e desativada a menos que escolhida em Nova partida: uma bolinha pode saltar sobre uma única bolinha a qualquer distância ao longo de uma linha, caindo tão longe atrás dela quanto estava à frente, quando todas as casas no meio estão vazias.
learn-t-target_lock = Uma regra impressa nas regras de um jogo de madeira e ativa nas regras de família: quando uma bolinha está no seu destino, toda jogada dela precisa terminar dentro do destino. Só conta onde a jogada termina, então uma sequência de saltos pode sair do destino e voltar.
learn-t-winning = O primeiro jogador com todas as bolinhas no destino vence. O que acontece depois depende das regras. Nas regras clássicas (as do botão Jogar), a partida continua e os outros disputam as colocações seguintes. Nas regras de família e online, a rodada é completada: os jogadores depois do vencedor ainda fazem sua jogada daquela rodada, para que todos tenham feito o mesmo número de jogadas, e todos que terminam nessa rodada dividem a primeira colocação. Quando todos os jogadores dividem a primeira colocação, a partida é um empate, com quaisquer regras. Completar a rodada, em Nova partida, ativa ou desativa isso. Depois do máximo de jogadas (300 para cada um, por padrão), os jogadores ainda na corrida dividem as últimas colocações.
learn-title = Aprender
learn-wrong_default = Essa não: { $step }
learn-you = Você

## level
level-beginner = iniciante
level-easy = fácil
level-hard = difícil
level-master = mestre
level-medium = médio

## loading
loading-petri = Petri
loading-the_game_s_pictures_could = Não foi possível carregar as imagens do jogo

## menu
menu-a_marble_in_its_target = uma bolinha no seu destino não pode sair dele
menu-against_many = 
    { $n ->
        [one] você contra { $n } computador
       *[other] você contra { $n } computadores
    }
menu-against_one = você contra um computador { $level }
menu-back = Voltar
menu-board_size = Tabuleiro
menu-chinese_checkers_in_every_rule = Damas chinesas com todos os conjuntos de regras, e o jogo de dados de cercar
menu-colour_sets_per_player = Conjuntos de cor por jogador
menu-continue = Continuar
menu-continue_line = { $game } · { $players } jogadores · jogada { $move }
menu-export = Exportar
menu-export_help_download = baixar como arquivo
menu-export_help_folder = gravar no caminho abaixo (um arquivo ou uma pasta)
menu-file_hint_folder = o caminho de um registro (.json) ou texto para importar, ou onde exportar
menu-file_hint_paste = cole aqui o texto de um registro (.json) para importá-lo
menu-finishing_with_an_opponent_s = terminar com uma bolinha adversária presa no seu destino conta
menu-game = Jogo
menu-holes_per_side = casas por lado do triângulo
menu-hop_over_a_marble_at = saltar sobre uma única bolinha a qualquer distância, caindo à mesma distância atrás dela, se as casas no meio estiverem vazias
menu-how_to_play = Como jogar
menu-import = Importar
menu-imported_as = importado como { $name }
menu-learn = Aprender
menu-move_cap = Máx. de jogadas
menu-moves_per_player = { $n ->
    [one] jogada
   *[other] jogadas
} por jogador
menu-new_game = Nova partida
menu-no_finished_games_yet_every = Nenhuma partida terminada ainda: toda partida que você terminar fica guardada aqui.
menu-occupied_target_counts = destino ocupado conta
menu-offered_as_download = { $file } oferecido para download
menu-paste_a_record = cole o texto de um registro (ele começa com {"{"})
menu-people_only = só pessoas, nesta tela
menu-pieces = Peças
menu-pieces_per_player = por jogador
menu-pieces_per_set = por conjunto de cor (10, 15 ou 21 no tabuleiro padrão)
menu-play = Jogar
menu-play_line = { $game } · { $players } jogadores · { $who }
menu-play_online = Jogar online
menu-players = Jogadores
menu-puzzles = Desafios
menu-quit = Sair
menu-records_kept_in_browser = Os registros ficam guardados no armazenamento local deste navegador; os arquivos exportados também rodam em petri-cli replay <file>. Você também pode soltar um arquivo de registro na página.
menu-records_kept_in_folder = Os registros ficam guardados em { $folder }; petri-cli replay <file> também os reproduz. Você também pode soltar um arquivo de registro na janela.
menu-release_rule = regra da liberação
menu-release_rule_line = quando um jogador não consegue se aproximar do seu destino e suas bolinhas estão nele, tire uma delas de lá
menu-replays = Replays
menu-saved = salvo: { $path }
menu-seats = Lugares
menu-seed = Semente
menu-settings = Ajustes
menu-standard = padrão
menu-start = Começar
menu-super_hops = supersaltos
menu-target_lock = trava do destino
menu-teams = Equipes
menu-theme = Tema:
menu-turn_cap = Máx. de turnos
menu-turns_per_player = {" "}turnos por jogador
menu-watch = Assistir

## new
new-advanced = Avançado: tabuleiro, peças, semente
new-checkers_line = leve suas bolinhas até o outro lado
new-classic = Clássico
new-classic_line = Salte para qualquer lugar; depois do vencedor, continue jogando pelas colocações.
new-colour_help = { $colour }: clique para outra cor
new-computer = Computador
new-computer_help = um computador joga neste lugar, neste nível
new-computers = 
    { $n ->
        [one] { $n } computador
       *[other] { $n } computadores
    }
new-computers_none = sem computadores
new-family = Família
new-family_line = Uma bolinha no seu destino fica lá; a rodada é completada, então todos jogam o mesmo número de vezes.
new-finish_round = Completar a rodada
new-finish_round_line = quando alguém termina, os outros ainda jogam nesta rodada (as primeiras colocações podem ser divididas); desativado: continuar jogando pelas colocações
new-more_rules = Mais regras
new-name = nome
new-online = Online
new-online_line = As jogadas terminam só nos seus triângulos; proibido bloquear um destino (regra da liberação); a rodada é completada, jogadas iguais empatam.
new-own_triangles = Só triângulos próprios
new-own_triangles_line = uma jogada só pode terminar no meio, no triângulo de partida da bolinha ou no seu destino
new-person = Pessoa
new-petri_line = cerque com os dados
new-players_n = 
    { $n ->
        [one] { $n } jogador
       *[other] { $n } jogadores
    }
new-realtime = Capturas em tempo real
new-realtime_line = toda peça cercada sai de uma vez, não uma de cada vez na ordem de quem joga
new-rules = Regras
new-seed_line = a mesma semente, os mesmos dados e as mesmas escolhas do computador
new-sequential = Capturas em sequência
new-sequential_line = Quem joga verifica as peças para captura uma de cada vez, na ordem que escolher.
new-summary = { $game } · { $players } jogadores · { $computers }
new-summary_realtime = capturas em tempo real
new-summary_rules = { $game } ({ $rules })
new-teams_line = parceiros sentam frente a frente; os dois precisam terminar

## notice
notice-no_legal_move = esta bolinha não tem jogada agora
notice-no_saved_game = não há partida salva para retomar
notice-no_undo_online = partidas online não têm desfazer
notice-not_your_turn = espere: é a vez de { $seat }
notice-nothing_to_redo = nada para refazer
notice-nothing_to_remove = { $seat } não tem mais nada para retirar
notice-nothing_to_remove_you = Você não tem mais nada para retirar
notice-nothing_to_undo = nada para desfazer
notice-pick_a_marble_first = primeiro escolha uma das suas bolinhas
notice-language_bad_code = “{ $code }” não é um código de idioma (por exemplo de, pt-BR)
notice-language_failed = O idioma { $code } não pode ser usado ({ $error }); o idioma continua como estava.
notice-pieces_to_cup = 
    { $count ->
        [one] { $count } peça de { $seat } ficou sem casa e foi para o copo dele
       *[other] { $count } peças de { $seat } ficaram sem casa e foram para o copo dele
    }
notice-pieces_to_cup_you = 
    { $count ->
        [one] { $count } peça sua ficou sem casa e foi para o seu copo
       *[other] { $count } peças suas ficaram sem casa e foram para o seu copo
    }
notice-seat_home_passes = { $seat } terminou e passa a vez até o parceiro terminar também
notice-seat_passes = { $seat } não tem jogada e passa a vez
notice-seat_starts = { $seat } começa
notice-you_home_pass = Você terminou e passa a vez até o seu parceiro terminar também
notice-you_pass = Você não tem jogada e passa a vez
notice-you_start = Você começa

## online
online-account = Sua conta
online-account_help = Convidados jogam partidas casuais. Faça login, ou crie uma conta com um nome só seu, para jogar partidas ranqueadas e aparecer no ranking.
online-account_name = nome (3–20 letras)
online-add_computer = + Computador
online-anonymous = Jogador
online-bad_snapshot = não é possível mostrar a partida da sala: { $why }
online-cancel_game = Cancelar a partida
online-cancel_help = Um jogador sumiu: peça aos outros para encerrar esta partida (por exemplo, para começar uma nova).
online-cancelled = a partida foi cancelada
online-casual = Casual
online-casual_help = Partidas rápidas são casuais: nada vale rating (mas com relógio: 30 s por vez, um minuto de reserva).
online-chat = Chat
online-chat_unread = 
    { $n ->
        [one] Chat ({ $n } nova)
       *[other] Chat ({ $n } novas)
    }
online-computer = computador, { $level }
online-connect = Conectar
online-connected_to = conectado a { $url }
online-connecting_to = conectando a { $url }…
online-copy = Copiar
online-copy_help = Copie o nome da sala e cole para seus amigos numa mensagem ou num e-mail.
online-copy_link = Copiar link
online-copy_link_help = Copie { $link }: quem abrir entra nesta sala.
online-counts = { $waiting } esperando · { $playing } jogando
online-counts_unknown = conecte-se para ver quem joga
online-create = Criar
online-create_account = Criar conta
online-create_friends_room = Criar sala de amigos
online-create_help = Uma sala só sua: compartilhe o nome dela, e os amigos entram.
online-disconnect = Desconectar
online-disconnected = desconectado
online-error-bad_login = nome ou senha incorretos
online-error-bad_message = o servidor não entendeu esse pedido
online-error-illegal_move = o servidor recusou a jogada (ou seu tempo acabou)
online-error-name_taken = já existe uma conta com esse nome (ou com um muito parecido): escolha outro
online-error-not_allowed = isso não cabe a você aqui (numa sala de amigos, só quem a criou adiciona computadores)
online-error-not_found = não existe esse jogador ou essa partida ranqueada
online-error-not_in_room = você não está mais numa sala
online-error-not_your_turn = não é a sua vez
online-error-rate_limited = pedidos demais: espere um pouco e tente de novo
online-error-room_full = essa sala está cheia (você pode assistir)
online-error-room_not_found = não existe sala com esse nome: confira e tente de novo
online-error-stale = a partida avançou nesse meio-tempo: aqui está ela como está agora
online-error-unavailable = o servidor não pode fazer isso agora: tente de novo daqui a pouco
online-error-vote_refused = nenhuma votação pode ser feita agora
online-free_seat = lugar livre
online-friends_room = Sala de amigos
online-gone = conexão perdida
online-here = aqui
online-join = Entrar
online-join_by_name = Entrar pelo nome
online-join_help = As oito letras e algarismos que um amigo passou para você.
online-leads = { $who } lidera
online-leave = Sair da sala
online-live = Partidas ao vivo
online-lost_line = A conexão com { $url } caiu. Nova tentativa em { $secs } s.
online-lost_line_now = A conexão com { $url } caiu. Tentando de novo agora…
online-lost_retrying = conexão perdida; nova tentativa em { $secs } s
online-mode = { $rules }, { $players } jogadores
online-more_modes = Mais modos
online-new_game = Propor nova partida
online-new_game_help = Todos na sala precisam concordar; cada jogador recebe cores novas.
online-no = Não
online-no_chat = Ninguém disse nada ainda. Só os jogadores desta sala leem isto.
online-no_server = Nenhum servidor responde em { $url }. Inicie o petri-server lá ou escolha outra região (as regiões estão listadas em settings.ron). Nova tentativa em { $secs } s.
online-no_server_at = nenhum servidor em { $url }
online-no_server_now = Nenhum servidor responde em { $url }. Inicie o petri-server lá ou escolha outra região (as regiões estão listadas em settings.ron). Tentando de novo agora…
online-nobody_leads = ninguém lidera
online-not_connected = desconectado: sua jogada não foi enviada
online-not_your_turn = não é a sua vez
online-out_of_time = o tempo de { $name } acabou
online-over = a partida acabou
online-password = senha (8 ou mais)
online-paste = Colar
online-paste_here = cole o nome de uma sala
online-players_n = 
    { $n ->
        [one] { $n } jogador
       *[other] { $n } jogadores
    }
online-playing = jogando
online-problem_detail = O que a conexão disse: { $why }
online-public_help = Um lugar numa sala desse tipo que tenha lugar livre; a partida começa quando a sala enche.
online-public_room = Sala pública
online-quick_game = Partida rápida
online-rated = Ranqueada
online-rated_help = Partidas rápidas são ranqueadas: contra outras contas, com relógio (30 s por vez, um minuto de reserva).
online-rating = rating neste modo (um “?”: provisório, ainda se ajustando)
online-reconnecting_to = conexão perdida, reconectando a { $url }…
online-region = Região
online-room = Sala
online-say = diga algo
online-send = Enviar
online-share_help = Mande o nome (ou o link) para seus amigos: ele abre esta sala.
online-sign_in = Login
online-sign_out = Sair
online-signed_in = Logado como { $name }
online-status = placar
online-status_help = Mostra quem lidera (combinem entre vocês se vão olhar).
online-tile = { $rules } · { $players }
online-tiles_offline = Estas partidas precisam de um servidor: dá para escolhê-las quando o jogo estiver conectado a um (acima).
online-title = Jogar online
online-vanished = sumiu
online-vote_cancel = votação para cancelar a partida: { $yes } de { $needed }
online-vote_closed = a votação terminou sem acordo
online-vote_computer = votação para dar o lugar de quem sumiu a um computador: { $yes } de { $needed }
online-vote_new_game = votação para uma nova partida: { $yes } de { $needed }
online-waiting_n_of_m = Esperando jogadores: { $n } de { $m } lugares ocupados
online-watch = Assistir
online-watch_live = Assistir
online-watching = você está assistindo
online-winners = Vencedores:
online-yes = Sim
online-you = (você)
online-your_name = Seu nome
online-your_turn = sua vez

## preset
preset-classic = clássico
preset-family = família
preset-online = online
preset-petri = Petri
preset-petri_realtime = Petri tempo real

## puzzles
puzzles-about_crossing = Dez bolinhas atravessando o tabuleiro vazio. Levenspiel fez isso sozinho em 27 jogadas (1971); G. I. Bell provou por computador que ninguém consegue em menos (2009).
puzzles-about_home = Só as suas bolinhas se movem: leve todas para o destino no menor número de jogadas.
puzzles-about_order = Uma etapa de captura de uma partida real: encontre a ordem de verificações que captura mais.
puzzles-about_roll = Um lançamento: escolha o dado, coloque as peças, depois verifique-as, capturando o máximo.
puzzles-answer = Uma melhor resposta: { $moves }
puzzles-band_easy = Fácil
puzzles-band_hard = Difícil
puzzles-band_medium = Médio
puzzles-count_captures = Capturadas: { $n } · o melhor captura { $par }
puzzles-count_moves = Jogadas: { $n } · meta { $par }
puzzles-daily = Desafio do dia
puzzles-hint = Tente { $action }
puzzles-hint_off_line = A dica segue a linha publicada: use Repetir para segui-la de novo
puzzles-kind_crossing = Travessias clássicas
puzzles-kind_home = Até o destino no menor número de jogadas
puzzles-kind_order = A ordem das verificações
puzzles-kind_roll = O melhor lançamento
puzzles-loading = Carregando os desafios…
puzzles-next = Próximo desafio
puzzles-play = Jogar
puzzles-rating = Rating { $rating }
puzzles-rating_about = Seu rating de desafios (Glicko-2): a primeira conclusão de cada desafio conta como uma partida contra ele — três estrelas sem dica vencem, duas estrelas (ou três com dica) empatam, qualquer outro resultado ou ver a resposta perde. Desafios fáceis têm rating 1200, médios 1500, difíceis 1800. Um “?” quer dizer que ele ainda está se ajustando.
puzzles-rating_change = Rating de desafios { $rating } ({ $change })
puzzles-rating_kept = Rating de desafios { $rating } (só a primeira conclusão de um desafio vale rating)
puzzles-retry = Repetir
puzzles-show_answer = Resposta
puzzles-solved = { $solved } de { $total } desafios resolvidos
puzzles-from_mod = Mod: { $name }
puzzles-stars_1 = Resolvido. A meta é melhor: tente de novo para ganhar três estrelas.
puzzles-stars_2_moves = Uma jogada a mais que a meta: duas estrelas.
puzzles-stars_2_captures = Uma captura a menos que a meta: duas estrelas.
puzzles-stars_3 = Na meta: três estrelas!
puzzles-task_crossing = 
    { $par ->
        [one] Leve as dez para o outro lado em { $par } jogada
       *[other] Leve as dez para o outro lado em { $par } jogadas
    }
puzzles-task_crossing_two = 
    { $par ->
        [one] Mova as duas cores: leve uma cor para o outro lado e encerre a partida em { $par } jogada
       *[other] Mova as duas cores: leve uma cor para o outro lado e encerre a partida em { $par } jogadas
    }
puzzles-task_home = 
    { $par ->
        [one] Leve todas as bolinhas para o destino em { $par } jogada
       *[other] Leve todas as bolinhas para o destino em { $par } jogadas
    }
puzzles-task_order = 
    { $par ->
        [one] Capture { $par } peça nesta etapa de captura
       *[other] Capture { $par } peças nesta etapa de captura
    }
puzzles-task_roll = 
    { $par ->
        [one] Capture { $par } peça com este lançamento
       *[other] Capture { $par } peças com este lançamento
    }
puzzles-title = Desafios

## ranking
ranking-bad_record = O registro de { $game } não pode ser usado: { $error }
ranking-days_ago = 
    { $n ->
        [one] há { $n } dia
       *[other] há { $n } dias
    }
ranking-empty = Ninguém jogou uma partida ranqueada deste modo nos últimos 30 dias. Faça login e jogue uma: as partidas rápidas são ranqueadas quando você escolhe Ranqueada.
ranking-games = 
    { $n ->
        [one] { $n } partida ranqueada
       *[other] { $n } partidas ranqueadas
    }
ranking-history = Rating: { $mode }
ranking-hours_ago = há { $n } h
ranking-just_now = agora mesmo
ranking-keep = Salvar em Replays
ranking-kept = { $game } está nos seus Replays
ranking-loading = Consultando o servidor…
ranking-minutes_ago = há { $n } min
ranking-more_modes = Mais modos
ranking-no_games = Nenhuma partida ranqueada ainda.
ranking-no_store = este jogo não tem onde guardar registros
ranking-offline = Conecte-se a um servidor para ver os rankings dele.
ranking-oldest_newest = cada partida ranqueada, da mais antiga à mais recente
ranking-open = Rankings
ranking-open_player = Ratings e partidas
ranking-recent = Partidas ranqueadas recentes
ranking-replay = Replay
ranking-title = Ranking
ranking-your_page = Sua página

## results
results-hide = Ver o tabuleiro
results-line = 
    { $moves ->
        [one] { $game } · { $moves } jogada feita
       *[other] { $game } · { $moves } jogadas feitas
    }
results-new_game = Nova partida
results-propose_rematch = Propor revanche
results-save = Salvar registro
results-save_help = grava o registro da partida num arquivo (um download no navegador); ele também fica guardado em Replays
results-shared = colocação dividida
results-show = Resultados
results-vote_running = Há uma votação em andamento: responda na sala.
results-watch = Ver replay
results-win_shared = { $names } dividem a vitória!
results-wins = { $name } vence!

## review
review-best_was = A jogada do motor: { $best }
review-blunder = um erro grave
review-button = Análise
review-cannot = Esta partida não pode ser analisada: { $why }
review-good = boa
review-graph_petri = Linha grossa: copos · clara: peças em jogo
review-inaccuracy = uma imprecisão
review-making = O motor analisa cada jogada: { $done } de { $total }
review-mistake = um erro
review-seat_short = { $name } { $accuracy }%
review-seat_line = { $name }: precisão { $accuracy }% · { $inaccuracies ->
        [one] { $inaccuracies } imprecisão
       *[other] { $inaccuracies } imprecisões
    } · { $mistakes ->
        [one] { $mistakes } erro
       *[other] { $mistakes } erros
    } · { $blunders ->
        [one] { $blunders } erro grave
       *[other] { $blunders } erros graves
    }
review-start = O início: clique no gráfico ou avance com ◀ ▶ para ver a avaliação de cada jogada.
review-title = Análise do motor
review-turn = 
    { $loss ->
        [one] { $name } jogou { $played }: { $mark } (perde { $loss } fileira); o motor: { $best }
       *[other] { $name } jogou { $played }: { $mark } (perde { $loss } fileiras); o motor: { $best }
    }
review-turn_petri = 
    { $loss ->
        [one] { $name } jogou { $played }: { $mark } (perde { $loss } peça); o motor: { $best }
       *[other] { $name } jogou { $played }: { $mark } (perde { $loss } peças); o motor: { $best }
    }
review-turn_best = { $name } jogou { $played }: a mesma jogada do motor
review-turn_forced = { $name } jogou { $played }: a única jogada

## seat
seat-computer = Computador ({ $level })
seat-computer_short = computador, { $level }
seat-computer_default = Computador
seat-human = Humano
seat-human_short = humano
seat-lesson_short = a lição joga
seat-puzzle_short = fica parado
seat-remote = Jogador online
seat-remote_short = online
seat-replayed_short = replay
seat-you = Você

## settings
settings-a_symbol_on_each_player = um símbolo nas bolinhas de cada jogador
settings-add_your_own_copy_a = Adicione o seu: copie uma pasta em assets/themes (veja o README dela).
settings-animations = Animações
settings-board = Tabuleiro
settings-close = Fechar
settings-colour_blind_help = Ajuda para daltônicos
settings-colour_the_start_triangles_not = colorir os triângulos de partida, não os destinos (damas chinesas)
settings-defaults = Padrões
settings-interface_size = Tamanho da interface
settings-language = Idioma
settings-living_title = Tabuleiro animado
settings-living_title_line = computadores jogam devagar atrás do título; desativado, o tabuleiro fica parado e o jogo descansa
settings-living_title_software = Tabuleiro animado sem placa de vídeo
settings-living_title_software_line = Esta janela é desenhada pelo processador ({ $renderer }), então é mantida leve: o tabuleiro animado (que ocuparia boa parte de um núcleo) fica parado a menos que isto esteja ativado, e as bordas são desenhadas sem suavização.
settings-loading_more = carregando…
settings-mute = mudo
settings-settings = Ajustes
settings-sound = Som
settings-theme = Tema
settings-times_speed = × velocidade
settings-turn_line = o tabuleiro gira para que quem joga fique embaixo
settings-turn_to_face_the_player = girar para quem vai jogar
settings-volume = volume

## theme
theme-classic = Madeira clássica
theme-contrast = Alto contraste
theme-glass = Vidro no escuro

list-two = { $a } e { $b }
list-middle = { $a }, { $b }
list-end = { $a } e { $b }

settings-mods = Mods…
mods-title = Mods
mods-add = Adicionar um mod…
mods-remove = Remover
mods-where = Coloque a pasta de um mod ou o seu .zip em { $dir }. Um mod mais abaixo na lista substitui os arquivos dos mods acima dele e os do jogo.
mods-where_web = Adicione o .zip de um mod com o botão abaixo ou arraste-o para a página. Os mods ficam guardados neste navegador. Um mod mais abaixo na lista substitui os arquivos dos mods acima dele e os do jogo.
mods-none = Nenhum mod ainda. Crie um com petri-cli mod new, como explica assets/mods/README.md.
mods-none_web = Nenhum mod ainda. Adicione o .zip de um mod ou crie um com petri-cli mod new, como explica assets/mods/README.md.
mods-same_id = Desativado: outro mod acima dele já tem o id { $id }.
mods-needs = Desativado: ele precisa do mod { $id } ({ $version }) ativado e mais acima na lista.
mods-base = Petri { $version }: os temas, idiomas, lições e desafios do próprio jogo, abaixo de todos os mods.
mods-up = Subir
mods-down = Descer
mods-version = versão { $version }
mods-by = por { $author }
mods-problems = Desativado: { $n ->
        [one] um problema
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
        [one] { $n } desafio
       *[other] { $n } desafios
    }
mods-sounds =
    { $n ->
        [one] { $n } som
       *[other] { $n } sons
    }
mods-pictures =
    { $n ->
        [one] { $n } imagem
       *[other] { $n } imagens
    }
mods-lessons = lições

replays-summary = { $game }: { $who } — { $moves ->
        [one] { $moves } jogada
       *[other] { $moves } jogadas
    }
replays-unnamed = { $n ->
        [one] { $n } jogador
       *[other] { $n } jogadores
    }
menu-resume_line = { $game }, { $names } — { $moves ->
        [one] { $moves } jogada
       *[other] { $moves } jogadas
    }
results-home_in = chegou ao destino em { $moves ->
        [one] { $moves } jogada
       *[other] { $moves } jogadas
    }
results-not_home = não chegou ao destino
results-cup = { $n ->
        [one] { $n } peça no copo
       *[other] { $n } peças no copo
    }

learn-l-teams = Equipes
learn-l-teams_about = Quatro jogadores em duas equipes terminam juntos
learn-l-teams_1 = Quatro jogadores em duas equipes: os parceiros ficam frente a frente, então seu parceiro começa no seu destino e corre para a sua casa (a bolinha dele também está acesa). Leve sua última bolinha ao destino
learn-l-teams_2 = Todas as suas bolinhas chegaram, mas seu parceiro ainda está a caminho, e uma equipe só termina quando os dois chegam. Até lá você não tem outra jogada além de passar; o jogo passa por você
learn-l-teams_want = Leve a bolinha acesa à última casa livre do seu destino
learn-l-teams_done = Sua equipe vence quando seu parceiro também chega; até lá você passa a cada rodada.

# The theme editor (Settings → Edit theme…).
settings-edit_theme = Editar tema…
theme_editor-title = Editor de temas
theme_editor-about = Cada cor muda o tabuleiro na hora. Exportar como mod cria um .zip que qualquer jogador pode adicionar.
theme_editor-name = Nome
theme_editor-copy_name = Meu tema { $name }
theme_editor-colours = Cores
theme_editor-background = Mesa
theme_editor-board = Tabuleiro
theme_editor-board_edge = Borda do tabuleiro
theme_editor-hole = Casas
theme_editor-highlight = Destaque
theme_editor-hint = Dica
theme_editor-accent = Destaque da interface
theme_editor-pictures = Imagens (de { $theme })
theme_editor-drop_picture = Escolha uma imagem e solte um PNG na janela para colocá-lo no lugar dela (ou solte marble.png, dice.png… com o nome de uma).
theme_editor-drop_picture_web = Escolha uma imagem e solte um PNG na página para colocá-lo no lugar dela (ou solte marble.png, dice.png… com o nome de uma).
theme_editor-picture_yours = { $slot }: sua imagem
theme_editor-picture_which = Qual imagem { $file } deve substituir? Escolha uma primeiro no editor de temas.
theme_editor-picture_put = { $slot }: { $file } colocada no lugar.
theme_editor-picture_refused = { $file } não foi usado: { $error }
theme_editor-export = Exportar como mod
theme_editor-exported = Exportado: { $file }. Está em Ajustes → Mods; adicione o .zip aos mods de outro jogador para compartilhar.
theme_editor-downloaded = Baixado: { $file }. Arraste-o para a página de outro jogador para compartilhar.
theme_editor-export_failed = Não foi possível exportar o tema: { $error }
