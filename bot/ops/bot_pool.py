"""Bot decisions in worker processes.

A ``strong`` decision is a search in pure Python: in a thread of the bot process it holds the
interpreter, and with a dozen tables of strong bots the event loop woke 1.5 s late and read
commands missed Discord's 3 seconds. So decisions run in :class:`bot.ops.workers.Workers`, the
same pool model as the images. What crosses to a worker is plain data: the game's registry
target, the level, the seed, the seat and the state as the game encodes it for storage (JSON);
the worker decodes it and builds the bot from its seed and level, exactly as the table service
would — a bot's choice depends only on (state, seat, seed, level), so the actions are the same
as in a thread and replays, golden logs and restarts are unchanged.

A worker that dies, or takes longer than ``timeout`` (it is then killed), is replaced and the
decision is asked once more of a fresh one; if that fails too, the seat plays a random legal
move from its seed, here — quick and deterministic — and the error is logged: a table never
waits for ever on a broken worker.
"""

from __future__ import annotations

import asyncio
import importlib
import json
import logging
from typing import Any

from bot.ops.workers import BrokenProcessPool, Workers, watch_parent
from games.core import registry
from games.core.bots import RandomBot

log = logging.getLogger("caravanserai.bots")

TIMEOUT = 120.0  # seconds for one decision (a strong one takes well under a second): a hang
NICENESS = 10  # the lowest priority of the bot's processes: nobody waits on a bot's reply


def _start_worker() -> None:
    """A worker's first step: a watch on the bot process; the games imported before the first
    decision."""
    watch_parent(NICENESS)
    for game_id in registry.game_ids():
        registry.get_game(game_id)


def decide_in_worker(target: str, level: str | None, seed: str, state: str, seat: int) -> str:
    """One decision, as the table service makes it (``level`` None: a game with one bot)."""
    module, attr = target.split(":")
    game = getattr(importlib.import_module(module), attr)
    decoded = game.decode(json.loads(state))
    bot = game.make_bot(seed) if level is None else game.make_bot(seed, level=level)
    return str(bot.choose(game, decoded, seat))


def target_of(game: Any) -> str | None:
    """Where a worker finds ``game``: its registry target, if the registry's game is this very
    object (a game a test built for itself is decided in a thread)."""
    target = registry.target(game.spec.id)
    try:
        same = target is not None and registry.get_game(game.spec.id) is game
    except (ImportError, AttributeError, KeyError):
        return None
    return target if same else None


class BotPool:
    """``await pool.decide(game, state, seat, seed, level)`` → the bot's action, computed in a
    worker process. ``workers``: processes (default ``CARAVANSERAI_BOT_WORKERS``)."""

    def __init__(self, workers: int | None = None, timeout: float = TIMEOUT) -> None:
        from bot.ops import settings

        self.timeout = timeout
        self.processes = Workers("bots", workers or settings.bot_workers(), _start_worker)
        self._waiting = [0] * self.processes.count
        # one decision in flight per worker: the others wait here, so that ``timeout`` counts a
        # decision's own time and never its turn in the queue (with a dozen tables of strong
        # bots a queued decision timed out and a worker busy with another table was killed)
        self._slots = [asyncio.Lock() for _ in range(self.processes.count)]
        self.fallbacks = 0  # decisions that fell back to a random move (metrics, tests)

    def start(self) -> None:
        self.processes.start()

    def close(self) -> None:
        self.processes.close()

    def worker_pids(self) -> list[int]:
        return self.processes.pids()

    async def decide(
        self, game: Any, state: Any, seat: int, seed: str, level: str | None, target: str
    ) -> str:
        """The action (``target`` from :func:`target_of`); the caller holds the table's lock,
        so ``state`` does not change meanwhile."""
        request = (target, level, seed, json.dumps(game.encode(state)), seat)
        for attempt in (1, 2):
            worker = min(range(self.processes.count), key=self._waiting.__getitem__)
            self._waiting[worker] += 1
            try:
                async with self._slots[worker]:
                    return await asyncio.wait_for(
                        self.processes.run(worker, decide_in_worker, *request), self.timeout
                    )
            except BrokenProcessPool:
                log.error("bot worker %d died deciding seat %d (attempt %d)", worker, seat, attempt)
            except TimeoutError:
                log.error(
                    "bot worker %d took over %g s for seat %d (attempt %d); restarting it",
                    worker,
                    self.timeout,
                    seat,
                    attempt,
                )
                self.processes.restart(worker, kill=True)
            finally:
                self._waiting[worker] -= 1
        self.fallbacks += 1
        log.error("bot decision for seat %d failed twice: a random legal move instead", seat)
        return str(RandomBot(seed).choose(game, state, seat))
