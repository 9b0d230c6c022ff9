"""Backups of the live database (``caravanserai db backup``) and their check (``db check``)."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path

import pytest

from bot import backup
from bot.cli import main
from bot.service import TableService
from bot.storage import Store
from games.core.playout import next_actor


async def seat_tables(service: TableService, games: list[tuple[str, int]]) -> list[str]:
    places = []
    for i, (game, seats) in enumerate(games):
        place = f"discord:{500 + i}"
        await service.create(place, game, f"u{i}:0", f"P{i}.0", seats=seats, seed=f"seed{i}")
        for s in range(1, seats):
            await service.join(place, f"u{i}:{s}", f"P{i}.{s}")
        await service.start(place, f"u{i}:0")
        places.append(place)
    return places


async def play_one(service: TableService, place: str, n: int) -> bool:
    """One human move at ``place``; False once the game is over."""
    table = service.table_at(place)
    if table is None or table.status != "running":
        return False
    game = table.game
    seat = next_actor(game, table.state)
    action = game.make_bot(f"{place}:{n}").choose(game, table.state, seat)
    await service.move(place, table.players[seat].user_id, action, seat=seat)
    return True


async def test_backup_while_moves_commit_restores_and_replays(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "live.db")
    service = TableService(store, snapshot_every=4)
    places = await seat_tables(service, [("toy", 2), ("almadi", 3), ("emira", 3), ("toy", 3)])
    copies = [tmp_path / f"backup-{i}.db" for i in range(3)]
    moved = 0
    during: list[int] = []  # moves committed while each backup ran
    done = asyncio.Event()

    async def mover() -> None:
        nonlocal moved
        while not done.is_set():
            progressed = False
            for place in places:
                progressed |= await play_one(service, place, moved)
                moved += 1
            if not progressed:
                return
            await asyncio.sleep(0)

    async def backups() -> list[int]:
        seen = []
        for copy in copies:
            before = moved
            report = await asyncio.to_thread(backup.backup, tmp_path / "live.db", copy)
            seen.append(report["rows"]["actions"])
            during.append(moved - before)
        done.set()
        return seen

    task = asyncio.create_task(mover())
    seen = await backups()
    await task
    await store.close()
    assert sum(during) > 0 and seen == sorted(seen) and seen[-1] > 0
    for copy in copies:
        assert not copy.with_name(copy.name + ".partial").exists()
        report = backup.check(copy)
        assert report["ok"], report["problems"]
        assert report["integrity"] == "ok" and report["broken_references"] == 0
        # the copy is a database the bot starts from: every table restores and replays
        restored = await Store.open(copy)
        try:
            again = TableService(restored)
            assert await again.load() == sum(report["sessions"].get(s, 0) for s in ("running",))
            assert again.verifying is not None
            assert await again.verifying == 0
            for table in again.by_id.values():
                assert table.state is not None
        finally:
            await restored.close()


async def test_check_finds_a_changed_move_and_a_changed_result(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "live.db")
    service = TableService(store, snapshot_every=3)
    places = await seat_tables(service, [("toy", 2), ("toy", 2)])
    n = 0
    while await play_one(service, places[0], n):  # the first game to its end
        n += 1
    for _ in range(5):
        await play_one(service, places[1], n)
        n += 1
    await store.close()
    copy = tmp_path / "copy.db"
    backup.backup(tmp_path / "live.db", copy)
    report = backup.check(copy)
    assert report["ok"] and report["sessions"] == {"finished": 1, "running": 1}
    assert report["moves"] > 5

    def tamper(sql: str) -> dict:
        broken = tmp_path / "broken.db"
        backup.backup(copy, broken)
        with sqlite3.connect(broken) as db:
            db.execute(sql)
        return backup.check(broken)

    finished = 1
    changed = tamper(f"UPDATE sessions SET options = '{{\"target\": 30}}' WHERE id = {finished}")
    assert not changed["ok"] and changed["problems"][0]["session"] == finished
    result = tamper(f"UPDATE sessions SET result = '{{}}' WHERE id = {finished}")
    assert result["problems"][0]["reason"].startswith("the replayed result differs")
    gap = tamper("DELETE FROM actions WHERE session_id = 2 AND seq = 2")
    assert gap["problems"][0]["reason"] == "the action log has gaps"
    unfinished = tamper("UPDATE sessions SET status = 'finished', result = '{}' WHERE id = 2")
    assert unfinished["problems"][0]["reason"].endswith("the replayed game is not over")
    # a tournament table adjudicated at its deadline ends mid-game: not a problem
    judged = tamper(
        "UPDATE sessions SET status = 'finished', result = '{\"adjudicated\": \"standing\"}'"
        " WHERE id = 2"
    )
    assert judged["ok"] and judged["sessions"] == {"finished": 2}


def test_cli_backup_and_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    async def build() -> None:
        store = await Store.open(tmp_path / "live.db")
        service = TableService(store, snapshot_every=2)
        places = await seat_tables(service, [("toy", 2)])
        for n in range(3):
            await play_one(service, places[0], n)
        await store.close()

    asyncio.run(build())
    copy = tmp_path / "daily" / "b.db"
    assert main(["db", "backup", str(copy), "--database", str(tmp_path / "live.db")]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["rows"]["actions"] >= 3 and report["backup"] == str(copy)
    assert main(["db", "check", str(copy)]) == 0
    assert json.loads(capsys.readouterr().out)["ok"] is True
    with sqlite3.connect(copy) as db:
        db.execute("UPDATE actions SET action = 'nonsense' WHERE seq = 2")
    assert main(["db", "check", str(copy)]) == 1
    assert main(["db", "backup", str(copy), "--database", "postgresql://u@host/db"]) == 2
    assert "pg_dump" in capsys.readouterr().err
    assert main(["db", "backup", str(copy), "--database", str(tmp_path / "none.db")]) == 2
