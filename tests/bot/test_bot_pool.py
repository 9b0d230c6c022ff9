"""Bot decisions in worker processes: the same actions as in a thread for every game and level,
through the table service too; a worker that dies or hangs is replaced and asked once more,
then the seat plays a random legal move from its seed — the table never waits for ever."""

from __future__ import annotations

import asyncio
import os
import time
from pathlib import Path
from typing import Any

import pytest

from bot.ops.bot_pool import NICENESS, BotPool, target_of
from bot.store import open_store
from bot.table.service import TableService
from games.agra.game import Agra
from games.core.bots import RandomBot
from games.core.registry import game_ids, get_game


class _Broken:
    """A bot that kills its worker (``crash``) or never answers (``hang``)."""

    def __init__(self, how: str) -> None:
        self.how = how

    def choose(self, game: Any, state: Any, seat: int) -> str:
        if self.how == "crash":
            os._exit(3)
        while True:
            pass


class BrokenAgra(Agra):
    """Agra whose bots break in a worker process only (the fallback runs here)."""

    def make_bot(self, seed: str, level: str = "normal") -> Any:
        return _Broken(seed.split(":")[0])


BROKEN = BrokenAgra()


class _Gated:
    """A bot that answers once the file ``gate`` exists: a decision that holds its worker for as
    long as the test wants, without a clock."""

    def __init__(self, gate: str) -> None:
        self.gate = gate

    def choose(self, game: Any, state: Any, seat: int) -> str:
        while not os.path.exists(self.gate):
            time.sleep(0.01)
        return str(game.legal(state, seat)[0])


class GatedAgra(Agra):
    def make_bot(self, seed: str, level: str = "normal") -> Any:
        return _Gated(seed)


GATED = GatedAgra()


async def _sequence(pool: BotPool | None, game_id: str, decisions: int) -> list[str]:
    """Bots play ``decisions`` moves of a fresh game, the first one strong."""
    game = get_game(game_id)
    state = game.new(3 if game.spec.max_players >= 3 else 2, f"pool-{game_id}")
    target = target_of(game)
    assert target is not None
    out = []
    for i in range(decisions):
        if game.is_over(state):
            break
        seat = next(s for s in game.pending(state) if game.legal(state, s))
        seed, level = f"{game_id}:{i}:{seat}", "strong" if i < 1 else "normal"
        if pool is None:
            action = game.make_bot(seed, level=level).choose(game, state, seat)
        else:
            action = await pool.decide(game, state, seat, seed, level, target)
        out.append(action)
        game.apply(state, seat, action)
    return out


async def test_workers_choose_what_a_thread_chooses_in_every_game() -> None:
    pool = BotPool(workers=1)
    pool.start()
    try:
        for game_id in game_ids():
            if get_game(game_id).spec.max_players < 2:
                continue
            here = await _sequence(None, game_id, 30)
            assert await _sequence(pool, game_id, 30) == here, game_id
        assert len(pool.worker_pids()) == 1 and os.getpid() not in pool.worker_pids()
        assert pool.fallbacks == 0
    finally:
        pool.close()


async def test_the_service_decides_in_the_pool_and_logs_the_same_game(tmp_path: Path) -> None:
    async def play(pool: BotPool | None, name: str) -> list[tuple[Any, ...]]:
        store = await open_store(tmp_path / f"{name}.db")
        service = TableService(store)
        service.bot_pool = pool
        try:
            await service.create("discord:1", "almadi", "u0", "Ann", seats=4, seed="same")
            for level in ("strong", "normal", "normal"):
                await service.join("discord:1", "u0", "", bot=True, level=level)
            await service.start("discord:1", "u0")
            table = service.require("discord:1")
            for _ in range(2):  # the person plays; three bots answer each time
                seat = table.pending_humans()[0]
                action = table.game.legal(table.state, seat)[0]
                await service.move("discord:1", "u0", action, seat=seat)
            rows = await store.fetchall("SELECT seat, action, actor FROM actions ORDER BY seq")
            return [tuple(r) for r in rows]
        finally:
            await store.close()

    pool = BotPool(workers=1)
    try:
        in_workers = await play(pool, "workers")
        assert await play(None, "thread") == in_workers
        assert sum(1 for row in in_workers if row[2] == "bot") >= 6
        assert pool.worker_pids()  # the decisions went to the worker
    finally:
        pool.close()


