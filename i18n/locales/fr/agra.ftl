# Agra : les mots du jeu. Termes du livret de règles français (i18n/terms/agra.md).

## Names (ids in event and text arguments, selected by the argument's name)
agra-n-good = { $good ->
    [sandstone] grès
    [wood] bois
    [turmeric] curcuma
    [cotton] coton
    [cement] ciment
    [paper] papier
    [curry] curry
    [oil] huile
    [bricks] briques
    [planks] planches
    [dye] teinture
    [cloth] tissu
    [statue] statue
    [book] livre
    [painting] tableau
    [clothing] vêtements
   *[other] { $good }
}
agra-n-good2 = { $good2 ->
    [sandstone] grès
    [wood] bois
    [turmeric] curcuma
    [cotton] coton
    [cement] ciment
    [paper] papier
    [curry] curry
    [oil] huile
    [bricks] briques
    [planks] planches
    [dye] teinture
    [cloth] tissu
    [statue] statue
    [book] livre
    [painting] tableau
    [clothing] vêtements
   *[other] { $good2 }
}
agra-n-src = { $src ->
    [sandstone] grès
    [wood] bois
    [turmeric] curcuma
    [cotton] coton
    [cement] ciment
    [paper] papier
    [curry] curry
    [oil] huile
    [bricks] briques
    [planks] planches
    [dye] teinture
    [cloth] tissu
    [statue] statue
    [book] livre
    [painting] tableau
    [clothing] vêtements
   *[other] { $src }
}
agra-n-tgt = { $tgt ->
    [sandstone] grès
    [wood] bois
    [turmeric] curcuma
    [cotton] coton
    [cement] ciment
    [paper] papier
    [curry] curry
    [oil] huile
    [bricks] briques
    [planks] planches
    [dye] teinture
    [cloth] tissu
    [statue] statue
    [book] livre
    [painting] tableau
    [clothing] vêtements
   *[other] { $tgt }
}
agra-n-m1 = { $m1 ->
    [sandstone] grès
    [wood] bois
    [turmeric] curcuma
    [cotton] coton
    [cement] ciment
    [paper] papier
    [curry] curry
    [oil] huile
    [bricks] briques
    [planks] planches
    [dye] teinture
    [cloth] tissu
    [statue] statue
    [book] livre
    [painting] tableau
    [clothing] vêtements
   *[other] { $m1 }
}
agra-n-m2 = { $m2 ->
    [sandstone] grès
    [wood] bois
    [turmeric] curcuma
    [cotton] coton
    [cement] ciment
    [paper] papier
    [curry] curry
    [oil] huile
    [bricks] briques
    [planks] planches
    [dye] teinture
    [cloth] tissu
    [statue] statue
    [book] livre
    [painting] tableau
    [clothing] vêtements
   *[other] { $m2 }
}
agra-n-m3 = { $m3 ->
    [sandstone] grès
    [wood] bois
    [turmeric] curcuma
    [cotton] coton
    [cement] ciment
    [paper] papier
    [curry] curry
    [oil] huile
    [bricks] briques
    [planks] planches
    [dye] teinture
    [cloth] tissu
    [statue] statue
    [book] livre
    [painting] tableau
    [clothing] vêtements
   *[other] { $m3 }
}
agra-n-m4 = { $m4 ->
    [sandstone] grès
    [wood] bois
    [turmeric] curcuma
    [cotton] coton
    [cement] ciment
    [paper] papier
    [curry] curry
    [oil] huile
    [bricks] briques
    [planks] planches
    [dye] teinture
    [cloth] tissu
    [statue] statue
    [book] livre
    [painting] tableau
    [clothing] vêtements
   *[other] { $m4 }
}
agra-n-g1 = { $g1 ->
    [sandstone] grès
    [wood] bois
    [turmeric] curcuma
    [cotton] coton
    [cement] ciment
    [paper] papier
    [curry] curry
    [oil] huile
    [bricks] briques
    [planks] planches
    [dye] teinture
    [cloth] tissu
    [statue] statue
    [book] livre
    [painting] tableau
    [clothing] vêtements
   *[other] { $g1 }
}
agra-n-g2 = { $g2 ->
    [sandstone] grès
    [wood] bois
    [turmeric] curcuma
    [cotton] coton
    [cement] ciment
    [paper] papier
    [curry] curry
    [oil] huile
    [bricks] briques
    [planks] planches
    [dye] teinture
    [cloth] tissu
    [statue] statue
    [book] livre
    [painting] tableau
    [clothing] vêtements
   *[other] { $g2 }
}
agra-n-g3 = { $g3 ->
    [sandstone] grès
    [wood] bois
    [turmeric] curcuma
    [cotton] coton
    [cement] ciment
    [paper] papier
    [curry] curry
    [oil] huile
    [bricks] briques
    [planks] planches
    [dye] teinture
    [cloth] tissu
    [statue] statue
    [book] livre
    [painting] tableau
    [clothing] vêtements
   *[other] { $g3 }
}
agra-n-building = { $good ->
    [sandstone] Carrière
    [wood] Scierie
    [turmeric] Champ de curcuma
    [cotton] Champ de coton
    [cement] Cimenterie
    [paper] Papeterie
    [curry] Fabrique à curry
    [oil] Huilerie
    [bricks] Briqueterie
    [planks] Menuiserie
    [dye] Teinturerie
    [cloth] Tissage
    [statue] Atelier du sculpteur
    [book] Reliure
    [painting] Atelier du peintre
    [clothing] Atelier du tailleur
   *[other] { $good }
}
agra-n-space = { $space ->
    [architect] Architecte
    [sailor] Marin
    [trader] Négociant
    [botanist] Botaniste
    [sandstone] Carrière
    [wood] Scierie
    [turmeric] Champ de curcuma
    [cotton] Champ de coton
    [cement] Cimenterie
    [paper] Papeterie
    [curry] Fabrique à curry
    [oil] Huilerie
    [bricks] Briqueterie
    [planks] Menuiserie
    [dye] Teinturerie
    [cloth] Tissage
    [statue] Atelier du sculpteur
    [book] Reliure
    [painting] Atelier du peintre
    [clothing] Atelier du tailleur
   *[other] { $space }
}
agra-n-the-space = { $space ->
    [architect] l'Architecte
    [sailor] le Marin
    [trader] le Négociant
    [botanist] le Botaniste
    [sandstone] la Carrière
    [wood] la Scierie
    [turmeric] le Champ de curcuma
    [cotton] le Champ de coton
    [cement] la Cimenterie
    [paper] la Papeterie
    [curry] la Fabrique à curry
    [oil] l'Huilerie
    [bricks] la Briqueterie
    [planks] la Menuiserie
    [dye] la Teinturerie
    [cloth] le Tissage
    [statue] l'Atelier du sculpteur
    [book] la Reliure
    [painting] l'Atelier du peintre
    [clothing] l'Atelier du tailleur
   *[other] { $space }
}
agra-n-guild = { $guild ->
    [artisans] Artisans
    [merchants] Marchands
    [scholars] Érudits
   *[other] { $guild }
}
agra-n-guild2 = { $guild2 ->
    [artisans] Artisans
    [merchants] Marchands
    [scholars] Érudits
   *[other] { $guild2 }
}
agra-n-guildw = { $guild ->
    [artisans] artisans
    [merchants] marchands
    [scholars] érudits
   *[other] { $guild }
}
agra-n-notable = { $notable ->
    [n1] Négociant portugais
    [n2] Soufi
    [n3] Takshaka
    [n4] Mahout
    [n5] Khatib
    [n6] Négociant français
    [n7] Teinturier
    [n8] Cuisinier
    [n9] Muezzin
    [n10] Jagirdar
    [n11] Calife
    [n12] Calligraphe
    [n13] Mollah
    [n14] Négociant anglais
    [n15] Fabricant de mosaïque
    [n16] Mujtahida
    [n17] Négociant hollandais
    [n18] Peintre
    [n19] Subadar
    [n20] Sadr us-Sudur
    [n21] Grand Mufti
    [n22] Grand Imam
    [n23] Artiste de la Cour
    [n24] Dewan
   *[other] { $notable }
}
agra-n-side = { $side ->
    [n] nord
    [e] est
    [s] sud
    [w] ouest
   *[other] { $side }
}
agra-n-favour = { $fid ->
    [f1] gagner 1 Marchandise de base
    [f2] transformer 1 Marchandise le long de n'importe quelle flèche
    [f3] +1 niveau sur une piste
    [ft1] relever 1 ouvrier couché
    [ft2] +1 Marchandise lors d'une transformation
    [ft3] +1 PM (méditation)
    [ft4] vendre 1 Marchandise pour sa valeur
    [ft5] retirer 1 tuile Cache
    [ft6] livrer 1 Marchandise à un Notable
    [ft7] servir Akbar ou honorer une commande
    [ft8] 2 déplacements de Fermier
    [ft9] une opération de jeton Prix
    [ft10] échanger 1 Marchandise contre une autre de même valeur
    [ft11] gagner 1 Marchandise de valeur 2
    [ft12] marqueur Méditation +1 gratuitement
    [ft13] transformer une Marchandise de valeur 1 en une de valeur 2
    [ft14] péonage pour 3 Faveurs
   *[other] { $fid }
}

