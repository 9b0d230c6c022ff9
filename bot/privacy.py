"""What the bot stores about a person, and forgetting it (``/privacy``, ``/privacy forget``).

Discord's developer policy expects a bot to delete a user's data on request. A finished game
cannot simply lose a player's rows: its replay (seed + seats + moves) and the tournaments and
other players' results built on it must stay valid. So forgetting *anonymises* what a game
needs — the seat, the moves' actor, a tournament entry, a result row keep their place under a
fresh anonymous id (``forgotten:<random>``, not derived from the user id) and the name
:data:`ANON_NAME` — and *deletes* what is only about the person: preferences, ratings, private
messages not yet delivered. Running games are resigned first (a bot plays the seat), open
tables left or cancelled, tournament entries withdrawn or dropped.

The last step sweeps every text column of every table for the id or the name (so a table
added later cannot keep them by accident); :func:`traces` is the same scan, for tests and for
a warning in the log.
"""

from __future__ import annotations

import json
import logging
import re
import secrets
import sqlite3
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from bot.tables import Notice, ServiceError

if TYPE_CHECKING:
    from bot.service import TableService

log = logging.getLogger("caravanserai.privacy")

ANON_NAME = "Forgotten player"

# columns of game data the final sweep leaves alone: a name that happens to be a word of a
# move ("take") must not change the log a replay depends on; no id or name is ever stored there
GAME_DATA = {
    ("actions", "action"),
    ("actions", "interaction_id"),
    ("undone", "action"),
    ("snapshots", "state"),
    ("snapshots", "hash"),
    ("sessions", "options"),
    ("sessions", "seed"),
    ("sessions", "result"),
    ("sessions", "clock"),
    ("sessions", "digests"),
    ("sessions", "rules_version"),
    ("tournaments", "config"),
    ("tournaments", "options"),
    ("meta", "value"),
}


@dataclass
class Stored:
    """What the database holds about one user (``/privacy``)."""

    user_id: str
    names: list[str] = field(default_factory=list)
    tables: Counter[str] = field(default_factory=Counter)  # status -> tables seated at
    games: Counter[str] = field(default_factory=Counter)  # game id -> tables seated at
    created: int = 0
    moves: int = 0
    tournaments: int = 0
    ratings: list[tuple[str, str, float, int]] = field(default_factory=list)  # guild, game, mu, n
    results: int = 0
    preferences: dict[str, Any] = field(default_factory=dict)
    pending_messages: int = 0

    @property
    def anything(self) -> bool:
        return bool(
            self.tables or self.created or self.tournaments or self.ratings or self.preferences
        )


async def stored_about(store: Any, user_id: str) -> Stored:
    """Everything stored about ``user_id``, read from the tables that hold people's data."""
    out = Stored(user_id)
    for r in await store.fetchall(
        "SELECT s.status, s.game, seats.name FROM seats JOIN sessions s ON s.id = seats.session_id"
        " WHERE seats.user_id = ?",
        (user_id,),
    ):
        out.tables[r["status"]] += 1
        out.games[r["game"]] += 1
        if r["name"] not in out.names:
            out.names.append(r["name"])
    out.created = await _count(store, "sessions WHERE creator = ?", user_id)
    out.moves = await _count(store, "actions WHERE actor = ?", user_id)
    out.tournaments = await _count(store, "tournament_entries WHERE user_id = ?", user_id)
    for r in await store.fetchall(
        "SELECT name FROM tournament_entries WHERE user_id = ?"
        " UNION SELECT name FROM ratings WHERE user_id = ?",
        (user_id, user_id),
    ):
        if r["name"] not in out.names:
            out.names.append(r["name"])
    out.ratings = [
        (r["guild"], r["game"], float(r["mu"]), int(r["games"]))
        for r in await store.fetchall(
            "SELECT guild, game, mu, games FROM ratings WHERE user_id = ? ORDER BY game",
            (user_id,),
        )
    ]
    out.results = await _count(store, "game_results WHERE user_id = ?", user_id)
    row = await store.fetchone("SELECT * FROM users WHERE user_id = ?", (user_id,))
    if row is not None:
        out.preferences = {k: row[k] for k in row.keys() if k != "user_id"}  # noqa: SIM118
    out.pending_messages = await _count(store, "outbox WHERE payload LIKE ?", f"%{user_id}%")
    return out


async def _count(store: Any, where: str, param: str) -> int:
    row = await store.fetchone(f"SELECT COUNT(*) AS n FROM {where}", (param,))
    return int(row["n"]) if row else 0


