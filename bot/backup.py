"""Backups of a live database and their check (``caravanserai db backup`` / ``db check``).

Copying ``caravanserai.db`` with ``cp`` while the bot runs can give a torn copy: SQLite in WAL
mode keeps recent commits in ``caravanserai.db-wal`` until a checkpoint, and a copy taken
between the two files (or in the middle of a checkpoint) is a database that never existed.
SQLite's online backup API copies the pages of one read transaction, so the copy is the
database as of one commit; in WAL mode a reader never blocks the bot's writer, so the bot keeps
committing moves meanwhile. The copy is written next to the target and renamed into place, so
a half-written backup never has the target's name.

``db check`` proves a backup is usable: the file's integrity, its references, and every game
re-played from seed + options + seats + action log to the stored snapshot's state hash (the
same hash and replay as a restart uses, :mod:`bot.restore`) and, for a finished game, to its
stored result.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from pathlib import Path
from typing import Any

from bot.restore import json_hash
from games.core.registry import get_game

PG_HINT = (
    "{url} is a PostgreSQL database: back it up with PostgreSQL's own tool, which takes a "
    "consistent snapshot while the bot runs, e.g.\n"
    "    pg_dump --format=custom --file=caravanserai-$(date +%F).dump '{url}'\n"
    "and restore it with `pg_restore --clean --dbname=URL FILE`. `caravanserai db check` reads "
    "SQLite files only."
)


def is_postgres(target: str) -> bool:
    return target.startswith(("postgres://", "postgresql://", "postgresql+"))


def backup(source: str | os.PathLike[str], dest: str | os.PathLike[str]) -> dict[str, Any]:
    """Copy the live SQLite database ``source`` to ``dest`` as of one commit; returns a report.

    One backup step copies every page inside one read transaction (``pages=-1``): a step-wise
    copy restarts whenever another connection writes, which with a busy bot may never end. The
    bot's writer is not blocked (WAL); the copy is switched to a single-file journal so that
    ``dest`` alone is the whole backup."""
    src_path, dest_path = Path(source), Path(dest)
    if is_postgres(str(source)):
        raise SystemExit(PG_HINT.format(url=source))
    if not src_path.is_file():
        raise SystemExit(f"caravanserai: no database at {src_path}.")
    if dest_path.resolve() == src_path.resolve():
        raise SystemExit("caravanserai: the backup must be another file than the database.")
    if dest_path.is_dir():
        raise SystemExit(f"caravanserai: {dest_path} is a folder; give the backup's file name.")
    dest_path.parent.mkdir(parents=True, exist_ok=True)
    partial = dest_path.with_name(dest_path.name + ".partial")
    partial.unlink(missing_ok=True)
    started = time.perf_counter()
    src = sqlite3.connect(f"file:{src_path}?mode=ro", uri=True, timeout=30)
    try:
        src.execute("PRAGMA busy_timeout=30000")
        out = sqlite3.connect(partial)
        try:
            src.backup(out, pages=-1)
            out.execute("PRAGMA journal_mode=DELETE")
            ok = out.execute("PRAGMA integrity_check").fetchone()[0]
            counts = _counts(out)
            version = int(out.execute("PRAGMA user_version").fetchone()[0])
        finally:
            out.close()
    finally:
        src.close()
    if ok != "ok":
        partial.unlink(missing_ok=True)
        raise RuntimeError(f"the copy failed its integrity check: {ok}")
    os.replace(partial, dest_path)
    return {
        "backup": str(dest_path),
        "from": str(src_path),
        "bytes": dest_path.stat().st_size,
        "schema_version": version,
        "seconds": round(time.perf_counter() - started, 3),
        "rows": counts,
    }


def _counts(db: sqlite3.Connection) -> dict[str, int]:
    names = [
        r[0]
        for r in db.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            " ORDER BY name"
        )
    ]
    return {n: int(db.execute(f'SELECT COUNT(*) FROM "{n}"').fetchone()[0]) for n in names}


def check(path: str | os.PathLike[str]) -> dict[str, Any]:
    """Check a backup (or any database file, read-only): integrity, references, and every
    game replayed to its stored hashes. ``report["ok"]`` is False when anything differs."""
    p = Path(path)
    if is_postgres(str(path)):
        raise SystemExit(PG_HINT.format(url=path))
    if not p.is_file():
        raise SystemExit(f"caravanserai: no database at {p}.")
    db = sqlite3.connect(f"file:{p}?mode=ro", uri=True)
    db.row_factory = sqlite3.Row
    try:
        integrity = db.execute("PRAGMA integrity_check").fetchone()[0]
        broken = db.execute("PRAGMA foreign_key_check").fetchall()
        games = [check_session(db, row) for row in db.execute("SELECT * FROM sessions ORDER BY id")]
    except sqlite3.DatabaseError as exc:
        raise SystemExit(f"caravanserai: {p} is not a readable database: {exc}") from None
    finally:
        db.close()
    problems = [g for g in games if not g["ok"]]
    by_status: dict[str, int] = {}
    for g in games:
        by_status[g["status"]] = by_status.get(g["status"], 0) + 1
    return {
        "ok": integrity == "ok" and not broken and not problems,
        "file": str(p),
        "integrity": integrity,
        "broken_references": len(broken),
        "sessions": by_status,
        "replayed": sum(1 for g in games if g.get("moves") is not None),
        "moves": sum(g.get("moves") or 0 for g in games),
        "problems": problems,
    }


def check_session(db: sqlite3.Connection, row: sqlite3.Row) -> dict[str, Any]:
    """Replay one stored game; what it found (``ok`` False with a ``reason`` when it differs).

    A table that never started has nothing to replay. A game stored under other rules than
    this engine's is reported, not failed: only the engine it was played with can replay it."""
    sid = int(row["id"])
    out: dict[str, Any] = {"session": sid, "game": row["game"], "status": row["status"]}
    actions = db.execute(
        "SELECT seq, seat, action FROM actions WHERE session_id = ? ORDER BY seq", (sid,)
    ).fetchall()
    snap = db.execute(
        "SELECT seq, state, hash FROM snapshots WHERE session_id = ? ORDER BY seq DESC LIMIT 1",
        (sid,),
    ).fetchone()
    if row["status"] == "open" or (not actions and snap is None):
        out.update(ok=True, moves=None)
        return out
    try:
        game = get_game(row["game"])
    except KeyError:
        out.update(ok=False, reason=f"unknown game {row['game']!r}")
        return out
    if game.spec.version != row["rules_version"]:
        out.update(ok=True, moves=None, skipped=f"rules v{row['rules_version']}")
        return out
    seqs = [int(a["seq"]) for a in actions]
    if seqs != list(range(1, len(seqs) + 1)):
        out.update(ok=False, reason="the action log has gaps")
        return out
    if snap is not None and json_hash(json.loads(snap["state"])) != snap["hash"]:
        out.update(ok=False, reason=f"snapshot at move {snap['seq']} does not match its hash")
        return out
    seats = db.execute("SELECT COUNT(*) FROM seats WHERE session_id = ?", (sid,)).fetchone()[0]
    try:
        state = game.new(int(seats), row["seed"], json.loads(row["options"]))
        for a in actions:
            game.apply(state, a["seat"], a["action"])
            at_snapshot = snap is not None and int(a["seq"]) == int(snap["seq"])
            if at_snapshot and game.state_hash(state) != snap["hash"]:
                out.update(ok=False, reason=f"replay differs from the snapshot at {a['seq']}")
                return out
    except Exception as exc:  # noqa: BLE001 - a report, never a traceback
        out.update(ok=False, reason=f"replay failed: {type(exc).__name__}: {exc}")
        return out
    if snap is not None and int(snap["seq"]) > len(actions):
        out.update(ok=False, reason=f"snapshot at move {snap['seq']} is after the last move")
        return out
    out["moves"] = len(actions)
    out["hash"] = game.state_hash(state)[:16]
    if row["status"] == "finished":
        stored = json.loads(row["result"]) if row["result"] else None
        if isinstance(stored, dict) and stored.get("adjudicated"):
            # a tournament table ended by its deadline or by hand: the log stops mid-game
            out["adjudicated"] = stored["adjudicated"]
        elif not game.is_over(state):
            out.update(ok=False, reason="stored as finished, but the replayed game is not over")
            return out
        else:
            result = game.result(state)
            if (result.to_json() if result else None) != stored:
                out.update(ok=False, reason="the replayed result differs from the stored one")
                return out
    out["ok"] = True
    return out


