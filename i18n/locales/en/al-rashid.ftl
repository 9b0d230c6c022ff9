# Al-Rashid (games/al_rashid): names, events, prompts, move labels, summaries, rules, glossary.
# English is the engine's canonical text: events must format exactly as the engine's log
# (tests/i18n/test_al_rashid_texts.py checks it). Seat labels (P1…) are arguments.

## Names (arguments of other messages, as nested messages: games/al_rashid/words.py)

alrashid-sector = { $id ->
    [intrigue] Intrigue Guild
    [military] Military Guild
    [traditions] Traditions Guild
    [commerce] Commerce Guild
    [politics] Politics Guild
    [rashid] Al-Rashid's Palace
    [silk] Silk Road
    [spice] Spice Road
    [sanmatia] Sanmatia
    [indianum] Mare Indianum
    [abbasid] Abbasid Caliphate
    [internum] Mare Internum
    [nilus] Nilus Valley
   *[other] { $id }
}
alrashid-title = { $id ->
    [smuggler] Smuggler
    [plotter] Plotter
    [informer] Informer
    [impostor] Impostor
    [strategist] Strategist
    [recruiter] Recruiter
    [raider] Raider
    [negotiator] Negotiator
    [loremaster] Loremaster
    [enchanter] Enchanter
    [diplomat] Diplomat
    [banker] Banker
    [trader] Trader
    [hardwood_importer] Hardwood Importer
    [pottery_importer] Pottery Importer
    [metal_importer] Metal Importer
    [aide_to_the_qadi] Aide to the Qadi
    [steward_of_the_city] Steward of the City
    [warehouse_keeper] Warehouse Keeper
    [favorites_maiden] Favorite's Maiden
    [weapon_master] Weapon Master
    [dean_of_the_academy] Dean of the Academy
    [economist] Economist
    [counselor_to_the_caliph] Counselor to the Caliph
    [treasurer] Treasurer
    [agha] Agha
    [silk_monopolist] Silk Monopolist
    [spice_monopolist] Spice Monopolist
    [astrologist] Astrologist
    [law_expert] Law Expert
    [quartermaster] Quartermaster
    [alchemist] Alchemist
   *[other] { $id }
}
alrashid-favor = { $id ->
    [favorite] Caliph's Favorite
    [general] General
    [scholar] Court Scholar
    [vizier] Vizier
    [qadi] Qadi
   *[other] { $id }
}
alrashid-good = { $id ->
    [wood] wood
    [ceramic] ceramic
    [metal] metal
    [spice] spice
    [silk] silk
   *[other] { $id }
}
alrashid-goods = { $n } { $id ->
    [wood] wood
    [ceramic] ceramic
    [metal] metal
    [spice] spice
    [silk] silk
   *[other] { $id }
}
alrashid-pawn = { $id ->
    [pasha] { $n ->
        [one] pasha
       *[other] pashas
    }
    [merchant] { $n ->
        [one] merchant
       *[other] merchants
    }
    [sage] { $n ->
        [one] sage
       *[other] sages
    }
   *[other] { $id }
}
alrashid-colour = { $id ->
    [red] red
    [blue] blue
   *[other] { $id }
}
alrashid-token = { $colour } { $value }
alrashid-why = { $id ->
    [raider] Raider
    [general] General
    [agha] Agha
    [quartermaster] Quartermaster
    [recruiter] Recruiter
    [setup] setup
    [military-service] Military service
    [benevolence] Benevolence
    [plotter] Plotter
    [informer] Informer
    [espionage] espionage
   *[other] { $id }
}
# a crisis tile: its deck (setup or year) and number, as players type it (s3, y5)
alrashid-crisis-tile = { $deck ->
    [setup] S
   *[year] Y
}{ $n }
alrashid-crisis-token = { $colour } on { $sector }
alrashid-fight-part = { $colour } { $strength } vs { $total }: { $beaten ->
    [true] beaten
   *[false] held
}
alrashid-two-parts = { $first }; { $second }
alrashid-credit-note = 1 credit note
alrashid-nothing = nothing

## Events (the log; every one also has its English text in the engine)

