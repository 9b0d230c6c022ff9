"""Almadi component data.

Provenance: **reconstructed**. Every table in this module is copied from Section 14 of the spec
(``shared/rules/almadi.md``), "Reconstructed component data": the published tiles and cards were
printed only in pictures that were lost, so these values were designed for this implementation to
fit every clue of the French rulebook (22 tiles per type, one 4-activation and one 4-effect tile
per type, a market of 4 spices, Ali Baba costing 4 rubies, BL-05 worth 6 points...). They are not
a transcription of the real components. Replace them here when real data becomes available; the
rules modules only read these tables.

Identifiers are lower case in the engine (``car-07``, ``start-b/r2``, ``stl-01``, ``mos-17``,
``gr-12``, ``ch-17``); the spec writes them in upper case.
"""

from __future__ import annotations

from dataclasses import dataclass

SIDES = ("U", "R", "D", "L")
EFFECTS = ("genie", "hammer", "stall", "moon", "ruby", "jar")
POOL_ITEMS = ("genie", "hammer", "stall", "moon", "ruby")
GOODS = ("spices", "pottery", "leather", "carpets")
TYPES = ("oasis", "caravan", "market", "palace")
TYPE_LETTER = {"oasis": "O", "caravan": "C", "market": "M", "palace": "P"}


@dataclass(frozen=True)
class Tile:
    id: str
    type: str
    sides: tuple[str, str, str, str]  # U, R, D, L: act | blank | one of EFFECTS
    goods_kind: str | None = None
    goods_n: int = 0

    @property
    def is_start(self) -> bool:
        return self.id.startswith("start-")


# ---- 14.1 landscape tiles: id -> "U R D L" (+ goods for markets) ---------------------------
_OASIS = """
act hammer jar act
act jar act stall
hammer act act moon
act genie act hammer
moon jar act act
act genie hammer act
act ruby act jar
stall moon act act
act stall act jar
jar stall act act
act jar genie act
act act moon jar
act act jar ruby
jar act act hammer
genie act ruby act
genie act act jar
jar act genie act
hammer act stall act
ruby act jar act
act act ruby genie
act act act act
jar genie stall ruby
"""

_CARAVAN = """
ruby act stall act
act hammer act stall
genie act act moon
moon act jar act
ruby jar act act
jar stall act act
stall genie act act
jar act genie act
act act stall jar
hammer act act genie
act act jar ruby
act moon jar act
jar act ruby act
stall act act hammer
act act hammer jar
act jar act hammer
act ruby genie act
act stall act ruby
act jar act genie
act genie hammer act
act act act act
jar stall genie moon
"""

_MARKET = """
act act ruby moon 4 spices
jar act hammer act 3 pottery
act genie act ruby 2 leather
act moon stall act 5 carpets
stall act genie act 2 spices
act ruby act hammer 4 pottery
act hammer genie act 4 leather
ruby act jar act 3 carpets
act act ruby jar 5 spices
moon act act jar 2 pottery
ruby genie act act 3 leather
genie act jar act 4 carpets
act stall act ruby 3 spices
jar stall act act 5 pottery
act ruby moon act 5 leather
hammer jar act act 2 carpets
act jar act stall 3 spices
hammer act act genie 3 pottery
genie act act moon 4 leather
act act jar genie 4 carpets
act act act act 4 spices
ruby jar hammer stall 4 pottery
"""

_PALACE = """
act jar act genie
hammer jar act act
moon act act jar
act act ruby hammer
act act genie ruby
act hammer genie act
act act hammer jar
act jar moon act
jar act ruby act
genie stall act act
jar act act genie
stall act jar act
stall ruby act act
act hammer act moon
ruby act jar act
hammer act stall act
act genie jar act
jar act act stall
act genie act stall
act moon act hammer
act act act act
hammer jar moon genie
"""

_PREFIX = {"oasis": "oas", "caravan": "car", "market": "mkt", "palace": "pal"}


def _build_landscapes() -> dict[str, Tile]:
    out: dict[str, Tile] = {}
    for type_, table in (
        ("oasis", _OASIS),
        ("caravan", _CARAVAN),
        ("market", _MARKET),
        ("palace", _PALACE),
    ):
        rows = [line.split() for line in table.strip().splitlines()]
        assert len(rows) == 22, type_
        for i, parts in enumerate(rows, start=1):
            tid = f"{_PREFIX[type_]}-{i:02d}"
            sides = (parts[0], parts[1], parts[2], parts[3])
            kind, n = (parts[5], int(parts[4])) if len(parts) > 4 else (None, 0)
            out[tid] = Tile(tid, type_, sides, kind, n)
    return out


