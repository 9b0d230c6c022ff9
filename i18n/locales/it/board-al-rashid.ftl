# Parole disegnate sulle immagini di Al-Rashid (renderers/al_rashid.py) oltre ai termini del
# gioco, che vengono da al-rashid.ftl. Termini del regolamento italiano (i18n/terms/al-rashid.md).

## Barra del titolo, striscione, stato
board-al-rashid-title = AL-RASHID
board-al-rashid-your-panel = AL-RASHID · la tua plancia
board-al-rashid-year = Turno { $year } / 5
board-al-rashid-phase = { $id ->
    [setup] Preparazione
    [placement] Piazzamento
    [reserved] Pedina riservata
    [window] Tra le fasi
    [resolution] Risoluzione
   *[over] Fine partita
}
board-al-rashid-kind = { $id ->
    [battle] battaglia
    [trade] commercio
    [guild] visita alla corporazione
    [rashid] udienza
   *[finish] conclusione
}
board-al-rashid-who-what = { $who }: { $what }
board-al-rashid-and = {" "}e{" "}
board-al-rashid-over = Fine partita: { $who } { $n ->
    [one] vince
   *[other] vincono
}
board-al-rashid-order-head = Ordine:
board-al-rashid-winner = Vincitore:
board-al-rashid-next-order = Ordine successivo: { $order }
board-al-rashid-now = Ora:
board-al-rashid-awaited = Si attende la tua decisione

## La città e la mappa
board-al-rashid-city = La città
board-al-rashid-city-note = palazzi · cariche disponibili: costo, PP, copie
board-al-rashid-map = La mappa
board-al-rashid-map-note = territori · merci, mercenari, pedine
board-al-rashid-no-pawns = nessuna pedina
board-al-rashid-resolved = risolto
board-al-rashid-stock-empty = scorte esaurite
board-al-rashid-no-titles = nessuna carica
board-al-rashid-cost = { $cost } oro
board-al-rashid-title-pp = {" "}{ $pp }PP

## Mercenari e crisi
board-al-rashid-mercenaries = Mercenari:
board-al-rashid-stack = { $n ->
    [one] { $n } rimasto
   *[other] { $n } rimasti
}
board-al-rashid-discard = , scarti { $values }
board-al-rashid-crises = Crisi rivelate ({ $n } nel mazzo), mercenari aggiunti (R rossi, B blu):
# a revealed crisis tile and the mercenaries it added (R red, B blue)
board-al-rashid-crisis = { $tile }: { $parts }
board-al-rashid-country = { $id ->
    [silk] Silk
    [spice] Spice
    [sanmatia] Sanmatia
    [indianum] Indianum
    [abbasid] Abbasid
    [internum] Internum
   *[nilus] Nilus
}

## Legenda
board-al-rashid-pawn = { $pawn } ({ $value })
board-al-rashid-legend-rank = posizione; = dominio
board-al-rashid-legend-face-down = mercenario coperto
board-al-rashid-legend-note = nota di credito
board-al-rashid-legend-mercenary = Rn / Bn: mercenario rosso (terra) / blu (mare) di valore n

## Strisce dei giocatori e punteggi finali
board-al-rashid-players = Giocatori
board-al-rashid-titles-key = Cariche: (A) da attivare, (1) immediata, altrimenti permanente; ○ pronta, ✔ usata
board-al-rashid-pp = { $n } PP
board-al-rashid-pp-now = { $n } PP ora
board-al-rashid-order = ordine { $n }
board-al-rashid-turn = ▶ turno
board-al-rashid-free-family = riserva/famiglia
board-al-rashid-gold = = { $n } oro
board-al-rashid-notes = Note
board-al-rashid-influence = IP
board-al-rashid-dishonour = Disonore
board-al-rashid-hand = Mano
board-al-rashid-no-titles-yet = Cariche: nessuna
board-al-rashid-score = { $id ->
    [family] famiglia
    [titles] cariche
    [politics_titles] cariche Politica
    [caliph_titles] cariche Califfo
    [influence] IP
    [dishonour] disonore
   *[other] { $id }
}

## La plancia privata
board-al-rashid-your-tokens = Le tue tessere mercenario (segrete)
board-al-rashid-totals = Totale rosso (terra) { $red }  ·  Totale blu (mare) { $blue }
board-al-rashid-spied = Tessere coperte spiate
