"""Bots that play any game through the protocol: used by simulation, tests, empty seats and
timed-out players. A bot's choices are recorded as ordinary actions, so replay never needs the
bot's own randomness."""

from __future__ import annotations

import random
from typing import Any, Protocol

from games.core.protocol import Game


class Bot(Protocol):
    def choose(self, game: Game[Any], state: Any, seat: int) -> str: ...


class RandomBot:
    """Picks uniformly among the legal actions."""

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = random.Random(str(seed))

    def choose(self, game: Game[Any], state: Any, seat: int) -> str:
        actions = game.legal(state, seat)
        if not actions:
            raise ValueError(f"seat {seat} has no legal action")
        return self.rng.choice(actions)
