# La console (bot/console/app.py, `caravanserai play --lang it`).

console-help = Scrivi una mossa (`help` le elenca; { $examples }; prefissi e più passi in una riga funzionano), oppure: `rules`, `explain <termine>`, `board`, `hand`, `log`, `undo`, `bot` (un bot gioca il tuo posto fino alla fine), `export FILE`, `quit`.
console-examples = ad es. { $moves }
console-only-for = (solo per { $name }:)
console-final-scores = Punteggi finali
console-final-line = { $rank }. { $name }: { $score ->
    [one] { $score } punto
   *[other] { $score } punti
} — { $parts }
console-tie-break = (spareggio: { $tie })
console-resigned = (ritirato)
console-stuck = Nessun posto umano può muovere; la partita è bloccata.
console-time-left = { $time ->
    [one] { $time } rimasto
   *[other] { $time } rimasti
}
console-interrupted = Interrotta
console-input-ended = Input finito
console-stopped = Fermata
console-saved = { $why }; la partita è salvata{ $where }.
console-saved-after = { $why } dopo { $moves } mosse; la partita è salvata{ $where }.
console-in = in { $path }
console-continue-with = Per continuare: { $hint }
console-rules-explain = `explain <termine>` spiega qualsiasi parola del tabellone o delle richieste.
console-nothing-secret = { $name } non ha niente di segreto in questo gioco: `board` mostra tutto.
console-your-moves = Le tue mosse ora: { $moves }
console-bot-usage = Scrivi `bot` (un bot gioca questo posto fino alla fine) o `bot all` (tutti i posti).
console-bot-plays = Da ora un bot gioca per { $names } (finché non esci: una partita ripresa restituisce il posto). Ctrl-C ferma e salva.
console-export-usage = Scrivi `export FILE`, ad es. `export partita.json`.
console-export-failed = Impossibile scrivere { $path }: { $error }.
console-export-complete = Resoconto completo scritto in { $path }: `caravanserai replay { $path }` lo rigioca.
console-export-public = Resoconto pubblico scritto in { $path } (posti, opzioni, registro pubblico, tabellone). Il resoconto completo, con il seme e ogni mossa, viene scritto a fine partita.
console-terms = Termini: { $terms }.
    Scrivi `explain <termine>`, ad es. `explain { $example }`.
console-record-kept = Il resoconto completo della partita è conservato in { $path } (`caravanserai replay { $path }` la rigioca); una nuova partita in questa cartella lo conserva.
console-nothing-to-resume = Niente da riprendere{ $where }: non c'è nessuna partita incompiuta salvata. Iniziane una senza --resume.
console-resuming = Ripresa di { $game } (seme { $seed }) alla mossa { $seq }: { $players }. Immagini: { $images }.
console-images-off = nessuna
console-unfinished = Una partita di { $game } incompiuta (mossa { $seq }, { $players }) è salvata{ $where }. Continuala con --resume, o sostituiscila con --new.
console-players-required = --players serve per iniziare una partita.
console-bots-range = --bots deve essere tra 0 e --players ({ $players }), non { $bots }.
console-images-kept = Le immagini della partita precedente di questa cartella sono conservate in { $path }.
console-player = Giocatore { $n }
console-bot = Bot { $n }
console-banner = { $game }, seme { $seed }: { $players }. Immagini: { $images }.
console-last-moves = Ultime mosse:
console-cannot-resume = Impossibile riprendere con questi argomenti: la partita salvata { $problems }. Toglili per riprenderla, o usa --new per sostituirla.
console-differs-game = è { $saved }, non { $given }
console-differs-players = ha { $saved ->
    [one] { $saved } giocatore
   *[other] { $saved } giocatori
}, non { $given }
console-differs-bots = ha { $saved } bot, non { $given }
console-differs-options = ha le opzioni { $saved }
console-differs-options-none = nessuna
console-differs-seed = ha il seme { $saved }, non { $given }
console-differs-speed = si gioca al ritmo { $saved }, non { $given }
## I comandi della console come si scrivono in questa lingua (i nomi inglesi funzionano sempre)
console-cmd-help = aiuto
console-cmd-moves = mosse
console-cmd-rules = regole
console-cmd-explain = spiega
console-cmd-board = tabellone
console-cmd-hand = mano
console-cmd-log = registro
console-cmd-undo = annulla
console-cmd-bot = bot
console-cmd-autoplay = auto
console-cmd-export = esporta
console-cmd-quit = esci
