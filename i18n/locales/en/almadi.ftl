# Almadi: every word the game says (games/almadi/text.py, engine.py, rules.py, glossary.py).
# English is canonical: logs and golden files keep the engine's English; French terms are the
# rulebook's (Funnyfox 2021), Italian terms are chosen (i18n/terms/almadi.md).

## Rules summary (/rules), one message per paragraph

almadi-rules-intro = **Almadi** (2-5 players, 16 turns each). Build a kingdom of landscapes to the right of your start tile.
almadi-rules-turn = **Turn:** 1) take one of the 8 board tiles and place it in your kingdom in the *same row* as its board row (column >= 1, empty cell, next to a landscape; tiles never rotate). 2) Every new contact between an arrow side and an effect side activates that effect: resolve the pending items in any order, each optional (`done` ends the step). 3) The board slot is refilled; the game ends when the pile runs out.
almadi-rules-effects = **Effects:** genie = move one of your tiles (any row; max 3 moves a turn; a tile may not go straight back; the arrival activates again, one genie item per event); hammer = take the top mosaic; stall = take the top stall card; moon = take a table objective or an unfulfilled one of another player; ruby = take a ruby; jar = 1 point at the end if still activated.
almadi-rules-scoring = **Scoring:** oasis groups of 2+ score 3 per oasis, +6 for the largest group; caravans carry goods (market goods + 2 per stall card) up to their capacity (group of 1:2, 2:5, 3:10, 4:15, 5:20, 6:35, 7:50, 8+:65); palace = 1 + adjacent oases/markets (0 if none); a mosaic on a palace scores it again; fulfilled objectives +points, unfulfilled held ones -points; rubies by ranking (12/8/4/2, 2 players 10/4).
almadi-rules-characters = **Characters variant:** keep 2 of your dealt characters secretly; recruit from hand or market by paying rubies during your turn; rubies then score 1 per pair.
almadi-rules-actions = Actions: `take 2.1`, `place 2.3`, `genie`, `move 2.1`, `to 4.2`, `moon`, `objective gr-12`, `done`…

## Words

almadi-type-oasis = oasis
almadi-type-palace = palace
almadi-type-market = market
almadi-type-caravan = caravan
almadi-good-spices = spices
almadi-good-pottery = pottery
almadi-good-leather = leather
almadi-good-carpets = carpets
almadi-motif-star = star
almadi-motif-rosette = rosette
almadi-motif-arabesque = arabesque
almadi-motif-lattice = lattice
almadi-colour-grey = grey
almadi-colour-blue = blue
almadi-colour-yellow = yellow
almadi-colour-green = green
almadi-colour-red = red
almadi-effect-genie = genie
almadi-effect-hammer = hammer
almadi-effect-stall = stall
almadi-effect-moon = moon
almadi-effect-ruby = ruby
almadi-effect-jar = jar
almadi-effect-arrow = arrow
almadi-dir-U = up
almadi-dir-R = right
almadi-dir-D = down
almadi-dir-L = left
almadi-list-sep = {", "}
almadi-seat = seat { $n }
almadi-none = none
almadi-table = table
almadi-unknown = ?
almadi-n-tile = { $n ->
    [one] { $n } tile
   *[other] { $n } tiles
}
almadi-n-ruby = { $n ->
    [one] { $n } ruby
   *[other] { $n } rubies
}
almadi-n-mosaic = { $n ->
    [one] { $n } mosaic
   *[other] { $n } mosaics
}
almadi-n-stall-card = { $n ->
    [one] { $n } stall card
   *[other] { $n } stall cards
}
almadi-n-character = { $n ->
    [one] { $n } character
   *[other] { $n } characters
}
almadi-pool-item = { $n } { $effect }

## Action labels (select menus)

