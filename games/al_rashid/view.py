"""Views: what one seat (or a spectator) may know. Hidden information is removed HERE only (§22).

Shape (stable; plain JSON)::

    {
      "game": "al-rashid", "version": "1", "viewer": seat | None, "seats": n,
      "phase": "setup" | "placement" | "reserved" | "window" | "resolution" | "over",
      "year": 1..5, "active": seat | None   (whose placement/resolution turn it is),
      "pending": [seat],                    (who decides now)
      "decision": {"seat", "kind", "sector", "label"} | None   (public description of the
                  decision; label: the catalogue message naming its kind, or None),
      "order": [seat, ...]                  (turn order track, first = first to act),
      "pending_order": [seat, ...] | None   (Benevolence order applied at end of round),
      "city": [sector, ...]   6 palaces: intrigue, military, traditions, commerce, politics, rashid
      "map":  [sector, ...]   7 countries: silk, spice, sanmatia, indianum, abbasid, internum, nilus
         sector = {"id", "name", "zone": "city"|"map", "colour" (palaces) ,
                   "resolved": bool,
                   "groups": [{"seat", "pawns": ["sage", "pasha", ...] (placement order),
                               "predominance", "position" (1 = arrived first), "rank"}]
                              (groups listed in position order),
                   countries only:
                   "stock": {"wood".."silk": n, "note": n}, "printed": {same, printed stock},
                   "tokens": [{"colour", "face_up": bool, "value": int | None}]
                              (value None = hidden from this viewer)}
      "titles": {guild: [{"id", "number", "name", "type", "cost", "pp", "left"}]}
                 guild in intrigue, military, traditions, commerce, politics, rashid
      "mercenaries": {"red"|"blue": {"stack": n, "discard": [values, face up]}},
      "crisis": {"revealed": ["s2", "y5", ...], "deck": n,   (order of the deck is secret)
                 "added": {crisis: [[country, "red"|"blue"], ...]}}  (each revealed crisis's
                 mercenaries, as printed on its card),
      "players": [{"seat", "label", "position" (index on track),
                   "pawns": {"pasha"|"merchant"|"sage": {"family", "pool", "board", "reserved"}},
                   "goods": {"wood".."silk": n}, "gold": n, "notes": n, "influence": n,
                   "dishonour": n, "titles": [{"id", "name", "guild", "type", "used": bool}],
                   "hand": {"red": n, "blue": n},
                   "prestige": {family, titles, politics_titles, caliph_titles, influence,
                                dishonour, total}  (score if the game ended now; all public)}],
      "private": None | {"seat", "hand": [{"colour", "value"}],
                         "known": {country: [{"colour", "value"}]}  (face-down tokens you saw)},
      "result": Result.to_json() | None,
      "last": {"seat", "sector"} | None     (the last pawn placed, for the images' highlight)
    }
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from games.al_rashid.data import (
    COLOURS,
    COUNTRIES,
    CRISES,
    GOODS,
    PALACE_COLOURS,
    PALACES,
    PAWNS,
    SECTOR_NAMES,
    STOCK,
    TITLES,
    TITLES_BY_GUILD,
    VERSION,
)
from games.al_rashid.payment import gold_value
from games.al_rashid.scoring import breakdown
from games.al_rashid.state import State, label, ranking, strength
from games.al_rashid.text import KIND_TEXT


def _goods(counts: list[int]) -> dict[str, int]:
    return {g: counts[i] for i, g in enumerate(GOODS)}


def _sector(state: State, sector: str, seat: int | None) -> dict[str, Any]:
    ranks = ranking(state, sector)
    groups = [
        {
            "seat": s,
            "pawns": list(pawns),
            "predominance": strength(pawns),
            "position": i + 1,
            "rank": ranks.index(s) + 1,
        }
        for i, (s, pawns) in enumerate(state["sectors"][sector])
    ]
    out: dict[str, Any] = {
        "id": sector,
        "name": SECTOR_NAMES[sector],
        "zone": "city" if sector in PALACES else "map",
        "resolved": sector in state["resolved"],
        "groups": groups,
    }
    if sector in PALACES:
        out["colour"] = PALACE_COLOURS[sector]
    else:
        stock = state["stock"][sector]
        out["stock"] = {**_goods(stock[:5]), "note": stock[5]}
        out["printed"] = {**_goods(list(STOCK[sector][:5])), "note": STOCK[sector][5]}
        out["tokens"] = [
            {
                "colour": t["c"],
                "face_up": t["up"],
                "value": t["v"] if (t["up"] or (seat is not None and seat in t["known"])) else None,
            }
            for t in state["tokens"][sector]
        ]
    return out


def last_placed(state: State) -> dict[str, Any] | None:
    """The last pawn placed this year (public events), for the images' highlight."""
    names = {name: sector for sector, name in SECTOR_NAMES.items()}
    for entry in reversed(state["log"]):
        text = entry["text"]
        if " places a " in text and text.startswith("P") and text.endswith("."):
            who, _, rest = text.partition(" places a ")
            where = rest.split(" in ", 1)[-1][:-1]
            if who[1:].isdigit() and where in names:
                return {"seat": int(who[1:]) - 1, "sector": names[where]}
        if text.startswith("Year ") and text.endswith("begins."):
            return None
    return None