@dataclass
class Forgotten:
    """What :func:`forget` did; ``notices`` (resignations, cancellations) are to be delivered."""

    anon_id: str
    resigned: list[int] = field(default_factory=list)
    left: list[int] = field(default_factory=list)
    cancelled: list[int] = field(default_factory=list)
    tournaments: list[int] = field(default_factory=list)
    rows: int = 0
    notices: list[Notice] = field(default_factory=list)


async def forget(
    service: TableService, user_id: str, *, runner: Any = None, names: list[str] | None = None
) -> Forgotten:
    """Resign, leave and withdraw ``user_id`` everywhere, then anonymise or delete every row
    about them in one transaction. ``names`` adds names to erase besides the stored ones (the
    caller's current display name)."""
    store = service.store
    known = await stored_about(store, user_id)
    erase = [n for n in dict.fromkeys([*(names or []), *known.names]) if n and n != ANON_NAME]
    done = Forgotten(anon_id=f"forgotten:{secrets.token_hex(8)}")
    # 1. leave every table and tournament through the usual paths (clocks, bots, notices)
    for table in list(service.tables.values()):
        seated = any(p.user_id == user_id for p in table.players)
        if table.status == "running" and seated:
            if any(p.user_id == user_id and not p.automated for p in table.players):
                outcome = await service.resign(table.place, user_id)
                done.notices += outcome.notices
                done.resigned.append(table.id)
        elif table.status == "open" and table.creator == user_id:
            outcome = await service.cancel(table.place, user_id)
            done.notices += outcome.notices
            done.cancelled.append(table.id)
        elif table.status == "open" and seated:
            await service.leave(table.place, user_id)
            done.left.append(table.id)
    if runner is not None:
        for r in await store.fetchall(
            "SELECT t.id, t.status FROM tournament_entries e JOIN tournaments t"
            " ON t.id = e.tournament_id WHERE e.user_id = ? AND e.dropped_round IS NULL",
            (user_id,),
        ):
            try:
                if r["status"] == "registering":
                    await runner.withdraw(int(r["id"]), user_id)
                elif r["status"] == "running":
                    done.notices += await runner.drop(int(r["id"]), user_id)
                done.tournaments.append(int(r["id"]))
            except Exception:  # noqa: BLE001 - anonymised below all the same
                log.exception("tournament %s: could not withdraw a forgotten player", r["id"])
    # 2. what is in memory first (restored tables): a move committed meanwhile at another
    # table then writes the anonymous seat, and one committed just before is swept below
    anon = done.anon_id
    for table in service.by_id.values():
        if table.creator == user_id:
            table.creator = anon
        for p in table.players:
            if p.user_id == user_id:
                p.user_id, p.name = anon, ANON_NAME
    # 3. anonymise or delete, in one transaction; then the notices about to be delivered
    async with store.transaction() as db:
        done.rows += await _rewrite(db, user_id, anon, erase)
    done.notices = [n for n in done.notices if not (n.kind == "private" and n.user_id == user_id)]
    for notice in done.notices:
        _scrub_notice(notice, user_id, anon, erase)
    left = await traces(store, user_id, erase)
    if left:
        log.warning("forgotten user: %d cells still hold their id or name: %s", len(left), left)
    return done


