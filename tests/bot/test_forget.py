"""``/privacy forget`` acts on the person's own rows only, found by their id: the names members
choose for themselves (another member's name, a game id, a place prefix, a status or speed word)
never rewrite anybody else's data; it reads through indexes, reaches every process's tables, is
finished after a crash, and gives every forgotten seat an anonymous id of its own."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bot.ops.sharding import ShardPlan, shard_of
from bot.store import open_store
from bot.store.sqlite import Store
from bot.table import privacy
from bot.table.service import TableService
from bot.tools.tournament_simulate import play_table
from bot.tournaments.formats import Config
from bot.tournaments.runner import TournamentRunner

ME = "4000000000000000001"
# nicknames chosen to collide with what other rows hold
NICKNAMES = ["Ann", "discord", "almadi", "toy", "running", "finished", "normal", "thread"]


async def seats(store: Store) -> list[tuple[int, int, str, str]]:
    rows = await store.fetchall("SELECT session_id, seat, user_id, name FROM seats ORDER BY 1, 2")
    return [(r["session_id"], r["seat"], r["user_id"], r["name"]) for r in rows]


async def sessions(store: Store) -> list[tuple[Any, ...]]:
    rows = await store.fetchall("SELECT id, place, game, status, guild FROM sessions ORDER BY id")
    return [tuple(r) for r in rows]


@pytest.mark.parametrize("nick", NICKNAMES)
async def test_a_chosen_nickname_rewrites_nobody_elses_rows(tmp_path: Path, nick: str) -> None:
    store = await open_store(tmp_path / "live.db")
    service = TableService(store)
    # other people's tables, one of them seating another member called "Ann"
    await service.create("discord:10", "almadi", "u2", "Ann", seats=2, seed="a", guild="7")
    await service.join("discord:10", "u3", "running")
    await service.start("discord:10", "u2")
    await play_table(service, "discord:10", "x", limit=4)
    await service.create("discord:11", "toy", "u4", "Cid", seats=2, guild="7")
    # the person forgetting: seated under the nickname at a running table with "Ann"
    await service.create("discord:12", "toy", ME, nick, seats=3, seed="b", guild="7")
    await service.join("discord:12", "u2", "Ann")
    await service.join("discord:12", "u5", "Dee")
    await service.start("discord:12", ME)
    await play_table(service, "discord:12", "y", limit=5)
    theirs_before = [s for s in await seats(store) if s[2] != ME]
    sessions_before = await sessions(store)

    done = await privacy.forget(service, ME)

    assert done.complete and done.resigned
    assert [s for s in await seats(store) if not s[2].startswith("forgotten:")] == theirs_before
    assert await sessions(store) == sessions_before  # places, games, statuses untouched
    assert await privacy.stored_about(store, ME) == privacy.Stored(ME)
    await store.close()
    # after a restart every running game is found again
    store = await open_store(tmp_path / "live.db")
    again = TableService(store)
    assert await again.load() == 3
    assert again.table_at("discord:10") is not None and again.table_at("discord:12") is not None
    await store.close()


async def test_queued_posts_lose_the_name_only_where_it_was_the_persons_seat(
    tmp_path: Path,
) -> None:
    """The person's stored name is replaced in the undelivered posts of their own tables; a
    post of another table naming someone else with the same name is left as it is."""
    store = await open_store(tmp_path / "live.db")
    service = TableService(store)
    await service.create("discord:1", "toy", ME, "Ann", seats=2, seed="a")
    await service.join("discord:1", "u2", "Bob")
    await service.start("discord:1", ME)
    await service.create("discord:2", "toy", "u3", "Ann", seats=2, seed="b")
    await service.join("discord:2", "u2", "Bob")
    await service.start("discord:2", "u3")
    await privacy.forget(service, ME)
    rows = await store.fetchall("SELECT session_id, payload FROM outbox WHERE sent = 0")
    mine = [json.loads(r["payload"]) for r in rows if r["session_id"] == 1]
    other = [json.loads(r["payload"]) for r in rows if r["session_id"] == 2]
    assert mine and all("Ann" not in p["text"] and ME not in json.dumps(p) for p in mine)
    assert all(p["names"][0] == privacy.ANON_NAME for p in mine)
    assert other and all("Ann" in p["text"] for p in other if "Players:" in p["text"])
    await store.close()


async def test_every_statement_of_a_forget_reads_through_an_index(tmp_path: Path) -> None:
    """No statement of the confirmation or the forget itself scans a table that grows with play (the cost of a forget does not grow
    with the database, and no move elsewhere waits behind a scan)."""
    store = await open_store(tmp_path / "live.db")
    service = TableService(store)
    runner = TournamentRunner(service, place_factory=_places())
    await service.create("discord:1", "toy", ME, "Ann", seats=2, seed="a", guild="5")
    await service.join("discord:1", "u2", "Bob")
    await service.start("discord:1", ME)
    await play_table(service, "discord:1", "x")
    cfg = Config("swiss", 2, 2, rounds=1, seed="7", speed="untimed")
    tid = await runner.create(guild="5", place="lobby", organiser=ME, game="toy", config=cfg)
    await runner.register(tid, ME, "Ann")
    await runner.register(tid, "u2", "Bob")
    statements: list[str] = []
    await store.on_thread(lambda conn: conn.set_trace_callback(statements.append))
    await privacy.stored_about(store, ME)  # what /privacy show and the confirmation read
    await privacy.pending(store, ME)
    await privacy.forget(service, ME, runner=runner)
    await store.on_thread(lambda conn: conn.set_trace_callback(None))
    grows = {"sessions", "seats", "actions", "outbox", "game_results", "snapshots", "undone"}

    def plan(conn: Any, sql: str) -> list[str]:
        marks = sql.count("?")
        return [r[3] for r in conn.execute(f"EXPLAIN QUERY PLAN {sql}", ("x",) * marks)]

    scans = []
    for sql in {
        s for s in statements if s.lstrip().upper().startswith(("SELECT", "UPDATE", "DELETE"))
    }:
        for step in await store.on_thread(plan, _unbound(sql)):
            words = step.split()
            if words[:1] == ["SCAN"] and words[1] in grows:
                scans.append((step, sql))
    assert scans == []
    await store.close()


def _unbound(sql: str) -> str:
    """The trace shows statements with their values: put placeholders back for the plan."""
    import re

    return re.sub(r"'(?:[^']|'')*'|\b\d+(?:\.\d+)?\b", "?", sql)


def _places() -> Any:
    made: list[int] = []

    async def place(tid: int, rnd: int, tab: int) -> str:
        made.append(1)
        return f"thread:{len(made)}"

    return place


async def test_nothing_stored_and_the_cooldown(tmp_path: Path) -> None:
    store = await open_store(tmp_path / "live.db")
    service = TableService(store)
    assert not (await privacy.stored_about(store, ME)).anything
    assert privacy.cooldown_left(service, ME) == 0
    await service.create("discord:1", "toy", ME, "Ann", seats=2)
    await privacy.forget(service, ME)
    assert privacy.cooldown_left(service, ME) > privacy.COOLDOWN - 60
    await store.close()


async def test_each_forgotten_seat_and_entry_has_its_own_anonymous_id(tmp_path: Path) -> None:
    store = await open_store(tmp_path / "live.db")
    service = TableService(store)
    runner = TournamentRunner(service, place_factory=_places())
    for n in (1, 2):
        await service.create(f"discord:{n}", "toy", ME, "Ann", seats=2, seed=str(n))
        await service.join(f"discord:{n}", "u2", "Bob")
        await service.start(f"discord:{n}", ME)
        await play_table(service, f"discord:{n}", "x")
    cfg = Config("swiss", 2, 2, rounds=1, seed="7", speed="untimed")
    tid = await runner.create(guild="g", place="lobby", organiser="u2", game="toy", config=cfg)
    await runner.register(tid, ME, "Ann")
    await runner.register(tid, "u2", "Bob")
    await runner.start(tid)  # the entry stays (dropped), under an id of its own
    await privacy.forget(service, ME, runner=runner)
    anon = [s[2] for s in await seats(store) if s[2].startswith("forgotten:")]
    entries = await store.fetchall(
        "SELECT user_id FROM tournament_entries WHERE user_id LIKE 'forgotten:%'"
    )
    ids = anon + [r["user_id"] for r in entries]
    assert len(ids) == 4 and len(set(ids)) == 4  # two games, the tournament's table, the entry
    # a seat's moves and result carry that seat's id, not another's
    for sid, seat, uid, _ in await seats(store):
        if uid.startswith("forgotten:"):
            actors = await store.fetchall(
                "SELECT DISTINCT actor FROM actions WHERE session_id = ? AND seat = ?", (sid, seat)
            )
            assert {r["actor"] for r in actors} <= {uid, "bot"}  # a bot after resigning
    await store.close()


async def test_another_processes_table_is_left_by_its_owner(tmp_path: Path) -> None:
    """Two processes on one database, each owning the servers of its shard: the forget asked
    in one is finished by the other for its running table (a bot plays the seat, under the
    anonymous id, and its next moves write no id back)."""
    here, there = "1" + "0" * 17, str(1 << 22)  # servers on shards 0 and 1 of 2
    assert (shard_of(here, 2), shard_of(there, 2)) == (0, 1)
    store_a = await open_store(tmp_path / "live.db")
    store_a.shards = ShardPlan(2, (0,))
    store_b = await open_store(tmp_path / "live.db")
    store_b.shards = ShardPlan(2, (1,))
    a, b = TableService(store_a), TableService(store_b)
    await a.create("discord:1", "toy", ME, "Ann", seats=2, seed="a", guild=here)
    await a.join("discord:1", "u2", "Bob")
    await a.start("discord:1", ME)
    await b.create("discord:2", "toy", ME, "Ann", seats=2, seed="b", guild=there)
    await b.join("discord:2", "u3", "Cid")
    await b.start("discord:2", ME)

    asked = await privacy.forget(a, ME)
    assert asked.resigned == [1] and not asked.complete
    assert await privacy.pending(store_a, ME)
    notices = await privacy.resume(b)  # woken by the request (or at its next start)
    assert notices  # the resignation, to post in that table's channel
    table = b.table_at("discord:2")
    assert table is not None and table.players[0].automated
    assert table.players[0].user_id.startswith("forgotten:")
    await play_table(b, "discord:2", "z")
    assert not await privacy.pending(store_a, ME)
    assert await privacy.stored_about(store_a, ME) == privacy.Stored(ME)
    assert await privacy.traces(store_a, ME, ["Ann"]) == []
    await store_a.close()
    await store_b.close()


async def test_a_forget_cut_off_by_a_crash_is_finished_at_the_next_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = await open_store(tmp_path / "live.db")
    service = TableService(store)
    runner = TournamentRunner(service, place_factory=_places())
    await service.create("discord:1", "toy", ME, "Ann", seats=2, seed="a")
    await service.join("discord:1", "u2", "Bob")
    await service.start("discord:1", ME)
    cfg = Config("swiss", 2, 2, rounds=1, seed="7", speed="untimed")
    tid = await runner.create(guild="g", place="lobby", organiser=ME, game="toy", config=cfg)
    await runner.register(tid, "u2", "Bob")

    async def crash(*_: Any) -> None:
        raise SystemExit("killed")

    monkeypatch.setattr(privacy, "_anonymise_tournaments", crash)
    with pytest.raises(SystemExit):
        await privacy.forget(service, ME, runner=runner)
    await store.close()
    monkeypatch.undo()

    store = await open_store(tmp_path / "live.db")
    again = TableService(store)
    await again.load()
    assert await privacy.pending(store, ME)
    await privacy.resume(again, runner=TournamentRunner(again, place_factory=_places()))
    assert not await privacy.pending(store, ME)
    assert await privacy.stored_about(store, ME) == privacy.Stored(ME)
    assert await privacy.traces(store, ME, ["Ann"]) == []
    await store.close()
