# Mots dessinés sur les images d'Al-Rashid (renderers/al_rashid.py) en plus des termes du jeu,
# qui viennent d'al-rashid.ftl. Termes du livret de règles français (i18n/terms/al-rashid.md).

## Barre de titre, bandeau, état
board-al-rashid-title = AL-RASHID
board-al-rashid-your-panel = AL-RASHID · votre plateau
board-al-rashid-year = Année { $year } / 5
board-al-rashid-phase = { $id ->
    [setup] Préparation
    [placement] Placement
    [reserved] Pion réservé
    [window] Entre les phases
    [resolution] Résolution
   *[over] Fin de partie
}
board-al-rashid-kind = { $id ->
    [battle] bataille
    [trade] commerce
    [guild] visite de guilde
    [rashid] audience
   *[finish] fin
}
board-al-rashid-who-what = { $who } : { $what }
board-al-rashid-and = {" "}et{" "}
board-al-rashid-over = Fin de partie : { $who } { $n ->
    [one] gagne
   *[other] gagnent
}
board-al-rashid-order-head = Ordre :
board-al-rashid-winner = Vainqueur :
board-al-rashid-next-order = Ordre suivant : { $order }
board-al-rashid-now = Maintenant :
board-al-rashid-awaited = Votre décision est attendue

## La cité et le plan
board-al-rashid-city = La cité
board-al-rashid-city-note = palais · titres disponibles : coût, PP, exemplaires
board-al-rashid-map = Le plan
board-al-rashid-map-note = pays · marchandises, mercenaires, pions
board-al-rashid-no-pawns = aucun pion
board-al-rashid-resolved = résolu
board-al-rashid-stock-empty = stock vide
board-al-rashid-no-titles = plus de titres
board-al-rashid-cost = { $cost } or
board-al-rashid-title-pp = {" "}{ $pp }PP

## Mercenaires et crises
board-al-rashid-mercenaries = Mercenaires :
board-al-rashid-stack = { $n ->
    [one] { $n } restant
   *[other] { $n } restants
}
board-al-rashid-discard = , défausse { $values }
board-al-rashid-crises = Crises révélées ({ $n } dans la pile), mercenaires ajoutés (R rouge, B bleu) :
# a revealed crisis tile and the mercenaries it added (R red, B blue)
board-al-rashid-crisis = { $tile } : { $parts }
board-al-rashid-country = { $id ->
    [silk] Soie
    [spice] Épices
    [sanmatia] Sanmatia
    [indianum] Indianum
    [abbasid] Abbasside
    [internum] Internum
   *[nilus] Nil
}

## Légende
board-al-rashid-pawn = { $pawn } ({ $value })
board-al-rashid-legend-rank = rang ; = prédominance
board-al-rashid-legend-face-down = mercenaire face cachée
board-al-rashid-legend-note = avoir
board-al-rashid-legend-mercenary = Rn / Bn : mercenaire rouge (terre) / bleu (mer) de valeur n

## Bandes des joueurs et scores finaux
board-al-rashid-players = Joueurs
board-al-rashid-titles-key = Titres : (A) à activer, (1) ponctuel, sinon permanent ; ○ prêt, ✔ utilisé
board-al-rashid-pp = { $n } PP
board-al-rashid-pp-now = { $n } PP actuels
board-al-rashid-order = ordre { $n }
board-al-rashid-turn = ▶ tour
board-al-rashid-free-family = réserve/famille
board-al-rashid-gold = = { $n } or
board-al-rashid-notes = Avoirs
board-al-rashid-influence = IP
board-al-rashid-dishonour = Déshon.
board-al-rashid-hand = Main
board-al-rashid-no-titles-yet = Titres : aucun
board-al-rashid-score = { $id ->
    [family] famille
    [titles] titres
    [politics_titles] titres Politique
    [caliph_titles] titres Calife
    [influence] IP
    [dishonour] déshonneur
   *[other] { $id }
}

## Le plateau privé
board-al-rashid-your-tokens = Vos jetons mercenaires (secret)
board-al-rashid-totals = Total rouge (terre) { $red }  ·  Total bleu (mer) { $blue }
board-al-rashid-spied = Jetons face cachée espionnés
