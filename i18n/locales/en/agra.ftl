# Agra: the game's own words (games/agra). English is the engine's canonical text: a test
# checks that every event's message formats to exactly the engine's English.
# Names are selected by the argument's name ($good, $src, $space…): ids stay canonical in events.

## Names (ids in event and text arguments, selected by the argument's name)
agra-n-good = { $good ->
    [sandstone] sandstone
    [wood] wood
    [turmeric] turmeric
    [cotton] cotton
    [cement] cement
    [paper] paper
    [curry] curry
    [oil] oil
    [bricks] bricks
    [planks] planks
    [dye] dye
    [cloth] cloth
    [statue] statue
    [book] book
    [painting] painting
    [clothing] clothing
   *[other] { $good }
}
agra-n-good2 = { $good2 ->
    [sandstone] sandstone
    [wood] wood
    [turmeric] turmeric
    [cotton] cotton
    [cement] cement
    [paper] paper
    [curry] curry
    [oil] oil
    [bricks] bricks
    [planks] planks
    [dye] dye
    [cloth] cloth
    [statue] statue
    [book] book
    [painting] painting
    [clothing] clothing
   *[other] { $good2 }
}
agra-n-src = { $src ->
    [sandstone] sandstone
    [wood] wood
    [turmeric] turmeric
    [cotton] cotton
    [cement] cement
    [paper] paper
    [curry] curry
    [oil] oil
    [bricks] bricks
    [planks] planks
    [dye] dye
    [cloth] cloth
    [statue] statue
    [book] book
    [painting] painting
    [clothing] clothing
   *[other] { $src }
}
agra-n-tgt = { $tgt ->
    [sandstone] sandstone
    [wood] wood
    [turmeric] turmeric
    [cotton] cotton
    [cement] cement
    [paper] paper
    [curry] curry
    [oil] oil
    [bricks] bricks
    [planks] planks
    [dye] dye
    [cloth] cloth
    [statue] statue
    [book] book
    [painting] painting
    [clothing] clothing
   *[other] { $tgt }
}
agra-n-m1 = { $m1 ->
    [sandstone] sandstone
    [wood] wood
    [turmeric] turmeric
    [cotton] cotton
    [cement] cement
    [paper] paper
    [curry] curry
    [oil] oil
    [bricks] bricks
    [planks] planks
    [dye] dye
    [cloth] cloth
    [statue] statue
    [book] book
    [painting] painting
    [clothing] clothing
   *[other] { $m1 }
}
agra-n-m2 = { $m2 ->
    [sandstone] sandstone
    [wood] wood
    [turmeric] turmeric
    [cotton] cotton
    [cement] cement
    [paper] paper
    [curry] curry
    [oil] oil
    [bricks] bricks
    [planks] planks
    [dye] dye
    [cloth] cloth
    [statue] statue
    [book] book
    [painting] painting
    [clothing] clothing
   *[other] { $m2 }
}
agra-n-m3 = { $m3 ->
    [sandstone] sandstone
    [wood] wood
    [turmeric] turmeric
    [cotton] cotton
    [cement] cement
    [paper] paper
    [curry] curry
    [oil] oil
    [bricks] bricks
    [planks] planks
    [dye] dye
    [cloth] cloth
    [statue] statue
    [book] book
    [painting] painting
    [clothing] clothing
   *[other] { $m3 }
}
agra-n-m4 = { $m4 ->
    [sandstone] sandstone
    [wood] wood
    [turmeric] turmeric
    [cotton] cotton
    [cement] cement
    [paper] paper
    [curry] curry
    [oil] oil
    [bricks] bricks
    [planks] planks
    [dye] dye
    [cloth] cloth
    [statue] statue
    [book] book
    [painting] painting
    [clothing] clothing
   *[other] { $m4 }
}
agra-n-g1 = { $g1 ->
    [sandstone] sandstone
    [wood] wood
    [turmeric] turmeric
    [cotton] cotton
    [cement] cement
    [paper] paper
    [curry] curry
    [oil] oil
    [bricks] bricks
    [planks] planks
    [dye] dye
    [cloth] cloth
    [statue] statue
    [book] book
    [painting] painting
    [clothing] clothing
   *[other] { $g1 }
}
agra-n-g2 = { $g2 ->
    [sandstone] sandstone
    [wood] wood
    [turmeric] turmeric
    [cotton] cotton
    [cement] cement
    [paper] paper
    [curry] curry
    [oil] oil
    [bricks] bricks
    [planks] planks
    [dye] dye
    [cloth] cloth
    [statue] statue
    [book] book
    [painting] painting
    [clothing] clothing
   *[other] { $g2 }
}
agra-n-g3 = { $g3 ->
    [sandstone] sandstone
    [wood] wood
    [turmeric] turmeric
    [cotton] cotton
    [cement] cement
    [paper] paper
    [curry] curry
    [oil] oil
    [bricks] bricks
    [planks] planks
    [dye] dye
    [cloth] cloth
    [statue] statue
    [book] book
    [painting] painting
    [clothing] clothing
   *[other] { $g3 }
}
agra-n-building = { $good ->
    [sandstone] Quarry
    [wood] Sawmill
    [turmeric] Turmeric Field
    [cotton] Cotton Field
    [cement] Cement Works
    [paper] Paper Mill
    [curry] Curry Kitchen
    [oil] Oil Press
    [bricks] Brickworks
    [planks] Joinery
    [dye] Dye Works
    [cloth] Weaving Mill
    [statue] Sculptor's Workshop
    [book] Bookbindery
    [painting] Painter's Studio
    [clothing] Tailor's Shop
   *[other] { $good }
}
agra-n-space = { $space ->
    [architect] Architect
    [sailor] Sailor
    [trader] Trader
    [botanist] Botanist
    [sandstone] Quarry
    [wood] Sawmill
    [turmeric] Turmeric Field
    [cotton] Cotton Field
    [cement] Cement Works
    [paper] Paper Mill
    [curry] Curry Kitchen
    [oil] Oil Press
    [bricks] Brickworks
    [planks] Joinery
    [dye] Dye Works
    [cloth] Weaving Mill
    [statue] Sculptor's Workshop
    [book] Bookbindery
    [painting] Painter's Studio
    [clothing] Tailor's Shop
   *[other] { $space }
}
agra-n-the-space = { $space ->
    [architect] Architect
    [sailor] Sailor
    [trader] Trader
    [botanist] Botanist
    [sandstone] the Quarry
    [wood] the Sawmill
    [turmeric] the Turmeric Field
    [cotton] the Cotton Field
    [cement] the Cement Works
    [paper] the Paper Mill
    [curry] the Curry Kitchen
    [oil] the Oil Press
    [bricks] the Brickworks
    [planks] the Joinery
    [dye] the Dye Works
    [cloth] the Weaving Mill
    [statue] the Sculptor's Workshop
    [book] the Bookbindery
    [painting] the Painter's Studio
    [clothing] the Tailor's Shop
   *[other] { $space }
}
agra-n-guild = { $guild ->
    [artisans] Artisans
    [merchants] Merchants
    [scholars] Scholars
   *[other] { $guild }
}
agra-n-guild2 = { $guild2 ->
    [artisans] Artisans
    [merchants] Merchants
    [scholars] Scholars
   *[other] { $guild2 }
}
agra-n-guildw = { $guild ->
    [artisans] artisans
    [merchants] merchants
    [scholars] scholars
   *[other] { $guild }
}
agra-n-notable = { $notable ->
    [n1] Portuguese Trader
    [n2] Sufi
    [n3] Takshaka
    [n4] Mahout
    [n5] Khatib
    [n6] French Trader
    [n7] Dyer
    [n8] Cook
    [n9] Muezzin
    [n10] Jagirdar
    [n11] Caliph
    [n12] Calligrapher
    [n13] Mollah
    [n14] English Trader
    [n15] Mosaic Maker
    [n16] Mujtahida
    [n17] Dutch Trader
    [n18] Painter
    [n19] Subadar
    [n20] Sadr us-Sudur
    [n21] Grand Mufti
    [n22] Grand Imam
    [n23] Court Artist
    [n24] Dewan
   *[other] { $notable }
}
agra-n-side = { $side ->
    [n] north
    [e] east
    [s] south
    [w] west
   *[other] { $side }
}
agra-n-favour = { $fid ->
    [f1] gain 1 basic good
    [f2] transform 1 good along any arrow
    [f3] +1 level on a track
    [ft1] stand up 1 lying worker
    [ft2] +1 good in a transformation
    [ft3] +1 MP (meditation)
    [ft4] sell 1 good for its value
    [ft5] remove 1 cache tile
    [ft6] deliver 1 good to a notable
    [ft7] serve Akbar or fulfil an order
    [ft8] 2 farmer steps
    [ft9] one price-token operation
    [ft10] exchange 1 good for another of equal value
    [ft11] gain 1 good of value 2
    [ft12] meditation marker +1 for free
    [ft13] transform a value-1 good into a value-2 good
    [ft14] peonage for 3 favours
   *[other] { $fid }
}

