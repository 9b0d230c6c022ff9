"""End to end with real OS processes: ``caravanserai run`` (via ``tests.e2e.bot_process``) in a
child process against the fake Discord served from the test's event loop.

Restart means a new process on the same database: once after SIGKILL (the bot stopped at any
point, nothing closed) and once after Ctrl-C (SIGINT: the client and the database are closed).
"""

from __future__ import annotations

import asyncio
import copy
import os
import signal
import sqlite3
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import closing, suppress
from pathlib import Path
from typing import Any

import pytest

from bot.store import open_store
from bot.table.service import TableService
from tests.e2e.fake_discord import FakeDiscord, FakeUser, Interaction, component_ids

# whole processes on a 2-core machine that may be busy (CI runs the suite with -n auto):
# every wait is on an event, with bounds that only matter when something is really stuck
pytestmark = [pytest.mark.e2e, pytest.mark.slow, pytest.mark.timeout(280)]

ROOT = Path(__file__).resolve().parents[2]
REFUSED = "Discord refused the token in DISCORD_TOKEN"


async def wait_until(check: Callable[[], Any], what: str, timeout: float = 90.0) -> Any:
    deadline = time.monotonic() + timeout
    while not (result := check()):
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.02)
    return result


class BotProcess:
    """One ``caravanserai run`` child process; its stdout/stderr go to files."""

    def __init__(self, fake: FakeDiscord, workdir: Path, name: str, token: str) -> None:
        self.fake = fake
        self.name = name
        self.token = token
        self.database = workdir / "caravanserai.db"
        self.stdout = workdir / f"{name}.out"
        self.stderr = workdir / f"{name}.err"
        self.proc: asyncio.subprocess.Process | None = None

    async def spawn(self) -> None:
        env = {
            **os.environ,
            "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
            "PYTHONUNBUFFERED": "1",
            "DISCORD_TOKEN": self.token,
            "CARAVANSERAI_DATABASE": str(self.database),
            "CARAVANSERAI_DEV_GUILD_ID": str(self.fake.guild_id),
            "CARAVANSERAI_SYNC_GLOBAL": "false",
            "CARAVANSERAI_LOG_LEVEL": "INFO",
            # bots decide in a worker process, as in production; one keeps the suite light
            "CARAVANSERAI_BOT_WORKERS": os.environ.get("CARAVANSERAI_BOT_WORKERS", "1"),
        }
        with self.stdout.open("wb") as out, self.stderr.open("wb") as err:
            self.proc = await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                "tests.e2e.bot_process",
                self.fake.rest_base,
                self.fake.gateway_url,
                cwd=ROOT,
                env=env,
                stdin=asyncio.subprocess.PIPE,  # closed by us or our death: the child ends
                stdout=out,
                stderr=err,
            )

    def output(self) -> str:
        return self.stderr.read_text(errors="replace") if self.stderr.exists() else ""

    async def start(self) -> None:
        """Spawn and wait until the bot has identified on the gateway with its commands synced
        (the first process syncs them; later ones find the same tree and do not sync again)."""
        before = self.fake.identifies
        await self.spawn()
        assert self.proc is not None
        await wait_until(
            lambda: self.fake.identifies > before or self.proc.returncode is not None,
            f"{self.name} to connect",
        )
        assert self.proc.returncode is None, f"{self.name} exited:\n{self.output()}"
        assert len(self.fake.requests_to("PUT", r"/guilds/\d+/commands$")) == 1
        assert {"game", "move"} <= set(self.fake.commands)

    async def delivered(self) -> None:
        """Wait until every notice the bot committed is delivered (read from its database): the
        bot is idle between moves."""

        def unsent() -> int:
            with closing(sqlite3.connect(self.database, timeout=5)) as db:
                return db.execute("SELECT count(*) FROM outbox WHERE sent = 0").fetchone()[0]

        await wait_until(lambda: unsent() == 0, f"{self.name} to deliver every notice")

    async def stop(self, sig: signal.Signals, timeout: float = 60.0) -> int:
        assert self.proc is not None and self.proc.returncode is None
        self.proc.send_signal(sig)
        try:
            code = await asyncio.wait_for(self.proc.wait(), timeout)
        except TimeoutError:
            await self.dump()
            raise AssertionError(f"{self.name} ignored {sig.name}:\n{self.output()}") from None
        self._close_stdin()
        # the fake notices the lost connection before the next process connects
        await wait_until(lambda: not self.fake.identified.is_set(), "the gateway to close")
        return code

    async def exited(self, timeout: float = 60.0) -> int:
        """Wait for the process to end on its own."""
        assert self.proc is not None
        try:
            code = await asyncio.wait_for(self.proc.wait(), timeout)
        except TimeoutError:
            await self.dump()
            raise AssertionError(f"{self.name} did not exit:\n{self.output()}") from None
        self._close_stdin()
        return code

    async def dump(self) -> None:
        """Ask a process that does not end where it is (its threads' and tasks' stacks, on its
        stderr: tests.e2e.bot_process), so the failure shows it."""
        assert self.proc is not None
        if self.proc.returncode is None:
            self.proc.send_signal(signal.SIGUSR1)
            with suppress(TimeoutError):
                await asyncio.wait_for(self.proc.wait(), 3)  # time to write; it does not exit

    async def kill(self) -> None:
        if self.proc is not None:
            if self.proc.returncode is None:
                self.proc.kill()
                await self.proc.wait()
            self._close_stdin()

    def _close_stdin(self) -> None:
        assert self.proc is not None
        if self.proc.stdin is not None and not self.proc.stdin.is_closing():
            self.proc.stdin.close()


