"""Spec §26 test vectors TV-01..TV-19 and SC-01..SC-23."""

from __future__ import annotations

import pytest

from games.al_rashid import GAME
from games.al_rashid.data import STOCK
from games.al_rashid.flow import advance, end_of_year
from games.al_rashid.palaces import benevolence_order, espionage_sequence
from games.al_rashid.payment import gold_value, is_minimal_payment, payments
from games.al_rashid.scoring import breakdown, final_result
from games.al_rashid.state import add_pawn, can_enter, group, ranking, strength
from games.core.errors import IllegalAction
from tests.games.al_rashid.helpers import (
    blank,
    do,
    frame,
    goods,
    has,
    keep_busy,
    pending,
    put,
    token,
    turn,
)

# -- TV-01 .. TV-04, TV-19: predominance and placement ---------------------------------------------------


def test_tv01_predominance_values():
    assert strength(["pasha"]) == 5
    assert strength(["merchant", "sage"]) == 4
    assert strength(["sage", "sage"]) == 2
    assert strength(["pasha", "sage", "sage"]) == 7
    st = blank()
    put(st, 0, "silk", "pasha")
    assert not can_enter(st, 0, "merchant", "silk")
    assert not can_enter(st, 0, "pasha", "silk")
    put(st, 0, "spice", "merchant")
    assert not can_enter(st, 0, "merchant", "spice")
    assert can_enter(st, 0, "sage", "spice")


def test_tv02_ranking_example_1():
    st = blank(3)
    put(st, 0, "silk", "merchant")  # green
    put(st, 1, "silk", "pasha")  # red
    put(st, 2, "silk", "sage")  # yellow
    assert ranking(st, "silk") == [1, 0, 2]


def test_tv03_ranking_example_2_position_breaks_tie():
    st = blank(3)
    put(st, 0, "silk", "sage")  # green
    put(st, 1, "silk", "merchant", "sage")  # red, before yellow
    put(st, 2, "silk", "merchant", "sage")  # yellow
    assert ranking(st, "silk") == [1, 2, 0]


def test_tv04_fourth_rank_returns_with_nothing():
    st = blank(4)
    green, red, yellow, blue = 0, 1, 2, 3
    put(st, green, "military", "sage")
    put(st, red, "military", "sage")
    put(st, yellow, "military", "merchant", "sage")
    put(st, blue, "military", "merchant")
    keep_busy(st, 0, 1, 2, 3)
    assert ranking(st, "military") == [yellow, blue, green, red]
    turn(st, 0)
    do(st, 0, "resolve military")
    assert group(st, "military", red) is None
    assert st["players"][red]["pool"]["sage"] == 1
    assert pending(st) == yellow and frame(st)["t"] == "visit" and frame(st)["rank"] == 1
    # ranks 1-3 act; red is never asked
    seen = []
    while frame(st)["t"] in ("visit", "draw"):
        s = pending(st)
        seen.append(s)
        do(st, s, "pass" if frame(st)["t"] == "visit" else "draw red")
    assert seen == [yellow, blue, green]
    assert st["players"][red]["dis"] == 0


def test_tv19_stacking_order():
    st = blank(2)
    for seq, legal, value in [
        (["sage", "pasha"], True, 6),
        (["sage", "merchant", "sage"], True, 5),
        (["pasha", "sage", "sage"], True, 7),
        (["merchant", "pasha"], False, None),
    ]:
        st["sectors"]["politics"] = []
        ok = True
        for p in seq:
            if not can_enter(st, 0, p, "politics"):
                ok = False
                break
            add_pawn(st, 0, p, "politics")
        assert ok is legal
        if legal:
            assert (
                strength(group(st, 0, "politics") if False else group(st, "politics", 0)) == value
            )
    assert not can_enter(st, 0, "sage", "rashid")
    assert not can_enter(st, 0, "merchant", "rashid")
    assert can_enter(st, 0, "pasha", "rashid")
    add_pawn(st, 0, "pasha", "rashid")
    assert can_enter(st, 0, "sage", "rashid")
    add_pawn(st, 0, "sage", "rashid")
    assert strength(group(st, "rashid", 0)) == 6


# -- TV-05 .. TV-09, SC-13, SC-23: goods and payments ----------------------------------------------------


