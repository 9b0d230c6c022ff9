"""The operator's HTTP endpoint: ``/healthz`` and ``/metrics`` (issue 29).

Off unless ``CARAVANSERAI_HTTP`` is set (``127.0.0.1:8080``, or a port alone, which binds to
loopback); nothing of it runs when off. It is aiohttp's web server (discord.py's own
dependency) inside the bot's event loop: a scrape reads memory and the health check does one
``SELECT 1``, so it never competes with the bot for a thread.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from typing import Any

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

from bot.ops import health, metrics

log = logging.getLogger("caravanserai.ops")


def parse_address(raw: str) -> tuple[str, int]:
    """``host:port``, ``[v6]:port`` or ``port`` (loopback)."""
    raw = raw.strip()
    host, _, port = raw.rpartition(":")
    host = host.strip("[]") or "127.0.0.1"
    if not port.isdigit() or not 0 <= int(port) <= 65535:
        raise ValueError(f"CARAVANSERAI_HTTP must be HOST:PORT or PORT, not {raw!r}")
    return host, int(port)


class OpsServer:
    """Serves ``/healthz`` and ``/metrics`` for ``bot``; :meth:`start`, :meth:`stop`."""

    def __init__(self, bot: Any, address: str, *, stuck_after: float = 300.0) -> None:
        self.bot = bot
        self.host, self.port = parse_address(address)
        self.stuck_after = stuck_after
        self._runner: web.AppRunner | None = None
        self._tasks: list[asyncio.Task[None]] = []
        self._collector = metrics.BotCollector(bot)
        self._ratelimits = metrics.RateLimitCounter()

    async def start(self) -> None:
        app = web.Application()
        app.router.add_get("/healthz", self.healthz)
        app.router.add_get("/metrics", self.metrics)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        server = site._server  # noqa: SLF001 - the port actually bound (port 0 in tests)
        if server is not None and server.sockets:
            self.port = server.sockets[0].getsockname()[1]
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
        metrics.received(self.bot, interaction)

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
    """Start the endpoint when ``CARAVANSERAI_HTTP`` is set (None otherwise: nothing runs)."""
    address = getattr(bot.settings, "http", None)
    if not address:
        return None
    server = OpsServer(bot, address, stuck_after=bot.settings.outbox_stuck_seconds)
    await server.start()
    return server
