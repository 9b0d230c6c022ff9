"""One task that sleeps until the next due timer (reminder or timeout) of any table, fires it
through the table service, and hands the resulting notices to the front end (DESIGN §8).

No table is polled: the task waits for the earliest ``due`` in the ``timers`` table, or until
the table service writes new timers (:attr:`bot.table.timekeeping.Timekeeper.on_change`). Timers that
fell due while the bot was stopped fire at start-up. Each timer is marked fired in the same
transaction as what it did, so none fires twice. With several bot processes on one database,
each fires only its own tables' timers (:mod:`bot.ops.ownership`).

A timer that raises is not dropped (that left a running table without any deadline, sitting at
its move for ever): it is logged and moved :func:`backoff` later, again and again, until it
works or goes stale. Other timer sources (the tournaments' round deadlines,
:class:`bot.tournaments.deadlines.Deadlines`) are woken by the same task: see :class:`Source`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Protocol

from bot.ops import metrics, ownership
from bot.table.model import Notice

if TYPE_CHECKING:
    from bot.table.service import TableService

log = logging.getLogger("caravanserai.scheduler")

BATCH = 200
RETRY_FIRST, RETRY_MAX = 30.0, 3600.0


def _owned_timers(store: object) -> str:
    """With several processes, each fires only the timers of its own tables (bot/ops/ownership.py):
    another's table is not loaded here, and firing its timer would only mark it done unfired."""
    if not ownership.partial(store):
        return ""
    return (
        " AND session_id IN (SELECT id FROM sessions WHERE"
        f" {ownership.owned(store, 'sessions.guild')})"
    )


def backoff(attempts: int) -> float:
    """Seconds before retrying a timer that failed ``attempts`` times: 30 s, 1 min … 1 h."""
    return min(RETRY_MAX, RETRY_FIRST * 2 ** max(0, attempts - 1))


class Source(Protocol):
    """More timers for the scheduler to wake (they store, fire and retry their own)."""

    async def next_due(self) -> float | None: ...

    async def run_due(self, now: float) -> object: ...


class TimeSource(Protocol):
    """Where the scheduler (and the table service) read the time, so tests can move it."""

    def now(self) -> float: ...

    async def sleep_until(self, when: float, wake: asyncio.Event) -> None:
        """Return at ``when``, or earlier once ``wake`` is set."""


class SystemTime:
    def now(self) -> float:
        return time.time()

    async def sleep_until(self, when: float, wake: asyncio.Event) -> None:
        delay = max(0.0, when - time.time())
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(wake.wait(), timeout=min(delay, 3600))


class Scheduler:
    def __init__(
        self,
        service: TableService,
        deliver: Callable[[list[Notice]], Awaitable[None]],
        time_source: TimeSource | None = None,
    ) -> None:
        self.service = service
        self.deliver = deliver
        self.time = time_source or SystemTime()
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self.fired = 0
        self.failures: dict[int, int] = {}  # timer id -> failed attempts (since start-up)
        self.sources: list[Source] = []
        service.time.on_change = self.wake

    def add_source(self, source: Source) -> None:
        self.sources.append(source)
        self.wake()

    def wake(self) -> None:
        self._wake.set()

    def start(self) -> None:
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._run(), name="caravanserai-scheduler")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
            self._task = None

    async def _run(self) -> None:
        store = self.service.store
        while True:
            self._wake.clear()
            row = await store.fetchone(
                f"SELECT MIN(due) AS due FROM timers WHERE fired = 0{_owned_timers(store)}"
            )
            dues = [] if row is None or row["due"] is None else [row["due"]]
            for source in self.sources:
                try:
                    d = await source.next_due()
                except Exception:
                    log.exception("timer source %r failed", source)
                    d = self.time.now() + RETRY_FIRST
                if d is not None:
                    dues.append(d)
            due = min(dues, default=None)
            now = self.time.now()
            if due is None or due > now:
                await self.time.sleep_until(now + 3600 if due is None else due, self._wake)
                continue
            await self.run_due()
            for source in self.sources:
                try:
                    await source.run_due(self.time.now())
                except Exception:
                    log.exception("timer source %r failed", source)

    async def run_due(self) -> int:
        """Fire every timer due now (in due order); returns how many were looked at (those
        that did something are counted in :attr:`fired`)."""
        store = self.service.store
        rows = await store.fetchall(
            f"SELECT * FROM timers WHERE fired = 0 AND due <= ?{_owned_timers(store)}"
            " ORDER BY due, id LIMIT ?",
            (self.time.now(), BATCH),
        )
        metrics.timers_due.set(len(rows))
        for row in rows:
            try:
                notices = await self.service.time.fire(row)
                metrics.timers_fired.labels(row["kind"]).inc()
            except Exception:
                tries = self.failures[row["id"]] = self.failures.get(row["id"], 0) + 1
                due = self.time.now() + backoff(tries)
                log.exception(
                    "timer %s (%s) of session %s failed (attempt %d); retried in %.0f s",
                    row["id"],
                    row["kind"],
                    row["session_id"],
                    tries,
                    due - self.time.now(),
                )
                async with self.service.store.transaction() as db:
                    await db.execute("UPDATE timers SET due = ? WHERE id = ?", (due, row["id"]))
                continue
            self.failures.pop(row["id"], None)
            if notices is None:
                continue
            self.fired += 1
            if notices:
                await self.deliver(notices)
        return len(rows)