almadi-tile-label = { $id } ({ $type })
almadi-char-label = { $name } ({ $id }, { $cost } rubies)
almadi-d-keep = Keep { $first } and { $second }
almadi-d-take = Take { $tile } from row { $row }
almadi-d-ali = Use Ali: draw the top pile tile
almadi-d-ali-a = Ali A: place { $tile } in any row
almadi-d-ali-b = Ali B: put it in slot { $slot }, take { $tile }
almadi-d-place = Place { $tile } at row { $row }, column { $col }
almadi-d-genie = Resolve a genie: move a tile
almadi-d-hammer = Resolve a hammer: take the top mosaic
almadi-d-stall = Resolve a stall: take the top stall card
almadi-d-moon = Resolve a moon: take an objective
almadi-d-ruby = Resolve a ruby: take a ruby
almadi-d-done = End step 2
almadi-d-done-discard = End step 2 (discard { $n } item(s))
almadi-d-move = Move { $tile } from { $cell }
almadi-d-swap = Swap { $tile } at { $cell } (Hussain)
almadi-d-with = …with { $tile } at { $cell }
almadi-d-to = …to row { $row }, column { $col }
almadi-d-back = Choose another tile
almadi-d-skip = Skip (no effect)
almadi-d-objective = Take { $id } ({ $points } pts, { $source ->
    [table] from the table
   *[other] from { $source }
}): { $text }
almadi-d-recruit = Recruit { $char }
almadi-d-aladdin = Aladdin: take 1 ruby
almadi-d-badroulboudour = Badroulboudour: take the top mosaic
almadi-d-paribanou = Paribanou: take the top stall card
almadi-d-zaynab-mosaic = Zaynab: return { $mosaic }, take the top stall card
almadi-d-zaynab-stall = Zaynab: return a { $goods } stall card, take the top mosaic
almadi-d-copy = Zumurrud: copy { $char }
almadi-d-pass = Zumurrud: copy nothing
almadi-d-end = End the turn
almadi-start-label = Start tile { $letter }: { $rows }
almadi-start-label-row = { $kind } ({ $right })
almadi-start-label-row-goods = { $kind } of { $goods } ({ $right })

## Steps and prompts

almadi-step-take = taking a tile
almadi-step-ali = placing Ali's tile
almadi-step-place = placing the tile
almadi-step-pool = resolving effects
almadi-step-genie = genie: choosing a tile
almadi-step-genie_to = genie: choosing where
almadi-step-swap_with = Hussain: choosing the second tile
almadi-step-moon = moon: choosing an objective
almadi-step-after = recruiting or ending the turn
almadi-step-start = choosing start tiles
almadi-step-keep = keeping characters
almadi-step-zumurrud = Zumurrud's copy
almadi-step-over = game over
almadi-prompt-take = Take a landscape from the board (`take row.slot`, e.g. `take { $where }`).
almadi-prompt-ali = Ali: place the drawn tile in any row (`ali a`) or swap it with a board tile (`ali b r.s`).
almadi-prompt-place = Place the tile in your kingdom (`place row.col`, e.g. `place { $where }`).
almadi-prompt-pool = Resolve an activated effect, or `done` to end step 2.
almadi-prompt-genie = Genie: choose a tile to move (`move row.col`), or `skip`.
almadi-prompt-genie_to = Genie: choose where it goes (`to row.col`), or `back`.
almadi-prompt-swap_with = Hussain: choose the second tile (`with row.col`), or `back`.
almadi-prompt-moon = Moon: choose an objective to take (`objective id`), or `skip`.
almadi-prompt-after = Recruit or use a power, or `end turn`.
almadi-prompt-setup_start = Choose your start tile first.
almadi-prompt-setup_keep = Keep 2 of your dealt characters first (`keep ch-xx ch-yy`).
almadi-prompt-end_zumurrud = Game end: choose Zumurrud's copy (`copy ch-xx`) or `pass`.
almadi-prompt-your-move = Your move.
almadi-prompt-over = The game is over.
almadi-prompt-nothing = Nothing to decide now.
almadi-prompt-start = Choose your start tile: { $choices } (`board` or `explain start` shows each one).
almadi-prompt-keep = Keep 2 of your dealt characters, secretly (`hand` shows them: `keep ch-xx ch-yy`).
almadi-prompt-zumurrud-end = Game end: choose a power for Zumurrud to copy, or `pass`.
almadi-prompt-zumurrud = You may choose a power for Zumurrud to copy (`copy ch-xx`).

## Summaries (channel posts, DMs)

almadi-s-over = **Game over.** { $ranking }
almadi-s-rank = { $rank }. { $who } { $score }
almadi-s-setup-start = Setup: { $who } chooses a start tile ({ $tiles }).
almadi-s-setup-keep = Setup: waiting for { $who } to keep 2 characters.
almadi-s-end-zumurrud = Game end: waiting for { $who } (Zumurrud).
almadi-s-turn = Turn { $turn } of { $total } ({ $each } each){ $extra }: **{ $who }** — { $step }. Pile { $pile }, reserve { $reserve } rubies.
almadi-s-extra = {" "}(extra turn)
almadi-s-pending = Pending: { $items }; moves used { $moves }/3.
almadi-s-board = Board: { $slots }
almadi-s-slot = { $slot } { $tile }
almadi-s-empty-slot = —
almadi-s-supplies = Mosaics: { $mosaic } ({ $mosaics }); stalls: { $stall } ({ $stalls }); objectives on table: { $objectives }
almadi-s-player = { $who }: { $tiles }, { $rubies }, { $mosaics }, { $stalls }, objectives { $done }/{ $held } fulfilled{ $characters }{ $score }
almadi-s-player-characters = , { $characters }
almadi-s-player-score = {" "}— **{ $score } pts** if it ended now
almadi-s-players-sep = {"; "}

