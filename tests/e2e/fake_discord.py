"""A small fake of Discord's REST API and gateway on 127.0.0.1, for end-to-end tests of the real,
unmodified discord.py client of the bot (see shared/notes/discord-platform.md).

It serves login, a gateway (HELLO → IDENTIFY → READY + GUILD_CREATE, heartbeat ACKs), app-command
sync, interaction callbacks and webhooks, channel messages (JSON and multipart), DM channels and
message edits, and records every request. Tests act as users of one guild: they send slash
commands, autocomplete requests, button presses and select choices as INTERACTION_CREATE events.

It enforces what Discord enforces and records each breach in :attr:`FakeDiscord.violations`: the
3-second first-response deadline (10062), one acknowledgement per interaction (40060),
≤ 25 autocomplete choices / select options, 100-char ids/labels/values, content ≤ 2000, embed
limits, 10 MiB attachments, command mentions (:meth:`FakeDiscord.check_mentions`), a slow member lookup (:attr:`FakeDiscord.member_lookup_delay`), a deferred response left "thinking…" (a follow-up is a message of
its own: only an edit of the original response replaces the loading message), 50007 for DMs to users with closed DMs, and 429s on request. Tokens
in :attr:`FakeDiscord.refused_tokens` get a 401 at login, as a revoked token does.

It also models what goes wrong in production: 5xx answers and dropped connections on
request (:meth:`FakeDiscord.fail`), the bot's permissions per channel (``app_permissions`` in
interactions, 50013/50001 on posts), channels and threads deleted (CHANNEL_DELETE /
THREAD_DELETE, then 10003), messages deleted by a moderator (MESSAGE_DELETE, then 10008 on an
edit), the bot removed from the guild (GUILD_DELETE, then 50001), archived
and locked threads (50083), separate guild and global command registries (a command registered
in both shows twice in the guild, as in Discord's client), components on ephemeral responses,
and a dropped gateway connection that discord.py RESUMEs (missed events are replayed).

It knows how Discord pushes back: refusals with a JSON error code on request
(:meth:`FakeDiscord.refuse`: 40003 on DM opens, 160006 on thread creation — also past
:attr:`FakeDiscord.active_thread_limit` active threads in a server —, 160005 or an unknown
4xx on a post), the **global limit of 50 requests per second** per bot token, always on and shared by every
process sending with that token (interaction callbacks and webhooks exempt; past it a 429 with ``global: true``, ``retry_after``
and the ``X-RateLimit-*`` headers), per-route buckets (every answer carries its bucket's
``X-RateLimit-*`` headers; :attr:`FakeDiscord.route_limits` sets them, and a request past a
bucket gets a 429 of scope ``user``), and the count of invalid requests (401, 403 and 429
answers: Discord bans an IP at 10,000 in 10 minutes) in :attr:`FakeDiscord.invalid_requests`.

Sharding: IDENTIFY's ``shard`` is recorded and echoed in READY, the server is
dispatched only to the shard that owns it (``(guild_id >> 22) % count``), DM interactions on
shard 0, ``session_start_limit`` in GET /gateway/bot, and close code 4011 for an unsharded
IDENTIFY past :data:`UNSHARDED_GUILD_LIMIT` servers (:attr:`FakeDiscord.guild_count`). More
servers (:meth:`FakeDiscord.add_guild`) each have their own channels and go, with their
commands and threads, over the connection of the shard that owns them — whichever bot process
opened it (several processes each connecting some shards).

Server roles (:meth:`FakeDiscord.create_role`, GUILD_ROLE_CREATE) are held by members
(:attr:`FakeUser.roles`, sent with each interaction) and passed as role options (resolved as
Discord resolves them); their own permissions are not.

Not modelled (still): voice, message intents, role hierarchy and per-role overwrites
(permissions are one mask per channel for the bot), attachment CDN downloads, the interaction
token expiring after 15 minutes for follow-ups during long waits beyond the webhook check.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import re
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

DISCORD_EPOCH = 1420070400000
INITIAL_DEADLINE = 3.0
TOKEN_LIFETIME = 15 * 60
MAX_FILE = 10 * 1024 * 1024
UNSHARDED_GUILD_LIMIT = 2500  # Discord closes an unsharded connection past it (4011)
EPHEMERAL = 64
MENTION = re.compile(r"</([-_\w]+(?: [-_\w]+){0,2}):(\d+)>")  # a slash-command mention
LOADING = 128  # a deferred response's "thinking…" message

# permissions
VIEW_CHANNEL = 1 << 10
SEND_MESSAGES = 1 << 11
ATTACH_FILES = 1 << 15
READ_HISTORY = 1 << 16
SEND_IN_THREADS = 1 << 38
CREATE_PUBLIC_THREADS = 1 << 35
MANAGE_THREADS = 1 << 34
VIEW_SEND = VIEW_CHANNEL | SEND_MESSAGES | (1 << 31) | ATTACH_FILES | READ_HISTORY | SEND_IN_THREADS
BOT_PERMISSIONS = VIEW_SEND | CREATE_PUBLIC_THREADS | MANAGE_THREADS
MANAGE_CHANNELS = 1 << 4
MANAGE_GUILD = 1 << 5

GLOBAL_LIMIT = 50  # requests per second per bot token (interaction callbacks/webhooks exempt)
EXEMPT = re.compile(r"^/(interactions|webhooks)/")

OPTION_TYPES = {3: str, 4: int, 5: bool, 10: float}


def _clean(data: Any) -> Any:
    """Drop the fake's bookkeeping keys (``_files`` …) from a payload."""
    if isinstance(data, dict):
        return {k: _clean(v) for k, v in data.items() if not str(k).startswith("_")}
    if isinstance(data, list):
        return [_clean(v) for v in data]
    return data


def _json(data: Any, status: int = 200, headers: dict[str, str] | None = None) -> web.Response:
    # exactly "application/json": aiohttp's json_response adds "; charset=utf-8", which
    # discord.py does not recognise as JSON
    return web.Response(
        body=json.dumps(_clean(data)).encode(),
        status=status,
        headers={"Content-Type": "application/json", **(headers or {})},
    )


REFUSALS = {
    40003: "You are opening direct messages too fast.",
    50007: "Cannot send messages to this user",
    50278: "Cannot send messages to this user due to having blocked the application",
    160005: "Thread is locked",
    160006: "Maximum number of active threads reached",
    30046: "Maximum number of edits to messages older than 1 hour reached",
}


def _error(status: int, code: int, message: str, errors: Any = None) -> web.Response:
    body: dict[str, Any] = {"code": code, "message": message}
    if errors is not None:
        body["errors"] = errors
    return _json(body, status)


MAX_ALT = 1024  # characters of an attachment's description (alt text)


def _now_iso() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S.000000+00:00", time.gmtime())


@dataclass
class Recorded:
    """One request the bot made."""

    method: str
    path: str
    json: Any
    files: list[tuple[str, bytes]]  # (filename, bytes)
    at: float
    status: int = 0
    response: Any = None
    bucket_headers: dict[str, str] | None = None


@dataclass
class FakeUser:
    id: int
    name: str
    moderator: bool = False
    dms_closed: bool = False
    bot: bool = False
    granted: int = 0  # permission bits this member has besides a member's usual ones
    denied: int = 0  # and bits a channel overwrite takes from them (every channel)
    locale: str = "en-US"  # their Discord client's language, sent with each interaction
    roles: list[int] = field(default_factory=list)  # ids of the server roles they hold

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "username": self.name,
            "global_name": self.name,
            "discriminator": "0",
            "avatar": None,
            "bot": self.bot,
        }


@dataclass
class Interaction:
    """An interaction the fake sent, and what the bot did with it."""

    id: int
    token: str
    type: int
    channel_id: int
    user: FakeUser
    created: float
    data: dict[str, Any]
    acked_at: float | None = None
    ack_type: int | None = None
    ack_data: Any = None
    followups: list[dict[str, Any]] = field(default_factory=list)
    original: dict[str, Any] | None = None
    ack_event: asyncio.Event = field(default_factory=asyncio.Event)
    message: dict[str, Any] | None = None  # the message a component belongs to
    # the bot process died while handling it (a test's kill): Discord's client then says the
    # application did not respond, and nobody can answer it any more
    abandoned: bool = False

    @property
    def ack_delay(self) -> float | None:
        return None if self.acked_at is None else self.acked_at - self.created

    @property
    def choices(self) -> list[dict[str, Any]]:
        return list((self.ack_data or {}).get("choices", []))

    @property
    def replies(self) -> list[dict[str, Any]]:
        """Every message the caller saw in answer: the original response (if a message) and
        follow-ups, in order."""
        out = [self.original] if self.original is not None else []
        return out + self.followups

    def reply_text(self) -> str:
        return "\n".join(m.get("content") or "" for m in self.replies)

    @property
    def thinking(self) -> bool:
        """The deferred response still shows "thinking…": it was never edited."""
        return self.original is not None and bool(self.original["flags"] & LOADING)

    @property
    def ephemeral(self) -> bool:
        """Every message of the answer is ephemeral (and there is at least one)."""
        replies = self.replies
        return bool(replies) and all(m["flags"] & EPHEMERAL for m in replies)