agra-n-act = { $act ->
    [exchange] échanger
    [deliver] livrer
    [transform] transformer
    [cache] tuile Cache
   *[other] { $act }
}
agra-n-slot = { $slot ->
    [sandstone] grès
    [wood] bois
    [turmeric] curcuma
    [cotton] coton
    [cement] ciment
    [paper] papier
    [curry] curry
    [oil] huile
    [bricks] briques
    [planks] planches
    [dye] teinture
    [cloth] tissu
    [statue] statue
    [book] livre
    [painting] tableau
    [clothing] vêtements
   *[other] { $slot }
}
agra-cat-bag = Roupies
agra-cat-notables = Notables
agra-cat-influence = majorités
agra-cat-meditation = Méditation
agra-cat-caches = tuiles Cache
agra-cat-akbar = Akbar
agra-final-1 = { $who1 } { $t1 } ({ agra-cat-bag } { $bag1 }, { agra-cat-notables } { $notables1 }, { agra-cat-influence } { $influence1 }, { agra-cat-meditation } { $meditation1 }, { agra-cat-caches } { $caches1 }, { agra-cat-akbar } { $akbar1 }{ $tie1 ->
    [yes] , départage { $tb1 }
   *[no] { "" }
}; rang { $rank1 })
agra-final-2 = { $who2 } { $t2 } ({ agra-cat-bag } { $bag2 }, { agra-cat-notables } { $notables2 }, { agra-cat-influence } { $influence2 }, { agra-cat-meditation } { $meditation2 }, { agra-cat-caches } { $caches2 }, { agra-cat-akbar } { $akbar2 }{ $tie2 ->
    [yes] , départage { $tb2 }
   *[no] { "" }
}; rang { $rank2 })
agra-final-3 = { $who3 } { $t3 } ({ agra-cat-bag } { $bag3 }, { agra-cat-notables } { $notables3 }, { agra-cat-influence } { $influence3 }, { agra-cat-meditation } { $meditation3 }, { agra-cat-caches } { $caches3 }, { agra-cat-akbar } { $akbar3 }{ $tie3 ->
    [yes] , départage { $tb3 }
   *[no] { "" }
}; rang { $rank3 })
agra-final-4 = { $who4 } { $t4 } ({ agra-cat-bag } { $bag4 }, { agra-cat-notables } { $notables4 }, { agra-cat-influence } { $influence4 }, { agra-cat-meditation } { $meditation4 }, { agra-cat-caches } { $caches4 }, { agra-cat-akbar } { $akbar4 }{ $tie4 ->
    [yes] , départage { $tb4 }
   *[no] { "" }
}; rang { $rank4 })
agra-ev-final = Décompte final : { $n ->
    [2] { agra-final-1 }; { agra-final-2 }
    [3] { agra-final-1 }; { agra-final-2 }; { agra-final-3 }
   *[other] { agra-final-1 }; { agra-final-2 }; { agra-final-3 }; { agra-final-4 }
}.{ $ties ->
    [yes] { " " }Les égalités sont départagées par la valeur des Marchandises en stock + les Faveurs.
   *[no] { "" }
}

