# Al-Rashid (games/al_rashid) — termes de la règle française (i18n/terms/al-rashid.md).

## Noms

alrashid-sector = { $id ->
    [intrigue] Guilde des intrigues
    [military] Guilde militaire
    [traditions] Guilde des traditions
    [commerce] Guilde du commerce
    [politics] Guilde de la politique
    [rashid] Palais d'Al-Rashid
    [silk] Route de la soie
    [spice] Route des épices
    [sanmatia] Sanmatia
    [indianum] Mare Indianum
    [abbasid] Califat Abbasside
    [internum] Mare Internum
    [nilus] Vallée du Nil
   *[other] { $id }
}
alrashid-title = { $id ->
    [smuggler] Contrebandier
    [plotter] Traceur
    [informer] Informateur
    [impostor] Imposteur
    [strategist] Stratège
    [recruiter] Recruteur
    [raider] Aventurier
    [negotiator] Négociateur
    [loremaster] Maître des traditions
    [enchanter] Enchanteur
    [diplomat] Diplomate
    [banker] Banquier
    [trader] Négociant
    [hardwood_importer] Importateur de bois
    [pottery_importer] Importateur de céramique
    [metal_importer] Importateur de métal
    [aide_to_the_qadi] Aide du Qadi
    [steward_of_the_city] Intendant de la Cité
    [warehouse_keeper] Gardien du magasin
    [favorites_maiden] Fille de la favorite
    [weapon_master] Maître d'armes
    [dean_of_the_academy] Doyen de l'académie
    [economist] Économiste
    [counselor_to_the_caliph] Conseiller du Calife
    [treasurer] Trésorier
    [agha] Aga
    [silk_monopolist] Monopoliste de la soie
    [spice_monopolist] Monopoliste de l'épice
    [astrologist] Astrologue
    [law_expert] Spécialiste du droit
    [quartermaster] Quartier-maître
    [alchemist] Alchimiste
   *[other] { $id }
}
alrashid-favor = { $id ->
    [favorite] Favorite du Calife
    [general] Général
    [scholar] Savant de la cour
    [vizier] Vizir
    [qadi] Qadi
   *[other] { $id }
}
alrashid-good = { $id ->
    [wood] bois
    [ceramic] céramique
    [metal] métal
    [spice] épice
    [silk] soie
   *[other] { $id }
}
alrashid-goods = { $n } { $id ->
    [wood] bois
    [ceramic] { $n ->
        [one] céramique
       *[other] céramiques
    }
    [metal] { $n ->
        [one] métal
       *[other] métaux
    }
    [spice] { $n ->
        [one] épice
       *[other] épices
    }
    [silk] { $n ->
        [one] soie
       *[other] soies
    }
   *[other] { $id }
}
alrashid-pawn = { $id ->
    [pasha] { $n ->
        [one] pacha
       *[other] pachas
    }
    [merchant] { $n ->
        [one] marchand
       *[other] marchands
    }
    [sage] { $n ->
        [one] sage
       *[other] sages
    }
   *[other] { $id }
}
alrashid-colour = { $id ->
    [red] rouge
    [blue] bleu
   *[other] { $id }
}
alrashid-token = { $colour } { $value }
alrashid-why = { $id ->
    [raider] Aventurier
    [general] Général
    [agha] Aga
    [quartermaster] Quartier-maître
    [recruiter] Recruteur
    [setup] mise en place
    [military-service] service militaire
    [benevolence] Bienveillance
    [plotter] Traceur
    [informer] Informateur
    [espionage] espionnage
   *[other] { $id }
}
# une tuile crise : son paquet (Préparation, ou une année) et son numéro ; les joueurs tapent s3, y5
alrashid-crisis-tile = { $deck ->
    [setup] préparation { $n }
   *[year] année { $n }
}
alrashid-crisis-token = { $colour } sur { $sector }
alrashid-fight-part = { $colour } { $strength } contre { $total } : { $beaten ->
    [true] battu
   *[false] tient bon
}
alrashid-two-parts = { $first } ; { $second }
alrashid-credit-note = 1 avoir
alrashid-nothing = rien

## Événements

