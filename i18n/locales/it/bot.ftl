# Le parole del bot (bot/discord, bot/table/notices.py, bot/table/turns.py). Lessico del regolamento
# italiano: partita, giocatore, posto, tabellone, mossa, mano, turno. Discord: canale, thread.

## Lingue (/settings)
language-set = La tua lingua ora è: { $language }.
language-auto = La tua lingua ora segue il tuo client Discord: { $language }.
language-unknown = Lingue: { $choices }, oppure auto.
server-language-set = I nuovi tavoli di questo server ora parlano { $language } (a meno che { $cmd-game-new } dica altrimenti).
server-language-auto = I nuovi tavoli di questo server ora seguono la lingua preferita del server (inglese, a meno che sia francese o italiano).
server-language-guild-only = La lingua del server si imposta in un server.
server-language-not-allowed = Solo i membri che possono gestire il server possono impostarne la lingua.

## Rifiuti e gestione del tavolo
refused-generic = Non è possibile ora.
options-syntax = Le opzioni si scrivono `nome=valore, nome=valore`; `{ $part }` non lo è.
missing-permissions = Non posso gestire una partita in questo canale: mi { $count ->
        [one] manca il permesso
       *[other] mancano i permessi
    } { $names } qui. Un amministratore del server può concederli (impostazioni del canale → Permessi → il ruolo del bot).
new-timed = ritmo: { $speed }, tempo scaduto: { $on_timeout ->
        [bot] gioca un bot
       *[other] sconfitta a tavolino
    }
new-opened = Hai aperto un tavolo di { $game } e preso il posto 1. Inizia la partita con { $cmd-game-start } quando almeno { $min ->
    [one] { $min } giocatore è seduto
   *[other] { $min } giocatori sono seduti
}.
new-opened-thread = Hai aperto un tavolo di { $game } in { $channel } e preso il posto 1. Inizia la partita con { $cmd-game-start } lì quando almeno { $min ->
    [one] { $min } giocatore è seduto
   *[other] { $min } giocatori sono seduti
}.
new-announce = { $name } ha aperto un tavolo di **{ $game }** (1/{ $seats ->
    [one] { $seats } posto
   *[other] { $seats } posti
}). Unisciti con { $cmd-game-join }.
new-announce-options = { $name } ha aperto un tavolo di **{ $game }** (1/{ $seats ->
    [one] { $seats } posto
   *[other] { $seats } posti
}; { $shown }). Unisciti con { $cmd-game-join }.
join-reply = Ti sei unito al tavolo di { $game } (posto { $seat }).
join-announce = { $name } si è unito al tavolo ({ $seats }/{ $max ->
    [one] { $max } posto
   *[other] { $max } posti
}).
leave-reply = Hai lasciato il tavolo.
leave-announce = { $name } ha lasciato il tavolo ({ $seats }/{ $max ->
    [one] { $max } posto
   *[other] { $max } posti
}).
addbot-not-allowed = Solo chi ha creato il tavolo (o un moderatore) può aggiungere bot.
addbot-levels = Livelli dei bot: { $levels }.
addbot-reply = { $name } ({ $level }) prende il posto { $seat }.
addbot-announce = { $name } ({ $level }) prende il posto { $seat } ({ $seat }/{ $max }).
bot-level-easy = facile
bot-level-normal = normale
bot-level-strong = forte
pause-reason = messa in pausa da { $name }; chi l'ha creata o un moderatore la riprende con { $cmd-game-resume }.
pause-reply = Il tavolo è in pausa: gli orologi sono fermi. { $cmd-game-resume } lo riprende.
pause-announce = ⏸️ { $name } ha messo in pausa la partita; gli orologi sono fermi.
notify-choose = Scegli tra: { $modes }.
notify-set = Quando sarà il tuo turno riceverai { $mode ->
        [channel] solo una menzione nel canale
        [dm] solo un messaggio diretto (con i pulsanti per giocare)
       *[both] una menzione nel canale e un messaggio diretto
    }.

