# Emira's board images (renderers/emira.py): the words drawn on the public board and the private
# panel. The game's own terms (talents, markers, colours, symbols, event cards, abilities) come
# from emira.ftl, so image and text say one word.

board-emira-title = EMIRA
board-emira-private-title = EMIRA · your panel
board-emira-round = Round { $n }
board-emira-waiting = Waiting: { $who }
board-emira-game-over = Game over

## The round's steps (the header)

board-emira-step-setup = Setup: keep 1 event card
board-emira-step-events = 1 · Event cards
board-emira-step-income = 2 · Income
board-emira-step-prepare = 3 · Prepare
board-emira-step-auctions = 4 · Auctions
board-emira-step-buy = 5 · Buy event cards
board-emira-step-choose = 6 · The princess chooses
board-emira-step-upkeep = 7 · Upkeep
board-emira-step-end = 8 · End of round

## The turn banner: who decides what (short; the prompt says more)

board-emira-banner = { $name }: { $what }
board-emira-banner-waiting = Waiting for { $who }: { $what }
board-emira-banner-keep = keep 1 event card
board-emira-banner-event = play an event card or pass
board-emira-banner-chm_pos = Changing Her Mind: pick a card
board-emira-banner-chm = Changing Her Mind: decide
board-emira-banner-court = Court Influence: order the cards
board-emira-banner-orders = New Orders: order the cards
board-emira-banner-looks = Good Looking: choose a marker
board-emira-banner-spice = New Spice Caravan: choose one
board-emira-banner-vermin = Vermin: choose the caravan kind
board-emira-banner-gnaw = Vermin: choose caravans
board-emira-banner-split = Double Trouble: split the princesses
board-emira-banner-quiet = Quiet Days: this round or next?
board-emira-banner-noble = Noble Merchandise: choose a card
board-emira-banner-bazaar = Bazaar: choose a marker
board-emira-banner-bid = bid, pass or take the stipend
board-emira-banner-act = choose an action
board-emira-banner-buyev = buy an event card or pass
board-emira-banner-keepev = keep one event card
board-emira-banner-sidi = Sidi Suleiman: choose a princess
board-emira-banner-samira = Samira: discard a marker
board-emira-banner-zahrah = Zahrah: discard a status card
board-emira-banner-xenia = Xenia's gift: pay 250 or refuse

## Princess cards

board-emira-pref-appearance = Appearance
board-emira-pref-status = Status
board-emira-pref-palace = Palace
board-emira-pref-money = Money
board-emira-pref-most = Most princesses
board-emira-swapped = swapped
board-emira-upkeep = Upkeep { $n }.
board-emira-ability-does = { $ability }: { $does }
board-emira-in-play = Princess in play
board-emira-none-this-round = none this round
board-emira-princess-n = princess { $n }
board-emira-next-round = Next round
board-emira-undecided = Undecided

## The auction and the market

board-emira-high-bid = High bid { $high } by { $who }
board-emira-no-bid = No bid yet
board-emira-to-act = to act: { $who }
board-emira-market = Market (one action each per round)
board-emira-points = { $n } pt
board-emira-space-status = Status card
board-emira-space-appearance = Appearance
board-emira-space-section = Palace section
board-emira-space-camel = Camel
board-emira-space-small = Small caravan
board-emira-space-large = Large caravan
board-emira-empty = — empty

## A sheik's panel

board-emira-first-player = first player
board-emira-frozen = FROZEN
board-emira-winner = WINNER
board-emira-secret = secret
board-emira-princesses = Princesses
board-emira-appearance = Appearance
board-emira-status = Status
board-emira-palace = Palace
board-emira-gold = Gold
board-emira-palace-word = palace
board-emira-room = room
board-emira-camels = × { $n } (camel cost { $cost })
board-emira-caravans = Caravans:
board-emira-caravan-chip = { $size ->
    [small] small
   *[large] large
} { $speed ->
    [slow] slow
   *[fast] fast
}, { $n ->
   *[other] { $n } left
}
board-emira-none = none
board-emira-lent = (lent { $markers })
board-emira-sets = +1 sets { $n }
board-emira-good-looking = Good Looking +{ $n }
board-emira-sections = Palace sections { $n }
board-emira-track = track { $n }
board-emira-status-cards = status cards { $cards }
board-emira-singing = Singing
board-emira-acting = Acting
board-emira-hand = event cards in hand { $n }
board-emira-kept = kept: { $cards }
board-emira-suleika = Suleika +{ $n }
board-emira-objective = Objective { $id }: { $words }
board-emira-proof-number = by number of princesses
board-emira-proof-score = best score when the game ended

## Piles, sheiks, talents

board-emira-decks = Emira deck { $emira } · status deck { $status } · event deck { $events } · removed: { $removed }
board-emira-bag = Bag: Beauty { $beauty }, Manners { $manners }, Dress { $dress } · supply: camels { $camels }, sections { $sections }, small { $small }, large { $large }
board-emira-symbols = Symbols played this round: { $symbols }
board-emira-xenia = { $n ->
   *[other] Xenia: { $n } gift marker(s) left
}
board-emira-sheiks = Sheiks
board-emira-talents = Talents:

## The private panel

board-emira-your-objective = Your objective { $id } (secret): { $text }
board-emira-your-gold = Gold { $gold }
board-emira-awaited = Your decision is awaited
board-emira-events-hand = Your event cards
board-emira-events-dealt = Dealt: keep one
board-emira-events-look = Drawn: keep one
board-emira-no-symbol = no symbol
board-emira-timing-now = now
board-emira-timing-phase = phase { $phase }
board-emira-looking = You are looking at
board-emira-seen = Seen privately

## The final scores' columns

board-emira-cat-princesses = princesses
board-emira-cat-objective = objective
board-emira-cat-secondary = secondary
