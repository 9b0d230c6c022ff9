"""Response windows (§21.3): simultaneous answers applied clockwise from the actor's left,
the rules' default answers (``default_action``), nothing applied twice."""

from __future__ import annotations

import pytest

from games.agra import GAME
from games.core.errors import NotYourTurn

from .helpers import blank, goods, play, river, top


def follow_window(active: int = 2):
    s = blank(4, turn=active)
    s["merchant"], s["builder"] = "sandstone", "bricks"
    s["built"]["cloth"] = True
    for seat in range(4):
        goods(s, seat, cotton=2)
    play(s, active, "place cloth", "process 2")
    return s


def test_followers_answer_in_any_order_and_apply_clockwise():
    s = follow_window(active=2)
    assert GAME.pending(s) == [3, 0, 1]
    play(s, 1, "follow")
    assert GAME.pending(s) == [3, 0]
    assert s["players"][1]["stock"]["cloth"] == 0  # stored, not applied yet
    play(s, 3, "decline")
    play(s, 0, "follow")
    lines = [x for x in GAME.log(s, None) if "follow" in x][:3]
    assert lines == [
        "P4 does not follow.",
        "P1 follows: 1 cotton into cloth.",
        "P2 follows: 1 cotton into cloth.",
    ]
    assert [s["players"][i]["stock"]["cloth"] for i in range(4)] == [1, 1, 2, 0]
    assert s["players"][2]["fav"] == 2


def test_answers_are_private_until_applied():
    s = follow_window()
    play(s, 0, "follow")
    assert GAME.view(s, None)["decision"]["answered"] == [0]
    assert "your_answer" not in GAME.view(s, 1)["decision"]
    assert GAME.view(s, 0)["decision"]["your_answer"] == "follow"
    assert GAME.log(s, None)[-1] == "P1 answered."


def test_an_answer_is_never_applied_twice():
    s = follow_window()
    play(s, 0, "follow")
    before = GAME.state_hash(s)
    with pytest.raises(NotYourTurn):
        GAME.apply(s, 0, "follow")
    assert GAME.state_hash(s) == before
    play(s, 3, "follow")
    play(s, 1, "follow")
    assert s["players"][0]["stock"] == {**s["players"][0]["stock"], "cloth": 1, "cotton": 1}


def test_default_answer_is_decline_and_applies_like_a_move():
    s = follow_window()
    for seat in list(GAME.pending(s)):
        assert GAME.default_action(s, seat) == "decline"
        GAME.apply(s, seat, GAME.default_action(s, seat))
    assert all(s["players"][i]["stock"]["cloth"] == 0 for i in (0, 1, 3))
    assert GAME.pending(s) == [2] and s["players"][2]["fav"] == 0
    assert GAME.default_action(s, 2) is None  # the active player's own decision: its bot


def test_no_window_when_nothing_moved_or_nobody_holds_the_good():
    s = blank(4)
    s["merchant"], s["builder"] = "sandstone", "bricks"
    s["built"]["cloth"] = True
    goods(s, 0, cotton=2)
    goods(s, 1, cotton=1)
    play(s, 0, "place cloth", "process 0")
    assert GAME.pending(s) == [0] and top(s)["t"] == "turn"
    s = blank(4)
    s["merchant"], s["builder"] = "sandstone", "bricks"
    s["built"]["cloth"] = True
    goods(s, 0, cotton=2)
    play(s, 0, "place cloth", "process 2")
    assert GAME.pending(s) == [0]


def test_jagirdar_window_default_pass_and_delivery():
    s = blank(4)
    s["merchant"], s["builder"] = "sandstone", "bricks"
    river(s, "n2", "n5", boat=1)
    s["players"][3]["contracts"] = ["n10"]
    goods(s, 3, curry=1)
    goods(s, 0, paper=1)
    play(s, 0, "place sailor", "pay none", "give n5 paper", "done", "raise scholars")
    assert GAME.pending(s) == [3] and top(s)["t"] == "jag"
    assert GAME.default_action(s, 3) == "pass"
    f0 = s["players"][0]["fav"]
    play(s, 3, "give n2 curry")
    assert s["players"][0]["fav"] == f0 + 1
    assert top(s)["t"] == "infl" and top(s)["seat"] == 3
    assert GAME.default_action(s, 3) == "done"


