"""The PostgreSQL back end (asyncpg) of :class:`bot.store.sqlite.Store`.

Same interface and guarantees as the SQLite back end: one write transaction at a time per
process (the store's lock, as on SQLite), committed when the block ends or rolled back; reads
outside a transaction on their own connections (so a slow read never holds the write lock);
inside one, on the transaction's connection, so it sees its own writes as SQLite's single
connection does. Callers keep writing SQLite SQL: :mod:`bot.store.dialect` translates each
statement once, and parameters are converted to the types PostgreSQL inferred for them (SQLite
stores ``7`` in a TEXT column as ``'7'``; asyncpg refuses it), so callers need no changes.

One bot process runs on a database, or several owning disjoint shards (:meth:`PgStore.claim`);
tools such as ``db copy`` or a
restart overlapping the old process's exit may open it meanwhile, so migrations take an
advisory lock and run once.

A connection the server cuts (``pg_ctl restart``, a failover, ``pg_terminate_backend``) is
made again with backoff, and the claims — which died with the writer's connection — are taken
again on the new one before any statement runs: meanwhile statements wait (a move waits, then
is played). A read outside a transaction cut midway runs again; a transaction cut midway
fails (its caller rebuilds from the database, as after any failed write). If the server does
not come back within :data:`RECONNECT_SECONDS`, or another process took the claims meanwhile,
the store gives up, once, with one line (:attr:`bot.store.sqlite.Store.on_lost`), and nothing runs
on it any more: the bot then ends with a non-zero status for its supervisor to start it again,
rather than answer every command with an incident.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncIterator, Callable, Iterable
from contextlib import asynccontextmanager, suppress
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path
from typing import Any

import asyncpg

from bot.store import dialect, sqlite

READERS = 3  # read connections besides the writer: restore and ops pages read while a move commits
STATEMENTS = 512  # prepared statements kept per connection (SQL built with IN (?,?,…) varies)
MIGRATION_LOCK = 0x43415241  # "CARA": pg_advisory_xact_lock key held while migrating
BOT_LOCK = 0x43415242  # held by the one bot process running on the database (claim())
SHARD_LOCK = 0x43415243  # (SHARD_LOCK, shard): held by the process owning that shard
COUNT_LOCK = 0x43415244  # (COUNT_LOCK, shard count): shared by processes owning some shards
# a server restart takes seconds, a failover tens of seconds; past this the process ends
RECONNECT_SECONDS = 60.0
FIRST_PAUSE, LONGEST_PAUSE = 0.05, 2.0  # between reconnection attempts, doubling
CONNECT_TIMEOUT = 10.0  # one attempt (a server that accepts but never answers)
# what a statement or a connection attempt meets when the server is away (InternalClientError:
# a statement sent on a connection still reading the server's "terminating connection");
# whether the session is over is decided by PgStore._cut_off
CUT = (
    asyncpg.InterfaceError,
    asyncpg.PostgresError,
    asyncpg.InternalClientError,
    OSError,
    TimeoutError,
)
OVER = (OSError, asyncpg.PostgresConnectionError, asyncpg.InternalClientError)  # session ended

log = logging.getLogger("caravanserai.storage")


TABLES = (
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()"
    " AND table_type = 'BASE TABLE' AND table_name != $1"
)


def _numeric(text: str) -> int | float:
    """``sum()`` of integers is NUMERIC in PostgreSQL (an integer in SQLite): no Decimals."""
    return int(text) if text.lstrip("-").isdigit() else float(text)


def _coercer(type_name: str) -> Callable[[Any], Any] | None:
    """How a Python value SQLite would accept becomes one asyncpg accepts for this parameter."""
    if type_name in ("text", "varchar", "bpchar", "name"):
        return lambda v: v if v is None or isinstance(v, str) else str(v)
    if type_name in ("int8", "int4", "int2"):
        return lambda v: (
            v
            if v is None or type(v) is int
            else int(v)
            if isinstance(v, bool | float | Decimal | str)
            else v
        )
    if type_name in ("float8", "float4", "numeric"):
        return lambda v: float(v) if isinstance(v, int | str | Decimal) else v
    return None


class Lost(RuntimeError):
    """The store gave up on its server (see the module's docstring): nothing runs any more."""


@dataclass
class _Listener:
    conn: _Conn
    channel: str
    wake: Callable[[], None]


def _reads(sql: str) -> bool:
    """Whether ``sql`` only reads, so that running it again after a cut changes nothing."""
    return sql.lstrip()[:6].upper() in ("SELECT", "PRAGMA")


class _Conn:
    """One asyncpg connection and its prepared statements (translated SQL → statement)."""

    def __init__(self, raw: asyncpg.Connection, store: PgStore) -> None:
        self.raw = raw
        self.store = store
        self.statements: dict[str, tuple[Any, list[Callable[[Any], Any] | None]]] = {}

    async def run(self, sql: str, params: Iterable[Any] = ()) -> Cursor:
        text = sql.strip()
        if text[:6].upper() == "PRAGMA":
            return await self._pragma(text)
        if "sqlite_master" in text:  # the list of tables (bot/table/privacy.py looks in every one)
            rows = await self.raw.fetch(TABLES, "caravanserai_schema")
            names = sorted(r["table_name"] for r in rows)
            return Cursor([(n,) for n in names], None, len(names))
        t = dialect.statement(sql, self.store.keys, self.store.serial)
        prepared = self.statements.get(t.sql)
        if prepared is None:
            if len(self.statements) >= STATEMENTS:
                self.statements.pop(next(iter(self.statements)))  # the oldest
            stmt = await self.raw.prepare(t.sql)
            coerce = [_coercer(p.name) for p in stmt.get_parameters()]
            prepared = self.statements[t.sql] = (stmt, coerce)
        stmt, coerce = prepared
        args = [v if f is None else f(v) for v, f in zip(params, coerce, strict=True)]
        rows = await stmt.fetch(*args)
        status = stmt.get_statusmsg() or ""
        count = int(status.rsplit(" ", 1)[-1]) if status[-1:].isdigit() else -1
        lastrowid = int(rows[0][0]) if t.returns_id and rows else None
        return Cursor([] if t.returns_id else rows, lastrowid, count)

    async def _pragma(self, text: str) -> Cursor:
        """The PRAGMAs callers send: ``table_info`` answered from the catalogue (cid, name, …),
        the others (SQLite's tuning and page counts) mean nothing here and return nothing."""
        low = text.lower().replace(" ", "")
        if low.startswith("pragmatable_info("):
            table = low[len("pragmatable_info(") :].rstrip(")").strip("\"'")
            rows = await self.raw.fetch(
                "SELECT ordinal_position - 1 AS cid, column_name AS name, data_type AS type"
                " FROM information_schema.columns WHERE table_schema = current_schema()"
                " AND table_name = $1 ORDER BY ordinal_position",
                table,
            )
            # in SQLite's words, as the schema was written (bot/table/privacy.py reads the types)
            kinds = {"bigint": "INTEGER", "double precision": "REAL", "text": "TEXT"}
            info = [(r["cid"], r["name"], kinds.get(r["type"], r["type"].upper())) for r in rows]
            return Cursor(info, None, len(info))
        return Cursor([], None, -1)


class Cursor:
    """What ``await db.execute(...)`` gives on SQLite: rows, ``lastrowid`` and ``rowcount``."""

    def __init__(self, rows: list[Any], lastrowid: int | None, rowcount: int) -> None:
        self._rows = rows
        self._at = 0
        self.lastrowid = lastrowid
        self.rowcount = rowcount

    async def fetchone(self) -> Any:
        if self._at >= len(self._rows):
            return None
        self._at += 1
        return self._rows[self._at - 1]

    async def fetchall(self) -> list[Any]:
        rows, self._at = self._rows[self._at :], len(self._rows)
        return rows

    async def fetchmany(self, size: int = 1) -> list[Any]:
        rows = self._rows[self._at : self._at + size]
        self._at += len(rows)
        return rows

    def __aiter__(self) -> Cursor:
        return self

    async def __anext__(self) -> Any:
        row = await self.fetchone()
        if row is None:
            raise StopAsyncIteration
        return row

    async def close(self) -> None:
        return None


class _Pending:
    """``db.execute(...)`` is awaited or used as ``async with`` (aiosqlite allows both)."""

    def __init__(self, run: Callable[[], Any]) -> None:
        self._run = run
        self._cursor: Cursor | None = None

    def __await__(self) -> Any:
        return self._run().__await__()

    async def __aenter__(self) -> Cursor:
        self._cursor = await self._run()
        return self._cursor

    async def __aexit__(self, *exc: object) -> None:
        return None


class Connection:
    """The ``db`` callers see (``store.db``, the ``db`` of ``store.transaction()``): inside a
    transaction of this task it runs on that transaction's connection; otherwise on a reader."""

    def __init__(self, store: PgStore, conn: _Conn | None = None) -> None:
        self._store = store
        self._conn = conn

    def execute(self, sql: str, params: Iterable[Any] = ()) -> _Pending:
        return _Pending(lambda: self._store._run(sql, tuple(params), self._conn))

    async def executemany(self, sql: str, seq: Iterable[Iterable[Any]]) -> None:
        for params in seq:
            await self._store._run(sql, tuple(params), self._conn)

    async def execute_fetchall(self, sql: str, params: Iterable[Any] = ()) -> list[Any]:
        cur = await self._store._run(sql, tuple(params), self._conn)
        return await cur.fetchall()

    async def commit(self) -> None:  # aiosqlite's; transactions commit when their block ends
        return None


class PgStore(sqlite.Store):
    """:class:`bot.store.sqlite.Store` on PostgreSQL. Open with ``await open_store("postgresql://…")`` (:func:`bot.store.open_store`)."""

    def __init__(self, url: str) -> None:  # noqa: D107 - see open()
        self.url = url
        self.path = Path(url.split("@")[-1])  # for messages; never holds a password
        self._lock = asyncio.Lock()
        self._marks: list[int] = []
        self._marked: asyncio.Future[None] | None = None
        self._writer: _Conn | None = None
        self._readers: asyncio.Queue[_Conn] = asyncio.Queue()
        self._all: list[_Conn] = []
        self._closed = False
        self._txn_task: asyncio.Task[Any] | None = None  # the task whose transaction is open
        self._txn_conn: _Conn | None = None  # and its connection
        self._up = asyncio.Event()  # cleared while connections are made again
        self._up.set()
        self._ended = asyncio.Event()  # close() was called
        self._healing: asyncio.Task[None] | None = None
        self._failure: str | None = None  # why the store gave up (then every statement fails)
        self._claimed = False  # claim() succeeded: a new writer takes the claims again
        self._lent = 0  # readers out of the queue, running a statement
        self._listening: list[_Listener] = []
        self.reconnect_seconds = RECONNECT_SECONDS  # how long a lost server is waited for
        self.keys: tuple[tuple[str, tuple[str, ...]], ...] = ()
        self.serial: frozenset[str] = frozenset()
        self.db = Connection(self)  # type: ignore[assignment]  # aiosqlite's interface, on asyncpg

    @staticmethod
    async def open(path: str | Path) -> PgStore:
        store = PgStore(str(path))
        try:
            store._writer = await store._connect()
            for _ in range(READERS):
                store._readers.put_nowait(await store._connect())
            await store._migrate()
        except BaseException:
            await store.close()
            raise
        return store

    async def _connect(self, timeout: float = 60.0) -> _Conn:
        raw = await asyncpg.connect(self.url, statement_cache_size=0, timeout=timeout)
        try:
            await raw.set_type_codec(
                "numeric", encoder=str, decoder=_numeric, schema="pg_catalog", format="text"
            )
        except BaseException:
            raw.terminate()
            raise
        raw.add_termination_listener(lambda _: self._lost())  # noticed even when idle
        conn = _Conn(raw, self)
        self._all.append(conn)
        return conn

    def _idle_readers(self) -> list[_Conn]:
        """The readers waiting in the queue (not lent out); they stay there, in their order."""
        readers = [self._readers.get_nowait() for _ in range(self._readers.qsize())]
        for reader in readers:
            self._readers.put_nowait(reader)
        return readers

    async def close(self) -> None:
        """Idle connections close politely; one a background task is still reading on (a replay
        check) is cut, and that task gets an error, as it would from a closed SQLite store."""
        self._closed = True
        self._up.set()  # statements waiting for a reconnection are told the store is closed
        self._ended.set()
        if self._healing is not None and self._healing is not asyncio.current_task():
            self._healing.cancel()
            with suppress(asyncio.CancelledError):
                await self._healing
        idle = {id(c) for c in self._idle_readers()}
        if self._writer is not None and not self._lock.locked():
            idle.add(id(self._writer))
        for conn in self._all:
            if id(conn) in idle:
                await conn.raw.close()
            else:
                conn.raw.terminate()
        self._all.clear()

    # -- schema ------------------------------------------------------------------------------
    async def _migrate(self) -> None:
        assert self._writer is not None
        raw = self._writer.raw
        async with self._lock, raw.transaction():
            await raw.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
            await raw.execute(
                "CREATE TABLE IF NOT EXISTS caravanserai_schema (version INTEGER NOT NULL)"
            )
            version = await raw.fetchval("SELECT max(version) FROM caravanserai_schema")
            if version is None:
                await raw.execute("INSERT INTO caravanserai_schema VALUES (0)")
                version = 0
            if version > sqlite.SCHEMA_VERSION:
                raise RuntimeError(
                    f"database {self.path} has schema version {version}, newer than this bot"
                    f" ({sqlite.SCHEMA_VERSION})"
                )
            for target in range(version, sqlite.SCHEMA_VERSION):
                for statement in dialect.migration(target, sqlite.MIGRATIONS[target]):
                    await raw.execute(statement)
            await raw.execute("UPDATE caravanserai_schema SET version = $1", sqlite.SCHEMA_VERSION)
        await self._read_catalogue()

    async def _read_catalogue(self) -> None:
        """Primary keys (``INSERT OR REPLACE``) and sequence ids (``lastrowid``), by table."""
        assert self._writer is not None
        rows = await self._writer.raw.fetch(
            "SELECT c.relname AS t, a.attname AS col FROM pg_index i"
            " JOIN pg_class c ON c.oid = i.indrelid"
            " JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY(i.indkey)"
            " WHERE i.indisprimary AND c.relnamespace = current_schema()::regnamespace"
            " ORDER BY c.relname, array_position(i.indkey::int2[], a.attnum)"
        )
        keys: dict[str, list[str]] = {}
        for r in rows:
            keys.setdefault(r["t"], []).append(r["col"])
        self.keys = tuple(sorted((t, tuple(c)) for t, c in keys.items()))
        serial = await self._writer.raw.fetch(
            "SELECT table_name FROM information_schema.columns WHERE table_schema ="
            " current_schema() AND column_name = 'id' AND column_default LIKE 'nextval%'"
        )
        self.serial = frozenset(r["table_name"] for r in serial)

    async def listen(self, channel: str, wake: Callable[[], None]) -> None:
        """:meth:`bot.store.sqlite.Store.listen`: LISTEN on a connection of its own (notifications
        arrive between statements; the writer and readers are busy with theirs). After a
        reconnection it listens again and ``wake`` is called once (for what it missed)."""
        await self._ready()
        conn = await self._connect()
        await conn.raw.add_listener(channel, lambda *_: wake())
        self._listening.append(_Listener(conn, channel, wake))

    async def notify(self, db: Any, channel: str) -> None:
        """:meth:`bot.store.sqlite.Store.notify`: NOTIFY, sent by the server when ``db`` commits."""
        await db.execute("SELECT pg_notify(?, '')", (channel,))

    def shard_sql(self, column: str, count: int) -> str:
        """:meth:`bot.store.sqlite.Store.shard_sql`: PostgreSQL refuses to cast text that is not a
        number, so anything but digits counts as no server (shard 0), as SQLite's cast does."""
        return (
            f"COALESCE((CASE WHEN {column} ~ '^[0-9]{{1,19}}$' THEN CAST({column} AS BIGINT)"
            f" END >> 22) % {int(count)}, 0)"
        )

    def unavailable(self, exc: BaseException) -> bool:
        """:meth:`bot.store.sqlite.Store.unavailable`: the server is away (or the store gave up)."""
        return isinstance(exc, (*OVER, Lost, asyncpg.InterfaceError, TimeoutError))

    async def claim(self) -> None:
        """:meth:`bot.store.sqlite.Store.claim` on PostgreSQL: session advisory locks on the
        writer's connection (released when the store closes or the process dies: the server
        sees the connection drop).

        A process owning every shard holds :data:`BOT_LOCK` alone. Processes owning some shards
        (:attr:`shards`) share :data:`BOT_LOCK`, so none runs beside a whole-database process;
        each holds its own shards' locks (two claiming one shard: the second is refused) and a
        shared lock on the shard count, so processes that disagree on the count — and so on
        which process owns a server — refuse to run together."""
        async with self._lock:
            await self._ready()
            assert self._writer is not None
            await self._take_claims(self._writer.raw)
            self._claimed = True  # a reconnected writer takes them again

    async def _take_claims(self, raw: asyncpg.Connection) -> None:
        """The locks of :meth:`claim`, on ``raw``; :class:`bot.store.sqlite.InUse` if refused."""
        plan = self.shards
        if not plan.partial:
            if not await raw.fetchval("SELECT pg_try_advisory_lock($1)", BOT_LOCK):
                raise sqlite.InUse(f"another bot process is running on {self.path}")
            return
        assert plan.count is not None and plan.ids is not None
        if not await raw.fetchval("SELECT pg_try_advisory_lock_shared($1)", BOT_LOCK):
            raise sqlite.InUse(f"a bot process owning every shard is running on {self.path}")
        await raw.fetchval("SELECT pg_advisory_lock_shared($1, $2)", COUNT_LOCK, plan.count)
        other = await raw.fetchval(
            "SELECT objid FROM pg_locks WHERE locktype = 'advisory' AND classid = $1"
            " AND objsubid = 2 AND objid != $2 AND granted LIMIT 1",
            COUNT_LOCK,
            plan.count,
        )
        taken = [
            s
            for s in plan.ids
            if not await raw.fetchval("SELECT pg_try_advisory_lock($1, $2)", SHARD_LOCK, s)
        ]
        if other is not None or taken:
            await raw.execute("SELECT pg_advisory_unlock_all()")
            if other is not None:
                raise sqlite.InUse(
                    f"a bot process with CARAVANSERAI_SHARD_COUNT={other} is running on"
                    f" {self.path} (this one has {plan.count}: every process needs the same)"
                )
            raise sqlite.InUse(
                f"another bot process owns shard{'s' if len(taken) > 1 else ''} "
                f"{','.join(map(str, taken))} on {self.path}"
            )

    # -- a connection the server cut -----------------------------------------------------------
    def _lost(self) -> None:
        """A connection was cut (or found cut): statements wait until every connection is
        back and the claims are held again (:meth:`_heal`)."""
        if self._closed or self._failure is not None:
            return
        self._up.clear()
        if self._healing is None or self._healing.done():
            self._healing = asyncio.get_running_loop().create_task(
                self._heal(), name="caravanserai-reconnect"
            )

    async def _ready(self) -> None:
        """Wait while the store reconnects; raise if it is closed or gave up. Once it gave up
        under a bot (:attr:`on_lost` set: the bot is stopping), statements wait for
        :meth:`close`, which the stop cancels or ends as for a closed store: nothing runs
        without the claims, and work cut short does not fail noisily meanwhile. A tool gets
        :class:`Lost` at once."""
        if not self._up.is_set():
            await self._up.wait()
        if self._failure is not None and self.on_lost is not None:
            await self._ended.wait()
        if self._closed:
            raise ValueError("the store is closed")
        if self._failure is not None:  # said once, by _give_up: not again by every caller
            raise Lost("the store gave up on its database; this process is stopping")

    async def _heal(self) -> None:
        """Make every cut connection again, pausing longer after each failed attempt, until
        all are back (then statements run again) or :attr:`reconnect_seconds` have passed."""
        started = time.monotonic()
        log.warning(
            "the connection to the database %s was cut; reconnecting (for up to %g s)",
            self.path,
            self.reconnect_seconds,
        )
        pause = FIRST_PAUSE
        while True:
            left = started + self.reconnect_seconds - time.monotonic()
            try:
                await self._repair(max(0.1, min(CONNECT_TIMEOUT, left)))
            except sqlite.InUse as exc:
                return self._give_up(
                    f"{exc}: it took this process's claims while its connection to the"
                    " database was cut; this process stops (its supervisor may start it again)"
                )
            except CUT as exc:
                if started + self.reconnect_seconds - time.monotonic() <= pause:
                    return self._give_up(
                        f"the database {self.path} did not come back within"
                        f" {self.reconnect_seconds:g} s ({type(exc).__name__}: {exc});"
                        " this process stops (its supervisor may start it again)"
                    )
                await asyncio.sleep(pause)
                pause = min(pause * 2, LONGEST_PAUSE)
                continue
            except Exception as exc:  # noqa: BLE001 - never left waiting for ever
                return self._give_up(
                    f"reconnecting to the database {self.path} failed"
                    f" ({type(exc).__name__}: {exc}); this process stops"
                )
            if not self._cut():
                break
        self._up.set()
        log.info(
            "reconnected to the database %s after %.2f s%s",
            self.path,
            time.monotonic() - started,
            "; its claims are held again" if self._claimed else "",
        )
        for listener in self._listening:
            listener.wake()  # what was notified while nobody listened

    def _cut(self) -> bool:
        """Whether some connection is closed (another cut while reconnecting)."""
        return any(c.raw.is_closed() for c in self._all)

    async def _repair(self, timeout: float) -> None:
        """Replace every closed connection: the writer first, with its claims taken before
        anything runs on it; then the readers and the listeners."""
        self._all = [c for c in self._all if not c.raw.is_closed()]
        if self._writer is None or self._writer.raw.is_closed():
            writer = await self._connect(timeout)
            try:
                if self._claimed:
                    await self._take_claims(writer.raw)
            except BaseException:
                self._all.remove(writer)
                writer.raw.terminate()
                raise
            self._writer = writer
        alive: list[_Conn] = []
        while not self._readers.empty():
            reader = self._readers.get_nowait()
            if not reader.raw.is_closed():
                alive.append(reader)
        try:
            while len(alive) + self._lent < READERS:
                alive.append(await self._connect(timeout))
        finally:
            for reader in alive:
                self._readers.put_nowait(reader)
        for listener in self._listening:
            if listener.conn.raw.is_closed():
                conn = await self._connect(timeout)
                await conn.raw.add_listener(listener.channel, lambda *_, w=listener.wake: w())
                listener.conn = conn

    def _give_up(self, reason: str) -> None:
        self._failure = reason
        self._up.set()  # waiting statements go on to _ready's verdict
        if self.on_lost is not None:
            self.on_lost(reason)
        else:
            log.critical("%s", reason)

    async def shard_alive(self, shard: int) -> bool:
        """Whether some process holds ``shard``'s claim (a relayed press has an owner to take
        it: bot/discord/relay.py); read from the server's lock table, so a killed process's claim is
        gone as soon as the server notices its connection drop."""
        row = await self.fetchone(
            "SELECT 1 AS alive FROM pg_locks WHERE locktype = 'advisory' AND classid = ?"
            " AND objid = ? AND objsubid = 2 AND granted LIMIT 1",
            (SHARD_LOCK, shard),
        )
        return row is not None

    async def schema_version(self) -> int:
        row = await self.fetchone("SELECT max(version) AS v FROM caravanserai_schema")
        return int(row["v"]) if row and row["v"] is not None else 0

    async def tables(self) -> list[str]:
        """The bot's tables (what ``db copy`` copies)."""
        rows = await self.fetchall(TABLES.replace("$1", "?"), ("caravanserai_schema",))
        return sorted(r["table_name"] for r in rows)

    @asynccontextmanager
    async def bulk(self) -> AsyncIterator[asyncpg.Connection]:
        """The writer's own asyncpg connection inside one transaction, for a bulk copy
        (``copy_records_to_table``): no other write runs meanwhile."""
        assert self._writer is not None
        async with self._lock, self._writer.raw.transaction():
            yield self._writer.raw

    async def reset_sequences(self) -> None:
        """After rows were written with explicit ids (``db copy``): each sequence continues
        after its table's largest id."""
        async with self.transaction() as db:
            for table in sorted(self.serial):
                await db.execute(
                    f"SELECT setval(pg_get_serial_sequence('{table}', 'id'),"
                    f" COALESCE((SELECT max(id) FROM {table}), 0) + 1, false)"
                )

    # -- running statements ------------------------------------------------------------------
    async def _run(self, sql: str, params: tuple[Any, ...], conn: _Conn | None) -> Cursor:
        if conn is None and self._txn_task is not None and asyncio.current_task() is self._txn_task:
            conn = self._txn_conn  # a read inside the task's own transaction sees its writes
        if conn is not None:  # a transaction's: cut midway, it cannot be run again
            return await self._on(conn, sql, params)
        while True:
            await self._ready()
            reader = await self._readers.get()
            self._lent += 1
            try:
                return await self._on(reader, sql, params)
            except CUT:
                if not (reader.raw.is_closed() and _reads(sql)):
                    raise
                # a read the cut interrupted: again, once the store has reconnected
            finally:
                self._lent -= 1
                if not reader.raw.is_closed():
                    self._readers.put_nowait(reader)

    async def _on(self, conn: _Conn, sql: str, params: tuple[Any, ...]) -> Cursor:
        try:
            return await conn.run(sql, params)
        except CUT as exc:
            if self._closed:  # what a closed SQLite store raises, for the same handlers
                raise ValueError("the store is closed") from exc
            self._cut_off(conn, exc)
            raise

    def _cut_off(self, conn: _Conn, exc: BaseException) -> bool:
        """Whether ``exc`` means that ``conn``'s session is over: closed, or a FATAL error
        (the server says "terminating connection" before it closes the socket, so the
        connection may not look closed yet), or the client's protocol stuck in that error
        (a statement sent meanwhile is refused before it is sent). Then the connection is
        dropped and the store reconnects."""
        over = (
            conn.raw.is_closed()
            or (getattr(exc, "severity_en", None) or getattr(exc, "severity", None))
            in ("FATAL", "PANIC")
            or isinstance(exc, OVER)
        )
        if over:
            if not conn.raw.is_closed():
                conn.raw.terminate()
            self._lost()
        return over

    async def on_thread(self, fn: Callable[..., Any], *args: Any) -> Any:
        raise NotImplementedError("a sqlite3 connection: only the SQLite back end has one")

    @asynccontextmanager
    async def transaction(self, *, batch: bool = False) -> AsyncIterator[Any]:
        async with self._lock:
            if batch:
                rec = sqlite.Batch()
                yield rec
                if rec.steps:
                    async with self._writing() as conn:
                        ids = [
                            (await self._on(conn, sql, params)).lastrowid
                            for sql, params, _ in rec.steps
                        ]
                    for (_, _, on_rowid), rowid in zip(rec.steps, ids, strict=True):
                        if on_rowid is not None:
                            on_rowid(int(rowid or 0))
                return
            async with self._writing() as conn:
                self._txn_task, self._txn_conn = asyncio.current_task(), conn
                try:
                    yield Connection(self, conn)
                finally:
                    self._txn_task = self._txn_conn = None

    @asynccontextmanager
    async def _writing(self) -> AsyncIterator[_Conn]:
        """A transaction on the writer, committed when the block ends. A BEGIN that finds the
        connection cut waits for the reconnection and begins again: nothing ran yet."""
        while True:
            await self._ready()
            conn = self._writer
            assert conn is not None
            txn = conn.raw.transaction()
            try:
                await txn.start()
                break
            except CUT as exc:
                if not self._cut_off(conn, exc):
                    raise
        try:
            yield conn
        except BaseException:
            if not conn.raw.is_closed():
                with suppress(*CUT):
                    await txn.rollback()
            raise
        try:
            await txn.commit()
        except CUT as exc:
            if self._closed:
                raise ValueError("the store is closed") from exc
            self._cut_off(conn, exc)
            raise

    async def fetchall(self, sql: str, params: tuple[Any, ...] = ()) -> list[Any]:
        return await (await self._run(sql, tuple(params), None)).fetchall()

    async def fetchone(self, sql: str, params: tuple[Any, ...] = ()) -> Any:
        return await (await self._run(sql, tuple(params), None)).fetchone()

    async def _delete_marked(self, future: asyncio.Future[None]) -> None:
        try:
            async with self._lock:
                ids, self._marks, self._marked = self._marks, [], None
                while True:  # delivered rows left in the outbox would be posted again
                    await self._ready()
                    writer = self._writer
                    assert writer is not None
                    try:
                        await writer.raw.execute(
                            "DELETE FROM outbox WHERE id = ANY($1::bigint[])", ids
                        )
                        break
                    except CUT as exc:  # deleting twice is deleting once: again, reconnected
                        if self._closed or not self._cut_off(writer, exc):
                            raise
        except BaseException as exc:  # noqa: BLE001 - handed to every waiter
            if self._marked is future:
                self._marks, self._marked = [], None
            future.set_exception(exc)
            future.exception()  # seen: its waiters may all be gone (couriers a stop cancelled)
            if not isinstance(exc, Exception):
                raise
        else:
            future.set_result(None)
