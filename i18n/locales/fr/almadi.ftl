# Almadi en français : les termes sont ceux de la règle (Funnyfox 2021) — Paysage, Marteline,
# Étal, Lune, Jarre, carte Mosaïque… (i18n/terms/almadi.md). Les coups restent notés comme en
# anglais (`take 2.1`) ; les alias français (`prendre 2.1`) sont dans games/almadi/glossary.py.

## Résumé des règles (/rules)

almadi-rules-intro = **Almadi** (2 à 5 joueurs, 16 tours chacun). Construisez un royaume de Paysages à droite de votre tuile de départ.
almadi-rules-turn = **Tour :** 1) prenez l'un des 8 Paysages du plateau central et placez-le dans votre royaume sur la *même ligne* que sa ligne du plateau (colonne >= 1, case vide, adjacente à un Paysage ; les tuiles ne tournent jamais). 2) Chaque nouveau contact entre un côté Activation (flèche) et un côté Effet active cet effet : réalisez les effets en attente dans l'ordre de votre choix, chacun facultatif (`done` termine l'étape). 3) L'emplacement du plateau est complété ; la partie s'arrête quand la pioche est épuisée.
almadi-rules-effects = **Effets :** Génie = déplacez l'un de vos Paysages (n'importe quelle ligne ; 3 déplacements max par tour ; pas d'aller-retour direct ; l'arrivée active de nouveau, un Génie par activation) ; Marteline = prenez la première carte Mosaïque ; Étal = prenez la première carte Étal ; Lune = prenez un Objectif de la table ou un Objectif non réalisé d'un autre joueur ; Rubis = prenez un rubis ; Jarre = 1 point en fin de partie si elle est encore activée.
almadi-rules-scoring = **Décompte :** les groupes de 2 Oasis ou plus rapportent 3 par Oasis, +6 pour le plus grand groupe ; les Caravanes transportent les marchandises (marchandises des Marchés + 2 par carte Étal) jusqu'à leur capacité (groupe de 1:2, 2:5, 3:10, 4:15, 5:20, 6:35, 7:50, 8+:65) ; Palais = 1 + Oasis/Marchés adjacents (0 s'il n'y en a aucun) ; une Mosaïque sur un Palais le décompte de nouveau ; Objectifs réalisés +points, Objectifs détenus non réalisés -points ; rubis selon le classement (12/8/4/2, à 2 joueurs 10/4).
almadi-rules-characters = **Variante Personnages :** gardez secrètement 2 des Personnages distribués ; recrutez depuis votre main ou le marché en payant des rubis pendant votre tour ; les rubis rapportent alors 1 point par paire.
almadi-rules-actions = Actions : `take 2.1` (ou `prendre 2.1`), `place 2.3` (`placer 2.3`), `genie`, `move 2.1`, `to 4.2`, `moon` (`lune`), `objective gr-12`, `done` (`fini`)…

## Mots

almadi-type-oasis = Oasis
almadi-type-palace = Palais
almadi-type-market = Marché
almadi-type-caravan = Caravane
almadi-good-spices = épices
almadi-good-pottery = poteries
almadi-good-leather = maroquinerie
almadi-good-carpets = tapis
almadi-motif-star = étoile
almadi-motif-rosette = rosace
almadi-motif-arabesque = arabesque
almadi-motif-lattice = treillis
almadi-colour-grey = gris
almadi-colour-blue = bleu
almadi-colour-yellow = jaune
almadi-colour-green = vert
almadi-colour-red = rouge
almadi-effect-genie = Génie
almadi-effect-hammer = Marteline
almadi-effect-stall = Étal
almadi-effect-moon = Lune
almadi-effect-ruby = Rubis
almadi-effect-jar = Jarre
almadi-effect-arrow = flèche
almadi-dir-U = haut
almadi-dir-R = droite
almadi-dir-D = bas
almadi-dir-L = gauche
almadi-list-sep = {", "}
almadi-seat = seat { $n }
almadi-none = aucune
almadi-table = table
almadi-unknown = ?
almadi-n-tile = { $n ->
    [one] { $n } tuile
   *[other] { $n ->
    [one] { $n } tuile
   *[other] { $n } tuiles
}
}
almadi-n-ruby = { $n ->
    [one] { $n } rubis
   *[other] { $n } rubis
}
almadi-n-mosaic = { $n ->
    [one] { $n } Mosaïque
   *[other] { $n } Mosaïques
}
almadi-n-stall-card = { $n ->
    [one] { $n } carte Étal
   *[other] { $n ->
    [one] { $n } carte
   *[other] { $n } cartes
} Étal
}
almadi-n-character = { $n ->
    [one] { $n } Personnage
   *[other] { $n } Personnages
}
almadi-pool-item = { $n } { $effect }

## Libellés des actions (menus)

