"""Storage back ends other than the embedded SQLite one (:mod:`bot.store.sqlite`).

A package rather than one module: the PostgreSQL store (asyncpg) and the SQL translation it
needs are separate concerns with separate tests, and importing :mod:`bot.store.sqlite` never imports
asyncpg (the default install runs on SQLite alone).
"""

from __future__ import annotations


def is_server_url(target: object) -> bool:
    """Whether a database setting names a PostgreSQL server rather than a SQLite file."""
    return str(target).startswith(("postgresql://", "postgres://"))