@pytest.fixture
async def spawn(
    fake: FakeDiscord, tmp_path: Path
) -> AsyncIterator[Callable[..., Awaitable[BotProcess]]]:
    """``await spawn(name, token=...)``: a started bot process; every one is killed at the end."""
    started: list[BotProcess] = []

    async def _spawn(name: str, *, token: str = "fake-token", wait: bool = True) -> BotProcess:
        proc = BotProcess(fake, tmp_path, name, token)
        started.append(proc)
        await (proc.start() if wait else proc.spawn())
        return proc

    try:
        yield _spawn
    finally:
        for proc in started:
            await proc.kill()


async def act(sending: Awaitable[Interaction]) -> Interaction:
    """Send an interaction and wait until the bot has answered it (a deferred answer is done
    when its loading message is replaced)."""
    inter = await sending
    await wait_until(
        lambda: (
            inter.ack_type == 4
            or (
                inter.ack_type == 5
                and inter.original is not None
                and not inter.original["flags"] & 128
            )
        ),
        f"an answer to {inter.data}",
    )
    return inter


async def buttons_for(fake: FakeDiscord, channel: int, seq: int) -> dict[str, Any]:
    """The channel message with the decision buttons posted after move ``seq``."""

    def find() -> dict[str, Any] | None:
        for msg in reversed(fake.channel_messages(channel)):
            ids = component_ids(msg)
            if ids and ids[0].startswith("cs:b:") and ids[0].split(":")[3] == str(seq):
                # as the player's client shows it: a later process may retire these buttons
                return copy.deepcopy(msg)
        return None

    return await wait_until(find, f"the buttons after move {seq}")


async def press(fake: FakeDiscord, user: FakeUser, msg: dict[str, Any], label: str) -> str:
    (custom_id,) = [
        c["custom_id"]
        for row in msg["components"]
        for c in row["components"]
        if c.get("label") == label
    ]
    return (await act(fake.press(user, int(msg["id"]), custom_id, as_seen=msg))).reply_text()


async def move(fake: FakeDiscord, user: FakeUser, channel: int, action: str) -> str:
    return (await act(fake.command(user, channel, "move", action=action))).reply_text()


async def stored_game(database: Path, channel: int) -> tuple[str, list[tuple[int, str]], int]:
    """(status, move log, notices never delivered) of the channel's game, from the database."""
    store = await open_store(database)
    try:
        row = await store.fetchone(
            "SELECT id, status FROM sessions WHERE place = ?", (f"discord:{channel}",)
        )
        assert row is not None
        service = TableService(store)
        undelivered = len(await service.undelivered())
        return row["status"], await service.log_of(row["id"]), undelivered
    finally:
        await store.close()


