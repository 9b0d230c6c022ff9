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
emira-prompt-act = Choose your action, the stipend, or nothing.
emira-prompt-buyev = Buy an event card (A: 1 of 2, B: 1 of 3), or pass.
emira-prompt-keepev = Keep one of the event cards you drew.
emira-prompt-sidi = Sidi Suleiman: choose the princess who leaves with him.
emira-prompt-samira = Samira: discard one of your own appearance markers.
emira-prompt-zahrah = Zahrah: discard one of your status cards.
emira-prompt-xenia = Xenia's gift is due: pay 250 or refuse (she moves on).
emira-prompt-move = Your move.
emira-prompt-nothing = Nothing to decide now.
emira-prompt-auction = Auction ({ $high }): bid at least { $min } (type any amount) or pass{ $stipend ->
    [yes] , or take the stipend
   *[no] {""}
}.
emira-prompt-last = You are the last player: choose an action (no bid), the stipend, or nothing.
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
