"""The permissions a table needs in its channel, named as Discord's settings name them, so a
moderator reading the bot's message knows exactly which switch to flip."""

from __future__ import annotations

import discord

NEEDED = (
    ("view_channel", "View Channel"),
    ("send_messages", "Send Messages"),
    ("attach_files", "Attach Files"),
)


def missing(perms: discord.Permissions, *, thread: bool) -> list[str]:
    """Names of the permissions ``perms`` lacks (in a thread: Send Messages in Threads)."""
    out = []
    for attr, label in NEEDED:
        if attr == "send_messages" and thread:
            attr, label = "send_messages_in_threads", "Send Messages in Threads"
        if not getattr(perms, attr):
            out.append(label)
    return out


def missing_in(channel: object) -> list[str]:
    """What the bot lacks in a cached guild channel or thread (empty when it cannot tell)."""
    if not isinstance(channel, discord.abc.GuildChannel | discord.Thread):
        return []
    me = channel.guild.me
    if me is None:
        return []
    return missing(channel.permissions_for(me), thread=isinstance(channel, discord.Thread))
