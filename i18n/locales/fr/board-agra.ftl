# Mots dessinés sur les images d'Agra (renderers/agra.py) en plus des termes du jeu, qui
# viennent d'agra.ftl. Termes du livret de règles français (i18n/terms/agra.md).

## Barre de titre et bandeau
board-agra-title = AGRA
board-agra-your-panel = AGRA · votre plateau
board-agra-header = Manche { $round }  ·  bateau { $boat }/6  ·  limite de commandes { $limit }  ·  bloquée : { agra-n-act }
board-agra-header-over = Manche { $round }  ·  fin de partie : décompte final
board-agra-last-round = {"  "}·  dernière manche
board-agra-over = Fin de partie : décompte final
board-agra-waiting = En attente de { $who } : { $what }
board-agra-who-what = { $who } : { $what }
board-agra-stage = { $stage ->
    [start] méditer ou placer un ouvrier
    [act] placer un ouvrier
    [extra] statue : placer un autre ouvrier
    [orders] Akbar, une commande ou fin du tour
   *[end] finir le tour
}

## La ville, la rivière, le plateau Empire
board-agra-cost = coût { $n }
board-agra-merchant = Marchand
board-agra-builder = Bâtisseur
board-agra-guild-code = { $guild ->
    [artisans] ART
    [merchants] MAR
    [scholars] ÉRU
   *[other] { $guild }
}
board-agra-level = Niveau { $level }{ $open ->
    [true] {""}
   *[false] {" "}(fermé)
}
board-agra-done = { $n ->
    [one] { $n } fait
   *[other] { $n } faits
}
board-agra-river = Rivière Yamuna — bateau au ponton { $boat } sur 6
board-agra-tracks = Pistes d'influence
board-agra-orders = Commandes des guildes
board-agra-akbar = Akbar : une marchandise de chaque
board-agra-display = Tuiles Faveur exposées · pioche { $pile }
board-agra-have-spend = avoir { $have } · payer { $spend }

## La bande d'un joueur
board-agra-rupees = { $n } { $n ->
    [one] roupie
   *[other] roupies
}
board-agra-farm = ferme
board-agra-cook = {" "}(+{ $n } Cuisinier)
board-agra-favours = faveurs { $n }
board-agra-meditation = méditation
board-agra-tiles = tuiles { $tiles }
board-agra-caches = { $off ->
    [one] { $off } tuile Cache retirée
   *[other] { $off } tuiles Cache retirées
} · Akbar { $akbar }

## Le plateau privé
board-agra-your-rupees = Vos roupies (secret) : { $k }
board-agra-mp-left = Points de Méditation restants : { $mp }
board-agra-your-answer = Votre réponse : { $action }
board-agra-pile = Pioche des tuiles Faveur (Fabricant de mosaïque) : { $tiles }
board-agra-favour-line = { $code } (avoir { $have }, payer { $spend }) : { $what }{ $used ->
    [true] {" "}— utilisée ce tour
   *[false] {""}
}

## Légende : « <code> <sens> » (le code est le premier mot)
board-agra-legend-standing = - ouvrier debout
board-agra-legend-lying = - ouvrier couché
board-agra-legend-rupees = - roupies posées sur un bâtiment
board-agra-legend-boat = - le bateau
board-agra-legend-favour-tile = FTn tuile Faveur n
board-agra-legend-price-token = ▲▼ jeton Prix (valeur ±1)
board-agra-legend-meditation = I–VII piste de Méditation

## The private panel: the player board's farm, the goods row's label, the strip's counts
board-agra-goods = Marchandises
board-agra-farm-title = Votre ferme (plateau individuel)
board-agra-farm-cache = tuile Cache : `cache n1` la retire (+1 à la fin)
board-agra-farm-farmer = Fermier : `farmer n +` le déplace d'un emplacement
board-agra-farm-rule = Production d'une Marchandise de base : les emplacements libres entre son coin et les Fermiers de ses deux côtés.
board-agra-bonus = tuiles Bonus Construction { $tiles }
board-agra-orders-done = commandes { $n }
board-agra-french = { agra-n-notable } { $n }
