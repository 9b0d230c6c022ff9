"""Drawing and encoding images in worker processes (DESIGN §10).

Rendering is nearly all of a move's cost and it is pure Python and Pillow under the GIL: in a
thread it competes with the event loop for one core. A process pool uses both cores and leaves
the loop free for commands and storage. The pool is created on first use; an injected renderer
(tests, fakes) runs in a thread in this process instead, as before.

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

    KEEP = 32  # recent results kept (about 100 KB each)

    def __init__(self, render: Renderer | None = None, workers: int | None = None) -> None:
        self.injected = render
        self.workers = workers or max(1, os.cpu_count() or 1)
        self._pool: ProcessPoolExecutor | None = None
        self._recent: OrderedDict[str, asyncio.Future[bytes]] = OrderedDict()

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            # spawn: the bot process has threads (aiosqlite, discord.py); forking them is unsafe
            self._pool = ProcessPoolExecutor(
                self.workers,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=_warm,
            )
        return self._pool

    def start(self) -> None:
        """Start the workers now (else on the first image), so that no move waits for them."""
        if self.injected is None:
            pool = self._executor()
            for _ in range(self.workers):
                pool.submit(_warm)

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
        try:
            return await loop.run_in_executor(self._executor(), render_in_worker, view, names)
        except BrokenProcessPool:
            # a worker died (out of memory, killed): a fresh pool for the next images; this
            # one is drawn here, in a thread
            log.exception("a render worker died; restarting the pool")
            self.close()
            return await asyncio.to_thread(render_in_worker, view, names)

    def worker_pids(self) -> list[int]:
        pool = self._pool
        return list(getattr(pool, "_processes", {}) or {}) if pool is not None else []

    def close(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)
