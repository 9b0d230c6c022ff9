"""``caravanserai db check``: whether a backup (or any SQLite database) is usable.

``db check`` proves a backup is usable: the file's integrity, its references, and every game
re-played from seed + options + seats + action log to the stored snapshot's state hash (the
same hash and replay as a restart uses, :mod:`bot.table.restore`) and, for a finished game, to its
stored result.
The copy (:mod:`bot.tools.dbcopy`) checks the same way, game for game.
"""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path
from typing import Any

from bot.store.backup import PG_HINT, hide_password, is_postgres


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
