"""What the bot stores about a person, and forgetting it (``/privacy``, ``/privacy forget``).

Discord's developer policy expects a bot to delete a user's data on request. A finished game
cannot simply lose a player's rows: its replay (seed + seats + moves) and the tournaments and
other players' results built on it must stay valid. So forgetting *anonymises* what a game
needs — each seat, its moves' actor, a tournament entry, a result row keep their place under an
anonymous id of their own (``forgotten:<random>``, one per seat, entry or tournament, so the
anonymous rows cannot be linked back into one history) and the name :data:`ANON_NAME` — and
*deletes* what is only about the person: preferences, ratings, private messages not yet
delivered. Running games are resigned first (a bot plays the seat), open tables left or
cancelled, tournament entries withdrawn or dropped.

Everything is found **by the person's id, through indexes** — never by matching names or free
text, which any member chooses for themselves (a nickname "Ann" or "running" must not rewrite
somebody else's seat or a status column). The names replaced are the ones stored on the
person's own rows, and only inside those rows and the undelivered posts of their own tables.

A forget is a durable request (``forgets``): each bot process does the part it owns (the tables
and tournaments of its servers, under each table's lock, memory and database together, so no
later move writes the id back) when it is woken or starts, and the request is deleted once no
row keyed by the id is left anywhere. A crash mid-way is finished at the next start.
"""

from __future__ import annotations

import json
import logging
import re
import secrets
import sqlite3
import time
import weakref
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from bot.ops import ownership
from bot.table.model import Notice, Table
from i18n import t

if TYPE_CHECKING:
    from bot.table.service import TableService

log = logging.getLogger("caravanserai.privacy")

ANON_NAME = "Forgotten player"
CHANNEL = "caravanserai_forget"  # NOTIFY channel: a forget was requested (other processes act)
COOLDOWN = 600.0  # seconds between two forgets asked by one person (each one resigns games)

# rows keyed by a person's id, each through an index (migration v11): what "stored" means
KEYED = [
    "SELECT 1 FROM seats WHERE user_id = ? LIMIT 1",
    "SELECT 1 FROM sessions WHERE creator = ? LIMIT 1",
    "SELECT 1 FROM actions WHERE actor = ? LIMIT 1",
    "SELECT 1 FROM tournament_entries WHERE user_id = ? LIMIT 1",
    "SELECT 1 FROM tournaments WHERE organiser = ? LIMIT 1",
    "SELECT 1 FROM ratings WHERE user_id = ? LIMIT 1",
    "SELECT 1 FROM game_results WHERE user_id = ? LIMIT 1",
    "SELECT 1 FROM users WHERE user_id = ? LIMIT 1",
]

# columns a forget never writes and :func:`traces` never reports: a name that happens to be a
# word of a move ("take") is not the person; no id or name is ever stored there
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


def anonymous_id() -> str:
    """A fresh anonymous id: random, not derived from anything about the person."""
    return f"forgotten:{secrets.token_hex(8)}"


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
            self.tables
            or self.created
            or self.moves
            or self.tournaments
            or self.ratings
            or self.results
            or self.preferences
        )


async def stored_about(store: Any, user_id: str) -> Stored:
    """Everything stored about ``user_id``, read by id from the tables that hold people's data."""
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
    out.pending_messages = sum(
        1
        for r in await store.fetchall(
            "SELECT o.payload FROM outbox o WHERE o.sent = 0 AND o.session_id IN"
            " (SELECT session_id FROM seats WHERE user_id = ?)",
            (user_id,),
        )
        if json.loads(r["payload"]).get("user_id") == user_id
    )
    return out


async def _count(store: Any, where: str, param: str) -> int:
    row = await store.fetchone(f"SELECT COUNT(*) AS n FROM {where}", (param,))
    return int(row["n"]) if row else 0


# -- asking -------------------------------------------------------------------------------------
_ASKED: weakref.WeakKeyDictionary[Any, dict[str, float]] = weakref.WeakKeyDictionary()


