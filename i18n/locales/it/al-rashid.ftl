# Al-Rashid (games/al_rashid) — termini del regolamento italiano (i18n/terms/al-rashid.md).

## Nomi

alrashid-sector = { $id ->
    [intrigue] Corporazione delle Spie
    [military] Corporazione Militare
    [traditions] Corporazione della Cultura
    [commerce] Corporazione Mercantile
    [politics] Corporazione Politica
    [rashid] Palazzo di Al-Rashid
    [silk] Silk Road
    [spice] Spice Road
    [sanmatia] Sanmatia
    [indianum] Mare Indianum
    [abbasid] Abbasid Caliphate
    [internum] Mare Internum
    [nilus] Nilus Valley
   *[other] { $id }
}
alrashid-title = { $id ->
    [smuggler] Contrabbandiere
    [plotter] Cospiratore
    [informer] Informatore
    [impostor] Impostore
    [strategist] Stratega
    [recruiter] Reclutatore
    [raider] Razziatore
    [negotiator] Negoziatore
    [loremaster] Precettore
    [enchanter] Incantatore
    [diplomat] Diplomatico
    [banker] Banchiere
    [trader] Commerciante
    [hardwood_importer] Importatore di Legno Pregiato
    [pottery_importer] Importatore di Vasellame
    [metal_importer] Importatore di Metalli
    [aide_to_the_qadi] Assistente del Qadi
    [steward_of_the_city] Sovrintendente Cittadino
    [warehouse_keeper] Capo del Magazzino
    [favorites_maiden] Ancella della Favorita
    [weapon_master] Maestro d'Armi
    [dean_of_the_academy] Rettore dell'Accademia
    [economist] Economo
    [counselor_to_the_caliph] Consigliere del Califfo
    [treasurer] Tesoriere
    [agha] Aga
    [silk_monopolist] Monopolista di Seta
    [spice_monopolist] Monopolista di Spezie
    [astrologist] Astrologo
    [law_expert] Esperto di Leggi
    [quartermaster] Responsabile degli Approvvigionamenti
    [alchemist] Alchimista
   *[other] { $id }
}
alrashid-favor = { $id ->
    [favorite] Favorita del Califfo
    [general] Generale
    [scholar] Sapiente di Corte
    [vizier] Visir
    [qadi] Qadi
   *[other] { $id }
}
alrashid-good = { $id ->
    [wood] legno pregiato
    [ceramic] vasellame
    [metal] metalli
    [spice] spezie
    [silk] seta
   *[other] { $id }
}
alrashid-goods = { $n } { $id ->
    [wood] { $n ->
        [one] legno pregiato
       *[other] legni pregiati
    }
    [ceramic] vasellame
    [metal] { $n ->
        [one] metallo
       *[other] metalli
    }
    [spice] { $n ->
        [one] spezia
       *[other] spezie
    }
    [silk] seta
   *[other] { $id }
}
alrashid-pawn = { $id ->
    [pasha] pascià
    [merchant] { $n ->
        [one] mercante
       *[other] mercanti
    }
    [sage] { $n ->
        [one] saggio
       *[other] saggi
    }
   *[other] { $id }
}
alrashid-colour = { $id ->
    [red] rosso
    [blue] blu
   *[other] { $id }
}
alrashid-token = { $colour } { $value }
alrashid-why = { $id ->
    [raider] Razziatore
    [general] Generale
    [agha] Aga
    [quartermaster] Responsabile degli Approvvigionamenti
    [recruiter] Reclutatore
    [setup] setup
    [military-service] servizio militare
    [benevolence] Benevolenza
    [plotter] Cospiratore
    [informer] Informatore
    [espionage] spionaggio
   *[other] { $id }
}
# una tessera Crisi: il suo mazzo («Setup» o «turni», come nel regolamento) e il numero
alrashid-crisis-tile = { $deck ->
    [setup] Setup { $n }
   *[year] Turni { $n }
}
alrashid-crisis-token = { $colour } su { $sector }
alrashid-fight-part = { $colour } { $strength } contro { $total }: { $beaten ->
    [true] sconfitti
   *[false] resistono
}
alrashid-two-parts = { $first }; { $second }
alrashid-credit-note = 1 nota di credito
alrashid-nothing = niente

## Eventi