def test_notable_won_outside_ones_turn_opens_a_window_for_the_winner():
    s = blank(4)
    s["merchant"], s["builder"] = "sandstone", "bricks"
    river(s, "n15", boat=2)
    s["river"][0]["slots"][0] = [1, 1]  # Ben's double delivery on bricks
    goods(s, 0, cement=1)
    play(s, 0, "place sailor", "pay none", "give n15 cement")
    assert "n15" in s["players"][1]["contracts"]
    assert GAME.pending(s) == [1] and top(s)["t"] == "mosaic"
    first = sorted(s["display"], key=lambda t: int(t[2:]))[0]
    assert GAME.default_action(s, 1) == f"tile {first}"
    play(s, 1, GAME.default_action(s, 1))
    assert first in s["players"][1]["tiles"] and GAME.pending(s) == [0]


def test_level_bonus_outside_ones_turn_defaults_to_favours():
    s = blank(4)
    s["merchant"], s["builder"] = "sandstone", "bricks"
    river(s, "n2", "n5", boat=1)
    s["players"][3]["contracts"] = ["n10"]
    s["players"][3]["infl"]["scholars"] = 2
    goods(s, 3, curry=1)
    goods(s, 0, paper=1)
    play(s, 0, "place sailor", "pay none", "give n5 paper", "done", "done")
    play(s, 3, "give n2 curry", "raise scholars")
    assert top(s)["t"] == "lvl" and GAME.pending(s) == [3]
    assert GAME.default_action(s, 3) == "favours"


def test_pontoon5_every_player_answers_at_once():
    s = blank(3)
    goods(s, 0, cotton=2)
    goods(s, 1, cotton=1)
    s["boat"], s["done_lvl"][3] = 4, 1
    s["stack"].append({"t": "boat"})
    from games.agra.rules import advance

    advance(s)
    assert sorted(GAME.pending(s)) == [0, 1, 2]
    play(s, 2, "take wood")
    play(s, 1, GAME.default_action(s, 1))
    play(s, 0, "take book")
    assert s["players"][1]["stock"]["cement"] == 1  # first value-2 good in canonical order
    assert s["players"][0]["stock"]["book"] == 1 and s["players"][2]["stock"]["wood"] == 1


def test_mujtahida_won_out_of_turn_builds_and_its_processing_can_be_followed():
    s = blank(4)
    s["merchant"], s["builder"] = "sandstone", "bricks"
    river(s, "n16", boat=5)  # (at pontoon 4 the boat would move on and open pontoon 5 too)
    s["river"][0]["slots"][0] = [1]
    s["river"][0]["slots"][1] = [1]
    goods(s, 0, planks=1, sandstone=1)
    goods(s, 1, sandstone=2)
    goods(s, 3, sandstone=1)
    play(s, 0, "place sailor", "pay none", "give n16 planks")
    assert "n16" in s["players"][1]["contracts"] and s["built"]["cement"]
    assert GAME.pending(s) == [1] and top(s)["t"] == "bonus"
    assert GAME.default_action(s, 1) == "bonus cb2-1"
    play(s, 1, "bonus cb2-4")
    assert s["spaces"]["cement"] == [1, True] and top(s)["t"] == "proc"
    assert GAME.default_action(s, 1) == "process 0"
    play(s, 1, "process 2")
    assert GAME.pending(s) == [3, 0]  # clockwise from the winner's left; the active player too
    assert GAME.default_action(s, 0) == "decline"
    play(s, 0, "follow")
    play(s, 3, GAME.default_action(s, 3))
    assert s["players"][0]["stock"]["cement"] == 1 and s["players"][1]["fav"] == 1 + 1
    assert GAME.pending(s) == [0] and top(s)["t"] == "sail"
