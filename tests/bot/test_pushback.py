"""When Discord pushes back, at the table service: undo keeps clocks and interaction ids honest, the same
interaction at two tables is "already applied", and bots decide off the event loop."""

from __future__ import annotations

import asyncio
import random
import threading
from pathlib import Path
from typing import Any

import pytest

from bot.store import open_store
from bot.store.sqlite import Store
from bot.table.service import ServiceError, TableService
from bot.table.undo import undo
from games.core.registry import get_game
from tests.support.manual_time import ManualTime

pytestmark = pytest.mark.both_stores  # each test on SQLite and on PostgreSQL

PLACE = "discord:100"
HOUR = 3600.0


async def _undoable_move(service: TableService, game_id: str) -> tuple[int, str]:
    """Play random moves until one can be taken back; return (seat, action) of that move, with
    the move played again so the caller can take it back."""
    table = service.table_at(PLACE)
    assert table is not None
    game, rnd = table.game, random.Random(game_id)
    for _ in range(200):
        seat = next(s for s in game.pending(table.state) if game.legal(table.state, s))
        action = rnd.choice(game.legal(table.state, seat))
        await service.move(PLACE, f"u{seat}", action, seat=seat)
        try:
            await undo(service, PLACE, f"u{seat}")
        except ServiceError:
            continue
        return seat, action
    raise AssertionError("no undoable move found")


async def _timed_table(service: TableService, game_id: str = "almadi", seats: int = 3) -> None:
    await service.create(
        PLACE, game_id, "u0", "P0", seats=seats, seed=f"clock-{game_id}", settings={"speed": "24h"}
    )
    for i in range(1, seats):
        await service.join(PLACE, f"u{i}", f"P{i}")
    await service.start(PLACE, "u0")


async def test_undo_restores_the_clock_minus_the_time_that_passed(store: Store) -> None:
    """A move's increment goes with it: move-and-undo round trips never refill a bank."""
    time = ManualTime()
    service = TableService(store, snapshot_every=5, clock=time.now)
    await _timed_table(service)
    table = service.table_at(PLACE)
    assert table is not None and table.clock is not None
    seat, action = await _undoable_move(service, "almadi")
    from bot.table import clock as C

    left_before = C.left(table.clock, seat, time.now())
    for _ in range(2):
        time.advance(HOUR)
        await service.move(PLACE, f"u{seat}", action, seat=seat)
        assert C.left(table.clock, seat, time.now()) > left_before - HOUR  # the increment
        await undo(service, PLACE, f"u{seat}")
    assert C.left(table.clock, seat, time.now()) == pytest.approx(left_before - 2 * HOUR)
    # the same after a restart: the stored clock is the restored one
    again = TableService(store, snapshot_every=5, clock=time.now)
    await again.load()
    restored = again.table_at(PLACE)
    assert restored is not None and restored.clock is not None
    assert C.left(restored.clock, seat, time.now()) == pytest.approx(left_before - 2 * HOUR)


async def test_an_undone_move_keeps_its_interaction_id_spent(tmp_path: Path) -> None:
    store = await open_store(tmp_path / "db.sqlite")
    try:
        service = TableService(store, snapshot_every=5)
        await _timed_table(service, "al-rashid")
        seat, action = await _undoable_move(service, "al-rashid")
        table = service.table_at(PLACE)
        assert table is not None
        seq = table.seq
        await service.move(PLACE, f"u{seat}", action, seat=seat, interaction_id="i-1")
        await undo(service, PLACE, f"u{seat}")
        # the same interaction again, now and after a restart: never applied a second time
        again = await service.move(PLACE, f"u{seat}", action, seat=seat, interaction_id="i-1")
        assert again.duplicate and table.seq == seq
        fresh = TableService(store, snapshot_every=5)
        await fresh.load()
        replayed = await fresh.move(PLACE, f"u{seat}", action, seat=seat, interaction_id="i-1")
        assert replayed.duplicate and fresh.table_at(PLACE).seq == seq  # type: ignore[union-attr]
    finally:
        await store.close()


async def test_one_interaction_at_two_tables_at_once_is_already_applied(
    service: TableService,
) -> None:
    """Two commands carrying one interaction id, at two tables, at the same moment: one is
    applied, the other answered "already applied" (not a database error)."""
    places = ["discord:1", "discord:2"]
    for place in places:
        await service.create(place, "toy", "a", "Ann", seats=2, seed=place)
        await service.join(place, "b", "Bob")
        await service.start(place, "a")
    game = get_game("toy")
    moves = []
    for place in places:
        table = service.table_at(place)
        assert table is not None
        seat = game.pending(table.state)[0]
        user = table.players[seat].user_id
        moves.append(
            service.move(place, user, game.legal(table.state, seat)[0], interaction_id="x")
        )
    outcomes = await asyncio.gather(*moves)
    assert sorted(o.duplicate for o in outcomes) == [False, True]
    assert [service.table_at(p).seq for p in places].count(0) == 1  # type: ignore[union-attr]


class _Gate:
    """A bot that waits, in whatever thread it runs in, until the test opens the gate."""

    def __init__(self) -> None:
        self.thinking = threading.Event()
        self.go = threading.Event()
        self.threads: set[str] = set()

    def factory(self, seed: str) -> Any:
        gate = self

        class Bot:
            def choose(self, game: Any, state: Any, seat: int) -> str:
                gate.threads.add(threading.current_thread().name)
                gate.thinking.set()
                assert gate.go.wait(60), "the test never let the bot decide"
                return random.Random(seed).choice(game.legal(state, seat))

        return Bot()