async def _rewrite(db: Any, user_id: str, anon: str, names: list[str]) -> int:
    """Every write of a forget, inside the caller's transaction; returns rows changed."""
    n = 0

    async def run(sql: str, params: tuple[Any, ...]) -> None:
        nonlocal n
        cur = await db.execute(sql, params)
        n += max(cur.rowcount, 0)

    # about the person only: deleted
    await run("DELETE FROM users WHERE user_id = ?", (user_id,))
    await run("DELETE FROM ratings WHERE user_id = ?", (user_id,))
    # what games and tournaments need: the same rows under the anonymous seat
    await run(
        "UPDATE seats SET user_id = ?, name = ? WHERE user_id = ?", (anon, ANON_NAME, user_id)
    )
    await run("UPDATE sessions SET creator = ? WHERE creator = ?", (anon, user_id))
    await run("UPDATE actions SET actor = ? WHERE actor = ?", (anon, user_id))
    await run("UPDATE game_results SET user_id = ? WHERE user_id = ?", (anon, user_id))
    await run(
        "UPDATE tournament_entries SET user_id = ?, name = ? WHERE user_id = ?",
        (anon, ANON_NAME, user_id),
    )
    await run("UPDATE tournaments SET organiser = ? WHERE organiser = ?", (anon, user_id))
    # messages not yet delivered: private ones to the person dropped, others rewritten
    async with db.execute("SELECT id, payload FROM outbox WHERE sent = 0") as cur:
        rows = list(await cur.fetchall())
    for row in rows:
        payload = json.loads(row[1])
        if payload.get("kind") == "private" and payload.get("user_id") == user_id:
            await run("DELETE FROM outbox WHERE id = ?", (row[0],))
            continue
        clean = _scrub(payload, user_id, anon, names)
        if clean != payload:
            await run("UPDATE outbox SET payload = ? WHERE id = ?", (json.dumps(clean), row[0]))
    # every other text cell (tables other areas add later, JSON columns such as a tournament
    # entry's replaced players)
    for table, column in await _text_columns(db):
        if (table, column) in GAME_DATA:
            continue
        needles = [user_id, *names]
        marks = " OR ".join(f'instr("{column}", ?) > 0' for _ in needles)
        async with db.execute(
            f'SELECT rowid, "{column}" FROM "{table}" WHERE {marks}', tuple(needles)
        ) as cur:
            hits = list(await cur.fetchall())
        for rowid, value in hits:
            new = _scrub_text(value, user_id, anon, names)
            if new != value:
                await run(f'UPDATE "{table}" SET "{column}" = ? WHERE rowid = ?', (new, rowid))
    return n


async def _text_columns(db: Any) -> list[tuple[str, str]]:
    out = []
    async with db.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    ) as cur:
        tables = [r[0] for r in await cur.fetchall()]
    for table in tables:
        async with db.execute(f'PRAGMA table_info("{table}")') as cur:
            for col in await cur.fetchall():
                kind = str(col[2]).upper()
                if "INT" not in kind and "REAL" not in kind:
                    out.append((table, str(col[1])))
    return out


def _word(text: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w]){re.escape(text)}(?![\w])")


def _scrub_string(value: str, user_id: str, anon: str, names: list[str]) -> str:
    if value == user_id:
        return anon
    if value in names:
        return ANON_NAME
    value = value.replace(f"<@{user_id}>", ANON_NAME).replace(f"<@!{user_id}>", ANON_NAME)
    value = _word(user_id).sub(anon, value)
    for name in sorted(names, key=len, reverse=True):
        value = _word(name).sub(ANON_NAME, value)
    return value


def _scrub(data: Any, user_id: str, anon: str, names: list[str]) -> Any:
    """``data`` (decoded JSON) with the id and names replaced; a mention list loses the id."""
    if isinstance(data, str):
        return _scrub_string(data, user_id, anon, names)
    if isinstance(data, list):
        return [_scrub(v, user_id, anon, names) for v in data]
    if isinstance(data, dict):
        return {
            k: [m for m in v if m != user_id]
            if k == "mentions" and isinstance(v, list)
            else _scrub(v, user_id, anon, names)
            for k, v in data.items()
        }
    return data


def _scrub_text(value: str, user_id: str, anon: str, names: list[str]) -> str:
    """A cell: JSON is rewritten value by value (so it stays JSON), other text as text."""
    if value[:1] in "[{":
        try:
            return json.dumps(_scrub(json.loads(value), user_id, anon, names))
        except ValueError:
            pass
    return _scrub_string(value, user_id, anon, names)


def _scrub_notice(notice: Notice, user_id: str, anon: str, names: list[str]) -> None:
    notice.text = _scrub_string(notice.text, user_id, anon, names)
    notice.names = [ANON_NAME if n in names else n for n in notice.names]
    notice.mentions = [m for m in notice.mentions if m != user_id]
    if notice.user_id == user_id:
        notice.user_id = anon


async def traces(store: Any, user_id: str, names: list[str]) -> list[tuple[str, str]]:
    """(table, column) of every cell that still contains ``user_id`` or one of ``names``."""
    found = []
    db = store.db
    for table, column in await _text_columns(db):
        for needle in [user_id, *names]:
            try:
                async with db.execute(
                    f'SELECT 1 FROM "{table}" WHERE instr(CAST("{column}" AS TEXT), ?) > 0 LIMIT 1',
                    (needle,),
                ) as cur:
                    if await cur.fetchone() is not None:
                        found.append((table, column))
            except sqlite3.Error:
                continue
    return found


def check_user_id(user_id: str) -> None:
    if not user_id or user_id.startswith(("forgotten:", "bot:")):
        raise ServiceError("There is nothing stored about that id.")