def cooldown_left(service: TableService, user_id: str, now: float | None = None) -> float:
    """Seconds before ``user_id`` may ask again (0: now). Kept in memory: a record of who asked
    would itself be data about them."""
    asked = _ASKED.get(service, {}).get(user_id)
    if asked is None:
        return 0.0
    return max(0.0, asked + COOLDOWN - (time.monotonic() if now is None else now))


async def pending(store: Any, user_id: str) -> bool:
    """Whether a forget of ``user_id`` was asked and is not finished yet."""
    return await store.fetchone("SELECT 1 FROM forgets WHERE user_id = ?", (user_id,)) is not None


@dataclass
class Forgotten:
    """What a forget did here: ``notices`` (resignations, cancellations) are to be delivered;
    ``complete`` once nothing keyed by the id is left in any process's part."""

    resigned: list[int] = field(default_factory=list)
    left: list[int] = field(default_factory=list)
    cancelled: list[int] = field(default_factory=list)
    tournaments: list[int] = field(default_factory=list)
    rows: int = 0
    notices: list[Notice] = field(default_factory=list)
    scrubs: list[Scrub] = field(default_factory=list)
    complete: bool = False


@dataclass
class Scrub:
    """How the posts of one table change: the person's seats become anonymous seats; a post
    that was only for them is dropped. :meth:`apply` is what couriers run on a queued post."""

    session_id: int
    user_id: str
    anon: dict[int, str]  # seat -> its anonymous id
    names: list[str]  # the names stored on the person's seats, unique at that table

    def apply(self, payload: dict[str, Any]) -> dict[str, Any] | None:
        """``payload`` (a notice's JSON) without the person, or None to drop it."""
        if payload.get("session_id") != self.session_id:
            return payload
        if payload.get("user_id") == self.user_id:
            return None if payload.get("kind") == "private" else {**payload, "user_id": None}
        out = dict(payload)
        text = str(payload.get("text") or "")
        for mention in (f"<@{self.user_id}>", f"<@!{self.user_id}>"):
            text = text.replace(mention, ANON_NAME)
        out["text"] = _replace_names(text, self.names)
        names = list(payload.get("names") or [])
        for seat in self.anon:
            if seat < len(names):
                names[seat] = ANON_NAME
        out["names"] = names
        out["mentions"] = [m for m in payload.get("mentions") or [] if m != self.user_id]
        out["decisions"] = [
            {**d, "user_id": self.anon.get(int(d.get("seat", -1)), d.get("user_id"))}
            if d.get("user_id") == self.user_id
            else d
            for d in payload.get("decisions") or []
        ]
        return out

    def notice(self, notice: Notice) -> Notice | None:
        """:meth:`apply` on a notice object (one held in memory by a courier)."""
        data = self.apply(notice.to_json())
        return None if data is None else Notice.from_json(data, notice.id)


def _replace_names(text: str, names: list[str]) -> str:
    for name in sorted(names, key=len, reverse=True):
        text = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", ANON_NAME, text)
    return text


async def forget(
    service: TableService,
    user_id: str,
    *,
    runner: Any = None,
    scrub: Callable[[Scrub], None] | None = None,
) -> Forgotten:
    """Forget ``user_id``: record the request (other processes are woken for their tables),
    do this process's part and finish if nothing is left elsewhere. ``scrub`` is told how the
    posts queued in this process's couriers must change."""
    store = service.store
    _ASKED.setdefault(service, {})[user_id] = time.monotonic()
    async with store.transaction() as db:
        await db.execute(
            "INSERT OR IGNORE INTO forgets(user_id, requested_at) VALUES (?, ?)",
            (user_id, service.now()),
        )
        await store.notify(db, CHANNEL)
    return await settle(service, user_id, runner=runner, scrub=scrub)


async def resume(
    service: TableService, *, runner: Any = None, scrub: Callable[[Scrub], None] | None = None
) -> list[Notice]:
    """Do this process's part of every forget not yet finished (at start, and when another
    process asked); returns the notices to deliver."""
    out: list[Notice] = []
    for row in await service.store.fetchall("SELECT user_id FROM forgets ORDER BY id"):
        try:
            done = await settle(service, str(row["user_id"]), runner=runner, scrub=scrub)
        except Exception:
            log.exception("a forget could not be finished here; trying again later")
            continue
        out += done.notices
    return out


