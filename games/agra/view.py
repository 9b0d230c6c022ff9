"""Views: what a seat may know (§21.1). Hidden: other players' rupee totals (until final
scoring), the favour-tile pile (only its size), window answers not yet applied, the RNG."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.agra import data as D
from games.agra.glossary import ABBR
from games.agra.rules import order_limit, pending
from games.agra.state import State, label, production
from games.agra.text import KINDS


def _player(s: State, i: int, viewer: int | None) -> dict[str, Any]:
    p = s["players"][i]
    show = viewer == i or s["result"] is not None
    return {
        "seat": i,
        "label": label(i),
        "rupees": p["rupees"] if show else None,
        "reserve": p["reserve"],
        "cook": p["cook"],
        "stock": {g: k for g, k in p["stock"].items() if k},
        "favours": p["fav"],
        "tiles": list(p["tiles"]),
        "contracts": list(p["contracts"]),
        "bonus_tiles": list(p["btiles"]),
        "caches": list(p["caches"]),
        "farm": dict(p["farm"]),
        "production": {g: production(p, g) for g in D.BASIC},
        "meditation": p["med"] + 1,
        "influence": dict(p["infl"]),
        "french": p["french"],
        "used": list(p["used"]),
        "akbar": sum(1 for v in s["akbar"].values() if v == i),
        "orders": sum(col.count(i) for col in s["orders"].values()),
    }


def _decision(s: State, viewer: int | None) -> dict[str, Any] | None:
    if not s["stack"] or s["over"]:
        return None
    f = s["stack"][-1]
    out: dict[str, Any] = {"kind": f["t"], "pending": pending(s)}
    out["label"] = [f"agra-kind-{f['t']}", {}] if f["t"] in KINDS else None  # names the kind
    if "seats" in f:
        out["answered"] = sorted(int(k) for k in f["answers"])
        if viewer is not None and str(viewer) in f["answers"]:
            out["your_answer"] = f["answers"][str(viewer)]
    for key in ("stage", "mp", "D", "used", "tgt", "good", "site", "level", "nid"):
        if key in f:
            out[key] = f[key]
    return out


def build_view(s: State, viewer: int | None) -> dict[str, Any]:
    return for_seat(public_view(s), s, viewer)


def build_views(s: State, seats: Sequence[int | None]) -> list[dict[str, Any]]:
    """The views of ``seats``, the public part built once (views are read-only: they share it)."""
    public = public_view(s)
    return [for_seat(public, s, seat) for seat in seats]


def for_seat(public: dict[str, Any], s: State, viewer: int | None) -> dict[str, Any]:
    """``public`` as ``viewer`` sees it: its rupees, its window answer, its log lines, and the
    favour pile while it chooses a mosaic from it."""
    if viewer is None:
        return public
    view = dict(public)
    view["viewer"] = viewer
    view["decision"] = _decision(s, viewer)
    if s["result"] is None:  # after final scoring every total is public already
        players = list(public["players"])
        players[viewer] = {**players[viewer], "rupees": s["players"][viewer]["rupees"]}
        view["players"] = players
    view["log"] = [e["private"].get(str(viewer), e["text"]) for e in s["log"][-8:]]
    top = s["stack"][-1] if s["stack"] else {}
    if top.get("t") == "mosaic" and top.get("seat") == viewer:
        view["pile_contents"] = sorted(s["pile"], key=lambda x: int(x[2:]))
    return view


def public_view(s: State) -> dict[str, Any]:
    """What a spectator sees (:func:`for_seat` adds a player's own secrets)."""
    viewer = None
    view: dict[str, Any] = {
        "game": "agra",
        "viewer": viewer,
        "seats": s["n"],
        "round": s["round"],
        "first": s["first"],
        "turn": s["turn"],
        "end_round": s["end_round"],
        "over": s["over"],
        "pending": [] if s["over"] else pending(s),
        "decision": _decision(s, viewer),
        "values": {g: D.PRINTED_VALUE[g] + s["tokens"].get(g, 0) for g in D.GOODS},
        "tokens": dict(s["tokens"]),
        "built": dict(s["built"]),
        "coins": {g: k for g, k in s["coins"].items() if k},
        "spaces": {sp: (list(w) if w else None) for sp, w in s["spaces"].items()},
        "merchant": s["merchant"],
        "builder": s["builder"],
        "bonus_tiles": list(s["bonus"]),
        "wheel": s["wheel"],
        "boat": s["boat"],
        "order_limit": order_limit(s),
        "river": [{"id": n["id"], "slots": [list(x) for x in n["slots"]]} for n in s["river"]],
        "completed": list(s["done_lvl"][1:]),
        "orders": {g: list(col) for g, col in s["orders"].items()},
        "order_marker": dict(s["omark"]),
        "akbar": dict(s["akbar"]),
        "display": list(s["display"]),
        "pile": len(s["pile"]),
        "players": [_player(s, i, viewer) for i in range(s["n"])],
        "result": s["result"],
        "log": [e["private"].get(str(viewer), e["text"]) for e in s["log"][-8:]],
        "board": BOARD,
    }
    return view


BOARD: dict[str, Any] = {
    "city": list(D.GOODS),  # the 16 buildings, four per level, each level's in chain order
    "characters": list(D.CHARACTERS),
    "guilds": list(D.GUILDS),
    "akbar": list(D.AKBAR_SLOTS),
    "levels": D.TOP_LEVEL,  # an influence track's spaces
    "cost": dict(D.COST),  # a construction site's price
    "orders": {g: [list(pair) for pair in D.ORDERS[g]] for g in D.GUILDS},
    "notables": {
        n: {"guild": c["guild"], "level": c["level"], "demand": list(c["demand"])}
        for n, c in D.NOTABLES.items()
    },
    "reach": {str(b): level for b, level in D.ACCESSIBLE.items()},  # boat's pontoon → level
    "favours": {t: [have, spend] for t, (have, spend, _) in D.FAVOUR_ACTIONS.items()},
    "codes": dict(ABBR),  # each good's code (an ``explain`` term)
}
"""The printed boards and cards the views describe (the same for every game: views share it,
read-only), so that an image is drawn from its view alone."""
