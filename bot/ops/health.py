"""Whether the bot is healthy (``/healthz``, ``/caravanserai status``): the gateway connected,
the database answering, the scheduler's task alive and the outbox moving. Read from memory
(the couriers' queues, the client's connection) and one ``SELECT 1``."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any

from i18n.words import Words, english, w

DB_TIMEOUT = 5.0  # seconds: aiosqlite's one thread may be busy with a burst of moves


@dataclass
class Health:
    """``words``: what is wrong, said in the reader's language (``/caravanserai status``);
    ``reasons``: their English (the health endpoint, the logs)."""

    ok: bool
    words: list[Words] = field(default_factory=list)
    details: dict[str, Any] = field(default_factory=dict)

    @property
    def reasons(self) -> list[str]:
        return [english(words) for words in self.words]


def gateway_connected(bot: Any) -> bool:
    """Connected and identified or resumed: ``on_disconnect`` clears the flag that
    :class:`bot.ops.http.OpsServer` keeps, ``on_ready``/``on_resumed`` set it again."""
    if bot.is_closed() or not bot.is_ready():
        return False
    return bool(getattr(bot, "ops_connected", True))


def shards_connected(bot: Any) -> int:
    shards = getattr(bot, "shards", None)
    if isinstance(shards, dict):
        return sum(1 for s in shards.values() if not s.is_closed())
    return int(gateway_connected(bot))


def outbox(bot: Any) -> tuple[int, float]:
    """(notices queued for delivery, age in seconds of the oldest committed one)."""
    delivery = getattr(bot, "delivery_or_none", None)
    if delivery is None:
        return 0, 0.0
    return delivery.backlog(bot.time_source.now())


async def check(bot: Any, stuck_after: float) -> Health:
    """Every check; ``ok`` only when all pass. ``stuck_after``: seconds an undelivered notice
    may wait before the outbox counts as stuck."""
    reasons: list[Words] = []
    connected = gateway_connected(bot)
    if not connected:
        reasons.append(w("health-gateway"))
    store = getattr(bot, "store", None)
    database = False
    if store is None:
        reasons.append(w("health-db-closed"))
    else:
        try:
            await asyncio.wait_for(store.fetchone("SELECT 1"), DB_TIMEOUT)
            database = True
        except Exception as exc:  # noqa: BLE001 - the reason is the answer
            reasons.append(w("health-db-unreachable", error=type(exc).__name__))
    scheduler = getattr(bot, "scheduler", None)
    task = getattr(scheduler, "_task", None)
    alive = task is not None and not task.done()
    if not alive:
        reasons.append(w("health-scheduler"))
    depth, oldest = outbox(bot)
    if depth and oldest >= stuck_after:
        reasons.append(w("health-outbox-stuck", count=depth, age=f"{oldest:.0f}"))
    return Health(
        ok=not reasons,
        words=reasons,
        details={
            "gateway": connected,
            "database": database,
            "scheduler": alive,
            "outbox_depth": depth,
            "outbox_oldest_seconds": round(oldest, 1),
        },
    )
