# Words drawn on the board images by the shared kit (renderers/kit.py, host.py) and the
# gallery's contact sheet (bot/tools/gallery.py). Each game's own image words: board-<game>.ftl.

## Kit: the final score table and a seat the host gave no name
board-final-scores = Final scores
board-player = Player
board-total = Total
board-seat = Seat { $n }

## Gallery (caravanserai gallery --lang): seat names and the contact sheet
board-gallery-player = Player { $n }
board-gallery-title = Caravanserai gallery ({ $language })
board-gallery-row = { $game }, { $players } players
board-gallery-phone = Images shown { $px } px wide, as on a phone.
board-gallery-early = early
board-gallery-middle = middle
board-gallery-final = final
board-gallery-public = public
board-gallery-private = private

## Every game's image: the key to its pieces and codes
board-legend = Legend

## A game without a renderer: its summary on a plain page
board-game = game
board-fallback-phase = phase: { $value }
board-fallback-turn = turn: { $value }
board-fallback-active = active: { $value }
board-no-summary = (no summary)
