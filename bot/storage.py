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
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

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
]

SCHEMA_VERSION = len(MIGRATIONS)


class Store:
    """The database. Open with ``await Store.open(path)``; close with ``await store.close()``."""

    def __init__(self, db: aiosqlite.Connection, path: Path) -> None:
        self.db = db
        self.path = path
        self._lock = asyncio.Lock()

    @staticmethod
    async def open(path: str | Path) -> Store:
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

    async def _migrate(self) -> None:
        async with self.db.execute("PRAGMA user_version") as cur:
            row = await cur.fetchone()
        version = int(row[0]) if row else 0
        if version > SCHEMA_VERSION:
            raise RuntimeError(
                f"database {self.path} has schema version {version}, newer than this bot ({SCHEMA_VERSION})"
            )
        for target in range(version, SCHEMA_VERSION):
            async with self.transaction() as db:
                for statement in _statements(MIGRATIONS[target]):
                    await db.execute(statement)
                await db.execute(f"PRAGMA user_version={target + 1}")

    async def schema_version(self) -> int:
        async with self.db.execute("PRAGMA user_version") as cur:
            row = await cur.fetchone()
        return int(row[0]) if row else 0

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """Serialised write transaction: committed when the block ends, rolled back on error."""
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
        rows = await self.fetchall("SELECT id, payload FROM outbox WHERE sent = 0 ORDER BY id")
        return [(int(r["id"]), json.loads(r["payload"])) for r in rows]

    async def mark_sent(self, notice_id: int) -> None:
        async with self.transaction() as db:
            await db.execute("UPDATE outbox SET sent = 1 WHERE id = ?", (notice_id,))

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


def _statements(script: str) -> list[str]:
    return [s.strip() for s in script.split(";") if s.strip()]


def now() -> float:
    return time.time()
