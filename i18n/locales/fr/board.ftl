# Mots dessinés sur les images du plateau par le kit commun (renderers/kit.py, host.py) et la
# planche de la galerie (bot/tools/gallery.py). Les mots propres à chaque jeu : board-<jeu>.ftl.

## Kit : le tableau des scores finaux et une place sans nom
board-final-scores = Scores finaux
board-player = Joueur
board-total = Total
board-seat = Place { $n }

## Galerie (caravanserai gallery --lang) : noms des places et planche
board-gallery-player = Joueur { $n }
board-gallery-title = Galerie Caravanserai ({ $language })
board-gallery-row = { $game }, { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}
board-gallery-phone = Images affichées sur { $px } px de large, comme sur un téléphone.
board-gallery-early = début
board-gallery-middle = milieu
board-gallery-final = fin
board-gallery-public = public
board-gallery-private = privé

## L'image de chaque jeu : la légende de ses pièces et codes
board-legend = Légende

## Un jeu sans rendu : son résumé sur une page simple
board-game = partie
board-fallback-phase = phase : { $value }
board-fallback-turn = tour : { $value }
board-fallback-active = actif : { $value }
board-no-summary = (pas de résumé)
