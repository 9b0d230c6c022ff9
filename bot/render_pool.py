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

Each worker is a process with a socket to this one: a request is the marshalled view and names,
written from the event loop; the answers come back in order, read by one task per worker.
``ProcessPoolExecutor`` took 0.8–1.3 ms per image (a feeder thread, a management thread and
two queues between the loop and the worker); the socket ~0.2–0.8 ms.

Identical requests share one rendering: the same view with the same names (``/game board`` by
several people, a catch-up repeating the latest board) is drawn and encoded once, and a few
recent results are kept.
"""

from __future__ import annotations

import asyncio
import collections
import json
import logging
import marshal
import multiprocessing
import os
import pickle
import socket
import struct
import zlib
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

import xxhash

log = logging.getLogger("caravanserai.render")

Renderer = Callable[[dict[str, Any], list[str]], bytes]

_HEAD = struct.Struct(">BI")  # answer: 0 image / 1 pickled exception, then the payload's length
_SIZE = struct.Struct(">BI")  # request: 0 marshal / 1 pickle of (view, names), its length
_BUFFER = 4 << 20  # socket buffers: an image (~300 KB) crosses in one write


def render_in_worker(view: dict[str, Any], names: list[str]) -> bytes:
    """The real renderer, in a worker process."""
    import renderers

    return renderers.render_png(view, names)


def panel_cache_bytes() -> int:
    """Unchanged panels each worker keeps to paste (``CARAVANSERAI_RENDER_CACHE_MB``, from the
    environment or ``.env``). Measured at 50 tables moving at once: with 96 MB a worker's panels
    were pushed out before their table's next move and throughput was 61 moves/s; with 256 MB,
    79 (a worker's memory ~520 MB); with 320 MB, 87 (~600 MB). A small server can lower it, at the cost of drawing
    more."""
    from bot.settings import render_cache_mb

    return render_cache_mb() * 2**20


def _serve(sock: socket.socket) -> None:
    """A worker process: answer requests in order until the bot closes the socket."""
    import renderers  # noqa: F401 - fonts and modules loaded before the first request
    from renderers import kit

    kit.PANEL_BUDGET = panel_cache_bytes()

    reader = sock.makefile("rb", buffering=1 << 16)
    while True:
        head = reader.read(_SIZE.size)
        if len(head) < _SIZE.size:
            return
        kind, size = _SIZE.unpack(head)
        try:
            view, names = (pickle.loads if kind else marshal.loads)(reader.read(size))
            status, payload = 0, render_in_worker(view, names)
        except Exception as error:  # noqa: BLE001 - sent back: the caller's await raises it
            status, payload = 1, _pickled_error(error)
        sock.sendall(_HEAD.pack(status, len(payload)) + payload)


def _pickled_error(error: Exception) -> bytes:
    try:
        return pickle.dumps(error)
    except Exception:  # noqa: BLE001 - an exception pickle cannot carry: its text
        return pickle.dumps(RuntimeError(f"{type(error).__name__}: {error}"))


class WorkerDied(Exception):
    """The worker process ended (killed, out of memory) with images still to answer."""


class _Worker:
    """One worker process; requests are written as they come and answered in that order."""

    def __init__(self) -> None:
        ours, theirs = socket.socketpair()
        for sock in (ours, theirs):
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, _BUFFER)
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, _BUFFER)
        # spawn: the bot process has threads (aiosqlite, discord.py); forking them is unsafe
        self.process = multiprocessing.get_context("spawn").Process(
            target=_serve, args=(theirs,), daemon=True, name="caravanserai-render"
        )
        self.process.start()
        theirs.close()
        ours.setblocking(False)
        self.sock = ours
        self.waiting: collections.deque[asyncio.Future[bytes]] = collections.deque()
        self._sending = asyncio.Lock()
        self._reader: asyncio.Task[None] | None = None
        self.dead = False

    async def render(self, request: bytes, kind: int) -> bytes:
        """Draw the (view, names) in ``request`` (``kind`` 0: marshal, 1: pickle)."""
        if self.dead:
            raise WorkerDied
        loop = asyncio.get_running_loop()
        future: asyncio.Future[bytes] = loop.create_future()
        async with self._sending:  # whole requests, in the order of the futures
            self.waiting.append(future)
            if self._reader is None:
                self._reader = asyncio.ensure_future(self._read())
            try:
                await loop.sock_sendall(self.sock, _SIZE.pack(kind, len(request)) + request)
            except OSError:
                self._died()
        return await future

    async def _read(self) -> None:
        loop = asyncio.get_running_loop()
        try:
            while True:
                status, size = _HEAD.unpack(await self._exactly(loop, _HEAD.size))
                payload = await self._exactly(loop, size)
                future = self.waiting.popleft()
                if future.done():
                    continue
                if status == 0:
                    future.set_result(payload)
                else:
                    future.set_exception(pickle.loads(payload))
        except (OSError, EOFError):
            self._died()

    async def _exactly(self, loop: asyncio.AbstractEventLoop, size: int) -> bytes:
        buffer = bytearray(size)
        view = memoryview(buffer)
        done = 0
        while done < size:
            got = await loop.sock_recv_into(self.sock, view[done:])
            if not got:
                raise EOFError
            done += got
        return bytes(buffer)

    def _died(self) -> None:
        self.dead = True
        while self.waiting:
            future = self.waiting.popleft()
            if not future.done():
                future.set_exception(WorkerDied())

    def close(self) -> None:
        self.dead = True
        if self._reader is not None:
            self._reader.cancel()
        self.sock.close()  # the worker reads the end of its requests and exits
        if self.process.is_alive():
            self.process.join(0.5)
        if self.process.is_alive():
            self.process.kill()
        for future in self.waiting:
            if not future.done():
                future.cancel()
        self.waiting.clear()


def _request(view: dict[str, Any], names: list[str]) -> tuple[str, bytes, int]:
    """A key equal for the same request, and the request as a worker reads it (``kind`` 0:
    marshal, 1: pickle). Marshal is 5× quicker than JSON and its bytes serve as both; a view
    holding other objects than plain data is keyed by its JSON and pickled. XXH3-128: a view
    is ~100 KB, and SHA-1 took 0.17 ms of the event loop's time per image."""
    try:
        data = marshal.dumps((view, names), 2)
        return xxhash.xxh3_128_hexdigest(data), data, 0
    except ValueError:
        data = json.dumps([view, names], separators=(",", ":"), default=str).encode()
        payload = pickle.dumps((view, names), protocol=pickle.HIGHEST_PROTOCOL)
        return xxhash.xxh3_128_hexdigest(data), payload, 1


class RenderPool:
    """``await pool.render(view, names)`` → image bytes, drawn off the event loop.

    ``render``: a renderer to call in a thread of this process instead of worker processes
    (tests inject fakes; it need not be picklable). ``workers``: processes (default: one per
    core)."""

    KEEP = 32  # recent results kept (about 300 KB each)

    def __init__(self, render: Renderer | None = None, workers: int | None = None) -> None:
        self.injected = render
        self.workers = workers or max(1, os.cpu_count() or 1)
        self._pools: list[_Worker | None] = [None] * self.workers
        self._waiting = [0] * self.workers  # images sent to each worker and not yet back
        self._recent: OrderedDict[str, asyncio.Future[bytes]] = OrderedDict()

    def _worker(self, worker: int) -> _Worker:
        pool = self._pools[worker]
        if pool is None:
            pool = self._pools[worker] = _Worker()
        return pool

    def start(self) -> None:
        """Start the workers now (else on the first image), so that no move waits for them."""
        if self.injected is None:
            for worker in range(self.workers):
                self._worker(worker)

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
        key, request, kind = _request(view, names)
        future = self._recent.get(key)
        if future is not None and not (
            future.done() and (future.cancelled() or future.exception() is not None)
        ):
            self._recent.move_to_end(key)
            return await asyncio.shield(future)
        from bot.ops.metrics import timed_render  # queue and time, where images are drawn

        future = asyncio.ensure_future(timed_render(self._draw(view, list(names), request, kind)))
        self._recent[key] = future
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
        process = self._worker(worker)
        try:
            return await process.render(request, kind)
        except WorkerDied:
            # the worker died (out of memory, killed): a fresh one for the next images; this
            # one is drawn here, in a thread
            if self._pools[worker] is process:
                log.error("render worker %d died; restarting it", worker)
                self._close(worker)
            return await asyncio.to_thread(render_in_worker, view, names)
        finally:
            self._waiting[worker] -= 1

    def worker_pids(self) -> list[int]:
        return [
            pool.process.pid
            for pool in self._pools
            if pool is not None and not pool.dead and pool.process.pid is not None
        ]

    def _close(self, worker: int) -> None:
        pool, self._pools[worker] = self._pools[worker], None
        if pool is not None:
            pool.close()

    def close(self) -> None:
        for worker in range(self.workers):
            self._close(worker)
