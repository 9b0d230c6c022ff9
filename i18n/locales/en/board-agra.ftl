# Words drawn on Agra's images (renderers/agra.py) besides the game's own terms, which come
# from agra.ftl (agra-n-building, agra-n-notable, agra-n-guild, agra-n-good, agra-n-favour…).

## Title bar and banner
board-agra-title = AGRA
board-agra-your-panel = AGRA · your panel
board-agra-header = Round { $round }  ·  boat { $boat }/6  ·  order limit { $limit }  ·  blocked: { agra-n-act }
board-agra-header-over = Round { $round }  ·  game over: final scores
board-agra-last-round = {"  "}·  last round
board-agra-over = Game over: final scoring
board-agra-waiting = Waiting for { $who }: { $what }
board-agra-who-what = { $who }: { $what }
board-agra-stage = { $stage ->
    [start] meditate or place a worker
    [act] place a worker
    [extra] statue: place another worker
    [orders] Akbar, an order or end turn
   *[end] end the turn
}

## The city, the river, the Empire board
board-agra-cost = cost { $n }
board-agra-merchant = Merchant
board-agra-builder = Builder
board-agra-guild-code = { $guild ->
    [artisans] ART
    [merchants] MER
    [scholars] SCH
   *[other] { $guild }
}
board-agra-level = Level { $level }{ $open ->
    [true] {""}
   *[false] {" "}(closed)
}
board-agra-done = { $n } done
board-agra-river = River Yamuna — boat at pontoon { $boat } of 6
board-agra-tracks = Influence tracks
board-agra-orders = Guild orders
board-agra-akbar = Akbar: one good each
board-agra-display = Favour tiles on display · pile { $pile }
board-agra-have-spend = have { $have } · spend { $spend }

## A player's strip
board-agra-rupees = { $n } { $n ->
    [one] rupee
   *[other] rupees
}
board-agra-farm = farm
board-agra-cook = {" "}(+{ $n } Cook)
board-agra-favours = favours { $n }
board-agra-meditation = meditation
board-agra-tiles = tiles { $tiles }
board-agra-caches = caches { $off } off · Akbar { $akbar }

## The private panel
board-agra-your-rupees = Your rupees (secret): { $k }
board-agra-mp-left = Meditation points left: { $mp }
board-agra-your-answer = Your answer: { $action }
board-agra-pile = Favour-tile pile (Mosaic Maker): { $tiles }
board-agra-favour-line = { $code } (have { $have }, spend { $spend }): { $what }{ $used ->
    [true] {" "}— used this turn
   *[false] {""}
}

## Legend: "<code> <meaning>" (the code is the label's first word)
board-agra-legend-standing = - standing worker
board-agra-legend-lying = - lying worker
board-agra-legend-rupees = - rupees lying on a building
board-agra-legend-boat = - the boat
board-agra-legend-favour-tile = FTn favour tile n
board-agra-legend-price-token = ▲▼ price token (value ±1)
board-agra-legend-meditation = I–VII meditation track

## The private panel: the player board's farm, the goods row's label, the strip's counts
board-agra-goods = goods
board-agra-farm-title = Your farm (player board)
board-agra-farm-cache = cache tile: `cache n1` removes it (+1 at the end)
board-agra-farm-farmer = farmer: `farmer n +` moves it 1 space
board-agra-farm-rule = Production of a basic good: the free spaces between its corner and the farmers of its two sides.
board-agra-bonus = bonus tiles { $tiles }
board-agra-orders-done = orders { $n }
board-agra-french = { agra-n-notable } { $n }
