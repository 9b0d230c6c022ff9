# Emira in italiano: nessun regolamento italiano pubblicato; i termini sono scelti e elencati in
# i18n/terms/emira.md (principessa, sceicco, Aspetto, Status, Palazzo, Denaro…). Le mosse restano
# scritte come in inglese (`bid 340`).

## Riassunto delle regole (/rules)

emira-rules-intro = **Emira** (da 3 a 5 giocatori). Conquistate principesse per il vostro palazzo: alla fine di un round in cui avete pagato tutto il mantenimento, vincete con abbastanza principesse i cui talenti corrispondono al vostro obiettivo segreto (5 giocatori 4, 4 giocatori 5, 3 giocatori 6), o con 6/7/8 principesse qualunque siano i loro talenti.
emira-rules-round = Ogni round: **1** giocate una carta evento (non nel round 1) · **2** entrate (100, nero 150, più le carovane) · **3** si rivela una principessa e si riempie il mercato · **4** aste: offrite per agire per primi (`bid 340`, `pass`, `stipend`); chi vince paga l'offerta meno lo sconto dei cammelli e fa un'azione (`buy section`, `buy camel`, `buy appearance`, `buy status`, `buy small slow`…), prende il sussidio (150 sotto i 500 d'oro, o 4+ principesse e nessuna carovana) o `nothing` · **5** comprate carte evento (`buy a` 150 per 1 su 2, `buy b` 250 per 1 su 3) · **6** la principessa va dallo sceicco con posto libero che meglio soddisfa la sua prima preferenza (Aspetto, Status, Palazzo, Denaro), parità decise dalla seconda; ancora pari → indecisa · **7** mantenimento 50 per principessa; chi non può pagare perde tutto l'oro e una principessa a caso (tumulto) · **8** il primo giocatore passa a sinistra.
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
    .text = Scegliete dal sacchetto il segnalino d'aspetto di questo round.
emira-event-better-breed = Razza migliore
    .text = Sconto dei cammelli 50 -> 70 -> 100 -> 150.
emira-event-camel-breeding = Allevamento di cammelli
    .text = Ognuno riceve cammelli/2 (per difetto) cammelli, se la riserva li ha tutti.
emira-event-camel-epidemic = Epidemia di cammelli
    .text = Ognuno perde cammelli/3 (per difetto) cammelli.
emira-event-changing-her-mind = Cambiare idea
    .text = Guardate la prima carta Emira: lasciarla, invertire le sue preferenze, o metterla in fondo.
emira-event-court-influence = Influenza a corte
    .text = Guardate le prime 3 carte Emira e riordinatele.
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
    .text = Guardate le prime 3 carte status e riordinatele.
emira-event-new-spice-caravan = Nuova carovana di spezie
    .text = Una delle vostre carovane avanza di 1 casella a destra.
emira-event-noble-merchandise = Merce nobile
    .text = Scegliete dal mazzo la carta status di questo round.
emira-event-quiet-days = Giorni tranquilli
    .text = Nessuna nuova principessa in questo round.
emira-event-restoration = Restauro
    .text = Avanzato: traccia palazzo +1 (palazzo +0,5).
emira-event-sick-camels = Cammelli malati
    .text = Nessuno sconto dei cammelli nelle aste.
emira-event-vermin = Parassiti
    .text = Scegliete un tipo di carovana: ogni proprietario ne arretra 1 (lenta: 2) a sinistra.

## Etichette delle azioni (menu)

emira-d-keep-event = Tieni { $name }{ $tag }: { $text }
emira-d-play-event = Gioca { $name }{ $tag }: { $text }
emira-d-bid = Offri { $bid } (paghereste { $pay })
emira-d-buy-event = Compra una carta evento: pescane { $k }, tienine 1, per { $price }
emira-d-buy-caravan = Compra una { $caravan } per { $cost }
emira-d-buy-appearance = Compra il segnalino { $marker } per { $cost }
emira-d-buy-status = Compra la carta status { $cost } ({ $points } pt)
emira-d-buy-section = Compra una sezione di palazzo per { $cost }
emira-d-buy-camel = Compra un cammello per { $cost }
emira-d-pass = Passa
emira-d-stipend = Prendi il sussidio di 150 oro
emira-d-nothing = Nessuna azione (tenete l'oro)
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
} ({ $left } rimasti)
emira-d-move = Arretra la carovana o le carovane con { $payments } pagamenti rimasti

## Richieste

emira-prompt-keep = Tenete una delle vostre tre carte evento (segreta).
emira-prompt-event = Giocate una carta evento, o passate.
emira-prompt-chm_pos = Cambiare idea: quale carta Emira guarderete (prima di guardare)?
emira-prompt-chm = Cambiare idea: lasciarla, invertire le sue preferenze, o metterla in fondo.
emira-prompt-court = Influenza a corte: rimettete le prime carte Emira nell'ordine voluto (prima in cima).
emira-prompt-orders = Nuovi ordini: rimettete le prime carte status nell'ordine voluto (prima in cima).
emira-prompt-looks = Bella presenza: scegliete il tipo di segnalino.
emira-prompt-spice = Nuova carovana di spezie: scegliete la carovana che avanza.
emira-prompt-vermin = Parassiti: scegliete il tipo di carovana.
emira-prompt-gnaw = Parassiti: scegliete quali delle vostre carovane arretrano.
emira-prompt-split = Doppio guaio: quante principesse in questo round e nel prossimo?
emira-prompt-quiet = Giorni tranquilli: la principessa è attiva in questo round o nel prossimo?
emira-prompt-noble = Merce nobile: scegliete la carta status per il tabellone.
emira-prompt-bazaar = Bazar: scegliete il segnalino per il tabellone.
emira-prompt-bid = Asta: offrite (qualsiasi multiplo di 10 che potete pagare, es. `bid 340`), passate, o prendete il sussidio.
emira-prompt-act = Scegliete la vostra azione, il sussidio, o niente.
emira-prompt-buyev = Comprate una carta evento (A: 1 su 2, B: 1 su 3), o passate.
emira-prompt-keepev = Tenete una delle carte evento pescate.
emira-prompt-sidi = Sidi Suleiman: scegliete la principessa che parte con lui.
emira-prompt-samira = Samira: scartate uno dei vostri segnalini d'aspetto.
emira-prompt-zahrah = Zahrah: scartate una delle vostre carte status.
emira-prompt-xenia = Il dono di Xenia è dovuto: pagate 250 o rifiutate (se ne va).
emira-prompt-move = Tocca a voi.
emira-prompt-nothing = Niente da decidere ora.
emira-prompt-auction = Asta ({ $high }): offrite almeno { $min } (scrivete qualsiasi importo) o passate{ $stipend ->
    [yes] , o prendete il sussidio
   *[no] {""}
}.
emira-prompt-last = Siete l'ultimo giocatore: scegliete un'azione (senza offerta), il sussidio, o niente.
emira-high-bid = offerta più alta { $high } di { $who }
emira-no-bid = ancora nessuna offerta

## Riassunti e titolo

emira-gold = { $gold } oro
emira-gold-secret = oro segreto
emira-no-princess = nessuna principessa
emira-player = { $who } ({ $colour }){ $frozen ->
    [yes] {" "}CONGELATO
   *[no] {""}
}: { $n }/{ $capacity } principesse [{ $princesses }] · aspetto { $appearance } · status { $status } · palazzo { $palace } · { $camels } cammelli · { $caravans } carovane · { $hand } carte evento · { $gold }
emira-over = Partita finita: vince { $won }.
emira-see-ranking = vedete la classifica
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

emira-p-objective = Il vostro obiettivo { $id }: { $words }.
emira-p-gold = Il vostro oro: { $gold }.
emira-p-hand = Le vostre carte evento: { $cards }.
emira-p-dealt = Distribuite (tenetene una): { $names }.
emira-p-look = Pescate (tenetene una): { $names }.
emira-p-looking = State guardando: { $cards }.
emira-p-seen = Visto in segreto: { $seen }
emira-obj-and = { $first } e { $last }
emira-obj-among = { $k } tra { $names }: { $shape }
emira-obj-shape-2-3 = 2 dell'uno e 1 dell'altro
emira-obj-shape-3-4 = uno di ciascuno, più un secondo di uno qualsiasi
emira-obj-shape-3-5 = 2 ciascuno di due di essi e 1 del terzo
emira-obj-shape-other = almeno 1 e al massimo 2 di ciascuno
emira-obj-words = { $head } ({ $size } delle vostre principesse, ognuna conta per uno dei suoi talenti; lettere: { $letters })

## Rifiuti

emira-x-empty = Scrivete una mossa.
emira-x-bid-form = Scrivete `bid <importo>`, es. `bid 340` (un multiplo di 10).
emira-x-no-bid = Non potete fare offerte ora.
emira-x-bid-step = Le offerte sono multipli di { $step }.
emira-x-bid-low = Offrite almeno { $low }.
emira-x-bid-high = Potete pagare al massimo un'offerta di { $high } (il vostro oro più lo sconto dei cammelli).
emira-x-not-now = '{ $action }' non è possibile ora: { $prompt }
emira-x-not-a-choice = '{ $action }' non è tra le scelte ora: { $prompt }

## Colonne del punteggio finale

emira-cat-princesses = {"{"}n{"}"} principesse (2 punti ciascuna)
emira-cat-objective = obiettivo {"{"}n{"}"}
emira-cat-secondary = spareggio {"{"}n{"}"}
