"""Games over days, through the table service with a clock moved by hand: reminders, timeouts,
dropped and forfeiting players, pauses, restarts, and many tables at once."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.store import open_store
from bot.store.sqlite import Store
from bot.table import clock as C
from bot.table.model import Notice
from bot.table.scheduler import Scheduler
from bot.table.service import ServiceError, TableService
from tests.support.manual_time import ManualTime

pytestmark = pytest.mark.both_stores(lazy=True)  # SQLite, PostgreSQL, SQLite restored lazily

PLACE = "discord:100"
D, H = C.DAY, C.HOUR


class Rig:
    """A service and its scheduler on a hand-moved clock; delivered notices are collected."""

    def __init__(self, store: Store, time: ManualTime) -> None:
        self.time = time
        self.service = TableService(store, clock=time.now)
        self.sent: list[Notice] = []
        self.scheduler = Scheduler(self.service, self._deliver, time)

    async def _deliver(self, notices: list[Notice]) -> None:
        self.sent += notices

    async def advance(self, seconds: float) -> int:
        """Move time on and fire what fell due; returns how many timers did something."""
        self.time.advance(seconds)
        before = self.scheduler.fired
        while await self.scheduler.run_due():
            pass
        return self.scheduler.fired - before

    def kinds(self) -> list[str]:
        return [n.kind for n in self.sent]


@pytest.fixture
async def rig(tmp_path: Path) -> AsyncIterator[Rig]:
    store = await open_store(tmp_path / "days.db")
    yield Rig(store, ManualTime())
    await store.close()


async def toy(rig: Rig, place: str = PLACE, **settings) -> None:
    s = rig.service
    await s.create(place, "toy", "u0", "Ann", seats=2, seed="s", settings=settings)
    await s.join(place, "u1", "Bob")
    await s.start(place, "u0")


async def actions(rig: Rig, place: str = PLACE) -> list[tuple]:
    rows = await rig.service.store.fetchall(
        "SELECT a.seq, a.seat, a.action, a.actor, a.interaction_id FROM actions a "
        "JOIN sessions s ON s.id = a.session_id WHERE s.place = ? ORDER BY a.seq",
        (place,),
    )
    return [tuple(r) for r in rows]


async def test_a_turn_based_table_sends_turn_dms_and_reminders_once_each(rig: Rig) -> None:
    await toy(rig, speed="24h")
    table = rig.service.table_at(PLACE)
    assert table.clock is not None and table.clock["since"] == [rig.time.now()] * 2
    start_notices = await rig.service.undelivered()
    turns = [n for n in start_notices if n.kind == "turn"]
    assert sorted(n.user_id for n in turns) == ["u0", "u1"]  # both choose their secret
    assert all(n.decisions and n.decisions[0]["actions"] for n in turns)  # buttons in the DM
    assert await rig.advance(D - 1) == 0
    assert await rig.advance(2) == 2  # half of the 2-day bank: one reminder per seat
    assert sorted(rig.kinds()) == ["reminder", "reminder", "turn", "turn"]
    assert "⏰" in rig.sent[0].text and "left" in rig.sent[0].text
    assert await rig.advance(60) == 0  # never twice
    assert await rig.advance(D - 3 * H - 60) == 2  # three hours before the deadline
    assert await rig.advance(3 * H - 2) == 0
    assert table.seq == 0


async def test_timeout_plays_a_bot_move_and_the_game_goes_on(rig: Rig) -> None:
    await toy(rig, speed="24h")
    await rig.service.move(PLACE, "u0", "secret 2")  # Ann answers; Bob is away
    await rig.advance(2 * D + 1)
    log = await actions(rig)
    assert [(seat, actor) for _, seat, _, actor, _ in log] == [(0, "u0"), (1, "timeout")]
    assert log[1][4] == f"timeout:{rig.service.table_at(PLACE).id}:1:1"
    table = rig.service.table_at(PLACE)
    assert not table.players[1].resigned and table.clock["timeouts"] == [0, 1]
    public = [n for n in rig.sent if n.kind == "public"][-1]
    assert "Bob ran out of time; a bot played their move" in public.text
    # the game continues: Ann is to add, and Bob gets at least a day for his next move
    assert table.game.pending(table.state) == [0]
    assert table.clock["bank"][1] >= D
    await rig.service.move(PLACE, "u0", "add 1")
    assert table.game.pending(table.state) == [1]


async def test_consecutive_timeouts_hand_the_seat_to_a_bot(rig: Rig) -> None:
    await toy(rig, speed="24h", max_timeouts=2)
    table = rig.service.table_at(PLACE)
    await rig.service.move(PLACE, "u0", "secret 1")
    await rig.advance(2 * D + 1)  # Bob's first timeout (his secret)
    assert table.clock["timeouts"][1] == 1 and not table.players[1].resigned
    await rig.service.move(PLACE, "u0", "add 1")
    await rig.advance(D + 1)  # his second in a row: dropped
    assert table.players[1].resigned and table.players[1].left_reason == "dropped"
    assert any("2 times in a row" in n.text for n in rig.sent if n.kind == "public")
    while not table.game.is_over(table.state):  # Ann plays on against the bot
        await rig.service.move(PLACE, "u0", "add 1")
    assert "Bob (dropped)" in rig.service.result_text(table)
    row = await rig.service.store.fetchone("SELECT left_reason FROM seats WHERE seat = 1")
    assert row["left_reason"] == "dropped"


async def test_forfeit_ranks_the_player_last(rig: Rig) -> None:
    await toy(rig, speed="24h", on_timeout="forfeit")
    table = rig.service.table_at(PLACE)
    await rig.service.move(PLACE, "u0", "secret 1")
    await rig.advance(2 * D + 1)
    assert table.players[1].left_reason == "forfeit"
    while not table.game.is_over(table.state):
        await rig.service.move(PLACE, "u0", "add 1")
    text = rig.service.result_text(table)
    assert text.index("Ann") < text.index("Bob (forfeit)")


async def test_a_move_in_time_makes_the_old_deadline_harmless(rig: Rig) -> None:
    await toy(rig, speed="24h")
    await rig.service.move(PLACE, "u0", "secret 1")
    await rig.advance(D + 20 * H)
    await rig.service.move(PLACE, "u1", "secret 3")
    await rig.advance(5 * H)  # Bob's old deadline passes: nothing happens to him
    assert [a[3] for a in await actions(rig)] == ["u0", "u1"]


async def test_pause_stops_clocks_and_timers(rig: Rig) -> None:
    await toy(rig, speed="24h")
    await rig.advance(H)
    await rig.service.pause(PLACE, "a holiday", by="u0")
    with pytest.raises(ServiceError, match="paused"):
        await rig.service.move(PLACE, "u1", "secret 1")
    assert await rig.advance(30 * D) == 0
    await rig.service.resume(PLACE, "u0")
    table = rig.service.table_at(PLACE)
    assert C.left(table.clock, 1, rig.time.now()) == 2 * D - H
    with pytest.raises(ServiceError, match="creator or a moderator"):
        await rig.service.pause(PLACE, "mine", by="u1")
    assert await rig.advance(2 * D - H + 1) == 4 + 2  # the four reminders, then the timeouts


async def test_a_restart_fires_a_pending_deadline_once(tmp_path: Path) -> None:
    time = ManualTime()
    store = await open_store(tmp_path / "r.db")
    first = Rig(store, time)
    await toy(first, speed="24h")
    await first.service.move(PLACE, "u0", "secret 1")
    await store.close()
    time.advance(10 * D)  # the bot was down when Bob's time ran out
    store = await open_store(tmp_path / "r.db")
    second = Rig(store, time)
    await second.service.load()
    assert await second.advance(0) == 3  # two overdue reminders and the timeout, in due order
    assert await second.advance(0) == 0
    log = await actions(second)
    assert [a[3] for a in log] == ["u0", "timeout"]
    assert any("ran out of time" in n.text for n in second.sent)
    await store.close()


@pytest.mark.slow
@pytest.mark.not_lazy  # tables opened in this run, never restored: a lazy run adds 10 s, nothing else
async def test_a_thousand_tables_each_time_out_exactly_once(rig: Rig) -> None:
    service = rig.service
    await service.store.db.execute("PRAGMA synchronous=OFF")  # test speed; the logic is the same
    for i in range(1000):
        await toy(rig, place=f"discord:{1000 + i}", speed="live")
    rig.time.advance(10 * 60 + 1)  # every seat of every table runs out of time
    # two schedulers racing over the same due timers still fire each once
    other = Scheduler(service, rig._deliver, rig.time)
    while sum(await asyncio.gather(rig.scheduler.run_due(), other.run_due())):
        pass
    rows = await service.store.fetchall(
        "SELECT session_id, COUNT(*) AS n FROM actions WHERE actor = 'timeout' GROUP BY session_id"
    )
    assert len(rows) == 1000 and {r["n"] for r in rows} == {2}  # both secrets, once each
    duplicates = await service.store.fetchone(
        "SELECT COUNT(*) AS n FROM (SELECT interaction_id FROM actions "
        "WHERE actor = 'timeout' GROUP BY interaction_id HAVING COUNT(*) > 1)"
    )
    assert duplicates["n"] == 0


async def test_the_board_image_and_status_show_each_players_time_left(rig: Rig) -> None:
    import renderers

    await rig.service.create(PLACE, "almadi", "u0", "Ann", seats=2, settings={"speed": "48h"})
    await rig.service.join(PLACE, "u1", "Bob")
    notices = (await rig.service.start(PLACE, "u0")).notices
    public = next(n for n in notices if n.kind == "public")
    clock_text = public.view["host"]["clock"]
    assert "Ann" in clock_text and "Bob" in clock_text and "4 d" in clock_text
    assert public.view["viewer"] is None
    plain = {k: v for k, v in public.view.items() if k != "host"}
    assert renderers.render_image(public.view, public.names).height > (
        renderers.render_image(plain, public.names).height
    )
    assert "Time left" in rig.service.status_text(PLACE)


async def test_the_hourglass_is_beside_whoever_must_move_now(rig: Rig) -> None:
    """The clock line under the board is drawn after the clocks move: after Ann's move the
    running mark is beside Bob, not beside Ann who has just moved; and it is a glyph the
    image's fonts have."""
    from renderers import kit

    await rig.service.create(PLACE, "almadi", "u0", "Ann", seats=2, settings={"speed": "48h"})
    await rig.service.join(PLACE, "u1", "Bob")
    await rig.service.start(PLACE, "u0")
    table = rig.service.require(PLACE)
    (seat,) = table.pending_humans()
    mover, other = table.players[seat].name, table.players[1 - seat].name
    action = table.game.legal(table.state, seat)[0]
    rig.time.advance(H)
    notices = (await rig.service.move(PLACE, table.players[seat].user_id, action)).notices
    while table.pending_humans() == [seat]:  # a turn of several steps: play it to its end
        action = table.game.legal(table.state, seat)[0]
        notices = (await rig.service.move(PLACE, table.players[seat].user_id, action)).notices
    clock_text = next(n for n in notices if n.kind == "public").view["host"]["clock"]
    assert f"{other} ▸" in clock_text and f"{mover} ▸" not in clock_text
    assert all(kit.glyph_font(ch, bold=True) for ch in clock_text)  # no box for a missing glyph
    assert f"{other} ⏳" in rig.service.status_text(PLACE)  # a post: Discord draws the emoji