def shard_of(guild_id: int, count: int) -> int:
    """Discord's rule: the shard a server's events go to."""
    return (guild_id >> 22) % count


class FakeDiscord:
    def __init__(self) -> None:
        self._ids = itertools.count(1)
        self.app_id = self.snowflake()
        self.bot_user = FakeUser(self.app_id, "Caravanserai", bot=True)
        self.guild_id = self.snowflake()
        self.owner_id = self.snowflake()
        self.guild_locale = "en-US"  # the server's preferred locale (Community servers set it)
        self.channels: dict[int, dict[str, Any]] = {}
        self.users: dict[int, FakeUser] = {}
        self.dm_channels: dict[int, int] = {}  # channel id -> user id
        self.messages: dict[int, dict[str, Any]] = {}  # id -> payload (channel messages)
        self.files: dict[int, list[tuple[str, bytes]]] = {}  # message id -> files
        self.requests: list[Recorded] = []
        self.violations: list[str] = []
        self.interactions: dict[int, Interaction] = {}
        self.responses: dict[int, dict[str, Any]] = {}  # interaction replies (ephemeral too)
        self.gone: set[int] = set()  # ephemeral replies a client dropped when it reloaded
        self.global_commands: dict[str, dict[str, Any]] = {}  # name -> synced definition
        self.guild_commands: dict[str, dict[str, Any]] = {}  # the test guild's registry
        self.syncs: list[str | None] = []  # guild id (or None: global) of each bulk overwrite
        self.rate_limits: list[list[Any]] = []  # [method, regex, remaining, retry_after]
        self.failures: list[list[Any]] = []  # [method, regex, remaining, status or "drop", code]
        self.global_limit: int | None = GLOBAL_LIMIT  # None: no global limit
        # per bot token (however many processes use it): monotonic times of its counted
        # requests in the last second
        self._windows: dict[str, list[float]] = {}
        self.global_429s = 0
        # (method, path regex, bucket, limit, per seconds): Discord's per-route buckets; the
        # default is generous, as Discord's real ones are for a bot's usual pace
        self.route_limits: list[tuple[str, re.Pattern[str], str, int, float]] = []
        self._buckets: dict[str, list[float]] = {}  # bucket + major parameter -> request times
        self.invalid_requests = 0  # 401, 403 and 429 answers (Discord bans at 10,000 / 10 min)
        self.edits: list[int] = []  # ids of the messages edited, in order
        # edits Discord still allows to messages older than an hour (it answers 30046 past its
        # limit; the number is not published): None = no limit modelled
        self.old_edits_left: int | None = None
        self.clock_skew = 0.0  # seconds to age every message by (a test's "hours later")
        self.bot_denied: dict[int, int] = {}  # channel id -> permission bits the bot lacks there
        self.in_guild = True  # False once the bot was removed from the guild
        self.deleted_channels: set[int] = set()
        self.deleted_messages: list[int] = []  # by a moderator (delete_message)
        self._missed: list[dict[str, Any]] = []  # dispatches since the connection dropped
        self._sent: list[dict[str, Any]] = []  # every dispatch of this session (for RESUME)
        self.resumes = 0
        self.identified = asyncio.Event()
        self.identifies = 0  # IDENTIFYs answered (one per connection of a bot)
        self.refused_tokens: set[str] = set()  # GET /users/@me answers 401 for these
        self._duplicates: list[Interaction] = []  # re-deliveries of an interaction id
        self._ws: web.WebSocketResponse | None = None
        self._ws_seq = 0
        self._runner: web.AppRunner | None = None
        self._ws_tasks: set[asyncio.Task[None]] = set()
        self.port = 0
        self.gateway_hold: asyncio.Event | None = None  # set: new connections wait for it
        # sharding: servers the bot is in (only guild_id is modelled in detail; past
        # UNSHARDED_GUILD_LIMIT an unsharded IDENTIFY is closed with 4011), the shard count GET
        # /gateway/bot recommends, every IDENTIFY's (shard, count), the open connections by shard
        self.guild_count = 1
        self.recommended_shards = 1
        self.shard_identifies: list[tuple[int, int]] = []
        self.shard_ws: dict[int, web.WebSocketResponse] = {}
        self._shard_seq: dict[int, int] = {}
        self.shard_count = 1  # of the connection that carries guild_id
        self.not_members: set[int] = set()  # users who left or were banned: 10007 on lookup
        # seconds a member lookup (GET /guilds/{id}/members/{id}) takes to answer: Discord's
        # is one of the slower endpoints, slower still in a burst
        self.member_lookup_delay = 0.0
        # a server's active (unarchived) threads are capped: past it thread creation is
        # refused with 160006 "Maximum number of active threads reached"
        self.active_thread_limit = 1000
        self.count_seen = 1  # the shard count of the last IDENTIFY
        self.shard_identified = asyncio.Event()  # set at every IDENTIFY answered
        self.undelivered_events: list[tuple[int, str]] = []  # for a shard nobody connects
        # more servers (several bot processes), each with its own channels, sent on
        # the shard that owns it; the connection of a shard that carries no primary server is
        # in shard_ws, with its own sequence (no RESUME replay is modelled for it)
        self.other_guilds: list[int] = []
        self.roles: dict[int, dict[str, Any]] = {}  # the primary server's roles (@everyone aside)
        self.general = self.add_channel("general")

    # -- world --------------------------------------------------------------------------------
    def snowflake(self) -> int:
        ms = int(time.time() * 1000) - DISCORD_EPOCH
        return (ms << 22) | (next(self._ids) & 0x3FFFFF)

    def add_guild(self, shard: int | None = None, count: int | None = None) -> tuple[int, int]:
        """Another server the bot is in (on ``shard`` of ``count`` when given): its id and its
        #general channel. Servers added before the bot connects arrive in READY."""
        while True:
            gid = self.snowflake()
            if shard is None or count is None or shard_of(gid, count) == shard:
                break
        self.other_guilds.append(gid)
        self.guild_count += 1
        return gid, self.add_channel("general", guild=gid)

    def guild_of(self, channel_id: int) -> int:
        return int(self.channels[channel_id]["guild_id"])

    def add_channel(self, name: str, *, guild: int | None = None) -> int:
        cid = self.snowflake()
        self.channels[cid] = {
            "id": str(cid),
            "type": 0,
            "name": name,
            "guild_id": str(guild or self.guild_id),
            "position": len(self.channels),
            "permission_overwrites": [],
            "nsfw": False,
            "parent_id": None,
            "topic": None,
            "last_message_id": None,
            "rate_limit_per_user": 0,
            "flags": 0,
        }
        return cid

    def add_user(
        self, name: str, *, moderator: bool = False, dms_closed: bool = False, locale: str = "en-US"
    ) -> FakeUser:
        user = FakeUser(
            self.snowflake(), name, moderator=moderator, dms_closed=dms_closed, locale=locale
        )
        self.users[user.id] = user
        return user

    def rate_limit(self, method: str, path_regex: str, times: int = 1, retry_after: float = 0.05):
        """The next ``times`` matching requests get a 429 (as Discord sends it)."""
        self.rate_limits.append([method.upper(), re.compile(path_regex), times, retry_after])

    def fail(self, method: str, path_regex: str, times: int = 1, status: int | str = 503) -> None:
        """The next ``times`` matching requests fail: with an HTTP ``status`` (503 is one that
        discord.py does not retry) or, with ``"drop"``, by closing the connection unanswered."""
        self.failures.append([method.upper(), re.compile(path_regex), times, status, None])

    def refuse(self, method: str, path_regex: str, status: int, code: int, times: int = 1) -> None:
        """The next ``times`` matching requests are refused as Discord refuses: ``status`` with
        a JSON body carrying the error ``code`` (40003 "opening direct messages too fast" on
        ``POST /users/@me/channels``, 160006 "maximum number of active threads" on thread
        creation, 160005 "thread is locked" on a post…)."""
        self.failures.append([method.upper(), re.compile(path_regex), times, status, code])

    def route_limit(
        self, method: str, path_regex: str, limit: int, per: float, bucket: str = ""
    ) -> None:
        """A per-route bucket: ``limit`` requests per ``per`` seconds for each major parameter
        (channel id) of the matching route, announced in the ``X-RateLimit-*`` headers."""
        self.route_limits.append(
            (method.upper(), re.compile(path_regex), bucket or path_regex, limit, per)
        )

    @property
    def counted_requests(self) -> list[Recorded]:
        """Requests that count toward the global limit (not interaction callbacks/webhooks)."""
        return [r for r in self.requests if not EXEMPT.match(r.path)]

    @property
    def commands(self) -> dict[str, dict[str, Any]]:
        """The commands a member sees in the test guild: guild ones win over global ones."""
        return {**self.global_commands, **self.guild_commands}

    def visible_command_names(self) -> list[str]:
        """As Discord's client lists them in the guild: a name registered both globally and in
        the guild appears twice."""
        return sorted([*self.global_commands, *self.guild_commands])

    async def create_channel(self, name: str) -> int:
        """A channel created while the bot is connected (CHANNEL_CREATE, as Discord sends)."""
        cid = self.add_channel(name)
        await self._dispatch("CHANNEL_CREATE", self.channels[cid])
        return cid

    async def create_thread(self, parent: int, name: str) -> int:
        tid = self.add_thread(parent, name)
        await self._dispatch("THREAD_CREATE", {**self.channels[tid], "newly_created": True})
        return tid

    def add_thread(self, parent: int, name: str) -> int:
        tid = self.add_channel(name, guild=self.guild_of(parent))
        self.channels[tid].update(
            {
                "type": 11,
                "parent_id": str(parent),
                "owner_id": str(self.app_id),
                "message_count": 0,
                "member_count": 1,
                "thread_metadata": {
                    "archived": False,
                    "auto_archive_duration": 1440,
                    "archive_timestamp": _now_iso(),
                    "locked": False,
                },
            }
        )
        return tid

    async def create_role(self, name: str) -> int:
        """A role a moderator creates in the server (GUILD_ROLE_CREATE tells the bot, which
        resolves the roles of a member in an interaction from its cache)."""
        rid = self.snowflake()
        self.roles[rid] = {
            "id": str(rid),
            "name": name,
            "permissions": "0",
            "position": len(self.roles) + 1,
            "color": 0,
            "hoist": False,
            "managed": False,
            "mentionable": False,
            "flags": 0,
        }
        if self._ws is not None:
            await self._dispatch(
                "GUILD_ROLE_CREATE", {"guild_id": str(self.guild_id), "role": self.roles[rid]}
            )
        return rid

    def _role(self, role_id: int) -> dict[str, Any]:
        """A role's payload; the server's own id is its @everyone role."""
        if role_id == self.guild_id:
            return self._guild_payload()["roles"][0]
        return self.roles[role_id]

    async def deny(self, channel_id: int, permissions: int) -> None:
        """Take ``permissions`` away from the bot in a channel, as a moderator does with a
        member overwrite (CHANNEL_UPDATE tells the bot)."""
        self.bot_denied[channel_id] = self.bot_denied.get(channel_id, 0) | permissions
        await self._set_overwrites(channel_id)

    async def allow(self, channel_id: int) -> None:
        self.bot_denied.pop(channel_id, None)
        await self._set_overwrites(channel_id)

    async def _set_overwrites(self, channel_id: int) -> None:
        denied = self.bot_denied.get(channel_id, 0)
        channel = self.channels[channel_id]
        channel["permission_overwrites"] = (
            [{"id": str(self.app_id), "type": 1, "allow": "0", "deny": str(denied)}]
            if denied
            else []
        )
        if self._ws is not None:
            await self._dispatch("CHANNEL_UPDATE", channel)

    def bot_permissions(self, channel_id: int) -> int:
        return BOT_PERMISSIONS & ~self.bot_denied.get(channel_id, 0)

    async def delete_channel(self, channel_id: int) -> None:
        """A moderator deletes a channel or thread: the gateway says so, posts then get 10003."""
        data = self.channels.pop(channel_id)
        self.deleted_channels.add(channel_id)
        if data["type"] in (10, 11, 12):
            await self._dispatch(
                "THREAD_DELETE",
                {
                    "id": data["id"],
                    "guild_id": str(self.guild_id),
                    "parent_id": data["parent_id"],
                    "type": data["type"],
                },
            )
        else:
            await self._dispatch("CHANNEL_DELETE", data)

    async def delete_message(self, message_id: int) -> None:
        """A moderator deletes a message: MESSAGE_DELETE, then an edit of it gets 10008."""
        msg = self.messages.pop(message_id)
        self.deleted_messages.append(message_id)
        data = {
            "id": str(message_id),
            "channel_id": msg["channel_id"],
            "guild_id": str(self.guild_id),
        }
        await self._dispatch("MESSAGE_DELETE", data)

    async def archive_thread(
        self, thread_id: int, *, locked: bool = False, idle: bool = False
    ) -> None:
        """A moderator archives (and maybe locks) a thread now; ``idle``: Discord archives it
        after ``auto_archive_duration`` minutes without a message (its ``archive_timestamp``
        is then that long after the last message). THREAD_UPDATE tells the bot, which
        discord.py passes to ``on_thread_update`` only for a thread in its cache."""
        channel = self.channels[thread_id]
        meta = channel["thread_metadata"]
        at = _now_iso()
        if idle:
            last = int(channel.get("last_message_id") or thread_id)
            since = ((last >> 22) + DISCORD_EPOCH) / 1000 + meta["auto_archive_duration"] * 60
            at = time.strftime("%Y-%m-%dT%H:%M:%S.000000+00:00", time.gmtime(since))
        meta.update({"archived": True, "locked": locked, "archive_timestamp": at})
        await self._dispatch("THREAD_UPDATE", channel)

    async def remove_from_guild(self) -> None:
        """The bot is kicked from the guild: GUILD_DELETE, then every guild request gets 50001."""
        self.in_guild = False
        await self._dispatch("GUILD_DELETE", {"id": str(self.guild_id), "unavailable": False})

    async def drop_gateway(self) -> None:
        """The connection drops (as on a network blip); discord.py reconnects and RESUMEs."""
        assert self._ws is not None
        ws, self._ws = self._ws, None
        self.identified.clear()
        await ws.close(code=4000, message=b"dropped")

    async def ban(self, user: FakeUser) -> None:
        """A moderator bans ``user``: GUILD_BAN_ADD (GUILD_MODERATION intent, not privileged)."""
        self.not_members.add(user.id)
        data = {"guild_id": str(self.guild_id), "user": user.payload()}
        await self._dispatch("GUILD_BAN_ADD", data)

    def member_leaves(self, user: FakeUser) -> None:
        """``user`` leaves the guild. Without the privileged GUILD_MEMBERS intent no event says
        so; a member lookup (GET /guilds/{id}/members/{user}) answers 10007 Unknown Member."""
        self.not_members.add(user.id)

    async def gateway_outage(self) -> None:
        """The connection drops and stays down (new connections get no HELLO) until
        :meth:`gateway_back`."""
        self.gateway_hold = asyncio.Event()
        await self.drop_gateway()

    def gateway_back(self) -> None:
        hold, self.gateway_hold = self.gateway_hold, None
        if hold is not None:
            hold.set()

    # -- server ---------------------------------------------------------------------------------
    async def start(self) -> None:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_get("/", self._gateway)
        app.router.add_route("*", "/api/v10/{tail:.*}", self._rest)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        server = site._server
        assert server is not None and server.sockets
        self.port = server.sockets[0].getsockname()[1]

    async def stop(self) -> None:
        if self._ws is not None and not self._ws.closed:
            await self._ws.close()
        for task in list(self._ws_tasks):
            task.cancel()
        if self._runner is not None:
            await self._runner.cleanup()

    @property
    def rest_base(self) -> str:
        return f"http://127.0.0.1:{self.port}/api/v10"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/"

    # -- gateway --------------------------------------------------------------------------------
    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        if self.gateway_hold is not None:  # the gateway is down: no HELLO until it is back
            await self.gateway_hold.wait()
        await ws.send_json({"op": 10, "d": {"heartbeat_interval": 41250}, "s": None, "t": None})
        async for msg in ws:
            if msg.type != WSMsgType.TEXT:
                continue
            data = json.loads(msg.data)
            op = data.get("op")
            if op == 1:
                await ws.send_json({"op": 11, "d": None, "s": None, "t": None})
            elif op == 2:
                shard, count = ((data.get("d") or {}).get("shard") or [0, 1])[:2]
                self.shard_identifies.append((int(shard), int(count)))
                if count == 1 and self.guild_count > UNSHARDED_GUILD_LIMIT:
                    await ws.close(code=4011, message=b"Sharding required")
                    break
                self.shard_ws[int(shard)] = ws
                self.count_seen = int(count)
                if shard_of(self.guild_id, count) != shard:  # a shard without our server
                    await self._ready_elsewhere(ws, int(shard), int(count))
                    for gid in self._others_on(int(shard), int(count)):
                        await self._dispatch_on(
                            int(shard), "GUILD_CREATE", self._guild_payload(gid)
                        )
                    self.shard_identified.set()
                    continue
                self.shard_count = int(count)
                self._ws, self._ws_seq, self._sent, self._missed = ws, 0, [], []
                ready = self._ready_payload()
                ready["guilds"] += [
                    {"id": str(g), "unavailable": True} for g in self._others_on(shard, count)
                ]
                await self._dispatch("READY", {**ready, "shard": [shard, count]})
                await self._dispatch("GUILD_CREATE", self._guild_payload())
                for gid in self._others_on(int(shard), int(count)):
                    await self._dispatch("GUILD_CREATE", self._guild_payload(gid))
                self.identifies += 1
                self.identified.set()
                self.shard_identified.set()
            elif op == 6 and str((data.get("d") or {}).get("session_id")).startswith("shard-"):
                shard = int(str(data["d"]["session_id"]).split("-")[1])
                self.shard_ws[shard] = ws  # a shard without our server: nothing to replay
                self._shard_seq[shard] = self._shard_seq.get(shard, 0) + 1
                await ws.send_json({"op": 0, "t": "RESUMED", "s": self._shard_seq[shard], "d": {}})
            elif op == 6:
                # RESUME: replay what the bot missed after its last sequence, then RESUMED
                self._ws = ws
                last = int((data.get("d") or {}).get("seq") or 0)
                for frame in [f for f in self._sent if f["s"] > last]:
                    await ws.send_json(frame)
                self._missed = []
                self._ws_seq += 1
                await ws.send_json({"op": 0, "t": "RESUMED", "s": self._ws_seq, "d": {}})
                self.resumes += 1
                self.identified.set()
        if self._ws is ws:
            self._ws = None
            self.identified.clear()
        return ws

    async def _dispatch(self, event: str, data: dict[str, Any]) -> None:
        self._ws_seq += 1
        frame = {"op": 0, "t": event, "s": self._ws_seq, "d": data}
        self._sent.append(frame)
        if self._ws is None:
            self._missed.append(frame)  # sent on RESUME
            return
        await self._ws.send_json(frame)

    async def _ready_elsewhere(self, ws: web.WebSocketResponse, shard: int, count: int) -> None:
        """READY on a shard that does not carry our server: no guilds."""
        self._shard_seq[shard] = 1
        ready = {
            **self._ready_payload(),
            "guilds": [{"id": str(g), "unavailable": True} for g in self._others_on(shard, count)],
            "shard": [shard, count],
            "session_id": f"shard-{shard}-{self.snowflake()}",
        }
        await ws.send_json({"op": 0, "t": "READY", "s": 1, "d": ready})

    def _others_on(self, shard: int, count: int) -> list[int]:
        return [g for g in self.other_guilds if shard_of(g, count) == shard]

    async def _dispatch_guild(self, guild: int, event: str, data: dict[str, Any]) -> None:
        """An event of server ``guild``, on the connection of the shard that owns it."""
        if guild == self.guild_id:
            await self._dispatch(event, data)
        else:
            await self._dispatch_on(shard_of(guild, self.count_seen), event, data)

    async def _dispatch_on(self, shard: int, event: str, data: dict[str, Any]) -> None:
        """An event of a server on ``shard``: over the primary connection when that shard
        carries the primary server too, else over the shard's own (dropped when it is down,
        as Discord does when nobody is connected for the shard)."""
        if shard_of(self.guild_id, self.count_seen) == shard:
            await self._dispatch(event, data)
            return
        ws = self.shard_ws.get(shard)
        if ws is None or ws.closed:
            self.undelivered_events.append((shard, event))
            return
        self._shard_seq[shard] = self._shard_seq.get(shard, 0) + 1
        await ws.send_json({"op": 0, "t": event, "s": self._shard_seq[shard], "d": data})

    async def _dispatch_dm(self, event: str, data: dict[str, Any]) -> None:
        """Direct messages (and their interactions) arrive on shard 0, whichever shard carries
        the server."""
        dm_ws = self.shard_ws.get(0)
        if shard_of(self.guild_id, self.shard_count) == 0 or dm_ws is None or dm_ws.closed:
            await self._dispatch(event, data)
            return
        self._shard_seq[0] = self._shard_seq.get(0, 0) + 1
        await dm_ws.send_json({"op": 0, "t": event, "s": self._shard_seq[0], "d": data})

    def _ready_payload(self) -> dict[str, Any]:
        return {
            "v": 10,
            "user": self.bot_user.payload(),
            "guilds": [{"id": str(self.guild_id), "unavailable": True}],
            "session_id": f"session-{self.snowflake()}",
            "resume_gateway_url": self.gateway_url,
            "application": {"id": str(self.app_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
        }

    def _guild_payload(self, guild_id: int | None = None) -> dict[str, Any]:
        gid = guild_id or self.guild_id
        everyone = {
            "id": str(gid),
            "name": "@everyone",
            "permissions": str(VIEW_SEND),
            "position": 0,
            "color": 0,
            "hoist": False,
            "managed": False,
            "mentionable": False,
            "flags": 0,
        }
        return {
            "id": str(gid),
            "name": "Caravanserai test guild",
            "icon": None,
            "owner_id": str(self.owner_id),  # a person, never the bot (owners have every right)
            "roles": [everyone, *(self.roles.values() if gid == self.guild_id else ())],
            "emojis": [],
            "stickers": [],
            "features": [],
            "channels": [c for c in self.channels.values() if c["guild_id"] == str(gid)],
            "threads": [  # the active threads, as Discord lists them to a bot
                c
                for c in self.channels.values()
                if c["guild_id"] == str(gid)
                and c.get("thread_metadata")
                and not c["thread_metadata"]["archived"]
            ],
            "members": [self._member(self.bot_user)],
            "member_count": len(self.users) + 1,
            "large": False,
            "unavailable": False,
            "joined_at": _now_iso(),
            "presences": [],
            "voice_states": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "mfa_level": 0,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "system_channel_id": None,
            "premium_tier": 0,
            "preferred_locale": "en-US",
            "nsfw_level": 0,
        }

    def _member(self, user: FakeUser) -> dict[str, Any]:
        perms = VIEW_SEND | (MANAGE_CHANNELS | MANAGE_GUILD if user.moderator else 0)
        # on Discord, @everyone may create public threads unless a server turns it off
        perms = (perms | CREATE_PUBLIC_THREADS | user.granted) & ~user.denied
        return {
            "user": user.payload(),
            "roles": [str(r) for r in user.roles],
            "joined_at": _now_iso(),
            "deaf": False,
            "mute": False,
            "flags": 0,
            "nick": None,
            "avatar": None,
            "pending": False,
            "communication_disabled_until": None,
            "permissions": str(perms),
        }

    # -- acting as users ----------------------------------------------------------------------
    def _command_data(
        self, path: str, options: dict[str, Any], focused: str | None, guild: int | None = None
    ) -> dict:
        name, *rest = path.split()
        command = self.commands.get(name)
        if command is None:
            raise AssertionError(f"/{name} was not synced (have {sorted(self.commands)})")
        level = command
        data: dict[str, Any] = {
            "id": command["id"],
            "name": name,
            "type": 1,
            "guild_id": str(guild or self.guild_id),
        }
        holder = data
        for sub in rest:
            level = next(o for o in level.get("options", []) if o["name"] == sub)
            node: dict[str, Any] = {"name": sub, "type": level["type"]}
            holder["options"] = [node]
            holder = node
        defined = {o["name"]: o for o in level.get("options", [])}
        given = []
        for key, value in options.items():
            if value is None:
                continue
            if key not in defined:
                raise AssertionError(f"/{path} has no option {key!r} (has {sorted(defined)})")
            opt_type = defined[key]["type"]
            if opt_type == 6 and isinstance(value, FakeUser):
                # a member option (/tournament drop player:, replace): its id, and
                # the member and user under "resolved", as Discord sends them
                resolved = data.setdefault("resolved", {"users": {}, "members": {}})
                resolved["users"][str(value.id)] = value.payload()
                member = {k: v for k, v in self._member(value).items() if k != "user"}
                resolved["members"][str(value.id)] = member
                value = str(value.id)
            elif opt_type == 8:
                # a role option (/tournament-config role:): its id, the role under "resolved"
                role = self._role(int(value))
                resolved = data.setdefault("resolved", {})
                resolved.setdefault("roles", {})[role["id"]] = role
                value = role["id"]
            item: dict[str, Any] = {"name": key, "type": opt_type, "value": value}
            if key == focused:
                item["focused"] = True
                item["value"] = str(value)
            given.append(item)
        if focused is not None and not defined.get(focused, {}).get("autocomplete"):
            # Discord only asks for the choices of an option declared with autocomplete
            raise AssertionError(f"/{path} {focused}: no autocomplete declared")
        if focused is not None and focused not in options:
            given.append(
                {"name": focused, "type": defined[focused]["type"], "value": "", "focused": True}
            )
        holder["options"] = given
        return data

    async def _send_interaction(
        self,
        itype: int,
        user: FakeUser,
        channel_id: int,
        data: dict[str, Any],
        message: dict[str, Any] | None = None,
        interaction_id: int | None = None,
    ) -> Interaction:
        dm_shard = self.shard_ws.get(0)
        if channel_id in self.dm_channels and dm_shard is not None and not dm_shard.closed:
            pass  # a DM goes to shard 0, connected
        elif channel_id in self.dm_channels or self.guild_of(channel_id) == self.guild_id:
            await asyncio.wait_for(self.identified.wait(), 60)
        duplicate = interaction_id is not None
        iid = interaction_id if interaction_id is not None else self.snowflake()
        token = f"tok-{iid}-{next(self._ids)}"
        record = Interaction(iid, token, itype, channel_id, user, time.monotonic(), data)
        record.message = message
        if duplicate:
            # the same interaction delivered again (same id; the fake accepts its answer, so the
            # bot's own de-duplication is what is tested)
            self._duplicates.append(record)
        else:
            self.interactions[iid] = record
        payload: dict[str, Any] = {
            "id": str(iid),
            "application_id": str(self.app_id),
            "type": itype,
            "token": token,
            "version": 1,
            "attachment_size_limit": MAX_FILE,
            "data": data,
            "channel_id": str(channel_id),
            "locale": user.locale,
            "entitlements": [],
        }
        guild = self.guild_id if channel_id in self.dm_channels else self.guild_of(channel_id)
        if channel_id in self.dm_channels:  # a button in a DM: no guild, a user, context 1
            payload.update(
                {
                    "channel": {
                        "id": str(channel_id),
                        "type": 1,
                        "recipients": [user.payload()],
                        "last_message_id": None,
                    },
                    "user": user.payload(),
                    "app_permissions": str(VIEW_SEND),
                    "authorizing_integration_owners": {"0": str(guild)},
                    "context": 1,
                }
            )
        else:
            payload.update(
                {
                    "guild_id": str(guild),
                    "channel": self._channel_payload(channel_id),
                    "member": self._member(user),
                    "guild_locale": self.guild_locale,
                    "app_permissions": str(self.bot_permissions(channel_id)),
                    "authorizing_integration_owners": {"0": str(guild)},
                    "context": 0,
                }
            )
        if message is not None:
            payload["message"] = wire_payload(message)
        if channel_id in self.dm_channels:
            await self._dispatch_dm("INTERACTION_CREATE", payload)
        else:
            await self._dispatch_guild(guild, "INTERACTION_CREATE", payload)
        return record

    async def redeliver(self, original: Interaction) -> Interaction:
        """Deliver an interaction again, with the same id and data."""
        return await self._send_interaction(
            original.type,
            original.user,
            original.channel_id,
            original.data,
            message=original.message,
            interaction_id=original.id,
        )

    def _channel_payload(self, channel_id: int) -> dict[str, Any]:
        return dict(self.channels[channel_id])

    async def command(
        self, user: FakeUser, channel_id: int, path: str, **options: Any
    ) -> Interaction:
        """Send ``/path`` (``"game new"``, ``"move"``) with options as a slash command."""
        data = self._command_data(path, options, None, self.guild_of(channel_id))
        return await self._send_interaction(2, user, channel_id, data)

    async def autocomplete(
        self, user: FakeUser, channel_id: int, path: str, focused: str, **options: Any
    ) -> Interaction:
        data = self._command_data(path, options, focused, self.guild_of(channel_id))
        return await self._send_interaction(4, user, channel_id, data)

    async def press(
        self,
        user: FakeUser,
        message_id: int,
        custom_id: str,
        values: list[str] | None = None,
        *,
        as_seen: dict[str, Any] | None = None,
    ) -> Interaction:
        """Click a button (or choose ``values`` in a select) of a message the bot posted.
        ``as_seen``: the message as a client that has not refreshed still shows it (a stale
        button the bot has since removed)."""
        assert message_id not in self.gone, f"message {message_id} is gone since a reload"
        message = as_seen or self.messages.get(message_id) or self.responses[message_id]
        component = self.find_component(message, custom_id)
        assert component is not None, f"no component {custom_id} in message {message_id}"
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": component["type"]}
        if component["type"] == 3:
            data["values"] = list(values or [])
        return await self._send_interaction(
            3, user, int(message["channel_id"]), data, message=message
        )

    def reload(self, user: FakeUser) -> None:
        """``user``'s client reconnects (a reload, another device): as in Discord's clients,
        the ephemeral replies it was shown are gone; only channel and DM history remain."""
        for inter in self.interactions.values():
            if inter.user.id != user.id:
                continue
            for reply in inter.replies:
                if int(reply.get("flags") or 0) & EPHEMERAL:
                    self.gone.add(int(reply["id"]))

    @staticmethod
    def find_component(message: dict[str, Any], custom_id: str) -> dict[str, Any] | None:
        for row in message.get("components", []):
            for comp in row.get("components", []):
                if comp.get("custom_id") == custom_id:
                    return comp
        return None

    # -- reading what happened ------------------------------------------------------------------
    def channel_messages(self, channel_id: int) -> list[dict[str, Any]]:
        return [m for m in self.messages.values() if int(m["channel_id"]) == channel_id]

    def dms_to(self, user: FakeUser) -> list[dict[str, Any]]:
        cids = {c for c, u in self.dm_channels.items() if u == user.id}
        return [m for m in self.messages.values() if int(m["channel_id"]) in cids]

    def public_messages(self) -> list[dict[str, Any]]:
        """Everything anyone in the guild can read: channel posts and non-ephemeral replies."""
        out = [m for m in self.messages.values() if int(m["channel_id"]) in self.channels]
        for inter in self.interactions.values():
            out += [m for m in inter.replies if not m["flags"] & EPHEMERAL]
        return out

    @property
    def dm_channel_opens(self) -> int:
        """How many ``POST /users/@me/channels`` the bot made (each a counted request)."""
        return len(self.requests_to("POST", r"^/users/@me/channels$"))

    def requests_to(self, method: str, pattern: str) -> list[Recorded]:
        rx = re.compile(pattern)
        return [r for r in self.requests if r.method == method and rx.search(r.path)]

    # -- REST -----------------------------------------------------------------------------------
    async def _rest(self, request: web.Request) -> web.StreamResponse:
        path = "/" + request.match_info["tail"]
        body, files = await self._read_body(request)
        rec = Recorded(request.method, path, body, files, time.monotonic())
        self.requests.append(rec)
        token = request.headers.get("Authorization", "").removeprefix("Bot ")
        response: web.StreamResponse | None = self._limits(request.method, path, rec, token)
        if response is None:  # (not ``or``: a response is a mapping, empty ones are falsy)
            response = await self._answer(request, path, body, files, rec)
        if response.status in (401, 403, 429):
            self.invalid_requests += 1
        return response

    def _limits(
        self, method: str, path: str, rec: Recorded, token: str = ""
    ) -> web.Response | None:
        """The global limit (per bot token, whichever process sends) and per-route buckets, as
        Discord applies them."""
        now = rec.at
        if self.global_limit is not None and not EXEMPT.match(path):
            window = self._windows[token] = [
                t for t in self._windows.get(token, []) if now - t < 1.0
            ]
            if len(window) >= self.global_limit:
                self.global_429s += 1
                rec.status = 429
                retry = max(0.001, 1.0 - (now - window[0]))
                return _json(
                    {
                        "message": "You are being rate limited.",
                        "retry_after": retry,
                        "global": True,
                    },
                    429,
                    {
                        "Via": "1.1 google",
                        "X-RateLimit-Global": "true",
                        "X-RateLimit-Scope": "global",
                        "Retry-After": str(max(1, round(retry))),
                    },
                )
            window.append(now)
        for m, rx, bucket, limit, per in self.route_limits:
            match = rx.search(path)
            if m != method or not match:
                continue
            key = f"{bucket}:{match.group(1) if match.groups() else ''}"
            times = [t for t in self._buckets.get(key, []) if now - t < per]
            if len(times) >= limit:
                self._buckets[key] = times
                rec.status = 429
                reset = per - (now - times[0])
                return _json(
                    {
                        "message": "You are being rate limited.",
                        "retry_after": reset,
                        "global": False,
                    },
                    429,
                    {
                        "Via": "1.1 google",
                        "X-RateLimit-Scope": "user",
                        "X-RateLimit-Limit": str(limit),
                        "X-RateLimit-Remaining": "0",
                        "X-RateLimit-Reset-After": f"{reset:.3f}",
                        "X-RateLimit-Bucket": bucket,
                    },
                )
            times.append(now)
            self._buckets[key] = times
            rec.bucket_headers = {
                "X-RateLimit-Limit": str(limit),
                "X-RateLimit-Remaining": str(limit - len(times)),
                "X-RateLimit-Reset-After": f"{per - (now - times[0]):.3f}",
                "X-RateLimit-Bucket": bucket,
            }
        return None

    async def _answer(
        self,
        request: web.Request,
        path: str,
        body: Any,
        files: list[tuple[str, bytes]],
        rec: Recorded,
    ) -> web.StreamResponse:
        for limit in self.rate_limits:
            method, rx, remaining, retry_after = limit
            if remaining > 0 and method == request.method and rx.search(path):
                limit[2] -= 1
                rec.status = 429
                return _json(
                    {
                        "message": "You are being rate limited.",
                        "retry_after": retry_after,
                        "global": False,
                    },
                    429,
                    {
                        "Via": "1.1 google",
                        "X-RateLimit-Scope": "user",
                        "X-RateLimit-Limit": "5",
                        "X-RateLimit-Remaining": "0",
                        "X-RateLimit-Reset-After": str(retry_after),
                        "X-RateLimit-Bucket": "fake-bucket",
                    },
                )
        for failure in self.failures:
            method, rx, remaining, status, code = failure
            if remaining > 0 and method == request.method and rx.search(path):
                failure[2] -= 1
                if code is not None:
                    rec.status = int(status)
                    return _error(int(status), int(code), REFUSALS.get(int(code), "Refused"))
                if status == "drop":
                    rec.status = -1
                    assert request.transport is not None
                    request.transport.close()  # the client sees the connection drop
                    return web.Response(status=500)
                rec.status = int(status)
                return web.Response(
                    status=int(status), text="upstream connect error", content_type="text/plain"
                )
        response = await self._route(request.method, path, body, files, request)
        rec.status = response.status
        rec.response = getattr(response, "body", None)
        for key, value in (rec.bucket_headers or {}).items():
            response.headers[key] = value
        return response

    async def _read_body(self, request: web.Request) -> tuple[Any, list[tuple[str, bytes]]]:
        ctype = request.headers.get("Content-Type", "")
        if ctype.startswith("multipart/"):
            payload: Any = None
            files: list[tuple[str, bytes]] = []
            reader = await request.multipart()
            async for part in reader:
                if part is None:
                    break
                raw = await part.read()  # type: ignore[union-attr]
                if part.name == "payload_json":  # type: ignore[union-attr]
                    payload = json.loads(raw)
                elif part.filename:  # type: ignore[union-attr]
                    files.append((part.filename, bytes(raw)))  # type: ignore[union-attr]
            return payload, files
        raw_body = await request.read()
        if raw_body and ctype.startswith("application/json"):
            return json.loads(raw_body), []
        return None, []

    async def _route(
        self,
        method: str,
        path: str,
        body: Any,
        files: list[tuple[str, bytes]],
        request: web.Request,
    ) -> web.Response:
        app = str(self.app_id)
        m = re.fullmatch
        if method == "GET" and path == "/users/@me":
            auth = request.headers.get("Authorization", "")
            if auth.removeprefix("Bot ") in self.refused_tokens:
                return _error(401, 0, "401: Unauthorized")
            return _json(self.bot_user.payload())
        if method == "GET" and path == "/oauth2/applications/@me":
            return _json(
                {
                    "id": app,
                    "name": "Caravanserai",
                    "icon": None,
                    "description": "",
                    "bot_public": True,
                    "bot_require_code_grant": False,
                    "owner": self.bot_user.payload(),
                    "verify_key": "0" * 64,
                    "flags": 0,
                    "team": None,
                    "summary": "",
                    "interactions_endpoint_url": None,
                }
            )
        if method == "GET" and (mt := m(r"/guilds/(\d+)/members/(\d+)", path)):
            if self.member_lookup_delay:
                await asyncio.sleep(self.member_lookup_delay)
            if int(mt.group(1)) not in (self.guild_id, *self.other_guilds):
                return _error(404, 10004, "Unknown Guild")
            user = self.users.get(int(mt.group(2)))
            if user is None or user.id in self.not_members:
                return _error(404, 10007, "Unknown Member")
            return _json(self._member(user))
        if method == "GET" and path == "/gateway/bot":  # what AutoShardedBot asks first
            limit = {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
            return _json(
                {
                    "url": self.gateway_url,
                    "shards": self.recommended_shards,
                    "session_start_limit": limit,
                }
            )
        if method == "GET" and path == "/gateway":
            return _json({"url": self.gateway_url})
        if mt := m(rf"/applications/{app}(?:/guilds/(\d+))?/commands", path):
            if method == "PUT":
                return self._sync(body or [], mt.group(1))
            if method == "GET":
                registry = self.guild_commands if mt.group(1) else self.global_commands
                return _json(list(registry.values()))
        if (mt := m(r"/interactions/(\d+)/([^/]+)/callback", path)) and method == "POST":
            return self._callback(int(mt.group(1)), mt.group(2), body or {}, files)
        if mt := m(rf"/webhooks/{app}/([^/]+)(/messages/(@original|\d+))?", path):
            return self._webhook(method, mt.group(1), mt.group(3), body or {}, files)
        if method == "POST" and path == "/users/@me/channels":
            return self._open_dm(int((body or {})["recipient_id"]))
        if (mt := m(r"/channels/(\d+)/threads", path)) and method == "POST":
            return await self._create_thread(int(mt.group(1)), body or {})
        if (mt := m(r"/channels/(\d+)", path)) and method == "PATCH":
            return self._edit_channel(int(mt.group(1)), body or {})
        if (mt := m(r"/channels/(\d+)/messages", path)) and method == "POST":
            return self._post_message(int(mt.group(1)), body or {}, files)
        if mt := m(r"/channels/(\d+)/messages/(\d+)", path):
            if method == "PATCH":
                return self._edit_message(int(mt.group(1)), int(mt.group(2)), body or {}, files)
            if method == "GET":
                msg = self.messages.get(int(mt.group(2)))
                return _json(msg) if msg else _error(404, 10008, "Unknown Message")
        if mt := m(r"/users/(\d+)", path):
            user = self.users.get(int(mt.group(1)))
            return _json(user.payload()) if user else _error(404, 10013, "Unknown User")
        self.violations.append(f"unexpected request {method} {path}")
        return _error(404, 0, f"fake Discord has no route {method} {path}")

    # -- command sync ---------------------------------------------------------------------------
    def _sync(self, commands: list[dict[str, Any]], guild_id: str | None) -> web.Response:
        out = []
        for cmd in commands:
            problems = self._check_command(cmd)
            if problems:
                self.violations += problems
                return _error(400, 50035, "Invalid Form Body", problems)
            registry = self.guild_commands if guild_id else self.global_commands
            existing = registry.get(cmd["name"])
            synced = {
                "id": existing["id"] if existing else str(self.snowflake()),
                "application_id": str(self.app_id),
                "version": str(self.snowflake()),
                "type": cmd.get("type", 1),
                "description": cmd.get("description", ""),
                "name_localizations": cmd.get("name_localizations"),
                "description_localizations": cmd.get("description_localizations"),
                "options": cmd.get("options", []),
                "default_member_permissions": cmd.get("default_member_permissions"),
                "dm_permission": cmd.get("dm_permission", True),
                "nsfw": cmd.get("nsfw", False),
                **({"guild_id": guild_id} if guild_id else {}),
                "name": cmd["name"],
            }
            out.append(synced)
        if guild_id:
            self.guild_commands = {c["name"]: c for c in out}
        else:
            self.global_commands = {c["name"]: c for c in out}
        self.syncs.append(guild_id)
        return _json(out)

    def _check_command(self, cmd: dict[str, Any], depth: int = 0) -> list[str]:
        problems = []
        name = cmd.get("name", "")
        if not re.fullmatch(r"[-_a-z0-9]{1,32}", name):
            problems.append(f"bad command/option name {name!r}")
        for locale, localised in (cmd.get("name_localizations") or {}).items():
            if not re.fullmatch(r"[-_\w]{1,32}", localised) or localised != localised.lower():
                problems.append(f"bad {locale} name {localised!r} for {name!r}")
        for locale, text in (cmd.get("description_localizations") or {}).items():
            if not 1 <= len(text) <= 100:
                problems.append(f"{locale} description of {name!r} must be 1-100 chars")
        if not 1 <= len(cmd.get("description", "")) <= 100:
            problems.append(f"description of {name!r} must be 1-100 chars")
        if cmd.get("autocomplete") and cmd.get("choices"):
            problems.append(f"option {name!r} cannot have both choices and autocomplete")
        if cmd.get("autocomplete") and cmd.get("type") not in (3, 4, 10):
            problems.append(f"option {name!r}: autocomplete needs a string or number option")
        descriptions = [
            cmd.get("description", ""),
            *(cmd.get("description_localizations") or {}).values(),
        ]
        descriptions += [c.get("name", "") for c in cmd.get("choices", [])]
        descriptions += [
            v for c in cmd.get("choices", []) for v in (c.get("name_localizations") or {}).values()
        ]
        if any(MENTION.search(d) for d in descriptions):
            problems.append(f"a mention in the description of {name!r}: shown as raw text")
        options = cmd.get("options", [])
        if len(options) > 25:
            problems.append(f"{name!r} has more than 25 options")
        for opt in options:
            problems += self._check_command(opt, depth + 1)
        return problems

    # -- interactions ---------------------------------------------------------------------------
    def _find_token(self, token: str) -> Interaction | None:
        for inter in itertools.chain(self.interactions.values(), self._duplicates):
            if inter.token == token:
                return inter
        return None

    def _callback(
        self, iid: int, token: str, body: dict[str, Any], files: list[tuple[str, bytes]]
    ) -> web.Response:
        inter = self._find_token(token)
        if inter is None or inter.id != iid:
            self.violations.append(f"callback for unknown interaction {iid}")
            return _error(404, 10062, "Unknown interaction")
        elapsed = time.monotonic() - inter.created
        if inter.acked_at is not None:
            self.violations.append(f"interaction {iid} acknowledged twice")
            return _error(400, 40060, "Interaction has already been acknowledged.")
        if elapsed > INITIAL_DEADLINE:
            self.violations.append(f"interaction {iid} answered after {elapsed:.2f}s")
            return _error(404, 10062, "Unknown interaction")
        rtype = body.get("type")
        data = body.get("data") or {}
        problems: list[str] = []
        if rtype == 8:
            choices = data.get("choices", [])
            if len(choices) > 25:
                problems.append(f"{len(choices)} autocomplete choices (max 25)")
            for c in choices:
                if (
                    not 1 <= len(c.get("name", "")) <= 100
                    or not 1 <= len(str(c.get("value", ""))) <= 100
                ):
                    problems.append(f"bad autocomplete choice {c!r}")
                if MENTION.search(str(c.get("name", ""))):
                    problems.append(f"a mention in an autocomplete choice: {c!r}")
            if inter.type != 4:
                problems.append("autocomplete result for a non-autocomplete interaction")
        elif rtype in (4, 7):
            problems += self._check_message(data, files)
        elif rtype in (5, 6):
            if inter.type == 4:
                problems.append("autocomplete interactions cannot be deferred")
        else:
            problems.append(f"unsupported callback type {rtype}")
        if problems:
            self.violations += [f"interaction {iid}: {p}" for p in problems]
            return _error(400, 50035, "Invalid Form Body", problems)
        inter.acked_at = time.monotonic()
        inter.ack_type, inter.ack_data = rtype, data
        inter.ack_event.set()
        result: dict[str, Any] = {
            "interaction": {
                "id": str(iid),
                "type": inter.type,
                "response_message_loading": rtype == 5,
                "response_message_ephemeral": bool((data.get("flags") or 0) & EPHEMERAL),
            },
            "resource": {"type": rtype},
        }
        if rtype in (4, 5):
            flags = int(data.get("flags") or 0) | (LOADING if rtype == 5 else 0)
            msg = self._message(inter.channel_id, data, files, flags=flags, store=False)
            inter.original = msg
            result["interaction"]["response_message_id"] = msg["id"]
            result["resource"]["message"] = msg
        return _json(result)

    def _webhook(
        self,
        method: str,
        token: str,
        which: str | None,
        body: dict[str, Any],
        files: list[tuple[str, bytes]],
    ) -> web.Response:
        inter = self._find_token(token)
        if inter is None or inter.acked_at is None:
            self.violations.append(f"webhook call for an unknown/unacknowledged token {token}")
            return _error(404, 10015, "Unknown Webhook")
        if time.monotonic() - inter.created > TOKEN_LIFETIME:
            return _error(401, 50027, "Invalid Webhook Token")
        if method == "POST" and which is None:
            problems = self._check_message(body, files)
            if problems:
                self.violations += problems
                return _error(400, 50035, "Invalid Form Body", problems)
            # a follow-up is a message of its own: after a "thinking" defer the loading
            # message stays until the original response is edited (PATCH @original)
            flags = int(body.get("flags") or 0)
            msg = self._message(inter.channel_id, body, files, flags=flags, store=False)
            inter.followups.append(msg)
            return _json(msg)
        if method == "PATCH" and which == "@original":
            if inter.original is None:
                return _error(404, 10008, "Unknown Message")
            problems = self._check_message(body, files)
            if problems:
                self.violations += problems
                return _error(400, 50035, "Invalid Form Body", problems)
            inter.original.update(
                {k: v for k, v in body.items() if k in ("content", "embeds", "components")}
            )
            if "allowed_mentions" in body:
                inter.original["_allowed_mentions"] = body["allowed_mentions"]
            inter.original["flags"] &= ~LOADING
            if files:
                inter.original["attachments"] = self._attachments(files, body)
                inter.original["_files"] = files
            return _json(inter.original)
        if method == "GET" and which == "@original" and inter.original is not None:
            return _json(inter.original)
        if method == "DELETE":
            return web.Response(status=204)
        return _error(404, 0, "unsupported webhook call")

    # -- command mentions -----------------------------------------------------------------------
    def check_mentions(self, text: str) -> list[str]:
        """What is wrong with the commands a rendered text (content, an embed's description or
        field) names. A mention ``</game join:id>`` must carry the id of a registered command
        of that name and name an existing subcommand: Discord shows anything else as a dead
        grey ``/game join``, or not at all. A path written as text (``/game join``,
        ``/partie``) is what a client in another language does not list, and cannot be
        clicked: commands are named by mentions."""
        problems = []
        registered = [*self.global_commands.values(), *self.guild_commands.values()]
        for m in MENTION.finditer(text):
            path, cid = m.group(1).split(" "), m.group(2)
            if text[: m.start()].replace("```", "").count("`") % 2:
                problems.append(f"mention {m.group(0)} inside inline code: shown as raw text")
            command = next((c for c in registered if c["id"] == cid), None)
            if command is None or command["name"] != path[0]:
                problems.append(f"mention {m.group(0)} names no registered command")
                continue
            level = command
            for word in path[1:]:
                level = next(
                    (
                        o
                        for o in level.get("options", [])
                        if o["name"] == word and o["type"] in (1, 2)
                    ),
                    {},
                )
                if not level:
                    problems.append(f"mention {m.group(0)}: /{command['name']} has no {word!r}")
                    break
            if level and any(o.get("type") in (1, 2) for o in level.get("options", [])):
                problems.append(f"mention {m.group(0)} names a group, not a command")
        names = {
            name
            for c in registered
            for name in [c["name"], *(c.get("name_localizations") or {}).values()]
        }
        if names:
            alternatives = "|".join(sorted(map(re.escape, names), key=len, reverse=True))
            literal = re.compile(rf"(?<![\w/<])/({alternatives})(?![\w-])")
            bare = MENTION.sub("", text)
            problems += [
                f"command written as text, not mentioned: {bare[max(0, m.start() - 60) : m.end()]!r}"
                for m in literal.finditer(bare)
            ]
        return problems

    def check_texts(self, body: dict[str, Any]) -> list[str]:
        """Mentions where Discord renders them; none where it shows their raw text (components,
        embed titles and footers, alt text)."""
        embeds = body.get("embeds") or []
        rendered = [body.get("content") or ""]
        raw: list[str] = []
        for e in embeds:
            rendered.append(e.get("description") or "")
            rendered += [f.get("value", "") for f in e.get("fields", []) or []]
            raw += [e.get("title") or "", (e.get("footer") or {}).get("text") or ""]
            raw += [f.get("name", "") for f in e.get("fields", []) or []]
        raw += [(a or {}).get("description") or "" for a in body.get("attachments") or []]
        for row in body.get("components") or []:
            for comp in row.get("components", []):
                raw += [comp.get("label") or "", comp.get("placeholder") or ""]
                for opt in comp.get("options", []):
                    raw += [opt.get("label") or "", opt.get("description") or ""]
        problems = [p for text in rendered for p in self.check_mentions(text)]
        problems += [
            f"a mention where it shows as raw text: {t!r}" for t in raw if MENTION.search(t)
        ]
        return problems

    # -- messages -------------------------------------------------------------------------------
    def _check_message(self, body: dict[str, Any], files: list[tuple[str, bytes]]) -> list[str]:
        problems = self.check_texts(body)
        content = body.get("content") or ""
        if len(content) > 2000:
            problems.append(f"content of {len(content)} chars (max 2000)")
        embeds = body.get("embeds") or []
        if len(embeds) > 10:
            problems.append("more than 10 embeds")
        total = 0
        for e in embeds:
            if len(e.get("title", "") or "") > 256:
                problems.append("embed title over 256")
            if len(e.get("description", "") or "") > 4096:
                problems.append("embed description over 4096")
            fields = e.get("fields", []) or []
            if len(fields) > 25:
                problems.append("more than 25 embed fields")
            total += len(e.get("title", "") or "") + len(e.get("description", "") or "")
            total += sum(len(f.get("name", "")) + len(f.get("value", "")) for f in fields)
            total += len((e.get("footer") or {}).get("text", "") or "")
        if total > 6000:
            problems.append("embeds over 6000 chars")
        for name, data in files:
            if len(data) > MAX_FILE:
                problems.append(f"file {name} of {len(data)} bytes (max 10 MiB)")
        for a in body.get("attachments") or []:  # an attachment's description: 1,024 at most
            if len((a or {}).get("description") or "") > MAX_ALT:
                problems.append(f"attachment description of {len(a['description'])} chars")
        rows = body.get("components") or []
        if len(rows) > 5:
            problems.append("more than 5 component rows")
        for row in rows:
            children = row.get("components", [])
            if not 1 <= len(children) <= 5:
                problems.append("a row needs 1-5 components")
            if any(c.get("type") == 3 for c in children) and len(children) > 1:
                problems.append("a select must be alone in its row")
            for comp in children:
                cid = comp.get("custom_id", "")
                if not 1 <= len(cid) <= 100:
                    problems.append(f"custom_id {cid!r} must be 1-100 chars")
                if comp.get("type") == 2 and len(comp.get("label", "") or "") > 80:
                    problems.append("button label over 80 chars")
                if comp.get("type") == 3:
                    options = comp.get("options", [])
                    if not 1 <= len(options) <= 25:
                        problems.append(f"select with {len(options)} options (1-25)")
                    for opt in options:
                        if not 1 <= len(opt.get("label", "")) <= 100:
                            problems.append(f"select label {opt.get('label')!r}")
                        if not 1 <= len(opt.get("value", "")) <= 100:
                            problems.append(f"select value {opt.get('value')!r}")
                        if len(opt.get("description", "") or "") > 100:
                            problems.append("select description over 100")
                    if len(comp.get("placeholder", "") or "") > 150:
                        problems.append("select placeholder over 150")
        return problems

    def _attachments(
        self, files: list[tuple[str, bytes]], body: dict[str, Any] | None = None
    ) -> list[dict[str, Any]]:
        """The uploaded files as Discord stores them, each with the description (alt text) the
        payload's ``attachments`` gave the upload of that index."""
        described = {
            str(a.get("id")): a.get("description")
            for a in (body or {}).get("attachments") or []
            if isinstance(a, dict)
        }
        out = []
        for i, (name, data) in enumerate(files):
            aid = self.snowflake()
            item = {
                "id": str(aid),
                "filename": name,
                "size": len(data),
                "url": f"http://127.0.0.1:{self.port}/attachments/{aid}/{name}",
                "proxy_url": f"http://127.0.0.1:{self.port}/attachments/{aid}/{name}",
                "content_type": "image/png" if name.endswith(".png") else None,
            }
            if described.get(str(i)):
                item["description"] = described[str(i)]
            out.append(item)
        return out

    def _message(
        self,
        channel_id: int,
        body: dict[str, Any],
        files: list[tuple[str, bytes]],
        *,
        flags: int = 0,
        store: bool = True,
    ) -> dict[str, Any]:
        mid = self.snowflake()
        msg: dict[str, Any] = {
            "id": str(mid),
            "channel_id": str(channel_id),
            "type": 0,
            "content": body.get("content") or "",
            "author": self.bot_user.payload(),
            "attachments": self._attachments(files, body),
            "embeds": body.get("embeds") or [],
            "mentions": [],
            "mention_roles": [],
            "mention_everyone": False,
            "pinned": False,
            "tts": False,
            "timestamp": _now_iso(),
            "edited_timestamp": None,
            "flags": flags,
            "components": body.get("components") or [],
        }
        msg["_allowed_mentions"] = body.get("allowed_mentions")
        if channel_id in self.channels:
            msg["guild_id"] = self.channels[channel_id]["guild_id"]
            if store:
                self.channels[channel_id]["last_message_id"] = str(mid)
        msg["_files"] = files  # kept for assertions (not part of Discord's payload)
        if store:
            self.messages[mid] = msg
        else:
            self.responses[mid] = msg
        return msg

    def _open_dm(self, user_id: int) -> web.Response:
        user = self.users.get(user_id)
        if user is None:
            return _error(400, 50035, "Invalid Form Body")
        cid = next((c for c, u in self.dm_channels.items() if u == user_id), None)
        if cid is None:
            cid = self.snowflake()
            self.dm_channels[cid] = user_id
        return _json(
            {"id": str(cid), "type": 1, "recipients": [user.payload()], "last_message_id": None}
        )

    def _post_message(
        self, channel_id: int, body: dict[str, Any], files: list[tuple[str, bytes]]
    ) -> web.Response:
        if channel_id in self.dm_channels:
            user = self.users[self.dm_channels[channel_id]]
            if user.dms_closed:
                return _error(403, 50007, "Cannot send messages to this user")
        elif channel_id not in self.channels:
            return _error(404, 10003, "Unknown Channel")
        else:
            refused = self._refuse_in_channel(channel_id, files)
            if refused is not None:
                return refused
        problems = self._check_message(body, files)
        if problems:
            self.violations += [f"message in {channel_id}: {p}" for p in problems]
            return _error(400, 50035, "Invalid Form Body", problems)
        return _json(self._message(channel_id, body, files))

    def _refuse_in_channel(
        self, channel_id: int, files: list[tuple[str, bytes]]
    ) -> web.Response | None:
        """What Discord answers a bot posting where it may not."""
        if not self.in_guild:
            return _error(403, 50001, "Missing Access")
        channel = self.channels[channel_id]
        perms = self.bot_permissions(channel_id)
        thread = channel["type"] in (10, 11, 12)
        if not perms & VIEW_CHANNEL:
            return _error(403, 50001, "Missing Access")
        if not perms & (SEND_IN_THREADS if thread else SEND_MESSAGES):
            return _error(403, 50013, "Missing Permissions")
        if files and not perms & ATTACH_FILES:
            return _error(403, 50013, "Missing Permissions")
        if thread:
            meta = channel["thread_metadata"]
            if meta["archived"] and meta["locked"]:
                return _error(400, 50083, "Thread is archived")
            meta["archived"] = False  # a message in an archived (unlocked) thread reopens it
        return None

    async def _create_thread(self, parent: int, body: dict[str, Any]) -> web.Response:
        """POST /channels/{id}/threads without a message: a public thread (type 11)."""
        if parent not in self.channels:
            return _error(404, 10003, "Unknown Channel")
        if not self.bot_permissions(parent) & CREATE_PUBLIC_THREADS:
            return _error(403, 50013, "Missing Permissions")
        guild = self.channels[parent]["guild_id"]
        active = [
            c
            for c in self.channels.values()
            if c["guild_id"] == guild
            and c.get("thread_metadata")
            and not c["thread_metadata"]["archived"]
        ]
        if len(active) >= self.active_thread_limit:
            return _error(400, 160006, REFUSALS[160006])
        tid = self.add_thread(parent, str(body.get("name", "thread"))[:100])
        meta = self.channels[tid]["thread_metadata"]
        meta["auto_archive_duration"] = int(body.get("auto_archive_duration") or 1440)
        await self._dispatch_guild(
            self.guild_of(parent), "THREAD_CREATE", {**self.channels[tid], "newly_created": True}
        )
        return _json(self.channels[tid])

    def _edit_channel(self, channel_id: int, body: dict[str, Any]) -> web.Response:
        """PATCH /channels/{id}: only what bots do to threads here (archive/unarchive)."""
        channel = self.channels.get(channel_id)
        if channel is None:
            return _error(404, 10003, "Unknown Channel")
        meta = channel.get("thread_metadata")
        if meta is not None and "archived" in body:
            if meta["locked"] and not self.bot_permissions(channel_id) & MANAGE_THREADS:
                return _error(403, 50013, "Missing Permissions")
            meta["archived"] = bool(body["archived"])
            meta["archive_timestamp"] = _now_iso()
        return _json(channel)

    def _edit_message(
        self, channel_id: int, message_id: int, body: dict[str, Any], files: list[tuple[str, bytes]]
    ) -> web.Response:
        if channel_id in self.channels:
            refused = self._refuse_in_channel(channel_id, files)
            if refused is not None:
                return refused
        msg = self.messages.get(message_id)
        if msg is None or int(msg["channel_id"]) != channel_id:
            return _error(404, 10008, "Unknown Message")
        problems = self._check_message(body, files)
        if problems:
            self.violations += problems
            return _error(400, 50035, "Invalid Form Body", problems)
        if self.old_edits_left is not None and self._older_than_an_hour(msg):
            if self.old_edits_left <= 0:  # Discord's limit on edits to hour-old messages
                return _error(429, 30046, "Maximum number of edits to messages older than 1 hour")
            self.old_edits_left -= 1
        for key in ("content", "embeds", "components"):
            if key in body:
                msg[key] = body[key] if body[key] is not None else ([] if key != "content" else "")
        if files or "attachments" in body:  # new files replace the attachments not kept
            kept = {str(a.get("id")) for a in body.get("attachments") or []}
            msg["attachments"] = [a for a in msg.get("attachments", []) if a["id"] in kept]
            msg["attachments"] += self._attachments(files, body)
            msg["_files"] = list(files)
        msg["edited_timestamp"] = _now_iso()
        self.edits.append(message_id)
        return _json(msg)

    def _older_than_an_hour(self, msg: dict[str, Any]) -> bool:
        created = ((int(msg["id"]) >> 22) + DISCORD_EPOCH) / 1000
        return time.time() + self.clock_skew - created > 3600


def wire_payload(message: dict[str, Any]) -> dict[str, Any]:
    """A stored message as Discord would send it (without the fake's private keys)."""
    return _clean(message)


def component_ids(message: dict[str, Any]) -> list[str]:
    return [c["custom_id"] for row in message.get("components", []) for c in row["components"]]


def all_text(messages: Iterable[dict[str, Any]]) -> str:
    parts = []
    for m in messages:
        parts.append(m.get("content") or "")
        for e in m.get("embeds") or []:
            parts += [e.get("title") or "", e.get("description") or ""]
            parts += [f.get("name", "") + f.get("value", "") for f in e.get("fields") or []]
    return "\n".join(parts)
