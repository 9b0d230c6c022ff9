"""The DM relay between bot processes (bot/discord/relay.py) on a real PostgreSQL: a DM press
for another process's table is deferred and recorded by the process that received it and taken
by the owner once; when the owner is down, or alive but silent past the take window, the
receiver answers "restarting" and the press is withdrawn (the owner never plays it). Presses
for this process's own tables, presses in a server and other components are not relayed."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from bot.discord import relay as R
from bot.ops.sharding import ShardPlan
from bot.store import open_store
from bot.store.sqlite import Store
from i18n import t
from tests.support.postgres import pg_server, pg_url  # noqa: F401 - fixtures

EVEN, ODD = str(10 << 22), str(11 << 22)  # servers on shard 0 (A's) and shard 1 (B's) of 2


class Answers:
    """What a discord.py interaction's response, original response and follow-up were asked
    to send."""

    def __init__(self) -> None:
        self.deferred = False
        self.sent: list[str] = []
        self.followups: list[str] = []
        self.edited: list[str] = []  # in place of the "thinking…" message

    @property
    def type(self) -> discord.InteractionResponseType | None:
        if self.deferred:
            return discord.InteractionResponseType.deferred_channel_message
        return discord.InteractionResponseType.channel_message if self.sent else None

    def is_done(self) -> bool:
        return self.deferred or bool(self.sent)

    async def defer(self, **_: Any) -> None:
        self.deferred = True

    async def send_message(self, content: str, **_: Any) -> None:
        self.sent.append(content)

    async def send(self, content: str, **_: Any) -> None:
        self.followups.append(content)

    async def edit_original_response(self, *, content: str, **_: Any) -> None:
        self.edited.append(content)


def press(session: int, *, iid: int = 1, guild_id: int | None = None, custom: str = "") -> Any:
    answers = Answers()
    return SimpleNamespace(
        id=iid,
        application_id=99,
        type=discord.InteractionType.component,
        token=f"token-{iid}",
        filesize_limit=10 << 20,
        data={"custom_id": custom or f"cs:b:{session}:3:1:0", "component_type": 2},
        channel_id=555,
        guild_id=guild_id,
        user=SimpleNamespace(id=42, name="dan", discriminator="0", global_name=None),
        locale=discord.Locale.american_english,
        response=answers,
        followup=answers,
        edit_original_response=answers.edit_original_response,
        extras={},
        answers=answers,
    )


async def _open(url: str, plan: ShardPlan) -> Store:
    store = await open_store(url)
    store.shards = plan
    await store.claim()
    return store


async def _session(store: Store, guild: str) -> int:
    async with store.transaction() as db:
        cur = await db.execute(
            "INSERT INTO sessions(place, guild, game, rules_version, options, seed, max_seats,"
            " creator, status, created_at, updated_at) VALUES (?,?,'toy','1','{}','s',2,'u0',"
            "'running',0,0)",
            (f"discord:{guild}", guild),
        )
    return int(cur.lastrowid)


async def _no_forgets() -> None:
    """The bot's part of forgets its relay loop runs (bot/table/privacy.py): none here."""


class Owner(R.Relay):
    """The owner's half with the press recorded instead of played through discord.py."""

    def __init__(self, store: Store) -> None:
        super().__init__(SimpleNamespace(store=store, finish_forgets=_no_forgets))  # type: ignore[arg-type]
        self.played: list[dict[str, Any]] = []
        self.looks = 0

    async def run_once(self) -> int:
        taken = await super().run_once()
        self.looks += 1
        return taken

    async def _apply(self, rid: int, payload: dict[str, Any]) -> None:
        self.played.append(payload)
        async with self.store.transaction() as db:
            await db.execute("DELETE FROM relays WHERE id = ?", (rid,))


@pytest.fixture
async def two(pg_url: str) -> AsyncIterator[tuple[Store, Store]]:  # noqa: F811
    a = await _open(pg_url, ShardPlan(2, (0,)))
    b = await _open(pg_url, ShardPlan(2, (1,)))
    yield a, b
    await a.close()
    await b.close()


