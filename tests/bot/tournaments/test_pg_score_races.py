"""tests/bot/tournaments/test_score_races.py run again on PostgreSQL: the same races, where the
reads go through other connections than the writes."""

from __future__ import annotations

import pytest

from tests.bot.tournaments.test_score_races import *  # noqa: F403 - the same tests, on the other back end
from tests.support.postgres import Server, on_postgres, pg_server  # noqa: F401 - fixtures


@pytest.fixture(autouse=True)
def _postgres(monkeypatch: pytest.MonkeyPatch, pg_server: Server) -> None:  # noqa: F811
    on_postgres(monkeypatch, pg_server)