alrashid-ev-turn-order = Ordre du tour : { $order }.
alrashid-ev-reshuffle = La défausse de mercenaires ({ $colour }) est mélangée et forme une nouvelle pile.
alrashid-ev-crisis = Tuile crise { $tile } : { $n ->
    [0] aucun jeton
   *[other] { $placed }
}.
alrashid-ev-battle = Bataille dans le secteur { $sector } : les mercenaires sont { $tokens }.
alrashid-ev-nobody-beat = Personne n'a battu les mercenaires dans le secteur { $sector } ; pas de commerce.
alrashid-ev-flee = { $seat } fuit le secteur { $sector } : 2 déshonneurs.
alrashid-ev-fight-won = { $seat } combat dans le secteur { $sector } avec { $spent } ({ $parts }) et gagne.
alrashid-ev-fight-lost = { $seat } combat dans le secteur { $sector } avec { $spent } ({ $parts }) et perd.
alrashid-ev-take-all = { $seat } prend tout : { $goods } dans le secteur { $sector }.
alrashid-ev-take = { $seat } prend { $item } dans le secteur { $sector }.
alrashid-ev-draw = { $seat } pioche un mercenaire { $colour } ({ $why }).
alrashid-ev-draw-private = { $seat } pioche { $token } ({ $why }).
alrashid-ev-take-good = { $seat } prend { $goods } ({ $why }).
alrashid-ev-trader = { $seat } ({ $who }) donne { $gave }, prend { $first } et { $second }.
alrashid-ev-return-good = { $seat } ({ $who }) rend { $goods }.
alrashid-ev-exchange = { $seat } ({ $who }) donne { $gave } et prend { $took }.
alrashid-ev-scholar = { $seat } prend un avoir ({ $who }).
alrashid-ev-qadi = { $seat } prend un jeton Influence politique ({ $who }).
alrashid-ev-impostor = { $seat } ({ $who }) exécute la faveur { $favor }.
alrashid-ev-alchemist-skip = { $seat } ({ $who }) ne convertit aucun sage.
alrashid-ev-alchemist-pool = { $seat } ({ $who }) change un sage de sa réserve en marchand.
alrashid-ev-alchemist-sector = { $seat } ({ $who }) change un sage dans le secteur { $sector } en marchand.
alrashid-ev-nego-look = { $seat } ({ $who }) regarde les jetons dans le secteur { $sector }.
alrashid-ev-nego-sees = { $seat } ({ $who }) voit dans le secteur { $sector } : { $tokens }.
alrashid-ev-nego-keep = { $seat } ({ $who }) ne retire rien.
alrashid-ev-nego-remove = { $seat } ({ $who }) défausse { $spent } pour retirer { $removed } du secteur { $sector }.
alrashid-ev-title = { $seat } obtient le titre { $title }.
alrashid-ev-enchanter = { $seat } gagne un marchand et 1 déshonneur ({ $who }).
alrashid-ev-enchanter-full = { $seat } prend 1 déshonneur ({ $who } ; déjà 4 marchands).
alrashid-ev-monopoly-both = { $seat } prend { $mine } et { $other } ({ $who }).
alrashid-ev-monopoly = { $seat } prend { $mine } ({ $who }).
alrashid-ev-astrologist = { $seat } prend { $n ->
    [one] { $n } jeton Influence politique
   *[other] { $n ->
    [one] { $n } jeton
   *[other] { $n } jetons
} Influence politique
} ({ $who }).
alrashid-ev-pay = { $seat } paie { $paid } (valeur { $worth } or) pour un coût de { $cost }{ $over ->
    [0] {""}
   *[other] , { $over } de plus que le coût : aucune monnaie n'est rendue
}.
alrashid-ev-diplomat-skip = { $seat } ne réserve aucun pion ({ $who }).
alrashid-ev-diplomat = { $seat } réserve un { $pawn } sur la tuile { $who }.
alrashid-ev-place = { $seat } place un { $pawn } dans le secteur { $sector }.
alrashid-ev-window-done = { $seat } termine les déplacements de début de résolution.
alrashid-ev-resolve = { $seat } résout le secteur { $sector }.
alrashid-ev-activate = { $seat } active { $title }.
alrashid-ev-import = { $seat } prend { $goods }.
alrashid-ev-year = L'année { $year } commence.
alrashid-ev-order-now = L'ordre du tour est maintenant { $order }.
alrashid-ev-resolution = Phase Résolution.
alrashid-ev-over = La partie est terminée.
alrashid-ev-move = { $seat } ({ $why }) déplace un { $pawn } du secteur { $src } vers le secteur { $dst }.
alrashid-ev-too-low = { $seat } est classé trop bas dans le secteur { $sector } ; ses pions reviennent.
alrashid-ev-espionage-order = Ordre de l'espionnage : { $order }.
alrashid-ev-pass = { $seat } passe dans le secteur { $sector } et prend 1 déshonneur.
alrashid-ev-espionage = { $seat } prend le service d'espionnage ({ $n ->
    [one] { $n } opération
   *[other] { $n ->
    [one] { $n } opération
   *[other] { $n } opérations
}
}).
alrashid-ev-military = { $seat } prend le service militaire.
alrashid-ev-gain-pawn = { $seat } gagne un { $pawn }.
alrashid-ev-favorite = { $seat } achète la { $who }, qui copie : { $favor }.
alrashid-ev-favor = { $seat } achète la faveur { $favor }.
alrashid-ev-no-main = { $seat } n'a pris aucune action principale : 1 déshonneur.
alrashid-ev-first = { $seat } résout d'abord l'effet { $first ->
    [title] du titre
   *[favor] de la faveur
}.
alrashid-ev-no-pasha = { $seat } n'a pas de pacha au { $sector } : 2 déshonneurs.
alrashid-ev-new-order = Nouvel ordre du tour dès la prochaine manche : { $order }.
alrashid-ev-benevolence = { $seat } demande la Bienveillance d'Al-Rashid.
alrashid-ev-forfeit = { $seat } renonce à une opération d'espionnage.
alrashid-ev-spy = { $seat } espionne le secteur { $sector }.
alrashid-ev-spy-private = { $seat } espionne le secteur { $sector } : { $tokens }.

## Libellés des coups (menus)

