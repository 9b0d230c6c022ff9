# Emira en français : les termes sont ceux de la règle française (shared/seeds/002) — princesse,
# cheik, Apparence, Statut, Palace, Argent, talents Intelligence / Ménage / Cuisine / Romance,
# marqueurs Beauté / Manière / Tenue, les noms des cartes événements (i18n/terms/emira.md).
# Les coups restent notés comme en anglais (`bid 340`).

## Résumé des règles (/rules)

emira-rules-intro = **Emira** (3 à 5 joueurs). Gagnez des princesses pour votre palace : à la fin d'un tour où vous avez payé tout votre entretien, vous gagnez avec assez de princesses dont les talents correspondent à votre objectif secret (5 joueurs 4, 4 joueurs 5, 3 joueurs 6), ou avec 6/7/8 princesses quels que soient leurs talents.
emira-rules-round = Chaque tour : **1** jouez une carte événement (pas au tour 1) · **2** revenus (100, noir 150, plus les caravanes) · **3** une princesse est révélée et le marché complété · **4** enchères : enchérissez pour agir en premier (`bid 340`, `pass`, `stipend`) ; le gagnant paie son enchère moins sa ristourne des chameaux et fait une action (`buy section`, `buy camel`, `buy appearance`, `buy status`, `buy small slow`…), prend l'aide (150 sous 500 d'or, ou 4 princesses ou plus et aucune caravane) ou `nothing` · **5** achetez des cartes événements (`buy a` 150 pour 1 sur 2, `buy b` 250 pour 1 sur 3) · **6** la princesse rejoint le cheik qui a de la place et répond le mieux à sa première préférence (Apparence, Statut, Palace, Argent), égalités départagées par la seconde ; encore à égalité → indécise · **7** entretien 50 par princesse ; qui ne peut payer perd tout son or et une princesse au hasard (tumulte) · **8** le premier joueur passe à gauche.
emira-rules-gold = L'or est secret sauf si une comparaison d'Argent ou Noor le révèle. À 3 joueurs : princesses et marché servent deux tours ; les événements se jouent aux tours impairs et s'achètent aux tours pairs.

## Mots

emira-or = {" ou "}
emira-and = {" et "}
emira-none = aucune
emira-nobody = personne
emira-swapped = , inversées
emira-pref-appearance = Apparence
emira-pref-status = Statut
emira-pref-palace = Palace
emira-pref-money = Argent
emira-pref-most = Plus d'Emira
emira-talent-intelligence = Intelligence
emira-talent-household = Ménage
emira-talent-cooking = Cuisine
emira-talent-romance = Romance
emira-marker-beauty = Beauté
emira-marker-manners = Manière
emira-marker-dress = Tenue
emira-marker-word-beauty = beauté
emira-marker-word-manners = manière
emira-marker-word-dress = tenue
emira-colour-green = vert
emira-colour-white = blanc
emira-colour-red = rouge
emira-colour-blue = bleu
emira-colour-black = noir
emira-symbol-mirror = Miroir
emira-symbol-camel = Chameau
emira-symbol-scroll = Parchemin
emira-symbol-crescent = Croissant
emira-symbol-jar = Jarre d'épices
emira-symbol-seal = Sceau
emira-caravan = { $size ->
    [small] petite
   *[large] grande
} caravane d'épices { $speed ->
    [slow] lente
   *[fast] rapide
} ({ $income } × { $rounds ->
    [one] { $rounds } tour
   *[other] { $rounds } tours
})
emira-step-setup = mise en place
emira-step-events = événements
emira-step-income = revenus
emira-step-prep_emira = préparation : princesse
emira-step-prep_status = préparation : statut
emira-step-prep_appearance = préparation : apparence
emira-step-prep_items = préparation : marché
emira-step-auctions = enchères
emira-step-buy = achat d'événements
emira-step-choose = choix de la princesse
emira-step-upkeep_xenia = entretien : Xenia
emira-step-upkeep_pay = entretien
emira-step-end = fin du tour
emira-step-over = partie terminée

## Cartes événements (noms de la règle française)

emira-event-bazaar = Bazar
    .text = Choisissez dans le sac le marqueur d'apparence de ce tour.
emira-event-better-breed = Améliorer la race
    .text = Remise de chameaux 50 -> 70 -> 100 -> 150.
