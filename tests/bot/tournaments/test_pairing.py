"""Swiss grouping: by standing, repeat meetings minimised, deterministic for a seed."""

from __future__ import annotations

import itertools
import random
from collections import Counter

from bot.tournaments.pairing import (
    circle,
    group,
    meetings,
    pair,
    repeat_cost,
    repeats,
    snake,
)
from bot.tournaments.table_sizes import split


def partitions(players: list[int], sizes: list[int]):
    """Every way to seat ``players`` at tables of ``sizes`` (small cases only)."""
    if not sizes:
        yield []
        return
    first, rest = players[0], players[1:]
    for others in itertools.combinations(rest, sizes[0] - 1):
        remaining = [p for p in rest if p not in others]
        for tail in partitions(remaining, sizes[1:]):
            yield [[first, *others], *tail]


def random_history(n: int, sizes: list[int], rounds: int, seed: int) -> Counter:
    rng = random.Random(seed)
    tables = []
    for _ in range(rounds):
        order = list(range(1, n + 1))
        rng.shuffle(order)
        at = 0
        for s in sizes:
            tables.append(order[at : at + s])
            at += s
    return meetings(tables)


def test_first_round_is_plain_standing_order() -> None:
    order = [5, 3, 1, 2, 4, 6, 7, 8, 9, 10, 11, 12, 13]
    tables = group(order, split(13, 4, 3), Counter(), random.Random(0))
    assert tables == [[5, 3, 1, 2], [4, 6, 7], [8, 9, 10], [11, 12, 13]]


class Untouched(random.Random):
    """A generator that fails when drawn from: a restart or a kick would draw."""

    def random(self) -> float:
        raise AssertionError("searched again")

    def shuffle(self, x, random=None) -> None:
        raise AssertionError("searched again")

    def getrandbits(self, k: int) -> int:
        raise AssertionError("searched again")


def test_no_search_again_once_an_attempt_is_unbeatable() -> None:
    """Nobody has met (a first round): the standing order has no repeat and moves nobody, so
    no restart or kick may follow it (each would draw from the generator)."""
    order = list(range(1, 201))
    tables = group(order, [4] * 50, Counter(), Untouched(0))
    assert tables == [order[i : i + 4] for i in range(0, 200, 4)]
    # the same for round robin, where only fresh meetings count
    assert group(order, [4] * 50, Counter(), Untouched(0), by_standing=False) == tables


def test_restarts_still_run_when_an_attempt_moved_players() -> None:
    """A first attempt without repeat but with players moved may still be beaten by a
    restart: the search goes on (it draws)."""
    order = list(range(1, 9))
    met = Counter({pair(1, 2): 1})
    try:
        group(order, [4, 4], met, Untouched(0))
    except AssertionError:
        return
    raise AssertionError("no restart after an attempt that moved players")


def test_sizes_kept_everybody_once_and_deterministic() -> None:
    counts = [*range(3, 17), 19, 23, 31, 40, 53, 64]
    for n in counts:
        bounds = [(4, 3), (5, 3), (3, 2), (4, 4), (2, 2)] if n <= 16 else [(4, 3), (2, 2)]
        for hi, lo in bounds:
            try:
                sizes = split(n, hi, lo)
            except ValueError:
                continue
            met = random_history(n, sizes, 2, n)
            order = list(range(1, n + 1))
            a = group(order, sizes, met, random.Random(f"s:{n}"))
            if n <= 16:
                assert a == group(order, sizes, met, random.Random(f"s:{n}"))
            assert [len(t) for t in a] == sizes
            assert sorted(p for t in a for p in t) == order
            # never worse than the plain standing order
            plain = [order[sum(sizes[:i]) : sum(sizes[: i + 1])] for i in range(len(sizes))]
            assert repeat_cost(a, met) <= repeat_cost(plain, met)


def test_no_repeats_when_possible() -> None:
    """16 players at tables of 4: after a round, a second round without any repeat exists
    (one from each first-round table), and the grouping finds it."""
    order = list(range(1, 17))
    first = [order[i : i + 4] for i in range(0, 16, 4)]
    second = group(order, [4, 4, 4, 4], meetings(first), random.Random(1))
    assert repeats(second, meetings(first)) == 0


def test_repeats_as_few_as_brute_force_on_small_cases() -> None:
    for n, hi, lo in [(9, 3, 3), (8, 4, 4), (7, 4, 3), (10, 4, 3), (6, 3, 2)]:
        sizes = split(n, hi, lo)
        for seed in range(4):
            met = random_history(n, sizes, 2, seed)
            players = list(range(1, n + 1))
            best = min(repeat_cost(p, met) for p in partitions(players, sizes))
            found = group(players, sizes, met, random.Random(seed))
            assert repeat_cost(found, met) == best, (n, seed)


def test_leaders_stay_together_when_nothing_is_repeated() -> None:
    order = list(range(1, 13))
    met = Counter({pair(1, 12): 1})  # far apart: no reason to move anyone
    assert group(order, [4, 4, 4], met, random.Random(0)) == [
        [1, 2, 3, 4],
        [5, 6, 7, 8],
        [9, 10, 11, 12],
    ]


def test_a_repeat_moves_the_fewest_places() -> None:
    order = list(range(1, 9))
    met = Counter({pair(1, 2): 1})
    tables = group(order, [4, 4], met, random.Random(0))
    assert repeats(tables, met) == 0
    assert 1 in tables[0]  # the leader stays on table 1
    # exactly one swap between the two tables
    assert len(set(tables[0]) - {1, 2, 3, 4}) == 1


def test_circle_every_pair_once() -> None:
    for n in (4, 6, 8, 7, 9):
        ring = list(range(n)) + ([None] if n % 2 else [])
        rounds = len(ring) - 1
        seen = Counter()
        for r in range(rounds):
            games = circle(ring, r)
            flat = [p for g in games for p in g]
            assert sorted(flat, key=str) == sorted(ring, key=str)
            for a, b in games:
                if a is not None and b is not None:
                    seen[pair(a, b)] += 1
        assert len(seen) == n * (n - 1) // 2 and set(seen.values()) == {1}


def test_snake_spreads_seeds() -> None:
    assert snake(list(range(1, 9)), [4, 4]) == [[1, 4, 5, 8], [2, 3, 6, 7]]
    tables = snake(list(range(1, 14)), [4, 3, 3, 3])
    assert [len(t) for t in tables] == [4, 3, 3, 3]
    assert [t[0] for t in tables] == [1, 2, 3, 4]
