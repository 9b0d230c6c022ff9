"""Logging an operator can use: one line per event carrying the table, the guild and
the incident id it belongs to, as text or as one JSON object a line
(``CARAVANSERAI_LOG_FORMAT=json``) for log collectors, and never the bot's token.

The table and guild come from context variables that the Discord client sets when it starts
handling an interaction (:func:`bind`), so every line logged while answering it — the service's,
the engine's, discord.py's — carries them without each call site passing them; tasks started
from there (a courier) inherit them. An incident's id (``incident 3f9a0c12``) is taken from the
incident line itself and kept in :data:`INCIDENTS` for ``/caravanserai status``.

The token filter sits on the handler, so it sees every record that is written, from any logger:
the configured token and anything shaped like a Discord token are replaced in the message, its
arguments and the formatted traceback.
"""

from __future__ import annotations

import contextvars
import json
import logging
import re
import sys
import time
from collections import deque
from typing import Any

INCIDENT_LOGGER = "caravanserai.discord.incidents"
# a Discord bot token: base64 user id, timestamp, HMAC (three dot-separated parts)
TOKEN_SHAPE = re.compile(r"[A-Za-z\d_-]{23,28}\.[A-Za-z\d_-]{6,7}\.[A-Za-z\d_-]{27,40}")
REDACTED = "[redacted]"

_table: contextvars.ContextVar[int | None] = contextvars.ContextVar("cv_table", default=None)
_guild: contextvars.ContextVar[str | None] = contextvars.ContextVar("cv_guild", default=None)
_place: contextvars.ContextVar[str | None] = contextvars.ContextVar("cv_place", default=None)

# the last incidents (for /caravanserai status): when, id, where, error type, table, guild
INCIDENTS: deque[dict[str, Any]] = deque(maxlen=20)


def bind(*, place: str | None, guild: str | None, table: int | None) -> None:
    """Tag the lines logged from now on in this task (and tasks it starts)."""
    _place.set(place)
    _guild.set(guild)
    _table.set(table)


def bind_interaction(interaction: Any, service: Any) -> None:
    """:func:`bind` for an interaction being handled: its place, guild and table (if any)."""
    from bot.ops.places import place_key

    place = place_key(interaction.channel_id or 0) if interaction.channel_id else None
    table = service.table_at(place) if service is not None and place else None
    guild = str(interaction.guild_id) if interaction.guild_id else None
    bind(place=place, guild=guild, table=table.id if table is not None else None)


def _incident_id(record: logging.LogRecord) -> str | None:
    if record.name != INCIDENT_LOGGER or not str(record.msg).startswith("incident %s"):
        return None
    args = record.args if isinstance(record.args, tuple) else (record.args,)
    return str(args[0]) if args else None


class IncidentRecorder(logging.Filter):
    """On the incidents logger itself (so incidents are kept however logging is set up):
    remembers each incident in :data:`INCIDENTS`."""

    def filter(self, record: logging.LogRecord) -> bool:
        incident = _incident_id(record)
        if incident is not None:
            args = record.args if isinstance(record.args, tuple) else (record.args,)
            error = record.exc_info[1] if record.exc_info else None
            INCIDENTS.append(
                {
                    "at": record.created,
                    "id": incident,
                    "where": str(args[1]) if len(args) > 1 else "",
                    "error": type(error).__name__ if error is not None else None,
                    "table": _table.get(),
                    "guild": _guild.get(),
                }
            )
        return True


logging.getLogger(INCIDENT_LOGGER).addFilter(IncidentRecorder())


class ContextFilter(logging.Filter):
    """Adds ``table``, ``guild``, ``place`` and ``incident`` to every record."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.table = getattr(record, "table", None) or _table.get()
        record.guild = getattr(record, "guild", None) or _guild.get()
        record.place = getattr(record, "place", None) or _place.get()
        record.incident = getattr(record, "incident", None) or _incident_id(record)
        return True


class RedactFilter(logging.Filter):
    """Replaces the token (and anything shaped like one) in what a record writes."""

    def __init__(self, secrets: list[str]) -> None:
        super().__init__()
        self.secrets = [s for s in secrets if s and len(s) >= 8]

    def clean(self, text: str) -> str:
        for secret in self.secrets:
            text = text.replace(secret, REDACTED)
        return TOKEN_SHAPE.sub(REDACTED, text)

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            message = record.getMessage()
        except Exception:  # noqa: BLE001 - a bad format string: keep what we can
            message = str(record.msg)
        clean = self.clean(message)
        if clean != message:
            record.msg, record.args = clean, ()
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = self.clean(record.exc_text)
        if record.stack_info:
            record.stack_info = self.clean(record.stack_info)
        return True


def _context(record: logging.LogRecord) -> dict[str, Any]:
    return {
        k: getattr(record, k, None)
        for k in ("table", "guild", "incident")
        if getattr(record, k, None) is not None
    }


class TextFormatter(logging.Formatter):
    """``time level logger: message [table=… guild=… incident=…]``, traceback after."""

    def __init__(self) -> None:
        super().__init__("%(asctime)s %(levelname)-7s %(name)s: %(message)s")

    def formatMessage(self, record: logging.LogRecord) -> str:  # noqa: N802 - logging's name
        line = super().formatMessage(record)
        tags = " ".join(f"{k}={v}" for k, v in _context(record).items())
        return f"{line} [{tags}]" if tags else line


class JsonFormatter(logging.Formatter):
    """One JSON object a line: time, level, logger, message, table, guild, incident, error."""

    def format(self, record: logging.LogRecord) -> str:
        data: dict[str, Any] = {
            "time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created))
            + f".{int(record.msecs):03d}Z",
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
            **_context(record),
        }
        if record.exc_info and not record.exc_text:
            record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            data["error"] = record.exc_text
        return json.dumps(data, ensure_ascii=False, default=str)


def make_handler(fmt: str, secrets: list[str], stream: Any = None) -> logging.Handler:
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.setFormatter(JsonFormatter() if fmt == "json" else TextFormatter())
    handler.addFilter(ContextFilter())
    handler.addFilter(RedactFilter(secrets))  # last: sees the message as it will be written
    return handler


def setup(level: str, fmt: str, secrets: list[str], stream: Any = None) -> logging.Handler:
    """Replace the root logger's handlers with one that tags, redacts and formats; returns it.
    (discord.py's own ``log_handler`` must be None, or its handler writes unfiltered lines.)"""
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    handler = make_handler(fmt, secrets, stream)
    root.addHandler(handler)
    root.setLevel(getattr(logging, level.upper(), logging.INFO))
    logging.getLogger("discord.http").setLevel(max(root.level, logging.INFO))
    return handler
