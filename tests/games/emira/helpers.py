"""Helpers to build Emira positions directly for rule tests: seats 0..n-1 are the spec's
A, B, C, D, E (A first player), with empty boards unless a test says otherwise."""

from __future__ import annotations

from games.emira import GAME
from games.emira.flow import ROUND_ORDER, advance
from games.emira.state import new_player

A, B, C, D, E = range(5)


def blank(n: int = 4, seed: str = "t", advanced: bool = False, rnd: int = 5) -> dict:
    """A state after setup with neutral sheiks (colour green has no effect after setup; black is
    avoided), 800 gold each, empty market and an empty stack at round ``rnd``."""
    st = GAME.new(n, seed, {"advanced": advanced})
    colours = ["white", "green", "red", "blue", "white"]
    st["players"] = [new_player(colours[s]) for s in range(n)]
    for s, p in enumerate(st["players"]):
        p["gold"] = 800
        p["obj"] = f"{n}-{s + 1}"
    st["first"] = 0
    st["round"] = rnd
    st["phase"] = "play"
    st["stack"] = []
    st["inplay"], st["waiting"], st["undecided"] = [], [], []
    st["board"] = {
        "status": None,
        "appearance": None,
        "section": False,
        "camel": False,
        "small": False,
        "large": False,
    }
    st["symbols"], st["delayed"] = [], []
    return st


def run_from(st: dict, step: str) -> None:
    """Start the round driver at ``step`` (e.g. "auctions") and run to the first decision."""
    st["stack"] = [{"t": "round", "i": ROUND_ORDER.index(step)}]
    advance(st)


def run_only(st: dict, step: str) -> None:
    """Run one round step and what it pushes (the stack empties when it is done)."""
    from games.emira import flow

    st["stack"] = []
    flow.ROUND_STEPS[step](st)
    advance(st)


def do(st: dict, seat: int, *actions: str) -> None:
    for a in actions:
        GAME.apply(st, seat, a)


def who(st: dict) -> int | None:
    p = GAME.pending(st)
    return p[0] if p else None


def top(st: dict) -> str | None:
    return st["stack"][-1]["t"] if st["stack"] else None


def give(st: dict, seat: int, *cards: str) -> None:
    """Princesses already living in a palace (met before, no join effects)."""
    for c in cards:
        for where in (st["emira"], st["undecided"], st["inplay"], st["waiting"]):
            if c in where:
                where.remove(c)
        st["players"][seat]["pal"].append(c)
        st["players"][seat]["met"].append(c)


def texts(st: dict, since: int = 0) -> list[str]:
    return [e["text"] for e in st["log"][since:]]
