"""Kingdom geometry: contacts, live sides, activation events, placement and genie legality.

A kingdom is a ``dict[(row, col)] -> tile id``. Sides are indexed U=0, R=1, D=2, L=3.
"""

from __future__ import annotations

from collections import Counter

from games.almadi.data import EFFECTS, TILES

Cell = tuple[int, int]
DIRS = ((-1, 0), (0, 1), (1, 0), (0, -1))  # U R D L
OPP = (2, 3, 0, 1)
SIDE_NAMES = ("U", "R", "D", "L")
_EFFECTS = frozenset(EFFECTS)
_SIDES = {tid: t.sides for tid, t in TILES.items()}


def neighbours(cell: Cell) -> list[Cell]:
    r, c = cell
    return [(r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)]


def _live(a: str, b: str) -> str | None:
    """The effect activated by a contact of sides ``a`` and ``b``, if the contact is live."""
    if a == "act":
        return b if b in _EFFECTS else None
    if b == "act" and a in _EFFECTS:
        return a
    return None


def live_contacts(cells: dict[Cell, str]) -> list[tuple[Cell, int, str]]:
    """Every live contact as (cell carrying the effect, its side index, effect)."""
    out = []
    for (r, c), tid in cells.items():
        sides = _SIDES[tid]
        for d in (1, 2):  # R and D: each contact once
            dr, dc = DIRS[d]
            other = cells.get((r + dr, c + dc))
            if other is None:
                continue
            a, b = sides[d], _SIDES[other][OPP[d]]
            if a == "act" and b in _EFFECTS:
                out.append(((r + dr, c + dc), OPP[d], b))
            elif b == "act" and a in _EFFECTS:
                out.append(((r, c), d, a))
    return out


def active_counts(cells: dict[Cell, str]) -> Counter[str]:
    """``active(e)``: effect sides currently in a live contact, by effect (spec 3.3, D12)."""
    return Counter(e for _, _, e in live_contacts(cells))


def live_sides(cells: dict[Cell, str]) -> dict[Cell, list[str]]:
    """Per cell, the side names taking part in a live contact (effect or activation side)."""
    out: dict[Cell, set[int]] = {}
    for cell, side, _ in live_contacts(cells):
        out.setdefault(cell, set()).add(side)
        dr, dc = DIRS[side]
        out.setdefault((cell[0] + dr, cell[1] + dc), set()).add(OPP[side])
    return {k: [SIDE_NAMES[i] for i in sorted(v)] for k, v in out.items()}


def arrival_effects(cells: dict[Cell, str], arrived: list[Cell]) -> list[str]:
    """Effects activated by the tiles that just arrived in ``arrived`` (an event, spec 3.3).
    A contact between two arriving tiles counts once."""
    seen: set[tuple[Cell, Cell]] = set()
    out: list[str] = []
    for cell in arrived:
        sides = _SIDES[cells[cell]]
        r, c = cell
        for d in range(4):
            dr, dc = DIRS[d]
            nb = (r + dr, c + dc)
            other = cells.get(nb)
            if other is None:
                continue
            key = (cell, nb) if cell < nb else (nb, cell)
            if key in seen:
                continue
            seen.add(key)
            e = _live(sides[d], _SIDES[other][OPP[d]])
            if e is not None:
                out.append(e)
    return out


def has_neighbour(cells: dict[Cell, str], cell: Cell, ignore: Cell | None = None) -> bool:
    r, c = cell
    for dr, dc in DIRS:
        nb = (r + dr, c + dc)
        if nb != ignore and nb in cells:
            return True
    return False


def placement_cells(cells: dict[Cell, str], rows: list[int]) -> list[Cell]:
    """Legal cells for placing a taken tile in the given rows (spec 5.2): column >= 1, empty,
    at least one neighbour holding a landscape."""
    out = []
    for r in rows:
        cols = [c for (rr, c) in cells if rr in (r - 1, r, r + 1)]
        top = max(cols) + 1 if cols else 1
        for c in range(1, top + 1):
            cell = (r, c)
            if cell not in cells and has_neighbour(cells, cell):
                out.append(cell)
    return out


def cell_in_range(cell: Cell, abriza: bool) -> bool:
    r, c = cell
    if 1 <= r <= 4:
        return c >= 1
    if abriza and r in (0, 5):
        return c >= 0
    return False


def genie_destinations(
    cells: dict[Cell, str], src: Cell, last_left: Cell | None, abriza: bool
) -> list[Cell]:
    """Legal destinations for moving the tile at ``src`` (spec 6.1, D4, D6)."""
    cand: set[Cell] = set()
    for cell in cells:
        if cell == src:
            continue
        for nb in neighbours(cell):
            if nb not in cells:
                cand.add(nb)
    out = []
    for cell in sorted(cand):
        if cell in (src, last_left) or not cell_in_range(cell, abriza):
            continue
        if has_neighbour(cells, cell, ignore=src):
            out.append(cell)
    return out


def movable(cells: dict[Cell, str]) -> list[Cell]:
    return sorted(cell for cell, tid in cells.items() if not tid.startswith("start-"))


def swap_ok(cells: dict[Cell, str], a: Cell, b: Cell, last_left: dict[str, Cell]) -> bool:
    """Hussain (D19): both non-start, neither returns to the cell it just left, each keeps a
    landscape neighbour after the swap."""
    ta, tb = cells[a], cells[b]
    if ta.startswith("start-") or tb.startswith("start-") or a == b:
        return False
    if last_left.get(ta) == b or last_left.get(tb) == a:
        return False
    # after the swap every cell is still occupied, so neighbours are unchanged except self
    return has_neighbour(cells, b, ignore=None) and has_neighbour(cells, a, ignore=None)


def swap_partners(cells: dict[Cell, str], a: Cell, last_left: dict[str, Cell]) -> list[Cell]:
    return [b for b in movable(cells) if b != a and swap_ok(cells, a, b, last_left)]


def move_tile(cells: dict[Cell, str], src: Cell, dst: Cell) -> None:
    cells[dst] = cells.pop(src)


def swap_tiles(cells: dict[Cell, str], a: Cell, b: Cell) -> None:
    cells[a], cells[b] = cells[b], cells[a]


def groups(cells: dict[Cell, str], type_: str) -> list[int]:
    """Sizes of the orthogonally connected groups of landscapes of ``type_``."""
    members = {cell for cell, tid in cells.items() if TILES[tid].type == type_}
    sizes = []
    while members:
        stack = [members.pop()]
        size = 0
        while stack:
            cell = stack.pop()
            size += 1
            for nb in neighbours(cell):
                if nb in members:
                    members.remove(nb)
                    stack.append(nb)
        sizes.append(size)
    return sorted(sizes, reverse=True)


def holes(cells: dict[Cell, str]) -> list[Cell]:
    """Empty cells (rows 1-4, column >= 1) whose 4 neighbours all hold landscapes."""
    cand: set[Cell] = set()
    for cell in cells:
        for nb in neighbours(cell):
            if nb not in cells and 1 <= nb[0] <= 4 and nb[1] >= 1:
                cand.add(nb)
    return sorted(c for c in cand if all(nb in cells for nb in neighbours(c)))
