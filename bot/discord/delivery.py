"""Delivering the table service's :class:`~bot.service.Notice` objects on Discord.

Public notices become channel messages (text + PNG of the *public* view + mentions + decision
components); private notices become DMs (text + PNG of that seat's view). A DM refused with
50007 is remembered in the store, the channel is told once to use ``/hand``, and that user is
never DMed again. Notices of one place are sent in outbox order, one at a time; each is marked
delivered once sent.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections import defaultdict
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

import discord

from bot.discord.components import decision_view
from bot.service import Notice

if TYPE_CHECKING:
    from bot.service import TableService
    from bot.storage import Store

log = logging.getLogger("caravanserai.discord.delivery")

MAX_CONTENT = 2000
MAX_FILE = 10 * 1024 * 1024
DM_CLOSED = 50007

Renderer = Callable[[dict[str, Any], list[str]], bytes]


class LeakError(RuntimeError):
    """A non-public view was about to be posted in a channel."""


def default_render(view: dict[str, Any], names: list[str]) -> bytes:
    """The real renderer, looked up at call time (so tests can replace ``renderers.render_png``)."""
    import renderers

    return renderers.render_png(view, names)


def place_key(channel_id: int) -> str:
    return f"discord:{channel_id}"


def channel_of(place: str) -> int | None:
    prefix, _, rest = place.partition(":")
    return int(rest) if prefix == "discord" and rest.isdigit() else None


def split_text(text: str, limit: int = MAX_CONTENT) -> list[str]:
    """Split ``text`` into chunks of at most ``limit`` chars, at line breaks where possible."""
    text = text.strip() or "…"
    chunks: list[str] = []
    current = ""
    for line in text.split("\n"):
        while len(line) > limit:  # a single over-long line: hard cut
            if current:
                chunks.append(current)
                current = ""
            chunks.append(line[: limit - 1] + "…")
            line = line[limit - 1 :]
        candidate = f"{current}\n{line}" if current else line
        if len(candidate) > limit:
            chunks.append(current)
            current = line
        else:
            current = candidate
    if current:
        chunks.append(current)
    return chunks or ["…"]


def clip(text: str, limit: int = MAX_CONTENT) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


class Delivery:
    def __init__(
        self,
        client: discord.Client,
        service: TableService,
        store: Store,
        render: Renderer | None = None,
    ) -> None:
        self.client = client
        self.service = service
        self.store = store
        self.render = render or default_render
        self._pending: dict[str, dict[int, Notice]] = defaultdict(dict)
        self._counter = 0
        self._locks: dict[str, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._last_decision_message: dict[str, discord.PartialMessage] = {}

    # -- queueing -----------------------------------------------------------------------------
    def submit(self, notices: Iterable[Notice]) -> set[str]:
        """Queue notices (synchronously, so callers keep the order the service committed them
        in); returns the places to :meth:`flush`."""
        places: set[str] = set()
        for notice in notices:
            key = notice.id if notice.id is not None else (1 << 62) + self._next()
            self._pending[notice.place][key] = notice
            places.add(notice.place)
        return places

    def _next(self) -> int:
        self._counter += 1
        return self._counter

    async def flush(self, places: Iterable[str]) -> None:
        for place in sorted(places):
            async with self._locks[place]:
                queue = self._pending[place]
                while queue:
                    batch = [queue.pop(key) for key in sorted(queue)]
                    # draw every image of the batch at once (off the loop), send in order
                    images = [asyncio.ensure_future(self._image(n)) for n in batch]
                    for notice, image in zip(batch, images, strict=True):
                        try:
                            done = await self.send(notice, file=await image)
                        except Exception:
                            log.exception("could not deliver notice %s in %s", notice.id, place)
                            continue
                        if done:
                            await self.service.delivered(notice)
                if not queue:
                    self._pending.pop(place, None)

    async def _image(self, notice: Notice) -> discord.File | None:
        if notice.view is None:
            return None
        if notice.kind == "public":
            return await self.render_file(notice.view, notice.names, "board.png", public=True)
        if not (notice.user_id or "").isdigit() or await self.store.dm_closed(notice.user_id or ""):
            return None
        return await self.render_file(notice.view, notice.names, "hand.png", public=False)

    async def deliver(self, notices: Iterable[Notice]) -> None:
        await self.flush(self.submit(notices))

    # -- rendering ------------------------------------------------------------------------------
    async def render_file(
        self, view: dict[str, Any], names: list[str], filename: str, *, public: bool
    ) -> discord.File | None:
        """Render ``view`` off the event loop. ``public=True`` refuses any non-public view."""
        if public and view.get("viewer") is not None:
            raise LeakError(f"refusing to post a view for seat {view.get('viewer')} publicly")
        data = await asyncio.to_thread(self.render, view, list(names))
        if len(data) > MAX_FILE:
            log.warning(
                "image %s is %d bytes, over the upload limit; not attached", filename, len(data)
            )
            return None
        return discord.File(io.BytesIO(data), filename=filename)

    # -- sending --------------------------------------------------------------------------------
    async def send(self, notice: Notice, *, file: discord.File | None | bool = False) -> bool:
        """Send one notice (``file``: its image, already drawn; default: draw it now). True when
        it is done with (sent, or deliberately not sent)."""
        image = await self._image(notice) if file is False else file
        assert image is None or isinstance(image, discord.File)
        if notice.kind == "public":
            return await self._send_public(notice, image)
        return await self._send_private(notice, image)

    async def _send_public(self, notice: Notice, file: discord.File | None) -> bool:
        channel_id = channel_of(notice.place)
        if channel_id is None:
            return True  # not a Discord place (console): nothing to do here
        channel = self.client.get_partial_messageable(channel_id)
        mentions = discord.AllowedMentions(
            everyone=False,
            roles=False,
            users=[discord.Object(int(u)) for u in notice.mentions if u.isdigit()],
        )
        view = None
        if notice.decisions:
            view = decision_view(
                notice.decisions,
                # the engine decides (Game.choices_are_public); a notice stored before that
                # field existed is treated as secret
                is_secret=lambda d: d.get("secret", True),
                names=notice.names,
            )
        chunks = split_text(notice.text)
        await self._retire_buttons(notice.place)
        message = None
        for i, chunk in enumerate(chunks):
            last = i == len(chunks) - 1
            kwargs: dict[str, Any] = {"allowed_mentions": mentions}
            if last and file is not None:
                kwargs["file"] = file
            if last and view is not None:
                kwargs["view"] = view
            message = await channel.send(chunk, **kwargs)
        if view is not None and message is not None:
            self._last_decision_message[notice.place] = channel.get_partial_message(message.id)
        return True

    async def _retire_buttons(self, place: str) -> None:
        """Remove the components of the previous decision message (they are stale now). Only a
        courtesy: stale buttons are refused anyway, and this is forgotten on restart."""
        previous = self._last_decision_message.pop(place, None)
        if previous is None:
            return
        try:
            await previous.edit(view=None)
        except discord.HTTPException as exc:
            log.info("could not remove old buttons in %s: %s", place, exc)

    async def _send_private(self, notice: Notice, file: discord.File | None) -> bool:
        user_id = notice.user_id or ""
        if not user_id.isdigit():
            return True  # a bot seat or a console user
        if await self.store.dm_closed(user_id):
            return True  # known: they read it with /hand
        try:
            dm = await self.client.create_dm(discord.Object(int(user_id)))
            chunks = split_text(notice.text)
            for i, chunk in enumerate(chunks):
                if i == len(chunks) - 1 and file is not None:
                    await dm.send(chunk, file=file)
                else:
                    await dm.send(chunk)
        except discord.Forbidden as exc:
            if exc.code != DM_CLOSED:
                log.warning("DM to %s refused: %s", user_id, exc)
                return True
            await self.store.set_dm_closed(user_id, True)
            await self._tell_dm_closed(notice, user_id)
            return True
        except discord.HTTPException as exc:
            if 400 <= exc.status < 500:
                log.warning("DM to %s failed: %s", user_id, exc)
                return True
            raise
        return True

    async def _tell_dm_closed(self, notice: Notice, user_id: str) -> None:
        channel_id = channel_of(notice.place)
        if channel_id is None:
            return
        channel = self.client.get_partial_messageable(channel_id)
        await channel.send(
            f"<@{user_id}>, I cannot send you direct messages (your DMs are closed), so your "
            "private cards are not sent to you: use `/hand` here at any time to see them "
            "(only you will see the answer).",
            allowed_mentions=discord.AllowedMentions(
                everyone=False, roles=False, users=[discord.Object(int(user_id))]
            ),
        )

    async def announce(self, place: str, text: str) -> None:
        """A plain public line (someone joined, a table opened), in order with the notices."""
        channel_id = channel_of(place)
        if channel_id is None:
            return
        async with self._locks[place]:
            channel = self.client.get_partial_messageable(channel_id)
            await channel.send(clip(text), allowed_mentions=discord.AllowedMentions.none())