alrashid-ev-turn-order = Turn order: { $order }.
alrashid-ev-reshuffle = The { $colour } discard pile is shuffled into a new stack.
alrashid-ev-crisis = Crisis tile { $tile }: { $n ->
    [0] no token
   *[other] { $placed }
}.
alrashid-ev-battle = Battle in { $sector }: the mercenaries are { $tokens }.
alrashid-ev-nobody-beat = Nobody beat the mercenaries in { $sector }; nobody trades.
alrashid-ev-flee = { $seat } flees from { $sector }: 2 dishonour.
alrashid-ev-fight-won = { $seat } fights in { $sector } with { $spent } ({ $parts }) and wins.
alrashid-ev-fight-lost = { $seat } fights in { $sector } with { $spent } ({ $parts }) and loses.
alrashid-ev-take-all = { $seat } takes all { $goods } in { $sector }.
alrashid-ev-take = { $seat } takes { $item } in { $sector }.
alrashid-ev-draw = { $seat } draws a { $colour } mercenary ({ $why }).
alrashid-ev-draw-private = { $seat } draws { $token } ({ $why }).
alrashid-ev-take-good = { $seat } takes { $goods } ({ $why }).
alrashid-ev-trader = { $seat } ({ $who }) gives { $gave }, takes { $first } and { $second }.
alrashid-ev-return-good = { $seat } ({ $who }) returns { $goods }.
alrashid-ev-exchange = { $seat } ({ $who }) gives { $gave } and takes { $took }.
alrashid-ev-scholar = { $seat } takes a credit note ({ $who }).
alrashid-ev-qadi = { $seat } takes a PI token ({ $who }).
alrashid-ev-impostor = { $seat } ({ $who }) carries out the { $favor } favor.
alrashid-ev-alchemist-skip = { $seat } ({ $who }) converts no sage.
alrashid-ev-alchemist-pool = { $seat } ({ $who }) turns a sage in the pool into a merchant.
alrashid-ev-alchemist-sector = { $seat } ({ $who }) turns a sage in { $sector } into a merchant.
alrashid-ev-nego-look = { $seat } ({ $who }) looks at the tokens on { $sector }.
alrashid-ev-nego-sees = { $seat } ({ $who }) sees on { $sector }: { $tokens }.
alrashid-ev-nego-keep = { $seat } ({ $who }) removes nothing.
alrashid-ev-nego-remove = { $seat } ({ $who }) discards { $spent } to remove { $removed } from { $sector }.
alrashid-ev-title = { $seat } takes the title { $title }.
alrashid-ev-enchanter = { $seat } gains a merchant and 1 dishonour ({ $who }).
alrashid-ev-enchanter-full = { $seat } takes 1 dishonour ({ $who }; already 4 merchants).
alrashid-ev-monopoly-both = { $seat } takes { $mine } and { $other } ({ $who }).
alrashid-ev-monopoly = { $seat } takes { $mine } ({ $who }).
alrashid-ev-astrologist = { $seat } takes { $n } PI token(s) ({ $who }).
alrashid-ev-pay = { $seat } pays { $paid } (worth { $worth } gold) for a cost of { $cost }{ $over ->
    [0] {""}
   *[other] , { $over } more than the cost: no change is given
}.
alrashid-ev-diplomat-skip = { $seat } reserves no pawn ({ $who }).
alrashid-ev-diplomat = { $seat } reserves a { $pawn } on the { $who } tile.
alrashid-ev-place = { $seat } places a { $pawn } in { $sector }.
alrashid-ev-window-done = { $seat } ends the start-of-resolution moves.
alrashid-ev-resolve = { $seat } resolves { $sector }.
alrashid-ev-activate = { $seat } activates { $title }.
alrashid-ev-import = { $seat } takes { $goods }.
alrashid-ev-year = Year { $year } begins.
alrashid-ev-order-now = Turn order is now { $order }.
alrashid-ev-resolution = Resolution phase.
alrashid-ev-over = The game is over.
alrashid-ev-move = { $seat } ({ $why }) moves a { $pawn } from { $src } to { $dst }.
alrashid-ev-too-low = { $seat } is ranked too low in { $sector }; pawns return.
alrashid-ev-espionage-order = Espionage order: { $order }.
alrashid-ev-pass = { $seat } passes in { $sector } and takes 1 dishonour.
alrashid-ev-espionage = { $seat } takes the espionage service ({ $n } operation(s)).
alrashid-ev-military = { $seat } takes the military service.
alrashid-ev-gain-pawn = { $seat } gains a { $pawn }.
alrashid-ev-favorite = { $seat } buys the { $who }, copying the { $favor }.
alrashid-ev-favor = { $seat } buys the { $favor } favor.
alrashid-ev-no-main = { $seat } took no main action: 1 dishonour.
alrashid-ev-first = { $seat } resolves the { $first ->
    [title] title
   *[favor] favor
} effect first.
alrashid-ev-no-pasha = { $seat } has no pasha in { $sector }: 2 dishonour.
alrashid-ev-new-order = New turn order from next round: { $order }.
alrashid-ev-benevolence = { $seat } asks for Al-Rashid's Benevolence.
alrashid-ev-forfeit = { $seat } forfeits an espionage operation.
alrashid-ev-spy = { $seat } spies on { $sector }.
alrashid-ev-spy-private = { $seat } spies on { $sector }: { $tokens }.

## Labels of legal moves (select menus)

