# Almadi in italiano: nessun regolamento italiano pubblicato, i termini sono scelti e elencati in
# i18n/terms/almadi.md (Paesaggio, Martellina, Bancarella, Luna, Giara…). Le mosse restano scritte
# come in inglese (`take 2.1`); gli alias italiani (`prendi 2.1`) sono in games/almadi/glossary.py.

## Riassunto delle regole (/rules)

almadi-rules-intro = **Almadi** (da 2 a 5 giocatori, 16 turni ciascuno). Costruisci un regno di Paesaggi a destra della tua tessera di partenza.
almadi-rules-turn = **Turno:** 1) prendi uno degli 8 Paesaggi della plancia centrale e piazzalo nel tuo regno nella *stessa riga* della sua riga sulla plancia (colonna >= 1, casella vuota, adiacente a un Paesaggio; le tessere non si ruotano mai). 2) Ogni nuovo contatto tra un lato Attivazione (freccia) e un lato Effetto attiva quell'effetto: risolvi gli effetti in attesa nell'ordine che vuoi, ciascuno facoltativo (`done` chiude la fase). 3) Lo spazio della plancia viene riempito; la partita finisce quando la pila è esaurita.
almadi-rules-effects = **Effetti:** Genio = sposta uno dei tuoi Paesaggi (qualsiasi riga; massimo 3 spostamenti per turno; niente ritorno diretto; l'arrivo attiva di nuovo, un Genio per attivazione); Martellina = prendi la prima carta Mosaico; Bancarella = prendi la prima carta Bancarella; Luna = prendi un Obiettivo dal tavolo o un Obiettivo non realizzato di un altro giocatore; Rubino = prendi un rubino; Giara = 1 punto a fine partita se ancora attivata.
almadi-rules-scoring = **Punteggio:** i gruppi di 2 o più Oasi valgono 3 per Oasi, +6 per il gruppo più grande; le Carovane trasportano merci (merci dei Mercati + 2 per carta Bancarella) fino alla loro capacità (gruppo di 1:2, 2:5, 3:10, 4:15, 5:20, 6:35, 7:50, 8+:65); Palazzo = 1 + Oasi/Mercati adiacenti (0 se nessuno); un Mosaico su un Palazzo lo conta di nuovo; Obiettivi realizzati +punti, Obiettivi tenuti non realizzati -punti; rubini secondo la classifica (12/8/4/2, in 2 giocatori 10/4).
almadi-rules-characters = **Variante Personaggi:** tieni segretamente 2 dei Personaggi distribuiti; recluta dalla mano o dal mercato pagando rubini durante il tuo turno; i rubini valgono allora 1 punto per coppia.
almadi-rules-actions = Azioni: `take 2.1` (o `prendi 2.1`), `place 2.3` (`piazza 2.3`), `genie`, `move 2.1`, `to 4.2`, `moon` (`luna`), `objective gr-12`, `done` (`fatto`)…

## Parole

almadi-type-oasis = Oasi
almadi-type-palace = Palazzo
almadi-type-market = Mercato
almadi-type-caravan = Carovana
almadi-good-spices = spezie
almadi-good-pottery = ceramiche
almadi-good-leather = pelletteria
almadi-good-carpets = tappeti
almadi-motif-star = stella
almadi-motif-rosette = rosone
almadi-motif-arabesque = arabesco
almadi-motif-lattice = graticcio
almadi-colour-grey = grigio
almadi-colour-blue = blu
almadi-colour-yellow = giallo
almadi-colour-green = verde
almadi-colour-red = rosso
almadi-effect-genie = Genio
almadi-effect-hammer = Martellina
almadi-effect-stall = Bancarella
almadi-effect-moon = Luna
almadi-effect-ruby = Rubino
almadi-effect-jar = Giara
almadi-effect-arrow = freccia
almadi-dir-U = su
almadi-dir-R = destra
almadi-dir-D = giù
almadi-dir-L = sinistra
almadi-list-sep = {", "}
almadi-seat = seat { $n }
almadi-none = nessuna
almadi-table = tavolo
almadi-unknown = ?
almadi-n-tile = { $n ->
    [one] { $n } tessera
   *[other] { $n ->
    [one] { $n } tessera
   *[other] { $n } tessere
}
}
almadi-n-ruby = { $n ->
    [one] { $n } rubino
   *[other] { $n ->
    [one] { $n } rubino
   *[other] { $n } rubini
}
}
almadi-n-mosaic = { $n ->
    [one] { $n } Mosaico
   *[other] { $n } Mosaici
}
almadi-n-stall-card = { $n ->
    [one] { $n } carta Bancarella
   *[other] { $n ->
    [one] { $n } carta
   *[other] { $n } carte
} Bancarella
}
almadi-n-character = { $n ->
    [one] { $n } Personaggio
   *[other] { $n } Personaggi
}
almadi-pool-item = { $n } { $effect }

## Etichette delle azioni (menu)

almadi-tile-label = { $id } ({ $type })
almadi-char-label = { $name } ({ $id }, { $cost ->
    [one] { $cost } rubino
   *[other] { $cost } rubini
})
almadi-d-keep = Tieni { $first } e { $second }
almadi-d-take = Prendi { $tile } dalla riga { $row }
almadi-d-ali = Usa Ali: pesca il primo Paesaggio della pila
almadi-d-ali-a = Ali A: piazza { $tile } in qualsiasi riga
almadi-d-ali-b = Ali B: mettilo nello spazio { $slot }, prendi { $tile }
almadi-d-place = Piazza { $tile } alla riga { $row }, colonna { $col }
almadi-d-genie = Risolvi un Genio: sposta un Paesaggio
almadi-d-hammer = Risolvi una Martellina: prendi il primo Mosaico
almadi-d-stall = Risolvi una Bancarella: prendi la prima carta Bancarella
almadi-d-moon = Risolvi una Luna: prendi un Obiettivo
almadi-d-ruby = Risolvi un Rubino: prendi un rubino
almadi-d-done = Chiudi la fase 2
almadi-d-done-discard = Chiudi la fase 2 ({ $n ->
    [one] { $n } effetto scartato
   *[other] { $n ->
    [one] { $n } effetto scartato
   *[other] { $n } effetti scartati
}
})
almadi-d-move = Sposta { $tile } da { $cell }
almadi-d-swap = Scambia { $tile } in { $cell } (Hussain)
almadi-d-with = …con { $tile } in { $cell }
almadi-d-to = …verso la riga { $row }, colonna { $col }
almadi-d-back = Scegli un altro Paesaggio
almadi-d-skip = Salta (nessun effetto)
almadi-d-objective = Prendi { $id } ({ $points } pt, { $source ->
    [table] dal tavolo
   *[other] da { $source }
}): { $text }
almadi-d-recruit = Recluta { $char }
almadi-d-aladdin = Aladdin: prendi 1 rubino
almadi-d-badroulboudour = Badroulboudour: prendi il primo Mosaico
almadi-d-paribanou = Paribanou: prendi la prima carta Bancarella
almadi-d-zaynab-mosaic = Zaynab: restituisci { $mosaic }, prendi la prima carta Bancarella
almadi-d-zaynab-stall = Zaynab: restituisci una carta Bancarella { $goods }, prendi il primo Mosaico
almadi-d-copy = Zumurrud: copia { $char }
almadi-d-pass = Zumurrud: non copiare nulla
almadi-d-end = Termina il turno
almadi-start-label = Tessera di partenza { $letter }: { $rows }
almadi-start-label-row = { $kind } ({ $right })
almadi-start-label-row-goods = { $kind } di { $goods } ({ $right })

## Fasi e richieste

almadi-step-take = scelta di un Paesaggio
almadi-step-ali = piazzamento del Paesaggio di Ali
almadi-step-place = piazzamento del Paesaggio
almadi-step-pool = risoluzione degli effetti
almadi-step-genie = Genio: scelta del Paesaggio
almadi-step-genie_to = Genio: scelta della destinazione
almadi-step-swap_with = Hussain: scelta del secondo Paesaggio
almadi-step-moon = Luna: scelta di un Obiettivo
almadi-step-after = reclutamento o fine del turno
almadi-step-start = scelta delle tessere di partenza
almadi-step-keep = scelta dei Personaggi da tenere
almadi-step-zumurrud = copia di Zumurrud
almadi-step-over = partita finita
almadi-prompt-take = Prendi un Paesaggio dalla plancia (`take riga.spazio`, es. `take { $where }` o `prendi { $where }`).
almadi-prompt-ali = Ali: piazza il Paesaggio pescato in qualsiasi riga (`ali a`) o scambialo con un Paesaggio della plancia (`ali b r.s`).
almadi-prompt-place = Piazza il Paesaggio nel tuo regno (`place riga.colonna`, es. `place { $where }` o `piazza { $where }`).
almadi-prompt-pool = Risolvi un effetto attivato, o `done` (`fatto`) per chiudere la fase 2.
almadi-prompt-genie = Genio: scegli il Paesaggio da spostare (`move riga.colonna`), o `skip`.
almadi-prompt-genie_to = Genio: scegli dove va (`to riga.colonna`), o `back`.
almadi-prompt-swap_with = Hussain: scegli il secondo Paesaggio (`with riga.colonna`), o `back`.
almadi-prompt-moon = Luna: scegli l'Obiettivo da prendere (`objective id`), o `skip`.
almadi-prompt-after = Recluta o usa un potere, o `end turn` (`fine turno`).
almadi-prompt-setup_start = Scegli prima la tua tessera di partenza.
almadi-prompt-setup_keep = Tieni prima 2 dei Personaggi distribuiti (`keep ch-xx ch-yy`).
almadi-prompt-end_zumurrud = Fine partita: scegli la copia di Zumurrud (`copy ch-xx`) o `pass`.
almadi-prompt-your-move = Tocca a te.
almadi-prompt-over = La partita è finita.
almadi-prompt-nothing = Niente da decidere ora.
almadi-prompt-start = Scegli la tua tessera di partenza: { $choices } (`board` o `explain start` le descrive).
almadi-prompt-keep = Tieni segretamente 2 dei Personaggi distribuiti (`hand` li mostra: `keep ch-xx ch-yy`).
almadi-prompt-zumurrud-end = Fine partita: scegli un potere che Zumurrud copierà, o `pass`.
almadi-prompt-zumurrud = Puoi scegliere un potere che Zumurrud copierà (`copy ch-xx`).

## Riassunti (messaggi del canale, DM)

almadi-s-over = **Partita finita.** { $ranking }
almadi-s-rank = { $rank }. { $who } { $score }
almadi-s-setup-start = Preparazione: { $who } sceglie una tessera di partenza ({ $tiles }).
almadi-s-setup-keep = Preparazione: si attende che { $who } tenga 2 Personaggi.
almadi-s-end-zumurrud = Fine partita: si attende { $who } (Zumurrud).
almadi-s-turn = Turno { $turn } di { $total } ({ $each } ciascuno){ $extra }: **{ $who }** — { $step }. Pila { $pile }, riserva { $reserve ->
    [one] { $reserve } rubino
   *[other] { $reserve } rubini
}.
almadi-s-extra = {" "}(turno extra)
almadi-s-pending = In attesa: { $items }; spostamenti usati { $moves }/3.
almadi-s-board = Plancia: { $slots }
almadi-s-slot = { $slot } { $tile }
almadi-s-empty-slot = —
almadi-s-supplies = Mosaici: { $mosaic } ({ $mosaics }); Bancarelle: { $stall } ({ $stalls }); Obiettivi sul tavolo: { $objectives }
almadi-s-player = { $who }: { $tiles }, { $rubies }, { $mosaics }, { $stalls }, Obiettivi realizzati { $done }/{ $held }{ $characters }{ $score }
almadi-s-player-characters = , { $characters }
almadi-s-player-score = {" "}— **{ $score } pt** se finisse ora
almadi-s-players-sep = {"; "}

## Riassunto privato (i Personaggi di chi legge)

almadi-p-card = • { $id } { $name } ({ $cost ->
    [one] { $cost } rubino
   *[other] { $cost } rubini
}): { $text }
almadi-p-dealt = Personaggi distribuiti a te (tienine 2): { $cards }
almadi-p-chosen = Hai scelto; si attendono gli altri.
almadi-p-keep-hint = Tienine due con i loro identificativi, es. `keep { $first } { $second }`.
almadi-p-hand = La tua mano (recluta durante il tuo turno, es. `recruit { $first }`): { $cards }
almadi-p-empty = La tua mano è vuota.

## Testo della plancia (`board` della console, testo alternativo delle immagini)

almadi-b-side = { $dir } { $what }
almadi-b-no-sides = nessun lato
almadi-b-empty = vuota
almadi-b-start-tile = tessera di partenza
almadi-b-tile = { $name } { $type }{ $goods } ({ $sides })
almadi-b-tile-goods = {" "}con { $n } { $kind }
almadi-b-start-free = Tessere di partenza ancora libere:
almadi-b-holding = In mano, da piazzare: { $tile }.
almadi-b-pool = Effetti da risolvere: { $items } (spostamenti del Genio usati: { $moves } su 3).
almadi-b-central = Plancia centrale (take riga.spazio; il Paesaggio va nella stessa riga del tuo regno):
almadi-b-row = {"  "}Riga { $row }: { $cells }
almadi-b-supplies = Pila { $pile ->
    [one] { $pile } tessera
   *[other] { $pile } tessere
}; riserva { $reserve ->
    [one] { $reserve } rubino
   *[other] { $reserve } rubini
}; Mosaici: in cima { $mosaic } ({ $mosaics ->
    [one] { $mosaics } rimasto
   *[other] { $mosaics } rimasti
}); carte Bancarella: in cima { $stall } ({ $stalls ->
    [one] { $stalls } rimasta
   *[other] { $stalls } rimaste
}).
almadi-b-objectives = Obiettivi sul tavolo (da prendere con una Luna):
almadi-b-objectives-none = Obiettivi sul tavolo (da prendere con una Luna): nessuno.
almadi-b-objective = {"  "}{ $id } ({ $points ->
    [one] { $points } punto
   *[other] { $points } punti
}): { $text }.
almadi-b-market = Mercato dei Personaggi: { $chars }.
almadi-b-market-char = { $id } { $name } ({ $cost ->
    [one] { $cost } rubino
   *[other] { $cost } rubini
})
almadi-b-player = { $who }: { $rubies }, { $mosaics }{ $mosaic_list }, { $stalls }{ $stall_list }{ $score }.
almadi-b-player-list = {" "}({ $items })
almadi-b-player-score = , { $score ->
    [one] { $score } punto
   *[other] { $score } punti
} se finisse ora
almadi-b-live = {" "}[attivo: { $dirs }]
almadi-b-cell = { $cell } { $tile }{ $live }
almadi-b-held-objective = {"  "}Obiettivo { $id } ({ $points ->
    [one] { $points } punto
   *[other] { $points } punti
}, { $fulfilled ->
    [yes] realizzato
   *[no] non ancora realizzato
}): { $text }.
almadi-b-characters = {"  "}Personaggi: { $chars }
almadi-b-char = { $id } { $name }
almadi-b-hand-count = {"  "}{ $n ->
    [one] { $n } Personaggio
   *[other] { $n } Personaggi
} in mano (segreti).

## Eventi

almadi-char-title = { $name }, { $epithet }
almadi-a-mosaic-star = un Mosaico stella
almadi-a-mosaic-rosette = un Mosaico rosone
almadi-a-mosaic-arabesque = un Mosaico arabesco
almadi-a-mosaic-lattice = un Mosaico graticcio
almadi-goods-pair = { $a } + { $b }
almadi-e-char = { $id } { $name }
almadi-e-the-table = il tavolo
almadi-e-activated = Attivati: { $effects }.
almadi-e-fulfilled = { $who } realizza { $id } ({ $text }).
almadi-e-start = { $who } sceglie la tessera di partenza { $letter }.
almadi-e-kept = { $who } ha scelto i Personaggi da tenere.
almadi-e-you-keep = Tieni { $first } e { $second }.
almadi-e-market = Mercato dei Personaggi: { $chars }.
almadi-e-copy = Zumurrud ({ $who }) copia { $char }.
almadi-e-pass = { $who } non sceglie alcun potere per Zumurrud.
almadi-e-take = { $who } prende { $id } ({ $type }) dallo spazio { $slot }.
almadi-e-ali = { $who } usa Ali e pesca { $id } ({ $type }) dalla pila.
almadi-e-ali-a = { $who } piazzerà { $id } in qualsiasi riga (Ali, opzione A).
almadi-e-ali-b = { $who } mette { $id } nello spazio { $slot } e prende { $old } ({ $type }) (Ali, opzione B).
almadi-e-placed = { $who } piazza { $id } in { $cell }.
almadi-e-done = { $who } chiude la fase 2 ({ $n ->
    [one] { $n } effetto scartato
   *[other] { $n ->
    [one] { $n } effetto scartato
   *[other] { $n } effetti scartati
}
}).
almadi-e-no-genie = { $who } non fa alcuno spostamento del Genio.
almadi-e-no-objective = { $who } non prende alcun Obiettivo.
almadi-e-moved = { $who } sposta { $id } da { $src } a { $dst } (spostamento { $used }/{ $max }).
almadi-e-swapped = { $who } scambia { $a } e { $b } (Hussain; spostamento { $used }/{ $max }).
almadi-e-objective = { $who } prende l'Obiettivo { $id } ({ $text }) da { $source }.
almadi-e-recruit = { $who } recluta { $char } { $where ->
    [hand] dalla propria mano
   *[market] dal mercato
} per { $cost ->
    [one] { $cost } rubino
   *[other] { $cost } rubini
}.
almadi-e-aladdin = { $who } prende 1 rubino (Aladdin).
almadi-e-badroulboudour = { $who } prende { $mosaic } (Badroulboudour).
almadi-e-paribanou = { $who } prende una carta Bancarella ({ $goods }) (Paribanou).
almadi-e-zaynab-mosaic = { $who } restituisce { $mosaic } e prende una carta Bancarella ({ $goods }) (Zaynab).
almadi-e-zaynab-stall = { $who } restituisce una carta Bancarella ({ $goods }) e prende { $mosaic } (Zaynab).
almadi-e-hammer = { $who } prende { $mosaic }.
almadi-e-hammer-empty = Martellina: il mazzo dei Mosaici è esaurito, nessun effetto.
almadi-e-stall = { $who } prende una carta Bancarella ({ $goods }).
almadi-e-stall-empty = Bancarella: il mazzo delle carte Bancarella è esaurito, nessun effetto.
almadi-e-ruby = { $who } prende { $n ->
    [one] { $n } rubino
   *[other] { $n ->
    [one] { $n } rubino
   *[other] { $n } rubini
}
}.
almadi-e-ruby-empty = Rubino: la riserva è esaurita, nessun effetto.
almadi-e-moon-none = Luna: nessun Obiettivo disponibile, nessun effetto.
almadi-e-genie-max = Genio: già { $max ->
    [one] { $max } spostamento
   *[other] { $max } spostamenti
} in questo turno, nessun effetto.
almadi-e-genie-none = Genio: nessuno spostamento possibile, nessun effetto.
almadi-e-refill = Lo spazio { $slot } è riempito con { $id } ({ $type }).
almadi-e-pile-empty = La pila è esaurita: la partita finisce.
almadi-e-extra = { $who } gioca un turno extra (Dunyazad).
almadi-e-final = Punteggi finali: { $scores }.

## Rifiuti (explain)

almadi-x-not-action = «{ $action }» non è un'azione di Almadi (prova `take 2.1`, `place 2.3`, `genie`, `done`).
almadi-x-keep-form = Scrivi `keep ch-xx ch-yy`: esattamente due dei Personaggi distribuiti a te.
almadi-x-end-form = Scrivi `end turn` (o `fine turno`).
almadi-x-ali-form = Scrivi `ali`, poi `ali a` o `ali b r.s`.
almadi-x-word-count = «{ $action }» non ha il numero giusto di parole per `{ $verb }`.
almadi-x-cell-form = `{ $verb }` richiede una posizione scritta riga.colonna, come `{ $verb } 2.1`.
almadi-x-place-form = Scrivi `place riga.colonna`, come `place 2.3`.
almadi-x-unknown-char = Personaggio sconosciuto «{ $id }» (gli identificativi sono come ch-17).
almadi-x-unknown-objective = Obiettivo sconosciuto «{ $id }» (gli identificativi sono come gr-12).
almadi-x-not-your-turn = È il turno di { $who }; puoi solo scegliere la copia di Zumurrud.
almadi-x-start = La tessera di partenza «{ $letter }» non è disponibile (rimaste: { $left }).
almadi-x-keep = Tieni esattamente due Personaggi diversi tra quelli distribuiti a te, scritti in ordine.
almadi-x-copy-no-zumurrud = Solo chi ha reclutato Zumurrud (CH-26) può copiare un potere.
almadi-x-copy-chosen = La copia di Zumurrud è definitiva e già scelta.
almadi-x-copy-target = Zumurrud può copiare solo un Personaggio reclutato da un altro giocatore (non Zumurrud).
almadi-x-take = Lo spazio { $slot } è vuoto o non esiste (spazi da 1.1 a 4.2).
almadi-x-place-row = Questo Paesaggio può andare solo nella riga { $rows }, non nella riga { $row }.
almadi-x-or = {" o "}
almadi-x-place-col = La colonna 0 contiene la tua tessera di partenza: piazza nella colonna 1 o più a destra.
almadi-x-place-taken = La casella { $cell } contiene già un Paesaggio.
almadi-x-place-alone = La casella { $cell } non ha Paesaggi adiacenti.
almadi-x-no-item = Nessun effetto { $item } è in attesa.
almadi-x-no-return = Niente ritorno diretto: questo Paesaggio ha appena lasciato quella casella in questo turno (D6).
almadi-x-occupied = La casella { $cell } è occupata.
almadi-x-rows = Il Genio sposta verso le righe 1-4, colonna 1 o più (le righe 0 e 5 richiedono Abriza).
almadi-x-to-alone = Quella casella deve essere adiacente a un Paesaggio diverso da quello che si sposta.
almadi-x-move = Scegli uno dei tuoi Paesaggi (non la tessera di partenza) che abbia una destinazione permessa.
almadi-x-objective = Quell'Obiettivo non è disponibile (realizzato, protetto da Jafar, o già tuo).
almadi-x-recruit-where = Puoi reclutare solo dalla tua mano o dal mercato.
almadi-x-recruit-cost = { $id } costa { $cost ->
    [one] { $cost } rubino
   *[other] { $cost } rubini
}; ne hai { $rubies }.
almadi-x-recruit-turn = Si recluta solo durante il proprio turno.
almadi-x-zaynab-own = Zaynab scambia una delle tue carte Mosaico o Bancarella.
almadi-x-zaynab-empty = Il mazzo da cui prenderesti è esaurito.
almadi-x-zaynab = Zaynab: serve il suo potere, ed è una volta per turno.
almadi-x-power = { $name }: servono questo potere, un Genio attivato in questo turno, una volta per turno, e una riserva non vuota.
almadi-x-not-now = Non possibile ora: { $what }
almadi-x-see-allowed = vedi le azioni permesse

## Categorie del punteggio

almadi-cat-oases = Oasi
almadi-cat-oasis_bonus = bonus del gruppo di Oasi più grande
almadi-cat-caravans = Carovane
almadi-cat-palaces = Palazzi
almadi-cat-jars = Giare
almadi-cat-mosaics = Mosaici
almadi-cat-objectives = Obiettivi
almadi-cat-rubies = rubini
almadi-cat-characters = Personaggi

## Glossario: parti costruite dai dati

almadi-side-act = una freccia
almadi-side-jar = una Giara
almadi-side-genie = un Genio
almadi-side-stall = una Bancarella
almadi-side-hammer = una Martellina
almadi-side-ruby = un Rubino
almadi-side-moon = una Luna
almadi-side-blank = niente
almadi-where-top = sopra
almadi-where-right = destra
almadi-where-bottom = sotto
almadi-where-left = sinistra
almadi-start-text = Tessera di partenza { $letter }: { $rows }.
almadi-start-row = riga { $row } { $what } ({ $side } a destra)
almadi-start-row-goods = { $kind } con 3 { $goods }
almadi-term-character = { $title } ({ $id }, { $cost ->
    [one] { $cost } rubino
   *[other] { $cost } rubini
}, { $kind ->
    [end] fine partita
   *[game] potere durante la partita
}): { $text }
almadi-term-objective-card = Obiettivo { $id } ({ $colour }, { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}): { $text }.
almadi-term-start-letter = { $text } (`start { $letter }` la sceglie.)
almadi-term-start = `start <lettera>` (o `partenza <lettera>`): scegli la tua tessera di partenza (A-E), in ordine inverso di turno. { $tiles }
    .term = partenza
almadi-term-motif = Un motivo di Mosaico ({ $motif }); vedi `explain mosaico`.
almadi-term-tile = Paesaggio { $id }: { $type }{ $goods }; lati: { $sides }.
almadi-term-tile-side = { $where } { $side }
almadi-term-tile-goods = {" "}con { $n } { $kind }
almadi-term-tile-blank = tutti vuoti
almadi-term-stall-id = Carta Bancarella { $id }: { $goods } per le tue Carovane.
almadi-term-mosaic-id = Carta Mosaico { $id } ({ $motif }): conta di nuovo uno dei tuoi Palazzi.
almadi-term-goods-code = { $code } = { $goods } sull'immagine della plancia. { $text }
almadi-term-goods-name = { $goods }: merci. { $text }
almadi-grid-title = Forma nel tuo regno:
almadi-grid-legend = ({ $legend }.){ $turn }
almadi-grid-rotations = {" "}Ogni rotazione vale, mai l'immagine speculare.
almadi-grid-exact = {" "}Esattamente come disegnato.
almadi-grid-any = # un Paesaggio
almadi-grid-empty = . una casella vuota delle righe 1-4 (non la colonna 0)
almadi-grid-anything = ? qualsiasi cosa
almadi-grid-O = O Oasi
almadi-grid-P = P Palazzo
almadi-grid-M = M Mercato
almadi-grid-C = C Carovana

## Glossario (explain): il valore spiega, .term è il termine in questa lingua

almadi-term-kingdom = La tua griglia di Paesaggi, che cresce a destra della tessera di partenza (colonna 0). Righe 1–4; un nuovo Paesaggio va nella riga da cui viene sulla plancia (colonna 1 o più, casella vuota, adiacente a un Paesaggio). Le caselle si scrivono riga.colonna, come 2.3.
    .term = regno
almadi-term-board = La plancia centrale: 8 Paesaggi in 4 righe di 2 spazi (1.1 … 4.2). Ne prendi uno (`take 2.1`) e lo piazzi nella stessa riga del tuo regno (`place 2.3`); lo spazio viene riempito dalla pila.
    .term = plancia
almadi-term-slot = Uno spazio della plancia centrale, scritto riga.spazio: 1.1 … 4.2.
    .term = spazio
almadi-term-pile = I Paesaggi coperti che riempiono la plancia. Quando è esaurita, la partita finisce dopo il turno.
    .term = pila
almadi-term-turn = Prendi un Paesaggio dalla plancia e piazzalo (fase 1); risolvi gli effetti che ha attivato (fase 2); la plancia viene riempita (fase 3). Ogni giocatore gioca 16 turni (meno con più giocatori: decide la pila).
    .term = turno
almadi-term-step = Fase 1: prendere e piazzare un Paesaggio. Fase 2: risolvere gli effetti attivati nell'ordine che vuoi (`done` la chiude). Poi: reclutare Personaggi o usare poteri, quindi `end turn`.
    .term = fase
almadi-term-activation-side = Una freccia sul lato di un Paesaggio. Quando è di fronte al lato Effetto di un Paesaggio vicino, quell'effetto si attiva. Le tessere non si ruotano mai.
    .term = lato attivazione
almadi-term-arrow = Un lato Attivazione: vedi `explain lato attivazione`.
    .term = freccia
almadi-term-act = Un lato Attivazione (freccia): vedi `explain lato attivazione`.
    .term = attivazione
almadi-term-effect-side = Un lato che mostra Genio, Martellina, Bancarella, Luna, Rubino o Giara. Si attiva quando è di fronte al lato Attivazione (freccia) di un vicino.
    .term = lato effetto
almadi-term-contact = Due lati affacciati di Paesaggi adiacenti. Attivo quando uno è una freccia e l'altro un effetto: l'effetto si attiva all'arrivo dell'uno o dell'altro Paesaggio.
    .term = contatto
almadi-term-live = Un contatto tra una freccia e un lato Effetto nella disposizione attuale. Le Giare e alcuni Obiettivi contano i contatti attivi a fine partita.
    .term = attivo
almadi-term-blank = Un lato vuoto: non attiva mai nulla.
    .term = vuoto
almadi-term-genie = Effetto: sposta uno dei tuoi Paesaggi (non la tessera di partenza) in un'altra casella del regno, in qualsiasi riga (`genie`, `move 2.1`, `to 4.2`). Al massimo 3 spostamenti per turno; niente ritorno diretto; il suo arrivo attiva di nuovo gli effetti.
    .term = genio
almadi-term-hammer = Effetto: prendi la prima carta Mosaico. Un Mosaico su un Palazzo conta di nuovo quel Palazzo (un Mosaico per Palazzo).
    .term = martellina
almadi-term-stall = Effetto: prendi la prima carta Bancarella: 2 merci che le tue Carovane possono trasportare (+2 merci per la capacità).
    .term = bancarella
almadi-term-moon = Effetto: prendi un Obiettivo dal tavolo, o un Obiettivo non realizzato di un altro giocatore (`moon`, poi `objective gr-12`). Un Obiettivo tenuto vale i suoi punti se realizzato a fine partita, e li fa perdere altrimenti.
    .term = luna
almadi-term-ruby = Effetto: prendi un rubino. A fine partita i rubini valgono secondo la classifica (2 giocatori 10/4, 3 giocatori 12/8/4, 4 giocatori 12/8/4/2); con i Personaggi, i rubini pagano i reclutamenti e valgono 1 punto per coppia.
    .term = rubino
almadi-term-jar = Effetto: nulla durante la partita; 1 punto a fine partita per ogni lato Giara ancora attivo.
    .term = giara
almadi-term-pool = Gli effetti attivati in attesa nella fase 2 (Genio, Martellina, Bancarella, Luna, Rubino). Risolvili nell'ordine che vuoi; `done` scarta il resto.
    .term = effetti in attesa
almadi-term-pending = Gli effetti attivati che puoi ancora risolvere in questo turno.
    .term = in attesa
almadi-term-oasis = Un Paesaggio. I gruppi di 2 o più Oasi valgono 3 per Oasi; il gruppo più grande vale 6 in più.
    .term = oasi
almadi-term-oases = Vedi `explain oasi`.
    .term = le oasi
almadi-term-caravan = Un Paesaggio. Un gruppo di Carovane trasporta merci fino alla sua capacità (1: 2, 2: 5, 3: 10, 4: 15, 5: 20, 6: 35, 7: 50, 8: 65 per gruppi di 1…8+ tessere); le merci vengono dai Mercati e dalle carte Bancarella.
    .term = carovana
almadi-term-landscape = Una tessera del tuo regno: Oasi, Palazzo, Mercato o Carovana. A ogni turno ne prendi una dalla plancia e la piazzi nella sua riga; i suoi lati attivano effetti al contatto.
    .term = paesaggio
almadi-term-market = Un Paesaggio con merci (spezie, ceramiche, pelletteria, tappeti) che le Carovane trasportano.
    .term = mercato
almadi-term-palace = Un Paesaggio che vale 1 + le Oasi e i Mercati adiacenti (0 se nessuno); un Mosaico sopra lo conta di nuovo.
    .term = palazzo
almadi-term-goods = Spezie, ceramiche, pelletteria e tappeti, sui Mercati e sulle carte Bancarella; le Carovane li trasformano in punti.
    .term = merci
almadi-term-mosaic = Una carta ottenuta con la Martellina (motivi: stella, rosone, arabesco, graticcio); ognuna conta di nuovo uno dei tuoi Palazzi.
    .term = mosaico
almadi-term-mosaics = Vedi `explain mosaico`.
    .term = mosaici
almadi-term-stall-card = Una carta ottenuta con la Bancarella: 2 merci per le tue Carovane.
    .term = carta bancarella
almadi-term-objective = Una carta con una forma o una condizione e dei punti (identificativi come gr-12). Presa con una Luna; +punti se realizzata a fine partita, −punti se tenuta non realizzata. Prendi solo quelli che puoi realizzare.
    .term = obiettivo
almadi-term-objectives = Vedi `explain obiettivo`.
    .term = obiettivi
almadi-term-reserve = I rubini rimasti nella riserva generale.
    .term = riserva
almadi-term-start-tile = Il tuo primo Paesaggio, nella colonna 0 (A–E), scelto in ordine inverso di turno.
    .term = tessera di partenza
almadi-term-extra-turn = Un turno dato da un Personaggio (Dunyazad) a fine partita.
    .term = turno extra
almadi-term-characters = Variante: ti vengono distribuiti dei Personaggi, ne tieni 2 in segreto (`keep ch-03 ch-17`), e recluta dalla mano o dal mercato pagando rubini durante il tuo turno (`recruit ch-17`). I Personaggi di fine partita valgono alla fine; quelli durante la partita danno poteri.
    .term = personaggi
almadi-term-hand = I tuoi Personaggi segreti (variante Personaggi). `hand` li mostra con i loro identificativi.
    .term = mano
almadi-term-market-characters = I Personaggi scoperti che tutti possono reclutare (variante Personaggi).
    .term = mercato dei personaggi
almadi-term-score-now = Il punteggio che ogni giocatore avrebbe se la partita finisse ora (mostrato sulla plancia).
    .term = punteggio attuale
almadi-term-almadi = Almadi: costruisci un regno di Paesaggi. `rules` ne dà il riassunto.
    .term = almadi
almadi-term-take = `take <riga.spazio>` (o `prendi`): prendi quel Paesaggio dalla plancia (1.1 … 4.2).
    .term = prendi
almadi-term-place = `place <riga.colonna>` (o `piazza`): metti il Paesaggio che tieni nel tuo regno, nella sua riga.
    .term = piazza
almadi-term-move = Genio: `move <riga.colonna>` (o `sposta`) sceglie il Paesaggio da spostare, poi `to <riga.colonna>`.
    .term = sposta
almadi-term-to = Genio: `to <riga.colonna>` (o `verso`) è dove va il Paesaggio scelto.
    .term = verso
almadi-term-done = Chiude la fase 2 (`done` o `fatto`): gli effetti ancora in attesa sono scartati.
    .term = fatto
almadi-term-end = `end turn` (o `fine turno`): termina il tuo turno (la plancia viene riempita).
    .term = fine
almadi-term-end-turn = Termina il tuo turno (la plancia viene riempita).
    .term = fine turno
almadi-term-back = Lasciare la scelta in corso senza farla (`back` o `indietro`).
    .term = indietro
almadi-term-skip = Non risolvere nulla per questo effetto (`skip` o `salta`).
    .term = salta
almadi-term-keep = `keep ch-xx ch-yy` (o `tieni`): i due Personaggi distribuiti che tieni (variante Personaggi).
    .term = tieni
almadi-term-recruit = `recruit ch-xx` (o `recluta`): paga i suoi rubini e prendi quel Personaggio (dalla mano o dal mercato) durante il tuo turno.
    .term = recluta
almadi-term-activated = Gli effetti attivati dal Paesaggio appena piazzato, in attesa.
    .term = attivati
almadi-term-central-board = La plancia centrale: 8 Paesaggi in 4 righe di 2 spazi (1.1 … 4.2). Ne prendi uno (`take 2.1`) e lo piazzi nella stessa riga del tuo regno (`place 2.3`); lo spazio viene riempito dalla pila.
    .term = plancia centrale

## Personaggi: nomi, qualità e poteri (scelti; i nomi propri restano quelli del regolamento)

almadi-name-ch-01 = Ali-Shar
almadi-epithet-ch-01 = commerciante appassionato
almadi-power-ch-01 = Vale il massimo tra spezie/2 e ceramiche/2 (arrotondato per difetto), solo merci dei Mercati.
almadi-name-ch-02 = Ali Cogia
almadi-epithet-ch-02 = mercante itinerante
almadi-power-ch-02 = Tutte le tue Carovane contano come un solo gruppo per la capacità.
almadi-name-ch-03 = Aziz
almadi-epithet-ch-03 = mercante amichevole
almadi-power-ch-03 = Vale il massimo tra pelletteria/2 e tappeti/2 (arrotondato per difetto), solo merci dei Mercati.
almadi-name-ch-04 = Aziza
almadi-epithet-ch-04 = poetessa ispirata
almadi-power-ch-04 = Ogni Mosaico non posato su un Palazzo vale 3.
almadi-name-ch-05 = Dalila
almadi-epithet-ch-05 = ladra astuta
almadi-power-ch-05 = Vale (merci oltre la capacità delle Carovane)/2, arrotondato per difetto.
almadi-name-ch-06 = Dunya
almadi-epithet-ch-06 = principessa artista
almadi-power-ch-06 = Vale 3 per Mosaico del tuo motivo più numeroso.
almadi-name-ch-07 = Dunyazad
almadi-epithet-ch-07 = sorella curiosa
almadi-power-ch-07 = Un turno extra dopo la fine della partita, prima del punteggio.
almadi-name-ch-08 = Harun Al Rashid
almadi-epithet-ch-08 = califfo pragmatico
almadi-power-ch-08 = Vale il numero di Paesaggi della tua riga più piena.
almadi-name-ch-09 = Hindbad
almadi-epithet-ch-09 = portatore d'acqua
almadi-power-ch-09 = Vale 1 per lato Giara non attivato.
almadi-name-ch-10 = Khalifa
almadi-epithet-ch-10 = pescatore tenace
almadi-power-ch-10 = Vale 2 per Oasi senza Oasi adiacenti.
almadi-name-ch-11 = I 40 ladroni
almadi-epithet-ch-11 = banda temuta
almadi-power-ch-11 = Vale 3 per buco (casella vuota circondata sui 4 lati).
almadi-name-ch-12 = Shahriar
almadi-epithet-ch-12 = sultano risoluto
almadi-power-ch-12 = Vale 3 per Obiettivo realizzato che tieni.
almadi-name-ch-13 = Sheherazade
almadi-epithet-ch-13 = narratrice prodigiosa
almadi-power-ch-13 = Vale 3 per Personaggio reclutato, lei compresa.
almadi-name-ch-14 = Zobeide
almadi-epithet-ch-14 = negoziante accorta
almadi-power-ch-14 = Ogni merce delle tue carte Bancarella conta doppio per le Carovane e per Dalila.
almadi-name-ch-15 = Zubaydah
almadi-epithet-ch-15 = regina imponente
almadi-power-ch-15 = Fino a 2 Mosaici per Palazzo.
almadi-name-ch-16 = Abriza
almadi-epithet-ch-16 = guerriera esperta
almadi-power-ch-16 = Gli spostamenti e gli scambi del Genio possono usare le righe 0 e 5 (colonna 0 permessa su quelle righe).
almadi-name-ch-17 = Aladdin
almadi-epithet-ch-17 = padrone della lampada
almadi-power-ch-17 = Una volta per turno, dopo che un Genio si è attivato per te: prendi 1 rubino.
almadi-name-ch-18 = Ali
almadi-epithet-ch-18 = principe previdente
almadi-power-ch-18 = Invece di prendere un Paesaggio dalla plancia: pesca il primo Paesaggio della pila e piazzalo in qualsiasi riga (A) o scambialo con un Paesaggio della plancia (B). Nessun riempimento.
almadi-name-ch-19 = Ali Baba
almadi-epithet-ch-19 = taglialegna fortunato
almadi-power-ch-19 = Ogni Rubino attivato dà 2 rubini.
almadi-name-ch-20 = Badroulboudour
almadi-epithet-ch-20 = principessa audace
almadi-power-ch-20 = Una volta per turno, dopo che un Genio si è attivato per te: prendi il primo Mosaico.
almadi-name-ch-21 = Hussain
almadi-epithet-ch-21 = principe avventuroso
almadi-power-ch-21 = Una volta per turno, un Genio può invece scambiare due dei tuoi Paesaggi.
almadi-name-ch-22 = Jafar
almadi-epithet-ch-22 = visir devoto
almadi-power-ch-22 = Nessuno può prendere gli Obiettivi che tieni.
almadi-name-ch-23 = Morgiane
almadi-epithet-ch-23 = serva ingegnosa
almadi-power-ch-23 = Un Paesaggio della riga r della plancia può andare nella riga r-1, r o r+1 del regno.
almadi-name-ch-24 = Paribanou
almadi-epithet-ch-24 = djinn generosa
almadi-power-ch-24 = Una volta per turno, dopo che un Genio si è attivato per te: prendi la prima carta Bancarella.
almadi-name-ch-25 = Zaynab
almadi-epithet-ch-25 = ricettatrice discreta
almadi-power-ch-25 = Una volta per turno: restituisci un Mosaico per la prima carta Bancarella, o una carta Bancarella per il primo Mosaico.
almadi-name-ch-26 = Zumurrud
almadi-epithet-ch-26 = sarta contesa
almadi-power-ch-26 = Copia il potere di un Personaggio reclutato da un altro giocatore (una volta, per sempre, in qualsiasi momento).

## Obiettivi

almadi-obj-gr-01 = Una colonna completamente vuota tra due colonne piene
almadi-obj-gr-02 = Oasi, Palazzo, Mercato, Carovana in linea retta (in qualsiasi direzione)
almadi-obj-gr-03 = Un blocco 2x2: Oasi, Carovana / Mercato, Palazzo (rotazioni permesse)
almadi-obj-gr-04 = Una scala (rotazioni permesse)
almadi-obj-gr-05 = Un buco lungo due tessere, chiuso su tutti i lati
almadi-obj-gr-06 = Almeno 4 carte Bancarella e 4 carte Mosaico
almadi-obj-gr-07 = Una scacchiera (rotazioni permesse)
almadi-obj-gr-08 = Una coppia di carte Bancarella identiche e una coppia di carte Mosaico identiche
almadi-obj-gr-09 = Almeno 4 carte Bancarella e 4 rubini
almadi-obj-gr-10 = Almeno 4 carte Mosaico e 4 rubini
almadi-obj-gr-11 = Almeno 5 Geni attivati contemporaneamente
almadi-obj-gr-12 = Una riga con almeno 6 Paesaggi
almadi-obj-bl-01 = Almeno 7 Giare attivate contemporaneamente
almadi-obj-bl-02 = 4 Oasi in diagonale
almadi-obj-bl-03 = 4 Oasi in un quadrato 2x2
almadi-obj-bl-04 = Un'Oasi in ciascuna riga 1-4
almadi-obj-bl-05 = Almeno 5 Oasi
almadi-obj-ye-01 = Almeno 5 Carovane
almadi-obj-ye-02 = Almeno 4 carte Bancarella
almadi-obj-ye-03 = Almeno 4 Bancarelle attivate contemporaneamente
almadi-obj-ye-04 = Due coppie di carte Bancarella identiche
almadi-obj-ye-05 = 4 Carovane in diagonale
almadi-obj-gn-01 = Almeno 5 Palazzi
almadi-obj-gn-02 = Almeno 4 carte Mosaico
almadi-obj-gn-03 = Almeno 4 Martelline attivate contemporaneamente
almadi-obj-gn-04 = Due coppie di carte Mosaico identiche
almadi-obj-gn-05 = 4 Palazzi uno sopra l'altro
almadi-obj-re-01 = Almeno 5 Mercati
almadi-obj-re-02 = Almeno 4 Rubini attivati contemporaneamente
almadi-obj-re-03 = Almeno 2 merci di ogni tipo sui Mercati
almadi-obj-re-04 = Almeno 10 merci di uno stesso tipo sui Mercati
almadi-obj-re-05 = 4 Mercati affiancati in una riga
