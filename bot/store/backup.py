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
same hash and replay as a restart uses, :mod:`bot.table.restore`) and, for a finished game, to its
stored result.
"""

from __future__ import annotations

import json
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


def check(path: str | os.PathLike[str]) -> dict[str, Any]:
    """Check a backup (or any database file, read-only): integrity, references, and every
    game replayed to its stored hashes. ``report["ok"]`` is False when anything differs."""
    p = Path(path)
    if is_postgres(str(path)):
        raise SystemExit(PG_HINT.format(url=hide_password(str(path))))
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
    """Replay one stored game; what it found (``ok`` False with a ``reason`` when it differs or
    cannot be replayed). A table that never started has nothing to replay. A game stored under
    other rules is replayed with this engine, as a restart does: one this engine cannot replay
    is one the bot could not restore, and says so."""
    from games.core.registry import get_game  # here: every command imports hide_password

    out: dict[str, Any] = {"session": int(row["id"]), "game": row["game"], "status": row["status"]}
    try:
        game = get_game(row["game"])
    except KeyError:
        out.update(ok=False, reason=f"unknown game {row['game']!r}")
        return out
    reason = _replay(db, row, game, out)
    if reason is not None and game.spec.version != row["rules_version"]:
        reason += (
            f" (stored under {row['game']} rules v{row['rules_version']};"
            f" this engine is v{game.spec.version})"
        )
    if game.spec.version != row["rules_version"]:
        out["rules_version"] = row["rules_version"]
    out["ok"] = reason is None
    if reason is not None:
        out.pop("moves", None)
        out.pop("hash", None)
        out["reason"] = reason
    return out


def _replay(db: sqlite3.Connection, row: sqlite3.Row, game: Any, out: dict[str, Any]) -> str | None:
    """:func:`check_session`'s replay; fills ``out`` and returns why it failed (None: it held)."""
    from bot.table.restore import json_hash

    sid = int(row["id"])
    actions = db.execute(
        "SELECT seq, seat, action FROM actions WHERE session_id = ? ORDER BY seq", (sid,)
    ).fetchall()
    snap = db.execute(
        "SELECT seq, state, hash FROM snapshots WHERE session_id = ? ORDER BY seq DESC LIMIT 1",
        (sid,),
    ).fetchone()
    if row["status"] == "open" or (not actions and snap is None):
        out["moves"] = None
        return None
    seqs = [int(a["seq"]) for a in actions]
    if seqs != list(range(1, len(seqs) + 1)):
        return "the action log has gaps"
    if snap is not None and json_hash(json.loads(snap["state"])) != snap["hash"]:
        return f"snapshot at move {snap['seq']} does not match its hash"
    seats = db.execute("SELECT COUNT(*) FROM seats WHERE session_id = ?", (sid,)).fetchone()[0]
    try:
        state = game.new(int(seats), row["seed"], json.loads(row["options"]))
        for a in actions:
            game.apply(state, a["seat"], a["action"])
            at_snapshot = snap is not None and int(a["seq"]) == int(snap["seq"])
            if at_snapshot and game.state_hash(state) != snap["hash"]:
                return f"replay differs from the snapshot at {a['seq']}"
    except Exception as exc:  # noqa: BLE001 - a report, never a traceback
        return f"replay failed: {type(exc).__name__}: {exc}"
    if snap is not None and int(snap["seq"]) > len(actions):
        return f"snapshot at move {snap['seq']} is after the last move"
    out["moves"] = len(actions)
    out["hash"] = game.state_hash(state)[:16]
    if row["status"] != "finished":
        return None
    stored = json.loads(row["result"]) if row["result"] else None
    if isinstance(stored, dict) and "adjudicated" in stored:
        # a tournament table ended by its deadline or by hand: the log stops mid-game
        out["adjudicated"] = stored["adjudicated"]
        return _adjudication(db, sid, game, state, stored)
    if not game.is_over(state):
        return "stored as finished, but the replayed game is not over"
    result = game.result(state)
    if (result.to_json() if result else None) != stored:
        return "the replayed result differs from the stored one"
    return None


def _adjudication(
    db: sqlite3.Connection, sid: int, game: Any, state: Any, stored: dict[str, Any]
) -> str | None:
    """Why an adjudicated result does not follow from the replayed log (None: it does). By
    standing: the public scores of the replayed position, ranked; by hand: the organiser's ranks,
    which the tournament's own record of the table must hold too."""
    from bot.tournaments.adjudicate import PUBLIC_SCORE
    from games.core.protocol import rank_by

    rule = stored["adjudicated"]
    if rule == "standing":
        read = PUBLIC_SCORE.get(game.spec.id)
        if read is None:
            return "adjudicated by standing, but the game has no public score to rank by"
        try:
            scores = read(game.view(state, None))
            kept = [float(x) for x in stored["scores"]]
        except (KeyError, TypeError, ValueError):
            return "adjudicated by standing without the scores it was ranked by"
        if kept != scores or stored.get("ranks") != rank_by([(x,) for x in scores]):
            return "the standing it was adjudicated by differs from the replayed position's"
        return None
    if rule == "by hand":
        try:
            recorded = db.execute(
                "SELECT result FROM tournament_tables WHERE session_id = ? AND result IS NOT NULL",
                (sid,),
            ).fetchone()
        except sqlite3.OperationalError:
            recorded = None  # a database from before tournaments
        if recorded is None:
            return "scored by hand, but no tournament table records it"
        if json.loads(recorded[0]).get("ranks") != stored.get("ranks"):
            return "scored by hand, but the tournament records other ranks"
        return None
    return f"adjudicated by {rule!r}, which cannot be checked against the replay"


# -- command line (bot/cli.py registers these) ----------------------------------------------------
def _configured_database(env: str) -> str:
    from bot.ops.settings import Settings

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
