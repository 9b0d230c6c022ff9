"""The `caravanserai` command: simulate, render, play (console), run without a token."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import pytest

from bot.cli import main, simulate
from bot.console import play_console


def test_simulate_reports_and_is_deterministic(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "almadi", "--players", "3", "--games", "4", "--seed", "7"]) == 0
    report = json.loads(capsys.readouterr().out)
    expected_keys = {
        "game",
        "players",
        "options",
        "games",
        "completed",
        "errors",
        "actions",
        "seconds",
        "games_per_second",
        "mean_scores",
        "digest",
    }
    assert expected_keys <= set(report)
    assert (report["completed"], report["errors"], len(report["mean_scores"])) == (4, 0, 3)
    again = simulate("almadi", 3, 4, "7", {})
    assert again["digest"] == report["digest"]
    assert simulate("almadi", 3, 4, "8", {})["digest"] != report["digest"]


def test_simulate_with_option(capsys: pytest.CaptureFixture[str]) -> None:
    main(["simulate", "almadi", "--players", "2", "--games", "2", "--option", "characters=true"])
    assert json.loads(capsys.readouterr().out)["options"]["characters"] is True


def test_bad_arguments_are_refused() -> None:
    with pytest.raises(SystemExit, match="2–5 players"):
        main(["simulate", "almadi", "--players", "9", "--games", "1"])
    with pytest.raises(SystemExit, match="unknown game"):
        main(["simulate", "chess", "--players", "2", "--games", "1"])
    with pytest.raises(SystemExit, match="unknown option"):
        main(["simulate", "almadi", "--players", "2", "--games", "1", "--option", "x=1"])


def test_render_writes_public_and_every_seat(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    main(["render", "almadi", "--players", "3", "--moves", "25", "--out", str(tmp_path)])
    report = json.loads(capsys.readouterr().out)
    assert set(report["files"]) == {"public", "seat-0", "seat-1", "seat-2"}
    for path in report["files"].values():
        assert Path(path).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert all(ms > 0 for ms in report["ms"].values())


def test_run_without_token_points_to_console(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    assert main(["run", "--env", str(tmp_path / "missing.env")]) == 2
    assert "caravanserai play almadi" in capsys.readouterr().err


async def test_console_all_bots_plays_to_the_end(tmp_path: Path) -> None:
    out = io.StringIO()
    status = await play_console(
        "almadi",
        3,
        3,
        seed="c",
        options={},
        script=None,
        out_dir=tmp_path / "img",
        db_path=tmp_path / "c.db",
        write=out,
    )
    text = out.getvalue()
    assert status == 0
    assert "Final scores" in text and "oases" in text and "Winner" in text
    assert (tmp_path / "img" / "latest-public.png").exists()


async def test_console_script_help_errors_and_resume(tmp_path: Path) -> None:
    script = ["help", "start z", "start a", "board", "hand"]
    out = io.StringIO()
    status = await play_console(
        "almadi",
        2,
        1,
        seed="s",
        options={},
        script=script,
        out_dir=None,
        db_path=tmp_path / "s.db",
        write=out,
        read=lambda prompt: (_ for _ in ()).throw(EOFError()),
    )
    text = out.getvalue()
    assert status == 1  # input ended before the game did; it is saved
    assert "start a" in text and "✗" in text and "Take a landscape" in text
    out2 = io.StringIO()
    status = await play_console(
        "almadi",
        2,
        1,
        seed="s",
        options={},
        script=["quit"],
        out_dir=None,
        db_path=tmp_path / "s.db",
        write=out2,
        read=lambda prompt: "quit",
    )
    assert "Resuming" in out2.getvalue()


@pytest.mark.parametrize("game_id", ["almadi", "al-rashid"])
async def test_console_human_and_bot_seats_play_whole_game(
    game_id: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two human seats (hot-seat, typing random legal moves) and a bot play a complete game typed at the console prompt;
    the typed moves, fed back as a --script, replay the same game."""
    from bot import console as console_module

    typed: list[str] = []
    rng = random.Random(5)

    async def type_last_legal(self: console_module.Console, prompt: str) -> str:
        table = self.service.table_at(console_module.PLACE)
        seat = next(s for s in table.pending_humans() if table.game.legal(table.state, s))
        line = rng.choice(table.game.legal(table.state, seat))
        typed.append(line)
        return line

    def no_stdin(prompt: str) -> str:
        raise EOFError

    monkeypatch.setattr(console_module.Console, "_next_line", type_last_legal)
    out = io.StringIO()
    status = await play_console(
        game_id,
        3,
        1,
        seed="whole",
        options={},
        script=None,
        out_dir=None,
        db_path=tmp_path / "w.db",
        write=out,
        read=no_stdin,
    )
    assert status == 0 and "Final scores" in out.getvalue()
    monkeypatch.undo()

    out2 = io.StringIO()
    status = await play_console(
        game_id,
        3,
        1,
        seed="whole",
        options={},
        script=typed,
        out_dir=None,
        db_path=tmp_path / "w2.db",
        write=out2,
        read=no_stdin,
    )
    assert status == 0
    assert out2.getvalue().split("Final scores")[1] == out.getvalue().split("Final scores")[1]
