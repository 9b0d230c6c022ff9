"""Scenarios: each main character, each building, occupied spaces, construction, Merchant and
Builder, each secondary action, each notable's ability, orders, Akbar, level bonuses, the end."""

from __future__ import annotations

import pytest

from games.agra import GAME, rules
from games.agra import data as D
from games.agra import state as agra_state
from games.agra.rules import deliver_notable, placement

from .helpers import blank, goods, play, river, rupees, top


def game(n: int = 4, turn: int = 0):
    s = blank(n, turn=turn)
    s["merchant"], s["builder"] = "sandstone", "bricks"
    return s


# -- characters ---------------------------------------------------------------------------------
def test_architect_influence():
    s = game()
    play(s, 0, "place architect", "influence merchants")
    assert s["players"][0]["infl"]["merchants"] == 2 and s["stack"][0]["stage"] == "orders"


def test_architect_builds_the_builders_site_and_moves_the_builder(monkeypatch):
    monkeypatch.setattr(placement, "roll", lambda s: 1)
    s = game()
    goods(s, 0, cement=3)
    play(s, 0, "place architect", "build bricks", "use cement", "use cement", "use cement", "pay")
    play(s, 0, "bonus cb3-4", "process 0")
    assert s["built"]["bricks"] and s["builder"] == "planks" and "cb3-4" not in s["bonus"]


def test_botanist_two_different_options():
    s = game()
    goods(s, 0, turmeric=1)
    play(s, 0, "place botanist", "meditate", "cache", "cache n1")
    assert s["players"][0]["med"] == 1 and "n1" not in s["players"][0]["caches"]
    assert "farmers" not in GAME.legal(s, 0) and top(s)["t"] == "turn"


def test_botanist_farmers_one_farmer_two_spaces_not_back_and_forth():
    s = game()
    play(s, 0, "place botanist", "farmers", "farmer n +")
    assert "farmer n -" not in GAME.legal(s, 0)
    play(s, 0, "farmer e -")
    assert s["players"][0]["farm"] == {"n": 4, "e": 2, "s": 3, "w": 3}


def test_trader_move_and_flip_tokens():
    s = game()
    s["tokens"] = {"wood": 1}
    play(s, 0, "place trader", "token", "token move wood", "on paper", "face down", "done")
    assert s["tokens"] == {"paper": -1}
    s = game()
    s["tokens"] = {"wood": -1}
    assert "token flip wood" in rules.token_ops(s)
    s["tokens"] = {"wood": 1}
    assert "token flip wood" not in rules.token_ops(s)  # D-03


# -- buildings -------------------------------------------------------------------------------------
@pytest.mark.parametrize("target", sorted(D.ARROW_SOURCE))
def test_each_processing_building(target):
    s = game()
    s["built"][target] = True
    src = D.ARROW_SOURCE[target]
    goods(s, 0, **{src: 4})
    play(s, 0, f"place {target}", "process 3")
    assert s["players"][0]["stock"][target] == 3 and s["players"][0]["stock"][src] == 1


@pytest.mark.parametrize("good", D.BASIC)
def test_each_production_building_with_mahout_and_khatib(good):
    s = game()
    s["merchant"] = "cement"
    s["built"]["cement"] = True
    s["players"][0]["contracts"] = ["n4", "n5"]
    play(s, 0, f"place {good}")
    assert f"produce {3}" in GAME.legal(s, 0) and "produce 4" not in GAME.legal(s, 0)


def test_dyer_swap():
    s = game()
    s["merchant"] = "cement"
    s["players"][0]["contracts"] = ["n7"]
    play(s, 0, "place cotton", "produce 2")
    assert top(s)["t"] == "dyer" and "swap oil" in GAME.legal(s, 0)
    play(s, 0, "swap cloth")
    assert s["players"][0]["stock"]["cotton"] == 0 and s["players"][0]["stock"]["cloth"] == 1


