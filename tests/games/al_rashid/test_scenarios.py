"""Scenario tests: every sector, payments, flow, end of year and end of game."""

from __future__ import annotations

import pytest

from games.al_rashid import GAME
from games.al_rashid.data import STOCK
from games.al_rashid.flow import advance
from games.al_rashid.state import draw_token, group, resolve_crisis
from games.core.errors import IllegalAction
from tests.games.al_rashid.helpers import (
    blank,
    do,
    frame,
    goods,
    has,
    keep_busy,
    pay_default,
    pending,
    put,
    token,
    turn,
)

# -- guild palaces ------------------------------------------------------------------------------------


def _three_in(sector, n=3):
    st = blank(n)
    put(st, 0, sector, "pasha")
    put(st, 1, sector, "merchant")
    put(st, 2, sector, "sage")
    keep_busy(st, *range(n))
    turn(st, 0)
    do(st, 0, f"resolve {sector}")
    return st


def test_intrigue_spy_is_private():
    st = blank(2)
    put(st, 0, "intrigue", "pasha")
    keep_busy(st, 0, 1)
    token(st, "spice", "red", 4)
    turn(st, 0)
    do(st, 0, "resolve intrigue", "service", "done")
    assert pending(st) == 0 and frame(st)["t"] == "op"
    events = GAME.apply(st, 0, "spy spice")
    assert "red 4" in events[0].for_seat(0) and "4" not in events[0].for_seat(1)
    spice0 = next(c for c in GAME.view(st, 0)["map"] if c["id"] == "spice")
    spice1 = next(c for c in GAME.view(st, 1)["map"] if c["id"] == "spice")
    assert spice0["tokens"] == [{"colour": "red", "face_up": False, "value": 4}]
    assert spice1["tokens"] == [{"colour": "red", "face_up": False, "value": None}]
    assert GAME.view(st, 0)["private"]["known"] == {"spice": [{"colour": "red", "value": 4}]}
    assert GAME.view(st, None)["private"] is None


def test_military_service_draws_by_rank():
    st = _three_in("military")
    for seat, n in ((0, 3), (1, 2), (2, 1)):
        do(st, seat, "service", "done")
        for _ in range(n):
            do(st, seat, "draw blue")
        assert len(st["players"][seat]["hand"]) == n


@pytest.mark.parametrize(
    "sector,pawn,costs",
    [
        ("traditions", "sage", (5, 7, 9)),
        ("commerce", "merchant", (8, 10, 12)),
        ("politics", "pasha", (11, 13, 15)),
    ],
)
def test_pawn_services_cost_by_rank(sector, pawn, costs):
    st = _three_in(sector)
    for seat in range(3):
        goods(st, seat, wood=3, ceramic=3, metal=3, spice=3, silk=3)
        family = st["players"][seat]["family"][pawn]
        do(st, seat, "service", "done")
        assert frame(st)["cost"] == costs[seat]
        pay_default(st, seat)
        assert st["players"][seat]["family"][pawn] == family + 1
    assert st["players"][0]["pool"][pawn] >= 1  # in the pool: placeable next year (D-31)


def test_favors_scholar_vizier_qadi():
    st = blank(2)
    put(st, 0, "traditions", "pasha")
    keep_busy(st, 0, 1)
    goods(st, 0, wood=1, ceramic=1)
    turn(st, 0)
    do(st, 0, "resolve traditions", "favor", "done", "pay wood ceramic")
    assert st["players"][0]["notes"] == 1 and st["players"][0]["dis"] == 1
    st = blank(2)
    put(st, 0, "commerce", "pasha")
    keep_busy(st, 0, 1)
    goods(st, 0, wood=1)
    turn(st, 0)
    do(st, 0, "resolve commerce", "favor", "done", "give wood")
    assert GAME.legal(st, 0) == ["take ceramic", "take metal", "take spice", "take silk"]
    do(st, 0, "take silk")
    assert has(st, 0) == {"silk": 1}
    st = blank(2)
    put(st, 0, "politics", "pasha")
    keep_busy(st, 0, 1)
    goods(st, 0, wood=1)
    turn(st, 0)
    do(st, 0, "resolve politics", "favor", "done", "pay wood")
    assert st["players"][0]["pi"] == 1


def test_vizier_needs_a_good_left_after_payment():
    st = blank(2)
    put(st, 0, "commerce", "pasha")
    keep_busy(st, 0, 1)
    goods(st, 0, wood=2, ceramic=1, metal=1, spice=1)  # 10 + 1 = 11
    turn(st, 0)
    do(st, 0, "resolve commerce", "service")  # 8
    assert "favor" in GAME.legal(st, 0)
    do(st, 0, "favor", "done")
    legal = GAME.legal(st, 0)
    assert all(a == "back" or sum(1 for _ in a.split()[1:]) < 5 for a in legal)
    do(st, 0, legal[0])
    assert sum(st["players"][0]["goods"]) >= 1 and frame(st)["t"] == "exchange"


