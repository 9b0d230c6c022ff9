"""Splitting N players into tables: sizes within bounds whenever possible, a clear error when not."""

from __future__ import annotations

import pytest

from bot.tournaments.table_sizes import TableSplitError, can_split, split, split_with_byes


@pytest.mark.parametrize(
    ("n", "hi", "lo", "sizes"),
    [
        (13, 4, 3, [4, 3, 3, 3]),
        (12, 4, 3, [4, 4, 4]),
        (9, 4, 3, [3, 3, 3]),
        (6, 4, 3, [3, 3]),
        (7, 4, 3, [4, 3]),
        (5, 5, 2, [5]),
        (11, 5, 3, [4, 4, 3]),
        (64, 4, 4, [4] * 16),
        (3, 4, 3, [3]),
        (0, 4, 3, []),
    ],
)
def test_examples(n: int, hi: int, lo: int, sizes: list[int]) -> None:
    assert split(n, hi, lo) == sizes


@pytest.mark.parametrize(("n", "hi", "lo"), [(5, 4, 4), (2, 4, 3), (5, 4, 3), (7, 3, 3)])
def test_impossible_counts_raise_a_clear_error(n: int, hi: int, lo: int) -> None:
    with pytest.raises(TableSplitError, match=f"{n} players cannot be seated at tables of"):
        split(n, hi, lo)


def test_bad_bounds() -> None:
    with pytest.raises(TableSplitError, match="minimum ≤ maximum"):
        split(10, 3, 4)


def test_every_count_and_bounds() -> None:
    """3–64 players, every bound pair: within bounds, fewest tables, sizes differ by ≤ 1, and
    an error exactly when no split exists (checked by brute force)."""
    for hi in range(2, 7):
        for lo in range(2, hi + 1):
            for n in range(3, 65):
                possible = any(k * lo <= n <= k * hi for k in range(1, n + 1))
                assert can_split(n, hi, lo) == possible, (n, hi, lo)
                if not possible:
                    sizes, byes = split_with_byes(n, hi, lo)
                    assert 0 < byes < n or not sizes
                    assert can_split(n - byes, hi, lo)
                    assert all(not can_split(m, hi, lo) for m in range(n - byes + 1, n + 1))
                    continue
                sizes = split(n, hi, lo)
                assert sum(sizes) == n
                assert all(lo <= s <= hi for s in sizes)
                assert len(sizes) == -(-n // hi)
                assert max(sizes) - min(sizes) <= 1
                assert sizes == sorted(sizes, reverse=True)
                assert split_with_byes(n, hi, lo) == (sizes, 0)
