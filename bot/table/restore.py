"""Resuming the stored tables after a restart (DESIGN §10: snapshots make restarts fast; full
replay is a check, not the start-up path).

A running table is restored from its latest snapshot plus the moves after it, with what every
table needs read in four queries for all tables together (not four per table). The snapshot is
checked against its stored hash; one that fails, or that the later moves do not continue, or one
written under other rules, is ignored and the whole log replayed instead. Afterwards
:func:`verify_replays` replays every whole log in the background and compares.

**Start fast at any size**: past :data:`LAZY_ABOVE` running tables, a restart
restores each table's state on its first use instead of all of them before answering.

Start-up still reads what every table needs in four queries (:func:`prefetch`) and
builds every table — seats, settings, clock, move number, interaction ids, so timers, the
outbox, duplicate checks and listings work at once — but decoding each snapshot and applying
the moves after it (~2 ms a table: 10 s for 5,000) waits until something reads ``table.state``
(a move, a view, a timer firing, the background replay check, which then wakes every table in
turn without holding up commands). That work needs no I/O: the rows were read at start-up.

Below the threshold every table is restored at start as before (well under a second), so every
snapshot problem is found and mended before the first command. Past it, a table whose snapshot
turns out unusable on first use is re-played from its whole log in the background; until then
reading its state raises :class:`Restoring` (a clear "try again" instead of a wrong position).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import sqlite3
from collections import defaultdict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from bot.table import notices, writes
from bot.table.model import Player, Table
from games.core.registry import get_game

if TYPE_CHECKING:
    from bot.table.ports import Service

log = logging.getLogger("caravanserai.service")

ACTIVE = "SELECT id FROM sessions WHERE status IN ('open', 'running')"
LATEST = "SELECT session_id, max(seq) AS seq FROM snapshots GROUP BY session_id"


@dataclass
class Prefetched:
    """What :func:`load_row` needs, read for every active session at once."""

    seats: dict[int, list[Any]] = field(default_factory=lambda: defaultdict(list))
    snapshots: dict[int, Any] = field(default_factory=dict)
    after: dict[int, list[Any]] = field(default_factory=lambda: defaultdict(list))
    interactions: dict[int, list[str]] = field(default_factory=lambda: defaultdict(list))


async def prefetch(store: Any) -> Prefetched:
    from bot.ops.ownership import active_sessions  # this process's tables only

    ACTIVE = active_sessions(store)  # noqa: N806 - the module constant, narrowed
    pre = Prefetched()
    for s in await store.fetchall(
        f"SELECT * FROM seats WHERE session_id IN ({ACTIVE}) ORDER BY session_id, seat"
    ):
        pre.seats[int(s["session_id"])].append(s)
    for s in await store.fetchall(
        f"SELECT s.session_id, s.seq, s.state, s.hash FROM snapshots s JOIN ({LATEST}) l "
        f"ON s.session_id = l.session_id AND s.seq = l.seq WHERE s.session_id IN ({ACTIVE})"
    ):
        pre.snapshots[int(s["session_id"])] = s
    for a in await store.fetchall(
        f"SELECT a.session_id, a.seq, a.seat, a.action FROM actions a JOIN ({LATEST}) l "
        f"ON a.session_id = l.session_id WHERE a.seq > l.seq AND a.session_id IN ({ACTIVE}) "
        "ORDER BY a.session_id, a.seq"
    ):
        pre.after[int(a["session_id"])].append(a)
    for a in await store.fetchall(
        "SELECT session_id, interaction_id FROM actions WHERE interaction_id IS NOT NULL "
        f"AND session_id IN ({ACTIVE})"
    ):
        pre.interactions[int(a["session_id"])].append(a["interaction_id"])
    return pre


async def load_all(service: Service) -> int:
    """:meth:`Service.load`: every open or running table; returns how many."""
    from bot.ops.ownership import owned  # several processes: each loads its own

    rows = await service.store.fetchall(
        "SELECT * FROM sessions WHERE status IN ('open', 'running')"
        f" AND {owned(service.store, 'sessions.guild')} ORDER BY id"
    )
    pre = await prefetch(service.store)
    restored = 0
    _games.clear()
    load = loader(rows)
    for row in rows:
        try:
            table = await load(service, row, pre)
        except Exception:
            # e.g. the rules changed under a stored game: keep its log untouched for
            # recovery, and keep every other table running
            log.exception("session %s (%s) could not be restored; skipped", row["id"], row["game"])
            service.unrestored[row["place"]] = int(row["id"])
            continue
        service.adopt(table)
        restored += 1
    if service.verify_on_load:
        tables = list(service.by_id.values())
        service.verifying = asyncio.ensure_future(verify_replays(service, tables))
    return restored


async def load_row(
    service: Service, row: Any, pre: Prefetched | None = None, cls: type[Table] = Table
) -> Table:
    """One session's table (seed + options + seats + log), from ``pre`` when given. Another
    ``cls`` (:class:`LazyTable`) gets its rows and restores its own state on first use."""
    store = service.store
    game = game_of(row["game"])
    if game.spec.version != row["rules_version"]:
        log.warning(
            "session %s was started with %s rules v%s; this engine is v%s",
            row["id"],
            row["game"],
            row["rules_version"],
            game.spec.version,
        )
    if pre is not None:
        seats = pre.seats.get(int(row["id"]), [])
    else:
        seats = await store.fetchall(
            "SELECT * FROM seats WHERE session_id = ? ORDER BY seat", (row["id"],)
        )
    table = cls(
        id=row["id"],
        place=row["place"],
        guild=row["guild"],
        game=game,
        options=json.loads(row["options"]),
        seed=row["seed"],
        max_seats=row["max_seats"],
        creator=row["creator"],
        status=row["status"],
        paused=row["paused"],
        rules_version=row["rules_version"],
        players=[
            Player(
                s["user_id"],
                s["name"],
                bool(s["is_bot"]),
                bool(s["resigned"]),
                s["left_reason"],
                s["bot_level"],
            )
            for s in seats
        ],
        settings=json.loads(row["settings"] or "{}"),
        clock=json.loads(row["clock"]) if row["clock"] else None,
    )
    if table.status != "running" or cls is not Table:
        return table
    if await restore_state(service, table, row, pre):
        finish(table, row["digests"], snapshot=True)
    else:
        await replay_all(service, table)
        finish(table, row["digests"], snapshot=False)
    return table


def finish(table: Table, stored_digests: Any, *, snapshot: bool) -> None:
    """Once the state is set: the turn's story, each seat's private digest (the stored ones when
    the state came from a snapshot, computed for the others) and the seats waiting."""
    digests = (writes.load_digests(stored_digests, table.seq) or {}) if snapshot else {}
    table.story = writes.load_story(stored_digests, table.seq) or table.story
    for seat in range(len(table.players)):
        if seat not in digests:
            digests[seat] = notices.private_digest(table, seat)
    table.private_digest = digests
    table.waiting = set(table.pending_humans())


_games: dict[str, Any] = {}  # during one load_all: get_game imports its module at every call


def game_of(name: str) -> Any:
    """``get_game(name)``, once per game per load (5,000 calls were 0.3 s of a restart)."""
    game = _games.get(name)
    if game is None:
        game = _games[name] = get_game(name)
    return game


def ready(table: Table) -> bool:
    """False while a lazy table whose snapshot failed is re-played from its log."""
    return getattr(table, "replaying", None) is None


def json_hash(data: Any) -> str:
    """``Game.state_hash`` of the state that ``data`` (its ``encode``) describes, from the data
    itself: no decode and re-encode at load (that round trip is checked by the background
    replay), no second encode when a snapshot is written."""
    blob = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(blob.encode()).hexdigest()


async def restore_state(
    service: Service, table: Table, row: Any, pre: Prefetched | None = None
) -> bool:
    """Set ``table.state`` and ``table.seq`` from the latest snapshot and the moves after it.
    Returns False (nothing set) when there is no usable snapshot: none yet, other rules, one
    whose stored hash does not match its content, or one the later moves do not continue."""
    store, game, sid = service.store, table.game, int(table.id)
    if row["rules_version"] != game.spec.version:
        return False  # another engine: only the log can be trusted
    if pre is not None:
        snap = pre.snapshots.get(sid)
    else:
        snap = await store.fetchone(
            "SELECT seq, state, hash FROM snapshots WHERE session_id = ? ORDER BY seq DESC LIMIT 1",
            (sid,),
        )
    if snap is None:
        return False
    if pre is not None:
        rows = pre.after.get(sid, [])
        ids = pre.interactions.get(sid, [])
    else:
        rows = await store.fetchall(
            "SELECT seq, seat, action FROM actions WHERE session_id = ? AND seq > ? ORDER BY seq",
            (sid, int(snap["seq"])),
        )
        ids = [
            r["interaction_id"]
            for r in await store.fetchall(
                "SELECT interaction_id FROM actions WHERE session_id = ? "
                "AND interaction_id IS NOT NULL",
                (sid,),
            )
        ]
    return from_snapshot(table, snap, rows, ids)


def from_snapshot(table: Table, snap: Any, rows: list[Any], ids: list[str]) -> bool:
    """:func:`restore_state` once its rows are read (no I/O: also run on a lazy table's first
    use, :class:`LazyTable`)."""
    game, sid = table.game, int(table.id)
    try:
        data = json.loads(snap["state"])
        ok = json_hash(data) == snap["hash"]
        state = game.decode(data) if ok else None
    except Exception:  # noqa: BLE001 - a broken snapshot: the log is replayed instead
        log.exception("session %s: snapshot at move %s unreadable", sid, snap["seq"])
        return False
    if not ok:
        log.error("session %s: replay differs from its snapshot at move %s", sid, snap["seq"])
        return False
    seq = int(snap["seq"])
    try:
        for a in rows:
            game.apply(state, a["seat"], a["action"])
            seq = int(a["seq"])
    except Exception:  # noqa: BLE001 - the log does not continue this snapshot: replay it all
        log.error("session %s: replay differs from its snapshot at move %s", sid, snap["seq"])
        return False
    table.state, table.seq = state, seq
    table.interaction_ids.update(ids)
    return True


async def replay_all(service: Service, table: Table) -> None:
    """The table's state from its whole log (no snapshot to start from, or none to trust)."""
    game = table.game
    table.state = game.new(len(table.players), table.seed, table.options)
    actions = await service.store.fetchall(
        "SELECT seq, seat, action, interaction_id FROM actions WHERE session_id = ? ORDER BY seq",
        (table.id,),
    )
    snap = await service.store.fetchone(
        "SELECT seq, hash FROM snapshots WHERE session_id = ? ORDER BY seq DESC LIMIT 1",
        (table.id,),
    )
    for a in actions:
        game.apply(table.state, a["seat"], a["action"])
        table.seq = a["seq"]
        if a["interaction_id"]:
            table.interaction_ids.add(a["interaction_id"])
        if snap and snap["seq"] == table.seq and snap["hash"] != game.state_hash(table.state):
            # the log is the truth; a differing snapshot means the engine changed
            log.error(
                "session %s: replay differs from its snapshot at move %s", table.id, table.seq
            )


