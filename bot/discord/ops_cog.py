"""Commands for running the bot for a community (issue 29): ``/caravanserai status`` for the
bot's owner (or a role the owner names in ``CARAVANSERAI_STATUS_ROLE``), and ``/privacy show``
/ ``/privacy forget`` for everyone (what is stored about me; forget me, after a confirmation
button). The data work is :mod:`bot.privacy` and :mod:`bot.ops.health`; this module only asks
and words the answers."""

from __future__ import annotations

import time
from importlib import metadata
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import logs, privacy
from bot.discord import limits, logic
from bot.discord.markdown import escape
from bot.ops import health

FORGET_WINDOW = 600.0  # seconds the confirmation button stays valid


def version() -> str:
    try:
        return metadata.version("caravanserai")
    except metadata.PackageNotFoundError:
        return "unknown"


def ago(seconds: float) -> str:
    seconds = max(0, int(seconds))
    if seconds < 120:
        return f"{seconds}s"
    if seconds < 7200:
        return f"{seconds // 60} min"
    if seconds < 172_800:
        return f"{seconds // 3600} h"
    return f"{seconds // 86_400} days"


def privacy_text(stored: privacy.Stored) -> str:
    """``/privacy show``: what is stored, and for how long."""
    if not stored.anything:
        return "I store nothing about you: you have not played, created a table or registered."
    lines = ["**What I store about you**", f"- your Discord id `{stored.user_id}`"]
    if stored.names:
        shown = ", ".join(escape(n) for n in stored.names)
        lines.append(f"- the name you had when you sat down: {shown}")
    if stored.tables:
        by_status = ", ".join(f"{n} {s}" for s, n in sorted(stored.tables.items()))
        games = ", ".join(f"{g} ×{n}" for g, n in sorted(stored.games.items()))
        lines.append(f"- seats at {sum(stored.tables.values())} tables ({by_status}; {games})")
    if stored.created:
        lines.append(f"- {stored.created} tables you opened")
    if stored.moves:
        lines.append(f"- {stored.moves} moves you made (the games' logs)")
    if stored.tournaments:
        lines.append(f"- {stored.tournaments} tournament entries")
    for guild, game, mu, games in stored.ratings:
        lines.append(f"- a {game} rating on server `{guild}`: {mu:.1f} after {games} games")
    if stored.results:
        lines.append(f"- {stored.results} game results (rank, score)")
    if stored.preferences:
        prefs = ", ".join(f"{k}={v}" for k, v in stored.preferences.items())
        lines.append(f"- your settings: {prefs}")
    lines += [
        "",
        "Games are kept for as long as the bot runs, so that they can be replayed and "
        "tournaments keep their results; messages are kept only until they are delivered. "
        "`/privacy forget` removes your id and name: you resign from running games, your "
        "ratings and settings are deleted, and your finished games keep your moves under an "
        "anonymous seat. Posts already made in channels belong to each server.",
    ]
    return "\n".join(lines)


def forgotten_text(done: privacy.Forgotten) -> str:
    parts = ["Done: I no longer store your id or your name."]
    if done.resigned:
        parts.append(f"You resigned from {len(done.resigned)} running games (a bot plays on).")
    if done.cancelled or done.left:
        parts.append(f"{len(done.cancelled) + len(done.left)} open tables were left or closed.")
    if done.tournaments:
        parts.append(f"You left {len(done.tournaments)} tournaments.")
    return " ".join(parts)


FORGET_TEMPLATE = r"cs:forget:(?P<user>\d+):(?P<until>\d+)"


class ForgetButton(discord.ui.DynamicItem[discord.ui.Button], template=FORGET_TEMPLATE):
    """The confirmation under ``/privacy forget``. Its ``custom_id`` carries who asked and until
    when it is valid, so it works after a restart, only for that person, for
    :data:`FORGET_WINDOW` seconds (dismissing the message is the way to say no)."""

    def __init__(self, user_id: int, until: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="Forget me",
                style=discord.ButtonStyle.danger,
                custom_id=f"cs:forget:{user_id}:{until}",
            )
        )
        self.user_id, self.until = user_id, until

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: Any, /
    ) -> ForgetButton:
        return cls(int(match["user"]), int(match["until"]))

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        if interaction.user.id != self.user_id:
            await interaction.response.send_message(
                "Only the person who asked can confirm this.", ephemeral=True
            )
            return False
        if time.time() > self.until:
            await interaction.response.send_message(
                "This confirmation has expired; use `/privacy forget` again.", ephemeral=True
            )
            return False
        return True

    async def callback(self, interaction: discord.Interaction) -> None:
        cog = interaction.client.get_cog("OpsCog")
        assert isinstance(cog, OpsCog)
        await cog.forget(interaction)