agra-n-act = { $act ->
    [exchange] exchange
    [deliver] deliver
    [transform] transform
    [cache] cache
   *[other] { $act }
}
agra-n-slot = { $slot ->
    [sandstone] sandstone
    [wood] wood
    [turmeric] turmeric
    [cotton] cotton
    [cement] cement
    [paper] paper
    [curry] curry
    [oil] oil
    [bricks] bricks
    [planks] planks
    [dye] dye
    [cloth] cloth
    [statue] statue
    [book] book
    [painting] painting
    [clothing] clothing
   *[other] { $slot }
}
agra-cat-bag = rupees
agra-cat-notables = notables
agra-cat-influence = majorities
agra-cat-meditation = meditation
agra-cat-caches = caches
agra-cat-akbar = Akbar
agra-final-1 = { $who1 } { $t1 } ({ agra-cat-bag } { $bag1 }, { agra-cat-notables } { $notables1 }, { agra-cat-influence } { $influence1 }, { agra-cat-meditation } { $meditation1 }, { agra-cat-caches } { $caches1 }, { agra-cat-akbar } { $akbar1 }{ $tie1 ->
    [yes] , tie-break { $tb1 }
   *[no] { "" }
}; rank { $rank1 })
agra-final-2 = { $who2 } { $t2 } ({ agra-cat-bag } { $bag2 }, { agra-cat-notables } { $notables2 }, { agra-cat-influence } { $influence2 }, { agra-cat-meditation } { $meditation2 }, { agra-cat-caches } { $caches2 }, { agra-cat-akbar } { $akbar2 }{ $tie2 ->
    [yes] , tie-break { $tb2 }
   *[no] { "" }
}; rank { $rank2 })
agra-final-3 = { $who3 } { $t3 } ({ agra-cat-bag } { $bag3 }, { agra-cat-notables } { $notables3 }, { agra-cat-influence } { $influence3 }, { agra-cat-meditation } { $meditation3 }, { agra-cat-caches } { $caches3 }, { agra-cat-akbar } { $akbar3 }{ $tie3 ->
    [yes] , tie-break { $tb3 }
   *[no] { "" }
}; rank { $rank3 })
agra-final-4 = { $who4 } { $t4 } ({ agra-cat-bag } { $bag4 }, { agra-cat-notables } { $notables4 }, { agra-cat-influence } { $influence4 }, { agra-cat-meditation } { $meditation4 }, { agra-cat-caches } { $caches4 }, { agra-cat-akbar } { $akbar4 }{ $tie4 ->
    [yes] , tie-break { $tb4 }
   *[no] { "" }
}; rank { $rank4 })
agra-ev-final = Final scoring: { $n ->
    [2] { agra-final-1 }; { agra-final-2 }
    [3] { agra-final-1 }; { agra-final-2 }; { agra-final-3 }
   *[other] { agra-final-1 }; { agra-final-2 }; { agra-final-3 }; { agra-final-4 }
}.{ $ties ->
    [yes] { " " }Ties are broken by the value of goods in stock + favours.
   *[no] { "" }
}

