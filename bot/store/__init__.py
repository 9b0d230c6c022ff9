"""Storage: the embedded SQLite back end (:mod:`bot.store.sqlite`, which defines the
interface), PostgreSQL (:mod:`bot.store.postgres` and the SQL translation it needs,
:mod:`bot.store.dialect`), backups and the SQLite → PostgreSQL copy.

:func:`open_store` picks the back end from the setting; importing :mod:`bot.store.sqlite`
never imports asyncpg (the default install runs on SQLite alone).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from bot.store.sqlite import is_server_url

if TYPE_CHECKING:
    from bot.store.sqlite import Store

__all__ = ["is_server_url", "open_store"]


async def open_store(target: str | Path) -> Store:
    """A SQLite file (the embedded default) or, for ``postgresql://…``, the PostgreSQL back
    end: same interface, same guarantees."""
    from bot.store.sqlite import Store

    if is_server_url(target):
        from bot.store.postgres import PgStore

        return await PgStore.open(str(target))
    return await Store.open(target)
