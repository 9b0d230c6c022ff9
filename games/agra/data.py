"""Agra component data (spec agra.md §3, §19, §20).

Provenance: Agra's rulebook pictures were lost, so most tables below are the spec's
*reconstruction* (§20). Each table says what the rulebook text itself confirms ("text") and what
was inferred to fit every clue of §20.13 ("reconstructed"). Keep corrections here, not in logic.
"""

from __future__ import annotations

VERSION = "1"

# -- goods (§3.1) -------------------------------------------------------------------------------
# text: basic goods worth 1, curry/oil 2, luxury goods 3; the 16 names and their classes.
# reconstructed: the other printed values (all manufactured 2) and the chain of each good.
GOODS: tuple[str, ...] = (
    "sandstone",
    "wood",
    "turmeric",
    "cotton",
    "cement",
    "paper",
    "curry",
    "oil",
    "bricks",
    "planks",
    "dye",
    "cloth",
    "statue",
    "book",
    "painting",
    "clothing",
)
BASIC = GOODS[:4]
LUXURY = GOODS[12:]
PRINTED_VALUE = {g: (1 if i < 4 else 2 if i < 12 else 3) for i, g in enumerate(GOODS)}
CHAIN = {
    g: c
    for c, members in {
        "sandstone": ("sandstone", "cement", "bricks", "statue"),
        "wood": ("wood", "paper", "planks", "book"),
        "turmeric": ("turmeric", "curry", "dye", "painting"),
        "cotton": ("cotton", "oil", "cloth", "clothing"),
    }.items()
    for g in members
}
# text: the four building materials and cement = 2; reconstructed: planks 2 (§3.4, D-05).
MATERIALS = {"sandstone": 1, "wood": 1, "cement": 2, "planks": 2}

