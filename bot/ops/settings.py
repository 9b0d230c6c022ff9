"""Settings from the environment and ``.env`` (python-dotenv). ``.env.example`` lists every one."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from dotenv import load_dotenv

from bot.ops import sharding
from bot.ops.sharding import ShardPlan


class SettingsError(ValueError):
    """Bad values in the environment: one line for each, saying what is expected."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


@dataclass(frozen=True)
class Settings:
    token: str | None
    database: Path | str  # a SQLite file, or a postgresql:// URL (kept as text)
    dev_guild_id: int | None
    sync_global: bool
    log_level: str
    snapshot_every: int
    render_cache_mb: int = 32
    render_workers: int = 1
    bot_workers: int = 0  # bot decision processes (Settings.load: 2); 0: threads, as in tests
    requests_per_second: float = 40.0  # the token's pace (all processes) toward Discord's 50/s
    sweep_seconds: float = 30.0  # how often unsent notices no courier holds are looked for
    # running it for a community: bot/ops, bot/ops/logs.py, the /game new limits
    http: str | None = None  # health and metrics endpoint, HOST:PORT; None: off
    log_format: str = "text"  # or "json": one JSON object a line, for log collectors
    outbox_stuck_seconds: float = 300.0  # an undelivered notice this old makes /healthz 503
    open_tables_per_member: int = 3  # tables a member may have open (not started) at once
    open_table_hours: float = 48.0  # an open table nobody starts is closed after this
    status_role: int | None = None  # a role allowed /caravanserai status besides the owner
    shards: ShardPlan = ShardPlan()  # bot/ops/sharding.py: which shards this process connects

    @staticmethod
    def load(env_file: str | os.PathLike[str] | None = ".env") -> Settings:
        """Read settings; a value already in the environment wins over ``.env``. Raises
        :class:`SettingsError` naming every bad value (the bot does not start on a guess)."""
        if env_file is not None and Path(env_file).is_file():
            load_dotenv(env_file, override=False)
        env = _Env()
        guild = env.integer("CARAVANSERAI_DEV_GUILD_ID", None, low=1, what="a server id (digits)")
        shards, shard_problems = sharding.from_env(
            {
                name: os.environ.get(name, "")
                for name in (
                    "CARAVANSERAI_SHARD_COUNT",
                    "CARAVANSERAI_SHARDS",
                    "CARAVANSERAI_CLUSTER",
                )
            }
        )
        env.problems += shard_problems
        database = _database(os.environ.get("CARAVANSERAI_DATABASE", "caravanserai.db"))
        if shards.partial and not isinstance(database, str):
            env.problems.append(sharding.NEEDS_SERVER)
        settings = Settings(
            token=os.environ.get("DISCORD_TOKEN", "").strip() or None,
            database=database,
            dev_guild_id=guild,
            # with no test server set, commands are registered everywhere (once per change)
            sync_global=env.flag("CARAVANSERAI_SYNC_GLOBAL", guild is None),
            log_level=env.choice(
                "CARAVANSERAI_LOG_LEVEL", "INFO", ("DEBUG", "INFO", "WARNING", "ERROR")
            ),
            snapshot_every=env.integer("CARAVANSERAI_SNAPSHOT_EVERY", 25, low=1) or 25,
            render_cache_mb=render_cache_mb(),
            render_workers=render_workers(),
            bot_workers=bot_workers(),
            requests_per_second=float(
                env.integer("CARAVANSERAI_REQUESTS_PER_SECOND", 40, low=1, high=49) or 40
            ),
            http=env.address("CARAVANSERAI_HTTP"),
            log_format=env.choice("CARAVANSERAI_LOG_FORMAT", "TEXT", ("TEXT", "JSON")).lower(),
            outbox_stuck_seconds=float(
                env.integer("CARAVANSERAI_OUTBOX_STUCK_SECONDS", 300, low=1) or 300
            ),
            open_tables_per_member=(
                env.integer("CARAVANSERAI_OPEN_TABLES_PER_MEMBER", 3, low=1) or 3
            ),
            open_table_hours=float(env.integer("CARAVANSERAI_OPEN_TABLE_HOURS", 48, low=1) or 48),
            status_role=env.integer("CARAVANSERAI_STATUS_ROLE", None, low=1),
            shards=shards,
        )
        if env.problems:
            raise SettingsError(env.problems)
        return settings


