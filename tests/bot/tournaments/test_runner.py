"""The runner through the real table service and database (the toy game keeps it fast):
results and ratings commit with the game's end, exactly once; restart resumes exactly; drops,
replacements, registration."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from bot.store import open_store
from bot.store.sqlite import Store
from bot.table.service import ServiceError, TableService
from bot.tools.tournament_simulate import continue_tournament, play_table, report, run_tournament
from bot.tournaments import store as ts
from bot.tournaments.formats import Config
from bot.tournaments.runner import OPEN_AT_ONCE, TournamentError, TournamentRunner

pytestmark = pytest.mark.both_stores  # each test on SQLite and on PostgreSQL

CONFIG = Config("swiss", 3, 2, rounds=3, seed="7")


async def new_tournament(
    runner: TournamentRunner, players: int, config: Config = CONFIG, **kw: Any
) -> int:
    tid = await runner.create(
        guild="g", place="lobby", organiser="org", game="toy", config=config, **kw
    )
    for i in range(1, players + 1):
        await runner.register(tid, f"u{i}", f"P{i}")
    return tid


async def finish_but_last_move(service: TableService, place: str) -> None:
    """Bot moves for the humans until one move from the end."""
    table = service.table_at(place)
    assert table is not None
    while table.state["counter"] < table.state["target"] - 2:
        await play_table(service, place, "x", 1)


async def count(store: Store, sql: str, params: tuple[Any, ...] = ()) -> int:
    row = await store.fetchone(f"SELECT COUNT(*) AS n FROM {sql}", params)
    return int(row["n"]) if row else 0


async def test_result_recorded_once_even_if_the_finishing_move_is_retried(store: Store) -> None:
    service = TableService(store)
    runner = TournamentRunner(service)
    tid = await new_tournament(runner, 2, Config("swiss", 2, 2, rounds=1, seed="1"))
    await runner.start(tid)
    place = (await runner.get(tid)).tables[0].place
    assert place is not None
    await finish_but_last_move(service, place)
    table = service.table_at(place)
    assert table is not None

    # the commit fails after the hooks ran: nothing of the end is stored
    failed = []

    async def crash_once(db: Any, t: Any) -> None:
        if not failed:
            failed.append(t.id)
            raise RuntimeError("disk full")

    service.finish_hooks.append(crash_once)
    seat = table.pending_humans()[0]
    user = table.players[seat].user_id
    with pytest.raises(RuntimeError):
        await service.move(place, user, "add 2", interaction_id="last")
    assert (await runner.get(tid)).tables[0].result is None
    assert await count(store, "game_results") == 0
    assert await count(store, "ratings") == 0
    # retried: recorded once; retried again (same interaction): a duplicate, nothing new
    await service.move(place, user, "add 2", interaction_id="last")
    again = await service.move(place, user, "add 2", interaction_id="last")
    assert again.duplicate
    with pytest.raises(ServiceError, match="over"):
        await service.move(place, user, "add 1", interaction_id="other")
    t = await runner.get(tid)
    assert t.tables[0].result is not None and t.tables[0].session_id == table.id
    assert await count(store, "game_results") == 2
    assert await count(store, "ratings WHERE games = 1") == 2
    await runner.advance(tid)
    await runner.advance(tid)
    assert (await runner.get(tid)).status == "finished"
    st = await runner.standings(tid)
    assert sorted(s.points for s in st) == [0, 2] or [s.points for s in st] == [1, 1]


async def test_ratings_skip_bots_unrated_tables_and_console_games(store: Store) -> None:
    service = TableService(store)
    TournamentRunner(service)  # installs the rating hook
    await service.create("c1", "toy", "a", "Ann", seats=3, guild="g", seed="1")
    await service.join("c1", "b", "Bob")
    await service.join("c1", "a", "Ann", bot=True)
    await service.start("c1", "a")
    await play_table(service, "c1", "s")
    rows = await store.fetchall("SELECT user_id, games FROM ratings ORDER BY user_id")
    assert [(r["user_id"], r["games"]) for r in rows] == [("a", 1), ("b", 1)]
    assert await count(store, "game_results") == 2  # the bot seat is not recorded

    table = await service.create("c2", "toy", "a", "Ann", seats=2, guild="g", seed="2")
    async with store.transaction() as db:
        await ts.set_rated(db, table.id, False)
    await service.join("c2", "b", "Bob")
    await service.start("c2", "a")
    await play_table(service, "c2", "s")
    assert await count(store, "ratings WHERE games = 1") == 2  # unchanged
    assert await count(store, "game_results WHERE rated = 0") == 2

    await service.create("c3", "toy", "a", "Ann", seats=2, seed="3")  # console: no server
    await service.join("c3", "b", "Bob")
    await service.start("c3", "a")
    await play_table(service, "c3", "s")
    assert await count(store, "game_results") == 4

    board = await ts.leaderboard(store, "g", "toy")
    assert {r.user_id for r in board} == {"a", "b"}
    assert board[0].ordinal >= board[1].ordinal
    prof = await ts.profile(store, "g", "toy", "a")
    assert prof.games == 2 and prof.rating is not None and prof.rating.games == 1
    assert [r["rated"] for r in prof.recent] == [False, True]  # newest first
    assert (await ts.profile(store, "g", "toy", "nobody")).rating is None


async def test_rating_hook_matches_openskill(store: Store) -> None:
    from bot.tournaments.ratings import Rating, final_ranks, rate

    service = TableService(store)
    TournamentRunner(service)
    await service.create("c", "toy", "a", "Ann", seats=3, guild="g", seed="9")
    await service.join("c", "b", "Bob")
    await service.join("c", "c", "Cid")
    await service.start("c", "a")
    await service.resign("c", "c")  # placed last, still rated
    await play_table(service, "c", "s")
    table = service.table_at("c")
    assert table is not None
    result = table.game.result(table.state)
    ranks = final_ranks(result.ranks, [False, False, True])
    expected = rate([Rating()] * 3, ranks)
    rows = {
        r["user_id"]: r
        for r in await store.fetchall("SELECT user_id, mu, sigma FROM ratings WHERE guild = 'g'")
    }
    for user, r in zip("abc", expected, strict=True):
        assert rows[user]["mu"] == pytest.approx(r.mu)
        assert rows[user]["sigma"] == pytest.approx(r.sigma)
    assert ranks[2] == 3


async def run_whole(path: Path, **kw: Any) -> dict[str, Any]:
    store = await open_store(path)
    tid = await run_tournament(store, game="toy", players=7, config=CONFIG, **kw)
    assert tid is not None
    out = await report(store, tid)
    await store.close()
    return out


@pytest.mark.parametrize("stop", [5, 23, 40, 61])
async def test_restart_mid_round_resumes_exactly(tmp_path: Path, stop: int) -> None:
    whole = await run_whole(tmp_path / "a.db", drops=[(2, 3)])
    store = await open_store(tmp_path / "b.db")
    tid = await run_tournament(
        store, game="toy", players=7, config=CONFIG, drops=[(2, 3)], stop_after_moves=stop
    )
    assert tid is None
    await store.close()  # the bot stops mid-round
    store = await open_store(tmp_path / "b.db")
    await continue_tournament(store, 1, drops=[(2, 3)])
    resumed = await report(store, 1)
    await store.close()
    assert json.dumps(resumed) == json.dumps(whole)
    assert whole["checks"]["ok"], whole["checks"]


async def test_a_refused_place_leaves_the_others_open_and_is_retried(tmp_path: Path) -> None:
    """Discord refuses table 2's thread: tables 1 and 3 open at once, the organiser is told
    precisely, a retry timer is stored; a restart (or the timer) opens table 2, reusing what
    exists."""
    store = await open_store(tmp_path / "c.db")
    service = TableService(store)
    opened: list[str] = []

    async def flaky_place(tid: int, rnd: int, tab: int) -> str:
        if tab == 2:
            raise ConnectionError("Discord is down")
        opened.append(f"t{tid}-{rnd}-{tab}")
        return opened[-1]

    runner = TournamentRunner(service, place_factory=flaky_place)
    tid = await new_tournament(runner, 7)
    notices = await runner.start(tid)
    assert {n.place for n in notices} == {"t1-1-1", "t1-1-3"}  # their posts go out at once
    report = " ".join(runner.take_report(tid))
    assert "Table 1 opened" in report and "Table 3 opened" in report
    assert "Could not open table 2 (Discord is down)" in report and "Retrying" in report
    t = await runner.get(tid)
    assert t.round == 1 and [r.place for r in t.tables] == ["t1-1-1", None, "t1-1-3"]
    timer = await store.fetchone("SELECT * FROM tournament_timers WHERE kind = 'open'")
    assert timer is not None and timer["fired"] == 0 and timer["attempts"] == 1
    await runner.advance(tid)  # still refused: the backoff grows
    timer = await store.fetchone("SELECT * FROM tournament_timers WHERE kind = 'open'")
    assert timer["attempts"] == 2
    await store.close()

    store = await open_store(tmp_path / "c.db")
    service = TableService(store)
    assert await service.load() == 2
    runner = TournamentRunner(service)
    await runner.resume()
    t = await runner.get(tid)
    assert [r.place for r in t.tables] == ["t1-1-1", "tournament:1:1:2", "t1-1-3"]
    assert all(service.table_at(r.place).status == "running" for r in t.tables if r.place)
    assert len({r.session_id for r in t.tables}) == 3
    timer = await store.fetchone("SELECT * FROM tournament_timers WHERE kind = 'open'")
    assert timer["fired"] == 1
    await store.close()


async def test_a_rounds_tables_open_together_but_bounded(store: Store) -> None:
    """Each table's place (a Discord thread) is awaited beside the others', never more than
    OPEN_AT_ONCE at a time; the report and the notices still come in table order."""
    service = TableService(store)
    waiting: list[int] = []
    most = 0

    async def slow_place(tid: int, rnd: int, tab: int) -> str:
        nonlocal most
        waiting.append(tab)
        most = max(most, len(waiting))
        await asyncio.sleep(0.02)
        waiting.remove(tab)
        return f"t{tid}-{rnd}-{tab}"

    runner = TournamentRunner(service, place_factory=slow_place)
    tid = await new_tournament(runner, 36)
    notices = await runner.start(tid)
    assert 1 < most <= OPEN_AT_ONCE
    places = list(dict.fromkeys(n.place for n in notices if n.place.startswith("t")))
    assert places == [f"t{tid}-1-{tab}" for tab in range(1, 13)]
    report = " ".join(runner.take_report(tid))
    at = [report.index(f"Table {tab} opened") for tab in range(1, 13)]
    assert at == sorted(at)
    t = await runner.get(tid)
    assert all(service.table_at(r.place or "").status == "running" for r in t.tables)


async def test_each_tables_notices_go_out_as_it_opens(store: Store) -> None:
    """With a courier (on_opened), table 1's posts are handed over before the last table's
    place is even asked for; its DMs come back with the round's; none twice."""
    service = TableService(store)
    asked: list[int] = []
    handed: list[tuple[int, set[str]]] = []

    async def place(tid: int, rnd: int, tab: int) -> str:
        asked.append(tab)
        await asyncio.sleep(0.01)
        return f"t{tid}-{rnd}-{tab}"

    runner = TournamentRunner(service, place_factory=place)
    runner.on_opened = lambda ns: handed.append((len(asked), {n.place for n in ns}))
    tid = await new_tournament(runner, 36)
    left = await runner.start(tid)
    first = next(n for n, places in handed if f"t{tid}-1-1" in places)
    assert first < 12 and len(handed) == 12
    assert {n.kind for n in left} == {"private"}  # the DMs, once every table is open
    assert len({n.place for n in left}) == 12


