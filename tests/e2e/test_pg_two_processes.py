"""Two bot processes with two shards each on one PostgreSQL database, as real OS
processes against the fake Discord: process A owns shards 0-1 (so it receives every direct
message), process B shards 2-3; a third claiming shards of theirs stops at once; only A syncs
the commands. Games run in a server of each; a DM button press for B's table
arrives on A and is answered by B through the database (bot/discord/relay.py); B is killed with -9
mid-game — a press for its table meanwhile is answered "restarting" and changes nothing, A plays
on — and restarted; timers that fell due while it was down fire once, each in its own process;
a tournament in B's server plays its round. Every log holds every move exactly once."""

from __future__ import annotations

import asyncio
import os
import signal
import time
from pathlib import Path
from typing import Any

import pytest

from bot.discord.relay import RESTARTING
from bot.store import open_store
from bot.table.service import TableService
from i18n import t
from tests.e2e.fake_discord import FakeDiscord, FakeUser
from tests.e2e.test_bot_process import act, check_fake, move, wait_until
from tests.e2e.test_pg_bot_process import PgBotProcess
from tests.support.postgres import Server, pg_server, pg_url  # noqa: F401 - fixtures

pytestmark = [pytest.mark.e2e, pytest.mark.slow, pytest.mark.timeout(400)]

COUNT = 4


class ShardProcess(PgBotProcess):
    """``caravanserai run`` with ``CARAVANSERAI_SHARD_COUNT=4`` and its own ``CARAVANSERAI_SHARDS``."""

    def __init__(self, fake: FakeDiscord, workdir: Path, name: str, url: str, shards: str) -> None:
        super().__init__(fake, workdir, name, url)
        self.shards = shards

    async def spawn(self) -> None:
        saved = dict(os.environ)
        os.environ.update(
            {"CARAVANSERAI_SHARD_COUNT": str(COUNT), "CARAVANSERAI_SHARDS": self.shards}
        )
        try:
            await super().spawn()
        finally:
            os.environ.clear()
            os.environ.update(saved)

    async def start(self) -> None:
        """Spawn and wait until it has caught up (connected, timers and relays running)."""
        await self.spawn()
        assert self.proc is not None
        await wait_until(
            lambda: "caught up" in self.output() or self.proc.returncode is not None,
            f"{self.name} to catch up",
            timeout=120,
        )
        assert self.proc.returncode is None, f"{self.name} exited:\n{self.output()}"

    async def stop(self, sig: signal.Signals, timeout: float = 60.0) -> int:
        assert self.proc is not None and self.proc.returncode is None
        self.proc.send_signal(sig)
        code = await self.exited(timeout)
        return code


async def _open_table(fake: FakeDiscord, ch: int, a: FakeUser, b: FakeUser) -> None:
    await act(fake.command(a, ch, "game new", game="toy", seats=2, speed="48h", options="target=9"))
    await act(fake.command(b, ch, "game join"))
    assert "started" in (await act(fake.command(a, ch, "game start"))).reply_text()


async def _turn_dm(fake: FakeDiscord, user: FakeUser, after: int = 0) -> dict[str, Any]:
    """The newest DM to ``user`` with buttons, once there are more than ``after`` of them."""

    def find() -> dict[str, Any] | None:
        dms = [m for m in fake.dms_to(user) if m["components"]]
        return dms[-1] if len(dms) > after else None

    return await wait_until(find, f"a turn DM to {user.name}")


def _button(msg: dict[str, Any], label: str) -> str:
    return next(
        c["custom_id"]
        for row in msg["components"]
        for c in row["components"]
        if c.get("label") == label
    )


async def _alive(url: str, shard: int) -> bool:
    store = await open_store(url)
    try:
        return await store.shard_alive(shard)  # type: ignore[attr-defined]
    finally:
        await store.close()


async def _sql(url: str, sql: str, params: tuple[Any, ...] = ()) -> list[Any]:
    store = await open_store(url)
    try:
        if sql.lstrip().upper().startswith("SELECT"):
            return await store.fetchall(sql, params)
        async with store.transaction() as db:
            await db.execute(sql, params)
        return []
    finally:
        await store.close()