alrashid-d-place-pawn = Place a { $pawn }…
alrashid-d-place = Place a { $pawn } in { $sector }
alrashid-d-resolve = Resolve { $sector }
alrashid-d-back = Back: undo this choice
alrashid-d-benevolence = Benevolence: move to the front of the turn order next round
alrashid-d-clear = Clear the goods chosen so far
alrashid-d-end = End your resolution turn (no title activated)
alrashid-d-forfeit = Forfeit the operation
alrashid-d-keep = Keep the tokens as they are (remove nothing)
alrashid-service-what = { $id ->
    [intrigue] espionage operations
    [military] draw mercenary tokens
    [traditions] gain a sage
    [commerce] gain a merchant
    [politics] gain a pasha
   *[other] the palace's service
}
alrashid-d-service = Service: { $what } ({ $cost } gold, paid at `done`)
alrashid-d-draw = Draw from the { $colour } mercenary stack
alrashid-d-add = Add { $goods } to the payment
alrashid-d-give = Give { $goods }
alrashid-d-use = Activate { $title }
alrashid-d-title = Title { $title } ({ $cost } gold{ $note ->
    [true] , with a credit note
   *[false] {""}
})
alrashid-d-favor = Favor: { $favor } ({ $cost } gold)
alrashid-d-favorite = { $who } copying the { $favor } ({ $cost } gold)
alrashid-d-pay = Pay { $goods }
alrashid-d-pay-worth = Pay { $goods } (worth { $worth } gold{ $over ->
    [0] {""}
   *[other] ; { $over } over the cost, no change
})
alrashid-d-take-all = Take all the { $good }
alrashid-d-take-note = Take a credit note
alrashid-d-take = Take { $goods }
alrashid-d-commit = Commit your { $token } mercenary
alrashid-d-fight = Fight with the committed mercenaries
alrashid-d-flee = Flee (2 dishonour)
alrashid-d-pass = Pass (1 dishonour)
alrashid-d-skip = Skip
alrashid-d-done-nothing = Done — no service or title: 1 dishonour
alrashid-d-done = Done
alrashid-d-spy = Spy on { $sector }
alrashid-d-move-from = Move your { $pawn } from { $src }…
alrashid-d-move = Move your { $pawn } from { $src } to { $dst }
alrashid-d-look = Look at the tokens on { $sector }
alrashid-d-first = { $first ->
    [title] Resolve the title's effect first
   *[favor] Resolve the favor first
}
alrashid-d-remove = Discard your { $spent } to remove the { $removed }{ $up ->
    [true] {" "}(the face-up one)
   *[false] {""}
}
alrashid-d-convert-pool = Convert a sage in your pool
alrashid-d-convert = Convert your sage in { $sector }
alrashid-d-reserve = Reserve { $pawn }

## Prompts

alrashid-p-nothing = Nothing to decide now.
alrashid-p-draw = Draw a mercenary token ({ $why }): red or blue? ({ $n } left)
alrashid-p-good = Take a good of your choice ({ $why }, { $n } left).
alrashid-p-exchange-give = Choose the good to give.
alrashid-p-exchange-take = Gave { $gave }: choose the good to take.
alrashid-p-impostor = { $who }: choose a free favor.
alrashid-p-alchemist = { $who }: turn one of your sages into a merchant?
alrashid-p-nego-look = { $who }: choose a country to look at.
alrashid-p-nego-remove = { $who }: remove a token?
alrashid-p-order = Choose which effect resolves first: the title's or the favor's.
alrashid-p-pay = Pay a cost of { $cost } gold (no change given).
alrashid-p-visit-chosen = { $sector }, rank { $rank }: chosen so far { $chosen } (paid and resolved at `done`). Add another (two in all) or `done`; `back` clears the choice.
alrashid-p-visit = { $sector }: you are ranked { $rank }. Choose service, title and/or favor (up to two), then `done`; `pass` (nothing) costs 1 dishonour.
alrashid-p-rvisit = { $sector }, rank { $rank }: Benevolence and/or a Caliph title, then `done`.
alrashid-p-op = Espionage operation: spy, move a pawn between countries, or forfeit.
alrashid-p-fight-commit = Battle in { $sector }: commit mercenary tokens first (`{ $first }`){ $flee ->
    [true] {" "}or `flee` (2 dishonour)
   *[false] {""}
}.
alrashid-p-fight-only = Battle in { $sector }: { $n ->
    [one] { $n } token
   *[other] { $n } tokens
} committed; `fight`.
alrashid-p-fight = Battle in { $sector }: committed { $committed } (your strength: { $mine }). Commit more tokens or `fight`{ $flee ->
    [true] ; `flee` costs 2 dishonour
   *[false] {""}
}.
alrashid-p-take = Trade in { $sector }: take { $n ->
    [one] { $n } item
   *[other] { $n } items
}.
alrashid-p-diplomat = { $who }: reserve a pasha or a merchant to place last?
alrashid-p-place = Place a pawn: choose the pawn.
alrashid-p-place-pawn = Place your { $pawn }: choose the sector.
alrashid-p-window = Start of resolution: use { $plotter }/{ $informer } to move a pawn, or done.
alrashid-p-turn = Your resolution turn: resolve a sector (and optionally activate a title).
alrashid-p-move = Your move.
alrashid-chosen-service = the service ({ $what })
alrashid-chosen-title = the title { $title }{ $note ->
    [true] {" "}with a note
   *[false] {""}
}
alrashid-chosen-favor = the favor { $favor }
alrashid-and = { $first } and { $second }

