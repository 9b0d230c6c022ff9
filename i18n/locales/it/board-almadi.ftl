# Le parole delle immagini di Almadi (renderers/almadi.py). I termini del gioco (Paesaggi, merci,
# motivi, effetti, fasi, Personaggi, Obiettivi) vengono da almadi.ftl: immagine e testo dicono la
# stessa parola (i18n/terms/almadi.md).

board-almadi-title = ALMADI
board-almadi-private-title = ALMADI · il tuo pannello
board-almadi-turn = Turno { $turn }
board-almadi-turn-of = Turno { $turn } di { $total }
board-almadi-game-over = Partita finita
board-almadi-setup = Preparazione
board-almadi-variant-characters = Personaggi

## La fascia del turno

board-almadi-banner = { $name }: { $step }
board-almadi-banner-pool = { $name }: { $step } ({ $items })
board-almadi-banner-waiting = In attesa di { $who }: { $step }
board-almadi-banner-over = { $n ->
    [one] Partita finita: vince { $who }
   *[other] Partita finita: vincono { $who }
}
board-almadi-and = { $first } e { $second }
board-almadi-nobody = nessuno
board-almadi-pool-item = { $n } { $item }

## La plancia centrale e le riserve

board-almadi-offer-title = In offerta: la plancia centrale (riga, poi le sue 2 tessere)
board-almadi-taken = presa
board-almadi-tile-pile = Pila
board-almadi-left = { $n ->
    [one] rimasta
   *[other] rimaste
}
board-almadi-mosaics = Mosaici
board-almadi-stalls = Bancarelle
board-almadi-in-pile = { $n } nella pila
board-almadi-reserve = Riserva
board-almadi-rubies = { $n ->
    [one] rubino
   *[other] rubini
}
board-almadi-empty = vuota
board-almadi-no-effects = nessuno
board-almadi-market-empty = vuoto

## Il turno

board-almadi-wins = { $n ->
    [one] vince!
   *[other] condividono la vittoria!
}
board-almadi-phase-setup-start = Inizio: scegli una tessera di partenza
board-almadi-phase-setup-keep = Preparazione: tieni 2 Personaggi
board-almadi-phase-end-zumurrud = Fine: Zumurrud sceglie un potere
board-almadi-waiting-for = In attesa di:
board-almadi-start-tiles-left = Tessere di partenza rimaste: { $tiles }
board-almadi-ali-drew = Ali ha pescato
board-almadi-placing = Da piazzare
board-almadi-placing-row = Da piazzare (riga { $row })
board-almadi-turn-label = Turno:
board-almadi-extra-turn = turno extra
board-almadi-extra-step = turno extra, { $step }
board-almadi-now = Ora: { $step }
board-almadi-pool = Effetti:
board-almadi-genie-moves = Spostamenti del Genio { $n }/3
board-almadi-took = presa { $slot }
board-almadi-genie-activated = Genio attivato

## La legenda

board-almadi-legend-act = Attivazione (freccia)
board-almadi-legend-genie = Genio (sposta)
board-almadi-legend-hammer = Martellina (Mosaico)
board-almadi-legend-stall = carta Bancarella
board-almadi-legend-moon = Luna (Obiettivo)
board-almadi-legend-ruby = Rubino
board-almadi-legend-jar = Giara (punti finali)
board-almadi-legend-live = contatto attivo

## I pannelli dei giocatori

board-almadi-points = { $n } pt
board-almadi-points-now = { $n } pt ora
board-almadi-chip-turn = ▶ gioca
board-almadi-chip-to-choose = deve scegliere
board-almadi-chip-kept = tenuti ✔
board-almadi-chip-you = VOI
board-almadi-no-start-tile = Ancora nessuna tessera di partenza
board-almadi-none = nessuno
board-almadi-no-stalls = nessuna
board-almadi-no-mosaics = nessuno
board-almadi-no-recruits = nessuno
board-almadi-label-stalls = Bancarelle:
board-almadi-label-mosaics = Mosaici:
board-almadi-label-hand = Mano:
board-almadi-label-recruited = Reclutati:
board-almadi-hidden = { $n ->
    [one] { $n } nascosta
   *[other] { $n } nascoste
}
board-almadi-zumurrud-copies = (Zumurrud copia { $name })
board-almadi-goods-count = { $n ->
    [one] ({ $n } merce)
   *[other] ({ $n ->
    [one] { $n } merce
   *[other] { $n } merci
})
}
board-almadi-objectives-none = Obiettivi: nessuno

## Obiettivi e Personaggi

board-almadi-table-objectives = Obiettivi sul tavolo
board-almadi-none-left = nessuno rimasto
board-almadi-character-market = Mercato dei Personaggi (costo in rubini ◆)
board-almadi-market-left = Mercato rimasto:
board-almadi-char-end = punti finali
board-almadi-char-game = potere in gioco

## Il pannello privato

board-almadi-your-turn = Tocca a te
board-almadi-your-choice = Si attende la tua scelta
board-almadi-dealt = Personaggi ricevuti (tienine 2)
board-almadi-hand-title = La tua mano nascosta (costo in rubini ◆)

## Le colonne dei punteggi finali (brevi: la tabella è stretta)

board-almadi-cat-oases = oasi
board-almadi-cat-oasis_bonus = bonus oasi
board-almadi-cat-caravans = carovane
board-almadi-cat-palaces = palazzi
board-almadi-cat-jars = giare
board-almadi-cat-mosaics = mosaici
board-almadi-cat-objectives = obiettivi
board-almadi-cat-rubies = rubini
board-almadi-cat-characters = personaggi
