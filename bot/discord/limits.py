"""Limits against abuse (from a security review reproduced on the loopback Discord).

``/game new thread:true`` used to open a thread with the *bot's* rights for a member who may
not create threads, before the game name was checked (a refused command left an empty thread),
with no cap: one member could fill a server's active-thread limit, which then broke tournament
rounds; and a member who cannot post in a read-only channel could have the bot post a table
there. Now, before anything is created:

* the member's own rights in the channel (Discord sends them with the interaction) are checked:
  posting there, and creating public threads for ``thread:true``;
* the game, its options, seats, speed and timeout policy are validated;
* a member may have at most ``CARAVANSERAI_OPEN_TABLES_PER_MEMBER`` tables open (created, not
  started) at once;

and an open table nobody starts is closed after ``CARAVANSERAI_OPEN_TABLE_HOURS``
(:class:`OpenTableExpiry`, woken by the scheduler like any timer).

A member banned from a server (GUILD_BAN_ADD, of the non-privileged GUILD_MODERATION intent)
can no longer act there: their running seats are resigned to bots at once, they leave the open
tables they joined and the ones they opened are closed (:func:`member_banned`). Posts that show
player names (``/game board`` and ``/game status`` answers included) escape them
(:func:`escaped`)."""

from __future__ import annotations

import asyncio
import logging
import time
import weakref
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import discord

from bot.discord import game_logic
from bot.discord.markdown import escape_names
from bot.ops.places import channel_of
from bot.table.model import Notice, ServiceError, Table
from bot.table.timekeeping import resolve_settings
from games.core.protocol import OptionError
from games.core.registry import game_ids, get_game, resolve_id
from i18n import t
from i18n.words import Words, english, said, w

if TYPE_CHECKING:
    from bot.table.service import TableService

log = logging.getLogger("caravanserai.limits")


def member_rights(interaction: discord.Interaction, thread: bool) -> Words | None:
    """Why this member may not open a table here (None: they may). ``interaction.permissions``
    are the member's resolved permissions in the channel, overwrites included."""
    perms = interaction.permissions
    if isinstance(interaction.channel, discord.Thread):
        if not perms.send_messages_in_threads:
            return w("lim-thread-post")
    elif not perms.send_messages:
        return w("lim-channel-post")
    if thread and not perms.create_public_threads:
        return w("lim-no-threads")
    return None


def validate_new(
    game: str,
    *,
    seats: int | None,
    characters: bool | None,
    options: str | None,
    speed: str | None,
    on_timeout: str | None,
    bot_level: str | None = None,
) -> Words | None:
    """What the table service would refuse about this ``/game new``, checked before a thread
    is created for it (None: all good), as the words the service would answer with."""
    try:
        chosen = get_game(resolve_id(game))
    except KeyError:
        return w("unknown-game", game=game, games=", ".join(game_ids()))
    spec = chosen.spec
    try:
        opts: dict[str, Any] = dict(game_logic.parse_options(options))
        if characters is not None:
            opts["characters"] = characters
        spec.resolve_options(opts)
        resolve_settings({"speed": speed, "on_timeout": on_timeout, "bot_level": bot_level})
    except ServiceError as exc:
        return exc.words
    except OptionError as exc:
        return exc.msg
    if seats is not None and not spec.min_players <= seats <= spec.max_players:
        return w(
            "svc-players", game=spec.title, min=spec.min_players, max=spec.max_players, seats=seats
        )
    return None


RECENT_THREADS = 3600.0  # seconds a thread opened for a member's table counts against their cap


class MemberCaps:
    """Per member of a server: the lock ``/game new`` holds from counting what the member has
    to creating the table (six commands sent at once from six channels are counted one after
    another, each seeing the tables and threads of those before it), and the threads opened
    for them lately — a cancelled table's thread is archived, but a loop of ``new`` and
    ``cancel`` would still fill the channel with threads. Kept in memory: a server's tables
    live in one bot process, and forgetting an hour of threads at a restart is harmless."""

    def __init__(self) -> None:
        self._locks: weakref.WeakValueDictionary[tuple[str | None, str], asyncio.Lock] = (
            weakref.WeakValueDictionary()
        )
        self._threads: dict[tuple[str | None, str], list[tuple[float, str]]] = {}

    def lock(self, guild: str | None, user_id: str) -> asyncio.Lock:
        """The member's lock (kept while someone holds or waits for it)."""
        key = (guild, user_id)
        found = self._locks.get(key)
        if found is None:
            found = self._locks[key] = asyncio.Lock()
        return found

    def opened_thread(self, guild: str | None, user_id: str, place: str, at: float) -> None:
        self._threads.setdefault((guild, user_id), []).append((at, place))

    def recent_threads(self, guild: str | None, user_id: str, now: float) -> list[str]:
        """Places of the threads opened for the member within :data:`RECENT_THREADS`."""
        key = (guild, user_id)
        kept = [(at, p) for at, p in self._threads.get(key, []) if now - at < RECENT_THREADS]
        if kept:
            self._threads[key] = kept
        else:
            self._threads.pop(key, None)
        return [p for _, p in kept]


