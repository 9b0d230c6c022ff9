"""A forget asked in one bot process reaches another process's tables on a real PostgreSQL:
the request wakes the owner (NOTIFY, heard by its relay loop), which resigns and anonymises its
table under its lock, and the request is closed once no row keyed by the id is left."""

from __future__ import annotations

import asyncio
import time
from types import SimpleNamespace

from bot.discord import relay as R
from bot.ops.sharding import ShardPlan
from bot.store import open_store
from bot.store.sqlite import Store
from bot.table import privacy
from bot.table.service import TableService
from tests.support.postgres import pg_server, pg_url  # noqa: F401 - fixtures

ME = "4000000000000000001"
EVEN, ODD = str(10 << 22), str(11 << 22)  # servers on shard 0 (A's) and shard 1 (B's) of 2


async def _open(url: str, plan: ShardPlan) -> Store:
    store = await open_store(url)
    store.shards = plan
    await store.claim()
    return store


async def test_the_owner_process_finishes_a_forget_asked_elsewhere(pg_url: str) -> None:  # noqa: F811
    a_store = await _open(pg_url, ShardPlan(2, (0,)))
    b_store = await _open(pg_url, ShardPlan(2, (1,)))
    a, b = TableService(a_store), TableService(b_store)
    await a.create("discord:1", "toy", ME, "Ann", seats=2, seed="a", guild=EVEN)
    await a.join("discord:1", "u2", "Bob")
    await a.start("discord:1", ME)
    await b.create("discord:2", "toy", ME, "Ann", seats=2, seed="b", guild=ODD)
    await b.join("discord:2", "u3", "Cid")
    await b.start("discord:2", ME)
    told: list[object] = []

    async def finish_forgets() -> None:
        told.extend(await privacy.resume(b))

    owner = R.Relay(SimpleNamespace(store=b_store, finish_forgets=finish_forgets))  # type: ignore[arg-type]
    owner.start()
    try:
        asked = await privacy.forget(a, ME)
        assert asked.resigned == [1]  # complete or not: the owner may already have done its part
        deadline = time.monotonic() + 60
        # the request closes inside the owner's resume, a moment before it hands back its notices
        while await privacy.pending(a_store, ME) or not told:
            assert time.monotonic() < deadline, "the owner never finished its part"
            await asyncio.sleep(0.02)
        table = b.table_at("discord:2")
        assert table is not None and table.players[0].automated
        assert table.players[0].user_id.startswith("forgotten:") and told
        assert await privacy.stored_about(a_store, ME) == privacy.Stored(ME)
    finally:
        await owner.stop()
        await a_store.close()
        await b_store.close()
