# Tornei (bot/discord/tournament_logic.py, bot/tournaments/*): le risposte a organizzatori e
# giocatori nella loro lingua; i messaggi del canale, la classifica e gli avvisi dei tavoli nella
# lingua del torneo. Fluent toglie gli spazi all'inizio e alla fine di un valore.

## Nomi condivisi
tourn-format = { $format ->
    [swiss] svizzero
    [roundrobin] girone all'italiana
   *[elimination] eliminazione
}
tourn-rule = { $rule ->
    [bots] bot
   *[standing] punteggio attuale
}
tourn-how = { $rule ->
    [bots] i bot hanno giocato il resto
   *[standing] classifica secondo il punteggio attuale
}
tourn-status = { $status ->
    [registering] iscrizioni aperte
    [running] in corso
    [finished] concluso
   *[cancelled] annullato
}
tourn-verb = { $verb ->
    [pause] metterlo in pausa
    [resume] riprenderlo
   *[cancel] annullarlo
}
tourn-speed = { $speed ->
    [untimed] senza limite di tempo
    [live] dal vivo
   *[other] { $speed }
}
tourn-sizes = tavoli da { $size }
tourn-sizes-range = tavoli da { $min } a { $max }
tourn-describe = { $game }, { $format }, { $sizes }{ $rounds ->
    [0] {""}
    [one] , { $rounds } turno
   *[other] , { $rounds ->
    [one] { $rounds } turno
   *[other] { $rounds } turni
}
}, ritmo { $speed }{ $rated ->
    [true] {""}
   *[false] , non valido per la classifica
}, turni di { $days } { $day_count ->
    [one] giorno
   *[other] giorni
} (poi { $rule }){ $cap ->
    [0] {""}
   *[other] , { $cap ->
    [one] { $cap } posto
   *[other] { $cap } posti
}
}{ $checkin ->
    [true] , con conferma
   *[false] {""}
}{ $seeding ->
    [rating] , ordine iniziale secondo il punteggio
   *[random] {""}
}
tourn-default-name = { $game } { $format }
tourn-thread = { $name } — turno { $round }, tavolo { $tab }
tourn-verbatim = { $text }
tourn-lines = { $lines }
tourn-time-left = { $days ->
    [0] { $hours ->
        [0] meno di un'ora
       *[other] { $hours } h
    }
    [one] { $days } giorno{ $hours ->
        [0] {""}
       *[other] {" "}{ $hours } h
    }
   *[other] { $days ->
    [one] { $days } giorno
   *[other] { $days } giorni
}{ $hours ->
        [0] {""}
       *[other] {" "}{ $hours } h
    }
}