## Private summary (the viewer's characters)

almadi-p-card = • { $id } { $name } ({ $cost } rubies): { $text }
almadi-p-dealt = Characters dealt to you (keep 2): { $cards }
almadi-p-chosen = You have chosen; waiting for the others.
almadi-p-keep-hint = Keep two with their ids, e.g. `keep { $first } { $second }`.
almadi-p-hand = Your hand (recruit during your turn, e.g. `recruit { $first }`): { $cards }
almadi-p-empty = Your hand is empty.

## Board text (console `board`, alt text of every image)

almadi-b-side = { $dir } { $what }
almadi-b-no-sides = no sides
almadi-b-empty = empty
almadi-b-start-tile = start tile
almadi-b-tile = { $name } { $type }{ $goods } ({ $sides })
almadi-b-tile-goods = {" "}with { $n } { $kind }
almadi-b-start-free = Start tiles still free:
almadi-b-holding = In hand to place: { $tile }.
almadi-b-pool = Effects to resolve: { $items } (genie moves used { $moves } of 3).
almadi-b-central = Central board (take row.slot; the tile goes in the same row of your kingdom):
almadi-b-row = {"  "}Row { $row }: { $cells }
almadi-b-supplies = Pile { $pile } tiles; reserve { $reserve } rubies; mosaics: top { $mosaic } ({ $mosaics } left); stall cards: top { $stall } ({ $stalls } left).
almadi-b-objectives = Objectives on the table (take with a moon):
almadi-b-objectives-none = Objectives on the table (take with a moon): none.
almadi-b-objective = {"  "}{ $id } ({ $points } points): { $text }.
almadi-b-market = Character market: { $chars }.
almadi-b-market-char = { $id } { $name } ({ $cost } rubies)
almadi-b-player = { $who }: { $rubies }, { $mosaics }{ $mosaic_list }, { $stalls }{ $stall_list }{ $score }.
almadi-b-player-list = {" "}({ $items })
almadi-b-player-score = , { $score } points if it ended now
almadi-b-live = {" "}[live: { $dirs }]
almadi-b-cell = { $cell } { $tile }{ $live }
almadi-b-held-objective = {"  "}Objective { $id } ({ $points } points, { $fulfilled ->
    [yes] fulfilled
   *[no] not fulfilled yet
}): { $text }.
almadi-b-characters = {"  "}Characters: { $chars }
almadi-b-char = { $id } { $name }
almadi-b-hand-count = {"  "}{ $n ->
    [one] { $n } character
   *[other] { $n } characters
} in hand (secret).

## Events (the engine's English is canonical; these word the same events in every language)