## Leggere il tavolo
board-title = **{ $game }** — mossa { $seq }.
waiting-for = In attesa di: { $waiting }.
nobody = nessuno
seat-label = { $name } (posto { $seat })
tag-bot = (bot)
tag-left = ({ $why ->
        [dropped] escluso
        [forfeit] a tavolino
       *[other] ritirato
    })
hand-no-seat = Non hai un posto a questo tavolo, quindi non c'è una mano da mostrare.
hand-not-started = La partita non è ancora iniziata; la tua mano viene distribuita all'inizio.
hand-title = **{ $game }** — la tua vista privata (posto { $seat }):
hand-to-act = Tocca a te: { $prompt } ({ $cmd-move })
unknown-game = Gioco sconosciuto `{ $game }`. Disponibili: { $games }.
not-started = La partita non è ancora iniziata.
game-over = Questa partita è finita.
status-open = Tavolo di **{ $game }**, in attesa di iniziare ({ $seated }/{ $max ->
    [one] { $max } posto
   *[other] { $max } posti
}).
    { $seats }
    Opzioni: { $options }. Unisciti con { $cmd-game-join }.
status-running = **{ $game }** — mossa { $seq }. In attesa di: { $waiting }.
status-paused = **In pausa:** { $why }
clocks-left = Tempo rimasto ({ $speed }){ $stopped ->
        [true] {" "}(orologi fermi)
       *[false] {""}
    }:
final-scores = **Punteggi finali**
final-line = { $rank }. { $name }: **{ $score }** — { $parts }
winners = { $count ->
        [one] Vincitore
       *[other] Vincitori
    }: { $names }

## Mosse
moves-nothing = Non hai niente da decidere ora; in attesa di { $waiting }.
moves-title = Le tue mosse legali (scrivine una con { $cmd-move }, o sceglila dal completamento):
moves-amount = • oppure scrivi un importo: da `{ $low }` a `{ $high }`{ $step ->
        [1] {""}
       *[other] , a passi di { $step }
    }