@pytest.mark.parametrize("how", ["crash", "hang"])
async def test_a_broken_worker_is_retried_once_then_a_random_move(how: str) -> None:
    pool = BotPool(workers=1, timeout=2.0 if how == "hang" else 120.0)
    try:
        state = BROKEN.new(2, "broken")
        seat = BROKEN.pending(state)[0]
        target = f"{__name__}:BROKEN"
        action = await asyncio.wait_for(
            pool.decide(BROKEN, state, seat, f"{how}:1", "normal", target), 300
        )
        assert action == RandomBot(f"{how}:1").choose(BROKEN, state, seat)
        assert pool.fallbacks == 1
        pool.timeout = 120.0
        # the pool works again: a fresh worker decides the next real one
        game = get_game("almadi")
        almadi = game.new(2, "after")
        seat = game.pending(almadi)[0]
        real = game.make_bot("x", level="normal").choose(game, almadi, seat)
        assert await pool.decide(game, almadi, seat, "x", "normal", target_of(game) or "") == real
    finally:
        pool.close()


async def test_a_decision_waiting_for_a_busy_worker_waits_here_and_is_not_timed(
    tmp_path: Path,
) -> None:
    """One decision in flight per worker: the next waits its turn in the bot process, so its
    timeout counts only its own time — queued behind a dozen strong searches, a decision was
    timed out and the worker busy with another table's was killed."""
    pool = BotPool(workers=1, timeout=120.0)
    sent: list[str] = []
    run = pool.processes.run

    async def counted(worker: int, fn: Any, *args: Any) -> Any:
        sent.append(args[2])
        return await run(worker, fn, *args)

    pool.processes.run = counted  # type: ignore[method-assign]
    gate = tmp_path / "open"
    try:
        state = GATED.new(2, "gated")
        seat = GATED.pending(state)[0]
        first = asyncio.create_task(
            pool.decide(GATED, state, seat, str(gate), None, f"{__name__}:GATED")
        )
        while not sent:
            await asyncio.sleep(0)
        game = get_game("almadi")
        almadi = game.new(2, "queued")
        second = asyncio.create_task(
            pool.decide(game, almadi, game.pending(almadi)[0], "q", "normal", target_of(game) or "")
        )
        for _ in range(20):
            await asyncio.sleep(0)
        assert sent == [str(gate)]  # the second waits in the bot process, not in the worker
        gate.touch()
        await asyncio.wait_for(asyncio.gather(first, second), 300)
        assert sent == [str(gate), "q"] and pool.fallbacks == 0
    finally:
        gate.touch()  # a failed check must not leave the worker waiting for ever
        pool.close()


async def test_bot_workers_yield_the_processors_to_the_event_loop() -> None:
    """On two cores the loop stalled waiting for a core a strong search held: bot workers run at
    a lower priority than the bot process, and below the image workers."""
    from bot.ops.render_pool import NICENESS as RENDER_NICENESS

    pool = BotPool(workers=1)
    pool.start()
    try:
        (pid,) = pool.worker_pids()
        game = get_game("almadi")
        state = game.new(2, "nice")
        seat = game.pending(state)[0]
        await pool.decide(game, state, seat, "n", "normal", target_of(game) or "")
        ours = os.getpriority(os.PRIO_PROCESS, 0)
        assert os.getpriority(os.PRIO_PROCESS, pid) == min(19, ours + NICENESS)
        assert 0 < RENDER_NICENESS < NICENESS
    finally:
        pool.close()
