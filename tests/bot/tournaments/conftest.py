from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store import open_store
from bot.store.sqlite import Store


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    s = await open_store(tmp_path / "t.db")
    await s.db.execute("PRAGMA synchronous=OFF")  # throwaway database
    yield s
    await s.close()
