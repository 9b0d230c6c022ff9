"""The PostgreSQL back end itself: the schema both back ends build is the same, the
SQLite SQL callers write is translated, a failed transaction writes nothing, and two processes
sharing one database migrate once and can never store one interaction twice."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.store import dialect, open_store
from bot.store.sqlite import SCHEMA_VERSION, Store
from tests.support.postgres import Server, pg_server, pg_url  # noqa: F401 - fixtures


def test_translation() -> None:
    keys = (("snapshots", ("session_id", "seq")),)
    t = dialect.statement(
        "INSERT OR REPLACE INTO snapshots(session_id, seq, state, hash) VALUES (?,?,?,?)",
        keys,
        frozenset(),
    )
    assert t.sql.endswith(
        "VALUES ($1,$2,$3,$4) ON CONFLICT (session_id, seq) DO UPDATE SET"
        " state = EXCLUDED.state, hash = EXCLUDED.hash"
    )
    t = dialect.statement("INSERT INTO timers(seat) VALUES (?)", keys, frozenset({"timers"}))
    assert t.returns_id and t.sql.endswith("RETURNING id")
    t = dialect.statement("SELECT 1 FROM t WHERE g IS ? AND x = '?'", keys, frozenset())
    assert t.sql == "SELECT 1 FROM t WHERE g IS NOT DISTINCT FROM $1 AND x = '?'"
    t = dialect.statement("INSERT OR IGNORE INTO u(a) VALUES (?)", keys, frozenset())
    assert t.sql == "INSERT INTO u(a) VALUES ($1) ON CONFLICT DO NOTHING"
    t = dialect.statement(
        "INSERT INTO r(k, n) VALUES (?, 1) ON CONFLICT(k) DO UPDATE SET n = n + 1",
        keys,
        frozenset(),
    )
    assert t.sql.endswith("SET n = r.n + 1")
    assert dialect.ddl("id INTEGER PRIMARY KEY AUTOINCREMENT, at REAL, n INTEGER") == (
        "id BIGSERIAL PRIMARY KEY, at DOUBLE PRECISION, n BIGINT"
    )


async def _columns(store: Store) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for table in sorted(await _tables(store)):
        rows = await store.fetchall(f"PRAGMA table_info({table})")
        out[table] = sorted(str(r[1]) for r in rows)
    return out


async def _tables(store: Store) -> list[str]:
    from bot.store.postgres import PgStore

    if isinstance(store, PgStore):
        return await store.tables()
    rows = await store.fetchall(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    )
    return [r[0] for r in rows]


async def test_same_schema_on_both_back_ends(tmp_path: Path, pg_url: str) -> None:  # noqa: F811
    lite, pg = await open_store(tmp_path / "a.db"), await open_store(pg_url)
    try:
        assert await pg.schema_version() == SCHEMA_VERSION
        assert await _columns(pg) == await _columns(lite)
    finally:
        await lite.close()
        await pg.close()


async def test_a_failed_transaction_writes_nothing(pg_url: str) -> None:  # noqa: F811
    store = await open_store(pg_url)
    try:
        for batch in (True, False):
            with pytest.raises(Exception, match="nowhere"):
                async with store.transaction(batch=batch) as db:
                    await db.execute("INSERT INTO meta(key, value) VALUES ('a', '1')")
                    await db.execute("INSERT INTO nowhere VALUES (1)")
            assert await store.get_meta("a") is None
        got: list[int] = []
        async with store.transaction(batch=True) as db:
            await db.execute(
                "INSERT INTO users(user_id) VALUES (?)", (42,), on_rowid=got.append
            )  # an int for a TEXT column: stored as SQLite would, as text
            await db.execute(
                "INSERT INTO sessions(place, game, rules_version, options, seed, max_seats,"
                " creator, status, created_at, updated_at) VALUES"
                " ('p', 'toy', '1', '{}', 's', 2, 'u', 'open', 1, 2)",
                on_rowid=got.append,
            )
        assert got == [0, 1]
        assert (await store.fetchone("SELECT user_id FROM users"))["user_id"] == "42"
    finally:
        await store.close()


async def test_two_processes_migrate_once_and_store_an_interaction_once(
    pg_url: str,  # noqa: F811
) -> None:
    a, b = await asyncio.gather(open_store(pg_url), open_store(pg_url))
    try:
        assert await a.schema_version() == await b.schema_version() == SCHEMA_VERSION
        async with a.transaction() as db:
            cur = await db.execute(
                "INSERT INTO sessions(place, game, rules_version, options, seed, max_seats,"
                " creator, status, created_at, updated_at) VALUES"
                " (?, 'toy', '1', '{}', 's', 2, 'u', 'running', 1, 2)",
                ("p",),
            )
            sid = cur.lastrowid

        async def store_move(store: Store, seq: int) -> bool:
            try:
                async with store.transaction() as db:
                    await db.execute(
                        "INSERT INTO actions(session_id, seq, seat, action, actor,"
                        " interaction_id, at) VALUES (?, ?, 0, 'x', 'u', 'i-1', 3)",
                        (sid, seq),
                    )
            except Exception as exc:  # noqa: BLE001 - the unique index refused it
                assert "unique" in str(exc).lower()
                return False
            return True

        # the same interaction reaching both processes, as a different next move each
        assert sorted(await asyncio.gather(store_move(a, 1), store_move(b, 2))) == [False, True]
        assert await a.interaction_used("i-1") and await b.interaction_used("i-1")
        # what one process commits the other reads at once (no per-process cache of rows)
        await b.set_meta("k", "v")
        assert await a.get_meta("k") == "v"
    finally:
        await a.close()
        await b.close()


async def test_one_bot_process_per_database(tmp_path: Path, pg_url: str) -> None:  # noqa: F811
    """Two bot processes on one database would each fire every timer and send every notice:
    the second is refused while the first runs, and accepted once it stopped (or died: the
    kernel drops a dead process's file lock, PostgreSQL its connection's advisory lock)."""
    from bot.store.sqlite import InUse

    for target in (tmp_path / "one.db", pg_url):
        first, second = await open_store(target), await open_store(target)
        try:
            await first.claim()
            with pytest.raises(InUse, match="another bot process"):
                await second.claim()
        finally:
            await first.close()
        try:
            await second.claim()
        finally:
            await second.close()


async def test_benches_refuse_a_database_that_holds_games(pg_url: str) -> None:  # noqa: F811
    """``bench --database`` writes made-up games: never into a live database."""
    from bot.cli import main

    store = await open_store(pg_url)
    try:
        async with store.transaction() as db:
            await db.execute(
                "INSERT INTO sessions(place, game, rules_version, options, seed, max_seats,"
                " creator, status, created_at, updated_at) VALUES"
                " ('p', 'toy', '1', '{}', 's', 2, 'u', 'open', 1, 2)"
            )
    finally:
        await store.close()
    for bench in (["--restart", "1"], ["--load", "1", "--seconds", "1", "--no-images"]):
        code = await asyncio.to_thread(main, ["bench", *bench, "--database", pg_url])
        assert code == 2, bench
