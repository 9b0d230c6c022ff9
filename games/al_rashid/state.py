"""The Al-Rashid state (plain JSON-compatible dict) and low-level helpers on it.

State keys (storage, secrets included — views strip them, see view.py):

``n`` seats; ``rng`` {seed, counter}; ``year``; ``phase`` (setup, placement, reserved, window,
resolution, over); ``order`` turn order track (seats); ``pending_order`` or None; ``ptr`` placement
pointer; ``round`` resolution round snapshot and ``ri`` index in it; ``turn`` seat whose
placement/resolution turn it is (or None); ``players`` list of dicts (``pool``/``family`` pawn
counts, ``reserved`` Diplomat pawn, ``goods`` counts in GOODS order, ``notes``, ``pi``, ``dis``,
``titles``, ``used`` face-down Activated titles, ``hand`` list of [colour, value]);
``sectors`` {sector: [[seat, [pawn, …]], …]} groups in arrival order, pawns in placement order;
``resolved`` sectors resolved this year; ``stock`` {country: [w, c, m, sp, si, note]};
``tokens`` {country: [{c, v, up, known: [seats]}]}; ``stacks``/``discard`` {colour: [values]}
(stack top = last); ``titles`` {title: tiles left}; ``crisis_deck`` (secret order), ``crisis``
revealed tiles; ``stack`` the decision/flow frames (top = last); ``log`` events as JSON.
"""

from __future__ import annotations

from typing import Any

from games.al_rashid import words
from games.al_rashid.data import (
    COLOURS,
    COUNTRIES,
    GOODS,
    LEADERS,
    MERCENARIES,
    PAWN_VALUE,
    SECTORS,
    SETUP_CRISES,
    START_GOODS,
    START_PAWNS,
    STOCK,
    YEAR_CRISES,
    title_copies,
)
from games.core.rng import Rng

State = dict[str, Any]


# -- randomness ------------------------------------------------------------------------------------
def _rng(state: State) -> Rng:
    return Rng(state["rng"]["seed"], state["rng"]["counter"])


def shuffle(state: State, items: list) -> None:
    r = _rng(state)
    r.shuffle(items)
    state["rng"]["counter"] = r.counter


# -- events ----------------------------------------------------------------------------------------
def emit(
    state: State,
    text: str,
    private: dict[int, str] | None = None,
    *,
    msg: tuple[str, dict[str, Any]] | None = None,
    private_msgs: dict[int, tuple[str, dict[str, Any]]] | None = None,
) -> None:
    """Log an event: its English ``text`` (canonical) and the same as a catalogue message
    (``msg``, names as nested messages — :mod:`games.al_rashid.words`) for other languages."""
    entry: dict[str, Any] = {
        "text": text,
        "private": {str(k): v for k, v in (private or {}).items()},
    }
    if msg is not None:
        entry["msg"] = [msg[0], msg[1]]
    if private_msgs:
        entry["private_msgs"] = {str(k): [m[0], m[1]] for k, m in private_msgs.items()}
    state["log"].append(entry)


def label(seat: int) -> str:
    return f"P{seat + 1}"


# -- creation --------------------------------------------------------------------------------------
def new_player() -> dict[str, Any]:
    return {
        "pool": dict(START_PAWNS),
        "family": dict(START_PAWNS),
        "reserved": None,
        "goods": [0, 0, 0, 0, 0],
        "notes": 0,
        "pi": 0,
        "dis": 0,
        "titles": [],
        "used": [],
        "hand": [],
    }


def new_state(seats: int, seed: str) -> State:
    state: State = {
        "v": 1,
        "n": seats,
        "rng": {"seed": str(seed), "counter": 0},
        "year": 1,
        "phase": "setup",
        "order": list(range(seats)),
        "pending_order": None,
        "ptr": 0,
        "round": [],
        "ri": 0,
        "turn": None,
        "players": [new_player() for _ in range(seats)],
        "sectors": {s: [] for s in SECTORS},
        "resolved": [],
        "stock": {c: list(STOCK[c]) for c in COUNTRIES},
        "tokens": {c: [] for c in COUNTRIES},
        "stacks": {},
        "discard": {c: [] for c in COLOURS},
        "titles": title_copies(seats),
        "crisis_deck": sorted(YEAR_CRISES),
        "crisis": [],
        "stack": [],
        "log": [],
        "result": None,
    }
    shuffle(state, state["order"])
    for colour in COLOURS:
        values = [v for v, n in sorted(MERCENARIES.items()) for _ in range(n)]
        shuffle(state, values)
        state["stacks"][colour] = values
    for pos, seat in enumerate(state["order"]):
        state["players"][seat]["goods"] = list(START_GOODS[pos])
    setup = sorted(SETUP_CRISES)
    shuffle(state, setup)
    shuffle(state, state["crisis_deck"])
    emit(
        state,
        "Turn order: " + ", ".join(label(s) for s in state["order"]) + ".",
        msg=("alrashid-ev-turn-order", {"order": [label(s) for s in state["order"]]}),
    )
    resolve_crisis(state, setup[0])
    return state


