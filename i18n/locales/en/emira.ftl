# Emira: the words of prompts, menus, summaries, private texts and refusals (games/emira/text.py,
# glossary.py). English is canonical. French terms are the rulebook's (shared/seeds/002); Italian
# terms are chosen (i18n/terms/emira.md).

## Rules summary (/rules)

emira-rules-intro = **Emira** (3–5 players). Win princesses for your palace: at the end of a round in which you paid your full upkeep, you win with enough princesses whose talents match your secret objective (5 players 4, 4 players 5, 3 players 6), or with 6/7/8 princesses whatever their talents.
emira-rules-round = Each round: **1** play one event card (not in round 1) · **2** income (100, black 150, plus caravans) · **3** a princess is revealed and the market refilled · **4** auctions: bid for the right to act first (`bid 340`, `pass`, `stipend`); the winner pays his bid minus his camel discount and takes one action (`buy section`, `buy camel`, `buy appearance`, `buy status`, `buy small slow`…), the stipend (150 if under 500 gold, or 4+ princesses and no caravan) or `nothing` · **5** buy event cards (`buy a` 150 for 1 of 2, `buy b` 250 for 1 of 3) · **6** the princess joins the sheik with room who scores best on her first preference (Appearance, Status, Palace, Money), ties broken by the second; still tied → undecided · **7** upkeep 50 per princess; who cannot pay loses all his gold and a random princess (tumult) · **8** the first player passes left.
emira-rules-gold = Gold is secret unless a Money comparison or Noor reveals it. 3 players: princesses and market serve two rounds; events are played in odd rounds and bought in even rounds.

## Words

emira-or = {" "}or{" "}
emira-and = {" "}and{" "}
emira-none = none
emira-nobody = nobody
emira-swapped = , swapped
emira-pref-appearance = Appearance
emira-pref-status = Status
emira-pref-palace = Palace
emira-pref-money = Money
emira-pref-most = Most Emira
emira-talent-intelligence = Intelligence
emira-talent-household = Household
emira-talent-cooking = Cooking
emira-talent-romance = Romance
emira-marker-beauty = Beauty
emira-marker-manners = Manners
emira-marker-dress = Dress
emira-marker-word-beauty = beauty
emira-marker-word-manners = manners
emira-marker-word-dress = dress
emira-colour-green = green
emira-colour-white = white
emira-colour-red = red
emira-colour-blue = blue
emira-colour-black = black
emira-symbol-mirror = Mirror
emira-symbol-camel = Camel
emira-symbol-scroll = Scroll
emira-symbol-crescent = Crescent
emira-symbol-jar = Spice jar
emira-symbol-seal = Seal
emira-caravan = { $size ->
    [small] small
   *[large] large
} { $speed ->
    [slow] slow
   *[fast] fast
} caravan ({ $income } × { $rounds } rounds)
emira-step-setup = setup
emira-step-events = events
emira-step-income = income
emira-step-prep_emira = prep emira
emira-step-prep_status = prep status
emira-step-prep_appearance = prep appearance
emira-step-prep_items = prep items
emira-step-auctions = auctions
emira-step-buy = buy
emira-step-choose = choose
emira-step-upkeep_xenia = upkeep xenia
emira-step-upkeep_pay = upkeep pay
emira-step-end = end
emira-step-over = over

## Event cards: name, and .text what it does

emira-event-bazaar = Bazaar
    .text = Choose this round's appearance marker from the bag.
emira-event-better-breed = Better Breed
    .text = Camel discount 50 -> 70 -> 100 -> 150.
emira-event-camel-breeding = Camel Breeding
    .text = Everyone gets floor(camels/2) camels, if the supply has them all.
emira-event-camel-epidemic = Camel Epidemic
    .text = Everyone loses floor(camels/3) camels.
emira-event-changing-her-mind = Changing Her Mind
    .text = Look at the top Emira card: leave, swap her preferences, or bottom.
emira-event-court-influence = Court Influence
    .text = Look at the top 3 Emira cards and reorder them.
emira-event-double-trouble = Double Trouble
    .text = Two princesses this round (3 players: three over two rounds).
emira-event-golden-times = Golden Times
    .text = Everyone's income +20% this round.
emira-event-good-looking = Good Looking
    .text = +1 per 3 own markers of one type, permanent.
