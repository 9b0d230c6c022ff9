"""Settings come from the environment and .env; .env.example lists every one."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.settings import Settings

ROOT = Path(__file__).resolve().parents[2]


def test_env_file_and_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("DISCORD_TOKEN", "CARAVANSERAI_DATABASE", "CARAVANSERAI_DEV_GUILD_ID"):
        monkeypatch.delenv(name, raising=False)
    env = tmp_path / ".env"
    env.write_text(
        "DISCORD_TOKEN=abc\nCARAVANSERAI_DATABASE=/tmp/x.db\nCARAVANSERAI_DEV_GUILD_ID=42\n"
    )
    monkeypatch.setenv("CARAVANSERAI_DATABASE", "/tmp/from-env.db")  # the environment wins
    settings = Settings.load(env)
    assert settings.token == "abc"
    assert settings.database == Path("/tmp/from-env.db")
    assert settings.dev_guild_id == 42


def test_defaults_without_env_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("DISCORD_TOKEN", "CARAVANSERAI_DATABASE", "CARAVANSERAI_DEV_GUILD_ID"):
        monkeypatch.delenv(name, raising=False)
    settings = Settings.load(tmp_path / "nope.env")
    assert settings.token is None
    assert settings.database == Path("caravanserai.db")
    assert settings.dev_guild_id is None


def test_env_example_lists_every_setting() -> None:
    source = (ROOT / "bot" / "settings.py").read_text()
    used = set(re.findall(r'environ\.get\("([A-Z_]+)"', source))
    listed = set(re.findall(r"^([A-Z_]+)=", (ROOT / ".env.example").read_text(), re.M))
    assert used == listed
