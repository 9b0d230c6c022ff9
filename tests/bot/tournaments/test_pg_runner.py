"""tests/bot/tournaments/test_runner.py run again on PostgreSQL: the same test
functions, with every ``Store.open`` of a SQLite file opening a database of the suite's
PostgreSQL server instead."""

from __future__ import annotations

import pytest

from tests.bot.tournaments.test_runner import *  # noqa: F403 - the same tests, on the other back end
from tests.support.postgres import Server, on_postgres, pg_server  # noqa: F401 - fixtures


@pytest.fixture(autouse=True)
def _postgres(monkeypatch: pytest.MonkeyPatch, pg_server: Server) -> None:  # noqa: F811
    on_postgres(monkeypatch, pg_server)
