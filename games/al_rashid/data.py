"""Al-Rashid component tables (spec §3–§5, §12, §15–§17). Data only, no logic."""

from __future__ import annotations

VERSION = "1"

# -- goods (§4.3) ---------------------------------------------------------------------------------
GOODS = ("wood", "ceramic", "metal", "spice", "silk")  # index order used in every count list
COMMON = ("wood", "ceramic", "metal")
GOOD_INDEX = {g: i for i, g in enumerate(GOODS)}
SET_VALUES = (0, 1, 3, 6, 10, 15)  # gold value of k distinct types (§10.1)

# -- pawns (§8.1, §3.1) ---------------------------------------------------------------------------
PAWNS = ("pasha", "merchant", "sage")
LEADERS = ("pasha", "merchant")
PAWN_VALUE = {"pasha": 5, "merchant": 3, "sage": 1}
PAWN_LIMIT = {"pasha": 3, "merchant": 4, "sage": 6}
PAWN_PP = {"pasha": 3, "merchant": 2, "sage": 1}
START_PAWNS = {"pasha": 1, "merchant": 1, "sage": 1}

# -- sectors (§4.1) -------------------------------------------------------------------------------
PALACES = ("intrigue", "military", "traditions", "commerce", "politics", "rashid")
GUILDS = PALACES[:5]
COUNTRIES = ("silk", "spice", "sanmatia", "indianum", "abbasid", "internum", "nilus")
SECTORS = PALACES + COUNTRIES
SECTOR_NAMES = {
    "intrigue": "Intrigue Guild",
    "military": "Military Guild",
    "traditions": "Traditions Guild",
    "commerce": "Commerce Guild",
    "politics": "Politics Guild",
    "rashid": "Al-Rashid's Palace",
    "silk": "Silk Road",
    "spice": "Spice Road",
    "sanmatia": "Sanmatia",
    "indianum": "Mare Indianum",
    "abbasid": "Abbasid Caliphate",
    "internum": "Mare Internum",
    "nilus": "Nilus Valley",
}
SPEC_IDS = {  # the spec's suggested identifiers
    "intrigue": "guild_intrigue",
    "military": "guild_military",
    "traditions": "guild_traditions",
    "commerce": "guild_commerce",
    "politics": "guild_politics",
    "rashid": "palace_al_rashid",
    "silk": "silk_road",
    "spice": "spice_road",
    "sanmatia": "sanmatia",
    "indianum": "mare_indianum",
    "abbasid": "abbasid_caliphate",
    "internum": "mare_internum",
    "nilus": "nilus_valley",
}
PALACE_COLOURS = {
    "intrigue": "black",
    "military": "red",
    "traditions": "violet",
    "commerce": "blue",
    "politics": "cyan",
    "rashid": "green",
}

# -- country stock (§4.2): wood, ceramic, metal, spice, silk, credit note ------------------------
STOCK = {
    "silk": (1, 0, 1, 2, 4, 1),
    "spice": (2, 1, 0, 4, 1, 1),
    "sanmatia": (2, 1, 5, 0, 0, 1),
    "indianum": (4, 0, 0, 1, 1, 0),
    "abbasid": (2, 3, 1, 1, 0, 0),
    "internum": (2, 4, 1, 0, 0, 1),
    "nilus": (4, 1, 2, 0, 0, 0),
}

# -- starting goods by turn-order position (§5.4) ------------------------------------------------
START_GOODS = (
    (1, 1, 1, 0, 0),
    (2, 1, 1, 0, 0),
    (3, 1, 1, 0, 0),
    (2, 2, 1, 0, 0),
    (1, 1, 1, 1, 0),
)

# -- mercenaries (§15.1) --------------------------------------------------------------------------
COLOURS = ("red", "blue")
MERCENARIES = {2: 8, 3: 16, 4: 8}  # value -> count, for each colour

# -- crisis tiles (§16, IT list per D-04) ---------------------------------------------------------
SETUP_CRISES = {
    "s1": (("silk", "red"), ("spice", "blue"), ("indianum", "blue")),
    "s2": (("silk", "red"), ("spice", "red"), ("indianum", "blue")),
    "s3": (("silk", "red"), ("sanmatia", "red"), ("spice", "blue"), ("indianum", "blue")),
}
YEAR_CRISES = {
    "y1": (("silk", "red"), ("spice", "blue"), ("sanmatia", "blue")),
    "y2": (("silk", "red"), ("nilus", "red"), ("indianum", "blue")),
    "y3": (("silk", "red"), ("sanmatia", "red"), ("indianum", "blue")),
    "y4": (("sanmatia", "red"), ("spice", "blue")),
    "y5": (("silk", "red"), ("sanmatia", "red"), ("abbasid", "red"), ("nilus", "red")),
    "y6": (("sanmatia", "blue"), ("internum", "blue"), ("spice", "blue"), ("indianum", "blue")),
    "y7": (("silk", "red"), ("spice", "red"), ("abbasid", "blue")),
    "y8": (("silk", "red"), ("spice", "red"), ("indianum", "blue"), ("internum", "blue")),
}
CRISES = {**SETUP_CRISES, **YEAR_CRISES}

# -- palace services (§12.3): cost by rank 1..3 --------------------------------------------------
SERVICE_COST = {
    "intrigue": (0, 0, 0),
    "military": (0, 0, 0),
    "traditions": (5, 7, 9),
    "commerce": (8, 10, 12),
    "politics": (11, 13, 15),
}
SERVICE_PAWN = {"traditions": "sage", "commerce": "merchant", "politics": "pasha"}
SERVICE_COUNT = (3, 2, 1)  # espionage operations / mercenary draws by rank
LOREMASTER_DISCOUNT = 3
ESPIONAGE_TEMPLATE = (1, 2, 3, 1, 2, 1)

