# words every game shares (games/core)
games-ambiguous = « { $term } » peut désigner : { $terms }.
glossary-unknown = Aucune entrée du glossaire pour « { $term } ».
glossary-did-you-mean = Aucune entrée du glossaire pour « { $term } ». Vouliez-vous dire { $terms } ?
