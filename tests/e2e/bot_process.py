"""Test support: run the real ``caravanserai run`` in a child process against the fake Discord.

    python -m tests.e2e.bot_process REST_BASE GATEWAY_URL

points discord.py at the fake (``REST_BASE`` like ``http://127.0.0.1:PORT/api/v10``,
``GATEWAY_URL`` like ``ws://127.0.0.1:PORT/``), registers the toy game, then runs the
``caravanserai run`` command itself (``bot.cli`` → ``Settings.load`` →
``bot.discord.client.run``). Every setting comes from the environment, as in production:
``DISCORD_TOKEN``, ``CARAVANSERAI_DATABASE``, ``CARAVANSERAI_DEV_GUILD_ID`` … (no ``.env`` file
is read). The exit status is the command's.

The process also ends (``os._exit``, like a kill) when its stdin reaches end of file: a test
passes a pipe, so a bot process never outlives a test run that was itself killed.
"""

from __future__ import annotations

import asyncio
import faulthandler
import os
import signal
import sys
import threading

import discord.gateway
import discord.http
import yarl

from games.core.registry import register


def _exit_with_stdin() -> None:
    # os.read, not sys.stdin: a daemon thread blocked in a buffered read aborts the
    # interpreter's shutdown ("could not acquire lock for <stdin>")
    while os.read(0, 4096):
        pass
    os._exit(70)


def _dump(*_: object) -> None:
    """SIGUSR1: every thread's stack and every asyncio task's, on stderr. A test that waits in
    vain for this process sends it before failing, so the failure says where the bot was."""
    faulthandler.dump_traceback(all_threads=True)
    try:
        loop = asyncio.get_running_loop()  # the handler runs between the loop's callbacks
    except RuntimeError:
        print("no event loop running", file=sys.stderr)
        return
    for task in asyncio.all_tasks(loop):
        print(f"--- {task!r}", file=sys.stderr)
        task.print_stack(file=sys.stderr)
    sys.stderr.flush()


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        raise SystemExit("usage: python -m tests.e2e.bot_process REST_BASE GATEWAY_URL")
    rest_base, gateway_url = argv
    discord.http.Route.BASE = rest_base
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)
    signal.signal(signal.SIGUSR1, _dump)
    threading.Thread(target=_exit_with_stdin, name="stdin-watch", daemon=True).start()
    register("toy", "tests.support.toy_game:GAME")
    from bot.cli import main as caravanserai

    return caravanserai(["run", "--env", os.devnull])


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
