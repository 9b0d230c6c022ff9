"""The `caravanserai` command: simulate, render, play (console), run without a token."""

from __future__ import annotations

import argparse
import io
import json
import random
from pathlib import Path
from typing import Any

import pytest

from bot.cli import main, simulate
from bot.console.app import play_console
from bot.store import open_store


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


def test_bad_arguments_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    """One line on stderr and an exit status, never a traceback; nothing silently clamped."""
    assert main(["simulate", "almadi", "--players", "9", "--games", "1"]) == 2
    assert "2–5 players, not 9" in capsys.readouterr().err
    assert main(["bench", "almadi", "--players", "9"]) == 2
    assert "not 9" in capsys.readouterr().err
    with pytest.raises(SystemExit) as info:
        main(["simulate", "chess", "--players", "2", "--games", "1"])
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert (
        "unknown game 'chess'" in err and "almadi, al-rashid" in err and len(err.splitlines()) == 1
    )
    assert main(["simulate", "almadi", "--players", "2", "--games", "1", "--option", "x=1"]) == 2
    assert "unknown option x" in capsys.readouterr().err
    assert main(["play", "almadi", "--players", "2", "--bots", "3"]) == 2
    assert "--bots must be between 0 and --players" in capsys.readouterr().err


def test_render_writes_public_and_every_seat(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    main(["render", "almadi", "--players", "3", "--moves", "25", "--out", str(tmp_path)])
    report = json.loads(capsys.readouterr().out)
    assert set(report["files"]) == {"public", "seat-1", "seat-2", "seat-3"}  # as the console
    for path in report["files"].values():
        assert Path(path).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert all(ms > 0 for ms in report["ms"].values())


def test_run_without_token_points_to_console(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    (tmp_path / "empty.env").write_text("")
    assert main(["run", "--env", str(tmp_path / "empty.env")]) == 2
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
        resume=True,
    )
    assert "Resuming" in out2.getvalue()


@pytest.mark.parametrize("game_id", ["almadi", "al-rashid"])
async def test_console_human_and_bot_seats_play_whole_game(
    game_id: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two human seats (hot-seat, typing random legal moves) and a bot play a complete game typed at the console prompt;
    the typed moves, fed back as a --script, replay the same game."""
    from bot.console import app as console_module

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


# -- the command line: help, errors, progress ------------------------------------------------------
def _run(*args: str, env: dict[str, str] | None = None, cwd: Path | None = None) -> Any:
    import os
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    return subprocess.run(
        [sys.executable, "-m", "bot", *args],
        capture_output=True,
        text=True,
        cwd=cwd or root,
        env={**os.environ, "PYTHONPATH": str(root), **(env or {})},
        timeout=120,
        stdin=subprocess.DEVNULL,
    )


def test_every_subcommand_and_argument_has_help() -> None:
    from bot.cli import build_parser

    parser = build_parser()
    sub = next(a for a in parser._actions if a.choices and "play" in a.choices)
    for name, command in sub.choices.items():
        for action in command._actions:
            if action.dest == "help" or isinstance(action, argparse._SubParsersAction):
                continue
            assert action.help, f"{name} {action.dest} has no help"
        text = command.format_help()
        assert "``" not in text and "**" not in text, name
        if "--option" in text:
            assert "characters=bool" in text and "start_tiles=choose|random" in text
        if "game" in [a.dest for a in command._actions]:
            assert "almadi,al-rashid" in text
    assert "``" not in parser.format_help()


@pytest.mark.parametrize(
    ("args", "env", "expected"),
    [
        (["bench", "chess"], {}, "unknown game 'chess'"),
        (["run", "--env", "/no/such/file.env"], {}, "does not exist"),
        (["run", "--env", "{env}"], {"CARAVANSERAI_DEV_GUILD_ID": "my-server"}, "server id"),
        (["run", "--env", "{env}"], {"CARAVANSERAI_LOG_LEVEL": "LOUD"}, "LOG_LEVEL"),
        (["play", "almadi", "--players", "7"], {}, "2–5 players, not 7"),
        (["play", "almadi", "--players", "2", "--script", "/no/such"], {}, "cannot read --script"),
    ],
)
def test_errors_are_one_line_and_a_status(
    args: list[str], env: dict[str, str], expected: str, tmp_path: Path
) -> None:
    empty = tmp_path / "empty.env"
    empty.write_text("")
    args = [a.replace("{env}", str(empty)) for a in args]
    done = _run(*args, env={"DISCORD_TOKEN": "", **env}, cwd=tmp_path)
    assert done.returncode == 2
    assert expected in done.stderr
    assert "Traceback" not in done.stderr and len(done.stderr.strip().splitlines()) == 1


def test_long_work_shows_progress_on_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "almadi", "--players", "2", "--games", "3"]) == 0
    captured = capsys.readouterr()
    assert "simulate almadi: 3/3" in captured.err
    json.loads(captured.out)  # stdout is still the JSON report


# -- the console: saves are never lost ---------------------------------------------------------------
def _no_input(prompt: str) -> str:
    raise EOFError


async def _play(tmp_path: Path, **kwargs: Any) -> tuple[int, str]:
    out = io.StringIO()
    args: dict[str, Any] = {
        "seed": "save",
        "options": {},
        "script": None,
        "out_dir": tmp_path / "img",
        "db_path": tmp_path / "img" / "console.db",
        "write": out,
        "read": _no_input,
        "resume_hint": "caravanserai play al-rashid --resume",
    }
    args.update(kwargs)
    game = args.pop("game", "al-rashid")
    players = args.pop("players", 3)
    bots = args.pop("bots", 2)
    status = await play_console(game, players, bots, **args)
    return status, out.getvalue()


async def test_console_never_overwrites_a_saved_game(tmp_path: Path) -> None:
    status, text = await _play(tmp_path, script=["draw red", "quit"])
    assert status == 0  # quit stops on purpose (the game is saved)
    assert "saved in" in text and "Continue with: caravanserai play al-rashid --resume" in text
    # the same command again: refused, nothing replaced
    status, text = await _play(tmp_path)
    assert status == 2 and "--resume" in text and "--new" in text
    # --resume with other arguments: refused, not ignored
    status, text = await _play(tmp_path, players=4, resume=True)
    assert status == 2 and "has 3 players, not 4" in text
    status, text = await _play(tmp_path, bots=1, resume=True)
    assert status == 2 and "has 2 bots, not 1" in text
    status, text = await _play(tmp_path, players=None, bots=None, resume=True, options={"x": 1})
    assert status == 2 and "has options none" in text
    # --resume as it was: continues where it stopped, same names
    status, text = await _play(tmp_path, players=None, bots=None, resume=True)
    assert status == 1 and "Resuming Al-Rashid (seed save)" in text
    assert "Player 1, Bot 2, Bot 3" in text
    # --new replaces it explicitly
    status, text = await _play(tmp_path, new=True)
    assert status == 1 and "Resuming" not in text


async def test_console_resume_with_nothing_saved_says_so(tmp_path: Path) -> None:
    status, text = await _play(tmp_path, resume=True)
    assert status == 2 and "Nothing to resume" in text


async def test_bot_names_survive_resume(tmp_path: Path) -> None:
    await _play(tmp_path, script=["draw red", "quit"])
    status, text = await _play(tmp_path, players=None, bots=None, resume=True, script=["board"])
    assert "Bot 2" in text and "Bot 3" in text and "Bot 1" not in text
    assert "(bot)" not in text


async def test_ctrl_c_stops_cleanly_and_saves(tmp_path: Path) -> None:
    def interrupt(prompt: str) -> str:
        raise KeyboardInterrupt

    status, text = await _play(tmp_path, read=interrupt)
    assert status == 1 and "Interrupted" in text and "saved" in text
    status, text = await _play(tmp_path, players=None, bots=None, resume=True)
    assert "Resuming" in text


def test_ctrl_c_in_a_real_process_exits_at_once(tmp_path: Path) -> None:
    import os
    import signal
    import subprocess
    import sys
    import time

    root = Path(__file__).resolve().parents[2]
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "play", "almadi", "--players", "2", "--bots", "1"]
        + ["--out", str(tmp_path), "--no-images", "--seed", "c"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        cwd=root,
        env={**os.environ, "PYTHONPATH": str(root)},
    )
    import select

    assert proc.stdout is not None
    seen = ""
    deadline = time.time() + 90
    while "] > " not in seen and time.time() < deadline:  # wait for the input prompt
        if select.select([proc.stdout], [], [], 1.0)[0]:
            seen += os.read(proc.stdout.fileno(), 4096).decode()
    assert "] > " in seen
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=15)  # no Enter needed
    assert "Traceback" not in err
    assert "Interrupted" in out and "saved" in out


async def test_every_written_seat_image_is_the_current_position(tmp_path: Path) -> None:
    """latest-seat-N.png is redrawn after every move, not only when a secret changes."""
    from bot.table.service import TableService
    from renderers import render_png

    await _play(tmp_path, game="almadi", players=2, bots=1, script=["start b", "take 1.1"])
    img = tmp_path / "img"
    store = await open_store(img / "console.db")
    try:
        service = TableService(store)
        await service.load()
        table = service.table_at("console")
        assert table.seq > 2  # moves were played since the first private image
        expected = render_png(table.view_for(0), table.names)
        public = render_png(table.public_view(), table.names)
    finally:
        await store.close()
    assert (img / "latest-seat-1.png").read_bytes() == expected
    assert (img / "latest-public.png").read_bytes() == public


async def test_one_line_multi_step_and_prefixes_in_the_console(tmp_path: Path) -> None:
    """The README's one-line form works in an empty sector; the log keeps canonical steps."""
    from games.al_rashid import GAME

    state = GAME.new(3, "save")
    # find the placement as the console would reach it
    script = []
    while "place pasha" not in GAME.legal(state, 0):
        from games.core.playout import next_actor

        seat = next_actor(GAME, state)
        action = GAME.make_bot(f"save:{seat}").choose(GAME, state, seat)
        if seat == 0:
            script.append(action)
        GAME.apply(state, seat, action)
    status, text = await _play(tmp_path, script=[*script, "place sage military", "quit"])
    assert "place sage · place sage military" in text
    assert "✗" not in text.split("place sage military")[1].split("Stopped")[0]


async def test_watch_prints_every_move_of_a_bots_only_game(tmp_path: Path) -> None:
    quiet_status, quiet = await _play(tmp_path / "q", game="almadi", players=2, bots=2)
    status, text = await _play(tmp_path / "w", game="almadi", players=2, bots=2, watch=True)
    assert quiet_status == status == 0
    assert "Final scores" in text and "Winner" in text
    # every event, not a truncated summary
    assert "more events" not in text and "more events" in quiet
    assert text.count("• ") > 5 * quiet.count("• ")
    assert len(list((tmp_path / "w" / "img").glob("*-public.png"))) > 40
    final = [t.split("Final scores")[1].split("The complete game record")[0] for t in (text, quiet)]
    assert final[0] == final[1]  # the same game (each record is kept in its own folder)


def test_run_without_network_is_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import bot.discord.client as client

    def offline(settings: object) -> None:
        raise OSError("Cannot connect to host discord.com:443")

    monkeypatch.setattr(client, "run", offline)
    monkeypatch.setenv("DISCORD_TOKEN", "x.y.z")
    (tmp_path / "empty.env").write_text("")
    assert main(["run", "--env", str(tmp_path / "empty.env")]) == 2
    err = capsys.readouterr().err
    assert "cannot reach Discord" in err and len(err.strip().splitlines()) == 1
