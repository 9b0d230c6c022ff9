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
# one good (French and Italian name a plural good in the singular after 1: "1 brique")
agra-n-good-one = { $good ->
   *[other] { agra-n-good }
}
agra-n-good2-one = { $good2 ->
   *[other] { agra-n-good2 }
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
agra-n-src-one = { $src ->
   *[other] { agra-n-src }
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
# "of the" / "the" before a guild's name (Italian chooses dei/degli, i/gli by the name)
agra-n-guild-di = { $guild ->
   *[other] of the { agra-n-guild }
}
agra-n-guildw-di = { $guild ->
   *[other] of the { agra-n-guildw }
}
agra-n-guild-gli = { $guild ->
   *[other] the { agra-n-guild }
}
agra-n-guild2-gli = { $guild2 ->
   *[other] the { agra-n-guild2 }
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
# a notable's name with its article and preposition (French and Italian agree them with the
# name: masculine, feminine, before a vowel)
agra-n-to-notable = { $notable ->
   *[other] to the { agra-n-notable }
}
agra-n-of-notable = { $notable ->
   *[other] of the { agra-n-notable }
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
agra-ev-transforms = { $k ->
    [0] { $who } transforms nothing.
   *[other] { $who } transforms { $k } { agra-n-src } into { agra-n-tgt }.
}
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
agra-h-round = Agra round { $round }:
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

## Glossary terms (games/agra/glossary.py TERMS): .term is the word `explain` answers to
agra-t-turn = Your turn: optional meditation, then the mandatory action (place a worker), then optionally serve Akbar or fulfil a guild order, then `end turn`. Secondary actions (oil, curry, favour actions, luxury goods, notable abilities) at any prompt of your turn.
    .term = turn
agra-t-end-turn = Finish your turn (after your action; Akbar or an order are optional).
    .term = end turn
agra-t-end = `end turn` finishes your turn; see also `explain end of the game`.
    .term = end
agra-t-end-of-the-game = Triggered by a completed level IV notable, an influence of 10 or a full order column: that round is finished, then one more round, then final scoring.
    .term = end of the game
agra-t-end-triggered = The end of the game is triggered: this round is finished, then one more round is played, then final scoring.
    .term = end triggered
agra-t-round = Every player takes one turn, starting with the first player.
    .term = round
agra-t-first-player = The player who starts each round.
    .term = first player
agra-t-action = The mandatory part of your turn: place a worker (`place <space>`) on a character, a built building or the Builder's site.
    .term = action
agra-t-place = `place <space>`: put a worker from your reserve on a character (architect, sailor, trader, botanist) or a building (named by its good: `place curry` = Curry Kitchen).
    .term = place
agra-t-space = An action space: the four characters and the 16 buildings. Each holds one worker.
    .term = space
agra-t-worker = Your pieces (10). Placed standing; laid down in meditation for MP; stood up again by oil, curry, a book, the Caliph, the Painter or FT1. Ejected workers return to you.
    .term = worker
agra-t-workers = See `explain worker`.
    .term = workers
agra-t-reserve = Your workers not on the board, ready to be placed.
    .term = reserve
agra-t-standing = A worker upright on its space: ejecting it gives its owner favours.
    .term = standing
agra-t-lying = A worker laid down for meditation points; it still holds its space. Ejecting it gives nothing.
    .term = lying
agra-t-eject = Placing on a space held by another player's worker sends it back to its owner's reserve; a standing one gives its owner 1 favour (2 from meditation space IV).
    .term = eject
agra-t-ejects = See `explain eject`.
    .term = ejects
agra-t-peonage = Using a space where your own worker stands: pay 2 rupees (1 with the Calligrapher, or 3 favours with FT14); no new worker is placed, yours stands up.
    .term = peonage
agra-t-pass = No legal space or nothing to do: skip this step (`pass`). For a window (Jagirdar, Sadr us-Sudur) it declines.
    .term = pass
agra-t-done = Finish the current step or sub-menu.
    .term = done
agra-t-back = Leave a sub-menu without doing anything.
    .term = back
agra-t-none = Take nothing / pay nothing (the choice offered is optional).
    .term = none
agra-t-no = `no swap`: keep the goods produced as they are (Dyer).
    .term = no
agra-t-character = The four main characters: Architect, Sailor, Trader, Botanist (action spaces).
    .term = character
agra-t-characters = See `explain character`.
    .term = characters
agra-t-architect = Character: +1 influence on a track (`influence <guild>`), or build a construction site (`build <good>`, pay materials with `use <material>` … `pay`), take a bonus tile, place a worker there and transform.
    .term = architect
agra-t-sailor = Character: pay a good (`pay <good>`, or `pay none`) for 1 + its value deliveries to notables (`give <notable> <good>`) and at most one guild order (`order <guild>`).
    .term = sailor
agra-t-trader = Character: a price-token operation (`token`) and/or an exchange: give 1-3 goods and take goods worth at most their value − 1 (`exchange`).
    .term = trader
agra-t-botanist = Character: up to two of: meditate (move up the meditation track paying goods), remove a cache tile, move farmers.
    .term = botanist
agra-t-builder = The Builder stands on a construction site: a worker placed there builds it for free (no bonus tile) and transforms; then the Builder moves on.
    .term = builder
agra-t-builder-s-site = See `explain builder`.
    .term = builder's site
agra-t-merchant = The Merchant stands on a built building: who uses it gains 2 favours, then the Merchant moves, dropping 1 rupee on each building it passes.
    .term = merchant
agra-t-construction-site = A level 2-4 building not yet built (its cost shown); build it with the Architect or the Builder.
    .term = construction site
agra-t-site = See `explain construction site`.
    .term = site
agra-t-built = A building that can be used (level 1 from the start, others once constructed).
    .term = built
agra-t-building = One of the 16 buildings, one per good, named by its good in moves (`place paper` = Paper Mill). Level 1 produce; levels 2-4 transform.
    .term = building
agra-t-buildings = See `explain building`.
    .term = buildings
agra-t-level = Of a building: 1-4 (its good's class). Of a notable: I-IV (river section). Of influence: 1-10 on a guild track.
    .term = level
agra-t-cost = A construction site's cost, paid with materials: sandstone and wood 1, cement and planks 2, +1 for each different material used.
    .term = cost
agra-t-material = Building materials: sandstone 1, wood 1, cement 2, planks 2 (`use <material>`).
    .term = material
agra-t-materials = See `explain material`.
    .term = materials
agra-t-build = `build <good>`: construct that good's building with the Architect.
    .term = build
agra-t-use = `use <material>`: add a material to a construction payment.
    .term = use
agra-t-bonus = `bonus <cb…>`: take a construction bonus tile of the building's level.
    .term = bonus
agra-t-bonus-tile = Construction bonus tiles (CB2-1 … CB4-4): taken when you build with the Architect; rupees, favours, influence or a cache tile removed.
    .term = bonus tile
agra-t-influence = Your level (1-10) on each guild track. Orders pay by it; majorities score at the end; levels 3 and 6 give a favour or a favour tile; 10 triggers the end.
    .term = influence
agra-t-track = A guild's influence track (Artisans, Merchants, Scholars), levels 1-10.
    .term = track
agra-t-raise = `raise <guild>`: move up 1 level on that guild's track.
    .term = raise
agra-t-produce = `produce <k>`: take k of the building's basic good (up to your production value).
    .term = produce
agra-t-process = `process <k>`: transform k goods (0-3) along the building's arrow.
    .term = process
agra-t-transform = Turn a good into the next good of its chain (the building's arrow); the other players may follow with 1 good each (the actor gains 1 favour per follower).
    .term = transform
agra-t-transformation = See `explain transform`.
    .term = transformation
agra-t-arrow = The link from a good to the good made from it (sandstone → cement, bricks; wood → paper, planks; …).
    .term = arrow
agra-t-follow = When another player transforms, you may transform 1 good along the same arrow too (`follow`; `decline`); the actor gains 1 favour.
    .term = follow
agra-t-decline = Do not follow the transformation.
    .term = decline
agra-t-swap = Dyer: `swap <good>` changes 2 goods just produced into 1 of value 2.
    .term = swap
agra-t-chain = Goods in a line: sandstone → cement/bricks → statue; wood → paper/planks → book; turmeric → curry/dye → painting; cotton → oil/cloth → clothing.
    .term = chain
agra-t-good = 16 goods: basic (value 1), manufactured (2) and luxury (3). Your goods lie on the building of their type. `explain <good>` for each; the image shows short codes.
    .term = good
agra-t-goods = See `explain good`.
    .term = goods
agra-t-stock = Your goods (your markers on the buildings' storage).
    .term = stock
agra-t-value = A good's current value: printed value ± a price token.
    .term = value
agra-t-basic-good = Sandstone, wood, turmeric, cotton (value 1), produced from your farm.
    .term = basic good
agra-t-manufactured-good = Cement, paper, curry, oil, bricks, planks, dye, cloth (value 2).
    .term = manufactured good
agra-t-luxury-good = Statue, book, painting, clothing (value 3); each has a luxury action.
    .term = luxury good
agra-t-luxury = See `explain luxury good`.
    .term = luxury
agra-t-price-token = A token on a good type raising or lowering its value by 1 (Trader: `token`, `token new|move|flip`, `on <good>`, `face up|down`).
    .term = price token
agra-t-token = See `explain price token`.
    .term = token
agra-t-on = `on <good>`: put the price token on that good.
    .term = on
agra-t-face = `face up` raises the good's value by 1, `face down` lowers it by 1.
    .term = face
agra-t-new = `token new`: place a new price token.
    .term = new
agra-t-move = `token move <good>`: move a price token to another good.
    .term = move
agra-t-flip = `token flip <good>`: turn a price token over.
    .term = flip
agra-t-exchange = Give goods and take others: meditation (same value, MP cost = value), Trader (take at most value − 1), English Trader (same value).
    .term = exchange
agra-t-give = `give <good>` gives a good in an exchange; `give <notable> <good>` delivers it to a notable (`x2`: double delivery).
    .term = give
agra-t-take = `take <good>` takes a good in an exchange or gain; `take` alone ends the giving.
    .term = take
agra-t-gain = `gain <good>`: the good you choose to gain.
    .term = gain
agra-t-sell = `sell <good>`: sell a good for its value in rupees (FT4).
    .term = sell
agra-t-send = `send <good>`: deliver a good to the French Trader card.
    .term = send
agra-t-supply = Your 22 markers not in use: goods, favours and deliveries all use them; you cannot gain more than you have.
    .term = supply
agra-t-marker = A player marker: a good, a favour or a delivery (22 each).
    .term = marker
agra-t-markers = See `explain marker`.
    .term = markers
agra-t-meditation = Optional start of your turn (`meditate`): lay standing workers (`lay <space>`) for meditation points (MP), then spend MP on exchange, deliver, transform, remove a cache tile (one is blocked) or move farmers. Your meditation track (I-VII) sets the MP per worker; VII scores 5 at the end.
    .term = meditation
agra-t-meditate = See `explain meditation` (Botanist: move up the meditation track by paying goods).
    .term = meditate
agra-t-mp = Meditation points: laying workers gives them; spent on meditation actions; unused MP are lost.
    .term = mp
agra-t-meditation-track = Spaces I-VII: the higher, the more MP per worker laid; IV doubles ejection favours; VII scores 5 at the end.
    .term = meditation track
agra-t-lay = `lay <space>`: lay down your standing worker there for MP.
    .term = lay
agra-t-stand = `stand <space>`: stand your lying worker up again.
    .term = stand
agra-t-wheel = The meditation wheel: four outer actions (exchange, deliver, transform, cache); the one under the marker is blocked. Moving farmers is never blocked.
    .term = wheel
agra-t-blocked = The meditation action nobody may take now (the last outer action used).
    .term = blocked
agra-t-deliver = Move a good from your stock to a notable, Akbar, the French Trader card or a guild order. Meditation: 2 / 5 / 9 MP for 1 / 2 / 3 goods to one notable.
    .term = deliver
agra-t-delivery = See `explain deliver`.
    .term = delivery
agra-t-deliveries = See `explain deliver`.
    .term = deliveries
agra-t-notable = `notable <id>`: the notable you deliver to (meditation). See `explain notables`.
    .term = notable
agra-t-farm = Your square farm: a farmer on each side; the free spaces between a corner and the farmers set that basic good's production value. Cache tiles cover spaces.
    .term = farm
agra-t-farmer = A farmer on each farm side (`farmer <n|e|s|w> <+|->` moves it 1 space).
    .term = farmer
agra-t-farmers = See `explain farmer` (Botanist: `farmers` moves up to 2).
    .term = farmers
agra-t-production = A basic good's production value: free farm spaces between its corner and the farmers (+1 with the Mahout or Khatib).
    .term = production
agra-t-cache = Cache tiles cover farm spaces (N1, N5, E1 … W5). Removing one (`cache <id>`) frees the space and scores 1 at the end.
    .term = cache
agra-t-cache-tile = See `explain cache`.
    .term = cache tile
agra-t-caches = See `explain cache`.
    .term = caches
agra-t-n = The north side of your farm (`farmer n +`).
    .term = n
agra-t-e = The east side of your farm (`farmer e +`).
    .term = e
agra-t-s = The south side of your farm (`farmer s +`).
    .term = s
agra-t-w = The west side of your farm (`farmer w +`).
    .term = w
agra-t-river = The notables in 4 sections (levels I-IV) and 6 pontoons; the boat's pontoon says which levels are accessible.
    .term = river
agra-t-notables = The 24 notables (N1-N24) on the river. Deliver the goods they want: 1 rupee per marker on the card when you deliver; when full, the majority wins the card and its ability, the others' markers become favours.
    .term = notables
agra-t-accessible = A notable upstream of the boat: only those receive goods.
    .term = accessible
agra-t-boat = Moves down the river as notables are completed (pontoon 1-6); each move opens the next level and has an event; pontoon 6 triggers the end.
    .term = boat
agra-t-pontoon = The boat's stops 1-6: 2 builds the Builder's site; 3 moves the Merchant, favours per cotton, order limit 4; 4 returns price tokens, 1 favour each, limit 5; 5 a good each (`take <good>`), limit 6; 6 clothing +1, end triggered.
    .term = pontoon
agra-t-double-delivery = Sailor only: a second good of the same type on the same slot (`x2`), worth 1 rupee and counting for the majority.
    .term = double delivery
agra-t-x2 = See `explain double delivery`.
    .term = x2
agra-t-contract = A notable you won (its card beside your board).
    .term = contract
agra-t-contracts = See `explain contract`.
    .term = contracts
agra-t-majority = Most markers on a notable (tie: the highest slot wins) takes the card.
    .term = majority
agra-t-jagirdar-delivery = See `explain jagirdar`.
    .term = jagirdar delivery
agra-t-akbar = Emperor Akbar: 12 slots, each taking one good of its picture once per game (`akbar <good>` in the orders phase). End: 0/1/3/5 for 1-3 goods, +3 each beyond.
    .term = akbar
agra-t-slot = An Akbar slot or a notable's demand slot: one marker each.
    .term = slot
agra-t-orders-phase = After your action: serve Akbar one good or fulfil one guild order (or neither), then `end turn`.
    .term = orders phase
agra-t-order = A guild order: 2 goods (`order <guild>`), needs influence ≥ 2 there and room under the order limit; pays rupees by your level (−1 and +1 level if you do not lead).
    .term = order
agra-t-orders = See `explain order`.
    .term = orders
agra-t-guild-order = See `explain order`.
    .term = guild order
agra-t-order-limit = The most markers a guild order column may hold (3; 4, 5, 6 from pontoons 3, 4, 5).
    .term = order limit
agra-t-order-column = A guild's 6 orders; a full column (6 markers) triggers the end.
    .term = order column
agra-t-guild = Artisans, Merchants, Scholars: influence tracks, order columns, notables' guilds.
    .term = guild
agra-t-guilds = See `explain guild`.
    .term = guilds
agra-t-empire = The Empire board: guild order columns, Akbar's slots, the favour-tile display.
    .term = empire
agra-t-favour = Favours (markers on your board) pay favour actions: F1-F3 printed, up to 3 favour tiles FT1-FT14 (`favour` lists them). Gained when ejected, followed, at pontoons, from notables' markers; each counts 1 in the tie-break.
    .term = favour
agra-t-favours = See `explain favour`. (`favours` at a level bonus: take the favours.)
    .term = favours
agra-t-favour-action = See `explain favour`.
    .term = favour action
agra-t-favour-tile = Favour tiles FT1-FT14: extra favour actions, at most 3 each; taken from the display at influence levels 3 and 6 (`tile <ft…>`), or with the Mosaic Maker.
    .term = favour tile
agra-t-tile = `tile <ft…>`: take that favour tile.
    .term = tile
agra-t-discard = `discard <ft…>`: you hold 4 favour tiles: give one back.
    .term = discard
agra-t-display = The three face-up favour tiles anyone may take.
    .term = display
agra-t-pile = The face-down favour tiles (the Mosaic Maker's owner may look through it).
    .term = pile
agra-t-mosaic = `mosaic 1` / `mosaic 3`: Mosaic Maker, turn 1 MP into 1 favour or 3 MP into 2.
    .term = mosaic
agra-t-level-bonus = Reaching level 3 or 6 on a track: favours (`favours`) or a favour tile (`tile <ft…>`).
    .term = level bonus
agra-t-rupee = Rupees are victory points, kept secret in your bag until final scoring.
    .term = rupee
agra-t-rupees = See `explain rupee`. (`pay rupees`: pay peonage in rupees.)
    .term = rupees
agra-t-bag = Rupees in your bag: the score you made during the game (secret until the end).
    .term = bag
agra-t-score = Final score = rupees in the bag + end notables + influence majorities + meditation VII (5) + cache tiles removed + Akbar.
    .term = score
agra-t-final-scoring = See `explain score`.
    .term = final scoring
agra-t-tie-break = Equal scores: the value of the goods left in stock + 1 per favour.
    .term = tie-break
agra-t-majorities = Influence majorities at the end, per guild: highest level alone 2 × your markers in that order column, tied 1 × each, second alone 1 ×.
    .term = majorities
agra-t-pay = `pay <good>` pays (Sailor); `pay` finishes a construction payment; `pay none`, `pay done`, `pay rupees`, `pay favours` (peonage with FT14).
    .term = pay
agra-t-total = The final score (see `explain score`).
    .term = total
agra-t-rank = Place in the final scoring (1 = winner).
    .term = rank
agra-t-agra = Agra: deliver goods to the notables, serve Akbar, fulfil guild orders; rupees are the score. `rules` has the summary.
    .term = agra
agra-ability-n1 = Permanent: in your Sailor action you may pay several goods worth up to 4 in total (deliveries = 1 + total value). Bonus: +1 rupee per cloth you deliver.
agra-ability-n2 = Immediate: your meditation marker moves up 1 space for free. Bonus: +1 per curry you deliver.
agra-ability-n3 = Permanent: +1 to every construction total of yours, and 1 rupee whenever you build.
agra-ability-n4 = Permanent: produce 1 more sandstone or wood with the Quarry or Sawmill.
agra-ability-n5 = Permanent: produce 1 more cotton or turmeric with the Cotton or Turmeric Field.
agra-ability-n6 = Once a turn (`french`, then `send <good>`): move a good of value 1-3 onto this card (a delivery); at 3 markers you gain 5 rupees and take them back.
agra-ability-n7 = Permanent: after producing, you may swap 2 of the goods produced for 1 good of value 2 of the same chain (`swap <good>`). Bonus: +1 per dye you deliver.
agra-ability-n8 = Permanent: your ejected standing workers wait on this card (up to 2); `cook` in meditation takes them back, each counting as a worker laid. Bonus: +1 per oil delivered.
agra-ability-n9 = Permanent: when laying workers gives you at least 1 MP, gain 1 MP more.
agra-ability-n10 = Permanent: after another player's Sailor action you may deliver 1 good to a notable (that player gains 1 favour); your own Sailor action has 1 extra delivery.
agra-ability-n11 = Once a turn (`caliph`): spend 1 cotton to stand up 1 of your lying workers.
agra-ability-n12 = Permanent: peonage costs you 1 rupee instead of 2. Bonus: +1 per paper you deliver.
agra-ability-n13 = Once a turn: a favour action costs 1 favour less (the `mollah` form of the move). Bonus: +1 per bricks you deliver.
agra-ability-n14 = Once a turn (`english`): exchange 1 good for 1 good of another type of the same value.
agra-ability-n15 = Immediate: take a favour tile from the display or the pile. Once a turn in your meditation: spend 1 MP for 1 favour or 3 MP for 2 favours (`mosaic 1`, `mosaic 3`).
agra-ability-n16 = Immediate: build the first construction site in building order for free (bonus tile, worker, processing). Bonus: +1 per statue you deliver.
agra-ability-n17 = End: 1 / 3 / 6 rupees for orders fulfilled in 1 / 2 / 3 different guilds. Bonus: +2 per clothing you deliver.
agra-ability-n18 = Immediate: stand up to 3 of your lying workers and move up 1 level on a track. Bonus: +2 per painting you deliver.
agra-ability-n19 = End: 1 rupee per guild order you fulfilled. Bonus: +2 per book you deliver.
agra-ability-n20 = Immediate: deliver 1 good to a free Akbar slot whose good has the same value. End: 1 rupee per good you delivered to Akbar.
agra-ability-n21 = Immediate: gain 3 favours. End: 3 rupees per complete set of the three guild symbols among your notables and order markers.
agra-ability-n22 = Immediate: gain 3 favours. End: 1 rupee per Scholars notable you own and per marker of yours in the Scholars order column.
agra-ability-n23 = Immediate: gain 3 favours. End: 1 rupee per Artisans notable you own and per marker of yours in the Artisans order column.
agra-ability-n24 = Immediate: gain 3 favours. End: 1 rupee per Merchants notable you own and per marker of yours in the Merchants order column.
agra-lux-statue = Luxury action (`statue`): spend 1 for an extra main action (place another worker) after your action.
agra-lux-painting = Luxury action (`painting`): spend 1 to move up 1 level on two different tracks (`raise <guild> <guild>`).
agra-lux-book = Luxury action (`book`): spend 1 to stand up to 3 lying workers and gain 1 favour.
agra-lux-clothing = Luxury action (`clothing`): sell 1 for its value in rupees (+1 once the boat is at pontoon 6).
agra-lux-oil = Secondary action (`oil`): spend 1 to stand up 1 lying worker (`oil curry`: up to 3).
agra-lux-curry = Secondary action (`curry`): spend 1 to stand up 1 lying worker (`oil curry`: up to 3).
## Generated glossary entries (games/agra/glossary.py builds them with names already worded)
agra-tg-good = { $name } ({ $abbr }): a { $value ->
    [1] basic good
    [2] manufactured good
   *[other] luxury good
}, printed value { $value } (a price token may change it); { $level ->
    [1] produced at the { $building } from your farm
   *[other] made at the { $building } from { $src }
}; { $chain } chain.{ $mat ->
    [0] { "" }
   *[other] { " " }Building material worth { $mat }.
}{ $lux }
agra-tg-building = { $level ->
    [1] { $building }: level-1 building, built from the start. Place a worker here (`place { $good }`) to produce { $goodname } up to your farm's production value (`produce <k>`).
   *[other] { $building }: level-{ $level } building, construction cost { $cost }. Once built, a worker here (`place { $good }`) transforms up to 3 { $src } into { $goodname } (`process <k>`); the others may follow with 1 good.
}
agra-tg-notable = { $name } ({ $id }, level { $roman } notable, { $guild }; wants { $demand }): { $ability }
agra-tg-favour = { $tile } ({ $printed ->
    [yes] printed favour action
   *[no] favour tile
}; { $same ->
    [yes] spend { $spend }
   *[no] have { $have }, spend { $spend }
}{ $spend ->
    [one] { " " }favour
   *[other] { " " }favours
}): { agra-n-favour }. Once a turn (`favour { $fid }`).
agra-tg-bonus = Construction bonus tile { $tile } (level { $level }): { $guild ->
    [none] { "" }
   *[other] +1 level on the { agra-n-guild } track{ ", " }
}{ $fav ->
    [0] { "" }
   *[other] { $fav } favour{ ", " }
}{ $cache ->
    [yes] remove a cache tile{ ", " }
   *[no] { "" }
}{ $rupees } rupees.
agra-tg-guild = The { agra-n-guild } guild: influence track, order column and notables ({ $names }).
agra-tg-cache = Cache tile at { $id }: covers that farm space; remove it (`cache { $cache }`) to free the space (1 point at the end).
agra-tg-roman = Roman { $n }: a notable level (I-IV) or a meditation space (I-VII, MP { $mp }).
agra-tg-b = B{ $n }, the building number { $n } in building order (the Merchant and the Builder move in this order): { $building }
agra-n-good-cap = { $good ->
    [sandstone] Sandstone
    [wood] Wood
    [turmeric] Turmeric
    [cotton] Cotton
    [cement] Cement
    [paper] Paper
    [curry] Curry
    [oil] Oil
    [bricks] Bricks
    [planks] Planks
    [dye] Dye
    [cloth] Cloth
    [statue] Statue
    [book] Book
    [painting] Painting
    [clothing] Clothing
   *[other] { $good }
}
agra-b-farm = { $who }'s farm: farmers on north { $n }, east { $e }, south { $s }, west { $w } (spaces 1–5 of each side); cache tiles on { $caches }.
agra-tg-space = Farm space { $id }: space { $i } of your farm's { agra-n-side } side (1 and 5 lie next to its corners); a farmer can stand on it (`farmer`), and while free it counts for the production of the good at the corner on the farmer's other side.
agra-d-done-med = Done: end the meditation phase ({ $mp ->
    [one] your 1 MP left is lost
   *[other] your { $mp } MP left are lost
})
agra-p-med-blocked = Meditation: { $mp } MP left; the meditation wheel blocks '{ agra-n-act }'.
agra-d-done-sail = Done: end the deliveries ({ $lost ->
    [one] 1 unused delivery is lost
   *[other] { $lost } unused deliveries are lost
})
agra-d-place-idle = { $text }: you would produce nothing (your production of { agra-n-good } is 0)
agra-d-place-no-source = { $text }: you would transform nothing ({ agra-n-good } in stock: 0)
agra-d-place-no-delivery = { $text }: the Sailor would deliver nothing (no notable within reach, no order for your goods)