alrashid-ev-turn-order = Ordine di gioco: { $order }.
alrashid-ev-reshuffle = Gli scarti dei mercenari ({ $colour }) vengono rimescolati in una nuova pila.
alrashid-ev-crisis = Tessera Crisi { $tile }: { $n ->
    [0] nessuna tessera
   *[other] { $placed }
}.
alrashid-ev-battle = Battaglia nell'area { $sector }: i mercenari sono { $tokens }.
alrashid-ev-nobody-beat = Nessuno ha sconfitto i mercenari nell'area { $sector }; nessuno commercia.
alrashid-ev-flee = { $seat } scappa dall'area { $sector }: 2 segnalini disonore.
alrashid-ev-fight-won = { $seat } combatte nell'area { $sector } con { $spent } ({ $parts }) e vince.
alrashid-ev-fight-lost = { $seat } combatte nell'area { $sector } con { $spent } ({ $parts }) e perde.
alrashid-ev-take-all = { $seat } prende tutto: { $goods } nell'area { $sector }.
alrashid-ev-take = { $seat } prende { $item } nell'area { $sector }.
alrashid-ev-draw = { $seat } pesca un mercenario { $colour } ({ $why }).
alrashid-ev-draw-private = { $seat } pesca { $token } ({ $why }).
alrashid-ev-take-good = { $seat } prende { $goods } ({ $why }).
alrashid-ev-trader = { $seat } ({ $who }) dà { $gave }, prende { $first } e { $second }.
alrashid-ev-return-good = { $seat } ({ $who }) restituisce { $goods }.
alrashid-ev-exchange = { $seat } ({ $who }) dà { $gave } e prende { $took }.
alrashid-ev-scholar = { $seat } prende una nota di credito ({ $who }).
alrashid-ev-qadi = { $seat } prende un segnalino influenza politica ({ $who }).
alrashid-ev-impostor = { $seat } ({ $who }) esegue il favore { $favor }.
alrashid-ev-alchemist-skip = { $seat } ({ $who }) non converte nessun saggio.
alrashid-ev-alchemist-pool = { $seat } ({ $who }) trasforma un saggio della riserva in mercante.
alrashid-ev-alchemist-sector = { $seat } ({ $who }) trasforma un saggio nell'area { $sector } in mercante.
alrashid-ev-nego-look = { $seat } ({ $who }) guarda le tessere nell'area { $sector }.
alrashid-ev-nego-sees = { $seat } ({ $who }) vede nell'area { $sector }: { $tokens }.
alrashid-ev-nego-keep = { $seat } ({ $who }) non rimuove nulla.
alrashid-ev-nego-remove = { $seat } ({ $who }) scarta { $spent } per rimuovere { $removed } dall'area { $sector }.
alrashid-ev-title = { $seat } ottiene la carica { $title }.
alrashid-ev-enchanter = { $seat } ottiene un mercante e 1 segnalino disonore ({ $who }).
alrashid-ev-enchanter-full = { $seat } prende 1 segnalino disonore ({ $who }; ha già 4 mercanti).
alrashid-ev-monopoly-both = { $seat } prende { $mine } e { $other } ({ $who }).
alrashid-ev-monopoly = { $seat } prende { $mine } ({ $who }).
alrashid-ev-astrologist = { $seat } prende { $n ->
    [one] { $n } segnalino influenza politica
   *[other] { $n ->
    [one] { $n } segnalino
   *[other] { $n } segnalini
} influenza politica
} ({ $who }).
alrashid-ev-pay = { $seat } paga { $paid } (valore { $worth } oro) per un costo di { $cost }{ $over ->
    [0] {""}
   *[other] , { $over } più del costo: non si dà resto
}.
alrashid-ev-diplomat-skip = { $seat } non riserva nessuna pedina ({ $who }).
alrashid-ev-diplomat = { $seat } riserva un { $pawn } sulla tessera { $who }.
alrashid-ev-place = { $seat } piazza un { $pawn } nell'area { $sector }.
alrashid-ev-window-done = { $seat } termina gli spostamenti di inizio risoluzione.
alrashid-ev-resolve = { $seat } risolve l'area { $sector }.
alrashid-ev-activate = { $seat } attiva { $title }.
alrashid-ev-import = { $seat } prende { $goods }.
alrashid-ev-year = Inizia il turno { $year }.
alrashid-ev-order-now = L'ordine di gioco ora è { $order }.
alrashid-ev-resolution = Fase di risoluzione.
alrashid-ev-over = La partita è finita.
alrashid-ev-move = { $seat } ({ $why }) sposta un { $pawn } dall'area { $src } all'area { $dst }.
alrashid-ev-too-low = { $seat } è troppo in basso nell'area { $sector }; le pedine tornano.
alrashid-ev-espionage-order = Ordine dello spionaggio: { $order }.
alrashid-ev-pass = { $seat } passa nell'area { $sector } e prende 1 segnalino disonore.
alrashid-ev-espionage = { $seat } prende il servizio di spionaggio ({ $n ->
    [one] { $n } azione
   *[other] { $n ->
    [one] { $n } azione
   *[other] { $n } azioni
}
}).
alrashid-ev-military = { $seat } prende il servizio militare.
alrashid-ev-gain-pawn = { $seat } ottiene un { $pawn }.
alrashid-ev-favorite = { $seat } compra la { $who }, che copia: { $favor }.
alrashid-ev-favor = { $seat } compra il favore { $favor }.
alrashid-ev-no-main = { $seat } non ha fatto nessuna azione principale: 1 segnalino disonore.
alrashid-ev-first = { $seat } risolve prima l'effetto { $first ->
    [title] della carica
   *[favor] del favore
}.
alrashid-ev-no-pasha = { $seat } non ha un pascià nel { $sector }: 2 segnalini disonore.
alrashid-ev-new-order = Nuovo ordine di gioco dal prossimo round: { $order }.
alrashid-ev-benevolence = { $seat } chiede la Benevolenza di Al-Rashid.
alrashid-ev-forfeit = { $seat } rinuncia a un'azione di spionaggio.
alrashid-ev-spy = { $seat } spia l'area { $sector }.
alrashid-ev-spy-private = { $seat } spia l'area { $sector }: { $tokens }.

## Etichette delle mosse (menu)

