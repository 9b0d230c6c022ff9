"""Round robin schedules at tables of 3–5 that leave as few pairs unmet as possible.

Where a known design exists it is used: the points of an affine geometry AG(m, q) (q a prime
power, n = q^m players) grouped by the parallel classes of its d-flats (tables of k = q^d).
Each class seats everyone once; two players meet in a class exactly when their difference
lies in the class's direction subspace, so choosing classes whose subspaces together cover
every non-zero vector meets every pair: 9 players at 3 in 4 rounds (AG(2,3)), 16 at 4 in 5
(AG(2,4)), 8 at 4 in 3 (three planes of AG(3,2) through a common line), 27 at 3 in 13…

Elsewhere a seeded local search over the whole schedule swaps two players of a round while the
number of unmet pairs (then of repeat meetings) does not grow. :func:`unmet_minimum` gives the
counting bound (rounds × pairs seated per round), which a design reaches; the search is not
proven optimal where no design exists.

Everything is pure and deterministic (``random.Random`` seeded by the caller).
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Sequence
from functools import lru_cache
from math import comb

Schedule = list[list[list[int]]]  # rounds → tables → players 0…n-1
SEARCH_STEPS = 30_000

# GF(q) for the prime powers used: (q, p, irreducible polynomial for q = p^k > p)
_FIELDS: dict[int, tuple[int, int]] = {
    2: (2, 0),
    3: (3, 0),
    4: (2, 0b111),
    5: (5, 0),
    7: (7, 0),
    8: (2, 0b1011),
}


def _mul(q: int, a: int, b: int) -> int:
    p, poly = _FIELDS[q]
    if not poly:
        return a * b % q
    out = 0
    while b:  # carry-less multiplication modulo the polynomial (characteristic 2)
        if b & 1:
            out ^= a
        b >>= 1
        a <<= 1
        if a & q:
            a ^= poly
    return out


def _add(q: int, a: int, b: int) -> int:
    return a ^ b if _FIELDS[q][1] else (a + b) % q


def _vadd(q: int, u: tuple[int, ...], v: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(_add(q, a, b) for a, b in zip(u, v, strict=True))


def _subspaces(q: int, m: int, d: int) -> list[frozenset[tuple[int, ...]]]:
    """Every d-dimensional subspace of GF(q)^m (as its set of vectors)."""
    vectors = [v for v in itertools.product(range(q), repeat=m) if any(v)]
    seen: set[frozenset[tuple[int, ...]]] = set()
    out = []
    for basis in itertools.combinations(vectors, d):
        span = {tuple([0] * m)}
        for b in basis:
            span = {_vadd(q, s, tuple(_mul(q, c, x) for x in b)) for s in span for c in range(q)}
        if len(span) == q**d and (f := frozenset(span)) not in seen:
            seen.add(f)
            out.append(f)
    return out


def _design(n: int, k: int) -> tuple[int, int, int] | None:
    """(q, m, d) with q^m = n and q^d = k, the largest q first (fewest rounds)."""
    for q in sorted(_FIELDS, reverse=True):
        for m in range(2, 7):
            for d in range(1, m):
                if q**m == n and q**d == k:
                    return q, m, d
    return None


@lru_cache(maxsize=64)
def affine_schedule(n: int, k: int) -> Schedule | None:
    """Rounds of an affine design for n players at tables of k, chosen greedily so that every
    pair has met as soon as possible (None: no design for these numbers)."""
    found = _design(n, k)
    if found is None:
        return None
    q, m, d = found
    points = list(itertools.product(range(q), repeat=m))
    index = {p: i for i, p in enumerate(points)}
    todo = {v for v in points if any(v)}
    chosen: list[frozenset[tuple[int, ...]]] = []
    spaces = _subspaces(q, m, d)
    while todo:
        best = max(spaces, key=lambda s: len(todo & s))
        chosen.append(best)
        todo -= best
    rounds = []
    for space in chosen:
        tables, placed = [], set()
        for p in points:
            if p not in placed:
                coset = sorted(index[_vadd(q, p, s)] for s in space)
                placed |= {points[i] for i in coset}
                tables.append(coset)
        rounds.append(tables)
    return rounds


def unmet_minimum(n: int, sizes: Sequence[int], rounds: int) -> int:
    """The counting bound: pairs that cannot all meet in ``rounds`` rounds of these tables."""
    return max(0, comb(n, 2) - rounds * sum(comb(s, 2) for s in sizes))


def search_schedule(
    n: int, sizes: Sequence[int], rounds: int, rng: random.Random, steps: int = SEARCH_STEPS
) -> Schedule:
    """A schedule found by simulated annealing over swaps of two players of a round: fewest
    unmet pairs, then fewest repeat meetings (the best schedule seen is kept)."""
    met = [[0] * n for _ in range(n)]
    schedule: Schedule = []
    for _ in range(rounds):
        order = list(range(n))
        rng.shuffle(order)
        tables, at = [], 0
        for s in sizes:
            tables.append(order[at : at + s])
            at += s
        schedule.append(tables)
        for t in tables:
            for a, b in itertools.combinations(t, 2):
                met[a][b] += 1
                met[b][a] += 1

    def cost_of_change(a: int, b: int, delta: int) -> tuple[int, int]:
        c = met[a][b]
        after = c + delta
        unmet = (after == 0) - (c == 0)
        repeat = max(0, after - 1) - max(0, c - 1)
        return unmet, repeat

    unmet_now = sum(1 for a in range(n) for b in range(a + 1, n) if met[a][b] == 0)
    if len(sizes) < 2 or rounds == 0:
        return schedule
    best = (unmet_now, [[list(t) for t in r] for r in schedule])
    floor = unmet_minimum(n, sizes, rounds)
    for step in range(steps):
        if best[0] == floor:
            break
        r = rng.randrange(rounds)
        ti, tj = rng.sample(range(len(sizes)), 2)
        A, B = schedule[r][ti], schedule[r][tj]
        x, y = rng.randrange(len(A)), rng.randrange(len(B))
        a, b = A[x], B[y]
        du = dr = 0
        for p in A:
            if p != a:
                u1, r1 = cost_of_change(a, p, -1)
                u2, r2 = cost_of_change(b, p, +1)
                du, dr = du + u1 + u2, dr + r1 + r2
        for p in B:
            if p != b:
                u1, r1 = cost_of_change(b, p, -1)
                u2, r2 = cost_of_change(a, p, +1)
                du, dr = du + u1 + u2, dr + r1 + r2
        change = 8 * du + dr
        heat = 1.5 * (1 - step / steps)  # simulated annealing: uphill early, never at the end
        if change > 0 and (heat < 0.05 or rng.random() >= math.exp(-change / heat)):
            continue
        for p in A:
            if p != a:
                met[a][p] -= 1
                met[p][a] -= 1
                met[b][p] += 1
                met[p][b] += 1
        for p in B:
            if p != b:
                met[b][p] -= 1
                met[p][b] -= 1
                met[a][p] += 1
                met[p][a] += 1
        A[x], B[y] = b, a
        unmet_now += du
        if unmet_now < best[0]:
            best = (unmet_now, [[list(t) for t in r] for r in schedule])
    return best[1]


@lru_cache(maxsize=64)
def _searched(n: int, sizes: tuple[int, ...], rounds: int, seed: str) -> Schedule:
    return search_schedule(n, sizes, rounds, random.Random(f"{seed}:schedule"))


def schedule(n: int, sizes: Sequence[int], rounds: int, seed: str) -> Schedule:
    """The round robin schedule for n players (0…n-1) at tables of ``sizes`` over ``rounds``
    rounds: an affine design where one exists, else the local search's."""
    k = sizes[0] if sizes else 0
    if sizes and all(s == k for s in sizes):
        design = affine_schedule(n, k)
        if design is not None and len(design) >= rounds:
            return [[list(t) for t in r] for r in design[:rounds]]
    return [[list(t) for t in r] for r in _searched(n, tuple(sizes), rounds, seed)]


def unmet_pairs(n_players: Sequence[int], tables: Sequence[Sequence[int]]) -> int:
    """Pairs of ``n_players`` never seated together at any of ``tables``."""
    met = {(a, b) for t in tables for a, b in itertools.combinations(sorted(t), 2)}
    return sum(1 for a, b in itertools.combinations(sorted(n_players), 2) if (a, b) not in met)