alrashid-d-place-pawn = Placer un { $pawn }…
alrashid-d-place = Placer un { $pawn } dans le secteur { $sector }
alrashid-d-resolve = Résoudre le secteur { $sector }
alrashid-d-back = Retour : annuler ce choix
alrashid-d-benevolence = Bienveillance : passer en tête de l'ordre du tour à la prochaine manche
alrashid-d-clear = Effacer les marchandises choisies
alrashid-d-end = Terminer votre tour de résolution (sans activer de titre)
alrashid-d-forfeit = Renoncer à l'opération
alrashid-d-keep = Laisser les jetons tels quels (ne rien retirer)
alrashid-service-what = { $id ->
    [intrigue] opérations d'espionnage
    [military] piocher des jetons mercenaires
    [traditions] gagner un sage
    [commerce] gagner un marchand
    [politics] gagner un pacha
   *[other] le service du palais
}
alrashid-d-service = Service : { $what } ({ $cost } or, payé à `done`)
alrashid-d-draw = Piocher dans la pile de mercenaires { $colour }s
alrashid-d-add = Ajouter { $goods } au paiement
alrashid-d-give = Donner { $goods }
alrashid-d-use = Activer { $title }
alrashid-d-title = Titre { $title } ({ $cost } or{ $note ->
    [true] , avec un avoir
   *[false] {""}
})
alrashid-d-favor = Faveur : { $favor } ({ $cost } or)
alrashid-d-favorite = { $who } qui copie : { $favor } ({ $cost } or)
alrashid-d-pay = Payer { $goods }
alrashid-d-pay-worth = Payer { $goods } (valeur { $worth } or{ $over ->
    [0] {""}
   *[other] {" "}; { $over } de plus que le coût, sans monnaie rendue
})
alrashid-d-take-all = Prendre tout : { $good }
alrashid-d-take-note = Prendre un avoir
alrashid-d-take = Prendre { $goods }
alrashid-d-commit = Engager votre mercenaire { $token }
alrashid-d-fight = Combattre avec les mercenaires engagés
alrashid-d-flee = Fuir (2 déshonneurs)
alrashid-d-pass = Passer (1 déshonneur)
alrashid-d-skip = Ne rien faire
alrashid-d-done-nothing = Terminé — ni service ni titre : 1 déshonneur
alrashid-d-done = Terminé
alrashid-d-spy = Espionner le secteur { $sector }
alrashid-d-move-from = Déplacer votre { $pawn } du secteur { $src }…
alrashid-d-move = Déplacer votre { $pawn } du secteur { $src } vers le secteur { $dst }
alrashid-d-look = Regarder les jetons du secteur { $sector }
alrashid-d-first = { $first ->
    [title] Résoudre d'abord l'effet du titre
   *[favor] Résoudre d'abord la faveur
}
alrashid-d-remove = Défausser votre { $spent } pour retirer le { $removed }{ $up ->
    [true] {" "}(celui face visible)
   *[false] {""}
}
alrashid-d-convert-pool = Convertir un sage de votre réserve
alrashid-d-convert = Convertir votre sage du secteur { $sector }
alrashid-d-reserve = Réserver un { $pawn }

## Invites

alrashid-p-nothing = Rien à décider pour l'instant.
alrashid-p-draw = Piochez un jeton mercenaire ({ $why }) : rouge ou bleu ? ({ $n } restant{ $n ->
    [one] {""}
   *[other] s
})
alrashid-p-good = Prenez une marchandise de votre choix ({ $why }, { $n } restante{ $n ->
    [one] {""}
   *[other] s
}).
alrashid-p-exchange-give = Choisissez la marchandise à donner.
alrashid-p-exchange-take = Donné : { $gave }. Choisissez la marchandise à prendre.
alrashid-p-impostor = { $who } : choisissez une faveur gratuite.
alrashid-p-alchemist = { $who } : changer un de vos sages en marchand ?
alrashid-p-nego-look = { $who } : choisissez un pays à regarder.
alrashid-p-nego-remove = { $who } : retirer un jeton ?
alrashid-p-order = Choisissez l'effet résolu en premier : celui du titre ou celui de la faveur.
alrashid-p-pay = Payez un coût de { $cost } or (aucune monnaie rendue).
alrashid-p-visit-chosen = { $sector }, rang { $rank } : choisi jusqu'ici : { $chosen } (payé et résolu à `done`). Ajoutez-en un autre (deux en tout) ou `done` ; `back` efface le choix.
alrashid-p-visit = { $sector } : vous êtes classé { $rank }. Choisissez service, titre et/ou faveur (deux au plus), puis `done` ; `pass` (rien) coûte 1 déshonneur.
alrashid-p-rvisit = { $sector }, rang { $rank } : Bienveillance et/ou un titre du Calife, puis `done`.
alrashid-p-op = Opération d'espionnage : espionner, déplacer un pion entre pays, ou renoncer.
alrashid-p-fight-commit = Bataille dans le secteur { $sector } : engagez d'abord des jetons mercenaires (`{ $first }`){ $flee ->
    [true] {" "}ou `flee` (2 déshonneurs)
   *[false] {""}
}.
alrashid-p-fight-only = Bataille dans le secteur { $sector } : { $n ->
    [one] { $n } jeton engagé
   *[other] { $n ->
    [one] { $n } jeton engagé
   *[other] { $n } jetons engagés
}
} ; `fight`.
alrashid-p-fight = Bataille dans le secteur { $sector } : engagés { $committed } (votre force : { $mine }). Engagez d'autres jetons ou `fight`{ $flee ->
    [true] {" "}; `flee` coûte 2 déshonneurs
   *[false] {""}
}.
alrashid-p-take = Commerce dans le secteur { $sector } : prenez { $n ->
    [one] { $n } élément
   *[other] { $n ->
    [one] { $n } élément
   *[other] { $n } éléments
}
}.
alrashid-p-diplomat = { $who } : réserver un pacha ou un marchand à placer en dernier ?
alrashid-p-place = Placer un pion : choisissez le pion.
alrashid-p-place-pawn = Placez votre { $pawn } : choisissez le secteur.
alrashid-p-window = Début de la résolution : utilisez { $plotter }/{ $informer } pour déplacer un pion, ou `done`.
alrashid-p-turn = Votre tour de résolution : résolvez un secteur (et activez un titre si vous le souhaitez).
alrashid-p-move = À vous de jouer.
alrashid-chosen-service = le service ({ $what })
alrashid-chosen-title = le titre { $title }{ $note ->
    [true] {" "}avec un avoir
   *[false] {""}
}
alrashid-chosen-favor = la faveur { $favor }
alrashid-and = { $first } et { $second }