alrashid-d-place-pawn = Piazza un { $pawn }…
alrashid-d-place = Piazza un { $pawn } nell'area { $sector }
alrashid-d-resolve = Risolvi l'area { $sector }
alrashid-d-back = Indietro: annulla questa scelta
alrashid-d-benevolence = Benevolenza: passa in testa all'ordine di gioco dal prossimo round
alrashid-d-clear = Azzera le merci scelte finora
alrashid-d-end = Termina il tuo turno di risoluzione (nessuna carica attivata)
alrashid-d-forfeit = Rinuncia all'azione
alrashid-d-keep = Lascia le tessere come sono (non rimuovere nulla)
alrashid-service-what = { $id ->
    [intrigue] azioni di spionaggio
    [military] pescare tessere mercenario
    [traditions] ottenere un saggio
    [commerce] ottenere un mercante
    [politics] ottenere un pascià
   *[other] il servizio del palazzo
}
alrashid-d-service = Servizio: { $what } ({ $cost } oro, pagato con `done`)
alrashid-d-draw = Pesca dalla pila dei mercenari ({ $colour })
alrashid-d-add = Aggiungi { $goods } al pagamento
alrashid-d-give = Dai { $goods }
alrashid-d-use = Attiva { $title }
alrashid-d-title = Carica { $title } ({ $cost } oro{ $note ->
    [true] , con una nota di credito
   *[false] {""}
})
alrashid-d-favor = Favore: { $favor } ({ $cost } oro)
alrashid-d-favorite = { $who } che copia: { $favor } ({ $cost } oro)
alrashid-d-pay = Paga { $goods }
alrashid-d-pay-worth = Paga { $goods } (valore { $worth } oro{ $over ->
    [0] {""}
   *[other] ; { $over } più del costo, nessun resto
})
alrashid-d-take-all = Prendi tutto: { $good }
alrashid-d-take-note = Prendi una nota di credito
alrashid-d-take = Prendi { $goods }
alrashid-d-commit = Impegna il tuo mercenario { $token }
alrashid-d-fight = Combatti con i mercenari impegnati
alrashid-d-flee = Scappa (2 segnalini disonore)
alrashid-d-pass = Passa (1 segnalino disonore)
alrashid-d-skip = Non fare nulla
alrashid-d-done-nothing = Fatto — né servizio né carica: 1 segnalino disonore
alrashid-d-done = Fatto
alrashid-d-spy = Spia l'area { $sector }
alrashid-d-move-from = Sposta il tuo { $pawn } dall'area { $src }…
alrashid-d-move = Sposta il tuo { $pawn } dall'area { $src } all'area { $dst }
alrashid-d-look = Guarda le tessere nell'area { $sector }
alrashid-d-first = { $first ->
    [title] Risolvi prima l'effetto della carica
   *[favor] Risolvi prima il favore
}
alrashid-d-remove = Scarta il tuo { $spent } per rimuovere il { $removed }{ $up ->
    [true] {" "}(quello scoperto)
   *[false] {""}
}
alrashid-d-convert-pool = Converti un saggio della tua riserva
alrashid-d-convert = Converti il tuo saggio nell'area { $sector }
alrashid-d-reserve = Riserva un { $pawn }

## Richieste

alrashid-p-nothing = Niente da decidere ora.
alrashid-p-draw = Pesca una tessera mercenario ({ $why }): rossa o blu? (ne { $n ->
    [one] resta { $n }
   *[other] restano { $n }
})
alrashid-p-good = Prendi una merce a tua scelta ({ $why }, ne { $n ->
    [one] resta { $n }
   *[other] restano { $n }
}).
alrashid-p-exchange-give = Scegli la merce da dare.
alrashid-p-exchange-take = Hai dato { $gave }: scegli la merce da prendere.
alrashid-p-impostor = { $who }: scegli un favore gratuito.
alrashid-p-alchemist = { $who }: trasformare uno dei tuoi saggi in mercante?
alrashid-p-nego-look = { $who }: scegli un territorio da guardare.
alrashid-p-nego-remove = { $who }: rimuovere una tessera?
alrashid-p-order = Scegli quale effetto si risolve prima: quello della carica o quello del favore.
alrashid-p-pay = Paga un costo di { $cost } oro (non si dà resto).
alrashid-p-visit-chosen = { $sector }, posizione { $rank }: scelto finora { $chosen } (pagato e risolto con `done`). Aggiungi un'altra azione (due in tutto) o `done`; `back` annulla la scelta.
alrashid-p-visit = { $sector }: sei in posizione { $rank }. Scegli servizio, carica e/o favore (al massimo due), poi `done`; `pass` (niente) costa 1 segnalino disonore.
alrashid-p-rvisit = { $sector }, posizione { $rank }: Benevolenza e/o una Carica del Califfo, poi `done`.
alrashid-p-op = Azione di spionaggio: spiare, spostare una pedina tra territori, o rinunciare.
alrashid-p-fight-commit = Battaglia nell'area { $sector }: prima impegna delle tessere mercenario (`{ $first }`){ $flee ->
    [true] {" "}o `flee` (2 segnalini disonore)
   *[false] {""}
}.
alrashid-p-fight-only = Battaglia nell'area { $sector }: { $n ->
    [one] { $n } tessera impegnata
   *[other] { $n ->
    [one] { $n } tessera impegnata
   *[other] { $n } tessere impegnate
}
}; `fight`.
alrashid-p-fight = Battaglia nell'area { $sector }: impegnate { $committed } (la tua forza: { $mine }). Impegna altre tessere o `fight`{ $flee ->
    [true] ; `flee` costa 2 segnalini disonore
   *[false] {""}
}.
alrashid-p-take = Commercio nell'area { $sector }: prendi { $n ->
    [one] { $n } elemento
   *[other] { $n ->
    [one] { $n } elemento
   *[other] { $n } elementi
}
}.
alrashid-p-diplomat = { $who }: riservare un pascià o un mercante da piazzare per ultimo?
alrashid-p-place = Piazza una pedina: scegli la pedina.
alrashid-p-place-pawn = Piazza il tuo { $pawn }: scegli l'area.
alrashid-p-window = Inizio della risoluzione: usa { $plotter }/{ $informer } per spostare una pedina, o `done`.
alrashid-p-turn = Il tuo turno di risoluzione: risolvi un'area (e, se vuoi, attiva una carica).
alrashid-p-move = Tocca a te.
alrashid-chosen-service = il servizio ({ $what })
alrashid-chosen-title = la carica { $title }{ $note ->
    [true] {" "}con una nota di credito
   *[false] {""}
}
alrashid-chosen-favor = il favore { $favor }
alrashid-and = { $first } e { $second }

