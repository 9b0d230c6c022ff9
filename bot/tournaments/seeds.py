"""Seeds nobody can know.

Every tournament table deals from its own seed drawn from :mod:`secrets` when the table is
first opened and stored with it: never derived from another table, the tournament's seed, a
round number or a Discord interaction id, so a finished game's exported seed tells nothing about
any other game, and a table is never dealt twice (a cancelled or deleted table is continued or
adjudicated, never re-dealt). The pairing seed of a tournament is drawn the same way.

``caravanserai tournament simulate`` must give the same output for the same arguments: it
passes :class:`Counter` instead, a deterministic source for throwaway simulations only.
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Callable

SeedSource = Callable[[], str]


def new_seed() -> str:
    """128 random bits from the operating system's generator."""
    return secrets.token_hex(16)


class Counter:
    """Deterministic seeds for simulations (never used on a server): hashes of a base and a
    counter, so the same simulation deals the same games."""

    def __init__(self, base: str, start: int = 0) -> None:
        self.base = base
        self.n = start  # seeds already drawn (a simulation continued after a restart)

    def __call__(self) -> str:
        self.n += 1
        return hashlib.sha256(f"simulation:{self.base}:{self.n}".encode()).hexdigest()[:32]