async def _log(url: str, ch: int) -> list[tuple[int, str]]:
    store = await open_store(url)
    try:
        row = await store.fetchone("SELECT id FROM sessions WHERE place = ?", (f"discord:{ch}",))
        return await TableService(store).log_of(row["id"])
    finally:
        await store.close()


def _thread_of(fake: FakeDiscord, parent: int) -> int | None:
    return next(
        (int(c["id"]) for c in fake.channels.values() if c.get("parent_id") == str(parent)), None
    )


async def _until_played(fake: FakeDiscord, ch: int, users: list[FakeUser], action: str) -> str:
    """``/move action`` by the first of ``users`` whose turn it is; its reply."""
    replies = []
    for user in users:
        reply = await move(fake, user, ch, action)
        if "Played" in reply:
            return reply
        replies.append(reply)
    raise AssertionError(replies)


def _reminders(fake: FakeDiscord, user: FakeUser) -> int:
    return sum("⏰ Reminder" in m["content"] for m in fake.dms_to(user))


async def test_two_processes_two_shards_each(
    fake: FakeDiscord,
    tmp_path: Path,
    pg_url: str,  # noqa: F811
) -> None:
    procs: list[ShardProcess] = []

    def process(name: str, shards: str) -> ShardProcess:
        procs.append(ShardProcess(fake, tmp_path, name, pg_url, shards))
        return procs[-1]

    _, cha = fake.add_guild(shard=1, count=COUNT)  # A's server (not shard 0: not the DM shard)
    _, chb = fake.add_guild(shard=3, count=COUNT)  # B's server
    ann, bob, cy, dan = (fake.add_user(n) for n in ("ann", "bob", "cy", "dan"))
    org, eve, fay = fake.add_user("org", moderator=True), fake.add_user("eve"), fake.add_user("fay")
    try:
        a, b = process("a", "0-1"), process("b", "2-3")
        await a.start()  # the owner of shard 0 syncs the commands
        await b.start()
        assert len(fake.requests_to("PUT", r"/guilds/\d+/commands$")) == 1
        assert sorted(fake.shard_identifies) == [(i, COUNT) for i in range(COUNT)]
        # a third process claiming shards A and B hold stops with one line, before connecting
        intruder = process("c", "1-2")
        await intruder.spawn()
        assert await intruder.exited() != 0
        assert "another bot process owns shards 1,2 on" in intruder.output(), intruder.output()
        assert "Traceback" not in intruder.output(), intruder.output()
        assert len(fake.shard_identifies) == COUNT

        # a game in each process's server
        await _open_table(fake, cha, ann, bob)
        await _open_table(fake, chb, cy, dan)
        assert "Played `secret 1`" in await move(fake, ann, cha, "secret 1")

        # a DM button of B's table: Discord sends it to A (shard 0); B answers
        turn = await _turn_dm(fake, cy)
        pressed = await act(fake.press(cy, int(turn["id"]), _button(turn, "secret 2")))
        assert "Played `secret 2`" in pressed.reply_text(), pressed.reply_text()
        assert "relayed to shard 3" in a.output()

        # a tournament in B's server: B opens its table in a thread and runs it
        made = await act(
            fake.command(
                org,
                chb,
                "tournament new",
                game="toy",
                format="swiss",
                table_size=2,
                rounds=1,
                speed="untimed",
                name="Cup",
            )
        )
        assert "open for registration" in made.reply_text(), made.reply_text()
        for p in (eve, fay):
            assert "registered" in (await act(fake.command(p, chb, "tournament join"))).reply_text()
        started = await act(fake.command(org, chb, "tournament start"))
        assert "has started" in started.reply_text(), started.reply_text()
        thread = await wait_until(lambda: _thread_of(fake, chb), "the tournament's table thread")
        assert "Played `secret 3`" in await _until_played(fake, thread, [eve], "secret 3")

        # B dies mid-game; a press for its table meanwhile is answered, changes nothing
        assert await b.stop(signal.SIGKILL) == -signal.SIGKILL
        deadline = time.monotonic() + 60
        while await _alive(pg_url, 3):
            assert time.monotonic() < deadline, "B's claim outlived it"
            await asyncio.sleep(0.1)
        dan_turn = await _turn_dm(fake, dan)
        refused = await act(fake.press(dan, int(dan_turn["id"]), _button(dan_turn, "secret 1")))
        assert t("en", RESTARTING) in refused.reply_text(), refused.reply_text()
        assert await _log(pg_url, chb) == [(0, "secret 2")]
        assert "Played `secret 2`" in await move(fake, bob, cha, "secret 2")  # A plays on

        # reminders fall due while B is down: each process fires only its own, once
        now = time.time()
        await _sql(
            pg_url, "UPDATE timers SET due = ? WHERE kind = 'remind' AND fired = 0", (now - 1,)
        )
        before = {u.name: _reminders(fake, u) for u in (ann, bob, cy, dan)}

        async def reminders_due(ch: int) -> list[Any]:
            return await _sql(
                pg_url,
                "SELECT t.fired FROM timers t JOIN sessions s ON s.id = t.session_id"
                " WHERE s.place = ? AND t.kind = 'remind' AND t.due < ?",
                (f"discord:{ch}", now),
            )

        a_timers, b_timers = await reminders_due(cha), await reminders_due(chb)
        assert a_timers and b_timers  # (a 48 h move has two reminders: both are due now)
        b = process("b2", "2-3")
        await b.start()
        assert "restored 2 tables" in b.output(), b.output()  # its game, the tournament's
        await wait_until(
            lambda: _reminders(fake, dan) >= before["dan"] + len(b_timers), "B's reminders"
        )
        assert all(r["fired"] == 0 for r in await reminders_due(cha))  # not B's to fire
        # A restarts (stopped as systemd does) and fires its own
        assert await a.stop(signal.SIGTERM) == 0, a.output()
        a = process("a2", "0-1")
        await a.start()

        def a_reminded() -> int:
            return _reminders(fake, ann) + _reminders(fake, bob) - before["ann"] - before["bob"]

        await wait_until(lambda: a_reminded() >= len(a_timers), "A's reminders")

        # the press refused while B was down works now, through the relay to the new B
        again = await act(fake.press(dan, int(dan_turn["id"]), _button(dan_turn, "secret 1")))
        assert "Played `secret 1`" in again.reply_text(), again.reply_text()
        await a.delivered()

        # the tournament's game goes on in the new B, to the end and the podium
        await _until_played(fake, thread, [fay], "secret 1")
        for _ in range(20):  # "add 2" by whoever's turn it is, to the end of the game
            replies = [await move(fake, u, thread, "add 2") for u in (eve, fay)]
            if any("game is over" in r for r in replies):
                break
        podium = await wait_until(
            lambda: next(
                (m for m in fake.channel_messages(chb) if "is over" in m["content"]), None
            ),
            "the tournament's podium",
        )
        assert "🥇" in podium["content"] and "Cup" in podium["content"]

        after = {u.name: _reminders(fake, u) for u in (ann, bob, cy, dan)}
        assert after["dan"] == before["dan"] + len(b_timers) and after["cy"] == before["cy"]
        assert a_reminded() == len(a_timers)  # each reminder once
        assert all(r["fired"] == 1 for r in await reminders_due(cha) + await reminders_due(chb))
        assert await _log(pg_url, cha) == [(0, "secret 1"), (1, "secret 2")]
        assert await _log(pg_url, chb) == [(0, "secret 2"), (1, "secret 1")]
        assert await _sql(pg_url, "SELECT id FROM relays") == []
        for proc in (a, b):
            assert await proc.stop(signal.SIGTERM) == 0, proc.output()
            assert "Traceback" not in proc.output(), proc.output()
        check_fake(fake)
    finally:
        for proc in procs:
            await proc.kill()
