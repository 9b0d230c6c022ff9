"""Drawing and encoding images in worker processes (DESIGN §10).

Rendering is nearly all of a move's cost and it is pure Python and Pillow under the GIL: in a
thread it competes with the event loop for one core. Worker processes use every core and leave
the loop free for commands and storage. The workers start on first use; an injected renderer
(tests, fakes) runs in a thread in this process instead, as before.

Each worker keeps the panels it drew (``renderers.kit.panel``): a board whose sectors or player
panels did not change is mostly pasted. So a table's images for one viewer go to the same worker
(chosen from the game, the player names and the viewer) unless it has more images waiting than
another worker — then the least busy one draws it: locality when there is room, balance when
there is not.

Identical requests share one rendering: the same view with the same names (``/game board`` by
several people, a catch-up repeating the latest board) is drawn and encoded once, and a few
recent results are kept.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import multiprocessing
import os
import zlib
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

log = logging.getLogger("caravanserai.render")

Renderer = Callable[[dict[str, Any], list[str]], bytes]


def render_in_worker(view: dict[str, Any], names: list[str]) -> bytes:
    """The real renderer, in a worker process."""
    import renderers

    return renderers.render_png(view, names)


def _warm() -> None:
    """Worker start-up: import the renderers (fonts, modules) before the first request."""
    import renderers  # noqa: F401


class RenderPool:
    """``await pool.render(view, names)`` → image bytes, drawn off the event loop.

    ``render``: a renderer to call in a thread of this process instead of worker processes
    (tests inject fakes; it need not be picklable). ``workers``: processes (default: one per
    core)."""

    KEEP = 32  # recent results kept (about 300 KB each)

    def __init__(self, render: Renderer | None = None, workers: int | None = None) -> None:
        self.injected = render
        self.workers = workers or max(1, os.cpu_count() or 1)
        self._pools: list[ProcessPoolExecutor | None] = [None] * self.workers
        self._waiting = [0] * self.workers  # images sent to each worker and not yet back
        self._recent: OrderedDict[str, asyncio.Future[bytes]] = OrderedDict()

    def _executor(self, worker: int) -> ProcessPoolExecutor:
        pool = self._pools[worker]
        if pool is None:
            # spawn: the bot process has threads (aiosqlite, discord.py); forking them is unsafe
            pool = self._pools[worker] = ProcessPoolExecutor(
                1, mp_context=multiprocessing.get_context("spawn"), initializer=_warm
            )
        return pool

    def start(self) -> None:
        """Start the workers now (else on the first image), so that no move waits for them."""
        if self.injected is None:
            for worker in range(self.workers):
                self._executor(worker).submit(_warm)

    def choose(self, view: dict[str, Any], names: list[str]) -> int:
        """The worker for this image: the one that drew this table's images for this viewer
        before, unless another has fewer images waiting by two or more."""
        home = (
            zlib.crc32(
                json.dumps([view.get("game"), names, view.get("viewer")], default=str).encode()
            )
            % self.workers
        )
        idlest = min(range(self.workers), key=self._waiting.__getitem__)
        return idlest if self._waiting[idlest] + 2 <= self._waiting[home] else home

    async def render(self, view: dict[str, Any], names: list[str]) -> bytes:
        key = hashlib.sha1(
            json.dumps([view, names], separators=(",", ":"), default=str).encode()
        ).hexdigest()
        future = self._recent.get(key)
        if future is not None and not (
            future.done() and (future.cancelled() or future.exception() is not None)
        ):
            self._recent.move_to_end(key)
            return await asyncio.shield(future)
        future = asyncio.ensure_future(self._draw(view, list(names)))
        self._recent[key] = future
        while len(self._recent) > self.KEEP:
            self._recent.popitem(last=False)
        return await asyncio.shield(future)

    async def _draw(self, view: dict[str, Any], names: list[str]) -> bytes:
        if self.injected is not None:
            return await asyncio.to_thread(self.injected, view, names)
        loop = asyncio.get_running_loop()
        worker = self.choose(view, names)
        self._waiting[worker] += 1
        executor = self._executor(worker)
        try:
            return await loop.run_in_executor(executor, render_in_worker, view, names)
        except BrokenProcessPool:
            # the worker died (out of memory, killed): a fresh one for the next images; this
            # one is drawn here, in a thread
            if self._pools[worker] is executor:
                log.exception("render worker %d died; restarting it", worker)
                self._close(worker)
            return await asyncio.to_thread(render_in_worker, view, names)
        finally:
            self._waiting[worker] -= 1

    def worker_pids(self) -> list[int]:
        return [
            pid
            for pool in self._pools
            if pool is not None
            for pid in list(getattr(pool, "_processes", {}) or {})
        ]

    def _close(self, worker: int) -> None:
        pool, self._pools[worker] = self._pools[worker], None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)

    def close(self) -> None:
        for worker in range(self.workers):
            self._close(worker)
