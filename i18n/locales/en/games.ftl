# words every game shares (games/core)
games-ambiguous = '{ $term }' could be: { $terms }.
glossary-unknown = No glossary entry for '{ $term }'.
glossary-did-you-mean = No glossary entry for '{ $term }'. Did you mean { $terms }?
