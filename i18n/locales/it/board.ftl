# Parole disegnate sulle immagini del tabellone dal kit comune (renderers/kit.py, host.py) e
# dal foglio della galleria (bot/tools/gallery.py). Le parole di ogni gioco: board-<gioco>.ftl.

## Kit: la tabella dei punteggi finali e un posto senza nome
board-final-scores = Punteggi finali
board-player = Giocatore
board-total = Totale
board-seat = Posto { $n }

## Galleria (caravanserai gallery --lang): nomi dei posti e foglio
board-gallery-player = Giocatore { $n }
board-gallery-title = Galleria Caravanserai ({ $language })
board-gallery-row = { $game }, { $players ->
    [one] { $players } giocatore
   *[other] { $players } giocatori
}
board-gallery-phone = Immagini mostrate larghe { $px } px, come su un telefono.
board-gallery-early = inizio
board-gallery-middle = metà
board-gallery-final = fine
board-gallery-public = pubblica
board-gallery-private = privata

## L'immagine di ogni gioco: la legenda dei suoi pezzi e codici
board-legend = Legenda

## Un gioco senza renderer: il suo riepilogo su una pagina semplice
board-game = partita
board-fallback-phase = fase: { $value }
board-fallback-turn = turno: { $value }
board-fallback-active = attivo: { $value }
board-no-summary = (nessun riepilogo)
