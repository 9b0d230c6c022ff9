"""Bots that play any game through the protocol: used by simulation, tests, empty seats and
timed-out players. A bot's choices are recorded as ordinary actions, so replay never needs the
bot's own randomness.

Every game offers three levels (``Game.make_bot(seed, level)``): ``easy`` plays uniformly random
legal moves, ``normal`` the game's heuristic (its main plan, a few milliseconds a move) and
``strong`` a search over the engine's own ``legal``/``apply`` from states sampled out of what the
seat may know (:mod:`games.core.search`). A bot reads the state it is given and never changes
it, and its choice depends only on (state as the seat may know it, seat, seed), so the table
service may run it in a thread."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol

from games.core.protocol import Game

LEVELS = ("easy", "normal", "strong")
DEFAULT_LEVEL = "normal"


class Bot(Protocol):
    def choose(self, game: Game[Any], state: Any, seat: int) -> str: ...


def check_level(level: str) -> str:
    """The level, normalised, or a ValueError naming the levels."""
    name = str(level).strip().lower()
    if name not in LEVELS:
        raise ValueError(f"unknown bot level {level!r} (levels: {', '.join(LEVELS)})")
    return name


class RandomBot:
    """Picks uniformly among the legal actions."""

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = random.Random(str(seed))

    def choose(self, game: Game[Any], state: Any, seat: int) -> str:
        actions = game.legal(state, seat)
        if not actions:
            raise ValueError(f"seat {seat} has no legal action")
        return self.rng.choice(actions)


def make_level_bot(
    seed: int | str,
    level: str,
    *,
    normal: Callable[[str], Bot],
    sample: Callable[..., Any],
    value: Callable[..., list[float]],
    budget: Any = None,
    easy: Callable[[str], Bot] | None = None,
    copy: Callable[[Any], Any] | None = None,
) -> Bot:
    """A game's bot at ``level``: random legal moves (or the game's ``easy`` variant of them),
    its heuristic, or a search over rollouts of that heuristic from states sampled out of the
    seat's knowledge (``sample``)."""
    name = check_level(level)
    if name == "easy":
        return (easy or RandomBot)(str(seed))
    if name == "normal":
        return normal(str(seed))
    from games.core.search import Budget, SearchBot

    return SearchBot(
        seed, policy=normal, sample=sample, value=value, budget=budget or Budget(), copy=copy
    )
