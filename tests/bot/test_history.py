"""History: the recent log as one seat may read it, the board after any move, and the exported
record — public only during play, complete after the end, and re-run by ``caravanserai replay``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.cli import main
from bot.table import history
from bot.table.service import TableService
from games.core.playout import next_actor, replay
from tests.games.almadi.test_secrecy import secrets_of

pytestmark = pytest.mark.both_stores  # each test on SQLite and on PostgreSQL

PLACE = "discord:100"


async def almadi_table(service: TableService, moves: int | None = None):
    await service.create(
        PLACE, "almadi", "u0", "Ann", seats=2, seed="hist", options={"characters": True}
    )
    await service.join(PLACE, "u1", "Bob")
    await service.start(PLACE, "u0")
    table = service.table_at(PLACE)
    played = 0
    while not table.game.is_over(table.state) and (moves is None or played < moves):
        seat = next_actor(table.game, table.state)
        bot = table.game.make_bot(f"h{played}")
        await service.move(PLACE, f"u{seat}", bot.choose(table.game, table.state, seat), seat=seat)
        played += 1
    return table


async def test_a_finished_game_exports_a_record_that_replays(
    service: TableService, tmp_path: Path, capsys
) -> None:
    table = await almadi_table(service)
    record = await history.record(service, table)
    assert record["seed"] == "hist" and len(record["actions"]) == table.seq
    assert history.check_record(record)["ok"]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    assert main(["replay", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["ok"] is True
    record["actions"][-1][1] = record["actions"][-2][1]  # a tampered record does not check out
    path.write_text(json.dumps(record))
    assert main(["replay", str(path)]) != 0


async def test_a_mid_game_record_holds_nothing_secret(service: TableService) -> None:
    table = await almadi_table(service, moves=30)
    record = await history.record(service, table)
    assert "actions" not in record and "seed" not in record
    blob = json.dumps(record)
    for secret in secrets_of(table.state, None):
        assert f'"{secret}"' not in blob and secret.upper() not in blob, secret
    assert record["public_log"] == [table.named(x) for x in table.game.log(table.state, None)]


async def test_the_log_shows_a_seat_its_own_secrets_only(service: TableService) -> None:
    table = await almadi_table(service, moves=6)  # past the secret keep choices
    mine = history.recent(table, 0, count=100)
    theirs = history.recent(table, 1, count=100)
    public = history.recent(table, None, count=100)
    assert mine != public and theirs != public  # each sees what they kept
    kept = [c.upper() for c in table.state.players[1].hand]
    assert all(c not in "\n".join(mine) for c in kept)


async def test_the_board_after_a_move_is_the_public_view_then(service: TableService) -> None:
    table = await almadi_table(service, moves=12)
    rows = await service.log_of(table.id)
    for n in (0, 5, 12):
        state = replay(table.game, 2, table.seed, table.options, rows[:n])
        assert await history.board_after(service, table, n) == table.game.view(state, None)
