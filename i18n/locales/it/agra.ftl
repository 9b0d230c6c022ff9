# Agra: le parole del gioco. Nessun regolamento italiano: termini scelti (i18n/terms/agra.md).

## Names (ids in event and text arguments, selected by the argument's name)
agra-n-good = { $good ->
    [sandstone] arenaria
    [wood] legno
    [turmeric] curcuma
    [cotton] cotone
    [cement] cemento
    [paper] carta
    [curry] curry
    [oil] olio
    [bricks] mattoni
    [planks] assi
    [dye] tintura
    [cloth] stoffa
    [statue] statua
    [book] libro
    [painting] dipinto
    [clothing] abiti
   *[other] { $good }
}
agra-n-good2 = { $good2 ->
    [sandstone] arenaria
    [wood] legno
    [turmeric] curcuma
    [cotton] cotone
    [cement] cemento
    [paper] carta
    [curry] curry
    [oil] olio
    [bricks] mattoni
    [planks] assi
    [dye] tintura
    [cloth] stoffa
    [statue] statua
    [book] libro
    [painting] dipinto
    [clothing] abiti
   *[other] { $good2 }
}
agra-n-src = { $src ->
    [sandstone] arenaria
    [wood] legno
    [turmeric] curcuma
    [cotton] cotone
    [cement] cemento
    [paper] carta
    [curry] curry
    [oil] olio
    [bricks] mattoni
    [planks] assi
    [dye] tintura
    [cloth] stoffa
    [statue] statua
    [book] libro
    [painting] dipinto
    [clothing] abiti
   *[other] { $src }
}
agra-n-tgt = { $tgt ->
    [sandstone] arenaria
    [wood] legno
    [turmeric] curcuma
    [cotton] cotone
    [cement] cemento
    [paper] carta
    [curry] curry
    [oil] olio
    [bricks] mattoni
    [planks] assi
    [dye] tintura
    [cloth] stoffa
    [statue] statua
    [book] libro
    [painting] dipinto
    [clothing] abiti
   *[other] { $tgt }
}
agra-n-m1 = { $m1 ->
    [sandstone] arenaria
    [wood] legno
    [turmeric] curcuma
    [cotton] cotone
    [cement] cemento
    [paper] carta
    [curry] curry
    [oil] olio
    [bricks] mattoni
    [planks] assi
    [dye] tintura
    [cloth] stoffa
    [statue] statua
    [book] libro
    [painting] dipinto
    [clothing] abiti
   *[other] { $m1 }
}
agra-n-m2 = { $m2 ->
    [sandstone] arenaria
    [wood] legno
    [turmeric] curcuma
    [cotton] cotone
    [cement] cemento
    [paper] carta
    [curry] curry
    [oil] olio
    [bricks] mattoni
    [planks] assi
    [dye] tintura
    [cloth] stoffa
    [statue] statua
    [book] libro
    [painting] dipinto
    [clothing] abiti
   *[other] { $m2 }
}
agra-n-m3 = { $m3 ->
    [sandstone] arenaria
    [wood] legno
    [turmeric] curcuma
    [cotton] cotone
    [cement] cemento
    [paper] carta
    [curry] curry
    [oil] olio
    [bricks] mattoni
    [planks] assi
    [dye] tintura
    [cloth] stoffa
    [statue] statua
    [book] libro
    [painting] dipinto
    [clothing] abiti
   *[other] { $m3 }
}
agra-n-m4 = { $m4 ->
    [sandstone] arenaria
    [wood] legno
    [turmeric] curcuma
    [cotton] cotone
    [cement] cemento
    [paper] carta
    [curry] curry
    [oil] olio
    [bricks] mattoni
    [planks] assi
    [dye] tintura
    [cloth] stoffa
    [statue] statua
    [book] libro
    [painting] dipinto
    [clothing] abiti
   *[other] { $m4 }
}
agra-n-g1 = { $g1 ->
    [sandstone] arenaria
    [wood] legno
    [turmeric] curcuma
    [cotton] cotone
    [cement] cemento
    [paper] carta
    [curry] curry
    [oil] olio
    [bricks] mattoni
    [planks] assi
    [dye] tintura
    [cloth] stoffa
    [statue] statua
    [book] libro
    [painting] dipinto
    [clothing] abiti
   *[other] { $g1 }
}
agra-n-g2 = { $g2 ->
    [sandstone] arenaria
    [wood] legno
    [turmeric] curcuma
    [cotton] cotone
    [cement] cemento
    [paper] carta
    [curry] curry
    [oil] olio
    [bricks] mattoni
    [planks] assi
    [dye] tintura
    [cloth] stoffa
    [statue] statua
    [book] libro
    [painting] dipinto
    [clothing] abiti
   *[other] { $g2 }
}
agra-n-g3 = { $g3 ->
    [sandstone] arenaria
    [wood] legno
    [turmeric] curcuma
    [cotton] cotone
    [cement] cemento
    [paper] carta
    [curry] curry
    [oil] olio
    [bricks] mattoni
    [planks] assi
    [dye] tintura
    [cloth] stoffa
    [statue] statua
    [book] libro
    [painting] dipinto
    [clothing] abiti
   *[other] { $g3 }
}
agra-n-building = { $good ->
    [sandstone] Cava
    [wood] Segheria
    [turmeric] Campo di curcuma
    [cotton] Campo di cotone
    [cement] Cementificio
    [paper] Cartiera
    [curry] Cucina del curry
    [oil] Frantoio
    [bricks] Fornace
    [planks] Falegnameria
    [dye] Tintoria
    [cloth] Tessitura
    [statue] Laboratorio dello scultore
    [book] Legatoria
    [painting] Studio del pittore
    [clothing] Sartoria
   *[other] { $good }
}
agra-n-space = { $space ->
    [architect] Architetto
    [sailor] Marinaio
    [trader] Commerciante
    [botanist] Botanico
    [sandstone] Cava
    [wood] Segheria
    [turmeric] Campo di curcuma
    [cotton] Campo di cotone
    [cement] Cementificio
    [paper] Cartiera
    [curry] Cucina del curry
    [oil] Frantoio
    [bricks] Fornace
    [planks] Falegnameria
    [dye] Tintoria
    [cloth] Tessitura
    [statue] Laboratorio dello scultore
    [book] Legatoria
    [painting] Studio del pittore
    [clothing] Sartoria
   *[other] { $space }
}
agra-n-the-space = { $space ->
    [architect] l'Architetto
    [sailor] il Marinaio
    [trader] il Commerciante
    [botanist] il Botanico
    [sandstone] la Cava
    [wood] la Segheria
    [turmeric] il Campo di curcuma
    [cotton] il Campo di cotone
    [cement] il Cementificio
    [paper] la Cartiera
    [curry] la Cucina del curry
    [oil] il Frantoio
    [bricks] la Fornace
    [planks] la Falegnameria
    [dye] la Tintoria
    [cloth] la Tessitura
    [statue] il Laboratorio dello scultore
    [book] la Legatoria
    [painting] lo Studio del pittore
    [clothing] la Sartoria
   *[other] { $space }
}
agra-n-guild = { $guild ->
    [artisans] Artigiani
    [merchants] Mercanti
    [scholars] Studiosi
   *[other] { $guild }
}
agra-n-guild2 = { $guild2 ->
    [artisans] Artigiani
    [merchants] Mercanti
    [scholars] Studiosi
   *[other] { $guild2 }
}
agra-n-guildw = { $guild ->
    [artisans] artigiani
    [merchants] mercanti
    [scholars] studiosi
   *[other] { $guild }
}
agra-n-notable = { $notable ->
    [n1] Commerciante portoghese
    [n2] Sufi
    [n3] Takshaka
    [n4] Mahout
    [n5] Khatib
    [n6] Commerciante francese
    [n7] Tintore
    [n8] Cuoco
    [n9] Muezzin
    [n10] Jagirdar
    [n11] Califfo
    [n12] Calligrafo
    [n13] Mullah
    [n14] Commerciante inglese
    [n15] Mosaicista
    [n16] Mujtahida
    [n17] Commerciante olandese
    [n18] Pittore
    [n19] Subadar
    [n20] Sadr us-Sudur
    [n21] Gran Mufti
    [n22] Grande Imam
    [n23] Artista di corte
    [n24] Dewan
   *[other] { $notable }
}
agra-n-side = { $side ->
    [n] nord
    [e] est
    [s] sud
    [w] ovest
   *[other] { $side }
}
agra-n-favour = { $fid ->
    [f1] ottieni 1 merce di base
    [f2] trasforma 1 merce lungo una freccia qualsiasi
    [f3] +1 livello su un tracciato
    [ft1] rialza 1 lavoratore sdraiato
    [ft2] +1 merce in una trasformazione
    [ft3] +1 PM (meditazione)
    [ft4] vendi 1 merce al suo valore
    [ft5] rimuovi 1 tessera Copertura
    [ft6] consegna 1 merce a un notabile
    [ft7] servi Akbar o evadi un ordine
    [ft8] 2 passi di contadino
    [ft9] un'operazione con un segnalino Prezzo
    [ft10] scambia 1 merce con un'altra di pari valore
    [ft11] ottieni 1 merce di valore 2
    [ft12] segnalino Meditazione +1 gratis
    [ft13] trasforma una merce di valore 1 in una di valore 2
    [ft14] peonaggio per 3 favori
   *[other] { $fid }
}

