"""The operator's HTTP endpoint: ``/healthz`` and ``/metrics``.

Off unless ``CARAVANSERAI_HTTP`` is set (``127.0.0.1:8080``, or a port alone, which binds to
loopback); nothing of it runs when off. It is aiohttp's web server (discord.py's own
dependency) inside the bot's event loop: a scrape reads memory and the health check does one
``SELECT 1``, so it never competes with the bot for a thread.

Sharing the loop and the process's file descriptors with the games, the port must not be a way
to stop them. aiohttp has no header-read timeout and no connection cap, so each connection is
guarded here (:class:`_Guard`): one that has not sent a whole request within ``read_timeout`` is
closed, every connection is closed once answered (one request each: nothing idles), and past
``max_connections`` a new one is closed the moment it is accepted — held connections then cost
the bot a few dozen descriptors, never the thousand a service's limit allows. A port that
cannot be bound is one log line and no endpoint: the games start without it.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

from bot.ops import health, metrics
from bot.ops.settings import parse_address

log = logging.getLogger("caravanserai.ops")

READ_TIMEOUT = 10.0  # seconds for a connection to send a whole request
ANSWER_TIMEOUT = 30.0  # seconds for the answer (a health check waits up to health.DB_TIMEOUT)
MAX_CONNECTIONS = 32  # a scraper and a health checker need a few
BACKLOG = 64
REFUSED_LOG_EVERY = 60.0  # seconds between two "refusing connections" lines


class _Guard(asyncio.Protocol):
    """One accepted connection, in front of aiohttp's protocol: refused past the cap (before
    aiohttp sees it), closed when its request or its answer takes too long."""

    def __init__(self, ops: OpsServer) -> None:
        self.ops = ops
        self.inner: asyncio.Protocol | None = None
        self.transport: asyncio.Transport | None = None
        self.timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        if not self.ops.admit(self):
            transport.abort()  # the descriptor is freed now, not after a timeout
            return
        self.timer = asyncio.get_running_loop().call_later(self.ops.read_timeout, self.expire)
        self.inner = self.ops.protocol()
        self.inner.connection_made(transport)

    def request_arrived(self) -> None:
        """The whole request is in: from now on the answer's time counts."""
        if self.timer is not None:
            self.timer.cancel()
            loop = asyncio.get_running_loop()
            self.timer = loop.call_later(self.ops.answer_timeout, self.expire)

    def expire(self) -> None:
        if self.transport is not None:
            self.transport.abort()

    def data_received(self, data: bytes) -> None:
        if self.inner is not None:
            self.inner.data_received(data)

    def eof_received(self) -> bool | None:
        return self.inner.eof_received() if self.inner is not None else None

    def pause_writing(self) -> None:
        if self.inner is not None:
            self.inner.pause_writing()

    def resume_writing(self) -> None:
        if self.inner is not None:
            self.inner.resume_writing()

    def connection_lost(self, exc: Exception | None) -> None:
        if self.timer is not None:
            self.timer.cancel()
        if self.inner is not None:
            self.ops.release(self)
            self.inner.connection_lost(exc)
            self.inner = None


