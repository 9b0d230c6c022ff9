"""The table service's own tests, run again on PostgreSQL (issue 26): the same test functions
(imported, not copied), with every ``Store.open`` of a SQLite file opening a database of the
suite's PostgreSQL server instead (tests/support/postgres.py). One transaction per move, the
outbox surviving a restart, unique interaction ids, snapshots equal to replays, restarts
restoring every table's hash: whatever test_service checks on SQLite holds on PostgreSQL."""

from __future__ import annotations

import pytest

from tests.bot.test_service import *  # noqa: F403 - the same tests, on the other back end
from tests.support.postgres import Server, on_postgres, pg_server  # noqa: F401 - fixtures


@pytest.fixture(autouse=True)
def _postgres(monkeypatch: pytest.MonkeyPatch, pg_server: Server) -> None:  # noqa: F811
    on_postgres(monkeypatch, pg_server)


async def test_the_store_is_postgresql(store: Store) -> None:  # noqa: F405
    from bot.store.postgres import PgStore

    assert isinstance(store, PgStore)