almadi-tile-label = { $id } ({ $type })
almadi-char-label = { $name } ({ $id }, { $cost } rubis)
almadi-d-keep = Garder { $first } et { $second }
almadi-d-take = Prendre { $tile } sur la ligne { $row }
almadi-d-ali = Utiliser Ali : piocher le premier Paysage de la pioche
almadi-d-ali-a = Ali A : placer { $tile } sur n'importe quelle ligne
almadi-d-ali-b = Ali B : le mettre à l'emplacement { $slot }, prendre { $tile }
almadi-d-place = Placer { $tile } ligne { $row }, colonne { $col }
almadi-d-genie = Réaliser un Génie : déplacer un Paysage
almadi-d-hammer = Réaliser une Marteline : prendre la première Mosaïque
almadi-d-stall = Réaliser un Étal : prendre la première carte Étal
almadi-d-moon = Réaliser une Lune : prendre un Objectif
almadi-d-ruby = Réaliser un Rubis : prendre un rubis
almadi-d-done = Terminer l'étape 2
almadi-d-done-discard = Terminer l'étape 2 ({ $n ->
    [one] { $n } effet abandonné
   *[other] { $n ->
    [one] { $n } effet abandonné
   *[other] { $n } effets abandonnés
}
})
almadi-d-move = Déplacer { $tile } depuis { $cell }
almadi-d-swap = Intervertir { $tile } en { $cell } (Hussain)
almadi-d-with = …avec { $tile } en { $cell }
almadi-d-to = …vers la ligne { $row }, colonne { $col }
almadi-d-back = Choisir un autre Paysage
almadi-d-skip = Passer (sans effet)
almadi-d-objective = Prendre { $id } ({ $points ->
    [one] { $points } pt
   *[other] { $points } pts
}, { $source ->
    [table] sur la table
   *[other] chez { $source }
}) : { $text }
almadi-d-recruit = Recruter { $char }
almadi-d-aladdin = Aladdin : prendre 1 rubis
almadi-d-badroulboudour = Badroulboudour : prendre la première Mosaïque
almadi-d-paribanou = Paribanou : prendre la première carte Étal
almadi-d-zaynab-mosaic = Zaynab : rendre { $mosaic }, prendre la première carte Étal
almadi-d-zaynab-stall = Zaynab : rendre une carte Étal { $goods }, prendre la première Mosaïque
almadi-d-copy = Zumurrud : copier { $char }
almadi-d-pass = Zumurrud : ne rien copier
almadi-d-end = Terminer le tour
almadi-start-label = Tuile de départ { $letter } : { $rows }
almadi-start-label-row = { $kind } ({ $right })
almadi-start-label-row-goods = { $kind } ({ $goods }, { $right })

## Étapes et invites

almadi-step-take = choix d'un Paysage
almadi-step-ali = placement du Paysage d'Ali
almadi-step-place = placement du Paysage
almadi-step-pool = réalisation des effets
almadi-step-genie = Génie : choix du Paysage
almadi-step-genie_to = Génie : choix de la destination
almadi-step-swap_with = Hussain : choix du second Paysage
almadi-step-moon = Lune : choix d'un Objectif
almadi-step-after = recrutement ou fin du tour
almadi-step-start = choix des tuiles de départ
almadi-step-keep = choix des Personnages gardés
almadi-step-zumurrud = copie de Zumurrud
almadi-step-over = partie terminée
almadi-prompt-take = Prenez un Paysage du plateau central (`take ligne.emplacement`, p. ex. `take { $where }` ou `prendre { $where }`).
almadi-prompt-ali = Ali : placez le Paysage pioché sur n'importe quelle ligne (`ali a`) ou échangez-le contre un Paysage du plateau (`ali b l.e`).
almadi-prompt-place = Placez le Paysage dans votre royaume (`place ligne.colonne`, p. ex. `place { $where }` ou `placer { $where }`).
almadi-prompt-pool = Réalisez un effet activé, ou `done` (`fini`) pour terminer l'étape 2.
almadi-prompt-genie = Génie : choisissez le Paysage à déplacer (`move ligne.colonne`), ou `skip`.
almadi-prompt-genie_to = Génie : choisissez sa destination (`to ligne.colonne`), ou `back`.
almadi-prompt-swap_with = Hussain : choisissez le second Paysage (`with ligne.colonne`), ou `back`.
almadi-prompt-moon = Lune : choisissez l'Objectif à prendre (`objective id`), ou `skip`.
almadi-prompt-after = Recrutez ou utilisez un pouvoir, ou `end turn` (`fin du tour`).
almadi-prompt-setup_start = Choisissez d'abord votre tuile de départ.
almadi-prompt-setup_keep = Gardez d'abord 2 des Personnages distribués (`keep ch-xx ch-yy`).
almadi-prompt-end_zumurrud = Fin de partie : choisissez la copie de Zumurrud (`copy ch-xx`) ou `pass`.
almadi-prompt-your-move = À vous de jouer.
almadi-prompt-over = La partie est terminée.
almadi-prompt-nothing = Rien à décider pour l'instant.
almadi-prompt-start = Choisissez votre tuile de départ : { $choices } (`board` ou `explain start` les décrit).
almadi-prompt-keep = Gardez secrètement 2 des Personnages distribués (`hand` les montre : `keep ch-xx ch-yy`).
almadi-prompt-zumurrud-end = Fin de partie : choisissez un pouvoir que Zumurrud copiera, ou `pass`.
almadi-prompt-zumurrud = Vous pouvez choisir un pouvoir que Zumurrud copiera (`copy ch-xx`).

## Résumés (messages du salon, MP)

almadi-s-over = **Partie terminée.** { $ranking }
almadi-s-rank = { $rank }. { $who } { $score }
almadi-s-setup-start = Mise en place : { $who } choisit une tuile de départ ({ $tiles }).
almadi-s-setup-keep = Mise en place : on attend que { $who } garde 2 Personnages.
almadi-s-end-zumurrud = Fin de partie : on attend { $who } (Zumurrud).
almadi-s-turn = Tour { $turn } sur { $total } ({ $each } chacun){ $extra } : **{ $who }** — { $step }. Pioche { $pile }, réserve { $reserve } rubis.
almadi-s-extra = {" "}(tour supplémentaire)
almadi-s-pending = En attente : { $items } ; déplacements utilisés { $moves }/3.
almadi-s-board = Plateau : { $slots }
almadi-s-slot = { $slot } { $tile }
almadi-s-empty-slot = —
almadi-s-supplies = Mosaïques : { $mosaic } ({ $mosaics }) ; Étals : { $stall } ({ $stalls }) ; Objectifs sur la table : { $objectives }
almadi-s-player = { $who } : { $tiles }, { $rubies }, { $mosaics }, { $stalls }, Objectifs réalisés { $done }/{ $held }{ $characters }{ $score }
almadi-s-player-characters = , { $characters }
almadi-s-player-score = {" "}— **{ $score ->
    [one] { $score } pt
   *[other] { $score } pts
}** si la partie s'arrêtait maintenant
almadi-s-players-sep = {" ; "}