agra-n-act = { $act ->
    [exchange] scambiare
    [deliver] consegnare
    [transform] trasformare
    [cache] tessera Copertura
   *[other] { $act }
}
agra-n-slot = { $slot ->
    [sandstone] arenaria
    [wood] legno
    [turmeric] curcuma
    [cotton] cotone
    [cement] cemento
    [paper] carta
    [curry] curry
    [oil] olio
    [bricks] mattoni
    [planks] assi
    [dye] tintura
    [cloth] stoffa
    [statue] statua
    [book] libro
    [painting] dipinto
    [clothing] abiti
   *[other] { $slot }
}
agra-cat-bag = rupie
agra-cat-notables = notabili
agra-cat-influence = maggioranze
agra-cat-meditation = meditazione
agra-cat-caches = tessere Copertura
agra-cat-akbar = Akbar
agra-final-1 = { $who1 } { $t1 } ({ agra-cat-bag } { $bag1 }, { agra-cat-notables } { $notables1 }, { agra-cat-influence } { $influence1 }, { agra-cat-meditation } { $meditation1 }, { agra-cat-caches } { $caches1 }, { agra-cat-akbar } { $akbar1 }{ $tie1 ->
    [yes] , spareggio { $tb1 }
   *[no] { "" }
}; posizione { $rank1 })
agra-final-2 = { $who2 } { $t2 } ({ agra-cat-bag } { $bag2 }, { agra-cat-notables } { $notables2 }, { agra-cat-influence } { $influence2 }, { agra-cat-meditation } { $meditation2 }, { agra-cat-caches } { $caches2 }, { agra-cat-akbar } { $akbar2 }{ $tie2 ->
    [yes] , spareggio { $tb2 }
   *[no] { "" }
}; posizione { $rank2 })
agra-final-3 = { $who3 } { $t3 } ({ agra-cat-bag } { $bag3 }, { agra-cat-notables } { $notables3 }, { agra-cat-influence } { $influence3 }, { agra-cat-meditation } { $meditation3 }, { agra-cat-caches } { $caches3 }, { agra-cat-akbar } { $akbar3 }{ $tie3 ->
    [yes] , spareggio { $tb3 }
   *[no] { "" }
}; posizione { $rank3 })
agra-final-4 = { $who4 } { $t4 } ({ agra-cat-bag } { $bag4 }, { agra-cat-notables } { $notables4 }, { agra-cat-influence } { $influence4 }, { agra-cat-meditation } { $meditation4 }, { agra-cat-caches } { $caches4 }, { agra-cat-akbar } { $akbar4 }{ $tie4 ->
    [yes] , spareggio { $tb4 }
   *[no] { "" }
}; posizione { $rank4 })
agra-ev-final = Punteggio finale: { $n ->
    [2] { agra-final-1 }; { agra-final-2 }
    [3] { agra-final-1 }; { agra-final-2 }; { agra-final-3 }
   *[other] { agra-final-1 }; { agra-final-2 }; { agra-final-3 }; { agra-final-4 }
}.{ $ties ->
    [yes] { " " }I pareggi si risolvono con il valore delle merci in magazzino + i favori.
   *[no] { "" }
}