def decision(state: State) -> dict[str, Any] | None:
    if not state["stack"]:
        return None
    f = state["stack"][-1]
    named = ["alrashid-kind", {"id": f["t"]}] if f["t"] in KIND_TEXT else None
    return {"seat": f.get("seat"), "kind": f["t"], "sector": f.get("sector"), "label": named}


def build_view(state: State, seat: int | None, result: Any = None) -> dict[str, Any]:
    return for_seat(public_view(state, result), state, seat)


def build_views(
    state: State, seats: Sequence[int | None], result: Any = None
) -> list[dict[str, Any]]:
    """The views of ``seats``, the public part built once (views are read-only: they share it)."""
    public = public_view(state, result)
    return [for_seat(public, state, seat) for seat in seats]


def for_seat(public: dict[str, Any], state: State, seat: int | None) -> dict[str, Any]:
    """``public`` as ``seat`` sees it: its hand, and the face-down tokens it has looked at."""
    if seat is None:
        return public
    known = {}
    for c in COUNTRIES:
        seen = [
            {"colour": t["c"], "value": t["v"]}
            for t in state["tokens"][c]
            if not t["up"] and seat in t["known"]
        ]
        if seen:
            known[c] = seen
    view = dict(public)
    view["viewer"] = seat
    view["map"] = [
        _sector(state, c, seat) if c in known else sector
        for c, sector in zip(COUNTRIES, public["map"], strict=True)
    ]
    view["private"] = {
        "seat": seat,
        "hand": [{"colour": c, "value": v} for c, v in state["players"][seat]["hand"]],
        "known": known,
    }
    return view


def public_view(state: State, result: Any = None) -> dict[str, Any]:
    """What a spectator sees (:func:`for_seat` adds a player's secrets)."""
    players = []
    board_count = [{p: 0 for p in PAWNS} for _ in range(state["n"])]
    for groups in state["sectors"].values():
        for s, pawns in groups:
            for p in pawns:
                board_count[s][p] += 1
    for s, pl in enumerate(state["players"]):
        players.append(
            {
                "seat": s,
                "label": label(s),
                "position": state["order"].index(s),
                "pawns": {
                    p: {
                        "family": pl["family"][p],
                        "pool": pl["pool"][p],
                        "board": board_count[s][p],
                        "reserved": 1 if pl["reserved"] == p else 0,
                    }
                    for p in PAWNS
                },
                "goods": _goods(pl["goods"]),
                "gold": gold_value(pl["goods"]),
                "notes": pl["notes"],
                "influence": pl["pi"],
                "dishonour": pl["dis"],
                "titles": [
                    {
                        "id": t,
                        "name": TITLES[t][2],
                        "guild": TITLES[t][1],
                        "type": TITLES[t][3],
                        "used": t in pl["used"],
                    }
                    for t in pl["titles"]
                ],
                "hand": {c: sum(1 for h in pl["hand"] if h[0] == c) for c in COLOURS},
                "prestige": breakdown(pl),
            }
        )
    top = state["stack"][-1] if state["stack"] else None
    return {
        "game": "al-rashid",
        "version": VERSION,
        "viewer": None,
        "seats": state["n"],
        "phase": state["phase"],
        "year": state["year"],
        "active": state["turn"],
        "pending": [top["seat"]] if top is not None and "seat" in top else [],
        "decision": decision(state),
        "order": list(state["order"]),
        "pending_order": list(state["pending_order"]) if state["pending_order"] else None,
        "city": [_sector(state, s, None) for s in PALACES],
        "map": [_sector(state, s, None) for s in COUNTRIES],
        "titles": {
            g: [
                {
                    "id": t,
                    "number": TITLES[t][0],
                    "name": TITLES[t][2],
                    "type": TITLES[t][3],
                    "cost": TITLES[t][4],
                    "pp": TITLES[t][5],
                    "left": state["titles"][t],
                }
                for t in TITLES_BY_GUILD[g]
            ]
            for g in PALACES
        },
        "mercenaries": {
            c: {"stack": len(state["stacks"][c]), "discard": list(state["discard"][c])}
            for c in COLOURS
        },
        "crisis": {
            "revealed": list(state["crisis"]),
            "deck": len(state["crisis_deck"]),
            "added": {
                c: [list(pair) for pair in CRISES[c]] for c in state["crisis"] if c in CRISES
            },
        },
        "players": players,
        "private": None,
        "result": result,
        "last": last_placed(state) if state["phase"] in ("placement", "reserved") else None,
    }