def test_placing_on_another_players_standing_worker():
    s = game()
    s["spaces"]["trader"] = [2, True]
    reserve = s["players"][2]["reserve"]
    play(s, 0, "place trader")
    assert s["spaces"]["trader"] == [0, True]
    assert s["players"][2]["fav"] == 1 and s["players"][2]["reserve"] == reserve + 1


def test_merchant_visit_gives_two_favours_after_the_action(monkeypatch):
    monkeypatch.setattr(placement, "roll", lambda s: 2)
    s = game()
    s["merchant"] = "wood"
    play(s, 0, "place wood", "produce 2")
    assert s["players"][0]["fav"] == 2 and s["merchant"] == "cotton"
    assert s["coins"]["turmeric"] == 1


# -- secondary actions ------------------------------------------------------------------------------
def lay_all(s, seat, *spaces):
    for sp in spaces:
        s["spaces"][sp] = [seat, False]


@pytest.mark.parametrize(("spend", "k"), [("oil", 1), ("curry", 1), ("oil curry", 3)])
def test_oil_and_curry_stand_workers(spend, k):
    s = game()
    lay_all(s, 0, "architect", "sailor", "trader", "botanist")
    goods(s, 0, oil=1, curry=1)
    play(s, 0, spend)
    for sp in ("architect", "sailor", "trader")[:k]:
        play(s, 0, f"stand {sp}")
    assert len(agra_state.lying(s, 0)) == 4 - k and top(s)["t"] == "turn"


def test_book_statue_painting_clothing():
    s = game()
    lay_all(s, 0, "architect")
    goods(s, 0, book=1, statue=1, painting=1, clothing=1)
    play(s, 0, "book", "stand architect")
    assert s["players"][0]["fav"] == 1
    play(s, 0, "painting", "raise artisans scholars")
    assert s["players"][0]["infl"] == {"artisans": 2, "merchants": 1, "scholars": 2}
    r0 = rupees(s, 0)
    play(s, 0, "clothing")
    assert rupees(s, 0) == r0 + 3
    play(s, 0, "statue", "place trader", "done")
    assert s["stack"][0]["stage"] == "extra"  # the extra main action comes before the orders
    play(s, 0, "place botanist", "done")
    assert s["stack"][0]["stage"] == "orders"
    assert "statue" not in GAME.legal(s, 0)


def test_french_caliph_english():
    s = game()
    p = s["players"][0]
    p["contracts"] = ["n6", "n11", "n14"]
    lay_all(s, 0, "architect")
    goods(s, 0, wood=3, cotton=1, curry=1)
    r0 = rupees(s, 0)
    for _ in range(3):
        play(s, 0, "french", "send wood")
        s["players"][0]["used"].remove("french")
    assert rupees(s, 0) == r0 + 5 and p["french"] == 0
    play(s, 0, "caliph", "stand architect")
    assert p["stock"]["cotton"] == 0 and not agra_state.lying(s, 0)
    play(s, 0, "english", "give curry", "take dye")
    assert p["stock"]["dye"] == 1 and "english" not in GAME.legal(s, 0)


FAVOUR_CASES = {
    "f1": (["gain cotton"], lambda p: p["stock"]["cotton"] == 2),
    "f2": (["transform cement"], lambda p: p["stock"]["cement"] == 1),
    "f3": (["raise scholars"], lambda p: p["infl"]["scholars"] == 2),
    "ft1": (["stand architect"], lambda p: True),
    "ft4": (["sell statue"], lambda p: p["stock"]["statue"] == 0),
    "ft5": (["cache w5"], lambda p: "w5" not in p["caches"]),
    "ft6": (["give n2 curry"], lambda p: p["stock"]["curry"] == 0),
    "ft7": (["akbar statue"], lambda p: p["stock"]["statue"] == 0),
    "ft8": (["farmer w -", "farmer w -"], lambda p: p["farm"]["w"] == 1),
    "ft9": (["token new", "on book", "face up"], lambda p: True),
    "ft10": (["give curry", "take oil"], lambda p: p["stock"]["oil"] == 1),
    "ft11": (["gain planks"], lambda p: p["stock"]["planks"] == 1),
    "ft12": ([], lambda p: p["med"] == 1),
    "ft13": (["transform oil"], lambda p: p["stock"]["oil"] == 1),
}


