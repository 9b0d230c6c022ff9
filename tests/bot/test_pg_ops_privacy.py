"""tests/bot/test_ops_privacy.py run again on PostgreSQL (issue 26): /privacy show and forget
find and replace a person everywhere on either back end. The two tests that read the SQLite
file itself (every cell; the backup check) are replaced by one reading every cell of every
table on PostgreSQL."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.store.postgres import PgStore
from bot.table import privacy
from tests.bot.test_ops_privacy import *  # noqa: F403 - the same tests, on the other back end
from tests.bot.test_ops_privacy import NAME, UID, build
from tests.support.postgres import Server, on_postgres, pg_server  # noqa: F401 - fixtures

del test_forget_leaves_no_trace_and_games_still_replay  # noqa: F821 - reads the SQLite file
del test_forget_is_exact_about_names  # noqa: F821 - checks the SQLite file with db check


@pytest.fixture(autouse=True)
def _postgres(monkeypatch: pytest.MonkeyPatch, pg_server: Server) -> None:  # noqa: F811
    on_postgres(monkeypatch, pg_server)


async def cells_mentioning(store: PgStore, *needles: str) -> list[tuple[str, str]]:
    """(table, column) of every cell of every table, integers included, holding a needle."""
    found = set()
    for table in await store.tables():
        for row in await store.fetchall(f"SELECT * FROM {table}"):
            for column, value in row.items():
                if value is not None and any(n in str(value) for n in needles):
                    found.add((table, column))
    return sorted(found)


async def test_forget_leaves_no_trace_on_postgresql(tmp_path: Path) -> None:
    store, service, runner, tid = await build(tmp_path)
    assert isinstance(store, PgStore)
    try:
        assert await cells_mentioning(store, UID) and await cells_mentioning(store, NAME)
        done = await privacy.forget(service, UID, runner=runner)
        assert done.resigned and done.cancelled and done.left and done.tournaments == [tid]
        assert await privacy.traces(store, UID, [NAME]) == []
        assert await cells_mentioning(store, UID, NAME) == []
        assert await cells_mentioning(store, "Bob")  # other people's data untouched
        assert await privacy.stored_about(store, UID) == privacy.Stored(UID)
    finally:
        await store.close()
