"""Fixtures for the end-to-end tests: the fake Discord on loopback and our real bot on it."""

from __future__ import annotations

import asyncio
import dataclasses
import hashlib
import io
import threading
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import discord
import discord.gateway
import discord.http
import pytest
import yarl
from PIL import Image, PngImagePlugin

from bot.discord.client import CaravanseraiBot, start_bot, stop_bot
from bot.ops.settings import Settings
from games.core import RandomBot
from i18n import name_commands
from tests.e2e.fake_discord import FakeDiscord, FakeUser, Interaction
from tests.support.manual_time import ManualTime

HANDLER_TASKS = ("CommandTree-invoker", "discord-ui-")


def tiny_png(view: dict[str, Any]) -> bytes:
    """A fast stand-in board: a 4×4 PNG tagged with the view's game and viewer."""
    info = PngImagePlugin.PngInfo()
    info.add_text("game", str(view.get("game")))
    info.add_text("viewer", str(view.get("viewer")))
    out = io.BytesIO()
    Image.new("RGB", (4, 4), (200, 180, 120)).save(out, "PNG", pnginfo=info)
    return out.getvalue()


class RenderSpy:
    """Wraps a renderer; remembers which view produced which bytes (to check that every image
    posted in a channel was drawn from a public view)."""

    def __init__(self, real: bool = False, delay: float = 0.0) -> None:
        self.real = real
        self.delay = delay
        self.calls: list[dict[str, Any]] = []
        self.viewer_of: dict[str, Any] = {}
        self.threads: set[str] = set()
        self._lock = threading.Lock()

    def __call__(self, view: dict[str, Any], names: list[str]) -> bytes:
        if self.delay:
            time.sleep(self.delay)
        if self.real:
            import renderers

            data = renderers.render_png(view, names)
        else:
            data = tiny_png(view)
        with self._lock:
            self.calls.append(view)
            self.viewer_of[hashlib.sha256(data).hexdigest()] = view.get("viewer")
            self.threads.add(threading.current_thread().name)
        return data

    def viewer_for(self, data: bytes) -> Any:
        return self.viewer_of.get(hashlib.sha256(data).hexdigest(), "unknown")


class Harness:
    """The fake Discord, our bot on it, and helpers to act as users and wait for the bot."""

    def __init__(self, fake: FakeDiscord, database: Path) -> None:
        self.fake = fake
        self.database = database
        self.spy = RenderSpy()
        self.bot: CaravanseraiBot | None = None
        self.users: dict[str, FakeUser] = {}
        self.overrides: dict[str, Any] = {}  # Settings fields a test changes
        self.time = ManualTime()  # the bot's clocks and timers; tests move it by days

    def settings(self) -> Settings:
        settings = Settings(
            token="fake-token",
            database=self.database,
            dev_guild_id=self.fake.guild_id,
            sync_global=False,
            log_level="INFO",
            snapshot_every=25,
        )
        return dataclasses.replace(settings, **self.overrides)

    async def start(self) -> CaravanseraiBot:
        assert self.bot is None
        self.bot = await start_bot(
            self.settings(),
            render=self.spy,
            guild_ready_timeout=0.05,
            time_source=self.time,
            ready_timeout=120,
        )
        self.bot.delivery.backoff = lambda attempt: 0.05  # retries in test time
        await asyncio.wait_for(self.fake.identified.wait(), 60)
        return self.bot

    async def stop(self) -> None:
        if self.bot is not None:
            await self.settle()
            bot, self.bot = self.bot, None
            await stop_bot(bot)
            assert bot.store is None  # the database is closed

    async def restart(self) -> CaravanseraiBot:
        await self.stop()
        return await self.start()

    def speak_as_the_bot(self) -> None:
        """From here on, text the test itself words (driving the table service directly, or
        the text it expects of a reply) names commands as the bot does: by mentions. The bot's
        own tasks do from its start; the test's task is not one of them."""
        assert self.bot is not None
        name_commands.set(self.bot.mentions.name)

    def user(self, name: str, **kwargs: Any) -> FakeUser:
        if name not in self.users:
            self.users[name] = self.fake.add_user(name, **kwargs)
        return self.users[name]

    async def settle(self, timeout: float = 120) -> None:
        """Wait until the bot has finished handling every interaction it received."""
        deadline = time.monotonic() + timeout
        me = asyncio.current_task()
        while True:
            busy = [
                t
                for t in asyncio.all_tasks()
                if t is not me and not t.done() and t.get_name().startswith(HANDLER_TASKS)
            ]
            if not busy:
                return
            left = deadline - time.monotonic()
            assert left > 0, f"the bot is still busy: {busy}"
            await asyncio.wait(busy, timeout=left)

    async def advance(self, seconds: float) -> None:
        """Let ``seconds`` pass on the bot's clock and wait until every timer that fell due has
        fired and what it caused was delivered."""
        assert self.bot is not None and self.bot.store is not None
        self.time.advance(seconds)
        deadline = time.monotonic() + 30
        while True:
            row = await self.bot.store.fetchone(
                "SELECT COUNT(*) AS n FROM timers WHERE fired = 0 AND due <= ?", (self.time.now(),)
            )
            if row["n"] == 0:
                break
            assert time.monotonic() < deadline, "due timers did not fire"
            await asyncio.sleep(0.01)
        await self.delivered()

    async def until(self, condition: Callable[[], bool], timeout: float = 60) -> None:
        """Wait until the bot has handled a gateway event (``condition`` becomes true)."""
        deadline = time.monotonic() + timeout
        while not condition():
            assert time.monotonic() < deadline, "the bot did not react in time"
            await asyncio.sleep(0.01)

    async def delivered(self, timeout: float = 120) -> None:
        """Wait until every queued post and DM was delivered (or given up)."""
        await self.settle()
        assert self.bot is not None
        if self.bot._catching_up is not None:  # the backlog of a start goes out after READY
            await asyncio.wait_for(asyncio.shield(self.bot._catching_up), timeout)
        await asyncio.wait_for(self.bot.delivery.idle(), timeout)

    async def run(self, sending: Awaitable[Interaction], *, settle: bool = True) -> Interaction:
        """Send an interaction, wait for its acknowledgement and for the bot to finish."""
        inter = await sending
        try:
            await asyncio.wait_for(inter.ack_event.wait(), 30)
        except TimeoutError:
            raise AssertionError(f"interaction {inter.data} was never acknowledged") from None
        if settle:
            await self.settle()
        return inter

    async def cmd(self, user: FakeUser, path: str, channel: int | None = None, **options: Any):
        return await self.run(
            self.fake.command(user, channel or self.fake.general, path, **options)
        )

    async def choices(
        self, user: FakeUser, typed: str = "", channel: int | None = None
    ) -> list[dict[str, Any]]:
        inter = await self.run(
            self.fake.autocomplete(
                user, channel or self.fake.general, "move", "action", action=typed
            )
        )
        assert inter.ack_type == 8
        return inter.choices

    async def press(self, user: FakeUser, message_id: int, custom_id: str, values=None):
        return await self.run(self.fake.press(user, message_id, custom_id, values))


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    server = FakeDiscord()
    await server.start()
    old_base = discord.http.Route.BASE
    old_gateway = discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    discord.http.Route.BASE = server.rest_base
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(server.gateway_url)
    try:
        yield server
    finally:
        discord.http.Route.BASE = old_base
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = old_gateway
        await server.stop()


