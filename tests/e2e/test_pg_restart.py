"""A real bot process (``caravanserai run``, shards 0-1 of 4) on PostgreSQL while the server
restarts (``pg_ctl restart`` of the suite's own server): the process reconnects, takes its
shard claims again, and the next ``/move`` is played, not answered with an incident; a second
process claiming one of its shards is still refused. When another process took its claims while
its connection was cut, it stops with one line and a non-zero status (its supervisor starts it
again), never running on as a process whose every command fails."""

from __future__ import annotations

import asyncio
import logging
import signal
import time
from pathlib import Path

import pytest

from bot.ops.sharding import ShardPlan
from bot.store import open_store
from tests.e2e.fake_discord import FakeDiscord, FakeUser, Interaction
from tests.e2e.test_bot_process import act, check_fake, move
from tests.e2e.test_pg_two_processes import COUNT, ShardProcess, _log
from tests.support.postgres import Admin, Server, pg_server, pg_url  # noqa: F401 - fixtures

pytestmark = [pytest.mark.e2e, pytest.mark.slow, pytest.mark.timeout(300)]

log = logging.getLogger("tests.pg_restart")


def _measured(what: str, seconds: float) -> None:
    """PostgreSQL accepting connections again (its log) -> the answer seen by the fake
    Discord (polled every 20 ms): reported, not asserted."""
    log.warning("PostgreSQL back -> %s answered: %.2f s", what, seconds)
    print(f"\nPostgreSQL back -> {what} answered: {seconds:.2f} s")


async def _already(inter: Interaction) -> Interaction:
    return inter


async def _table(fake: FakeDiscord, ch: int) -> tuple[FakeUser, FakeUser]:
    ann, bob = fake.add_user("ann"), fake.add_user("bob")
    await act(fake.command(ann, ch, "game new", game="toy", seats=2, options="target=9"))
    await act(fake.command(bob, ch, "game join"))
    assert "started" in (await act(fake.command(ann, ch, "game start"))).reply_text()
    assert "Played `secret 1`" in await move(fake, ann, ch, "secret 1")
    return ann, bob


async def test_a_postgresql_restart_under_a_running_bot(
    fake: FakeDiscord,
    tmp_path: Path,
    pg_url: str,  # noqa: F811
    pg_server: Server,  # noqa: F811
) -> None:
    procs: list[ShardProcess] = []
    _, ch = fake.add_guild(shard=1, count=COUNT)
    try:
        a = ShardProcess(fake, tmp_path, "a", pg_url, "0-1")
        procs.append(a)
        await a.start()
        ann, bob = await _table(fake, ch)

        await asyncio.to_thread(pg_server.restart)  # returns once the server accepts again
        reply = await move(fake, bob, ch, "secret 2")
        _measured("the first move after a restart", time.time() - pg_server.ready_at())
        assert "Played `secret 2`" in reply, reply
        assert "reconnected to the database" in a.output(), a.output()

        # a move sent while the server is down is acknowledged, waits, and is played once
        # the server is back
        await asyncio.to_thread(pg_server.halt)
        sent = await fake.command(ann, ch, "move", action="add 2")
        await asyncio.to_thread(pg_server.resume)
        reply = (await act(_already(sent))).reply_text()
        _measured("a move sent while it was down", time.time() - pg_server.ready_at())
        assert "Played `add 2`" in reply, reply
        print("\n".join(line for line in a.output().splitlines() if "database" in line))

        intruder = ShardProcess(fake, tmp_path, "c", pg_url, "1-2")
        procs.append(intruder)
        await intruder.spawn()
        assert await intruder.exited() != 0
        assert "another bot process owns shard 1 on" in intruder.output(), intruder.output()

        assert await _log(pg_url, ch) == [(0, "secret 1"), (1, "secret 2"), (0, "add 2")]
        try:
            await a.delivered()
        except AssertionError as exc:
            raise AssertionError(a.output()) from exc
        assert await a.stop(signal.SIGTERM) == 0, a.output()
        assert "Traceback" not in a.output(), a.output()
        check_fake(fake)
    finally:
        for proc in procs:
            await proc.kill()


async def test_claims_taken_while_cut_end_the_process_with_one_line(
    fake: FakeDiscord,
    tmp_path: Path,
    pg_url: str,  # noqa: F811
    pg_server: Server,  # noqa: F811
) -> None:
    a = ShardProcess(fake, tmp_path, "a", pg_url, "0-1")
    _, ch = fake.add_guild(shard=1, count=COUNT)
    async with Admin(pg_server, pg_url) as admin:
        intruder = await open_store(pg_url)  # connected before the database keeps clients out
        intruder.shards = ShardPlan(COUNT, (0, 1))
        try:
            theirs = await admin.pids()
            await a.start()
            await _table(fake, ch)
            await admin.allow(False)
            await admin.cut(await admin.pids() - theirs)  # every connection of the bot's
            await intruder.claim()
            await admin.allow(True)
            assert await a.exited() == 1, a.output()
            # one line says why (work cut short by the stop may log its own failure after it)
            said = [line for line in a.output().splitlines() if "owns shards 0,1" in line]
            assert len(said) == 1 and "CRITICAL" in said[0], a.output()
            assert "never retrieved" not in a.output(), a.output()
        finally:
            await intruder.close()
            await a.kill()