## Rifiuti
tourn-none-here = Non c'è nessun torneo in questo canale. Un organizzatore ne apre uno con { $cmd-tournament-new }.
tourn-organisers-only = Solo un organizzatore può farlo: chi può gestire il server, o chi ha il ruolo di organizzatore ({ $cmd-tournament-config }).
tourn-role-manage-only = Solo i membri che possono gestire il server scelgono il ruolo di organizzatore.
tourn-bad-points = I punti si scrivono dal miglior posto in giù, come `6,4,2,0`; `{ $text }` non va bene.
tourn-bad-places = I piazzamenti si danno nell'ordine dei posti, come `2,1,3,4` (il posto 1 è arrivato secondo); `{ $text }` non va bene.
tourn-channel-taken = Questo canale ha già un torneo; concludilo o annullalo prima.
tourn-unknown-game = Gioco sconosciuto: `{ $game }`.
tourn-no-such = Non esiste il torneo n. { $id }.
tourn-registration-closed = Le iscrizioni a questo torneo sono chiuse.
tourn-already-registered = Sei già iscritto.
tourn-started-use-drop = Il torneo è iniziato: usa piuttosto l'abbandono ({ $cmd-tournament-drop }).
tourn-not-registered = Non sei iscritto.
tourn-checkin-closed = La conferma è possibile solo prima dell'inizio.
tourn-no-checkin = Questo torneo non chiede conferma: sei dentro.
tourn-checkin-not-registered = Non sei iscritto: prima { $cmd-tournament-join }.
tourn-not-waiting = Questo torneo non è in attesa di iniziare.
tourn-too-few = Servono prima almeno { $count ->
    [one] { $count } giocatore
   *[other] { $count } giocatori
} { $checkin ->
    [true] che abbiano confermato
   *[false] iscritti
}.
tourn-not-running = Questo torneo non è in corso.
tourn-you-not-playing = Non stai giocando in questo torneo.
tourn-they-not-playing = { $player } non sta giocando in questo torneo.
tourn-over = Questo torneo è concluso.
tourn-player-not-registered = Quel giocatore non è iscritto.
tourn-replacement-registered = Il sostituto è già iscritto.
tourn-no-table = Il turno { $round } non ha un tavolo { $tab }.
tourn-table-has-result = Il tavolo { $tab } ha già il suo risultato.
tourn-score-places = Il tavolo { $tab } ha { $count ->
    [one] { $count } giocatore
   *[other] { $count } giocatori
}: indica { $count ->
    [one] { $count } piazzamento
   *[other] { $count } piazzamenti
} nell'ordine dei posti, per es. `{ $example }`.
tourn-place-taken = { $place } ha già un'altra partita.
tourn-seats-mismatch = I posti di { $place } non corrispondono all'abbinamento.
tourn-guard = Questo tavolo appartiene al torneo n. { $id }: solo i suoi organizzatori o un moderatore possono { $what } ({ $cmd-tournament-pause }, { $cmd-tournament-score }).
tourn-config-format = formato sconosciuto «{ $format }»; scegli tra { $choices }
tourn-config-bounds = le dimensioni dei tavoli devono rispettare 1 ≤ minimo ≤ massimo, non { $min }–{ $max }
tourn-config-game-size = questo gioco è per { $game_min }–{ $game_max ->
    [one] { $game_max } giocatore
   *[other] { $game_max } giocatori
}; tavoli da { $min } a { $max } non vanno bene
tourn-config-speed = ritmo sconosciuto «{ $speed }»; scegli tra { $choices }
tourn-config-at-deadline = alla-scadenza è uno tra { $choices }
tourn-config-repeats = ripetizioni è uno tra { $choices }
tourn-config-seeding = ordine-iniziale è uno tra { $choices }
tourn-config-language = lingua è una tra { $choices }
tourn-config-round-days = giorni-turno è tra 0 (secondo il ritmo) e 90
tourn-config-cap = un limite di { $cap } non riempie un tavolo da { $min }
tourn-config-swiss-rounds = un torneo svizzero richiede almeno un turno
tourn-config-negative-rounds = il numero di turni non può essere negativo
tourn-config-points = i punti devono elencare { $count ->
    [one] { $count } valore
   *[other] { $count } valori
}, dal miglior posto in giù, senza mai crescere
tourn-config-advance = nell'eliminazione devono passare meno giocatori di quanti siedono al tavolo più piccolo (qualificati { $advance }, tavolo più piccolo { $min })