@pytest.mark.parametrize(
    "counts,value",
    [
        ((0, 0, 0, 1, 0), 1),
        ((1, 0, 0, 0, 0), 1),
        ((1, 2, 0, 0, 1), 7),
        ((1, 1, 2, 0, 2), 13),
        ((1, 2, 1, 1, 2), 18),
        ((3, 2, 1, 0, 1), 14),
        ((2, 2, 2, 2, 2), 30),
    ],
)
def test_tv05_goods_values(counts, value):
    assert gold_value(counts) == value


def test_tv06_paying_18_with_everything():
    hand = [1, 2, 1, 1, 2]
    assert payments(hand, 18) == [(1, 2, 1, 1, 2)]


def test_tv07_paying_14_exact_or_overpay():
    hand = [3, 2, 1, 1, 1]
    opts = payments(hand, 14)
    assert (3, 2, 1, 0, 1) in opts and is_minimal_payment((3, 2, 1, 0, 1), 14)
    assert (1, 1, 1, 1, 1) in opts and is_minimal_payment((1, 1, 1, 1, 1), 14)


def test_tv08_combined_payment_service_and_title():
    st = blank(2)
    put(st, 0, "commerce", "pasha")
    keep_busy(st, 0, 1)
    goods(st, 0, wood=1, ceramic=1, metal=1, spice=1, silk=1)
    turn(st, 0)
    do(st, 0, "resolve commerce", "service", "title hardwood_importer", "done")
    assert frame(st)["t"] == "pay" and frame(st)["cost"] == 15
    do(st, 0, "pay wood ceramic metal spice silk")
    pl = st["players"][0]
    assert pl["family"]["merchant"] == 1 and pl["pool"]["merchant"] == 1
    assert "hardwood_importer" in pl["titles"] and sum(pl["goods"]) == 0


def test_tv09_starting_goods():
    st = GAME.new(5, "tv09")
    values = [gold_value(st["players"][s]["goods"]) for s in st["order"]]
    assert values == [6, 7, 8, 9, 10]


def test_sc13_payment_minimality():
    assert is_minimal_payment((1, 1, 0, 1, 1), 7)
    assert gold_value((1, 1, 0, 1, 1)) == 10
    assert not is_minimal_payment((2, 1, 0, 1, 1), 7)
    assert is_minimal_payment((2, 1, 0, 0, 1), 7)


def test_sc23_payment_default_ordering():
    assert payments([2, 1, 0, 1, 1], 7) == [
        (2, 1, 0, 1, 0),  # keeps silk
        (2, 1, 0, 0, 1),  # keeps spice
        (2, 0, 0, 1, 1),  # keeps ceramic
        (1, 1, 0, 1, 1),
    ]
    opts = payments([3, 2, 1, 1, 1], 14)
    assert opts[0] == (1, 1, 1, 1, 1)
    assert sorted(opts[1:]) == sorted([(3, 2, 1, 1, 0), (3, 2, 1, 0, 1), (3, 2, 0, 1, 1)])
    assert len(opts) == 4


# -- TV-10, TV-11, SC-09, SC-10: espionage order ------------------------------------------------------


def test_tv10_tv11_sc10_espionage_templates():
    assert espionage_sequence([1, 2, 3]) == [1, 2, 3, 1, 2, 1]
    assert espionage_sequence([1, 3]) == [1, 3, 1, 1]
    assert espionage_sequence([1, 2], ranks_present=2) == [1, 2, 1, 2, 1]


def _ops_order(st):
    order = []
    while frame(st)["t"] == "op":
        s = pending(st)
        order.append(s)
        do(st, s, "forfeit")
    return order


def test_tv10_engine_all_take_service():
    st = blank(3)
    put(st, 0, "intrigue", "pasha")
    put(st, 1, "intrigue", "merchant")
    put(st, 2, "intrigue", "sage")
    keep_busy(st, 0, 1, 2)
    turn(st, 0)
    do(st, 0, "resolve intrigue", "service", "done")
    do(st, 1, "service", "done")
    do(st, 2, "service", "done")
    assert _ops_order(st) == [0, 1, 2, 0, 1, 0]


