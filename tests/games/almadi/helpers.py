"""Helpers to build Almadi states directly for rule tests."""

from __future__ import annotations

from games.almadi import GAME
from games.almadi.data import TILES, TILES_BY_TYPE, start_tile_id
from games.almadi.state import AlmadiState, Player, TurnState

LETTER_TYPE = {"O": "oasis", "C": "caravan", "M": "market", "P": "palace"}


def start_cells(letter: str) -> dict[tuple[int, int], str]:
    return {(r, 0): start_tile_id(letter, r) for r in range(1, 5)}


class Filler:
    """Hands out distinct landscape ids of a type (non-market fillers avoid goods)."""

    def __init__(self) -> None:
        self.used: set[str] = set()

    def get(self, type_: str) -> str:
        for tid in TILES_BY_TYPE[type_]:
            if tid not in self.used:
                self.used.add(tid)
                return tid
        raise RuntimeError("out of tiles")


def grid(letter: str | None, rows: list[str], fill: str = "C") -> dict[tuple[int, int], str]:
    """Cells from a picture: row strings for rows 1.., column 0 first. ``s`` = start landscape,
    ``#`` = a filler landscape of type ``fill``, ``.`` empty, O/C/M/P = that type."""
    f = Filler()
    cells = start_cells(letter) if letter else {}
    for r, line in enumerate(rows, start=1):
        for c, ch in enumerate(line.split() if " " in line else line):
            if ch in ("s",) or ch in ".—":
                continue
            type_ = LETTER_TYPE[fill] if ch == "#" else LETTER_TYPE[ch]
            cells[(r, c)] = f.get(type_)
    return cells


def in_turn(n: int = 2, characters: bool = False, seed: str = "t") -> AlmadiState:
    """A fresh state in the first turn (random start tiles; characters kept if variant)."""
    s = GAME.new(n, seed, {"start_tiles": "random", "characters": characters})
    if characters:
        for seat in list(GAME.pending(s)):
            GAME.apply(s, seat, GAME.legal(s, seat)[0])
    assert s.phase == "turn"
    return s


def set_turn(s: AlmadiState, seat: int, **kw: object) -> TurnState:
    s.active = seat
    s.turn = TurnState(**kw)  # type: ignore[arg-type]
    return s.turn


def player(cells: dict[tuple[int, int], str], **kw: object) -> Player:
    p = Player(seat=kw.pop("seat", 0), cells=dict(cells))  # type: ignore[arg-type]
    for k, v in kw.items():
        setattr(p, k, v)
    return p


def tile_type(tid: str) -> str:
    return TILES[tid].type
