"""Views: what one seat (or a spectator) may know. Hidden information is removed HERE only.

Hidden: objectives (until their owner wins, or all at the end with ``reveal_objectives``), event
hands (their size is public), cards seen privately (buying events, Changing Her Mind, Court
Influence, New Orders, Bazaar/Noble Merchandise choices), every deck's order, the RNG, and gold
(D-45: public only while Noor lives with the sheik; compared values appear in event texts).

Shape (plain JSON)::

    {"game": "emira", "version", "viewer", "seats", "round", "first", "phase", "step",
     "advanced", "three_players", "pending": [seat], "decision": {"kind", "seats"} | None,
     "inplay": [card], "waiting": [card], "undecided": [card], "removed": [card names],
     "decks": {"emira", "status", "events", "discard"}, "bag": {marker: n},
     "board": {"status": price | None, "status_points", "appearance": marker | None,
               "section", "camel", "small", "large": bool},
     "supply": {"camel", "section", "small", "large"}, "symbols": [..], "delayed": [event ids],
     "auction": {"starter", "high", "bidder", "out": [seat], "turn", "remaining": [seat]} | None,
     "xenia": {"holder", "markers", "gift_round"} | None,
     "players": [{"seat", "label", "colour", "gold": n | None, "gold_public", "hand": n,
                  "appearance", "markers": {beauty, manners, dress}, "lent": {beauty, manners},
                  "sets", "good_looking", "status", "status_cards": [price], "singing",
                  "acting", "palace" (value, may end in .5), "sections", "track", "capacity",
                  "camels", "camel_rate", "caravans": [{"size","speed","remaining"}],
                  "princesses": [card], "kept": [event ids], "frozen", "suleika",
                  "upkeep", "objective": {...} | None, "won": bool}],
     "private": None | {"seat", "objective": {"id", "text", "slots", "words"}, "hand": [event],
                        "look": [event], "dealt": [event], "seen": [text], "gold",
                        "seen_msgs", "looking", "looking_msgs": the looks as texts and
                        as catalogue messages},
     "result": Result | None}

card = {"id", "name", "prefs": [pref, pref|None], "swapped", "talents", "ability", "text",
        "upkeep"}; event = {"id", "name", "symbol", "timing", "text"}.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from games.core.flow import frame_seats
from games.emira.data import (
    EMIRA,
    EVENTS,
    MARKERS,
    OBJECTIVE_TEXT,
    OBJECTIVES,
    VERSION,
    status_points,
)
from games.emira.glossary import objective_msg
from games.emira.state import (
    State,
    appearance,
    camel_rate,
    capacity,
    gold_public,
    label,
    marker_counts,
    palace_half,
    prefs,
    sets,
    shown,
    status,
    upkeep_due,
    upkeep_of,
)


def card_view(state: State, card: str) -> dict[str, Any]:
    name, _, _, talents, ability, text = EMIRA[card]
    p1, p2 = prefs(state, card)
    return {
        "id": card,
        "name": name,
        "prefs": [p1, p2],
        "swapped": card in state["swapped"],
        "talents": list(talents),
        "ability": ability,
        "text": text,
        "upkeep": upkeep_of(card),
    }


def event_view(card: str) -> dict[str, Any]:
    name, symbol, timing, text = EVENTS[card]
    return {"id": card, "name": name, "symbol": symbol, "timing": timing, "text": text}


def objective_view(obj: str) -> dict[str, Any]:
    """An objective card: its id, formula, accepted letters and its words as a catalogue
    message (:func:`games.emira.glossary.objective_msg`), worded in the reader's language."""
    words = OBJECTIVE_WORDS[obj]
    return {"id": obj, "text": OBJECTIVE_TEXT[obj], "slots": list(OBJECTIVES[obj]), "words": words}


# each objective's words as plain JSON (lists, as a stored view reads), made once: views share
# them read-only
OBJECTIVE_WORDS = {o: json.loads(json.dumps(objective_msg(o))) for o in OBJECTIVES}


