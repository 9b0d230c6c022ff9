"""A PostgreSQL server that restarts under a running store (the suite's own server, restarted
with ``pg_ctl restart``): the store reconnects with backoff and takes its shard claims again
before it answers anything, so a move after the restart is played and a second process still
cannot claim the same shards. When the claims cannot be taken again (another process took them
while the connection was down) or the server does not come back in time, the store gives up
once, says why, and refuses every statement: the bot ends with a non-zero status."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator

import pytest

from bot.ops.sharding import ShardPlan
from bot.store import open_store
from bot.store.postgres import Lost
from bot.store.sqlite import InUse, Store
from tests.bot.test_async_play import Rig
from tests.support.manual_time import ManualTime
from tests.support.postgres import Admin, Server, pg_server, pg_url  # noqa: F401 - fixtures

PLAN = ShardPlan(2, (0,))  # shard 0 of 2: the tables without a server are its own
PLACE = "discord:100"


async def _open(url: str, plan: ShardPlan) -> Store:
    store = await open_store(url)
    store.shards = plan
    await store.claim()
    return store


@pytest.fixture
async def owner(pg_url: str) -> AsyncIterator[Store]:  # noqa: F811
    store = await _open(pg_url, PLAN)
    yield store
    await store.close()


async def _game(rig: Rig) -> None:
    s = rig.service
    await s.create(PLACE, "toy", "u0", "Ann", seats=2, seed="s", settings={"speed": "24h"})
    await s.join(PLACE, "u1", "Bob")
    await s.start(PLACE, "u0")


async def _refused(url: str, plan: ShardPlan) -> str:
    """What a second process claiming ``plan`` is told."""
    store = await open_store(url)
    try:
        store.shards = plan
        with pytest.raises(InUse) as refused:
            await store.claim()
        return str(refused.value)
    finally:
        await store.close()


async def test_a_restart_is_reconnected_and_the_claims_taken_again(
    owner: Store,
    pg_url: str,  # noqa: F811
    pg_server: Server,  # noqa: F811
) -> None:
    rig = Rig(owner, ManualTime())
    await _game(rig)
    assert "Played" in (await rig.service.move(PLACE, "u0", "secret 1")).reply
    heard = asyncio.Event()
    await owner.listen("caravanserai_test", heard.set)

    await asyncio.to_thread(pg_server.restart)  # every connection of the store is cut

    assert "Played" in (await rig.service.move(PLACE, "u1", "secret 2")).reply
    assert "owns shard 0" in await _refused(pg_url, PLAN)  # claimed again before it answered
    rows = await owner.fetchall("SELECT seq, action FROM actions ORDER BY seq")
    assert [(r["seq"], r["action"]) for r in rows] == [(1, "secret 1"), (2, "secret 2")]
    # the listener is back too: a notification sent after the restart wakes the store
    heard.clear()
    async with owner.transaction() as db:
        await owner.notify(db, "caravanserai_test")
    await asyncio.wait_for(heard.wait(), 30)
    # and a reload of the table from the database agrees with what memory holds
    again = Rig(owner, ManualTime())
    assert await again.service.load() == 1
    assert again.service.table_at(PLACE).seq == rig.service.table_at(PLACE).seq == 2


def _gives_up(store: Store) -> asyncio.Future[str]:
    """A future set to the line the store gives up with (once: a second call fails it)."""
    said: asyncio.Future[str] = asyncio.get_running_loop().create_future()
    store.on_lost = lambda reason: said.set_result(reason)
    return said


async def test_claims_another_process_took_while_cut_end_the_store_with_one_line(
    pg_url: str,  # noqa: F811
    pg_server: Server,  # noqa: F811
) -> None:
    async with Admin(pg_server, pg_url) as admin:
        intruder = await open_store(pg_url)  # connected before the server kept clients out
        intruder.shards = PLAN
        theirs = await admin.pids()
        owner = await _open(pg_url, PLAN)
        try:
            said = _gives_up(owner)
            await admin.allow(False)
            await admin.cut(await admin.pids() - theirs)
            await intruder.claim()  # the shard is free while the owner cannot reconnect
            await admin.allow(True)
            reason = await asyncio.wait_for(said, 60)
            assert "another bot process owns shard 0" in reason and "cut" in reason, reason
            assert "\n" not in reason
            # the bot is stopping: statements wait for the store to close, then fail as on a
            # closed store; none runs without the claims
            waiting = asyncio.create_task(owner.fetchone("SELECT 1 AS one"))
            writing = asyncio.create_task(_write(owner))
            await owner.close()
            for task in (waiting, writing):
                with pytest.raises(ValueError, match="closed"):
                    await task
            assert "owns shard 0" in await _refused(pg_url, PLAN)  # the intruder holds it
        finally:
            await owner.close()
            await intruder.close()


async def test_a_server_that_does_not_come_back_in_time_ends_the_store(
    caplog: pytest.LogCaptureFixture,
    owner: Store,
    pg_url: str,  # noqa: F811
    pg_server: Server,  # noqa: F811
) -> None:
    owner.reconnect_seconds = 0.5  # (a minute in production)
    async with Admin(pg_server, pg_url) as admin:
        await admin.allow(False)
        await admin.cut(await admin.pids())
        # a tool (no bot to stop: no on_lost) is told at once once the store gives up
        quiet = caplog.at_level(logging.CRITICAL, "caravanserai.storage")
        with quiet, pytest.raises(Lost, match="gave up"):
            await owner.fetchone("SELECT 1 AS one")  # waits while it tries, then fails
        said = [r.getMessage() for r in caplog.records if r.levelno == logging.CRITICAL]
        assert len(said) == 1 and "did not come back within 0.5 s" in said[0], said


async def _write(store: Store) -> None:
    async with store.transaction() as db:
        await db.execute("SELECT 1")


async def test_statements_running_when_the_server_stops(
    owner: Store,
    pg_url: str,  # noqa: F811
    pg_server: Server,  # noqa: F811
) -> None:
    """The server answers a running statement "terminating connection" before it closes the
    socket: a read runs again once reconnected; a transaction fails (it cannot be replayed)
    and the next one commits."""

    async def cut_transaction() -> None:
        async with owner.transaction() as db:
            await db.execute("INSERT INTO meta(key, value) VALUES ('a', '1')")
            await db.execute("SELECT pg_sleep(30)")

    async with Admin(pg_server, pg_url) as admin:
        started = await admin.raw.fetchval("SELECT pg_postmaster_start_time()::text")
        reading = asyncio.create_task(  # sleeps until the restart, then answers at once
            owner.fetchone(
                "SELECT 7 AS n FROM pg_sleep(CASE WHEN pg_postmaster_start_time()::text = ?"
                " THEN 30 ELSE 0 END)",
                (started,),
            )
        )
        writing = asyncio.create_task(cut_transaction())
        while (
            await admin.raw.fetchval(
                "SELECT count(*) FROM pg_stat_activity WHERE query LIKE '%pg_sleep(%'"
                " AND pid != pg_backend_pid()"
            )
            < 2
        ):
            await asyncio.sleep(0.02)
    await asyncio.to_thread(pg_server.restart)
    assert (await reading)["n"] == 7
    with pytest.raises(Exception) as failed:
        await writing
    assert not isinstance(failed.value, Lost | ValueError), failed.value
    assert await owner.get_meta("a") is None  # never committed
    async with owner.transaction() as db:
        await db.execute("INSERT INTO meta(key, value) VALUES ('a', '2')")
    assert await owner.get_meta("a") == "2"
