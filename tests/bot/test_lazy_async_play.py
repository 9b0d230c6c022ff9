"""tests/bot/test_async_play.py again with every running table restored lazily:
timers fire, reminders and timeouts reach the right seat, once, on tables whose state is
restored only when their timer first needs it."""

from __future__ import annotations

import pytest

from tests.bot.test_async_play import *  # noqa: F403 - the same tests, restored lazily


@pytest.fixture(autouse=True)
def _lazy(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("bot.table.restore.LAZY_ABOVE", 0)
