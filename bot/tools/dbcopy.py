"""``caravanserai db copy --from caravanserai.db --to postgresql://…``: move a server's SQLite
database to PostgreSQL.

Every table of the bot is copied as it is (ids kept, so messages, timers and tournament tables
still point at the right rows), in one PostgreSQL transaction: a copy that fails leaves the
target as it was. Then every game is re-played twice — from the source and from what the target
now holds — with :func:`bot.tools.dbcheck.check_session`, and the two reports must match game for game
(same moves, same final state hash). A target that already holds rows is refused unless
``--force`` (which empties it first): copying into a live server's database would mix two.
"""

from __future__ import annotations

import asyncio
import sqlite3
import time
from pathlib import Path
from typing import Any

from bot.store import is_server_url, open_store, sqlite
from bot.store.backup import hide_password

# copied first: the tables the others refer to
PARENTS = ("sessions", "tournaments")
# what a replay needs, mirrored from the target into memory for bot.tools.dbcheck.check_session
REPLAYED = ("sessions", "seats", "actions", "snapshots")


def _read_source(path: Path) -> tuple[dict[str, list[str]], dict[str, list[tuple[Any, ...]]]]:
    """Columns and rows of every table, read-only, as of one read transaction."""
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        version = int(db.execute("PRAGMA user_version").fetchone()[0])
        if version != sqlite.SCHEMA_VERSION:
            raise SystemExit(
                f"caravanserai: {path} has schema version {version}, this bot {sqlite.SCHEMA_VERSION}:"
                " start this version of the bot on it once (it migrates), then copy."
            )
        db.execute("BEGIN")
        names = [
            r[0]
            for r in db.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table'"
                " AND name NOT LIKE 'sqlite_%' ORDER BY name"
            )
        ]
        columns: dict[str, list[str]] = {}
        rows: dict[str, list[tuple[Any, ...]]] = {}
        for name in names:
            columns[name] = [r[1] for r in db.execute(f'PRAGMA table_info("{name}")')]
            cols = ", ".join(f'"{c}"' for c in columns[name])
            rows[name] = [tuple(r) for r in db.execute(f'SELECT {cols} FROM "{name}"')]
        return columns, rows
    finally:
        db.close()


def _replays(db: sqlite3.Connection) -> dict[int, dict[str, Any]]:
    from bot.tools.dbcheck import check_session

    db.row_factory = sqlite3.Row
    return {
        int(row["id"]): check_session(db, row)
        for row in db.execute("SELECT * FROM sessions ORDER BY id")
    }


def _mirror(
    columns: dict[str, list[str]], rows: dict[str, list[tuple[Any, ...]]]
) -> sqlite3.Connection:
    """An in-memory SQLite database of the bot's schema holding ``rows`` (read back from the
    target), for the same replay check as the source's."""
    db = sqlite3.connect(":memory:")
    for script in sqlite.MIGRATIONS:
        db.executescript(script)
    for name in REPLAYED:
        cols = columns[name]
        marks = ",".join("?" * len(cols))
        db.executemany(
            f"INSERT INTO {name}({', '.join(cols)}) VALUES ({marks})", rows.get(name, [])
        )
    return db


async def copy(source: str | Path, target: str, *, force: bool = False) -> dict[str, Any]:
    """Copy ``source`` (a SQLite file) into ``target`` (a PostgreSQL URL); returns a report
    with ``ok`` False when a replay from the target differs from the source's."""
    from bot.store.postgres import PgStore

    src = Path(source)
    if not is_server_url(target):
        raise SystemExit("caravanserai: --to must be a postgresql:// URL.")
    if is_server_url(source) or not src.is_file():
        raise SystemExit(f"caravanserai: no SQLite database at {hide_password(str(source))}.")
    started = time.perf_counter()
    columns, rows = await asyncio.to_thread(_read_source, src)
    store = await open_store(target)
    assert isinstance(store, PgStore)
    try:
        tables = await store.tables()
        missing = sorted(set(columns) - set(tables))
        if missing:
            raise SystemExit(f"caravanserai: the target has no table {', '.join(missing)}.")
        held = {}
        for t in tables:
            row = await store.fetchone(f"SELECT COUNT(*) AS n FROM {t}")
            if row and row["n"]:
                held[t] = int(row["n"])
        if held and not force:
            raise SystemExit(
                f"caravanserai: the target already holds rows ({', '.join(f'{t}: {n}' for t, n in sorted(held.items()))});"
                " add --force to empty it first."
            )
        order = [t for t in PARENTS if t in columns] + [t for t in columns if t not in PARENTS]
        async with store.bulk() as raw:
            if held:
                await raw.execute(f"TRUNCATE {', '.join(tables)} RESTART IDENTITY CASCADE")
            for name in order:
                if rows[name]:
                    await raw.copy_records_to_table(name, records=rows[name], columns=columns[name])
        await store.reset_sequences()
        copied = {n: len(rows[n]) for n in order}
        back: dict[str, list[tuple[Any, ...]]] = {}
        for name in REPLAYED:
            cols = ", ".join(columns[name])
            back[name] = [tuple(r) for r in await store.fetchall(f"SELECT {cols} FROM {name}")]
        counts = {}
        for name in order:
            row = await store.fetchone(f"SELECT COUNT(*) AS n FROM {name}")
            counts[name] = int(row["n"]) if row else 0
    finally:
        await store.close()

    def replay_both() -> tuple[dict[int, Any], dict[int, Any]]:
        source_db = sqlite3.connect(f"file:{src}?mode=ro", uri=True)
        try:
            before = _replays(source_db)
        finally:
            source_db.close()
        mirror = _mirror(columns, back)
        try:
            return before, _replays(mirror)
        finally:
            mirror.close()

    before, after = await asyncio.to_thread(replay_both)
    differ = [sid for sid in before if before[sid] != after.get(sid)]
    return {
        "ok": counts == copied and not differ and set(after) == set(before),
        "rows": copied,
        "rows_in_target": counts,
        "replayed": sum(1 for r in after.values() if r.get("moves") is not None),
        "moves": sum(r.get("moves") or 0 for r in after.values()),
        "differ": differ,
        "problems_in_source": [r for r in before.values() if not r["ok"]],
        "seconds": round(time.perf_counter() - started, 3),
    }
