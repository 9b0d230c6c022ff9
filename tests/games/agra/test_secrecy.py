"""Secrecy by perturbation (§21.1): a second state differing only in one secret — a rupee total,
the favour-tile pile order, the RNG seed — gives every other seat and the spectator exactly the
same views, log, pending seats, public legal lists, prompts, event texts and summaries."""

from __future__ import annotations

import json

import pytest

from games.agra import GAME
from games.agra.bots import HeuristicBot
from games.core.playout import next_actor


def positions(seats: int, seed: str, every: int = 7):
    st = GAME.new(seats, seed)
    bots = [HeuristicBot(f"{seed}{s}", explore=0.2) for s in range(seats)]
    i = 0
    while not GAME.is_over(st):
        seat = next_actor(GAME, st)
        action = bots[seat].choose(GAME, st, seat)
        if i % every == 0:
            yield st, seat, action
        GAME.apply(st, seat, action)
        i += 1


def perturb(st, kind: str, seat: int):
    other = GAME.copy(st)
    if kind == "rupees":
        other["players"][seat]["rupees"] += 7
    elif kind == "pile":
        other["pile"] = list(reversed(other["pile"]))
    else:
        other["rng"]["seed"] = other["rng"]["seed"] + "-other"
    return other


def observers(st, kind: str, seat: int) -> list[int | None]:
    """Who must not notice: everyone but the rupee owner (all seats for the pile and seed)."""
    seats = [s for s in range(st["n"]) if kind != "rupees" or s != seat]
    return [None, *seats]


def same_for(a, b, viewer) -> None:
    va, vb = GAME.view(a, viewer), GAME.view(b, viewer)
    assert json.dumps(va, sort_keys=True) == json.dumps(vb, sort_keys=True)
    assert GAME.log(a, viewer) == GAME.log(b, viewer)
    assert GAME.summary(va) == GAME.summary(vb)
    assert GAME.headline(va) == GAME.headline(vb)
    assert GAME.private_summary(va) == GAME.private_summary(vb)


@pytest.mark.parametrize("kind", ["rupees", "pile", "seed"])
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_one_secret_changes_nothing_others_see(kind, seats):
    checked = 0
    for st, actor, action in positions(seats, f"sec-{kind}-{seats}"):
        secret_seat = (actor + 1) % seats if kind == "rupees" and checked % 2 else actor
        other = perturb(st, kind, secret_seat)
        assert GAME.pending(st) == GAME.pending(other)
        for viewer in observers(st, kind, secret_seat):
            same_for(st, other, viewer)
        for s in range(seats):
            if kind == "rupees" and s == secret_seat and not GAME.choices_are_public(st, s):
                continue  # the seat's own private list may depend on its own rupees
            assert GAME.legal(st, s) == GAME.legal(other, s)
            assert GAME.prompt(st, s) == GAME.prompt(other, s)
            assert GAME.choices_are_public(st, s) == GAME.choices_are_public(other, s)
        # future die rolls and pile draws are public once they happen: only a rupee total must
        # leave the outcome of the next move unchanged
        if kind == "rupees" and action in GAME.legal(other, actor):
            done = GAME.copy(st)
            ea = GAME.apply(done, actor, action)
            eb = GAME.apply(other, actor, action)
            if GAME.is_over(done):
                continue  # final scoring reveals every total (§18)
            assert [e.text for e in ea] == [e.text for e in eb]
            for viewer in observers(st, kind, secret_seat):
                assert [e.for_seat(viewer) for e in ea] == [e.for_seat(viewer) for e in eb]
        checked += 1
    assert checked > 20


def test_rupees_hidden_until_the_end_and_shown_to_their_owner():
    st = GAME.new(3, "own")
    st["players"][1]["rupees"] = 13
    assert GAME.view(st, 1)["players"][1]["rupees"] == 13
    assert "13" in GAME.private_summary(GAME.view(st, 1))
    for viewer in (None, 0, 2):
        players = GAME.view(st, viewer)["players"]
        assert all(p["rupees"] is None for p in players if p["seat"] != viewer)
        assert GAME.private_summary(GAME.view(st, viewer)) in ("", None) or "13" not in (
            GAME.private_summary(GAME.view(st, viewer))
        )
    blob = json.dumps(GAME.view(st, None))
    assert '"seed"' not in blob and '"counter"' not in blob and '"pile": [' not in blob


def test_private_amounts_in_events():
    """A rupee gain is told to its owner with the amount and total, to others without."""
    for st, actor, action in positions(2, "amounts", every=1):
        events = GAME.apply(GAME.copy(st), actor, action)
        for e in events:
            if "gains rupees" in e.text:
                assert any(ch.isdigit() for ch in e.for_seat(actor))
                assert not any(ch.isdigit() for ch in e.text.split(" ", 1)[1].split("(")[0])
                return
    pytest.fail("no rupee gain seen")


def test_placement_lists_are_private_only_when_they_depend_on_rupees():
    st = GAME.new(2, "pub")
    seat = GAME.pending(st)[0]
    assert GAME.choices_are_public(st, seat)  # no worker on the board yet
    st["spaces"]["trader"] = [seat, False]
    assert not GAME.choices_are_public(st, seat)  # peonage affordability = the secret total
    st["players"][seat]["tiles"], st["players"][seat]["fav"] = ["ft14"], 3
    assert GAME.choices_are_public(st, seat)  # FT14 can pay any peonage
    poor, rich = GAME.copy(st), GAME.copy(st)
    poor["players"][seat]["rupees"], rich["players"][seat]["rupees"] = 0, 30
    assert GAME.legal(poor, seat) == GAME.legal(rich, seat)
