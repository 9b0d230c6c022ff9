"""Delivering the table service's :class:`~bot.table.model.Notice` objects on Discord.

Public notices become channel messages (text + PNG of the *public* view + mentions + decision
components); private notices become DMs (text + PNG of that seat's view).

Each place has one *courier*: a task that sends the place's notices in outbox order, one at a
time, and marks each delivered once sent. What a refusal means is one table,
:mod:`bot.discord.http_errors`:

* **transient** (5xx, 429, a dropped connection, 40003 "opening DMs too fast"…): the same notice
  is tried again after a growing pause (:attr:`Delivery.backoff`); later notices of the place
  wait behind it, so order holds, and the outbox keeps them across restarts — a private hand is
  never lost to a burst of DM opens;
* **gone**, **forbidden** or an unknown **refused** code on a public post: nothing is retried
  (every retry would count towards Discord's invalid-request limit) and
  :attr:`Delivery.on_blocked` archives or pauses the table and tells its creator why;
* a DM refused for good (50007, 50278, an unknown code) is remembered, the channel tells that
  player once to use ``/hand``, and they are not DMed again until they sit at a new table.

A backlog (notices left from before a restart, or piled up behind a failure) is not posted as if
it were news: the public ones become one "catching up" post with the current board and decision,
and each player gets only their latest private view. A periodic sweep (:meth:`Delivery.sweep`)
hands couriers every outbox row that no courier holds — an exception between a commit and its
courier never strands a notice until the next restart.

Every request the bot makes (not interaction responses) waits for a token of one global limiter
(:mod:`bot.discord.ratelimit`), so a backlog after an outage never causes a storm of 429s.
Buttons of an earlier decision are not edited away: that edit was half of a move's counted
requests, and a stale press is refused anyway. An auction's bids are the exception: each edits
the post that opened it (:mod:`bot.discord.auction_post`), which is then the current decision.
"""

from __future__ import annotations

import asyncio
import io
import logging
import time
from collections import defaultdict, deque
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

import discord

from bot.discord.auction_post import AuctionPosts
from bot.discord.components import decision_view
from bot.discord.http_errors import LeakError, classify
from bot.discord.markdown import escape_names
from bot.discord.status_post import StatusBoard
from bot.ops import metrics
from bot.ops.places import channel_of, is_user_id
from bot.ops.render_pool import RenderPool
from bot.table.languages import player_language, table_language
from bot.table.model import Notice
from bot.table.privacy import Scrub
from i18n import DEFAULT, resolve_locale, t

if TYPE_CHECKING:
    from bot.store.sqlite import Store
    from bot.table.service import TableService

log = logging.getLogger("caravanserai.discord.delivery")

MAX_CONTENT = 2000
MAX_FILE = 10 * 1024 * 1024
LATE = 120.0  # seconds after which a post says when it happened
CATCH_UP_LINES = 15
SWEEP_EVERY = 30.0  # seconds between two looks at the outbox for rows no courier holds

Renderer = Callable[[dict[str, Any], list[str]], bytes]
# (place, "gone" | "forbidden" | "refused", reason for people) -> archive or pause the table
BlockedHandler = Callable[[str, str, str], Awaitable[None]]

__all__ = ["Delivery", "LeakError", "classify", "split_text", "clip", "announcement"]


def error_code(exc: BaseException | None) -> str:
    """Discord's error code (or the HTTP status) of a refusal, for the metrics."""
    if isinstance(exc, discord.HTTPException):
        return str(exc.code or exc.status)
    return ""


def default_backoff(attempt: int) -> float:
    """Seconds before retry ``attempt`` (1, 2, …): 2, 4, 8 … up to 5 minutes."""
    return float(min(300, 2**attempt))


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


def board_file(image: bytes, filename: str, alt: str) -> discord.File:
    """An image to attach, described by ``alt`` (its board in words: screen readers read it)."""
    return discord.File(io.BytesIO(image), filename=filename, description=alt or None)