## Résumés, résumé privé, scores finaux

alrashid-phase = { $id ->
    [setup] mise en place
    [placement] placement
    [reserved] pions réservés
    [window] début de résolution
    [resolution] résolution
    [over] terminée
   *[other] { $id }
}
alrashid-phase-long = { $id ->
    [setup] mise en place
    [placement] phase Placement
    [reserved] phase Placement (pions réservés)
    [window] début de la phase Résolution
    [resolution] phase Résolution
    [over] partie terminée
   *[other] { $id }
}
alrashid-kind = { $id ->
    [draw] piocher un mercenaire
    [good] prendre une marchandise
    [exchange] échanger une marchandise
    [impostor] choisir les faveurs de l'Imposteur
    [alchemist] conversion de l'Alchimiste
    [nego] Négociateur
    [pay] payer
    [visit] visite d'un palais
    [rvisit] audience
    [op] opération d'espionnage
    [fight] combattre ou fuir
    [take] commerce
    [diplomat] réserve du Diplomate
    [place] placer un pion
    [window] déplacements du Traceur/de l'Informateur
    [turn] tour de résolution
    [order] ordre des effets
   *[other] { $id }
}
alrashid-s-head = Al-Rashid — année { $year }/5, { $phase }.
alrashid-s-order = Ordre du tour : { $order }
alrashid-waiting = En attente de { $seat } : { $what }.
alrashid-waiting-in = En attente de { $seat } : { $what } dans le secteur { $sector }.
alrashid-s-player = { $seat } : pacha/marchand/sage { $pashas }/{ $merchants }/{ $sages }, or { $gold }, avoirs { $notes }, IP { $pi }, déshonneur { $dishonour }, titres { $titles } — { $pp } PP pour l'instant
alrashid-final-part = { $seat } { $pp } PP (n° { $rank }{ $tie ->
    [true] , départage : richesse { $wealth }, ordre du tour { $position }
   *[false] {""}
})
alrashid-final = Résultat : { $parts }.{ $ties ->
    [true] {" "}Les égalités de prestige sont départagées par la richesse (valeur en or des marchandises), puis par l'ordre du tour.
   *[false] {""}
}
alrashid-none = aucun
alrashid-private-hand = Vos jetons mercenaires : { $tokens } (total rouge { $red }, total bleu { $blue }).
alrashid-private-country = { $sector } : { $tokens }
alrashid-private-spied = Jetons face cachée que vous avez vus : { $spied }.
alrashid-score = { $id ->
    [family] membres de la famille
    [titles] titres des guildes
    [politics_titles] titres de la politique
    [caliph_titles] titres du Calife
    [influence] jetons Influence politique
    [dishonour] déshonneur
   *[other] { $id }
}

## Refus (explain)

alrashid-x-unknown = « { $action } » n'est pas une action d'Al-Rashid.
alrashid-x-parse = « { $action } » ne se lit pas comme un coup.
alrashid-x-pay = Ce paiement n'est pas permis : il doit couvrir le coût sans marchandise superflue.
alrashid-x-place = Vous ne pouvez pas placer un { $pawn } dans le secteur { $sector } maintenant (un seul meneur par secteur ; le Palais d'Al-Rashid exige d'abord votre pacha, et aucun marchand).
alrashid-x-here = « { $action } » n'est pas permis ici. { $prompt }
alrashid-x-verb = Vous ne pouvez pas faire « { $verb } » maintenant. { $prompt }

## Texte du plateau (board de la console et texte alternatif des images)

alrashid-b-head = Al-Rashid — année { $year } sur 5, { $phase }.
alrashid-b-order = Ordre du tour : { $order }.
alrashid-b-city = La cité (palais) :
alrashid-b-palace = {"  "}{ $sector }{ $done ->
    [true] {" "}(résolu cette année)
   *[false] {""}
} : { $groups }.
alrashid-b-offers = {"    "}Titres disponibles : { $titles }.
alrashid-b-offer = { $title } ({ $cost } or, { $pp ->
    [conditional] PP selon condition
   *[other] { $pp } PP
})
alrashid-b-map = Le plan (pays) :
alrashid-b-country = {"  "}{ $sector }{ $done ->
    [true] {" "}(résolu cette année)
   *[false] {""}
} : { $groups }. Stock : { $stock }. Mercenaires : { $tokens }.
alrashid-a-credit-note = un avoir
alrashid-empty = vide
alrashid-empty-group = vide
alrashid-b-token = { $token }{ $up ->
    [true] {""}
   *[false] {" "}face cachée
}
alrashid-group = rang { $rank } { $seat } ({ $pawns }, prédominance { $predominance })
alrashid-pawns-n = { $n } { $pawn }
alrashid-plus = { $first } + { $second }
alrashid-b-stacks = Piles de mercenaires : rouge { $red }, bleue { $blue }. Tuiles crise restantes : { $crisis }.
alrashid-b-pawns = { $n } { $pawn } ({ $pool } en réserve)
alrashid-no-goods = aucune marchandise
alrashid-b-title = { $title }{ $used ->
    [true] {" "}(utilisé)
   *[false] {""}
}
alrashid-b-player = { $seat } : { $pp } PP pour l'instant. Pions : { $pawns }. Marchandises : { $goods } (valeur { $gold } or). Avoirs { $notes }, IP { $pi }, déshonneur { $dishonour }. Mercenaires en main : { $red ->
    [one] { $red } rouge
   *[other] { $red } rouges
}, { $blue ->
    [one] { $blue } bleu
   *[other] { $blue } bleus
}. Titres : { $titles }.