@pytest.mark.parametrize("fid", sorted(FAVOUR_CASES))
def test_each_favour_action(fid):
    s = game()
    river(s, "n2", boat=1)
    p = s["players"][0]
    p["tiles"] = [fid] if fid.startswith("ft") else []
    p["fav"] = 6
    p["caches"] = ["w5"]
    lay_all(s, 0, "architect")
    goods(s, 0, sandstone=1, cotton=1, curry=1, statue=1)
    play(s, 0, "favour", f"favour {fid}", *FAVOUR_CASES[fid][0])
    assert FAVOUR_CASES[fid][1](p)
    have, spend, _ = D.FAVOUR_ACTIONS[fid]
    assert p["fav"] == 6 - spend and fid in p["used"]
    assert f"favour {fid}" not in rules.favour_menu(s, 0)  # once per turn


def test_used_markers_return_at_end_of_turn():
    s = game(2)
    p = s["players"][0]
    p["fav"] = 3
    goods(s, 0, statue=1)
    play(s, 0, "favour", "favour f1", "gain wood", "statue")
    assert p["temp"] == 2
    play(s, 0, "place trader", "done", "place botanist", "done", "end turn")
    assert p["temp"] == 0 and p["used"] == []


# -- notables ---------------------------------------------------------------------------------------
def complete_for(s, seat, nid):
    info = D.NOTABLES[nid]
    river(s, nid, boat=5)
    for g in info["demand"]:
        goods(s, seat, **{g: 1})
    for g in info["demand"]:
        deliver_notable(s, seat, nid, g)


def test_sufi_moves_up_meditation():
    s = game()
    complete_for(s, 0, "n2")
    assert s["players"][0]["med"] == 1


def test_mujtahida_builds_first_site_with_bonus_and_worker():
    s = game()
    complete_for(s, 0, "n16")
    rules.advance(s)
    assert s["built"]["cement"] and top(s)["t"] == "bonus"
    play(s, 0, "bonus cb2-2")
    assert top(s)["t"] in ("cache", "proc")


def test_painter_stands_workers_and_raises_a_track():
    s = game()
    lay_all(s, 0, "architect", "sailor")
    complete_for(s, 0, "n18")
    rules.advance(s)
    play(s, 0, "stand architect", "stand sailor")
    play(s, 0, "raise merchants")
    assert not agra_state.lying(s, 0) and s["players"][0]["infl"]["merchants"] == 2


@pytest.mark.parametrize("nid", ["n21", "n22", "n23", "n24"])
def test_level_four_notables_give_three_favours_and_trigger_the_end(nid):
    s = game()
    complete_for(s, 0, nid)
    assert s["players"][0]["fav"] == 3 and s["end_round"] == s["round"]


@pytest.mark.parametrize(
    ("nid", "good", "bonus"), [(k, v[0], v[1]) for k, v in D.DELIVERY_BONUS.items()]
)
def test_delivery_bonuses(nid, good, bonus):
    s = game()
    s["players"][0]["contracts"] = [nid]
    s["stack"][0]["stage"] = "orders"
    s["akbar"][good] = None if good in D.AKBAR_SLOTS else s["akbar"].get(good)
    goods(s, 0, **{good: 1})
    r0 = rupees(s, 0)
    if good in D.AKBAR_SLOTS:
        play(s, 0, f"akbar {good}")
        assert rupees(s, 0) == r0 + bonus


