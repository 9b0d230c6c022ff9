"""Who has which character power: recruited cards plus Zumurrud's copy (10.6, D17)."""

from __future__ import annotations

from games.almadi.data import CHAR_BY_KEY, CHARACTERS
from games.almadi.state import AlmadiState, Player

ZUMURRUD = CHAR_BY_KEY["zumurrud"]


def has_power(p: Player, key: str) -> bool:
    cid = CHAR_BY_KEY[key]
    if cid in p.characters:
        return True
    return p.copy == cid and ZUMURRUD in p.characters


def copy_targets(state: AlmadiState, seat: int) -> list[str]:
    """Characters Zumurrud's owner may copy now: recruited (face up) by another player,
    never Zumurrud itself (Decision). Empty once a copy has been chosen."""
    p = state.players[seat]
    if ZUMURRUD not in p.characters or p.copy is not None:
        return []
    out: set[str] = set()
    for other in state.players:
        if other.seat != seat:
            out.update(c for c in other.characters if c != ZUMURRUD)
    return sorted(out)


def cost(cid: str) -> int:
    return CHARACTERS[cid].cost