def _database(value: str) -> Path | str:
    """A file path, or a server URL as written (``Path`` would fold its ``//``)."""
    return value if value.startswith(("postgresql://", "postgres://")) else Path(value)


class _Env:
    """Reads typed values, collecting one clear line per bad one."""

    def __init__(self) -> None:
        self.problems: list[str] = []

    def integer(
        self,
        name: str,
        default: int | None,
        *,
        low: int | None = None,
        high: int | None = None,
        what: str = "",
    ) -> int | None:
        raw = os.environ.get(name, "").strip()
        if not raw:
            return default
        bounds = f"{low if low is not None else ''}–{high if high is not None else ''}"
        try:
            value = int(raw)
        except ValueError:
            expected = what or f"a whole number ({bounds})"
            self.problems.append(f"{name}={raw[:40]!r}: expected {expected}")
            return default
        if (low is not None and value < low) or (high is not None and value > high):
            self.problems.append(f"{name}={value}: expected a whole number in {bounds}")
            return default
        return value

    def flag(self, name: str, default: bool) -> bool:
        raw = os.environ.get(name, "").strip().lower()
        if not raw:
            return default
        if raw in ("1", "true", "yes", "on"):
            return True
        if raw in ("0", "false", "no", "off"):
            return False
        self.problems.append(f"{name}={raw[:40]!r}: expected true or false")
        return default

    def choice(self, name: str, default: str, choices: tuple[str, ...]) -> str:
        raw = os.environ.get(name, "").strip().upper()
        if not raw:
            return default
        if raw not in choices:
            self.problems.append(f"{name}={raw[:40]!r}: expected one of {', '.join(choices)}")
            return default
        return raw

    def address(self, name: str) -> str | None:
        """``HOST:PORT`` or ``PORT`` (loopback) of the health and metrics endpoint; empty: off."""
        raw = os.environ.get(name, "").strip()
        if not raw:
            return None
        try:
            parse_address(raw)
        except ValueError as exc:
            self.problems.append(str(exc))
            return None
        return raw


def render_cache_mb() -> int:
    """Megabytes of drawn tiles each image worker keeps to paste instead of drawing again
    (``CARAVANSERAI_RENDER_CACHE_MB``; read in the bot, passed to each worker)."""
    raw = os.environ.get("CARAVANSERAI_RENDER_CACHE_MB", "").strip()
    return max(8, int(raw)) if raw.isdigit() else RENDER_CACHE_MB


def render_workers() -> int:
    """Image worker processes (``CARAVANSERAI_RENDER_WORKERS``): each takes ~150 MB with its
    cache. One keeps up with 50 tables moving at once (README, "Cost of a move")."""
    raw = os.environ.get("CARAVANSERAI_RENDER_WORKERS", "").strip()
    if raw.isdigit() and int(raw) > 0:
        return int(raw)
    return max(1, min(RENDER_WORKERS, os.cpu_count() or 1))


def bot_workers() -> int:
    """Bot decision processes (``CARAVANSERAI_BOT_WORKERS``): a strong bot's search is pure
    Python, so off the bot process it leaves the event loop free. ``0``: decisions in threads
    of the bot process (as a console or a test does); default two, at most one per core."""
    raw = os.environ.get("CARAVANSERAI_BOT_WORKERS", "").strip()
    if raw.isdigit():
        return int(raw)
    return max(1, min(BOT_WORKERS, os.cpu_count() or 1))


BOT_WORKERS = 2
RENDER_CACHE_MB = 32  # with one worker, the bot stays under 400 MB at 500 tables (measured)
RENDER_WORKERS = 1


def parse_address(raw: str) -> tuple[str, int]:
    """``host:port``, ``[v6]:port`` or ``port`` (loopback)."""
    raw = raw.strip()
    host, _, port = raw.rpartition(":")
    host = host.strip("[]") or "127.0.0.1"
    if not port.isdigit() or not 0 <= int(port) <= 65535:
        raise ValueError(f"CARAVANSERAI_HTTP must be HOST:PORT or PORT, not {raw!r}")
    return host, int(port)
