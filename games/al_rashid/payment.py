"""Gold value of goods and legal payments (spec §10, D-17)."""

from __future__ import annotations

from functools import lru_cache
from itertools import product
from typing import Any

from games.al_rashid.data import GOODS, SET_VALUES


def gold_value(counts: list[int] | tuple[int, ...]) -> int:
    """Layered value of a collection of goods (§10.2); counts in GOODS order."""
    return _gold_value(tuple(counts))


@lru_cache(maxsize=65_536)  # the bots' rollouts value the same few hands a million times
def _gold_value(counts: tuple[int, ...]) -> int:
    total = 0
    remaining = [c for c in counts if c > 0]
    j = 1
    while remaining:
        total += SET_VALUES[len(remaining)]
        j += 1
        remaining = [c for c in remaining if c >= j]
    return total


def is_minimal_payment(pay: tuple[int, ...], cost: int) -> bool:
    """D-17: covers the cost and no single good can be removed while still covering it."""
    if gold_value(pay) < cost:
        return False
    for i, c in enumerate(pay):
        if c:
            less = list(pay)
            less[i] -= 1
            if gold_value(less) >= cost:
                return False
    return True


def _sort_key(hand: list[int] | tuple[int, ...], pay: tuple[int, ...]) -> tuple:
    kept = [h - p for h, p in zip(hand, pay, strict=True)]
    # D-17 ordering: most value kept, least paid, most goods kept, then silk, spice, metal,
    # ceramic, wood kept (higher first)
    return (-gold_value(kept), gold_value(pay), -sum(kept), *(-k for k in reversed(kept)))


def payments(hand: list[int], cost: int, keep_one: bool = False) -> list[tuple[int, ...]]:
    """Every legal payment of ``cost`` from ``hand``, in the D-17 default order.

    ``keep_one``: only payments that leave at least one good (a General/Vizier favor declared in
    the same visit needs a good to give after paying, §12.7)."""
    return list(_payments(tuple(hand), cost, keep_one))


@lru_cache(maxsize=16_384)  # a pure function of small numbers, enumerated for every visit
def _payments(hand: tuple[int, ...], cost: int, keep_one: bool) -> tuple[tuple[int, ...], ...]:
    if cost <= 0:
        return ((0, 0, 0, 0, 0),) if (not keep_one or sum(hand) > 0) else ()
    if gold_value(hand) < cost:
        return ()
    # a minimal payment never holds more copies of a type than the cost (each copy adds >= 1)
    ranges = [range(min(h, cost) + 1) for h in hand]
    out = []
    total = sum(hand)
    for pay in product(*ranges):
        if keep_one and sum(pay) >= total:
            continue
        if is_minimal_payment(pay, cost):
            out.append(pay)
    out.sort(key=lambda p: _sort_key(hand, p))
    return tuple(out)


def can_pay(hand: list[int], cost: int, keep_one: bool = False) -> bool:
    """Whether some legal payment exists (monotone value: test the best remaining hand)."""
    if keep_one:
        if not sum(hand):
            return False
        if cost <= 0:
            return True
        best = 0
        for i, c in enumerate(hand):
            if c:
                less = list(hand)
                less[i] -= 1
                best = max(best, gold_value(less))
        return best >= cost
    return cost <= 0 or gold_value(hand) >= cost


def goods_text(counts: list[int] | tuple[int, ...]) -> str:
    """``wood wood spice`` — canonical order, one word per good."""
    return " ".join(g for g, c in zip(GOODS, counts, strict=True) for _ in range(c))


def goods_label(counts: list[int] | tuple[int, ...]) -> str:
    """``2 wood, 1 spice`` or ``nothing``."""
    parts = [f"{c} {g}" for g, c in zip(GOODS, counts, strict=True) if c]
    return ", ".join(parts) if parts else "nothing"


def goods_msg(counts: list[int] | tuple[int, ...]) -> list[Any]:
    """:func:`goods_label` as a nested catalogue message, for other languages."""
    from games.al_rashid import words as nm

    parts = [nm.goods(g, c) for g, c in zip(GOODS, counts, strict=True) if c]
    return parts if parts else nm.nested("alrashid-nothing")
