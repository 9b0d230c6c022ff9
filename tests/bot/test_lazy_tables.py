"""Start fast at any size: past the threshold a restart builds every table but
restores a table's state only when it is first used — the same position, move number and
interaction ids as an eager restore; a broken snapshot found on first use is re-played from
the log, and the table refuses clearly meanwhile instead of showing a wrong position."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.store import open_store
from bot.table import restore as lazy
from bot.table.restore import LazyTable, Restoring
from bot.table.service import TableService
from games.core.playout import next_actor


async def _played(path: Path, tables: int = 4) -> dict[str, tuple[str, int]]:
    store = await open_store(path)
    service = TableService(store, snapshot_every=3)
    out = {}
    try:
        for n in range(tables):
            place = f"discord:{n + 1}"
            await service.create(place, "almadi", "a", "Ann", seats=2, seed=f"z{n}")
            await service.join(place, "b", "Bob")
            await service.start(place, "a")
            table = service.table_at(place)
            for _ in range(8 + n):
                seat = next_actor(table.game, table.state)
                await service.move(
                    place, "ab"[seat], table.game.legal(table.state, seat)[0], seat=seat
                )
            out[place] = (table.game.state_hash(table.state), table.seq)
    finally:
        await store.close()
    return out


async def test_tables_are_restored_on_first_use(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "lazy.db"
    truth = await _played(path)
    monkeypatch.setattr(lazy, "LAZY_ABOVE", 2)
    store = await open_store(path)
    try:
        service = TableService(store)
        service.verify_on_load = False
        assert await service.load() == 4
        tables = [service.table_at(p) for p in truth]
        assert all(isinstance(t, LazyTable) and not t.restored for t in tables)
        # what start-up knows without restoring: the move number
        assert [t.seq for t in tables] == [seq for _, seq in truth.values()]
        first = service.table_at("discord:1")
        seat = next_actor(first.game, first.state)  # first use: restored now, alone
        assert first.restored and not any(t.restored for t in tables[1:])
        assert first.game.state_hash(first.state) == truth["discord:1"][0]
        await service.move("discord:1", "ab"[seat], first.game.legal(first.state, seat)[0])
        assert first.seq == truth["discord:1"][1] + 1
        for place, (digest, seq) in truth.items():
            table = service.table_at(place)
            assert (table.game.state_hash(table.state), table.seq) == (
                digest if place != "discord:1" else table.game.state_hash(table.state),
                seq if place != "discord:1" else seq + 1,
            )
    finally:
        await store.close()


async def test_below_the_threshold_every_table_is_restored_at_start(tmp_path: Path) -> None:
    path = tmp_path / "eager.db"
    await _played(path, tables=2)
    store = await open_store(path)
    try:
        service = TableService(store)
        assert await service.load() == 2
        assert not any(isinstance(service.table_at(p), LazyTable) for p in ("discord:1",))
    finally:
        await store.close()


async def test_a_broken_snapshot_is_replayed_from_the_log_on_first_use(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "broken.db"
    truth = await _played(path, tables=2)
    store = await open_store(path)
    async with store.transaction() as db:
        await db.execute("UPDATE snapshots SET hash = 'tampered' WHERE session_id = 2")
    await store.close()
    monkeypatch.setattr(lazy, "LAZY_ABOVE", 0)
    store = await open_store(path)
    try:
        service = TableService(store)
        service.verify_on_load = False
        assert await service.load() == 2
        table = service.table_at("discord:2")
        with caplog.at_level("ERROR", logger="caravanserai.service"), pytest.raises(Restoring):
            _ = table.state
        assert "differs from its snapshot" in caplog.text
        with pytest.raises(Restoring):  # still re-playing: refused, not a wrong position
            _ = table.state
        assert table.replaying is not None
        await table.replaying
        assert (table.game.state_hash(table.state), table.seq) == truth["discord:2"]
        assert table.restored
    finally:
        await store.close()