almadi-char-title = { $name }, { $epithet }
almadi-a-mosaic-star = a star mosaic
almadi-a-mosaic-rosette = a rosette mosaic
almadi-a-mosaic-arabesque = an arabesque mosaic
almadi-a-mosaic-lattice = a lattice mosaic
almadi-goods-pair = { $a } + { $b }
almadi-e-char = { $id } { $name }
almadi-e-the-table = the table
almadi-e-activated = Activated: { $effects }.
almadi-e-fulfilled = { $who } fulfilled { $id } ({ $text }).
almadi-e-start = { $who } chose start tile { $letter }.
almadi-e-kept = { $who } chose which characters to keep.
almadi-e-you-keep = You keep { $first } and { $second }.
almadi-e-market = Character market: { $chars }.
almadi-e-copy = { $who }'s Zumurrud copies { $char }.
almadi-e-pass = { $who } chose no power for Zumurrud.
almadi-e-take = { $who } took { $id } ({ $type }) from slot { $slot }.
almadi-e-ali = { $who } used Ali and drew { $id } ({ $type }) from the pile.
almadi-e-ali-a = { $who } will place { $id } in any row (Ali, option A).
almadi-e-ali-b = { $who } put { $id } in slot { $slot } and took { $old } ({ $type }) (Ali, option B).
almadi-e-placed = { $who } placed { $id } at { $cell }.
almadi-e-done = { $who } ended step 2 ({ $n ->
    [one] { $n } item
   *[other] { $n } items
} discarded).
almadi-e-no-genie = { $who } made no genie move.
almadi-e-no-objective = { $who } took no objective.
almadi-e-moved = { $who } moved { $id } from { $src } to { $dst } (move { $used }/{ $max }).
almadi-e-swapped = { $who } swapped { $a } and { $b } (Hussain; move { $used }/{ $max }).
almadi-e-objective = { $who } took objective { $id } ({ $text }) from { $source }.
almadi-e-recruit = { $who } recruited { $char } from { $where ->
    [hand] their hand
   *[market] the market
} for { $cost } rubies.
almadi-e-aladdin = { $who } took 1 ruby (Aladdin).
almadi-e-badroulboudour = { $who } took { $mosaic } (Badroulboudour).
almadi-e-paribanou = { $who } took a stall card ({ $goods }) (Paribanou).
almadi-e-zaynab-mosaic = { $who } returned { $mosaic } and took a stall card ({ $goods }) (Zaynab).
almadi-e-zaynab-stall = { $who } returned a stall card ({ $goods }) and took { $mosaic } (Zaynab).
almadi-e-hammer = { $who } took { $mosaic }.
almadi-e-hammer-empty = Hammer: the mosaic pile is empty, no effect.
almadi-e-stall = { $who } took a stall card ({ $goods }).
almadi-e-stall-empty = Stall: the stall pile is empty, no effect.
almadi-e-ruby = { $who } took { $n ->
    [one] { $n } ruby
   *[other] { $n } rubies
}.
almadi-e-ruby-empty = Ruby: the reserve is empty, no effect.
almadi-e-moon-none = Moon: no objective is available, no effect.
almadi-e-genie-max = Genie: { $max } moves already made this turn, no effect.
almadi-e-genie-none = Genie: no legal move, no effect.
almadi-e-refill = Slot { $slot } refilled with { $id } ({ $type }).
almadi-e-pile-empty = The draw pile is empty: the game ends.
almadi-e-extra = { $who } plays an extra turn (Dunyazad).
almadi-e-final = Final scores: { $scores }.

## Refusals (explain)

almadi-x-not-action = '{ $action }' is not an Almadi action (try `take 2.1`, `place 2.3`, `genie`, `done`).
almadi-x-keep-form = Write `keep ch-xx ch-yy`: exactly two of your dealt characters.
almadi-x-end-form = Write `end turn`.
almadi-x-ali-form = Write `ali`, then `ali a` or `ali b r.s`.
almadi-x-word-count = '{ $action }' has the wrong number of words for `{ $verb }`.
almadi-x-cell-form = `{ $verb }` needs a position written row.column, like `{ $verb } 2.1`.
almadi-x-place-form = Write `place row.column`, like `place 2.3`.
almadi-x-unknown-char = Unknown character '{ $id }' (ids look like ch-17).
almadi-x-unknown-objective = Unknown objective '{ $id }' (ids look like gr-12).
almadi-x-not-your-turn = It is { $who }'s turn; you may only choose Zumurrud's copy.
almadi-x-start = Start tile '{ $letter }' is not available (left: { $left }).
almadi-x-keep = Keep exactly two different characters from those dealt to you, written in sorted order.
almadi-x-copy-no-zumurrud = Only a player who recruited Zumurrud (CH-26) may copy a power.
almadi-x-copy-chosen = Zumurrud's copy is permanent and already chosen.
almadi-x-copy-target = Zumurrud may only copy a character recruited by another player (not Zumurrud).
almadi-x-take = Board slot { $slot } is empty or does not exist (slots 1.1 to 4.2).
almadi-x-place-row = This tile may go in row { $rows } only, not row { $row }.
almadi-x-or = {" "}or{" "}
almadi-x-place-col = Column 0 holds your start tile: place in column 1 or further right.
almadi-x-place-taken = Cell { $cell } already holds a landscape.
almadi-x-place-alone = Cell { $cell } has no neighbouring landscape.
almadi-x-no-item = There is no { $item } item in your pending pool.
almadi-x-no-return = No direct return: this tile just left that cell this turn (D6).
almadi-x-occupied = Cell { $cell } is occupied.
almadi-x-rows = Genie moves go to rows 1-4, column 1 or more (rows 0 and 5 need Abriza).
almadi-x-to-alone = That cell needs a neighbouring landscape other than the moving tile.
almadi-x-move = Pick one of your own non-start landscapes that has a legal destination.
almadi-x-objective = That objective is not available (fulfilled, protected by Jafar, or your own).
almadi-x-recruit-where = You can only recruit from your own hand or the market.
almadi-x-recruit-cost = { $id } costs { $cost } rubies; you have { $rubies }.
almadi-x-recruit-turn = Recruiting is only possible during your own turn.
almadi-x-zaynab-own = Zaynab exchanges one of your own mosaic or stall cards.
almadi-x-zaynab-empty = The pile you would take from is empty.
almadi-x-zaynab = Zaynab: you need her power and it is once per turn.
almadi-x-power = { $name }: you need this power, a genie activated this turn, once per turn, and a non-empty supply.
almadi-x-not-now = Not possible now: { $what }
almadi-x-see-allowed = see the allowed actions

