"""A console game played from a script in the tests: its exit status and everything it printed."""

from __future__ import annotations

import io
from pathlib import Path

from bot.console.app import play_console


def _no_input(prompt: str) -> str:
    raise EOFError


async def play_script(
    tmp_path: Path, game: str, script: list[str], **kwargs: object
) -> tuple[int, str]:
    """Play ``game`` in the console from ``script`` (2 players, 1 bot, seed "console" unless
    given), no input beyond it; its database in ``tmp_path``."""
    out = io.StringIO()
    args: dict[str, object] = {
        "seed": "console",
        "options": {},
        "script": script,
        "out_dir": None,
        "db_path": tmp_path / "c.db",
        "write": out,
        "read": _no_input,
    }
    args.update(kwargs)
    players = args.pop("players", 2)
    bots = args.pop("bots", 1)
    status = await play_console(game, players, bots, **args)  # type: ignore[arg-type]
    return status, out.getvalue()
