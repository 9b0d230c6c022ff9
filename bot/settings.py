"""Settings from the environment and ``.env`` (python-dotenv). ``.env.example`` lists every one."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from dotenv import load_dotenv


class SettingsError(ValueError):
    """Bad values in the environment: one line for each, saying what is expected."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


@dataclass(frozen=True)
class Settings:
    token: str | None
    database: Path
    dev_guild_id: int | None
    sync_global: bool
    log_level: str
    snapshot_every: int
    render_cache_mb: int = 256
    requests_per_second: float = 40.0  # the bot's pace toward Discord's 50/s global limit
    sweep_seconds: float = 30.0  # how often unsent notices no courier holds are looked for

    @staticmethod
    def load(env_file: str | os.PathLike[str] | None = ".env") -> Settings:
        """Read settings; a value already in the environment wins over ``.env``. Raises
        :class:`SettingsError` naming every bad value (the bot does not start on a guess)."""
        if env_file is not None and Path(env_file).is_file():
            load_dotenv(env_file, override=False)
        env = _Env()
        guild = env.integer("CARAVANSERAI_DEV_GUILD_ID", None, low=1)
        settings = Settings(
            token=os.environ.get("DISCORD_TOKEN", "").strip() or None,
            database=Path(os.environ.get("CARAVANSERAI_DATABASE", "caravanserai.db")),
            dev_guild_id=guild,
            # with no test server set, commands are registered everywhere (once per change)
            sync_global=env.flag("CARAVANSERAI_SYNC_GLOBAL", guild is None),
            log_level=env.choice(
                "CARAVANSERAI_LOG_LEVEL", "INFO", ("DEBUG", "INFO", "WARNING", "ERROR")
            ),
            snapshot_every=env.integer("CARAVANSERAI_SNAPSHOT_EVERY", 25, low=1) or 25,
            render_cache_mb=render_cache_mb(),
            requests_per_second=float(
                env.integer("CARAVANSERAI_REQUESTS_PER_SECOND", 40, low=1, high=49) or 40
            ),
        )
        if env.problems:
            raise SettingsError(env.problems)
        return settings


class _Env:
    """Reads typed values, collecting one clear line per bad one."""

    def __init__(self) -> None:
        self.problems: list[str] = []

    def integer(
        self, name: str, default: int | None, *, low: int | None = None, high: int | None = None
    ) -> int | None:
        raw = os.environ.get(name, "").strip()
        if not raw:
            return default
        bounds = f"{low if low is not None else ''}–{high if high is not None else ''}"
        try:
            value = int(raw)
        except ValueError:
            self.problems.append(f"{name}={raw[:40]!r}: expected a whole number ({bounds})")
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


def render_cache_mb() -> int:
    """Megabytes of unchanged panels each image worker keeps (read again in each worker, which
    inherits the environment ``.env`` was loaded into); see :func:`bot.render_pool.panel_cache_bytes`."""
    raw = os.environ.get("CARAVANSERAI_RENDER_CACHE_MB", "").strip()
    return max(8, int(raw)) if raw.isdigit() else 256
