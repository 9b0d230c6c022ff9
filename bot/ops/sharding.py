"""Which shards — and so which servers and tables — one bot process owns.

Discord spreads a bot's servers over gateway connections ("shards"): server ``g`` is on shard
``(g >> 22) % shard_count`` and direct messages on shard 0. Past 2,500 servers Discord refuses
an unsharded connection (close code 4011), so the bot is an ``AutoShardedBot``; with one
process and no settings the shard count is Discord's recommendation.

Several processes ("clusters") split the shards: ``CARAVANSERAI_SHARD_COUNT=N`` in every
process, and per process either ``CARAVANSERAI_SHARDS=0-3`` (ids and ranges, ``0,2,5-7``) or
``CARAVANSERAI_CLUSTER=i/k`` (the i-th of k equal blocks). A table belongs to the process that
owns its server's shard (:meth:`ShardPlan.owns_guild`); tables without a server are shard 0's.
Exactly one process syncs the slash commands: the one that owns shard 0.

What a process does with its share — loads, times, delivers and runs tournaments for its own
servers only — is :mod:`bot.ops.ownership`; which process may run at all is the store's claim (one
lock per shard on PostgreSQL: :meth:`bot.store.postgres.PgStore.claim`); a direct-message
press for another process's table goes through the database (:mod:`bot.discord.relay`).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Any

DM_SHARD = 0  # Discord sends direct messages (and their interactions) on shard 0
# Discord asks for about one shard per 1,000 servers: the largest bots run a few tens of
# thousands. A bound, so a typo is one line at start, not hundreds of millions of gateway
# connections or shard ids built in memory.
MAX_SHARD_COUNT = 65536

# Several processes split the shards on one PostgreSQL database only: SQLite has one writer,
# and each process must see the others' writes (bot/store/sqlite.py refuses it too, in claim()).
NEEDS_SERVER = (
    "CARAVANSERAI_SHARDS/CARAVANSERAI_CLUSTER: processes owning some shards share one "
    "PostgreSQL database (set CARAVANSERAI_DATABASE=postgresql://…); on a SQLite file run one "
    "process with CARAVANSERAI_SHARD_COUNT alone, which connects every shard"
)


def shard_of(guild_id: int | str | None, shard_count: int) -> int:
    """The shard a server's events arrive on; servers aside (``None``: a DM), shard 0."""
    if guild_id is None or guild_id == "":
        return DM_SHARD
    return (int(guild_id) >> 22) % shard_count


