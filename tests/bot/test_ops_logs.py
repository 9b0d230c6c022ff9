"""Logs an operator can use: table, guild and incident id on each line, JSON lines on
request, and the token never written — whether in the message, its arguments or a traceback."""

from __future__ import annotations

import asyncio
import dataclasses
import io
import json
import logging
from collections.abc import Iterator

import pytest

from bot.discord.incidents import new_incident
from bot.ops import logs
from bot.ops.settings import Settings, SettingsError, parse_address

TOKEN = "MTE5ODc2NTQzMjEwOTg3NjU0.GhIjKl.abcdefghijklmnopqrstuvwxyz0123456789AB"
OTHER = "OTk5ODg4Nzc3NjY2NTU1NDQ0.Xy-Z_1.ZYXWVUTSRQPONMLKJIHGFEDCBA9876543210zz"


@pytest.fixture
def captured(request: pytest.FixtureRequest) -> Iterator[tuple[io.StringIO, str]]:
    """Everything logged under ``caravanserai`` and ``discord``, through the bot's handler."""
    fmt = getattr(request, "param", "json")
    out = io.StringIO()
    handler = logs.make_handler(fmt, [TOKEN], out)
    loggers = [logging.getLogger("caravanserai"), logging.getLogger("discord")]
    for lg in loggers:
        lg.addHandler(handler)
        lg.setLevel(logging.DEBUG)
    try:
        yield out, fmt
    finally:
        for lg in loggers:
            lg.removeHandler(handler)
            lg.setLevel(logging.NOTSET)


def emit_everything() -> str:
    """Lines that would carry the token every way it could reach a log."""
    log = logging.getLogger("caravanserai.test")
    logs.bind(place="discord:42", guild="777", table=12)
    log.info("logging in with %s", TOKEN)
    log.warning(f"header Authorization: Bot {TOKEN}")
    logging.getLogger("discord.http").warning("GET /gateway failed with token=%s", OTHER)
    try:
        raise RuntimeError(f"the request carried {TOKEN}")
    except RuntimeError as exc:
        log.exception("it failed")
        incident = new_incident("a command", exc)
    logs.bind(place=None, guild=None, table=None)
    log.info("no table here")
    return incident


@pytest.mark.parametrize("captured", ["json", "text"], indirect=True)
def test_the_token_never_appears(captured: tuple[io.StringIO, str]) -> None:
    out, _ = captured
    emit_everything()
    text = out.getvalue()
    assert text.count("\n") >= 6
    assert TOKEN not in text and OTHER not in text
    assert TOKEN[:30] not in text and "GhIjKl.abcdef" not in text
    assert logs.REDACTED in text


def test_json_lines_carry_table_guild_and_incident(captured: tuple[io.StringIO, str]) -> None:
    out, _ = captured
    incident = emit_everything()
    lines = [json.loads(line) for line in out.getvalue().splitlines() if line.startswith("{")]
    assert lines and all({"time", "level", "logger", "message"} <= set(d) for d in lines)
    tagged = [d for d in lines if d.get("table") == 12]
    assert len(tagged) >= 5 and all(d["guild"] == "777" for d in tagged)
    (inc,) = [d for d in lines if d.get("incident")]
    assert inc["incident"] == incident and "RuntimeError" in inc["error"]
    assert inc["table"] == 12
    assert "table" not in lines[-1]  # after the interaction: untagged
    assert logs.INCIDENTS[-1]["id"] == incident and logs.INCIDENTS[-1]["table"] == 12


@pytest.mark.parametrize("captured", ["text"], indirect=True)
def test_text_lines_end_with_their_tags(captured: tuple[io.StringIO, str]) -> None:
    out, _ = captured
    incident = emit_everything()
    text = out.getvalue()
    assert f"[table=12 guild=777 incident={incident}]" in text
    assert "no table here\n" in text


def test_tags_follow_tasks_started_while_handling() -> None:
    """A task started while an interaction is handled (a courier) keeps its table."""
    seen: list[int | None] = []

    async def main() -> None:
        async def courier() -> None:
            seen.append(logs._table.get())  # noqa: SLF001 - what a log line would carry

        logs.bind(place="discord:1", guild="g", table=5)
        await asyncio.create_task(courier())

    asyncio.run(main())
    assert seen == [5]


def test_settings_of_the_endpoint(monkeypatch: pytest.MonkeyPatch) -> None:
    assert parse_address("8080") == ("127.0.0.1", 8080)
    assert parse_address("0.0.0.0:9100") == ("0.0.0.0", 9100)
    assert parse_address("[::1]:9100") == ("::1", 9100)
    with pytest.raises(ValueError, match="HOST:PORT"):
        parse_address("localhost:http")
    monkeypatch.setenv("CARAVANSERAI_HTTP", "")
    assert Settings.load(None).http is None  # off by default
    monkeypatch.setenv("CARAVANSERAI_HTTP", "9100")
    monkeypatch.setenv("CARAVANSERAI_LOG_FORMAT", "json")
    loaded = Settings.load(None)
    assert loaded.http == "9100" and loaded.log_format == "json"
    monkeypatch.setenv("CARAVANSERAI_HTTP", "nowhere:")
    monkeypatch.setenv("CARAVANSERAI_LOG_FORMAT", "xml")
    with pytest.raises(SettingsError) as caught:
        Settings.load(None)
    assert len(caught.value.problems) == 2


def test_caravanserai_run_logs_through_the_filtered_handler(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``run()`` installs the tagging, redacting handler and tells discord.py not to add its
    own (which would write unfiltered lines)."""
    from bot.discord import client

    seen: dict[str, object] = {}

    def fake_run(self: object, token: str, **kwargs: object) -> None:
        seen.update(kwargs)
        logging.getLogger("discord.gateway").warning("connected with %s", token)

    root = logging.getLogger()
    saved = (list(root.handlers), root.level)
    out = io.StringIO()
    monkeypatch.setattr(client.CaravanseraiBot, "run", fake_run)
    monkeypatch.setattr(logs.sys, "stderr", out)
    monkeypatch.setattr(client.signal, "signal", lambda *a: None)
    settings = dataclasses.replace(Settings.load(None), token=TOKEN, log_format="json")
    try:
        client.run(settings)
    finally:
        for h in list(root.handlers):
            root.removeHandler(h)
        for h in saved[0]:
            root.addHandler(h)
        root.setLevel(saved[1])
    assert seen == {"log_handler": None}
    line = json.loads(out.getvalue().splitlines()[-1])
    assert line["logger"] == "discord.gateway" and TOKEN not in out.getvalue()