_CAPS: weakref.WeakKeyDictionary[Any, MemberCaps] = weakref.WeakKeyDictionary()


def caps_of(service: TableService) -> MemberCaps:
    """The :class:`MemberCaps` of a table service (one per service, made on first use)."""
    caps = _CAPS.get(service)
    if caps is None:
        caps = _CAPS[service] = MemberCaps()
    return caps


@dataclass
class Piled:
    """What a member has piled up in a server, by place: each counted once."""

    waiting: set[str] = field(default_factory=set)  # open tables they created
    solo: set[str] = field(default_factory=set)  # running, no other person seated
    threads: set[str] = field(default_factory=set)  # opened lately, their table since closed

    @property
    def count(self) -> int:
        return len(self.waiting) + len(self.solo) + len(self.threads)


def piled_up(service: TableService, user_id: str, guild: str | None) -> Piled:
    """The tables of this server the member created and nobody else plays (waiting to start,
    or running with only bots beside them — the others may have resigned), and the threads
    opened for them lately whose table has closed. A game with another person playing at it
    is not piled up: it is a game."""
    piled = Piled()
    for table in service.tables.values():
        if table.creator != user_id or table.guild != guild:
            continue
        if table.status == "open":
            piled.waiting.add(table.place)
        elif table.status == "running" and all(
            p.user_id == user_id for p in table.players if not p.automated
        ):  # the others resigned or were dropped: bots play them
            piled.solo.add(table.place)
    recent = caps_of(service).recent_threads(guild, user_id, service.now())
    piled.threads = set(recent) - piled.waiting - piled.solo
    return piled


def over_cap(
    service: TableService, user_id: str, guild: str | None, cap: int, lang: str = "en"
) -> str | None:
    """The refusal, in ``lang``, when the member already has ``cap`` tables piled up here."""
    piled = piled_up(service, user_id, guild)
    if piled.count < cap:
        return None
    parts = [
        t(lang, msg_id, count=len(places))
        for msg_id, places in (
            ("lim-cap-waiting", piled.waiting),
            ("lim-cap-solo", piled.solo),
            ("lim-cap-threads", piled.threads),
        )
        if places
    ]
    return t(lang, "lim-cap", count=piled.count, cap=cap, parts=", ".join(parts))


def escaped(reply: game_logic.Reply, names: list[str]) -> game_logic.Reply:
    """``reply`` with the players' names shown as typed, never as Discord markdown."""
    reply.text = escape_names(reply.text, names)
    return reply


def names_at(service: TableService, place: str) -> list[str]:
    table = service.table_at(place)
    return table.names if table is not None else []


def hand_refusal(service: TableService, place: str, user_id: str) -> Words | None:
    """A player who resigned or was dropped no longer sees the seat's private view: a bot plays
    it now (after the game, the views are no secret any more)."""
    table = service.table_at(place)
    if table is None or table.state is None or table.game.is_over(table.state):
        return None
    mine = table.seats_of(user_id)
    if mine and all(table.players[s].automated for s in mine):
        return w("lim-hand-closed")
    return None


