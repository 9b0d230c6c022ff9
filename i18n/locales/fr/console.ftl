# La console (bot/console/app.py, `caravanserai play --lang fr`).

console-help = Tapez un coup (`help` les liste ; { $examples } ; les préfixes et plusieurs étapes sur une ligne marchent), ou : `rules`, `explain <terme>`, `board`, `hand`, `log`, `undo`, `bot` (un bot joue votre place jusqu'à la fin), `export FICHIER`, `quit`.
console-examples = p. ex. { $moves }
console-only-for = (seulement pour { $name } :)
console-final-scores = Scores finaux
console-final-line = { $rank }. { $name } : { $score ->
    [one] { $score } point
   *[other] { $score } points
} — { $parts }
console-tie-break = (départage : { $tie })
console-resigned = (abandon)
console-stuck = Aucune place humaine ne peut jouer ; la partie est bloquée.
console-time-left = { $time } restant
console-interrupted = Interrompue
console-input-ended = Fin de l'entrée
console-stopped = Arrêtée
console-saved = { $why } ; la partie est sauvegardée{ $where }.
console-saved-after = { $why } après { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
} ; la partie est sauvegardée{ $where }.
console-in = dans { $path }
console-continue-with = Pour continuer : { $hint }
console-rules-explain = `explain <terme>` explique n'importe quel mot du plateau ou des invites.
console-nothing-secret = { $name } n'a rien de secret dans ce jeu : `board` montre tout.
console-your-moves = Vos coups maintenant : { $moves }
console-bot-usage = Tapez `bot` (un bot joue cette place jusqu'à la fin) ou `bot all` (toutes les places).
console-bot-plays = Un bot joue { $names } désormais (jusqu'à ce que vous quittiez : une partie reprise rend la place). Ctrl-C arrête et sauvegarde.
console-export-usage = Tapez `export FICHIER`, p. ex. `export partie.json`.
console-export-failed = Impossible d'écrire { $path } : { $error }.
console-export-complete = Compte rendu complet écrit dans { $path } : `caravanserai replay { $path }` le rejoue.
console-export-public = Compte rendu public écrit dans { $path } (places, options, journal public, plateau). Le compte rendu complet, avec la graine et chaque coup, est écrit à la fin de la partie.
console-terms = Termes : { $terms }.
    Tapez `explain <terme>`, p. ex. `explain { $example }`.
console-record-kept = Le compte rendu complet de la partie est gardé dans { $path } (`caravanserai replay { $path }` la rejoue) ; une nouvelle partie dans ce dossier le garde aussi.
console-nothing-to-resume = Rien à reprendre{ $where } : aucune partie inachevée n'y est sauvegardée. Commencez-en une sans --resume.
console-resuming = Reprise { game-de }{ $game } (graine { $seed }) au coup { $seq } : { $players }. Images : { $images }.
console-images-off = aucune
console-unfinished = Une partie { game-de }{ $game } inachevée (coup { $seq }, { $players }) est sauvegardée{ $where }. Continuez-la avec --resume, ou remplacez-la avec --new.
console-players-required = --players est nécessaire pour commencer une partie.
console-bots-range = --bots doit être entre 0 et --players ({ $players }), pas { $bots }.
console-images-kept = Les images de la partie précédente de ce dossier sont gardées dans { $path }.
console-player = Joueur { $n }
console-bot = Bot { $n }
console-banner = { $game }, graine { $seed } : { $players }. Images : { $images }.
console-last-moves = Derniers coups :
console-cannot-resume = Impossible de reprendre avec ces arguments : la partie sauvegardée { $problems }. Retirez-les pour la reprendre, ou utilisez --new pour la remplacer.
console-differs-game = est { $saved }, pas { $given }
console-differs-players = a { $saved ->
    [one] { $saved } joueur
   *[other] { $saved } joueurs
}, pas { $given }
console-differs-bots = a { $saved ->
    [one] { $saved } bot
   *[other] { $saved } bots
}, pas { $given }
console-differs-options = a les options { $saved }
console-differs-options-none = aucune
console-differs-seed = a la graine { $saved }, pas { $given }
console-differs-speed = se joue à la cadence { $saved }, pas { $given }
## Les commandes de la console, telles qu'on les tape dans cette langue (les noms anglais marchent aussi)
console-cmd-help = aide
console-cmd-moves = coups
console-cmd-rules = règles
console-cmd-explain = expliquer
console-cmd-board = plateau
console-cmd-hand = main
console-cmd-log = journal
console-cmd-undo = annuler
console-cmd-bot = bot
console-cmd-autoplay = auto
console-cmd-export = exporter
console-cmd-quit = quitter
