# words every game shares (games/core)
games-ambiguous = « { $term } » peut désigner : { $terms }.