async def test_bots_decide_off_the_event_loop(store: Store) -> None:
    """While a bot thinks at one table, another table's move is played and answered."""
    gate = _Gate()
    service = TableService(store, snapshot_every=5, bot_factory=gate.factory)
    await service.create("discord:1", "toy", "a", "Ann", seats=2, seed="one")
    await service.join("discord:1", "a", "Ann", bot=True)
    await service.create("discord:2", "toy", "c", "Cid", seats=2, seed="two")
    await service.join("discord:2", "d", "Dan")
    await service.start("discord:2", "c")
    starting = asyncio.create_task(service.start("discord:1", "a"))  # the bot may open
    table = service.table_at("discord:1")
    assert table is not None
    game = table.game
    while not starting.done():
        if gate.thinking.is_set():
            break
        await asyncio.sleep(0)
    if starting.done():  # the human opens: play a move so that the bot must answer
        seat = game.pending(table.state)[0]
        starting = asyncio.create_task(
            service.move("discord:1", "a", game.legal(table.state, seat)[0], seat=seat)
        )
    await asyncio.to_thread(gate.thinking.wait, 60)
    assert not starting.done()
    other = service.table_at("discord:2")
    assert other is not None
    seat = game.pending(other.state)[0]
    user = other.players[seat].user_id
    outcome = await service.move("discord:2", user, game.legal(other.state, seat)[0])
    assert outcome.notices  # answered while the bot still thinks
    gate.go.set()
    await starting
    assert gate.threads and threading.main_thread().name not in gate.threads


def test_a_superscript_bid_is_a_clear_refusal_not_a_crash() -> None:
    from games.core import ActionError

    game = get_game("emira")
    state = game.new(3, "bid")
    rnd = random.Random(1)
    while True:
        seat = game.pending(state)[0]
        legal = game.legal(state, seat)
        if any(a.startswith("bid") for a in legal):
            break
        game.apply(state, seat, rnd.choice(legal))
    before = game.state_hash(state)
    for text in ("bid ⁴", "bid ⁴0", "bid ²⁰⁰"):
        with pytest.raises(ActionError):
            game.apply(state, seat, text)
    assert game.state_hash(state) == before


async def test_a_huge_game_or_option_name_is_not_echoed(service: TableService) -> None:
    huge = "x" * 200_000
    for kwargs in ({"game_name": huge}, {"game_name": "toy", "options": {huge: "1"}}):
        with pytest.raises(ServiceError) as refused:
            await service.create(PLACE, user_id="a", user_name="Ann", **kwargs)  # type: ignore[arg-type]
        assert len(str(refused.value)) < 300
    with pytest.raises(ServiceError) as refused:
        await service.create(PLACE, "almadi", "a", "Ann", options={"characters": huge})
    assert len(str(refused.value)) < 300


def test_aiohttp_is_a_declared_dependency() -> None:
    """The bot imports aiohttp (Discord errors, the loopback fake): it is not only a dev extra."""
    import tomllib
    from pathlib import Path

    project = tomllib.loads((Path(__file__).parents[2] / "pyproject.toml").read_text())["project"]
    assert any(d.startswith("aiohttp") for d in project["dependencies"])


async def test_a_bot_seat_plays_at_the_level_it_was_added_at(store: Store) -> None:
    from bot.discord import game_logic
    from bot.table import seat_bots

    service = TableService(store, snapshot_every=5)
    await service.create(PLACE, "almadi", "a", "Ann", seats=3, seed="levels")
    await game_logic.add_bot(service, PLACE, "a", "Ann", level="strong")
    await game_logic.add_bot(service, PLACE, "a", "Ann", level="easy")
    refused = await game_logic.add_bot(service, PLACE, "a", "Ann", level="godlike")
    assert refused.error and "easy, normal, strong" in refused.text
    table = service.table_at(PLACE)
    assert table is not None
    assert [seat_bots.level_of(table, s) for s in (1, 2)] == ["strong", "easy"]
    table.players[0].resigned = True  # a stand-in for a person plays at least normal
    table.settings["bot_level"] = "easy"
    assert seat_bots.level_of(table, 0) == "normal"
    fresh = TableService(store, snapshot_every=5)
    await fresh.load()
    again = fresh.table_at(PLACE)
    assert again is not None and [p.bot_level for p in again.players] == [None, "strong", "easy"]


async def test_a_table_sets_the_level_of_its_stand_ins(service: TableService) -> None:
    from bot.discord import game_logic
    from bot.table import seat_bots

    reply = await game_logic.new_game(service, PLACE, "a", "Ann", "almadi", bot_level="strong")
    assert not reply.error
    table = service.table_at(PLACE)
    assert table is not None and table.settings["bot_level"] == "strong"
    await service.join(PLACE, "b", "Bob")
    table.players[1].resigned = True
    assert seat_bots.level_of(table, 1) == "strong"
    refused = await game_logic.new_game(
        service, "discord:101", "a", "Ann", "almadi", bot_level="easy"
    )
    assert refused.error and "normal" in refused.text