async def settle(
    service: TableService,
    user_id: str,
    *,
    runner: Any = None,
    scrub: Callable[[Scrub], None] | None = None,
) -> Forgotten:
    """This process's part of a forget: leave its tables and tournaments through the usual
    paths (clocks, bots, notices), anonymise them, and close the request when nothing keyed by
    the id is left anywhere. Safe to run again: each step finds only what is still there."""
    done = Forgotten()
    await _leave_tables(service, user_id, done)
    if runner is not None:
        await _leave_tournaments(service.store, runner, user_id, done)
    for session_id in await _own_sessions(service.store, user_id):
        await _anonymise_session(service, session_id, user_id, done)
    await _anonymise_tournaments(service.store, user_id, done)
    done.notices = [n for n in done.notices if not (n.kind == "private" and n.user_id == user_id)]
    for item in done.scrubs:
        done.notices = [n for n in (item.notice(n) for n in done.notices) if n is not None]
        if scrub is not None:
            scrub(item)
    done.complete = await _close(service.store, user_id, done)
    return done


async def _leave_tables(service: TableService, user_id: str, done: Forgotten) -> None:
    store = service.store
    owned = ownership.owned(store, "s.guild")
    rows = await store.fetchall(
        "SELECT DISTINCT s.id, s.place FROM sessions s WHERE s.status IN ('open', 'running')"
        f" AND {owned} AND (s.creator = ? OR s.id IN"
        " (SELECT session_id FROM seats WHERE user_id = ?))",
        (user_id, user_id),
    )
    for row in rows:
        table = service.by_id.get(int(row["id"]))
        if table is None or table.status not in ("open", "running"):
            continue
        try:
            await _leave_one(service, table, user_id, done)
        except Exception:  # noqa: BLE001 - anonymised below all the same
            log.exception("session %s: could not take a forgotten player out", table.id)


async def _leave_one(service: TableService, table: Table, user_id: str, done: Forgotten) -> None:
    mine = table.seats_of(user_id)
    if table.status == "running":
        if any(not table.players[s].automated for s in mine):
            outcome = await service.resign(table.place, user_id)
            done.notices += outcome.notices
            done.resigned.append(table.id)
    elif table.creator == user_id:
        outcome = await service.cancel(table.place, user_id)
        done.notices += outcome.notices
        done.cancelled.append(table.id)
    elif mine:
        await service.leave(table.place, user_id)
        done.left.append(table.id)


async def _leave_tournaments(store: Any, runner: Any, user_id: str, done: Forgotten) -> None:
    for r in await store.fetchall(
        "SELECT t.id, t.status FROM tournament_entries e JOIN tournaments t"
        " ON t.id = e.tournament_id WHERE e.user_id = ? AND e.dropped_round IS NULL"
        f" AND {ownership.owned(store, 't.guild')}",
        (user_id,),
    ):
        try:
            if r["status"] == "registering":
                await runner.withdraw(int(r["id"]), user_id)
            elif r["status"] == "running":
                done.notices += await runner.drop(int(r["id"]), user_id)
            else:
                continue
            done.tournaments.append(int(r["id"]))
        except Exception:  # noqa: BLE001 - anonymised below all the same
            log.exception("tournament %s: could not withdraw a forgotten player", r["id"])


async def _own_sessions(store: Any, user_id: str) -> list[int]:
    """The tables of this process's servers that hold the id: a seat, the creator, a move."""
    owned = ownership.owned(store, "s.guild")
    rows = await store.fetchall(
        f"SELECT s.id FROM sessions s WHERE {owned} AND (s.creator = ?"
        " OR s.id IN (SELECT session_id FROM seats WHERE user_id = ?)"
        " OR s.id IN (SELECT session_id FROM actions WHERE actor = ?)"
        " OR s.id IN (SELECT session_id FROM game_results WHERE user_id = ?)) ORDER BY s.id",
        (user_id, user_id, user_id, user_id),
    )
    return [int(r["id"]) for r in rows]


