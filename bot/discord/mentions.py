"""Slash commands named in the bot's Discord text as command mentions, ``</game join:id>``.

A message names a command as ``{ $cmd-game-join }`` (see :mod:`i18n`); here it becomes a mention
of the registered command: every client shows it in its own language (``/partie rejoindre``)
and a click opens it, which a path written as text cannot do (it is wrong in every other
language). A mention needs the command's id, which only Discord knows: the ids come from the
sync, or, when nothing was synced, from fetching the registered commands, and are kept here in
memory. Before they are known (or if the fetch failed) a command is named by its path in the
reader's language, as code, as the text said it before mentions.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable

from discord import app_commands

from i18n import localised_path

log = logging.getLogger(__name__)


class Mentions:
    """The registered top-level commands' ids, and the namer that mentions them."""

    def __init__(self) -> None:
        self.ids: dict[str, int] = {}  # top-level command name -> its id

    def learn(self, commands: Iterable[app_commands.AppCommand]) -> None:
        self.ids = {command.name: command.id for command in commands}
        log.info("command mentions: %d commands known", len(self.ids))

    def name(self, path: str, lang: str) -> str:
        """``</game join:id>`` for the English path ``game join`` (an i18n namer)."""
        command_id = self.ids.get(path.split(" ", 1)[0])
        if command_id is None:
            return f"`{localised_path(path, lang)}`"
        return f"</{path}:{command_id}>"