emira-event-camel-breeding = Multiplication de chameaux
    .text = Chacun reçoit chameaux/2 (arrondi à l'inférieur) chameaux, si la réserve les a tous.
emira-event-camel-epidemic = Épidémie chez les chameaux
    .text = Chacun perd chameaux/3 (arrondi à l'inférieur) chameaux.
emira-event-changing-her-mind = Changer d'avis
    .text = Examinez la première carte Emira : la laisser, intervertir ses préférences, ou la mettre dessous.
emira-event-court-influence = Influence à la cour
    .text = Examinez les 3 premières cartes Emira et remettez-les dans l'ordre voulu.
emira-event-double-trouble = Double Troubles
    .text = Deux princesses ce tour (3 joueurs : trois sur deux tours).
emira-event-golden-times = Âge d'Or
    .text = Revenus de chacun +20 % ce tour.
emira-event-good-looking = Bonne tenue
    .text = +1 par 3 marqueurs d'un même type à vous, définitivement.
emira-event-guest-house = Chambre d'invité
    .text = Capacité +1 pour le reste de la partie.
emira-event-interrupt-spice-trade = Interruption de marché aux épices
    .text = Revenu de base seulement ; les caravanes ne paient ni n'avancent.
emira-event-new-orders = Nouvelles commandes
    .text = Examinez les 3 premières cartes Statut et remettez-les dans l'ordre voulu.
emira-event-new-spice-caravan = Nouvelle caravane d'épices
    .text = L'une de vos caravanes avance d'une case vers la droite.
emira-event-noble-merchandise = Marchandise Noble
    .text = Choisissez dans la pile la carte Statut de ce tour.
emira-event-quiet-days = Jours Tranquilles
    .text = Pas de nouvelle princesse ce tour.
emira-event-restoration = Restauration
    .text = Avancé : piste palace +1 (palace +0,5).
emira-event-sick-camels = Chameaux malades
    .text = Pas de ristourne des chameaux aux enchères.
emira-event-vermin = Vermine
    .text = Choisissez un type de caravane : chaque propriétaire en recule 1 (lente : 2) vers la gauche.

## Libellés des actions (menus)

emira-d-keep-event = Garder { $name }{ $tag } : { $text }
emira-d-play-event = Jouer { $name }{ $tag } : { $text }
emira-d-bid = Enchérir { $bid } (vous paieriez { $pay })
emira-d-buy-event = Acheter une carte événement : piocher { $k }, en garder 1, pour { $price }
emira-d-buy-caravan = Acheter une { $caravan } pour { $cost }
emira-d-buy-appearance = Acheter le marqueur { $marker } pour { $cost }
emira-d-buy-status = Acheter la carte Statut { $cost } ({ $points } pt)
emira-d-buy-section = Acheter une section de palace pour { $cost }
emira-d-buy-camel = Acheter un chameau pour { $cost }
emira-d-pass = Passer
emira-d-stipend = Prendre l'aide de 150 or
emira-d-nothing = Ne rien faire (garder votre or)
emira-d-leave = La laisser telle quelle
emira-d-swap = Intervertir ses deux préférences
emira-d-bottom = La mettre sous la pile Emira
emira-d-pay-gift = Payer 250 à Xenia
emira-d-refuse-gift = Refuser : Xenia part chez le plus riche des autres cheiks
emira-d-split-2-1 = 2 princesses ce tour, 1 au tour suivant
emira-d-split-1-2 = 1 princesse ce tour, 2 au tour suivant
emira-d-when-odd = La princesse est active ce tour
emira-d-when-even = La princesse est active au tour suivant
emira-d-order = Ordre (premier en haut) : { $names }
emira-d-give = Donner { $name } à Sidi Suleiman
emira-d-discard-marker = Défausser un marqueur { $marker }
emira-d-discard-status = Défausser la carte Statut { $price }
emira-d-status = Mettre la carte Statut { $price } ({ $points } pt) sur le plateau
emira-d-marker = Mettre un marqueur { $marker } sur le plateau
emira-d-type = Bonne tenue sur { $marker }
emira-d-kind = Vermine sur les { $size ->
    [small] petites
   *[large] grandes
} caravanes { $speed ->
    [slow] lentes
   *[fast] rapides
}
emira-d-look = Examiner la carte Emira n° { $n } depuis le dessus
emira-d-advance = Avancer votre { $size ->
    [small] petite
   *[large] grande
} caravane { $speed ->
    [slow] lente
   *[fast] rapide
} ({ $left ->
    [one] { $left } restant
   *[other] { $left } restants
}) d'une case vers la droite
emira-d-move = Reculer la ou les caravanes à { $payments ->
    [one] { $payments } paiement restant
   *[other] { $payments } paiements restants
}

## Invites

emira-prompt-keep = Gardez l'une de vos trois cartes événements (secret).
emira-prompt-event = Jouez une carte événement, ou passez.
emira-prompt-chm_pos = Changer d'avis : quelle carte Emira allez-vous examiner (avant de regarder) ?
emira-prompt-chm = Changer d'avis : la laisser, intervertir ses préférences, ou la mettre dessous.
emira-prompt-court = Influence à la cour : remettez les premières cartes Emira dans l'ordre voulu (premier en haut).
emira-prompt-orders = Nouvelles commandes : remettez les premières cartes Statut dans l'ordre voulu (premier en haut).
emira-prompt-looks = Bonne tenue : choisissez le type de marqueur.
emira-prompt-spice = Nouvelle caravane d'épices : choisissez la caravane qui avance.
emira-prompt-vermin = Vermine : choisissez le type de caravane.
emira-prompt-gnaw = Vermine : choisissez lesquelles de vos caravanes reculent.
emira-prompt-split = Double Troubles : combien de princesses ce tour et au tour suivant ?
emira-prompt-quiet = Jours Tranquilles : la princesse est-elle active ce tour ou au tour suivant ?
emira-prompt-noble = Marchandise Noble : choisissez la carte Statut du plateau.
emira-prompt-bazaar = Bazar : choisissez le marqueur du plateau.
emira-prompt-bid = Enchère : enchérissez (tout multiple de 10 que vous pouvez payer, p. ex. `bid 340`), passez, ou prenez l'aide.
emira-prompt-act = Choisissez votre action{ $stipend ->
    [yes] , l'aide,
   *[no] {""}
} ou rien.
emira-prompt-buyev = Achetez une carte événement (A : 1 sur 2, B : 1 sur 3), ou passez.
emira-prompt-keepev = Gardez l'une des cartes événements piochées.
emira-prompt-sidi = Sidi Suleiman : choisissez la princesse qui part avec lui.
emira-prompt-samira = Samira : défaussez l'un de vos marqueurs d'apparence.
emira-prompt-zahrah = Zahrah : défaussez l'une de vos cartes Statut.
emira-prompt-xenia = Le cadeau de Xenia est dû : payez 250 ou refusez (elle s'en va).
emira-prompt-move = À vous de jouer.
emira-prompt-nothing = Rien à décider pour l'instant.
emira-prompt-auction = Enchère ({ $high }) : enchérissez au moins { $min } (un multiple de 10) ou passez{ $stipend ->
    [yes] , ou prenez l'aide
   *[no] {""}
}.
emira-prompt-last = Vous êtes le dernier joueur : choisissez une action (sans enchère){ $stipend ->
    [yes] , l'aide,
   *[no] {""}
} ou rien.
emira-high-bid = meilleure enchère { $high } par { $who }
emira-no-bid = pas encore d'enchère

## Résumés et titre

emira-gold = { $gold } or
emira-gold-secret = or secret
emira-no-princess = aucune princesse
emira-player = { $who } ({ $colour }){ $frozen ->
    [yes] {" "}GELÉ
   *[no] {""}
} : { $n }/{ $capacity ->
    [one] { $capacity } princesse
   *[other] { $capacity } princesses
} [{ $princesses }] · apparence { $appearance } · statut { $status } · palace { $palace } · { $camels ->
    [one] { $camels } chameau
   *[other] { $camels } chameaux
} · { $caravans ->
    [one] { $caravans } caravane
   *[other] { $caravans } caravanes
} · { $hand ->
    [one] { $hand } carte événement
   *[other] { $hand } cartes événements
} · { $gold }
emira-over = Partie terminée : victoire de { $won }.
emira-see-ranking = voir le classement
emira-headline = Tour { $round } · { $step } · en jeu : { $princess }{ $high } · on attend { $who }
emira-headline-high = {" "}· meilleure enchère { $high } ({ $who })
emira-s-inplay = Princesse en jeu : { $cards }
emira-s-waiting = Tour suivant : { $cards }
emira-s-undecided = Indécises : { $cards }
emira-market = Marché : { $items }
emira-market-empty = vide
emira-market-status = statut { $price } ({ $points } pt)
emira-market-marker = marqueur { $marker }
emira-market-section = section
emira-market-camel = chameau
emira-market-small = petite caravane
emira-market-large = grande caravane

## Résumé privé

emira-p-objective = Votre objectif { $id } : { $words }.
emira-p-gold = Votre or : { $gold }.
emira-p-hand = Vos cartes événements : { $cards }.
emira-p-dealt = Distribuées (gardez-en une) : { $names }.
emira-p-look = Piochées (gardez-en une) : { $names }.
emira-p-looking = Vous examinez : { $cards }.
emira-p-seen = Vu en secret : { $seen }
emira-obj-and = { $first } et { $last }
emira-obj-among = { $k } parmi { $names } : { $shape }
# a talent counted on an objective ("2 Intelligence"); one letter code or another
emira-obj-count = { $n } { $talent }
emira-obj-either = { $first }{ emira-or }{ $second }
emira-obj-shape-2-3 = 2 de l'un et 1 de l'autre
emira-obj-shape-3-4 = un de chaque, plus un second de l'un d'eux
emira-obj-shape-3-5 = 2 de deux d'entre eux et 1 du troisième
emira-obj-shape-other = au moins 1 et au plus 2 de chaque
emira-obj-words = { $head } ({ $size } de vos princesses, chacune comptant pour l'un de ses talents ; lettres : { $letters })

## Refus

emira-x-empty = Tapez un coup.
emira-x-bid-form = Écrivez `bid <montant>`, p. ex. `bid 340` (un multiple de 10).
emira-x-no-bid = Vous ne pouvez pas enchérir maintenant.
emira-x-bid-step = Les enchères sont des multiples de { $step }.
emira-x-bid-low = Enchérissez au moins { $low }.
emira-x-bid-high = Vous pouvez payer au plus une enchère de { $high } (votre or plus votre ristourne des chameaux).
emira-x-not-now = « { $action } » n'est pas possible maintenant : { $prompt }
emira-x-not-a-choice = « { $action } » ne fait pas partie des choix maintenant : { $prompt }

## Colonnes du score final

emira-cat-princesses = {"{"}n{"}"} princesses (2 points chacune)
emira-cat-objective = objectif {"{"}n{"}"}
emira-cat-secondary = départage {"{"}n{"}"}

## Le journal : ce qui s'est passé (games/emira/flow.py, rules.py)

emira-e-setup = Cheiks : { $sheiks }. Premier joueur : { $first }. Chaque cheik garde 1 carte événement sur 3.
emira-e-sheik = { $who } { $colour }
emira-e-keeps = { $who } garde une carte événement.
emira-e-you-keep = Vous gardez { $card }.
emira-e-round = Le tour { $round } commence ; premier joueur { $first }.
emira-e-no-event = { $who } ne joue pas de carte événement.
emira-e-plays = { $who } joue { $card }.
emira-e-better-breed = Les chameaux de { $who } valent maintenant { $rate } chacun.
emira-e-breeding = Multiplication de chameaux : { $need ->
    [one] { $need } nouveau chameau
   *[other] { $need ->
    [one] { $need } nouveau chameau
   *[other] { $need } nouveaux chameaux
}
} pour les cheiks.
emira-e-breeding-none = Multiplication de chameaux : { $need ->
    [one] { $need } chameau nécessaire
   *[other] { $need } chameaux nécessaires
}, { $supply } dans la réserve : sans effet.
emira-e-epidemic = Épidémie chez les chameaux : { $lost ->
    [one] { $lost } chameau meurt
   *[other] { $lost ->
    [one] { $lost } chameau meurt
   *[other] { $lost } chameaux meurent
}
}.
emira-e-chm-pos = { $who } va regarder la carte Emira n° { $n } depuis le dessus.
emira-e-chm-bottom = { $who } place la carte Emira regardée sous la pile.
emira-e-you-chm-bottom = Vous placez { $name } sous la pile Emira.
emira-e-chm-back = { $who } remet la carte Emira en place.
emira-e-you-chm-look = Vous regardez { $name } : { $what }.
emira-chm-swapped = préférences inversées
emira-chm-left = laissée telle quelle
emira-chm-sent = placée sous la pile
emira-e-court = { $who } remet les { $n ->
    [one] { $n } première carte
   *[other] { $n } premières cartes
} Emira dans un ordre secret.
emira-e-you-court = Vous remettez les premières cartes Emira ainsi : { $names } (du dessus).
emira-e-orders = { $who } remet les { $n ->
    [one] { $n } première carte
   *[other] { $n } premières cartes
} Statut dans un ordre secret.
emira-e-you-orders = Vous remettez les premières cartes Statut ainsi : { $prices } (du dessus).
emira-e-looks = { $who } choisit { $marker } pour Bonne tenue : +{ $gain } en apparence.
emira-e-spice = La { $size ->
    [small] petite
   *[large] grande
} caravane { $speed ->
    [slow] lente
   *[fast] rapide
} de { $who } revient à { $left ->
    [one] { $left } paiement
   *[other] { $left } paiements
}.
emira-e-vermin = { $who } envoie la Vermine sur les { $size ->
    [small] petites
   *[large] grandes
} caravanes { $speed ->
    [slow] lentes
   *[fast] rapides
}.
emira-e-gnaw = Vermine : { $who } recule { $k ->
    [one] { $k } { $size ->
        [small] petite
       *[large] grande
    } caravane { $speed ->
        [slow] lente
       *[fast] rapide
    }
   *[other] { $k } { $size ->
        [small] petites
       *[large] grandes
    } caravanes { $speed ->
        [slow] lentes
       *[fast] rapides
    }
}.
emira-e-gnaw-lost = Vermine : { $who } recule { $k ->
    [one] { $k } { $size ->
        [small] petite
       *[large] grande
    } caravane { $speed ->
        [slow] lente
       *[fast] rapide
    }
   *[other] { $k } { $size ->
        [small] petites
       *[large] grandes
    } caravanes { $speed ->
        [slow] lentes
       *[fast] rapides
    }
} ; { $lost ->
    [one] { $lost } retirée
   *[other] { $lost } retirées
} sans paiement.
emira-e-split = { $who } : { $now ->
    [one] { $now } princesse
   *[other] { $now } princesses
} ce tour-ci, { $later } au tour suivant.
emira-e-quiet-odd = { $who } : l'unique princesse sera active ce tour-ci.
emira-e-quiet-even = { $who } : l'unique princesse sera active au tour suivant.
emira-e-income = Revenus : { $parts }{ $why ->
    [golden] {" "}(Âge d'Or +20 %)
    [stopped] {" "}(revenu de base seulement : marché aux épices interrompu)
   *[none] {""}
}.
emira-e-income-part = { $who } +{ $total }
emira-e-inplay = Princesse en jeu : { $names }.
emira-e-inplay-waiting = Princesse en jeu : { $names }. En attente pour le tour suivant : { $waiting }.
emira-e-noble = { $who } place la carte Statut { $price } sur le plateau (Marchandise Noble).
emira-e-bazaar = { $who } place un marqueur { $marker } sur le plateau (Bazar).
emira-e-market = Marché : { $items }.
emira-e-market-section = section de palace
emira-e-auction = Enchère { $n } : { $who } commence.
emira-e-auction-cancelled = L'enchère est annulée : { $who } est le dernier joueur.
emira-e-wins = { $who } remporte l'enchère à { $bid } et paie { $pay }.
emira-e-wins-free = Tout le monde a passé : { $who } remporte l'enchère gratuitement.
emira-e-passes = { $who } passe.
emira-e-bids = { $who } enchérit à { $bid }.
emira-e-stipend = { $who } prend l'aide de { $amount } or.
emira-e-voluntary = { $who } paie une enchère volontaire de { $bid } ({ $pay } après les chameaux).
emira-e-nothing = { $who } ne fait aucune action.
emira-e-buys = { $who } achète { $what } pour { $cost }.
emira-e-buy-caravan = une { $size ->
    [small] petite
   *[large] grande
} caravane { $speed ->
    [slow] lente
   *[fast] rapide
}
emira-e-buy-marker = le marqueur { $marker }
emira-e-buy-status = la carte Statut { $price } ({ $points } pt)
emira-e-buy-section = une section de palace
emira-e-buy-camel = un chameau
emira-e-unsold-marker = Le marqueur { $marker } invendu retourne dans le sac.
emira-e-unsold-status = La carte Statut { $price } invendue va sous la pile Statut.
emira-e-no-buy = { $who } n'achète pas de carte événement.
emira-e-buys-option = { $who } achète l'option { $option } ({ $k ->
    [one] { $k } carte
   *[other] { $k } cartes
}) pour { $price }.
emira-e-you-buy-option = Vous achetez l'option { $option } pour { $price } et piochez { $cards }.
emira-e-keeps-rest = { $who } garde une carte et place les autres sous la pile événements.
emira-e-undecided = Indécise : { $why }
emira-e-sidi-leaves = Sidi Suleiman quitte la partie avec { $name }, princesse de { $who }.
emira-e-xenia-marker = Xenia : un marqueur de cadeau retiré (reste { $left }).
emira-e-xenia-pays = { $who } paie le cadeau de Xenia, 250.
emira-e-xenia-cannot = { $who } ne peut pas payer le cadeau de 250 de Xenia : Xenia quitte la partie.
emira-e-xenia-undecided = { $who } refuse le cadeau de Xenia ; { $why } → elle devient indécise.
emira-e-xenia-moves = { $who } refuse le cadeau de Xenia ; { $why } → elle rejoint { $target }.
emira-e-upkeep = { $who } paie { $due } d'entretien.
emira-e-upkeep-xenia = { $who } ne peut pas payer son entretien : Xenia quitte la partie (protection du tour d'arrivée) ; il paie { $paid }.
emira-e-tumult = Tumulte ! { $who } doit { $due } et paie { $paid } ; { $name } part sous la pile Emira.
emira-e-great-tumult = Grand tumulte ! { $who } perd { $names } (sous la pile Emira) et paie { $paid }.
emira-e-hind = { $who } sera gelé au tour suivant (Longue nuit de noces de Hind).
emira-e-track-back = Le disque de la piste palace de { $who } recule d'une case ({ $name }).
emira-e-samira = { $who } défausse un marqueur { $marker } dans le sac (Samira).
emira-e-zahrah = { $who } défausse la carte Statut { $price } ({ $points } pt) sous la pile Statut (Zahrah).

## La princesse choisit (games/emira/rules.py)

emira-c-title = { $name } ({ $pref })
emira-c-title-2 = { $name } ({ $pref } → { $then })
emira-c-value = { $who } { $value }
emira-c-tie = { $a } ; égalité → { $b }
emira-c-part = { $pref } { $values }
emira-c-full = {" "}({ $who } complet)
emira-c-sidi = { $title } : princesses { $counts } → { $who }.
emira-c-sidi-tie = { $title } : princesses { $counts } ; égalité pour le plus → indécis.
emira-c-no-room = { $title } : personne n'a de place{ $note } → indécise.
emira-c-joins = { $title }{ $note } : { $parts } → { $who }.
emira-c-tied = { $title }{ $note } : { $parts } → toujours à égalité, indécise.
emira-x-nobody = aucun autre cheik n'a de place
emira-x-still-tied = { $why } ; toujours à égalité

## La fin de la partie (games/emira/flow.py finish)

emira-f-end = { $head }. { $notes }
emira-f-and = { $a } et { $b }
emira-f-space = { $a } { $b }
emira-f-victory = Victoire : { $who }
emira-f-draw = Victoire : { $who } partagent l'égalité
emira-f-no-princesses = Il ne reste aucune carte Emira : la partie s'arrête ; classement au score. Victoire : { $who }
emira-f-round-limit = Tour { $limit } atteint : la partie s'arrête ; classement au score. Victoire : { $who }
emira-f-gold = À égalité de score et de score secondaire, plus d'or pour { $winners } que pour { $beaten } (8.3).
emira-f-fulfils = { $who } remplit l'objectif { $obj } : { $proof }.
emira-f-objective-was = L'objectif de { $who } était { $obj }.
emira-f-assign = { $name } → { $talent }
emira-f-by-number = par le nombre de princesses

## Mémoire privée et regards (state.py remember, view.py looking)

emira-seen = Tour { $round } : { $text }
emira-seen-chm = Changer d'avis : la carte Emira n° { $n } était { $name } ({ $what }).
emira-seen-court = Influence à la cour : dessus de la pile Emira { $names }.
emira-seen-orders = Nouvelles commandes : dessus de la pile Statut { $prices }.
emira-seen-bought = acheté { $card } ; placé sous la pile : { $rest }.
emira-seen-nothing = rien
emira-l-chm = Carte Emira n° { $n } : { $name }
emira-l-item = { $i }. { $name }
emira-l-status = { $i }. statut { $price }
emira-l-status-deck = Pile Statut : { $prices }
emira-l-bag = Sac : { $items }
emira-l-bag-item = { $marker } { $n }

## Capacités spéciales des princesses (règle 7.3) : nom, et .text ce qu'elle fait

emira-ability-albina = Grandes festivités
    .text = Avancé : la première fois qu'elle vous rejoint, piste palace -1.
emira-ability-halimah = Chanteuse
    .text = Tant qu'elle est chez vous : carte « Chanter », +1 statut.
emira-ability-noor = Méfiance
    .text = Tant qu'elle est chez vous : votre or est public.
emira-ability-rasha = Actrice
    .text = Tant qu'elle est chez vous : carte « Jouer la comédie », +1 statut.
emira-ability-zainab = Sagesse
    .text = Tant qu'elle est chez vous : les achats d'événements coûtent 100 / 200.
emira-ability-samira = Grande romance
    .text = La première fois qu'elle vous rejoint : défaussez un de vos marqueurs d'apparence.
emira-ability-zahrah = Vol
    .text = La première fois qu'elle vous rejoint : défaussez une de vos cartes Statut.
emira-ability-layla = Belles manières
    .text = Tant qu'elle est chez vous : un marqueur Manière prêté.
emira-ability-nadia = Grande beauté
    .text = Tant qu'elle est chez vous : un marqueur Beauté prêté.
emira-ability-firyal = Grande réception
    .text = Avancé : la première fois qu'elle vous rejoint, piste palace -1.
emira-ability-hind = Longue nuit de noces
    .text = Chaque fois qu'elle vous rejoint : vous êtes gelé au tour suivant.
emira-ability-farah = Aime les animaux
    .text = Tant qu'elle est chez vous : un chameau coûte 50.
emira-ability-adara = Connaît les routes commerciales
    .text = Tant qu'elle est chez vous : les caravanes coûtent 400/500/650/800.
emira-ability-suleika = Jalousie
    .text = Tant qu'elle est chez vous : +100 d'entretien une fois par princesse qui vous rejoint.
emira-ability-janan = Gourmande
    .text = Son entretien est de 100.
emira-ability-zafirah = Fortunée
    .text = Son entretien est de 0.
emira-ability-xenia = Avide
    .text = Un cadeau de 250 à chaque arrivée et tous les 3 tours, sinon elle s'en va.
emira-ability-badra = Architecte
    .text = Tant qu'elle est chez vous : une section de palace coûte 400.
emira-ability-sidi = Chevalier blanc
    .text = Rejoint le cheik qui a le plus de princesses ; quitte la partie avec l'une d'elles.

## Le plateau en mots (games/emira/text.py board_text : la commande board, le texte alternatif des images)

emira-b-princess = { $card }, entretien { $upkeep }
emira-b-princess-ability = { $card }, entretien { $upkeep } — { $ability } : { $text }
emira-b-auction = Enchère : { $high } ; ont passé : { $out }{ $by }.
emira-b-started = ; commencée par { $who }
emira-b-decks = Piles : { $emira ->
    [one] { $emira } carte
   *[other] { $emira } cartes
} Emira, { $status ->
    [one] { $status } carte
   *[other] { $status } cartes
} Statut, { $events ->
    [one] { $events } carte événement
   *[other] { $events } cartes événements
} ({ $discard ->
    [one] { $discard } défaussée
   *[other] { $discard } défaussées
}). Sac : Beauté { $beauty }, Manière { $manners }, Tenue { $dress }. Réserve : { $camels ->
    [one] { $camels } chameau
   *[other] { $camels } chameaux
}, { $sections ->
    [one] { $sections } section
   *[other] { $sections } sections
}, { $small ->
    [one] { $small } petite
   *[other] { $small } petites
} et { $large ->
    [one] { $large } grande caravane
   *[other] { $large } grandes caravanes
}.
emira-b-symbols = Symboles d'événements joués ce tour : { $played } ; événements en attente : { $delayed }.
emira-b-removed = Sorties de la partie : { $names }.
emira-b-xenia = Xenia : son cadeau est dû au tour { $round }.
emira-b-none = —
emira-b-marker-count = { $marker } { $n }
emira-b-status-card = { $price } ({ $points } pt)
emira-b-caravan = { $size ->
    [small] petite
   *[large] grande
} { $speed ->
    [slow] lente
   *[fast] rapide
} ({ $left ->
    [one] { $left } paiement restant
   *[other] { $left } paiements restants
})
emira-b-player = marqueurs : { $markers } ; cartes Statut : { $cards } ; caravanes : { $caravans } ; ristourne de { $rate } par chameau ; entretien { $upkeep }.
emira-b-objective = Objectif { $id } : { $words }.

## Le glossaire (`explain`) : l'explication de chaque terme, et .term le mot que tapent les joueurs

emira-term-talent = Chaque princesse a un talent (Intelligence I, Ménage H, Cuisine C, Romance R ; quelques-unes en ont deux et comptent pour l'un ou l'autre). Votre objectif secret demande des talents.
    .term = talent
emira-term-talents = Voir `explain talent`.
    .term = talents
emira-term-objective = Votre carte objectif secrète : les talents que vos princesses doivent avoir pour gagner (5 joueurs 4 princesses, 4 joueurs 5, 3 joueurs 6). `hand` montre le vôtre en mots ; `explain 3-3` n'importe quel objectif.
    .term = objectif
emira-term-princess = Une carte Emira : ses préférences (première, puis seconde) décident quel cheik elle rejoint ; ses talents comptent pour votre objectif ; sa capacité spéciale (s'il y en a une) agit tant qu'elle reste.
    .term = princesse
emira-term-princesses = Les princesses de votre palace : 2 points chacune à la fin ; assez d'entre elles avec les bons talents (ou 6 / 7 / 8 à 5/4/3 joueurs, quels que soient leurs talents) font gagner.
    .term = princesses
emira-term-sheik = Un joueur : vous êtes un cheik qui courtise les princesses.
    .term = cheik
emira-term-preference = Ce qu'une princesse compare pour choisir un cheik : Apparence, Statut, Palace, Argent, Plus d'Emira ; sa seconde préférence départage les égalités.
    .term = préférence
emira-term-emira = Les princesses (cartes Emira).
    .term = emira
emira-term-event = Cartes événements : gardées en main, jouées pendant la phase des événements (une par symbole et par tour), achetées pendant la phase d'achat (`buy a`, `buy b`).
    .term = événement
emira-term-event-card = Voir `explain event`.
    .term = carte événement
emira-term-beauty = Un marqueur d'apparence (voir `explain appearance`).
    .term = beauté
emira-term-manners = Un marqueur d'apparence (voir `explain appearance`).
    .term = manière
emira-term-dress = Un marqueur d'apparence (voir `explain appearance`).
    .term = tenue
emira-term-marker = Les marqueurs d'apparence : Beauté, Manière, Tenue (voir `explain appearance`).
    .term = marqueur
emira-term-section = Une section de palace : +1 à la valeur du palace et +1 place pour une princesse.
    .term = section
emira-term-guest-house = Une place de plus pour une princesse, mais aucune valeur de palace.
    .term = chambre d'invité
emira-term-camel = Les chameaux réduisent ce que vous payez pour une enchère gagnée (voir `explain camel discount`) et comptent pour le départage.
    .term = chameau
emira-term-camels = Voir `explain camel`.
    .term = chameaux
emira-term-market = Ce que les gagnants des enchères peuvent acheter ce tour : une carte Statut, un marqueur d'apparence, une section, un chameau, des caravanes.
    .term = marché
emira-term-round = Les huit étapes d'un tour : événement, revenus, princesse révélée, enchères, achat d'événements, la princesse choisit, entretien, le premier joueur passe à gauche.
    .term = tour
emira-term-income = 100 or par tour (le cheik noir 150), plus les paiements des caravanes.
    .term = revenus
emira-term-gold = Votre argent (secret). Il sert pour les enchères, l'entretien et les événements.
    .term = or
emira-term-bid = `bid <montant>` : un multiple de 10 que vous pouvez payer après votre ristourne des chameaux.
    .term = enchérir
emira-term-small = Une petite caravane (voir `explain caravan`).
    .term = petite
emira-term-large = Une grande caravane (voir `explain caravan`).
    .term = grande
emira-term-slow = Une caravane lente rapporte moins pendant 8 tours (voir `explain caravan`).
    .term = lente
emira-term-fast = Une caravane rapide rapporte plus pendant 4 tours (voir `explain caravan`).
    .term = rapide
emira-term-nothing = Ne faire aucune action (garder votre or).
    .term = rien
emira-term-gift = Le cadeau de Xenia : payez 250 ou refusez (elle s'en va).
    .term = cadeau
emira-term-next-round = La princesse révélée pour le tour suivant (3 joueurs : deux tours par princesse).
    .term = tour suivant
emira-term-in-play = La princesse qui choisit un cheik ce tour-ci.
    .term = en jeu
emira-term-tie-break = Apparence + statut + sections de palace + chameaux (+ piste palace en jeu avancé) : départage les scores égaux.
    .term = départage
emira-term-secondary = Voir `explain tie-break`.
    .term = score secondaire
emira-term-appearance = Marqueurs Beauté + Manière + Tenue, +1 par série complète des trois, plus les bonus de Bonne tenue. Nadia prête un marqueur Beauté et Layla un marqueur Manière tant qu'elles restent.
    .term = apparence
emira-term-status = Les points de vos cartes Statut (1 à 3), +1 pour Chanter (Halimah) et Jouer la comédie (Rasha).
    .term = statut
emira-term-palace = Les sections de palace que vous possédez (jeu avancé : +0,5 par case de la piste palace). Le palace de base et les Chambres d'invité donnent de la place, pas de valeur de palace.
    .term = palais
emira-term-money = Votre or. Il est secret, sauf tant que Noor vit chez vous et chaque fois qu'une princesse compare l'Argent : l'or des cheiks comparés est alors annoncé.
    .term = argent
emira-term-most-emira = L'unique préférence de Sidi Suleiman (Plus d'Emira) : le cheik qui a le plus de princesses.
    .term = plus d'emira
emira-term-capacity = La place pour les princesses : 2 + sections de palace + Chambres d'invité. Une princesse ne choisit qu'un cheik qui a de la place.
    .term = capacité
emira-term-undecided = Une princesse dont le choix est à égalité (ou qui ne trouve pas de place) attend face visible et rejoint un cheik dès qu'il est le meilleur pour elle.
    .term = indécise
emira-term-stipend = 150 or au lieu d'une action, si vous avez moins de 500 or ou 4 princesses ou plus et aucune caravane ; à votre tour d'enchère, comme gagnant d'une enchère ou comme dernier joueur.
    .term = aide
emira-term-auction = Enchérissez par multiples de 10 (`bid 340`) ; le gagnant paie son enchère moins sa ristourne des chameaux, puis fait une action. Passer est définitif pour cette enchère ; si tout le monde passe, celui qui a commencé agit gratuitement.
    .term = enchère
emira-term-last-player = Le seul cheik restant dans la phase d'enchères agit sans enchérir (il peut payer une enchère volontaire pour passer sous 500 or et prendre l'aide).
    .term = dernier joueur
emira-term-camel-discount = Chameaux × valeur du chameau (50, 70, 100, 150 avec Améliorer la race) déduits d'une enchère gagnée ; jamais sous 0, jamais sur le coût d'une action.
    .term = ristourne des chameaux
emira-term-upkeep = 50 par princesse et par tour (Janan 100, Zafirah 0), +100 par nouvelle venue tant que Suleika vit chez vous.
    .term = entretien
emira-term-tumult = Qui ne peut payer son entretien paie tout son or et perd une princesse au hasard sous la pile Emira (avancé : une à la fois jusqu'à pouvoir payer). Il ne peut pas gagner ce tour-là.
    .term = tumulte
emira-term-frozen = La longue nuit de noces de Hind : le tour après qu'elle vous a rejoint, vous ne jouez pas d'événement, ne remportez pas d'enchère, n'achetez pas d'événement et aucune princesse ne peut vous choisir.
    .term = gelé
emira-term-caravan = Petite lente 450 (150 × 8 tours), petite rapide 550 (300 × 4), grande lente 750 (250 × 8), grande rapide 900 (500 × 4) ; rapporte dès le tour suivant.
    .term = caravane
emira-term-symbol = Deux cartes événements de même symbole ne peuvent pas être jouées le même tour.
    .term = symbole
emira-term-victory = À la fin d'un tour où vous avez payé tout votre entretien : assez de princesses dont les talents remplissent votre objectif (5 joueurs 4, 4 joueurs 5, 3 joueurs 6), ou 6/7/8 princesses.
    .term = victoire
emira-term-a = `buy a` : payez 150 (Zainab 100), piochez 2 cartes événements, gardez-en 1.
    .term = a
emira-term-b = `buy b` : payez 250 (Zainab 200), piochez 3 cartes événements, gardez-en 1.
    .term = b
emira-term-buy = `buy <chose>` : l'action du gagnant d'une enchère (section, chameau, apparence, statut, une caravane), ou une carte événement pendant la phase d'achat (`buy a`, `buy b`).
    .term = acheter
emira-term-play = `play <événement>` : jouer une carte événement de votre main pendant la phase des événements.
    .term = jouer
emira-term-keep = `keep <événement>` : la carte événement que vous gardez parmi celles distribuées ou piochées.
    .term = garder
emira-term-pass = Ne rien faire maintenant (pas d'événement, pas d'enchère : passer dans une enchère est définitif).
    .term = passer
emira-term-discard = `discard <marqueur|statut>` : le marqueur d'apparence ou la carte Statut que vous abandonnez (Samira, Zahrah).
    .term = défausser
emira-term-leave = Changer d'avis : laisser la princesse telle quelle.
    .term = laisser
emira-term-swap = Changer d'avis : inverser les deux préférences de la princesse.
    .term = intervertir
emira-term-bottom = Changer d'avis : placer la princesse sous la pile Emira.
    .term = dessous
emira-term-type = `type <marqueur>` : le type de marqueur de Bonne tenue.
    .term = type
emira-term-pay = `pay gift` : payer les 250 or du cadeau de Xenia.
    .term = payer
emira-term-refuse = `refuse gift` : Xenia part chez le plus riche des autres cheiks.
    .term = refuser
emira-term-order = `order <cartes…>` : le nouvel ordre des cartes regardées, celle du dessus d'abord.
    .term = ordre
emira-term-give = `give <princesse>` : la princesse qui part avec Sidi Suleiman.
    .term = donner
emira-term-status-card = Les points de vos cartes Statut (1 à 3), +1 pour Chanter (Halimah) et Jouer la comédie (Rasha).
    .term = carte statut
emira-term-now = Un événement qui s'applique dès qu'il est joué (les autres attendent une phase).
    .term = immédiat
emira-term-bag = Le sac des marqueurs d'apparence (Beauté, Manière, Tenue) où pioche le marché.
    .term = sac
emira-term-supply = Les chameaux, sections de palace et caravanes pas encore achetés.
    .term = réserve
emira-term-deck = Les piles face cachée : cartes Emira (princesses), cartes Statut, cartes événements.
    .term = pile
emira-term-acting = La carte « Jouer la comédie » de Rasha : +1 statut tant qu'elle vit chez vous.
    .term = jouer la comédie
emira-term-singing = La carte « Chanter » de Halimah : +1 statut tant qu'elle vit chez vous.
    .term = chanter
emira-term-advanced = Le jeu avancé (option) : piste palace, tumulte une princesse à la fois, score secondaire pour départager les gagnants.
    .term = avancé

emira-term-princess-card = { $name } : préfère { $prefs } ; talent { $talents }.{ $extra }
emira-term-then = { $first }, puis { $second }
emira-term-no-talent = aucun talent
emira-term-extra = {" "}{ $ability } : { $text }
emira-term-event-card-text = { $name } ({ $tag } ; s'applique { $timing }) : { $text }
emira-term-symbol-tag = symbole { $symbol }
emira-term-no-symbol = sans symbole
emira-term-timing-now = immédiatement
emira-term-timing-phase = en phase { $n }
emira-term-objective-card = Objectif { $id } : { $words }.
emira-term-objective-word = objectif { $id }
emira-term-talent-card = { $name } ({ $letter }) : un talent de princesse ; les objectifs le demandent par sa lettre { $letter }.
emira-term-ability = { $ability } (capacité de { $name }) : { $text }
emira-term-symbol-card = { $symbol } : un symbole d'événement ({ $events }). Deux événements de même symbole ne peuvent pas être joués le même tour.
emira-term-dist = Lettres de talents d'un objectif ({ $dist }) : I Intelligence, H Ménage, C Cuisine, R Romance ; une princesse par lettre.
emira-prompt-upkeep = Votre entretien de ce tour : { $due } or ; gardez-en assez, sinon un tumulte vous enlève une princesse.
