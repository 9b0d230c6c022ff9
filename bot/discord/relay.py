"""Direct-message presses for another process's table, handed over through the database
(several bot processes).

Discord sends every direct-message interaction on shard 0, so a button in a turn DM reaches the
process owning shard 0 even when the table belongs to another process (its server is on another
shard). That process must not guess or apply the move itself (it has not loaded the table, and
two processes writing one table would race): it acknowledges the press ("thinking…"), writes it
to ``relays`` and leaves it to the owner. The owner reads ``relays`` for its servers' rows when
a notification wakes it (PostgreSQL NOTIFY, sent as the press commits) and every :data:`SWEEP`
seconds in case one was missed, takes each (``new`` → ``taken``, one UPDATE: only one taker),
rebuilds the interaction from the stored payload and runs the same component code as for a press
it received itself; the answer replaces the "thinking…" message through the interaction's token (valid 15
minutes).

If the owner is down — no process holds its shard's claim (:meth:`PgStore.shard_alive`) — or
does not take the press within :data:`TAKE_WITHIN` seconds, the receiving process withdraws it
(``new`` → ``expired``, again one UPDATE, so exactly one of the two wins) and answers that the
table's process is restarting: nothing changed. A press taken by an owner that then died is
taken again when a process owning that shard starts (the move's interaction id makes a second
application impossible).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import re
import time
from typing import TYPE_CHECKING, Any, Protocol, cast

import discord

from bot.discord.language_logic import quick_language
from bot.discord.replies import RELAYED, say
from bot.ops import ownership
from bot.ops.sharding import shard_of
from bot.table import privacy
from i18n import t

if TYPE_CHECKING:
    from bot.store.sqlite import Store


class RelayHost(Protocol):
    """What the relay needs of the running bot (the client builds the relay: no import back)."""

    store: Store | None  # None until the client has opened it

    async def finish_forgets(self) -> None: ...


log = logging.getLogger("caravanserai.relay")

POLL = 0.25  # seconds between two looks at one relayed row (the process that received it)
SWEEP = 1.0  # the owner's look at relays when no notification woke it (PostgreSQL NOTIFY)
CHANNEL = "caravanserai_relay"  # NOTIFY channel: a press was recorded
TAKE_WITHIN = 20.0  # seconds the owner has to take a press before it is withdrawn
TOKEN_LIFETIME = 15 * 60  # Discord: an interaction token answers follow-ups this long
SESSION = re.compile(r"^cs:[bsp]:(\d+):")  # the session in a decision component's custom_id

RESTARTING = "table-process-restarting"  # what the player reads when the owner is not there


def payload_of(interaction: discord.Interaction) -> dict[str, Any]:
    """What rebuilds ``interaction`` in the owning process (a DM press: no server)."""
    user = interaction.user
    return {
        "id": str(interaction.id),
        "application_id": str(interaction.application_id),
        "type": int(interaction.type.value),
        "token": interaction.token,
        "version": 1,
        "attachment_size_limit": interaction.filesize_limit,
        "data": dict(interaction.data or {}),
        "channel_id": str(interaction.channel_id),
        "channel": {"id": str(interaction.channel_id), "type": 1},
        "user": {
            "id": str(user.id),
            "username": user.name,
            "discriminator": getattr(user, "discriminator", "0"),
            "global_name": getattr(user, "global_name", None),
            "avatar": None,
        },
        "locale": str(interaction.locale),
        "context": 1,
        "entitlements": [],
    }


class Relay:
    """Both halves: :meth:`forward` (the process that received a press) and :meth:`run` (the
    process owning the table). Only active when this process owns some shards."""

    def __init__(self, bot: RelayHost) -> None:
        self.bot = bot
        self._task: asyncio.Task[None] | None = None
        self._waiting: set[asyncio.Task[None]] = set()
        self._wake = asyncio.Event()
        self.taken = 0  # presses this process took for its tables
        self.withdrawn = 0  # presses this process forwarded and withdrew (owner down)

    @property
    def store(self) -> Any:
        return self.bot.store

    # -- the process that received the press ---------------------------------------------------
    async def forward(self, interaction: discord.Interaction) -> bool:
        """Hand a DM press for another process's table to the database; True when it was
        handled here (forwarded, or answered that the owner is down)."""
        store = self.store
        if store is None or not ownership.partial(store) or interaction.guild_id is not None:
            return False
        data: Any = interaction.data or {}  # a component press: its custom_id
        m = SESSION.match(str(data.get("custom_id", "")))
        if m is None:
            return False
        row = await store.fetchone(
            "SELECT guild, status FROM sessions WHERE id = ?", (int(m.group(1)),)
        )
        plan = store.shards
        if row is None or row["status"] not in ("open", "running") or plan.owns_guild(row["guild"]):
            return False  # no such table, or ours: the usual answers
        shard = shard_of(row["guild"], plan.count)
        if not await store.shard_alive(shard):
            await interaction.response.send_message(self._restarting(interaction), ephemeral=True)
            self.withdrawn += 1
            return True
        await interaction.response.defer(ephemeral=True, thinking=True)
        async with store.transaction() as db:
            cur = await db.execute(
                "INSERT OR IGNORE INTO relays(session_id, interaction_id, payload, created_at)"
                " VALUES (?,?,?,?)",
                (
                    int(m.group(1)),
                    str(interaction.id),
                    json.dumps(payload_of(interaction)),
                    time.time(),
                ),
            )
            rid = int(cur.lastrowid or 0)
            if rid:
                await store.notify(db, CHANNEL)  # the owner looks at once (sent on commit)
        if rid:
            task = asyncio.create_task(self._await_owner(rid, interaction), name=f"relay {rid}")
            self._waiting.add(task)
            task.add_done_callback(self._waiting.discard)
        log.info("press %s for session %s relayed to shard %d", interaction.id, m.group(1), shard)
        return True

    async def _await_owner(self, rid: int, interaction: discord.Interaction) -> None:
        """Wait for the owner to take the press; withdraw it (and say so) when it does not."""
        deadline = time.monotonic() + TAKE_WITHIN
        while time.monotonic() < deadline:
            row = await self.store.fetchone("SELECT state FROM relays WHERE id = ?", (rid,))
            if row is None or row["state"] != "new":
                return  # taken: the owner answers
            await asyncio.sleep(POLL)
        async with self.store.transaction() as db:
            cur = await db.execute(
                "UPDATE relays SET state = 'expired' WHERE id = ? AND state = 'new'", (rid,)
            )
            withdrawn = cur.rowcount == 1
            if withdrawn:
                await db.execute("DELETE FROM relays WHERE id = ?", (rid,))
        if withdrawn:
            self.withdrawn += 1
            with contextlib.suppress(discord.HTTPException):
                await say(interaction, self._restarting(interaction))

    def _restarting(self, interaction: discord.Interaction) -> str:
        """In the presser's language (their /settings choice, else their Discord client's)."""
        service = getattr(self.bot, "_service", None)
        lang = quick_language(service, interaction) if service is not None else interaction.locale
        return t(lang, RESTARTING)

    # -- the process that owns the table --------------------------------------------------------
    def start(self) -> None:
        if self._task is None and self.store is not None and ownership.partial(self.store):
            self._task = asyncio.create_task(self._run(), name="caravanserai-relay")

    async def stop(self) -> None:
        tasks = [t for t in [self._task, *self._waiting] if t is not None]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self._task = None

    def _owned(self) -> str:
        return (
            "session_id IN (SELECT id FROM sessions WHERE"
            f" {ownership.owned(self.store, 'sessions.guild')})"
        )

    async def _run(self) -> None:
        await self.store.listen(CHANNEL, self._wake.set)
        await self.store.listen(privacy.CHANNEL, self._wake.set)  # a forget: our tables' part
        # presses a process of these shards took and did not finish (it died): take them again
        async with self.store.transaction() as db:
            await db.execute(
                f"UPDATE relays SET state = 'new' WHERE state = 'taken' AND {self._owned()}"
            )
        while True:
            try:
                await self.run_once()
                await self.bot.finish_forgets()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("relayed presses could not be read; trying again")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), SWEEP)
            self._wake.clear()

    async def run_once(self) -> int:
        """Take and answer every new press for this process's tables; returns how many."""
        store = self.store
        rows = await store.fetchall(
            f"SELECT id, payload, created_at FROM relays WHERE state = 'new' AND {self._owned()}"
            " ORDER BY id"
        )
        taken = 0
        for row in rows:
            async with store.transaction() as db:
                if row["created_at"] < time.time() - TOKEN_LIFETIME:  # no way to answer it
                    await db.execute("DELETE FROM relays WHERE id = ?", (row["id"],))
                    continue
                cur = await db.execute(
                    "UPDATE relays SET state = 'taken' WHERE id = ? AND state = 'new'",
                    (row["id"],),
                )
                if cur.rowcount != 1:
                    continue  # withdrawn meanwhile
            taken += 1
            self.taken += 1
            task = asyncio.create_task(self._apply(int(row["id"]), json.loads(row["payload"])))
            self._waiting.add(task)
            task.add_done_callback(self._waiting.discard)
        return taken

    async def _apply(self, rid: int, payload: dict[str, Any]) -> None:
        """The press, as if this process had received it (the same component code)."""
        from bot.discord import components

        bot = cast(discord.Client, self.bot)  # the relay is built by the Discord client
        try:
            interaction: discord.Interaction = discord.Interaction(
                data=payload,  # type: ignore[arg-type]  # the stored payload, as Discord sent it
                state=bot._connection,  # noqa: SLF001 - how discord.py builds one
            )
            interaction.extras[RELAYED] = True  # acknowledged by the process that received it
            await components.relayed(interaction)
        except Exception:
            log.exception("relayed press %s failed", payload.get("id"))
        finally:
            async with self.store.transaction() as db:
                await db.execute("DELETE FROM relays WHERE id = ?", (rid,))
