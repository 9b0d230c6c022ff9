"""``/settings language`` and ``/settings server-language``: plain functions over the table
service, like :mod:`bot.discord.game_logic` (see :mod:`bot.table.languages` for who reads what)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.discord.game_logic import Reply
from bot.table import languages
from i18n import LANGUAGES, language_name, resolve_locale, t

if TYPE_CHECKING:
    from bot.table.service import TableService

AUTO = "auto"


async def caller_language(service: TableService, interaction: discord.Interaction) -> str:
    """The language of what only ``interaction.user`` reads. A change of client language (or a
    first interaction) is noted at the tables where they sit, for the DMs sent later. Awaits
    storage the first time: call it inside a command's queued work, not before its ticket."""
    user_id = str(interaction.user.id)
    book = languages.of(service)
    before = await book.of_user(user_id)
    lang = await book.of_user(user_id, interaction.locale)
    if lang != before:
        await book.seat(list(service.tables.values()), user_id, lang)
    return lang


def quick_language(service: TableService, interaction: discord.Interaction) -> str:
    """:func:`caller_language` from memory (autocomplete, checks before the queue)."""
    return languages.of(service).cached(str(interaction.user.id), interaction.locale)


async def set_language(service: TableService, user_id: str, choice: str, client: object) -> Reply:
    """The player's own language; ``auto`` follows their Discord client again. Their running
    tables' private texts follow at once."""
    if choice != AUTO and choice not in LANGUAGES:
        return Reply(t(client, "language-unknown", choices=", ".join(LANGUAGES)), error=True)
    book = languages.of(service)
    await book.choose(user_id, None if choice == AUTO else choice)
    lang = await book.of_user(user_id, client)
    await book.seat(list(service.tables.values()), user_id, lang)
    if choice == AUTO:
        return Reply(t(lang, "language-auto", language=language_name(lang)))
    return Reply(t(lang, "language-set", language=language_name(lang)))


async def set_server_language(
    service: TableService, guild: str | None, choice: str, lang: str
) -> Reply:
    """The default language of new tables in a server (Manage Server: a check on the command,
    bot/discord/checks.py); ``auto`` goes back to the server's preferred locale. Tables already
    open keep theirs."""
    if guild is None:
        return Reply(t(lang, "server-language-guild-only"), error=True)
    if choice != AUTO and choice not in LANGUAGES:
        return Reply(t(lang, "language-unknown", choices=", ".join(LANGUAGES)), error=True)
    await languages.of(service).set_guild(guild, None if choice == AUTO else choice)
    if choice == AUTO:
        return Reply(t(lang, "server-language-auto"))
    return Reply(t(lang, "server-language-set", language=language_name(resolve_locale(choice))))