@pytest.fixture
async def harness(fake: FakeDiscord, tmp_path: Path) -> AsyncIterator[Harness]:
    h = Harness(fake, tmp_path / "caravanserai.db")
    try:
        yield h
    finally:
        await h.stop()
    assert fake.violations == [], fake.violations
    # no interaction may stay unanswered or be answered late
    for inter in fake.interactions.values():
        assert inter.ack_delay is not None and inter.ack_delay <= 3.0, inter
        # a deferred answer edits the "thinking…" message: a follow-up would leave it there
        assert inter.abandoned or not inter.thinking, f"left thinking: {inter.data}"
    # every image anyone in the guild can see was drawn from a public view
    for msg in fake.public_messages():
        for name, data in msg.get("_files", []):
            assert h.spy.viewer_for(data) is None, f"{name} in {msg['content'][:60]!r}"
    # nothing of the bot keeps running: no tasks, no heartbeat thread
    leftover = [t for t in asyncio.all_tasks() if t is not asyncio.current_task() and not t.done()]
    assert not [t for t in leftover if "discord" in repr(t) or "caravanserai" in repr(t)], leftover
    for _ in range(50):
        alive = [t for t in threading.enumerate() if t.name.startswith("keep-alive-handler")]
        if not alive:
            break
        await asyncio.sleep(0.02)
    assert not alive, alive


@pytest.fixture
async def bot(harness: Harness) -> AsyncIterator[Harness]:
    """The harness with the bot started (fast fake renderer)."""
    await harness.start()
    yield harness


Sender = Callable[..., Awaitable[Interaction]]


async def play_to_end(h: Harness, place: str, seed: str = "e") -> None:
    """Every human seat's moves at ``place``, chosen by a random bot seeded ``seed``, through
    the table service (fast)."""
    bot = h.bot
    assert bot is not None
    n = 0
    while (table := bot.service.table_at(place)) is not None and table.status == "running":
        game, state = table.game, table.state
        seat = next(s for s in table.pending_humans() if game.legal(state, s))
        action = RandomBot(f"{seed}{n}").choose(game, state, seat)
        outcome = await bot.service.move(place, table.players[seat].user_id, action, seat=seat)
        await bot.delivery.deliver(outcome.notices)
        n += 1