def test_sc09_intrigue_mixed_choices():
    st = blank(3)
    p, q, r = 0, 1, 2
    put(st, p, "intrigue", "pasha")
    put(st, q, "intrigue", "merchant")
    put(st, r, "intrigue", "sage")
    keep_busy(st, 0, 1, 2)
    goods(st, p, wood=1, ceramic=1)
    goods(st, q, wood=1, ceramic=1)
    turn(st, 0)
    do(st, p, "resolve intrigue", "service", "title smuggler", "done", "pay wood ceramic")
    assert "smuggler" in st["players"][p]["titles"]
    do(st, q, "favorite qadi", "done")
    assert frame(st)["cost"] == 2
    do(st, q, "pay wood ceramic")
    assert st["players"][q]["pi"] == 1 and st["players"][q]["dis"] == 1
    do(st, r, "service", "done")
    assert st["players"][r]["dis"] == 0
    assert _ops_order(st) == [p, r, p, p]


def test_sc10_espionage_two_players():
    st = blank(2)
    put(st, 0, "intrigue", "pasha")
    put(st, 1, "intrigue", "sage")
    keep_busy(st, 0, 1)
    turn(st, 1)
    do(st, 1, "resolve intrigue")
    do(st, 0, "service", "done")
    do(st, 1, "service", "done")
    assert _ops_order(st) == [0, 1, 0, 1, 0]


# -- TV-12, TV-13: trade ------------------------------------------------------------------------------------


def test_tv12_mare_indianum_runs_dry():
    st = blank(4)
    put(st, 0, "indianum", "pasha")
    put(st, 1, "indianum", "merchant")
    put(st, 2, "indianum", "sage")
    keep_busy(st, 0, 1, 2, 3)
    turn(st, 0)
    do(st, 0, "resolve indianum", "take all wood")
    do(st, 1, "take spice", "take silk")
    assert st["stock"]["indianum"] == [0, 0, 0, 0, 0, 0]
    assert frame(st)["t"] == "turn" and pending(st) == 1  # 3rd got nothing and was not asked
    assert has(st, 0) == {"wood": 4} and has(st, 1) == {"spice": 1, "silk": 1} and has(st, 2) == {}


def test_tv13_credit_note_not_with_all_of_one_type():
    st = blank(3)
    put(st, 0, "silk", "pasha")
    put(st, 1, "silk", "sage")
    keep_busy(st, 0, 1, 2)
    turn(st, 0)
    do(st, 0, "resolve silk")
    legal = GAME.legal(st, 0)
    assert "take all silk" in legal and "take note" in legal and "take all note" not in legal
    do(st, 0, "take all silk")
    assert st["stock"]["silk"][5] == 1 and st["players"][0]["notes"] == 0
    assert "take note" in GAME.legal(st, 1)
    # alternative: three items including the note
    st2 = blank(3)
    put(st2, 0, "silk", "pasha")
    keep_busy(st2, 0, 1, 2)
    turn(st2, 0)
    do(st2, 0, "resolve silk", "take note")
    assert not any(a.startswith("take all") for a in GAME.legal(st2, 0))
    do(st2, 0, "take silk", "take silk")
    assert st2["players"][0]["notes"] == 1 and has(st2, 0) == {"silk": 2}


# -- TV-14, SC-01..SC-05: battles ---------------------------------------------------------------------------


def test_tv14_partial_fight():
    st = blank(3)
    put(st, 0, "spice", "pasha")
    put(st, 1, "spice", "sage")
    keep_busy(st, 0, 1, 2)
    token(st, "spice", "red", 3)
    token(st, "spice", "blue", 2)
    st["players"][0]["hand"] = [["blue", 3]]
    turn(st, 0)
    do(st, 0, "resolve spice")
    assert all(t["up"] for t in st["tokens"]["spice"])
    do(st, 0, "commit blue 3", "fight")
    assert [(t["c"], t["v"], t["up"]) for t in st["tokens"]["spice"]] == [("red", 3, True)]
    assert st["players"][0]["dis"] == 0 and group(st, "spice", 0) is None
    assert st["discard"]["blue"][-2:] == [2, 3]
    assert pending(st) == 1 and frame(st)["t"] == "fight"


def _sc01(strategist: bool):
    st = blank(2)
    put(st, 0, "sanmatia", "pasha")
    keep_busy(st, 0, 1)
    token(st, "sanmatia", "red", 3)
    token(st, "sanmatia", "red", 4)
    pl = st["players"][0]
    pl["hand"] = [["red", 2], ["red", 4], ["blue", 3]]
    if strategist:
        pl["titles"].append("strategist")
    turn(st, 0)
    before = list(st["discard"]["red"])
    do(st, 0, "resolve sanmatia", "commit red 2", "commit red 4", "fight")
    return st, st["discard"]["red"][len(before) :]


