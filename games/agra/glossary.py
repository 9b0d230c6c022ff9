"""The Agra glossary: every term a prompt, a move, the board text or the image uses, in words.

``TERMS`` (term → explanation) serves ``Game.terms``/``explain_term`` (the console's
``explain curry``, ``explain n12``, ``explain snd``); ``NAMES`` (display name → id) lets players
type ``give sufi curry`` or ``place quarry``; ``CATEGORIES`` gives the final-score columns short
names; ``ABBR`` holds the 3-letter good codes the board image draws (one table, so the image and
the glossary cannot disagree). Numbers and component tables come from ``data.py``.
"""

from __future__ import annotations

import functools
import re

from games.agra import data as D

ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII")

ABBR = {
    "sandstone": "Snd",
    "wood": "Wd",
    "turmeric": "Tur",
    "cotton": "Cot",
    "cement": "Cem",
    "paper": "Pap",
    "curry": "Cur",
    "oil": "Oil",
    "bricks": "Brk",
    "planks": "Plk",
    "dye": "Dye",
    "cloth": "Clo",
    "statue": "Sta",
    "book": "Bk",
    "painting": "Pnt",
    "clothing": "Cl+",
}
"""Short codes of the 16 goods on the board image (each is an ``explain`` term)."""

NOTABLE_ABILITY = {
    "n1": "Permanent: in your Sailor action you may pay several goods worth up to 4 in total "
    "(deliveries = 1 + total value). Bonus: +1 rupee per cloth you deliver.",
    "n2": "Immediate: your meditation marker moves up 1 space for free. Bonus: +1 per curry "
    "you deliver.",
    "n3": "Permanent: +1 to every construction total of yours, and 1 rupee whenever you build.",
    "n4": "Permanent: produce 1 more sandstone or wood with the Quarry or Sawmill.",
    "n5": "Permanent: produce 1 more cotton or turmeric with the Cotton or Turmeric Field.",
    "n6": "Once a turn (`french`, then `send <good>`): move a good of value 1-3 onto this card "
    "(a delivery); at 3 markers you gain 5 rupees and take them back.",
    "n7": "Permanent: after producing, you may swap 2 of the goods produced for 1 good of value "
    "2 of the same chain (`swap <good>`). Bonus: +1 per dye you deliver.",
    "n8": "Permanent: your ejected standing workers wait on this card (up to 2); `cook` in "
    "meditation takes them back, each counting as a worker laid. Bonus: +1 per oil delivered.",
    "n9": "Permanent: when laying workers gives you at least 1 MP, gain 1 MP more.",
    "n10": "Permanent: after another player's Sailor action you may deliver 1 good to a notable "
    "(that player gains 1 favour); your own Sailor action has 1 extra delivery.",
    "n11": "Once a turn (`caliph`): spend 1 cotton to stand up 1 of your lying workers.",
    "n12": "Permanent: peonage costs you 1 rupee instead of 2. Bonus: +1 per paper you deliver.",
    "n13": "Once a turn: a favour action costs 1 favour less (the `mollah` form of the move). "
    "Bonus: +1 per bricks you deliver.",
    "n14": "Once a turn (`english`): exchange 1 good for 1 good of another type of the same value.",
    "n15": "Immediate: take a favour tile from the display or the pile. Once a turn in your "
    "meditation: spend 1 MP for 1 favour or 3 MP for 2 favours (`mosaic 1`, `mosaic 3`).",
    "n16": "Immediate: build the first construction site in building order for free (bonus "
    "tile, worker, processing). Bonus: +1 per statue you deliver.",
    "n17": "End: 1 / 3 / 6 rupees for orders fulfilled in 1 / 2 / 3 different guilds. Bonus: "
    "+2 per clothing you deliver.",
    "n18": "Immediate: stand up to 3 of your lying workers and move up 1 level on a track. "
    "Bonus: +2 per painting you deliver.",
    "n19": "End: 1 rupee per guild order you fulfilled. Bonus: +2 per book you deliver.",
    "n20": "Immediate: deliver 1 good to a free Akbar slot whose good has the same value. End: "
    "1 rupee per good you delivered to Akbar.",
    "n21": "Immediate: gain 3 favours. End: 3 rupees per complete set of the three guild "
    "symbols among your notables and order markers.",
    "n22": "Immediate: gain 3 favours. End: 1 rupee per Scholars notable you own and per "
    "marker of yours in the Scholars order column.",
    "n23": "Immediate: gain 3 favours. End: 1 rupee per Artisans notable you own and per "
    "marker of yours in the Artisans order column.",
    "n24": "Immediate: gain 3 favours. End: 1 rupee per Merchants notable you own and per "
    "marker of yours in the Merchants order column.",
}

_CLASS = {1: "basic good", 2: "manufactured good", 3: "luxury good"}
_LUXURY = {
    "statue": "Luxury action (`statue`): spend 1 for an extra main action (place another "
    "worker) after your action.",
    "painting": "Luxury action (`painting`): spend 1 to move up 1 level on two different "
    "tracks (`raise <guild> <guild>`).",
    "book": "Luxury action (`book`): spend 1 to stand up to 3 lying workers and gain 1 favour.",
    "clothing": "Luxury action (`clothing`): sell 1 for its value in rupees (+1 once the boat "
    "is at pontoon 6).",
    "oil": "Secondary action (`oil`): spend 1 to stand up 1 lying worker (`oil curry`: up to 3).",
    "curry": "Secondary action (`curry`): spend 1 to stand up 1 lying worker (`oil curry`: up "
    "to 3).",
}


