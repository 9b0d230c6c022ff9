"""``caravanserai bench --load N --processes P``: P bench processes on one PostgreSQL
database, one shard each, their tables split by shard and their reports merged; refused with
one line on SQLite. Numbers are not asserted (wall-clock varies), only that each played."""

from __future__ import annotations

import pytest

from bot.tools.bench_load import bench_load
from tests.support.postgres import pg_server, pg_url  # noqa: F401 - fixtures


def test_several_processes_need_postgresql() -> None:
    with pytest.raises(SystemExit, match="--processes needs --database postgresql"):
        bench_load(4, think=0.1, seconds=1, images=False, processes=2)


def test_two_processes_share_the_tables(pg_url: str) -> None:  # noqa: F811
    report = bench_load(6, think=0.2, seconds=2, images=False, database=pg_url, processes=2)
    assert report["processes"] == 2 and report["tables"] == 6
    assert [p["tables"] for p in report["per_process"]] == [3, 3]
    assert all(p["moves"] > 0 for p in report["per_process"])
    assert report["moves"] == sum(p["moves"] for p in report["per_process"])
    assert report["reply_ms"]["n"] == report["moves"] and report["refused"] == 0
