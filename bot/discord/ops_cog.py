"""Commands for running the bot for a community: ``/caravanserai status`` for the
bot's owner (or a role the owner names in ``CARAVANSERAI_STATUS_ROLE``), and ``/privacy show``
/ ``/privacy forget`` for everyone (what is stored about me; forget me, after a confirmation
button). The data work is :mod:`bot.table.privacy` and :mod:`bot.ops.health`; this module only asks
and words the answers."""

from __future__ import annotations

import time
from importlib import metadata
from typing import Any, cast

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord import game_logic, limits
from bot.discord.checks import status_readers
from bot.discord.language_logic import caller_language, quick_language
from bot.discord.markdown import escape
from bot.discord.replies import say
from bot.ops import health, logs
from bot.table import languages, privacy
from i18n import resolve_locale, t
from i18n.words import said

FORGET_WINDOW = 600.0  # seconds the confirmation button stays valid
# where an incident happened (bot/discord/incidents.py callers) -> its words; a command's own
# path (`/game new`) is shown as it is typed
WHERE = {
    "a command": "ops-where-command",
    "a reply": "ops-where-reply",
    "a private-choice button": "ops-where-private-button",
    "a decision menu": "ops-where-menu",
    "a decision component": "ops-where-component",
    "game autocomplete": "ops-where-game-autocomplete",
    "options autocomplete": "ops-where-options-autocomplete",
    "/move autocomplete": "ops-where-move-autocomplete",
}


def version() -> str:
    try:
        return metadata.version("caravanserai")
    except metadata.PackageNotFoundError:
        return "unknown"


def ago(seconds: float, lang: str = "en") -> str:
    """A duration for the operator, in ``lang``: ``45s``, ``12 min``, ``5 h``, ``3 days``."""
    seconds = max(0, int(seconds))
    if seconds < 120:
        return t(lang, "ops-seconds", n=seconds)
    if seconds < 7200:
        return t(lang, "ops-minutes", n=seconds // 60)
    if seconds < 172_800:
        return t(lang, "ops-hours", n=seconds // 3600)
    return t(lang, "ops-days", n=seconds // 86_400)


def privacy_text(stored: privacy.Stored, lang: str = "en") -> str:
    """``/privacy show``: what is stored, and for how long."""
    if not stored.anything:
        return t(lang, "privacy-nothing")
    lines = [t(lang, "privacy-head"), t(lang, "privacy-id", id=stored.user_id)]
    if stored.names:
        shown = ", ".join(escape(n) for n in stored.names)
        lines.append(t(lang, "privacy-names", names=shown))
    if stored.tables:
        by_status = ", ".join(
            t(lang, "privacy-status", status=s, count=n) for s, n in sorted(stored.tables.items())
        )
        games = ", ".join(f"{g} ×{n}" for g, n in sorted(stored.games.items()))
        count = sum(stored.tables.values())
        lines.append(t(lang, "privacy-seats", count=count, statuses=by_status, games=games))
    if stored.created:
        lines.append(t(lang, "privacy-created", count=stored.created))
    if stored.moves:
        lines.append(t(lang, "privacy-moves", count=stored.moves))
    if stored.tournaments:
        lines.append(t(lang, "privacy-tournaments", count=stored.tournaments))
    for guild, game, mu, played in stored.ratings:
        rating = f"{mu:.1f}"
        lines.append(t(lang, "privacy-rating", game=game, guild=guild, rating=rating, count=played))
    if stored.results:
        lines.append(t(lang, "privacy-results", count=stored.results))
    if stored.preferences:
        prefs = ", ".join(f"{k}={v}" for k, v in stored.preferences.items())
        lines.append(t(lang, "privacy-settings", settings=prefs))
    lines += ["", t(lang, "privacy-kept")]
    return "\n".join(lines)


def forgotten_text(done: privacy.Forgotten, lang: str = "en") -> str:
    parts = [t(lang, "forgotten-done")]
    if done.resigned:
        parts.append(t(lang, "forgotten-resigned", count=len(done.resigned)))
    if done.cancelled or done.left:
        parts.append(t(lang, "forgotten-tables", count=len(done.cancelled) + len(done.left)))
    if done.tournaments:
        parts.append(t(lang, "forgotten-tournaments", count=len(done.tournaments)))
    if not done.complete:
        parts.append(t(lang, "forgotten-pending"))
    return " ".join(parts)


FORGET_TEMPLATE = r"cs:forget:(?P<user>\d+):(?P<until>\d+)"


class ForgetButton(discord.ui.DynamicItem[discord.ui.Button], template=FORGET_TEMPLATE):
    """The confirmation under ``/privacy forget``. Its ``custom_id`` carries who asked and until
    when it is valid, so it works after a restart, only for that person, for
    :data:`FORGET_WINDOW` seconds (dismissing the message is the way to say no)."""

    def __init__(self, user_id: int, until: int, *, label: str = "Forget me") -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.danger,
                custom_id=f"cs:forget:{user_id}:{until}",
            )
        )
        self.user_id, self.until = user_id, until

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: Any, /
    ) -> ForgetButton:
        label = getattr(item, "label", None) or "Forget me"
        return cls(int(match["user"]), int(match["until"]), label=label)

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        lang = resolve_locale(interaction.locale)
        if interaction.user.id != self.user_id:
            await interaction.response.send_message(t(lang, "forget-not-yours"), ephemeral=True)
            return False
        if time.time() > self.until:
            await interaction.response.send_message(t(lang, "forget-expired"), ephemeral=True)
            return False
        return True

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = cast(commands.Bot, interaction.client)  # the CaravanseraiBot serving the button
        cog = bot.get_cog("OpsCog")
        assert isinstance(cog, OpsCog)
        await cog.forget(interaction)