class OpenTableExpiry:
    """A timer source for the scheduler: open tables older than ``hours`` are closed."""

    def __init__(
        self,
        service: TableService,
        deliver: Callable[[list[Notice]], Awaitable[None]],
        hours: float,
        archive: Callable[[Table], Awaitable[None]] | None = None,
    ) -> None:
        """``archive``: what to do with a closed table's place once its last post is sent."""
        self.service, self.deliver, self.ttl = service, deliver, hours * 3600.0
        self.archive = archive

    def _open_ids(self) -> list[int]:
        return [t.id for t in self.service.tables.values() if t.status == "open"]

    async def next_due(self) -> float | None:
        """When the oldest open table in memory expires (one small query; tables the bot could
        not restore are left alone, or they would be due for ever)."""
        ids = self._open_ids()
        if not ids:
            return None
        marks = ",".join("?" * len(ids))
        row = await self.service.store.fetchone(
            f"SELECT MIN(created_at) AS t FROM sessions WHERE id IN ({marks})", tuple(ids)
        )
        return None if row is None or row["t"] is None else float(row["t"]) + self.ttl

    async def run_due(self, now: float) -> int:
        ids = self._open_ids()
        if not ids:
            return 0
        marks = ",".join("?" * len(ids))
        rows = await self.service.store.fetchall(
            f"SELECT place, creator FROM sessions WHERE id IN ({marks}) AND created_at <= ?",
            (*ids, now - self.ttl),
        )
        closed = 0
        for row in rows:
            table = self.service.table_at(row["place"])
            if table is None or table.status != "open":
                continue
            try:
                outcome = await self.service.cancel(row["place"], row["creator"])
            except ServiceError:
                continue
            hours = round(self.ttl / 3600)
            for notice in outcome.notices:  # said in the table's language when delivered
                notice.words = w("expired-open", game=table.game.spec.title, hours=hours)
                notice.text = english(notice.words)
            await self.deliver(outcome.notices)
            if self.archive is not None:
                await self.archive(table)
            closed += 1
        if closed:
            log.info("closed %d open tables nobody started", closed)
        return closed


AUDIT_EVERY = 6 * 3600.0  # seconds between two looks at whether seated players are members
LEFT_GRACE = 24 * 3600.0  # a player gone this long (they may rejoin) has a bot take the seat


class MemberAudit:
    """A timer source: every :data:`AUDIT_EVERY`, each player seated at a running table is
    looked up in their server (one REST request per person, through the bot's limiter). The bot
    has no privileged intent, so no event says a member left; the lookup answers 10007 Unknown
    Member. Still gone after :data:`LEFT_GRACE`, their seats go to bots and their open tables
    are left or closed (:func:`member_banned`, which a ban triggers at once)."""

    def __init__(self, bot: Any, every: float = AUDIT_EVERY, grace: float = LEFT_GRACE) -> None:
        self.bot, self.every, self.grace = bot, every, grace
        self.gone: dict[tuple[str, str], float] = {}  # (guild, user) -> first seen gone
        self._due: float | None = None

    async def next_due(self) -> float | None:
        if self._due is None:
            self._due = self.bot.time_source.now() + self.every
        return self._due

    def _seated(self) -> set[tuple[str, str]]:
        from bot.ops.places import is_user_id

        return {
            (t.guild, p.user_id)
            for t in self.bot.service.tables.values()
            if t.status in ("open", "running") and t.guild and not t.paused
            for p in t.players
            if not p.automated and is_user_id(p.user_id)
        }

    async def run_due(self, now: float) -> int:
        if self._due is None or now < self._due:
            return 0
        removed = 0
        for guild, uid in sorted(self._seated()):
            try:
                await self.bot.http.get_member(int(guild), int(uid))
            except discord.NotFound as exc:
                if exc.code != 10007:
                    continue  # 10004: the bot itself left the server (archived elsewhere)
                first = self.gone.setdefault((guild, uid), now)
                if now - first >= self.grace:
                    log.info(
                        "a member of %s left %.0f h ago: bots take their seats",
                        guild,
                        (now - first) / 3600,
                    )
                    removed += await member_banned(self.bot, int(guild), int(uid))
                    del self.gone[(guild, uid)]
                continue
            except discord.HTTPException as exc:
                log.warning("member lookup in %s failed (%s); asked again later", guild, exc)
                continue
            self.gone.pop((guild, uid), None)
        self._due = now + self.every
        if self.gone:  # the earliest grace to end may come before the next audit
            self._due = min(self._due, min(self.gone.values()) + self.grace)
        return removed


_MEMBER_SEEN: dict[tuple[str, str], float] = {}  # (guild, user) -> when found a member
MEMBER_RECHECK = 3600.0


def seen_member(guild: str, user_id: str) -> bool:
    """Whether ``user_id`` was found a member of ``guild`` within :data:`MEMBER_RECHECK`: no
    need to ask Discord again (nor to defer before asking)."""
    seen = _MEMBER_SEEN.get((guild, user_id))
    return seen is not None and time.monotonic() - seen < MEMBER_RECHECK