def test_sc01_strategist_wins():
    st, added = _sc01(True)
    assert st["tokens"]["sanmatia"] == []
    assert sorted(added) == [2, 3, 4, 4]
    assert st["players"][0]["hand"] == [["blue", 3]]
    assert frame(st)["t"] == "take" and pending(st) == 0


def test_sc01_without_strategist_loses():
    st, added = _sc01(False)
    assert [(t["c"], t["v"], t["up"]) for t in st["tokens"]["sanmatia"]] == [
        ("red", 3, True),
        ("red", 4, True),
    ]
    assert sorted(added) == [2, 4]
    assert st["players"][0]["dis"] == 0 and group(st, "sanmatia", 0) is None


def test_sc02_tie_loses():
    st = blank(3)
    put(st, 0, "abbasid", "pasha")
    put(st, 1, "abbasid", "sage")
    keep_busy(st, 0, 1, 2)
    token(st, "abbasid", "blue", 3)
    st["players"][0]["hand"] = [["blue", 3]]
    turn(st, 0)
    do(st, 0, "resolve abbasid", "commit blue 3", "fight")
    assert [(t["c"], t["v"], t["up"]) for t in st["tokens"]["abbasid"]] == [("blue", 3, True)]
    assert st["players"][0]["dis"] == 0 and group(st, "abbasid", 0) is None
    assert pending(st) == 1 and frame(st)["t"] == "fight"


def test_sc03_two_colours_split_over_two_contenders():
    st = blank(4)
    a, b, c, d = 0, 1, 2, 3
    put(st, b, "spice", "pasha", "sage")
    put(st, c, "spice", "pasha")
    put(st, d, "spice", "sage")
    keep_busy(st, a, b, c, d)
    token(st, "spice", "red", 2)
    token(st, "spice", "blue", 4)
    st["players"][b]["hand"] = [["blue", 2], ["blue", 3]]
    st["players"][c]["hand"] = [["red", 3]]
    turn(st, a)
    do(st, a, "resolve spice")
    assert "commit red 3" not in GAME.legal(st, b)
    do(st, b, "commit blue 2", "commit blue 3", "fight")
    assert [(t["c"], t["v"]) for t in st["tokens"]["spice"]] == [("red", 2)]
    assert st["players"][b]["dis"] == 0
    do(st, c, "commit red 3", "fight")
    assert st["tokens"]["spice"] == []
    assert pending(st) == c and frame(st)["left"] == 3
    do(st, c, "take spice", "take silk", "take note")
    assert pending(st) == d and frame(st)["left"] == 2
    do(st, d, "take spice", "take spice")
    assert frame(st)["t"] == "turn"


def test_sc04_dynamic_ranking_four_players():
    st = blank(4)
    e, f, g, h = 0, 1, 2, 3
    put(st, e, "silk", "pasha", "sage", "sage")
    put(st, f, "silk", "pasha")
    put(st, g, "silk", "merchant", "sage")
    put(st, h, "silk", "sage")
    keep_busy(st, e, f, g, h)
    token(st, "silk", "red", 3)
    st["players"][f]["hand"] = [["red", 2]]
    st["players"][g]["hand"] = [["red", 4]]
    turn(st, e)
    do(st, e, "resolve silk")
    assert GAME.legal(st, e) == ["flee"]
    do(st, e, "flee")
    assert st["players"][e]["dis"] == 2
    do(st, f, "commit red 2", "fight")
    assert st["players"][f]["dis"] == 0 and st["tokens"]["silk"][0]["v"] == 3
    do(st, g, "commit red 4", "fight")
    assert pending(st) == g and frame(st)["left"] == 3
    do(st, g, "take silk", "take silk", "take silk")
    assert pending(st) == h and frame(st)["left"] == 2  # originally 4th, now trades 2nd