moves-more = … e altre: inizia a scrivere in { $cmd-move } per filtrare ({ $count } in tutto).
moves-explain = Una parola che non conosci? Chiedi a { $cmd-explain }: la risposta la vedi solo tu.
amount-typed = { $amount } (l'importo che hai scritto)

## Pulsanti e scelte private
buttons-not-running = Questa partita non è più in corso; questi pulsanti ora non fanno nulla.
buttons-no-seat = Questi pulsanti non appartengono a nessun posto.
buttons-not-yours = Questi pulsanti sono per { $name }. Usa { $cmd-hand } o { $cmd-move } per il tuo posto.
buttons-bot-seat = Ora questo posto lo gioca un bot.
move-already-applied = Quella mossa è già stata giocata.
buttons-stale = Quei pulsanti sono di una posizione precedente; usa l'ultimo messaggio o { $cmd-move }.
buttons-moved-on = La partita è andata avanti da quei pulsanti; ecco le tue scelte attuali.
move-choice-gone = Quella scelta non è più disponibile; usa { $cmd-move } `help`.
nothing-to-decide = Non hai niente da decidere in questo momento.
private-choices = { $prompt } (queste scelte le vedi solo tu)

## Annunci
game-begins = La partita di **{ $game }** comincia. Giocatori: { $players }.
your-turn-line = <@{ $user }> — { $prompt }
private-title = La tua vista privata in **{ $game }** (posto { $seat }):
private-prompt = tocca a te; le scelte sono private: usa il pulsante qui sotto o { $cmd-move }.
story-more = … ({ $count ->
        [one] { $count } altro evento
       *[other] altri { $count ->
    [one] { $count } evento
   *[other] { $count } eventi
}
    }) …

## Componenti di decisione
seat-n = posto { $seat }
choose-privately-for = { $name }: scegli in privato
select-placeholder = Scegli la tua mossa…
select-placeholder-some = { $shown } mosse mostrate su { $total }; { $cmd-move } le elenca tutte
select-more = Altre ({ $count }): usa { $cmd-move }
select-more-description = Scrivi { $cmd-move } e scegli dall'elenco di completamento.
select-too-long = Questo elenco è troppo lungo per un menu: scrivi { $cmd-move } e scegli la tua mossa dall'elenco di completamento (scrivi per filtrare).
not-a-member-any-more = Non sei più membro del server di quella partita, quindi non puoi giocare.
# a DM button of a table another bot process runs, while that process is down (bot/discord/relay.py)
table-process-restarting = Il processo di questo tavolo si sta riavviando, quindi non è cambiato nulla: riprova tra un minuto.

## Thread (/game new thread:)
# a table's thread, named in the table's language
thread-name = { $game } — tavolo di { $name }
thread-text-channel-only = I thread si possono aprire solo da un canale di testo.
thread-no-permission = Non posso aprire un thread qui: mi servono i permessi **Creare thread pubblici** e **Inviare messaggi nei thread**.
thread-cap-reached = Questo server ha raggiunto il limite di thread attivi fissato da Discord, quindi non posso aprirne uno per il tuo tavolo (non è stato creato nulla). Apri il tavolo qui, senza `thread`, oppure chiedi a un moderatore di archiviare i thread che non servono più.

## Il messaggio di stato tenuto aggiornato (bot/discord/status_post.py)
status-post-head = 📌 **A che punto è la partita** (sempre aggiornato; ultima modifica { $when })

## Le frasi del servizio dei tavoli, ridette nella lingua di chi legge (bot/discord/said.py)
svc-no-game = Qui non c'è nessuna partita. Aprine una con { $cmd-game-new }.
svc-players = { $game } si gioca da { $min } a { $max ->
    [one] { $max } giocatore
   *[other] { $max } giocatori
}, non { $seats }.
svc-not-restored = La partita di questo canale (n. { $table }) non è stata ripristinata dopo un aggiornamento; le sue mosse sono conservate. Chiedi a chi gestisce il bot, o usa un altro canale.
svc-channel-taken = Questo canale ha già un tavolo di { $game } ({ $status ->
        [open] aperto
        [running] in corso
       *[other] { $status }
    }). Finiscilo o annullalo con { $cmd-game-cancel } prima, o usa un altro canale.
svc-started-watch = Questa partita è già iniziata; puoi seguirla con { $cmd-game-board }.
svc-table-full = Il tavolo è pieno ({ $seats ->
    [one] { $seats } posto
   *[other] { $seats } posti
}).
svc-already-seated = Sei già seduto a questo tavolo.
svc-use-resign = La partita è iniziata: usa { $cmd-game-resign } per lasciare il tuo posto a un bot.
svc-not-seated = Non sei seduto a questo tavolo.
svc-creator-cancels = Hai creato tu questo tavolo: usa { $cmd-game-cancel } per chiuderlo.
svc-already-started = Questa partita è già iniziata.
svc-start-not-allowed = Solo chi ha creato il tavolo (o un moderatore) può iniziarla.
svc-needs-players = { $game } richiede almeno { $min ->
    [one] { $min } giocatore
   *[other] { $min } giocatori
}; { $seated ->
        [one] { $seated } seduto
       *[other] { $seated ->
    [one] { $seated } seduto
   *[other] { $seated } seduti
}
    }. Altri possono fare { $cmd-game-join }.
svc-started = La partita di { $game } è iniziata.
svc-cancel-not-allowed = Solo chi ha creato il tavolo o un moderatore può annullare questa partita.
svc-cancel-over = Questa partita è finita; non c'è niente da annullare.
svc-cancelled = Partita annullata.
svc-use-leave = La partita non è iniziata: usa invece { $cmd-game-leave }.
svc-no-seat = Non hai un posto in questa partita.
svc-resigned = Ti sei ritirato; da ora un bot gioca il tuo posto.
svc-pause-ended = Solo una partita non finita può essere messa in pausa.
svc-pause-not-allowed = Solo chi ha creato il tavolo o un moderatore può metterla in pausa.
svc-already-paused = Questo tavolo è già in pausa: { $why }
svc-resume-not-allowed = Solo chi ha creato il tavolo o un moderatore può riprenderla.
svc-not-paused = Questo tavolo non è in pausa.
svc-resumed = Il tavolo riprende.
svc-not-playing = Non giochi in questa partita; puoi seguirla con { $cmd-game-board }.
svc-own-seat = Puoi muovere solo per il tuo posto.
svc-paused = Questo tavolo è in pausa: { $why }
svc-type-a-move = Scrivi una mossa, ad es. { $cmd-move } `take 2.1`; { $cmd-move } `help` elenca le tue mosse legali.
svc-engine-failed = Il motore delle regole ha fallito su quella mossa; non è cambiato nulla.
svc-played = Giocato: `{ $moves }`.
text-as-given = { $text }

## Storia e /games
log-empty = Non è ancora successo niente.
log-head = **{ $game }** — { $count ->
        [one] l'ultimo evento
       *[other] gli ultimi { $count ->
    [one] { $count } evento
   *[other] { $count } eventi
}
    } (mossa { $seq }):
replay-head = **{ $game }** — il tabellone dopo la mossa { $move } di { $seq }.
export-complete = Il resoconto completo della partita (seme, opzioni, posti, ogni mossa): `caravanserai replay FILE` la rigioca e la verifica.
export-public = Il resoconto pubblico finora (posti, opzioni, registro pubblico, tabellone). Il resoconto completo, con ogni mossa, si può esportare a partita finita.
games-none = In questo momento non giochi a nessun tavolo di questo server.
games-head = Le tue partite in questo server ({ $count }):
games-your-turn = **tocca a te**
games-waiting = in attesa di { $names }
games-left = { $time ->
    [one] { $time } rimasto
   *[other] { $time } rimasti
}
games-paused = (in pausa)
games-line = • **{ $game }** in { $channel }: { $turn }
games-more = … e altre { $count }.

## Qualcosa è andato storto (bot/discord/incidents.py)
apology = Scusa, qualcosa è andato storto da parte mia (incidente `{ $incident }`). Non è cambiato nulla, salvo che una risposta lo dica; riprova, e se succede ancora dai l'id dell'incidente a chi gestisce il bot.

## Controlli prima che un tavolo esista (bot/discord/limits.py)
lim-thread-post = Non puoi scrivere in questo thread, quindi non puoi aprirci un tavolo.
lim-channel-post = Non puoi scrivere in questo canale, quindi non puoi aprirci un tavolo.
lim-no-threads = Non puoi creare thread in questo canale, quindi non ne aprirò uno per te. Apri il tavolo qui (senza `thread`), o chiedi a un moderatore.
lim-over-cap = Hai già { $count ->
        [one] { $count } tavolo
       *[other] { $count ->
    [one] { $count } tavolo
   *[other] { $count } tavoli
}
    } in attesa di iniziare in questo server (al massimo { $cap }). Iniziane uno o annullalo con { $cmd-game-cancel } prima.
lim-cap = Hai già { $count } { $count ->
        [one] tavolo tuo
       *[other] tavoli tuoi
    } su questo server (al massimo { $cap }): { $parts }. Avvia o annulla con { $cmd-game-cancel } un tavolo in attesa, finisci una partita, oppure aspetta: un thread conta per un'ora dopo la sua apertura.
lim-cap-waiting = { $count } in attesa di iniziare
lim-cap-solo = { $count } in corso solo con te e dei bot
lim-cap-threads = { $count } { $count ->
        [one] thread aperto
       *[other] thread aperti
    } nell'ultima ora per tavoli poi chiusi
lim-hand-closed = Hai lasciato questa partita (un bot gioca il tuo posto), quindi la sua vista privata ti è chiusa.

## /privacy
privacy-nothing = Non conservo niente su di te: non hai giocato, aperto un tavolo né ti sei iscritto.
privacy-head = **Cosa conservo su di te**
privacy-id = - il tuo id Discord `{ $id }`
privacy-names = - il nome che avevi quando ti sei seduto: { $names }
privacy-seats = - posti a { $count ->
    [one] { $count } tavolo
   *[other] { $count } tavoli
} ({ $statuses }; { $games })
privacy-created = - { $count ->
    [one] { $count } tavolo
   *[other] { $count } tavoli
} che hai aperto
privacy-moves = - { $count } mosse che hai giocato (i registri delle partite)
privacy-tournaments = - { $count ->
    [one] { $count } iscrizione
   *[other] { $count } iscrizioni
} a tornei
privacy-rating = - un punteggio di { $game } sul server `{ $guild }`: { $rating } dopo { $count } partite
privacy-results = - { $count ->
    [one] { $count } risultato
   *[other] { $count } risultati
} di partite (posizione, punteggio)
privacy-settings = - le tue impostazioni: { $settings }
privacy-status = { $count } { $status ->
        [open] { $count ->
            [one] aperto
           *[other] aperti
        }
        [running] in corso
        [finished] { $count ->
            [one] finito
           *[other] finiti
        }
        [cancelled] { $count ->
            [one] annullato
           *[other] annullati
        }
        [abandoned] { $count ->
            [one] abbandonato
           *[other] abbandonati
        }
       *[other] { $status }
    }
privacy-kept = Le partite sono conservate finché il bot funziona, per poterle rigiocare e perché i tornei conservino i risultati; i messaggi sono conservati solo fino alla consegna. { $cmd-privacy-forget } cancella il tuo id e il tuo nome: ti ritiri dalle partite in corso, i tuoi punteggi e le impostazioni vengono cancellati, e le tue partite finite conservano le tue mosse sotto un posto anonimo. I messaggi già pubblicati nei canali appartengono a ciascun server.
forgotten-done = Fatto: non conservo più il tuo id né il tuo nome.
forgotten-resigned = Ti sei ritirato da { $count } partite in corso (un bot continua).
forgotten-tables = { $count ->
    [one] { $count } tavolo aperto
   *[other] { $count } tavoli aperti
} sono stati lasciati o chiusi.
forgotten-tournaments = Hai lasciato { $count ->
    [one] { $count } torneo
   *[other] { $count } tornei
}.
forgotten-pending = Alcuni dei tuoi tavoli sono gestiti da un altro processo del bot: lì l'oblio si completa tra pochi istanti, o appena quel processo riparte.
forget-cooldown = Hai chiesto di essere dimenticato pochi istanti fa; potrai chiederlo di nuovo tra { $minutes ->
    [one] un minuto
   *[other] { $minutes ->
    [one] { $minutes } minuto
   *[other] { $minutes } minuti
}
}.
forget-not-yours = Solo chi l'ha chiesto può confermare.
forget-expired = Questa conferma è scaduta; usa di nuovo { $cmd-privacy-forget }.
forget-button = Dimenticami
forget-confirm = Questo cancella il tuo id Discord e il tuo nome da tutto ciò che conservo: i tuoi punteggi e le impostazioni vengono cancellati, le tue partite finite conservano le tue mosse sotto un posto anonimo, i tavoli aperti che hai creato vengono chiusi. Non si può annullare. Premi **Dimenticami** per confermare.
forget-confirm-running = Questo cancella il tuo id Discord e il tuo nome da tutto ciò che conservo: i tuoi punteggi e le impostazioni vengono cancellati, le tue partite finite conservano le tue mosse sotto un posto anonimo, i tavoli aperti che hai creato vengono chiusi, e ti **ritiri da { $count } partite in corso** (un bot continua). Non si può annullare. Premi **Dimenticami** per confermare.

## Un tavolo dove il bot non può più scrivere (bot/discord/client.py)
blocked-missing = mi { $count ->
        [one] manca il permesso
       *[other] mancano i permessi
    } { $names }
blocked-reason = Non posso scrivere in { $channel }: { $reason }.
blocked-dm = Il tuo tavolo di { $game } è in pausa. { $paused } Quando un moderatore avrà risolto (impostazioni del canale → Permessi, o sblocca il thread), usa { $cmd-game-resume } lì; la partita riprende da dove era.

## Partite su più giorni: il messaggio di turno, i promemoria, il tempo scaduto
turn-dm = Tocca a te in **{ $game }**
turn-reminder-dm = ⏰ Promemoria: la tua mossa in **{ $game }**
turn-in = (in { $channel })
turn-time-left = Tempo rimasto: **{ $time }**.
turn-reminder = ⏰ <@{ $user }>, la tua mossa in **{ $game }** ti aspetta.
timeout-forfeit = ⏰ { $name } ha finito il tempo e perde a tavolino; un bot finisce il suo posto.
timeout-dropped = ⏰ { $name } ha finito il tempo { $count ->
    [one] { $count } volta
   *[other] { $count } volte
} di fila; un bot gioca il suo posto fino alla fine della partita.
timeout-bot = ⏰ { $name } ha finito il tempo; un bot ha giocato la sua mossa.

## /move undo (bot/table/undo.py): rifiuti a chi chiede, l'annuncio nella lingua del tavolo
undo-not-running = Si può riprendere solo una mossa di una partita in corso.
undo-nothing = Non c'è ancora nessuna mossa da riprendere.
undo-not-yours = Si può riprendere solo la tua ultima mossa, e qualcun altro ha giocato da allora.
undo-drew = Quella mossa ha pescato a caso (una carta, una tessera…): non può essere annullata.
undo-passed-on = Quella mossa ha passato il turno (ora tocca a qualcun altro): non può essere annullata.
undo-revealed = Quella mossa ha rivelato qualcosa di nascosto o pescato una carta: non può essere annullata.
undo-done = La tua ultima mossa è stata ripresa.
undo-headline = ↩️ { $name } ha ripreso la sua ultima mossa.
undo-headline-what = ↩️ { $name } ha ripreso la sua ultima mossa, che non conta più: { $what }
replay-no-move = La mossa { $move } non esiste: questa partita ha le mosse da 0 a { $seq }.

## Una mossa rifiutata (bot/table/move_refusals.py): la spiegazione del motore, poi ciò che è permesso
refused-then = poi
refused-after-steps = { $count ->
        [one] Ammessa
       *[other] Ammesse
    } ora: { $steps }. { $count ->
        [one] Dopo questa mossa
       *[other] Dopo queste mosse
    }, il resto no: { $reason }
allowed-now = Permesse ora: { $moves }{ $more ->
        [0] {""}
       *[other] {" "}… e altre { $more }
    }.
score-total = totale
not-your-turn = Non è il tuo turno: si attende { $waiting }.

## Gli annunci del servizio, ridetti (bot/table/notices.py, bot/discord/delivery.py)
svc-resigned-headline = { $name } si ritira; un bot gioca il suo posto.
svc-resumes-headline = La partita riprende.
svc-cancelled-notice = La partita di { $game } è stata annullata.
expired-open = La partita di { $game } è stata annullata. Nessuno l'ha avviata entro { $hours } { $hours ->
        [one] ora
       *[other] ore
    }.