## Résumé privé (les Personnages du lecteur)

almadi-p-card = • { $id } { $name } ({ $cost } rubis) : { $text }
almadi-p-dealt = Personnages qui vous sont distribués (gardez-en 2) : { $cards }
almadi-p-chosen = Vous avez choisi ; on attend les autres.
almadi-p-keep-hint = Gardez-en deux avec leurs identifiants, p. ex. `keep { $first } { $second }`.
almadi-p-hand = Votre main (recrutez pendant votre tour, p. ex. `recruit { $first }`) : { $cards }
almadi-p-empty = Votre main est vide.

## Texte du plateau (`board` de la console, texte alternatif des images)

almadi-b-side = { $dir } { $what }
almadi-b-no-sides = aucun côté
almadi-b-empty = vide
almadi-b-start-tile = tuile de départ
almadi-b-tile = { $name } { $type }{ $goods } ({ $sides })
almadi-b-tile-goods = {" "}avec { $n } { $kind }
almadi-b-start-free = Tuiles de départ encore libres :
almadi-b-holding = En main, à placer : { $tile }.
almadi-b-pool = Effets à réaliser : { $items } (déplacements du Génie utilisés : { $moves } sur 3).
almadi-b-central = Plateau central (take ligne.emplacement ; le Paysage va sur la même ligne de votre royaume) :
almadi-b-row = {"  "}Ligne { $row } : { $cells }
almadi-b-supplies = Pioche { $pile ->
    [one] { $pile } tuile
   *[other] { $pile } tuiles
} ; réserve { $reserve } rubis ; Mosaïques : dessus { $mosaic } ({ $mosaics ->
    [one] { $mosaics } restante
   *[other] { $mosaics } restantes
}) ; cartes Étal : dessus { $stall } ({ $stalls ->
    [one] { $stalls } restante
   *[other] { $stalls } restantes
}).
almadi-b-objectives = Objectifs sur la table (à prendre avec une Lune) :
almadi-b-objectives-none = Objectifs sur la table (à prendre avec une Lune) : aucun.
almadi-b-objective = {"  "}{ $id } ({ $points ->
    [one] { $points } point
   *[other] { $points } points
}) : { $text }.
almadi-b-market = Marché des Personnages : { $chars }.
almadi-b-market-char = { $id } { $name } ({ $cost } rubis)
almadi-b-player = { $who } : { $rubies }, { $mosaics }{ $mosaic_list }, { $stalls }{ $stall_list }{ $score }.
almadi-b-player-list = {" "}({ $items })
almadi-b-player-score = , { $score ->
    [one] { $score } point
   *[other] { $score } points
} si la partie s'arrêtait maintenant
almadi-b-live = {" "}[actif : { $dirs }]
almadi-b-cell = { $cell } { $tile }{ $live }
almadi-b-held-objective = {"  "}Objectif { $id } ({ $points ->
    [one] { $points } point
   *[other] { $points } points
}, { $fulfilled ->
    [yes] réalisé
   *[no] pas encore réalisé
}) : { $text }.
almadi-b-characters = {"  "}Personnages : { $chars }
almadi-b-char = { $id } { $name }
almadi-b-hand-count = {"  "}{ $n ->
    [one] { $n } Personnage
   *[other] { $n } Personnages
} en main (secret).

## Événements