class OpsCog(commands.Cog):
    caravanserai = app_commands.Group(
        name="caravanserai",
        description="The bot's own state (for its operator)",
        allowed_contexts=app_commands.AppCommandContext(
            guild=True, dm_channel=False, private_channel=False
        ),
    )
    privacy = app_commands.Group(
        name="privacy",
        description="What the bot stores about you, and forgetting it",
        allowed_contexts=app_commands.AppCommandContext(
            guild=True, dm_channel=False, private_channel=False
        ),
    )

    def __init__(self, bot: Any) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(ForgetButton)

    @commands.Cog.listener()
    async def on_member_ban(self, guild: discord.Guild, user: discord.abc.User) -> None:
        """A banned member can no longer act in that server (bot/discord/limits.py)."""
        await limits.member_banned(self.bot, guild.id, user.id)

    # -- /caravanserai status ---------------------------------------------------------------
    async def may_see_status(self, interaction: discord.Interaction) -> bool:
        """The application's owner (or team), or a member with the role the owner named."""
        role = getattr(self.bot.settings, "status_role", None)
        roles = getattr(interaction.user, "roles", [])
        if role and any(r.id == role for r in roles):
            return True
        return bool(await self.bot.is_owner(interaction.user))

    @caravanserai.command(name="status", description="Health, tables, outbox and incidents")
    async def status(self, interaction: discord.Interaction) -> None:
        async def work() -> logic.Reply:
            if not await self.may_see_status(interaction):
                return logic.Reply(
                    "Only the bot's owner (or the role they named) can see its status.",
                    error=True,
                )
            return logic.Reply(await self.status_text())

        await self.bot.deferred(interaction, work)

    async def status_text(self) -> str:
        bot = self.bot
        stuck = getattr(bot.settings, "outbox_stuck_seconds", 300.0)
        checked = await health.check(bot, stuck)
        tables: dict[str, int] = {}
        for table in bot.service.tables.values():
            if table.status in ("open", "running"):
                tables[table.status] = tables.get(table.status, 0) + 1
        depth, oldest = health.outbox(bot)
        up = time.monotonic() - getattr(bot, "ops_started", time.monotonic())
        lines = [
            f"**Caravanserai {version()}** — up {ago(up)}, in {len(bot.guilds)} servers",
            "Health: " + ("all good" if checked.ok else "**" + "; ".join(checked.reasons) + "**"),
            f"Tables: {tables.get('running', 0)} running, {tables.get('open', 0)} open",
            f"Outbox: {depth} to deliver" + (f", oldest {ago(oldest)}" if depth else ""),
        ]
        incidents = list(logs.INCIDENTS)[-5:]
        if incidents:
            lines.append("Last incidents:")
            now = time.time()
            for i in reversed(incidents):
                where = f" in {i['where']}" if i["where"] else ""
                table = f", table {i['table']}" if i.get("table") else ""
                lines.append(
                    f"- `{i['id']}` {ago(now - i['at'])} ago{where}: {i['error'] or '?'}{table}"
                )
        else:
            lines.append("No incidents since the start.")
        return "\n".join(lines)

    # -- /privacy ---------------------------------------------------------------------------
    @privacy.command(name="show", description="What the bot stores about you")
    async def show(self, interaction: discord.Interaction) -> None:
        async def work() -> logic.Reply:
            stored = await privacy.stored_about(self.bot.store, str(interaction.user.id))
            return logic.Reply(privacy_text(stored))

        await self.bot.deferred(interaction, work)

    @privacy.command(name="forget", description="Remove your id and name from the bot's data")
    async def forget_command(self, interaction: discord.Interaction) -> None:
        stored = await privacy.stored_about(self.bot.store, str(interaction.user.id))
        running = stored.tables.get("running", 0)
        text = (
            "This removes your Discord id and name from everything I store: your ratings and "
            "settings are deleted, your finished games keep your moves under an anonymous "
            "seat, open tables you created are closed"
            + (
                f", and you **resign from {running} running games** (a bot plays on)"
                if running
                else ""
            )
            + ". It cannot be undone. Press **Forget me** to confirm."
        )
        view = discord.ui.View(timeout=None)
        view.add_item(ForgetButton(interaction.user.id, int(time.time() + FORGET_WINDOW)))
        await interaction.response.send_message(text, ephemeral=True, view=view)
        view.stop()  # the button is a dynamic item: no view (nor its 15-minute timer) to keep

    async def forget(self, interaction: discord.Interaction) -> None:
        user = interaction.user
        names = [user.display_name, user.name, getattr(user, "global_name", None) or ""]

        async def work() -> logic.Reply:
            done = await privacy.forget(
                self.bot.service,
                str(user.id),
                runner=getattr(self.bot, "tournaments", None),
                names=[n for n in names if n],
            )
            return logic.Reply(forgotten_text(done), notices=done.notices)

        await self.bot.deferred(interaction, work)
