"""Spec §24.1: the worked examples of the source (S-1 … S-15)."""

from __future__ import annotations

import pytest

from games.agra import GAME
from games.agra import data as D
from games.agra import setup as agra_setup
from games.agra.rules import deliver_notable, mat_total
from games.agra.setup import breakdown

from .helpers import blank, goods, play, river, rupees, top

Y, OR, T, V = 0, 1, 2, 3  # Yellow, Orange, Turquoise, Violet


def quiet(s, merchant="sandstone", builder="bricks"):
    """Move the neutral pawns out of the way of a scenario."""
    s["merchant"] = merchant
    s["builder"] = builder


def test_s1_paper_mill_construction():
    s = blank(4)
    quiet(s)
    goods(s, Y, wood=4, cement=1)
    goods(s, OR, wood=2)
    goods(s, T, wood=1)
    r0 = rupees(s, Y)
    play(s, Y, "place architect", "build paper", "use wood", "use cement")
    assert "pay" in GAME.legal(s, Y)  # 1 + 2 + 1 (two kinds) = 4
    play(s, Y, "pay", "bonus cb2-4")
    assert s["built"]["paper"] and rupees(s, Y) == r0 + 3
    assert s["spaces"]["paper"] == [Y, True]
    play(s, Y, "process 3")
    assert sorted(GAME.pending(s)) == [OR, T]  # Violet has no wood
    play(s, OR, "follow")
    play(s, T, "decline")
    py, po = s["players"][Y], s["players"][OR]
    assert (py["stock"]["wood"], py["stock"]["paper"]) == (0, 3)
    assert (po["stock"]["wood"], po["stock"]["paper"]) == (1, 1)
    assert py["fav"] == 2  # 1 from the bonus tile, 1 for one follower
    p = {"contracts": [], "stock": {}}
    assert mat_total(p, {"sandstone": 3}) == 3 < D.COST["paper"]
    assert mat_total(p, {"wood": 2, "sandstone": 1}) == 4


def test_s2_sailor_paying_a_painting():
    s = blank(4)
    quiet(s)
    river(s, "n2", "n8", boat=1)
    goods(s, Y, painting=1, curry=1, wood=1)
    r0 = rupees(s, Y)
    play(s, Y, "place sailor", "pay painting")
    assert top(s)["D"] == 4
    play(s, Y, "give n2 curry", "give n8 wood", "done")
    assert rupees(s, Y) == r0 + 1 + 1 + 2  # two first markers, refund min(2, 3)


def test_s3_sailor_fulfils_an_order():
    s = blank(4)
    quiet(s)
    goods(s, T, curry=1, wood=1, painting=1)
    s["omark"]["scholars"] = 0
    s["players"][T]["infl"]["scholars"] = 4
    s["turn"] = s["first"] = T
    s["stack"][0]["seat"] = T
    r0 = rupees(s, T)
    play(s, T, "place sailor", "pay curry")
    assert top(s)["D"] == 3
    play(s, T, "order scholars", "done")
    assert rupees(s, T) == r0 + 1 + 3
    assert s["orders"]["scholars"][0] == T and s["omark"]["scholars"] == 1


def test_s4_sailor_to_two_notables():
    s = blank(4)
    quiet(s)
    river(s, "n2", "n8", boat=1)
    goods(s, Y, cotton=1, curry=1, wood=1)
    r0 = rupees(s, Y)
    play(s, Y, "place sailor", "pay cotton")
    assert top(s)["D"] == 2
    play(s, Y, "give n2 curry", "give n8 wood", "done")
    assert rupees(s, Y) == r0 + 2
    assert sorted(top(s)["guilds"]) == ["artisans", "scholars"]
    play(s, Y, "raise scholars", "raise artisans")
    assert s["players"][Y]["infl"] == {"artisans": 2, "merchants": 1, "scholars": 2}