## Impostazioni del tavolo e opzioni di gioco di /game new
set-unknown-speed = Velocità sconosciuta `{ $speed }`. Velocità: { $speeds }.
set-on-timeout = `on_timeout` è `bot` o `forfeit`, non `{ $value }`.
set-max-timeouts = `max_timeouts` è tra 1 e 10.
set-bot-level = I bot che sostituiscono un giocatore sono `normal` o `strong`, non `{ $level }`.
set-unknown = Non tra le impostazioni del tavolo: { $names }.
opt-bool = l'opzione { $name } vuole true o false, non { $value }
opt-int = l'opzione { $name } vuole un numero intero, non { $value }
opt-choice = l'opzione { $name } deve essere una di: { $allowed }
opt-unknown = opzione sconosciuta { $names } per { $game } (opzioni: { $options ->
        [none] nessuna
       *[other] { $options }
    })
option-almadi-characters = Gioca con la variante dei Personaggi.
option-almadi-start_tiles = Tessere di partenza: scelte in ordine di turno inverso, o distribuite a caso.
option-emira-advanced = Gioco avanzato: carte Restauro, tracciato palazzo.
option-emira-reveal_objectives = Rivela tutti gli obiettivi alla fine (altrimenti solo quelli dei vincitori).
option-emira-base_income = L'oro che ogni sceicco guadagna a ogni round prima delle carovane (il valore stampato è sconosciuto; con 100, alcune partite prudenti a 3 giocatori si arenano fino al round 100; con 150, nessuna).