## Événements (le journal de la partie)
agra-ev-answered = { $who } a répondu.
agra-ev-answered-you = Vous avez répondu « { $action } ».
agra-ev-round-turn = Manche { $round } : au tour de { $who }.
agra-ev-over = La partie est terminée : décompte final.
agra-ev-meditates = { $who } médite.
agra-ev-no-space = { $who } n'a aucun emplacement Action possible : l'action est passée.
agra-ev-ends-turn = { $who } termine son tour.
agra-ev-ejected = L'ouvrier { $up ->
    [yes] debout
   *[no] couché
} de { $who } est éjecté.
agra-ev-place-site = { $who } place un ouvrier sur le chantier du Bâtisseur : { agra-n-the-space }.
agra-ev-peonage = { $who } utilise de nouveau { agra-n-the-space } (péonage).
agra-ev-place = { $who } place un ouvrier sur { agra-n-the-space }.
agra-ev-coins = { $who } prend { $k ->
    [one] la { $k } Roupie posée
   *[other] les { $k } Roupies posées
} sur { agra-n-the-space }.
agra-ev-coins-you = Vous prenez { $k ->
    [one] la { $k } Roupie posée
   *[other] les { $k } Roupies posées
} sur { agra-n-the-space } ; vous en avez maintenant { $total }.
agra-ev-merchant-favours = { $who } gagne 2 Faveurs grâce au Marchand.
agra-ev-merchant-moves = Le Marchand fait { $n } au dé et se rend sur { agra-n-the-space }.
agra-ev-builder-leaves = Il ne reste aucun chantier : le Bâtisseur quitte la partie.
agra-ev-builder-rolls = Le Bâtisseur fait { $n } au dé.
agra-ev-builder-moves = Le Bâtisseur se rend sur { agra-n-the-space }.
agra-ev-builds = { $who } construit { agra-n-the-space }.
agra-ev-boat-builds = L'événement du bateau construit { agra-n-the-space }.
agra-ev-pays-site = { $who } paie { $n ->
    [1] { $k1 } { agra-n-m1 }
    [2] { $k1 } { agra-n-m1 }, { $k2 } { agra-n-m2 }
    [3] { $k1 } { agra-n-m1 }, { $k2 } { agra-n-m2 }, { $k3 } { agra-n-m3 }
   *[other] { $k1 } { agra-n-m1 }, { $k2 } { agra-n-m2 }, { $k3 } { agra-n-m3 }, { $k4 } { agra-n-m4 }
} pour { agra-n-the-space }.
agra-ev-bonus-tile = { $who } prend la tuile Bonus Construction { $tile }.
agra-ev-transforms = { $who } transforme { $k } { agra-n-src } en { agra-n-tgt }.
agra-ev-no-follow = { $who } ne suit pas.
agra-ev-follows = { $who } suit : { $k } { agra-n-src } en { agra-n-tgt }.
agra-ev-follower-favours = { $who } gagne { $k } { $k ->
    [one] Faveur
   *[other] Faveurs
} grâce aux joueurs qui suivent.
agra-ev-produces = { $who } produit { $k } { agra-n-good }.
agra-ev-dyer = { $who } échange 2 { agra-n-good } contre 1 { agra-n-good2 } (Teinturier).
agra-ev-delivers = { $who } livre { agra-n-good } au { agra-n-notable }{ $double ->
    [yes] { " " }deux fois (double livraison)
   *[no] { "" }
}.
agra-ev-complete = Le { agra-n-notable } est complet : { $who } remporte le contrat.
agra-ev-sufi = { $who } avance sur la piste Méditation (Soufi).
agra-ev-pays-sailor = { $who } paie 1 { agra-n-good } au Marin.
agra-ev-no-jagirdar = { $who } n'utilise pas le Jagirdar.
agra-ev-boat = Le bateau avance au ponton { $n }.
agra-ev-pontoon3 = Chaque joueur gagne 1 Faveur par Coton (3 au plus). La limite de commandes passe à 4.
agra-ev-pontoon4 = Les jetons Prix retournent au Négociant ; chaque joueur gagne 1 Faveur. Limite 5.
agra-ev-pontoon5 = Chaque joueur prend une Marchandise de valeur 1, 2 ou 3 (selon son Coton). La limite de commandes passe à 6.
agra-ev-p5-takes = { $who } prend 1 { agra-n-good } (ponton 5).
agra-ev-fulfils = { $who } honore la commande { $n } des { agra-n-guildw } ({ agra-n-g1 } + { agra-n-g2 }).
agra-ev-akbar = { $who } sert Akbar : { agra-n-good } (emplacement { agra-n-slot }).
agra-ev-track-top = Le marqueur { agra-n-guildw } de { $who } est déjà tout en haut (pas perdu).
agra-ev-track-up = { $who } monte au niveau { $n } des { agra-n-guildw }.
agra-ev-takes-tile = { $who } prend la tuile Faveur { $tile }.
agra-ev-level-favours = { $who } prend { $k } { $k ->
    [one] Faveur
   *[other] Faveurs
} (bonus du niveau { $n }).
agra-ev-discards-tile = { $who } défausse la tuile Faveur { $tile }.
agra-ev-lays = { $who } couche { $k } { $k ->
    [one] ouvrier
   *[other] ouvriers
} pour { $mp } PM.
agra-ev-mosaic = { $who } convertit { $k } PM en Faveurs (Fabricant de mosaïque).
agra-ev-wheel = La roue de Méditation bloque désormais « { agra-n-act } ».
agra-ev-exchanges = { $who } échange 1 { agra-n-good } contre 1 { agra-n-good2 }.
agra-ev-cache = { $who } retire la tuile Cache { $cache }.
agra-ev-farmer = { $who } déplace le Fermier { agra-n-side } { $dir ->
    [forward] vers l'avant
   *[back] vers l'arrière
}.
agra-ev-token-flip = { $who } retourne le jeton Prix sur { agra-n-good }.
agra-ev-token-put = { $who } place un jeton Prix sur { agra-n-good } ({ $sign }).
agra-ev-trader-gives = { $who } donne { $n ->
    [1] { agra-n-g1 }
    [2] { agra-n-g1 }, { agra-n-g2 }
   *[other] { agra-n-g1 }, { agra-n-g2 }, { agra-n-g3 }
} au Négociant.
agra-ev-trader-takes = { $who } prend 1 { agra-n-good } au Négociant.
agra-ev-favour = { $who } utilise l'action Faveur { $tile }{ $mollah ->
    [yes] { " " }avec le Mollah
   *[no] { "" }
}.
agra-ev-luxury = { $who } utilise : { agra-n-good } (action Marchandise de luxe).
agra-ev-spends = { $who } dépense { $n ->
    [1] { agra-n-g1 }
   *[other] { agra-n-g1 } et { agra-n-g2 }
} pour relever des ouvriers.
agra-ev-caliph = { $who } dépense 1 Coton (Calife).
agra-ev-stands = { $who } relève l'ouvrier sur { agra-n-the-space }.
agra-ev-gains = { $who } gagne { $k } { agra-n-good }.
agra-ev-sells = { $who } vend 1 { agra-n-good }.
agra-ev-french = { $who } livre { agra-n-good } sur la carte du Négociant français.
agra-ev-meditation-up = { $who } monte à la case Méditation { $n }.
agra-ev-gain-rupees = { $who } gagne des Roupies ({ agra-why }).
agra-ev-gain-rupees-you = Vous gagnez { $k } { $k ->
    [one] Roupie
   *[other] Roupies
} ({ agra-why }) ; vous en avez maintenant { $total }.
agra-ev-pay-rupees = { $who } paie des Roupies ({ agra-why }).
agra-ev-pay-rupees-you = Vous payez { $k } { $k ->
    [one] Roupie
   *[other] Roupies
} ({ agra-why }) ; il vous en reste { $total }.
agra-ev-end-triggered = La fin de partie est déclenchée ({ agra-end-why }) : on termine cette manche, puis une dernière.
agra-why = { $why ->
    [peonage] péonage
    [takshaka] Takshaka
    [bonus-tile] tuile Bonus { $tile }
    [bonus] bonus du { agra-n-notable } pour { agra-n-good }
    [delivery] livraison au { agra-n-notable }
    [double] double livraison
    [refund] livraisons inutilisées du Marin
    [order] commande des { agra-n-guildw }
    [sold] { agra-n-good } vendu
    [french] Négociant français
   *[other] { $why }
}
agra-end-why = { $why ->
    [stalemate] aucun joueur n'a pu placer d'ouvrier de toute la manche
    [notable] le Notable de niveau IV { agra-n-notable } est complet
    [boat] le bateau a atteint le ponton 6
    [column] la colonne Commandes des { agra-n-guildw } est remplie
    [track] { $who } a atteint le sommet de la piste des { agra-n-guildw }
   *[other] { $why }
}
agra-ev-setup = Mise en place : le Marchand part du Bâtiment B{ $n }, le Bâtisseur est sur { agra-n-the-space }.
agra-ev-first = { $who } est le premier joueur.

