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
# une seule marchandise (« 1 brique », « 2 briques »)
agra-n-good-one = { $good ->
    [bricks] brique
    [planks] planche
    [clothing] vêtement
   *[other] { agra-n-good }
}
agra-n-good2-one = { $good2 ->
    [bricks] brique
    [planks] planche
    [clothing] vêtement
   *[other] { agra-n-good2 }
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
agra-n-src-one = { $src ->
    [bricks] brique
    [planks] planche
    [clothing] vêtement
   *[other] { agra-n-src }
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
    [botanist] la Botaniste
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
# « des » / « les » devant le nom d'une guilde (l'italien choisit dei/degli, i/gli selon le nom)
agra-n-guild-di = { $guild ->
   *[other] des { agra-n-guild }
}
agra-n-guildw-di = { $guild ->
   *[other] des { agra-n-guildw }
}
agra-n-guild-gli = { $guild ->
   *[other] les { agra-n-guild }
}
agra-n-guild2-gli = { $guild2 ->
   *[other] les { agra-n-guild2 }
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
# le nom d'un Notable avec son article et sa préposition (la Mujtahida, l'Artiste de la Cour)
agra-n-to-notable = { $notable ->
    [n16] à la { agra-n-notable }
    [n23] à l'{ agra-n-notable }
   *[other] au { agra-n-notable }
}
agra-n-of-notable = { $notable ->
    [n16] de la { agra-n-notable }
    [n23] de l'{ agra-n-notable }
   *[other] du { agra-n-notable }
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
agra-ev-transforms = { $k ->
    [0] { $who } ne transforme rien.
   *[other] { $who } transforme { $k ->
    [one] { $k } { agra-n-src-one }
   *[other] { $k } { agra-n-src }
} en { agra-n-tgt }.
}
agra-ev-no-follow = { $who } ne suit pas.
agra-ev-follows = { $who } suit : { $k ->
    [one] { $k } { agra-n-src-one }
   *[other] { $k } { agra-n-src }
} en { agra-n-tgt }.
agra-ev-follower-favours = { $who } gagne { $k } { $k ->
    [one] Faveur
   *[other] Faveurs
} grâce aux joueurs qui suivent.
agra-ev-produces = { $who } produit { $k ->
    [one] { $k } { agra-n-good-one }
   *[other] { $k } { agra-n-good }
}.
agra-ev-dyer = { $who } échange 2 { agra-n-good } contre 1 { agra-n-good2-one } (Teinturier).
agra-ev-delivers = { $who } livre { agra-n-good } { agra-n-to-notable }{ $double ->
    [yes] { " " }deux fois (double livraison)
   *[no] { "" }
}.
agra-ev-complete = Contrat { agra-n-of-notable } complet : { $who } remporte la carte.
agra-ev-sufi = { $who } avance sur la piste Méditation (Soufi).
agra-ev-pays-sailor = { $who } paie 1 { agra-n-good-one } au Marin.
agra-ev-no-jagirdar = { $who } n'utilise pas le Jagirdar.
agra-ev-boat = Le bateau avance au ponton { $n }.
agra-ev-pontoon3 = Chaque joueur gagne 1 Faveur par Coton (3 au plus). La limite de commandes passe à 4.
agra-ev-pontoon4 = Les jetons Prix retournent au Négociant ; chaque joueur gagne 1 Faveur. Limite 5.
agra-ev-pontoon5 = Chaque joueur prend une Marchandise de valeur 1, 2 ou 3 (selon son Coton). La limite de commandes passe à 6.
agra-ev-p5-takes = { $who } prend 1 { agra-n-good-one } (ponton 5).
agra-ev-fulfils = { $who } honore la commande { $n } des { agra-n-guildw } ({ agra-n-g1 } + { agra-n-g2 }).
agra-ev-akbar = { $who } sert Akbar : { agra-n-good } (emplacement { agra-n-slot }).
agra-ev-track-top = Le marqueur { agra-n-guildw } de { $who } est déjà tout en haut : le niveau gagné est perdu.
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
agra-ev-exchanges = { $who } échange 1 { agra-n-good-one } contre 1 { agra-n-good2-one }.
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
agra-ev-trader-takes = { $who } prend 1 { agra-n-good-one } au Négociant.
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
agra-ev-gains = { $who } gagne { $k ->
    [one] { $k } { agra-n-good-one }
   *[other] { $k } { agra-n-good }
}.
agra-ev-sells = { $who } vend 1 { agra-n-good-one }.
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
    [bonus] bonus { agra-n-of-notable } pour { agra-n-good }
    [delivery] livraison { agra-n-to-notable }
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
agra-kind-bot = options de la Botaniste
agra-kind-cache = retirer une tuile Cache
agra-kind-farm = déplacer des Fermiers
agra-kind-follow = suivre la transformation ?
agra-kind-jag = livraison du Jagirdar
agra-kind-infl = niveaux d'Influence gagnés grâce aux Notables
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
agra-goods-k = { $k ->
    [one] { $k } { agra-n-good-one }
   *[other] { $k } { agra-n-good }
}
agra-tile-text = { $tile } ({ agra-n-favour })
agra-worker = { $who } { $up ->
    [yes] debout
   *[no] couché
}
## describe
agra-d-place-again = Utiliser de nouveau { agra-n-the-space } (péonage)
agra-d-place-eject = Placer un ouvrier sur { agra-n-the-space } (éjecte { $who })
agra-d-place-site = Placer un ouvrier sur le chantier du Bâtisseur : { agra-n-space } (construit gratuitement)
agra-d-place = Placer un ouvrier sur { agra-n-the-space }
agra-d-process = Transformer { $k ->
    [one] { $k } Marchandise
   *[other] { $k } Marchandises
}{ $ft2 ->
    [yes] { " " }+1 avec FT2
   *[no] { "" }
}
agra-d-produce = Produire { $k ->
    [one] { $k } Marchandise
   *[other] { $k } Marchandises
}{ $ft2 ->
    [yes] { " " }+1 avec FT2
   *[no] { "" }
}
agra-d-pay = Payer 1 { agra-n-good-one } (valeur { $value })
agra-d-deliver = Livrer { agra-n-good } { agra-n-to-notable }{ $double ->
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
agra-d-notable = Livrer { agra-n-to-notable }
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
agra-d-use = Ajouter 1 { agra-n-good-one } (valeur de construction { $value })
agra-d-lay = Coucher votre ouvrier sur { agra-n-the-space }
agra-d-stand = Relever votre ouvrier sur { agra-n-the-space }
agra-d-cache = Retirer la tuile Cache { $cache }
agra-d-farmer = Déplacer le Fermier { agra-n-side } { $dir ->
    [forward] vers l'avant
   *[back] vers l'arrière
}
agra-d-gain = Gagner 1 { agra-n-good-one } (valeur { $value })
agra-d-take = Prendre 1 { agra-n-good-one } (valeur { $value })
agra-d-sell = Vendre 1 { agra-n-good-one } (valeur { $value })
agra-d-send = Livrer 1 { agra-n-good-one } (valeur { $value })
agra-d-swap = Échanger contre 1 { agra-n-good-one } (valeur { $value })
agra-d-give = Donner 1 { agra-n-good-one } (valeur { $value })
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
   *[other] il reste { $k ->
    [one] { $k } livraison
   *[other] { $k } livraisons
}
}.
agra-p-p5 = Ponton 5 : prenez une Marchandise de valeur { $value }.
## refus
agra-x-empty = Tapez un coup.
agra-x-nothing = Vous n'avez rien à décider pour l'instant.
agra-x-not-built = Le Bâtiment { agra-n-building } n'est pas construit (seul le chantier du Bâtisseur l'est).
agra-x-peonage = Le péonage coûte 2 Roupies (1 avec le Calligraphe, ou 3 Faveurs avec FT14) et vous ne pouvez pas le payer.
agra-x-no-reserve = Vous n'avez plus d'ouvrier en réserve : seulement vos propres emplacements (péonage).
agra-x-place-first = Placez d'abord un ouvrier : la phase Actions est obligatoire.
agra-x-not-a-move = « { $action } » n'est pas un coup possible ici ; essayez { $verbs }.
agra-x-not-legal = « { $action } » n'est pas permis maintenant.
## titre, résumé
agra-h-over = Agra : la partie est terminée.
agra-h-round = Agra, manche { $round } :
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
   *[other] {" "}; modifiées par les jetons Prix : { $changed }
}.
agra-b-slot = { agra-n-good } { $marks }
agra-b-notable = { agra-n-notable } ({ $id }, niveau { $level }, { agra-n-guildw }) : { $slots }
agra-b-river = Rivière : { $notables }.
agra-b-completed = Notables complétés par niveau : { $done }
agra-b-order-goods = { agra-n-g1 } + { agra-n-g2 }
agra-b-order-full = aucune (colonne remplie)
agra-b-order-by = { agra-n-g1 } + { agra-n-g2 } par { $who }
agra-b-orders = Commandes des { agra-n-guild } : en cours { $current } ; honorées : { $filled } ({ $k }/{ $limit ->
    [one] { $limit } marqueur
   *[other] { $limit } marqueurs
}).
agra-b-akbar-slot = { agra-n-slot } { $who }
agra-b-akbar = Emplacements d'Akbar : { $slots }.
agra-b-tiles = Tuiles Faveur visibles : { $display } ; { $pile } dans la pioche. Tuiles Bonus Construction restantes : { $bonus }.
agra-b-infl = { agra-n-guild } { $level }
agra-b-player = { $who } : { $goods } ; { $favours } Faveurs ; tuiles Faveur { $tiles } ; { $reserve ->
    [one] { $reserve } ouvrier
   *[other] { $reserve } ouvriers
} en réserve{ $cook ->
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

## Glossary terms (games/agra/glossary.py TERMS): .term is the word `explain` answers to
agra-t-turn = Votre tour : phase Méditation facultative, puis l'action obligatoire (placer un ouvrier), puis, au choix, servir Akbar ou honorer une commande de Guilde, puis `end turn`. Actions secondaires (huile, curry, actions Faveur, Marchandises de luxe, capacités des Notables) à toute invite de votre tour.
    .term = tour
agra-t-end-turn = Terminer votre tour (après votre action ; Akbar ou une commande sont facultatifs).
    .term = fin du tour
agra-t-end = `end turn` termine votre tour ; voir aussi `explain fin de partie`.
    .term = fin
agra-t-end-of-the-game = Déclenchée par un Notable de niveau IV complété, une influence de 10 ou une colonne de commandes remplie : on termine la manche, puis une manche de plus, puis le décompte final.
    .term = fin de partie
agra-t-end-triggered = La fin de partie est déclenchée : on termine cette manche, on en joue encore une, puis le décompte final.
    .term = fin déclenchée
agra-t-round = Chaque joueur joue un tour, en commençant par le premier joueur.
    .term = manche
agra-t-first-player = Le joueur qui commence chaque manche.
    .term = premier joueur
agra-t-action = La partie obligatoire de votre tour : placer un ouvrier (`place <space>`) sur un Personnage principal, un Bâtiment construit ou le chantier du Bâtisseur.
    .term = action
agra-t-place = `place <space>` : poser un ouvrier de votre réserve sur un Personnage principal (architect, sailor, trader, botanist) ou un Bâtiment (nommé par sa Marchandise : `place curry` = Fabrique à curry).
    .term = placer
agra-t-space = Un emplacement Action : les quatre Personnages principaux et les 16 Bâtiments. Chacun accueille un ouvrier.
    .term = emplacement
agra-t-worker = Vos pions (10). Posés debout ; couchés en Méditation pour des PM ; relevés par l'huile, le curry, un livre, le Calife, le Peintre ou FT1. Les ouvriers éjectés vous reviennent.
    .term = ouvrier
agra-t-workers = Voir `explain ouvrier`.
    .term = ouvriers
agra-t-reserve = Vos ouvriers hors du plateau, prêts à être placés.
    .term = réserve
agra-t-standing = Un ouvrier debout sur son emplacement : l'éjecter rapporte des Faveurs à son propriétaire.
    .term = debout
agra-t-lying = Un ouvrier couché pour des points de Méditation ; il occupe toujours son emplacement. L'éjecter ne rapporte rien.
    .term = couché
agra-t-eject = Se placer sur un emplacement occupé par l'ouvrier d'un autre joueur le renvoie dans la réserve de son propriétaire ; un ouvrier debout lui rapporte 1 Faveur (2 à partir de la case Méditation IV).
    .term = éjecter
agra-t-ejects = Voir `explain éjecter`.
    .term = éjecte
agra-t-peonage = Utiliser un emplacement où se trouve votre propre ouvrier : payez 2 Roupies (1 avec le Calligraphe, ou 3 Faveurs avec FT14) ; aucun nouvel ouvrier n'est placé, le vôtre se relève.
    .term = péonage
agra-t-pass = Aucun emplacement possible ou rien à faire : sauter cette étape (`pass`). Pour une fenêtre de réponse (Jagirdar, Sadr us-Sudur), c'est refuser.
    .term = passer
agra-t-done = Finir l'étape ou le sous-menu en cours.
    .term = terminé
agra-t-back = Quitter un sous-menu sans rien faire.
    .term = retour
agra-t-none = Ne rien prendre / ne rien payer (le choix proposé est facultatif).
    .term = rien
agra-t-no = `no swap` : garder les Marchandises produites telles quelles (Teinturier).
    .term = pas d'échange
agra-t-character = Les quatre Personnages principaux : Architecte, Marin, Négociant, Botaniste (emplacements Action).
    .term = personnage
agra-t-characters = Voir `explain personnage`.
    .term = personnages
agra-t-architect = Personnage : +1 influence sur une piste (`influence <guild>`), ou construire un chantier (`build <good>`, payer les matériaux avec `use <material>` … `pay`), prendre une tuile Bonus, y placer un ouvrier et transformer.
    .term = architecte
agra-t-sailor = Personnage : payer une Marchandise (`pay <good>`, ou `pay none`) pour 1 + sa valeur livraisons aux Notables (`give <notable> <good>`) et au plus une commande de Guilde (`order <guild>`).
    .term = marin
agra-t-trader = Personnage : une opération de jeton Prix (`token`) et/ou un échange : donner 1 à 3 Marchandises et en prendre d'une valeur d'au plus leur valeur − 1 (`exchange`).
    .term = négociant
agra-t-botanist = Personnage : jusqu'à deux parmi : méditer (monter sur la piste Méditation en payant des Marchandises), retirer une tuile Cache, déplacer des Fermiers.
    .term = botaniste
agra-t-builder = Le Bâtisseur se tient sur un chantier : un ouvrier qui s'y place le construit gratuitement (sans tuile Bonus) et transforme ; puis le Bâtisseur se déplace.
    .term = bâtisseur
agra-t-builder-s-site = Voir `explain bâtisseur`.
    .term = chantier du bâtisseur
agra-t-merchant = Le Marchand se tient sur un Bâtiment construit : qui l'utilise gagne 2 Faveurs, puis le Marchand se déplace en laissant 1 Roupie sur chaque Bâtiment qu'il traverse.
    .term = marchand
agra-t-construction-site = Un Bâtiment de niveau 2 à 4 pas encore construit (son coût est indiqué) ; construisez-le avec l'Architecte ou le Bâtisseur.
    .term = chantier
agra-t-site = Voir `explain chantier`.
    .term = chantiers
agra-t-built = Un Bâtiment utilisable (niveau 1 dès le départ, les autres une fois construits).
    .term = construit
agra-t-building = L'un des 16 Bâtiments, un par Marchandise, nommé par sa Marchandise dans les coups (`place paper` = Papeterie). Niveau 1 : production ; niveaux 2 à 4 : transformation.
    .term = bâtiment
agra-t-buildings = Voir `explain bâtiment`.
    .term = bâtiments
agra-t-level = D'un Bâtiment : 1 à 4 (la classe de sa Marchandise). D'un Notable : I à IV (section de la rivière). D'influence : 1 à 10 sur une piste de Guilde.
    .term = niveau
agra-t-cost = Le coût d'un chantier, payé en matériaux : grès et bois 1, ciment et planches 2, +1 par matériau différent utilisé.
    .term = coût
agra-t-material = Matériaux de construction : grès 1, bois 1, ciment 2, planches 2 (`use <material>`).
    .term = matériau
agra-t-materials = Voir `explain matériau`.
    .term = matériaux
agra-t-build = `build <good>` : construire le Bâtiment de cette Marchandise avec l'Architecte.
    .term = construire
agra-t-use = `use <material>` : ajouter un matériau au paiement d'une construction.
    .term = utiliser
agra-t-bonus = `bonus <cb…>` : prendre une tuile Bonus Construction du niveau du Bâtiment.
    .term = bonus
agra-t-bonus-tile = Tuiles Bonus Construction (CB2-1 … CB4-4) : prises quand vous construisez avec l'Architecte ; Roupies, Faveurs, influence ou une tuile Cache retirée.
    .term = tuile bonus
agra-t-influence = Votre niveau (1 à 10) sur chaque piste de Guilde. Les commandes rapportent selon lui ; les majorités comptent à la fin ; les niveaux 3 et 6 donnent une Faveur ou une tuile Faveur ; 10 déclenche la fin.
    .term = influence
agra-t-track = La piste Influence d'une Guilde (Artisans, Marchands, Érudits), niveaux 1 à 10.
    .term = piste
agra-t-raise = `raise <guild>` : monter d'un niveau sur la piste de cette Guilde.
    .term = monter
agra-t-produce = `produce <k>` : prendre k Marchandises de base du Bâtiment (jusqu'à votre valeur de production).
    .term = produire
agra-t-process = `process <k>` : transformer k Marchandises (0 à 3) le long de la flèche du Bâtiment.
    .term = traiter
agra-t-transform = Changer une Marchandise en la suivante de sa chaîne (la flèche du Bâtiment) ; les autres joueurs peuvent suivre avec 1 Marchandise chacun (le joueur actif gagne 1 Faveur par joueur qui suit).
    .term = transformer
agra-t-transformation = Voir `explain transformer`.
    .term = transformation
agra-t-arrow = Le lien d'une Marchandise à celle qu'on en fait (grès → ciment, briques ; bois → papier, planches ; …).
    .term = flèche
agra-t-follow = Quand un autre joueur transforme, vous pouvez transformer 1 Marchandise le long de la même flèche (`follow` ; `decline`) ; le joueur actif gagne 1 Faveur.
    .term = suivre
agra-t-decline = Ne pas suivre la transformation.
    .term = refuser
agra-t-swap = Teinturier : `swap <good>` change 2 Marchandises tout juste produites en 1 de valeur 2.
    .term = troquer
agra-t-chain = Les Marchandises en file : grès → ciment/briques → statue ; bois → papier/planches → livre ; curcuma → curry/teinture → tableau ; coton → huile/tissu → vêtements.
    .term = chaîne
agra-t-good = 16 Marchandises : de base (valeur 1), manufacturées (2) et de luxe (3). Vos Marchandises sont posées sur le Bâtiment de leur type. `explain <good>` pour chacune ; l'image montre des codes courts.
    .term = marchandise
agra-t-goods = Voir `explain marchandise`.
    .term = marchandises
agra-t-stock = Vos Marchandises (vos marqueurs dans les enclos des Bâtiments).
    .term = stock
agra-t-value = La valeur actuelle d'une Marchandise : valeur imprimée ± un jeton Prix.
    .term = valeur
agra-t-basic-good = Grès, bois, curcuma, coton (valeur 1), produits par votre ferme.
    .term = marchandise de base
agra-t-manufactured-good = Ciment, papier, curry, huile, briques, planches, teinture, tissu (valeur 2).
    .term = marchandise manufacturée
agra-t-luxury-good = Statue, livre, tableau, vêtements (valeur 3) ; chacune a une action de luxe.
    .term = marchandise de luxe
agra-t-luxury = Voir `explain marchandise de luxe`.
    .term = luxe
agra-t-price-token = Un jeton sur un type de Marchandise qui augmente ou diminue sa valeur de 1 (Négociant : `token`, `token new|move|flip`, `on <good>`, `face up|down`).
    .term = jeton prix
agra-t-token = Voir `explain jeton prix`.
    .term = jeton
agra-t-on = `on <good>` : poser le jeton Prix sur cette Marchandise.
    .term = sur
agra-t-face = `face up` augmente la valeur de la Marchandise de 1, `face down` la diminue de 1.
    .term = face
agra-t-new = `token new` : poser un nouveau jeton Prix.
    .term = nouveau
agra-t-move = `token move <good>` : déplacer un jeton Prix sur une autre Marchandise.
    .term = déplacer
agra-t-flip = `token flip <good>` : retourner un jeton Prix.
    .term = retourner
agra-t-exchange = Donner des Marchandises et en prendre d'autres : Méditation (même valeur, coût en PM = valeur), Négociant (prendre au plus valeur − 1), Négociant anglais (même valeur).
    .term = échanger
agra-t-give = `give <good>` donne une Marchandise dans un échange ; `give <notable> <good>` la livre à un Notable (`x2` : double livraison).
    .term = donner
agra-t-take = `take <good>` prend une Marchandise dans un échange ou un gain ; `take` seul termine les dons.
    .term = prendre
agra-t-gain = `gain <good>` : la Marchandise que vous choisissez de gagner.
    .term = gagner
agra-t-sell = `sell <good>` : vendre une Marchandise pour sa valeur en Roupies (FT4).
    .term = vendre
agra-t-send = `send <good>` : livrer une Marchandise sur la carte du Négociant français.
    .term = envoyer
agra-t-supply = Vos 22 marqueurs inutilisés : Marchandises, Faveurs et livraisons les utilisent tous ; vous ne pouvez pas gagner plus que vous n'en avez.
    .term = réserve de marqueurs
agra-t-marker = Un marqueur Joueur : une Marchandise, une Faveur ou une livraison (22 chacun).
    .term = marqueur
agra-t-markers = Voir `explain marqueur`.
    .term = marqueurs
agra-t-meditation = Début facultatif de votre tour (`meditate`) : couchez des ouvriers debout (`lay <space>`) pour des points de Méditation (PM), puis dépensez les PM pour échanger, livrer, transformer, retirer une tuile Cache (l'une est bloquée) ou déplacer des Fermiers. Votre piste Méditation (I à VII) fixe les PM par ouvrier ; VII rapporte 5 à la fin.
    .term = méditation
agra-t-meditate = Voir `explain méditation` (Botaniste : monter sur la piste Méditation en payant des Marchandises).
    .term = méditer
agra-t-mp = Points de Méditation : coucher des ouvriers en donne ; dépensés en actions Méditation ; les PM inutilisés sont perdus.
    .term = pm
agra-t-meditation-track = Cases I à VII : plus haut, plus de PM par ouvrier couché ; IV double les Faveurs d'éjection ; VII rapporte 5 à la fin.
    .term = piste méditation
agra-t-lay = `lay <space>` : coucher votre ouvrier debout à cet endroit pour des PM.
    .term = coucher
agra-t-stand = `stand <space>` : relever votre ouvrier couché.
    .term = relever
agra-t-wheel = La roue de Méditation : quatre actions extérieures (échanger, livrer, transformer, tuile Cache) ; celle sous le marqueur est bloquée. Déplacer des Fermiers n'est jamais bloqué.
    .term = roue
agra-t-blocked = L'action Méditation que personne ne peut faire maintenant (la dernière action extérieure utilisée).
    .term = bloquée
agra-t-deliver = Déplacer une Marchandise de votre stock vers un Notable, Akbar, la carte du Négociant français ou une commande de Guilde. Méditation : 2 / 5 / 9 PM pour 1 / 2 / 3 Marchandises à un même Notable.
    .term = livrer
agra-t-delivery = Voir `explain livrer`.
    .term = livraison
agra-t-deliveries = Voir `explain livrer`.
    .term = livraisons
agra-t-notable = `notable <id>` : le Notable à qui vous livrez (Méditation). Voir `explain notables`.
    .term = notable
agra-t-farm = Votre ferme carrée : un Fermier sur chaque côté ; les emplacements libres entre un coin et les Fermiers fixent la valeur de production de cette Marchandise de base. Les tuiles Cache couvrent des emplacements.
    .term = ferme
agra-t-farmer = Un Fermier sur chaque côté de la ferme (`farmer <n|e|s|w> <+|->` le déplace d'un emplacement).
    .term = fermier
agra-t-farmers = Voir `explain fermier` (Botaniste : `farmers` en déplace jusqu'à 2).
    .term = fermiers
agra-t-production = La valeur de production d'une Marchandise de base : emplacements de ferme libres entre son coin et les Fermiers (+1 avec le Mahout ou le Khatib).
    .term = production
agra-t-cache = Les tuiles Cache couvrent des emplacements de ferme (N1, N5, E1 … W5). En retirer une (`cache <id>`) libère l'emplacement et rapporte 1 à la fin.
    .term = cache
agra-t-cache-tile = Voir `explain cache`.
    .term = tuile cache
agra-t-caches = Voir `explain cache`.
    .term = tuiles cache
agra-t-n = Le côté nord de votre ferme (`farmer n +`).
    .term = nord
agra-t-e = Le côté est de votre ferme (`farmer e +`).
    .term = est
agra-t-s = Le côté sud de votre ferme (`farmer s +`).
    .term = sud
agra-t-w = Le côté ouest de votre ferme (`farmer w +`).
    .term = ouest
agra-t-river = Les Notables en 4 sections (niveaux I à IV) et 6 pontons ; le ponton du bateau indique les niveaux accessibles.
    .term = rivière
agra-t-notables = Les 24 Notables (N1 à N24) sur la rivière. Livrez-leur les Marchandises demandées : 1 Roupie par marqueur sur la carte quand vous livrez ; une fois complète, la majorité remporte la carte et sa capacité, les marqueurs des autres deviennent des Faveurs.
    .term = notables
agra-t-accessible = Un Notable en amont du bateau : seuls ceux-là reçoivent des Marchandises.
    .term = accessible
agra-t-boat = Descend la rivière à mesure que des Notables sont complétés (ponton 1 à 6) ; chaque avancée ouvre le niveau suivant et déclenche un événement ; le ponton 6 déclenche la fin.
    .term = bateau
agra-t-pontoon = Les arrêts 1 à 6 du bateau : 2 construit le chantier du Bâtisseur ; 3 déplace le Marchand, Faveurs par coton, limite de commandes 4 ; 4 rend les jetons Prix, 1 Faveur chacun, limite 5 ; 5 une Marchandise chacun (`take <good>`), limite 6 ; 6 vêtements +1, fin déclenchée.
    .term = ponton
agra-t-double-delivery = Marin seulement : une seconde Marchandise du même type sur le même emplacement (`x2`), qui vaut 1 Roupie et compte pour la majorité.
    .term = double livraison
agra-t-x2 = Voir `explain double livraison`.
    .term = x2
agra-t-contract = Un Notable que vous avez remporté (sa carte à côté de votre plateau).
    .term = contrat
agra-t-contracts = Voir `explain contrat`.
    .term = contrats
agra-t-majority = Le plus de marqueurs sur un Notable (égalité : l'emplacement le plus haut l'emporte) remporte la carte.
    .term = majorité
agra-t-jagirdar-delivery = Voir `explain jagirdar`.
    .term = livraison du jagirdar
agra-t-akbar = L'empereur Akbar : 12 emplacements, chacun reçoit une fois par partie une Marchandise de son image (`akbar <good>` en phase Commandes). Fin : 0/1/3/5 pour 1 à 3 Marchandises, +3 par Marchandise au-delà.
    .term = akbar
agra-t-slot = Un emplacement d'Akbar ou une demande d'un Notable : un marqueur chacun.
    .term = emplacement de livraison
agra-t-orders-phase = Après votre action : servir Akbar une Marchandise ou honorer une commande de Guilde (ou rien), puis `end turn`.
    .term = phase commandes
agra-t-order = Une commande de Guilde : 2 Marchandises (`order <guild>`), il faut une influence ≥ 2 dans cette Guilde et de la place sous la limite de commandes ; rapporte des Roupies selon votre niveau (−1 et +1 niveau si vous n'êtes pas en tête).
    .term = commande
agra-t-orders = Voir `explain commande`.
    .term = commandes
agra-t-guild-order = Voir `explain commande`.
    .term = commande de guilde
agra-t-order-limit = Le nombre maximal de marqueurs d'une colonne de commandes (3 ; 4, 5, 6 à partir des pontons 3, 4, 5).
    .term = limite de commandes
agra-t-order-column = Les 6 commandes d'une Guilde ; une colonne remplie (6 marqueurs) déclenche la fin.
    .term = colonne de commandes
agra-t-guild = Artisans, Marchands, Érudits : pistes Influence, colonnes de commandes, Guildes des Notables.
    .term = guilde
agra-t-guilds = Voir `explain guilde`.
    .term = guildes
agra-t-empire = Le plateau Empire : colonnes de commandes des Guildes, emplacements d'Akbar, tuiles Faveur visibles.
    .term = empire
agra-t-favour = Les Faveurs (marqueurs sur votre plateau) paient les actions Faveur : F1 à F3 imprimées, jusqu'à 3 tuiles Faveur FT1 à FT14 (`favour` les liste). Gagnées quand on vous éjecte, quand on vous suit, aux pontons, par les marqueurs sur les Notables ; chacune compte 1 au départage.
    .term = faveur
agra-t-favours = Voir `explain faveur`. (`favours` lors d'un bonus de niveau : prendre les Faveurs.)
    .term = faveurs
agra-t-favour-action = Voir `explain faveur`.
    .term = action faveur
agra-t-favour-tile = Tuiles Faveur FT1 à FT14 : des actions Faveur en plus, 3 au plus par joueur ; prises parmi les tuiles visibles aux niveaux d'influence 3 et 6 (`tile <ft…>`), ou avec le Fabricant de mosaïque.
    .term = tuile faveur
agra-t-tile = `tile <ft…>` : prendre cette tuile Faveur.
    .term = tuile
agra-t-discard = `discard <ft…>` : vous avez 4 tuiles Faveur : rendez-en une.
    .term = défausser
agra-t-display = Les trois tuiles Faveur face visible que chacun peut prendre.
    .term = tuiles visibles
agra-t-pile = Les tuiles Faveur face cachée (le propriétaire du Fabricant de mosaïque peut la consulter).
    .term = pioche
agra-t-mosaic = `mosaic 1` / `mosaic 3` : Fabricant de mosaïque, changer 1 PM en 1 Faveur ou 3 PM en 2.
    .term = mosaïque
agra-t-level-bonus = Atteindre le niveau 3 ou 6 sur une piste : des Faveurs (`favours`) ou une tuile Faveur (`tile <ft…>`).
    .term = bonus de niveau
agra-t-rupee = Les Roupies sont les points de victoire, gardées secrètes dans votre sac jusqu'au décompte final.
    .term = roupie
agra-t-rupees = Voir `explain roupie`. (`pay rupees` : payer le péonage en Roupies.)
    .term = roupies
agra-t-bag = Les Roupies de votre sac : le score fait pendant la partie (secret jusqu'à la fin).
    .term = sac
agra-t-score = Score final = Roupies du sac + Notables de fin de partie + majorités d'influence + Méditation VII (5) + tuiles Cache retirées + Akbar.
    .term = score
agra-t-final-scoring = Voir `explain score`.
    .term = décompte final
agra-t-tie-break = Scores égaux : la valeur des Marchandises restées en stock + 1 par Faveur.
    .term = départage
agra-t-majorities = Majorités d'influence à la fin, par Guilde : le plus haut niveau seul 2 × vos marqueurs dans cette colonne de commandes, à égalité 1 × chacun, deuxième seul 1 ×.
    .term = majorités
agra-t-pay = `pay <good>` paie (Marin) ; `pay` termine le paiement d'une construction ; `pay none`, `pay done`, `pay rupees`, `pay favours` (péonage avec FT14).
    .term = payer
agra-t-total = Le score final (voir `explain score`).
    .term = total
agra-t-rank = La place au décompte final (1 = vainqueur).
    .term = rang
agra-t-agra = Agra : livrez des Marchandises aux Notables, servez Akbar, honorez les commandes des Guildes ; les Roupies font le score. `rules` donne le résumé.
    .term = agra
agra-ability-n1 = Permanent : lors de votre action Marin, vous pouvez payer plusieurs Marchandises d'une valeur totale de 4 au plus (livraisons = 1 + valeur totale). Bonus : +1 Roupie par tissu livré.
agra-ability-n2 = Immédiat : votre marqueur Méditation monte gratuitement d'une case. Bonus : +1 par curry livré.
agra-ability-n3 = Permanent : +1 à chacune de vos valeurs de construction, et 1 Roupie à chaque construction.
agra-ability-n4 = Permanent : produisez 1 grès ou 1 bois de plus avec la Carrière ou la Scierie.
agra-ability-n5 = Permanent : produisez 1 coton ou 1 curcuma de plus avec le Champ de coton ou de curcuma.
agra-ability-n6 = Une fois par tour (`french`, puis `send <good>`) : posez une Marchandise de valeur 1 à 3 sur cette carte (une livraison) ; à 3 marqueurs vous gagnez 5 Roupies et les reprenez.
agra-ability-n7 = Permanent : après une production, vous pouvez échanger 2 des Marchandises produites contre 1 Marchandise de valeur 2 de la même chaîne (`swap <good>`). Bonus : +1 par teinture livrée.
agra-ability-n8 = Permanent : vos ouvriers éjectés debout attendent sur cette carte (2 au plus) ; `cook` en Méditation les reprend, chacun comptant comme un ouvrier couché. Bonus : +1 par huile livrée.
agra-ability-n9 = Permanent : quand coucher des ouvriers vous rapporte au moins 1 PM, gagnez 1 PM de plus.
agra-ability-n10 = Permanent : après l'action Marin d'un autre joueur, vous pouvez livrer 1 Marchandise à un Notable (ce joueur gagne 1 Faveur) ; votre propre action Marin a 1 livraison de plus.
agra-ability-n11 = Une fois par tour (`caliph`) : dépensez 1 coton pour relever 1 de vos ouvriers couchés.
agra-ability-n12 = Permanent : le péonage vous coûte 1 Roupie au lieu de 2. Bonus : +1 par papier livré.
agra-ability-n13 = Une fois par tour : une action Faveur coûte 1 Faveur de moins (la forme `mollah` du coup). Bonus : +1 par briques livrées.
agra-ability-n14 = Une fois par tour (`english`) : échangez 1 Marchandise contre 1 Marchandise d'un autre type de même valeur.
agra-ability-n15 = Immédiat : prenez une tuile Faveur parmi les tuiles visibles ou la pioche. Une fois par tour en Méditation : dépensez 1 PM pour 1 Faveur ou 3 PM pour 2 Faveurs (`mosaic 1`, `mosaic 3`).
agra-ability-n16 = Immédiat : construisez gratuitement le premier chantier dans l'ordre des Bâtiments (tuile Bonus, ouvrier, transformation). Bonus : +1 par statue livrée.
agra-ability-n17 = Fin : 1 / 3 / 6 Roupies pour des commandes honorées dans 1 / 2 / 3 Guildes différentes. Bonus : +2 par vêtements livrés.
agra-ability-n18 = Immédiat : relevez jusqu'à 3 de vos ouvriers couchés et montez d'un niveau sur une piste. Bonus : +2 par tableau livré.
agra-ability-n19 = Fin : 1 Roupie par commande de Guilde honorée. Bonus : +2 par livre livré.
agra-ability-n20 = Immédiat : livrez 1 Marchandise sur un emplacement libre d'Akbar dont la Marchandise a la même valeur. Fin : 1 Roupie par Marchandise livrée à Akbar.
agra-ability-n21 = Immédiat : gagnez 3 Faveurs. Fin : 3 Roupies par jeu complet des trois symboles de Guilde parmi vos Notables et vos marqueurs de commande.
agra-ability-n22 = Immédiat : gagnez 3 Faveurs. Fin : 1 Roupie par Notable Érudits possédé et par marqueur à vous dans la colonne de commandes des Érudits.
agra-ability-n23 = Immédiat : gagnez 3 Faveurs. Fin : 1 Roupie par Notable Artisans possédé et par marqueur à vous dans la colonne de commandes des Artisans.
agra-ability-n24 = Immédiat : gagnez 3 Faveurs. Fin : 1 Roupie par Notable Marchands possédé et par marqueur à vous dans la colonne de commandes des Marchands.
agra-lux-statue = Action de luxe (`statue`) : dépensez-en 1 pour une action principale supplémentaire (placer un autre ouvrier) après votre action.
agra-lux-painting = Action de luxe (`painting`) : dépensez-en 1 pour monter d'un niveau sur deux pistes différentes (`raise <guild> <guild>`).
agra-lux-book = Action de luxe (`book`) : dépensez-en 1 pour relever jusqu'à 3 ouvriers couchés et gagner 1 Faveur.
agra-lux-clothing = Action de luxe (`clothing`) : vendez-en 1 pour sa valeur en Roupies (+1 une fois le bateau au ponton 6).
agra-lux-oil = Action secondaire (`oil`) : dépensez-en 1 pour relever 1 ouvrier couché (`oil curry` : jusqu'à 3).
agra-lux-curry = Action secondaire (`curry`) : dépensez-en 1 pour relever 1 ouvrier couché (`oil curry` : jusqu'à 3).
## Entrées générées du glossaire
agra-tg-good = { $name } ({ $abbr }) : Marchandise { $value ->
    [1] de base
    [2] manufacturée
   *[other] de luxe
}, valeur imprimée { $value } (un jeton Prix peut la changer) ; { $level ->
    [1] produite à : { $building }, grâce à votre ferme
   *[other] fabriquée à : { $building }, à partir de { $src }
} ; chaîne du { $chain }.{ $mat ->
    [0] { "" }
   *[other] { " " }Matériau de construction de valeur { $mat }.
}{ $lux }
agra-tg-building = { $level ->
    [1] { $building } : Bâtiment de niveau 1, construit dès le départ. Placez-y un ouvrier (`place { $good }`) pour produire du { $goodname } jusqu'à la valeur de production de votre ferme (`produce <k>`).
   *[other] { $building } : Bâtiment de niveau { $level }, coût de construction { $cost }. Une fois construit, un ouvrier placé ici (`place { $good }`) transforme jusqu'à 3 { $src } en { $goodname } (`process <k>`) ; les autres peuvent suivre avec 1 Marchandise.
}
agra-tg-notable = { $name } ({ $id }, Notable de niveau { $roman }, { $guild } ; demande { $demand }) : { $ability }
agra-tg-favour = { $tile } ({ $printed ->
    [yes] action Faveur imprimée
   *[no] tuile Faveur
} ; { $same ->
    [yes] dépensez { $spend }
   *[no] il faut en avoir { $have }, dépensez { $spend }
}{ $spend ->
    [one] { " " }Faveur
   *[other] { " " }Faveurs
}) : { agra-n-favour }. Une fois par tour (`favour { $fid }`).
agra-tg-bonus = Tuile Bonus Construction { $tile } (niveau { $level }) : { $guild ->
    [none] { "" }
   *[other] +1 niveau sur la piste des { agra-n-guild }{ ", " }
}{ $fav ->
    [0] { "" }
   *[other] { $fav } Faveur{ ", " }
}{ $cache ->
    [yes] retirer une tuile Cache{ ", " }
   *[no] { "" }
}{ $rupees } Roupies.
agra-tg-guild = La Guilde des { agra-n-guild } : piste Influence, colonne de commandes et Notables ({ $names }).
agra-tg-cache = Tuile Cache en { $id } : couvre cet emplacement de ferme ; retirez-la (`cache { $cache }`) pour libérer l'emplacement (1 point à la fin).
agra-tg-roman = { $n } en chiffres romains : un niveau de Notable (I à IV) ou une case Méditation (I à VII, { $mp } PM).
agra-tg-b = B{ $n }, le Bâtiment numéro { $n } dans l'ordre des Bâtiments (le Marchand et le Bâtisseur se déplacent dans cet ordre) : { $building }
agra-n-good-cap = { $good ->
    [sandstone] Grès
    [wood] Bois
    [turmeric] Curcuma
    [cotton] Coton
    [cement] Ciment
    [paper] Papier
    [curry] Curry
    [oil] Huile
    [bricks] Briques
    [planks] Planches
    [dye] Teinture
    [cloth] Tissu
    [statue] Statue
    [book] Livre
    [painting] Tableau
    [clothing] Vêtements
   *[other] { $good }
}
agra-b-farm = Ferme de { $who } : Fermiers au nord { $n }, à l'est { $e }, au sud { $s }, à l'ouest { $w } (emplacements 1 à 5 de chaque côté) ; tuiles Cache sur { $caches }.
agra-tg-space = Emplacement de ferme { $id } : emplacement { $i } du côté { agra-n-side } de votre ferme (1 et 5 sont à côté de ses coins) ; un Fermier peut s'y tenir (`farmer`) et, libre, il compte pour la production de la Marchandise du coin situé de l'autre côté du Fermier.
agra-d-done-med = Terminé : finir la phase de Méditation ({ $mp ->
    [one] votre PM restant est perdu
   *[other] vos { $mp } PM restants sont perdus
})
agra-p-med-blocked = Méditation : il reste { $mp } PM ; la roue de Méditation bloque « { agra-n-act } ».
agra-d-done-sail = Terminé : finir les livraisons ({ $lost ->
    [one] 1 livraison non utilisée est perdue
   *[other] { $lost } livraisons non utilisées sont perdues
})
agra-d-place-idle = { $text } : vous ne produiriez rien (votre production de { agra-n-good } est de 0)
agra-d-place-no-source = { $text } : vous ne transformeriez rien ({ agra-n-good } en stock : 0)
agra-d-place-no-delivery = { $text } : le Marin ne livrerait rien (ni Notable accessible ni commande pour vos Marchandises)
