# Les mots des images d'Emira (renderers/emira.py). Les termes du jeu (talents, marqueurs,
# couleurs, symboles, cartes événement, capacités) viennent d'emira.ftl : image et texte disent le
# même mot (règle française, i18n/terms/emira.md).

board-emira-title = EMIRA
board-emira-private-title = EMIRA · votre panneau
board-emira-round = Tour { $n }
board-emira-waiting = En attente : { $who }
board-emira-game-over = Partie terminée

## Les étapes du tour (l'en-tête)

board-emira-step-setup = Mise en place : garder 1 carte événement
board-emira-step-events = 1 · Cartes événement
board-emira-step-income = 2 · Revenus
board-emira-step-prepare = 3 · Préparation
board-emira-step-auctions = 4 · Enchères
board-emira-step-buy = 5 · Achat de cartes événements
board-emira-step-choose = 6 · La princesse choisit
board-emira-step-upkeep = 7 · Entretien
board-emira-step-end = 8 · Fin du tour

## Le bandeau : qui décide quoi

board-emira-banner = { $name } : { $what }
board-emira-banner-waiting = En attente de { $who } : { $what }
board-emira-banner-keep = garder 1 carte événement
board-emira-banner-event = jouer une carte événement ou passer
board-emira-banner-chm_pos = Changer d'avis : choisir une carte
board-emira-banner-chm = Changer d'avis : décider
board-emira-banner-court = Influence à la cour : ordonner les cartes
board-emira-banner-orders = Nouvelles commandes : ordonner les cartes
board-emira-banner-looks = Bonne tenue : choisir un marqueur
board-emira-banner-spice = Nouvelle caravane d'épices : en choisir une
board-emira-banner-vermin = Vermine : choisir le type de caravane
board-emira-banner-gnaw = Vermine : choisir les caravanes
board-emira-banner-split = Double Troubles : répartir les princesses
board-emira-banner-quiet = Jours Tranquilles : ce tour ou le suivant ?
board-emira-banner-noble = Marchandise Noble : choisir une carte
board-emira-banner-bazaar = Bazar : choisir un marqueur
board-emira-banner-bid = enchérir, passer ou prendre l'aide
board-emira-banner-act = choisir une action
board-emira-banner-buyev = acheter une carte événement ou passer
board-emira-banner-keepev = garder une carte événement
board-emira-banner-sidi = Sidi Suleiman : choisir une princesse
board-emira-banner-samira = Samira : défausser un marqueur
board-emira-banner-zahrah = Zahrah : défausser une carte Statut
board-emira-banner-xenia = cadeau de Xenia : payer 250 ou refuser

## Les cartes princesse

board-emira-pref-appearance = { emira-pref-appearance }
board-emira-pref-status = { emira-pref-status }
board-emira-pref-palace = { emira-pref-palace }
board-emira-pref-money = { emira-pref-money }
board-emira-pref-most = { emira-pref-most }
board-emira-swapped = inversées
board-emira-upkeep = Entretien { $n }.
board-emira-ability-does = { $ability } : { $does }
board-emira-in-play = Princesse en jeu
board-emira-none-this-round = aucune ce tour
board-emira-princess-n = princesse { $n }
board-emira-next-round = Tour suivant
board-emira-undecided = Indécises

## L'enchère et le marché

board-emira-high-bid = Enchère { $high } par { $who }
board-emira-no-bid = Pas encore d'enchère
board-emira-to-act = à jouer : { $who }
board-emira-market = Marché (une action chacun par tour)
board-emira-points = { $n } pt
board-emira-space-status = Carte Statut
board-emira-space-appearance = Apparence
board-emira-space-section = Section de palace
board-emira-space-camel = Chameau
board-emira-space-small = Petite caravane
board-emira-space-large = Grande caravane
board-emira-empty = — vide

## Le panneau d'un cheik

board-emira-first-player = premier joueur
board-emira-frozen = GELÉ
board-emira-winner = GAGNANT
board-emira-secret = secret
board-emira-princesses = Princesses
board-emira-appearance = Apparence
board-emira-status = Statut
board-emira-palace = Palace
board-emira-gold = Or
board-emira-palace-word = palace
board-emira-room = place libre
board-emira-camels = × { $n } (coût du chameau { $cost })
board-emira-caravans = Caravanes :
board-emira-caravan-chip = { $size ->
    [small] petite
   *[large] grande
} { $speed ->
    [slow] lente
   *[fast] rapide
}, { $n ->
    [one] { $n } restant
   *[other] { $n ->
    [one] { $n } restant
   *[other] { $n } restants
}
}
board-emira-none = aucune
board-emira-lent = (prêtés : { $markers })
board-emira-sets = séries +1 : { $n }
board-emira-good-looking = Bonne tenue +{ $n }
board-emira-sections = Sections de palace { $n }
board-emira-track = piste { $n }
board-emira-status-cards = cartes Statut { $cards }
board-emira-singing = Chant
board-emira-acting = Théâtre
board-emira-hand = cartes événements en main { $n }
board-emira-kept = gardées : { $cards }
board-emira-suleika = Suleika +{ $n }
board-emira-objective = Objectif { $id } : { $words }
board-emira-proof-number = au nombre de princesses
board-emira-proof-score = meilleur score à la fin de la partie

## Pioches, cheiks, talents

board-emira-decks = Pile Emira { $emira } · pile Statut { $status } · pile événements { $events } · retirées : { $removed }
board-emira-bag = Sac : Beauté { $beauty }, Manière { $manners }, Tenue { $dress } · réserve : chameaux { $camels }, sections { $sections }, petites { $small }, grandes { $large }
board-emira-symbols = Symboles joués ce tour : { $symbols }
board-emira-xenia = { $n ->
    [one] Xenia : { $n } marqueur cadeau restant
   *[other] Xenia : { $n ->
    [one] { $n } marqueur cadeau
   *[other] { $n } marqueurs cadeau
} restants
}
board-emira-sheiks = Cheiks
board-emira-talents = Talents :

## Le panneau privé

board-emira-your-objective = Votre objectif { $id } (secret) : { $text }
board-emira-your-gold = Or { $gold }
board-emira-awaited = Votre décision est attendue
board-emira-events-hand = Vos cartes événements
board-emira-events-dealt = Reçues : gardez-en une
board-emira-events-look = Piochées : gardez-en une
board-emira-no-symbol = sans symbole
board-emira-timing-now = immédiat
board-emira-timing-phase = phase { $phase }
board-emira-looking = Vous regardez
board-emira-seen = Vu en privé

## Les colonnes des scores finaux

board-emira-cat-princesses = princesses
board-emira-cat-objective = objectif
board-emira-cat-secondary = départage
