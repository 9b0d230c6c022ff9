# words every game shares (games/core)
games-ambiguous = « { $term } » peut désigner : { $terms }.
glossary-unknown = Aucune entrée du glossaire pour « { $term } ».
glossary-did-you-mean = Aucune entrée du glossaire pour « { $term } ». Vouliez-vous dire { $terms } ?
# « de » devant le nom d'un jeu, élidé devant une voyelle (« une table d'Emira ») : chaque message
# qui nomme un jeu après « de » écrit { game-de }{ $game }; un nouveau jeu ajoute sa variante
game-de = { $game ->
    [Almadi] d'
    [Al-Rashid] d'
    [Emira] d'
    [Agra] d'
   *[other] de{" "}
}
glossary-seat = { $code } : le joueur de la place { $n } (le plateau et les textes désignent ainsi les places quand aucun nom n'est affiché).
glossary-seat-named = { $code } : { $name }, le joueur de la place { $n }.