async def test_drop_mid_game_bot_finishes_and_player_is_not_paired_again(store: Store) -> None:
    service = TableService(store)
    runner = TournamentRunner(service)
    tid = await new_tournament(runner, 6)
    await runner.start(tid)
    t = await runner.get(tid)
    place = t.tables[0].place
    assert place is not None
    leaver = t.by_entry()[t.tables[0].entries[0]]
    await play_table(service, place, "x", 3)
    await runner.drop(tid, leaver.user_id)
    table = service.table_at(place)
    assert table is not None and table.players[0].resigned
    with pytest.raises(TournamentError):
        await runner.drop(tid, leaver.user_id)
    for row in (await runner.get(tid)).current_tables():
        assert row.place is not None
        await play_table(service, row.place, "x")
    await runner.advance(tid)
    t = await runner.get(tid)
    assert t.round == 2
    assert all(leaver.entry not in row.entries for row in t.current_tables())
    first = t.tables[0].result
    assert first is not None and first["resigned"][0] and first["ranks"][0] == len(first["ranks"])
    st = await runner.standings(tid)
    assert [s.dropped for s in st].count(True) == 1


async def test_replacement_takes_over_the_entry(store: Store) -> None:
    service = TableService(store)
    runner = TournamentRunner(service)
    tid = await new_tournament(runner, 4, Config("swiss", 2, 2, rounds=2, seed="r"))
    await runner.start(tid)
    for row in (await runner.get(tid)).current_tables():
        assert row.place is not None
        await play_table(service, row.place, "x")
    before = {s.entry: s.points for s in await runner.standings(tid)}
    await runner.replace(tid, "u2", "u9", "Newcomer")
    with pytest.raises(TournamentError, match="already registered"):
        await runner.replace(tid, "u1", "u9", "Again")
    await runner.advance(tid)
    t = await runner.get(tid)
    assert t.by_entry()[2].user_id == "u9" and t.by_entry()[2].replaced[0]["user_id"] == "u2"
    assert {s.entry: s.points for s in await runner.standings(tid)} == before
    row = next(r for r in t.current_tables() if 2 in r.entries)
    assert row.place is not None
    table = service.table_at(row.place)
    assert table is not None and "u9" in [p.user_id for p in table.players]