## Riepiloghi, riepilogo privato, punteggi finali

alrashid-phase = { $id ->
    [setup] setup
    [placement] piazzamento
    [reserved] pedine riservate
    [window] inizio risoluzione
    [resolution] risoluzione
    [over] finita
   *[other] { $id }
}
alrashid-phase-long = { $id ->
    [setup] setup
    [placement] fase di piazzamento
    [reserved] fase di piazzamento (pedine riservate)
    [window] inizio della fase di risoluzione
    [resolution] fase di risoluzione
    [over] partita finita
   *[other] { $id }
}
alrashid-kind = { $id ->
    [draw] pescare un mercenario
    [good] prendere una merce
    [exchange] scambiare una merce
    [impostor] scegliere i favori dell'Impostore
    [alchemist] conversione dell'Alchimista
    [nego] Negoziatore
    [pay] pagare
    [visit] visita a un palazzo
    [rvisit] udienza
    [op] azione di spionaggio
    [fight] combattere o scappare
    [take] commercio
    [diplomat] riserva del Diplomatico
    [place] piazzare una pedina
    [window] spostamenti di Cospiratore/Informatore
    [turn] turno di risoluzione
    [order] ordine degli effetti
   *[other] { $id }
}
alrashid-s-head = Al-Rashid — turno { $year }/5, { $phase }.
alrashid-s-order = Ordine di gioco: { $order }
alrashid-waiting = In attesa di { $seat }: { $what }.
alrashid-waiting-in = In attesa di { $seat }: { $what } nell'area { $sector }.
alrashid-s-player = { $seat }: pascià/mercante/saggio { $pashas }/{ $merchants }/{ $sages }, oro { $gold }, note di credito { $notes }, IP { $pi }, disonore { $dishonour }, cariche { $titles } — { $pp } PP finora
alrashid-final-part = { $seat } { $pp } PP (n. { $rank }{ $tie ->
    [true] , spareggio: ricchezza { $wealth }, ordine di gioco { $position }
   *[false] {""}
})
alrashid-final = Risultato: { $parts }.{ $ties ->
    [true] {" "}I pareggi di prestigio si risolvono con la ricchezza (valore in oro delle merci), poi con l'ordine di gioco.
   *[false] {""}
}
alrashid-none = nessuna
alrashid-private-hand = Le tue tessere mercenario: { $tokens } (totale rosso { $red }, totale blu { $blue }).
alrashid-private-country = { $sector }: { $tokens }
alrashid-private-spied = Tessere coperte che hai visto: { $spied }.
alrashid-score = { $id ->
    [family] membri della famiglia
    [titles] cariche delle corporazioni
    [politics_titles] cariche politiche
    [caliph_titles] cariche del Califfo
    [influence] punti influenza politica
    [dishonour] disonore
   *[other] { $id }
}

## Rifiuti (explain)

alrashid-x-unknown = «{ $action }» non è un'azione di Al-Rashid.
alrashid-x-parse = «{ $action }» non si legge come una mossa.
alrashid-x-pay = Questo pagamento non è permesso: deve coprire il costo senza merci superflue.
alrashid-x-place = Non puoi piazzare un { $pawn } nell'area { $sector } ora (un solo capo per area; il Palazzo di Al-Rashid vuole prima il tuo pascià e nessun mercante).
alrashid-x-here = «{ $action }» non è permesso qui. { $prompt }
alrashid-x-verb = Non puoi fare «{ $verb }» ora. { $prompt }

## Testo del tabellone (board della console e testo alternativo delle immagini)

alrashid-b-head = Al-Rashid — turno { $year } di 5, { $phase }.
alrashid-b-order = Ordine di gioco: { $order }.
alrashid-b-city = La città (palazzi):
alrashid-b-palace = {"  "}{ $sector }{ $done ->
    [true] {" "}(risolta in questo turno)
   *[false] {""}
}: { $groups }.
alrashid-b-offers = {"    "}Cariche disponibili: { $titles }.
alrashid-b-offer = { $title } ({ $cost } oro, { $pp ->
    [conditional] PP secondo condizione
   *[other] { $pp } PP
})
alrashid-b-map = La mappa (territori):
alrashid-b-country = {"  "}{ $sector }{ $done ->
    [true] {" "}(risolta in questo turno)
   *[false] {""}
}: { $groups }. Scorte: { $stock }. Mercenari: { $tokens }.
alrashid-a-credit-note = una nota di credito
alrashid-empty = vuote
alrashid-empty-group = nessuna pedina
alrashid-b-token = { $token }{ $up ->
    [true] {""}
   *[false] {" "}coperta
}
alrashid-group = posizione { $rank } { $seat } ({ $pawns }, dominio { $predominance })
alrashid-pawns-n = { $n } { $pawn }
alrashid-plus = { $first } + { $second }
alrashid-b-stacks = Pile dei mercenari: rossa { $red }, blu { $blue }. Tessere Crisi rimaste: { $crisis }.
alrashid-b-pawns = { $n } { $pawn } ({ $pool } nella riserva)
alrashid-no-goods = nessuna merce
alrashid-b-title = { $title }{ $used ->
    [true] {" "}(usata)
   *[false] {""}
}
alrashid-b-player = { $seat }: { $pp } PP finora. Pedine: { $pawns }. Merci: { $goods } (valore { $gold } oro). Note di credito { $notes }, IP { $pi }, disonore { $dishonour }. Mercenari in mano: { $red ->
    [one] { $red } rosso
   *[other] { $red } rossi
}, { $blue } blu. Cariche: { $titles }.

## Riassunto delle regole (/rules)

