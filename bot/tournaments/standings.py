"""Round records, placement points and standings with tie-breaks.

Placement points are set by the organiser for a full table (default ``2·(size-1-place)``: 6/4/2/0
at tables of 4) and scaled linearly for other table sizes, so first always earns the top value
and last always 0: at a table of 3 with the 6/4/2/0 scale, 6/3/0. Tied places share the points
of the places they cover. Exact fractions are used throughout so that sums never drift.

Order: points, then opponents' points (the mean, over every opponent met, of that opponent's
points: a mean rather than a sum because tables differ in size), then the sum of normalised game
scores (per game ``(score - lowest) / (highest - lowest)``, ½ when all equal, so games of
different scales weigh the same), then a random draw from the tournament seed (recorded).
Elimination first orders by how far a player got, then by their place in that round.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction


@dataclass
class TableRecord:
    """One table of a round: entry ids in seat order, and once finished their final places
    (1 = best; players who resigned or dropped are placed after the others) and game scores."""

    players: list[int]
    ranks: list[int] | None = None
    scores: list[float] | None = None

    @property
    def finished(self) -> bool:
        return self.ranks is not None


@dataclass
class RoundRecord:
    number: int
    tables: list[TableRecord]
    byes: list[int] = field(default_factory=list)
    final: bool = False  # elimination: the final table

    @property
    def finished(self) -> bool:
        return all(t.finished for t in self.tables)


@dataclass
class Standing:
    entry: int
    points: Fraction = Fraction(0)
    opp_points: Fraction = Fraction(0)
    score: Fraction = Fraction(0)
    draw: int = 0
    games: int = 0
    wins: int = 0
    byes: int = 0
    dropped: bool = False
    furthest: int = 0  # last round played or bye'd (elimination)
    last_place: int = 0  # place in that round (a bye counts as 1)
    rank: int = 0

    def to_json(self) -> dict[str, object]:
        return {
            "rank": self.rank,
            "entry": self.entry,
            "points": _num(self.points),
            "opp_points": _num(self.opp_points),
            "score": _num(self.score),
            "draw": self.draw,
            "games": self.games,
            "wins": self.wins,
            "byes": self.byes,
            "dropped": self.dropped,
        }


def _num(x: Fraction) -> float | int:
    return int(x) if x.denominator == 1 else round(float(x), 3)


def default_scale(table_size: int) -> list[Fraction]:
    return [Fraction(2 * (table_size - 1 - i)) for i in range(table_size)]


def place_value(scale: Sequence[Fraction], n: int, place: int) -> Fraction:
    """Points for ``place`` (0-based) at a table of ``n``, the scale stretched to ``n``."""
    if n == 1 or len(scale) == 1:
        return Fraction(scale[0])
    x = Fraction(place * (len(scale) - 1), n - 1)
    lo = int(x)
    if lo >= len(scale) - 1:
        return Fraction(scale[-1])
    frac = x - lo
    return Fraction(scale[lo]) * (1 - frac) + Fraction(scale[lo + 1]) * frac


def placement_points(scale: Sequence[Fraction], ranks: Sequence[int]) -> list[Fraction]:
    """Points per seat; seats sharing a rank share the points of the places they cover."""
    n = len(ranks)
    out = []
    for r in ranks:
        tied = sum(1 for q in ranks if q == r)
        covered = [place_value(scale, n, p) for p in range(r - 1, r - 1 + tied)]
        out.append(sum(covered, Fraction(0)) / tied)
    return out


def normalised(scores: Sequence[float]) -> list[Fraction]:
    lo, hi = min(scores), max(scores)
    if hi == lo:
        return [Fraction(1, 2)] * len(scores)
    return [Fraction(s - lo) / Fraction(hi - lo) for s in scores]


def draw_order(entries: Sequence[int], seed: str) -> dict[int, int]:
    """The recorded random draw, the last tie-break: a seeded permutation of the entries."""
    order = sorted(entries)
    random.Random(f"{seed}:draw").shuffle(order)
    return {e: i + 1 for i, e in enumerate(order)}


def compute(
    entries: Sequence[int],
    rounds: Sequence[RoundRecord],
    *,
    scale: Sequence[Fraction],
    bye_points: Fraction,
    seed: str,
    dropped: Sequence[int] = (),
    elimination: bool = False,
    by_entry: bool = False,
) -> list[Standing]:
    """Standings, best first, from finished tables (running tables do not count yet). The last
    tie-break is the seeded draw, or with ``by_entry`` the entry number (entries numbered by
    rating when a tournament is seeded by rating)."""
    st = {e: Standing(e, dropped=e in set(dropped)) for e in entries}
    opponents: dict[int, list[int]] = {e: [] for e in entries}
    for rnd in rounds:
        for e in rnd.byes:
            s = st[e]
            s.points += bye_points
            s.score += Fraction(1, 2)
            s.byes += 1
            s.furthest, s.last_place = rnd.number, 1
        for table in rnd.tables:
            if table.ranks is None or table.scores is None:
                continue
            pts = placement_points(scale, table.ranks)
            norm = normalised(table.scores)
            for i, e in enumerate(table.players):
                s = st[e]
                s.points += pts[i]
                s.score += norm[i]
                s.games += 1
                s.wins += table.ranks[i] == 1
                s.furthest, s.last_place = rnd.number, table.ranks[i]
                opponents[e] += [q for q in table.players if q != e]
    for e, opp in opponents.items():
        if opp:
            st[e].opp_points = sum((st[q].points for q in opp), Fraction(0)) / len(opp)
    draw = {e: e for e in entries} if by_entry else draw_order(entries, seed)
    for e, s in st.items():
        s.draw = draw[e]

    def key(s: Standing) -> tuple[object, ...]:
        base = (-s.points, -s.opp_points, -s.score, s.draw)
        return ((-s.furthest, s.last_place) if elimination else ()) + base

    ordered = sorted(st.values(), key=key)
    for i, s in enumerate(ordered):
        s.rank = i + 1
    return ordered
