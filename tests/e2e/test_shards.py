"""Sharding on the loopback Discord: the bot is an ``AutoShardedBot``; the fake
recommends a shard count, dispatches our server only on the shard that owns it and DMs on
shard 0, and closes an unsharded connection past 2,500 servers with 4011 (as Discord does).

Several bot processes splitting the shards on one PostgreSQL database, servers on the shards
of each: tests/e2e/test_pg_two_processes.py."""

from __future__ import annotations

import asyncio

import discord
import pytest

from bot.ops.sharding import ShardPlan, shard_of
from tests.e2e.conftest import Harness
from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.test_async_play import open_timed
from tests.e2e.test_discord_e2e import table_of

pytestmark = pytest.mark.e2e


def count_off_shard_0(guild_id: int) -> int:
    """A shard count that puts the server on a shard other than 0 (so DMs, on shard 0, come
    over another connection than the server's events)."""
    return next(n for n in range(2, 9) if shard_of(guild_id, n) != 0)


@pytest.mark.slow
async def test_shards_carry_their_servers_and_dms_arrive_on_shard_0(harness: Harness) -> None:
    h = harness
    n = count_off_shard_0(h.fake.guild_id)
    h.fake.recommended_shards = n  # no shard settings: the count comes from Discord
    bot = await h.start()
    await h.until(lambda: len(h.fake.shard_identifies) == n and bot.is_ready())
    assert sorted(h.fake.shard_identifies) == [(i, n) for i in range(n)]
    assert bot.shard_count == n and set(bot.shards) == set(range(n))
    guild = bot.get_guild(h.fake.guild_id)
    assert guild is not None and guild.shard_id == shard_of(h.fake.guild_id, n) != 0
    # a game in the server, and a move from a DM button (the press arrives on shard 0)
    ann, bob = h.user("ann"), h.user("bob")
    ch = h.fake.general
    await open_timed(h, [ann, bob], ch, speed="48h")
    turn = next(m for m in h.fake.dms_to(ann) if m["components"])
    button = turn["components"][0]["components"][0]
    pressed = await h.press(ann, int(turn["id"]), button["custom_id"])
    assert "Played `secret" in pressed.reply_text()
    assert table_of(h, ch).seq == 1


async def test_a_set_shard_count_past_2500_servers(harness: Harness) -> None:
    h = harness
    h.fake.guild_count = 2600  # an unsharded connection would be refused
    h.overrides["shards"] = ShardPlan(count=3)  # CARAVANSERAI_SHARD_COUNT=3
    bot = await h.start()
    await h.until(lambda: len(h.fake.shard_identifies) == 3 and bot.is_ready())
    assert sorted(h.fake.shard_identifies) == [(0, 3), (1, 3), (2, 3)]
    created = await h.cmd(h.user("ann"), "game new", game="toy", seats=2)
    assert "You opened a Secret Sums table" in created.reply_text()


async def test_an_unsharded_client_past_2500_servers_gets_4011(fake: FakeDiscord) -> None:
    """What happens with the plain ``commands.Bot``: Discord refuses it."""
    fake.guild_count = 2501
    client = discord.Client(intents=discord.Intents.none())
    try:
        with pytest.raises(discord.ConnectionClosed) as refused:
            await asyncio.wait_for(client.start("fake-token"), 60)
        assert refused.value.code == 4011
        assert fake.shard_identifies == [(0, 1)]
    finally:
        await client.close()
