"""Start fast at any size (issue 26): past :data:`LAZY_ABOVE` running tables, a restart
restores each table's state on its first use instead of all of them before answering.

Start-up still reads what every table needs in four queries (:func:`bot.table.restore.prefetch`) and
builds every table — seats, settings, clock, move number, interaction ids, so timers, the
outbox, duplicate checks and listings work at once — but decoding each snapshot and applying
the moves after it (~2 ms a table: 10 s for 5,000) waits until something reads ``table.state``
(a move, a view, a timer firing, the background replay check, which then wakes every table in
turn without holding up commands). That work needs no I/O: the rows were read at start-up.

Below the threshold every table is restored at start as before (well under a second), so every
snapshot problem is found and mended before the first command. Past it, a table whose snapshot
turns out unusable on first use is re-played from its whole log in the background; until then
reading its state raises :class:`Restoring` (a clear "try again" instead of a wrong position).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from bot.table import restore, writes
from bot.table.model import Table

if TYPE_CHECKING:
    from bot.table.service import TableService

log = logging.getLogger("caravanserai.service")

LAZY_ABOVE = 200  # running tables; below, start-up restores them all (< 0.5 s) as before


class Restoring(RuntimeError):
    """The table is being re-played from its log (its snapshot could not be used)."""


Loader = Callable[["TableService", Any, restore.Prefetched], Awaitable[Table]]


def loader(rows: list[Any], lazy_above: int | None = None) -> Loader:
    """How :func:`bot.table.restore.load_all` builds each table of ``rows``."""
    limit = LAZY_ABOVE if lazy_above is None else lazy_above
    running = sum(1 for r in rows if r["status"] == "running")
    return load_lazily if running > limit else restore.load_row


async def load_lazily(service: TableService, row: Any, pre: restore.Prefetched) -> Table:
    sid = int(row["id"])
    snap = pre.snapshots.get(sid)
    if (
        row["status"] != "running"
        or snap is None
        or restore.game_of(row["game"]).spec.version != row["rules_version"]
    ):
        return await restore.load_row(service, row, pre)  # nothing to defer, or only the log
    table = await restore.load_row(service, row, pre, cls=LazyTable)
    assert isinstance(table, LazyTable)
    after = pre.after.get(sid, [])
    ids = pre.interactions.get(sid, [])
    table.seq = int(after[-1]["seq"]) if after else int(snap["seq"])
    table.interaction_ids.update(ids)
    table.story = writes.load_story(row["digests"], table.seq) or table.story
    table.pending = (service, snap, after, ids, row["digests"])
    return table


class LazyTable(Table):
    """A :class:`~bot.table.model.Table` whose state, private digests and waiting seats are
    restored from the prefetched snapshot the first time any of them is read."""

    pending: tuple[Any, ...] | None = None
    replaying: asyncio.Future[None] | None = None

    def _wake(self) -> None:
        pending = self.__dict__.pop("pending", None)
        if pending is None:
            if self.replaying is not None and asyncio.current_task() is not self.replaying:
                raise Restoring(f"table {self.id} is being restored from its log")
            return
        service, snap, after, ids, digests = pending
        if restore.from_snapshot(self, snap, after, ids):
            restore.finish(self, digests, snapshot=True)
            return
        self.replaying = asyncio.ensure_future(self._replay(service, digests))
        raise Restoring(f"table {self.id} is being restored from its log")

    async def _replay(self, service: TableService, digests: Any) -> None:
        try:
            async with self.lock:
                await restore.replay_all(service, self)
                restore.finish(self, digests, snapshot=False)
        except Exception:
            log.exception("session %s could not be restored from its log", self.id)
            raise
        finally:
            self.replaying = None

    @property
    def state(self) -> Any:
        self._wake()
        return self.__dict__.get("_state")

    @state.setter
    def state(self, value: Any) -> None:
        self.__dict__["_state"] = value

    @property
    def private_digest(self) -> dict[int, str]:
        self._wake()
        return self.__dict__["_private_digest"]

    @private_digest.setter
    def private_digest(self, value: dict[int, str]) -> None:
        self.__dict__["_private_digest"] = value

    @property
    def waiting(self) -> set[int]:
        self._wake()
        return self.__dict__["_waiting"]

    @waiting.setter
    def waiting(self, value: set[int]) -> None:
        self.__dict__["_waiting"] = value

    @property
    def restored(self) -> bool:
        """Whether the state was restored (a lazy table not used yet: False)."""
        return "pending" not in self.__dict__ and self.replaying is None