# -- command line (bot/cli.py registers these) ----------------------------------------------------
def _configured_database(env: str) -> str:
    from bot.settings import Settings

    return str(Settings.load(env).database)


def cmd_backup(args: Any) -> int:
    source = args.database or _configured_database(args.env)
    print(json.dumps(backup(source, args.file), indent=1))
    return 0


def cmd_check(args: Any) -> int:
    report = check(args.file)
    print(json.dumps(report, indent=1))
    return 0 if report["ok"] else 1


def add_parser(sub: Any, formatter: Any) -> None:
    """``caravanserai db backup FILE`` and ``caravanserai db check FILE``."""
    p = sub.add_parser(
        "db",
        help="back up the live database, or check a backup",
        description="Database maintenance while the bot runs.",
        formatter_class=formatter,
    )
    db_sub = p.add_subparsers(dest="db_command", required=True, metavar="db_command")
    b = db_sub.add_parser(
        "backup",
        help="copy the live database consistently (safe while the bot runs)",
        description="Copies the database as of one commit with SQLite's online backup API, "
        "while the bot keeps playing; the copy is one self-contained file, checked for "
        "integrity, and only gets FILE's name once complete. Prints a JSON report. For a "
        "PostgreSQL URL it explains pg_dump instead.",
        formatter_class=formatter,
    )
    b.add_argument("file", help="the backup file to write (replaced if it exists)")
    b.add_argument(
        "--database",
        metavar="PATH_OR_URL",
        help="the database to copy (default: CARAVANSERAI_DATABASE from the environment/--env)",
    )
    b.add_argument("--env", default=".env", help="settings file for the default database")
    b.set_defaults(func=cmd_backup)
    c = db_sub.add_parser(
        "check",
        help="re-play every game of a backup and compare its state hashes",
        description="Opens FILE read-only: integrity check, references, and every game "
        "re-played from its seed and moves to the stored snapshot hash and result. Prints a "
        "JSON report; exits 0 when all match, 1 when anything differs.",
        formatter_class=formatter,
    )
    c.add_argument("file", help="the backup (or database) file to check")
    c.set_defaults(func=cmd_check)