## Events (the engine's log: games/agra/rules.py, state.py; English = the canonical text)
agra-ev-answered = { $who } answered.
agra-ev-answered-you = You answered '{ $action }'.
agra-ev-round-turn = Round { $round }: { $who }'s turn.
agra-ev-over = The game is over: final scoring.
agra-ev-meditates = { $who } meditates.
agra-ev-no-space = { $who } has no legal space: the action is skipped.
agra-ev-ends-turn = { $who } ends the turn.
agra-ev-ejected = { $who }'s { $up ->
    [yes] standing
   *[no] lying
} worker is ejected.
agra-ev-place-site = { $who } places a worker on the Builder's site: { agra-n-the-space }.
agra-ev-peonage = { $who } uses { agra-n-the-space } again (peonage).
agra-ev-place = { $who } places a worker on { agra-n-the-space }.
agra-ev-coins = { $who } takes the { $k } { $k ->
    [one] rupee
   *[other] rupees
} lying on { agra-n-the-space }.
agra-ev-coins-you = You take the { $k } { $k ->
    [one] rupee
   *[other] rupees
} lying on { agra-n-the-space }; you now have { $total }.
agra-ev-merchant-favours = { $who } gains 2 favours from the Merchant.
agra-ev-merchant-moves = The Merchant rolls { $n } and moves to { agra-n-the-space }.
agra-ev-builder-leaves = No construction site remains: the Builder leaves the game.
agra-ev-builder-rolls = The Builder rolls { $n }.
agra-ev-builder-moves = The Builder moves to { agra-n-the-space }.
agra-ev-builds = { $who } builds { agra-n-the-space }.
agra-ev-boat-builds = The boat's event builds { agra-n-the-space }.
agra-ev-pays-site = { $who } pays { $n ->
    [1] { $k1 } { agra-n-m1 }
    [2] { $k1 } { agra-n-m1 }, { $k2 } { agra-n-m2 }
    [3] { $k1 } { agra-n-m1 }, { $k2 } { agra-n-m2 }, { $k3 } { agra-n-m3 }
   *[other] { $k1 } { agra-n-m1 }, { $k2 } { agra-n-m2 }, { $k3 } { agra-n-m3 }, { $k4 } { agra-n-m4 }
} for { agra-n-the-space }.
agra-ev-bonus-tile = { $who } takes construction bonus tile { $tile }.
agra-ev-transforms = { $who } transforms { $k } { agra-n-src } into { agra-n-tgt }.
agra-ev-no-follow = { $who } does not follow.
agra-ev-follows = { $who } follows: { $k } { agra-n-src } into { agra-n-tgt }.
agra-ev-follower-favours = { $who } gains { $k } favour(s) from followers.
agra-ev-produces = { $who } produces { $k } { agra-n-good }.
agra-ev-dyer = { $who } swaps 2 { agra-n-good } for 1 { agra-n-good2 } (Dyer).
agra-ev-delivers = { $who } delivers { agra-n-good } to the { agra-n-notable }{ $double ->
    [yes] { " " }twice (double delivery)
   *[no] { "" }
}.
agra-ev-complete = The { agra-n-notable } is complete: { $who } wins the card.
agra-ev-sufi = { $who } moves up the meditation track (Sufi).
agra-ev-pays-sailor = { $who } pays 1 { agra-n-good } to the Sailor.
agra-ev-no-jagirdar = { $who } does not use the Jagirdar.
agra-ev-boat = The boat moves to pontoon { $n }.
agra-ev-pontoon3 = Each player gains 1 favour per cotton (at most 3). The order limit is now 4.
agra-ev-pontoon4 = Price tokens return to the Trader; each player gains 1 favour. Limit 5.
agra-ev-pontoon5 = Each player takes a good of value 1, 2 or 3 (by cotton). The order limit is 6.
agra-ev-p5-takes = { $who } takes 1 { agra-n-good } (pontoon 5).
agra-ev-fulfils = { $who } fulfils { agra-n-guildw } order { $n } ({ agra-n-g1 } + { agra-n-g2 }).
agra-ev-akbar = { $who } serves Akbar { agra-n-good } (slot { agra-n-slot }).
agra-ev-track-top = { $who }'s { agra-n-guildw } marker is already at the top (step lost).
agra-ev-track-up = { $who } moves up to { agra-n-guildw } level { $n }.
agra-ev-takes-tile = { $who } takes favour tile { $tile }.
agra-ev-level-favours = { $who } takes { $k } favour(s) (level { $n } bonus).
agra-ev-discards-tile = { $who } discards favour tile { $tile }.
agra-ev-lays = { $who } lays { $k } worker(s) for { $mp } MP.
agra-ev-mosaic = { $who } converts { $k } MP into favours (Mosaic Maker).
agra-ev-wheel = The meditation wheel now blocks '{ agra-n-act }'.
agra-ev-exchanges = { $who } exchanges 1 { agra-n-good } for 1 { agra-n-good2 }.
agra-ev-cache = { $who } removes the cache tile at { $cache }.
agra-ev-farmer = { $who } moves the { agra-n-side } farmer { $dir ->
    [forward] forward
   *[back] back
}.
agra-ev-token-flip = { $who } flips the price token on { agra-n-good }.
agra-ev-token-put = { $who } puts a price token on { agra-n-good } ({ $sign }).
agra-ev-trader-gives = { $who } gives { $n ->
    [1] { agra-n-g1 }
    [2] { agra-n-g1 }, { agra-n-g2 }
   *[other] { agra-n-g1 }, { agra-n-g2 }, { agra-n-g3 }
} to the Trader.
agra-ev-trader-takes = { $who } takes 1 { agra-n-good } from the Trader.
agra-ev-favour = { $who } uses favour action { $tile }{ $mollah ->
    [yes] { " " }with the Mollah
   *[no] { "" }
}.
agra-ev-luxury = { $who } uses a { agra-n-good } (luxury action).
agra-ev-spends = { $who } spends { $n ->
    [1] { agra-n-g1 }
   *[other] { agra-n-g1 } and { agra-n-g2 }
} to stand workers up.
agra-ev-caliph = { $who } spends 1 cotton (Caliph).
agra-ev-stands = { $who } stands up the worker on { agra-n-the-space }.
agra-ev-gains = { $who } gains { $k } { agra-n-good }.
agra-ev-sells = { $who } sells 1 { agra-n-good }.
agra-ev-french = { $who } delivers { agra-n-good } to the French Trader card.
agra-ev-meditation-up = { $who } moves up to meditation space { $n }.
agra-ev-gain-rupees = { $who } gains rupees ({ agra-why }).
agra-ev-gain-rupees-you = You gain { $k } { $k ->
    [one] rupee
   *[other] rupees
} ({ agra-why }); you now have { $total }.
agra-ev-pay-rupees = { $who } pays rupees ({ agra-why }).
agra-ev-pay-rupees-you = You pay { $k } { $k ->
    [one] rupee
   *[other] rupees
} ({ agra-why }); you now have { $total }.
agra-ev-end-triggered = The end of the game is triggered ({ agra-end-why }): this round is finished, then one more.
agra-why = { $why ->
    [peonage] peonage
    [takshaka] Takshaka
    [bonus-tile] bonus tile { $tile }
    [bonus] { agra-n-notable } bonus for { agra-n-good }
    [delivery] delivery to the { agra-n-notable }
    [double] double delivery
    [refund] Sailor refund
    [order] { agra-n-guildw } order
    [sold] { agra-n-good } sold
    [french] French Trader
   *[other] { $why }
}
agra-end-why = { $why ->
    [stalemate] no player could place a worker this whole round
    [notable] the level IV notable { agra-n-notable } is complete
    [boat] the boat reached pontoon 6
    [column] the { agra-n-guildw } order column is full
    [track] { $who } reached the top of the { agra-n-guildw } track
   *[other] { $why }
}
agra-ev-setup = Setup: the Merchant starts on B{ $n }, the Builder on { agra-n-the-space }.
agra-ev-first = { $who } is the first player.