class OpsServer:
    """Serves ``/healthz`` and ``/metrics`` for ``bot``; :meth:`start`, :meth:`stop`.

    ``read_timeout``: seconds a connection has to send a whole request; ``answer_timeout``:
    seconds for the answer after it; ``max_connections``: connections open at once, more are
    closed as they are accepted."""

    def __init__(
        self,
        bot: Any,
        address: str,
        *,
        stuck_after: float = 300.0,
        read_timeout: float = READ_TIMEOUT,
        answer_timeout: float = ANSWER_TIMEOUT,
        max_connections: int = MAX_CONNECTIONS,
    ) -> None:
        self.bot = bot
        self.host, self.port = parse_address(address)
        self.stuck_after = stuck_after
        self.read_timeout = read_timeout
        self.answer_timeout = answer_timeout
        self.max_connections = max_connections
        self.refused = 0  # connections closed for the cap since the start
        self._open: dict[asyncio.BaseTransport, _Guard] = {}
        self._changed = asyncio.Event()
        self._refused_logged = -REFUSED_LOG_EVERY
        self._runner: web.AppRunner | None = None
        self._listener: asyncio.Server | None = None
        self._tasks: list[asyncio.Task[None]] = []
        self._collector = metrics.BotCollector(bot)
        self._ratelimits = metrics.RateLimitCounter()

    @property
    def open_connections(self) -> int:
        return len(self._open)

    def admit(self, guard: _Guard) -> bool:
        """Whether a just-accepted connection may stay (False past the cap)."""
        if len(self._open) >= self.max_connections:
            self.refused += 1
            now = time.monotonic()
            if now - self._refused_logged >= REFUSED_LOG_EVERY:  # one line, not one per connection
                self._refused_logged = now
                log.warning(
                    "operator port: %d connections open, closing new ones (%d so far)",
                    len(self._open),
                    self.refused,
                )
            return False
        assert guard.transport is not None
        self._open[guard.transport] = guard
        self._signal()
        return True

    def release(self, guard: _Guard) -> None:
        if guard.transport is not None and self._open.pop(guard.transport, None) is not None:
            self._signal()

    def _signal(self) -> None:
        self._changed.set()
        self._changed = asyncio.Event()

    async def wait_open(self, count: int) -> None:
        """Until exactly ``count`` connections are open (tests hold some and wait on this)."""
        while len(self._open) != count:
            await self._changed.wait()

    def protocol(self) -> asyncio.Protocol:
        """aiohttp's protocol for one admitted connection."""
        assert self._runner is not None and self._runner.server is not None
        return self._runner.server()

    @web.middleware
    async def _one_request(
        self, request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
    ) -> web.StreamResponse:
        """Each connection serves one request, then closes: none is left open idle."""
        guard = self._open.get(request.transport) if request.transport is not None else None
        if guard is not None:
            guard.request_arrived()
        try:
            response = await handler(request)
        except web.HTTPException as exc:  # a 404 or 405 is the answer too
            exc.force_close()
            raise
        response.force_close()
        return response

    async def start(self) -> None:
        """Listen, then hook into the bot; raises ``OSError`` (nothing left running) when the
        address cannot be bound."""
        app = web.Application(middlewares=[self._one_request])
        app.router.add_get("/healthz", self.healthz)
        app.router.add_get("/metrics", self.metrics)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        loop = asyncio.get_running_loop()
        try:
            self._listener = await loop.create_server(
                lambda: _Guard(self), self.host, self.port, backlog=BACKLOG
            )
        except BaseException:
            await self._runner.cleanup()
            self._runner = None
            raise
        if self._listener.sockets:
            self.port = self._listener.sockets[0].getsockname()[1]  # port 0 in tests
        bot = self.bot
        bot.ops_connected = True
        bot.add_listener(self._on_disconnect, "on_disconnect")
        bot.add_listener(self._on_connected, "on_ready")
        bot.add_listener(self._on_connected, "on_resumed")
        bot.add_listener(self._on_interaction, "on_interaction")
        metrics.REGISTRY.register(self._collector)
        logging.getLogger("discord.http").addHandler(self._ratelimits)
        self._tasks.append(asyncio.create_task(metrics.watch_loop_lag(), name="caravanserai-lag"))
        log.info("health and metrics on http://%s:%d/healthz and /metrics", self.host, self.port)

    async def stop(self) -> None:
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        self._tasks.clear()
        logging.getLogger("discord.http").removeHandler(self._ratelimits)
        with contextlib.suppress(KeyError):
            metrics.REGISTRY.unregister(self._collector)
        bot = self.bot
        bot.remove_listener(self._on_disconnect, "on_disconnect")
        bot.remove_listener(self._on_connected, "on_ready")
        bot.remove_listener(self._on_connected, "on_resumed")
        bot.remove_listener(self._on_interaction, "on_interaction")
        if self._listener is not None:
            self._listener.close()
            self._listener = None
        for guard in list(self._open.values()):
            guard.expire()  # nothing waits for a held connection
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}"

    async def _on_disconnect(self) -> None:
        self.bot.ops_connected = False

    async def _on_connected(self) -> None:
        self.bot.ops_connected = True

    async def _on_interaction(self, interaction: Any) -> None:
        game = self.bot.game_in(interaction.channel_id)
        metrics.received(interaction.type.name, game, interaction.extras)

    async def healthz(self, request: web.Request) -> web.Response:
        result = await health.check(self.bot, self.stuck_after)
        body = {"ok": result.ok, "reasons": result.reasons, **result.details}
        return web.Response(
            status=200 if result.ok else 503,
            text=json.dumps(body) + "\n",
            content_type="application/json",
        )

    async def metrics(self, request: web.Request) -> web.Response:
        started = time.perf_counter()
        body = generate_latest(metrics.REGISTRY)
        log.debug("metrics scraped in %.1f ms", (time.perf_counter() - started) * 1000)
        return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE_LATEST})


async def serve(bot: Any) -> OpsServer | None:
    """Start the endpoint when ``CARAVANSERAI_HTTP`` is set (None otherwise: nothing runs).

    An address that cannot be bound (the port in use, no such interface) is one error line
    and None: the endpoint is optional, the games are not."""
    address = getattr(bot.settings, "http", None)
    if not address:
        return None
    server = OpsServer(bot, address, stuck_after=bot.settings.outbox_stuck_seconds)
    try:
        await server.start()
    except OSError as exc:
        log.error(
            "health and metrics endpoint off, the bot runs without it: cannot listen on %s:%d (%s)",
            server.host,
            server.port,
            exc.strerror or exc,
        )
        return None
    return server
