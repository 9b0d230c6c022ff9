"""tests/bot/test_storage_cost.py run again on PostgreSQL (issue 26): the same test functions,
with every ``Store.open`` of a SQLite file opening a database of the suite's PostgreSQL server
instead. Not the failed-batch test: it expects SQLite's error text and row id for a table
without one; tests/bot/test_pg_storage.py checks the same on PostgreSQL in its own words."""

from __future__ import annotations

import pytest

from tests.bot.test_storage_cost import *  # noqa: F403 - the same tests, on the other back end
from tests.support.postgres import Server, on_postgres, pg_server  # noqa: F401 - fixtures

del test_a_failed_batch_writes_nothing  # noqa: F821 - SQLite's message; see test_pg_storage


@pytest.fixture(autouse=True)
def _postgres(monkeypatch: pytest.MonkeyPatch, pg_server: Server) -> None:  # noqa: F811
    on_postgres(monkeypatch, pg_server)