## Résumé des règles (/rules)

alrashid-rules =
    {"**"}Al-Rashid** (2 à 5 joueurs, 5 années). Chaque année : **Placement** — dans l'ordre du tour, placez un pion à la fois (pacha 5, marchand 3, sage 1 ; un seul meneur par secteur ; au Palais d'Al-Rashid votre pacha d'abord, aucun marchand) jusqu'à ce que tous soient placés. **Résolution** — dans l'ordre du tour, chaque joueur ayant des pions sur le plateau peut activer un titre et doit résoudre un secteur occupé. Rangs par prédominance (égalité : le premier arrivé) ; seuls les rangs 1 à 3 agissent.
    {"**"}Palais des guildes** : un ou deux parmi service / titre / faveur, réglés en un seul paiement (pas de monnaie rendue ; un avoir ne réduit que les titres). Aucune action principale = 1 déshonneur. Service de la Guilde des intrigues : espionner ou déplacer des pions (ordre 1-2-3-1-2-1). Militaire : piocher des mercenaires. Traditions/Commerce/Politique : gagner un sage/un marchand/un pacha.
    {"**"}Palais d'Al-Rashid** : Bienveillance (une marchandise gratuite + passer en tête de l'ordre du tour à la manche suivante) et/ou un titre du Calife.
    {"**"}Pays** : les mercenaires présents doivent d'abord être battus : les prétendants, par rang, combattent (défaussez des jetons des couleurs présentes ; une couleur tombe si votre total est strictement supérieur) ou fuient (2 déshonneurs). Puis les 3 premiers font du commerce : le 1er prend toutes les marchandises d'un type ou 3 éléments au choix, le 2e 2 éléments, le 3e 1.
    {"**"}Les marchandises** valent de l'or par assortiments de types différents (1, 3, 6, 10, 15). Fin d'année : pays réapprovisionnés, titres remis à zéro, une tuile crise ajoute des mercenaires.
    {"**"}Score** : pacha 3, marchand 2, sage 1, titres, jetons Influence politique (5 au plus), déshonneur −2. Égalités : richesse, puis ordre du tour.
    Les coups se tapent en notation anglaise ou française, par exemple `place pasha` (`placer pacha`), `place pasha military`, `resolve silk`, `service`, `title banker note`, `done`, `pay wood ceramic`, `commit red 3`, `fight`, `flee`, `take all silk`.

## Glossaire (explain <terme>) : .term est le terme en français

alrashid-term-pp = Points de Prestige, le score. À la fin : pacha 3, marchand 2, sage 1 chacun ; titres ; jetons Influence politique (5 au plus) ; −2 par jeton Déshonneur. Égalité : richesse (or), puis ordre du tour.
    .term = pp
alrashid-term-prestige = Points de Prestige (PP), le score : voir `explain pp`.
    .term = prestige
alrashid-term-pi = Jetons Influence politique : 1 PP chacun à la fin, 5 au plus comptent. Par la faveur du Qadi, le Spécialiste du droit, l'Aide du Qadi et l'Astrologue.
    .term = ip
alrashid-term-influence = Jetons Influence politique (IP) : voir `explain pi`.
    .term = influence politique
alrashid-term-dishonour = Jetons Déshonneur : −2 PP chacun à la fin. Vous en prenez 1 en passant une visite de palais sans action principale, 2 en fuyant une bataille, 2 pour un groupe sans pacha au Palais d'Al-Rashid, 1 avec l'Enchanteur.
    .term = déshonneur
alrashid-term-notes = Avoirs : chacun réduit de 3 or le coût d'un titre (5 avec le Banquier) ; jamais les services ni les faveurs. S'écrit `title <id> note`. Par le commerce, le Savant de la cour et le Trésorier.
    .term = avoirs
alrashid-term-note = Un avoir : voir `explain notes`.
    .term = avoir
alrashid-term-gold = L'or n'est pas une pièce : vos marchandises valent de l'or par assortiments de types différents — 1 type 1, 2 types 3, 3 types 6, 4 types 10, 5 types 15 (chaque assortiment compte à part). Vous payez avec des marchandises, sans monnaie rendue.
    .term = or
alrashid-term-goods = Bois, céramique, métal (communes), épice et soie. Prises en faisant du commerce dans les pays et grâce aux titres et faveurs ; payées pour les services, titres et faveurs.
    .term = marchandises
alrashid-term-payment = Un seul paiement par visite de palais couvre tout ce qui est déclaré : choisissez des marchandises valant au moins le coût, sans marchandise superflue (`pay wood ceramic`, `payer 3 céramique 2 métal`). Aucune monnaie n'est rendue.
    .term = paiement
alrashid-term-pasha = Votre pion le plus fort : prédominance 5, 3 PP à la fin (3 au plus dans la famille). Seul un pacha peut mener votre groupe au Palais d'Al-Rashid.
    .term = pacha
alrashid-term-merchant = Un pion de prédominance 3, 2 PP à la fin (4 au plus dans la famille). Jamais admis au Palais d'Al-Rashid.
    .term = marchand
alrashid-term-sage = Un pion de prédominance 1, 1 PP à la fin (6 au plus dans la famille). Il peut rejoindre un secteur où vous avez déjà un meneur.
    .term = sage
alrashid-term-leader = Un pacha ou un marchand. Chaque secteur accueille au plus un de vos meneurs par année.
    .term = meneur
alrashid-term-family = Tous vos pions : sur le plateau, réservés ou dans votre réserve. Les pions rapportent des PP.
    .term = famille