def _auction(state: State) -> dict[str, Any] | None:
    frame = next((f for f in reversed(state["stack"]) if f["t"] == "auctions"), None)
    if frame is None:
        return None
    cur = frame["cur"] or {}
    return {
        "starter": cur.get("starter"),
        "high": cur.get("high", 0),
        "bidder": cur.get("bidder"),
        "out": list(cur.get("out", [])),
        "turn": cur.get("turn"),
        "remaining": list(frame["rem"]),
    }


def decision(state: State) -> dict[str, Any] | None:
    from games.emira.flow import FLOW

    if not state["stack"] or FLOW.is_auto(state["stack"][-1]):
        return None
    f = state["stack"][-1]
    return {"kind": f["t"], "seats": frame_seats(f)}


def player_view(state: State, s: int, viewer: int | None) -> dict[str, Any]:
    p = state["players"][s]
    counts = marker_counts(state, s)
    see_gold = viewer == s or gold_public(state, s)
    revealed = s in state.get("revealed", []) or p["won"] is not None
    return {
        "seat": s,
        "label": label(s),
        "colour": p["colour"],
        "gold": p["gold"] if see_gold else None,
        "gold_public": gold_public(state, s),
        "hand": len(p["hand"]),
        "appearance": appearance(state, s),
        "markers": counts,
        "lent": {"beauty": "nadia" in p["pal"], "manners": "layla" in p["pal"]},
        "sets": sets(state, s),
        "good_looking": p["gl"],
        "status": status(state, s),
        "status_cards": [[c, status_points(c)] for c in p["status"]],
        "singing": "halimah" in p["pal"],
        "acting": "rasha" in p["pal"],
        "palace": shown("palace", palace_half(state, s)),
        "sections": p["sections"],
        "track": p["track"],
        "capacity": capacity(state, s),
        "camels": p["camels"],
        "camel_rate": camel_rate(state, s),
        "caravans": [{"size": c[0], "speed": c[1], "remaining": c[2]} for c in p["caravans"]],
        "princesses": [card_view(state, c) for c in p["pal"]],
        "kept": list(p["kept"]),
        "frozen": p["frozen"] == state["round"] and "hind" in p["pal"],
        "suleika": p["suleika"],
        "upkeep": upkeep_due(state, s),
        "objective": objective_view(p["obj"]) if revealed else None,
        "won": p["won"] is not None,
        "proof": p["won"],
    }


def build_view(state: State, viewer: int | None) -> dict[str, Any]:
    top = state["stack"][-1] if state["stack"] else None
    pending = frame_seats(top) if top and "t" in top and top["t"] not in ("round",) else []
    b = state["board"]
    view: dict[str, Any] = {
        "game": "emira",
        "version": VERSION,
        "viewer": viewer,
        "seats": state["n"],
        "round": state["round"],
        "first": state["first"],
        "phase": state["phase"],
        "step": state["step"],
        "advanced": bool(state["opts"]["advanced"]),
        "three_players": state["n"] == 3,
        "pending": pending,
        "decision": decision(state),
        "inplay": [card_view(state, c) for c in state["inplay"]],
        "waiting": [card_view(state, c) for c in state["waiting"]],
        "undecided": [card_view(state, c) for c in state["undecided"]],
        "removed": [EMIRA[c][0] for c in state["removed"]],
        "decks": {
            "emira": len(state["emira"]),
            "status": len(state["status_deck"]),
            "events": len(state["events"]),
            "discard": len(state["discard"]),
        },
        "bag": dict(state["bag"]),
        "board": {
            "status": b["status"],
            "status_points": status_points(b["status"]) if b["status"] is not None else None,
            "appearance": b["appearance"],
            "section": b["section"],
            "camel": b["camel"],
            "small": b["small"],
            "large": b["large"],
        },
        "supply": dict(state["supply"]),
        "symbols": list(state["symbols"]),
        "delayed": list(state["delayed"]),
        "auction": _auction(state),
        "xenia": _xenia(state),
        "players": [player_view(state, s, viewer) for s in range(state["n"])],
        "private": None,
        "result": state["result"],
    }
    if viewer is not None:
        view["private"] = _private(state, viewer)
    return view