def _good(g: str) -> str:
    value = D.PRINTED_VALUE[g]
    level = D.LEVEL[g]
    where = (
        f"produced at the {D.BUILDING_NAME[g]} from your farm"
        if level == 1
        else f"made at the {D.BUILDING_NAME[g]} from {D.ARROW_SOURCE[g]}"
    )
    material = f" Building material worth {D.MATERIALS[g]}." if g in D.MATERIALS else ""
    extra = f" {_LUXURY[g]}" if g in _LUXURY else ""
    return (
        f"{g.capitalize()} ({ABBR[g]}): a {_CLASS[value]}, printed value {value} (a price token "
        f"may change it); {where}; {D.CHAIN[g]} chain.{material}{extra}"
    )


def _building(g: str) -> str:
    name = D.BUILDING_NAME[g]
    if D.LEVEL[g] == 1:
        return (
            f"{name}: level-1 building, built from the start. Place a worker here "
            f"(`place {g}`) to produce {g} up to your farm's production value (`produce <k>`)."
        )
    return (
        f"{name}: level-{D.LEVEL[g]} building, construction cost {D.COST[g]}. Once built, "
        f"a worker here (`place {g}`) transforms up to 3 {D.ARROW_SOURCE[g]} into {g} "
        "(`process <k>`); the others may follow with 1 good."
    )


def _notable(nid: str) -> str:
    n = D.NOTABLES[nid]
    demand = " / ".join(n["demand"])
    return (
        f"{n['name']} ({nid.upper()}, level {ROMAN[n['level'] - 1]} notable, "
        f"{n['guild'].capitalize()}; wants {demand}): {NOTABLE_ABILITY[nid]}"
    )


def _favour(fid: str) -> str:
    have, spend, text = D.FAVOUR_ACTIONS[fid]
    cost = f"spend {spend}" if have == spend else f"have {have}, spend {spend}"
    kind = "printed favour action" if fid.startswith("f") and fid[1].isdigit() else "favour tile"
    unit = "favour" if spend == 1 else "favours"
    return f"{fid.upper()} ({kind}; {cost} {unit}): {text}. Once a turn (`favour {fid}`)."


def _bonus(bid: str) -> str:
    level, guild, fav, rupees, cache = D.BONUS_TILES[bid]
    bits = [f"+1 level on the {guild.capitalize()} track"] if guild else []
    bits += [f"{fav} favour"] if fav else []
    bits += ["remove a cache tile"] if cache else []
    bits += [f"{rupees} rupees"]
    return f"Construction bonus tile {bid.upper()} (level {level}): " + ", ".join(bits) + "."


