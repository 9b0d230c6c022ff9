# Les mots des images d'Almadi (renderers/almadi.py). Les termes du jeu (Paysages, marchandises,
# motifs, effets, étapes, Personnages, Objectifs) viennent d'almadi.ftl : image et texte disent
# le même mot (règle Funnyfox 2021, i18n/terms/almadi.md).

board-almadi-title = ALMADI
board-almadi-private-title = ALMADI · votre panneau
board-almadi-turn = Tour { $turn }
board-almadi-turn-of = Tour { $turn } sur { $total }
board-almadi-game-over = Partie terminée
board-almadi-setup = Mise en place
board-almadi-variant-characters = Personnages

## Le bandeau du tour

board-almadi-banner = { $name } : { $step }
board-almadi-banner-pool = { $name } : { $step } ({ $items })
board-almadi-banner-waiting = En attente de { $who } : { $step }
board-almadi-banner-over = { $n ->
    [one] Partie terminée : { $who } gagne
   *[other] Partie terminée : { $who } gagnent
}
board-almadi-and = { $first } et { $second }
board-almadi-nobody = personne
board-almadi-pool-item = { $n } { $item }

## Le plateau central et les réserves

board-almadi-offer-title = À prendre : le plateau central (ligne, puis ses 2 tuiles)
board-almadi-taken = pris
board-almadi-tile-pile = Pioche
board-almadi-left = { $n ->
    [one] restant
   *[other] restants
}
board-almadi-mosaics = Mosaïques
board-almadi-stalls = Étals
board-almadi-in-pile = { $n } dans la pile
board-almadi-reserve = Réserve
board-almadi-rubies = { $n ->
   *[other] rubis
}
board-almadi-empty = vide
board-almadi-no-effects = aucun
board-almadi-market-empty = vide

## Le tour

board-almadi-wins = { $n ->
    [one] gagne !
   *[other] partagent la victoire !
}
board-almadi-phase-setup-start = Mise en place : choisir une tuile de départ
board-almadi-phase-setup-keep = Mise en place : garder 2 Personnages
board-almadi-phase-end-zumurrud = Fin : Zumurrud choisit un pouvoir
board-almadi-waiting-for = En attente de :
board-almadi-start-tiles-left = Tuiles de départ restantes : { $tiles }
board-almadi-ali-drew = Ali a pioché
board-almadi-placing = À placer
board-almadi-placing-row = À placer (ligne { $row })
board-almadi-turn-label = Tour :
board-almadi-extra-turn = tour supplémentaire
board-almadi-extra-step = tour supplémentaire, { $step }
board-almadi-now = En cours : { $step }
board-almadi-pool = Effets :
board-almadi-genie-moves = Déplacements du Génie { $n }/3
board-almadi-took = a pris { $slot }
board-almadi-genie-activated = Génie activé

## La légende

board-almadi-legend-act = Activation (flèche)
board-almadi-legend-genie = Génie (déplacer)
board-almadi-legend-hammer = Marteline (Mosaïque)
board-almadi-legend-stall = carte Étal
board-almadi-legend-moon = Lune (Objectif)
board-almadi-legend-ruby = Rubis
board-almadi-legend-jar = Jarre (pts en fin)
board-almadi-legend-live = contact actif

## Les panneaux des joueurs

board-almadi-points = { $n ->
    [one] { $n } pt
   *[other] { $n } pts
}
board-almadi-points-now = { $n ->
    [one] { $n } pt actuel
   *[other] { $n } pts actuels
}
board-almadi-chip-turn = ▶ joue
board-almadi-chip-to-choose = doit choisir
board-almadi-chip-kept = gardés ✔
board-almadi-chip-you = VOUS
board-almadi-no-start-tile = Pas encore de tuile de départ
board-almadi-none = aucun
board-almadi-no-stalls = aucun
board-almadi-no-mosaics = aucune
board-almadi-no-recruits = aucun
board-almadi-label-stalls = Étals :
board-almadi-label-mosaics = Mosaïques :
board-almadi-label-hand = Main :
board-almadi-label-recruited = Recrutés :
board-almadi-hidden = { $n ->
    [one] { $n } cachée
   *[other] { $n ->
    [one] { $n } cachée
   *[other] { $n } cachées
}
}
board-almadi-zumurrud-copies = (Zumurrud copie { $name })
board-almadi-goods-count = { $n ->
    [one] ({ $n } marchandise)
   *[other] ({ $n ->
    [one] { $n } marchandise
   *[other] { $n } marchandises
})
}
board-almadi-objectives-none = Objectifs : aucun

## Objectifs et Personnages

board-almadi-table-objectives = Objectifs sur la table
board-almadi-none-left = plus aucun
board-almadi-character-market = Marché des Personnages (coût en rubis ◆)
board-almadi-market-left = Marché restant :
board-almadi-char-end = score de fin
board-almadi-char-game = pouvoir en jeu

## Le panneau privé

board-almadi-your-turn = C'est votre tour
board-almadi-your-choice = Votre choix est attendu
board-almadi-dealt = Personnages reçus (gardez-en 2)
board-almadi-hand-title = Votre main cachée (coût en rubis ◆)

## Les colonnes des scores finaux : courtes, le tableau est étroit (9 colonnes de 84 px avec
## les Personnages) ; un mot trop long y est coupé en deux lignes, ici à la main

board-almadi-cat-oases = oasis
board-almadi-cat-oasis_bonus = bonus oasis
board-almadi-cat-caravans = cara- vanes
board-almadi-cat-palaces = palais
board-almadi-cat-jars = jarres
board-almadi-cat-mosaics = mosa- ïques
board-almadi-cat-objectives = objectifs
board-almadi-cat-rubies = rubis
board-almadi-cat-characters = perso.