def test_sc05_all_contenders_fail():
    st = blank(2)
    put(st, 0, "nilus", "pasha")
    put(st, 1, "nilus", "merchant")
    keep_busy(st, 0, 1, sector="silk")
    token(st, "nilus", "red", 4)
    turn(st, 0)
    do(st, 0, "resolve nilus", "flee")
    do(st, 1, "flee")
    assert st["players"][0]["dis"] == 2 and st["players"][1]["dis"] == 2
    assert [(t["c"], t["v"], t["up"]) for t in st["tokens"]["nilus"]] == [("red", 4, True)]
    assert st["stock"]["nilus"] == list(STOCK["nilus"])
    assert frame(st)["t"] == "turn" and "nilus" in st["resolved"]


# -- TV-15, TV-16, SC-08, SC-19: turn order ----------------------------------------------------------------


def test_tv15_skipping_player_without_pawns():
    st = blank(3)
    green = 0
    put(st, green, "sanmatia", "pasha")
    put(st, 1, "rashid", "pasha")
    keep_busy(st, 1, 2)
    put(st, 2, "silk", "sage")
    turn(st, green)
    do(st, green, "resolve sanmatia", "take metal", "take metal", "take metal")
    assert pending(st) == 1
    do(st, 1, "resolve rashid", "benevolence", "done", "take silk")
    assert pending(st) == 2
    do(st, 2, "resolve silk", "take silk", "take silk", "take silk")
    # next round (new order [1, 0, 2]): green has no pawn: skipped, no activation either
    assert st["order"] == [1, 0, 2]
    assert pending(st) == 1


def test_tv16_two_turns_in_a_row():
    st = blank(3)
    put(st, 2, "rashid", "pasha")
    keep_busy(st, 0, 1, 2)
    turn(st, 2)  # last of the round
    do(st, 2, "resolve rashid", "benevolence", "done", "take wood")
    assert st["pending_order"] is None and st["order"] == [2, 0, 1]
    assert pending(st) == 2 and frame(st)["t"] == "turn"


def test_sc08_benevolence_reorder():
    st = blank(5)
    a, b, c, d, e = range(5)
    put(st, e, "rashid", "pasha", "sage", "sage")
    put(st, a, "rashid", "pasha", "sage")
    put(st, d, "rashid", "pasha")
    keep_busy(st, a, b, c, d, e)
    keep_busy(st, e, sector="silk")
    keep_busy(st, e, sector="internum")
    goods(st, a, wood=1, ceramic=1)
    goods(st, d, wood=1, ceramic=1)
    turn(st, c)
    do(st, c, "resolve rashid")
    do(st, e, "benevolence", "done", "take silk")
    do(st, a, "benevolence", "title treasurer", "done", "pay wood ceramic", "take spice")
    do(st, d, "title quartermaster", "done", "pay wood ceramic", "take silk", "take silk")
    assert st["pending_order"] == [e, a, b, c, d]
    assert st["order"] == [a, b, c, d, e]
    assert pending(st) == d  # round k finishes in the old order
    do(st, d, "resolve nilus")
    while frame(st)["t"] == "take":
        s = pending(st)
        do(st, s, GAME.legal(st, s)[0])
    assert pending(st) == e
    do(st, e, "resolve silk")
    while frame(st)["t"] == "take":
        do(st, e, GAME.legal(st, e)[0])
    assert st["order"] == [e, a, b, c, d] and pending(st) == e  # e plays twice in a row


def test_sc19_last_sector_is_rashid():
    st = blank(3)
    v = 1
    put(st, v, "rashid", "pasha")
    st["crisis_deck"] = ["y4"]
    turn(st, v)
    do(st, v, "resolve rashid", "benevolence", "done", "take wood")
    assert st["year"] == 3 and st["order"] == [1, 0, 2]
    assert st["phase"] == "placement" and pending(st) == v


def test_tv16_benevolence_order_function():
    assert benevolence_order([0, 1, 2, 3, 4], [4, 0]) == [4, 0, 1, 2, 3]


# -- TV-17, TV-18, SC-06, SC-07, SC-20: palace payments ------------------------------------------------------


def test_tv17_benevolence_good_cannot_pay():
    st = blank(2)
    put(st, 0, "rashid", "pasha")
    keep_busy(st, 0, 1)
    goods(st, 0, wood=2)
    turn(st, 0)
    do(st, 0, "resolve rashid", "benevolence")
    assert "title treasurer" not in GAME.legal(st, 0)
    with pytest.raises(IllegalAction):
        GAME.apply(st, 0, "title treasurer")


