"""The table service as the modules it delegates to see it: the state they read and the one
write path (:meth:`commit`, :meth:`rebuild`, :meth:`store_notice`, :meth:`adopt`) they change
tables through.

Restarts, clocks and seat bots are given the service, and the service is built from them; a
protocol here lets them name what they use without importing the service (no circle), and
makes that surface explicit: a change to how a move commits is a change to this interface.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any, Protocol

from bot.ops.bot_pool import BotPool
from bot.store.sqlite import Store
from bot.table.model import Applied, Notice, Table
from i18n.words import Words


class Service(Protocol):
    store: Store
    now: Callable[[], float]
    by_id: dict[int, Table]
    unrestored: dict[str, int]  # place -> session id whose replay failed
    verify_on_load: bool
    verifying: asyncio.Future[int] | None
    bot_factory: Callable[[str], Any] | None
    bot_pool: BotPool | None  # decisions in worker processes (None: threads)

    def adopt(self, table: Table) -> None: ...

    async def rebuild(self, table: Table) -> None: ...

    async def store_notice(self, db: Any, notice: Notice) -> None: ...

    async def commit(
        self,
        db: Any,
        table: Table,
        applied: list[Applied],
        *,
        base_seq: int | None = None,
        started: bool = False,
        headline: Words | None = None,
        told_by_dm: frozenset[int] = frozenset(),
    ) -> list[Notice]: ...
