# words every game shares (games/core)
games-ambiguous = '{ $term }' could be: { $terms }.
glossary-unknown = No glossary entry for '{ $term }'.
glossary-did-you-mean = No glossary entry for '{ $term }'. Did you mean { $terms }?
# "of" before a game's name; French elides its "de" before a vowel (une table d'Emira), so
# its messages name a game through this one (English and Italian messages need not)
game-de = { $game ->
   *[other] of{" "}
}
glossary-seat = { $code }: the player in seat { $n } (the board and the texts name the seats so when no name is shown).
glossary-seat-named = { $code }: { $name }, the player in seat { $n }.