def check_fake(fake: FakeDiscord) -> None:
    assert fake.violations == [], fake.violations
    for inter in fake.interactions.values():
        assert inter.ack_delay is not None and inter.ack_delay <= 3.0, inter


async def test_new_process_after_kill_and_after_ctrl_c_resumes_game_and_old_buttons(
    fake: FakeDiscord, spawn
):
    ch = fake.general
    ann, bob = fake.add_user("ann"), fake.add_user("bob")
    first = await spawn("first")
    await act(fake.command(ann, ch, "game new", game="toy", seats=2, options="target=6"))
    await act(fake.command(bob, ch, "game join"))
    assert "started" in (await act(fake.command(ann, ch, "game start"))).reply_text()
    assert "Played `secret 1`" in await move(fake, ann, ch, "secret 1")
    assert "Played `secret 2`" in await move(fake, bob, ch, "secret 2")
    from_first = await buttons_for(fake, ch, 2)  # ann (seat 0) to add, posted by process 1
    first_snapshot = copy.deepcopy(from_first)
    first_ids = component_ids(first_snapshot)

    # stop process 1 abruptly: no close, no goodbye to the gateway, the database left open.
    # First let it finish posting: a decision message's id is stored once Discord returns it,
    # and a kill in between leaves its buttons up (pressed, they are refused) — seen in CI
    # under load, when the retirement asserted below had nothing stored to retire.
    await first.delivered()
    assert await first.stop(signal.SIGKILL) == -signal.SIGKILL
    assert Path(f"{first.database}-wal").exists()

    second = await spawn("second")
    assert "restored 1 tables" in second.output()
    assert "Played `add 2`" in await press(fake, ann, from_first, "add 2")
    assert "Played `add 1`" in await move(fake, bob, ch, "add 1")
    from_second = await buttons_for(fake, ch, 4)

    # stop process 2 gracefully (Ctrl-C) between moves: the client and the database are closed,
    # no traceback
    await second.delivered()
    assert await second.stop(signal.SIGINT) == 0, second.output()
    assert "Traceback" not in second.output(), second.output()
    assert not Path(f"{second.database}-wal").exists()  # the last connection closed cleanly

    third = await spawn("third")
    assert "restored 1 tables" in third.output()
    assert "Played `add 2`" in await press(fake, ann, from_second, "add 2")
    assert "Played `add 1`" in await move(fake, bob, ch, "add 1")
    await wait_until(
        lambda: "Final scores" in fake.channel_messages(ch)[-1]["content"], "the final scores"
    )
    # the buttons of process 1 are stale; pressed in a later process, refused clearly, not
    # crashed on
    stale = await act(fake.press(ann, int(from_first["id"]), first_ids[0], as_seen=first_snapshot))
    assert "no longer running" in stale.reply_text()
    await third.delivered()
    # SIGTERM (how systemd and docker stop a service) closes as cleanly as Ctrl-C
    assert await third.stop(signal.SIGTERM) == 0, third.output()
    assert "Traceback" not in third.output(), third.output()
    assert not Path(f"{third.database}-wal").exists()

    status, log, undelivered = await stored_game(third.database, ch)
    assert (status, undelivered) == ("finished", 0)
    assert log == [
        (0, "secret 1"),
        (1, "secret 2"),
        (0, "add 2"),
        (1, "add 1"),
        (0, "add 2"),
        (1, "add 1"),
    ]
    # each process connected once (no reconnect loops)
    assert fake.identifies == 3
    check_fake(fake)


async def test_refused_token_exits_with_a_message_not_a_traceback(fake: FakeDiscord, spawn):
    fake.refused_tokens.add("revoked-token")
    proc = await spawn("refused", token="revoked-token", wait=False)
    code = await proc.exited()
    err = proc.output()
    assert code != 0
    assert REFUSED in err, err
    assert "Traceback" not in err, err
    (login,) = fake.requests_to("GET", r"^/users/@me$")
    assert login.status == 401
    assert fake.identifies == 0 and not fake.requests_to("PUT", "/commands")
