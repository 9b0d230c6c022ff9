"""tests/bot/test_service.py again with every running table restored lazily (start
fast at any size), as a restart past :data:`bot.table.restore.LAZY_ABOVE` tables does: the same
test functions, the threshold at 0. Not the two that expect a broken snapshot to be found at
start-up (a lazy table finds it on first use: tests/bot/test_lazy_tables.py)."""

from __future__ import annotations

import pytest

from tests.bot.test_service import *  # noqa: F403 - the same tests, restored lazily

del test_load_reports_a_snapshot_the_replay_disagrees_with  # noqa: F821 - see the docstring


@pytest.fixture(autouse=True)
def _lazy(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("bot.table.restore.LAZY_ABOVE", 0)
