# Parole disegnate sulle immagini di Agra (renderers/agra.py) oltre ai termini del gioco, che
# vengono da agra.ftl. Termini scelti, coerenti con i18n/terms/agra.md.

## Barra del titolo e striscione
board-agra-title = AGRA
board-agra-your-panel = AGRA · la tua plancia
board-agra-header = Round { $round }  ·  barca { $boat }/6  ·  limite degli ordini { $limit }  ·  bloccata: { agra-n-act }
board-agra-header-over = Round { $round }  ·  fine partita: punteggio finale
board-agra-last-round = {"  "}·  ultimo round
board-agra-over = Fine partita: punteggio finale
board-agra-waiting = In attesa di { $who }: { $what }
board-agra-who-what = { $who }: { $what }
board-agra-stage = { $stage ->
    [start] meditare o piazzare un lavoratore
    [act] piazzare un lavoratore
    [extra] statua: piazzare un altro lavoratore
    [orders] Akbar, un ordine o fine turno
   *[end] finire il turno
}

## La città, il fiume, la plancia Impero
board-agra-cost = costo { $n }
board-agra-merchant = Mercante
board-agra-builder = Costruttore
board-agra-guild-code = { $guild ->
    [artisans] ART
    [merchants] MER
    [scholars] STU
   *[other] { $guild }
}
board-agra-level = Livello { $level }{ $open ->
    [true] {""}
   *[false] {" "}(chiuso)
}
board-agra-done = { $n ->
    [one] { $n } completato
   *[other] { $n } completati
}
board-agra-river = Fiume Yamuna — barca al pontile { $boat } di 6
board-agra-tracks = Tracciati d'influenza
board-agra-orders = Ordini delle gilde
board-agra-akbar = Akbar: una merce per tipo
board-agra-display = Tessere Favore esposte · pila { $pile }
board-agra-have-spend = avere { $have } · spendere { $spend }

## La striscia di un giocatore
board-agra-rupees = { $n } { $n ->
    [one] rupia
   *[other] rupie
}
board-agra-farm = fattoria
board-agra-cook = {" "}(+{ $n } Cuoco)
board-agra-favours = favori { $n }
board-agra-meditation = meditazione
board-agra-tiles = tessere { $tiles }
board-agra-caches = coperture { $off } tolte · Akbar { $akbar }

## La plancia privata
board-agra-your-rupees = Le tue rupie (segrete): { $k }
board-agra-mp-left = Punti meditazione rimasti: { $mp }
board-agra-your-answer = La tua risposta: { $action }
board-agra-pile = Pila delle tessere Favore (Mosaicista): { $tiles }
board-agra-favour-line = { $code } (avere { $have }, spendere { $spend }): { $what }{ $used ->
    [true] {" "}— usata in questo turno
   *[false] {""}
}

## Legenda: «<codice> <significato>» (il codice è la prima parola)
board-agra-legend-standing = - lavoratore in piedi
board-agra-legend-lying = - lavoratore sdraiato
board-agra-legend-rupees = - rupie posate su un edificio
board-agra-legend-boat = - la barca
board-agra-legend-favour-tile = FTn tessera Favore n
board-agra-legend-price-token = ▲▼ segnalino Prezzo (valore ±1)
board-agra-legend-meditation = I–VII tracciato della meditazione

## The private panel: the player board's farm, the goods row's label, the strip's counts
board-agra-goods = merci
board-agra-farm-title = La tua fattoria (plancia personale)
board-agra-farm-cache = tessera Copertura: `cache n1` la rimuove (+1 alla fine)
board-agra-farm-farmer = contadino: `farmer n +` lo sposta di uno spazio
board-agra-farm-rule = Produzione di una merce di base: gli spazi liberi tra il suo angolo e i contadini dei suoi due lati.
board-agra-bonus = tessere Bonus { $tiles }
board-agra-orders-done = ordini { $n }
board-agra-french = { agra-n-notable } { $n }
