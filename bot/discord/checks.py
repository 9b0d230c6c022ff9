"""Who may run a command, as ``app_commands`` checks: the rule stands above the command it
guards, and the handler only runs for those it lets through. A refusal is :class:`Refused`,
words the tree's one error handler (``CaravanseraiBot._command_error``) says to the caller in
their language, ephemeral; nothing runs, so nothing changes.

Only pure preconditions are checks (who the member is, in this server). Rules that depend on
a table (its creator or a moderator may start it, only the seated player moves) stay with the
table service, which refuses with its own words.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import discord
from discord import app_commands

from bot.discord import tournament_logic as tl
from i18n.words import Words, english, w

T = TypeVar("T")


class Refused(app_commands.CheckFailure):
    """A check's refusal as words; ``str()`` is the English text (the logs)."""

    def __init__(self, msg_id: str, **args: Any) -> None:
        self.words: Words = w(msg_id, **args)
        super().__init__(english(self.words))


def manages_server(interaction: discord.Interaction) -> bool:
    """Manage Server (or Administrator) in this server, overwrites included."""
    perms = interaction.permissions
    return bool(perms.manage_guild or perms.administrator)


def member_roles(interaction: discord.Interaction) -> list[str]:
    return [str(r.id) for r in getattr(interaction.user, "roles", [])]


def server_managers(refusal: str) -> Callable[[T], T]:
    """Members who may manage the server; others are told ``refusal`` (a message id)."""

    async def predicate(interaction: discord.Interaction) -> bool:
        if manages_server(interaction):
            return True
        raise Refused(refusal)

    return app_commands.check(predicate)


def organisers(
    unless: Callable[[discord.Interaction], bool] | None = None,
) -> Callable[[T], T]:
    """Tournament organisers: server managers, or members with the role ``/tournament-config``
    named (read from storage). ``unless(interaction)``: the command is anyone's this time (a
    player who drops themselves)."""

    async def predicate(interaction: discord.Interaction) -> bool:
        if unless is not None and unless(interaction):
            return True
        runner = getattr(interaction.client, "tournaments", None)
        guild = str(interaction.guild_id) if interaction.guild_id else None
        if runner is not None and await tl.may_organise(
            runner, guild, manages_server(interaction), member_roles(interaction)
        ):
            return True
        raise Refused("tourn-organisers-only")

    return app_commands.check(predicate)


def status_readers() -> Callable[[T], T]:
    """The application's owner (or team), or a member with the role the owner named
    (``CARAVANSERAI_STATUS_ROLE``)."""

    async def predicate(interaction: discord.Interaction) -> bool:
        bot: Any = interaction.client
        role = getattr(bot.settings, "status_role", None)
        if role and any(r.id == role for r in getattr(interaction.user, "roles", [])):
            return True
        if await bot.is_owner(interaction.user):
            return True
        raise Refused("ops-not-allowed")

    return app_commands.check(predicate)
