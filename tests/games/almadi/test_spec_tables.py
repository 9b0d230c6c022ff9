"""Data tables checked against an independent transcription of spec section 14 (and 10.6).

The strings below were transcribed from ``shared/rules/almadi.md`` (14.1 tile tables, 14.2
start tiles, 14.4/14.5 cards, 14.6 objectives and patterns, 14.7 costs); ``data.py`` must match
them exactly, tile by tile and card by card.
"""

from __future__ import annotations

from games.almadi.data import (
    CAPACITY,
    CHARACTERS,
    LANDSCAPES,
    MOSAICS,
    OBJECTIVES,
    PLAYER_COUNT,
    RUBY_POINTS,
    STALLS,
    START_TILES,
    start_tile_id,
)

SPEC_TILES = """
OAS-01 act hammer jar act
OAS-02 act jar act stall
OAS-03 hammer act act moon
OAS-04 act genie act hammer
OAS-05 moon jar act act
OAS-06 act genie hammer act
OAS-07 act ruby act jar
OAS-08 stall moon act act
OAS-09 act stall act jar
OAS-10 jar stall act act
OAS-11 act jar genie act
OAS-12 act act moon jar
OAS-13 act act jar ruby
OAS-14 jar act act hammer
OAS-15 genie act ruby act
OAS-16 genie act act jar
OAS-17 jar act genie act
OAS-18 hammer act stall act
OAS-19 ruby act jar act
OAS-20 act act ruby genie
OAS-21 act act act act
OAS-22 jar genie stall ruby
CAR-01 ruby act stall act
CAR-02 act hammer act stall
CAR-03 genie act act moon
CAR-04 moon act jar act
CAR-05 ruby jar act act
CAR-06 jar stall act act
CAR-07 stall genie act act
CAR-08 jar act genie act
CAR-09 act act stall jar
CAR-10 hammer act act genie
CAR-11 act act jar ruby
CAR-12 act moon jar act
CAR-13 jar act ruby act
CAR-14 stall act act hammer
CAR-15 act act hammer jar
CAR-16 act jar act hammer
CAR-17 act ruby genie act
CAR-18 act stall act ruby
CAR-19 act jar act genie
CAR-20 act genie hammer act
CAR-21 act act act act
CAR-22 jar stall genie moon
MKT-01 act act ruby moon 4 spices
MKT-02 jar act hammer act 3 pottery
MKT-03 act genie act ruby 2 leather
MKT-04 act moon stall act 5 carpets
MKT-05 stall act genie act 2 spices
MKT-06 act ruby act hammer 4 pottery
MKT-07 act hammer genie act 4 leather
MKT-08 ruby act jar act 3 carpets
MKT-09 act act ruby jar 5 spices
MKT-10 moon act act jar 2 pottery
MKT-11 ruby genie act act 3 leather
MKT-12 genie act jar act 4 carpets
MKT-13 act stall act ruby 3 spices
MKT-14 jar stall act act 5 pottery
MKT-15 act ruby moon act 5 leather
MKT-16 hammer jar act act 2 carpets
MKT-17 act jar act stall 3 spices
MKT-18 hammer act act genie 3 pottery
MKT-19 genie act act moon 4 leather
MKT-20 act act jar genie 4 carpets
MKT-21 act act act act 4 spices
MKT-22 ruby jar hammer stall 4 pottery
PAL-01 act jar act genie
PAL-02 hammer jar act act
PAL-03 moon act act jar
PAL-04 act act ruby hammer
PAL-05 act act genie ruby
PAL-06 act hammer genie act
PAL-07 act act hammer jar
PAL-08 act jar moon act
PAL-09 jar act ruby act
PAL-10 genie stall act act
PAL-11 jar act act genie
PAL-12 stall act jar act
PAL-13 stall ruby act act
PAL-14 act hammer act moon
PAL-15 ruby act jar act
PAL-16 hammer act stall act
PAL-17 act genie jar act
PAL-18 jar act act stall
PAL-19 act genie act stall
PAL-20 act moon act hammer
PAL-21 act act act act
PAL-22 hammer jar moon genie
"""
SPEC_OBJECTIVES = """
GR-01 grey 8
GR-02 grey 5
GR-03 grey 5
GR-04 grey 4
GR-05 grey 6
GR-06 grey 6
GR-07 grey 6
GR-08 grey 4
GR-09 grey 5
GR-10 grey 5
GR-11 grey 7
GR-12 grey 3
BL-01 blue 7
BL-02 blue 7
BL-03 blue 6
BL-04 blue 4
BL-05 blue 6
YE-01 yellow 5
YE-02 yellow 4
YE-03 yellow 6
YE-04 yellow 6
YE-05 yellow 7
GN-01 green 6
GN-02 green 4
GN-03 green 6
GN-04 green 5
GN-05 green 7
RE-01 red 6
RE-02 red 6
RE-03 red 5
RE-04 red 6
RE-05 red 7
"""

# 14.2: letter -> rows 1..4 as "type right-side [goods kind]" (start markets carry 3 goods)
SPEC_START = {
    "a": ["palace act", "oasis jar", "market act spices", "caravan genie"],
    "b": ["oasis stall", "caravan act", "palace hammer", "market act pottery"],
    "c": ["caravan act", "market ruby leather", "oasis act", "palace jar"],
    "d": ["market jar carpets", "palace act", "caravan stall", "oasis act"],
    "e": ["oasis act", "palace genie", "caravan act", "market moon spices"],
}