async def still_member(bot: Any, guild: str, user_id: str) -> bool:
    """Whether ``user_id`` is still a member of ``guild`` — asked of Discord for a press in a DM
    (a server interaction proves membership by itself), at most once an hour per person: a
    member who left cannot act from their DMs during the audit's grace period. The request
    is counted and may wait behind a queue: defer before awaiting it."""
    key, now = (guild, user_id), time.monotonic()
    if seen_member(guild, user_id):
        return True
    try:
        await bot.http.get_member(int(guild), int(user_id))
    except discord.NotFound as exc:
        return exc.code != 10007
    except discord.HTTPException:
        return True  # Discord did not answer: do not lock a player out on a hiccup
    _MEMBER_SEEN[key] = now
    return True


async def member_banned(bot: Any, guild_id: int, user_id: int) -> int:
    """A member banned from (or gone from) a server can no longer act there: running seats
    resigned (a bot plays on), open tables left or closed. Returns how many tables changed."""
    service: TableService = bot.service
    uid, guild = str(user_id), str(guild_id)
    changed = 0
    notices: list[Notice] = []
    closed: list[Table] = []
    for table in list(service.tables.values()):
        if table.guild != guild or not table.seats_of(uid):
            continue
        try:
            if table.status == "running" and any(
                not table.players[s].automated for s in table.seats_of(uid)
            ):
                notices += (await service.resign(table.place, uid)).notices
            elif table.status == "open" and table.creator == uid:
                notices += (await service.cancel(table.place, uid, is_moderator=True)).notices
                closed.append(table)
            elif table.status == "open":
                await service.leave(table.place, uid)
            else:
                continue
        except ServiceError as exc:
            log.warning("table %s: could not remove a banned member: %s", table.id, exc)
            continue
        changed += 1
    if notices:
        await bot.delivery.deliver(notices)
    for table in closed:
        await archive_if_closed(bot, table)
    return changed


def refuse_new(
    bot: Any,
    interaction: discord.Interaction,
    game: str,
    thread: bool,
    **given: Any,
) -> Words | None:
    """What ``/game new`` checks before it creates anything (a thread above all): the
    member's rights, the game and its settings. The member's cap is counted afterwards, under
    their lock (:func:`capped`)."""
    return member_rights(interaction, thread) or validate_new(game, **given)


def cap_of(bot: Any) -> int:
    return int(getattr(bot.settings, "open_tables_per_member", 3))


def opened_for(table: Table) -> bool:
    """Whether the table's thread was opened for it by ``/game new thread:true`` (a table
    opened in a thread someone made is not the bot's to archive)."""
    return bool(table.settings.get("thread")) and table.settings["thread"] == table.place


async def archive_place(bot: Any, place: str) -> None:
    """Archive the thread at ``place`` (its last post already sent: a post in an archived
    thread would reopen it). It no longer counts among the server's active threads."""
    channel_id = channel_of(place)
    if channel_id is None:
        return
    try:
        await bot.http.edit_channel(channel_id, archived=True)
    except discord.HTTPException as exc:
        log.warning("could not archive thread %s: %s", channel_id, exc)


async def archive_if_closed(bot: Any, table: Table | None) -> None:
    """A table that was cancelled (by its creator, a moderator, the expiry of open tables)
    leaves no active thread behind."""
    if table is not None and table.status == "cancelled" and opened_for(table):
        await archive_place(bot, table.place)


# -- the read-only answers, names escaped ---------------------------------------------------------
def board(
    service: TableService, place: str, *, lang: str = "en", text: bool = False
) -> game_logic.Reply:
    reply = game_logic.board(service, place, lang=lang, text=text)
    return escaped(reply, names_at(service, place))


def status(service: TableService, place: str, *, lang: str = "en") -> game_logic.Reply:
    return escaped(game_logic.status(service, place, lang=lang), names_at(service, place))


def hand(service: TableService, place: str, user_id: str, *, lang: str = "en") -> game_logic.Reply:
    refusal = hand_refusal(service, place, user_id)
    if refusal:
        return game_logic.Reply(said(lang, refusal), error=True)
    return escaped(game_logic.hand(service, place, user_id, lang=lang), names_at(service, place))


def game_log(
    service: TableService, place: str, user_id: str, *, lang: str = "en"
) -> game_logic.Reply:
    from bot.discord import history_logic

    reply = history_logic.game_log(service, place, user_id, lang=lang)
    return escaped(reply, names_at(service, place))