async def _settle(relay: R.Relay) -> None:
    await asyncio.gather(*list(relay._waiting))  # noqa: SLF001


async def test_the_owner_takes_a_relayed_press_once(two: tuple[Store, Store]) -> None:
    a, b = two
    sid = await _session(b, ODD)
    receiver, owner = Owner(a), Owner(b)
    inter = press(sid)
    assert await receiver.forward(inter) and inter.answers.deferred
    assert inter.answers.sent == [] == inter.answers.followups == inter.answers.edited
    assert await receiver.run_once() == 0  # not the receiver's table
    assert await owner.run_once() == 1 and await owner.run_once() == 0
    await _settle(owner)
    await _settle(receiver)  # it saw the press taken: the owner answers, it does not
    (played,) = owner.played
    assert played["id"] == "1" and played["token"] == "token-1"
    assert played["data"]["custom_id"] == f"cs:b:{sid}:3:1:0" and "guild_id" not in played
    assert inter.answers.followups == [] == inter.answers.edited
    assert await a.fetchall("SELECT id FROM relays") == []


async def test_a_silent_owner_is_withdrawn_from(
    two: tuple[Store, Store], monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b = two
    monkeypatch.setattr(R, "TAKE_WITHIN", 0.3)
    monkeypatch.setattr(R, "POLL", 0.02)
    sid = await _session(b, ODD)
    receiver, owner = Owner(a), Owner(b)
    inter = press(sid)
    assert await receiver.forward(inter)
    await _settle(receiver)
    assert inter.answers.edited == [t("en", R.RESTARTING)] and inter.answers.followups == []
    assert await owner.run_once() == 0 and owner.played == []  # withdrawn: never played
    assert await a.fetchall("SELECT id FROM relays") == []


async def test_an_owner_that_is_down_changes_nothing(two: tuple[Store, Store]) -> None:
    a, b = two
    sid = await _session(b, ODD)
    await b.close()  # its claim goes with its connection
    receiver = Owner(a)
    inter = press(sid)
    assert await receiver.forward(inter)
    assert inter.answers.sent == [t("en", R.RESTARTING)] and not inter.answers.deferred
    assert await a.fetchall("SELECT id FROM relays") == []


async def test_what_is_not_relayed(two: tuple[Store, Store]) -> None:
    a, b = two
    mine, theirs = await _session(a, EVEN), await _session(b, ODD)
    receiver = Owner(a)
    assert not await receiver.forward(press(mine))  # its own table: the usual answers
    assert not await receiver.forward(press(theirs, guild_id=int(ODD)))  # not a DM
    assert not await receiver.forward(press(theirs, custom="something:else"))
    assert not await receiver.forward(press(theirs + 100))  # no such table
    whole = Owner(a)
    a.shards = ShardPlan()  # one process owning every shard relays nothing
    assert not await whole.forward(press(theirs))
    assert await a.fetchall("SELECT id FROM relays") == []


async def test_a_notification_wakes_the_owner(
    two: tuple[Store, Store], monkeypatch: pytest.MonkeyPatch
) -> None:
    """With no periodic look (a sweep an hour apart), the owner takes the press because the
    receiver's NOTIFY woke it."""
    a, b = two
    monkeypatch.setattr(R, "SWEEP", 3600.0)
    sid = await _session(b, ODD)
    receiver, owner = Owner(a), Owner(b)
    owner.start()
    try:
        async with asyncio.timeout(60):
            while owner.looks == 0:  # it has looked once and waits for a notification
                await asyncio.sleep(0.01)
        assert await receiver.forward(press(sid))
        async with asyncio.timeout(60):
            while not owner.played:
                await asyncio.sleep(0.01)
        assert owner.played[0]["id"] == "1"
    finally:
        await owner.stop()
