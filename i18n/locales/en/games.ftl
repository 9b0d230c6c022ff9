# words every game shares (games/core)
games-ambiguous = '{ $term }' could be: { $terms }.