async def test_registration_rules(store: Store) -> None:
    service = TableService(store)
    runner = TournamentRunner(service)
    with pytest.raises(TournamentError, match="2–4 players"):
        await runner.create(
            guild="g", place="l", organiser="o", game="toy", config=Config("swiss", 5, 3, 1)
        )
    with pytest.raises(TournamentError, match="Unknown game"):
        await runner.create(guild="g", place="l", organiser="o", game="chess", config=CONFIG)
    tid = await new_tournament(runner, 1)
    with pytest.raises(TournamentError, match="already registered"):
        await runner.register(tid, "u1", "P1")
    with pytest.raises(TournamentError, match="At least 2"):
        await runner.start(tid)
    await runner.register(tid, "u2", "P2")
    await runner.register(tid, "u3", "P3")
    await runner.withdraw(tid, "u3")
    await runner.start(tid)
    with pytest.raises(TournamentError, match="closed"):
        await runner.register(tid, "u4", "P4")
    with pytest.raises(TournamentError, match="drop"):
        await runner.withdraw(tid, "u1")
    assert [e.user_id for e in (await runner.get(tid)).entries] == ["u1", "u2"]


async def test_auto_advance_pairs_the_next_round_after_the_last_game(store: Store) -> None:
    service = TableService(store)
    told: list[tuple[int, int]] = []

    async def notify(tid: int, notices: list[Any]) -> None:
        told.append((tid, len(notices)))

    runner = TournamentRunner(service, auto_advance=True, notify=notify)
    tid = await new_tournament(runner, 4, Config("swiss", 2, 2, rounds=2, seed="a"))
    await runner.start(tid)
    first, second = (await runner.get(tid)).current_tables()
    assert first.place is not None and second.place is not None
    await play_table(service, first.place, "x")
    await runner.settle()
    assert (await runner.get(tid)).round == 1  # the round is not over yet
    await play_table(service, second.place, "x")
    await runner.settle()
    t = await runner.get(tid)
    assert t.round == 2 and runner.finished == [tid, tid]
    started = [x for x in told if x[1]]  # told after each game; once with new tables
    assert len(started) == 1 and started[0][0] == tid and started[0][1] >= 2
    for row in t.current_tables():
        assert row.place is not None and service.table_at(row.place).status == "running"
        await play_table(service, row.place, "x")
    await runner.settle()
    assert (await runner.get(tid)).status == "finished"