async def verify_replays(service: Service, tables: list[Table]) -> int:
    """Replay each table's whole log and compare it with the state it was restored to (from a
    snapshot); logs an error for each that differs, whose state then becomes the replay (the
    log is the truth). Runs after start-up, yielding between tables so moves are served
    meanwhile; returns how many differed."""
    differing = 0
    for table in tables:
        await asyncio.sleep(0)
        if not ready(table) or table.state is None or table.status != "running":
            continue
        async with table.lock:
            game = table.game
            try:
                rows = await service.store.fetchall(
                    "SELECT seat, action FROM actions WHERE session_id = ? AND seq <= ? "
                    "ORDER BY seq",
                    (table.id, table.seq),
                )
            except (ValueError, sqlite3.ProgrammingError):
                return differing  # the store was closed (the bot stops): nothing to check
            replayed = False
            try:
                state = game.new(len(table.players), table.seed, table.options)
                for a in rows:
                    game.apply(state, a["seat"], a["action"])
                replayed = True
                same = game.state_hash(state) == game.state_hash(table.state)
            except Exception:  # noqa: BLE001 - reported, the table keeps running
                log.exception("session %s: the full replay failed", table.id)
                same = False
            if not same:
                differing += 1
                log.error(
                    "session %s: the full replay differs from the state restored from its "
                    "snapshot at move %s",
                    table.id,
                    table.seq,
                )
                if replayed and len(rows) == table.seq:
                    table.state = state  # the log is the truth
    return differing


