"""The Discord client: ``CaravanseraiBot`` and the ways to run it.

``run(settings)`` is the blocking entry used by ``caravanserai run``; ``start_bot``/``stop_bot``
(and the ``running`` context manager) start and stop the bot inside an existing event loop, for
tests and embedding.
"""

from __future__ import annotations

import asyncio
import contextvars
import functools
import hashlib
import io
import json
import logging
import signal
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager, suppress
from typing import Any

import aiohttp
import discord
from discord import app_commands
from discord.ext import commands

from bot.discord import game_logic, permissions, tournament_logic
from bot.discord.checks import Refused
from bot.discord.cog import GameCog
from bot.discord.components import (
    DecisionButton,
    DecisionSelect,
    PrivateChoice,
    decision_view,
)
from bot.discord.delivery import Delivery, Renderer, announcement, clip, split_text
from bot.discord.http_errors import words_of
from bot.discord.incidents import apologise, apology, new_incident
from bot.discord.language_logic import quick_language
from bot.discord.limits import (
    MemberAudit,
    OpenTableExpiry,
    archive_if_closed,
    archive_place,
    opened_for,
)
from bot.discord.mentions import Mentions
from bot.discord.ops_cog import OpsCog
from bot.discord.ratelimit import install as install_limiter
from bot.discord.ratelimit import share as share_limit
from bot.discord.relay import Relay
from bot.discord.replies import defer, say
from bot.discord.tournament_cog import TournamentCog, table_thread
from bot.discord.translator import CommandTranslator, command_payloads
from bot.ops import logs, metrics
from bot.ops.bot_pool import BotPool
from bot.ops.http import serve as serve_ops
from bot.ops.places import channel_of, place_key
from bot.ops.settings import Settings
from bot.store import open_store
from bot.store.sqlite import InUse, Store
from bot.table import languages, privacy
from bot.table.languages import player_language, table_language
from bot.table.scheduler import Scheduler, SystemTime, TimeSource
from bot.table.service import TableService
from bot.tournaments.runner import TournamentRunner
from i18n import catalogue, name_commands, resolve_locale, t
from i18n.words import said

log = logging.getLogger("caravanserai.discord")


class Ticket:
    def __init__(self, previous: asyncio.Future[None] | None, mine: asyncio.Future[None]) -> None:
        self._previous, self._mine = previous, mine

    async def wait(self) -> None:
        if self._previous is not None:
            await asyncio.shield(self._previous)

    def release(self) -> None:
        if not self._mine.done():
            self._mine.set_result(None)


class Arrival:
    """Per-place arrival order: each ticket waits for the one taken before it."""

    def __init__(self) -> None:
        self._tail: dict[str, asyncio.Future[None]] = {}

    def ticket(self, place: str) -> Ticket:
        previous = self._tail.get(place)
        if previous is not None and previous.done():
            previous = None
        mine: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._tail[place] = mine
        mine.add_done_callback(
            lambda f: self._tail.pop(place, None) if self._tail.get(place) is f else None
        )
        return Ticket(previous, mine)


