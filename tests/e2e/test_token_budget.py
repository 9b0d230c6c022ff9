"""One token, one budget: two bot processes (``CARAVANSERAI_CLUSTER=0/2`` and ``1/2``), each
pacing its counted requests with the limiter the bot builds from its settings, send a burst at
once against the fake, which allows a token 50 counted requests per second whichever process
sends them. Each taking 40/s for itself made 80/s and drew global 429s; their shares stay under
Discord's limit together."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

import pytest

from tests.e2e.fake_discord import FakeDiscord

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]
REQUESTS = 70  # each: past one second's budget of the token at 40/s, a few seconds at its share

_CHILD = """
import asyncio, sys
import aiohttp
from bot.discord.client import CaravanseraiBot
from bot.ops.settings import Settings

async def main(base, count):
    bot = CaravanseraiBot(Settings.load(env_file=None))
    print("ready", flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)  # all at once
    async with aiohttp.ClientSession(headers={"Authorization": "Bot same-token"}) as http:
        for _ in range(count):
            await bot.limiter.acquire()
            async with http.get(base + "/users/@me") as answer:
                await answer.read()

asyncio.run(main(sys.argv[1], int(sys.argv[2])))
"""


async def test_two_processes_on_one_token_stay_under_its_global_limit(fake: FakeDiscord) -> None:
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
        "DISCORD_TOKEN": "same-token",
        "CARAVANSERAI_DATABASE": "postgresql://unused/caravanserai",  # never opened here
        "CARAVANSERAI_SHARD_COUNT": "2",
    }
    procs = [
        await asyncio.create_subprocess_exec(
            sys.executable,
            "-c",
            _CHILD,
            fake.rest_base,
            str(REQUESTS),
            env={**env, "CARAVANSERAI_CLUSTER": f"{i}/2"},
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            cwd=ROOT,
        )
        for i in range(2)
    ]
    for proc in procs:
        assert proc.stdout is not None
        assert (await proc.stdout.readline()).strip() == b"ready"
    for proc in procs:
        assert proc.stdin is not None
        proc.stdin.write(b"go\n")
        await proc.stdin.drain()
    assert [await proc.wait() for proc in procs] == [0, 0]
    assert len(fake.counted_requests) >= 2 * REQUESTS
    assert fake.global_429s == 0