def test_tv18_no_credit_note_on_service_or_favor():
    st = blank(2)
    put(st, 0, "traditions", "pasha")
    keep_busy(st, 0, 1)
    goods(st, 0, wood=1, ceramic=1, metal=1)  # 6 gold
    st["players"][0]["notes"] = 1
    turn(st, 0)
    do(st, 0, "resolve traditions", "service")  # 5
    legal = GAME.legal(st, 0)
    assert "favor" not in legal  # 5 + 2 = 7 > 6, the note cannot help
    assert not any(a.endswith("note") and not a.startswith("title") for a in legal)


def test_sc06_commerce_with_banker():
    st = blank(2)
    put(st, 0, "commerce", "pasha")
    keep_busy(st, 0, 1)
    pl = st["players"][0]
    pl["titles"].append("banker")
    pl["notes"] = 1
    goods(st, 0, wood=1, ceramic=1, metal=1, spice=1)
    turn(st, 0)
    do(st, 0, "resolve commerce", "service", "title hardwood_importer note", "done")
    assert frame(st)["cost"] == 10
    assert "pay wood ceramic metal spice" in GAME.legal(st, 0)
    do(st, 0, "pay wood ceramic metal spice")
    assert (
        pl["notes"] == 0 and pl["family"]["merchant"] == 1 and "hardwood_importer" in pl["titles"]
    )
    # the title can be activated later this year (D-07)
    do(st, 0, "use hardwood_importer")
    assert has(st, 0) == {"wood": 1}


def test_sc06_without_banker_and_treasurer_for_free():
    st = blank(2)
    put(st, 0, "commerce", "pasha")
    keep_busy(st, 0, 1)
    st["players"][0]["notes"] = 1
    goods(st, 0, wood=2, ceramic=2, metal=2, spice=1, silk=1)
    turn(st, 0)
    do(st, 0, "resolve commerce", "service", "title hardwood_importer note", "done")
    assert frame(st)["cost"] == 12
    st2 = blank(2)
    put(st2, 0, "rashid", "pasha")
    keep_busy(st2, 0, 1)
    st2["players"][0]["titles"].append("banker")
    st2["players"][0]["notes"] = 1
    turn(st2, 0)
    do(st2, 0, "resolve rashid", "title treasurer note", "done")
    assert st2["players"][0]["notes"] == 1 and "treasurer" in st2["players"][0]["titles"]


def test_sc07_rashid_payment_restriction():
    st = blank(2)
    put(st, 0, "rashid", "pasha")
    keep_busy(st, 0, 1)
    goods(st, 0, wood=1, ceramic=1)
    turn(st, 0)
    do(st, 0, "resolve rashid", "benevolence")
    legal = GAME.legal(st, 0)
    assert "title law_expert" not in legal and "title treasurer" in legal and "done" in legal
    st["players"][0]["notes"] = 1
    assert "title law_expert note" in GAME.legal(st, 0)
    do(st, 0, "title law_expert note", "done", "pay wood ceramic", "take silk")
    assert st["players"][0]["pi"] == 1 and has(st, 0) == {"silk": 1}


def test_sc20_guild_pass_and_limits():
    # (a) rank 3 at Military takes only the General favor
    st = blank(3)
    put(st, 0, "military", "pasha")
    put(st, 1, "military", "merchant")
    put(st, 2, "military", "sage")
    keep_busy(st, 0, 1, 2)
    goods(st, 2, wood=1)
    turn(st, 0)
    do(st, 0, "resolve military", "pass")
    do(st, 1, "pass")
    do(st, 2, "favor", "done", "give wood", "draw red")
    pl = st["players"][2]
    assert pl["goods"] == [0, 0, 0, 0, 0] and len(pl["hand"]) == 1 and pl["dis"] == 1
    # (b) rank 2 at Traditions with 6 sages: no sage service
    st = blank(2)
    put(st, 0, "traditions", "pasha")
    put(st, 1, "traditions", "sage")
    st["players"][1]["family"]["sage"] = 6
    keep_busy(st, 0, 1)
    goods(st, 1, wood=3, ceramic=3, metal=3, spice=3, silk=3)
    turn(st, 0)
    do(st, 0, "resolve traditions", "pass")
    assert "service" not in GAME.legal(st, 1)
    do(st, 1, "pass")
    assert st["players"][1]["dis"] == 1
    # (c) rank 2 at Politics with Loremaster: pasha service costs 10
    st = blank(2)
    put(st, 0, "politics", "pasha")
    put(st, 1, "politics", "sage")
    keep_busy(st, 0, 1)
    st["players"][1]["titles"].append("loremaster")
    goods(st, 1, wood=1, ceramic=1, metal=1, spice=1)
    turn(st, 0)
    do(st, 0, "resolve politics", "pass")
    do(st, 1, "service", "done")
    assert frame(st)["cost"] == 10