## Iscrizioni e comandi
tourn-role-set = I membri con { $role } ora possono organizzare tornei in questo server.
tourn-opened-reply = Il torneo **{ $name }** (n. { $id }) è aperto alle iscrizioni: { $cmd-tournament-join }. Avvialo con { $cmd-tournament-start } quando ci sono tutti.
tourn-opened-post = 🏆 **{ $name }** è aperto: { $what }. Iscriviti con { $cmd-tournament-join }.
tourn-join-waiting = **{ $name }** è al completo ({ $cap ->
    [one] { $cap } posto
   *[other] { $cap } posti
}): sei il numero { $place } nella lista d'attesa e avrai un posto se qualcuno si ritira.
tourn-waiting-post = { $player } è nella lista d'attesa di **{ $name }**.
tourn-join-checkin = Sei iscritto a **{ $name }** ({ $count ->
    [one] { $count } giocatore
   *[other] { $count ->
    [one] { $count } giocatore
   *[other] { $count } giocatori
}
}). Conferma con { $cmd-tournament-checkin } prima dell'inizio: chi non l'ha fatto resta fuori.
tourn-join-reply = Sei iscritto a **{ $name }** ({ $count ->
    [one] { $count } giocatore
   *[other] { $count ->
    [one] { $count } giocatore
   *[other] { $count } giocatori
}
}).
tourn-joined-post = { $player } si è iscritto a **{ $name }** ({ $count ->
    [one] { $count } giocatore
   *[other] { $count ->
    [one] { $count } giocatore
   *[other] { $count } giocatori
}
}).
tourn-left = Ti sei ritirato dal torneo.
tourn-promoted-post = { $player } ottiene un posto nel torneo (dalla lista d'attesa).
tourn-checked-in = La tua presenza è confermata. Buona fortuna!
tourn-started = **{ $name }** è iniziato.
tourn-dropped-you = Hai abbandonato: un bot finisce la tua partita e non sarai più abbinato.
tourn-dropped-them = { $player } è ritirato: un bot finisce la sua partita e non sarà più abbinato.
tourn-dropped-post = { $player } è stato ritirato dal torneo da un organizzatore.
tourn-replace-reply = { $new } prende quell'iscrizione (e la sua posizione in classifica){ $seat ->
    [true] {" "}e il suo posto nella partita in corso
   *[false] {""}
}.
tourn-replace-post = { $new } sostituisce { $old } nel torneo{ $seat ->
    [true] {" "}e il suo posto nella partita in corso
   *[false] {""}
}.
tourn-scored = Il risultato del tavolo { $tab } è registrato; la sua partita è chiusa.
tourn-still-playing = Il turno { $round } è in corso; non mancava nulla. Tavoli ancora in gioco: { $tables }.
tourn-table-state = { $tab } ({ $state })
tourn-nothing-waiting = Niente era in attesa di abbinamento.
tourn-export = **{ $name }**: turni, tavoli, risultati e classifica (JSON e CSV).
tourn-cancelled = Il torneo è annullato.
tourn-cancelled-post = **{ $name }** è stato annullato dal suo organizzatore.
tourn-pause-reason = il torneo è messo in pausa da { $name }.
tourn-paused = { $count ->
    [one] { $count } tavolo { $verb ->
        [paused] messo in pausa
       *[resumed] ripreso
    }
   *[other] { $count ->
    [one] { $count } tavolo
   *[other] { $count } tavoli
} { $verb ->
        [paused] messi in pausa
       *[resumed] ripresi
    }
}.
tourn-deadline-moved = La scadenza del turno è spostata di { $left }.
tourn-deadline-held = La scadenza del turno è sospesa fino a { $cmd-tournament-resume }.

## Ciò che l'organizzatore viene a sapere
tourn-not-seated = Non messi a sedere (senza conferma, o oltre il limite): { $players }
tourn-report-over = Il torneo è concluso.
tourn-report-paired = Turno { $round } abbinato: { $count ->
    [one] { $count } tavolo
   *[other] { $count ->
    [one] { $count } tavolo
   *[other] { $count } tavoli
}
}.
tourn-report-opened = Tavolo { $tab } aperto.
tourn-failed-table = tavolo { $tab } ({ $why })
tourn-report-open-failed = Impossibile aprire { $tables }. Nuovo tentativo automatico <t:{ $due }:R>.
tourn-report-game-gone = Tavolo { $tab }: la sua partita { $session } è { $status }.
tourn-report-cancelled = Il tavolo { $tab } è stato annullato: arbitrato ({ $rule }).
tourn-report-new-thread = Tavolo { $tab }: il suo thread era sparito; continua in uno nuovo.

## Messaggi del canale
tourn-round-title = 🏆 **{ $name }** — turno { $round }
tourn-round-table = Tavolo { $tab }: { $where } — { $players }
tourn-byes = Riposo: { $players }
tourn-over-title = 🏆 **{ $name }** è concluso!
tourn-podium = { $medal } { $player } — { $points } pt
tourn-late-open = 🧵 Il tavolo { $tab } è aperto: { $thread } — { $players }
tourn-timeouts-drop = { $players } { $count ->
    [one] ha esaurito il tempo troppo spesso e lascia
   *[other] hanno esaurito il tempo troppo spesso e lasciano
} il torneo (la posizione in classifica resta; niente più abbinamenti).
tourn-closes-in = ⏳ **{ $name }** — il turno { $round } si chiude tra { $left } (<t:{ $end }:f>). Ancora in gioco: { $count ->
    [one] tavolo
   *[other] tavoli
} { $tabs }. I tavoli non conclusi saranno allora arbitrati ({ $rule }).
tourn-unplayed = ⚖️ **{ $name }** — { $count ->
    [one] il tavolo { $tabs } del turno { $round } non è mai iniziato: i suoi giocatori
   *[other] i tavoli { $tabs } del turno { $round } non sono mai iniziati: i loro giocatori
} si dividono i piazzamenti.
tourn-adjudicated = ⚖️ **{ $name }** — il turno { $round } ha raggiunto la scadenza: { $count ->
    [one] tavolo { $tabs } arbitrato
   *[other] tavoli { $tabs ->
    [one] { $tabs } arbitrato
   *[other] { $tabs } arbitrati
}
} ({ $how }).

