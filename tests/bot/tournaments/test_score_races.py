"""An organiser's ``score`` against another ``score`` or against the game's last move, through
the real table service and database: whichever comes first wins, the other gets a clear
refusal, and the tournament and the game record always agree.

Each race is set up without sleeping: the test holds the store's write transaction, starts the
racers and waits until each of them is blocked — on that transaction or on the table's lock
(:class:`Racers` watches both) — then lets go."""

from __future__ import annotations

import asyncio
import json
from collections import defaultdict
from collections.abc import Callable, Coroutine
from typing import Any

import pytest

from bot.store.sqlite import Store
from bot.table.service import ServiceError, Table, TableService
from bot.tournaments import store as ts
from bot.tournaments.formats import Config
from bot.tournaments.runner import TournamentError, TournamentRunner

pytestmark = pytest.mark.both_stores  # each test on SQLite and on PostgreSQL


class _SpyLock(asyncio.Lock):
    """A table's lock that says who had to wait for it."""

    def __init__(self, waits: Callable[[], None]) -> None:
        super().__init__()
        self.waits = waits

    async def acquire(self) -> bool:
        if self.locked():
            self.waits()
        return await super().acquire()


class Racers:
    """Which tasks have had to wait for the store's write transaction or for ``table``'s lock."""

    def __init__(self, store: Store, table: Table) -> None:
        self.noted: defaultdict[Any, asyncio.Event] = defaultdict(asyncio.Event)
        real = store.transaction

        def transaction(*args: Any, **kwargs: Any) -> Any:
            self.waits()
            return real(*args, **kwargs)

        store.transaction = transaction  # type: ignore[method-assign]
        self.store, self.real = store, real
        assert not table.lock.locked()
        table.lock = _SpyLock(self.waits)

    def waits(self) -> None:
        self.noted[asyncio.current_task()].set()

    def start(self, work: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
        return asyncio.get_running_loop().create_task(work)

    async def blocked(self, task: asyncio.Task[Any]) -> None:
        """Until ``task`` waits (the test holds the transaction: whatever waits stays blocked)
        or has ended."""
        noted = asyncio.ensure_future(self.noted[task].wait())
        await asyncio.wait({noted, task}, return_when=asyncio.FIRST_COMPLETED)
        noted.cancel()


async def setup(store: Store) -> tuple[TableService, TournamentRunner, int]:
    service = TableService(store)
    made: list[int] = []

    async def place(tid: int, rnd: int, tab: int) -> str:
        made.append(1)
        return f"thread:{len(made)}"

    runner = TournamentRunner(service, place_factory=place)
    cfg = Config("swiss", 3, 3, rounds=2, seed="7", speed="untimed")
    tid = await runner.create(guild="g", place="lobby", organiser="org", game="toy", config=cfg)
    for i in range(1, 7):
        await runner.register(tid, f"u{i}", f"P{i}")
    await runner.start(tid)
    return service, runner, tid


async def records(store: Store, runner: TournamentRunner, tid: int) -> tuple[Any, Any]:
    """Table 1's result as the tournament has it, and as its game record has it (ranks)."""
    row = next(r for r in (await runner.get(tid)).tables if r.round == 1 and r.tab == 1)
    assert row.session_id is not None
    s = await store.fetchone("SELECT status, result FROM sessions WHERE id = ?", (row.session_id,))
    result = json.loads(s["result"]) if s and s["result"] else {}
    game = (s["status"] if s else None, result.get("ranks"), result.get("adjudicated"))
    return (row.result or {}).get("ranks"), game


async def to_last_move(service: TableService, place: str) -> tuple[str, str, int]:
    """Play the table until its next move ends the game; returns that move (user, action,
    seat) unplayed."""
    while True:
        table = service.table_at(place)
        assert table is not None and table.state is not None
        game = table.game
        seat = next(s for s in table.pending_humans() if game.legal(table.state, s))
        action = game.make_bot(f"race:{table.seq}").choose(game, table.state, seat)
        after = game.copy(table.state)
        game.apply(after, seat, action)
        user = table.players[seat].user_id
        if game.is_over(after):
            return user, action, seat
        await service.move(place, user, action, seat=seat)


def outcome(task: asyncio.Task[Any]) -> BaseException | None:
    return task.exception()


async def test_two_concurrent_scores_one_wins_the_other_is_refused(store: Store) -> None:
    service, runner, tid = await setup(store)
    row = (await runner.get(tid)).tables[0]
    table = service.table_at(row.place or "")
    assert table is not None
    racers = Racers(store, table)
    async with racers.real():  # hold the writes until both scores are under way
        first = racers.start(runner.score(tid, 1, [1, 2, 3], "org"))
        await racers.blocked(first)
        second = racers.start(runner.score(tid, 1, [3, 2, 1], "org"))
        await racers.blocked(second)
    await asyncio.wait({first, second})
    assert outcome(first) is None  # the first wins
    refused = outcome(second)
    assert isinstance(refused, TournamentError) and "already has its result" in str(refused)
    tournament, game = await records(store, runner, tid)
    assert tournament == [1, 2, 3] and game == ("finished", [1, 2, 3], "by hand")
    assert table.status == "finished"


async def test_a_score_just_after_the_last_move_is_refused(store: Store) -> None:
    service, runner, tid = await setup(store)
    row = (await runner.get(tid)).tables[0]
    place = row.place or ""
    user, action, seat = await to_last_move(service, place)
    table = service.table_at(place)
    assert table is not None
    racers = Racers(store, table)
    async with racers.real():
        move = racers.start(service.move(place, user, action, seat=seat))
        await racers.blocked(move)
        score = racers.start(runner.score(tid, 1, [3, 2, 1], "org"))
        await racers.blocked(score)
    await asyncio.wait({move, score})
    assert outcome(move) is None
    refused = outcome(score)
    assert isinstance(refused, TournamentError) and "already has its result" in str(refused)
    tournament, game = await records(store, runner, tid)
    assert game[0] == "finished" and game[2] is None  # the rules' result…
    assert tournament == game[1]  # …in both


async def test_the_last_move_just_after_a_score_is_refused(store: Store) -> None:
    service, runner, tid = await setup(store)
    row = (await runner.get(tid)).tables[0]
    place = row.place or ""
    user, action, seat = await to_last_move(service, place)
    table = service.table_at(place)
    assert table is not None
    seq = table.seq
    racers = Racers(store, table)
    async with racers.real():
        score = racers.start(runner.score(tid, 1, [2, 3, 1], "org"))
        await racers.blocked(score)
        move = racers.start(service.move(place, user, action, seat=seat))
        await racers.blocked(move)
    await asyncio.wait({move, score})
    assert outcome(score) is None
    refused = outcome(move)
    assert isinstance(refused, ServiceError) and "over" in str(refused), refused
    tournament, game = await records(store, runner, tid)
    assert tournament == [2, 3, 1] and game == ("finished", [2, 3, 1], "by hand")
    stored = await store.fetchone(
        "SELECT COUNT(*) AS n FROM actions WHERE session_id = ?", (table.id,)
    )
    assert stored["n"] == seq  # the refused move was not stored


async def test_a_score_after_the_game_ended_is_refused_and_changes_nothing(store: Store) -> None:
    service, runner, tid = await setup(store)
    row = (await runner.get(tid)).tables[0]
    place = row.place or ""
    user, action, seat = await to_last_move(service, place)
    await service.move(place, user, action, seat=seat)
    before = await records(store, runner, tid)
    with pytest.raises(TournamentError, match="already has its result"):
        await runner.score(tid, 1, [1, 2, 3], "org")
    assert await records(store, runner, tid) == before


async def test_a_game_end_after_its_table_was_scored_elsewhere_is_refused(store: Store) -> None:
    """The database has the last word: a result already stored for the table (by hand through
    another copy of the game, e.g. a cancelled table loaded again) refuses the game's end, which
    stores nothing."""
    service, runner, tid = await setup(store)
    row = (await runner.get(tid)).tables[0]
    place = row.place or ""
    user, action, seat = await to_last_move(service, place)
    table = service.table_at(place)
    assert table is not None
    seq = table.seq
    async with store.transaction() as db:
        assert await ts.record_table(
            db, tid, row, [1, 3, 2], [0.0] * 3, "scored by hand", session=table.id
        )
    with pytest.raises(TournamentError, match="already has its result"):
        await service.move(place, user, action, seat=seat)
    tournament, game = await records(store, runner, tid)
    assert tournament == [1, 3, 2] and game == ("running", None, None)
    stored = await store.fetchone(
        "SELECT COUNT(*) AS n FROM actions WHERE session_id = ?", (table.id,)
    )
    assert stored["n"] == seq and table.seq == seq and not table.game.is_over(table.state)