# -- SC-11, SC-12: moves -------------------------------------------------------------------------------------


def test_sc11_moved_pawn_position():
    st = blank(3)
    x, y, z = 0, 1, 2
    put(st, x, "nilus", "merchant")
    put(st, y, "nilus", "merchant", "sage")
    put(st, z, "sanmatia", "merchant")
    put(st, z, "intrigue", "pasha")
    keep_busy(st, x, y, z, sector="silk")
    turn(st, z)
    do(st, z, "resolve intrigue", "service", "done")
    do(st, z, "move sanmatia merchant", "move sanmatia merchant nilus")
    groups = st["sectors"]["nilus"]
    assert [s for s, _ in groups] == [x, y, z]
    assert strength(groups[2][1]) == 3
    assert ranking(st, "nilus") == [y, x, z]


def test_sc12_sage_only_delegation_through_plotter():
    st = blank(3)
    u, v, w = 0, 1, 2
    put(st, w, "rashid", "pasha", "sage")
    put(st, u, "rashid", "pasha")
    put(st, v, "rashid", "pasha")
    keep_busy(st, u, v, w)
    st["players"][w]["titles"].append("plotter")
    st["phase"] = "reserved"
    st["stack"] = []
    advance(st)
    assert pending(st) == w and frame(st)["t"] == "window"
    do(st, w, "move rashid pasha", "move rashid pasha politics")
    assert group(st, "rashid", w) == ["sage"]
    assert ranking(st, "rashid") == [u, v, w]
    assert pending(st) == u and frame(st)["t"] == "turn"
    do(st, u, "resolve rashid")
    do(st, u, "benevolence", "done", "take wood")
    do(st, v, "benevolence", "done", "take wood")
    assert st["players"][w]["dis"] == 2


# -- SC-14: Diplomat ---------------------------------------------------------------------------------------


def test_sc14_diplomat_placement_order():
    st = blank(3)
    a, b, c = 0, 1, 2
    st["players"][a]["pool"] = {"pasha": 1, "merchant": 1, "sage": 2}
    st["players"][b]["pool"] = {"pasha": 1, "merchant": 1, "sage": 2}
    st["players"][c]["pool"] = {"pasha": 1, "merchant": 1, "sage": 1}
    st["players"][a]["titles"].append("diplomat")
    st["phase"] = "setup"
    st["stack"] = []
    advance(st)
    assert pending(st) == a and frame(st)["t"] == "diplomat"
    do(st, a, "reserve pasha")
    seq = []
    while st["phase"] in ("placement", "reserved"):
        s = pending(st)
        seq.append(s)
        f = frame(st)
        if f["pawn"] is None:
            do(st, s, GAME.legal(st, s)[-1])
        do(
            st,
            s,
            next(
                x
                for x in GAME.legal(st, s)
                if x.endswith(" silk") or x.endswith(" spice") or x.endswith(" nilus")
            ),
        )
    assert seq == [a, b, c, a, b, c, a, b, c, b, a]
    assert group(st, "silk", a) is not None or True
    assert st["players"][a]["reserved"] is None


# -- SC-15 .. SC-18: titles and scoring ------------------------------------------------------------------------


def _rashid_title(st, seat, title, pay):
    put(st, seat, "rashid", "pasha")
    turn(st, seat)
    do(st, seat, "resolve rashid", f"title {title}", "done")
    if pay:
        do(st, seat, pay)


def test_sc15_monopolists():
    st = blank(2)
    keep_busy(st, 0, 1)
    goods(st, 0, wood=1, ceramic=1)
    _rashid_title(st, 0, "silk_monopolist", "pay wood ceramic")
    assert has(st, 0) == {"silk": 1}
    st["resolved"] = []
    goods(st, 0, wood=1, ceramic=1)
    _rashid_title(st, 0, "spice_monopolist", "pay wood ceramic")
    assert has(st, 0) == {"spice": 3, "silk": 1}


