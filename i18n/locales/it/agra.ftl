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
# una sola merce ("1 mattone", "2 mattoni")
agra-n-good-one = { $good ->
    [bricks] mattone
    [planks] asse
    [clothing] abito
   *[other] { agra-n-good }
}
agra-n-good2-one = { $good2 ->
    [bricks] mattone
    [planks] asse
    [clothing] abito
   *[other] { agra-n-good2 }
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
agra-n-src-one = { $src ->
    [bricks] mattone
    [planks] asse
    [clothing] abito
   *[other] { agra-n-src }
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
# preposizione e articolo davanti a una gilda: dei Mercanti, degli Artigiani, degli Studiosi
# (vocale, s + consonante), i Mercanti, gli Artigiani
agra-n-guild-di = { $guild ->
    [merchants] dei { agra-n-guild }
   *[other] degli { agra-n-guild }
}
agra-n-guildw-di = { $guild ->
    [merchants] dei { agra-n-guildw }
   *[other] degli { agra-n-guildw }
}
agra-n-guild-gli = { $guild ->
    [merchants] i { agra-n-guild }
   *[other] gli { agra-n-guild }
}
agra-n-guild2-gli = { $guild2 ->
    [merchants] i { agra-n-guild2 }
   *[other] gli { agra-n-guild2 }
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
# il nome di un notabile con articolo e preposizione (la Mujtahida, l'Artista di corte)
agra-n-to-notable = { $notable ->
    [n16] alla { agra-n-notable }
    [n23] all'{ agra-n-notable }
   *[other] al { agra-n-notable }
}
agra-n-of-notable = { $notable ->
    [n16] della { agra-n-notable }
    [n23] dell'{ agra-n-notable }
   *[other] del { agra-n-notable }
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
agra-ev-place = { $who } piazza un lavoratore nello spazio { agra-n-space }.
agra-ev-coins = { $who } prende { $k ->
    [one] la { $k } rupia lasciata
   *[other] le { $k } rupie lasciate
} nello spazio { agra-n-space }.
agra-ev-coins-you = Prendi { $k ->
    [one] la { $k } rupia lasciata
   *[other] le { $k } rupie lasciate
} nello spazio { agra-n-space }; ora ne hai { $total }.
agra-ev-merchant-favours = { $who } ottiene 2 favori dal Mercante.
agra-ev-merchant-moves = Il Mercante tira { $n } e si sposta nello spazio { agra-n-space }.
agra-ev-builder-leaves = Non resta alcun cantiere: il Costruttore lascia il gioco.
agra-ev-builder-rolls = Il Costruttore tira { $n }.
agra-ev-builder-moves = Il Costruttore si sposta nello spazio { agra-n-space }.
agra-ev-builds = { $who } costruisce { agra-n-the-space }.
agra-ev-boat-builds = L'evento della barca costruisce { agra-n-the-space }.
agra-ev-pays-site = { $who } paga { $n ->
    [1] { $k1 } { agra-n-m1 }
    [2] { $k1 } { agra-n-m1 }, { $k2 } { agra-n-m2 }
    [3] { $k1 } { agra-n-m1 }, { $k2 } { agra-n-m2 }, { $k3 } { agra-n-m3 }
   *[other] { $k1 } { agra-n-m1 }, { $k2 } { agra-n-m2 }, { $k3 } { agra-n-m3 }, { $k4 } { agra-n-m4 }
} per { agra-n-the-space }.
agra-ev-bonus-tile = { $who } prende la tessera Bonus Costruzione { $tile }.
agra-ev-transforms = { $k ->
    [0] { $who } non trasforma nulla.
   *[other] { $who } trasforma { $k ->
    [one] { $k } { agra-n-src-one }
   *[other] { $k } { agra-n-src }
} in { agra-n-tgt }.
}
agra-ev-no-follow = { $who } non segue.
agra-ev-follows = { $who } segue: { $k ->
    [one] { $k } { agra-n-src-one }
   *[other] { $k } { agra-n-src }
} in { agra-n-tgt }.
agra-ev-follower-favours = { $who } ottiene { $k } { $k ->
    [one] favore
   *[other] favori
} da chi ha seguito.
agra-ev-produces = { $who } produce { $k ->
    [one] { $k } { agra-n-good-one }
   *[other] { $k } { agra-n-good }
}.
agra-ev-dyer = { $who } scambia 2 { agra-n-good } con 1 { agra-n-good2-one } (Tintore).
agra-ev-delivers = { $who } consegna { agra-n-good } { agra-n-to-notable }{ $double ->
    [yes] { " " }due volte (doppia consegna)
   *[no] { "" }
}.
agra-ev-complete = Contratto { agra-n-of-notable } completato: { $who } vince la carta.
agra-ev-sufi = { $who } avanza sul tracciato Meditazione (Sufi).
agra-ev-pays-sailor = { $who } paga 1 { agra-n-good-one } al Marinaio.
agra-ev-no-jagirdar = { $who } non usa il Jagirdar.
agra-ev-boat = La barca avanza al pontile { $n }.
agra-ev-pontoon3 = Ogni giocatore ottiene 1 favore per cotone (al massimo 3). Il limite degli ordini ora è 4.
agra-ev-pontoon4 = I segnalini Prezzo tornano al Commerciante; ogni giocatore ottiene 1 favore. Limite 5.
agra-ev-pontoon5 = Ogni giocatore prende una merce di valore 1, 2 o 3 (secondo il cotone). Il limite degli ordini è 6.
agra-ev-p5-takes = { $who } prende 1 { agra-n-good-one } (pontile 5).
agra-ev-fulfils = { $who } evade l'ordine { $n } { agra-n-guildw-di } ({ agra-n-g1 } + { agra-n-g2 }).
agra-ev-akbar = { $who } serve Akbar: { agra-n-good } (spazio { agra-n-slot }).
agra-ev-track-top = Il segnalino { agra-n-guildw } di { $who } è già in cima (passo perso).
agra-ev-track-up = { $who } sale al livello { $n } { agra-n-guildw-di }.
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
agra-ev-exchanges = { $who } scambia 1 { agra-n-good-one } con 1 { agra-n-good2-one }.
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
agra-ev-trader-takes = { $who } prende 1 { agra-n-good-one } dal Commerciante.
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
agra-ev-stands = { $who } rialza il lavoratore nello spazio { agra-n-space }.
agra-ev-gains = { $who } ottiene { $k ->
    [one] { $k } { agra-n-good-one }
   *[other] { $k } { agra-n-good }
}.
agra-ev-sells = { $who } vende 1 { agra-n-good-one }.
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
    [bonus] bonus { agra-n-of-notable } per { agra-n-good }
    [delivery] consegna { agra-n-to-notable }
    [double] doppia consegna
    [refund] consegne non usate del Marinaio
    [order] ordine { agra-n-guildw-di }
    [sold] { agra-n-good } venduto
    [french] Commerciante francese
   *[other] { $why }
}
agra-end-why = { $why ->
    [stalemate] nessun giocatore ha potuto piazzare un lavoratore per tutto il round
    [notable] il notabile di livello IV { agra-n-notable } è completo
    [boat] la barca ha raggiunto il pontile 6
    [column] la colonna ordini { agra-n-guildw-di } è piena
    [track] { $who } ha raggiunto la cima del tracciato { agra-n-guildw-di }
   *[other] { $why }
}
agra-ev-setup = Preparazione: il Mercante parte dall'edificio B{ $n }, il Costruttore è nello spazio { agra-n-space }.
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
agra-goods-k = { $k ->
    [one] { $k } { agra-n-good-one }
   *[other] { $k } { agra-n-good }
}
agra-tile-text = { $tile } ({ agra-n-favour })
agra-worker = { $who } { $up ->
    [yes] in piedi
   *[no] sdraiato
}
## describe
agra-d-place-again = Usare di nuovo lo spazio { agra-n-space } (peonaggio)
agra-d-place-eject = Piazzare un lavoratore nello spazio { agra-n-space } (espelle { $who })
agra-d-place-site = Piazzare un lavoratore sul cantiere del Costruttore: { agra-n-space } (costruito gratis)
agra-d-place = Piazzare un lavoratore nello spazio { agra-n-space }
agra-d-process = Trasformare { $k ->
    [one] { $k } merce
   *[other] { $k ->
    [one] { $k } merce
   *[other] { $k } merci
}
}{ $ft2 ->
    [yes] { " " }+1 con FT2
   *[no] { "" }
}
agra-d-produce = Produrre { $k ->
    [one] { $k } merce
   *[other] { $k ->
    [one] { $k } merce
   *[other] { $k } merci
}
}{ $ft2 ->
    [yes] { " " }+1 con FT2
   *[no] { "" }
}
agra-d-pay = Pagare 1 { agra-n-good-one } (valore { $value })
agra-d-deliver = Consegnare { agra-n-good } { agra-n-to-notable }{ $double ->
    [yes] { " " }×2 (doppia consegna)
   *[no] { "" }
}
agra-d-favour = Azione Favore { $tile }: { agra-n-favour }{ $mollah ->
    [yes] { " " }con il Mullah
   *[no] { "" }
}
agra-d-order = Evadere l'ordine { agra-n-guild-di } ({ agra-n-g1 } + { agra-n-g2 })
agra-d-order-none = Evadere l'ordine { agra-n-guild-di } ()
agra-d-akbar = Servire ad Akbar: { agra-n-good }
agra-d-akbar-slot = Servire ad Akbar: { agra-n-good } sullo spazio { agra-n-slot }
agra-d-build = Costruire: { agra-n-building } (costo { $cost })
agra-d-transform = Trasformare { agra-n-src } in { agra-n-tgt }{ $ft2 ->
    [yes] { " " }(+1 con FT2)
   *[no] { "" }
}
agra-d-notable = Consegnare { agra-n-to-notable }
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
agra-d-use = Aggiungere 1 { agra-n-good-one } (valore di costruzione { $value })
agra-d-lay = Sdraiare il tuo lavoratore nello spazio { agra-n-space }
agra-d-stand = Rialzare il tuo lavoratore nello spazio { agra-n-space }
agra-d-cache = Rimuovere la tessera Copertura { $cache }
agra-d-farmer = Spostare il contadino { agra-n-side } { $dir ->
    [forward] in avanti
   *[back] indietro
}
agra-d-gain = Ottenere 1 { agra-n-good-one } (valore { $value })
agra-d-take = Prendere 1 { agra-n-good-one } (valore { $value })
agra-d-sell = Vendere 1 { agra-n-good-one } (valore { $value })
agra-d-send = Consegnare 1 { agra-n-good-one } (valore { $value })
agra-d-swap = Scambiare con 1 { agra-n-good-one } (valore { $value })
agra-d-give = Dare 1 { agra-n-good-one } (valore { $value })
agra-d-influence = +1 livello sul tracciato { agra-n-guild-di }
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
agra-d-raise = +1 livello presso { agra-n-guild-gli }
agra-d-raise2 = +1 livello presso { agra-n-guild-gli } e { agra-n-guild2-gli }
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
agra-x-not-built = L'edificio { agra-n-building } non è costruito (solo il cantiere del Costruttore lo è).
agra-x-peonage = Il peonaggio costa 2 rupie (1 con il Calligrafo, o 3 favori con FT14) e non puoi pagarlo.
agra-x-no-reserve = Non hai lavoratori di riserva: solo i tuoi spazi (peonaggio).
agra-x-place-first = Prima piazza un lavoratore: la fase Azioni è obbligatoria.
agra-x-not-a-move = «{ $action }» non è una mossa qui; prova { $verbs }.
agra-x-not-legal = «{ $action }» non è consentito ora.
## titolo, riepilogo
agra-h-over = Agra: la partita è finita.
agra-h-round = Agra, round { $round }:
agra-h-turn = Agra, round { $round }, turno di { $who } — si attende { $pending }: { $deciding }.
agra-s-boat = Barca al pontile { $boat }, limite ordini { $limit }, la ruota blocca { agra-n-act }.
agra-s-player = { $who }: { $goods }; { $favours ->
    [one] { $favours } favore
   *[other] { $favours } favori
}; influenza { $infl }; meditazione { $med }; { $k ->
    [one] { $k } notabile
   *[other] { $k } notabili
}.
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
agra-b-orders = Ordini { agra-n-guild-di }: attuale { $current }; evasi: { $filled } ({ $k }/{ $limit ->
    [one] { $limit } segnalino
   *[other] { $limit } segnalini
}).
agra-b-akbar-slot = { agra-n-slot } { $who }
agra-b-akbar = Spazi di Akbar: { $slots }.
agra-b-tiles = Tessere Favore scoperte: { $display }; { $pile } nel mazzo. Tessere Bonus Costruzione rimaste: { $bonus }.
agra-b-infl = { agra-n-guild } { $level }
agra-b-player = { $who }: { $goods }; { $favours ->
    [one] { $favours } favore
   *[other] { $favours } favori
}; tessere Favore { $tiles }; { $reserve ->
    [one] { $reserve } lavoratore
   *[other] { $reserve } lavoratori
} di riserva{ $cook ->
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

## Glossary terms (games/agra/glossary.py TERMS): .term is the word `explain` answers to
agra-t-turn = Il tuo turno: meditazione facoltativa, poi l'azione obbligatoria (piazzare un lavoratore), poi, se vuoi, servire Akbar o evadere un ordine di gilda, poi `end turn`. Azioni secondarie (olio, curry, azioni Favore, merci di lusso, abilità dei notabili) a ogni richiesta del tuo turno.
    .term = turno
agra-t-end-turn = Finire il tuo turno (dopo la tua azione; Akbar o un ordine sono facoltativi).
    .term = fine turno
agra-t-end = `end turn` finisce il tuo turno; vedi anche `explain fine della partita`.
    .term = fine
agra-t-end-of-the-game = Innescata da un notabile di livello IV completato, un'influenza di 10 o una colonna di ordini piena: si finisce il round, poi un altro round, poi il punteggio finale.
    .term = fine della partita
agra-t-end-triggered = La fine della partita è innescata: si finisce questo round, se ne gioca un altro, poi il punteggio finale.
    .term = fine innescata
agra-t-round = Ogni giocatore gioca un turno, a partire dal primo giocatore.
    .term = round
agra-t-first-player = Il giocatore che inizia ogni round.
    .term = primo giocatore
agra-t-action = La parte obbligatoria del tuo turno: piazzare un lavoratore (`place <space>`) su un personaggio, un edificio costruito o il cantiere del Costruttore.
    .term = azione
agra-t-place = `place <space>`: metti un lavoratore della tua riserva su un personaggio (architect, sailor, trader, botanist) o un edificio (indicato dalla sua merce: `place curry` = Cucina del curry).
    .term = piazzare
agra-t-space = Uno spazio azione: i quattro personaggi e i 16 edifici. Ognuno accoglie un lavoratore.
    .term = spazio
agra-t-worker = Le tue pedine (10): si piazzano in piedi; si sdraiano in meditazione per i PM; si rialzano con olio, curry, un libro, il Califfo, il Pittore o FT1. I lavoratori espulsi tornano a te.
    .term = lavoratore
agra-t-workers = Vedi `explain lavoratore`.
    .term = lavoratori
agra-t-reserve = I tuoi lavoratori fuori dal tabellone, pronti da piazzare.
    .term = riserva
agra-t-standing = Un lavoratore in piedi sul suo spazio: espellerlo dà favori al proprietario.
    .term = in piedi
agra-t-lying = Un lavoratore sdraiato per punti meditazione; occupa ancora il suo spazio. Espellerlo non dà nulla.
    .term = sdraiato
agra-t-eject = Piazzarsi su uno spazio occupato dal lavoratore di un altro giocatore lo rimanda nella riserva del proprietario; uno in piedi gli dà 1 favore (2 dalla casella meditazione IV).
    .term = espellere
agra-t-ejects = Vedi `explain espellere`.
    .term = espelle
agra-t-peonage = Usare uno spazio dove sta il tuo lavoratore: paga 2 rupie (1 con il Calligrafo, o 3 favori con FT14); nessun nuovo lavoratore è piazzato, il tuo si rialza.
    .term = peonaggio
agra-t-pass = Nessuno spazio possibile o niente da fare: salta questo passo (`pass`). In una finestra di risposta (Jagirdar, Sadr us-Sudur) significa rinunciare.
    .term = passare
agra-t-done = Finire il passo o il sottomenu in corso.
    .term = fatto
agra-t-back = Lasciare un sottomenu senza fare nulla.
    .term = indietro
agra-t-none = Non prendere / non pagare nulla (la scelta offerta è facoltativa).
    .term = niente
agra-t-no = `no swap`: tenere le merci prodotte come sono (Tintore).
    .term = nessuno scambio
agra-t-character = I quattro personaggi principali: Architetto, Marinaio, Commerciante, Botanico (spazi azione).
    .term = personaggio
agra-t-characters = Vedi `explain personaggio`.
    .term = personaggi
agra-t-architect = Personaggio: +1 influenza su un tracciato (`influence <guild>`), o costruire un cantiere (`build <good>`, pagare i materiali con `use <material>` … `pay`), prendere una tessera bonus, piazzarci un lavoratore e trasformare.
    .term = architetto
agra-t-sailor = Personaggio: paga una merce (`pay <good>`, o `pay none`) per 1 + il suo valore consegne ai notabili (`give <notable> <good>`) e al più un ordine di gilda (`order <guild>`).
    .term = marinaio
agra-t-trader = Personaggio: un'operazione con un segnalino Prezzo (`token`) e/o uno scambio: dai da 1 a 3 merci e prendi merci di valore al massimo il loro valore − 1 (`exchange`).
    .term = commerciante
agra-t-botanist = Personaggio: fino a due tra: meditare (salire sul tracciato Meditazione pagando merci), rimuovere una tessera Copertura, spostare contadini.
    .term = botanico
agra-t-builder = Il Costruttore sta su un cantiere: un lavoratore piazzato lì lo costruisce gratis (senza tessera bonus) e trasforma; poi il Costruttore si sposta.
    .term = costruttore
agra-t-builder-s-site = Vedi `explain costruttore`.
    .term = cantiere del costruttore
agra-t-merchant = Il Mercante sta su un edificio costruito: chi lo usa ottiene 2 favori, poi il Mercante si sposta lasciando 1 rupia su ogni edificio che attraversa.
    .term = mercante
agra-t-construction-site = Un edificio di livello 2-4 non ancora costruito (con il suo costo); costruiscilo con l'Architetto o il Costruttore.
    .term = cantiere
agra-t-site = Vedi `explain cantiere`.
    .term = cantieri
agra-t-built = Un edificio utilizzabile (livello 1 dall'inizio, gli altri una volta costruiti).
    .term = costruito
agra-t-building = Uno dei 16 edifici, uno per merce, indicato dalla sua merce nelle mosse (`place paper` = Cartiera). Livello 1: produzione; livelli 2-4: trasformazione.
    .term = edificio
agra-t-buildings = Vedi `explain edificio`.
    .term = edifici
agra-t-level = Di un edificio: 1-4 (la classe della sua merce). Di un notabile: I-IV (sezione del fiume). D'influenza: 1-10 su un tracciato di gilda.
    .term = livello
agra-t-cost = Il costo di un cantiere, pagato in materiali: arenaria e legno 1, cemento e assi 2, +1 per ogni materiale diverso usato.
    .term = costo
agra-t-material = Materiali da costruzione: arenaria 1, legno 1, cemento 2, assi 2 (`use <material>`).
    .term = materiale
agra-t-materials = Vedi `explain materiale`.
    .term = materiali
agra-t-build = `build <good>`: costruire l'edificio di quella merce con l'Architetto.
    .term = costruire
agra-t-use = `use <material>`: aggiungere un materiale al pagamento di una costruzione.
    .term = usare
agra-t-bonus = `bonus <cb…>`: prendere una tessera Bonus Costruzione del livello dell'edificio.
    .term = bonus
agra-t-bonus-tile = Tessere Bonus Costruzione (CB2-1 … CB4-4): prese quando costruisci con l'Architetto; rupie, favori, influenza o una tessera Copertura rimossa.
    .term = tessera bonus
agra-t-influence = Il tuo livello (1-10) su ogni tracciato di gilda. Gli ordini pagano secondo questo; le maggioranze contano alla fine; i livelli 3 e 6 danno un favore o una tessera Favore; 10 innesca la fine.
    .term = influenza
agra-t-track = Il tracciato Influenza di una gilda (Artigiani, Mercanti, Studiosi), livelli 1-10.
    .term = tracciato
agra-t-raise = `raise <guild>`: salire di un livello sul tracciato di quella gilda.
    .term = alzare
agra-t-produce = `produce <k>`: prendere k merci di base dell'edificio (fino al tuo valore di produzione).
    .term = produrre
agra-t-process = `process <k>`: trasformare k merci (0-3) lungo la freccia dell'edificio.
    .term = lavorare
agra-t-transform = Cambiare una merce nella successiva della sua catena (la freccia dell'edificio); gli altri giocatori possono seguire con 1 merce ciascuno (chi agisce ottiene 1 favore per chi segue).
    .term = trasformare
agra-t-transformation = Vedi `explain trasformare`.
    .term = trasformazione
agra-t-arrow = Il legame da una merce a quella che se ne ricava (arenaria → cemento, mattoni; legno → carta, assi; …).
    .term = freccia
agra-t-follow = Quando un altro giocatore trasforma, puoi trasformare anche tu 1 merce lungo la stessa freccia (`follow`; `decline`); chi agisce ottiene 1 favore.
    .term = seguire
agra-t-decline = Non seguire la trasformazione.
    .term = rifiutare
agra-t-swap = Tintore: `swap <good>` cambia 2 merci appena prodotte in 1 di valore 2.
    .term = barattare
agra-t-chain = Le merci in fila: arenaria → cemento/mattoni → statua; legno → carta/assi → libro; curcuma → curry/tintura → dipinto; cotone → olio/stoffa → abiti.
    .term = catena
agra-t-good = 16 merci: di base (valore 1), lavorate (2) e di lusso (3). Le tue merci stanno sull'edificio del loro tipo. `explain <good>` per ciascuna; l'immagine mostra codici brevi.
    .term = merce
agra-t-goods = Vedi `explain merce`.
    .term = merci
agra-t-stock = Le tue merci (i tuoi segnalini nei depositi degli edifici).
    .term = magazzino
agra-t-value = Il valore attuale di una merce: valore stampato ± un segnalino Prezzo.
    .term = valore
agra-t-basic-good = Arenaria, legno, curcuma, cotone (valore 1), prodotti dalla tua fattoria.
    .term = merce di base
agra-t-manufactured-good = Cemento, carta, curry, olio, mattoni, assi, tintura, stoffa (valore 2).
    .term = merce lavorata
agra-t-luxury-good = Statua, libro, dipinto, abiti (valore 3); ognuna ha un'azione di lusso.
    .term = merce di lusso
agra-t-luxury = Vedi `explain merce di lusso`.
    .term = lusso
agra-t-price-token = Un segnalino su un tipo di merce che ne alza o abbassa il valore di 1 (Commerciante: `token`, `token new|move|flip`, `on <good>`, `face up|down`).
    .term = segnalino prezzo
agra-t-token = Vedi `explain segnalino prezzo`.
    .term = segnalino
agra-t-on = `on <good>`: mettere il segnalino Prezzo su quella merce.
    .term = su
agra-t-face = `face up` alza di 1 il valore della merce, `face down` lo abbassa di 1.
    .term = faccia
agra-t-new = `token new`: mettere un nuovo segnalino Prezzo.
    .term = nuovo
agra-t-move = `token move <good>`: spostare un segnalino Prezzo su un'altra merce.
    .term = spostare
agra-t-flip = `token flip <good>`: girare un segnalino Prezzo.
    .term = girare
agra-t-exchange = Dare merci e prenderne altre: meditazione (stesso valore, costo in PM = valore), Commerciante (prendere al massimo valore − 1), Commerciante inglese (stesso valore).
    .term = scambiare
agra-t-give = `give <good>` dà una merce in uno scambio; `give <notable> <good>` la consegna a un notabile (`x2`: doppia consegna).
    .term = dare
agra-t-take = `take <good>` prende una merce in uno scambio o un guadagno; `take` da solo termina le cessioni.
    .term = prendere
agra-t-gain = `gain <good>`: la merce che scegli di ottenere.
    .term = ottenere
agra-t-sell = `sell <good>`: vendere una merce al suo valore in rupie (FT4).
    .term = vendere
agra-t-send = `send <good>`: consegnare una merce sulla carta del Commerciante francese.
    .term = inviare
agra-t-supply = I tuoi 22 segnalini non usati: merci, favori e consegne li usano tutti; non puoi ottenerne più di quanti ne hai.
    .term = scorta di segnalini
agra-t-marker = Un segnalino giocatore: una merce, un favore o una consegna (22 ciascuno).
    .term = segnalino giocatore
agra-t-markers = Vedi `explain segnalino giocatore`.
    .term = segnalini
agra-t-meditation = Inizio facoltativo del tuo turno (`meditate`): sdraia lavoratori in piedi (`lay <space>`) per punti meditazione (PM), poi spendi i PM per scambiare, consegnare, trasformare, rimuovere una tessera Copertura (una è bloccata) o spostare contadini. Il tuo tracciato Meditazione (I-VII) fissa i PM per lavoratore; VII vale 5 alla fine.
    .term = meditazione
agra-t-meditate = Vedi `explain meditazione` (Botanico: salire sul tracciato Meditazione pagando merci).
    .term = meditare
agra-t-mp = Punti meditazione: sdraiare lavoratori li dà; si spendono in azioni Meditazione; i PM non usati vanno persi.
    .term = pm
agra-t-meditation-track = Caselle I-VII: più in alto, più PM per lavoratore sdraiato; IV raddoppia i favori d'espulsione; VII vale 5 alla fine.
    .term = tracciato meditazione
agra-t-lay = `lay <space>`: sdraiare lì il tuo lavoratore in piedi per PM.
    .term = sdraiare
agra-t-stand = `stand <space>`: rialzare il tuo lavoratore sdraiato.
    .term = rialzare
agra-t-wheel = La ruota della Meditazione: quattro azioni esterne (scambiare, consegnare, trasformare, tessera Copertura); quella sotto il segnalino è bloccata. Spostare contadini non è mai bloccato.
    .term = ruota
agra-t-blocked = L'azione Meditazione che nessuno può fare ora (l'ultima azione esterna usata).
    .term = bloccata
agra-t-deliver = Spostare una merce dal tuo magazzino a un notabile, ad Akbar, alla carta del Commerciante francese o a un ordine di gilda. Meditazione: 2 / 5 / 9 PM per 1 / 2 / 3 merci a uno stesso notabile.
    .term = consegnare
agra-t-delivery = Vedi `explain consegnare`.
    .term = consegna
agra-t-deliveries = Vedi `explain consegnare`.
    .term = consegne
agra-t-notable = `notable <id>`: il notabile a cui consegni (meditazione). Vedi `explain notabili`.
    .term = notabile
agra-t-farm = La tua fattoria quadrata: un contadino per lato; gli spazi liberi tra un angolo e i contadini fissano il valore di produzione di quella merce di base. Le tessere Copertura coprono spazi.
    .term = fattoria
agra-t-farmer = Un contadino per lato della fattoria (`farmer <n|e|s|w> <+|->` lo sposta di uno spazio).
    .term = contadino
agra-t-farmers = Vedi `explain contadino` (Botanico: `farmers` ne sposta fino a 2).
    .term = contadini
agra-t-production = Il valore di produzione di una merce di base: spazi liberi della fattoria tra il suo angolo e i contadini (+1 con il Mahout o il Khatib).
    .term = produzione
agra-t-cache = Le tessere Copertura coprono spazi della fattoria (N1, N5, E1 … W5). Rimuoverne una (`cache <id>`) libera lo spazio e vale 1 alla fine.
    .term = copertura
agra-t-cache-tile = Vedi `explain copertura`.
    .term = tessera copertura
agra-t-caches = Vedi `explain copertura`.
    .term = tessere copertura
agra-t-n = Il lato nord della tua fattoria (`farmer n +`).
    .term = nord
agra-t-e = Il lato est della tua fattoria (`farmer e +`).
    .term = est
agra-t-s = Il lato sud della tua fattoria (`farmer s +`).
    .term = sud
agra-t-w = Il lato ovest della tua fattoria (`farmer w +`).
    .term = ovest
agra-t-river = I notabili in 4 sezioni (livelli I-IV) e 6 pontili; il pontile della barca dice quali livelli sono accessibili.
    .term = fiume
agra-t-notables = I 24 notabili (N1-N24) sul fiume. Consegna loro le merci richieste: 1 rupia per segnalino sulla carta quando consegni; quando è completa, la maggioranza vince la carta e la sua abilità, i segnalini degli altri diventano favori.
    .term = notabili
agra-t-accessible = Un notabile a monte della barca: solo quelli ricevono merci.
    .term = accessibile
agra-t-boat = Scende il fiume man mano che i notabili sono completati (pontile 1-6); ogni avanzata apre il livello successivo e ha un evento; il pontile 6 innesca la fine.
    .term = barca
agra-t-pontoon = Le fermate 1-6 della barca: 2 costruisce il cantiere del Costruttore; 3 sposta il Mercante, favori per cotone, limite ordini 4; 4 restituisce i segnalini Prezzo, 1 favore ciascuno, limite 5; 5 una merce ciascuno (`take <good>`), limite 6; 6 abiti +1, fine innescata.
    .term = pontile
agra-t-double-delivery = Solo col Marinaio: una seconda merce dello stesso tipo sullo stesso spazio (`x2`), che vale 1 rupia e conta per la maggioranza.
    .term = doppia consegna
agra-t-x2 = Vedi `explain doppia consegna`.
    .term = x2
agra-t-contract = Un notabile che hai vinto (la sua carta accanto alla tua plancia).
    .term = contratto
agra-t-contracts = Vedi `explain contratto`.
    .term = contratti
agra-t-majority = Chi ha più segnalini su un notabile (pareggio: vince lo spazio più alto) prende la carta.
    .term = maggioranza
agra-t-jagirdar-delivery = Vedi `explain jagirdar`.
    .term = consegna del jagirdar
agra-t-akbar = L'imperatore Akbar: 12 spazi, ognuno riceve una volta per partita una merce della sua immagine (`akbar <good>` nella fase Ordini). Fine: 0/1/3/5 per 1-3 merci, +3 per ogni merce oltre.
    .term = akbar
agra-t-slot = Uno spazio di Akbar o una richiesta di un notabile: un segnalino ciascuno.
    .term = spazio di consegna
agra-t-orders-phase = Dopo la tua azione: servi ad Akbar una merce o evadi un ordine di gilda (o nessuno dei due), poi `end turn`.
    .term = fase ordini
agra-t-order = Un ordine di gilda: 2 merci (`order <guild>`), serve influenza ≥ 2 in quella gilda e posto sotto il limite degli ordini; paga rupie secondo il tuo livello (−1 e +1 livello se non sei in testa).
    .term = ordine
agra-t-orders = Vedi `explain ordine`.
    .term = ordini
agra-t-guild-order = Vedi `explain ordine`.
    .term = ordine di gilda
agra-t-order-limit = Il massimo di segnalini in una colonna di ordini (3; 4, 5, 6 dai pontili 3, 4, 5).
    .term = limite degli ordini
agra-t-order-column = I 6 ordini di una gilda; una colonna piena (6 segnalini) innesca la fine.
    .term = colonna degli ordini
agra-t-guild = Artigiani, Mercanti, Studiosi: tracciati Influenza, colonne degli ordini, gilde dei notabili.
    .term = gilda
agra-t-guilds = Vedi `explain gilda`.
    .term = gilde
agra-t-empire = Il tabellone dell'Impero: colonne degli ordini delle gilde, spazi di Akbar, tessere Favore scoperte.
    .term = impero
agra-t-favour = I favori (segnalini sulla tua plancia) pagano le azioni Favore: F1-F3 stampate, fino a 3 tessere Favore FT1-FT14 (`favour` le elenca). Si ottengono quando sei espulso, quando ti seguono, ai pontili, dai segnalini sui notabili; ognuno conta 1 nello spareggio.
    .term = favore
agra-t-favours = Vedi `explain favore`. (`favours` a un bonus di livello: prendere i favori.)
    .term = favori
agra-t-favour-action = Vedi `explain favore`.
    .term = azione favore
agra-t-favour-tile = Tessere Favore FT1-FT14: azioni Favore in più, al massimo 3 a testa; prese tra quelle scoperte ai livelli d'influenza 3 e 6 (`tile <ft…>`), o con il Mosaicista.
    .term = tessera favore
agra-t-tile = `tile <ft…>`: prendere quella tessera Favore.
    .term = tessera
agra-t-discard = `discard <ft…>`: hai 4 tessere Favore: restituiscine una.
    .term = scartare
agra-t-display = Le tre tessere Favore scoperte che chiunque può prendere.
    .term = tessere scoperte
agra-t-pile = Le tessere Favore coperte (il proprietario del Mosaicista può guardarle).
    .term = mazzo
agra-t-mosaic = `mosaic 1` / `mosaic 3`: Mosaicista, cambiare 1 PM in 1 favore o 3 PM in 2.
    .term = mosaico
agra-t-level-bonus = Raggiungere il livello 3 o 6 su un tracciato: favori (`favours`) o una tessera Favore (`tile <ft…>`).
    .term = bonus di livello
agra-t-rupee = Le rupie sono punti vittoria, tenute segrete nel tuo sacchetto fino al punteggio finale.
    .term = rupia
agra-t-rupees = Vedi `explain rupia`. (`pay rupees`: pagare il peonaggio in rupie.)
    .term = rupie
agra-t-bag = Le rupie nel tuo sacchetto: il punteggio fatto durante la partita (segreto fino alla fine).
    .term = sacchetto
agra-t-score = Punteggio finale = rupie nel sacchetto + notabili di fine partita + maggioranze d'influenza + meditazione VII (5) + tessere Copertura rimosse + Akbar.
    .term = punteggio
agra-t-final-scoring = Vedi `explain punteggio`.
    .term = punteggio finale
agra-t-tie-break = Punteggi pari: il valore delle merci rimaste in magazzino + 1 per favore.
    .term = spareggio
agra-t-majorities = Maggioranze d'influenza alla fine, per gilda: il livello più alto da solo 2 × i tuoi segnalini in quella colonna di ordini, a pari merito 1 × ciascuno, secondo da solo 1 ×.
    .term = maggioranze
agra-t-pay = `pay <good>` paga (Marinaio); `pay` termina il pagamento di una costruzione; `pay none`, `pay done`, `pay rupees`, `pay favours` (peonaggio con FT14).
    .term = pagare
agra-t-total = Il punteggio finale (vedi `explain punteggio`).
    .term = totale
agra-t-rank = Il posto nel punteggio finale (1 = vincitore).
    .term = posizione
agra-t-agra = Agra: consegna merci ai notabili, servi Akbar, evadi gli ordini delle gilde; le rupie sono il punteggio. `rules` dà il riepilogo.
    .term = agra
agra-ability-n1 = Permanente: nell'azione del Marinaio puoi pagare più merci per un valore totale fino a 4 (consegne = 1 + valore totale). Bonus: +1 rupia per ogni stoffa consegnata.
agra-ability-n2 = Immediato: il tuo segnalino Meditazione sale gratis di una casella. Bonus: +1 per ogni curry consegnato.
agra-ability-n3 = Permanente: +1 a ogni tuo valore di costruzione, e 1 rupia ogni volta che costruisci.
agra-ability-n4 = Permanente: produci 1 arenaria o 1 legno in più con la Cava o la Segheria.
agra-ability-n5 = Permanente: produci 1 cotone o 1 curcuma in più con il Campo di cotone o di curcuma.
agra-ability-n6 = Una volta per turno (`french`, poi `send <good>`): metti una merce di valore 1-3 su questa carta (una consegna); a 3 segnalini ottieni 5 rupie e li riprendi.
agra-ability-n7 = Permanente: dopo aver prodotto, puoi scambiare 2 delle merci prodotte con 1 merce di valore 2 della stessa catena (`swap <good>`). Bonus: +1 per ogni tintura consegnata.
agra-ability-n8 = Permanente: i tuoi lavoratori espulsi in piedi aspettano su questa carta (al massimo 2); `cook` in meditazione li riprende, ognuno conta come un lavoratore sdraiato. Bonus: +1 per ogni olio consegnato.
agra-ability-n9 = Permanente: quando sdraiare lavoratori ti dà almeno 1 PM, ottieni 1 PM in più.
agra-ability-n10 = Permanente: dopo l'azione del Marinaio di un altro giocatore puoi consegnare 1 merce a un notabile (quel giocatore ottiene 1 favore); la tua azione del Marinaio ha 1 consegna in più.
agra-ability-n11 = Una volta per turno (`caliph`): spendi 1 cotone per rialzare 1 tuo lavoratore sdraiato.
agra-ability-n12 = Permanente: il peonaggio ti costa 1 rupia invece di 2. Bonus: +1 per ogni carta consegnata.
agra-ability-n13 = Una volta per turno: un'azione Favore costa 1 favore in meno (la forma `mollah` della mossa). Bonus: +1 per ogni mattoni consegnati.
agra-ability-n14 = Una volta per turno (`english`): scambia 1 merce con 1 merce di un altro tipo dello stesso valore.
agra-ability-n15 = Immediato: prendi una tessera Favore tra quelle scoperte o dal mazzo. Una volta per turno in meditazione: spendi 1 PM per 1 favore o 3 PM per 2 favori (`mosaic 1`, `mosaic 3`).
agra-ability-n16 = Immediato: costruisci gratis il primo cantiere nell'ordine degli edifici (tessera bonus, lavoratore, trasformazione). Bonus: +1 per ogni statua consegnata.
agra-ability-n17 = Fine: 1 / 3 / 6 rupie per ordini evasi in 1 / 2 / 3 gilde diverse. Bonus: +2 per ogni abiti consegnati.
agra-ability-n18 = Immediato: rialza fino a 3 tuoi lavoratori sdraiati e sali di un livello su un tracciato. Bonus: +2 per ogni dipinto consegnato.
agra-ability-n19 = Fine: 1 rupia per ogni ordine di gilda evaso. Bonus: +2 per ogni libro consegnato.
agra-ability-n20 = Immediato: consegna 1 merce a uno spazio libero di Akbar la cui merce ha lo stesso valore. Fine: 1 rupia per ogni merce consegnata ad Akbar.
agra-ability-n21 = Immediato: ottieni 3 favori. Fine: 3 rupie per ogni serie completa dei tre simboli di gilda tra i tuoi notabili e i tuoi segnalini d'ordine.
agra-ability-n22 = Immediato: ottieni 3 favori. Fine: 1 rupia per ogni notabile Studiosi che possiedi e per ogni tuo segnalino nella colonna degli ordini degli Studiosi.
agra-ability-n23 = Immediato: ottieni 3 favori. Fine: 1 rupia per ogni notabile Artigiani che possiedi e per ogni tuo segnalino nella colonna degli ordini degli Artigiani.
agra-ability-n24 = Immediato: ottieni 3 favori. Fine: 1 rupia per ogni notabile Mercanti che possiedi e per ogni tuo segnalino nella colonna degli ordini dei Mercanti.
agra-lux-statue = Azione di lusso (`statue`): spendine 1 per un'azione principale extra (piazzare un altro lavoratore) dopo la tua azione.
agra-lux-painting = Azione di lusso (`painting`): spendine 1 per salire di un livello su due tracciati diversi (`raise <guild> <guild>`).
agra-lux-book = Azione di lusso (`book`): spendine 1 per rialzare fino a 3 lavoratori sdraiati e ottenere 1 favore.
agra-lux-clothing = Azione di lusso (`clothing`): vendine 1 al suo valore in rupie (+1 quando la barca è al pontile 6).
agra-lux-oil = Azione secondaria (`oil`): spendine 1 per rialzare 1 lavoratore sdraiato (`oil curry`: fino a 3).
agra-lux-curry = Azione secondaria (`curry`): spendine 1 per rialzare 1 lavoratore sdraiato (`oil curry`: fino a 3).
## Voci generate del glossario
agra-tg-good = { $name } ({ $abbr }): merce { $value ->
    [1] di base
    [2] lavorata
   *[other] di lusso
}, valore stampato { $value } (un segnalino Prezzo può cambiarlo); { $level ->
    [1] prodotta in: { $building }, dalla tua fattoria
   *[other] fatta in: { $building }, da { $src }
}; catena di { $chain }.{ $mat ->
    [0] { "" }
   *[other] { " " }Materiale da costruzione di valore { $mat }.
}{ $lux }
agra-tg-building = { $level ->
    [1] { $building }: edificio di livello 1, costruito dall'inizio. Piazza qui un lavoratore (`place { $good }`) per produrre { $goodname } fino al valore di produzione della tua fattoria (`produce <k>`).
   *[other] { $building }: edificio di livello { $level }, costo di costruzione { $cost }. Una volta costruito, un lavoratore qui (`place { $good }`) trasforma fino a 3 { $src } in { $goodname } (`process <k>`); gli altri possono seguire con 1 merce.
}
agra-tg-notable = { $name } ({ $id }, notabile di livello { $roman }, { $guild }; chiede { $demand }): { $ability }
agra-tg-favour = { $tile } ({ $printed ->
    [yes] azione Favore stampata
   *[no] tessera Favore
}; { $same ->
    [yes] spendi { $spend }
   *[no] devi averne { $have }, spendi { $spend }
}{ $spend ->
    [one] { " " }favore
   *[other] { " " }favori
}): { agra-n-favour }. Una volta per turno (`favour { $fid }`).
agra-tg-bonus = Tessera Bonus Costruzione { $tile } (livello { $level }): { $guild ->
    [none] { "" }
   *[other] +1 livello sul tracciato { agra-n-guild-di }{ ", " }
}{ $fav ->
    [0] { "" }
   *[other] { $fav } favore{ ", " }
}{ $cache ->
    [yes] rimuovere una tessera Copertura{ ", " }
   *[no] { "" }
}{ $rupees } rupie.
agra-tg-guild = La gilda { agra-n-guild-di }: tracciato Influenza, colonna degli ordini e notabili ({ $names }).
agra-tg-cache = Tessera Copertura in { $id }: copre quello spazio della fattoria; rimuovila (`cache { $cache }`) per liberare lo spazio (1 punto alla fine).
agra-tg-roman = { $n } in numeri romani: un livello di notabile (I-IV) o una casella Meditazione (I-VII, { $mp } PM).
agra-tg-b = B{ $n }, l'edificio numero { $n } nell'ordine degli edifici (il Mercante e il Costruttore si spostano in quest'ordine): { $building }
agra-n-good-cap = { $good ->
    [sandstone] Arenaria
    [wood] Legno
    [turmeric] Curcuma
    [cotton] Cotone
    [cement] Cemento
    [paper] Carta
    [curry] Curry
    [oil] Olio
    [bricks] Mattoni
    [planks] Assi
    [dye] Tintura
    [cloth] Stoffa
    [statue] Statua
    [book] Libro
    [painting] Dipinto
    [clothing] Abiti
   *[other] { $good }
}
agra-b-farm = Fattoria di { $who }: contadini a nord { $n }, a est { $e }, a sud { $s }, a ovest { $w } (spazi 1–5 di ogni lato); tessere Copertura su { $caches }.
agra-tg-space = Spazio della fattoria { $id }: spazio { $i } del lato { agra-n-side } della tua fattoria (1 e 5 sono accanto ai suoi angoli); un contadino può starci (`farmer`) e, se libero, conta per la produzione della merce dell'angolo dall'altra parte del contadino.
agra-d-done-med = Fatto: terminare la fase di Meditazione ({ $mp ->
    [one] il tuo PM rimasto va perso
   *[other] i tuoi { $mp } PM rimasti vanno persi
})
agra-p-med-blocked = Meditazione: restano { $mp } PM; la ruota della Meditazione blocca «{ agra-n-act }».
agra-d-done-sail = Fatto: finire le consegne ({ $lost ->
    [one] 1 consegna non usata va persa
   *[other] { $lost } consegne non usate vanno perse
})
agra-d-place-idle = { $text }: non produrresti nulla (la tua produzione di { agra-n-good } è 0)
agra-d-place-no-source = { $text }: non trasformeresti nulla ({ agra-n-good } in magazzino: 0)
agra-d-place-no-delivery = { $text }: il Marinaio non consegnerebbe nulla (nessun notabile accessibile né ordine per le tue merci)
