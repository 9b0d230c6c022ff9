"""What the commands and components need from the running bot, as a protocol, so they depend on
this small surface instead of on the client module (which imports them): the dependency goes
one way, ``client → cog, components → host, logic``."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Protocol

import discord

if TYPE_CHECKING:
    from bot.discord.game_logic import Reply
    from bot.table.service import TableService


class Host(Protocol):
    @property
    def service(self) -> TableService: ...

    async def deferred(
        self, interaction: discord.Interaction, work: Callable[[], Awaitable[Reply]]
    ) -> None:
        """Acknowledge at once, run ``work`` in the place's arrival order, send its reply."""

    async def answer(self, interaction: discord.Interaction, work: Callable[[], Reply]) -> None:
        """Compute a reply from memory and send it (deferring first when it has images)."""
