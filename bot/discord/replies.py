"""One way to send a message in answer to an interaction, whatever was sent before.

A deferred response ("thinking…") stays on the caller's screen until the original response is
edited: a follow-up is a message of its own beside it (Discord documents the follow-up
replacing the loading message as deprecated). So the first message after a defer edits the
original response, and only later ones are follow-ups. Its ephemerality was decided by the
defer."""

from __future__ import annotations

from typing import Any

import discord

EDITED = "caravanserai-edited"  # interaction.extras: the deferred response was replaced
# interaction.extras: another bot process acknowledged it ("thinking…") and handed it over
# (bot/discord/relay.py); this process answers through its token
RELAYED = "caravanserai-relayed"


def acknowledged(interaction: discord.Interaction) -> bool:
    """Whether the interaction had its first response (here, or in the process it came from)."""
    return interaction.response.is_done() or bool(interaction.extras.get(RELAYED))


async def defer(interaction: discord.Interaction, *, ephemeral: bool = True) -> None:
    """Acknowledge with "thinking…" unless that was done already."""
    if not acknowledged(interaction):
        await interaction.response.defer(ephemeral=ephemeral, thinking=True)


def thinking(interaction: discord.Interaction) -> bool:
    """Whether the interaction's response is a "thinking…" message no answer replaced yet."""
    deferred = interaction.response.type is discord.InteractionResponseType.deferred_channel_message
    return (deferred or bool(interaction.extras.get(RELAYED))) and not interaction.extras.get(
        EDITED
    )


async def say(
    interaction: discord.Interaction,
    content: str,
    *,
    ephemeral: bool = True,
    view: discord.ui.View | None = None,
    files: list[discord.File] | None = None,
) -> None:
    """``content`` as the first response, else in place of the "thinking…" message, else as a
    follow-up."""
    extra: dict[str, Any] = {}
    if view is not None:
        extra["view"] = view
    if not acknowledged(interaction):
        if files:
            extra["files"] = files
        await interaction.response.send_message(content, ephemeral=ephemeral, **extra)
    elif thinking(interaction):
        interaction.extras[EDITED] = True
        await interaction.edit_original_response(content=content, attachments=files or [], **extra)
    else:
        if files:
            extra["files"] = files
        await interaction.followup.send(content, ephemeral=ephemeral, **extra)