TERMS: dict[str, str] = {
    # -- the pieces of a turn -------------------------------------------------------------------
    "turn": "Your turn: optional meditation, then the mandatory action (place a worker), then "
    "optionally serve Akbar or fulfil a guild order, then `end turn`. Secondary actions (oil, "
    "curry, favour actions, luxury goods, notable abilities) at any prompt of your turn.",
    "end turn": "Finish your turn (after your action; Akbar or an order are optional).",
    "end": "`end turn` finishes your turn; see also `explain end of the game`.",
    "end of the game": "Triggered by a completed level IV notable, an influence of 10 or a full "
    "order column: that round is finished, then one more round, then final scoring.",
    "end triggered": "The end of the game is triggered: this round is finished, then one more "
    "round is played, then final scoring.",
    "round": "Every player takes one turn, starting with the first player.",
    "first player": "The player who starts each round.",
    "action": "The mandatory part of your turn: place a worker (`place <space>`) on a character, "
    "a built building or the Builder's site.",
    "place": "`place <space>`: put a worker from your reserve on a character (architect, "
    "sailor, trader, botanist) or a building (named by its good: `place curry` = Curry Kitchen).",
    "space": "An action space: the four characters and the 16 buildings. Each holds one worker.",
    "worker": "Your pieces (10). Placed standing; laid down in meditation for MP; stood up again "
    "by oil, curry, a book, the Caliph, the Painter or FT1. Ejected workers return to you.",
    "workers": "See `explain worker`.",
    "reserve": "Your workers not on the board, ready to be placed.",
    "standing": "A worker upright on its space: ejecting it gives its owner favours.",
    "lying": "A worker laid down for meditation points; it still holds its space. Ejecting it "
    "gives nothing.",
    "eject": "Placing on a space held by another player's worker sends it back to its owner's "
    "reserve; a standing one gives its owner 1 favour (2 from meditation space IV).",
    "ejects": "See `explain eject`.",
    "peonage": "Using a space where your own worker stands: pay 2 rupees (1 with the "
    "Calligrapher, or 3 favours with FT14); no new worker is placed, yours stands up.",
    "pass": "No legal space or nothing to do: skip this step (`pass`). For a window (Jagirdar, "
    "Sadr us-Sudur) it declines.",
    "done": "Finish the current step or sub-menu.",
    "back": "Leave a sub-menu without doing anything.",
    "none": "Take nothing / pay nothing (the choice offered is optional).",
    "no": "`no swap`: keep the goods produced as they are (Dyer).",
    # -- characters ------------------------------------------------------------------------------
    "character": "The four main characters: Architect, Sailor, Trader, Botanist (action spaces).",
    "characters": "See `explain character`.",
    "architect": "Character: +1 influence on a track (`influence <guild>`), or build a "
    "construction site (`build <good>`, pay materials with `use <material>` … `pay`), take a "
    "bonus tile, place a worker there and transform.",
    "sailor": "Character: pay a good (`pay <good>`, or `pay none`) for 1 + its value deliveries "
    "to notables (`give <notable> <good>`) and at most one guild order (`order <guild>`).",
    "trader": "Character: a price-token operation (`token`) and/or an exchange: give 1-3 goods "
    "and take goods worth at most their value − 1 (`exchange`).",
    "botanist": "Character: up to two of: meditate (move up the meditation track paying goods), "
    "remove a cache tile, move farmers.",
    "builder": "The Builder stands on a construction site: a worker placed there builds it for "
    "free (no bonus tile) and transforms; then the Builder moves on.",
    "builder's site": "See `explain builder`.",
    "merchant": "The Merchant stands on a built building: who uses it gains 2 favours, then the "
    "Merchant moves, dropping 1 rupee on each building it passes.",
    "construction site": "A level 2-4 building not yet built (its cost shown); build it with "
    "the Architect or the Builder.",
    "site": "See `explain construction site`.",
    "built": "A building that can be used (level 1 from the start, others once constructed).",
    "building": "One of the 16 buildings, one per good, named by its good in moves "
    "(`place paper` = Paper Mill). Level 1 produce; levels 2-4 transform.",
    "buildings": "See `explain building`.",
    "level": "Of a building: 1-4 (its good's class). Of a notable: I-IV (river section). Of "
    "influence: 1-10 on a guild track.",
    "cost": "A construction site's cost, paid with materials: sandstone and wood 1, cement and "
    "planks 2, +1 for each different material used.",
    "material": "Building materials: sandstone 1, wood 1, cement 2, planks 2 (`use <material>`).",
    "materials": "See `explain material`.",
    "build": "`build <good>`: construct that good's building with the Architect.",
    "use": "`use <material>`: add a material to a construction payment.",
    "bonus": "`bonus <cb…>`: take a construction bonus tile of the building's level.",
    "bonus tile": "Construction bonus tiles (CB2-1 … CB4-4): taken when you build with the "
    "Architect; rupees, favours, influence or a cache tile removed.",
    "influence": "Your level (1-10) on each guild track. Orders pay by it; majorities score "
    "at the end; levels 3 and 6 give a favour or a favour tile; 10 triggers the end.",
    "track": "A guild's influence track (Artisans, Merchants, Scholars), levels 1-10.",
    "raise": "`raise <guild>`: move up 1 level on that guild's track.",
    "produce": "`produce <k>`: take k of the building's basic good (up to your production value).",
    "process": "`process <k>`: transform k goods (0-3) along the building's arrow.",
    "transform": "Turn a good into the next good of its chain (the building's arrow); the other "
    "players may follow with 1 good each (the actor gains 1 favour per follower).",
    "transformation": "See `explain transform`.",
    "arrow": "The link from a good to the good made from it (sandstone → cement, bricks; wood → "
    "paper, planks; …).",
    "follow": "When another player transforms, you may transform 1 good along the same arrow "
    "too (`follow`; `decline`); the actor gains 1 favour.",
    "decline": "Do not follow the transformation.",
    "swap": "Dyer: `swap <good>` changes 2 goods just produced into 1 of value 2.",
    "chain": "Goods in a line: sandstone → cement/bricks → statue; wood → paper/planks → book; "
    "turmeric → curry/dye → painting; cotton → oil/cloth → clothing.",
    # -- goods -----------------------------------------------------------------------------------
    "good": "16 goods: basic (value 1), manufactured (2) and luxury (3). Your goods lie on the "
    "building of their type. `explain <good>` for each; the image shows short codes.",
    "goods": "See `explain good`.",
    "stock": "Your goods (your markers on the buildings' storage).",
    "value": "A good's current value: printed value ± a price token.",
    "basic good": "Sandstone, wood, turmeric, cotton (value 1), produced from your farm.",
    "manufactured good": "Cement, paper, curry, oil, bricks, planks, dye, cloth (value 2).",
    "luxury good": "Statue, book, painting, clothing (value 3); each has a luxury action.",
    "luxury": "See `explain luxury good`.",
    "price token": "A token on a good type raising or lowering its value by 1 (Trader: `token`, "
    "`token new|move|flip`, `on <good>`, `face up|down`).",
    "token": "See `explain price token`.",
    "on": "`on <good>`: put the price token on that good.",
    "face": "`face up` raises the good's value by 1, `face down` lowers it by 1.",
    "new": "`token new`: place a new price token.",
    "move": "`token move <good>`: move a price token to another good.",
    "flip": "`token flip <good>`: turn a price token over.",
    "exchange": "Give goods and take others: meditation (same value, MP cost = value), Trader "
    "(take at most value − 1), English Trader (same value).",
    "give": "`give <good>` gives a good in an exchange; `give <notable> <good>` delivers it to a "
    "notable (`x2`: double delivery).",
    "take": "`take <good>` takes a good in an exchange or gain; `take` alone ends the giving.",
    "gain": "`gain <good>`: the good you choose to gain.",
    "sell": "`sell <good>`: sell a good for its value in rupees (FT4).",
    "send": "`send <good>`: deliver a good to the French Trader card.",
    "supply": "Your 22 markers not in use: goods, favours and deliveries all use them; you "
    "cannot gain more than you have.",
    "marker": "A player marker: a good, a favour or a delivery (22 each).",
    "markers": "See `explain marker`.",
    # -- meditation, farm ------------------------------------------------------------------------
    "meditation": "Optional start of your turn (`meditate`): lay standing workers (`lay "
    "<space>`) for meditation points (MP), then spend MP on exchange, deliver, transform, "
    "remove a cache tile (one is blocked) or move farmers. Your meditation track (I-VII) sets "
    "the MP per worker; VII scores 5 at the end.",
    "meditate": "See `explain meditation` (Botanist: move up the meditation track by paying "
    "goods).",
    "mp": "Meditation points: laying workers gives them; spent on meditation actions; unused MP "
    "are lost.",
    "meditation track": "Spaces I-VII: the higher, the more MP per worker laid; IV doubles "
    "ejection favours; VII scores 5 at the end.",
    "lay": "`lay <space>`: lay down your standing worker there for MP.",
    "stand": "`stand <space>`: stand your lying worker up again.",
    "cook": "`cook`: take a worker back from the Cook card (counts as a worker laid).",
    "wheel": "The meditation wheel: four outer actions (exchange, deliver, transform, cache); "
    "the one under the marker is blocked. Moving farmers is never blocked.",
    "blocked": "The meditation action nobody may take now (the last outer action used).",
    "deliver": "Move a good from your stock to a notable, Akbar, the French Trader card or a "
    "guild order. Meditation: 2 / 5 / 9 MP for 1 / 2 / 3 goods to one notable.",
    "delivery": "See `explain deliver`.",
    "deliveries": "See `explain deliver`.",
    "notable": "`notable <id>`: the notable you deliver to (meditation). See `explain notables`.",
    "farm": "Your square farm: a farmer on each side; the free spaces between a corner and the "
    "farmers set that basic good's production value. Cache tiles cover spaces.",
    "farmer": "A farmer on each farm side (`farmer <n|e|s|w> <+|->` moves it 1 space).",
    "farmers": "See `explain farmer` (Botanist: `farmers` moves up to 2).",
    "production": "A basic good's production value: free farm spaces between its corner and "
    "the farmers (+1 with the Mahout or Khatib).",
    "cache": "Cache tiles cover farm spaces (N1, N5, E1 … W5). Removing one (`cache <id>`) frees "
    "the space and scores 1 at the end.",
    "cache tile": "See `explain cache`.",
    "caches": "See `explain cache`.",
    "n": "The north side of your farm (`farmer n +`).",
    "e": "The east side of your farm (`farmer e +`).",
    "s": "The south side of your farm (`farmer s +`).",
    "w": "The west side of your farm (`farmer w +`).",
    # -- river, notables, boat -------------------------------------------------------------------
    "river": "The notables in 4 sections (levels I-IV) and 6 pontoons; the boat's pontoon says "
    "which levels are accessible.",
    "notables": "The 24 notables (N1-N24) on the river. Deliver the goods they want: 1 rupee "
    "per marker on the card when you deliver; when full, the majority wins the card and its "
    "ability, the others' markers become favours.",
    "accessible": "A notable upstream of the boat: only those receive goods.",
    "boat": "Moves down the river as notables are completed (pontoon 1-6); each move opens the "
    "next level and has an event; pontoon 6 triggers the end.",
    "pontoon": "The boat's stops 1-6: 2 builds the Builder's site; 3 moves the Merchant, "
    "favours per cotton, order limit 4; 4 returns price tokens, 1 favour each, limit 5; 5 a "
    "good each (`take <good>`), limit 6; 6 clothing +1, end triggered.",
    "double delivery": "Sailor only: a second good of the same type on the same slot (`x2`), "
    "worth 1 rupee and counting for the majority.",
    "x2": "See `explain double delivery`.",
    "contract": "A notable you won (its card beside your board).",
    "contracts": "See `explain contract`.",
    "majority": "Most markers on a notable (tie: the highest slot wins) takes the card.",
    "jagirdar delivery": "See `explain jagirdar`.",
    # -- empire ----------------------------------------------------------------------------------
    "akbar": "Emperor Akbar: 12 slots, each taking one good of its picture once per game "
    "(`akbar <good>` in the orders phase). End: 0/1/3/5 for 1-3 goods, +3 each beyond.",
    "slot": "An Akbar slot or a notable's demand slot: one marker each.",
    "orders phase": "After your action: serve Akbar one good or fulfil one guild order (or "
    "neither), then `end turn`.",
    "order": "A guild order: 2 goods (`order <guild>`), needs influence ≥ 2 there and room "
    "under the order limit; pays rupees by your level (−1 and +1 level if you do not lead).",
    "orders": "See `explain order`.",
    "guild order": "See `explain order`.",
    "order limit": "The most markers a guild order column may hold (3; 4, 5, 6 from pontoons "
    "3, 4, 5).",
    "order column": "A guild's 6 orders; a full column (6 markers) triggers the end.",
    "guild": "Artisans, Merchants, Scholars: influence tracks, order columns, notables' guilds.",
    "guilds": "See `explain guild`.",
    "empire": "The Empire board: guild order columns, Akbar's slots, the favour-tile display.",
    # -- favours ---------------------------------------------------------------------------------
    "favour": "Favours (markers on your board) pay favour actions: F1-F3 printed, up to 3 "
    "favour tiles FT1-FT14 (`favour` lists them). Gained when ejected, followed, at pontoons, "
    "from notables' markers; each counts 1 in the tie-break.",
    "favours": "See `explain favour`. (`favours` at a level bonus: take the favours.)",
    "favour action": "See `explain favour`.",
    "favour tile": "Favour tiles FT1-FT14: extra favour actions, at most 3 each; taken from the "
    "display at influence levels 3 and 6 (`tile <ft…>`), or with the Mosaic Maker.",
    "tile": "`tile <ft…>`: take that favour tile.",
    "discard": "`discard <ft…>`: you hold 4 favour tiles: give one back.",
    "display": "The three face-up favour tiles anyone may take.",
    "pile": "The face-down favour tiles (the Mosaic Maker's owner may look through it).",
    "mollah": "The Mollah's reduction: the same favour action for 1 favour less.",
    "mosaic": "`mosaic 1` / `mosaic 3`: Mosaic Maker, turn 1 MP into 1 favour or 3 MP into 2.",
    "level bonus": "Reaching level 3 or 6 on a track: favours (`favours`) or a favour tile "
    "(`tile <ft…>`).",
    # -- rupees and scoring ----------------------------------------------------------------------
    "rupee": "Rupees are victory points, kept secret in your bag until final scoring.",
    "rupees": "See `explain rupee`. (`pay rupees`: pay peonage in rupees.)",
    "bag": "Rupees in your bag: the score you made during the game (secret until the end).",
    "score": "Final score = rupees in the bag + end notables + influence majorities + "
    "meditation VII (5) + cache tiles removed + Akbar.",
    "final scoring": "See `explain score`.",
    "tie-break": "Equal scores: the value of the goods left in stock + 1 per favour.",
    "majorities": "Influence majorities at the end, per guild: highest level alone 2 × your "
    "markers in that order column, tied 1 × each, second alone 1 ×.",
    "pay": "`pay <good>` pays (Sailor); `pay` finishes a construction payment; `pay none`, "
    "`pay done`, `pay rupees`, `pay favours` (peonage with FT14).",
    "total": "The final score (see `explain score`).",
    "rank": "Place in the final scoring (1 = winner).",
}
_HAND = tuple(k for k in TERMS if k not in ("cook", "mollah"))  # overwritten below by notables
"""The hand-written terms: each has a catalogue message ``agra-t-<slug>`` (``.term``: its word)."""
TERMS.update({g: _good(g) for g in D.GOODS})
TERMS.update({ABBR[g].lower(): _good(g) for g in D.GOODS})
TERMS.update({D.BUILDING_NAME[g].lower(): _building(g) for g in D.GOODS})
TERMS.update({nid: _notable(nid) for nid in D.NOTABLES})
TERMS.update({D.NOTABLES[nid]["name"].lower(): _notable(nid) for nid in D.NOTABLES})
TERMS.update({fid: _favour(fid) for fid in D.FAVOUR_ACTIONS})
TERMS.update({bid: _bonus(bid) for bid in D.BONUS_TILES})
TERMS.update(
    {
        g: f"The {g.capitalize()} guild: influence track, order column and notables "
        f"({', '.join(n['name'] for n in D.NOTABLES.values() if n['guild'] == g)})."
        for g in D.GUILDS
    }
)
TERMS.update(
    {
        c: f"Cache tile at {c.upper()}: covers that farm space; remove it (`cache {c}`) to free "
        "the space (1 point at the end)."
        for c in D.CACHES
    }
)
TERMS.update(
    {
        f"{side}{i}": f"Farm space {side.upper()}{i}: space {i} of your farm's {name} side (1 and 5 "
        "lie next to its corners); a farmer can stand on it (`farmer`), and while free it counts "
        "for the production of the good at the corner on the farmer's other side."
        for side, name in zip(D.SIDES, ("north", "east", "south", "west"), strict=True)
        for i in (2, 3, 4)
        if side != "n"  # N2-N4 are the notables' ids (the Sufi…): those keep them
    }
)
TERMS.update(
    {
        r.lower(): f"Roman {i + 1}: a notable level (I-IV) or a meditation space (I-VII, MP "
        f"{D.MP_VALUE[i]})."
        for i, r in enumerate(ROMAN)
    }
)
for _g in _LUXURY:  # the luxury and oil/curry actions are named by their good
    TERMS[_g] = _good(_g)