def test_at_most_two_actions_and_back():
    st = blank(2)
    put(st, 0, "politics", "pasha")
    keep_busy(st, 0, 1)
    goods(st, 0, wood=4, ceramic=4, metal=4, spice=4, silk=4)
    turn(st, 0)
    do(st, 0, "resolve politics", "service", "favor")
    assert GAME.legal(st, 0) == ["done", "back"]
    do(st, 0, "back")
    assert "service" in GAME.legal(st, 0) and "pass" in GAME.legal(st, 0)
    do(st, 0, "title economist", "done")
    assert frame(st)["t"] == "pay"
    do(st, 0, "back")  # payment back re-opens the declaration
    assert frame(st)["t"] == "visit" and frame(st)["title"] is None


def test_no_change_given():
    st = blank(2)
    put(st, 0, "traditions", "pasha")
    keep_busy(st, 0, 1)
    goods(st, 0, wood=1, ceramic=1, spice=1, silk=1)  # 10; sage service costs 5
    turn(st, 0)
    do(st, 0, "resolve traditions", "service", "done")
    legal = GAME.legal(st, 0)
    assert "pay wood ceramic spice silk" not in legal  # superfluous good
    assert "pay wood ceramic spice" in legal
    do(st, 0, "pay wood ceramic spice")
    assert has(st, 0) == {"silk": 1}  # 6 paid for 5: nothing given back


def test_payment_narrowing_with_add():
    st = blank(2)
    put(st, 0, "politics", "pasha")
    keep_busy(st, 0, 1)
    goods(st, 0, wood=5, ceramic=5, metal=5, spice=2, silk=2)
    turn(st, 0)
    do(st, 0, "resolve politics", "service", "done")
    legal = GAME.legal(st, 0)
    assert any(a.startswith("add ") for a in legal) and len(legal) <= 25
    do(st, 0, "add silk")
    assert "clear" in GAME.legal(st, 0)
    pay_default(st, 0)
    assert st["players"][0]["family"]["pasha"] == 2


def test_guild_pass_gives_dishonour_and_wrong_inputs():
    st = _three_in("politics")
    with pytest.raises(IllegalAction):
        GAME.apply(st, 0, "done")
    do(st, 0, "pass")
    assert st["players"][0]["dis"] == 1 and pending(st) == 1


# -- Al-Rashid's palace ----------------------------------------------------------------------------------


def test_rashid_requires_an_action_and_benevolence_is_free():
    st = blank(2)
    put(st, 0, "rashid", "pasha")
    keep_busy(st, 0, 1)
    turn(st, 0)
    do(st, 0, "resolve rashid")
    assert GAME.legal(st, 0) == ["benevolence"]  # no goods: no title; no pass
    do(st, 0, "benevolence", "done", "take spice")
    assert has(st, 0) == {"spice": 1} and st["order"] == [0, 1]


def test_rashid_fourth_rank_returns_without_penalty():
    st = blank(4)
    for s in range(4):
        put(st, s, "rashid", "pasha")
    keep_busy(st, 0, 1, 2, 3)
    turn(st, 0)
    do(st, 0, "resolve rashid")
    assert group(st, "rashid", 3) is None
    for s in range(3):
        do(st, s, "benevolence", "done", "take wood")
    assert st["players"][3]["goods"] == [0, 0, 0, 0, 0] and st["players"][3]["dis"] == 0
    assert st["pending_order"] == [0, 1, 2, 3]  # applied at the end of the round


# -- countries --------------------------------------------------------------------------------------------


def test_country_without_tokens_top_three_trade():
    st = blank(4)
    put(st, 0, "sanmatia", "pasha")
    put(st, 1, "sanmatia", "merchant")
    put(st, 2, "sanmatia", "sage", "sage")
    put(st, 3, "sanmatia", "sage")
    keep_busy(st, 0, 1, 2, 3)
    turn(st, 3)
    do(st, 3, "resolve sanmatia")
    assert group(st, "sanmatia", 3) is None
    do(st, 0, "take all metal")
    do(st, 1, "take note", "take wood")
    do(st, 2, "take ceramic")
    assert has(st, 0) == {"metal": 5} and st["players"][1]["notes"] == 1
    assert st["stock"]["sanmatia"] == [1, 0, 0, 0, 0, 0]


def test_battle_win_and_fourth_after_battle_drops_out():
    st = blank(5)
    for s, pawns in enumerate(
        (["pasha", "sage"], ["pasha"], ["merchant"], ["sage", "sage"], ["sage"])
    ):
        put(st, s, "internum", *pawns)
    keep_busy(st, *range(5))
    token(st, "internum", "blue", 2)
    st["players"][0]["hand"] = [["blue", 3], ["red", 4]]
    turn(st, 0)
    do(st, 0, "resolve internum")
    assert GAME.legal(st, 0) == ["commit blue 3", "flee"]
    do(st, 0, "commit blue 3")
    assert GAME.legal(st, 0) == ["fight"]
    do(st, 0, "fight")
    assert group(st, "internum", 4) is None  # 5th after the battle returns
    assert [pending(st)] == [0]