emira-event-guest-house = Guest House
    .text = Capacity +1 for the rest of the game.
emira-event-interrupt-spice-trade = Interrupt Spice Trade
    .text = Base income only; caravans neither pay nor move.
emira-event-new-orders = New Orders
    .text = Look at the top 3 status cards and reorder.
emira-event-new-spice-caravan = New Spice Caravan
    .text = One of your caravans moves 1 space right.
emira-event-noble-merchandise = Noble Merchandise
    .text = Choose this round's status card from the status deck.
emira-event-quiet-days = Quiet Days
    .text = No new princess this round.
emira-event-restoration = Restoration
    .text = Advanced: palace track +1 (palace +0.5).
emira-event-sick-camels = Sick Camels
    .text = No camel discount in auctions.
emira-event-vermin = Vermin
    .text = Pick a caravan kind: every owner moves 1 (slow: 2) of them left.

## Action labels (menus)

emira-d-keep-event = Keep { $name }{ $tag }: { $text }
emira-d-play-event = Play { $name }{ $tag }: { $text }
emira-d-bid = Bid { $bid } (you would pay { $pay })
emira-d-buy-event = Buy an event card: draw { $k }, keep 1, for { $price }
emira-d-buy-caravan = Buy a { $caravan } for { $cost }
emira-d-buy-appearance = Buy the { $marker } marker for { $cost }
emira-d-buy-status = Buy the { $cost } status card ({ $points } pt)
emira-d-buy-section = Buy a palace section for { $cost }
emira-d-buy-camel = Buy a camel for { $cost }
emira-d-pass = Pass
emira-d-stipend = Take the 150-gold stipend
emira-d-nothing = Take no action (keep your gold)
emira-d-leave = Leave her as she is
emira-d-swap = Swap her two preferences
emira-d-bottom = Send her to the bottom of the Emira deck
emira-d-pay-gift = Pay Xenia 250
emira-d-refuse-gift = Refuse: Xenia moves to the richest other sheik
emira-d-split-2-1 = 2 princesses this round, 1 next round
emira-d-split-1-2 = 1 princess this round, 2 next round
emira-d-when-odd = The princess is active this round
emira-d-when-even = The princess is active next round
emira-d-order = Order (top first): { $names }
emira-d-give = Give { $name } to Sidi Suleiman
emira-d-discard-marker = Discard a { $marker } marker
emira-d-discard-status = Discard the { $price } status card
emira-d-status = Put the { $price } status card ({ $points } pt) on the board
emira-d-marker = Put a { $marker } marker on the board
emira-d-type = Good Looking on { $marker }
emira-d-kind = Vermin on { $size ->
    [small] small
   *[large] large
} { $speed ->
    [slow] slow
   *[fast] fast
} caravans
emira-d-look = Look at Emira card { $n } from the top
emira-d-advance = Move your { $size ->
    [small] small
   *[large] large
} { $speed ->
    [slow] slow
   *[fast] fast
} caravan ({ $left } left) one space right
emira-d-move = Move the caravan(s) with { $payments } payments left

## Prompts

emira-prompt-keep = Keep one of your three event cards (secret).
emira-prompt-event = Play an event card, or pass.
emira-prompt-chm_pos = Changing Her Mind: which Emira card will you look at (before looking)?
emira-prompt-chm = Changing Her Mind: leave her, swap her preferences, or send her to the bottom.
emira-prompt-court = Court Influence: put the top Emira cards back in the order you want (top first).
emira-prompt-orders = New Orders: put the top status cards back in the order you want (top first).
emira-prompt-looks = Good Looking: choose the marker type.
emira-prompt-spice = New Spice Caravan: choose the caravan that moves right.
emira-prompt-vermin = Vermin: choose the caravan kind.
emira-prompt-gnaw = Vermin: choose which of your caravans move left.
emira-prompt-split = Double Trouble: how many princesses this round and next round?
emira-prompt-quiet = Quiet Days: is the single princess active this round or next round?
emira-prompt-noble = Noble Merchandise: choose the status card for the board.
emira-prompt-bazaar = Bazaar: choose the marker for the board.
emira-prompt-bid = Auction: bid (any multiple of 10 you can pay, e.g. `bid 340`), pass, or stipend.
emira-prompt-act = Choose your action{ $stipend ->
    [yes] , the stipend,
   *[no] {""}
} or nothing.
emira-prompt-buyev = Buy an event card (A: 1 of 2, B: 1 of 3), or pass.
emira-prompt-keepev = Keep one of the event cards you drew.
emira-prompt-sidi = Sidi Suleiman: choose the princess who leaves with him.
emira-prompt-samira = Samira: discard one of your own appearance markers.
emira-prompt-zahrah = Zahrah: discard one of your status cards.
emira-prompt-xenia = Xenia's gift is due: pay 250 or refuse (she moves on).
emira-prompt-move = Your move.
emira-prompt-nothing = Nothing to decide now.
emira-prompt-auction = Auction ({ $high }): bid at least { $min } (a multiple of 10) or pass{ $stipend ->
    [yes] , or take the stipend
   *[no] {""}
}.
emira-prompt-last = You are the last player: choose an action (no bid){ $stipend ->
    [yes] , the stipend,
   *[no] {""}
} or nothing.
emira-high-bid = high bid { $high } by { $who }
emira-no-bid = no bid yet