LANDSCAPES: dict[str, Tile] = _build_landscapes()
TILES_BY_TYPE: dict[str, list[str]] = {
    t: [tid for tid, tile in LANDSCAPES.items() if tile.type == t] for t in TYPES
}

# ---- 14.2 start tiles: rows 1..4 as (type, right side, goods kind, goods n) -----------------
START_LETTERS = ("a", "b", "c", "d", "e")
START_ROWS = {
    "a": [
        ("palace", "act", None),
        ("oasis", "jar", None),
        ("market", "act", "spices"),
        ("caravan", "genie", None),
    ],
    "b": [
        ("oasis", "stall", None),
        ("caravan", "act", None),
        ("palace", "hammer", None),
        ("market", "act", "pottery"),
    ],
    "c": [
        ("caravan", "act", None),
        ("market", "ruby", "leather"),
        ("oasis", "act", None),
        ("palace", "jar", None),
    ],
    "d": [
        ("market", "jar", "carpets"),
        ("palace", "act", None),
        ("caravan", "stall", None),
        ("oasis", "act", None),
    ],
    "e": [
        ("oasis", "act", None),
        ("palace", "genie", None),
        ("caravan", "act", None),
        ("market", "moon", "spices"),
    ],
}


def start_tile_id(letter: str, row: int) -> str:
    return f"start-{letter}/r{row}"


START_TILES: dict[str, Tile] = {}
for _letter, _rows in START_ROWS.items():
    for _r, (_type, _right, _kind) in enumerate(_rows, start=1):
        _tid = start_tile_id(_letter, _r)
        START_TILES[_tid] = Tile(
            _tid, _type, ("blank", _right, "blank", "blank"), _kind, 3 if _kind else 0
        )

TILES: dict[str, Tile] = {**LANDSCAPES, **START_TILES}

