"""A clock tests move by hand: days pass in milliseconds (DESIGN §8)."""

from __future__ import annotations

import asyncio

START = 1_800_000_000.0  # a fixed instant, so timer times are reproducible


class ManualTime:
    def __init__(self, start: float = START) -> None:
        self.t = start
        self._tick = asyncio.Event()

    def now(self) -> float:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += seconds
        self._tick.set()
        self._tick = asyncio.Event()

    async def sleep_until(self, when: float, wake: asyncio.Event) -> None:
        while self.t < when and not wake.is_set():
            tick = asyncio.ensure_future(self._tick.wait())
            woken = asyncio.ensure_future(wake.wait())
            await asyncio.wait({tick, woken}, return_when=asyncio.FIRST_COMPLETED)
            tick.cancel()
            woken.cancel()
