"""The table service's writes that every move makes, kept cheap (issue 13).

* A notice is turned into JSON once, field by field: ``dataclasses.asdict`` deep-copies the
  whole view first (16 ms for an Almadi view, more than the move itself).
* An outbox row's id reaches its notice whether the transaction is a plain connection or a
  :class:`~bot.storage.Batch` (the id is only known once the batch has run).
* Restoring a table from its latest snapshot plus the moves after it; the full replay of the
  log, which proves the snapshot right, runs later in the background (:func:`verify_replays`).
"""

from __future__ import annotations

import asyncio
import json
import logging
import sqlite3
from dataclasses import fields
from typing import TYPE_CHECKING, Any

from bot.storage import Batch
from bot.tables import Notice, Table

if TYPE_CHECKING:
    from bot.service import TableService

log = logging.getLogger("caravanserai.service")

_NOTICE_FIELDS = [f.name for f in fields(Notice) if f.name != "id"]


def notice_json(notice: Notice) -> str:
    """``json.dumps(notice.to_json())`` without copying the view first (it is plain JSON data
    already, and only read here)."""
    return json.dumps({name: getattr(notice, name) for name in _NOTICE_FIELDS})


async def store_notice(db: Any, notice: Notice, at: float) -> None:
    """Write ``notice`` to the outbox inside the caller's transaction; its ``id`` is set as soon
    as the row id is known (at once, or when a batch commits)."""
    notice.at = notice.at or at
    sql = "INSERT INTO outbox(session_id, payload, created_at) VALUES (?,?,?)"
    params = (notice.session_id, notice_json(notice), at)
    if isinstance(db, Batch):

        def set_id(rowid: int) -> None:
            notice.id = rowid

        await db.execute(sql, params, on_rowid=set_id)
        return
    cur = await db.execute(sql, params)
    notice.id = int(cur.lastrowid or 0)


def digests_json(table: Table) -> str:
    return json.dumps({str(k): v for k, v in table.private_digest.items()})


def load_digests(text: str | None) -> dict[int, str] | None:
    if not text:
        return None
    return {int(k): str(v) for k, v in json.loads(text).items()}


async def restore_state(service: TableService, table: Table, row: Any) -> bool:
    """Set ``table.state`` and ``table.seq`` from the latest snapshot and the moves after it.
    Returns False (nothing set) when there is no usable snapshot: none yet, other rules, or a
    snapshot whose stored hash does not match its own content; the caller replays the log."""
    store, game = service.store, table.game
    if row["rules_version"] != game.spec.version:
        return False  # another engine: only the log can be trusted
    snap = await store.fetchone(
        "SELECT seq, state, hash FROM snapshots WHERE session_id = ? ORDER BY seq DESC LIMIT 1",
        (table.id,),
    )
    if snap is None:
        return False
    try:
        state = game.decode(json.loads(snap["state"]))
        ok = game.state_hash(state) == snap["hash"]
    except Exception:  # noqa: BLE001 - a broken snapshot: the log is replayed instead
        log.exception("session %s: snapshot at move %s unreadable", table.id, snap["seq"])
        return False
    if not ok:
        log.error("session %s: replay differs from its snapshot at move %s", table.id, snap["seq"])
        return False
    seq = int(snap["seq"])
    rows = await store.fetchall(
        "SELECT seq, seat, action FROM actions WHERE session_id = ? AND seq > ? ORDER BY seq",
        (table.id, seq),
    )
    try:
        for a in rows:
            game.apply(state, a["seat"], a["action"])
            seq = int(a["seq"])
    except Exception:  # noqa: BLE001 - the log does not continue this snapshot: replay it all
        log.error("session %s: replay differs from its snapshot at move %s", table.id, snap["seq"])
        return False
    ids = await store.fetchall(
        "SELECT interaction_id FROM actions WHERE session_id = ? AND interaction_id IS NOT NULL",
        (table.id,),
    )
    table.state, table.seq = state, seq
    table.interaction_ids.update(r["interaction_id"] for r in ids)
    return True


async def verify_replays(service: TableService, tables: list[Table]) -> int:
    """Replay each table's whole log and compare it with the state it was restored to (from a
    snapshot); logs an error for each that differs. Runs after start-up, yielding between
    tables so moves are served meanwhile; returns how many differed."""
    differing = 0
    for table in tables:
        await asyncio.sleep(0)
        if table.state is None or table.status != "running":
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
            try:
                state = game.new(len(table.players), table.seed, table.options)
                for a in rows:
                    game.apply(state, a["seat"], a["action"])
                same = game.state_hash(state) == game.state_hash(table.state)
            except Exception:  # noqa: BLE001 - reported, the table keeps running
                log.exception("session %s: the full replay failed", table.id)
                same = False
            if not same:
                differing += 1
                if rows and len(rows) == table.seq:
                    table.state = state  # the log is the truth
                log.error(
                    "session %s: the full replay differs from the state restored from its "
                    "snapshot at move %s",
                    table.id,
                    table.seq,
                )
    return differing
