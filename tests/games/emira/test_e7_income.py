"""Emira rulings E-7 (gold breaks a tie between simultaneous winners in the advanced game, 8.3)
and E-11 (the base income is a game option)."""

from __future__ import annotations

import pytest

from games.emira import GAME
from games.emira.rules import fulfils, primary_score, secondary_score_half
from games.emira.state import income
from games.emira.upkeep import finish

from .helpers import A, B, C, blank, give, run_from, texts


def _twins(advanced: bool, gold_a: int, gold_b: int) -> dict:
    """A and B both fulfil their objective this round with the same score and secondary score
    (four princesses each, the same objective, no markers, sections or camels)."""
    st = blank(n=5, advanced=advanced, rnd=9)
    for s in range(5):
        st["players"][s]["sections"] = 6
        st["players"][s]["gold"] = 5000
    st["players"][A]["obj"] = st["players"][B]["obj"] = "5-1"
    give(st, A, "noor", "hind", "malika", "asima")
    give(st, B, "anisah", "nibal", "thara", "raidah")
    st["players"][A]["gold"], st["players"][B]["gold"] = gold_a, gold_b
    return st


def _settle(st: dict) -> None:
    """Upkeep paid: close the round with the claims as they stand (gold already set)."""
    claims = {s: fulfils(st, s) for s in (A, B)}
    assert all(c is not None for c in claims.values())
    finish(st, claims, "victory")


def test_advanced_simultaneous_winners_tied_on_score_richer_wins() -> None:
    st = _twins(advanced=True, gold_a=900, gold_b=400)
    assert primary_score(st, A) == primary_score(st, B)
    assert secondary_score_half(st, A) == secondary_score_half(st, B)
    _settle(st)
    res = GAME.result(st)
    assert res.winners == [A] and res.ranks[B] == 2
    assert any("more gold" in n for n in res.notes)


def test_advanced_simultaneous_winners_tied_on_gold_too_share_a_draw() -> None:
    st = _twins(advanced=True, gold_a=700, gold_b=700)
    _settle(st)
    assert GAME.result(st).winners == [A, B]


def test_basic_simultaneous_winners_share_a_draw_whatever_their_gold() -> None:
    st = _twins(advanced=False, gold_a=900, gold_b=400)
    _settle(st)
    assert GAME.result(st).winners == [A, B]


def test_the_round_end_uses_gold_for_simultaneous_claims() -> None:
    """Through the real round end (upkeep paid, then the claims)."""
    st = _twins(advanced=True, gold_a=5000, gold_b=4000)
    run_from(st, "end")
    assert GAME.is_over(st)
    assert GAME.result(st).winners == [A] and "Victory: P1" in texts(st)[-1]


@pytest.mark.parametrize("base", [100, 150])
def test_base_income_is_an_option(base: int) -> None:
    st = GAME.new(3, "income", {"base_income": base})
    black = [s for s, p in enumerate(st["players"]) if p["colour"] == "black"]
    for s in range(3):
        assert income(st, s) == base + (income(st, s) - base if s in black else 0)
    plain = next(s for s in range(3) if s not in black)
    assert income(st, plain) == base


def test_default_base_income_keeps_the_state_as_before() -> None:
    """States stored before the option existed have no ``base_income``: the same game."""
    assert "base_income" not in GAME.new(4, "same")["opts"]
    assert GAME.state_hash(GAME.new(4, "same")) == GAME.state_hash(
        GAME.new(4, "same", {"base_income": 100})
    )
    assert income(GAME.new(4, "same"), C) in (100, 100 + 50, 100 + 100, 100 + 200)


def test_bad_base_income_is_refused() -> None:
    with pytest.raises(ValueError, match="base_income must be one of"):
        GAME.new(3, "x", {"base_income": 120})
