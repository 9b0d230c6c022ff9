"""End to end on PostgreSQL with real OS processes: ``caravanserai run`` with
``CARAVANSERAI_DATABASE=postgresql://…`` against the fake Discord. A second process started on
the same database while the first runs stops with one line (it would fire every timer and post
every notice twice); the first is killed with SIGKILL mid-game, a new process starts at once
(the dead one's claim went with its connection), resumes the game and its buttons, and the log
holds every move exactly once."""

from __future__ import annotations

import asyncio
import signal
import time
from pathlib import Path

import pytest

from bot.store import open_store
from bot.table.service import TableService
from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.test_bot_process import BotProcess, act, buttons_for, check_fake, move, press
from tests.support.postgres import Server, pg_server, pg_url  # noqa: F401 - fixtures

pytestmark = [pytest.mark.e2e, pytest.mark.slow, pytest.mark.timeout(280)]


class PgBotProcess(BotProcess):
    def __init__(self, fake: FakeDiscord, workdir: Path, name: str, url: str) -> None:
        super().__init__(fake, workdir, name, "fake-token")
        self.database = url  # type: ignore[assignment] - the environment gets str() of it

    async def delivered(self) -> None:
        deadline = time.monotonic() + 90
        while True:
            store = await open_store(self.database)
            try:
                row = await store.fetchone("SELECT count(*) AS n FROM outbox WHERE sent = 0")
            finally:
                await store.close()
            if row["n"] == 0:
                return
            assert time.monotonic() < deadline, f"{self.name} did not deliver every notice"
            await asyncio.sleep(0.05)


async def test_kill_9_and_a_second_process_on_postgresql(
    fake: FakeDiscord,
    tmp_path: Path,
    pg_url: str,  # noqa: F811
) -> None:
    procs: list[PgBotProcess] = []

    def process(name: str) -> PgBotProcess:
        procs.append(PgBotProcess(fake, tmp_path, name, pg_url))
        return procs[-1]

    try:
        ch = fake.general
        ann, bob = fake.add_user("ann"), fake.add_user("bob")
        first = process("first")
        await first.start()
        await act(fake.command(ann, ch, "game new", game="toy", seats=2, options="target=6"))
        await act(fake.command(bob, ch, "game join"))
        assert "started" in (await act(fake.command(ann, ch, "game start"))).reply_text()
        assert "Played `secret 1`" in await move(fake, ann, ch, "secret 1")
        assert "Played `secret 2`" in await move(fake, bob, ch, "secret 2")
        from_first = await buttons_for(fake, ch, 2)

        # a second process on the same database while the first runs: refused, one line
        intruder = process("intruder")
        await intruder.spawn()
        assert await intruder.exited() != 0
        assert "another bot process is running" in intruder.output(), intruder.output()
        assert "Traceback" not in intruder.output(), intruder.output()

        await first.delivered()
        assert await first.stop(signal.SIGKILL) == -signal.SIGKILL
        second = process("second")
        await second.start()  # at once: the claim died with the killed process's connection
        assert "restored 1 tables" in second.output()
        assert "Played `add 2`" in await press(fake, ann, from_first, "add 2")
        assert "Played `add 1`" in await move(fake, bob, ch, "add 1")
        await second.delivered()
        assert await second.stop(signal.SIGTERM) == 0, second.output()
        assert "Traceback" not in second.output(), second.output()

        store = await open_store(pg_url)
        try:
            row = await store.fetchone(
                "SELECT id, status FROM sessions WHERE place = ?", (f"discord:{ch}",)
            )
            service = TableService(store)
            assert row["status"] == "running" and await service.undelivered() == []
            assert await service.log_of(row["id"]) == [
                (0, "secret 1"),
                (1, "secret 2"),
                (0, "add 2"),
                (1, "add 1"),
            ]
        finally:
            await store.close()
        assert fake.identifies == 2  # the intruder never connected
        check_fake(fake)
    finally:
        for proc in procs:
            await proc.kill()