## Final score categories

almadi-cat-oases = oases
almadi-cat-oasis_bonus = largest oasis bonus
almadi-cat-caravans = caravans
almadi-cat-palaces = palaces
almadi-cat-jars = jars
almadi-cat-mosaics = mosaics
almadi-cat-objectives = objectives
almadi-cat-rubies = rubies
almadi-cat-characters = characters

## Glossary pieces built from the data (characters, objectives, tiles, cards)

almadi-side-act = an arrow
almadi-side-jar = a jar
almadi-side-genie = a genie
almadi-side-stall = a stall
almadi-side-hammer = a hammer
almadi-side-ruby = a ruby
almadi-side-moon = a moon
almadi-side-blank = nothing
almadi-where-top = top
almadi-where-right = right
almadi-where-bottom = bottom
almadi-where-left = left
almadi-start-text = Start tile { $letter }: { $rows }.
almadi-start-row = row { $row } { $what } ({ $side } on the right)
almadi-start-row-goods = { $kind } with 3 { $goods }
almadi-term-character = { $title } ({ $id }, { $cost } rubies, { $kind ->
    [end] end-of-game
   *[game] in-game power
}): { $text }
almadi-term-objective-card = Objective { $id } ({ $colour }, { $points } points): { $text }.
almadi-term-start-letter = { $text } (`start { $letter }` chooses it.)
almadi-term-start = `start <letter>`: choose your start tile (A-E), in reverse turn order. { $tiles }
    .term = start
almadi-term-motif = A mosaic motif ({ $motif }); see `explain mosaic`.
almadi-term-tile = Landscape tile { $id }: { $type }{ $goods }; sides: { $sides }.
almadi-term-tile-side = { $where } { $side }
almadi-term-tile-goods = {" "}with { $n } { $kind }
almadi-term-tile-blank = all blank
almadi-term-stall-id = Stall card { $id }: { $goods } for your caravans.
almadi-term-mosaic-id = Mosaic card { $id } ({ $motif }): scores one of your palaces again.
almadi-term-goods-code = { $code } = { $goods } on the board image. { $text }
almadi-term-goods-name = { $goods }: goods. { $text }
almadi-grid-title = Shape in your kingdom:
almadi-grid-legend = ({ $legend }.){ $turn }
almadi-grid-rotations = {" "}Any rotation counts, never a mirror image.
almadi-grid-exact = {" "}Exactly as drawn.
almadi-grid-any = # a landscape
almadi-grid-empty = . an empty cell of rows 1-4 (not column 0)
almadi-grid-anything = ? anything
almadi-grid-O = O oasis
almadi-grid-P = P palace
almadi-grid-M = M market
almadi-grid-C = C caravan

## Glossary (explain): the value explains, .term is the term in this language

almadi-term-kingdom = Your grid of landscapes, growing to the right of your start tile (column 0). Rows 1–4; a new tile goes in the row it came from on the board (column 1 or more, empty cell, next to a landscape). Cells are written row.column, like 2.3.
    .term = kingdom
almadi-term-board = The central board: 8 landscapes in 4 rows of 2 slots (1.1 … 4.2). You take one (`take 2.1`) and place it in the same row of your kingdom (`place 2.3`); the slot is refilled from the pile.
    .term = board
almadi-term-slot = A place on the central board, written row.slot: 1.1 … 4.2.
    .term = slot
almadi-term-pile = The face-down landscapes that refill the board. When it runs out, the game ends after the turn.
    .term = pile
almadi-term-turn = Take a board tile and place it (step 1); resolve the effects it activated (step 2); the board is refilled (step 3). Each player plays 16 turns (fewer with more players: the pile decides).
    .term = turn
