"""Helpers to build Al-Rashid positions directly for rule tests."""

from __future__ import annotations

from games.al_rashid import GAME
from games.al_rashid.data import COUNTRIES, GOODS, SECTORS
from games.al_rashid.flow import advance
from games.al_rashid.state import add_pawn


def blank(n: int = 3, seed: str = "t") -> dict:
    """A resolution-phase state with an empty board, no goods, no tokens, order 0..n-1."""
    st = GAME.new(n, seed)
    for c in COUNTRIES:
        st["tokens"][c] = []
    for s in SECTORS:
        st["sectors"][s] = []
    for pl in st["players"]:
        pl["goods"] = [0, 0, 0, 0, 0]
        pl["hand"] = []
        pl["pool"] = {"pasha": 0, "merchant": 0, "sage": 0}
        pl["family"] = {"pasha": 0, "merchant": 0, "sage": 0}
    st["order"] = list(range(n))
    st["pending_order"] = None
    st["phase"] = "resolution"
    st["round"] = list(range(n))
    st["ri"] = 0
    st["stack"] = []
    st["resolved"] = []
    st["year"] = 2
    return st


def put(st: dict, seat: int, sector: str, *pawns: str) -> None:
    """Place pawns (counted in the family, not in the pool)."""
    for p in pawns:
        add_pawn(st, seat, p, sector)
        st["players"][seat]["family"][p] += 1


def goods(st: dict, seat: int, **counts: int) -> None:
    st["players"][seat]["goods"] = [counts.get(g, 0) for g in GOODS]


def has(st: dict, seat: int) -> dict[str, int]:
    return {g: c for g, c in zip(GOODS, st["players"][seat]["goods"], strict=True) if c}


def token(st: dict, country: str, colour: str, value: int, up: bool = False) -> None:
    st["tokens"][country].append({"c": colour, "v": value, "up": up, "known": []})


def turn(st: dict, seat: int) -> None:
    """Make it ``seat``'s resolution turn (round in order 0..n-1)."""
    st["round"] = list(st["order"])
    st["ri"] = st["round"].index(seat) + 1
    st["turn"] = seat
    st["stack"] = [{"t": "turn", "seat": seat, "act": False, "res": False}]
    advance(st)


def keep_busy(st: dict, *seats: int, sector: str = "nilus") -> None:
    """Give seats a sage somewhere harmless so the phase does not end."""
    for s in seats:
        put(st, s, sector, "sage")


def do(st: dict, seat: int, *actions: str) -> None:
    for a in actions:
        GAME.apply(st, seat, a)


def pending(st: dict) -> int | None:
    p = GAME.pending(st)
    return p[0] if p else None


def frame(st: dict) -> dict:
    return st["stack"][-1]


def pay_default(st: dict, seat: int) -> None:
    """Make the D-17 default payment (narrowing with ``add`` when the list is long)."""
    while st["stack"] and st["stack"][-1]["t"] == "pay":
        legal = GAME.legal(st, seat)
        pays = [a for a in legal if a.startswith("pay")]
        GAME.apply(st, seat, pays[0] if pays else legal[0])
