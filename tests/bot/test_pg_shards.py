"""Several bot processes on one PostgreSQL database, at the service level: each owns
the servers of its shards — claims them (a shard claimed twice, a whole-database process beside
them, or a different shard count is refused), loads only its tables, fires only its timers and
sweeps only its outbox; every timer fires once in all."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from bot.ops.sharding import ShardPlan, shard_of
from bot.store import open_store
from bot.store.sqlite import InUse, Store
from bot.table import clock as C
from tests.bot.test_async_play import Rig
from tests.support.manual_time import ManualTime
from tests.support.postgres import Server, pg_server, pg_url  # noqa: F401 - fixtures

EVEN, ODD = str(10 << 22), str(11 << 22)  # servers on shard 0 and shard 1 of 2
A_PLAN, B_PLAN = ShardPlan(2, (0,)), ShardPlan(2, (1,))


async def _open(url: str, plan: ShardPlan) -> Store:
    store = await open_store(url)
    store.shards = plan
    await store.claim()
    return store


@pytest.fixture
async def two(pg_url: str) -> AsyncIterator[tuple[Store, Store, str]]:  # noqa: F811
    a = await _open(pg_url, A_PLAN)
    b = await _open(pg_url, B_PLAN)
    yield a, b, pg_url
    await a.close()
    await b.close()


async def _game(rig: Rig, place: str, guild: str) -> None:
    s = rig.service
    await s.create(
        place, "toy", "u0", "Ann", seats=2, seed="s", guild=guild, settings={"speed": "24h"}
    )
    await s.join(place, "u1", "Bob")
    await s.start(place, "u0")


def test_the_servers_are_on_the_shards_the_tests_mean() -> None:
    assert shard_of(EVEN, 2) == 0 and shard_of(ODD, 2) == 1


async def test_claims_per_shard(
    two: tuple[Store, Store, str],
    pg_server: Server,  # noqa: F811
) -> None:
    _, _, url = two
    for plan, why in [
        (ShardPlan(2, (1,)), "owns shard 1"),
        (ShardPlan(), "is running"),
        (ShardPlan(3, (2,)), "CARAVANSERAI_SHARD_COUNT=2"),
    ]:
        store = await open_store(url)
        store.shards = plan
        with pytest.raises(InUse, match=why):
            await store.claim()
        await store.close()
    # beside a process owning every shard (one that started first), none owning some may run
    other = pg_server.database()
    whole = await _open(other, ShardPlan())
    try:
        store = await open_store(other)
        store.shards = A_PLAN
        with pytest.raises(InUse, match="owning every shard is running"):
            await store.claim()
        await store.close()
    finally:
        await whole.close()
    # the claim goes with the process (here: its store): a replacement may take the shard
    a, b, _ = two
    await b.close()
    again = await _open(url, B_PLAN)
    await again.close()


async def test_each_process_loads_times_and_sweeps_only_its_own(
    two: tuple[Store, Store, str],
) -> None:
    a, b, _ = two
    time = ManualTime()
    ra, rb = Rig(a, time), Rig(b, time)
    await _game(ra, "discord:100", EVEN)
    await _game(rb, "discord:200", ODD)
    a_id, b_id = ra.service.table_at("discord:100").id, rb.service.table_at("discord:200").id
    assert {n.session_id for n in await ra.service.undelivered()} == {a_id}
    assert {n.session_id for n in await rb.service.undelivered()} == {b_id}
    # a restart of either loads its own table only
    ra2, rb2 = Rig(a, time), Rig(b, time)
    assert await ra2.service.load() == 1 and set(ra2.service.tables) == {"discord:100"}
    assert await rb2.service.load() == 1 and set(rb2.service.tables) == {"discord:200"}
    # the reminders: each process fires its table's two, none of the other's, once in all
    time.advance(C.DAY + 1)
    while await ra2.scheduler.run_due():
        pass
    assert ra2.scheduler.fired == 2 and {n.session_id for n in ra2.sent} == {a_id}
    left = await a.fetchall(
        "SELECT session_id FROM timers WHERE fired = 0 AND due <= ?", (time.now(),)
    )
    assert {r["session_id"] for r in left} == {b_id}  # not marked fired by the wrong process
    while await rb2.scheduler.run_due():
        pass
    assert rb2.scheduler.fired == 2 and {n.session_id for n in rb2.sent} == {b_id}
    while await ra2.scheduler.run_due() + await rb2.scheduler.run_due():
        pass
    assert ra2.scheduler.fired == rb2.scheduler.fired == 2
    reminders = [n for n in ra2.sent + rb2.sent if n.kind == "reminder"]
    assert len(reminders) == 4


async def test_each_process_resumes_and_times_only_its_servers_tournaments(
    two: tuple[Store, Store, str],
) -> None:
    from types import SimpleNamespace

    from bot.tournaments import runner as tr
    from bot.tournaments.deadlines import Deadlines

    a, b, _ = two
    ids = {}
    async with a.transaction() as db:
        for guild, due in ((EVEN, 100.0), (ODD, 50.0)):
            cur = await db.execute(
                "INSERT INTO tournaments(guild, place, name, game, options, config, organiser,"
                " status, round, created_at, updated_at)"
                " VALUES (?, 'discord:1', 'Cup', 'toy', '{}', '{}', 'o', 'running', 1, 0, 0)",
                (guild,),
            )
            ids[guild] = int(cur.lastrowid)
            await db.execute(
                "INSERT INTO tournament_timers(tournament_id, round, kind, due) VALUES (?,1,'half',?)",
                (ids[guild], due),
            )
    for store, mine, theirs, due in ((a, EVEN, ODD, 100.0), (b, ODD, EVEN, 50.0)):
        assert await tr._owned(store, ids[mine]) and not await tr._owned(store, ids[theirs])
        deadlines = Deadlines(SimpleNamespace(store=store))  # type: ignore[arg-type]
        assert await deadlines.next_due() == due  # its own timer, not the other's
