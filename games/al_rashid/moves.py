"""Moving one's own pawns between sectors (Plotter, Informer, espionage Move; D-23)."""

from __future__ import annotations

from games.al_rashid import words as nm
from games.al_rashid.data import COUNTRIES, PALACES, PAWNS, SECTOR_NAMES
from games.al_rashid.state import State, add_pawn, can_enter, emit, group, label, remove_pawn


def zone_sectors(state: State, zone: str) -> tuple[str, ...]:
    if zone == "palaces":
        return PALACES
    return tuple(c for c in COUNTRIES if c not in state["resolved"])


def destinations(state: State, seat: int, zone: str, src: str, pawn: str) -> list[str]:
    return [d for d in zone_sectors(state, zone) if d != src and can_enter(state, seat, pawn, d)]


def sources(state: State, seat: int, zone: str) -> list[tuple[str, str]]:
    out = []
    for s in zone_sectors(state, zone):
        pawns = group(state, s, seat)
        if not pawns:
            continue
        for p in PAWNS:
            if p in pawns and destinations(state, seat, zone, s, p):
                out.append((s, p))
    return out


def move(state: State, seat: int, pawn: str, src: str, dst: str, why: str) -> None:
    remove_pawn(state, seat, pawn, src)
    add_pawn(state, seat, pawn, dst)
    emit(
        state,
        f"{label(seat)} ({why}) moves a {pawn} from {SECTOR_NAMES[src]} to {SECTOR_NAMES[dst]}.",
        msg=(
            "alrashid-ev-move",
            {
                "seat": label(seat),
                "why": nm.why(why),
                "pawn": nm.pawn(pawn),
                "src": nm.sector(src),
                "dst": nm.sector(dst),
            },
        ),
    )
