"""The operator port of a real ``caravanserai run`` process, under the file-descriptor limit a
systemd service gets (1,024), while an attacker holds 1,000 connections on it: the games still
answer. The answers (how many, how long) are recorded as the test's properties and printed."""

from __future__ import annotations

import asyncio
import logging
import re
import resource
import socket
import sqlite3
import sys
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, closing
from pathlib import Path

import pytest

from tests.e2e.conftest import Harness
from tests.e2e.fake_discord import FakeDiscord, Interaction
from tests.e2e.test_bot_process import ROOT, BotProcess, wait_until
from tests.e2e.test_discord_e2e import open_table

pytestmark = [pytest.mark.e2e, pytest.mark.slow, pytest.mark.timeout(280)]

HELD = 1_000
FILES = 1_024  # systemd's default LimitNOFILE (soft)
GAMES = 4
ENDPOINT = re.compile(r"health and metrics on http://([\d.]+):(\d+)/healthz")


@pytest.fixture
async def bot(
    fake: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> AsyncIterator[BotProcess]:
    """A started bot process with the operator port on, limited to ``FILES`` descriptors."""
    monkeypatch.setenv("CARAVANSERAI_HTTP", "127.0.0.1:0")
    proc = BotProcess(fake, tmp_path, "bot", "fake-token")
    try:
        await proc.start()
        assert proc.proc is not None
        _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        resource.prlimit(proc.proc.pid, resource.RLIMIT_NOFILE, (FILES, hard))
        yield proc
    finally:
        await proc.kill()


ATTACKS = ("half-sent", "/metrics", "/healthz")


@asynccontextmanager
async def attack(bot: BotProcess, kind: str) -> AsyncIterator[asyncio.subprocess.Process]:
    """``HELD`` connections on the bot's operator port, re-opened as they are closed: each
    sends half a request, or (a flood of scrapes) a whole ``GET`` of the endpoint ``kind``."""
    found = await wait_until(lambda: ENDPOINT.search(bot.output()), "the operator port")
    path = [] if kind == "half-sent" else [kind]
    holder = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "tests.e2e.hold_connections",
        found.group(1),
        found.group(2),
        str(HELD),
        *path,
        cwd=ROOT,
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
    )
    try:
        assert holder.stdout is not None
        line = await asyncio.wait_for(holder.stdout.readline(), 120)
        assert line.startswith(b"held "), line
        # its first report (a second later): the attack is in full swing
        assert (await asyncio.wait_for(holder.stdout.readline(), 120)).startswith(b"closed ")
        yield holder
    finally:
        if holder.returncode is None:
            holder.kill()
            await holder.wait()


def answered(inter: Interaction) -> bool:
    return inter.ack_type == 4 or (
        inter.ack_type == 5 and inter.original is not None and not inter.original["flags"] & 128
    )


async def games_during(fake: FakeDiscord, bot: BotProcess, kind: str) -> tuple[list[int], str]:
    """``GAMES`` ``/game new`` in new channels during the attack ``kind``: the channels, and a
    line saying how many were answered, how fast."""
    channels = [fake.add_channel(f"{kind}-{i}") for i in range(GAMES)]
    users = [fake.add_user(f"{kind}-player{i}") for i in range(GAMES)]
    took: dict[int, float] = {}
    async with attack(bot, kind) as attacker:
        started = time.monotonic()
        sent = [
            await fake.command(u, ch, "game new", game="toy", seats=2)
            for u, ch in zip(users, channels, strict=True)
        ]

        def all_answered() -> bool:
            for i, inter in enumerate(sent):
                if i not in took and answered(inter):
                    took[i] = time.monotonic() - started
            return len(took) == GAMES

        try:
            await wait_until(all_answered, "every /game new to be answered", timeout=120)
        finally:
            assert attacker.stdout is not None
            report = await asyncio.wait_for(attacker.stdout.readline(), 120)
            summary = (
                f"{kind}: /game new answered {len(took)} of {GAMES}, seconds "
                + ", ".join(f"{took[i]:.2f}" for i in sorted(took))
                + f"; the attacker: {report.decode().strip()}"
            )
            print(summary)
    return channels, summary


async def test_game_new_is_answered_while_1000_connections_are_held_on_the_operator_port(
    fake: FakeDiscord, bot: BotProcess, record_property: pytest.RecordProperty
) -> None:
    channels: list[int] = []
    for kind in ATTACKS:
        opened, summary = await games_during(fake, bot, kind)
        channels += opened
        record_property(f"operator_port_{kind}", summary)
    too_many = bot.output().count("Too many open files")
    print(
        f"{HELD} connections held, RLIMIT_NOFILE {FILES}: 'Too many open files' lines: {too_many}"
    )
    assert too_many == 0
    with closing(sqlite3.connect(bot.database, timeout=5)) as db:
        places = {r[0] for r in db.execute("SELECT place FROM sessions WHERE status = 'open'")}
    assert places == {f"discord:{ch}" for ch in channels}  # each answer is a table opened


async def test_a_port_in_use_is_one_log_line_and_the_games_play(
    harness: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    h = harness
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        h.overrides = {"http": f"127.0.0.1:{busy.getsockname()[1]}"}
        with caplog.at_level(logging.INFO, logger="caravanserai.ops"):
            await h.start()
        assert h.bot is not None and h.bot.ops is None
        ops = [r for r in caplog.records if r.name == "caravanserai.ops"]
        assert [r.levelno for r in ops] == [logging.ERROR] and ops[0].exc_info is None
        assert "address already in use" in ops[0].getMessage()
        await open_table(h, "toy", [h.user("ann"), h.user("bob")], seats=2)