## I messaggi della consegna stessa (bot/discord/delivery.py)
catch-up-head = **Recupero**: { $count ->
    [one] { $count } aggiornamento non è potuto partire al momento.
   *[other] { $count } aggiornamenti non sono potuti partire al momento.
}
catch-up-head-since = **Recupero** (da { $when }): { $count ->
    [one] { $count } aggiornamento non è potuto partire al momento.
   *[other] { $count } aggiornamenti non sono potuti partire al momento.
}
catch-up-skipped = … ({ $count ->
    [one] { $count } evento precedente
   *[other] { $count } eventi precedenti
}) …
delivery-late = *In ritardo: è successo { $when }.*
dm-failed = <@{ $user }>, non posso mandarti messaggi diretti ({ $why ->
        [dm_closed] i tuoi messaggi diretti sono chiusi
       *[other] Discord rifiuta i miei messaggi diretti verso di te
    }), quindi le tue carte private non ti vengono inviate: usa { $cmd-hand } qui in qualsiasi momento per vederle (solo tu vedrai la risposta).
# perché Discord ha fermato un tavolo (bot/discord/http_errors.py)
refusal-missing-access = non vedo più questo canale (Missing Access)
refusal-missing-permissions = mi manca un permesso in questo canale (Missing Permissions)
refusal-thread-archived = il thread è archiviato e bloccato
refusal-thread-locked = il thread è bloccato
refusal-code = Discord l'ha rifiutato con il codice { $code } ({ $detail })

