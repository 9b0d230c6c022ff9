"""Emira component tables (spec sections 2-4, 8-12). Logic never hard-codes these numbers."""

from __future__ import annotations

VERSION = "1"

# -- sheiks (colours, section 4) ---------------------------------------------------------------
COLOURS = ("green", "white", "red", "blue", "black")
BASE_INCOME = 100  # D-1; the printed value is unknown: the game option ``base_income`` (E-11)
BASE_INCOME_CHOICES = (50, 100, 150, 200, 250)
BLACK_BONUS = 50  # D-1
START_GOLD = 750
STIPEND = 150
STIPEND_LIMIT = 500  # stipend when gold < 500 ...
STIPEND_PRINCESSES = 4  # ... or >= 4 princesses and no caravan
STIPEND_WITHOUT_AUCTION = True  # D-31 / 18.6: the stipend on one's turn in an auction
START_CAPACITY = 2
CAMEL_RATES = (50, 70, 100, 150)  # 12.1, Better Breed moves right

# -- talents and preferences -------------------------------------------------------------------
TALENTS = ("intelligence", "household", "cooking", "romance")
TALENT_LETTER = {"intelligence": "I", "household": "H", "cooking": "C", "romance": "R"}
LETTER_TALENT = {v: k for k, v in TALENT_LETTER.items()}
PREFS = ("appearance", "status", "palace", "money", "most")
PREF_NAMES = {
    "appearance": "Appearance",
    "status": "Status",
    "palace": "Palace",
    "money": "Money",
    "most": "Most Emira",
}
MARKERS = ("beauty", "manners", "dress")

# -- Emira cards (8.1): id -> (name, pref 1, pref 2, talents, ability, ability text) -------------
EMIRA: dict[str, tuple[str, str, str | None, tuple[str, ...], str, str]] = {
    "albina": (
        "Albina",
        "appearance",
        "status",
        ("intelligence",),
        "Great Festivities",
        "Advanced: the first time she joins you, palace track -1.",
    ),
    "halimah": (
        "Halimah",
        "appearance",
        "status",
        ("household",),
        "Singer",
        "While with you: Singing card, +1 status.",
    ),
    "asima": ("Asima", "appearance", "status", ("cooking",), "", ""),
    "noor": (
        "Noor",
        "appearance",
        "palace",
        ("intelligence", "household"),
        "Distrust",
        "While with you: your gold is public.",
    ),
    "rasha": (
        "Rasha",
        "appearance",
        "palace",
        ("cooking",),
        "Actress",
        "While with you: Acting card, +1 status.",
    ),
    "thara": ("Thara", "appearance", "palace", ("romance",), "", ""),
    "zainab": (
        "Zainab",
        "appearance",
        "money",
        ("intelligence",),
        "Wisdom",
        "While with you: event purchases cost 100 / 200.",
    ),
    "nibal": ("Nibal", "appearance", "money", ("household",), "", ""),
    "samira": (
        "Samira",
        "appearance",
        "money",
        ("romance",),
        "Great Romance",
        "First time she joins you: discard one of your own appearance markers.",
    ),
    "zahrah": (
        "Zahrah",
        "status",
        "appearance",
        ("intelligence",),
        "Theft",
        "First time she joins you: discard one of your status cards.",
    ),
    "fatima": ("Fatima", "status", "appearance", ("household",), "", ""),
    "layla": (
        "Layla",
        "status",
        "appearance",
        ("romance",),
        "Fine Manners",
        "While with you: a lent Manners marker.",
    ),
    "malika": ("Malika", "status", "palace", ("intelligence",), "", ""),
    "nadia": (
        "Nadia",
        "status",
        "palace",
        ("household",),
        "Great Beauty",
        "While with you: a lent Beauty marker.",
    ),
    "firyal": (
        "Firyal",
        "status",
        "palace",
        ("cooking",),
        "Grand Reception",
        "Advanced: the first time she joins you, palace track -1.",
    ),
    "hind": (
        "Hind",
        "status",
        "money",
        ("household", "romance"),
        "Long Wedding Night",
        "Each time she joins you: you are frozen for the next round.",
    ),
    "farah": (
        "Farah",
        "status",
        "money",
        ("intelligence",),
        "Loves Animals",
        "While with you: a camel costs 50.",
    ),
    "raidah": ("Raidah", "status", "money", ("cooking",), "", ""),
    "adara": (
        "Adara",
        "palace",
        "appearance",
        ("intelligence",),
        "Trade Routes",
        "While with you: caravans cost 400/500/650/800.",
    ),
    "suleika": (
        "Suleika",
        "palace",
        "appearance",
        ("household",),
        "Jealousy",
        "While with you: +100 upkeep once per princess joining you.",
    ),
    "janan": (
        "Janan",
        "palace",
        "status",
        ("intelligence", "cooking"),
        "Gourmet",
        "Her upkeep is 100.",
    ),
    "sahar": ("Sahar", "palace", "status", ("romance",), "", ""),
    "anisah": ("Anisah", "palace", "money", ("intelligence",), "", ""),
    "zafirah": ("Zafirah", "palace", "money", ("cooking",), "Wealthy", "Her upkeep is 0."),
    "xenia": (
        "Xenia",
        "money",
        "appearance",
        ("cooking", "romance"),
        "Greedy",
        "Gift of 250 on every join and every 3 rounds, or she moves on.",
    ),
    "yasmine": ("Yasmine", "money", "status", ("household",), "", ""),
    "badra": (
        "Badra",
        "money",
        "palace",
        ("intelligence",),
        "Architect",
        "While with you: a palace section costs 400.",
    ),
    "sidi": (
        "Sidi Suleiman",
        "most",
        None,
        (),
        "White Knight",
        "Goes to the sheik with most princesses; leaves the game with one of them.",
    ),
}
SIDI = "sidi"
UPKEEP = 50
UPKEEP_SPECIAL = {"janan": 100, "zafirah": 0, SIDI: 0}
SULEIKA_FEE = 100
XENIA_GIFT = 250
XENIA_MARKERS = 2