# -- start fast at any size: tables restored on first use -------------------------------------
LAZY_ABOVE = 200  # running tables; below, start-up restores them all (< 0.5 s) as before


class Restoring(RuntimeError):
    """The table is being re-played from its log (its snapshot could not be used)."""


Loader = Callable[["Service", Any, Prefetched], Awaitable[Table]]


def loader(rows: list[Any], lazy_above: int | None = None) -> Loader:
    """How :func:`bot.table.load_all` builds each table of ``rows``."""
    limit = LAZY_ABOVE if lazy_above is None else lazy_above
    running = sum(1 for r in rows if r["status"] == "running")
    return load_lazily if running > limit else load_row


async def load_lazily(service: Service, row: Any, pre: Prefetched) -> Table:
    sid = int(row["id"])
    snap = pre.snapshots.get(sid)
    if (
        row["status"] != "running"
        or snap is None
        or game_of(row["game"]).spec.version != row["rules_version"]
    ):
        return await load_row(service, row, pre)  # nothing to defer, or only the log
    table = await load_row(service, row, pre, cls=LazyTable)
    assert isinstance(table, LazyTable)
    after = pre.after.get(sid, [])
    ids = pre.interactions.get(sid, [])
    table.seq = int(after[-1]["seq"]) if after else int(snap["seq"])
    table.interaction_ids.update(ids)
    table.story = writes.load_story(row["digests"], table.seq) or table.story
    table.pending = (service, snap, after, ids, row["digests"])
    return table