@dataclass(frozen=True)
class ShardPlan:
    """``count`` None: Discord's recommended count, one process owning every shard."""

    count: int | None = None
    ids: tuple[int, ...] | None = None  # None: every shard
    # k of CARAVANSERAI_CLUSTER=i/k: the number of processes (not part of which shards)
    cluster: int | None = field(default=None, compare=False)

    @property
    def partial(self) -> bool:
        """Whether other processes own some shards (this one must not touch their tables)."""
        return self.ids is not None and self.count is not None and len(self.ids) < self.count

    @property
    def syncs_commands(self) -> bool:
        """Exactly one process registers the commands: the one that owns shard 0."""
        return self.ids is None or DM_SHARD in self.ids

    @property
    def processes(self) -> int:
        """How many processes share the bot's token: k of ``i/k``; with shard ids, the shard
        count over this process's share (processes owning equal shares); one when this
        process owns every shard."""
        if self.ids is None or self.count is None or not self.ids:
            return 1
        return self.cluster or -(-self.count // len(self.ids))

    def owns_guild(self, guild_id: int | str | None) -> bool:
        if self.ids is None or self.count is None:
            return True
        return shard_of(guild_id, self.count) in self.ids

    def bot_options(self) -> dict[str, Any]:
        """Keyword arguments of ``AutoShardedBot`` (none: Discord's recommended count)."""
        out: dict[str, Any] = {}
        if self.count is not None:
            out["shard_count"] = self.count
        if self.ids is not None:
            out["shard_ids"] = list(self.ids)
        return out

    def describe(self) -> str:
        if self.count is None:
            return "shards: as many as Discord recommends, all in this process"
        ids = "all" if self.ids is None else ",".join(map(str, self.ids))
        return f"shards {ids} of {self.count}"


def _number(text: str) -> int | None:
    """ASCII digits as a number, else None. ``int()`` also reads other scripts' digits (and
    refuses ``²``, which ``isdigit()`` accepts) and raises past 4,300 digits; anything longer
    than 12 digits is past every bound here, so it is not converted (2**40 stands for it)."""
    if not (text.isascii() and text.isdigit()):
        return None
    text = text.lstrip("0") or "0"
    return int(text) if len(text) <= 12 else 2**40


def _shown(text: str) -> str:
    """A number from the settings as a message quotes it: huge ones clipped."""
    return text if len(text) <= 12 else f"{text[:12]}…"


def parse_ids(text: str, count: int) -> tuple[int, ...]:
    """``0-3``, ``0,2,5-7`` → sorted shard ids, each below ``count``; ValueError otherwise.
    Every range is checked against ``count`` before it is built."""
    ranges: list[tuple[int, int]] = []
    for part in text.replace(" ", "").split(","):
        if not part:
            continue
        low, dash, high = part.partition("-")
        a, b = _number(low), _number(high) if dash else _number(low)
        if a is None or b is None:
            raise ValueError(f"{part[:20]!r} is not a shard id or range like 0-3")
        if a > b:
            raise ValueError(f"{part[:20]!r} runs backwards")
        if b >= count:
            raise ValueError(
                f"shard {_shown(high if dash else low)} is not below"
                f" CARAVANSERAI_SHARD_COUNT={count}"
            )
        ranges.append((a, b))
    if not ranges:
        raise ValueError("no shard ids")
    return tuple(sorted({s for a, b in ranges for s in range(a, b + 1)}))


def cluster_ids(text: str, count: int) -> tuple[int, ...]:
    """``i/k``: the i-th (from 0) of k blocks of consecutive shards, as equal as they come."""
    i, slash, k = text.replace(" ", "").partition("/")
    ki, n = _number(i), _number(k)
    if not slash or ki is None or n is None or n < 1 or ki >= n:
        raise ValueError(f"{text[:30]!r}: expected i/k, the i-th of k processes, 0 ≤ i < k")
    if n > count:
        raise ValueError(f"{_shown(k)} processes for {count} shards: some would own none")
    return tuple(range(count * ki // n, count * (ki + 1) // n))


def from_env(env: dict[str, str] | None = None) -> tuple[ShardPlan, list[str]]:
    """The plan from ``CARAVANSERAI_SHARD_COUNT``, ``CARAVANSERAI_SHARDS`` and
    ``CARAVANSERAI_CLUSTER``, with one line per problem (the bot does not start on a guess)."""
    env = dict(os.environ) if env is None else env
    raw_count = env.get("CARAVANSERAI_SHARD_COUNT", "").strip()
    raw_ids = env.get("CARAVANSERAI_SHARDS", "").strip()
    raw_cluster = env.get("CARAVANSERAI_CLUSTER", "").strip()
    problems: list[str] = []
    count: int | None = None
    if raw_count:
        number = _number(raw_count)
        if number is None or number < 1:
            problems.append(f"CARAVANSERAI_SHARD_COUNT={raw_count[:20]!r}: expected a number ≥ 1")
        elif number > MAX_SHARD_COUNT:
            problems.append(
                f"CARAVANSERAI_SHARD_COUNT={_shown(raw_count)}: at most {MAX_SHARD_COUNT}"
                " (Discord asks for about one shard per 1,000 servers)"
            )
        else:
            count = number
    if (raw_ids or raw_cluster) and count is None:
        if not problems:
            problems.append(
                "CARAVANSERAI_SHARDS and CARAVANSERAI_CLUSTER need CARAVANSERAI_SHARD_COUNT "
                "(the same in every process)"
            )
        return ShardPlan(), problems
    if raw_ids and raw_cluster:
        problems.append("set CARAVANSERAI_SHARDS or CARAVANSERAI_CLUSTER, not both")
        return ShardPlan(count), problems
    ids: tuple[int, ...] | None = None
    try:
        if raw_ids and count is not None:
            ids = parse_ids(raw_ids, count)
        elif raw_cluster and count is not None:
            ids = cluster_ids(raw_cluster, count)
    except ValueError as exc:
        name = "CARAVANSERAI_SHARDS" if raw_ids else "CARAVANSERAI_CLUSTER"
        problems.append(f"{name}: {exc}")
    if ids is not None and count is not None and len(ids) == count:
        ids = None  # every shard: the same as not saying
    if ids is not None and raw_cluster:
        return ShardPlan(count, ids, int(raw_cluster.replace(" ", "").partition("/")[2])), problems
    return ShardPlan(count, ids), problems
