"""French and Italian names for the slash commands (discord.py's ``app_commands.Translator``).

Discord shows a command's ``name_localizations`` and ``description_localizations`` in each
user's client language; discord.py asks this translator for every name, description, option and
choice when it builds the synced payload. The message id comes from *where* the string sits
(``cmd-game-new``, ``cmd-game-new-opt-seats``, ``choice-24h``), not from its English text, so the
cogs keep their plain English decorators and ``i18n/locales/*/commands.ftl`` holds the rest
(``en`` mirrors the cogs; a test keeps it in step). Only ``fr`` and ``it`` are localised: for
every other client Discord falls back to the English default.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from i18n import has, plain

LOCALISED = {discord.Locale.french: "fr", discord.Locale.italian: "it"}
_SLUG = re.compile(r"[^a-z0-9_-]+")


def _path(command: Any) -> str:
    return "cmd-" + str(command.qualified_name).replace(" ", "-")


def choice_id(value: object) -> str:
    return "choice-" + _SLUG.sub("-", str(value).lower()).strip("-")


def message_id(location: Where, data: Any) -> str | None:
    """The catalogue id of the string at ``location`` (None: nothing to translate there)."""
    if location in (Where.command_name, Where.group_name):
        return _path(data)
    if location in (Where.command_description, Where.group_description):
        return _path(data) + ".description"
    if location is Where.parameter_name:
        return f"{_path(data.command)}-opt-{data.name}"
    if location is Where.parameter_description:
        return f"{_path(data.command)}-opt-{data.name}.description"
    if location is Where.choice_name:
        return choice_id(data.value)
    return None


class CommandTranslator(app_commands.Translator):
    """Looks the string up by its place in the tree; ``None`` keeps Discord's English."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        lang = LOCALISED.get(locale)
        msg_id = message_id(context.location, context.data) if lang else None
        if lang is None or msg_id is None or not has(msg_id):
            return None
        return plain(lang, msg_id)  # a description shows a mention as its raw text


def strings(tree: app_commands.CommandTree[Any]) -> Iterator[tuple[str, str]]:
    """Every ``(message id, English text)`` of the tree's commands, groups, options and
    choices: what ``commands.ftl`` must hold."""

    def walk(command: Any) -> Iterator[Any]:
        yield command
        for child in getattr(command, "commands", []):
            yield from walk(child)

    for top in tree.get_commands():
        for command in walk(top):
            yield _path(command), command.name
            yield _path(command) + ".description", command.description
            for param in getattr(command, "parameters", []):
                yield f"{_path(command)}-opt-{param.name}", param.display_name
                yield f"{_path(command)}-opt-{param.name}.description", param.description
                for choice in param.choices:
                    yield choice_id(choice.value), choice.name


async def command_payloads(tree: app_commands.CommandTree[Any]) -> list[dict[str, Any]]:
    """What a sync sends: each command's payload, with its localisations when a translator is
    set (so changing a translation changes the sync digest, and the commands are synced again)."""
    translator = tree.translator
    if translator is None:
        return [c.to_dict(tree) for c in tree.get_commands()]
    return [await c.get_translated_payload(tree, translator) for c in tree.get_commands()]