class OpsCog(commands.Cog):
    caravanserai = app_commands.Group(
        name="caravanserai",
        description="The bot's own state (for its operator)",
        guild_only=True,
    )
    privacy = app_commands.Group(
        name="privacy",
        description="What the bot stores about you, and forgetting it",
        guild_only=True,
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
    @caravanserai.command(name="status", description="Health, tables, outbox and incidents")
    @status_readers()
    async def status(self, interaction: discord.Interaction) -> None:
        async def work() -> game_logic.Reply:
            lang = await caller_language(self.bot.service, interaction)
            return game_logic.Reply(await self.status_text(lang))

        await self.bot.deferred(interaction, work)

    async def status_text(self, lang: str = "en") -> str:
        """The bot's state for its operator, in ``lang``."""
        bot = self.bot
        stuck = getattr(bot.settings, "outbox_stuck_seconds", 300.0)
        checked = await health.check(bot, stuck)
        tables: dict[str, int] = {}
        for table in bot.service.tables.values():
            if table.status in ("open", "running"):
                tables[table.status] = tables.get(table.status, 0) + 1
        depth, oldest = health.outbox(bot)
        up = time.monotonic() - getattr(bot, "ops_started", time.monotonic())
        reasons = "; ".join(said(lang, words) for words in checked.words)
        lines = [
            t(lang, "ops-head", version=version(), up=ago(up, lang), servers=len(bot.guilds)),
            t(lang, "ops-health-ok") if checked.ok else t(lang, "ops-health", reasons=reasons),
            t(
                lang,
                "ops-tables",
                running=tables.get("running", 0),
                open=tables.get("open", 0),
            ),
            t(lang, "ops-outbox", count=depth, oldest=ago(oldest, lang) if depth else ""),
        ]
        incidents = list(logs.INCIDENTS)[-5:]
        if incidents:
            lines.append(t(lang, "ops-incidents"))
            now = time.time()
            for i in reversed(incidents):
                place = t(lang, WHERE[i["where"]]) if i["where"] in WHERE else i["where"]
                where = t(lang, "ops-incident-where", where=place) if place else ""
                table = (
                    t(lang, "ops-incident-table", table=str(i["table"])) if i.get("table") else ""
                )
                lines.append(
                    t(
                        lang,
                        "ops-incident",
                        id=i["id"],
                        ago=ago(now - i["at"], lang),
                        where=where,
                        error=i["error"] or "?",  # the exception's class: not translated
                        table=table,
                    )
                )
        else:
            lines.append(t(lang, "ops-no-incidents"))
        return "\n".join(lines)

    # -- /privacy ---------------------------------------------------------------------------
    @privacy.command(name="show", description="What the bot stores about you")
    async def show(self, interaction: discord.Interaction) -> None:
        async def work() -> game_logic.Reply:
            lang = await caller_language(self.bot.service, interaction)
            stored = await privacy.stored_about(self.bot.store, str(interaction.user.id))
            return game_logic.Reply(privacy_text(stored, lang))

        await self.bot.deferred(interaction, work)

    @privacy.command(name="forget", description="Remove your id and name from the bot's data")
    async def forget_command(self, interaction: discord.Interaction) -> None:
        """Offers the confirmation only to someone with something stored (asked of the
        database, so the answer is deferred first)."""
        lang = quick_language(self.bot.service, interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        user_id = str(interaction.user.id)
        refused = await self.forget_refused(user_id, lang)
        if refused is not None:
            await say(interaction, refused)
            return
        stored = await privacy.stored_about(self.bot.store, user_id)
        running = stored.tables.get("running", 0)
        text = t(lang, "forget-confirm-running" if running else "forget-confirm", count=running)
        view = discord.ui.View(timeout=None)
        until = int(time.time() + FORGET_WINDOW)
        view.add_item(ForgetButton(interaction.user.id, until, label=t(lang, "forget-button")))
        await say(interaction, text, view=view)
        view.stop()  # the button is a dynamic item: no view (nor its 15-minute timer) to keep

    async def forget_refused(self, user_id: str, lang: str) -> str | None:
        """Why a forget is not offered now: nothing is stored, or one was asked moments ago
        (each resigns games and rewrites tables: not a button to press in a loop)."""
        left = privacy.cooldown_left(self.bot.service, user_id)
        if left > 0:
            return t(lang, "forget-cooldown", minutes=max(1, round(left / 60)))
        if await privacy.pending(self.bot.store, user_id):
            return None  # a forget cut off (a crash): asking again finishes it
        if not (await privacy.stored_about(self.bot.store, user_id)).anything:
            return t(lang, "privacy-nothing")
        return None

    async def forget(self, interaction: discord.Interaction) -> None:
        user_id = str(interaction.user.id)

        async def work() -> game_logic.Reply:
            lang = quick_language(self.bot.service, interaction)  # before it is forgotten
            refused = await self.forget_refused(user_id, lang)
            if refused is not None:
                return game_logic.Reply(refused, error=True)
            done = await privacy.forget(
                self.bot.service,
                user_id,
                runner=getattr(self.bot, "tournaments", None),
                scrub=self.bot.delivery.scrub,
            )
            await languages.of(self.bot.service).erase(self.bot.service, user_id)
            return game_logic.Reply(forgotten_text(done, lang), notices=done.notices)

        await self.bot.deferred(interaction, work)
