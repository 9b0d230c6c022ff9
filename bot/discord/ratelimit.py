"""One proactive limiter for every request the bot makes to Discord.

Discord allows a bot token 50 requests per second in all (interaction responses and their
follow-up webhooks do not count) and answers more with a global 429; 429s count toward its ban
of 10,000 invalid requests in 10 minutes. discord.py waits on per-route buckets from the
``X-RateLimit-*`` headers and after a 429, but it does not pace the global limit before the
fact: a backlog after an outage (160 tables) sent every post at once and drew ~200 global 429s.

:class:`GlobalLimiter` is a token bucket shared by everything that talks to Discord —
couriers, the catch-up after a restart, commands' own requests — installed once around the
client's HTTP requests (:func:`install`). Waiters are served in arrival order. With ``rate``
per second and ``burst`` tokens, any one-second window holds at most ``rate + burst``
requests: 40 + 5 keeps under Discord's 50 with room for the jitter of a busy loop.

Discord's 50 per second are the token's, however many processes use it: with several bot
processes (:mod:`bot.ops.sharding`) each takes its share of the rate and of the burst
(:func:`share`), so that together they stay under it.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

EXEMPT_PREFIXES = ("/interactions/", "/webhooks/")  # not counted by Discord's global limit
DISCORD_GLOBAL = 50  # requests per second per token, every process of the bot together
BURST = 5


class GlobalLimiter:
    def __init__(
        self, rate: float = 40.0, burst: int = BURST, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.rate, self.burst, self.clock = rate, burst, clock
        self._tokens = float(burst)
        self._at = clock()
        self._lock = asyncio.Lock()
        self.waited = 0.0  # seconds requests spent waiting here (for the bench and metrics)
        self.requests = 0

    def _refill(self) -> None:
        now = self.clock()
        self._tokens = min(float(self.burst), self._tokens + (now - self._at) * self.rate)
        self._at = now

    async def acquire(self) -> None:
        """Wait for a token (first come, first served)."""
        async with self._lock:
            self._refill()
            if self._tokens < 1:
                wait = (1 - self._tokens) / self.rate
                self.waited += wait
                await asyncio.sleep(wait)
                self._refill()
            self._tokens -= 1
            self.requests += 1


def share(rate: float, processes: int) -> GlobalLimiter:
    """This process's limiter when ``processes`` share one token paced at ``rate`` in all:
    a share of the rate and of the burst, their sum (any second's most) under Discord's 50."""
    processes = max(1, processes)
    burst = max(1, BURST // processes)
    total = max(1.0, min(rate, DISCORD_GLOBAL - burst * processes))
    return GlobalLimiter(total / processes, burst=burst)


def install(http: Any, limiter: GlobalLimiter) -> None:
    """Make every counted request of ``http`` (a :class:`discord.http.HTTPClient`) wait for
    ``limiter`` first. discord.py's own retries after a 429 happen inside the wrapped call."""
    request = http.request

    async def limited(route: Any, **kwargs: Any) -> Any:
        if not str(getattr(route, "path", "")).startswith(EXEMPT_PREFIXES):
            await limiter.acquire()
        return await request(route, **kwargs)

    http.request = limited