## Eventi (il registro della partita)
agra-ev-answered = { $who } ha risposto.
agra-ev-answered-you = Hai risposto «{ $action }».
agra-ev-round-turn = Round { $round }: turno di { $who }.
agra-ev-over = La partita è finita: punteggio finale.
agra-ev-meditates = { $who } medita.
agra-ev-no-space = { $who } non ha spazi azione possibili: l'azione è saltata.
agra-ev-ends-turn = { $who } termina il turno.
agra-ev-ejected = Il lavoratore { $up ->
    [yes] in piedi
   *[no] sdraiato
} di { $who } viene espulso.
agra-ev-place-site = { $who } piazza un lavoratore sul cantiere del Costruttore: { agra-n-the-space }.
agra-ev-peonage = { $who } usa di nuovo { agra-n-the-space } (peonaggio).
agra-ev-place = { $who } piazza un lavoratore su { agra-n-the-space }.
agra-ev-coins = { $who } prende { $k ->
    [one] la { $k } rupia lasciata
   *[other] le { $k } rupie lasciate
} su { agra-n-the-space }.
agra-ev-coins-you = Prendi { $k ->
    [one] la { $k } rupia lasciata
   *[other] le { $k } rupie lasciate
} su { agra-n-the-space }; ora ne hai { $total }.
agra-ev-merchant-favours = { $who } ottiene 2 favori dal Mercante.
agra-ev-merchant-moves = Il Mercante tira { $n } e si sposta su { agra-n-the-space }.
agra-ev-builder-leaves = Non resta alcun cantiere: il Costruttore lascia il gioco.
agra-ev-builder-rolls = Il Costruttore tira { $n }.
agra-ev-builder-moves = Il Costruttore si sposta su { agra-n-the-space }.
agra-ev-builds = { $who } costruisce { agra-n-the-space }.
agra-ev-boat-builds = L'evento della barca costruisce { agra-n-the-space }.
agra-ev-pays-site = { $who } paga { $n ->
    [1] { $k1 } { agra-n-m1 }
    [2] { $k1 } { agra-n-m1 }, { $k2 } { agra-n-m2 }
    [3] { $k1 } { agra-n-m1 }, { $k2 } { agra-n-m2 }, { $k3 } { agra-n-m3 }
   *[other] { $k1 } { agra-n-m1 }, { $k2 } { agra-n-m2 }, { $k3 } { agra-n-m3 }, { $k4 } { agra-n-m4 }
} per { agra-n-the-space }.
agra-ev-bonus-tile = { $who } prende la tessera Bonus Costruzione { $tile }.
agra-ev-transforms = { $who } trasforma { $k } { agra-n-src } in { agra-n-tgt }.
agra-ev-no-follow = { $who } non segue.
agra-ev-follows = { $who } segue: { $k } { agra-n-src } in { agra-n-tgt }.
agra-ev-follower-favours = { $who } ottiene { $k } { $k ->
    [one] favore
   *[other] favori
} da chi ha seguito.
agra-ev-produces = { $who } produce { $k } { agra-n-good }.
agra-ev-dyer = { $who } scambia 2 { agra-n-good } con 1 { agra-n-good2 } (Tintore).
agra-ev-delivers = { $who } consegna { agra-n-good } al { agra-n-notable }{ $double ->
    [yes] { " " }due volte (doppia consegna)
   *[no] { "" }
}.
agra-ev-complete = Il { agra-n-notable } è completo: { $who } vince la carta.
agra-ev-sufi = { $who } avanza sul tracciato Meditazione (Sufi).
agra-ev-pays-sailor = { $who } paga 1 { agra-n-good } al Marinaio.
agra-ev-no-jagirdar = { $who } non usa il Jagirdar.
agra-ev-boat = La barca avanza al pontile { $n }.
agra-ev-pontoon3 = Ogni giocatore ottiene 1 favore per cotone (al massimo 3). Il limite degli ordini ora è 4.
agra-ev-pontoon4 = I segnalini Prezzo tornano al Commerciante; ogni giocatore ottiene 1 favore. Limite 5.
agra-ev-pontoon5 = Ogni giocatore prende una merce di valore 1, 2 o 3 (secondo il cotone). Il limite degli ordini è 6.
agra-ev-p5-takes = { $who } prende 1 { agra-n-good } (pontile 5).
agra-ev-fulfils = { $who } evade l'ordine { $n } degli { agra-n-guildw } ({ agra-n-g1 } + { agra-n-g2 }).
agra-ev-akbar = { $who } serve Akbar: { agra-n-good } (spazio { agra-n-slot }).
agra-ev-track-top = Il segnalino { agra-n-guildw } di { $who } è già in cima (passo perso).
agra-ev-track-up = { $who } sale al livello { $n } degli { agra-n-guildw }.
agra-ev-takes-tile = { $who } prende la tessera Favore { $tile }.
agra-ev-level-favours = { $who } prende { $k } { $k ->
    [one] favore
   *[other] favori
} (bonus del livello { $n }).
agra-ev-discards-tile = { $who } scarta la tessera Favore { $tile }.
agra-ev-lays = { $who } sdraia { $k } { $k ->
    [one] lavoratore
   *[other] lavoratori
} per { $mp } PM.
agra-ev-mosaic = { $who } converte { $k } PM in favori (Mosaicista).
agra-ev-wheel = La ruota della Meditazione ora blocca «{ agra-n-act }».
agra-ev-exchanges = { $who } scambia 1 { agra-n-good } con 1 { agra-n-good2 }.
agra-ev-cache = { $who } rimuove la tessera Copertura { $cache }.
agra-ev-farmer = { $who } sposta il contadino { agra-n-side } { $dir ->
    [forward] in avanti
   *[back] indietro
}.
agra-ev-token-flip = { $who } gira il segnalino Prezzo su { agra-n-good }.
agra-ev-token-put = { $who } mette un segnalino Prezzo su { agra-n-good } ({ $sign }).
agra-ev-trader-gives = { $who } dà { $n ->
    [1] { agra-n-g1 }
    [2] { agra-n-g1 }, { agra-n-g2 }
   *[other] { agra-n-g1 }, { agra-n-g2 }, { agra-n-g3 }
} al Commerciante.
agra-ev-trader-takes = { $who } prende 1 { agra-n-good } dal Commerciante.
agra-ev-favour = { $who } usa l'azione Favore { $tile }{ $mollah ->
    [yes] { " " }con il Mullah
   *[no] { "" }
}.
agra-ev-luxury = { $who } usa: { agra-n-good } (azione merce di lusso).
agra-ev-spends = { $who } spende { $n ->
    [1] { agra-n-g1 }
   *[other] { agra-n-g1 } e { agra-n-g2 }
} per rialzare lavoratori.
agra-ev-caliph = { $who } spende 1 cotone (Califfo).
agra-ev-stands = { $who } rialza il lavoratore su { agra-n-the-space }.
agra-ev-gains = { $who } ottiene { $k } { agra-n-good }.
agra-ev-sells = { $who } vende 1 { agra-n-good }.
agra-ev-french = { $who } consegna { agra-n-good } sulla carta del Commerciante francese.
agra-ev-meditation-up = { $who } sale alla casella Meditazione { $n }.
agra-ev-gain-rupees = { $who } ottiene rupie ({ agra-why }).
agra-ev-gain-rupees-you = Ottieni { $k } { $k ->
    [one] rupia
   *[other] rupie
} ({ agra-why }); ora ne hai { $total }.
agra-ev-pay-rupees = { $who } paga rupie ({ agra-why }).
agra-ev-pay-rupees-you = Paghi { $k } { $k ->
    [one] rupia
   *[other] rupie
} ({ agra-why }); ora ne hai { $total }.
agra-ev-end-triggered = La fine della partita è innescata ({ agra-end-why }): si finisce questo round, poi un altro.
agra-why = { $why ->
    [peonage] peonaggio
    [takshaka] Takshaka
    [bonus-tile] tessera bonus { $tile }
    [bonus] bonus del { agra-n-notable } per { agra-n-good }
    [delivery] consegna al { agra-n-notable }
    [double] doppia consegna
    [refund] consegne non usate del Marinaio
    [order] ordine degli { agra-n-guildw }
    [sold] { agra-n-good } venduto
    [french] Commerciante francese
   *[other] { $why }
}
agra-end-why = { $why ->
    [stalemate] nessun giocatore ha potuto piazzare un lavoratore per tutto il round
    [notable] il notabile di livello IV { agra-n-notable } è completo
    [boat] la barca ha raggiunto il pontile 6
    [column] la colonna ordini degli { agra-n-guildw } è piena
    [track] { $who } ha raggiunto la cima del tracciato degli { agra-n-guildw }
   *[other] { $why }
}
agra-ev-setup = Preparazione: il Mercante parte dall'edificio B{ $n }, il Costruttore è su { agra-n-the-space }.
agra-ev-first = { $who } è il primo giocatore.

