"""Helpers to build Agra positions directly for rule tests."""

from __future__ import annotations

from typing import Any

from games.agra import GAME
from games.agra import data as D
from games.agra.rules import advance, start_turn


def blank(n: int = 4, seed: str = "t", turn: int = 0) -> dict[str, Any]:
    """A fresh game with ``turn`` as first and active player, at the start of its turn."""
    s = GAME.new(n, seed)
    s["first"] = s["turn"] = turn
    s["stack"] = []
    s["log"] = []
    start_turn(s)
    advance(s)
    return s


def goods(s: dict[str, Any], seat: int, **stock: int) -> None:
    for g, k in stock.items():
        s["players"][seat]["stock"][g] = k


def river(s: dict[str, Any], *ids: str, boat: int | None = None) -> None:
    """Only these notables on the river (empty slots); optionally move the boat."""
    s["river"] = [{"id": i, "slots": [[] for _ in D.NOTABLES[i]["demand"]]} for i in ids]
    if boat is not None:
        s["boat"] = boat


def play(s: dict[str, Any], seat: int, *actions: str) -> None:
    for a in actions:
        GAME.apply(s, seat, a)


def rupees(s: dict[str, Any], seat: int) -> int:
    return s["players"][seat]["rupees"]


def top(s: dict[str, Any]) -> dict[str, Any]:
    return s["stack"][-1]
