"""Settings come from the environment and .env; .env.example lists every one."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.ops.settings import Settings, SettingsError

ROOT = Path(__file__).resolve().parents[2]


def _unset(monkeypatch: pytest.MonkeyPatch, *names: str) -> None:
    """Unset for this test and restored after it, also when ``.env`` set them meanwhile
    (``delenv`` of an unset name records nothing: what load_dotenv wrote would leak into the
    next tests, and into the bot processes they start)."""
    for name in names:
        monkeypatch.setenv(name, "")
        monkeypatch.delenv(name)


def test_env_file_and_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _unset(monkeypatch, "DISCORD_TOKEN", "CARAVANSERAI_DATABASE", "CARAVANSERAI_DEV_GUILD_ID")
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
    _unset(monkeypatch, "DISCORD_TOKEN", "CARAVANSERAI_DATABASE", "CARAVANSERAI_DEV_GUILD_ID")
    settings = Settings.load(tmp_path / "nope.env")
    assert settings.token is None
    assert settings.database == Path("caravanserai.db")
    assert settings.dev_guild_id is None


def test_env_example_lists_every_setting() -> None:
    source = (ROOT / "bot" / "ops" / "settings.py").read_text()
    used = set(re.findall(r'"((?:CARAVANSERAI|DISCORD)_[A-Z_]+)"', source))
    listed = set(re.findall(r"^([A-Z_]+)=", (ROOT / ".env.example").read_text(), re.M))
    assert used == listed


def test_commands_sync_everywhere_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    """Following the README alone (no dev guild), the commands reach every server."""
    for name in ("CARAVANSERAI_DEV_GUILD_ID", "CARAVANSERAI_SYNC_GLOBAL"):
        monkeypatch.delenv(name, raising=False)
    assert Settings.load(None).sync_global
    monkeypatch.setenv("CARAVANSERAI_DEV_GUILD_ID", "42")
    assert not Settings.load(None).sync_global  # a test server: there, at once
    monkeypatch.setenv("CARAVANSERAI_SYNC_GLOBAL", "true")
    assert Settings.load(None).sync_global


@pytest.mark.parametrize(
    ("name", "value", "expected"),
    [
        (
            "CARAVANSERAI_SNAPSHOT_EVERY",
            "0",
            "CARAVANSERAI_SNAPSHOT_EVERY=0: expected a whole number",
        ),
        ("CARAVANSERAI_SNAPSHOT_EVERY", "ten", "CARAVANSERAI_SNAPSHOT_EVERY='ten'"),
        ("CARAVANSERAI_DEV_GUILD_ID", "my-server", "CARAVANSERAI_DEV_GUILD_ID='my-server'"),
        ("CARAVANSERAI_SYNC_GLOBAL", "maybe", "expected true or false"),
        ("CARAVANSERAI_LOG_LEVEL", "loud", "expected one of DEBUG"),
        ("CARAVANSERAI_REQUESTS_PER_SECOND", "80", "in 1–49"),
    ],
)
def test_bad_values_are_named_one_line_each(
    monkeypatch: pytest.MonkeyPatch, name: str, value: str, expected: str
) -> None:
    monkeypatch.setenv(name, value)
    monkeypatch.setenv(
        "CARAVANSERAI_SNAPSHOT_EVERY" if name != "CARAVANSERAI_SNAPSHOT_EVERY" else "X_UNUSED", "x"
    )
    with pytest.raises(SettingsError) as caught:
        Settings.load(None)
    assert any(expected in line for line in caught.value.problems), caught.value.problems
    assert all("\n" not in line for line in caught.value.problems)


def test_cli_run_prints_each_bad_setting(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from bot.cli import main

    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("CARAVANSERAI_SNAPSHOT_EVERY", "0")
    monkeypatch.setenv("CARAVANSERAI_LOG_LEVEL", "chatty")
    assert main(["run"]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 2 and all(line.startswith("caravanserai: CARAVANSERAI_") for line in lines)