almadi-term-step = Step 1: take and place a tile. Step 2: resolve the activated effects in any order (`done` ends it). After: recruit characters or use powers, then `end turn`.
    .term = step
almadi-term-activation-side = An arrow on a tile's side. When it faces an effect side of a neighbouring tile, that effect is activated. Tiles never rotate.
    .term = activation side
almadi-term-arrow = An activation side: see `explain activation side`.
    .term = arrow
almadi-term-act = An activation side (arrow): see `explain activation side`.
    .term = act
almadi-term-effect-side = A side showing genie, hammer, stall, moon, ruby or jar. It is activated when it faces an activation side (arrow) of a neighbour.
    .term = effect side
almadi-term-contact = Two facing sides of adjacent tiles. Live when one is an arrow and the other an effect: then the effect activates when either tile arrives.
    .term = contact
almadi-term-live = A contact between an arrow and an effect side in the current layout. Jars and some objectives count live contacts at the end.
    .term = live
almadi-term-blank = A side with nothing on it: it never activates anything.
    .term = blank
almadi-term-genie = Effect: move one of your landscapes (not the start tile) to another cell of your kingdom, any row (`genie`, `move 2.1`, `to 4.2`). At most 3 moves a turn; a tile may not go straight back; its arrival activates effects again.
    .term = genie
almadi-term-hammer = Effect: take the top mosaic. A mosaic on a palace scores that palace again (one mosaic per palace).
    .term = hammer
almadi-term-stall = Effect: take the top stall card: 2 goods that your caravans can carry (+2 goods towards capacity).
    .term = stall
almadi-term-moon = Effect: take an objective from the table, or an unfulfilled one from another player (`moon`, then `objective gr-12`). A held objective scores its points if fulfilled at the end, and loses them if not.
    .term = moon
almadi-term-ruby = Effect: take a ruby. At the end rubies score by ranking (2 players 10/4, 3 players 12/8/4, 4 players 12/8/4/2); with characters, rubies pay for recruits and score 1 per pair.
    .term = ruby
almadi-term-jar = Effect: nothing during the game; 1 point at the end for each jar side still live.
    .term = jar
almadi-term-pool = The activated effects waiting in step 2 (genie, hammer, stall, moon, ruby). Resolve them in any order; `done` discards the rest.
    .term = pool
almadi-term-pending = The pool of activated effects you may still resolve this turn.
    .term = pending
almadi-term-oasis = A landscape. Oasis groups of 2+ score 3 per oasis; the largest group scores 6 more.
    .term = oasis
almadi-term-oases = See `explain oasis`.
    .term = oases
almadi-term-caravan = A landscape. A group of caravans carries goods up to its capacity (1: 2, 2: 5, 3: 10, 4: 15, 5: 20, 6: 35, 7: 50, 8: 65 for groups of 1…8+ tiles); goods come from markets and stall cards.
    .term = caravan
almadi-term-landscape = A tile of your kingdom: oasis, palace, market or caravan. You take one from the board each turn and place it in its row; its sides activate effects on contact.
    .term = landscape
almadi-term-market = A landscape with goods (spices, pottery, leather, carpets) that caravans carry.
    .term = market
almadi-term-palace = A landscape scoring 1 + adjacent oases and markets (0 if none); a mosaic on it scores it again.
    .term = palace
almadi-term-goods = Spices, pottery, leather and carpets, shown on markets and stall cards; caravans turn them into points.
    .term = goods
almadi-term-mosaic = A card from the hammer effect (motifs: star, rosette, arabesque, lattice); each scores one of your palaces again.
    .term = mosaic
almadi-term-mosaics = See `explain mosaic`.
    .term = mosaics
almadi-term-stall-card = A card from the stall effect: 2 goods for your caravans.
    .term = stall card
almadi-term-objective = A card with a pattern or condition and points (ids like gr-12). Taken with a moon; +points if fulfilled at the end, −points if held unfulfilled. Only take ones you can fulfil.
    .term = objective
almadi-term-objectives = See `explain objective`.
    .term = objectives
almadi-term-reserve = The rubies left in the general supply.
    .term = reserve
almadi-term-start-tile = Your first landscape, at column 0 (A–E), chosen in reverse turn order.
    .term = start tile
almadi-term-extra-turn = A turn given by a character (Dunyazad) at the end of the game.
    .term = extra turn
almadi-term-characters = Variant: you are dealt characters, keep 2 secretly (`keep ch-03 ch-17`), and recruit from your hand or the market by paying rubies during your turn (`recruit ch-17`). End characters score at the end; game characters give powers.
    .term = characters