alrashid-rules =
    {"**"}Al-Rashid** (da 2 a 5 giocatori, 5 turni). Ogni turno: **piazzamento** — seguendo l'ordine di gioco, piazza una pedina alla volta (pascià 5, mercante 3, saggio 1; un solo capo per area; nel Palazzo di Al-Rashid prima il tuo pascià, nessun mercante) finché tutte sono piazzate. **Risoluzione** — seguendo l'ordine di gioco, ogni giocatore con pedine sul tabellone può attivare una carica e deve risolvere un'area occupata. Posizioni per dominio (pareggio: chi è arrivato prima); agiscono solo le posizioni 1–3.
    {"**"}Palazzi delle corporazioni**: una o due tra servizio / carica / favore, in un solo pagamento (niente resto; la nota di credito riduce solo le cariche). Nessuna azione principale = 1 segnalino disonore. Servizio della Corporazione delle Spie: spiare o spostare pedine (ordine 1-2-3-1-2-1). Militare: pescare mercenari. Cultura/Mercantile/Politica: ottenere un saggio/un mercante/un pascià.
    {"**"}Palazzo di Al-Rashid**: Benevolenza (una merce gratuita + in testa all'ordine di gioco dal round successivo) e/o una Carica del Califfo.
    {"**"}Territori**: i mercenari presenti vanno sconfitti prima: i pretendenti, per posizione, combattono (scartando tessere dei colori presenti; un colore cade se il tuo totale è strettamente superiore) o scappano (2 segnalini disonore). Poi i primi 3 commerciano: il 1° prende tutte le merci di un tipo o 3 elementi a scelta, il 2° 2 elementi, il 3° 1.
    {"**"}Le merci** valgono oro per assortimenti di tipi diversi (1, 3, 6, 10, 15). Fine del turno: territori riforniti, cariche riattivate, una Tessera Crisi aggiunge mercenari.
    {"**"}Punteggio**: pascià 3, mercante 2, saggio 1, cariche, punti influenza politica (al massimo 5), disonore −2. Pareggi: ricchezza, poi ordine di gioco.
    Le mosse si scrivono in notazione inglese o italiana, per esempio `place pasha` (`piazza pascia`), `place pasha military`, `resolve silk`, `service`, `title banker note`, `done`, `pay wood ceramic`, `commit red 3`, `fight`, `flee`, `take all silk`.

## Glossario (explain <termine>): .term è il termine in italiano

alrashid-term-pp = Punti prestigio, il punteggio. Alla fine: pascià 3, mercante 2, saggio 1 ciascuno; cariche; punti influenza politica (al massimo 5); −2 per segnalino disonore. Pareggio: ricchezza (oro), poi ordine di gioco.
    .term = pp
alrashid-term-prestige = Punti prestigio (PP), il punteggio: vedi `explain pp`.
    .term = prestigio
alrashid-term-pi = Punti influenza politica: 1 PP ciascuno alla fine, ne contano al massimo 5. Dal favore del Qadi, dall'Esperto di Leggi, dall'Assistente del Qadi e dall'Astrologo.
    .term = ip
alrashid-term-influence = Punti influenza politica (IP): vedi `explain pi`.
    .term = influenza politica
alrashid-term-dishonour = Segnalini disonore: −2 PP ciascuno alla fine. Ne prendi 1 passando una visita a un palazzo senza azione principale, 2 scappando da una battaglia, 2 per un gruppo senza pascià nel Palazzo di Al-Rashid, 1 con l'Incantatore.
    .term = disonore
alrashid-term-notes = Note di credito: ciascuna riduce di 3 oro il costo di una carica (5 con il Banchiere); mai servizi né favori. Si scrive `title <id> note`. Dal commercio, dal Sapiente di Corte e dal Tesoriere.
    .term = note di credito
alrashid-term-note = Una nota di credito: vedi `explain notes`.
    .term = nota di credito
alrashid-term-gold = L'oro non è una moneta: le tue merci valgono oro per assortimenti di tipi diversi — 1 tipo 1, 2 tipi 3, 3 tipi 6, 4 tipi 10, 5 tipi 15 (ogni assortimento conta a parte). Paghi con le merci e non ricevi resto.
    .term = oro
alrashid-term-goods = Legno pregiato, vasellame, metalli (comuni), spezie e seta. Si prendono commerciando nei territori e con cariche e favori; si pagano per servizi, cariche e favori.
    .term = merci
alrashid-term-payment = Un solo pagamento per visita a un palazzo copre tutto ciò che è dichiarato: scegli merci che valgano almeno il costo, senza merci superflue (`pay wood ceramic`, `paga 3 vasellame 2 metalli`). Non si dà resto.
    .term = pagamento
alrashid-term-pasha = La tua pedina più forte: dominio 5, 3 PP alla fine (al massimo 3 in famiglia). Solo un pascià può guidare il tuo gruppo nel Palazzo di Al-Rashid.
    .term = pascià
alrashid-term-merchant = Una pedina di dominio 3, 2 PP alla fine (al massimo 4 in famiglia). Mai ammessa nel Palazzo di Al-Rashid.
    .term = mercante
alrashid-term-sage = Una pedina di dominio 1, 1 PP alla fine (al massimo 6 in famiglia). Può unirsi a un'area dove hai già un capo.
    .term = saggio
alrashid-term-leader = Un pascià o un mercante. Ogni area accoglie al massimo uno dei tuoi capi per turno.
    .term = capo
alrashid-term-family = Tutte le tue pedine: sul tabellone, riservate o nella tua riserva. Le pedine valgono PP.
    .term = famiglia
alrashid-term-predominance = La tua forza in un'area: pascià 5 + mercante 3 + saggio 1 per le tue pedine presenti. La più alta è in posizione 1; a parità vince chi è arrivato prima.
    .term = dominio
alrashid-term-rank = La tua posizione in un'area secondo il dominio (1 = il più forte). Quando l'area si risolve agiscono solo le posizioni 1–3.
    .term = posizione
alrashid-term-sector = Una delle 13 aree di gioco per le pedine: 6 palazzi in città, 7 territori sulla mappa.
    .term = area
alrashid-term-placement = Prima fase di un turno: seguendo l'ordine di gioco, ogni giocatore piazza una pedina alla volta (`place sage military`, o `piazza saggio militare`).
    .term = piazzamento
alrashid-term-resolution = Seconda fase: seguendo l'ordine di gioco, ogni giocatore con pedine sul tabellone risolve un'area occupata (e prima può attivare una carica).
    .term = risoluzione
alrashid-term-year = Uno dei 5 turni della partita: una fase di piazzamento, poi una fase di risoluzione.
    .term = turno
alrashid-term-resolve = Nel tuo turno di risoluzione, `resolve <area>` fa agire quell'area per le posizioni 1–3; poi le sue pedine tornano a casa.
    .term = risolvi
alrashid-term-service = L'offerta principale di un palazzo delle corporazioni, prezzo secondo la posizione: Spie lo spionaggio, Militare i mercenari, Cultura un saggio, Mercantile un mercante, Politica un pascià.
    .term = servizio
alrashid-term-title = Un incarico ottenuto in un palazzo (il suo costo in oro, meno una nota di credito). Le cariche da attivare si usano una volta per turno, le permanenti agiscono sempre, quelle immediate agiscono all'acquisto. Le cariche valgono PP alla fine.
    .term = carica
alrashid-term-visit = La tua parte nella risoluzione di un palazzo delle corporazioni: dichiara una o due tra servizio, carica, favore, poi paga una volta (`done`). Non fare nessuna azione principale (`pass`) costa 1 segnalino disonore.
    .term = visita
alrashid-term-benevolence = Nel Palazzo di Al-Rashid: prendi una merce gratuita e passa in testa all'ordine di gioco dal round successivo.
    .term = benevolenza
alrashid-term-mercenaries = Tessere rosse (terra) e blu (mare) di valore 2–4. Le tieni segrete; in battaglia le scarti per battere le tessere di quel colore su un territorio.
    .term = mercenari
alrashid-term-mercenary = Vedi `explain mercenaries`.
    .term = mercenario
alrashid-term-battle = Prima di commerciare in un territorio, ogni colore di mercenari presente va sconfitto: impegna tessere della tua mano con `commit <colore> <valore>` (un colore cade quando il tuo totale è strettamente superiore), poi `fight`; oppure `flee` (2 segnalini disonore) prima di impegnare.
    .term = battaglia
alrashid-term-fight = `fight` (combatti) chiude i tuoi impegni e risolve la battaglia con ciò che hai impegnato; impegna prima almeno una tessera.
    .term = combatti
alrashid-term-flee = `flee` (scappa) lascia la battaglia senza commerciare: 2 segnalini disonore.
    .term = scappa
alrashid-term-trade = Dopo la battaglia, le posizioni 1–3 prendono elementi dalle scorte del territorio: la 1 prende tutte le merci di un tipo o 3 elementi, la 2 due elementi, la 3 uno.
    .term = commercio
alrashid-term-espionage = Azioni del servizio della Corporazione delle Spie, nell'ordine 1-2-3-1-2-1 per posizione: `spy <territorio>` (vedi le sue tessere coperte) o sposta una tua pedina tra territori.
    .term = spionaggio
alrashid-term-spy = Guardare in segreto le tessere coperte di un territorio (un'azione di spionaggio).
    .term = spia
alrashid-term-crisis = Una Tessera Crisi aggiunge tessere mercenario sui territori all'inizio e dopo ogni turno.
    .term = crisi
alrashid-term-turn-order = L'ordine in cui i giocatori piazzano e risolvono; la Benevolenza porta dei giocatori in testa.
    .term = ordine di gioco
alrashid-term-dishonor = Vedi `explain dishonour`.
    .term = disonori
alrashid-term-n = N = una nota di credito sull'immagine del tabellone: vedi `explain notes`.
    .term = n
alrashid-term-red = Tessere mercenario rosse (terra): `draw red` ne prende una dalla pila rossa.
    .term = rosso
alrashid-term-blue = Tessere mercenario blu (mare): `draw blue` ne prende una dalla pila blu.
    .term = blu
alrashid-term-city = La città: i sei palazzi (le corporazioni delle Spie, Militare, della Cultura, Mercantile, Politica e il Palazzo di Al-Rashid).
    .term = città
alrashid-term-map = La mappa: i sette territori, dove stanno i mercenari e si commerciano le merci.
    .term = mappa
alrashid-term-plotter-informer = Vedi `explain cospiratore` e `explain informatore`.
    .term = cospiratore/informatore
alrashid-term-draw = `draw red` / `draw blue` (`pesca rosso`): prendi una tessera mercenario da quella pila (o scrivi solo `red` / `blue`).
    .term = pesca
alrashid-term-use = `use <carica>` (`usa`): attiva una carica da attivare all'inizio del tuo turno di risoluzione.
    .term = usa
alrashid-term-done = Conclude la scelta in corso: le dichiarazioni di una visita vengono allora pagate e risolte.
    .term = fatto
alrashid-term-pass = Non fare nessuna azione principale in una visita a un palazzo (1 segnalino disonore), o saltare una scelta.
    .term = passa
alrashid-term-back = Annulla la scelta in corso (non si paga nulla).
    .term = indietro
alrashid-term-end = Termina il tuo turno di risoluzione (dopo aver risolto un'area, senza attivare cariche).
    .term = fine
alrashid-term-add = `add <merce>` (`aggiungi`): aggiungi una merce al pagamento in preparazione (liste lunghe).
    .term = aggiungi
alrashid-term-clear = Svuota il pagamento in preparazione.
    .term = azzera
alrashid-term-take = `take <merce>` (`prendi`): prendi una merce (commercio, favori); `take all <merce>`: la posizione 1 prende tutte le scorte di quella merce.
    .term = prendi
alrashid-term-all = `take all <merce>` (`prendi tutto`): la posizione 1 prende tutte le scorte di una merce.
    .term = tutto
alrashid-term-give = `give <merce>` (`dai`): la merce che restituisci in uno scambio (Visir, Generale, Contrabbandiere).
    .term = dai
alrashid-term-commit = `commit <colore> <valore>` (`impegna`): metti in battaglia una tessera mercenario della tua mano (scelta in segreto, pubblica a combattimento avvenuto); poi `fight`.
    .term = impegna
alrashid-term-remove = `remove <colore> <valore> with <colore> <valore>` (Negoziatore): scarta una tessera della tua mano per rimuovere dal territorio una tessera dello stesso colore.
    .term = rimuovi
alrashid-term-with = Vedi `explain remove`.
    .term = con
alrashid-term-up = `remove … up …`: rimuovi la tessera scoperta di quel valore (Negoziatore).
    .term = scoperta
alrashid-term-keep = Negoziatore: lascia le tessere come sono (non rimuovere nulla).
    .term = tieni
alrashid-term-look = `look <territorio>` (`guarda`): il Negoziatore guarda le tessere di quel territorio.
    .term = guarda
alrashid-term-move = `move <da> <pedina> <a>` (`sposta`): sposta una tua pedina (spionaggio, Cospiratore, Informatore).
    .term = sposta
alrashid-term-forfeit = Rinuncia al resto delle tue azioni di spionaggio.
    .term = rinuncia
alrashid-term-place = { alrashid-term-placement }
    .term = piazza
alrashid-term-pay = { alrashid-term-payment }
    .term = paga
alrashid-term-favor = Il piccolo aiuto di un capo corporazione, ottenuto con una visita: Generale: { alrashid-favor-effect-general }; Sapiente di Corte: { alrashid-favor-effect-scholar }; Visir: { alrashid-favor-effect-vizier }; Qadi: { alrashid-favor-effect-qadi }; Favorita del Califfo: { alrashid-favor-effect-favorite }.
    .term = favore
alrashid-term-al-rashid = Al-Rashid, il Califfo: { alrashid-guild-rashid }
    .term = al-rashid
alrashid-effect = { $id ->
    [smuggler] Attivazione: restituisci 1 merce di un tipo e prendi 1 merce di un altro tipo.
    [plotter] Ogni turno, all'inizio della risoluzione, puoi spostare 1 tua pedina da un palazzo a un altro.
    [informer] Ogni turno, all'inizio della risoluzione, puoi spostare 1 tua pedina da un territorio a un altro.
    [impostor] All'acquisto: esegui due favori diversi tra Generale, Sapiente di Corte, Visir e Qadi senza pagarli (non la Favorita del Califfo).
    [strategist] In ogni battaglia ogni tessera mercenario che scarti vale 1 in più.
    [recruiter] Attivazione: pesca 1 tessera mercenario dalla pila che preferisci.
    [raider] Ogni volta che vinci una battaglia, prendi 1 merce di un tipo stampato su quel territorio.
    [negotiator] Attivazione: guarda in segreto tutte le tessere di un territorio; poi puoi scartare 1 tessera della tua mano per rimuoverne lì 1 dello stesso colore.
    [loremaster] Il servizio del mercante (Mercantile) e quello del pascià (Politica) ti costano 3 oro in meno.
    [enchanter] All'acquisto: ottieni 1 mercante e prendi 1 segnalino disonore.
    [diplomat] Ogni turno prima del piazzamento puoi mettere da parte un pascià o un mercante; viene piazzato dopo tutte le altre pedine.
    [banker] Ogni nota di credito che usi riduce il costo di una carica di 5 invece di 3.
    [trader] Attivazione: restituisci 1 merce comune (legno pregiato, vasellame, metalli) e prendi 1 di ciascuna delle altre due.
    [hardwood_importer] Attivazione: prendi 1 legno pregiato.
    [pottery_importer] Attivazione: prendi 1 vasellame.
    [metal_importer] Attivazione: prendi 1 metallo.
    [aide_to_the_qadi] All'acquisto: prendi 1 punto influenza politica. Fine: 4 PP con esattamente 5 punti influenza politica, 5 PP con 6 o più.
    [steward_of_the_city] Fine: 6 PP se possiedi una carica di ciascuno dei sei palazzi.
    [warehouse_keeper] Fine: 4 PP se le tue merci coprono esattamente 4 tipi, 6 PP per tutti e 5.
    [favorites_maiden] Fine: 5 PP se possiedi almeno 3 cariche della Corporazione delle Spie.
    [weapon_master] Fine: 3 PP; 6 PP se possiedi almeno 3 cariche della Corporazione Militare.
    [dean_of_the_academy] Fine: 3 / 5 / 7 PP per esattamente 4 / 5 / 6 saggi nella tua famiglia.
    [economist] Fine: 3 / 5 PP per esattamente 3 / 4 mercanti nella tua famiglia.
    [counselor_to_the_caliph] Fine: 3 / 5 PP per esattamente 2 / 3 pascià nella tua famiglia.
    [treasurer] All'acquisto: prendi 1 nota di credito.
    [agha] All'acquisto: pesca 4 tessere mercenario, scegliendo ogni volta la pila.
    [silk_monopolist] All'acquisto: prendi 1 seta (3 seta e 1 spezia se possiedi il Monopolista di Spezie).
    [spice_monopolist] All'acquisto: prendi 1 spezia (3 spezie e 1 seta se possiedi il Monopolista di Seta).
    [astrologist] All'acquisto: punti influenza politica secondo i saggi della tua famiglia: 2–3 saggi 1, 4–5 saggi 2, 6 saggi 3.
    [law_expert] All'acquisto: prendi 1 punto influenza politica.
    [quartermaster] All'acquisto: prendi 2 merci a tua scelta.
    [alchemist] All'acquisto: puoi trasformare uno dei tuoi saggi in mercante.
   *[other] { $id }
}
alrashid-title-type = { $id ->
    [activated] Da attivare: una volta per turno, all'inizio di uno dei tuoi turni di risoluzione (`use <carica>`).
    [permanent] Continua: agisce da quando la possiedi.
    [one-shot] Mono Effetto: il suo effetto avviene una volta, all'acquisto.
   *[other] { $id }
}
    .term = { $id ->
        [activated] da attivare
        [permanent] continua
        [one-shot] mono effetto
       *[other] { $id }
    }
alrashid-favor-effect-general = restituisci 1 merce e pesca 1 tessera mercenario (0 oro)
alrashid-favor-effect-scholar = prendi 1 nota di credito (2 oro)
alrashid-favor-effect-vizier = restituisci 1 merce e prendi 1 merce di un altro tipo (0 oro)
alrashid-favor-effect-qadi = prendi 1 punto influenza politica (1 oro)
alrashid-favor-effect-favorite = esegui il favore di un'altra corporazione (Generale, Sapiente di Corte, Visir o Qadi) per 1 oro in più del suo costo (Spie)
alrashid-favor-effect = { $id ->
    [general] { alrashid-favor-effect-general }
    [scholar] { alrashid-favor-effect-scholar }
    [vizier] { alrashid-favor-effect-vizier }
    [qadi] { alrashid-favor-effect-qadi }
    [favorite] { alrashid-favor-effect-favorite }
   *[other] { $id }
}
alrashid-term-guild = { $id ->
    [intrigue] Corporazione delle Spie: servizio = azioni di spionaggio (posizione 1: 3, posizione 2: 2, posizione 3: 1; gratuite): spia le tessere di un territorio o sposta una tua pedina tra territori. Favore: la Favorita del Califfo. Cariche: Contrabbandiere, Cospiratore, Informatore, Impostore.
    [military] Corporazione Militare: servizio = pescare tessere mercenario (3 / 2 / 1 secondo la posizione; gratuito). Favore: il Generale. Cariche: Stratega, Reclutatore, Razziatore, Negoziatore.
    [traditions] Corporazione della Cultura: servizio = ottenere un saggio ({ $costs } oro secondo la posizione). Favore: il Sapiente di Corte. Cariche: Precettore, Incantatore, Diplomatico, Banchiere.
    [commerce] Corporazione Mercantile: servizio = ottenere un mercante ({ $costs } oro secondo la posizione). Favore: il Visir. Cariche: Commerciante e i tre Importatori.
    [politics] Corporazione Politica: servizio = ottenere un pascià ({ $costs } oro secondo la posizione). Favore: il Qadi. Cariche: otto cariche di fine partita dai PP condizionali.
    [rashid] { alrashid-guild-rashid }
   *[other] { $id }
}
    .term = { $id ->
        [intrigue] corporazione delle spie
        [military] corporazione militare
        [traditions] corporazione della cultura
        [commerce] corporazione mercantile
        [politics] corporazione politica
        [rashid] palazzo di al-rashid
       *[other] { $id }
    }
alrashid-guild-rashid = Palazzo di Al-Rashid: solo un gruppo guidato dal tuo pascià (piazzato per primo, nessun mercante). Ogni giocatore in posizione sceglie la Benevolenza (una merce gratuita e la testa dell'ordine di gioco) e/o una Carica del Califfo.
alrashid-term-a-title = { $name } ({ $number }, carica — { $guild }, costa { $cost } oro, { $value }). { $effect } { $type } Ottienila con `title { $id }`.
alrashid-term-title-pp = { $pp ->
    [conditional] PP condizionali (vedi l'effetto)
   *[other] { $pp } PP alla fine
}
alrashid-term-country = { $sector }: un territorio; le sue scorte, ripristinate ogni turno: { $goods }{ $note ->
    [true] {" "}e una nota di credito
   *[false] {""}
}. I mercenari presenti vanno sconfitti prima; poi le posizioni 1–3 commerciano.
alrashid-term-favor-one = { $name }: un favore — { $effect }. Costo { $cost } oro.
alrashid-term-favorite = La Favorita del Califfo: il favore delle Spie — { $effect }.
alrashid-term-a-crisis = Tessera Crisi { $tile } ({ $when ->
    [setup] setup
   *[year] fine di un turno
}): { $placed }.
alrashid-term-crisis-token = una tessera mercenario { $colour } su { $sector }
alrashid-term-code = { $code } = { $good } sull'immagine del tabellone. { alrashid-term-goods }
alrashid-term-good = { $name }: una merce{ $common ->
    [true] {" "}(comune)
   *[false] {" "}(preziosa)
}. { alrashid-term-gold }
alrashid-good-cap = { $id ->
    [wood] Legno pregiato
    [ceramic] Vasellame
    [metal] Metalli
    [spice] Spezie
    [silk] Seta
   *[other] { $id }
}
alrashid-p-favor-alone = Anche un favore da solo (senza servizio né carica) costa 1 segnalino disonore.
alrashid-p-to-beat = Per vincere, la tua forza in ogni colore deve superare il suo totale nel territorio: { $against }.
