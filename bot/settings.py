"""Settings from the environment and ``.env`` (python-dotenv). ``.env.example`` lists every one."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from dotenv import load_dotenv


@dataclass(frozen=True)
class Settings:
    token: str | None
    database: Path
    dev_guild_id: int | None
    sync_global: bool
    log_level: str
    snapshot_every: int
    render_cache_mb: int = 256

    @staticmethod
    def load(env_file: str | os.PathLike[str] | None = ".env") -> Settings:
        """Read settings; a value already in the environment wins over ``.env``."""
        if env_file is not None and Path(env_file).is_file():
            load_dotenv(env_file, override=False)
        guild = os.environ.get("CARAVANSERAI_DEV_GUILD_ID", "").strip()
        return Settings(
            token=os.environ.get("DISCORD_TOKEN", "").strip() or None,
            database=Path(os.environ.get("CARAVANSERAI_DATABASE", "caravanserai.db")),
            dev_guild_id=int(guild) if guild.isdigit() else None,
            sync_global=os.environ.get("CARAVANSERAI_SYNC_GLOBAL", "").lower()
            in ("1", "true", "yes"),
            log_level=os.environ.get("CARAVANSERAI_LOG_LEVEL", "INFO").upper(),
            snapshot_every=int(os.environ.get("CARAVANSERAI_SNAPSHOT_EVERY", "25") or 25),
            render_cache_mb=render_cache_mb(),
        )


def render_cache_mb() -> int:
    """Megabytes of unchanged panels each image worker keeps (read again in each worker, which
    inherits the environment ``.env`` was loaded into); see :func:`bot.render_pool.panel_cache_bytes`."""
    raw = os.environ.get("CARAVANSERAI_RENDER_CACHE_MB", "").strip()
    return max(8, int(raw)) if raw.isdigit() else 256
