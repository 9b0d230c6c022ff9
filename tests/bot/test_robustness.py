"""Small defects: odd digits, huge inputs, cancelling a finished game, an
interaction id reused at another table, and a retried last move after a restart."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.store import open_store
from bot.table.service import ServiceError, TableService
from games.core import ActionError, MalformedAction

from .test_service import PLACE, log_rows, toy_table

pytestmark = pytest.mark.both_stores  # each test on SQLite and on PostgreSQL


async def test_superscript_digits_are_a_malformed_move_not_an_engine_failure(
    service: TableService,
) -> None:
    await service.create(PLACE, "almadi", "u0", "Ann", seats=2, seed="digits")
    await service.join(PLACE, "u1", "Bob")
    await service.start(PLACE, "u0")
    table = service.table_at(PLACE)
    seat = table.game.pending(table.state)[0]
    before = table.game.state_hash(table.state)
    for text in ("place ² 1", "place 1 ٣x", "take ².1"):
        with pytest.raises(ActionError):
            await service.move(PLACE, f"u{seat}", text, seat=seat)
    assert table.game.state_hash(table.state) == before


async def test_a_huge_move_is_refused_with_a_short_message(service: TableService) -> None:
    await toy_table(service)
    with pytest.raises(MalformedAction) as refused:
        await service.move(PLACE, "u0", "secret " + "9" * 1_000_000)
    assert len(refused.value.hint()) < 300
    with pytest.raises(ActionError) as odd:
        await service.move(PLACE, "u0", "z" * 150)
    assert len(odd.value.hint()) < 300 and "z" * 41 not in odd.value.hint()
    assert await log_rows(service.store) == []


async def test_a_finished_game_cannot_be_cancelled(service: TableService) -> None:
    await service.create(PLACE, "toy", "u0", "Ann", seats=2, seed="s", options={"target": 1})
    await service.join(PLACE, "u1", "Bob")
    await service.start(PLACE, "u0")
    await service.move(PLACE, "u0", "secret 1")
    await service.move(PLACE, "u1", "secret 1")
    await service.move(PLACE, "u0", "add 1")
    assert service.table_at(PLACE).status == "finished"
    with pytest.raises(ServiceError, match="over"):
        await service.cancel(PLACE, "u0")
    row = await service.store.fetchone("SELECT status FROM sessions")
    assert row["status"] == "finished"


async def test_an_interaction_id_used_at_another_table_is_refused_clearly(
    service: TableService,
) -> None:
    await toy_table(service)
    await toy_table(service, place="discord:200")
    await service.move(PLACE, "u0", "secret 1", interaction_id="i-1")
    again = await service.move("discord:200", "u0", "secret 2", interaction_id="i-1")
    assert again.duplicate and "already applied" in again.reply
    assert await log_rows(service.store, "discord:200") == []


async def test_retrying_the_move_that_ended_a_game_after_a_restart(tmp_path: Path) -> None:
    store = await open_store(tmp_path / "t.db")
    service = TableService(store)
    await service.create(PLACE, "toy", "u0", "Ann", seats=2, seed="s", options={"target": 1})
    await service.join(PLACE, "u1", "Bob")
    await service.start(PLACE, "u0")
    await service.move(PLACE, "u0", "secret 1")
    await service.move(PLACE, "u1", "secret 1")
    await service.move(PLACE, "u0", "add 1", interaction_id="last")
    await store.close()
    store = await open_store(tmp_path / "t.db")
    revived = TableService(store)
    await revived.load()
    assert revived.table_at(PLACE) is None  # finished tables are not restored
    again = await revived.move(PLACE, "u0", "add 1", interaction_id="last")
    assert again.duplicate and "already applied" in again.reply
    await store.close()


async def test_the_log_stores_the_canonical_text_of_what_was_typed(
    service: TableService,
) -> None:
    await service.create(PLACE, "almadi", "u0", "Ann", seats=2, seed="canon")
    await service.join(PLACE, "u1", "Bob")
    await service.start(PLACE, "u0")
    table = service.table_at(PLACE)
    while table.state.phase != "turn":
        seat = table.game.pending(table.state)[0]
        await service.move(PLACE, f"u{seat}", table.game.legal(table.state, seat)[0], seat=seat)
    seat = table.game.pending(table.state)[0]
    take = table.game.legal(table.state, seat)[0]  # e.g. take 1.1
    row, col = table.game.legal(table.game.copy(table.state), seat)[0].split()[1].split(".")
    outcome = await service.move(PLACE, f"u{seat}", take.replace(".", " "), seat=seat)
    assert f"Played `{take}`" in outcome.reply
    rows = await service.log_of(table.id)
    assert rows[-1] == (seat, take)  # `take 1 1` typed, `take 1.1` stored
