# words every game shares (games/core)
games-ambiguous = «{ $term }» può indicare: { $terms }.
glossary-unknown = Nessuna voce del glossario per «{ $term }».
glossary-did-you-mean = Nessuna voce del glossario per «{ $term }». Forse cercavi { $terms }?
# "di" davanti al nome di un gioco (il francese lo elide: d'Emira; l'italiano scrive "di Emira")
game-de = { $game ->
   *[other] di{" "}
}
glossary-seat = { $code }: il giocatore al posto { $n } (il tabellone e i testi indicano così i posti quando non compare un nome).
glossary-seat-named = { $code }: { $name }, il giocatore al posto { $n }.