# -- items and actions (5.4.1) -----------------------------------------------------------------
APPEARANCE_COST = 350
SECTION_COST = 500
SECTION_COST_BADRA = 400
CAMEL_COST = 150
CAMEL_COST_FARAH = 50
CARAVANS = {  # (size, speed) -> (cost, cost with Adara, income, payments)
    ("small", "slow"): (450, 400, 150, 8),
    ("small", "fast"): (550, 500, 300, 4),
    ("large", "slow"): (750, 650, 250, 8),
    ("large", "fast"): (900, 800, 500, 4),
}
CARAVAN_KINDS = tuple(f"{a} {b}" for a, b in CARAVANS)

# -- status cards (10) ---------------------------------------------------------------------------
STATUS_PRICES = (
    300,
    300,
    300,
    350,
    350,
    350,
    350,
    400,
    400,
    400,
    700,
    750,
    800,
    800,
    850,
    900,
    1200,
    1300,
    1400,
    1500,
)
STATUS_REMOVED_3P = (300, 350, 400, 800, 800, 1400)
RED_CARD = 350


def status_points(price: int) -> int:
    return 1 if price < 700 else 2 if price < 1200 else 3


# -- supply (12.3) -------------------------------------------------------------------------------
SUPPLY = {  # 4-5 players, 3 players
    "camel": (23, 16),
    "section": (20, 20),
    "small": (12, 8),
    "large": (12, 8),
}
BAG_PER_TYPE = (8, 6)  # in the bag per type (4-5 players, 3 players) before blue's Dress

