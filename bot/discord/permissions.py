"""The permissions a table needs in its channel, named as Discord's settings name them, so a
moderator reading the bot's message knows exactly which switch to flip — in the reader's
language, as their Discord client names them (:func:`named`)."""

from __future__ import annotations

import discord

from i18n import t

NEEDED = (
    ("view_channel", "View Channel"),
    ("send_messages", "Send Messages"),
    ("attach_files", "Attach Files"),
)


# Discord's English name of a permission -> its message id (the client's own name, per language)
NAME_IDS = {
    "View Channel": "perm-view-channel",
    "Send Messages": "perm-send-messages",
    "Attach Files": "perm-attach-files",
    "Send Messages in Threads": "perm-send-in-threads",
}


def named(names: list[str], lang: str) -> str:
    """``**View Channel**, **Attach Files**`` as ``lang``'s Discord client names them."""
    return ", ".join(f"**{t(lang, NAME_IDS[n]) if n in NAME_IDS else n}**" for n in names)


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