# 14.6 formal tests of the pattern objectives: id -> (rows, rotatable)
SPEC_PATTERNS = {
    "gr-01": (("#.#", "#.#", "#.#", "#.#"), False),
    "gr-02": (("OPMC",), True),
    "gr-03": (("OC", "MP"), True),
    "gr-04": (("..#", ".##", "###"), True),
    "gr-05": (("?##?", "#..#", "?##?"), True),
    "gr-07": (("#.#", ".#."), True),
    "bl-02": (("O???", "?O??", "??O?", "???O"), True),
    "bl-03": (("OO", "OO"), False),
    "ye-05": (("C???", "?C??", "??C?", "???C"), True),
    "gn-05": (("P", "P", "P", "P"), False),
    "re-05": (("MMMM",), False),
}

# 14.7 (and 10.6): cost -> character ids
SPEC_COSTS = {
    2: ["ch-01", "ch-03", "ch-05", "ch-10", "ch-16", "ch-25"],
    3: [
        "ch-04",
        "ch-06",
        "ch-08",
        "ch-09",
        "ch-11",
        "ch-13",
        "ch-14",
        "ch-17",
        "ch-18",
        "ch-20",
        "ch-21",
        "ch-22",
        "ch-23",
        "ch-24",
    ],
    4: ["ch-02", "ch-07", "ch-12", "ch-15", "ch-19", "ch-26"],
}
SPEC_NAMES = [
    "Ali-Shar",
    "Ali Cogia",
    "Aziz",
    "Aziza",
    "Dalila",
    "Dunya",
    "Dunyazad",
    "Harun Al Rashid",
    "Hindbad",
    "Khalifa",
    "The 40 Thieves",
    "Shahriar",
    "Sheherazade",
    "Zobeide",
    "Zubaydah",
    "Abriza",
    "Aladdin",
    "Ali",
    "Ali Baba",
    "Badroulboudour",
    "Hussain",
    "Jafar",
    "Morgiane",
    "Paribanou",
    "Zaynab",
    "Zumurrud",
]


def test_every_landscape_matches_spec_14_1():
    rows = [line.split() for line in SPEC_TILES.strip().splitlines()]
    assert len(rows) == 88 == len(LANDSCAPES)
    for parts in rows:
        tile = LANDSCAPES[parts[0].lower()]
        assert tile.sides == tuple(parts[1:5]), parts[0]
        if len(parts) > 5:
            assert tile.type == "market"
            assert (tile.goods_n, tile.goods_kind) == (int(parts[5]), parts[6]), parts[0]
        else:
            assert tile.goods_kind is None and tile.goods_n == 0, parts[0]


def test_start_tiles_match_spec_14_2():
    assert len(START_TILES) == 20
    for letter, rows in SPEC_START.items():
        for r, text in enumerate(rows, start=1):
            type_, right, *kind = text.split()
            tile = START_TILES[start_tile_id(letter, r)]
            assert tile.type == type_
            assert tile.sides == ("blank", right, "blank", "blank")  # D3
            assert (tile.goods_kind, tile.goods_n) == ((kind[0], 3) if kind else (None, 0))


def test_cards_match_spec_14_4_and_14_5():
    faces = [
        ("spices", "spices"),
        ("pottery", "pottery"),
        ("leather", "leather"),
        ("carpets", "carpets"),
        ("spices", "pottery"),
        ("leather", "carpets"),
        ("spices", "leather"),
        ("pottery", "carpets"),
    ]
    assert {f"stl-{i:02d}": faces[(i - 1) // 4] for i in range(1, 33)} == STALLS
    motifs = ("star", "rosette", "arabesque", "lattice")
    assert {f"mos-{i:02d}": motifs[(i - 1) // 8] for i in range(1, 33)} == MOSAICS


def test_objectives_match_spec_14_6():
    rows = [line.split() for line in SPEC_OBJECTIVES.strip().splitlines()]
    assert len(rows) == 32 == len(OBJECTIVES)
    for oid, colour, points in rows:
        o = OBJECTIVES[oid.lower()]
        assert (o.colour, o.points) == (colour, int(points)), oid
        if oid.lower() in SPEC_PATTERNS:
            assert o.kind == "pattern"
            assert (o.pattern, o.rotatable) == SPEC_PATTERNS[oid.lower()], oid
        else:
            assert o.kind != "pattern", oid


def test_characters_match_spec_10_6_and_14_7():
    assert sorted(c for ids in SPEC_COSTS.values() for c in ids) == sorted(CHARACTERS)
    for cost, ids in SPEC_COSTS.items():
        for cid in ids:
            assert CHARACTERS[cid].cost == cost, cid
    for i, name in enumerate(SPEC_NAMES, start=1):
        c = CHARACTERS[f"ch-{i:02d}"]
        assert c.name.split(",")[0] == name
        assert c.kind == ("end" if i <= 15 else "game")


def test_tables_match_spec_4_1_9_2_9_8():
    assert PLAYER_COUNT == {
        2: (10, 14, 14, 1, 4),
        3: (14, 21, 21, 2, 3),
        4: (18, 28, 28, 3, 3),
        5: (22, 32, 32, 4, 3),
    }
    assert CAPACITY[1:] == (2, 5, 10, 15, 20, 35, 50, 65)
    assert RUBY_POINTS == {2: (10, 4), 3: (12, 8, 4), 4: (12, 8, 4, 2), 5: (12, 8, 4, 2, 0)}