# -- event cards (9) -----------------------------------------------------------------------------
# id -> (name, symbol or None, timing, text)
EVENTS: dict[str, tuple[str, str | None, str, str]] = {
    "bazaar": (
        "Bazaar",
        "mirror",
        "phase 3",
        "Choose this round's appearance marker from the bag.",
    ),
    "better-breed": ("Better Breed", None, "now", "Camel discount 50 -> 70 -> 100 -> 150."),
    "camel-breeding": (
        "Camel Breeding",
        "camel",
        "now",
        "Everyone gets floor(camels/2) camels, if the supply has them all.",
    ),
    "camel-epidemic": ("Camel Epidemic", "camel", "now", "Everyone loses floor(camels/3) camels."),
    "changing-her-mind": (
        "Changing Her Mind",
        "scroll",
        "now",
        "Look at the top Emira card: leave, swap her preferences, or bottom.",
    ),
    "court-influence": (
        "Court Influence",
        "scroll",
        "now",
        "Look at the top 3 Emira cards and reorder them.",
    ),
    "double-trouble": (
        "Double Trouble",
        "crescent",
        "phase 3/6",
        "Two princesses this round (3 players: three over two rounds).",
    ),
    "golden-times": ("Golden Times", "jar", "phase 2", "Everyone's income +20% this round."),
    "good-looking": ("Good Looking", None, "now", "+1 per 3 own markers of one type, permanent."),
    "guest-house": ("Guest House", None, "now", "Capacity +1 for the rest of the game."),
    "interrupt-spice-trade": (
        "Interrupt Spice Trade",
        "jar",
        "phase 2",
        "Base income only; caravans neither pay nor move.",
    ),
    "new-orders": ("New Orders", "seal", "now", "Look at the top 3 status cards and reorder."),
    "new-spice-caravan": (
        "New Spice Caravan",
        None,
        "now",
        "One of your caravans moves 1 space right.",
    ),
    "noble-merchandise": (
        "Noble Merchandise",
        "seal",
        "phase 3",
        "Choose this round's status card from the status deck.",
    ),
    "quiet-days": ("Quiet Days", "crescent", "phase 3", "No new princess this round."),
    "restoration": ("Restoration", None, "now", "Advanced: palace track +1 (palace +0.5)."),
    "sick-camels": ("Sick Camels", "camel", "phase 4", "No camel discount in auctions."),
    "vermin": (
        "Vermin",
        "jar",
        "now",
        "Pick a caravan kind: every owner moves 1 (slow: 2) of them left.",
    ),
}
SYMBOL_NAMES = {
    "mirror": "Mirror",
    "camel": "Camel",
    "scroll": "Scroll",
    "crescent": "Crescent",
    "jar": "Spice jar",
    "seal": "Seal",
}
EVENT_COPIES = 3
ADVANCED_ONLY_EVENTS = ("restoration",)
EVENT_PRICES = {"a": (150, 2), "b": (250, 3)}  # option -> (price, cards drawn)
EVENT_PRICES_ZAINAB = {"a": 100, "b": 200}
SETUP_DEAL = 3

# -- objectives (11): id -> accepted slot distributions ---------------------------------------------
OBJECTIVES: dict[str, tuple[str, ...]] = {
    "5-1": ("IHR",),
    "5-2": ("ICR",),
    "5-3": ("HCR",),
    "5-4": ("IIH",),
    "5-5": ("IIC",),
    "5-6": ("IIR", "IRR"),
    "5-7": ("HHC", "HCC"),
    "4-1": ("IHCR",),
    "4-2": ("IIHC",),
    "4-3": ("IHHR", "IHRR"),
    "4-4": ("RIIC", "RICC"),
    "4-5": ("HHCR", "HCCR", "HCRR"),
    "3-1": ("IIHCR",),
    "3-2": ("HHIIC", "HHICC"),
    "3-3": ("IIHHR", "IIHRR"),
    "3-4": ("IICCR", "IICRR", "ICCRR"),
}
OBJECTIVE_TEXT = {
    "5-1": "1 I, 1 H, 1 R",
    "5-2": "1 I, 1 C, 1 R",
    "5-3": "1 H, 1 C, 1 R",
    "5-4": "2 I, 1 H",
    "5-5": "2 I, 1 C",
    "5-6": "2+1 of {I, R}",
    "5-7": "2+1 of {H, C}",
    "4-1": "1 I, 1 H, 1 C, 1 R",
    "4-2": "2 I, 1 H, 1 C",
    "4-3": "1 I + 2+1 of {H, R}",
    "4-4": "1 R + 2+1 of {I, C}",
    "4-5": "2+1+1 of {H, C, R}",
    "3-1": "2 I, 1 H, 1 C, 1 R",
    "3-2": "2 H + 2+1 of {I, C}",
    "3-3": "2 I + 2+1 of {H, R}",
    "3-4": "2+2+1 of {I, C, R}",
}
# players -> (minimum princesses with the talents, princesses regardless of talents)
WIN_COUNTS = {5: (4, 6), 4: (5, 7), 3: (6, 8)}

# -- rulings beyond the spec -----------------------------------------------------------------------
MAX_ROUNDS = 100  # E-4: a safety end, ranked like the no-princess ending