## What a decision asks (text.KINDS, STAGES) and one-word moves (ONE_WORD, TWO_WORDS)
agra-kind-turn = turno
agra-kind-lay = sdraiare lavoratori per punti Meditazione
agra-kind-med = azioni Meditazione
agra-kind-arch = Architetto: influenza o costruzione
agra-kind-mat = scegliere i materiali da costruzione
agra-kind-bonus = scegliere una tessera Bonus Costruzione
agra-kind-proc = quante merci trasformare
agra-kind-prod = quante merci produrre
agra-kind-dyer = scambio del Tintore
agra-kind-spay = Marinaio: pagare una merce
agra-kind-sail = Marinaio: consegne
agra-kind-trade = Commerciante
agra-kind-tok = segnalino Prezzo
agra-kind-tx = scambio del Commerciante
agra-kind-bot = opzioni del Botanico
agra-kind-cache = rimuovere una tessera Copertura
agra-kind-farm = spostare contadini
agra-kind-follow = seguire la trasformazione?
agra-kind-jag = consegna del Jagirdar
agra-kind-infl = passi d'influenza dai notabili
agra-kind-lvl = bonus di livello d'influenza
agra-kind-discard = scartare una tessera Favore
agra-kind-mosaic = Mosaicista: prendere una tessera Favore
agra-kind-track = scegliere un tracciato
agra-kind-track2 = dipinto: due tracciati
agra-kind-stand = rialzare lavoratori
agra-kind-gain = ottenere una merce
agra-kind-sell = vendere una merce
agra-kind-french = consegna al Commerciante francese
agra-kind-x1 = scambiare una merce
agra-kind-mdn = a quale notabile consegnare
agra-kind-mdg = merci per il notabile
agra-kind-mtr = lungo quale freccia trasformare
agra-kind-sadr = Sadr us-Sudur: servire Akbar
agra-kind-ft7 = servire Akbar o evadere un ordine
agra-kind-p5 = pontile 5: prendere una merce
agra-kind-fmenu = azioni Favore
agra-kind-fdel = consegna Favore a un notabile
agra-kind-peon = pagare il peonaggio (rupie o favori)
agra-kind-bmove = il Costruttore si sposta
agra-kind-boat = la barca avanza
agra-kind-merchant = il Mercante si sposta
agra-kind-next = il turno successivo
agra-kind-mainend = la fine dell'azione
agra-kind-wproc = trasformare nel nuovo edificio
agra-stage-start = meditare, o piazzare un lavoratore
agra-stage-act = piazzare un lavoratore
agra-stage-extra = piazzare un lavoratore (azione extra della statua)
agra-stage-orders = fase Ordini: Akbar, un ordine di gilda, o fine turno
agra-kind-other = una decisione
agra-kind-yours = la tua decisione
agra-stage-end = finire il turno
agra-stage-end-yours = finire il tuo turno
agra-a-favour = Azioni Favore…
agra-a-meditate = Meditare (sdraiare lavoratori per PM)
agra-a-exchange = Scambiare…
agra-a-deliver = Consegnare a un notabile…
agra-a-transform = Trasformare una merce…
agra-a-cache = Rimuovere una tessera Copertura…
agra-a-farmer = Spostare un contadino…
agra-a-farmers = Spostare contadini…
agra-a-token = Segnalino Prezzo…
agra-a-take = Fine delle cessioni: prendere merci
agra-a-pay = Pagare questi materiali
agra-a-statue = Statua: un'azione principale extra
agra-a-book = Libro: rialzare fino a 3 lavoratori, +1 favore
agra-a-painting = Dipinto: +1 su due tracciati
agra-a-clothing = Vendere abiti
agra-a-oil = Spendere olio: rialzare 1 lavoratore
agra-a-curry = Spendere curry: rialzare 1 lavoratore
agra-a-caliph = Califfo: spendere cotone, rialzare 1 lavoratore
agra-a-french = Consegna al Commerciante francese…
agra-a-english = Scambio del Commerciante inglese…
agra-a-cook = Riprendere un lavoratore dal Cuoco
agra-a-favours = Prendere i favori
agra-a-decline = Non seguire
agra-a-follow = Seguire con 1 merce
agra-a-back = Indietro: lasciare questo menu
agra-a-done = Fatto: finire questo passo
agra-a-none = Non prendere nulla
agra-a-pass = Passare (niente da fare qui)
agra-a-end-turn = Finire il tuo turno
agra-a-no-swap = Tenere le merci prodotte (nessuno scambio)
agra-a-oil-curry = Spendere olio e curry: rialzare fino a 3 lavoratori
agra-a-pay-done = Smettere di pagare: le consegne sono fissate
agra-a-pay-favours = Pagare il peonaggio con 3 favori (FT14)
agra-a-pay-none = Non pagare nulla: 1 consegna
agra-a-pay-rupees = Pagare il peonaggio in rupie

