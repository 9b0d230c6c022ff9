"""Setup, the effects, step 2 and the view shape."""

from __future__ import annotations

import pytest

from games.almadi import GAME
from games.almadi import rules as R
from games.almadi.data import MOSAICS, STALLS

from .helpers import in_turn, set_turn


def test_setup_quantities():
    for n, per_type, cards, objectives, dealt in (
        (2, 10, 14, 5, 4),
        (3, 14, 21, 6, 3),
        (4, 18, 28, 7, 3),
        (5, 22, 32, 8, 3),
    ):
        s = GAME.new(n, f"q{n}", {"characters": True})
        assert len(s.pile) == 4 * per_type - 8 and sum(t is not None for t in s.board) == 8
        assert len(s.mosaic_pile) == cards and len(s.stall_pile) == cards
        assert len(s.table_objectives) == objectives and s.reserve == 30
        colours = sorted(o[:2] for o in s.table_objectives)
        assert colours.count("gr") == n - 1
        assert all(len(p.dealt) == dealt for p in s.players)


def test_start_tiles_reverse_order_then_keep():
    s = GAME.new(3, "st", {"characters": True})
    assert s.phase == "setup_start"
    seen = []
    while s.phase == "setup_start":
        (seat,) = GAME.pending(s)
        seen.append(seat)
        assert GAME.legal(s, seat) == [f"start {x}" for x in s.start_available]
        GAME.apply(s, seat, GAME.legal(s, seat)[-1])
    assert seen == list(reversed(s.order))
    assert s.phase == "setup_keep" and sorted(GAME.pending(s)) == [0, 1, 2]
    assert len(GAME.legal(s, 0)) == 3  # 2 of 3
    for seat in range(3):
        GAME.apply(s, seat, GAME.legal(s, seat)[0])
    assert s.phase == "turn" and s.active == s.order[0]
    assert len(s.market) == 3 and all(len(p.hand) == 2 for p in s.players)


def test_two_player_keep_two_of_four():
    s = GAME.new(2, "k2", {"characters": True, "start_tiles": "random"})
    assert len(GAME.legal(s, 0)) == 6


@pytest.mark.parametrize(
    ("item", "check"),
    [
        ("hammer", lambda s, p, top: p.mosaics == [top["m"]]),
        ("stall", lambda s, p, top: p.stalls == [top["s"]]),
        ("ruby", lambda s, p, top: p.rubies == 1 and s.reserve == 29),
    ],
)
def test_simple_effects(item, check):
    s = in_turn(2)
    seat = s.active
    p = s.players[seat]
    set_turn(s, seat, step="pool")
    s.turn.pool[item] = 2
    top = {"m": s.mosaic_pile[0], "s": s.stall_pile[0]}
    GAME.apply(s, seat, item)
    assert check(s, p, top)
    assert s.turn.pool[item] == 1


def test_effects_on_empty_supply_do_nothing():
    s = in_turn(2)
    seat = s.active
    p = s.players[seat]
    set_turn(s, seat, step="pool")
    s.turn.pool.update(hammer=1, stall=1, ruby=1, moon=1, genie=0)
    s.mosaic_pile, s.stall_pile, s.reserve, s.table_objectives = [], [], 0, []
    for item in ("hammer", "stall", "ruby"):
        GAME.apply(s, seat, item)
    assert (p.mosaics, p.stalls, p.rubies) == ([], [], 0)
    GAME.apply(s, seat, "moon")
    assert not p.objectives and s.active != seat


def test_moon_choice_and_skip():
    s = in_turn(2)
    seat = s.active
    set_turn(s, seat, step="pool")
    s.turn.pool["moon"] = 1
    s.turn.pool["hammer"] = 1
    GAME.apply(s, seat, "moon")
    legal = GAME.legal(s, seat)
    assert legal == [f"objective {o}" for o in s.table_objectives] + ["skip"]
    GAME.apply(s, seat, "skip")
    assert s.turn.step == "pool" and s.turn.pool["moon"] == 0


def test_done_discards_and_refills():
    s = in_turn(2)
    seat = s.active
    GAME.apply(s, seat, "take 3.2")
    set_turn(s, seat, step="pool", taken=5, emptied=5)
    s.turn.pool["ruby"] = 3
    top = s.pile[0]
    GAME.apply(s, seat, "done")
    assert s.board[5] == top and s.players[seat].rubies == 0 and s.active != seat


def test_genie_chain_activations_counted_once_per_event():
    from .test_vectors import tv07

    s, seat, p = tv07()
    assert s.turn.genie_activated and s.turn.pool["genie"] == 1


def test_genie_without_legal_move_has_no_effect():
    s = in_turn(2)
    seat = s.active
    set_turn(s, seat, step="pool")
    s.turn.pool["genie"] = 1
    s.turn.pool["ruby"] = 1
    events = GAME.apply(s, seat, "genie")  # only start landscapes: nothing can move
    assert "no legal move" in events[0].text and s.turn.step == "pool"


def test_view_shape():
    s = GAME.new(4, "shape", {"characters": True})
    v = GAME.view(s, 1)
    for key in (
        "game",
        "version",
        "viewer",
        "seats",
        "options",
        "phase",
        "step",
        "active",
        "turn",
        "turns_total",
        "order",
        "pending",
        "board",
        "pile",
        "mosaics",
        "stalls",
        "reserve",
        "table_objectives",
        "market",
        "start_tiles_available",
        "turn_state",
        "players",
        "private",
        "result",
    ):
        assert key in v
    assert v["game"] == "almadi" and v["viewer"] == 1 and len(v["board"]) == 8
    assert v["board"][0]["slot"] == "1.1" and set(v["board"][0]["tile"]["sides"]) == {
        "U",
        "R",
        "D",
        "L",
    }
    assert set(v["turn_state"]["pool"]) == {"genie", "hammer", "stall", "moon", "ruby"}
    assert v["mosaics"]["top"] in MOSAICS.values()
    assert tuple(v["stalls"]["top"]) in STALLS.values()
    po_state = in_turn(2)
    GAME.apply(po_state, po_state.active, "take 1.1")
    GAME.apply(po_state, po_state.active, "place 1 1")
    v = GAME.view(po_state, None)
    cells = v["players"][po_state.order[0]]["cells"]
    assert any(c["start"] for c in cells) and all("live" in c for c in cells)
    assert R.pending(po_state) == v["pending"]
