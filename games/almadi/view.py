"""Views: what one seat (or a spectator) may know. Hidden information is removed here only.

Shape (``version`` 1; fields may be added, never removed)::

    {"game": "almadi", "version": 1, "viewer": seat | None, "seats": n, "options": {...},
     "phase": "setup_start" | "setup_keep" | "turn" | "end_zumurrud" | "over",
     "step": str,          # sub-step: "start", "keep", "take", "ali", "place", "pool", "genie",
                           # "genie_to", "swap_with", "moon", "after", "zumurrud", "over"
     "active": seat | None, "turn": int, "turns_total": int, "extra_turn": bool,
     "order": [seats in turn order], "pending": [seats],
     "board": [{"slot": "1.1", "row": 1, "tile": TILE | None}, ... 8 slots],
     "pile": int, "mosaics": {"top": motif | None, "count": int},
     "stalls": {"top": [good, good] | None, "count": int},
     "reserve": int, "table_objectives": [OBJ], "market": [CHAR],
     "start_tiles_available": ["a", ...],
     "turn_state": {"pool": {"genie": 0, "hammer": 0, "stall": 0, "moon": 0, "ruby": 0},
                    "moves_used": int, "taken": "2.1" | None, "genie_activated": bool,
                    "ali_tile": TILE | None, "holding": TILE | None, "hold_row": int | None,
                    "selected": "r.c" | None, "used": [power keys used this turn],
                    "last_left": {tile id: "r.c"}},
     "players": [{"seat": 0, "label": str, "start": "b" | None,
                  "cells": [{"r": 1, "c": 0, "tile": TILE, "start": true, "live": ["R"]}],
                  "rubies": int, "stalls": [["spices", "spices"], ...], "mosaics": ["star", ...],
                  "objectives": [OBJ + {"fulfilled": bool}], "characters": [CHAR],
                  "zumurrud_copy": "ch-xx" | None, "hand_count": int,
                  "hand": [CHAR] (viewer's own seat only; None otherwise),
                  "kept": bool (setup_keep: has chosen), "turns": int}],
     "private": {"hand": [CHAR], "dealt": [CHAR], "keep_choice": [ids] | None} | None,
     "result": Result.to_json() | None,
     "last": {"seat": int, "cell": "r.c"} | None}   # the last tile placed or moved (highlight)

    TILE = {"id": "car-07" | "start-b/r2", "type": "oasis"|"caravan"|"market"|"palace",
            "sides": {"U": s, "R": s, "D": s, "L": s},   # act|genie|hammer|stall|moon|ruby|jar|blank
            "goods": {"kind": "spices", "n": 4} | None}
    OBJ = {"id", "colour", "points", "text"}
    CHAR = {"id", "name", "cost", "kind": "end" | "game", "text"}

``live`` lists the sides of that landscape taking part in a live contact now (an activation side
facing an effect side). Secrets never shown outside their owner's view: hands, dealt characters and
pending keep choices; never shown to anyone: the pile, the box, cards under the top of the mosaic
and stall piles, undealt characters, the RNG.
"""

from __future__ import annotations

import re
from typing import Any

from games.almadi.data import CHARACTERS, MOSAICS, OBJECTIVES, STALLS, TILES
from games.almadi.kingdom import live_sides
from games.almadi.scoring import score_all
from games.almadi.state import AlmadiState, slot_name


def tile_json(tid: str | None) -> dict[str, Any] | None:
    if tid is None:
        return None
    t = TILES[tid]
    return {
        "id": tid,
        "type": t.type,
        "sides": dict(zip(("U", "R", "D", "L"), t.sides, strict=True)),
        "goods": {"kind": t.goods_kind, "n": t.goods_n} if t.goods_kind else None,
    }


def obj_json(oid: str) -> dict[str, Any]:
    o = OBJECTIVES[oid]
    return {"id": oid, "colour": o.colour, "points": o.points, "text": o.text}


def char_json(cid: str) -> dict[str, Any]:
    c = CHARACTERS[cid]
    return {"id": cid, "name": c.name, "cost": c.cost, "kind": c.kind, "text": c.text}


_LAST = re.compile(r"^seat (\d+) (?:placed \S+ at|moved \S+ from \S+ to) (\d+\.\d+)")


def last_move(state: AlmadiState) -> dict[str, Any] | None:
    """The last tile placed or moved by a genie (public events), for the images' highlight."""
    for entry in reversed(state.log):
        m = _LAST.match(entry[0])
        if m:
            return {"seat": int(m.group(1)) - 1, "cell": m.group(2)}
    return None


def step_name(state: AlmadiState) -> str:
    if state.phase == "setup_start":
        return "start"
    if state.phase == "setup_keep":
        return "keep"
    if state.phase == "end_zumurrud":
        return "zumurrud"
    if state.phase == "over":
        return "over"
    return state.turn.step


