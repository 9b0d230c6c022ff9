"""``caravanserai db copy``: a SQLite database with running and finished games, a
timed table's timers, an undelivered notice, a whole rated tournament and its ratings is copied
into PostgreSQL; every row arrives, every game re-plays to the same hash from the target, the
bot opens the copy and plays on; a target that holds rows is refused without --force."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.cli import main
from bot.store import open_store
from bot.table.service import TableService
from bot.tools import dbcopy
from bot.tools.tournament_simulate import run_tournament
from bot.tournaments.formats import Config
from games.core.playout import next_actor
from tests.support.postgres import Server, pg_server, pg_url  # noqa: F401 - fixtures


async def _source(path: Path) -> dict[str, tuple[str, int]]:
    store = await open_store(path)
    try:
        await run_tournament(
            store, game="toy", players=4, config=Config("swiss", 2, 2, rounds=2, seed="7")
        )
        service = TableService(store, snapshot_every=3)
        hashes = {}
        for n, place in enumerate(["discord:1", "discord:2"]):
            settings = {"speed": "24h"} if n == 0 else {}
            await service.create(
                place, "almadi", "a", "Ann", seats=2, seed=f"c{n}", settings=settings
            )
            await service.join(place, "b", "Bob")
            await service.start(place, "a")
            table = service.table_at(place)
            for _ in range(7 + 5 * n):
                seat = next_actor(table.game, table.state)
                await service.move(
                    place, "ab"[seat], table.game.legal(table.state, seat)[0], seat=seat
                )
            hashes[place] = (table.game.state_hash(table.state), table.seq)
        return hashes
    finally:
        await store.close()


async def test_copy_then_play_on(tmp_path: Path, pg_url: str) -> None:  # noqa: F811
    path = tmp_path / "caravanserai.db"
    hashes = await _source(path)
    report = await dbcopy.copy(path, pg_url)
    assert report["ok"], report
    rows = report["rows"]
    for table in (
        "sessions",
        "actions",
        "snapshots",
        "timers",
        "outbox",
        "tournaments",
        "tournament_tables",
        "ratings",
        "game_results",
    ):
        assert rows[table] > 0, table
    assert report["rows_in_target"] == rows and not report["differ"]
    assert report["replayed"] >= 4 and report["moves"] > 19

    store = await open_store(pg_url)
    try:
        service = TableService(store)
        assert await service.load() == 2
        for place, (digest, seq) in hashes.items():
            table = service.table_at(place)
            assert (table.game.state_hash(table.state), table.seq) == (digest, seq)
        # new rows continue after the copied ids
        await service.create("discord:3", "toy", "u0", "Ann")
        assert service.table_at("discord:3").id == rows["sessions"] + 1
    finally:
        await store.close()

    # (the command line runs its own event loop: in a thread here)
    # the target now holds rows: refused, unchanged; --force empties it and copies again
    assert await asyncio.to_thread(main, ["db", "copy", "--from", str(path), "--to", pg_url]) == 2
    store = await open_store(pg_url)
    try:
        n = (await store.fetchone("SELECT COUNT(*) AS n FROM sessions"))["n"]
        assert n == rows["sessions"] + 1
    finally:
        await store.close()
    force = ["db", "copy", "--from", str(path), "--to", pg_url, "--force"]
    assert await asyncio.to_thread(main, force) == 0


async def test_copy_refuses_what_is_not_a_sqlite_database(pg_url: str, tmp_path: Path) -> None:  # noqa: F811
    with pytest.raises(SystemExit, match="no SQLite database"):
        await dbcopy.copy(tmp_path / "nothing.db", pg_url)
    with pytest.raises(SystemExit, match="postgresql://"):
        await dbcopy.copy(tmp_path / "nothing.db", str(tmp_path / "other.db"))