class LazyTable(Table):
    """A :class:`~bot.table.model.Table` whose state, private digests and waiting seats are
    restored from the prefetched snapshot the first time any of them is read."""

    pending: tuple[Any, ...] | None = None
    replaying: asyncio.Future[None] | None = None

    def _wake(self) -> None:
        pending = self.__dict__.pop("pending", None)
        if pending is None:
            if self.replaying is not None and asyncio.current_task() is not self.replaying:
                raise Restoring(f"table {self.id} is being restored from its log")
            return
        service, snap, after, ids, digests = pending
        if from_snapshot(self, snap, after, ids):
            finish(self, digests, snapshot=True)
            return
        self.replaying = asyncio.ensure_future(self._replay(service, digests))
        raise Restoring(f"table {self.id} is being restored from its log")

    async def _replay(self, service: Service, digests: Any) -> None:
        try:
            async with self.lock:
                await replay_all(service, self)
                finish(self, digests, snapshot=False)
        except Exception:
            log.exception("session %s could not be restored from its log", self.id)
            raise
        finally:
            self.replaying = None

    @property
    def state(self) -> Any:
        self._wake()
        return self.__dict__.get("_state")

    @state.setter
    def state(self, value: Any) -> None:
        self.__dict__["_state"] = value

    @property
    def private_digest(self) -> dict[int, str]:
        self._wake()
        return self.__dict__["_private_digest"]

    @private_digest.setter
    def private_digest(self, value: dict[int, str]) -> None:
        self.__dict__["_private_digest"] = value

    @property
    def waiting(self) -> set[int]:
        self._wake()
        return self.__dict__["_waiting"]

    @waiting.setter
    def waiting(self, value: set[int]) -> None:
        self.__dict__["_waiting"] = value

    @property
    def restored(self) -> bool:
        """Whether the state was restored (a lazy table not used yet: False)."""
        return "pending" not in self.__dict__ and self.replaying is None
