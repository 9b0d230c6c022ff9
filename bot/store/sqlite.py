"""Durable storage on aiosqlite: sessions, seats, the append-only action log, snapshots and the
outbox of messages still to deliver.

One writer connection behind an ``asyncio.Lock`` with explicit ``BEGIN IMMEDIATE … COMMIT``
(see shared/notes/discord-platform.md): an action, the bot moves it triggers and the messages it
produces commit together or not at all. ``actions`` has a primary key (session, seq) and a
unique interaction id, so a duplicated or racing command cannot be stored twice.
"""

from __future__ import annotations

import asyncio
import json
import sqlite3
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, TextIO

import aiosqlite

from bot.ops.sharding import ShardPlan
from bot.store.backup import hide_password

# Each entry migrates the schema from version i to i+1. Never edit an applied migration: append.
MIGRATIONS: list[str] = [
    """
    CREATE TABLE sessions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        place TEXT NOT NULL,
        guild TEXT,
        game TEXT NOT NULL,
        rules_version TEXT NOT NULL,
        options TEXT NOT NULL,
        seed TEXT NOT NULL,
        max_seats INTEGER NOT NULL,
        creator TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('open', 'running', 'finished', 'cancelled')),
        result TEXT,
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL
    );
    CREATE UNIQUE INDEX one_active_session_per_place ON sessions(place)
        WHERE status IN ('open', 'running');
    CREATE TABLE seats (
        session_id INTEGER NOT NULL REFERENCES sessions(id),
        seat INTEGER NOT NULL,
        user_id TEXT NOT NULL,
        name TEXT NOT NULL,
        is_bot INTEGER NOT NULL DEFAULT 0,
        resigned INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (session_id, seat)
    );
    CREATE TABLE actions (
        session_id INTEGER NOT NULL REFERENCES sessions(id),
        seq INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        actor TEXT NOT NULL,
        interaction_id TEXT UNIQUE,
        at REAL NOT NULL,
        PRIMARY KEY (session_id, seq)
    );
    CREATE TABLE snapshots (
        session_id INTEGER NOT NULL REFERENCES sessions(id),
        seq INTEGER NOT NULL,
        state TEXT NOT NULL,
        hash TEXT NOT NULL,
        PRIMARY KEY (session_id, seq)
    );
    CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        session_id INTEGER NOT NULL REFERENCES sessions(id),
        payload TEXT NOT NULL,
        sent INTEGER NOT NULL DEFAULT 0,
        created_at REAL NOT NULL
    );
    CREATE TABLE users (
        user_id TEXT PRIMARY KEY,
        dm_closed INTEGER NOT NULL DEFAULT 0
    );
    """,
    # v2 (Discord in production): tables can be abandoned (their channel was deleted, or the bot
    # was removed from the server) and paused (the bot cannot post there; later, a moderator);
    # outbox.sent is 0 unsent, 1 sent, 2 dropped (its channel is gone or a newer post replaced
    # it); meta holds small facts such as the hash of the last synced command tree.
    # SQLite cannot change a CHECK constraint, so sessions is rebuilt (foreign keys are off
    # while a migration runs, see Store._migrate).
    """
    CREATE TABLE sessions_v2 (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        place TEXT NOT NULL,
        guild TEXT,
        game TEXT NOT NULL,
        rules_version TEXT NOT NULL,
        options TEXT NOT NULL,
        seed TEXT NOT NULL,
        max_seats INTEGER NOT NULL,
        creator TEXT NOT NULL,
        status TEXT NOT NULL
            CHECK (status IN ('open', 'running', 'finished', 'cancelled', 'abandoned')),
        result TEXT,
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL,
        paused TEXT
    );
    INSERT INTO sessions_v2(id, place, guild, game, rules_version, options, seed, max_seats,
        creator, status, result, created_at, updated_at)
        SELECT id, place, guild, game, rules_version, options, seed, max_seats, creator, status,
            result, created_at, updated_at FROM sessions;
    DROP TABLE sessions;
    ALTER TABLE sessions_v2 RENAME TO sessions;
    CREATE UNIQUE INDEX one_active_session_per_place ON sessions(place)
        WHERE status IN ('open', 'running');
    CREATE INDEX outbox_unsent ON outbox(sent, id);
    CREATE TABLE meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
    );
    """,
    # tournaments and ratings (bot/tournaments/store.py): tournaments, their entries, rounds
    # and tables (a table knows its session; its result is written in the transaction that
    # finishes the game); per-server, per-game OpenSkill ratings; every human's game results;
    # tables played unrated.
    """
    CREATE TABLE tournaments (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        guild TEXT,
        place TEXT NOT NULL,
        name TEXT NOT NULL,
        game TEXT NOT NULL,
        options TEXT NOT NULL,
        config TEXT NOT NULL,
        rated INTEGER NOT NULL DEFAULT 1,
        organiser TEXT NOT NULL,
        status TEXT NOT NULL
            CHECK (status IN ('registering', 'running', 'finished', 'cancelled')),
        round INTEGER NOT NULL DEFAULT 0,
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL
    );
    CREATE TABLE tournament_entries (
        tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
        entry INTEGER NOT NULL,
        user_id TEXT NOT NULL,
        name TEXT NOT NULL,
        dropped_round INTEGER,
        replaced TEXT NOT NULL DEFAULT '[]',
        PRIMARY KEY (tournament_id, entry),
        UNIQUE (tournament_id, user_id)
    );
    CREATE TABLE tournament_rounds (
        tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
        round INTEGER NOT NULL,
        byes TEXT NOT NULL,
        final INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (tournament_id, round)
    );
    CREATE TABLE tournament_tables (
        tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
        round INTEGER NOT NULL,
        tab INTEGER NOT NULL,
        entries TEXT NOT NULL,
        place TEXT UNIQUE,
        session_id INTEGER,
        result TEXT,
        PRIMARY KEY (tournament_id, round, tab)
    );
    CREATE INDEX tournament_tables_by_session ON tournament_tables(session_id);
    CREATE TABLE unrated_sessions (
        session_id INTEGER PRIMARY KEY
    );
    CREATE TABLE ratings (
        guild TEXT NOT NULL,
        game TEXT NOT NULL,
        user_id TEXT NOT NULL,
        name TEXT NOT NULL,
        mu REAL NOT NULL,
        sigma REAL NOT NULL,
        games INTEGER NOT NULL DEFAULT 0,
        wins INTEGER NOT NULL DEFAULT 0,
        updated_at REAL NOT NULL,
        PRIMARY KEY (guild, game, user_id)
    );
    CREATE TABLE game_results (
        session_id INTEGER NOT NULL,
        user_id TEXT NOT NULL,
        guild TEXT NOT NULL,
        game TEXT NOT NULL,
        seat INTEGER NOT NULL,
        rank INTEGER NOT NULL,
        players INTEGER NOT NULL,
        score REAL NOT NULL,
        rated INTEGER NOT NULL,
        mu REAL,
        sigma REAL,
        at REAL NOT NULL,
        PRIMARY KEY (session_id, user_id)
    );
    CREATE INDEX game_results_by_user ON game_results(guild, game, user_id);
""",
    # v4 (async play over days): each table's host settings (speed, timeout policy, thread) and
    # clock (bot/table/clock.py); why a player left (resigned, dropped after timeouts, forfeited);
    # how each user wants reminders; timers (reminders, timeouts) written with the move that set
    # them; the moves taken back with /move undo (kept for the record).
    """
    ALTER TABLE sessions ADD COLUMN settings TEXT NOT NULL DEFAULT '{}';
    ALTER TABLE sessions ADD COLUMN clock TEXT;
    ALTER TABLE seats ADD COLUMN left_reason TEXT;
    ALTER TABLE users ADD COLUMN notify TEXT NOT NULL DEFAULT 'both';
    CREATE TABLE timers (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        session_id INTEGER NOT NULL REFERENCES sessions(id),
        seat INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('remind', 'timeout')),
        due REAL NOT NULL,
        seq INTEGER NOT NULL,
        fired INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX timers_due ON timers(fired, due);
    CREATE TABLE undone (
        session_id INTEGER NOT NULL REFERENCES sessions(id),
        seq INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        undone_at REAL NOT NULL
    );
    """,
    # v5 (the cost of a move): each session keeps a digest of every seat's private view
    # as of its last commit, so a restart need not compute every view to know which private
    # panels changed; delivered and dropped outbox rows are deleted (the action log is the
    # record; a row only exists to be delivered); only each session's latest snapshot is kept.
    """
    ALTER TABLE sessions ADD COLUMN digests TEXT;
    DELETE FROM outbox WHERE sent != 0;
    DELETE FROM snapshots WHERE seq < (
        SELECT max(s2.seq) FROM snapshots s2 WHERE s2.session_id = snapshots.session_id
    );
    """,
    # v6 (tournaments that always finish): each tournament table's own secret seed
    # (bot/tournaments/seeds.py) and how its result came (played, adjudicated, scored by hand);
    # entries waiting for a seat or checked in; round deadlines and the tournament's own timers
    # (deadline announcements, adjudication, retried thread creation: bot/tournaments/deadlines.py).
    """
    ALTER TABLE tournament_tables ADD COLUMN seed TEXT;
    ALTER TABLE tournament_tables ADD COLUMN outcome TEXT;
    ALTER TABLE tournament_entries ADD COLUMN waiting INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE tournament_entries ADD COLUMN checked_in INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE tournament_entries ADD COLUMN dropped_why TEXT;
    ALTER TABLE tournament_rounds ADD COLUMN deadline REAL;
    CREATE TABLE tournament_timers (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
        round INTEGER NOT NULL,
        kind TEXT NOT NULL,
        due REAL NOT NULL,
        fired INTEGER NOT NULL DEFAULT 0,
        attempts INTEGER NOT NULL DEFAULT 0,
        UNIQUE (tournament_id, round, kind)
    );
    CREATE INDEX tournament_timers_due ON tournament_timers(fired, due);
    """,
    # v7 (when Discord pushes back): a move keeps the clock as it was before it, so
    # /move undo restores it (the increment the move earned goes with it); an undone move keeps
    # its interaction id, so the same interaction is never applied again; a bot seat keeps the
    # level it was added at (/game addbot level:).
    """
    ALTER TABLE actions ADD COLUMN clock_before TEXT;
    ALTER TABLE seats ADD COLUMN bot_level TEXT;
    ALTER TABLE undone ADD COLUMN interaction_id TEXT;
    CREATE INDEX undone_interaction ON undone(interaction_id) WHERE interaction_id IS NOT NULL;
    """,
    # v8 (several bot processes): a press in a direct message arrives on the process
    # that owns shard 0; for another process's table it is handed over here (bot/discord/relay.py): the
    # interaction (its token answers it for 15 minutes), 'new' until the owner takes it.
    """
    CREATE TABLE relays (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        session_id INTEGER NOT NULL,
        interaction_id TEXT NOT NULL UNIQUE,
        payload TEXT NOT NULL,
        state TEXT NOT NULL DEFAULT 'new' CHECK (state IN ('new', 'taken', 'expired')),
        created_at REAL NOT NULL
    );
    CREATE INDEX relays_by_state ON relays(state, id);
    """,
    # v9 (languages): a player's own /settings language choice (NULL: follow their
    # Discord client) and the client language of their last interaction, so DMs sent later
    # follow it (bot/table/languages.py). A table's language is a host setting (sessions.settings).
    """
    ALTER TABLE users ADD COLUMN language TEXT;
    ALTER TABLE users ADD COLUMN client_locale TEXT;
    """,
    # v10: the client language is no longer stored for everyone who interacts (a
    # member who never sat down must leave nothing behind); each table notes its players'.
    """
    ALTER TABLE users DROP COLUMN client_locale;
    """,
    # v11: forgetting a person finds their rows by id through these indexes (never by matching
    # text); a forget is a durable request that each process finishes for its own tables, even
    # after a crash; a holiday pause keeps who set it, so forgetting them rewords it.
    """
    CREATE TABLE forgets (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id TEXT NOT NULL UNIQUE,
        requested_at REAL NOT NULL
    );
    CREATE INDEX seats_by_user ON seats(user_id);
    CREATE INDEX sessions_by_creator ON sessions(creator);
    CREATE INDEX actions_by_actor ON actions(actor);
    CREATE INDEX entries_by_user ON tournament_entries(user_id);
    CREATE INDEX tournaments_by_organiser ON tournaments(organiser);
    CREATE INDEX ratings_by_user ON ratings(user_id);
    CREATE INDEX results_by_user ON game_results(user_id);
    ALTER TABLE sessions ADD COLUMN paused_by TEXT;
    """,
    # v12 (a round that opens fast): each person's DM channel id, once opened, so a restart
    # sends the next DMs there instead of opening one channel per player again (every open is
    # a counted request; Discord refuses bursts of them). Forgetting a person deletes the row.
    """
    ALTER TABLE users ADD COLUMN dm_channel TEXT;
    """,
]