alrashid-term-predominance = Votre force dans un secteur : pacha 5 + marchand 3 + sage 1 pour vos pions présents. La plus haute est au rang 1 ; à égalité, le premier arrivé l'emporte.
    .term = prédominance
alrashid-term-rank = Votre place dans un secteur selon la prédominance (1 = le plus fort). Seuls les rangs 1 à 3 agissent quand il est résolu.
    .term = rang
alrashid-term-sector = L'un des 13 emplacements pour les pions : 6 palais dans la cité, 7 pays sur le plan.
    .term = secteur
alrashid-term-placement = Première phase d'une année : dans l'ordre du tour, chaque joueur place un pion à la fois (`place sage military`, ou `placer sage militaire`).
    .term = placement
alrashid-term-resolution = Deuxième phase : dans l'ordre du tour, chaque joueur ayant des pions sur le plateau résout un secteur occupé (et peut d'abord activer un titre).
    .term = résolution
alrashid-term-year = Une des 5 années de la partie : une phase Placement, puis une phase Résolution.
    .term = année
alrashid-term-resolve = À votre tour de résolution, `resolve <secteur>` fait agir ce secteur pour les rangs 1 à 3 ; ses pions rentrent ensuite.
    .term = résoudre
alrashid-term-service = L'offre principale d'un palais de guilde, prix selon le rang : Intrigues l'espionnage, Militaire des mercenaires, Traditions un sage, Commerce un marchand, Politique un pacha.
    .term = service
alrashid-term-title = Une charge obtenue dans un palais (son coût en or, moins un avoir). Les titres à activer servent une fois par an, les permanents agissent toujours, les ponctuels agissent à l'achat. Les titres rapportent des PP à la fin.
    .term = titre
alrashid-term-visit = Votre part dans la résolution d'un palais de guilde : déclarez un ou deux parmi service, titre, faveur, puis payez une fois (`done`). Ne prendre aucune action principale (`pass`) coûte 1 déshonneur.
    .term = visite
alrashid-term-benevolence = Au Palais d'Al-Rashid : prendre une marchandise gratuite et passer en tête de l'ordre du tour à la manche suivante.
    .term = bienveillance
alrashid-term-mercenaries = Jetons rouges (terre) et bleus (mer) valant 2 à 4. Vous les gardez secrets ; dans une bataille, vous les défaussez pour battre les jetons de cette couleur sur un pays.
    .term = mercenaires
alrashid-term-mercenary = Voir `explain mercenaries`.
    .term = mercenaire
alrashid-term-battle = Avant le commerce dans un pays, chaque couleur de mercenaires présente doit être battue : engagez des jetons de votre main avec `commit <couleur> <valeur>` (une couleur tombe quand votre total est strictement supérieur), puis `fight` ; ou `flee` (2 déshonneurs) avant d'engager.
    .term = bataille
alrashid-term-fight = `fight` (combattre) clôt vos engagements et résout la bataille avec ce que vous avez engagé ; engagez d'abord au moins un jeton.
    .term = combattre
alrashid-term-flee = `flee` (fuir) quitte la bataille sans faire de commerce : 2 jetons Déshonneur.
    .term = fuir
alrashid-term-trade = Après la bataille, les rangs 1 à 3 prennent des éléments du stock du pays : le rang 1 prend toutes les marchandises d'un type ou 3 éléments, le rang 2 deux éléments, le rang 3 un.
    .term = commerce
alrashid-term-espionage = Opérations du service de la Guilde des intrigues, dans l'ordre 1-2-3-1-2-1 par rang : `spy <pays>` (voir ses jetons face cachée) ou déplacer un de vos pions entre pays.
    .term = espionnage
alrashid-term-spy = Regarder en secret les jetons face cachée d'un pays (une opération d'espionnage).
    .term = espionner
alrashid-term-crisis = Une tuile crise ajoute des jetons mercenaires sur les pays au début et après chaque année.
    .term = crise
alrashid-term-turn-order = L'ordre dans lequel les joueurs placent et résolvent ; la Bienveillance fait passer des joueurs en tête.
    .term = ordre du tour
alrashid-term-dishonor = Voir `explain dishonour`.
    .term = deshonneur
alrashid-term-n = N = un avoir sur l'image du plateau : voir `explain notes`.
    .term = n
alrashid-term-red = Jetons mercenaires rouges (terre) : `draw red` en prend un dans la pile rouge.
    .term = rouge
alrashid-term-blue = Jetons mercenaires bleus (mer) : `draw blue` en prend un dans la pile bleue.
    .term = bleu