almadi-char-title = { $name }, { $epithet }
almadi-a-mosaic-star = une Mosaïque étoile
almadi-a-mosaic-rosette = une Mosaïque rosace
almadi-a-mosaic-arabesque = une Mosaïque arabesque
almadi-a-mosaic-lattice = une Mosaïque treillis
almadi-goods-pair = { $a } + { $b }
almadi-e-char = { $id } { $name }
almadi-e-the-table = la table
almadi-e-activated = Activés : { $effects }.
almadi-e-fulfilled = { $who } réalise { $id } ({ $text }).
almadi-e-start = { $who } choisit la tuile de départ { $letter }.
almadi-e-kept = { $who } a choisi les Personnages gardés.
almadi-e-you-keep = Vous gardez { $first } et { $second }.
almadi-e-market = Marché des Personnages : { $chars }.
almadi-e-copy = Zumurrud ({ $who }) copie { $char }.
almadi-e-pass = { $who } ne choisit aucun pouvoir pour Zumurrud.
almadi-e-take = { $who } prend { $id } ({ $type }) à l'emplacement { $slot }.
almadi-e-ali = { $who } utilise Ali et pioche { $id } ({ $type }).
almadi-e-ali-a = { $who } placera { $id } sur n'importe quelle ligne (Ali, option A).
almadi-e-ali-b = { $who } met { $id } à l'emplacement { $slot } et prend { $old } ({ $type }) (Ali, option B).
almadi-e-placed = { $who } place { $id } en { $cell }.
almadi-e-done = { $who } termine l'étape 2 ({ $n ->
    [one] { $n } effet abandonné
   *[other] { $n ->
    [one] { $n } effet abandonné
   *[other] { $n } effets abandonnés
}
}).
almadi-e-no-genie = { $who } ne fait aucun déplacement de Génie.
almadi-e-no-objective = { $who } ne prend aucun Objectif.
almadi-e-moved = { $who } déplace { $id } de { $src } vers { $dst } (déplacement { $used }/{ $max }).
almadi-e-swapped = { $who } intervertit { $a } et { $b } (Hussain ; déplacement { $used }/{ $max }).
almadi-e-objective = { $who } prend l'Objectif { $id } ({ $text }) de { $source }.
almadi-e-recruit = { $who } recrute { $char } { $where ->
    [hand] depuis sa main
   *[market] au marché
} pour { $cost } rubis.
almadi-e-aladdin = { $who } prend 1 rubis (Aladdin).
almadi-e-badroulboudour = { $who } prend { $mosaic } (Badroulboudour).
almadi-e-paribanou = { $who } prend une carte Étal ({ $goods }) (Paribanou).
almadi-e-zaynab-mosaic = { $who } rend { $mosaic } et prend une carte Étal ({ $goods }) (Zaynab).
almadi-e-zaynab-stall = { $who } rend une carte Étal ({ $goods }) et prend { $mosaic } (Zaynab).
almadi-e-hammer = { $who } prend { $mosaic }.
almadi-e-hammer-empty = Marteline : la pioche de Mosaïques est épuisée, sans effet.
almadi-e-stall = { $who } prend une carte Étal ({ $goods }).
almadi-e-stall-empty = Étal : la pioche des cartes Étal est épuisée, sans effet.
almadi-e-ruby = { $who } prend { $n ->
    [one] { $n } rubis
   *[other] { $n } rubis
}.
almadi-e-ruby-empty = Rubis : la réserve est épuisée, sans effet.
almadi-e-moon-none = Lune : aucun Objectif disponible, sans effet.
almadi-e-genie-max = Génie : déjà { $max ->
    [one] { $max } déplacement
   *[other] { $max } déplacements
} ce tour, sans effet.
almadi-e-genie-none = Génie : aucun déplacement possible, sans effet.
almadi-e-refill = L'emplacement { $slot } est complété avec { $id } ({ $type }).
almadi-e-pile-empty = La pioche est épuisée : la partie s'arrête.
almadi-e-extra = { $who } joue un tour supplémentaire (Dunyazad).
almadi-e-final = Scores finaux : { $scores }.

## Refus (explain)

almadi-x-not-action = « { $action } » n'est pas une action d'Almadi (essayez `take 2.1`, `place 2.3`, `genie`, `done`).
almadi-x-keep-form = Écrivez `keep ch-xx ch-yy` : exactement deux des Personnages qui vous sont distribués.
almadi-x-end-form = Écrivez `end turn` (ou `fin du tour`).
almadi-x-ali-form = Écrivez `ali`, puis `ali a` ou `ali b l.e`.
almadi-x-word-count = « { $action } » n'a pas le bon nombre de mots pour `{ $verb }`.
almadi-x-cell-form = `{ $verb }` demande une position écrite ligne.colonne, comme `{ $verb } 2.1`.
almadi-x-place-form = Écrivez `place ligne.colonne`, comme `place 2.3`.
almadi-x-unknown-char = Personnage inconnu « { $id } » (les identifiants ressemblent à ch-17).
almadi-x-unknown-objective = Objectif inconnu « { $id } » (les identifiants ressemblent à gr-12).
almadi-x-not-your-turn = C'est le tour de { $who } ; vous ne pouvez que choisir la copie de Zumurrud.
almadi-x-start = La tuile de départ « { $letter } » n'est pas disponible (restantes : { $left }).
almadi-x-keep = Gardez exactement deux Personnages différents parmi ceux qui vous sont distribués, écrits dans l'ordre.
almadi-x-copy-no-zumurrud = Seul un joueur qui a recruté Zumurrud (CH-26) peut copier un pouvoir.
almadi-x-copy-chosen = La copie de Zumurrud est définitive et déjà choisie.
almadi-x-copy-target = Zumurrud ne peut copier qu'un Personnage recruté par un autre joueur (pas Zumurrud).
almadi-x-take = L'emplacement { $slot } est vide ou n'existe pas (emplacements 1.1 à 4.2).
almadi-x-place-row = Ce Paysage ne peut aller que sur la ligne { $rows }, pas sur la ligne { $row }.
almadi-x-or = {" ou "}
almadi-x-place-col = La colonne 0 porte votre tuile de départ : placez en colonne 1 ou plus à droite.
almadi-x-place-taken = La case { $cell } porte déjà un Paysage.
almadi-x-place-alone = La case { $cell } n'a aucun Paysage adjacent.
almadi-x-no-item = Aucun effet { $item } n'est en attente.
almadi-x-no-return = Pas d'aller-retour direct : ce Paysage vient de quitter cette case ce tour-ci (D6).
almadi-x-occupied = La case { $cell } est occupée.
almadi-x-rows = Le Génie déplace vers les lignes 1 à 4, colonne 1 ou plus (les lignes 0 et 5 demandent Abriza).
almadi-x-to-alone = Cette case doit être adjacente à un autre Paysage que celui qu'on déplace.
almadi-x-move = Choisissez l'un de vos Paysages (pas la tuile de départ) qui a une destination permise.
almadi-x-objective = Cet Objectif n'est pas disponible (réalisé, protégé par Jafar, ou déjà à vous).
almadi-x-recruit-where = Vous ne pouvez recruter que depuis votre main ou le marché.
almadi-x-recruit-cost = { $id } coûte { $cost } rubis ; vous en avez { $rubies }.
almadi-x-recruit-turn = On ne recrute que pendant son propre tour.
almadi-x-zaynab-own = Zaynab échange l'une de vos propres cartes Mosaïque ou Étal.
almadi-x-zaynab-empty = La pioche où vous prendriez est épuisée.
almadi-x-zaynab = Zaynab : il vous faut son pouvoir, et c'est une fois par tour.
almadi-x-power = { $name } : il vous faut ce pouvoir, un Génie activé ce tour-ci, une fois par tour, et une réserve non vide.
almadi-x-not-now = Impossible maintenant : { $what }
almadi-x-see-allowed = voyez les actions permises

