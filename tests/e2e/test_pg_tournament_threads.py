"""tests/e2e/test_tournament_threads.py run again on PostgreSQL: the same kill and restart, the
bot's store opened on a database of the suite's PostgreSQL server."""

from __future__ import annotations

import pytest

from tests.e2e.test_tournament_threads import *  # noqa: F403 - the same tests, on the other back end
from tests.support.postgres import Server, on_postgres, pg_server  # noqa: F401 - fixtures


@pytest.fixture(autouse=True)
def _postgres(monkeypatch: pytest.MonkeyPatch, pg_server: Server) -> None:  # noqa: F811
    on_postgres(monkeypatch, pg_server)
