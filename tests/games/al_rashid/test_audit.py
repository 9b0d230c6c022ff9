"""Rules-audit scenarios: each test pins one discrepancy found between the engine and the spec."""

from __future__ import annotations

from games.al_rashid import GAME
from games.al_rashid.flow import advance, end_of_year
from games.al_rashid.state import group
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


def test_resolved_sectors_reset_at_end_of_year():
    """§9.5/§19: a sector counts as resolved only for the rest of *that* year; next year the
    Informer (§9.1) and the espionage Move (§12.4) may use it again and the view shows it open."""
    st = blank(2)
    st["year"] = 1
    st["resolved"] = ["nilus", "silk", "military"]
    st["crisis_deck"] = ["y4"]
    end_of_year(st)
    assert st["resolved"] == []
    assert not any(s["resolved"] for s in GAME.view(st, 0)["map"] + GAME.view(st, 0)["city"])
    # Informer window of year 2: the country resolved in year 1 is a legal destination
    st["stack"] = []
    st["phase"] = "reserved"
    st["players"][0]["titles"].append("informer")
    put(st, 0, "sanmatia", "merchant")
    keep_busy(st, 1, sector="politics")
    advance(st)
    assert pending(st) == 0
    do(st, 0, "move sanmatia merchant")
    assert "move sanmatia merchant nilus" in GAME.legal(st, 0)
    do(st, 0, "move sanmatia merchant nilus")
    assert group(st, "nilus", 0) == ["merchant"]


def _impostor_and_favorite(favor: str) -> dict:
    st = blank(2)
    put(st, 0, "intrigue", "pasha")
    keep_busy(st, 0, 1)
    goods(st, 0, wood=2, ceramic=1, spice=1, silk=1)  # 11: pays 7 and keeps one good
    turn(st, 0)
    do(st, 0, "resolve intrigue", "title impostor", f"favorite {favor}", "done")
    do(st, 0, "pay wood wood ceramic spice")
    assert has(st, 0) == {"silk": 1}
    return st


def test_pd15_player_orders_impostor_and_favorite_effects():
    """PD-15 / §12.2 step 4: the effects resolve in the order the player chooses. With one good
    left, Impostor's General/Vizier and the Favorite's copied General compete for it."""
    st = _impostor_and_favorite("general")
    assert GAME.legal(st, 0) == ["first title", "first favor"]
    do(st, 0, "first favor")
    assert frame(st)["t"] == "exchange" and frame(st)["kind"] == "general"
    do(st, 0, "give silk", "draw red")
    assert frame(st)["t"] == "impostor"
    assert GAME.legal(st, 0) == ["favor scholar", "favor qadi"]
    do(st, 0, "favor scholar", "favor qadi")
    pl = st["players"][0]
    assert len(pl["hand"]) == 1 and pl["notes"] == 1 and pl["pi"] == 1


def test_pd15_title_first_keeps_old_order():
    st = _impostor_and_favorite("vizier")
    do(st, 0, "first title")
    assert frame(st)["t"] == "impostor"
    do(st, 0, "favor qadi", "favor scholar")
    assert frame(st)["t"] == "exchange" and frame(st)["kind"] == "vizier"
    do(st, 0, "give silk", "take metal")
    assert has(st, 0) == {"metal": 1}


def test_pd15_no_order_prompt_when_order_cannot_matter():
    st = blank(2)
    put(st, 0, "intrigue", "pasha")
    keep_busy(st, 0, 1)
    goods(st, 0, wood=2, ceramic=1, spice=1, silk=1)
    turn(st, 0)
    do(st, 0, "resolve intrigue", "title impostor", "favorite qadi", "done")
    do(st, 0, GAME.legal(st, 0)[0])
    assert frame(st)["t"] == "impostor"


def test_c008_negotiator_chooses_face_up_or_face_down_token():
    """C008/D-27: the removed token is 'of your choice'. A face-up and a face-down token of the
    same colour and value are different choices (what stays hidden from the others)."""
    st = blank(2)
    keep_busy(st, 0, 1)
    token(st, "sanmatia", "red", 3, up=True)
    token(st, "sanmatia", "red", 3)
    pl = st["players"][0]
    pl["titles"].append("negotiator")
    pl["hand"] = [["red", 2]]
    turn(st, 0)
    do(st, 0, "use negotiator", "look sanmatia")
    legal = GAME.legal(st, 0)
    assert "remove red 3 with red 2" in legal and "remove red 3 up with red 2" in legal
    assert GAME.choices_are_public(st, 0) is False
    do(st, 0, "remove red 3 up with red 2")
    left = st["tokens"]["sanmatia"]
    assert [(t["c"], t["v"], t["up"]) for t in left] == [("red", 3, False)]
    view1 = next(c for c in GAME.view(st, 1)["map"] if c["id"] == "sanmatia")
    assert view1["tokens"] == [{"colour": "red", "face_up": False, "value": None}]


def test_c008_negotiator_plain_remove_takes_face_down_token():
    st = blank(2)
    keep_busy(st, 0, 1)
    token(st, "sanmatia", "red", 3, up=True)
    token(st, "sanmatia", "red", 3)
    pl = st["players"][0]
    pl["titles"].append("negotiator")
    pl["hand"] = [["red", 2]]
    turn(st, 0)
    do(st, 0, "use negotiator", "look sanmatia", "remove red 3 with red 2")
    assert [(t["c"], t["v"], t["up"]) for t in st["tokens"]["sanmatia"]] == [("red", 3, True)]
