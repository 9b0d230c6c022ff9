"""Bad input: malformed text, illegal moves and out-of-turn actions change nothing."""

from __future__ import annotations

import pytest

from games.almadi import GAME
from games.almadi.kingdom import placement_cells
from games.core.errors import IllegalAction, MalformedAction, NotYourTurn, UnknownSeat

from .helpers import in_turn


def rejects(state, seat, action, error, match=None):
    before = GAME.state_hash(state)
    with pytest.raises(error, match=match) as info:
        GAME.apply(state, seat, action)
    assert GAME.state_hash(state) == before
    return info.value


def test_malformed():
    s = in_turn(3)
    seat = s.active
    for text in (
        "",
        "fly away",
        "take",
        "take two",
        "place 2",
        "place a b",
        "keep ch-01",
        "end",
        "ali c",
        "recruit xx-99",
        "objective zz-01",
        "move 2,1",
    ):
        err = rejects(s, seat, text, MalformedAction)
        assert err.allowed  # tells what is allowed


def test_illegal_with_reasons():
    s = in_turn(3)
    seat = s.active
    rejects(s, seat, "place 2 1", IllegalAction)  # still in the take step
    GAME.apply(s, seat, "take 2.1")
    p = s.players[seat]
    rejects(s, seat, "place 3 1", IllegalAction, "row 2")
    rejects(s, seat, "place 2 0", IllegalAction, "row 2 only|Column 0")
    far = max(c for _, c in placement_cells(p.cells, [2])) + 3
    rejects(s, seat, f"place 2 {far}", IllegalAction, "neighbour")
    rejects(s, seat, "place 2 0", IllegalAction, "Column 0")
    rejects(s, seat, "genie", IllegalAction)


def test_out_of_turn_and_unknown_seat():
    s = in_turn(3)
    other = next(x for x in range(3) if x != s.active)
    err = rejects(s, other, "take 1.1", NotYourTurn)
    assert "waiting for" in err.message
    rejects(s, 7, "take 1.1", UnknownSeat)


def test_after_game_over():
    from games.core.playout import play_random_game

    po = play_random_game(GAME, 2, "over")
    rejects(po.state, 0, "take 1.1", NotYourTurn, "over")


def test_describe_prompt_summary_rules():
    s = GAME.new(3, "texts", {"characters": True})
    seat = GAME.pending(s)[0]
    for a in GAME.legal(s, seat):
        assert GAME.describe(s, seat, a)
    assert "start" in GAME.prompt(s, seat).lower()
    assert GAME.summary(GAME.view(s, None))
    assert len(GAME.rules_summary()) < 1800
    from games.core.playout import play_random_game

    po = play_random_game(GAME, 3, "texts", {"characters": True})
    st = GAME.new(3, "texts", {"characters": True})
    for k, (seat, action) in enumerate(po.actions):
        if k % 5 == 0:
            for a in GAME.legal(st, seat):
                assert GAME.describe(st, seat, a) != ""
            assert GAME.prompt(st, seat)
            assert GAME.summary(GAME.view(st, seat))
        GAME.apply(st, seat, action)
    assert "Game over" in GAME.summary(GAME.view(st, None))
    assert GAME.stats(st)["scores"] == GAME.result(st).scores
    assert GAME.log(st, None)