# ---- 14.4 stall cards: 8 faces x 4 copies ---------------------------------------------------
_STALL_FACES = [
    ("spices", "spices"),
    ("pottery", "pottery"),
    ("leather", "leather"),
    ("carpets", "carpets"),
    ("spices", "pottery"),
    ("leather", "carpets"),
    ("spices", "leather"),
    ("pottery", "carpets"),
]
STALLS: dict[str, tuple[str, str]] = {
    f"stl-{i:02d}": _STALL_FACES[(i - 1) // 4] for i in range(1, 33)
}

# ---- 14.5 mosaic cards: 4 motifs x 8 copies -------------------------------------------------
MOTIFS = ("star", "rosette", "arabesque", "lattice")
MOSAICS: dict[str, str] = {f"mos-{i:02d}": MOTIFS[(i - 1) // 8] for i in range(1, 33)}


# ---- 14.6 objectives ------------------------------------------------------------------------
@dataclass(frozen=True)
class Objective:
    id: str
    colour: str
    points: int
    text: str
    kind: str  # "pattern" | "count" | ...
    pattern: tuple[str, ...] = ()
    rotatable: bool = False


_P = "pattern"
OBJECTIVES: dict[str, Objective] = {
    o.id: o
    for o in [
        Objective(
            "gr-01",
            "grey",
            8,
            "A completely empty column between two full columns",
            _P,
            ("#.#", "#.#", "#.#", "#.#"),
            False,
        ),
        Objective(
            "gr-02",
            "grey",
            5,
            "Oasis, palace, market, caravan in a straight line (any direction)",
            _P,
            ("OPMC",),
            True,
        ),
        Objective(
            "gr-03",
            "grey",
            5,
            "A 2x2 block: oasis, caravan / market, palace (rotations allowed)",
            _P,
            ("OC", "MP"),
            True,
        ),
        Objective(
            "gr-04", "grey", 4, "A staircase (rotations allowed)", _P, ("..#", ".##", "###"), True
        ),
        Objective(
            "gr-05",
            "grey",
            6,
            "A hole two tiles long, closed on all sides",
            _P,
            ("?##?", "#..#", "?##?"),
            True,
        ),
        Objective(
            "gr-06", "grey", 6, "At least 4 stall cards and 4 mosaic cards", "stalls_mosaics"
        ),
        Objective(
            "gr-07", "grey", 6, "A checkerboard (rotations allowed)", _P, ("#.#", ".#."), True
        ),
        Objective(
            "gr-08",
            "grey",
            4,
            "A pair of identical stall cards and a pair of identical mosaic cards",
            "pair_pair",
        ),
        Objective("gr-09", "grey", 5, "At least 4 stall cards and 4 rubies", "stalls_rubies"),
        Objective("gr-10", "grey", 5, "At least 4 mosaic cards and 4 rubies", "mosaics_rubies"),
        Objective(
            "gr-11", "grey", 7, "At least 5 genies activated at the same time", "active_genie"
        ),
        Objective("gr-12", "grey", 3, "A row holding at least 6 landscapes", "row6"),
        Objective("bl-01", "blue", 7, "At least 7 jars activated at the same time", "active_jar"),
        Objective(
            "bl-02", "blue", 7, "4 oases on a diagonal", _P, ("O???", "?O??", "??O?", "???O"), True
        ),
        Objective("bl-03", "blue", 6, "4 oases in a 2x2 square", _P, ("OO", "OO"), False),
        Objective("bl-04", "blue", 4, "An oasis in each row 1-4", "oasis_each_row"),
        Objective("bl-05", "blue", 6, "At least 5 oases", "count_oasis"),
        Objective("ye-01", "yellow", 5, "At least 5 caravans", "count_caravan"),
        Objective("ye-02", "yellow", 4, "At least 4 stall cards", "stalls4"),
        Objective(
            "ye-03", "yellow", 6, "At least 4 stalls activated at the same time", "active_stall"
        ),
        Objective("ye-04", "yellow", 6, "Two pairs of identical stall cards", "stall_pairs2"),
        Objective(
            "ye-05",
            "yellow",
            7,
            "4 caravans on a diagonal",
            _P,
            ("C???", "?C??", "??C?", "???C"),
            True,
        ),
        Objective("gn-01", "green", 6, "At least 5 palaces", "count_palace"),
        Objective("gn-02", "green", 4, "At least 4 mosaic cards", "mosaics4"),
        Objective(
            "gn-03", "green", 6, "At least 4 hammers activated at the same time", "active_hammer"
        ),
        Objective("gn-04", "green", 5, "Two pairs of identical mosaic cards", "mosaic_pairs2"),
        Objective(
            "gn-05", "green", 7, "4 palaces one above another", _P, ("P", "P", "P", "P"), False
        ),
        Objective("re-01", "red", 6, "At least 5 markets", "count_market"),
        Objective("re-02", "red", 6, "At least 4 rubies activated at the same time", "active_ruby"),
        Objective("re-03", "red", 5, "At least 2 goods of each kind on markets", "goods_each2"),
        Objective("re-04", "red", 6, "At least 10 goods of one kind on markets", "goods_one10"),
        Objective("re-05", "red", 7, "4 markets side by side in one row", _P, ("MMMM",), False),
    ]
}
COLOURS = ("grey", "blue", "yellow", "green", "red")


# ---- 10.6 / 14.7 characters -----------------------------------------------------------------
@dataclass(frozen=True)
class Character:
    id: str
    key: str  # short engine name of the power
    name: str
    cost: int
    kind: str  # "end" | "game"
    text: str


CHARACTERS: dict[str, Character] = {
    c.id: c
    for c in [
        Character(
            "ch-01",
            "alishar",
            "Ali-Shar, passionate merchant",
            2,
            "end",
            "Scores max(spices/2, pottery/2) (rounded down), market goods only.",
        ),
        Character(
            "ch-02",
            "alicogia",
            "Ali Cogia, travelling merchant",
            4,
            "end",
            "All your caravans count as one group for caravan capacity.",
        ),
        Character(
            "ch-03",
            "aziz",
            "Aziz, friendly merchant",
            2,
            "end",
            "Scores max(leather/2, carpets/2) (rounded down), market goods only.",
        ),
        Character(
            "ch-04",
            "aziza",
            "Aziza, inspired poet",
            3,
            "end",
            "Each mosaic not placed on a palace scores 3.",
        ),
        Character(
            "ch-05",
            "dalila",
            "Dalila, cunning thief",
            2,
            "end",
            "Scores (goods beyond caravan capacity)/2, rounded down.",
        ),
        Character(
            "ch-06",
            "dunya",
            "Dunya, artist princess",
            3,
            "end",
            "Scores 3 per mosaic of your most common motif.",
        ),
        Character(
            "ch-07",
            "dunyazad",
            "Dunyazad, curious sister",
            4,
            "end",
            "One extra turn after the game ends, before scoring.",
        ),
        Character(
            "ch-08",
            "harun",
            "Harun Al Rashid, pragmatic caliph",
            3,
            "end",
            "Scores the number of landscapes in your fullest row.",
        ),
        Character(
            "ch-09",
            "hindbad",
            "Hindbad, water carrier",
            3,
            "end",
            "Scores 1 per jar side that is not activated.",
        ),
        Character(
            "ch-10",
            "khalifa",
            "Khalifa, tenacious fisherman",
            2,
            "end",
            "Scores 2 per oasis with no adjacent oasis.",
        ),
        Character(
            "ch-11",
            "thieves",
            "The 40 Thieves, feared band",
            3,
            "end",
            "Scores 3 per hole (empty cell surrounded on 4 sides).",
        ),
        Character(
            "ch-12",
            "shahriar",
            "Shahriar, determined sultan",
            4,
            "end",
            "Scores 3 per fulfilled objective you hold.",
        ),
        Character(
            "ch-13",
            "sheherazade",
            "Sheherazade, prodigious storyteller",
            3,
            "end",
            "Scores 3 per character you recruited, herself included.",
        ),
        Character(
            "ch-14",
            "zobeide",
            "Zobeide, shrewd trader",
            3,
            "end",
            "Each good on your stall cards counts twice for caravans and Dalila.",
        ),
        Character(
            "ch-15",
            "zubaydah",
            "Zubaydah, impressive queen",
            4,
            "end",
            "Up to 2 mosaics per palace.",
        ),
        Character(
            "ch-16",
            "abriza",
            "Abriza, seasoned warrior",
            2,
            "game",
            "Genie moves and swaps may use row 0 and row 5 (column 0 allowed there).",
        ),
        Character(
            "ch-17",
            "aladdin",
            "Aladdin, master of the lamp",
            3,
            "game",
            "Once per turn, after a genie was activated for you: take 1 ruby.",
        ),
        Character(
            "ch-18",
            "ali",
            "Ali, far-sighted prince",
            3,
            "game",
            "Instead of taking a board tile: draw the pile's top tile and place it in any row (A) or swap it with a board tile (B). No refill.",
        ),
        Character(
            "ch-19",
            "alibaba",
            "Ali Baba, fortunate woodcutter",
            4,
            "game",
            "Each ruby item gives 2 rubies.",
        ),
        Character(
            "ch-20",
            "badroulboudour",
            "Badroulboudour, daring princess",
            3,
            "game",
            "Once per turn, after a genie was activated for you: take the top mosaic.",
        ),
        Character(
            "ch-21",
            "hussain",
            "Hussain, adventurous prince",
            3,
            "game",
            "Once per turn, a genie item may swap two of your landscapes instead.",
        ),
        Character(
            "ch-22",
            "jafar",
            "Jafar, devoted vizier",
            3,
            "game",
            "Nobody may take the objectives you hold.",
        ),
        Character(
            "ch-23",
            "morgiane",
            "Morgiane, clever servant",
            3,
            "game",
            "A tile from board row r may go in kingdom row r-1, r or r+1.",
        ),
        Character(
            "ch-24",
            "paribanou",
            "Paribanou, generous djinn",
            3,
            "game",
            "Once per turn, after a genie was activated for you: take the top stall card.",
        ),
        Character(
            "ch-25",
            "zaynab",
            "Zaynab, discreet fence",
            2,
            "game",
            "Once per turn: return a mosaic for the top stall card, or a stall card for the top mosaic.",
        ),
        Character(
            "ch-26",
            "zumurrud",
            "Zumurrud, coveted seamstress",
            4,
            "game",
            "Copy the power of a character recruited by another player (once, permanent, at any time).",
        ),
    ]
}
CHAR_BY_KEY: dict[str, str] = {c.key: c.id for c in CHARACTERS.values()}

# ---- 4.1 player-count table -----------------------------------------------------------------
# players -> (landscapes per type, mosaic cards, stall cards, grey objectives, characters dealt)
PLAYER_COUNT = {
    2: (10, 14, 14, 1, 4),
    3: (14, 21, 21, 2, 3),
    4: (18, 28, 28, 3, 3),
    5: (22, 32, 32, 4, 3),
}

# ---- 9.2 caravan capacity -------------------------------------------------------------------
CAPACITY = (0, 2, 5, 10, 15, 20, 35, 50, 65)


def capacity(n: int) -> int:
    return CAPACITY[min(n, 8)]


# ---- 9.8 ruby ranking points ----------------------------------------------------------------
RUBY_POINTS = {2: (10, 4), 3: (12, 8, 4), 4: (12, 8, 4, 2), 5: (12, 8, 4, 2, 0)}

RESERVE_RUBIES = 30
MAX_MOVES = 3
