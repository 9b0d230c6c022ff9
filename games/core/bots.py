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

from collections.abc import Callable
from typing import Any

from games.core.protocol import DEFAULT_LEVEL, LEVELS, Bot, RandomBot, check_level

__all__ = ["DEFAULT_LEVEL", "LEVELS", "Bot", "RandomBot", "check_level", "make_level_bot"]


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