## What a decision asks (text.KINDS, STAGES) and one-word moves (ONE_WORD, TWO_WORDS)
agra-kind-turn = turn
agra-kind-lay = lay workers down for meditation points
agra-kind-med = meditation actions
agra-kind-arch = Architect: influence or build
agra-kind-mat = choose building materials
agra-kind-bonus = choose a construction bonus tile
agra-kind-proc = how many goods to transform
agra-kind-prod = how many goods to produce
agra-kind-dyer = Dyer swap
agra-kind-spay = Sailor: pay a good
agra-kind-sail = Sailor: deliveries
agra-kind-trade = Trader
agra-kind-tok = price token
agra-kind-tx = Trader exchange
agra-kind-bot = Botanist options
agra-kind-cache = remove a cache tile
agra-kind-farm = move farmers
agra-kind-follow = follow the transformation?
agra-kind-jag = Jagirdar delivery
agra-kind-infl = influence steps from notables
agra-kind-lvl = influence level bonus
agra-kind-discard = discard a favour tile
agra-kind-mosaic = Mosaic Maker: take a favour tile
agra-kind-track = choose a track
agra-kind-track2 = painting: two tracks
agra-kind-stand = stand workers up
agra-kind-gain = gain a good
agra-kind-sell = sell a good
agra-kind-french = French Trader delivery
agra-kind-x1 = exchange a good
agra-kind-mdn = deliver to which notable
agra-kind-mdg = goods for the notable
agra-kind-mtr = transform along which arrow
agra-kind-sadr = Sadr us-Sudur: serve Akbar
agra-kind-ft7 = serve Akbar or fulfil an order
agra-kind-p5 = pontoon 5: take a good
agra-kind-fmenu = favour actions
agra-kind-fdel = favour delivery to a notable
agra-kind-peon = pay the peonage (rupees or favours)
agra-kind-bmove = the Builder moves
agra-kind-boat = the boat moves
agra-kind-merchant = the Merchant moves
agra-kind-next = the next turn
agra-kind-mainend = the end of the action
agra-kind-wproc = transform at the new building
agra-stage-start = meditate, or place a worker
agra-stage-act = place a worker
agra-stage-extra = place a worker (statue extra action)
agra-stage-orders = orders phase: Akbar, a guild order, or end turn
agra-kind-other = a decision
agra-kind-yours = your decision
agra-stage-end = end the turn
agra-stage-end-yours = end your turn
agra-a-favour = Favour actions…
agra-a-meditate = Meditate (lay workers for MP)
agra-a-exchange = Exchange…
agra-a-deliver = Deliver to a notable…
agra-a-transform = Transform a good…
agra-a-cache = Remove a cache tile…
agra-a-farmer = Move a farmer…
agra-a-farmers = Move farmers…
agra-a-token = Price token…
agra-a-take = Done giving: take goods
agra-a-pay = Pay these materials
agra-a-statue = Statue: an extra main action
agra-a-book = Book: stand up to 3 workers, +1 favour
agra-a-painting = Painting: +1 on two tracks
agra-a-clothing = Sell a clothing
agra-a-oil = Spend oil: stand up 1 worker
agra-a-curry = Spend curry: stand up 1 worker
agra-a-caliph = Caliph: spend cotton, stand up 1 worker
agra-a-french = French Trader delivery…
agra-a-english = English Trader exchange…
agra-a-cook = Take a worker back from the Cook
agra-a-favours = Take the favours
agra-a-decline = Do not follow
agra-a-follow = Follow with 1 good
agra-a-back = Back: leave this menu
agra-a-done = Done: finish this step
agra-a-none = Take none
agra-a-pass = Pass (nothing to do here)
agra-a-end-turn = End your turn
agra-a-no-swap = Keep the goods produced (no swap)
agra-a-oil-curry = Spend oil and curry: stand up to 3 workers
agra-a-pay-done = Stop paying: deliveries are set
agra-a-pay-favours = Pay the peonage with 3 favours (FT14)
agra-a-pay-none = Pay nothing: 1 delivery
agra-a-pay-rupees = Pay the peonage in rupees