almadi-term-hand = Your secret characters (Characters variant). `hand` shows them with their ids.
    .term = hand
almadi-term-market-characters = Characters face up for everyone to recruit (Characters variant).
    .term = market characters
almadi-term-score-now = The score each player would have if the game ended now (shown on the board).
    .term = score now
almadi-term-almadi = Almadi: build a kingdom of landscapes. `rules` has the summary.
    .term = almadi
almadi-term-take = `take <row.slot>`: take that board tile (1.1 … 4.2).
    .term = take
almadi-term-place = `place <row.column>`: put the tile you hold in your kingdom, in its row.
    .term = place
almadi-term-move = Genie: `move <row.column>` picks the tile to move, then `to <row.column>`.
    .term = move
almadi-term-to = Genie: `to <row.column>` is where the chosen tile goes.
    .term = to
almadi-term-done = End step 2: the effects still pending are discarded.
    .term = done
almadi-term-end = `end turn`: finish your turn (the board is refilled).
    .term = end
almadi-term-end-turn = Finish your turn (the board is refilled).
    .term = end turn
almadi-term-back = Leave the choice in progress without doing it.
    .term = back
almadi-term-skip = Resolve nothing for this effect.
    .term = skip
almadi-term-keep = `keep ch-xx ch-yy`: the two dealt characters you keep (Characters variant).
    .term = keep
almadi-term-recruit = `recruit ch-xx`: pay its rubies and take that character (from your hand or the market) during your turn.
    .term = recruit
almadi-term-activated = The effects activated by the tile just placed, waiting in the pool.
    .term = activated
almadi-term-central-board = The central board: 8 landscapes in 4 rows of 2 slots (1.1 … 4.2). You take one (`take 2.1`) and place it in the same row of your kingdom (`place 2.3`); the slot is refilled from the pile.
    .term = central board

## Characters: names (proper names), epithets, powers

almadi-name-ch-01 = Ali-Shar
almadi-epithet-ch-01 = passionate merchant
almadi-power-ch-01 = Scores max(spices/2, pottery/2) (rounded down), market goods only.
almadi-name-ch-02 = Ali Cogia
almadi-epithet-ch-02 = travelling merchant
almadi-power-ch-02 = All your caravans count as one group for caravan capacity.
almadi-name-ch-03 = Aziz
almadi-epithet-ch-03 = friendly merchant
almadi-power-ch-03 = Scores max(leather/2, carpets/2) (rounded down), market goods only.
almadi-name-ch-04 = Aziza
almadi-epithet-ch-04 = inspired poet
almadi-power-ch-04 = Each mosaic not placed on a palace scores 3.
almadi-name-ch-05 = Dalila
almadi-epithet-ch-05 = cunning thief
almadi-power-ch-05 = Scores (goods beyond caravan capacity)/2, rounded down.
almadi-name-ch-06 = Dunya
almadi-epithet-ch-06 = artist princess
almadi-power-ch-06 = Scores 3 per mosaic of your most common motif.
almadi-name-ch-07 = Dunyazad
almadi-epithet-ch-07 = curious sister
almadi-power-ch-07 = One extra turn after the game ends, before scoring.
almadi-name-ch-08 = Harun Al Rashid
almadi-epithet-ch-08 = pragmatic caliph
almadi-power-ch-08 = Scores the number of landscapes in your fullest row.
almadi-name-ch-09 = Hindbad
almadi-epithet-ch-09 = water carrier
almadi-power-ch-09 = Scores 1 per jar side that is not activated.
almadi-name-ch-10 = Khalifa
almadi-epithet-ch-10 = tenacious fisherman
almadi-power-ch-10 = Scores 2 per oasis with no adjacent oasis.
almadi-name-ch-11 = The 40 Thieves
almadi-epithet-ch-11 = feared band
almadi-power-ch-11 = Scores 3 per hole (empty cell surrounded on 4 sides).
almadi-name-ch-12 = Shahriar
almadi-epithet-ch-12 = determined sultan
almadi-power-ch-12 = Scores 3 per fulfilled objective you hold.
almadi-name-ch-13 = Sheherazade
almadi-epithet-ch-13 = prodigious storyteller
almadi-power-ch-13 = Scores 3 per character you recruited, herself included.
almadi-name-ch-14 = Zobeide
almadi-epithet-ch-14 = shrewd trader
almadi-power-ch-14 = Each good on your stall cards counts twice for caravans and Dalila.
almadi-name-ch-15 = Zubaydah
almadi-epithet-ch-15 = impressive queen
almadi-power-ch-15 = Up to 2 mosaics per palace.
almadi-name-ch-16 = Abriza
almadi-epithet-ch-16 = seasoned warrior
almadi-power-ch-16 = Genie moves and swaps may use row 0 and row 5 (column 0 allowed there).
almadi-name-ch-17 = Aladdin
almadi-epithet-ch-17 = master of the lamp
almadi-power-ch-17 = Once per turn, after a genie was activated for you: take 1 ruby.
almadi-name-ch-18 = Ali
almadi-epithet-ch-18 = far-sighted prince
almadi-power-ch-18 = Instead of taking a board tile: draw the pile's top tile and place it in any row (A) or swap it with a board tile (B). No refill.
almadi-name-ch-19 = Ali Baba
almadi-epithet-ch-19 = fortunate woodcutter
almadi-power-ch-19 = Each ruby item gives 2 rubies.
almadi-name-ch-20 = Badroulboudour
almadi-epithet-ch-20 = daring princess
almadi-power-ch-20 = Once per turn, after a genie was activated for you: take the top mosaic.
almadi-name-ch-21 = Hussain
almadi-epithet-ch-21 = adventurous prince
almadi-power-ch-21 = Once per turn, a genie item may swap two of your landscapes instead.
almadi-name-ch-22 = Jafar
almadi-epithet-ch-22 = devoted vizier
almadi-power-ch-22 = Nobody may take the objectives you hold.
almadi-name-ch-23 = Morgiane
almadi-epithet-ch-23 = clever servant
almadi-power-ch-23 = A tile from board row r may go in kingdom row r-1, r or r+1.
almadi-name-ch-24 = Paribanou
almadi-epithet-ch-24 = generous djinn
almadi-power-ch-24 = Once per turn, after a genie was activated for you: take the top stall card.
almadi-name-ch-25 = Zaynab
almadi-epithet-ch-25 = discreet fence
almadi-power-ch-25 = Once per turn: return a mosaic for the top stall card, or a stall card for the top mosaic.
almadi-name-ch-26 = Zumurrud
almadi-epithet-ch-26 = coveted seamstress
almadi-power-ch-26 = Copy the power of a character recruited by another player (once, permanent, at any time).