alrashid-term-city = La cité : les six palais (les guildes des intrigues, militaire, des traditions, du commerce, de la politique et le Palais d'Al-Rashid).
    .term = cité
alrashid-term-map = Le plan : les sept pays, où se tiennent les mercenaires et où l'on fait du commerce.
    .term = plan
alrashid-term-plotter-informer = Voir `explain traceur` et `explain informateur`.
    .term = traceur/informateur
alrashid-term-draw = `draw red` / `draw blue` (`piocher rouge`) : prendre un jeton mercenaire dans cette pile (ou taper seulement `red` / `blue`).
    .term = piocher
alrashid-term-use = `use <titre>` (`activer`) : activer un titre à activer au début de votre tour de résolution.
    .term = activer
alrashid-term-done = Terminer le choix en cours : les déclarations d'une visite sont alors payées et résolues.
    .term = terminé
alrashid-term-pass = Ne prendre aucune action principale lors d'une visite de palais (1 déshonneur), ou sauter un choix.
    .term = passer
alrashid-term-back = Annuler le choix en cours (rien n'est payé).
    .term = retour
alrashid-term-end = Terminer votre tour de résolution (après avoir résolu un secteur, sans activer de titre).
    .term = fin
alrashid-term-add = `add <marchandise>` (`ajouter`) : ajouter une marchandise au paiement en cours (longues listes).
    .term = ajouter
alrashid-term-clear = Vider le paiement en cours.
    .term = effacer
alrashid-term-take = `take <marchandise>` (`prendre`) : prendre une marchandise (commerce, faveurs) ; `take all <marchandise>` : le rang 1 prend tout le stock de cette marchandise.
    .term = prendre
alrashid-term-all = `take all <marchandise>` (`prendre tout`) : le rang 1 prend tout le stock d'une marchandise.
    .term = tout
alrashid-term-give = `give <marchandise>` (`donner`) : la marchandise rendue lors d'un échange (Vizir, Général, Contrebandier).
    .term = donner
alrashid-term-commit = `commit <couleur> <valeur>` (`engager`) : mettre un jeton mercenaire de votre main dans la bataille (choisi en secret, public une fois le combat livré) ; puis `fight`.
    .term = engager
alrashid-term-remove = `remove <couleur> <valeur> with <couleur> <valeur>` (Négociateur) : défausser un jeton de votre main pour retirer du pays un jeton de la même couleur.
    .term = retirer
alrashid-term-with = Voir `explain remove`.
    .term = avec
alrashid-term-up = `remove … up …` : retirer le jeton face visible de cette valeur (Négociateur).
    .term = visible
alrashid-term-keep = Négociateur : laisser les jetons tels quels (ne rien retirer).
    .term = garder
alrashid-term-look = `look <pays>` (`regarder`) : le Négociateur regarde les jetons de ce pays.
    .term = regarder
alrashid-term-move = `move <de> <pion> <vers>` (`déplacer`) : déplacer un de vos pions (espionnage, Traceur, Informateur).
    .term = déplacer
alrashid-term-forfeit = Renoncer au reste de vos opérations d'espionnage.
    .term = renoncer
alrashid-term-place = { alrashid-term-placement }
    .term = placer
alrashid-term-pay = { alrashid-term-payment }
    .term = payer
alrashid-term-favor = La petite aide d'un chef de guilde, obtenue lors d'une visite : Général : { alrashid-favor-effect-general } ; Savant de la cour : { alrashid-favor-effect-scholar } ; Vizir : { alrashid-favor-effect-vizier } ; Qadi : { alrashid-favor-effect-qadi } ; Favorite du Calife : { alrashid-favor-effect-favorite }.
    .term = faveur
alrashid-term-al-rashid = Al-Rashid, le Calife : { alrashid-guild-rashid }
    .term = al-rashid
alrashid-effect = { $id ->
    [smuggler] Activation : rendez 1 marchandise d'un type et prenez 1 marchandise d'un autre type.
    [plotter] Chaque année, au début de la résolution, vous pouvez déplacer 1 de vos pions d'un palais à un autre.
    [informer] Chaque année, au début de la résolution, vous pouvez déplacer 1 de vos pions d'un pays à un autre.
    [impostor] À l'achat : exécutez deux faveurs différentes parmi Général, Savant de la cour, Vizir et Qadi sans les payer (pas la Favorite du Calife).
    [strategist] Dans chaque bataille, chaque jeton mercenaire que vous défaussez compte 1 de plus.
    [recruiter] Activation : piochez 1 jeton mercenaire dans la pile de votre choix.
    [raider] Chaque fois que vous gagnez une bataille, prenez 1 marchandise d'un type imprimé sur ce pays.
    [negotiator] Activation : regardez en secret tous les jetons d'un pays ; vous pouvez ensuite défausser 1 jeton de votre main pour y retirer 1 jeton de la même couleur.
    [loremaster] Le service du marchand (Commerce) et celui du pacha (Politique) vous coûtent 3 or de moins.
    [enchanter] À l'achat : gagnez 1 marchand et prenez 1 jeton Déshonneur.
    [diplomat] Chaque année avant le placement, vous pouvez mettre de côté un pacha ou un marchand ; il est placé après tous les autres pions.
    [banker] Chaque avoir utilisé réduit le coût d'un titre de 5 au lieu de 3.
    [trader] Activation : rendez 1 marchandise commune (bois, céramique, métal) et prenez 1 de chacune des deux autres.
    [hardwood_importer] Activation : prenez 1 bois.
    [pottery_importer] Activation : prenez 1 céramique.
    [metal_importer] Activation : prenez 1 métal.
    [aide_to_the_qadi] À l'achat : prenez 1 jeton Influence politique. Fin : 4 PP avec exactement 5 jetons Influence politique, 5 PP avec 6 ou plus.
    [steward_of_the_city] Fin : 6 PP si vous possédez un titre de chacun des six palais.
    [warehouse_keeper] Fin : 4 PP si vos marchandises couvrent exactement 4 types, 6 PP pour les 5.
    [favorites_maiden] Fin : 5 PP si vous possédez au moins 3 titres de la Guilde des intrigues.
    [weapon_master] Fin : 3 PP ; 6 PP si vous possédez au moins 3 titres de la Guilde militaire.
    [dean_of_the_academy] Fin : 3 / 5 / 7 PP pour exactement 4 / 5 / 6 sages dans votre famille.
    [economist] Fin : 3 / 5 PP pour exactement 3 / 4 marchands dans votre famille.
    [counselor_to_the_caliph] Fin : 3 / 5 PP pour exactement 2 / 3 pachas dans votre famille.
    [treasurer] À l'achat : prenez 1 avoir.
    [agha] À l'achat : piochez 4 jetons mercenaires, en choisissant la pile à chaque fois.
    [silk_monopolist] À l'achat : prenez 1 soie (3 soies et 1 épice si vous possédez le Monopoliste de l'épice).
    [spice_monopolist] À l'achat : prenez 1 épice (3 épices et 1 soie si vous possédez le Monopoliste de la soie).
    [astrologist] À l'achat : des jetons Influence politique selon les sages de votre famille : 2–3 sages 1, 4–5 sages 2, 6 sages 3.
    [law_expert] À l'achat : prenez 1 jeton Influence politique.
    [quartermaster] À l'achat : prenez 2 marchandises de votre choix.
    [alchemist] À l'achat : vous pouvez changer un de vos sages en marchand.
   *[other] { $id }
}
alrashid-title-type = { $id ->
    [activated] À activer : une fois par an, au début d'un de vos tours de résolution (`use <titre>`).
    [permanent] Permanent : agit dès que vous le possédez.
    [one-shot] Effet unique : son effet a lieu une fois, à l'achat.
   *[other] { $id }
}
    .term = { $id ->
        [activated] à activer
        [permanent] permanent
        [one-shot] effet unique
       *[other] { $id }
    }
alrashid-favor-effect-general = rendre 1 marchandise et piocher 1 jeton mercenaire (0 or)
alrashid-favor-effect-scholar = prendre 1 avoir (2 or)
alrashid-favor-effect-vizier = rendre 1 marchandise et prendre 1 marchandise d'un autre type (0 or)
alrashid-favor-effect-qadi = prendre 1 jeton Influence politique (1 or)
alrashid-favor-effect-favorite = exécuter la faveur d'une autre guilde (Général, Savant de la cour, Vizir ou Qadi) pour 1 or de plus que son coût (Intrigues)
alrashid-favor-effect = { $id ->
    [general] { alrashid-favor-effect-general }
    [scholar] { alrashid-favor-effect-scholar }
    [vizier] { alrashid-favor-effect-vizier }
    [qadi] { alrashid-favor-effect-qadi }
    [favorite] { alrashid-favor-effect-favorite }
   *[other] { $id }
}
alrashid-term-guild = { $id ->
    [intrigue] Guilde des intrigues : service = opérations d'espionnage (rang 1 : 3, rang 2 : 2, rang 3 : 1 ; gratuites) : espionner les jetons d'un pays ou déplacer un de vos pions entre pays. Faveur : la Favorite du Calife. Titres : Contrebandier, Traceur, Informateur, Imposteur.
    [military] Guilde militaire : service = piocher des jetons mercenaires (3 / 2 / 1 selon le rang ; gratuit). Faveur : le Général. Titres : Stratège, Recruteur, Aventurier, Négociateur.
    [traditions] Guilde des traditions : service = gagner un sage ({ $costs } or selon le rang). Faveur : le Savant de la cour. Titres : Maître des traditions, Enchanteur, Diplomate, Banquier.
    [commerce] Guilde du commerce : service = gagner un marchand ({ $costs } or selon le rang). Faveur : le Vizir. Titres : Négociant et les trois Importateurs.
    [politics] Guilde de la politique : service = gagner un pacha ({ $costs } or selon le rang). Faveur : le Qadi. Titres : huit titres de fin de partie aux PP conditionnels.
    [rashid] { alrashid-guild-rashid }
   *[other] { $id }
}
    .term = { $id ->
        [intrigue] guilde des intrigues
        [military] guilde militaire
        [traditions] guilde des traditions
        [commerce] guilde du commerce
        [politics] guilde de la politique
        [rashid] palais d'al-rashid
       *[other] { $id }
    }
alrashid-guild-rashid = Palais d'Al-Rashid : seul un groupe mené par votre pacha (placé en premier, aucun marchand). Chaque joueur classé choisit la Bienveillance (une marchandise gratuite et passer en tête de l'ordre du tour) et/ou un titre du Calife.
alrashid-term-a-title = { $name } ({ $number }, titre — { $guild }, coûte { $cost } or, { $value }). { $effect } { $type } Obtenez-le avec `title { $id }`.
alrashid-term-title-pp = { $pp ->
    [conditional] PP conditionnels (voir l'effet)
   *[other] { $pp } PP à la fin
}
alrashid-term-country = { $sector } : un pays ; son stock, rétabli chaque année : { $goods }{ $note ->
    [true] {" "}et un avoir
   *[false] {""}
}. Les mercenaires présents doivent d'abord être battus ; puis les rangs 1 à 3 font du commerce.
alrashid-term-favor-one = { $name } : une faveur — { $effect }. Coût { $cost } or.
alrashid-term-favorite = La Favorite du Calife : la faveur des Intrigues — { $effect }.
alrashid-term-a-crisis = Tuile crise { $tile } ({ $when ->
    [setup] préparation
   *[year] fin d'année
}) : { $placed }.
alrashid-term-crisis-token = un jeton mercenaire { $colour } sur { $sector }
alrashid-term-code = { $code } = { $good } sur l'image du plateau. { alrashid-term-goods }
alrashid-term-good = { $name } : une marchandise{ $common ->
    [true] {" "}(commune)
   *[false] {" "}(rare)
}. { alrashid-term-gold }
alrashid-good-cap = { $id ->
    [wood] Bois
    [ceramic] Céramique
    [metal] Métal
    [spice] Épice
    [silk] Soie
   *[other] { $id }
}
alrashid-p-favor-alone = Une faveur seule (sans service ni titre) coûte aussi 1 déshonneur.
alrashid-p-to-beat = Pour gagner, votre force dans chaque couleur doit dépasser son total dans le pays : { $against }.
