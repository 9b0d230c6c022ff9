"""Almadi state: plain dataclasses and their JSON encoding.

Cells are ``(row, col)`` tuples in memory and ``"r,c"`` keys in JSON. Board slots are indexed
0..7 in memory (slot ``r.s`` is index ``(r-1)*2 + (s-1)``). Piles keep their top at index 0.
Everything secret (pile order, the box, hands, dealt cards, the RNG) lives here; ``view.py`` is
the only place that removes it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from games.core.rng import Rng

Cell = tuple[int, int]


def cell_key(cell: Cell) -> str:
    return f"{cell[0]},{cell[1]}"


def parse_key(key: str) -> Cell:
    r, c = key.split(",")
    return int(r), int(c)


def slot_name(index: int) -> str:
    return f"{index // 2 + 1}.{index % 2 + 1}"


def slot_index(row: int, slot: int) -> int:
    return (row - 1) * 2 + (slot - 1)


@dataclass
class Player:
    seat: int
    start: str | None = None
    cells: dict[Cell, str] = field(default_factory=dict)
    rubies: int = 0
    stalls: list[str] = field(default_factory=list)
    mosaics: list[str] = field(default_factory=list)
    objectives: dict[str, bool] = field(default_factory=dict)  # id -> fulfilled (taking order)
    characters: list[str] = field(default_factory=list)  # recruited, face up
    hand: list[str] = field(default_factory=list)  # secret
    dealt: list[str] = field(default_factory=list)  # secret
    kept: list[str] | None = None  # secret keep choice while others still choose
    copy: str | None = None  # Zumurrud's copied character (public, permanent)
    turns: int = 0  # turns played (regular and extra)

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "start": self.start,
            "cells": {cell_key(k): v for k, v in sorted(self.cells.items())},
            "rubies": self.rubies,
            "stalls": list(self.stalls),
            "mosaics": list(self.mosaics),
            "objectives": [[k, v] for k, v in self.objectives.items()],
            "characters": list(self.characters),
            "hand": list(self.hand),
            "dealt": list(self.dealt),
            "kept": None if self.kept is None else list(self.kept),
            "copy": self.copy,
            "turns": self.turns,
        }

    @staticmethod
    def from_json(d: dict[str, Any]) -> Player:
        return Player(
            seat=d["seat"],
            start=d["start"],
            cells={parse_key(k): v for k, v in d["cells"].items()},
            rubies=d["rubies"],
            stalls=list(d["stalls"]),
            mosaics=list(d["mosaics"]),
            objectives={k: bool(v) for k, v in d["objectives"]},
            characters=list(d["characters"]),
            hand=list(d["hand"]),
            dealt=list(d["dealt"]),
            kept=None if d["kept"] is None else list(d["kept"]),
            copy=d["copy"],
            turns=d.get("turns", 0),
        )


def empty_pool() -> dict[str, int]:
    return {"genie": 0, "hammer": 0, "stall": 0, "moon": 0, "ruby": 0}


@dataclass
class TurnState:
    """What the active player's current turn has done so far (spec 5.5)."""

    step: str = "take"  # take | ali | place | pool | genie | genie_to | swap_with | moon | after
    extra: bool = False  # a Dunyazad extra turn (no refill, no Ali)
    taken: int | None = None  # board index the tile came from
    emptied: int | None = None  # board index to refill (None after Ali)
    holding: str | None = None  # tile waiting to be placed
    hold_row: int | None = None  # board row it came from; None = any row (Ali option A)
    ali_tile: str | None = None  # tile drawn by Ali (public)
    pool: dict[str, int] = field(default_factory=empty_pool)
    moves_used: int = 0
    last_left: dict[str, Cell] = field(default_factory=dict)
    genie_activated: bool = False
    used: list[str] = field(default_factory=list)  # once-per-turn powers used
    selected: Cell | None = None  # tile chosen for a genie move / swap

    def to_json(self) -> dict[str, Any]:
        return {
            "step": self.step,
            "extra": self.extra,
            "taken": self.taken,
            "emptied": self.emptied,
            "holding": self.holding,
            "hold_row": self.hold_row,
            "ali_tile": self.ali_tile,
            "pool": dict(self.pool),
            "moves_used": self.moves_used,
            "last_left": {k: list(v) for k, v in sorted(self.last_left.items())},
            "genie_activated": self.genie_activated,
            "used": list(self.used),
            "selected": None if self.selected is None else list(self.selected),
        }

    @staticmethod
    def from_json(d: dict[str, Any]) -> TurnState:
        return TurnState(
            step=d["step"],
            extra=d["extra"],
            taken=d["taken"],
            emptied=d["emptied"],
            holding=d["holding"],
            hold_row=d["hold_row"],
            ali_tile=d["ali_tile"],
            pool=dict(d["pool"]),
            moves_used=d["moves_used"],
            last_left={k: (v[0], v[1]) for k, v in d["last_left"].items()},
            genie_activated=d["genie_activated"],
            used=list(d["used"]),
            selected=None if d["selected"] is None else (d["selected"][0], d["selected"][1]),
        )