def test_calligrapher_peonage_costs_one():
    s = game()
    s["players"][0]["contracts"] = ["n12"]
    s["players"][0]["rupees"] = 1
    s["spaces"]["trader"] = [0, False]
    assert "place trader" in GAME.legal(s, 0)


def test_muezzin_and_cook_meditation():
    s = game()
    p = s["players"][0]
    p["contracts"], p["cook"], p["reserve"] = ["n9", "n8"], 2, 8
    play(s, 0, "meditate", "cook", "cook", "done")
    assert top(s)["mp"] == 1 + 1 + 1 and p["reserve"] == 10


def test_mosaic_maker_conversion_once_per_turn():
    s = game()
    s["players"][0]["contracts"] = ["n15"]
    s["stack"].append({"t": "med", "seat": 0, "mp": 4, "last": None, "targets": [], "sec": True})
    play(s, 0, "mosaic 3")
    assert s["players"][0]["fav"] == 2 and "mosaic 1" not in GAME.legal(s, 0)


# -- influence level bonuses and tiles ----------------------------------------------------------------
def test_level_six_bonus_and_discard_at_four_tiles():
    s = game()
    p = s["players"][0]
    p["infl"]["artisans"] = 5
    p["tiles"] = ["ft1", "ft4", "ft5"]
    play(s, 0, "place architect", "influence artisans")
    tile = s["display"][0]
    play(s, 0, f"tile {tile}")
    assert top(s)["t"] == "discard"
    play(s, 0, f"discard {tile}")
    assert p["tiles"] == ["ft1", "ft4", "ft5"] and tile in s["pile"] + s["display"]


def test_level_ten_triggers_the_end_and_steps_beyond_are_lost():
    s = game()
    s["players"][0]["infl"]["scholars"] = 9
    play(s, 0, "place architect", "influence scholars")
    assert s["end_round"] == s["round"]
    rules.raise_track(s, 0, "scholars")
    assert s["players"][0]["infl"]["scholars"] == 10


def test_full_order_column_triggers_the_end():
    s = game()
    s["stack"][0]["stage"] = "orders"
    s["orders"]["artisans"] = [1, 2, 3, 1, 2, None]
    s["omark"]["artisans"] = 5
    s["boat"] = 5
    s["players"][0]["infl"]["artisans"] = 4
    goods(s, 0, oil=1, statue=1)
    play(s, 0, "order artisans")
    assert s["omark"]["artisans"] is None and s["end_round"] == s["round"]


def test_final_result_ranks_and_tie_break():
    s = game(2)
    s["players"][0]["rupees"] = s["players"][1]["rupees"] = 10
    goods(s, 1, statue=1)
    s["end_round"] = 0
    s["round"] = 1
    s["first"] = s["turn"] = 0
    s["stack"] = [{"t": "turn", "seat": 1, "stage": "end", "extra": 0, "sec": True}]
    s["turn"] = 1
    play(s, 1, "end turn")
    res = GAME.result(s)
    assert res.scores[0] == res.scores[1] and res.ranks == [2, 1]
    assert res.tiebreak == [0, 3]


def test_a_worker_stood_up_during_the_batch_is_not_laid_twice():
    s = game()
    s["spaces"]["trader"] = [0, True]
    goods(s, 0, oil=1)
    play(s, 0, "meditate", "lay trader", "oil", "stand trader")
    assert "lay trader" not in GAME.legal(s, 0)  # D-09


def test_ft14_peonage_with_the_mollah():
    s = game()
    p = s["players"][0]
    p["tiles"], p["fav"], p["contracts"], p["rupees"] = ["ft14"], 3, ["n13"], 0
    s["spaces"]["trader"] = [0, False]
    play(s, 0, "place trader")
    assert GAME.legal(s, 0) == ["pay favours", "pay favours mollah"]
    play(s, 0, "pay favours mollah")
    assert p["fav"] == 1 and s["spaces"]["trader"] == [0, True] and "mollah" in p["used"]