## Texts (games/agra/text.py): rules, prompts, move labels, summaries, board text, refusals
agra-rules = **Agra** (2–4 players). Rupees are victory points and **secret** until the end.
    Each turn: optional **meditation** (lay standing workers for MP; exchange, deliver, transform, remove a cache tile — one outer action is blocked — or move farmers), then the mandatory **action**: place a worker on a character (Architect: +1 influence or build; Sailor: pay a good for deliveries to notables and one guild order; Trader: price token and/or exchange; Botanist: two of meditate, cache, farmers), a built building (produce or transform up to 3 goods — others may *follow* with one good), or the Builder's site. A space held by another player ejects it (it gains favours); your own costs 2 rupees (peonage). Then optionally serve **Akbar** one good or fulfil one **guild order**, and `end turn`.
    At any prompt of your turn: oil/curry stand workers up, favour actions, luxury goods (statue = extra action, painting = 2 influence, book, clothing = sell), notable abilities.
    Notables on the river pay 1 rupee per marker on them when you deliver; the majority wins the card. Completed notables move the boat (events). The end comes after the round following a level IV notable, an influence of 10 or a full order column. Final scoring: end notables, influence majorities × orders, meditation VII (5), cache tiles removed, Akbar (0/1/3/5, +3 each).
    Moves look like `place sailor`, `pay curry`, `give n2 curry`, `process 3`, `follow`, `end turn`.