async def _anonymise_session(
    service: TableService, session_id: int, user_id: str, done: Forgotten
) -> None:
    """One table's rows and, if it is in memory, the table itself, under its lock: a move
    after this writes the anonymous seat, never the id."""
    table = service.by_id.get(session_id)
    if table is None:
        await _rewrite_session(service, session_id, user_id, done, None)
        return
    async with table.lock:
        await _rewrite_session(service, session_id, user_id, done, table)


async def _rewrite_session(
    service: TableService,
    session_id: int,
    user_id: str,
    done: Forgotten,
    table: Table | None,
) -> None:
    store = service.store
    async with store.transaction() as db:
        seats = await _rows(
            db, "SELECT seat, user_id, name FROM seats WHERE session_id = ?", (session_id,)
        )
        anon = {int(r[0]): anonymous_id() for r in seats if r[1] == user_id}
        theirs = {str(r[2]) for r in seats if r[1] == user_id}
        others = {str(r[2]) for r in seats if r[1] != user_id}
        names = sorted(n for n in theirs if n and n not in others and n != ANON_NAME)
        spare = next(iter(anon.values()), None) or anonymous_id()  # moves of a seat not theirs
        n = 0
        for seat, aid in anon.items():
            n += await _run(
                db,
                "UPDATE seats SET user_id = ?, name = ? WHERE session_id = ? AND seat = ?",
                (aid, ANON_NAME, session_id, seat),
            )
            n += await _run(
                db,
                "UPDATE actions SET actor = ? WHERE session_id = ? AND seat = ? AND actor = ?",
                (aid, session_id, seat, user_id),
            )
        n += await _run(
            db,
            "UPDATE actions SET actor = ? WHERE session_id = ? AND actor = ?",
            (spare, session_id, user_id),
        )
        n += await _run(
            db,
            "UPDATE game_results SET user_id = ? WHERE session_id = ? AND user_id = ?",
            (spare, session_id, user_id),
        )
        n += await _run(
            db,
            "UPDATE sessions SET creator = ? WHERE id = ? AND creator = ?",
            (spare, session_id, user_id),
        )
        n += await _session_texts(db, session_id, user_id, table)
        item = Scrub(session_id, user_id, anon, names)
        n += await _scrub_outbox(db, item)
        n += await _drop_relayed(db, session_id, user_id)
    done.rows += n
    done.scrubs.append(item)
    if table is not None:
        _forget_in_memory(table, user_id, anon, spare)


async def _session_texts(db: Any, session_id: int, user_id: str, table: Table | None) -> int:
    """The table's settings (its players' languages, by id) and a holiday pause they set."""
    row = await _one(db, "SELECT settings, paused_by FROM sessions WHERE id = ?", (session_id,))
    if row is None:
        return 0
    n = 0
    settings = json.loads(row[0] or "{}")
    languages = settings.get("languages")
    if isinstance(languages, dict) and user_id in languages:
        languages.pop(user_id)
        n += await _run(
            db, "UPDATE sessions SET settings = ? WHERE id = ?", (json.dumps(settings), session_id)
        )
    if table is not None and isinstance(table.settings.get("languages"), dict):
        table.settings["languages"].pop(user_id, None)
    if row[1] == user_id:
        lang = str(settings.get("language") or "en")
        reason = t(lang, "pause-reason", name=ANON_NAME)
        n += await _run(
            db,
            "UPDATE sessions SET paused = CASE WHEN paused IS NULL THEN NULL ELSE ? END,"
            " paused_by = NULL WHERE id = ?",
            (reason, session_id),
        )
        if table is not None and table.paused:
            table.paused = reason
    return n


async def _scrub_outbox(db: Any, item: Scrub) -> int:
    """Undelivered posts of the table: the person's private ones dropped, the rest without
    them (the names are those of the person's own seats there)."""
    n = 0
    for rid, text in await _rows(
        db, "SELECT id, payload FROM outbox WHERE session_id = ? AND sent = 0", (item.session_id,)
    ):
        payload = json.loads(text)
        clean = item.apply(payload)
        if clean is None:
            n += await _run(db, "DELETE FROM outbox WHERE id = ?", (rid,))
        elif clean != payload:
            n += await _run(
                db, "UPDATE outbox SET payload = ? WHERE id = ?", (json.dumps(clean), rid)
            )
    return n


