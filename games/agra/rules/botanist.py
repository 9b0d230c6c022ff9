"""The Botanist (§9.4)."""

from __future__ import annotations

from games.agra import data as D
from games.agra.rules.base import P
from games.agra.state import (
    M,
    State,
    farmer_moves,
    label,
    log,
)
from games.core.flow import Decision, Step, push, remove


def can_med_up(s: State, seat: int) -> bool:
    p = P(s, seat)
    if p["med"] >= 6:
        return False
    cost = D.MED_COST[p["med"]]
    return all(p["stock"][g] >= cost.count(g) for g in cost)


def _bot():
    def legal(s, f, seat):
        p = P(s, seat)
        out: list[str] = []
        if len(f["done"]) >= 2:
            return out  # both options used: the action is over
        if "meditate" not in f["done"] and can_med_up(s, seat):
            out.append("meditate")
        if "cache" not in f["done"] and p["caches"]:
            out.append("cache")
        if "farmers" not in f["done"] and farmer_moves(p):
            out.append("farmers")
        return out + ["done"]

    def do(s, f, seat, a):
        p = P(s, seat)
        if a == "done":
            remove(s, f)
            return
        f["done"].append(a)
        if a == "meditate":
            for g in D.MED_COST[p["med"]]:
                p["stock"][g] -= 1
            p["med"] += 1
            log(
                s,
                f"{label(seat)} moves up to meditation space {p['med'] + 1}.",
                msg=M("meditation-up", who=label(seat), n=p["med"] + 1),
            )
        elif a == "cache":
            push(s, {"t": "cache", "seat": seat})
        else:
            push(s, {"t": "farm", "seat": seat, "steps": 2, "moved": []})

    return legal, do


STEPS: dict[str, Step[State]] = {
    "bot": Decision(*_bot()),
}
