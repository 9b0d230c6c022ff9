"""Which rows of the shared database this process works on (several processes).

Each process owns the servers of its shards (:class:`bot.ops.sharding.ShardPlan`); a table, a timer,
an outbox row or a tournament belongs to the process that owns its server. Every query that
starts work by itself — loading the tables, the due timers, the outbox sweep, tournaments to
resume and their timers, relayed presses — adds :func:`owned` to its ``WHERE``, so a process
never touches another's rows (it would fire their timers and send their notices twice). The
shard of a stored server id is computed by the database (:meth:`bot.store.sqlite.Store.shard_sql`:
the SQL differs between back ends); with one process owning every shard the predicate is
``1 = 1`` and the queries are as before.
"""

from __future__ import annotations

from typing import Any

from bot.ops.sharding import ShardPlan

EVERYTHING = "1 = 1"


def plan_of(store: Any) -> ShardPlan:
    """The shards the process using ``store`` owns (every shard unless the bot said)."""
    plan = getattr(store, "shards", None)
    return plan if isinstance(plan, ShardPlan) else ShardPlan()


def partial(store: Any) -> bool:
    return plan_of(store).partial


def owned(store: Any, guild_column: str) -> str:
    """A ``WHERE`` term true for rows whose server (``guild_column``, a Discord id as text or
    NULL for none: shard 0) is on one of this process's shards. Only digits and ids go into the
    text, never user input."""
    plan = plan_of(store)
    if not plan.partial:
        return EVERYTHING
    assert plan.count is not None and plan.ids is not None
    ids = ",".join(str(int(i)) for i in plan.ids)
    return f"{store.shard_sql(guild_column, int(plan.count))} IN ({ids})"


def active_sessions(store: Any) -> str:
    """The ids of this process's open and running tables, as a sub-query."""
    return (
        "SELECT id FROM sessions WHERE status IN ('open', 'running')"
        f" AND {owned(store, 'sessions.guild')}"
    )
