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