class CaravanseraiBot(commands.AutoShardedBot):
    """An ``AutoShardedBot``: past 2,500 servers Discord refuses an unsharded
    connection (close code 4011); the shard count is Discord's unless settings name one
    (bot/ops/sharding.py)."""

    def __init__(
        self,
        settings: Settings,
        *,
        render: Renderer | None = None,
        time_source: TimeSource | None = None,
        **options: Any,
    ) -> None:
        """``options`` go to :class:`discord.Client` (tests pass a short
        ``guild_ready_timeout``); ``time_source`` drives clocks and timers (tests move it)."""
        # slash commands need no message events: only the guild events (channels and threads
        # deleted, removal from a server) that archive tables
        intents = discord.Intents.none()
        intents.guilds = True
        intents.moderation = True  # GUILD_BAN_ADD, not privileged: a banned member stops playing
        super().__init__(
            command_prefix=commands.when_mentioned,  # never seen: no message intents
            intents=intents,
            help_command=None,
            allowed_mentions=discord.AllowedMentions.none(),
            **{**settings.shards.bot_options(), **options},
        )
        self.settings = settings
        # every command lives in servers, installed by a server: tables need a channel to post
        # in, so neither DMs nor a user install ("User Install" in the portal) are offered
        self.tree.allowed_contexts = app_commands.AppCommandContext(
            guild=True, dm_channel=False, private_channel=False
        )
        self.tree.allowed_installs = app_commands.AppInstallationType(guild=True, user=False)
        # every counted request waits for one shared limiter (bot/discord/ratelimit.py), its
        # pace this process's share of the token's
        self.limiter = share_limit(settings.requests_per_second, settings.shards.processes)
        install_limiter(self.http, self.limiter)
        self._catching_up: asyncio.Task[None] | None = None
        self._archived: set[int] = set()  # finished tables whose thread was archived
        self._login_started = False  # a bot closed before it logged in has no connection
        self._render = render
        self.time_source: TimeSource = time_source or SystemTime()
        self.scheduler: Scheduler | None = None
        self.tournaments: TournamentRunner | None = None
        self._announced: dict[int, tuple[int, str]] = {}  # tournament -> (round, status) posted
        self.store: Store | None = None
        self._service: TableService | None = None
        self._delivery: Delivery | None = None
        self.runner: asyncio.Task[None] | None = None  # set by start_bot
        self._order = Arrival()
        self._busy = 0
        self._idle = asyncio.Event()
        self._idle.set()
        self.ops: Any = None  # the health and metrics endpoint (bot/ops), when configured
        self.relay = Relay(self)  # DM presses for another process's tables (bot/discord/relay.py)
        self.ops_started = time.monotonic()
        self.lost: str | None = None  # why the store gave up on its database: exit non-zero
        self._ending: asyncio.Task[None] | None = None
        self.mentions = Mentions()  # the registered commands' ids, for mentions in the text

    @property
    def service(self) -> TableService:
        if self._service is None:
            raise RuntimeError("the bot is not set up yet")
        return self._service

    @property
    def tournament_runner(self) -> TournamentRunner:
        if self.tournaments is None:
            raise RuntimeError("the bot is not set up yet")
        return self.tournaments

    def game_in(self, channel_id: int | None) -> str:
        """The game of the table in a channel (``none``), for the metrics' labels."""
        table = self._service.table_at(place_key(channel_id or 0)) if self._service else None
        return table.game.spec.id if table is not None else "none"

    @property
    def delivery_or_none(self) -> Delivery | None:
        """The delivery once started (None before: the health check reads an empty outbox)."""
        return self._delivery

    @property
    def delivery(self) -> Delivery:
        if self._delivery is None:
            raise RuntimeError("the bot is not set up yet")
        return self._delivery

    # -- lifecycle ------------------------------------------------------------------------------
    async def login(self, token: str) -> None:
        self._login_started = True
        await super().login(token)

    async def setup_hook(self) -> None:
        # every text the bot words from here (its tasks inherit this) names commands as
        # mentions; start_bot runs login and connect in a context of their own
        name_commands.set(self.mentions.name)
        # the translation catalogues are parsed once, off the event loop (about a second)
        await asyncio.to_thread(lambda: catalogue().load_all())
        self.store = await open_store(self.settings.database)
        self.store.shards = self.settings.shards  # what this process owns (bot/ops/ownership.py)
        self.store.on_lost = self._database_lost
        await self.store.claim()  # one process per database, or per shard on PostgreSQL
        self._service = TableService(
            self.store, snapshot_every=self.settings.snapshot_every, clock=self.time_source.now
        )
        if self.settings.bot_workers > 0:  # bot decisions off the interpreter (bot/ops/bot_pool)
            self._service.bot_pool = BotPool(self.settings.bot_workers)
            self._service.bot_pool.start()  # no bot waits for its workers to start
        # before load(): its finish hooks must be in place for every game restored
        self.tournaments = TournamentRunner(
            self._service,
            place_factory=self._tournament_place,
            auto_advance=True,
            notify=self._tournament_notify,
            announce=self._tournament_announce,
        )
        restored = await self._service.load()
        await languages.of(self._service).preload()  # read commands answer from memory
        log.info("restored %d tables", restored)
        self._delivery = Delivery(self, self._service, self.store, self._render)
        self._delivery.on_blocked = self._blocked
        self._delivery.on_drained = self._drained
        # a round's table posts go out as each table opens, not once the last one has
        self.tournaments.on_opened = self._delivery.dispatch
        await self.add_cog(GameCog(self))
        await self.add_cog(TournamentCog(self, self.tournaments))
        await self.add_cog(OpsCog(self))
        self.ops = await serve_ops(self)
        self.tree.on_error = self._command_error  # type: ignore[method-assign]  # discord.py's hook
        self.add_dynamic_items(DecisionButton, DecisionSelect, PrivateChoice)
        await self.tree.set_translator(CommandTranslator())  # French and Italian command names
        await self.sync_commands()
        # connect first, then catch up: the backlog goes out in the background, paced by the
        # limiter, while commands are answered at once
        self._catching_up = asyncio.create_task(self._catch_up(), name="catch up")

    async def _catch_up(self) -> None:
        """Once connected: post what was left unsent, resume tournaments, start the timers and
        the outbox sweep."""
        await self.wait_until_ready()
        service, delivery = self.service, self.delivery
        pending = await service.undelivered()
        if pending:
            log.info("delivering %d notices left from before the restart", len(pending))
            delivery.submit(pending, stale=True)
        assert self.tournaments is not None
        resumed = await self.tournaments.resume()
        if resumed:
            delivery.submit(resumed)
        await self.finish_forgets()  # a forget cut off by a crash, or asked while we were down
        # timers that fell due while the bot was stopped fire now, then as they come
        self.scheduler = Scheduler(service, delivery.deliver, self.time_source)
        self.scheduler.add_source(self.tournaments.deadlines)  # round deadlines, retries
        hours = self.settings.open_table_hours  # open tables nobody starts are closed
        archive = functools.partial(archive_if_closed, self)  # their threads too
        self.scheduler.add_source(OpenTableExpiry(service, delivery.deliver, hours, archive))
        self.scheduler.add_source(MemberAudit(self))  # members who left: bots after a grace
        self.tournaments.on_change = self.scheduler.wake
        self.scheduler.start()
        self.relay.start()  # several processes: presses other processes received for us
        delivery.start_sweeping(self.settings.sweep_seconds)
        await delivery.flush({n.place for n in [*pending, *(resumed or [])]})
        log.info("caught up: %s; timers and the outbox sweep run", self.settings.shards.describe())

    async def finish_forgets(self) -> None:
        """This process's part of every forget not finished yet (asked through another process,
        or cut off by a crash): its tables are left and anonymised here, under their locks."""
        notices = await privacy.resume(
            self.service, runner=self.tournaments, scrub=self.delivery.scrub
        )
        if notices:
            await self.delivery.deliver(notices)

    def _database_lost(self, reason: str) -> None:
        """The store gave up on its database (a server that did not come back, claims another
        process took meanwhile): every command would answer an incident, so the process ends,
        with a non-zero status for its supervisor (:func:`run`), after one line saying why."""
        log.critical("%s", reason)
        self.lost = reason
        if self._ending is None:
            self._ending = asyncio.create_task(self.close(), name="caravanserai-database-lost")

    async def on_message(self, message: discord.Message, /) -> None:
        """No prefix commands: everything is a slash command."""

    async def sync_commands(self) -> None:
        """Register the commands where configured (:meth:`_sync`), and learn their ids for
        mentions: from the sync, else (nothing synced) from fetching the registered ones."""
        synced = await self._sync()
        if synced is None:
            synced = await self._fetch_commands()
        self.mentions.learn(synced)

    async def _fetch_commands(self) -> list[app_commands.AppCommand]:
        """The commands registered where this bot syncs them (global, else the dev guild's):
        one request per start; without it commands are named as text, not mentioned."""
        guild_id = self.settings.dev_guild_id
        guild = discord.Object(guild_id) if guild_id and not self.settings.sync_global else None
        try:
            return await self.tree.fetch_commands(guild=guild)
        except (discord.HTTPException, aiohttp.ClientError) as exc:
            log.warning("commands not fetched (%s): they are named as text, not mentioned", exc)
            return []

    async def _sync(self) -> list[app_commands.AppCommand] | None:
        """Register the commands where configured, and only when they changed since the last
        sync (a hash in the database): Discord limits how often commands may be created. Returns
        the commands synced (None: nothing was).

        With a dev guild and global sync both set, the commands are global and the guild's own
        copy is cleared (otherwise each would show twice there)."""
        guild_id, everywhere = self.settings.dev_guild_id, self.settings.sync_global
        if not self.settings.shards.syncs_commands:  # the process owning shard 0 does
            log.info("commands are synced by the process that owns shard 0")
            return None
        if not guild_id and not everywhere:
            log.warning(
                "commands are not synced (CARAVANSERAI_SYNC_GLOBAL=false and no "
                "CARAVANSERAI_DEV_GUILD_ID): commands registered earlier stay as they were"
            )
            return None
        tree = await command_payloads(self.tree)  # with their translations: a new one re-syncs
        target = {"guild": guild_id, "global": everywhere}
        digest = hashlib.sha256(json.dumps([target, tree], sort_keys=True).encode()).hexdigest()
        assert self.store is not None
        if await self.store.get_meta("command_sync") == digest:
            log.info("commands unchanged since the last sync; not synced again")
            return None
        if everywhere:
            synced = await self.tree.sync()
            log.info("synced %d commands globally (Discord may take up to an hour)", len(tree))
            if guild_id:
                await self.tree.sync(guild=discord.Object(guild_id))  # empty: no duplicates
        elif guild_id:  # no global sync: then a dev guild is set (checked above)
            guild = discord.Object(guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            log.info("synced %d commands to the dev guild %s", len(tree), guild_id)
        await self.store.set_meta("command_sync", digest)
        return synced

    # -- places that fail or disappear ---------------------------------------------
    async def _drained(self, place: str) -> None:
        """A finished game's thread, opened for it by ``/game new thread:true``, is archived
        once its final post is out: it no longer counts among the server's active threads
        (capped by Discord). A tournament's threads stay as its organisers left them."""
        table = self._service.table_at(place) if self._service is not None else None
        if table is None or table.status != "finished" or not opened_for(table):
            return
        if table.id in self._archived:
            return
        self._archived.add(table.id)
        await archive_place(self, place)

    async def _blocked(self, place: str, kind: str, reason: str) -> None:
        """The courier cannot post in ``place`` for good: archive the table when the place is
        gone; pause it and tell its creator when the bot lost its rights there."""
        if kind == "gone":
            table = await self.service.abandon(place)
            if table is not None:
                log.info("table %s archived: %s", table.id, reason)
                if self.tournaments is not None:  # a tournament table continues elsewhere
                    await self.tournaments.place_gone(table.id)
            return
        channel_id = channel_of(place)
        lacking = permissions.missing_in(self.get_channel(channel_id or 0))
        known = self.service.table_at(place)
        public = table_language(known)  # the pause reason shows in the table's /game status
        english, words = reason, words_of(reason)  # the logs keep the English
        reason = said(public, words)
        if lacking:
            names = permissions.named(lacking, public)
            reason = t(public, "blocked-missing", count=len(lacking), names=names)
        paused = t(public, "blocked-reason", channel=f"<#{channel_id}>", reason=reason)
        table = await self.service.pause(place, paused)
        if table is None:
            return
        log.info("table %s paused: %s", table.id, english)
        mine = player_language(table, table.creator)
        if mine != public:
            reason = said(mine, words)
            if lacking:
                names = permissions.named(lacking, mine)
                reason = t(mine, "blocked-missing", count=len(lacking), names=names)
        told = t(mine, "blocked-reason", channel=f"<#{channel_id}>", reason=reason)
        title = table.game.spec.title
        await self.delivery.tell(table.creator, t(mine, "blocked-dm", game=title, paused=told))

    # -- tournaments ------------------------------------------------------------------------------
    async def _tournament_place(self, tournament_id: int, round_no: int, tab: int) -> str:
        """Each table of a tournament is a thread of the tournament's channel (one made for
        it before a kill is taken up: :func:`table_thread`)."""
        t = await self.tournament_runner.get(tournament_id)
        channel_id = channel_of(t.place)
        channel = self.get_channel(channel_id or 0) or await self.fetch_channel(channel_id or 0)
        if not isinstance(channel, discord.TextChannel):
            raise RuntimeError(f"tournament {tournament_id}: {t.place} is not a text channel")
        name = tournament_logic.thread_name(t, round_no, tab)
        return await table_thread(self.user, self.service, channel, name)

    async def _tournament_notify(self, tournament_id: int, notices: list[Any]) -> None:
        """A round paired by itself (or the end): its games' posts, then the round's tables or
        the podium in the tournament's channel."""
        t = await self.tournament_runner.get(tournament_id)
        await self.delivery.deliver(notices)
        if self._announced.get(tournament_id) != (t.round, t.status):
            self._announced[tournament_id] = (t.round, t.status)
            await self.delivery.announce(t.place, tournament_logic.round_post(t))

    async def _tournament_announce(self, tournament_id: int, text: str) -> None:
        t = await self.tournament_runner.get(tournament_id)
        await self.delivery.announce(t.place, text)

    async def _abandon_places(self, places: list[str]) -> None:
        for place in places:
            table = await self._service.abandon(place) if self._service is not None else None
            if table is not None:
                log.info("table in %s archived: its place is gone", place)
                if self.tournaments is not None:  # a tournament table continues elsewhere
                    await self.tournaments.place_gone(table.id)

    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await self._abandon_places([place_key(channel.id)])

    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self._abandon_places([place_key(payload.thread_id)])

    async def on_raw_thread_update(self, payload: discord.RawThreadUpdateEvent) -> None:
        """A game's thread must not auto-archive while the game runs: Discord's archive of an
        idle thread is undone. A member's archive (a moderator's choice) is left as it is.
        The raw event: discord.py sends ``on_thread_update`` only for threads in its cache."""
        data: Any = payload.data
        meta = data.get("thread_metadata") or {}
        if not meta.get("archived") or meta.get("locked") or not idle_archive(data):
            return
        table = self._service.table_at(place_key(payload.thread_id)) if self._service else None
        if table is None or table.status != "running":
            return
        try:
            await self.http.edit_channel(payload.thread_id, archived=False)
            log.info("thread %s reopened: its game is still running", payload.thread_id)
        except discord.HTTPException as exc:
            log.warning("could not reopen thread %s: %s", payload.thread_id, exc)

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        if self._service is not None:
            await self._abandon_places(self._service.places_in_guild(str(guild.id)))

    async def _command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        """Every exception a command raised that its handler did not answer; a check's refusal
        (bot/discord/checks.py) is said to the caller in their language, ephemeral."""
        if isinstance(error, Refused):
            lang = quick_language(self.service, interaction)  # the refusal is not kept waiting
            reply = game_logic.Reply(said(lang, error.words), error=True)
            await self._respond(interaction, reply, [])
            metrics.replied(interaction.extras)
            return
        await apologise(
            interaction, f"/{getattr(interaction.command, 'qualified_name', '?')}", error
        )

    @asynccontextmanager
    async def _working(self) -> AsyncIterator[None]:
        """Marks an interaction being handled, so that ``close`` lets it finish posting."""
        self._busy += 1
        self._idle.clear()
        try:
            yield
        finally:
            self._busy -= 1
            if self._busy == 0:
                self._idle.set()

    async def close(self) -> None:
        """Let interactions in progress finish (bounded), then disconnect and close the
        database: a move committed but not yet announced would otherwise be announced twice."""
        log.info("stopping: interactions in progress finish, then the connection closes")
        if self.lost is None:  # else they wait for a database that is gone
            with suppress(TimeoutError):
                await asyncio.wait_for(self._idle.wait(), timeout=10)
        if self._catching_up is not None and not self._catching_up.done():
            self._catching_up.cancel()
            await asyncio.gather(self._catching_up, return_exceptions=True)
        if self.ops is not None:
            await self.ops.stop()
        if self.scheduler is not None:
            await self.scheduler.stop()
        await self.relay.stop()
        if self._delivery is not None:
            await self._delivery.close()
        if self._service is not None and self._service.bot_pool is not None:
            self._service.bot_pool.close()
        try:
            if self._login_started:  # discord.py's close needs what its login sets up
                await super().close()
        finally:
            if self.store is not None:
                store, self.store = self.store, None
                await store.close()

    # -- answering interactions -----------------------------------------------------------------
    async def deferred(
        self, interaction: discord.Interaction, work: Callable[[], Awaitable[game_logic.Reply]]
    ) -> None:
        """Acknowledge at once (ephemeral "thinking"), then do the slow work and reply.

        Commands of one place run ``work`` in the order they arrived (a ticket is taken before
        the first await), so two moves sent at once apply in order; the acknowledgement of a
        later command never waits for an earlier one."""
        async with self._working():
            logs.bind_interaction(interaction, self._service)  # table and guild on log lines
            ticket = self._order.ticket(place_key(interaction.channel_id or 0))
            try:
                await defer(interaction)  # unless a check deferred already
                await ticket.wait()
                try:
                    reply = await work()
                except Exception as exc:  # noqa: BLE001 - answered with an incident id
                    incident = new_incident("a command", exc)
                    reply = game_logic.Reply(
                        apology(incident, resolve_locale(interaction.locale)), error=True
                    )
                places = self.delivery.submit(reply.notices)  # before releasing: keeps the order
            finally:
                ticket.release()
            await self.finish(interaction, reply, places)

    async def answer(
        self, interaction: discord.Interaction, work: Callable[[], game_logic.Reply]
    ) -> None:
        """Send a reply computed from memory: errors and plain text at once; replies with images
        are deferred first (rendering takes time)."""
        async with self._working():
            logs.bind_interaction(interaction, self._service)
            try:
                reply = work()
            except Exception as exc:  # noqa: BLE001 - answered with an incident id
                await apologise(interaction, "a command", exc)
                return
            if reply.images and not reply.error:
                await defer(interaction, ephemeral=reply.ephemeral)
            await self.finish(interaction, reply, self.delivery.submit(reply.notices))

    async def finish(
        self, interaction: discord.Interaction, reply: game_logic.Reply, places: set[str]
    ) -> None:
        """Send ``reply`` to the caller, then its public line and the queued notices."""
        try:
            files = []
            for image in reply.images:
                if image.words:
                    files.append(
                        await self.delivery.words_file(image.view, image.names, image.filename)
                    )
                    continue
                file = await self.delivery.render_file(
                    image.view, image.names, image.filename, public=image.public
                )
                if file is not None:
                    files.append(file)
            files += [discord.File(io.BytesIO(data), filename=name) for name, data in reply.files]
            await self._respond(interaction, reply, files)
            metrics.replied(interaction.extras)
        except Exception as exc:  # noqa: BLE001 - answered with an incident id
            await apologise(interaction, "a reply", exc)
        if reply.announce and not reply.error and interaction.channel_id:
            places |= self.delivery.submit(
                [announcement(place_key(interaction.channel_id), reply.announce)]
            )
        await self.delivery.flush(places)

    async def _respond(
        self, interaction: discord.Interaction, reply: game_logic.Reply, files: list[discord.File]
    ) -> None:
        ephemeral = reply.ephemeral or reply.error
        chunks = split_text(reply.text) if not reply.error else [clip(reply.text)]
        for i, chunk in enumerate(chunks):
            last = i == len(chunks) - 1
            view = None
            if last and reply.decisions and not reply.error:
                # the caller's next step: only they see these buttons; presses reach the
                # dynamic items (components.py), so the view itself need not be kept (for an
                # ephemeral message discord.py would keep it 15 minutes, with a timer task)
                view = decision_view(reply.decisions, private=True)
            await say(
                interaction, chunk, ephemeral=ephemeral, view=view, files=files if last else None
            )
            if view is not None:
                view.stop()


def idle_archive(thread: dict[str, Any]) -> bool:
    """Whether Discord archived the thread for being idle: its archive came at least its
    ``auto_archive_duration`` after its last message (a member's archive comes sooner)."""
    meta = thread.get("thread_metadata") or {}
    stamp = discord.utils.parse_time(meta.get("archive_timestamp"))
    if stamp is None:
        return False
    last = discord.utils.snowflake_time(int(thread.get("last_message_id") or thread["id"]))
    idle = (stamp - last).total_seconds()
    return idle >= int(meta.get("auto_archive_duration") or 0) * 60 - IDLE_SLACK


IDLE_SLACK = 60.0  # seconds: Discord's archive sweep is not exact to the second


async def start_bot(
    settings: Settings,
    *,
    render: Renderer | None = None,
    ready_timeout: float = 30.0,
    **options: Any,
) -> CaravanseraiBot:
    """Log in (which runs ``setup_hook``), connect in a background task and wait until READY.
    Stop it with :func:`stop_bot`."""
    if not settings.token:
        raise RuntimeError("DISCORD_TOKEN is not set")
    bot = CaravanseraiBot(settings, render=render, **options)
    # the bot's own context: what setup_hook sets (the namer of commands) reaches its tasks,
    # not the caller's
    context = contextvars.copy_context()
    try:
        await asyncio.create_task(bot.login(settings.token), context=context)
        runner = asyncio.create_task(
            bot.connect(reconnect=False), name="caravanserai-bot", context=context
        )
        bot.runner = runner
        ready = asyncio.create_task(bot.wait_until_ready())
        done, _ = await asyncio.wait(
            {ready, runner}, timeout=ready_timeout, return_when=asyncio.FIRST_COMPLETED
        )
        if ready not in done:
            ready.cancel()
            if runner.done() and runner.exception() is not None:
                raise RuntimeError("the bot stopped before READY") from runner.exception()
            raise TimeoutError("the bot did not become ready")
    except BaseException:
        await stop_bot(bot)
        raise
    return bot


async def stop_bot(bot: CaravanseraiBot) -> None:
    """Close the connection and the database, and wait for the connection task to end."""
    await bot.close()
    if bot.runner is not None:
        with suppress(asyncio.CancelledError, TimeoutError, discord.ConnectionClosed):
            await asyncio.wait_for(bot.runner, timeout=10)


@asynccontextmanager
async def running(settings: Settings, **kwargs: Any) -> AsyncIterator[CaravanseraiBot]:
    bot = await start_bot(settings, **kwargs)
    try:
        yield bot
    finally:
        await stop_bot(bot)


def run(settings: Settings) -> None:
    """Run the bot until interrupted (``caravanserai run``)."""
    if not settings.token:
        raise SystemExit("DISCORD_TOKEN is not set (see .env.example).")
    bot = CaravanseraiBot(settings)
    logs.setup(settings.log_level, settings.log_format, [settings.token])
    # systemd and docker stop services with SIGTERM: shut down as gracefully as on Ctrl-C
    signal.signal(signal.SIGTERM, lambda *_: signal.raise_signal(signal.SIGINT))
    try:
        bot.run(settings.token, log_handler=None)  # logs.setup: tagged, token redacted
        if bot.lost is not None:  # logged: the supervisor sees a failure and starts a new one
            raise SystemExit(1)
    except InUse as exc:
        raise SystemExit(
            f"{exc}: stop it first (one bot process per database, or per shard on PostgreSQL)."
        ) from None
    except discord.LoginFailure:
        raise SystemExit(
            "Discord refused the token in DISCORD_TOKEN. Copy it again from the Developer Portal "
            "(Bot → Reset Token) into .env."
        ) from None
    except (aiohttp.ClientError, OSError, discord.GatewayNotFound) as exc:
        raise SystemExit(
            f"Cannot reach Discord ({type(exc).__name__}: {exc}). Check the network connection, "
            "then start the bot again."
        ) from None
