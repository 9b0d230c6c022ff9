"""Pairings players accept — property tests over many seeds: round robin reaches the
fewest unmet pairs where a design exists (8 at 4, 9 at 3, 16 at 4), table sizes differ by at
most one, byes differ by at most one, nobody gets a second elimination bye while another active
player has none; Swiss ``repeats: allow`` seats the leaders together."""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import pytest

from bot.tournaments import designs
from bot.tournaments.formats import Config, current_standings, next_round, unmet_pairs
from tests.bot.tournaments.test_formats import play, seated

SEEDS = [str(s) for s in range(12)]


@pytest.mark.parametrize(("n", "k", "rounds"), [(8, 4, 3), (9, 3, 4), (16, 4, 5), (27, 3, 13)])
@pytest.mark.parametrize("seed", SEEDS)
def test_round_robin_meets_every_pair_where_a_design_exists(
    n: int, k: int, rounds: int, seed: str
) -> None:
    config = Config("roundrobin", k, k, seed=seed)
    played = play(config, n, seed=int(seed))
    assert len(played) == rounds
    assert unmet_pairs(config, list(range(1, n + 1)), played) == (0, 0)
    for rnd in played:
        assert sorted(seated(rnd)) == list(range(1, n + 1)) and not rnd.byes


def test_affine_designs_are_resolvable() -> None:
    for n, k in [(8, 4), (9, 3), (16, 4), (25, 5), (27, 3), (64, 4), (16, 2)]:
        schedule = designs.affine_schedule(n, k)
        assert schedule is not None
        met = Counter()
        for rnd in schedule:
            assert sorted(p for t in rnd for p in t) == list(range(n))  # everyone once a round
            assert all(len(t) == k for t in rnd)
            met.update(pair for t in rnd for pair in combinations(sorted(t), 2))
        assert len(met) == n * (n - 1) // 2  # every pair meets
    assert designs.affine_schedule(12, 4) is None and designs.affine_schedule(10, 3) is None


def test_the_search_reaches_the_true_minimum_for_six_at_three() -> None:
    # exhaustively, 6 players at two tables of 3 over 3 rounds leave at least 2 pairs unmet
    best = 99
    parts = [(a, tuple(x for x in range(6) if x not in a)) for a in combinations(range(6), 3)]
    for chosen in combinations(parts, 3):
        met = {p for r in chosen for t in r for p in combinations(sorted(t), 2)}
        best = min(best, 15 - len(met))
    assert best == 2
    for seed in SEEDS[:4]:
        s = designs.search_schedule(6, [3, 3], 3, random.Random(seed))
        assert designs.unmet_pairs(range(6), [t for r in s for t in r]) == 2


@pytest.mark.parametrize("fmt", ["swiss", "roundrobin"])
@pytest.mark.parametrize("n", [7, 10, 13, 21, 30])
@pytest.mark.parametrize("seed", SEEDS[:6])
def test_table_sizes_and_byes_stay_even(fmt: str, n: int, seed: str) -> None:
    config = (
        Config(fmt, 4, 3, rounds=4, seed=seed) if fmt == "swiss" else Config(fmt, 4, 3, seed=seed)
    )
    played = play(config, n, seed=int(seed))
    byes: Counter[int] = Counter()
    for rnd in played:
        sizes = [len(t.players) for t in rnd.tables]
        assert max(sizes) - min(sizes) <= 1
        byes.update(rnd.byes)
        counts = [byes[e] for e in range(1, n + 1)]
        assert max(counts) - min(counts) <= 1


@pytest.mark.parametrize(("size", "least", "advance"), [(4, 3, 2), (4, 4, 2), (3, 3, 1)])
@pytest.mark.parametrize("n", [7, 11, 18, 19, 21, 31])
@pytest.mark.parametrize("seed", SEEDS[:4])
def test_no_second_elimination_bye_while_someone_has_none(
    size: int, least: int, advance: int, n: int, seed: str
) -> None:
    config = Config("elimination", size, least, advance=advance, seed=seed)
    played = play(config, n, seed=int(seed))
    byes: Counter[int] = Counter()
    for rnd in played:
        active = set(seated(rnd)) | set(rnd.byes)
        for e in rnd.byes:
            if byes[e] >= 1:
                assert all(byes[o] >= 1 for o in active if o not in rnd.byes), (rnd.number, e)
        byes.update(rnd.byes)


def test_swiss_repeats_allow_seats_the_leaders_together() -> None:
    allow = Config("swiss", 4, 4, rounds=3, seed="3", repeats="allow")
    played = play(allow, 16, seed=3)
    last = played[-1]
    standing = current_standings(allow, list(range(1, 17)), played[:-1])
    top4 = {s.entry for s in standing[:4]}
    assert set(last.tables[0].players) == top4
    avoid = Config("swiss", 4, 4, rounds=3, seed="3")
    assert next_round(avoid, list(range(1, 17)), played[:-1]) is not None


def test_swiss_weighted_seats_more_leaders_together_than_avoid_with_fewer_repeats_than_allow() -> (
    None
):
    """The last round of 21- and 25-player events at tables of 3–4: how many of the top 4 sit at
    table 1, and how many repeat meetings the event had, for each ``repeats`` rule."""
    from bot.tournaments.pairing import meetings

    out = {}
    for mode in ("avoid", "weighted", "allow"):
        top = repeats = 0
        for n, seed in ((21, 0), (25, 1)):
            config = Config("swiss", 4, 3, rounds=3, seed=str(seed), repeats=mode)
            played = play(config, n, seed=seed)
            standing = current_standings(config, list(range(1, n + 1)), played[:-1])
            top += len({s.entry for s in standing[:4]} & set(played[-1].tables[0].players))
            met = meetings(t.players for r in played for t in r.tables)
            repeats += sum(c - 1 for c in met.values() if c > 1)
        out[mode] = (top, repeats)
    assert out["avoid"][1] == 0 and out["allow"][0] == 8
    assert out["avoid"][0] <= out["weighted"][0] <= out["allow"][0]
    assert out["weighted"][1] <= out["allow"][1]
