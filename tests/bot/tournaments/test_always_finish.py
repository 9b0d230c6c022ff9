"""Tournaments that always finish, through the real table service and database (the
toy game keeps it fast; time travel through an injected clock): round deadlines adjudicated by
each rule exactly once (also across a restart mid-adjudication), tables that belong to the
tournament, deleted and cancelled tables never dealt again, refused places retried, timers that
raise retried, organiser control, registration with a cap, check-in and rating seeding, seeds
nobody can know, export."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bot.store import open_store
from bot.store.sqlite import Store
from bot.table.scheduler import Scheduler
from bot.table.service import ServiceError, TableService
from bot.tools.tournament_simulate import play_table
from bot.tournaments import adjudicate as adj
from bot.tournaments import deadlines as dl
from bot.tournaments import export as tx
from bot.tournaments.formats import Config
from bot.tournaments.runner import TournamentError, TournamentRunner
from games.core.registry import get_game

pytestmark = pytest.mark.both_stores  # each test on SQLite and on PostgreSQL

DAY = 86_400.0


class Clock:
    def __init__(self) -> None:
        self.t = 1_000_000.0

    def __call__(self) -> float:
        return self.t


async def setup(
    store: Store, players: int, clock: Clock | None = None, **config: Any
) -> tuple[TableService, TournamentRunner, int]:
    service = TableService(store, clock=clock)
    made: list[int] = []

    async def place(tid: int, rnd: int, tab: int) -> str:
        made.append(1)
        return f"thread:{len(made)}"

    runner = TournamentRunner(service, place_factory=place)
    base: dict[str, Any] = {"rounds": 2, "seed": "7", "speed": "untimed"}
    cfg = Config("swiss", 3, 3, **{**base, **config})
    tid = await runner.create(guild="g", place="lobby", organiser="org", game="toy", config=cfg)
    for i in range(1, players + 1):
        await runner.register(tid, f"u{i}", f"P{i}")
    return service, runner, tid


async def count(store: Store, sql: str, params: tuple[Any, ...] = ()) -> int:
    row = await store.fetchone(f"SELECT COUNT(*) AS n FROM {sql}", params)
    return int(row["n"]) if row else 0


# -- round deadlines ------------------------------------------------------------------------------
@pytest.mark.parametrize("rule", ["bots", "standing"])
async def test_deadline_adjudicates_unfinished_tables_once_and_pairs_the_next_round(
    store: Store, rule: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(adj.PUBLIC_SCORE, "toy", lambda view: [float(x) for x in view["added"]])
    clock = Clock()
    service, runner, tid = await setup(store, 6, clock, round_days=2, at_deadline=rule)
    await runner.start(tid)
    t = await runner.get(tid)
    assert t.deadlines[1] == clock.t + 2 * DAY
    for row in t.current_tables():  # a few moves, never the end
        await play_table(service, row.place or "", "x", 4)
    said: list[str] = []

    async def announce(tid: int, text: str) -> None:
        said.append(text)

    runner.announce = announce
    clock.t += DAY  # half-time: announced, nothing adjudicated
    await runner.deadlines.run_due(clock.t)
    assert len(said) == 1 and "closes in 1 day" in said[0] and "tables 1, 2" in said[0]
    assert all(r.result is None for r in (await runner.get(tid)).tables)
    clock.t += DAY + 1
    await runner.deadlines.run_due(clock.t)
    t = await runner.get(tid)
    first = [r for r in t.tables if r.round == 1]
    assert all(r.result is not None for r in first)
    assert {r.outcome for r in first} == {f"adjudicated ({rule}) at the deadline"}
    for r in first:
        assert await count(store, "game_results WHERE session_id = ?", (r.session_id,)) == 3
        s = await store.fetchone("SELECT status FROM sessions WHERE id = ?", (r.session_id,))
        assert s["status"] == "finished"
    assert t.round == 2 and t.deadlines[2] == clock.t + 2 * DAY  # the next round is paired
    assert "round 1 reached its deadline: tables 1, 2 adjudicated" in said[-1]
    await runner.deadlines.run_due(clock.t)  # again: nothing more happens
    assert await count(store, "game_results") == 6
    if rule == "bots":  # the remaining decisions are ordinary moves of the log
        assert await count(store, "actions WHERE actor = 'adjudicator'") > 0


async def test_restart_in_the_middle_of_a_deadline_records_each_table_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = Clock()
    store = await open_store(tmp_path / "d.db")
    service, runner, tid = await setup(store, 6, clock, round_days=1)
    await runner.start(tid)
    real = adj.play_out
    calls: list[int] = []

    def crash_on_second(table: Any, state: Any) -> Any:
        calls.append(table.id)
        if len(calls) == 2:
            raise RuntimeError("power cut")
        return real(table, state)

    monkeypatch.setattr(adj, "play_out", crash_on_second)
    clock.t += DAY + 1
    await runner.deadlines.run_due(clock.t)  # table 1 done, table 2 failed: timer retried
    t = await runner.get(tid)
    assert [r.result is not None for r in t.current_tables()] == [True, False]
    timer = await store.fetchone("SELECT * FROM tournament_timers WHERE kind = 'deadline'")
    assert timer["fired"] == 0 and timer["attempts"] == 1 and timer["due"] > clock.t
    await store.close()

    monkeypatch.setattr(adj, "play_out", real)
    store = await open_store(tmp_path / "d.db")
    service = TableService(store, clock=clock)
    await service.load()
    runner = TournamentRunner(service)
    clock.t += dl.RETRY_MAX
    await runner.deadlines.run_due(clock.t)
    t = await runner.get(tid)
    assert all(r.result is not None for r in t.tables if r.round == 1) and t.round == 2
    assert await count(store, "game_results") == 6  # each seat of each table once
    assert await count(store, "actions WHERE actor = 'adjudicator'") > 0
    await store.close()


async def test_scheduler_wakes_tournament_deadlines_and_retries_failing_table_timers(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    clock = Clock()
    service, runner, tid = await setup(store, 3, clock, speed="live", round_days=1)
    await runner.start(tid)

    class Time:
        def now(self) -> float:
            return clock.t

    delivered: list[Any] = []

    async def deliver(n: list[Any]) -> None:
        delivered.extend(n)

    sched = Scheduler(service, deliver, Time())  # type: ignore[arg-type]
    sched.add_source(runner.deadlines)
    fire = service.time.fire

    async def broken(row: Any) -> Any:
        raise RuntimeError("renderer down")

    monkeypatch.setattr(service.time, "fire", broken)
    clock.t += 700  # past the live clock's 10 minutes: the timeout fails
    await sched.run_due()
    row = await store.fetchone("SELECT * FROM timers WHERE kind = 'timeout' AND fired = 0")
    assert row is not None and row["due"] > clock.t  # kept, moved later: never dropped
    monkeypatch.setattr(service.time, "fire", fire)
    clock.t = row["due"]
    await sched.run_due()
    assert sched.fired >= 1 and delivered  # the retry worked
    assert await runner.deadlines.next_due() == (await runner.get(tid)).deadlines[1] - DAY / 2


# -- tables belong to the tournament ----------------------------------------------------------------
async def test_seated_players_cannot_pause_or_cancel_a_tournament_table(store: Store) -> None:
    service, runner, tid = await setup(store, 3)
    await runner.start(tid)
    row = (await runner.get(tid)).tables[0]
    place = row.place or ""
    creator = service.table_at(place).creator  # seat 1 "created" it
    for user in ("u1", "u2", "u3"):  # the first seat too: it only "created" it
        match = "belongs to tournament" if user == creator else "creator or a moderator"
        with pytest.raises(ServiceError, match=match):
            await service.cancel(place, user)
    with pytest.raises(ServiceError, match="belongs to tournament"):
        await service.pause(place, "holiday", by=creator)
    await service.pause(place, "by a moderator", by="mod", is_moderator=True)
    with pytest.raises(ServiceError, match="belongs to tournament"):
        await service.resume(place, creator)
    await service.resume(place, "mod", is_moderator=True)
    # an ordinary table is unaffected
    await service.create("casual", "toy", "a", "Ann", seats=2, guild="g", seed="s")
    await service.cancel("casual", "a")


async def test_a_cancelled_table_is_adjudicated_never_dealt_again(store: Store) -> None:
    service, runner, tid = await setup(store, 3)
    await runner.start(tid)
    row = (await runner.get(tid)).tables[0]
    await play_table(service, row.place or "", "x", 5)
    seq = service.table_at(row.place or "").seq
    await service.cancel(row.place or "", "mod", is_moderator=True)
    await runner.advance(tid)
    t = await runner.get(tid)
    first = t.tables[0]
    assert first.session_id == row.session_id and first.result is not None
    assert first.outcome == "adjudicated (bots) after a cancel"
    assert await count(store, "sessions") == 2  # round 2's table; no re-deal of round 1
    acts = await store.fetchall(
        "SELECT seq FROM actions WHERE session_id = ? AND actor != 'adjudicator'",
        (row.session_id,),
    )
    assert max(a["seq"] for a in acts) == seq  # the moves played stand


async def test_a_deleted_thread_continues_in_a_new_one(store: Store) -> None:
    service, runner, tid = await setup(store, 6)
    await runner.start(tid)
    row = (await runner.get(tid)).tables[1]
    await play_table(service, row.place or "", "x", 5)
    before = service.table_at(row.place or "")
    seq, state = before.seq, json.dumps(before.state)
    await service.abandon(row.place or "")  # the thread was deleted
    assert (
        "thread deleted"
        in dict((r.tab, s) for r, s in await runner.table_states(await runner.get(tid)))[2]
    )
    await runner.advance(tid)
    runner.take_report(tid)
    t = await runner.get(tid)
    moved = t.tables[1]
    assert moved.place == "thread:3" and moved.session_id == row.session_id
    table = service.table_at("thread:3")
    assert table.status == "running" and table.seq == seq and json.dumps(table.state) == state
    s = await store.fetchone("SELECT place, status FROM sessions WHERE id = ?", (table.id,))
    assert (s["place"], s["status"]) == ("thread:3", "running")
    await play_table(service, "thread:3", "x")  # and it finishes normally
    assert (await runner.get(tid)).tables[1].result is not None


# -- organiser control -----------------------------------------------------------------------------
async def test_organiser_drops_replaces_and_scores(store: Store) -> None:
    service, runner, tid = await setup(store, 6)
    await runner.start(tid)
    t = await runner.get(tid)
    a, b = t.tables
    absent = t.by_entry()[a.entries[0]].user_id
    await runner.drop(tid, absent, why="dropped by <@org>")
    table = service.table_at(a.place or "")
    assert table.players[0].resigned  # a bot took the seat
    old = t.by_entry()[b.entries[1]].user_id
    assert await runner.replace(tid, old, "newbie", "Newbie")
    assert service.table_at(b.place or "").players[1].user_id == "newbie"
    with pytest.raises(TournamentError, match="give 3 places"):
        await runner.score(tid, 1, [1, 2], "org")
    await runner.score(tid, 1, [3, 1, 2], "org")
    assert service.table_at(a.place or "").status == "finished"  # the game is closed
    with pytest.raises(TournamentError, match="already has its result"):
        await runner.score(tid, 1, [1, 2, 3], "org")
    # the replacement plays the running seat
    await play_table(service, b.place or "", "x")
    await runner.advance(tid)
    t = await runner.get(tid)
    assert t.round == 2 and t.tables[0].outcome == "scored by hand"
    assert t.tables[0].result["ranks"] == [3, 1, 2]
    dropped = t.entry_of(absent)
    assert dropped and dropped.dropped and dropped.dropped_why == "dropped by <@org>"
    assert all(dropped.entry not in r.entries for r in t.current_tables())


async def test_a_player_dropped_for_timeouts_leaves_the_tournament(store: Store) -> None:
    clock = Clock()
    service, runner, tid = await setup(store, 3, clock, speed="live")
    await runner.start(tid)
    row = (await runner.get(tid)).tables[0]
    table = service.table_at(row.place or "")
    absent = table.players[0].user_id
    said: list[str] = []

    async def announce(tid: int, text: str) -> None:
        said.append(text)

    runner.announce = announce
    for _ in range(200):  # everyone else plays; the absent player's timers fire
        if table.status != "running":
            break
        humans = [s for s in table.pending_humans() if table.players[s].user_id != absent]
        if humans:
            seat = humans[0]
            action = table.game.legal(table.state, seat)[0]
            await service.move(row.place or "", table.players[seat].user_id, action, seat=seat)
            continue
        due = await store.fetchone("SELECT MIN(due) AS d FROM timers WHERE fired = 0")
        clock.t = max(clock.t, due["d"])
        for timer in await store.fetchall(
            "SELECT * FROM timers WHERE fired = 0 AND due <= ?", (clock.t,)
        ):
            await service.time.fire(timer)
    t = await runner.get(tid)
    e = t.entry_of(absent)
    assert table.players[0].left_reason == "dropped"
    assert e is not None and e.dropped and e.dropped_why == "timeouts"
    await runner.settle()
    assert said == [
        f"<@{absent}> ran out of time too often and leaves the tournament (their "
        "standing is kept; they are not paired again)."
    ]


# -- registration -----------------------------------------------------------------------------------
async def test_cap_waiting_list_checkin_and_rating_seeding(store: Store) -> None:
    service, runner, tid = await setup(store, 0, cap=3, checkin=True, seeding="rating")
    for i in range(1, 6):
        await runner.register(tid, f"u{i}", f"P{i}")
    assert await runner.waiting_place(tid, "u4") == 1 and await runner.waiting_place(tid, "u5") == 2
    assert await runner.withdraw(tid, "u2") == "u4"  # the first waiting takes the place
    async with store.transaction() as db:  # u5 is the strongest, u3 the weakest
        for user, mu in (("u5", 40.0), ("u1", 30.0), ("u3", 20.0)):
            await db.execute(
                "INSERT INTO ratings(guild, game, user_id, name, mu, sigma, updated_at)"
                " VALUES ('g', 'toy', ?, ?, ?, 1, 0)",
                (user, user, mu),
            )
    for user in ("u1", "u3", "u5"):
        await runner.checkin(tid, user)
    with pytest.raises(TournamentError, match="not registered"):
        await runner.checkin(tid, "zed")
    await runner.start(tid)  # u4 never checked in: left out; u5 takes the place
    t = await runner.get(tid)
    assert [e.user_id for e in t.entries] == ["u5", "u1", "u3"]  # numbered by rating
    assert "<@u4>" in " ".join(runner.take_report(tid))


# -- deals nobody can know -------------------------------------------------------------------------
async def test_no_table_seed_rebuilds_another_tables_deal(
    store: Store, old_scheme: bool = False
) -> None:
    service = TableService(store)
    runner = TournamentRunner(service)
    if old_scheme:  # the old derivation: this test must fail on it
        drawn = iter(["12345:1:1:1", "12345:1:1:2"])
        runner.new_seed = lambda: next(drawn)
    cfg = Config("swiss", 4, 4, rounds=1, seed="12345")
    tid = await runner.create(guild="g", place="lobby", organiser="o", game="agra", config=cfg)
    for i in range(8):
        await runner.register(tid, f"u{i}", f"P{i}")
    await runner.start(tid)
    t = await runner.get(tid)
    agra = get_game("agra")
    seeds = [r.seed or "" for r in t.tables]
    if not old_scheme:
        assert len(set(seeds)) == 2 and all(len(s) == 32 for s in seeds)
        assert all(cfg.seed not in s and str(tid) != s for s in seeds)
    other = agra.encode(service.table_at(t.tables[1].place or "").state)
    # every variation of the exported seed's fields, and the old derivation scheme
    variants = {seeds[0], f"{cfg.seed}:{tid}:1:2", f"{cfg.seed}:{tid}:2:1"}
    for i, field in enumerate(seeds[0].split(":")):
        for k in range(len(field)):
            for digit in "0123456789abcdef":
                parts = seeds[0].split(":")
                parts[i] = field[:k] + digit + field[k + 1 :]
                variants.add(":".join(parts))
    for v in sorted(variants):
        assert agra.encode(agra.new(4, v)) != other


async def test_export_has_rounds_tables_results_and_standings(store: Store) -> None:
    service, runner, tid = await setup(store, 3)
    await runner.start(tid)
    for _ in range(2):
        for row in (await runner.get(tid)).current_tables():
            await play_table(service, row.place or "", "x")
        await runner.advance(tid)
    t = await runner.get(tid)
    files = dict(tx.files(t))
    data = json.loads(files[f"tournament-{tid}.json"])
    assert data["status"] == "finished" and len(data["rounds"]) == 2
    assert "seed" not in data["config"] and all(
        r.seed not in files[f"tournament-{tid}.json"].decode() for r in t.tables if r.seed
    )
    assert data["rounds"][0]["tables"][0]["outcome"] == "played"
    results = files[f"tournament-{tid}-results.csv"].decode().splitlines()
    assert results[0].startswith("round,table,outcome,seat") and len(results) == 1 + 6
    standings = files[f"tournament-{tid}-standings.csv"].decode().splitlines()
    assert standings[0].startswith("player,user_id,rank") and len(standings) == 4


async def test_an_organiser_pause_holds_the_round_deadline(store: Store) -> None:
    from bot.discord import tournament_logic as tl

    clock = Clock()
    service, runner, tid = await setup(store, 3, clock, round_days=2)
    await runner.start(tid)
    end = (await runner.get(tid)).deadlines[1]
    paused = await tl.pause(runner, tid, "Org", resume=False)
    assert "1 table(s) paused" in paused.text and "held" in paused.text
    clock.t += 5 * DAY  # well past the deadline: nothing is adjudicated while paused
    await runner.deadlines.run_due(clock.t)
    assert (await runner.get(tid)).tables[0].result is None
    resumed = await tl.pause(runner, tid, "Org", resume=True)
    assert "moved by 5 days" in resumed.text
    t = await runner.get(tid)
    assert t.deadlines[1] == end + 5 * DAY
    await runner.deadlines.run_due(clock.t)
    assert (await runner.get(tid)).tables[0].result is None
    clock.t = t.deadlines[1] + 1
    await runner.deadlines.run_due(clock.t)
    assert (await runner.get(tid)).tables[0].result is not None


async def test_the_seed_test_catches_derived_seeds(store: Store) -> None:
    with pytest.raises(AssertionError):
        await test_no_table_seed_rebuilds_another_tables_deal(store, old_scheme=True)


async def test_a_table_that_never_opens_still_ends_at_the_deadline(store: Store) -> None:
    clock = Clock()
    service = TableService(store, clock=clock)

    async def never(tid: int, rnd: int, tab: int) -> str:
        if rnd == 1 and tab == 2:
            raise ConnectionError("Discord refuses this thread for ever")
        return f"t{rnd}-{tab}"

    runner = TournamentRunner(service, place_factory=never)
    cfg = Config("swiss", 3, 3, rounds=2, seed="1", round_days=1)
    tid = await runner.create(guild="g", place="lobby", organiser="o", game="toy", config=cfg)
    for i in range(6):
        await runner.register(tid, f"u{i}", f"P{i}")
    await runner.start(tid)
    for _ in range(5):  # the retries keep failing (backoff), the other table plays
        clock.t += dl.RETRY_MAX
        await runner.deadlines.run_due(clock.t)
    await play_table(service, "t1-1", "x")
    clock.t += 2 * DAY
    await runner.deadlines.run_due(clock.t)
    t = await runner.get(tid)
    second = t.tables[1]
    assert second.result is not None and second.outcome == "not played"
    assert second.result["ranks"] == [1, 1, 1]
    assert t.round == 2  # the tournament goes on


async def test_a_round_opened_before_table_seeds_were_stored_carries_on(store: Store) -> None:
    service, runner, tid = await setup(store, 6)
    await runner.start(tid)
    async with store.transaction() as db:  # as a schema v5 database left it
        await db.execute("UPDATE tournament_tables SET seed = NULL")
    before = [(r.place, r.session_id) for r in (await runner.get(tid)).tables]
    await runner.advance(tid)
    assert not " ".join(runner.take_report(tid)).count("Could not open")
    assert [(r.place, r.session_id) for r in (await runner.get(tid)).tables] == before