def test_no_flee_after_commit():
    st = blank(2)
    put(st, 0, "nilus", "pasha")
    keep_busy(st, 0, 1, sector="silk")
    token(st, "nilus", "red", 4)
    st["players"][0]["hand"] = [["red", 2], ["red", 3]]
    turn(st, 0)
    do(st, 0, "resolve nilus", "commit red 2")
    assert GAME.legal(st, 0) == ["commit red 3", "fight"]
    with pytest.raises(IllegalAction):
        GAME.apply(st, 0, "flee")
    do(st, 0, "fight")
    assert st["players"][0]["hand"] == [["red", 3]] and st["players"][0]["dis"] == 0


# -- flow ----------------------------------------------------------------------------------------------------


def test_activation_after_last_pawn_left_d39():
    st = blank(2)
    put(st, 0, "silk", "sage")
    keep_busy(st, 1)
    st["players"][0]["titles"].append("hardwood_importer")
    turn(st, 0)
    do(st, 0, "resolve silk", "take silk", "take silk", "take silk")
    assert pending(st) == 0 and GAME.legal(st, 0) == ["use hardwood_importer", "end"]
    do(st, 0, "use hardwood_importer")
    assert pending(st) == 1


def test_phase_ends_mid_round_and_year_advances():
    st = blank(3)
    put(st, 0, "silk", "sage")
    st["crisis_deck"] = ["y4"]
    turn(st, 0)
    do(st, 0, "resolve silk", "take silk", "take silk", "take silk")
    assert st["year"] == 3 and st["phase"] == "placement"
    assert st["crisis"][-1] == "y4"
    assert st["stock"]["silk"] == list(STOCK["silk"])


def test_game_ends_after_year_5_without_end_of_year():
    st = blank(2)
    st["year"] = 5
    put(st, 0, "silk", "sage")
    deck = list(st["crisis_deck"])
    turn(st, 0)
    do(st, 0, "resolve silk", "take silk", "take silk", "take silk")
    assert GAME.is_over(st) and GAME.pending(st) == []
    assert st["crisis_deck"] == deck and st["stock"]["silk"] != list(STOCK["silk"])
    res = GAME.result(st)
    assert res.breakdown[0]["family"] == 1
    assert GAME.view(st, None)["result"] == res.to_json()


def test_placement_cycles_and_skips_players_without_pawns():
    st = blank(3)
    st["players"][0]["pool"] = {"pasha": 1, "merchant": 0, "sage": 0}
    st["players"][1]["pool"] = {"pasha": 0, "merchant": 0, "sage": 3}
    st["players"][2]["pool"] = {"pasha": 0, "merchant": 1, "sage": 0}
    st["phase"] = "setup"
    st["stack"] = []
    advance(st)
    seq = []
    while st["phase"] == "placement":
        s = pending(st)
        seq.append(s)
        legal = GAME.legal(st, s)
        do(st, s, legal[0])
        do(st, s, next(a for a in GAME.legal(st, s) if a.endswith(" politics")))
    assert seq == [0, 1, 2, 1, 1]
    assert st["phase"] == "resolution"


def test_new_game_setup():
    st = GAME.new(4, "setup")
    assert st["year"] == 1 and st["phase"] == "setup"
    assert len(st["crisis"]) == 1 and st["crisis"][0].startswith("s")
    assert len(st["crisis_deck"]) == 8
    assert GAME.pending(st) == [st["order"][0]]
    for s in list(st["order"]):
        assert GAME.pending(st) == [s]
        do(st, s, "draw red")
    assert st["phase"] == "placement" and GAME.pending(st) == [st["order"][0]]
    assert all(len(p["hand"]) == 1 for p in st["players"])


def test_empty_stack_reshuffles_discard_and_skips_crisis_entry():
    st = blank(2)
    st["stacks"]["red"] = []
    st["discard"]["red"] = [2, 3]
    v = draw_token(st, "red")
    assert v in (2, 3) and st["discard"]["red"] == [] and len(st["stacks"]["red"]) == 1
    st["stacks"]["red"] = []
    resolve_crisis(st, "y5")  # four red entries, nothing to draw
    assert all(not st["tokens"][c] for c in ("silk", "sanmatia", "abbasid", "nilus"))


def test_draw_forced_colour_and_lost_draw():
    st = blank(2)
    put(st, 0, "military", "pasha")
    keep_busy(st, 0, 1)
    st["stacks"]["red"] = []
    st["discard"]["red"] = []
    turn(st, 0)
    do(st, 0, "resolve military", "service", "done")
    assert GAME.legal(st, 0) == ["draw blue"]
    st["stacks"]["blue"] = st["stacks"]["blue"][:1]
    st["discard"]["blue"] = []
    do(st, 0, "draw blue")
    assert frame(st)["t"] == "turn"  # the rest of the draws is lost (D-05)
    assert len(st["players"][0]["hand"]) == 1