def build_views(state: State, seats: Sequence[int | None]) -> list[dict[str, Any]]:
    """The views of ``seats``, the public part built once (views are read-only: they share
    it); a seat's own differs in its gold and its private part."""
    public = build_view(state, None)
    return [public if seat is None else _for_seat(public, state, seat) for seat in seats]


def _for_seat(public: dict[str, Any], state: State, viewer: int) -> dict[str, Any]:
    view = dict(public)
    view["viewer"] = viewer
    players = list(public["players"])
    players[viewer] = {**players[viewer], "gold": state["players"][viewer]["gold"]}
    view["players"] = players
    view["private"] = _private(state, viewer)
    return view


def _private(state: State, viewer: int) -> dict[str, Any]:
    p = state["players"][viewer]
    return {
        "seat": viewer,
        "objective": objective_view(p["obj"]),
        "hand": [event_view(c) for c in sorted(p["hand"])],
        "look": [event_view(c) for c in p["look"]],
        "dealt": [event_view(c) for c in p["dealt"]],
        "seen": list(p["seen"]),
        "seen_msgs": list(p.get("seen_msgs", [])),
        "gold": p["gold"],
        "looking": looking(state, viewer),
        "looking_msgs": looking_msgs(state, viewer),
    }


def looking(state: State, seat: int) -> list[str]:
    """What the seat is privately looking at while it decides (Changing Her Mind, Court
    Influence, New Orders, Noble Merchandise, Bazaar)."""
    f = state["stack"][-1] if state["stack"] else None
    if not f or f.get("seat") != seat:
        return []
    if f["t"] == "chm":
        card = state["emira"][f["pos"]]
        return [f"Emira card {f['pos'] + 1}: {EMIRA[card][0]}"]
    if f["t"] == "court":
        return [f"{i + 1}. {EMIRA[c][0]}" for i, c in enumerate(state["emira"][: f["n"]])]
    if f["t"] == "orders":
        return [f"{i + 1}. status {c}" for i, c in enumerate(state["status_deck"][: f["n"]])]
    if f["t"] == "noble":
        return ["Status deck: " + ", ".join(str(c) for c in sorted(state["status_deck"]))]
    if f["t"] == "bazaar":
        # in the markers' order, not the dict's: a state read back with its keys in another
        # order (sorted by a JSON store) must show the same bag
        return ["Bag: " + ", ".join(f"{m} {state['bag'][m]}" for m in MARKERS)]
    return []


def looking_msgs(state: State, seat: int) -> list[list[Any]]:
    """:func:`looking` as catalogue messages (the private summary's other languages)."""
    from games.emira.state import m

    f = state["stack"][-1] if state["stack"] else None
    if not f or f.get("seat") != seat:
        return []
    if f["t"] == "chm":
        return [m("l-chm", n=f["pos"] + 1, name=EMIRA[state["emira"][f["pos"]]][0])]
    if f["t"] == "court":
        return [
            m("l-item", i=i + 1, name=EMIRA[c][0]) for i, c in enumerate(state["emira"][: f["n"]])
        ]
    if f["t"] == "orders":
        return [
            m("l-status", i=i + 1, price=c) for i, c in enumerate(state["status_deck"][: f["n"]])
        ]
    if f["t"] == "noble":
        return [m("l-status-deck", prices=", ".join(str(c) for c in sorted(state["status_deck"])))]
    if f["t"] == "bazaar":
        items = [m("l-bag-item", marker=m(f"marker-word-{k}"), n=state["bag"][k]) for k in MARKERS]
        return [m("l-bag", items=items)]
    return []


def _xenia(state: State) -> dict[str, Any] | None:
    x = state["xenia"]
    if not x:
        return None
    owner = next((s for s, p in enumerate(state["players"]) if "xenia" in p["pal"]), None)
    return {"holder": owner, "markers": x["markers"], "gift_round": x["gift"]}
