"""Drawing and encoding images in worker processes (DESIGN §10).

Rendering is nearly all of a move's cost and it is pure Python and Pillow under the GIL: in a
thread it competes with the event loop for one core. Worker processes leave the loop free for
commands and storage. The workers are :class:`bot.ops.workers.Workers` (one process each,
started with the bot, replaced when one dies); an injected renderer (tests, fakes) runs in a
thread of this process.

Each worker keeps the tiles it drew (:mod:`renderers.layout`), so a table's images for one
viewer go to the same worker (chosen from the game, the player names and the viewer) unless it
has two images more waiting than another: locality when there is room, balance when there is not.

Identical requests share one drawing: the same view and names (``/game board`` by several
people, a catch-up repeating the latest board) is drawn and encoded once, and a few recent
results are kept, looked up by the request's own bytes (no hash to trust).
"""

from __future__ import annotations

import asyncio
import json
import marshal
import pickle
import zlib
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from bot.ops.workers import BrokenProcessPool, Workers, watch_parent

Renderer = Callable[[dict[str, Any], list[str]], bytes]


def render_in_worker(view: dict[str, Any], names: list[str]) -> bytes:
    """The real renderer (in a worker process, or a thread after a worker died)."""
    import renderers

    return renderers.render_png(view, names)


def _render_request(request: bytes, kind: int) -> bytes:
    view, names = (pickle.loads if kind else marshal.loads)(request)
    return render_in_worker(view, names)


def describe_in_worker(view: dict[str, Any], names: list[str], whole: bool = False) -> str:
    """The image's description (:func:`bot.ops.alt_text.describe`), or with ``whole`` the
    whole board in words: the board text takes 5-20 ms, which the event loop should not
    spend."""
    from bot.ops import alt_text

    return alt_text.board_words(view, names) if whole else alt_text.describe(view, names)


def _describe_request(request: bytes, kind: int, whole: bool = False) -> str:
    view, names = (pickle.loads if kind else marshal.loads)(request)
    return describe_in_worker(view, names, whole)


NICENESS = 5


def _start_worker(cache_bytes: int) -> None:
    """A worker's first step: a watch on the bot process; modules and the translation
    catalogues (every image's words go through them; about a second to parse) loaded before
    the first image; its cache set; below the event loop's priority, above the bots' (a post
    waits for its image, a bot's move is not awaited by anyone reading)."""
    watch_parent(NICENESS)
    import renderers  # noqa: F401
    from i18n import catalogue
    from renderers import layout

    catalogue().load_all()

    layout.set_budget(cache_bytes)


def _request(view: dict[str, Any], names: list[str]) -> tuple[bytes, int]:
    """The request as the worker reads it, also the key of identical requests (``kind`` 0:
    marshal, 5× quicker than JSON; 1: pickle, for a view holding other objects than plain data)."""
    try:
        return marshal.dumps((view, names), 2), 0
    except ValueError:
        return pickle.dumps((view, names), protocol=pickle.HIGHEST_PROTOCOL), 1


class RenderPool:
    """``await pool.render(view, names)`` → image bytes, drawn off the event loop.

    ``render``: a renderer to call in a thread of this process instead of worker processes
    (tests inject fakes; it need not be picklable). ``workers``, ``cache_mb``: processes and the
    tiles each keeps (default: the settings ``CARAVANSERAI_RENDER_WORKERS`` and
    ``CARAVANSERAI_RENDER_CACHE_MB``)."""

    KEEP = 32  # recent results kept (about 300 KB each)

    def __init__(
        self,
        render: Renderer | None = None,
        workers: int | None = None,
        cache_mb: int | None = None,
    ) -> None:
        from bot.ops import settings

        self.injected = render
        self.workers = max(1, workers or settings.render_workers())
        self.cache_bytes = (cache_mb or settings.render_cache_mb()) << 20
        self.processes = Workers("render", self.workers, _start_worker, (self.cache_bytes,))
        self._waiting = [0] * self.workers  # images sent to each worker and not yet back
        self._recent: OrderedDict[bytes, asyncio.Future[bytes]] = OrderedDict()

    def start(self) -> None:
        """Start the workers now (else on the first image), so that no move waits for them."""
        if self.injected is None:
            self.processes.start()

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
        request, kind = _request(view, names)
        future = self._recent.get(request)
        if future is not None and not (
            future.done() and (future.cancelled() or future.exception() is not None)
        ):
            self._recent.move_to_end(request)
            return await asyncio.shield(future)
        from bot.ops.metrics import timed_render  # queue and time, where images are drawn

        future = asyncio.ensure_future(timed_render(self._draw(view, list(names), request, kind)))
        self._recent[request] = future
        while len(self._recent) > self.KEEP:
            self._recent.popitem(last=False)
        return await asyncio.shield(future)

    async def _draw(
        self, view: dict[str, Any], names: list[str], request: bytes, kind: int
    ) -> bytes:
        if self.injected is not None:
            return await asyncio.to_thread(self.injected, view, names)
        worker = self.choose(view, names)
        self._waiting[worker] += 1
        try:
            return await self.processes.run(worker, _render_request, request, kind)
        except BrokenProcessPool:
            # the worker died (out of memory, killed) and is replaced for the next images;
            # this one is drawn here, in a thread
            return await asyncio.to_thread(render_in_worker, view, names)
        finally:
            self._waiting[worker] -= 1

    async def describe(self, view: dict[str, Any], names: list[str], *, whole: bool = False) -> str:
        """The description (alt text) of ``view``'s image, or with ``whole`` the whole board in
        words, worded in a worker: the worker that draws the image, whose catalogues and text
        caches are warm."""
        if self.injected is not None:
            return await asyncio.to_thread(describe_in_worker, view, list(names), whole)
        request, kind = _request(view, list(names))
        worker = self.choose(view, list(names))
        try:
            return await self.processes.run(worker, _describe_request, request, kind, whole)
        except BrokenProcessPool:  # replaced for the next ones; this one is worded here
            return await asyncio.to_thread(describe_in_worker, view, list(names), whole)

    def worker_pids(self) -> list[int]:
        """The workers' process ids (benchmarks: their memory and processor time)."""
        return self.processes.pids()

    def close(self) -> None:
        self.processes.close()
