"""The render pool: real worker processes, a table's images kept on one worker when it is not
busier than another, identical requests drawn once, a killed worker replaced."""

from __future__ import annotations

import asyncio
import io
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PIL import Image

from bot.ops.render_pool import RenderPool
from games.core.registry import get_game


def _view(seed: str = "pool", viewer: int | None = None) -> dict:
    game = get_game("almadi")
    return game.view(game.new(2, seed), viewer)


def test_a_viewer_keeps_its_worker_unless_it_is_two_images_busier() -> None:
    pool = RenderPool(workers=2)
    view, names = _view(), ["A", "B"]
    home = pool.choose(view, names)
    assert all(pool.choose(view, names) == home for _ in range(5))
    pool._waiting[home] = 1
    assert pool.choose(view, names) == home  # one image ahead: stay for the panels it keeps
    pool._waiting[home] = 2
    assert pool.choose(view, names) == 1 - home  # two ahead: the idle worker draws it
    pool._waiting[home] = 0
    homes = {pool.choose(_view(), [f"P{i}", f"Q{i}"]) for i in range(16)}
    assert homes == {0, 1}  # tables spread over the workers


@pytest.mark.slow
def test_images_are_drawn_in_workers_once_per_distinct_request_and_survive_a_kill() -> None:
    async def run() -> None:
        pool = RenderPool(workers=2)
        pool.start()
        try:
            view, names = _view(), ["A", "B"]
            first, again = await asyncio.gather(pool.render(view, names), pool.render(view, names))
            assert first is again  # one drawing shared by both requests
            assert Image.open(io.BytesIO(first)).size[0] == 600  # drawn 1200 wide, posted at half
            pids = pool.worker_pids()
            assert len(pids) == 2 and os.getpid() not in pids
            for pid in pids:
                os.kill(pid, signal.SIGKILL)
            await asyncio.sleep(0.2)
            tables = [[f"K{i}", "B"] for i in range(8)]
            assert {pool.choose(_view(), t) for t in tables} == {0, 1}
            for i, table in enumerate(tables):  # each drawn, the first of each worker in a thread
                image = await pool.render(_view(f"after-kill-{i}"), table)
                assert image.startswith(b"\x89PNG")
            assert len(pool.worker_pids()) == 2
            assert set(pool.worker_pids()).isdisjoint(pids)  # both replaced
        finally:
            pool.close()

    asyncio.run(run())


class _Label(str):
    """A str subclass: marshal refuses it, so the request goes to the worker pickled."""


def test_a_view_marshal_refuses_is_sent_pickled_and_drawn_the_same() -> None:
    from bot.ops.render_pool import _request

    view, names = _view("pickled"), ["A", "B"]
    odd = [_Label("A"), "B"]
    assert _request(view, names)[1] == 0 and _request(view, odd)[1] == 1

    async def run() -> None:
        pool = RenderPool(workers=1)
        try:
            plain = await pool.render(view, names)
            pool._recent.clear()
            assert await pool.render(view, odd) == plain
        finally:
            pool.close()

    asyncio.run(run())


def test_the_readers_language_reaches_the_worker() -> None:
    """``view["locale"]`` (bot/table/languages.py: drawn_in) survives the request to a worker: a
    French board drawn there is the French board drawn here, and not the English one."""
    import renderers
    from bot.table.languages import drawn_in

    english, names = _view("locale"), ["A", "B"]
    french = drawn_in(english, "fr")
    assert "locale" not in english and drawn_in(english, "en") is english

    async def run() -> tuple[bytes, bytes]:
        pool = RenderPool(workers=1)
        try:
            return await pool.render(french, names), await pool.render(english, names)
        finally:
            pool.close()

    in_worker, english_png = asyncio.run(run())
    assert in_worker == renderers.render_png(french, names)
    assert in_worker != english_png


def _catalogues_loaded() -> bool:
    from i18n.catalog import catalogue

    return catalogue.cache_info().currsize == 1


def test_a_started_worker_has_its_catalogues_before_the_first_image() -> None:
    """Every image's words go through the catalogues (a second to parse): a worker parses them
    while it starts, with the bot, not while the first move waits for its board."""
    pool = RenderPool(workers=1)
    pool.start()
    try:
        pool.worker_pids()  # its initializer has run
        assert asyncio.run(pool.processes.run(0, _catalogues_loaded))
    finally:
        pool.close()


_OWNER = """
import time
from bot.ops.render_pool import RenderPool

if __name__ == "__main__":
    pool = RenderPool(workers=1)
    pool.start()
    print(pool.worker_pids()[0], flush=True)
    time.sleep(600)  # killed by the test long before
"""


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().split()[2] != "Z"  # a zombie has ended
    except FileNotFoundError:
        return False


def test_a_worker_ends_when_its_bot_process_is_killed(tmp_path: Path) -> None:
    """``kill -9`` or the out-of-memory killer ends the bot without closing its pool: its worker
    must not wait for images for ever (each restart would leave one more, ~100 MB each)."""
    script = tmp_path / "owner.py"
    script.write_text(_OWNER)
    root = Path(__file__).resolve().parents[2]
    owner = subprocess.Popen(
        [sys.executable, str(script)],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(root)},
    )
    try:
        assert owner.stdout is not None
        worker = int(owner.stdout.readline())
        assert _alive(worker)
    finally:
        owner.kill()
        owner.wait()
    deadline = time.monotonic() + 120  # a bound for a stuck machine, not a timing
    while _alive(worker):
        assert time.monotonic() < deadline, "the worker outlived its bot process"
        time.sleep(0.05)
