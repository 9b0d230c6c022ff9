"""``/privacy forget``: no trace of the user's id or name in any column of any table, while their
finished games still replay to their stored hashes and tournaments keep their results."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from bot.store import open_store
from bot.store.postgres import PgStore
from bot.store.sqlite import Store
from bot.table import privacy
from bot.table.service import TableService
from bot.tools import dbcheck
from bot.tools.tournament_simulate import play_table
from bot.tournaments.formats import Config
from bot.tournaments.runner import TournamentRunner

pytestmark = pytest.mark.both_stores  # each test on SQLite and on PostgreSQL

UID = "271828182845904523"
NAME = "Zephyrine Quill"


def every_cell(path: Path) -> list[tuple[str, str, Any]]:
    """(table, column, value) of every cell of every table, integers included."""
    db = sqlite3.connect(path)
    try:
        out = []
        tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        for table in tables:
            cur = db.execute(f'SELECT * FROM "{table}"')
            columns = [d[0] for d in cur.description]
            for row in cur:
                out += [(table, c, v) for c, v in zip(columns, row, strict=True)]
        return out
    finally:
        db.close()


def mentions(path: Path, *needles: str) -> list[tuple[str, str]]:
    return sorted(
        {(t, c) for t, c, v in every_cell(path) for n in needles if v is not None and n in str(v)}
    )


async def build(tmp_path: Path) -> tuple[Store, TableService, TournamentRunner, int]:
    store = await open_store(tmp_path / "live.db")
    service = TableService(store, snapshot_every=3)
    made: list[int] = []

    async def place(tid: int, rnd: int, tab: int) -> str:
        made.append(1)
        return f"thread:{len(made)}"

    runner = TournamentRunner(service, place_factory=place)
    # a finished game they created, and one they joined
    await service.create("discord:1", "toy", UID, NAME, seats=2, seed="a")
    await service.join("discord:1", "u2", "Bob")
    await service.start("discord:1", UID)
    await play_table(service, "discord:1", "x")
    await service.create("discord:2", "almadi", "u3", "Cid", seats=3, seed="b")
    await service.join("discord:2", UID, NAME)
    await service.join("discord:2", "u2", "Bob")
    await service.start("discord:2", "u3")
    await play_table(service, "discord:2", "y")
    # a running game, an open table they created and one they joined
    await service.create("discord:3", "almadi", "u3", "Cid", seats=3, seed="c")
    await service.join("discord:3", UID, f"{NAME} (away)")
    await service.join("discord:3", "u2", "Bob")
    await service.start("discord:3", "u3")
    await play_table(service, "discord:3", "z", limit=7)
    await service.create("discord:4", "toy", UID, NAME, seats=3)
    await service.create("discord:5", "toy", "u2", "Bob", seats=3)
    await service.join("discord:5", UID, NAME)
    # a rated tournament: round 1 played, round 2 running
    cfg = Config("swiss", 3, 3, rounds=2, seed="7", speed="untimed")
    tid = await runner.create(guild="g", place="lobby", organiser=UID, game="toy", config=cfg)
    for uid, name in [(UID, NAME), ("u2", "Bob"), ("u3", "Cid")]:
        await runner.register(tid, uid, name)
    await runner.start(tid)
    t = await runner.get(tid)
    await play_table(service, t.tables[0].place or "", "r1")
    await runner.advance(tid)
    await store.set_notify_pref(UID, "dm")
    await store.set_dm_closed(UID, True)
    return store, service, runner, tid


@pytest.mark.only_store("sqlite")  # reads the SQLite file itself
async def test_forget_leaves_no_trace_and_games_still_replay(tmp_path: Path) -> None:
    store, service, runner, tid = await build(tmp_path)
    db = tmp_path / "live.db"
    seen = await privacy.stored_about(store, UID)
    assert seen.tables["finished"] >= 3 and seen.tables["running"] >= 2 and seen.ratings
    assert NAME in seen.names and seen.preferences["notify"] == "dm" and seen.moves > 0
    assert mentions(db, UID) and mentions(db, NAME)
    standings_before = [(s.entry, s.points) for s in await runner.standings(tid)]
    finished = [
        r["id"] for r in await store.fetchall("SELECT id FROM sessions WHERE status = 'finished'")
    ]

    done = await privacy.forget(service, UID, runner=runner)

    assert done.resigned and done.cancelled and done.left and done.tournaments == [tid]
    assert await privacy.traces(store, UID, [NAME]) == []
    assert mentions(db, UID, NAME) == []  # every column of every table, integers included
    for notice in done.notices:  # what is still to be posted names nobody forgotten
        assert UID not in json.dumps(notice.to_json()) and NAME not in notice.text
    # in memory too: the running game's seat is a bot under the anonymous seat
    running = service.table_at("discord:3")
    assert running is not None
    forgotten = [p for p in running.players if p.user_id.startswith("forgotten:")]
    assert forgotten and all(p.automated and p.name == privacy.ANON_NAME for p in forgotten)
    assert done.complete and await store.fetchall("SELECT * FROM forgets") == []
    # other people's data is untouched; the tournament keeps its standings
    assert mentions(db, "Bob") and mentions(db, "u3")
    assert [(s.entry, s.points) for s in await runner.standings(tid)] == standings_before
    assert await privacy.stored_about(store, UID) == privacy.Stored(UID)
    await store.close()
    report = dbcheck.check(db)
    assert report["ok"], report["problems"]
    replayed = [g for g in backup_games(db) if g["session"] in finished]
    assert replayed and all(g["ok"] and g["moves"] for g in replayed)


def backup_games(path: Path) -> list[dict[str, Any]]:
    db = sqlite3.connect(path)
    db.row_factory = sqlite3.Row
    try:
        return [dbcheck.check_session(db, r) for r in db.execute("SELECT * FROM sessions")]
    finally:
        db.close()


@pytest.mark.only_store("sqlite")  # reads the SQLite file itself
async def test_forget_is_exact_about_names(tmp_path: Path) -> None:
    """A forgotten "Ann" does not rename "Anna", and a move that is a word of the name stays."""
    store = await open_store(tmp_path / "live.db")
    service = TableService(store)
    await service.create("discord:1", "toy", "1001", "add", seats=2, seed="a")
    await service.join("discord:1", "1002", "addison")
    await service.start("discord:1", "1001")
    await play_table(service, "discord:1", "x")
    await privacy.forget(service, "1001")
    names = [r["name"] for r in await store.fetchall("SELECT name FROM seats ORDER BY seat")]
    assert names == [privacy.ANON_NAME, "addison"]
    moves = [r["action"] for r in await store.fetchall("SELECT action FROM actions")]
    assert any(m.startswith("add ") for m in moves)
    await store.close()
    assert dbcheck.check(tmp_path / "live.db")["ok"]


async def cells_mentioning(store: PgStore, *needles: str) -> list[tuple[str, str]]:
    """(table, column) of every cell of every table, integers included, holding a needle."""
    found = set()
    for table in await store.tables():
        for row in await store.fetchall(f"SELECT * FROM {table}"):
            for column, value in row.items():
                if value is not None and any(n in str(value) for n in needles):
                    found.add((table, column))
    return sorted(found)


@pytest.mark.only_store("postgresql")
async def test_forget_leaves_no_trace_on_postgresql(tmp_path: Path) -> None:
    store, service, runner, tid = await build(tmp_path)
    assert isinstance(store, PgStore)
    try:
        assert await cells_mentioning(store, UID) and await cells_mentioning(store, NAME)
        done = await privacy.forget(service, UID, runner=runner)
        assert done.resigned and done.cancelled and done.left and done.tournaments == [tid]
        assert await privacy.traces(store, UID, [NAME]) == []
        assert await cells_mentioning(store, UID, NAME) == []
        assert await cells_mentioning(store, "Bob")  # other people's data untouched
        assert await privacy.stored_about(store, UID) == privacy.Stored(UID)
    finally:
        await store.close()
