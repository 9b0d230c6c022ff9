"""A move's storage stays small and fast without losing anything — delivered outbox
rows are deleted and undelivered ones kept, only the latest snapshot is kept and a restart from
it equals the full replay, a batch commits all or nothing, private digests survive restarts."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from bot.store import open_store
from bot.store.sqlite import Store
from bot.table import restore
from bot.table.service import TableService
from games.core.playout import next_actor, replay

pytestmark = pytest.mark.both_stores  # each test on SQLite and on PostgreSQL

PLACE = "discord:100"


async def almadi_table(service: TableService, moves: int) -> None:
    await service.create(PLACE, "almadi", "a", "Ann", seats=2, seed="cost")
    await service.join(PLACE, "b", "Bob")
    await service.start(PLACE, "a")
    table = service.table_at(PLACE)
    for _ in range(moves):
        seat = next_actor(table.game, table.state)
        await service.move(PLACE, "ab"[seat], table.game.legal(table.state, seat)[-1], seat=seat)


async def test_delivered_rows_are_deleted_and_undelivered_kept(store: Store) -> None:
    service = TableService(store)
    await almadi_table(service, 3)
    pending = await service.undelivered()
    assert len(pending) >= 4
    delivered, kept = pending[:-2], pending[-2:]
    await asyncio.gather(*(service.delivered(n) for n in delivered))  # one shared delete
    rows = await store.fetchall("SELECT id FROM outbox ORDER BY id")
    assert [r["id"] for r in rows] == [n.id for n in kept]
    assert [n.id for n in await service.undelivered()] == [n.id for n in kept]
    assert [n.to_json() for n in await service.undelivered()] == [n.to_json() for n in kept]


async def test_only_the_latest_snapshot_is_kept_and_it_equals_the_replay(store: Store) -> None:
    service = TableService(store, snapshot_every=3)
    await almadi_table(service, 20)
    table = service.table_at(PLACE)
    snaps = await store.fetchall("SELECT seq, state, hash FROM snapshots")
    assert len(snaps) == 1 and snaps[0]["seq"] == 18
    state = replay(table.game, 2, "cost", table.options, (await service.log_of(table.id))[:18])
    assert table.game.state_hash(state) == snaps[0]["hash"]
    assert (
        table.game.state_hash(table.game.decode(json.loads(snaps[0]["state"])))
        == (snaps[0]["hash"])
    )


async def test_restart_from_snapshot_equals_full_replay(tmp_path: Path) -> None:
    path = tmp_path / "restart.db"
    store = await open_store(path)
    service = TableService(store, snapshot_every=4)
    await almadi_table(service, 14)
    live = service.table_at(PLACE)
    expected = (live.game.state_hash(live.state), live.seq, dict(live.private_digest))
    await store.close()
    for drop_snapshots in (False, True):
        store = await open_store(path)
        try:
            if drop_snapshots:  # the other path: the whole log
                async with store.transaction() as db:
                    await db.execute("DELETE FROM snapshots")
            revived = TableService(store)
            assert await revived.load() == 1
            table = revived.table_at(PLACE)
            got = (table.game.state_hash(table.state), table.seq, dict(table.private_digest))
            assert got == expected
            if revived.verifying is not None:
                assert await revived.verifying == 0  # the background replay agrees
        finally:
            await store.close()


async def test_a_snapshot_the_log_does_not_continue_falls_back_to_the_replay(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "wrong.db"
    store = await open_store(path)
    service = TableService(store, snapshot_every=4)
    await almadi_table(service, 9)
    table = service.table_at(PLACE)
    # a snapshot consistent with its own hash but not with the log (an engine that changed)
    other = replay(table.game, 2, "cost", table.options, (await service.log_of(table.id))[:7])
    async with store.transaction() as db:
        await db.execute(
            "UPDATE snapshots SET state = ?, hash = ?",
            (json.dumps(table.game.encode(other)), table.game.state_hash(other)),
        )
    truth = table.game.state_hash(table.state)
    await store.close()
    store = await open_store(path)
    try:
        revived = TableService(store)
        with caplog.at_level("ERROR", logger="caravanserai.service"):
            assert await revived.load() == 1
        assert "differs from its snapshot" in caplog.text
        table = revived.table_at(PLACE)
        assert table.game.state_hash(table.state) == truth  # the log is the truth
        # the background replay catches a state that differs from the log, and mends it
        table.state = other
        caplog.clear()
        with caplog.at_level("ERROR", logger="caravanserai.service"):
            assert await restore.verify_replays(revived, [table]) == 1
        assert "full replay differs" in caplog.text
        assert table.game.state_hash(table.state) == truth
    finally:
        await store.close()


@pytest.mark.only_store(
    "sqlite"
)  # SQLite's error text and row id; test_pg_storage checks PostgreSQL's
async def test_a_failed_batch_writes_nothing(store: Store) -> None:
    with pytest.raises(Exception, match="no such table"):
        async with store.transaction(batch=True) as db:
            await db.execute("INSERT INTO meta(key, value) VALUES ('a', '1')")
            await db.execute("INSERT INTO nowhere VALUES (1)")
    assert await store.get_meta("a") is None
    got: list[int] = []
    async with store.transaction(batch=True) as db:
        await db.execute("INSERT INTO meta(key, value) VALUES ('b', '2')", on_rowid=got.append)
    assert await store.get_meta("b") == "2" and got and got[0] > 0


async def test_private_panels_after_a_restart_are_sent_only_when_changed(tmp_path: Path) -> None:
    """The digests are stored with each move: the first move after a restart announces the
    same private panels as it would have without the restart."""
    path = tmp_path / "digests.db"
    kinds = []
    for restart in (False, True):
        store = await open_store(tmp_path / f"{restart}.db" if not restart else path)
        service = TableService(store)
        await almadi_table(service, 6)
        if restart:
            await store.close()
            store = await open_store(path)
            service = TableService(store)
            await service.load()
        table = service.table_at(PLACE)
        seat = next_actor(table.game, table.state)
        outcome = await service.move(
            PLACE, "ab"[seat], table.game.legal(table.state, seat)[-1], seat=seat
        )
        kinds.append([(n.kind, n.seat) for n in outcome.notices])
        await store.close()
    assert kinds[0] == kinds[1]


async def test_stored_digests_are_used_only_for_their_own_move(store: Store) -> None:
    """After an undo the stored digests belong to a later move: a restart recomputes them."""
    from bot.table import writes

    service = TableService(store)
    await almadi_table(service, 2)
    table = service.table_at(PLACE)
    row = await store.fetchone("SELECT digests FROM sessions WHERE id = ?", (table.id,))
    assert writes.load_digests(row["digests"], table.seq) == table.private_digest
    assert writes.load_digests(row["digests"], table.seq - 1) is None
