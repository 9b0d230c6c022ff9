"""Helpers every Agra phase shares: players, notable names, the turn frame, the favour
actions' costs (§17.4) and the log of a window's answers."""

from __future__ import annotations

from typing import Any

from games.agra import data as D
from games.agra.state import (
    M,
    State,
    label,
    log,
    own,
)
from games.core.flow import Frame

SIDE = {"n": "north", "e": "east", "s": "south", "w": "west"}


GN = D.NOTABLES


def P(s: State, seat: int) -> dict[str, Any]:
    return s["players"][seat]


def nname(nid: str) -> str:
    return GN[nid]["name"]


def turn_frame(s: State) -> Frame:
    return s["stack"][0]


def has_fa(p: dict[str, Any], fid: str) -> bool:
    return fid in ("f1", "f2", "f3") or fid in p["tiles"]


def fa_cost(p: dict[str, Any], fid: str, mollah: bool) -> int:
    spend = D.FAVOUR_ACTIONS[fid][1]
    return max(1, spend - 1) if mollah else spend


def fa_ok(s: State, seat: int, fid: str, mollah: bool = False) -> bool:
    p = P(s, seat)
    if not has_fa(p, fid) or fid in p["used"]:
        return False
    if mollah and (not own(p, "n13") or "mollah" in p["used"] or D.FAVOUR_ACTIONS[fid][1] < 2):
        return False
    have = D.FAVOUR_ACTIONS[fid][0]
    return p["fav"] >= have and p["fav"] >= fa_cost(p, fid, mollah)


def use_favour(s: State, seat: int, fid: str, mollah: bool) -> None:
    """Spend the favours; one spent marker stays on the action until the end of the turn."""
    p = P(s, seat)
    p["fav"] -= fa_cost(p, fid, mollah)
    p["temp"] += 1
    p["used"].append(fid)
    if mollah:
        p["used"].append("mollah")
    extra = " with the Mollah" if mollah else ""
    log(
        s,
        f"{label(seat)} uses favour action {fid.upper()}{extra}.",
        msg=M("favour", who=label(seat), tile=fid.upper(), mollah="yes" if mollah else "no"),
    )


def answered(s: State, f: Frame, seat: int, action: str) -> None:
    """A window's answer is logged as given (what it is only for the seat that gave it)."""
    log(
        s,
        f"{label(seat)} answered.",
        {seat: f"You answered '{action}'."},
        M("answered", who=label(seat)),
        {seat: M("answered-you", action=action)},
    )