## Catégories du décompte

almadi-cat-oases = Oasis
almadi-cat-oasis_bonus = bonus du plus grand groupe d'Oasis
almadi-cat-caravans = Caravanes
almadi-cat-palaces = Palais
almadi-cat-jars = Jarres
almadi-cat-mosaics = Mosaïques
almadi-cat-objectives = Objectifs
almadi-cat-rubies = rubis
almadi-cat-characters = Personnages

## Glossaire : pièces construites depuis les données

almadi-side-act = une flèche
almadi-side-jar = une Jarre
almadi-side-genie = un Génie
almadi-side-stall = un Étal
almadi-side-hammer = une Marteline
almadi-side-ruby = un Rubis
almadi-side-moon = une Lune
almadi-side-blank = rien
almadi-where-top = haut
almadi-where-right = droite
almadi-where-bottom = bas
almadi-where-left = gauche
almadi-start-text = Tuile de départ { $letter } : { $rows }.
almadi-start-row = ligne { $row } { $what } ({ $side } à droite)
almadi-start-row-goods = { $kind } avec 3 { $goods }
almadi-term-character = { $title } ({ $id }, { $cost } rubis, { $kind ->
    [end] fin de partie
   *[game] pouvoir en cours de partie
}) : { $text }
almadi-term-objective-card = Objectif { $id } ({ $colour }, { $points ->
    [one] { $points } point
   *[other] { $points } points
}) : { $text }.
almadi-term-start-letter = { $text } (`start { $letter }` la choisit.)
almadi-term-start = `start <lettre>` (ou `départ <lettre>`) : choisissez votre tuile de départ (A-E), dans l'ordre inverse du tour. { $tiles }
    .term = départ
almadi-term-motif = Un motif de Mosaïque ({ $motif }) ; voir `explain mosaïque`.
almadi-term-tile = Paysage { $id } : { $type }{ $goods } ; côtés : { $sides }.
almadi-term-tile-side = { $where } { $side }
almadi-term-tile-goods = {" "}avec { $n } { $kind }
almadi-term-tile-blank = tous vides
almadi-term-stall-id = Carte Étal { $id } : { $goods } pour vos Caravanes.
almadi-term-mosaic-id = Carte Mosaïque { $id } ({ $motif }) : décompte de nouveau l'un de vos Palais.
almadi-term-goods-code = { $code } = { $goods } sur l'image du plateau. { $text }
almadi-term-goods-name = { $goods } : marchandises. { $text }
almadi-grid-title = Forme dans votre royaume :
almadi-grid-legend = ({ $legend }.){ $turn }
almadi-grid-rotations = {" "}Toute rotation compte, jamais l'image miroir.
almadi-grid-exact = {" "}Exactement comme dessiné.
almadi-grid-any = # un Paysage
almadi-grid-empty = . une case vide des lignes 1 à 4 (pas la colonne 0)
almadi-grid-anything = ? n'importe quoi
almadi-grid-O = O Oasis
almadi-grid-P = P Palais
almadi-grid-M = M Marché
almadi-grid-C = C Caravane

## Glossaire (explain) : la valeur explique, .term est le terme dans cette langue

almadi-term-kingdom = Votre grille de Paysages, qui s'étend à droite de votre tuile de départ (colonne 0). Lignes 1 à 4 ; un nouveau Paysage va sur la ligne d'où il vient sur le plateau (colonne 1 ou plus, case vide, adjacente à un Paysage). Les cases s'écrivent ligne.colonne, comme 2.3.
    .term = royaume
almadi-term-board = Le plateau central : 8 Paysages sur 4 lignes de 2 emplacements (1.1 … 4.2). Vous en prenez un (`take 2.1`) et le placez sur la même ligne de votre royaume (`place 2.3`) ; l'emplacement est complété depuis la pioche.
    .term = plateau
almadi-term-slot = Un emplacement du plateau central, écrit ligne.emplacement : 1.1 … 4.2.
    .term = emplacement
almadi-term-pile = Les Paysages face cachée qui complètent le plateau. Quand elle est épuisée, la partie s'arrête après le tour.
    .term = pioche
almadi-term-turn = Prenez un Paysage du plateau et placez-le (étape 1) ; réalisez les effets qu'il a activés (étape 2) ; le plateau est complété (étape 3). Chaque joueur joue 16 tours (moins à plus de joueurs : la pioche décide).
    .term = tour
almadi-term-step = Étape 1 : prendre et placer un Paysage. Étape 2 : réaliser les effets activés dans l'ordre de votre choix (`done` la termine). Ensuite : recruter des Personnages ou utiliser des pouvoirs, puis `end turn`.
    .term = étape
almadi-term-activation-side = Une flèche sur le côté d'un Paysage. Quand elle fait face au côté Effet d'un Paysage voisin, cet effet est activé. Les tuiles ne tournent jamais.
    .term = côté activation
