# Emira in italiano: nessun regolamento italiano pubblicato; i termini sono scelti e elencati in
# i18n/terms/emira.md (principessa, sceicco, Aspetto, Status, Palazzo, Denaro…). Le mosse restano
# scritte come in inglese (`bid 340`).

## Riassunto delle regole (/rules)

emira-rules-intro = **Emira** (da 3 a 5 giocatori). Conquista principesse per il tuo palazzo: alla fine di un round in cui hai pagato tutto il mantenimento, vinci con abbastanza principesse i cui talenti corrispondono al tuo obiettivo segreto (5 giocatori 4, 4 giocatori 5, 3 giocatori 6), o con 6/7/8 principesse qualunque siano i loro talenti.
emira-rules-round = Ogni round: **1** gioca una carta evento (non nel round 1) · **2** entrate (100, nero 150, più le carovane) · **3** si rivela una principessa e si riempie il mercato · **4** aste: offri per agire per primi (`bid 340`, `pass`, `stipend`); chi vince paga l'offerta meno lo sconto dei cammelli e fa un'azione (`buy section`, `buy camel`, `buy appearance`, `buy status`, `buy small slow`…), prende il sussidio (150 sotto i 500 d'oro, o 4+ principesse e nessuna carovana) o `nothing` · **5** compra carte evento (`buy a` 150 per 1 su 2, `buy b` 250 per 1 su 3) · **6** la principessa va dallo sceicco con posto libero che meglio soddisfa la sua prima preferenza (Aspetto, Status, Palazzo, Denaro), parità decise dalla seconda; ancora pari → indecisa · **7** mantenimento 50 per principessa; chi non può pagare perde tutto l'oro e una principessa a caso (tumulto) · **8** il primo giocatore passa a sinistra.
emira-rules-gold = L'oro è segreto a meno che un confronto di Denaro o Noor lo riveli. In 3 giocatori: principesse e mercato valgono per due round; gli eventi si giocano nei round dispari e si comprano nei pari.

## Parole

emira-or = {" o "}
emira-and = {" e "}
emira-none = nessuna
emira-nobody = nessuno
emira-swapped = , invertite
emira-pref-appearance = Aspetto
emira-pref-status = Status
emira-pref-palace = Palazzo
emira-pref-money = Denaro
emira-pref-most = Più principesse
emira-talent-intelligence = Intelligenza
emira-talent-household = Casa
emira-talent-cooking = Cucina
emira-talent-romance = Romanticismo
emira-marker-beauty = Bellezza
emira-marker-manners = Modi
emira-marker-dress = Abito
emira-marker-word-beauty = bellezza
emira-marker-word-manners = modi
emira-marker-word-dress = abito
emira-colour-green = verde
emira-colour-white = bianco
emira-colour-red = rosso
emira-colour-blue = blu
emira-colour-black = nero
emira-symbol-mirror = Specchio
emira-symbol-camel = Cammello
emira-symbol-scroll = Pergamena
emira-symbol-crescent = Mezzaluna
emira-symbol-jar = Giara di spezie
emira-symbol-seal = Sigillo
emira-caravan = carovana { $size ->
    [small] piccola
   *[large] grande
} { $speed ->
    [slow] lenta
   *[fast] veloce
} ({ $income } × { $rounds } round)
emira-step-setup = preparazione
emira-step-events = eventi
emira-step-income = entrate
emira-step-prep_emira = preparazione: principessa
emira-step-prep_status = preparazione: status
emira-step-prep_appearance = preparazione: aspetto
emira-step-prep_items = preparazione: mercato
emira-step-auctions = aste
emira-step-buy = acquisto di eventi
emira-step-choose = scelta della principessa
emira-step-upkeep_xenia = mantenimento: Xenia
emira-step-upkeep_pay = mantenimento
emira-step-end = fine del round
emira-step-over = partita finita

## Carte evento

emira-event-bazaar = Bazar
    .text = Scegli dal sacchetto il segnalino d'aspetto di questo round.
emira-event-better-breed = Razza migliore
    .text = Sconto dei cammelli 50 -> 70 -> 100 -> 150.
emira-event-camel-breeding = Allevamento di cammelli
    .text = Ognuno riceve cammelli/2 (per difetto) cammelli, se la riserva li ha tutti.
emira-event-camel-epidemic = Epidemia di cammelli
    .text = Ognuno perde cammelli/3 (per difetto) cammelli.
emira-event-changing-her-mind = Cambiare idea
    .text = Guarda la prima carta Emira: lasciarla, invertire le sue preferenze, o metterla in fondo.
emira-event-court-influence = Influenza a corte
    .text = Guarda le prime 3 carte Emira e riordinale.
emira-event-double-trouble = Doppio guaio
    .text = Due principesse in questo round (3 giocatori: tre in due round).
emira-event-golden-times = Età dell'oro
    .text = Entrate di tutti +20% in questo round.
emira-event-good-looking = Bella presenza
    .text = +1 ogni 3 segnalini propri di un tipo, permanente.
emira-event-guest-house = Stanza degli ospiti
    .text = Capacità +1 per il resto della partita.
emira-event-interrupt-spice-trade = Commercio di spezie interrotto
    .text = Solo entrate di base; le carovane non pagano né avanzano.
emira-event-new-orders = Nuovi ordini
    .text = Guarda le prime 3 carte status e riordinale.
emira-event-new-spice-caravan = Nuova carovana di spezie
    .text = Una delle tue carovane avanza di 1 casella a destra.
emira-event-noble-merchandise = Merce nobile
    .text = Scegli dal mazzo la carta status di questo round.
emira-event-quiet-days = Giorni tranquilli
    .text = Nessuna nuova principessa in questo round.
emira-event-restoration = Restauro
    .text = Avanzato: tracciato palazzo +1 (palazzo +0,5).
emira-event-sick-camels = Cammelli malati
    .text = Nessuno sconto dei cammelli nelle aste.
emira-event-vermin = Parassiti
    .text = Scegli un tipo di carovana: ogni proprietario ne arretra 1 (lenta: 2) a sinistra.

## Etichette delle azioni (menu)

emira-d-keep-event = Tieni { $name }{ $tag }: { $text }
emira-d-play-event = Gioca { $name }{ $tag }: { $text }
emira-d-bid = Offri { $bid } (pagheresti { $pay })
emira-d-buy-event = Compra una carta evento: pescane { $k }, tienine 1, per { $price }
emira-d-buy-caravan = Compra una { $caravan } per { $cost }
emira-d-buy-appearance = Compra il segnalino { $marker } per { $cost }
emira-d-buy-status = Compra la carta status { $cost } ({ $points } pt)
emira-d-buy-section = Compra una sezione di palazzo per { $cost }
emira-d-buy-camel = Compra un cammello per { $cost }
emira-d-pass = Passa
emira-d-stipend = Prendi il sussidio di 150 oro
emira-d-nothing = Nessuna azione (tieni l'oro)
emira-d-leave = Lasciala com'è
emira-d-swap = Inverti le sue due preferenze
emira-d-bottom = Mettila in fondo al mazzo Emira
emira-d-pay-gift = Paga 250 a Xenia
emira-d-refuse-gift = Rifiuta: Xenia va dallo sceicco più ricco tra gli altri
emira-d-split-2-1 = 2 principesse in questo round, 1 nel prossimo
emira-d-split-1-2 = 1 principessa in questo round, 2 nel prossimo
emira-d-when-odd = La principessa è attiva in questo round
emira-d-when-even = La principessa è attiva nel prossimo round
emira-d-order = Ordine (prima in cima): { $names }
emira-d-give = Dai { $name } a Sidi Suleiman
emira-d-discard-marker = Scarta un segnalino { $marker }
emira-d-discard-status = Scarta la carta status { $price }
emira-d-status = Metti la carta status { $price } ({ $points } pt) sul tabellone
emira-d-marker = Metti un segnalino { $marker } sul tabellone
emira-d-type = Bella presenza su { $marker }
emira-d-kind = Parassiti sulle carovane { $size ->
    [small] piccole
   *[large] grandi
} { $speed ->
    [slow] lente
   *[fast] veloci
}
emira-d-look = Guarda la carta Emira n. { $n } dalla cima
emira-d-advance = Avanza di una casella la tua carovana { $size ->
    [small] piccola
   *[large] grande
} { $speed ->
    [slow] lenta
   *[fast] veloce
} ({ $left ->
    [one] { $left } rimasto
   *[other] { $left } rimasti
})
emira-d-move = Arretra la carovana o le carovane con { $payments ->
    [one] { $payments } pagamento rimasto
   *[other] { $payments } pagamenti rimasti
}

## Richieste

emira-prompt-keep = Tieni una delle tue tre carte evento (segreta).
emira-prompt-event = Gioca una carta evento, o passa.
emira-prompt-chm_pos = Cambiare idea: quale carta Emira guarderai (prima di guardare)?
emira-prompt-chm = Cambiare idea: lasciarla, invertire le sue preferenze, o metterla in fondo.
emira-prompt-court = Influenza a corte: rimetti le prime carte Emira nell'ordine voluto (prima in cima).
emira-prompt-orders = Nuovi ordini: rimetti le prime carte status nell'ordine voluto (prima in cima).
emira-prompt-looks = Bella presenza: scegli il tipo di segnalino.
emira-prompt-spice = Nuova carovana di spezie: scegli la carovana che avanza.
emira-prompt-vermin = Parassiti: scegli il tipo di carovana.
emira-prompt-gnaw = Parassiti: scegli quali delle tue carovane arretrano.
emira-prompt-split = Doppio guaio: quante principesse in questo round e nel prossimo?
emira-prompt-quiet = Giorni tranquilli: la principessa è attiva in questo round o nel prossimo?
emira-prompt-noble = Merce nobile: scegli la carta status per il tabellone.
emira-prompt-bazaar = Bazar: scegli il segnalino per il tabellone.
emira-prompt-bid = Asta: offri (qualsiasi multiplo di 10 che puoi pagare, es. `bid 340`), passa, o prendi il sussidio.
emira-prompt-act = Scegli la tua azione{ $stipend ->
    [yes] , il sussidio
   *[no] {""}
} o niente.
emira-prompt-buyev = Compra una carta evento (A: 1 su 2, B: 1 su 3), o passa.
emira-prompt-keepev = Tieni una delle carte evento pescate.
emira-prompt-sidi = Sidi Suleiman: scegli la principessa che parte con lui.
emira-prompt-samira = Samira: scarta uno dei tuoi segnalini d'aspetto.
emira-prompt-zahrah = Zahrah: scarta una delle tue carte status.
emira-prompt-xenia = Il dono di Xenia è dovuto: paga 250 o rifiuta (se ne va).
emira-prompt-move = Tocca a te.
emira-prompt-nothing = Niente da decidere ora.
emira-prompt-auction = Asta ({ $high }): offri almeno { $min } (un multiplo di 10) o passa{ $stipend ->
    [yes] , o prendi il sussidio
   *[no] {""}
}.
emira-prompt-last = Sei l'ultimo giocatore: scegli un'azione (senza offerta){ $stipend ->
    [yes] , il sussidio
   *[no] {""}
} o niente.
emira-high-bid = offerta più alta { $high } di { $who }
emira-no-bid = ancora nessuna offerta

## Riassunti e titolo

emira-gold = { $gold } oro
emira-gold-secret = oro segreto
emira-no-princess = nessuna principessa
emira-player = { $who } ({ $colour }){ $frozen ->
    [yes] {" "}CONGELATO
   *[no] {""}
}: { $n }/{ $capacity } principesse [{ $princesses }] · aspetto { $appearance } · status { $status } · palazzo { $palace } · { $camels ->
    [one] { $camels } cammello
   *[other] { $camels } cammelli
} · { $caravans } carovane · { $hand ->
    [one] { $hand } carta evento
   *[other] { $hand } carte evento
} · { $gold }
emira-over = Partita finita: vince { $won }.
emira-see-ranking = vedi la classifica
emira-headline = Round { $round } · { $step } · in gioco: { $princess }{ $high } · si attende { $who }
emira-headline-high = {" "}· offerta più alta { $high } ({ $who })
emira-s-inplay = Principessa in gioco: { $cards }
emira-s-waiting = Prossimo round: { $cards }
emira-s-undecided = Indecise: { $cards }
emira-market = Mercato: { $items }
emira-market-empty = vuoto
emira-market-status = status { $price } ({ $points } pt)
emira-market-marker = segnalino { $marker }
emira-market-section = sezione
emira-market-camel = cammello
emira-market-small = carovana piccola
emira-market-large = carovana grande

## Riassunto privato

emira-p-objective = Il tuo obiettivo { $id }: { $words }.
emira-p-gold = Il tuo oro: { $gold }.
emira-p-hand = Le tue carte evento: { $cards }.
emira-p-dealt = Carte distribuite (tienine una): { $names }.
emira-p-look = Carte pescate (tienine una): { $names }.
emira-p-looking = Stai guardando: { $cards }.
emira-p-seen = Visto in segreto: { $seen }
emira-obj-and = { $first } e { $last }
emira-obj-among = { $k } tra { $names }: { $shape }
# a talent counted on an objective ("2 Intelligence"); one letter code or another
emira-obj-count = { $n } { $talent }
emira-obj-either = { $first }{ emira-or }{ $second }
emira-obj-shape-2-3 = 2 dell'uno e 1 dell'altro
emira-obj-shape-3-4 = uno di ciascuno, più un secondo di uno qualsiasi
emira-obj-shape-3-5 = 2 ciascuno di due di essi e 1 del terzo
emira-obj-shape-other = almeno 1 e al massimo 2 di ciascuno
emira-obj-words = { $head } ({ $size } delle tue principesse, ognuna conta per uno dei suoi talenti; lettere: { $letters })

## Rifiuti

emira-x-empty = Scrivi una mossa.
emira-x-bid-form = Scrivi `bid <importo>`, es. `bid 340` (un multiplo di 10).
emira-x-no-bid = Non puoi fare offerte ora.
emira-x-bid-step = Le offerte sono multipli di { $step }.
emira-x-bid-low = Offri almeno { $low }.
emira-x-bid-high = Puoi pagare al massimo un'offerta di { $high } (il tuo oro più lo sconto dei cammelli).
emira-x-not-now = «{ $action }» non è possibile ora: { $prompt }
emira-x-not-a-choice = «{ $action }» non è tra le scelte ora: { $prompt }

## Colonne del punteggio finale

emira-cat-princesses = {"{"}n{"}"} principesse (2 punti ciascuna)
emira-cat-objective = obiettivo {"{"}n{"}"}
emira-cat-secondary = spareggio {"{"}n{"}"}

## Il registro: cosa è successo (games/emira/flow.py, rules.py)

emira-e-setup = Sceicchi: { $sheiks }. Primo giocatore: { $first }. Ogni sceicco tiene 1 carta evento su 3.
emira-e-sheik = { $who } { $colour }
emira-e-keeps = { $who } tiene una carta evento.
emira-e-you-keep = Tieni { $card }.
emira-e-round = Inizia il round { $round }; primo giocatore { $first }.
emira-e-no-event = { $who } non gioca carte evento.
emira-e-plays = { $who } gioca { $card }.
emira-e-better-breed = Ora ogni cammello di { $who } vale { $rate }.
emira-e-breeding = Allevamento di cammelli: { $need ->
    [one] { $need } nuovo cammello
   *[other] { $need ->
    [one] { $need } nuovo cammello
   *[other] { $need } nuovi cammelli
}
} per gli sceicchi.
emira-e-breeding-none = Allevamento di cammelli: servono { $need ->
    [one] { $need } cammello
   *[other] { $need } cammelli
}, { $supply } nella riserva: nessun effetto.
emira-e-epidemic = Epidemia di cammelli: { $lost ->
    [one] muore { $lost } cammello
   *[other] muoiono { $lost ->
    [one] { $lost } cammello
   *[other] { $lost } cammelli
}
}.
emira-e-chm-pos = { $who } guarderà la carta Emira n. { $n } dalla cima.
emira-e-chm-bottom = { $who } mette in fondo al mazzo la carta Emira guardata.
emira-e-you-chm-bottom = Metti { $name } in fondo al mazzo Emira.
emira-e-chm-back = { $who } rimette a posto la carta Emira.
emira-e-you-chm-look = Guardi { $name }: { $what }.
emira-chm-swapped = preferenze invertite
emira-chm-left = lasciata com'era
emira-chm-sent = messa in fondo
emira-e-court = { $who } rimette le prime { $n ->
    [one] { $n } carta
   *[other] { $n } carte
} Emira in un ordine segreto.
emira-e-you-court = Rimetti le prime carte Emira così: { $names } (dalla cima).
emira-e-orders = { $who } rimette le prime { $n ->
    [one] { $n } carta status
   *[other] { $n } carte status
} in un ordine segreto.
emira-e-you-orders = Rimetti le prime carte status così: { $prices } (dalla cima).
emira-e-looks = { $who } sceglie { $marker } per Bella presenza: +{ $gain } all'aspetto.
emira-e-spice = La carovana { $size ->
    [small] piccola
   *[large] grande
} { $speed ->
    [slow] lenta
   *[fast] veloce
} di { $who } torna a { $left ->
    [one] { $left } pagamento
   *[other] { $left } pagamenti
}.
emira-e-vermin = { $who } manda i Parassiti sulle carovane { $size ->
    [small] piccole
   *[large] grandi
} { $speed ->
    [slow] lente
   *[fast] veloci
}.
emira-e-gnaw = Parassiti: { $who } arretra { $k ->
    [one] una carovana { $size ->
        [small] piccola
       *[large] grande
    } { $speed ->
        [slow] lenta
       *[fast] veloce
    }
   *[other] { $k } carovane { $size ->
        [small] piccole
       *[large] grandi
    } { $speed ->
        [slow] lente
       *[fast] veloci
    }
}.
emira-e-gnaw-lost = Parassiti: { $who } arretra { $k ->
    [one] una carovana { $size ->
        [small] piccola
       *[large] grande
    } { $speed ->
        [slow] lenta
       *[fast] veloce
    }
   *[other] { $k } carovane { $size ->
        [small] piccole
       *[large] grandi
    } { $speed ->
        [slow] lente
       *[fast] veloci
    }
}; { $lost ->
    [one] { $lost } rimossa
   *[other] { $lost } rimosse
} senza pagamento.
emira-e-split = { $who }: { $now ->
    [one] { $now } principessa
   *[other] { $now } principesse
} in questo round, { $later } nel prossimo.
emira-e-quiet-odd = { $who }: l'unica principessa sarà attiva in questo round.
emira-e-quiet-even = { $who }: l'unica principessa sarà attiva nel prossimo round.
emira-e-income = Entrate: { $parts }{ $why ->
    [golden] {" "}(Età dell'oro +20%)
    [stopped] {" "}(solo la base: commercio di spezie interrotto)
   *[none] {""}
}.
emira-e-income-part = { $who } +{ $total }
emira-e-inplay = Principessa in gioco: { $names }.
emira-e-inplay-waiting = Principessa in gioco: { $names }. In attesa per il prossimo round: { $waiting }.
emira-e-noble = { $who } mette la carta status { $price } sul tabellone (Merce nobile).
emira-e-bazaar = { $who } mette un segnalino { $marker } sul tabellone (Bazar).
emira-e-market = Mercato: { $items }.
emira-e-market-section = sezione di palazzo
emira-e-auction = Asta { $n }: inizia { $who }.
emira-e-auction-cancelled = L'asta è annullata: { $who } è l'ultimo giocatore.
emira-e-wins = { $who } vince l'asta a { $bid } e paga { $pay }.
emira-e-wins-free = Hanno passato tutti: { $who } vince l'asta gratis.
emira-e-passes = { $who } passa.
emira-e-bids = { $who } offre { $bid }.
emira-e-stipend = { $who } prende il sussidio di { $amount } oro.
emira-e-voluntary = { $who } paga un'offerta volontaria di { $bid } ({ $pay } dopo i cammelli).
emira-e-nothing = { $who } non fa nessuna azione.
emira-e-buys = { $who } compra { $what } per { $cost }.
emira-e-buy-caravan = una carovana { $size ->
    [small] piccola
   *[large] grande
} { $speed ->
    [slow] lenta
   *[fast] veloce
}
emira-e-buy-marker = il segnalino { $marker }
emira-e-buy-status = la carta status { $price } ({ $points } pt)
emira-e-buy-section = una sezione di palazzo
emira-e-buy-camel = un cammello
emira-e-unsold-marker = Il segnalino { $marker } invenduto torna nel sacchetto.
emira-e-unsold-status = La carta status { $price } invenduta va in fondo al mazzo status.
emira-e-no-buy = { $who } non compra carte evento.
emira-e-buys-option = { $who } compra l'opzione { $option } ({ $k ->
    [one] { $k } carta
   *[other] { $k } carte
}) per { $price }.
emira-e-you-buy-option = Compri l'opzione { $option } per { $price } e peschi { $cards }.
emira-e-keeps-rest = { $who } tiene una carta e mette le altre in fondo al mazzo eventi.
emira-e-undecided = Indecisa: { $why }
emira-e-sidi-leaves = Sidi Suleiman lascia la partita con { $name }, principessa di { $who }.
emira-e-xenia-marker = Xenia: tolto un segnalino dono (ne restano { $left }).
emira-e-xenia-pays = { $who } paga il dono di Xenia, 250.
emira-e-xenia-cannot = { $who } non può pagare il dono di 250 di Xenia: Xenia lascia la partita.
emira-e-xenia-undecided = { $who } rifiuta il dono di Xenia; { $why } → diventa indecisa.
emira-e-xenia-moves = { $who } rifiuta il dono di Xenia; { $why } → va da { $target }.
emira-e-upkeep = { $who } paga { $due } di mantenimento.
emira-e-upkeep-xenia = { $who } non può pagare il mantenimento: Xenia lascia la partita (protezione del round d'arrivo); paga { $paid }.
emira-e-tumult = Tumulto! { $who } deve { $due } e paga { $paid }; { $name } va in fondo al mazzo Emira.
emira-e-great-tumult = Grande tumulto! { $who } perde { $names } (in fondo al mazzo Emira) e paga { $paid }.
emira-e-hind = { $who } sarà bloccato nel prossimo round (Lunga notte di nozze di Hind).
emira-e-track-back = Il disco sul tracciato palazzo di { $who } arretra di una casella ({ $name }).
emira-e-samira = { $who } scarta un segnalino { $marker } nel sacchetto (Samira).
emira-e-zahrah = { $who } scarta la carta status { $price } ({ $points } pt) in fondo al mazzo status (Zahrah).

## La principessa sceglie (games/emira/rules.py)

emira-c-title = { $name } ({ $pref })
emira-c-title-2 = { $name } ({ $pref } → { $then })
emira-c-value = { $who } { $value }
emira-c-tie = { $a }; parità → { $b }
emira-c-part = { $pref } { $values }
emira-c-full = {" "}({ $who } al completo)
emira-c-sidi = { $title }: principesse { $counts } → { $who }.
emira-c-sidi-tie = { $title }: principesse { $counts }; parità per il massimo → indeciso.
emira-c-no-room = { $title }: nessuno ha posto{ $note } → indecisa.
emira-c-joins = { $title }{ $note }: { $parts } → { $who }.
emira-c-tied = { $title }{ $note }: { $parts } → ancora parità, indecisa.
emira-x-nobody = nessun altro sceicco ha posto
emira-x-still-tied = { $why }; ancora parità

## La fine della partita (games/emira/flow.py finish)

emira-f-end = { $head }. { $notes }
emira-f-and = { $a } e { $b }
emira-f-space = { $a } { $b }
emira-f-victory = Vittoria: { $who }
emira-f-draw = Vittoria: { $who } pareggiano
emira-f-no-princesses = Non restano carte Emira: la partita finisce; classifica per punteggio. Vittoria: { $who }
emira-f-round-limit = Raggiunto il round { $limit }: la partita finisce; classifica per punteggio. Vittoria: { $who }
emira-f-gold = A pari punteggio e punteggio secondario, più oro per { $winners } che per { $beaten } (8.3).
emira-f-fulfils = { $who } realizza l'obiettivo { $obj }: { $proof }.
emira-f-objective-was = L'obiettivo di { $who } era { $obj }.
emira-f-assign = { $name } → { $talent }
emira-f-by-number = per numero di principesse

## Memoria privata e sguardi (state.py remember, view.py looking)

emira-seen = Round { $round }: { $text }
emira-seen-chm = Cambiare idea: la carta Emira n. { $n } era { $name } ({ $what }).
emira-seen-court = Influenza a corte: cima del mazzo Emira { $names }.
emira-seen-orders = Nuovi ordini: cima del mazzo status { $prices }.
emira-seen-bought = comprata { $card }; messe in fondo al mazzo: { $rest }.
emira-seen-nothing = niente
emira-l-chm = Carta Emira n. { $n }: { $name }
emira-l-item = { $i }. { $name }
emira-l-status = { $i }. status { $price }
emira-l-status-deck = Mazzo status: { $prices }
emira-l-bag = Sacchetto: { $items }
emira-l-bag-item = { $marker } { $n }

## Abilità speciali delle principesse: nome, e .text cosa fa

emira-ability-albina = Grandi festeggiamenti
    .text = Avanzato: la prima volta che si unisce a te, tracciato palazzo -1.
emira-ability-halimah = Cantante
    .text = Finché è con te: carta «Canto», +1 status.
emira-ability-noor = Diffidenza
    .text = Finché è con te: il tuo oro è pubblico.
emira-ability-rasha = Attrice
    .text = Finché è con te: carta «Recitazione», +1 status.
emira-ability-zainab = Saggezza
    .text = Finché è con te: gli acquisti di eventi costano 100 / 200.
emira-ability-samira = Grande romanticismo
    .text = La prima volta che si unisce a te: scarta uno dei tuoi segnalini aspetto.
emira-ability-zahrah = Furto
    .text = La prima volta che si unisce a te: scarta una delle tue carte status.
emira-ability-layla = Belle maniere
    .text = Finché è con te: un segnalino Modi in prestito.
emira-ability-nadia = Grande bellezza
    .text = Finché è con te: un segnalino Bellezza in prestito.
emira-ability-firyal = Grande ricevimento
    .text = Avanzato: la prima volta che si unisce a te, tracciato palazzo -1.
emira-ability-hind = Lunga notte di nozze
    .text = Ogni volta che si unisce a te: sei bloccato nel round seguente.
emira-ability-farah = Ama gli animali
    .text = Finché è con te: un cammello costa 50.
emira-ability-adara = Rotte commerciali
    .text = Finché è con te: le carovane costano 400/500/650/800.
emira-ability-suleika = Gelosia
    .text = Finché è con te: +100 di mantenimento una volta per ogni principessa che si unisce a te.
emira-ability-janan = Buongustaia
    .text = Il suo mantenimento è 100.
emira-ability-zafirah = Benestante
    .text = Il suo mantenimento è 0.
emira-ability-xenia = Avida
    .text = Un dono di 250 a ogni arrivo e ogni 3 round, altrimenti se ne va.
emira-ability-badra = Architetta
    .text = Finché è con te: una sezione di palazzo costa 400.
emira-ability-sidi = Cavaliere bianco
    .text = Va dallo sceicco con più principesse; lascia la partita con una di loro.

## Il tabellone a parole (games/emira/text.py board_text: il comando board, il testo alternativo delle immagini)

emira-b-princess = { $card }, mantenimento { $upkeep }
emira-b-princess-ability = { $card }, mantenimento { $upkeep } — { $ability }: { $text }
emira-b-auction = Asta: { $high }; hanno passato: { $out }{ $by }.
emira-b-started = ; iniziata da { $who }
emira-b-decks = Mazzi: { $emira ->
    [one] { $emira } carta
   *[other] { $emira } carte
} Emira, { $status ->
    [one] { $status } carta status
   *[other] { $status } carte status
}, { $events ->
    [one] { $events } carta evento
   *[other] { $events } carte evento
} ({ $discard } scartate). Sacchetto: Bellezza { $beauty }, Modi { $manners }, Abito { $dress }. Riserva: { $camels ->
    [one] { $camels } cammello
   *[other] { $camels } cammelli
}, { $sections ->
    [one] { $sections } sezione
   *[other] { $sections } sezioni
}, { $small ->
    [one] { $small } carovana piccola
   *[other] { $small } carovane piccole
} e { $large ->
    [one] { $large } grande
   *[other] { $large } grandi
}.
emira-b-symbols = Simboli di eventi giocati in questo round: { $played }; eventi in attesa: { $delayed }.
emira-b-removed = Fuori dalla partita: { $names }.
emira-b-xenia = Xenia: il suo dono è dovuto al round { $round }.
emira-b-none = —
emira-b-marker-count = { $marker } { $n }
emira-b-status-card = { $price } ({ $points } pt)
emira-b-caravan = { $size ->
    [small] piccola
   *[large] grande
} { $speed ->
    [slow] lenta
   *[fast] veloce
} ({ $left ->
    [one] { $left } pagamento rimasto
   *[other] { $left } pagamenti rimasti
})
emira-b-player = segnalini: { $markers }; carte status: { $cards }; carovane: { $caravans }; sconto di { $rate } per cammello; mantenimento { $upkeep }.
emira-b-objective = Obiettivo { $id }: { $words }.

## Il glossario (`explain`): la spiegazione di ogni termine, e .term la parola che i giocatori scrivono

emira-term-talent = Ogni principessa ha un talento (Intelligenza I, Casa H, Cucina C, Romanticismo R; alcune ne hanno due e contano per l'uno o l'altro). Il tuo obiettivo segreto chiede dei talenti.
    .term = talento
emira-term-talents = Vedi `explain talent`.
    .term = talenti
emira-term-objective = La tua carta obiettivo segreta: i talenti che le tue principesse devono avere per vincere (5 giocatori 4 principesse, 4 giocatori 5, 3 giocatori 6). `hand` mostra il tuo a parole; `explain 3-3` qualsiasi obiettivo.
    .term = obiettivo
emira-term-princess = Una carta Emira: le sue preferenze (prima, poi seconda) decidono a quale sceicco si unisce; i suoi talenti contano per il tuo obiettivo; la sua abilità (se ne ha una) agisce finché resta.
    .term = principessa
emira-term-princesses = Le principesse nel tuo palazzo: 2 punti ciascuna alla fine; abbastanza principesse con i talenti giusti (o 6 / 7 / 8 con 5/4/3 giocatori, qualunque siano i talenti) fanno vincere.
    .term = principesse
emira-term-sheik = Un giocatore: sei uno sceicco che corteggia le principesse.
    .term = sceicco
emira-term-preference = Ciò che una principessa confronta per scegliere uno sceicco: Aspetto, Status, Palazzo, Denaro, Più principesse; la seconda preferenza spareggia.
    .term = preferenza
emira-term-emira = Le principesse (carte Emira).
    .term = emira
emira-term-event = Carte evento: tenute in mano, giocate nella fase degli eventi (una per simbolo per round), comprate nella fase di acquisto (`buy a`, `buy b`).
    .term = evento
emira-term-event-card = Vedi `explain event`.
    .term = carta evento
emira-term-beauty = Un segnalino aspetto (vedi `explain appearance`).
    .term = bellezza
emira-term-manners = Un segnalino aspetto (vedi `explain appearance`).
    .term = modi
emira-term-dress = Un segnalino aspetto (vedi `explain appearance`).
    .term = abito
emira-term-marker = I segnalini aspetto: Bellezza, Modi, Abito (vedi `explain appearance`).
    .term = segnalino
emira-term-section = Una sezione di palazzo: +1 al valore del palazzo e +1 posto per una principessa.
    .term = sezione
emira-term-guest-house = Un posto in più per una principessa, ma nessun valore di palazzo.
    .term = stanza degli ospiti
emira-term-camel = I cammelli riducono quanto paghi per un'asta vinta (vedi `explain camel discount`) e contano per lo spareggio.
    .term = cammello
emira-term-camels = Vedi `explain camel`.
    .term = cammelli
emira-term-market = Ciò che i vincitori delle aste possono comprare in questo round: una carta status, un segnalino aspetto, una sezione, un cammello, carovane.
    .term = mercato
emira-term-round = Le otto fasi di un round: evento, entrate, principessa rivelata, aste, acquisto di eventi, la principessa sceglie, mantenimento, il primo giocatore passa a sinistra.
    .term = round
emira-term-income = 100 oro a round (lo sceicco nero 150), più i pagamenti delle carovane.
    .term = entrate
emira-term-gold = Il tuo denaro (segreto). Serve per le offerte, il mantenimento e gli eventi.
    .term = oro
emira-term-bid = `bid <importo>`: un multiplo di 10 che puoi pagare dopo lo sconto dei cammelli.
    .term = offerta
emira-term-small = Una carovana piccola (vedi `explain caravan`).
    .term = piccola
emira-term-large = Una carovana grande (vedi `explain caravan`).
    .term = grande
emira-term-slow = Una carovana lenta paga meno per 8 round (vedi `explain caravan`).
    .term = lenta
emira-term-fast = Una carovana veloce paga di più per 4 round (vedi `explain caravan`).
    .term = veloce
emira-term-nothing = Non fare nessuna azione (tieni il tuo oro).
    .term = niente
emira-term-gift = Il dono di Xenia: paga 250 o rifiuta (lei se ne va).
    .term = dono
emira-term-next-round = La principessa rivelata per il prossimo round (3 giocatori: due round per principessa).
    .term = prossimo round
emira-term-in-play = La principessa che sceglie uno sceicco in questo round.
    .term = in gioco
emira-term-tie-break = Aspetto + status + sezioni di palazzo + cammelli (+ tracciato palazzo nel gioco avanzato): spareggia i punteggi uguali.
    .term = spareggio
emira-term-secondary = Vedi `explain tie-break`.
    .term = punteggio secondario
emira-term-appearance = Segnalini Bellezza + Modi + Abito, +1 per ogni serie completa dei tre, più i bonus di Bella presenza. Nadia presta un segnalino Bellezza e Layla uno Modi finché restano.
    .term = aspetto
emira-term-status = I punti delle tue carte status (da 1 a 3), +1 per Canto (Halimah) e Recitazione (Rasha).
    .term = status
emira-term-palace = Le sezioni di palazzo che possiedi (gioco avanzato: +0,5 per casella del tracciato palazzo). Il palazzo di base e le Stanze degli ospiti danno posto, non valore di palazzo.
    .term = palazzo
emira-term-money = Il tuo oro. È segreto, tranne finché Noor vive con te e ogni volta che una principessa confronta il Denaro: allora l'oro degli sceicchi confrontati viene annunciato.
    .term = denaro
emira-term-most-emira = L'unica preferenza di Sidi Suleiman: lo sceicco con più principesse.
    .term = più principesse
emira-term-capacity = Il posto per le principesse: 2 + sezioni di palazzo + Stanze degli ospiti. Una principessa sceglie solo uno sceicco che ha posto.
    .term = capienza
emira-term-undecided = Una principessa la cui scelta è in parità (o che non trova posto) aspetta scoperta e si unisce appena uno sceicco è il migliore per lei.
    .term = indecisa
emira-term-stipend = 150 oro invece di un'azione, se hai meno di 500 oro o 4 principesse o più e nessuna carovana; al tuo turno in un'asta, come vincitore di un'asta o come ultimo giocatore.
    .term = sussidio
emira-term-auction = Offri in multipli di 10 (`bid 340`); il vincitore paga la sua offerta meno lo sconto dei cammelli, poi fa un'azione. Passare è definitivo per quell'asta; se passano tutti, chi ha iniziato agisce gratis.
    .term = asta
emira-term-last-player = L'unico sceicco rimasto nella fase delle aste agisce senza offrire (può pagare un'offerta volontaria per scendere sotto 500 oro e prendere il sussidio).
    .term = ultimo giocatore
emira-term-camel-discount = Cammelli × valore del cammello (50, 70, 100, 150 con Razza migliore) tolti da un'asta vinta; mai sotto 0, mai dal costo di un'azione.
    .term = sconto dei cammelli
emira-term-upkeep = 50 per principessa a round (Janan 100, Zafirah 0), +100 per ogni nuova arrivata finché Suleika vive con te.
    .term = mantenimento
emira-term-tumult = Chi non può pagare il mantenimento paga tutto il suo oro e perde una principessa a caso in fondo al mazzo Emira (avanzato: una alla volta finché può pagare). Non può vincere in quel round.
    .term = tumulto
emira-term-frozen = La lunga notte di nozze di Hind: nel round dopo che si è unita a te non giochi eventi, non vinci aste, non compri eventi e nessuna principessa può scegliervi.
    .term = bloccato
emira-term-caravan = Piccola lenta 450 (150 × 8 round), piccola veloce 550 (300 × 4), grande lenta 750 (250 × 8), grande veloce 900 (500 × 4); paga dal round seguente.
    .term = carovana
emira-term-symbol = Due carte evento con lo stesso simbolo non si possono giocare nello stesso round.
    .term = simbolo
emira-term-victory = Alla fine di un round in cui hai pagato tutto il mantenimento: abbastanza principesse i cui talenti realizzano il tuo obiettivo (5 giocatori 4, 4 giocatori 5, 3 giocatori 6), o 6/7/8 principesse.
    .term = vittoria
emira-term-a = `buy a`: paga 150 (Zainab 100), pesca 2 carte evento, tienine 1.
    .term = a
emira-term-b = `buy b`: paga 250 (Zainab 200), pesca 3 carte evento, tienine 1.
    .term = b
emira-term-buy = `buy <cosa>`: l'azione del vincitore di un'asta (sezione, cammello, aspetto, status, una carovana), o una carta evento nella fase di acquisto (`buy a`, `buy b`).
    .term = compra
emira-term-play = `play <evento>`: gioca una carta evento dalla tua mano nella fase degli eventi.
    .term = gioca
emira-term-keep = `keep <evento>`: la carta evento che tieni tra quelle distribuite o pescate.
    .term = tieni
emira-term-pass = Non fare niente ora (nessun evento, nessuna offerta: passare in un'asta è definitivo).
    .term = passa
emira-term-discard = `discard <segnalino|status>`: il segnalino aspetto o la carta status a cui rinunci (Samira, Zahrah).
    .term = scarta
emira-term-leave = Cambiare idea: lascia la principessa com'è.
    .term = lascia
emira-term-swap = Cambiare idea: inverti le due preferenze della principessa.
    .term = inverti
emira-term-bottom = Cambiare idea: metti la principessa in fondo al mazzo Emira.
    .term = fondo
emira-term-type = `type <segnalino>`: il tipo di segnalino di Bella presenza.
    .term = tipo
emira-term-pay = `pay gift`: paga i 250 oro del dono di Xenia.
    .term = paga
emira-term-refuse = `refuse gift`: Xenia va dal più ricco degli altri sceicchi.
    .term = rifiuta
emira-term-order = `order <carte…>`: il nuovo ordine delle carte che hai guardato, dalla cima.
    .term = ordine
emira-term-give = `give <principessa>`: la principessa che se ne va con Sidi Suleiman.
    .term = dai
emira-term-status-card = I punti delle tue carte status (da 1 a 3), +1 per Canto (Halimah) e Recitazione (Rasha).
    .term = carta status
emira-term-now = Un evento che si applica appena giocato (gli altri aspettano una fase).
    .term = subito
emira-term-bag = Il sacchetto dei segnalini aspetto (Bellezza, Modi, Abito) da cui pesca il mercato.
    .term = sacchetto
emira-term-supply = Cammelli, sezioni di palazzo e carovane non ancora comprati.
    .term = riserva
emira-term-deck = I mazzi coperti: carte Emira (principesse), carte status, carte evento.
    .term = mazzo
emira-term-acting = La carta «Recitazione» di Rasha: +1 status finché vive con te.
    .term = recitazione
emira-term-singing = La carta «Canto» di Halimah: +1 status finché vive con te.
    .term = canto
emira-term-advanced = Il gioco avanzato (opzione): tracciato palazzo, tumulto una principessa alla volta, punteggio secondario per spareggiare i vincitori.
    .term = avanzato

emira-term-princess-card = { $name }: preferisce { $prefs }; talento { $talents }.{ $extra }
emira-term-then = { $first }, poi { $second }
emira-term-no-talent = nessun talento
emira-term-extra = {" "}{ $ability }: { $text }
emira-term-event-card-text = { $name } ({ $tag }; si applica { $timing }): { $text }
emira-term-symbol-tag = simbolo { $symbol }
emira-term-no-symbol = senza simbolo
emira-term-timing-now = subito
emira-term-timing-phase = nella fase { $n }
emira-term-objective-card = Obiettivo { $id }: { $words }.
emira-term-objective-word = obiettivo { $id }
emira-term-talent-card = { $name } ({ $letter }): un talento di principessa; gli obiettivi lo chiedono con la lettera { $letter }.
emira-term-ability = { $ability } (abilità di { $name }): { $text }
emira-term-symbol-card = { $symbol }: un simbolo di evento ({ $events }). Due eventi con lo stesso simbolo non si possono giocare nello stesso round.
emira-term-dist = Lettere dei talenti di un obiettivo ({ $dist }): I Intelligenza, H Casa, C Cucina, R Romanticismo; una principessa per lettera.
emira-prompt-upkeep = Il tuo mantenimento di questo round: { $due } oro; tienine abbastanza, o un tumulto ti porta via una principessa.
