# words every game shares (games/core)
games-ambiguous = «{ $term }» può indicare: { $terms }.
glossary-unknown = Nessuna voce del glossario per «{ $term }».
glossary-did-you-mean = Nessuna voce del glossario per «{ $term }». Forse cercavi { $terms }?
# "di" davanti al nome di un gioco (il francese lo elide: d'Emira; l'italiano scrive "di Emira")
game-de = { $game ->
   *[other] di{" "}
}