@pytest.mark.parametrize("pi,expected", [(6, 10), (5, 9), (4, 4)])
def test_sc16_aide_to_the_qadi(pi, expected):
    pl = {
        "family": {"pasha": 0, "merchant": 0, "sage": 0},
        "titles": ["aide_to_the_qadi"],
        "pi": pi,
        "dis": 0,
        "goods": [0] * 5,
    }
    b = breakdown(pl)
    assert b["influence"] + b["politics_titles"] == expected


def test_sc17_final_score():
    pl = {
        "family": {"pasha": 2, "merchant": 3, "sage": 4},
        "titles": [
            "strategist",
            "recruiter",
            "raider",
            "weapon_master",
            "economist",
            "treasurer",
            "alchemist",
        ],
        "pi": 7,
        "dis": 2,
        "goods": [0] * 5,
    }
    b = breakdown(pl)
    assert b["family"] == 16
    assert b["titles"] + b["politics_titles"] + b["caliph_titles"] == 14
    assert b["influence"] == 5 and b["dishonour"] == -4
    assert b["total"] == 31


def test_sc18_tie_break():
    def player(goods_):
        return {
            "family": {"pasha": 2, "merchant": 3, "sage": 4},
            "titles": [
                "strategist",
                "recruiter",
                "raider",
                "weapon_master",
                "economist",
                "treasurer",
                "alchemist",
            ],
            "pi": 7,
            "dis": 2,
            "goods": goods_,
        }

    y = player([1, 0, 0, 1, 2])
    z = player([0, 0, 4, 0, 0])
    res = final_result([z, y], order=[0, 1])
    assert res.scores == [31, 31] and res.ranks == [2, 1] and res.winners == [1]
    assert res.tiebreak[1]["wealth"] == 7 and res.tiebreak[0]["wealth"] == 4
    res = final_result([y, dict(y)], order=[1, 0])
    assert res.ranks == [2, 1]


# -- SC-21, SC-22 ---------------------------------------------------------------------------------------------


def test_sc21_negotiator():
    st = blank(2)
    keep_busy(st, 0, 1)
    token(st, "sanmatia", "red", 4)
    token(st, "sanmatia", "blue", 2)
    pl = st["players"][0]
    pl["titles"].append("negotiator")
    pl["hand"] = [["red", 2]]
    turn(st, 0)
    red_before = list(st["discard"]["red"])
    events = GAME.apply(st, 0, "use negotiator")
    events = GAME.apply(st, 0, "look sanmatia")
    assert "red 4" in events[0].for_seat(0) and "4" not in events[0].text
    do(st, 0, "remove red 4 with red 2")
    assert [(t["c"], t["v"], t["up"], t["known"]) for t in st["tokens"]["sanmatia"]] == [
        ("blue", 2, False, [0])
    ]
    assert st["discard"]["red"][len(red_before) :] == [4, 2]
    v0, v1 = GAME.view(st, 0), GAME.view(st, 1)
    san0 = next(c for c in v0["map"] if c["id"] == "sanmatia")
    san1 = next(c for c in v1["map"] if c["id"] == "sanmatia")
    assert san0["tokens"][0]["value"] == 2 and san1["tokens"][0]["value"] is None
    assert pl["used"] == ["negotiator"]


def test_sc22_crisis_accumulation_and_restocking():
    st = blank(3)
    st["year"] = 1
    token(st, "spice", "blue", 3, up=True)
    st["stock"]["silk"] = [1, 0, 1, 0, 0, 0]
    st["crisis_deck"] = ["y1", "y8"]
    st["players"][0]["titles"].append("smuggler")
    st["players"][0]["used"].append("smuggler")
    end_of_year(st)
    assert st["stock"]["silk"] == list(STOCK["silk"])
    assert st["players"][0]["used"] == []
    assert st["year"] == 2 and st["crisis"][-1] == "y8"
    assert [(t["c"], t["up"]) for t in st["tokens"]["silk"]] == [("red", False)]
    assert [(t["c"], t["v"], t["up"]) for t in st["tokens"]["spice"]][0] == ("blue", 3, True)
    assert [(t["c"], t["up"]) for t in st["tokens"]["spice"]][1] == ("red", False)
    assert [t["c"] for t in st["tokens"]["indianum"]] == ["blue"]
    assert [t["c"] for t in st["tokens"]["internum"]] == ["blue"]
