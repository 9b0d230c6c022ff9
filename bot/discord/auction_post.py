"""An auction told in one channel post: its bids are edits of the post that opened it.

The table service marks each public notice of an auction with its *run* (the move the auction's
post was made at, :mod:`bot.table.turns`). The first notice of a run is posted as usual and its
message id kept in the database (``meta``, ``auction:<session>`` = ``<run>:<message id>``, as
the status post's is), so a restart in the middle of an auction edits the same post; each later
notice of the run replaces that post's text and buttons (its board stays: an edit sends no file,
and pings nobody).

Nothing is lost to an edit that cannot be made: a post deleted by a moderator (10008), one past
Discord's limit on edits of hour-old messages (30046), or a run whose post went out before its
id could be kept, is posted anew and that message is the auction's post from then on. Every other refusal is the courier's to classify, as for a post.
"""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot.ops.places import channel_of
from bot.table.model import Notice

log = logging.getLogger("caravanserai.discord.auction")

UNKNOWN_MESSAGE = 10008
OLD_EDITS_EXHAUSTED = 30046  # Discord's unpublished limit on edits of hour-old messages
NEW_POST = (UNKNOWN_MESSAGE, OLD_EDITS_EXHAUSTED)


def key(session_id: int) -> str:
    return f"auction:{session_id}"


class AuctionPosts:
    def __init__(self, client: Any, store: Any) -> None:
        self.client, self.store = client, store

    async def edit(self, notice: Notice, content: str, view: discord.ui.View | None) -> bool:
        """Edit the post of ``notice``'s run to ``content`` and ``view``; False when there is
        no such post to edit (not kept, or deleted), and the caller posts instead."""
        channel_id = channel_of(notice.place)
        if notice.run is None or channel_id is None:
            return False
        stored = await self.store.get_meta(key(notice.session_id))
        run, _, message_id = (stored or "").partition(":")
        if run != str(notice.run) or not message_id.isdigit():
            return False
        message = self.client.get_partial_messageable(channel_id).get_partial_message(
            int(message_id)
        )
        try:
            await message.edit(content=content, view=view)
        except discord.HTTPException as exc:
            if exc.code not in NEW_POST:
                raise  # the channel itself is gone, or the bot may not post: the courier's
            log.info(
                "auction post of table %s not edited (%s); posted anew", notice.session_id, exc
            )
            return False
        return True

    async def posted(self, notice: Notice, message_id: int) -> None:
        """``notice`` of a run was posted as ``message_id``: the auction's post from now on."""
        if notice.run is not None and notice.session_id:
            await self.store.set_meta(key(notice.session_id), f"{notice.run}:{message_id}")