## Summaries, private summary, final scores

alrashid-phase = { $id ->
    [setup] setup
    [placement] placement
    [reserved] reserved
    [window] window
    [resolution] resolution
    [over] over
   *[other] { $id }
}
alrashid-phase-long = { $id ->
    [setup] setup
    [placement] placement
    [reserved] placement (reserved pawns)
    [window] window
    [resolution] resolution
    [over] over
   *[other] { $id }
}
alrashid-kind = { $id ->
    [draw] draw a mercenary
    [good] take a good
    [exchange] exchange a good
    [impostor] choose Impostor favors
    [alchemist] Alchemist conversion
    [nego] Negotiator
    [pay] pay
    [visit] palace visit
    [rvisit] audience
    [op] espionage operation
    [fight] fight or flee
    [take] trade
    [diplomat] Diplomat reservation
    [place] place a pawn
    [window] Plotter/Informer moves
    [turn] resolution turn
    [order] order of effects
   *[other] { $id }
}
alrashid-s-head = Al-Rashid — year { $year }/5, { $phase }.
alrashid-s-order = Turn order: { $order }
alrashid-waiting = Waiting for { $seat }: { $what }.
alrashid-waiting-in = Waiting for { $seat }: { $what } in { $sector }.
alrashid-s-player = { $seat }: pasha/merchant/sage { $pashas }/{ $merchants }/{ $sages }, gold { $gold }, notes { $notes }, PI { $pi }, dishonour { $dishonour }, titles { $titles } — { $pp } PP so far
alrashid-final-part = { $seat } { $pp } PP (#{ $rank }{ $tie ->
    [true] , tie-break: wealth { $wealth }, turn order { $position }
   *[false] {""}
})
alrashid-final = Final: { $parts }.{ $ties ->
    [true] {" "}Ties on prestige are broken by wealth (gold value of goods), then turn order.
   *[false] {""}
}
alrashid-none = none
alrashid-private-hand = Your mercenary tokens: { $tokens } (red total { $red }, blue total { $blue }).
alrashid-private-country = { $sector }: { $tokens }
alrashid-private-spied = Face-down tokens you have seen: { $spied }.
alrashid-score = { $id ->
    [family] family pawns
    [titles] guild titles
    [politics_titles] Politics titles
    [caliph_titles] Caliph titles
    [influence] PI tokens
    [dishonour] dishonour
   *[other] { $id }
}

## Refusals (explain)