SCHEMA_VERSION = len(MIGRATIONS)


class Batch:
    """The writes of one transaction, recorded and then run together in one call on the database
    thread (:meth:`Store.transaction` with ``batch=True``). With a plain connection each statement
    is a round trip to aiosqlite's thread while the store's lock is held; a move's dozen
    statements become one. Only writes: nothing can be read back before the commit, and
    ``on_rowid`` receives an INSERT's row id once it is known."""

    def __init__(self) -> None:
        self.steps: list[tuple[str, tuple[Any, ...], Callable[[int], None] | None]] = []

    async def execute(
        self,
        sql: str,
        params: tuple[Any, ...] | list[Any] = (),
        on_rowid: Callable[[int], None] | None = None,
    ) -> None:
        self.steps.append((sql, tuple(params), on_rowid))


def _run_batch(
    conn: sqlite3.Connection, steps: list[tuple[str, tuple[Any, ...], Any]]
) -> list[int]:
    """On the database thread: BEGIN IMMEDIATE, every statement, COMMIT (ROLLBACK on error)."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        ids = [int(conn.execute(sql, params).lastrowid or 0) for sql, params, _ in steps]
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    return ids


def _delete_rows(conn: sqlite3.Connection, ids: list[int]) -> None:
    """On the database thread: delete delivered outbox rows in one transaction."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        for i in range(0, len(ids), 500):
            chunk = ids[i : i + 500]
            marks = ",".join("?" * len(chunk))
            conn.execute(f"DELETE FROM outbox WHERE id IN ({marks})", chunk)
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise


