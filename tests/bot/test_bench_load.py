"""``caravanserai bench --load`` and ``--restart`` print their JSON fields (tiny runs; the
numbers themselves are never asserted), and the render pool keeps injected renderers in-process."""

from __future__ import annotations

import asyncio
import json

import pytest

from bot.cli import main
from bot.ops.render_pool import RenderPool


def test_bench_load_prints_its_fields(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--load", "2", "--think", "0", "--seconds", "1"]) == 0
    report = json.loads(capsys.readouterr().out)
    for key in ("moves_per_second", "reply_ms", "delivery_ms", "peak_rss_mb"):
        assert key in report
    assert set(report["reply_ms"]) == {"p50", "p95", "p99", "n"}
    assert "db_bytes_per_1000_moves" in report and report["refused"] == 0


def test_bench_restart_prints_its_fields(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--restart", "4"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["tables"] == 4 and report["load_s"] >= 0 and report["verify_s"] is not None


async def test_injected_renderer_runs_here_once_per_distinct_image() -> None:
    calls: list[dict] = []

    def render(view: dict, names: list[str]) -> bytes:  # a closure: not picklable
        calls.append(view)
        return b"img" + str(view["n"]).encode()

    pool = RenderPool(render)
    pool.start()  # nothing to start for an injected renderer
    first = await asyncio.gather(*(pool.render({"n": 1}, ["A"]) for _ in range(3)))
    assert first == [b"img1"] * 3 and len(calls) == 1
    assert await pool.render({"n": 2}, ["A"]) == b"img2"
    assert await pool.render({"n": 1}, ["B"]) == b"img1" and len(calls) == 3
    assert pool.worker_pids() == []
    pool.close()


def test_bench_game_keeps_its_fields(capsys: pytest.CaptureFixture[str]) -> None:
    """``bench GAME`` still reports engine, render and move latency (comparable across
    versions), now with the encoder's share and the image sizes."""
    assert main(["bench", "almadi", "--players", "2", "--quick"]) == 0
    report = json.loads(capsys.readouterr().out)["almadi"]
    assert {"engine", "render", "command"} <= set(report)
    assert {"public_ms", "private_ms", "public_encode_ms", "public_kb"} <= set(report["render"])
    assert report["command"]["move_ms"]["n"] == 5