@dataclass
class AlmadiState:
    n: int
    options: dict[str, Any]
    rng: Rng
    phase: str = "setup_start"  # setup_start | setup_keep | turn | end_zumurrud | over
    order: list[int] = field(default_factory=list)  # seats in turn order
    start_queue: list[int] = field(default_factory=list)  # who still picks a start tile
    start_available: list[str] = field(default_factory=list)
    players: list[Player] = field(default_factory=list)
    board: list[str | None] = field(default_factory=lambda: [None] * 8)
    pile: list[str] = field(default_factory=list)  # secret; top = index 0
    box: list[str] = field(default_factory=list)  # secret; tiles out of play
    mosaic_pile: list[str] = field(default_factory=list)  # top = index 0
    stall_pile: list[str] = field(default_factory=list)
    card_box: list[str] = field(
        default_factory=list
    )  # secret; mosaics/stalls/objectives/characters out
    reserve: int = 30
    table_objectives: list[str] = field(default_factory=list)
    market: list[str] = field(default_factory=list)
    active: int | None = None
    turn_no: int = 0  # regular turns started
    turns_total: int = 0
    turn: TurnState = field(default_factory=TurnState)
    extra_queue: list[int] = field(default_factory=list)  # Dunyazad extra turns still to play
    end_point: str = ""  # "" | "before_extra" | "before_scoring" (Zumurrud end-of-game choice)
    end_passed: list[int] = field(default_factory=list)
    # [text, {seat: private text}, msg, {seat: private msg}] (msg: [catalogue id, args] or None)
    log: list[list[Any]] = field(default_factory=list)
    result: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "version": 1,
            "n": self.n,
            "options": dict(self.options),
            "rng": self.rng.to_json(),
            "phase": self.phase,
            "order": list(self.order),
            "start_queue": list(self.start_queue),
            "start_available": list(self.start_available),
            "players": [p.to_json() for p in self.players],
            "board": list(self.board),
            "pile": list(self.pile),
            "box": list(self.box),
            "mosaic_pile": list(self.mosaic_pile),
            "stall_pile": list(self.stall_pile),
            "card_box": list(self.card_box),
            "reserve": self.reserve,
            "table_objectives": list(self.table_objectives),
            "market": list(self.market),
            "active": self.active,
            "turn_no": self.turn_no,
            "turns_total": self.turns_total,
            "turn": self.turn.to_json(),
            "extra_queue": list(self.extra_queue),
            "end_point": self.end_point,
            "end_passed": list(self.end_passed),
            "log": [_log_json(entry) for entry in self.log],
            "result": self.result,
        }

    @staticmethod
    def from_json(d: dict[str, Any]) -> AlmadiState:
        return AlmadiState(
            n=d["n"],
            options=dict(d["options"]),
            rng=Rng.from_json(d["rng"]),
            phase=d["phase"],
            order=list(d["order"]),
            start_queue=list(d["start_queue"]),
            start_available=list(d["start_available"]),
            players=[Player.from_json(p) for p in d["players"]],
            board=list(d["board"]),
            pile=list(d["pile"]),
            box=list(d["box"]),
            mosaic_pile=list(d["mosaic_pile"]),
            stall_pile=list(d["stall_pile"]),
            card_box=list(d["card_box"]),
            reserve=d["reserve"],
            table_objectives=list(d["table_objectives"]),
            market=list(d["market"]),
            active=d["active"],
            turn_no=d["turn_no"],
            turns_total=d["turns_total"],
            turn=TurnState.from_json(d["turn"]),
            extra_queue=list(d["extra_queue"]),
            end_point=d["end_point"],
            end_passed=list(d["end_passed"]),
            log=[_log_entry(entry) for entry in d["log"]],
            result=d["result"],
        )


def plain_json(value: Any) -> Any:
    """Tuples (nested messages) as lists, so a state and its decoded copy encode the same."""
    if isinstance(value, list | tuple):
        return [plain_json(v) for v in value]
    if isinstance(value, dict):
        return {k: plain_json(v) for k, v in value.items()}
    return value


def _log_json(entry: list[Any]) -> list[Any]:
    text, private, *msgs = entry
    out = [text, {str(k): v for k, v in private.items()}]
    if msgs:
        msg, private_msgs = msgs
        out += [plain_json(msg), {str(k): plain_json(m) for k, m in private_msgs.items()}]
    return out


def _log_entry(data: list[Any]) -> list[Any]:
    """A stored log entry; entries written before events carried messages have two items."""
    text, private, *msgs = data
    out = [text, {int(k): v for k, v in private.items()}]
    if msgs:
        msg, private_msgs = msgs
        out += [msg, {int(k): m for k, m in private_msgs.items()}]
    return out
