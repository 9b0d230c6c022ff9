# words every game shares (games/core)
games-ambiguous = «{ $term }» può indicare: { $terms }.
glossary-unknown = Nessuna voce del glossario per «{ $term }».
glossary-did-you-mean = Nessuna voce del glossario per «{ $term }». Forse cercavi { $terms }?
