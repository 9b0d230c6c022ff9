"""Grouping players onto tables: by standing (Swiss), for fresh meetings (round robin), or
spread by seed (elimination).

Everything is pure and deterministic: randomness comes only from the ``random.Random`` passed
in, which callers derive from the tournament seed and the round number.

Swiss grouping minimises, in this order: (1) repeat meetings — the sum over every pair seated
together of the square of how often they met before (squared so that a third meeting costs
more than two second meetings), (2) how far players move from the table their standing gives
them (the leaders on table 1, the next on table 2…). It starts from the plain standing order,
improves by swapping two players of different tables while the cost drops, keeps the best of a
few seeded restarts (none once an attempt is unbeatable: no repeat and nobody moved, as in a
first round), then kicks it with random swaps and climbs again (iterated local search)
while repeats remain: good enough for tournaments of a few dozen players, not a proof of
optimality. Each round is paired on its own (no look-ahead to later rounds).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence

Pair = tuple[int, int]
RESTARTS = 6
KICKS = 30


def pair(a: int, b: int) -> Pair:
    return (a, b) if a < b else (b, a)


def meetings(tables: Iterable[Sequence[int]]) -> Counter[Pair]:
    """How often each pair of players sat at the same table."""
    count: Counter[Pair] = Counter()
    for table in tables:
        for i, a in enumerate(table):
            for b in table[i + 1 :]:
                count[pair(a, b)] += 1
    return count


def repeat_cost(tables: Iterable[Sequence[int]], met: Counter[Pair]) -> int:
    return sum(met[pair(a, b)] ** 2 for t in tables for i, a in enumerate(t) for b in t[i + 1 :])


def repeats(tables: Iterable[Sequence[int]], met: Counter[Pair]) -> int:
    """Pairs seated together in ``tables`` that had met before."""
    return sum(1 for t in tables for i, a in enumerate(t) for b in t[i + 1 :] if met[pair(a, b)])


def fill(order: Sequence[int], sizes: Sequence[int]) -> list[list[int]]:
    tables, at = [], 0
    for size in sizes:
        tables.append(list(order[at : at + size]))
        at += size
    return tables


def _optimise(
    tables: list[list[int]],
    met: Counter[Pair],
    ideal: dict[int, int] | None,
    weight: dict[int, int],
    repeat_weight: int = 0,
) -> tuple[tuple[int, int, int], list[list[int]]]:
    """Hill-climb by swapping two players of different tables while (repeats, displacement,
    displaced leaders) decreases lexicographically: the last term moves the lower-standing of
    two equally good candidates."""

    # each player's earlier meetings, squared: most players met few, and a swap of two
    # players who met nobody at either table changes no repeat at all
    sq: dict[int, dict[int, int]] = {}
    for (p, q), k in met.items():
        if k:
            sq.setdefault(p, {})[q] = sq.setdefault(q, {})[p] = k * k
    none: dict[int, int] = {}

    def displaced(p: int, ti: int) -> tuple[int, int]:
        if ideal is None or ti == ideal[p]:
            return 0, 0
        return abs(ti - ideal[p]), weight[p]

    improved = True
    while improved:
        improved = False
        for i in range(len(tables)):
            ti = tables[i]
            for j in range(i + 1, len(tables)):
                tj = tables[j]
                for x in range(len(ti)):
                    for y in range(len(tj)):
                        a, b = ti[x], tj[y]
                        ra, rb = sq.get(a, none), sq.get(b, none)
                        if ra or rb:  # b joins a's table and a b's, each leaving their own
                            d_rep = sum(rb.get(q, 0) - ra.get(q, 0) for q in ti if q != a)
                            d_rep += sum(ra.get(q, 0) - rb.get(q, 0) for q in tj if q != b)
                        elif ideal is None:
                            continue  # nothing to gain: no repeat changes, nobody has a place
                        else:
                            d_rep = 0
                        if ideal is None:
                            d_pos = d_lead = 0
                        else:  # a moves from table i to j, b from j to i
                            ia, ib, wa, wb = ideal[a], ideal[b], weight[a], weight[b]
                            d_pos = abs(j - ia) + abs(i - ib) - abs(i - ia) - abs(j - ib)
                            d_lead = (wa if j != ia else 0) + (wb if i != ib else 0)
                            d_lead -= (wa if i != ia else 0) + (wb if j != ib else 0)
                        if repeat_weight:  # one cost: a repeat is worth W tables moved
                            d_rep, d_pos = repeat_weight * d_rep + d_pos, 0
                        if (d_rep, d_pos, d_lead) < (0, 0, 0):
                            ti[x], tj[y] = b, a
                            improved = True
    cost = repeat_cost(tables, met)
    moved = [displaced(p, ti) for ti, t in enumerate(tables) for p in t]
    far = sum(d for d, _ in moved)
    if repeat_weight:
        return (repeat_weight * cost + far, 0, sum(w for _, w in moved)), tables
    return (cost, far, sum(w for _, w in moved)), tables


def group(
    order: Sequence[int],
    sizes: Sequence[int],
    met: Counter[Pair],
    rng: random.Random,
    *,
    by_standing: bool = True,
    repeat_weight: int = 0,
) -> list[list[int]]:
    """Seat ``order`` (best standing first) at tables of ``sizes``. With ``by_standing`` the
    leaders go to table 1; without, only fresh meetings matter (round robin). Each table lists
    its players in standing order."""
    if sum(sizes) != len(order):
        raise ValueError(f"{len(order)} players for {sum(sizes)} seats")
    position = {p: i for i, p in enumerate(order)}
    base = fill(order, sizes)
    ideal = {p: ti for ti, t in enumerate(base) for p in t} if by_standing else None
    weight = {p: len(order) - i for i, p in enumerate(order)}
    best: tuple[tuple[int, int, int], list[list[int]]] | None = None
    for attempt in range(RESTARTS):
        start = [list(t) for t in base]
        if attempt:
            # a seeded perturbation: shuffle, then (Swiss) keep players near their standing
            shuffled = list(order)
            rng.shuffle(shuffled)
            if by_standing:
                shuffled.sort(key=lambda p: position[p] + rng.random() * 2 * attempt)
            start = fill(shuffled, sizes)
        found = _optimise(start, met, ideal, weight, repeat_weight)
        if best is None or found[0] < best[0]:
            best = found
        if best[0] == (0, 0, 0):  # every cost term is zero: no restart can do better
            break
    assert best is not None
    for _ in range(KICKS if len(sizes) > 1 else 0):
        # iterated local search: kick the best grouping with two random swaps, climb again
        if best[0][0] == 0:
            break
        start = [list(t) for t in best[1]]
        for _ in range(2):
            i, j = rng.sample(range(len(start)), 2)
            x, y = rng.randrange(len(start[i])), rng.randrange(len(start[j]))
            start[i][x], start[j][y] = start[j][y], start[i][x]
        found = _optimise(start, met, ideal, weight, repeat_weight)
        if found[0] < best[0]:
            best = found
    return [sorted(t, key=position.__getitem__) for t in best[1]]


def snake(order: Sequence[int], sizes: Sequence[int]) -> list[list[int]]:
    """Serpentine seeding (elimination): seeds 1…k across the tables, then back, so every
    table gets a fair share of strong and weak players."""
    tables: list[list[int]] = [[] for _ in sizes]
    i, step = 0, 1
    for p in order:
        while len(tables[i]) >= sizes[i]:
            i, step = _next(i, step, len(sizes))
        tables[i].append(p)
        i, step = _next(i, step, len(sizes))
    return tables


def _next(i: int, step: int, n: int) -> tuple[int, int]:
    if n == 1:
        return 0, 1
    j = i + step
    if 0 <= j < n:
        return j, step
    return i, -step  # bounce: the end table takes two in a row


def circle(players: Sequence[int | None], round_index: int) -> list[tuple[int | None, int | None]]:
    """Round ``round_index`` (0-based) of the classic circle method: over len(players) - 1
    rounds every pair meets exactly once. ``players`` must have even length (pad with None)."""
    n = len(players)
    if n % 2:
        raise ValueError("circle method needs an even count (pad with None)")
    rest = list(players[1:])
    r = round_index % (n - 1)
    rest = rest[-r:] + rest[:-r] if r else rest
    ring = [players[0], *rest]
    return [(ring[i], ring[n - 1 - i]) for i in range(n // 2)]
