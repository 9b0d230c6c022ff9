# Words drawn on Al-Rashid's images (renderers/al_rashid.py) besides the game's own terms,
# which come from al-rashid.ftl (alrashid-sector, alrashid-title, alrashid-good, alrashid-pawn,
# alrashid-kind…).

## Title bar, banner, status
board-al-rashid-title = AL-RASHID
board-al-rashid-your-panel = AL-RASHID · your panel
board-al-rashid-year = Year { $year } / 5
board-al-rashid-phase = { $id ->
    [setup] Setup
    [placement] Placement
    [reserved] Reserved pawn
    [window] Between phases
    [resolution] Resolution
   *[over] Game over
}
board-al-rashid-kind = { $id ->
    [battle] battle
    [trade] trade
    [guild] guild visit
    [rashid] audience
   *[finish] finishing
}
board-al-rashid-who-what = { $who }: { $what }
board-al-rashid-and = {" "}and{" "}
board-al-rashid-over = Game over: { $who } { $n ->
    [one] wins
   *[other] wins
}
board-al-rashid-order-head = Order:
board-al-rashid-winner = Winner:
board-al-rashid-next-order = Next order: { $order }
board-al-rashid-now = Now:
board-al-rashid-awaited = Your decision is awaited

## The city and the map
board-al-rashid-city = The city
board-al-rashid-city-note = palaces · titles still available: cost, PP, copies
board-al-rashid-map = The map
board-al-rashid-map-note = countries · goods left, mercenaries, pawns
board-al-rashid-no-pawns = no pawns
board-al-rashid-resolved = resolved
board-al-rashid-stock-empty = stock empty
board-al-rashid-no-titles = no titles left
board-al-rashid-cost = { $cost }g
board-al-rashid-title-pp = {" "}{ $pp }PP

## Mercenaries and crises
board-al-rashid-mercenaries = Mercenaries:
board-al-rashid-stack = { $n } left
board-al-rashid-discard = , discard { $values }
board-al-rashid-crises = Crises revealed ({ $n } left in deck), mercenaries added (R red, B blue):
# a revealed crisis tile and the mercenaries it added (R red, B blue)
board-al-rashid-crisis = { $tile }: { $parts }
board-al-rashid-country = { $id ->
    [silk] Silk
    [spice] Spice
    [sanmatia] Sanmatia
    [indianum] Indianum
    [abbasid] Abbasid
    [internum] Internum
   *[nilus] Nilus
}

## Legend
board-al-rashid-pawn = { $pawn } ({ $value })
board-al-rashid-legend-rank = rank; = predominance
board-al-rashid-legend-face-down = face-down mercenary
board-al-rashid-legend-note = note
board-al-rashid-legend-mercenary = Rn / Bn: red (land) / blue (sea) mercenary of value n

## Players' strips and the final scores
board-al-rashid-players = Players
board-al-rashid-titles-key = Titles: (A) activated, (1) one-shot, else permanent; ○ ready, ✔ used
board-al-rashid-pp = { $n } PP
board-al-rashid-pp-now = { $n } PP now
board-al-rashid-order = order { $n }
board-al-rashid-turn = ▶ turn
board-al-rashid-free-family = free/family
board-al-rashid-gold = = { $n } gold
board-al-rashid-notes = Notes
board-al-rashid-influence = Infl.
board-al-rashid-dishonour = Dishon.
board-al-rashid-hand = Hand
board-al-rashid-no-titles-yet = Titles: none
board-al-rashid-score = { $id ->
    [family] family
    [titles] titles
    [politics_titles] politics titles
    [caliph_titles] caliph titles
    [influence] influence
    [dishonour] dishonour
   *[other] { $id }
}

## The private panel
board-al-rashid-your-tokens = Your mercenary tokens (secret)
board-al-rashid-totals = Red (land) total { $red }  ·  Blue (sea) total { $blue }
board-al-rashid-spied = Spied face-down tokens
