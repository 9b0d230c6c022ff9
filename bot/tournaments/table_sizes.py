"""How many tables, of which sizes, for N players.

Policy: as few tables as possible (games are more interesting full), sizes as equal as possible,
the larger tables first (table 1 seats the leaders). 13 players at tables of 3–4 → 4+3+3+3.
When N cannot be split at all (5 players at tables of exactly 4), :func:`split` raises and
:func:`split_with_byes` seats the largest count that can be split and leaves the rest out (byes).
"""

from __future__ import annotations


class TableSplitError(ValueError):
    """N players cannot be seated at tables within the size bounds."""


def check_bounds(max_size: int, min_size: int) -> None:
    if min_size < 1 or max_size < min_size:
        raise TableSplitError(
            f"table sizes must satisfy 1 ≤ minimum ≤ maximum, not {min_size}–{max_size}"
        )


def split(n: int, max_size: int, min_size: int) -> list[int]:
    """Table sizes for ``n`` players, largest first; ``[]`` for nobody."""
    check_bounds(max_size, min_size)
    if n < 0:
        raise TableSplitError(f"cannot seat {n} players")
    if n == 0:
        return []
    k = -(-n // max_size)  # fewest tables; more tables only make them smaller
    base, extra = divmod(n, k)
    if base < min_size:
        raise TableSplitError(
            f"{n} players cannot be seated at tables of {min_size}–{max_size} players"
        )
    return [base + 1] * extra + [base] * (k - extra)


def can_split(n: int, max_size: int, min_size: int) -> bool:
    try:
        split(n, max_size, min_size)
    except TableSplitError:
        return False
    return True


def split_with_byes(n: int, max_size: int, min_size: int) -> tuple[list[int], int]:
    """(table sizes, byes): seat as many of ``n`` as possible; the fewest possible sit out."""
    check_bounds(max_size, min_size)
    for seated in range(n, -1, -1):
        if can_split(seated, max_size, min_size):
            return split(seated, max_size, min_size), n - seated
    return [], n  # pragma: no cover - 0 always splits
