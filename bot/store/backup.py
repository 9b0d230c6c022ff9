"""Backups of a live database (``caravanserai db backup``; ``db check`` is in :mod:`bot.tools.db`).

Copying ``caravanserai.db`` with ``cp`` while the bot runs can give a torn copy: SQLite in WAL
mode keeps recent commits in ``caravanserai.db-wal`` until a checkpoint, and a copy taken
between the two files (or in the middle of a checkpoint) is a database that never existed.
SQLite's online backup API copies the pages of one read transaction, so the copy is the
database as of one commit; in WAL mode a reader never blocks the bot's writer, so the bot keeps
committing moves meanwhile. The copy is written next to the target and renamed into place, so
a half-written backup never has the target's name.

A backup is proven usable by ``db check`` (:mod:`bot.tools.db`), which re-plays every game:
that needs the games and the table service, which storage must not import.
"""

from __future__ import annotations

import os
import re
import sqlite3
import time
from pathlib import Path
from typing import Any

PG_HINT = (
    "{url} is a PostgreSQL database: back it up with PostgreSQL's own tool, which takes a "
    "consistent snapshot while the bot runs, e.g.\n"
    "    pg_dump --format=custom --file=caravanserai-$(date +%F).dump '{url}'\n"
    "(the password from ~/.pgpass or PGPASSWORD, never on a command line) and restore it with "
    "`pg_restore --clean --dbname=URL FILE`. `caravanserai db check` reads SQLite files only."
)
# the files SQLite keeps beside a database: a backup written over one of them destroys commits
LIVE_SUFFIXES = ("", "-wal", "-shm", "-journal")
# the password of a URL (scheme://user:password@host): never printed, mailed or logged
URL_PASSWORD = re.compile(r"(://[^\s/@:]*):[^\s@]*@")


def hide_password(text: str) -> str:
    """``text`` with the password of every URL in it left out (``postgresql://u@host/db``)."""
    return URL_PASSWORD.sub(r"\1@", text)


def is_postgres(target: str) -> bool:
    return target.startswith(("postgres://", "postgresql://", "postgresql+"))


def _names(path: Path) -> set[Path]:
    """The names ``path`` goes by: as given (made absolute) and with every link resolved."""
    return {Path(os.path.abspath(path)), path.resolve()}


def is_live_file(dest: Path, database: Path) -> bool:
    """Whether ``dest`` is the database itself or one of its journals, by any name (relative,
    through links, a hard link)."""
    live = {Path(f"{base}{suffix}") for base in _names(database) for suffix in LIVE_SUFFIXES}
    live |= {name for f in live for name in _names(f)}
    if _names(dest) & live:
        return True
    return dest.exists() and any(f.exists() and os.path.samefile(dest, f) for f in live)


def backup(source: str | os.PathLike[str], dest: str | os.PathLike[str]) -> dict[str, Any]:
    """Copy the live SQLite database ``source`` to ``dest`` as of one commit; returns a report.

    One backup step copies every page inside one read transaction (``pages=-1``): a step-wise
    copy restarts whenever another connection writes, which with a busy bot may never end. The
    bot's writer is not blocked (WAL); the copy is switched to a single-file journal so that
    ``dest`` alone is the whole backup. A copy that fails leaves nothing behind."""
    src_path, dest_path = Path(source), Path(dest)
    if is_postgres(str(source)):
        raise SystemExit(PG_HINT.format(url=hide_password(str(source))))
    if not src_path.is_file():
        raise SystemExit(f"caravanserai: no database at {src_path}.")
    partial = dest_path.with_name(dest_path.name + ".partial")
    if is_live_file(dest_path, src_path) or is_live_file(partial, src_path):
        raise SystemExit(
            f"caravanserai: {dest_path} is one of the live database's own files ({src_path}, "
            "-wal, -shm, -journal); give the backup another name."
        )
    if dest_path.is_dir():
        raise SystemExit(f"caravanserai: {dest_path} is a folder; give the backup's file name.")
    dest_path.parent.mkdir(parents=True, exist_ok=True)
    partial.unlink(missing_ok=True)
    started = time.perf_counter()
    try:
        ok, counts, version = _copy(src_path, partial)
        if ok != "ok":
            raise SystemExit(
                f"caravanserai: cannot back up {src_path}: the copy failed its integrity check"
                f" ({ok.splitlines()[0]}); the database itself may be damaged."
            )
        os.replace(partial, dest_path)
    except sqlite3.DatabaseError as exc:
        raise SystemExit(f"caravanserai: cannot back up {src_path}: {exc}.") from None
    finally:
        partial.unlink(missing_ok=True)
    return {
        "backup": str(dest_path),
        "from": str(src_path),
        "bytes": dest_path.stat().st_size,
        "schema_version": version,
        "seconds": round(time.perf_counter() - started, 3),
        "rows": counts,
    }


def _copy(src_path: Path, partial: Path) -> tuple[str, dict[str, int], int]:
    """The online backup into ``partial``: (its integrity check, row counts, schema version)."""
    src = sqlite3.connect(f"file:{src_path}?mode=ro", uri=True, timeout=30)
    try:
        src.execute("PRAGMA busy_timeout=30000")
        out = sqlite3.connect(partial)
        try:
            src.backup(out, pages=-1)
            out.execute("PRAGMA journal_mode=DELETE")
            ok = str(out.execute("PRAGMA integrity_check").fetchone()[0])
            counts = _counts(out) if ok == "ok" else {}
            version = int(out.execute("PRAGMA user_version").fetchone()[0])
        finally:
            out.close()
    finally:
        src.close()
    return ok, counts, version


def _counts(db: sqlite3.Connection) -> dict[str, int]:
    names = [
        r[0]
        for r in db.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            " ORDER BY name"
        )
    ]
    return {n: int(db.execute(f'SELECT COUNT(*) FROM "{n}"').fetchone()[0]) for n in names}
