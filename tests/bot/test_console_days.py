"""The console plays at the same speeds as Discord and takes moves back with `undo`."""

from __future__ import annotations

import io
from pathlib import Path

from bot.console.app import play_console


def _no_input(prompt: str) -> str:
    raise EOFError


async def _console(tmp_path: Path, script: list[str], **kwargs: object) -> str:
    out = io.StringIO()
    await play_console(
        "almadi",
        2,
        1,
        seed="days",
        options={},
        script=script,
        out_dir=None,
        db_path=tmp_path / "d.db",
        write=out,
        read=_no_input,
        **kwargs,  # type: ignore[arg-type]
    )
    return out.getvalue()


async def test_a_timed_console_game_shows_time_left(tmp_path: Path) -> None:
    text = await _console(tmp_path, ["help"], speed="live")
    assert "9 min left" in text  # 10 minutes less the instant of the first move


async def test_undo_and_log_in_the_console(tmp_path: Path) -> None:
    text = await _console(tmp_path, ["start b", "start c", "take 1.1", "undo", "undo", "log"])
    assert "Your last move was taken back." in text
    assert "someone else has acted since" in text  # the second undo: the bot moved before
    log = text.split("> log")[1]
    assert "took CAR" not in log  # the taken-back move is gone from the log


async def test_resume_with_another_speed_is_refused(tmp_path: Path) -> None:
    await _console(tmp_path, ["start b"], speed="live")
    text = await _console(tmp_path, [], speed="24h", resume=True)
    assert "speed live, not 24h" in text
