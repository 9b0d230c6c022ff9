"""``caravanserai db``: back up the live database (:mod:`bot.store.backup`), check a backup
(:mod:`bot.tools.dbcheck`), copy SQLite into PostgreSQL (:mod:`bot.tools.dbcopy`)."""

from __future__ import annotations

import argparse
import asyncio
import json
from typing import Any

from bot.store.backup import backup
from bot.tools.dbcheck import check
from bot.tools.dbcopy import copy


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


def cmd_copy(args: argparse.Namespace) -> int:
    report = asyncio.run(copy(args.source, args.target, force=args.force))
    print(json.dumps(report, indent=1))
    return 0 if report["ok"] else 1


def add_parser(sub: Any, formatter: Any) -> None:
    """``caravanserai db backup FILE``, ``db check FILE`` and ``db copy --from FILE --to URL``."""
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
    p = db_sub.add_parser(
        "copy",
        help="copy a SQLite database into PostgreSQL, then re-play every game",
        description="Copies every table (sessions, moves, timers, outbox, tournaments, "
        "ratings…) from the SQLite file into the PostgreSQL database, in one transaction, "
        "then re-plays every game from both and compares the state hashes. Stop the bot "
        "first. Refuses a target that already holds rows unless --force (which empties it). "
        "Prints a JSON report; exits 0 when everything matches.",
        formatter_class=formatter,
    )
    p.add_argument("--from", dest="source", required=True, metavar="FILE", help="the SQLite file")
    p.add_argument("--to", dest="target", required=True, metavar="URL", help="postgresql://…")
    p.add_argument("--force", action="store_true", help="empty a target that holds rows first")
    p.set_defaults(func=cmd_copy)