## Summaries and headline

emira-gold = { $gold } gold
emira-gold-secret = gold secret
emira-no-princess = no princess
emira-player = { $who } ({ $colour }){ $frozen ->
    [yes] {" "}FROZEN
   *[no] {""}
}: { $n }/{ $capacity } princesses [{ $princesses }] · appearance { $appearance } · status { $status } · palace { $palace } · { $camels } camels · { $caravans } caravans · { $hand } event cards · { $gold }
emira-over = Game over: { $won } won.
emira-see-ranking = see the ranking
emira-headline = Round { $round } · { $step } · in play: { $princess }{ $high } · waiting for { $who }
emira-headline-high = {" "}· high bid { $high } ({ $who })
emira-s-inplay = Princess in play: { $cards }
emira-s-waiting = Next round: { $cards }
emira-s-undecided = Undecided: { $cards }
emira-market = Market: { $items }
emira-market-empty = empty
emira-market-status = status { $price } ({ $points } pt)
emira-market-marker = { $marker } marker
emira-market-section = section
emira-market-camel = camel
emira-market-small = small caravan
emira-market-large = large caravan

## Private summary

emira-p-objective = Your objective { $id }: { $words }.
emira-p-gold = Your gold: { $gold }.
emira-p-hand = Your event cards: { $cards }.
emira-p-dealt = Dealt (keep one): { $names }.
emira-p-look = Drawn (keep one): { $names }.
emira-p-looking = You are looking at: { $cards }.
emira-p-seen = Seen privately: { $seen }
emira-obj-and = { $first } and { $last }
emira-obj-among = { $k } among { $names }: { $shape }
# a talent counted on an objective ("2 Intelligence"); one letter code or another
emira-obj-count = { $n } { $talent }
emira-obj-either = { $first }{ emira-or }{ $second }
emira-obj-shape-2-3 = 2 of one and 1 of the other
emira-obj-shape-3-4 = one of each, plus a second of any one of them
emira-obj-shape-3-5 = 2 each of two of them and 1 of the third
emira-obj-shape-other = at least 1 and at most 2 of each
emira-obj-words = { $head } ({ $size } of your princesses, each counting for one of her talents; letters: { $letters })

## Refusals

emira-x-empty = Type a move.
emira-x-bid-form = Write `bid <amount>`, e.g. `bid 340` (a multiple of 10).
emira-x-no-bid = You cannot bid now.
emira-x-bid-step = Bids are multiples of { $step }.
emira-x-bid-low = Bid at least { $low }.
emira-x-bid-high = You can pay at most a bid of { $high } (your gold plus your camel discount).
emira-x-not-now = '{ $action }' is not possible now: { $prompt }
emira-x-not-a-choice = '{ $action }' is not one of the choices now: { $prompt }

## Final score columns ({"{"}n{"}"} is where the number goes)

emira-cat-princesses = {"{"}n{"}"} princesses (2 points each)
emira-cat-objective = objective {"{"}n{"}"}
emira-cat-secondary = tie-break {"{"}n{"}"}

## The log: what happened (games/emira/flow.py, rules.py; the arguments are the English text's)