# -- buildings (§20.2): one per good, building order = GOODS order (B1..B16) -----------------------
# text: Quarry first (top left), Paper Mill costs 4, 12 sites of levels 2-4.
# reconstructed: the grid, the other costs.
LEVEL = {g: 1 + i // 4 for i, g in enumerate(GOODS)}
COST = {
    "cement": 3,
    "paper": 4,
    "curry": 4,
    "oil": 4,
    "bricks": 5,
    "planks": 5,
    "dye": 6,
    "cloth": 6,
    "statue": 7,
    "book": 7,
    "painting": 8,
    "clothing": 8,
}
BUILDING_NAME = {
    "sandstone": "Quarry",
    "wood": "Sawmill",
    "turmeric": "Turmeric Field",
    "cotton": "Cotton Field",
    "cement": "Cement Works",
    "paper": "Paper Mill",
    "curry": "Curry Kitchen",
    "oil": "Oil Press",
    "bricks": "Brickworks",
    "planks": "Joinery",
    "dye": "Dye Works",
    "cloth": "Weaving Mill",
    "statue": "Sculptor's Workshop",
    "book": "Bookbindery",
    "painting": "Painter's Studio",
    "clothing": "Tailor's Shop",
}
# text: sandstone -> cement/bricks, wood -> paper (and planks), cotton -> oil.
# reconstructed: the rest. Keyed by target: each processing building has one incoming arrow.
ARROW_SOURCE = {
    "cement": "sandstone",
    "bricks": "sandstone",
    "paper": "wood",
    "planks": "wood",
    "curry": "turmeric",
    "dye": "turmeric",
    "oil": "cotton",
    "cloth": "cotton",
    "statue": "bricks",
    "book": "paper",
    "painting": "dye",
    "clothing": "cloth",
}

CHARACTERS = ("architect", "sailor", "trader", "botanist")
SPACES = CHARACTERS + GOODS
GUILDS = ("artisans", "merchants", "scholars")

# -- farm (§20.4), reconstructed ------------------------------------------------------------------
# Sides with positions 1..5; caches at 1 and 5; farmers start at 3. Each good counts the spaces
# between its corner and the farmer on its two sides: (side, True = low end of that side).
SIDES = ("n", "e", "s", "w")
FARM_GOODS = {
    "sandstone": (("n", True), ("w", True)),
    "wood": (("n", False), ("e", True)),
    "turmeric": (("e", False), ("s", False)),
    "cotton": (("s", True), ("w", False)),
}
CACHES = ("n1", "n5", "e1", "e5", "s1", "s5", "w1", "w5")

# -- meditation (§20.5), reconstructed except v(IV) = 3 (text) ------------------------------------
MP_VALUE = (1, 2, 2, 3, 3, 4, 5)  # spaces I..VII (index 0..6)
MED_COST = (
    ("turmeric",),
    ("curry",),
    ("oil", "cotton"),
    ("paper", "dye"),
    ("book", "curry"),
    ("painting", "clothing"),
)  # cost to move from index i to i + 1
# text: the four outer actions, the central farmer move and the marker starting on Deliver;
# reconstructed: their clockwise order (no rule effect) and the 2/5/9 MP prices are text (§7.2).
WHEEL = ("exchange", "deliver", "transform", "cache")  # outer actions (§20.6)
DELIVER_MP = {1: 2, 2: 5, 3: 9}

# -- influence tracks (§20.7): text confirms bonuses at 3 and 6 and 3 - 1 = 2 for a non-leader ---
ORDER_REWARD = (0, 0, 2, 2, 3, 3, 4, 4, 5, 5, 6)  # by level 1..10 (index 0 unused)
TOP_LEVEL = 10

# -- guild orders (§20.8): text confirms Scholars 1 and Merchants 2 -> 3; the rest reconstructed -
ORDERS = {
    "artisans": (
        ("sandstone", "cloth"),
        ("bricks", "planks"),
        ("cotton", "clothing"),
        ("cement", "dye"),
        ("turmeric", "bricks"),
        ("oil", "statue"),
    ),
    "merchants": (
        ("cotton", "curry"),
        ("oil", "dye"),
        ("wood", "statue"),
        ("turmeric", "cloth"),
        ("curry", "planks"),
        ("sandstone", "clothing"),
    ),
    "scholars": (
        ("wood", "painting"),
        ("paper", "curry"),
        ("cotton", "dye"),
        ("cement", "book"),
        ("turmeric", "paper"),
        ("bricks", "oil"),
    ),
}

# -- Akbar (§20.9): text: 12 slots, die-numbered sides; layout reconstructed ----------------------
AKBAR_LEFT = ("cement", "bricks", "paper", "planks", "statue", "book")
AKBAR_RIGHT = ("curry", "dye", "oil", "cloth", "painting", "clothing")
AKBAR_SLOTS = AKBAR_LEFT + AKBAR_RIGHT


def akbar_points(n: int) -> int:
    """0, 1, 3, 5, then +3 per further good (§18.2 item 5)."""
    return (0, 1, 3, 5)[n] if n <= 3 else 5 + 3 * (n - 3)


# -- notables (§19.1); names/levels/ability kinds text, guilds and demands reconstructed ----------
NOTABLES: dict[str, dict] = {}
for _nid, _name, _lvl, _guild, _demand in (
    ("n1", "Portuguese Trader", 1, "merchants", ("dye", "sandstone")),
    ("n2", "Sufi", 1, "scholars", ("curry", "cotton")),
    ("n3", "Takshaka", 1, "artisans", ("bricks", "sandstone")),
    ("n4", "Mahout", 1, "merchants", ("cement", "wood")),
    ("n5", "Khatib", 1, "scholars", ("paper", "turmeric")),
    ("n6", "French Trader", 1, "merchants", ("planks", "turmeric")),
    ("n7", "Dyer", 1, "artisans", ("cloth", "cotton")),
    ("n8", "Cook", 1, "artisans", ("oil", "wood")),
    ("n9", "Muezzin", 2, "scholars", ("oil", "paper")),
    ("n10", "Jagirdar", 2, "merchants", ("cloth", "planks")),
    ("n11", "Caliph", 2, "scholars", ("cloth", "curry")),
    ("n12", "Calligrapher", 2, "artisans", ("dye", "paper")),
    ("n13", "Mollah", 2, "scholars", ("planks", "bricks")),
    ("n14", "English Trader", 2, "merchants", ("curry", "oil")),
    ("n15", "Mosaic Maker", 2, "artisans", ("bricks", "cement")),
    ("n16", "Mujtahida", 3, "scholars", ("book", "cement", "planks")),
    ("n17", "Dutch Trader", 3, "merchants", ("clothing", "oil", "cloth")),
    ("n18", "Painter", 3, "artisans", ("painting", "dye", "paper")),
    ("n19", "Subadar", 3, "merchants", ("statue", "curry", "bricks")),
    ("n20", "Sadr us-Sudur", 3, "scholars", ("book", "dye", "cloth")),
    ("n21", "Grand Mufti", 4, "artisans", ("statue", "book", "cement")),
    ("n22", "Grand Imam", 4, "scholars", ("book", "painting", "paper")),
    ("n23", "Court Artist", 4, "artisans", ("painting", "clothing", "dye")),
    ("n24", "Dewan", 4, "merchants", ("clothing", "statue", "oil")),
):
    NOTABLES[_nid] = {"name": _name, "level": _lvl, "guild": _guild, "demand": _demand}

# text: "+N per <good> delivered" bonuses (§19.1)
DELIVERY_BONUS = {
    "n1": ("cloth", 1),
    "n2": ("curry", 1),
    "n7": ("dye", 1),
    "n8": ("oil", 1),
    "n12": ("paper", 1),
    "n13": ("bricks", 1),
    "n16": ("statue", 1),
    "n17": ("clothing", 2),
    "n18": ("painting", 2),
    "n19": ("book", 2),
}
# text: 14 notables (5/4/3/2) at 4 players, 10 at 2-3, spreads 5/5/4 and 4/3/3 (§5.2);
# text: the boat's conditions, accessibility and the order-limit markers 4/5/6 (§16.1, §16.6);
# reconstructed: the river's drawing (§20.10), which only fixes the order of sections/pontoons.
SECTION_SIZE = {4: (5, 4, 3, 2), 2: (4, 3, 2, 1), 3: (4, 3, 2, 1)}
SPREAD = {4: (4, 5, 5), 2: (3, 3, 4), 3: (3, 3, 4)}  # sorted guild counts required
# boat: pontoon p -> (level, cumulative completions needed) to reach p + 1 (§16.6)
BOAT_NEXT = {1: (1, 2), 2: (2, 1), 3: (2, 2), 4: (3, 1), 5: (4, 1)}
ACCESSIBLE = {1: 1, 2: 2, 3: 2, 4: 3, 5: 4, 6: 4}  # boat pontoon -> highest accessible level
ORDER_LIMIT_AT = {1: 3, 2: 3, 3: 4, 4: 5, 5: 6, 6: 6}

# -- construction bonus tiles (§19.2), text --------------------------------------------------------
# (level, guild step or None, favours, rupees, cache removal)
BONUS_TILES = {
    "cb2-1": (2, "artisans", 0, 3, 0),
    "cb2-2": (2, None, 0, 2, 1),
    "cb2-3": (2, "merchants", 0, 3, 0),
    "cb2-4": (2, None, 1, 3, 0),
    "cb3-1": (3, "artisans", 0, 4, 0),
    "cb3-2": (3, None, 1, 4, 0),
    "cb3-3": (3, "scholars", 0, 4, 0),
    "cb3-4": (3, None, 0, 5, 0),
    "cb4-1": (4, "scholars", 0, 5, 0),
    "cb4-2": (4, None, 1, 5, 0),
    "cb4-3": (4, "merchants", 0, 5, 0),
    "cb4-4": (4, None, 0, 6, 0),
}

# -- favour actions (§19.3), text: id -> (have, spend, short effect) ----------------------------
FAVOUR_ACTIONS = {
    "f1": (2, 2, "gain 1 basic good"),
    "f2": (3, 3, "transform 1 good along any arrow"),
    "f3": (4, 3, "+1 level on a track"),
    "ft1": (2, 2, "stand up 1 lying worker"),
    "ft2": (2, 2, "+1 good in a transformation"),
    "ft3": (2, 1, "+1 MP (meditation)"),
    "ft4": (3, 2, "sell 1 good for its value"),
    "ft5": (3, 2, "remove 1 cache tile"),
    "ft6": (4, 2, "deliver 1 good to a notable"),
    "ft7": (4, 2, "serve Akbar or fulfil an order"),
    "ft8": (2, 1, "2 farmer steps"),
    "ft9": (3, 2, "one price-token operation"),
    "ft10": (2, 2, "exchange 1 good for another of equal value"),
    "ft11": (4, 3, "gain 1 good of value 2"),
    "ft12": (4, 4, "meditation marker +1 for free"),
    "ft13": (3, 1, "transform a value-1 good into a value-2 good"),
    "ft14": (3, 3, "peonage for 3 favours"),
}
FAVOUR_TILES = tuple(f"ft{i}" for i in range(1, 15))
MARKERS = 22
WORKERS = 10
START_RUPEES = 2
