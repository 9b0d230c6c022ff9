from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store import open_store
from bot.store.sqlite import Store
from bot.table.service import TableService


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[Store]:
    s = await open_store(tmp_path / "test.db")
    yield s
    await s.close()


@pytest.fixture
async def service(store: Store) -> TableService:
    return TableService(store, snapshot_every=5)