## Nel thread di un tavolo
tourn-why-deadline = Il turno { $round } ha raggiunto la scadenza.
tourn-why-cancelled = Questo tavolo del torneo è stato annullato, quindi viene arbitrato.
tourn-by-bots = ⚖️ { $why } I bot hanno giocato { $count ->
    [one] l'ultima decisione
   *[other] le { $count ->
    [one] { $count } decisione rimanente
   *[other] { $count } decisioni rimanenti
}
}.
tourn-by-standing = ⚖️ { $why } La partita finisce qui, classificata secondo i punteggi attuali:
tourn-scored-post = 🏁 L'organizzatore ha fissato il risultato di questo tavolo: { $places }
tourn-continues = ♻️ La partita continua.
tourn-continues-here = ♻️ Il thread di questo tavolo è stato eliminato: la partita continua qui.

## Classifica, informazioni, punteggi
tourn-standings-title = **{ $name }** — classifica dopo il turno { $round } ({ $status })
tourn-standings-row = { $rank }. { $player }{ $dropped ->
    [true] {" "}(ritirato)
   *[false] {""}
} — **{ $points }** pt (avv. { $opp }, punteggio { $score }, { $games ->
    [one] { $games } partita
   *[other] { $games } partite
})
tourn-standings-more = … e altri { $count }.
tourn-standings-image-title = { $name } — turno { $round }
tourn-standings-image-row = { $rank }. { $player }{ $dropped ->
    [true] {" "}(ritirato)
   *[false] {""}
} — { $points } pt  (avv. { $opp }, punteggio { $score })
tourn-no-games = Ancora nessuna partita.
tourn-info-title = **{ $name }** (n. { $id }): { $what } — { $status }, turno { $round }.
tourn-info-language = Lingua: { $language }
tourn-info-players = Giocatori: { $players }
tourn-info-no-players = Giocatori: ancora nessuno
tourn-info-waiting = Lista d'attesa: { $players }
tourn-info-closes = Il turno { $round } si chiude <t:{ $end }:R> (poi { $rule }).
tourn-info-table = Tavolo { $tab } ({ $state }): { $where } — { $players }
tourn-info-gone = { $player } ({ $why })
tourn-info-dropped = Ritirati: { $players }
tourn-why-left = uscito
tourn-why-timeouts = tempo esaurito
tourn-why-by = ritirato da { $who }
tourn-state = { $state ->
    [waiting] in attesa del suo thread
    [opening] in apertura
    [paused] in pausa ({ $why })
    [playing] in gioco, mossa { $move }
    [open] aperto
    [running] in corso
    [finished] concluso
    [abandoned] thread eliminato (in ricreazione)
    [cancelled] annullato
   *[missing] introvabile
}
tourn-outcome-deadline = arbitrato ({ $rule }) alla scadenza
tourn-outcome-cancel = arbitrato ({ $rule }) dopo un annullamento
tourn-outcome-by-hand = risultato fissato a mano
tourn-outcome-not-played = non giocato
tourn-outcome-finished = concluso
tourn-leaderboard-empty = Ancora nessuna partita valida per la classifica di { $game } in questo server.
tourn-leaderboard-title = **{ $game }** — classifica (punteggio = μ − 3σ)
tourn-leaderboard-row = { $rank }. { $player } — **{ $rating }** (μ { $mu } ± { $sigma }), vittorie: { $wins }/{ $games }
tourn-profile = **{ $player }** a { $game }: { $games ->
    [one] { $games } partita
   *[other] { $games } partite
}, { $wins ->
    [one] { $wins } vittoria
   *[other] { $wins } vittorie
}, { $rating }.
tourn-profile-rating = punteggio **{ $rating }** (μ { $mu } ± { $sigma })
tourn-profile-unrated = non ancora classificato
tourn-profile-recent = • partita { $session }, piazzamento { $rank }, giocatori { $players }, punteggio { $score }, valida { $rated ->
    [true] sì
   *[false] no
}, punteggio in classifica { $rating }
tourn-profile-no-rating = —
