# words every game shares (games/core)
games-ambiguous = «{ $term }» può indicare: { $terms }.
