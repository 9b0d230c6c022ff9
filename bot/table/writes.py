"""The table service's writes that every move makes, kept cheap.

* A notice is turned into JSON once, field by field: ``dataclasses.asdict`` deep-copies the
  whole view first (16 ms for an Almadi view, more than the move itself).
* An outbox row's id reaches its notice whether the transaction is a plain connection or a
  :class:`~bot.store.sqlite.Batch` (the id is only known once the batch has run).
* Each seat's private digest is stored with the move it belongs to (a restart reads it instead
  of building every view; :mod:`bot.table.restore`).
"""

from __future__ import annotations

import json
from dataclasses import fields
from typing import Any

import orjson

from bot.store.sqlite import Batch
from bot.table.model import Notice, Table

_NOTICE_FIELDS = [f.name for f in fields(Notice) if f.name != "id"]


def notice_json(notice: Notice) -> str:
    """``json.dumps(notice.to_json())`` without copying the view first (it is plain JSON data
    already, and only read here), by orjson: the same data, read back by ``json.loads``."""
    payload = {name: getattr(notice, name) for name in _NOTICE_FIELDS}
    if notice.words is None:
        del payload["words"]  # as Notice.to_json: the shape rows had before words
    if notice.run is None:
        del payload["run"]
    try:
        return orjson.dumps(payload, option=orjson.OPT_NON_STR_KEYS).decode()
    except TypeError:  # what orjson refuses (an integer over 64 bits) json still writes
        return json.dumps(payload)


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
    """What people were last told, as of move ``table.seq`` (for ``sessions.digests``): the
    seats' private digests, and the public events the channel has not been told yet (the turn's
    story, bot/table/turns.py)."""
    seats = {str(k): v for k, v in table.private_digest.items()}
    return json.dumps({"seq": table.seq, "seats": seats, "story": table.story})


def load_story(text: str | None, seq: int) -> dict[str, Any] | None:
    """The stored turn story if it belongs to move ``seq``."""
    if not text:
        return None
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("seq") != seq:
        return None
    story = data.get("story")
    return story if isinstance(story, dict) else None


def load_digests(text: str | None, seq: int) -> dict[int, str] | None:
    """The stored digests if they belong to move ``seq`` (an undo since makes them stale)."""
    if not text:
        return None
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("seq") != seq:
        return None
    return {int(k): str(v) for k, v in data["seats"].items()}
