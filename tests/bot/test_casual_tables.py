"""``/game new rated:false``: a casual table's result does not touch the server's ratings."""

from __future__ import annotations

import pytest

from bot.discord import game_logic
from bot.table.service import TableService
from bot.tournaments.runner import TournamentRunner

pytestmark = pytest.mark.both_stores  # each test on SQLite and on PostgreSQL


@pytest.mark.parametrize("rated", [None, False])
async def test_casual_tables_are_not_rated(service: TableService, rated) -> None:
    TournamentRunner(service)  # installs the rating hook, as the bot does
    place = "discord:7"
    reply = await game_logic.new_game(
        service, place, "1", "Ann", "toy", seats=2, options="target=3", guild="g", rated=rated
    )
    assert not reply.error, reply.text
    await service.join(place, "2", "Bob")
    await service.start(place, "1")
    for user, action in (("1", "secret 1"), ("2", "secret 2"), ("1", "add 2"), ("2", "add 1")):
        await service.move(place, user, action)
    assert service.table_at(place).status == "finished"
    rows = await service.store.fetchall("SELECT user_id FROM ratings WHERE guild = 'g'")
    assert len(rows) == (0 if rated is False else 2)