def test_s5_mahout_double_delivery():
    s = blank(4, turn=T)
    quiet(s)
    river(s, "n4", boat=1)
    s["river"][0]["slots"][0] = [OR]
    goods(s, T, cotton=1, wood=2)
    r0, f0 = rupees(s, T), s["players"][OR]["fav"]
    play(s, T, "place sailor", "pay cotton", "give n4 wood x2")
    assert rupees(s, T) == r0 + 2 + 1
    assert "n4" in s["players"][T]["contracts"] and s["players"][OR]["fav"] == f0 + 1
    play(s, T, "done")
    assert top(s)["guilds"] == ["merchants"]  # only one level for the Mahout


def test_s6_trader_exchange_limit():
    s = blank(4, turn=OR)
    quiet(s)
    goods(s, OR, cement=2, turmeric=1)
    play(s, OR, "place trader", "exchange", "give cement", "give cement", "give turmeric", "take")
    assert top(s)["left"] == 4
    play(s, OR, "take curry", "take cotton", "take cotton")
    assert top(s)["left"] == 0
    s2 = blank(4, turn=OR)
    quiet(s2)
    goods(s2, OR, cement=2, turmeric=1)
    play(s2, OR, "place trader", "exchange", "give cement", "give cement", "give turmeric")
    play(s2, OR, "take", "take curry", "take curry")
    assert "take cotton" not in GAME.legal(s2, OR)  # 2 curry + 1 cotton = 5 > 4


def test_s7_price_token_raise_on_wood():
    s = blank(4, turn=T)
    quiet(s)
    goods(s, T, wood=2)
    play(s, T, "place trader", "token", "token new", "on wood", "face up")
    assert GAME.view(s, None)["values"]["wood"] == 2
    play(s, T, "exchange", "give wood", "give wood", "take")
    assert top(s)["left"] == 3 and "take painting" in GAME.legal(s, T)


def test_s8_meditation_costs():
    s = blank(4)
    quiet(s)
    for sp in ("architect", "sailor", "trader", "botanist"):
        s["spaces"][sp] = [Y, True]
    goods(s, Y, curry=1, cotton=1)
    play(s, Y, "meditate", "lay architect", "lay sailor", "lay trader", "lay botanist", "done")
    assert top(s)["mp"] == 4
    play(s, Y, "exchange", "give curry")
    assert "take paper" in GAME.legal(s, Y) and "take cotton" not in GAME.legal(s, Y)
    play(s, Y, "take paper")
    assert top(s)["mp"] == 2
    play(s, Y, "transform", "transform oil")
    assert top(s)["mp"] == 0


def test_s9_production_at_start():
    s = blank(4, turn=T)
    quiet(s, merchant="wood")
    play(s, T, "place sandstone")
    assert [a for a in GAME.legal(s, T) if a.startswith("produce")] == [
        "produce 0",
        "produce 1",
        "produce 2",
    ]


def test_s10_cook_rewards_and_top_slot_tie():
    s = blank(4)
    river(s, "n8", boat=1)
    goods(s, Y, oil=1)
    goods(s, T, wood=1)
    ry, rt, ft = rupees(s, Y), rupees(s, T), s["players"][T]["fav"]
    deliver_notable(s, Y, "n8", "oil")
    deliver_notable(s, T, "n8", "wood")
    assert rupees(s, Y) == ry + 1 and rupees(s, T) == rt + 2
    assert "n8" in s["players"][Y]["contracts"] and s["players"][T]["fav"] == ft + 1


def test_s11_mosaic_maker():
    s = blank(4, turn=T)
    quiet(s)
    river(s, "n15", boat=2)
    s["river"][0]["slots"][0] = [V]
    goods(s, T, cotton=1, cement=2)
    r0, fv = rupees(s, T), s["players"][V]["fav"]
    play(s, T, "place sailor", "pay cotton", "give n15 cement x2")
    assert rupees(s, T) == r0 + 3 and s["players"][V]["fav"] == fv + 1
    assert top(s)["t"] == "mosaic" and not GAME.choices_are_public(s, T)
    pile_tile = sorted(s["pile"])[0]
    assert f"tile {pile_tile}" in GAME.legal(s, T)
    play(s, T, f"tile {pile_tile}")
    assert pile_tile in s["players"][T]["tiles"]
    play(s, T, "done", "raise artisans")
    assert s["players"][T]["infl"]["artisans"] == 2


