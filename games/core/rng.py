"""Seeded randomness stored in the state.

A game's randomness is fully determined by its seed and by how many draws it has made, both kept
in the state, so replaying (seed, options, seats, log) reproduces every shuffle exactly, and the
state round-trips through JSON without pickling a Mersenne Twister.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import MutableSequence, Sequence
from typing import Any, TypeVar

T = TypeVar("T")


class Rng:
    """Deterministic generator: each draw uses a fresh ``random.Random`` keyed by (seed, counter)."""

    __slots__ = ("seed", "counter")

    def __init__(self, seed: str, counter: int = 0) -> None:
        self.seed = str(seed)
        self.counter = counter

    def _next(self) -> random.Random:
        key = hashlib.sha256(f"{self.seed}:{self.counter}".encode()).digest()
        self.counter += 1
        return random.Random(int.from_bytes(key[:16], "big"))

    def shuffle(self, items: MutableSequence[Any]) -> None:
        self._next().shuffle(items)

    def shuffled(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        self.shuffle(out)
        return out

    def choice(self, items: Sequence[T]) -> T:
        return self._next().choice(list(items))

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        return self._next().sample(list(items), k)

    def randint(self, low: int, high: int) -> int:
        return self._next().randint(low, high)

    def to_json(self) -> dict[str, Any]:
        return {"seed": self.seed, "counter": self.counter}

    @staticmethod
    def from_json(data: dict[str, Any]) -> Rng:
        return Rng(data["seed"], data["counter"])
