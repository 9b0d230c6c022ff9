"""Secrecy by perturbation: two states differing only in one hidden thing (an objective, a card
in hand, a deck's order, the RNG seed, hidden gold) must look exactly the same to every other
seat and to spectators: views, logs, pending seats, public choice lists, labels, prompts,
summaries, the next action's public event texts and the public image."""

from __future__ import annotations

import json
import random

import pytest

from games.emira import GAME
from games.emira.bots import CarefulRandomBot
from games.emira.data import EVENTS, OBJECTIVES

from .helpers import blank


def perturbations(st: dict, x: int, rng: random.Random) -> dict[str, dict]:
    """Copies of ``st`` that differ from it only in one secret of seat ``x`` (or a deck)."""
    out: dict[str, dict] = {}
    p = st["players"][x]
    other = GAME.copy(st)
    others = [o for o in OBJECTIVES if o.startswith(f"{st['n']}-") and o != p["obj"]]
    other["players"][x]["obj"] = rng.choice(others)
    out["objective"] = other
    for key in ("hand", "look", "dealt"):
        if p[key]:
            other = GAME.copy(st)
            cards = other["players"][x][key]
            cards[0] = next(e for e in sorted(EVENTS) if e != cards[0] and e != "restoration")
            out[key] = other
    looking = st["stack"][-1]["t"] if st["stack"] else None
    seen = {"emira": ("chm", "court"), "status_deck": ("orders", "noble"), "events": ()}
    for deck in ("emira", "status_deck", "events"):
        if len(set(st[deck])) > 1 and looking not in seen[deck]:  # the looker sees it
            other = GAME.copy(st)
            while other[deck] == st[deck]:
                rng.shuffle(other[deck])
            out[deck] = other
    other = GAME.copy(st)
    other["rng"]["seed"] += "-other"
    out["seed"] = other
    if "noor" not in p["pal"]:
        other = GAME.copy(st)
        other["players"][x]["gold"] += 10 * rng.randint(1, 30)
        out["gold"] = other
    return out


def public_face(st: dict, x: int) -> dict:
    """Everything seats other than ``x`` and spectators may see."""
    face: dict = {"pending": GAME.pending(st)}
    for viewer in [None] + [s for s in range(st["n"]) if s != x]:
        view = GAME.view(st, viewer)
        face[f"view{viewer}"] = json.dumps(view, sort_keys=True)
        face[f"log{viewer}"] = GAME.log(st, viewer)
        face[f"summary{viewer}"] = (GAME.summary(view), GAME.headline(view))
        face[f"private{viewer}"] = GAME.private_summary(view)
    for seat in range(st["n"]):
        if seat == x:
            face[f"public{seat}"] = GAME.choices_are_public(st, seat)
            if GAME.choices_are_public(st, seat):
                face[f"legal{seat}"] = GAME.legal(st, seat)
            continue
        legal = GAME.legal(st, seat)
        face[f"legal{seat}"] = legal
        face[f"describe{seat}"] = [GAME.describe(st, seat, a) for a in legal]
        face[f"prompt{seat}"] = GAME.prompt(st, seat)
        spec = GAME.numeric(st, seat)
        face[f"numeric{seat}"] = spec.to_json() if spec else None
    return face


def check_position(st: dict, rng: random.Random, next_action: tuple[int, str] | None) -> int:
    checked = 0
    for x in range(st["n"]):
        base = public_face(st, x)
        for what, other in perturbations(st, x, rng).items():
            assert public_face(other, x) == base, (what, x)
            checked += 1
            if what == "hand" and next_action and next_action[0] != x:
                seat, action = next_action
                a, b = GAME.copy(st), GAME.copy(other)
                ea = GAME.apply(a, seat, action)
                eb = GAME.apply(b, seat, action)
                assert [e.text for e in ea] == [e.text for e in eb]
                assert public_face(a, x) == public_face(b, x)
    return checked


@pytest.mark.slow
@pytest.mark.parametrize(("n", "advanced"), [(3, False), (4, True), (5, False)])
def test_perturbed_secrets_look_the_same_to_everyone_else(n: int, advanced: bool):
    """Every 15th position of a whole game (a face is every view, log, prompt and legal list of
    every other seat: dear), each seat's secrets perturbed in turn."""
    checked = 0
    rng = random.Random(f"sec{n}")
    st = GAME.new(n, f"sec{n}", {"advanced": advanced})
    bots = [CarefulRandomBot(f"s{n}{s}") for s in range(n)]
    step = 0
    while not GAME.is_over(st) and step < 900:
        seat = next(s for s in GAME.pending(st) if GAME.legal(st, s))
        action = bots[seat].choose(GAME, st, seat)
        if step % 15 == 0:
            checked += check_position(st, rng, (seat, action))
        GAME.apply(st, seat, action)
        step += 1
    assert checked > 80


def test_public_image_ignores_secrets():
    from renderers import render_png

    st = GAME.new(4, "img", {"advanced": True})
    bots = [CarefulRandomBot(f"i{s}") for s in range(4)]
    for _ in range(120):
        seat = next(s for s in GAME.pending(st) if GAME.legal(st, s))
        GAME.apply(st, seat, bots[seat].choose(GAME, st, seat))
    names = [f"P{i}" for i in range(4)]
    base = render_png(GAME.view(st, None), names)
    rng = random.Random(1)
    for what, other in perturbations(st, 2, rng).items():
        assert render_png(GAME.view(other, None), names) == base, what
        assert render_png(GAME.view(other, 1), names) == render_png(GAME.view(st, 1), names)


def test_private_looks_stay_private():
    st = blank()
    st["players"][0]["hand"] = ["court-influence"]
    st["emira"][:3] = ["noor", "sidi", "layla"]
    st["stack"] = [{"t": "event", "seat": 0}]
    events = GAME.apply(st, 0, "play court-influence")
    assert not GAME.choices_are_public(st, 0)
    assert "order layla noor sidi" in GAME.legal(st, 0)
    events = GAME.apply(st, 0, "order layla noor sidi")
    public = " ".join(e.text for e in events)
    assert "Layla" not in public and "Noor" not in public
    assert "Layla" in events[0].for_seat(0)
    assert "Layla" in GAME.view(st, 0)["private"]["seen"][-1]
    for viewer in (None, 1, 2, 3):
        blob = json.dumps(GAME.view(st, viewer))
        assert "Court Influence: top" not in blob


def test_gold_is_secret_unless_noor():
    st = blank()
    view = GAME.view(st, 1)
    assert view["players"][0]["gold"] is None and view["players"][1]["gold"] == 800
    st["players"][0]["pal"].append("noor")
    assert GAME.view(st, None)["players"][0]["gold"] == 800
