from collections import Counter

from games.almadi.data import (
    CHARACTERS,
    LANDSCAPES,
    MOSAICS,
    OBJECTIVES,
    STALLS,
    START_TILES,
    TILES_BY_TYPE,
)

EXPECTED = {
    "oasis": {"genie": 8, "hammer": 6, "stall": 6, "moon": 4, "ruby": 6, "jar": 14},
    "caravan": {"genie": 8, "hammer": 6, "stall": 8, "moon": 4, "ruby": 6, "jar": 12},
    "market": {"genie": 8, "hammer": 6, "stall": 6, "moon": 5, "ruby": 9, "jar": 10},
    "palace": {"genie": 8, "hammer": 8, "stall": 6, "moon": 5, "ruby": 5, "jar": 12},
}


def test_tile_counts_and_effect_distribution():
    assert len(LANDSCAPES) == 88
    for type_, ids in TILES_BY_TYPE.items():
        assert len(ids) == 22
        sides = Counter(s for t in ids for s in LANDSCAPES[t].sides)
        assert sides["act"] == 44
        assert {k: v for k, v in sides.items() if k != "act"} == EXPECTED[type_]
        for t in ids[:20]:
            assert sorted(LANDSCAPES[t].sides).count("act") == 2
        assert LANDSCAPES[ids[20]].sides == ("act",) * 4
        assert "act" not in LANDSCAPES[ids[21]].sides


def test_market_goods_totals():
    goods = Counter()
    markets = Counter()
    for t in TILES_BY_TYPE["market"]:
        tile = LANDSCAPES[t]
        goods[tile.goods_kind] += tile.goods_n
        markets[tile.goods_kind] += 1
    assert goods == {"spices": 21, "pottery": 21, "leather": 18, "carpets": 18}
    assert markets == {"spices": 6, "pottery": 6, "leather": 5, "carpets": 5}


def test_cards_and_start_tiles():
    assert len(START_TILES) == 20
    assert len(STALLS) == 32 and len(MOSAICS) == 32
    assert Counter(g for face in STALLS.values() for g in face) == {
        "spices": 16,
        "pottery": 16,
        "leather": 16,
        "carpets": 16,
    }
    assert Counter(o.colour for o in OBJECTIVES.values()) == {
        "grey": 12,
        "blue": 5,
        "yellow": 5,
        "green": 5,
        "red": 5,
    }
    assert OBJECTIVES["bl-05"].points == 6
    assert len(CHARACTERS) == 26
    assert CHARACTERS["ch-19"].cost == 4
    assert sum(1 for c in CHARACTERS.values() if c.kind == "end") == 15
