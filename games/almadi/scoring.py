"""Final scoring (spec 9 and 10.5) with its breakdown categories:
``oases, oasis_bonus, caravans, palaces, jars, mosaics, objectives, rubies, characters``."""

from __future__ import annotations

from collections import Counter

from games.almadi.characters import has_power
from games.almadi.data import MOSAICS, OBJECTIVES, RUBY_POINTS, TILES, capacity
from games.almadi.kingdom import groups, holes, live_contacts, neighbours
from games.almadi.objectives import count_type, market_goods
from games.almadi.state import Player

Cell = tuple[int, int]
CATEGORIES = (
    "oases",
    "oasis_bonus",
    "caravans",
    "palaces",
    "jars",
    "mosaics",
    "objectives",
    "rubies",
    "characters",
)


def oasis_base(cells: dict[Cell, str]) -> int:
    return sum(3 * g for g in groups(cells, "oasis") if g >= 2)


def largest_oasis_group(cells: dict[Cell, str]) -> int:
    return max(groups(cells, "oasis"), default=0)


def oasis_bonus(largest: list[int]) -> list[int]:
    """+6 to every player whose largest oasis group is the maximum, if that is >= 2 (D26)."""
    best = max(largest, default=0)
    return [6 if best >= 2 and g == best else 0 for g in largest]


def caravan_numbers(p: Player, ali_cogia: bool, zobeide: bool) -> tuple[int, int]:
    """(Capacity, Goods) of spec 9.3."""
    if ali_cogia:
        cap = capacity(count_type(p.cells, "caravan"))
    else:
        cap = sum(capacity(g) for g in groups(p.cells, "caravan"))
    goods = sum(market_goods(p.cells).values()) + (4 if zobeide else 2) * len(p.stalls)
    return cap, goods


def palace_scores(cells: dict[Cell, str]) -> list[int]:
    out = []
    for cell, tid in cells.items():
        if TILES[tid].type != "palace":
            continue
        n = sum(
            1
            for nb in neighbours(cell)
            if nb in cells and TILES[cells[nb]].type in ("oasis", "market")
        )
        out.append(1 + n if n >= 1 else 0)
    return out


def mosaic_points(palaces: list[int], mosaics: int, zubaydah: bool, aziza: bool) -> int:
    """Best allocation (9.6): fill the best palace slots while a slot beats an unplaced card."""
    slots = sorted(palaces * (2 if zubaydah else 1), reverse=True)
    unplaced_value = 3 if aziza else 0
    total = 0
    for i in range(mosaics):
        if i < len(slots) and slots[i] > unplaced_value:
            total += slots[i]
        else:
            total += unplaced_value
    return total


def ruby_points(rubies: list[int], characters: bool) -> list[int]:
    if characters:
        return [r // 2 for r in rubies]
    table = RUBY_POINTS[len(rubies)]
    out = []
    for r in rubies:
        rank = 1 + sum(1 for o in rubies if o > r)
        out.append(table[rank - 1] if r > 0 and rank <= len(table) else 0)
    return out


def objective_points(p: Player) -> int:
    return sum(OBJECTIVES[o].points * (1 if f else -1) for o, f in p.objectives.items())


def character_points(p: Player) -> tuple[int, dict[str, int]]:
    """End-game characters that score on their own (the others change other categories)."""
    cells = p.cells
    detail: dict[str, int] = {}
    if has_power(p, "alishar"):
        g = market_goods(cells)
        detail["alishar"] = max(g["spices"] // 2, g["pottery"] // 2)
    if has_power(p, "aziz"):
        g = market_goods(cells)
        detail["aziz"] = max(g["leather"] // 2, g["carpets"] // 2)
    if has_power(p, "dalila"):
        cap, goods = caravan_numbers(p, has_power(p, "alicogia"), has_power(p, "zobeide"))
        detail["dalila"] = max(0, goods - cap) // 2
    if has_power(p, "dunya"):
        motifs = Counter(MOSAICS[m] for m in p.mosaics)
        detail["dunya"] = 3 * max(motifs.values(), default=0)
    if has_power(p, "harun"):
        detail["harun"] = max(Counter(r for r, _ in cells).values(), default=0)
    if has_power(p, "hindbad"):
        live = {(cell, side) for cell, side, e in live_contacts(cells) if e == "jar"}
        total = sum(1 for tid in cells.values() for s in TILES[tid].sides if s == "jar")
        detail["hindbad"] = total - len(live)
    if has_power(p, "khalifa"):
        detail["khalifa"] = 2 * sum(
            1
            for cell, tid in cells.items()
            if TILES[tid].type == "oasis"
            and not any(nb in cells and TILES[cells[nb]].type == "oasis" for nb in neighbours(cell))
        )
    if has_power(p, "thieves"):
        detail["thieves"] = 3 * len(holes(cells))
    if has_power(p, "shahriar"):
        detail["shahriar"] = 3 * sum(1 for f in p.objectives.values() if f)
    if has_power(p, "sheherazade"):
        detail["sheherazade"] = 3 * len(p.characters)
    return sum(detail.values()), detail


def score_all(players: list[Player], characters: bool) -> tuple[list[int], list[dict[str, int]]]:
    """Totals and per-category breakdowns for every player."""
    largest = [largest_oasis_group(p.cells) for p in players]
    bonus = oasis_bonus(largest)
    rubies = ruby_points([p.rubies for p in players], characters)
    totals, breakdowns = [], []
    for i, p in enumerate(players):
        cap, goods = caravan_numbers(p, has_power(p, "alicogia"), has_power(p, "zobeide"))
        chars = character_points(p)[0] if characters else 0
        b = {
            "oases": oasis_base(p.cells),
            "oasis_bonus": bonus[i],
            "caravans": min(cap, goods),
            "palaces": sum(palace_scores(p.cells)),
            "jars": sum(1 for _, _, e in live_contacts(p.cells) if e == "jar"),
            "mosaics": mosaic_points(
                palace_scores(p.cells),
                len(p.mosaics),
                has_power(p, "zubaydah"),
                has_power(p, "aziza"),
            ),
            "objectives": objective_points(p),
            "rubies": rubies[i],
            "characters": chars,
        }
        breakdowns.append(b)
        totals.append(sum(b.values()))
    return totals, breakdowns