TERMS.update(
    {
        "caliph": _notable("n11"),
        "french": _notable("n6"),
        "english": _notable("n14"),
    }
)

TERMS.update(
    {
        f"b{i + 1}": f"B{i + 1}, the building number {i + 1} in building order (the Merchant "
        f"and the Builder move in this order): {_building(g)}"
        for i, g in enumerate(D.GOODS)
    }
)
TERMS["agra"] = "Agra: deliver goods to the notables, serve Akbar, fulfil guild orders; rupees "
TERMS["agra"] += "are the score. `rules` has the summary."

NAMES: dict[str, str] = {
    **{n["name"].lower(): nid for nid, n in D.NOTABLES.items()},
    **{D.BUILDING_NAME[g].lower(): g for g in D.GOODS},
}
"""Display names players may type: ``give sufi curry`` → ``give n2 curry``, ``place quarry``."""

CATEGORIES = {
    "bag": "rupees",
    "notables": "notables",
    "influence": "majorities",
    "meditation": "meditation",
    "caches": "caches",
    "akbar": "Akbar",
}
"""Short names of the final-score columns (the engine's breakdown keys)."""

EXAMPLES = ("place sailor", "pay curry", "give sufi curry", "end turn")
"""Moves the console's banner shows as examples."""

ALIASES: dict[str, dict[str, str]] = {
    # moves typed in French with the French rulebook's words → the canonical notation's words
    # (Game.resolve tries every language; accents are optional, the longest phrase wins; the
    # log keeps the canonical move). Terms: i18n/terms/agra.md.
    "fr": {
        # verbs and one-word moves
        "mediter": "meditate",
        "placer": "place",
        "passer": "pass",
        "fin du tour": "end turn",
        "fin tour": "end turn",
        "finir le tour": "end turn",
        "commande": "order",
        "honorer": "order",
        "payer": "pay",
        "paie": "pay",
        "roupies": "rupees",
        "faveurs": "favours",
        "faveur": "favour",
        "rien": "none",
        "aucun": "none",
        "aucune": "none",
        "termine": "done",
        "fini": "done",
        "coucher": "lay",
        "echanger": "exchange",
        "donner": "give",
        "donne": "give",
        "prendre": "take",
        "prends": "take",
        "livrer": "deliver",
        "transformer": "transform",
        "traiter": "process",
        "tuile cache": "cache",
        "fermier": "farmer",
        "fermiers": "farmers",
        "mosaique": "mosaic",
        "retour": "back",
        "construire": "build",
        "utiliser": "use",
        "produire": "produce",
        "troquer": "swap",
        "pas d'echange": "no swap",
        "jeton": "token",
        "nouveau": "new",
        "deplacer": "move",
        "retourner": "flip",
        "sur": "on",
        "face montante": "face up",
        "face descendante": "face down",
        "monter": "raise",
        "suivre": "follow",
        "refuser": "decline",
        "decliner": "decline",
        "tuile": "tile",
        "defausser": "discard",
        "relever": "stand",
        "vendre": "sell",
        "envoyer": "send",
        "gagner": "gain",
        "avant": "+",
        "arriere": "-",
        "nord": "n",
        "est": "e",
        "sud": "s",
        "ouest": "w",
        "francais": "french",
        "anglais": "english",
        "calife": "caliph",
        "cuisinier": "cook",
        # characters and guilds
        "architecte": "architect",
        "marin": "sailor",
        "negociant": "trader",
        "botaniste": "botanist",
        "marchands": "merchants",
        "erudits": "scholars",
        # goods
        "gres": "sandstone",
        "bois": "wood",
        "coton": "cotton",
        "ciment": "cement",
        "papier": "paper",
        "huile": "oil",
        "brique": "bricks",
        "briques": "bricks",
        "planche": "planks",
        "planches": "planks",
        "teinture": "dye",
        "tissu": "cloth",
        "tissus": "cloth",
        "livre": "book",
        "livres": "book",
        "tableau": "painting",
        "tableaux": "painting",
        "peinture": "painting",
        "vetement": "clothing",
        "vetements": "clothing",
        "statues": "statue",
        # buildings
        "carriere": "sandstone",
        "scierie": "wood",
        "champ de curcuma": "turmeric",
        "champ de coton": "cotton",
        "cimenterie": "cement",
        "papeterie": "paper",
        "fabrique a curry": "curry",
        "huilerie": "oil",
        "briqueterie": "bricks",
        "menuiserie": "planks",
        "teinturerie": "dye",
        "tissage": "cloth",
        "atelier du sculpteur": "statue",
        "reliure": "book",
        "atelier du peintre": "painting",
        "atelier du tailleur": "clothing",
        # notables
        "negociant portugais": "n1",
        "soufi": "n2",
        "negociant francais": "n6",
        "teinturier": "n7",
        "calligraphe": "n12",
        "negociant anglais": "n14",
        "fabricant de mosaique": "n15",
        "negociant hollandais": "n17",
        "peintre": "n18",
        "artiste de la cour": "n23",
    },
    # moves typed in Italian (no Italian rulebook: the terms chosen in i18n/terms/agra.md)
    "it": {
        "medita": "meditate",
        "piazza": "place",
        "passa": "pass",
        "fine turno": "end turn",
        "fine del turno": "end turn",
        "ordine": "order",
        "evadi": "order",
        "paga": "pay",
        "rupie": "rupees",
        "favori": "favours",
        "favore": "favour",
        "niente": "none",
        "nessuno": "none",
        "nessuna": "none",
        "fatto": "done",
        "sdraia": "lay",
        "scambia": "exchange",
        "dai": "give",
        "prendi": "take",
        "consegna": "deliver",
        "notabile": "notable",
        "trasforma": "transform",
        "lavora": "process",
        "copertura": "cache",
        "contadino": "farmer",
        "contadini": "farmers",
        "mosaico": "mosaic",
        "indietro": "back",
        "influenza": "influence",
        "costruisci": "build",
        "usa": "use",
        "produci": "produce",
        "baratta": "swap",
        "nessuno scambio": "no swap",
        "segnalino": "token",
        "nuovo": "new",
        "sposta": "move",
        "gira": "flip",
        "faccia su": "face up",
        "faccia giu": "face down",
        "alza": "raise",
        "segui": "follow",
        "rifiuta": "decline",
        "tessera": "tile",
        "scarta": "discard",
        "rialza": "stand",
        "vendi": "sell",
        "invia": "send",
        "ottieni": "gain",
        "avanti": "+",
        "dietro": "-",
        "nord": "n",
        "est": "e",
        "sud": "s",
        "ovest": "w",
        "francese": "french",
        "inglese": "english",
        "califfo": "caliph",
        "cuoco": "cook",
        # characters and guilds
        "architetto": "architect",
        "marinaio": "sailor",
        "commerciante": "trader",
        "botanico": "botanist",
        "artigiani": "artisans",
        "mercanti": "merchants",
        "studiosi": "scholars",
        # goods
        "arenaria": "sandstone",
        "legno": "wood",
        "cotone": "cotton",
        "cemento": "cement",
        "carta": "paper",
        "olio": "oil",
        "mattone": "bricks",
        "mattoni": "bricks",
        "asse": "planks",
        "assi": "planks",
        "tintura": "dye",
        "stoffa": "cloth",
        "statua": "statue",
        "libro": "book",
        "dipinto": "painting",
        "abito": "clothing",
        "abiti": "clothing",
        # buildings
        "cava": "sandstone",
        "segheria": "wood",
        "campo di curcuma": "turmeric",
        "campo di cotone": "cotton",
        "cementificio": "cement",
        "cartiera": "paper",
        "cucina del curry": "curry",
        "frantoio": "oil",
        "fornace": "bricks",
        "falegnameria": "planks",
        "tintoria": "dye",
        "tessitura": "cloth",
        "laboratorio dello scultore": "statue",
        "legatoria": "book",
        "studio del pittore": "painting",
        "sartoria": "clothing",
        # notables
        "commerciante portoghese": "n1",
        "commerciante francese": "n6",
        "tintore": "n7",
        "calligrafo": "n12",
        "mullah": "n13",
        "commerciante inglese": "n14",
        "mosaicista": "n15",
        "commerciante olandese": "n17",
        "pittore": "n18",
        "gran mufti": "n21",
        "grande imam": "n22",
        "artista di corte": "n23",
    },
}
"""French and Italian words players may type for the canonical notation (``placer marin`` →
``place sailor``, ``piazza cava`` → ``place sandstone``)."""
# one move up an influence track has two verbs in the notation (a Builder's bonus says
# `influence`, the other steps `raise`): either is understood wherever the other is the move
ALIASES["en"] = {"raise": "influence", "influence": "raise"}


