"""The bot's Prometheus metrics, counted where the events happen.

Counters and histograms live in one module-level registry (not prometheus-client's global one,
which the library's own process collectors fill): the service counts moves as it commits them,
couriers count deliveries by result and Discord code, the scheduler counts timers as they fire,
the render pool times each image. Each call site is one line (``metrics.moves.labels(game).inc()``)
and costs a lock and an addition, so they count whether or not the endpoint is on.

What is a level rather than an event (active tables, outbox depth and oldest unsent age, shards
connected) is read from the bot's memory at scrape time by :class:`BotCollector` — never by
scanning the database. Discord's 429s are counted from discord.py's own HTTP client, which
retries them itself and only logs them (:class:`RateLimitCounter`); event-loop lag is measured
by a task that runs only while the endpoint is on (:func:`watch_loop_lag`).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Iterator
from typing import Any, TypeVar

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector

T = TypeVar("T")

REGISTRY = CollectorRegistry(auto_describe=True)

# reply latency as a player feels it: from receiving the interaction to the reply being sent
LATENCY_BUCKETS = (0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0, 10.0, 30.0)
RENDER_BUCKETS = (0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)

moves = Counter(
    "caravanserai_moves",
    "Moves committed to the action log (players' and bots'), by game.",
    ["game"],
    registry=REGISTRY,
)
commands = Counter(
    "caravanserai_commands",
    "Interactions received (slash commands, buttons, autocomplete), by kind and the game of "
    "the place they came from ('none' where no table is).",
    ["kind", "game"],
    registry=REGISTRY,
)
reply_seconds = Histogram(
    "caravanserai_reply_seconds",
    "Seconds from receiving an interaction to sending its reply.",
    buckets=LATENCY_BUCKETS,
    registry=REGISTRY,
)
deliveries = Counter(
    "caravanserai_deliveries",
    "Posts and DMs the couriers tried, by result (sent, transient, gone, forbidden, refused, "
    "failed) and Discord's JSON error code (or HTTP status) when refused.",
    ["result", "code"],
    registry=REGISTRY,
)
rate_limited = Counter(
    "caravanserai_rate_limited",
    "429 responses from Discord (discord.py waits and retries them).",
    registry=REGISTRY,
)
loop_lag = Gauge(
    "caravanserai_event_loop_lag_seconds",
    "How late the event loop ran a timer at the last check (anything above a few ms means "
    "something blocks the loop).",
    registry=REGISTRY,
)
loop_lag_max = Gauge(
    "caravanserai_event_loop_lag_max_seconds",
    "The largest event-loop lag seen since the endpoint started.",
    registry=REGISTRY,
)
render_seconds = Histogram(
    "caravanserai_render_seconds",
    "Seconds to draw and encode one board image (queue wait included).",
    buckets=RENDER_BUCKETS,
    registry=REGISTRY,
)
render_queue = Gauge(
    "caravanserai_render_queue",
    "Images being drawn or waiting for a render worker.",
    registry=REGISTRY,
)
timers_fired = Counter(
    "caravanserai_timers_fired",
    "Reminders and timeouts fired by the scheduler, by kind.",
    ["kind"],
    registry=REGISTRY,
)
timers_due = Gauge(
    "caravanserai_timers_due",
    "Timers that were due at the scheduler's last run (a growing number: it falls behind).",
    registry=REGISTRY,
)


async def timed_render(draw: Awaitable[T]) -> T:
    """``draw`` (one image), counted in the render queue and timed."""
    render_queue.inc()
    started = time.perf_counter()
    try:
        return await draw
    finally:
        render_queue.dec()
        render_seconds.observe(time.perf_counter() - started)


def delivered(result: str, code: str = "") -> None:
    """A courier's attempt: ``sent``, or the refusal kind of the Discord front end (``code``:
    Discord's error code or HTTP status)."""
    deliveries.labels(result, code).inc()


def received(kind: str, game: str, extras: dict[str, Any]) -> None:
    """An interaction of ``kind`` arrived at a table of ``game`` (``none``): counted, and its
    arrival kept in the interaction's ``extras`` for :func:`replied`."""
    extras["ops_received"] = time.perf_counter()
    commands.labels(kind, game).inc()


def replied(extras: dict[str, Any]) -> None:
    """Its reply was sent (nothing when the endpoint is off: nothing was received)."""
    t0 = extras.get("ops_received")
    if t0 is not None:
        reply_seconds.observe(time.perf_counter() - t0)


class RateLimitCounter(logging.Handler):
    """Counts discord.py's log lines about a 429 it received (it retries them itself)."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)

    def emit(self, record: logging.LogRecord) -> None:
        if "429" in str(record.msg):
            rate_limited.inc()


async def watch_loop_lag(every: float = 0.5) -> None:
    """Sleep ``every`` seconds again and again; how much later than asked we woke up is the
    time something else held the loop."""
    loop = asyncio.get_running_loop()
    worst = 0.0
    while True:
        started = loop.time()
        await asyncio.sleep(every)
        lag = max(0.0, loop.time() - started - every)
        worst = max(worst, lag)
        loop_lag.set(lag)
        loop_lag_max.set(worst)


class BotCollector(Collector):
    """Levels read from the bot's memory when Prometheus scrapes."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot

    def collect(self) -> Iterator[GaugeMetricFamily]:
        from bot.ops import health

        bot = self.bot
        tables = GaugeMetricFamily(
            "caravanserai_tables",
            "Tables open or running, by game and status.",
            labels=["game", "status"],
        )
        counts: dict[tuple[str, str], int] = {}
        service = getattr(bot, "_service", None)
        if service is not None:
            for table in service.tables.values():
                if table.status in ("open", "running"):
                    key = (table.game.spec.id, table.status)
                    counts[key] = counts.get(key, 0) + 1
        for (game, status), n in sorted(counts.items()):
            tables.add_metric([game, status], n)
        yield tables
        depth, oldest = health.outbox(bot)
        yield GaugeMetricFamily(
            "caravanserai_outbox_depth",
            "Notices queued for delivery and not yet sent.",
            value=depth,
        )
        yield GaugeMetricFamily(
            "caravanserai_outbox_oldest_seconds",
            "Age of the oldest notice still to deliver (0 when none).",
            value=oldest,
        )
        yield GaugeMetricFamily(
            "caravanserai_shards_connected",
            "Gateway shards connected.",
            value=health.shards_connected(bot),
        )
        yield GaugeMetricFamily(
            "caravanserai_guilds", "Servers the bot is in.", value=len(getattr(bot, "guilds", []))
        )
        yield GaugeMetricFamily(
            "caravanserai_uptime_seconds",
            "Seconds since the bot started.",
            value=time.monotonic() - getattr(bot, "ops_started", time.monotonic()),
        )