## Objectives

almadi-obj-gr-01 = A completely empty column between two full columns
almadi-obj-gr-02 = Oasis, palace, market, caravan in a straight line (any direction)
almadi-obj-gr-03 = A 2x2 block: oasis, caravan / market, palace (rotations allowed)
almadi-obj-gr-04 = A staircase (rotations allowed)
almadi-obj-gr-05 = A hole two tiles long, closed on all sides
almadi-obj-gr-06 = At least 4 stall cards and 4 mosaic cards
almadi-obj-gr-07 = A checkerboard (rotations allowed)
almadi-obj-gr-08 = A pair of identical stall cards and a pair of identical mosaic cards
almadi-obj-gr-09 = At least 4 stall cards and 4 rubies
almadi-obj-gr-10 = At least 4 mosaic cards and 4 rubies
almadi-obj-gr-11 = At least 5 genies activated at the same time
almadi-obj-gr-12 = A row holding at least 6 landscapes
almadi-obj-bl-01 = At least 7 jars activated at the same time
almadi-obj-bl-02 = 4 oases on a diagonal
almadi-obj-bl-03 = 4 oases in a 2x2 square
almadi-obj-bl-04 = An oasis in each row 1-4
almadi-obj-bl-05 = At least 5 oases
almadi-obj-ye-01 = At least 5 caravans
almadi-obj-ye-02 = At least 4 stall cards
almadi-obj-ye-03 = At least 4 stalls activated at the same time
almadi-obj-ye-04 = Two pairs of identical stall cards
almadi-obj-ye-05 = 4 caravans on a diagonal
almadi-obj-gn-01 = At least 5 palaces
almadi-obj-gn-02 = At least 4 mosaic cards
almadi-obj-gn-03 = At least 4 hammers activated at the same time
almadi-obj-gn-04 = Two pairs of identical mosaic cards
almadi-obj-gn-05 = 4 palaces one above another
almadi-obj-re-01 = At least 5 markets
almadi-obj-re-02 = At least 4 rubies activated at the same time
almadi-obj-re-03 = At least 2 goods of each kind on markets
almadi-obj-re-04 = At least 10 goods of one kind on markets
almadi-obj-re-05 = 4 markets side by side in one row