almadi-term-arrow = Un côté Activation : voir `explain côté activation`.
    .term = flèche
almadi-term-act = Un côté Activation (flèche) : voir `explain côté activation`.
    .term = activation
almadi-term-effect-side = Un côté montrant un Génie, une Marteline, un Étal, une Lune, un Rubis ou une Jarre. Il est activé quand il fait face au côté Activation (flèche) d'un voisin.
    .term = côté effet
almadi-term-contact = Deux côtés face à face de Paysages adjacents. Actif quand l'un est une flèche et l'autre un effet : l'effet s'active alors à l'arrivée de l'un ou l'autre Paysage.
    .term = contact
almadi-term-live = Un contact entre une flèche et un côté Effet dans la disposition actuelle. Les Jarres et certains Objectifs comptent les contacts actifs en fin de partie.
    .term = actif
almadi-term-blank = Un côté vide : il n'active jamais rien.
    .term = vide
almadi-term-genie = Effet : déplacez l'un de vos Paysages (pas la tuile de départ) vers une autre case de votre royaume, sur n'importe quelle ligne (`genie`, `move 2.1`, `to 4.2`). 3 déplacements au plus par tour ; pas d'aller-retour direct ; son arrivée active de nouveau des effets.
    .term = génie
almadi-term-hammer = Effet : prenez la première carte Mosaïque. Une Mosaïque sur un Palais décompte ce Palais de nouveau (une Mosaïque par Palais).
    .term = marteline
almadi-term-stall = Effet : prenez la première carte Étal : 2 marchandises que vos Caravanes peuvent transporter (+2 marchandises pour la capacité).
    .term = étal
almadi-term-moon = Effet : prenez un Objectif sur la table, ou un Objectif non réalisé d'un autre joueur (`moon`, puis `objective gr-12`). Un Objectif détenu rapporte ses points s'il est réalisé en fin de partie, et les fait perdre sinon.
    .term = lune
almadi-term-ruby = Effet : prenez un rubis. En fin de partie, les rubis rapportent selon le classement (2 joueurs 10/4, 3 joueurs 12/8/4, 4 joueurs 12/8/4/2) ; avec les Personnages, les rubis paient les recrues et rapportent 1 point par paire.
    .term = rubis
almadi-term-jar = Effet : rien en cours de partie ; 1 point en fin de partie pour chaque côté Jarre encore actif.
    .term = jarre
almadi-term-pool = Les effets activés en attente à l'étape 2 (Génie, Marteline, Étal, Lune, Rubis). Réalisez-les dans l'ordre de votre choix ; `done` abandonne le reste.
    .term = effets en attente
almadi-term-pending = Les effets activés que vous pouvez encore réaliser ce tour-ci.
    .term = en attente
almadi-term-oasis = Un Paysage. Les groupes de 2 Oasis ou plus rapportent 3 par Oasis ; le plus grand groupe rapporte 6 de plus.
    .term = oasis
almadi-term-oases = Voir `explain oasis`.
    .term = les oasis
almadi-term-caravan = Un Paysage. Un groupe de Caravanes transporte des marchandises jusqu'à sa capacité (1 : 2, 2 : 5, 3 : 10, 4 : 15, 5 : 20, 6 : 35, 7 : 50, 8 : 65 pour des groupes de 1…8+ tuiles) ; les marchandises viennent des Marchés et des cartes Étal.
    .term = caravane
almadi-term-landscape = Une tuile de votre royaume : Oasis, Palais, Marché ou Caravane. À chaque tour, vous en prenez une sur le plateau et la placez dans sa ligne ; ses côtés activent des effets au contact.
    .term = paysage
almadi-term-market = Un Paysage portant des marchandises (épices, poteries, maroquinerie, tapis) que transportent les Caravanes.
    .term = marché
almadi-term-palace = Un Paysage qui rapporte 1 + les Oasis et Marchés adjacents (0 s'il n'y en a aucun) ; une Mosaïque posée dessus le décompte de nouveau.
    .term = palais
almadi-term-goods = Épices, poteries, maroquinerie et tapis, sur les Marchés et les cartes Étal ; les Caravanes les changent en points.
    .term = marchandises
almadi-term-mosaic = Une carte gagnée par la Marteline (motifs : étoile, rosace, arabesque, treillis) ; chacune décompte de nouveau l'un de vos Palais.
    .term = mosaïque
almadi-term-mosaics = Voir `explain mosaïque`.
    .term = mosaïques
almadi-term-stall-card = Une carte gagnée par l'Étal : 2 marchandises pour vos Caravanes.
    .term = carte étal
almadi-term-objective = Une carte avec une forme ou une condition et des points (identifiants comme gr-12). Prise avec une Lune ; +points si elle est réalisée en fin de partie, −points si elle est détenue non réalisée. Ne prenez que ceux que vous pouvez réaliser.
    .term = objectif
almadi-term-objectives = Voir `explain objectif`.
    .term = objectifs
almadi-term-reserve = Les rubis restant dans la réserve générale.
    .term = réserve
almadi-term-start-tile = Votre premier Paysage, en colonne 0 (A–E), choisi dans l'ordre inverse du tour.
    .term = tuile de départ
almadi-term-extra-turn = Un tour donné par un Personnage (Dunyazad) en fin de partie.
    .term = tour supplémentaire
