"""SQLite → PostgreSQL translation of the statements the bot writes (its callers write SQLite).

Callers keep one dialect (``?`` placeholders, ``INSERT OR IGNORE``, ``t.guild IS ?``, a row id
read back as ``cursor.lastrowid``); the PostgreSQL back end translates each distinct statement
once (cached) instead of every module carrying two spellings. Migrations are translated the same
way, statement by statement; the one a rule cannot translate (v2 rebuilds ``sessions`` because
SQLite cannot alter a CHECK constraint) has its PostgreSQL text in :data:`PG_MIGRATIONS`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

# Migrations whose SQLite text is no rule-based translation away from PostgreSQL: index → the
# PostgreSQL statements with the same outcome. v2: PostgreSQL can drop and re-add a CHECK, so
# ``sessions`` keeps its rows, its sequence and the foreign keys pointing at it.
PG_MIGRATIONS: dict[int, str] = {
    1: """
    ALTER TABLE sessions DROP CONSTRAINT IF EXISTS sessions_status_check;
    ALTER TABLE sessions ADD CONSTRAINT sessions_status_check
        CHECK (status IN ('open', 'running', 'finished', 'cancelled', 'abandoned'));
    ALTER TABLE sessions ADD COLUMN paused TEXT;
    CREATE INDEX outbox_unsent ON outbox(sent, id);
    CREATE TABLE meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
    );
    """,
}

_TOKEN = re.compile(r"'(?:[^']|'')*'|\"[^\"]*\"|\?|[^'\"?]+", re.S)


def placeholders(sql: str) -> str:
    """``?`` → ``$1, $2…`` outside quoted strings and identifiers."""
    out: list[str] = []
    n = 0
    for tok in _TOKEN.findall(sql):
        if tok == "?":
            n += 1
            out.append(f"${n}")
        else:
            out.append(tok)
    return "".join(out)


def ddl(statement: str) -> str:
    """A schema statement's column types: SQLite's ``REAL`` is 8 bytes (PostgreSQL's is 4) and
    its ``INTEGER`` 8 bytes (Discord ids, milliseconds); ``AUTOINCREMENT`` ids are sequences."""
    s = re.sub(
        r"\bINTEGER\s+PRIMARY\s+KEY\s+AUTOINCREMENT\b",
        "BIGSERIAL PRIMARY KEY",
        statement,
        flags=re.I,
    )
    s = re.sub(r"\bINTEGER\b", "BIGINT", s, flags=re.I)
    return re.sub(r"\bREAL\b", "DOUBLE PRECISION", s, flags=re.I)


def migration(index: int, script: str) -> list[str]:
    """The PostgreSQL statements of migration ``index`` (0-based), SQLite text ``script``."""
    text = PG_MIGRATIONS.get(index, script)
    return [ddl(s.strip()) for s in text.split(";") if s.strip()]


def _alias_subqueries(sql: str) -> str:
    """``FROM (SELECT …)`` needs an alias in PostgreSQL before 16; SQLite's may omit it."""
    out, at, n = [], 0, 0
    for m in re.finditer(r"\bFROM\s*\(", sql, re.I):
        if m.start() < at:
            continue
        depth, i = 1, m.end()
        while i < len(sql) and depth:
            depth += {"(": 1, ")": -1}.get(sql[i], 0)
            i += 1
        rest = sql[i:].lstrip()
        if not re.match(r"(AS\b|[A-Za-z_])", rest, re.I) or re.match(
            r"(WHERE|GROUP|ORDER|LIMIT|UNION|JOIN|LEFT|INNER|ON|HAVING)\b", rest, re.I
        ):
            n += 1
            out.append(sql[at:i] + f" AS _sub{n}")
            at = i
    return "".join(out) + sql[at:]


def _qualify_upsert(sql: str, table: str, cols: list[str]) -> str:
    """In ``ON CONFLICT … DO UPDATE SET c = c + 1`` PostgreSQL cannot tell the row's ``c`` from
    the proposed one (SQLite reads it as the row's): name the table."""
    m = re.search(r"\bDO\s+UPDATE\s+SET\b", sql, re.I)
    if not m or not cols:
        return sql
    names = "|".join(re.escape(c) for c in cols)
    head, tail = sql[: m.end()], sql[m.end() :]
    parts = []
    for part in re.split(r",(?![^(]*\))", tail):
        lhs, eq, rhs = part.partition("=")
        if eq:
            rhs = re.sub(rf"(?<![\w.])({names})\b", rf"{table}.\1", rhs)
        parts.append(lhs + eq + rhs)
    return head + ",".join(parts)


@dataclass(frozen=True)
class Translated:
    sql: str
    returns_id: bool  # RETURNING id was added: the first column is the cursor's lastrowid


_INSERT = re.compile(
    r"^\s*INSERT\s+OR\s+(IGNORE|REPLACE)\s+INTO\s+(\w+)\s*\(([^)]*)\)", re.I | re.S
)
_INSERT_INTO = re.compile(r"^\s*INSERT\s+INTO\s+(\w+)\s*(?:\(([^)]*)\))?", re.I)


@lru_cache(maxsize=4096)
def statement(
    sql: str, keys: tuple[tuple[str, tuple[str, ...]], ...], serial: frozenset[str]
) -> Translated:
    """One runtime statement. ``keys``: each table's primary key (for ``INSERT OR REPLACE``);
    ``serial``: tables whose ``id`` is a sequence (an INSERT returns it, for ``lastrowid``)."""
    s = sql.strip().rstrip(";")
    m = _INSERT.match(s)
    if m:
        verb, table, cols = m.group(1).upper(), m.group(2), m.group(3)
        s = "INSERT INTO " + s[m.start(2) :]
        if verb == "IGNORE":
            s += " ON CONFLICT DO NOTHING"
        else:
            key = dict(keys)[table.lower()]
            names = [c.strip() for c in cols.split(",")]
            sets = ", ".join(f"{c} = EXCLUDED.{c}" for c in names if c not in key)
            s += f" ON CONFLICT ({', '.join(key)}) DO " + (
                f"UPDATE SET {sets}" if sets else "NOTHING"
            )
    # ``a IS ?`` (NULL-safe equality in SQLite) needs its PostgreSQL spelling
    s = re.sub(r"\bIS\s+NOT\s+\?", "IS DISTINCT FROM ?", s, flags=re.I)
    s = re.sub(r"\bIS\s+\?", "IS NOT DISTINCT FROM ?", s, flags=re.I)
    # SQLite's implicit row id: an append-only table's physical order is its insertion order;
    # a row found and changed in one transaction keeps its ctid meanwhile (bot/table/privacy.py)
    s = re.sub(r"\bORDER\s+BY\s+rowid\b", "ORDER BY ctid", s, flags=re.I)
    s = re.sub(r"\browid\b", "ctid", s, flags=re.I)
    s = re.sub(r"\binstr\(", "strpos(", s, flags=re.I)  # same arguments, same answer
    s = _alias_subqueries(s)
    returns_id = False
    ins = _INSERT_INTO.match(s)
    if ins and ins.group(2):
        s = _qualify_upsert(s, ins.group(1), [c.strip() for c in ins.group(2).split(",")])
    if ins and ins.group(1).lower() in serial and not re.search(r"\bRETURNING\b", s, re.I):
        s += " RETURNING id"
        returns_id = True
    return Translated(placeholders(s), returns_id)