alrashid-x-unknown = '{ $action }' is not an Al-Rashid action.
alrashid-x-parse = '{ $action }' does not parse.
alrashid-x-pay = That payment is not allowed: it must cover the cost with no superfluous good.
alrashid-x-place = You cannot place a { $pawn } in { $sector } now (one leader per sector; Al-Rashid's palace needs your pasha first and no merchant).
alrashid-x-here = '{ $action }' is not allowed here. { $prompt }
alrashid-x-verb = You cannot '{ $verb }' now. { $prompt }

## Board text (the console's board and every image's alt text)

alrashid-b-head = Al-Rashid — year { $year } of 5, { $phase }.
alrashid-b-order = Turn order: { $order }.
alrashid-b-city = City (palaces):
alrashid-b-palace = {"  "}{ $sector }{ $done ->
    [true] {" "}(resolved this year)
   *[false] {""}
}: { $groups }.
alrashid-b-offers = {"    "}Titles on offer: { $titles }.
alrashid-b-offer = { $title } ({ $cost } gold, { $pp ->
    [conditional] PP by condition
   *[other] { $pp } PP
})
alrashid-b-map = Map (countries):
alrashid-b-country = {"  "}{ $sector }{ $done ->
    [true] {" "}(resolved this year)
   *[false] {""}
}: { $groups }. Stock: { $stock }. Mercenaries: { $tokens }.
alrashid-a-credit-note = a credit note
alrashid-empty = empty
alrashid-empty-group = empty
alrashid-b-token = { $token }{ $up ->
    [true] {""}
   *[false] {" "}face down
}
alrashid-group = rank { $rank } { $seat } ({ $pawns }, predominance { $predominance })
alrashid-pawns-n = { $n } { $pawn }
alrashid-plus = { $first } + { $second }
alrashid-b-stacks = Mercenary stacks: red { $red }, blue { $blue }. Crisis tiles left: { $crisis }.
alrashid-b-pawns = { $n } { $pawn } ({ $pool } in pool)
alrashid-no-goods = no goods
alrashid-b-title = { $title }{ $used ->
    [true] {" "}(used)
   *[false] {""}
}
alrashid-b-player = { $seat }: { $pp } PP so far. Pawns: { $pawns }. Goods: { $goods } (worth { $gold } gold). Credit notes { $notes }, PI { $pi }, dishonour { $dishonour }. Mercenaries in hand: { $red } red, { $blue } blue. Titles: { $titles }.

## Rules summary (/rules)

alrashid-rules =
    {"**"}Al-Rashid** (2–5 players, 5 years). Each year: **placement** — in turn order place one pawn at a time (pasha 5, merchant 3, sage 1; one leader per sector; Al-Rashid's palace needs your pasha first, no merchants) until all are placed. **Resolution** — in turn order each player with pawns on the board may activate one title and must resolve one occupied sector. Ranks by predominance (ties: who came first); only ranks 1–3 act.
    {"**"}Guild palaces**: one or two of service / title / favor, paid in one payment (no change; credit notes lower titles only). No main action = 1 dishonour. Intrigue service: spy or move pawns (order 1-2-3-1-2-1). Military: draw mercenaries. Traditions/Commerce/Politics: gain a sage/merchant/pasha.
    {"**"}Al-Rashid's palace**: Benevolence (a free good + move to the front of turn order next round) and/or a Caliph title.
    {"**"}Countries**: mercenaries on it must be beaten first: contenders in rank order fight (discard tokens of the colours there; a colour falls if your total is strictly higher) or flee (2 dishonour). Then the top 3 trade: 1st takes all of one good or any 3 items, 2nd 2 items, 3rd 1.
    {"**"}Goods** are worth gold by sets of different types (1, 3, 6, 10, 15). End of year: countries restocked, titles reset, a crisis tile adds mercenaries.
    {"**"}Scoring**: pasha 3, merchant 2, sage 1, titles, PI tokens (max 5), dishonour −2. Ties: wealth, then turn order.
    Actions are typed like `place pasha`, `place pasha military`, `resolve silk`, `service`, `title banker note`, `done`, `pay wood ceramic`, `commit red 3`, `fight`, `flee`, `take all silk`.

## Glossary (explain <term>): .term is the term in this language

alrashid-term-pp = Prestige points, the score. At the end: pasha 3, merchant 2, sage 1 each; titles; PI tokens (at most 5); −2 per dishonour token. Ties: wealth (gold), then turn order.
    .term = pp
alrashid-term-prestige = Prestige points (PP), the score: see `explain pp`.
    .term = prestige
alrashid-term-pi = Political influence tokens: 1 PP each at the end, at most 5 count. From the Qadi favor, Law Expert, Aide to the Qadi and Astrologist.
    .term = pi
alrashid-term-influence = Political influence (PI) tokens: see `explain pi`.
    .term = influence
alrashid-term-dishonour = Dishonour tokens: −2 PP each at the end. You take 1 for passing a palace visit with no main action, 2 for fleeing a battle, 2 for a palace group with no pasha at Al-Rashid's palace, 1 with the Enchanter.
    .term = dishonour
alrashid-term-notes = Credit notes: each lowers the cost of one title by 3 gold (5 with the Banker); never services or favors. Written `title <id> note`. From trade, the Court Scholar and the Treasurer.
    .term = notes
alrashid-term-note = A credit note: see `explain notes`.
    .term = note
alrashid-term-gold = Gold is not a coin: your goods are worth gold by sets of different types — 1 type 1, 2 types 3, 3 types 6, 4 types 10, 5 types 15 (each set counts separately). You pay with goods and get no change.
    .term = gold
alrashid-term-goods = Wood, ceramic, metal (common), spice and silk. Taken when trading in countries and from titles and favors; paid for services, titles and favors.
    .term = goods
alrashid-term-payment = One payment per palace visit covers everything declared; choose goods worth at least the cost with no superfluous good (`pay wood ceramic`, `pay 3 ceramic 2 metal`). No change is given.
    .term = payment
alrashid-term-pasha = Your strongest pawn: predominance 5, 3 PP at the end (family limit 3). Only a pasha may lead your group in Al-Rashid's palace.
    .term = pasha
alrashid-term-merchant = A pawn of predominance 3, 2 PP at the end (family limit 4). Never allowed in Al-Rashid's palace.
    .term = merchant
alrashid-term-sage = A pawn of predominance 1, 1 PP at the end (family limit 6). It may join a sector where you already have a leader.
    .term = sage
alrashid-term-leader = A pasha or a merchant. Each sector takes at most one of your leaders per year.
    .term = leader
alrashid-term-family = Every pawn you own: on the board, reserved or in your pool. Pawns score PP.
    .term = family
alrashid-term-predominance = Your strength in a sector: pasha 5 + merchant 3 + sage 1 for your pawns there. The highest is rank 1; ties go to who arrived first.
    .term = predominance
alrashid-term-rank = Your place in a sector by predominance (1 = strongest). Only ranks 1–3 act when it is resolved.
    .term = rank
alrashid-term-sector = One of 13 places for pawns: 6 palaces in the city, 7 countries on the map.
    .term = sector
alrashid-term-placement = First phase of a year: in turn order, each player places one pawn at a time (`place sage military`, or `place sage` then `place sage military`).
    .term = placement
alrashid-term-resolution = Second phase: in turn order, each player with pawns on the board resolves one occupied sector (and may first activate a title).
    .term = resolution
alrashid-term-year = One of the game's 5 years: a placement phase, then a resolution phase.
    .term = year
alrashid-term-resolve = On your resolution turn, `resolve <sector>` makes that sector act now for ranks 1–3; its pawns then come home.
    .term = resolve
alrashid-term-service = A guild palace's main offer, price by rank: Intrigue espionage, Military mercenaries, Traditions a sage, Commerce a merchant, Politics a pasha.
    .term = service
alrashid-term-title = An office bought in a palace (its cost in gold, less a credit note). Activated titles are used once a year, permanent ones always work, one-shot ones act when bought. Titles score PP at the end.
    .term = title
alrashid-term-visit = Your part in a guild palace's resolution: declare one or two of service, title, favor, then pay once (`done`). Taking no main action (`pass`) costs 1 dishonour.
    .term = visit
alrashid-term-benevolence = At Al-Rashid's palace: take a free good and move to the front of the turn order for the next round.
    .term = benevolence
alrashid-term-mercenaries = Red (land) and blue (sea) tokens worth 2–4. You hold them secretly; in a battle you discard them to beat the tokens of that colour on a country.
    .term = mercenaries
alrashid-term-mercenary = See `explain mercenaries`.
    .term = mercenary
alrashid-term-battle = Before trading in a country, every colour of mercenaries on it must be beaten: `commit <colour> <value>` tokens from your hand (a colour falls when your total is strictly higher), then `fight`; or `flee` (2 dishonour) before committing.
    .term = battle
alrashid-term-fight = `fight` ends your commitments and resolves the battle with what you committed; commit at least one token first.
    .term = fight
alrashid-term-flee = `flee` leaves the battle without trading: 2 dishonour tokens.
    .term = flee
alrashid-term-trade = After the battle, ranks 1–3 take items from the country's stock: rank 1 takes all of one good or 3 items, rank 2 two items, rank 3 one.
    .term = trade
alrashid-term-espionage = Intrigue service operations, in the order 1-2-3-1-2-1 by rank: `spy <country>` (see its face-down tokens) or move one of your pawns between countries.
    .term = espionage
alrashid-term-spy = Look privately at the face-down tokens of a country (an espionage operation).
    .term = spy
alrashid-term-crisis = A crisis tile adds mercenary tokens to countries at the start and after each year.
    .term = crisis
alrashid-term-turn-order = The order players place and resolve in; Benevolence moves players to the front.
    .term = turn order
alrashid-term-dishonor = See `explain dishonour`.
    .term = dishonor
alrashid-term-n = N = a credit note on the board image: see `explain notes`.
    .term = n
alrashid-term-red = Red mercenary tokens (land): `draw red` takes one from the red stack.
    .term = red
alrashid-term-blue = Blue mercenary tokens (sea): `draw blue` takes one from the blue stack.
    .term = blue
alrashid-term-city = The city: the six palaces (Intrigue, Military, Traditions, Commerce, Politics guilds and Al-Rashid's palace).
    .term = city
alrashid-term-map = The map: the seven countries, where mercenaries stand and goods are traded.
    .term = map
alrashid-term-plotter-informer = See `explain plotter` and `explain informer`.
    .term = plotter/informer
alrashid-term-draw = `draw red` / `draw blue`: take a mercenary token from that stack (or type just `red` / `blue`).
    .term = draw
alrashid-term-use = `use <title>`: activate an activated title at the start of your resolution turn.
    .term = use
alrashid-term-done = Finish the current choice: a visit's declarations are then paid and resolved.
    .term = done
alrashid-term-pass = Take no main action in a palace visit (1 dishonour), or skip a choice.
    .term = pass
alrashid-term-back = Undo the choice in progress (nothing is paid).
    .term = back
alrashid-term-end = End your resolution turn (after resolving a sector, without activating a title).
    .term = end
alrashid-term-add = `add <good>`: put one more good into the payment being built (long lists).
    .term = add
alrashid-term-clear = Empty the payment being built.
    .term = clear
alrashid-term-take = `take <good>`: take a good (trade, favors); `take all <good>`: rank 1 takes the whole stock of that good.
    .term = take
alrashid-term-all = `take all <good>`: rank 1 trades for the whole stock of one good.
    .term = all
alrashid-term-give = `give <good>`: the good you return in an exchange (Vizier, General, Smuggler).
    .term = give
alrashid-term-commit = `commit <colour> <value>`: put a mercenary token of your hand into the battle (secretly chosen, public once fought); then `fight`.
    .term = commit
alrashid-term-remove = `remove <colour> <value> with <colour> <value>` (Negotiator): discard a token of your hand to remove one of the same colour from the country.
    .term = remove
alrashid-term-with = See `explain remove`.
    .term = with
alrashid-term-up = `remove … up …`: remove the face-up token of that value (Negotiator).
    .term = up
alrashid-term-keep = Negotiator: keep the tokens as they are (remove nothing).
    .term = keep
alrashid-term-look = `look <country>`: the Negotiator looks at the tokens on that country.
    .term = look
alrashid-term-move = `move <from> <pawn> <to>`: move one of your pawns (espionage, Plotter, Informer).
    .term = move
alrashid-term-forfeit = Give up the rest of your espionage operations.
    .term = forfeit
alrashid-term-place = { alrashid-term-placement }
    .term = place
alrashid-term-pay = { alrashid-term-payment }
    .term = pay
alrashid-term-favor = A guild leader's small help, bought with a visit: General: { alrashid-favor-effect-general }; Court Scholar: { alrashid-favor-effect-scholar }; Vizier: { alrashid-favor-effect-vizier }; Qadi: { alrashid-favor-effect-qadi }; Caliph's Favorite: { alrashid-favor-effect-favorite }.
    .term = favor
alrashid-term-al-rashid = Al-Rashid, the Caliph: { alrashid-guild-rashid }
    .term = al-rashid
alrashid-effect = { $id ->
    [smuggler] Activation: return 1 good of any type and take 1 good of any other type.
    [plotter] Every year at the start of resolution you may move 1 of your pawns from one palace to another.
    [informer] Every year at the start of resolution you may move 1 of your pawns from one country to another.
    [impostor] On purchase: carry out two different favors among General, Court Scholar, Vizier and Qadi without paying for them (not the Caliph's Favorite).
    [strategist] In every battle each mercenary token you discard counts 1 more.
    [recruiter] Activation: draw 1 mercenary token from the stack of your choice.
    [raider] Whenever you win a battle, take 1 good of a type printed on that country.
    [negotiator] Activation: look privately at all the tokens on a country; you may then discard 1 token from your hand to remove 1 token of the same colour there.
    [loremaster] The merchant service (Commerce) and the pasha service (Politics) cost you 3 gold less.
    [enchanter] On purchase: gain 1 merchant and take 1 dishonour token.
    [diplomat] Every year before placement you may set aside a pasha or a merchant; it is placed after every other pawn.
    [banker] Each credit note you use lowers a title's cost by 5 instead of 3.
    [trader] Activation: return 1 common good (wood, ceramic, metal) and take 1 of each of the other two.
    [hardwood_importer] Activation: take 1 wood.
    [pottery_importer] Activation: take 1 ceramic.
    [metal_importer] Activation: take 1 metal.
    [aide_to_the_qadi] On purchase: take 1 PI token. End: 4 PP with exactly 5 PI tokens, 5 PP with 6 or more.
    [steward_of_the_city] End: 6 PP if you own a title from each of the six palaces.
    [warehouse_keeper] End: 4 PP if your goods cover exactly 4 types, 6 PP for all 5.
    [favorites_maiden] End: 5 PP if you own at least 3 Intrigue titles.
    [weapon_master] End: 3 PP; 6 PP if you own at least 3 Military titles.
    [dean_of_the_academy] End: 3 / 5 / 7 PP for exactly 4 / 5 / 6 sages in your family.
    [economist] End: 3 / 5 PP for exactly 3 / 4 merchants in your family.
    [counselor_to_the_caliph] End: 3 / 5 PP for exactly 2 / 3 pashas in your family.
    [treasurer] On purchase: take 1 credit note.
    [agha] On purchase: draw 4 mercenary tokens, choosing the stack for each.
    [silk_monopolist] On purchase: take 1 silk (3 silk and 1 spice if you own Spice Monopolist).
    [spice_monopolist] On purchase: take 1 spice (3 spice and 1 silk if you own Silk Monopolist).
    [astrologist] On purchase: PI tokens by the sages in your family: 2–3 sages 1, 4–5 sages 2, 6 sages 3.
    [law_expert] On purchase: take 1 PI token.
    [quartermaster] On purchase: take 2 goods of your choice.
    [alchemist] On purchase: you may turn one of your sages into a merchant.
   *[other] { $id }
}
alrashid-title-type = { $id ->
    [activated] Activated: once per year, at the start of one of your resolution turns (`use <title>`).
    [permanent] Permanent: works from the moment you own it.
    [one-shot] One-shot: its effect happens once, when you buy it.
   *[other] { $id }
}
    .term = { $id ->
        [activated] activated
        [permanent] permanent
        [one-shot] one-shot
       *[other] { $id }
    }
alrashid-favor-effect-general = return 1 good and draw 1 mercenary token (0 gold)
alrashid-favor-effect-scholar = take 1 credit note (2 gold)
alrashid-favor-effect-vizier = return 1 good and take 1 good of another type (0 gold)
alrashid-favor-effect-qadi = take 1 PI token (1 gold)
alrashid-favor-effect-favorite = carry out another guild's favor (General, Court Scholar, Vizier or Qadi) for 1 gold more than its cost (Intrigue)
alrashid-favor-effect = { $id ->
    [general] { alrashid-favor-effect-general }
    [scholar] { alrashid-favor-effect-scholar }
    [vizier] { alrashid-favor-effect-vizier }
    [qadi] { alrashid-favor-effect-qadi }
    [favorite] { alrashid-favor-effect-favorite }
   *[other] { $id }
}
alrashid-term-guild = { $id ->
    [intrigue] Intrigue Guild: service = espionage operations (rank 1: 3, rank 2: 2, rank 3: 1; free): spy on a country's tokens or move one of your pawns between countries. Favor: the Caliph's Favorite. Titles: Smuggler, Plotter, Informer, Impostor.
    [military] Military Guild: service = draw mercenary tokens (3 / 2 / 1 by rank; free). Favor: the General. Titles: Strategist, Recruiter, Raider, Negotiator.
    [traditions] Traditions Guild: service = gain a sage ({ $costs } gold by rank). Favor: the Court Scholar. Titles: Loremaster, Enchanter, Diplomat, Banker.
    [commerce] Commerce Guild: service = gain a merchant ({ $costs } gold by rank). Favor: the Vizier. Titles: Trader and the three Importers.
    [politics] Politics Guild: service = gain a pasha ({ $costs } gold by rank). Favor: the Qadi. Titles: eight end-of-game titles worth conditional PP.
    [rashid] { alrashid-guild-rashid }
   *[other] { $id }
}
    .term = { $id ->
        [intrigue] intrigue
        [military] military
        [traditions] traditions
        [commerce] commerce
        [politics] politics
        [rashid] rashid
       *[other] { $id }
    }
alrashid-guild-rashid = Al-Rashid's Palace: only a group headed by your pasha (placed first there, no merchants). Each ranked player chooses Benevolence (a free good and a move to the front of the turn order) and/or one Caliph title.
alrashid-term-a-title = { $name } ({ $number }, { $guild } title, costs { $cost } gold, { $value }). { $effect } { $type } Buy it with `title { $id }`.
alrashid-term-title-pp = { $pp ->
    [conditional] conditional PP (see the effect)
   *[other] { $pp } PP at the end
}
alrashid-term-country = { $sector }: a country; its stock, restored each year, is { $goods }{ $note ->
    [true] {" "}and a credit note
   *[false] {""}
}. Mercenaries on it must be beaten first; then ranks 1–3 trade.
alrashid-term-favor-one = { $name }: a favor — { $effect }. Cost { $cost } gold.
alrashid-term-favorite = The Caliph's Favorite: Intrigue's favor — { $effect }.
alrashid-term-a-crisis = Crisis tile { $tile } ({ $when ->
    [setup] setup
   *[year] end of a year
}): { $placed }.
alrashid-term-crisis-token = a { $colour } mercenary token on { $sector }
alrashid-term-code = { $code } = { $good } on the board image. { alrashid-term-goods }
alrashid-term-good = { $name }: a good{ $common ->
    [true] {" "}(common)
   *[false] {" "}(precious)
}. { alrashid-term-gold }
alrashid-good-cap = { $id ->
    [wood] Wood
    [ceramic] Ceramic
    [metal] Metal
    [spice] Spice
    [silk] Silk
   *[other] { $id }
}
alrashid-p-favor-alone = A favor alone (no service or title) costs 1 dishonour too.
alrashid-p-to-beat = To win, your strength in each colour must be greater than its total on the country: { $against }.