agra-nothing-to-decide = nothing to decide
agra-none = none
agra-nobody = nobody
agra-and = { " " }and{ " " }
agra-free = free
agra-neutral = neutral
agra-empty = empty
agra-no-goods = no goods
agra-no-notable-left = no notable left
agra-goods-k = { $k } { agra-n-good }
agra-tile-text = { $tile } ({ agra-n-favour })
agra-worker = { $who } { $up ->
    [yes] standing
   *[no] lying
}
## describe: labels of legal moves
agra-d-place-again = Use { agra-n-space } again (peonage)
agra-d-place-eject = Place a worker on { agra-n-space } (ejects { $who })
agra-d-place-site = Place a worker on the Builder's site: { agra-n-space } (built for free)
agra-d-place = Place a worker on { agra-n-space }
agra-d-process = Transform { $k } good(s){ $ft2 ->
    [yes] { " " }+1 with FT2
   *[no] { "" }
}
agra-d-produce = Produce { $k } good(s){ $ft2 ->
    [yes] { " " }+1 with FT2
   *[no] { "" }
}
agra-d-pay = Pay 1 { agra-n-good } (value { $value })
agra-d-deliver = Deliver { agra-n-good } to the { agra-n-notable }{ $double ->
    [yes] { " " }×2 (double delivery)
   *[no] { "" }
}
agra-d-favour = Favour action { $tile }: { agra-n-favour }{ $mollah ->
    [yes] { " " }with the Mollah
   *[no] { "" }
}
agra-d-order = Fulfil the { agra-n-guild } order ({ agra-n-g1 } + { agra-n-g2 })
agra-d-order-none = Fulfil the { agra-n-guild } order ()
agra-d-akbar = Serve Akbar { agra-n-good }
agra-d-akbar-slot = Serve Akbar { agra-n-good } on the { agra-n-slot } slot
agra-d-build = Build the { agra-n-building } (cost { $cost })
agra-d-transform = Transform { agra-n-src } into { agra-n-tgt }{ $ft2 ->
    [yes] { " " }(+1 with FT2)
   *[no] { "" }
}
agra-d-notable = Deliver to the { agra-n-notable }
agra-d-bonus = { $tile }: { $guild ->
    [none] { "" }
   *[other] +1 { agra-n-guild }{ ", " }
}{ $fav ->
    [0] { "" }
   *[other] { $fav } favour{ ", " }
}{ $cache ->
    [yes] remove a cache tile{ ", " }
   *[no] { "" }
}{ $rupees } rupees
agra-d-tile = Favour tile { $tile }: { agra-n-favour }
agra-d-use = Add 1 { agra-n-good } (construction value { $value })
agra-d-lay = Lay down your worker on { agra-n-space }
agra-d-stand = Stand up your worker on { agra-n-space }
agra-d-cache = Remove the cache tile at { $cache }
agra-d-farmer = Move the { agra-n-side } farmer { $dir ->
    [forward] forward
   *[back] back
}
agra-d-gain = Gain 1 { agra-n-good } (value { $value })
agra-d-take = Take 1 { agra-n-good } (value { $value })
agra-d-sell = Sell 1 { agra-n-good } (value { $value })
agra-d-send = Deliver 1 { agra-n-good } (value { $value })
agra-d-swap = Swap for 1 { agra-n-good } (value { $value })
agra-d-give = Give 1 { agra-n-good } (value { $value })
agra-d-influence = +1 level on the { agra-n-guild } track
agra-d-on = Put the token on { agra-n-good }
agra-d-face-up = Raise face (+1)
agra-d-face-down = Lower face (−1)
agra-d-mosaic = Convert { $mp } MP into { $k } favour(s)
agra-d-follow = Follow with 1 good{ $ft2 ->
    [yes] { " " }(+1 with FT2)
   *[no] { "" }
}
agra-d-raise = +1 level on { agra-n-guild }
agra-d-raise2 = +1 level on { agra-n-guild } and { agra-n-guild2 }
## prompts
agra-p-over = The game is over.
agra-p-turn = Your turn: { $stage }.
agra-p-follow = { $who } transforms { agra-n-src } into { agra-n-tgt }: follow?
agra-p-med = Meditation: { $mp } MP left.
agra-p-sail = Sailor: { $k } deliveries left.
agra-p-p5 = Pontoon 5: take a good of value { $value }.
## refusals (explain)
agra-x-empty = Type a move.
agra-x-nothing = You have nothing to decide now.
agra-x-not-built = The { agra-n-building } is not built (only the Builder's site is).
agra-x-peonage = Peonage costs 2 rupees (1 with the Calligrapher, or 3 favours with FT14) and you cannot pay it.
agra-x-no-reserve = You have no worker in reserve: only your own spaces (peonage).
agra-x-place-first = Place a worker first: the action phase is mandatory.
agra-x-not-a-move = '{ $action }' is not a move here; try { $verbs }.
agra-x-not-legal = '{ $action }' is not legal now.
## headline, summary
agra-h-over = Agra: the game is over.
agra-h-turn = Agra round { $round }, { $who }'s turn — waiting for { $pending }: { $deciding }.
agra-s-boat = Boat at pontoon { $boat }, order limit { $limit }, wheel blocks { agra-n-act }.
agra-s-player = { $who }: { $goods }; { $favours } favours; influence { $infl }; meditation { $med }; { $k } notables.
agra-s-final = Final: { $scores }
## board text (the image's alt text)
agra-b-site = construction site, cost { $cost }
agra-b-merchant = the Merchant is here (+2 favours)
agra-b-builder = the Builder is here (a worker builds it for free)
agra-b-coins = { $k } { $k ->
    [one] rupee
   *[other] rupees
} lying here
agra-b-space = { agra-n-space }: { $bits }
agra-b-end = The end is triggered (round { $round }): after this round, one more.
agra-b-boat = Boat at pontoon { $boat } of 6 (notables up to level { $level } accessible); order limit { $limit }; meditation action blocked: { agra-n-act }; first player { $who }.
agra-b-characters = Characters: { $spaces }.
agra-b-buildings = Buildings level { $level }: { $spaces }.
agra-b-values = Goods' values: basic 1, manufactured 2, luxury 3{ $any ->
    [0] { "" }
   *[other] ; changed by price tokens: { $changed }
}.
agra-b-slot = { agra-n-good } { $marks }
agra-b-notable = { agra-n-notable } ({ $id }, level { $level }, { agra-n-guildw }): { $slots }
agra-b-river = River: { $notables }.
agra-b-completed = Notables completed by level: { $done }
agra-b-order-goods = { agra-n-g1 } + { agra-n-g2 }
agra-b-order-full = none (column full)
agra-b-order-by = { agra-n-g1 } + { agra-n-g2 } by { $who }
agra-b-orders = { agra-n-guild } orders: current { $current }; fulfilled: { $filled } ({ $k }/{ $limit } markers).
agra-b-akbar-slot = { agra-n-slot } { $who }
agra-b-akbar = Akbar's slots: { $slots }.
agra-b-tiles = Favour tiles on display: { $display }; { $pile } in the pile. Construction bonus tiles left: { $bonus }.
agra-b-infl = { agra-n-guild } { $level }
agra-b-player = { $who }: { $goods }; { $favours } favours; favour tiles { $tiles }; { $reserve } workers in reserve{ $cook ->
    [0] { "" }
   *[other] , { $cook } on the Cook
}; meditation { $med }; influence { $infl }; notables { $contracts }; production { $prod }; { $caches } { $caches ->
    [one] cache tile
   *[other] cache tiles
} removed; { $orders } { $orders ->
    [one] order
   *[other] orders
} fulfilled, { $akbar } { $akbar ->
    [one] Akbar good
   *[other] Akbar goods
}{ $shown ->
    [yes] ; { $rupees } { $rupees ->
        [one] rupee
       *[other] rupees
    }
   *[no] { "" }
}.
agra-b-final = Final scores:
agra-b-tie = ; tie-break { $tb }
## private summary
agra-ps-rupees = You have { $k } { $k ->
    [one] rupee
   *[other] rupees
} (secret until final scoring).
agra-ps-tiles = Favour tiles: { $tiles }.
agra-ps-pile = Favour-tile pile: { $tiles }
agra-ps-answer = Your answer, applied when everyone has answered: { $action }.
agra-good-v = { agra-n-good } { $v }