almadi-term-characters = Variante : on vous distribue des Personnages, vous en gardez 2 secrètement (`keep ch-03 ch-17`), et vous recrutez depuis votre main ou le marché en payant des rubis pendant votre tour (`recruit ch-17`). Les Personnages de fin de partie rapportent à la fin ; ceux de cours de partie donnent des pouvoirs.
    .term = personnages
almadi-term-hand = Vos Personnages secrets (variante Personnages). `hand` les montre avec leurs identifiants.
    .term = main
almadi-term-market-characters = Les Personnages face visible que tout le monde peut recruter (variante Personnages).
    .term = marché des personnages
almadi-term-score-now = Le score qu'aurait chaque joueur si la partie s'arrêtait maintenant (affiché sur le plateau).
    .term = score actuel
almadi-term-almadi = Almadi : construisez un royaume de Paysages. `rules` en donne le résumé.
    .term = almadi
almadi-term-take = `take <ligne.emplacement>` (ou `prendre`) : prenez ce Paysage du plateau (1.1 … 4.2).
    .term = prendre
almadi-term-place = `place <ligne.colonne>` (ou `placer`) : posez le Paysage que vous tenez dans votre royaume, sur sa ligne.
    .term = placer
almadi-term-move = Génie : `move <ligne.colonne>` (ou `déplacer`) choisit le Paysage à déplacer, puis `to <ligne.colonne>`.
    .term = déplacer
almadi-term-to = Génie : `to <ligne.colonne>` (ou `vers`) est la case où va le Paysage choisi.
    .term = vers
almadi-term-done = Termine l'étape 2 (`done` ou `fini`) : les effets encore en attente sont abandonnés.
    .term = fini
almadi-term-end = `end turn` (ou `fin du tour`) : terminez votre tour (le plateau est complété).
    .term = fin
almadi-term-end-turn = Terminez votre tour (le plateau est complété).
    .term = fin du tour
almadi-term-back = Quitter le choix en cours sans le faire (`back` ou `retour`).
    .term = retour
almadi-term-skip = Ne rien réaliser pour cet effet (`skip` ou `ignorer`).
    .term = ignorer
almadi-term-keep = `keep ch-xx ch-yy` (ou `garder`) : les deux Personnages distribués que vous gardez (variante Personnages).
    .term = garder
almadi-term-recruit = `recruit ch-xx` (ou `recruter`) : payez ses rubis et prenez ce Personnage (de votre main ou du marché) pendant votre tour.
    .term = recruter
almadi-term-activated = Les effets activés par le Paysage qu'on vient de poser, en attente.
    .term = activés
almadi-term-central-board = Le plateau central : 8 Paysages sur 4 lignes de 2 emplacements (1.1 … 4.2). Vous en prenez un (`take 2.1`) et le placez sur la même ligne de votre royaume (`place 2.3`) ; l'emplacement est complété depuis la pioche.
    .term = plateau central

## Personnages : noms, qualités et pouvoirs (noms et qualités de la règle)

