"""Bots at the table: which level plays a seat, and their decisions off the event loop.

A bot plays empty seats (``/game addbot level:``), seats whose player resigned, dropped or timed
out, and tournament tables at a deadline. Its decision is the engine's own search or heuristic
(``Game.make_bot(seed, level)``) and can take tens of milliseconds (Almadi's heuristic, the
``strong`` search): run on the event loop, a table where bots play the rest of a game blocked
every other table, autocomplete and the gateway heartbeat for seconds; in a thread, a search in
pure Python still holds the interpreter. So decisions run in worker processes
(:mod:`bot.ops.bot_pool`, the service's ``bot_pool``) when the bot has one, else — a console,
tests, an injected ``bot_factory`` — in a thread. The table's lock is held meanwhile — any move
at the same table would make the decision stale — but the loop stays free for everyone else;
the state is only read there (bots never mutate what they are given) and only changed back on
the loop, by ``apply``.

A stand-in for a person never plays below ``normal`` (it must not give the game away); a bot seat
added by hand plays at the level it was added at.
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from bot.ops.bot_pool import target_of
from bot.table.model import Applied, Table

if TYPE_CHECKING:
    from bot.table.ports import Service

LEVELS = ("easy", "normal", "strong")
DEFAULT_LEVEL = "normal"
GUARD = 50_000  # decisions in one commit: past this the bots are stuck in a loop

BotFactory = Callable[[str], Any]


def level_of(table: Table, seat: int) -> str:
    """The level that plays ``seat``: a bot seat's own, else the table's (at least normal)."""
    player = table.players[seat]
    if player.is_bot and player.bot_level in LEVELS:
        return player.bot_level
    level = str(table.settings.get("bot_level") or DEFAULT_LEVEL)
    if level not in LEVELS or (not player.is_bot and level == "easy"):
        return DEFAULT_LEVEL
    return level


def level_for(table: Table, seat: int) -> str | None:
    """The level ``make_bot`` is asked for; None for a game with one bot."""
    if "level" not in inspect.signature(table.game.make_bot).parameters:
        return None
    return level_of(table, seat)


def make(table: Table, seat: int, seed: str, factory: BotFactory | None = None) -> Any:
    if factory is not None:
        return factory(seed)
    level = level_for(table, seat)
    if level is None:
        return table.game.make_bot(seed)
    return table.game.make_bot(seed, level=level)


async def decide(service: Service, table: Table, seat: int, seed: str) -> str:
    """The bot's action for ``seat`` now, computed in a worker process, else a thread."""
    pool = service.bot_pool
    target = target_of(table.game) if pool is not None and service.bot_factory is None else None
    if pool is not None and target is not None:
        level = level_for(table, seat)
        return await pool.decide(table.game, table.state, seat, seed, level, target)
    bot = make(table, seat, seed, service.bot_factory)
    return await asyncio.to_thread(bot.choose, table.game, table.state, seat)


async def run(service: Service, table: Table) -> list[Applied]:
    """Let automated seats act until a human must decide or the game ends (the caller holds
    the table's lock and commits what is returned)."""
    applied: list[Applied] = []
    game, state = table.game, table.state
    while not game.is_over(state):
        seat = next(
            (s for s in game.pending(state) if table.players[s].automated and game.legal(state, s)),
            None,
        )
        if seat is None:
            break
        if len(applied) >= GUARD:
            raise RuntimeError("bots did not finish")
        seed = f"{table.seed}:{table.seq + len(applied)}:{seat}"
        action = await decide(service, table, seat, seed)
        events = game.apply(state, seat, action)
        applied.append(Applied(seat, action, "bot", None, events))
    return applied
