"""Worker processes for the pure-Python work that would hold the event loop's interpreter.

Images (:mod:`bot.ops.render_pool`) and bot decisions (:mod:`bot.ops.bot_pool`) are pure Python
under the GIL: in a thread they compete with the event loop for the interpreter, and every
interaction, heartbeat and courier waits. :class:`Workers` is the one pool model both use: a
fixed number of standard-library ``ProcessPoolExecutor`` with one process each (so that a caller
chooses the worker, for the caches a worker keeps), spawned — not forked: the bot process has
threads (aiosqlite, discord.py) — started with the bot so that no move waits for a process to
start, each replaced when it dies, each ending when the bot process ends.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import multiprocessing.connection
import os
import signal
import threading
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

T = TypeVar("T")

__all__ = ["BrokenProcessPool", "Workers", "watch_parent"]


def _exit_with_parent() -> None:
    """End this worker when the bot process ends without closing its pool (``kill -9``, the
    out-of-memory killer): the worker holds a copy of its task queue's writing end, so the
    queue never reports the end and the worker would wait for work for ever."""
    parent = multiprocessing.parent_process()
    if parent is not None:
        multiprocessing.connection.wait([parent.sentinel])  # readable once the parent is gone
        os._exit(0)


def watch_parent(niceness: int = 0) -> None:
    """A worker's first step (its initializer calls it): end with the bot process; ``niceness``
    lowers its priority. On two cores the bot process's event loop and its workers share the
    processors: a stall of the loop was mostly the loop waiting in ``select`` for a core that a
    worker held, so batch work (a strong bot's search, an image) yields to the interactions."""
    threading.Thread(target=_exit_with_parent, name="parent-watch", daemon=True).start()
    if niceness:
        with contextlib.suppress(OSError):  # a platform without it: the same work, unreniced
            os.nice(niceness)


class Workers:
    """``workers`` single-process pools named ``name`` in logs, each started by
    ``initializer(*initargs)`` (which should call :func:`watch_parent`)."""

    def __init__(
        self,
        name: str,
        workers: int,
        initializer: Callable[..., None],
        initargs: tuple[Any, ...] = (),
    ) -> None:
        self.name = name
        self.count = max(1, workers)
        self.initializer, self.initargs = initializer, initargs
        self._pools: list[ProcessPoolExecutor | None] = [None] * self.count
        self._pids: list[Future[int] | None] = [None] * self.count
        self.log = logging.getLogger(f"caravanserai.{name}")

    def pool(self, worker: int) -> ProcessPoolExecutor:
        pool = self._pools[worker]
        if pool is None:
            pool = self._pools[worker] = ProcessPoolExecutor(
                1,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=self.initializer,
                initargs=self.initargs,
            )
            self._pids[worker] = pool.submit(os.getpid)  # also starts the process now
        return pool

    def start(self) -> None:
        """Start every worker now (else on its first task), so that no move waits for one."""
        for worker in range(self.count):
            self.pool(worker)

    async def run(self, worker: int, fn: Callable[..., T], *args: Any) -> T:
        """``fn(*args)`` in ``worker``. A dead worker raises :class:`BrokenProcessPool` and is
        replaced for the next task (the caller decides what becomes of this one)."""
        pool = self.pool(worker)
        try:
            return await asyncio.wrap_future(pool.submit(fn, *args))
        except BrokenProcessPool:
            if self._pools[worker] is pool:
                self.log.error("%s worker %d died; restarting it", self.name, worker)
                self.restart(worker)
            raise

    def restart(self, worker: int, kill: bool = False) -> None:
        """Forget ``worker`` and start a fresh one on its next task; ``kill``: end the live
        process first (a task that hangs)."""
        pool, self._pools[worker] = self._pools[worker], None
        pid, self._pids[worker] = self._pids[worker], None
        if pool is None:
            return
        if kill and pid is not None and pid.done() and pid.exception() is None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid.result(), signal.SIGKILL)
        pool.shutdown(wait=False, cancel_futures=True)

    def pids(self) -> list[int]:
        """The workers' process ids (benchmarks: their memory and processor time)."""
        pids = []
        for future in self._pids:
            try:
                if future is not None:
                    pids.append(future.result(timeout=60))
            except Exception:  # noqa: BLE001 - a worker that died before answering
                continue
        return pids

    def close(self) -> None:
        for worker in range(self.count):
            pool, self._pools[worker] = self._pools[worker], None
            self._pids[worker] = None
            if pool is not None:
                pool.shutdown(wait=False, cancel_futures=True)