class InUse(RuntimeError):
    """Another bot process already runs on this database (:meth:`Store.claim`)."""


class Store:
    """The database. Open with ``await Store.open(path)``; close with ``await store.close()``."""

    # the shards the bot process using this store owns (bot/ops/ownership.py); set before load()
    shards: ShardPlan = ShardPlan()
    # called once, with one line saying why, if the store gives up on its database for good
    # (a server that did not come back, claims another process took meanwhile): every
    # statement fails from then on, so the process must end (a SQLite file never does)
    on_lost: Callable[[str], None] | None = None

    def __init__(self, db: aiosqlite.Connection, path: Path) -> None:
        self.db = db
        self.path = path
        self._lock = asyncio.Lock()
        self._marks: list[int] = []  # outbox rows delivered, waiting for the next group delete
        self._marked: asyncio.Future[None] | None = None
        self._claim: TextIO | None = None  # the lock file claim() holds open

    @staticmethod
    async def open(path: str | Path) -> Store:
        """A SQLite file (``:memory:`` too). :func:`bot.store.open_store` opens either back end."""
        if is_server_url(path):
            raise ValueError(
                f"{hide_password(str(path))} is a server: open it with bot.store.open_store"
            )
        path = Path(path)
        if str(path) != ":memory:":
            path.parent.mkdir(parents=True, exist_ok=True)
        db = await aiosqlite.connect(str(path), isolation_level=None)
        db.row_factory = aiosqlite.Row
        await db.execute("PRAGMA journal_mode=WAL")
        await db.execute("PRAGMA synchronous=FULL")
        await db.execute("PRAGMA busy_timeout=5000")
        await db.execute("PRAGMA foreign_keys=ON")
        store = Store(db, path)
        await store._migrate()
        return store

    async def close(self) -> None:
        await self.db.close()
        if self._claim is not None:
            self._claim.close()  # the lock goes with it
            self._claim = None

    async def listen(self, channel: str, wake: Callable[[], None]) -> None:
        """Call ``wake`` when another process :meth:`notify`-s ``channel``. One process per
        SQLite file: nobody else writes, so nothing to hear (PostgreSQL: LISTEN)."""

    async def notify(self, db: Any, channel: str) -> None:
        """Wake the processes listening on ``channel`` when ``db``'s transaction commits."""

    def shard_sql(self, column: str, count: int) -> str:
        """SQL for the shard of the server id in ``column`` (text; NULL: no server, shard 0)."""
        return f"COALESCE((CAST({column} AS INTEGER) >> 22) % {int(count)}, 0)"

    async def claim(self) -> None:
        """Make this the only bot process on the database, or raise :class:`InUse`. The lock
        lives as long as the store (the kernel drops it when the process dies, even by kill
        -9): two processes on one SQLite file would each fire every timer and send every
        notice. Tools (backups, benches) never claim. Several processes splitting the shards
        need PostgreSQL (:meth:`bot.store.postgres.PgStore.claim`): SQLite has one writer."""
        if self.shards.partial:
            raise InUse(
                f"{self.path} is a SQLite file: processes owning some shards need PostgreSQL"
            )
        if str(self.path) == ":memory:" or getattr(self, "_claim", None) is not None:
            return
        import fcntl

        lock = open(f"{self.path}.lock", "a+")  # noqa: SIM115 - held open until close()
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            lock.close()
            raise InUse(f"another bot process is running on {self.path}") from None
        self._claim = lock

    async def _migrate(self) -> None:
        async with self.db.execute("PRAGMA user_version") as cur:
            row = await cur.fetchone()
        version = int(row[0]) if row else 0
        if version > SCHEMA_VERSION:
            raise RuntimeError(
                f"database {self.path} has schema version {version}, newer than this bot ({SCHEMA_VERSION})"
            )
        if version == SCHEMA_VERSION:
            return
        # a migration may rebuild a table others refer to; the pragma only works outside a
        # transaction, and the check below keeps the references honest
        await self.db.execute("PRAGMA foreign_keys=OFF")
        try:
            for target in range(version, SCHEMA_VERSION):
                async with self.transaction() as db:
                    for statement in _statements(MIGRATIONS[target]):
                        await db.execute(statement)
                    async with db.execute("PRAGMA foreign_key_check") as cur:
                        broken = await cur.fetchall()
                    if broken:
                        raise RuntimeError(f"migration {target + 1} broke references: {broken[:3]}")
                    await db.execute(f"PRAGMA user_version={target + 1}")
        finally:
            await self.db.execute("PRAGMA foreign_keys=ON")

    async def schema_version(self) -> int:
        async with self.db.execute("PRAGMA user_version") as cur:
            row = await cur.fetchone()
        return int(row[0]) if row else 0

    async def on_thread(self, fn: Callable[..., Any], *args: Any) -> Any:
        """Run ``fn(sqlite3_connection, *args)`` on aiosqlite's thread, as one queued call."""
        db = self.db
        return await db._execute(lambda: fn(db._conn, *args))  # noqa: SLF001 - its own queue

    @asynccontextmanager
    async def transaction(self, *, batch: bool = False) -> AsyncIterator[Any]:
        """Serialised write transaction: committed when the block ends, rolled back on error.
        ``batch=True`` yields a :class:`Batch` (writes only), run as one call at the end."""
        if batch:
            async with self._lock:
                rec = Batch()
                yield rec
                if rec.steps:
                    ids = await self.on_thread(_run_batch, rec.steps)
                    for (_, _, on_rowid), rowid in zip(rec.steps, ids, strict=True):
                        if on_rowid is not None:
                            on_rowid(rowid)
            return
        async with self._lock:
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                yield self.db
            except BaseException:
                await self.db.execute("ROLLBACK")
                raise
            else:
                await self.db.execute("COMMIT")

    async def fetchall(self, sql: str, params: tuple[Any, ...] = ()) -> list[aiosqlite.Row]:
        async with self.db.execute(sql, params) as cur:
            return list(await cur.fetchall())

    async def fetchone(self, sql: str, params: tuple[Any, ...] = ()) -> aiosqlite.Row | None:
        async with self.db.execute(sql, params) as cur:
            return await cur.fetchone()

    # -- small typed helpers used by the table service -------------------------------------------
    async def unsent_outbox(self) -> list[tuple[int, dict[str, Any]]]:
        """This process's unsent notices (those of its shards' tables: bot/ops/ownership.py)."""
        from bot.ops.ownership import owned, partial

        if partial(self):
            rows = await self.fetchall(
                "SELECT o.id, o.payload FROM outbox o JOIN sessions ON sessions.id = o.session_id"
                f" WHERE o.sent = 0 AND {owned(self, 'sessions.guild')} ORDER BY o.id"
            )
            return [(int(r["id"]), json.loads(r["payload"])) for r in rows]
        rows = await self.fetchall("SELECT id, payload FROM outbox WHERE sent = 0 ORDER BY id")
        return [(int(r["id"]), json.loads(r["payload"])) for r in rows]

    async def mark_sent(self, notice_id: int, sent: int = 1) -> None:
        """1: delivered; 2: dropped (never to be sent: its place is gone, or it was merged into
        a catch-up post, or it was refused as malformed). Either way the row is not needed any
        more and is deleted (the outbox would otherwise hold a full view per notice for ever)."""
        await self.mark_sent_many([notice_id], sent)

    def unavailable(self, exc: BaseException) -> bool:
        """Whether ``exc`` says the database could not do it now (locked, disk full or failing)
        rather than that the work was wrong: what waits for it is tried again, not dropped."""
        return isinstance(exc, sqlite3.OperationalError)

    async def mark_sent_many(self, notice_ids: list[int], sent: int = 1) -> None:
        """:meth:`mark_sent` for several rows. Rows marked by every courier while one delete
        waits for the store's lock share that delete (one commit, one fsync, for many)."""
        del sent  # both outcomes delete the row
        if not notice_ids:
            return
        future = self._marked
        if future is None:
            future = self._marked = asyncio.get_running_loop().create_future()
            asyncio.ensure_future(self._delete_marked(future))
        self._marks.extend(notice_ids)
        await asyncio.shield(future)

    async def _delete_marked(self, future: asyncio.Future[None]) -> None:
        try:
            async with self._lock:
                ids, self._marks, self._marked = self._marks, [], None
                await self.on_thread(_delete_rows, ids)
        except BaseException as exc:  # noqa: BLE001 - handed to every waiter
            if self._marked is future:
                self._marks, self._marked = [], None
            future.set_exception(exc)
            if not isinstance(exc, Exception):
                raise
        else:
            future.set_result(None)

    async def interaction_used(self, interaction_id: str) -> bool:
        """Whether an action was already stored for this interaction (ids are unique), also one
        taken back with /move undo since."""
        row = await self.fetchone(
            "SELECT 1 FROM actions WHERE interaction_id = ? UNION ALL "
            "SELECT 1 FROM undone WHERE interaction_id = ? LIMIT 1",
            (interaction_id, interaction_id),
        )
        return row is not None

    async def get_meta(self, key: str) -> str | None:
        row = await self.fetchone("SELECT value FROM meta WHERE key = ?", (key,))
        return None if row is None else str(row["value"])

    async def set_meta(self, key: str, value: str) -> None:
        async with self.transaction() as db:
            await db.execute(
                "INSERT INTO meta(key, value) VALUES (?, ?) "
                "ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                (key, value),
            )

    async def notify_pref(self, user_id: str) -> str:
        """How ``user_id`` wants to be told it is their turn: ``channel``, ``dm`` or ``both``."""
        row = await self.fetchone("SELECT notify FROM users WHERE user_id = ?", (user_id,))
        return str(row["notify"]) if row else "both"

    async def set_notify_pref(self, user_id: str, pref: str) -> None:
        async with self.transaction() as db:
            await db.execute(
                "INSERT INTO users(user_id, notify) VALUES (?, ?) "
                "ON CONFLICT(user_id) DO UPDATE SET notify = excluded.notify",
                (user_id, pref),
            )

    async def set_dm_closed(self, user_id: str, closed: bool) -> None:
        async with self.transaction() as db:
            await db.execute(
                "INSERT INTO users(user_id, dm_closed) VALUES (?, ?) "
                "ON CONFLICT(user_id) DO UPDATE SET dm_closed = excluded.dm_closed",
                (user_id, int(closed)),
            )

    async def dm_closed(self, user_id: str) -> bool:
        row = await self.fetchone("SELECT dm_closed FROM users WHERE user_id = ?", (user_id,))
        return bool(row and row["dm_closed"])

    async def dm_channel(self, user_id: str) -> str | None:
        """The id of the DM channel last opened with ``user_id``, if any."""
        row = await self.fetchone("SELECT dm_channel FROM users WHERE user_id = ?", (user_id,))
        return str(row["dm_channel"]) if row and row["dm_channel"] else None

    async def set_dm_channel(self, user_id: str, channel_id: str | None) -> None:
        """Remember (or, with None, forget) the DM channel opened with ``user_id``."""
        async with self.transaction() as db:
            if channel_id is None:
                await db.execute("UPDATE users SET dm_channel = NULL WHERE user_id = ?", (user_id,))
                return
            await db.execute(
                "INSERT INTO users(user_id, dm_channel) VALUES (?, ?) "
                "ON CONFLICT(user_id) DO UPDATE SET dm_channel = excluded.dm_channel",
                (user_id, channel_id),
            )


def _statements(script: str) -> list[str]:
    return [s.strip() for s in script.split(";") if s.strip()]


def is_server_url(target: object) -> bool:
    """Whether a database setting names a PostgreSQL server rather than a SQLite file."""
    return str(target).startswith(("postgresql://", "postgres://"))


def now() -> float:
    return time.time()