def test_s12_jagirdar_and_the_boat():
    s = blank(4)
    quiet(s)
    river(s, "n10", "n13", boat=2)
    s["river"][0]["slots"][0] = [V, V]
    goods(s, Y, cotton=1, bricks=1, planks=1)
    s["players"][Y]["infl"]["merchants"] = 2
    goods(s, OR, cotton=5)
    r0, fy = rupees(s, Y), s["players"][Y]["fav"]
    play(s, Y, "place sailor", "pay cotton", "give n13 bricks", "give n10 planks")
    assert rupees(s, Y) == r0 + 1 + 3
    assert "n10" in s["players"][V]["contracts"] and s["players"][Y]["fav"] == fy + 1
    assert s["boat"] == 3 and GAME.view(s, None)["order_limit"] == 4
    assert s["players"][OR]["fav"] == 3  # 5 cotton, at most 3
    play(s, Y, "done", "raise merchants")
    assert top(s)["t"] == "lvl"  # Merchants level 3: favour or tile
    tile = s["display"][0]
    play(s, Y, f"tile {tile}", "raise scholars")
    assert tile in s["players"][Y]["tiles"]
    assert s["players"][Y]["infl"] == {"artisans": 1, "merchants": 3, "scholars": 2}


def test_s13_orders_phase():
    s = blank(4, turn=OR)
    quiet(s)
    s["stack"][0]["stage"] = "orders"
    s["players"][OR]["infl"].update(artisans=1, merchants=4, scholars=2)
    s["players"][T]["infl"]["merchants"] = 6
    s["orders"]["scholars"][3:6] = [Y, T, V]
    s["omark"].update(artisans=0, merchants=1, scholars=0)
    goods(s, OR, oil=1, dye=1, sandstone=1, cloth=1, wood=1, painting=1)
    legal = GAME.legal(s, OR)
    assert "order merchants" in legal
    assert "order artisans" not in legal and "order scholars" not in legal
    r0 = rupees(s, OR)
    play(s, OR, "order merchants")
    assert s["orders"]["merchants"][1] == OR and s["omark"]["merchants"] == 2
    assert D.ORDERS["merchants"][2] == ("wood", "statue")
    assert rupees(s, OR) == r0 + 2 and s["players"][OR]["infl"]["merchants"] == 5


def test_s14_final_scoring():
    s = blank(4)
    o = s["players"][OR]
    o["rupees"] = 36
    o["contracts"] = ["n19", "n22", "n5"]
    s["orders"]["scholars"][:2] = [OR, OR]
    s["orders"]["merchants"][:2] = [OR, OR]
    o["infl"].update(merchants=8, scholars=5)
    s["players"][Y]["infl"]["scholars"] = 7
    o["caches"] = o["caches"][:3]
    for g in ("cement", "bricks", "paper", "planks", "statue"):
        s["akbar"][g] = OR
    row = breakdown(s)[OR]
    assert row["notables"] == 4 + 4
    assert row["influence"] == 4 + 2
    assert row["caches"] == 5 and row["akbar"] == 11 and row["meditation"] == 0
    assert row["total"] == 66


def test_s15_setup_order_markers(monkeypatch):
    rolls = iter([1, 1, 3, 5, 1])
    monkeypatch.setattr(agra_setup, "roll", lambda s: next(rolls))
    s = GAME.new(4, "s15")
    assert s["omark"] == {"artisans": 2, "merchants": 4, "scholars": 0}
    assert D.ORDERS["artisans"][2] == ("cotton", "clothing")
    assert D.ORDERS["merchants"][4] == ("curry", "planks")
    assert D.ORDERS["scholars"][0] == ("wood", "painting")


@pytest.mark.parametrize("n", [2, 3])
def test_setup_d08_order_marker_skips_neutral(n, monkeypatch):
    s = GAME.new(n, f"d08-{n}")
    for g in D.GUILDS:
        assert s["orders"][g][s["omark"][g]] is None