## Il /caravanserai status dell'operatore (bot/discord/ops_cog.py)
ops-not-allowed = Solo il proprietario del bot (o il ruolo che ha indicato) può vederne lo stato.
ops-seconds = { $n } s
ops-minutes = { $n } min
ops-hours = { $n } h
ops-days = { $n ->
    [one] { $n } giorno
   *[other] { $n } giorni
}
ops-head = **Caravanserai { $version }** — attivo da { $up }, in { $servers } { $servers ->
        [one] server
       *[other] server
    }
ops-health-ok = Salute: tutto bene
ops-health = Salute: **{ $reasons }**
ops-tables = Tavoli: { $running } in corso, { $open ->
    [one] { $open } aperto
   *[other] { $open } aperti
}
ops-outbox = Coda d'invio: { $count } da consegnare{ $count ->
        [0] {""}
       *[other] , il più vecchio da { $oldest }
    }
ops-incidents = Ultimi incidenti:
ops-incident = - `{ $id }` { $ago } fa{ $where }: { $error }{ $table }
ops-incident-where = {" "}in { $where }
ops-incident-table = , tavolo { $table }
ops-no-incidents = Nessun incidente dall'avvio.
ops-where-command = un comando
ops-where-reply = una risposta
ops-where-private-button = un pulsante di scelta privata
ops-where-menu = un menu di decisione
ops-where-component = un componente di decisione
ops-where-game-autocomplete = l'autocompletamento del gioco
ops-where-options-autocomplete = l'autocompletamento delle opzioni
ops-where-move-autocomplete = l'autocompletamento di { $cmd-move }
health-gateway = gateway disconnesso
health-db-closed = database chiuso
health-db-unreachable = database irraggiungibile ({ $error })
health-scheduler = pianificatore fermo
health-outbox-stuck = coda d'invio bloccata ({ $count ->
    [one] { $count } messaggio
   *[other] { $count } messaggi
}, il più vecchio da { $age } s)

## I nomi che Discord dà ai permessi di cui un tavolo ha bisogno
perm-view-channel = Visualizzare il canale
perm-send-messages = Inviare messaggi
perm-attach-files = Allegare file
perm-send-in-threads = Inviare messaggi nei thread

## Il tempo rimasto su un orologio (bot/table/clock.py)
clock-days-hours = { $d } g { $h } h
clock-days = { $d } g
clock-hours-minutes = { $h } h { $m } min
clock-hours = { $h } h
clock-minutes = { $m } min
clock-seconds = { $s } s

# la descrizione (testo alternativo) di un'immagine del tabellone, tagliata ai 1.024 caratteri di Discord
alt-text-more = … Tutto il tabellone a parole: { $cmd-game-board } { cmd-game-board-opt-text }:True
alt-text-explain = Una parola da capire: { $cmd-explain }
board-text-file = Tutto il tabellone a parole è nel file allegato.
