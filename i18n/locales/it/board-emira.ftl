# Le parole delle immagini di Emira (renderers/emira.py). I termini del gioco (talenti,
# segnalini, colori, simboli, carte evento, abilità) vengono da emira.ftl: immagine e testo dicono
# la stessa parola (i18n/terms/emira.md).

board-emira-title = EMIRA
board-emira-private-title = EMIRA · il tuo pannello
board-emira-round = Round { $n }
board-emira-waiting = In attesa: { $who }
board-emira-game-over = Partita finita

## Le fasi del round (l'intestazione)

board-emira-step-setup = Preparazione: tieni 1 carta evento
board-emira-step-events = 1 · Carte evento
board-emira-step-income = 2 · Entrate
board-emira-step-prepare = 3 · Preparazione
board-emira-step-auctions = 4 · Aste
board-emira-step-buy = 5 · Acquisto carte evento
board-emira-step-choose = 6 · La principessa sceglie
board-emira-step-upkeep = 7 · Mantenimento
board-emira-step-end = 8 · Fine del round

## La fascia del turno: chi decide cosa

board-emira-banner = { $name }: { $what }
board-emira-banner-waiting = In attesa di { $who }: { $what }
board-emira-banner-keep = tieni 1 carta evento
board-emira-banner-event = gioca una carta evento o passa
board-emira-banner-chm_pos = Cambiare idea: scegli una carta
board-emira-banner-chm = Cambiare idea: decidi
board-emira-banner-court = Influenza a corte: ordina le carte
board-emira-banner-orders = Nuovi ordini: ordina le carte
board-emira-banner-looks = Bella presenza: scegli un segnalino
board-emira-banner-spice = Nuova carovana di spezie: scegline una
board-emira-banner-vermin = Parassiti: scegli il tipo di carovana
board-emira-banner-gnaw = Parassiti: scegli le carovane
board-emira-banner-split = Doppio guaio: dividi le principesse
board-emira-banner-quiet = Giorni tranquilli: questo round o il prossimo?
board-emira-banner-noble = Merce nobile: scegli una carta
board-emira-banner-bazaar = Bazar: scegli un segnalino
board-emira-banner-bid = offri, passa o prendi il sussidio
board-emira-banner-act = scegli un'azione
board-emira-banner-buyev = compra una carta evento o passa
board-emira-banner-keepev = tieni una carta evento
board-emira-banner-sidi = Sidi Suleiman: scegli una principessa
board-emira-banner-samira = Samira: scarta un segnalino
board-emira-banner-zahrah = Zahrah: scarta una carta status
board-emira-banner-xenia = dono di Xenia: paga 250 o rifiuta

## Le carte principessa

board-emira-pref-appearance = { emira-pref-appearance }
board-emira-pref-status = { emira-pref-status }
board-emira-pref-palace = { emira-pref-palace }
board-emira-pref-money = { emira-pref-money }
board-emira-pref-most = { emira-pref-most }
board-emira-swapped = invertite
board-emira-upkeep = Mantenimento { $n }.
board-emira-ability-does = { $ability }: { $does }
board-emira-in-play = Principessa in gioco
board-emira-none-this-round = nessuna in questo round
board-emira-princess-n = principessa { $n }
board-emira-next-round = Prossimo round
board-emira-undecided = Indecise

## L'asta e il mercato

board-emira-high-bid = Offerta più alta { $high } di { $who }
board-emira-no-bid = Ancora nessuna offerta
board-emira-to-act = tocca a: { $who }
board-emira-market = Mercato (un'azione ciascuno per round)
board-emira-points = { $n } pt
board-emira-space-status = Carta status
board-emira-space-appearance = Aspetto
board-emira-space-section = Sezione di palazzo
board-emira-space-camel = Cammello
board-emira-space-small = Carovana piccola
board-emira-space-large = Carovana grande
board-emira-empty = — vuoto

## Il pannello di uno sceicco

board-emira-first-player = primo giocatore
board-emira-frozen = BLOCCATO
board-emira-winner = VINCITORE
board-emira-secret = segreto
board-emira-princesses = Principesse
board-emira-appearance = Aspetto
board-emira-status = Status
board-emira-palace = Palazzo
board-emira-gold = Oro
board-emira-palace-word = palazzo
board-emira-room = posto libero
board-emira-camels = × { $n } (costo cammello { $cost })
board-emira-caravans = Carovane:
board-emira-caravan-chip = { $size ->
    [small] piccola
   *[large] grande
} { $speed ->
    [slow] lenta
   *[fast] veloce
}, { $n ->
    [one] { $n } rimasto
   *[other] { $n ->
    [one] { $n } rimasto
   *[other] { $n } rimasti
}
}
board-emira-none = nessuna
board-emira-lent = (prestati: { $markers })
board-emira-sets = serie +1: { $n }
board-emira-good-looking = Bella presenza +{ $n }
board-emira-sections = Sezioni di palazzo { $n }
board-emira-track = tracciato { $n }
board-emira-status-cards = carte status { $cards }
board-emira-singing = Canto
board-emira-acting = Recitazione
board-emira-hand = carte evento in mano { $n }
board-emira-kept = tenute: { $cards }
board-emira-suleika = Suleika +{ $n }
board-emira-objective = Obiettivo { $id }: { $words }
board-emira-proof-number = per numero di principesse
board-emira-proof-score = miglior punteggio a fine partita

## Mazzi, sceicchi, talenti

board-emira-decks = Mazzo Emira { $emira } · mazzo status { $status } · mazzo eventi { $events } · rimosse: { $removed }
board-emira-bag = Sacchetto: Bellezza { $beauty }, Modi { $manners }, Abito { $dress } · riserva: cammelli { $camels }, sezioni { $sections }, piccole { $small }, grandi { $large }
board-emira-symbols = Simboli giocati in questo round: { $symbols }
board-emira-xenia = { $n ->
    [one] Xenia: { $n } segnalino dono rimasto
   *[other] Xenia: { $n ->
    [one] { $n } segnalino dono
   *[other] { $n } segnalini dono
} rimasti
}
board-emira-sheiks = Sceicchi
board-emira-talents = Talenti:

## Il pannello privato

board-emira-your-objective = Il tuo obiettivo { $id } (segreto): { $text }
board-emira-your-gold = Oro { $gold }
board-emira-awaited = Si attende la tua decisione
board-emira-events-hand = Le tue carte evento
board-emira-events-dealt = Ricevute: tienine una
board-emira-events-look = Carte pescate: tienine una
board-emira-no-symbol = nessun simbolo
board-emira-timing-now = subito
board-emira-timing-phase = fase { $phase }
board-emira-looking = Stai guardando
board-emira-seen = Visto in privato

## Le colonne dei punteggi finali

board-emira-cat-princesses = principesse
board-emira-cat-objective = obiettivo
board-emira-cat-secondary = spareggio