async def test_an_unrated_tournament_records_results_without_ratings(store: Store) -> None:
    service = TableService(store)
    runner = TournamentRunner(service)
    tid = await new_tournament(runner, 2, Config("swiss", 2, 2, rounds=1, seed="u"), rated=False)
    await runner.start(tid)
    place = (await runner.get(tid)).tables[0].place
    assert place is not None
    await play_table(service, place, "x")
    await runner.advance(tid)
    assert (await runner.get(tid)).status == "finished"
    assert await count(store, "game_results WHERE rated = 0") == 2
    assert await count(store, "ratings") == 0


async def test_another_game_at_the_place_is_never_taken_for_the_table(store: Store) -> None:
    service = TableService(store)

    async def shared(tid: int, rnd: int, tab: int) -> str:
        return "shared"

    runner = TournamentRunner(service, place_factory=shared)
    await service.create("shared", "toy", "x", "Xan", seats=2, guild="g", seed="casual")
    await service.join("shared", "y", "Yve")
    await service.start("shared", "x")
    tid = await new_tournament(runner, 2, Config("swiss", 2, 2, rounds=1, seed="p"))
    await runner.start(tid)  # the table is not opened; the organiser is told, it is retried
    assert "shared already has another game" in " ".join(runner.take_report(tid))
    await play_table(service, "shared", "x")  # the casual game ends: not a tournament result
    await runner.advance(tid)
    t = await runner.get(tid)
    assert t.tables[0].result is None and t.tables[0].session_id != 1
    await play_table(service, "shared", "x")
    await runner.advance(tid)
    t = await runner.get(tid)
    assert t.status == "finished" and t.tables[0].result["session"] == t.tables[0].session_id


async def test_queries_for_the_discord_commands(store: Store) -> None:
    service = TableService(store)
    runner = TournamentRunner(service)
    tid = await new_tournament(runner, 3, Config("swiss", 3, 2, rounds=1, seed="q"))
    other = await runner.create(guild="h", place="l", organiser="o", game="toy", config=CONFIG)
    listed = await ts.list_tournaments(store, "g")
    assert [(r["id"], r["status"], r["players"], r["format"]) for r in listed] == [
        (tid, "registering", 3, "swiss")
    ]
    assert [r["id"] for r in await ts.list_tournaments(store, "h")] == [other]
    await runner.start(tid)
    place = (await runner.get(tid)).tables[0].place
    assert place is not None
    await play_table(service, place, "x")
    await runner.advance(tid)
    rows = ts.standings_rows(await runner.get(tid))
    assert [r["rank"] for r in rows] == [1, 2, 3]
    assert {r["user_id"] for r in rows} == {"u1", "u2", "u3"}
    assert sum(r["points"] for r in rows) == 4 + 2 + 0
    assert await ts.list_tournaments(store, "g") == []