almadi-name-ch-01 = Ali-Shar
almadi-epithet-ch-01 = commerçant passionné
almadi-power-ch-01 = 1 point par lot de 2 épices ou par lot de 2 poteries (le type qui rapporte le plus), marchandises des Marchés seulement.
almadi-name-ch-02 = Ali Cogia
almadi-epithet-ch-02 = marchand itinérant
almadi-power-ch-02 = Toutes vos Caravanes comptent comme un seul groupe pour leur capacité.
almadi-name-ch-03 = Aziz
almadi-epithet-ch-03 = marchand amical
almadi-power-ch-03 = 1 point par lot de 2 articles de maroquinerie ou par lot de 2 tapis (le type qui rapporte le plus), marchandises des Marchés seulement.
almadi-name-ch-04 = Aziza
almadi-epithet-ch-04 = poétesse inspirée
almadi-power-ch-04 = Chaque Mosaïque non posée sur un Palais rapporte 3.
almadi-name-ch-05 = Dalila
almadi-epithet-ch-05 = voleuse rusée
almadi-power-ch-05 = Rapporte (marchandises au-delà de la capacité des Caravanes)/2, arrondi à l'inférieur.
almadi-name-ch-06 = Dunya
almadi-epithet-ch-06 = princesse artiste
almadi-power-ch-06 = Rapporte 3 par Mosaïque de votre motif le plus nombreux.
almadi-name-ch-07 = Dunyazad
almadi-epithet-ch-07 = sœur curieuse
almadi-power-ch-07 = Un tour supplémentaire après la fin de la partie, avant le décompte.
almadi-name-ch-08 = Harun Al Rashid
almadi-epithet-ch-08 = calife pragmatique
almadi-power-ch-08 = Rapporte le nombre de Paysages de votre ligne la plus remplie.
almadi-name-ch-09 = Hindbad
almadi-epithet-ch-09 = porteur d'eau
almadi-power-ch-09 = Rapporte 1 par côté Jarre non activé.
almadi-name-ch-10 = Khalifa
almadi-epithet-ch-10 = pêcheur pugnace
almadi-power-ch-10 = Rapporte 2 par Oasis sans Oasis adjacente.
almadi-name-ch-11 = Les 40 voleurs
almadi-epithet-ch-11 = bande redoutée
almadi-power-ch-11 = Rapporte 3 par trou (case vide entourée sur ses 4 côtés).
almadi-name-ch-12 = Shahriar
almadi-epithet-ch-12 = sultan déterminé
almadi-power-ch-12 = Rapporte 3 par Objectif réalisé que vous détenez.
almadi-name-ch-13 = Shéhérazade
almadi-epithet-ch-13 = conteuse prodigieuse
almadi-power-ch-13 = Rapporte 3 par Personnage recruté, elle comprise.
almadi-name-ch-14 = Zobeïde
almadi-epithet-ch-14 = négociante avisée
almadi-power-ch-14 = Chaque marchandise de vos cartes Étal compte double pour les Caravanes et pour Dalila.
almadi-name-ch-15 = Zubaydah
almadi-epithet-ch-15 = reine impressionnante
almadi-power-ch-15 = Jusqu'à 2 Mosaïques par Palais.
almadi-name-ch-16 = Abriza
almadi-epithet-ch-16 = guerrière expérimentée
almadi-power-ch-16 = Les déplacements et échanges du Génie peuvent utiliser les lignes 0 et 5 (colonne 0 permise sur ces lignes).
almadi-name-ch-17 = Aladdin
almadi-epithet-ch-17 = maître de la lampe
almadi-power-ch-17 = Une fois par tour, après l'activation d'un Génie pour vous : prenez 1 rubis.
almadi-name-ch-18 = Ali
almadi-epithet-ch-18 = prince prévoyant
almadi-power-ch-18 = Au lieu de prendre un Paysage du plateau : piochez le premier Paysage de la pioche et placez-le sur n'importe quelle ligne (A) ou échangez-le contre un Paysage du plateau (B). Pas de remplacement.
almadi-name-ch-19 = Ali Baba
almadi-epithet-ch-19 = bûcheron fortuné
almadi-power-ch-19 = Chaque Rubis activé donne 2 rubis.
almadi-name-ch-20 = Badroulboudour
almadi-epithet-ch-20 = princesse audacieuse
almadi-power-ch-20 = Une fois par tour, après l'activation d'un Génie pour vous : prenez la première Mosaïque.
almadi-name-ch-21 = Hussain
almadi-epithet-ch-21 = prince aventureux
almadi-power-ch-21 = Une fois par tour, un Génie peut intervertir deux de vos Paysages à la place.
almadi-name-ch-22 = Jafar
almadi-epithet-ch-22 = vizir dévoué
almadi-power-ch-22 = Personne ne peut prendre les Objectifs que vous détenez.
almadi-name-ch-23 = Morgiane
almadi-epithet-ch-23 = servante astucieuse
almadi-power-ch-23 = Un Paysage de la ligne r du plateau peut aller sur la ligne r-1, r ou r+1 du royaume.
almadi-name-ch-24 = Paribanou
almadi-epithet-ch-24 = djinn généreuse
almadi-power-ch-24 = Une fois par tour, après l'activation d'un Génie pour vous : prenez la première carte Étal.
almadi-name-ch-25 = Zaynab
almadi-epithet-ch-25 = receleuse discrète
almadi-power-ch-25 = Une fois par tour : rendez une Mosaïque pour la première carte Étal, ou une carte Étal pour la première Mosaïque.
almadi-name-ch-26 = Zumurrud
almadi-epithet-ch-26 = couturière convoitée
almadi-power-ch-26 = Copie le pouvoir d'un Personnage recruté par un autre joueur (une fois, définitivement, à tout moment).

## Objectifs

almadi-obj-gr-01 = Une colonne entièrement vide entre deux colonnes pleines
almadi-obj-gr-02 = Oasis, Palais, Marché, Caravane en ligne droite (dans n'importe quel sens)
almadi-obj-gr-03 = Un carré 2x2 : Oasis, Caravane / Marché, Palais (rotations permises)
almadi-obj-gr-04 = Un escalier (rotations permises)
almadi-obj-gr-05 = Un trou long de deux tuiles, fermé de tous côtés
almadi-obj-gr-06 = Au moins 4 cartes Étal et 4 cartes Mosaïque
almadi-obj-gr-07 = Un damier (rotations permises)
almadi-obj-gr-08 = Une paire de cartes Étal identiques et une paire de cartes Mosaïque identiques
almadi-obj-gr-09 = Au moins 4 cartes Étal et 4 rubis
almadi-obj-gr-10 = Au moins 4 cartes Mosaïque et 4 rubis
almadi-obj-gr-11 = Au moins 5 Génies activés simultanément
almadi-obj-gr-12 = Une ligne d'au moins 6 Paysages
almadi-obj-bl-01 = Au moins 7 Jarres activées simultanément
almadi-obj-bl-02 = 4 Oasis en diagonale
almadi-obj-bl-03 = 4 Oasis en carré 2x2
almadi-obj-bl-04 = Une Oasis dans chaque ligne 1 à 4
almadi-obj-bl-05 = Au moins 5 Oasis
almadi-obj-ye-01 = Au moins 5 Caravanes
almadi-obj-ye-02 = Au moins 4 cartes Étal
almadi-obj-ye-03 = Au moins 4 Étals activés simultanément
almadi-obj-ye-04 = Deux paires de cartes Étal identiques
almadi-obj-ye-05 = 4 Caravanes en diagonale
almadi-obj-gn-01 = Au moins 5 Palais
almadi-obj-gn-02 = Au moins 4 cartes Mosaïque
almadi-obj-gn-03 = Au moins 4 Martelines activées simultanément
almadi-obj-gn-04 = Deux paires de cartes Mosaïque identiques
almadi-obj-gn-05 = 4 Palais les uns au-dessus des autres
almadi-obj-re-01 = Au moins 5 Marchés
almadi-obj-re-02 = Au moins 4 Rubis activés simultanément
almadi-obj-re-03 = Au moins 2 marchandises de chaque type sur les Marchés
almadi-obj-re-04 = Au moins 10 marchandises d'un même type sur les Marchés
almadi-obj-re-05 = 4 Marchés côte à côte sur une ligne