## What a decision asks (text.KINDS, STAGES) and one-word moves (ONE_WORD, TWO_WORDS)
agra-kind-turn = tour
agra-kind-lay = coucher des ouvriers pour des points de Méditation
agra-kind-med = actions Méditation
agra-kind-arch = Architecte : influence ou construction
agra-kind-mat = choisir les matériaux de construction
agra-kind-bonus = choisir une tuile Bonus Construction
agra-kind-proc = combien de Marchandises transformer
agra-kind-prod = combien de Marchandises produire
agra-kind-dyer = échange du Teinturier
agra-kind-spay = Marin : payer une Marchandise
agra-kind-sail = Marin : livraisons
agra-kind-trade = Négociant
agra-kind-tok = jeton Prix
agra-kind-tx = échange du Négociant
agra-kind-bot = options du Botaniste
agra-kind-cache = retirer une tuile Cache
agra-kind-farm = déplacer des Fermiers
agra-kind-follow = suivre la transformation ?
agra-kind-jag = livraison du Jagirdar
agra-kind-infl = pas d'influence des Notables
agra-kind-lvl = bonus de niveau d'influence
agra-kind-discard = défausser une tuile Faveur
agra-kind-mosaic = Fabricant de mosaïque : prendre une tuile Faveur
agra-kind-track = choisir une piste
agra-kind-track2 = tableau : deux pistes
agra-kind-stand = relever des ouvriers
agra-kind-gain = gagner une Marchandise
agra-kind-sell = vendre une Marchandise
agra-kind-french = livraison au Négociant français
agra-kind-x1 = échanger une Marchandise
agra-kind-mdn = livrer à quel Notable
agra-kind-mdg = Marchandises pour le Notable
agra-kind-mtr = transformer le long de quelle flèche
agra-kind-sadr = Sadr us-Sudur : servir Akbar
agra-kind-ft7 = servir Akbar ou honorer une commande
agra-kind-p5 = ponton 5 : prendre une Marchandise
agra-kind-fmenu = actions Faveur
agra-kind-fdel = livraison Faveur à un Notable
agra-kind-peon = payer le péonage (Roupies ou Faveurs)
agra-kind-bmove = le Bâtisseur se déplace
agra-kind-boat = le bateau avance
agra-kind-merchant = le Marchand se déplace
agra-kind-next = le tour suivant
agra-kind-mainend = la fin de l'action
agra-kind-wproc = transformer dans le nouveau Bâtiment
agra-stage-start = méditer, ou placer un ouvrier
agra-stage-act = placer un ouvrier
agra-stage-extra = placer un ouvrier (action supplémentaire de la statue)
agra-stage-orders = phase Commandes : Akbar, une commande de Guilde, ou fin du tour
agra-kind-other = une décision
agra-kind-yours = votre décision
agra-stage-end = finir le tour
agra-stage-end-yours = finir votre tour
agra-a-favour = Actions Faveur…
agra-a-meditate = Méditer (coucher des ouvriers pour des PM)
agra-a-exchange = Échanger…
agra-a-deliver = Livrer à un Notable…
agra-a-transform = Transformer une Marchandise…
agra-a-cache = Retirer une tuile Cache…
agra-a-farmer = Déplacer un Fermier…
agra-a-farmers = Déplacer des Fermiers…
agra-a-token = Jeton Prix…
agra-a-take = Fin des dons : prendre des Marchandises
agra-a-pay = Payer ces matériaux
agra-a-statue = Statue : une action principale supplémentaire
agra-a-book = Livre : relever jusqu'à 3 ouvriers, +1 Faveur
agra-a-painting = Tableau : +1 sur deux pistes
agra-a-clothing = Vendre des vêtements
agra-a-oil = Dépenser de l'huile : relever 1 ouvrier
agra-a-curry = Dépenser du curry : relever 1 ouvrier
agra-a-caliph = Calife : dépenser du coton, relever 1 ouvrier
agra-a-french = Livraison au Négociant français…
agra-a-english = Échange du Négociant anglais…
agra-a-cook = Reprendre un ouvrier au Cuisinier
agra-a-favours = Prendre les Faveurs
agra-a-decline = Ne pas suivre
agra-a-follow = Suivre avec 1 Marchandise
agra-a-back = Retour : quitter ce menu
agra-a-done = Terminé : finir cette étape
agra-a-none = Ne rien prendre
agra-a-pass = Passer (rien à faire ici)
agra-a-end-turn = Finir votre tour
agra-a-no-swap = Garder les Marchandises produites (pas d'échange)
agra-a-oil-curry = Dépenser huile et curry : relever jusqu'à 3 ouvriers
agra-a-pay-done = Arrêter de payer : les livraisons sont fixées
agra-a-pay-favours = Payer le péonage avec 3 Faveurs (FT14)
agra-a-pay-none = Ne rien payer : 1 livraison
agra-a-pay-rupees = Payer le péonage en Roupies

## Textes (games/agra/text.py) : règles, invites, libellés des coups, résumés, plateau, refus
agra-rules = **Agra** (2 à 4 joueurs). Les Roupies sont les points de victoire et restent **secrètes** jusqu'à la fin.
    À chaque tour : phase **Méditation** facultative (coucher des ouvriers debout pour des PM ; échanger, livrer, transformer, retirer une tuile Cache — une action extérieure est bloquée — ou déplacer des Fermiers), puis la phase **Actions** obligatoire : placer un ouvrier sur un Personnage principal (Architecte : +1 influence ou construire ; Marin : payer une Marchandise pour livrer des Notables et une commande de Guilde ; Négociant : jeton Prix et/ou échange ; Botaniste : deux parmi méditer, Cache, Fermiers), un Bâtiment construit (produire ou transformer jusqu'à 3 Marchandises — les autres peuvent *suivre* avec une Marchandise) ou le chantier du Bâtisseur. Un emplacement occupé par un autre joueur l'éjecte (il gagne des Faveurs) ; le vôtre coûte 2 Roupies (péonage). Puis, au choix, servir **Akbar** une Marchandise ou honorer une **commande de Guilde**, et `end turn`.
    À toute invite de votre tour : huile/curry relèvent des ouvriers, actions Faveur, Marchandises de luxe (statue = action supplémentaire, tableau = 2 influences, livre, vêtements = vente), capacités des Notables.
    Les Notables de la rivière rapportent 1 Roupie par marqueur posé sur eux quand vous livrez ; la majorité remporte le contrat. Les Notables complets font avancer le bateau (événements). La fin arrive après la manche qui suit un Notable de niveau IV, une influence de 10 ou une colonne de commandes remplie. Décompte final : Notables de fin de partie, majorités d'influence × commandes, Méditation VII (5), tuiles Cache retirées, Akbar (0/1/3/5, +3 chacune).
    Les coups s'écrivent comme `place sailor` (ou `placer marin`), `pay curry`, `give n2 curry`, `process 3`, `follow`, `end turn` (ou `fin tour`).
agra-nothing-to-decide = rien à décider
agra-none = aucune
agra-nobody = personne
agra-and = { " " }et{ " " }
agra-free = libre
agra-neutral = neutre
agra-empty = vide
agra-no-goods = aucune Marchandise
agra-no-notable-left = plus aucun Notable
agra-goods-k = { $k } { agra-n-good }
agra-tile-text = { $tile } ({ agra-n-favour })
agra-worker = { $who } { $up ->
    [yes] debout
   *[no] couché
}
## describe
agra-d-place-again = Utiliser de nouveau { agra-n-space } (péonage)
agra-d-place-eject = Placer un ouvrier sur { agra-n-space } (éjecte { $who })
agra-d-place-site = Placer un ouvrier sur le chantier du Bâtisseur : { agra-n-space } (construit gratuitement)
agra-d-place = Placer un ouvrier sur { agra-n-space }
agra-d-process = Transformer { $k } Marchandise(s){ $ft2 ->
    [yes] { " " }+1 avec FT2
   *[no] { "" }
}
agra-d-produce = Produire { $k } Marchandise(s){ $ft2 ->
    [yes] { " " }+1 avec FT2
   *[no] { "" }
}
agra-d-pay = Payer 1 { agra-n-good } (valeur { $value })
agra-d-deliver = Livrer { agra-n-good } au { agra-n-notable }{ $double ->
    [yes] { " " }×2 (double livraison)
   *[no] { "" }
}
agra-d-favour = Action Faveur { $tile } : { agra-n-favour }{ $mollah ->
    [yes] { " " }avec le Mollah
   *[no] { "" }
}
agra-d-order = Honorer la commande des { agra-n-guild } ({ agra-n-g1 } + { agra-n-g2 })
agra-d-order-none = Honorer la commande des { agra-n-guild } ()
agra-d-akbar = Servir Akbar : { agra-n-good }
agra-d-akbar-slot = Servir Akbar : { agra-n-good } sur l'emplacement { agra-n-slot }
agra-d-build = Construire : { agra-n-building } (coût { $cost })
agra-d-transform = Transformer { agra-n-src } en { agra-n-tgt }{ $ft2 ->
    [yes] { " " }(+1 avec FT2)
   *[no] { "" }
}
agra-d-notable = Livrer au { agra-n-notable }
agra-d-bonus = { $tile } : { $guild ->
    [none] { "" }
   *[other] +1 { agra-n-guild }{ ", " }
}{ $fav ->
    [0] { "" }
   *[other] { $fav } Faveur{ ", " }
}{ $cache ->
    [yes] retirer une tuile Cache{ ", " }
   *[no] { "" }
}{ $rupees } Roupies
agra-d-tile = Tuile Faveur { $tile } : { agra-n-favour }
agra-d-use = Ajouter 1 { agra-n-good } (valeur de construction { $value })
agra-d-lay = Coucher votre ouvrier sur { agra-n-space }
agra-d-stand = Relever votre ouvrier sur { agra-n-space }
agra-d-cache = Retirer la tuile Cache { $cache }
agra-d-farmer = Déplacer le Fermier { agra-n-side } { $dir ->
    [forward] vers l'avant
   *[back] vers l'arrière
}
agra-d-gain = Gagner 1 { agra-n-good } (valeur { $value })
agra-d-take = Prendre 1 { agra-n-good } (valeur { $value })
agra-d-sell = Vendre 1 { agra-n-good } (valeur { $value })
agra-d-send = Livrer 1 { agra-n-good } (valeur { $value })
agra-d-swap = Échanger contre 1 { agra-n-good } (valeur { $value })
agra-d-give = Donner 1 { agra-n-good } (valeur { $value })
agra-d-influence = +1 niveau sur la piste des { agra-n-guild }
agra-d-on = Placer le jeton sur { agra-n-good }
agra-d-face-up = Face montante (+1)
agra-d-face-down = Face descendante (−1)
agra-d-mosaic = Convertir { $mp } PM en { $k } { $k ->
    [one] Faveur
   *[other] Faveurs
}
agra-d-follow = Suivre avec 1 Marchandise{ $ft2 ->
    [yes] { " " }(+1 avec FT2)
   *[no] { "" }
}
agra-d-raise = +1 niveau chez les { agra-n-guild }
agra-d-raise2 = +1 niveau chez les { agra-n-guild } et les { agra-n-guild2 }
## invites
agra-p-over = La partie est terminée.
agra-p-turn = Votre tour : { $stage }.
agra-p-follow = { $who } transforme { agra-n-src } en { agra-n-tgt } : suivre ?
agra-p-med = Méditation : il reste { $mp } PM.
agra-p-sail = Marin : { $k ->
    [one] il reste { $k } livraison
   *[other] il reste { $k } livraisons
}.
agra-p-p5 = Ponton 5 : prenez une Marchandise de valeur { $value }.
## refus
agra-x-empty = Tapez un coup.
agra-x-nothing = Vous n'avez rien à décider pour l'instant.
agra-x-not-built = { agra-n-building } n'est pas construit(e) (seul le chantier du Bâtisseur l'est).
agra-x-peonage = Le péonage coûte 2 Roupies (1 avec le Calligraphe, ou 3 Faveurs avec FT14) et vous ne pouvez pas le payer.
agra-x-no-reserve = Vous n'avez plus d'ouvrier en réserve : seulement vos propres emplacements (péonage).
agra-x-place-first = Placez d'abord un ouvrier : la phase Actions est obligatoire.
agra-x-not-a-move = « { $action } » n'est pas un coup possible ici ; essayez { $verbs }.
agra-x-not-legal = « { $action } » n'est pas permis maintenant.
## titre, résumé
agra-h-over = Agra : la partie est terminée.
agra-h-turn = Agra, manche { $round }, tour de { $who } — on attend { $pending } : { $deciding }.
agra-s-boat = Bateau au ponton { $boat }, limite de commandes { $limit }, la roue bloque { agra-n-act }.
agra-s-player = { $who } : { $goods } ; { $favours } Faveurs ; influence { $infl } ; Méditation { $med } ; { $k } Notables.
agra-s-final = Final : { $scores }
## texte du plateau
agra-b-site = chantier, coût { $cost }
agra-b-merchant = le Marchand est ici (+2 Faveurs)
agra-b-builder = le Bâtisseur est ici (un ouvrier le construit gratuitement)
agra-b-coins = { $k } { $k ->
    [one] Roupie posée
   *[other] Roupies posées
} ici
agra-b-space = { agra-n-space } : { $bits }
agra-b-end = La fin est déclenchée (manche { $round }) : après cette manche, une dernière.
agra-b-boat = Bateau au ponton { $boat } sur 6 (Notables accessibles jusqu'au niveau { $level }) ; limite de commandes { $limit } ; action Méditation bloquée : { agra-n-act } ; premier joueur { $who }.
agra-b-characters = Personnages : { $spaces }.
agra-b-buildings = Bâtiments de niveau { $level } : { $spaces }.
agra-b-values = Valeur des Marchandises : de base 1, manufacturées 2, de luxe 3{ $any ->
    [0] { "" }
   *[other] ; modifiées par les jetons Prix : { $changed }
}.
agra-b-slot = { agra-n-good } { $marks }
agra-b-notable = { agra-n-notable } ({ $id }, niveau { $level }, { agra-n-guildw }) : { $slots }
agra-b-river = Rivière : { $notables }.
agra-b-completed = Notables complétés par niveau : { $done }
agra-b-order-goods = { agra-n-g1 } + { agra-n-g2 }
agra-b-order-full = aucune (colonne remplie)
agra-b-order-by = { agra-n-g1 } + { agra-n-g2 } par { $who }
agra-b-orders = Commandes des { agra-n-guild } : en cours { $current } ; honorées : { $filled } ({ $k }/{ $limit } marqueurs).
agra-b-akbar-slot = { agra-n-slot } { $who }
agra-b-akbar = Emplacements d'Akbar : { $slots }.
agra-b-tiles = Tuiles Faveur visibles : { $display } ; { $pile } dans la pioche. Tuiles Bonus Construction restantes : { $bonus }.
agra-b-infl = { agra-n-guild } { $level }
agra-b-player = { $who } : { $goods } ; { $favours } Faveurs ; tuiles Faveur { $tiles } ; { $reserve } ouvriers en réserve{ $cook ->
    [0] { "" }
   *[other] , { $cook } chez le Cuisinier
} ; Méditation { $med } ; influence { $infl } ; Notables { $contracts } ; production { $prod } ; { $caches } { $caches ->
    [one] tuile Cache retirée
   *[other] tuiles Cache retirées
} ; { $orders } { $orders ->
    [one] commande honorée
   *[other] commandes honorées
}, { $akbar } { $akbar ->
    [one] Marchandise pour Akbar
   *[other] Marchandises pour Akbar
}{ $shown ->
    [yes] { " " }; { $rupees } { $rupees ->
        [one] Roupie
       *[other] Roupies
    }
   *[no] { "" }
}.
agra-b-final = Scores finaux :
agra-b-tie = ; départage { $tb }
## résumé privé
agra-ps-rupees = Vous avez { $k } { $k ->
    [one] Roupie
   *[other] Roupies
} (secret jusqu'au décompte final).
agra-ps-tiles = Tuiles Faveur : { $tiles }.
agra-ps-pile = Pioche des tuiles Faveur : { $tiles }
agra-ps-answer = Votre réponse, appliquée quand tout le monde aura répondu : { $action }.
agra-good-v = { agra-n-good } { $v }