def clip(text: str, limit: int = MAX_CONTENT) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def catch_up(notices: list[Notice], lang: str = DEFAULT) -> Notice:
    """One notice for a backlog of one audience: the earlier notices' event lines, then the
    latest notice whole (its view, decisions and mentions are the current ones); its own words
    in ``lang``, the audience's."""
    last = notices[-1]
    if len(notices) == 1:
        return last
    earlier = [line for n in notices[:-1] for line in n.text.splitlines() if line.startswith("• ")]
    if len(earlier) > CATCH_UP_LINES:
        skipped = len(earlier) - CATCH_UP_LINES
        earlier = [t(lang, "catch-up-skipped", count=skipped), *earlier[-CATCH_UP_LINES:]]
    since = next((n.at for n in notices if n.at), None)
    if since:
        head = t(lang, "catch-up-head-since", when=f"<t:{int(since)}:R>", count=len(notices))
    else:
        head = t(lang, "catch-up-head", count=len(notices))
    text = "\n".join([head, *earlier, last.text_in(lang)])
    return replace(last, text=text, at=None, words=None)  # its words said in the text now


def announcement(place: str, text: str) -> Notice:
    """A plain public line (no board, no decision), delivered in order with the notices."""
    return Notice("public", 0, place, clip(text))


@dataclass
class _Lane:
    """The notices of one place still to send, and its courier."""

    queue: dict[int, Notice] = field(default_factory=dict)
    merged: dict[int, list[Notice]] = field(default_factory=dict)  # key -> notices it replaced
    images: dict[int, asyncio.Future[bytes | None]] = field(default_factory=dict)
    task: asyncio.Task[None] | None = None
    settled: asyncio.Event = field(default_factory=asyncio.Event)  # empty, or retrying
    stale: bool = False  # holds a backlog: post it as a catch-up


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
        # images are drawn in worker processes; an injected renderer runs in a thread here
        self.pool = RenderPool(render)
        self.pool.start()  # no move waits for the workers to start
        self.backoff: Callable[[int], float] = default_backoff
        self.on_blocked: BlockedHandler | None = None
        # called with a place once its courier sent everything queued there (the client
        # archives a finished game's thread after its final post)
        self.on_drained: Callable[[str], Awaitable[None]] | None = None
        self._lanes: dict[str, _Lane] = defaultdict(_Lane)
        self._counter = 0
        self._dms: dict[str, discord.abc.Messageable] = {}  # user id -> their open DM channel
        self._told: set[str] = set()  # users told (this run) that their DMs fail
        self._done_ids: deque[int] = deque(maxlen=10_000)  # outbox rows sent (never twice)
        self._done_set: set[int] = set()
        self._orphans: set[int] = set()  # rows no courier held at the last sweep
        self._sweeper: asyncio.Task[None] | None = None
        self.status = StatusBoard(client, store)
        self.auctions = AuctionPosts(client, store)

    # -- queueing -----------------------------------------------------------------------------
    def submit(self, notices: Iterable[Notice], *, stale: bool = False) -> set[str]:
        """Queue notices (synchronously, so callers keep the order the service committed them
        in); returns the places to :meth:`flush`. ``stale``: a backlog from before a restart."""
        places: set[str] = set()
        for notice in notices:
            if notice.id is not None and notice.id in self._done_set:
                continue  # already sent (a sweep racing the courier that sent it)
            self._counter += 1
            key = notice.id if notice.id is not None else (1 << 62) + self._counter
            lane = self._lanes[notice.place]
            lane.queue[key] = notice
            lane.stale = lane.stale or stale
            lane.settled.clear()
            places.add(notice.place)
        return places

    async def flush(self, places: Iterable[str]) -> None:
        """Start the couriers of ``places`` and wait until each has sent its queue or is
        waiting to retry (the caller's reply must not wait for an outage to end)."""
        waits = []
        for place in sorted(places):
            self._start(place)
            waits.append(self._lanes[place].settled.wait())
        if waits:
            await asyncio.gather(*waits)

    def dispatch(self, notices: Iterable[Notice]) -> None:
        """Queue notices and start their couriers without waiting for them: a caller with
        more work (the next tables of a round) goes on while these are drawn and sent."""
        for place in self.submit(notices):
            self._start(place)

    async def deliver(self, notices: Iterable[Notice], *, stale: bool = False) -> None:
        await self.flush(self.submit(notices, stale=stale))

    async def announce(self, place: str, text: str) -> None:
        """A plain public line (someone joined, a table opened), in order with the notices."""
        await self.deliver([announcement(place, text)])

    async def idle(self) -> None:
        """Wait until every courier has finished (sent everything or given up)."""
        while True:
            tasks = [
                lane.task for lane in self._lanes.values() if lane.task and not lane.task.done()
            ]
            if not tasks:
                return
            await asyncio.wait(tasks)

    # -- the sweep ------------------------------------------------------------------------------
    def start_sweeping(self, every: float = SWEEP_EVERY) -> None:
        """Look at the outbox every ``every`` seconds (:meth:`sweep`)."""
        if self._sweeper is None or self._sweeper.done():
            self._sweeper = asyncio.create_task(self._sweep_forever(every), name="outbox sweep")

    async def _sweep_forever(self, every: float) -> None:
        while True:
            await asyncio.sleep(every)
            try:
                await self.sweep()
            except Exception:  # noqa: BLE001 - the next sweep tries again
                log.exception("outbox sweep failed")

    def scrub(self, change: Scrub) -> None:
        """Rewrite the posts couriers hold for ``change``'s table (a forgotten person): their
        private ones are dropped, the rest lose their name, and an image drawn ahead with it
        is drawn again. A post already being sent goes as it was."""
        for lane in self._lanes.values():
            for key, notice in list(lane.queue.items()):
                if notice.session_id != change.session_id:
                    continue
                clean = change.notice(notice)
                lane.images.pop(key, None)
                if clean is None:
                    del lane.queue[key]
                    lane.merged.pop(key, None)  # their rows stay unsent: the sweep sends them
                else:
                    lane.queue[key] = clean

    def held(self) -> set[int]:
        """Outbox rows a courier holds now (queued, or merged into a catch-up)."""
        ids: set[int] = set()
        for lane in self._lanes.values():
            ids.update(lane.queue)
            for merged in lane.merged.values():
                ids.update(n.id for n in merged if n.id is not None)
        return ids

    async def sweep(self) -> int:
        """Hand couriers the unsent outbox rows that no courier held at this sweep *and* the
        one before (a row committed a moment ago is about to be submitted by its command);
        returns how many. They are late, so they go out as a backlog (a catch-up post)."""
        held = self.held()
        unsent = await self.service.undelivered()
        marked = [n.id for n in unsent if n.id is not None and n.id in self._done_set]
        if marked:  # delivered, but the write that said so failed
            await self.store.mark_sent_many(marked)
        pending = [n for n in unsent if n.id not in held and n.id not in self._done_set]
        orphans = {n.id for n in pending if n.id is not None}
        due = [n for n in pending if n.id in self._orphans]
        self._orphans = orphans - {n.id for n in due}
        if due:
            log.warning("sweep: %d unsent notices no courier held; sending them now", len(due))
            places = self.submit(due, stale=True)
            for place in places:
                self._start(place)
        return len(due)

    def _start(self, place: str) -> None:
        lane = self._lanes[place]
        if lane.task is None or lane.task.done():
            lane.task = asyncio.create_task(self._courier(place), name=f"courier {place}")

    async def close(self) -> None:
        """Stop the couriers; what they did not send stays in the outbox for the next start."""
        if self._sweeper is not None:
            self._sweeper.cancel()
            await asyncio.gather(self._sweeper, return_exceptions=True)
        tasks = [lane.task for lane in self._lanes.values() if lane.task and not lane.task.done()]
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        self.pool.close()

    # -- the courier ----------------------------------------------------------------------------
    async def _courier(self, place: str) -> None:
        lane = self._lanes[place]
        attempt = 0
        try:
            while lane.queue:
                if lane.stale:
                    self._collapse(lane)
                for key, notice in lane.queue.items():  # draw ahead, off the loop
                    if key not in lane.images:
                        lane.images[key] = asyncio.ensure_future(self._image(notice))
                key = min(lane.queue)
                notice = lane.queue[key]
                try:
                    sent = await self.send(notice, image=await lane.images[key])
                except Exception as exc:  # noqa: BLE001 - classified below
                    kind, reason = classify(exc)
                    if self.store.unavailable(exc):  # our database, not Discord: try again
                        kind, reason = "transient", f"the database is away ({exc!r})"
                    drawn = lane.images.get(key)
                    if drawn is not None and drawn.done() and drawn.exception() is not None:
                        del lane.images[key]  # a failed drawing is drawn again, not re-raised
                    metrics.delivered(kind, error_code(exc))
                    if kind == "transient":
                        attempt += 1
                        lane.stale = True  # what piles up behind an outage is a backlog
                        lane.settled.set()
                        delay = self.backoff(attempt)
                        log.warning("%s: %s; retry %d in %.1fs", place, reason, attempt, delay)
                        await asyncio.sleep(delay)
                        continue
                    if kind in ("gone", "forbidden", "refused"):
                        log.warning("%s: %s; giving up on this place", place, reason)
                        self._drop(lane)
                        if self.on_blocked is not None:
                            try:
                                await self.on_blocked(place, kind, reason)
                            except Exception:  # noqa: BLE001 - the courier must end cleanly
                                log.exception("%s: could not pause or archive its table", place)
                        break
                    log.error("could not deliver notice %s in %s", notice.id, place, exc_info=exc)
                    await self._done(lane, key, sent=2)
                    continue
                attempt = 0
                if sent:
                    metrics.delivered("sent")
                await self._done(lane, key, sent=1)
                if not lane.queue:  # notices queued meanwhile keep the loop going
                    await self._drained(place)
            lane.stale = False
        finally:
            if not lane.queue and self._lanes.get(place) is lane:
                del self._lanes[place]
            lane.settled.set()

    async def _drained(self, place: str) -> None:
        if self.on_drained is not None:
            try:
                await self.on_drained(place)
            except Exception:  # noqa: BLE001 - the courier goes on
                log.exception("%s: what follows its last post failed", place)

    def _collapse(self, lane: _Lane) -> None:
        """Merge a backlog: all public notices into the latest one, each player's private
        notices into their latest."""
        groups: dict[tuple[str, str | None], list[int]] = defaultdict(list)
        for key in sorted(lane.queue):
            notice = lane.queue[key]
            if notice.kind == "step" or (notice.view is None and notice.kind == "public"):
                continue  # a plain announcement stays as it is; a step is never posted
            groups[(notice.kind, notice.user_id)].append(key)
        for keys in groups.values():
            if len(keys) < 2:
                continue
            merged = catch_up([lane.queue[k] for k in keys], self.language(lane.queue[keys[-1]]))
            last = keys[-1]
            lane.merged[last] = [
                *(n for k in keys[:-1] for n in [lane.queue.pop(k), *lane.merged.pop(k, [])]),
                *lane.merged.get(last, []),
            ]
            for k in keys[:-1]:
                image = lane.images.pop(k, None)
                if image is not None:
                    image.cancel()
            lane.queue[last] = merged

    async def _done(self, lane: _Lane, key: int, *, sent: int) -> None:
        notice = lane.queue.pop(key, None)  # None: scrubbed away while it was being sent
        lane.images.pop(key, None)
        done = [n for n in [notice, *lane.merged.pop(key, [])] if n is not None]
        ids = [n.id for n in done if n.id is not None]
        for i in ids:
            if len(self._done_ids) == self._done_ids.maxlen:
                self._done_set.discard(self._done_ids[0])
            self._done_ids.append(i)
            self._done_set.add(i)
        try:
            await self.store.mark_sent_many(ids, sent)  # one write, shared with other couriers
        except Exception:  # noqa: BLE001 - the courier goes on: the next sweep marks them
            log.warning("could not mark %d delivered rows; the next sweep does", len(ids))

    def _drop(self, lane: _Lane) -> None:
        for image in lane.images.values():
            image.cancel()
        lane.queue.clear()
        lane.merged.clear()
        lane.images.clear()

    async def _image(self, notice: Notice) -> bytes | None:
        if notice.view is None or notice.kind == "step":
            return None
        if notice.kind == "public":
            return await self.render_bytes(notice.view, notice.names, public=True)
        if not is_user_id(notice.user_id) or await self.store.dm_closed(notice.user_id or ""):
            return None
        return await self.render_bytes(notice.view, notice.names, public=False)

    def backlog(self, now: float) -> tuple[int, float]:
        """(notices queued, age in seconds of the oldest committed one) for the health check;
        a catch-up post stands for the notices merged into it: the oldest of them counts."""
        depth, oldest = 0, 0.0
        for lane in list(self._lanes.values()):
            for key, notice in list(lane.queue.items()):
                depth += 1
                for n in [notice, *lane.merged.get(key, [])]:
                    if n.at is not None:
                        oldest = max(oldest, now - n.at)
        return depth, oldest

    # -- rendering ------------------------------------------------------------------------------
    async def render_bytes(
        self, view: dict[str, Any], names: list[str], *, public: bool
    ) -> bytes | None:
        """Render ``view`` off the event loop. ``public=True`` refuses any non-public view."""
        if public and view.get("viewer") is not None:
            raise LeakError(f"refusing to post a view for seat {view.get('viewer')} publicly")
        data = await self.pool.render(view, list(names))
        if len(data) > MAX_FILE:
            log.warning("an image of %d bytes is over the upload limit; not attached", len(data))
            return None
        return data

    async def render_file(
        self, view: dict[str, Any], names: list[str], filename: str, *, public: bool
    ) -> discord.File | None:
        data = await self.render_bytes(view, names, public=public)
        if data is None:
            return None
        alt = await self.describe(view, names)
        return discord.File(io.BytesIO(data), filename=filename, description=alt or None)

    async def words_file(
        self, view: dict[str, Any], names: list[str], filename: str
    ) -> discord.File:
        """The whole board of ``view`` in words as a text file, worded off the event loop."""
        text = await self.pool.describe(view, list(names), whole=True)
        return discord.File(io.BytesIO(text.encode()), filename=filename)

    async def describe(self, view: dict[str, Any] | None, names: list[str]) -> str:
        """The description (alt text) of ``view``'s image, from the same view: its reader's
        seat only, in its language, at most Discord's 1,024 characters; empty when it cannot
        be worded (the image is still sent)."""
        if view is None:
            return ""
        try:
            return await self.pool.describe(view, list(names))
        except Exception:  # noqa: BLE001 - an image without words rather than no image
            log.warning("could not word the description of a %s image", view.get("game"))
            return ""

    # -- sending --------------------------------------------------------------------------------
    async def send(self, notice: Notice, *, image: bytes | None | bool = False) -> bool:
        """Send one notice (``image``: its PNG, already drawn; default: draw it now). Raises
        what Discord raised; a notice that is deliberately not sent (or a DM refused for good,
        counted where it is refused) returns False."""
        if notice.kind == "step":
            return False  # a step of a turn: answered to its player in the reply (turns.py)
        data = await self._image(notice) if image is False else image
        assert data is None or isinstance(data, bytes)
        alt = await self.describe(notice.view, notice.names) if data is not None else ""
        if notice.kind in ("reminder", "turn"):
            # how the player asked to be told it is their turn (/game notify)
            pref = await self.store.notify_pref(notice.user_id or "")
            if pref == ("dm" if notice.kind == "reminder" else "channel"):
                return False
        if notice.kind in ("public", "reminder"):
            return await self._send_public(notice, data, alt)
        return await self._send_private(notice, data, alt)

    def language(self, notice: Notice) -> str:
        """The language of ``notice``'s reader: its image's (set by bot/table/notices.py), else the
        table's for a post and the player's for a DM (English once the table is unknown)."""
        if notice.view is not None and notice.view.get("locale"):
            return resolve_locale(notice.view["locale"])
        table = self.service.by_id.get(notice.session_id)
        if table is None:
            return DEFAULT
        if notice.kind in ("public", "reminder"):
            return table_language(table)
        return player_language(table, notice.user_id)

    def _late(self, notice: Notice, text: str) -> str:
        if notice.at and time.time() - notice.at > LATE:
            late = t(self.language(notice), "delivery-late", when=f"<t:{int(notice.at)}:R>")
            return f"{late}\n{text}"
        return text

    async def _send_public(self, notice: Notice, image: bytes | None, alt: str = "") -> bool:
        channel_id = channel_of(notice.place)
        if channel_id is None:
            return False  # not a Discord place (console): nothing to do here
        channel = self.client.get_partial_messageable(channel_id)
        mentions = discord.AllowedMentions(
            everyone=False,
            roles=False,
            users=[discord.Object(int(u)) for u in notice.mentions if is_user_id(u)],
        )
        view = decision_view(notice.decisions, names=notice.names) if notice.decisions else None
        # an announcement of the service (`The … game was cancelled.`) in its reader's language
        text = notice.text_in(self.language(notice)) if notice.words else notice.text
        text = self._late(notice, escape_names(text, notice.names))
        if notice.run is not None and await self.auctions.edit(notice, clip(text), view):
            return True  # a bid: a line of the auction's post (auction_post.py)
        chunks = split_text(text)
        message = None
        for i, chunk in enumerate(chunks):
            last = i == len(chunks) - 1
            kwargs: dict[str, Any] = {"allowed_mentions": mentions}
            if last and image is not None:
                kwargs["file"] = board_file(image, "board.png", alt)
            if last and view is not None:
                kwargs["view"] = view
            message = await channel.send(chunk, **kwargs)
        if message is not None:  # the game's first board post, kept current (status_post.py)
            await self.status.after_post(notice, message.id, image, alt)
            await self.auctions.posted(notice, message.id)
        return True

    async def _send_private(self, notice: Notice, image: bytes | None, alt: str = "") -> bool:
        user_id = notice.user_id or ""
        if not is_user_id(user_id) or await self.store.dm_closed(user_id):
            return False  # a bot seat or a console user; or known: they read it with /hand
        # a DM names the other players too (`Ann draws red 3`): shown as typed, as in posts
        chunks = split_text(self._late(notice, escape_names(notice.text, notice.names)))
        # a turn DM carries the decision itself: only its player reads it
        view = decision_view(notice.decisions, private=True) if notice.decisions else None

        async def send(dm: discord.abc.Messageable) -> None:
            for i, chunk in enumerate(chunks):
                kwargs: dict[str, Any] = {}
                if i == len(chunks) - 1 and image is not None:
                    kwargs["file"] = board_file(image, "hand.png", alt)
                if i == len(chunks) - 1 and view is not None:
                    kwargs["view"] = view
                await dm.send(chunk, **kwargs)

        try:
            await self._through_dm(user_id, send)
        except discord.HTTPException as exc:
            kind, reason = classify(exc)
            if kind in ("transient", "gone"):
                raise  # the courier retries it, in order: a private view is never lost
            log.warning("DM to %s refused (%s): they read it with /hand", user_id, reason)
            metrics.delivered(kind, error_code(exc))
            await self.store.set_dm_closed(user_id, True)
            await self._tell_dm_failed(notice, user_id, kind)
            return False
        return True

    async def _through_dm(
        self, user_id: str, send: Callable[[discord.abc.Messageable], Awaitable[None]]
    ) -> None:
        """``send`` through the user's DM channel; one remembered from an earlier run that
        Discord no longer knows is forgotten and a new one opened, once."""
        try:
            await send(await self._dm(user_id))
        except discord.HTTPException as exc:
            if classify(exc)[0] != "gone":
                raise
            self._dms.pop(user_id, None)
            await self.store.set_dm_channel(user_id, None)
            await send(await self._dm(user_id))

    async def _dm(self, user_id: str) -> discord.abc.Messageable:
        """The user's DM channel, opened once and remembered in the store: every open is a
        counted request, and Discord refuses bursts of them (40003); discord.py keeps only 128
        of them, and only for the run."""
        dm = self._dms.get(user_id)
        if dm is None:
            known = await self.store.dm_channel(user_id)
            if known is not None:
                dm = self.client.get_partial_messageable(
                    int(known), type=discord.ChannelType.private
                )
            else:
                dm = await self.client.create_dm(discord.Object(int(user_id)))
                await self.store.set_dm_channel(user_id, str(dm.id))
            self._dms[user_id] = dm
        return dm

    async def _tell_dm_failed(self, notice: Notice, user_id: str, kind: str) -> None:
        channel_id = channel_of(notice.place)
        if channel_id is None or user_id in self._told:
            return
        self._told.add(user_id)
        table = self.service.by_id.get(notice.session_id)
        lang = table_language(table)  # a post: the table's language
        channel = self.client.get_partial_messageable(channel_id)
        await channel.send(
            t(lang, "dm-failed", user=user_id, why=kind),
            allowed_mentions=discord.AllowedMentions(
                everyone=False, roles=False, users=[discord.Object(int(user_id))]
            ),
        )

    async def tell(self, user_id: str, text: str) -> bool:
        """A plain DM (to a table's creator); False when it could not be sent."""
        if not is_user_id(user_id) or await self.store.dm_closed(user_id):
            return False

        async def send(dm: discord.abc.Messageable) -> None:
            await dm.send(clip(text))

        try:
            await self._through_dm(user_id, send)
        except (discord.HTTPException, OSError) as exc:
            log.info("could not DM %s: %s", user_id, exc)
            return False
        return True
