# Almadi's board images (renderers/almadi.py): the words drawn on the public board and the
# private panel. The game's own terms (landscape types, goods, motifs, effects, steps, character
# names and powers, objective texts) come from almadi.ftl, so image and text say one word.

board-almadi-title = ALMADI
board-almadi-private-title = ALMADI · your panel
board-almadi-turn = Turn { $turn }
board-almadi-turn-of = Turn { $turn } of { $total }
board-almadi-game-over = Game over
board-almadi-setup = Setup
board-almadi-variant-characters = characters

## The turn banner

board-almadi-banner = { $name }: { $step }
board-almadi-banner-pool = { $name }: { $step } ({ $items })
board-almadi-banner-waiting = Waiting for { $who }: { $step }
board-almadi-banner-over = { $n ->
    [one] Game over: { $who } wins
   *[other] Game over: { $who } wins
}
board-almadi-and = { $first } and { $second }
board-almadi-nobody = nobody
board-almadi-pool-item = { $n } { $item }

## The central board and the table's supplies

board-almadi-offer-title = On offer: the central board (row, then its 2 tiles)
board-almadi-taken = taken
board-almadi-tile-pile = Tile pile
board-almadi-left = { $n ->
   *[other] left
}
board-almadi-mosaics = Mosaics
board-almadi-stalls = Stalls
board-almadi-in-pile = { $n } in pile
board-almadi-reserve = Reserve
board-almadi-rubies = { $n ->
   *[other] rubies
}
board-almadi-empty = empty
board-almadi-no-effects = empty
board-almadi-market-empty = empty

## The turn block

board-almadi-wins = { $n ->
    [one] wins!
   *[other] share the win!
}
board-almadi-phase-setup-start = Setup: choose a start tile
board-almadi-phase-setup-keep = Setup: keep 2 characters
board-almadi-phase-end-zumurrud = End: Zumurrud chooses a power
board-almadi-waiting-for = Waiting for:
board-almadi-start-tiles-left = Start tiles left: { $tiles }
board-almadi-ali-drew = Ali drew
board-almadi-placing = Placing
board-almadi-placing-row = Placing (row { $row })
board-almadi-turn-label = Turn:
board-almadi-extra-turn = extra turn
board-almadi-extra-step = extra turn, { $step }
board-almadi-now = Now: { $step }
board-almadi-pool = Pool:
board-almadi-genie-moves = Genie moves { $n }/3
board-almadi-took = took { $slot }
board-almadi-genie-activated = genie activated

## The legend

board-almadi-legend-act = activator
board-almadi-legend-genie = genie (move)
board-almadi-legend-hammer = hammer (mosaic)
board-almadi-legend-stall = stall card
board-almadi-legend-moon = moon (objective)
board-almadi-legend-ruby = ruby
board-almadi-legend-jar = jar (end pts)
board-almadi-legend-live = live contact

## Player panels

board-almadi-points = { $n } pts
board-almadi-points-now = { $n } pts now
board-almadi-chip-turn = ▶ turn
board-almadi-chip-to-choose = to choose
board-almadi-chip-kept = kept ✔
board-almadi-chip-you = YOU
board-almadi-no-start-tile = No start tile yet
board-almadi-none = none
board-almadi-no-stalls = none
board-almadi-no-mosaics = none
board-almadi-no-recruits = none
board-almadi-label-stalls = Stalls:
board-almadi-label-mosaics = Mosaics:
board-almadi-label-hand = Hand:
board-almadi-label-recruited = Recruited:
board-almadi-hidden = { $n } hidden
board-almadi-zumurrud-copies = (Zumurrud copies { $name })
board-almadi-goods-count = { $n ->
   *[other] ({ $n } goods)
}
board-almadi-objectives-none = Objectives: none

## Objectives and characters

board-almadi-table-objectives = Table objectives
board-almadi-none-left = none left
board-almadi-character-market = Character market (cost in rubies ◆)
board-almadi-market-left = Market left:
board-almadi-char-end = end-game scoring
board-almadi-char-game = in-game power

## The private panel

board-almadi-your-turn = It is your turn
board-almadi-your-choice = Your choice is awaited
board-almadi-dealt = Characters dealt to you (keep 2)
board-almadi-hand-title = Your hidden hand (cost in rubies ◆)

## The final scores' columns (short: the table is narrow; the game's almadi-cat-… are phrases)

board-almadi-cat-oases = oases
board-almadi-cat-oasis_bonus = oasis bonus
board-almadi-cat-caravans = caravans
board-almadi-cat-palaces = palaces
board-almadi-cat-jars = jars
board-almadi-cat-mosaics = mosaics
board-almadi-cat-objectives = objectives
board-almadi-cat-rubies = rubies
board-almadi-cat-characters = characters