def build_view(
    state: AlmadiState, seat: int | None, pending: list[int], labels: list[str]
) -> dict[str, Any]:
    return for_seat(public_view(state, pending, labels), state, seat)


def for_seat(public: dict[str, Any], state: AlmadiState, seat: int | None) -> dict[str, Any]:
    """The public view as ``seat`` sees it: its own hand in its player entry and its private
    part. ``public`` is not changed, and the views share its other parts (views are read-only):
    a move needs every player's view, and the public part is most of their cost."""
    view = {**public, "viewer": seat}
    if seat is None or not 0 <= seat < state.n:
        return view
    me = state.players[seat]
    view["players"] = [
        {**p, "hand": [char_json(c) for c in me.hand]} if p["seat"] == seat else p
        for p in public["players"]
    ]
    view["private"] = {
        "hand": [char_json(c) for c in me.hand],
        "dealt": [char_json(c) for c in me.dealt],
        "keep_choice": list(me.kept) if me.kept is not None else None,
    }
    return view


def public_view(state: AlmadiState, pending: list[int], labels: list[str]) -> dict[str, Any]:
    """What everyone sees (a spectator's view)."""
    ts = state.turn
    in_turn = state.phase == "turn"
    players = []
    # the score if the game ended now (everything it uses is public; hands never score)
    now = (
        score_all(state.players, bool(state.options.get("characters")))[0]
        if state.phase == "turn"
        else None
    )
    for p in state.players:
        live = live_sides(p.cells)
        players.append(
            {
                "seat": p.seat,
                "label": labels[p.seat],
                "start": p.start,
                "cells": [
                    {
                        "r": r,
                        "c": c,
                        "tile": tile_json(tid),
                        "start": tid.startswith("start-"),
                        "live": live.get((r, c), []),
                    }
                    for (r, c), tid in sorted(p.cells.items())
                ],
                "rubies": p.rubies,
                "stalls": [list(STALLS[s]) for s in p.stalls],
                "mosaics": [MOSAICS[m] for m in p.mosaics],
                "objectives": [{**obj_json(o), "fulfilled": f} for o, f in p.objectives.items()],
                "characters": [char_json(c) for c in p.characters],
                "zumurrud_copy": p.copy,
                "hand_count": len(p.hand),
                "hand": None,  # the seat's own view shows it (for_seat)
                "kept": p.kept is not None or bool(p.hand),
                "turns": p.turns,
                "score_now": now[p.seat] if now else None,
            }
        )
    return {
        "game": "almadi",
        "version": 1,
        "viewer": None,
        "seats": state.n,
        "options": dict(state.options),
        "phase": state.phase,
        "step": step_name(state),
        "active": state.active if in_turn else None,
        "turn": state.turn_no,
        "turns_total": state.turns_total,
        "extra_turn": bool(in_turn and ts.extra),
        "order": list(state.order),
        "pending": list(pending),
        "board": [
            {"slot": slot_name(i), "row": i // 2 + 1, "tile": tile_json(t)}
            for i, t in enumerate(state.board)
        ],
        "pile": len(state.pile),
        "mosaics": {
            "top": MOSAICS[state.mosaic_pile[0]] if state.mosaic_pile else None,
            "count": len(state.mosaic_pile),
        },
        "stalls": {
            "top": list(STALLS[state.stall_pile[0]]) if state.stall_pile else None,
            "count": len(state.stall_pile),
        },
        "reserve": state.reserve,
        "table_objectives": [obj_json(o) for o in state.table_objectives],
        "market": [char_json(c) for c in state.market],
        "start_tiles_available": list(state.start_available),
        "turn_state": {
            "pool": dict(ts.pool)
            if in_turn
            else {"genie": 0, "hammer": 0, "stall": 0, "moon": 0, "ruby": 0},
            "moves_used": ts.moves_used if in_turn else 0,
            "taken": slot_name(ts.taken) if in_turn and ts.taken is not None else None,
            "genie_activated": bool(in_turn and ts.genie_activated),
            "ali_tile": tile_json(ts.ali_tile) if in_turn else None,
            "holding": tile_json(ts.holding) if in_turn else None,
            "hold_row": ts.hold_row if in_turn else None,
            "selected": f"{ts.selected[0]}.{ts.selected[1]}" if in_turn and ts.selected else None,
            "used": list(ts.used) if in_turn else [],
            "last_left": {k: f"{v[0]}.{v[1]}" for k, v in ts.last_left.items()} if in_turn else {},
        },
        "players": players,
        "private": None,
        "result": state.result,
        "last": last_move(state),
    }
