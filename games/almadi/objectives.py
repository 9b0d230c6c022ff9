"""Objective conditions (spec 7 and 14.6): formal patterns and counting conditions.

Pattern symbols: ``#`` a landscape, ``.`` an empty cell (rows 1-4, column >= 1), ``?`` anything,
``O``/``C``/``M``/``P`` a landscape of that type. Rotatable patterns match in their 4 rotations
(clockwise ``new[i][j] = old[h-1-j][i]``), never mirrored (D30).
"""

from __future__ import annotations

from collections import Counter
from functools import cache

from games.almadi.data import MOSAICS, OBJECTIVES, STALLS, TILES, TYPE_LETTER
from games.almadi.kingdom import active_counts
from games.almadi.state import Player

Cell = tuple[int, int]
_LETTER = {tid: TYPE_LETTER[t.type] for tid, t in TILES.items()}


def rotate(pattern: tuple[str, ...]) -> tuple[str, ...]:
    """Rotate a pattern 90 degrees clockwise."""
    h, w = len(pattern), len(pattern[0])
    return tuple("".join(pattern[h - 1 - j][i] for j in range(h)) for i in range(w))


@cache
def orientations(pattern: tuple[str, ...], rotatable: bool) -> tuple[tuple[str, ...], ...]:
    if not rotatable:
        return (pattern,)
    out = [pattern]
    for _ in range(3):
        nxt = rotate(out[-1])
        if nxt not in out:
            out.append(nxt)
    return tuple(out)


@cache
def _compiled(pattern: tuple[str, ...]) -> tuple[tuple[int, int, str], ...]:
    return tuple(
        (i, j, ch) for i, row in enumerate(pattern) for j, ch in enumerate(row) if ch != "?"
    )


def match_at(cells: dict[Cell, str], pattern: tuple[str, ...], r0: int, c0: int) -> bool:
    for i, j, ch in _compiled(pattern):
        cell = (r0 + i, c0 + j)
        tid = cells.get(cell)
        if ch == "#":
            if tid is None:
                return False
        elif ch == ".":
            if tid is not None or not (1 <= cell[0] <= 4 and cell[1] >= 1):
                return False
        elif tid is None or _LETTER[tid] != ch:
            return False
    return True


def find_pattern(
    cells: dict[Cell, str], pattern: tuple[str, ...], rotatable: bool
) -> list[tuple[tuple[str, ...], int, int]]:
    """Every (orientation, anchor row, anchor col) where the pattern is present."""
    if not cells:
        return []
    rows = [r for r, _ in cells]
    cols = [c for _, c in cells]
    out = []
    for pat in orientations(tuple(pattern), rotatable):
        h, w = len(pat), len(pat[0])
        for r0 in range(min(rows) - h, max(rows) + 2):
            for c0 in range(min(cols) - w, max(cols) + 2):
                if match_at(cells, pat, r0, c0):
                    out.append((pat, r0, c0))
    return out


def pattern_present(cells: dict[Cell, str], pattern: tuple[str, ...], rotatable: bool) -> bool:
    if not cells:
        return False
    rows = [r for r, _ in cells]
    cols = [c for _, c in cells]
    for pat in orientations(tuple(pattern), rotatable):
        h, w = len(pat), len(pat[0])
        comp = _compiled(pat)
        for r0 in range(min(rows) - h, max(rows) + 2):
            for c0 in range(min(cols) - w, max(cols) + 2):
                ok = True
                for i, j, ch in comp:
                    cell = (r0 + i, c0 + j)
                    tid = cells.get(cell)
                    if ch == "#":
                        if tid is None:
                            ok = False
                            break
                    elif ch == ".":
                        if tid is not None or not (1 <= cell[0] <= 4 and cell[1] >= 1):
                            ok = False
                            break
                    elif tid is None or _LETTER[tid] != ch:
                        ok = False
                        break
                if ok:
                    return True
    return False


def pairs(faces: list) -> int:
    """``pairs(cards)``: sum over distinct faces of floor(copies / 2)."""
    return sum(n // 2 for n in Counter(faces).values())


def count_type(cells: dict[Cell, str], type_: str) -> int:
    return sum(1 for tid in cells.values() if TILES[tid].type == type_)


def market_goods(cells: dict[Cell, str]) -> Counter[str]:
    out: Counter[str] = Counter()
    for tid in cells.values():
        t = TILES[tid]
        if t.goods_kind:
            out[t.goods_kind] += t.goods_n
    return out


_ACTIVE = {
    "active_genie": ("genie", 5),
    "active_jar": ("jar", 7),
    "active_stall": ("stall", 4),
    "active_hammer": ("hammer", 4),
    "active_ruby": ("ruby", 4),
}
_COUNT = {
    "count_oasis": "oasis",
    "count_caravan": "caravan",
    "count_palace": "palace",
    "count_market": "market",
}


def met(obj_id: str, p: Player) -> bool:
    """Is the condition of ``obj_id`` met by player ``p`` now (spec 7.4)?"""
    o = OBJECTIVES[obj_id]
    k = o.kind
    cells = p.cells
    if k == "pattern":
        return pattern_present(cells, o.pattern, o.rotatable)
    if k in _ACTIVE:
        eff, need = _ACTIVE[k]
        return active_counts(cells)[eff] >= need
    if k in _COUNT:
        return count_type(cells, _COUNT[k]) >= 5
    ns, nm = len(p.stalls), len(p.mosaics)
    if k == "stalls_mosaics":
        return ns >= 4 and nm >= 4
    if k == "pair_pair":
        return (
            pairs([STALLS[s] for s in p.stalls]) >= 1
            and pairs([MOSAICS[m] for m in p.mosaics]) >= 1
        )
    if k == "stalls_rubies":
        return ns >= 4 and p.rubies >= 4
    if k == "mosaics_rubies":
        return nm >= 4 and p.rubies >= 4
    if k == "row6":
        return any(n >= 6 for n in Counter(r for r, _ in cells).values())
    if k == "oasis_each_row":
        rows = {r for (r, _), tid in cells.items() if TILES[tid].type == "oasis"}
        return {1, 2, 3, 4} <= rows
    if k == "stalls4":
        return ns >= 4
    if k == "mosaics4":
        return nm >= 4
    if k == "stall_pairs2":
        return pairs([STALLS[s] for s in p.stalls]) >= 2
    if k == "mosaic_pairs2":
        return pairs([MOSAICS[m] for m in p.mosaics]) >= 2
    if k == "goods_each2":
        g = market_goods(cells)
        return all(g[kind] >= 2 for kind in ("spices", "pottery", "leather", "carpets"))
    if k == "goods_one10":
        g = market_goods(cells)
        return max(g.values(), default=0) >= 10
    raise ValueError(f"unknown objective kind {k}")  # pragma: no cover


def check_player(p: Player) -> list[str]:
    """Mark newly met held objectives fulfilled (permanent); return their ids."""
    done = []
    for oid, fulfilled in p.objectives.items():
        if not fulfilled and met(oid, p):
            p.objectives[oid] = True
            done.append(oid)
    return done
