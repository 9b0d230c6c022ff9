"""What the history and "my games" commands do (``/game log``, ``/game replay``,
``/game export``, ``/games``), as plain functions over the table service, like
:mod:`bot.discord.logic`."""

from __future__ import annotations

import json

from bot import clock as C
from bot import history
from bot.discord.logic import Image, Reply, guarded, guarded_sync
from bot.discord.places import channel_of
from bot.service import TableService


@guarded_sync
def game_log(service: TableService, place: str, user_id: str) -> Reply:
    """The recent moves as the caller may read them (their own secrets included)."""
    table = service.require(place)
    mine = [s for s in table.seats_of(user_id)]
    seat = mine[0] if mine else None
    lines = history.recent(table, seat)
    if not lines:
        return Reply("Nothing has happened yet.")
    head = f"**{table.game.spec.title}** — the last {len(lines)} events (move {table.seq}):"
    return Reply("\n".join([head, *(f"• {line}" for line in lines)]))


@guarded
async def replay_board(service: TableService, place: str, move: int) -> Reply:
    table = service.require(place)
    view = await history.board_after(service, table, move)
    return Reply(
        f"**{table.game.spec.title}** — the board after move {move} of {table.seq}.",
        images=[Image(view, table.names, f"move-{move}.png", public=True)],
    )


@guarded
async def export(service: TableService, place: str) -> Reply:
    table = service.require(place)
    data = await history.record(service, table)
    complete = "actions" in data
    text = (
        "The complete game record (seed, options, seats, every move): "
        "`caravanserai replay FILE` re-runs and checks it."
        if complete
        else "The public record so far (seats, options, public log, board). The complete "
        "record, with every move, can be exported once the game has ended."
    )
    blob = json.dumps(data, indent=1).encode()
    return Reply(text, files=[(f"{table.game_id}-{table.id}.json", blob)])


@guarded_sync
def my_games(service: TableService, user_id: str, guild: str | None) -> Reply:
    """``/games``: every running table of this server where the caller sits."""
    tables = service.tables_of(user_id, guild)
    if not tables:
        return Reply("You are not playing at any table in this server right now.")
    now = service.now()
    lines = [f"Your games in this server ({len(tables)}):"]
    for table in sorted(tables, key=lambda t: t.id):
        pending = table.game.pending(table.state)
        mine = [s for s in table.seats_of(user_id) if s in pending]
        turn = (
            "**your turn**"
            if mine
            else "waiting for " + (", ".join(table.players[s].name for s in pending) or "nobody")
        )
        left = ""
        if C.timed(table.clock) and table.seats_of(user_id):
            assert table.clock is not None
            seat = table.seats_of(user_id)[0]
            left = f" — {C.describe(C.left(table.clock, seat, now))} left"
        paused = " (paused)" if table.paused else ""
        lines.append(
            f"• **{table.game.spec.title}** in <#{channel_of(table.place)}>: {turn}{left}{paused}"
        )
    return Reply(clip_lines(lines))


def clip_lines(lines: list[str], limit: int = 1900) -> str:
    out: list[str] = []
    for line in lines:
        if sum(len(x) + 1 for x in out) + len(line) > limit:
            out.append(f"… and {len(lines) - len(out)} more.")
            break
        out.append(line)
    return "\n".join(out)