## Testi (games/agra/text.py): regole, richieste, etichette delle mosse, riepiloghi, tabellone, rifiuti
agra-rules = **Agra** (2–4 giocatori). Le rupie sono punti vittoria e restano **segrete** fino alla fine.
    A ogni turno: **meditazione** facoltativa (sdraiare lavoratori in piedi per PM; scambiare, consegnare, trasformare, rimuovere una tessera Copertura — un'azione esterna è bloccata — o spostare contadini), poi l'**azione** obbligatoria: piazzare un lavoratore su un personaggio (Architetto: +1 influenza o costruire; Marinaio: pagare una merce per consegne ai notabili e un ordine di gilda; Commerciante: segnalino Prezzo e/o scambio; Botanico: due tra meditare, Copertura, contadini), un edificio costruito (produrre o trasformare fino a 3 merci — gli altri possono *seguire* con una merce) o il cantiere del Costruttore. Uno spazio occupato da un altro giocatore lo espelle (guadagna favori); il tuo costa 2 rupie (peonaggio). Poi, se vuoi, servi ad **Akbar** una merce o evadi un **ordine di gilda**, e `end turn`.
    A ogni richiesta del tuo turno: olio/curry rialzano lavoratori, azioni Favore, merci di lusso (statua = azione extra, dipinto = 2 influenze, libro, abiti = vendita), abilità dei notabili.
    I notabili sul fiume pagano 1 rupia per segnalino su di loro quando consegni; la maggioranza vince la carta. I notabili completati fanno avanzare la barca (eventi). La fine arriva dopo il round che segue un notabile di livello IV, un'influenza di 10 o una colonna di ordini piena. Punteggio finale: notabili di fine partita, maggioranze d'influenza × ordini, meditazione VII (5), tessere Copertura rimosse, Akbar (0/1/3/5, +3 ciascuna).
    Le mosse si scrivono come `place sailor` (o `piazza marinaio`), `pay curry`, `give n2 curry`, `process 3`, `follow`, `end turn` (o `fine turno`).
agra-nothing-to-decide = niente da decidere
agra-none = nessuna
agra-nobody = nessuno
agra-and = { " " }e{ " " }
agra-free = libero
agra-neutral = neutrale
agra-empty = vuoto
agra-no-goods = nessuna merce
agra-no-notable-left = nessun notabile rimasto
agra-goods-k = { $k } { agra-n-good }
agra-tile-text = { $tile } ({ agra-n-favour })
agra-worker = { $who } { $up ->
    [yes] in piedi
   *[no] sdraiato
}
## describe
agra-d-place-again = Usare di nuovo { agra-n-space } (peonaggio)
agra-d-place-eject = Piazzare un lavoratore su { agra-n-space } (espelle { $who })
agra-d-place-site = Piazzare un lavoratore sul cantiere del Costruttore: { agra-n-space } (costruito gratis)
agra-d-place = Piazzare un lavoratore su { agra-n-space }
agra-d-process = Trasformare { $k } merci{ $ft2 ->
    [yes] { " " }+1 con FT2
   *[no] { "" }
}
agra-d-produce = Produrre { $k } merci{ $ft2 ->
    [yes] { " " }+1 con FT2
   *[no] { "" }
}
agra-d-pay = Pagare 1 { agra-n-good } (valore { $value })
agra-d-deliver = Consegnare { agra-n-good } al { agra-n-notable }{ $double ->
    [yes] { " " }×2 (doppia consegna)
   *[no] { "" }
}
agra-d-favour = Azione Favore { $tile }: { agra-n-favour }{ $mollah ->
    [yes] { " " }con il Mullah
   *[no] { "" }
}
agra-d-order = Evadere l'ordine degli { agra-n-guild } ({ agra-n-g1 } + { agra-n-g2 })
agra-d-order-none = Evadere l'ordine degli { agra-n-guild } ()
agra-d-akbar = Servire ad Akbar: { agra-n-good }
agra-d-akbar-slot = Servire ad Akbar: { agra-n-good } sullo spazio { agra-n-slot }
agra-d-build = Costruire: { agra-n-building } (costo { $cost })
agra-d-transform = Trasformare { agra-n-src } in { agra-n-tgt }{ $ft2 ->
    [yes] { " " }(+1 con FT2)
   *[no] { "" }
}
agra-d-notable = Consegnare al { agra-n-notable }
agra-d-bonus = { $tile }: { $guild ->
    [none] { "" }
   *[other] +1 { agra-n-guild }{ ", " }
}{ $fav ->
    [0] { "" }
   *[other] { $fav } favore{ ", " }
}{ $cache ->
    [yes] rimuovere una tessera Copertura{ ", " }
   *[no] { "" }
}{ $rupees } rupie
agra-d-tile = Tessera Favore { $tile }: { agra-n-favour }
agra-d-use = Aggiungere 1 { agra-n-good } (valore di costruzione { $value })
agra-d-lay = Sdraiare il tuo lavoratore su { agra-n-space }
agra-d-stand = Rialzare il tuo lavoratore su { agra-n-space }
agra-d-cache = Rimuovere la tessera Copertura { $cache }
agra-d-farmer = Spostare il contadino { agra-n-side } { $dir ->
    [forward] in avanti
   *[back] indietro
}
agra-d-gain = Ottenere 1 { agra-n-good } (valore { $value })
agra-d-take = Prendere 1 { agra-n-good } (valore { $value })
agra-d-sell = Vendere 1 { agra-n-good } (valore { $value })
agra-d-send = Consegnare 1 { agra-n-good } (valore { $value })
agra-d-swap = Scambiare con 1 { agra-n-good } (valore { $value })
agra-d-give = Dare 1 { agra-n-good } (valore { $value })
agra-d-influence = +1 livello sul tracciato degli { agra-n-guild }
agra-d-on = Mettere il segnalino su { agra-n-good }
agra-d-face-up = Faccia in su (+1)
agra-d-face-down = Faccia in giù (−1)
agra-d-mosaic = Convertire { $mp } PM in { $k } { $k ->
    [one] favore
   *[other] favori
}
agra-d-follow = Seguire con 1 merce{ $ft2 ->
    [yes] { " " }(+1 con FT2)
   *[no] { "" }
}
agra-d-raise = +1 livello presso gli { agra-n-guild }
agra-d-raise2 = +1 livello presso gli { agra-n-guild } e gli { agra-n-guild2 }
## richieste
agra-p-over = La partita è finita.
agra-p-turn = Tocca a te: { $stage }.
agra-p-follow = { $who } trasforma { agra-n-src } in { agra-n-tgt }: segui?
agra-p-med = Meditazione: restano { $mp } PM.
agra-p-sail = Marinaio: { $k ->
    [one] resta { $k } consegna
   *[other] restano { $k } consegne
}.
agra-p-p5 = Pontile 5: prendi una merce di valore { $value }.
## rifiuti
agra-x-empty = Scrivi una mossa.
agra-x-nothing = Ora non hai niente da decidere.
agra-x-not-built = { agra-n-building } non è costruito (solo il cantiere del Costruttore lo è).
agra-x-peonage = Il peonaggio costa 2 rupie (1 con il Calligrafo, o 3 favori con FT14) e non puoi pagarlo.
agra-x-no-reserve = Non hai lavoratori di riserva: solo i tuoi spazi (peonaggio).
agra-x-place-first = Prima piazza un lavoratore: la fase Azioni è obbligatoria.
agra-x-not-a-move = «{ $action }» non è una mossa qui; prova { $verbs }.
agra-x-not-legal = «{ $action }» non è consentito ora.
## titolo, riepilogo
agra-h-over = Agra: la partita è finita.
agra-h-turn = Agra, round { $round }, turno di { $who } — si attende { $pending }: { $deciding }.
agra-s-boat = Barca al pontile { $boat }, limite ordini { $limit }, la ruota blocca { agra-n-act }.
agra-s-player = { $who }: { $goods }; { $favours } favori; influenza { $infl }; meditazione { $med }; { $k } notabili.
agra-s-final = Finale: { $scores }
## testo del tabellone
agra-b-site = cantiere, costo { $cost }
agra-b-merchant = qui c'è il Mercante (+2 favori)
agra-b-builder = qui c'è il Costruttore (un lavoratore lo costruisce gratis)
agra-b-coins = { $k } { $k ->
    [one] rupia lasciata
   *[other] rupie lasciate
} qui
agra-b-space = { agra-n-space }: { $bits }
agra-b-end = La fine è innescata (round { $round }): dopo questo round, un altro.
agra-b-boat = Barca al pontile { $boat } di 6 (notabili accessibili fino al livello { $level }); limite ordini { $limit }; azione Meditazione bloccata: { agra-n-act }; primo giocatore { $who }.
agra-b-characters = Personaggi: { $spaces }.
agra-b-buildings = Edifici di livello { $level }: { $spaces }.
agra-b-values = Valore delle merci: di base 1, lavorate 2, di lusso 3{ $any ->
    [0] { "" }
   *[other] ; cambiati dai segnalini Prezzo: { $changed }
}.
agra-b-slot = { agra-n-good } { $marks }
agra-b-notable = { agra-n-notable } ({ $id }, livello { $level }, { agra-n-guildw }): { $slots }
agra-b-river = Fiume: { $notables }.
agra-b-completed = Notabili completati per livello: { $done }
agra-b-order-goods = { agra-n-g1 } + { agra-n-g2 }
agra-b-order-full = nessuno (colonna piena)
agra-b-order-by = { agra-n-g1 } + { agra-n-g2 } di { $who }
agra-b-orders = Ordini degli { agra-n-guild }: attuale { $current }; evasi: { $filled } ({ $k }/{ $limit } segnalini).
agra-b-akbar-slot = { agra-n-slot } { $who }
agra-b-akbar = Spazi di Akbar: { $slots }.
agra-b-tiles = Tessere Favore scoperte: { $display }; { $pile } nel mazzo. Tessere Bonus Costruzione rimaste: { $bonus }.
agra-b-infl = { agra-n-guild } { $level }
agra-b-player = { $who }: { $goods }; { $favours } favori; tessere Favore { $tiles }; { $reserve } lavoratori di riserva{ $cook ->
    [0] { "" }
   *[other] , { $cook } dal Cuoco
}; meditazione { $med }; influenza { $infl }; notabili { $contracts }; produzione { $prod }; { $caches } { $caches ->
    [one] tessera Copertura rimossa
   *[other] tessere Copertura rimosse
}; { $orders } { $orders ->
    [one] ordine evaso
   *[other] ordini evasi
}, { $akbar } { $akbar ->
    [one] merce ad Akbar
   *[other] merci ad Akbar
}{ $shown ->
    [yes] ; { $rupees } { $rupees ->
        [one] rupia
       *[other] rupie
    }
   *[no] { "" }
}.
agra-b-final = Punteggi finali:
agra-b-tie = ; spareggio { $tb }
## riepilogo privato
agra-ps-rupees = Hai { $k } { $k ->
    [one] rupia
   *[other] rupie
} (segrete fino al punteggio finale).
agra-ps-tiles = Tessere Favore: { $tiles }.
agra-ps-pile = Mazzo delle tessere Favore: { $tiles }
agra-ps-answer = La tua risposta, applicata quando tutti avranno risposto: { $action }.
agra-good-v = { agra-n-good } { $v }
