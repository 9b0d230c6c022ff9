"""Where the game stands, one glance away: a table's first board post, kept current by editing.

The first board post of a game (in a thread, its first message) is remembered; after each later
board post it is edited to show the current board and whose turn it is, so a player returning
after two days reads the top of the thread instead of scrolling. The edit also removes the
start's buttons (it costs nothing more there).

Discord's edit limits, and how they are respected:

* every edit is a counted request (50/s per bot, shared with posts): at most one edit per table
  every :attr:`StatusBoard.every` seconds (10 minutes), plus one at the end of the game — a
  turn-based table edits once a turn, a live one at most six times an hour;
* edits to messages older than an hour have a low, unpublished limit (error 30046): after a
  30046 the table's status message is left alone for an hour; the next board post after that
  edits it again;
* a status message that was deleted (10008) is replaced by the latest board post;
* an edit that fails never holds up the table's posts: it is logged and skipped (the next
  turn's edit brings the message up to date).
"""

from __future__ import annotations

import io
import logging
import time
from collections.abc import Callable
from typing import Any

import discord

from bot.discord.markdown import escape_names
from bot.ops.places import channel_of
from bot.table.languages import table_language
from bot.table.model import Notice
from i18n import t

log = logging.getLogger("caravanserai.discord.status")

HOUR = 3600.0
OLD_EDITS_EXHAUSTED = 30046
UNKNOWN_MESSAGE = 10008


class StatusBoard:
    def __init__(
        self, client: Any, store: Any, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.client, self.store, self.clock = client, store, clock
        self.every = 600.0
        self._edited: dict[int, float] = {}  # session -> when its status message was edited
        self._quiet: dict[int, float] = {}  # session -> no edit before (after a 30046)

    async def after_post(
        self, notice: Notice, message_id: int, image: bytes | None, alt: str = ""
    ) -> None:
        """Called with each board post that was sent (``message_id``: its last message);
        ``alt``: its image's description."""
        sid, channel_id = notice.session_id, channel_of(notice.place)
        if notice.view is None or not sid or channel_id is None:
            return
        key = f"status:{sid}"
        stored = await self.store.get_meta(key)
        now = self.clock()
        if stored is None:  # the game's first board post: it is the status message from now on
            await self.store.set_meta(key, str(message_id))
            self._edited[sid] = now
            return
        if not notice.final and now - self._edited.get(sid, -self.every) < self.every:
            return
        if now < self._quiet.get(sid, 0.0):
            return
        self._edited[sid] = now
        channel = self.client.get_partial_messageable(channel_id)
        message = channel.get_partial_message(int(stored))
        service = getattr(self.client, "service", None)
        table = service.by_id.get(sid) if service is not None else None
        kwargs: dict[str, Any] = {"content": status_text(notice, table_language(table))}
        kwargs["view"] = None
        if image is not None:
            file = discord.File(io.BytesIO(image), filename="board.png", description=alt or None)
            kwargs["attachments"] = [file]
        try:
            await message.edit(**kwargs)
        except discord.HTTPException as exc:
            if exc.code == OLD_EDITS_EXHAUSTED:
                self._quiet[sid] = now + HOUR
            elif exc.code == UNKNOWN_MESSAGE:  # deleted: the latest post takes its place
                await self.store.set_meta(key, str(message_id))
            log.info("status message of table %s not edited: %s", sid, exc)
        except (OSError, TimeoutError) as exc:
            log.info("status message of table %s not edited: %s", sid, exc)


def status_text(notice: Notice, lang: str = "en") -> str:
    """The status message: whose turn it is (or the result), without the turn's story."""
    text = escape_names(notice.text, notice.names)
    lines = [line for line in text.splitlines() if not line.startswith("• ")]
    when = int(notice.at or time.time())
    head = t(lang, "status-post-head", when=f"<t:{when}:R>")
    return "\n".join([head, *lines])[:2000]
