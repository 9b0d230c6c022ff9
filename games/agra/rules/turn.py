"""A turn (§6, §21): meditation or a placement, the orders step, its end and the next turn."""

from __future__ import annotations

from games.agra import data as D
from games.agra.rules.base import P, fa_ok, turn_frame
from games.agra.rules.orders import fulfil, orders_options, serve_akbar
from games.agra.rules.placement import peonage_cost, place
from games.agra.state import (
    M,
    State,
    label,
    log,
    standing,
    trigger_end,
)
from games.core.flow import Auto, Decision, Frame, Step, push, remove


def start_turn(s: State) -> None:
    push(s, {"t": "turn", "seat": s["turn"], "stage": "start", "extra": 0, "sec": True})
    log(
        s,
        f"Round {s['round']}: {label(s['turn'])}'s turn.",
        msg=M("round-turn", round=s["round"], who=label(s["turn"])),
    )


def _next(s: State, f: Frame) -> None:
    for p in s["players"]:
        p["used"], p["temp"], p["stepped"] = [], 0, []
    nxt = (s["turn"] + 1) % s["n"]
    if nxt == s["first"]:
        if not s.get("acted", True):  # a round without any placement ends the game
            trigger_end(s, "no player could place a worker this whole round", ("stalemate", {}))
        s["acted"] = False
        if s["end_round"] is not None and s["round"] >= s["end_round"] + 1:
            s["over"] = True
            log(s, "The game is over: final scoring.", msg=M("over"))
            return
        s["round"] += 1
    s["turn"] = nxt
    start_turn(s)


def can_meditate(s: State, seat: int) -> bool:
    p = P(s, seat)
    return bool(standing(s, seat)) or p["cook"] > 0 or fa_ok(s, seat, "ft3")


def placements(s: State, seat: int) -> list[str]:
    """Legal target spaces (§8.1, §8.8). Peonage affordability depends on secret rupees, so
    ``choices_are_public`` hides these lists whenever the player has a worker on the board."""
    p = P(s, seat)
    out = []
    for sp in D.SPACES:
        if sp in D.LEVEL and not s["built"][sp]:
            if sp == s["builder"] and p["reserve"] > 0:
                out.append(f"place {sp}")
            continue
        w = s["spaces"][sp]
        if w is None or w[0] != seat:
            if p["reserve"] > 0:
                out.append(f"place {sp}")
        elif p["rupees"] >= peonage_cost(p) or fa_ok(s, seat, "ft14"):
            out.append(f"place {sp}")
    return out


def _turn_legal(s: State, f: Frame, seat: int) -> list[str]:
    st = f["stage"]
    if st in ("start", "act", "extra"):
        out = ["meditate"] if st == "start" and can_meditate(s, seat) else []
        return out + (placements(s, seat) or ["pass"])
    if st == "orders":
        return orders_options(s, seat) + ["end turn"]
    return ["end turn"]


def _turn_apply(s: State, f: Frame, seat: int, a: str) -> None:
    w = a.split()
    if a == "meditate":
        f["stage"] = "act"
        log(s, f"{label(seat)} meditates.", msg=M("meditates", who=label(seat)))
        push(s, {"t": "lay", "seat": seat, "k": 0, "sec": True})
    elif w[0] == "place":
        s["acted"] = True
        f["stage"] = "busy"
        push(s, {"t": "mainend"})
        occ = s["spaces"][w[1]]
        if occ is not None and occ[0] == seat and fa_ok(s, seat, "ft14"):
            push(s, {"t": "peon", "seat": seat, "space": w[1]})
        else:
            place(s, seat, w[1], False)
    elif a == "pass":
        log(
            s,
            f"{label(seat)} has no legal space: the action is skipped.",
            msg=M("no-space", who=label(seat)),
        )
        _mainend(s, {})
    elif w[0] == "akbar":
        serve_akbar(s, seat, w[1])
        f["stage"] = "end"
    elif w[0] == "order":
        fulfil(s, seat, w[1])
        f["stage"] = "end"
    elif a == "end turn":
        remove(s, f)
        log(s, f"{label(seat)} ends the turn.", msg=M("ends-turn", who=label(seat)))
        push(s, {"t": "next"})


def _peon():
    """How to pay peonage when FT14 could pay it (private: shows rupee affordability)."""

    def legal(s, f, seat):
        p = P(s, seat)
        out = ["pay rupees"] if p["rupees"] >= peonage_cost(p) else []
        out.append("pay favours")
        return out + (["pay favours mollah"] if fa_ok(s, seat, "ft14", True) else [])

    def do(s, f, seat, a):
        remove(s, f)
        place(s, seat, f["space"], a.startswith("pay favours"), a.endswith("mollah"))

    return legal, do


def _mainend(s: State, f: Frame) -> None:
    tf = turn_frame(s)
    if tf["extra"] > 0:
        tf["extra"] -= 1
        tf["stage"] = "extra"
    else:
        tf["stage"] = "orders"


STEPS: dict[str, Step[State]] = {
    "next": Auto(_next, once=True),
    "turn": Decision(_turn_legal, _turn_apply),
    "peon": Decision(*_peon()),
    "mainend": Auto(_mainend, once=True),
}