emira-e-setup = Sheiks: { $sheiks }. First player: { $first }. Each sheik keeps 1 of 3 event cards.
emira-e-sheik = { $who } { $colour }
emira-e-keeps = { $who } keeps an event card.
emira-e-you-keep = You keep { $card }.
emira-e-round = Round { $round } begins; first player { $first }.
emira-e-no-event = { $who } plays no event card.
emira-e-plays = { $who } plays { $card }.
emira-e-better-breed = { $who }'s camels now give { $rate } each.
emira-e-breeding = Camel Breeding: { $need } new camels for the sheiks.
emira-e-breeding-none = Camel Breeding: { $need } camels needed, { $supply } in the supply: no effect.
emira-e-epidemic = Camel Epidemic: { $lost } camels die.
emira-e-chm-pos = { $who } will look at Emira card { $n } from the top.
emira-e-chm-bottom = { $who } sends the Emira card they looked at to the bottom of the deck.
emira-e-you-chm-bottom = You send { $name } to the bottom of the Emira deck.
emira-e-chm-back = { $who } puts the Emira card back.
emira-e-you-chm-look = You look at { $name }: { $what }.
emira-chm-swapped = preferences swapped
emira-chm-left = left as she was
emira-chm-sent = sent to the bottom
emira-e-court = { $who } puts the top { $n } Emira cards back in a secret order.
emira-e-you-court = You put the top Emira cards back as: { $names } (top first).
emira-e-orders = { $who } puts the top { $n } status cards back in a secret order.
emira-e-you-orders = You put the top status cards back as: { $prices } (top first).
emira-e-looks = { $who } chooses { $marker } for Good Looking: +{ $gain } appearance.
emira-e-spice = { $who }'s { $size ->
    [small] small
   *[large] large
} { $speed ->
    [slow] slow
   *[fast] fast
} caravan moves back to { $left } payments.
emira-e-vermin = { $who } sends Vermin to the { $size ->
    [small] small
   *[large] large
} { $speed ->
    [slow] slow
   *[fast] fast
} caravans.
emira-e-gnaw = Vermin: { $who } moves { $k } { $size ->
    [small] small
   *[large] large
} { $speed ->
    [slow] slow
   *[fast] fast
} caravan(s) left.
emira-e-gnaw-lost = Vermin: { $who } moves { $k } { $size ->
    [small] small
   *[large] large
} { $speed ->
    [slow] slow
   *[fast] fast
} caravan(s) left; { $lost } removed without payment.
emira-e-split = { $who }: { $now } princess(es) this round, { $later } next round.
emira-e-quiet-odd = { $who }: the single princess will be active this round.
emira-e-quiet-even = { $who }: the single princess will be active next round.
emira-e-income = Income: { $parts }{ $why ->
    [golden] {" "}(Golden Times +20%)
    [stopped] {" "}(base only: spice trade interrupted)
   *[none] {""}
}.
emira-e-income-part = { $who } +{ $total }
emira-e-inplay = Princess in play: { $names }.
emira-e-inplay-waiting = Princess in play: { $names }. Waiting for next round: { $waiting }.
emira-e-noble = { $who } puts the { $price } status card on the board (Noble Merchandise).
emira-e-bazaar = { $who } puts a { $marker } marker on the board (Bazaar).
emira-e-market = Market: { $items }.
emira-e-market-section = palace section
emira-e-auction = Auction { $n }: { $who } starts.
emira-e-auction-cancelled = The auction is cancelled: { $who } is the last player.
emira-e-wins = { $who } wins the auction at { $bid } and pays { $pay }.
emira-e-wins-free = Everyone passed: { $who } wins the auction for free.
emira-e-passes = { $who } passes.
emira-e-bids = { $who } bids { $bid }.
emira-e-stipend = { $who } takes the { $amount }-gold stipend.
emira-e-voluntary = { $who } pays a voluntary bid of { $bid } ({ $pay } after camels).
emira-e-nothing = { $who } takes no action.
emira-e-buys = { $who } buys { $what } for { $cost }.
emira-e-buy-caravan = a { $size ->
    [small] small
   *[large] large
} { $speed ->
    [slow] slow
   *[fast] fast
} caravan
emira-e-buy-marker = the { $marker } marker
emira-e-buy-status = the { $price } status card ({ $points } pt)
emira-e-buy-section = a palace section
emira-e-buy-camel = a camel
emira-e-unsold-marker = The unsold { $marker } marker goes back into the bag.
emira-e-unsold-status = The unsold { $price } status card goes under the status deck.
emira-e-no-buy = { $who } buys no event card.
emira-e-buys-option = { $who } buys option { $option } ({ $k } cards) for { $price }.
emira-e-you-buy-option = You buy option { $option } for { $price } and draw { $cards }.
emira-e-keeps-rest = { $who } keeps one card and puts the rest under the event deck.
emira-e-undecided = Undecided { $why }
emira-e-sidi-leaves = Sidi Suleiman leaves the game with { $who }'s { $name }.
emira-e-xenia-marker = Xenia: one gift marker removed ({ $left } left).
emira-e-xenia-pays = { $who } pays Xenia's gift of 250.
emira-e-xenia-cannot = { $who } cannot pay Xenia's gift of 250: Xenia leaves the game.
emira-e-xenia-undecided = { $who } refuses Xenia's gift; { $why } → she becomes undecided.
emira-e-xenia-moves = { $who } refuses Xenia's gift; { $why } → she moves to { $target }.
emira-e-upkeep = { $who } pays { $due } upkeep.
emira-e-upkeep-xenia = { $who } cannot pay his upkeep: Xenia leaves the game (join-round protection); he pays { $paid }.
emira-e-tumult = Tumult! { $who } owes { $due } and pays { $paid }; { $name } leaves for the bottom of the Emira deck.
emira-e-great-tumult = Great tumult! { $who } loses { $names } (to the bottom of the Emira deck) and pays { $paid }.
emira-e-hind = { $who } will be frozen next round (Hind's long wedding night).
emira-e-track-back = { $who }'s palace track moves back one space ({ $name }).
emira-e-samira = { $who } discards a { $marker } marker into the bag (Samira).
emira-e-zahrah = { $who } discards the { $price } status card ({ $points } pt) under the status deck (Zahrah).

## The princess chooses (games/emira/rules.py choose_told, xenia_target)

emira-c-title = { $name } ({ $pref })
emira-c-title-2 = { $name } ({ $pref } → { $then })
emira-c-value = { $who } { $value }
emira-c-tie = { $a }; tie → { $b }
emira-c-part = { $pref } { $values }
emira-c-full = {" "}({ $who } full)
emira-c-sidi = { $title }: princesses { $counts } → { $who }.
emira-c-sidi-tie = { $title }: princesses { $counts }; tie for most → undecided.
emira-c-no-room = { $title }: nobody has room{ $note } → undecided.
emira-c-joins = { $title }{ $note }: { $parts } → { $who }.
emira-c-tied = { $title }{ $note }: { $parts } → still tied, undecided.
emira-x-nobody = nobody else has room
emira-x-still-tied = { $why }; still tied

## The end of the game (games/emira/flow.py finish)

emira-f-end = { $head }. { $notes }
emira-f-and = { $a } and { $b }
emira-f-space = { $a } { $b }
emira-f-victory = Victory: { $who }
emira-f-draw = Victory: { $who } share a draw
emira-f-no-princesses = No Emira cards are left: the game ends; ranked by score. Winner(s): { $who }
emira-f-round-limit = Round { $limit } reached: the game ends; ranked by score. Winner(s): { $who }
emira-f-gold = Tied on score and secondary score, { $winners } had more gold than { $beaten } (8.3).
emira-f-fulfils = { $who } fulfils objective { $obj }: { $proof }.
emira-f-objective-was = { $who }'s objective was { $obj }.
emira-f-assign = { $name } → { $talent }
emira-f-by-number = by number of princesses

## Private memory and looks (state.py remember, view.py looking)

emira-seen = Round { $round }: { $text }
emira-seen-chm = Changing Her Mind: Emira card { $n } was { $name } ({ $what }).
emira-seen-court = Court Influence: top of the Emira deck { $names }.
emira-seen-orders = New Orders: top of the status deck { $prices }.
emira-seen-bought = bought { $card }; put under the deck: { $rest }.
emira-seen-nothing = nothing
emira-l-chm = Emira card { $n }: { $name }
emira-l-item = { $i }. { $name }
emira-l-status = { $i }. status { $price }
emira-l-status-deck = Status deck: { $prices }
emira-l-bag = Bag: { $items }
emira-l-bag-item = { $marker } { $n }

## Princess abilities: name, and .text what it does (the rulebook's 7.3 « Capacité spéciale »)

emira-ability-albina = Great Festivities
    .text = Advanced: the first time she joins you, palace track -1.
emira-ability-halimah = Singer
    .text = While with you: Singing card, +1 status.
emira-ability-noor = Distrust
    .text = While with you: your gold is public.
emira-ability-rasha = Actress
    .text = While with you: Acting card, +1 status.
emira-ability-zainab = Wisdom
    .text = While with you: event purchases cost 100 / 200.
emira-ability-samira = Great Romance
    .text = First time she joins you: discard one of your own appearance markers.
emira-ability-zahrah = Theft
    .text = First time she joins you: discard one of your status cards.
emira-ability-layla = Fine Manners
    .text = While with you: a lent Manners marker.
emira-ability-nadia = Great Beauty
    .text = While with you: a lent Beauty marker.
emira-ability-firyal = Grand Reception
    .text = Advanced: the first time she joins you, palace track -1.
emira-ability-hind = Long Wedding Night
    .text = Each time she joins you: you are frozen for the next round.
emira-ability-farah = Loves Animals
    .text = While with you: a camel costs 50.
emira-ability-adara = Trade Routes
    .text = While with you: caravans cost 400/500/650/800.
emira-ability-suleika = Jealousy
    .text = While with you: +100 upkeep once per princess joining you.
emira-ability-janan = Gourmet
    .text = Her upkeep is 100.
emira-ability-zafirah = Wealthy
    .text = Her upkeep is 0.
emira-ability-xenia = Greedy
    .text = Gift of 250 on every join and every 3 rounds, or she moves on.
emira-ability-badra = Architect
    .text = While with you: a palace section costs 400.
emira-ability-sidi = White Knight
    .text = Goes to the sheik with most princesses; leaves the game with one of them.

## The board in words (games/emira/text.py board_text: the console's board, the images' alt text)

emira-b-princess = { $card }, upkeep { $upkeep }
emira-b-princess-ability = { $card }, upkeep { $upkeep } — { $ability }: { $text }
emira-b-auction = Auction: { $high }; passed: { $out }{ $by }.
emira-b-started = ; started by { $who }
emira-b-decks = Decks: { $emira } Emira cards, { $status } status cards, { $events } event cards ({ $discard } discarded). Bag: Beauty { $beauty }, Manners { $manners }, Dress { $dress }. Supply: { $camels } camels, { $sections } sections, { $small } small and { $large } large caravans.
emira-b-symbols = Event symbols played this round: { $played }; events waiting: { $delayed }.
emira-b-removed = Gone from the game: { $names }.
emira-b-xenia = Xenia: her gift is due in round { $round }.
emira-b-none = none
emira-b-marker-count = { $marker } { $n }
emira-b-status-card = { $price } ({ $points } pt)
emira-b-caravan = { $size ->
    [small] small
   *[large] large
} { $speed ->
    [slow] slow
   *[fast] fast
} ({ $left } payments left)
emira-b-player = markers { $markers }; status cards { $cards }; caravans { $caravans }; camel discount { $rate } each; upkeep { $upkeep }.
emira-b-objective = Objective { $id }: { $words }.

## The glossary (`explain`): each term's explanation, and .term the word players type in the language

emira-term-talent = Each princess has a talent (Intelligence I, Household H, Cooking C, Romance R; a few have two, and count for either). Your secret objective asks for talents.
    .term = talent
emira-term-talents = See `explain talent`.
    .term = talents
emira-term-objective = Your secret objective card: the talents your princesses must have to win (5 players 4 princesses, 4 players 5, 3 players 6). `hand` shows yours in words; `explain 3-3` any objective.
    .term = objective
emira-term-princess = An Emira card: her preferences (first, then second) decide which sheik she joins; her talents count for your objective; her ability (if any) acts while she stays.
    .term = princess
emira-term-princesses = Princesses in your palace: 2 points each at the end; enough of them with the right talents (or 6 / 7 / 8 for 5/4/3 players, whatever their talents) win.
    .term = princesses
emira-term-sheik = A player: you are a sheik courting the princesses.
    .term = sheik
emira-term-preference = What a princess compares to choose a sheik: Appearance, Status, Palace, Money, Most Emira; her second preference breaks ties.
    .term = preference
emira-term-emira = The princesses (Emira cards).
    .term = emira
emira-term-event = Event cards: kept in hand, played in the event phase (one per symbol per round), bought in the buy phase (`buy a`, `buy b`).
    .term = event
emira-term-event-card = See `explain event`.
    .term = event card
emira-term-beauty = An appearance marker (see `explain appearance`).
    .term = beauty
emira-term-manners = An appearance marker (see `explain appearance`).
    .term = manners
emira-term-dress = An appearance marker (see `explain appearance`).
    .term = dress
emira-term-marker = Appearance markers: Beauty, Manners, Dress (see `explain appearance`).
    .term = marker
emira-term-section = A palace section: +1 palace value and +1 room for a princess.
    .term = section
emira-term-guest-house = Room for one more princess, but no palace value.
    .term = guest house
emira-term-camel = Camels lower what you pay for a winning bid (see `explain camel discount`) and count for the tie-break.
    .term = camel
emira-term-camels = See `explain camel`.
    .term = camels
emira-term-market = What the auction winners may buy this round: a status card, an appearance marker, a section, a camel, caravans.
    .term = market
emira-term-round = The eight steps of a round: event, income, princess revealed, auctions, buy events, the princess chooses, upkeep, first player passes left.
    .term = round
emira-term-income = 100 gold each round (the black sheik 150), plus caravans' payments.
    .term = income
emira-term-gold = Your money (secret). Needed for bids, upkeep and events.
    .term = gold
emira-term-bid = `bid <amount>`: a multiple of 10 you can pay after your camel discount.
    .term = bid
emira-term-small = A small caravan (see `explain caravan`).
    .term = small
emira-term-large = A large caravan (see `explain caravan`).
    .term = large
emira-term-slow = A slow caravan pays less for 8 rounds (see `explain caravan`).
    .term = slow
emira-term-fast = A fast caravan pays more for 4 rounds (see `explain caravan`).
    .term = fast
emira-term-nothing = Take no action (keep your gold).
    .term = nothing
emira-term-gift = Xenia's gift: pay 250 or refuse (she moves on).
    .term = gift
emira-term-next-round = The princess revealed for next round (3 players: two rounds per princess).
    .term = next round
emira-term-in-play = The princess choosing a sheik this round.
    .term = in play
emira-term-tie-break = Appearance + status + palace sections + camels (+ palace track in the advanced game): breaks ties between equal scores.
    .term = tie-break
emira-term-secondary = See `explain tie-break`.
    .term = secondary
emira-term-appearance = Beauty + Manners + Dress markers, +1 per complete set of the three, plus Good Looking bonuses. Nadia lends a Beauty and Layla a Manners marker while they stay.
    .term = appearance
emira-term-status = Points on your status cards (1 to 3), +1 for Singing (Halimah) and Acting (Rasha).
    .term = status
emira-term-palace = Palace sections you own (advanced game: +0.5 per palace-track step). The base palace and Guest Houses give room, not palace value.
    .term = palace
emira-term-money = Your gold. It is secret, except while Noor lives with you and whenever a princess compares Money: then the compared sheiks' gold is announced.
    .term = money
emira-term-most-emira = Sidi Suleiman's only preference: the sheik with the most princesses.
    .term = most emira
emira-term-capacity = Room for princesses: 2 + palace sections + Guest Houses. A princess only chooses a sheik with room.
    .term = capacity
emira-term-undecided = A princess whose choice is tied (or who finds no room) waits face up and joins as soon as one sheik is best for her.
    .term = undecided
emira-term-stipend = 150 gold instead of an action, if you hold under 500 gold or have 4+ princesses and no caravan; on your turn in an auction, as an auction winner or as the last player.
    .term = stipend
emira-term-auction = Bid in multiples of 10 (`bid 340`); the winner pays his bid minus his camel discount, then takes one action. Pass is final for that auction; if everyone passes, the starter acts for free.
    .term = auction
emira-term-last-player = The one sheik left in the auction phase acts without bidding (he may pay a voluntary bid to get under 500 gold for the stipend).
    .term = last player
emira-term-camel-discount = Camels × camel rate (50, 70, 100, 150 with Better Breed) off a winning bid; never below 0, never off an action's cost.
    .term = camel discount
emira-term-upkeep = 50 per princess each round (Janan 100, Zafirah 0), +100 per newcomer while Suleika lives with you.
    .term = upkeep
emira-term-tumult = Who cannot pay his upkeep pays all his gold and loses a random princess to the bottom of the Emira deck (advanced: one at a time until he can pay). He cannot win that round.
    .term = tumult
emira-term-frozen = Hind's long wedding night: the round after she joins you, you play no event, take no auction, buy no event and no princess may choose you.
    .term = frozen
emira-term-caravan = Small slow 450 (150 × 8 rounds), small fast 550 (300 × 4), large slow 750 (250 × 8), large fast 900 (500 × 4); pays from the next round.
    .term = caravan
emira-term-symbol = Event cards with the same symbol cannot both be played in one round.
    .term = symbol
emira-term-victory = At the end of a round in which you paid your upkeep in full: enough princesses whose talents fill your objective (5p 4, 4p 5, 3p 6), or 6/7/8 princesses.
    .term = victory
emira-term-a = `buy a`: pay 150 (Zainab 100), draw 2 event cards, keep 1.
    .term = a
emira-term-b = `buy b`: pay 250 (Zainab 200), draw 3 event cards, keep 1.
    .term = b
emira-term-buy = `buy <thing>`: the auction winner's action (section, camel, appearance, status, a caravan), or an event card in the buy phase (`buy a`, `buy b`).
    .term = buy
emira-term-play = `play <event>`: play an event card from your hand in the event phase.
    .term = play
emira-term-keep = `keep <event>`: the event card you keep of those dealt or drawn.
    .term = keep
emira-term-pass = Do nothing now (no event, no bid: a pass in an auction is final).
    .term = pass
emira-term-discard = `discard <marker|status>`: the appearance marker or status card you give up (Samira, Zahrah).
    .term = discard
emira-term-leave = Changing Her Mind: leave the princess as she is.
    .term = leave
emira-term-swap = Changing Her Mind: swap the princess's two preferences.
    .term = swap
emira-term-bottom = Changing Her Mind: send the princess to the bottom of the Emira deck.
    .term = bottom
emira-term-type = `type <marker>`: Good Looking's marker type.
    .term = type
emira-term-pay = `pay gift`: pay Xenia's 250 gold.
    .term = pay
emira-term-refuse = `refuse gift`: Xenia moves on to the richest other sheik.
    .term = refuse
emira-term-order = `order <cards…>`: the new order of the cards you looked at, top first.
    .term = order
emira-term-give = `give <princess>`: the princess who leaves with Sidi Suleiman.
    .term = give
emira-term-status-card = Points on your status cards (1 to 3), +1 for Singing (Halimah) and Acting (Rasha).
    .term = status card
emira-term-now = An event that resolves as soon as it is played (others wait for a phase).
    .term = now
emira-term-bag = The bag of appearance markers (Beauty, Manners, Dress) the market draws from.
    .term = bag
emira-term-supply = Camels, palace sections and caravans not yet bought.
    .term = supply
emira-term-deck = The face-down piles: Emira cards (princesses), status cards, event cards.
    .term = deck
emira-term-acting = Rasha's Acting card: +1 status while she lives with you.
    .term = acting
emira-term-singing = Halimah's Singing card: +1 status while she lives with you.
    .term = singing
emira-term-advanced = The advanced game (option): palace track, tumult one princess at a time, secondary score as tie-break among winners.
    .term = advanced

emira-term-princess-card = { $name }: prefers { $prefs }; talent { $talents }.{ $extra }
emira-term-then = { $first }, then { $second }
emira-term-no-talent = no talent
emira-term-extra = {" "}{ $ability }: { $text }
emira-term-event-card-text = { $name } ({ $tag }; resolves { $timing }): { $text }
emira-term-symbol-tag = symbol { $symbol }
emira-term-no-symbol = no symbol
emira-term-timing-now = now
emira-term-timing-phase = phase { $n }
emira-term-objective-card = Objective { $id }: { $words }.
emira-term-objective-word = objective { $id }
emira-term-talent-card = { $name } ({ $letter }): a princess talent; objectives ask for it by its letter { $letter }.
emira-term-ability = { $ability } ({ $name }'s ability): { $text }
emira-term-symbol-card = { $symbol }: an event symbol ({ $events }). Two events with the same symbol cannot both be played in one round.
emira-term-dist = Talent letters of an objective ({ $dist }): I Intelligence, H Household, C Cooking, R Romance; one princess for each letter.
emira-prompt-upkeep = Your upkeep this round: { $due } gold; keep that much, or a tumult takes a princess.