# -- favors (§12.7) -------------------------------------------------------------------------------
FAVORS = ("general", "scholar", "vizier", "qadi")
FAVOR_COST = {"general": 0, "scholar": 2, "vizier": 0, "qadi": 1}
GUILD_FAVOR = {
    "intrigue": "favorite",
    "military": "general",
    "traditions": "scholar",
    "commerce": "vizier",
    "politics": "qadi",
}
FAVOR_NAMES = {
    "favorite": "Caliph's Favorite",
    "general": "General",
    "scholar": "Court Scholar",
    "vizier": "Vizier",
    "qadi": "Qadi",
}
FAVORITE_SURCHARGE = 1

# -- credit notes (§11.3) -------------------------------------------------------------------------
NOTE_DISCOUNT = 3
BANKER_NOTE_DISCOUNT = 5

# -- titles (§17.3) -------------------------------------------------------------------------------
# id -> (number, guild, name, type, cost, fixed pp or None when conditional)
ACTIVATED, PERMANENT, ONE_SHOT = "activated", "permanent", "one-shot"
TITLES: dict[str, tuple[str, str, str, str, int, int | None]] = {
    "smuggler": ("c001", "intrigue", "Smuggler", ACTIVATED, 3, 1),
    "plotter": ("c002", "intrigue", "Plotter", PERMANENT, 3, 1),
    "informer": ("c003", "intrigue", "Informer", PERMANENT, 3, 1),
    "impostor": ("c004", "intrigue", "Impostor", ONE_SHOT, 6, 1),
    "strategist": ("c005", "military", "Strategist", PERMANENT, 6, 2),
    "recruiter": ("c006", "military", "Recruiter", ACTIVATED, 6, 1),
    "raider": ("c007", "military", "Raider", PERMANENT, 6, 1),
    "negotiator": ("c008", "military", "Negotiator", ACTIVATED, 3, 1),
    "loremaster": ("c009", "traditions", "Loremaster", PERMANENT, 8, 1),
    "enchanter": ("c010", "traditions", "Enchanter", ONE_SHOT, 12, 0),
    "diplomat": ("c011", "traditions", "Diplomat", PERMANENT, 8, 2),
    "banker": ("c012", "traditions", "Banker", PERMANENT, 6, 2),
    "trader": ("c013", "commerce", "Trader", ACTIVATED, 7, 1),
    "hardwood_importer": ("c014", "commerce", "Hardwood Importer", ACTIVATED, 7, 2),
    "pottery_importer": ("c015", "commerce", "Pottery Importer", ACTIVATED, 7, 2),
    "metal_importer": ("c016", "commerce", "Metal Importer", ACTIVATED, 7, 2),
    "aide_to_the_qadi": ("c017", "politics", "Aide to the Qadi", PERMANENT, 15, None),
    "steward_of_the_city": ("c018", "politics", "Steward of the City", PERMANENT, 15, None),
    "warehouse_keeper": ("c019", "politics", "Warehouse Keeper", PERMANENT, 15, None),
    "favorites_maiden": ("c020", "politics", "Favorite's Maiden", PERMANENT, 15, None),
    "weapon_master": ("c021", "politics", "Weapon Master", PERMANENT, 15, None),
    "dean_of_the_academy": ("c022", "politics", "Dean of the Academy", PERMANENT, 15, None),
    "economist": ("c023", "politics", "Economist", PERMANENT, 15, None),
    "counselor_to_the_caliph": ("c024", "politics", "Counselor to the Caliph", PERMANENT, 15, None),
    "treasurer": ("c025", "rashid", "Treasurer", ONE_SHOT, 3, 1),
    "agha": ("c026", "rashid", "Agha", ONE_SHOT, 7, 1),
    "silk_monopolist": ("c027", "rashid", "Silk Monopolist", ONE_SHOT, 3, 1),
    "spice_monopolist": ("c028", "rashid", "Spice Monopolist", ONE_SHOT, 3, 1),
    "astrologist": ("c029", "rashid", "Astrologist", ONE_SHOT, 3, 0),
    "law_expert": ("c030", "rashid", "Law Expert", ONE_SHOT, 6, 1),
    "quartermaster": ("c031", "rashid", "Quartermaster", ONE_SHOT, 3, 0),
    "alchemist": ("c032", "rashid", "Alchemist", ONE_SHOT, 3, 0),
}
TITLE_BY_NUMBER = {v[0]: k for k, v in TITLES.items()}
TITLES_BY_GUILD = {p: tuple(t for t, v in TITLES.items() if v[1] == p) for p in PALACES}
ACTIVATED_TITLES = tuple(t for t, v in TITLES.items() if v[3] == ACTIVATED)
IMPORTER_GOOD = {
    "hardwood_importer": "wood",
    "pottery_importer": "ceramic",
    "metal_importer": "metal",
}


def title_copies(players: int) -> dict[str, int]:
    """Tiles in play per title (§5.3)."""
    guild_copies = 1 if players <= 3 else 2
    return {t: (guild_copies if v[1] in GUILDS[:4] else 1) for t, v in TITLES.items()}


# -- scoring (§17.4, §18) -------------------------------------------------------------------------
PI_CAP = 5
DISHONOUR_PP = -2
ASTROLOGIST_PI = (0, 0, 1, 1, 2, 2, 3)  # by sages in family 0..6
DEAN_PP = {4: 3, 5: 5, 6: 7}
ECONOMIST_PP = {3: 3, 4: 5}
COUNSELOR_PP = {2: 3, 3: 5}

YEARS = 5