async def _drop_relayed(db: Any, session_id: int, user_id: str) -> int:
    """A press of theirs handed to this process and not yet answered."""
    n = 0
    for rid, text in await _rows(
        db, "SELECT id, payload FROM relays WHERE session_id = ?", (session_id,)
    ):
        if str(json.loads(text).get("user", {}).get("id")) == user_id:
            n += await _run(db, "DELETE FROM relays WHERE id = ?", (rid,))
    return n


def _forget_in_memory(table: Table, user_id: str, anon: dict[int, str], spare: str) -> None:
    for seat, aid in anon.items():
        player = table.players[seat]
        player.user_id, player.name = aid, ANON_NAME
    if table.creator == user_id:
        table.creator = spare


async def _anonymise_tournaments(store: Any, user_id: str, done: Forgotten) -> None:
    """This process's tournaments: each entry and each organised tournament an anonymous id of
    its own; replaced entries' history; ratings deleted."""
    owned = ownership.owned(store, "guild")
    async with store.transaction() as db:
        for tid, entry in await _rows(
            db,
            "SELECT tournament_id, entry FROM tournament_entries WHERE user_id = ? AND"
            f" tournament_id IN (SELECT id FROM tournaments WHERE {owned})",
            (user_id,),
        ):
            done.rows += await _run(
                db,
                "UPDATE tournament_entries SET user_id = ?, name = ?"
                " WHERE tournament_id = ? AND entry = ?",
                (anonymous_id(), ANON_NAME, tid, entry),
            )
        for (tid,) in await _rows(
            db, f"SELECT id FROM tournaments WHERE organiser = ? AND {owned}", (user_id,)
        ):
            done.rows += await _run(
                db, "UPDATE tournaments SET organiser = ? WHERE id = ?", (anonymous_id(), tid)
            )
        # an entry handed to someone else keeps who held it before, by id, in a JSON list:
        # only entries that were ever replaced are read, and matched by the id field exactly
        for tid, entry, text in await _rows(
            db,
            "SELECT tournament_id, entry, replaced FROM tournament_entries WHERE replaced != '[]'"
            f" AND tournament_id IN (SELECT id FROM tournaments WHERE {owned})",
        ):
            history = json.loads(text)
            clean = [
                {**h, "user_id": anonymous_id(), "name": ANON_NAME}
                if h.get("user_id") == user_id
                else h
                for h in history
            ]
            if clean != history:
                done.rows += await _run(
                    db,
                    "UPDATE tournament_entries SET replaced = ? WHERE tournament_id = ? AND entry = ?",
                    (json.dumps(clean), tid, entry),
                )
        done.rows += await _run(
            db, f"DELETE FROM ratings WHERE user_id = ? AND {owned}", (user_id,)
        )


async def _close(store: Any, user_id: str, done: Forgotten) -> bool:
    """When no process's part holds the id any more: the person's own settings go, and the
    request with them (nothing is left that names them)."""
    for sql in KEYED[:-1]:
        if await store.fetchone(sql, (user_id,)) is not None:
            return False
    async with store.transaction() as db:
        done.rows += await _run(db, "DELETE FROM users WHERE user_id = ?", (user_id,))
        await _run(db, "DELETE FROM forgets WHERE user_id = ?", (user_id,))
    return True


async def _rows(db: Any, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    async with db.execute(sql, params) as cur:
        return [tuple(r) for r in await cur.fetchall()]


async def _one(db: Any, sql: str, params: tuple[Any, ...]) -> tuple[Any, ...] | None:
    rows = await _rows(db, sql, params)
    return rows[0] if rows else None


async def _run(db: Any, sql: str, params: tuple[Any, ...]) -> int:
    cur = await db.execute(sql, params)
    return max(int(cur.rowcount or 0), 0)


# -- checking -----------------------------------------------------------------------------------
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


async def traces(store: Any, user_id: str, names: list[str]) -> list[tuple[str, str]]:
    """(table, column) of every cell outside the game data that still contains ``user_id`` or
    one of ``names``: a whole-database scan, for tests and audits — never part of a forget."""
    found = []
    db = store.db
    for table, column in await _text_columns(db):
        if (table, column) in GAME_DATA:
            continue
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