# -- mercenary tokens ------------------------------------------------------------------------------
def can_draw(state: State, colour: str) -> bool:
    return bool(state["stacks"][colour] or state["discard"][colour])


def draw_token(state: State, colour: str) -> int | None:
    """Top token of a colour's stack, reshuffling its discard pile when empty (D-05)."""
    stack = state["stacks"][colour]
    if not stack:
        if not state["discard"][colour]:
            return None
        stack.extend(state["discard"][colour])
        state["discard"][colour] = []
        shuffle(state, stack)
        emit(
            state,
            f"The {colour} discard pile is shuffled into a new stack.",
            msg=("alrashid-ev-reshuffle", {"colour": words.colour(colour)}),
        )
    return stack.pop()


def resolve_crisis(state: State, tile: str) -> None:
    from games.al_rashid.data import CRISES, SECTOR_NAMES

    state["crisis"].append(tile)
    placed = []
    shown: list[words.Nested] = []
    for country, colour in CRISES[tile]:
        value = draw_token(state, colour)
        if value is None:
            continue  # D-05: entry skipped
        state["tokens"][country].append({"c": colour, "v": value, "up": False, "known": []})
        placed.append(f"{colour} on {SECTOR_NAMES[country]}")
        shown.append(
            words.nested(
                "alrashid-crisis-token", colour=words.colour(colour), sector=words.sector(country)
            )
        )
    emit(
        state,
        f"Crisis tile {tile.upper()}: " + (", ".join(placed) or "no token") + ".",
        msg=("alrashid-ev-crisis", {"tile": words.crisis(tile), "placed": shown, "n": len(shown)}),
    )


def discard(state: State, colour: str, value: int) -> None:
    state["discard"][colour].append(value)


# -- board -----------------------------------------------------------------------------------------
def group(state: State, sector: str, seat: int) -> list[str] | None:
    for s, pawns in state["sectors"][sector]:
        if s == seat:
            return pawns
    return None


def strength(pawns: list[str]) -> int:
    return sum(PAWN_VALUE[p] for p in pawns)


def ranking(state: State, sector: str) -> list[int]:
    """Seats present, by predominance then position (§8.3)."""
    groups = state["sectors"][sector]
    order = sorted(range(len(groups)), key=lambda i: (-strength(groups[i][1]), i))
    return [groups[i][0] for i in order]


def return_group(state: State, sector: str, seat: int) -> None:
    groups = state["sectors"][sector]
    for i, (s, pawns) in enumerate(groups):
        if s == seat:
            pool = state["players"][seat]["pool"]
            for p in pawns:
                pool[p] += 1
            del groups[i]
            return


def return_all(state: State, sector: str) -> None:
    for seat, _ in list(state["sectors"][sector]):
        return_group(state, sector, seat)


def on_board(state: State, seat: int) -> bool:
    return any(s == seat for groups in state["sectors"].values() for s, _ in groups)


def board_has_pawns(state: State) -> bool:
    return any(state["sectors"].values())


def can_enter(state: State, seat: int, pawn: str, sector: str) -> bool:
    """Placement legality L1–L3 (§7.5), also used for moves (D-23)."""
    pawns = group(state, sector, seat)
    if sector == "rashid":
        if pawn == "merchant":
            return False
        if pawn == "pasha":
            return not pawns
        return pawns is not None and "pasha" in pawns
    return not (pawn in LEADERS and pawns and any(p in LEADERS for p in pawns))


def add_pawn(state: State, seat: int, pawn: str, sector: str) -> None:
    pawns = group(state, sector, seat)
    if pawns is None:
        state["sectors"][sector].append([seat, [pawn]])
    else:
        pawns.append(pawn)


def remove_pawn(state: State, seat: int, pawn: str, sector: str) -> None:
    groups = state["sectors"][sector]
    for i, (s, pawns) in enumerate(groups):
        if s == seat:
            # remove the most recently placed pawn of that type
            idx = len(pawns) - 1 - pawns[::-1].index(pawn)
            del pawns[idx]
            if not pawns:
                del groups[i]
            return


def goods_of(state: State, seat: int) -> list[int]:
    return state["players"][seat]["goods"]


def gain_good(state: State, seat: int, good: str, n: int = 1) -> None:
    state["players"][seat]["goods"][GOODS.index(good)] += n
