"""Backups of the live database (``caravanserai db backup``) and their check (``db check``)."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path

import pytest

from bot.cli import main
from bot.store import backup, open_store
from bot.store.sqlite import Store
from bot.table.service import TableService
from bot.tools import dbcheck
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
    store = await open_store(tmp_path / "live.db")
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
        report = dbcheck.check(copy)
        assert report["ok"], report["problems"]
        assert report["integrity"] == "ok" and report["broken_references"] == 0
        # the copy is a database the bot starts from: every table restores and replays
        restored = await open_store(copy)
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
    store = await open_store(tmp_path / "live.db")
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
    report = dbcheck.check(copy)
    assert report["ok"] and report["sessions"] == {"finished": 1, "running": 1}
    assert report["moves"] > 5

    def tamper(sql: str) -> dict:
        broken = tmp_path / "broken.db"
        backup.backup(copy, broken)
        with sqlite3.connect(broken) as db:
            db.execute(sql)
        return dbcheck.check(broken)

    finished = 1
    changed = tamper(f"UPDATE sessions SET options = '{{\"target\": 30}}' WHERE id = {finished}")
    assert not changed["ok"] and changed["problems"][0]["session"] == finished
    result = tamper(f"UPDATE sessions SET result = '{{}}' WHERE id = {finished}")
    assert result["problems"][0]["reason"].startswith("the replayed result differs")
    gap = tamper("DELETE FROM actions WHERE session_id = 2 AND seq = 2")
    assert gap["problems"][0]["reason"] == "the action log has gaps"
    unfinished = tamper("UPDATE sessions SET status = 'finished', result = '{}' WHERE id = 2")
    assert unfinished["problems"][0]["reason"].endswith("the replayed game is not over")
    # "adjudicated" on a log that stops mid-game: only a standing the replay gives is accepted
    # (test_check_verifies_an_adjudicated_result_against_the_replay)
    judged = tamper(
        "UPDATE sessions SET status = 'finished', result = '{\"adjudicated\": \"standing\"}'"
        " WHERE id = 2"
    )
    assert not judged["ok"] and judged["sessions"] == {"finished": 2}


def test_cli_backup_and_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    async def build() -> None:
        store = await open_store(tmp_path / "live.db")
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


async def live_with_games(tmp_path: Path) -> tuple[Store, TableService, list[str]]:
    """A live database (left open: its -wal and -shm exist) with a finished and a running toy
    game."""
    store = await open_store(tmp_path / "live.db")
    service = TableService(store, snapshot_every=3)
    places = await seat_tables(service, [("toy", 2), ("toy", 2)])
    n = 0
    while await play_one(service, places[0], n):
        n += 1
    for _ in range(5):
        await play_one(service, places[1], n)
        n += 1
    return store, service, places


def tampered(tmp_path: Path, source: Path, *sql: str) -> Path:
    broken = tmp_path / f"tampered-{len(list(tmp_path.glob('tampered-*')))}.db"
    backup.backup(source, broken)
    with sqlite3.connect(broken) as db:
        for statement in sql:
            db.execute(statement)
    return broken


async def test_check_fails_on_a_game_it_could_not_replay(tmp_path: Path) -> None:
    store, _, _ = await live_with_games(tmp_path)
    await store.close()
    copy = tmp_path / "copy.db"
    backup.backup(tmp_path / "live.db", copy)
    assert dbcheck.check(copy)["ok"]
    # stored under other rules: replayed with this engine all the same, as a restart does; a
    # log this engine cannot play is a backup the bot cannot restore
    other = tampered(tmp_path, copy, "UPDATE sessions SET rules_version = '0'")
    assert dbcheck.check(other)["ok"]
    unplayable = tampered(
        tmp_path,
        copy,
        "UPDATE sessions SET rules_version = '0' WHERE id = 2",
        "UPDATE actions SET action = 'nonsense' WHERE session_id = 2 AND seq = 3",
    )
    report = dbcheck.check(unplayable)
    assert not report["ok"]
    (problem,) = report["problems"]
    assert problem["session"] == 2 and "rules v0" in problem["reason"], problem
    restored = await open_store(unplayable)
    try:
        service = TableService(restored)
        await service.load()
        assert 2 not in service.by_id  # the bot could not restore it either
    finally:
        await restored.close()
    assert main(["db", "check", str(unplayable)]) == 1


async def test_check_verifies_an_adjudicated_result_against_the_replay(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bot.tournaments import adjudicate

    monkeypatch.setitem(adjudicate.PUBLIC_SCORE, "toy", lambda v: [float(x) for x in v["added"]])
    store, service, places = await live_with_games(tmp_path)
    table = service.table_at(places[1])
    assert table is not None
    scores = [float(x) for x in table.game.view(table.state, None)["added"]]
    await store.close()
    copy = tmp_path / "copy.db"
    backup.backup(tmp_path / "live.db", copy)
    standing = json.dumps({"scores": scores, "ranks": [1, 2], "adjudicated": "standing"})
    if scores[0] < scores[1]:
        standing = json.dumps({"scores": scores, "ranks": [2, 1], "adjudicated": "standing"})
    elif scores[0] == scores[1]:
        standing = json.dumps({"scores": scores, "ranks": [1, 1], "adjudicated": "standing"})
    judged = f"UPDATE sessions SET status = 'finished', result = '{standing}' WHERE id = 2"
    assert dbcheck.check(tampered(tmp_path, copy, judged))["ok"]
    # the log cut after the adjudication: the standing it was ranked by is not the replay's
    cut = tampered(tmp_path, copy, judged, "DELETE FROM actions WHERE session_id = 2 AND seq >= 4")
    report = dbcheck.check(cut)
    assert not report["ok"] and report["problems"][0]["session"] == 2, report
    assert "standing" in report["problems"][0]["reason"]
    # a standing without scores (nothing to compare the replay with)
    bare = "UPDATE sessions SET status = 'finished', result = '{\"adjudicated\": \"standing\"}'"
    report = dbcheck.check(tampered(tmp_path, copy, bare + " WHERE id = 2"))
    assert not report["ok"] and "standing" in report["problems"][0]["reason"]
    # scored by hand: the organiser's ranks, which the tournament's record must hold too
    by_hand = json.dumps({"ranks": [2, 1], "adjudicated": "by hand", "scored_by": "u9"})
    hand = f"UPDATE sessions SET status = 'finished', result = '{by_hand}' WHERE id = 2"
    orphan = dbcheck.check(tampered(tmp_path, copy, hand))
    assert not orphan["ok"] and "tournament" in orphan["problems"][0]["reason"]
    tournament = (
        "INSERT INTO tournaments(id, place, name, game, options, config, organiser, status,"
        " created_at, updated_at) VALUES (1, 'discord:9', 'Cup', 'toy', '{}', '{}', 'u9',"
        " 'running', 0, 0)"
    )
    recorded = json.dumps({"session": 2, "ranks": [2, 1], "scores": [0, 0]})
    row = (
        "INSERT INTO tournament_tables(tournament_id, round, tab, entries, session_id, result)"
        f" VALUES (1, 1, 1, '[1, 2]', 2, '{recorded}')"
    )
    assert dbcheck.check(tampered(tmp_path, copy, hand, tournament, row))["ok"]
    other = row.replace("[2, 1]", "[1, 2]")
    assert not dbcheck.check(tampered(tmp_path, copy, hand, tournament, other))["ok"]
    # no rule the check knows how to replay
    unknown = hand.replace("by hand", "by coin")
    assert not dbcheck.check(tampered(tmp_path, copy, unknown))["ok"]


async def test_backup_refuses_the_live_databases_own_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    store, service, places = await live_with_games(tmp_path)
    live = tmp_path / "live.db"
    try:
        assert Path(f"{live}-wal").exists() and Path(f"{live}-shm").exists()
        wal = Path(f"{live}-wal").read_bytes()
        (tmp_path / "sub").mkdir()
        (tmp_path / "link").symlink_to(f"{live}-wal")
        (tmp_path / "alias.db").symlink_to(live)
        monkeypatch.chdir(tmp_path / "sub")
        targets = [
            f"{live}-wal",
            f"{live}-shm",
            f"{live}-journal",
            str(live),
            "../live.db-wal",
            "../sub/../live.db-shm",
            str(tmp_path / "link"),
        ]
        for target in targets:
            assert main(["db", "backup", target, "--database", str(live)]) == 2, target
            err = capsys.readouterr().err
            assert err.count("\n") == 1 and "live database" in err, (target, err)
        # named through a link to the database: the files of the name and of the file itself
        for target in (f"{live}-wal", str(tmp_path / "alias.db-wal")):
            assert main(["db", "backup", target, "--database", str(tmp_path / "alias.db")]) == 2
            assert "live database" in capsys.readouterr().err
        assert Path(f"{live}-wal").read_bytes() == wal
        assert not Path(f"{live}-journal").exists()
        assert not list(tmp_path.glob("*.partial"))
        await play_one(service, places[1], 99)  # the bot plays on
    finally:
        await store.close()
    report = dbcheck.check(live)
    assert report["ok"] and report["moves"] > 5


@pytest.mark.parametrize("damage", ["garbage", "torn page"])
def test_a_corrupt_source_is_one_line_and_leaves_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], damage: str
) -> None:
    source = tmp_path / "live.db"
    with sqlite3.connect(source) as db:
        db.execute("CREATE TABLE t(x)")
        db.executemany("INSERT INTO t VALUES (?)", [("x" * 500,) for _ in range(2000)])
    data = bytearray(source.read_bytes())
    if damage == "garbage":
        data = bytearray(b"not a database at all " * 400)
    else:
        data[8192 : 8192 + 4096] = b"\xff" * 4096
    source.write_bytes(bytes(data))
    out = tmp_path / "b.db"
    assert main(["db", "backup", str(out), "--database", str(source)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1, captured.err
    assert str(source) in captured.err and "Traceback" not in captured.err
    assert not out.exists() and not list(tmp_path.glob("*.partial"))


def test_no_password_is_printed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    url = "postgresql://caravan:s3cret-Pw@db.example:5432/cs"
    assert main(["db", "backup", str(tmp_path / "b.db"), "--database", url]) == 2
    assert main(["db", "check", url]) == 2
    assert main(["db", "copy", "--from", url, "--to", url]) == 2
    assert main(["db", "copy", "--from", str(tmp_path / "none.db"), "--to", "sqlite.db"]) == 2
    captured = capsys.readouterr()
    assert "s3cret" not in captured.out + captured.err, captured.err
    assert "pg_dump" in captured.err and "caravan@db.example:5432/cs" in captured.err