def _slug(key: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", key).strip("-")


def _generated(locale: str) -> dict[str, str]:
    """The entries built from data (goods, buildings, notables, favours, bonus tiles, guilds,
    caches, numerals, building numbers) in ``locale``: English key → text, names worded first."""
    from i18n import t

    def n(kind: str, **args: object) -> str:
        return t(locale, f"agra-n-{kind}", **args)

    def good(g: str) -> str:
        value = D.PRINTED_VALUE[g]
        lux = " " + t(locale, f"agra-lux-{g}") if g in _LUXURY else ""
        return t(
            locale,
            "agra-tg-good",
            name=n("good-cap", good=g),
            abbr=ABBR[g],
            value=value,
            level=D.LEVEL[g],
            building=n("building", good=g),
            src=n("good", good=D.ARROW_SOURCE.get(g, g)),
            chain=n("good", good=D.CHAIN[g]),
            mat=D.MATERIALS.get(g, 0),
            lux=lux,
        )

    def building(g: str) -> str:
        return t(
            locale,
            "agra-tg-building",
            level=D.LEVEL[g],
            building=n("building", good=g),
            good=g,
            goodname=n("good", good=g),
            cost=D.COST.get(g, 0),
            src=n("good", good=D.ARROW_SOURCE.get(g, g)),
        )

    def notable(nid: str) -> str:
        nd = D.NOTABLES[nid]
        return t(
            locale,
            "agra-tg-notable",
            name=n("notable", notable=nid),
            id=nid.upper(),
            roman=ROMAN[nd["level"] - 1],
            guild=n("guild", guild=nd["guild"]),
            demand=" / ".join(n("good", good=g) for g in nd["demand"]),
            ability=t(locale, f"agra-ability-{nid}"),
        )

    def favour(fid: str) -> str:
        have, spend, _text = D.FAVOUR_ACTIONS[fid]
        printed = "yes" if fid.startswith("f") and fid[1].isdigit() else "no"
        same = "yes" if have == spend else "no"
        return t(
            locale,
            "agra-tg-favour",
            tile=fid.upper(),
            fid=fid,
            printed=printed,
            same=same,
            have=have,
            spend=spend,
        )

    def bonus(bid: str) -> str:
        level, guild, fav, rupees, cache = D.BONUS_TILES[bid]
        return t(
            locale,
            "agra-tg-bonus",
            tile=bid.upper(),
            level=level,
            guild=guild or "none",
            fav=fav,
            cache="yes" if cache else "no",
            rupees=rupees,
        )

    out: dict[str, str] = {}
    out.update({g: good(g) for g in D.GOODS})
    out.update({ABBR[g].lower(): good(g) for g in D.GOODS})
    out.update({D.BUILDING_NAME[g].lower(): building(g) for g in D.GOODS})
    out.update({nid: notable(nid) for nid in D.NOTABLES})
    out.update({D.NOTABLES[nid]["name"].lower(): notable(nid) for nid in D.NOTABLES})
    out.update({fid: favour(fid) for fid in D.FAVOUR_ACTIONS})
    out.update({bid: bonus(bid) for bid in D.BONUS_TILES})
    for g in D.GUILDS:
        names = ", ".join(
            n("notable", notable=nid) for nid, nd in D.NOTABLES.items() if nd["guild"] == g
        )
        out[g] = t(locale, "agra-tg-guild", guild=g, names=names)
    out.update({c: t(locale, "agra-tg-cache", id=c.upper(), cache=c) for c in D.CACHES})
    out.update(
        {
            f"{side}{i}": t(locale, "agra-tg-space", id=f"{side.upper()}{i}", side=side, i=i)
            for side in D.SIDES
            for i in (2, 3, 4)
            if side != "n"
        }
    )
    out.update(
        {
            r.lower(): t(locale, "agra-tg-roman", n=i + 1, mp=D.MP_VALUE[i])
            for i, r in enumerate(ROMAN)
        }
    )
    out.update({"caliph": notable("n11"), "french": notable("n6"), "english": notable("n14")})
    out.update(
        {
            f"b{i + 1}": t(locale, "agra-tg-b", n=i + 1, building=building(g))
            for i, g in enumerate(D.GOODS)
        }
    )
    return out


@functools.cache
def localized(locale: str) -> tuple[dict[str, str], dict[str, str]]:
    """The glossary in ``locale`` (the catalogue is fixed while the bot runs: built once):
    (English key → text, the language's own term → text). The language's terms are the
    catalogue's ``.term`` words and the names of goods, buildings, notables and guilds."""
    from i18n import t

    hand = [k for k in _HAND if k in TERMS]
    by_key = {k: t(locale, f"agra-t-{_slug(k)}") for k in hand}
    by_term = {t(locale, f"agra-t-{_slug(k)}.term").lower(): by_key[k] for k in hand}
    generated = _generated(locale)
    by_key |= generated
    by_key |= {k: generated[v] for k, v in NAMES.items() if v in generated and k not in by_key}
    english = {g for g in D.GOODS} | {D.BUILDING_NAME[g].lower() for g in D.GOODS}
    english |= {nd["name"].lower() for nd in D.NOTABLES.values()} | set(D.GUILDS)
    english |= {"caliph", "french", "english"}
    # ids (N12, FT3, CB2-1, caches, numerals, B7, the image's codes) read the same everywhere
    by_term |= {k: v for k, v in generated.items() if k not in by_term and k not in english}
    for g in D.GOODS:
        by_term.setdefault(t(locale, "agra-n-good", good=g).lower(), generated[g])
        building = t(locale, "agra-n-building", good=g).lower()
        by_term.setdefault(building, generated[D.BUILDING_NAME[g].lower()])
    for nid in D.NOTABLES:
        by_term.setdefault(t(locale, "agra-n-notable", notable=nid).lower(), generated[nid])
    for g in D.GUILDS:
        by_term.setdefault(t(locale, "agra-n-guild", guild=g).lower(), generated[g])
    by_key["agra"] = by_term["agra"] = t(locale, "agra-t-agra")
    return by_key, by_term


RULEBOOK: dict[str, dict[str, str]] = {
    # the rulebook's words (i18n/terms/agra.md) whose entry has another name
    "fr": {
        "bonus construction": "bonus tile",
        "manufacturée": "manufactured good",
        "de luxe": "luxury good",
    },
}
